import Testing
import TransitionKitCore
import TransitionKitTesting

@Suite @MainActor struct CompactSnapshotTests {
  private final class ProfileViewController: ViewController {}

  /// A visible window named "Main" showing a root controller.
  private func shownWindow(root: ViewController) throws -> Window {
    let window = Window(name: "Main")
    try window.setRootViewController(root)
    window.makeKeyAndVisible()
    return window
  }

  /// An untitled container of a kind holding two controllers "A" and "B"
  /// (only "A" for a single-sided page controller).
  private func container(of kind: ContainerKind) throws -> ViewController {
    let first = ViewController(title: "A")
    let second = ViewController(title: "B")
    switch kind {
    case .viewController:
      let host = ViewController()
      try host.embed(first)
      try host.embed(second)
      return host
    case .navigation:
      let navigation = try NavigationController(rootViewController: first)
      try navigation.pushViewController(second, animated: false)
      return navigation
    case .tabBar:
      return try TabBarController(viewControllers: [first, second])
    case .page:
      let pages = PageViewController()
      try pages.setViewControllers([first], direction: .forward, animated: false)
      return pages
    case .split:
      let split = SplitViewController()
      try split.setViewControllers(primary: first, secondary: second, animated: false)
      return split
    case .alert:
      let alert = AlertController(title: nil, message: "Embedded content")
      try alert.embed(first)
      try alert.embed(second)
      return alert
    }
  }

  @Test func issueExampleReadsAsWritten() throws {
    let home = try NavigationController(rootViewController: ViewController(title: "Home"))
    try home.pushViewController(ViewController(title: "Detail"), animated: false)
    let users = try NavigationController(rootViewController: ViewController(title: "Users"))
    let tabs = try TabBarController(viewControllers: [home, users])
    let window = try shownWindow(root: tabs)
    try tabs.present(try NavigationController(rootViewController: ViewController(title: "Settings")), animated: false)
    #expect(window.snapshot.compact == "Tabs[*Nav[Home, Detail], Nav[Users]] ▸ sheet Nav[Settings]")
  }

  @Test(
    arguments: zip(
      ContainerKind.allCases,
      ["ViewController[A, B]", "Nav[A, B]", "Tabs[*A, B]", "Pages[A]", "Split[A, B]", "AlertController[A, B]"]))
  func untitledContainerIsNamedByItsKind(kind: ContainerKind, compact: String) throws {
    #expect(try container(of: kind).snapshot.compact == compact)
  }

  @Test(arguments: ContainerKind.allCases)
  func theCompactFormNamesAnUntitledContainerAsErrorsDo(kind: ContainerKind) throws {
    let controller = try container(of: kind)
    let name = String(controller.snapshot.compact.prefix { $0 != "[" })
    #expect(name == controller.displayName)
    #expect(throws: TransitionError.nothingToDismiss(name)) { try controller.dismiss(animated: false) }
  }

  @Test(arguments: ContainerKind.allCases)
  func titledContainerIsNamedByItsTitle(kind: ContainerKind) throws {
    let controller = try container(of: kind)
    let untitled = controller.snapshot.compact
    controller.title = "Main"
    let name = untitled.prefix { $0 != "[" }
    #expect(controller.snapshot.compact == "Main" + untitled.dropFirst(name.count))
  }

  @Test func untitledPlainControllerIsNamedByItsTypeName() {
    #expect(ProfileViewController().snapshot.compact == "ProfileViewController")
    #expect(ViewController(title: "Profile").snapshot.compact == "Profile")
  }

  @Test func selectedTabStarFollowsTheSelection() throws {
    let tabs = try TabBarController(viewControllers: [
      try NavigationController(rootViewController: ViewController(title: "Home")),
      try NavigationController(rootViewController: ViewController(title: "Users")),
    ])
    try tabs.select(index: 1, animated: false)
    #expect(tabs.snapshot.compact == "Tabs[Nav[Home], *Nav[Users]]")
  }

  @Test func collapsedSplitIsMarkedCollapsed() throws {
    let mail = SplitViewController(title: "Mail")
    try mail.setViewControllers(
      primary: try NavigationController(rootViewController: ViewController(title: "Inbox")),
      secondary: ViewController(title: "Message"), animated: false)
    #expect(mail.snapshot.compact == "Mail[Nav[Inbox], Message]")
    mail.setCollapsed(true, animated: false)
    // Collapsing pushes the secondary onto the primary stack.
    #expect(mail.snapshot.compact == "Mail (collapsed)[Nav[Inbox, Message]]")
  }

  @Test func doubleSidedPagesListBothPages() throws {
    let book = PageViewController(isDoubleSided: true)
    try book.setViewControllers(
      [ViewController(title: "Left"), ViewController(title: "Right")], direction: .forward, animated: false)
    #expect(book.snapshot.compact == "Pages[Left, Right]")
  }

  @Test(
    arguments: zip(
      ModalPresentationStyle.allCases,
      [
        "sheet", "fullScreen", "sheet", "sheet", "currentContext", "overFullScreen", "overCurrentContext",
        "popover",
      ]))
  func presentationReadsAsItsStyle(style: ModalPresentationStyle, name: String) throws {
    let home = try NavigationController(rootViewController: ViewController(title: "Home"))
    let window = try shownWindow(root: home)
    let presented = ViewController(title: "Modal")
    presented.modalPresentationStyle = style
    try home.present(presented, animated: false)
    #expect(window.snapshot.compact == "Nav[Home] ▸ \(name) Modal")
  }

  @Test func presentationChainReadsLeftToRight() throws {
    let home = try NavigationController(rootViewController: ViewController(title: "Home"))
    let window = try shownWindow(root: home)
    let settings = ViewController(title: "Settings")
    try home.present(settings, animated: false)
    let player = ViewController(title: "Player")
    player.modalPresentationStyle = .fullScreen
    try settings.present(player, animated: false)
    #expect(window.snapshot.compact == "Nav[Home] ▸ sheet Settings ▸ fullScreen Player")
  }

  @Test func presentationOverAContextFollowsTheContextInsideItsParent() throws {
    let home = try NavigationController(rootViewController: ViewController(title: "Feed"), title: "Home")
    home.definesPresentationContext = true
    let tabs = try TabBarController(viewControllers: [home, ViewController(title: "Users")])
    let window = try shownWindow(root: tabs)
    let filter = ViewController(title: "Filter")
    filter.modalPresentationStyle = .overCurrentContext
    try home.topViewController?.present(filter, animated: false)
    #expect(window.snapshot.compact == "Tabs[*Home[Feed] ▸ overCurrentContext Filter, Users]")
  }

  @Test func embeddedChildrenFollowTheirParent() throws {
    let post = ViewController(title: "Post")
    try post.embed(ViewController(title: "Comments"))
    let home = try NavigationController(rootViewController: ViewController(title: "Feed"), title: "Home")
    try home.pushViewController(post, animated: false)
    #expect(home.snapshot.compact == "Home[Feed, Post[Comments]]")
  }

  @Test func windowWithoutRootIsEmpty() {
    #expect(Window(name: "Empty").snapshot.compact == "")
    #expect(HierarchySnapshot(root: nil).compact == "")
  }

  @Test func controllerSnapshotReadsLikeItsTree() throws {
    let tabs = try TabBarController(viewControllers: [ViewController(title: "Home"), ViewController(title: "Users")])
    let snapshot = try #require(tabs.snapshot.root)
    #expect(snapshot.compact == "Tabs[*Home, Users]")
    #expect(snapshot.children.map(\.compact) == ["Home", "Users"])
  }

  @Test(arguments: [
    "Tabs[*Nav[Home, Detail], Nav[Users]] ▸ sheet Nav[Settings]",
    "Tabs[*Nav[Home,Detail],Nav[Users]]▸sheet Nav[Settings]",
    "  Tabs [ * Nav [ Home , Detail ] , Nav [ Users ] ]  ▸  sheet   Nav [ Settings ]  ",
    """
    Tabs[
      *Nav[Home, Detail],
      Nav[Users]
    ] ▸ sheet Nav[Settings]
    """,
  ])
  func matchingIgnoresDifferencesInSpaces(compact: String) throws {
    let home = try NavigationController(rootViewController: ViewController(title: "Home"))
    try home.pushViewController(ViewController(title: "Detail"), animated: false)
    let tabs = try TabBarController(viewControllers: [
      home, try NavigationController(rootViewController: ViewController(title: "Users")),
    ])
    let window = try shownWindow(root: tabs)
    try tabs.present(try NavigationController(rootViewController: ViewController(title: "Settings")), animated: false)
    #expect(window.snapshot.matches(compact: compact))
  }

  @Test(arguments: [
    "Nav[Home, Detail]",
    "Nav[Home, Article 42]",
    "Nav[Home, Article 42] ▸ sheet Settings",
    "Nav[Home, Article42] ▸ fullScreen Settings",
    "Nav[Home, Article42 ▸ sheet Settings]",
    "Nav[*Home, Article42] ▸ sheet Settings",
  ])
  func matchingTellsOtherTreesApart(compact: String) throws {
    let home = try NavigationController(rootViewController: ViewController(title: "Home"))
    try home.pushViewController(ViewController(title: "Article42"), animated: false)
    let window = try shownWindow(root: home)
    try home.present(ViewController(title: "Settings"), animated: false)
    #expect(window.snapshot.matches(compact: "Nav[Home, Article42] ▸ sheet Settings"))
    #expect(!window.snapshot.matches(compact: compact))
  }
}
