import Testing
import TransitionKitCore

/// The code of *URLs and links*, run as written.
@Suite @MainActor struct LinksArticleTests: PrintsToConsole {
  let console = Console()

  @Test func theTableParsesPrintsAndExplainsAFailure() throws {
    // snippet: links-table
    enum Destination: Hashable, Sendable {
      case article(Int, sort: String)
      case profile(String)
    }

    let table = try LinkTable<Destination>([
      LinkPattern(
        "/news/{id}", schemes: ["myapp", "https"], hosts: ["", "example.com"],
        parameters: ["id": .int], query: ["sort": LinkQueryParameter(.string, default: "new")],
        samples: [["id": 7, "sort": "top"]],
        make: { values in values.int("id").map { .article($0, sort: values.string("sort") ?? "new") } },
        values: { destination in
          guard case .article(let id, let sort) = destination else { return nil }
          return ["id": id, "sort": sort]
        }),
      LinkPattern(
        "/users/{name}", schemes: ["myapp"],
        make: { values in values.string("name").map(Destination.profile) },
        values: { destination in
          guard case .profile(let name) = destination else { return nil }
          return ["name": name]
        }),
    ])

    print(try table.destination(for: "https://example.com/news/42?sort=top"))
    print(table.url(for: .profile("Ada Lovelace")) ?? "none")
    // end snippet: links-table

    // snippet: links-table-output
    let printed = """
      article(42, sort: "top")
      myapp:///users/Ada%20Lovelace
      """
    // end snippet: links-table-output
    #expect(console.lines.joined(separator: "\n") == printed)

    // snippet: links-failure
    do {
      _ = try table.destination(for: "myapp:///news/latest")
    } catch {
      print(error)
    }
    // end snippet: links-failure

    // snippet: links-failure-output
    let failure = """
      myapp:///news/latest matches no link pattern:
      - /news/{id}: id is "latest", not a int
      - /users/{name}: segment 1 is "news", not "users"
      """
    // end snippet: links-failure-output
    #expect(console.lines.dropFirst(2).joined(separator: "\n") == failure)
  }
}
