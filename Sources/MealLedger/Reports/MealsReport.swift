import Foundation

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
    /// How many meals the library holds (not deleted), whatever the query.
    public var libraryCount: Int

    public init(library: MealLibrary, query: MealQuery = MealQuery()) {
        let active = library.activeMeals
        libraryCount = active.count
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
