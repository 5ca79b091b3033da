import Foundation

/// Replays a journal line by line into a `LedgerState`, never loading the file whole.
///
/// Two stages run at once: a reader thread reads and decodes batches of lines (the costly,
/// independent part), while the calling thread applies them in order. A small bounded queue
/// between them keeps memory flat whatever the journal's size.
public enum Replay {
    /// Findings kept in memory; the rest are counted.
    public static let maximumFindings = 1000
    static let batchSize = 2048
    static let batchesInFlight = 4
    /// Below this many bytes to read, lines are decoded on the calling thread.
    static let inlineReadLimit: Int64 = 256 << 10

    /// Replays an open journal from the start (or from `state` at `offset`/`firstLine`).
    ///
    /// `observe` sees every event that was applied, with its position, after the state took it.
    public static func run(
        _ file: JournalFile, options: ReplayOptions = ReplayOptions(), from state: consuming LedgerState = LedgerState(),
        offset: Int64 = 0, firstLine: Int = 1,
        observe: ((Event, LinePosition, LedgerState) -> Void)? = nil
    ) throws(JournalError) -> ReplayResult {
        // Consumed, so a state loaded from a snapshot is the only reference to its tables and
        // the events after it are applied in place.
        // Journal lines are at least ~120 bytes; reserving for that many events costs address
        // space only (pages are touched as they fill) and spares every copy on the way.
        // Lines average ~200 bytes: the event id table's slots are sized for that many, so it
        // never rehashes on the way (a journal of longer lines leaves them half used).
        let remaining = max(0, ((try? file.status().size) ?? 0) - offset)
        if remaining > 0 {
            state.reserveCapacity(events: Int(remaining / 120), likely: Int(remaining / 200))
        }
        // A batch a kill cut short is not read at all (all or none), from its first line on.
        let cut = BatchIntent.cutBatch(in: file).flatMap { $0.offset >= offset ? $0 : nil }
        var findings: [Finding] = []
        var omitted = 0
        // Past the findings kept, what they were still counts: an error is no warning, and the
        // first damaged line still refuses writing.
        var omittedErrors = 0
        var omittedDamage: Finding?
        var lastLine = firstLine - 1
        var sawUndoMark = false
        func note(_ finding: Finding) {
            if findings.count < maximumFindings {
                findings.append(finding)
                return
            }
            omitted += 1
            if finding.severity == .error { omittedErrors += 1 }
            if finding.isDamage, omittedDamage == nil { omittedDamage = finding }
        }
        // A short read (a small journal, the tail after a snapshot) is decoded first on this
        // thread: starting a reader thread would cost more than it saves.
        let inline = remaining < Self.inlineReadLimit
        let queue = BatchQueue(capacity: inline ? .max : batchesInFlight)
        // Applied batches go back to the reader thread, which frees them while the next is
        // applied (inline, there is no other thread: they are freed here).
        let spent: BatchQueue? = inline ? nil : BatchQueue(capacity: .max)
        if inline {
            decodeLines(file, options: options, offset: offset, firstLine: firstLine, limit: cut?.offset, into: queue,
                        recycling: nil)
        } else {
            let reader = Thread {
                decodeLines(file, options: options, offset: offset, firstLine: firstLine, limit: cut?.offset, into: queue,
                            recycling: spent)
            }
            reader.stackSize = 1 << 20
            reader.start()
        }
        while true {
            switch queue.take() {
            case .lines(let lines):
                defer { spent?.put(.lines(lines)) }
                for index in lines.indices {
                    let position = lines[index].position
                    lastLine = position.number
                    switch lines[index].outcome {
                    case .damaged(let message):
                        note(Finding(.error, line: position.number, message, isDamage: true))
                    case .unsupportedFormat(let format):
                        queue.abandon()
                        throw .unsupportedFormat(path: file.path, line: position.number, found: format)
                    case .event(let event, let isCanonical, let textsAreSafe):
                        if let until = options.untilInstant, event.at > until {
                            // Appended later: not part of the journal as it stood then. Lines are in
                            // order of appending, but a merge may interleave devices, so read on.
                            continue
                        }
                        if !isCanonical {
                            note(Finding(.warning, line: position.number,
                                         "not in canonical form (key order, spacing, escapes or number format); "
                                             + "other devices would write it as: \(event.canonicalLine)"))
                        }
                        if event.undoes != nil { sawUndoMark = true }
                        state.record(event, line: position.number, offset: position.offset, checkingTexts: !textsAreSafe,
                                     note: note)
                        observe?(event, position, state)
                        if let stop = options.stopWhen, stop() {
                            queue.abandon()
                            var stopped = ReplayResult(state: state, findings: findings, omittedFindingCount: omitted,
                                                       end: ReadEnd(lineCount: position.number, completeLength: position.offset),
                                                       lastLine: position.number)
                            stopped.sawUndoMark = sawUndoMark
                            stopped.omittedErrorCount = omittedErrors
                            stopped.omittedDamage = omittedDamage
                            return stopped
                        }
                    }
                }
            case .end(let end):
                options.profile?("replay: reader waited \(queue.producerWaits) times, applier waited \(queue.consumerWaits) times")
                var result = ReplayResult(state: state, findings: findings, omittedFindingCount: omitted, end: end,
                                          lastLine: lastLine)
                result.sawUndoMark = sawUndoMark
                result.omittedErrorCount = omittedErrors
                result.omittedDamage = omittedDamage
                if var cut, end.completeLength == cut.offset || end.tornLine != nil {
                    // Read up to the cut batch, not stopped before it (`--line`).
                    cut.line = firstLine + end.lineCount
                    result.batchCut = cut
                }
                return result
            case .failed(let error):
                throw error
            }
        }
    }

    /// One line as the reader thread hands it over.
    struct DecodedLine: Sendable {
        enum Outcome: Sendable {
            /// `textsAreSafe`: its texts can break no `TextRule`, so applying it need not check them.
            case event(Event, isCanonical: Bool, textsAreSafe: Bool)
            case damaged(String)
            /// A `journal.created` naming another format: nothing of this journal may be read.
            case unsupportedFormat(String)
        }

        var position: LinePosition
        var outcome: Outcome
    }

    /// The reader thread: reads, decodes and hands over batches, then the end or the error.
    private static func decodeLines(_ file: JournalFile, options: ReplayOptions, offset: Int64, firstLine: Int,
                                    limit: Int64?, into queue: BatchQueue, recycling spent: BatchQueue?) {
        var batch: [DecodedLine] = []
        batch.reserveCapacity(batchSize)
        do {
            let end = try JournalLineReader.readLines(descriptor: file.descriptor, path: file.path, from: offset,
                                                      firstLine: firstLine, upTo: limit) { line in
                if let untilLine = options.untilLine, line.number > untilLine { return false }
                batch.append(DecodedLine(position: LinePosition(number: line.number, offset: line.offset),
                                         outcome: decode(line, checkingForm: options.checkCanonicalForm)))
                if batch.count == batchSize {
                    guard queue.put(.lines(batch)) else { return false }
                    batch = []
                    batch.reserveCapacity(batchSize)
                    spent?.drain()
                }
                return true
            }
            if !batch.isEmpty { queue.put(.lines(batch)) }
            queue.put(.end(end))
        } catch let error as JournalError {
            if !batch.isEmpty { queue.put(.lines(batch)) }
            queue.put(.failed(error))
        } catch {
            queue.put(.failed(.system(path: file.path, operation: "read", reason: "\(error)")))
        }
    }

    /// Decodes one line: the fast canonical path first, then the strict general parser.
    static func decode(_ line: RawLine, checkingForm: Bool) -> DecodedLine.Outcome {
        if let problem = lineProblem(line) {
            if let format = foreignFormat(line.bytes) { return .unsupportedFormat(format) }
            return .damaged(problem)
        }
        if let (event, isCanonical, textsAreSafe) = CanonicalLineDecoder.decodeCheckingTexts(line.bytes) {
            return .event(event, isCanonical: isCanonical || !checkingForm, textsAreSafe: textsAreSafe)
        }
        do throws(EventDecodingError) {
            let event = try Event(generalLine: line.bytes)
            let isCanonical = !checkingForm || event.canonicalBytes.elementsEqual(line.bytes)
            return .event(event, isCanonical: isCanonical, textsAreSafe: false)
        } catch {
            if let format = foreignFormat(line.bytes) { return .unsupportedFormat(format) }
            return .damaged(error.description)
        }
    }

    /// The format a `journal.created` line names when it is not the one this release reads
    /// ("(none)" when it names none, a non-string's JSON text); nil for any other line.
    ///
    /// Only lines that did not read as events come here; a byte order mark and a CRLF ending
    /// are set aside first, so a journal of another format is never taken for a damaged one.
    static func foreignFormat(_ bytes: some Collection<UInt8>) -> String? {
        var text = Array(bytes)
        if text.starts(with: [0xEF, 0xBB, 0xBF]) { text.removeFirst(3) }
        if text.last == 0x0D { text.removeLast() }
        guard let value = try? JSONParser.parse(text), case let .object(members) = value,
              members.contains(where: { $0.key == "type" && $0.value == .string(EventType.journalCreated.rawValue) })
        else { return nil }
        let data = members.filter { $0.key == "data" }.compactMap { member -> [(key: String, value: JSONValue)]? in
            if case let .object(fields) = member.value { return fields }
            return nil
        }
        let formats = data.flatMap { $0.filter { $0.key == "format" }.map(\.value) }
        guard let foreign = formats.first(where: { $0 != .string(JournalCreated.currentFormat) }) else {
            return formats.isEmpty ? "(none)" : nil
        }
        if case let .string(name) = foreign { return name }
        var writer = JSONWriter()
        writer.write(foreign)
        return writer.text
    }

    /// Problems with a line's bytes that come before reading it as JSON.
    static func lineProblem(_ line: RawLine) -> String? {
        if line.isOverlong {
            return "line is \(line.length) bytes long; lines over \(JournalLineReader.maximumLineLength) bytes are not read"
        }
        if line.bytes.isEmpty { return "blank line; the journal has one event on every line" }
        if line.bytes[0] == 0x20 || line.bytes[0] == 0x09,
           line.bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) {
            return "blank line (only white space); the journal has one event on every line"
        }
        if line.number == 1, line.bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            return "starts with a byte order mark; save the journal as UTF-8 without BOM"
        }
        if line.bytes.last == 0x0D {
            return "ends with a carriage return (CRLF); the journal uses LF line endings"
        }
        return nil
    }
}
