import Foundation
import Testing
import TransitionKitCore
import TransitionKitTesting

/// The snippets of the *Pictures of flows* article, run as written.
@Suite @MainActor struct PicturesArticleTests {
  typealias NewsCoordinator = FlowsArticle.NewsCoordinator

  /// Where the article's golden picture is: `Tests/Golden/`.
  let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Golden")

  @Test func aWireframeOfAWindow() throws {
    let app = try TestWindow(root: NewsCoordinator())
    app.root.trigger(.detail(42))
    app.runAll()
    let window = app.window
    // snippet: pictures-wireframe
    let picture = Wireframe(window: window)
    #expect(picture.navigationBars[0] == Wireframe.NavigationBar(title: "Article 42", backButtonTitle: "Headlines"))
    expectGolden(text: picture.svg, file: golden.appendingPathComponent("article.svg").path)
    // end snippet: pictures-wireframe
    #expect(ParsedXML.parse(picture.svg)?.texts(of: "text").contains("‹ Headlines") == true)
  }

  @Test func aStoryboardOfAFlow() throws {
    let app = try TestWindow(root: NewsCoordinator())
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pictures-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // snippet: pictures-storyboard
    let recorder = StoryboardRecorder(window: app.window, title: "Reading the news")
    app.root.trigger(.detail(42))
    app.runAll()
    try app.swipeBack(to: 0.4, then: .cancel)
    try app.tapBackButton()
    let storyboard = recorder.storyboard
    #expect(storyboard.steps.map(\.caption) == ["Headlines", "Article 42", "Article 42", "Headlines"])
    #expect(storyboard.steps.map(\.label) == [nil, "detail(42) · push", "pop", "pop"])
    #expect(storyboard.steps[2].outcome == .undone("\(TransitionError.cancelled)"))
    try storyboard.html.write(to: folder.appendingPathComponent("reading.html"), atomically: true, encoding: .utf8)
    // end snippet: pictures-storyboard
    let written = try String(contentsOf: folder.appendingPathComponent("reading.html"), encoding: .utf8)
    #expect(written == storyboard.html)
    #expect(ParsedXML.parse(written) != nil)
  }

  @Test func thePicturesOfAFailure() throws {
    let app = try TestWindow(root: NewsCoordinator())
    let expected = app.window.snapshot
    app.root.trigger(.detail(42))
    app.runAll()
    let window = app.window
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pictures-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    setenv(WireframeComparison.directoryVariable, folder.path, 1)
    defer { unsetenv(WireframeComparison.directoryVariable) }
    // snippet: pictures-comparison
    let comparison = WireframeComparison(expected: Wireframe(expected), actual: Wireframe(window: window))
    #expect(comparison.hasDifferences)
    let path = try comparison.writeToDirectory()
    // end snippet: pictures-comparison
    #expect(path.hasPrefix(folder.path + "/hierarchy-mismatch-"))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == comparison.svg + "\n")
  }
}
