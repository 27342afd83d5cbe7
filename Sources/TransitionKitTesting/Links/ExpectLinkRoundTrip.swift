import Testing
import TransitionKitCore

/// Expects every destination to print into a URL that parses back into it,
/// and that URL to print the same again; records an issue for each one that
/// does not.
///
/// A table checks its patterns' samples when it is built; this checks the
/// destinations a test names — every case of the app's destinations, say —
/// so that a pattern that prints a destination it cannot read back fails a test.
///
/// ```swift
/// expectLinkRoundTrip(table, [.home, .article(42, sort: "top"), .user("ada lovelace")])
/// ```
///
/// - Parameters:
///   - table: The table.
///   - destinations: The destinations to print and parse back.
///   - sourceLocation: Where issues are reported; the caller's line by default.
/// - Returns: Whether every destination round-trips.
@discardableResult
public func expectLinkRoundTrip<Destination>(
  _ table: LinkTable<Destination>,
  _ destinations: [Destination],
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  var passed = true
  for destination in destinations {
    guard let problem = linkRoundTripProblem(table, destination) else { continue }
    Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
    passed = false
  }
  return passed
}

/// What goes wrong when a destination is printed and parsed back, if anything.
func linkRoundTripProblem<Destination>(_ table: LinkTable<Destination>, _ destination: Destination) -> String? {
  guard let url = table.url(for: destination) else { return "No pattern prints \(destination)." }
  let parsed: Destination
  do {
    parsed = try table.destination(for: url)
  } catch {
    return "\(destination) prints as \(url), which does not parse: \(error)"
  }
  guard parsed == destination else { return "\(destination) prints as \(url), which parses into \(parsed)." }
  guard let again = table.url(for: parsed), again == url else {
    return "\(url) parses back, but prints as \(table.url(for: parsed) ?? "nothing") again."
  }
  return nil
}
