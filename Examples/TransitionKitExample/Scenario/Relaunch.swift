import Foundation
import TransitionKitCore

/// The app killed half-way through a session and launched again: its navigation is saved as a
/// document, encoded as JSON, and restored into a fresh app in a fresh window.
public struct RelaunchTrace: Sendable {
  /// The lines the demo prints: the session, the saved steps, the report, the restored tree.
  public let lines: [String]
  /// The document, as it was saved.
  public let document: RestorationDocument
  /// What the restoration did.
  public let report: RestorationReport
  /// The window before the relaunch.
  public let saved: HierarchySnapshot
  /// The fresh window after the restoration.
  public let restored: HierarchySnapshot
}

/// Plays the relaunch.
public enum Relaunch {
  /// Signs in, opens article 7, a profile and article 42 through links, saves; then builds a
  /// fresh app in a fresh window, restores the saved JSON there and returns what happened.
  @MainActor
  public static func play() -> RelaunchTrace {
    let window = Window(name: "Main")
    let app = AppCoordinator(window: window)
    var lines = ["The session before the app is killed:"]
    app.trigger(.login, with: TransitionOptions(animated: false))
    app.trigger(.home, with: TransitionOptions(animated: false))
    for link in ["transitionkit://news/7", "transitionkit://users/3", "transitionkit://news/42"] {
      guard let deepLink = DeepLink(link) else { continue }
      app.open(deepLink)
      lines.append("  opened \(link)")
    }
    let document = RestorationDocument(appBuild: "1.0 (1)", savedAt: 1_700_000_000, windows: [app.restorationState()])
    lines.append("Saved \(document.windows[0].steps.count) steps:")
    for (index, step) in document.windows[0].steps.enumerated() {
      lines.append("  [\(index)] \(step.routeType).\(step.tag)\(payloadText(step.payload)) on \(step.coordinator)")
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
    let same = freshWindow.snapshot == window.snapshot
    lines.append(same ? "The restored window equals the saved one:" : "The restored window differs from the saved one:")
    lines += freshWindow.snapshot.description.split(separator: "\n").map { "  " + $0 }
    return RelaunchTrace(
      lines: lines, document: document, report: finalReport, saved: window.snapshot, restored: freshWindow.snapshot)
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
