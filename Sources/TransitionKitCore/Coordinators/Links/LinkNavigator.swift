/// Opens URLs in a window: each link is parsed by a table, passed through a
/// gate, and applied as a target state — what already stands stays, the
/// rest happens as one all-or-nothing change.
///
/// ```swift
/// let links = LinkNavigator(
///   table: table, root: app, in: window,
///   chain: { destination in destination.chain },
///   gate: { _ in session.isSignedIn ? .proceed : .redirect(LinkChain(AppRoute.login)) })
/// links.open("myapp:///news/42")        // signed out: the login, the link waits
/// // … once signed in:
/// links.resumePending()                 // the home, the news tab, the article
/// ```
///
/// Every link's ``LinkOutcome`` goes to the completion and to the window's
/// event log as ``NavigationEvent/link(_:)``.
@MainActor
public final class LinkNavigator<Destination: Hashable & Sendable> {
  /// The table URLs are parsed with.
  public let table: LinkTable<Destination>
  /// How long a link may wait, in seconds on the window's clock
  /// (``Window/animationDriver``), before it is dropped as expired; a
  /// negative time, or one that is not a number, lets no link wait.
  public let timeToLive: Double
  /// The link waiting for the app to take it, if any (the latest one).
  public private(set) var pending: PendingLink?

  /// The window links are opened in (`nil` once it is gone).
  public private(set) weak var window: Window?
  /// The root coordinator now, asked each time a chain is applied.
  let root: @MainActor () -> (any Router)?
  let chain: @MainActor (Destination) -> LinkChain
  let gate: @MainActor (Destination) -> LinkGateDecision
  /// The chain applied last, step by step, for telling what still stands.
  var applied: [AppliedLinkStep] = []
  private var pendingDestination: Destination?

  /// Creates a navigator whose chains start at one root coordinator.
  ///
  /// - Parameters:
  ///   - table: The table URLs are parsed with.
  ///   - root: The root coordinator: it takes the first route of every chain.
  ///   - window: The window the root coordinator's tree is in.
  ///   - timeToLive: How long a link may wait, in seconds on the window's clock.
  ///   - chain: The chain of routes a destination leads through.
  ///   - gate: Whether the app can take a destination now (proceed by default).
  public convenience init(
    table: LinkTable<Destination>,
    root: any Router,
    in window: Window,
    timeToLive: Double = 300,
    chain: @escaping @MainActor (Destination) -> LinkChain,
    gate: @escaping @MainActor (Destination) -> LinkGateDecision = { _ in .proceed }
  ) {
    self.init(table: table, in: window, timeToLive: timeToLive, root: { root }, chain: chain, gate: gate)
  }

  /// Creates a navigator whose chains start at the coordinator `root`
  /// returns when a chain is applied — the home of a signed-in session, say,
  /// which the next session replaces.
  ///
  /// - Parameters:
  ///   - table: The table URLs are parsed with.
  ///   - window: The window the root coordinator's tree is in.
  ///   - timeToLive: How long a link may wait, in seconds on the window's clock.
  ///   - root: The root coordinator now, or `nil` when there is none (a
  ///     chain then fails with ``TransitionError/noRouter(for:)``: let the
  ///     gate hold links until there is one).
  ///   - chain: The chain of routes a destination leads through.
  ///   - gate: Whether the app can take a destination now (proceed by default).
  public init(
    table: LinkTable<Destination>,
    in window: Window,
    timeToLive: Double = 300,
    root: @escaping @MainActor () -> (any Router)?,
    chain: @escaping @MainActor (Destination) -> LinkChain,
    gate: @escaping @MainActor (Destination) -> LinkGateDecision = { _ in .proceed }
  ) {
    self.table = table
    self.root = root
    self.window = window
    self.timeToLive = timeToLive
    self.chain = chain
    self.gate = gate
  }

  /// Opens a URL: parses it, asks the gate, and applies it, holds it, or
  /// refuses it.
  ///
  /// A link the gate holds or redirects waits in the queue, which keeps one
  /// link: the latest wins, and the one it replaces is reported
  /// ``LinkOutcome/superseded(by:)``. A link the gate rejects, or that
  /// matches nothing, changes nothing — the pending link included.
  ///
  /// - Parameters:
  ///   - url: The URL's text.
  ///   - options: How the transitions are performed.
  ///   - completion: Receives the outcome, once.
  public func open(
    _ url: String,
    with options: TransitionOptions = .default,
    completion: (@MainActor (LinkOutcome) -> Void)? = nil
  ) {
    let destination: Destination
    do {
      destination = try table.destination(for: url)
    } catch {
      report(url, .unmatched(error), completion)
      return
    }
    switch gate(destination) {
    case .proceed:
      dropPending(supersededBy: url)
      apply(chain(destination), with: options) { [self] outcome in report(url, outcome, completion) }
    case .hold:
      wait(url, destination)
      report(url, .held, completion)
    case .redirect(let redirection):
      apply(redirection, with: options) { [self] outcome in
        switch outcome {
        case .applied, .alreadyShown:
          wait(url, destination)
          report(url, .redirected(to: redirection), completion)
        default:
          report(url, outcome, completion)
        }
      }
    case .reject(let reason):
      report(url, .rejected(reason), completion)
    }
  }

  /// Opens a URL, and returns its outcome once it is known: see
  /// ``open(_:with:completion:)``.
  ///
  /// - Parameters:
  ///   - url: The URL's text.
  ///   - options: How the transitions are performed.
  /// - Returns: The outcome.
  @discardableResult
  public func open(_ url: String, with options: TransitionOptions = .default) async -> LinkOutcome {
    await withCheckedContinuation { continuation in
      open(url, with: options) { continuation.resume(returning: $0) }
    }
  }

  /// Asks the gate again about the pending link, once what it waited for
  /// changed (the user signed in, the launch is over).
  ///
  /// A link older than ``timeToLive`` is dropped as
  /// ``LinkOutcome/expired(age:)``. Otherwise the gate's answer decides: the
  /// link is applied, stays pending (held or redirected again: it is not
  /// redirected twice), or is rejected and dropped.
  ///
  /// - Parameters:
  ///   - options: How the transitions are performed.
  ///   - completion: Receives the pending link's outcome, once; not called
  ///     when no link is pending.
  public func resumePending(
    with options: TransitionOptions = .default,
    completion: (@MainActor (LinkOutcome) -> Void)? = nil
  ) {
    guard let link = pending, let destination = pendingDestination else { return }
    let age = (Double(now) - Double(link.arrivedAt)) / 1_000_000_000
    // A time to live that is not a number lets nothing live.
    guard age <= timeToLive else {
      clearPending()
      report(link.url, .expired(age: age), completion)
      return
    }
    switch gate(destination) {
    case .proceed:
      clearPending()
      apply(chain(destination), with: options) { [self] outcome in report(link.url, outcome, completion) }
    case .hold, .redirect:
      report(link.url, .held, completion)
    case .reject(let reason):
      clearPending()
      report(link.url, .rejected(reason), completion)
    }
  }

  /// Asks the gate again about the pending link, and returns its outcome:
  /// see ``resumePending(with:completion:)``.
  ///
  /// - Parameter options: How the transitions are performed.
  /// - Returns: The outcome; `nil` when no link is pending.
  @discardableResult
  public func resumePending(with options: TransitionOptions = .default) async -> LinkOutcome? {
    guard pending != nil else { return nil }
    return await withCheckedContinuation { continuation in
      resumePending(with: options) { continuation.resume(returning: $0) }
    }
  }

  // MARK: The queue

  /// The window's clock, in nanoseconds.
  private var now: Int64 { window?.animationDriver.now ?? 0 }

  private func wait(_ url: String, _ destination: Destination) {
    dropPending(supersededBy: url)
    pending = PendingLink(url: url, arrivedAt: now)
    pendingDestination = destination
  }

  private func dropPending(supersededBy url: String) {
    guard let old = pending else { return }
    clearPending()
    report(old.url, .superseded(by: url), nil)
  }

  private func clearPending() {
    pending = nil
    pendingDestination = nil
  }

  /// Tells the completion and the window's event log what became of a link.
  private func report(_ url: String, _ outcome: LinkOutcome, _ completion: (@MainActor (LinkOutcome) -> Void)?) {
    window?.emit { .link(LinkRecord(url: url, outcome: outcome.description)) }
    completion?(outcome)
  }
}
