/// The structural invariants of the projections, checked after every apply in tests.
extension LedgerState {
    /// Every invariant that does not hold, in words; empty when all hold.
    public func checkInvariants() -> [String] {
        var broken = eventLines.checkInvariants().map { "event ids: " + $0 }
            + log.checkInvariants().map { "log: " + $0 } + plan.checkInvariants().map { "plan: " + $0 }
        for (id, record) in meals.records {
            if record.definition.mealId != id { broken.append("meal \(id) is filed under another id") }
            if let deleted = record.deletedLine, deleted <= record.createdLine {
                broken.append("meal \(id) deleted on line \(deleted), before its creation on line \(record.createdLine)")
            }
        }
        var listed = 0
        for date in log.dates {
            let entries = log.entries(on: date)
            listed += entries.count
            if Set(entries.map(\.id)).count != entries.count { broken.append("an entry is listed twice on \(date)") }
            for (id, record) in entries where record.date != date {
                broken.append("entry \(id) is listed on \(date) but logged on \(record.date)")
            }
        }
        let live = log.records.filter { !$0.record.isRemoved }
        if listed != live.count { broken.append("\(live.count) entries not removed but \(listed) listed by day") }
        for (id, record) in log.records {
            if let removed = record.removedLine, removed <= record.line {
                broken.append("entry \(id) removed on line \(removed), before it was logged on line \(record.line)")
            }
            if log[id] != record { broken.append("entry \(id) is not found by its id") }
        }
        for record in plan.records where plan[record.assignmentId] != record {
            broken.append("assignment \(record.assignmentId) is not found by its id")
        }
        if eventLines.count > eventCount { broken.append("more event ids than events") }
        return broken
    }
}
