import TransitionKitCore

/// The routes of the users tab.
public enum UsersRoute: Sendable {
  /// The people.
  case people
  /// A user's profile, on top of the people.
  case user(Int)
  /// An alert asking whether to block a user.
  case block(Int)
  /// The alert is answered: it goes away.
  case dismissAlert
  /// The user was blocked: the alert goes away, and so does their profile.
  case blocked
  /// A sheet to invite friends.
  case invite
}

/// The users tab: people, a user's profile, an alert over everything, and an
/// invitation sheet.
public final class UsersCoordinator: NavigationCoordinator<UsersRoute> {
  /// Creates the users tab, showing the people.
  public init() {
    super.init(rootViewController: NavigationController(title: "Users"), initialRoute: .people)
  }

  /// The transition for each route.
  public override func prepareTransition(for route: UsersRoute) -> Transition<NavigationController> {
    switch route {
    case .people:
      return .set([ViewController(title: "People")])
    case .user(let id):
      return .push(ViewController(title: "User \(id)"), animation: Motion.slide)
    case .block(let id):
      let router = unownedRouter
      let alert = AlertController(
        title: "Block User \(id)?",
        actions: [
          AlertAction(title: "Cancel") { router.trigger(.dismissAlert) },
          AlertAction(title: "Block") { router.trigger(.blocked) },
        ])
      return .present(alert, animation: Motion.popUp)
    case .dismissAlert:
      return .dismiss()
    case .blocked:
      return .multiple(.dismiss(), .pop())
    case .invite:
      let sheet = ViewController(title: "Invite Friends")
      sheet.modalPresentationStyle = .pageSheet
      return .present(sheet, animation: Motion.sheet)
    }
  }
}

/// A button of an ``AlertController``.
public struct AlertAction: Sendable {
  /// The button's title.
  public let title: String
  /// What tapping it does.
  public let handler: @MainActor () -> Void

  /// Creates a button.
  public init(title: String, handler: @escaping @MainActor () -> Void) {
    self.title = title
    self.handler = handler
  }
}

/// An alert over the whole window, whose buttons trigger routes of the
/// coordinator that showed it, as a `UIAlertController`'s actions would.
public final class AlertController: ViewController {
  /// The buttons, in order.
  public let actions: [AlertAction]

  /// Creates an alert, presented over the full screen.
  public init(title: String, actions: [AlertAction]) {
    self.actions = actions
    super.init(title: title)
    modalPresentationStyle = .overFullScreen
  }

  /// Taps a button.
  /// - Parameter title: The button's title.
  /// - Returns: Whether the alert has such a button.
  @discardableResult
  public func tap(_ title: String) -> Bool {
    guard let action = actions.first(where: { $0.title == title }) else { return false }
    action.handler()
    return true
  }
}
