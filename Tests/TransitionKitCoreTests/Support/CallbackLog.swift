import Testing

@testable import TransitionKitCore

/// Records appearance callbacks in order, as `"Title.viewWillAppear(true)"`.
@MainActor
final class CallbackLog {
  private(set) var entries: [String] = []

  func record(_ entry: String) { entries.append(entry) }

  /// Returns the entries recorded so far and forgets them.
  func take() -> [String] {
    defer { entries.removeAll() }
    return entries
  }
}

/// The callbacks every recording controller reports.
@MainActor
protocol Recording: ViewController {
  var log: CallbackLog { get }
}

extension Recording {
  func record(_ callback: String, _ animated: Bool? = nil) {
    log.record("\(displayName).\(callback)" + (animated.map { "(\($0))" } ?? ""))
  }
}

@MainActor
final class RecordingViewController: ViewController, Recording {
  let log: CallbackLog
  init(_ title: String, log: CallbackLog) {
    self.log = log
    super.init(title: title)
  }
  override func viewDidLoad() { record("viewDidLoad") }
  override func viewWillAppear(_ animated: Bool) { record("viewWillAppear", animated) }
  override func viewIsAppearing(_ animated: Bool) { record("viewIsAppearing", animated) }
  override func viewDidAppear(_ animated: Bool) { record("viewDidAppear", animated) }
  override func viewWillDisappear(_ animated: Bool) { record("viewWillDisappear", animated) }
  override func viewDidDisappear(_ animated: Bool) { record("viewDidDisappear", animated) }
}

@MainActor
final class RecordingNavigationController: NavigationController, Recording {
  let log: CallbackLog
  init(_ title: String, log: CallbackLog) {
    self.log = log
    super.init(title: title)
  }
  override func viewDidLoad() { record("viewDidLoad") }
  override func viewWillAppear(_ animated: Bool) { record("viewWillAppear", animated) }
  override func viewIsAppearing(_ animated: Bool) { record("viewIsAppearing", animated) }
  override func viewDidAppear(_ animated: Bool) { record("viewDidAppear", animated) }
  override func viewWillDisappear(_ animated: Bool) { record("viewWillDisappear", animated) }
  override func viewDidDisappear(_ animated: Bool) { record("viewDidDisappear", animated) }
}

@MainActor
final class RecordingTabBarController: TabBarController, Recording {
  let log: CallbackLog
  init(_ title: String, log: CallbackLog) {
    self.log = log
    super.init(title: title)
  }
  override func viewDidLoad() { record("viewDidLoad") }
  override func viewWillAppear(_ animated: Bool) { record("viewWillAppear", animated) }
  override func viewIsAppearing(_ animated: Bool) { record("viewIsAppearing", animated) }
  override func viewDidAppear(_ animated: Bool) { record("viewDidAppear", animated) }
  override func viewWillDisappear(_ animated: Bool) { record("viewWillDisappear", animated) }
  override func viewDidDisappear(_ animated: Bool) { record("viewDidDisappear", animated) }
}

@MainActor
final class RecordingPageViewController: PageViewController, Recording {
  let log: CallbackLog
  init(_ title: String, log: CallbackLog, isDoubleSided: Bool = false) {
    self.log = log
    super.init(title: title, isDoubleSided: isDoubleSided)
  }
  override func viewDidLoad() { record("viewDidLoad") }
  override func viewWillAppear(_ animated: Bool) { record("viewWillAppear", animated) }
  override func viewIsAppearing(_ animated: Bool) { record("viewIsAppearing", animated) }
  override func viewDidAppear(_ animated: Bool) { record("viewDidAppear", animated) }
  override func viewWillDisappear(_ animated: Bool) { record("viewWillDisappear", animated) }
  override func viewDidDisappear(_ animated: Bool) { record("viewDidDisappear", animated) }
}

@MainActor
final class RecordingSplitViewController: SplitViewController, Recording {
  let log: CallbackLog
  init(_ title: String, log: CallbackLog) {
    self.log = log
    super.init(title: title)
  }
  override func viewDidLoad() { record("viewDidLoad") }
  override func viewWillAppear(_ animated: Bool) { record("viewWillAppear", animated) }
  override func viewIsAppearing(_ animated: Bool) { record("viewIsAppearing", animated) }
  override func viewDidAppear(_ animated: Bool) { record("viewDidAppear", animated) }
  override func viewWillDisappear(_ animated: Bool) { record("viewWillDisappear", animated) }
  override func viewDidDisappear(_ animated: Bool) { record("viewDidDisappear", animated) }
}
