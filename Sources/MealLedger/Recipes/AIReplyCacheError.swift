/// Why the AI reply cache was not used or could not keep a reply; never fatal to a command.
public enum AIReplyCacheError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The folder, its secret or an entry is not the user's alone (another owner, writable or,
    /// for the secret, readable by others, a symbolic link): someone else could have written
    /// it, so the cache is neither read nor written.
    case untrusted(path: String, reason: String)
    /// The reply could not be written (no journal folder yet, a file in the way, a full disk).
    case unwritable(JournalError)

    public var description: String {
        switch self {
        case let .untrusted(path, reason): "not using the reply cache: \(path) \(reason)"
        case let .unwritable(error): error.description
        }
    }
}
