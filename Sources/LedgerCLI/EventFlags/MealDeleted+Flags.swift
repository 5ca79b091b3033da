import MealLedger

extension MealDeleted: AppendableEvent {
    static let appendFlags: [FieldFlag] = [.meal("mealId")]
}
