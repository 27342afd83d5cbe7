import Testing

@testable import TransitionKitCore

/// Records which half of which animation ran, and on which controller, as
/// `"X.in(A)"` (the presentation half moving destination A) or `"X.out(A)"`
/// (the dismissal half moving source A).
@MainActor
private final class AnimationLog {
  private(set) var entries: [String] = []

  /// An animation whose halves record their runs, once each (at progress 0).
  func animation(_ name: String) -> Animation {
    Animation(
      presentation: TransitionAnimation(duration: .milliseconds(100)) { [weak self] context, progress in
        guard progress == 0 else { return }
        self?.entries.append("\(name).in(\(context.destination?.displayName ?? "-"))")
      },
      dismissal: TransitionAnimation(duration: .milliseconds(100)) { [weak self] context, progress in
        guard progress == 0 else { return }
        self?.entries.append("\(name).out(\(context.source?.displayName ?? "-"))")
      }
    )
  }

  /// Returns the entries recorded so far and forgets them.
  func take() -> [String] {
    defer { entries.removeAll() }
    return entries
  }
}

/// A visible window showing `Nav [Root]` (the default, immediate driver).
@MainActor
private func navigationWindow() throws -> (Window, NavigationController, ViewController) {
  let root = ViewController(title: "Root")
  let navigation = try NavigationController(rootViewController: root, title: "Nav")
  return (try visibleWindow(root: navigation), navigation, root)
}

@Suite @MainActor struct RememberedAnimationTests {
  // MARK: Remembered dismissals

  @Test func stackPushedWithXYZPopsWithZYX() throws {
    let (window, navigation, root) = try navigationWindow()
    let animations = AnimationLog()
    let (a, b, c) = (ViewController(title: "A"), ViewController(title: "B"), ViewController(title: "C"))
    Transition<NavigationController>.push(a, animation: animations.animation("X")).perform(on: navigation)
    Transition<NavigationController>.push(b, animation: animations.animation("Y")).perform(on: navigation)
    Transition<NavigationController>.push(c, animation: animations.animation("Z")).perform(on: navigation)
    #expect(animations.take() == ["X.in(A)", "Y.in(B)", "Z.in(C)"])

    for _ in 0..<3 { Transition<NavigationController>.pop().perform(on: navigation) }

    #expect(animations.take() == ["Z.out(C)", "Y.out(B)", "X.out(A)"])
    #expect(ids(navigation.viewControllers) == ids([root]))
    #expect(window.validate() == [])
  }

  @Test func stackPushedWithBuiltInsPopsWithTheirDismissalsInReverse() throws {
    let root = ViewController(title: "Root")
    let navigation = try NavigationController(rootViewController: root, title: "Nav")
    let window = try visibleWindow(root: navigation)
    let clock = ManualAnimationDriver(framesPerSecond: 40)
    window.animationDriver = clock
    let frame = Rect(x: 0, y: 0, width: 100, height: 100)
    let (a, b, c) = (ViewController(title: "A"), ViewController(title: "B"), ViewController(title: "C"))
    for controller in [a, b, c] { controller.view.frame = frame }
    Transition<NavigationController>.push(a, animation: .slide(from: .top)).perform(on: navigation)
    Transition<NavigationController>.push(b, animation: .slide(from: .left)).perform(on: navigation)
    Transition<NavigationController>.push(c, animation: .fade()).perform(on: navigation)
    clock.runUntilIdle()

    Transition<NavigationController>.pop().perform(on: navigation)
    clock.advance(by: .milliseconds(150))  // half of the fade
    #expect(c.view.alpha == 0.5)
    #expect(c.view.frame == frame)
    clock.advance(by: .milliseconds(150))

    Transition<NavigationController>.pop().perform(on: navigation)
    clock.advance(by: .milliseconds(175))  // half of the slide to the left: half of 393
    #expect(b.view.frame == Rect(x: -196.5, y: 0, width: 100, height: 100))
    #expect(b.view.alpha == 1)
    clock.advance(by: .milliseconds(175))

    Transition<NavigationController>.pop().perform(on: navigation)
    clock.advance(by: .milliseconds(175))  // half of the slide to the top: half of 852
    #expect(a.view.frame == Rect(x: 0, y: -426, width: 100, height: 100))
    clock.runUntilIdle()

    #expect(ids(navigation.viewControllers) == ids([root]))
    #expect(window.validate() == [])
  }

  @Test func popNamingAnAnimationUsesItInsteadOfTheRememberedOne() throws {
    let (window, navigation, _) = try navigationWindow()
    let animations = AnimationLog()
    let a = ViewController(title: "A")
    Transition<NavigationController>.push(a, animation: animations.animation("X")).perform(on: navigation)
    _ = animations.take()

    Transition<NavigationController>.pop(animation: animations.animation("W")).perform(on: navigation)

    #expect(animations.take() == ["W.out(A)"])
    #expect(window.validate() == [])
  }

  @Test func popToRootUsesTheOldTopsRememberedDismissal() throws {
    let (window, navigation, root) = try navigationWindow()
    let animations = AnimationLog()
    let (a, b) = (ViewController(title: "A"), ViewController(title: "B"))
    Transition<NavigationController>.push(a, animation: animations.animation("X")).perform(on: navigation)
    Transition<NavigationController>.push(b, animation: animations.animation("Y")).perform(on: navigation)
    _ = animations.take()

    Transition<NavigationController>.popToRoot().perform(on: navigation)

    #expect(animations.take() == ["Y.out(B)"])
    #expect(ids(navigation.viewControllers) == ids([root]))
    #expect(window.validate() == [])
  }

  @Test func settingTheStackBackToAnEarlierControllerUsesThePoppedTopsRememberedDismissal() throws {
    let (window, navigation, root) = try navigationWindow()
    let animations = AnimationLog()
    let (a, b) = (ViewController(title: "A"), ViewController(title: "B"))
    Transition<NavigationController>.push(a, animation: animations.animation("X")).perform(on: navigation)
    Transition<NavigationController>.push(b, animation: animations.animation("Y")).perform(on: navigation)
    _ = animations.take()

    Transition<NavigationController>.set([root, a]).perform(on: navigation)

    #expect(animations.take() == ["Y.out(B)"])
    #expect(window.validate() == [])
  }

  @Test func dismissingAChainOneByOneUsesEachTopsRememberedDismissal() throws {
    let home = ViewController(title: "Home")
    let window = try visibleWindow(root: home)
    let animations = AnimationLog()
    let (first, second) = (ViewController(title: "First"), ViewController(title: "Second"))
    Transition<ViewController>.present(first, animation: animations.animation("X")).perform(on: home)
    Transition<ViewController>.present(second, animation: animations.animation("Y")).perform(on: home)
    #expect(animations.take() == ["X.in(First)", "Y.in(Second)"])

    Transition<ViewController>.dismiss().perform(on: home)
    Transition<ViewController>.dismiss().perform(on: home)

    #expect(animations.take() == ["Y.out(Second)", "X.out(First)"])
    #expect(home.presentedViewController == nil)
    #expect(window.validate() == [])
  }

  @Test func popNamingTheDefaultAnimationUsesTheSystemAnimation() throws {
    let (window, navigation, _) = try navigationWindow()
    let animations = AnimationLog()
    let a = ViewController(title: "A")
    a.view.frame = Rect(x: 0, y: 0, width: 100, height: 100)
    Transition<NavigationController>.push(a, animation: animations.animation("X")).perform(on: navigation)
    _ = animations.take()
    let clock = ManualAnimationDriver(framesPerSecond: 40)
    window.animationDriver = clock

    Transition<NavigationController>.pop(animation: .default).perform(on: navigation)
    clock.advance(by: .milliseconds(175))

    // The system pop: the source slides out to the right, 350 ms.
    #expect(a.view.frame == Rect(x: 196.5, y: 0, width: 100, height: 100))
    clock.runUntilIdle()
    #expect(animations.take() == [])
    #expect(window.validate() == [])
  }

  @Test func defaultAnimationResetsAControllerToTheSystemAnimation() throws {
    let root = ViewController(title: "Root")
    let navigation = try NavigationController(rootViewController: root, title: "Nav")
    let window = try visibleWindow(root: navigation)
    let animations = AnimationLog()
    let a = ViewController(title: "A")
    a.view.frame = Rect(x: 0, y: 0, width: 100, height: 100)
    Transition<NavigationController>.push(a, animation: animations.animation("X")).perform(on: navigation)
    Transition<NavigationController>.pop().perform(on: navigation)
    #expect(a.transitionAnimation != nil)
    _ = animations.take()

    Transition<NavigationController>.push(a, animation: .default).perform(on: navigation)
    #expect(a.transitionAnimation == nil)
    let clock = ManualAnimationDriver(framesPerSecond: 40)
    window.animationDriver = clock
    Transition<NavigationController>.pop().perform(on: navigation)
    clock.advance(by: .milliseconds(175))

    // The system pop: the source slides out to the right, 350 ms.
    #expect(a.view.frame == Rect(x: 196.5, y: 0, width: 100, height: 100))
    clock.runUntilIdle()
    #expect(animations.take() == [])
    #expect(window.validate() == [])
  }

  @Test func passingNoAnimationLeavesTheRememberedOne() throws {
    let (window, navigation, _) = try navigationWindow()
    let animations = AnimationLog()
    let x = animations.animation("X")
    let a = ViewController(title: "A")
    Transition<NavigationController>.push(a, animation: x).perform(on: navigation)
    Transition<NavigationController>.pop().perform(on: navigation)
    _ = animations.take()

    Transition<NavigationController>.push(a).perform(on: navigation)
    #expect(a.transitionAnimation === x)
    Transition<NavigationController>.pop().perform(on: navigation)

    #expect(animations.take() == ["X.in(A)", "X.out(A)"])
    #expect(window.validate() == [])
  }

  @Test func dismissUsesThePresentedControllersRememberedDismissal() throws {
    let home = ViewController(title: "Home")
    let window = try visibleWindow(root: home)
    let animations = AnimationLog()
    let modal = ViewController(title: "Modal")

    Transition<ViewController>.present(modal, animation: animations.animation("X")).perform(on: home)
    Transition<ViewController>.dismiss().perform(on: home)

    #expect(animations.take() == ["X.in(Modal)", "X.out(Modal)"])
    #expect(home.presentedViewController == nil)
    #expect(window.validate() == [])
  }

  @Test func directModelPopUsesThePoppedControllersRememberedAnimation() throws {
    let root = ViewController(title: "Root")
    let navigation = try NavigationController(rootViewController: root, title: "Nav")
    let window = try visibleWindow(root: navigation)
    let clock = ManualAnimationDriver()
    window.animationDriver = clock
    let a = ViewController(title: "A")
    Transition<NavigationController>.push(a, animation: .fade()).perform(on: navigation)
    clock.runUntilIdle()

    try navigation.popViewController(animated: true)
    #expect(window.isTransitioning)
    #expect(a.appearanceState == .disappearing)
    clock.advance(by: .milliseconds(150))

    #expect(a.view.alpha == 0.5)
    #expect(a.view.frame == .zero)
    clock.runUntilIdle()
    #expect(a.appearanceState == .disappeared)
    #expect(a.view.alpha == 1)
    #expect(!window.isTransitioning)
    #expect(ids(navigation.viewControllers) == ids([root]))
    #expect(window.validate() == [])
  }

  // MARK: Back buttons

  @Test func pushingAnimationWithABackButtonSetsThePushedControllersBackButton() throws {
    let (window, navigation, root) = try navigationWindow()
    root.navigationItem.backButtonTitle = "Ignored"
    let a = ViewController(title: "A")

    Transition<NavigationController>.push(a, animation: .fade().withBackButton(title: "Close", imageName: "xmark"))
      .perform(on: navigation)

    #expect(a.navigationItem.customBackButton == BackButton(title: "Close", imageName: "xmark"))
    #expect(navigation.backButton(for: a) == BackButton(title: "Close", imageName: "xmark"))
    #expect(navigation.backButtonTitle == "Close")
    #expect(window.validate() == [])
  }

  @Test func backButtonShowsThePreviousControllersBackButtonTitleAndImage() throws {
    let (window, navigation, root) = try navigationWindow()
    root.navigationItem.backButtonTitle = "Feed"
    root.navigationItem.backButtonImageName = "chevron.left"
    let a = ViewController(title: "A")

    Transition<NavigationController>.push(a, animation: .fade()).perform(on: navigation)

    #expect(navigation.backButton(for: a) == BackButton(title: "Feed", imageName: "chevron.left"))
    #expect(window.validate() == [])
  }

  @Test func backButtonFallsBackToThePreviousControllersTitle() throws {
    let (window, navigation, _) = try navigationWindow()
    let a = ViewController(title: "A")

    Transition<NavigationController>.push(a).perform(on: navigation)

    #expect(navigation.backButton(for: a) == BackButton(title: "Root", imageName: nil))
    #expect(window.validate() == [])
  }

  @Test func backButtonFallsBackToBackWhenThePreviousControllerHasNoTitle() throws {
    let navigation = try NavigationController(rootViewController: ViewController(), title: "Nav")
    let window = try visibleWindow(root: navigation)
    let a = ViewController(title: "A")

    Transition<NavigationController>.push(a).perform(on: navigation)

    #expect(navigation.backButton(for: a) == BackButton(title: "Back", imageName: nil))
    #expect(window.validate() == [])
  }

  @Test func backButtonIsResolvedForEveryControllerOfAStack() throws {
    let root = ViewController(title: "Root")
    root.navigationItem.backButtonTitle = "Home"
    let a = ViewController(title: "A")
    a.navigationItem.backButtonImageName = "arrow"
    let b = ViewController()
    let c = ViewController(title: "C")
    let d = ViewController(title: "D")
    let navigation = try NavigationController(rootViewController: root, title: "Nav")
    let window = try visibleWindow(root: navigation)
    Transition<NavigationController>.push(a).perform(on: navigation)
    Transition<NavigationController>.push(b).perform(on: navigation)
    Transition<NavigationController>.push(c).perform(on: navigation)
    Transition<NavigationController>.push(d, animation: .fade().withBackButton(title: "Done")).perform(on: navigation)

    #expect(navigation.backButton(for: root) == nil)
    #expect(navigation.backButton(for: a) == BackButton(title: "Home", imageName: nil))
    #expect(navigation.backButton(for: b) == BackButton(title: "A", imageName: "arrow"))
    #expect(navigation.backButton(for: c) == BackButton(title: "Back", imageName: nil))
    #expect(navigation.backButton(for: d) == BackButton(title: "Done", imageName: nil))
    #expect(navigation.backButton(for: ViewController(title: "Elsewhere")) == nil)
    #expect(window.validate() == [])
  }
}
