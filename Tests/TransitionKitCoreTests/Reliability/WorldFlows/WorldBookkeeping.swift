import Foundation
import TransitionKitCore

/// The completion handlers a flow passed to the library, and how often each ran.
@MainActor
final class WorldTickets {
  /// How often a completion must run.
  enum Expectation: Sendable {
    /// Exactly once, by the next quiet moment.
    case once
    /// At most once (through a router that never calls back).
    case atMostOnce
    /// Never (the operation was refused without a completion).
    case never
  }

  /// One completion handler.
  struct Ticket {
    let label: String
    var expectation: Expectation
    var calls = 0
    var result: Result<Void, TransitionError>?
  }

  private(set) var tickets: [Int: Ticket] = [:]
  private var nextTicket = 0
  /// The first completion that ran more often than allowed.
  private(set) var overcalled: String?
  /// The labels of the tasks started by the flow that have not finished, by ticket.
  var runningTasks: [Int: String] = [:]
  /// The tickets of the tasks that began running.
  var startedTasks = Set<Int>()
  /// The tickets of the tasks whose trigger the library has completed: they
  /// only wait for the runtime to resume them.
  var completedTasks = Set<Int>()

  /// Whether a task the library has completed has not resumed yet.
  var isAnyTaskResuming: Bool { runningTasks.keys.contains { completedTasks.contains($0) } }

  /// Waits until every task whose trigger the library has completed has
  /// resumed and finished, so that it finishes at the same point of every
  /// run of the flow, however busy the machine.
  func waitForResumingTasks() async {
    var attempts = 0
    while isAnyTaskResuming {
      attempts += 1
      if attempts < 64 { await Task.yield() } else { try? await Task.sleep(for: .milliseconds(1)) }
    }
  }

  /// Waits until the task of a ticket begins running.
  func waitUntilStarted(_ number: Int) async {
    var attempts = 0
    while !startedTasks.contains(number) {
      attempts += 1
      if attempts < 64 { await Task.yield() } else { try? await Task.sleep(for: .milliseconds(1)) }
    }
  }

  /// Starts a ticket.
  /// - Returns: Its number and the completion handler to pass.
  func start(_ label: String, _ expectation: Expectation = .once) -> (Int, Transition<ViewController>.Completion) {
    let number = nextTicket
    nextTicket += 1
    tickets[number] = Ticket(label: label, expectation: expectation)
    return (number, { [weak self] result in self?.fire(number, result) })
  }

  /// Counts a call of a ticket's completion.
  private func fire(_ number: Int, _ result: Result<Void, TransitionError>) {
    guard var ticket = tickets[number] else { return }
    ticket.calls += 1
    ticket.result = result
    tickets[number] = ticket
    let limit = if case .never = ticket.expectation { 0 } else { 1 }
    if ticket.calls > limit, overcalled == nil {
      overcalled = "the completion of \(ticket.label) ran \(ticket.calls) times (last: \(result))"
    }
  }

  /// What a ticket's completion reported, if it ran.
  func result(_ number: Int) -> Result<Void, TransitionError>? { tickets[number]?.result }

  /// Changes what a ticket expects.
  func expect(_ number: Int, _ expectation: Expectation) { tickets[number]?.expectation = expectation }

  /// Forgets a ticket whose completion was never handed to the library.
  func discard(_ number: Int) { tickets[number] = nil }

  /// The tickets that must have run by now and did not.
  var missing: [Ticket] {
    tickets.keys.sorted().compactMap { tickets[$0] }.filter { ticket in
      if case .once = ticket.expectation { ticket.calls == 0 } else { false }
    }
  }

  /// Forgets the tickets that are done, keeping those that may still run.
  func forgetDone() {
    tickets = tickets.filter { $0.value.calls == 0 }
  }
}

/// An interactive transition's handle, with where it began.
@MainActor
struct WorldHandle {
  let handle: InteractiveTransition
  /// The controller it began on.
  weak var anchor: ViewController?
  /// The window it began in.
  weak var window: Window?

  /// Lets the transition run back to its start.
  func cancel(velocity: Double) {
    handle.cancel(velocity: velocity)
  }
}

/// A weak reference to a window, to prove it was released.
@MainActor
struct WorldWeakWindow {
  weak var window: Window?
  let name: String
}

/// Counts of what flows exercised: operations made and skipped, by kind,
/// and outcomes, by error.
struct WorldStatistics: Sendable {
  var performed: [String: Int] = [:]
  var skipped: [String: Int] = [:]
  var outcomes: [String: Int] = [:]

  /// Counts an operation.
  mutating func count(_ operation: WorldOperation, performed wasPerformed: Bool) {
    let kind = operation.kindName
    if wasPerformed { performed[kind, default: 0] += 1 } else { skipped[kind, default: 0] += 1 }
  }

  /// The time spent on each kind of operation, checks included.
  var durations: [String: Duration] = [:]

  /// Adds the time an operation took.
  mutating func time(_ operation: WorldOperation, _ duration: Duration) {
    durations[operation.kindName, default: .zero] += duration
  }

  /// Counts an outcome.
  mutating func count(_ error: TransitionError?) {
    outcomes[error.map(\.caseName) ?? "success", default: 0] += 1
  }

  /// Counts a renderer's report that was dropped, by its reason.
  mutating func count(reportRejection error: ReportRejection) {
    let reason =
      switch error {
      case .unknownNode: "unknownNode"
      case .wrongKind: "wrongKind"
      case .notBelowTop: "notBelowTop"
      case .futureRevision: "futureRevision"
      case .movedOn: "movedOn"
      case .notModal: "notModal"
      case .noInteractiveTransition: "noInteractiveTransition"
      case .refused(let refusal): "refused." + refusal.caseName
      }
    outcomes["report." + reason, default: 0] += 1
  }

  /// Adds another flow's counts.
  mutating func merge(_ other: WorldStatistics) {
    performed.merge(other.performed, uniquingKeysWith: +)
    skipped.merge(other.skipped, uniquingKeysWith: +)
    outcomes.merge(other.outcomes, uniquingKeysWith: +)
    durations.merge(other.durations, uniquingKeysWith: +)
  }

  /// The counts, most frequent first.
  var summary: String {
    /// The counts, most frequent first, on one line.
    func list(_ counts: [String: Int]) -> String {
      counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    }
    let slowest = durations.sorted { $0.value > $1.value }.prefix(8)
      .map {
        "\($0.key) \($0.value.components.seconds).\(String(format: "%03d", $0.value.components.attoseconds / 1_000_000_000_000_000)) s"
      }
    return """
      performed: \(list(performed))
      skipped: \(list(skipped))
      outcomes: \(list(outcomes))
      slowest: \(slowest.joined(separator: ", "))
      """
  }
}

/// A controller, held weakly.
@MainActor
struct WorldWeakController {
  weak var controller: ViewController?

  init(_ controller: ViewController) {
    self.controller = controller
  }
}

extension ViewController {
  /// Whether the controller is appearing or disappearing.
  var isMidAppearance: Bool { appearanceState == .appearing || appearanceState == .disappearing }
}

/// A router standing in for another in a flow's task: it holds the router
/// only until its trigger is made, and reports the library's completion
/// before passing it on.
@MainActor
final class WorldTaskRelay: Router {
  private var router: (any Router<WorldRoute>)?
  private let onCompletion: @MainActor () -> Void
  private weak var controller: ViewController?

  init(_ router: any Router<WorldRoute>, onCompletion: @escaping @MainActor () -> Void) {
    self.router = router
    self.onCompletion = onCompletion
    controller = router.viewController
  }

  /// The router's controller (never presented: the relay is only triggered).
  var viewController: ViewController { controller ?? ViewController(title: "released") }

  func contextTrigger(
    _ route: WorldRoute,
    with options: TransitionOptions,
    completion: (@MainActor (Result<TransitionContext, TransitionError>) -> Void)?
  ) {
    guard let router else {
      completion?(.failure(.routerDeallocated))
      return
    }
    self.router = nil
    let onCompletion = self.onCompletion
    router.contextTrigger(route, with: options) { result in
      onCompletion()
      completion?(result)
    }
  }
}
