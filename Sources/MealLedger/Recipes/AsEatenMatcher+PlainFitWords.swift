extension AsEatenMatcher {
    /// The word lists `fit` asks of each description word, as sets asked by bytes
    /// (`PlainWordSet`), made once.
    struct PlainFitWords: Sendable {
        let headings: PlainWordSet
        let preparation: PlainWordSet
        let neutral: PlainWordSet
        /// Each of `neutralSegments` cut at its spaces, as `joined(separator: " ")` would make it again.
        let neutralParts: [[String]]
        /// The first word of each of them, and the most words in one (`longestNeutralSegment`).
        let neutralPartStarts: PlainWordSet
        let longestNeutralPart: Int

        /// The lists, or nil when one holds a word that is not plain (then `fit` takes `fitPlainly`).
        static let lists = PlainFitWords()

        private init?() {
            let neutralParts = neutralSegments.map { $0.split(separator: " ", omittingEmptySubsequences: false).map(String.init) }
            guard let headings = PlainWordSet(headingWords), let preparation = PlainWordSet(preparationWords),
                  let neutral = PlainWordSet(neutralWords), let starts = PlainWordSet(neutralParts.map { $0[0] }) else { return nil }
            (self.headings, self.preparation, self.neutral) = (headings, preparation, neutral)
            (self.neutralParts, neutralPartStarts) = (neutralParts, starts)
            // As `longestNeutralSegment` counts, empty pieces left out.
            longestNeutralPart = neutralParts.map { $0.filter { !$0.isEmpty }.count }.max() ?? 0
        }

        /// Whether a description part is one of `neutralSegments` as `fitPlainly` asks: no longer
        /// than the longest, and its words joined by spaces one of them.
        func isNeutralPart(_ segment: [(word: String, stem: String)]) -> Bool {
            guard segment.count <= longestNeutralPart, let first = segment.first else { return false }
            // Words equal one by one make equal texts joined; words without spaces joined by
            // spaces make a text only when they are that text cut at its spaces.
            if neutralPartStarts.contains(first.word),
               neutralParts.contains(where: { part in part.count == segment.count && zip(part, segment).allSatisfy { $0 == $1.word } }) {
                return true
            }
            guard segment.contains(where: { $0.word.utf8.contains(UInt8(ascii: " ")) }) else { return false }
            return neutralSegments.contains(segment.map { $0.word }.joined(separator: " "))
        }

        /// `word.allSatisfy(\.isNumber)`, read from its first byte when that is an ASCII
        /// character other than a digit (no number starts so), from its bytes when they are all
        /// ASCII (each its own character), else from its characters.
        static func isNumber(_ word: String) -> Bool {
            let bytes = word.utf8
            guard let first = bytes.first else { return true }
            if first < 0x80, !(first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) { return false }
            var allDigits = true
            for byte in bytes {
                if byte >= 0x80 { return word.allSatisfy(\.isNumber) }
                if !(byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) { allDigits = false }
            }
            return allDigits
        }
    }
}
