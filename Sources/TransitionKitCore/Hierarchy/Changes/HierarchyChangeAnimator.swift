/// Something that animates the changes made directly on a window's model
/// (installed by the animation layer).
@MainActor
protocol HierarchyChangeAnimator: AnyObject {
  /// Takes over a begun change and ends it when its animation is over.
  func animate(_ change: HierarchyChange)
  /// How ``animate(_:)`` would animate a change made directly on the model
  /// that is beginning, for the mount stream; `nil` when it would not.
  func describe(_ change: HierarchyChange) -> MountAnimation?
}
