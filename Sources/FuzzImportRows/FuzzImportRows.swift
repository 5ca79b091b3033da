import FuzzChecks

// libFuzzer calls LLVMFuzzerTestOneInput with each input; a normal build checks the files named.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImportRows(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 { FuzzEntry.input(data, size, ImportRowsCheck.run) }

@main enum FuzzImportRows { static func main() { FuzzEntry.main(testOneInput: fuzzImportRows, check: ImportRowsCheck.run) } }
