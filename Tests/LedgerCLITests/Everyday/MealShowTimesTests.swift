import Foundation
import MealLedger
import Testing
import TestSupport

/// SPEC section 16 through the built binary: `meal show` shows when the meal was created and,
/// apart, when it was last logged (an entry still in force).
@Suite struct MealShowTimesTests {
    typealias Setup = EverydayLoggingTests.Setup

    static func line(_ label: String, _ text: String) -> String? {
        text.split(separator: "\n").first { $0.hasPrefix(label) }.map { String($0.dropFirst(label.count)) }
    }

    @Test func createdAndLastLoggedAreShownApart() throws {
        let setup = Setup()
        try setup.ok(["append", "meal.created", "--name", "Oat bowl", "--ingredient", "name=Oats,quantity=80,unit=g,calories=300"])
        let never = try setup.ok(["meal", "show", "oat bowl"]).stdout
        let created = try setup.events().last!.at
        #expect(Self.line("created     ", never) == ShownInstant.text(created), "\(never)")
        #expect(Self.line("last logged ", never) == "never", "\(never)")
        try setup.ok(["eat", "oat bowl", "--date", "2026-11-19"])
        try setup.ok(["eat", "oat bowl", "--date", "2026-11-18"])
        let logged = try setup.events().last!.at
        try setup.ok(["append", "meal.edited", "--meal-id", "oat bowl", "--notes", "more milk"])
        let shown = try setup.ok(["meal", "show", "oat bowl"]).stdout
        #expect(Self.line("created     ", shown) == ShownInstant.text(created), "\(shown)")
        #expect(Self.line("last logged ", shown) == ShownInstant.text(logged), "\(shown)")
        // The edit undone, then the newest entry: the one before it is the last logged.
        try setup.ok(["undo"])
        try setup.ok(["undo"])
        let undone = try setup.ok(["meal", "show", "oat bowl"]).stdout
        let first = try setup.events().filter { $0.type == .mealLogged }.first!.at
        #expect(Self.line("last logged ", undone) == ShownInstant.text(first), "\(undone)")
    }
}

/// How `meal show` prints an instant: `2026-11-20 12:00:01Z`.
enum ShownInstant {
    static func text(_ instant: Instant) -> String {
        let text = instant.description
        return text.prefix(10) + " " + text.dropFirst(11).prefix(8) + "Z"
    }
}
