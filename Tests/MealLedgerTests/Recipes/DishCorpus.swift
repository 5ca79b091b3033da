/// Dish descriptions written for this project — what someone types after a meal — with the
/// foods each names, the portion of each and the USDA SR28 row it comes from.
///
/// One line a description: `DESCRIPTION | NAME NDB GRAMS; …`. NAME is a word of the
/// description that the parsed ingredient standing for that food must carry in its name, so a
/// food that disappears is seen. `~NAME` marks a part the description implies without naming
/// (the oil of a stir fry, the bread of a sandwich): counted in the expected kcal, not required.
/// Foods named without an amount get one typical one-person portion, chosen by hand before
/// the parser was changed: cooked meat or fish 120-150 g, a cup of cooked rice (158 g) or
/// about 200 g of cooked pasta, a cup or half a cup of vegetables, 2 tbsp of a sauce or
/// dressing, a slice of cheese (28 g), two slices of bread for a sandwich. Grains, pasta and
/// meat in a dish are cooked. GRAMS may be a product (`2*64`).
enum DishCorpus {
    /// The descriptions, one a line; `#` lines are headings.
    static let text = #"""
# With quantities
chicken stir fry with 200 g chicken breast, 1 cup cooked white rice, 1 cup broccoli and 1 tbsp soy sauce | chicken 05064 200; rice 20045 158; broccoli 11090 91; soy 16123 16; ~oil 04044 13.6
salmon bowl with 150 g salmon, 1 cup brown rice and half an avocado | salmon 15237 150; rice 20037 202; avocado 09037 100
omelette with 3 eggs, 30 g cheddar and a handful of spinach | eggs 01123 150; cheddar 01009 30; spinach 11457 30; ~butter 01001 7
porridge with 50 g oats, 250 ml milk and a banana | oats 08120 50; milk 01077 250*244/236.59; banana 09040 118
toast with 2 slices of sourdough, 2 tbsp peanut butter and a sliced banana | sourdough 18029 2*64; peanut 16098 32; banana 09040 118
pasta with 100 g spaghetti, 1/2 cup marinara sauce and 2 tbsp parmesan | spaghetti 20120 100; marinara 06931 132; parmesan 01032 10
smoothie with 1 banana, 1 cup strawberries, 1 cup milk and 1 tbsp honey | banana 09040 118; strawberries 09316 144; milk 01077 244; honey 19296 21
beef tacos with 100 g ground beef, 2 corn tortillas, 1/4 cup salsa and 30 g cheddar | beef 23570 100; tortillas 18363 48; salsa 06164 65; cheddar 01009 30
Greek yogurt bowl with 200 g Greek yogurt, 30 g granola and 100 g blueberries | yogurt 01256 200; granola 08037 30; blueberries 09050 100
steak dinner with an 8 oz sirloin steak, a baked potato and 1 cup green beans | steak 13930 226.8; potato 11674 173; beans 11061 125
tuna salad sandwich with 1 can tuna, 2 tbsp mayonnaise and 2 slices whole wheat bread | tuna 15121 165; mayonnaise 04025 27.6; bread 18075 64
breakfast of 2 fried eggs, 2 rashers of bacon and 1 slice of toast | eggs 01128 92; bacon 10862 23; toast 18069 29; ~butter 01001 5
rice bowl with 1 cup jasmine rice, 150 g tofu and 1 cup bok choy | rice 20045 158; tofu 16126 150; bok 11116 70; ~oil 04044 13.6
lunch: 1 cup lentil soup, 1 slice bread and an apple | lentil 06037 248; bread 18069 29; apple 09003 182
chicken wrap with 120 g grilled chicken, 1 large flour tortilla, lettuce and 2 tbsp ranch | chicken 05064 120; tortilla 18364 72; lettuce 11251 20; ranch 04639 30
bagel with 2 tbsp cream cheese and 50 g smoked salmon | bagel 18001 99; cheese 01017 29; salmon 15077 50
# Dish title, then "with", no quantities
grilled salmon with rice and asparagus | salmon 15237 150; rice 20045 158; asparagus 11012 90; ~oil 04053 4.5
grilled chicken with roasted vegetables | chicken 05064 150; vegetables 11583 150; ~oil 04053 13.5
caesar salad with grilled chicken | chicken 05064 120; salad 11251 94; ~dressing 43015 30; ~croutons 18242 15; ~parmesan 01032 10
baked potato with sour cream and chives | potato 11674 173; cream 01056 24; chives 11156 3
baked potato with cheese and beans | potato 11674 173; cheese 01009 28; beans 16011 130
jacket potato with tuna and sweetcorn | potato 11674 173; tuna 15121 85; sweetcorn 11172 82; ~mayonnaise 04025 13.8
spaghetti with meatballs | spaghetti 20121 200; meatballs 23570 120; ~sauce 06931 132
spaghetti bolognese | spaghetti 20121 200; bolognese 23570 100; ~sauce 06931 132
steak with fries and salad | steak 13930 170; fries 21138 117; salad 11253 36
fish and chips | fish 15016 150; chips 21138 154; ~oil 04044 13.6
scrambled eggs on toast | eggs 01132 122; toast 18069 29; ~butter 01001 5
avocado toast with a poached egg | avocado 09037 100; toast 18029 64; egg 01131 50
pancakes with maple syrup and blueberries | pancakes 18292 3*38; syrup 19353 40; blueberries 09050 74
oatmeal with raisins and walnuts | oatmeal 08121 234; raisins 09298 18; walnuts 12155 14
yogurt with granola and honey | yogurt 01116 170; granola 08037 30; honey 19296 21
chicken curry with rice | chicken 05064 150; ~curry 02015 6; rice 20045 158; ~oil 04044 13.6; ~onion 11282 55
beef burrito with rice, beans and cheese | beef 23570 100; burrito 18364 72; rice 20045 79; beans 16103 80; cheese 01009 28
cheeseburger with fries | cheeseburger 23568 113; ~bun 18350 44; ~cheese 01042 21; fries 21138 117
turkey sandwich with lettuce and tomato | turkey 07944 56; ~bread 18069 58; lettuce 11251 10; tomato 11529 20; ~mayonnaise 04025 13.8
ham and cheese sandwich | ham 07029 56; cheese 01009 28; ~bread 18069 58
bacon, lettuce and tomato sandwich | bacon 10862 34.5; lettuce 11251 10; tomato 11529 40; ~bread 18069 58; ~mayonnaise 04025 13.8
grilled cheese sandwich | cheese 01009 56; ~bread 18069 58; ~butter 01001 14.2
peanut butter and jelly sandwich | peanut 16098 32; jelly 19297 20; ~bread 18069 58
tuna salad with mixed greens | tuna 15121 85; greens 11253 72; ~dressing 04114 15; ~mayonnaise 04025 13.8
greek salad with feta and olives | feta 01019 38; olives 09195 15; ~tomato 11529 123; ~cucumber 11205 52; ~oil 04053 13.5
chicken noodle soup | chicken 05064 60; noodle 20110 80; ~broth 06172 240; ~carrot 11124 30
vegetable stir fry with tofu and rice | vegetable 11583 150; tofu 16126 150; rice 20045 158; ~oil 04044 13.6; ~soy 16123 16
shrimp stir fry with noodles | shrimp 15151 120; noodles 20110 160; ~vegetables 11583 100; ~oil 04044 13.6; ~soy 16123 16
pad thai with shrimp | thai 20134 176; shrimp 15151 100; ~peanuts 16390 15; ~oil 04044 13.6; ~egg 01123 50
fried rice with egg and peas | rice 20045 158; egg 01123 50; peas 11312 40; ~oil 04044 13.6; ~soy 16123 16
salmon with quinoa and broccoli | salmon 15237 150; quinoa 20137 185; broccoli 11091 78
cod with mashed potatoes and peas | cod 15016 150; potatoes 11934 210; peas 11313 80
roast chicken with potatoes and carrots | chicken 05009 150; potatoes 11674 173; carrots 11125 78; ~oil 04053 4.5
pork chop with apple sauce and mashed potatoes | pork 10038 157; sauce 09019 61; potatoes 11934 210
lamb chops with couscous | lamb 17014 150; couscous 20029 157
chili con carne with rice | carne 23570 100; chili 16034 128; rice 20045 158; ~tomatoes 11531 120
black bean tacos with avocado and salsa | bean 16015 86; avocado 09037 50; salsa 06164 36; tacos 18363 48
veggie burger with sweet potato fries | burger 16147 70; ~bun 18350 44; fries 11841 117
mac and cheese | mac 20121 200; cheese 01009 56; ~milk 01077 60
chicken caesar wrap | chicken 05064 120; wrap 18364 72; ~lettuce 11251 47; ~dressing 43015 30; ~parmesan 01032 10
eggs benedict | eggs 01131 100; ~muffin 18258 57; ~ham 07029 56; ~hollandaise 01001 28
french toast with strawberries | toast 18069 58; ~egg 01123 50; strawberries 09316 72; ~butter 01001 7; ~milk 01077 30
tofu curry with brown rice | tofu 16126 150; ~curry 02015 6; rice 20037 202; ~coconut 12117 60; ~oil 04044 13.6
lentil dal with naan | lentil 16070 198; naan 28307 90; ~oil 01003 12.8
hummus with pita and carrot sticks | hummus 16158 60; pita 18041 60; carrot 11124 61
cottage cheese with pineapple | cheese 01012 113; pineapple 09266 82
apple with peanut butter | apple 09003 182; peanut 16098 32
banana with almond butter | banana 09040 118; almond 12195 16
cereal with milk | cereal 08020 30; milk 01077 122
granola with yoghurt and berries | granola 08037 30; yoghurt 01116 170; berries 09316 72
beans on toast | beans 16011 130; toast 18069 58; ~butter 01001 5
cheese on toast | cheese 01009 40; toast 18069 29
bangers and mash | bangers 07089 2*67; mash 11934 210; ~gravy 06998 59
shepherd's pie | pie 17225 100; ~potatoes 11934 210; ~carrots 11125 39; ~peas 11313 40
sausage roll with baked beans | sausage 07089 67; ~pastry 18337 40; beans 16011 130
full English breakfast with eggs, bacon, sausage, beans and toast | eggs 01128 92; bacon 10862 23; sausage 07089 67; beans 16011 130; toast 18069 29
prawn curry with rice | prawn 15151 120; ~curry 02015 6; rice 20045 158; ~oil 04044 13.6; ~onion 11282 55
chicken tikka masala with basmati rice | chicken 05064 150; ~sauce 01053 30; rice 20045 158; ~oil 04044 13.6; ~tomato 11546 16
vegetable soup with a bread roll | soup 06067 230; roll 18350 44
tomato soup with grilled cheese | soup 06359 248; cheese 01009 28; ~bread 18069 58; ~butter 01001 7
chicken salad with avocado and cherry tomatoes | chicken 05064 120; avocado 09037 100; tomatoes 11529 74.5; ~greens 11253 36; ~oil 04053 13.5
quinoa salad with chickpeas and cucumber | quinoa 20137 185; chickpeas 16359 76; cucumber 11205 52; ~oil 04053 13.5
salmon poke bowl with rice, edamame and cucumber | salmon 15236 100; rice 20045 158; edamame 11212 78; cucumber 11205 52; ~soy 16123 16
sushi rolls with salmon and avocado | sushi 20045 158; salmon 15236 50; avocado 09037 50; ~nori 11446 2.6
spinach and ricotta cannelloni | cannelloni 20121 120; spinach 11464 95; ricotta 01036 124; ~sauce 06931 132
lasagne | lasagne 20121 120; ~beef 23570 100; ~cheese 01026 56; ~sauce 06931 132
margherita pizza | pizza 21299 214
two slices of pepperoni pizza | pizza 21274 2*96
chicken and broccoli pasta | chicken 05064 120; broccoli 11091 78; pasta 20121 200; ~oil 04053 13.5
penne with pesto and chicken | penne 20121 200; pesto 06626 31; chicken 05064 120
linguine with clams | linguine 20121 200; clams 15159 85; ~oil 04053 13.5
ramen with pork and egg | ramen 20110 180; pork 10060 85; egg 01129 50; ~broth 06172 240
burrito bowl with chicken, rice, black beans, corn and guacamole | chicken 05064 120; rice 20045 158; beans 16015 86; corn 11172 82; guacamole 09037 60
nachos with cheese and jalapenos | nachos 19056 56.7; cheese 01009 56; jalapenos 11979 14
quesadilla with chicken and cheese | chicken 05064 90; cheese 01009 56; quesadilla 18364 72
chicken fajitas with peppers and onions | chicken 05064 120; peppers 11821 119; onions 11282 55; fajitas 18364 2*48; ~oil 04044 13.6
teriyaki chicken with rice and broccoli | chicken 05064 150; teriyaki 06112 36; rice 20045 158; broccoli 11091 78
beef stew with potatoes and carrots | beef 13285 120; potatoes 11367 150; carrots 11125 78
chicken and rice soup | chicken 05064 60; rice 20045 79; ~broth 06172 240
split pea soup | pea 16086 196; ~ham 07029 28
egg fried rice | rice 20045 158; egg 01123 50; ~oil 04044 13.6; ~soy 16123 8
boiled eggs with toast soldiers | eggs 01129 100; toast 18069 58; ~butter 01001 5
two boiled eggs | eggs 01129 100
a bowl of cornflakes with semi-skimmed milk | cornflakes 08020 30; milk 01079 122
bowl of chili | chili 16034 128; ~beef 23570 100
# Different connectors and styles
rice and beans | rice 20045 158; beans 16015 172
chicken, rice and broccoli | chicken 05064 150; rice 20045 158; broccoli 11091 78
salmon, sweet potato and spinach | salmon 15237 150; potato 11508 114; spinach 11464 95
steak & eggs | steak 13930 170; eggs 01128 92
eggs, toast and orange juice | eggs 01128 92; toast 18069 29; juice 09206 248
a bowl of pasta with tomato sauce | pasta 20121 200; sauce 06931 132
a plate of spaghetti carbonara | spaghetti 20121 200; ~bacon 10862 23; ~egg 01123 50; ~parmesan 01032 10
leftover chicken curry | chicken 05064 150; ~curry 02015 6; ~oil 04044 13.6; ~onion 11282 55
a cheese and tomato omelette | cheese 01009 28; tomato 11529 61; omelette 01123 100; ~butter 01001 7
overnight oats with chia seeds and almond milk | oats 08120 40; chia 12006 12; milk 14091 240
a tuna melt | tuna 15121 85; ~cheese 01009 28; ~bread 18069 58; ~mayonnaise 04025 13.8
club sandwich with turkey, bacon and avocado | turkey 07944 56; bacon 10862 23; avocado 09037 50; ~bread 18069 87
chicken pesto panini | chicken 05064 90; pesto 06626 16; panini 18029 100
a big salad with chickpeas, feta, cucumber and tomatoes | chickpeas 16359 76; feta 01019 38; cucumber 11205 52; tomatoes 11529 123; ~greens 11253 72; ~oil 04053 13.5
poached salmon with new potatoes and green beans | salmon 15237 150; potatoes 11367 150; beans 11061 125
pork stir fry with peppers and noodles | pork 10060 120; peppers 11821 119; noodles 20110 160; ~oil 04044 13.6; ~soy 16123 16
beef and broccoli with rice | beef 13067 120; broccoli 11091 78; rice 20045 158; ~oil 04044 13.6; ~soy 16123 16
sweet potato curry with chickpeas | potato 11508 114; chickpeas 16359 76; ~curry 02015 6; ~coconut 12117 60; ~oil 04044 13.6
mushroom risotto | risotto 20053 200; mushroom 11260 70; ~parmesan 01032 10; ~butter 01001 14.2
bean chili with cornbread | bean 16034 256; cornbread 18024 60
falafel wrap with hummus | falafel 16138 3*17; hummus 16158 30; wrap 18364 72
aubergine parmigiana | aubergine 11210 200; ~cheese 01026 56; ~sauce 06931 132; ~oil 04053 13.5
courgette fritters with yoghurt | courgette 11477 196; ~flour 20081 30; yoghurt 01116 61; ~egg 01123 50; ~oil 04053 13.5
stuffed peppers with rice and beef | peppers 11821 119; rice 20045 79; beef 23570 60
kiwi and yoghurt parfait with granola | kiwi 09148 69; yoghurt 01116 170; granola 08037 30
toast with butter and jam | toast 18069 58; butter 01001 14.2; jam 19297 20
chicken wings with blue cheese dip | wings 05103 170; dip 04539 30
"""#
}
