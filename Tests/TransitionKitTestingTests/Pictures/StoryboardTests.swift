import Foundation
import Testing
import TransitionKitCore
import TransitionKitTesting

private enum StoryRoute: Sendable {
  case article(Int)
  case back
  case twoThenFail
}

/// The news stack: articles pushed, a back route, and a route made of two
/// pushes of which the second fails (the same controller twice).
@MainActor
private final class StoryNewsCoordinator: NavigationCoordinator<StoryRoute> {
  init() {
    super.init(rootViewController: NavigationController(root: ViewController(title: "Headlines"), title: "News"))
  }

  override func prepareTransition(for route: StoryRoute) -> Transition<NavigationController> {
    switch route {
    case .article(let id): .push(ViewController(title: "Article \(id)"))
    case .back: .pop()
    case .twoThenFail:
      {
        let once = ViewController(title: "Once")
        return .multiple(.push(once), .push(once))
      }()
    }
  }
}

@Suite @MainActor struct StoryboardTests {
  /// A recorded flow: open an article, fail to pop past the root, a
  /// sequence undone, a swipe back let go, the back button.
  private func recordedFlow() throws -> (storyboard: Storyboard, recorder: StoryboardRecorder) {
    let app = try TestWindow(root: StoryNewsCoordinator())
    let recorder = StoryboardRecorder(window: app.window, title: "News flow")
    app.root.trigger(.article(42))
    app.runAll()
    app.root.trigger(.twoThenFail)
    app.runAll()
    try app.swipeBack(to: 0.4, then: .cancel)
    try app.tapBackButton()
    app.root.trigger(.back)
    app.runAll()
    return (recorder.storyboard, recorder)
  }

  @Test func theRecorderMakesAStepOfEachOutermostTransitionAndChange() throws {
    let (storyboard, _) = try recordedFlow()
    #expect(storyboard.title == "News flow")
    // The sequence's first push is a step; its second fails, and the push it
    // takes back is not a step of its own: the undone step shows the result.
    #expect(
      storyboard.steps.map(\.caption) == [
        "Headlines", "Article 42", "Once", "Article 42", "Article 42", "Headlines", "Headlines",
      ])
    #expect(
      storyboard.steps.map(\.label) == [
        nil, "article(42) · push", "twoThenFail · push", "twoThenFail · push", "pop", "pop", "back · pop",
      ])
    #expect(
      storyboard.steps.map(\.outcome) == [
        .completed, .completed, .completed,
        .undone("\(TransitionError.alreadyInHierarchy("Once"))"),
        .undone("\(TransitionError.cancelled)"),
        .completed,
        .failed("\(TransitionError.cannotPopRoot(navigation: "News"))"),
      ])
  }

  @Test func eachStepHoldsTheWindowAfterIt() throws {
    let (storyboard, _) = try recordedFlow()
    #expect(
      storyboard.steps.map(\.wireframe.snapshot.compact) == [
        "News[Headlines]", "News[Headlines, Article 42]", "News[Headlines, Article 42, Once]",
        "News[Headlines, Article 42]", "News[Headlines, Article 42]", "News[Headlines]", "News[Headlines]",
      ])
  }

  @Test func theSVGShowsEveryStepWithItsArrowAndMark() throws {
    let (storyboard, _) = try recordedFlow()
    let parsed = try #require(ParsedXML.parse(storyboard.svg))
    #expect(parsed.elements(where: "class", is: "step").count == 7)
    #expect(
      parsed.elements(where: "class", is: "caption").map(\.text)
        == storyboard.steps.enumerated().map {
          "\($0.offset + 1). \($0.element.caption)"
        })
    #expect(
      parsed.elements(where: "class", is: "label").map(\.text) == [
        "article(42) · push", "twoThenFail · push", "twoThenFail · push", "pop", "pop", "back · pop",
      ])
    #expect(parsed.elements(where: "class", is: "outcome").count == 3)
    #expect(parsed.texts(of: "title").first == "News flow")
  }

  @Test func thePageHoldsEveryStepAndNeedsNothingElse() throws {
    let (storyboard, _) = try recordedFlow()
    let html = storyboard.html
    let parsed = try #require(ParsedXML.parse(html), "the page is well-formed XML")
    let sections = parsed.elements.filter { $0.name == "section" }
    #expect(sections.map { $0.attributes["id"] } == (1...7).map { "step-\($0)" })
    #expect(sections.first?.attributes["class"] == "step completed current")
    #expect(
      sections.map { $0.attributes["class"]?.split(separator: " ")[1] } == [
        "completed", "completed", "completed", "undone", "undone", "completed", "failed",
      ])
    #expect(
      parsed.texts(of: "h2").prefix(7)
        == ArraySlice(
          storyboard.steps.enumerated().map {
            "\($0.offset + 1). \($0.element.caption)"
          }))
    #expect(parsed.elements.filter { $0.name == "svg" }.count >= 7, "each step's wireframe is inline")
    // Nothing is loaded: no source, no link to another document, no stylesheet link.
    #expect(parsed.elements.allSatisfy { $0.attributes["src"] == nil })
    #expect(parsed.elements.filter { $0.name == "link" }.isEmpty)
    #expect(parsed.elements.compactMap { $0.attributes["href"] }.allSatisfy { $0.hasPrefix("#step-") })
    let script = try #require(parsed.texts(of: "script").first)
    #expect(script.contains("ArrowRight") && script.contains("ArrowLeft") && script.contains("keydown"))
  }

  @Test func theSameStepsGiveTheSameBytes() throws {
    let (first, _) = try recordedFlow()
    let (second, _) = try recordedFlow()
    #expect(first == second)
    #expect(first.svg == second.svg)
    #expect(first.html == second.html)
  }

  @Test func theRecorderKeepsItsNewestStepsWithinItsCapacity() throws {
    let app = try TestWindow(root: StoryNewsCoordinator())
    let recorder = StoryboardRecorder(window: app.window, capacity: 2)
    for id in 1...3 {
      app.root.trigger(.article(id))
      app.runAll()
    }
    #expect(recorder.steps.map(\.caption) == ["Article 2", "Article 3"])
    #expect(recorder.droppedCount == 2)
    recorder.stop()
    app.root.trigger(.back)
    app.runAll()
    #expect(recorder.steps.map(\.caption) == ["Article 2", "Article 3"], "a stopped recorder records nothing")
  }

  @Test func aStepOfYourOwnCanShowASlide() throws {
    let app = try TestWindow(root: StoryNewsCoordinator())
    let recorder = StoryboardRecorder(window: app.window)
    recorder.addStep(
      "Swiping", label: "swipe", slide: Wireframe.Slide(title: "Article 42", progress: 0.5, direction: .back))
    let step = try #require(recorder.steps.last)
    #expect(step.wireframe.slide == Wireframe.Slide(title: "Article 42", progress: 0.5, direction: .back))
    #expect(step.label == "swipe")
  }

  @Test func escapedCaptionsAndLabelsKeepBothDocumentsWellFormed() throws {
    let window = try PictureFixtures.window(ViewController(title: "A & B"))
    let storyboard = Storyboard(
      title: "<Flow>\u{7}",
      steps: [
        Storyboard.Step(
          caption: "\"Quoted\" & <tagged>\u{0}", label: "route(\"x\") · push <&>", outcome: .failed("it's <bad>"),
          wireframe: Wireframe(window: window))
      ])
    let svg = try #require(ParsedXML.parse(storyboard.svg))
    #expect(svg.elements(where: "class", is: "caption").map(\.text) == ["1. \"Quoted\" & <tagged>\u{FFFD}"])
    #expect(svg.elements(where: "class", is: "outcome").map(\.text) == ["failed: it's <bad>"])
    let html = try #require(ParsedXML.parse(storyboard.html))
    #expect(html.texts(of: "title") == ["<Flow>\u{FFFD}", "A & B"])
  }

  @Test func anEmptyStoryboardIsStillAPicture() throws {
    let storyboard = Storyboard(steps: [])
    #expect(ParsedXML.parse(storyboard.svg) != nil)
    let html = try #require(ParsedXML.parse(storyboard.html))
    #expect(html.elements.filter { $0.name == "section" }.isEmpty)
  }
}
