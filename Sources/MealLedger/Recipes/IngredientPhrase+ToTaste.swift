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
                return marker.withUTF8 { ByteSearch.contains($0, in: bytes) }
            }
        }
        return ascii ?? saysToTastePlainly(lowered)
    }

    /// `saysToTaste` through Foundation's search for every phrase: the road the ASCII one must agree with.
    static func saysToTastePlainly(_ lowered: String) -> Bool {
        toTasteMarkers.contains { lowered.contains($0) }
    }
}
