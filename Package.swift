// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "TransitionKit",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "TransitionKitCore", targets: ["TransitionKitCore"]),
    .library(name: "TransitionKitTesting", targets: ["TransitionKitTesting"]),
    .library(name: "TransitionKitUIKit", targets: ["TransitionKitUIKit"]),
  ],
  targets: [
    .target(name: "TransitionKitCore"),
    .target(name: "TransitionKitTesting", dependencies: ["TransitionKitCore"]),
    .target(name: "TransitionKitUIKit", dependencies: ["TransitionKitCore"]),
    // Type-checks the UIKit conformances of TransitionKitUIKit (linked in from
    // Sources/TransitionKitUIKit/UIKit/) on Linux, against stand-ins declared
    // with Apple's signatures. Compiles to nothing where UIKit exists.
    .target(
      name: "TransitionKitUIKitShimCheck",
      dependencies: ["TransitionKitCore", "TransitionKitUIKit"],
      path: "Tests/UIKitShimCheck",
      swiftSettings: [.define("TRANSITIONKIT_UIKIT_SHIM")]
    ),
    .target(
      name: "TransitionKitExample",
      dependencies: ["TransitionKitCore"],
      path: "Examples/TransitionKitExample"
    ),
    .executableTarget(
      name: "transitionkit-demo",
      dependencies: ["TransitionKitExample", "TransitionKitTesting"],
      path: "Examples/transitionkit-demo"
    ),
    .testTarget(name: "TransitionKitCoreTests", dependencies: ["TransitionKitCore", "TransitionKitTesting"]),
    .testTarget(name: "TransitionKitTestingTests", dependencies: ["TransitionKitTesting", "TransitionKitCore"]),
    .testTarget(
      name: "TransitionKitUIKitTests",
      dependencies: ["TransitionKitUIKit", "TransitionKitCore", "TransitionKitTesting"]),
    .testTarget(
      name: "ExampleTests", dependencies: ["TransitionKitExample", "TransitionKitCore", "TransitionKitTesting"]),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("MemberImportVisibility"),
    ]
}
