import TransitionKitCore

/// Two wireframes side by side, expected and actual, with the controllers
/// that differ outlined: the picture of a failed hierarchy expectation.
///
/// The trees are compared place by place: the root with the root, each
/// child with the child at the same index, what a controller presents with
/// what the other presents. A controller is outlined on both sides when any
/// of its properties differs (title, type, kind, role, visibility,
/// appearance state, selection, collapse, double-sidedness) or when it has a
/// different number of children or presents on one side only; a controller
/// that exists on one side only is outlined on that side, with everything
/// below it. An outlined controller that is not drawn (a tab not selected, a
/// controller under the top of a stack) outlines its nearest drawn ancestor.
///
/// ```swift
/// let picture = WireframeComparison(expected: Wireframe(expected), actual: Wireframe(window: window))
/// try picture.svg.write(toFile: "mismatch.svg", atomically: true, encoding: .utf8)
/// ```
public struct WireframeComparison: Sendable, Hashable {
  /// The expected picture, on the left.
  public var expected: Wireframe
  /// The actual picture, on the right.
  public var actual: Wireframe

  /// Creates a comparison.
  ///
  /// - Parameters:
  ///   - expected: The expected picture, on the left.
  ///   - actual: The actual picture, on the right.
  public init(expected: Wireframe, actual: Wireframe) {
    self.expected = expected
    self.actual = actual
  }

  /// Whether the two trees differ anywhere.
  public var hasDifferences: Bool {
    let marks = differences
    return !marks.expected.isEmpty || !marks.actual.isEmpty
  }

  /// The controllers outlined on each side, by their index in the
  /// snapshot's `allControllers`.
  public var differences: (expected: Set<Int>, actual: Set<Int>) {
    Self.differences(WireframeRenderer(expected), WireframeRenderer(actual))
  }

  /// The comparison as an SVG document, without a final line break:
  /// `Expected` on the left, `Actual` on the right, each with its frames,
  /// differences outlined in red dashes, and under them `Differences
  /// outlined in red.` (or `No differences.`).
  public var svg: String {
    let marks = differences
    let left = WireframeRenderer(expected, outlined: marks.expected).draw()
    let right = WireframeRenderer(actual, outlined: marks.actual).draw()
    let header = 30
    let gap = 24
    var body: [String] = []
    let summary = marks.expected.isEmpty && marks.actual.isEmpty ? "No differences." : "Differences outlined in red."
    let height = header + Swift.max(left.height, right.height) + 20
    body.append(
      "<text x=\"12\" y=\"20\" font-size=\"14\" font-weight=\"bold\" fill=\"#1c1c1e\">Expected</text>")
    body.append(
      "<text x=\"\(left.width + gap + 12)\" y=\"20\" font-size=\"14\" font-weight=\"bold\" fill=\"#1c1c1e\">"
        + "Actual</text>")
    body.append("<g transform=\"translate(0,\(header))\">")
    body.append(contentsOf: left.canvas.lines)
    body.append("</g>")
    body.append(
      "<line x1=\"\(left.width + gap / 2)\" y1=\"8\" x2=\"\(left.width + gap / 2)\" "
        + "y2=\"\(height - 24)\" stroke=\"#c6c6c8\"/>")
    body.append("<g transform=\"translate(\(left.width + gap),\(header))\">")
    body.append(contentsOf: right.canvas.lines)
    body.append("</g>")
    body.append(
      "<text x=\"12\" y=\"\(height - 8)\" font-size=\"12\" fill=\"\(WireframeRenderer.outlineColor)\">"
        + "\(summary)</text>")
    return WireframeRenderer.document(
      width: left.width + gap + right.width, height: height,
      title: "Expected \(expected.snapshot.compact), actual \(actual.snapshot.compact)", body: body)
  }

  /// Walks both trees together, place by place, without recursion.
  static func differences(
    _ left: WireframeRenderer, _ right: WireframeRenderer
  ) -> (expected: Set<Int>, actual: Set<Int>) {
    var expected: Set<Int> = []
    var actual: Set<Int> = []
    var pending: [(Int?, Int?)] = []
    if !left.nodes.isEmpty || !right.nodes.isEmpty {
      pending.append((left.nodes.isEmpty ? nil : 0, right.nodes.isEmpty ? nil : 0))
    }
    while let pair = pending.popLast() {
      switch pair {
      case (let leftIndex?, let rightIndex?):
        let leftNode = left.nodes[leftIndex]
        let rightNode = right.nodes[rightIndex]
        if !sameOwnProperties(leftNode.snapshot, rightNode.snapshot)
          || leftNode.children.count != rightNode.children.count
          || (leftNode.presented == nil) != (rightNode.presented == nil)
        {
          expected.insert(leftIndex)
          actual.insert(rightIndex)
        }
        for offset in 0..<Swift.max(leftNode.children.count, rightNode.children.count) {
          pending.append(
            (
              leftNode.children.indices.contains(offset) ? leftNode.children[offset] : nil,
              rightNode.children.indices.contains(offset) ? rightNode.children[offset] : nil
            ))
        }
        if leftNode.presented != nil || rightNode.presented != nil {
          pending.append((leftNode.presented, rightNode.presented))
        }
      case (let leftIndex?, nil):
        markSubtree(leftIndex, in: left, into: &expected)
      case (nil, let rightIndex?):
        markSubtree(rightIndex, in: right, into: &actual)
      case (nil, nil):
        continue
      }
    }
    return (expected, actual)
  }

  private static func sameOwnProperties(_ left: ControllerSnapshot, _ right: ControllerSnapshot) -> Bool {
    left.title == right.title && left.typeName == right.typeName && left.kind == right.kind
      && left.role == right.role && left.isVisible == right.isVisible
      && left.appearanceState == right.appearanceState && left.selectedIndex == right.selectedIndex
      && left.isCollapsed == right.isCollapsed && left.collapsePoint == right.collapsePoint
      && left.isDoubleSided == right.isDoubleSided
  }

  private static func markSubtree(_ root: Int, in renderer: WireframeRenderer, into marks: inout Set<Int>) {
    var pending = [root]
    while let next = pending.popLast() {
      marks.insert(next)
      pending.append(contentsOf: renderer.nodes[next].children)
      if let presented = renderer.nodes[next].presented { pending.append(presented) }
    }
  }
}
