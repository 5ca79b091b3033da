import FuzzChecks

// libFuzzer calls LLVMFuzzerTestOneInput with each input; a normal build checks the files named.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCommandLine(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 { FuzzEntry.input(data, size, CommandLineCheck.run) }

@main enum FuzzCommandLine { static func main() { FuzzEntry.main(testOneInput: fuzzCommandLine, check: CommandLineCheck.run) } }
