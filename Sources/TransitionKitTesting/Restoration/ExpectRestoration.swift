import Foundation
import Testing
import TransitionKitCore

/// Expects an app's navigation to survive a relaunch: saves the state of
/// its window, encodes the document as JSON and decodes it back, builds a
/// fresh app in a fresh window of the same name and size, restores the
/// document there, and expects both windows' snapshots to be equal and
/// every step to be applied.
///
/// ```swift
/// let (window, app) = launch()
/// app.trigger(.store)
/// expectRestorationRoundTrip(app) { window in ShopApp(window: window) }
/// ```
///
/// A failure records an issue with the report and both trees.
///
/// - Parameters:
///   - app: The app, in the state to save.
///   - options: The restoration's options (the default policy, no gates, by default).
///   - sourceLocation: Where issues are reported; the caller's line by default.
///   - relaunch: Builds the fresh app in the window it is given, as the
///     app does at launch. The window is made key and visible after the
///     restoration when the original is.
/// - Returns: The report, or `nil` when the restoration did not complete at
///   once (a step waits for something: an issue is recorded then).
@MainActor
@discardableResult
public func expectRestorationRoundTrip<Route: Sendable>(
  _ app: WindowCoordinator<Route>,
  options: RestorationOptions = RestorationOptions(),
  sourceLocation: SourceLocation = #_sourceLocation,
  relaunch: @MainActor (Window) -> WindowCoordinator<Route>
) -> RestorationReport? {
  let document = RestorationDocument(appBuild: "round trip", savedAt: 0, windows: [app.restorationState()])
  let decoded: RestorationDocument
  do {
    decoded = try JSONDecoder().decode(RestorationDocument.self, from: try JSONEncoder().encode(document))
  } catch {
    Issue.record(error, "The document does not survive JSON", sourceLocation: sourceLocation)
    return nil
  }
  if decoded != document {
    Issue.record("The document reads back from JSON as another document", sourceLocation: sourceLocation)
  }
  let window = Window(name: app.window.name, bounds: app.window.bounds)
  let fresh = relaunch(window)
  var report: RestorationReport?
  fresh.restore(decoded, options: options) { report = $0 }
  if !app.window.isHidden { window.makeKeyAndVisible() }
  guard let report else {
    Issue.record("The restoration did not complete at once", sourceLocation: sourceLocation)
    return nil
  }
  if report.outcome != .restored {
    Issue.record(Comment(rawValue: "Not every step was restored:\n\(report)"), sourceLocation: sourceLocation)
  }
  if window.snapshot != app.window.snapshot {
    Issue.record(
      Comment(
        rawValue: """
          The restored window differs from the saved one.
          Saved:
          \(app.window.snapshot)
          Restored:
          \(window.snapshot)
          \(report)
          """),
      sourceLocation: sourceLocation)
  }
  return report
}

/// Expects a restoration document kept as a file — a golden document, saved
/// by an earlier version of the app — to restore into a fresh app: every
/// step applied (migrated when its route type's version has moved on) and
/// the tree equal to the document's fingerprint.
///
/// Keep one such file per release whose documents users may still have, and
/// never re-record it: it stands for what is on their devices.
///
/// ```swift
/// let golden = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "Golden")
/// expectGoldenRestoration(file: golden.appending(path: "restoration-v1.json").path) { window in
///   ShopApp(window: window)
/// }
/// ```
///
/// - Parameters:
///   - path: The document's path, absolute or relative to the current directory.
///   - options: The restoration's options.
///   - sourceLocation: Where issues are reported; the caller's line by default.
///   - relaunch: Builds the fresh app in the window it is given. The window
///     is named after the document's first window, and made key and visible
///     after the restoration when the fingerprint shows it so.
/// - Returns: The report, or `nil` when the file could not be read or the
///   restoration did not complete at once (an issue is recorded then).
@MainActor
@discardableResult
public func expectGoldenRestoration<Route: Sendable>(
  file path: String,
  options: RestorationOptions = RestorationOptions(),
  sourceLocation: SourceLocation = #_sourceLocation,
  relaunch: @MainActor (Window) -> WindowCoordinator<Route>
) -> RestorationReport? {
  let document: RestorationDocument
  do {
    document = try JSONDecoder().decode(RestorationDocument.self, from: try Data(contentsOf: URL(filePath: path)))
  } catch {
    Issue.record(error, "Could not read the document \(path)", sourceLocation: sourceLocation)
    return nil
  }
  guard let state = document.windows.first else {
    Issue.record("The document \(path) holds no window", sourceLocation: sourceLocation)
    return nil
  }
  let window = Window(name: state.window)
  let fresh = relaunch(window)
  var report: RestorationReport?
  fresh.restore(document, options: options) { report = $0 }
  if state.fingerprint.window?.isKeyAndVisible == true { window.makeKeyAndVisible() }
  guard let report else {
    Issue.record("The restoration did not complete at once", sourceLocation: sourceLocation)
    return nil
  }
  if report.outcome != .restored || !report.difference.isEmpty {
    Issue.record(
      Comment(rawValue: "The document \(path) no longer restores:\n\(report)"), sourceLocation: sourceLocation)
  }
  if window.snapshot != state.fingerprint {
    Issue.record(
      Comment(
        rawValue: """
          The restored window differs from the document's fingerprint.
          Saved:
          \(state.fingerprint)
          Restored:
          \(window.snapshot)
          """),
      sourceLocation: sourceLocation)
  }
  return report
}
