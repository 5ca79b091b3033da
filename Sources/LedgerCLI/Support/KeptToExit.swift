import Foundation

/// The last recipe parser a command used, kept rather than torn down: a process ends soon
/// after its command, and taking apart what the parser remembered (its matches, the words and
/// marks of every food it ranked) cost about 450,000 instructions of a dish's `recipe parse`
/// (issue 26's start-up). Only the last one is kept, so a process running many commands
/// (the tests') holds no more than one.
final class KeptToExit: @unchecked Sendable {
    static let shared = KeptToExit()

    private let lock = NSLock()
    private var parser: Any?

    /// Keeps `parser` until the next one is kept.
    func keep(_ parser: Any) {
        lock.lock()
        let previous = self.parser
        self.parser = parser
        lock.unlock()
        // The one kept before is let go outside the lock.
        _ = previous
    }
}
