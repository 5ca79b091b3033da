@testable import LedgerCLI
import MealLedger
import Testing
import TestSupport

/// "Did you mean …?" for commands, options and event types.
@Suite struct SuggestionTests {
    @Test(arguments: [("kitten", "sitting", 3), ("", "abc", 3), ("abc", "", 3), ("same", "same", 0),
                      ("ab", "ba", 1), ("apend", "append", 1), ("jsno", "json", 1)])
    func editDistanceCountsInsertionsDeletionsSubstitutionsAndSwaps(a: String, b: String, distance: Int) {
        #expect(Suggestion.editDistance(a, b) == distance)
        #expect(Suggestion.editDistance(b, a) == distance)
    }

    @Test func nearestNamesATypoAPrefixOrTheOnlyNameWithTheSameFirstPart() {
        let commands = ["append", "audit", "day", "meals", "meal show", "merge", "merge-driver"]
        #expect(Suggestion.nearest(to: "apend", among: commands) == "append")
        #expect(Suggestion.nearest(to: "ap", among: commands) == "append")
        #expect(Suggestion.nearest(to: "dya", among: commands) == "day")
        #expect(Suggestion.nearest(to: "frobnicate", among: commands) == nil)
        #expect(Suggestion.nearest(to: "", among: commands) == nil)
        let types = EventType.allCases.map(\.rawValue)
        #expect(Suggestion.nearest(to: "food.eaten", among: types) == "food.logged")
        #expect(Suggestion.nearest(to: "meal.create", among: types) == "meal.created")
        #expect(Suggestion.nearest(to: "goal.set", among: types) == "goals.set")
        #expect(Suggestion.nearest(to: "pizza.ordered", among: types) == nil)
    }

    /// A one-letter slip in any command's name or option is answered with a name at the least
    /// distance, within the limit.
    @Test func aOneLetterSlipIsAnsweredWithANearestName() {
        let commands = Ledger.visibleCommands.map { $0.spec }
        let names = commands.map(\.name) + commands.flatMap { $0.options.map { "--" + $0.name } }
        forAllCases { testCase in
            let name = testCase.random.pick(names.filter { $0.count >= 4 })
            var letters = Array(name)
            let index = Int.random(in: 2..<letters.count, using: &testCase.random)
            switch Int.random(in: 0..<3, using: &testCase.random) {
            case 0: letters.remove(at: index)
            case 1: letters[index] = testCase.random.pick(Array("abcdefghijklmnopqrstuvwxyz"))
            default: letters.insert(testCase.random.pick(Array("abcdefghijklmnopqrstuvwxyz")), at: index)
            }
            let typo = String(letters)
            guard let suggested = Suggestion.nearest(to: typo, among: names) else {
                return testCase.check(false, "no suggestion for '\(typo)' (from '\(name)')")
            }
            let least = names.map { Suggestion.editDistance(typo.lowercased(), $0.lowercased()) }.min()!
            testCase.check(Suggestion.editDistance(typo.lowercased(), suggested.lowercased()) == least,
                           "'\(typo)' got '\(suggested)', not a nearest name")
        }
    }

    @Test func unknownCommandsOptionsAndTypesGetTheNearestName() {
        let ledger = InProcessLedger()
        ledger.run(["init"])
        let command = ledger.run(["apend", "food.logged"])
        #expect(command.status == 2)
        #expect(command.stderr == "ledger: unknown command 'apend' (did you mean 'append'?)\n"
                + "Run 'ledger --help' for the list of commands.\n")
        #expect(ledger.run(["meal", "shw", "x"]).stderr.hasPrefix("ledger: unknown command 'meal shw' (did you mean 'meal show'?)"))
        let option = ledger.run(["day", "--jsno"])
        #expect(option.status == 2)
        #expect(option.stderr.hasPrefix("ledger day: unknown option '--jsno' (did you mean '--json'?)\n"))
        #expect(ledger.run(["day", "-json"]).stderr.hasPrefix("ledger day: unknown option '-json' (did you mean '--json'?)"))
        let type = ledger.run(["append", "food.loged", "--name", "x", "--calories", "1"])
        #expect(type.status == 2)
        #expect(type.stderr.hasPrefix("ledger append: unknown event type 'food.loged' (did you mean 'food.logged'? known: "))
        #expect(ledger.run(["completions", "bsh"]).stderr.hasPrefix(
            "ledger completions: no completion script for 'bsh' (did you mean 'bash'?)"))
    }

    @Test func helpForAnUnknownCommandExitsTwoWithASuggestion() {
        let ledger = InProcessLedger()
        let unknown = ledger.run(["help", "audti"])
        #expect(unknown.status == 2)
        #expect(unknown.stdout.isEmpty)
        #expect(unknown.stderr == "ledger help: unknown command 'audti' (did you mean 'audit'?)\n"
                + "Run 'ledger --help' for the list of commands.\n")
        #expect(ledger.run(["help", "zzzzzz"]).status == 2)
        let known = ledger.run(["help", "meal", "show"])
        #expect(known.status == 0)
        #expect(known.stdout.hasPrefix("Show one custom meal"))
    }
}
