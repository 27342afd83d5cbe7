import Foundation
import Testing
import TransitionKitTesting

@testable import TransitionKitCore

private let goldenFolder = URL(filePath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .appending(path: "Golden")

private func stableJSON(_ value: some Encodable) throws -> String {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
  return String(decoding: try encoder.encode(value), as: UTF8.self)
}

@Suite @MainActor struct RestorationDocumentTests {
  @Test func aPayloadOfEveryKindRoundTripsThroughJSON() throws {
    let payload: RestorationPayload = [
      "nothing": .null, "flag": .bool(true), "count": 3, "ratio": .double(0.25), "name": "Ada",
      "list": [1, "two", .bool(false)], "nested": ["deeper": ["id": 7]],
    ]
    let data = try JSONEncoder().encode(payload)
    #expect(try JSONDecoder().decode(RestorationPayload.self, from: data) == payload)
    #expect(
      try stableJSON(payload)
        == """
        {
          "count" : 3,
          "flag" : true,
          "list" : [
            1,
            "two",
            false
          ],
          "name" : "Ada",
          "nested" : {
            "deeper" : {
              "id" : 7
            }
          },
          "nothing" : null,
          "ratio" : 0.25
        }
        """)
  }

  @Test func aWholeDoubleReadsBackAsAnIntegerAndStillReadsAsANumber() throws {
    let data = try JSONEncoder().encode(RestorationPayload.double(2))
    let decoded = try JSONDecoder().decode(RestorationPayload.self, from: data)
    #expect(decoded == .int(2))
    #expect(try decoded.doubleValue(tag: "t") == 2)
  }

  @Test func theAccessorsNameWhatIsMissingOrOfAnotherKind() {
    let payload: RestorationPayload = ["id": "seven"]
    #expect(throws: RestorationRouteError.undecodable(tag: "item", reason: "no value for \"number\"")) {
      try payload.int("number", tag: "item")
    }
    #expect(throws: RestorationRouteError.undecodable(tag: "item", reason: "string(\"seven\") is not an integer")) {
      try payload.int("id", tag: "item")
    }
    #expect(throws: RestorationRouteError.undecodable(tag: "item", reason: "null is not a string")) {
      try RestorationPayload.null.stringValue(tag: "item")
    }
    #expect(throws: RestorationRouteError.undecodable(tag: "item", reason: "int(1) is not a Boolean")) {
      try RestorationPayload.int(1).boolValue(tag: "item")
    }
    #expect(throws: RestorationRouteError.undecodable(tag: "item", reason: "bool(true) is not a number")) {
      try RestorationPayload.bool(true).doubleValue(tag: "item")
    }
    #expect(payload["id"] == "seven")
    #expect(RestorationPayload.int(1)["id"] == nil)
  }

  @Test func aDocumentIsStableJSON() throws {
    let (_, app) = freshShop()
    perform(.store, on: app)
    let shelf = try #require(app.store?.catalog)
    perform(.item(7), on: shelf)
    perform(.details, on: shelf)
    perform(.page(3), on: try #require(shelf.details))
    let saved = document(of: app, savedAt: 1_700_000_000)
    expectGolden(saved, file: goldenFolder.appending(path: "restoration-document.json").path)
    // Encoding twice gives the same bytes, and decoding gives the same document.
    let text = try stableJSON(saved)
    #expect(try stableJSON(saved) == text)
    #expect(try JSONDecoder().decode(RestorationDocument.self, from: Data(text.utf8)) == saved)
  }

  @Test func aDocumentThatIsNotADocumentIsRefusedByTheDecoder() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(RestorationDocument.self, from: Data(#"{"formatVersion": 1}"#.utf8))
    }
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(RestorationPayload.self, from: Data("[1, {\"a\": }]".utf8))
    }
  }

  @Test func aRouteIsRebuiltFromItsTagAndPayload() throws {
    #expect(try ShelfRoute.restore(tag: "item", payload: ["id": 7], version: 2).restorationTag == "item")
    #expect(try ShelfRoute.restore(tag: "item", payload: ["id": 7], version: 2).restorationPayload == ["id": 7])
  }

  @Test func anOlderPayloadMigratesThroughTheHook() throws {
    let route = try ShelfRoute.restore(tag: "item", payload: ["number": "7"], version: 1)
    #expect(route.restorationPayload == ["id": 7])
  }

  @Test(
    arguments: [
      (
        "gone", RestorationPayload.null, 2, RestorationRouteError.unknownTag("gone")
      ),
      (
        "item", ["id": "x"], 2, .undecodable(tag: "item", reason: "string(\"x\") is not an integer")
      ),
      (
        "item", ["number": "x"], 1,
        .migrationFailed(tag: "item", fromVersion: 1, reason: "the number is not an integer")
      ),
      (
        "item", ["id": 7], 0, .migrationFailed(tag: "item", fromVersion: 0, reason: "no migration from version 0")
      ),
      (
        "item", ["id": 7], 3,
        .migrationFailed(tag: "item", fromVersion: 3, reason: "saved by version 3, newer than this app's 2")
      ),
      (
        "item", [:], 1, .migrationFailed(tag: "item", fromVersion: 1, reason: "no value for \"number\"")
      ),
    ] as [(String, RestorationPayload, Int, RestorationRouteError)])
  func aRouteThatCannotBeRebuiltSaysWhy(
    tag: String, payload: RestorationPayload, version: Int, error: RestorationRouteError
  ) {
    #expect(throws: error) { try ShelfRoute.restore(tag: tag, payload: payload, version: version) }
  }

  @Test func pathsReadAsText() {
    #expect(CoordinatorPath.root.description == "(root)")
    #expect(
      CoordinatorPath([.init(name: "Store"), .init(name: "Details", index: 1)]).description == "Store/Details#1")
  }
}
