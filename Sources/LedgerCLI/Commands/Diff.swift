import MealLedger

extension Ledger {
    /// `ledger diff A B`: events only in A, only in B, and the same id with different content.
    struct Diff: LedgerCommand {
        static let spec = CommandSpec(
            name: "diff", arguments: "A B [--json] [--exit-code]",
            summary: "Compare two journals event by event: only in A, only in B, same id with different content.",
            discussion: """
            Events are matched by id and compared in canonical form, so a hand-edited line that
            says the same thing differently is not a difference; the order of lines does not
            matter. Each event is shown with its line number (A:LINE, B:LINE).
            --json prints {"a":{"path","events"},"b":{…},"same":N,"onlyInA":[{"line","event"}],
            "onlyInB":[…],"changed":[{"id","fields":[…],"a":{"line","event"},"b":{"line","event"}}]}.
            Exit status 0 whether or not they differ; with --exit-code, 1 when they differ
            (as 'git diff --exit-code'). 3 when a journal has a damaged or torn line.
            """,
            options: [.json, OptionSpec("exit-code", help: "exit with status 1 when the journals differ")])

        static func run(_ arguments: Arguments, _ context: CommandContext) throws -> ExitCode {
            guard arguments.positionals.count == 2 else {
                throw CLIError.usage(spec.commandPath, arguments.positionals.count < 2
                    ? "needs two journals, A and B" : "unexpected argument '\(arguments.positionals[2])'")
            }
            let a = try JournalIndex.read(path: arguments.positionals[0])
            let b = try JournalIndex.read(path: arguments.positionals[1])
            let diff = JournalDiff(a.events, b.events)
            if arguments.has("json") {
                printJSON(try json(diff, a: a, b: b), to: context)
            } else {
                context.stdout.write(try text(diff, a: a, b: b))
            }
            return arguments.has("exit-code") && !diff.isEmpty ? .refused : .success
        }

        static func json(_ diff: JournalDiff, a: JournalIndex, b: JournalIndex) throws -> JSONWriter {
            var json = JSONWriter()
            func side(_ index: JournalIndex) {
                json.raw("{")
                json.member("path", first: true); json.string(index.name)
                json.member("events"); json.number(Double(index.events.count))
                json.raw("}")
            }
            func located(_ index: JournalIndex, _ position: Int) throws {
                json.raw("{")
                json.member("line", first: true); json.number(Double(position + 1))
                json.member("event"); json.event(try index.event(at: position))
                json.raw("}")
            }
            json.raw("{")
            json.member("a", first: true); side(a)
            json.member("b"); side(b)
            json.member("same"); json.number(Double(diff.sameCount))
            for (name, index, positions) in [("onlyInA", a, diff.onlyInA), ("onlyInB", b, diff.onlyInB)] {
                json.member(name); json.raw("[")
                for (count, position) in positions.enumerated() {
                    if count > 0 { json.raw(",") }
                    try located(index, position)
                }
                json.raw("]")
            }
            json.member("changed"); json.raw("[")
            for (count, change) in diff.changed.enumerated() {
                if count > 0 { json.raw(",") }
                let left = try a.event(at: change.indexInA)
                let right = try b.event(at: change.indexInB)
                json.raw("{")
                json.member("id", first: true); json.string(change.id.description)
                json.member("fields"); json.strings(JournalDiff.differingFields(left, right))
                json.member("a"); try located(a, change.indexInA)
                json.member("b"); try located(b, change.indexInB)
                json.raw("}")
            }
            json.raw("]}")
            return json
        }

        static func text(_ diff: JournalDiff, a: JournalIndex, b: JournalIndex) throws -> String {
            guard !diff.isEmpty else {
                return "\(a.name) and \(b.name) hold the same \(plural(diff.sameCount, "event"))\n"
            }
            var text = ""
            func section(_ title: String, _ rows: [(JournalIndex, Int, note: String?)]) throws {
                guard !rows.isEmpty else { return }
                var table = Table([("LINE", .left), ("AT", .left), ("DEVICE", .left), ("TYPE", .left), ("EVENT", .left)])
                for (index, position, note) in rows {
                    let event = try index.event(at: position)
                    table.add(["\(index.name):\(position + 1)", Format.instant(event.at), event.device, event.type.rawValue,
                               EventSummary.text(event, state: LedgerState())])
                    if let note { table.add(["", "", "", "", note]) }
                }
                if !text.isEmpty { text += "\n" }
                text += title + "\n" + table.render()
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
}
