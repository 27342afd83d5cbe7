import Foundation
import TransitionKitCore

/// The app killed half-way through a session and launched again: the navigation it saved then,
/// encoded as JSON, is restored into a fresh app in a fresh window.
public struct RelaunchTrace: Sendable {
  /// The lines the demo prints: the session, the saved steps, the report, the restored tree.
  public let lines: [String]
  /// The document, as it was saved.
  public let document: RestorationDocument
  /// What the restoration did.
  public let report: RestorationReport
  /// The window when the navigation was saved.
  public let saved: HierarchySnapshot
  /// The fresh window after the restoration.
  public let restored: HierarchySnapshot
}

/// Plays the relaunch.
public enum Relaunch {
  /// Takes the navigation a session saved half-way, encodes it as JSON as the app writes it,
  /// then builds a fresh app in a fresh window, restores the decoded document there and returns
  /// what happened.
  ///
  /// - Parameter trace: The session; `nil` or a session that saved nothing gives a relaunch
  ///   with nothing to restore.
  @MainActor
  public static func play(from trace: Trace) -> RelaunchTrace {
    let saved =
      trace.savedHalfWay
      ?? HalfWaySave(
        afterStep: 0, document: RestorationDocument(appBuild: "1.0 (1)", savedAt: 0, windows: []),
        snapshot: HierarchySnapshot(root: nil))
    let document = saved.document
    let steps = document.windows.first?.steps ?? []
    var lines = ["After step \(saved.afterStep) the app went to the background and was killed."]
    lines.append("It had saved \(steps.count) steps:")
    for (index, step) in steps.enumerated() {
      var text = "  [\(index)] \(step.routeType).\(step.tag)\(payloadText(step.payload)) on \(step.coordinator)"
      if let closed = step.closed { text += ", then closing its screens \(closed)" }
      lines.append(text)
    }

    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let decoded =
      (try? encoder.encode(document)).flatMap { try? JSONDecoder().decode(RestorationDocument.self, from: $0) }
      ?? document

    let freshWindow = Window(name: "Main")
    let relaunched = AppCoordinator(window: freshWindow)
    var report: RestorationReport?
    relaunched.restore(decoded) { report = $0 }
    let finalReport =
      report
      ?? RestorationReport(outcome: .discarded, policy: "", steps: [], difference: RestorationDifference())
    lines.append("Relaunched into a fresh window:")
    lines += finalReport.description.split(separator: "\n").map { "  " + $0 }
    let same = freshWindow.snapshot == saved.snapshot
    lines.append(
      same
        ? "The restored window equals the window at step \(saved.afterStep):"
        : "The restored window differs from the window at step \(saved.afterStep):")
    lines += freshWindow.snapshot.description.split(separator: "\n").map { "  " + $0 }
    return RelaunchTrace(
      lines: lines, document: document, report: finalReport, saved: saved.snapshot, restored: freshWindow.snapshot)
  }

  private static func payloadText(_ payload: RestorationPayload) -> String {
    guard case .object(let values) = payload else { return "" }
    let fields = values.keys.sorted().map { key -> String in
      switch values[key] {
      case .int(let number)?: "\(key): \(number)"
      case .string(let text)?: "\(key): \"\(text)\""
      case let other?: "\(key): \(other)"
      case nil: key
      }
    }
    return "(" + fields.joined(separator: ", ") + ")"
  }
}
