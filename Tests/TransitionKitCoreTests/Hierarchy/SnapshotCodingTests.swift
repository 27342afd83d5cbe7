import Foundation
import Testing

@testable import TransitionKitCore

/// Snapshots encode as a flat list of records, one per controller, in
/// pre-order; any depth round-trips, and a list that is not one tree is a
/// decoding error.
@Suite struct SnapshotCodingTests {
  /// A tab bar controller with two tabs, presenting a sheet: the example of
  /// the documentation.
  private static let documentedTree = ControllerSnapshot(
    title: nil, typeName: "TabBarController", kind: .tabBar, role: .root, isVisible: true,
    appearanceState: .appeared, selectedIndex: 0,
    children: [
      ControllerSnapshot(
        title: "Home", typeName: "ViewController", kind: .viewController, role: .tab(0), isVisible: true,
        appearanceState: .appeared),
      ControllerSnapshot(
        title: "Settings", typeName: "ViewController", kind: .viewController, role: .tab(1), isVisible: false,
        appearanceState: .disappeared),
    ],
    presented: ControllerSnapshot(
      title: "Sheet", typeName: "ViewController", kind: .viewController, role: .presented(.pageSheet),
      isVisible: true, appearanceState: .appeared))

  @Test func theDocumentedRecordsDecodeToTheTreeTheyDescribe() throws {
    let json = """
      [
        { "typeName": "TabBarController", "kind": "tabBar", "role": { "root": {} },
          "isVisible": true, "appearanceState": "appeared", "selectedIndex": 0,
          "childCount": 2, "presents": true },
        { "title": "Home", "typeName": "ViewController", "kind": "viewController",
          "role": { "tab": { "_0": 0 } }, "isVisible": true, "appearanceState": "appeared",
          "childCount": 0, "presents": false },
        { "title": "Settings", "typeName": "ViewController", "kind": "viewController",
          "role": { "tab": { "_0": 1 } }, "isVisible": false, "appearanceState": "disappeared",
          "childCount": 0, "presents": false },
        { "title": "Sheet", "typeName": "ViewController", "kind": "viewController",
          "role": { "presented": { "_0": "pageSheet" } }, "isVisible": true,
          "appearanceState": "appeared", "childCount": 0, "presents": false }
      ]
      """
    let decoded = try JSONDecoder().decode(ControllerSnapshot.self, from: Data(json.utf8))
    #expect(decoded == Self.documentedTree)
  }

  @Test func aTreeIsEncodedAsItsRecordsInPreOrder() throws {
    let data = try JSONEncoder().encode(Self.documentedTree)
    let records = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    #expect(records.map { $0["title"] as? String } == [nil, "Home", "Settings", "Sheet"])
    #expect(records.map { $0["childCount"] as? Int } == [2, 0, 0, 0])
    #expect(records.map { $0["presents"] as? Bool } == [true, false, false, false])
    #expect(records.map { $0["selectedIndex"] as? Int } == [0, nil, nil, nil])
  }

  @Test(arguments: DeepTrees.Link.allCases)
  func aChainOfAHundredThousandControllersSurvivesAJSONRoundTrip(_ link: DeepTrees.Link) throws {
    let depth = 100_000
    let snapshot = HierarchySnapshot(
      window: WindowSnapshot(name: "Main", isKeyAndVisible: true),
      root: DeepTrees.snapshotChain(depth: depth, linkedBy: link))
    let data = try JSONEncoder().encode(snapshot)
    let decoded = try JSONDecoder().decode(HierarchySnapshot.self, from: data)
    #expect(decoded == snapshot)
    let controllers = decoded.allControllers
    #expect(controllers.count == depth + 1)
    #expect(controllers.last?.title == "Level \(depth)")
    #expect(controllers.last?.isVisible == true)
  }

  /// Lists of records that are not one tree, and why.
  static let malformedLists: [(records: [String], reason: String)] = [
    ([], "no record"),
    ([record(childCount: -1)], "a negative child count"),
    ([record(childCount: 2), record()], "fewer children than announced"),
    ([record(presents: true)], "a presented controller announced, none follows"),
    ([record(childCount: Int.max, presents: true)], "a child count no list can hold"),
    ([record(childCount: 1, presents: true), record()], "a child, but no presented controller after it"),
    ([record(), record()], "two trees"),
  ]

  /// One record of a plain controller, without the brackets of a list.
  private static func record(childCount: Int = 0, presents: Bool = false) -> String {
    """
    {"typeName":"ViewController","kind":"viewController","role":{"embedded":{}},\
    "isVisible":false,"appearanceState":"disappeared","childCount":\(childCount),"presents":\(presents)}
    """
  }

  @Test(arguments: malformedLists)
  func aListOfRecordsThatIsNotOneTreeIsADecodingError(_ list: (records: [String], reason: String)) throws {
    let json = "[" + list.records.joined(separator: ",") + "]"
    let error = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode(ControllerSnapshot.self, from: Data(json.utf8))
    }
    guard case .dataCorrupted = error else {
      Issue.record("Expected corrupted data for \(list.reason), got \(error)")
      return
    }
  }

  @Test func aRecordWithoutItsChildCountIsADecodingError() throws {
    let json =
      #"[{"typeName":"ViewController","kind":"viewController","role":{"root":{}},"#
      + #""isVisible":false,"appearanceState":"disappeared","presents":false}]"#
    let error = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode(ControllerSnapshot.self, from: Data(json.utf8))
    }
    guard case .keyNotFound(let key, _) = error else {
      Issue.record("Expected a missing key, got \(error)")
      return
    }
    #expect(key.stringValue == "childCount")
  }

  @Test func aNestedTreeIsNotAListOfRecords() throws {
    let json =
      #"{"typeName":"ViewController","kind":"viewController","role":{"root":{}},"#
      + #""isVisible":false,"appearanceState":"disappeared","children":[],"presented":[]}"#
    let error = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode(ControllerSnapshot.self, from: Data(json.utf8))
    }
    guard case .typeMismatch = error else {
      Issue.record("Expected a type mismatch, got \(error)")
      return
    }
  }

  @Test func aCorruptedRecordIsNamedByItsPosition() throws {
    let json = "[" + Self.record(childCount: 1) + "," + Self.record(childCount: -3) + "]"
    let error = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode(ControllerSnapshot.self, from: Data(json.utf8))
    }
    guard case .dataCorrupted(let context) = error else {
      Issue.record("Expected corrupted data, got \(error)")
      return
    }
    #expect(context.codingPath.map(\.intValue) == [1])
    #expect(context.debugDescription == "Record 1: a controller cannot have -3 children.")
  }
}
