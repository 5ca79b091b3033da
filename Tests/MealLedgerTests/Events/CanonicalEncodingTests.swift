import Testing
import TestSupport
@testable import MealLedger

@Suite struct CanonicalEncodingTests {
    @Test func decodingTheEncodingGivesTheSameEvent() {
        forAllCases(300, seed: 21) { testCase in
            let event = testCase.random.event()
            let line = event.canonicalLine
            let decoded = try Event(line: line)
            testCase.check(decoded == event, "round trip changed \(line)")
        }
    }

    @Test func encodingTheDecodedLineGivesTheSameBytes() {
        forAllCases(300, seed: 22) { testCase in
            let line = testCase.random.event().canonicalLine
            let again = try Event(line: line).canonicalLine
            testCase.check(again == line, "\(line)\nbecame\n\(again)")
        }
    }

    @Test func everyEventTypeRoundTrips() throws {
        var random = SeededGenerator(seed: 3)
        for type in EventType.allCases {
            let event = random.event(type)
            #expect(try Event(line: event.canonicalLine) == event)
            #expect(event.canonicalLine.contains("\"type\":\"\(type.rawValue)\""))
        }
    }

    @Test func writesTheDocumentedKeyOrderAndLeavesOutAbsentOptionals() {
        let event = Event(
            id: Identifier("0193a000-0000-7000-8000-000000000001")!,
            at: Instant("2026-11-20T12:00:00.000Z")!, device: "laptop",
            payload: .foodLogged(FoodLogged(entryId: Identifier("0193a000-0000-7000-8000-000000000002")!,
                                            date: CalendarDate("2026-11-20")!, name: "Apple", calories: 95,
                                            carbohydrates: 25.1, source: .manual)))
        #expect(event.canonicalLine == #"{"id":"0193a000-0000-7000-8000-000000000001","at":"2026-11-20T12:00:00.000Z","device":"laptop","type":"food.logged","data":{"entryId":"0193a000-0000-7000-8000-000000000002","date":"2026-11-20","name":"Apple","calories":95,"carbohydrates":25.1,"source":"manual"}}"#)
    }

    @Test func escapesOnlyWhatJSONRequires() {
        var writer = JSONWriter()
        writer.string("Crème \"brûlée\"\\\n\t\u{01}🍕/")
        #expect(writer.text == #""Crème \"brûlée\"\\\n\t\u0001🍕/""#)
    }
}
