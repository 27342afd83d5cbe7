import TransitionKitCore

/// A session of the app, played headless: launch, login, the home's tabs,
/// sheets, gestures, deep links and logout, each step recorded in a ``Trace``.
///
/// ```swift
/// let trace = await Scenario.play(.manualClock)
/// for line in trace.lines { print(line) }
/// ```
@MainActor
public final class Scenario {
  let window = Window(name: "Main")
  let app: AppCoordinator
  let playback: any Playback
  private let narrator: Narrator
  private let releases = ReleaseTracker()
  private var trace = Trace()
  /// The window's mount stream, as a renderer would receive it.
  private let mounts = MountLog()
  private var mountObservation: MountObservation?
  /// What became of held links that resumed by themselves, since the last step.
  private var resumedLinks: [String] = []

  /// Plays the whole scenario and returns its trace.
  /// - Parameter mode: Where the animations get their time.
  /// - Returns: The trace, step by step.
  public static func play(_ mode: PlaybackMode) async -> Trace {
    let scenario = Scenario(mode: mode)
    await scenario.playSteps()
    return scenario.finish()
  }

  private init(mode: PlaybackMode) {
    playback =
      switch mode {
      case .manualClock: ManualPlayback()
      case .realTime: RealTimePlayback()
      }
    window.animationDriver = playback.driver
    narrator = Narrator(window: window, playback: playback)
    trace.mode = mode
    // The app's initial route runs here, at once: the first step records it.
    app = AppCoordinator(window: window)
    // A renderer attached now gets the launch screen as a whole, then every change.
    mountObservation = window.observeMounts { [mounts] in mounts.transactions.append($0) }
    app.links?.onAutomaticResume = { [weak self] url, outcome in
      self?.resumedLinks.append("the held link \(url) resumed by itself: \(outcome)")
    }
  }

  var inspector: AppInspector { AppInspector(window: window, app: app) }

  private func playSteps() async {
    await step("Launch: the window shows the launch screen") {
      ActionOutcome("AppRoute.launch, the initial route of AppCoordinator")
    }
    await step("The launch is over: the app shows the sign-in form") {
      await trigger(AppRoute.login, on: app, by: "the app, once launched")
    }
    await step("A link arrives before sign-in: the gate holds it") { await open("transitionkit://news/7") }
    // The news tab: the held link opens article 7 once the home is there.
    await step("Sign in: the home appears, and the held link opens article 7") { await tap(LoginRoute.submit) }

    // The users tab: a profile, and an alert over everything.
    await step("Switch to the Users tab") { await tap(HomeRoute.users, from: "the tab bar") }
    await step("Open a profile") { await tap(UsersRoute.user(3)) }
    await step("Ask to block the user: an alert over the whole window") { await tap(UsersRoute.block(3)) }
    await step("Think again: Cancel closes the alert") { await tapAlertButton("Cancel") }

    // The settings tab: the onboarding pages, then the notification settings in a sheet.
    await step("Switch to the Settings tab") { await tap(HomeRoute.settings, from: "the tab bar") }
    await step("Replay the onboarding, over the full screen") { await tap(SettingsRoute.onboarding) }
    await step("Swipe to the next page by hand") { await swipePage() }
    await step("Next turns to the last page") { await tap(OnboardingRoute.next) }
    await step("Done: the onboarding dismisses itself and is freed") { await tap(OnboardingRoute.finish) }
    await step("Open the notification settings in a sheet") { await tap(SettingsRoute.notifications) }
    await step("Pull the sheet down: it goes, and its coordinator is freed") { await pullDownSheet() }
    // Half-way: the app goes to the background and saves its navigation.
    saveHalfWay()

    // Back to the news: a swipe back, cancelled, then finished.
    await step("Back to the News tab: article 7 is still on top") { await tap(HomeRoute.news, from: "the tab bar") }
    await step("Swipe back 40 % and let go: the swipe is cancelled") { await swipeBack(to: 0.4, finish: false) }
    await step("Swipe back 60 % and flick: article 7 goes") { await swipeBack(to: 0.6, finish: true) }

    // Deep links: one that arrives while a sheet is open, one that fails.
    await step("Switch to the Users tab") { await tap(HomeRoute.users, from: "the tab bar") }
    await step("Open the invitation sheet") { await tap(UsersRoute.invite) }
    await step("A link arrives while the sheet is open") { await open("transitionkit://news/42") }
    let beforeFailingLink = window.snapshot
    await step("A link to a part this build lacks: it fails and is undone") {
      var outcome = await open("transitionkit://users/12/posts")
      outcome.notes.append(
        window.snapshot == beforeFailingLink
          ? "undone: the tree is exactly as before the link"
          : "NOT UNDONE: the tree differs from before the link")
      return outcome
    }

    // Logout: everything of the session is freed.
    await step("Switch to the Settings tab") { await tap(HomeRoute.settings, from: "the tab bar") }
    await step("Sign out: the settings tab asks the app for a fresh login") { await tap(SettingsRoute.signOut) }
  }

  /// Saves the app's navigation as a restoration document, as the app does when it goes to the
  /// background.
  private func saveHalfWay() {
    let document = RestorationDocument(appBuild: "1.0 (1)", savedAt: 1_700_000_000, windows: [app.restorationState()])
    trace.savedHalfWay = HalfWaySave(afterStep: trace.steps.count, document: document, snapshot: window.snapshot)
  }

  /// Runs one step: its action, then records what happened and the state after it.
  private func step(_ title: String, _ action: () async -> ActionOutcome) async {
    // Everything alive before a step belongs to the session (the fresh login
    // that the logout makes is never watched).
    releases.watch(inspector.everyObject)
    resumedLinks.removeAll()
    let outcome = await action()
    let entries = narrator.takeStepEntries()
    trace.steps.append(
      TraceStep(
        number: trace.steps.count + 1, title: title, action: outcome.action, transitions: entries.transitions,
        didAppear: entries.didAppear, didDisappear: entries.didDisappear, error: outcome.error,
        notes: outcome.notes + resumedLinks, violations: window.validate().map { "\($0)" }, snapshot: window.snapshot,
        coordinators: inspector.coordinatorTree))
  }

  private func finish() -> Trace {
    narrator.stop()
    trace.events = narrator.events
    trace.release = releases.report
    trace.clockTime = playback.now
    mountObservation?.cancel()
    trace.mounts = mounts.transactions
    return trace
  }
}

/// The mount transactions a window published, in order.
@MainActor
private final class MountLog {
  var transactions: [MountTransaction] = []
}

/// What a step's action did, in words, and how it ended.
struct ActionOutcome {
  /// The route triggered and where from, the gesture, or the link.
  var action: String
  /// The error it ended with, if any.
  var error: TransitionError?
  /// Remarks on the outcome.
  var notes: [String] = []

  init(_ action: String, error: TransitionError? = nil, notes: [String] = []) {
    self.action = action
    self.error = error
    self.notes = notes
  }
}
