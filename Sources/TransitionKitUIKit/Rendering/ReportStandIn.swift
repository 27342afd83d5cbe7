// Stand-ins for the report API of TransitionKitCore, until it lands: the
// same names and shapes, internal to this module. Removed once Core has them.
import TransitionKitCore

struct UserReport: Hashable, Sendable {
  var action: UserReportAction
  var seenRevision: UInt64
  init(_ action: UserReportAction, seenRevision: UInt64) {
    self.action = action
    self.seenRevision = seenRevision
  }
}

enum PopGesture: String, Hashable, Sendable, Codable { case backButton, swipeBack, backButtonMenu }

enum UserReportAction: Hashable, Sendable {
  case pop(navigation: MountNodeID, to: MountNodeID, gesture: PopGesture, animated: Bool)
  case dismiss(MountNodeID, animated: Bool)
  case attemptDismissal(MountNodeID)
  case tapTab(tabBar: MountNodeID, index: Int)
  case swipePage(pages: MountNodeID, direction: PageDirection, animated: Bool)
  case setCollapsed(split: MountNodeID, isCollapsed: Bool)
  case beginInteractivePop(navigation: MountNodeID)
  case beginInteractiveDismissal(MountNodeID)
  case updateInteractive(progress: Double)
  case finishInteractive(velocity: Double)
  case cancelInteractive(velocity: Double)
}

enum ReportOutcome: Hashable, Sendable {
  case applied
  case tabTapped(TabTapOutcome)
  case pageSwiped(changed: Bool)
}

enum ReportRejection: Error, Hashable, Sendable {
  case unknownNode(MountNodeID)
  case wrongKind(MountNodeID, expected: ContainerKind)
  case futureRevision(UInt64, current: UInt64)
  case movedOn(MountNodeID, since: UInt64)
  case noInteractiveTransition
  case refused(TransitionError)
}

extension Window {
  func apply(_ report: UserReport) throws(ReportRejection) -> ReportOutcome {
    throw .noInteractiveTransition
  }
}
