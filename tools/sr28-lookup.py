#!/usr/bin/env python3
"""Look foods up in USDA SR28 by NDB number or by words, for writing the recipe corpus by hand.

Usage: tools/sr28-lookup.py 05062 11090        # foods by NDB number, with kcal/100 g and measures
       tools/sr28-lookup.py chicken breast     # every food whose description holds all the words

It reads ../shared/data/usda-sr28 directly and shares no code with the Swift parser, so
expected values written with it do not inherit the parser's mistakes.
"""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCE = os.path.join(ROOT, "..", "shared", "data", "usda-sr28")


def records(name):
    with open(os.path.join(SOURCE, name), encoding="latin-1", newline="") as handle:
        for line in handle.read().split("\r\n"):
            if line:
                yield [f[1:-1] if f.startswith("~") and f.endswith("~") and len(f) >= 2 else f for f in line.split("^")]


def load():
    foods = {f[0]: {"desc": f[2], "group": f[1], "kcal": None, "measures": []} for f in records("FOOD_DES.txt")}
    for f in records("NUT_DATA.txt"):
        if f[1] == "208":
            foods[f[0]]["kcal"] = float(f[2])
    for f in records("WEIGHT.txt"):
        foods[f[0]]["measures"].append("%s %s=%s" % (f[2], f[3], f[4]))
    return foods


def main():
    foods = load()
    arguments = sys.argv[1:]
    if arguments and all(a.isdigit() for a in arguments):
        chosen = [(a, foods[a]) for a in arguments]
    else:
        words = [a.lower() for a in arguments]
        chosen = [(k, v) for k, v in sorted(foods.items()) if all(w in v["desc"].lower() for w in words)]
    for ndb, food in chosen:
        print("%s %s [%s] %s kcal | %s" % (ndb, food["desc"], food["group"], food["kcal"], "; ".join(food["measures"])))


if __name__ == "__main__":
    main()
