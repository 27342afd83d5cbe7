import Testing

@testable import TransitionKitCore

/// Each view of a tree as `"name (x, y, w×h) alpha hidden"`, to compare whole trees.
@MainActor
private func states(_ root: View) -> [String] {
  root.allViews.map { "\($0.name) \($0.frame) \($0.alpha) \($0.isHidden)" }
}

/// A visible window showing `Nav [List]`, and a `Profile` to push, with these
/// view trees (frames in their superview's space):
///
/// ```
/// List (0, 0, 393×852)                      Profile (0, 0, 393×852)
/// ├─ header (0, 100, 393×200)               ├─ card (20, 300, 353×400)
/// │  ├─ avatar* (16, 20, 64×64)             │  ├─ avatar* (10, 10, 128×128)
/// │  └─ onlyInSource* (200, 20, 50×50)      │  ├─ title* (20, 150, 300×40)
/// ├─ title* (100, 30, 200×40)               │  └─ inner (5, 5, 100×100)
/// ├─ badge* (50, 60, 10×10)                 │     └─ badge* (1, 2, 10×10)
/// └─ plain (0, 0, 10×10)                    └─ onlyInDestination* (0, 0, 20×20)
/// ```
///
/// (* carries a passenger ID equal to its name.)
@MainActor
private struct Scene {
  let list = ViewController(title: "List")
  let profile = ViewController(title: "Profile")
  let navigation: NavigationController
  let window: Window
  let clock = ManualAnimationDriver()

  let listViews: [String: View]
  let profileViews: [String: View]

  init() throws {
    func view(_ name: String, _ frame: Rect, passenger: Bool = true) -> View {
      View(name: name, frame: frame, passengerID: passenger ? name : nil)
    }
    list.view.frame = Rect(x: 0, y: 0, width: 393, height: 852)
    let header = view("header", Rect(x: 0, y: 100, width: 393, height: 200), passenger: false)
    let listAvatar = view("avatar", Rect(x: 16, y: 20, width: 64, height: 64))
    let onlyInSource = view("onlyInSource", Rect(x: 200, y: 20, width: 50, height: 50))
    let listTitle = view("title", Rect(x: 100, y: 30, width: 200, height: 40))
    let listBadge = view("badge", Rect(x: 50, y: 60, width: 10, height: 10))
    let plain = view("plain", Rect(x: 0, y: 0, width: 10, height: 10), passenger: false)
    try list.view.addSubview(header)
    try header.addSubview(listAvatar)
    try header.addSubview(onlyInSource)
    try list.view.addSubview(listTitle)
    try list.view.addSubview(listBadge)
    try list.view.addSubview(plain)
    listViews = [
      "root": list.view, "header": header, "avatar": listAvatar, "onlyInSource": onlyInSource, "title": listTitle,
      "badge": listBadge, "plain": plain,
    ]

    profile.view.frame = Rect(x: 0, y: 0, width: 393, height: 852)
    let card = view("card", Rect(x: 20, y: 300, width: 353, height: 400), passenger: false)
    let profileAvatar = view("avatar", Rect(x: 10, y: 10, width: 128, height: 128))
    let profileTitle = view("title", Rect(x: 20, y: 150, width: 300, height: 40))
    let inner = view("inner", Rect(x: 5, y: 5, width: 100, height: 100), passenger: false)
    let profileBadge = view("badge", Rect(x: 1, y: 2, width: 10, height: 10))
    let onlyInDestination = view("onlyInDestination", Rect(x: 0, y: 0, width: 20, height: 20))
    try profile.view.addSubview(card)
    try card.addSubview(profileAvatar)
    try card.addSubview(profileTitle)
    try card.addSubview(inner)
    try inner.addSubview(profileBadge)
    try profile.view.addSubview(onlyInDestination)
    profileViews = [
      "root": profile.view, "card": card, "avatar": profileAvatar, "title": profileTitle, "inner": inner,
      "badge": profileBadge, "onlyInDestination": onlyInDestination,
    ]

    navigation = try NavigationController(rootViewController: list, title: "Nav")
    window = try visibleWindow(root: navigation)
  }

  /// Pushes `Profile` with an animation that only captures its context, and
  /// returns the passengers of that context, by ID.
  func passengersOfPush() throws -> [String: Passenger] {
    var captured: AnimationContext?
    let capture = TransitionAnimation(duration: .milliseconds(100)) { context, _ in captured = context }
    Transition<NavigationController>.push(profile, animation: Animation(presentation: capture, dismissal: nil))
      .perform(on: navigation)
    let context = try #require(captured)
    return Dictionary(uniqueKeysWithValues: context.passengers.map { ($0.id, $0) })
  }
}

@Suite @MainActor struct PassengerTests {
  // MARK: Pairing

  @Test func viewsWithTheSamePassengerIDInBothTreesArePaired() throws {
    let scene = try Scene()

    let passengers = try scene.passengersOfPush()

    #expect(passengers.keys.sorted() == ["avatar", "badge", "title"])
    for id in ["avatar", "badge", "title"] {
      #expect(passengers[id]?.sourceView === scene.listViews[id])
      #expect(passengers[id]?.destinationView === scene.profileViews[id])
    }
    #expect(scene.window.validate() == [])
  }

  @Test func viewsWithoutAPartnerAreNotPaired() throws {
    let scene = try Scene()

    let passengers = try scene.passengersOfPush()

    #expect(passengers["onlyInSource"] == nil)
    #expect(passengers["onlyInDestination"] == nil)
    let paired = passengers.values.flatMap { [$0.sourceView, $0.destinationView] }
    for name in ["root", "header", "plain", "onlyInSource"] {
      #expect(!paired.contains { $0 === scene.listViews[name] }, "\(name) of List")
    }
    for name in ["root", "card", "inner", "onlyInDestination"] {
      #expect(!paired.contains { $0 === scene.profileViews[name] }, "\(name) of Profile")
    }
    #expect(scene.window.validate() == [])
  }

  @Test func startFrameIsTheSourcePlaceInTheDestinationSuperviewsSpace() throws {
    let scene = try Scene()

    let passengers = try scene.passengersOfPush()

    // avatar: (16, 20) in header at (0, 100) is (16, 120) in List; card is at (20, 300).
    #expect(passengers["avatar"]?.startFrame == Rect(x: -4, y: -180, width: 64, height: 64))
    // title: (100, 30) in List; card is at (20, 300).
    #expect(passengers["title"]?.startFrame == Rect(x: 80, y: -270, width: 200, height: 40))
    // badge: (50, 60) in List; inner is at (5, 5) in card at (20, 300), so at (25, 305).
    #expect(passengers["badge"]?.startFrame == Rect(x: 25, y: -245, width: 10, height: 10))
    #expect(scene.window.validate() == [])
  }

  @Test func endFrameIsTheDestinationViewsOwnFrame() throws {
    let scene = try Scene()

    let passengers = try scene.passengersOfPush()

    #expect(passengers["avatar"]?.endFrame == Rect(x: 10, y: 10, width: 128, height: 128))
    #expect(passengers["title"]?.endFrame == Rect(x: 20, y: 150, width: 300, height: 40))
    #expect(passengers["badge"]?.endFrame == Rect(x: 1, y: 2, width: 10, height: 10))
    #expect(scene.window.validate() == [])
  }

  @Test func rootViewOriginsDoNotMoveTheStartFrame() throws {
    let scene = try Scene()
    scene.list.view.frame.origin = Point(x: -393, y: 0)
    scene.profile.view.frame.origin = Point(x: 393, y: 40)

    let passengers = try scene.passengersOfPush()

    #expect(passengers["avatar"]?.startFrame == Rect(x: -4, y: -180, width: 64, height: 64))
    #expect(passengers["badge"]?.startFrame == Rect(x: 25, y: -245, width: 10, height: 10))
    #expect(scene.window.validate() == [])
  }

  // MARK: Interpolation

  @Test func frameAtProgressInterpolatesFromStartToEnd() throws {
    let scene = try Scene()
    let avatar = try #require(try scene.passengersOfPush()["avatar"])

    #expect(avatar.frame(at: 0) == avatar.startFrame)
    #expect(avatar.frame(at: 1) == avatar.endFrame)
    // From (-4, -180, 64×64) to (10, 10, 128×128).
    #expect(avatar.frame(at: 0.25) == Rect(x: -0.5, y: -132.5, width: 80, height: 80))
    #expect(avatar.frame(at: 0.5) == Rect(x: 3, y: -85, width: 96, height: 96))
    #expect(scene.window.validate() == [])
  }

  @Test func rectInterpolationMixesEveryCoordinate() {
    let from = Rect(x: 0, y: 10, width: 20, height: 40)
    let to = Rect(x: 10, y: 30, width: 60, height: 0)

    #expect(from.interpolated(to: to, progress: 0) == from)
    #expect(from.interpolated(to: to, progress: 0.5) == Rect(x: 5, y: 20, width: 40, height: 20))
    #expect(from.interpolated(to: to, progress: 1) == to)
  }

  // MARK: movePassengers

  @Test func movePassengersHalfWayMovesEachPassengerToItsMidpoint() throws {
    let scene = try Scene()
    scene.window.animationDriver = scene.clock

    Transition<NavigationController>.push(scene.profile, animation: .movePassengers()).perform(on: scene.navigation)
    scene.clock.advance(by: .milliseconds(200))  // half of 400 ms

    let profile = scene.profileViews
    #expect(profile["avatar"]?.frame == Rect(x: 3, y: -85, width: 96, height: 96))
    #expect(profile["title"]?.frame == Rect(x: 50, y: -60, width: 250, height: 40))
    #expect(profile["badge"]?.frame == Rect(x: 13, y: -121.5, width: 10, height: 10))
    for id in ["avatar", "title", "badge"] {
      #expect(profile[id]?.alpha == 1, "destination \(id)")
    }
    scene.clock.runUntilIdle()
    #expect(scene.window.validate() == [])
  }

  @Test func movePassengersHalfWayHidesSourcePassengersAndCrossFadesTheRoots() throws {
    let scene = try Scene()
    scene.window.animationDriver = scene.clock

    Transition<NavigationController>.push(scene.profile, animation: .movePassengers()).perform(on: scene.navigation)
    scene.clock.advance(by: .milliseconds(200))

    for id in ["avatar", "title", "badge"] {
      #expect(scene.listViews[id]?.alpha == 0, "source \(id)")
    }
    #expect(scene.list.view.alpha == 0.5)
    #expect(scene.profile.view.alpha == 0.5)
    #expect(scene.listViews["onlyInSource"]?.alpha == 1)
    #expect(scene.listViews["onlyInSource"]?.frame == Rect(x: 200, y: 20, width: 50, height: 50))
    #expect(scene.profileViews["onlyInDestination"]?.alpha == 1)
    #expect(scene.profileViews["onlyInDestination"]?.frame == Rect(x: 0, y: 0, width: 20, height: 20))
    scene.clock.runUntilIdle()
    #expect(scene.window.validate() == [])
  }

  @Test func movePassengersRestoresEveryViewAtTheEnd() throws {
    let scene = try Scene()
    scene.window.animationDriver = scene.clock
    let listBefore = states(scene.list.view)
    let profileBefore = states(scene.profile.view)

    Transition<NavigationController>.push(scene.profile, animation: .movePassengers()).perform(on: scene.navigation)
    scene.clock.advance(by: .milliseconds(200))
    #expect(states(scene.profile.view) != profileBefore)
    scene.clock.runUntilIdle()

    #expect(states(scene.list.view) == listBefore)
    #expect(states(scene.profile.view) == profileBefore)
    #expect(scene.window.validate() == [])
  }

  @Test func movePassengersDismissalMovesTheRevealedControllersPassengersBack() throws {
    let scene = try Scene()
    Transition<NavigationController>.push(scene.profile, animation: .movePassengers()).perform(on: scene.navigation)
    scene.window.animationDriver = scene.clock

    Transition<NavigationController>.pop().perform(on: scene.navigation)
    scene.clock.advance(by: .milliseconds(200))

    // avatar: Profile's (10, 10) in card at (20, 300) is (30, 310); List's header is at (0, 100):
    // from (30, 210, 128×128) to (16, 20, 64×64).
    #expect(scene.listViews["avatar"]?.frame == Rect(x: 23, y: 115, width: 96, height: 96))
    #expect(scene.profileViews["avatar"]?.alpha == 0)
    #expect(scene.profile.view.alpha == 0.5)
    #expect(scene.list.view.alpha == 0.5)
    scene.clock.runUntilIdle()
    #expect(scene.listViews["avatar"]?.frame == Rect(x: 16, y: 20, width: 64, height: 64))
    #expect(scene.window.validate() == [])
  }
}
