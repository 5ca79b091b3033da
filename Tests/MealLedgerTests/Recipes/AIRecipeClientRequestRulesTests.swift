import Foundation
import LoopbackHTTP
@testable import MealLedger
import Testing

/// Counts what the client tells about rate limiting.
final class RecordedWaits: @unchecked Sendable {
    private let lock = NSLock()
    private var told: [Int] = []

    var recorded: [Int] { lock.withLock { told } }

    func record(_ seconds: Int) { lock.withLock { told.append(seconds) } }
}

/// The request rules of issue 16: structured output asked for and dropped when refused,
/// `Retry-After` honoured and told, and text refused before any request.
struct AIRecipeClientRequestRulesTests {
    static let url = "/v1/chat/completions"
    static let goodReply = LoopbackHTTPServer.Reply.json(200, AIReplyFixtures.envelope(AIReplyFixtures.goodContent))

    func client(_ server: LoopbackHTTPServer, _ kind: TransportKind, delays: RecordedDelays = RecordedDelays(),
                waits: RecordedWaits = RecordedWaits()) throws(AIServiceError) -> AIRecipeClient {
        let configuration = try AIServiceConfiguration(baseURL: server.baseURL + "/v1", key: "sk-rules-0123456789",
                                                       model: "test-model")
        return AIRecipeClient(configuration: configuration, transport: kind.transport, timeout: 5,
                              sleep: { delays.record($0) }, onRateLimited: { waits.record($0) })
    }

    func failure(_ body: () throws(AIServiceError) -> ValidatedAIRecipe) -> AIServiceError? {
        do {
            _ = try body()
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: TransportKind.allCases)
    func theFirstRequestAsksForTheRepliesJSONSchema(kind: TransportKind) throws {
        let server = try LoopbackHTTPServer(replies: [Self.goodReply])
        _ = try client(server, kind).parse(recipe: "1 cup oats")
        let body = try JSONParser.parse(try #require(server.requests.first).bodyText)
        #expect(body["response_format"]?["type"] == .string("json_schema"))
        let schema = try #require(body["response_format"]?["json_schema"]?["schema"])
        #expect(schema["required"] == .array([.string("ingredients"), .string("confidence")]))
        let units = schema["properties"]?["ingredients"]?["items"]?["properties"]?["unit"]?["enum"]
        #expect(units == .array(AIRecipeUnit.allCases.map { .string($0.rawValue) }))
    }

    @Test(arguments: TransportKind.allCases, ["response_format", "json_schema"])
    func aBadRequestNamingTheFormatIsAskedOnceMoreWithoutIt(kind: TransportKind, named: String) throws {
        let refusal = #"{"error":{"message":"Unrecognized request argument supplied: \#(named)","type":"invalid_request_error"}}"#
        let server = try LoopbackHTTPServer(replies: [.json(400, refusal), Self.goodReply])
        let recipe = try client(server, kind).parse(recipe: "1 cup oats")
        #expect(recipe.ingredients == AIReplyFixtures.goodIngredients)
        let requests = server.requests
        try #require(requests.count == 2)
        #expect(try JSONParser.parse(requests[0].bodyText)["response_format"] != nil)
        let second = try JSONParser.parse(requests[1].bodyText)
        #expect(second["response_format"] == nil)
        #expect(second["messages"] == (try JSONParser.parse(requests[0].bodyText))["messages"])
    }

    @Test(arguments: TransportKind.allCases)
    func aBadRequestThatBlamesSomethingElseIsNotRetried(kind: TransportKind) throws {
        let server = try LoopbackHTTPServer(replies: [.json(400, #"{"error":{"message":"context too long"}}"#),
                                                      Self.goodReply])
        let error = failure { () throws(AIServiceError) in try client(server, kind).parse(recipe: "oats") }
        #expect(error == .httpStatus(url: server.baseURL + Self.url, status: 400, excerpt: "context too long"))
        #expect(server.requests.count == 1)
    }

    @Test(arguments: TransportKind.allCases)
    func theFormatIsDroppedOnlyOnce(kind: TransportKind) throws {
        let refusal = LoopbackHTTPServer.Reply.json(400, #"{"error":{"message":"response_format is not supported"}}"#)
        let server = try LoopbackHTTPServer(replies: [refusal, refusal, Self.goodReply])
        let error = failure { () throws(AIServiceError) in try client(server, kind).parse(recipe: "oats") }
        guard case .httpStatus(_, 400, _)? = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(server.requests.count == 2)
    }

    @Test(arguments: TransportKind.allCases)
    func retryAfterIsWaitedAndToldBeforeRetrying(kind: TransportKind) throws {
        let server = try LoopbackHTTPServer(replies: [
            .json(429, #"{"error":{"message":"slow down"}}"#, headers: [.init(name: "Retry-After", value: "7")]),
            .json(429, "{}"),
            Self.goodReply,
        ])
        let delays = RecordedDelays()
        let waits = RecordedWaits()
        let recipe = try client(server, kind, delays: delays, waits: waits).parse(recipe: "oats")
        #expect(recipe.ingredients.count == 2)
        #expect(delays.recorded == [7, 2])
        #expect(waits.recorded == [7, 2])
        #expect(server.requests.count == 3)
    }

    @Test(arguments: TransportKind.allCases)
    func aRetryAfterLongerThanAMinuteIsGivenUpOnAtOnce(kind: TransportKind) throws {
        let server = try LoopbackHTTPServer(replies: [
            .json(429, "{}", headers: [.init(name: "Retry-After", value: "3600")]), Self.goodReply,
        ])
        let delays = RecordedDelays()
        let error = failure { () throws(AIServiceError) in try client(server, kind, delays: delays).parse(recipe: "oats") }
        #expect(error == .busyFor(url: server.baseURL + Self.url, seconds: 3600))
        #expect(error?.description.contains("asks to wait 3600 s") == true)
        #expect(delays.recorded.isEmpty)
        #expect(server.requests.count == 1)
    }

    @Test func retryAfterIsReadAsWholeSecondsOnly() {
        #expect(AIRecipeClient.retryAfterSeconds("12") == 12)
        #expect(AIRecipeClient.retryAfterSeconds(" 0 ") == 0)
        #expect(AIRecipeClient.retryAfterSeconds("Wed, 21 Oct 2026 07:28:00 GMT") == nil)
        #expect(AIRecipeClient.retryAfterSeconds("-3") == nil)
        #expect(AIRecipeClient.retryAfterSeconds("1.5") == nil)
        #expect(AIRecipeClient.retryAfterSeconds("99999999999999999999") == nil)
        #expect(AIRecipeClient.retryAfterSeconds(nil) == nil)
    }

    @Test func textWithoutLettersOrOverTheLimitIsRefusedBeforeAnyRequest() throws {
        let server = try LoopbackHTTPServer(replies: [Self.goodReply, Self.goodReply])
        let client = try client(server, .curl)
        #expect(failure { () throws(AIServiceError) in try client.parse(recipe: "200 + 1/2 … 3") } == .noLetters)
        let long = String(repeating: "1 egg ", count: 400) + "e"
        #expect(long.count == 2_401)
        #expect(failure { () throws(AIServiceError) in try client.parse(recipe: String(long.prefix(2_001))) }
            == .recipeTooLong(characters: 2_001, limit: 2_000))
        #expect(server.requests.isEmpty)
        #expect(AIServiceError.recipeTooLong(characters: 2_001, limit: 2_000).description.contains("at most 2000"))
        _ = try client.parse(recipe: String(long.prefix(2_000)))
        #expect(server.requests.count == 1)
    }
}
