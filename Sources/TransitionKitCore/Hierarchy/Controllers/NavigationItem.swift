/// What a view controller shows in a navigation bar while it is on a
/// navigation stack.
@MainActor
public final class NavigationItem {
  /// The title shown in the navigation bar; `nil` shows the controller's title.
  public var title: String? {
    get { storedTitle }
    set {
      storedTitle = newValue
      didChange()
    }
  }
  /// The title the *next* controller's back button shows while this controller
  /// is below it on the stack; `nil` falls back to this controller's title.
  public var backButtonTitle: String? {
    get { storedBackButtonTitle }
    set {
      storedBackButtonTitle = newValue
      didChange()
    }
  }
  /// The name of the image the next controller's back button shows while this
  /// controller is below it on the stack.
  public var backButtonImageName: String? {
    get { storedBackButtonImageName }
    set {
      storedBackButtonImageName = newValue
      didChange()
    }
  }
  /// A back button this controller shows instead of the one derived from the
  /// controller below it (a pushing animation can set it).
  public var customBackButton: BackButton? {
    didSet { didChange() }
  }

  // The storage of the properties above, read and assigned whole only (a
  // change through the property gets, then sets): no two accesses overlap,
  // so they skip the exclusivity checks, which every controller's creation
  // paid three times.
  @exclusivity(unchecked) private var storedTitle: String?
  @exclusivity(unchecked) private var storedBackButtonTitle: String?
  @exclusivity(unchecked) private var storedBackButtonImageName: String?

  /// The controller the item belongs to, unretained: the controller clears
  /// it when it goes.
  @exclusivity(unchecked) nonisolated(unsafe) var owner: Unmanaged<ViewController>?

  /// Tells the owner's renderers that the item changed.
  private func didChange() {
    guard MountPublisher.isAnyActive else { return }
    owner?.takeUnretainedValue().propertiesDidChange()
  }

  /// Creates a navigation item.
  /// - Parameters:
  ///   - title: The title shown in the navigation bar.
  ///   - backButtonTitle: The title of the back button that leads back here.
  ///   - backButtonImageName: The image of the back button that leads back here.
  public init(title: String? = nil, backButtonTitle: String? = nil, backButtonImageName: String? = nil) {
    storedTitle = title
    storedBackButtonTitle = backButtonTitle
    storedBackButtonImageName = backButtonImageName
  }
}

/// What a back button shows.
public struct BackButton: Sendable, Hashable, Codable {
  /// The button's title.
  public var title: String
  /// The name of the button's image, if any.
  public var imageName: String?

  /// Creates a back button description.
  public init(title: String, imageName: String? = nil) {
    self.title = title
    self.imageName = imageName
  }
}
