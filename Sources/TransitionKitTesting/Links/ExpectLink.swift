import Testing
import TransitionKitCore

/// Expects a URL, opened from a starting state, to yield a tree, and opened
/// again to change nothing; records an issue for each thing that goes wrong.
///
/// `start` brings the app to the starting state — triggers, links, gestures —
/// then the URL is opened through the navigator (its gate included, without
/// animation). The outcome must apply the link, the window must show the
/// expected tree, and the same URL opened again must report
/// `LinkOutcome.alreadyShown` and leave the tree as it is.
///
/// ```swift
/// await expectLink(
///   "market:///items/7", in: links, from: { app.trigger(.signIn) },
///   yields: "Market[*Aisle[Shelf, Item 7], Basket[Lines]]")
/// ```
///
/// - Parameters:
///   - url: The URL.
///   - links: The navigator that opens it.
///   - start: Brings the app to the starting state (nothing by default).
///   - compact: The tree expected, in compact form (see `HierarchySnapshot/matches(compact:)`).
///   - sourceLocation: Where issues are reported; the caller's line by default.
/// - Returns: Whether the link yields the tree, and opening it again changes nothing.
@MainActor
@discardableResult
public func expectLink<Destination>(
  _ url: String,
  in links: LinkNavigator<Destination>,
  from start: @MainActor () async throws -> Void = {},
  yields compact: String,
  sourceLocation: SourceLocation = #_sourceLocation
) async -> Bool {
  let problems = await linkProblems(url, in: links, from: start) {
    HierarchyMismatch.message(actual: $0, matches: compact)
  }
  return record(problems, at: sourceLocation)
}

/// Expects a URL, opened from a starting state, to yield a snapshot, and
/// opened again to change nothing: see
/// ``expectLink(_:in:from:yields:sourceLocation:)-(_,_,_,String,_)``.
///
/// The snapshot is often the one the same URL yields from a fresh start,
/// which makes this the check that a link yields the same tree from any state.
///
/// - Parameters:
///   - url: The URL.
///   - links: The navigator that opens it.
///   - start: Brings the app to the starting state (nothing by default).
///   - expected: The snapshot expected.
///   - sourceLocation: Where issues are reported; the caller's line by default.
/// - Returns: Whether the link yields the snapshot, and opening it again changes nothing.
@MainActor
@discardableResult
public func expectLink<Destination>(
  _ url: String,
  in links: LinkNavigator<Destination>,
  from start: @MainActor () async throws -> Void = {},
  yields expected: HierarchySnapshot,
  sourceLocation: SourceLocation = #_sourceLocation
) async -> Bool {
  let problems = await linkProblems(url, in: links, from: start) {
    HierarchyMismatch.message(actual: $0, equals: expected)
  }
  return record(problems, at: sourceLocation)
}

private func record(_ problems: [String], at sourceLocation: SourceLocation) -> Bool {
  for problem in problems { Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation) }
  return problems.isEmpty
}

/// What goes wrong when a URL is opened from a starting state, then again.
@MainActor
func linkProblems<Destination>(
  _ url: String,
  in links: LinkNavigator<Destination>,
  from start: @MainActor () async throws -> Void,
  mismatch: (HierarchySnapshot) -> String?
) async -> [String] {
  do {
    try await start()
  } catch {
    return ["The starting state was not reached: \(error)"]
  }
  let still = TransitionOptions(animated: false)
  let outcome = await links.open(url, with: still)
  guard let window = links.window else { return ["The navigator's window is gone."] }
  switch outcome {
  case .applied, .alreadyShown: break
  default: return ["\(url) was not applied: \(outcome)"]
  }
  var problems: [String] = []
  if let message = mismatch(window.snapshot) { problems.append("\(url) yields another tree:\n\(message)") }
  let tree = window.snapshot
  let again = await links.open(url, with: still)
  if again != .alreadyShown { problems.append("\(url) opened again was \(again), not already shown.") }
  if let message = HierarchyMismatch.message(actual: window.snapshot, equals: tree) {
    problems.append("\(url) opened again changed the tree:\n\(message)")
  }
  return problems
}
