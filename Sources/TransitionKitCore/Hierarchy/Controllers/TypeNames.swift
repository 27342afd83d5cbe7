/// Type names as `String(describing:)` writes them, formatted once per type:
/// formatting a name costs far more than looking it up, and names are read
/// on every change (views, event records, snapshots).
@MainActor
enum TypeNames {
  @exclusivity(unchecked) private static var names: [ObjectIdentifier: String] = [:]
  /// The type asked about last, and its name: the same type is usually asked
  /// about again (the controllers of a snapshot, the screens a flow pushes),
  /// and comparing it costs less than hashing it.
  @exclusivity(unchecked) private static var last: (type: ObjectIdentifier, name: String)?

  /// The name of `type`, as `String(describing: type)` writes it.
  static func name(of type: Any.Type) -> String {
    let key = ObjectIdentifier(type)
    if let last, last.type == key { return last.name }
    let name: String
    if let known = names[key] {
      name = known
    } else {
      name = String(describing: type)
      names[key] = name
    }
    last = (key, name)
    return name
  }
}
