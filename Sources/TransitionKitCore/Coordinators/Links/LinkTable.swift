/// A branch of a link table's walk: a node (or the wildcard tails that
/// start there), how many segments are read, and the values captured on
/// the way (by segment position).
private enum Branch {
  case node(Int, depth: Int, captured: [LinkValue?])
  case tails(Int, depth: Int, captured: [LinkValue?])
}

/// URL patterns mapped to destinations, both ways: a URL parses into a
/// destination, a destination prints into a URL, and the one gives back the
/// other.
///
/// The patterns are checked when the table is built
/// (``init(_:)`` throws a ``LinkDefinitionError``): templates that cannot be
/// read, two patterns of the same shape, two that match the same URLs with
/// no rule to choose, and samples that do not print and parse back.
///
/// Matching walks a tree of the patterns' segments, one URL segment at a
/// time, so its cost grows with the URL's length, not with the number of
/// patterns. Where several patterns could match, a literal segment goes
/// before a capture, a typed capture before a string, and a capture before
/// a wildcard tail; a branch that fails further on gives way to the next.
public struct LinkTable<Destination: Hashable & Sendable>: Sendable {
  /// One node of the tree of segments.
  private struct Node: Sendable {
    var literals: [String: Int] = [:]
    /// Capture children, the most specific type first.
    var captures: [(type: LinkParameterType, node: Int)] = []
    /// The patterns whose wildcard tail starts here.
    var tails: [Int] = []
    /// The patterns whose path ends here.
    var ends: [Int] = []
  }

  /// The patterns, in the order given.
  public let patterns: [LinkPattern<Destination>]
  private var nodes = [Node()]

  /// Builds a table, checking its patterns.
  /// - Parameter patterns: The patterns; the first whose values a
  ///   destination has prints it.
  /// - Throws: The first ``LinkDefinitionError`` found, in the order of the patterns.
  public init(_ patterns: [LinkPattern<Destination>]) throws(LinkDefinitionError) {
    self.patterns = patterns
    for (index, pattern) in patterns.enumerated() {
      if let reason = pattern.templateError { throw LinkDefinitionError(template: pattern.template, reason: reason) }
      try insert(pattern, index: index)
    }
    if let (first, second) = ambiguity() {
      throw LinkDefinitionError(template: patterns[second].template, reason: .ambiguous(with: patterns[first].template))
    }
    for pattern in patterns {
      for sample in pattern.samples { try check(sample, of: pattern) }
    }
  }

  // MARK: Building

  private mutating func insert(_ pattern: LinkPattern<Destination>, index: Int) throws(LinkDefinitionError) {
    var node = 0
    for segment in pattern.segments {
      switch segment {
      case .literal(let text):
        if let next = nodes[node].literals[text] {
          node = next
        } else {
          nodes.append(Node())
          nodes[node].literals[text] = nodes.count - 1
          node = nodes.count - 1
        }
      case .capture(_, let type):
        if let existing = nodes[node].captures.first(where: { $0.type == type }) {
          node = existing.node
          continue
        }
        nodes.append(Node())
        nodes[node].captures.append((type, nodes.count - 1))
        nodes[node].captures.sort { Self.rank($0.type) < Self.rank($1.type) }
        node = nodes.count - 1
      case .tail:
        try checkClash(pattern, with: nodes[node].tails)
        nodes[node].tails.append(index)
        return
      }
    }
    try checkClash(pattern, with: nodes[node].ends)
    nodes[node].ends.append(index)
  }

  /// Refuses a pattern of the same shape as one already there, unless they
  /// accept different schemes or hosts.
  private func checkClash(_ pattern: LinkPattern<Destination>, with others: [Int]) throws(LinkDefinitionError) {
    for other in others.map({ patterns[$0] })
    where Self.accepts(pattern.schemes, other.schemes)
      && Self.accepts(pattern.hosts, other.hosts)
    {
      throw LinkDefinitionError(template: pattern.template, reason: .duplicate(of: other.template))
    }
  }

  /// Whether two lists of accepted names (empty: any) share one.
  private static func accepts(_ lhs: [String], _ rhs: [String]) -> Bool {
    lhs.isEmpty || rhs.isEmpty || !Set(lhs).isDisjoint(with: rhs)
  }

  /// Two patterns, in table order, that match some URL alike with no rule
  /// to choose between them: at one place, two captures whose types may
  /// read the same text, below which some rest of a URL leads both to an end.
  /// (A literal before a capture, and a capture before a tail, are rules.)
  private func ambiguity() -> (Int, Int)? {
    for entry in nodes {
      for (offset, lhs) in entry.captures.enumerated() {
        for rhs in entry.captures[(offset + 1)...] where Self.overlap(lhs.type, rhs.type) {
          if let pair = commonEnd(lhs.node, rhs.node) { return (Swift.min(pair.0, pair.1), Swift.max(pair.0, pair.1)) }
        }
      }
    }
    return nil
  }

  /// A pattern below each of two nodes that the same rest of a URL reaches
  /// (walking pairs of nodes, each pair once).
  private func commonEnd(_ lhs: Int, _ rhs: Int) -> (Int, Int)? {
    var pending = [(lhs, rhs)]
    var seen = Set<[Int]>()
    while let (a, b) = pending.popLast() {
      guard seen.insert([a, b]).inserted else { continue }
      let (left, right) = (nodes[a], nodes[b])
      for x in left.ends {
        for y in right.ends where sharesOrigin(x, y) { return (x, y) }
      }
      // A tail takes any rest of one segment or more.
      for x in left.tails { if let y = anyEnd(below: b) { return (x, y) } }
      for y in right.tails { if let x = anyEnd(below: a) { return (x, y) } }
      for (text, next) in left.literals {
        if let other = right.literals[text] { pending.append((next, other)) }
        for capture in right.captures where capture.type.parse(text) != nil { pending.append((next, capture.node)) }
      }
      for capture in left.captures {
        for (text, next) in right.literals where capture.type.parse(text) != nil {
          pending.append((capture.node, next))
        }
        for other in right.captures where other.type == capture.type || Self.overlap(capture.type, other.type) {
          pending.append((capture.node, other.node))
        }
      }
    }
    return nil
  }

  /// A pattern that ends strictly below a node, or has its tail at or below
  /// it: one that takes some rest of a URL of one segment or more.
  private func anyEnd(below node: Int) -> Int? {
    var pending = [(node, true)]
    while let (current, isStart) = pending.popLast() {
      let entry = nodes[current]
      if !isStart, let index = entry.ends.first { return index }
      if let index = entry.tails.first { return index }
      pending += entry.literals.values.map { ($0, false) } + entry.captures.map { ($0.node, false) }
    }
    return nil
  }

  /// Whether two patterns accept a scheme and a host in common.
  private func sharesOrigin(_ lhs: Int, _ rhs: Int) -> Bool {
    Self.accepts(patterns[lhs].schemes, patterns[rhs].schemes) && Self.accepts(patterns[lhs].hosts, patterns[rhs].hosts)
  }

  /// The order of capture types at one place: the built-in types whose
  /// texts never overlap first, then the app's own, then strings.
  private static func rank(_ type: LinkParameterType) -> Int {
    switch type {
    case .int, .bool, .uuid: 0
    case .string: 2
    default: 1
    }
  }

  /// Whether two capture types may both read the same text: only the
  /// built-in integers, booleans and UUIDs are known to be apart.
  private static func overlap(_ lhs: LinkParameterType, _ rhs: LinkParameterType) -> Bool {
    !(rank(lhs) == 0 && rank(rhs) == 0)
  }

  /// Checks that a sample makes a destination that prints into a URL that
  /// parses back into it.
  private func check(_ sample: LinkValues, of pattern: LinkPattern<Destination>) throws(LinkDefinitionError) {
    func failure(_ problem: String) -> LinkDefinitionError {
      LinkDefinitionError(template: pattern.template, reason: .sampleFails(sample, problem))
    }
    guard let destination = pattern.make(sample) else { throw failure("it makes no destination") }
    guard let url = url(for: destination) else { throw failure("its destination prints no URL") }
    let parsed: Destination
    do {
      parsed = try self.destination(for: url)
    } catch {
      throw failure("\(url) does not parse: \(error)")
    }
    guard parsed == destination else { throw failure("\(url) parses into another destination") }
  }

  // MARK: Parsing

  /// The destination of a URL.
  /// - Parameter url: The URL's text (`myapp://news/42?sort=top`,
  ///   `https://example.com/news/42`, or a path alone).
  /// - Returns: The destination of the pattern that matches it.
  /// - Throws: A ``LinkMatchFailure`` that lists each pattern and why it
  ///   did not match.
  public func destination(for url: String) throws(LinkMatchFailure) -> Destination {
    guard let parsed = LinkURL(url) else { throw LinkMatchFailure(url: url, candidates: [], isMalformed: true) }
    if let destination = match(parsed) { return destination }
    throw LinkMatchFailure(
      url: url,
      candidates: patterns.map { LinkMatchFailure.Candidate(template: $0.template, reason: reason(parsed, $0)) },
      isMalformed: false)
  }

  /// Walks the tree depth first, the preferred branch first, without
  /// recursion. Each node is reached at most once (its depth is fixed), so
  /// the walk is bounded by the tree's size, whatever the URL.
  private func match(_ url: LinkURL) -> Destination? {
    var pending: [Branch] = [.node(0, depth: 0, captured: [])]
    while let branch = pending.popLast() {
      switch branch {
      case .tails(let node, let depth, let captured):
        let tail = url.segments[depth...].joined(separator: "/")
        for index in nodes[node].tails {
          if let destination = make(patterns[index], url, captured: captured, tail: tail) { return destination }
        }
      case .node(let node, let depth, let captured):
        let entry = nodes[node]
        if depth == url.segments.count {
          for index in entry.ends {
            if let destination = make(patterns[index], url, captured: captured, tail: nil) { return destination }
          }
          continue
        }
        let segment = url.segments[depth]
        // Pushed in reverse order of preference: tails, captures, the literal.
        if !entry.tails.isEmpty { pending.append(.tails(node, depth: depth, captured: captured)) }
        for capture in entry.captures.reversed() {
          guard let value = capture.type.parse(segment) else { continue }
          pending.append(.node(capture.node, depth: depth + 1, captured: captured + [value]))
        }
        if let next = entry.literals[segment] {
          pending.append(.node(next, depth: depth + 1, captured: captured + [nil]))
        }
      }
    }
    return nil
  }

  /// The destination a pattern makes of a URL whose path it matched, when
  /// the scheme, host and query suit it.
  private func make(
    _ pattern: LinkPattern<Destination>, _ url: LinkURL, captured: [LinkValue?], tail: String?
  ) -> Destination? {
    guard Self.accepted(url.scheme, by: pattern.schemes), Self.accepted(url.host, by: pattern.hosts) else { return nil }
    var values: [String: LinkValue] = [:]
    for (position, segment) in pattern.segments.enumerated() {
      switch segment {
      case .literal: continue
      case .capture(let name, _):
        guard position < captured.count, let value = captured[position] else { return nil }
        values[name] = value
      case .tail(let name):
        guard let tail else { return nil }
        values[name] = LinkValue(tail)
      }
    }
    guard case .success(let queryValues) = Self.readQuery(url, for: pattern) else { return nil }
    values.merge(queryValues) { first, _ in first }
    return pattern.make(LinkValues(values))
  }

  private static func accepted(_ name: String, by accepted: [String]) -> Bool {
    accepted.isEmpty || accepted.contains(name)
  }

  /// The values of a pattern's query parameters in a URL, or why they cannot be read.
  private static func readQuery(
    _ url: LinkURL, for pattern: LinkPattern<Destination>
  ) -> Result<[String: LinkValue], LinkMatchFailure.Reason> {
    var values: [String: LinkValue] = [:]
    for (name, parameter) in pattern.query {
      if let text = url.query.first(where: { $0.name == name })?.value {
        guard let value = parameter.type.parse(text) else {
          return .failure(.badParameter(name: name, text: text, expected: parameter.type.name))
        }
        values[name] = value
      } else if let value = parameter.defaultValue {
        values[name] = value
      } else {
        return .failure(.missingQueryParameter(name))
      }
    }
    return .success(values)
  }

  /// Why a pattern does not match a URL (it matched nothing).
  private func reason(_ url: LinkURL, _ pattern: LinkPattern<Destination>) -> LinkMatchFailure.Reason {
    if !Self.accepted(url.scheme, by: pattern.schemes) { return .schemeNotAccepted(url.scheme) }
    if !Self.accepted(url.host, by: pattern.hosts) { return .hostNotAccepted(url.host) }
    var hasTail = false
    for (position, segment) in pattern.segments.enumerated() {
      if case .tail = segment {
        guard position < url.segments.count else { return .tooFewSegments(pattern.segments.count) }
        hasTail = true
        break
      }
      guard position < url.segments.count else {
        if case .literal(let text) = segment {
          return .literalMismatch(position: position + 1, expected: text, found: "")
        }
        return .tooFewSegments(pattern.segments.count)
      }
      let text = url.segments[position]
      switch segment {
      case .literal(let expected) where expected != text:
        return .literalMismatch(position: position + 1, expected: expected, found: text)
      case .capture(let name, let type) where type.parse(text) == nil:
        return .badParameter(name: name, text: text, expected: type.name)
      default: continue
      }
    }
    if !hasTail, url.segments.count > pattern.segments.count { return .tooManySegments(pattern.segments.count) }
    if case .failure(let reason) = Self.readQuery(url, for: pattern) { return reason }
    return .refusedByPattern
  }

  // MARK: Printing

  /// The URL of a destination, printed by the first pattern whose values it has.
  /// - Parameter destination: A destination.
  /// - Returns: The URL's text, or `nil` when no pattern prints it.
  public func url(for destination: Destination) -> String? {
    for pattern in patterns {
      guard let values = pattern.values(destination) else { continue }
      if let url = Self.print(values, with: pattern) { return url }
    }
    return nil
  }

  private static func print(_ values: LinkValues, with pattern: LinkPattern<Destination>) -> String? {
    var segments: [String] = []
    for segment in pattern.segments {
      switch segment {
      case .literal(let text): segments.append(text)
      case .capture(let name, let type):
        guard let value = values.values[name], let text = type.print(value), !text.isEmpty else { return nil }
        segments.append(text)
      case .tail(let name):
        guard let tail = values.string(name) else { return nil }
        let pieces = tail.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard !pieces.isEmpty else { return nil }
        segments += pieces
      }
    }
    var query: [(name: String, value: String)] = []
    for (name, parameter) in pattern.query.sorted(by: { $0.key < $1.key }) {
      guard let value = values.values[name] else {
        guard parameter.defaultValue != nil else { return nil }
        continue
      }
      if value == parameter.defaultValue { continue }
      guard let text = parameter.type.print(value) else { return nil }
      query.append((name, text))
    }
    return LinkURL(
      scheme: pattern.schemes.first ?? "", host: pattern.hosts.first ?? "", segments: segments, query: query
    ).text
  }
}
