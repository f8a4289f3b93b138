// swift-tools-version: 6.3

import PackageDescription

// A package that depends on Observatory by path, as a client would, and uses every public
// product. `.ci/run` builds it: it proves the products work as dependencies and that nothing
// internal is needed.
let package = Package(
  name: "Consumer",
  // Observatory's own floor (see its README).
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  dependencies: [
    .package(name: "Observatory", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "Consumer",
      dependencies: [
        .product(name: "PublishOnWrite", package: "Observatory"),
        .product(name: "ReadTracking", package: "Observatory"),
        .product(name: "ViewGraph", package: "Observatory"),
        .product(name: "LibraryApp", package: "Observatory"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
