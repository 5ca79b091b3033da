extension IngredientPhrase {
    /// Words that make a phrase a "to taste" seasoning or garnish.
    static let toTasteMarkers = [
        "to taste", "per taste", "as needed", "as required", "for serving", "to serve", "for garnish", "to garnish",
        "for drizzling", "for frying", "for greasing", "for dusting", "for brushing", "for the pan", "for sprinkling",
    ]

    /// True when the lower-cased phrase holds one of `toTasteMarkers`.
    ///
    /// An ASCII phrase is searched byte by byte; any other goes to Foundation's search, which
    /// compares Unicode text by canonical equivalence and costs about 5,000 instructions a
    /// marker (a dish's `recipe parse` asked it 330 times, issue 26's start-up).
    static func saysToTaste(_ lowered: String) -> Bool {
        var lowered = lowered
        let ascii = lowered.withUTF8 { bytes -> Bool? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            return toTasteMarkers.contains { marker in
                var marker = marker
                return marker.withUTF8 { holds(bytes, $0) }
            }
        }
        return ascii ?? saysToTastePlainly(lowered)
    }

    /// `saysToTaste` through Foundation's search for every phrase: the road the ASCII one must agree with.
    static func saysToTastePlainly(_ lowered: String) -> Bool {
        toTasteMarkers.contains { lowered.contains($0) }
    }

    /// True when `needle`'s bytes appear in `haystack`.
    private static func holds(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = needle.first, needle.count <= haystack.count else { return needle.isEmpty }
        var start = 0
        while start + needle.count <= haystack.count {
            if haystack[start] == first {
                var offset = 1
                while offset < needle.count, haystack[start + offset] == needle[offset] { offset += 1 }
                if offset == needle.count { return true }
            }
            start += 1
        }
        return false
    }
}
