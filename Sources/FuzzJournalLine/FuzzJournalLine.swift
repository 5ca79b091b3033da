import FuzzChecks

// libFuzzer calls LLVMFuzzerTestOneInput with each input; a normal build checks the files named.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJournalLine(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 { FuzzEntry.input(data, size, JournalLineCheck.run) }

@main enum FuzzJournalLine { static func main() { FuzzEntry.main(testOneInput: fuzzJournalLine, check: JournalLineCheck.run) } }
