import MealLedger

extension Ledger.MealShow {
    /// When a meal was created, and apart from that when it was last logged (SPEC 16): the
    /// `at` of its `meal.created`, and the latest `at` of a `meal.logged` of it still in force.
    struct Times {
        var created: Instant?
        var lastLogged: Instant?
    }

    /// Reads the times from the journal in one pass, decoding only the lines that name the meal.
    static func times(of record: MealLibrary.Record, state: LedgerState, journal: String) throws -> Times {
        let id = Array(record.definition.mealId.description.utf8)
        var times = Times()
        let file = try JournalFile.openForReading(journal)
        _ = try JournalLineReader.readLines(descriptor: file.descriptor, path: journal) { line in
            guard !line.isOverlong, contains(line.bytes, id), let event = try? Event(line: line.bytes) else { return true }
            switch event.payload {
            case .mealCreated(let created) where created.meal.mealId == record.definition.mealId:
                if line.number == record.createdLine { times.created = event.at }
            case .mealLogged(let logged) where logged.mealId == record.definition.mealId:
                if let entry = state.log[logged.entryId], !entry.isRemoved, entry.line == line.number {
                    times.lastLogged = max(times.lastLogged ?? event.at, event.at)
                }
            default:
                break
            }
            return true
        }
        return times
    }

    /// True when `needle` occurs in `bytes`.
    private static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, bytes.count >= needle.count else { return false }
        var index = 0
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first {
                var matched = 1
                while matched < needle.count, bytes[index + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return true }
            }
            index += 1
        }
        return false
    }
}
