#!/usr/bin/env python3
"""Check the recipe corpus against USDA SR28 and print each line's expected kcal.

Usage: tools/recipe-corpus.py [--list]

Reads Tests/MealLedgerTests/Recipes/RecipeLineCorpus*.swift and DishCorpus.swift, checks
every NDB number exists and every grams expression reads, and prints the counts (with
--list, every line and its expected kcal). It reads SR28 itself (see sr28-lookup.py) and
shares no code with the Swift parser, so the expected values are the corpus author's, not
the parser's.
"""
import glob
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))
lookup = __import__("sr28-lookup")


def literal(path):
    text = open(path, encoding="utf-8").read()
    return [block for block in re.findall(r'#"""\n(.*?)\n"""#', text, re.S)]


def grams(expression):
    value = None
    for operator, number in re.findall(r"([*/]?)([0-9.]+)", expression):
        number = float(number)
        value = number if value is None else (value * number if operator == "*" else value / number)
    return value


def main():
    foods = lookup.load()
    problems = []
    lines = []
    for path in sorted(glob.glob(os.path.join(ROOT, "Tests/MealLedgerTests/Recipes/RecipeLineCorpus*.swift"))):
        for block in literal(path):
            lines += [l for l in block.split("\n") if l and not l.startswith("#")]
    dishes = []
    for block in literal(os.path.join(ROOT, "Tests/MealLedgerTests/Recipes/DishCorpus.swift")):
        dishes += [l for l in block.split("\n") if l and not l.startswith("#")]

    def kcal(parts, named):
        total = 0.0
        for part in parts:
            fields = part.split()
            ndb, expression = (fields[1], fields[2]) if named else (fields[0], fields[1])
            if ndb not in foods:
                problems.append("unknown NDB %s in %r" % (ndb, part))
                continue
            total += (foods[ndb]["kcal"] or 0) * grams(expression) / 100
        return total

    phrases = set()
    for line in lines:
        fields = line.split(" | ")
        if len(fields) != 3:
            problems.append("not 3 fields: %r" % line)
            continue
        if fields[0] in phrases:
            problems.append("duplicate: %r" % fields[0])
        phrases.add(fields[0])
        value = kcal(fields[2].split("; "), named=False)
        if "--list" in sys.argv:
            print("%7.1f  %s" % (value, fields[0]))
    for line in dishes:
        fields = line.split(" | ")
        if len(fields) != 2:
            problems.append("not 2 fields: %r" % line)
            continue
        value = kcal(fields[1].split("; "), named=True)
        if "--list" in sys.argv:
            print("%7.1f  %s" % (value, fields[0]))
    print("recipe lines: %d, dish descriptions: %d" % (len(lines), len(dishes)))
    for problem in problems:
        print("problem:", problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
