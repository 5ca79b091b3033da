import FuzzChecks

// libFuzzer calls LLVMFuzzerTestOneInput with each input; a normal build checks the files named.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSnapshot(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 { FuzzEntry.input(data, size, SnapshotCheck.run) }

@main enum FuzzSnapshot { static func main() { SnapshotCheck.prepare(); FuzzEntry.main(testOneInput: fuzzSnapshot, check: SnapshotCheck.run) } }
