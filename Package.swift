// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "MealLedger",
    products: [
        .executable(name: "ledger", targets: ["ledger"]),
        .library(name: "MealLedger", targets: ["MealLedger"]),
    ],
    targets: [
        // The domain: events, journal, projections, reports. No printing, no exit().
        .target(name: "MealLedger"),
        // The command tree: argument reading, table and JSON rendering.
        .target(name: "LedgerCLI", dependencies: ["MealLedger"]),
        // A few lines: run LedgerCLI with the process's arguments.
        .executableTarget(name: "ledger", dependencies: ["LedgerCLI"]),
        // Seeded generators and helpers shared by the test targets.
        .target(name: "TestSupport", dependencies: ["MealLedger"], path: "Tests/TestSupport"),
        .testTarget(name: "MealLedgerTests", dependencies: ["MealLedger", "TestSupport"]),
        .testTarget(
            name: "LedgerCLITests",
            dependencies: ["LedgerCLI", "MealLedger", "TestSupport", "ledger"],
            exclude: ["Golden"]
        ),
    ]
)
