/// The saved navigation of an app: for each window, the routes that shape
/// its current tree, and a fingerprint of that tree.
///
/// A document is `Codable`; encode it with sorted keys (as
/// `JSONEncoder.OutputFormatting.sortedKeys` does) and the same state gives
/// the same bytes. It records the routes, never the tree: replaying routes
/// runs the app's own coordinator logic, so a restored screen is built by
/// today's code, with today's dependencies.
///
/// ```swift
/// let document = RestorationDocument(appBuild: "42", savedAt: 1_700_000_000, windows: [app.restorationState()])
/// ```
public struct RestorationDocument: Sendable, Hashable, Codable {
  /// The version of the document's format this library writes.
  public static let currentFormatVersion = 1

  /// The version of the document's format; a document of a newer format is
  /// refused with ``RestorationRefusal/unsupportedFormat(_:)``.
  public var formatVersion: Int
  /// The build of the app that saved it, as the app names its builds.
  public var appBuild: String
  /// When it was saved, in seconds since 1970 (UTC), as
  /// `Date.timeIntervalSince1970` gives it: the age gate compares it with
  /// ``RestorationOptions/now``.
  public var savedAt: Double
  /// The saved state of each window.
  public var windows: [WindowRestorationState]

  /// Creates a document of the current format.
  ///
  /// - Parameters:
  ///   - appBuild: The app's build.
  ///   - savedAt: When it is saved, in seconds since 1970.
  ///   - windows: The state of each window.
  public init(appBuild: String, savedAt: Double, windows: [WindowRestorationState]) {
    formatVersion = Self.currentFormatVersion
    self.appBuild = appBuild
    self.savedAt = savedAt
    self.windows = windows
  }

  /// The state saved for a window of a name, if any (the first, when several have it).
  ///
  /// - Parameter name: The window's ``Window/name``.
  public func window(named name: String) -> WindowRestorationState? {
    windows.first { $0.window == name }
  }
}

/// The saved navigation of one window: the steps to replay, in order, and
/// the tree they led to.
public struct WindowRestorationState: Sendable, Hashable, Codable {
  /// The window's name.
  public var window: String
  /// The routes whose effects still stood when the state was saved, in the
  /// order they were triggered.
  public var steps: [RestorationStep]
  /// The tree when the state was saved: the report of a restoration names
  /// how the restored tree differs from it.
  public var fingerprint: HierarchySnapshot

  /// Creates a window's state.
  ///
  /// - Parameters:
  ///   - window: The window's name.
  ///   - steps: The steps.
  ///   - fingerprint: The tree they led to.
  public init(window: String, steps: [RestorationStep], fingerprint: HierarchySnapshot) {
    self.window = window
    self.steps = steps
    self.fingerprint = fingerprint
  }
}

/// One saved route: which coordinator took it, and the route itself as a
/// tag, a version and a payload.
public struct RestorationStep: Sendable, Hashable, Codable {
  /// The coordinator that took the route, from the root of the saved tree.
  public var coordinator: CoordinatorPath
  /// The ``RestorableRoute/restorationName`` of the route's type.
  public var routeType: String
  /// The route's ``RestorableRoute/restorationTag``.
  public var tag: String
  /// The ``RestorableRoute/restorationVersion`` of its type when it was saved.
  public var version: Int
  /// The route's ``RestorableRoute/restorationPayload``.
  public var payload: RestorationPayload
  /// The index of the step that put the coordinator (or the nearest
  /// ancestor of it that a step put) into the tree, if a step did: a step
  /// that fails takes the steps that depend on it along under
  /// ``RestorationPolicy/skipFailedAndDependents``.
  public var dependsOn: Int?
  /// The screens the route put that had been closed since (popped or
  /// dismissed by the user or by routes that are not saved), by their rank
  /// among the screens it put; `nil` when none was. The replay closes them
  /// again right after the route, last first, so that what the user saw
  /// comes back: a route that pushed two screens, of which the user popped
  /// one, comes back as the one screen.
  public var closed: [Int]?

  /// Creates a step.
  ///
  /// - Parameters:
  ///   - coordinator: The coordinator that takes the route.
  ///   - routeType: The name of the route's type.
  ///   - tag: The route's tag.
  ///   - version: The version of the route's type.
  ///   - payload: The route's values.
  ///   - dependsOn: The index of the step it depends on, if any.
  ///   - closed: The ranks of the screens it put that were closed since, if any.
  public init(
    coordinator: CoordinatorPath,
    routeType: String,
    tag: String,
    version: Int,
    payload: RestorationPayload = .null,
    dependsOn: Int? = nil,
    closed: [Int]? = nil
  ) {
    self.coordinator = coordinator
    self.routeType = routeType
    self.tag = tag
    self.version = version
    self.payload = payload
    self.dependsOn = dependsOn
    self.closed = closed
  }
}

/// The place of a coordinator in a coordinator tree, from its root: at each
/// level, the child's name and its rank among the children of that name
/// that are in the window.
///
/// A child's name is its ``RestorationIdentifiable/restorationIdentifier``
/// when it has one, and its type's name otherwise. The empty path is the
/// root: the coordinator a state is saved from and restored into. Written
/// as text, a path reads `HomeCoordinator/news`, with `#1` after a name for
/// the second child of that name.
public struct CoordinatorPath: Sendable, Hashable, Codable, CustomStringConvertible {
  /// One level of a path.
  public struct Component: Sendable, Hashable, Codable {
    /// The coordinator's restoration identifier, or its type's name.
    public var name: String
    /// Its rank among its parent's children of that name (0 for the first).
    public var index: Int

    /// Creates a component.
    ///
    /// - Parameters:
    ///   - name: The coordinator's restoration identifier, or its type's name.
    ///   - index: Its rank among the children of that name.
    public init(name: String, index: Int = 0) {
      self.name = name
      self.index = index
    }
  }

  /// The levels, from the root's child down.
  public var components: [Component]

  /// Creates a path.
  ///
  /// - Parameter components: The levels, from the root's child down.
  public init(_ components: [Component] = []) {
    self.components = components
  }

  /// The root.
  public static let root = CoordinatorPath()

  /// The path as text: `(root)`, or the names joined with `/`.
  public var description: String {
    guard !components.isEmpty else { return "(root)" }
    return components.map { $0.index == 0 ? $0.name : "\($0.name)#\($0.index)" }.joined(separator: "/")
  }
}
