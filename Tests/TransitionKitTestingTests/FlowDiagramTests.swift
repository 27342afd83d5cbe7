import Testing
import TransitionKitCore
import TransitionKitTesting

private enum DiagramRoute: Sendable {
  case article(Int)
  case search(String)
  case back
  case settings
  case close
}

/// The news stack: articles and searches are pushed, settings presented as a sheet.
@MainActor
private final class DiagramNewsCoordinator: NavigationCoordinator<DiagramRoute> {
  override func prepareTransition(for route: DiagramRoute) -> Transition<NavigationController> {
    switch route {
    case .article(let id): .push(ViewController(title: "Article \(id)"))
    case .search(let query): .push(ViewController(title: "Results for \"\(query)\""))
    case .back: .pop()
    case .settings: .present(ViewController(title: "Settings"))
    case .close: .dismiss()
    }
  }
}

/// A visible window whose root is the news stack "News", with "Headlines" at
/// its root, and a log recording it from there on.
@MainActor
private struct DiagramStage {
  let window = Window(name: "Main")
  let navigation: NavigationController
  let news: DiagramNewsCoordinator
  let log: EventLog

  init(clock: ManualAnimationDriver? = nil) throws {
    navigation = try NavigationController(rootViewController: ViewController(title: "Headlines"), title: "News")
    news = DiagramNewsCoordinator(rootViewController: navigation)
    if let clock { window.animationDriver = clock }
    try news.setRoot(for: window)
    window.makeKeyAndVisible()
    log = EventLog(window: window)
  }

  /// Pushes a controller with a transition no router triggered.
  func push(_ title: String) {
    Transition<NavigationController>.push(ViewController(title: title)).perform(on: navigation)
  }

  /// The diagram of what the log recorded.
  var diagram: FlowDiagram { FlowDiagram(log) }
}

@Suite @MainActor struct FlowDiagramTests {
  /// Opens an article twice (back with a route, then with the back button),
  /// opens and closes the settings sheet, and pushes comments without a route.
  private func runFixedFlow() throws -> DiagramStage {
    let stage = try DiagramStage()
    stage.news.trigger(.article(42))
    stage.news.trigger(.back)
    stage.news.trigger(.article(42))
    _ = try stage.navigation.popViewController(animated: true)
    stage.news.trigger(.settings)
    stage.news.trigger(.close)
    stage.push("Comments")
    return stage
  }

  @Test func aFixedFlowGivesTheExpectedMermaidFlowchart() throws {
    let stage = try runFixedFlow()

    #expect(
      stage.diagram.mermaid == """
        flowchart LR
          n0["Headlines"]
          n1["Article 42"]
          n2["News"]
          n3["Settings"]
          n4["Comments"]
          n0 -->|"article(42) · push ×2"| n1
          n1 -->|"back · pop"| n0
          n1 -->|"pop"| n0
          n2 -->|"settings · present"| n3
          n3 -->|"close · dismiss"| n2
          n0 -->|"push"| n4
        """)
  }

  @Test func aFixedFlowGivesTheExpectedGraphvizGraph() throws {
    let stage = try runFixedFlow()

    #expect(
      stage.diagram.graphviz == """
        digraph Flow {
          rankdir=LR;
          n0 [label="Headlines"];
          n1 [label="Article 42"];
          n2 [label="News"];
          n3 [label="Settings"];
          n4 [label="Comments"];
          n0 -> n1 [label="article(42) · push ×2"];
          n1 -> n0 [label="back · pop"];
          n1 -> n0 [label="pop"];
          n2 -> n3 [label="settings · present"];
          n3 -> n2 [label="close · dismiss"];
          n0 -> n4 [label="push"];
        }
        """)
  }

  @Test func aMoveMadeAgainIsCountedOnOneEdge() throws {
    let stage = try DiagramStage()
    for _ in 1...3 {
      stage.news.trigger(.article(7))
      stage.news.trigger(.back)
    }

    let diagram = stage.diagram
    #expect(diagram.screens == ["Headlines", "Article 7"])
    #expect(
      diagram.edges == [
        FlowDiagram.Edge(from: "Headlines", to: "Article 7", label: "article(7) · push", count: 3),
        FlowDiagram.Edge(from: "Article 7", to: "Headlines", label: "back · pop", count: 3),
      ])
    #expect(diagram.edges.map(\.caption) == ["article(7) · push ×3", "back · pop ×3"])
  }

  @Test func quotesInScreensAndRoutesAreEscaped() throws {
    let stage = try DiagramStage()
    stage.news.trigger(.search("swift"))
    stage.push(#"C:\Temp <new>"#)

    #expect(
      stage.diagram.mermaid == """
        flowchart LR
          n0["Headlines"]
          n1["Results for #quot;swift#quot;"]
          n2["C:\\Temp #lt;new#gt;"]
          n0 -->|"search(#quot;swift#quot;) · push"| n1
          n1 -->|"push"| n2
        """)
    #expect(
      stage.diagram.graphviz == #"""
        digraph Flow {
          rankdir=LR;
          n0 [label="Headlines"];
          n1 [label="Results for \"swift\""];
          n2 [label="C:\\Temp <new>"];
          n0 -> n1 [label="search(\"swift\") · push"];
          n1 -> n2 [label="push"];
        }
        """#)
  }

  @Test func lineBreaksInNamesStayLineBreaks() throws {
    let stage = try DiagramStage()
    stage.push("Two\nLines")

    let diagram = stage.diagram
    #expect(diagram.mermaid.split(separator: "\n")[2] == #"  n1["Two<br/>Lines"]"#)
    #expect(diagram.graphviz.split(separator: "\n")[3] == #"  n1 [label="Two\nLines"];"#)
  }

  @Test func anEmptyLogGivesADiagramWithoutScreens() throws {
    let stage = try DiagramStage()

    let diagram = stage.diagram

    #expect(diagram.screens == [])
    #expect(diagram.edges == [])
    #expect(diagram.mermaid == "flowchart LR")
    #expect(
      diagram.graphviz == """
        digraph Flow {
          rankdir=LR;
        }
        """)
  }

  @Test func refusedAndCancelledTransitionsDrawNothing() throws {
    let clock = ManualAnimationDriver()
    let stage = try DiagramStage(clock: clock)
    stage.news.trigger(.back)  // refused: the stack holds only the headlines
    stage.news.trigger(.article(1))
    clock.runUntilIdle()
    let swipe = try stage.navigation.beginInteractivePop()
    swipe.update(0.5)
    swipe.cancel()
    clock.runUntilIdle()

    let failures = stage.log.transitions.filter { event in
      if case .transitionFailed = event { return true }
      return false
    }
    #expect(failures.count == 2)
    #expect(
      stage.diagram.edges == [FlowDiagram.Edge(from: "Headlines", to: "Article 1", label: "article(1) · push")])
  }

  @Test func aDirectPopToRootGoesBackToTheScreenTheStackStartedFrom() throws {
    let stage = try DiagramStage()
    stage.push("Topics")
    stage.push("Topic")

    _ = stage.navigation.popToRootViewController(animated: true)

    #expect(
      stage.diagram.edges == [
        FlowDiagram.Edge(from: "Headlines", to: "Topics", label: "push"),
        FlowDiagram.Edge(from: "Topics", to: "Topic", label: "push"),
        FlowDiagram.Edge(from: "Topic", to: "Headlines", label: "popToRoot"),
      ])
  }

  @Test func aDirectPushStartsAtTheScreenReachedLast() throws {
    let stage = try DiagramStage()
    stage.news.trigger(.article(3))

    try stage.navigation.pushViewController(ViewController(title: "Comments"), animated: false)

    #expect(
      stage.diagram.edges == [
        FlowDiagram.Edge(from: "Headlines", to: "Article 3", label: "article(3) · push"),
        FlowDiagram.Edge(from: "Article 3", to: "Comments", label: "push"),
      ])
  }

  @Test func aSheetDismissedByCodeGoesBackToWhereItWasPresentedFrom() throws {
    let stage = try DiagramStage()
    stage.news.trigger(.settings)
    let settings = try #require(stage.navigation.presentedViewController)

    try settings.dismiss(animated: true)

    #expect(
      stage.diagram.edges == [
        FlowDiagram.Edge(from: "News", to: "Settings", label: "settings · present"),
        FlowDiagram.Edge(from: "Settings", to: "News", label: "dismiss"),
      ])
  }

  @Test func aTabTappedByHandDrawsNothing() throws {
    let window = Window(name: "Main")
    let tabs = TabBarController(title: "Tabs")
    try tabs.setViewControllers([ViewController(title: "First"), ViewController(title: "Second")], animated: false)
    try window.setRootViewController(tabs)
    window.makeKeyAndVisible()
    let log = EventLog(window: window)

    try tabs.select(index: 1, animated: true)

    #expect(
      log.transitions == [.modelChanged(ModelChangeRecord(kind: .selectTab, removed: [], inserted: [], animated: true))]
    )
    #expect(FlowDiagram(log) == FlowDiagram([]))
  }

  @Test func aDiagramOfRecordedEventsEqualsTheDiagramOfTheLog() throws {
    let stage = try runFixedFlow()

    #expect(FlowDiagram(stage.log.events) == stage.diagram)
    #expect(FlowDiagram(stage.log.transitions) == stage.diagram)
  }
}
