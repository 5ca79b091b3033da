import Foundation

/// The words of the embedded tables' descriptions, to tell a typing error from a word the
/// tables hold and to find the word it was meant to be.
///
/// Built once, from every description, only when a phrase holds a word that no description
/// starts like (`knows` asks the lazily read table first), so a command without typos never
/// pays for it.
final class TableVocabulary: @unchecked Sendable {
    /// The vocabulary of the embedded tables.
    static let embedded = TableVocabulary(foods: nil)

    private let givenFoods: [Food]?
    private let lock = NSLock()
    private var wordCounts: [String: Int]?
    private var wordsByLength: [Int: [String]] = [:]
    /// What `knows` answered, by word: each answer scans the table's bytes once.
    private var known: [String: Bool] = [:]

    /// A vocabulary of `foods`' descriptions, or of the embedded tables when nil.
    init(foods: [Food]?) {
        givenFoods = foods
    }

    /// Whether some description holds a word starting with `word` (without a plural "s"):
    /// the stem would be too kind, "cheees" stems to a start of "cheese".
    func knows(_ word: String) -> Bool {
        let start = AsEatenMatcher.wordStart(word)
        lock.lock()
        let remembered = known[start]
        lock.unlock()
        if let remembered { return remembered }
        let answer = givenFoods == nil ? !EmbeddedFoodLines.positions(withWordPrefixes: [Array(start.utf8)]).isEmpty
            : counts().keys.contains { $0.hasPrefix(start) }
        lock.lock()
        if known.count > 10_000 { known = [:] }
        known[start] = answer
        lock.unlock()
        return answer
    }

    /// Whether some description word starts with `word`, from the word index alone (no typo
    /// look-up): for the embedded tables only; true for foods in memory.
    func knowsCheaply(_ word: String) -> Bool {
        guard givenFoods == nil else { return true }
        let start = Array(AsEatenMatcher.wordStart(word).utf8)
        guard !start.isEmpty else { return true }
        return EmbeddedWordIndex.hasWord(withPrefix: start)
    }

    /// The most frequent description word within one edit of `word` (two for words of eight
    /// letters or more) that starts with the same letter (a slip rarely hits the first key), or
    /// nil when none is that close.
    func nearest(to word: String) -> String? {
        let allowed = word.count >= 8 ? 2 : 1
        let counts = counts()
        var best: (word: String, distance: Int, count: Int)?
        lock.lock()
        let byLength = wordsByLength
        lock.unlock()
        for length in (word.count - allowed)...(word.count + allowed) {
            for candidate in byLength[length] ?? [] where candidate.first == word.first {
                let distance = EditDistance.between(word, candidate)
                guard distance <= allowed else { continue }
                let count = counts[candidate] ?? 0
                if best == nil || distance < best!.distance || (distance == best!.distance && count > best!.count)
                    || (distance == best!.distance && count == best!.count && candidate < best!.word) {
                    best = (candidate, distance, count)
                }
            }
        }
        return best?.word
    }

    /// The most frequent description word that is `word` with one letter added after its first,
    /// or nil: for a short word, a letter left out is the one slip that seldom makes another
    /// word ("egs" is "eggs", "mlk" "milk").
    func nearestWithOneLetterAdded(to word: String) -> String? {
        let counts = counts()
        lock.lock()
        let candidates = wordsByLength[word.count + 1] ?? []
        lock.unlock()
        var best: (word: String, count: Int)?
        for candidate in candidates where candidate.first == word.first && EditDistance.between(word, candidate) == 1 {
            let count = counts[candidate] ?? 0
            if best == nil || count > best!.count || (count == best!.count && candidate < best!.word) { best = (candidate, count) }
        }
        return best?.word
    }

    /// Whether some description holds `word` itself, whole: for the embedded tables from the
    /// word index alone, where `hasWord` counts every description's words on first use.
    func hasWordCheaply(_ word: String) -> Bool {
        guard givenFoods == nil else { return hasWord(word) }
        return EmbeddedWordIndex.hasWholeWord(Array(word.utf8))
    }

    /// Whether some description holds `word` itself, whole (the vocabulary is built on first use).
    func hasWord(_ word: String) -> Bool {
        counts()[word] != nil
    }

    private func counts() -> [String: Int] {
        lock.lock()
        defer { lock.unlock() }
        if let wordCounts { return wordCounts }
        var counts: [String: Int] = [:]
        for food in givenFoods ?? FoodDatabase.embedded.foods {
            for word in FoodSearchIndex.words(in: food.description) where word.count >= 3 && word.first?.isLetter == true {
                counts[word, default: 0] += 1
            }
        }
        wordCounts = counts
        for word in counts.keys { wordsByLength[word.count, default: []].append(word) }
        for length in wordsByLength.keys { wordsByLength[length]?.sort() }
        return counts
    }
}
