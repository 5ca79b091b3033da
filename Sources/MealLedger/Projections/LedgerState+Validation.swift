/// The rules an event must keep against everything before it.
extension LedgerState {
    /// The rules `event`, read from `line`, breaks against the current state.
    ///
    /// Errors are events that cannot make sense anywhere (duplicate ids, references to things
    /// that never existed). Warnings are what merging two devices' journals can honestly
    /// produce (logging a meal another device deleted): replay keeps them and says so.
    /// An append is refused on either.
    public func problems(with event: Event, line: Int) -> [Finding] {
        problems(with: event, line: line, checkingIdentities: true)
    }

    /// The rules broken; `checkingIdentities: false` leaves out duplicate event and entry ids,
    /// which `record` finds while inserting them (one probe instead of two); `checkingTexts:
    /// false` leaves out the text rules, for a line whose texts cannot break them.
    func problems(with event: Event, line: Int, checkingIdentities: Bool, checkingTexts: Bool = true) -> [Finding] {
        var findings: [Finding] = []
        func error(_ message: String) { findings.append(Finding(.error, line: line, message)) }
        func warning(_ message: String) { findings.append(Finding(.warning, line: line, message)) }

        if breaksFirstLineRule(event) {
            error(eventCount == 0 ? "the first line must be a journal.created event, got \(event.type.rawValue)"
                                  : "journal.created may only be the first line")
        }
        if checkingIdentities, let first = eventLines[event.id] {
            error("duplicate event id \(event.id) (first on line \(first))")
        }

        switch event.payload {
        case .journalCreated:
            break
        case .mealCreated(let created):
            if let existing = meals[created.meal.mealId] {
                error("'mealId' \(created.meal.mealId) is already used by '\(existing.definition.name)' "
                    + "(line \(existing.createdLine))")
            }
        case .mealEdited(let edited):
            if let existing = meals[edited.meal.mealId] {
                if let deletedLine = existing.deletedLine {
                    warning("edits meal '\(existing.definition.name)', deleted on line \(deletedLine)")
                }
            } else {
                error("'mealId' \(edited.meal.mealId) names no meal")
            }
        case .mealDeleted(let deleted):
            if let existing = meals[deleted.mealId] {
                if let deletedLine = existing.deletedLine {
                    warning("meal '\(existing.definition.name)' was already deleted on line \(deletedLine)")
                }
            } else {
                error("'mealId' \(deleted.mealId) names no meal")
            }
        case .foodLogged:
            // Read in place (`intakeEntry`, `foodLoggedReplaces`): replay comes here for most lines.
            if checkingIdentities, let entry = event.payload.intakeEntry,
               let existing = log[entry.id]?.line ?? weights.line(of: entry.id) {
                error(Self.entryIdUsed(entry.id, line: existing))
            }
            if let replaced = event.payload.foodLoggedReplaces ?? nil, log[replaced] == nil {
                error("'replaces' \(replaced) names no logged entry")
            }
        case .mealLogged(let logged):
            if checkingIdentities, let existing = log[logged.entryId]?.line ?? weights.line(of: logged.entryId) {
                error(Self.entryIdUsed(logged.entryId, line: existing))
            }
            if let replaced = logged.replaces, log[replaced] == nil {
                error("'replaces' \(replaced) names no logged entry")
            }
            if let meal = meals[logged.mealId] {
                // A correction copies the logged items: the meal may have been deleted since.
                if let deletedLine = meal.deletedLine, logged.replaces == nil {
                    warning("logs meal '\(meal.definition.name)', deleted on line \(deletedLine); "
                        + "the logged items are kept")
                }
            } else {
                error("'mealId' \(logged.mealId) names no meal")
            }
        case .entryRemoved(let removed):
            if let existing = log[removed.entryId] {
                if let removedLine = existing.removedLine {
                    warning("entry \(removed.entryId) was already removed on line \(removedLine)")
                }
            } else if let weighIn = weights[removed.entryId] {
                if let removedLine = weighIn.removedLine {
                    warning("weigh-in \(removed.entryId) was already removed on line \(removedLine)")
                }
            } else {
                error("'entryId' \(removed.entryId) names no logged entry")
            }
        case .goalsSet(let set):
            for problem in set.limitProblems { warning(problem.description) }
        case .planAssigned(let assigned):
            if let existing = plan[assigned.assignmentId] {
                error("'assignmentId' \(assigned.assignmentId) is already used (line \(existing.line))")
            }
            if let meal = meals[assigned.mealId] {
                if let deletedLine = meal.deletedLine {
                    warning("plans meal '\(meal.definition.name)', deleted on line \(deletedLine); "
                        + "shown as a placeholder")
                }
            } else {
                error("'mealId' \(assigned.mealId) names no meal")
            }
        case .weightLogged(let weighIn):
            if checkingIdentities, let existing = weights[weighIn.entryId]?.line ?? log[weighIn.entryId]?.line {
                error(Self.entryIdUsed(weighIn.entryId, line: existing))
            }
            if let replaced = weighIn.replaces, weights[replaced] == nil {
                error("'replaces' \(replaced) names no weigh-in")
            }
        case .unknown(let unknown):
            var finding = Finding(.warning, line: line, "event type '\(unknown.typeName)' is not known to this release: "
                + "the line is kept as written and left out of every report (written by a newer version?)")
            finding.isUnknownField = true
            findings.append(finding)
        case .planUnassigned(let unassigned):
            if let existing = plan[unassigned.assignmentId] {
                if let removedLine = existing.removedLine {
                    warning("assignment \(unassigned.assignmentId) was already removed on line \(removedLine)")
                }
            } else {
                error("'assignmentId' \(unassigned.assignmentId) names no plan assignment")
            }
        }
        if checkingTexts {
            if TextRule.containsControlCharacter(event.device) {
                warning("'device' must not contain control characters")
            }
            for problem in event.payload.textProblems() { warning(problem.description) }
        }
        for field in event.keptLine?.unknownFields ?? [] {
            var finding = Finding(.warning, line: line, "unknown field '\(field)' (written by a newer version?)")
            finding.isUnknownField = true
            findings.append(finding)
        }
        return findings
    }

    /// True when `event` breaks the rule that a journal opens with its one `journal.created`.
    func breaksFirstLineRule(_ event: Event) -> Bool {
        (eventCount == 0) != (event.type == .journalCreated)
    }

    /// How many findings come before the duplicate-id one: the first-line rule's, if broken.
    func positionRules(for event: Event) -> Int {
        breaksFirstLineRule(event) ? 1 : 0
    }

    static func entryIdUsed(_ id: Identifier, line: Int) -> String {
        "'entryId' \(id) is already used (line \(line))"
    }
}
