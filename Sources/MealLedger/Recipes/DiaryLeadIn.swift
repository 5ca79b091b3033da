/// The words a diary puts before the food it names, which are no part of it: "I had 2 eggs",
/// "for breakfast I had porridge", "Lunch: a ham sandwich", "dinner was spag bol", "then a cup
/// of tea", "with my tea".
///
/// Only the start of a piece is read, and only while its words are all such words, so a food
/// whose name holds one ("tea", "snack bar") keeps it: a meal's name is a lead-in only before a
/// colon, a dash, "was", or after "for" and "at" ("for tea I had"). A piece of only such words
/// ("for lunch", "Breakfast:", "skipped breakfast") names no food. At the other end,
/// `trailingContext` finds when, where and from whom ("at 10", "from Chipotle"), and
/// `isDenial` what was not eaten ("no butter").
public enum DiaryLeadIn {
    /// People, and what they did with the food.
    static let leadWords: Set<String> = [
        "i", "we", "he", "she", "they", "you", "me", "i've", "we've", "i'd", "we'd", "ive", "id",
        "had", "have", "has", "having", "ate", "eat", "eaten", "eating", "drank", "drink", "drinking", "grabbed",
        "got", "snacked", "enjoyed", "finished", "tried", "was", "were", "is", "are",
        "then", "also", "just", "later", "afterwards", "after", "today", "tonight", "yesterday", "earlier", "finally",
        "only", "again", "but", "so", "maybe", "probably", "around", "about", "approximately", "approx", "roughly",
        "like", "abt", "prob", "literally",
        "my", "our", "his", "her", "their",
        // What a voice note says before it gets to the food: "um so for lunch I had …".
        "um", "umm", "uh", "uhh", "erm", "er", "ok", "okay", "hmm", "yeah", "basically", "actually", "honestly",
    ]
    /// Meals a diary writes as one letter before a colon or a dash: "B: porridge", "D - spag bol".
    static let mealLetters: Set<String> = ["b", "l", "d", "s"]
    /// The meals of a day, read as a lead-in only where a diary uses them as one.
    static let mealWords: Set<String> = [
        "breakfast", "lunch", "dinner", "supper", "brunch", "snack", "snacks", "dessert", "tea", "elevenses",
        "morning", "afternoon", "evening", "midnight", "late", "night", "pre-workout", "post-workout",
    ]
    /// Words after a meal's name that make it a lead-in: "dinner was …", "lunch - …".
    private static let afterMeal = Set(["was", "were", "is", ":", "today", "tonight"]).union(dashes)
    /// Dashes that set a label off: a hyphen typed alone, and the en and em dashes an app writes
    /// ("Lunch — Chicken Caesar Wrap").
    static let dashes: Set<String> = ["-", "–", "—", "‒", "―", "−"]
    /// Words before a meal's name that make it a lead-in: "for breakfast", "at lunch".
    private static let beforeMeal: Set<String> = ["for", "at", "with", "after"]
    /// The most words a label before a colon may have ("Monday lunch:", "8am:").
    static let longestLabel = 3

    /// How many days before today a diary's words say the food was eaten, with the words that
    /// say so: "yesterday I had pizza", "pizza last night" (1), "the day before yesterday" (2);
    /// nil when they name no earlier day. "from yesterday" and "yesterday's" say when the food
    /// was made, not eaten.
    public static func daysBefore(in text: String) -> (days: Int, words: String)? {
        let words = text.lowercased().split(whereSeparator: { !$0.isLetter && $0 != "'" }).map(String.init)
        for index in words.indices {
            let before = index > 0 ? words[index - 1] : ""
            if words[index] == "yesterday", !["from", "since", "of"].contains(before) {
                if index >= 2, words[index - 2] == "day", before == "before" {
                    return (2, "the day before yesterday")
                }
                return (1, "yesterday")
            }
            if words[index] == "night", before == "last" { return (1, "last night") }
        }
        return nil
    }

    /// How many words at the start of `words` are a lead-in: all of them when the piece says
    /// only when or who ("for lunch", "I had", "Breakfast:"), which names no food.
    static func length(of words: [Substring]) -> Int {
        let keys = words.map { $0.lowercased() }
        guard let first = keys.first else { return 0 }
        if keys.count == 1 {
            // "Breakfast:", "no", "nothing": a label or a denial alone.
            return (first.hasSuffix(":") && isLabel([first])) || emptyWords.contains(first.droppingColon)
                || leadWords.contains(first) ? 1 : 0
        }
        // "Tea: black", "tea: no sugar": how the tea was taken, not the evening meal.
        if keys.first == "tea:", keys.dropFirst().allSatisfy(MealTextSplitter.drinkNotes.contains) { return 0 }
        // "Breakfast: porridge", "Monday lunch: soup", "8am: porridge": a short label before a
        // colon, of meals, days and times only ("Coffee: black" is coffee).
        var index = 0
        if let colon = keys.prefix(longestLabel).firstIndex(where: { $0.hasSuffix(":") }),
           isLabel(keys[...colon]) || isUnknownLabel(keys[...colon], before: keys[(colon + 1)...]) {
            index = colon + 1
        }
        func next(_ offset: Int) -> String? { index + offset < keys.count ? keys[index + offset] : nil }
        while index < keys.count {
            let key = keys[index]
            if isTime(key) || (Int(key) != nil && key.count <= 2 && ["am", "pm", "am:", "pm:"].contains(next(1) ?? "")) {
                // "8am - porridge", "12:30 sandwich", "7 pm: curry": a time, not an amount.
                index += isTime(key) ? 1 : 2
            } else if leadWords.contains(key) || (emptyWords.contains(key) && key != "no") || dashes.contains(key) || key == ":" {
                // "no" stays: "but no cream cheese" is a denial (`isDenial`).
                index += 1
            } else if beforeMeal.contains(key), let meal = next(1), mealWords.contains(meal.droppingColon) {
                index += 2
            } else if mealLetters.contains(key), let dash = next(1), dashes.contains(dash) {
                // "D - spag bol": a meal's letter set off by a dash.
                index += 1
            } else if key == "am" || key == "pm", let meal = next(1), mealWords.contains(meal.droppingColon) {
                // "AM snack", "pm snack:": when in the day the meal was.
                index += 1
            } else if mealWords.contains(key), key != "tea", next(1)?.first?.isNumber == true {
                // "snack 1/4 c trail mix", "lunch 2 eggs": a meal before an amount is its label.
                index += 1
            } else if mealWords.contains(key.droppingColon), key.hasSuffix(":") || next(1).map({
                afterMeal.contains($0) || mealWords.contains($0.droppingColon) }) == true {
                index += 1
            } else if index > 0, next(1) == nil, mealWords.contains(key), key != "tea" {
                // "skipped breakfast", "had lunch": the meal named last, after a lead-in, is no food.
                index += 1
            } else {
                break
            }
        }
        return min(index, keys.count)
    }

    /// Words that say nothing was eaten: a piece of only these and lead-ins names no food.
    static let emptyWords: Set<String> = ["no", "none", "nothing", "skipped", "skip", "not", "hungry", "fasting", "n/a"]

    /// Days a label may name.
    private static let dayWords: Set<String> = [
        "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mon", "tue", "tues", "wed", "thu",
        "thurs", "fri", "sat", "sun", "day", "today", "yesterday", "tonight", "weekend",
    ]

    /// Whether the words before a colon are a diary's label: meals, days, times and a day's
    /// number ("Day 2 lunch:").
    static func isLabel(_ keys: ArraySlice<String>) -> Bool {
        keys.allSatisfy { key in
            let word = key.droppingColon
            return mealWords.contains(word) || dayWords.contains(word) || isTime(word) || leadWords.contains(word)
                || (key == keys.last && mealLetters.contains(word))
                || (Int(word) != nil && word.count <= 2) || word == "am" || word == "pm"
        }
    }

    /// Whether the words before a colon name no food and what follows does: a label in words
    /// the tables do not know ("brekkie:", "arvo snack:", "maccas:"), not a food whose amount
    /// follows ("rice: 1 cup", "chiken: 200g", where nothing after the colon is a food).
    static func isUnknownLabel(_ keys: ArraySlice<String>, before rest: ArraySlice<String>) -> Bool {
        let label = keys.map(\.droppingColon)
        guard label.allSatisfy({ word in
            word.allSatisfy(\.isLetter) && (isMealWord(word) || dayWords.contains(word) || !FoodWordSpelling.isFoodWord(word))
        }) else { return false }
        return rest.contains { word in
            word.count >= 3 && word.allSatisfy(\.isLetter) && !leadWords.contains(word) && UnitTable.unit(word) == nil
                && FoodWordSpelling.isFoodWord(word)
        }
    }

    /// Whether `word` names a day ("monday", "day", "today").
    static func isDayWord(_ word: String) -> Bool {
        dayWords.contains(word)
    }

    /// Whether `word` names a meal, itself or as a regional word for one ("brekkie", "brekky").
    static func isMealWord(_ word: String) -> Bool {
        mealWords.contains(word) || EatenFoodSynonyms.words[word].map(mealWords.contains) == true
    }

    /// How many words at the end of `words` say when, where or from whom the food was had
    /// rather than what it was: "at 10", "at 7pm", "at work", "around noon", "for breakfast",
    /// "this morning", "from Chipotle", "from the canteen". "from frozen", "from scratch" and
    /// "from a restaurant" say what the food is, and stay; every such note is cut, one after
    /// another, by the caller ("eggs this morning for breakfast").
    static func trailingContext(of words: [Substring]) -> Int {
        let keys = words.map { $0.lowercased() }
        guard keys.count > 1 else { return 0 }
        for start in stride(from: keys.count - 2, through: 1, by: -1) where contextWords.contains(keys[start]) {
            let tail = keys[(start + 1)...].filter { $0 != "the" && $0 != "a" && $0 != "my" }
            guard let first = tail.first else { return 0 }
            if keys[start] == "from" {
                return keptAfterFrom.contains(first) ? 0 : keys.count - start
            }
            let isWhen = tail.allSatisfy { isTime($0) || placeWords.contains($0) || mealWords.contains($0)
                || (Int($0) != nil && $0.count <= 2) || $0 == "am" || $0 == "pm" }
            return isWhen ? keys.count - start : 0
        }
        return 0
    }

    /// Words saying a food was bought cooked, from a restaurant or a takeaway.
    static let restaurantWords: Set<String> = ["restaurant", "takeaway", "takeout", "take-out", "carryout"]

    /// `words` without a trailing "from the restaurant" ("from a takeaway"), which says where
    /// the food was bought, not which food it is; nil without one. (Read as more of the food's
    /// name it chose chicken nuggets "from restaurant" for a biryani; put before the food it
    /// chose other foods' restaurant rows and broke counts in words.)
    static func withoutRestaurantNote(_ words: [Substring]) -> [Substring]? {
        let keys = words.map { $0.lowercased() }
        guard keys.count >= 3, let from = keys.lastIndex(of: "from"), from > 0 else { return nil }
        let tail = keys[(from + 1)...].filter { !["the", "a", "my", "our", "local"].contains($0) }
        guard tail.count == 1, let place = tail.first, restaurantWords.contains(place) else { return nil }
        return Array(words[..<from])
    }

    /// Whether a piece names only an appliance a food was warmed in: "the microwave", "the air fryer".
    static func namesAppliance(_ words: [Substring]) -> Bool {
        let keys = words.map { $0.lowercased() }
        return keys.contains(where: applianceWords.contains)
            && keys.allSatisfy { applianceWords.contains($0) || ["the", "a", "my", "air"].contains($0) }
    }

    /// `text` without a last word saying it was warmed ("cottage pie reheated" → "cottage pie").
    static func withoutWarmingWord(_ text: String) -> String {
        var words = text.split(separator: " ")
        guard words.count > 1, let last = words.last, warmingWords.contains(last.lowercased()) else { return text }
        words.removeLast()
        return words.joined(separator: " ")
    }

    /// Appliances a food is warmed in, and the words for warming it.
    static let applianceWords: Set<String> = ["microwave", "oven", "stove", "hob", "fryer", "airfryer", "toaster", "stovetop"]
    static let warmingWords: Set<String> = ["reheated", "heated", "warmed", "microwaved", "nuked", "done", "zapped"]

    /// Words that start a note of when, where or from whom.
    private static let contextWords: Set<String> = ["at", "around", "from", "before", "after", "for", "this", "last", "during"]
    /// Places and times a diary names after a food.
    private static let placeWords: Set<String> = [
        "work", "home", "office", "school", "uni", "college", "desk", "noon", "midday", "midnight", "night", "gym",
        "cafe", "café", "canteen", "cafeteria", "pub", "restaurant", "party", "cinema", "movies", "bed", "church",
        "mum's", "mom's", "friend's", "friends", "parents", "lunchtime", "dinnertime", "bedtime",
    ]
    /// What "from" says about the food itself: it stays.
    private static let keptAfterFrom: Set<String> = [
        "frozen", "fresh", "canned", "dried", "dry", "scratch", "restaurant", "mix", "concentrate", "raw", "powder",
        "fast", "school",
    ]

    /// Whether `key` names a meal as a time of day, never a food: "dinner", "lunch", not "tea"
    /// or "snack" (a drink, and "a snack" is some food).
    static func isMealTime(_ key: String) -> Bool {
        mealWords.contains(key) && key != "tea" && key != "snack" && key != "snacks" && key != "dessert"
    }

    /// Whether `key` is a time of day: "8am", "8:30am", "12:30", "7pm:", "19:00".
    static func isTime(_ key: String) -> Bool {
        var text = Substring(key)
        if text.hasSuffix(":") { text = text.dropLast() }
        var hasMeridiem = false
        for suffix in ["am", "pm", "a.m.", "p.m."] where text.hasSuffix(suffix) {
            text = text.dropLast(suffix.count)
            hasMeridiem = true
            break
        }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard let hourText = parts.first, (1...2).contains(hourText.count), let hour = Int(hourText), hour <= 24 else { return false }
        if parts.count == 1 { return hasMeridiem }
        guard parts.count == 2, parts[1].count == 2, let minute = Int(parts[1]), minute < 60 else { return false }
        return true
    }

    /// Whether a piece says what was not eaten: "toast, no butter", "coffee with no sugar", "but
    /// no dessert", "no eggs". A product named by what it lacks ("no-bake cookies", "no salt
    /// added tomatoes") is a food.
    static func isDenial(_ words: [Substring]) -> Bool {
        guard let first = words.first?.lowercased(), words.count > 1,
              first == "no" || first == "without" || first == "minus" || first == "hold" else { return false }
        let rest = words.dropFirst().map { $0.lowercased() }
        return rest.first != "bake" && !rest.contains("added")
    }
}

private extension String {
    var droppingColon: String { hasSuffix(":") ? String(dropLast()) : self }
}
