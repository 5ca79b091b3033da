import MealLedger

/// `ledger diff`: what differs between two journals, with each event read back from its line.
struct JournalComparison: PrintableReport {
    var diff: JournalDiff
    var a: JournalIndex
    var b: JournalIndex

    /// `{"a":{"path","events"},"b":{…},"same":N,"onlyInA":[{"line","event"}],"onlyInB":[…],
    /// "changed":[{"id","fields":[…],"a":{"line","event"},"b":{"line","event"}}]}`.
    func writeJSON(to json: inout JSONWriter) throws {
        try json.object { json in
            json.member("a") { Self.writeSide(a, to: &$0) }
            json.member("b") { Self.writeSide(b, to: &$0) }
            json.member("same", diff.sameCount)
            try json.member("onlyInA") { json in try json.array(diff.onlyInA) { try Self.writeEvent(a, at: $1, to: &$0) } }
            try json.member("onlyInB") { json in try json.array(diff.onlyInB) { try Self.writeEvent(b, at: $1, to: &$0) } }
            try json.member("changed") { json in
                try json.array(diff.changed) { json, change in
                    try json.object { json in
                        json.member("id", change.id)
                        json.member("fields", try JournalDiff.differingFields(a.event(at: change.indexInA),
                                                                              b.event(at: change.indexInB)))
                        try json.member("a") { try Self.writeEvent(a, at: change.indexInA, to: &$0) }
                        try json.member("b") { try Self.writeEvent(b, at: change.indexInB, to: &$0) }
                    }
                }
            }
        }
    }

    /// `{"path","events"}`.
    private static func writeSide(_ index: JournalIndex, to json: inout JSONWriter) {
        json.object { json in
            json.member("path", index.name)
            json.member("events", index.events.count)
        }
    }

    /// `{"line","event"}`.
    private static func writeEvent(_ index: JournalIndex, at position: Int, to json: inout JSONWriter) throws {
        let event = try index.event(at: position)
        json.object { json in
            json.member("line", position + 1)
            json.member("event", event)
        }
    }

    func text(width: Int?) throws -> String {
        guard !diff.isEmpty else {
            return "\(a.name) and \(b.name) hold the same \(plural(diff.sameCount, "event"))\n"
        }
        var text = ""
        func section(_ title: String, _ rows: [(JournalIndex, Int, note: String?)]) throws {
            guard !rows.isEmpty else { return }
            var table = Table([("LINE", .left), ("AT", .left), ("DEVICE", .left), ("TYPE", .left), ("EVENT", .left)])
            table.keepWhole(["AT"])
            table.cutAtStart(["LINE"])
            for (index, position, note) in rows {
                let event = try index.event(at: position)
                table.add(["\(index.name):\(position + 1)", Format.instant(event.at), event.device, event.typeName,
                           EventSummary.text(event, state: LedgerState())])
                if let note { table.add(["", "", "", "", note]) }
            }
            if !text.isEmpty { text += "\n" }
            text += title + "\n" + table.render(width: width)
        }
        try section("Only in \(a.name): \(plural(diff.onlyInA.count, "event"))", diff.onlyInA.map { (a, $0, nil) })
        try section("Only in \(b.name): \(plural(diff.onlyInB.count, "event"))", diff.onlyInB.map { (b, $0, nil) })
        var changedRows: [(JournalIndex, Int, note: String?)] = []
        for change in diff.changed {
            let fields = JournalDiff.differingFields(try a.event(at: change.indexInA), try b.event(at: change.indexInB))
            changedRows.append((a, change.indexInA, nil))
            changedRows.append((b, change.indexInB, "↑ same id \(change.id.short), differs in "
                + fields.joined(separator: ", ")))
        }
        try section("Same id, different content: \(plural(diff.changed.count, "event"))", changedRows)
        text += "\n\(diff.sameCount) the same, \(diff.onlyInA.count) only in \(a.name), "
            + "\(diff.onlyInB.count) only in \(b.name), \(diff.changed.count) changed\n"
        return text
    }
}
