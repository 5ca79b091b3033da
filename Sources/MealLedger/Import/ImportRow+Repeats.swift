extension ImportRow {
    /// Numbers repeated rows, so that two identical rows of one file (two coffees in one
    /// morning) are two entries with two ids: the n-th row with a given identity gets
    /// `identity + U+001F + (n - 1)` (the form entry ids have been computed from since the
    /// first release, so a file imported before is recognised).
    ///
    /// It keeps the 128-bit hash of each identity it has seen and a count, not the text:
    /// about 40 bytes a distinct row.
    public struct Repeats: Sendable {
        private var seen: [UInt128: UInt32] = [:]

        public init() {}

        /// Gives `row` its number among the rows with the same identity read so far.
        public mutating func number(_ row: inout ImportRow) {
            let key = RowHash.of(row.identity)
            let count = seen[key, default: 0]
            seen[key] = count + 1
            row.identity += "\u{1F}\(count)"
        }
    }
}
