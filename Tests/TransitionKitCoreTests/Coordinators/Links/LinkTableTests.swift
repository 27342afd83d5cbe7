import Testing

@testable import TransitionKitCore

/// URL patterns parsed into destinations and printed back, the failures of
/// a URL that matches nothing, and the checks of a table as it is built.
@Suite struct LinkTableTests {
  enum Tab: String, Hashable, Sendable { case feed, profile }

  enum Place: Hashable, Sendable {
    case home
    case article(Int, sort: String)
    case user(String)
    case me
    case tab(Tab)
    case item(LinkUUID)
    case files(String)
  }

  static func pattern(
    _ template: String,
    schemes: [String] = [],
    hosts: [String] = [],
    parameters: [String: LinkParameterType] = [:],
    query: [String: LinkQueryParameter] = [:],
    samples: [LinkValues] = [],
    make: @escaping @Sendable (LinkValues) -> Place?,
    values: @escaping @Sendable (Place) -> LinkValues?
  ) -> LinkPattern<Place> {
    LinkPattern(
      template, schemes: schemes, hosts: hosts, parameters: parameters, query: query, samples: samples, make: make,
      values: values)
  }

  /// The table of the tests: a custom scheme and a universal-link host.
  static func table() throws -> LinkTable<Place> {
    try LinkTable([
      pattern(
        "/", schemes: ["myapp"], make: { _ in .home }, values: { $0 == .home ? [:] : nil }),
      pattern(
        "/news/{id}", schemes: ["myapp", "https"], hosts: ["", "example.com"], parameters: ["id": .int],
        query: ["sort": LinkQueryParameter(.string, default: "new")],
        samples: [["id": 7, "sort": "top"], ["id": -3, "sort": "new"]],
        make: { values in values.int("id").map { .article($0, sort: values.string("sort") ?? "new") } },
        values: { place in
          guard case .article(let id, let sort) = place else { return nil }
          return ["id": id, "sort": sort]
        }),
      pattern(
        "/users/me", schemes: ["myapp"], make: { _ in .me }, values: { $0 == .me ? [:] : nil }),
      pattern(
        "/users/{name}", schemes: ["myapp"], samples: [["name": "ada lovelace/é"]],
        make: { values in values.string("name").map(Place.user) },
        values: { if case .user(let name) = $0 { ["name": name] } else { nil } }),
      pattern(
        "/tabs/{tab}", schemes: ["myapp"], parameters: ["tab": .rawValue(Tab.self)],
        make: { $0["tab", as: Tab.self].map(Place.tab) },
        values: { if case .tab(let tab) = $0 { ["tab": tab] } else { nil } }),
      pattern(
        "/items/{id}", schemes: ["myapp"], parameters: ["id": .uuid],
        make: { $0["id", as: LinkUUID.self].map(Place.item) },
        values: { if case .item(let id) = $0 { ["id": id] } else { nil } }),
      pattern(
        "/files/{path...}", schemes: ["myapp"], samples: [["path": "a/b c/d"]],
        make: { $0.string("path").map(Place.files) },
        values: { if case .files(let path) = $0 { ["path": path] } else { nil } }),
    ])
  }

  // MARK: Parsing and printing

  @Test func urlsParseIntoTheirDestinations() throws {
    let table = try Self.table()
    #expect(try table.destination(for: "myapp://") == .home)
    #expect(try table.destination(for: "myapp:///news/42") == .article(42, sort: "new"))
    #expect(try table.destination(for: "https://EXAMPLE.com/news/42?sort=top&utm=x") == .article(42, sort: "top"))
    // Schemes and hosts are read without case; a host the pattern does not name is refused.
    #expect(try table.destination(for: "MyApp:///news/1") == .article(1, sort: "new"))
    #expect(throws: LinkMatchFailure.self) { try table.destination(for: "myapp://elsewhere/news/1") }
    #expect(try table.destination(for: "myapp:///users/ada%20lovelace") == .user("ada lovelace"))
    #expect(try table.destination(for: "myapp:///tabs/profile") == .tab(.profile))
    #expect(
      try table.destination(for: "myapp:///items/1B4E28BA-2FA1-11D2-883F-0016D3CCA427")
        == .item(try #require(LinkUUID("1b4e28ba-2fa1-11d2-883f-0016d3cca427"))))
    #expect(try table.destination(for: "myapp:///files/a/b%20c/d") == .files("a/b c/d"))
  }

  @Test func destinationsPrintIntoURLsThatParseBack() throws {
    let table = try Self.table()
    let places: [Place] = [
      .home, .article(42, sort: "new"), .article(-1, sort: "a&b=c"), .user("ada lovelace/é"), .me, .tab(.feed),
      .item(try #require(LinkUUID("1b4e28ba-2fa1-11d2-883f-0016d3cca427"))), .files("x/y"),
    ]
    for place in places {
      let url = try #require(table.url(for: place))
      #expect(try table.destination(for: url) == place, "\(url)")
    }
    #expect(table.url(for: .article(42, sort: "new")) == "myapp:///news/42")
    #expect(table.url(for: .article(42, sort: "top")) == "myapp:///news/42?sort=top")
    #expect(table.url(for: .user("ada lovelace/é")) == "myapp:///users/ada%20lovelace%2F%C3%A9")
    #expect(table.url(for: .files("")) == nil)
  }

  @Test func aLiteralGoesBeforeACaptureAndACaptureBeforeATail() throws {
    let table = try LinkTable<Place>([
      Self.pattern(
        "/users/{name...}", make: { $0.string("name").map { .files($0) } },
        values: { if case .files(let path) = $0 { ["name": path] } else { nil } }),
      Self.pattern(
        "/users/{name}", make: { $0.string("name").map(Place.user) },
        values: { if case .user(let name) = $0 { ["name": name] } else { nil } }),
      Self.pattern("/users/me", make: { _ in .me }, values: { $0 == .me ? [:] : nil }),
      Self.pattern(
        "/users/{id}/posts", parameters: ["id": .int], make: { $0.int("id").map { .article($0, sort: "") } },
        values: { _ in nil }),
    ])
    #expect(try table.destination(for: "/users/me") == .me)
    #expect(try table.destination(for: "/users/ada") == .user("ada"))
    #expect(try table.destination(for: "/users/ada/more") == .files("ada/more"))
    #expect(try table.destination(for: "/users/5/posts") == .article(5, sort: ""))
    // The typed branch fails further on: the walk falls back to the tail.
    #expect(try table.destination(for: "/users/5/other") == .files("5/other"))
  }

  // MARK: Failures

  @Test func aURLThatMatchesNothingListsEachPatternAndWhy() throws {
    let table = try Self.table()
    let failure = try #require(throws: LinkMatchFailure.self) { try table.destination(for: "myapp:///news/forty") }
    #expect(!failure.isMalformed)
    #expect(failure.candidates.count == table.patterns.count)
    let reasons = Dictionary(uniqueKeysWithValues: failure.candidates.map { ($0.template, $0.reason) })
    #expect(reasons["/news/{id}"] == .badParameter(name: "id", text: "forty", expected: "int"))
    #expect(reasons["/users/me"] == .literalMismatch(position: 1, expected: "users", found: "news"))
    #expect(reasons["/"] == .tooManySegments(0))
    #expect(reasons["/files/{path...}"] == .literalMismatch(position: 1, expected: "files", found: "news"))
    #expect(failure.description.contains("/news/{id}: id is \"forty\", not a int"))
  }

  @Test func eachReasonAPatternCanGive() throws {
    let table = try Self.table()
    func reason(_ url: String, _ template: String) throws -> LinkMatchFailure.Reason? {
      let failure = try #require(throws: LinkMatchFailure.self) { try table.destination(for: url) }
      return failure.candidates.first { $0.template == template }?.reason
    }
    #expect(try reason("other:///news/1", "/news/{id}") == .schemeNotAccepted("other"))
    #expect(try reason("https://elsewhere.org/news/1", "/news/{id}") == .hostNotAccepted("elsewhere.org"))
    #expect(try reason("myapp:///users", "/users/me") == .literalMismatch(position: 2, expected: "me", found: ""))
    #expect(try reason("myapp:///users", "/users/{name}") == .tooFewSegments(2))
    #expect(try reason("myapp:///files", "/files/{path...}") == .tooFewSegments(2))
    #expect(
      try reason("myapp:///tabs/settings", "/tabs/{tab}")
        == .badParameter(name: "tab", text: "settings", expected: "Tab"))
    #expect(try reason("myapp:///news/1?sort=%FF", "/news/{id}") == nil)
  }

  @Test func aRequiredQueryParameterMustBeThere() throws {
    let table = try LinkTable<Place>([
      Self.pattern(
        "/search", query: ["page": LinkQueryParameter(.int)], make: { $0.int("page").map { .article($0, sort: "") } },
        values: { if case .article(let page, _) = $0 { ["page": page] } else { nil } })
    ])
    #expect(try table.destination(for: "/search?page=2") == .article(2, sort: ""))
    let missing = try #require(throws: LinkMatchFailure.self) { try table.destination(for: "/search") }
    #expect(missing.candidates.map(\.reason) == [.missingQueryParameter("page")])
    let bad = try #require(throws: LinkMatchFailure.self) { try table.destination(for: "/search?page=two") }
    #expect(bad.candidates.map(\.reason) == [.badParameter(name: "page", text: "two", expected: "int")])
  }

  @Test func textThatIsNotAURLIsMalformed() throws {
    let table = try Self.table()
    for text in ["myapp:///users/%zz", "myapp:///users/%C3", "1app://x", "my app://x"] {
      let failure = try #require(throws: LinkMatchFailure.self) { try table.destination(for: text) }
      #expect(failure.isMalformed, "\(text)")
      #expect(failure.candidates == [])
    }
  }

  // MARK: Building

  @Test(arguments: [
    ("/a/{x", LinkDefinitionError.Reason.badTemplate("segment 2, \"{x\"")),
    ("/a/b}c", .badTemplate("segment 2, \"b}c\"")),
    ("/a/{}", .badTemplate("segment 2, \"{}\"")),
    ("/a/{x}/{x}", .duplicateName("x")),
    ("/a/{rest...}/b", .tailNotLast("rest")),
  ])
  func aTemplateThatCannotBeReadIsRefused(template: String, reason: LinkDefinitionError.Reason) {
    #expect(throws: LinkDefinitionError(template: template, reason: reason)) {
      try LinkTable<Place>([Self.pattern(template, make: { _ in .home }, values: { _ in nil })])
    }
  }

  @Test func aParameterTypeForANameNotCapturedIsRefused() {
    #expect(throws: LinkDefinitionError(template: "/a/{x}", reason: .unknownParameter("y"))) {
      try LinkTable<Place>([
        Self.pattern("/a/{x}", parameters: ["y": .int], make: { _ in .home }, values: { _ in nil })
      ])
    }
    #expect(throws: LinkDefinitionError(template: "/a/{x}", reason: .duplicateName("x"))) {
      try LinkTable<Place>([
        Self.pattern("/a/{x}", query: ["x": LinkQueryParameter(.int)], make: { _ in .home }, values: { _ in nil })
      ])
    }
  }

  @Test func twoPatternsOfTheSameShapeAreDuplicatesUnlessTheirSchemesDiffer() throws {
    #expect(throws: LinkDefinitionError(template: "/b/{y}", reason: .duplicate(of: "/b/{x}"))) {
      try LinkTable<Place>([
        Self.pattern("/b/{x}", make: { _ in .home }, values: { _ in nil }),
        Self.pattern("/b/{y}", make: { _ in .me }, values: { _ in nil }),
      ])
    }
    let table = try LinkTable<Place>([
      Self.pattern("/b", schemes: ["one"], make: { _ in .home }, values: { _ in nil }),
      Self.pattern("/b", schemes: ["two"], make: { _ in .me }, values: { _ in nil }),
    ])
    #expect(try table.destination(for: "two:///b") == .me)
  }

  @Test func capturesThatMayReadTheSameTextAreAmbiguous() throws {
    #expect(throws: LinkDefinitionError(template: "/c/{name}", reason: .ambiguous(with: "/c/{id}"))) {
      try LinkTable<Place>([
        Self.pattern("/c/{id}", parameters: ["id": .int], make: { _ in .home }, values: { _ in nil }),
        Self.pattern("/c/{name}", make: { _ in .me }, values: { _ in nil }),
      ])
    }
    // Integers and UUIDs never read the same text.
    let table = try LinkTable<Place>([
      Self.pattern(
        "/c/{id}", parameters: ["id": .int], make: { $0.int("id").map { .article($0, sort: "") } },
        values: { _ in nil }),
      Self.pattern(
        "/c/{id}", parameters: ["id": .uuid], make: { $0["id", as: LinkUUID.self].map(Place.item) },
        values: { _ in nil }),
    ])
    #expect(try table.destination(for: "/c/12") == .article(12, sort: ""))
  }

  @Test func aSampleThatDoesNotPrintAndParseBackIsRefused() {
    // The destination prints into a URL whose capture reads back otherwise.
    let lossy = Self.pattern(
      "/d/{name}", samples: [["name": "x"]], make: { $0.string("name").map { .user($0 + "!") } },
      values: { if case .user(let name) = $0 { ["name": name] } else { nil } })
    #expect(throws: LinkDefinitionError.self) { try LinkTable<Place>([lossy]) }
    do {
      _ = try LinkTable<Place>([lossy])
    } catch {
      #expect(error.reason == .sampleFails(["name": "x"], "/d/x%21 parses into another destination"))
    }
    let noDestination = Self.pattern("/e", samples: [[:]], make: { _ in nil }, values: { _ in nil })
    #expect(throws: LinkDefinitionError(template: "/e", reason: .sampleFails([:], "it makes no destination"))) {
      try LinkTable<Place>([noDestination])
    }
  }
}
