extension AsEatenMatcher {
    /// The word lists `fit` asks of each description word, as sets of plain words asked by
    /// their bytes (`PlainWordSet`), made once.
    struct PlainFitWords: Sendable {
        let headings: PlainWordSet
        let preparation: PlainWordSet
        let neutral: PlainWordSet
        /// Each of `neutralSegments` cut at its spaces, as `joined(separator: " ")` would make it again.
        let neutralParts: [[String]]
        let longestNeutralPart: Int

        /// The lists, or nil when one holds a word that is not plain (then `fit` takes `fitPlainly`).
        static let lists = PlainFitWords()

        private init?() {
            guard let headings = PlainWordSet(headingWords), let preparation = PlainWordSet(preparationWords),
                  let neutral = PlainWordSet(neutralWords) else { return nil }
            (self.headings, self.preparation, self.neutral) = (headings, preparation, neutral)
            neutralParts = neutralSegments.map { $0.split(separator: " ", omittingEmptySubsequences: false).map(String.init) }
            longestNeutralPart = AsEatenMatcher.longestNeutralSegment
        }

        /// Whether a part of plain words is one of `neutralSegments`, as `fitPlainly` asks:
        /// no longer than the longest, and its words joined by spaces one of them.
        func isNeutralPart(_ segment: [(word: String, stem: String)]) -> Bool {
            guard segment.count <= longestNeutralPart else { return false }
            // Words without spaces joined by spaces are a text only when cut at its spaces they are those words.
            return neutralParts.contains { part in
                part.count == segment.count && zip(part, segment).allSatisfy { $0 == $1.word }
            }
        }
    }
}
