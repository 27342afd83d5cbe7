import Foundation

extension WireframeComparison {
  /// The environment variable naming the folder where `XCTAssertHierarchy`
  /// writes the pictures of its failures: `TRANSITIONKIT_PICTURES`. Without
  /// it, they go to a `TransitionKitPictures` folder in the temporary folder.
  public static let directoryVariable = "TRANSITIONKIT_PICTURES"

  /// The folder failure pictures go to: ``directoryVariable``'s value when
  /// it is set and not empty, else `TransitionKitPictures` in the temporary folder.
  public static var directory: String {
    if let path = ProcessInfo.processInfo.environment[directoryVariable], !path.isEmpty { return path }
    return FileManager.default.temporaryDirectory.appendingPathComponent("TransitionKitPictures").path
  }

  /// Writes the comparison's SVG to a new file in ``directory``, creating
  /// the folder if needed.
  ///
  /// - Returns: The file's path: `hierarchy-mismatch-<UUID>.svg` in the folder.
  /// - Throws: The file system's error when the folder or the file cannot be written.
  public func writeToDirectory() throws -> String {
    let folder = URL(fileURLWithPath: Self.directory, isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("hierarchy-mismatch-\(UUID().uuidString).svg")
    try Data((svg + "\n").utf8).write(to: file, options: .atomic)
    return file.path
  }
}
