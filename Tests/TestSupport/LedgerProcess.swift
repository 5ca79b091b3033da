import Foundation

/// Runs the built `ledger` binary as a separate process, for end-to-end tests.
public enum LedgerProcess {
    /// The binary next to the test runner in the build folder.
    public static var binaryPath: String {
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = runner.deletingLastPathComponent()
        // The runner may sit inside a bundle folder (`….xctest/…`); walk up to the build folder.
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("ledger").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            folder.deleteLastPathComponent()
        }
        return runner.deletingLastPathComponent().appendingPathComponent("ledger").path
    }

    /// What a run printed and how it ended.
    public struct Result: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// Runs `ledger` with the arguments, stdin and extra environment (TZ fixed to UTC unless given).
    public static func run(_ arguments: [String], stdin: String = "", environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binaryPath)
        process.arguments = arguments
        var env = ["PATH": "/usr/bin:/bin", "TZ": "UTC", "MEAL_LEDGER_DEVICE": "e2e", "HOME": NSTemporaryDirectory()]
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data(stdin.utf8))
        try input.fileHandleForWriting.close()
        // Read both pipes to the end before waiting, so a full pipe cannot block the child.
        final class Box: @unchecked Sendable { var data = Data() }
        let errBox = Box()
        let group = DispatchGroup()
        group.enter()
        let errorHandle = errors.fileHandleForReading
        DispatchQueue.global().async {
            errBox.data = errorHandle.readDataToEndOfFile()
            group.leave()
        }
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        let errData = errBox.data
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }
}
