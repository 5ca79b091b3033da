extension FoodDatabase {
    /// The foods whose descriptions hold the words of `query`, best first, at most `limit`.
    ///
    /// Matching ignores case, punctuation and plurals ("eggs" finds "Egg, whole, raw, fresh");
    /// a query word of three letters or more also matches as the start of a longer word
    /// ("chick" finds "Chicken", at a lower score). Foods holding every query word come first;
    /// among them, and then among the rest, a higher `FoodMatch.score` comes first: query words
    /// in the first comma-separated segment, few other words and segments, and no processed
    /// form, discouraged group or brand the query did not ask for. Ties go to the shorter
    /// description, then the lower NDB number, so results never depend on hashing.
    public func search(_ query: String, limit: Int = 20) -> [FoodMatch] {
        search(query, limit: limit, narrowFirst: true)
    }

    /// `search`, trying the narrow candidate set first or (for tests) going straight to all
    /// candidates; with `preferring`, the best `limit` of that table follow the best `limit`
    /// of both (the matcher ranks as eaten among FNDDS foods an SR28-heavy list would crowd out).
    /// With `wholeFoods: false`, embedded foods may come without their household measures and
    /// vocabulary nutrients (`FoodTable.foods(lines:of:groups:measures:)`): a caller that ranks
    /// the foods by their descriptions and reads only the one it chooses whole (the as-eaten
    /// matcher) does not pay for reading the portions of a hundred others.
    func search(_ query: String, limit: Int, narrowFirst: Bool, preferring table: FoodTableKind? = nil,
                wholeFoods: Bool = true) -> [FoodMatch] {
        guard limit > 0 else { return [] }
        guard let recentAnswers else {
            return searched(query, limit: limit, narrowFirst: narrowFirst, preferring: table, wholeFoods: wholeFoods)
        }
        let key = RecentSearches.Key(query: Array(query.utf8), limit: limit, narrowFirst: narrowFirst, preferring: table,
                                     wholeFoods: wholeFoods)
        return recentAnswers.answer(for: key) {
            searched(query, limit: limit, narrowFirst: narrowFirst, preferring: table, wholeFoods: wholeFoods)
        }
    }

    /// `search`, done afresh.
    private func searched(_ query: String, limit: Int, narrowFirst: Bool, preferring table: FoodTableKind?,
                          wholeFoods: Bool) -> [FoodMatch] {
        let candidates = searchCandidates(for: PreparedQuery.queryWords(query).map(\.raw))
        if narrowFirst, let narrow = candidates.narrow {
            let found = ranked(query, among: narrow, limit: limit, preferring: table, wholeFoods: wholeFoods)
            if found.count >= limit, found.prefix(limit).allSatisfy(\.matchesAllWords) { return found }
        }
        return ranked(query, among: candidates.all(), limit: limit, preferring: table, wholeFoods: wholeFoods)
    }

    /// `search` by scoring every food (`everyFoodScored`), with no shortcut: for the tests.
    func searchByFullScan(_ query: String, limit: Int, preferring table: FoodTableKind? = nil) -> [FoodMatch] {
        guard limit > 0 else { return [] }
        return ranked(query, among: everyFoodScored(), limit: limit, preferring: table)
    }

    /// The best `limit` of `candidates` for `query`, as `search` orders them.
    private func ranked(_ query: String, among candidates: SearchCandidates, limit: Int,
                        preferring table: FoodTableKind? = nil, wholeFoods: Bool = true) -> [FoodMatch] {
        let (ids, searchIndex) = (candidates.ids, candidates.index)
        guard var scored = Self.scored(query, among: candidates, carefully: scoresCarefully) else { return [] }
        let lengths = candidates.descriptionLengths
        let precedes = { (left: (position: Int, score: Double, matchesAllWords: Bool),
                          right: (position: Int, score: Double, matchesAllWords: Bool)) -> Bool in
            if left.matchesAllWords != right.matchesAllWords { return left.matchesAllWords }
            if left.score != right.score { return left.score > right.score }
            let leftLength = lengths[left.position]
            let rightLength = lengths[right.position]
            if leftLength != rightLength { return leftLength < rightLength }
            return ids[left.position] < ids[right.position]
        }
        let isOfTable = { (position: Int) in FoodTableKind(ofID: ids[position]) == table }
        if candidates.idsAreUnique, !sortsEveryCandidate {
            // Only the first `limit`, and the first `limit` of the preferred table, can be
            // chosen below: those are sorted, the rest never (`RankingFirstCandidatesTests`).
            // With no two ids alike the order is total, so they come as the whole sort gives them.
            var kept = Self.first(limit, of: scored, by: precedes)
            if table != nil {
                let ofTable = Self.first(limit, of: scored.filter { isOfTable($0.position) }, by: precedes)
                kept = Self.merged(kept, ofTable, by: precedes)
            }
            scored = kept
        } else {
            scored.sort(by: precedes)
        }
        var chosen = Array(scored.prefix(limit))
        if table != nil {
            let held = chosen.filter { isOfTable($0.position) }.count
            chosen += scored.dropFirst(limit).lazy.filter { isOfTable($0.position) }.prefix(max(0, limit - held))
        }
        return zip(chosen, candidates.complete(chosen.map(\.position), wholeFoods)).map { match, food in
            var found = FoodMatch(food: food, score: match.score, matchesAllWords: match.matchesAllWords)
            // The caller that takes foods read in part reads their descriptions' words too.
            if !wholeFoods { found.descriptionWords = DescriptionWords(searchIndex.descriptionWords(ofFoodAt: match.position)) }
            return found
        }
    }

    /// The candidates that hold a word of `query`, each with its score and whether it holds every
    /// word, in position order; nil when the query has no words. Unless `carefully`, scored in one
    /// pass over the index's arrays (`scoredInOnePass`), where scoring each food on its own
    /// (`score(ofFoodAt:ids:index:for:)`, the careful road) paid for reaching every array through
    /// the index, and for an array of the processed stems it met, at each of the hundreds of
    /// candidates a search scores (`OnePassScoringTests` compares them).
    static func scored(_ query: String, among candidates: SearchCandidates,
                       carefully: Bool = false) -> [(position: Int, score: Double, matchesAllWords: Bool)]? {
        let (ids, searchIndex) = (candidates.ids, candidates.index)
        guard let prepared = PreparedQuery(query, index: searchIndex, postings: candidates.postings) else { return nil }
        let positions = candidates.postings.map { prepared.positions(holdingAWordIn: $0) } ?? Array(ids.indices)
        if !carefully { return scoredInOnePass(positions, ids: ids, index: searchIndex, for: prepared) }
        var scored: [(position: Int, score: Double, matchesAllWords: Bool)] = []
        for position in positions {
            if let (score, matchesAllWords) = Self.score(ofFoodAt: position, ids: ids, index: searchIndex, for: prepared) {
                scored.append((position, score, matchesAllWords))
            }
        }
        return scored
    }

    /// What `score(ofFoodAt:ids:index:for:)` gives each food at `positions` (those it gives nil
    /// left out), worked out the same way, step for step, with every array of the index read
    /// through a pointer taken once for all the foods.
    private static func scoredInOnePass(_ positions: [Int], ids: [String], index: FoodSearchIndex,
                                        for query: PreparedQuery) -> [(position: Int, score: Double, matchesAllWords: Bool)] {
        var scored: [(position: Int, score: Double, matchesAllWords: Bool)] = []
        scored.reserveCapacity(positions.count)
        let wordCount = query.words.count
        // -1 for a word no description has the stem of: no token's stem is negative.
        let stemIDs = query.words.map { $0.stemID ?? -1 }
        let prefixOfs = query.words.map(\.prefixOf)
        let (segmentCounts, discouragedGroupOfFood, isBranded) = (index.segmentCounts, index.discouragedGroupOfFood, index.isBranded)
        let (askedProcessedStems, excusedGroups, stapleFoodID) = (query.askedProcessedStems, query.excusedGroups, query.stapleFoodID)
        // The processed stems a food was penalized for, kept between foods for its room.
        var penalizedStems: [Int32] = []
        index.tokens.withUnsafeBufferPointer { tokens in
        index.tokenStarts.withUnsafeBufferPointer { tokenStarts in
        index.wordIsDistinctive.withUnsafeBufferPointer { wordIsDistinctive in
        index.stemIsProcessed.withUnsafeBufferPointer { stemIsProcessed in
        index.stemIsCategory.withUnsafeBufferPointer { stemIsCategory in
        withUnsafeTemporaryAllocation(of: Int.self, capacity: max(1, wordCount)) { usedSpace in
            for position in positions {
                let (lower, upper) = (tokenStarts[position], tokenStarts[position + 1])
                guard lower < upper else { continue }
                var matchedWeight = 0.0
                var matchesAllWords = true
                var usedCount = 0
                for word in 0..<wordCount {
                    var found = -1
                    var weight = 1.0
                    let stemID = stemIDs[word]
                    if stemID >= 0 {
                        var token = lower
                        while token < upper {
                            if tokens[token].stem == stemID { found = token; break }
                            token += 1
                        }
                    }
                    if found < 0, let prefixOf = prefixOfs[word] {
                        var token = lower
                        while token < upper {
                            if prefixOf[Int(tokens[token].word)] { found = token; break }
                            token += 1
                        }
                        weight = Self.prefixMatchWeight
                    }
                    guard found >= 0 else {
                        matchesAllWords = false
                        continue
                    }
                    matchedWeight += weight
                    usedSpace[usedCount] = found
                    usedCount += 1
                }
                if usedCount == 0 { continue }
                if let stapleFoodID, stapleFoodID == ids[position], matchesAllWords {
                    scored.append((position, 1.0, true))
                    continue
                }
                let usedTokens = UnsafeBufferPointer(rebasing: usedSpace[..<usedCount])

                let head = tokens[lower]
                let headIsCategory = stemIsCategory[Int(head.stem)]
                let skippedSegments = headIsCategory ? 1 : 0

                let coverage = matchedWeight / Double(wordCount)
                var placementSum = 0.0
                for token in usedTokens {
                    placementSum = placementSum + Self.segmentFactor(max(0, Int(tokens[token].segment) - skippedSegments))
                }
                let placement = placementSum / Double(usedCount)

                var extraWordCost = 0.0
                var tokenPosition = lower
                while tokenPosition < upper {
                    let group = tokens[tokenPosition].wordGroup
                    var groupEnd = tokenPosition
                    var isUsed = false
                    var isDistinctive = false
                    while groupEnd < upper, tokens[groupEnd].wordGroup == group {
                        isUsed = isUsed || usedTokens.contains(groupEnd)
                        isDistinctive = isDistinctive || wordIsDistinctive[Int(tokens[groupEnd].word)]
                        groupEnd += 1
                    }
                    let isCategoryHeading = headIsCategory && group == head.wordGroup
                    if !isUsed, isDistinctive, !isCategoryHeading {
                        extraWordCost += max(0, Int(tokens[tokenPosition].segment) - skippedSegments) == 0
                            ? Self.extraWordCostInFirstSegment : Self.extraWordCostLater
                    }
                    tokenPosition = groupEnd
                }
                let segments = max(1, segmentCounts[position] - skippedSegments)
                let plainness = 1 / (1 + extraWordCost) / (1 + Self.extraSegmentCost * Double(segments - 1))

                var penalty = 1.0
                let headMatched = usedTokens.contains(lower)
                    || (headIsCategory && usedTokens.contains { token in
                        tokens[token].segment == 1 && (token == lower || tokens[token - 1].segment == 0)
                    })
                if !headMatched { penalty *= Self.headWordMissingFactor }
                penalizedStems.removeAll(keepingCapacity: true)
                for token in lower..<upper {
                    let stem = tokens[token].stem
                    if stemIsProcessed[Int(stem)], !askedProcessedStems.contains(stem), !penalizedStems.contains(stem) {
                        penalizedStems.append(stem)
                        penalty *= Self.processedFormFactor
                    }
                }
                let group = discouragedGroupOfFood[position]
                if group >= 0, !excusedGroups.contains(group) { penalty *= Self.discouragedGroupFactor }
                if isBranded[position] { penalty *= Self.brandedFactor }

                scored.append((position, coverage * placement * plainness * penalty, matchesAllWords))
            }
        }
        }
        }
        }
        }
        }
        return scored
    }

    /// The first `count` of `elements` in the strict total order `precedes`, sorted: what
    /// `elements.sorted(by: precedes).prefix(count)` gives, kept in a heap of `count` (its root
    /// the last kept) rather than sorting every element.
    static func first<Element>(_ count: Int, of elements: [Element], by precedes: (Element, Element) -> Bool) -> [Element] {
        guard count > 0 else { return [] }
        guard elements.count > count else { return elements.sorted(by: precedes) }
        var heap: [Element] = []
        heap.reserveCapacity(count)
        // A parent never comes before its children: the root is the last kept.
        func siftDown(_ start: Int) {
            var parent = start
            while true {
                let left = 2 * parent + 1
                guard left < heap.count else { return }
                var later = left
                if left + 1 < heap.count, precedes(heap[left], heap[left + 1]) { later = left + 1 }
                guard precedes(heap[parent], heap[later]) else { return }
                heap.swapAt(parent, later)
                parent = later
            }
        }
        for element in elements {
            if heap.count < count {
                heap.append(element)
                var child = heap.count - 1
                while child > 0 {
                    let parent = (child - 1) / 2
                    guard precedes(heap[parent], heap[child]) else { break }
                    heap.swapAt(parent, child)
                    child = parent
                }
            } else if precedes(element, heap[0]) {
                heap[0] = element
                siftDown(0)
            }
        }
        heap.sort(by: precedes)
        return heap
    }

    /// Two lists sorted by the strict total order `precedes` as one sorted list, an element in
    /// both (neither precedes the other) once.
    static func merged<Element>(_ left: [Element], _ right: [Element], by precedes: (Element, Element) -> Bool) -> [Element] {
        var merged: [Element] = []
        merged.reserveCapacity(left.count + right.count)
        var (leftIndex, rightIndex) = (0, 0)
        while leftIndex < left.count || rightIndex < right.count {
            if rightIndex == right.count {
                merged.append(left[leftIndex])
                leftIndex += 1
            } else if leftIndex == left.count || precedes(right[rightIndex], left[leftIndex]) {
                merged.append(right[rightIndex])
                rightIndex += 1
            } else {
                if !precedes(left[leftIndex], right[rightIndex]) { rightIndex += 1 }
                merged.append(left[leftIndex])
                leftIndex += 1
            }
        }
        return merged
    }

    /// The single food that best fits an ingredient phrase such as "olive oil", or nil.
    ///
    /// The match's `score` (0…1) serves as a confidence: 1 when every word is found in a plain
    /// description, lower when words are missing or the description is a processed or longer
    /// variant. The caller decides what is too low (the recipe parser asks for review below 0.7).
    public func bestMatch(for phrase: String) -> FoodMatch? {
        search(phrase, limit: 1).first
    }

    // MARK: - Scoring

    /// How much a matched query word counts when it is only the start of a description word.
    private static let prefixMatchWeight = 0.7
    /// What an extra word costs in the first segment, where it changes what the food is
    /// ("Rice crackers" is not rice), and in later segments, where it only qualifies it.
    private static let extraWordCostInFirstSegment = 0.2
    private static let extraWordCostLater = 0.04
    /// What each comma-separated segment after the first costs.
    private static let extraSegmentCost = 0.02
    /// SR28 names the food first ("Pepper, banana, raw" is a pepper), so a description whose
    /// first word the query does not hold is most likely a different food.
    private static let headWordMissingFactor = 0.85
    /// Each processed form the query did not ask for ("breaded", "frozen"…), counted once.
    private static let processedFormFactor = 0.8
    /// Baby, fast, restaurant and similar groups, unless the query names them.
    private static let discouragedGroupFactor = 0.8
    /// Branded products are a particular maker's recipe, not the plain food.
    private static let brandedFactor = 0.85

    /// How much a query word counts by the segment it is found in.
    private static func segmentFactor(_ segment: Int) -> Double {
        switch segment {
        case 0: 1.0
        case 1: 0.92
        case 2: 0.86
        default: 0.8
        }
    }

    /// Foods that single common words mean in a recipe, where SR28 has no entry by that plain
    /// name: its "flour" entries are carob, potato, rye… before "Wheat flour, white,
    /// all-purpose", and "Sugars, brown" is shorter than "Sugars, granulated".
    private static let stapleFoodIDByQuery: [String: String] = [
        "flour": "20081",  // Wheat flour, white, all-purpose, enriched, bleached
        "sugar": "19335",  // Sugars, granulated
        "salt": "02047",  // Salt, table
    ]

    /// A query cut into words, with everything that does not depend on the food worked out once.
    private struct PreparedQuery {
        /// One word of the query.
        struct Word {
            /// The stem id, nil when no description has that stem.
            var stemID: Int32?
            /// Which description words the query word starts, for prefix matches; nil when too short.
            var prefixOf: [Bool]?
        }

        var words: [Word]
        /// Processed stems the query names, so they are not held against a food.
        var askedProcessedStems: Set<Int32>
        /// Discouraged groups the query names.
        var excusedGroups: Set<Int>
        /// The food a staple query means, if the query is one.
        var stapleFoodID: String?

        /// The query's words that count, each once by stem: stop words only when nothing else is left.
        static func queryWords(_ query: String) -> [(raw: String, stem: String)] {
            let rawWords = FoodSearchIndex.words(in: query)
            let meaningful = rawWords.filter { !FoodSearchIndex.stopWords.contains($0) }
            var seenStems: Set<String> = []
            var queryWords: [(raw: String, stem: String)] = []
            for raw in meaningful.isEmpty ? rawWords : meaningful {
                let stem = FoodSearchIndex.stem(raw)
                if seenStems.insert(stem).inserted { queryWords.append((raw, stem)) }
            }
            return queryWords
        }

        /// The foods that hold a query word by stem or, for a long enough word, by prefix: the
        /// only foods `score` does not pass over.
        func positions(holdingAWordIn postings: FoodPostings) -> [Int] {
            var positions = Set<Int32>()
            for word in words {
                if let stemID = word.stemID { positions.formUnion(postings.foodsWithStem[Int(stemID)]) }
                if let prefixOf = word.prefixOf {
                    for (wordID, isPrefix) in prefixOf.enumerated() where isPrefix {
                        positions.formUnion(postings.foodsWithWord[wordID])
                    }
                }
            }
            return positions.map(Int.init).sorted()
        }

        init?(_ query: String, index: FoodSearchIndex, postings: FoodPostings?) {
            let queryWords = Self.queryWords(query)
            guard !queryWords.isEmpty else { return nil }

            words = queryWords.map { raw, stem in
                let stemID = index.stemID(of: stem)
                // The singular, so a plural query word starts the same words as its singular.
                let prefix = FoodSearchIndex.singular(raw)
                var prefixOf: [Bool]? = nil
                if prefix.utf8.count >= 3, let postings, prefix.utf8.allSatisfy({ $0 < 0x80 }) {
                    // An ASCII start is a start of the bytes too: look only at the words whose bytes it starts.
                    var marks = [Bool](repeating: false, count: index.words.count)
                    for wordID in postings.words(startingWith: prefix)
                    where index.stemOfWord[wordID] != stemID && index.words[wordID].hasPrefix(prefix) {
                        marks[wordID] = true
                    }
                    prefixOf = marks
                } else if prefix.utf8.count >= 3 {
                    prefixOf = index.wordsStarting(with: prefix, otherThan: stemID)
                }
                return Word(stemID: stemID, prefixOf: prefixOf)
            }

            let queryStems = Set(queryWords.map(\.stem))
            askedProcessedStems = []
            for (stemID, stem) in index.stems.enumerated() where index.stemIsProcessed[stemID] {
                let asked = queryStems.contains(stem)
                    || queryWords.contains { $0.raw.utf8.count >= 4 && stem.hasPrefix($0.raw) }
                if asked { askedProcessedStems.insert(Int32(stemID)) }
            }
            excusedGroups = []
            for (group, entry) in FoodSearchIndex.discouragedGroups.enumerated()
            where entry.excusedBy.contains(where: { queryStems.contains(FoodSearchIndex.stem($0)) }) {
                excusedGroups.insert(group)
            }
            stapleFoodID = FoodDatabase.stapleFoodIDByQuery[queryWords.map(\.stem).joined(separator: " ")]
        }
    }

    /// The score of one food for a query and whether every query word matched, or nil when none did.
    private static func score(ofFoodAt position: Int, ids: [String], index: FoodSearchIndex,
                              for query: PreparedQuery) -> (Double, Bool)? {
        let range = index.tokenRange(ofFoodAt: position)
        guard !range.isEmpty else { return nil }
        // The tokens a query word used, one at most a word, on the stack: an array a food was an
        // allocation for each of the hundreds of foods a search scores.
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: query.words.count) { usedSpace in
            score(ofFoodAt: position, range: range, ids: ids, index: index, for: query, usedSpace: usedSpace)
        }
    }

    /// `score(ofFoodAt:ids:index:for:)` with room for the tokens used.
    private static func score(ofFoodAt position: Int, range: Range<Int>, ids: [String], index: FoodSearchIndex,
                              for query: PreparedQuery, usedSpace: UnsafeMutableBufferPointer<Int>) -> (Double, Bool)? {
        var matchedWeight = 0.0
        var matchesAllWords = true
        var usedCount = 0
        for word in query.words {
            var found: Int? = nil
            var weight = 1.0
            if let stemID = word.stemID {
                found = range.first { index.tokens[$0].stem == stemID }
            }
            if found == nil, let prefixOf = word.prefixOf {
                found = range.first { prefixOf[Int(index.tokens[$0].word)] }
                weight = Self.prefixMatchWeight
            }
            guard let token = found else {
                matchesAllWords = false
                continue
            }
            matchedWeight += weight
            usedSpace[usedCount] = token
            usedCount += 1
        }
        let usedTokens = UnsafeBufferPointer(rebasing: usedSpace[..<usedCount])
        if usedTokens.isEmpty { return nil }
        if query.stapleFoodID == ids[position], matchesAllWords { return (1.0, true) }

        // A category heading such as "Fish," does not count as the food: read from the next segment.
        let head = index.tokens[range.lowerBound]
        let headIsCategory = index.stemIsCategory[Int(head.stem)]
        let skippedSegments = headIsCategory ? 1 : 0
        func effectiveSegment(_ token: FoodSearchIndex.Token) -> Int {
            max(0, Int(token.segment) - skippedSegments)
        }

        let coverage = matchedWeight / Double(query.words.count)
        let placement = usedTokens.reduce(0.0) { $0 + Self.segmentFactor(effectiveSegment(index.tokens[$1])) }
            / Double(usedTokens.count)

        // Other words make a description less plain, one cost per space-separated word.
        var extraWordCost = 0.0
        var tokenPosition = range.lowerBound
        while tokenPosition < range.upperBound {
            let group = index.tokens[tokenPosition].wordGroup
            var groupEnd = tokenPosition
            var isUsed = false
            var isDistinctive = false
            while groupEnd < range.upperBound, index.tokens[groupEnd].wordGroup == group {
                isUsed = isUsed || usedTokens.contains(groupEnd)
                isDistinctive = isDistinctive || index.wordIsDistinctive[Int(index.tokens[groupEnd].word)]
                groupEnd += 1
            }
            let isCategoryHeading = headIsCategory && group == head.wordGroup
            if !isUsed, isDistinctive, !isCategoryHeading {
                extraWordCost += effectiveSegment(index.tokens[tokenPosition]) == 0
                    ? Self.extraWordCostInFirstSegment : Self.extraWordCostLater
            }
            tokenPosition = groupEnd
        }
        let segments = max(1, index.segmentCounts[position] - skippedSegments)
        let plainness = 1 / (1 + extraWordCost) / (1 + Self.extraSegmentCost * Double(segments - 1))

        var penalty = 1.0
        let headMatched = usedTokens.contains(range.lowerBound)
            || (headIsCategory && usedTokens.contains { token in
                index.tokens[token].segment == 1
                    && (token == range.lowerBound || index.tokens[token - 1].segment == 0)
            })
        if !headMatched { penalty *= Self.headWordMissingFactor }
        var penalizedStems: [Int32] = []
        for token in range {
            let stem = index.tokens[token].stem
            if index.stemIsProcessed[Int(stem)], !query.askedProcessedStems.contains(stem), !penalizedStems.contains(stem) {
                penalizedStems.append(stem)
                penalty *= Self.processedFormFactor
            }
        }
        let group = index.discouragedGroupOfFood[position]
        if group >= 0, !query.excusedGroups.contains(group) { penalty *= Self.discouragedGroupFactor }
        if index.isBranded[position] { penalty *= Self.brandedFactor }

        return (coverage * placement * plainness * penalty, matchesAllWords)
    }
}
