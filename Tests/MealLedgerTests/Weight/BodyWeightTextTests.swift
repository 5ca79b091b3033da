import Testing
import TestSupport
@testable import MealLedger

/// Weights as people write them, read and stored in kg (SPEC 15).
@Suite struct BodyWeightTextTests {
    @Test(arguments: [
        ("72.4", 72.4), ("72.4kg", 72.4), ("72.4 kg", 72.4), ("72.4 KG", 72.4), ("72.4kgs", 72.4),
        ("160lb", 72.5748), ("160 lbs", 72.5748), ("160 pounds", 72.5748),
        ("11st 6lb", 72.5748), ("11 st 6 lb", 72.5748), ("11st 6", 72.5748), ("11st", 69.8532), ("11 stone", 69.8532),
        ("20", 20), ("500", 500), ("0.0451kg", nil), ("44.1lb", 20.0034),
    ] as [(String, Double?)])
    func readsKilogramsPoundsAndStonesIntoKilogramsRoundedToFourDecimals(text: String, kilograms: Double?) {
        let read = try? BodyWeightText.kilograms(text, field: "WEIGHT")
        #expect(read == kilograms, "\(text)")
    }

    @Test func poundsAreInternationalPoundsAndAStoneIsFourteen() throws {
        // 160 lb = 72.57477920 kg: rounded to 4 decimals as stored.
        #expect(try BodyWeightText.kilograms("160lb", field: "x") == 72.5748)
        #expect(abs(14 * 0.45359237 * 5 - (try BodyWeightText.kilograms("5st", field: "x"))) < 0.00005)
    }

    @Test(arguments: [
        ("", "'WEIGHT' is required"), ("abc", "'WEIGHT' must be a weight such as 72.4"),
        ("19.99", "'WEIGHT' must be from 20 to 500 kg, got '19.99'"), ("500.01", "'WEIGHT' must be from 20 to 500 kg"),
        ("1200lb", "'WEIGHT' must be from 20 to 500 kg, got '1200lb' (544.3108 kg)"),
        ("5 feet", "'WEIGHT' must be in kg, lb or st (not 'feet')"), ("72kg 5lb", "'WEIGHT' must be a weight such as"),
        ("11st 14lb", "'WEIGHT' must have fewer than 14 pounds after the stones"), ("1.2.3", "'WEIGHT' must be a weight"),
        ("-72", "'WEIGHT' must be a positive weight"), ("1 2 3", "'WEIGHT' must be a weight"), ("inf", "must be a weight"),
    ])
    func everyRefusalNamesTheField(text: String, fragment: String) {
        do {
            let value = try BodyWeightText.kilograms(text, field: "WEIGHT")
            Issue.record("'\(text)' read as \(value)")
        } catch {
            #expect(error.description.contains(fragment), "\(error.description)")
        }
    }

    @Test func aWeighInOutsideTwentyToFiveHundredKilogramsIsRefusedOnReadingNamingKg() {
        let line = #"{"id":"0193a000-0000-7000-8000-000000000001","at":"2026-11-20T12:00:00.000Z","device":"d","type":"weight.logged","data":{"entryId":"0193a000-0000-7000-8000-000000000002","date":"2026-11-20","kg":19.5}}"#
        #expect(throws: EventDecodingError.field(FieldError(field: "kg", problem: "must be from 20 to 500 kg, got '19.5'"))) {
            try Event(line: line)
        }
        let fine = line.replacingOccurrences("19.5", "72.4")
        let event = try? Event(line: fine)
        #expect(event?.canonicalLine == fine)
        // The fast canonical path reads it too, to the same event.
        let fast = Array(fine.utf8).withUnsafeBufferPointer { CanonicalLineDecoder.decode($0) }
        #expect(fast != nil && fast == event)
    }
}
