/// Cuts what a person says they ate into the foods it names, keeping a dish the as-eaten
/// table knows whole (SPEC 13).
///
/// Foods are joined by lines, commas, semicolons, "and", "with", "on", "in", "topped with",
/// "served with", "plus", "&" and "+": "2 eggs and toast" is eggs and toast, "beans on toast"
/// is beans and toast. A run of pieces joined by words (not commas) that names one food of the
/// as-eaten table — every food word in its name's first part ("chicken curry with rice",
/// "macaroni and cheese", "peanut butter and jelly sandwich") and its own head noun — stays
/// one item; so does one word joined by "and" to words ending in a noun both share, when a
/// table names that food ("cheese and onion crisps", `sharedNoun`); so does a sandwich and the
/// bread it is on ("turkey sandwich on rye", `sandwichOnBread`). Only the first
/// piece of such a run may carry an amount. The work is linear in the text: each piece starts
/// at most `longestDish` runs, and at most `dishChecksPerText` runs are looked up.
struct MealTextSplitter {
    /// One piece of the text and the separator before it.
    struct Piece: Equatable {
        var text: String
        /// The separator before the piece: a word ("and", "with") or punctuation (",", "\n").
        var separator: String?
        /// The text as written when a bare number after the food was read as its count ("gyoza
        /// 6"), kept to go back to if that count weighs more than a meal's worth ("steak 8").
        var beforeBareCount: String? = nil
        /// Whether the piece's amount was written after its food and read before it ("Mac &
        /// Cheese 150 g"): the amount of the whole name it ends.
        var amountWasAfter = false
    }

    /// The most pieces one dish may span.
    static let longestDish = 4
    /// The most runs looked up in the table for one text.
    static let dishChecksPerText = 48
    /// Words that join two foods.
    static let joiningWords: Set<String> = ["and", "with", "on", "in", "plus", "&", "+", "n", "w/", "w", "con", "y"]
    /// Words before "with" that make it one joining word: "topped with", "served with".
    static let withLeads: Set<String> = ["topped", "served", "along", "together"]

    let database: FoodDatabase
    let matcher: AsEatenMatcher

    /// The items of `text`: each a phrase for `IngredientPhrase`.
    func items(of text: String) -> [String] {
        itemPieces(of: text).map(\.text)
    }

    /// The items of `text` with the separator before each.
    func itemPieces(of text: String) -> [Piece] {
        var pieces = Self.pieces(of: text) { title in
            (self.matcher.match(self.matcher.phraseFood(title), reading: .eaten)?.fit ?? 0) >= Self.ownNameFit
        }
        // "steak 8", "chicken breast 6": a bare number that, read as a count, weighs more than a
        // meal's worth was no count (ounces, a size, a label); the piece is read as written.
        for index in pieces.indices {
            guard let written = pieces[index].beforeBareCount else { continue }
            let phrase = IngredientPhrase(pieces[index].text)
            if let food = matcher.match(matcher.phraseFood(pieces[index].text), reading: .eaten)?.food,
               EatenPortion.weigh(phrase, of: food).grams > Self.heaviestBareCount {
                pieces[index].text = written
            }
        }
        pieces = countsOfTheFoodBefore(pieces)
        var items: [Piece] = []
        var index = 0
        var checks = 0
        while index < pieces.count {
            // "coffee: black": how a drink was taken, after a colon, read as "black coffee".
            let text = pieces[index].text
            if let colon = text.firstIndex(of: ":"), colon != text.startIndex,
               let noted = drinkNoted(String(text[..<colon]), notes: String(text[text.index(after: colon)...]).trimmingCharacters()) {
                pieces[index].text = noted
            }
            var taken = 1
            let longest = min(Self.longestDish, pieces.count - index)
            if longest >= 2 {
                for span in stride(from: longest, through: 2, by: -1) {
                    let run = pieces[index..<(index + span)]
                    guard Self.isJoinedByWords(run) || Self.isListOfFoods(run), Self.hasOneAmount(run) else { continue }
                    guard checks < Self.dishChecksPerText else { break }
                    checks += 1
                    if isKnownDish(run) || isKnownDishInEnglish(run) {
                        taken = span
                        break
                    }
                }
            }
            // "microwave bean and cheese burrito", "homemade mac and cheese": the dish the run
            // names without the words before the first piece's food, when they change no food.
            if taken == 1, index + 1 < pieces.count, checks < Self.dishChecksPerText,
               let trimmed = withoutLeadingWords(pieces[index], before: pieces[(index + 1)...]) {
                checks += 1
                let whole = Self.joinedAsOneName(pieces[index], pieces[index + 1])
                if let one = sharedNoun(trimmed, pieces[index + 1]), namesSameFood(whole, as: one) {
                    items.append(Piece(text: whole, separator: pieces[index].separator))
                    index += 2
                    continue
                }
                for span in stride(from: longest, through: 2, by: -1) {
                    let run = pieces[index..<(index + span)]
                    var trimmedRun = Array(run)
                    trimmedRun[0] = trimmed
                    guard Self.isJoinedByWords(run), Self.hasOneAmount(run) else { continue }
                    guard checks < Self.dishChecksPerText else { break }
                    checks += 1
                    if isKnownDish(trimmedRun[...]), namesSameFood(Self.joined(run), as: Self.joined(trimmedRun[...])) {
                        taken = span
                        break
                    }
                }
            }
            // A part after a comma that only says which kind of the food before it ("rice, brown",
            // "chicken, breast, grilled"): the two read as one food, and may take a next part.
            if taken == 1, index + 1 < pieces.count, checks < Self.dishChecksPerText,
               let one = qualifiedByComma(pieces[index], pieces[index + 1]) {
                checks += 1
                pieces[index + 1] = Piece(text: one, separator: pieces[index].separator)
                index += 1
                continue
            }
            // Two pieces that name one food: a sandwich and its bread, or foods sharing a noun.
            if taken == 1, index + 1 < pieces.count, checks < Self.dishChecksPerText,
               let one = sandwichOnBread(pieces[index], pieces[index + 1]) ?? sharedNoun(pieces[index], pieces[index + 1]) {
                checks += 1
                items.append(Piece(text: one, separator: pieces[index].separator))
                index += 2
                continue
            }
            if taken == 1, let foods = sideBySide(pieces[index]) {
                items += foods
            } else {
                let dish = Piece(text: Self.joined(pieces[index..<(index + taken)]), separator: pieces[index].separator)
                // A sandwich found whole, then its bread ("bacon, lettuce and tomato sandwich on white").
                if taken > 1, index + taken < pieces.count, checks < Self.dishChecksPerText,
                   let onBread = sandwichOnBread(dish, pieces[index + taken]) {
                    checks += 1
                    items.append(Piece(text: onBread, separator: dish.separator))
                    index += taken + 1
                    continue
                }
                items.append(dish)
            }
            index += taken
        }
        return items.filter { !$0.text.isEmpty }
    }

    /// Whether Spanish "con" or "y" between two words is part of a name a table holds as written
    /// ("cafe con leche", "salsa con queso", "arroz con leche"), not a join of two foods.
    static func isNamedWithSpanishJoin(_ joiner: String, before: Substring?, after: Substring?) -> Bool {
        guard joiner == "con" || joiner == "y", let before, let after else { return false }
        // As the tables spell them: "café con leche" is "Coffee, cafe con leche".
        let next = String(MealQuery.folded(String(after)).filter(\.isLetter))
        let previous = String(MealQuery.folded(String(before)).filter(\.isLetter))
        guard !next.isEmpty, !previous.isEmpty else { return false }
        return !EmbeddedFoodLines.positions(withWordPrefixes: [Array("\(previous) \(joiner) \(next)".utf8)]).isEmpty
    }

    /// Whether a run joined by Spanish "con" or "y" names a dish the table holds under its English
    /// name, read with "with" and "and" ("arroz con leche" is rice cooked with milk, "cafe con
    /// leche" coffee with milk): the run stays one piece, as written.
    func isKnownDishInEnglish(_ run: ArraySlice<Piece>) -> Bool {
        guard run.dropFirst().contains(where: { $0.separator == "con" || $0.separator == "y" }) else { return false }
        let english = run.map { piece in
            Piece(text: piece.text, separator: piece.separator == "con" ? "with" : piece.separator == "y" ? "and" : piece.separator)
        }
        return isKnownDish(english[...])
    }

    /// Whether the as-eaten table has one food for the whole run: the food the run reads as is
    /// an FNDDS food whose description holds every food word of the run, with the first
    /// piece's last word in its name's first part ("Chicken curry with rice", "Coffee, brewed,
    /// with milk"), and few other words.
    func isKnownDish(_ run: ArraySlice<Piece>) -> Bool {
        let text = Self.joined(run)
        let phraseFood = matcher.phraseFood(text)
        let written = matcher.writtenQuery(phraseFood)
            .filter { !FoodSearchIndex.stopWords.contains($0) && !Self.joiningWords.contains($0) }
        // Most runs name no dish: the word index and the few lines it names say so without a
        // search (a typing error still gets the search, which corrects it).
        guard let firstPiece = run.first, written.count >= 2 else { return false }
        // The first piece's food words, read once for every run it starts (`AsEatenMatcher.phraseFood`):
        // reading a phrase is most of a check's own work.
        let firstFood = matcher.phraseFood(firstPiece.text)
        let firstWritten = matcher.writtenQuery(firstFood, typicalMember: false)
        guard (written + firstWritten).contains(where: { !matcher.vocabulary.knowsCheaply($0) })
                || mayBeDish(holding: written, namedBy: firstWritten),
              let found = matcher.match(phraseFood, reading: .eaten), found.food.table == .fndds,
              found.fit >= Self.dishFit else { return false }
        // A drink or hot cereal with what the table adds to it by a guideline ("tea with milk
        // and sugar") is the drink and its additions (`EatenAdditions`), not a variant of it.
        if let base = matcher.match(firstFood, reading: .eaten)?.food,
           run.dropFirst().allSatisfy({ piece in
               matcher.match(matcher.phraseFood(piece.text), reading: .eaten).map { EatenAdditions.isAddition($0.food, to: base) } ?? false
           }) {
            return false
        }
        // The words as the match read them (synonyms, typos corrected).
        let words = found.query.split(separator: " ").map(String.init)
            .filter { !FoodSearchIndex.stopWords.contains($0) && !Self.joiningWords.contains($0) }
        let firstWords = matcher.correctedQuery(firstFood, present: Set(words),
                                                typicalMember: false).words
            .filter { !AsEatenMatcher.preparationWords.contains($0) }
        guard let head = firstWords.last else { return false }
        let segments = found.food.description.lowercased().split(separator: ",")
        let allStems = Set(FoodSearchIndex.words(in: found.food.description).map(FoodSearchIndex.stem))
        let firstStems = Set(FoodSearchIndex.words(in: String(segments.first ?? "")).map(FoodSearchIndex.stem))
        // A dish is named in the order its name is written: its name starts with a word of the first
        // piece, and names a combination ("with", "and", "in", "on"): "Vegetable oil" is no dish of
        // vegetables with oil.
        let descriptionWords = FoodSearchIndex.words(in: found.food.description)
        let nameStart = descriptionWords.first.map(FoodSearchIndex.stem) ?? ""
        // The run names the dish's own head noun: "eggs and bacon" is no "Egg burrito, with bacon".
        let wordStems = Set(words.map(FoodSearchIndex.stem))
        guard Self.nameHeads(of: found.food.description).contains(where: wordStems.contains),
              Self.nameEnds(of: found.food.description).contains(where: wordStems.contains) else { return false }
        guard wordStems.isSubset(of: allStems) else { return false }
        if Self.isNamedInOrder(words, by: found.food.description) { return true }
        // A list with commas is one dish only as the table writes it.
        return !Self.isListOfFoods(run) && firstStems.contains(FoodSearchIndex.stem(head))
            && firstWords.map(FoodSearchIndex.stem).contains(nameStart)
            && descriptionWords.contains(where: { Self.combinationWords.contains($0) })
    }

    /// `pieces` with a count after a comma that counts the food before it read as its amount:
    /// "chicken wings, 6 wings" is six wings (it was two wings and six more), "egg foo yung, 2
    /// patties" two of the survey's patties (it was egg foo yung and two fish cakes). The count's
    /// one word names the food before it (its head noun) or one of that food's portions; the
    /// food before has no amount of its own.
    func countsOfTheFoodBefore(_ pieces: [Piece]) -> [Piece] {
        var result: [Piece] = []
        for piece in pieces {
            guard piece.separator == ",", let last = result.last, case let phrase = IngredientPhrase(piece.text),
                  phrase.quantity != nil, !Self.isAmountAlone(piece.text),
                  case let before = IngredientPhrase(last.text), before.quantity == nil else {
                result.append(piece)
                continue
            }
            let words = RecipeTokenizer.letterWords(phrase.food)
            let lastWords = RecipeTokenizer.letterWords(before.food)
            guard words.count == 1, let head = lastWords.last,
                  let food = matcher.match(matcher.phraseFood(last.text), reading: .eaten)?.food else {
                result.append(piece)
                continue
            }
            let noun = HouseholdMeasure.singularized(words[0])
            let amount = Self.amountWords(of: piece.text, food: phrase.food)
            if noun == HouseholdMeasure.singularized(head), !amount.isEmpty {
                result[result.count - 1].text = amount + " " + last.text
            } else if food.measures.contains(where: { $0.unit == noun || EatenPortion.words(of: $0).first == noun }) {
                result[result.count - 1].text = piece.text + " " + last.text
            } else {
                result.append(piece)
            }
        }
        return result
    }

    /// Whether each piece of a run after the first is joined to the one before by a word
    /// ("and", "with", "&"), not a comma.
    static func isJoinedByWords(_ run: ArraySlice<Piece>) -> Bool {
        run.dropFirst().allSatisfy { joiningWords.contains($0.separator ?? "") || $0.separator == "with" }
    }

    /// Whether a run carries at most one amount, before it ("2 bean and cheese burritos") or
    /// after its whole name, as a menu writes it ("Split Pea & Ham Soup 85g"): a part with an
    /// amount of its own is a food of its own ("rice and 2 eggs").
    static func hasOneAmount(_ run: ArraySlice<Piece>) -> Bool {
        guard run.dropFirst().dropLast().allSatisfy({ IngredientPhrase($0.text).quantity == nil }),
              let last = run.last, run.count >= 2 else { return true }
        return IngredientPhrase(last.text).quantity == nil
            || !saysAmount(run[run.startIndex].text) && (last.amountWasAfter || amountTrails(last.text))
    }

    /// Whether a piece says an amount, one no food can have included ("0 fried mac" is refused,
    /// never read past).
    static func saysAmount(_ text: String) -> Bool {
        IngredientPhrase(text).quantity != nil || QuantityReader.unusableAmount(RecipeTokenizer.tokens(text)[...]) != nil
    }

    /// Whether a piece's amount is written after its food ("Ham Soup 85g", "cheese: 150 g"),
    /// not before it ("a cup of tea", "2 eggs").
    static func amountTrails(_ text: String) -> Bool {
        let phrase = IngredientPhrase(text)
        guard phrase.quantity != nil, let firstWritten = RecipeTokenizer.letterWords(text).first,
              let firstFood = RecipeTokenizer.letterWords(phrase.food).first else { return false }
        return firstWritten == firstFood && text.drop(while: { $0.isWhitespace }).first?.isLetter == true
    }

    /// A piece without the words before its food's last word ("microwave bean" is "bean"), for
    /// reading the run that follows as the dish it names without them; nil when it has none.
    /// Words saying how a food was cooked name that food's own variant ("grilled chicken and
    /// rice" is grilled chicken, and rice) and stay, unless the run's amount is written after
    /// the whole name, as a menu writes a dish ("Baked Mac & Cheese: 150 g").
    func withoutLeadingWords(_ piece: Piece, before rest: ArraySlice<Piece>) -> Piece? {
        let phrase = IngredientPhrase(piece.text)
        // The food's words and the cooking words the phrase took off it ("baked"), as written.
        let foodWords = RecipeTokenizer.letterWords(phrase.food)
        guard let head = foodWords.last else { return nil }
        let named = Set(foodWords).union(phrase.preparation)
        let leading = RecipeTokenizer.letterWords(piece.text).filter { named.contains($0) && $0 != head }
        guard !leading.isEmpty else { return nil }
        let menuAmount = !Self.saysAmount(piece.text) && rest.prefix(Self.longestDish - 1).contains { $0.amountWasAfter || Self.amountTrails($0.text) }
        if !menuAmount, leading.contains(where: { Self.cookingWords.contains($0) }) { return nil }
        // A word that is a food's whole name ("orange" of "orange chicken and chow mein"), or
        // names one with the food's word ("sweet potato"), is no word about the dish.
        guard !leading.contains(where: isFoodsName), let last = leading.last,
              !namesOneFood(last, head) else { return nil }
        var dropped = Set(leading)
        let kept = piece.text.split(separator: " ").filter { word in
            let letters = RecipeTokenizer.letterWords(String(word))
            guard letters.count == 1, dropped.contains(letters[0]) else { return true }
            dropped.remove(letters[0])
            return false
        }
        guard dropped.isEmpty, !kept.isEmpty else { return nil }
        return Piece(text: kept.joined(separator: " "), separator: piece.separator)
    }

    /// Whether a word alone reads as a food whose name is that word ("Orange, raw", "Chicken, NS
    /// as to part"), not a food it only describes ("Popcorn, microwave", "Vegan mayonnaise").
    func isFoodsName(_ word: String) -> Bool {
        guard !Self.cookingWords.contains(word), !AsEatenMatcher.preparationWordsSayingNoMethod.contains(word),
              let (name, query) = nameStems(readingAs: word) else { return false }
        return name.count == 1 && name[0] == FoodSearchIndex.stem(query.split(separator: " ").last.map(String.init) ?? word)
    }

    /// Whether two words read together as a food whose name's first part holds both ("sweet
    /// potato", "orange chicken"), not one qualified by a word about it ("microwave bean").
    func namesOneFood(_ word: String, _ head: String) -> Bool {
        guard let (name, _) = nameStems(readingAs: word + " " + head) else { return false }
        return name.contains(FoodSearchIndex.stem(word)) && name.contains(FoodSearchIndex.stem(head))
    }

    /// The stems of the first part of the name of the food `text` reads as ("Sweet potato,
    /// baked" is sweet potato), and the words the match read.
    private func nameStems(readingAs text: String) -> (stems: [String], query: String)? {
        guard let found = matcher.match(text, reading: .eaten) else { return nil }
        return ((AsEatenMatcher.segments(of: found.food.description).first ?? []).map(\.stem), found.query)
    }

    /// Words saying how a food was cooked or coated (`withoutLeadingWords`): "breaded chicken
    /// and salad" is breaded chicken, and salad.
    static let cookingWords = AsEatenMatcher.preparationWords.subtracting(AsEatenMatcher.preparationWordsSayingNoMethod)
        .union(["breaded", "battered", "crumbed", "coated", "crispy", "tempura", "glazed", "stuffed", "marinated", "crusted"])

    /// Whether `text` reads as the same food as `trimmed`: the words left out changed nothing.
    func namesSameFood(_ text: String, as trimmed: String) -> Bool {
        guard let whole = matcher.match(matcher.phraseFood(text), reading: .eaten),
              let without = matcher.match(matcher.phraseFood(trimmed), reading: .eaten) else { return false }
        return whole.food.id == without.food.id && whole.food.table == without.food.table
    }

    /// Whether a run is a list written with commas and a last "and" ("bacon, lettuce and tomato
    /// sandwich"): one dish only when the table names it so (`isNamedInOrder`).
    static func isListOfFoods(_ run: ArraySlice<Piece>) -> Bool {
        guard let last = run.last, run.count >= 3, ["and", "&", "n"].contains(last.separator ?? "") else { return false }
        return run.dropFirst().dropLast().allSatisfy { $0.separator == "," }
    }

    /// Whether a dish's name is a list of at least three foods, in commas, and the run says its
    /// first three or more in the order written, to the end of the part it stops in (joining
    /// words aside, and what a part says after "on", "with" or "in"): "Bacon, lettuce, tomato
    /// sandwich on white" is "bacon lettuce and tomato sandwich", but "bacon, lettuce and tomato"
    /// never said the sandwich. A name whose first part says "or" ("Chicken or turkey salad")
    /// names alternatives, not a list.
    static func isNamedInOrder(_ words: [String], by description: String) -> Bool {
        isNamedInOrder(words, segments: AsEatenMatcher.segments(of: description))
    }

    /// `isNamedInOrder(_:by:)` over a description already cut into its parts' words and stems.
    static func isNamedInOrder(_ words: [String], segments: [[(word: String, stem: String)]]) -> Bool {
        // Most names are no list of three, and most runs are shorter: answered before any stem is made.
        guard segments.count >= 3, words.count >= 3, !segments[0].contains(where: { $0.word == "or" }) else { return false }
        let said = words.filter { !combinationWords.contains($0) }.map(FoodSearchIndex.stem)
        guard said.count >= 3 else { return false }
        var named: [String] = []
        for (index, part) in segments.enumerated() {
            for (word, stem) in part {
                if ["on", "with", "in"].contains(word) { break }
                if !combinationWords.contains(word) { named.append(stem) }
            }
            if named.count == said.count { return index >= 2 && named == said }
            if named.count > said.count { return false }
        }
        return false
    }

    /// "cheese and onion crisps", "chicken and mushroom pie": one word, "and", then words that
    /// end in the noun both share, read as one food when a food of either table is named by
    /// the noun in its name's first part and holds the first word ("Potato chips, cheese
    /// flavored"; not "Bread, egg, Challah" for "toast and eggs"). The text to read,
    /// without the "and", or nil: "eggs and baked beans" names no food holding both.
    func sharedNoun(_ first: Piece, _ second: Piece) -> String? {
        // An amount written after the whole name is the one food's ("Chicken & Mushroom Pie 205g").
        let amountAfter = IngredientPhrase(second.text).quantity != nil && !Self.saysAmount(first.text)
            && (second.amountWasAfter || Self.amountTrails(second.text))
        guard ["and", "&", "n"].contains(second.separator ?? ""), IngredientPhrase(second.text).quantity == nil || amountAfter,
              QuantityReader.unusableAmount(RecipeTokenizer.tokens(second.text)[...]) == nil else { return nil }
        func foodWords(_ text: String) -> [String] {
            matcher.writtenQuery(IngredientPhrase(text).food, typicalMember: false)
                .filter { !FoodSearchIndex.stopWords.contains($0) && !AsEatenMatcher.preparationWords.contains($0) }
        }
        let firstWords = foodWords(first.text)
        let secondWords = foodWords(second.text)
        // A counted plural before a noun in the singular is a food of its own: a word that
        // qualifies a noun is not counted ("2 eggs and bread toast" are eggs and toast). Before a
        // plural noun the count is the noun's ("2 beans and cheese burritos", "2 cheese and onion pasties").
        if IngredientPhrase(first.text).quantity != nil, let word = firstWords.first, Self.isPlural(word),
           let last = secondWords.last, !Self.isPlural(last) { return nil }
        guard firstWords.count == 1, secondWords.count >= 2, let noun = secondWords.last,
              let found = matcher.match(IngredientPhrase(first.text).food + " " + IngredientPhrase(second.text).food,
                                        reading: .eaten),
              found.fit >= Self.sharedNounFit else { return nil }
        let stems = Set(FoodSearchIndex.words(in: found.food.description).map(FoodSearchIndex.stem))
        // The noun as the match read it, a typing error mended ("bean and cheese burito").
        let readNoun = found.query.split(separator: " ").last.map(String.init) ?? noun
        guard stems.contains(FoodSearchIndex.stem(firstWords[0])),
              AsEatenMatcher.firstSegmentHolds(FoodSearchIndex.stem(noun), found.food)
                || AsEatenMatcher.firstSegmentHolds(FoodSearchIndex.stem(readNoun), found.food) else { return nil }
        // The words before the noun name a food both share ("onion", "mushroom"), not a kind of
        // the noun that is no food alone: "chicken and jasmine rice" is chicken and rice.
        let shared = secondWords.dropLast()
        // (The words as the match read them: "sweetcorn" is corn.)
        guard !shared.isEmpty, let sharedFood = matcher.match(shared.joined(separator: " "), reading: .eaten),
              let sharedLast = sharedFood.query.split(separator: " ").last,
              AsEatenMatcher.firstSegmentHolds(FoodSearchIndex.stem(String(sharedLast)), sharedFood.food) else { return nil }
        return Self.joinedAsOneName(first, second)
    }

    /// Two pieces read as one name without the word between them, an amount written after the
    /// whole name put before it ("Chicken & Mushroom Pie 205 g" is "205 g Chicken Mushroom Pie").
    static func joinedAsOneName(_ first: Piece, _ second: Piece) -> String {
        guard second.amountWasAfter else { return first.text + " " + second.text }
        let amount = amountWords(of: second.text, food: IngredientPhrase(second.text).food)
        return amount + " " + first.text + " " + String(second.text.dropFirst(amount.count)).trimmingCharacters()
    }

    /// "rice, brown", "cheese, cottage", "chicken, breast, grilled": a name written the tables'
    /// way, the food first and what kind of it after a comma. The part after the comma, with no
    /// amount of its own, says which of the first part's food it is when the two read together
    /// name one food that holds every word, with the first part's food in its own name and the
    /// second part's words qualifying it, not joined to it ("Rice and beans" is no kind of
    /// rice); when the second part alone names no other food ("crackers, cheese" are crackers
    /// and cheese); and when the first part's food is what the name is of, or the second part
    /// alone is a kind of it ("breast"). A part of cooking words only is how the food was cooked
    /// ("chicken, roast"); the same food again is another of it ("beer, beer").
    /// The text to read, in the everyday order ("brown rice") and without the comma, or nil.
    func qualifiedByComma(_ first: Piece, _ second: Piece) -> String? {
        // "coffee, black", "tea, white, one sugar": how a drink was taken, in the everyday order
        // ("black coffee"), not another food ("black beans").
        if second.separator == ",", let noted = drinkNoted(first.text, notes: second.text) { return noted }
        // "Yogurt, Greek, Plain, Nonfat, 170 g": a weight read into a kind after the food is the food's.
        let secondPhrase = IngredientPhrase(second.text)
        if second.separator == ",", secondPhrase.quantity != nil, let unit = secondPhrase.unit,
           UnitTable.massUnits.contains(unit) || UnitTable.volumeUnits.contains(unit), IngredientPhrase(first.text).quantity == nil {
            let amount = Self.amountWords(of: second.text, food: matcher.phraseFood(second.text))
            let kind = String(second.text.dropFirst(amount.count)).trimmingCharacters()
            guard !amount.isEmpty, !kind.isEmpty, IngredientPhrase(kind).quantity == nil,
                  let one = qualifiedByComma(first, Piece(text: kind, separator: ",")) else { return nil }
            return amount + " " + one
        }
        guard second.separator == ",", secondPhrase.quantity == nil,
              QuantityReader.unusableAmount(RecipeTokenizer.tokens(second.text)[...]) == nil else { return nil }
        let firstFood = matcher.phraseFood(first.text), secondFood = matcher.phraseFood(second.text)
        func foodWords(_ text: String) -> [String] {
            matcher.writtenQuery(text, typicalMember: false).filter { !FoodSearchIndex.stopWords.contains($0) }
        }
        let firstWords = foodWords(firstFood).filter { !AsEatenMatcher.preparationWords.contains($0) }
        let secondWords = foodWords(secondFood)
        guard let firstHead = firstWords.last, !secondWords.isEmpty, secondWords.count <= 3,
              !secondWords.contains(where: Self.joiningWords.contains) else { return nil }
        let secondNames = secondWords.filter { !AsEatenMatcher.preparationWords.contains($0) }
        let amount = IngredientPhrase(first.text).quantity == nil ? "" : Self.amountWords(of: first.text, food: firstFood)
        let firstRest = String(first.text.dropFirst(amount.count)).trimmingCharacters()
        // How it was cooked, in the everyday order: "chicken, roast" is roast chicken.
        if secondNames.isEmpty { return (amount.isEmpty ? "" : amount + " ") + second.text + " " + firstRest }
        // The same food again is another of it ("beer, beer"), as written (a synonym is no repeat:
        // "pasta, penne").
        let firstStems = Set(firstWords.map(FoodSearchIndex.stem))
        let writtenFirst = Set(FoodSearchIndex.words(in: firstFood).map(FoodSearchIndex.stem))
        if FoodSearchIndex.words(in: secondFood).allSatisfy({ writtenFirst.contains(FoodSearchIndex.stem($0)) }) { return nil }
        guard let found = matcher.match(firstFood + " " + secondFood, reading: .eaten) else { return nil }
        let words = FoodSearchIndex.words(in: found.food.description)
        let stems = words.map(FoodSearchIndex.stem)
        let nameWords = FoodSearchIndex.words(in: String(found.food.description.split(separator: ",").first ?? ""))
        let name = nameWords.map(FoodSearchIndex.stem)
        // The words before the first word that joins another food ("with", "and", "in", "on").
        let qualifying = Set(stems[..<(words.firstIndex(where: { Self.combinationWords.contains($0) && $0 != "or" }) ?? words.count)])
        guard name.contains(FoodSearchIndex.stem(firstHead)),
              secondNames.allSatisfy({ word in
                  let stem = FoodSearchIndex.stem(word)
                  return qualifying.contains(stem) || qualifying.contains(where: { $0.hasPrefix(stem) && stem.count >= 4 })
              }) else { return nil }
        // The table's own name in the everyday order ("Sour cream" for "cream, sour", "Ice cream"
        // for "cream, ice"): one food, whatever the second part alone may name ("Whiskey sour").
        if name == (secondNames + firstWords).map(FoodSearchIndex.stem) {
            return (amount.isEmpty ? "" : amount + " ") + second.text + " " + firstRest
        }
        // The second part alone is another food when the food it names is named by it and holds
        // no word of the first part ("crackers, cheese"); "cottage" alone is still cottage cheese.
        let alone = matcher.match(secondNames.joined(separator: " "), reading: .eaten)
        let aloneHoldsFirst = alone.map { found in
            !Set(FoodSearchIndex.words(in: found.food.description).map(FoodSearchIndex.stem)).isDisjoint(with: firstStems)
        } ?? false
        if let alone, !aloneHoldsFirst, Self.nameHeads(of: alone.food.description).contains(where: { head in
            secondNames.contains { FoodSearchIndex.stem($0) == head }
        }) { return nil }
        // The first part's food is what the name is of ("Ranch dressing" for "dressing, ranch"),
        // or the second part alone is a kind of it ("breast" is a chicken breast): not a name
        // the two share by chance ("BURGER KING french fries" for "burger, fries").
        // (The name's own head, the last word of its first part before a joining word: in "Chicken
        // or turkey salad" chicken is a kind of salad.)
        let ownHead = nameWords.prefix { !Self.combinationWords.contains($0) || $0 == "or" }.last.map(FoodSearchIndex.stem)
        if ownHead != FoodSearchIndex.stem(firstHead), !aloneHoldsFirst { return nil }
        // Written in the everyday order, the kind before the food ("brown rice", "marinara
        // sauce"), unless the food's own name puts it after ("Chicken breast").
        let firstAt = name.firstIndex(of: FoodSearchIndex.stem(firstHead))
        let secondAt = name.firstIndex(of: FoodSearchIndex.stem(secondNames[0]))
        if let firstAt, let secondAt, firstAt < secondAt { return first.text + " " + second.text }
        return (amount.isEmpty ? "" : amount + " ") + second.text + " " + firstRest
    }

    /// Words that say how a drink was taken: "coffee, black", "tea: white".
    static let drinkNotes: Set<String> = ["black", "white", "strong", "weak", "milky", "decaf", "plain", "hot", "iced", "cold",
                                         "no", "sugar", "milk"]

    /// A drink and how it was taken, written as one in the everyday order ("black coffee"), when
    /// `notes` holds only `drinkNotes` words and the drink is one the tables pour; nil otherwise.
    func drinkNoted(_ drink: String, notes: String) -> String? {
        let words = notes.lowercased().split(separator: " ").map(String.init)
        guard !words.isEmpty, words.count <= 2, words.allSatisfy(Self.drinkNotes.contains), words != ["milk"], words != ["sugar"],
              !(words.contains("no") && words.count == 1),
              let found = matcher.match(matcher.phraseFood(drink), reading: .eaten), EatenPortion.isDrink(found.food)
        else { return nil }
        // "no sugar" says what was not added: the drink as it is.
        if words.first == "no" { return drink }
        let amount = IngredientPhrase(drink).quantity == nil ? "" : Self.amountWords(of: drink, food: matcher.phraseFood(drink))
        let rest = String(drink.dropFirst(amount.count)).trimmingCharacters()
        return (amount.isEmpty ? "" : amount + " ") + notes + " " + rest
    }

    /// The words of `text` before its food words `food` begin: its amount ("100 g", "2 cups of").
    static func amountWords(of text: String, food: String) -> String {
        guard let firstWord = food.split(separator: " ").first,
              let range = text.range(of: String(firstWord), options: [.caseInsensitive, .backwards]) else { return "" }
        return String(text[..<range.lowerBound]).trimmingCharacters()
    }

    /// "turkey sandwich on rye", "a ham sandwich on a bagel": the bread after "on" is the sandwich's own
    /// bread, not another food (as "beans on toast" is beans and toast). One item when the first
    /// piece reads as a sandwich or burger and the second, alone or with "bread" after it, as a
    /// bread of the as-eaten table; the text to read, with "on" kept, or nil.
    func sandwichOnBread(_ first: Piece, _ second: Piece) -> String? {
        // "on a bagel": the article is no amount of its own.
        let article = second.text.lowercased().hasPrefix("a ") || second.text.lowercased().hasPrefix("an ")
        guard second.separator == "on", IngredientPhrase(second.text).quantity == nil || article,
              let sandwich = matcher.match(matcher.phraseFood(first.text), reading: .eaten)?.food,
              Self.isSandwich(sandwich) else { return nil }
        let bread = matcher.phraseFood(second.text)
        guard [bread, bread + " bread"].contains(where: { matcher.match($0, reading: .eaten).map { Self.isBread($0.food) } == true })
        else { return nil }
        // "on white", read as "white bread" alone, is the sandwich's as written ("Ham sandwich on white").
        let kind = second.text.hasSuffix(" bread") ? String(second.text.dropLast(" bread".count)) : second.text
        let breadText = Self.breadKinds.contains(kind.lowercased()) ? kind : second.text
        let whole = first.text + " on " + breadText
        // The table's sandwich on that bread when it is the same sandwich, named by the same first
        // word ("Turkey sandwich on wheat"); else the sandwich, its bread a note ("a burger (on a
        // brioche bun)" is no veggie burger on a bun).
        if let onBread = matcher.match(matcher.phraseFood(whole), reading: .eaten)?.food, Self.isSandwich(onBread),
           FoodSearchIndex.words(in: onBread.description).first == FoodSearchIndex.words(in: sandwich.description).first {
            return whole
        }
        return first.text + " (on " + breadText + ")"
    }

    /// Whether a food is a sandwich, burger or hot dog of the as-eaten table, by its category.
    static func isSandwich(_ food: Food) -> Bool {
        food.table == .fndds && (food.group.lowercased().contains("sandwich") || food.group.hasPrefix("Burgers")
                                 || food.group.hasPrefix("Frankfurter"))
    }

    /// Whether a food is a bread a sandwich is made on.
    static func isBread(_ food: Food) -> Bool {
        food.table == .fndds && ["Yeast breads", "Rolls and buns", "Bagels", "Biscuits, muffins"].contains { food.group.hasPrefix($0) }
    }

    /// The piece an amount after a comma belongs to, the last piece having none: the first of
    /// the pieces the last is joined to by words ("Chicken Tikka Masala w/ Rice, 450 g" weighs
    /// the dish, which the table may hold whole), passing a kind said after a comma ("Greek
    /// Yoghurt, Plain, 170 g" weighs the yoghurt), when none of them has an amount.
    static func amountsFood(_ pieces: [Piece], last: Int) -> Int {
        var index = last
        while index > 0, IngredientPhrase(pieces[index - 1].text).quantity == nil {
            let separator = pieces[index].separator ?? ""
            let joinedByWord = joiningWords.contains(separator) || separator == "with"
            let onlyAKind = separator == "," && FoodSearchIndex.words(in: pieces[index].text).allSatisfy { word in
                AsEatenMatcher.neutralWords.contains(word) || AsEatenMatcher.variantCosts.contains { $0.askedBy.contains(word) }
            }
            guard joinedByWord || onlyAKind else { break }
            index -= 1
        }
        return index
    }

    /// The amount a diary app's serving after a comma gives the food before it, which has none:
    /// a count of the food's own last noun with its weight in parentheses ("1 sandwich (180 g)"
    /// after "Tuna Mayo Sandwich" is "1 (180 g)"); nil for anything else.
    static func servingOf(_ food: String, written serving: String) -> String? {
        let phrase = IngredientPhrase(serving)
        guard phrase.quantity != nil, phrase.packageGrams != nil, IngredientPhrase(food).quantity == nil,
              let noun = FoodSearchIndex.words(in: phrase.food).last, FoodSearchIndex.words(in: phrase.food).count == 1,
              let head = FoodSearchIndex.words(in: IngredientPhrase(food).food).last,
              FoodSearchIndex.stem(noun) == FoodSearchIndex.stem(head),
              let range = serving.range(of: noun, options: [.caseInsensitive, .backwards]) else { return nil }
        var amount = serving
        amount.removeSubrange(range)
        return totalled(amount.split(separator: " ").joined(separator: " "))
    }

    /// A serving's weight in parentheses marked as the whole serving's ("2 large (122 g)" is
    /// "2 large (122 g total)", "6 wings (300 g)" six wings of 300 g together), as a diary app
    /// writes it after the food; a weight said to be each one's stays.
    static func totalled(_ amount: String) -> String {
        let words = FoodSearchIndex.words(in: amount)
        guard let close = amount.firstIndex(of: ")"), amount.contains("("),
              !words.contains("each"), !words.contains("total") else { return amount }
        var marked = amount
        marked.insert(contentsOf: " total", at: close)
        return marked
    }

    /// "1 small bowl" for the words "small bowl", "a big plate", "one bowl": a vessel, sized or
    /// not, with at most an article; nil for other words.
    static func vesselAlone(_ words: [Substring]) -> String? {
        var rest = words.map { $0.lowercased() }[...]
        // "nearly a big bowl": how near says nothing of the vessel.
        while let first = rest.first, IngredientPhrase.nearnessWords.contains(first) { rest = rest.dropFirst() }
        if let first = rest.first, ["a", "an", "one", "1"].contains(first) { rest = rest.dropFirst() }
        var size = ""
        if let first = rest.first, let meant = IngredientPhrase.vesselSizes[first] ?? UnitTable.unit(first).flatMap({
            UnitTable.sizeUnits.contains($0) ? $0 : nil }) {
            size = meant + " "
            rest = rest.dropFirst()
        }
        guard rest.count == 1, let vessel = rest.first.flatMap(UnitTable.unit), EatenPortion.vessels.contains(vessel) else { return nil }
        return "1 " + size + vessel
    }

    /// Whether `text` is an amount and nothing else: "1 cup", "40g", "2", "1 portion".
    static func isAmountAlone(_ text: String) -> Bool {
        let phrase = IngredientPhrase(text)
        return phrase.quantity != nil && phrase.food.isEmpty && phrase.note == nil
    }

    /// How well a food must hold the words of a shared-noun phrase: one missing word passes.
    static let sharedNounFit = 0.3

    /// The stems of the head nouns of a description's name (its first part): the last word
    /// before a joining word, and the word before an "or" that ends it ("Macaroni or noodles with
    /// cheese" is macaroni or noodles; "Egg burrito, with bacon" is a burrito; "Chicken or turkey
    /// vegetable soup" a soup).
    static func nameHeads(of description: String) -> Set<String> {
        let name = String(description.split(separator: ",").first ?? "")
        let words = FoodSearchIndex.words(in: name)
        let beforeJoin = words.prefix { !["with", "and", "on", "in"].contains($0) }
        var heads: Set<String> = []
        if let last = beforeJoin.last { heads.insert(FoodSearchIndex.stem(last)) }
        // Only a pair the name ends in: "Chicken or turkey vegetable soup" is a soup.
        for (index, word) in beforeJoin.enumerated() where word == "or" && index > 0 && index + 2 == beforeJoin.count {
            heads.insert(FoodSearchIndex.stem(beforeJoin[beforeJoin.startIndex + index - 1]))
        }
        return heads
    }

    /// The last word of a description's name before any "with", "in" or "on", and the word before
    /// an "or" that ends it: what the dish is ("Bean and ham soup" is a soup, which "beans and
    /// ham" never says; "Macaroni or noodles with cheese" is macaroni or noodles).
    static func nameEnds(of description: String) -> Set<String> {
        let name = String(description.split(separator: ",").first ?? "")
        let words = FoodSearchIndex.words(in: name)
        let beforeJoin = Array(words.prefix { !["with", "on", "in"].contains($0) })
        var ends: Set<String> = []
        if let last = beforeJoin.last { ends.insert(FoodSearchIndex.stem(last)) }
        if beforeJoin.count >= 3, beforeJoin[beforeJoin.count - 2] == "or" {
            ends.insert(FoodSearchIndex.stem(beforeJoin[beforeJoin.count - 3]))
        }
        return ends
    }

    /// Whether some as-eaten food could pass the test `isKnownDish` makes of its match: its
    /// description holds every one of `words`, starts with a word like one of `firstWords`
    /// (the first piece's words, none corrected: every word is known), and names a combination.
    private func mayBeDish(holding words: [String], namedBy firstWords: [String]) -> Bool {
        let starts = firstWords.map(FoodDatabase.searchPrefix)
        return database.someAsEatenFoodMayHold(all: words) { description in
            let descriptionWords = FoodSearchIndex.words(in: description)
            guard let first = descriptionWords.first.map({ Array($0.utf8) }),
                  starts.contains(where: { first.starts(with: $0) }) else { return false }
            return descriptionWords.contains(where: { Self.combinationWords.contains($0) })
        }
    }

    /// The words by which a dish's name says it combines foods.
    static let combinationWords: Set<String> = ["with", "and", "in", "on", "or", "con", "y"]

    /// How well a dish's name must hold the run's words (a missing word or a few extra ones fail).
    static let dishFit = 0.75

    /// The pieces of `text`, cut at every separator, in one pass over its words.
    /// `namesFood` says whether a line's title reads as a food's own name, which keeps it (a
    /// word no table holds may still be a dish's name the matcher finds).
    static func pieces(of text: String, namesFood: ((String) -> Bool)? = nil) -> [Piece] {
        var pieces: [Piece] = []
        var current: [Substring] = []
        var separator: String?
        // Whether the last piece ends in a note ("chickpeas, drained"), which "and" may continue.
        var lastEndsInNote = false
        // The pieces a cooking word after a comma was read into ("2 eggs, scrambled").
        var cookedPieces: Set<Int> = []
        func flush(next: String?) {
            defer {
                current = []
                separator = next
            }
            let leadIn = DiaryLeadIn.length(of: current)
            // "steak, not too big": a note on the food before it, read before any lead-in is cut.
            if separator == ",", let last = pieces.indices.last, leadIn > 0 {
                let raw = current.joined(separator: " ")
                // "rice, about 2 cups": an amount, however near, is the amount of a food with none.
                if IngredientPhraseSplitter.isNote(raw),
                   !(Self.isAmountAlone(raw) && IngredientPhrase(pieces[last].text).quantity == nil) {
                    pieces[last].text += ", " + raw
                    lastEndsInNote = true
                    return
                }
            }
            // "I had 2 eggs", "Lunch: soup": the diary's words before the food are no part of it.
            var words = Array(current.dropFirst(leadIn))
            // "for lunch", "Breakfast:", "Lunch: no": a piece that says only when or who names no food.
            guard !words.isEmpty, !(words.count == 1 && DiaryLeadIn.emptyWords.contains(words[0].lowercased())) else { return }
            // "wine with dinner", "crisps at lunch": a meal alone after a joining word says when.
            if words.count == 1, let separator, ["with", "at", "for"].contains(separator),
               DiaryLeadIn.isMealTime(words[0].lowercased()) { return }
            // "leftover pie reheated in the microwave": what a food was warmed in is no food, nor
            // is the warming ("reheated" read as a heated frankfurter).
            if let separator, ["in", "on"].contains(separator), DiaryLeadIn.namesAppliance(words) {
                if let last = pieces.indices.last { pieces[last].text = DiaryLeadIn.withoutWarmingWord(pieces[last].text) }
                return
            }
            // "pad thai, takeaway": where a food came from, alone, is no food.
            if words.count == 1, DiaryLeadIn.restaurantWords.contains(words[0].lowercased()) { return }
            // "chicken biryani from the restaurant": where it was bought is no part of its name.
            if let cut = DiaryLeadIn.withoutRestaurantNote(words) { words = cut }
            // "a cuppa at 10", "a burrito from Chipotle": when, where and from whom are no part of it.
            // Each such note, however many: "eggs this morning for breakfast", "pizza at 7 for dinner".
            var context = DiaryLeadIn.trailingContext(of: words)
            while context > 0, context < words.count {
                words.removeLast(context)
                context = DiaryLeadIn.trailingContext(of: words)
            }
            // "sushi - 8 pieces": a dash before an amount after the food only sets it off.
            if let dash = words.indices.dropFirst().first(where: { ["-", "–", "—", ":"].contains(words[$0]) }),
               dash + 1 < words.count, words[dash + 1].first?.isNumber == true {
                words.remove(at: dash)
            }
            // "eggs x2", "toast x 2": a count after the food is its amount.
            var beforeBareCount: String?
            var amountWasAfter = false
            if let (amount, taken) = Self.trailingCount(words) {
                amountWasAfter = true
                if taken == 1, amount.count == 1, amount[0] == words[words.count - 1] { beforeBareCount = words.joined(separator: " ") }
                words = amount + words.dropLast(taken)
            }
            var joined = words.joined(separator: " ")
            guard !joined.isEmpty else { return }
            // "rice pudding, small bowl", "chicken and rice, big plate": a vessel alone after a
            // comma is one of it, an amount.
            if separator == ",", let vessel = Self.vesselAlone(words) { joined = vessel }
            // "rice, 1 cup", "lasagne, one portion", "oats, 40g": an amount alone after a comma is
            // the amount of the food before it, when that food has none.
            if separator == ",", let last = pieces.indices.last, Self.isAmountAlone(joined),
               IngredientPhrase(pieces[last].text).quantity == nil {
                let food = Self.amountsFood(pieces, last: last)
                pieces[food].text = Self.totalled(joined) + " " + pieces[food].text
                lastEndsInNote = false
                return
            }
            // "Tuna Mayo Sandwich, 1 sandwich (180 g)", "Fruit Scone, 1 scone (70 g)": a diary app's
            // serving, counted by the food's own noun with its weight, is the amount of the food.
            if separator == ",", let last = pieces.indices.last, let amount = Self.servingOf(pieces[last].text, written: joined) {
                pieces[last].text = amount + " " + pieces[last].text
                lastEndsInNote = false
                return
            }
            if separator == "without" || DiaryLeadIn.isDenial(words) {
                // "toast, no butter": what was not eaten is no item.
                lastEndsInNote = false
                return
            }
            if let last = pieces.indices.last, separator == "," || (separator == "and" && lastEndsInNote),
               IngredientPhraseSplitter.isNote(joined) {
                // "1 can chickpeas, drained and rinsed": a note on the food before it; "potatoes,
                // mashed", "eggs, scrambled": how the food eaten was cooked, read with it.
                // Once per piece: a piece a cooking word was read into already takes further notes
                // as notes (reading the growing piece at every comma was quadratic).
                let cooking = separator == "," && !cookedPieces.contains(last)
                    && FoodSearchIndex.words(in: joined).allSatisfy(AsEatenMatcher.preparationWords.contains)
                if cooking {
                    cookedPieces.insert(last)
                    // In the everyday order, after the amount: "2 eggs, scrambled" is 2 scrambled eggs.
                    let text = pieces[last].text
                    let phrase = IngredientPhrase(text)
                    let amount = phrase.quantity == nil ? "" : amountWords(of: text, food: phrase.food)
                    pieces[last].text = (amount.isEmpty ? "" : amount + " ") + joined + " "
                        + String(text.dropFirst(amount.count)).trimmingCharacters()
                } else {
                    pieces[last].text += (separator == "," ? ", " : " and ") + joined
                }
                lastEndsInNote = true
                return
            }
            lastEndsInNote = false
            // "corn on the cob", "oysters on the half shell": how the food comes, no food of its own.
            // An amount said after it is the food's: "corn on the cob 2 ears" is 2 ears of corn.
            let lowered = joined.lowercased()
            if separator == "on", let last = pieces.indices.last,
               Self.formAfterOn.contains(where: { lowered == $0 || lowered.hasPrefix($0 + " ") || lowered.hasSuffix(" " + $0) }) {
                let phrase = IngredientPhrase(joined)
                let amount = phrase.quantity == nil ? "" : Self.amountWords(of: joined, food: phrase.food)
                let form = amount.isEmpty ? joined : String(joined.dropFirst(amount.count)).trimmingCharacters()
                pieces[last].text = (amount.isEmpty ? "" : amount + " ") + pieces[last].text + " on " + form
                return
            }
            // "fries on the side", "whiskey on the rocks", "vodka over ice": how it was served, no food.
            if separator == "on", ["the side", "side", "ice", "the rocks", "rocks"].contains(lowered) { return }
            // "beans on brown", "cheese on rye": a bread named by its kind alone after "on" is that bread.
            if separator == "on", breadKinds.contains(joined.lowercased()) {
                pieces.append(Piece(text: joined + " bread", separator: separator))
                return
            }
            pieces.append(Piece(text: joined, separator: separator, beforeBareCount: beforeBareCount, amountWasAfter: amountWasAfter))
        }
        for rawLine in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            if !current.isEmpty || !pieces.isEmpty { flush(next: "\n") }
            let line = SpokenAmount.written(String(rawLine))
            var depth = 0
            var lineWords = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).flatMap(Self.slashParts)
            // "the usual: 2 sausages, bacon and beans", "monday lunch - soup and a roll": a name
            // before a colon or a dash whose parts follow it, listed, is the meal's title.
            if let title = Self.titleLength(lineWords),
               !(namesFood?(lineWords.prefix(title).filter { !DiaryLeadIn.dashes.contains(String($0)) }
                    .map { $0.hasSuffix(":") ? String($0.dropLast()) : String($0) }.joined(separator: " ")) ?? false) {
                lineWords.removeFirst(title)
            }
            for (position, rawWord) in lineWords.enumerated() {
                var word = rawWord
                // Punctuation that ends a piece, outside parentheses: "eggs, toast".
                var endsPiece: String?
                for character in word {
                    if character == "(" { depth += 1 }
                    if character == ")" { depth = max(0, depth - 1) }
                }
                if depth == 0, let last = word.last, last == "," || last == ";" {
                    endsPiece = ","
                    word = word.dropLast()
                }
                let lowered = word.lowercased()
                if depth == 0, lowered == "without" || lowered == "no", !current.isEmpty,
                   lowered == "without" || !Self.isLeadIn(current) {
                    // "toast without butter", "coffee no sugar": what follows is what was not eaten.
                    flush(next: "without")
                } else if depth == 0, lowered == "+" || lowered == "plus", !current.isEmpty,
                          Self.isAmountAlone(current.joined(separator: " ")) {
                    // "1 cup + 2 tbsp milk": an amount added to an amount, of the food after both.
                    current.append("plus")
                } else if depth == 0, lowered == "w/o", !current.isEmpty {
                    // A phone's "without": "coffee w/o sugar".
                    flush(next: "without")
                } else if depth == 0, lowered == "/" || lowered == "and/or" {
                    // "eggs / toast", "eggs/toast": a slash between foods joins them as "and" does.
                    flush(next: "and")
                } else if depth == 0, lowered == "over", !current.isEmpty, let next = lineWords.dropFirst(position + 1).first,
                          !["easy", "medium", "hard", "well"].contains(next.lowercased().filter(\.isLetter)),
                          !(next.lowercased() == "ice" && lineWords.dropFirst(position + 2).first?.lowercased() == "cream"),
                          Self.namesFoodAfterOver(lineWords.dropFirst(position + 1)) {
                    // "mapo tofu over rice", "chili over fries": served on it, as "on" says ("eggs
                    // over easy" is how they were fried).
                    flush(next: "on")
                } else if depth == 0, !current.isEmpty, position + 1 < lineWords.count, Self.isSlipOfAnd(lowered) {
                    // "lamington adn an iced coffee": a phone's slip of "and" joins as "and" does.
                    flush(next: "and")
                } else if depth == 0, !current.isEmpty, position + 1 < lineWords.count, Self.isSlipOfWith(lowered) {
                    // "toast wtih butter", "chicken wiht rice": a slip of "with" joins as "with" does.
                    flush(next: "with")
                } else if depth == 0, joiningWords.contains(lowered),
                          !Self.isNamedWithSpanishJoin(lowered, before: current.last, after: lineWords.dropFirst(position + 1).first) {
                    if lowered == "with", let previous = current.last?.lowercased(), withLeads.contains(previous) {
                        current.removeLast()
                    }
                    // "&", "+" and "n" say "and"; "w" and "w/" are a phone's "with". Spanish "y"
                    // and "con" join foods as written, so a dish named with them is found whole
                    // ("huevos con frijoles y tortillas"; "chili con carne").
                    flush(next: lowered == "&" || lowered == "+" || lowered == "n" ? "and"
                          : lowered == "w" || lowered == "w/" ? "with" : lowered)
                } else if !word.isEmpty {
                    current.append(word)
                    // "eggs 2 toast 1": a small count after a food, with another food after it, ends
                    // the food's piece, as a comma would.
                    if depth == 0, endsPiece == nil, Self.isCountBetweenFoods(current, next: lineWords.dropFirst(position + 1).first) {
                        flush(next: ",")
                    }
                }
                if let endsPiece { flush(next: endsPiece) }
            }
        }
        flush(next: nil)
        return pieces
    }

    /// How many words at the start of a line are a title its listed parts follow: up to three
    /// words naming no food, ended by a colon or set off by a dash, before at least two foods
    /// joined by commas or "and" ("the usual: 2 sausages, bacon"); nil for a food whose amount,
    /// note or sides follow ("rice: 1 cup", "chicken - grilled, with rice", "coffee: black",
    /// "tuna melt - chips and salad").
    static func titleLength(_ words: [Substring]) -> Int? {
        guard let end = words.prefix(4).firstIndex(where: { $0.hasSuffix(":") && $0.count > 1 || DiaryLeadIn.dashes.contains(String($0)) }),
              !words[..<end].contains(where: { $0.hasSuffix(",") }) else { return nil }
        let title = DiaryLeadIn.dashes.contains(String(words[end])) ? end : end + 1
        // A title names no food itself: "beans on toast: cheese and brown sauce", "tuna melt -
        // chips and salad", "leftover lasagne: salad and bread" are foods with their sides.
        let titleWords = words[..<title].map { $0.lowercased().filter(\.isLetter) }
            .filter { !$0.isEmpty && !FoodSearchIndex.stopWords.contains($0) && !["my", "our", "the"].contains($0) }
        guard titleWords.allSatisfy({ word in
            DiaryLeadIn.isMealWord(word) || DiaryLeadIn.isDayWord(word) || !FoodWordSpelling.isFoodWord(word)
        }) else { return nil }
        let rest = words[(end + 1)...]
        guard title > 0, rest.count >= 3, let first = rest.first.map({ $0.lowercased().filter(\.isLetter) }),
              !first.hasSuffix("ed"), !AsEatenMatcher.preparationWords.contains(first),
              QuantityReader.number(first) == nil || rest.count > 3 else { return nil }
        // Parts, each naming a food, the first among them: not an amount or a note on the title's
        // food ("steak: 8 oz, medium rare", "Greek Yogurt - Fage, 170 g", "chicken - 200g, rice").
        var parts: [[Substring]] = [[]]
        for word in rest {
            if ["and", "&", "n", "+"].contains(word.lowercased()) { parts.append([]); continue }
            parts[parts.count - 1].append(word)
            if word.hasSuffix(",") { parts.append([]) }
        }
        parts.removeAll { $0.isEmpty }
        func partNamesFood(_ part: [Substring]) -> Bool {
            part.contains { word in
                let key = word.lowercased().filter(\.isLetter)
                return key.count >= 3 && key.allSatisfy(\.isLetter) && UnitTable.unit(key) == nil && FoodWordSpelling.isFoodWord(key)
                    && !IngredientPhrase.preparationWords.contains(key)
            } && QuantityReader.number(part[0].lowercased()) == nil
                || (part.count > 1 && FoodWordSpelling.isFoodWord(part.last!.lowercased().filter(\.isLetter))
                    && UnitTable.unit(part.last!.lowercased().filter(\.isLetter)) == nil)
        }
        guard parts.count >= 2, let firstPart = parts.first, partNamesFood(firstPart), parts.filter(partNamesFood).count >= 2,
              !rest.contains(where: { $0.contains("(") }) else { return nil }
        return end + 1
    }

    /// Whether the words after "over" name a food it was served on ("over rice", "over mashed
    /// potatoes"), not an amount or a place ("a bit over a cup of milk", "syrup over the top").
    static func namesFoodAfterOver(_ words: ArraySlice<Substring>) -> Bool {
        guard let word = words.first(where: { !["a", "an", "the", "some", "my"].contains($0.lowercased()) }) else { return false }
        let key = word.lowercased().filter(\.isLetter)
        return key.count >= 3 && FoodWordSpelling.isFoodWord(key) && UnitTable.unit(key) == nil
            && !["top", "it", "them", "everything", "that", "this", "half"].contains(key)
    }

    /// How well a title must read as a food on its own, by its own words, to be kept.
    static let ownNameFit = 0.8

    /// Whether a word is a keyboard slip of "and": three letters one swap or one key from it
    /// ("adn", "nad", "amd", "abd", "snd", "anf"), and no word of its own ("ant", "any", "add", "end").
    static func isSlipOfAnd(_ word: String) -> Bool {
        word.count == 3 && word != "and" && word.allSatisfy(\.isLetter) && !wordsNearAnd.contains(word)
            && EditDistance.between(word, "and") == 1 && !FoodWordSpelling.isFoodWord(word) && UnitTable.unit(word) == nil
    }

    /// Whether a word is a phone's slip of "with" ("wiht", "wtih", "witb"): one edit from it
    /// (a swap of two letters counts one), no food word, no unit and no word of its own.
    static func isSlipOfWith(_ word: String) -> Bool {
        word.count == 4 && word != "with" && word.allSatisfy(\.isLetter) && !wordsNearWith.contains(word)
            && EditDistance.between(word, "with") == 1 && !FoodWordSpelling.isFoodWord(word) && UnitTable.unit(word) == nil
    }

    /// Words one edit from "with" that are words of their own.
    static let wordsNearWith: Set<String> = ["wish", "pith", "kith", "wits", "writ", "wich", "wite", "sith", "witt"]

    /// Words one edit from "and" that are words of their own.
    static let wordsNearAnd: Set<String> = ["ant", "any", "add", "end", "aid", "ann", "ado", "ana", "dan", "nd", "ans", "ane"]

    /// The amount written after a food, to be read before it, and how many words it took, when
    /// the piece starts with no amount of its own: a count with a multiplication sign ("eggs
    /// x2", "toast x 2", "eggs ×2"), a number and a unit ("sushi 8 pieces", "pizza 2 slices"), a
    /// number in parentheses ("tacos (3)"), a small bare number ("gyoza 6") or a size ("pho large").
    static func trailingCount(_ words: [Substring]) -> ([Substring], Int)? {
        guard words.count >= 2, QuantityReader.read(RecipeTokenizer.tokens(String(words[0]))[...]) == nil else { return nil }
        func number(_ text: Substring) -> Substring? {
            text.allSatisfy({ $0.isASCII && $0.isNumber }) && (1...3).contains(text.count) && Int(text)! > 0 ? text : nil
        }
        let last = words[words.count - 1]
        if let sign = last.first, sign == "x" || sign == "×", let count = number(last.dropFirst()) { return ([count], 1) }
        if words.count >= 3, ["x", "×"].contains(words[words.count - 2]), let count = number(last) { return ([count], 2) }
        // "ramen big bowl", "tteokbokki larg bowl": a sized vessel after the food is one of it.
        if words.count >= 3, let vessel = UnitTable.unit(last.lowercased()), OfflineRecipeParser.servingVessels.contains(vessel),
           !words.dropLast(2).contains(where: { $0.contains(where: \.isNumber) }),
           !["a", "an", "the", "one", "my"].contains(words[words.count - 3].lowercased()),
           !IngredientPhrase.nearnessWords.contains(words[words.count - 3].lowercased()) {
            let size = words[words.count - 2].lowercased()
            if let sized = UnitTable.unit(size) ?? IngredientPhrase.vesselSizes[size] ?? OfflineRecipeParser.lastLetterLeftOff(size),
               UnitTable.sizeUnits.contains(sized) {
                return (["1", Substring(sized), last], 2)
            }
        }
        // "pho large", "bubble tea lg": a size after the food is one of that size; after a plural
        // ("fries large", "eggs large") it is read as before the food, where the portion decides.
        if words.count >= 2, let size = UnitTable.unit(last.lowercased()), EatenPortion.servingSizes.contains(size),
           words[words.count - 2].allSatisfy({ $0.isLetter }), !words[words.count - 2].lowercased().hasSuffix("s") {
            return (["1", last], 1)
        }
        // "tacos (3)": a count in parentheses.
        if last.count >= 3, last.first == "(", last.last == ")", let count = number(last.dropFirst().dropLast()) { return ([count], 1) }
        // "gyoza 6", "idli 4": a small bare number after a word of letters is a count; a larger one
        // may be grams ("chicken 200"), which no count reads, so it is left as written.
        if let count = number(last), Int(count)! <= Self.largestBareCount,
           words[words.count - 2].allSatisfy({ $0.isLetter }),
           !words.dropLast().contains(where: { $0.contains(where: \.isNumber) }) { return ([count], 1) }
        if words.count >= 3, let count = number(words[words.count - 2]), UnitTable.unit(last.lowercased()) != nil {
            return ([count, last], 2)
        }
        return nil
    }

    /// What follows "on" to say how a food comes, not a second food: "corn on the cob".
    static let formAfterOn = ["the cob", "the bone", "the half shell", "a stick", "the stick"]

    /// Kinds of bread a British or Australian diary names alone after "on" ("beans on brown").
    static let breadKinds: Set<String> = [
        "brown", "white", "wholemeal", "wholewheat", "granary", "multigrain", "wholegrain", "seeded", "sourdough", "rye", "wheat",
    ]

    /// Whether the piece so far is a food and a small bare count ("eggs 2") with a word of letters
    /// after it that is no unit ("toast"): a list written without commas.
    static func isCountBetweenFoods(_ words: [Substring], next: Substring?) -> Bool {
        guard words.count >= 2, let last = words.last, last.allSatisfy({ $0.isASCII && $0.isNumber }), last.count <= 2,
              let count = Int(last), (1...largestBareCount).contains(count),
              words.dropLast().allSatisfy({ !$0.contains(where: \.isNumber) }), words[words.count - 2].allSatisfy(\.isLetter),
              // "lunch 1", "day 2": a meal's or a day's number, not a count.
              !DiaryLeadIn.isMealWord(words[words.count - 2].lowercased()), !DiaryLeadIn.isDayWord(words[words.count - 2].lowercased()),
              let next, next.count >= 3, next.allSatisfy(\.isLetter), UnitTable.unit(String(next)) == nil,
              !joiningWords.contains(next.lowercased()) else { return false }
        return !isLeadIn(Array(words.dropLast()))
    }

    /// The largest bare number after a food read as its count ("gyoza 6").
    static let largestBareCount = 12
    /// The most a bare count after a food may weigh, in grams: a meal's worth of small items.
    static let heaviestBareCount = 600.0

    /// Whether the words so far are all a lead-in ("Lunch: no"): a "no" after them is the piece's own.
    static func isLeadIn(_ words: [Substring]) -> Bool {
        DiaryLeadIn.length(of: words) == words.count
    }

    /// A word cut at a slash between two words of letters ("eggs/toast" → "eggs", "/", "toast");
    /// other words whole ("1/2", "w/", "and/or").
    static func slashParts(_ word: Substring) -> [Substring] {
        guard let slash = word.firstIndex(of: "/"), word.lowercased() != "and/or" else { return [word] }
        let left = word[..<slash], right = word[word.index(after: slash)...]
        guard left.count > 1, right.count > 1, left.allSatisfy(\.isLetter),
              right.allSatisfy({ $0.isLetter || $0 == "," || $0 == ";" }) else { return [word] }
        return [left, word[slash...slash], right]
    }

    /// The run's pieces joined with their separators again.
    static func joined(_ run: ArraySlice<Piece>) -> String {
        // An amount written after the whole name ("mac and cheese 150 g") is the whole run's.
        if run.count >= 2, let last = run.last, last.amountWasAfter {
            let amount = amountWords(of: last.text, food: IngredientPhrase(last.text).food)
            var parts = Array(run)
            parts[parts.count - 1].text = String(last.text.dropFirst(amount.count)).trimmingCharacters()
            parts[parts.count - 1].amountWasAfter = false
            return (amount.isEmpty ? "" : amount + " ") + joined(parts[...])
        }
        var text = ""
        for piece in run {
            // A list's commas ("bacon, lettuce and tomato sandwich") join by a space: after a
            // comma the phrase reader takes the rest for a note.
            if !text.isEmpty { text += piece.separator == "," ? " " : " " + (piece.separator ?? "") + " " }
            text += piece.text
        }
        return text
    }
}
