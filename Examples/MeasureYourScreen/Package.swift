// swift-tools-version: 6.3

import PackageDescription

// Measuring your own screen, as a client would: the screen and its model written twice, once
// per observation model, each in a module of its own (so both keep their SwiftUI names), and
// an executable that describes the workload to the harness and prints its reports.
// `.ci/run` builds and runs it.
let package = Package(
  name: "MeasureYourScreen",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  dependencies: [
    .package(name: "Observatory", path: "../..")
  ],
  targets: [
    // The screen before the migration: ObservableObject, @Published, @EnvironmentObject.
    .target(
      name: "InboxBefore",
      dependencies: [
        .product(name: "PublishOnWrite", package: "Observatory"),
        .product(name: "ViewGraph", package: "Observatory"),
      ]
    ),
    // The same screen after it: Observable, @Tracked, @Environment(Inbox.self), @Bindable.
    .target(
      name: "InboxAfter",
      dependencies: [
        .product(name: "ReadTracking", package: "Observatory"),
        .product(name: "ViewGraph", package: "Observatory"),
      ]
    ),
    // The workload: both variants, the event script, and the reports.
    .executableTarget(
      name: "MeasureInbox",
      dependencies: [
        "InboxAfter", "InboxBefore",
        .product(name: "RecomputeHarness", package: "Observatory"),
        .product(name: "ViewGraph", package: "Observatory"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
