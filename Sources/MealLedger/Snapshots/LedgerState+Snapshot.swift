/// Writing the replayed state into a snapshot body and reading it back.
///
/// The big tables (event ids, entries) go as raw arrays, hash-table slots included, so loading
/// a million-event state is a few reads, not a million inserts. Meals and goals, which are few,
/// go as canonical JSON and are read with the same validating reader as journal lines.
extension LedgerState {
    func write(to writer: inout SnapshotWriter) {
        writer.integer(Int64(eventCount))
        writer.integer(lastAt?.millisecondsSinceEpoch ?? Int64.min)
        writer.map(eventLines)
        writer.map(log.table)
        let days = log.days.sorted { $0.key < $1.key }
        writer.array(days.map(\.key))
        writer.array(days.map(\.value.first))
        writer.array(days.map(\.value.last))

        let meals = meals.records.values.sorted { $0.createdLine < $1.createdLine }
        writer.integer(UInt64(meals.count))
        for record in meals {
            var json = JSONWriter()
            json.raw("{")
            record.definition.writeMembers(to: &json)
            json.raw("}")
            writer.bytes(json.bytes)
            writer.integer(Int64(record.createdLine))
            writer.integer(Int64(record.deletedLine ?? -1))
            writer.integer(record.lastUsedAt.millisecondsSinceEpoch)
        }

        let goals = goals.byStartDate.values.sorted { $0.from < $1.from }
        writer.integer(UInt64(goals.count))
        for set in goals {
            var json = JSONWriter()
            json.raw("{")
            set.writeMembers(to: &json)
            json.raw("}")
            writer.bytes(json.bytes)
        }

        let assignments = plan.records.values.sorted { $0.line < $1.line }
        writer.array(assignments.map(\.assignmentId))
        writer.array(assignments.map(\.mealId))
        writer.array(assignments.map { Int32(truncatingIfNeeded: $0.date.dayNumber) })
        writer.array(assignments.map { Int32(clamping: $0.line) })
        writer.array(assignments.map { Int32(clamping: $0.removedLine ?? 0) })
    }

    init(reading reader: inout SnapshotReader) throws {
        self.init()
        eventCount = Int(try reader.integer(Int64.self))
        let lastMillis = try reader.integer(Int64.self)
        lastAt = lastMillis == Int64.min ? nil : Instant(millisecondsSinceEpoch: lastMillis)
        eventLines = try reader.map(of: Int32.self)
        log.table = try reader.map(of: DailyLog.Packed.self)
        let days = try reader.array(of: Int32.self)
        let firsts = try reader.array(of: Int32.self)
        let lasts = try reader.array(of: Int32.self)
        guard days.count == firsts.count, days.count == lasts.count else { throw SnapshotError.unusable }
        for index in days.indices {
            guard Int(firsts[index]) < log.table.count, Int(lasts[index]) < log.table.count else {
                throw SnapshotError.unusable
            }
            log.days[days[index]] = (firsts[index], lasts[index])
        }

        let mealCount = try reader.count(limit: 1 << 24)
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

        let goalCount = try reader.count(limit: 1 << 24)
        for _ in 0..<goalCount {
            guard let value = try? JSONParser.parse(try reader.bytes()), var object = try? ObjectReader(value, path: ""),
                  let set = try? GoalsSet(reading: &object) else { throw SnapshotError.unusable }
            goals.byStartDate[set.from] = set
        }

        let assignmentIds = try reader.array(of: Identifier.self)
        let mealIds = try reader.array(of: Identifier.self)
        let dates = try reader.array(of: Int32.self)
        let lines = try reader.array(of: Int32.self)
        let removed = try reader.array(of: Int32.self)
        guard [mealIds.count, dates.count, lines.count, removed.count].allSatisfy({ $0 == assignmentIds.count }) else {
            throw SnapshotError.unusable
        }
        plan.records.reserveCapacity(assignmentIds.count)
        for index in assignmentIds.indices {
            plan.records[assignmentIds[index]] = WeeklyPlan.Record(
                assignmentId: assignmentIds[index], mealId: mealIds[index],
                date: CalendarDate(dayNumber: Int(dates[index])), line: Int(lines[index]),
                removedLine: removed[index] == 0 ? nil : Int(removed[index]))
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

extension SnapshotWriter {
    mutating func map<Value: BitwiseCopyable>(_ map: IdentifierMap<Value>) {
        let parts = map.parts
        array(parts.keys)
        array(parts.values)
        array(parts.slots)
        integer(parts.shift)
    }
}

extension SnapshotReader {
    mutating func map<Value: BitwiseCopyable>(of _: Value.Type) throws -> IdentifierMap<Value> {
        let keys = try array(of: Identifier.self)
        let values = try array(of: Value.self)
        let slots = try array(of: UInt32.self)
        let shift = try integer(UInt64.self)
        guard let map = IdentifierMap(keys: keys, values: values, slots: slots, shift: shift) else {
            throw SnapshotError.unusable
        }
        return map
    }
}
