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
  /// Whether the changes begun while the capture is open keep their touches
  /// for it (see ``HierarchyChange/touches``). A capture that does not need
  /// them is one whose changes end as soon as the capturer is done, unless
  /// they animate, and that nothing undoes: an animated change keeps them
  /// all the same, as does any change while another open capture needs them.
  let keepsTouches: Bool
  /// The changes, in the order they began; the list's storage comes from
  /// spares (see ``SpareLists``).
  var changes = HierarchyChange.spareChangeLists.take()
}
