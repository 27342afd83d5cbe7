/// The sequences (``Transition/multiple(_:)``, deep links) under way, counted
/// by the places they started in or changed: windows, and trees in no window
/// (by their root). This is what a coordinator tree's refresh waits for,
/// since a change of a sequence may still be undone. A sequence that never
/// ends (a custom step that never completes) holds up only the places it
/// touched.
@MainActor
enum SequencesUnderWay {
  /// A window, or a tree in no window.
  /// Keyed by the objects' serial numbers, which are never reused (a place
  /// whose window is gone must not be taken for a new window's).
  enum Place: Hashable {
    case window(UInt64)
    case freeTree(UInt64)

    @MainActor static func window(_ window: Window) -> Place { .window(window.serial) }

    /// The place of a controller: its window, or the tree it is in.
    @MainActor static func of(_ controller: ViewController) -> Place {
      if let window = controller.window { return .window(window) }
      return .freeTree(controller.root.serial)
    }
  }

  private static var counts: [Place: Int] = [:]
  private static var waiting: [Place: [@MainActor () -> Void]] = [:]

  static func enter(_ place: Place) {
    counts[place, default: 0] += 1
  }

  static func leave(_ place: Place) {
    guard let count = counts[place] else { return }
    guard count <= 1 else {
      counts[place] = count - 1
      return
    }
    counts[place] = nil
    guard let actions = waiting.removeValue(forKey: place) else { return }
    for action in actions { action() }
  }

  /// Whether a sequence is under way anywhere (the fuzz target checks that
  /// none is left once everything an input made is released).
  static var isAnyUnderWay: Bool { !counts.isEmpty }

  /// Whether a sequence is under way in a place.
  static func isUnderWay(at place: Place) -> Bool {
    counts[place] != nil
  }

  /// Runs an action once no sequence is under way in a place; at once when none is.
  static func whenNoneUnderWay(at place: Place, _ action: @escaping @MainActor () -> Void) {
    guard counts[place] != nil else { return action() }
    waiting[place, default: []].append(action)
  }

  /// Counts as under way in a place from its making until it is ended or
  /// released, whichever comes first (a completion dropped unseen by a
  /// router that never calls it releases it).
  @MainActor
  final class Hold {
    private var place: Place?

    init(at place: Place) {
      self.place = place
      SequencesUnderWay.enter(place)
    }

    /// Stops counting (once).
    func end() {
      guard let place else { return }
      self.place = nil
      SequencesUnderWay.leave(place)
    }

    isolated deinit { end() }
  }
}
