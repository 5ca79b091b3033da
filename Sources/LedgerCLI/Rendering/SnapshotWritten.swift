import MealLedger

/// What `ledger snapshot` prints: the snapshot written (or, in a dry run, that it would be).
struct SnapshotWritten: PrintableReport {
    var journal: String
    var snapshot: String
    /// The events the snapshot holds.
    var events: Int
    /// The snapshot's size; nil in a dry run.
    var bytes: Int?
    var milliseconds: Int
    var isDryRun: Bool

    /// `{"journal","snapshot","events","bytes"|null,"dryRun"}`.
    func writeJSON(to json: inout JSONWriter) {
        json.object { json in
            json.member("journal", journal)
            json.member("snapshot", snapshot)
            json.member("events", events)
            json.member("bytes", orNull: bytes)
            json.member("dryRun", isDryRun)
        }
    }

    func text(width: Int?) -> String {
        guard !isDryRun, let bytes else { return "would write \(snapshot): \(plural(events, "event"))\n" }
        return "wrote \(snapshot): \(plural(events, "event")), \(bytes / 1024) KiB, in \(milliseconds) ms\n"
    }
}
