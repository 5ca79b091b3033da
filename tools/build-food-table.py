#!/usr/bin/env python3
"""Build the embedded food table (Sources/MealLedger/Foods/FoodTable+Data.swift) from USDA SR28.

Usage: python3 tools/build-food-table.py [SR28_DIR] [--output FILE]

SR28_DIR defaults to ../shared/data/usda-sr28 and a relative path is taken from the
repository root (the folder above tools/), so the script gives the same result from any
working directory. The output defaults to Sources/MealLedger/Foods/FoodTable+Data.swift
under the repository root; tests pass --output to compare a fresh build with the
committed file.

The SR28 files are caret-separated, text fields wrapped in tildes, CRLF line ends,
Latin-1. The table keeps per-100 g energy (208, kcal), protein (203), carbohydrate by
difference (205) and total fat (204), copied as the source text (no float round trip),
and every household measure from WEIGHT.txt in Seq order. A nutrient with no row stays
an empty field: absent, not zero.

Only the Python standard library is used, and the output depends only on the input
files (sorted keys, no dates), so running it twice gives identical bytes.
"""

import argparse
import os
import sys

REPO_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_SOURCE = "../shared/data/usda-sr28"
DEFAULT_OUTPUT = "Sources/MealLedger/Foods/FoodTable+Data.swift"

# Nutr_No of the values kept, in table column order.
ENERGY_KCAL, PROTEIN, CARBOHYDRATE, FAT = "208", "203", "205", "204"
KEPT_NUTRIENTS = (ENERGY_KCAL, PROTEIN, CARBOHYDRATE, FAT)

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
        if nutrient_number not in KEPT_NUTRIENTS:
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


def render(groups, foods):
    group_lines = [f"{code}{FIELD_SEPARATOR}{groups[code]}" for code in sorted(groups)]
    food_lines = []
    for ndb_number in sorted(foods):
        food = foods[ndb_number]
        measures = MEASURE_SEPARATOR.join(
            f"{amount} {description}{GRAMS_SEPARATOR}{grams}"
            for _, amount, description, grams in sorted(food["measures"])
        )
        columns = [ndb_number, food["group"], food["description"]]
        columns += [food["nutrients"].get(number, "") for number in KEPT_NUTRIENTS]
        columns.append(measures)
        food_lines.append(FIELD_SEPARATOR.join(columns))

    for line in group_lines + food_lines:
        # The lines go into a raw string literal #"""…"""#: only these sequences could end
        # it early or start an interpolation.
        if '"""#' in line or "\\#" in line:
            sys.exit(f"build-food-table: line cannot go in a raw string literal: {line!r}")

    header = """\
// GENERATED FILE: do not edit by hand.
// Generated by tools/build-food-table.py from USDA SR28 (USDA National Nutrient Database
// for Standard Reference, Release 28, U.S. Department of Agriculture, public domain).
// To change it, change the script and run: python3 tools/build-food-table.py
//
// Food lines: NDB_No|FdGrp_Cd|Long_Desc|kcal|protein|carbohydrate|fat|measures
// Nutrients are per 100 g, as written in NUT_DATA.txt (208, 203, 205, 204); an empty
// field means SR28 has no value. Measures are WEIGHT.txt rows in Seq order, separated by
// ";", each "Amount Msre_Desc=Gm_Wgt" (grams after the last "=").
"""
    return (
        header
        + "\n"
        + "extension FoodTable {\n"
        + "    /// The SR28 food groups, one `FdGrp_Cd|FdGrp_Desc` a line.\n"
        + '    static let groupLines = #"""\n'
        + "\n".join(group_lines)
        + '\n"""#\n'
        + "\n"
        + f"    /// The {len(food_lines)} SR28 foods, one a line, sorted by NDB_No.\n"
        + '    static let foodLines = #"""\n'
        + "\n".join(food_lines)
        + '\n"""#\n'
        + "}\n"
    )


def main():
    parser = argparse.ArgumentParser(description="Build the embedded food table from USDA SR28.")
    parser.add_argument("source", nargs="?", default=DEFAULT_SOURCE,
                        help="folder with the SR28 files (relative paths start at the repository root)")
    parser.add_argument("--output", default=DEFAULT_OUTPUT,
                        help="Swift file to write (relative paths start at the repository root)")
    arguments = parser.parse_args()

    source = os.path.join(REPO_ROOT, arguments.source)
    output = os.path.join(REPO_ROOT, arguments.output)
    groups, foods = load(source)
    text = render(groups, foods)
    with open(output, "w", encoding="utf-8", newline="\n") as handle:
        handle.write(text)
    print(f"build-food-table: wrote {len(foods)} foods to {os.path.relpath(output, REPO_ROOT)}")


if __name__ == "__main__":
    main()
