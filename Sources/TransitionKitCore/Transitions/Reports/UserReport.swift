/// What a renderer tells the model the user did on screen, with the
/// revision of the mount stream it showed then.
///
/// A renderer sends one with ``Window/apply(_:)``: the model makes the same
/// change the testing kit's gestures make, so coordinators notice it as
/// they notice any gesture, or drops it with a ``ReportRejection``.
public struct UserReport: Hashable, Sendable {
  /// What the user did.
  public var action: UserReportAction
  /// The revision of the last mount transaction the renderer applied before
  /// the user acted (``Window/mountRevision`` when it is up to date).
  public var seenRevision: UInt64

  /// Creates a report.
  /// - Parameters:
  ///   - action: What the user did.
  ///   - seenRevision: The revision of the last transaction the renderer applied.
  public init(_ action: UserReportAction, seenRevision: UInt64) {
    self.action = action
    self.seenRevision = seenRevision
  }
}

/// How the user popped a navigation stack.
public enum PopGesture: String, Hashable, Sendable, Codable, CaseIterable {
  /// The back button.
  case backButton
  /// A swipe from the edge, finished (reported once its transition completed).
  case swipeBack
  /// An entry of the back button's menu.
  case backButtonMenu

  /// The user action the model records for the pop.
  var userAction: UserAction {
    switch self {
    case .backButton: .backButton
    case .swipeBack: .swipeBack
    case .backButtonMenu: .backButtonMenu
    }
  }
}

/// What the user did, on the nodes of a window's mount stream.
public enum UserReportAction: Hashable, Sendable {
  /// The stack of a navigation controller was popped back to one of its
  /// controllers (the one below the top for the back button or a swipe).
  case pop(navigation: MountNodeID, to: MountNodeID, gesture: PopGesture, animated: Bool)
  /// A sheet was pulled down, and the dismissal finished: the presented node
  /// leaves, with what it presents.
  case dismiss(MountNodeID, animated: Bool)
  /// The user tried to pull down a sheet that stays modal; nothing moves, the
  /// attempt is told to the sheet's presentation delegate and to the window's events.
  case attemptDismissal(MountNodeID)
  /// A tab of a tab bar controller was tapped.
  case tapTab(tabBar: MountNodeID, index: Int)
  /// A page view controller was swiped to its next or previous page(s).
  case swipePage(pages: MountNodeID, direction: PageDirection, animated: Bool)
  /// A split view controller collapsed or expanded (its size class changed).
  case setCollapsed(split: MountNodeID, isCollapsed: Bool)
  /// A swipe back began on a navigation controller: the pop runs by hand
  /// until ``finishInteractive(velocity:)`` or ``cancelInteractive(velocity:)``.
  case beginInteractivePop(navigation: MountNodeID)
  /// A pull-down began on a sheet (any node of the presented controller): the
  /// dismissal runs by hand until it is finished or cancelled.
  case beginInteractiveDismissal(MountNodeID)
  /// The finger of the window's reported interactive transition moved, to a
  /// progress from 0 to 1.
  case updateInteractive(progress: Double)
  /// The finger lifted and the window's reported interactive transition goes
  /// on to its end (velocity in progress per second).
  case finishInteractive(velocity: Double)
  /// The finger lifted and the window's reported interactive transition goes
  /// back to its start, undone (velocity in progress per second).
  case cancelInteractive(velocity: Double)
}

/// What the model did with a report it applied.
public enum ReportOutcome: Hashable, Sendable {
  /// The report was applied.
  case applied
  /// A tab tap was applied, with what it did (the tab bar's delegate may have refused it).
  case tabTapped(TabTapOutcome)
  /// A page swipe was applied: whether the pages changed (not at either end).
  case pageSwiped(changed: Bool)
}

/// Why the model dropped a report; nothing changed then. The renderer shows
/// something the model does not, and puts the model's tree back on screen.
public enum ReportRejection: Error, Hashable, Sendable, CustomStringConvertible {
  /// The node is not in the window's tree (it left, or never was there).
  case unknownNode(MountNodeID)
  /// The node is not of the kind the report acts on.
  case wrongKind(MountNodeID, expected: ContainerKind)
  /// The node is not in the stack the pop acts on, or is its top.
  case notBelowTop(MountNodeID, navigation: MountNodeID)
  /// The report says it saw a revision the window has not published yet.
  case futureRevision(UInt64, current: UInt64)
  /// What the report acts on changed after the revision the renderer saw (at
  /// the revision given): the user acted on a state that is gone.
  case movedOn(MountNodeID, since: UInt64)
  /// The sheet of a dismissal attempt does not stay modal in the model.
  case notModal(MountNodeID)
  /// No interactive transition begun by a report is waiting for the hand.
  case noInteractiveTransition
  /// The model's rules refused the change (UIKit's, and the app's delegates').
  case refused(TransitionError)

  /// The reason in a few words.
  public var description: String {
    switch self {
    case .unknownNode(let id): "node \(id) is not in the window"
    case .wrongKind(let id, let expected): "node \(id) is not a \(expected.rawValue)"
    case .notBelowTop(let id, let navigation): "node \(id) is not below the top of \(navigation)'s stack"
    case .futureRevision(let seen, let current): "revision \(seen) is ahead of the window's \(current)"
    case .movedOn(let id, let since): "node \(id) changed at revision \(since)"
    case .notModal(let id): "node \(id) does not stay modal"
    case .noInteractiveTransition: "no interactive transition waits for the hand"
    case .refused(let error): "refused: \(error)"
    }
  }
}
