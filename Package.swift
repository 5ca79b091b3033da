// swift-tools-version:6.0
import PackageDescription

// Concrete generic types (a Dictionary<UInt8, [Int]>, a Set<Int>) get their metadata from a
// direct accessor call instead of a mangled name that the runtime demangles on first use; the
// demangling checks each generic requirement (Key: Hashable) by scanning every conformance
// record of the 90 MB static binary, about 0.3M instructions per new pair, which was an eighth
// of a dish's `recipe parse` (issue 26: start-up within 2× of `--help`).
let startUpSettings: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"]),
]

let package = Package(
    name: "MealLedger",
    products: [
        .executable(name: "ledger", targets: ["ledger"]),
        .library(name: "MealLedger", targets: ["MealLedger"]),
    ],
    targets: [
        // The domain: events, journal, projections, reports. No printing, no exit().
        .target(name: "MealLedger", swiftSettings: startUpSettings),
        // The command tree: argument reading, table and JSON rendering.
        .target(name: "LedgerCLI", dependencies: ["MealLedger"], swiftSettings: startUpSettings),
        // The recipe client's URLSession transport: links FoundationNetworking (and libcurl), so
        // `ledger` does not use it; AICurlTransport opens libcurl only for `--ai`.
        .target(name: "MealLedgerNetworking", dependencies: ["MealLedger"]),
        // A few lines: run LedgerCLI with the process's arguments.
        .executableTarget(name: "ledger", dependencies: ["LedgerCLI"]),
        // What the fuzz targets demand of any input; the test suite runs the same checks over
        // the seed corpus and every crash the fuzzer found (tools/fuzz).
        .target(name: "FuzzChecks", dependencies: ["MealLedger", "LedgerCLI"],
                swiftSettings: [.enableExperimentalFeature("Extern")]),
        // libFuzzer targets (tools/fuzz/run builds them with -sanitize=fuzzer,address); a normal
        // build runs their check over the files given as arguments.
        .executableTarget(name: "FuzzJournalLine", dependencies: ["FuzzChecks"]),
        .executableTarget(name: "FuzzAIReply", dependencies: ["FuzzChecks"]),
        .executableTarget(name: "FuzzSnapshot", dependencies: ["FuzzChecks"]),
        .executableTarget(name: "FuzzCommandLine", dependencies: ["FuzzChecks"]),
        .executableTarget(name: "FuzzImportRows", dependencies: ["FuzzChecks"]),
        .executableTarget(name: "FuzzPeriods", dependencies: ["FuzzChecks"]),
        // Seeded generators and helpers shared by the test targets.
        .target(name: "TestSupport", dependencies: ["MealLedger"], path: "Tests/TestSupport"),
        // A scripted HTTP/1.1 server on 127.0.0.1 for the recipe client's tests.
        .target(name: "LoopbackHTTP", path: "Tests/LoopbackHTTP"),
        .testTarget(
            name: "MealLedgerTests",
            dependencies: ["MealLedger", "MealLedgerNetworking", "TestSupport", "LoopbackHTTP", "FuzzChecks"]
        ),
        .testTarget(
            name: "LedgerCLITests",
            dependencies: ["LedgerCLI", "MealLedger", "TestSupport", "LoopbackHTTP", "ledger"],
            exclude: ["Golden"]
        ),
    ]
)
