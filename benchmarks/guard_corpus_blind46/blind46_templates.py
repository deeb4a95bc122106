"""Hand-written templates for the blind46 guard corpus: meal-kit logins (HelloFresh, Gousto, Blue Apron and Green Chef
passwords); photo-book logins (Shutterfly, Snapfish, Mixbook and Chatbooks passwords); freelance-marketplace logins
(Upwork, Fiverr, Toptal and Freelancer.com passwords); map-tile keys (TomTom and MapTiler keys, Geoapify keys,
LocationIQ tokens); ski-pass logins (Epic Pass, Snowbird and Mountain Collective passwords, a resort locker code);
scraping-API keys (ScrapingBee keys, Apify tokens, ZenRows keys, a Bright Data proxy password); hotel-loyalty logins
(Hilton Honors, World of Hyatt, Wyndham Rewards and Choice Privileges passwords); resale-app logins (Poshmark, Depop,
ThredUp and Vestiaire Collective passwords); theme-park logins (Six Flags, Universal Orlando, Cedar Point and Busch
Gardens passwords); grocery-delivery logins (Instacart, Shipt, Walmart and Thrive Market passwords); exchange-rate API
keys (Open Exchange Rates app IDs, Fixer and currencylayer access keys, ExchangeRate-API keys).

One or two secret templates of each kind name no service at all (a pantry padlock, a photo club's darkroom door, a
shared office's key safe, a survey van's lockbox, a ski locker and a condo key box, a rack cabinet, a suitcase lock, a
stockroom padlock, a park locker, a porch delivery box, a shop's cash drawer), and one benign template of its twin
reads alike without the code.

SECRET and BENIGN map a kind to its templates; every secret kind has a benign twin (BENIGN_TWIN) of the same shape
that keeps the layout and drops the credential: a masked value, a placeholder or env reference, a public identifier (an
order number, a member number, a pass number, a USPS tracking number with its check digit, a UPC with its check
digit, a map style URL with "key=" from the environment), "reset link sent", "it is in the vault" without the value.
make_blind46.py fills the fields ({{ and }} are literal braces) and resolves every ``⟦a|b|c⟧`` to one of its
alternatives. Secret fields (SECRET_FIELDS in make_blind46.py) hold a credential; benign templates use only benign
fields.
"""

CHAT = "⟦[{hh}:{mi}] {name}:|{name} {hh}:{mi}|{date} {hh}:{mi} {name}:|{name} @ {hh}:{mi} -|({hh}:{mi}) {name}:⟧"
PW = "⟦password|pw|pass|pwd|passwd|login pw|passcode|password is⟧"

SECRET: dict[str, list[str]] = {
    # HelloFresh, Gousto, Blue Apron and Green Chef passwords
    "meal_kit_login": [
        "HelloFresh login so you can pick next week's meals: {email} / {hellofreshpw}",
        "Gousto account (skip the box while we're in Spain): {email}, {PW} {goustopw}",
        CHAT
        + " blue apron {email} {PW} {blueapronpw} ⟦no fish this week|pause it until the 20th|pick the veggie ones⟧",
        "Green Chef: {email}, {PW}: {greenchefpw}",
        "| box | login | password |\n|---|---|---|\n| HelloFresh | {email} | {hellofreshpw} |\n| Gousto | {email} | {goustopw} |",
        "Screenshot: HelloFresh > Log in\nEmail {email}\nPassword {hellofreshpw}\n[Log in]",
        "cat-sitting notes\n- food twice a day\n- Gousto: {email} / {goustopw} (the box comes Tuesday)\n- plants on Sunday",
        "hellofresh {email} {hellofreshpw} ⟦choose 3 recipes|the delivery window is 8-12|cancel the dessert add-on⟧",
        "my green chef password is {greenchefpw} and the email is {email} ⟦- swap to keto|- the box is on the porch|- rate the tacos⟧",
        "the padlock on the pantry cupboard is {pantrylock}, the snacks for the kids are on the top shelf",
    ],
    # Shutterfly, Snapfish, Mixbook and Chatbooks passwords
    "photo_book_login": [
        "Shutterfly login, finish the wedding album before the sale ends: {email} / {shutterflypw}",
        "Snapfish account with all the holiday prints: {email}, {PW} {snapfishpw}",
        CHAT + " mixbook {email} {PW} {mixbookpw} ⟦add the beach photos|the cover needs the 2019 one|order 3 copies⟧",
        "Chatbooks: {email}, {PW}: {chatbookspw}",
        "| site | login | password |\n|---|---|---|\n| Shutterfly | {email} | {shutterflypw} |\n| Mixbook | {email} | {mixbookpw} |",
        "Screenshot: Snapfish > Sign in\nEmail address {email}\nPassword {snapfishpw}\n[Sign in]",
        "for grandma's 80th:\n- the cake from the bakery\n- Chatbooks: {email} / {chatbookspw}\n- the photos are in the shared album",
        "shutterfly {email} {shutterflypw}",
        "mixbook pw {mixbookpw} user {email} ⟦the yearbook project|the recipe book|don't pay for express shipping⟧",
        "the darkroom at the photo club is {darkroomcode} on the keypad, switch the red light off when you leave",
    ],
    # Upwork, Fiverr, Toptal and Freelancer.com passwords
    "freelance_market_login": [
        "Upwork login so you can answer the client while I'm on the plane: {email} / {upworkpw}",
        "Fiverr seller account (the logo gigs): {login}, {PW} {fiverrpw}",
        CHAT + " toptal {email} {PW} {toptalpw} ⟦log my hours for the week|accept the interview slot|send the invoice⟧",
        "Freelancer.com: {email}, {PW}: {freelancerpw}",
        "| site | login | password |\n|---|---|---|\n| Upwork | {email} | {upworkpw} |\n| Fiverr | {login} | {fiverrpw} |",
        "Screenshot: Upwork > Log in\nUsername or Email {email}\nPassword {upworkpw}\n[Log in]",
        "handover while I'm on leave\n- reply within 24h\n- Fiverr: {login} / {fiverrpw}\n- deliver order {orderno} by Friday",
        "upwork {email} {upworkpw} ⟦submit the milestone|the contract with {name}|withdraw to the bank⟧",
        "fiverr password is {fiverrpw}, username {login}",
        "the key safe by the office door is {keysafe}, the spare laptop charger is in the drawer",
    ],
    # TomTom and MapTiler keys, Geoapify keys, LocationIQ tokens
    "map_tiles_key": [
        "TomTom API key for the delivery map: {tomtomkey}",
        "const map = new maplibregl.Map({{ container: 'map', style: 'https://api.maptiler.com/maps/streets-v2/style.json?key={maptilerkey}' }});",
        "MAPTILER_KEY={maptilerkey}\nTOMTOM_API_KEY={tomtomkey}",
        "curl 'https://api.geoapify.com/v1/geocode/search?text=38%20Upper%20Montagu%20Street&apiKey={geoapifykey}'",
        "Geoapify key for the store locator: {geoapifykey}",
        CHAT
        + " locationiq token {liqtoken} ⟦it's the free tier, 5k a day|use it for the reverse geocoding|don't put it in the repo⟧",
        "| provider | key |\n|---|---|\n| TomTom | {tomtomkey} |\n| MapTiler | {maptilerkey} |",
        "requests.get('https://us1.locationiq.com/v1/search', params={{'key': '{liqtoken}', 'q': 'Empire State Building', 'format': 'json'}})",
        "Screenshot: MapTiler Cloud > Account > Keys\nName default\nKey {maptilerkey}\n[Copy]",
        "the survey van's lockbox is {vanlock}, the GPS pole is behind the seats",
    ],
    # Epic Pass, Snowbird and Mountain Collective passwords, a resort locker code
    "ski_pass_login": [
        "Epic Pass account so you can load the lift tickets for the kids: {email} / {epicpw}",
        "Snowbird login (the season pass is on it): {email}, {PW} {snowbirdpw}",
        CHAT
        + " mountain collective {email} {PW} {mcpw} ⟦book the Jackson Hole days|add the photo for the pass|the blackout dates⟧",
        "Epic Mix / epicpass.com: {email}, {PW}: {epicpw}",
        "| resort | login | password |\n|---|---|---|\n| Epic Pass | {email} | {epicpw} |\n| Snowbird | {email} | {snowbirdpw} |",
        "Screenshot: Epic Pass > Sign In\nEmail {email}\nPassword {epicpw}\n[Sign In]",
        "ski week list\n- wax the boards\n- Snowbird: {email} / {snowbirdpw}\n- goggles for {name}",
        "epic pass {email} {epicpw} ⟦buy the lift ticket for {name}|the rental is at the base|reserve Saturday⟧",
        "our ski locker at the base lodge is number {count}{count}, code {lockercode}",
        "the condo key box is {condobox}, the hot tub cover is heavy",
    ],
    # ScrapingBee keys, Apify tokens, ZenRows keys, a Bright Data proxy password
    "scraping_api_key": [
        "curl 'https://app.scrapingbee.com/api/v1/?api_key={sbkey}&url=https%3A%2F%2Fexample.com&render_js=false'",
        "ScrapingBee API key for the price tracker: {sbkey}",
        "APIFY_TOKEN={apifytoken}",
        "apify login -t {apifytoken}",
        "from apify_client import ApifyClient\nclient = ApifyClient('{apifytoken}')\nrun = client.actor('apify/web-scraper').call()",
        "ZenRows key: {zrkey}",
        "requests.get('https://api.zenrows.com/v1/', params={{'apikey': '{zrkey}', 'url': target, 'js_render': 'true'}})",
        "proxies = {{'https': 'http://{brduser}:{brdpw}@brd.superproxy.io:33335'}}",
        CHAT
        + " bright data zone {brduser} password {brdpw} ⟦residential, US only|rotate every request|the budget is $50⟧",
        "the rack cabinet in the closet is {rackcode}, the scraper box is the bottom one",
    ],
    # Hilton Honors, World of Hyatt, Wyndham Rewards and Choice Privileges passwords
    "hotel_loyalty_login": [
        "Hilton Honors login, use my points for the Lisbon nights: {email} / {hiltonpw}",
        "World of Hyatt account {memberno}, {PW} {hyattpw} ⟦book the suite upgrade|the free night expires in May|check in on the app⟧",
        CHAT
        + " wyndham rewards {email} {PW} {wyndhampw} ⟦redeem for the Vegas trip|transfer the points|add my number⟧",
        "Choice Privileges: {email}, {PW}: {choicepw}",
        "| program | login | password |\n|---|---|---|\n| Hilton Honors | {memberno} | {hiltonpw} |\n| World of Hyatt | {email} | {hyattpw} |",
        "Screenshot: Hilton Honors > Sign In\nUsername or Hilton Honors # {memberno}\nPassword {hiltonpw}\n[Sign In]",
        "trip admin for the conference\n- flights are booked\n- Hyatt: {email} / {hyattpw}\n- expenses by Friday",
        "hilton honors {memberno} {hiltonpw}",
        "my wyndham password is {wyndhampw}, login {email}",
        "the suitcase lock is {tsalock}, the passports are in the inner pocket",
    ],
    # Poshmark, Depop, ThredUp and Vestiaire Collective passwords
    "resale_app_login": [
        "Poshmark closet login, share my listings while I'm away: {email} / {poshmarkpw}",
        "Depop shop {login}, {PW} {depoppw} ⟦reply to the offer on the jacket|drop prices 10 %|ship the jeans⟧",
        CHAT + " thredup {email} {PW} {thredpw} ⟦order the clean-out kit|cash out the credit|the payout was low⟧",
        "Vestiaire Collective: {email}, {PW}: {vestiairepw}",
        "| app | login | password |\n|---|---|---|\n| Poshmark | {email} | {poshmarkpw} |\n| Depop | {login} | {depoppw} |",
        "Screenshot: Depop > Log in\nUsername {login}\nPassword {depoppw}\n[Log in]",
        "closet clean-out weekend\n- photos in daylight\n- Poshmark: {email} / {poshmarkpw}\n- bags for the donation",
        "poshmark {login} {poshmarkpw}",
        "vestiaire pw {vestiairepw} user {email} ⟦the bag needs the receipt|accept the 15 % offer|authenticate first⟧",
        "the stockroom padlock is {stocklock}, the mailers are on the left",
    ],
    # Six Flags, Universal Orlando, Cedar Point and Busch Gardens passwords
    "theme_park_login": [
        "Six Flags account with the season passes, book the reservation for Saturday: {email} / {sixflagspw}",
        "Universal Orlando login (the Express passes are on it): {email}, {PW} {universalpw}",
        CHAT + " cedar point {email} {PW} {cedarpw} ⟦link the Fast Lane|the parking is prepaid|add {name}'s photo⟧",
        "Busch Gardens: {email}, {PW}: {buschpw}",
        "| park | login | password |\n|---|---|---|\n| Six Flags | {email} | {sixflagspw} |\n| Busch Gardens | {email} | {buschpw} |",
        "Screenshot: Universal Orlando > Sign In\nEmail {email}\nPassword {universalpw}\n[Sign In]",
        "summer trip list\n- sunscreen\n- Cedar Point: {email} / {cedarpw}\n- the cooler for the car",
        "six flags {email} {sixflagspw}",
        "universal pw {universalpw}, {email}, ⟦the tickets are under My Wallet|pick the early entry|the hotel is linked⟧",
        "the locker by the coaster is {parklocker}, the bags and the phones are in it",
    ],
    # Instacart, Shipt, Walmart and Thrive Market passwords
    "grocery_delivery_login": [
        "Instacart login so you can order the groceries for Mum while I'm away: {email} / {instacartpw}",
        "Shipt account: {email}, {PW} {shiptpw}, ⟦the Target order|leave it at the back door|no substitutions on the milk⟧",
        CHAT + " walmart {email} {PW} {walmartpw} ⟦the pickup slot is 5-6|add the diapers|the Walmart+ trial⟧",
        "Thrive Market: {email}, {PW}: {thrivepw}",
        "| store | login | password |\n|---|---|---|\n| Instacart | {email} | {instacartpw} |\n| Walmart | {email} | {walmartpw} |",
        "Screenshot: Instacart > Log in\nEmail {email}\nPassword {instacartpw}\n[Continue]",
        "for the neighbour while I'm in hospital:\n- the cat\n- Shipt: {email} / {shiptpw}\n- the bins",
        "instacart {email} {instacartpw}",
        "thrive market pw {thrivepw} ⟦the autoship box|cancel the membership renewal|{email}⟧",
        "the delivery box on the porch opens with {porchcode}, put the cold stuff in first",
    ],
    # Open Exchange Rates app IDs, Fixer and currencylayer access keys, ExchangeRate-API keys
    "forex_rates_key": [
        "curl 'https://openexchangerates.org/api/latest.json?app_id={oxrid}&base=USD'",
        "Open Exchange Rates app ID for the invoice tool: {oxrid}",
        "FIXER_ACCESS_KEY={fixerkey}",
        "requests.get('http://data.fixer.io/api/latest', params={{'access_key': '{fixerkey}', 'symbols': 'USD,GBP'}})",
        "currencylayer key: {clkey}",
        CHAT + " exchangerate-api key {erkey} ⟦it's on the free plan|for the pricing page|rotate it next month⟧",
        "https://v6.exchangerate-api.com/v6/{erkey}/latest/EUR",
        "| provider | key |\n|---|---|\n| Open Exchange Rates | {oxrid} |\n| currencylayer | {clkey} |",
        "rates:\n  provider: fixer\n  access_key: {fixerkey}\n  base: EUR",
        "the cash drawer at the shop opens with {drawercode}, the float is in the red bag",
    ],
}

BENIGN: dict[str, list[str]] = {
    "meal_kit_login_benign": [
        "HelloFresh: next box {date}, {count} recipes, order {orderno}",
        "Gousto: {email}, password reset link sent, the box is skipped until {date}",
        "| box | login | password |\n|---|---|---|\n| HelloFresh | {email} | ******** |\n| Gousto | {email} | ******** |",
        "Blue Apron: the Tuesday box is ${money}, {count} servings, delivery {hh}:{mi}",
        "Screenshot: Green Chef > Log in\nEmail {email}\nPassword ••••••••\n[Forgot password?]",
        "the pantry cupboard has no padlock any more, the snacks for the kids are on the top shelf",
    ],
    "photo_book_login_benign": [
        "Shutterfly order {orderno}: the wedding album, {count}0 pages, ships {date}",
        "Snapfish: {email}, the password is in the family vault, the holiday prints are in the album",
        "| site | login | password |\n|---|---|---|\n| Shutterfly | {email} | (ask me) |\n| Mixbook | {email} | (ask me) |",
        "Mixbook: the yearbook project is saved as a draft, {count}0 % off until {date}",
        "Chatbooks: {email}, I'll log in myself and order the copies",
        "the darkroom at the photo club is open on Tuesdays, switch the red light off when you leave",
    ],
    "freelance_market_login_benign": [
        "Upwork: contract with {name} ends {date}, {count}0 hours logged, ${money} pending",
        "Fiverr seller {login}, level 2, {count}.9 stars, order {orderno} delivered",
        "| site | login | password |\n|---|---|---|\n| Upwork | {email} | [redacted] |\n| Fiverr | {login} | [redacted] |",
        "Toptal: {email}, the password is in Bitwarden, the interview is {date} {hh}:{mi}",
        "Freelancer.com: your password was changed on {date}; if this wasn't you, contact support",
        "the key safe by the office door is gone, the spare laptop charger is in the drawer",
    ],
    "map_tiles_key_benign": [
        "MAPTILER_KEY=\nTOMTOM_API_KEY=\n# get your own keys from the dashboards, never commit them",
        "const map = new maplibregl.Map({{ container: 'map', style: `https://api.maptiler.com/maps/streets-v2/style.json?key=${{process.env.MAPTILER_KEY}}` }});",
        'curl "https://api.geoapify.com/v1/geocode/search?text=38%20Upper%20Montagu%20Street&apiKey=$GEOAPIFY_KEY"',
        "| provider | key |\n|---|---|\n| TomTom | (in the vault) |\n| MapTiler | (in the vault) |",
        "LocationIQ: {count}000 requests today of 5,000, the token is in the CI secrets",
        "the survey van is unlocked at the depot, the GPS pole is behind the seats",
    ],
    "ski_pass_login_benign": [
        "Epic Pass {year}/{count}{count}: pass holder {name}, order {orderno}, pick-up at the ticket window",
        "Snowbird: {email}, I'll load the tickets myself from the app",
        "| resort | login | password |\n|---|---|---|\n| Epic Pass | {email} | •••••• |\n| Snowbird | {email} | •••••• |",
        "Mountain Collective: {count} days left at Alta, blackout {date}",
        "our ski locker at the base lodge is number {count}{count}, the attendant opens it with your pass",
        "the condo key is at the front desk, the hot tub cover is heavy",
    ],
    "scraping_api_key_benign": [
        'curl "https://app.scrapingbee.com/api/v1/?api_key=$SCRAPINGBEE_API_KEY&url=https%3A%2F%2Fexample.com"',
        "APIFY_TOKEN=\n# paste your token from Console > Settings > Integrations",
        "from apify_client import ApifyClient\nclient = ApifyClient(os.environ['APIFY_TOKEN'])\nrun = client.actor('apify/web-scraper').call()",
        "| provider | key |\n|---|---|\n| ScrapingBee | <redacted> |\n| ZenRows | <redacted> |",
        "ZenRows: {count}0,000 credits used this month, the plan renews {date}",
        "the rack cabinet in the closet isn't locked, the scraper box is the bottom one",
    ],
    "hotel_loyalty_login_benign": [
        "Hilton Honors {memberno}: {count}0,000 points, Gold until {date}",
        "World of Hyatt: {email}, the password is in the blue notebook, the free night expires in May",
        "| program | login | password |\n|---|---|---|\n| Hilton Honors | {memberno} | (vault) |\n| World of Hyatt | {email} | (vault) |",
        "Wyndham Rewards: confirmation {orderno}, {count} nights, check-in {date}",
        "Choice Privileges: {email}, a reset link was sent, I'll do it when I land",
        "the suitcase has no lock, the passports are in the inner pocket",
    ],
    "resale_app_login_benign": [
        "Poshmark: sold the jacket for ${money}, shipped USPS tracking {usps}",
        "Depop shop {login}, {count}00 sales, {count}.8 stars",
        "| app | login | password |\n|---|---|---|\n| Poshmark | {email} | (ask me) |\n| Depop | {login} | (ask me) |",
        "ThredUp: clean-out bag {orderno} received, payout ${money} on {date}",
        "Vestiaire Collective: {email}, the password is withheld, I'll accept the offer myself",
        "the stockroom has no padlock, the mailers are on the left",
    ],
    "theme_park_login_benign": [
        "Six Flags: season pass {orderno}, park reservation {date} {hh}:{mi}",
        "Universal Orlando: {email}, the password is in 1Password, Express passes on My Wallet",
        "| park | login | password |\n|---|---|---|\n| Six Flags | {email} | [hidden] |\n| Busch Gardens | {email} | [hidden] |",
        "Cedar Point: {count} tickets, parking prepaid, order {orderno}",
        "Busch Gardens: your password was reset on {date}; contact guest services if this wasn't you",
        "the lockers by the coaster take a card, the bags and the phones go in there",
    ],
    "grocery_delivery_login_benign": [
        "Instacart order {orderno}: {count}{count} items, ${money}, arriving {hh}:{mi}",
        "Shipt: {email}, the password is with Mum, she'll log in herself",
        "| store | login | password |\n|---|---|---|\n| Instacart | {email} | ••••••• |\n| Walmart | {email} | ••••••• |",
        "Walmart pickup {date} 5-6pm, item UPC {upc} was substituted",
        "Thrive Market: autoship on {date}, membership renews ${money}",
        "the delivery box on the porch is open, put the cold stuff in first",
    ],
    "forex_rates_key_benign": [
        'curl "https://openexchangerates.org/api/latest.json?app_id=$OXR_APP_ID&base=USD"',
        "FIXER_ACCESS_KEY=\n# free plan: EUR base only, 100 requests a month",
        "currencylayer: {count}00 requests used of 1,000, plan renews {date}",
        "| provider | key |\n|---|---|\n| Open Exchange Rates | (rotated) |\n| currencylayer | (rotated) |",
        "rates:\n  provider: fixer\n  access_key: ${{FIXER_ACCESS_KEY}}\n  base: EUR",
        "the cash drawer at the shop opens with the manager's key, the float is in the red bag",
    ],
}

SECRET = {kind: [t.replace("{PW}", PW) for t in templates] for kind, templates in SECRET.items()}
BENIGN = {kind: [t.replace("{PW}", PW) for t in templates] for kind, templates in BENIGN.items()}

BENIGN_TWIN = {kind: kind + "_benign" for kind in (*SECRET, "cinema_app_login_ml")}
