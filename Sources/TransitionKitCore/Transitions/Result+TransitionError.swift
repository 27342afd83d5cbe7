extension Result where Failure == TransitionError {
  /// Whether the transition, route or flow succeeded.
  ///
  /// Completions receive a `Result`; these accessors read it without a
  /// `switch`:
  ///
  /// ```swift
  /// router.trigger(.article(42)) { result in
  ///   if result.isSuccess { print("shown") }
  ///   if let error = result.error { print(error) }
  /// }
  /// ```
  public var isSuccess: Bool {
    if case .success = self { true } else { false }
  }

  /// The error, when it failed; `nil` when it succeeded.
  public var error: TransitionError? {
    if case .failure(let error) = self { error } else { nil }
  }
}
