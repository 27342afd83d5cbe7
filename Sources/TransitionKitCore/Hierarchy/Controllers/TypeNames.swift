/// Type names as `String(describing:)` writes them, formatted once per type:
/// formatting a name costs far more than looking it up, and names are read
/// on every change (views, event records, snapshots).
@MainActor
enum TypeNames {
  @exclusivity(unchecked) private static var names: [ObjectIdentifier: String] = [:]

  /// The name of `type`, as `String(describing: type)` writes it.
  static func name(of type: Any.Type) -> String {
    let key = ObjectIdentifier(type)
    if let name = names[key] { return name }
    let name = String(describing: type)
    names[key] = name
    return name
  }
}
