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
/// // … once the sign-in has shown the home, the link opens by itself:
/// // the home, the news tab, the article
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
  /// Whether the pending link is tried again on its own once a change in
  /// the window has ended and its transitions have settled — the sign-in
  /// put the home in place, say; otherwise only
  /// ``resumePending(with:completion:)`` tries it again.
  public let resumesAutomatically: Bool
  /// Receives what became of a pending link tried again on its own: applied,
  /// failed, rejected or expired (a link the gate still holds is not
  /// reported again). The window's event log gets it too.
  public var onAutomaticResume: (@MainActor (_ url: String, _ outcome: LinkOutcome) -> Void)?

  /// The window links are opened in (`nil` once it is gone).
  public var window: Window? { storedWindow }
  /// The storage of ``window``.
  @WindowReference private var storedWindow: Window?
  /// The root coordinator now, asked each time a chain is applied.
  let root: @MainActor () -> (any Router)?
  let chain: @MainActor (Destination) -> LinkChain
  let gate: @MainActor (Destination) -> LinkGateDecision
  private var pendingDestination: Destination?
  /// The options the pending link was opened with.
  private var pendingOptions = TransitionOptions.default
  /// Watches the window's changes while a link is pending and resumes by itself.
  private var changeObservation: HierarchyObservation?
  private var resumeIsScheduled = false

  /// Creates a navigator whose chains start at one root coordinator.
  ///
  /// - Parameters:
  ///   - table: The table URLs are parsed with.
  ///   - root: The root coordinator: it takes the first route of every chain.
  ///   - window: The window the root coordinator's tree is in.
  ///   - timeToLive: How long a link may wait, in seconds on the window's clock.
  ///   - resumesAutomatically: Whether a pending link is tried again on its
  ///     own once a change in the window has settled.
  ///   - chain: The chain of routes a destination leads through.
  ///   - gate: Whether the app can take a destination now (proceed by default).
  public convenience init(
    table: LinkTable<Destination>,
    root: any Router,
    in window: Window,
    timeToLive: Double = 300,
    resumesAutomatically: Bool = true,
    chain: @escaping @MainActor (Destination) -> LinkChain,
    gate: @escaping @MainActor (Destination) -> LinkGateDecision = { _ in .proceed }
  ) {
    self.init(
      table: table, in: window, timeToLive: timeToLive, resumesAutomatically: resumesAutomatically,
      root: { root }, chain: chain, gate: gate)
  }

  /// Creates a navigator whose chains start at the coordinator `root`
  /// returns when a chain is applied — the home of a signed-in session, say,
  /// which the next session replaces.
  ///
  /// - Parameters:
  ///   - table: The table URLs are parsed with.
  ///   - window: The window the root coordinator's tree is in.
  ///   - timeToLive: How long a link may wait, in seconds on the window's clock.
  ///   - resumesAutomatically: Whether a pending link is tried again on its
  ///     own once a change in the window has settled.
  ///   - root: The root coordinator now, or `nil` when there is none (a
  ///     chain then fails with ``TransitionError/noRouter(for:)``: let the
  ///     gate hold links until there is one).
  ///   - chain: The chain of routes a destination leads through.
  ///   - gate: Whether the app can take a destination now (proceed by default).
  public init(
    table: LinkTable<Destination>,
    in window: Window,
    timeToLive: Double = 300,
    resumesAutomatically: Bool = true,
    root: @escaping @MainActor () -> (any Router)?,
    chain: @escaping @MainActor (Destination) -> LinkChain,
    gate: @escaping @MainActor (Destination) -> LinkGateDecision = { _ in .proceed }
  ) {
    self.table = table
    self.root = root
    storedWindow = window
    self.timeToLive = timeToLive
    self.resumesAutomatically = resumesAutomatically
    self.chain = chain
    self.gate = gate
    // What stands is read from the routes the window remembers from now on.
    _ = window.keepRouteTrail()
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
      wait(url, destination, options)
      report(url, .held, completion)
    case .redirect(let redirection):
      apply(redirection, with: options) { [self] outcome in
        switch outcome {
        case .applied, .alreadyShown:
          wait(url, destination, options)
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
    resume(with: options, reportsHold: true, completion: completion)
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

  private func wait(_ url: String, _ destination: Destination, _ options: TransitionOptions) {
    dropPending(supersededBy: url)
    pending = PendingLink(url: url, arrivedAt: now)
    pendingDestination = destination
    pendingOptions = options
    if resumesAutomatically, changeObservation == nil, let window {
      changeObservation = window.observeChanges { [weak self] _ in self?.scheduleAutomaticResume() }
    }
  }

  private func dropPending(supersededBy url: String) {
    guard let old = pending else { return }
    clearPending()
    report(old.url, .superseded(by: url), nil)
  }

  private func clearPending() {
    pending = nil
    pendingDestination = nil
    changeObservation?.cancel()
    changeObservation = nil
  }

  /// Tries the pending link again once the window's transitions have
  /// settled: after the change just ended, and what it started.
  private func scheduleAutomaticResume() {
    guard pending != nil, !resumeIsScheduled, let window else { return }
    resumeIsScheduled = true
    window.whenTransitionsSettle { [weak self] in
      guard let self else { return }
      resumeIsScheduled = false
      guard let link = pending else { return }
      resume(with: pendingOptions, reportsHold: false) { [weak self] outcome in
        self?.onAutomaticResume?(link.url, outcome)
      }
    }
  }

  /// Asks the gate again about the pending link: drops it when it expired,
  /// applies it, keeps it, or drops it as rejected.
  private func resume(
    with options: TransitionOptions, reportsHold: Bool, completion: (@MainActor (LinkOutcome) -> Void)?
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
      if reportsHold { report(link.url, .held, completion) }
    case .reject(let reason):
      clearPending()
      report(link.url, .rejected(reason), completion)
    }
  }

  /// Tells the completion and the window's event log what became of a link.
  private func report(_ url: String, _ outcome: LinkOutcome, _ completion: (@MainActor (LinkOutcome) -> Void)?) {
    window?.emit { .link(LinkRecord(url: url, outcome: outcome.description)) }
    completion?(outcome)
  }
}
