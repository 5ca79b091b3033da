#if canImport(Glibc)
import Glibc
#endif
import MealLedger

extension Ledger.Import {
    /// The file to import, read from its start in chunks as often as the import needs (once
    /// to check every row, once under the journal's lock to append them), never whole.
    ///
    /// A regular file is read in place. Standard input (`-`) is copied, as it is read the first
    /// time, to a spool file of its own — created 0600 with O_EXCL|O_NOFOLLOW in `$TMPDIR`
    /// (else /tmp) and unlinked at once, so it has no name and nothing is left behind even
    /// after a kill — so the second reading sees the same bytes, and a slow pipe never holds
    /// the journal's lock. Standard input redirected from a regular file is read in place.
    final class Input {
        /// What messages name: the path as given, or `stdin`.
        let name: String
        /// What notes quote (`imported from servings.csv:2`): the file's last component, or `stdin`.
        let label: String
        /// The bytes there are to read, once known (for progress): the file's size, or what
        /// standard input gave once it was read through.
        private(set) var size: Int64?
        /// The file or the spool, read with `pread`, from `start`.
        private let descriptor: Int32
        private let start: Int64
        /// Standard input still to be read and copied to the spool: its descriptor, or its
        /// bytes when the command runs in-process (tests).
        private var unread: Source?
        private var spooled: Int64 = 0

        private enum Source {
            case descriptor(Int32)
            /// The bytes and how many of them were read.
            case bytes([UInt8], Int)
        }

        /// The size of each chunk read.
        static let chunkSize = 1 << 18

        private init(name: String, label: String, size: Int64?, descriptor: Int32, start: Int64, unread: Source?) {
            self.name = ShownPath.of(name)  // only messages show it
            self.label = label
            self.size = size
            self.descriptor = descriptor
            self.start = start
            self.unread = unread
        }

        deinit { close(descriptor) }

        /// Opens `path`, or standard input for `-`. A FIFO, a device or a folder given as FILE
        /// is refused at once (opened without blocking), as journals are.
        static func opening(_ path: String, context: CommandContext) throws -> Input {
            let command = commandPath
            if path == "-" { return try standardInput(context) }
            let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
            guard descriptor >= 0 else {
                throw CLIError.refused(command, "cannot open \(ShownPath.of(path)): \(String(cString: strerror(errno)))")
            }
            var status = stat()
            guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
                close(descriptor)
                throw CLIError.refused(command, "\(path) is not a regular file")
            }
            let label = path.split(separator: "/").last.map(String.init) ?? path
            return Input(name: path, label: label, size: Int64(status.st_size), descriptor: descriptor, start: 0,
                         unread: nil)
        }

        private static func standardInput(_ context: CommandContext) throws -> Input {
            if let input = context.standardInputDescriptor {
                var status = stat()
                if fstat(input, &status) == 0, status.st_mode & S_IFMT == S_IFREG {
                    let descriptor = dup(input)
                    let offset = lseek(input, 0, SEEK_CUR)
                    if descriptor >= 0 {
                        let start = max(0, Int64(offset))
                        return Input(name: "stdin", label: "stdin", size: max(0, Int64(status.st_size) - start),
                                     descriptor: descriptor, start: start, unread: nil)
                    }
                }
            }
            let spool = try spoolFile(context)
            let source = context.standardInputDescriptor.map(Source.descriptor) ?? .bytes(context.readStandardInput(), 0)
            return Input(name: "stdin", label: "stdin", size: nil, descriptor: spool, start: 0, unread: source)
        }

        /// A new, nameless file for standard input's bytes.
        private static func spoolFile(_ context: CommandContext) throws -> Int32 {
            let folder = context.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
            for _ in 0..<16 {
                let path = "\(folder)/.meal-ledger-import-\(getpid())-\(String(UInt64.random(in: 0...UInt64.max), radix: 16))"
                let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
                if descriptor < 0, errno == EEXIST { continue }
                guard descriptor >= 0 else {
                    throw CLIError.refused(commandPath, "cannot create a file in \(folder) to hold standard input: "
                                              + String(cString: strerror(errno)))
                }
                unlink(path)
                return descriptor
            }
            throw CLIError.refused(commandPath, "cannot create a file in \(folder) to hold standard input: "
                                      + "16 names in a row were taken")
        }

        /// A reader of the input from its start: each call gives the next chunk, nil at the
        /// end; `progress` is told how many bytes were read so far.
        func chunks(progress: @escaping (Int64) -> Void = { _ in }) -> () throws -> [UInt8]? {
            var position: Int64 = 0
            return { [self] in
                let chunk = try self.chunk(at: position)
                position += Int64(chunk.count)
                progress(position)
                return chunk.isEmpty ? nil : chunk
            }
        }

        /// The bytes at `position` (from `start`): from the file or the spool, or, past what the
        /// spool holds, the next chunk of standard input (copied to the spool first).
        private func chunk(at position: Int64) throws -> [UInt8] {
            if position < spooled || unread == nil {
                return try readChunk(descriptor, at: start + position, what: name)
            }
            var chunk: [UInt8]
            switch unread! {
            case .descriptor(let input):
                chunk = try readChunk(input, at: nil, what: "standard input")
            case .bytes(let bytes, let read):
                chunk = Array(bytes[read..<min(bytes.count, read + Self.chunkSize)])
                unread = .bytes(bytes, read + chunk.count)
            }
            if chunk.isEmpty {
                unread = nil
                size = spooled
                return chunk
            }
            try writeAll(chunk)
            spooled += Int64(chunk.count)
            return chunk
        }

        /// One chunk of `descriptor` (at `offset`, or where it stands), empty at its end.
        private func readChunk(_ descriptor: Int32, at offset: Int64?, what: String) throws -> [UInt8] {
            var chunk = [UInt8](repeating: 0, count: Self.chunkSize)
            let read = chunk.withUnsafeMutableBytes { buffer in
                Result { () throws(JournalError) -> Int in
                    try SystemCalls.read(descriptor, into: buffer.baseAddress!, count: buffer.count, at: offset, path: what)
                }
            }
            guard case .success(let count) = read else {
                if case .failure(let error) = read {
                    throw CLIError.refused(commandPath, "cannot read \(what): \(Self.reason(error))")
                }
                return []
            }
            chunk.removeLast(chunk.count - count)
            return chunk
        }

        /// What the system said, without the path and operation the message names already.
        private static func reason(_ error: JournalError) -> String {
            if case .system(_, _, let reason) = error { return reason }
            return error.description
        }

        private func writeAll(_ bytes: [UInt8]) throws {
            let written = bytes.withUnsafeBytes { buffer in
                Result { () throws(JournalError) in try SystemCalls.writeAll(descriptor, buffer, at: spooled, path: "the spool") }
            }
            if case .failure(let error) = written {
                throw CLIError.refused(commandPath, "cannot keep standard input aside to read it twice: " + Self.reason(error))
            }
        }
    }
}
