/// A named path from one controller to another, made headless: the
/// identifier, the controller it starts from, and the destination it made.
///
/// Register segues with `registerSegue(_:kind:destination:)` and run them with
/// `performSegue(withIdentifier:sender:completion:)`; before the transition
/// runs, the source's ``ViewController/prepare(for:sender:)`` sees the segue.
@MainActor
public final class Segue {
  /// The identifier the segue was registered under.
  public let identifier: String
  /// The controller the segue starts from.
  public let source: ViewController
  /// The controller the segue shows.
  public let destination: ViewController

  /// Creates a segue.
  public init(identifier: String, source: ViewController, destination: ViewController) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
  }
}
