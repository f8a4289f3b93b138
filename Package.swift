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
    .executable(name: "publisher-bench", targets: ["PublisherBench"]),
    .executable(name: "registrar-bench", targets: ["RegistrarBench"]),
  ],
  targets: [
    .target(
      name: "BenchmarkSupport",
      path: "Benchmarks/BenchmarkSupport",
      swiftSettings: settings
    ),
    .target(
      name: "PublishOnWrite",
      swiftSettings: settings
    ),
    .testTarget(
      name: "PublishOnWriteTests",
      dependencies: ["PublishOnWrite"],
      swiftSettings: settings
    ),
    .executableTarget(
      name: "PublisherBench",
      dependencies: ["PublishOnWrite", "BenchmarkSupport"],
      path: "Benchmarks/PublisherBench",
      swiftSettings: settings
    ),
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
    .target(name: "CRegistrarBenchSupport", path: "Benchmarks/CRegistrarBenchSupport"),
    .executableTarget(
      name: "RegistrarBench",
      dependencies: ["BenchmarkSupport", "CRegistrarBenchSupport", "ReadTracking"],
      path: "Benchmarks/RegistrarBench",
      swiftSettings: settings
    ),
  ],
  swiftLanguageModes: [.v6]
)
