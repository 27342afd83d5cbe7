// The libFuzzer entry point of the URL tables: compiled with the
// TransitionKitCore sources by Scripts/fuzz.sh (one module,
// -sanitize=fuzzer,address).
//
// An input is text. Its first line, when it starts with `/`, is read as a
// template, made into a one-pattern table (building it may refuse, never
// trap); the rest, and the whole input too, are parsed as URLs by that table
// and by a fixed table of every kind of capture. A URL that parses must print
// back into a URL that parses into the same destination, and that URL must
// print the same again; anything else traps, so that the fuzzer records it.

/// Traps with a message: the input broke a promise of the library.
func violation(_ message: String) -> Never {
  fatalError("TransitionKit link fuzz violation: \(message)")
}

enum Tab: String, Hashable, Sendable { case feed, profile }

/// What the fixed table parses URLs into.
enum Place: Hashable, Sendable {
  case home
  case article(Int, sort: String)
  case user(String)
  case me
  case tab(Tab)
  case item(LinkUUID)
  case files(String)
  case flag(Bool, String)
}

/// A table of every kind of segment, capture and query parameter.
let fixedTable: LinkTable<Place> = {
  do {
    return try LinkTable([
      LinkPattern("/", schemes: ["myapp"], make: { _ in .home }, values: { $0 == .home ? [:] : nil }),
      LinkPattern(
        "/news/{id}", schemes: ["myapp", "https"], hosts: ["", "example.com"], parameters: ["id": .int],
        query: ["sort": LinkQueryParameter(.string, default: "new")],
        make: { values in values.int("id").map { .article($0, sort: values.string("sort") ?? "new") } },
        values: { place in
          guard case .article(let id, let sort) = place else { return nil }
          return ["id": id, "sort": sort]
        }),
      LinkPattern("/users/me", schemes: ["myapp"], make: { _ in .me }, values: { $0 == .me ? [:] : nil }),
      LinkPattern(
        "/users/{name}", schemes: ["myapp"], make: { $0.string("name").map(Place.user) },
        values: { if case .user(let name) = $0 { ["name": name] } else { nil } }),
      LinkPattern(
        "/tabs/{tab}", schemes: ["myapp"], parameters: ["tab": .rawValue(Tab.self)],
        make: { $0["tab", as: Tab.self].map(Place.tab) },
        values: { if case .tab(let tab) = $0 { ["tab": tab] } else { nil } }),
      LinkPattern(
        "/items/{id}", schemes: ["myapp"], parameters: ["id": .uuid],
        make: { $0["id", as: LinkUUID.self].map(Place.item) },
        values: { if case .item(let id) = $0 { ["id": id] } else { nil } }),
      LinkPattern(
        "/files/{path...}", schemes: ["myapp"], make: { $0.string("path").map(Place.files) },
        values: { if case .files(let path) = $0 { ["path": path] } else { nil } }),
      LinkPattern(
        "/flags/{on}", parameters: ["on": .bool], query: ["note": LinkQueryParameter(.string)],
        make: { values in values["on", as: Bool.self].map { .flag($0, values.string("note") ?? "") } },
        values: { if case .flag(let on, let note) = $0 { ["on": on, "note": note] } else { nil } }),
    ])
  } catch {
    violation("the fixed table is refused: \(error)")
  }
}()

/// Parses a URL; when it parses, checks that it prints back and round-trips.
func checkRoundTrip<Destination>(_ url: String, in table: LinkTable<Destination>) {
  guard let destination = try? table.destination(for: url) else { return }
  guard let printed = table.url(for: destination) else { violation("\(url) parsed but its destination prints nothing") }
  let again: Destination
  do {
    again = try table.destination(for: printed)
  } catch {
    violation("\(url) printed as \(printed), which does not parse: \(error)")
  }
  guard again == destination else { violation("\(url) printed as \(printed), which parses otherwise") }
  guard table.url(for: again) == printed else { violation("\(printed) does not print the same again") }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func transitionKitLinkFuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let lines = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
  checkRoundTrip(text, in: fixedTable)
  for line in lines { checkRoundTrip(line, in: fixedTable) }
  MainActor.assumeIsolated { checkApplying([text] + lines) }
  guard let template = lines.first, template.hasPrefix("/") else { return 0 }
  let pattern = LinkPattern<LinkValues>(template, make: { $0 }, values: { $0 })
  guard let table = try? LinkTable([pattern]) else { return 0 }
  if lines.count > 1 { checkRoundTrip(lines[1], in: table) }
  return 0
}
