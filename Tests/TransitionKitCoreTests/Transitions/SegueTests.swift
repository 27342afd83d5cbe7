import Testing

@testable import TransitionKitCore

/// Segues: `registerSegue(_:kind:destination:)`, `performSegue(withIdentifier:sender:)`
/// and `prepare(for:sender:)`, as in UIKit's storyboard segues, made headless.
@Suite @MainActor struct SegueTests {
  // MARK: Fixtures

  /// A source controller that records what `prepare(for:sender:)` saw.
  @MainActor private final class SourceViewController: ViewController {
    /// What one call of `prepare(for:sender:)` saw.
    struct Preparation {
      let identifier: String
      let source: ViewController
      let destination: ViewController
      let sender: String?
      /// Whether the destination was in no hierarchy yet.
      let destinationWasFree: Bool
      /// The titles of the source's navigation stack at that moment.
      let stackTitles: [String]?
    }

    private(set) var preparations: [Preparation] = []
    /// Runs at the end of `prepare(for:sender:)`.
    var onPrepare: ((Segue) -> Void)?

    override func prepare(for segue: Segue, sender: Any?) {
      preparations.append(
        Preparation(
          identifier: segue.identifier,
          source: segue.source,
          destination: segue.destination,
          sender: sender as? String,
          destinationWasFree: segue.destination.isFree,
          stackTitles: navigationController?.viewControllers.map(\.displayName)
        ))
      onPrepare?(segue)
    }
  }

  /// Counts the destinations a factory made.
  @MainActor private final class Factory {
    private(set) var made: [ViewController] = []
    let title: String

    init(_ title: String) { self.title = title }

    func make() -> ViewController {
      let controller = ViewController(title: title)
      made.append(controller)
      return controller
    }
  }

  /// A visible window showing a navigation stack `Nav` holding `[Feed]`.
  private func feedInNavigation() throws -> (Window, NavigationController, SourceViewController) {
    let feed = SourceViewController(title: "Feed")
    let navigation = try NavigationController(rootViewController: feed, title: "Nav")
    return (try visibleWindow(root: navigation), navigation, feed)
  }

  /// The outcome handed to a completion, as text.
  private func outcome(_ result: Result<Void, TransitionError>) -> String {
    switch result {
    case .success: "success"
    case .failure(let error): "failed: \(error)"
    }
  }

  // MARK: Kinds

  @Test func showSeguePushesInsideANavigationStack() throws {
    let (window, _, feed) = try feedInNavigation()
    feed.registerSegue("open", kind: .show) { ViewController(title: "Story") }
    var results: [String] = []

    try feed.performSegue(withIdentifier: "open") { results.append(outcome($0)) }

    #expect(results == ["success"])
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: NavigationController "Nav" · visible
           ├─ [0]: SourceViewController "Feed"
           └─ [1]: ViewController "Story" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func showSegueOutsideANavigationStackPresents() throws {
    let feed = SourceViewController(title: "Feed")
    let window = try visibleWindow(root: feed)
    feed.registerSegue("open", kind: .show) { ViewController(title: "Story") }
    var results: [String] = []

    try feed.performSegue(withIdentifier: "open") { results.append(outcome($0)) }

    #expect(results == ["success"])
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: SourceViewController "Feed" · visible
           └─ presented (automatic): ViewController "Story" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func showDetailSegueReplacesTheSecondaryColumn() throws {
    let list = SourceViewController(title: "List")
    let master = try NavigationController(rootViewController: list, title: "Master")
    let placeholder = ViewController(title: "Placeholder")
    let split = SplitViewController(title: "Split")
    try split.setViewControllers(primary: master, secondary: placeholder, animated: false)
    let window = try visibleWindow(root: split)
    list.registerSegue("detail", kind: .showDetail) { ViewController(title: "Detail") }
    var results: [String] = []

    try list.performSegue(withIdentifier: "detail") { results.append(outcome($0)) }

    #expect(results == ["success"])
    #expect(placeholder.isFree)
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: SplitViewController "Split" · visible
           ├─ primary: NavigationController "Master" · visible
           │  └─ [0]: SourceViewController "List" · visible
           └─ secondary: ViewController "Detail" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func pushSeguePushesOntoTheSourcesNavigationController() throws {
    let (window, _, feed) = try feedInNavigation()
    feed.registerSegue("open", kind: .push) { ViewController(title: "Story") }
    var results: [String] = []

    try feed.performSegue(withIdentifier: "open") { results.append(outcome($0)) }

    #expect(results == ["success"])
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: NavigationController "Nav" · visible
           ├─ [0]: SourceViewController "Feed"
           └─ [1]: ViewController "Story" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func presentSeguePresentsOnTopOfTheSourcesModalChain() throws {
    let feed = SourceViewController(title: "Feed")
    let window = try visibleWindow(root: feed)
    try feed.present(ViewController(title: "Sheet"), animated: false)
    feed.registerSegue("open", kind: .present) { ViewController(title: "Story") }
    var results: [String] = []

    try feed.performSegue(withIdentifier: "open") { results.append(outcome($0)) }

    #expect(results == ["success"])
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: SourceViewController "Feed" · visible
           └─ presented (automatic): ViewController "Sheet" · visible
              └─ presented (automatic): ViewController "Story" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func customSeguePerformsItsTransitionForTheDestinationOnTheSource() throws {
    let (window, _, feed) = try feedInNavigation()
    feed.registerSegue(
      "inline",
      kind: .custom { destination in
        Transition<ViewController>(presentables: [destination], animation: nil) { root, options, completion in
          Transition<ViewController>.embed(destination, in: root)
            .perform(on: root, with: options, completion: completion)
        }
      }
    ) { ViewController(title: "Story") }
    var results: [String] = []

    try feed.performSegue(withIdentifier: "inline") { results.append(outcome($0)) }

    #expect(results == ["success"])
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: NavigationController "Nav" · visible
           └─ [0]: SourceViewController "Feed" · visible
              └─ embedded: ViewController "Story" · visible
        """)
    #expect(window.validate() == [])
  }

  // MARK: prepare(for:sender:)

  @Test func prepareReceivesIdentifierSourceDestinationAndSender() throws {
    let (window, navigation, feed) = try feedInNavigation()
    feed.registerSegue("open", kind: .push) { ViewController(title: "Story") }

    try feed.performSegue(withIdentifier: "open", sender: "tap")

    try #require(feed.preparations.count == 1)
    let preparation = feed.preparations[0]
    #expect(preparation.identifier == "open")
    #expect(preparation.source === feed)
    #expect(preparation.destination === navigation.topViewController)
    #expect(preparation.destination.displayName == "Story")
    #expect(preparation.sender == "tap")
    #expect(window.validate() == [])
  }

  @Test func prepareRunsBeforeTheDestinationIsInTheHierarchy() throws {
    let (window, navigation, feed) = try feedInNavigation()
    feed.registerSegue("open", kind: .push) { ViewController(title: "Story") }

    try feed.performSegue(withIdentifier: "open")

    try #require(feed.preparations.count == 1)
    #expect(feed.preparations[0].destinationWasFree)
    #expect(feed.preparations[0].stackTitles == ["Feed"])
    #expect(navigation.viewControllers.map(\.displayName) == ["Feed", "Story"])
    #expect(window.validate() == [])
  }

  @Test func animationSetInPrepareIsTheOneUsed() throws {
    let (window, navigation, feed) = try feedInNavigation()
    let clock = ManualAnimationDriver()
    window.animationDriver = clock
    feed.registerSegue("open", kind: .push) { ViewController(title: "Story") }
    feed.onPrepare = { segue in segue.destination.transitionAnimation = .fade() }
    var results: [String] = []

    try feed.performSegue(withIdentifier: "open") { results.append(outcome($0)) }
    let story = try #require(navigation.topViewController)
    // Half of the fade's 300 ms: the story is half faded in and has not slid.
    clock.advance(by: .milliseconds(150))

    #expect(story.view.alpha == 0.5)
    #expect(story.view.frame == .zero)
    #expect(results == [])
    clock.runUntilIdle()
    #expect(results == ["success"])
    #expect(story.view.alpha == 1)
    #expect(window.validate() == [])
  }

  @Test func factoryMakesANewDestinationEachTime() throws {
    let (window, navigation, feed) = try feedInNavigation()
    let factory = Factory("Story")
    feed.registerSegue("open", kind: .push) { factory.make() }

    try feed.performSegue(withIdentifier: "open")
    try feed.performSegue(withIdentifier: "open")

    #expect(factory.made.count == 2)
    #expect(ids(navigation.viewControllers) == ids([feed] + factory.made))
    #expect(ids(feed.preparations.map(\.destination)) == ids(factory.made))
    #expect(window.validate() == [])
  }

  // MARK: Failures

  @Test func unknownSegueThrowsWithNothingMadeAndPrepareNotCalled() throws {
    let (window, _, feed) = try feedInNavigation()
    let factory = Factory("Story")
    feed.registerSegue("open", kind: .push) { factory.make() }

    expectRefusal(.unknownSegue("missing", controller: "Feed"), in: window) { () throws(TransitionError) in
      try feed.performSegue(withIdentifier: "missing")
    }
    #expect(factory.made.isEmpty)
    #expect(feed.preparations.isEmpty)
    #expect(window.validate() == [])
  }

  @Test func pushSegueWithoutNavigationControllerCompletesWithNoNavigationController() throws {
    let feed = SourceViewController(title: "Feed")
    let window = try visibleWindow(root: feed)
    let factory = Factory("Story")
    feed.registerSegue("open", kind: .push) { factory.make() }
    let before = window.snapshot
    var result: Result<Void, TransitionError>?

    try feed.performSegue(withIdentifier: "open") { result = $0 }

    #expect(throws: TransitionError.noNavigationController("Feed")) { try result?.get() }
    #expect(window.snapshot == before)
    #expect(factory.made.count == 1)
    #expect(factory.made.allSatisfy { $0.isFree })
    #expect(window.validate() == [])
  }

  // MARK: Registry

  @Test func segueIdentifiersAreSorted() throws {
    let feed = SourceViewController(title: "Feed")
    for identifier in ["zeta", "alpha", "mid"] {
      feed.registerSegue(identifier, kind: .present) { ViewController() }
    }

    #expect(feed.segueIdentifiers == ["alpha", "mid", "zeta"])
  }

  @Test func registeringAgainReplacesTheSegue() throws {
    let (window, navigation, feed) = try feedInNavigation()
    let first = Factory("First")
    let second = Factory("Second")
    feed.registerSegue("open", kind: .push) { first.make() }
    feed.registerSegue("open", kind: .present) { second.make() }

    try feed.performSegue(withIdentifier: "open")

    #expect(feed.segueIdentifiers == ["open"])
    #expect(first.made.isEmpty)
    #expect(second.made.count == 1)
    #expect(navigation.viewControllers.map(\.displayName) == ["Feed"])
    #expect(navigation.presentedViewController?.displayName == "Second")
    #expect(window.validate() == [])
  }
}
