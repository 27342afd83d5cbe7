/// How a transition is performed.
public struct TransitionOptions: Sendable {
  /// Whether the transition animates (on the window's ``AnimationDriver``).
  public var animated: Bool
  /// Set while the transition runs as part of another one (a step of
  /// ``Transition/multiple(_:)``, or ``Transition/perform(_:on:)``): it then
  /// runs at once instead of waiting in the window's queue, and records the
  /// changes it makes so the enclosing transition can undo them.
  var execution: TransitionExecution?
  /// The route that triggered the transition and the router that took it,
  /// described for event logs.
  var route: RouteLabel?
  /// Called when the transition starts: at once, or when its turn in the
  /// window's queue comes (a coordinator starts recording its child changes then).
  var onStart: (@MainActor () -> Void)?

  /// Creates options.
  /// - Parameter animated: Whether the transition animates.
  public init(animated: Bool = true) {
    self.animated = animated
  }

  /// Animated.
  public static let `default` = TransitionOptions()
}

/// The changes made by the steps of an enclosing transition, for undoing them.
@MainActor
final class TransitionExecution {
  private(set) var changes: [HierarchyChange] = []
  /// For each window the changes touched, the generation it had right after
  /// the last change this execution accounts for.
  private var generations: [ObjectIdentifier: (window: WeakWindow, generation: UInt64)] = [:]
  /// The stamps of the changes this execution accounts for: its own, and
  /// those of nested transitions that undid themselves.
  private var knownStamps = Set<UInt64>()
  /// The stamps of the changes that undid this execution's changes.
  private var undoStamps = Set<UInt64>()
  /// What to do once the enclosing transition has ended (completed or been undone).
  private var endActions: [@MainActor () -> Void] = []

  /// Runs an action once the transition this execution belongs to has
  /// ended, or, when that transition is itself a step of another, once the
  /// outermost one has.
  func whenEnded(_ action: @escaping @MainActor () -> Void) {
    if hasEnded {
      action()
    } else {
      endActions.append(action)
    }
  }

  private var hasEnded = false

  /// Hands the end actions to the enclosing execution, or runs them when there is none.
  func end(enclosing: TransitionExecution?) {
    hasEnded = true
    let actions = endActions
    endActions.removeAll()
    if let enclosing {
      enclosing.endActions += actions
    } else {
      for action in actions { action() }
    }
  }

  func record(_ newChanges: [HierarchyChange]) {
    changes += newChanges
    for change in newChanges {
      knownStamps.insert(change.stamp)
      guard let window = change.window else { continue }
      let key = ObjectIdentifier(window)
      let known = generations[key]?.generation ?? 0
      generations[key] = (WeakWindow(window), max(known, change.generationAfterBegin))
    }
  }

  /// Takes over the changes of a nested transition that completed.
  func absorb(_ nested: TransitionExecution) {
    changes += nested.changes
    knownStamps.formUnion(nested.knownStamps)
    generations.merge(nested.generations) { current, nested in current.generation > nested.generation ? current : nested
    }
  }

  /// Records the changes that undid this execution's changes.
  func recordUndo(_ undoChanges: [HierarchyChange]) {
    undoStamps.formUnion(undoChanges.map(\.stamp))
  }

  /// Accounts for a nested transition that undid its changes: what it
  /// touched is back as it was, so its changes and their undoing are not
  /// changes made by anyone else.
  func noteUndone(_ nested: TransitionExecution) {
    knownStamps.formUnion(nested.knownStamps.union(nested.undoStamps))
    for (key, entry) in nested.generations {
      guard let window = entry.window.window else { continue }
      generations[key] = (entry.window, HierarchyChange.generation(in: window))
    }
  }

  /// Whether nothing this execution does not account for changed what its
  /// changes touched (so that undoing them undoes nothing else): no other
  /// change in the windows they touched, and, outside any window, no other
  /// change to the controllers they touched.
  var isLatest: Bool {
    generations.values.allSatisfy { entry in
      entry.window.window.map { HierarchyChange.generation(in: $0) == entry.generation } ?? false
    } && HierarchyChange.areUntouched(changes, knownStamps: knownStamps)
  }
}

/// A weak reference to a window.
@MainActor
struct WeakWindow {
  weak var window: Window?

  init(_ window: Window) {
    self.window = window
  }
}
