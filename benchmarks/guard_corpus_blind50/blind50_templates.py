"""Hand-written templates for the blind50 guard corpus: florist logins (Interflora, Bloom & Wild, Serenata Flowers and
1-800-Flowers passwords); jewellery-shop logins (Pandora, Swarovski, Goldsmiths and Kay Jewelers passwords); bike-shop
logins (Wiggle, Evans Cycles, Chain Reaction Cycles and Halfords passwords); garden-shop logins (Thompson & Morgan,
Crocus, Suttons and Dobbies passwords); greeting-card logins (Moonpig, Funky Pigeon, Papier and Paperless Post
passwords); baby-shop logins (Mothercare, JoJo Maman Bébé, Mamas & Papas and buybuy BABY passwords); kitchenware-shop
logins (Lakeland, Williams Sonoma, Le Creuset and ProCook passwords); barcode-lookup API keys (UPCitemdb, Barcode
Lookup, Go-UPC and EAN-Search); public-holiday API keys (Calendarific, HolidayAPI, Checkiday and timeanddate.com);
dictionary API keys (Merriam-Webster, Oxford Dictionaries, Wordnik and Lingua Robot); nutrition API keys
(Nutritionix, USDA FoodData Central, FatSecret and CalorieNinjas).

One secret template of each kind (two of garden_shop_login) names no service at all (a flower shop's cold room, a
jeweller's safe, a bike cage, a greenhouse padlock and an allotment gate, a church hall's post room, a pram store, a
staff kitchen's pantry, a stockroom, a holiday cottage's key safe, a library's rare-books room, a canteen storeroom),
and one benign template of its twin reads alike without the code.

SECRET and BENIGN map a kind to its templates; every secret kind has a benign twin (BENIGN_TWIN) of the same shape
that keeps the layout and drops the credential: a masked value, a placeholder or env reference, a public identifier (an
order number, a membership or loyalty card's number with its Luhn digit, a product's EAN-13 or UPC-A with its check digit, a book's
ISBN-13 with its check digit, a supplier's IBAN with its mod-97 check digits, a UK postcode), "a reset link was sent",
"it is in the password manager" without the value, a password policy. make_blind50.py fills the fields ({{ and }} are
literal braces) and resolves every ``⟦a|b|c⟧`` to one of its alternatives. Secret fields (SECRET_FIELDS in
make_blind50.py) hold a credential; benign templates use only benign fields.
"""

CHAT = "⟦[{hh}:{mi}] {name}:|{name}, {hh}:{mi}:|{date}, {hh}:{mi} - {name}:|<{name}>|{name} ({hh}.{mi})|{name} @ {hh}:{mi} ->|{name} {hh}:{mi} ·|{name} replied {hh}:{mi}:⟧"
PW = "⟦password|pw|pass|pwd|passwd|the password is|password's|login pw|p/w|pword|passcode|pass is⟧"

SECRET: dict[str, list[str]] = {
    # Interflora, Bloom & Wild, Serenata Flowers and 1-800-Flowers passwords
    "florist_login": [
        "Interflora login, send Mum's birthday bouquet on Thursday, the card message is saved: {email} / {interflorapw}",
        "Bloom & Wild account with the letterbox flowers subscription: {email}, {PW} {bwpw}",
        CHAT + " serenata {email} {PW} {serenatapw} ⟦the sympathy flowers for Nana|add the chocolates|pick next-day⟧",
        "1-800-Flowers: {email} ⟦-|/|,|:⟧ {flowerspw}",
        "| florist | email | password |\n|---|---|---|\n| Interflora | {email} | {interflorapw} |\n| Bloom & Wild | {email} | {bwpw} |",
        "Screenshot: 1-800-Flowers.com > Sign In\nEmail Address {email}\nPassword {flowerspw}\n[Sign In]",
        "anniversary plan\n- book the table\n- Serenata Flowers: {email} / {serenatapw}\n- pick up the cake",
        "bloom and wild pw {bwpw} ⟦for the subscription pause|{email}|skip the March box⟧",
        "my interflora password is {interflorapw} (login {email}) ⟦the order for the funeral|change the delivery date|the florist rang about the lilies⟧",
        "the cold room at the flower shop is ⟦{coldroom}|{coldroom} on the keypad|locked with {coldroom}⟧, the wedding buckets are at the back",
    ],
    # Pandora, Swarovski, Goldsmiths and Kay Jewelers passwords
    "jewellery_shop_login": [
        "Pandora login, the charm for Ella's bracelet is in the basket: {email} / {pandorapw}",
        "Swarovski account for the earrings on the wish list: {email}, {PW} {swarovskipw}",
        CHAT + " goldsmiths {email} {PW} {goldsmithspw} ⟦the ring resize booking|the watch repair|the engraving order⟧",
        "Kay Jewelers: {email}, {PW}: {kaypw}",
        "| shop | login | password |\n|---|---|---|\n| Pandora | {email} | {pandorapw} |\n| Kay | {email} | {kaypw} |",
        "Screenshot: SWAROVSKI > Log in\nEmail {email}\nPassword {swarovskipw}\n[LOG IN]",
        "Christmas gifts\n- Dad's socks\n- Goldsmiths: {email} / {goldsmithspw}\n- wrap it in the blue paper",
        "pandora {email} {pandorapw}",
        "kay password is {kaypw}, login {email} ⟦the protection plan claim|the ring is ready for pickup|the layaway payment⟧",
        "the safe in the back of the jeweller's is {jewelsafe}, the trays go in before you lock up",
    ],
    # Wiggle, Evans Cycles, Chain Reaction Cycles and Halfords passwords
    "bike_shop_login": [
        "Wiggle login, order the inner tubes and the new chain: {email} / {wigglepw}",
        "Evans Cycles account, the Cycle to Work voucher is on it: {email}, {PW} {evanspw}",
        CHAT + " chain reaction {email} {PW} {crcpw} ⟦the brake pads in the basket|use the 10% code|the size 54 frame⟧",
        "Halfords: {email}, {PW}: {halfordspw}",
        "| shop | login | password |\n|---|---|---|\n| Wiggle | {email} | {wigglepw} |\n| Halfords | {email} | {halfordspw} |",
        "Screenshot: Evans Cycles > Sign in\nEmail {email}\nPassword {evanspw}\n[Sign in]",
        "sportive prep\n- pump the tyres\n- Chain Reaction Cycles: {email} / {crcpw}\n- book the service",
        "halfords {email} {halfordspw}",
        "wiggle password is {wigglepw} ⟦the returns label|{email}|the helmet order⟧",
        "the bike cage behind the flats is ⟦{bikecage}|{bikecage} on the padlock|code {bikecage}⟧, lock the front wheel too",
    ],
    # Thompson & Morgan, Crocus, Suttons and Dobbies passwords
    "garden_shop_login": [
        "Thompson & Morgan login, the seed order for the allotment is in the basket: {email} / {tmpw}",
        "Crocus account for the hedging plants: {email}, {PW} {crocuspw}",
        CHAT + " suttons {email} {PW} {suttonspw} ⟦the seed potatoes|the plug plants ship in May|add the compost⟧",
        "Dobbies: {email}, {PW}: {dobbiespw}",
        "| shop | login | password |\n|---|---|---|\n| Thompson & Morgan | {email} | {tmpw} |\n| Suttons | {email} | {suttonspw} |",
        "Screenshot: Crocus.co.uk > Sign in\nEmail {email}\nPassword {crocuspw}\n[Sign in]",
        "spring jobs\n- prune the roses\n- Dobbies: {email} / {dobbiespw}\n- fix the water butt",
        "the greenhouse padlock is {greenhouse}, water the tomatoes every evening",
        "suttons pw {suttonspw}, email {email} ⟦the onion sets|the order is delayed|the bulbs for the front bed⟧",
        "the allotment gate code is {allotment}, shut it behind you, the foxes get in",
    ],
    # Moonpig, Funky Pigeon, Papier and Paperless Post passwords
    "greeting_card_login": [
        "Moonpig login, send Grandad's card with the photo on it by Friday: {email} / {moonpigpw}",
        "Funky Pigeon account, the address book is on it: {email}, {PW} {funkypw}",
        CHAT + " papier {email} {PW} {papierpw} ⟦the wedding thank-you cards|the proof is ready|order 40 of them⟧",
        "Paperless Post: {email}, {PW}: {ppostpw}",
        "| site | login | password |\n|---|---|---|\n| Moonpig | {email} | {moonpigpw} |\n| Paperless Post | {email} | {ppostpw} |",
        "Screenshot: Funky Pigeon > Sign In\nEmail {email}\nPassword {funkypw}\n[Sign In]",
        "party to-do\n- balloons\n- Paperless Post: {email} / {ppostpw}\n- chase the RSVPs",
        "moonpig {email} {moonpigpw}",
        "papier password is {papierpw}, login {email} ⟦the christening invitations|the address labels|reorder the notebooks⟧",
        "the post room in the church hall is {postroom}, the parish newsletters go in the pigeonholes",
    ],
    # Mothercare, JoJo Maman Bébé, Mamas & Papas and buybuy BABY passwords
    "baby_shop_login": [
        "Mothercare login, the car seat is reserved for collection: {email} / {mothercarepw}",
        "JoJo Maman Bébé account with the sleepsuits in the basket: {email}, {PW} {jojopw}",
        CHAT + " mamas and papas {email} {PW} {mamaspw} ⟦the pram order|book the nursery appointment|the cot mattress⟧",
        "buybuy BABY: {email}, {PW}: {buybuypw}",
        "| shop | login | password |\n|---|---|---|\n| Mothercare | {email} | {mothercarepw} |\n| Mamas & Papas | {email} | {mamaspw} |",
        "Screenshot: JoJo Maman Bébé > Sign in\nEmail {email}\nPassword {jojopw}\n[Sign in]",
        "hospital bag\n- muslins\n- buybuy BABY: {email} / {buybuypw}\n- the baby monitor charger",
        "mamas & papas {email} {mamaspw}",
        "mothercare pw {mothercarepw} ⟦the gift list|{email}|the return for the bouncer⟧",
        "the pram store at the toddler group is ⟦{pramstore}|{pramstore} on the lock|combination {pramstore}⟧, fold them before you leave",
    ],
    # Lakeland, Williams Sonoma, Le Creuset and ProCook passwords
    "kitchenware_shop_login": [
        "Lakeland login, reorder the slow cooker liners and the airer: {email} / {lakelandpw}",
        "Williams Sonoma account, the wedding registry is on it: {email}, {PW} {wspw}",
        CHAT + " le creuset {email} {PW} {lecreusetpw} ⟦the casserole in the sale|the replacement lid|the 26cm one⟧",
        "ProCook: {email}, {PW}: {procookpw}",
        "| shop | login | password |\n|---|---|---|\n| Lakeland | {email} | {lakelandpw} |\n| ProCook | {email} | {procookpw} |",
        "Screenshot: Williams Sonoma > Sign In\nEmail {email}\nPassword {wspw}\n[Sign In]",
        "moving house\n- cancel the milk\n- Le Creuset: {email} / {lecreusetpw}\n- new kettle",
        "procook {email} {procookpw}",
        "lakeland password is {lakelandpw}, login {email} ⟦the club discount|the dehydrator return|the order for Gran⟧",
        "the pantry in the staff kitchen is {pantry}, label your food with your name",
    ],
    # UPCitemdb, Barcode Lookup, Go-UPC and EAN-Search keys
    "barcode_lookup_key": [
        "curl -H 'user_key: {upcitemdbkey}' -H 'key_type: 3scale' 'https://api.upcitemdb.com/prod/v1/lookup?upc=012993441012'",
        "UPCitemdb key for the stock app: {upcitemdbkey}",
        "BARCODELOOKUP_API_KEY={barcodelookupkey}",
        "https://api.barcodelookup.com/v3/products?barcode=9780140157376&formatted=y&key={barcodelookupkey}",
        "Go-UPC API key: {goupckey}",
        "requests.get('https://go-upc.com/api/v1/code/' + code, headers={{'Authorization': 'Bearer {goupckey}'}})",
        CHAT
        + " ean-search token {eansearchtoken} ⟦for the shelf scanner|the quota resets monthly|don't put it in the repo⟧",
        "| provider | key |\n|---|---|\n| UPCitemdb | {upcitemdbkey} |\n| Barcode Lookup | {barcodelookupkey} |",
        "https://api.ean-search.org/api?token={eansearchtoken}&op=barcode-lookup&ean=5099750442227",
        "the stockroom door is ⟦{stockroom}|{stockroom} on the keypad|code {stockroom}⟧, the scanner chargers are on the left",
    ],
    # Calendarific, HolidayAPI, Checkiday and timeanddate.com keys
    "holiday_calendar_key": [
        "curl 'https://calendarific.com/api/v2/holidays?api_key={calendarifickey}&country=GB&year=2027'",
        "Calendarific API key for the rota planner: {calendarifickey}",
        "HOLIDAYAPI_KEY={holidayapikey}",
        "hapi = holidayapi.v1('{holidayapikey}')",
        "timeanddate.com accessKey {tadaccess}, secretKey {tadsecret}",
        "holidays:\n  provider: checkiday\n  api_key: {checkidaykey}",
        CHAT + " checkiday key {checkidaykey} ⟦for the events widget|the free tier is enough|rotate it after the demo⟧",
        "| provider | key |\n|---|---|\n| Calendarific | {calendarifickey} |\n| HolidayAPI | {holidayapikey} |",
        "https://api.xmltime.com/holidays?accesskey={tadaccess}&secretkey={tadsecret}&country=no&year=2027",
        "the key safe at the holiday cottage is {keysafe}, put the key back when you leave",
    ],
    # Merriam-Webster, Oxford Dictionaries, Wordnik and Lingua Robot keys
    "dictionary_api_key": [
        "https://www.dictionaryapi.com/api/v3/references/collegiate/json/voluminous?key={mwkey}",
        "Merriam-Webster key for the word game: {mwkey}",
        "OXFORD_APP_ID={oxfordid}\nOXFORD_APP_KEY={oxfordkey}",
        "curl -H 'app_id: {oxfordid}' -H 'app_key: {oxfordkey}' https://od-api.oxforddictionaries.com/api/v2/entries/en-gb/ace",
        "Wordnik API key: {wordnikkey}",
        "requests.get('https://api.wordnik.com/v4/word.json/serendipity/definitions', params={{'api_key': '{wordnikkey}'}})",
        CHAT + " lingua robot key {linguakey} ⟦for the flashcards bot|it's the RapidAPI one|the quota is 2500 a day⟧",
        "| provider | key |\n|---|---|\n| Merriam-Webster | {mwkey} |\n| Wordnik | {wordnikkey} |",
        "headers = {{'X-RapidAPI-Key': '{linguakey}', 'X-RapidAPI-Host': 'lingua-robot.p.rapidapi.com'}}",
        "the rare-books room at the library is ⟦{rarebooks}|{rarebooks} on the keypad|door code {rarebooks}⟧, gloves are in the drawer",
    ],
    # Nutritionix, USDA FoodData Central, FatSecret and CalorieNinjas keys
    "nutrition_api_key": [
        "curl -H 'x-app-id: {nixappid}' -H 'x-app-key: {nixkey}' -d 'query=2 eggs and toast' https://trackapi.nutritionix.com/v2/natural/nutrients",
        "Nutritionix app id {nixappid}, key {nixkey}",
        "FDC_API_KEY={usdakey}",
        "https://api.nal.usda.gov/fdc/v1/foods/search?query=oat%20milk&api_key={usdakey}",
        "FatSecret client id {fatsecretid}, client secret {fatsecretsecret}",
        "fs = Fatsecret('{fatsecretid}', '{fatsecretsecret}')",
        CHAT + " calorieninjas key {calninjaskey} ⟦for the meal planner|the free plan|swap it before launch⟧",
        "| provider | key |\n|---|---|\n| USDA FoodData Central | {usdakey} |\n| CalorieNinjas | {calninjaskey} |",
        "requests.get('https://api.calorieninjas.com/v1/nutrition?query=' + q, headers={{'X-Api-Key': '{calninjaskey}'}})",
        "the canteen storeroom is {canteen}, the allergen sheets are on the door",
    ],
}

BENIGN: dict[str, list[str]] = {
    "florist_login_benign": [
        "Interflora order {orderno}: {count} stems, £{money}, delivery {date}",
        "Bloom & Wild: {email}, a password reset link was sent, I'll pause the subscription tonight",
        "| florist | email | password |\n|---|---|---|\n| Interflora | {email} | (in Bitwarden) |\n| Serenata | {email} | (in Bitwarden) |",
        "1-800-Flowers: Celebrations Passport member {loyalty}, free shipping until {date}",
        "Screenshot: Serenata Flowers > Sign in\nEmail {email}\nPassword ••••••••\n[Forgot your password?]",
        "the cold room at the flower shop is open from 6, the wedding buckets are at the back",
    ],
    "jewellery_shop_login_benign": [
        "Pandora order {orderno}: {count} charms, £{money}, delivery {date}",
        "Swarovski: {email}, the password is in the family vault, I'll order the earrings myself",
        "| shop | login | password |\n|---|---|---|\n| Pandora | {email} | ******** |\n| Kay | {email} | ******** |",
        "Goldsmiths: ring resize booked for {date} at {hh}:{mi}, ticket {orderno}",
        "Kay Jewelers: your password was changed on {date}; call us if this wasn't you",
        "the safe in the back of the jeweller's is locked at 5, the trays go in before you lock up",
    ],
    "bike_shop_login_benign": [
        "Wiggle order {orderno}: {count} inner tubes, £{money}, dispatched {date}",
        "Evans Cycles: {email}, the password is withheld, I'll book the service myself",
        "| shop | login | password |\n|---|---|---|\n| Wiggle | {email} | [redacted] |\n| Halfords | {email} | [redacted] |",
        "Chain Reaction Cycles: brake pads, barcode {ean}, {count} in stock",
        "Halfords: passwords must be 8 or more characters with a number; reset it from the app",
        "the bike cage behind the flats is open in the daytime, lock the front wheel too",
    ],
    "garden_shop_login_benign": [
        "Thompson & Morgan order {orderno}: {count} seed packets, ships {date}",
        "Crocus: {email}, a reset link was sent to your inbox",
        "| shop | login | password |\n|---|---|---|\n| Crocus | {email} | <hidden> |\n| Suttons | {email} | <hidden> |",
        "Dobbies: {email}, Garden Club card {loyalty}, {count}00 points",
        "Suttons order {orderno}: {count} plug plants, £{money}, delivery to {postcode}",
        "the greenhouse is open, water the tomatoes every evening",
    ],
    "greeting_card_login_benign": [
        "Moonpig order {orderno}: {count} cards, posted {date}",
        "Funky Pigeon: {email}, the password is in 1Password, order {orderno} is on its way",
        "| site | login | password |\n|---|---|---|\n| Moonpig | {email} | ••••••• |\n| Papier | {email} | ••••••• |",
        "Paperless Post: {email}, {count}0 invitations sent, {count} replies",
        "Papier: {email}, I'll log in myself and approve the proof",
        "the post room in the church hall is open on Sundays, the parish newsletters go in the pigeonholes",
    ],
    "baby_shop_login_benign": [
        "Mothercare order {orderno}: car seat, barcode {ean}, ready to collect {date}",
        "JoJo Maman Bébé: {email}, my sister {name} has the login, she'll order the sleepsuits",
        "| shop | login | password |\n|---|---|---|\n| Mothercare | {email} | (vault) |\n| Mamas & Papas | {email} | (vault) |",
        "buybuy BABY: registry for {name}, {count} gifts bought, {count} to go",
        "Mamas & Papas: {email}, your password was reset on {date}",
        "the pram store at the toddler group is open, fold them before you leave",
    ],
    "kitchenware_shop_login_benign": [
        "Lakeland order {orderno}: {count} items, £{money}, delivery {date}",
        "Williams Sonoma: {email}, the registry is public, the link is on the wedding site",
        "| shop | login | password |\n|---|---|---|\n| Lakeland | {email} | (ask me) |\n| ProCook | {email} | (ask me) |",
        "Le Creuset: {email}, the password is with {name}, she'll order the lid",
        "ProCook: invoice {orderno}, £{money}, pay to {iban}",
        "the pantry in the staff kitchen is open, label your food with your name",
    ],
    "barcode_lookup_key_benign": [
        "curl -H \"user_key: $UPCITEMDB_KEY\" 'https://api.upcitemdb.com/prod/v1/lookup?upc={upca}'",
        "BARCODELOOKUP_API_KEY=\n# ask ops for the key, never commit it",
        "Go-UPC: {count}00 lookups this month, EAN {ean} found",
        "| provider | key |\n|---|---|\n| UPCitemdb | (rotated) |\n| Barcode Lookup | (rotated) |",
        "https://api.ean-search.org/api?token=$EAN_SEARCH_TOKEN&op=barcode-lookup&ean={ean}",
        "the stockroom door is propped open during deliveries, the scanner chargers are on the left",
    ],
    "holiday_calendar_key_benign": [
        'curl "https://calendarific.com/api/v2/holidays?api_key=$CALENDARIFIC_KEY&country=GB&year=2027"',
        "HOLIDAYAPI_KEY=\n# the key lives in the CI secrets",
        "HolidayAPI: {count}00 requests used this month, resets {date}",
        "hapi = holidayapi.v1(os.environ['HOLIDAYAPI_KEY'])",
        "holidays:\n  provider: checkiday\n  api_key: ${{CHECKIDAY_KEY}}",
        "the key safe at the holiday cottage is by the door, the owner texts the code on the morning you arrive",
    ],
    "dictionary_api_key_benign": [
        'curl "https://www.dictionaryapi.com/api/v3/references/collegiate/json/voluminous?key=$MW_KEY"',
        "OXFORD_APP_ID=\nOXFORD_APP_KEY=\n# use the sandbox keys from the dashboard locally",
        "Wordnik: {count}000 calls left today, the word of the day is serendipity",
        "| provider | key |\n|---|---|\n| Merriam-Webster | (in the vault) |\n| Wordnik | (in the vault) |",
        "headers = {{'X-RapidAPI-Key': os.environ['RAPIDAPI_KEY'], 'X-RapidAPI-Host': 'lingua-robot.p.rapidapi.com'}}",
        "the rare-books room at the library is booked until {hh}:{mi}, the dictionary is ISBN {isbn}",
    ],
    "nutrition_api_key_benign": [
        'curl -H "x-app-id: $NIX_APP_ID" -H "x-app-key: $NIX_APP_KEY" -d "query=2 eggs" https://trackapi.nutritionix.com/v2/natural/nutrients',
        "FDC_API_KEY=\n# set it in the deploy settings, not here",
        "FatSecret: {count}00 food searches this month, {count} premier calls left",
        "| provider | key |\n|---|---|\n| USDA FoodData Central | ******** |\n| CalorieNinjas | ******** |",
        "requests.get(url, headers={{'X-Api-Key': os.environ['CALORIENINJAS_KEY']}})",
        "the canteen storeroom is open after lunch, the allergen sheets are on the door",
    ],
}

SECRET = {kind: [t.replace("{PW}", PW) for t in templates] for kind, templates in SECRET.items()}
BENIGN = {kind: [t.replace("{PW}", PW) for t in templates] for kind, templates in BENIGN.items()}

BENIGN_TWIN = {kind: kind + "_benign" for kind in (*SECRET, "parcel_app_login_ml")}
