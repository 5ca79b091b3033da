import MealLedger

extension JournalCreated: AppendableEvent {
    /// Written by `ledger init` and the first append; not listed in `--help`.
    static let appendFlags: [FieldFlag] = [.text("format", .hidden)]
}
