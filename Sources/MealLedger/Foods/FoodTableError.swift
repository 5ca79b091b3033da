/// A line of the compact food table that cannot be read.
///
/// The embedded table is generated, so this only happens when the generator and the reader
/// disagree; the message names the line so the two can be put right.
enum FoodTableError: Error, Equatable, CustomStringConvertible {
    /// Line `line` (1-based) of the table is not in the expected format.
    case malformedLine(line: Int, reason: String)

    var description: String {
        switch self {
        case let .malformedLine(line, reason):
            "food table line \(line): \(reason)"
        }
    }
}
