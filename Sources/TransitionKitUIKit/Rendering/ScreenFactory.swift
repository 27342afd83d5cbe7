import TransitionKitCore

/// Builds the host of each plain controller of the model: the screens the
/// app registers.
///
/// A screen is found, in order: by a builder that receives the whole
/// `MountNode` and may decline (any field of the node can key it), by the
/// screen value the app attached to the model controller (its `screen`,
/// by the value's type), then by the name of the model controller's type.
/// A node no builder takes gets the container factory's placeholder.
///
/// ```swift
/// var screens = ScreenFactory()
/// screens.register(ProfileViewController.self) { node in ProfileScreen(title: node.title) }
/// screens.register(screens: AppScreen.self) { screen, node in AppScreenHost(screen) }
/// screens.register { node in node.title == "Help" ? HelpScreen() : nil }
/// ```
@MainActor
public struct ScreenFactory {
  private var byTypeName: [String: @MainActor (MountNode) -> any ViewControllerHost] = [:]
  private var byNode: [@MainActor (MountNode) -> (any ViewControllerHost)?] = []
  private var byScreen: [@MainActor (ScreenValue, MountNode) -> (any ViewControllerHost)?] = []

  /// An empty factory: every screen is a placeholder.
  public init() {}

  /// Registers the builder of the screens of one model type.
  /// - Parameters:
  ///   - type: The model controller's type.
  ///   - build: Builds a host for a node of that type.
  public mutating func register(
    _ type: ViewController.Type, build: @escaping @MainActor (MountNode) -> any ViewControllerHost
  ) {
    byTypeName[String(describing: type)] = build
  }

  /// Registers the builder of the screens whose model type has a name (a
  /// node's `typeName`).
  /// - Parameters:
  ///   - typeName: The name of the model controller's type.
  ///   - build: Builds a host for a node of that type.
  public mutating func register(
    typeName: String, build: @escaping @MainActor (MountNode) -> any ViewControllerHost
  ) {
    byTypeName[typeName] = build
  }

  /// Registers a builder that receives every node first and returns `nil`
  /// for the nodes it does not build. Builders registered this way are
  /// asked in the order of registration, before the builders by type.
  /// - Parameter build: Builds a host for a node, or declines.
  public mutating func register(_ build: @escaping @MainActor (MountNode) -> (any ViewControllerHost)?) {
    byNode.append(build)
  }

  /// Registers the builder of the screens whose model controller carries a
  /// screen value of a type (`ViewController.screen`). Builders registered
  /// this way are asked in the order of registration, after the builders
  /// that see the node first and before the builders by model type.
  /// - Parameters:
  ///   - type: The type of the screen values.
  ///   - build: Builds a host for a screen value and its node.
  public mutating func register<Screen: Hashable & Sendable>(
    screens type: Screen.Type, build: @escaping @MainActor (Screen, MountNode) -> any ViewControllerHost
  ) {
    byScreen.append { value, node in value.value(as: Screen.self).map { build($0, node) } }
  }

  /// The host a registered builder makes for a node, or `nil` when none takes it.
  /// - Parameter node: The node, as the mount stream describes it.
  public func makeScreen(for node: MountNode) -> (any ViewControllerHost)? {
    for build in byNode {
      if let host = build(node) { return host }
    }
    if let screen = node.screen {
      for build in byScreen {
        if let host = build(screen, node) { return host }
      }
    }
    return byTypeName[node.typeName]?(node)
  }
}
