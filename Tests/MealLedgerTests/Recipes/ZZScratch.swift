import Testing
@testable import MealLedger
struct ZZScratch {
    @Test func t() {
        let words = "sunday roast - a fried egg, beans, toast and bacon".split(separator: " ")
        print("TITLE", MealTextSplitter.titleLength(words) as Any)
        print("PIECES", MealTextSplitter.pieces(of: "sunday roast - a fried egg, beans, toast and bacon").map(\.text))
    }
}
