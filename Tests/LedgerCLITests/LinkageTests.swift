import Foundation
import Testing
import TestSupport

/// What the `ledger` binary loads at start: every command pays for it, so `ledger append`
/// keeps within SPEC 5's budget only while the network stack stays out.
struct LinkageTests {
    @Test func theBinaryDoesNotLinkFoundationNetworkingOrLibcurl() throws {
        let binary = try #require(FileManager.default.contents(atPath: LedgerProcess.binaryPath))
        // DT_NEEDED names sit in the dynamic string table as plain text. libcurl is opened with
        // dlopen for `--ai` only (AICurlTransport), so only FoundationNetworking's name may not appear.
        #expect(binary.range(of: Data("libFoundationNetworking.so".utf8)) == nil)
        #expect(binary.range(of: Data("libFoundation.so".utf8)) != nil, "the check reads the dynamic string table")
    }
}
