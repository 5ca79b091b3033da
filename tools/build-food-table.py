#!/usr/bin/env python3
"""Build the embedded food table (Sources/MealLedger/Foods/FoodTable+Data.swift) from USDA
SR28 (foods as bought) and USDA FNDDS 2019-2020 (foods as eaten).

Usage: python3 tools/build-food-table.py [SR28_DIR] [--fndds FNDDS_DIR] [--output FILE]

SR28_DIR defaults to ../shared/data/usda-sr28 and FNDDS_DIR to ../shared/data/usda-fndds; a
relative path is taken from the repository root (the folder above tools/), so the script
gives the same result from any working directory. The output defaults to
Sources/MealLedger/Foods/FoodTable+Data.swift under the repository root; tests pass --output
to compare a fresh build with the committed file.

The SR28 files are caret-separated, text fields wrapped in tildes, CRLF line ends,
Latin-1. The FNDDS files are tab-separated UTF-8 with a header row. Both tables go into one
list of lines sorted by food id (5-digit NDB numbers and 8-digit FNDDS food codes never
collide), so one reader, one look-up and one search serve both. Each line keeps per-100 g
energy, protein, carbohydrate and total fat, then the 22 nutrients of SPEC 14's vocabulary
(fiber … alcohol) separated by commas, then the portions: SR28's WEIGHT.txt rows in Seq
order, FNDDS's portions in Seq num order. Numbers are the source text with trailing zeros
after the decimal point dropped ("0.850" → "0.85", "2.000" → "2"): the same value, fewer
bytes. A nutrient with no value stays an empty field: absent, not zero. FNDDS foods have
the WWEIA category as their group, coded "W" + its number.

Only the Python standard library is used, and the output depends only on the input
files (sorted keys, no dates), so running it twice gives identical bytes.
"""

import argparse
import os
import re
import sys

REPO_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_SOURCE = "../shared/data/usda-sr28"
DEFAULT_FNDDS = "../shared/data/usda-fndds"
DEFAULT_OUTPUT = "Sources/MealLedger/Foods/FoodTable+Data.swift"

# Nutr_No of the values kept, in table column order.
ENERGY_KCAL, PROTEIN, CARBOHYDRATE, FAT = "208", "203", "205", "204"
KEPT_NUTRIENTS = (ENERGY_KCAL, PROTEIN, CARBOHYDRATE, FAT)

# SPEC 14's vocabulary, in its order: journal key, SR28 Nutr_No, FNDDS column (None: SR28 only).
VOCABULARY = (
    ("fiber", "291", "Fiber, total dietary (g)"),
    ("sugars", "269", "Sugars, total (g)"),
    ("saturatedFat", "606", "Fatty acids, total saturated (g)"),
    ("monounsaturatedFat", "645", "Fatty acids, total monounsaturated (g)"),
    ("polyunsaturatedFat", "646", "Fatty acids, total polyunsaturated (g)"),
    ("transFat", "605", None),
    ("cholesterol", "601", "Cholesterol (mg)"),
    ("sodium", "307", "Sodium (mg)"),
    ("potassium", "306", "Potassium (mg)"),
    ("calcium", "301", "Calcium (mg)"),
    ("iron", "303", "Iron (mg)"),
    ("magnesium", "304", "Magnesium (mg)"),
    ("zinc", "309", "Zinc (mg)"),
    ("vitaminA", "320", "Vitamin A, RAE (mcg_RAE)"),
    ("vitaminC", "401", "Vitamin C (mg)"),
    ("vitaminD", "328", "Vitamin D (D2 + D3) (mcg)"),
    ("vitaminE", "323", "Vitamin E (alpha-tocopherol) (mg)"),
    ("vitaminK", "430", "Vitamin K (phylloquinone) (mcg)"),
    ("vitaminB12", "418", "Vitamin B-12 (mcg)"),
    ("folate", "435", "Folate, DFE (mcg_DFE)"),
    ("caffeine", "262", "Caffeine (mg)"),
    ("alcohol", "221", "Alcohol (g)"),
)
FNDDS_MACROS = ("Energy (kcal)", "Protein (g)", "Carbohydrate (g)", "Total Fat (g)")
NUTRIENT_SEPARATOR = ","

VOCABULARY_NUMBERS = {number for _, number, _ in VOCABULARY}

FIELD_SEPARATOR = "|"
MEASURE_SEPARATOR = ";"
# Grams follow the last "=" of a measure, so "=" may appear inside a measure description
# ("serving (NLEA serving = 1 cup)") but never in a number.
GRAMS_SEPARATOR = "="


def read_records(path):
    """Yields each line of an SR28 file as a list of fields with the tildes removed."""
    with open(path, encoding="latin-1", newline="") as handle:
        text = handle.read()
    for line in text.split("\r\n"):
        if not line:
            continue
        fields = []
        for field in line.split("^"):
            if len(field) >= 2 and field.startswith("~") and field.endswith("~"):
                field = field[1:-1]
            fields.append(field)
        yield fields


def require_clean(text, forbidden, what):
    """Stops the build when a field holds a character the compact format reserves."""
    for character in forbidden:
        if character in text:
            sys.exit(f"build-food-table: {what} contains reserved character {character!r}: {text!r}")


def load(source):
    groups = {}
    for fields in read_records(os.path.join(source, "FD_GROUP.txt")):
        code, description = fields[0], fields[1]
        require_clean(description, FIELD_SEPARATOR + "\n", "food group")
        groups[code] = description

    foods = {}
    for fields in read_records(os.path.join(source, "FOOD_DES.txt")):
        ndb_number, group_code, long_description = fields[0], fields[1], fields[2]
        require_clean(long_description, FIELD_SEPARATOR + "\n", f"Long_Desc of {ndb_number}")
        if ndb_number in foods:
            sys.exit(f"build-food-table: duplicate NDB_No {ndb_number} in FOOD_DES.txt")
        if group_code not in groups:
            sys.exit(f"build-food-table: {ndb_number} has unknown food group {group_code}")
        foods[ndb_number] = {
            "group": group_code,
            "description": long_description,
            "nutrients": {},
            "measures": [],
        }

    for fields in read_records(os.path.join(source, "NUT_DATA.txt")):
        ndb_number, nutrient_number, value = fields[0], fields[1], fields[2]
        if nutrient_number not in KEPT_NUTRIENTS and nutrient_number not in VOCABULARY_NUMBERS:
            continue
        if ndb_number not in foods:
            sys.exit(f"build-food-table: NUT_DATA.txt names unknown food {ndb_number}")
        float(value)  # stops the build on a value that is not a number
        foods[ndb_number]["nutrients"][nutrient_number] = value

    for fields in read_records(os.path.join(source, "WEIGHT.txt")):
        ndb_number, sequence, amount, description, grams = fields[0], fields[1], fields[2], fields[3], fields[4]
        if ndb_number not in foods:
            sys.exit(f"build-food-table: WEIGHT.txt names unknown food {ndb_number}")
        require_clean(description, FIELD_SEPARATOR + MEASURE_SEPARATOR + "\n", f"Msre_Desc of {ndb_number}")
        if float(amount) <= 0 or float(grams) <= 0:
            sys.exit(f"build-food-table: {ndb_number} measure {description!r} has amount {amount}, grams {grams}")
        foods[ndb_number]["measures"].append((int(sequence), amount, description, grams))

    return groups, foods


def compact(number):
    """The source text of a number without trailing zeros after its point: same value, fewer bytes."""
    float(number)  # stops the build on a value that is not a number
    if "." in number:
        number = number.rstrip("0").rstrip(".")
        if number == "" or number == "-":
            number = "0"
    return number


def fraction_amount(text):
    """A portion's leading amount as a decimal: "1" → "1", "1/2" → "0.5", "1-1/2" → "1.5"."""
    whole = 0.0
    if "-" in text:
        head, text = text.split("-", 1)
        whole = float(head)
    if "/" in text:
        top, bottom = text.split("/", 1)
        value = whole + float(top) / float(bottom)
    else:
        value = whole + float(text)
    return repr(value).rstrip("0").rstrip(".") if "." in repr(value) else repr(value)


PORTION_AMOUNT = re.compile(r"^(\d+(?:\.\d+)?(?:-\d+/\d+)?(?:/\d+)?) (.+)$")


def load_fndds(source):
    """FNDDS foods as {code: {"group", "description", "nutrients", "measures"}} and their groups."""
    groups, foods = {}, {}
    with open(os.path.join(source, "nutrient-values.tsv"), encoding="utf-8", newline="") as handle:
        rows = handle.read().split("\n")
    header = rows[0].rstrip("\r").split("\t")
    column = {name: index for index, name in enumerate(header)}
    for name in FNDDS_MACROS + tuple(c for _, _, c in VOCABULARY if c):
        if name not in column:
            sys.exit(f"build-food-table: FNDDS has no column {name!r}")
    for row in rows[1:]:
        row = row.rstrip("\r")
        if not row:
            continue
        fields = row.split("\t")
        code, description, category, category_description = fields[0], fields[1], fields[2], fields[3]
        if len(code) != 8 or not code.isdigit():
            sys.exit(f"build-food-table: FNDDS food code {code!r} is not 8 digits")
        require_clean(description, FIELD_SEPARATOR + "\n", f"description of {code}")
        require_clean(category_description, FIELD_SEPARATOR + "\n", f"category of {code}")
        group = "W" + category
        groups[group] = category_description
        macros = {number: fields[column[name]] for number, name in zip(KEPT_NUTRIENTS, FNDDS_MACROS)}
        for _, number, name in VOCABULARY:
            if name is not None:
                macros[number] = fields[column[name]]
        if code in foods:
            sys.exit(f"build-food-table: duplicate FNDDS food code {code}")
        foods[code] = {"group": group, "description": description, "nutrients": macros, "measures": []}
    with open(os.path.join(source, "portions.tsv"), encoding="utf-8", newline="") as handle:
        rows = handle.read().split("\n")
    for row in rows[1:]:
        row = row.rstrip("\r")
        if not row:
            continue
        code, sequence, description, grams = row.split("\t")
        if code not in foods:
            sys.exit(f"build-food-table: FNDDS portion names unknown food {code}")
        # One portion ("1 animal cookie (include Keebler Iced; Carousel Frosted)") holds the
        # measure separator: a comma stands in for it.
        description = description.replace(MEASURE_SEPARATOR, ",")
        require_clean(description, FIELD_SEPARATOR + "\n", f"portion of {code}")
        match = PORTION_AMOUNT.match(description)
        amount, text = (fraction_amount(match.group(1)), match.group(2)) if match else ("1", description)
        if float(amount) <= 0 or float(grams) <= 0:
            sys.exit(f"build-food-table: {code} portion {description!r} has amount {amount}, grams {grams}")
        foods[code]["measures"].append((int(sequence), amount, text, grams))
    return groups, foods


def description_words(description):
    """The lower-case words of a description, cut as FoodSearchIndex.forEachWord cuts them:
    ASCII letters and digits and every byte beyond ASCII make words, an apostrophe is dropped
    inside a word, anything else separates words."""
    words, word = set(), bytearray()
    for byte in description.encode("utf-8") + b" ":
        if 0x61 <= byte <= 0x7A or 0x30 <= byte <= 0x39 or byte >= 0x80:
            word.append(byte)
        elif 0x41 <= byte <= 0x5A:
            word.append(byte + 32)
        elif byte == 0x27:
            continue
        elif word:
            words.add(bytes(word))
            word = bytearray()
    return words


def render_word_index(food_lines):
    """`word|n,n,…` lines sorted by the word's bytes: the food lines (numbered from 0) whose
    description holds the word, so a search finds a prefix's foods by binary search."""
    postings = {}
    for number, line in enumerate(food_lines):
        description = line.split(FIELD_SEPARATOR)[2]
        for word in description_words(description):
            postings.setdefault(word, []).append(number)
    lines = []
    for word in sorted(postings):
        text = word.decode("utf-8")
        require_clean(text, FIELD_SEPARATOR + "\n", "description word")
        lines.append(text + FIELD_SEPARATOR + ",".join(str(n) for n in postings[word]))
    return lines


# The search index's digits: 64 consecutive ASCII characters from "0", so a digit is its byte
# minus 0x30 and a raw string literal holds them as they are.
DIGIT_BASE = 0x30
RECORDS_PER_LINE = 32

# FoodSearchIndex's word lists (FoodSearchIndex.swift), which the index's flags come from;
# FoodSearchIndexTests compare the generated index with one built from the descriptions.
STOP_WORDS = {"a", "an", "and", "or", "of", "the", "in", "on", "to", "for", "with", "without", "w", "from", "by"}
NEUTRAL_WORDS = ("raw", "fresh", "whole", "plain", "regular", "cooked", "meat", "only", "all", "added", "vitamin",
                 "a", "c", "d", "enriched", "unenriched", "fluid", "milkfat", "ns", "nfs", "as", "form")
PROCESSED_WORDS = ("breaded", "batter", "battered", "fried", "frozen", "canned", "babyfood", "fast", "restaurant",
                   "nugget", "patty", "dehydrated", "dried", "powder", "powdered", "imitation", "mix", "microwaved",
                   "sandwich", "glazed", "flavored", "sweetened", "instant", "condensed", "evaporated", "substitute",
                   "strained", "junior", "toddler", "meatless", "vegetarian", "cured")
CATEGORY_WORDS = ("fish", "spices", "nuts", "seeds", "crustaceans", "mollusks", "beverages", "game")
DISCOURAGED_GROUPS = ("Baby Foods", "Fast Foods", "Restaurant Foods", "American Indian/Alaska Native Foods",
                      "Meals, Entrees, and Side Dishes", "Sausages and Luncheon Meats")


def digits(value, width):
    """`value` in `width` base-64 digits, most significant first."""
    if not 0 <= value < 64 ** width:
        sys.exit(f"build-food-table: {value} does not fit {width} index digits")
    return "".join(chr(DIGIT_BASE + (value >> (6 * place)) % 64) for place in reversed(range(width)))


def record_lines(records):
    """Fixed-width records, RECORDS_PER_LINE a line, so record i is found by arithmetic."""
    return ["".join(records[start:start + RECORDS_PER_LINE]) for start in range(0, len(records), RECORDS_PER_LINE)]


def singular(word):
    """FoodSearchIndex.singular."""
    if len(word.encode("utf-8")) <= 3:
        return word
    if word.endswith("ies") and len(word.encode("utf-8")) > 4:
        return word[:-3] + "y"
    if word.endswith("s") and not word.endswith("ss") and not word.endswith("us") and not word.endswith("is"):
        return word[:-1]
    if (word.endswith("is") and len(word.encode("utf-8")) > 4 and word[-3] not in "aeiousy"
            and not word.endswith("stis")):
        return word[:-1]
    return word


def stem(word):
    """FoodSearchIndex.stem."""
    word = singular(word)
    if word.endswith("ie") and len(word.encode("utf-8")) > 3:
        return word[:-2] + "y"
    return word[:-1] if word.endswith("e") and len(word.encode("utf-8")) > 3 else word


def description_tokens(description):
    """Each word of a description as FoodSearchIndex.forEachWord cuts it: (word bytes, segment,
    space-separated group, written in capitals)."""
    tokens, word = [], bytearray()
    segment = group = capitals = lower = 0
    group_has_words = False
    for byte in description.encode("utf-8") + b" ":
        if 0x61 <= byte <= 0x7A:
            lower += 1
            word.append(byte)
            continue
        if 0x41 <= byte <= 0x5A:
            capitals += 1
            word.append(byte + 32)
            continue
        if 0x30 <= byte <= 0x39 or byte >= 0x80:
            word.append(byte)
            continue
        if byte == 0x27:
            continue
        if word:
            tokens.append((bytes(word), segment, group, capitals >= 3 and lower == 0))
            word, capitals, lower, group_has_words = bytearray(), 0, 0, True
        if byte in b", \t\n\r" and group_has_words:
            group += 1
            group_has_words = False
        if byte == 0x2C:
            segment += 1
    return tokens


def render_search_index(food_lines, word_lines, groups):
    """The search index of every description (FoodSearchIndex's, with global ids), in digits:
    - word records (7 digits), by word id, the words numbered as `wordLines` sorts them: the
      offset of the word's line in `wordLines` (4), its stem id (2), 1 if it is distinctive (1);
    - stem records (4 digits), by stem id, stems sorted by their bytes: the offset of the
      stem's line in the stem text (3), 1 if processed + 2 if a category (1); and the stem text;
    - food records (8 digits), by food line: the byte offset of the line in `foodLines` (4),
      its first token's number (3), 1 if branded + 2 × (discouraged group + 1) (1);
    - tokens (4 digits): word id (2), segment (1), space-separated group (1)."""
    words = [line.split(FIELD_SEPARATOR)[0].encode("utf-8") for line in word_lines]
    word_ids = {word: number for number, word in enumerate(words)}
    word_texts = [word.decode("utf-8") for word in words]
    stems = sorted({stem(word) for word in word_texts}, key=lambda text: text.encode("utf-8"))
    stem_ids = {text: number for number, text in enumerate(stems)}
    neutral = {stem(word) for word in NEUTRAL_WORDS}
    processed = {stem(word) for word in PROCESSED_WORDS}
    category = {stem(word) for word in CATEGORY_WORDS}

    word_records, offset = [], 0
    for word, line in zip(word_texts, word_lines):
        distinctive = not (word.isdigit() and word.isascii() or word in STOP_WORDS or stem(word) in neutral)
        word_records.append(digits(offset, 4) + digits(stem_ids[stem(word)], 2) + digits(int(distinctive), 1))
        offset += len(line.encode("utf-8")) + 1
    stem_records, offset = [], 0
    for text in stems:
        stem_records.append(digits(offset, 3) + digits(int(text in processed) + 2 * int(text in category), 1))
        offset += len(text.encode("utf-8")) + 1

    food_records, tokens, offset = [], [], 0
    for line in food_lines:
        code, _, description = line.split(FIELD_SEPARATOR)[:3]
        cut = description_tokens(description)
        branded = any(capitals for _, _, _, capitals in cut)
        name = groups[code]
        discouraged = DISCOURAGED_GROUPS.index(name) + 1 if name in DISCOURAGED_GROUPS else 0
        food_records.append(digits(offset, 4) + digits(len(tokens), 3) + digits(int(branded) + 2 * discouraged, 1))
        tokens += [digits(word_ids[word], 2) + digits(segment, 1) + digits(group, 1) for word, segment, group, _ in cut]
        offset += len(line.encode("utf-8")) + 1
    # One more food record closes the last food's tokens.
    food_records.append(digits(offset, 4) + digits(len(tokens), 3) + digits(0, 1))
    return record_lines(word_records), record_lines(stem_records), stems, record_lines(food_records), record_lines(tokens)


def render(groups, foods):
    group_lines = [f"{code}{FIELD_SEPARATOR}{groups[code]}" for code in sorted(groups)]
    food_lines = []
    for food_id in sorted(foods):
        food = foods[food_id]
        measures = MEASURE_SEPARATOR.join(
            f"{compact(amount)} {description}{GRAMS_SEPARATOR}{compact(grams)}"
            for _, amount, description, grams in sorted(food["measures"])
        )
        values = food["nutrients"]
        columns = [food_id, food["group"], food["description"]]
        columns += [compact(values[number]) if number in values else "" for number in KEPT_NUTRIENTS]
        columns.append(NUTRIENT_SEPARATOR.join(
            compact(values[number]) if number in values else "" for _, number, _ in VOCABULARY))
        columns.append(measures)
        food_lines.append(FIELD_SEPARATOR.join(columns))

    for line in group_lines + food_lines:
        # The lines go into a raw string literal #"""…"""#: only these sequences could end
        # it early or start an interpolation.
        if '"""#' in line or "\\#" in line:
            sys.exit(f"build-food-table: line cannot go in a raw string literal: {line!r}")

    word_lines = render_word_index(food_lines)
    food_groups = {line.split(FIELD_SEPARATOR)[0]: groups[line.split(FIELD_SEPARATOR)[1]] for line in food_lines}
    word_records, stem_records, stem_texts, food_records, token_records = render_search_index(
        food_lines, word_lines, food_groups)
    keys = ", ".join(key for key, _, _ in VOCABULARY)
    header = f"""\
// GENERATED FILE: do not edit by hand.
// Generated by tools/build-food-table.py from USDA SR28 (USDA National Nutrient Database
// for Standard Reference, Release 28) and USDA FNDDS 2019-2020 (Food and Nutrient Database
// for Dietary Studies), U.S. Department of Agriculture, public domain.
// To change it, change the script and run: python3 tools/build-food-table.py
//
// Food lines, sorted by id: id|group|description|kcal|protein|carbohydrate|fat|nutrients|portions
// id: a 5-digit SR28 NDB_No or an 8-digit FNDDS food code; group: an SR28 FdGrp_Cd or "W" and
// the FNDDS food's WWEIA category number. Nutrients are per 100 g: kcal, protein,
// carbohydrate and fat (SR28 208, 203, 205, 204), then, separated by ",", {len(VOCABULARY)} more:
// {keys}.
// An empty field means the table has no value. Portions are SR28's WEIGHT.txt rows or
// FNDDS's portions in sequence order, separated by ";", each "Amount description=grams"
// (grams after the last "="; an FNDDS portion without a leading amount has amount 1).
"""
    return (
        header
        + "\n"
        + "extension FoodTable {\n"
        + "    /// The SR28 food groups and FNDDS WWEIA categories, one `code|description` a line.\n"
        + '    static let groupLines = #"""\n'
        + "\n".join(group_lines)
        + '\n"""#\n'
        + "\n"
        + f"    /// The {len(food_lines)} foods of both tables, one a line, sorted by id.\n"
        + '    static let foodLines = #"""\n'
        + "\n".join(food_lines)
        + '\n"""#\n'
        + "\n"
        + f"    /// The {len(word_lines)} words of the descriptions, sorted by their bytes, each with the\n"
        + "    /// numbers (from 0) of the food lines holding it: `word|n,n,…`.\n"
        + '    static let wordLines = #"""\n'
        + "\n".join(word_lines)
        + '\n"""#\n'
        + "\n"
        + "    /// The search index of the descriptions in base-64 digits (a digit is its byte minus 0x30),\n"
        + f"    /// {RECORDS_PER_LINE} fixed-width records a line (see `EmbeddedSearchIndex`): one a word of `wordLines`.\n"
        + '    static let wordRecords = #"""\n'
        + "\n".join(word_records)
        + '\n"""#\n'
        + "\n"
        + "    /// One record a stem of the description words, stems sorted by their bytes.\n"
        + '    static let stemRecords = #"""\n'
        + "\n".join(stem_records)
        + '\n"""#\n'
        + "\n"
        + f"    /// The {len(stem_texts)} stems, one a line, in stem record order.\n"
        + '    static let stemLines = #"""\n'
        + "\n".join(stem_texts)
        + '\n"""#\n'
        + "\n"
        + "    /// One record a food line, and one after the last.\n"
        + '    static let foodRecords = #"""\n'
        + "\n".join(food_records)
        + '\n"""#\n'
        + "\n"
        + "    /// Every description word of every food, in food line order.\n"
        + '    static let tokenRecords = #"""\n'
        + "\n".join(token_records)
        + '\n"""#\n'
        + "}\n"
    )


def main():
    parser = argparse.ArgumentParser(description="Build the embedded food table from USDA SR28 and FNDDS.")
    parser.add_argument("source", nargs="?", default=DEFAULT_SOURCE,
                        help="folder with the SR28 files (relative paths start at the repository root)")
    parser.add_argument("--fndds", default=DEFAULT_FNDDS,
                        help="folder with the FNDDS files (relative paths start at the repository root)")
    parser.add_argument("--output", default=DEFAULT_OUTPUT,
                        help="Swift file to write (relative paths start at the repository root)")
    arguments = parser.parse_args()

    source = os.path.join(REPO_ROOT, arguments.source)
    output = os.path.join(REPO_ROOT, arguments.output)
    groups, foods = load(source)
    fndds_groups, fndds_foods = load_fndds(os.path.join(REPO_ROOT, arguments.fndds))
    groups.update(fndds_groups)
    foods.update(fndds_foods)
    text = render(groups, foods)
    with open(output, "w", encoding="utf-8", newline="\n") as handle:
        handle.write(text)
    print(f"build-food-table: wrote {len(foods)} foods to {os.path.relpath(output, REPO_ROOT)}")


if __name__ == "__main__":
    main()
