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
  /// How many types ``recent`` holds at most.
  private static let recentLimit = 8
  /// Where the next type asked about replaces one in a full ``recent``.
  @exclusivity(unchecked) private static var nextReplaced = 0

  /// The name of `type`, as `String(describing: type)` writes it.
  static func name(of type: Any.Type) -> String {
    let key = ObjectIdentifier(type)
    // By index: a loop over the elements would copy each name.
    for index in recent.indices where recent[index].type == key { return recent[index].name }
    let name: String
    if let known = names[key] {
      name = known
    } else {
      name = String(describing: type)
      names[key] = name
    }
    if recent.count < recentLimit {
      recent.append((key, name))
    } else {
      recent[nextReplaced] = (key, name)
      nextReplaced = (nextReplaced + 1) % recentLimit
    }
    return name
  }
}
