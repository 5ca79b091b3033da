import Foundation
import MealLedger
import Testing

/// The README's example lines are real: each decodes and re-encodes to the same bytes.
@Suite struct ReadmeTests {
    static var readme: String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
    }

    static var exampleLines: [String] {
        readme.split(separator: "\n").map(String.init).filter { $0.hasPrefix("{\"id\":") }
    }

    @Test func theReadmeOpensWithTheDemoAndTheTests() {
        let firstBlock = Self.readme.components(separatedBy: "```").dropFirst().first ?? ""
        #expect(firstBlock.contains("swift run ledger demo"))
        #expect(firstBlock.contains("swift test"))
    }

    @Test func hasExampleLines() {
        #expect(Self.exampleLines.count >= 4)
    }

    @Test(arguments: exampleLines)
    func everyExampleLineRoundTripsToTheSameBytes(line: String) throws {
        #expect(try Event(line: line).canonicalLine == line)
    }
}
