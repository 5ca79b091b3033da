import Foundation
import LoopbackHTTP
import MealLedger
import Testing
import TestSupport

/// Records the waits asked for instead of waiting.
final class RecordedSleeps: @unchecked Sendable {
    private let lock = NSLock()
    private var seconds: [Double] = []

    var recorded: [Double] { lock.withLock { seconds } }

    func record(_ value: Double) { lock.withLock { seconds.append(value) } }
}

/// `--ai` in-process, with the clock fixed and moved by hand and the rate-limit wait recorded:
/// what the built binary cannot show without waiting an hour or sleeping.
@Suite struct AIRecipeCacheTests {
    static let content = AIRecipeEndToEndTests.content

    static func ledger(_ server: LoopbackHTTPServer) -> InProcessLedger {
        let ledger = InProcessLedger()
        ledger.environment = ["MEAL_LEDGER_AI_URL": server.baseURL + "/v1", "MEAL_LEDGER_AI_MODEL": "test-model"]
        return ledger
    }

    @Test func aReplyOlderThanAnHourIsAskedForAgain() throws {
        let server = try LoopbackHTTPServer(replies: Array(repeating: .json(200, AIRecipeEndToEndTests.envelope(Self.content)),
                                                           count: 3))
        defer { server.stop() }
        let ledger = Self.ledger(server)
        #expect(ledger.run(["recipe", "parse", "--ai", "1 cup oats, 1 banana"]).status == 0)
        ledger.clock.advance(seconds: 25 * 60)
        let withinTheHour = ledger.run(["recipe", "parse", "--ai", "1 cup oats, 1 banana"])
        #expect(withinTheHour.stderr == "ledger: using the reply from 25 min ago; --fresh asks again\n")
        #expect(server.requests.count == 1)
        ledger.clock.advance(seconds: 35 * 60)
        let saved = ledger.run(["append", "meal.created", "--name", "Oat bowl", "--from-recipe", "1 cup oats, 1 banana", "--ai"])
        #expect(saved.status == 0, "\(saved.stderr)")
        #expect(!saved.stderr.contains("using the reply"), "\(saved.stderr)")
        #expect(server.requests.count == 2)
    }

    @Test func anotherModelIsAnotherReply() throws {
        let server = try LoopbackHTTPServer(replies: Array(repeating: .json(200, AIRecipeEndToEndTests.envelope(Self.content)),
                                                           count: 2))
        defer { server.stop() }
        let ledger = Self.ledger(server)
        #expect(ledger.run(["recipe", "parse", "--ai", "1 egg"]).status == 0)
        ledger.environment["MEAL_LEDGER_AI_MODEL"] = "bigger-model"
        #expect(ledger.run(["recipe", "parse", "--ai", "1 egg"]).stderr.isEmpty)
        #expect(server.requests.count == 2)
    }

    @Test func aRateLimitWaitsWhatRetryAfterSaysAndSaysSoFirst() throws {
        let server = try LoopbackHTTPServer(replies: [
            .json(429, "{}", headers: [.init(name: "Retry-After", value: "7")]),
            .json(429, "{}"),
            .json(200, AIRecipeEndToEndTests.envelope(Self.content)),
        ])
        defer { server.stop() }
        let ledger = Self.ledger(server)
        let sleeps = RecordedSleeps()
        ledger.sleep = { sleeps.record($0) }
        let result = ledger.run(["recipe", "parse", "--ai", "1 cup oats, 1 banana"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "ledger: recipe service busy, retrying in 7 s\nledger: recipe service busy, retrying in 2 s\n")
        #expect(sleeps.recorded == [7, 2])
        #expect(server.requests.count == 3)
    }

    @Test func aCacheThatCannotBeWrittenIsSaidAndTheParseStillSucceeds() throws {
        let server = try LoopbackHTTPServer(replies: [.json(200, AIRecipeEndToEndTests.envelope(Self.content))])
        defer { server.stop() }
        let ledger = Self.ledger(server)
        FileManager.default.createFile(atPath: ledger.journal + ".ai-cache", contents: Data("not a folder".utf8))
        let result = ledger.run(["recipe", "parse", "--ai", "1 egg"])
        #expect(result.status == 0)
        #expect(result.stderr.hasPrefix("ledger: could not keep the reply in \(ledger.journal).ai-cache"), "\(result.stderr)")
    }
}
