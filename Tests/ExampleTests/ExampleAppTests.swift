import Testing
import TransitionKitCore
import TransitionKitExample
import TransitionKitTesting

/// The example app's pieces on their own: links, and the demo's flags.
@Suite @MainActor struct ExampleAppTests {
  @Test func linksAreReadIntoRoutes() throws {
    let article = try #require(DeepLink("transitionkit://news/42"))
    #expect(article.routes.map { "\(type(of: $0)).\($0)" } == ["HomeRoute.news", "NewsRoute.detail(42)"])
    let posts = try #require(DeepLink("transitionkit://users/7/posts"))
    #expect(
      posts.routes.map { "\(type(of: $0)).\($0)" } == ["HomeRoute.users", "UsersRoute.user(7)", "PostsRoute.list"])
    #expect(DeepLink("transitionkit://settings")?.routes.count == 1)
  }

  @Test func everyLinkOfTheAppRoundTrips() throws {
    let table = try #require(AppLink.table)
    #expect(expectLinkRoundTrip(table, [.news, .article(42), .users, .user(7), .posts(user: 7), .settings]))
    #expect(table.url(for: .article(42)) == "transitionkit://news/42")
  }

  @Test(arguments: [
    "https://news/42", "transitionkit://", "transitionkit://news/x", "transitionkit://settings/1",
    "transitionkit://users/7/likes", "transitionkit://weather",
  ])
  func unknownLinksAreRejected(_ text: String) {
    #expect(DeepLink(text) == nil)
  }

  /// Before signing in, there is no home to open a link in: it fails and
  /// the launch screen stays.
  @Test func aLinkWhileSignedOutFails() throws {
    let window = Window(name: "Main")
    let app = AppCoordinator(window: window)
    let link = try #require(DeepLink("transitionkit://news/42"))
    var result: Result<Void, TransitionError>?
    app.open(link) { result = $0 }
    #expect(throws: TransitionError.noRouter(for: "transitionkit://news/42")) { try result?.get() }
    #expect(window.rootViewController?.title == "Launch")
  }

  @Test func flagsAreRead() throws {
    #expect(try DemoOptions.parse([]).get() == DemoOptions())
    let all = try DemoOptions.parse(["--real-time", "--mermaid", "/tmp/flow.md", "--mount-log", "--quiet"]).get()
    #expect(all.realTime && all.quiet && all.mountLog && !all.help)
    #expect(all.mermaidPath == "/tmp/flow.md")
    #expect(all.storyboardPath == nil)
    #expect(try DemoOptions.parse(["--storyboard", "/tmp/flow.html"]).get().storyboardPath == "/tmp/flow.html")
    #expect(try DemoOptions.parse(["-h"]).get().help)
  }

  @Test(arguments: [
    (["--verbose"], "unknown argument '--verbose'"),
    (["--mermaid"], "--mermaid needs a file name"),
    (["--mermaid", "--quiet"], "--mermaid needs a file name"),
    (["--quiet", "flow.md"], "unknown argument 'flow.md'"),
    (["--storyboard"], "--storyboard needs a file name"),
    (["--storyboard", "--quiet"], "--storyboard needs a file name"),
  ])
  func wrongFlagsAreReported(_ arguments: [String], _ message: String) {
    #expect(throws: UsageError(message: message)) { try DemoOptions.parse(arguments).get() }
  }
}
