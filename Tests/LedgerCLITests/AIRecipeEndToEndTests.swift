import Foundation
import LoopbackHTTP
import MealLedger
import Testing
import TestSupport

/// `--ai` through the built binary, against a recipe service on loopback.
@Suite struct AIRecipeEndToEndTests {
    static let key = "sk-test-0123456789abcdef"

    static let content = """
        {"ingredients":[{"name":"Rolled oats","quantity":1,"unit":"cup","calories":307,"protein":10.7,\
        "carbohydrates":54.8,"fats":5.3},{"name":"Banana","quantity":1,"unit":"pieces","calories":105,\
        "protein":1.3,"carbohydrates":27}],"confidence":0.86}
        """

    /// A chat-completions body whose first choice says `content`, fenced as models like to.
    static func envelope(_ content: String) -> String {
        var writer = JSONWriter()
        writer.write(.object([
            ("choices", .array([.object([
                ("message", .object([("role", .string("assistant")), ("content", .string("```json\n\(content)\n```"))])),
                ("finish_reason", .string("stop")),
            ])])),
        ]))
        return writer.text
    }

    static func environment(_ server: LoopbackHTTPServer, journal: String) -> [String: String] {
        ["MEAL_LEDGER_AI_URL": server.baseURL + "/v1", "MEAL_LEDGER_AI_KEY": key, "MEAL_LEDGER_AI_MODEL": "test-model",
         "MEAL_LEDGER_JOURNAL": journal]
    }

    @Test func recipeParseWithAIShowsTheServicesIngredientsAndFlagsAMissingMacro() throws {
        let server = try LoopbackHTTPServer(replies: [.json(200, Self.envelope(Self.content))])
        defer { server.stop() }
        let folder = TemporaryDirectory()
        let result = try LedgerProcess.run(["recipe", "parse", "--ai", "1 cup oats, 1 banana", "--json"],
                                           environment: Self.environment(server, journal: folder.file("j.jsonl")))
        #expect(result.status == 0, "\(result.stderr)")
        let value = try JSONParser.parse(String(result.stdout.dropLast()))
        guard case let .array(items)? = value["ingredients"] else { Issue.record("no ingredients"); return }
        #expect(items.count == 2)
        #expect(items.first?["name"] == .string("Rolled oats"))
        #expect(items.first?["calories"] == .number(307))
        #expect(items.last?["unit"] == .string("piece"))
        #expect(result.stdout.contains("missing-macros"))
        let request = try #require(server.requests.first)
        #expect(request.path == "/v1/chat/completions")
        #expect(request.header("Authorization") == "Bearer \(Self.key)")
        #expect(!result.stdout.contains(Self.key) && !result.stderr.contains(Self.key))
        #expect(!FileManager.default.fileExists(atPath: folder.file("j.jsonl")))
    }

    @Test func aMealSavedFromTheServiceKeepsItsFiguresAndNeverTheKey() throws {
        let server = try LoopbackHTTPServer(replies: [.json(200, Self.envelope(Self.content))])
        defer { server.stop() }
        let folder = TemporaryDirectory()
        let journal = folder.file("j.jsonl")
        let env = Self.environment(server, journal: journal)
        let saved = try LedgerProcess.run(["append", "meal.created", "--name", "Oat bowl", "--servings", "1",
                                           "--from-recipe", "1 cup oats, 1 banana", "--ai"], environment: env)
        #expect(saved.status == 0, "\(saved.stderr)")
        let text = try String(contentsOfFile: journal, encoding: .utf8)
        #expect(text.contains("\"source\":\"ai\""))
        #expect(text.contains("\"calories\":307"))
        #expect(!text.contains(Self.key))
        #expect(!saved.stdout.contains(Self.key) && !saved.stderr.contains(Self.key))
        let meals = try LedgerProcess.run(["meals", "--json"], environment: env)
        #expect(meals.stdout.contains("\"name\":\"Oat bowl\""))
    }

    @Test func nothingListeningExitsFourPointsToTheOfflineParserAndWritesNothing() throws {
        let folder = TemporaryDirectory()
        let journal = folder.file("j.jsonl")
        let env = ["MEAL_LEDGER_AI_URL": "http://127.0.0.1:\(LoopbackHTTPServer.closedPort())/v1",
                   "MEAL_LEDGER_AI_KEY": Self.key, "MEAL_LEDGER_JOURNAL": journal]
        for arguments in [["recipe", "parse", "--ai", "1 egg"],
                          ["append", "meal.created", "--name", "Egg", "--from-recipe", "1 egg", "--ai"]] {
            let result = try LedgerProcess.run(arguments, environment: env)
            #expect(result.status == 4, "\(arguments)")
            #expect(result.stderr.contains("no recipe service answered at http://127.0.0.1:"), "\(result.stderr)")
            #expect(result.stderr.contains("drop --ai"))
            #expect(!result.stderr.contains(Self.key))
            #expect(!FileManager.default.fileExists(atPath: journal))
        }
    }

    @Test func aRejectedKeyExitsFourAndSaysToCheckIt() throws {
        let server = try LoopbackHTTPServer(replies: [.json(401, #"{"error":{"message":"bad key"}}"#)])
        defer { server.stop() }
        let folder = TemporaryDirectory()
        let result = try LedgerProcess.run(["recipe", "parse", "--ai", "1 egg"],
                                           environment: Self.environment(server, journal: folder.file("j.jsonl")))
        #expect(result.status == 4)
        #expect(result.stderr.contains("authentication failed, check MEAL_LEDGER_AI_KEY"), "\(result.stderr)")
    }

    // MARK: Issue 16: structured output, limits, rate limits, the reply cache

    @Test func theRequestAsksForTheSchemaAndABadRequestNamingItIsAskedAgainWithout() throws {
        let server = try LoopbackHTTPServer(replies: [
            .json(400, #"{"error":{"message":"unknown field: response_format","type":"invalid_request_error"}}"#),
            .json(200, Self.envelope(Self.content)),
        ])
        defer { server.stop() }
        let folder = TemporaryDirectory()
        let result = try LedgerProcess.run(["recipe", "parse", "--ai", "1 cup oats, 1 banana", "--json"],
                                           environment: Self.environment(server, journal: folder.file("j.jsonl")))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\"Rolled oats\""))
        let requests = server.requests
        try #require(requests.count == 2)
        #expect(try JSONParser.parse(requests[0].bodyText)["response_format"]?["type"] == .string("json_schema"))
        #expect(try JSONParser.parse(requests[1].bodyText)["response_format"] == nil)
    }

    @Test func aBusyServiceIsToldOnStderrThenAskedAgain() throws {
        let server = try LoopbackHTTPServer(replies: [
            .json(429, #"{"error":{"message":"slow down"}}"#, headers: [.init(name: "Retry-After", value: "0")]),
            .json(200, Self.envelope(Self.content)),
        ])
        defer { server.stop() }
        let folder = TemporaryDirectory()
        let result = try LedgerProcess.run(["recipe", "parse", "--ai", "1 cup oats, 1 banana"],
                                           environment: Self.environment(server, journal: folder.file("j.jsonl")))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "ledger: recipe service busy, retrying in 0 s\n")
        #expect(server.requests.count == 2)
    }

    @Test(arguments: [("12 + 1/2 = ?", "has no letters"),
                      (String(String(repeating: "1 egg, ", count: 286).dropLast()), "is 2001 characters long; --ai sends at most 2000")])
    func textWithoutLettersOrTooLongIsRefusedBeforeAnyRequest(text: String, message: String) throws {
        let server = try LoopbackHTTPServer(replies: [.json(200, Self.envelope(Self.content))])
        defer { server.stop() }
        let folder = TemporaryDirectory()
        let env = Self.environment(server, journal: folder.file("j.jsonl"))
        for arguments in [["recipe", "parse", "--ai", text],
                          ["append", "meal.created", "--name", "X", "--from-recipe", text, "--ai"]] {
            let result = try LedgerProcess.run(arguments, environment: env)
            #expect(result.status == 1, "\(result.stderr)")
            #expect(result.stderr.contains(message), "\(result.stderr)")
        }
        #expect(server.requests.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder.file("j.jsonl")))
    }

    @Test func aMealSavedWithinTheHourIsTheReplyThatWasReviewed() throws {
        // A second ask would get different figures: the save must not ask.
        let other = Self.content.replacingOccurrences(of: "307", with: "999")
        let server = try LoopbackHTTPServer(replies: [.json(200, Self.envelope(Self.content)),
                                                      .json(200, Self.envelope(other))])
        defer { server.stop() }
        let folder = TemporaryDirectory()
        let journal = folder.file("j.jsonl")
        let env = Self.environment(server, journal: journal)
        let parsed = try LedgerProcess.run(["recipe", "parse", "--ai", "1 cup oats, 1 banana"], environment: env)
        #expect(parsed.status == 0, "\(parsed.stderr)")
        #expect(parsed.stdout.contains("307"))
        let saved = try LedgerProcess.run(["append", "meal.created", "--name", "Oat bowl", "--from-recipe",
                                           "1 cup oats, 1 banana", "--ai"], environment: env)
        #expect(saved.status == 0, "\(saved.stderr)")
        #expect(saved.stderr.contains(#/ledger: using the reply from \d+ s ago; --fresh asks again/#), "\(saved.stderr)")
        #expect(server.requests.count == 1)
        let text = try String(contentsOfFile: journal, encoding: .utf8)
        #expect(text.contains("\"calories\":307") && !text.contains("\"calories\":999"))
        let cache = try FileManager.default.contentsOfDirectory(atPath: journal + ".ai-cache").filter { $0.hasSuffix(".json") }
        #expect(cache.count == 1)
        let stored = try String(contentsOfFile: journal + ".ai-cache/" + cache[0], encoding: .utf8)
        #expect(!stored.contains(Self.key))
    }

    @Test func freshAsksAgainAndADamagedCacheIsIgnored() throws {
        let server = try LoopbackHTTPServer(replies: Array(repeating: .json(200, Self.envelope(Self.content)), count: 3))
        defer { server.stop() }
        let folder = TemporaryDirectory()
        let journal = folder.file("j.jsonl")
        let env = Self.environment(server, journal: journal)
        #expect(try LedgerProcess.run(["recipe", "parse", "--ai", "1 egg"], environment: env).status == 0)
        let fresh = try LedgerProcess.run(["recipe", "parse", "--ai", "--fresh", "1 egg"], environment: env)
        #expect(fresh.status == 0, "\(fresh.stderr)")
        #expect(!fresh.stderr.contains("using the reply"))
        #expect(server.requests.count == 2)
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: journal + ".ai-cache").first { $0.hasSuffix(".json") })
        try Data("{\"format\":\"meal-ledger-ai-reply/2\",\"savedAt\":".utf8).write(to: URL(fileURLWithPath: journal + ".ai-cache/" + name))
        let saved = try LedgerProcess.run(["append", "meal.created", "--name", "Egg", "--from-recipe", "1 egg", "--ai"],
                                          environment: env)
        #expect(saved.status == 0, "\(saved.stderr)")
        #expect(!saved.stderr.contains("using the reply"))
        #expect(server.requests.count == 3)
        let usage = try LedgerProcess.run(["recipe", "parse", "--fresh", "1 egg"], environment: env)
        #expect(usage.status == 2)
        #expect(usage.stderr.contains("'--fresh' goes with '--ai'"))
    }
}
