/// The changes made while some code ran (see
/// ``HierarchyChange/capturing(_:_:)``). A value kept in the list of open
/// captures rather than an object: a transition opens one for every
/// operation it runs.
@MainActor
struct ChangeCapture {
  /// Whether captured changes are left for the capturer to end.
  enum Mode {
    /// Changes stay begun; the capturer ends or cancels them.
    case deferEnd
    /// Changes end as usual; the capture only records them.
    case record
  }

  let mode: Mode
  /// The changes, in the order they began; the list's storage comes from
  /// spares (see ``SpareLists``).
  var changes = HierarchyChange.spareChangeLists.take()
}
