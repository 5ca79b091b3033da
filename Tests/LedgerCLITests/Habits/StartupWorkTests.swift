import Foundation
@testable import LedgerCLI
import MealLedger
import Testing

/// Start-up does only what the command run needs (issue 30: `--help`, `day` and `food search`
/// within 10 % of d4da2d1): a command's options and help are built when first read, the global
/// options are listed rather than gathered from every command, and the environment is read
/// without Foundation's copy.
@Suite struct StartupWorkTests {
    /// Counts the times a spec's options were built.
    final class Count: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        var value: Int { lock.withLock { count } }
        func options(_ options: [any OptionDeclaration]) -> [any OptionDeclaration] {
            lock.withLock { count += 1 }
            return options
        }
    }

    @Test func aSpecBuildsItsOptionsOnceAndOnlyWhenTheyAreRead() {
        let built = Count()
        let spec = CommandSpec(name: "probe", summary: "A probe.", usage: [], options: built.options([CommonOptions.json]))
        #expect(spec.name == "probe" && spec.summary == "A probe." && !spec.isHidden)
        #expect(built.value == 0)
        #expect(spec.options.map(\.name) == ["journal", "json", "color", "no-pager", "help"])
        _ = spec.helpText
        #expect(built.value == 1)
    }

    /// The list the parser takes as global is what gathering every command's options gave.
    @Test func theListedGlobalOptionsAreTheGlobalOnesAndThoseEveryCommandTakes() {
        var gathered = CommonOptions.global.map(\.spec.name)
        let all = Ledger.commands.map { $0.spec.options.map(\.name) }
        for name in all[0] where name != CommonOptions.help.spec.name && !gathered.contains(name) {
            if all.allSatisfy({ $0.contains(name) }) { gathered.append(name) }
        }
        #expect(CommonOptions.globalSpecs.map(\.name) == gathered)
    }

    @Test func theProcessEnvironmentReadsAsFoundationReadsIt() {
        #expect(CommandContext.processEnvironment() == ProcessInfo.processInfo.environment)
    }
}
