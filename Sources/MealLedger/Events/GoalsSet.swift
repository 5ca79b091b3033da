/// Daily goals in force from a date on, until a later `goals.set` takes over.
///
/// A goal left out means no goal for that value; all left out clears the goals. `minimums`
/// and `maximums` hold limits on the vocabulary's nutrients (fibre at least 30 g, sodium at
/// most 2,300 mg).
public struct GoalsSet: EventData {
    public static let type = EventType.goalsSet
    public var from: CalendarDate
    public var calories: Double?
    public var protein: Double?
    public var carbohydrates: Double?
    public var fats: Double?
    /// The least of each nutrient to eat a day; absent ones no limit.
    public var minimums: NutrientValues {
        get { limits?.minimums ?? .unknown }
        set { limits = Limits(minimums: newValue, maximums: maximums) }
    }
    /// The most of each nutrient to eat a day; absent ones no limit.
    public var maximums: NutrientValues {
        get { limits?.maximums ?? .unknown }
        set { limits = Limits(minimums: minimums, maximums: newValue) }
    }
    /// The two rows of limits, boxed, and nil when neither has any: a long journal's goals are
    /// kept by the thousand (in the goals history, in every snapshot), and two inline rows made
    /// each 400 bytes larger (`day` with a snapshot of 1M events touched 2.7 MB more for them).
    private var limits: Limits?

    private final class Limits: Sendable {
        let minimums: NutrientValues
        let maximums: NutrientValues

        /// Nil when no limit is set.
        init?(minimums: NutrientValues, maximums: NutrientValues) {
            guard !minimums.isEmpty || !maximums.isEmpty else { return nil }
            self.minimums = minimums
            self.maximums = maximums
        }
    }

    public init(from: CalendarDate, calories: Double? = nil, protein: Double? = nil, carbohydrates: Double? = nil,
                fats: Double? = nil, minimums: NutrientValues = .unknown, maximums: NutrientValues = .unknown) {
        self.from = from
        self.calories = calories
        self.protein = protein
        self.carbohydrates = carbohydrates
        self.fats = fats
        limits = Limits(minimums: minimums, maximums: maximums)
    }

    init(reading object: inout ObjectReader) throws(FieldError) {
        from = try object.date("from")
        let macros = try MacroFields(reading: &object, requiringCalories: false, withNutrients: false)
        (calories, protein, carbohydrates, fats) = (macros.calories, macros.protein, macros.carbohydrates, macros.fats)
        limits = Limits(minimums: try object.optionalNutrients("minimums"), maximums: try object.optionalNutrients("maximums"))
    }

    public static func == (lhs: GoalsSet, rhs: GoalsSet) -> Bool {
        lhs.from == rhs.from && lhs.calories == rhs.calories && lhs.protein == rhs.protein
            && lhs.carbohydrates == rhs.carbohydrates && lhs.fats == rhs.fats && lhs.minimums == rhs.minimums
            && lhs.maximums == rhs.maximums
    }

    func writeMembers(to writer: inout some JSONSink) {
        writer.member("from", from)
        macros.writeMembers(to: &writer)
        minimums.writeMember("minimums", to: &writer)
        maximums.writeMember("maximums", to: &writer)
    }

    /// True when no goal at all is set.
    public var isEmpty: Bool {
        calories == nil && protein == nil && carbohydrates == nil && fats == nil && minimums.isEmpty && maximums.isEmpty
    }
}

extension GoalsSet {
    /// The goals' four figures as one value (any may be absent).
    public var macros: MacroFields {
        MacroFields(calories: calories, protein: protein, carbohydrates: carbohydrates, fats: fats)
    }
}
