import MealLedger

/// What `ledger repair` prints: what it cut and where it saved it, or, in a dry run, what it would.
struct RepairOutcome: PrintableReport {
    var journal: String
    var outcome: JournalRepair.Outcome
    var isDryRun: Bool

    /// `{"journal","repair":"none"|"tornLine"|"batch","line","lines","bytes","savedTo","dryRun"}`;
    /// all but "journal", "repair" and "dryRun" are null when there is nothing to repair.
    func writeJSON(to json: inout JSONWriter) {
        var kind = "none"
        var line: Int?, lines: Int?, bytes: Int?, savedTo: String?
        switch outcome {
        case .nothingToRepair: break
        case let .cutTornLine(at, length, side): (kind, line, lines, bytes, savedTo) = ("tornLine", at, 1, length, side)
        case let .cutBatch(at, count, length, side): (kind, line, lines, bytes, savedTo) = ("batch", at, count, length, side)
        }
        json.object { json in
            json.member("journal", journal)
            json.member("repair", kind)
            json.member("line", orNull: line)
            json.member("lines", orNull: lines)
            json.member("bytes", orNull: bytes)
            json.member("savedTo", orNull: savedTo)
            json.member("dryRun", isDryRun)
        }
    }

    func text(width: Int?) -> String {
        let (cut, save) = isDryRun ? ("would cut", "would save it to") : ("cut", "saved to")
        let journal = ShownPath.of(journal)
        switch outcome {
        case .nothingToRepair:
            return "\(journal): nothing to repair: the last line is complete\n"
        case let .cutTornLine(line, length, savedTo):
            return "\(journal):\(line): \(cut) the torn last line (\(plural(length, "byte"))); \(save) \(ShownPath.of(savedTo))\n"
        case let .cutBatch(line, lines, length, savedTo):
            return "\(journal):\(line): \(cut) a batch of \(lines) lines that a crash cut short, from this line on "
                + "(\(plural(length, "byte")), none of it ever acknowledged); \(save) \(ShownPath.of(savedTo))\n"
        }
    }
}
