import TransitionKitCore

/// A picture of a window's tree: one phone-sized frame per presentation
/// layer that shows something, drawn as SVG.
///
/// A wireframe draws what the user sees, as boxes and text:
///
/// - a **navigation controller** as a bar with its top controller's title and
///   a back button (`‹ Home`) above its top controller;
/// - a **tab bar controller** as a bar of its tabs' names at the bottom, the
///   selected one highlighted, above its selected tab;
/// - a **page view controller** as its visible pages side by side, with page
///   dots;
/// - a **split view controller** that is not collapsed as columns, on a wide
///   frame;
/// - any other controller as its title in its content (and its embedded
///   children below it);
/// - a **presented controller** in a frame of its own: a sheet over its
///   presenter, dimmed (a sheet keeps its presenter visible), a full-screen
///   cover alone (the presenter is hidden behind it), an alert as a box over
///   what it covers;
/// - an **interactive transition** under way (``slide``) as the screen that
///   leaves, moved part of the way off.
///
/// Titles are `<text>` elements, so the picture can be read, searched and
/// checked as text, and the document's `<title>` is the tree's compact form. The same wireframe always gives the same bytes, so an SVG can be
/// a golden file.
///
/// ```swift
/// let picture = Wireframe(window: window).svg
/// ```
///
/// Make one of a live window with ``init(window:slide:)``, which reads what the
/// model shows (navigation items' titles, the back button titles the model
/// computes, the page count of a page view controller's data source); or of
/// a snapshot alone with ``init(_:)``, which derives the same from the tree.
public struct Wireframe: Sendable, Hashable {
  /// The tree the wireframe draws.
  public var snapshot: HierarchySnapshot
  /// What the navigation bars show, by the index of their navigation
  /// controller in the snapshot's `allControllers`.
  public var navigationBars: [Int: NavigationBar]
  /// The page dots of the page view controllers, by the index of the page
  /// view controller in the snapshot's `allControllers`.
  public var pageIndicators: [Int: PageIndicator]
  /// An interactive transition under way, drawn over the topmost frame.
  public var slide: Slide?

  /// Creates the wireframe of a snapshot, deriving what the snapshot does not
  /// hold from the tree.
  ///
  /// A navigation bar shows its top controller's display name; its back
  /// button, when the stack holds two controllers or more, shows the title of
  /// the controller below the top, or `Back` when that one has no title (the
  /// model's rule, without the navigation items, which a snapshot does not
  /// hold). A page view controller shows one dot for each visible page.
  ///
  /// - Parameter snapshot: The tree to draw.
  public init(_ snapshot: HierarchySnapshot) {
    self.snapshot = snapshot
    var bars: [Int: NavigationBar] = [:]
    var indicators: [Int: PageIndicator] = [:]
    for (index, controller) in snapshot.allControllers.enumerated() {
      switch controller.kind {
      case .navigation:
        let stack = controller.children
        guard let top = stack.last else { continue }
        let back = stack.count >= 2 ? stack[stack.count - 2].title ?? "Back" : nil
        bars[index] = NavigationBar(title: top.displayName, backButtonTitle: back)
      case .page:
        indicators[index] = PageIndicator(count: controller.children.count, current: 0)
      case .viewController, .tabBar, .split, .alert:
        continue
      }
    }
    navigationBars = bars
    pageIndicators = indicators
    slide = nil
  }

  /// Creates a wireframe from its parts.
  ///
  /// - Parameters:
  ///   - snapshot: The tree to draw.
  ///   - navigationBars: What the navigation bars show, by the index of their
  ///     navigation controller in the snapshot's `allControllers`; a navigation
  ///     controller without an entry shows no bar.
  ///   - pageIndicators: The page dots, by the index of their page view
  ///     controller in `allControllers`; one without an entry shows no dots.
  ///   - slide: An interactive transition under way, if any.
  public init(
    snapshot: HierarchySnapshot, navigationBars: [Int: NavigationBar], pageIndicators: [Int: PageIndicator],
    slide: Slide? = nil
  ) {
    self.snapshot = snapshot
    self.navigationBars = navigationBars
    self.pageIndicators = pageIndicators
    self.slide = slide
  }
}

extension Wireframe {
  /// What a navigation bar shows.
  public struct NavigationBar: Sendable, Hashable {
    /// The title in the middle of the bar.
    public var title: String
    /// The back button's title; `nil` for no back button.
    public var backButtonTitle: String?

    /// Creates a navigation bar.
    ///
    /// - Parameters:
    ///   - title: The title in the middle of the bar.
    ///   - backButtonTitle: The back button's title; `nil` for no back button.
    public init(title: String, backButtonTitle: String?) {
      self.title = title
      self.backButtonTitle = backButtonTitle
    }
  }

  /// The page dots under a page view controller.
  public struct PageIndicator: Sendable, Hashable {
    /// How many dots, at most ``maximumCount`` (more are drawn as that many).
    public var count: Int
    /// The dot of the page shown, from 0; outside `0..<count`, none is filled.
    public var current: Int

    /// The most dots drawn.
    public static let maximumCount = 12

    /// Creates page dots.
    ///
    /// - Parameters:
    ///   - count: How many pages there are (a negative count is 0).
    ///   - current: The index of the page shown.
    public init(count: Int, current: Int) {
      self.count = Swift.max(count, 0)
      self.current = current
    }
  }

  /// An interactive transition under way: the screen that leaves, part of
  /// the way off.
  ///
  /// While a swipe back or a sheet pulled down is under way, the tree already
  /// shows where it ends; the slide draws the screen that leaves over it,
  /// moved by the progress: to the right for a swipe back, down for a sheet.
  public struct Slide: Sendable, Hashable {
    /// Which way the leaving screen moves.
    public enum Direction: String, Sendable, Hashable, CaseIterable {
      /// To the right, as a swipe back moves the top of a stack.
      case back
      /// Down, as a sheet pulled down moves.
      case down
    }

    /// The title of the screen that leaves.
    public var title: String
    /// How far it moved, from 0 to 1 (clamped; not a number counts as 0).
    public var progress: Double
    /// Which way it moves.
    public var direction: Direction

    /// Creates a slide.
    ///
    /// - Parameters:
    ///   - title: The title of the screen that leaves.
    ///   - progress: How far it moved, from 0 to 1.
    ///   - direction: Which way it moves.
    public init(title: String, progress: Double, direction: Direction) {
      self.title = title
      self.progress = progress
      self.direction = direction
    }

    /// The progress in 0…1, 0 for not a number.
    var clampedProgress: Double {
      progress.isNaN ? 0 : Swift.min(Swift.max(progress, 0), 1)
    }
  }
}
