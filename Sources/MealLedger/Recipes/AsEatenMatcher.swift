import Foundation

/// Finds the food a phrase names by ranking both tables' own descriptions, reading the phrase
/// as eaten or as bought (SPEC 13).
///
/// The search (`FoodDatabase.search`) scores how well a description holds the phrase's words;
/// this ranks its candidates again by how plain a form of the food each is for the reading:
/// - as eaten, the as-eaten table (FNDDS) comes first, and among its variants the plainest
///   for what a person eats: cooked without added fat, sauce or breading for what is eaten
///   cooked, raw for what is eaten raw (fruit, salad leaves, nuts); "NS as to …", restaurant,
///   fried, canned, dry and baby-food variants only when the phrase asks for them;
/// - as bought, SR28 comes first and its raw form.
///
/// The phrase's head noun (its last food word) must be in the food's own name, not only in a
/// qualifier. Words no description holds are corrected to the nearest table word (one edit for
/// short words, two for long ones), and regional names are rewritten first (`EatenFoodSynonyms`).
struct AsEatenMatcher {
    /// A food chosen for a phrase.
    struct Match {
        var food: Food
        /// 0…1: how sure the match is.
        var confidence: Double
        /// The words searched for, after synonyms and typo correction.
        var query: String
        /// How well the food's name holds the words, 0…1 (`fit(of:words:stems:)`).
        var fit: Double = 0
    }

    let database: FoodDatabase
    let vocabulary: TableVocabulary
    /// True to weigh every candidate's marks in `best`, the careful road the ranking that
    /// leaves out candidates that cannot be among the highest must agree with.
    var ranksEveryCandidate = false
    /// Answers already given, so a text that names a food many times reads it once.
    private let memo = Memo()

    /// Mends typing errors first, so synonyms see the word that was meant ("zuchini").
    let spelling: FoodWordSpelling

    init(database: FoodDatabase, vocabulary: TableVocabulary = .embedded) {
        self.database = database
        self.vocabulary = vocabulary
        self.spelling = FoodWordSpelling(vocabulary: vocabulary, reading: .eaten)
    }

    /// Matches by reading and words, and each food's description cut into words once.
    private final class Memo: @unchecked Sendable {
        /// One kind of answer by key. A class, so `remembered` reaches the dictionary through a
        /// reference rather than a key path (key paths cost 1.5M instructions at start-up of a
        /// dish, callgrind on startup8's build).
        final class Table<Value> {
            var values: [String: Value]

            /// Room for `capacity` answers from the start: a dish's marks and brands grew one
            /// food at a time, rehashing as they went.
            init(capacity: Int = 0) {
                values = [String: Value](minimumCapacity: capacity)
            }
        }

        private let lock = NSLock()
        private let matches = Table<Match?>()
        private let words = Table<[[(word: String, stem: String)]]>()
        private let marks = Table<Marks>(capacity: 256)

        func marks(of food: Food) -> Marks {
            remembered(marks, food.id, atMost: Self.foodsKept) { Marks(food, brands: brands(of: food)) }
        }

        /// How many foods' marks, brands and words are kept.
        static let foodsKept = 20_000

        private let brands = Table<[String]>(capacity: 256)

        /// The brands of a food's description (`Marks.brands(of:)`), found once per food: the
        /// name test (`namesHead`) asks for them of every candidate, the rest of the marks only
        /// of those that name the head.
        func brands(of food: Food) -> [String] {
            remembered(brands, food.id, atMost: Self.foodsKept) { Marks.brands(of: food.description) }
        }

        private let held = Table<Bool>()
        private let phraseFoods = Table<String>()
        private let rewritten = Table<[String]>()

        /// `synonymsRewritten` of an ASCII text, worked out once per text: the splitter and the
        /// matcher ask it of the same words again and again (14 times for a dish, issue
        /// 26's start-up). Its answer depends on the text and the database alone; a text with
        /// other bytes, which `String` may find equal to other bytes, is worked out every time.
        func rewritten(_ text: String, _ find: () -> [String]) -> [String] {
            guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return find() }
            return remembered(rewritten, text, find)
        }

        /// The food words of a phrase (`IngredientPhrase(text).food`), read once per text.
        func phraseFood(_ text: String) -> String {
            remembered(phraseFoods, text) { IngredientPhrase(text).food }
        }

        /// Whether one description holds every word of `text`, found once per text.
        func holds(_ text: String, _ find: () -> Bool) -> Bool {
            remembered(held, text, find)
        }

        func match(_ key: String, _ find: () -> Match?) -> Match? {
            remembered(matches, key, find)
        }

        /// The answer kept in `table` for `key`, else `find`'s, kept (at most `limit` kept).
        private func remembered<Value>(_ table: Table<Value>, _ key: String, atMost limit: Int = 5_000,
                                       _ find: () -> Value) -> Value {
            lock.lock()
            if let known = table.values[key] {
                lock.unlock()
                return known
            }
            lock.unlock()
            let found = find()
            lock.lock()
            if table.values.count > limit { table.values = [:] }
            table.values.updateValue(found, forKey: key)
            lock.unlock()
            return found
        }

        func segments(of food: Food) -> [[(word: String, stem: String)]] {
            remembered(words, food.id, atMost: Self.foodsKept) { AsEatenMatcher.segments(of: food.description) }
        }
    }

    /// How many candidates the search gives to be ranked again.
    static let candidateCount = 60
    /// A food from the other table than the reading's first: FNDDS for bought, SR28 for eaten.
    static let otherTableFactor = 0.85
    /// A corrected word costs this much of the confidence.
    static let correctionFactor = 0.9
    /// A class named on its own ("coffee"), read as its everyday member, keeps this much of the
    /// confidence.
    static let bareClassFactor = 0.7
    /// A word no table holds, read past, leaves this much of the confidence and the fit: the
    /// reading is always reviewed.
    static let unknownWordFactor = 0.6

    /// Variants of a food that are not its plainest form, with what each costs unless the
    /// phrase names one of its words. Matched on the description's lower-case text.
    static let variantCosts: [(markers: [String], askedBy: [String], factor: Double)] = [
        (["ns as to"], [], 0.97),
        ([", nfs"], [], 0.97),
        (["from restaurant", "fast food", "restaurant", "school lunch", "from school"], ["restaurant", "takeaway", "takeout", "fast"], 0.8),
        (["fat added", "made with oil", "made with butter", "made with margarine", "with oil", "with butter",
          "with margarine", "cooking spray", "animal fat"], ["oil", "butter", "margarine", "fat", "fried"] + fatCookingWords, 0.86),
        (["fried", "coated", "breaded", "battered", "tempura"], ["fried", "fry", "coated", "breaded", "battered", "crispy", "tempura"], 0.75),
        (["canned", "frozen", "ready-to-heat", "ready-to-serve", "packaged", "from mix", "mix,", "instant", "dehydrated",
          "concentrate", "powder", "dry", "dried"], ["canned", "tinned", "frozen", "instant", "dried", "dry", "powder", "mix", "packet"], 0.78),
        (["baby", "toddler", "infant", "formula"], ["baby", "toddler", "infant", "formula"], 0.25),
        // (Both tables' spellings: SR28 writes "lower fat", "fat-free" and "no sugar added" too.)
        (["diet", "low fat", "lowfat", "low-fat", "lower fat", "reduced fat", "reduced-fat", "fat free", "fat-free", "nonfat",
          "light", "sugar free", "sugar-free", "reduced sugar", "lower sugar", "less sugar", "no sugar added", "low sodium", "low-sodium",
          "lower sodium", "less sodium", "reduced sodium",
          "low salt", "low calorie", "low-calorie", "reduced calorie", "reduced-calorie"],
         ["diet", "low", "lower", "less", "reduced", "free", "nonfat", "light", "lite", "skim", "skimmed", "zero"], 0.9),
        (["with sauce", "gravy", "glazed", "with cheese", "sweetened", "with syrup", "marinade",
          "with sugar"], ["sauce", "gravy", "glazed", "cheese", "sweetened", "syrup", "marinade", "sugar"], 0.9),
        // A regional style unsaid is a cook's own variant, farther from the everyday dish than a sauce.
        (["puerto rican", "mexican style", "asian style", "hawaiian style", "japanese style", "german style"],
         ["puerto", "mexican", "asian", "hawaiian", "japanese", "german"], 0.8),
        (["skin eaten", "coating eaten"], ["skin"], 0.95),
        (["meatless", "no meat", "vegetarian", "vegan", "meat substitute", "nonalcoholic", "non-alcoholic", "decaffeinated",
          "alcohol free", "gluten free", "dairy free", "lactose free", "non-dairy"],
         ["meatless", "vegetarian", "vegan", "veggie", "plant", "nonalcoholic", "decaf", "decaffeinated", "free", "gluten",
          "dairy", "lactose", "alcohol"], 0.75),
        (["with milk"], ["milk", "latte", "white"], 0.93),
        (["pickled"], ["pickled", "pickle", "pickles"], 0.75),
        // A stock or broth is what a soup is made with, not the soup a person eats.
        (["stock", "broth", "bouillon", "consomme"], ["stock", "broth", "bouillon", "consomme", "caldo"], 0.75),
        // The survey's parts of its own recipes ("Summer squash, cooked, as ingredient"): no
        // portions of their own, and never what a person says they ate.
        (["as ingredient", "for use with", "for use on", "topping from"], ["ingredient", "topping"], 0.8),
    ]

    /// The marks of a plain preparation, a small gain as eaten.
    static let plainMarkers = ["no added fat", "from raw", "cooked", "baked, broiled, or roasted", "baked or broiled", "boiled", "nfs", "plain",
                               "made with water", "brewed"]

    /// Vegetables eaten raw far more often than cooked, named by the first word of their
    /// description: their groups hold foods mostly eaten cooked.
    static let eatenRawNames: Set<String> = ["cucumber", "cucumbers", "celery", "radish", "radishes", "avocado", "avocados",
                                             "jicama", "watercress", "arugula", "endive", "sprouts", "alfalfa"]

    /// WWEIA categories and SR28 groups of foods eaten raw.
    static let eatenRawGroups: Set<String> = [
        "Apples", "Bananas", "Blueberries and other berries", "Citrus fruits", "Grapes", "Mango and papaya", "Melons",
        "Other fruits and fruit salads", "Peaches and nectarines", "Pears", "Pineapple", "Strawberries", "Dried fruits",
        "Lettuce and lettuce salads", "Tomatoes", "Nuts and seeds", "Fruits and Fruit Juices", "Nut and Seed Products",
        "Dairy and Egg Products", "Cheese", "Milk, whole", "Milk, reduced fat", "Milk, lowfat", "Milk, nonfat",
        "Olives, pickles, pickled vegetables", "Coleslaw, non-lettuce salads",
    ]

    /// Words that say how a food was cooked or served: they name the variant, not the food.
    static let preparationWords: Set<String> = [
        "cooked", "boiled", "baked", "roasted", "roast", "grilled", "broiled", "steamed", "stewed", "fried", "poached",
        "scrambled", "sauteed", "braised", "raw", "toasted", "mashed", "plain", "homemade", "home", "made",
        "leftover", "microwaved", "bbq", "barbecued", "smoked", "battered", "breaded", "crumbed",
    ]

    /// The food `words` (food words of a phrase, any case) name under `reading`, or nil when no
    /// word the tables know names a food. Words neither in the tables nor a typing error away
    /// from one are read past, and the match asks for review.
    func match(_ words: String, reading: FoodReading) -> Match? {
        memo.match(reading.rawValue + "|" + words) {
            // The candidates were read without their portions (`candidates(for:reading:)`): the
            // chosen one is read whole.
            matched(words, reading: reading).map { found in
                var whole = found
                if let food = database.food(id: found.food.id) { whole.food = food }
                return whole
            }
        }
    }

    private func matched(_ words: String, reading: FoodReading) -> Match? {
        let written = FoodSearchIndex.words(in: words).joined(separator: " ")
        let mended = spelling.mended(written)
        var found = mended.corrections > 0 ? matchedAsWritten(mended.text, reading: reading, corrections: mended.corrections)
            : matchedAsWritten(words, reading: reading)
        for _ in 0..<mended.keySlips { found?.confidence *= FoodWordSpelling.keySlipFactor }
        if FoodSearchIndex.words(in: mended.text).contains(where: EatenFoodSynonyms.nearestKinds.contains) {
            found?.confidence *= EatenFoodSynonyms.nearestKindFactor
        }
        if let broader = classReading(of: mended.text, over: found, reading: reading) { found = broader }
        // Nothing or little found: a slip may be the start of another word ("tost" of "tostada").
        guard (found?.confidence ?? 0) < Self.secondSpellingBelow else { return found }
        let strict = spelling.mended(written, strictly: true)
        if strict.text != mended.text,
           let second = matchedAsWritten(strict.text, reading: reading, corrections: strict.corrections),
           second.confidence > found?.confidence ?? -1 {
            found = second
        }
        // Or one word written as two ("won ton soup" is the survey's "Wonton soup", not a can of
        // condensed soup that spells it apart), read as the table writes it when that holds the
        // phrase better.
        for joined in spelling.closedCompounds(written) {
            if let closed = matched(joined, reading: reading), closed.fit > (found?.fit ?? 0) * Self.closedCompoundMargin,
               closed.confidence >= found?.confidence ?? 0 {
                found = closed
            }
        }
        return found
    }

    /// The reading of a phrase with each word naming a fruit, a vegetable or a fish read as that
    /// class, when the as-eaten table names the food only by its class ("Muffin, fruit" for
    /// "blueberry muffin", "Fruit smoothie" for "mango smoothie"): taken where the phrase found
    /// no as-eaten food it holds well, if the class's food holds it about as well. Never for a
    /// phrase of one word, whose class is what the words' own readings give.
    private func classReading(of text: String, over found: Match?, reading: FoodReading) -> Match? {
        guard reading == .eaten else { return nil }
        if let found, found.food.table == reading.firstTable, found.fit >= Self.classReadingBelow { return nil }
        let words = FoodSearchIndex.words(in: text)
        guard words.count >= 2 else { return nil }
        var broader: [String] = []
        var classes: Set<String> = []
        var members: Set<String> = []
        for word in words {
            let kind = Self.preparationWords.contains(word) || FoodSearchIndex.stopWords.contains(word) ? nil : classOf(word)
            if let kind, FoodSearchIndex.stem(kind) != FoodSearchIndex.stem(word) {
                if broader.last != kind { broader.append(kind) }
                classes.insert(FoodSearchIndex.stem(kind))
                members.insert(FoodSearchIndex.stem(word))
            } else {
                broader.append(word)
            }
        }
        // Some word must stay itself: the food the class is of ("muffin", "smoothie"). An
        // as-eaten food found that names the member is its reading ("Fish, salmon" for "salmon fillet").
        guard !classes.isEmpty, broader.contains(where: { !classes.contains(FoodSearchIndex.stem($0)) }),
              !(found.map { $0.food.table == reading.firstTable
                  && FoodSearchIndex.words(in: $0.food.description).contains { members.contains(FoodSearchIndex.stem($0)) } } ?? false),
              let general = matchedAsWritten(broader.joined(separator: " "), reading: reading),
              general.food.table == reading.firstTable, general.fit >= Self.classReadingFit,
              Self.namesClassAsKind(general.food, classes: classes, phrase: Set(broader.map(FoodSearchIndex.stem))),
              general.fit >= (found?.fit ?? 0) * (found?.food.table == reading.firstTable ? Self.closedCompoundMargin : Self.classReadingMargin)
        else { return nil }
        return Match(food: general.food, confidence: general.confidence * Self.classReadingFactor, query: general.query,
                     fit: general.fit)
    }

    /// Whether a food's name says one of `classes` as its kind: the word ends its part ("Muffin,
    /// fruit") or stands before a word the phrase says ("Fruit smoothie") or a joining word; not
    /// before another noun it qualifies ("Jam or jelly, fruit juice sweetened").
    static func namesClassAsKind(_ food: Food, classes: Set<String>, phrase: Set<String>) -> Bool {
        segments(of: food.description).contains { part in
            part.indices.contains { index in
                guard classes.contains(part[index].stem) else { return false }
                guard index + 1 < part.count else { return true }
                let next = part[index + 1]
                return phrase.contains(next.stem) || ["and", "or", "with"].contains(next.word)
            }
        }
    }

    /// The class a word names a member of, as the as-eaten food it reads as alone is
    /// categorised by the survey (WWEIA: "Apples", "Broccoli", "Fish"…), or nil: "vegemite" is
    /// a condiment coded among vegetables, no vegetable.
    private func classOf(_ word: String) -> String? {
        guard let alone = match(word, reading: .eaten), alone.food.table == .fndds, alone.fit >= Self.kindFit else { return nil }
        return Self.classOfCategory[alone.food.group]
    }

    /// The WWEIA categories of whole fruits, vegetables and fish, and the word the survey names
    /// their class by.
    static let classOfCategory: [String: String] = {
        var classes: [String: String] = ["Fish": "fish"]
        for category in ["Other fruits and fruit salads", "Citrus fruits", "Blueberries and other berries", "Apples",
                         "Peaches and nectarines", "Pineapple", "Pears", "Mango and papaya", "Strawberries", "Melons",
                         "Bananas", "Grapes"] {
            classes[category] = "fruit"
        }
        for category in ["Other vegetables and combinations", "Other dark green vegetables", "Cabbage", "Broccoli",
                         "Other red and orange vegetables", "Onions", "Tomatoes", "String beans", "Spinach",
                         "Other starchy vegetables", "Corn", "Carrots", "Lettuce and lettuce salads"] {
            classes[category] = "vegetable"
        }
        return classes
    }()

    /// Below this fit of an as-eaten food (less than half the phrase held), a phrase is read
    /// again by its words' classes: "avocado toast" is toast (0.48) with avocado, no "Bread,
    /// vegetable".
    static let classReadingBelow = 0.4
    /// How well, against the food found as written, the food of a class must hold the phrase
    /// when that one is of the other table.
    static let classReadingMargin = 0.9
    /// How well the food of a class must hold the phrase read by its classes: every word.
    static let classReadingFit = 0.9
    /// What reading a food by its class alone costs in confidence.
    static let classReadingFactor = 0.85

    /// How much better a phrase must be held with two words written as one for that reading to be taken.
    static let closedCompoundMargin = 1.1

    /// The words of a candidate's description: those the search read from its index
    /// (`FoodMatch.descriptionWords`), the words `AsEatenMatcher.segments(of:)` cuts from it
    /// (`AsEatenFastPathTests`), kept in no memo; else the memo's, cut once per food.
    private func segments(of match: FoodMatch) -> [[(word: String, stem: String)]] {
        match.descriptionWords?.segments ?? memo.segments(of: match.food)
    }

    /// The food words of `text` as `IngredientPhrase` reads them, remembered: the splitter asks
    /// for the same first piece in every run it tries (`MealTextSplitter.isKnownDish`).
    func phraseFood(_ text: String) -> String {
        memo.phraseFood(text)
    }

    /// Below this confidence a phrase is read again with only whole words taken as known.
    static let secondSpellingBelow = 0.5

    /// The match for `words`, whose `corrections` words were mended from typing errors already.
    private func matchedAsWritten(_ words: String, reading: FoodReading, corrections: Int = 0) -> Match? {
        // Search as written first: a word some candidate's description starts like needs no
        // look-up in the whole table's vocabulary.
        let rewritten = synonymsRewritten(words)
        let written = Self.everydayMember(rewritten)
        guard !written.isEmpty else { return nil }
        var results = candidates(for: written.joined(separator: " "), reading: reading)
        // A word of three letters or fewer is present only as a whole word ("bo" in "pho bo" is
        // not "bowl"'s start).
        let present = Set(written.filter { word in
            let start = Self.wordStart(word)
            return results.contains { match in
                segments(of: match).contains { $0.contains { word.count < 4 ? $0.word == word : $0.word.hasPrefix(start) } }
            }
        })
        var query = correctedQuery(words, present: present)
        query.corrections += corrections
        guard !query.words.isEmpty else { return nil }
        if !query.unknown.isEmpty {
            // A word no table holds nor is near ("basmati", "organic") is read past: the food its
            // other words name is a guess a person is asked to review, never a certain match.
            let unknown = Set(query.unknown)
            let known = query.words.filter { !unknown.contains($0) }
            // "all the trimmings": "all" names no food.
            guard known.contains(where: { !Self.preparationWords.contains($0) && !FoodSearchIndex.stopWords.contains($0)
                                          && !Self.headJoiningWords.contains($0) && !Self.neutralWords.contains($0) }) else { return nil }
            return matchedAsWritten(known.joined(separator: " "), reading: reading, corrections: query.corrections).map {
                Match(food: $0.food, confidence: $0.confidence * Self.unknownWordFactor, query: $0.query,
                      fit: $0.fit * Self.unknownWordFactor)
            }
        }
        let text = query.words.joined(separator: " ")
        if query.words != written { results = candidates(for: text, reading: reading) }
        guard !results.isEmpty else { return nil }
        let contentWords = query.words.filter { !Self.preparationWords.contains($0) && !FoodSearchIndex.stopWords.contains($0) }
        // "X with Y", "X in Y", "X and Y" names an X: the head is the last food word before the
        // first joining word ("white rice with oil" is rice), else the last food word.
        let beforeJoin = query.words.prefix { !Self.headJoiningWords.contains($0) }
            .filter { !Self.preparationWords.contains($0) && !FoodSearchIndex.stopWords.contains($0) }
        // A word naming a cut or a shape of the food before it ("salmon fillet", "broccoli
        // florets") is not the food.
        let head = beforeJoin.last(where: { !Self.formWords.contains($0) }) ?? beforeJoin.last ?? contentWords.last ?? query.words.last!
        let headStem = FoodSearchIndex.stem(head)
        // Or a dish whose name lists the phrase's words as written ("Bacon, lettuce, tomato
        // sandwich on white" for "bacon lettuce and tomato sandwich"), its head in a later part.
        var fitting = results.filter { namesHead(headStem, $0)
            || MealTextSplitter.isNamedInOrder(contentWords, segments: segments(of: $0)) }
        if fitting.isEmpty, contentWords.count > 1 {
            // The head alone ("sriracha sauce" is some sauce) when the whole name finds nothing.
            let whole = results
            results = candidates(for: head, reading: reading)
            fitting = results.filter { namesHead(headStem, $0, inProductName: false) }
            let headAlone = fitting.isEmpty ? nil : best(of: fitting, query: query, reading: reading, name: Array(beforeJoin), head: head).map {
                (food: $0.food, confidence: $0.confidence * 0.6, fit: $0.fit * 0.6)
            }
            return foodFirst(over: headAlone, in: whole, query: query, reading: reading, name: Array(beforeJoin), head: head).map {
                Match(food: $0.food, confidence: $0.confidence, query: text, fit: $0.fit)
            }
        }
        guard !fitting.isEmpty else { return nil }
        // "beef lasagne", "pork dumplings": a red meat no food of that name holds is the meat the
        // table names generically ("Lasagna with meat"), never another meat it does name (chicken).
        if let meat = query.words.first(where: Self.redMeatWords.contains) {
            let stem = FoodSearchIndex.stem(meat)
            // The reading's own table decides ("Babyfood, dinner, beef lasagna" is no dish of beef as eaten).
            let own = fitting.filter { $0.food.table == reading.firstTable }
            func holds(_ match: FoodMatch, _ check: (String) -> Bool) -> Bool {
                segments(of: match).joined().contains { check($0.word) }
            }
            if !own.contains(where: { match in holds(match) { FoodSearchIndex.stem($0) == stem } }),
               own.contains(where: { match in
                   holds(match) { $0 == "meat" } && !match.food.description.lowercased().contains("no meat") }) {
                query.words = query.words.map { $0 == meat ? "meat" : $0 }
            }
        }
        // A class named on its own is read as its everyday member: a guess between its members.
        let classFactor = Self.bareClass(rewritten) == nil ? 1 : Self.bareClassFactor
        let chosen = best(of: fitting, query: query, reading: reading, name: Array(beforeJoin), head: head)
        return foodFirst(over: chosen, in: results, query: query, reading: reading, name: Array(beforeJoin), head: head).map {
            Match(food: $0.food, confidence: $0.confidence * classFactor, query: text, fit: $0.fit)
        }
    }

    /// A name written food first, as an ingredient sheet does ("eggs hard boiled", "lentils red
    /// cooked", "cheese feta crumbled"): when the last word as head leaves the phrase poorly
    /// held, the first food word is the head, if the food that names holds it clearly better.
    private func foodFirst(over chosen: (food: Food, confidence: Double, fit: Double)?, in results: [FoodMatch],
                           query: CorrectedQuery, reading: FoodReading, name: [String],
                           head: String) -> (food: Food, confidence: Double, fit: Double)? {
        guard (chosen?.fit ?? 0) < Self.foodFirstBelow, let first = name.first(where: { !Self.formWords.contains($0) }),
              first != head, !query.words.contains(where: Self.headJoiningWords.contains) else { return chosen }
        let firstStem = FoodSearchIndex.stem(first)
        let namingFirst = results.filter { namesHead(firstStem, $0) }
        guard let found = best(of: namingFirst, query: query, reading: reading, name: name, head: first),
              found.fit > (chosen?.fit ?? 0) * Self.foodFirstMargin else { return chosen }
        // Only when the last word is no food's own name: "red", "hard", "baby" qualify the food
        // before them; "fritters", "sandwich", "soup" are what "courgette fritters", "avocado
        // sandwich" and "ramen noodle soup" are.
        let headStem = FoodSearchIndex.stem(head)
        if candidates(for: head, reading: reading).contains(where: { MealTextSplitter.nameHeads(of: $0.food.description).contains(headStem) }) {
            return chosen
        }
        return found
    }

    /// Below this fit of the last word's reading, a name is read again with its first food word as head.
    static let foodFirstBelow = 0.6
    /// How much better the first word's reading must hold the name to be taken.
    static let foodFirstMargin = 1.25

    /// Meats the as-eaten table often names only as "meat" in a dish.
    static let redMeatWords: Set<String> = ["beef", "pork", "lamb", "veal", "mutton", "mince", "venison", "goat"]

    /// Words naming a cut, a shape or a share of the food a word before them names.
    static let formWords: Set<String> = [
        "fillet", "fillets", "filet", "filets", "steak", "steaks", "cutlet", "cutlets", "florets", "floret", "strips",
        "chunks", "cubes", "pieces", "piece", "slices", "slice", "wedges", "halves", "segments", "leaves", "sprigs",
        "portion", "portions", "bits", "spears", "tips", "stick", "sticks", "pod", "pods", "thread", "threads",
    ]

    /// Words after which a phrase names what its head was made or served with.
    static let headJoiningWords: Set<String> = ["with", "and", "in", "on", "plus", "&"]

    /// The foods the search gives for `text` to be ranked again: the best of both tables, then
    /// the best of the reading's first table, read without their portions (`match` reads the
    /// chosen one whole) with their descriptions' words (`FoodMatch.descriptionWords`, read by
    /// `segments(of:)`). Not inlined: the release compiler (6.3.1) broke
    /// on the search's cached-answer closure inlined into `matched`.
    @inline(never)
    private func candidates(for text: String, reading: FoodReading) -> [FoodMatch] {
        let found = database.search(text, limit: Self.candidateCount, narrowFirst: true, preferring: reading.firstTable,
                                    wholeFoods: false)
        return found
    }

    /// Words of a description that name the plainest form of a food, or say nothing about it:
    /// they cost nothing when the phrase does not say them.
    static let neutralWords: Set<String> = [
        "cooked", "added", "fat", "nfs", "ns", "as", "to", "from", "raw", "baked",
        "broiled", "or", "roasted", "boiled", "plain", "regular", "made", "with", "water", "brewed", "fresh",
        "home", "recipe", "prepared", "all", "type", "types", "flavors", "varieties", "any", "and", "whole",
        "only", "lean", "the", "of", "in", "on", "a", "ready", "drink", "to", "serve", "unsweetened", "medium", "fresh",
        "kernels", "cob", "edible", "portion", "without", "salt", "unsalted", "drained", "solids", "mature", "seeds",
        "style", "bone", "removed", "flesh", "commercial", "commercially", "purchased", "bakery", "enriched",
    ]

    /// Parts of a description that name the plainest form and cost nothing as a whole.
    static let neutralSegments: Set<String> = [
        "skin not eaten", "no added fat", "from raw", "from fresh", "made with water", "nfs", "no sauce", "no dressing", "peel not eaten",
        "without sauce", "lean only eaten", "plain", "from dried", "baked or broiled",
    ]

    /// The best candidate, or, when it names a food the phrase did not say and lacks one it did
    /// ("Beef curry" for "okra curry"), the best dish of the lacking word's kind
    /// (`kindAgreement(of:with:)`; never a sauce or condiment): the food that word names alone
    /// decides.
    private func best(of candidates: [FoodMatch], query: CorrectedQuery, reading: FoodReading,
                      name: [String], head: String) -> (food: Food, confidence: Double, fit: Double)? {
        guard let chosen = best(of: candidates, query: query, reading: reading) else { return nil }
        guard let lacking = Self.unnamedKind(in: name, head: head, of: chosen.food, segments: memo.segments(of: chosen.food)),
              let kind = lacking.lazy.compactMap(kindFood).first,
              // Only a meat chosen for what names none, or none for a meat ("Chili with beans,
              // without meat" is the right kind of "vegetable chilli").
              Self.isMeat(chosen.food.id) || Self.isMeat(kind.id) else { return chosen }
        var ofKind = Self.nearestInKind(candidates.filter { !EatenPortion.isAddition($0.food) }, to: kind.id)
        if ofKind.isEmpty {
            // The phrase's words ranked the dishes of its kind out ("potato curry"): the head's own.
            let headStem = FoodSearchIndex.stem(head)
            ofKind = Self.nearestInKind(self.candidates(for: head, reading: reading).filter {
                namesHead(headStem, $0, inProductName: false) && !EatenPortion.isAddition($0.food)
            }, to: kind.id)
        }
        guard !ofKind.isEmpty, !ofKind.contains(where: { $0.food.id == chosen.food.id }) else { return chosen }
        return best(of: ofKind, query: query, reading: reading) ?? chosen
    }

    /// The as-eaten food `word` names alone, when it says a dish's kind (`namesKind`): the one
    /// the word is matched to, else the survey's food named by the word alone ("Basil, raw",
    /// where the word as eaten is SR28's "Basil, fresh").
    private func kindFood(_ word: String) -> Food? {
        if let found = match(word, reading: .eaten), found.food.table == .fndds {
            return Self.namesKind(found) ? found.food : nil
        }
        let stem = FoodSearchIndex.stem(word)
        return candidates(for: word, reading: .eaten).first { candidate in
            candidate.food.table == .fndds && segments(of: candidate).first?.map(\.stem) == [stem]
        }.flatMap { Self.isDishKindGroup($0.food) ? $0.food : nil }
    }

    /// The best candidate by score × preference, with a confidence.
    private func best(of candidates: [FoodMatch], query: CorrectedQuery,
                      reading: FoodReading) -> (food: Food, confidence: Double, fit: Double)? {
        let queryWords = query.words.filter { !FoodSearchIndex.stopWords.contains($0) }
        let words = queryWords.isEmpty ? query.words : queryWords
        let stems = Set(words.map(FoodSearchIndex.stem))
        // What the phrase asks of each candidate's marks, worked out once (`Asking`).
        let asking = Asking(asked: Set(words), stems: stems)
        // Each candidate by its place in `candidates`: sorting places, not foods, moves no `Food`.
        var scored: [(index: Int, fit: Double, value: Double)] = []
        scored.reserveCapacity(candidates.count)
        let phraseStems = PhraseStems(words)
        let fits = candidates.map { Self.fit(segments: segments(of: $0), words: words, stems: stems, wordStems: phraseStems) }
        // Only the `plausibleCount` highest values are read below (the chosen one and the other
        // readings): a candidate whose fit times the most any preference can give it falls short
        // of that many values found already is left out, its marks never read. Taken from the
        // highest such bound down, most fall short (`RankingFewerCandidatesTests`).
        let most = Self.mostPreference(asking: asking) * (1 + 1e-9)
        // A name qualifying another noun costs only when the reading's own table has a food the
        // head names itself ("Bread, pita" beside "Pita chips"); "Sorghum grain" and "Snack mix"
        // are what those words name.
        let headIsOwned = candidates.contains { candidate in
            candidate.food.table == reading.firstTable
                && Self.namesHeadItself(segments(of: candidate), words: words, wordStems: phraseStems.stems)
        }
        // The most each candidate's value can be: its fit, the most any marks give, and what its table gives.
        let bounds = candidates.indices.map { fits[$0] * most * Self.tableFactor(of: candidates[$0].food, reading: reading) }
        let order = ranksEveryCandidate ? Array(candidates.indices) : candidates.indices.sorted { bounds[$0] > bounds[$1] }
        // The highest values so far, from the highest down: at most `plausibleCount`.
        var highest: [Double] = []
        highest.reserveCapacity(Self.plausibleCount + 1)
        for index in order {
            let (candidate, fit) = (candidates[index], fits[index])
            if !ranksEveryCandidate, highest.count == Self.plausibleCount, bounds[index] < highest[highest.count - 1] { continue }
            var value = fit * Self.preference(of: candidate.food, marks: memo.marks(of: candidate.food), asking: asking,
                                              reading: reading)
            if headIsOwned, Self.qualifiesAnother(candidate.food, segments: segments(of: candidate), words: words, wordStems: phraseStems.stems) {
                value *= Self.modifierHeadFactor
            }
            if headIsOwned, Self.isHeadingKindOfHead(segments(of: candidate), words: words, wordStems: phraseStems.stems)
                || Self.qualifiesNextPartsNoun(segments(of: candidate), words: words, wordStems: phraseStems.stems)
                    && FoodKind.of(candidate.food) == .meat {
                value *= Self.missingWordFactor
            }
            scored.append((index, fit, value))
            let place = highest.firstIndex { $0 < value } ?? highest.count
            if place < Self.plausibleCount {
                highest.insert(value, at: place)
                if highest.count > Self.plausibleCount { highest.removeLast() }
            }
        }
        // Ties go to the lower id: both tables number the general food before its variants
        // (FNDDS 51101010 "Bread, white, toasted" before 51401020 "Bread, rye, toasted").
        scored.sort { left, right in
            if left.value != right.value { return left.value > right.value }
            let (leftFood, rightFood) = (candidates[left.index].food, candidates[right.index].food)
            if leftFood.table != rightFood.table { return leftFood.table == (reading == .eaten ? .fndds : .sr28) }
            return leftFood.id < rightFood.id
        }
        guard let first = scored.first, first.value > 0 else { return nil }
        let chosen = (food: candidates[first.index].food, fit: first.fit, value: first.value)
        var confidence = min(1, chosen.fit * 1.1)
        for _ in 0..<query.corrections { confidence *= Self.correctionFactor }
        // The phrase may mean any food whose name holds it nearly as well: the share of those
        // that agree with the chosen one on energy is how sure the reading is of the figure.
        if let chosenKcal = chosen.food.caloriesPer100g {
            let plausible = scored.prefix(Self.plausibleCount).filter { $0.fit >= chosen.fit * Self.plausibleFit }
            let agreeing = plausible.filter { candidate in
                guard let kcal = candidates[candidate.index].food.caloriesPer100g else { return false }
                return abs(kcal - chosenKcal) <= Self.agreementSpread * max(chosenKcal, 20)
            }
            // Weighed by rank: a variant the phrase did not ask for (fried, canned) is a less likely reading.
            let agreement = agreeing.reduce(0) { $0 + $1.value * $1.value } / max(1e-9, plausible.reduce(0) { $0 + $1.value * $1.value })
            confidence *= Self.ambiguityFactor + (1 - Self.ambiguityFactor) * agreement
        }
        // Spread so that the review threshold (0.7) falls where readings stop being right about
        // 95 % of the time on the as-eaten evaluation (about 0.85 before).
        confidence = max(0, 1 - (1 - confidence) * Self.confidenceSpread)
        return (chosen.food, confidence, chosen.fit)
    }

    /// First parts of a description that name a class, the food being named in the next part:
    /// the search's categories, and FNDDS's "Cereal, granola".
    static let headingWords: Set<String> = Set(FoodSearchIndex.categoryWords + ["cereal"])

    /// What a food's name joining two foods costs when the phrase names only one of them.
    static let mixtureFactor = 0.85

    /// What each phrase word missing from a food's name costs, beyond its share of the words.
    static let missingWordFactor = 0.75

    /// How far below 1 a confidence is pushed: 2 puts 0.85 at 0.7.
    static let confidenceSpread = 2.0
    /// How many of the best-ranked candidates may be other readings of the phrase.
    static let plausibleCount = 12
    /// A candidate whose name holds the phrase this nearly as well as the chosen one's is another reading.
    static let plausibleFit = 0.85
    /// Readings whose energy differs from the chosen food's by more than this share disagree with it.
    static let agreementSpread = 0.2
    /// The confidence kept when no other reading agrees with the chosen one on energy.
    static let ambiguityFactor = 0.45

    /// How well `food`'s description holds the phrase's words, 0…1: each word found counts by
    /// the part of the description it is in (its first part names the food), the head noun
    /// must be in the food's own name, and each description word the phrase did not say costs
    /// unless it is neutral (`neutralWords`).
    static func fit(of food: Food, words: [String], stems: Set<String>) -> Double {
        fit(segments: segments(of: food.description), words: words, stems: stems)
    }

    /// A description cut into its comma-separated parts, each into its lower-case words and
    /// their stems, in one pass over its bytes.
    static func segments(of description: String) -> [[(word: String, stem: String)]] {
        var segments: [[(word: String, stem: String)]] = []
        FoodSearchIndex.forEachWord(in: description) { bytes, segment, _, _ in
            while segments.count <= segment { segments.append([]) }
            let word = String(decoding: bytes, as: UTF8.self)
            segments[segment].append((word, FoodSearchIndex.stem(word)))
        }
        return segments.filter { !$0.isEmpty }
    }

    /// `fit(of:words:stems:)` over a description already cut into words and stems.
    static func fit(segments: [[(word: String, stem: String)]], words: [String], stems: Set<String>) -> Double {
        fit(segments: segments, words: words, stems: stems, wordStems: PhraseStems(words))
    }

    /// The stems of a phrase's words and whether each is four characters or longer, worked out
    /// once for all the candidates `fit` weighs.
    struct PhraseStems {
        var stems: [String]
        var isLong: [Bool]

        init(_ words: [String]) {
            stems = words.map(FoodSearchIndex.stem)
            isLong = stems.map { $0.count >= 4 }
        }
    }

    /// The most words in one of `neutralSegments`: a longer part is none of them.
    static let longestNeutralSegment = neutralSegments.map { $0.split(separator: " ").count }.max() ?? 0

    /// `fit(segments:words:stems:)` with the words' stems worked out already.
    ///
    /// The word lists are asked by bytes (`PlainWordSet`) and the phrase's few stems compared
    /// in a list, where hashing each description word was most of a dish parse's ranking; it
    /// answers as `fitPlainly`, the careful road, does in every case (`FitOverPlainWordsTests`).
    static func fit(segments: [[(word: String, stem: String)]], words: [String], stems: Set<String>,
                    wordStems phrase: PhraseStems) -> Double {
        let (wordStems, stemIsLong) = (phrase.stems, phrase.isLong)
        guard !segments.isEmpty, !words.isEmpty else { return 0 }
        // The lists read once (every read of a static is a call); nil only if one held a word
        // that is not plain.
        guard let lists = PlainFitWords.lists else {
            return fitPlainly(segments: segments, words: words, stems: stems, wordStems: phrase)
        }
        // A category heading alone ("Fish, salmon"): the food is named in the next part.
        let headIsCategory = segments[0].count == 1 && lists.headings.contains(segments[0][0].word)
        var found = 0.0
        var missing = 0
        // What "cooked" held of ways of cooking the name lacks: only a name of the plain food
        // itself holds them ("Pumpkin, cooked"; not "Egg, white, cooked" for "steamed eggs").
        var covered = 0.0
        var usedStems: [String] = []
        // The phrase's stems as a list: a handful, compared where the set hashed every description word.
        let phraseStems = Array(stems)
        // A phrase that says "free" or "no" itself asks for what those words deny.
        let phraseNegates = phraseStems.contains { $0 == "free" || $0 == "no" || $0 == "without" }
        // The survey's note of which variant a mixed dish is: no word of it missed, and none of
        // an "excluding" note found.
        let note = Self.variantNote(in: segments)
        for (wordIndex, word) in words.enumerated() {
            let (stem, isLong) = (wordStems[wordIndex], stemIsLong[wordIndex])
            var best = 0.0
            for (index, segment) in segments.enumerated() {
                let place = index == 0 || (index == 1 && headIsCategory) ? 1.0 : index == 1 ? 0.95 : 0.9
                // What a description denies ("Pot pie, no meat", "sugar free", "meatless") is not
                // what the phrase names (`denies`): every word after a part's first "no" or
                // "without", and a word before "free".
                let partDenies = !phraseNegates && segment.count > 1 && (segment[0].word == "no" || segment[0].word == "without")
                for position in segment.indices {
                    if partDenies && position > 0 { continue }
                    if let note, note.excludes, note.contains(index, position) { continue }
                    if !phraseNegates, position + 1 < segment.count, segment[position + 1].word == "free" { continue }
                    let (descriptionWord, descriptionStem) = segment[position]
                    if descriptionStem == stem {
                        best = max(best, place)
                    } else if isLong, descriptionWord.hasPrefix(stem) && !descriptionWord.hasSuffix("less")
                                || stem.hasPrefix(descriptionStem) && descriptionStem.count >= 4 {
                        best = max(best, place * 0.8)
                    }
                }
            }
            // A way of cooking the food's name lacks ("roasted vegetables") is a variant, not
            // another food: it costs its share of the words only, and half of that where the name
            // names no other way of cooking ("Pumpkin, cooked" for "roast pumpkin": `covered`).
            if best > 0 { usedStems.append(stem) } else if !lists.preparation.contains(word) { missing += 1 }
            else if Self.cookingMethods.contains(word), Self.namesNoOtherCooking(segments) {
                best = Self.cookedCoversFit
                covered += best
            }
            found += best
        }
        // A word of the phrase the food's name lacks is a different food more often than an
        // extra word of the name is: it costs beyond its share.
        var value = found / Double(words.count) * pow(Self.missingWordFactor, Double(missing))
        // A name joining two foods ("Whiskey and cola") is a mixture, a less likely reading of a
        // phrase that names only one of them ("diet cola"; "black beans and rice" names both).
        // (An "and" after a said name's "with" joins what it is served with: "Beef stew with potatoes and vegetables".)
        let servedWith = Self.servedWithStart(segments, phrase: phraseStems)
        if let join = segments[0][..<(servedWith ?? segments[0].count)].dropFirst().firstIndex(where: { $0.word == "and" }) {
            let namesLeft = segments[0][..<join].contains { phraseStems.contains($0.stem) }
            let namesRight = segments[0].indices.dropFirst(join + 1).contains { position in
                !(note.map { $0.excludes && $0.contains(0, position) } ?? false) && phraseStems.contains(segments[0][position].stem)
            }
            if !(namesLeft && namesRight) { value *= Self.mixtureFactor }
        }
        // A category heading's part costs nothing, word by word: it is passed over.
        let listEnd = Self.listNameEnd(segments)
        for (index, segment) in segments.enumerated() where !(index == 0 && headIsCategory) {
            // A part that only says the plainest form costs nothing ("skin not eaten", "no added fat").
            if index > 0, lists.isNeutralPart(segment) { continue }
            // A part saying what the survey did not specify ("NS as to part and cooking method")
            // says what a phrase that names only the food says: nothing more.
            if index > 0, segment.count > 3, segment[0].word == "ns", segment[1].word == "as", segment[2].word == "to" { continue }
            for (position, (descriptionWord, stem)) in segment.enumerated() {
                let afterWith = index == 0 && servedWith.map { position > $0 } == true
                if let note, note.contains(index, position) { continue }
                if phraseStems.contains(stem) || usedStems.contains(where: { descriptionWord.hasPrefix($0) }) { continue }
                if lists.neutral.contains(descriptionWord) || PlainFitWords.isNumber(descriptionWord) { continue }
                // One side of an "or" the phrase chose the other side of ("Chicken or turkey
                // soup" for "turkey soup") is not a word it left out.
                if Self.isAlternativeChosenAgainst(in: segment, at: position, isAsked: { word, stem in
                    phraseStems.contains(stem) || usedStems.contains(where: { word.hasPrefix($0) })
                }) { continue }
                value *= Self.unsaidWordFactor(inName: index == 0 || (index == 1 && headIsCategory) || index <= listEnd, afterWith: afterWith)
                if covered > 0, found > 0 { value *= (found - covered) / found; covered = 0 }
            }
        }
        return value
    }

    /// Where what a food's name says it is served with starts: the first part's "with", when the
    /// phrase said the noun before it, every word of the phrase the description holds is in that
    /// first part ("Beef stew with potatoes" for "beef stew", "irish lamb stew" and "beef stew with
    /// vegetables"; not "Breakfast pizza with egg" for "breakfast", nor "Roll with meat and/or
    /// shrimp, vegetables and rice paper" for "fried rice and egg rolls"), and it names no sauce,
    /// gravy or soup ("Fish and rice with cream sauce" is another dish than fish and rice).
    static func servedWithStart(_ segments: [[(word: String, stem: String)]], phrase: [String]) -> Int? {
        guard let name = segments.first, let with = name.firstIndex(where: { $0.word == "with" }), with > 0,
              phrase.contains(name[with - 1].stem),
              !name[with...].contains(where: { servedWithVariantWords.contains($0.word) }) else { return nil }
        for stem in phrase where !name.contains(where: { $0.stem == stem }) {
            if segments.contains(where: { $0.contains { $0.stem == stem } }) { return nil }
        }
        return with
    }

    /// Words of what a dish is served with that make it another variant than the dish named.
    static let servedWithVariantWords: Set<String> = ["sauce", "gravy", "soup", "broth"]

    /// The last part of a name written as a list of its foods ("Chicken or turkey, potatoes, and
    /// vegetables …": the part that starts with "and", or joins its foods with "and" before a
    /// variant note), or 0: each listed food is the name's as much as its first part's.
    static func listNameEnd(_ segments: [[(word: String, stem: String)]]) -> Int {
        guard segments.count > 2, !segments[0].contains(where: { $0.word == "with" }) else { return 0 }
        for index in segments.indices {
            if index > 0, segments[index].first?.word == "and" { return index }
            // A variant note's "and/or" is no list's; the part it starts in ends the list when
            // that part joins the last two foods ("Ham or pork, noodles and vegetables excluding …").
            if let note = segments[index].firstIndex(where: { $0.word == "including" || $0.word == "excluding" }) {
                return index > 0 && segments[index][..<note].contains(where: { $0.word == "and" }) ? index : 0
            }
        }
        return 0
    }

    /// What a description word the phrase did not say costs: a word of the food's own name (its
    /// first part) much, one of what the name says it is served with ("Beef stew with potatoes")
    /// as little as one of a later part.
    static func unsaidWordFactor(inName: Bool, afterWith: Bool) -> Double {
        inName && !afterWith ? 0.8 : 0.94
    }

    /// Where a description's note of which variant of a mixed dish it is starts and ends, as
    /// (part, word) places ("including carrots, broccoli, and/or dark-green leafy", "excluding
    /// potatoes"): no one says it of what they ate, so none of its words costs, and none of an
    /// "excluding" note's is found ("pork and broccoli" is no dish excluding broccoli). It
    /// ends after "leafy", or at the end of its part unless that part ends in the list it goes
    /// on with; what follows "leafy" in its part is a part of its own ("leafy; no sauce"), in
    /// the note when it only says the plainest form.
    struct VariantNote {
        var start: (part: Int, word: Int)
        var end: (part: Int, word: Int)
        /// An "excluding" note: its foods are what the dish lacks, never found in it.
        var excludes: Bool

        func contains(_ part: Int, _ word: Int) -> Bool {
            (part, word) >= start && (part, word) <= end
        }
    }

    /// The first variant note of a description cut into its parts, or nil.
    static func variantNote(in segments: [[(word: String, stem: String)]]) -> VariantNote? {
        for (part, segment) in segments.enumerated() {
            for position in segment.indices.dropLast()
            where (segment[position].word == "including" || segment[position].word == "excluding")
                && variantClauseStarts.contains(segment[position + 1].word) {
                var (endPart, endWord) = (part, position)
                while true {
                    let words = segments[endPart]
                    if words[endWord].word == "leafy" {
                        let rest = words[(endWord + 1)...]
                        if !rest.isEmpty, rest.count <= longestNeutralSegment, neutralSegments.contains(rest.map(\.word).joined(separator: " ")) {
                            endWord = words.count - 1
                        }
                        break
                    }
                    if endWord + 1 < words.count { endWord += 1; continue }
                    guard let last = words.last?.word, last == "carrots" || last == "broccoli", endPart + 1 < segments.count else { break }
                    (endPart, endWord) = (endPart + 1, 0)
                }
                return VariantNote(start: (part, position), end: (endPart, endWord), excludes: segment[position].word == "excluding")
            }
        }
        return nil
    }

    /// The words a variant note of a mixed dish starts with; a salad's "including tomatoes" says
    /// what it is made of. (The survey spells "carrots" once "carrorts".)
    static let variantClauseStarts: Set<String> = ["carrots", "carrorts", "potatoes"]

    /// Ways of cooking a description's "cooked" covers when it names none: "roast pumpkin" is
    /// "Pumpkin, cooked", not "Seeds, pumpkin and squash seeds, whole, roasted".
    static let cookingMethods: Set<String> = ["roast", "roasted", "baked", "boiled", "steamed", "grilled", "broiled", "stewed",
                                              "poached", "braised", "microwaved", "sauteed", "bbq", "barbecued"]
    /// How much of a word a description's "cooked" holds for a way of cooking (`cookingMethods`).
    static let cookedCoversFit = 0.5

    /// Whether a description says it is cooked, or says nothing of how (as the survey names most
    /// foods as eaten: "Pork, NFS", "Egg, whole"), and names no way of cooking or of being raw
    /// that a phrase's own method would contradict ("Squid, fried", "Beef, short ribs, braised").
    static func namesNoOtherCooking(_ segments: [[(word: String, stem: String)]]) -> Bool {
        !segments.contains { $0.contains { preparationWords.contains($0.word) && !preparationWordsSayingNoMethod.contains($0.word) } }
    }

    /// Preparation words that name no way of cooking.
    static let preparationWordsSayingNoMethod: Set<String> = ["cooked", "plain", "homemade", "home", "made", "leftover"]

    /// What a name costs whose first part has the phrase's head noun only as a word qualifying
    /// another noun the phrase did not say: "Pita chips" for "pita" (chips of pita, where
    /// "Bread, pita" is pita), "Prune juice" for "prunes".
    static let modifierHeadFactor = 0.9

    /// Whether a name's first part ends in the phrase's head noun, or a one-word heading's next
    /// part does ("Bread, pita" for "pita", "Prune, dried" for "prunes").
    static func namesHeadItself(_ segments: [[(word: String, stem: String)]], words: [String], wordStems: [String]) -> Bool {
        guard let headIndex = words.indices.last(where: { !preparationWords.contains(words[$0]) }), let name = segments.first,
              let last = name.last else { return false }
        let head = wordStems[headIndex]
        if last.stem == head { return true }
        return name.count == 1 && segments.count > 1 && segments[1].last?.stem == head
    }

    /// Whether a food's name has the phrase's head only qualifying another noun
    /// (`headModifiesAnother`), a food other than meat or fish, whose names put the cut after
    /// the animal ("Chicken wing" is chicken).
    static func qualifiesAnother(_ food: Food, segments: [[(word: String, stem: String)]], words: [String],
                                 wordStems: [String]) -> Bool {
        guard let name = segments.first, !(name.count == 1 && headingWords.contains(name[0].word)),
              headModifiesAnother(name, words: words, wordStems: wordStems, isPreparation: preparationWords.contains) else { return false }
        return ![.meat, .seafood].contains(FoodKind.of(food))
    }

    /// Whether a name of one word goes on in its next part with the phrase's head noun only
    /// qualifying another noun the phrase did not say ("Beef, stew meat" for "beef stew"): that
    /// noun is the food, one the phrase did not name. (Asked of meats, whose names put the cut
    /// after the animal.)
    static func qualifiesNextPartsNoun(_ segments: [[(word: String, stem: String)]], words: [String], wordStems: [String]) -> Bool {
        guard segments.count > 1, segments[0].count == 1 else { return false }
        // A number is no noun ("Milk, reduced fat (2%)").
        let part = segments[1].filter { !PlainFitWords.isNumber($0.word) }
        return headModifiesAnother(part, words: words, wordStems: wordStems, isPreparation: preparationWords.contains)
    }

    /// Whether a food's name is a heading repeated at the end of its next part, with the phrase's
    /// head noun before it and the heading unsaid ("Seeds, pumpkin and squash seeds" for "roast
    /// pumpkin"): the food is of the heading's kind, another food than the head names.
    static func isHeadingKindOfHead(_ segments: [[(word: String, stem: String)]], words: [String], wordStems: [String]) -> Bool {
        guard let name = segments.first, name.count == 1, headingWords.contains(name[0].word), segments.count > 1,
              let last = segments[1].last, last.stem == name[0].stem, !wordStems.contains(last.stem),
              let headIndex = words.indices.last(where: { !preparationWords.contains(words[$0]) }) else { return false }
        return segments[1].dropLast().contains { $0.stem == wordStems[headIndex] }
    }

    /// Whether the phrase's head noun (its last word that is no cooking word) stands in a name's
    /// first part `name` before the last word, which the phrase did not say, with no joining
    /// word between ("Pita chips" for "pita"; not "Chicken or turkey" for "chicken").
    static func headModifiesAnother(_ name: [(word: String, stem: String)], words: [String], wordStems: [String],
                                    isPreparation: (String) -> Bool) -> Bool {
        guard name.count >= 2, let headIndex = words.indices.last(where: { !isPreparation(words[$0]) }),
              let last = name.last, last.stem != wordStems[headIndex], !wordStems.contains(last.stem),
              let position = name.firstIndex(where: { $0.stem == wordStems[headIndex] }), position < name.count - 1 else { return false }
        return !name[(position + 1)...].contains { ["or", "and", "with", "in", "on"].contains($0.word) }
    }

    /// Whether the word at `position` is one side of an "or" whose other side the phrase asked
    /// for (`isAsked`): "chicken" in "Chicken or turkey noodle soup" for "turkey noodle soup".
    /// When the pair only qualifies the words after it, the phrase must name those too: "Taco or
    /// tostada salad" is a salad, and "chicken tacos" chose no side of it.
    static func isAlternativeChosenAgainst(in segment: [(word: String, stem: String)], at position: Int,
                                           isAsked: (String, String) -> Bool) -> Bool {
        let (other, after): (Int, Int)
        if position + 2 < segment.count, segment[position + 1].word == "or" {
            (other, after) = (position + 2, position + 3)
        } else if position >= 2, segment[position - 1].word == "or" {
            (other, after) = (position - 2, position + 1)
        } else {
            return false
        }
        guard isAsked(segment[other].word, segment[other].stem) else { return false }
        // The words the pair qualifies: up to a joining word or the end of the part.
        let qualified = segment[min(after, segment.count)...].prefix { !alternativeGroupEnds.contains($0.word) }
        return qualified.isEmpty || qualified.contains { isAsked($0.word, $0.stem) }
    }

    /// Words that end the group of words an "or" pair qualifies.
    static let alternativeGroupEnds: Set<String> = ["with", "and", "in", "on", "or", "without"]

    /// Whether the description part `segment` denies its word at `position`: the part starts
    /// with "no" or "without", or the word is followed by "free".
    static func denies(_ segment: [(word: String, stem: String)], _ position: Int) -> Bool {
        if position > 0, segment[0].word == "no" || segment[0].word == "without" { return true }
        return position + 1 < segment.count && segment[position + 1].word == "free"
    }

    /// How plain a form of the food `food` is for `reading`, given the words the phrase asked for.
    static func preference(of food: Food, asked: Set<String>, stems: Set<String>, reading: FoodReading) -> Double {
        preference(of: food, marks: Marks(food), asked: asked, stems: stems, reading: reading)
    }

    /// `preference` over the marks of a food's description: the careful road, asking each
    /// list's words of the phrase for every food, that `preference(of:marks:asking:reading:)` must agree with.
    static func preference(of food: Food, marks: Marks, asked: Set<String>, stems: Set<String>,
                           reading: FoodReading) -> Double {
        var factor = 1.0
        switch (reading, food.table) {
        case (.eaten, .sr28), (.bought, .fndds): factor *= otherTableFactor
        default: break
        }
        // The words' stems are worked out once (`Askers`), not once a candidate.
        func asks(_ words: [(word: String, stem: String)]) -> Bool {
            words.contains { asked.contains($0.word) || stems.contains($0.stem) }
        }
        for index in marks.variants where !asks(Askers.variants[index]) {
            factor *= variantCosts[index].factor
        }
        // A way of cooking or serving the phrase says, found in the description, is what was asked.
        for word in asked where preparationWords.contains(word) && marks.words.contains(word) {
            factor *= 1.12
        }
        if !marks.brands.isEmpty, !marks.brands.contains(where: asked.contains) { factor *= brandFactor }
        if reading == .eaten {
            if marks.isUnprepared, !marks.saysCooked, !asks(Askers.unprepared) { factor *= unpreparedFactor }
            // Raw is not what a phrase that says it was cooked in fat names, even of what is eaten raw.
            if marks.isRaw, !asks(Askers.raw), !marks.isEatenRaw || asks(Askers.fat) {
                factor *= 0.72
            }
            if !marks.isRaw, marks.isEatenRaw, !asks(Askers.cooking) && marks.saysCooked {
                factor *= 0.85
            }
            if marks.isPlain { factor *= 1.06 }
            if marks.hasNoAddedFat { factor *= asks(Askers.fat) ? 0.8 : 1.04 }
            if asks(Askers.fatCooking), let fatAdded = fatAddedVariant, marks.variants.contains(fatAdded) { factor *= fatAskedGain }
        } else if marks.isRaw {
            factor *= 1.06
        }
        return factor
    }

    /// The words by which a phrase asks for a variant, each with its stem, for `preference`.
    enum Askers {
        static let variants = variantCosts.map { withStems($0.askedBy) }
        static let unprepared = withStems(unpreparedWords)
        static let raw = withStems(rawWords)
        static let cooking = withStems(cookingWords)
        static let fat = withStems(fatWords)
        static let fatCooking = withStems(fatCookingWords)

        static func withStems(_ words: [String]) -> [(word: String, stem: String)] {
            words.map { ($0, FoodSearchIndex.stem($0)) }
        }
    }

    /// Words that ask for a food raw.
    static let rawWords = ["raw", "fresh", "salad", "uncooked", "sashimi", "tartare"]

    /// Words that say fat went into the cooking: "no added fat" is not what such a phrase names.
    /// Roasting and sautéing are done in fat ("roasted broccoli" is the table's broccoli cooked
    /// with fat, 63 kcal per 100 g, not its 41 without).
    static let fatWords = ["oil", "butter", "margarine", "fat", "fried", "fry", "lard", "ghee"] + fatCookingWords

    /// What a food cooked with fat gains when the phrase cooks it in fat without naming the fat
    /// ("roasted", "sauteed"; a fried food's rows say how it was fried): the
    /// food's own fat-added row, not another dish that holds the food ("roasted zucchini" is
    /// summer squash cooked with fat, not a squash souffle).
    static let fatAskedGain = 1.15
    /// The index of the fat-added variant (`variantCosts`).
    static let fatAddedVariant = variantCosts.firstIndex { $0.markers.contains("fat added") }

    /// Ways of cooking done in fat that name no fat.
    static let fatCookingWords = ["roasted", "roast", "sauteed", "saute", "sauted", "stir"]

    /// A product named by its brand, when the phrase does not name the brand.
    static let brandFactor = 0.7
    /// A product as sold dry or as a mix, read as eaten, when the phrase does not ask for it.
    static let unpreparedFactor = 0.55
    /// Words that ask for a food dry or as a mix.
    static let unpreparedWords = ["dry", "dried", "powder", "powdered", "mix", "uncooked", "unprepared", "concentrate",
                                  "reconstituted", "instant", "condensed"]

    /// Words that ask for a cooked form.
    static let cookingWords = ["cooked", "boiled", "baked", "roasted", "grilled", "stewed", "fried", "steamed", "poached", "stewed"]

    /// Whether the food's own name holds the head stem: the description's first two parts
    /// (three after a category heading such as "Fish"), or the product name in the third part
    /// after a brand ("Cereals ready-to-eat, GENERAL MILLS, CHEERIOS") or, in SR28, after a class
    /// and a kind ("Sauce, hot chile, sriracha"); not a part saying what it is for. Read from the
    /// words cut once per food.
    private func namesHead(_ stem: String, _ match: FoodMatch, inProductName: Bool = true) -> Bool {
        let food = match.food
        let parts = segments(of: match)
        guard let first = parts.first else { return false }
        var named = parts.count > 1 ? 2 : 1
        if parts.count > 2, let heading = first.first?.word, FoodSearchIndex.categoryWords.contains(heading) { named = 3 }
        if inProductName, parts.count > 2,
           food.table == .sr28 || parts[1].allSatisfy({ memo.brands(of: food).contains($0.word) }) {
            named = 3
        }
        // A part saying what the food is for ("Bacon, for use on a sandwich") names no food of it.
        return parts.prefix(named).contains { $0.first?.word != "for" && $0.contains { $0.stem == stem } }
    }

    /// Whether the first comma-separated segment of the description holds the stem.
    static func firstSegmentHolds(_ stem: String, _ food: Food) -> Bool {
        let first = food.description.lowercased().split(separator: ",").first.map(String.init) ?? ""
        return FoodSearchIndex.words(in: first).contains { FoodSearchIndex.stem($0) == stem }
    }

    /// The phrase's words, lower case, regional names rewritten.
    /// `typicalMember: false` leaves a class named on its own as written: a piece of a longer
    /// text ("chili" of "chili with beans") is not the whole phrase.
    func writtenQuery(_ words: String, typicalMember: Bool = true) -> [String] {
        let written = synonymsRewritten(words)
        return typicalMember ? Self.everydayMember(written) : written
    }

    /// A class named on its own ("a salad", "tea") rewritten as its everyday member.
    static func everydayMember(_ written: [String]) -> [String] {
        guard let word = bareClass(written), let typical = EatenFoodSynonyms.bareWords[word] else { return written }
        return written.flatMap { $0 == word ? FoodSearchIndex.words(in: typical) : [$0] }
    }

    /// The words with regional names rewritten, unless the as-eaten table holds the words as
    /// written (pairs and respellings only: "chilli" is "chili") together in one description:
    /// "chilli con carne" is a food of its own, not "chili con beef".
    private func synonymsRewritten(_ words: String) -> [String] {
        memo.rewritten(words) { synonymsRewrittenAfresh(words) }
    }

    /// `synonymsRewritten` worked out.
    private func synonymsRewrittenAfresh(_ words: String) -> [String] {
        let plain = FoodSearchIndex.words(in: words)
        // The name before any joining word ("chilli con carne with rice" → "chilli con carne"):
        // what follows "and", "with"… is the splitter's to keep whole or cut (`isKnownDish`).
        let name = Array(plain.prefix { !Self.headJoiningWords.contains($0) })
        let rest = Array(plain.dropFirst(name.count))
        let rewritten = FoodSearchIndex.words(in: EatenFoodSynonyms.rewritten(plain.joined(separator: " ")))
        let respelt = FoodSearchIndex.words(in: EatenFoodSynonyms.rewritten(name.joined(separator: " "), respellingsOnly: true))
        let content = respelt.filter { !FoodSearchIndex.stopWords.contains($0) }
        // A name of two words rewritten within a longer one, losing a word, is a respelling too:
        // "chicken garden salad" is the survey's "Chicken or turkey garden salad", not its mixed
        // greens (the two words alone are what the synonym is for: "green salad"); "chicken chow
        // mein" keeps its noodles ("chow mein or chop suey with noodles" loses no word).
        let typed = name.filter { !FoodSearchIndex.stopWords.contains($0) }
        guard content.count >= 2,
              FoodSearchIndex.words(in: EatenFoodSynonyms.rewritten(name.joined(separator: " "))) != respelt
                || typed.count >= 3
                && !Set(typed.map(FoodSearchIndex.stem)).isSubset(of: Set(content.map(FoodSearchIndex.stem))) else { return rewritten }
        // As typed first: "sopa de arroz" is the survey's "Sopa seca de arroz", though "sopa" is
        // one respelling from "soup".
        if typed != content, typed.count >= 2, holdsTogether(name.joined(separator: " "), stems: Set(typed.map(FoodSearchIndex.stem))) {
            return name + FoodSearchIndex.words(in: EatenFoodSynonyms.rewritten(rest.joined(separator: " ")))
        }
        let text = respelt.joined(separator: " ")
        let stems = Set(content.map(FoodSearchIndex.stem))
        guard holdsTogether(text, stems: stems) else { return rewritten }
        return respelt + FoodSearchIndex.words(in: EatenFoodSynonyms.rewritten(rest.joined(separator: " ")))
    }

    /// Whether one as-eaten description holds every one of `stems`, among the search's first few
    /// for `text` (whole words: "mac" only starts "macaroni"), found once per text.
    private func holdsTogether(_ text: String, stems: Set<String>) -> Bool {
        memo.holds(text) {
            let found = database.search(text, limit: 5, narrowFirst: true, wholeFoods: false)
            return found.contains { match in
                guard match.food.table == .fndds else { return false }
                let described = Set(segments(of: match).joined().map(\.stem))
                return stems.isSubset(of: described)
            }
        }
    }

    /// The phrase's one food word when it names a whole class (`EatenFoodSynonyms.bareWords`).
    static func bareClass(_ written: [String]) -> String? {
        // Where it was bought says which variant, not which food: "restaurant burger" is a hamburger.
        let food = written.filter { !preparationWords.contains($0) && !FoodSearchIndex.stopWords.contains($0)
            && !DiaryLeadIn.restaurantWords.contains($0) && $0 != "homemade" }
        return food.count == 1 && EatenFoodSynonyms.bareWords[food[0]] != nil ? food[0] : nil
    }

    /// What a description word must start with to hold `word`: the word without a plural ending.
    static func wordStart(_ word: String) -> String {
        var start = word
        if start.hasSuffix("es"), start.count > 4 { start.removeLast(2) } else if start.hasSuffix("s"), start.count > 3 { start.removeLast() }
        if start.hasSuffix("ie") { start.removeLast(2) }
        return start
    }

    /// The phrase's words after synonyms and typo correction.
    struct CorrectedQuery {
        var words: [String]
        var corrections: Int
        /// Words no description holds and none is near.
        var unknown: [String] = []
    }

    /// Lower-cased, synonyms rewritten, and each word no description holds corrected.
    func correctedQuery(_ words: String, present: Set<String> = [], typicalMember: Bool = true) -> CorrectedQuery {
        var corrected: [String] = []
        var corrections = 0
        var unknown: [String] = []
        for word in writtenQuery(words, typicalMember: typicalMember) {
            if present.contains(word) || word.allSatisfy(\.isNumber) || FoodSearchIndex.stopWords.contains(word)
                || Self.headJoiningWords.contains(word) || word.count >= 4 && vocabulary.knows(word)
                || word.count < 4 && present.isEmpty && vocabulary.knows(word) {
                corrected.append(word)
            } else if word.count >= 4, let nearest = vocabulary.nearest(to: word) {
                corrected.append(nearest)
                corrections += 1
            } else {
                corrected.append(word)
                if !FoodSearchIndex.stopWords.contains(word) { unknown.append(word) }
            }
        }
        return CorrectedQuery(words: corrected, corrections: corrections, unknown: unknown)
    }
}
