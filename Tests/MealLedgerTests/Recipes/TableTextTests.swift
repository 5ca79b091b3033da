import Testing
@testable import MealLedger

/// The recipe parser's tables read by bytes give exactly what reading them by characters gave.
struct TableTextTests {
    @Test func theLexiconReadByBytesIsTheLexiconReadByCharacters() {
        var reference: [String: RecipeFoodLexicon.Entry] = [:]
        for line in RecipeFoodLexicon.table.split(separator: "\n") {
            let sides = line.split(separator: "=", maxSplits: 1)
            guard sides.count == 2 else { continue }
            let ids = sides[1].split(separator: ">").map { $0.trimmingCharacters() }
            let entry = RecipeFoodLexicon.Entry(foodID: ids[0], cookedFoodID: ids.count > 1 ? ids[1] : nil)
            for name in sides[0].split(separator: ",") {
                let key = name.trimmingCharacters()
                if !key.isEmpty, reference[key] == nil { reference[key] = entry }
            }
        }
        #expect(reference.count > 800)
        #expect(RecipeFoodLexicon.entries == reference)
    }

    @Test func fieldsLoseTheirPaddingOnly() {
        var fields: [String] = []
        var text = "  a b ,\tc\t,,\u{E9} "
        text.withUTF8 { TableText.forEachField($0, separatedBy: TableText.comma) { fields.append(TableText.trimmed($0)) } }
        #expect(fields == ["a b", "c", "\u{E9}"])
        var lines: [String] = []
        TableText.forEachLine("x\n\ny = z\n") { lines.append(TableText.trimmed($0)) }
        #expect(lines == ["x", "y = z"])
    }
}
