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
    .library(name: "ViewGraph", targets: ["ViewGraph"])
  ],
  targets: [
    .target(
      name: "BenchmarkSupport",
      path: "Benchmarks/BenchmarkSupport",
      swiftSettings: settings
    ),
    .target(
      name: "ViewGraph",
      swiftSettings: settings
    ),
    .testTarget(
      name: "ViewGraphTests",
      dependencies: ["ViewGraph"],
      swiftSettings: settings
    ),
    .executableTarget(
      name: "viewgraph-bench",
      dependencies: ["ViewGraph", "BenchmarkSupport"],
      path: "Benchmarks/ViewGraphBench",
      swiftSettings: settings
    ),
  ],
  swiftLanguageModes: [.v6]
)
