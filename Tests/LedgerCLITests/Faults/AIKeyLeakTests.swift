import Foundation
import LoopbackHTTP
@testable import MealLedger
import Testing
import TestSupport

/// The API key reaches no screen, file or journal in any spelling (SPEC 18, issue 25), with
/// the built binary against a hostile service on loopback.
@Suite struct AIKeyLeakTests {
    static let key = AIRecipeEndToEndTests.key

    /// `\u0073\u006b…`: the key as JSON escapes.
    static var escapedKey: String {
        key.unicodeScalars.map { "\\u" + String(repeating: "0", count: 4 - String($0.value, radix: 16).count)
            + String($0.value, radix: 16) }.joined()
    }

    /// Every file under `folder`, as text.
    static func everything(in folder: TemporaryDirectory) -> String {
        let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return paths.map { String(decoding: folder.read($0), as: UTF8.self) }.joined(separator: "\n")
    }

    @Test func aReplySpellingTheKeyWithEscapesIsRefusedAndNothingOfItIsKept() throws {
        let content = #"{"ingredients":[{"name":"\#(Self.escapedKey)","quantity":1,"unit":"cup","calories":300}],"confidence":0.9}"#
        let server = try LoopbackHTTPServer(replies: Array(repeating: .json(200, AIRecipeEndToEndTests.envelope(content)), count: 2))
        defer { server.stop() }
        let folder = TemporaryDirectory()
        let journal = folder.file("j.jsonl")
        let env = AIRecipeEndToEndTests.environment(server, journal: journal)
        let parsed = try LedgerProcess.run(["recipe", "parse", "--ai", "1 cup oats", "--json"], environment: env)
        let saved = try LedgerProcess.run(["append", "meal.created", "--name", "Oats", "--from-recipe", "1 cup oats", "--ai"],
                                          environment: env)
        for result in [parsed, saved] {
            #expect(result.status == 4, "\(result.stderr)")
            #expect(result.stderr.contains("the reply spells the API key"), "\(result.stderr)")
            #expect(!AIServiceKey.appears(Self.key, in: result.stdout + result.stderr))
        }
        #expect(server.requests.count == 2)
        #expect(!FileManager.default.fileExists(atPath: journal), "nothing was saved")
        #expect(!AIServiceKey.appears(Self.key, in: Self.everything(in: folder)), "nor cached")
    }

    @Test func anErrorBodyWithTheKeyInUpperCaseShowsItRedacted() throws {
        let server = try LoopbackHTTPServer(replies: [
            .json(500, #"{"error":{"message":"Incorrect API key provided: \#(Self.key.uppercased())"}}"#),
            .json(500, #"{"error":{"message":"Incorrect API key provided: \#(Self.escapedKey)"}}"#),
        ])
        defer { server.stop() }
        let folder = TemporaryDirectory()
        let env = AIRecipeEndToEndTests.environment(server, journal: folder.file("j.jsonl"))
        for _ in 0..<2 {
            let result = try LedgerProcess.run(["recipe", "parse", "--ai", "1 cup oats"], environment: env)
            #expect(result.status == 4)
            #expect(result.stderr.contains("answered HTTP 500: Incorrect API key provided: <redacted>"), "\(result.stderr)")
            #expect(!AIServiceKey.appears(Self.key, in: result.stdout + result.stderr))
        }
        #expect(!AIServiceKey.appears(Self.key, in: Self.everything(in: folder)))
    }
}
