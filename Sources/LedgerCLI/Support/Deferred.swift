/// A value worked out the first time it is asked for, once, whichever thread asks: what a
/// command may never need (another command's options, the local time zone) costs nothing at
/// start-up (issue 30: `--help`, `day` and `food search` start as fast as d4da2d1's).
final class Deferred<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLockLike()
    private var make: (@Sendable () -> Value)?
    private var made: Value?

    /// A value to work out on first use.
    init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    /// A value already known.
    init(known value: Value) {
        made = value
    }

    var value: Value {
        lock.withLock {
            if let made { return made }
            let value = make!()
            made = value
            make = nil
            return value
        }
    }
}
