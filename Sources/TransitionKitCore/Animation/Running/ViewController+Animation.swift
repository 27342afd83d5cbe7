extension ViewController {
  /// The animation this controller came in with, remembered for its way out.
  ///
  /// A transition that puts the controller in with an animation sets it; a
  /// transition that takes the controller out uses its
  /// ``Animation/dismissal`` unless it names an animation of its own; a
  /// transition that puts it in with ``Animation/default`` clears it. You may
  /// also set it yourself, for instance in ``prepare(for:sender:)``.
  public var transitionAnimation: Animation? {
    get { attachments[TransitionAnimationKey.self] }
    set { attachments[TransitionAnimationKey.self] = newValue }
  }
}

private enum TransitionAnimationKey: AttachmentKey {
  static var defaultValue: Animation? { nil }
}
