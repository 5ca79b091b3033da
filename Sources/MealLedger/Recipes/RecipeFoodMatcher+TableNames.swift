/// What the tables' own names say about a recipe's food name, read before the lexicon's
/// guess or a search's arbitrary pick is trusted.
///
/// - A food the tables name exactly as written ("frozen yogurt", "hot peppers", "taco shells")
///   is that food, not the lexicon's food left after dropping a word that changes it ("yogurt").
/// - A spice reached only by reading a plural as singular is no spice when a table names the
///   plural as a food of its own: "peppers" are capsicums, "pepper" is black pepper.
/// - A bare class ("nuts", "candy", "pie") is the table's not-further-specified member when the
///   as-eaten table has one, not whichever variety the search ranks first (acorns, mint candy).
/// - An organ or a by-product ("liver", "giblets") is never a food's plain meat unless written.
extension RecipeFoodMatcher {
    /// Description words naming an organ or a by-product of an animal rather than its meat ("fat"
    /// and "skin" are not among them: "fat free" and "with skin" describe the meat itself).
    static let byProductWords: Set<String> = [
        "liver", "livers", "giblets", "gizzard", "gizzards", "heart", "hearts", "kidney", "kidneys", "tongue",
        "brain", "brains", "feet", "tripe", "lung", "lungs", "spleen", "pancreas", "thymus", "chitterlings",
        "mechanically", "rendered", "extender",
    ]

    /// The food whose own name (its description's first part, or all of it) is `name` word for
    /// word, plurals aside: the raw one for a recipe unless the name says it is prepared (the
    /// not-further-specified raw one first), else the not-further-specified one, else the best
    /// ranked. Nil when no table names it.
    func foodNamedExactly(_ name: String) -> Match? {
        // In the tables' spelling: "frozen yoghurt" is their "Frozen yogurt".
        let name = name.split(separator: " ").map { RecipeFoodSynonyms.words[String($0)] ?? String($0) }.joined(separator: " ")
        let wanted = FoodSearchIndex.words(in: name).map(FoodSearchIndex.stem)
        guard !wanted.isEmpty else { return nil }
        let named = database.search(name, limit: 40).filter { found in
            found.matchesAllWords && Self.firstPartStems(of: found.food) == wanted
        }
        guard let best = named.first else { return nil }
        let prepared = !Set(wanted).isDisjoint(with: Self.preparedWords.map(FoodSearchIndex.stem))
        let raw = prepared ? [] : named.filter { Self.isRaw($0.food) }
        let chosen = raw.first(where: { Self.isNotFurtherSpecified($0.food) }) ?? raw.first
            ?? named.first(where: { Self.isNotFurtherSpecified($0.food) }) ?? best
        return Match(food: chosen.food, confidence: Self.lexiconConfidence * Self.searchedFactor, cookedFood: nil,
                     isCommonFood: false)
    }

    /// Whether the lexicon entry reached for `name` is a spice reached only by reading its last
    /// word as singular ("peppers", "roasted peppers"); the caller then asks whether a table names
    /// the plural as a food of its own.
    func spiceFromPlural(_ name: String, entry: RecipeFoodLexicon.Entry) -> Bool {
        guard let last = name.split(separator: " ").last.map(String.init),
              HouseholdMeasure.singularized(last) != last, RecipeFoodLexicon.entries[name] == nil,
              let food = database.food(id: entry.foodID) else { return false }
        return FoodKind.of(food) == .spice
    }

    /// The as-eaten table's not-further-specified member of a bare class the search found only
    /// a variety of ("nuts" → "Nuts, NFS", not acorns); nil when the class is not bare, the
    /// table has no such member, or the member is cooked (a recipe buys meat and grains raw).
    func notFurtherSpecified(_ name: String, found: Match) -> Match? {
        let words = FoodSearchIndex.words(in: name)
        guard words.count == 1, let word = words.first else { return nil }
        let stem = FoodSearchIndex.stem(word)
        guard Self.firstPartStems(of: found.food) == [stem], !Self.isNotFurtherSpecified(found.food) else { return nil }
        // The class as named, or in the singular a table names it by ("cookies" is "Cookie, NFS").
        let member = ([word] + FoodWordSpelling.singulars(of: word)).lazy.compactMap { form in
            self.database.search(form + " nfs", limit: 20).first { candidate in
                // "Pudding, NFS", not "Pudding, chocolate, NFS": the class, not a variety of it.
                candidate.food.description.split(separator: ",").count == 2 && Self.isNotFurtherSpecified(candidate.food)
                    && [[stem], [FoodSearchIndex.stem(form)]].contains(Self.firstPartStems(of: candidate.food))
                    && !candidate.food.description.lowercased().contains("cooked")
            }
        }.first
        return member.map { Match(food: $0.food, confidence: found.confidence, cookedFood: nil, isCommonFood: false) }
    }

    /// `results` with the foods naming an organ or a by-product the query does not ask for after
    /// the others that match as many of its words ("goose" is the bird's meat before its liver).
    static func byProductsLast(_ results: [FoodMatch], query: String) -> [FoodMatch] {
        let asked = Set(FoodSearchIndex.words(in: query))
        func isByProduct(_ match: FoodMatch) -> Bool {
            FoodSearchIndex.words(in: match.food.description).contains { byProductWords.contains($0) && !asked.contains($0) }
        }
        guard results.contains(where: isByProduct) else { return results }
        let whole = results.filter(\.matchesAllWords), partial = results.filter { !$0.matchesAllWords }
        return whole.filter { !isByProduct($0) } + whole.filter(isByProduct)
            + partial.filter { !isByProduct($0) } + partial.filter(isByProduct)
    }

    /// The stems of the words of a food's description before its first comma.
    static func firstPartStems(of food: Food) -> [String] {
        let first = food.description.split(separator: ",", maxSplits: 1).first.map(String.init) ?? food.description
        return FoodSearchIndex.words(in: first).map(FoodSearchIndex.stem)
    }

    /// Whether the table marks the food "NFS": the class as a whole, not one variety.
    static func isNotFurtherSpecified(_ food: Food) -> Bool {
        food.description.split(separator: ",").contains { $0.trimmingCharacters() == "NFS" }
    }
}
