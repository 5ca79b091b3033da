import MealLedger

extension EntryRemoved: AppendableEvent {
    static let appendFlags: [FieldFlag] = [.text("entryId")]
}
