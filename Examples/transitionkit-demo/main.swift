// A small app's navigation, played headless: a window with tabs, a navigation
// stack in one tab, a modal sheet over it. Each step prints what happened and
// the tree afterwards.
import TransitionKitCore

/// A screen that narrates its appearance callbacks.
final class Screen: ViewController {
  override func viewWillAppear(_ animated: Bool) { Narrator.note("\(displayName) will appear") }
  override func viewDidAppear(_ animated: Bool) { Narrator.note("\(displayName) did appear") }
  override func viewWillDisappear(_ animated: Bool) { Narrator.note("\(displayName) will disappear") }
  override func viewDidDisappear(_ animated: Bool) { Narrator.note("\(displayName) did disappear") }
}

@MainActor
enum Narrator {
  static var step = 0
  static var notes: [String] = []

  static func note(_ text: String) { notes.append(text) }

  /// Runs one step, then prints its callbacks and the window's tree.
  static func play(_ title: String, in window: Window, _ action: () throws -> Void) {
    step += 1
    print("\n── \(step). \(title)")
    do {
      try action()
    } catch {
      print("   refused: \(error)")
    }
    if !notes.isEmpty { print("   callbacks: " + notes.joined(separator: " → ")) }
    notes.removeAll()
    print(window.snapshot.description.split(separator: "\n").map { "   " + $0 }.joined(separator: "\n"))
    let violations = window.validate()
    if !violations.isEmpty { print("   INVARIANTS BROKEN: \(violations)") }
  }
}

@MainActor
func playDemo() throws {
  let feed = Screen(title: "Feed")
  let home = try NavigationController(rootViewController: feed, title: "Home")
  let users = try NavigationController(rootViewController: Screen(title: "Users"), title: "People")
  let tabs = try TabBarController(viewControllers: [home, users], title: "Tabs")
  let window = Window(name: "Main")
  try window.setRootViewController(tabs)

  Narrator.play("Launch: the window becomes key and visible", in: window) {
    window.makeKeyAndVisible()
  }
  Narrator.play("Open a story from the feed (push)", in: window) {
    try home.pushViewController(Screen(title: "Story 42"), animated: true)
  }
  Narrator.play("Switch to the People tab", in: window) {
    try tabs.select(index: 1, animated: false)
  }
  Narrator.play("Back to Home: the story is still on top", in: window) {
    try tabs.select(home, animated: false)
  }
  let settings = try NavigationController(rootViewController: Screen(title: "Settings"), title: "Settings Sheet")
  settings.modalPresentationStyle = .pageSheet
  Narrator.play("Open settings as a page sheet from the story", in: window) {
    try home.topViewController?.present(settings, animated: true)
  }
  Narrator.play("Try to present a second sheet from the feed (refused: the tab bar already presents)", in: window) {
    try feed.present(Screen(title: "Another Sheet"), animated: true)
  }
  Narrator.play("Dismiss the sheet from inside it", in: window) {
    try settings.topViewController?.dismiss(animated: true)
  }
  Narrator.play("Try to pop the root of People (refused)", in: window) {
    try users.popViewController(animated: true)
  }
  Narrator.play("Pop back to the feed", in: window) {
    home.popToRootViewController(animated: true)
  }
}

MainActor.assumeIsolated {
  do {
    try playDemo()
  } catch {
    print("The demo stopped: \(error)")
  }
}
