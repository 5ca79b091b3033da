#if canImport(Glibc)
import Glibc
#endif

/// The two ways a fuzz target runs: under libFuzzer (`LLVMFuzzerTestOneInput` calls `input`),
/// or, in a normal build, over the files named on its command line (a corpus, a crash).
public enum FuzzEntry {
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
    public static func files<E: Error>(_ paths: [String], _ check: ([UInt8]) throws(E) -> Void) -> Never {
        var failed = 0
        for path in paths {
            guard let file = fopen(path, "rb") else {
                printError("\(path): cannot open")
                failed += 1
                continue
            }
            var bytes: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = fread(&chunk, 1, chunk.count, file)
                if count == 0 { break }
                bytes += chunk[0..<count]
            }
            fclose(file)
            do {
                try check(bytes)
            } catch {
                printError("\(path): \(error)")
                failed += 1
            }
        }
        print("\(paths.count - failed) of \(paths.count) inputs passed")
        exit(failed == 0 ? 0 : 1)
    }
}

