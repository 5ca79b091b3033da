import FuzzChecks

// libFuzzer calls LLVMFuzzerTestOneInput with each input; a normal build checks the files named.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPeriods(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 { FuzzEntry.input(data, size, PeriodCheck.run) }

@main enum FuzzPeriods { static func main() { FuzzEntry.main(testOneInput: fuzzPeriods, check: PeriodCheck.run) } }
