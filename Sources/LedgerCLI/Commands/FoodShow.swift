import MealLedger

extension Ledger {
    /// `ledger food show ID`: one food of the embedded tables, every nutrient per 100 g and its portions.
    struct FoodShow: LedgerCommand {
        static let spec = CommandSpec(
            name: "food show",
            summary: "Show one food of the embedded USDA tables: every nutrient per 100 g and its portions.",
            discussion: """
            ID is a food's id from 'ledger food search': a 5-digit SR28 NDB number (foods as
            bought) or an 8-digit FNDDS food code (foods as eaten). Shows calories, protein,
            carbohydrates and fats and the 22 nutrients of the vocabulary (fibre, sugars,
            saturated, mono- and polyunsaturated and trans fat, cholesterol, sodium, potassium,
            calcium, iron, magnesium, zinc, vitamins A, C, D, E, K and B12, folate, caffeine,
            alcohol) per 100 g, '–' where the table has no value (unknown, not zero), and each
            household measure or survey portion with its weight.
            --json prints {"id","table","description","group","per100g":{…},"measures":[…]}, as
            each food of 'food search --json'.
            """,
            usage: [.arguments(.text("ID")), .option(CommonOptions.json)],
            options: [CommonOptions.json, CommonOptions.journal])

        struct Options {
            var id: String
            var asJSON: Bool
        }

        static func validate(_ arguments: Arguments, _ context: CommandContext) throws -> Options {
            guard arguments.positionals.count == 1, let id = arguments.positionals.first?.trimmingCharacters(), !id.isEmpty else {
                throw usageError(arguments.positionals.isEmpty ? "missing the food ID" : "give one food ID")
            }
            return Options(id: id, asJSON: arguments[CommonOptions.json])
        }

        static func run(_ options: Options, _ context: CommandContext) throws -> ExitCode {
            guard let food = FoodDatabase.embedded.food(id: options.id) else {
                throw CLIError.refused(commandPath, "'\(options.id)' is no food id: ids are 5-digit SR28 or 8-digit FNDDS "
                    + "numbers from 'ledger food search'")
            }
            if options.asJSON {
                var json = JSONWriter()
                json.object { json in FoodSearch.members(of: food, into: &json) }
                context.printJSON(json)
            } else {
                context.stdout.write(text(food, width: TerminalWidth.columns(context)))
            }
            return .success
        }

        static func text(_ food: Food, width: Int?) -> String {
            var output = "\(food.id)  \(food.description)\n"
            output += "Table: USDA \(food.table == .sr28 ? "SR28 (as bought)" : "FNDDS 2019-2020 (as eaten)"); group: \(food.group)\n\n"
            var nutrients = Table([("PER 100 G", .left), ("AMOUNT", .right), ("UNIT", .left)])
            func row(_ label: String, _ value: Double?, _ unit: String) {
                nutrients.add([label, value.map { Format.quantity(($0 * 1000).rounded() / 1000) } ?? "–", unit])
            }
            row("Calories", food.caloriesPer100g, "kcal")
            row("Protein", food.proteinPer100g, "g")
            row("Carbohydrates", food.carbohydratesPer100g, "g")
            row("Fats", food.fatsPer100g, "g")
            for nutrient in Nutrient.allCases { row(nutrient.label, food.nutrients[nutrient], nutrient.unit) }
            output += nutrients.render(width: width)
            if food.measures.isEmpty {
                output += "\nNo portions listed.\n"
            } else {
                var portions = Table([("PORTION", .left), ("GRAMS", .right), ("KCAL", .right)])
                for measure in food.measures {
                    portions.add(["\(Format.quantity(measure.amount)) \(measure.description)", Format.quantity(measure.grams),
                                  food.caloriesPer100g.map { Format.calories($0 * measure.grams / 100) } ?? "–"])
                }
                output += "\n" + portions.render(width: width)
            }
            return output
        }
    }
}
