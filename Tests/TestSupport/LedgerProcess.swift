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

    /// Makes a write to a pipe whose reader died (a killed or finished child) fail with EPIPE
    /// instead of killing the test process with SIGPIPE.
    public static func ignoreBrokenPipes() {
        _ = brokenPipesIgnored
    }

    private static let brokenPipesIgnored: Bool = {
        signal(SIGPIPE, SIG_IGN)
        return true
    }()

    /// What a run printed and how it ended.
    public struct Result: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
        /// True when the run outlived its time limit and was killed: a hang.
        public var timedOut = false
        /// True when a signal ended the process (a crash), not exit().
        public var crashed = false

        public init(status: Int32, stdout: String, stderr: String, timedOut: Bool = false, crashed: Bool = false) {
            self.status = status
            self.stdout = stdout
            self.stderr = stderr
            self.timedOut = timedOut
            self.crashed = crashed
        }
    }

    /// Runs `ledger` with the arguments, stdin and extra environment (TZ fixed to UTC unless given).
    ///
    /// `launcher` runs before the binary (e.g. `["/usr/bin/prlimit", "--fsize=4096", "--"]`).
    /// After `timeLimit` seconds the process is killed and the result says `timedOut`.
    public static func run(_ arguments: [String], stdin: String = "", environment: [String: String] = [:],
                           launcher: [String] = [], timeLimit: Double = 120) throws -> Result {
        try run(arguments, stdin: Data(stdin.utf8), environment: environment, launcher: launcher, timeLimit: timeLimit)
    }

    /// The same with stdin as bytes.
    public static func run(_ arguments: [String], stdin: Data, environment: [String: String] = [:],
                           launcher: [String] = [], timeLimit: Double = 120) throws -> Result {
        ignoreBrokenPipes()
        let process = Process()
        if let program = launcher.first {
            process.executableURL = URL(fileURLWithPath: program)
            process.arguments = Array(launcher.dropFirst()) + [binaryPath] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: binaryPath)
            process.arguments = arguments
        }
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
        final class Flag: @unchecked Sendable { var value = false; let lock = NSLock() }
        let killed = Flag()
        let watchdog = DispatchWorkItem {
            killed.lock.lock(); killed.value = true; killed.lock.unlock()
            kill(process.processIdentifier, SIGKILL)
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit, execute: watchdog)
        defer { watchdog.cancel() }
        // Feed stdin and drain stderr on threads of their own: they block until the child reads
        // or ends, and on the global queue (as many threads as cores) they would hold back the
        // watchdog's timer.
        let inputHandle = input.fileHandleForWriting
        Thread.detachNewThread {
            try? inputHandle.write(contentsOf: stdin)
            try? inputHandle.close()
        }
        // Read both pipes to the end before waiting, so a full pipe cannot block the child.
        final class Box: @unchecked Sendable { var data = Data() }
        let errBox = Box()
        let group = DispatchGroup()
        group.enter()
        let errorHandle = errors.fileHandleForReading
        Thread.detachNewThread {
            errBox.data = errorHandle.readDataToEndOfFile()
            group.leave()
        }
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        let errData = errBox.data
        // Closed here, on this thread, not whenever the pipes are deallocated (swiftlang/swift#57827).
        try? output.fileHandleForReading.close()
        try? errorHandle.close()
        process.waitUntilExit()
        watchdog.cancel()
        killed.lock.lock(); let timedOut = killed.value; killed.lock.unlock()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self), timedOut: timedOut,
                      crashed: process.terminationReason == .uncaughtSignal)
    }
}
