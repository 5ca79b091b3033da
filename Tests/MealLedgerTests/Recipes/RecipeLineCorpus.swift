/// Recipe lines written for this project, each with the quantity and unit a careful cook reads
/// and the USDA SR28 foods and grams it comes to, from which the suite computes the expected kcal.
///
/// One line a phrase: `PHRASE | QUANTITY UNIT | NDB GRAMS[; NDB GRAMS…]`. `- -` means the line
/// gives no quantity (a typical portion is expected). GRAMS may be a product or quotient
/// (`2*125`: two cups of a flour SR28 weighs at 125 g a cup), so the reasoning stays visible.
/// The grams were worked out by hand from SR28's own household measures (WEIGHT.txt, looked up
/// with tools/sr28-lookup.py, which shares no code with the parser), or, where SR28 lists none,
/// from a stated common weight (a bunch of kale 200 g, a handful of leaves 20 g). None was
/// written by running the parser. Lines starting with `#` are section headings.
enum RecipeLineCorpus {
    /// Every line of both parts.
    static var text: String { firstPart + "\n" + secondPart }

    /// Lines for baking, dairy, meat, fish and vegetables.
    static let firstPart = #"""
# Baking and pantry, American style
2 cups all-purpose flour | 2 cup | 20081 2*125
2 1/4 cups all purpose flour, spooned and leveled | 2.25 cup | 20081 2.25*125
1 cup whole wheat flour | 1 cup | 20080 120
3/4 cup whole-wheat flour | 0.75 cup | 20080 0.75*120
1 1/2 cups self-rising flour | 1.5 cup | 20082 1.5*125
1 tablespoon flour, for dusting | 1 tbsp | 20081 125/16
1 cup granulated sugar | 1 cup | 19335 200
½ cup sugar | 0.5 cup | 19335 100
2 tablespoons sugar | 2 tbsp | 19335 2*200/16
1 tsp sugar | 1 tsp | 19335 4.2
3/4 cup packed light brown sugar | 0.75 cup | 19334 0.75*220
1/2 cup firmly packed dark brown sugar | 0.5 cup | 19334 110
2 tbsp brown sugar | 2 tbsp | 19334 2*220/16
1 cup powdered sugar | 1 cup | 19336 120
1 1/2 cups confectioners' sugar, sifted | 1.5 cup | 19336 1.5*100
2 tbsp icing sugar | 2 tbsp | 19336 16
1 cup (2 sticks) unsalted butter, softened | 1 cup | 01145 227
1/2 cup (1 stick) butter, melted | 0.5 cup | 01001 113.5
1 stick butter, cold and cubed | 1 stick | 01001 113
6 tablespoons unsalted butter, at room temperature | 6 tbsp | 01145 6*14.2
2 tbsp butter | 2 tbsp | 01001 28.4
1 tablespoon butter, plus more for the pan | 1 tbsp | 01001 14.2
4 oz butter | 4 oz | 01001 4*28.35
3 large eggs, at room temperature | 3 large | 01123 150
2 eggs, beaten | 2 piece | 01123 100
1 egg | 1 piece | 01123 50
1 large egg yolk | 1 large | 01125 17
2 egg yolks | 2 piece | 01125 34
4 large egg whites | 4 large | 01124 4*33
1 egg white, lightly whisked | 1 piece | 01124 33
6 medium eggs | 6 medium | 01123 6*44
2 extra-large eggs | 2 extra large | 01123 2*56
1 cup whole milk | 1 cup | 01077 244
1/2 cup milk, warmed | 0.5 cup | 01077 122
1 1/4 cups milk | 1.25 cup | 01077 1.25*244
2 tablespoons milk | 2 tbsp | 01077 30
1 cup 2% milk | 1 cup | 01079 244
1 cup skim milk | 1 cup | 01085 245
1 cup buttermilk, shaken | 1 cup | 01088 245
3/4 cup buttermilk | 0.75 cup | 01088 0.75*245
1 cup heavy cream | 1 cup | 01053 238
1/2 cup heavy whipping cream, cold | 0.5 cup | 01053 119
2 tbsp heavy cream | 2 tbsp | 01053 30
1/4 cup half-and-half | 0.25 cup | 01049 60.5
1 cup sour cream | 1 cup | 01056 230
1/2 cup sour cream, for serving | 0.5 cup | 01056 115
2 tablespoons sour cream | 2 tbsp | 01056 24
8 oz cream cheese, softened | 8 oz | 01017 8*28.35
1 (8-ounce) package cream cheese, at room temperature | 1 package | 01017 226.8
1 (8-ounce) block cream cheese, softened | 1 block | 01017 226.8
2 tbsp cream cheese | 2 tbsp | 01017 29
1 tsp baking soda | 1 tsp | 18372 4.6
2 teaspoons baking powder | 2 tsp | 18369 9.2
1/2 tsp baking powder | 0.5 tsp | 18369 2.3
1 1/2 teaspoons pure vanilla extract | 1.5 tsp | 02050 1.5*4.2
1 tbsp vanilla extract | 1 tbsp | 02050 13
1/2 teaspoon salt | 0.5 tsp | 02047 3
1 tsp kosher salt | 1 tsp | 02047 6
1/4 tsp fine sea salt | 0.25 tsp | 02047 1.5
1 teaspoon ground cinnamon | 1 tsp | 02010 2.6
1/2 tsp ground nutmeg | 0.5 tsp | 02025 1.1
1/4 teaspoon ground cloves | 0.25 tsp | 02011 0.525
1 tsp ground ginger | 1 tsp | 02021 1.8
1/2 cup unsweetened cocoa powder | 0.5 cup | 19165 43
3 tbsp cocoa powder | 3 tbsp | 19165 16.2
1 cup semisweet chocolate chips | 1 cup | 19080 170
1/2 cup chocolate chips | 0.5 cup | 19080 85
4 oz bittersweet chocolate, chopped | 4 oz | 19903 4*28.35
2 ounces unsweetened baking chocolate | 2 oz | 19078 2*28.35
1 cup old-fashioned rolled oats | 1 cup | 08120 81
1/2 cup quick oats | 0.5 cup | 08120 40.5
1 cup chopped walnuts | 1 cup | 12155 117
1/2 cup chopped pecans | 0.5 cup | 12142 54.5
1/2 cup sliced almonds, toasted | 0.5 cup | 12061 46
1/4 cup slivered almonds | 0.25 cup | 12061 27
1 cup raisins | 1 cup | 09298 145
1/2 cup dried cranberries | 0.5 cup | 09079 80
1/2 cup sweetened shredded coconut | 0.5 cup | 12109 42.5
1/4 cup honey | 0.25 cup | 19296 84.75
2 tablespoons honey | 2 tbsp | 19296 42
1 tbsp runny honey | 1 tbsp | 19296 21
1/3 cup pure maple syrup | 1/3 cup | 19353 105
2 tbsp maple syrup | 2 tbsp | 19353 40
1 tbsp agave nectar | 1 tbsp | 19912 3*6.9
2 tbsp molasses | 2 tbsp | 19304 40
1 packet active dry yeast | 1 package | 18375 7.2
2 1/4 teaspoons active dry yeast | 2.25 tsp | 18375 9
1 envelope (1/4 oz) active dry yeast | 1 package | 18375 7.09
1 cup warm water (110°F) | 1 cup | 14411 237
2 tbsp cornstarch | 2 tbsp | 20027 16
1 tablespoon cornflour | 1 tbsp | 20027 8
1 cup cornmeal | 1 cup | 20020 122
1/2 cup panko breadcrumbs | 0.5 cup | 18079 54
1 cup panko | 1 cup | 18079 108
1/2 cup plain dry bread crumbs | 0.5 cup | 18079 54
1/4 cup canola oil | 0.25 cup | 04582 54.5
1/2 cup vegetable oil | 0.5 cup | 04044 109
1/3 cup melted coconut oil | 1/3 cup | 04047 218/3
1 cup pumpkin puree | 1 cup | 11424 245
1 cup mashed ripe bananas (about 2 large) | 1 cup | 09040 225
3 ripe bananas, mashed | 3 piece | 09040 3*118
1 cup fresh blueberries | 1 cup | 09050 148
1 cup frozen blueberries | 1 cup | 09054 155
2 cups sliced strawberries | 2 cup | 09316 2*166
1 cup raspberries | 1 cup | 09302 123
2 medium apples, peeled and diced | 2 medium | 09004 2*161
1 large Granny Smith apple, cored and thinly sliced | 1 large | 09502 206
1/2 cup applesauce | 0.5 cup | 09019 122
1 cup plain Greek yogurt | 1 cup | 01256 245
1/2 cup plain yogurt | 0.5 cup | 01116 122.5
3/4 cup natural yoghurt | 0.75 cup | 01116 0.75*245
200 g Greek yoghurt | 200 g | 01256 200
1 cup ricotta cheese | 1 cup | 01036 246
1/2 cup whole-milk ricotta | 0.5 cup | 01036 123
1 cup shredded cheddar cheese | 1 cup | 01009 113
2 cups shredded sharp cheddar | 2 cup | 01009 226
4 ounces cheddar, grated | 4 oz | 01009 113.4
1/2 cup grated Parmesan cheese | 0.5 cup | 01032 50
1/4 cup freshly grated parmesan | 0.25 cup | 01032 25
2 tbsp grated Parmesan | 2 tbsp | 01032 10
1 oz Parmigiano-Reggiano, shaved | 1 oz | 01033 28.35
1 cup shredded mozzarella | 1 cup | 01026 112
8 oz fresh mozzarella, sliced | 8 oz | 01026 226.8
1 ball of fresh mozzarella (125 g), torn | 1 ball | 01026 125
1/2 cup crumbled feta | 0.5 cup | 01019 75
100 g feta cheese, crumbled | 100 g | 01019 100
2 oz goat cheese, crumbled | 2 oz | 01159 56.7
4 slices Swiss cheese | 4 slice | 01040 4*28
2 slices cheddar cheese | 2 slice | 01009 56
1 cup cottage cheese | 1 cup | 01012 210
1/2 cup shredded Monterey Jack cheese | 0.5 cup | 01025 56.5
3 slices provolone | 3 slice | 01035 84
1 can (14 oz) sweetened condensed milk | 1 can | 01095 14*28.35
1 (12 oz) can evaporated milk | 1 can | 01096 12*28.35
# Meat, poultry and fish
1 1/2 lbs boneless, skinless chicken breasts | 1.5 lb | 05062 1.5*453.59
2 boneless skinless chicken breasts, cut into 1-inch pieces | 2 piece | 05062 2*272
500 g chicken breast fillets, sliced | 500 g | 05062 500
1 lb chicken thighs, boneless and skinless | 1 lb | 05096 453.59
6 bone-in, skin-on chicken thighs | 6 piece | 05096 6*149
8 chicken thighs, bone-in, skin-on | 8 piece | 05096 8*149
2 lbs chicken wings, tips removed | 2 lb | 05100 907.2
4 chicken drumsticks | 4 piece | 05071 4*122
1 whole chicken | 1 piece | 05006 920
2 cups shredded cooked chicken | 2 cup | 05064 2*140
1 cup diced cooked chicken breast | 1 cup | 05064 140
3 cups chopped rotisserie chicken | 3 cup | 05064 3*140
1 lb ground turkey | 1 lb | 05305 453.59
1 lb lean ground beef | 1 lb | 23567 453.59
2 lbs ground beef (80/20) | 2 lb | 23572 907.2
500g beef mince | 500 g | 23567 500
400 g lean minced beef | 400 g | 23567 400
1 lb ground pork | 1 lb | 10219 453.59
250 g pork mince | 250 g | 10219 250
1 lb ground lamb | 1 lb | 17224 453.59
2 (10 oz) ribeye steaks | 2 piece | 13095 2*283.5
1 (1 1/2 lb) flank steak | 1 piece | 13065 1.5*453.59
1 lb flank steak, thinly sliced against the grain | 1 lb | 13065 453.59
2 sirloin steaks (8 oz each) | 2 piece | 13929 2*226.8
1 pork tenderloin (about 1 1/4 pounds) | 1 piece | 10060 1.25*453.59
4 bone-in pork chops, about 1 inch thick | 4 piece | 10036 4*199
2 lb boneless pork shoulder, cut into chunks | 2 lb | 10070 907.2
3 lb beef chuck roast | 3 lb | 13293 3*453.59
1 lb stew beef, cubed | 1 lb | 13293 453.59
6 slices bacon, chopped | 6 slice | 10123 6*28
4 rashers streaky bacon | 4 slice | 10123 4*28
8 oz thick-cut bacon, diced | 8 oz | 10123 226.8
4 slices deli ham | 4 slice | 07029 4*28
1 lb Italian sausage, casings removed | 1 lb | 07036 453.59
2 Italian sausage links | 2 piece | 07036 2*113
4 oz chorizo, diced | 4 oz | 07019 113.4
2 oz pepperoni slices | 2 oz | 07057 56.7
4 hot dogs | 4 piece | 07022 4*50
1 1/2 lb salmon fillet, skin on | 1.5 lb | 15236 1.5*453.59
4 (6-ounce) salmon fillets | 4 piece | 15236 4*170.1
2 salmon fillets | 2 piece | 15236 2*198
1 lb cod fillets | 1 lb | 15015 453.59
4 cod fillets (about 150 g each) | 4 piece | 15015 4*150
2 tilapia fillets | 2 piece | 15261 2*116
1 lb large shrimp, peeled and deveined | 1 lb | 15149 453.59
300 g raw king prawns | 300 g | 15149 300
12 large shrimp | 12 large | 15149 12*7
2 (5-ounce) cans tuna in water, drained | 2 can | 15121 2*141.75
1 can tuna, drained | 1 can | 15121 165
1 (14.75 oz) can pink salmon | 1 can | 15084 418.2
2 trout fillets | 2 piece | 15240 2*79
1 lb halibut | 1 lb | 15036 453.59
6 anchovy fillets, chopped | 6 piece | 15002 6*4
8 oz lump crab meat | 8 oz | 15140 226.8
1 lb sea scallops | 1 lb | 15172 453.59
1 block (14 oz) extra-firm tofu, pressed | 1 block | 16159 14*28.35
400 g firm tofu, cubed | 400 g | 16126 400
# Aromatics and vegetables
1 large onion, diced | 1 large | 11282 150
1 medium yellow onion, finely chopped | 1 medium | 11282 110
2 onions, thinly sliced | 2 piece | 11282 2*110
1 small red onion, thinly sliced | 1 small | 11282 70
1/2 cup chopped onion | 0.5 cup | 11282 80
1 cup diced onion | 1 cup | 11282 160
4 garlic cloves, minced | 4 clove | 11215 12
3 cloves garlic, crushed | 3 clove | 11215 9
2 large garlic cloves, grated | 2 clove | 11215 6
6 cloves of garlic, peeled and smashed | 6 clove | 11215 18
1 tbsp minced garlic | 1 tbsp | 11215 3*2.8
1 teaspoon minced garlic | 1 tsp | 11215 2.8
1 head of garlic | 1 head | 11215 36
2 shallots, minced | 2 piece | 11677 2*40
1 tablespoon grated fresh ginger | 1 tbsp | 11216 6
1 (1-inch) piece fresh ginger, peeled and grated | 1 piece | 11216 10
thumb-sized piece of ginger, grated | 1 piece | 11216 10
3 celery stalks, diced | 3 stalk | 11143 3*40
2 ribs celery, chopped | 2 stalk | 11143 80
1 stalk celery, finely diced | 1 stalk | 11143 40
2 sticks of celery, sliced | 2 stalk | 11143 80
3 medium carrots, peeled and diced | 3 medium | 11124 3*61
2 large carrots, grated | 2 large | 11124 2*72
1 cup shredded carrots | 1 cup | 11124 110
4 carrots, cut into coins | 4 piece | 11124 4*61
1 red bell pepper, seeded and chopped | 1 piece | 11821 119
2 green bell peppers, sliced | 2 piece | 11333 2*119
1 yellow pepper, diced | 1 piece | 11951 186
1 red pepper, deseeded and sliced | 1 piece | 11821 119
1 cup diced red bell pepper | 1 cup | 11821 149
1 jalapeño, seeded and minced | 1 piece | 11979 14
2 jalapeno peppers, finely chopped | 2 piece | 11979 28
1 red chilli, finely chopped | 1 piece | 11819 45
2 green chillies, slit | 2 piece | 11670 90
1 serrano pepper, minced | 1 piece | 11977 6.1
4 green onions, sliced | 4 piece | 11291 4*15
1 bunch scallions, thinly sliced | 1 bunch | 11291 100
3 spring onions, finely sliced | 3 piece | 11291 45
1/4 cup sliced green onions | 0.25 cup | 11291 25
2 leeks, white and light green parts only, sliced | 2 piece | 11246 2*89
1 lb mushrooms, sliced | 1 lb | 11260 453.59
8 oz cremini mushrooms, quartered | 8 oz | 11266 226.8
250 g chestnut mushrooms, sliced | 250 g | 11266 250
2 cups sliced mushrooms | 2 cup | 11260 140
4 portobello mushroom caps | 4 piece | 11265 4*84
1 head broccoli, cut into florets | 1 head | 11090 608
2 cups broccoli florets | 2 cup | 11090 2*91
1 lb broccoli crowns | 1 lb | 11090 453.59
1 head cauliflower, cut into florets | 1 head | 11135 588
3 cups cauliflower florets | 3 cup | 11135 3*107
2 medium zucchini, sliced | 2 medium | 11477 2*196
2 courgettes, diced | 2 piece | 11477 2*196
1 large aubergine, cubed | 1 large | 11209 548
1 eggplant, cut into 1/2-inch rounds | 1 piece | 11209 548
5 oz baby spinach | 5 oz | 11457 141.75
4 cups fresh spinach | 4 cup | 11457 120
200 g spinach | 200 g | 11457 200
1 bunch kale, stems removed and chopped | 1 bunch | 11233 200
4 cups chopped kale | 4 cup | 11233 64
1 bunch lacinato kale, ribs removed | 1 bunch | 11233 200
1 head romaine lettuce, chopped | 1 head | 11251 626
4 cups mixed salad greens | 4 cup | 11253 4*36
2 cups arugula | 2 cup | 11959 40
2 handfuls rocket | 2 handful | 11959 2*20
1/2 head green cabbage, shredded | 0.5 head | 11109 454
2 cups shredded red cabbage | 2 cup | 11112 140
1 English cucumber, diced | 1 piece | 11205 301
1/2 cucumber, thinly sliced | 0.5 piece | 11205 150.5
2 large tomatoes, chopped | 2 large | 11529 2*182
4 Roma tomatoes, diced | 4 piece | 11529 4*62
1 pint cherry tomatoes, halved | 1 pint | 11529 2*149
1 cup cherry tomatoes | 1 cup | 11529 149
3 ripe tomatoes, seeded and diced | 3 piece | 11529 3*123
2 plum tomatoes, chopped | 2 piece | 11529 124
2 lbs russet potatoes, peeled and cubed | 2 lb | 11353 907.2
4 medium potatoes, peeled and quartered | 4 medium | 11352 4*213
1 kg Maris Piper potatoes, peeled | 1 kg | 11352 1000
1 1/2 lb baby potatoes, halved | 1.5 lb | 11355 680.4
2 large sweet potatoes, peeled and cubed | 2 large | 11507 2*180
1 medium sweet potato, diced | 1 medium | 11507 130
2 cups cubed butternut squash | 2 cup | 11485 280
1 small butternut squash, peeled and cubed (about 1 kg) | 1 small | 11485 1000
1 lb green beans, trimmed | 1 lb | 11052 453.59
200 g French beans, topped and tailed | 200 g | 11052 200
1 bunch asparagus, woody ends snapped off | 1 bunch | 11011 450
1 lb Brussels sprouts, trimmed and halved | 1 lb | 11098 453.59
1 cup frozen peas | 1 cup | 11312 134
1/2 cup frozen peas, thawed | 0.5 cup | 11312 67
1 cup frozen corn kernels | 1 cup | 11178 136
2 ears corn, kernels cut off | 2 ear | 11167 2*102
1 (15 oz) can corn, drained | 1 can | 11172 298
1 ripe avocado, diced | 1 piece | 09037 201
2 avocados, pitted and mashed | 2 piece | 09037 402
1/2 avocado, sliced | 0.5 piece | 09037 100.5
3 beets, roasted and sliced | 3 piece | 11080 3*82
2 parsnips, peeled and chopped | 2 piece | 11298 2*133
1 fennel bulb, thinly sliced | 1 piece | 11957 234
1 cup chopped celery | 1 cup | 11143 101
"""#
}
