import Foundation
import TransitionKitCore
import TransitionKitTesting

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The trees the picture tests draw, each in a key, visible window.
@MainActor
enum PictureFixtures {
  /// A window showing a root, with no animation to wait for.
  static func window(_ root: ViewController) throws -> Window {
    let window = Window(name: "Main")
    try window.setRootViewController(root)
    window.makeKeyAndVisible()
    return window
  }

  /// `Nav[Home, Detail]`.
  static func navigation() throws -> Window {
    let navigation = try NavigationController(rootViewController: ViewController(title: "Home"), title: "News")
    let window = try window(navigation)
    try navigation.pushViewController(ViewController(title: "Detail"), animated: false)
    return window
  }

  /// `Tabs[*Nav[Feed], Nav[Users]]` presenting the sheet `Compose`.
  static func tabsWithSheet() throws -> Window {
    let feed = try NavigationController(rootViewController: ViewController(title: "Feed"), title: "Home")
    let users = try NavigationController(rootViewController: ViewController(title: "Users"), title: "People")
    let tabs = TabBarController(tabs: [feed, users], title: "Tabs")
    let window = try window(tabs)
    let compose = ViewController(title: "Compose")
    compose.modalPresentationStyle = .pageSheet
    try tabs.present(compose, animated: false)
    return window
  }

  /// `Nav[Profile]` presenting the alert `Block user?`.
  static func alert() throws -> Window {
    let navigation = try NavigationController(rootViewController: ViewController(title: "Profile"), title: "Users")
    let window = try window(navigation)
    let alert = AlertController(title: "Block user?", message: "They will not see your posts.")
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    try navigation.present(alert, animated: false)
    return window
  }

  /// `Split[Nav[Mailboxes], Nav[Inbox]]`, not collapsed.
  static func split() throws -> Window {
    let primary = try NavigationController(rootViewController: ViewController(title: "Mailboxes"), title: "Primary")
    let secondary = try NavigationController(rootViewController: ViewController(title: "Inbox"), title: "Secondary")
    return try window(SplitViewController(primary: primary, secondary: secondary, title: "Mail"))
  }

  /// The onboarding pages `Welcome`, `Sync`, `Done`, showing `Sync`.
  static func pages() throws -> (window: Window, onboarding: Onboarding) {
    let onboarding = Onboarding(titles: ["Welcome", "Sync", "Done"])
    let pages = PageViewController(title: "Onboarding")
    pages.dataSource = onboarding
    let window = try window(pages)
    try pages.setViewControllers([onboarding.pages[1]], direction: .forward, animated: false)
    return (window, onboarding)
  }

  /// The onboarding pages, their data source kept alive for the test's run
  /// (a page view controller holds its data source weakly).
  static func pagesKeepingTheirDataSource() throws -> Window {
    let (window, onboarding) = try pages()
    keptDataSources.append(onboarding)
    return window
  }

  private static var keptDataSources: [Onboarding] = []

  /// `Nav[Home]` covered by the full-screen `Player`.
  static func fullScreenCover() throws -> Window {
    let navigation = try NavigationController(rootViewController: ViewController(title: "Home"), title: "News")
    let window = try window(navigation)
    let player = ViewController(title: "Player")
    player.modalPresentationStyle = .fullScreen
    try navigation.present(player, animated: false)
    return window
  }

  /// A fixed list of pages.
  final class Onboarding: PageViewControllerDataSource {
    let pages: [ViewController]

    init(titles: [String]) {
      pages = titles.map { ViewController(title: $0) }
    }

    func pageViewController(
      _ pageViewController: PageViewController, viewControllerBefore viewController: ViewController
    ) -> ViewController? {
      guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
      return pages[index - 1]
    }

    func pageViewController(
      _ pageViewController: PageViewController, viewControllerAfter viewController: ViewController
    ) -> ViewController? {
      guard let index = pages.firstIndex(where: { $0 === viewController }), index < pages.count - 1 else { return nil }
      return pages[index + 1]
    }
  }
}

/// What an XML parser read of a document: its elements, with their
/// attributes and text, in document order.
struct ParsedXML {
  struct Element {
    var name: String
    var attributes: [String: String]
    var text: String
  }

  var elements: [Element] = []

  /// The text of every element with that name, in order.
  func texts(of name: String) -> [String] {
    elements.filter { $0.name == name }.map(\.text)
  }

  /// The elements with an attribute's value.
  func elements(where attribute: String, is value: String) -> [Element] {
    elements.filter { $0.attributes[attribute] == value }
  }

  /// Parses a document; `nil` when it is not well-formed XML.
  static func parse(_ text: String) -> ParsedXML? {
    let parser = XMLParser(data: Data(text.utf8))
    let collector = Collector()
    parser.delegate = collector
    guard parser.parse() else { return nil }
    return ParsedXML(elements: collector.elements)
  }

  private final class Collector: NSObject, XMLParserDelegate {
    var elements: [Element] = []
    private var open: [Int] = []

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      open.append(elements.count)
      elements.append(Element(name: elementName, attributes: attributes, text: ""))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      if let current = open.last { elements[current].text += string }
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
    ) {
      open.removeLast()
    }
  }
}
