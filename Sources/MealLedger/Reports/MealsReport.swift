import Foundation

/// What to look for in the meal library: all given criteria must match, ignoring case and
/// accents ("creme" finds "Crème brûlée"), with white space around each value ignored; a
/// search or filter of only white space is no criterion at all.
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
        if let search = Self.criterion(search), !Self.folded(meal.name).contains(search) { return false }
        if let protein = Self.criterion(protein), meal.primaryProtein.map(Self.folded) != protein { return false }
        if let carb = Self.criterion(carb), meal.primaryCarb.map(Self.folded) != carb { return false }
        let have = Set(meal.otherComponents.map(Self.folded))
        return components.compactMap(Self.criterion).allSatisfy { have.contains($0) }
    }

    /// `text` folded for comparison: trimmed, case and accents set aside (`Crème` → `creme`).
    ///
    /// Only the first few hundred characters count: a longer name breaks the text rules (only
    /// a hand edit makes one) and must not make every search pay for its length.
    public static func folded(_ text: String) -> String {
        let bounded = text.utf8.count > foldedPrefix ? String(text.prefix(foldedPrefix)) : text
        return bounded.trimmingCharacters(in: .whitespacesAndNewlines)
            .folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    /// How many characters of a name searches read: well past the longest name appends accept.
    static let foldedPrefix = 4 * TextRule.maximumNameLength

    /// The folded value of a criterion, or nil when it is absent or only white space.
    static func criterion(_ value: String?) -> String? {
        guard let value else { return nil }
        let folded = folded(value)
        return folded.isEmpty ? nil : folded
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
