import MealLedger

/// What `ledger init` prints: the journal created (or, in a dry run, the line it would write).
struct JournalInitialized: PrintableReport {
    var journal: String
    /// The folders created for it (or that would be), outermost first.
    var folders: [String]
    /// The `journal.created` event.
    var created: [Event]
    var isDryRun: Bool

    /// `{"journal","folders":[…],"appended":[…the line, as an object…],"dryRun"}`.
    func writeJSON(to json: inout JSONWriter) {
        json.object { json in
            json.member("journal", journal)
            json.member("folders", folders)
            json.member("appended") { $0.array(created) { $1.write(to: &$0) } }
            json.member("dryRun", isDryRun)
        }
    }

    func text(width: Int?) -> String {
        guard isDryRun else { return "created \(ShownPath.of(journal))\n" }
        let folderNote = folders.isEmpty ? "" : " (and \(folders.count == 1 ? "its folder" : "the folders") "
            + folders.joined(separator: ", ") + ")"
        return DryRunLines.text(created) + "would create \(ShownPath.of(journal))\(folderNote)\n"
    }
}
