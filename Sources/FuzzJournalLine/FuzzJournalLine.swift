import FuzzChecks

/// What libFuzzer calls with each input: the journal line reader's check (FuzzChecks).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJournalLine(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzEntry.input(data, size, JournalLineCheck.run)
}

@main
enum FuzzJournalLine {
    static func main() {
        FuzzEntry.main(testOneInput: fuzzJournalLine, check: JournalLineCheck.run)
    }
}
