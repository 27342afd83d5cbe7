/// The animations of a controller's way in and its way out.
///
/// A transition that puts a controller in with an `Animation` remembers it on
/// that controller (``ViewController/transitionAnimation``); a transition that
/// takes the controller out later uses its ``dismissal`` unless it names an
/// animation of its own. So a stack pushed with `radial`, `vertical`, `fade`
/// pops with `fade`, `vertical`, `radial`.
///
/// ```swift
/// try await router.trigger(.detail)   // prepareTransition: .push(detail, animation: .fade())
/// ```
///
/// A half that is `nil` uses the system animation for the kind of change (see
/// <doc:AnimationsAndTime>). ``default`` has both halves `nil`; passing it to a
/// transition resets the controller to the system animations.
@MainActor
public final class Animation {
  /// The animation of the way in (push, present, select, embed, …).
  public let presentation: TransitionAnimation?
  /// The animation of the way out (pop, dismiss, removal).
  public let dismissal: TransitionAnimation?
  /// The back button a controller pushed with this animation shows, if any.
  public let backButton: BackButton?
  /// The name the animation is registered under, when it came from a
  /// registry (``named(_:)``); a renderer reads it in the mount stream.
  public internal(set) var name: String?

  /// Creates an animation from its two halves.
  /// - Parameters:
  ///   - presentation: The way in; `nil` for the system animation.
  ///   - dismissal: The way out; `nil` for the system animation.
  ///   - backButton: The back button a controller pushed with this animation shows.
  public init(
    presentation: TransitionAnimation?,
    dismissal: TransitionAnimation?,
    backButton: BackButton? = nil
  ) {
    self.presentation = presentation
    self.dismissal = dismissal
    self.backButton = backButton
  }

  /// The system animations. Passing it to a transition resets the controller
  /// it puts in to the system animations.
  public static let `default` = Animation(presentation: nil, dismissal: nil)

  /// The same animation, with a back button for the controller it pushes.
  /// - Parameters:
  ///   - title: The back button's title.
  ///   - imageName: The name of the back button's image.
  public func withBackButton(title: String, imageName: String? = nil) -> Animation {
    Animation(
      presentation: presentation, dismissal: dismissal, backButton: BackButton(title: title, imageName: imageName))
  }

  /// The half used for a kind of change.
  func half(isDismissal: Bool) -> TransitionAnimation? {
    isDismissal ? dismissal : presentation
  }
}
