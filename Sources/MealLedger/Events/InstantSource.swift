/// Where the current instant comes from: the system clock in use, a fixed one in tests.
public protocol InstantSource: Sendable {
    /// The current instant.
    func now() -> Instant
}
