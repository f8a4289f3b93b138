// swift-tools-version: 6.2

import PackageDescription

// Warnings are errors in CI only: `.ci/run` builds with `-Xbuild-tools-swiftc -DSTRICT`, which
// this manifest reads. Clients of the package never see the setting.
#if STRICT
  let strictness: [SwiftSetting] = [.treatAllWarnings(as: .error)]
#else
  let strictness: [SwiftSetting] = []
#endif

let settings: [SwiftSetting] =
  [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
  ] + strictness

let package = Package(
  name: "Observatory",
  products: [
    .library(name: "PublishOnWrite", targets: ["PublishOnWrite"]),
    .library(name: "ReadTracking", targets: ["ReadTracking"]),
    .library(name: "ViewGraph", targets: ["ViewGraph"]),
    .executable(name: "publisher-bench", targets: ["PublisherBench"]),
    .executable(name: "registrar-bench", targets: ["RegistrarBench"]),
    .executable(name: "viewgraph-bench", targets: ["ViewGraphBench"]),
  ],
  targets: [
    // The old model: ObservableObject, @Published, objectWillChange.
    .target(name: "PublishOnWrite", swiftSettings: settings),
    .testTarget(
      name: "PublishOnWriteTests",
      dependencies: ["PublishOnWrite"],
      swiftSettings: settings
    ),

    // The new model: Observable, ObservationRegistrar, @Tracked, withObservationTracking.
    .target(name: "CReadTrackingSupport"),
    .target(
      name: "ReadTracking",
      dependencies: ["CReadTrackingSupport"],
      swiftSettings: settings
    ),
    .testTarget(
      name: "ReadTrackingTests",
      dependencies: ["ReadTracking"],
      swiftSettings: settings
    ),

    // The headless view runtime, with both models plugged in.
    .target(
      name: "ViewGraph",
      dependencies: ["PublishOnWrite", "ReadTracking"],
      swiftSettings: settings
    ),
    .testTarget(
      name: "ViewGraphTests",
      dependencies: ["ViewGraph"],
      swiftSettings: settings
    ),

    // Benchmarks: release builds only.
    .target(
      name: "BenchmarkSupport",
      path: "Benchmarks/BenchmarkSupport",
      swiftSettings: settings
    ),
    .executableTarget(
      name: "PublisherBench",
      dependencies: ["PublishOnWrite", "BenchmarkSupport"],
      path: "Benchmarks/PublisherBench",
      swiftSettings: settings
    ),
    .target(name: "CRegistrarBenchSupport", path: "Benchmarks/CRegistrarBenchSupport"),
    .executableTarget(
      name: "RegistrarBench",
      dependencies: ["BenchmarkSupport", "CRegistrarBenchSupport", "ReadTracking"],
      path: "Benchmarks/RegistrarBench",
      swiftSettings: settings
    ),
    .executableTarget(
      name: "ViewGraphBench",
      dependencies: ["ViewGraph", "BenchmarkSupport"],
      path: "Benchmarks/ViewGraphBench",
      swiftSettings: settings
    ),
  ],
  swiftLanguageModes: [.v6]
)
