import MealLedger
import Testing
import TestSupport

/// Import reads what the file says or refuses it (SPEC 18): rows as long as the header,
/// decimal figures only, a required energy, one name per column, UTF-8, every line end;
/// rows handed over as they are read; at most one batch of new entries.
@Suite struct ImportStrictnessTests {
    func rows(_ format: ImportFormat, _ text: String) throws -> [ImportRow] {
        try ImportReader(format: format, fileLabel: "file.csv").rows(Array(text.utf8))
    }

    /// The error reading `text` gives, as `LINE: column 'X': message`.
    func refusal(_ format: ImportFormat, _ bytes: [UInt8]) -> String? {
        do {
            _ = try ImportReader(format: format, fileLabel: "file.csv").rows(bytes)
            return nil
        } catch {
            return error.description
        }
    }

    func refusal(_ format: ImportFormat, _ text: String) -> String? { refusal(format, Array(text.utf8)) }

    /// A file of each kind with one row whose cells are `cells` (the rest of a valid row).
    static func file(_ format: ImportFormat, calories: String, protein: String = "4", extra: String = "") -> String {
        switch format {
        case .csv: return "date,name,calories,protein\n2026-11-16,Soup,\(calories),\(protein)\(extra)\n"
        case .cronometer: return "Day,Food Name,Energy (kcal),Protein (g)\n2026-11-16,Soup,\(calories),\(protein)\(extra)\n"
        case .mfp: return "Date,Meal,Calories,Protein (g)\n2026-11-16,Lunch,\(calories),\(protein)\(extra)\n"
        }
    }

    static let caloriesColumn: [ImportFormat: String] = [.csv: "calories", .cronometer: "Energy (kcal)", .mfp: "Calories"]
    static let proteinColumn: [ImportFormat: String] = [.csv: "protein", .cronometer: "Protein (g)", .mfp: "Protein (g)"]

    @Test func aRowWithMoreOrFewerFieldsThanTheHeaderIsRefusedForEveryKind() {
        for format in ImportFormat.allCases {
            // An unquoted 1,234.5 would read as 1 kcal and 234.5 g of protein.
            #expect(refusal(format, Self.file(format, calories: "1,234.5", protein: "6")) == """
                2: the row has 5 fields and the header 4 (a comma in an unquoted figure, as in 1,234.5, splits it in two)
                """, "\(format)")
            let short = Self.file(format, calories: "70", protein: "").replacingOccurrences(of: "70,\n", with: "70\n")
            #expect(refusal(format, short) == "2: column '\(Self.proteinColumn[format]!)': missing: the row has 3 fields and the header 4",
                    "\(format)")
        }
    }

    @Test func figuresAreDecimalOnly() throws {
        for format in ImportFormat.allCases {
            let column = Self.caloriesColumn[format]!
            for bad in ["0x10", "0X1A", "+5", "inf", "nan", "infinity", "1e999", "5-", "1.2.3", "٣", "1_000", "12 3", ".", "e5"] {
                #expect(refusal(format, Self.file(format, calories: bad)) == "2: column '\(column)': must be a non-negative number, got '\(bad)'",
                        "\(format) \(bad)")
            }
            #expect(refusal(format, Self.file(format, calories: "-5")) == "2: column '\(column)': must be a non-negative number, got '-5'")
            // A NUL would cut the number short for a C reader: 12 of 12\03.
            #expect(refusal(format, Self.file(format, calories: "12\u{0}3")) == "2: column '\(column)': must be a non-negative number, got '12\u{0}3'")
            // Quoted thousands separators are refused too (1,234 is 1.234 in half the world).
            #expect(refusal(format, Self.file(format, calories: "\"1,234.5\"")) ==
                    "2: column '\(column)': must be a non-negative number (no thousands separators), got '1,234.5'")
            for (good, value) in [("303.20", 303.2), (".5", 0.5), ("5.", 5), ("1e3", 1000), ("2.5E+2", 250), (" 12 ", 12), ("0", 0)] {
                #expect(try rows(format, Self.file(format, calories: good)).first?.nutrients.calories == value, "\(format) \(good)")
            }
        }
    }

    @Test func anEmptyEnergyCellIsRefusedAndAnEmptyMacroIsUnknown() throws {
        for format in ImportFormat.allCases {
            #expect(refusal(format, Self.file(format, calories: "")) == "2: column '\(Self.caloriesColumn[format]!)': a number is required, got nothing",
                    "\(format)")
            #expect(refusal(format, Self.file(format, calories: "  ")) != nil)
            let row = try rows(format, Self.file(format, calories: "0", protein: ""))[0]
            #expect(row.protein == nil && row.nutrients.calories == 0, "\(format)")
        }
    }

    @Test func invalidUTF8IsRefusedNamingTheLineAndColumn() {
        for format in ImportFormat.allCases {
            var bytes = Array(Self.file(format, calories: "70").utf8)
            bytes.insert(0xFF, at: bytes.firstIndex(of: 0x0A)! + 14)  // in the name or meal cell of line 2
            let column = format == .mfp ? "Meal" : format == .csv ? "name" : "Food Name"
            #expect(refusal(format, bytes) == "2: column '\(column)': invalid UTF-8 (byte 0xFF)", "\(format)")
        }
        // In the header: no column to name yet.
        #expect(refusal(.csv, [0x64, 0xC3] + Array(",name,calories\n".utf8)) == "1: invalid UTF-8 (byte 0xC3)")
    }

    @Test func aColumnNamedTwiceInTheHeaderIsRefusedWhateverItsCase() {
        #expect(refusal(.csv, "date,name,calories,Calories\n2026-11-16,Egg,70,80\n")
            == "1: column 'Calories': named twice in the header (columns 3 and 4); which one to read cannot be told")
        #expect(refusal(.cronometer, "Day,Food Name,Energy (kcal),Vitamin A,Vitamin A\n2026-11-16,Egg,70,1,2\n") != nil)
        #expect(refusal(.mfp, "Date, Meal ,Calories,meal\n2026-11-16,Lunch,500,x\n")?.hasPrefix("1: column 'meal': named twice") == true)
        // Columns with no name are never read: they may come more than once.
        #expect(refusal(.csv, "date,name,calories,,\n2026-11-16,Egg,70,,\n") == nil)
    }

    @Test func everyLineEndReadsTheSameRows() throws {
        let lines = ["Date,Meal,Calories,Protein (g)", "2026-11-16,Lunch,500,30", "2026-11-17,Dinner,600,"]
        let expected = try rows(.mfp, lines.joined(separator: "\n") + "\n")
        #expect(expected.count == 2)
        for end in ["\r", "\r\n"] {
            let read = try rows(.mfp, lines.joined(separator: end) + end)
            #expect(read.map(\.nutrients) == expected.map(\.nutrients) && read.map(\.line) == [2, 3], "\(end.debugDescription)")
            #expect(read.map(\.identity) == expected.map(\.identity))
        }
    }

    @Test func datesAreDigitsOnly() {
        for bad in ["2026-+1-16", "2026-11-+6", "+026-11-16", "２０２６-11-16", "2026-11-1\u{0}"] {
            #expect(refusal(.csv, "date,name,calories\n\(bad),Egg,70\n")?.hasPrefix("2: column 'date': must be a date YYYY-MM-DD") == true,
                    "\(bad)")
        }
    }

    @Test func cronometerAmountsAreReadExactlyOrRefused() throws {
        func amount(_ text: String) throws -> (Double?, String?) {
            let row = try rows(.cronometer, "Day,Food Name,Amount,Energy (kcal)\n2026-11-16,Oats,\"\(text)\",300\n")[0]
            return (row.quantity, row.unit)
        }
        #expect(try amount("150.00 g") == (150, "g"))
        #expect(try amount("2.00 medium (2-2/3\"\" dia)") == (2, "medium (2-2/3\" dia)"))
        #expect(try amount("0.00 g") == (nil, nil))
        #expect(try amount("to taste") == (nil, nil))
        #expect(try amount("") == (nil, nil))
        for bad in ["1,234.00 g", "1/2 cup", "0x10 g", "1e3 g", "2000000000 g", "1.2.3 g"] {
            #expect(throws: ImportError.self, "\(bad)") { try amount(bad) }
        }
    }

    @Test func ledgersOwnCSVReadsANeutralisedCellBackToItsText() throws {
        let text = "date,name,unit,calories\n2026-11-16,\"'=HYPERLINK(\"\"x\"\")\",'@g,70\n2026-11-16,'Nduja,''-x,80\n"
        let read = try rows(.csv, text)
        #expect(read.map(\.name) == ["=HYPERLINK(\"x\")", "'Nduja"])
        #expect(read.map(\.unit) == ["@g", "'-x"])
        // Other kinds are not ours: a ' there is the file's own text.
        #expect(try rows(.mfp, "Date,Meal,Calories\n2026-11-16,'=x,70\n")[0].name == "'=x (MyFitnessPal)")
    }

    @Test func rowsAreHandedOverAsTheyAreReadNotAfterTheWholeFile() throws {
        // Chunks of a file that never ends: the first rows arrive before the reader asks for more.
        let header = Array("Date,Meal,Calories\n".utf8)
        let row = Array("2026-11-16,Lunch,500\n".utf8)
        var chunksRead = 0
        var rowsSeen = 0
        struct Enough: Error {}
        #expect(throws: Enough.self) {
            try ImportReader(format: .mfp, fileLabel: "f").forEachRow(readChunk: {
                chunksRead += 1
                return chunksRead == 1 ? header : row
            }) { _ in
                rowsSeen += 1
                if rowsSeen == 1000 { throw Enough() }
            }
        }
        #expect(chunksRead == 1001)
    }

    @Test func repeatedRowsAreNumberedAsEveryEarlierReleaseNumberedThem() throws {
        let read = try rows(.mfp, "Date,Meal,Calories\n2026-11-16,Lunch,500\n2026-11-16,Lunch,500\n2026-11-16,Lunch,501\n")
        let base = ["mfp", "2026-11-16", "", "Lunch", "Lunch (MyFitnessPal)", "", "", "500.0", "", "", "", "", "", "", "manual"]
            .joined(separator: "\u{1F}")
        #expect(read[0].identity == base + "\u{1F}0")
        #expect(read[1].identity == base + "\u{1F}1")
        #expect(read[2].identity.hasSuffix("\u{1F}0"))
    }

    @Test func oneImportAppendsAtMostOneBatchOfNewEntriesNamingTheRowPastIt() throws {
        var plan = ImportPlan(format: .mfp, limit: 3)
        let stamp = EventStamp(clock: SteppingClock(start: "2026-11-20T12:00:00.000Z"), ids: CountingIdentifierSource(),
                               device: "t")
        var state = LedgerState()
        // One row is in the journal already: it does not count.
        let present = try rows(.mfp, "Date,Meal,Calories\n2026-11-16,Lunch,1\n")[0]
        state.apply(stamp.event(.foodLogged(present.foodLogged(entryId: ImportedEntryId.identifier(for: present, format: .mfp)))),
                    line: 1, offset: 0)
        let text = "Date,Meal,Calories\n" + (1...6).map { "2026-11-16,Lunch,\($0)\n" }.joined()
        var refused: ImportError?
        do {
            var pending: [UInt8]? = Array(text.utf8)
            try ImportReader(format: .mfp, fileLabel: "f").forEachRow(readChunk: { defer { pending = nil }; return pending }) {
                try plan.add($0, state: state, stamp: stamp)
            }
        } catch let error as ImportError {
            refused = error
        }
        #expect(plan.events.count == 3 && plan.alreadyPresent == 1 && plan.rows == 5)
        #expect(plan.lines == [3, 4, 5])
        #expect(refused == ImportError(line: 6, column: nil, message: """
            more than 3 rows are new to the journal; one import appends at most 3 entries (one batch, all or none, \
            held in memory): split the file before this line and import the parts one after the other
            """))
        #expect(ImportPlan.maximumNewEntries == 100_000)
    }
}
