import Testing

@testable import TransitionKitCore

/// The names of a view tree, as `Root[A[], B[C[]]]`, to compare view trees.
@MainActor
private func outline(_ view: View) -> String {
  "\(view.name)[\(view.subviews.map(outline).joined(separator: ", "))]"
}

/// The identities of views, to compare lists of them.
@MainActor
private func ids(_ views: [View]) -> [ObjectIdentifier] {
  views.map(ObjectIdentifier.init)
}

@Suite @MainActor struct ViewTests {
  // MARK: Building the tree

  @Test func addSubviewPutsTheViewOnTop() throws {
    let parent = View(name: "Parent")
    let first = View(name: "First")
    let second = View(name: "Second")

    try parent.addSubview(first)
    try parent.addSubview(second)

    #expect(ids(parent.subviews) == ids([first, second]))
    #expect(first.superview === parent)
    #expect(second.superview === parent)
    #expect(first.isDescendant(of: parent))
    #expect(!parent.isDescendant(of: first))
  }

  @Test func insertSubviewPutsTheViewAtTheIndex() throws {
    let parent = View(name: "Parent")
    let back = View(name: "Back")
    let front = View(name: "Front")
    let middle = View(name: "Middle")
    try parent.addSubview(back)
    try parent.addSubview(front)

    try parent.insertSubview(middle, at: 1)
    try parent.insertSubview(View(name: "Bottom"), at: 0)
    try parent.insertSubview(View(name: "Top"), at: 4)

    #expect(outline(parent) == "Parent[Bottom[], Back[], Middle[], Front[], Top[]]")
    #expect(middle.superview === parent)
  }

  @Test func addingASubviewAgainBringsItToTheFront() throws {
    let parent = View(name: "Parent")
    let first = View(name: "First")
    let second = View(name: "Second")
    try parent.addSubview(first)
    try parent.addSubview(second)

    try parent.addSubview(first)

    #expect(ids(parent.subviews) == ids([second, first]))
    #expect(first.superview === parent)
  }

  @Test func insertingASubviewWithinItsSuperviewMovesIt() throws {
    let parent = View(name: "Parent")
    let first = View(name: "First")
    let second = View(name: "Second")
    let third = View(name: "Third")
    for view in [first, second, third] { try parent.addSubview(view) }

    try parent.insertSubview(third, at: 0)

    #expect(outline(parent) == "Parent[Third[], First[], Second[]]")
  }

  @Test func removeFromSuperviewTakesTheViewOut() throws {
    let parent = View(name: "Parent")
    let child = View(name: "Child")
    let grandchild = View(name: "Grandchild")
    try parent.addSubview(child)
    try child.addSubview(grandchild)

    try child.removeFromSuperview()

    #expect(parent.subviews.isEmpty)
    #expect(child.superview == nil)
    #expect(grandchild.superview === child)
    #expect(outline(child) == "Child[Grandchild[]]")
  }

  @Test func removingAViewWithoutASuperviewDoesNothing() throws {
    let loose = View(name: "Loose")
    try loose.addSubview(View(name: "Inner"))

    try loose.removeFromSuperview()

    #expect(loose.superview == nil)
    #expect(outline(loose) == "Loose[Inner[]]")
  }

  @Test func addingAViewToAnotherSuperviewMovesIt() throws {
    let left = View(name: "Left")
    let right = View(name: "Right")
    let moving = View(name: "Moving")
    try moving.addSubview(View(name: "Inner"))
    try left.addSubview(moving)
    try right.addSubview(View(name: "Existing"))

    try right.addSubview(moving)

    #expect(left.subviews.isEmpty)
    #expect(moving.superview === right)
    #expect(outline(right) == "Right[Existing[], Moving[Inner[]]]")
  }

  @Test func insertingAViewFromAnotherSuperviewMovesIt() throws {
    let left = View(name: "Left")
    let right = View(name: "Right")
    let moving = View(name: "Moving")
    try left.addSubview(moving)
    try right.addSubview(View(name: "Existing"))

    try right.insertSubview(moving, at: 0)

    #expect(left.subviews.isEmpty)
    #expect(outline(right) == "Right[Moving[], Existing[]]")
  }

  // MARK: Refusals

  @Test func addingAViewToItselfIsRefused() throws {
    let log = CallbackLog()
    let screen = RecordingViewController("Screen", log: log)
    let window = try visibleWindow(root: screen, log: log)
    let box = View(name: "Box")
    try screen.view.addSubview(box)
    try box.addSubview(View(name: "Inner"))

    expectRefusal(.viewCycle("Box"), in: window, log: log) { () throws(TransitionError) in
      try box.addSubview(box)
    }
    #expect(outline(screen.view) == "Screen[Box[Inner[]]]")
    #expect(window.validate() == [])
  }

  @Test func addingAnAncestorAsASubviewIsRefused() throws {
    let log = CallbackLog()
    let screen = RecordingViewController("Screen", log: log)
    let window = try visibleWindow(root: screen, log: log)
    let box = View(name: "Box")
    let inner = View(name: "Inner")
    let leaf = View(name: "Leaf")
    try screen.view.addSubview(box)
    try box.addSubview(inner)
    try inner.addSubview(leaf)

    expectRefusal(.viewCycle("Box"), in: window, log: log) { () throws(TransitionError) in
      try leaf.addSubview(box)
    }
    expectRefusal(.viewCycle("Inner"), in: window, log: log) { () throws(TransitionError) in
      try leaf.insertSubview(inner, at: 0)
    }
    #expect(outline(screen.view) == "Screen[Box[Inner[Leaf[]]]]")
    #expect(box.superview === screen.view)
    #expect(window.validate() == [])
  }

  @Test func addingAControllerRootViewIsRefused() throws {
    let log = CallbackLog()
    let screen = RecordingViewController("Screen", log: log)
    let window = try visibleWindow(root: screen, log: log)
    let other = RecordingViewController("Other", log: log)
    other.loadViewIfNeeded()
    _ = log.take()

    expectRefusal(.viewOwnedByController(view: "Other", controller: "Other"), in: window, log: log) {
      () throws(TransitionError) in
      try screen.view.addSubview(other.view)
    }
    expectRefusal(.viewOwnedByController(view: "Other", controller: "Other"), in: window, log: log) {
      () throws(TransitionError) in
      try screen.view.insertSubview(other.view, at: 0)
    }
    #expect(screen.view.subviews.isEmpty)
    #expect(other.view.superview == nil)
    #expect(window.validate() == [])
  }

  @Test func movingAnEmbeddedChildRootViewIsRefused() throws {
    let log = CallbackLog()
    let screen = RecordingViewController("Screen", log: log)
    let window = try visibleWindow(root: screen, log: log)
    let box = View(name: "Box")
    try screen.view.addSubview(box)
    let child = RecordingViewController("Child", log: log)
    try screen.embed(child)
    _ = log.take()

    expectRefusal(.viewOwnedByController(view: "Child", controller: "Child"), in: window, log: log) {
      () throws(TransitionError) in
      try box.addSubview(child.view)
    }
    #expect(outline(screen.view) == "Screen[Box[], Child[]]")
    #expect(window.validate() == [])
  }

  @Test func removingAnEmbeddedChildRootViewIsRefused() throws {
    let log = CallbackLog()
    let screen = RecordingViewController("Screen", log: log)
    let window = try visibleWindow(root: screen, log: log)
    let child = RecordingViewController("Child", log: log)
    try screen.embed(child)
    _ = log.take()

    expectRefusal(.viewOwnedByController(view: "Child", controller: "Child"), in: window, log: log) {
      () throws(TransitionError) in
      try child.view.removeFromSuperview()
    }
    #expect(child.view.superview === screen.view)
    #expect(child.parent === screen)
    #expect(window.validate() == [])
  }

  @Test func removingAWindowRootViewIsRefused() throws {
    let log = CallbackLog()
    let screen = RecordingViewController("Screen", log: log)
    let window = try visibleWindow(root: screen, log: log)

    expectRefusal(.viewOwnedByController(view: "Screen", controller: "Screen"), in: window, log: log) {
      () throws(TransitionError) in
      try screen.view.removeFromSuperview()
    }
    #expect(window.validate() == [])
  }

  @Test(arguments: [-1, 2])
  func insertingOutsideTheSubviewsIsRefused(index: Int) throws {
    let log = CallbackLog()
    let screen = RecordingViewController("Screen", log: log)
    let window = try visibleWindow(root: screen, log: log)
    let list = View(name: "List")
    let side = View(name: "Side")
    let row = View(name: "Row")
    try screen.view.addSubview(list)
    try screen.view.addSubview(side)
    try list.addSubview(View(name: "Header"))
    try side.addSubview(row)

    expectRefusal(.indexOutOfRange(index, count: 1, container: "List"), in: window, log: log) {
      () throws(TransitionError) in
      try list.insertSubview(row, at: index)
    }
    #expect(row.superview === side)
    #expect(outline(screen.view) == "Screen[List[Header[]], Side[Row[]]]")
    #expect(window.validate() == [])
  }

  @Test func insertingASubviewPastTheEndOfItsOwnSuperviewIsRefused() throws {
    let parent = View(name: "Parent")
    let first = View(name: "First")
    let second = View(name: "Second")
    try parent.addSubview(first)
    try parent.addSubview(second)

    #expect(throws: TransitionError.indexOutOfRange(2, count: 1, container: "Parent")) {
      try parent.insertSubview(first, at: 2)
    }
    #expect(ids(parent.subviews) == ids([first, second]))
  }

  // MARK: Owners and passengers

  @Test func aControllerOwnsItsRootViewAndEveryViewBelowIt() throws {
    let screen = ViewController(title: "Screen")
    let box = View(name: "Box")
    let inner = View(name: "Inner")
    try screen.view.addSubview(box)
    try box.addSubview(inner)

    #expect(screen.view.viewController === screen)
    #expect(screen.view.name == "Screen")
    #expect(screen.view.owningViewController === screen)
    #expect(box.owningViewController === screen)
    #expect(inner.owningViewController === screen)
    #expect(box.viewController == nil)
  }

  @Test func aViewOutsideAnyControllerHasNoOwner() throws {
    let loose = View(name: "Loose")
    let inner = View(name: "Inner")
    try loose.addSubview(inner)

    #expect(loose.owningViewController == nil)
    #expect(inner.owningViewController == nil)
  }

  @Test func viewsOfAnEmbeddedChildBelongToTheChild() throws {
    let screen = ViewController(title: "Screen")
    let child = ViewController(title: "Child")
    try screen.embed(child)
    let badge = View(name: "Badge")
    try child.view.addSubview(badge)

    #expect(child.view.owningViewController === child)
    #expect(badge.owningViewController === child)
    #expect(screen.view.owningViewController === screen)
    #expect(screen.validate() == [])
  }

  @Test func removedViewsLoseTheirOwner() throws {
    let screen = ViewController(title: "Screen")
    let box = View(name: "Box")
    try screen.view.addSubview(box)

    try box.removeFromSuperview()

    #expect(box.owningViewController == nil)
  }

  @Test func passengersAreFoundByIDAnywhereInTheTree() throws {
    let root = View(name: "Root", passengerID: "root")
    let avatar = View(name: "Avatar", passengerID: "avatar")
    let card = View(name: "Card")
    let title = View(name: "Title", passengerID: "title")
    try root.addSubview(card)
    try card.addSubview(avatar)
    try card.addSubview(title)
    try root.addSubview(View(name: "Plain"))

    let passengers = root.passengers

    #expect(Set(passengers.keys) == ["root", "avatar", "title"])
    #expect(passengers["root"] === root)
    #expect(passengers["avatar"] === avatar)
    #expect(passengers["title"] === title)
    #expect(card.passengers.keys.sorted() == ["avatar", "title"])
  }

  @Test func theFirstPassengerDepthFirstWinsASharedID() throws {
    let root = View(name: "Root")
    let branch = View(name: "Branch")
    let deep = View(name: "Deep", passengerID: "shared")
    let later = View(name: "Later", passengerID: "shared")
    try root.addSubview(branch)
    try branch.addSubview(deep)
    try root.addSubview(later)

    #expect(root.passengers.count == 1)
    #expect(root.passengers["shared"] === deep)
  }

  @Test func passengersOfAControllerIncludeItsEmbeddedChildren() throws {
    let screen = ViewController(title: "Screen")
    let child = ViewController(title: "Child")
    let avatar = View(name: "Avatar", passengerID: "avatar")
    try child.view.addSubview(avatar)
    try screen.embed(child)

    #expect(screen.view.passengers["avatar"] === avatar)
    #expect(screen.validate() == [])
  }

  // MARK: Loading

  @Test func viewDidLoadRunsOnceWhenTheViewIsFirstNeeded() throws {
    let log = CallbackLog()
    let screen = RecordingViewController("Screen", log: log)
    #expect(!screen.isViewLoaded)
    #expect(log.take() == [])

    let first = screen.view
    let second = screen.view
    screen.loadViewIfNeeded()

    #expect(first === second)
    #expect(screen.isViewLoaded)
    #expect(log.take() == ["Screen.viewDidLoad"])
  }

  @Test func viewDidLoadRunsJustBeforeTheFirstViewWillAppear() throws {
    let log = CallbackLog()
    let screen = RecordingViewController("Screen", log: log)
    let window = Window(name: "Main")
    try window.setRootViewController(screen)
    #expect(!screen.isViewLoaded)

    window.makeKeyAndVisible()
    window.hide()
    window.makeKeyAndVisible()

    #expect(
      log.take() == [
        "Screen.viewDidLoad", "Screen.viewWillAppear(false)", "Screen.viewIsAppearing(false)",
        "Screen.viewDidAppear(false)",
        "Screen.viewWillDisappear(false)", "Screen.viewDidDisappear(false)",
        "Screen.viewWillAppear(false)", "Screen.viewIsAppearing(false)", "Screen.viewDidAppear(false)",
      ])
    #expect(window.validate() == [])
  }

  @Test func aControllerThatNeverAppearsKeepsItsViewUnloaded() throws {
    let log = CallbackLog()
    let below = RecordingViewController("Below", log: log)
    let top = RecordingViewController("Top", log: log)
    let navigation = RecordingNavigationController("Nav", log: log)
    try navigation.setViewControllers([below, top], animated: false)
    let window = Window(name: "Main")
    try window.setRootViewController(navigation)

    window.makeKeyAndVisible()

    #expect(!below.isViewLoaded)
    #expect(
      log.take() == [
        "Nav.viewDidLoad", "Top.viewDidLoad", "Nav.viewWillAppear(false)", "Top.viewWillAppear(false)",
        "Nav.viewIsAppearing(false)", "Top.viewIsAppearing(false)",
        "Nav.viewDidAppear(false)", "Top.viewDidAppear(false)",
      ])
    #expect(window.validate() == [])
  }

  @Test func aViewLoadedEarlierIsNotLoadedAgainWhenItAppears() throws {
    let log = CallbackLog()
    let screen = RecordingViewController("Screen", log: log)
    screen.loadViewIfNeeded()
    #expect(log.take() == ["Screen.viewDidLoad"])

    let window = try visibleWindow(root: screen)

    #expect(
      log.take() == [
        "Screen.viewWillAppear(false)", "Screen.viewIsAppearing(false)", "Screen.viewDidAppear(false)",
      ])
    #expect(window.validate() == [])
  }
}
