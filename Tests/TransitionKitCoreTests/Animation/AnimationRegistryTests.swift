import Testing

@testable import TransitionKitCore

/// An animation with no halves, to register.
@MainActor
private func plainAnimation() -> Animation {
  Animation(presentation: nil, dismissal: nil)
}

@Suite @MainActor struct AnimationRegistryTests {
  @Test func builtInNamesAreListed() {
    let registry = AnimationRegistry()

    #expect(
      registry.names == [
        "fade", "movePassengers", "scale", "slideFromBottom", "slideFromLeft", "slideFromRight", "slideFromTop",
      ])
  }

  @Test(arguments: [
    ("fade", Duration.milliseconds(300)), ("scale", .milliseconds(300)), ("movePassengers", .milliseconds(400)),
    ("slideFromTop", .milliseconds(350)), ("slideFromBottom", .milliseconds(350)),
    ("slideFromLeft", .milliseconds(350)), ("slideFromRight", .milliseconds(350)),
  ])
  func builtInNameGivesTheBuiltInAnimationWithItsDefaultDuration(name: String, duration: Duration) throws {
    let animation = try AnimationRegistry().animation(named: name)

    #expect(animation.presentation?.duration == duration)
    #expect(animation.dismissal?.duration == duration)
  }

  @Test(arguments: Edge.allCases)
  func slideNameSlidesFromItsEdge(edge: Edge) throws {
    let name = "slideFrom" + edge.rawValue.prefix(1).uppercased() + edge.rawValue.dropFirst()
    let frame = Rect(x: 10, y: 20, width: 200, height: 400)
    let destination = ViewController(title: "Destination")
    destination.view.frame = frame
    let context = AnimationContext(
      kind: .push, isDismissal: false, source: nil, destination: destination,
      containerBounds: Rect(x: 0, y: 0, width: 100, height: 1000))

    try AnimationRegistry().animation(named: name).presentation?.animate(context, progress: 0)

    let expected: Rect =
      switch edge {
      case .top: Rect(x: 10, y: 20 - 1000, width: 200, height: 400)
      case .bottom: Rect(x: 10, y: 20 + 1000, width: 200, height: 400)
      case .left: Rect(x: 10 - 100, y: 20, width: 200, height: 400)
      case .right: Rect(x: 10 + 100, y: 20, width: 200, height: 400)
      }
    #expect(destination.view.frame == expected)
  }

  @Test func oneSharedInstancePerNameMadeOnFirstUse() throws {
    let registry = AnimationRegistry(includingBuiltIns: false)
    var made = 0
    registry.register("radial") {
      made += 1
      return plainAnimation()
    }
    #expect(made == 0)

    let first = try registry.animation(named: "radial")
    let second = try registry.animation(named: "radial")

    #expect(first === second)
    #expect(made == 1)
  }

  @Test func builtInLookUpsShareOneInstance() throws {
    let registry = AnimationRegistry()

    #expect(try registry.animation(named: "fade") === registry.animation(named: "fade"))
    #expect(try registry.animation(named: "slideFromLeft") === registry.animation(named: "slideFromLeft"))
  }

  @Test func reRegisteringReplacesTheFactoryAndForgetsTheInstance() throws {
    let registry = AnimationRegistry(includingBuiltIns: false)
    var madeByFirst = 0
    var madeBySecond = 0
    registry.register("radial") {
      madeByFirst += 1
      return plainAnimation()
    }
    let old = try registry.animation(named: "radial")

    registry.register("radial") {
      madeBySecond += 1
      return plainAnimation()
    }
    let new = try registry.animation(named: "radial")

    #expect(new !== old)
    #expect(try registry.animation(named: "radial") === new)
    #expect(madeByFirst == 1)
    #expect(madeBySecond == 1)
    #expect(registry.names == ["radial"])
  }

  @Test func reRegisteringABuiltInNameReplacesIt() throws {
    let registry = AnimationRegistry()
    let builtIn = try registry.animation(named: "fade")
    let replacement = plainAnimation()

    registry.register("fade") { replacement }

    #expect(try registry.animation(named: "fade") === replacement)
    #expect(try registry.animation(named: "fade") !== builtIn)
  }

  @Test func unknownNameThrowsUnknownAnimation() {
    let registry = AnimationRegistry()

    #expect(throws: TransitionError.unknownAnimation(name: "radial")) { try registry.animation(named: "radial") }
  }

  @Test func namedLooksInTheSharedRegistry() throws {
    let name = "AnimationRegistryTests.namedLooksInTheSharedRegistry"
    let registered = plainAnimation()
    AnimationRegistry.shared.register(name) { registered }

    #expect(try Animation.named(name) === registered)
    #expect(try Animation.named("fade") === AnimationRegistry.shared.animation(named: "fade"))
  }

  @Test func namedThrowsForANameTheSharedRegistryDoesNotKnow() {
    #expect(throws: TransitionError.unknownAnimation(name: "AnimationRegistryTests.unknown")) {
      try Animation.named("AnimationRegistryTests.unknown")
    }
  }

  @Test func freshRegistryWithoutBuiltInsKnowsNoName() {
    let registry = AnimationRegistry(includingBuiltIns: false)

    #expect(registry.names == [])
    #expect(throws: TransitionError.unknownAnimation(name: "fade")) { try registry.animation(named: "fade") }
  }
}
