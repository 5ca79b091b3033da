/// One food read from an import file, before it becomes a `food.logged` event.
///
/// Its slot, food id and notes (the file and line it came from) go into the event as the
/// optional fields SPEC section 8 added.
public struct ImportRow: Equatable, Sendable {
    /// The 1-based line of the file the row starts on.
    public var line: Int
    public var date: CalendarDate
    /// `breakfast`, `lunch`, `dinner` or `snack`, from the file's group or meal column.
    public var slot: String?
    public var name: String
    public var nutrients: Nutrients
    /// Macros the file left empty are nil, not 0.
    public var protein: Double?
    public var carbohydrates: Double?
    public var fats: Double?
    /// The vocabulary's nutrients the file gave; an empty cell is unknown, never zero.
    public var nutrientValues: NutrientValues
    public var quantity: Double?
    public var unit: String?
    public var source: FoodSource
    public var foodId: String?
    /// `imported from FILE:LINE`, and the file's own group or note when it said more.
    public var notes: String
    /// The row's content in a normal form, the input of its entry id.
    public var identity: String
    /// Set for a weigh-in (a `weight` row of the ledger's own CSV): it becomes a `weight.logged`.
    public var kilograms: Double?
    /// The entry id a row of the ledger's own export names: an entry still in force in the
    /// journal is not imported again (export then import into the same journal adds nothing).
    public var exportedEntryId: Identifier?

    public init(line: Int, date: CalendarDate, slot: String?, name: String, calories: Double, protein: Double?,
                carbohydrates: Double?, fats: Double?, quantity: Double?, unit: String?, source: FoodSource = .manual,
                foodId: String? = nil, notes: String, identity: String, nutrientValues: NutrientValues = .unknown) {
        self.line = line
        self.date = date
        self.slot = slot
        self.name = name
        self.nutrients = Nutrients(calories: calories, protein: protein ?? 0, carbohydrates: carbohydrates ?? 0,
                                   fats: fats ?? 0)
        self.protein = protein
        self.carbohydrates = carbohydrates
        self.fats = fats
        self.quantity = quantity
        self.unit = unit
        self.source = source
        self.foodId = foodId
        self.notes = notes
        self.identity = identity
        self.nutrientValues = nutrientValues
    }

    /// The slot a group or meal name stands for: "Breakfast" → breakfast, "Snacks" → snack;
    /// nil for any other name ("Uncategorized", "Post-Workout").
    public static func slot(named group: String) -> String? {
        switch ImportReader.trimmed(group).lowercased() {
        case "breakfast": return "breakfast"
        case "lunch": return "lunch"
        case "dinner", "supper": return "dinner"
        case "snack", "snacks": return "snack"
        default: return nil
        }
    }

    /// A weigh-in row of `kilograms` kg.
    init(weighIn kilograms: Double, line: Int, date: CalendarDate, notes: String, identity: String) {
        self.init(line: line, date: date, slot: nil, name: "body weight", calories: 0, protein: nil, carbohydrates: nil,
                  fats: nil, quantity: kilograms, unit: "kg", notes: notes, identity: identity)
        self.kilograms = kilograms
    }

    /// The event this row becomes under `entryId`: a `weight.logged` for a weigh-in, else a `food.logged`.
    public func payload(entryId: Identifier) -> EventPayload {
        if let kilograms { return .weightLogged(WeightLogged(entryId: entryId, date: date, kg: kilograms, notes: notes)) }
        return .foodLogged(foodLogged(entryId: entryId))
    }

    /// The `food.logged` this row becomes, under `entryId`.
    public func foodLogged(entryId: Identifier) -> FoodLogged {
        FoodLogged(entryId: entryId, date: date, name: name, calories: nutrients.calories, protein: protein,
                   carbohydrates: carbohydrates, fats: fats, quantity: quantity, unit: unit, source: source,
                   slot: slot.flatMap(Slot.init(rawValue:)), foodId: foodId, notes: notes, nutrientValues: nutrientValues)
    }
}
