import Foundation
import Testing
import TestSupport

/// `ledger help` with words it does not take says so plainly, as a usage error: `help --man day`
/// read "--man" as an unknown command, `help -f x day` "-f", and `help day extra` showed the help
/// for "day" as if "extra" were not there (the last attack's leftovers).
@Suite struct HelpExtraWordsTests {
    @Test(arguments: [
        (["help", "--man", "extra"], "ledger help: '--man' prints the whole manual page and takes no command, got 'extra'"),
        (["help", "-f", "x", "day"], "ledger help: unknown option '-f'; 'ledger help' takes a command's name, or --man"),
        (["help", "day", "extra"], "ledger help: unexpected 'extra' after 'day'"),
    ])
    func helpWithWordsItDoesNotTakeIsAUsageError(arguments: [String], message: String) throws {
        let result = try LedgerProcess.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr == message + "\nRun 'ledger help --help' for usage.\n", "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test(arguments: [["help", "day"], ["help", "meal", "show"], ["help", "--man"], ["help", "help"], ["help", "--no-pager", "day"]])
    func helpForACommandOrTheManualStillWorks(arguments: [String]) throws {
        let result = try LedgerProcess.run(arguments)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.isEmpty)
    }
}
