/// Everyday and regional names for foods, rewritten to the words the USDA tables use.
///
/// Home cooking the world over names many foods and dishes by words the tables do not hold
/// ("courgette", "porridge", "crisps", "dal", "capsicum", "pernil", "kartoffelsalat"): each is
/// rewritten word by word (or as a two-word name) before the search ranks the tables'
/// descriptions. A name is rewritten only to the words a table uses for the same food, never
/// to a particular table row, so ranking still picks the variant (cooked, plain, …).
enum EatenFoodSynonyms {
    /// Names of two words, tried before single words: "spring onion" is a green onion.
    static let pairs: [String: String] = [
        // How eggs are fried, as a diner says it.
        "over easy": "fried", "over medium": "fried", "over hard": "fried", "sunny side": "fried",
        "spring onion": "green onion", "spring onions": "green onions", "jacket potato": "baked potato",
        "tuna melt": "tuna salad sandwich with cheese", "tuna melts": "tuna salad sandwiches with cheese",
        "baked beans": "baked beans", "brown sauce": "steak sauce", "double cream": "heavy cream",
        "single cream": "light cream", "ice lolly": "ice pop", "fish fingers": "fish sticks",
        "fish finger": "fish stick", "chip butty": "french fries sandwich", "mince pie": "mince pie",
        "bangers and": "sausage and", "ladies finger": "okra", "lady finger": "okra", "green gram": "mung beans",
        "bengal gram": "chickpeas", "cottage pie": "shepherd's pie", "sweet potato": "sweet potato",
        "hot chips": "french fries", "oven chips": "french fries baked", "chunky chips": "french fries",
        "egg mayo": "egg salad", "minute steak": "beef steak", "plain flour": "all-purpose flour",
        "self raising": "self-rising", "icing sugar": "powdered sugar", "caster sugar": "granulated sugar",
        "streaky bacon": "bacon", "back bacon": "canadian bacon", "gammon steak": "ham", "soft drink": "soft drink",
        "fizzy drink": "soft drink", "sweet corn": "corn", "corn on": "corn on", "filter coffee": "coffee brewed",
        "black coffee": "coffee brewed", "white coffee": "coffee with milk", "flat white": "latte",
        "builder's tea": "tea with milk", "chai latte": "tea with milk", "masala chai": "tea with milk", "chai tea": "tea with milk",
        "spaghetti bolognese": "pasta with tomato-based sauce and meat", "spag bol": "pasta with tomato-based sauce and meat",
        "spaghetti bolognaise": "pasta with tomato-based sauce and meat", "pak choi": "chinese cabbage",
        "bok choy": "chinese cabbage", "bok choi": "chinese cabbage", "fish and": "fish and", "spaghetti sauce": "spaghetti sauce",
        "spring roll": "egg roll", "spring rolls": "egg rolls", "long black": "coffee brewed", "short black": "coffee espresso",
        "tikka masala": "curry", "butter chicken": "chicken curry", "rogan josh": "curry", "weet bix": "wheat cereal",
        "semi skimmed": "reduced fat", "full fat": "whole", "tuna mayo": "tuna salad", "nasi goreng": "fried rice",
        "mee goreng": "lo mein", "sparkling wine": "white table wine",
        "side salad": "mixed salad greens", "green salad": "mixed salad greens", "garden salad": "mixed salad greens",
        "tossed salad": "mixed salad greens", "mixed salad": "mixed salad greens", "pot sticker": "wonton dumpling pot sticker", "pot stickers": "wonton dumpling pot sticker", "snow peas": "snowpeas", "snow pea": "snowpea", "mango lassi": "fruit smoothie",
        "bell pepper": "sweet pepper", "bell peppers": "sweet pepper",
        "green curry": "chicken curry", "red curry": "chicken curry", "thai curry": "chicken curry", "dim sum": "dumplings", "dim sims": "dumplings", "dim sim": "dumpling", "tom yum": "hot and sour soup", "sausage sizzle": "hot dog sandwich", "yorkshire pudding": "popover", "yorkshire puddings": "popovers", "black pudding": "blood sausage",
        "char siu": "barbecue pork", "siu mai": "dumplings", "shu mai": "dumplings", "har gow": "dumplings",
        "banh mi": "pork sandwich", "bun cha": "pork with noodles", "see ew": "lo mein", "kway teow": "lo mein",
        "nasi lemak": "rice cooked with coconut milk", "roti canai": "paratha", "agua fresca": "fruit juice drink",
        "onion bhaji": "pakora", "onion bhajis": "pakora", "pav bhaji": "vegetable curry",
        "custard cream": "sandwich cookie", "custard creams": "sandwich cookies",
        "potato cake": "potato pancake", "potato cakes": "potato pancakes",
        "tim tam": "chocolate covered cookie", "tim tams": "chocolate covered cookies", "potato gems": "potato tots", "gulab jamun": "doughnut holes",
        "little gem": "romaine lettuce", "brown bread": "whole wheat bread", "granary bread": "multigrain bread", "seeded bread": "multigrain bread",
        // Names of two words for a dish or a kind the tables write otherwise.
        "onion rings": "fried onion rings", "gummy bears": "gummy candy", "gummy bear": "gummy candy",
        "gummy worms": "gummy candy", "string cheese": "part skim mozzarella",
        "chow mein": "chow mein or chop suey with noodles", "mexican rice": "spanish rice", "salad cream": "salad dressing",
        "doner kebab": "gyro sandwich", "donner kebab": "gyro sandwich", "baba ganoush": "eggplant dip",
        "baba ghanoush": "eggplant dip", "sticky rice": "glutinous rice", "crab rangoon": "crab puffs",
        "crab rangoons": "crab puffs", "aloo gobi": "vegetable curry", "garlic rice": "meatless fried rice",
        "short ribs": "shortribs", "short rib": "shortrib", "pounded yam": "fufu", "firm tofu": "firm tofu", "silken tofu": "silken tofu",
        "pork pie": "meat pastry", "pork pies": "meat pastry", "german potato": "german potato",
        "apple crumble": "apple crisp", "blt sandwich": "bacon lettuce tomato sandwich", "blt sandwiches": "bacon lettuce tomato sandwiches",
        "cuppa coffee": "coffee", "cuppa tea": "tea",
        "dr pepper": "pepper type soft drink", "mountain dew": "fruit flavored caffeine containing soft drink",
        "irn bru": "fruit flavored caffeine containing soft drink", "coke zero": "diet cola", "pepsi max": "diet cola",
        "pepsi zero": "diet cola", "sprite zero": "diet fruit flavored caffeine free soft drink",
        "fanta zero": "diet fruit flavored caffeine free soft drink",
        "sierra mist": "fruit flavored caffeine free soft drink",
        "breakfast sausage": "pork sausage", "breakfast sausages": "pork sausages",
        "creme fraiche": "heavy cream", "chicken parma": "chicken parmigiana", "chana masala": "chickpeas", "meat pie": "beef pot pie", "meat pies": "beef pot pie", "sausage roll": "pig in a blanket", "sausage rolls": "pig in a blanket",
        // British and Irish.
        "steak pie": "beef pot pie", "steak pies": "beef pot pie", "victoria sponge": "sponge cake",
        "mushy peas": "peas", "chelsea bun": "cinnamon bun", "chelsea buns": "cinnamon buns",
        "cheese toastie": "grilled cheese sandwich",
        // Scottish.
        "cullen skink": "fish chowder", "scotch broth": "barley soup", "tattie scone": "potato pancake",
        "tattie scones": "potato pancakes", "arbroath smokie": "smoked haddock",
        // Australian and NZ.
        "pork schnitzel": "coated pork chop", "veal schnitzel": "veal breaded", "wiener schnitzel": "veal breaded",
        "potato scallop": "potato pancake", "potato scallops": "potato pancakes", "smashed avo": "avocado",
        "chiko roll": "egg roll",
        // US regional and diner.
        "patty melt": "cheeseburger", "patty melts": "cheeseburger", "lobster roll": "seafood salad sandwich",
        "lobster rolls": "seafood salad sandwich", "buffalo wings": "chicken wings with hot sauce",
        "buffalo wing": "chicken wing with hot sauce", "short stack": "pancakes", "burnt ends": "beef brisket",
        "kalua pork": "roast pork", "kalua pig": "roast pork", "nanaimo bar": "brownie",
        // Canadian.
        "peameal bacon": "canadian bacon",
        // Mexican and Central American.
        "cochinita pibil": "roast pork", "gallo pinto": "rice and beans",
        // Caribbean.
        "jerk chicken": "grilled chicken", "jerk pork": "roast pork", "curry goat": "stewed goat",
        "jamaican patty": "beef turnover", "jamaican patties": "beef turnover",
        // Brazilian, Peruvian, Argentinian.
        "lomo saltado": "stir fried beef and vegetables", "arroz chaufa": "fried rice",
        // West and East African.
        "sukuma wiki": "collards", "doro wat": "chicken curry",
        // Indian.
        "dal makhani": "dal", "dum aloo": "vegetable curry", "aloo matar": "vegetable curry",
        "baingan bharta": "vegetable curry", "medu vada": "vada", "seekh kebab": "shish kabob",
        // Pakistani and Bangladeshi.
        "bhuna khichuri": "rice and lentils",
        // Sri Lankan.
        "kottu roti": "fried rice", "string hoppers": "rice noodles",
        // Chinese.
        "ho fun": "chow fun noodles", "xiao long": "dumplings", "soup dumplings": "dumplings",
        "prawn crackers": "shrimp chips", "prawn cracker": "shrimp chips", "peking duck": "roasted duck",
        "crispy duck": "roasted duck", "singapore noodles": "rice noodles", "cheung fun": "rice noodles",
        "kung po": "kung pao", "foo yong": "foo yung", "foo young": "foo yung",
        // Japanese.
        "kare raisu": "curry with rice", "matcha latte": "tea with milk",
        // Vietnamese.
        "bun bo": "beef noodle soup", "cha gio": "egg rolls", "banh xeo": "crepe",
        // Thai.
        "penang curry": "curry", "khao pad": "fried rice", "khao man": "chicken and rice", "khao soi": "noodle soup",
        "drunken noodles": "lo mein", "pad kee": "lo mein", "gai yang": "grilled chicken", "moo ping": "pork",
        "khao niao": "glutinous rice",
        // Filipino.
        "kare kare": "beef stew", "arroz caldo": "congee", "halo halo": "snow cone",
        // Indonesian and Malaysian.
        "chicken rendang": "chicken curry", "soto ayam": "chicken noodle soup", "mie ayam": "chicken noodles",
        "mie goreng": "lo mein", "ayam goreng": "fried chicken", "teh tarik": "tea with milk",
        // Middle Eastern, Turkish, Greek.
        "ful medames": "fava beans", "foul medames": "fava beans", "shish taouk": "chicken shish kabob",
        "shish tawook": "chicken shish kabob", "ghormeh sabzi": "beef stew",
        // Spanish and Portuguese.
        "tortilla espanola": "omelet with potatoes", "spanish omelette": "omelet with potatoes",
        "spanish omelet": "omelet with potatoes", "patatas bravas": "home fries",
        // French.
        "croque monsieur": "ham sandwich with cheese", "croque madame": "ham sandwich with cheese",
        "boeuf bourguignon": "beef stew", "beef bourguignon": "beef stew", "coq au": "chicken stew",
        "pot au": "beef stew", "moules frites": "mussels", "gratin dauphinois": "scalloped potatoes",
    ]

    /// Single words and the tables' word for the same food.
    static let words: [String: String] = [
        // British and Australian
        "battered": "fried", "crumbed": "breaded", "hotpot": "stew",
        "aubergine": "eggplant", "aubergines": "eggplant", "courgette": "summer squash", "courgettes": "summer squash",
        "zucchini": "summer squash", "zucchinis": "summer squash", "zucchine": "summer squash",
        "capsicum": "sweet pepper", "capsicums": "sweet pepper", "vinaigrette": "italian dressing", "rocket": "arugula", "prawn": "shrimp",
        "prawns": "shrimp", "beetroot": "beets", "swede": "rutabaga", "mangetout": "snowpeas",
        "sultana": "raisin", "sultanas": "raisins", "kumara": "sweet potato", "kumaras": "sweet potatoes",
        "silverbeet": "swiss chard", "coriander": "cilantro", "yoghurt": "yogurt",
        "yoghurts": "yogurt", "chilli": "chili", "chillies": "chili peppers", "porridge": "oatmeal", "oats": "oatmeal",
        "pancetta": "bacon", "guanciale": "bacon", "lardons": "bacon", "panini": "sandwich", "panino": "sandwich",
                "lasagne": "lasagna", "mince": "ground beef", "rashers": "bacon", "rasher": "bacon",
        "houmous": "hummus", "crisps": "potato chips", "cordial": "fruit drink", "pitta": "pita", "wholemeal": "whole wheat", "wholegrain": "whole grain",
        "bap": "roll", "barm": "roll", "cob": "roll", "butty": "sandwich", "sarnie": "sandwich", "toastie": "grilled sandwich", "toasties": "grilled sandwich",
        "lollies": "candy", "lolly": "candy", "sweets": "candy",
        "muesli": "granola", "weetbix": "weetabix", "pasty": "meat pastry", "pasties": "meat pastry", "halloumi": "mozzarella",
        "filo": "phyllo",
        "vegemite": "yeast extract spread", "marmite": "yeast extract spread", "tinned": "canned", "tin": "can",
        "bbq": "barbecue", "lager": "beer", "lagers": "beer", "ale": "beer", "stout": "beer", "pilsner": "beer", "ipa": "beer",
        "prosecco": "white table wine", "cava": "white table wine", "champagne": "white table wine",
        "skimmed": "skim", "oreo": "chocolate sandwich cookie", "oreos": "chocolate sandwich cookies",
        "poppadom": "papad", "poppadoms": "papad", "papadum": "papad", "papadums": "papad", "pappadam": "papad",
        "laksa": "noodle soup", "lamington": "sponge cake", "lamingtons": "sponge cake", "nigiri": "sushi",
        "cuppa": "tea", "crumpet": "english muffin", "crumpets": "english muffins", "treacle": "molasses", "cornflour": "cornstarch", "kipper": "herring", "kippers": "herring",
        "snag": "sausage", "snags": "sausages", "bangers": "sausages", "banger": "sausage", "brekkie": "breakfast",
        "sourdough": "sour dough", "avo": "avocado", "sanga": "sandwich", "sanger": "sandwich",         "mash": "mashed potatoes",
        "omelette": "omelet", "omelettes": "omelets", "doughnut": "doughnut",
        "donut": "doughnut", "donuts": "doughnuts", "fillet": "fillet", "coleslaw": "coleslaw",
        // Indian
        "masala": "curry", "korma": "curry", "vindaloo": "curry", "jalfrezi": "curry", "madras": "curry",
        "lassi": "smoothie", "dhal": "dal", "daal": "dal", "chana": "chickpeas", "channa": "chickpeas",
        "rajma": "kidney beans", "aloo": "potato", "gobi": "cauliflower", "palak": "spinach", "saag": "spinach",
        "bhindi": "okra", "baingan": "eggplant", "brinjal": "eggplant", "brinjals": "eggplant", "dahi": "yogurt",
        "curd": "yogurt", "chapati": "chapati", "chapatis": "chapati",
        "chapatti": "chapati", "roti": "roti", "rotis": "roti", "phulka": "roti", "atta": "whole wheat flour",
        "maida": "all-purpose flour", "besan": "chickpea flour", "jeera": "cumin", "haldi": "turmeric",
        "murgh": "chicken", "gosht": "lamb", "mutton": "lamb", "keema": "ground beef", 
        "idli": "idli", "dosa": "dosa", "poha": "meatless fried rice", "upma": "upma", "sabzi": "vegetables",
        "sabji": "vegetables", "methi": "fenugreek", "matar": "peas", "mattar": "peas", "tamatar": "tomato",
        "pyaz": "onion", "chawal": "rice", "chaawal": "rice", "bhaat": "rice", "kheer": "rice pudding", "khichdi": "rice and lentils", "pulao": "pilaf", "pilau": "pilaf",
        // Mexican and Latin American
        "frijoles": "beans", "refritos": "refried", "arroz": "rice", "pollo": "chicken", "carne": "beef",
        "pescado": "fish", "res": "beef", "puerco": "pork", "cerdo": "pork", "camarones": "shrimp", "camaron": "shrimp",
        "caldo": "soup", "sopa": "soup", "lentejas": "lentils", "papas": "potatoes", "papa": "potato",
        "verduras": "vegetables", "guisado": "stew", "guisada": "stew",
        "queso": "cheese", "elote": "corn", "jitomate": "tomato", "aguacate": "avocado", "huevos": "eggs",
        "huevo": "egg", "tortillas": "tortillas", "chiles": "chili peppers", "nopales": "cactus",
        "leche": "milk", "jugo": "juice", "agua": "water", "cebolla": "onion", "manzana": "apple", "platano": "plantain",
        "tocino": "bacon", "salchicha": "sausage", "pavo": "turkey", "atun": "tuna", "pepino": "cucumber",
        "zanahoria": "carrot", "lechuga": "lettuce", "naranja": "orange", "fresas": "strawberries", "avena": "oatmeal",
        "mantequilla": "butter", "azucar": "sugar", "galletas": "cookies", "cerveza": "beer", "helado": "ice cream",
        "ensalada": "salad", "pastel": "cake", "dona": "doughnut", "donas": "doughnuts",
        // East Asian
        "edamame": "edamame", "gyoza": "pot sticker", "jamon": "ham", "chai": "tea with milk",
        "jiaozi": "dumpling", "dumplings": "dumplings", "bao": "bao bun", "mochi": "rice cake", "ramen": "noodle soup",
        "udon": "noodles", "soba": "noodles", "mee": "noodles", "mein": "mein", "nori": "seaweed",
        "kimchi": "kimchi", "bulgogi": "beef", "shoyu": "soy sauce", 
        // A diary's and a dietitian's shorthand: "3oz grilled chx", "1/2c steamed broc", "6oz Gk yog NF".
        "chx": "chicken", "chkn": "chicken", "broc": "broccoli", "brocc": "broccoli", "yog": "yogurt", "gk": "greek",
        "scr": "scrambled", "ww": "whole wheat", "nf": "nonfat", "cauli": "cauliflower",
        // Everyday
        "toast": "toasted bread", "oatmeal": "oatmeal", "spuds": "potatoes", "spud": "potato",
        "fries": "french fries", "soda": "soft drink", "coke": "cola", "oj": "orange juice",
        // Soft drinks by the names they are sold under, as the survey's kinds of soft drink.
        "pepsi": "cola", "pepsis": "cola", "cokes": "cola", "sprite": "fruit flavored caffeine free soft drink",
        "fanta": "fruit flavored caffeine free soft drink",
        "pb": "peanut butter", "pbj": "peanut butter and jelly sandwich", "blt": "bacon lettuce tomato sandwich", "blts": "bacon lettuce tomato sandwiches", "mac": "macaroni",
        "spag": "pasta", "spaghetti": "pasta", "penne": "pasta", "fusilli": "pasta", "linguine": "pasta", "tagliatelle": "pasta", "rigatoni": "pasta", "fettuccine": "pasta", "ziti": "pasta", "bolognese": "tomato-based sauce and meat", "bolognaise": "tomato-based sauce and meat", "parmigiana": "parmigiana", "veggies": "vegetables",
        "veg": "vegetables", "choc": "chocolate", "brekky": "breakfast", "sammie": "sandwich", "sammich": "sandwich",
        "yogourt": "yogurt", "catsup": "ketchup", "tomatoes": "tomatoes", "garbanzo": "chickpea",
        "garbanzos": "chickpeas", "scallion": "green onion", "scallions": "green onions", "kiwi": "kiwi fruit",
        "kiwis": "kiwi fruit",
        "satay": "kabob", "yakitori": "chicken kabob", "tonkatsu": "coated pork chop", "jalebi": "funnel cake",
        "chole": "chickpeas", "tikka": "grilled", "tandoori": "grilled",
        "butties": "sandwiches", "sarnies": "sandwiches", "sarny": "sandwich",
        "hobnob": "oatmeal cookie", "hobnobs": "oatmeal cookies", "ribena": "fruit juice drink",
        "lucozade": "energy drink", "milo": "malted milk", "parmy": "chicken parmigiana",
        "parmi": "chicken parmigiana", "uttapam": "dosa", "uttappam": "dosa", "raita": "yogurt", "rasam": "tomato soup",
        "kadhi": "vegetable curry", "dhokla": "idli", "thepla": "paratha", "bhature": "puri", "bhatura": "puri",
        "kofta": "meatballs", "bhaji": "pakora", "pozole": "meat and corn hominy soup", "posole": "meat and corn hominy soup",
        "esquites": "corn", "torta": "sandwich", "barbacoa": "beef", "birria": "beef", "mapo": "spicy",
        "gyudon": "beef and rice", "okonomiyaki": "pancake", "jjigae": "soup",
        "japchae": "fried noodles", "mooncake": "lotus seed paste pastry",
        "mooncakes": "lotus seed paste pastry", "shumai": "dumplings", "siomai": "dumplings",
        // More regional names, each the tables' word for the same food or its nearest kind.
        // Everyday and regional names of foods and dishes the tables hold under another name.
        "jello": "gelatin dessert", "jell-o": "gelatin dessert", "mayo": "mayonnaise", "gammon": "ham",
        "rockmelon": "cantaloupe", "kebab": "shish kabob", "kebabs": "shish kabob", "kabob": "shish kabob",
        "shawarma": "gyro sandwich", "latke": "potato pancake", "latkes": "potato pancakes",
        "perogies": "pierogi", "perogy": "pierogi", "pierogies": "pierogi", "pirogi": "pierogi", "varenyky": "pierogi",
        "sashimi": "raw fish", "labneh": "greek yogurt", "dolma": "stuffed grape leaves", "dolmas": "stuffed grape leaves",
        "dolmades": "stuffed grape leaves", "mujadara": "rice with lentils", "kibbeh": "kibby", 
        "blini": "crepes", "blinis": "crepes", "blintz": "crepe", "blintzes": "crepes", "kasha": "buckwheat groats",
        "pelmeni": "dumplings", "paczki": "jelly doughnut", "golabki": "stuffed cabbage rolls", "golumpki": "stuffed cabbage rolls",
        "holubtsi": "stuffed cabbage rolls", "samgyeopsal": "pork belly",
        "fufu": "fufu", "eba": "fufu", "garri": "fufu", "banku": "fufu", "jollof": "spanish rice", "callaloo": "greens",
        "tostones": "fried plantain", "maduros": "fried plantain", "kelewele": "fried plantain", "lechon": "roast pork",
        "sinangag": "meatless fried rice", "pandesal": "soft white roll", "frappuccino": "frozen coffee drink",
        "meatloaf": "meat loaf",
        "nihari": "curry", "haleem": "curry",
        "potstickers": "wonton dumpling pot sticker", "potsticker": "wonton dumpling pot sticker", "akara": "falafel",
        // The as-eaten table's tofu is "Soybean curd" (its "Tofu" rows are dishes with tofu).
        "tofu": "soybean curd",
        "lumpia": "egg rolls", "siopao": "bao bun", "longganisa": "pork sausage", "longanisa": "pork sausage", "pancit": "lo mein", "sinigang": "soup", "tamagoyaki": "omelet", "karaage": "fried chicken", "katsu": "breaded", "takoyaki": "dumplings", "onigiri": "sushi", "kimbap": "sushi", "gimbap": "sushi", "mandu": "dumplings", "pav": "roll", "tinga": "chicken", "flauta": "taquito", "flautas": "taquitos", "concha": "pan dulce", "conchas": "pan dulce", "digestive": "graham cracker", "digestives": "graham crackers", "pavlova": "meringue", "barramundi": "sea bass", "cruskits": "crispbread", "anzac": "oatmeal", "bikkies": "cookies", "bickies": "cookies", "bikkie": "cookie", "biccies": "cookies", "biccy": "cookie", "choccy": "chocolate", "chook": "chicken", "guac": "guacamole", "brats": "bratwurst", "brat": "bratwurst",
        // British and Irish.
        "colcannon": "mashed potatoes", "boxty": "potato pancake",
        // Scottish.
        "neeps": "rutabaga", "tatties": "potatoes", "tattie": "potato", "bridie": "beef turnover",
        "oatcake": "crispbread",
        // Australian and NZ.
        "pikelet": "pancake", "rissole": "ground beef patty", "schnitzel": "breaded chicken fillet",
        "damper": "irish soda bread",
        // US regional and diner.
        "etouffee": "shrimp creole", "lox": "smoked salmon",
        // Canadian.
        "poutine": "french fries with cheese and gravy", "tourtiere": "beef pot pie", "bannock": "irish soda bread",
        "beavertail": "funnel cake", "timbit": "doughnut holes",
        // Mexican and Central American.
        "cochinita": "pork", "champurrado": "hot chocolate", "picadillo": "stewed seasoned ground beef",
        "enfrijoladas": "enchiladas no meat", "baleada": "bean burrito", "bolillo": "mexican roll",
        "telera": "mexican roll",
        // Caribbean.
        "saltfish": "cod", "mofongo": "green plantain with cracklings", "pernil": "roast pork",
        "pelau": "chicken and rice", "bammy": "cassava bread",
        // Brazilian, Peruvian, Argentinian.
        "feijoada": "black beans with meat", "picanha": "beef steak sirloin", "churrasco": "beef steak",
        "moqueca": "fish curry", "alfajor": "sandwich cookie", "anticucho": "beef shish kabob",
        "choripan": "italian sausage sandwich", "provoleta": "provolone cheese", "medialuna": "croissant",
        "saltena": "empanada", "humita": "tamale",
        // West and East African.
        "suya": "beef shish kabob", "waakye": "rice and beans", "dodo": "fried plantain", "ugali": "cornmeal mush",
        "sadza": "cornmeal mush", "nshima": "cornmeal mush", "sukuma": "collards", "mandazi": "doughnut",
        "matoke": "plantain", "githeri": "corn and beans", "sambusa": "samosa", "mishkaki": "beef shish kabob",
        "kachumbari": "tomato and onion salad",
        // Indian.
        "bharta": "vegetable curry", "kadai": "curry", "karahi": "curry", "kadhai": "curry", "dopiaza": "curry",
        "bhuna": "curry", "pasanda": "curry", "balti": "curry", "pathia": "curry", "dhansak": "curry",
        "kurma": "curry", "chettinad": "curry", "kachori": "samosa", "pongal": "rice and lentils", "appam": "dosa",
        "pesarattu": "dosa", "avial": "vegetable curry", "aviyal": "vegetable curry", "payasam": "rice pudding",
        "kulcha": "naan",
        // Pakistani and Bangladeshi.
        "khichuri": "rice and lentils", "khichri": "rice and lentils", "phirni": "rice pudding", "jhol": "curry",
        // Sri Lankan.
        "kottu": "fried rice", "kiribath": "rice cooked with coconut milk", "parippu": "dal", "hoppers": "dosa",
        "wattalappam": "custard",
        // Chinese.
        "jook": "congee", "juk": "congee", "zhou": "congee", "xiaolongbao": "dumplings", "baozi": "bao bun",
        "mantou": "bao bun", "zongzi": "glutinous rice",
        // Japanese.
        "katsudon": "pork cutlet with rice", "oyakodon": "chicken and egg with rice", "yakisoba": "lo mein",
        "unagi": "eel", "maki": "sushi roll", "temaki": "sushi roll", "chirashi": "sushi", "inari": "sushi",
        "dorayaki": "pancake", "hiyayakko": "soybean curd",
        // Korean.
        "pajeon": "pancake", "bossam": "pork belly", "bingsu": "snow cone", "kongnamul": "bean sprouts",
        "naengmyeon": "noodles", "samgyetang": "chicken rice soup", "hotteok": "pancake",
        // Thai.
        "massaman": "curry", "panang": "curry",
        // Filipino.
        "sisig": "pork", "turon": "fruit fritter", "kaldereta": "beef stew", "caldereta": "beef stew",
        "afritada": "chicken stew", "tinola": "chicken vegetable soup", "bistek": "beef steak with onions",
        "nilaga": "beef vegetable soup", "ensaymada": "sweet roll",
        // Indonesian and Malaysian.
        "rendang": "beef curry", "bakso": "meatball soup", "nasi": "rice", "sapi": "beef",
        "udang": "shrimp", "telur": "egg", "kangkung": "swamp cabbage", "kopi": "coffee",
        // Middle Eastern, Turkish, Greek.
        "kofte": "meatballs", "lahmacun": "pizza", "souvlaki": "shish kabob", "kabsa": "chicken and rice",
        "koshari": "rice with lentils", "simit": "bagel", "pastitsio": "pasta with tomato-based sauce and meat",
        "stifado": "beef stew", "avgolemono": "chicken rice soup", "horiatiki": "greek salad", "ayran": "kefir",
        "loukoumades": "doughnut holes", "manakish": "pizza",
        // Italian.
        "arancini": "rice croquette", "arancino": "rice croquette", "scaloppine": "veal scallopini",
        "frittata": "omelet", "piadina": "flour tortilla", "porchetta": "roast pork", "salame": "salami",
        "ribollita": "bean and vegetable soup", "melanzane": "eggplant", "funghi": "mushrooms", "gamberi": "shrimp",
        "vitello": "veal", "manzo": "beef", "maiale": "pork",
        // Spanish and Portuguese.
        "croquetas": "croquettes", "albondigas": "meatballs", "fabada": "bean soup", "pulpo": "octopus",
        "calamares": "calamari", "bacalhau": "cod", "gambas": "shrimp", "bifana": "pork sandwich",
        "natillas": "custard", "turron": "nougat", "frango": "chicken",
        // French.
        "bourguignon": "beef stew", "cassoulet": "pork and beans", "blanquette": "veal with cream sauce",
        "profiteroles": "cream puffs", "profiterole": "cream puff", "madeleine": "sponge cake",
        "moules": "mussels", "dauphinoise": "scalloped potatoes", "tartiflette": "scalloped potatoes with ham",
        "jambon": "ham", "poulet": "chicken", "boeuf": "beef", "canard": "duck", "frites": "french fries",
        "oeufs": "eggs", "fromage": "cheese", "chevre": "goat cheese",
        // German and Austrian.
        "currywurst": "bratwurst", "spaetzle": "egg noodles", "spatzle": "egg noodles",
        "kasespatzle": "macaroni and cheese", "kartoffelsalat": "german potato salad", "bratkartoffeln": "home fries",
        "kartoffelpuffer": "potato pancakes", "reibekuchen": "potato pancakes", "sauerbraten": "pot roast",
        "rouladen": "beef with gravy", "knodel": "dumplings", "knoedel": "dumplings", "semmelknodel": "dumplings",
        "apfelstrudel": "apple strudel", "kaiserschmarrn": "pancake", "sachertorte": "chocolate cake",
        "stollen": "fruit bread", "krapfen": "jelly doughnut", "gulasch": "goulash", "eintopf": "stew",
        "linsensuppe": "lentil soup", "brotchen": "roll", "broetchen": "roll", "schinken": "ham",
        "weisswurst": "sausage", "frikadelle": "ground beef patty", "frikadellen": "ground beef patties",
        "maultaschen": "ravioli", "kuchen": "coffee cake", "flammkuchen": "pizza", "brezel": "soft pretzel",
        "laugenbrezel": "soft pretzel",
        // Dutch and Belgian.
        "frikandel": "sausage", "stamppot": "mashed potatoes", "hutspot": "mashed potatoes",
        "erwtensoep": "split pea soup", "snert": "split pea soup", "poffertjes": "pancakes", "pannenkoek": "pancake",
        "pannenkoeken": "pancakes", "oliebollen": "doughnuts", "oliebol": "doughnut", "patat": "french fries",
        "speculaas": "spice cookie", "speculoos": "spice cookie", "kibbeling": "fried fish",
        "waterzooi": "chicken stew", "stoofvlees": "beef stew", "carbonnade": "beef stew", "appeltaart": "apple pie",
        "boterham": "sandwich",
        // Scandinavian.
        "smorrebrod": "sandwich", "kottbullar": "meatballs", "gravlax": "smoked salmon", "gravadlax": "smoked salmon",
        "knackebrod": "crispbread", "kanelbulle": "cinnamon bun", "kanelbullar": "cinnamon buns",
        "kanelsnegl": "cinnamon bun", "fiskesuppe": "fish chowder", "lapskaus": "beef stew", "rugbrod": "rye bread",
        "frikadeller": "meatballs", "wienerbrod": "danish pastry", "aebleskiver": "pancakes", "kladdkaka": "brownie",
        "risalamande": "rice pudding", "leverpostej": "liver pate", "pytt": "hash",
        // Polish, Russian, Ukrainian.
        "borshch": "borscht", "borsch": "borscht", "barszcz": "borscht", "zurek": "soup", "placki": "potato pancakes",
        "schabowy": "coated pork chop", "nalesniki": "crepes", "syrniki": "cheese pancakes",
        "olivier": "potato salad with egg", "shchi": "cabbage soup", "solyanka": "soup", "shashlik": "shish kabob",
        "shashlyk": "shish kabob", "plov": "pilaf", "vareniki": "pierogi", "pirozhki": "beef turnover",
        "piroshki": "beef turnover", "pirozhok": "beef turnover", "chebureki": "beef turnover",
        "golubtsy": "stuffed cabbage rolls", "rosol": "chicken noodle soup", "kopytka": "potato gnocchi",
        "sernik": "cheesecake", "kotlety": "ground beef patties", "draniki": "potato pancakes",
        "deruny": "potato pancakes", "halushky": "dumplings", "tvorog": "farmer's cheese", "smetana": "sour cream",
        "kompot": "fruit drink", "uszka": "dumplings",
    ]

    /// Regional names rewritten to the nearest kind the tables hold rather than the same food
    /// ("onigiri" is a rice ball, read as sushi; "gulab jamun" fried milk dough, read as doughnut
    /// holes): the energy per gram is near, the piece's weight may not be, so a food found
    /// through one asks to be reviewed (`nearestKindFactor`).
    static let nearestKinds: Set<String> = [
        "onigiri", "kimbap", "gimbap", "takoyaki", "pancit", "sinigang", "katsu", "tinga", "digestive", "digestives",
        "nihari", "haleem", "akara", "jollof", "kelewele", "eba", "garri", "banku", "pelmeni",
        "pavlova", "barramundi", "anzac", "tim", "tams", "gulab", "jamun", "halloumi", "laksa", "lamington", "lamingtons",
        "dhokla", "kadhi", "thepla", "mooncake", "mooncakes", "okonomiyaki", "japchae", "jjigae", "mapo", "poha",
        // British and Irish.
        "colcannon", "boxty",
        // Scottish.
        "cullen", "bridie", "oatcake", "arbroath",
        // Australian and NZ.
        "rissole", "schnitzel", "damper", "chiko",
        // US regional and diner.
        "etouffee", "nanaimo",
        // Canadian.
        "poutine", "tourtiere", "bannock", "beavertail",
        // Mexican and Central American.
        "champurrado", "enfrijoladas", "baleada",         // Caribbean.
        "mofongo", "pelau", "bammy",
        // Brazilian, Peruvian, Argentinian.
        "feijoada", "moqueca", "alfajor", "saltado", "anticucho", "choripan", "saltena", "humita",
        // West and East African.
        "suya", "waakye", "dodo", "ugali", "sadza", "nshima", "sukuma", "mandazi", "doro", "matoke", "githeri",
        "kachumbari",
        // Indian.
        "bharta", "kachori", "pongal", "appam", "pesarattu", "avial", "aviyal", "payasam", "kulcha",
        // Pakistani and Bangladeshi.
        "phirni",
        // Sri Lankan.
        "kottu", "hoppers", "wattalappam",
        // Chinese.
        "mantou", "zongzi", "cheung",
        // Japanese.
        "katsudon", "oyakodon", "yakisoba", "chirashi", "inari", "dorayaki",
        // Korean.
        "pajeon", "bossam", "bingsu", "naengmyeon", "samgyetang", "hotteok",
        // Vietnamese.
        "xeo",
        // Thai.
                // Filipino.
        "sisig", "kare", "turon", "kaldereta", "caldereta", "afritada", "tinola", "nilaga", "ensaymada",
        // Indonesian and Malaysian.
        "rendang", "soto", "bakso",
        // Middle Eastern, Turkish, Greek.
        "lahmacun", "kabsa", "koshari", "simit", "pastitsio", "stifado", "avgolemono", "ayran", "loukoumades",
        "ghormeh", "manakish",
        // Italian.
        "arancini", "arancino", "piadina", "ribollita",
        // Spanish and Portuguese.
        "espanola", "fabada", "bifana",
        // French.
        "bourguignon", "coq", "cassoulet", "blanquette", "madeleine", "tartiflette",
        // German and Austrian.
        "spaetzle", "spatzle", "kasespatzle", "sauerbraten", "rouladen", "kaiserschmarrn", "sachertorte", "stollen",
        "eintopf", "frikadelle", "frikadellen", "maultaschen", "kuchen", "flammkuchen",
        // Dutch and Belgian.
        "frikandel", "stamppot", "hutspot", "poffertjes", "oliebollen", "oliebol", "speculaas", "speculoos",
        "kibbeling", "waterzooi", "stoofvlees", "carbonnade",
        // Scandinavian.
        "smorrebrod", "gravlax", "gravadlax", "fiskesuppe", "lapskaus", "aebleskiver", "kladdkaka", "risalamande",
        "pytt",
        // Polish, Russian, Ukrainian.
        "zurek", "syrniki", "olivier", "solyanka", "pirozhki", "piroshki", "pirozhok", "chebureki", "rosol", "kopytka",
        "kotlety", "halushky", "kompot", "uszka",
    ]

    /// What a match found through a nearest kind keeps of its confidence: below the review line.
    static let nearestKindFactor = 0.65

    /// Words that name a whole class of foods when a phrase says nothing else, and the class's
    /// everyday member: "a salad" on its own is a side salad of greens, not a beef salad; "tea"
    /// is a cup of black tea, not ginger tea. Only a phrase whose one food word this is reads so.
    static let bareWords: [String: String] = [
        "salad": "mixed salad greens", "salads": "mixed salad greens", "tea": "hot black tea",
        "coffee": "brewed coffee", "wine": "red table wine", "cereal": "ready-to-eat cereal", "juice": "fruit juice",
        "curry": "chicken curry", "burger": "hamburger", "burgers": "hamburger", "chili": "chili con carne", "chilli": "chili con carne",
        "chips": "potato chips", "bun": "hamburger roll", "buns": "hamburger rolls",
        // A lasagna with no filling named is the classic one, with meat; gnocchi are of potato.
        "lasagna": "lasagna with meat", "lasagne": "lasagna with meat", "gnocchi": "potato gnocchi",
        "crumble": "crisp", "galbi": "beef shortribs", "kalbi": "beef shortribs",
        // British, Australian and Indian "biscuits" are cookies; an American biscuit is named with
        // what makes it one ("buttermilk biscuit", "biscuits and gravy") and read so.
        "biscuit": "cookie", "biscuits": "cookies",
        // The tables name chocolate on its own only in what it flavours (milk, cereal, gelato).
        "chocolate": "chocolate candy",
    ]

    /// Regional names whose food the tables weigh by size, with the size they name: a British or
    /// Australian biscuit is a small cookie (about 15 g; the survey's medium cookie is 30 g).
    static let impliedSizes: [String: String] = [
        "biscuit": "small", "biscuits": "small", "biccies": "small", "biccy": "small", "bikkie": "small", "bikkies": "small",
        "bickies": "small",
    ]

    /// Words after which Spanish names what its head, named first, is of: "tacos de pescado".
    static let headFirstConnectors: Set<String> = ["de", "del"]

    /// `words` with a Spanish name put in the tables' order, what it is of first: "tacos de
    /// pescado" → "pescado tacos", "caldo de res with rice" → "res caldo with rice". Only the
    /// name before a joining word is turned; a name the tables hold as written ("pico de gallo",
    /// "dulce de leche") is kept by the matcher, which tries the words as written first.
    static func headFirstReordered(_ words: [String]) -> [String] {
        let joining: Set<String> = ["with", "and", "on", "in", "plus", "&", "con", "y"]
        let nameEnd = words.firstIndex(where: joining.contains) ?? words.count
        guard let connector = words[..<nameEnd].firstIndex(where: headFirstConnectors.contains),
              connector > 0, connector + 1 < nameEnd,
              // Only a filling this list knows in Spanish ("pollo", "pescado"): "chile de arbol",
              // "pao de queijo", "creme de cassis" are names of their own.
              words[(connector + 1)..<nameEnd].allSatisfy({ synonym(of: $0) != nil }),
              // A head the tables write as foods joined ("pozole": "meat and corn hominy soup")
              // would be cut at its "and" once its filling came first.
              !words[..<connector].contains(where: { synonym(of: $0)?.split(separator: " ").contains(where: { joining.contains(String($0)) }) == true })
        else { return words }
        // The head is the first word; words after it qualify it, Spanish fashion ("enchiladas verdes
        // de pollo" → "pollo verdes enchiladas"): in the tables' order they go before it.
        return Array(words[(connector + 1)..<nameEnd] + words[1..<connector] + words[..<1] + words[nameEnd...])
    }

    /// The tables' word for `word`, or for its singular when only that is listed: "cokes" is
    /// cola, not a slip of "cakes"; "lassis", "bhajis", "avos" are read as their one.
    static func synonym(of word: String) -> String? {
        if let synonym = words[word] { return synonym }
        guard word.count > 3, word.hasSuffix("s"), !word.hasSuffix("ss") else { return nil }
        // Only a food's name has a plural: "tikka" says how a food was cooked ("grilled"), and
        // "2 tikkas" are no grilled anything.
        let singular = word.hasSuffix("es") && words[String(word.dropLast(2))] != nil ? String(word.dropLast(2)) : String(word.dropLast())
        guard let synonym = words[singular], !AsEatenMatcher.preparationWords.contains(synonym) else { return nil }
        return synonym
    }

    /// Whether a synonym only spells the same word another way ("yoghurt", "chilli", "omelette").
    static func isRespelling(_ word: String, as synonym: String) -> Bool {
        !synonym.contains(" ") && synonym.first == word.first && EditDistance.between(word, synonym) <= 2
    }

    /// Pasta named by its shape, and sauces a pasta dish is named by after it ("spaghetti
    /// marinara", "penne alla vodka", "fettuccine alfredo"), as the tables write such a dish:
    /// "Pasta with tomato-based sauce", "Pasta with cream sauce".
    static let pastaWords: Set<String> = ["pasta", "spaghetti", "penne", "fusilli", "linguine", "linguini", "tagliatelle",
                                          "rigatoni", "fettuccine", "fettucine", "fettuccini", "ziti", "farfalle", "rotini",
                                          "macaroni", "angel", "capellini", "orecchiette", "pappardelle", "gnocchi"]
    static let pastaSauces: [String: String] = [
        "marinara": "with tomato-based sauce", "arrabbiata": "with tomato-based sauce", "arrabiata": "with tomato-based sauce",
        "pomodoro": "with tomato-based sauce", "napoletana": "with tomato-based sauce", "napolitana": "with tomato-based sauce",
        "puttanesca": "with tomato-based sauce", "vodka": "with tomato-based sauce and cheese",
        "alfredo": "with cream sauce", "carbonara": "with cream sauce and meat",
        // Italian meat sauces: a ragù is a bolognese.
        "ragu": "with tomato-based sauce and meat", "amatriciana": "with tomato-based sauce and meat",
    ]

    /// Words after a dish's name that make it the name of an ingredient for the dish.
    static let ingredientTails: Set<String> = ["noodles", "noodle", "seasoning", "mix", "powder", "paste", "kit", "bun", "buns",
                                               "roll", "rolls", "sausage", "sausages"]

    /// `text` (lower case, words separated by single spaces) with regional names rewritten.
    ///
    /// `respellingsOnly` keeps every pair but rewrites a single word only where its synonym
    /// spells the same word another way ("chilli" → "chili", not "carne" → "beef").
    static func rewritten(_ text: String, respellingsOnly: Bool = false) -> String {
        var words = text.split(separator: " ").map(String.init)
        if !respellingsOnly { words = headFirstReordered(words) }
        var result: [String] = []
        var index = 0
        while index < words.count {
            // "spaghetti marinara", "penne alla vodka": a pasta named by its sauce.
            if !respellingsOnly, pastaWords.contains(words[index]) {
                var next = index + 1
                if next < words.count, ["alla", "al"].contains(words[next]) { next += 1 }
                if next + 1 < words.count, words[next] == "a", words[next + 1] == "la" { next += 2 }
                if next < words.count, let sauce = pastaSauces[words[next]] {
                    result.append("pasta " + sauce)
                    index = next + 1
                    continue
                }
            }
            // "chow mein noodles", "potato salad dressing": a dish's name before what it is made
            // with names that ingredient, not the dish.
            if index + 1 < words.count, let pair = pairs["\(words[index]) \(words[index + 1])"],
               !(index + 2 < words.count && ingredientTails.contains(words[index + 2])) {
                result.append(pair)
                index += 2
                continue
            }
            let word = words[index]
            let synonym = synonym(of: word).flatMap { !respellingsOnly || isRespelling(word, as: $0) ? $0 : nil }
            result.append(synonym ?? word)
            index += 1
        }
        return result.joined(separator: " ")
    }
}
