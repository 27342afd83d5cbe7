import TransitionKitCore

/// The routes of the login.
public enum LoginRoute: Sendable {
  /// The sign-in form.
  case form
  /// The form is submitted: the app goes home.
  case submit
}

/// The login: a sign-in form in a navigation stack; submitting it asks the
/// app, through the router it was given, to show the home.
public final class LoginCoordinator: NavigationCoordinator<LoginRoute> {
  private let app: UnownedRouter<AppRoute>

  /// Creates the login, showing its form.
  /// - Parameter app: The app, held without keeping it alive.
  public init(app: UnownedRouter<AppRoute>) {
    self.app = app
    super.init(rootViewController: NavigationController(title: "Login"), initialRoute: .form)
  }

  /// The transition for each route.
  public override func prepareTransition(for route: LoginRoute) -> Transition<NavigationController> {
    switch route {
    case .form: .set([ViewController(title: "Sign in")])
    case .submit: .trigger(.home, on: app)
    }
  }
}
