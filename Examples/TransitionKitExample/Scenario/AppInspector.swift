import TransitionKitCore

/// A coordinator whose children can be listed. Every coordinator has
/// `children`, but no public protocol without generic parameters names it,
/// so the app's coordinators conform to this one.
@MainActor
protocol ParentCoordinator: AnyObject {
  /// The child coordinators.
  var children: [any Presentable] { get }
}

extension AppCoordinator: ParentCoordinator {}
extension LoginCoordinator: ParentCoordinator {}
extension HomeCoordinator: ParentCoordinator {}
extension NewsCoordinator: ParentCoordinator {}
extension UsersCoordinator: ParentCoordinator {}
extension SettingsCoordinator: ParentCoordinator {}
extension NotificationsCoordinator: ParentCoordinator {}
extension OnboardingCoordinator: ParentCoordinator {}

/// Looks at the app from outside, as the scenario needs: the screen on top,
/// the coordinator tree, and every object that must be freed at the end.
@MainActor
struct AppInspector {
  let window: Window
  let app: AppCoordinator

  /// The screen the user sees on top: what is presented over everything,
  /// else the selected tab's, the top of a stack, or the visible page.
  var topScreen: ViewController? {
    var current = window.rootViewController
    while let controller = current {
      if let presented = controller.presentedViewController, presented !== controller {
        current = presented
      } else if let tabs = controller as? TabBarController, let selected = tabs.selectedViewController {
        current = selected
      } else if let navigation = controller as? NavigationController, let top = navigation.topViewController {
        current = top
      } else if let pages = controller as? PageViewController, let page = pages.viewControllers.first {
        current = page
      } else {
        return controller
      }
    }
    return nil
  }

  /// The coordinator tree, as `App[Home[News, Users, Settings]]`: each
  /// coordinator's type name without "Coordinator", its children in brackets.
  var coordinatorTree: String {
    func describe(_ coordinator: any Presentable) -> String {
      let name = String(describing: type(of: coordinator))
      let shortName = name.hasSuffix("Coordinator") ? String(name.dropLast("Coordinator".count)) : name
      let children = (coordinator as? any ParentCoordinator)?.children ?? []
      return children.isEmpty ? shortName : shortName + "[" + children.map(describe).joined(separator: ", ") + "]"
    }
    return describe(app)
  }

  /// Every controller in the window and every coordinator below the app,
  /// with a name for each.
  var everyObject: [(name: String, object: AnyObject)] {
    var found: [(name: String, object: AnyObject)] = []
    var seen: Set<ObjectIdentifier> = []
    func visit(_ controller: ViewController) {
      guard seen.insert(ObjectIdentifier(controller)).inserted else { return }
      found.append((controller.displayName, controller))
      for child in controller.children { visit(child) }
      if let presented = controller.presentedViewController { visit(presented) }
    }
    func visit(coordinator: any Presentable) {
      guard seen.insert(ObjectIdentifier(coordinator)).inserted else { return }
      found.append((String(describing: type(of: coordinator)), coordinator))
      for child in (coordinator as? any ParentCoordinator)?.children ?? [] { visit(coordinator: child) }
    }
    if let root = window.rootViewController { visit(root) }
    for child in app.children { visit(coordinator: child) }
    return found
  }
}

/// Weak references to the objects of a session, to check at the end that
/// they were all freed.
@MainActor
final class ReleaseTracker {
  private struct WeakEntry {
    let name: String
    weak var object: AnyObject?
  }

  private var entries: [WeakEntry] = []

  /// Starts watching objects (each once).
  func watch(_ objects: [(name: String, object: AnyObject)]) {
    for (name, object) in objects where !entries.contains(where: { $0.object === object }) {
      entries.append(WeakEntry(name: name, object: object))
    }
  }

  /// The names of every object watched, and of those still alive.
  var report: ReleaseReport {
    ReleaseReport(tracked: entries.map(\.name), survivors: entries.filter { $0.object != nil }.map(\.name))
  }
}
