extension ControllerSnapshot {
  /// Decodes a snapshot from its list of records (see ``ControllerSnapshot``
  /// for the shape), rebuilding the tree without recursion.
  ///
  /// - Throws: `DecodingError.dataCorrupted` when the list is not one tree:
  ///   it is empty, a record counts a negative number of children, a record
  ///   announces more controllers below it than the list holds after it, or
  ///   records are left over after the tree; the decoder's own errors for a
  ///   malformed record.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    var records: [Record] = []
    if let count = container.count { records.reserveCapacity(count) }
    while !container.isAtEnd {
      records.append(try container.decode(Record.self))
    }
    // The records list the tree in pre-order. Read from the end, each
    // record's subtrees are built already and sit on top of the stack, its
    // first child on top and what it presents under its last child.
    var built: [ControllerSnapshot] = []
    for (index, record) in records.enumerated().reversed() {
      func corrupted(_ description: String) -> DecodingError {
        .dataCorrupted(
          DecodingError.Context(
            codingPath: decoder.codingPath + [RecordIndex(index)],
            debugDescription: "Record \(index): \(description)"))
      }
      guard record.childCount >= 0 else {
        throw corrupted("a controller cannot have \(record.childCount) children.")
      }
      let below = built.count
      guard record.childCount <= below, !record.presents || record.childCount < below else {
        throw corrupted(
          "\(record.childCount) children\(record.presents ? " and a presented controller" : "") announced, "
            + "\(below) controllers follow.")
      }
      let children = Array(built[(below - record.childCount)...].reversed())
      built.removeLast(record.childCount)
      let presented = record.presents ? built.removeLast() : nil
      built.append(record.snapshot(children: children, presented: presented))
    }
    guard built.count == 1, let root = built.first else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: built.isEmpty
            ? "A controller snapshot needs at least one record."
            : "The records hold \(built.count) trees; a controller snapshot is one tree."))
    }
    self = root
  }

  /// Encodes the snapshot as its list of records (see ``ControllerSnapshot``
  /// for the shape), walking the tree without recursion.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    var pending = [self]
    while let next = pending.popLast() {
      try container.encode(Record(next))
      if let presented = next.presented { pending.append(presented) }
      pending.append(contentsOf: next.children.reversed())
    }
  }

  /// One controller of an encoded snapshot: its own properties, how many
  /// children it has and whether it presents a controller.
  private struct Record: Codable {
    var title: String?
    var typeName: String
    var kind: ContainerKind
    var role: HierarchyRole
    var isVisible: Bool
    var appearanceState: AppearanceState
    var selectedIndex: Int?
    var isCollapsed: Bool?
    var collapsePoint: Int?
    var isDoubleSided: Bool?
    var childCount: Int
    var presents: Bool

    init(_ snapshot: ControllerSnapshot) {
      title = snapshot.title
      typeName = snapshot.typeName
      kind = snapshot.kind
      role = snapshot.role
      isVisible = snapshot.isVisible
      appearanceState = snapshot.appearanceState
      selectedIndex = snapshot.selectedIndex
      isCollapsed = snapshot.isCollapsed
      collapsePoint = snapshot.collapsePoint
      isDoubleSided = snapshot.isDoubleSided
      childCount = snapshot.children.count
      presents = snapshot.presented != nil
    }

    func snapshot(children: [ControllerSnapshot], presented: ControllerSnapshot?) -> ControllerSnapshot {
      ControllerSnapshot(
        title: title, typeName: typeName, kind: kind, role: role, isVisible: isVisible,
        appearanceState: appearanceState, selectedIndex: selectedIndex, isCollapsed: isCollapsed,
        collapsePoint: collapsePoint, isDoubleSided: isDoubleSided, children: children, presented: presented)
    }
  }

  /// The position of a record in the list, for decoding errors.
  private struct RecordIndex: CodingKey {
    let intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }

    init(_ index: Int) {
      intValue = index
    }

    init?(stringValue: String) {
      nil
    }

    init?(intValue: Int) {
      self.intValue = intValue
    }
  }
}
