import Foundation
import LoopbackHTTP
import MealLedger
import Testing
import TestSupport

/// SPEC section 16 through the built binary: every failure of the AI service ends with the
/// hint to drop `--ai` for the offline parser, an HTTP 5xx included.
@Suite struct AIFailureHintTests {
    @Test(arguments: [500, 502, 503, 404, 418, 401])
    func anHTTPFailureEndsWithTheHintToDropAI(status: Int) throws {
        let server = try LoopbackHTTPServer(replies: Array(repeating: .text(status, "upstream exploded"), count: 4))
        defer { server.stop() }
        let folder = TemporaryDirectory()
        let result = try LedgerProcess.run(["recipe", "parse", "--ai", "1 egg"],
                                           environment: AIRecipeEndToEndTests.environment(server, journal: folder.file("j.jsonl")))
        #expect(result.status == 4)
        let message = result.stderr.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(message.hasSuffix("drop --ai to use the offline parser"), "\(message)")
    }
}
