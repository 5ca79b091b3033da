/// Reading single events back by their byte offset, for reports that need a few lines in full.
extension JournalFile {
    /// The event on the line that starts at `offset`.
    public func readEvent(at offset: Int64) throws(JournalError) -> Event {
        var bytes: [UInt8] = []
        var position = offset
        var chunk = 4096
        while true {
            let piece = try read(at: position, count: chunk)
            if let newline = piece.firstIndex(of: 0x0A) {
                bytes.append(contentsOf: piece[..<newline])
                break
            }
            bytes.append(contentsOf: piece)
            if piece.count < chunk || bytes.count > JournalLineReader.maximumLineLength { break }
            position += Int64(piece.count)
            chunk *= 2
        }
        do {
            return try bytes.withUnsafeBufferPointer { buffer throws(EventDecodingError) in try Event(line: buffer) }
        } catch {
            throw .damaged(path: path, line: 0, reason: "the line at byte \(offset) changed since it was read: \(error)")
        }
    }
}
