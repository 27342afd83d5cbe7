import TransitionKitCore

/// What a play of the scenario did, step by step, as data: the demo prints
/// it, the tests check it.
public struct Trace: Sendable {
  /// The steps, in order.
  public var steps: [TraceStep] = []
  /// Every transition and model change event of the window, in order, for a
  /// flow diagram (lifecycle callbacks left out).
  public var events: [NavigationEvent] = []
  /// The controllers and coordinators of the session, and which of them
  /// are still alive after the logout.
  public var release = ReleaseReport()
  /// The time the animations took on the playback's clock.
  public var clockTime: Duration = .zero
  /// How the scenario was played.
  public var mode: PlaybackMode = .manualClock
  /// The window's mount stream, from the launch screen (received as a whole
  /// tree) to the end: what a renderer of the app would have applied.
  public var mounts: [MountTransaction] = []
  /// The app's navigation, saved half-way through the session, as an app saves it when it goes
  /// to the background: the demo then relaunches the app from it (see ``Relaunch``).
  public var savedHalfWay: HalfWaySave?

  /// The window's tree at the end.
  public var finalTree: String { steps.last?.tree ?? "" }

  /// The transitions of every step, in order.
  public var transitions: [TraceTransition] { steps.flatMap(\.transitions) }
}

/// One step of the scenario: what the user (or the system) did, the
/// transitions it set off, and the state after it.
public struct TraceStep: Sendable {
  /// The step's number, from 1.
  public var number: Int
  /// What happens, in words.
  public var title: String
  /// The action: the route triggered and where from, the gesture, or the
  /// link and its routes; on several lines when long.
  public var action: String
  /// The transitions and model changes the step set off, in the order they ended.
  public var transitions: [TraceTransition] = []
  /// The controllers whose `viewDidAppear(_:)` ran, in order.
  public var didAppear: [String] = []
  /// The controllers whose `viewDidDisappear(_:)` ran, in order.
  public var didDisappear: [String] = []
  /// The error the action ended with, if it failed.
  public var error: TransitionError?
  /// Remarks on the outcome.
  public var notes: [String] = []
  /// The structural invariants the window's tree breaks after the step
  /// (none, unless the library has a bug).
  public var violations: [String] = []
  /// The window's tree after the step.
  public var snapshot: HierarchySnapshot
  /// The coordinator tree after the step, as `App[Home[News, Users, Settings]]`.
  public var coordinators: String

  /// The window's tree after the step, as printed.
  public var tree: String { snapshot.description }
}

/// One transition (or change made directly on the model) of a step.
public struct TraceTransition: Sendable, Hashable {
  /// How it ended.
  public enum Outcome: Sendable, Hashable {
    /// It ran to its end.
    case completed
    /// It was cancelled by hand and undone.
    case cancelled
    /// It was refused, and changed nothing.
    case failed(TransitionError)
  }

  /// The route that set it off and the router that took it, as
  /// `detail(42) on NewsCoordinator`, when a router triggered it.
  public var route: String?
  /// What it did: the transition's name (`push`, `select`, …), or the kind of
  /// a change made directly on the model.
  public var name: String
  /// Whether it was a change made directly on the model (a gesture), not a transition.
  public var isModelChange: Bool
  /// The controller it took away.
  public var from: String?
  /// The controller it showed.
  public var to: String?
  /// The app animation it ran (see ``Motion``), if any.
  public var animation: String?
  /// That animation's own duration.
  public var duration: Duration?
  /// The time it took on the playback's clock, from its start to its end
  /// (known for transitions, not for model changes).
  public var clockTime: Duration?
  /// How it ended.
  public var outcome: Outcome
}

/// Which controllers and coordinators of the session were freed.
public struct ReleaseReport: Sendable, Hashable {
  /// The names of the controllers and coordinators seen while signed in.
  public var tracked: [String] = []
  /// The names of those still alive after the logout.
  public var survivors: [String] = []

  /// Whether every one was freed.
  public var isClean: Bool { survivors.isEmpty }
}

/// How the scenario's animations get their time.
public enum PlaybackMode: Sendable, Hashable {
  /// A manual clock that the scenario advances: animations run frame by
  /// frame, with no waiting.
  case manualClock
  /// The real clock: animations play live, and the scenario waits for them.
  case realTime
}

/// The navigation saved half-way through a session.
public struct HalfWaySave: Sendable {
  /// The number of the step after which it was saved.
  public var afterStep: Int
  /// The saved document.
  public var document: RestorationDocument
  /// The window when it was saved.
  public var snapshot: HierarchySnapshot
}
