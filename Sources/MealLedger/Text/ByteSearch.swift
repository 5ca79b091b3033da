/// Searching bytes for bytes, without Foundation (whose Unicode search is slow on the start-up
/// paths that ask it hundreds of times): the markers of a food's description, a phrase's
/// "to taste".
enum ByteSearch {
    /// Whether `needle` occurs in `haystack`; an empty needle occurs everywhere.
    static func contains<Needle: RandomAccessCollection, Haystack: RandomAccessCollection>(
        _ needle: Needle, in haystack: Haystack
    ) -> Bool where Needle.Element == UInt8, Haystack.Element == UInt8 {
        guard let first = needle.first, needle.count <= haystack.count else { return needle.isEmpty }
        var start = haystack.startIndex
        let last = haystack.index(haystack.endIndex, offsetBy: -needle.count)
        while start <= last {
            if haystack[start] == first, haystack[start..<haystack.index(start, offsetBy: needle.count)].elementsEqual(needle) {
                return true
            }
            start = haystack.index(after: start)
        }
        return false
    }
}
