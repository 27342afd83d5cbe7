import Testing
import TransitionKitCore

@testable import TransitionKitTesting

/// The link expectation: silent when a URL yields the tree from its starting
/// state and changes nothing the second time, an issue for each problem otherwise.
@Suite @MainActor struct ExpectLinkTests {
  enum PaperRoute: Hashable, Sendable { case welcome, home }

  enum ArticleRoute: LinkRoute {
    case article(Int)
    var parentRoutes: [any Hashable & Sendable] { [PaperRoute.home] }
  }

  final class Paper: WindowCoordinator<PaperRoute> {
    override func prepareTransition(for route: PaperRoute) -> WindowTransition {
      switch route {
      case .welcome: .setRoot(ViewController(title: "Welcome"))
      case .home: .setRoot(Articles())
      }
    }
  }

  final class Articles: NavigationCoordinator<ArticleRoute> {
    init() {
      super.init(rootViewController: NavigationController(title: "Home"), initialRoute: nil)
      performTransition(.set([ViewController(title: "Headlines")]), with: TransitionOptions(animated: false))
    }

    override func prepareTransition(for route: ArticleRoute) -> Transition<NavigationController> {
      switch route {
      case .article(let id): .push(ViewController(title: "Article \(id)"))
      }
    }
  }

  struct Refusal: Error {}

  /// A fresh paper showing its welcome screen, and a navigator for
  /// `paper:///articles/{id}` that holds every link while `holds` is set.
  static func paper(holds: Bool = false) throws -> (app: Paper, links: LinkNavigator<Int>) {
    let window = Window(name: "Paper")
    let app = Paper(window: window, initialRoute: .welcome)
    window.makeKeyAndVisible()
    let table = try LinkTable<Int>([
      LinkPattern(
        "/articles/{id}", schemes: ["paper"], parameters: ["id": .int], make: { $0.int("id") },
        values: { ["id": $0] })
    ])
    let links = LinkNavigator(
      table: table, root: app, in: window, chain: { LinkChain(to: ArticleRoute.article($0)) },
      gate: { _ in holds ? .hold : .proceed })
    return (app, links)
  }

  @Test func aLinkThatYieldsItsTreeFromAStartingStatePassesSilently() async throws {
    let (app, links) = try Self.paper()

    #expect(await expectLink("paper:///articles/7", in: links, yields: "Home[Headlines, Article 7]"))
    #expect(
      await expectLink(
        "paper:///articles/8", in: links,
        from: {
          let home = try #require(app.children(of: Articles.self).first)
          home.trigger(.article(3), with: TransitionOptions(animated: false))
        }, yields: "Home[Headlines, Article 8]"))
  }

  @Test func theArticlesExampleChecksALinkFromAStartingState() async throws {
    let (app, links) = try Self.paper()

    // snippet: links-expect-link
    await expectLink(
      "paper:///articles/8", in: links, from: { app.trigger(.home) }, yields: "Home[Headlines, Article 8]")
    // end snippet: links-expect-link
  }

  @Test func theSameTreeFromAnyStateComparesWithAFreshStart() async throws {
    let (_, fresh) = try Self.paper()
    await fresh.open("paper:///articles/7", with: TransitionOptions(animated: false))
    let expected = try #require(fresh.window?.snapshot)
    let (app, links) = try Self.paper()

    #expect(
      await expectLink(
        "paper:///articles/7", in: links, from: { app.trigger(.home, with: TransitionOptions(animated: false)) },
        yields: expected))
  }

  @Test func anotherTreeIsReportedWithItsDifference() async throws {
    let (_, links) = try Self.paper()

    let problems = await linkProblems(
      "paper:///articles/7", in: links, from: {},
      mismatch: {
        $0.matches(compact: "Home[Headlines, Article 8]") ? nil : "differs"
      })
    #expect(problems == ["paper:///articles/7 yields another tree:\ndiffers"])

    await withKnownIssue {
      #expect(!(await expectLink("paper:///articles/9", in: links, yields: "Home[Headlines, Article 8]")))
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("paper:///articles/9 yields another tree:") }
    }
  }

  @Test func aLinkTheGateHoldsIsNotApplied() async throws {
    let (_, links) = try Self.paper(holds: true)

    let problems = await linkProblems("paper:///articles/7", in: links, from: {}, mismatch: { _ in nil })

    #expect(problems == ["paper:///articles/7 was not applied: held"])
  }

  @Test func aURLThatMatchesNothingIsNotApplied() async throws {
    let (_, links) = try Self.paper()

    await withKnownIssue {
      #expect(!(await expectLink("paper:///articles/seven", in: links, yields: "Welcome")))
    } matching: { issue in
      issue.comments.contains { $0.rawValue == "paper:///articles/seven was not applied: matches no link pattern" }
    }
  }

  @Test func aLinkThatDoesNotStandWhenOpenedAgainIsReported() async throws {
    let window = Window(name: "Paper")
    let app = Paper(window: window, initialRoute: .welcome)
    window.makeKeyAndVisible()
    let table = try LinkTable<Int>([
      LinkPattern(
        "/articles/{id}", schemes: ["paper"], parameters: ["id": .int], make: { $0.int("id") },
        values: { ["id": $0] })
    ])
    // The gate lets the first link through and holds the next.
    var opened = 0
    let links = LinkNavigator(
      table: table, root: app, in: window, chain: { LinkChain(to: ArticleRoute.article($0)) },
      gate: { _ in
        opened += 1
        return opened == 1 ? .proceed : .hold
      })

    let problems = await linkProblems("paper:///articles/7", in: links, from: {}, mismatch: { _ in nil })

    #expect(problems == ["paper:///articles/7 opened again was held, not already shown."])
  }

  @Test func aStartingStateThatFailsIsReported() async throws {
    let (_, links) = try Self.paper()

    let problems = await linkProblems(
      "paper:///articles/7", in: links, from: { throw Refusal() }, mismatch: { _ in nil })

    #expect(problems == ["The starting state was not reached: Refusal()"])
    #expect(links.window?.snapshot.visibleTitles == ["Welcome"])
  }
}
