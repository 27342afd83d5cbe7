import Foundation
import Testing
import TransitionKitCore
import TransitionKitTesting

/// The golden pictures: `Tests/Golden/wireframe-*.svg`.
private let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent("Golden")

@Suite @MainActor struct WireframeTests {
  @Test(arguments: ["navigation", "tabs-sheet", "alert", "split", "pages", "full-screen"])
  func theWireframeOfATreeIsItsGoldenPicture(name: String) throws {
    let window = try Self.fixture(named: name)
    let svg = Wireframe(window: window).svg
    #expect(ParsedXML.parse(svg) != nil, "the SVG is well-formed XML")
    expectGolden(text: svg, file: goldenFolder.appendingPathComponent("wireframe-\(name).svg").path)
  }

  static func fixture(named name: String) throws -> Window {
    switch name {
    case "navigation": try PictureFixtures.navigation()
    case "tabs-sheet": try PictureFixtures.tabsWithSheet()
    case "alert": try PictureFixtures.alert()
    case "split": try PictureFixtures.split()
    case "pages": try PictureFixtures.pagesKeepingTheirDataSource()
    default: try PictureFixtures.fullScreenCover()
    }
  }

  @Test func theSameTreeGivesTheSameBytes() throws {
    let first = Wireframe(window: try PictureFixtures.tabsWithSheet()).svg
    let second = Wireframe(window: try PictureFixtures.tabsWithSheet()).svg
    #expect(first == second)
    #expect(
      Wireframe(try PictureFixtures.tabsWithSheet().snapshot).svg
        == Wireframe(try PictureFixtures.tabsWithSheet().snapshot).svg)
  }

  @Test func aNavigationBarShowsTheTopTitleAndTheBackButtonTheModelComputes() throws {
    let window = try PictureFixtures.navigation()
    let navigation = try #require(window.rootViewController as? NavigationController)
    // The controller below asks for a shorter back button title; the top one has a navigation item title.
    navigation.viewControllers[0].navigationItem.backButtonTitle = "News"
    navigation.viewControllers[1].navigationItem.title = "Story"
    let wireframe = Wireframe(window: window)
    #expect(wireframe.navigationBars == [0: Wireframe.NavigationBar(title: "Story", backButtonTitle: "News")])
    #expect(navigation.backButtonTitle == "News")
    let texts = try #require(ParsedXML.parse(wireframe.svg)).texts(of: "text")
    #expect(texts.contains("Story"))
    #expect(texts.contains("‹ News"))
    // A snapshot alone does not hold navigation items: the bar is derived from the titles.
    let derived = Wireframe(window.snapshot)
    #expect(derived.navigationBars == [0: Wireframe.NavigationBar(title: "Detail", backButtonTitle: "Home")])
  }

  @Test func theRootOfAStackHasNoBackButton() throws {
    let navigation = try NavigationController(rootViewController: ViewController(title: "Home"), title: "News")
    let window = try PictureFixtures.window(navigation)
    #expect(
      Wireframe(window: window).navigationBars == [0: Wireframe.NavigationBar(title: "Home", backButtonTitle: nil)])
    #expect(
      Wireframe(window.snapshot).navigationBars == [0: Wireframe.NavigationBar(title: "Home", backButtonTitle: nil)])
  }

  @Test func aSheetShowsOverItsDimmedPresenterInAFrameOfItsOwn() throws {
    let parsed = try #require(ParsedXML.parse(Wireframe(window: try PictureFixtures.tabsWithSheet()).svg))
    // Two frames: the tabs alone, then the tabs dimmed under the sheet.
    #expect(Self.frameCount(parsed) == 2)
    let texts = parsed.texts(of: "text")
    #expect(texts.filter { $0 == "Feed" }.count == 4, "the bar title and the content title, in both frames")
    #expect(texts.contains("Compose"))
    #expect(parsed.elements(where: "fill-opacity", is: "0.35").count == 1, "one dimming layer, under the sheet")
    #expect(texts.last == "pageSheet", "the sheet's frame is captioned with its style")
  }

  @Test func aFullScreenCoverHidesItsPresenter() throws {
    let parsed = try #require(ParsedXML.parse(Wireframe(window: try PictureFixtures.fullScreenCover()).svg))
    #expect(Self.frameCount(parsed) == 1)
    let texts = parsed.texts(of: "text")
    #expect(texts.contains("Player"))
    #expect(!texts.contains("Home"), "the presenter is not visible behind a full-screen cover")
    #expect(parsed.elements(where: "fill-opacity", is: "0.35").isEmpty)
  }

  @Test func anAlertIsABoxOverWhatItCovers() throws {
    let parsed = try #require(ParsedXML.parse(Wireframe(window: try PictureFixtures.alert()).svg))
    #expect(Self.frameCount(parsed) == 2)
    #expect(parsed.texts(of: "text").contains("Block user?"))
    #expect(parsed.texts(of: "text").last == "alert")
    #expect(parsed.texts(of: "text").filter { $0 == "Profile" }.count == 4, "the profile shows behind the alert too")
  }

  @Test func aSplitViewControllerShowsItsColumnsOnAWideFrame() throws {
    let parsed = try #require(ParsedXML.parse(Wireframe(window: try PictureFixtures.split()).svg))
    let frames = parsed.elements(where: "rx", is: "20")
    #expect(frames.map { $0.attributes["width"] } == ["440"])
    #expect(parsed.texts(of: "text").contains("Mailboxes"))
    #expect(parsed.texts(of: "text").contains("Inbox"))
  }

  @Test func pageDotsCountThePagesOfTheDataSource() throws {
    let (window, onboarding) = try PictureFixtures.pages()
    let wireframe = withExtendedLifetime(onboarding) { Wireframe(window: window) }
    #expect(wireframe.pageIndicators == [0: Wireframe.PageIndicator(count: 3, current: 1)])
    let dots = try #require(ParsedXML.parse(wireframe.svg)).elements.filter { $0.name == "circle" }
    #expect(dots.map { $0.attributes["fill"] } == ["#c7c7cc", "#1c1c1e", "#c7c7cc"])
    #expect(Wireframe(window.snapshot).pageIndicators == [0: Wireframe.PageIndicator(count: 1, current: 0)])
  }

  @Test func anInteractiveSlideMovesTheLeavingScreenByItsProgress() throws {
    let window = try PictureFixtures.navigation()
    let slide = Wireframe.Slide(title: "Detail", progress: 0.4, direction: .back)
    let parsed = try #require(ParsedXML.parse(Wireframe(window: window, slide: slide).svg))
    let panel = try #require(parsed.elements(where: "class", is: "slide").first)
    // The screen is the 200-point frame less a 6-point bezel on each side, from x = 12 + 6:
    // 40 % of 188 points is 75 (rounded).
    #expect(panel.attributes["x"] == "\(18 + 75)")
    #expect(panel.attributes["width"] == "\(188 - 75)")
    #expect(parsed.texts(of: "text").last == "Main · swipe back 40 %")
    let notANumber = Wireframe(
      window: window, slide: Wireframe.Slide(title: "Detail", progress: .nan, direction: .down))
    let still = try #require(ParsedXML.parse(notANumber.svg)?.elements(where: "class", is: "slide").first)
    #expect(still.attributes["y"] == "\(18 + 24)", "not a number counts as no progress")
  }

  @Test func titlesAreEscapedAndCharactersXMLForbidsAreReplaced() throws {
    let title = "<A & \"B\"'s>\u{0}\u{1B}\u{FFFF}"
    let window = try PictureFixtures.window(ViewController(title: title))
    let svg = Wireframe(window: window).svg
    #expect(!svg.contains("\u{0}"))
    #expect(svg.contains("&lt;A &amp; &quot;B&quot;&apos;s&gt;\u{FFFD}\u{FFFD}\u{FFFD}"))
    let parsed = try #require(ParsedXML.parse(svg))
    #expect(parsed.texts(of: "text").contains("<A & \"B\"'s>\u{FFFD}\u{FFFD}\u{FFFD}"))
  }

  @Test func aLongTitleIsShortenedToFit() throws {
    let window = try PictureFixtures.window(ViewController(title: String(repeating: "W", count: 5_000)))
    let texts = try #require(ParsedXML.parse(Wireframe(window: window).svg)).texts(of: "text")
    // The content title is 14 points in the 188-point screen less 12: 176 points. A "W" counts
    // 0.9 of the size, 12.6 points, and the "…" 14: 12 of them and the "…" fit (165.2), 13 do not.
    #expect(texts.first == String(repeating: "W", count: 12) + "…")
    let short = try PictureFixtures.window(ViewController(title: "Home"))
    #expect(try #require(ParsedXML.parse(Wireframe(window: short).svg)).texts(of: "text").first == "Home")
  }

  @Test func aDeepModalChainDrawsItsTopmostFramesOnly() throws {
    var top = ViewController(title: "Layer 0")
    let window = try PictureFixtures.window(top)
    for layer in 1...40 {
      let next = ViewController(title: "Layer \(layer)")
      next.modalPresentationStyle = .pageSheet
      try top.present(next, animated: false)
      top = next
    }
    let parsed = try #require(ParsedXML.parse(Wireframe(window: window).svg))
    #expect(Self.frameCount(parsed) == 16)
    #expect(parsed.texts(of: "text").contains("Layer 40"))
    #expect(!parsed.texts(of: "text").contains("Layer 20"), "the frames of layers 25 to 40, each over 4 layers at most")
  }

  @Test func aWireframeOfItsOwnPartsDrawsWhatItIsGiven() throws {
    let window = try PictureFixtures.navigation()
    let wireframe = Wireframe(
      snapshot: window.snapshot, navigationBars: [0: Wireframe.NavigationBar(title: "Custom", backButtonTitle: nil)],
      pageIndicators: [:])
    let texts = try #require(ParsedXML.parse(wireframe.svg)).texts(of: "text")
    #expect(texts == ["Custom", "Detail", "Main"], "the given bar, no back button, the top's content, the caption")
    let withoutBars = Wireframe(snapshot: window.snapshot, navigationBars: [:], pageIndicators: [:])
    #expect(try #require(ParsedXML.parse(withoutBars.svg)).texts(of: "text") == ["Detail", "Main"])
  }

  @Test func aDeepChainOfEmbeddedChildrenIsDrawnWithoutRecursion() throws {
    let root = ViewController(title: "Level 0")
    var parent = root
    for level in 1...1_000 {
      let child = ViewController(title: "Level \(level)")
      try parent.embed(child)
      parent = child
    }
    let window = try PictureFixtures.window(root)
    let parsed = try #require(ParsedXML.parse(Wireframe(window: window).svg))
    // Each level takes 36 points of title and 8 of margins from a 388-point screen; boxes
    // under 8 points are not drawn, so only the first levels are.
    let drawn = parsed.texts(of: "text").filter { $0.hasPrefix("Level") }
    #expect(drawn.first == "Level 0")
    #expect(drawn.count < 20)
    let comparison = WireframeComparison(expected: Wireframe(window.snapshot), actual: Wireframe(window: window))
    #expect(!comparison.hasDifferences)
  }

  @Test func aWindowWithoutARootDrawsAnEmptyPhone() throws {
    let window = Window(name: "Empty")
    let parsed = try #require(ParsedXML.parse(Wireframe(window: window).svg))
    #expect(Self.frameCount(parsed) == 1)
    #expect(parsed.texts(of: "text") == ["No root", "Empty"])
  }

  /// The phone frames of a picture: rectangles with 20-point corners.
  static func frameCount(_ parsed: ParsedXML) -> Int {
    parsed.elements(where: "rx", is: "20").count
  }
}
