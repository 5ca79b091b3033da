/// Finding a meal by what a person types: its id, a unique id prefix, or its name.
extension MealLibrary {
    /// The meal `reference` names: an exact id, a unique start or end of one (at least 4 hex
    /// digits, as tables show the last 8), or a case-insensitive exact name (meals not deleted first).
    public func resolve(_ reference: String) throws(FieldError) -> Record {
        let trimmed = reference.trimmingWhitespace()
        if let id = Identifier(trimmed), let record = records[id] { return record }
        let lowered = trimmed.lowercased()
        if lowered.count >= 4, lowered.allSatisfy({ $0.isHexDigit || $0 == "-" }) {
            let matches = records.values.filter { $0.definition.mealId.isAbbreviated(by: lowered) }
            if matches.count == 1 { return matches[0] }
            if matches.count > 1 {
                throw FieldError(field: "mealId", problem: "'\(trimmed)' fits \(matches.count) meal ids; type more of it")
            }
        }
        let named = records.values.filter { $0.definition.name.lowercased() == lowered }
        let active = named.filter { !$0.isDeleted }
        if active.count == 1 { return active[0] }
        if active.count > 1 {
            let ids = active.map { $0.definition.mealId.short }.sorted().joined(separator: ", ")
            throw FieldError(field: "mealId", problem: "'\(trimmed)' names \(active.count) meals (\(ids)); give the id")
        }
        if let deleted = named.max(by: { $0.createdLine < $1.createdLine }) { return deleted }
        throw FieldError(field: "mealId", problem: "names no meal, got '\(trimmed)'")
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
enum IdentifierPrefix {
    /// The one id in `ids` that `reference` is, or is the start or end of (at least 4 characters).
    static func resolve<S: Sequence>(_ reference: String, among ids: S, field: String, noun: String)
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
