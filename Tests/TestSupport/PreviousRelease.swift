import Foundation

/// A build of the release before this round (d4da2d1), for tests that show it still reads what
/// this release writes (SPEC 8). Found through `MEAL_LEDGER_PREVIOUS_RELEASE`, else the copy
/// `tools/bench --baseline d4da2d1` keeps in tools/bench-data, else a worktree's release build.
public enum PreviousRelease {
    public static let commit = "d4da2d10b52cef818d94515b92d1f2e6c316e913"

    /// The binary, or nil when none is at hand (the tests then stand on their golden journals).
    public static var program: String? {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let candidates: [String?] = [ProcessInfo.processInfo.environment["MEAL_LEDGER_PREVIOUS_RELEASE"],
                          root.appendingPathComponent("tools/bench-data/ledger-\(commit)").path,
                          root.appendingPathComponent("../base/.build/release/ledger").standardizedFileURL.path]
        return candidates.compactMap { $0 }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `program` with `arguments` on `journal` (no snapshot, UTC, a scratch home).
    public static func run(_ program: String, _ arguments: [String], journal: String) throws
        -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments + ["--journal", journal, "--no-snapshot"]
        process.environment = ["PATH": "/usr/bin:/bin", "TZ": "UTC", "HOME": NSTemporaryDirectory()]
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }
}
