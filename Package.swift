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
    .library(name: "PublishOnWrite", targets: ["PublishOnWrite"])
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
      name: "publisher-bench",
      dependencies: ["PublishOnWrite", "BenchmarkSupport"],
      path: "Benchmarks/PublisherBench",
      swiftSettings: settings
    ),
  ],
  swiftLanguageModes: [.v6]
)
