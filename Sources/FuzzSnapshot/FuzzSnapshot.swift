import FuzzChecks

/// What libFuzzer calls with each input: the snapshot loader's check (FuzzChecks).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSnapshot(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzEntry.input(data, size, SnapshotCheck.run)
}

@main
enum FuzzSnapshot {
    static func main() {
        SnapshotCheck.prepare()
        FuzzEntry.main(testOneInput: fuzzSnapshot, check: SnapshotCheck.run)
    }
}
