/// British, regional and shop names rewritten to the names SR28 and the lexicon use:
/// "aubergine" → "eggplant", "yoghurt" → "yogurt", "beef mince" → "ground beef".
///
/// Word by word, so the rewrite also reaches names the lexicon lacks ("smoky aubergine dip"
/// searches for eggplant). Plurals are handled by the callers' singular look-ups.
enum RecipeFoodSynonyms {
    /// Single words and their SR28 spelling.
    static let words: [String: String] = [
        "aubergine": "eggplant", "aubergines": "eggplants", "courgette": "zucchini", "courgettes": "zucchini",
        "chilli": "chili", "chillies": "chili", "chilies": "chili", "chiles": "chili", "yoghurt": "yogurt",
        "yoghurts": "yogurts", "rocket": "arugula", "prawn": "shrimp", "prawns": "shrimp", "beetroot": "beet",
        "beetroots": "beets", "swede": "rutabaga", "mangetout": "snow pea", "capsicum": "bell pepper",
        "capsicums": "bell peppers", "sultana": "raisin", "sultanas": "raisins", "kiwis": "kiwifruit",
        "kiwi": "kiwifruit", "pepitas": "pumpkin seeds", "pepita": "pumpkin seed", "panko": "bread crumbs",
        "linguine": "pasta", "fusilli": "pasta", "tagliatelle": "pasta", "rigatoni": "pasta", "penne": "pasta",
        "coriander": "cilantro", "cornflour": "cornstarch", "icing": "powdered", "caster": "granulated",
        "wholemeal": "whole wheat", "tinned": "canned", "tin": "can", "tins": "cans", "grill": "grilled",
        "chickpea": "chickpeas", "garbanzos": "chickpeas", "scallions": "green onions", "scallion": "green onion",
        "mince": "ground", "minced": "ground", "rashers": "slices", "rasher": "slice", "crisps": "chips",
        "jalapenos": "jalapeno", "jalapeños": "jalapeno", "jalapeño": "jalapeno", "okra": "okra",
        "houmous": "hummus", "pitta": "pita", "spaghetti": "pasta", "macaroni": "pasta",
        "filo": "phyllo", "fillo": "phyllo", "vegemite": "yeast extract spread", "marmite": "yeast extract spread",
        "nori": "seaweed laver", "methi": "fenugreek", "weetbix": "weetabix",
        "halloumi": "mozzarella", "atta": "whole wheat flour", "maida": "all-purpose flour",
        "ajwain": "caraway seed", "carom": "caraway", "lemongrass": "lemon grass", "mirin": "rice wine",
        "gochujang": "sriracha", "harissa": "sriracha", "sambal": "sriracha",
        "doubanjiang": "sriracha",
        // Indian kitchen words for pantry foods.
        "haldi": "turmeric", "jeera": "cumin", "dhania": "coriander", "dahi": "yogurt",
        "aloo": "potato", "pyaz": "onion", "lahsun": "garlic", "adrak": "ginger", "palak": "spinach",
        "gobi": "cauliflower", "matar": "peas", "tamatar": "tomato", "chawal": "rice", "rajma": "kidney beans",
        "chana": "chickpeas", "channa": "chickpeas",
        // Words that say the food is already cooked (SPEC 13: "leftover" says otherwise).
        "leftover": "cooked", "precooked": "cooked", "pre-cooked": "cooked",
        "kumara": "sweet potato", "kumaras": "sweet potatoes", "silverbeet": "swiss chard",
        "sooji": "semolina", "suji": "semolina", "doenjang": "miso", "gochugaru": "chili powder",
        "backstrap": "loin", "manteca": "lard", "chook": "whole chicken", "chooks": "whole chickens",
        // The tables' "Veggie burger" shares the stem; vegetables bought are never burgers.
        "veggies": "vegetables",
    ]

    /// Whole names a shop or a region uses for a food the tables name otherwise: "mince" alone is
    /// beef mince in Britain and Australia, a "little gem" a small romaine lettuce.
    static let names: [String: String] = [
        "mince": "ground beef", "minced meat": "ground beef", "little gem": "romaine lettuce",
        "little gem lettuce": "romaine lettuce",
    ]

    /// The name with each word rewritten, lower case, single spaces.
    ///
    /// A name the lexicon knows as written is left alone ("spring onion", "beef mince"), so a
    /// rewrite never loses a better entry.
    static func canonical(_ name: String) -> String {
        let lowered = name.lowercased()
        if let whole = names[lowered] { return whole }
        if let (_, dropped) = RecipeFoodLexicon.lookUp(lowered), dropped == 0 { return lowered }
        let rewritten = lowered.split(separator: " ").map { word in
            let word = String(word)
            if let rewritten = words[word] { return rewritten }
            // A regional word no table holds that only the as-eaten synonyms know is the same
            // food bought ("200 g lumpia" are egg rolls, "1 can atun" tuna).
            if word.count >= 4, let eaten = EatenFoodSynonyms.words[word], !TableVocabulary.embedded.knowsCheaply(word) { return eaten }
            return word
        }.joined(separator: " ")
        return rewritten
    }
}
