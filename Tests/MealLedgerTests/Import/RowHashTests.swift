import MealLedger
import Testing

/// The hash behind imported entry ids: FNV-1a over 128 bits, and the UUIDs made from it.
@Suite struct RowHashTests {
    @Test func knownVectorsOfFNV1a128() {
        #expect(RowHash.of("") == 0x6c62_272e_07bb_0142_62b8_2175_6295_c58d)
        #expect(RowHash.of("a") == 0xd228_cb69_6f1a_8caf_7891_2b70_4e4a_8964)
        #expect(RowHash.of("foobar") == 0x343e_1662_793c_64bf_6f0d_3597_ba44_6f18)
    }

    @Test func fieldsAreSeparatedSoTheirBoundariesCount() {
        var first = RowHash()
        first.add(field: "ab"); first.add(field: "c")
        var second = RowHash()
        second.add(field: "a"); second.add(field: "bc")
        #expect(first.value != second.value)
    }

    @Test func importedIdsAreVersion8UUIDsFixedByKindAndContent() {
        let row = ImportRow(line: 2, date: CalendarDate("2026-11-16")!, slot: "breakfast", name: "Oats", calories: 303,
                            protein: 10.5, carbohydrates: nil, fats: nil, quantity: 80, unit: "g", notes: "n", identity: "x")
        var moved = row
        moved.line = 40
        moved.notes = "elsewhere"
        let id = ImportedEntryId.identifier(for: row, format: .cronometer)
        #expect(id.description.dropFirst(14).first == "8")
        #expect("89ab".contains(id.description.dropFirst(19).first!))
        // The same content gives the same id wherever it stands in the file; another kind of file does not.
        #expect(ImportedEntryId.identifier(for: moved, format: .cronometer) == id)
        #expect(ImportedEntryId.identifier(for: row, format: .mfp) != id)
        var other = row
        other.identity = "y"
        #expect(ImportedEntryId.identifier(for: other, format: .cronometer) != id)
    }
}
