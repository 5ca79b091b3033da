import Foundation

/// Cuts a recipe's text into ingredient phrases.
///
/// Lines, then commas and semicolons outside parentheses, then "and" where it joins two
/// ingredients ("salt and pepper", "1 cup flour and 2 eggs", but not "half and half").
/// A piece that only describes the one before it ("minced", "drained and rinsed", "to
/// taste") stays with it as its note. Headings ("Ingredients:") are skipped; a heading such
/// as "Directions:" ends the ingredients, and the lines after it are reported, not read.
enum IngredientPhraseSplitter {
    /// The phrases of a recipe and what was left out.
    struct Result: Equatable {
        var phrases: [String]
        /// Lines not read as ingredients, for a warning: the ones under "Directions:" and the like.
        var ignoredLines: [String]
    }

    /// Headings after which a recipe holds its method rather than its ingredients.
    static let methodHeadings: Set<String> = [
        "directions", "instructions", "method", "steps", "preparation", "how to make it", "to make",
    ]

    /// First words that mark a piece as a note on the ingredient before it.
    static let noteStarters: Set<String> = [
        "to", "or", "plus", "about", "such", "like", "at", "cut", "preferably", "if", "divided", "optional", "see",
        "approximately", "well", "room", "as", "from", "for", "into", "then", "until", "e", "i", "ie", "eg",
        "split", "stems", "leaves", "tips", "casings", "kernels", "woody", "white", "skin", "bones", "ends",
        "soaked", "thinly", "halved", "seeds", "pits", "rind", "shells", "not",
    ]

    /// Last words of a note saying what was taken off the food: "bone and skin removed".
    static let takenOffWords: Set<String> = ["removed", "discarded", "reserved", "trimmed", "off"]

    /// Words a note may hold besides preparation words: "stems removed", "against the grain".
    static let noteWords: Set<String> = [
        "split", "stems", "stem", "leaves", "leaf", "tips", "casings", "kernels", "woody", "ends", "off", "only",
        "parts", "part", "white", "light", "green", "tender", "against", "grain", "hours", "hour", "minutes",
        "overnight", "runs", "clear", "water", "on", "the", "diagonal", "bias", "lengthwise", "crosswise",
        "rounds", "coins", "strips", "wedges", "florets", "segments", "segmented", "thick", "thin", "inch", "cm",
        "mm", "skin", "bones", "ribs", "removed", "reserved", "squeezed", "dry", "fat", "of", "from", "by", "half",
        "halves", "quarters", "slit", "matchsticks", "ribbons", "cubes", "dice", "rings", "torn", "excess", "juices",
        "for", "and", "or", "in", "to", "into", "a", "an", "it", "them", "at", "until", "about", "more", "if",
        "using", "chilled", "cold", "warm", "hot", "room", "temperature", "roughly", "plus", "extra", "serve",
    ]

    /// Foods whose names hold "and", which must not be split.
    static let compoundNames: [String] = [
        "half and half", "half-and-half", "mac and cheese", "macaroni and cheese", "bread and butter",
        "sweet and sour", "salt and vinegar", "pork and beans", "franks and beans", "peanut butter and jelly",
    ]

    /// `joiningComma` says when a part after a comma only says which kind of the food before
    /// it ("rice, brown"): it returns the two read as one phrase, or nil.
    static func split(_ text: String, joiningComma: ((String, String) -> String?)? = nil) -> Result {
        var phrases: [String] = []
        var ignored: [String] = []
        var inMethod = false
        for rawLine in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            var line = SpokenAmount.written(stripListMarker(rawLine.trimmingCharacters()))
            if line.isEmpty { continue }
            if inMethod {
                ignored.append(line)
                continue
            }
            // "Ingredients:" alone, or "Ingredients: 2 eggs, …" with the list after it.
            if let colon = line.firstIndex(of: ":") {
                let heading = line[..<colon].trimmingCharacters().lowercased()
                let rest = line[line.index(after: colon)...].trimmingCharacters()
                let looksLikeHeading = !heading.isEmpty && QuantityReader.read(RecipeTokenizer.tokens(heading)[...]) == nil
                    && heading.split(separator: " ").count <= 4
                if looksLikeHeading {
                    if methodHeadings.contains(heading) {
                        inMethod = true
                        if !rest.isEmpty { ignored.append(rest) }
                        continue
                    }
                    if rest.isEmpty { continue }
                    line = rest
                }
            } else if line.lowercased() == "ingredients" {
                continue
            } else if methodHeadings.contains(line.lowercased()) {
                inMethod = true
                continue
            }
            phrases.append(contentsOf: splitLine(line, joiningComma: joiningComma))
        }
        return Result(phrases: phrases, ignoredLines: ignored)
    }

    /// "- 2 eggs", "* 2 eggs", "• 2 eggs", "1. 2 eggs", "1) 2 eggs" → "2 eggs".
    private static func stripListMarker(_ line: String) -> String {
        for marker in ["- ", "* ", "• ", "· ", "– "] where line.hasPrefix(marker) {
            return String(line.dropFirst(marker.count)).trimmingCharacters()
        }
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        let after = line.dropFirst(digits.count)
        if !digits.isEmpty, digits.count <= 2, after.hasPrefix(". ") || after.hasPrefix(") ") {
            return String(after.dropFirst(2)).trimmingCharacters()
        }
        return line
    }

    /// The most pieces one amount is continued by ("6 bone-in, skin-on chicken thighs" takes one).
    static let longestContinuation = 4

    /// Whether a piece is an amount and nothing else ("2", "1 cup").
    static func isAmountAlone(_ piece: String) -> Bool {
        let phrase = IngredientPhrase(piece)
        return phrase.quantity != nil && phrase.food.isEmpty
    }

    /// One line's phrases: commas and semicolons first, notes joined back, then "and".
    private static func splitLine(_ line: String, joiningComma: ((String, String) -> String?)?) -> [String] {
        var pieces: [String] = []
        var current = ""
        var depth = 0
        for character in line {
            switch character {
            case "(": depth += 1; current.append(character)
            case ")": depth = max(0, depth - 1); current.append(character)
            case "," where depth == 0, ";" where depth == 0:
                pieces.append(current.trimmingCharacters())
                current = ""
            default: current.append(character)
            }
        }
        pieces.append(current.trimmingCharacters())
        pieces.removeAll { $0.isEmpty }
        // "6 bone-in, skin-on chicken thighs": a piece with an amount but no food continues in the next.
        // An amount alone is never continued by another ("2, 2, 2…" read every growing piece
        // again: 20 KB of them took half a minute), and a piece takes at most a few continuations.
        var index = 0
        var continued = 0
        while index + 1 < pieces.count {
            let phrase = IngredientPhrase(pieces[index])
            if continued < Self.longestContinuation, phrase.quantity != nil, phrase.food.isEmpty,
               !isNote(pieces[index + 1]) || phrase.unit == "piece", !isAmountAlone(pieces[index + 1]) {
                pieces[index] += " " + pieces.remove(at: index + 1)
                continued += 1
            } else {
                index += 1
                continued = 0
            }
        }

        // "rice, brown, cooked": the tables' way of naming one food, read as one phrase.
        if let joiningComma {
            var index = 0
            while index + 1 < pieces.count {
                if !isNote(pieces[index + 1]), let one = joiningComma(pieces[index], pieces[index + 1]) {
                    pieces[index] = one
                    pieces.remove(at: index + 1)
                } else {
                    index += 1
                }
            }
        }
        var merged: [(main: String, notes: [String])] = []
        for piece in pieces {
            if !merged.isEmpty, let second = ingredientAfterPreparation(piece) {
                // "2 eggs, fried in 2 tbsp butter": the butter is an ingredient of its own.
                merged.append((second, []))
            } else if let last = merged.indices.last, isAmountAlone(piece), IngredientPhrase(merged[last].main).quantity == nil {
                // "oats, 40g", "Goose, wild, roasted, 107 g": an amount alone after a food with none is its amount.
                merged[last].main = piece + " " + merged[last].main
            } else if !merged.isEmpty, isNote(piece) {
                merged[merged.count - 1].notes.append(piece)
            } else {
                merged.append((piece, []))
            }
        }
        var phrases: [String] = []
        for (main, notes) in merged {
            var main = main
            var notes = notes
            // "salt and pepper to taste": the seasoning note belongs to both.
            for tail in [" to taste", " as needed"] where main.lowercased().hasSuffix(tail) && main.count > tail.count {
                main = String(main.dropLast(tail.count))
                notes.insert(String(tail.dropFirst()), at: 0)
            }
            let suffix = notes.isEmpty ? "" : ", " + notes.joined(separator: ", ")
            if let citrus = citrusParts(main, notes: notes) {
                phrases.append(contentsOf: citrus)
                continue
            }
            for part in splitOnEach(main) ?? splitOnAnd(main) { phrases.append(part + suffix) }
        }
        return phrases
    }

    /// Whether a comma-separated piece describes the ingredient before it rather than naming another.
    static func isNote(_ piece: String) -> Bool {
        let tokens = RecipeTokenizer.tokens(piece)
        guard let first = tokens.first?.lowercased() else { return true }
        if QuantityReader.number(first) != nil { return false }
        if noteStarters.contains(first) { return true }
        // "sliced into half moons", "cut in half lengthwise", "torn into bite-size pieces": how the
        // food is cut and into what, whatever the words after it ("fried in 2 tbsp butter" names
        // a second ingredient: `ingredientAfterPreparation`).
        if tokens.count > 2, cuttingWords.contains(first), ingredientAfterPreparation(piece) == nil,
           let next = tokens.dropFirst().first(where: { !$0.lowercased().hasSuffix("ly") }),
           ["into", "in", "to"].contains(next.lowercased()) {
            return true
        }
        // "bone and skin removed", "casing removed", "stems discarded": what was taken off.
        if tokens.count > 1, let last = tokens.last?.lowercased(), takenOffWords.contains(last) { return true }
        return tokens.allSatisfy { token in
            let word = token.lowercased()
            // "sliced", "thinly" — but "linseed" is a food.
            return IngredientPhrase.preparationWords.contains(word) || (word.hasSuffix("ed") && !word.hasSuffix("eed"))
                || word.hasSuffix("ly")
                || noteWords.contains(word) || UnitTable.unit(word) != nil
                || ["(", ")", "-", "a", "an", "in", "with", "at", "until"].contains(word)
                || QuantityReader.number(word) != nil
                || IngredientPhrase.noteWordMeant(word) != word
        }
    }

    /// Words saying how a food is cut.
    static let cuttingWords: Set<String> = [
        "sliced", "cut", "chopped", "diced", "torn", "halved", "quartered", "shredded", "grated", "julienned", "cubed",
        "minced", "split", "broken", "separated", "snapped", "trimmed", "peeled", "sectioned", "segmented", "thinly",
    ]

    /// A word saying what was done to a food: a preparation word, or a past participle ("sliced";
    /// but "linseed" is a food).
    static func isPreparationWord(_ word: String) -> Bool {
        IngredientPhrase.preparationWords.contains(word) || (word.hasSuffix("ed") && !word.hasSuffix("eed") && word.count > 4)
    }

    /// The second ingredient a note names with its own amount after what is done with the first:
    /// "fried in 2 tbsp butter" → "2 tbsp butter", "marinated in 1 cup yogurt" → "1 cup yogurt";
    /// nil otherwise ("sliced into 2 cm rounds" cuts the food into pieces, not into a food).
    static func ingredientAfterPreparation(_ piece: String) -> String? {
        let tokens = RecipeTokenizer.tokens(piece)
        guard let first = tokens.first?.lowercased(), isPreparationWord(first) || cuttingWords.contains(first),
              let at = tokens.firstIndex(where: { ["into", "in", "with", "to"].contains($0.lowercased()) }), at <= 2,
              at + 1 < tokens.count else { return nil }
        let rest = Array(tokens[(at + 1)...])
        guard let (_, consumed) = QuantityReader.read(rest[...]), consumed < rest.count,
              UnitTable.read(rest.dropFirst(consumed)) != nil else { return nil }
        let phrase = IngredientPhrase(rest.joined(separator: " "))
        guard phrase.quantity != nil, !phrase.food.isEmpty, !phrase.food.split(separator: " ").allSatisfy({ noteWords.contains(String($0)) })
        else { return nil }
        return RecipeTokenizer.asWritten(rest.joined(separator: " "), in: piece)
    }

    /// "½ tsp each salt and pepper" → "½ tsp salt", "½ tsp pepper"; nil without "each".
    static func splitOnEach(_ text: String) -> [String]? {
        guard let range = text.range(of: " each ", options: .caseInsensitive) else { return nil }
        let amount = text[..<range.lowerBound]
        guard QuantityReader.read(RecipeTokenizer.tokens(String(amount))[...]) != nil else { return nil }
        let foods = text[range.upperBound...].replacingOccurrences(of: " and ", with: ",").replacingOccurrences(of: " & ", with: ",")
            .split(separator: ",").map { $0.trimmingCharacters() }.filter { !$0.isEmpty }
        return foods.count > 1 ? foods.map { amount + " " + $0 } : nil
    }

    /// "zest and juice of 1 lemon", "1 lemon, zested and juiced" → the zest and the juice as two phrases.
    static func citrusParts(_ main: String, notes: [String]) -> [String]? {
        let lowered = main.lowercased()
        for joined in ["zest and juice of ", "juice and zest of ", "grated zest and juice of ", "finely grated zest and juice of "]
        where lowered.hasPrefix(joined) {
            let fruit = main.dropFirst(joined.count)
            return ["zest of \(fruit)", "juice of \(fruit)"]
        }
        let noteText = RecipeTokenizer.tokens(notes.joined(separator: " ").lowercased()).map(IngredientPhrase.noteWordMeant)
            .joined(separator: " ")
        let zested = noteText.contains("zested"), juiced = noteText.contains("juiced")
        guard zested || juiced, QuantityReader.read(RecipeTokenizer.tokens(main)[...]) != nil else { return nil }
        return (zested ? ["zest of \(main)"] : []) + (juiced ? ["juice of \(main)"] : [])
    }

    /// "salt and pepper" → two; "1 cup flour and 2 eggs" → two; "half and half" → one.
    private static func splitOnAnd(_ text: String) -> [String] {
        let lowered = text.lowercased()
        if compoundNames.contains(where: { lowered.contains($0) }) { return [text] }
        var parts: [String] = []
        var rest = Substring(text)
        let startsWithQuantity = QuantityReader.read(RecipeTokenizer.tokens(text)[...]) != nil
        while let range = firstJoiner(in: rest) {
            let left = rest[..<range.lowerBound]
            let right = rest[range.upperBound...]
            let rightHasQuantity = QuantityReader.read(RecipeTokenizer.tokens(String(right))[...]) != nil
            guard rightHasQuantity || !startsWithQuantity else { break }
            parts.append(left.trimmingCharacters())
            rest = right
        }
        parts.append(rest.trimmingCharacters())
        return parts.filter { !$0.isEmpty }
    }

    /// The first " and " or " & " in `text` (any case), as a range of `text`.
    private static func firstJoiner(in text: Substring) -> Range<Substring.Index>? {
        var index = text.startIndex
        while index < text.endIndex {
            for joiner in [" and ", " & "] {
                var probe = index
                var matched = true
                for expected in joiner {
                    guard probe < text.endIndex, text[probe].lowercased() == String(expected) else {
                        matched = false
                        break
                    }
                    probe = text.index(after: probe)
                }
                if matched { return index..<probe }
            }
            index = text.index(after: index)
        }
        return nil
    }
}
