import Testing
@testable import LedgerCLI

/// The note under the review line never prints a figure that reads as the line itself.
struct ConfidenceNoteTests {
    @Test func aConfidenceBelowTheReviewLineNeverPrintsAsTheLine() {
        #expect(Format.confidenceBelowReview(0.697) == "0.69")
        #expect(Format.confidenceBelowReview(0.6949) == "0.69")
        #expect(Format.confidenceBelowReview(0.37) == "0.37")
        #expect(Format.confidence(0.697) == "0.70", "elsewhere a confidence is rounded as usual")
    }
}
