import MealLedger

extension Ledger.Undo {
    /// The newest take-back among logged foods and meals and weigh-ins alike: whichever of
    /// the two newest candidates sits on the later line.
    static func newestTakeBackOfAnyEntry(of device: String, in state: LedgerState, journal: String) throws -> TakeBack? {
        let intake = try newestTakeBack(of: device, in: state, journal: journal)
        guard let weighed = newestWeighInTakeBack(of: device, in: state) else { return intake }
        guard let intake, let id = intake.removed.entryId, let line = state.log[id]?.line else { return weighed.takeBack }
        return weighed.line > line ? weighed.takeBack : intake
    }

    /// The newest weigh-in in force that `device` logged, with the weigh-in it corrected when
    /// it is a correction (`fix --kg`); the same rules as for foods and meals, stand-ins included.
    static func newestWeighInTakeBack(of device: String, in state: LedgerState) -> (takeBack: TakeBack, line: Int)? {
        var standIns: [Identifier: (Event, Int)] = [:]
        for record in state.weights.records.reversed() {
            if record.isRemoved {
                if let (standIn, line) = standIns[record.entryId] { return (TakeBack(removed: standIn, original: nil), line) }
                continue
            }
            guard record.device == device else { continue }
            let event = record.event
            guard let replaced = record.weighIn.replaces, let corrected = state.weights[replaced], corrected.isRemoved else {
                return (TakeBack(removed: event, original: nil), record.line)
            }
            if let original = corrected.weighIn.replaces, let first = state.weights[original],
               isCopy(event, of: first.event) {
                standIns[original] = (event, record.line)
                continue
            }
            return (TakeBack(removed: event, original: corrected.event), record.line)
        }
        return nil
    }
}
