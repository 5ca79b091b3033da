import Foundation

/// A meal described as eaten — "grilled salmon with rice and asparagus", "chicken stir fry
/// with 200 g chicken breast, 1 cup cooked white rice…", "beans on toast" — cut into the foods
/// it names and the parts it implies.
///
/// The title before "with" is read too: a food it names that the list does not ("baked potato
/// with sour cream") is a part of its own, and a dish word in it brings its main food and
/// implied parts (`DishTable`). Nothing named is left out.
struct DishDescription {
    /// Where a part came from.
    enum Source: Equatable {
        /// Named in the list after "with", or in a title that is itself a list.
        case named
        /// Named in the title before "with": dropped if the list names the same food.
        case title
        /// The food a dish word stands for ("wrap" → a tortilla): dropped if the list has one.
        case dishMain
        /// Implied by a dish word: dropped if a part is already that kind of food.
        case implied
    }

    /// One part of the dish: a phrase to read and the name to show.
    struct Part: Equatable {
        var phrase: String
        var name: String?
        var source: Source
    }

    var parts: [Part]

    /// Words that only say how a titled food was cooked or served.
    static let frameWords: Set<String> = [
        "grilled", "roast", "roasted", "baked", "poached", "fried", "pan-fried", "steamed", "boiled", "stuffed",
        "leftover", "homemade", "big", "small", "large", "hot", "cold", "crispy", "spicy", "my", "a", "an",
        "the", "some", "of", "plate", "bowl", "two", "slow-cooked", "seared", "braised", "mixed", "big",
    ]

    /// Prefixes that name the meal rather than a food.
    static let mealPrefixes = [
        "breakfast of ", "lunch of ", "dinner of ", "a bowl of ", "bowl of ", "a plate of ", "plate of ",
        "a big ", "leftover ", "leftovers of ", "a serving of ",
    ]

    /// Whether `text` reads as a meal description rather than a recipe's ingredient list: one
    /// line with "with", or whose pieces give no amounts at all.
    static func looksLikeDish(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters()
        guard !trimmed.isEmpty, !trimmed.contains("\n") else { return false }
        let lowered = trimmed.lowercased()
        if lowered.contains(" with ") || lowered.hasPrefix("with ") { return true }
        let split = IngredientPhraseSplitter.split(trimmed)
        return !split.phrases.isEmpty && split.phrases.allSatisfy { IngredientPhrase($0).quantity == nil }
    }

    /// Cuts a description into parts.
    init(_ text: String) {
        var body = text.trimmingCharacters()
        if let colon = body.firstIndex(of: ":"), body[..<colon].split(separator: " ").count <= 2 {
            body = body[body.index(after: colon)...].trimmingCharacters()
        }
        for prefix in Self.mealPrefixes where body.lowercased().hasPrefix(prefix) {
            body = String(body.dropFirst(prefix.count))
        }
        var title = body
        var list = ""
        if let with = body.range(of: " with ", options: .caseInsensitive) {
            title = String(body[..<with.lowerBound])
            list = String(body[with.upperBound...])
        }
        parts = Self.pieces(list).map { Part(phrase: $0, name: nil, source: .named) }
        let titlePieces = Self.pieces(title)
        let titleIsList = titlePieces.count > 1
        for piece in titlePieces {
            parts += Self.partsOfTitle(piece, isList: titleIsList || list.isEmpty)
        }
    }

    /// Commas, "and", "&" and "on" ("beans on toast") cut a list into pieces.
    static func pieces(_ text: String) -> [String] {
        guard !text.trimmingCharacters().isEmpty else { return [] }
        let spaced = text.replacingOccurrences(of: " on ", with: ", ").replacingOccurrences(of: " & ", with: " and ")
        return IngredientPhraseSplitter.split(spaced).phrases
    }

    /// The parts one title piece gives: its dish words' meanings, and the food it names.
    static func partsOfTitle(_ piece: String, isList: Bool) -> [Part] {
        let phrase = IngredientPhrase(piece)
        if phrase.quantity != nil, !phrase.food.isEmpty, DishTable.entries.first(where: { contains(phrase.food, $0.words) }) == nil {
            return [Part(phrase: piece, name: nil, source: isList ? .named : .title)]
        }
        var remaining = " " + piece.lowercased() + " "
        var parts: [Part] = []
        var unnamedDishWords: [String] = []
        for entry in DishTable.entries where contains(remaining, entry.words) {
            if entry.main == nil { unnamedDishWords.append(entry.words) }
            remaining = remaining.replacingOccurrences(of: " \(entry.words) ", with: " ")
            if let main = entry.main { parts.append(Part(phrase: main, name: entry.words, source: .dishMain)) }
            for implied in entry.implied {
                parts.append(Part(phrase: "\(implied.amount) \(implied.food)", name: implied.food, source: .implied))
            }
        }
        let words = remaining.split(separator: " ").map(String.init).filter { !["a", "an", "the", "some"].contains($0) }
        // "baked potato", "fried egg": kept whole when the lexicon knows the cooked food by that name.
        let known = RecipeFoodLexicon.lookUp(words.joined(separator: " "))?.droppedWords == 0
        let foodWords = known ? words : words.filter { !frameWords.contains($0) }
        if !foodWords.isEmpty {
            let food = foodWords.joined(separator: " ")
            // "vegetable soup": the dish word stays in the name, so the soup is not lost from view.
            let shown = unnamedDishWords.contains("soup") ? food + " soup" : nil
            parts.insert(Part(phrase: food, name: shown, source: isList ? .named : .title), at: 0)
        }
        return parts
    }

    /// Whether `words` appear in `text` as whole words.
    static func contains(_ text: String, _ words: String) -> Bool {
        (" " + text.lowercased() + " ").contains(" \(words) ")
    }
}
