import Foundation

/// Typing errors in a food's name, mended before it is looked up (SPEC 13: a word one or two
/// edits from a known word, by length).
///
/// A word is known when some table description starts like it, or when the names the reading
/// looks up besides the tables hold it ("courgette", "yoghurt" are in no USDA description): the
/// lexicon and the recipe synonyms as bought, the as-eaten synonyms as eaten. An unknown word of
/// four letters or more becomes the nearest known word with the same first letter — one edit
/// away, two for words of eight letters or more, a swap of neighbouring letters counting as one
/// — so "chiken", "brocoli", "mozarella" and "zuchini" are looked up as the foods they meant,
/// and the synonyms and the lexicon see the mended word. A word run together from two whole
/// words is split ("cornflakes", "peanutbutter"). A word nothing is near stays as written.
struct FoodWordSpelling: Sendable {
    /// A name with its words mended.
    struct Mended: Equatable {
        var text: String
        /// How many words were changed.
        var corrections: Int
        /// How many of them were a short word with one key struck for its neighbour: as often a
        /// real word that is no food ("line", "dream") as a slip ("floyr"), so the food found
        /// asks to be reviewed (`keySlipFactor`).
        var keySlips = 0
    }

    /// What a short word mended from a neighbouring key leaves of a match's confidence: below
    /// the review threshold from any confidence.
    static let keySlipFactor = 0.65

    /// Whether `corrected` is `word` with one letter struck for the key beside it, in a word of
    /// five letters or fewer.
    static func isKeySlip(_ word: String, _ corrected: String) -> Bool {
        guard word.count <= 5, corrected.count == word.count else { return false }
        let differing = zip(word, corrected).filter { $0.0 != $0.1 }
        return differing.count == 1 && areKeyNeighbours(differing[0].0, differing[0].1)
    }

    let vocabulary: TableVocabulary
    let reading: FoodReading

    /// A speller over `vocabulary` and the names of `reading`'s own look-ups: the lexicon and
    /// recipe synonyms as bought, the as-eaten synonyms as eaten.
    init(vocabulary: TableVocabulary, reading: FoodReading) {
        self.vocabulary = vocabulary
        self.reading = reading
    }

    /// The words of the names the reading looks up besides the tables' own; built on first
    /// use, which only a word the tables do not know asks for.
    var ownWords: Set<String> { reading == .bought ? Self.boughtWords : Self.eatenWords }

    /// `ownWords` by length, sorted, for the nearest look-up.
    private var ownWordsByLength: [Int: [String]] {
        reading == .bought ? Self.boughtWordsByLength : Self.eatenWordsByLength
    }

    private static let boughtWordsByLength = byLength(boughtWords)
    private static let eatenWordsByLength = byLength(eatenWords)

    private static func byLength(_ words: Set<String>) -> [Int: [String]] {
        var byLength: [Int: [String]] = [:]
        for word in words { byLength[word.count, default: []].append(word) }
        for length in byLength.keys { byLength[length]?.sort() }
        return byLength
    }

    /// The words of the lexicon's names and the recipe synonyms.
    static let boughtWords: Set<String> = {
        var words: Set<String> = []
        for name in RecipeFoodLexicon.entries.keys { addWords(of: name, to: &words) }
        for (key, value) in RecipeFoodSynonyms.words { addWords(of: key + " " + value, to: &words) }
        return words
    }()

    /// The words of the as-eaten synonyms.
    static let eatenWords: Set<String> = {
        var words: Set<String> = []
        for (key, value) in EatenFoodSynonyms.words { addWords(of: key + " " + value, to: &words) }
        for (key, value) in EatenFoodSynonyms.pairs { addWords(of: key + " " + value, to: &words) }
        for (key, value) in EatenFoodSynonyms.bareWords { addWords(of: key + " " + value, to: &words) }
        for (key, value) in EatenFoodSynonyms.pastaSauces { addWords(of: key + " alla " + value, to: &words) }
        return words
    }()

    private static func addWords(of text: String, to words: inout Set<String>) {
        for word in FoodSearchIndex.words(in: text) where isLetterWord(word, ofAtLeast: 4) {
            words.insert(word)
        }
    }

    /// `name` (lower case, single spaces) with each unknown word replaced by the nearest known one.
    ///
    /// A word is known when a description word starts like it, so a slip that is the start of
    /// another word ("tost" of "tostada", "rols" of "rolls") stands. `strictly` takes only whole
    /// words as known, for a second look when the first finds nothing or little.
    func mended(_ name: String, strictly: Bool = false) -> Mended {
        // A run of words longer than any food's name is no name to mend.
        guard name.utf8.count <= Self.longestName else { return Mended(text: name, corrections: 0) }
        var corrections = 0
        var keySlips = 0
        let words = name.split(separator: " ").map { word -> String in
            let word = String(word)
            guard let nearest = correction(for: word, strictly: strictly) else { return word }
            corrections += 1
            // A plural mended as its singular is a slip of the singular ("tacps").
            if word.count == 3 || Self.isKeySlip(word, nearest)
                || word.hasSuffix("s") && Self.isKeySlip(String(word.dropLast()), String(nearest.dropLast())) {
                keySlips += 1
            }
            return nearest
        }
        return Mended(text: corrections == 0 ? name : words.joined(separator: " "), corrections: corrections, keySlips: keySlips)
    }

    /// The word `word` was meant to be, or nil when it is known or nothing known is near;
    /// worked out once per word, reading and look (a long text repeats its words).
    func correction(for word: String, strictly: Bool = false) -> String? {
        guard word.count >= 3 else { return nil }
        let key = "\(ObjectIdentifier(vocabulary).hashValue)|\(reading.rawValue)|\(strictly)|\(word)"
        if let known = Self.remembered.answer(key) { return known }
        let found = worked(word, strictly: strictly)
        Self.remembered.keep(found, for: key)
        return found
    }

    /// Corrections already worked out, by reading, look and word; bounded.
    private static let remembered = Remembered()

    private final class Remembered: @unchecked Sendable {
        private let lock = NSLock()
        private var answers: [String: String?] = [:]

        func answer(_ key: String) -> String?? {
            lock.lock()
            defer { lock.unlock() }
            return answers[key]
        }

        func keep(_ answer: String?, for key: String) {
            lock.lock()
            defer { lock.unlock() }
            if answers.count > 10_000 { answers = [:] }
            answers[key] = .some(answer)
        }
    }

    private func worked(_ word: String, strictly: Bool) -> String? {
        if word.count == 3 { return threeLetterSlip(word) }
        guard (4...Self.longestWord).contains(word.count), word.allSatisfy(\.isLetter), !isKnown(word) || strictly else { return nil }
        // A whole word is no slip; on the second look it may still be two words written closed
        // ("milkshake": the tables' "Milk shake", while the closed word is only in a branded
        // pastry's name). The caller keeps the second look only when it reads better.
        if strictly, isWholeWord(word) || Self.singulars(of: word).contains(where: isWholeWord) { return openCompound(word) }
        if isKnownToTheOtherReading(word) { return split(word) }
        // A participle or an adverb is mended only to one of its own shape ("cannned" is
        // "canned"): "shaken" is a note, never a "shake".
        let ending = Self.verbOrAdverbEnding(word)
        // A word the first look took as the start of another is not mended to that word
        // ("zest" is no "zesta"), unless only its last letter was left off ("banan" is a banana:
        // read as a start, it named no food) and that letter makes no participle ("chille" is
        // "chile", not "chilled").
        func fits(_ candidate: String) -> Bool {
            (ending.map { candidate.hasSuffix($0) } ?? true)
                && !(strictly && candidate.hasPrefix(word)
                     && (candidate.count > word.count + 1 || Self.verbOrAdverbEnding(candidate) != nil))
                && !Self.isShortSubstitution(word, candidate)
        }
        let allowed = word.count >= 8 ? 2 : 1
        var best: (word: String, distance: Int)?
        if let fromTables = vocabulary.nearest(to: word), fits(fromTables) {
            best = (fromTables, EditDistance.between(word, fromTables))
        }
        for length in (word.count - allowed)...(word.count + allowed) {
            for candidate in ownWordsByLength[length] ?? [] where candidate.first == word.first && fits(candidate) {
                let distance = EditDistance.between(word, candidate)
                // The tables' word wins a tie: it is the more common spelling; but a word the slip
                // left the end off ("sala" of "salad") loses one to a slip inside a word ("salsa").
                let extendsTheStart = { (other: String) in other.hasPrefix(word) }
                // And a plural slip is mended as the plural of the same word ("crips" is "crisps",
                // not "crisp"; "toats" is still "toast", no "tots").
                let isPluralOfBest = { (other: String) in EatenPortion.isPlural(word) && best.map { other == $0.word + "s" || other == $0.word + "es" } == true }
                if distance <= allowed, best == nil || distance < best!.distance
                    || (distance == best!.distance && extendsTheStart(best!.word) && !extendsTheStart(candidate))
                    || (distance == best!.distance && isPluralOfBest(candidate)) {
                    best = (candidate, distance)
                }
            }
        }
        // A slip of a key is likelier than two words run together ("chocplate"); two whole
        // words run together are split whatever the ending ("chickenwing", "bananapudding").
        // "floury potatoes", "meaty sauce": a food word with a "y" added says what a food is like,
        // no slip of that food ("floury" is no "flour": 1 kg of potatoes was 3,570 kcal of flour).
        if let best, word.hasSuffix("y"), word.dropLast() == best.word { return nil }
        if let best { return best.word }
        // A plural whose singular is the tables' word is mended as that singular and stays plural
        // ("taocs" is "tacos": the tables write "Taco", two edits from the plural slip).
        if word.count >= 5, word.hasSuffix("s"), !word.hasSuffix("ss"),
           let singular = worked(String(word.dropLast()), strictly: strictly), !singular.contains(" ") {
            return singular + "s"
        }
        return split(word)
    }

    /// A word of three letters nothing starts like, shaped like no word, with the letter left out
    /// put back ("egs" is "eggs", "mlk" "milk"), when a table word or one of the reading's own
    /// names is that; any other change makes a three-letter word another too often ("lol" is no
    /// "lox"). Asked to be reviewed, as a key slip is (`mended`).
    private func threeLetterSlip(_ word: String) -> String? {
        guard Self.isLetterWord(word, ofAtLeast: 3), !isKnown(word), !isKnownToTheOtherReading(word),
              // A short name the synonym lists hold ("chx", "pb") is a word, not a slip.
              EatenFoodSynonyms.words[word] == nil, RecipeFoodSynonyms.words[word] == nil else { return nil }
        // Most three-letter words are English words ("got", "why", "nil"): only one no word is
        // shaped like, with no vowel ("mlk") or a plural "s" after a consonant ("egs"), is a slip.
        let vowels = Set("aeiouy")
        let letters = Array(word.lowercased())
        guard !letters.contains(where: vowels.contains) || (letters[2] == "s" && !vowels.contains(letters[1])) else { return nil }
        let own = (ownWordsByLength[4] ?? []).first { $0.first == word.first && EditDistance.between(word, $0) == 1 }
        return vocabulary.nearestWithOneLetterAdded(to: word) ?? own
    }

    /// Whether `candidate` is a short `word` with one letter changed: a real word as often as a
    /// slip ("coke" and "cake", "pasty" and "pasta"), so words of five letters or fewer are
    /// mended only by a letter left out, doubled or swapped ("tost", "mlik"), changed into its
    /// neighbour in the word, a key pressed twice ("egss" is "eggs"), or struck for a key beside
    /// it on the keyboard ("floyr" is "flour", "crwam" is "cream"; `areKeyNeighbours`).
    static func isShortSubstitution(_ word: String, _ candidate: String) -> Bool {
        guard word.count <= 5, candidate.count == word.count else { return false }
        let written = Array(word)
        let differing = zip(written, candidate).enumerated().filter { $0.element.0 != $0.element.1 }
        guard differing.count == 1, let at = differing.first?.offset else { return false }
        let repeatsANeighbour = (at > 0 && written[at - 1] == written[at])
            || (at + 1 < written.count && written[at + 1] == written[at])
        return !repeatsANeighbour && !isKeySlip(word, candidate)
    }

    /// Whether two letters are keys that touch on a QWERTY keyboard, a phone's included: beside
    /// each other in a row, or in the rows above and below, which are set half a key apart
    /// ("u" touches "y", "i", "h" and "j"; "o" does not touch "a").
    static func areKeyNeighbours(_ left: Character, _ right: Character) -> Bool {
        guard let (leftRow, leftColumn) = keyPlace(left), let (rightRow, rightColumn) = keyPlace(right),
              (leftRow, leftColumn) != (rightRow, rightColumn) else { return false }
        switch rightRow - leftRow {
        case 0: return abs(rightColumn - leftColumn) == 1
        // A row below starts half a key to the right: its key i sits under keys i and i + 1.
        case 1: return rightColumn == leftColumn || rightColumn == leftColumn - 1
        case -1: return rightColumn == leftColumn || rightColumn == leftColumn + 1
        default: return false
        }
    }

    /// The rows of letter keys, top first.
    private static let keyRows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"].map(Array.init)

    /// The row and column of a lower-case letter's key.
    private static func keyPlace(_ letter: Character) -> (row: Int, column: Int)? {
        for (row, keys) in keyRows.enumerated() {
            if let column = keys.firstIndex(of: letter) { return (row, column) }
        }
        return nil
    }

    /// The longest name mended, in bytes: a food's name with its qualifiers is a few words.
    static let longestName = 100

    /// The longest word mended: no food's name has a longer one, and each letter of a longer
    /// one would be tried as a place to split it.
    static let longestWord = 30

    /// The ending of a word shaped like a participle or an adverb ("shaken", "deseeded",
    /// "roughly"), a note on how a food is prepared; nil for other words and short ones ("bred").
    static func verbOrAdverbEnding(_ word: String) -> String? {
        guard word.count >= 6 else { return nil }
        return ["ed", "en", "ing", "ly"].first { word.hasSuffix($0) }
    }

    /// `word` as two whole known words of three letters or more, when it is one run together.
    func split(_ word: String) -> String? {
        let letters = Array(word)
        guard letters.count >= 6 else { return nil }
        for cut in 3...(letters.count - 3) {
            let left = String(letters[..<cut]), right = String(letters[cut...])
            if isWholeWord(left), isWholeWord(right) { return left + " " + right }
        }
        return nil
    }

    /// `word` as the two words a table description writes apart ("milkshake" → "milk shake"),
    /// or nil when no description has them side by side ("pineapple" is never "pine apple").
    /// Only the embedded tables are read for it.
    func openCompound(_ word: String) -> String? {
        let letters = Array(word)
        guard letters.count >= 6, vocabulary === TableVocabulary.embedded else { return nil }
        for cut in 3...(letters.count - 3) {
            let left = String(letters[..<cut]), right = String(letters[cut...])
            guard isWholeWord(left), isWholeWord(right) else { continue }
            if !EmbeddedFoodLines.positions(withWordPrefixes: [Array("\(left) \(right)".utf8)]).isEmpty {
                return left + " " + right
            }
        }
        return nil
    }

    /// `name` with two words side by side written as the one word a table writes ("won ton" →
    /// "wonton", "pan cakes" → "pancakes"), each pair that makes a whole word of the tables or
    /// the project's names; none when the words are that long already or a word is a number.
    func closedCompounds(_ name: String) -> [String] {
        let words = name.split(separator: " ").map(String.init)
        guard words.count >= 2, name.utf8.count <= Self.longestName else { return [] }
        var texts: [String] = []
        for index in 0..<(words.count - 1) {
            let (left, right) = (words[index], words[index + 1])
            guard left.count >= 2, right.count >= 2, left.count + right.count >= 5,
                  left.allSatisfy(\.isLetter), right.allSatisfy(\.isLetter) else { continue }
            let joined = left + right
            guard isWholeWord(joined) || Self.singulars(of: joined).contains(where: isWholeWord) else { continue }
            // Not a pair the as-eaten table writes apart itself ("Hot dog, NFS": "plain hot dog" is
            // no "plain hotdog" roll); a brand's spelling ("CAMPBELL'S ... Won Ton Soup") is no such pair.
            if vocabulary === TableVocabulary.embedded {
                let apart = EmbeddedFoodLines.positions(withWordPrefixes: [Array("\(left) \(right)".utf8)])
                if !apart.isEmpty, EmbeddedFoodLines.idsAndDescriptionLengths(at: apart).ids.contains(where: { $0.utf8.count == 8 }) { continue }
            }
            texts.append((words[..<index] + [joined] + words[(index + 2)...]).joined(separator: " "))
        }
        return texts
    }

    /// `word` without a plural ending, each way it may have been made ("rolls", "tomatoes", "berries").
    static func singulars(of word: String) -> [String] {
        var forms: [String] = []
        if word.hasSuffix("s") { forms.append(String(word.dropLast())) }
        if word.hasSuffix("es") { forms.append(String(word.dropLast(2))) }
        if word.hasSuffix("ies") { forms.append(String(word.dropLast(3)) + "y") }
        return forms
    }

    /// Whether `word` is itself a word of the tables' descriptions or of the project's names.
    /// The tables are asked first, by their word index (`hasWordCheaply`): the project's names
    /// are gathered only for a word the tables lack (5M instructions at start-up of "recipe parse
    /// --as eaten 2 eggs and toast", once the regional names passed a thousand).
    private func isWholeWord(_ word: String) -> Bool {
        vocabulary.hasWordCheaply(word) || ownWords.contains(word)
    }

    /// Whether a description starts like `word`, or the project's own names hold it.
    func isKnown(_ word: String) -> Bool {
        if FoodSearchIndex.stopWords.contains(word) { return true }
        // The embedded tables' word index answers alone; tables given in memory are asked in full.
        if vocabulary.knowsCheaply(word), vocabulary === TableVocabulary.embedded || vocabulary.knows(word) { return true }
        return Self.holds(ownWords, word)
    }

    /// Whether `words` hold `word` or a singular of it.
    private static func holds(_ words: Set<String>, _ word: String) -> Bool {
        words.contains(word) || singulars(of: word).contains(where: words.contains)
    }

    /// Whether the other reading's names hold `word`: a real food word, which is not mended
    /// into another ("coke" and "lager" are drinks to the as-eaten synonyms, so a recipe line's
    /// "1 can coke" is not "cake"), only split when two table words make it ("cornflakes").
    private func isKnownToTheOtherReading(_ word: String) -> Bool {
        Self.holds(reading == .bought ? Self.eatenWords : Self.boughtWords, word)
    }
}
