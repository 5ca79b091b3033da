/// Two foods written side by side with no word between them: "idli sambar", "dal rice",
/// "rajma chawal" — common where a meal is named by its parts.
///
/// A piece is cut in two only when the tables know no food by its words together (the whole
/// reads with little confidence) while each side alone is a food read with confidence; a dish
/// the tables name ("chicken rice", "fried rice") reads as itself and is never cut. The amount
/// written before the words stays with the first food.
enum JuxtaposedFoods {
    /// Below this confidence the whole piece is taken as no known food.
    static let wholeBelow = 0.35
    /// Each side must read at least this surely to be a food of its own.
    static let sideAtLeast = 0.6
    /// The most food words a piece may hold to be looked at: two one-word names. With three,
    /// the table's own word orders and typing slips ("fried rice chicken", "canned gren beans")
    /// were cut more often than two foods were found (the evaluation's examples).
    static let longestName = 2

    /// How sure a side's food is, whatever its amount: a food read with no amount is held to the
    /// parser's ceiling for an assumed portion, which says nothing about which food it is.
    static func sureness(_ side: ParsedIngredient) -> Double {
        side.flags.contains(.assumed) ? side.confidence / OfflineRecipeParser.assumedCeiling : side.confidence
    }

    /// Whether a side is a food of its own.
    static func isSure(_ side: ParsedIngredient) -> Bool {
        !side.flags.contains(.unmatched) && sureness(side) >= sideAtLeast
    }

    /// Whether a word says how a food was cooked, kept or sized rather than naming one.
    static func isNoFood(_ word: String) -> Bool {
        AsEatenMatcher.preparationWords.contains(word) || IngredientPhrase.preparationWords.contains(word)
            || RecipeFoodLexicon.qualifiers.contains(word) || UnitTable.sizeUnits.contains(word)
    }

    /// `pieces` with every piece that names two foods side by side cut in two; `read` reads a
    /// piece's text as eaten.
    static func split(_ pieces: [MealTextSplitter.Piece], read: (String) -> ParsedIngredient) -> [MealTextSplitter.Piece] {
        var result: [MealTextSplitter.Piece] = []
        result.reserveCapacity(pieces.count)
        for piece in pieces {
            guard let (first, second) = cut(piece.text, read: read) else {
                result.append(piece)
                continue
            }
            result.append(MealTextSplitter.Piece(text: first, separator: piece.separator))
            result.append(MealTextSplitter.Piece(text: second, separator: "and"))
        }
        return result
    }

    /// The two foods `text` names side by side, or nil when it names one food (or none we know).
    static func cut(_ text: String, read: (String) -> ParsedIngredient) -> (String, String)? {
        let phrase = IngredientPhrase(text)
        let foodWords = phrase.food.split(separator: " ").map { $0.lowercased() }
        guard (2...longestName).contains(foodWords.count), phrase.note == nil,
              foodWords.allSatisfy({ $0.allSatisfy(\.isLetter) && !MealTextSplitter.joiningWords.contains($0) }),
              // A two-word name the synonyms know is one food ("onion bhaji", "char siu"), and a
              // word of cooking, state or size is no food of its own ("grilled salmon").
              EatenFoodSynonyms.pairs[foodWords.joined(separator: " ")] == nil,
              !foodWords.contains(where: isNoFood) else { return nil }
        // The food's words must be the text's last words, as written ("2 idli sambar").
        let written = text.split(separator: " ").map(String.init)
        guard written.count >= foodWords.count,
              written.suffix(foodWords.count).map({ $0.lowercased() }) == foodWords else { return nil }
        let whole = read(text)
        guard whole.flags.contains(.unmatched) || sureness(whole) < wholeBelow else { return nil }
        var best: (first: String, second: String, sureness: Double)?
        for cutAt in 1..<foodWords.count {
            let first = written.dropLast(foodWords.count - cutAt).joined(separator: " ")
            let second = foodWords[cutAt...].joined(separator: " ")
            let sides = [read(first), read(second)]
            guard sides.allSatisfy(isSure) else { continue }
            let sureness = sides.map(sureness).min() ?? 0
            if sureness > best?.sureness ?? 0 { best = (first, second, sureness) }
        }
        return best.map { ($0.first, $0.second) }
    }
}
