/// Type names as `String(describing:)` writes them, formatted once per type:
/// formatting a name costs far more than looking it up, and names are read
/// on every change (views, event records, snapshots).
@MainActor
enum TypeNames {
  @exclusivity(unchecked) private static var names: [ObjectIdentifier: String] = [:]
  /// The types asked about last, and their names: the same few types are
  /// usually asked about again and again (the containers and screens of a
  /// snapshot, the screens a flow pushes), and comparing a few costs less
  /// than hashing one.
  @exclusivity(unchecked) private static var recent: [(type: ObjectIdentifier, name: String)] = []
  /// The type asked about last, and its name, compared first: the same type
  /// is often asked about again at once (the screens a flow pushes).
  @exclusivity(unchecked) private static var last: (type: ObjectIdentifier, name: String)?
  /// How many types ``recent`` holds at most.
  private static let recentLimit = 8
  /// Where the next type asked about replaces one in a full ``recent``.
  @exclusivity(unchecked) private static var nextReplaced = 0

  /// The name of `type`, as `String(describing: type)` writes it.
  @inline(__always)
  static func name(of type: Any.Type) -> String {
    let key = ObjectIdentifier(type)
    if let last, last.type == key { return last.name }
    return name(notLast: key, type)
  }

  /// The name of a type other than the last one asked about.
  @inline(never)
  private static func name(notLast key: ObjectIdentifier, _ type: Any.Type) -> String {
    // By index: a loop over the elements would copy each name.
    for index in recent.indices where recent[index].type == key {
      last = recent[index]
      return recent[index].name
    }
    let name: String
    if let known = names[key] {
      name = known
    } else {
      name = String(describing: type)
      names[key] = name
    }
    last = (key, name)
    if recent.count < recentLimit {
      recent.append((key, name))
    } else {
      recent[nextReplaced] = (key, name)
      nextReplaced = (nextReplaced + 1) % recentLimit
    }
    return name
  }
}
