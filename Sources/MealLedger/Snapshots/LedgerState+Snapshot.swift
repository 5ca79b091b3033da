/// Writing the replayed state into a snapshot body and reading it back.
///
/// The big tables (event ids, entries, days, plan assignments) go as raw arrays, hash-table
/// slots included, and are used in place from the mapped file: loading a million-event state
/// touches only the pages a report reads. Meals and goals, which are few, go as canonical
/// JSON and are read with the same validating reader as journal lines.
extension LedgerState {
    /// Room left in each big table for the events a report replays after the snapshot, so
    /// they go into the mapped pages in place instead of copying the tables.
    static let snapshotSpare = 8_192

    func write(to writer: inout SnapshotWriter, spare: Int = snapshotSpare) {
        writer.integer(Int64(eventCount))
        writer.integer(lastAt?.millisecondsSinceEpoch ?? Int64.min)
        writer.map(eventLines, spare: spare)
        writer.map(log.table, spare: spare)
        writer.map(log.days, spare: spare)
        writer.map(plan.table, spare: spare)

        let meals = meals.records.values.sorted { $0.createdLine < $1.createdLine }
        writer.integer(UInt64(meals.count))
        for record in meals {
            var json = JSONWriter()
            json.object { record.definition.writeMembers(to: &$0) }
            writer.bytes(json.bytes)
            writer.integer(Int64(record.createdLine))
            writer.integer(Int64(record.deletedLine ?? -1))
            writer.integer(record.lastUsedAt.millisecondsSinceEpoch)
        }

        let goals = goals.byStartDate.values.sorted { $0.from < $1.from }
        writer.integer(UInt64(goals.count))
        for set in goals {
            var json = JSONWriter()
            json.object { set.writeMembers(to: &$0) }
            writer.bytes(json.bytes)
        }

        writer.integer(Int64(unknownTypeCount))
        writer.integer(UInt64(weights.records.count))
        for record in weights.records {
            var json = JSONWriter()
            json.object { record.weighIn.writeMembers(to: &$0) }
            writer.bytes(json.bytes)
            writer.integer(Int64(record.line))
            writer.integer(Int64(record.removedLine ?? -1))
            writer.integer(record.at.millisecondsSinceEpoch)
            writer.bytes(Array(record.device.utf8))
            writer.bytes(Array(record.eventId.description.utf8))
        }
    }

    /// Reads a state back; its big tables stay in the mapped file until written to.
    init(reading reader: inout SnapshotReader) throws {
        self.init()
        let events = try reader.integer(Int64.self)
        guard events >= 0 else { throw SnapshotError.unusable }
        eventCount = Int(events)
        let lastMillis = try reader.integer(Int64.self)
        lastAt = lastMillis == Int64.min ? nil : Instant(millisecondsSinceEpoch: lastMillis)
        eventLines = try reader.map()
        log.table = try reader.map()
        log.days = try reader.map()
        plan.table = try reader.map()

        // Each meal takes at least 32 bytes: a count can never ask for more than the body holds.
        let mealCount = try reader.count(limit: reader.remaining / 32)
        meals.records.reserveCapacity(mealCount)
        for _ in 0..<mealCount {
            let json = try reader.bytes()
            let createdLine = Int(try reader.integer(Int64.self))
            let deletedLine = Int(try reader.integer(Int64.self))
            let lastUsed = Instant(millisecondsSinceEpoch: try reader.integer(Int64.self))
            let fast = json.withUnsafeBufferPointer { CanonicalLineDecoder.decodeMealDefinition($0) }
            guard let definition = try fast ?? Self.readMealSlowly(json) else { throw SnapshotError.unusable }
            meals.records[definition.mealId] = MealLibrary.Record(
                definition: definition, createdLine: createdLine, deletedLine: deletedLine < 0 ? nil : deletedLine,
                lastUsedAt: lastUsed)
        }

        let goalCount = try reader.count(limit: reader.remaining / 8)
        goals.byStartDate.reserveCapacity(goalCount)
        for _ in 0..<goalCount {
            let json = try reader.bytes()
            let fast = json.withUnsafeBufferPointer { CanonicalLineDecoder.decodeGoalsSet($0) }
            guard let set = fast ?? Self.readGoalsSlowly(json) else { throw SnapshotError.unusable }
            goals.byStartDate[set.from] = set
        }

        let unknown = try reader.integer(Int64.self)
        guard unknown >= 0 else { throw SnapshotError.unusable }
        unknownTypeCount = Int(unknown)
        let weightCount = try reader.count(limit: reader.remaining / 32)
        for _ in 0..<weightCount {
            let json = try reader.bytes()
            let line = Int(try reader.integer(Int64.self))
            let removedLine = Int(try reader.integer(Int64.self))
            let at = Instant(millisecondsSinceEpoch: try reader.integer(Int64.self))
            let device = String(decoding: try reader.bytes(), as: UTF8.self)
            guard let eventId = Identifier(String(decoding: try reader.bytes(), as: UTF8.self)),
                  let value = try? JSONParser.parse(json), var object = try? ObjectReader(value, path: ""),
                  let weighIn = try? WeightLogged(reading: &object) else { throw SnapshotError.unusable }
            weights.restore(WeightLog.Record(weighIn: weighIn, eventId: eventId, line: line, at: at, device: device,
                                             removedLine: removedLine < 0 ? nil : removedLine))
        }
    }
}

extension LedgerState {
    /// A meal definition with escapes in its strings, which the fast decoder leaves to this.
    static func readMealSlowly(_ json: [UInt8]) throws -> MealDefinition? {
        guard let value = try? JSONParser.parse(json), var object = try? ObjectReader(value, path: "") else { return nil }
        return try? MealDefinition(reading: &object)
    }
}

extension LedgerState {
    /// Goals the fast decoder steps aside from (none in practice: they hold only a date and numbers).
    static func readGoalsSlowly(_ json: [UInt8]) -> GoalsSet? {
        guard let value = try? JSONParser.parse(json), var object = try? ObjectReader(value, path: "") else { return nil }
        return try? GoalsSet(reading: &object)
    }
}

extension SnapshotWriter {
    mutating func map<Key, Value>(_ map: FlatHashMap<Key, Value>, spare: Int) {
        let parts = map.withRoom(for: spare).parts
        array(parts.keys, spare: spare)
        array(parts.values, spare: spare)
        array(parts.slots, spare: 0)
        integer(parts.shift)
    }
}

extension SnapshotReader {
    mutating func map<Key, Value>() throws -> FlatHashMap<Key, Value> {
        let keys = try array(of: Key.self)
        let values = try array(of: Value.self)
        let slots = try array(of: UInt32.self)
        let shift = try integer(UInt64.self)
        guard let map = FlatHashMap(keys: keys, values: values, slots: slots, shift: shift) else {
            throw SnapshotError.unusable
        }
        return map
    }
}
