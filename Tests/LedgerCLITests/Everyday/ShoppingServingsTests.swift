import Foundation
import MealLedger
import Testing
import TestSupport

/// SPEC sections 10 and 16 through the built binary: `shopping` scales by the planned
/// servings, sums one food whatever the case of its name, and takes `--next`/`--prev`.
@Suite struct ShoppingServingsTests {
    typealias Setup = EverydayLoggingTests.Setup

    static func soupWeek() throws -> Setup {
        let setup = Setup()
        try setup.ok(["append", "meal.created", "--name", "Lentil soup", "--servings", "4",
                      "--ingredient", "name=Lentils,quantity=400,unit=g,calories=1400",
                      "--ingredient", "name=Carrot,quantity=2,unit=kg,calories=800"])
        try setup.ok(["append", "meal.created", "--name", "Dal", "--servings", "2",
                      "--ingredient", "name=lentils,quantity=200,unit=g,calories=700"])
        try setup.ok(["plan", "add", "lentil soup", "2026-11-16", "--servings", "2"])
        try setup.ok(["plan", "add", "lentil soup", "2026-11-18"])
        return setup
    }

    static func items(_ json: JSONValue) -> [String: Double] {
        guard case let .array(items)? = json["items"] else { return [:] }
        var grams: [String: Double] = [:]
        for item in items {
            if case let .string(name)? = item["name"], case let .number(value)? = item["grams"] { grams[name] = value }
        }
        return grams
    }

    @Test func plannedServingsScaleTheQuantities() throws {
        let setup = try Self.soupWeek()
        let list = try JSONParser.parse(try setup.ok(["shopping", "2026-11-18", "--json"]).stdout)
        // 400 g for 4 servings, planned 2 + 1: 300 g; 2 kg of carrots: 1500 g.
        #expect(Self.items(list) == ["Lentils": 300, "Carrot": 1500], "\(list)")
        let text = try setup.ok(["shopping", "2026-11-18"]).stdout
        #expect(text.contains("300 g"), "\(text)")
    }

    @Test func oneFoodWhateverTheCaseOfItsName() throws {
        let setup = try Self.soupWeek()
        try setup.ok(["plan", "add", "dal", "2026-11-20", "--servings", "1"])
        let list = try JSONParser.parse(try setup.ok(["shopping", "2026-11-18", "--json"]).stdout)
        #expect(Self.items(list)["Lentils"] == 400, "300 g for the soup and 100 g for the dal: \(list)")
        guard case let .array(items)? = list["items"] else { Issue.record("no items"); return }
        #expect(items.count == 2)
    }

    @Test func nextAndPrevMoveByWholeWeeksAsWeekDoes() throws {
        let setup = try Self.soupWeek()
        let next = try JSONParser.parse(try setup.ok(["shopping", "2026-11-11", "--next", "1", "--json"]).stdout)
        #expect(next["start"] == .string("2026-11-16") && Self.items(next)["Lentils"] == 300)
        let previous = try JSONParser.parse(try setup.ok(["shopping", "2026-11-25", "--prev", "2", "--json"]).stdout)
        #expect(previous["start"] == .string("2026-11-09") && Self.items(previous).isEmpty)
        let both = try setup.run(["shopping", "--next", "1", "--prev", "1"])
        #expect(both.status == 2 && both.stderr.contains("not both"))
    }
}
