#if canImport(Glibc)
import Glibc
#endif
import FuzzChecks

#if FUZZING
// Built by tools/fuzz/run with -DFUZZING and -sanitize=fuzzer,address. SwiftPM gives an
// executable its own entry point, so libFuzzer's main is not used: this main hands the
// arguments to libFuzzer's driver, which calls the check with each input.
@_extern(c, "LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// What libFuzzer calls with each input (its own main, when the linker keeps that one, calls it too).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJournalLine(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzEntry.input(data, size, JournalLineCheck.run)
}

@main
enum FuzzJournalLine {
    static func main() {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in FuzzEntry.input(data, size, JournalLineCheck.run) })
    }
}
#else
// A normal build runs the check over the files given as arguments (a corpus, a crash).
@main
enum FuzzJournalLine {
    static func main() {
        FuzzEntry.files(Array(CommandLine.arguments.dropFirst()), JournalLineCheck.run)
    }
}
#endif
