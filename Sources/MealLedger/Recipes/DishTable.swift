/// What common dish names mean: the food a dish word itself stands for, and the parts a dish
/// implies without naming them (the oil of a stir fry, the bread of a sandwich).
///
/// Each entry is `dish words = main food | implied food amount, …`: the main food takes the
/// dish word's place as a named part ("wrap" is a tortilla), and the implied parts are added
/// only when no named part is already that kind of food. Longer dish words are tried first.
enum DishTable {
    /// One implied part: a food name the matcher knows and an amount phrase for it.
    struct Implied: Equatable {
        var food: String
        var amount: String
    }

    /// A dish word's meaning.
    struct Entry: Equatable {
        var words: String
        /// The phrase the dish word stands for, such as "1 large flour tortilla"; nil for none.
        var main: String?
        var implied: [Implied]
    }

    static let table = """
    stir fry, stir-fry, stirfry = | oil 1 tbsp, soy sauce 1 tbsp
    fried rice = 1 cup cooked rice | oil 1 tbsp, soy sauce 1/2 tbsp
    club sandwich = | bread 3 slice, mayonnaise 1 tbsp
    grilled cheese sandwich, grilled cheese, cheese toastie = 2 slice cheddar | bread 2 slice, butter 1 tbsp
    sandwich, sandwiches, sarnie, toastie, sub, hoagie = | bread 2 slice, mayonnaise 1 tbsp
    blt = 3 slice cooked bacon | lettuce 10 g, tomato 40 g, bread 2 slice, mayonnaise 1 tbsp
    melt = | bread 2 slice, cheddar 1 slice, mayonnaise 1 tbsp
    panini = 100 g ciabatta |
    wrap, wraps = 1 large flour tortilla |
    burrito = 1 large flour tortilla |
    quesadilla = 1 large flour tortilla | cheddar 1 oz
    tacos, taco = 2 corn tortillas |
    fajitas, fajita = 2 flour tortillas | oil 1 tbsp
    cheeseburger = 113 g cooked ground beef | burger bun 1 piece, american cheese 1 slice
    veggie burger = 1 veggie burger | burger bun 1 piece
    burger, hamburger = 113 g cooked ground beef | burger bun 1 piece
    caesar salad = 2 cup romaine | caesar dressing 2 tbsp, croutons 1/2 cup, parmesan 2 tbsp
    caesar = | romaine 1 cup, caesar dressing 2 tbsp
    greek salad = 1 medium tomato | cucumber 1/2 cup, olive oil 1 tbsp, feta 1 oz
    salad = 1 cup mixed greens | olive oil 1 tbsp
    tikka masala = | heavy cream 2 tbsp, oil 1 tbsp, tomato paste 1 tbsp
    curry = | curry powder 1 tbsp, oil 1 tbsp, onion 55 g
    dal, dhal, daal = 1 cup cooked lentils | ghee 1 tbsp
    chili con carne = 1/2 cup kidney beans | cooked ground beef 100 g, canned tomatoes 1/2 cup
    chili, chilli = 1/2 cup kidney beans | cooked ground beef 100 g
    bolognese = 100 g cooked ground beef | marinara 1/2 cup
    carbonara = | cooked bacon 2 slice, egg 1 piece, parmesan 2 tbsp
    meatballs = 120 g cooked ground beef | marinara 1/2 cup
    lasagne, lasagna = 120 g cooked pasta | cooked ground beef 100 g, mozzarella 2 oz, marinara 1/2 cup
    cannelloni, ravioli, tortellini = 120 g cooked pasta | marinara 1/2 cup
    mac and cheese, macaroni and cheese, macaroni cheese = 200 g cooked pasta | cheddar 2 oz, milk 1/4 cup
    risotto = 200 g cooked arborio rice | parmesan 2 tbsp, butter 1 tbsp
    parmigiana, parmesan = | mozzarella 2 oz, marinara 1/2 cup, olive oil 1 tbsp
    pad thai = 1 cup cooked rice noodles | peanuts 15 g, egg 1 piece, oil 1 tbsp
    ramen = 180 g cooked ramen noodles | chicken broth 1 cup
    pho = 1 cup cooked rice noodles | beef broth 2 cup
    sushi, sushi rolls, maki = 1 cup cooked sushi rice | nori 2.6 g
    poke bowl, poke = | soy sauce 1 tbsp
    shepherd's pie, shepherds pie = 100 g cooked ground lamb | mashed potato 1 cup, carrots 39 g, peas 40 g
    cottage pie = 100 g cooked ground beef | mashed potato 1 cup, carrots 39 g, peas 40 g
    fish and chips, fish & chips = | oil 1 tbsp
    bangers = 2 cooked sausages |
    mash = 1 cup mashed potato |
    full english, full english breakfast, fry-up, fry up = |
    eggs benedict, egg benedict = 2 poached eggs | english muffin 1 piece, ham 2 oz, butter 2 tbsp
    french toast = 2 slice bread | egg 1 piece, milk 2 tbsp, butter 1/2 tbsp
    pancakes, pancake = 3 pancakes |
    omelette, omelet = 2 eggs | butter 1/2 tbsp
    scrambled eggs, scrambled egg = 2 large scrambled eggs | butter 1/3 tbsp
    porridge, oatmeal = 1 cup cooked oatmeal |
    overnight oats = 40 g oats |
    nachos = 2 oz tortilla chips |
    fritters, fritter = | flour 30 g, egg 1 piece, olive oil 1 tbsp
    toast soldiers = 2 slice toast |
    tuna salad = 85 g tuna | mayonnaise 1 tbsp
    soup = | chicken broth 1 cup
    burrito bowl = |
    smoothie, parfait, bowl, dinner, lunch, breakfast, brunch, supper, plate, platter, meal, snack, dish, leftover, leftovers, sticks, soldiers, dip, special = |
    """

    /// The entries, longest dish words first.
    static let entries: [Entry] = {
        var entries: [(entry: Entry, length: Int)] = []
        TableText.forEachLine(table) { line in
            guard let (dishWords, meaning) = TableText.halves(line, at: TableText.equals) else { return }
            let (mainText, impliedText) = TableText.halves(meaning, at: TableText.bar) ?? (meaning, TableText.Bytes(start: nil, count: 0))
            let main = TableText.trimmed(mainText)
            var implied: [Implied] = []
            TableText.forEachField(impliedText, separatedBy: TableText.comma) { part in
                let words = TableText.trimmed(part).split(separator: " ")
                guard let amountStart = words.firstIndex(where: { QuantityReader.number(String($0)) != nil }) else { return }
                implied.append(Implied(food: words[..<amountStart].joined(separator: " "),
                                       amount: words[amountStart...].joined(separator: " ")))
            }
            TableText.forEachField(dishWords, separatedBy: TableText.comma) { field in
                let words = TableText.trimmed(field)
                entries.append((Entry(words: words, main: main.isEmpty ? nil : main, implied: implied), words.count))
            }
        }
        // Each length counted once: counting characters is not free, and the sort compares often.
        return entries.sorted { $0.length > $1.length }.map(\.entry)
    }()
}
