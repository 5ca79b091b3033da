#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MealLedger

/// Long output on a terminal goes through `$PAGER` (default `less -FRX`), as git does.
///
/// Output is held until it is longer than the terminal is high; only then is the pager
/// started, so a short report prints as usual and nothing ever pages into a pipe.
struct Pager: Equatable, Sendable {
    /// The pager's program and its arguments (`$PAGER` split at spaces; no shell).
    var command: [String]
    /// The terminal's height in lines: output longer than this is paged.
    var rows: Int
    /// The terminal's width, to count a long line as the several lines it wraps into.
    var columns: Int

    /// The pager for this run, or nil when output should go straight out: `--no-pager`, not
    /// a terminal, `TERM=dumb`, `PAGER` set empty or to `cat`.
    static func chosen(environment: [String: String], terminal: TerminalSize?, noPager: Bool) -> Pager? {
        guard !noPager, let terminal, terminal.rows > 0, environment["TERM"] != "dumb" else { return nil }
        let text = environment["PAGER"] ?? "less -FRX"
        let words = text.split(separator: " ").map(String.init)
        guard let program = words.first, program != "cat" else { return nil }
        return Pager(command: words, rows: terminal.rows, columns: max(1, terminal.columns))
    }

    /// True when `bytes` take more lines than the terminal has (a line wider than the
    /// terminal counts as the lines it wraps into, roughly, one byte a column).
    func isLonger(_ bytes: [UInt8]) -> Bool {
        var lines = 0
        var lineLength = 0
        for byte in bytes {
            if byte == 0x0A {
                lines += 1 + lineLength / columns
                lineLength = 0
                if lines >= rows { return true }
            } else if byte & 0xC0 != 0x80 {
                lineLength += 1
            }
        }
        return lines + lineLength / columns >= rows
    }

    /// A started pager: the end of the pipe to write into, and the process to wait for.
    struct Running {
        var input: Int32
        var process: pid_t

        /// Closes the pipe and waits for the reader to quit.
        func finish() {
            close(input)
            SystemCalls.waitForExit(process)
        }
    }

    /// Starts the pager reading from a new pipe; nil when it cannot start (then output goes
    /// straight to the terminal).
    func start() -> Running? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[0], 0)
        posix_spawn_file_actions_addclose(&actions, ends[0])
        let argv = command.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var process: pid_t = 0
        // posix_spawnp reports a program that is not there (glibc waits for the exec).
        let failed = posix_spawnp(&process, command[0], &actions, nil, argv, environ)
        close(ends[0])
        guard failed == 0 else {
            close(ends[1])
            return nil
        }
        return Running(input: ends[1], process: process)
    }
}
