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

  /// How many transitions are under way in each place. Only read, and
  /// changed one entry at a time (every access is instantaneous, so none can
  /// overlap another): it skips the exclusivity checks.
  @exclusivity(unchecked) private static var counts: [Place: Int] = [:]
  private static var waiting: [Place: [@MainActor () -> Void]] = [:]
  private static var keys: [Place: PlaceKey] = [:]

  /// An object that stands for a place while anything counts as under way
  /// there (what a refresh waiting for the sequences there is keyed on); let
  /// go of once nothing does (``leave(_:)``).
  final class PlaceKey {}

  /// The object that stands for a place while sequences are under way there.
  static func key(for place: Place) -> PlaceKey {
    if let key = keys[place] { return key }
    let key = PlaceKey()
    keys[place] = key
    return key
  }

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
    keys[place] = nil
    guard let actions = waiting.removeValue(forKey: place) else { return }
    for action in actions { action() }
  }

  /// How many started sequences are under way in each place; accessed as
  /// ``counts`` is, without exclusivity checks.
  @exclusivity(unchecked) private static var sequenceCounts: [Place: Int] = [:]
  /// How many started sequences ``sequenceCounts`` counts in all: a plain
  /// number, which is read with no run-time check that the dictionary was
  /// set up (see ``StaticList``).
  @exclusivity(unchecked) private static var startedSequenceCount = 0
  private static var sequenceWaiting: [Place: [@MainActor () -> Void]] = [:]

  /// Counts a sequence that has started as under way in a place (as
  /// ``enter(_:)`` does), apart from the transitions only waiting to start.
  static func enterSequence(_ place: Place) {
    sequenceCounts[place, default: 0] += 1
    startedSequenceCount += 1
    enter(place)
  }

  /// Stops counting a started sequence in a place as started: it has
  /// finished, and can undo nothing any more (it still counts as under way,
  /// until ``leave(_:)``, while its completion runs).
  static func endSequence(_ place: Place) {
    guard let count = sequenceCounts[place] else { return }
    startedSequenceCount -= 1
    guard count <= 1 else {
      sequenceCounts[place] = count - 1
      return
    }
    sequenceCounts[place] = nil
    for action in sequenceWaiting.removeValue(forKey: place) ?? [] { action() }
  }

  /// Whether a started sequence is under way anywhere (almost never, when a
  /// route ends): asked first, it spares finding a tree's place.
  static var isAnySequenceUnderWay: Bool { startedSequenceCount > 0 }

  /// Whether a sequence that has started is under way in a place: it may
  /// still undo what it changed there.
  static func isSequenceUnderWay(at place: Place) -> Bool {
    // Most of the time none is: no place is hashed then.
    isAnySequenceUnderWay && sequenceCounts[place] != nil
  }

  /// Runs an action once no started sequence is under way in a place; at once when none is.
  static func whenNoSequenceUnderWay(at place: Place, _ action: @escaping @MainActor () -> Void) {
    guard sequenceCounts[place] != nil else { return action() }
    sequenceWaiting[place, default: []].append(action)
  }

  /// Whether a sequence is under way anywhere (the fuzz target checks that
  /// none is left once everything an input made is released).
  static var isAnyUnderWay: Bool { !counts.isEmpty }

  /// Whether a sequence is under way in a place.
  static func isUnderWay(at place: Place) -> Bool {
    !counts.isEmpty && counts[place] != nil
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
