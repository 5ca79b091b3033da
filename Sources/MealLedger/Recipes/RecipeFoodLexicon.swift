/// The foods recipes and meal descriptions name most often, with the SR28 food each means and,
/// where a dish means it cooked, its cooked form (see `table`).
///
/// British, American and other common names lead to the same food ("courgette" and
/// "zucchini", "double cream" and "heavy cream"); a name is looked up as written, then with its
/// last word singular, then without leading words that only qualify it ("lean", "boneless").
enum RecipeFoodLexicon {
    /// What a name means.
    struct Entry: Equatable {
        /// The SR28 food as a recipe uses it (raw meat, dry rice).
        var foodID: String
        /// The SR28 food as a plate holds it (roasted chicken, cooked rice), when it differs.
        var cookedFoodID: String?
    }

    /// Leading words that qualify a food without changing what it is, dropped for a second look-up.
    static let qualifiers: Set<String> = [
        "lean", "extra-lean", "boneless", "skinless", "bone-in", "skin-on", "sharp", "mild", "mature", "medium",
        "fresh", "large", "small", "big", "baby", "ripe", "organic", "free-range", "cold", "warm", "hot", "raw",
        "plain", "unsweetened", "sweetened", "natural", "full-fat", "low-fat", "reduced-fat", "fat-free",
        "low-sodium", "reduced-sodium", "unsalted", "salted", "light", "dark", "thick-cut", "thin", "thick",
        "homemade", "store-bought", "good", "quality", "finely", "roughly", "leftover", "grilled", "roasted",
        "baked", "steamed", "boiled", "sauteed", "sautéed", "pan-fried", "seared", "toasted", "shredded",
        "sliced", "diced", "chopped", "minced", "grated", "crumbled", "cubed", "mashed", "crushed", "frozen",
        "canned", "tinned", "dried", "wild", "farmed", "king", "jumbo", "deli", "rotisserie", "pulled",
        "crispy", "creamy", "smooth", "crunchy", "italian", "english", "greek", "mexican", "spanish", "french",
        "thai", "asian", "sweet", "hot", "spicy", "streaky", "back", "whole", "red", "white", "green", "yellow",
        "brown", "black", "mixed", "cooked",
    ]

    /// Trailing words naming the form of a food rather than the food: "pepperoni slices",
    /// "broccoli crowns", "anchovy fillets", "lemon wedges".
    static let formWords: Set<String> = [
        "slice", "slices", "piece", "pieces", "chunk", "chunks", "cube", "cubes", "floret", "florets", "crown",
        "crowns", "fillet", "fillets", "cap", "caps", "strip", "strips", "half", "halves", "wedge", "wedges",
        "round", "rounds", "segment", "segments", "spear", "spears", "kernel", "kernels", "leaves",
    ]

    /// Every name, lower case with its last word singular, and what it means; the first line
    /// naming a name wins.
    static let entries: [String: Entry] = {
        var entries: [String: Entry] = [:]
        entries.reserveCapacity(2_048)
        TableText.forEachLine(table) { line in
            guard let (names, meaning) = TableText.halves(line, at: TableText.equals), !names.isEmpty, !meaning.isEmpty
            else { return }
            var ids: [String] = []
            TableText.forEachField(meaning, separatedBy: TableText.greaterThan) { ids.append(TableText.trimmed($0)) }
            let entry = Entry(foodID: ids[0], cookedFoodID: ids.count > 1 ? ids[1] : nil)
            TableText.forEachField(names, separatedBy: TableText.comma) { name in
                let key = TableText.trimmed(name)
                if !key.isEmpty, entries[key] == nil { entries[key] = entry }
            }
        }
        return entries
    }()

    /// The entry for a cleaned food name ("boneless chicken breasts"), and how many leading
    /// words were dropped to find it; nil when no form of the name is known.
    static func lookUp(_ name: String) -> (entry: Entry, droppedWords: Int)? {
        var words = name.split(separator: " ").map(String.init)
        var dropped = 0
        if words.count > 1, let last = words.last, formWords.contains(last),
           let found = lookUp(words.dropLast().joined(separator: " ")) {
            return found
        }
        while !words.isEmpty {
            for key in keys(words) {
                if let entry = entries[key] { return (entry, dropped) }
            }
            guard words.count > 1, qualifiers.contains(words[0]) else { return nil }
            words.removeFirst()
            dropped += 1
        }
        return nil
    }

    /// The words joined, then with the last word singular ("black beans" → "black bean").
    static func keys(_ words: [String]) -> [String] {
        guard let last = words.last else { return [] }
        let joined = words.joined(separator: " ")
        var singularWords = words
        singularWords[singularWords.count - 1] = HouseholdMeasure.singularized(last)
        let singular = singularWords.joined(separator: " ")
        return singular == joined ? [joined] : [joined, singular]
    }
}
