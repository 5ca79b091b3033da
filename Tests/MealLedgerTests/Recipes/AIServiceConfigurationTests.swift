import Foundation
import LoopbackHTTP
@testable import MealLedger
import Testing

/// Reading the recipe service's configuration from the environment, and keeping its key secret.
struct AIServiceConfigurationTests {
    static let key = "sk-proj-SECRET-9f8e7d6c5b4a"

    @Test(arguments: [[:], ["MEAL_LEDGER_AI_URL": ""], ["MEAL_LEDGER_AI_URL": "  "], ["OPENAI_API_KEY": "sk-x"]])
    func withoutAURLNoServiceIsConfigured(environment: [String: String]) {
        #expect(throws: AIServiceError.notConfigured) { try AIServiceConfiguration(environment: environment) }
        #expect(AIServiceError.notConfigured.description.contains("set MEAL_LEDGER_AI_URL"))
        #expect(AIServiceError.notConfigured.description.hasSuffix("the offline parser works without one: drop --ai"))
    }

    @Test(arguments: [
        ("http://127.0.0.1:11434/v1", "http://127.0.0.1:11434/v1/chat/completions"),
        ("http://127.0.0.1:11434/v1/", "http://127.0.0.1:11434/v1/chat/completions"),
        ("http://127.0.0.1:11434/v1//", "http://127.0.0.1:11434/v1/chat/completions"),
        ("https://api.openai.com/v1", "https://api.openai.com/v1/chat/completions"),
        ("http://localhost:8080", "http://localhost:8080/chat/completions"),
        ("http://localhost:8080/v1/chat/completions", "http://localhost:8080/v1/chat/completions"),
        (" https://example.test/openai/v1?api-version=2 ", "https://example.test/openai/v1/chat/completions?api-version=2"),
    ])
    func theEndpointIsTheBaseURLWithChatCompletions(base: String, endpoint: String) throws {
        let configuration = try AIServiceConfiguration(environment: ["MEAL_LEDGER_AI_URL": base])
        #expect(configuration.endpoint.absoluteString == endpoint)
    }

    @Test func theKeyFallsBackToOpenAIsAndTheModelHasADefault() throws {
        let url = ["MEAL_LEDGER_AI_URL": "http://127.0.0.1:1/v1"]
        let none = try AIServiceConfiguration(environment: url)
        #expect(!none.hasKey)
        #expect(none.model == "gpt-4o-mini")
        #expect(none.model == AIServiceConfiguration.defaultModel)
        let openAI = try AIServiceConfiguration(environment: url.merging(["OPENAI_API_KEY": "sk-openai-key"]) { $1 })
        #expect(openAI.hasKey)
        let both = url.merging(["OPENAI_API_KEY": "sk-openai-key", "MEAL_LEDGER_AI_KEY": "sk-ledger-key",
                                "MEAL_LEDGER_AI_MODEL": " llama3.2 "]) { $1 }
        let ledger = try AIServiceConfiguration(environment: both)
        #expect(ledger.model == "llama3.2")
        #expect(AIRecipeClient(configuration: ledger).makeRequestHeader("Authorization") == "Bearer sk-ledger-key")
        let emptyFirst = url.merging(["OPENAI_API_KEY": "sk-openai-key", "MEAL_LEDGER_AI_KEY": ""]) { $1 }
        #expect(AIRecipeClient(configuration: try AIServiceConfiguration(environment: emptyFirst))
            .makeRequestHeader("Authorization") == "Bearer sk-openai-key")
    }

    @Test(arguments: ["ftp://example.test/v1", "not a url", "http://", "127.0.0.1:11434/v1", "file:///etc/passwd"])
    func aURLThatIsNotHTTPIsRefused(base: String) {
        #expect(throws: AIServiceError.self) { try AIServiceConfiguration(environment: ["MEAL_LEDGER_AI_URL": base]) }
        do {
            _ = try AIServiceConfiguration(environment: ["MEAL_LEDGER_AI_URL": base])
        } catch {
            guard case .invalidURL = error else { Issue.record("got \(error)"); return }
        }
    }

    @Test func secretsInABadURLAreNotQuoted() {
        do {
            _ = try AIServiceConfiguration(baseURL: "ftp://user:\(Self.key)@host/v1?key=\(Self.key)", key: nil)
            Issue.record("an ftp URL was accepted")
        } catch {
            #expect(!error.description.contains(Self.key))
            #expect(error == .invalidURL("ftp://host/v1"))
        }
    }

    @Test(arguments: ["sk-abc\r\nX-Injected: 1", "sk abc", "sk-\u{7f}"])
    func aKeyThatCouldInjectHeadersIsRefusedWithoutBeingQuoted(key: String) {
        #expect(throws: AIServiceError.invalidKey) {
            try AIServiceConfiguration(environment: ["MEAL_LEDGER_AI_URL": "http://h/v1", "MEAL_LEDGER_AI_KEY": key])
        }
        #expect(!AIServiceError.invalidKey.description.contains(key))
    }

    @Test func theConfigurationNeverShowsItsKey() throws {
        let configuration = try AIServiceConfiguration(environment: [
            "MEAL_LEDGER_AI_URL": "https://user:pw@api.example.test/v1?token=abc", "MEAL_LEDGER_AI_KEY": Self.key,
        ])
        var dumped = ""
        dump(configuration, to: &dumped)
        let request = AIRecipeClient(configuration: configuration).makeRequest(recipe: "oats")
        var dumpedRequest = ""
        dump(request, to: &dumpedRequest)
        let renderings = [
            configuration.description, configuration.debugDescription, "\(configuration)",
            String(describing: configuration), String(reflecting: configuration), dumped,
            String(describing: [configuration]), request.description, String(reflecting: request), dumpedRequest,
            String(describing: AIRecipeClient(configuration: configuration)),
        ]
        for text in renderings {
            #expect(!text.contains(Self.key), "\(text)")
            #expect(!text.contains("token=abc") && !text.contains("pw@"), "\(text)")
        }
        #expect(configuration.description == "recipe service https://api.example.test/v1/chat/completions, "
            + "model gpt-4o-mini, key set")
    }

    @Test func noErrorShowsTheKeyEvenWhenAServerEchoesItEverywhere() throws {
        let echo = "your key \(Self.key) is wrong; Authorization: Bearer \(Self.key)"
        let envelopeEchoingKey = AIReplyFixtures.envelope(
            #"{"ingredients":[{"name":"\#(Self.key)","quantity":1,"unit":"\#(Self.key)","calories":1}]}"#)
        let server = try LoopbackHTTPServer(replies: [
            .text(500, echo), .json(400, #"{"error":{"message":"\#(echo)"}}"#), .text(200, echo),
            .json(200, #"{"error":"\#(echo)"}"#), .json(200, envelopeEchoingKey),
            .json(200, AIReplyFixtures.envelope(#"{"ingredients":[{"name":"\#(Self.key)","quantity":1,"unit":"cup","calories":1}],"confidence":1}"#)),
        ])
        let configuration = try AIServiceConfiguration(baseURL: server.baseURL + "/v1", key: Self.key)
        let client = AIRecipeClient(configuration: configuration, timeout: 5, sleep: { _ in })
        for _ in 0..<5 {
            do {
                let recipe = try client.parse(recipe: "oats")
                Issue.record("expected an error, got \(recipe)")
            } catch {
                #expect(!error.description.contains(Self.key), "\(error)")
                #expect(!String(reflecting: error).contains(Self.key), "\(error)")
            }
        }
        let recipe = try client.parse(recipe: "oats")
        #expect(recipe.ingredients[0].name == "<redacted>")
        #expect(server.requests.allSatisfy { $0.header("Authorization") == "Bearer \(Self.key)" })
    }

    @Test func everyErrorCaseIsRedacted() {
        let key = Self.key
        let errors: [AIServiceError] = [
            .invalidURL(key), .unreachable(url: key, reason: key), .hostNotFound(url: key),
            .timedOut(url: key, seconds: 30), .secureConnectionFailed(url: key, reason: key),
            .authenticationFailed(url: key, status: 401), .rateLimited(url: key, attempts: 4),
            .httpStatus(url: key, status: 500, excerpt: "x\(key)y"), .transport(url: key, reason: key),
            .invalidReply(.notJSON(JSONParseError(column: 1, reason: key))),
            .invalidReply(.serviceError(message: key)), .invalidReply(.noContent(reason: key)),
            .invalidReply(.refusal(message: key)),
            .invalidReply(.contentNotJSON(JSONParseError(column: 1, reason: key), cutShort: true)),
            .invalidReply(.invalidRecipe([FieldError(field: key, problem: key)])),
            .notConfigured, .invalidKey, .invalidModel, .emptyRecipe, .recipeTooLong(characters: 30_000, limit: 20_000),
            .httpLibraryMissing,
        ]
        for error in errors {
            #expect(!error.redacting(key).description.contains(key), "\(error.redacting(key))")
            #expect(!error.redacting(key).description.isEmpty)
        }
    }
}

extension AIRecipeClient {
    /// The value of header `name` in the request this client would send.
    func makeRequestHeader(_ name: String) -> String? {
        makeRequest(recipe: "oats").headerFields.first { $0.name == name }?.value
    }
}
