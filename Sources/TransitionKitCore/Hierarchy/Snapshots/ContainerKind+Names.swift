extension ContainerKind {
  /// The name of an untitled controller of this kind: `Nav`, `Tabs`, `Pages`
  /// or `Split` for the containers; `nil` for plain controllers and alerts,
  /// which are named by their type.
  public var untitledName: String? {
    switch self {
    case .navigation: "Nav"
    case .tabBar: "Tabs"
    case .page: "Pages"
    case .split: "Split"
    case .viewController, .alert: nil
    }
  }

  /// How TransitionKit names a controller of this kind, everywhere it names
  /// one: error messages, event logs, ``HierarchySnapshot/visibleTitles``,
  /// leak reports and the testing kit's compact form.
  ///
  /// A controller is named by its title. An untitled container is named by
  /// its kind (``untitledName``), so an error about an untitled navigation
  /// controller names the same `Nav` as the compact form `Nav[Home, Detail]`;
  /// any other untitled controller is named by its type.
  ///
  /// ```swift
  /// ContainerKind.navigation.displayName(title: nil, typeName: "NavigationController")  // "Nav"
  /// ContainerKind.navigation.displayName(title: "Home", typeName: "NavigationController")  // "Home"
  /// ContainerKind.viewController.displayName(title: nil, typeName: "ProfileScreen")  // "ProfileScreen"
  /// ```
  ///
  /// - Parameters:
  ///   - title: The controller's title.
  ///   - typeName: The controller's type name.
  /// - Returns: The title; else the kind's ``untitledName``; else the type name.
  public func displayName(title: String?, typeName: @autoclosure () -> String) -> String {
    title ?? untitledName ?? typeName()
  }
}
