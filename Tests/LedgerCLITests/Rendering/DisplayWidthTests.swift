@testable import LedgerCLI
import Testing

/// Display widths: what a terminal gives each character, from the project's own table.
@Suite struct DisplayWidthTests {
    @Test func asciiTakesOneColumnACharacter() {
        #expect(DisplayWidth.of("Apple pie") == 9)
        #expect(DisplayWidth.of("") == 0)
    }

    @Test func chineseJapaneseKoreanAndFullwidthTakeTwo() {
        #expect(DisplayWidth.of("宫保鸡丁") == 8)
        #expect(DisplayWidth.of("おにぎり") == 8)
        #expect(DisplayWidth.of("비빔밥") == 6)
        #expect(DisplayWidth.of("ＡＢ１") == 6)
        #expect(DisplayWidth.of("Kung pao 宫保鸡丁 x2") == 20)
    }

    @Test func emojiTakeTwoWhateverTheirSequence() {
        #expect(DisplayWidth.of("🍎") == 2)
        #expect(DisplayWidth.of("🍣🍜") == 4)
        #expect(DisplayWidth.of("👨‍👩‍👧") == 2)  // joined by U+200D: one picture
        #expect(DisplayWidth.of("🇯🇵") == 2)  // a flag: two regional indicators
        #expect(DisplayWidth.of("🇯🇵🇮🇹") == 4)
        #expect(DisplayWidth.of("👍🏽") == 2)  // with a skin tone
        #expect(DisplayWidth.of("❤️") == 2)  // a text symbol asking for emoji presentation
        #expect(DisplayWidth.of("1️⃣") == 2)
    }

    @Test func combiningMarksAndJoinersTakeNone() {
        #expect(DisplayWidth.of("Cafe\u{301}") == 4)
        #expect(DisplayWidth.of("Café") == 4)
        #expect(DisplayWidth.of("Cre\u{300}me bru\u{302}le\u{301}e") == 12)
        #expect(DisplayWidth.of("a\u{200B}b\u{FE0E}") == 2)
        #expect(DisplayWidth.of("\u{1100}\u{1161}\u{11A8}") == 2)  // Hangul jamo: one syllable
    }

    @Test func cuttingKeepsWholeCharactersAndEndsWithAnEllipsis() {
        #expect(DisplayWidth.truncated("宫保鸡丁", to: 5) == "宫保…")
        #expect(DisplayWidth.truncated("宫保鸡丁", to: 4) == "宫…")
        #expect(DisplayWidth.truncated("宫保鸡丁", to: 8) == "宫保鸡丁")
        #expect(DisplayWidth.truncated("Cafe\u{301} au lait", to: 5) == "Cafe\u{301}…")
        #expect(DisplayWidth.truncated("👨‍👩‍👧👨‍👩‍👧", to: 3) == "👨‍👩‍👧…")
        #expect(DisplayWidth.truncated("abc", to: 0) == "")
    }

    @Test func theRangesAreSortedAndDisjoint() {
        for table in [DisplayWidth.zeroWidth, DisplayWidth.wide] {
            for (left, right) in zip(table, table.dropFirst()) {
                #expect(left.upperBound < right.lowerBound, "\(left) then \(right)")
            }
        }
    }

    /// The table agrees with the standard library's Unicode properties where they say the
    /// same thing: every emoji shown as a picture is two columns, every combining
    /// diacritical mark none.
    @Test func theTableAgreesWithUnicodeProperties() {
        for value in UInt32(0x2000)...0x1FAFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if scalar.properties.isEmojiPresentation {
                #expect(DisplayWidth.of(scalar) == 2, "U+\(String(value, radix: 16, uppercase: true))")
            }
        }
        for value in UInt32(0x0300)...0x036F {
            #expect(DisplayWidth.of(Unicode.Scalar(value)!) == 0)
        }
        for value in UInt32(0x4E00)...0x9FFF where value % 97 == 0 {
            #expect(DisplayWidth.of(Unicode.Scalar(value)!) == 2)
        }
    }
}
