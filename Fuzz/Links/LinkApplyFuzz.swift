// Applying links from the fuzz target: every URL that parses into the fixed
// table's destinations is opened in a small app, from whatever state the
// links before it left, and must leave a valid tree; opened again, it must
// report that it is already shown and change nothing.

enum FuzzAppRoute: Hashable, Sendable { case home, other }

enum FuzzStackRoute: Hashable, Sendable {
  case article(Int)
  case user(String)
  case refused
}

/// A window that shows a stack of screens, or another screen.
@MainActor
final class FuzzLinkApp: WindowCoordinator<FuzzAppRoute> {
  override func prepareTransition(for route: FuzzAppRoute) -> WindowTransition {
    switch route {
    case .home: .setRoot(FuzzStack())
    case .other: .setRoot(ViewController(title: "Other"))
    }
  }
}

@MainActor
final class FuzzStack: NavigationCoordinator<FuzzStackRoute> {
  init() {
    super.init(rootViewController: NavigationController(title: "Stack"), initialRoute: nil)
    performTransition(.set([ViewController(title: "Top")]), with: TransitionOptions(animated: false))
  }

  override func prepareTransition(for route: FuzzStackRoute) -> Transition<NavigationController> {
    switch route {
    case .article(let id): .push(ViewController(title: "Article \(id)"))
    case .user(let name): .push(ViewController(title: "User \(name)"))
    case .refused: .pop(to: ViewController(title: "Nowhere"))
    }
  }
}

/// The chain of each destination of the fixed table: some fail half-way.
@MainActor
func fuzzChain(of place: Place) -> LinkChain {
  switch place {
  case .home: LinkChain(FuzzAppRoute.home)
  case .article(let id, _): LinkChain(FuzzAppRoute.home, FuzzStackRoute.article(id))
  case .user(let name): LinkChain(FuzzAppRoute.home, FuzzStackRoute.user(name))
  case .me: LinkChain(FuzzAppRoute.other)
  case .tab: LinkChain(FuzzAppRoute.home, FuzzStackRoute.article(1), FuzzStackRoute.refused)
  case .item: LinkChain(FuzzStackRoute.article(2))
  case .files(let path): LinkChain(FuzzAppRoute.home, FuzzStackRoute.user(path), FuzzStackRoute.article(3))
  case .flag(let on, _): LinkChain(on ? FuzzAppRoute.home : FuzzAppRoute.other)
  }
}

/// Opens each URL in a fresh app, one after another, and checks each outcome.
@MainActor
func checkApplying(_ urls: [String]) {
  let window = Window(name: "Fuzz")
  let app = FuzzLinkApp(window: window, initialRoute: .other)
  window.makeKeyAndVisible()
  let links = LinkNavigator(table: fixedTable, root: app, in: window, chain: fuzzChain(of:))
  let still = TransitionOptions(animated: false)
  for url in urls {
    let before = window.snapshot
    var outcome: LinkOutcome?
    links.open(url, with: still) { outcome = $0 }
    guard let outcome else { violation("\(url) reported no outcome") }
    if let problem = window.validate().first { violation("\(url) left a broken tree: \(problem)") }
    switch outcome {
    case .applied, .alreadyShown:
      let after = window.snapshot
      var again: LinkOutcome?
      links.open(url, with: still) { again = $0 }
      guard again == .alreadyShown else { violation("\(url) opened again: \(String(describing: again))") }
      guard window.snapshot == after else { violation("\(url) opened again changed the tree") }
    case .failed, .unmatched:
      guard window.snapshot == before else { violation("\(url) failed (\(outcome)) but changed the tree") }
    default:
      violation("\(url): the gate proceeds, yet \(outcome)")
    }
  }
}
