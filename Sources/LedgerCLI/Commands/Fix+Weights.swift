import MealLedger

extension Ledger.Fix {
    /// `fix ENTRY --kg N` when ENTRY names a weigh-in: entry.removed for it and the weigh-in
    /// logged again with the new weight (and day), carrying "replaces"; nil when ENTRY names
    /// no weigh-in, so the food and meal path goes on.
    static func fixWeighIn(_ options: Options, _ context: CommandContext) throws -> ExitCode? {
        var corrected: WeightLogged?
        let stamp = options.target.stamp
        do {
            let outcome = try appendEvents(options.target) { state in
                let id = try IdentifierPrefix.resolve(options.entry, among: Array(state.log.ids) + state.weights.ids,
                                                      field: "ENTRY", noun: "logged entry")
                guard let record = state.weights[id] else { throw NotAWeighIn() }
                if let removed = record.removedLine {
                    throw FieldError(field: "ENTRY", problem: "\(id.short) was removed on line \(removed); nothing to fix")
                }
                var weighIn = record.weighIn
                switch options.amount {
                case .same: break
                case .kg(let kilograms): weighIn.kg = kilograms
                case .servings: throw FieldError(field: "servings", problem: "fixes a meal; for a weigh-in give --kg")
                case .grams: throw FieldError(field: "grams", problem: "fixes a food; for a weigh-in give --kg")
                case .quantity: throw FieldError(field: "quantity", problem: "fixes a food; for a weigh-in give --kg")
                }
                if options.slot != nil { throw FieldError(field: "slot", problem: "a weigh-in has no slot; give --kg or --date") }
                if let date = options.date { weighIn.date = date }
                weighIn.entryId = stamp.newIdentifier()
                weighIn.replaces = id
                corrected = weighIn
                return [stamp.event(.entryRemoved(EntryRemoved(entryId: id))), stamp.event(.weightLogged(weighIn))]
            }
            guard let corrected else { return .refused }
            var summary = WeighedSummary(outcome: outcome, weighIn: corrected, isDryRun: options.target.dryRun)
            summary.verb = "Corrected to"
            try context.print(summary, asJSON: options.target.asJSON)
            noteDryRun(options.target, context)
            return .success
        } catch is NotAWeighIn {
            if case .kg = options.amount {
                throw CLIError.refused(commandPath, FieldError(field: "ENTRY", problem: "--kg fixes a weigh-in; '\(options.entry)' names a food or meal").description)
            }
            return nil
        }
    }

    /// ENTRY names a food or meal: the weigh-in path steps aside.
    private struct NotAWeighIn: Error {}
}
