import TransitionKitCore

/// Lays a wireframe out and draws it: the frames of its layers, then the
/// outlines of the controllers a comparison marks.
struct WireframeRenderer {
  /// One controller of the tree, in the order of `allControllers`.
  struct Node {
    var snapshot: ControllerSnapshot
    var parent: Int?
    var layer: Int
    var children: [Int] = []
    var presented: Int?
  }

  /// A drawing, with its size.
  struct Drawing {
    var width: Int
    var height: Int
    var canvas: SVGCanvas
  }

  let wireframe: Wireframe
  let nodes: [Node]
  /// The roots of each presentation layer: the root, then what is presented.
  let layerRoots: [[Int]]
  /// The controllers to outline, by index.
  let outlined: Set<Int>

  static let phoneWidth = 200
  static let wideWidth = 440
  static let frameHeight = 400
  static let gap = 24
  static let margin = 12
  static let captionHeight = 22
  static let bezel = 6
  /// The most frames drawn: the topmost ones, past it.
  static let maximumFrames = 16
  /// The most layers drawn dimmed behind a frame's own.
  static let maximumBackgroundLayers = 4
  static let outlineColor = "#ff2d55"

  init(_ wireframe: Wireframe, outlined: Set<Int> = []) {
    self.wireframe = wireframe
    self.outlined = outlined
    var nodes: [Node] = []
    var roots: [[Int]] = []
    var pending: [(snapshot: ControllerSnapshot, parent: Int?, layer: Int)] =
      wireframe.snapshot.root.map { [($0, nil, 0)] } ?? []
    while let next = pending.popLast() {
      let index = nodes.count
      nodes.append(Node(snapshot: next.snapshot, parent: next.parent, layer: next.layer))
      if let parent = next.parent {
        if nodes[parent].layer == next.layer {
          nodes[parent].children.append(index)
        } else {
          nodes[parent].presented = index
        }
      }
      while roots.count <= next.layer { roots.append([]) }
      if next.parent == nil || nodes[next.parent ?? 0].layer != next.layer { roots[next.layer].append(index) }
      if let presented = next.snapshot.presented { pending.append((presented, index, next.layer + 1)) }
      for child in next.snapshot.children.reversed() { pending.append((child, index, next.layer)) }
    }
    self.nodes = nodes
    self.layerRoots = roots
  }

  /// The layers that get a frame: those that show something; the root's
  /// layer when none does.
  var framedLayers: [Int] {
    var layers = layerRoots.indices.filter { layer in
      nodes.contains { $0.layer == layer && $0.snapshot.isVisible }
    }
    if layers.isEmpty { layers = [0] }
    return Array(layers.suffix(Self.maximumFrames))
  }

  /// The lowest layer a frame draws: its own, and below it every layer that
  /// stays visible behind what is presented over it.
  func baseLayer(of layer: Int) -> Int {
    var base = layer
    while base > 0, layer - base < Self.maximumBackgroundLayers,
      layerRoots[base].allSatisfy({ index in
        let snapshot = nodes[index].snapshot
        if snapshot.kind == .alert { return true }
        if case .presented(let style) = snapshot.role { return style.keepsPresenterVisible }
        return false
      })
    {
      base -= 1
    }
    return base
  }

  /// Whether a frame shows a split view controller's columns side by side.
  func isWide(from base: Int, to layer: Int) -> Bool {
    nodes.contains { node in
      node.layer >= base && node.layer <= layer && node.snapshot.kind == .split && node.snapshot.isCollapsed != true
        && node.children.count > 1
    }
  }

  /// Draws every frame side by side.
  func draw() -> Drawing {
    var canvas = SVGCanvas()
    var x = Self.margin
    let layers = framedLayers
    for (position, layer) in layers.enumerated() {
      let base = baseLayer(of: layer)
      let width = isWide(from: base, to: layer) ? Self.wideWidth : Self.phoneWidth
      let frame = PictureBox(x: x, y: Self.margin, width: width, height: Self.frameHeight)
      drawFrame(layer: layer, base: base, in: frame, isTopmost: position == layers.count - 1, into: &canvas)
      x += width + Self.gap
    }
    let width = x - Self.gap + Self.margin
    let height = Self.margin * 2 + Self.frameHeight + Self.captionHeight
    return Drawing(width: width, height: height, canvas: canvas)
  }

  /// The document: the drawing in an `<svg>` element titled with the tree's
  /// compact form.
  func document() -> String {
    let drawing = draw()
    return Self.document(
      width: drawing.width, height: drawing.height, title: wireframe.snapshot.compact, body: drawing.canvas.lines)
  }

  /// An SVG document around elements.
  static func document(width: Int, height: Int, title: String, body: [String]) -> String {
    var lines = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
        + "viewBox=\"0 0 \(width) \(height)\" font-family=\"Helvetica, Arial, sans-serif\" role=\"img\">",
      "<title>\(XMLText.escaped(title))</title>",
      "<rect x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\" fill=\"#ffffff\"/>",
    ]
    lines.append(contentsOf: body)
    lines.append("</svg>")
    return lines.joined(separator: "\n")
  }

  // MARK: - Frames

  private func drawFrame(layer: Int, base: Int, in frame: PictureBox, isTopmost: Bool, into canvas: inout SVGCanvas) {
    canvas.rect(frame, fill: "#1c1c1e", radius: 20)
    let screen = frame.insetBy(Self.bezel)
    canvas.rect(screen, fill: "#ffffff", radius: 14)
    var drawn: [Int: PictureBox] = [:]
    if nodes.isEmpty {
      canvas.text(
        "No root", x: screen.midX, y: screen.y + screen.height / 2, size: 13, width: screen.width, fill: "#8e8e93")
    }
    for current in base...layer where layerRoots.indices.contains(current) {
      if current > base {
        canvas.rect(screen, fill: "#000000", radius: 14, extra: "fill-opacity=\"0.35\"")
      }
      for root in layerRoots[current] {
        let box = presentedBox(of: root, in: screen, depth: current - base)
        drawTree(from: root, in: box, into: &canvas, drawn: &drawn)
      }
    }
    if isTopmost, let slide = wireframe.slide { drawSlide(slide, in: screen, into: &canvas) }
    drawOutlines(drawn, into: &canvas)
    canvas.text(
      caption(of: layer, isTopmost: isTopmost), x: frame.midX, y: frame.maxY + 16, size: 11, width: frame.width,
      fill: "#3a3a3c")
  }

  /// Where a layer's root goes in a frame's screen.
  private func presentedBox(of root: Int, in screen: PictureBox, depth: Int) -> PictureBox {
    let snapshot = nodes[root].snapshot
    if snapshot.kind == .alert {
      let width = Swift.min(screen.width - 40, 220)
      return PictureBox(x: screen.midX - width / 2, y: screen.y + screen.height / 2 - 48, width: width, height: 96)
    }
    guard case .presented(let style) = snapshot.role, style.isSheet else { return screen }
    let top = 24 + 10 * Swift.max(depth - 1, 0)
    return PictureBox(x: screen.x, y: screen.y + top, width: screen.width, height: Swift.max(screen.height - top, 0))
  }

  private func caption(of layer: Int, isTopmost: Bool) -> String {
    var parts: [String] = []
    if layer == 0 {
      parts.append(wireframe.snapshot.window?.name ?? "root")
    } else {
      for root in layerRoots[layer] {
        let snapshot = nodes[root].snapshot
        if snapshot.kind == .alert {
          parts.append("alert")
        } else if case .presented(let style) = snapshot.role {
          parts.append(style.rawValue)
        }
      }
    }
    if isTopmost, let slide = wireframe.slide {
      let percent = Int((slide.clampedProgress * 100).rounded())
      parts.append("\(slide.direction == .back ? "swipe back" : "pull down") \(percent) %")
    }
    return parts.joined(separator: " · ")
  }

  // MARK: - Controllers

  /// Draws a controller and what it shows, without recursion.
  private func drawTree(
    from root: Int, in box: PictureBox, into canvas: inout SVGCanvas, drawn: inout [Int: PictureBox]
  ) {
    var pending = [(root, box)]
    while let (index, box) = pending.popLast() {
      guard box.width >= 8, box.height >= 8 else { continue }
      drawn[index] = box
      let node = nodes[index]
      let snapshot = node.snapshot
      if nodes[index].parent == nil || nodes[node.parent ?? 0].layer != node.layer {
        canvas.rect(box, fill: snapshot.kind == .alert ? "#f2f2f7" : "#ffffff", radius: 12)
      }
      let shown: [(Int, PictureBox)]
      switch snapshot.kind {
      case .navigation: shown = drawNavigation(index, in: box, into: &canvas)
      case .tabBar: shown = drawTabBar(index, in: box, into: &canvas, drawn: &drawn)
      case .page: shown = drawPages(index, in: box, into: &canvas)
      case .split: shown = drawSplit(index, in: box, into: &canvas)
      case .viewController, .alert: shown = drawContent(index, in: box, into: &canvas)
      }
      pending.append(contentsOf: shown.reversed())
    }
  }

  private func drawNavigation(_ index: Int, in box: PictureBox, into canvas: inout SVGCanvas) -> [(Int, PictureBox)] {
    guard let top = nodes[index].children.last else { return [] }
    guard let bar = wireframe.navigationBars[index] else { return [(top, box)] }
    let barBox = PictureBox(x: box.x, y: box.y, width: box.width, height: Swift.min(32, box.height))
    canvas.rect(barBox, fill: "#f2f2f7")
    canvas.line(fromX: barBox.x, fromY: barBox.maxY, toX: barBox.x + barBox.width, toY: barBox.maxY, stroke: "#c6c6c8")
    let hasBack = bar.backButtonTitle != nil
    canvas.text(
      bar.title, x: barBox.midX, y: barBox.y + 21, size: 12,
      width: hasBack ? barBox.width * 2 / 5 : barBox.width - 8, bold: true)
    if let back = bar.backButtonTitle {
      canvas.text(
        "‹ " + back, x: barBox.x + 5, y: barBox.y + 21, size: 10, width: barBox.width * 3 / 10, anchor: "start",
        fill: "#007aff")
    }
    return [(top, PictureBox(x: box.x, y: barBox.maxY, width: box.width, height: box.height - barBox.height))]
  }

  private func drawTabBar(
    _ index: Int, in box: PictureBox, into canvas: inout SVGCanvas, drawn: inout [Int: PictureBox]
  ) -> [(Int, PictureBox)] {
    let tabs = nodes[index].children
    let barHeight = Swift.min(34, box.height)
    let barBox = PictureBox(x: box.x, y: box.maxY - barHeight, width: box.width, height: barHeight)
    canvas.rect(barBox, fill: "#f9f9f9")
    canvas.line(fromX: barBox.x, fromY: barBox.y, toX: barBox.x + barBox.width, toY: barBox.y, stroke: "#c6c6c8")
    let selected = nodes[index].snapshot.selectedIndex
    let slots = Swift.min(tabs.count, Swift.max(box.width / 24, 1))
    if slots > 0 {
      let slotWidth = box.width / slots
      for position in 0..<slots {
        let slot = PictureBox(x: box.x + position * slotWidth, y: barBox.y, width: slotWidth, height: barHeight)
        let isLastOfMore = position == slots - 1 && tabs.count > slots
        let tab = tabs[position]
        let isSelected = position == selected && !isLastOfMore
        if isSelected {
          canvas.rect(PictureBox(x: slot.x + 6, y: slot.y, width: slot.width - 12, height: 3), fill: "#007aff")
        }
        canvas.text(
          isLastOfMore ? "More" : nodes[tab].snapshot.displayName, x: slot.midX, y: slot.y + 22, size: 10,
          width: slot.width - 4, fill: isSelected ? "#007aff" : "#8e8e93", bold: isSelected)
        if !isLastOfMore, drawn[tab] == nil { drawn[tab] = slot }
      }
    }
    guard let selected, tabs.indices.contains(selected) else { return [] }
    return [(tabs[selected], PictureBox(x: box.x, y: box.y, width: box.width, height: box.height - barHeight))]
  }

  private func drawPages(_ index: Int, in box: PictureBox, into canvas: inout SVGCanvas) -> [(Int, PictureBox)] {
    let pages = nodes[index].children
    var content = box
    if let indicator = wireframe.pageIndicators[index], indicator.count > 0 {
      content.height = Swift.max(box.height - 20, 0)
      let count = Swift.min(indicator.count, Wireframe.PageIndicator.maximumCount)
      let spacing = 12
      let start = box.midX - (count - 1) * spacing / 2
      for dot in 0..<count {
        canvas.circle(
          centerX: start + dot * spacing, centerY: box.maxY - 10, radius: 3,
          fill: dot == indicator.current ? "#1c1c1e" : "#c7c7cc")
      }
    }
    guard !pages.isEmpty else { return [] }
    let width = content.width / pages.count
    return pages.enumerated().map { offset, page in
      if offset > 0 {
        canvas.line(
          fromX: content.x + offset * width, fromY: content.y, toX: content.x + offset * width, toY: content.maxY,
          stroke: "#c6c6c8")
      }
      return (page, PictureBox(x: content.x + offset * width, y: content.y, width: width, height: content.height))
    }
  }

  private func drawSplit(_ index: Int, in box: PictureBox, into canvas: inout SVGCanvas) -> [(Int, PictureBox)] {
    let columns = nodes[index].children
    guard nodes[index].snapshot.isCollapsed != true, columns.count > 1 else {
      let shown = columns.first { nodes[$0].snapshot.isVisible } ?? columns.first
      return shown.map { [($0, box)] } ?? []
    }
    let primaryWidth = box.width * 2 / 5
    let rest = columns.count - 1
    let otherWidth = (box.width - primaryWidth) / rest
    var result = [(columns[0], PictureBox(x: box.x, y: box.y, width: primaryWidth, height: box.height))]
    for (offset, column) in columns.dropFirst().enumerated() {
      let x = box.x + primaryWidth + offset * otherWidth
      result.append((column, PictureBox(x: x, y: box.y, width: otherWidth, height: box.height)))
    }
    for (_, column) in result.dropFirst() {
      canvas.line(fromX: column.x, fromY: column.y, toX: column.x, toY: column.maxY, stroke: "#8e8e93")
    }
    return result
  }

  private func drawContent(_ index: Int, in box: PictureBox, into canvas: inout SVGCanvas) -> [(Int, PictureBox)] {
    let snapshot = nodes[index].snapshot
    canvas.text(snapshot.displayName, x: box.midX, y: box.y + 24, size: 14, width: box.width - 12, bold: true)
    let children = nodes[index].children
    let top = box.y + 36
    let available = box.maxY - top - 6
    guard !children.isEmpty else {
      for line in 0..<3 where top + line * 14 + 8 <= box.maxY - 6 {
        let width = (box.width - 24) * (3 - line) / 3
        canvas.rect(PictureBox(x: box.x + 12, y: top + line * 14, width: width, height: 6), fill: "#e5e5ea", radius: 3)
      }
      return []
    }
    let count = Swift.min(children.count, Swift.max(available / 24, 1))
    let height = available / count
    return children.prefix(count).enumerated().map { offset, child in
      let childBox = PictureBox(x: box.x + 8, y: top + offset * height, width: box.width - 16, height: height - 4)
      canvas.rect(childBox, fill: "#ffffff", stroke: "#d1d1d6", radius: 6)
      return (child, childBox)
    }
  }

  // MARK: - Interaction and outlines

  private func drawSlide(_ slide: Wireframe.Slide, in screen: PictureBox, into canvas: inout SVGCanvas) {
    let progress = slide.clampedProgress
    let panel: PictureBox
    switch slide.direction {
    case .back:
      let offset = Int((progress * Double(screen.width)).rounded())
      panel = PictureBox(x: screen.x + offset, y: screen.y, width: screen.width - offset, height: screen.height)
      canvas.rect(
        PictureBox(x: panel.x - 4, y: panel.y, width: 4, height: panel.height), fill: "#000000",
        extra: "fill-opacity=\"0.15\"")
    case .down:
      let offset = Int((progress * Double(screen.height - 24)).rounded())
      panel = PictureBox(
        x: screen.x, y: screen.y + 24 + offset, width: screen.width, height: Swift.max(screen.height - 24 - offset, 0))
    }
    guard panel.width > 0, panel.height > 0 else { return }
    canvas.rect(panel, fill: "#ffffff", stroke: "#8e8e93", radius: 8, extra: "class=\"slide\"")
    canvas.text(slide.title, x: panel.midX, y: panel.y + 24, size: 14, width: panel.width - 12, bold: true)
  }

  /// Outlines each marked controller where it is drawn in a frame, or its
  /// nearest drawn ancestor when it is not drawn there.
  private func drawOutlines(_ drawn: [Int: PictureBox], into canvas: inout SVGCanvas) {
    guard !outlined.isEmpty else { return }
    // Parents come before their children and presented controllers.
    var nearest = [Int?](repeating: nil, count: nodes.count)
    for index in nodes.indices {
      nearest[index] = drawn[index] != nil ? index : nodes[index].parent.flatMap { nearest[$0] }
    }
    var done: Set<Int> = []
    for index in outlined.sorted() {
      guard nodes.indices.contains(index), let target = nearest[index], done.insert(target).inserted,
        let box = drawn[target]
      else { continue }
      canvas.rect(
        box.insetBy(1), fill: "none", stroke: Self.outlineColor, radius: 4,
        extra: "stroke-width=\"2\" stroke-dasharray=\"5 3\" class=\"difference\"")
    }
  }
}

extension Wireframe {
  /// The wireframe as an SVG document, without a final line break.
  ///
  /// One frame per presentation layer that shows something, left to right,
  /// each with a caption under it: the window's name for the root's layer,
  /// the presentation style (or `alert`) for the others.
  public var svg: String {
    WireframeRenderer(self).document()
  }
}
