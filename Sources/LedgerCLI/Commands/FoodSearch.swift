import MealLedger

extension Ledger {
    /// `ledger food search Q`: foods of both embedded USDA tables (SR28, FNDDS), best match first.
    struct FoodSearch: LedgerCommand {
        static let limit = Option<Int>("limit", short: "n", value: .number(), help: "show at most N foods (default 10)") {
            text, _ throws(OptionProblem) in
            try wholeNumber(text, in: 1...Int.max, rule: "must be a positive whole number")
        }

        static let spec = CommandSpec(
            name: "food search",
            summary: "Search both embedded USDA food tables (SR28 as bought, FNDDS as eaten); show nutrition per 100 g and portions.",
            discussion: """
            Two tables are searched together: USDA SR28 (foods as bought: raw chicken, dry oats;
            5-digit ids) and USDA FNDDS 2019-2020 (foods as eaten: cooked rice, lasagna, coffee as
            served; 8-digit ids); TABLE says which. Foods holding every word of the query come
            first; among them, plain descriptions before longer or processed ones ("chicken
            breast" finds roasted breast meat before breaded products). Case, punctuation and
            plurals do not matter. Nutrition is per 100 g; MEASURES lists the food's household
            or survey portions in grams per unit; 'ledger food show ID' shows every nutrient and
            portion. Use the ID with 'ledger append meal.created --food ID --grams G' (or
            --quantity Q --unit U).
            --json prints {"query","foods":[{"id","table","description","group","per100g":{…},"measures":[…],"score"}]};
            per100g holds calories, the macros and every nutrient of the vocabulary (fiber …
            alcohol); a nutrient the table has no value for is null.
            """,
            usage: [.arguments(.text("QUERY")), .option(limit), .option(CommonOptions.json)],
            options: [limit, CommonOptions.json, CommonOptions.journal])

        struct Options {
            var query: String
            var limit: Int
            var asJSON: Bool
        }

        static func validate(_ arguments: Arguments, _ context: CommandContext) throws -> Options {
            let query = arguments.positionals.joined(separator: " ").trimmingCharacters()
            guard !query.isEmpty else { throw usageError("missing the QUERY") }
            return Options(query: query, limit: try arguments[limit] ?? 10, asJSON: arguments[CommonOptions.json])
        }

        static func run(_ options: Options, _ context: CommandContext) throws -> ExitCode {
            let query = options.query
            let matches = FoodDatabase.embedded.search(query, limit: options.limit)
            if options.asJSON {
                context.printJSON(json(query: query, matches: matches))
            } else if matches.isEmpty {
                context.stdout.line("No food matches '\(query)'.")
            } else {
                context.stdout.write(table(matches, width: TerminalWidth.columns(context)))
            }
            return .success
        }

        static func json(query: String, matches: [FoodMatch]) -> JSONWriter {
            var json = JSONWriter()
            json.object { json in
                json.member("query", query)
                json.member("foods") { json in
                    json.array(matches) { json, match in
                        let food = match.food
                        json.object { json in
                            members(of: food, into: &json)
                            json.member("score", rounded: match.score)
                        }
                    }
                }
            }
            return json
        }

        /// The members every food's JSON has: id, table, description, group, per100g, measures.
        static func members(of food: Food, into json: inout JSONWriter) {
            json.member("id", food.id)
            json.member("table", food.table.rawValue)
            json.member("description", food.description)
            json.member("group", food.group)
            json.member("per100g") { json in
                json.object { json in
                    json.member("calories", orNull: food.caloriesPer100g)
                    json.member("protein", orNull: food.proteinPer100g)
                    json.member("carbohydrates", orNull: food.carbohydratesPer100g)
                    json.member("fats", orNull: food.fatsPer100g)
                    for nutrient in Nutrient.allCases {
                        json.member(key: nutrient.key) { json in
                            if let value = food.nutrients[nutrient] { json.number(value) } else { json.null() }
                        }
                    }
                }
            }
            json.member("measures") { json in
                json.array(food.measures) { json, measure in
                    json.object { json in
                        json.member("amount", measure.amount)
                        json.member("description", measure.description)
                        json.member("unit", measure.unit)
                        json.member("grams", measure.grams)
                    }
                }
            }
        }

        static func table(_ matches: [FoodMatch], width: Int?) -> String {
            var table = Table([("ID", .left), ("TABLE", .left), ("FOOD", .left)] + NutrientColumns.headers + [("MEASURES", .left)])
            table.keepWhole(["ID", "TABLE"])
            for match in matches {
                let food = match.food
                table.add([food.id, food.table.label, food.description]
                    + [food.caloriesPer100g.map(Format.calories), food.proteinPer100g.map(Format.grams),
                       food.carbohydratesPer100g.map(Format.grams), food.fatsPer100g.map(Format.grams)].map { $0 ?? "–" }
                    + [measures(food)])
            }
            return "Per 100 g:\n" + table.render(width: width)
        }

        /// `cup 140 g, breast 172 g`: grams per unit, one per unit, at most four.
        static func measures(_ food: Food) -> String {
            var seen = Set<String>()
            var parts: [String] = []
            for measure in food.measures where seen.insert(measure.unit).inserted {
                parts.append("\(measure.unit) \(Format.quantity((measure.gramsPerUnit * 10).rounded() / 10)) g")
            }
            let shown = parts.prefix(4).joined(separator: ", ")
            return parts.count > 4 ? shown + ", …" : shown
        }
    }
}
