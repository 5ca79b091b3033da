import Foundation
import TestSupport

/// Runs another program (a shell, groff, tools/install) to the end, for the tests of what
/// `ledger` hands to them.
enum ProgramRun {
    static func run(_ program: String, _ arguments: [String], environment: [String: String],
                    directory: String? = nil) throws -> LedgerProcess.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.environment = environment
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return LedgerProcess.Result(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
                                    stderr: String(decoding: err, as: UTF8.self))
    }
}
