import Foundation

/// The foods of USDA SR28, looked up by NDB number or searched by words.
///
/// The whole database is immutable after it is built, so one instance is shared freely
/// between tasks.
public final class FoodDatabase: Sendable {
    /// The SR28 table compiled into the binary, read line by line as foods are asked for.
    ///
    /// A binary copied alone still has it, which a resource bundle would not give on Linux.
    /// Looking a food up reads its one line and a search reads only the foods holding a word
    /// that starts like a query word (`EmbeddedFoodLines`), so commands start in a few
    /// milliseconds; `foods` reads everything, once, when something asks for all of them, and
    /// a process that has searched 100 times (a test suite, a fuzzer) reads the table whole and
    /// searches it through postings from then on.
    public static let embedded = FoodDatabase(readingWholeAfter: 100)

    /// The embedded table, never read whole for a search: what `embedded` answers is compared
    /// with it in the tests.
    static let embeddedReadLazily = FoodDatabase(readingWholeAfter: .max)

    /// `embeddedReadLazily` sorting every candidate a search scores: the careful road the
    /// ranking that sorts only those it can choose must agree with (`RankingFirstCandidatesTests`).
    static let embeddedSortingEveryCandidate = FoodDatabase(readingWholeAfter: .max, sortsEveryCandidate: true)

    /// True to sort every candidate a search scores, not only those it can choose.
    let sortsEveryCandidate: Bool

    /// True to score each candidate on its own (`FoodDatabase.score(ofFoodAt:ids:index:for:)`),
    /// the careful road, rather than all of them in one pass (`FoodDatabase.scored(_:among:carefully:)`).
    let scoresCarefully: Bool

    /// `embeddedReadLazily` scoring each candidate on its own: the careful road (`OnePassScoringTests`).
    static let embeddedScoringCarefully = FoodDatabase(readingWholeAfter: .max, scoresCarefully: true)

    /// Foods given in memory, or nil for the lazily read embedded table.
    private let given: GivenFoods?

    /// A database built from foods in memory, with its index made up front.
    private struct GivenFoods: Sendable {
        var foods: [Food]
        var positionByID: [String: Int]
        var searchIndex: FoodSearchIndex
        var postings: FoodPostings
        /// Each food's id and the UTF-8 length of its description, as ranking reads them.
        var ids: [String]
        var descriptionLengths: [Int]

        /// `foods` and their index; the first food wins when two share an id.
        init(_ foods: [Food]) {
            var positionByID: [String: Int] = [:]
            positionByID.reserveCapacity(foods.count)
            for (position, food) in foods.enumerated() where positionByID[food.id] == nil {
                positionByID[food.id] = position
            }
            let searchIndex = FoodSearchIndex(foods: foods)
            (self.foods, self.positionByID, self.searchIndex) = (foods, positionByID, searchIndex)
            postings = FoodPostings(searchIndex, foodCount: foods.count)
            ids = foods.map(\.id)
            descriptionLengths = foods.map(\.description.utf8.count)
        }
    }

    /// For the embedded table, how many searches this process makes before it reads the table
    /// whole.
    ///
    /// A command searches a few times and starts fastest reading only the lines a search needs.
    /// A process that goes on searching (a test suite, a fuzzer) is served faster by reading
    /// every line once and searching in memory. Both give the same answers
    /// (EmbeddedFoodLinesTests compares them).
    private let readingWholeAfter: Int

    /// The searches this database has made of the embedded table.
    private let searches = SearchCounter()

    /// The lines each word prefix was found on, for the embedded table read lazily.
    private let positionsCache = PrefixPositions()

    /// The answers of recent searches of the embedded table, for a process that repeats them
    /// (the recipe parser asks some phrases twice; a test suite or a fuzzer asks many again);
    /// nil for foods in memory.
    let recentAnswers: RecentSearches?

    /// The whole embedded table with its index, read once, when a process has searched often.
    private static let wholeEmbedded = GivenFoods(allEmbeddedFoods)

    /// Every food, in NDB number order for the embedded table (read whole on first use).
    public var foods: [Food] {
        given?.foods ?? Self.allEmbeddedFoods
    }

    /// All embedded foods, read once and only when asked for.
    private static let allEmbeddedFoods: [Food] = {
        do {
            return try FoodTable.foods(from: FoodTable.foodLines, groups: EmbeddedFoodLines.groups)
        } catch {
            // The table is generated and checked by the tests; a bad one is a broken build.
            fatalError("the embedded food table is malformed: \(error)")
        }
    }()

    /// Builds a database over `foods`; the first food wins when two share an id.
    init(foods: [Food]) {
        given = GivenFoods(foods)
        readingWholeAfter = 0
        recentAnswers = nil
        sortsEveryCandidate = false
        scoresCarefully = false
    }

    init(readingWholeAfter: Int, sortsEveryCandidate: Bool = false, scoresCarefully: Bool = false) {
        given = nil
        self.readingWholeAfter = readingWholeAfter
        recentAnswers = RecentSearches(capacity: 100_000)
        self.sortsEveryCandidate = sortsEveryCandidate
        self.scoresCarefully = scoresCarefully
    }

    /// The food with SR28 NDB number `id` ("05062"), or nil when there is none.
    public func food(id: String) -> Food? {
        if let given { return given.positionByID[id].map { given.foods[$0] } }
        // Read once a process (`DecodedFoods`): a recipe asks for its chosen foods again (the
        // matcher, the weigher, the primary components), and a survey food's portions cost
        // tens of thousands of instructions to read.
        return EmbeddedFoodLines.position(ofID: id).map { Self.decodedFoods.foods(at: [$0])[0] }
    }

    /// `food(id:)` read afresh from its line, never remembered: the careful road
    /// (`RememberedFoodByIDTests`).
    func foodReadAfresh(id: String) -> Food? {
        if let given { return given.positionByID[id].map { given.foods[$0] } }
        return EmbeddedFoodLines.position(ofID: id).map(EmbeddedFoodLines.food(at:))
    }

    /// Foods a search ranks, their index, and how to read the chosen ones whole.
    struct SearchCandidates {
        /// Each candidate's id and the UTF-8 length of its description: what ranking reads
        /// beyond the index (ties go to the shorter description, then the lower id).
        var ids: [String]
        var descriptionLengths: [Int]
        var index: FoodSearchIndex
        /// Which foods hold which words, to score only the foods that can match; nil to score all.
        var postings: FoodPostings? = nil
        /// The foods at these positions of `foods`, with everything read when `whole` (else
        /// embedded ones may come without household measures and vocabulary nutrients).
        var complete: (_ positions: [Int], _ whole: Bool) -> [Food]
        /// True when no two candidates share an id (embedded lines): ranking's order is then
        /// total, and only the candidates that can be chosen need sorting.
        var idsAreUnique = false
    }

    /// The foods a search must look at for `queryWords`: all of them for foods in memory; for
    /// the embedded table, those with a word starting with a query word's stem (without a
    /// final "y", which becomes "ies"): every word sharing the stem starts so, and so does
    /// every word the query word is the start of, since the stem starts the word.
    ///
    /// With several query words, `narrow` holds only the foods with such a word for every
    /// query word: every food that can match all the words is among them, and a food's score
    /// depends on its own words alone, so when `limit` of them match all the words they are
    /// the search's answer and the wider set (`all`) need not be read.
    func searchCandidates(for queryWords: [String]) -> (narrow: SearchCandidates?, all: () -> SearchCandidates) {
        if let given = given ?? (searches.increment() > readingWholeAfter ? Self.wholeEmbedded : nil) {
            return (nil, {
                SearchCandidates(ids: given.ids, descriptionLengths: given.descriptionLengths, index: given.searchIndex,
                                 postings: given.postings) { positions, _ in
                    positions.map { given.foods[$0] }
                }
            })
        }
        var prefixes = queryWords.map(Self.searchPrefix).sorted { $0.lexicographicallyPrecedes($1) }
        prefixes = prefixes.enumerated().filter { $0.offset == 0 || prefixes[$0.offset - 1] != $0.element }.map(\.element)
        let linesByPrefix = prefixes.map { prefix in positionsCache.lines(of: prefix) }
        let all = { () -> SearchCandidates in
            Self.embeddedCandidates(atLines: linesByPrefix.dropFirst().reduce(linesByPrefix.first ?? [], Self.union))
        }
        guard prefixes.count > 1 else { return (nil, all) }
        return (Self.embeddedCandidates(atLines: linesByPrefix.dropFirst().reduce(linesByPrefix[0], Self.intersection)), all)
    }

    /// The numbers in either of two sorted lists, once each, sorted.
    static func union(_ left: [Int], _ right: [Int]) -> [Int] {
        var merged: [Int] = []
        merged.reserveCapacity(left.count + right.count)
        var (leftIndex, rightIndex) = (0, 0)
        while leftIndex < left.count || rightIndex < right.count {
            if rightIndex == right.count || (leftIndex < left.count && left[leftIndex] < right[rightIndex]) {
                merged.append(left[leftIndex])
                leftIndex += 1
            } else {
                if leftIndex < left.count, left[leftIndex] == right[rightIndex] { leftIndex += 1 }
                merged.append(right[rightIndex])
                rightIndex += 1
            }
        }
        return merged
    }

    /// The numbers in both of two sorted lists, sorted.
    static func intersection(_ left: [Int], _ right: [Int]) -> [Int] {
        var common: [Int] = []
        var (leftIndex, rightIndex) = (0, 0)
        while leftIndex < left.count, rightIndex < right.count {
            if left[leftIndex] < right[rightIndex] {
                leftIndex += 1
            } else if right[rightIndex] < left[leftIndex] {
                rightIndex += 1
            } else {
                common.append(left[leftIndex])
                leftIndex += 1
                rightIndex += 1
            }
        }
        return common
    }

    /// Every food with its index and no postings, so a search scores each one: the plain full
    /// scan the faster roads (word index, narrow candidates, generated index) must agree with.
    func everyFoodScored() -> SearchCandidates {
        let all = given ?? Self.wholeEmbedded
        return SearchCandidates(ids: all.ids, descriptionLengths: all.descriptionLengths, index: all.searchIndex) { positions, _ in
            positions.map { all.foods[$0] }
        }
    }

    /// Whether an as-eaten (FNDDS) food's description may hold a word starting like each of
    /// `words` and pass `accepts` (given the description): false only when none can, found from
    /// the word index and the few lines it names, without a search. Foods in memory always may
    /// (no shortcut is kept for them).
    func someAsEatenFoodMayHold(all words: [String], where accepts: (String) -> Bool = { _ in true }) -> Bool {
        guard given == nil, !words.isEmpty else { return true }
        var common: [Int]?
        for word in words {
            let lines = positionsCache.lines(of: Self.searchPrefix(of: word))
            common = common.map { Self.intersection($0, lines) } ?? lines
            if common?.isEmpty == true { return false }
        }
        let offsets = EmbeddedSearchIndex.withRecords { records in (common ?? []).map(records.lineStart(ofFoodLine:)) }
        return EmbeddedFoodLines.withBytes { bytes in
            offsets.contains { offset in
                // An FNDDS line: an eight-digit food code, then its group, then its description.
                var idEnd = offset
                while idEnd < bytes.count, bytes[idEnd] != bar { idEnd += 1 }
                guard idEnd - offset == 8 else { return false }
                var descriptionStart = idEnd + 1
                while descriptionStart < bytes.count, bytes[descriptionStart] != bar { descriptionStart += 1 }
                descriptionStart += 1
                var descriptionEnd = descriptionStart
                while descriptionEnd < bytes.count, bytes[descriptionEnd] != bar { descriptionEnd += 1 }
                guard descriptionStart <= descriptionEnd, descriptionEnd <= bytes.count else { return false }
                return accepts(String(decoding: UnsafeBufferPointer(rebasing: bytes[descriptionStart..<descriptionEnd]),
                                      as: UTF8.self))
            }
        }
    }

    /// What a description word must start with to hold `word`, as the word index is asked:
    /// its stem without a final "y" ("berries" and "berry" both start "berr").
    static func searchPrefix(of word: String) -> [UInt8] {
        let stem = FoodSearchIndex.stem(word)
        let prefix = stem.hasSuffix("y") ? String(stem.dropLast()) : stem
        return Array((prefix.isEmpty ? word : prefix).utf8)
    }

    private let bar = UInt8(ascii: "|")

    /// The embedded foods at food lines `lines` and their index, from the generated search
    /// index: only the foods a search returns are read.
    private static func embeddedCandidates(atLines lines: [Int]) -> SearchCandidates {
        let offsets = EmbeddedSearchIndex.withRecords { records in lines.map(records.lineStart(ofFoodLine:)) }
        let (ids, descriptionLengths) = EmbeddedFoodLines.idsAndDescriptionLengths(at: offsets)
        return SearchCandidates(ids: ids, descriptionLengths: descriptionLengths,
                                index: FoodSearchIndex(embeddedFoodLines: lines), complete: { positions, whole in
            decodedFoods.foods(at: positions.map { offsets[$0] }, whole: whole)
        }, idsAreUnique: true)
    }

    /// The embedded foods searches have returned, read whole once each.
    private static let decodedFoods = DecodedFoods()
}

/// The lines holding a word with each prefix (their numbers), remembered: a recipe asks for
/// the same words again and again.
final class PrefixPositions: @unchecked Sendable {
    private let lock = NSLock()
    private var known: [[UInt8]: [Int]] = [:]

    func lines(of prefix: [UInt8]) -> [Int] {
        lock.lock()
        if let found = known[prefix] {
            lock.unlock()
            return found
        }
        lock.unlock()
        let found = EmbeddedFoodLines.lines(withWordPrefix: prefix)
        lock.lock()
        if known.count > 2_000 { known = [:] }
        known[prefix] = found
        lock.unlock()
        return found
    }
}

/// Embedded foods read whole, by the byte offset of their line, remembered: a recipe's
/// searches return many of the same foods (each phrase is searched as said and again in
/// parts), and reading one, its portions above all, costs more than ranking it.
final class DecodedFoods: @unchecked Sendable {
    private let lock = NSLock()
    // Room for a recipe's searches from the start: growing them one food at a time rehashed them often.
    private var known = [Int: Food](minimumCapacity: 256)
    /// Foods read without their household measures and vocabulary nutrients.
    private var knownLight = [Int: Food](minimumCapacity: 512)

    /// The foods whose lines start at `offsets`, in that order; unless `whole`, a food not
    /// read whole before is read without its household measures and vocabulary nutrients.
    ///
    /// Each food is copied once, into the answer: the optional copies this made first (a list
    /// of what was remembered, changed, then unwrapped) were a third of reading a search's
    /// candidates (`foodsByOptionals` is that road, `RememberedFoodByIDTests`).
    func foods(at offsets: [Int], whole: Bool = true) -> [Food] {
        // Under one lock throughout, so what is found remembered stays so until it is copied.
        lock.lock()
        defer { lock.unlock() }
        // The lines not read yet (as wanted), each once, found by asking the tables for a place, not a copy.
        // In the order of `offsets`, a line as often as it is asked for.
        var missing: [Int] = []
        for offset in offsets where known.index(forKey: offset) == nil && (whole || knownLight.index(forKey: offset) == nil) {
            missing.append(offset)
        }
        let read = missing.isEmpty ? [] : EmbeddedFoodLines.foods(at: missing, measures: whole)
        var nextRead = 0
        let foods = offsets.map { offset in
            // Read now (the next of `missing`), else remembered, whole first: every line is one of them.
            if nextRead < missing.count, missing[nextRead] == offset {
                nextRead += 1
                return read[nextRead - 1]
            }
            if let food = known[offset] { return food }
            return knownLight[offset]!
        }
        if !read.isEmpty {
            if known.count > 5_000 { known = [:] }
            if knownLight.count > 5_000 { knownLight = [:] }
            for (offset, food) in zip(missing, read) {
                if whole { known[offset] = food } else { knownLight[offset] = food }
            }
        }
        return foods
    }

    /// `foods(at:whole:)` as it was first written, through a list of optional foods: the
    /// careful road the one-copy road must agree with.
    func foodsByOptionals(at offsets: [Int], whole: Bool = true) -> [Food] {
        lock.lock()
        let remembered = offsets.map { known[$0] ?? (whole ? nil : knownLight[$0]) }
        lock.unlock()
        let missing = remembered.indices.filter { remembered[$0] == nil }
        guard !missing.isEmpty else { return remembered.compactMap { $0 } }
        let read = EmbeddedFoodLines.foods(at: missing.map { offsets[$0] }, measures: whole)
        var foods = remembered
        lock.lock()
        if known.count > 5_000 { known = [:] }
        if knownLight.count > 5_000 { knownLight = [:] }
        for (index, food) in zip(missing, read) {
            foods[index] = food
            if whole { known[offsets[index]] = food } else { knownLight[offsets[index]] = food }
        }
        lock.unlock()
        // Every place is filled now.
        return foods.compactMap { $0 }
    }
}

/// A count shared by every thread of a process.
private final class SearchCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    /// Adds one and returns the new count.
    func increment() -> Int {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        return count
    }
}

/// The last answers a search gave, by query, limit and path: the table never changes, so an
/// answer stays right. Bounded by the matches held: when full it starts again empty, and a
/// long answer, or the answer to a long query, is not kept.
final class RecentSearches: @unchecked Sendable {
    /// What an answer is remembered by. The query's bytes, not the `String`: two strings Swift
    /// holds equal (a composed "é" and "e" with a combining accent) can split into different
    /// words, and so get different answers.
    struct Key: Hashable {
        var query: [UInt8]
        var limit: Int
        var narrowFirst: Bool
        var preferring: FoodTableKind?
        var wholeFoods = true
    }

    /// The most matches held, over all answers.
    let capacity: Int
    /// The longest answer kept.
    static let longestKept = 50
    /// The longest query, in bytes, whose answer is kept: keys stay small, so the matches held
    /// bound the memory too.
    static let longestQueryKept = 200
    private let lock = NSLock()
    private var answers: [Key: [FoodMatch]] = [:]
    private var held = 0

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// How many matches are held now.
    var matchesHeld: Int {
        lock.lock()
        defer { lock.unlock() }
        return held
    }

    /// The answer remembered for `key`, or `search`'s, remembered when short enough.
    func answer(for key: Key, _ search: () -> [FoodMatch]) -> [FoodMatch] {
        guard key.query.count <= Self.longestQueryKept else { return search() }
        lock.lock()
        let known = answers[key]
        lock.unlock()
        if let known { return known }
        let found = search()
        guard found.count <= Self.longestKept else { return found }
        lock.lock()
        if held + found.count + 1 > capacity { (answers, held) = ([:], 0) }
        if answers.updateValue(found, forKey: key) == nil { held += found.count + 1 }
        lock.unlock()
        return found
    }
}
