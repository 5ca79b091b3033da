extension FoodWordSpelling {
    /// What the spelling `word` was meant to be means, among `spellings` (each spelling and what
    /// it means), when `word` is one slip from spellings of one meaning only ("clovs" is "clove"
    /// or "cloves": a clove either way); nil otherwise. The caller has asked `isFoodWord` first:
    /// a food word is no slip, and asking before naming `spellings` keeps them unbuilt for it.
    ///
    /// For the words around a food rather than in its name: a unit in a unit's place ("1 pumnet
    /// cherry tomatoes", "2 stlaks celery") or a preparation note after a comma ("1 capsicum,
    /// dicwd"). A slip is as in a food's name: one letter left out, added or swapped with its
    /// neighbour, or, in a word of five letters or fewer, struck for a key beside it (a plain
    /// change of a letter makes a short word another as often as a slip: `isShortSubstitution`);
    /// the first letter is kept. A word as near two meanings stays as written.
    static func slip(_ word: String, among spellings: [String: String]) -> String? {
        guard (4...longestWord).contains(word.count), isLetterWord(word, ofAtLeast: 4), let first = word.first,
              spellings[word] == nil else { return nil }
        var meaning: String?
        for (candidate, meant) in spellings where candidate.first == first && abs(candidate.count - word.count) <= 1 {
            guard EditDistance.between(word, candidate) == 1, !isShortSubstitution(word, candidate) else { continue }
            if let meaning, meaning != meant { return nil }
            meaning = meant
        }
        return meaning
    }

    /// Whether a description of the embedded tables, or a name of the project's own (lexicon and
    /// synonyms of either reading), starts like `word` or holds it.
    static func isFoodWord(_ word: String) -> Bool {
        if FoodSearchIndex.stopWords.contains(word) { return true }
        if TableVocabulary.embedded.knowsCheaply(word) { return true }
        let forms = [word] + singulars(of: word)
        return forms.contains { boughtWords.contains($0) || eatenWords.contains($0) }
    }
}
