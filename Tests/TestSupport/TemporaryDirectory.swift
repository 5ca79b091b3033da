import Foundation

/// A fresh folder under the system's temporary folder, removed when released.
public final class TemporaryDirectory: @unchecked Sendable {
    public let path: String

    public init() {
        let base = NSTemporaryDirectory() + "meal-ledger-tests-" + UUID().uuidString.lowercased()
        try! FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        path = base
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// A path inside the folder.
    public func file(_ name: String) -> String { path + "/" + name }

    /// Writes bytes to a file in the folder and returns its path.
    @discardableResult
    public func write(_ name: String, _ text: String) -> String {
        let target = file(name)
        _ = FileManager.default.createFile(atPath: target, contents: Data(text.utf8))
        return target
    }

    /// The bytes of a file.
    public func read(_ name: String) -> [UInt8] {
        (FileManager.default.contents(atPath: file(name)).map { Array($0) }) ?? []
    }
}

/// A clock that starts at a fixed instant and moves one second on each reading.
public final class SteppingClock: InstantSource, @unchecked Sendable {
    private let lock = NSLock()
    private var current: Int64

    public init(start: String = "2026-11-20T12:00:00.000Z") {
        current = MealLedger.Instant(start)!.millisecondsSinceEpoch
    }

    public func now() -> MealLedger.Instant {
        lock.withLock {
            defer { current += 1000 }
            return MealLedger.Instant(millisecondsSinceEpoch: current)
        }
    }

    /// Moves the clock on by `seconds`.
    public func advance(seconds: Int64) {
        lock.withLock { current += seconds * 1000 }
    }
}

/// Ids 0193a000-0000-7000-8000-000000000001, …02, … in order.
public final class CountingIdentifierSource: MealLedger.IdentifierSource, @unchecked Sendable {
    private let lock = NSLock()
    private var counter: UInt64 = 0

    public init() {}

    public func next(now: MealLedger.Instant) -> MealLedger.Identifier {
        lock.withLock {
            counter += 1
            return MealLedger.Identifier(high: 0x0193_a000_0000_7000, low: 0x8000_0000_0000_0000 | counter)
        }
    }
}

import MealLedger
