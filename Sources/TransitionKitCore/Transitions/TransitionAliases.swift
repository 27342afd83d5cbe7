/// The transitions of a navigation controller root, under XCoordinator's
/// name: what a ``NavigationCoordinator`` returns for a route.
///
/// ```swift
/// override func prepareTransition(for route: NewsRoute) -> NavigationTransition {
///   switch route {
///   case .list: .set([ViewController(title: "News")])
///   case .article(let id): .push(ViewController(title: "Article \(id)"))
///   }
/// }
/// ```
public typealias NavigationTransition = Transition<NavigationController>

/// The transitions of a tab bar controller root, under XCoordinator's name:
/// what a ``TabBarCoordinator`` returns for a route.
public typealias TabBarTransition = Transition<TabBarController>

/// The transitions of a page view controller root, under XCoordinator's
/// name: what a ``PageCoordinator`` returns for a route.
public typealias PageTransition = Transition<PageViewController>

/// The transitions of a split view controller root, under XCoordinator's
/// name: what a ``SplitCoordinator`` returns for a route.
public typealias SplitTransition = Transition<SplitViewController>

/// The transitions of a plain view controller root, under XCoordinator's
/// name: what a ``ViewCoordinator`` returns for a route.
public typealias ViewTransition = Transition<ViewController>
