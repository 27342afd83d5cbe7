// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "TransitionKitBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "TransitionKit", path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark",
      .upToNextMinor(from: "1.38.0"),
      traits: ["MallocInterposer"]
    ),
  ],
  targets: [
    .target(
      name: "BenchmarkScenarios",
      dependencies: [.product(name: "TransitionKitCore", package: "TransitionKit")]
    ),
    .executableTarget(
      name: "StepCost",
      dependencies: [
        "BenchmarkScenarios",
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "TransitionKitCore", package: "TransitionKit"),
      ],
      path: "Benchmarks/StepCost",
      swiftSettings: [.swiftLanguageMode(.v5)],
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "Scaling",
      dependencies: [
        "BenchmarkScenarios",
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "TransitionKitCore", package: "TransitionKit"),
      ],
      path: "Benchmarks/Scaling",
      swiftSettings: [.swiftLanguageMode(.v5)],
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "TestSuite",
      dependencies: [
        "BenchmarkScenarios",
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "TransitionKitCore", package: "TransitionKit"),
      ],
      path: "Benchmarks/TestSuite",
      swiftSettings: [.swiftLanguageMode(.v5)],
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "transitionkit-checks",
      dependencies: [
        "BenchmarkScenarios",
        .product(name: "TransitionKitCore", package: "TransitionKit"),
        .product(name: "TransitionKitTesting", package: "TransitionKit"),
      ]
    ),
    .executableTarget(
      name: "transitionkit-profile",
      dependencies: [
        "BenchmarkScenarios",
        .product(name: "TransitionKitCore", package: "TransitionKit"),
        .product(name: "TransitionKitTesting", package: "TransitionKit"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
