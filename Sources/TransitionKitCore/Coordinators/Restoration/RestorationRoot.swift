/// The coordinator a window's state is saved from and restored into: a
/// window coordinator, or the coordinator at the root of a tree.
@MainActor
struct RestorationRoot {
  /// The root coordinator's node.
  let node: CoordinatorNode
  /// The root coordinator.
  let router: any Router
  /// The window, if the tree is in one.
  let window: Window?
  /// The controller at the root of the tree.
  let treeRoot: ViewController

  /// The name of the window, as a state records it (empty outside a window).
  var windowName: String { window?.name ?? "" }

  /// The tree as it is now.
  var snapshot: HierarchySnapshot {
    window?.snapshot ?? treeRoot.root.snapshot
  }

  /// The standing steps of the tree now.
  func state() -> WindowRestorationState {
    RestorationCapture.state(
      rootNode: node, treeRoot: window?.rootViewController ?? treeRoot.root, windowName: windowName,
      fingerprint: snapshot)
  }

  /// The state of a document to restore here: the state of the window of
  /// the same name, or the only state of a document that holds one.
  func state(in document: RestorationDocument) -> WindowRestorationState? {
    document.window(named: windowName) ?? (document.windows.count == 1 ? document.windows.first : nil)
  }

  /// The router a step's path names, and the step's route rebuilt for it.
  func resolve(_ step: RestorationStep) -> Result<(router: any Router, route: any Sendable), RestorationDropReason> {
    let inTree = TreeMembership(root: window?.rootViewController ?? treeRoot.root)
    var current = node
    for component in step.coordinator.components {
      var rank = 0
      var found: CoordinatorNode?
      for child in current.children {
        guard CoordinatorPath.name(of: child) == component.name, let childNode = CoordinatorNode.node(of: child),
          inTree.contains(childNode.lifetimeController)
        else { continue }
        if rank == component.index {
          found = childNode
          break
        }
        rank += 1
      }
      guard let found else {
        return .failure(.containerMismatch("no coordinator at \(step.coordinator)"))
      }
      current = found
    }
    guard let router = current.owner as? any Router else {
      return .failure(.containerMismatch("no coordinator at \(step.coordinator)"))
    }
    return router.restoredRoute(for: step).map { (router, $0) }
  }

  /// Tells the window's event log what became of a restoration.
  func emit(_ report: RestorationReport) {
    window?.emit {
      .restored(
        RestorationRecord(
          outcome: report.outcome.description,
          applied: report.steps.filter { $0.status == .applied }.map {
            "\($0.routeType).\($0.tag) on \($0.coordinator)"
          },
          dropped: report.steps.compactMap { step in
            guard case .dropped(let reason) = step.status else { return nil }
            return "\(step.routeType).\(step.tag) on \(step.coordinator): \(reason)"
          },
          matchesFingerprint: report.difference.isEmpty))
    }
  }

  /// Restores a document: the gates first, then the replay.
  func restore(
    _ document: RestorationDocument,
    options: RestorationOptions,
    completion: @escaping @MainActor (RestorationReport) -> Void
  ) {
    let state = state(in: document)
    if let refusal = refusal(of: document, state: state, options: options) {
      let steps = (state?.steps ?? []).enumerated().map { index, step in
        RestorationStepReport(
          index: index, coordinator: step.coordinator, routeType: step.routeType, tag: step.tag,
          status: .dropped(.refused))
      }
      let report = RestorationReport(
        outcome: .refused(refusal), policy: options.policy.name, steps: steps,
        difference: RestorationDifference(
          fingerprint: state?.fingerprint ?? HierarchySnapshot(root: nil), result: snapshot))
      emit(report)
      completion(report)
      return
    }
    guard let state else { return }
    RestorationReplay(root: self, state: state, policy: options.policy, completion: completion).start()
  }

  /// Why a document is refused before anything changes, if it is.
  private func refusal(
    of document: RestorationDocument, state: WindowRestorationState?, options: RestorationOptions
  ) -> RestorationRefusal? {
    if document.formatVersion > RestorationDocument.currentFormatVersion {
      return .unsupportedFormat(document.formatVersion)
    }
    guard state != nil else { return .noStateForWindow(windowName) }
    if let maximumAge = options.maximumAge {
      let age = options.now - document.savedAt
      // A date that makes no sense (not a number) is too old as well.
      if !(age <= maximumAge) { return .tooOld(age: age, maximumAge: maximumAge) }
    }
    if let gate = options.gate, case .refuse(let reason) = gate(document) {
      return .refusedByGate(reason)
    }
    return nil
  }
}

extension Router {
  /// A saved step's route, rebuilt as one of this router's routes.
  func restoredRoute(for step: RestorationStep) -> Result<any Sendable, RestorationDropReason> {
    let routerName = TypeNames.name(of: type(of: self))
    guard let routeType = Route.self as? any RestorableRoute.Type else {
      return .failure(.containerMismatch("the routes of \(routerName) are not restorable"))
    }
    guard routeType.restorationName == step.routeType else {
      return .failure(
        .containerMismatch("\(routerName) takes \(routeType.restorationName) routes, not \(step.routeType)"))
    }
    func rebuild<R: RestorableRoute>(_ type: R.Type) throws(RestorationRouteError) -> any Sendable {
      try R.restore(tag: step.tag, payload: step.payload, version: step.version)
    }
    do throws(RestorationRouteError) {
      return .success(try rebuild(routeType))
    } catch {
      switch error {
      case .unknownTag(let tag): return .failure(.unknownTag(tag))
      case .undecodable(_, let reason): return .failure(.undecodablePayload(reason))
      case .migrationFailed(_, _, let reason): return .failure(.migrationFailed(reason))
      }
    }
  }
}
