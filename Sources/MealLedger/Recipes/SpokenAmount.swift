/// Writes amounts spoken in words as numbers before a line is cut into foods, so that the "and"
/// inside an amount is not read as joining two foods.
///
/// "one and a half cups flour" → "1 1/2 cups flour"; "2 and a half cups water" → "2 1/2 cups water";
/// "a cup and a half of rice" → "1 1/2 cup of rice"; "three quarters of a cup of oats" →
/// "3/4 cup of oats"; "two thirds cup sugar" → "2/3 cup sugar". A fraction is rewritten only
/// before a unit or after a whole number and "and", so "a quarter pounder" and "half and half"
/// stay as written. Words not part of an amount are kept as they are.
enum SpokenAmount {
    /// A fraction written in words: its numerator and denominator.
    struct Fraction: Equatable {
        var numerator: Int
        var denominator: Int
    }

    /// Whole numbers written as words ("one" to "twelve"): the recipe reader's own number words
    /// without the article and "dozen".
    static let wholeWords: [String: Int] = QuantityReader.numberWords
        .filter { $0.value >= 1 && $0.value == $0.value.rounded() && !["a", "an", "dozen"].contains($0.key) }
        .mapValues { Int($0) }
    /// The denominator a singular fraction word names ("a third").
    private static let singularParts: [String: Int] = ["half": 2, "third": 3, "quarter": 4, "fourth": 4, "eighth": 8]
    /// The denominator a plural fraction word names ("two thirds").
    private static let pluralParts: [String: Int] = ["halves": 2, "thirds": 3, "quarters": 4, "fourths": 4, "eighths": 8]

    /// `line` with each spoken amount written as a number.
    static func written(_ line: String) -> String {
        // A line of no letters or one word holds no amount in words: returned untouched.
        guard line.contains(where: { $0.isLetter }) else { return line }
        let words = line.split(separator: " ", omittingEmptySubsequences: true)
        guard words.count > 1 else { return line }
        let keys = words.map(key)
        var output: [String] = []
        var index = 0
        var changed = false
        while index < words.count {
            if let (text, consumed) = amount(at: index, in: keys) {
                // Punctuation after the last word rewritten stays ("cups," keeps its comma).
                output.append(text + trailingPunctuation(of: words[index + consumed - 1]))
                index += consumed
                changed = true
            } else {
                output.append(String(words[index]))
                index += 1
            }
        }
        return changed ? output.joined(separator: " ") : line
    }

    /// The amount starting at `index` as number text, and how many words it took; nil when none
    /// of the patterns starts there.
    static func amount(at index: Int, in keys: [String]) -> (String, Int)? {
        func key(_ offset: Int) -> String? { index + offset < keys.count ? keys[index + offset] : nil }
        // "a hundred grams", "twenty almonds", "two hundred and fifty g": a number past the
        // recipe reader's words, written in digits ("one" to "twelve" it reads itself).
        if let (value, consumed) = cardinal(at: index, in: keys), value > 12,
           key(consumed) != "and" || cardinal(at: index + consumed + 1, in: keys) == nil {
            return (String(value), consumed)
        }
        // "one and a half", "2 and 1/2", "two and three quarters": a whole number, "and", a fraction.
        if let whole = whole(key(0)), key(1) == "and", let (fraction, consumed) = fraction(at: index + 2, in: keys) {
            return (text(whole: whole, fraction), 2 + consumed)
        }
        // "a cup and a half", "two tablespoons and a half": a count, a unit, "and", a fraction.
        if let count = key(0).flatMap({ $0 == "a" || $0 == "an" ? 1 : whole($0) }), let unit = key(1), isUnit(unit),
           key(2) == "and", let (fraction, consumed) = fraction(at: index + 3, in: keys) {
            return (text(whole: count, fraction) + " " + unit, 3 + consumed)
        }
        // "three quarters of a cup", "two thirds cup", "a third of a cup": a fraction before a unit.
        if let (fraction, consumed) = fraction(at: index, in: keys) {
            var next = index + consumed
            if next < keys.count, keys[next] == "of" { next += 1 }
            if next < keys.count, keys[next] == "a" || keys[next] == "an" { next += 1 }
            if next < keys.count, isUnit(keys[next]) {
                return (text(whole: 0, fraction), next - index)
            }
        }
        return nil
    }

    /// Numbers from thirteen to ninety-nine written as words.
    static let teenAndTensWords: [String: Int] = [
        "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
        "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
    ]

    /// A whole number written in words at `index` and the words it took: "twenty", "twenty-five",
    /// "twenty five", "a hundred", "two hundred and fifty"; at most 999.
    static func cardinal(at index: Int, in keys: [String]) -> (Int, Int)? {
        func below100(_ at: Int) -> (Int, Int)? {
            guard at < keys.count else { return nil }
            let word = keys[at]
            let parts = word.split(separator: "-")
            if parts.count == 2, let tens = teenAndTensWords[String(parts[0])], tens % 10 == 0, tens >= 20,
               let unit = wholeWords[String(parts[1])], unit < 10 {
                return (tens + unit, 1)
            }
            if let tens = teenAndTensWords[word] {
                if tens % 10 == 0, tens >= 20, at + 1 < keys.count, let unit = wholeWords[keys[at + 1]], unit < 10 {
                    return (tens + unit, 2)
                }
                return (tens, 1)
            }
            if let small = wholeWords[word] { return (small, 1) }
            return nil
        }
        guard index < keys.count else { return nil }
        // "a hundred", "two hundred", "hundred".
        var hundreds = 0
        var at = index
        if keys[at] == "a" || keys[at] == "an" || keys[at] == "one", at + 1 < keys.count, keys[at + 1] == "hundred" {
            (hundreds, at) = (1, at + 2)
        } else if let count = wholeWords[keys[at]], count < 10, at + 1 < keys.count, keys[at + 1] == "hundred" {
            (hundreds, at) = (count, at + 2)
        }
        if hundreds > 0 {
            // "a hundred and fifty", "two hundred twenty".
            let afterAnd = at < keys.count && keys[at] == "and" ? at + 1 : at
            if let (rest, taken) = below100(afterAnd), rest < 100 { return (hundreds * 100 + rest, afterAnd + taken - index) }
            return (hundreds * 100, at - index)
        }
        return below100(index)
    }

    /// The fraction written in words at `index` and the words it took: "a half", "one third",
    /// "three quarters", "three-quarters", "1/2".
    static func fraction(at index: Int, in keys: [String]) -> (Fraction, Int)? {
        guard index < keys.count else { return nil }
        let first = keys[index]
        if first.contains("/"), let value = QuantityReader.number(first), value > 0, value < 1,
           let slash = first.firstIndex(of: "/"), let numerator = Int(first[..<slash]),
           let denominator = Int(first[first.index(after: slash)...]) {
            return (Fraction(numerator: numerator, denominator: denominator), 1)
        }
        // "three-quarters", "two-thirds": one word.
        let halves = first.split(separator: "-")
        if halves.count == 2, let numerator = whole(String(halves[0])), let denominator = pluralParts[String(halves[1])],
           numerator < denominator {
            return (Fraction(numerator: numerator, denominator: denominator), 1)
        }
        // "one-half", "a-third".
        if halves.count == 2, ["one", "a"].contains(String(halves[0])), let denominator = singularParts[String(halves[1])] {
            return (Fraction(numerator: 1, denominator: denominator), 1)
        }
        guard index + 1 < keys.count else { return nil }
        let second = keys[index + 1]
        if first == "a" || first == "an" || first == "one", let denominator = singularParts[second] {
            return (Fraction(numerator: 1, denominator: denominator), 2)
        }
        if let numerator = whole(first), numerator > 1, let denominator = pluralParts[second], numerator < denominator {
            return (Fraction(numerator: numerator, denominator: denominator), 2)
        }
        return nil
    }

    /// A whole number written as digits or a word: "2", "two".
    private static func whole(_ key: String?) -> Int? {
        guard let key else { return nil }
        if let word = wholeWords[key] { return word }
        guard !key.isEmpty, key.allSatisfy({ $0.isASCII && $0.isNumber }), key.count <= 4 else { return nil }
        return Int(key)
    }

    /// Whether `key` names a unit of measure or a container ("cup", "tablespoons", "tin").
    private static func isUnit(_ key: String) -> Bool {
        UnitTable.unit(key) != nil
    }

    /// "1 1/2", "3/4", "2".
    private static func text(whole: Int, _ fraction: Fraction) -> String {
        let part = "\(fraction.numerator)/\(fraction.denominator)"
        return whole > 0 ? "\(whole) \(part)" : part
    }

    /// The word lower-cased, without punctuation after it ("cups," → "cups").
    private static func key(_ word: Substring) -> String {
        word.lowercased().droppingTrailing(",;:.")
    }

    private static func trailingPunctuation(of word: Substring) -> String {
        String(word.reversed().prefix { ",;:.".contains($0) }.reversed())
    }
}

private extension String {
    func droppingTrailing(_ set: String) -> String {
        var text = Substring(self)
        while let last = text.last, set.contains(last) { text = text.dropLast() }
        return String(text)
    }
}
