import Foundation

/// How far and how strictly to replay.
public struct ReplayOptions: Sendable {
    /// Stop after this line.
    public var untilLine: Int?
    /// Leave out every event whose `at` is later than this (the journal as it stood then).
    public var untilInstant: Instant?
    /// Warn about lines that are valid but not byte-for-byte canonical.
    public var checkCanonicalForm: Bool

    public init(untilLine: Int? = nil, untilInstant: Instant? = nil, checkCanonicalForm: Bool = false) {
        self.untilLine = untilLine
        self.untilInstant = untilInstant
        self.checkCanonicalForm = checkCanonicalForm
    }
}

/// Where an event was read: its line number and the offset of the line's first byte.
public struct LinePosition: Equatable, Sendable {
    public var number: Int
    public var offset: Int64

    public init(number: Int, offset: Int64) {
        self.number = number
        self.offset = offset
    }
}

/// The state a replay rebuilt and everything it noticed on the way.
public struct ReplayResult: Sendable {
    public var state: LedgerState
    /// Problems, in line order; at most `Replay.maximumFindings` are kept.
    public var findings: [Finding]
    /// How many more findings there were beyond those kept.
    public var omittedFindingCount: Int
    /// Where reading stopped, and the torn final line if any.
    public var end: ReadEnd
    /// The number of the last line replayed.
    public var lastLine: Int

    /// True when some line could not be read as an event, or the last line is torn.
    public var isDamaged: Bool {
        end.tornLine != nil || findings.contains { $0.isDamage }
    }

    /// The first damaged line, torn tail included, as the error that refuses writing.
    public func damageError(path: String) -> JournalError? {
        if let finding = findings.first(where: { $0.isDamage }) {
            return .damaged(path: path, line: finding.line, reason: finding.message)
        }
        if let torn = end.tornLine { return .tornTail(path: path, line: torn.number) }
        return nil
    }

    /// True when some finding is an error (not only warnings).
    public var hasErrors: Bool {
        end.tornLine != nil || omittedFindingCount > 0 || findings.contains { $0.severity == .error }
    }
}

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
        var findings: [Finding] = []
        var omitted = 0
        var lastLine = firstLine - 1
        func note(_ finding: Finding) {
            if findings.count < maximumFindings { findings.append(finding) } else { omitted += 1 }
        }
        // A short read (a small journal, the tail after a snapshot) is decoded first on this
        // thread: starting a reader thread would cost more than it saves.
        let inline = remaining < Self.inlineReadLimit
        let queue = BatchQueue(capacity: inline ? .max : batchesInFlight)
        let spent = BatchQueue(capacity: .max)
        if inline {
            decodeLines(file, options: options, offset: offset, firstLine: firstLine, into: queue, recycling: spent)
        } else {
            let reader = Thread {
                decodeLines(file, options: options, offset: offset, firstLine: firstLine, into: queue, recycling: spent)
            }
            reader.stackSize = 1 << 20
            reader.start()
        }
        while true {
            switch queue.take() {
            case .lines(let lines):
                defer { spent.put(.lines(lines)) }  // freed on the reader thread, which has time to spare
                for index in lines.indices {
                    let position = lines[index].position
                    lastLine = position.number
                    switch lines[index].outcome {
                    case .damaged(let message):
                        note(Finding(.error, line: position.number, message, isDamage: true))
                    case .unsupportedFormat(let format):
                        queue.abandon()
                        throw .unsupportedFormat(path: file.path, line: position.number, found: format)
                    case .event(let event, let isCanonical):
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
                        state.record(event, line: position.number, offset: position.offset, note: note)
                        observe?(event, position, state)
                    }
                }
            case .end(let end):
                if ProcessInfo.processInfo.environment["MEAL_LEDGER_PROFILE"] != nil {
                    FileHandle.standardError.write(Data("replay: reader waited \(queue.producerWaits) times, applier waited \(queue.consumerWaits) times\n".utf8))
                }
                return ReplayResult(state: state, findings: findings, omittedFindingCount: omitted, end: end,
                                    lastLine: lastLine)
            case .failed(let error):
                throw error
            }
        }
    }

    /// One line as the reader thread hands it over.
    struct DecodedLine: Sendable {
        enum Outcome: Sendable {
            case event(Event, isCanonical: Bool)
            case damaged(String)
            /// A `journal.created` naming another format: nothing of this journal may be read.
            case unsupportedFormat(String)
        }

        var position: LinePosition
        var outcome: Outcome
    }

    /// The reader thread: reads, decodes and hands over batches, then the end or the error.
    private static func decodeLines(_ file: JournalFile, options: ReplayOptions, offset: Int64, firstLine: Int,
                                    into queue: BatchQueue, recycling spent: BatchQueue) {
        var batch: [DecodedLine] = []
        batch.reserveCapacity(batchSize)
        do {
            let end = try JournalLineReader.readLines(descriptor: file.descriptor, path: file.path, from: offset,
                                                      firstLine: firstLine) { line in
                if let untilLine = options.untilLine, line.number > untilLine { return false }
                batch.append(DecodedLine(position: LinePosition(number: line.number, offset: line.offset),
                                         outcome: decode(line, checkingForm: options.checkCanonicalForm)))
                if batch.count == batchSize {
                    guard queue.put(.lines(batch)) else { return false }
                    batch = []
                    batch.reserveCapacity(batchSize)
                    spent.drain()
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
        if let problem = lineProblem(line) { return .damaged(problem) }
        if let (event, isCanonical) = CanonicalLineDecoder.decodeCheckingForm(line.bytes) {
            return .event(event, isCanonical: isCanonical || !checkingForm)
        }
        do throws(EventDecodingError) {
            let event = try Event(generalLine: line.bytes)
            let isCanonical = !checkingForm || event.canonicalBytes.elementsEqual(line.bytes)
            return .event(event, isCanonical: isCanonical)
        } catch {
            if let format = foreignFormat(line.bytes) { return .unsupportedFormat(format) }
            return .damaged(error.description)
        }
    }

    /// The format a `journal.created` line names when it is not the one this release reads.
    static func foreignFormat(_ bytes: some Collection<UInt8>) -> String? {
        guard let value = try? JSONParser.parse(Array(bytes)), case let .object(members) = value,
              members.first(where: { $0.key == "type" })?.value == .string(EventType.journalCreated.rawValue),
              case let .object(data)? = members.first(where: { $0.key == "data" })?.value,
              case let .string(format)? = data.first(where: { $0.key == "format" })?.value,
              format != JournalCreated.currentFormat else { return nil }
        return format
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

/// A bounded hand-over queue between the reader thread and the replaying thread.
final class BatchQueue: @unchecked Sendable {
    enum Item {
        case lines([Replay.DecodedLine])
        case end(ReadEnd)
        case failed(JournalError)
    }

    private let condition = NSCondition()
    private var items: [Item] = []
    private let capacity: Int
    /// How often each side found the queue full or empty, for tuning (`MEAL_LEDGER_PROFILE=1`).
    private(set) var producerWaits = 0
    private(set) var consumerWaits = 0

    init(capacity: Int) {
        self.capacity = capacity
    }

    private var abandoned = false

    /// Hands `item` over, waiting while the queue is full; false once the taker has abandoned
    /// the queue (the item is dropped and the producer should stop).
    @discardableResult
    func put(_ item: Item) -> Bool {
        condition.lock()
        while items.count >= capacity, !abandoned {
            producerWaits += 1
            condition.wait()
        }
        let open = !abandoned
        if open { items.append(item) }
        condition.broadcast()
        condition.unlock()
        return open
    }

    /// The taker stops taking: a producer waiting or putting later returns at once.
    func abandon() {
        condition.lock()
        abandoned = true
        items = []
        condition.broadcast()
        condition.unlock()
    }

    /// Drops every item waiting, without blocking.
    func drain() {
        condition.lock()
        let dropped = items
        items = []
        condition.unlock()
        _ = dropped  // released here, on the caller's thread
    }

    func take() -> Item {
        condition.lock()
        while items.isEmpty {
            consumerWaits += 1
            condition.wait()
        }
        let item = items.removeFirst()
        condition.broadcast()
        condition.unlock()
        return item
    }
}
