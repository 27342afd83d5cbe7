import TransitionKitCore

extension TestWindow {
  /// The controller the user looks at: the deepest visible controller of
  /// the layer a user can touch; `nil` when nothing is visible.
  ///
  /// That is the top of the visible navigation stack, inside the selected
  /// tab, inside the sheet or the alert on top. When two are as deep, such
  /// as a split view's two columns, it is the last one: the secondary
  /// column's.
  ///
  /// ```swift
  /// app.root.trigger(.article(42))
  /// app.runAll()
  /// #expect(app.visibleViewController?.title == "Article 42")
  /// ```
  public var visibleViewController: ViewController? {
    VisibleLayer.topmost(in: window).deepest()
  }

  /// The screen of a type the user sees: the deepest visible controller of
  /// that type in the layer a user can touch (the last one, when two are as
  /// deep).
  ///
  /// Use it to reach a screen the app made, to look at it or to press its
  /// buttons as a user would:
  ///
  /// ```swift
  /// let article = try app.screen(as: ArticleViewController.self)
  /// article.shareButtonTapped()
  /// ```
  ///
  /// A screen under a sheet or an alert cannot be touched, so it is not
  /// found, as the gestures do not act on it.
  ///
  /// - Parameter type: The type of the screen, a `ViewController` subclass
  ///   (or `ViewController` itself, for the deepest visible controller).
  /// - Returns: The screen.
  /// - Throws: ``TestWindowError/screenNotVisible(_:frontmost:)`` when no
  ///   visible controller of the layer is of that type.
  public func screen<Screen: ViewController>(as type: Screen.Type) throws(TestWindowError) -> Screen {
    let layer = VisibleLayer.topmost(in: window)
    guard let screen: Screen = layer.deepest() else {
      throw .screenNotVisible(String(describing: type), frontmost: layer.frontmostName ?? window.name)
    }
    return screen
  }

  /// The alert or action sheet the user sees, if one is on top: an
  /// `AlertController` in the layer a user can touch.
  ///
  /// ```swift
  /// #expect(app.visibleAlert?.actions.map(\.title) == ["Cancel", "Log out"])
  /// try app.tapAlertButton("Log out")
  /// ```
  public var visibleAlert: AlertController? {
    VisibleLayer.topmost(in: window).deepest()
  }
}
