import TransitionKitCore

/// Shows a window of the model with UIKit's controllers, and tells the model
/// what the user did to them.
///
/// The adaptor observes the window's mount stream. It builds a host for each
/// node (containers through a ``ContainerHostFactory``, screens through a
/// ``ScreenFactory``), and brings the hosts to each transaction with UIKit's
/// calls: `setViewControllers(_:animated:)` for stacks and tabs,
/// `selectedIndex`, `setViewControllers(_:direction:animated:completion:)`
/// for pages, `setViewController(_:for:)` for split columns,
/// `present(_:animated:completion:)` and `dismiss(animated:completion:)`.
///
/// While a host is mid-transition (an animation the adaptor started, or one
/// the user drives), transactions wait; when the hosts are idle again, the
/// latest state of every slot is shown at once. UIKit's delegate callbacks
/// become reports to the model (`Window.apply(_:)`); a report the model
/// rejects means the screen shows what the model does not, and the adaptor
/// puts the model's tree back.
@MainActor
public final class UIKitAdaptor: HostEvents {
  /// How the adaptor checks itself.
  public struct Options {
    /// Whether the adaptor compares its hosts with the model's tree each
    /// time it has shown the transactions it received, on UIKit's next turn
    /// once nothing is under way (see ``UIKitAdaptor/drift()``).
    public var checksDrift: Bool
    /// Receives each drift found (a debug build may stop there with
    /// `assertionFailure`).
    public var onDrift: (@MainActor (DriftReport) -> Void)?

    /// Creates options.
    /// - Parameters:
    ///   - checksDrift: Whether to compare the hosts with the model after each transaction.
    ///   - onDrift: Receives each drift found.
    public init(checksDrift: Bool = false, onDrift: (@MainActor (DriftReport) -> Void)? = nil) {
      self.checksDrift = checksDrift
      self.onDrift = onDrift
    }
  }

  /// The model's window the adaptor shows.
  public let window: Window
  /// The window's host: UIKit's window in the app.
  public let windowHost: any WindowHost
  /// The adaptor's options.
  public var options: Options

  let containers: any ContainerHostFactory
  let screens: ScreenFactory
  var state = MountState()
  var hosts: [MountNodeID: any ViewControllerHost] = [:]
  var ids: [ObjectIdentifier: MountNodeID] = [:]
  private var observation: MountObservation?

  /// The revision of the last transaction received from the model.
  public private(set) var receivedRevision: UInt64?
  /// The revision of the last transaction the hosts were brought to: the
  /// revision the adaptor's reports say they saw.
  public internal(set) var appliedRevision: UInt64 = 0
  /// How many times the adaptor brought its hosts to the model's state (one
  /// pass shows every transaction that waited).
  public internal(set) var renderPassCount = 0
  /// The last drift found, if the last check found one (see ``Options/checksDrift``).
  public internal(set) var lastDrift: DriftReport?

  /// Transitions under way in the hosts: animations the adaptor started, and
  /// transitions the user drives.
  var inFlight = 0
  var needsRender = false
  var needsIdleWork = false
  var pendingAnimated = false
  private var isPumping = false
  private var isStopped = false
  private var isIdleWorkScheduled = false
  /// How deep the adaptor is in applying its own reports: what the model
  /// publishes meanwhile is what the screen already shows, not animated again.
  var reportDepth = 0
  /// The revision of the last transaction the adaptor's own reports made,
  /// while the transition UIKit runs for them is not over.
  var reportedRevision: UInt64?
  /// The screen value each host was built for.
  var builtScreens: [MountNodeID: ScreenValue?] = [:]
  /// The tab bar item last given to each host.
  var appliedTabBarItems: [MountNodeID: MountTabBarItem] = [:]
  /// Each navigation host's stack as the adaptor last set or saw it.
  var renderedStacks: [MountNodeID: [MountNodeID]] = [:]
  /// Pages in the order they were first shown, per page view controller (to
  /// pick the direction of a change made in code).
  var pageHistory: [MountNodeID: [MountNodeID]] = [:]
  /// The placeholders handed to a page swipe, with the direction of each.
  var pagePlaceholders: [(page: WeakHost, direction: PageDirection)] = []
  /// The interactive transition the adaptor reported, while it runs.
  var interactive: InteractiveReport?
  /// The navigation host a user's swipe back pops, while it runs.
  var swipingNavigation: MountNodeID?
  /// The navigation host whose stack the adaptor is setting (its delegate
  /// calls are the adaptor's own change, not the user's).
  var settingStack: MountNodeID?
  /// The holds of transitions in the hosts, per host: a token, and what ends it.
  var userHolds: [MountNodeID: (token: Int, end: @MainActor () -> Void)] = [:]
  /// How many holds were made (the tokens).
  var holdCount = 0
  /// Ends the hold of a tab tap the model allowed, once the tab bar selects.
  var pendingTabSelection: (@MainActor () -> Void)?
  /// The last 100 reports sent to the model, with its answers, oldest first.
  public internal(set) var sentReports: [SentReport] = []

  /// Creates an adaptor and shows the window's tree at once.
  /// - Parameters:
  ///   - window: The model's window.
  ///   - windowHost: The host of the window (UIKit's window in the app).
  ///   - containers: Builds the containers and connects hosts to the adaptor.
  ///   - screens: Builds the screens.
  ///   - options: How the adaptor checks itself.
  public init(
    window: Window,
    windowHost: any WindowHost,
    containers: any ContainerHostFactory,
    screens: ScreenFactory,
    options: Options = Options()
  ) {
    self.window = window
    self.windowHost = windowHost
    self.containers = containers
    self.screens = screens
    self.options = options
    observation = window.observeMounts { [weak self] transaction in self?.receive(transaction) }
  }

  /// Stops following the window: UIKit's controllers stay as they are, the
  /// adaptor lets go of them, and what the user does to them is no longer
  /// reported. The model's animations that wait for this renderer (with a
  /// `RendererAnimationDriver`) end at once; later ones wait for the next
  /// renderer, or give the window another driver.
  public func stop() {
    guard !isStopped else { return }
    observation?.cancel()
    observation = nil
    isStopped = true
    hosts = [:]
    ids = [:]
    (window.animationDriver as? RendererAnimationDriver)?.animationsEnded(in: window, through: .max)
  }

  isolated deinit {
    stop()
  }

  /// Whether transitions are under way in the hosts (transactions wait then).
  public var isBusy: Bool { inFlight > 0 }

  /// The host of a node, if the adaptor built one.
  /// - Parameter id: The node's identity.
  public func host(for id: MountNodeID) -> (any ViewControllerHost)? { hosts[id] }

  /// The node a host shows, if the adaptor built it.
  /// - Parameter host: A host.
  public func nodeID(of host: any ViewControllerHost) -> MountNodeID? { ids[ObjectIdentifier(host)] }

  // MARK: Receiving

  func receive(_ transaction: MountTransaction) {
    for step in transaction.steps { state.apply(step) }
    receivedRevision = transaction.revision
    if reportDepth > 0 {
      reportedRevision = transaction.revision
    } else if transaction.animation != nil
      || (transaction.isAnimated && !(window.animationDriver is RendererAnimationDriver))
    {
      // Animated as the model animates it; with a renderer-driven clock, not
      // when the model does not (though asked to, behind another change, say).
      pendingAnimated = true
    }
    needsRender = true
    needsIdleWork = true
    pump()
  }

  /// Shows what waits, as long as no transition is under way in the hosts,
  /// then schedules the idle work. Bounded: a host that never does what it
  /// is told cannot keep it going.
  func pump() {
    guard !isPumping, !isStopped else { return }
    isPumping = true
    defer { isPumping = false }
    for _ in 0..<64 {
      guard inFlight == 0, needsRender else { break }
      needsRender = false
      render()
    }
    scheduleIdleWork()
  }

  /// The idle work runs on UIKit's next turn, never inside the model's
  /// call that published a transaction: the model starts the animation of
  /// a change after publishing it, and that animation is the one to end.
  private func scheduleIdleWork() {
    guard needsIdleWork, inFlight == 0, !needsRender, !isIdleWorkScheduled else { return }
    isIdleWorkScheduled = true
    containers.performAfterTransition { [weak self] in
      guard let self else { return }
      isIdleWorkScheduled = false
      // Busy again: the end of that transition schedules it anew.
      guard needsIdleWork, inFlight == 0, !needsRender else { return }
      needsIdleWork = false
      idleWork()
    }
  }

  /// Begins a transition under way in the hosts; the closure returned ends
  /// it (once, however often it is called).
  func begin() -> @MainActor () -> Void {
    inFlight += 1
    var ended = false
    return { [weak self] in
      guard !ended, let self else { return }
      ended = true
      inFlight -= 1
      guard inFlight == 0 else { return }
      // The model's animations end with the hosts'.
      needsIdleWork = true
      pump()
    }
  }

  /// Once the hosts show everything received: the drift check, then the end
  /// of the model's animations that wait for the renderer.
  private func idleWork() {
    if options.checksDrift {
      let differences = drift()
      lastDrift = differences.isEmpty ? nil : DriftReport(revision: appliedRevision, differences: differences)
      if let lastDrift { options.onDrift?(lastDrift) }
    }
    endRendererAnimations()
  }

  /// Tells a renderer-driven clock (`RendererAnimationDriver`) that the
  /// hosts' animations have ended: the model's changes up to the revision
  /// shown end too.
  func endRendererAnimations() {
    (window.animationDriver as? RendererAnimationDriver)?.animationsEnded(in: window, through: appliedRevision)
  }

  // MARK: Hosts

  func makeHost(for entry: MountState.Entry) -> any ViewControllerHost {
    let node = entry.node
    let host: any ViewControllerHost
    switch node.kind {
    case .navigation: host = containers.makeNavigationController(events: self)
    case .tabBar: host = containers.makeTabBarController(events: self)
    case .page: host = containers.makePageViewController(isDoubleSided: node.isDoubleSided ?? false, events: self)
    case .split: host = containers.makeSplitViewController(events: self)
    case .alert: host = containers.makeAlertController(for: node)
    case .viewController: host = screens.makeScreen(for: node) ?? containers.makePlaceholder(for: node)
    }
    hosts[node.id] = host
    ids[ObjectIdentifier(host)] = node.id
    builtScreens[node.id] = node.screen
    return host
  }

  func forgetHost(of id: MountNodeID) {
    guard let host = hosts.removeValue(forKey: id) else { return }
    ids[ObjectIdentifier(host)] = nil
    appliedTabBarItems[id] = nil
    builtScreens[id] = nil
    renderedStacks[id] = nil
    pageHistory[id] = nil
  }
}

/// A report the adaptor sent to the model, with the model's answer.
public struct SentReport: Hashable, Sendable {
  /// The report.
  public var report: UserReport
  /// What the model did, or why it rejected the report.
  public var result: Result<ReportOutcome, ReportRejection>

  /// Creates a record of a report.
  /// - Parameters:
  ///   - report: The report.
  ///   - result: The model's answer.
  public init(report: UserReport, result: Result<ReportOutcome, ReportRejection>) {
    self.report = report
    self.result = result
  }
}

/// A weak reference to a host.
struct WeakHost {
  weak var host: (any ViewControllerHost)?
}

/// An interactive transition the adaptor reported to the model.
enum InteractiveReport: Equatable {
  case pop(navigation: MountNodeID)
  case dismissal(MountNodeID)
}
