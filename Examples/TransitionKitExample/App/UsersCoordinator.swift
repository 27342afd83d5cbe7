import TransitionKitCore

/// The routes of the users tab.
public enum UsersRoute: Hashable, Sendable {
  /// The people.
  case people
  /// A user's profile, on top of the people.
  case user(Int)
  /// An alert asking whether to block a user.
  case block(Int)
  /// The user was blocked (the alert's button, once the alert went away):
  /// their profile goes too.
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
      let alert = AlertController(title: "Block User \(id)?", message: nil)
      alert.addAction(AlertAction(title: "Cancel", style: .cancel))
      alert.addAction(AlertAction(title: "Block", style: .destructive) { router.trigger(.blocked) })
      return .present(alert, animation: Motion.popUp)
    case .blocked:
      return .pop()
    case .invite:
      let sheet = ViewController(title: "Invite Friends")
      sheet.modalPresentationStyle = .pageSheet
      return .present(sheet, animation: Motion.sheet)
    }
  }
}
