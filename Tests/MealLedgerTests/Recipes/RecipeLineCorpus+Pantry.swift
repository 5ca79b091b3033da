extension RecipeLineCorpus {
    /// Lines for oils, sauces, stocks, spices, grains, citrus, fruit, bread, British phrasing and notes.
    static let secondPart = #"""
# Oils, sauces and condiments
2 tablespoons extra-virgin olive oil | 2 tbsp | 04053 27
1/4 cup olive oil | 0.25 cup | 04053 54
3 tbsp good olive oil, plus extra to serve | 3 tbsp | 04053 3*13.5
1 tsp olive oil | 1 tsp | 04053 4.5
60 ml olive oil | 60 ml | 04053 216*60/236.59
2 tbsp vegetable oil, divided | 2 tbsp | 04044 27.2
1 tablespoon canola oil | 1 tbsp | 04582 14
2 tsp toasted sesame oil | 2 tsp | 04058 9
1 tbsp sesame oil | 1 tbsp | 04058 13.6
2 tbsp coconut oil | 2 tbsp | 04047 27.2
1 tbsp rapeseed oil | 1 tbsp | 04582 14
2 tbsp groundnut oil | 2 tbsp | 04042 27
2 tbsp ghee | 2 tbsp | 01003 25.6
1 tbsp ghee or butter | 1 tbsp | 01003 12.8
a drizzle of olive oil | 1 drizzle | 04053 13.5
a drizzle of honey | 1 drizzle | 19296 21/2
a knob of butter | 1 knob | 01001 14.2
a splash of milk | 1 splash | 01077 30
a splash of soy sauce | 1 splash | 16123 8
a handful of fresh basil leaves | 1 handful | 02044 6
1/4 cup soy sauce | 0.25 cup | 16123 63.75
3 tablespoons low-sodium soy sauce | 3 tbsp | 16424 3*14.2
2 tbsp tamari | 2 tbsp | 16124 36
1 tbsp fish sauce | 1 tbsp | 06179 18
2 tbsp oyster sauce | 2 tbsp | 06176 36
2 tbsp hoisin sauce | 2 tbsp | 06175 32
1 tbsp sriracha | 1 tbsp | 06631 3*6.5
1 tsp hot sauce, such as Tabasco | 1 tsp | 06168 4.7
1 tbsp Worcestershire sauce | 1 tbsp | 06971 17
2 tablespoons Dijon mustard | 2 tbsp | 02046 2*15
1 tsp wholegrain mustard | 1 tsp | 02046 5
1/2 cup mayonnaise | 0.5 cup | 04025 110
2 tbsp mayo | 2 tbsp | 04025 27.6
1/4 cup ketchup | 0.25 cup | 11935 60
2 tbsp tomato ketchup | 2 tbsp | 11935 34
1/2 cup barbecue sauce | 0.5 cup | 06150 143
1/4 cup teriyaki sauce | 0.25 cup | 06112 72
2 tbsp tomato paste | 2 tbsp | 11546 32
1 (6 oz) can tomato paste | 1 can | 11546 170
1 tbsp tomato purée | 1 tbsp | 11546 16
1 (14.5 oz) can diced tomatoes | 1 can | 11531 411.1
1 (28-ounce) can crushed tomatoes | 1 can | 11693 793.8
2 x 400g tins chopped tomatoes | 2 can | 11531 800
1 can (15 oz) tomato sauce | 1 can | 11549 425.2
500 g passata | 500 g | 11547 500
2 cups marinara sauce | 2 cup | 06931 4*132
1 jar (24 oz) pasta sauce | 1 jar | 06931 680.4
1/2 cup salsa | 0.5 cup | 06164 130
2 tbsp pesto | 2 tbsp | 06626 63/2
1/4 cup basil pesto | 0.25 cup | 06626 63
1/4 cup tahini | 0.25 cup | 12166 60
2 tbsp tahini | 2 tbsp | 12166 30
1 cup hummus | 1 cup | 16158 246
2 tbsp balsamic vinegar | 2 tbsp | 02069 32
1 tbsp apple cider vinegar | 1 tbsp | 02048 14.9
2 tbsp red wine vinegar | 2 tbsp | 02068 29.8
1 tbsp rice vinegar | 1 tbsp | 02048 14.9
1 tbsp white wine vinegar | 1 tbsp | 02068 14.9
2 tbsp capers, drained | 2 tbsp | 02054 17.2
1/2 cup Kalamata olives, pitted | 0.5 cup | 09195 67.5
1/4 cup sliced black olives | 0.25 cup | 09193 33.6
2 tbsp creamy peanut butter | 2 tbsp | 16098 32
1/2 cup smooth peanut butter | 0.5 cup | 16098 129
1 tbsp miso paste | 1 tbsp | 16112 17
2 tbsp jam | 2 tbsp | 19297 40
1 tbsp strawberry jam | 1 tbsp | 19297 20
2 tbsp Nutella | 2 tbsp | 19125 37
1 cup sauerkraut | 1 cup | 11439 142
1/2 cup kimchi, chopped | 0.5 cup | 11118 75
1 tbsp prepared horseradish | 1 tbsp | 02055 15
4 dill pickles, chopped | 4 piece | 11937 4*65
2 tbsp ranch dressing | 2 tbsp | 04639 30
1/4 cup Caesar dressing | 0.25 cup | 43015 58.75
3 tbsp Italian dressing | 3 tbsp | 04114 44.1
# Stocks and liquids
4 cups chicken broth | 4 cup | 06194 4*249
2 cups low-sodium chicken stock | 2 cup | 06172 480
1 litre chicken stock | 1 l | 06172 1000*240/236.59
500 ml vegetable stock | 500 ml | 06609 500
3 cups vegetable broth | 3 cup | 06609 3*235
2 cups beef broth | 2 cup | 06008 480
1 chicken stock cube | 1 cube | 06081 4.8
1 beef bouillon cube | 1 cube | 06075 3.6
1 cup water | 1 cup | 14411 237
2 cups water | 2 cup | 14411 474
1 (13.5 oz) can coconut milk | 1 can | 12117 382.7
400 ml tin coconut milk | 1 can | 12117 400*240/236.59
1 cup full-fat coconut milk | 1 cup | 12117 240
1/2 cup dry white wine | 0.5 cup | 14106 118
1 cup red wine | 1 cup | 14096 8*29.4
1 (12 oz) bottle beer | 1 bottle | 14003 356
1 cup brewed coffee, cooled | 1 cup | 14180 248
1 cup orange juice | 1 cup | 09206 248
# Herbs and spices
1 tsp ground cumin | 1 tsp | 02014 2.1
2 teaspoons chili powder | 2 tsp | 02009 5.4
1 tbsp smoked paprika | 1 tbsp | 02028 6.8
1 tsp paprika | 1 tsp | 02028 2.3
1/2 tsp cayenne pepper | 0.5 tsp | 02031 0.9
1/2 tsp red pepper flakes | 0.5 tsp | 02031 0.9
1 tsp dried oregano | 1 tsp | 02027 1
1 tsp dried thyme | 1 tsp | 02042 1
1 tsp garlic powder | 1 tsp | 02020 3.1
1 tsp onion powder | 1 tsp | 02026 2.4
1 tsp ground turmeric | 1 tsp | 02043 3
1 tbsp curry powder | 1 tbsp | 02015 6.3
1 tsp ground coriander | 1 tsp | 02013 1.8
1/2 tsp ground cardamom | 0.5 tsp | 02006 1
2 bay leaves | 2 piece | 02004 0.4
1/2 tsp freshly ground black pepper | 0.5 tsp | 02030 1.15
1/4 tsp black pepper | 0.25 tsp | 02030 0.575
4 sprigs fresh thyme | 4 sprig | 02049 4
2 sprigs rosemary | 2 sprig | 02063 2
1 tbsp chopped fresh rosemary | 1 tbsp | 02063 1.7
1/4 cup chopped fresh parsley | 0.25 cup | 11297 15
2 tbsp chopped flat-leaf parsley | 2 tbsp | 11297 7.6
1 bunch fresh coriander, chopped | 1 bunch | 11165 50
1/2 cup fresh cilantro leaves | 0.5 cup | 11165 8
1/4 cup fresh basil, chiffonade | 0.25 cup | 02044 6
10 fresh basil leaves | 10 piece | 02044 5
2 tbsp chopped fresh dill | 2 tbsp | 02045 2
2 tbsp chopped fresh chives | 2 tbsp | 11156 6
1/4 cup fresh mint leaves | 0.25 cup | 02064 6.4
1 stalk lemongrass, bruised | 1 stalk | 11972 20
# Grains, pasta, legumes
1 cup long-grain white rice | 1 cup | 20044 185
1 1/2 cups basmati rice, rinsed | 1.5 cup | 20044 1.5*185
1 cup jasmine rice | 1 cup | 20044 185
1 cup brown rice | 1 cup | 20036 185
2 cups cooked white rice | 2 cup | 20045 316
3 cups cooked brown rice | 3 cup | 20037 3*202
200 g basmati rice | 200 g | 20044 200
1 cup arborio rice | 1 cup | 20052 200
1 cup quinoa, rinsed | 1 cup | 20035 170
2 cups cooked quinoa | 2 cup | 20137 370
1 cup couscous | 1 cup | 20028 173
1 cup bulgur wheat | 1 cup | 20012 140
3/4 cup pearl barley | 0.75 cup | 20005 150
1 lb spaghetti | 1 lb | 20120 453.59
8 oz linguine | 8 oz | 20120 226.8
12 oz penne pasta | 12 oz | 20120 340.2
500 g dried penne | 500 g | 20120 500
400g fusilli | 400 g | 20120 400
2 cups elbow macaroni | 2 cup | 20120 244
3 cups cooked pasta | 3 cup | 20121 3*124
9 lasagna noodles | 9 piece | 20120 9*19
8 oz egg noodles | 8 oz | 20109 226.8
8 oz rice noodles | 8 oz | 20133 226.8
2 nests of dried egg noodles | 2 piece | 20109 2*50
1 (15 oz) can black beans, drained and rinsed | 1 can | 16018 425.2*0.6
1 (15-ounce) can chickpeas, rinsed and drained | 1 can | 16359 254
1 (15.5 oz) can kidney beans, drained | 1 can | 16145 266
400 g tin chickpeas, drained | 1 can | 16359 240
2 cups cooked chickpeas | 2 cup | 16057 328
1 can cannellini beans, drained | 1 can | 16051 262
1 cup dried brown lentils, rinsed | 1 cup | 16069 192
1 cup red lentils | 1 cup | 16069 192
2 cups cooked lentils | 2 cup | 16070 396
1 cup dried black beans, soaked overnight | 1 cup | 16014 194
1 cup rolled oats | 1 cup | 08120 81
1/2 cup steel-cut oats | 0.5 cup | 08120 80
2 cups cooked oatmeal | 2 cup | 08121 468
# Citrus: juice, zest, wedges
juice of 1 lime | 1 piece | 09160 44
juice of 1 lemon | 1 piece | 09152 48
juice of 2 limes | 2 piece | 09160 88
juice of half a lemon | 0.5 piece | 09152 24
the juice of 1/2 lemon | 0.5 piece | 09152 24
zest of 1 orange | 1 piece | 09216 6
zest of 1 lemon | 1 piece | 09156 4
finely grated zest and juice of 1 lemon | 1 piece | 09156 4; 09152 48
1 lemon, zested and juiced | 1 piece | 09156 4; 09152 48
2 tbsp fresh lemon juice | 2 tbsp | 09152 30.5
1/4 cup freshly squeezed lime juice | 0.25 cup | 09160 60.5
1 tbsp lime juice (from 1 lime) | 1 tbsp | 09160 15.4
1 tsp lemon zest | 1 tsp | 09156 2
1 tbsp grated orange zest | 1 tbsp | 09216 6
lemon wedges, to serve | - - | 09150 7
1 lime, cut into wedges | 1 piece | 09159 67
2 lemons, sliced | 2 piece | 09150 2*58
# Each, and, several foods
½ teaspoon each salt and pepper | 0.5 tsp | 02047 3; 02030 1.15
1 tsp each ground cumin and coriander | 1 tsp | 02014 2.1; 02013 1.8
1/4 tsp each salt and black pepper | 0.25 tsp | 02047 1.5; 02030 0.575
salt and pepper to taste | - - | 02047 0.4; 02030 0.1
salt and freshly ground black pepper | - - | 02047 0.4; 02030 0.1
kosher salt | - - | 02047 0.4
a pinch of salt | 1 pinch | 02047 0.4
pinch of cayenne | 1 pinch | 02031 0.1
a pinch of ground nutmeg | 1 pinch | 02025 0.1
a dash of hot sauce | 1 dash | 06168 0.6
1 tbsp olive oil and 1 tbsp butter | 1 tbsp | 04053 13.5; 01001 14.2
2 eggs and 1 egg yolk | 2 piece | 01123 100; 01125 17
# Fruit
2 bananas | 2 piece | 09040 236
1 medium banana, sliced | 1 medium | 09040 118
1 large ripe banana | 1 large | 09040 136
3 apples, cored and sliced | 3 piece | 09003 3*182
1 pear, thinly sliced | 1 piece | 09252 178
2 ripe peaches, pitted and sliced | 2 piece | 09236 2*150
1 mango, peeled and diced | 1 piece | 09176 336
1 cup diced pineapple | 1 cup | 09266 165
2 cups watermelon cubes | 2 cup | 09326 2*152
1 cup grapes | 1 cup | 09132 151
2 kiwis, peeled and sliced | 2 piece | 09148 2*69
3 kiwifruit | 3 piece | 09148 3*69
1 orange, peeled and segmented | 1 piece | 09200 131
2 clementines | 2 piece | 09433 2*74
1/2 cup pomegranate seeds | 0.5 cup | 09286 87
4 Medjool dates, pitted | 4 piece | 09421 4*24
1 cup mixed berries | 1 cup | 09316 144
1 cup hulled strawberries | 1 cup | 09316 144
1/2 cup dried apricots, chopped | 0.5 cup | 09032 65
1/4 cup sultanas | 0.25 cup | 09297 36.25
2 tbsp raisins | 2 tbsp | 09298 18.1
# Nuts and seeds
1/4 cup pepitas | 0.25 cup | 12016 29.5
2 tbsp pumpkin seeds | 2 tbsp | 12016 7.4
2 tbsp chia seeds | 2 tbsp | 12006 24
1 tbsp ground flaxseed | 1 tbsp | 12220 7
2 tbsp sesame seeds, toasted | 2 tbsp | 12023 18
1/4 cup sunflower seeds | 0.25 cup | 12036 35
1/3 cup pine nuts | 1/3 cup | 12147 45
1/2 cup roasted cashews | 0.5 cup | 12085 68.5
1/2 cup unsalted peanuts | 0.5 cup | 16390 73
1 oz almonds | 1 oz | 12061 28.35
1/2 cup hazelnuts, toasted and chopped | 0.5 cup | 12120 57.5
# Bread and wraps
2 slices whole wheat bread | 2 slice | 18075 64
4 slices white bread | 4 slice | 18069 4*29
2 slices sourdough bread | 2 slice | 18029 2*64
1 baguette, sliced | 1 piece | 18029 250
4 hamburger buns | 4 piece | 18350 4*44
2 burger buns, split and toasted | 2 piece | 18350 88
2 English muffins, split and toasted | 2 piece | 18258 114
1 bagel | 1 piece | 18001 99
4 large flour tortillas | 4 large | 18364 4*72
8 corn tortillas, warmed | 8 piece | 18363 8*24
2 pita breads | 2 piece | 18041 120
2 naan breads | 2 piece | 28307 180
1 cup croutons | 1 cup | 18242 30
10 saltine crackers, crushed | 10 piece | 18228 30
# British phrasing
250g plain flour | 250 g | 20081 250
225 g self-raising flour | 225 g | 20082 225
100g caster sugar | 100 g | 19335 100
50g light muscovado sugar | 50 g | 19334 50
125g unsalted butter, softened | 125 g | 01145 125
200ml double cream | 200 ml | 01053 200*238/236.59
100 ml single cream | 100 ml | 01050 100*240/236.59
150ml soured cream | 150 ml | 01056 150*230/236.59
300 ml semi-skimmed milk | 300 ml | 01079 300*244/236.59
568 ml whole milk | 568 ml | 01077 568*244/236.59
1 pint milk | 1 pint | 01077 2*244
2 tbsp natural yoghurt | 2 tbsp | 01116 30.6
150 g Greek-style yoghurt | 150 g | 01256 150
100g mature cheddar, grated | 100 g | 01009 100
50g parmesan, finely grated | 50 g | 01032 50
1 tsp bicarbonate of soda | 1 tsp | 18372 4.6
1 tsp mixed spice | 1 tsp | 02010 2.6
1 tbsp golden syrup | 1 tbsp | 19353 20
2 tbsp black treacle | 2 tbsp | 19304 40
1 tbsp Marmite | 1 tbsp | 16112 17
2 medium free-range eggs | 2 medium | 01123 88
1 aubergine, cut into chunks | 1 piece | 11209 548
2 courgettes, sliced into rounds | 2 piece | 11477 392
1 red onion, cut into wedges | 1 piece | 11282 110
1 swede, peeled and diced | 1 piece | 11435 386
3 beetroot, peeled | 3 piece | 11080 246
100 g mangetout | 100 g | 11300 100
1 head pak choi, quartered | 1 head | 11116 840*0.25
200g frozen peas | 200 g | 11312 200
2 x 150g salmon fillets | 2 piece | 15236 300
4 pork sausages | 4 piece | 07036 4*91
400g chicken thigh fillets | 400 g | 05096 400
1 x 400g tin kidney beans, drained | 1 can | 16145 240
1 tin chopped tomatoes | 1 can | 11531 400
500g lamb mince | 500 g | 17224 500
2 slices wholemeal bread | 2 slice | 18075 64
1 litre semi-skimmed milk | 1 l | 01079 1000*244/236.59
# Notes after commas and odd orders
chicken breast 200 g | 200 g | 05062 200
rolled oats 40g | 40 g | 08120 40
olive oil, 1 tbsp | 1 tbsp | 04053 13.5
1 onion (about 150 g), chopped | 1 piece | 11282 150
2 medium carrots (about 120 g total), peeled | 2 medium | 11124 120
1 cup chicken stock (or vegetable stock) | 1 cup | 06172 240
1/2 cup walnuts, toasted, optional | 0.5 cup | 12155 50
2 cups spinach, loosely packed | 2 cup | 11457 60
1 lb carrots, peeled, cut on the diagonal | 1 lb | 11124 453.59
3 Tbsp. unsalted butter, cut into pieces | 3 tbsp | 01145 42.6
1 C. sugar | 1 cup | 19335 200
2 T olive oil | 2 tbsp | 04053 27
1 t salt | 1 tsp | 02047 6
1 heaping tablespoon peanut butter | 1 tbsp | 16098 16
1 scant cup milk | 1 cup | 01077 244
2-3 tbsp olive oil | 2.5 tbsp | 04053 2.5*13.5
3-4 garlic cloves, minced | 3.5 clove | 11215 10.5
1 to 2 tablespoons honey | 1.5 tbsp | 19296 31.5
2–3 cups chicken broth | 2.5 cup | 06194 2.5*249
1 or 2 red chillies | 1.5 piece | 11819 67.5
1½ cups milk | 1.5 cup | 01077 366
¾ cup sugar | 0.75 cup | 19335 150
⅓ cup olive oil | 1/3 cup | 04053 72
1 ½ tsp salt | 1.5 tsp | 02047 9
two eggs | 2 piece | 01123 100
half a cup of milk | 0.5 cup | 01077 122
a dozen eggs | 12 piece | 01123 600
a couple of tablespoons of butter | 2 tbsp | 01001 28.4
1 (10 oz) bag frozen spinach, thawed and squeezed dry | 1 package | 11463 283.5
1 (16 oz) package spaghetti | 1 package | 20120 453.59
1 (8 oz) package sliced mushrooms | 1 package | 11260 226.8
1 (1 oz) packet taco seasoning | 1 package | 02009 28.35
2 (14 oz) cans coconut milk | 2 can | 12117 2*396.9
1 (7 oz) jar roasted red peppers, drained | 1 jar | 11916 198.4
1 sheet frozen puff pastry, thawed | 1 sheet | 18337 245
1 refrigerated pie crust | 1 piece | 18334 173
# Things that are not foods, written after the food
1 lb boneless pork loin, trimmed of fat | 1 lb | 10214 453.59
4 chicken breasts, pounded thin | 4 piece | 05062 4*272
2 cups kale, stems removed, leaves torn | 2 cup | 11233 32
1 cup basmati rice, rinsed until the water runs clear | 1 cup | 20044 185
1 cup cashews, soaked for 2 hours and drained | 1 cup | 12087 137
1/2 cup cilantro, leaves and tender stems | 0.5 cup | 11165 8
1 cup water, at room temperature | 1 cup | 14411 237
1 tbsp butter, for greasing | 1 tbsp | 01001 14.2
1 cup mozzarella, shredded, divided | 1 cup | 01026 112
olive oil, for drizzling | - - | 04053 13.5
butter, for frying | - - | 01001 14.2
fresh parsley, to garnish | - - | 11297 3.8
grated parmesan, to serve | - - | 01032 5
vegetable oil, for frying | - - | 04044 13.6
"""#
}
