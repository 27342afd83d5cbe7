import Testing
import TransitionKitTesting
import TransitionKitUIKit

@testable import TransitionKitCore

/// A model window shown by an adaptor on fake hosts, with a replica of the
/// window's stream to check the model, and the drifts the adaptor found.
@MainActor
final class AdaptorRig {
  let uikit = FakeUIKit()
  let factory: FakeHostFactory
  let windowHost: FakeWindow
  let window = Window(name: "Main")
  var adaptor: UIKitAdaptor!
  var drifts: [DriftReport] = []

  /// A rig whose window shows `root`, key and visible, with an adaptor attached.
  init(
    root: ViewController, driver: AnimationDriver? = nil, stubbornNavigation: Bool = false,
    registering register: (inout ScreenFactory, FakeUIKit) -> Void = { _, _ in }
  ) throws {
    factory = FakeHostFactory(uikit)
    factory.makesStubbornNavigationControllers = stubbornNavigation
    windowHost = FakeWindow(uikit)
    if let driver { window.animationDriver = driver }
    try window.setRootViewController(root)
    window.makeKeyAndVisible()
    var screens = ScreenFactory()
    let uikit = uikit
    register(&screens, uikit)
    screens.register(typeName: "ViewController") { node in FakeViewController(uikit, name: node.title ?? node.typeName)
    }
    adaptor = UIKitAdaptor(
      window: window, windowHost: windowHost, containers: factory, screens: screens,
      options: UIKitAdaptor.Options(checksDrift: true) { [weak self] report in self?.drifts.append(report) })
  }

  func id(_ controller: ViewController) -> MountNodeID {
    controller.mountNodeID
  }

  /// The fake host of a model controller.
  func host(_ controller: ViewController) -> FakeViewController? {
    adaptor.host(for: id(controller)) as? FakeViewController
  }

  /// The names of the hosts a container shows, in order.
  func shown(_ controller: ViewController) -> [String] {
    host(controller)?.children.map(\.name) ?? []
  }

  /// The hosts show the model's tree: no drift, and nothing waiting.
  func expectInSync(sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(!adaptor.isBusy, sourceLocation: sourceLocation)
    #expect(adaptor.drift() == [], sourceLocation: sourceLocation)
    #expect(drifts == [], sourceLocation: sourceLocation)
    #expect(uikit.callsDuringTransition == [], sourceLocation: sourceLocation)
    #expect(adaptor.appliedRevision == window.mountRevision, sourceLocation: sourceLocation)
  }

  /// The calls logged since the last look, then forgotten.
  func takeCalls() -> [String] {
    defer { uikit.calls = [] }
    return uikit.calls
  }
}
