#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import MealLedger

/// Progress for long work (a merge, a snapshot, a long report): on standard error when that
/// is a terminal, never into a pipe or a file (SPEC 16). Shown once the work has run a second
/// (`MEAL_LEDGER_PROGRESS_AFTER` seconds when set), redrawn in place four times a second, and
/// wiped before the command's report, as `ledger import`'s progress line is. When the work
/// knows how many bytes it reads (a merge's two journals, a snapshot's journal), the line
/// shows the share of them read so far, counted by `SystemCalls`; else the seconds spent.
final class WorkProgress: @unchecked Sendable {
    private let lock = NSLockLike()
    private var timer: DispatchSourceTimer?
    private var isShown = false
    private var isFinished = false

    /// Starts showing `doing` (`merging a.jsonl and b.jsonl`) after the delay, when stderr is a
    /// terminal; with the share of `bytesToRead` read so far when it is given.
    init(_ context: CommandContext, _ doing: String, bytesToRead: Int64? = nil) {
        guard context.stderrIsTerminal else { return }
        let firstByte = SystemCalls.bytesReadSoFar
        let delay = context.environment["MEAL_LEDGER_PROGRESS_AFTER"].flatMap(Double.init).map { max(0, min($0, 60)) } ?? 1
        let text = ControlCharacters.escaped(doing)
        let started = Ledger.Import.Progress.monotonicSeconds()
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.schedule(deadline: .now() + delay, repeating: 0.25)
        let draw = { [weak self] in
            guard let self else { return }
            self.lock.withLock {
                guard !self.isFinished else { return }
                let seconds = Int(Ledger.Import.Progress.monotonicSeconds() - started)
                if let total = bytesToRead, total > 0 {
                    // Never 100 % before the end: what is read is not yet all that is done.
                    let share = min(99, (SystemCalls.bytesReadSoFar - firstByte) * 100 / total)
                    Self.writeToStandardError("\r\(text)… \(share)% (\(seconds) s)\u{1B}[K")
                } else {
                    Self.writeToStandardError("\r\(text)… \(seconds) s\u{1B}[K")
                }
                self.isShown = true
            }
        }
        timer.setEventHandler(handler: draw)
        self.timer = timer
        // Without a delay (tests) the line is drawn at once, whatever the timer's thread does.
        if delay == 0 { draw() }
        timer.resume()
    }

    /// Stops, and wipes the line shown, if any. Nothing is drawn after this returns.
    func finish() {
        lock.withLock {
            guard !isFinished else { return }
            isFinished = true
            timer?.cancel()
            if isShown { Self.writeToStandardError("\r\u{1B}[K") }
        }
    }

    deinit { finish() }

    private static func writeToStandardError(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { Glibc.write(2, $0.baseAddress! + offset, $0.count - offset) }
            if written <= 0 { return }
            offset += written
        }
    }
}

/// A mutex, for the few lines shared with a timer's thread.
final class NSLockLike: @unchecked Sendable {
    private var mutex = pthread_mutex_t()

    init() { pthread_mutex_init(&mutex, nil) }
    deinit { pthread_mutex_destroy(&mutex) }

    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return try body()
    }
}
