// A small app's navigation, played headless: a window with tabs, a navigation
// stack in one tab, a modal sheet over it; then transitions on a manual clock,
// a swipe back that is cancelled and then finished, and an all-or-nothing
// sequence that fails and is undone. Each step prints what happened and the
// tree afterwards.
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

  // Transitions, on a clock the demo moves by hand.
  let clock = ManualAnimationDriver()
  window.animationDriver = clock
  let story = Screen(title: "Story 7")
  Narrator.play("Push a story with a fade, and stop the clock half-way (150 of 300 ms)", in: window) {
    Transition<NavigationController>.push(story, animation: .fade()).perform(on: home) { result in
      Narrator.note("push completed: \(result)")
    }
    clock.advance(by: .milliseconds(150))
    Narrator.note("half-way: story alpha \(story.view.alpha), transitioning \(window.isTransitioning)")
  }
  Narrator.play("Let the clock run to the end of the fade", in: window) {
    clock.runUntilIdle()
  }
  Narrator.play("Swipe back 40 %, then let go: the swipe is cancelled", in: window) {
    let swipe = try home.beginInteractivePop()
    swipe.update(0.4)
    swipe.cancel()
    clock.runUntilIdle()
    Narrator.note("swipe \(swipe.state)")
  }
  Narrator.play("Swipe back again and flick: the pop finishes with the remembered fade", in: window) {
    let swipe = try home.beginInteractivePop()
    swipe.update(0.6)
    swipe.finish(velocity: 4)
    clock.runUntilIdle()
    Narrator.note("swipe \(swipe.state)")
  }
  Narrator.play("Push two screens then pop to a stranger, all or nothing (refused, undone)", in: window) {
    Transition<NavigationController>.multiple(
      .push(Screen(title: "Comments")),
      .push(Screen(title: "Author")),
      .pop(to: Screen(title: "Stranger"))
    ).perform(on: home) { result in
      Narrator.note("multiple completed: \(result)")
    }
    clock.runUntilIdle()
  }
}

MainActor.assumeIsolated {
  do {
    try playDemo()
  } catch {
    print("The demo stopped: \(error)")
  }
}
