#if canImport(Glibc)
import Glibc
#endif
import MealLedger

extension Ledger.Import {
    /// How far a long import has read, on standard error when that is a terminal (never into
    /// a pipe or a file): shown once the import has run a second, redrawn in place at most ten
    /// times a second, and wiped when the import ends, before its report.
    final class Progress {
        private let stream: TextOutput?
        private let name: String
        private let seconds: () -> Double
        private let started: Double
        private var lastShown = 0.0
        private var isShown = false

        /// `seconds` is a clock that only goes forward (tests give their own).
        init(_ context: CommandContext, name: String, seconds: @escaping () -> Double = Progress.monotonicSeconds) {
            stream = context.stderrIsTerminal ? context.stderr : nil
            self.name = ControlCharacters.escaped(name)
            self.seconds = seconds
            started = seconds()
        }

        /// Shows `bytes` of `total` (when known) read in the step named `doing`.
        func update(_ doing: String, bytes: Int64, of total: Int64?) {
            guard let stream else { return }
            let now = seconds()
            guard now - started >= 1, now - lastShown >= 0.1 else { return }
            lastShown = now
            let amount = total.map { "\($0 > 0 ? min(100, bytes * 100 / $0) : 100)%" } ?? "\(bytes >> 20) MB"
            stream.write(bytes: Array("\r\(doing) \(name): \(amount)\u{1B}[K".utf8))
            stream.flush()
            isShown = true
        }

        /// Wipes the line shown, if any.
        func finish() {
            guard let stream, isShown else { return }
            stream.write(bytes: Array("\r\u{1B}[K".utf8))
            stream.flush()
            isShown = false
        }

        /// The system's clock that only goes forward, in seconds.
        static func monotonicSeconds() -> Double {
            var spec = timespec()
            clock_gettime(CLOCK_MONOTONIC, &spec)
            return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
        }
    }
}
