import Foundation
import LoopbackHTTP
@testable import MealLedger
import Testing
import TestSupport

/// The API key in any spelling a server may send back (SPEC 18, issue 25): in another case,
/// behind JSON escapes, escaped twice inside the reply's content. Errors show `<redacted>`; a
/// reply that still spells it is not used.
struct AIKeySpellingTests {
    static let key = "sk-proj-SECRET-9f8e7d6c5b4a"

    /// `\u0073k-…`: every character of `text` as a JSON escape.
    static func escaped(_ text: String, uppercaseHex: Bool = false) -> String {
        text.unicodeScalars.map { scalar in
            let hex = String(scalar.value, radix: 16, uppercase: uppercaseHex)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }.joined()
    }

    @Test func everySpellingIsFound() {
        let key = Self.key
        for text in [key, key.uppercased(), key.lowercased(), "x \(key) y", Self.escaped(key),
                     Self.escaped(key, uppercaseHex: true), "\\u0073" + key.dropFirst(), "S\\u004B" + key.dropFirst(2).uppercased(),
                     Self.escaped(key).replacingOccurrences(of: "\\", with: "\\\\"),
                     "{\\\"name\\\":\\\"\\\\u0073" + key.dropFirst() + "\\\"}"] {
            #expect(AIServiceKey.appears(key, in: text), "\(text)")
            let clean = AIServiceKey.redacting(key, in: text)
            #expect(!AIServiceKey.appears(key, in: clean), "\(text) → \(clean)")
            #expect(clean.contains("<redacted>"), "\(text) → \(clean)")
        }
        for text in ["sk-proj-SECRET-9f8e7d6c5b4", "sk-proj", "\\u0073k-proj-SECRET", "nothing here", ""] {
            #expect(!AIServiceKey.appears(key, in: text), "\(text)")
            #expect(AIServiceKey.redacting(key, in: text) == text)
        }
        #expect(AIServiceKey.redacting(key, in: "bad key \(key.uppercased()), see docs") == "bad key <redacted>, see docs")
        #expect(AIServiceKey.redacting(key, in: "bad key \\n\(Self.escaped(key))!") == "bad key \n<redacted>!")
    }

    /// For random text with the key spelled at random — each character as it is, in the other
    /// case, or escaped once or twice — the key is found, and gone once redacted.
    @Test func aKeySpelledAnyWayIsFoundAndCutOut() {
        let words = ["bad", "key", "\\n", "\"", "{", "}", "é", " ", "Bearer", "\\\\", "sk-", "\\u00"]
        forAllCases(300, seed: 0x5EC7E7) { testCase in
            var spelled = ""
            for character in Self.key {
                switch testCase.random.next() % 5 {
                case 0: spelled += character.uppercased()
                case 1: spelled += character.lowercased()
                case 2: spelled += Self.escaped(String(character), uppercaseHex: testCase.random.next() % 2 == 0)
                case 3: spelled += Self.escaped(String(character)).replacingOccurrences(of: "\\", with: "\\\\")
                default: spelled.append(character)
                }
            }
            var text = ""
            for _ in 0..<(testCase.random.next() % 6) { text += words[Int(testCase.random.next() % UInt64(words.count))] }
            text += " " + spelled + " "  // apart from the words: an escaped backslash before it would make it other text
            for _ in 0..<(testCase.random.next() % 6) { text += words[Int(testCase.random.next() % UInt64(words.count))] }
            testCase.check(AIServiceKey.appears(Self.key, in: text), "not found in \(text)")
            let clean = AIServiceKey.redacting(Self.key, in: text)
            testCase.check(!AIServiceKey.appears(Self.key, in: clean), "\(text) redacted to \(clean)")
        }
    }

    static func client(_ server: LoopbackHTTPServer) throws -> AIRecipeClient {
        AIRecipeClient(configuration: try AIServiceConfiguration(baseURL: server.baseURL + "/v1", key: Self.key),
                       timeout: 5, sleep: { _ in })
    }

    @Test func aReplySpellingTheKeyWithEscapesIsNotUsed() throws {
        let escapedName = #"{"ingredients":[{"name":"\#(Self.escaped(Self.key))","quantity":1,"unit":"cup","calories":1}],"confidence":1}"#
        let casedWarning = #"{"ingredients":[{"name":"Oats","quantity":1,"unit":"\#(Self.escaped("sk-"))PROJ-secret-9F8E7D6C5B4A","calories":1}]}"#
        let server = try LoopbackHTTPServer(replies: [
            .json(200, AIReplyFixtures.envelope(escapedName)), .json(200, AIReplyFixtures.envelope(casedWarning)),
            .json(200, #"{"choices":[{"message":{"content":"\#(Self.escaped(Self.key))"}}]}"#),
        ])
        defer { server.stop() }
        let client = try Self.client(server)
        for _ in 0..<3 {
            #expect(throws: AIServiceError.invalidReply(.holdsKey)) { try client.ask(recipe: "1 cup oats") }
        }
        #expect(AIServiceError.invalidReply(.holdsKey).description.contains("spells the API key"))
    }

    @Test func anErrorBodyWithTheKeyInAnyCaseOrEscapedIsRedacted() throws {
        let upper = Self.key.uppercased()
        let long = String(repeating: "x", count: 190)
        let server = try LoopbackHTTPServer(replies: [
            .json(500, #"{"error":{"message":"invalid key \#(upper)"}}"#),
            .text(502, "upstream said: Bearer \(upper)"),
            .json(400, #"{"error":{"message":"key \#(Self.escaped(Self.key)) refused"}}"#),
            .json(503, #"{"error":"\#(long) \#(Self.key.lowercased())"}"#),
        ])
        defer { server.stop() }
        let client = try Self.client(server)
        for _ in 0..<4 {
            do {
                _ = try client.ask(recipe: "1 cup oats")
                Issue.record("expected an error")
            } catch {
                let text = error.description
                #expect(!AIServiceKey.appears(Self.key, in: text), "\(text)")
                #expect(!AIServiceKey.appears(Self.key, in: String(reflecting: error)), "\(text)")
                // No part of it either: the excerpt is cut after the key is cut out.
                #expect(!text.lowercased().contains("sk-proj-secret"), "\(text)")
            }
        }
    }

    @Test func aPlainEchoOfTheKeyInAnyCaseIsStillCutOutOfAUsableReply() throws {
        let content = #"{"ingredients":[{"name":"Oats \#(Self.key.uppercased())","quantity":1,"unit":"cup","calories":1}],"confidence":1}"#
        let server = try LoopbackHTTPServer(replies: [.json(200, AIReplyFixtures.envelope(content))])
        defer { server.stop() }
        let reply = try Self.client(server).ask(recipe: "1 cup oats")
        #expect(reply.recipe.ingredients[0].name == "Oats <redacted>")
        #expect(!AIServiceKey.appears(Self.key, in: reply.responseBody))
    }
}
