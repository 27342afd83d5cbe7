/// Animations registered under names, so that routes and configuration can
/// name them. Each name has one shared ``Animation``, made on first use.
///
/// The shared registry knows the built-in animations: `fade`, `scale`,
/// `movePassengers`, `slideFromTop`, `slideFromBottom`, `slideFromLeft` and
/// `slideFromRight`.
///
/// ```swift
/// AnimationRegistry.shared.register("radial") { Animation(presentation: radialIn, dismissal: radialOut) }
/// let radial = try Animation.named("radial")
/// ```
@MainActor
public final class AnimationRegistry {
  /// The registry ``Animation/named(_:)`` looks in.
  public static let shared = AnimationRegistry()

  private var factories: [String: @MainActor () -> Animation] = [:]
  private var instances: [String: Animation] = [:]

  /// Creates a registry.
  /// - Parameter includingBuiltIns: Whether the built-in animations are registered.
  public init(includingBuiltIns: Bool = true) {
    guard includingBuiltIns else { return }
    register("fade") { .fade() }
    register("scale") { .scale() }
    register("movePassengers") { .movePassengers() }
    for edge in Edge.allCases {
      register("slideFrom" + edge.rawValue.prefix(1).uppercased() + edge.rawValue.dropFirst()) { .slide(from: edge) }
    }
  }

  /// The registered names, sorted.
  public var names: [String] { factories.keys.sorted() }

  /// Registers (or replaces) the animation made by `factory` under a name.
  ///
  /// The factory runs once, the first time the name is looked up; every
  /// look-up after that returns the same instance. Registering a name again
  /// forgets the instance made by the previous factory.
  /// - Parameters:
  ///   - name: The name.
  ///   - factory: Makes the animation.
  public func register(_ name: String, factory: @escaping @MainActor () -> Animation) {
    factories[name] = factory
    instances[name] = nil
  }

  /// The animation registered under a name.
  /// - Parameter name: A registered name.
  /// - Returns: The one shared instance for that name.
  /// - Throws: ``TransitionError/unknownAnimation(name:)``.
  public func animation(named name: String) throws(TransitionError) -> Animation {
    if let instance = instances[name] { return instance }
    guard let factory = factories[name] else { throw .unknownAnimation(name: name) }
    let instance = factory()
    if instance.name == nil { instance.name = name }
    instances[name] = instance
    return instance
  }
}

extension Animation {
  /// The animation registered under a name in the shared registry.
  /// - Throws: ``TransitionError/unknownAnimation(name:)``.
  public static func named(_ name: String) throws(TransitionError) -> Animation {
    try AnimationRegistry.shared.animation(named: name)
  }
}
