import MealLedger

/// Journals of several devices: a shared history, then events each device appended alone.
public extension SeededGenerator {
    /// `count` events a device appends after `history`, each keeping the rules against what
    /// that device has seen; `at` moves on from the history's last event.
    mutating func continuation(of history: [Event], events count: Int, device: String) -> [Event] {
        var meals: [Identifier: MealDefinition] = [:]
        var mealOrder: [Identifier] = []
        var entries: [Identifier] = []
        var assignments: [Identifier] = []
        for event in history {
            switch event.payload {
            case .mealCreated(let created): meals[created.meal.mealId] = created.meal; mealOrder.append(created.meal.mealId)
            case .mealEdited(let edited): meals[edited.meal.mealId] = edited.meal
            case .mealDeleted(let deleted): meals[deleted.mealId] = nil; mealOrder.removeAll { $0 == deleted.mealId }
            case .foodLogged(let logged): entries.append(logged.entryId)
            case .mealLogged(let logged): entries.append(logged.entryId)
            case .entryRemoved(let removed): entries.removeAll { $0 == removed.entryId }
            case .planAssigned(let assigned): assignments.append(assigned.assignmentId)
            case .planUnassigned(let unassigned): assignments.removeAll { $0 == unassigned.assignmentId }
            default: break
            }
        }
        var at = history.last?.at.millisecondsSinceEpoch ?? 1_790_000_000_000
        var events: [Event] = []
        let firstDay = CalendarDate(dayNumber: Int(at / 86_400_000))
        while events.count < count {
            at += Int64.random(in: 1...40_000_000, using: &self)
            let day = firstDay.adding(days: Int.random(in: -3...10, using: &self))
            var payload: EventPayload
            switch Int.random(in: 0..<10, using: &self) {
            case 0:
                let meal = self.meal()
                meals[meal.mealId] = meal
                mealOrder.append(meal.mealId)
                payload = .mealCreated(MealCreated(meal: meal))
            case 1 where !mealOrder.isEmpty:
                let id = pick(mealOrder)
                let meal = self.meal(id: id)
                meals[id] = meal
                payload = .mealEdited(MealEdited(meal: meal))
            case 2 where !mealOrder.isEmpty:
                let id = mealOrder.remove(at: Int.random(in: 0..<mealOrder.count, using: &self))
                meals[id] = nil
                payload = .mealDeleted(MealDeleted(mealId: id))
            case 3 where !mealOrder.isEmpty, 4 where !mealOrder.isEmpty:
                let meal = meals[pick(mealOrder)]!
                let servings = self.servings(max: 3)
                let entry = identifier()
                entries.append(entry)
                payload = .mealLogged(MealLogged(entryId: entry, date: day, mealId: meal.mealId, mealName: meal.name,
                                                 servings: servings, items: meal.items(forServings: servings)))
            case 5 where !entries.isEmpty:
                payload = .entryRemoved(EntryRemoved(entryId: entries.remove(at: Int.random(in: 0..<entries.count, using: &self))))
            case 6:
                payload = self.payload(.goalsSet)
            case 7 where !mealOrder.isEmpty:
                let assignment = identifier()
                assignments.append(assignment)
                payload = .planAssigned(PlanAssigned(assignmentId: assignment, mealId: pick(mealOrder), date: day))
            case 8 where !assignments.isEmpty:
                let assignment = assignments.remove(at: Int.random(in: 0..<assignments.count, using: &self))
                payload = .planUnassigned(PlanUnassigned(assignmentId: assignment))
            default:
                guard case .foodLogged(var logged) = self.payload(.foodLogged) else { continue }
                logged.date = day
                entries.append(logged.entryId)
                payload = .foodLogged(logged)
            }
            events.append(Event(id: identifier(), at: Instant(millisecondsSinceEpoch: at), device: device, payload: payload))
        }
        return events
    }

    /// The journals of `count` devices: usually a shared history (one `journal.created`) that
    /// each continued on its own, sometimes journals started apart (each its own `journal.created`).
    mutating func deviceJournals(_ count: Int) -> [[Event]] {
        let devices = ["laptop", "phone", "tablet", "desk"]
        if chance(0.25) {
            return (0..<count).map { validJournal(events: Int.random(in: 1...25, using: &self), device: devices[$0 % 4]) }
        }
        let history = validJournal(events: Int.random(in: 1...30, using: &self))
        return (0..<count).map { index in
            history + continuation(of: history, events: Int.random(in: 0...15, using: &self), device: devices[index % 4])
        }
    }
}
