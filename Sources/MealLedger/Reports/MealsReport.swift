/// What to look for in the meal library: all given criteria must match, ignoring case.
public struct MealQuery: Equatable, Sendable {
    /// A substring of the name.
    public var search: String?
    public var protein: String?
    public var carb: String?
    /// Components that must all be among the meal's other components.
    public var components: [String]

    public init(search: String? = nil, protein: String? = nil, carb: String? = nil, components: [String] = []) {
        self.search = search
        self.protein = protein
        self.carb = carb
        self.components = components
    }

    /// True when `meal` matches every criterion given.
    public func matches(_ meal: MealDefinition) -> Bool {
        if let search, !search.isEmpty, !meal.name.lowercased().contains(search.lowercased()) { return false }
        if let protein, meal.primaryProtein?.lowercased() != protein.lowercased() { return false }
        if let carb, meal.primaryCarb?.lowercased() != carb.lowercased() { return false }
        let have = Set(meal.otherComponents.map { $0.lowercased() })
        return components.allSatisfy { have.contains($0.lowercased()) }
    }
}

/// One meal of the library as the list shows it.
public struct MealSummary: Equatable, Sendable {
    public var definition: MealDefinition
    public var lastUsedAt: Instant
    public var isDeleted: Bool

    public var totals: Nutrients { definition.totals }
    /// Per-serving values, only when the meal makes more than one serving.
    public var perServing: Nutrients? { definition.servings == 1 ? nil : definition.perServing }

    public init(_ record: MealLibrary.Record) {
        definition = record.definition
        lastUsedAt = record.lastUsedAt
        isDeleted = record.isDeleted
    }
}

/// The custom meal library, newest use first, with the choices for its filters.
public struct MealsReport: Equatable, Sendable {
    public var meals: [MealSummary]
    /// Distinct primary proteins, primary carbs and other components of all meals (not deleted).
    public var proteins: [String]
    public var carbs: [String]
    public var components: [String]

    public init(library: MealLibrary, query: MealQuery = MealQuery()) {
        let active = library.activeMeals
        meals = active.filter { query.matches($0.definition) }.map(MealSummary.init)
        proteins = Self.distinct(active.compactMap(\.definition.primaryProtein))
        carbs = Self.distinct(active.compactMap(\.definition.primaryCarb))
        components = Self.distinct(active.flatMap(\.definition.otherComponents))
    }

    /// Distinct ignoring case (the first spelling wins), sorted ignoring case.
    static func distinct(_ values: [String]) -> [String] {
        var seen: [String: String] = [:]
        for value in values where seen[value.lowercased()] == nil { seen[value.lowercased()] = value }
        return seen.keys.sorted().map { seen[$0]! }
    }
}
