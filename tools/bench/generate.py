#!/usr/bin/env python3
"""Writes a realistic MealLedger journal of N events (canonical lines, every rule kept).

Usage: generate.py N OUT [--seed S]

The mix, per day: about 9 foods logged, 1 meal logged (2 items), now and then a
removal, a plan assignment or unassignment, a meal created or edited; goals every 30 days.
Lines average about 250 bytes (two UUIDs and an instant alone take 100). Deterministic for a given seed.
"""
import datetime
import random
import sys
import uuid

FOODS = [("Apple", 95, 0.5, 25.1, 0.3), ("Banana", 105, 1.3, 27, 0.4), ("Coffee", 2, 0.3, 0, 0),
         ("Almonds", 164, 6, 6.1, 14.2), ("Greek yogurt", 118, 20.4, 7.2, 0.8), ("Bread", 80, 4, 14, 1.1),
         ("Cheddar", 113, 7, 0.4, 9.3), ("Egg", 78, 6.3, 0.6, 5.3), ("Orange juice", 112, 1.7, 25.8, 0.5),
         ("Dark chocolate", 170, 2.2, 13, 12.1)]
INGREDIENTS = [("Chicken breast", "g", 1.65, 0.31, 0, 0.036), ("Rice", "cup", 205, 4.3, 44.5, 0.4),
               ("Broccoli", "cup", 55, 3.7, 11.2, 0.6), ("Olive oil", "tbsp", 119, 0, 0, 13.5),
               ("Salmon", "g", 2.06, 0.22, 0, 0.123), ("Pasta", "cup", 221, 8.1, 43.2, 1.3),
               ("Lentils", "cup", 230, 17.9, 39.9, 0.8), ("Tofu", "g", 0.76, 0.08, 0.019, 0.048)]


def num(value):
    """Canonical number: integers without a fraction, otherwise shortest round-trip."""
    value = round(value, 4)
    if value == int(value) and abs(value) < 1e15:
        return str(int(value))
    return repr(value)


class Ids:
    def __init__(self, rng):
        self.rng = rng

    def next(self, millis):
        random_bits = self.rng.getrandbits(74)
        high = (millis & 0xFFFFFFFFFFFF) << 16 | 0x7000 | (random_bits >> 62) & 0xFFF
        low = 0x8000000000000000 | (random_bits & 0x3FFFFFFFFFFFFFFF)
        return str(uuid.UUID(int=high << 64 | low))


def main():
    count, out = int(sys.argv[1]), sys.argv[2]
    seed = int(sys.argv[sys.argv.index("--seed") + 1]) if "--seed" in sys.argv else 1
    rng = random.Random(seed)
    ids = Ids(rng)
    epoch_day = datetime.date(2000, 1, 1).toordinal() - datetime.date(1970, 1, 1).toordinal()
    day = 0
    millis = (epoch_day * 86400 + 7 * 3600) * 1000
    written = 0
    meals = {}          # mealId -> (name, servings, ingredients json, items per serving)
    entries = []        # live entry ids
    plans = []          # live assignment ids
    lines = []

    def emit(kind, data):
        nonlocal millis, written
        millis += rng.randint(1000, 600000)
        lines.append('{"id":"%s","at":"%s","device":"%s","type":"%s","data":{%s}}\n' % (
            ids.next(millis), instant(millis), "phone" if written % 3 else "laptop", kind, data))
        written += 1

    def instant(ms):
        moment = datetime.datetime(1970, 1, 1) + datetime.timedelta(milliseconds=ms)
        return moment.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)

    def date_text():
        return (datetime.date(1970, 1, 1) + datetime.timedelta(days=epoch_day + day)).isoformat()

    def create_meal(edit_id=None):
        meal_id = edit_id or ids.next(millis)
        name = rng.choice(["Chicken bowl", "Salmon plate", "Pasta night", "Lentil soup", "Tofu stir-fry"]) + " %d" % rng.randint(1, 999)
        servings = rng.choice([1, 1, 2, 4])
        parts, items = [], []
        for ingredient in rng.sample(INGREDIENTS, 2):
            label, unit, kcal, protein, carbs, fat = ingredient
            quantity = rng.choice([100, 150, 200]) if unit == "g" else rng.choice([0.5, 1, 1.5])
            parts.append('{"name":"%s","quantity":%s,"unit":"%s","calories":%s,"protein":%s,"carbohydrates":%s,"fats":%s,"source":"database"}' % (
                label, num(quantity), unit, num(kcal * quantity), num(protein * quantity), num(carbs * quantity), num(fat * quantity)))
            items.append((label, unit, quantity, kcal * quantity, protein * quantity, carbs * quantity, fat * quantity))
        meals[meal_id] = (name, servings, items)
        data = '"mealId":"%s","name":"%s","servings":%d,"ingredients":[%s],"primaryProtein":"%s"' % (
            meal_id, name, servings, ",".join(parts), items[0][0].split()[0].lower())
        emit("meal.edited" if edit_id else "meal.created", data)

    emit("journal.created", '"format":"meal-ledger/1"')
    while written < count:
        if day % 30 == 0 and rng.random() < 0.2:
            emit("goals.set", '"from":"%s","calories":%d,"protein":%d' % (date_text(), rng.choice([1800, 2000, 2200]), rng.choice([120, 140])))
        if len(meals) < 3 or rng.random() < 0.0015:
            create_meal()
        roll = rng.random()
        if roll < 0.76:
            food = rng.choice(FOODS)
            entry = ids.next(millis)
            entries.append(entry)
            macros = ',"protein":%s,"fats":%s' % (num(food[2]), num(food[4])) if rng.random() < 0.3 else ""
            emit("food.logged", '"entryId":"%s","date":"%s","name":"%s","calories":%s%s,"source":"manual"' % (
                entry, date_text(), food[0], num(food[1]), macros))
        elif roll < 0.84:
            meal_id = rng.choice(list(meals))
            name, servings, items = meals[meal_id]
            eaten = rng.choice([1, 1, 0.5, 2])
            factor = eaten / servings
            entry = ids.next(millis)
            entries.append(entry)
            parts = ['{"name":"%s","calories":%s,"protein":%s,"quantity":%s,"unit":"%s"}' % (
                label, num(kcal * factor), num(p * factor), num(q * factor), unit)
                for (label, unit, q, kcal, p, c, f) in items]
            emit("meal.logged", '"entryId":"%s","date":"%s","mealId":"%s","mealName":"%s","servings":%s,"items":[%s]' % (
                entry, date_text(), meal_id, name, num(eaten), ",".join(parts)))
        elif roll < 0.88 and entries:
            emit("entry.removed", '"entryId":"%s"' % entries.pop(rng.randrange(len(entries))))
        elif roll < 0.94:
            assignment = ids.next(millis)
            plans.append(assignment)
            emit("plan.assigned", '"assignmentId":"%s","mealId":"%s","date":"%s"' % (assignment, rng.choice(list(meals)), date_text()))
        elif roll < 0.96 and plans:
            emit("plan.unassigned", '"assignmentId":"%s"' % plans.pop(rng.randrange(len(plans))))
        elif roll < 0.962:
            create_meal(edit_id=rng.choice(list(meals)))
        else:
            day += 1
        if len(entries) > 5000:
            entries = entries[-2000:]
        if len(lines) >= 10000:
            with open(out, "a") as handle:
                handle.writelines(lines)
            lines = []
        if written and written % 12 == 0:
            day += 1
            millis = max(millis, ((epoch_day + day) * 86400 + 7 * 3600) * 1000)
    with open(out, "a") as handle:
        handle.writelines(lines[: len(lines)])


if __name__ == "__main__":
    main()
