#if canImport(Glibc)
import Glibc
#endif
import Foundation

#if FUZZING
// tools/fuzz/run builds with -DFUZZING and -sanitize=fuzzer,address. SwiftPM gives an
// executable its own entry point, so libFuzzer's main is not the one that runs: `main` below
// hands the arguments to libFuzzer's driver instead.
@_extern(c, "LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32
#endif

/// The two ways a fuzz target runs: under libFuzzer, which calls the target's
/// `LLVMFuzzerTestOneInput` with each input, or, in a normal build, over the files named on
/// its command line (a corpus, a crash).
public enum FuzzEntry {
    /// A fuzz target's whole `main`: `testOneInput` is its `LLVMFuzzerTestOneInput` (which
    /// calls `input` with `check`).
    public static func main<E: Error>(testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32,
                                      check: ([UInt8]) throws(E) -> Void) -> Never {
        #if FUZZING
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, testOneInput))
        #else
        files(Array(CommandLine.arguments.dropFirst()), check)
        #endif
    }

    /// Runs `check` on one input; a broken promise prints what broke and aborts, which
    /// libFuzzer reports as a crash and saves the input of.
    public static func input<E: Error>(_ data: UnsafePointer<UInt8>?, _ size: Int,
                                       _ check: ([UInt8]) throws(E) -> Void) -> Int32 {
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        do {
            try check(bytes)
        } catch {
            printError("fuzz check failed: \(error)")
            abort()
        }
        return 0
    }

    /// Runs `check` on each file's bytes; prints a line per failure; exits 1 if any failed.
    static func files<E: Error>(_ paths: [String], _ check: ([UInt8]) throws(E) -> Void) -> Never {
        var failed = 0
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                printError("\(path): cannot read")
                failed += 1
                continue
            }
            do {
                try check(Array(data))
            } catch {
                printError("\(path): \(error)")
                failed += 1
            }
        }
        print("\(paths.count - failed) of \(paths.count) inputs passed")
        exit(failed == 0 ? 0 : 1)
    }
}
