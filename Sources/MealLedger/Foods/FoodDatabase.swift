/// The foods of USDA SR28, looked up by NDB number or searched by words.
///
/// The whole database is immutable after it is built, so one instance is shared freely
/// between tasks.
public final class FoodDatabase: Sendable {
    /// The SR28 table compiled into the binary, read on first use and kept for the process.
    ///
    /// It is a `static let`, so Swift builds it once, lazily and thread-safely; a binary
    /// copied alone still has it, which a resource bundle would not give on Linux.
    public static let embedded: FoodDatabase = {
        do {
            let groups = try FoodTable.groups(from: FoodTable.groupLines)
            return FoodDatabase(foods: try FoodTable.foods(from: FoodTable.foodLines, groups: groups))
        } catch {
            // The table is generated and checked by the tests; a bad one is a broken build.
            fatalError("the embedded food table is malformed: \(error)")
        }
    }()

    /// Every food, in NDB number order for the embedded table.
    public let foods: [Food]
    private let positionByID: [String: Int]
    let searchIndex: FoodSearchIndex

    /// Builds a database over `foods`; the first food wins when two share an id.
    init(foods: [Food]) {
        self.foods = foods
        var positionByID: [String: Int] = [:]
        positionByID.reserveCapacity(foods.count)
        for (position, food) in foods.enumerated() where positionByID[food.id] == nil {
            positionByID[food.id] = position
        }
        self.positionByID = positionByID
        self.searchIndex = FoodSearchIndex(foods: foods)
    }

    /// The food with SR28 NDB number `id` ("05062"), or nil when there is none.
    public func food(id: String) -> Food? {
        positionByID[id].map { foods[$0] }
    }
}
