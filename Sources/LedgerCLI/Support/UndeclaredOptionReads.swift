import Foundation

/// Every read of an option that its command's spec does not declare, in a debug build: a
/// programming error (the option can never be given) that the tests look for.
public enum UndeclaredOptionReads {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var reads: [String] = []

    /// Notes one read: `ledger day read --dry-run, which its spec does not declare`.
    static func record(_ read: String) {
        lock.lock()
        defer { lock.unlock() }
        reads.append(read)
    }

    /// The reads noted so far in this process.
    public static var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return reads
    }
}
