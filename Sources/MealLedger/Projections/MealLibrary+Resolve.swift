import Foundation

/// Finding a meal by what a person types (SPEC section 9): its id, the start or end of its id,
/// its exact name (any case), then a unique name prefix, then a unique word of its name.
extension MealLibrary {
    /// What a reference names.
    public enum Match {
        case found(Record)
        /// Several meals fit equally well.
        case ambiguous([Record])
        /// None fits: the names nearest to it, best first (at most three).
        case none(nearest: [String])
    }

    /// The meal `reference` names; `byWord: false` stops after the prefix rule (for `ledger
    /// eat`, where words that name no meal are read as food).
    public func match(_ reference: String, byWord: Bool = true) -> Match {
        let trimmed = reference.trimmingWhitespace()
        if let id = Identifier(trimmed), let record = records[id] { return .found(record) }
        let lowered = trimmed.lowercased()
        let all = Array(records.values)
        // An exact name wins over an id abbreviation: a meal called "Beef" is not the meal
        // whose id ends in "beef".
        let named = all.filter { $0.definition.name.lowercased() == lowered }
        let active = named.filter { !$0.isDeleted }
        if active.count == 1 { return .found(active[0]) }
        if active.count > 1 { return .ambiguous(active) }
        if lowered.count >= 4, lowered.allSatisfy({ $0.isHexDigit || $0 == "-" }) {
            let matches = all.filter { $0.definition.mealId.isAbbreviated(by: lowered) }
            if matches.count == 1 { return .found(matches[0]) }
            if matches.count > 1 { return .ambiguous(matches) }
        }
        // A deleted meal is still found by its exact name (to log what was eaten before).
        if let deleted = named.max(by: { $0.createdLine < $1.createdLine }) { return .found(deleted) }
        let inForce = all.filter { !$0.isDeleted }
        guard !lowered.isEmpty else { return .none(nearest: []) }
        let prefixed = inForce.filter { $0.definition.name.lowercased().hasPrefix(lowered) }
        if prefixed.count == 1 { return .found(prefixed[0]) }
        if prefixed.count > 1 { return .ambiguous(prefixed) }
        if byWord {
            let words = Self.words(lowered)
            let worded = inForce.filter { record in
                let nameWords = Set(Self.words(record.definition.name.lowercased()))
                return !words.isEmpty && words.allSatisfy(nameWords.contains)
            }
            if worded.count == 1 { return .found(worded[0]) }
            if worded.count > 1 { return .ambiguous(worded) }
        }
        return .none(nearest: nearestNames(to: lowered, among: inForce))
    }

    /// The meal `reference` names, or a refusal naming the candidates or the nearest names.
    public func resolve(_ reference: String) throws(FieldError) -> Record {
        switch match(reference) {
        case .found(let record):
            return record
        case .ambiguous(let records):
            throw FieldError(field: "mealId", problem: Self.ambiguity(reference, records))
        case .none(let nearest):
            throw FieldError(field: "mealId", problem: Self.nothing(reference, nearest: nearest))
        }
    }

    /// `'chick' fits 2 meals: Chicken bowl (1a2b3c4d), Chicken soup (5e6f7a8b); type more of the name or give the id`.
    public static func ambiguity(_ reference: String, _ records: [Record]) -> String {
        let listed = records.sorted { $0.definition.name < $1.definition.name }.prefix(8)
            .map { "\($0.definition.name) (\($0.definition.mealId.short))" }.joined(separator: ", ")
        return "'\(reference.trimmingWhitespace())' fits \(records.count) meals: \(listed)\(records.count > 8 ? ", …" : ""); "
            + "type more of the name or give the id"
    }

    /// `names no meal, got 'chiken bowl'; did you mean 'Chicken bowl'?`.
    public static func nothing(_ reference: String, nearest: [String]) -> String {
        let base = "names no meal, got '\(reference.trimmingWhitespace())'"
        guard !nearest.isEmpty else { return base + "; 'ledger meals' lists them" }
        return base + "; did you mean " + nearest.map { "'\($0)'" }.joined(separator: " or ") + "?"
    }

    /// Up to three names close to `lowered` by edit distance, or that contain it.
    private func nearestNames(to lowered: String, among records: [Record]) -> [String] {
        // Names are compared by their first 64 characters: a hand-edited giant name costs no more.
        let query = String(lowered.prefix(64))
        let limit = max(2, query.count / 3)
        let scored = records.compactMap { record -> (Int, String)? in
            let name = record.definition.name
            let lowerName = name.lowercased()
            if lowerName.contains(lowered) { return (0, name) }
            let distance = EditDistance.between(query, String(lowerName.prefix(64)))
            return distance <= limit ? (distance, name) : nil
        }
        var seen = Set<String>()
        return scored.sorted { $0 < $1 }.map(\.1).filter { seen.insert($0).inserted }.prefix(3).map { $0 }
    }

    /// A name as duplicate names are compared: case, accents, width, runs of white space and
    /// invisible characters (zero-width spaces and joiners) set aside.
    public static func nameKey(_ name: String) -> String {
        let invisible: Set<Unicode.Scalar> = ["\u{200B}", "\u{200C}", "\u{200D}", "\u{2060}", "\u{FEFF}", "\u{00AD}"]
        let visible = String(String.UnicodeScalarView(name.unicodeScalars.filter { !invisible.contains($0) }))
        let folded = MealQuery.folded(visible).folding(options: [.widthInsensitive], locale: nil)
        return folded.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The words of a name: runs of letters and digits.
    static func words(_ text: String) -> [String] {
        text.split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }
}

extension String {
    /// The string without white space at either end.
    func trimmingWhitespace() -> String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }
}

/// Resolving an abbreviated id among any set of ids.
public enum IdentifierPrefix {
    /// The one id in `ids` that `reference` is, or is the start or end of (at least 4 characters).
    public static func resolve<S: Sequence>(_ reference: String, among ids: S, field: String, noun: String)
        throws(FieldError) -> Identifier where S.Element == Identifier {
        let lowered = reference.trimmingWhitespace().lowercased()
        if let id = Identifier(lowered) { return id }
        guard lowered.count >= 4 else {
            throw FieldError(field: field, problem: "must be an id, or at least 4 characters of its start or end, got '\(reference)'")
        }
        var found: Identifier?
        var count = 0
        for id in ids where id.isAbbreviated(by: lowered) {
            found = id
            count += 1
        }
        if count == 1, let found { return found }
        if count > 1 { throw FieldError(field: field, problem: "'\(reference)' fits \(count) \(noun) ids; type more of it") }
        throw FieldError(field: field, problem: "names no \(noun), got '\(reference)'")
    }
}
