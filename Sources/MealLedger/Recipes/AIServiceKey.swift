/// The recipe service's API key, which no description, dump or message ever shows.
///
/// Wrapping the string means a configuration printed by mistake — `print`, `dump`,
/// string interpolation, a debugger's `po` — shows `<redacted>`, never the key (SPEC 6).
struct AIServiceKey: Equatable, Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The key itself; read only to build the `Authorization` header and to redact it.
    let value: String

    var description: String { "<redacted>" }
    var debugDescription: String { "<redacted>" }
    var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
