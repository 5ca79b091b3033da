import MealLedger

/// A command's failure: the message for stderr and the exit status.
struct CLIError: Error, CustomStringConvertible {
    var code: ExitCode
    /// The whole line for stderr, already prefixed (`PATH:LINE: …` or `ledger day: …`).
    var message: String

    var description: String { message }

    static func usage(_ command: String, _ message: String) -> CLIError {
        CLIError(code: .usage, message: "\(command): \(message)\nRun '\(command) --help' for usage.")
    }

    /// A refusal; a message of several lines (one per bad field) has the command before each.
    static func refused(_ command: String, _ message: String) -> CLIError {
        CLIError(code: .refused, message: message.split(separator: "\n", omittingEmptySubsequences: false)
            .map { "\(command): \($0)" }.joined(separator: "\n"))
    }

    /// Maps a journal error to its exit status; its message already names the path and line.
    static func journal(_ error: JournalError) -> CLIError {
        switch error {
        case .tornTail, .tornBatch, .damaged, .unsupportedFormat: return CLIError(code: .damaged, message: error.description)
        default: return CLIError(code: .refused, message: error.description)
        }
    }
}
