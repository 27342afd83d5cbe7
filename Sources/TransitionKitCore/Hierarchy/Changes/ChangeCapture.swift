/// The changes made while some code ran.
@MainActor
final class ChangeCapture {
  /// Whether captured changes are left for the capturer to end.
  enum Mode {
    /// Changes stay begun; the capturer ends or cancels them.
    case deferEnd
    /// Changes end as usual; the capture only records them.
    case record
  }

  let mode: Mode
  @exclusivity(unchecked) var changes: [HierarchyChange] = []

  init(mode: Mode) {
    self.mode = mode
  }
}
