/// The share of energy from protein, carbohydrates and fats, in percent.
///
/// Energy is counted with the Atwater factors: 4 kcal a gram of protein or carbohydrates,
/// 9 of fats. The shares are of the energy the three macros give (so they add up to 100),
/// not of the logged calories, which may include alcohol or be rounded differently.
public struct EnergySplit: Equatable, Sendable {
    public var protein: Double
    public var carbohydrates: Double
    public var fats: Double

    public init(protein: Double, carbohydrates: Double, fats: Double) {
        self.protein = protein
        self.carbohydrates = carbohydrates
        self.fats = fats
    }

    /// The split of `nutrients`; all zero when they hold no macros.
    public init(_ nutrients: Nutrients) {
        let protein = nutrients.protein * 4
        let carbohydrates = nutrients.carbohydrates * 4
        let fats = nutrients.fats * 9
        let energy = protein + carbohydrates + fats
        guard energy > 0, energy.isFinite else {
            self.init(protein: 0, carbohydrates: 0, fats: 0)
            return
        }
        self.init(protein: protein / energy * 100, carbohydrates: carbohydrates / energy * 100,
                  fats: fats / energy * 100)
    }
}
