// swift-tools-version: 6.3

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
  // What the code needs: `Atomic` and `Mutex` (the Synchronization module) first shipped in
  // macOS 15, iOS 18, tvOS 18, watchOS 11 and visionOS 2. Linux has no floor.
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "PublishOnWrite", targets: ["PublishOnWrite"]),
    .library(name: "ReadTracking", targets: ["ReadTracking"]),
    .library(name: "ViewGraph", targets: ["ViewGraph"]),
    .library(name: "RecomputeHarness", targets: ["RecomputeHarness"]),
    .library(
      name: "LibraryApp",
      targets: [
        "LibraryApp", "BeforeMigration", "HalfMigrated", "MechanicalPort", "ReadsPushedDown",
        "Traps",
      ]
    ),
    .executable(name: "recompute-bench", targets: ["RecomputeBench"]),
    .executable(name: "publisher-bench", targets: ["PublisherBench"]),
    .executable(name: "registrar-bench", targets: ["RegistrarBench"]),
    .executable(name: "viewgraph-bench", targets: ["ViewGraphBench"]),
  ],
  targets: [
    // What several test targets share: a seedable random generator.
    .target(name: "TestSupport", path: "Tests/TestSupport", swiftSettings: settings),

    // The stored-property layouts of types, from the standard library's reflection SPI: the
    // one route the three modules below share (each with its own fallback).
    .target(name: "StoredFieldReflection", swiftSettings: settings),
    .testTarget(
      name: "StoredFieldReflectionTests",
      dependencies: ["StoredFieldReflection"],
      swiftSettings: settings
    ),

    // The old model: ObservableObject, @Published, objectWillChange.
    .target(
      name: "PublishOnWrite",
      dependencies: ["StoredFieldReflection"],
      swiftSettings: settings
    ),
    .testTarget(
      name: "PublishOnWriteTests",
      dependencies: ["PublishOnWrite", "TestSupport"],
      swiftSettings: settings
    ),

    // The new model: Observable, ObservationRegistrar, @Tracked, withObservationTracking.
    .target(name: "CReadTrackingSupport"),
    .target(
      name: "ReadTracking",
      dependencies: ["CReadTrackingSupport", "StoredFieldReflection"],
      swiftSettings: settings
    ),
    .testTarget(
      name: "ReadTrackingTests",
      dependencies: ["ReadTracking", "TestSupport"],
      swiftSettings: settings
    ),

    // The headless view runtime, with both models plugged in.
    .target(
      name: "ViewGraph",
      dependencies: ["PublishOnWrite", "ReadTracking", "StoredFieldReflection"],
      swiftSettings: settings
    ),
    .testTarget(
      name: "ViewGraphTests",
      dependencies: ["TestSupport", "ViewGraph"],
      swiftSettings: settings
    ),

    // The harness: describe a screen's variants and event script, count what each event
    // recomputes, and report it.
    .target(
      name: "RecomputeHarness",
      dependencies: ["BenchmarkSupport", "ViewGraph"],
      swiftSettings: settings
    ),
    .testTarget(
      name: "RecomputeHarnessTests",
      dependencies: ["PublishOnWrite", "ReadTracking", "RecomputeHarness", "ViewGraph"],
      swiftSettings: settings
    ),

    // The reference workload: the library screen in each variant, and the script that drives it.
    .target(
      name: "BeforeMigration",
      dependencies: ["PublishOnWrite", "ViewGraph"],
      path: "Sources/LibraryApp/BeforeMigration",
      swiftSettings: settings
    ),
    .target(
      name: "HalfMigrated",
      dependencies: ["PublishOnWrite", "ReadTracking", "ViewGraph"],
      path: "Sources/LibraryApp/HalfMigrated",
      swiftSettings: settings
    ),
    .target(
      name: "MechanicalPort",
      dependencies: ["ReadTracking", "ViewGraph"],
      path: "Sources/LibraryApp/MechanicalPort",
      swiftSettings: settings
    ),
    .target(
      name: "ReadsPushedDown",
      dependencies: ["MechanicalPort", "ReadTracking", "ViewGraph"],
      path: "Sources/LibraryApp/ReadsPushedDown",
      swiftSettings: settings
    ),
    // Variants that each commit one trap of seed 002 (or of publish-on-write), for the audit.
    .target(
      name: "Traps",
      dependencies: [
        "BeforeMigration", "MechanicalPort", "PublishOnWrite", "ReadTracking", "ViewGraph",
      ],
      path: "Sources/LibraryApp/Traps",
      swiftSettings: settings
    ),
    .target(
      name: "LibraryApp",
      dependencies: [
        "BeforeMigration", "HalfMigrated", "MechanicalPort", "ReadsPushedDown",
        "RecomputeHarness", "Traps", "ViewGraph",
      ],
      path: "Sources/LibraryApp/Workload",
      swiftSettings: settings
    ),
    .testTarget(
      name: "LibraryAppTests",
      dependencies: ["LibraryApp"],
      swiftSettings: settings
    ),

    // The catalogue of workloads besides the library screen, each screen in its variants.
    .target(
      name: "DashboardBefore",
      dependencies: ["BeforeMigration", "ViewGraph"],
      path: "Sources/Catalogue/Dashboard/Before",
      swiftSettings: settings
    ),
    .target(
      name: "DashboardPorted",
      dependencies: ["MechanicalPort", "ViewGraph"],
      path: "Sources/Catalogue/Dashboard/Ported",
      swiftSettings: settings
    ),
    .target(
      name: "DashboardFixed",
      dependencies: ["MechanicalPort", "ViewGraph"],
      path: "Sources/Catalogue/Dashboard/Fixed",
      swiftSettings: settings
    ),
    // The live feed: a watchlist a background price feed writes to in bursts.
    .target(
      name: "LiveFeedBefore",
      dependencies: ["PublishOnWrite", "ViewGraph"],
      path: "Sources/Catalogue/LiveFeed/Before",
      swiftSettings: settings
    ),
    .target(
      name: "LiveFeedPorted",
      dependencies: ["ReadTracking", "ViewGraph"],
      path: "Sources/Catalogue/LiveFeed/Ported",
      swiftSettings: settings
    ),
    .target(
      name: "LiveFeedFixed",
      dependencies: ["LiveFeedPorted", "ViewGraph"],
      path: "Sources/Catalogue/LiveFeed/Fixed",
      swiftSettings: settings
    ),
    // The nested collection: projects holding tasks, edited from rows and from a sheet.
    .target(
      name: "NestedCollectionBefore",
      dependencies: ["PublishOnWrite", "ViewGraph"],
      path: "Sources/Catalogue/NestedCollection/Before",
      swiftSettings: settings
    ),
    .target(
      name: "NestedCollectionPorted",
      dependencies: ["ReadTracking", "ViewGraph"],
      path: "Sources/Catalogue/NestedCollection/Ported",
      swiftSettings: settings
    ),
    .target(
      name: "NestedCollectionFixed",
      dependencies: ["NestedCollectionPorted", "ReadTracking", "ViewGraph"],
      path: "Sources/Catalogue/NestedCollection/Fixed",
      swiftSettings: settings
    ),
    .target(
      name: "CatalogueCounting",
      path: "Sources/Catalogue/Counting",
      swiftSettings: settings
    ),
    .target(
      name: "OwnerTickerBefore",
      dependencies: ["CatalogueCounting", "PublishOnWrite", "ViewGraph"],
      path: "Sources/Catalogue/OwnerTicker/Before",
      swiftSettings: settings
    ),
    .target(
      name: "OwnerTickerPorted",
      dependencies: ["CatalogueCounting", "ReadTracking", "ViewGraph"],
      path: "Sources/Catalogue/OwnerTicker/Ported",
      swiftSettings: settings
    ),
    .target(
      name: "OwnerTickerFixed",
      dependencies: ["CatalogueCounting", "OwnerTickerPorted", "ViewGraph"],
      path: "Sources/Catalogue/OwnerTicker/Fixed",
      swiftSettings: settings
    ),
    .target(
      name: "FormBefore",
      dependencies: ["PublishOnWrite", "ViewGraph"],
      path: "Sources/Catalogue/Form/Before",
      swiftSettings: settings
    ),
    .target(
      name: "FormPorted",
      dependencies: ["ReadTracking", "ViewGraph"],
      path: "Sources/Catalogue/Form/Ported",
      swiftSettings: settings
    ),
    .target(
      name: "FormFixed",
      dependencies: ["FormPorted", "ViewGraph"],
      path: "Sources/Catalogue/Form/Fixed",
      swiftSettings: settings
    ),
    .target(
      name: "Catalogue",
      dependencies: [
        "BeforeMigration", "CatalogueCounting", "DashboardBefore", "DashboardFixed",
        "DashboardPorted", "FormBefore", "FormFixed", "FormPorted", "LiveFeedBefore",
        "LiveFeedFixed", "LiveFeedPorted", "MechanicalPort", "NestedCollectionBefore",
        "NestedCollectionFixed", "NestedCollectionPorted", "OwnerTickerBefore", "OwnerTickerFixed",
        "OwnerTickerPorted", "RecomputeHarness", "ViewGraph",
      ],
      path: "Sources/Catalogue/Workloads",
      swiftSettings: settings
    ),
    .testTarget(
      name: "CatalogueTests",
      dependencies: ["Catalogue", "RecomputeHarness", "ViewGraph"],
      swiftSettings: settings
    ),

    // Migration.md's snippets, diffs and counts, checked against the code they quote.
    .testTarget(
      name: "MigrationTests",
      dependencies: [
        "LibraryApp", "MechanicalPort", "PublishOnWrite", "ReadTracking", "TestSupport",
        "ViewGraph",
      ],
      swiftSettings: settings
    ),

    // Benchmarks: release builds only.
    .target(
      name: "BenchmarkSupport",
      path: "Benchmarks/BenchmarkSupport",
      swiftSettings: settings
    ),
    .testTarget(
      name: "BenchmarkSupportTests",
      dependencies: ["BenchmarkSupport"],
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
      name: "RecomputeBench",
      dependencies: [
        "BenchmarkSupport", "Catalogue", "LibraryApp", "RecomputeHarness", "ViewGraph",
      ],
      path: "Benchmarks/RecomputeBench",
      swiftSettings: settings
    ),
    .executableTarget(
      name: "ViewGraphBench",
      dependencies: [
        "BenchmarkSupport", "CRegistrarBenchSupport", "MechanicalPort", "ReadsPushedDown",
        "ViewGraph",
      ],
      path: "Benchmarks/ViewGraphBench",
      swiftSettings: settings
    ),
  ],
  swiftLanguageModes: [.v6]
)
