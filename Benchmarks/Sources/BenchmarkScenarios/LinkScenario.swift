import TransitionKitCore

/// URL tables of many patterns, to measure what parsing a URL costs as the
/// table grows.
public enum LinkScenario {
  /// The destination of a section's pattern: which section, and its values.
  public struct Destination: Hashable, Sendable {
    /// The section's number.
    public let section: Int
    /// The captured integer (detail pages), if any.
    public let id: Int?
    /// The captured name (other pages), if any.
    public let name: String?
  }

  /// A table of `patterns` patterns: for each section `s<i>`, `/s<i>/{id}/detail`
  /// with an integer, and, for every other, `/s<i>/{name}` with a string.
  public static func table(patterns: Int) -> LinkTable<Destination> {
    var list: [LinkPattern<Destination>] = []
    var section = 0
    while list.count < patterns {
      let current = section
      list.append(
        LinkPattern(
          "/s\(current)/{id}/detail", schemes: ["app"], parameters: ["id": .int],
          make: { Destination(section: current, id: $0.int("id"), name: nil) },
          values: { $0.section == current && $0.id != nil ? ["id": $0.id ?? 0] : nil }))
      if list.count < patterns, current.isMultiple(of: 2) {
        list.append(
          LinkPattern(
            "/s\(current)/{name}", schemes: ["app"],
            make: { Destination(section: current, id: nil, name: $0.string("name")) },
            values: { $0.section == current && $0.name != nil ? ["name": $0.name ?? ""] : nil }))
      }
      section += 1
    }
    do {
      return try LinkTable(list)
    } catch {
      fatalError("\(error)")
    }
  }

  /// Parses `count` URLs, spread over the table's sections.
  /// - Returns: How many parsed.
  public static func parse(_ table: LinkTable<Destination>, count: Int) -> Int {
    let sections = Swift.max(table.patterns.count * 2 / 3, 1)
    var parsed = 0
    for index in 0..<count {
      let section = (index &* 7919) % sections
      let url = "app:///s\(section)/\(index)/detail"
      if (try? table.destination(for: url)) != nil { parsed += 1 }
    }
    return parsed
  }
}
