"""Hand-written templates for the blind48 guard corpus: PC game-store logins (GOG.com, itch.io, Ubisoft Connect and
Humble Bundle passwords); pharmacy account logins (Walgreens, Superdrug, Rite Aid and LloydsPharmacy passwords);
fashion-shop logins (Shein, Uniqlo, Boohoo and Urban Outfitters passwords); DIY-store logins (Home Depot, Screwfix,
Wickes and Menards passwords); electronics-shop logins (Best Buy, Currys, Newegg and Micro Center passwords);
furniture-shop logins (Wayfair, West Elm, Pottery Barn and Dunelm passwords); pet-supplies logins (Chewy, Petco,
PetSmart and Pets at Home passwords); crypto-price API keys (CoinGecko, CoinMarketCap, CryptoCompare and CoinAPI);
market-data API keys (Alpha Vantage, Finnhub, Twelve Data and Polygon.io); PDF API keys (PDFShift, DocRaptor,
CloudConvert and PDF.co); screenshot API keys (ScreenshotOne, Urlbox, ApiFlash and screenshotlayer).

One secret template of each kind (two of pet_supplies_login) names no service at all (a youth club's games-room
cabinet, a care home's medicine cabinet, a shop's stockroom keypad, an allotment gate's padlock, a meeting room's AV
cabinet, a warehouse's loading-bay door, a dog walker's key safe and a back gate, an office safe, a trading floor's
door, a records room, a photo studio), and one benign template of its twin reads alike without the code.

SECRET and BENIGN map a kind to its templates; every secret kind has a benign twin (BENIGN_TWIN) of the same shape
that keeps the layout and drops the credential: a masked value, a placeholder or env reference, a public identifier (an
order number, a product barcode with its check digit, a phone's IMEI with its Luhn digit, an NHS number with its
mod-11 check digit, a security's ISIN with its check digit), "a reset link was sent", "it is in the password manager"
without the value, a password policy. make_blind48.py fills the fields ({{ and }} are literal braces) and resolves
every ``⟦a|b|c⟧`` to one of its alternatives. Secret fields (SECRET_FIELDS in make_blind48.py) hold a credential;
benign templates use only benign fields.
"""

CHAT = "⟦[{hh}:{mi}] {name}:|{name}, {hh}:{mi}:|{date}, {hh}:{mi} - {name}:|<{name}>|{name} ({hh}.{mi})|{name} @ {hh}:{mi} ->⟧"
PW = "⟦password|pw|pass|pwd|passwd|the password is|password's|login pw|p/w⟧"

SECRET: dict[str, list[str]] = {
    # GOG.com, itch.io, Ubisoft Connect and Humble Bundle passwords
    "pc_game_store_login": [
        "GOG login so you can grab the Witcher games on the laptop while I'm away: {email} / {gogpw}",
        "itch.io account with the bundle I bought: {email}, {PW} {itchpw}",
        CHAT
        + " ubisoft connect {email} {PW} {ubisoftpw} ⟦redeem the units for me|install Anno on the PC|the 2FA is off for now⟧",
        "Humble Bundle: {email} ⟦-|/|,|:⟧ {humblepw}",
        "| store | email | password |\n|---|---|---|\n| GOG.com | {email} | {gogpw} |\n| itch.io | {email} | {itchpw} |",
        "Screenshot: GOG GALAXY > Sign in\nEmail {email}\nPassword {gogpw}\n[Log in now]",
        "setting up the kids' gaming PC\n- drivers\n- Humble: {email} / {humblepw}\n- parental controls",
        "ubisoft pw {ubisoftpw} ⟦for the Far Cry save|on the family PC|{email}⟧",
        "my itch password is {itchpw} (login {email}) ⟦grab the jam games|the keys are in the library|don't buy anything⟧",
        "the games-room cabinet at the youth club is ⟦{gamesroom}|{gamesroom} on the padlock|locked with {gamesroom}⟧, the controllers are charging on the top shelf",
    ],
    # Walgreens, Superdrug, Rite Aid and LloydsPharmacy passwords
    "pharmacy_account_login": [
        "Walgreens login, refill Dad's blood pressure pills before Friday: {email} / {walgreenspw}",
        "Superdrug account for the online doctor order: {email}, {PW} {superdrugpw}",
        CHAT
        + " rite aid {email} {PW} {riteaidpw} ⟦pick up Mum's prescription|the flu jab booking|check the refill status⟧",
        "LloydsPharmacy: {email}, {PW}: {lloydspw}",
        "| pharmacy | login | password |\n|---|---|---|\n| Walgreens | {email} | {walgreenspw} |\n| Rite Aid | {email} | {riteaidpw} |",
        "Screenshot: Walgreens > Sign in\nUsername or email {email}\nPassword {walgreenspw}\n[Sign in]",
        "for while I'm in Spain\n- water the plants\n- Superdrug: {email} / {superdrugpw}\n- Gran's repeat prescription",
        "lloyds pharmacy {email} {lloydspw}",
        "rite aid password is {riteaidpw}, email {email} ⟦the insulin is ready Tuesday|transfer it to the Main St store|auto-refill is on⟧",
        "the medicine cabinet at the care home is ⟦{medcabinet}|{medcabinet} on the lock|combination {medcabinet}⟧, sign the sheet when you take anything out",
    ],
    # Shein, Uniqlo, Boohoo and Urban Outfitters passwords
    "fashion_shop_login": [
        "Shein login, return the two dresses that didn't fit: {email} / {sheinpw}",
        "Uniqlo account for the heattech order: {email}, {PW} {uniqlopw}",
        CHAT + " boohoo {email} {PW} {boohoopw} ⟦use my next-day delivery|the sale ends tonight|the size 12 ones⟧",
        "Urban Outfitters: {email}, {PW}: {uopw}",
        "| shop | login | password |\n|---|---|---|\n| Shein | {email} | {sheinpw} |\n| Boohoo | {email} | {boohoopw} |",
        "Screenshot: UNIQLO > Log in\nEmail address {email}\nPassword {uniqlopw}\n[LOG IN]",
        "uni move checklist\n- duvet\n- Urban Outfitters: {email} / {uopw}\n- student discount card",
        "shein {email} {sheinpw}",
        "uniqlo pw {uniqlopw} ⟦order the navy one in M|{email}|click and collect at the Oxford St store⟧",
        "the stockroom keypad at the shop is {stockroom}, the new deliveries are by the back door",
    ],
    # Home Depot, Screwfix, Wickes and Menards passwords
    "diy_store_login": [
        "Home Depot login, order the deck screws for pickup: {email} / {homedepotpw}",
        "Screwfix account on the trade card: {email}, {PW} {screwfixpw}",
        CHAT
        + " wickes {email} {PW} {wickespw} ⟦book the kitchen measure|the click and collect is ready|get the plasterboard⟧",
        "Menards: {email}, {PW}: {menardspw}",
        "| store | login | password |\n|---|---|---|\n| Home Depot | {email} | {homedepotpw} |\n| Screwfix | {email} | {screwfixpw} |",
        "Screenshot: The Home Depot > Sign In\nEmail {email}\nPassword {homedepotpw}\n[Sign In]",
        "bathroom refit\n- tiles\n- Wickes: {email} / {wickespw}\n- the plumber's number",
        "screwfix {email} {screwfixpw}",
        "menards password is {menardspw}, login {email} ⟦the 11% rebate|order the lumber|the delivery is Saturday⟧",
        "the allotment gate padlock is {allotment}, the water butts are full",
    ],
    # Best Buy, Currys, Newegg and Micro Center passwords
    "electronics_shop_login": [
        "Best Buy login, reserve the TV for store pickup: {email} / {bestbuypw}",
        "Currys account with the laptop warranty: {email}, {PW} {curryspw}",
        CHAT + " newegg {email} {PW} {neweggpw} ⟦order the GPU if it drops|the RAM in my cart|the RMA for the PSU⟧",
        "Micro Center: {email}, {PW}: {microcenterpw}",
        "| shop | login | password |\n|---|---|---|\n| Best Buy | {email} | {bestbuypw} |\n| Newegg | {email} | {neweggpw} |",
        "Screenshot: Currys > Sign in\nEmail address {email}\nPassword {curryspw}\n[Sign in]",
        "new PC build\n- case\n- Micro Center: {email} / {microcenterpw}\n- thermal paste",
        "best buy {email} {bestbuypw}",
        "newegg pw {neweggpw} ⟦the order with the SSD|{email}|cancel the monitor⟧",
        "the AV cabinet in the big meeting room is {avcabinet}, the HDMI adapters are in the drawer",
    ],
    # Wayfair, West Elm, Pottery Barn and Dunelm passwords
    "furniture_shop_login": [
        "Wayfair login, reschedule the sofa delivery for me: {email} / {wayfairpw}",
        "West Elm account for the dining table order: {email}, {PW} {westelmpw}",
        CHAT
        + " pottery barn {email} {PW} {potterybarnpw} ⟦the registry list|swap the rug colour|track the crib delivery⟧",
        "Dunelm: {email}, {PW}: {dunelmpw}",
        "| shop | login | password |\n|---|---|---|\n| Wayfair | {email} | {wayfairpw} |\n| Dunelm | {email} | {dunelmpw} |",
        "Screenshot: Wayfair > Sign In\nEmail Address {email}\nPassword {wayfairpw}\n[Sign In]",
        "new flat\n- broadband\n- West Elm: {email} / {westelmpw}\n- curtain measurements",
        "dunelm {email} {dunelmpw}",
        "pottery barn password is {potterybarnpw} ⟦the gift registry|{email}|the nursery set⟧",
        "the loading bay door at the warehouse is {loadingbay}, the pallet truck is by the racking",
    ],
    # Chewy, Petco, PetSmart and Pets at Home passwords
    "pet_supplies_login": [
        "Chewy login, change the Autoship so the food comes next week: {email} / {chewypw}",
        "Petco account with the vet booking: {email}, {PW} {petcopw}",
        CHAT
        + " petsmart {email} {PW} {petsmartpw} ⟦book the grooming for Biscuit|the daycare slot|order the cat litter⟧",
        "Pets at Home: {email}, {PW}: {petsathomepw}",
        "| shop | login | password |\n|---|---|---|\n| Chewy | {email} | {chewypw} |\n| PetSmart | {email} | {petsmartpw} |",
        "Screenshot: Chewy > Sign In\nEmail Address {email}\nPassword {chewypw}\n[Sign In]",
        "pet sitter notes\n- feed twice a day\n- Pets at Home: {email} / {petsathomepw}\n- vet on the fridge",
        "the key safe by the back door is {keysafe}, the lead is on the hook",
        "petco pw {petcopw}, email {email} ⟦the Vital Care membership|the flea treatment|repeat the fish food⟧",
        "the back gate code is {backgate}, the dog is friendly",
    ],
    # CoinGecko, CoinMarketCap, CryptoCompare and CoinAPI keys
    "crypto_price_key": [
        "curl -H 'x-cg-demo-api-key: {cgkey}' 'https://api.coingecko.com/api/v3/simple/price?ids=bitcoin&vs_currencies=eur'",
        "CoinGecko API key for the portfolio tracker: {cgkey}",
        "COINMARKETCAP_API_KEY={cmckey}",
        "requests.get('https://pro-api.coinmarketcap.com/v1/cryptocurrency/listings/latest', headers={{'X-CMC_PRO_API_KEY': '{cmckey}'}})",
        "CryptoCompare key: {cckey}",
        "https://min-api.cryptocompare.com/data/price?fsym=ETH&tsyms=USD&api_key={cckey}",
        CHAT + " coinapi key {coinapikey} ⟦for the arbitrage bot|the free tier is 100 calls|don't post it in the repo⟧",
        "| provider | key |\n|---|---|\n| CoinGecko | {cgkey} |\n| CryptoCompare | {cckey} |",
        "prices:\n  provider: coinapi\n  api_key: {coinapikey}",
        "the office safe is {officesafe}, the hardware wallet and the petty cash are in it",
    ],
    # Alpha Vantage, Finnhub, Twelve Data and Polygon.io keys
    "market_data_key": [
        "curl 'https://www.alphavantage.co/query?function=TIME_SERIES_DAILY&symbol=IBM&apikey={avkey}'",
        "Alpha Vantage key for the spreadsheet: {avkey}",
        "FINNHUB_API_KEY={finnhubkey}",
        "requests.get('https://finnhub.io/api/v1/quote', params={{'symbol': 'AAPL', 'token': '{finnhubkey}'}})",
        "Twelve Data API key: {twelvekey}",
        "https://api.twelvedata.com/time_series?symbol=EUR/USD&interval=1min&apikey={twelvekey}",
        CHAT + " polygon key {polygonkey} ⟦for the options backtest|the starter plan|rate limit is 5 a minute⟧",
        "| provider | key |\n|---|---|\n| Alpha Vantage | {avkey} |\n| Twelve Data | {twelvekey} |",
        "const rest = restClient('{polygonkey}');",
        "the trading floor door is {tradingfloor}, the screens stay on overnight",
    ],
    # PDFShift, DocRaptor, CloudConvert and PDF.co keys
    "pdf_api_key": [
        "curl -u 'api:{pdfshiftkey}' -d source=https://example.com https://api.pdfshift.io/v3/convert/pdf -o out.pdf",
        "PDFShift API key for the invoice service: {pdfshiftkey}",
        "DOCRAPTOR_API_KEY={docraptorkey}",
        "DocRaptor.configure {{ |config| config.username = '{docraptorkey}' }}",
        "CloudConvert API key: {cloudconvertkey}",
        "curl -H 'Authorization: Bearer {cloudconvertkey}' https://api.cloudconvert.com/v2/users/me",
        CHAT + " pdf.co key {pdfcokey} ⟦for the receipt parser|the trial credits|swap it before launch⟧",
        "| provider | key |\n|---|---|\n| PDFShift | {pdfshiftkey} |\n| DocRaptor | {docraptorkey} |",
        "requests.post('https://api.pdf.co/v1/pdf/merge', headers={{'x-api-key': '{pdfcokey}'}}, json=body)",
        "the records room in the basement is ⟦{recordsroom}|code {recordsroom}|{recordsroom} then the green button⟧, the archive boxes are labelled by year",
    ],
    # ScreenshotOne, Urlbox, ApiFlash and screenshotlayer keys
    "screenshot_api_key": [
        "https://api.screenshotone.com/take?access_key={shotonekey}&url=https://example.com&format=png",
        "ScreenshotOne access key for the link previews: {shotonekey}",
        "URLBOX_API_SECRET={urlboxsecret}",
        "urlbox = Urlbox(api_key='{urlboxkey}', api_secret='{urlboxsecret}')",
        "ApiFlash access key: {apiflashkey}",
        "curl 'https://api.apiflash.com/v1/urltoimage?access_key={apiflashkey}&url=https://example.com' -o shot.jpeg",
        CHAT + " screenshotlayer key {layerkey} ⟦for the uptime thumbnails|the basic plan|it's on the team card⟧",
        "| provider | key |\n|---|---|\n| ScreenshotOne | {shotonekey} |\n| ApiFlash | {apiflashkey} |",
        "http://api.screenshotlayer.com/api/capture?access_key={layerkey}&url=https://example.com&viewport=1440x900",
        "the photo studio on the second floor is ⟦{studio}|{studio} on the door|door code {studio}⟧, the backdrops are rolled up by the window",
    ],
}

BENIGN: dict[str, list[str]] = {
    "pc_game_store_login_benign": [
        "GOG.com order {orderno}: {count} games, ${money}, DRM-free installers in your library",
        "itch.io: {email}, a password reset link was sent, I'll sort it tonight",
        "| store | email | password |\n|---|---|---|\n| GOG.com | {email} | (in Bitwarden) |\n| itch.io | {email} | (in Bitwarden) |",
        "Humble Bundle: {email}, the monthly choice is claimed, renews {date}",
        "Screenshot: Ubisoft Connect > Log in\nEmail {email}\nPassword ••••••••\n[Forgot your password?]",
        "the games-room cabinet at the youth club is unlocked after 4, the controllers are charging on the top shelf",
    ],
    "pharmacy_account_login_benign": [
        "Walgreens: prescription {orderno} is ready for pickup on {date}, {count} items",
        "LloydsPharmacy: NHS number {nhsno}, repeat prescription ordered, collect from {date}",
        "| pharmacy | login | password |\n|---|---|---|\n| Walgreens | {email} | ******** |\n| Rite Aid | {email} | ******** |",
        "Superdrug: {email}, the password is in the family vault, Mum will log in herself",
        "Rite Aid: your password was changed on {date}; call us if this wasn't you",
        "the medicine cabinet at the care home is locked, the nurse on shift has the key; sign the sheet when you take anything out",
    ],
    "fashion_shop_login_benign": [
        "Shein order {orderno}: {count} items, ${money}, return by {date}",
        "Uniqlo: {email}, the password is withheld, I'll order it myself",
        "| shop | login | password |\n|---|---|---|\n| Shein | {email} | [redacted] |\n| Boohoo | {email} | [redacted] |",
        "Boohoo: barcode {ean} is back in stock in size {count}",
        "Urban Outfitters: passwords must be 8 or more characters with a number; reset it from the app",
        "the stockroom at the shop is open during deliveries, the new boxes are by the back door",
    ],
    "diy_store_login_benign": [
        "Home Depot order {orderno}: UPC {upc}, {count} boxes of deck screws, pickup {date}",
        "Screwfix: {email}, a reset link was sent to your inbox",
        "| store | login | password |\n|---|---|---|\n| Home Depot | {email} | <hidden> |\n| Screwfix | {email} | <hidden> |",
        "Wickes: {email}, kitchen measure booked for {date} at {hh}:{mi}",
        "Menards: rebate {orderno}, ${money} in merchandise credit, mailed {date}",
        "the allotment gate isn't padlocked any more, the water butts are full",
    ],
    "electronics_shop_login_benign": [
        "Best Buy order {orderno}: the TV is ready for pickup, {date}",
        "Currys: laptop warranty registered, IMEI {imei}, {email}",
        "| shop | login | password |\n|---|---|---|\n| Best Buy | {email} | ••••••• |\n| Newegg | {email} | ••••••• |",
        "Newegg: {email}, the password is in 1Password, RMA {orderno} approved",
        "Micro Center: {email}, I'll log in myself when the GPU drops",
        "the AV cabinet in the big meeting room is open, the HDMI adapters are in the drawer",
    ],
    "furniture_shop_login_benign": [
        "Wayfair order {orderno}: sofa delivery {date} between {hh}:00 and 18:00",
        "West Elm: {email}, our designer {name} placed the order, I'll log in myself",
        "| shop | login | password |\n|---|---|---|\n| Wayfair | {email} | (vault) |\n| Dunelm | {email} | (vault) |",
        "Pottery Barn: registry {orderno}, {count} gifts bought, {email}",
        "Dunelm: {email}, your password was reset on {date}",
        "the loading bay door at the warehouse is open 7 to 3, the pallet truck is by the racking",
    ],
    "pet_supplies_login_benign": [
        "Chewy: Autoship {orderno}, next delivery {date}, ${money}",
        "Petco: {email}, grooming for Biscuit booked {date} at {hh}:{mi}",
        "| shop | login | password |\n|---|---|---|\n| Chewy | {email} | (ask me) |\n| PetSmart | {email} | (ask me) |",
        "PetSmart: {email}, the password is with {name}, she'll book the daycare",
        "Pets at Home: VIP club {memberno}, {count} vouchers to spend",
        "the back gate isn't locked, the dog is friendly and the lead is on the hook",
    ],
    "crypto_price_key_benign": [
        'curl -H "x-cg-demo-api-key: $COINGECKO_API_KEY" "https://api.coingecko.com/api/v3/simple/price?ids=bitcoin&vs_currencies=eur"',
        "COINMARKETCAP_API_KEY=\n# ask ops for the key, never commit it",
        "CryptoCompare: {count}0,000 calls used this month, resets {date}",
        "| provider | key |\n|---|---|\n| CoinGecko | (rotated) |\n| CryptoCompare | (rotated) |",
        "prices:\n  provider: coinapi\n  api_key: ${{COINAPI_KEY}}",
        "the office safe is locked, finance have the code; the hardware wallet and the petty cash are in it",
    ],
    "market_data_key_benign": [
        'curl "https://www.alphavantage.co/query?function=TIME_SERIES_DAILY&symbol=IBM&apikey=$ALPHAVANTAGE_KEY"',
        "FINNHUB_API_KEY=\n# the key lives in the CI secrets",
        "Twelve Data: quote for ISIN {isin}, {count}00 credits used of 800 today",
        "requests.get('https://finnhub.io/api/v1/quote', params={{'symbol': 'AAPL', 'token': os.environ['FINNHUB_KEY']}})",
        "| provider | key |\n|---|---|\n| Alpha Vantage | <redacted> |\n| Polygon.io | <redacted> |",
        "the trading floor door is open from 7, the screens stay on overnight",
    ],
    "pdf_api_key_benign": [
        'curl -u "api:$PDFSHIFT_API_KEY" -d source=https://example.com https://api.pdfshift.io/v3/convert/pdf -o out.pdf',
        "DOCRAPTOR_API_KEY=\n# test mode documents are free and watermarked",
        "CloudConvert: {count}00 conversion minutes used, plan renews {date}",
        "| provider | key |\n|---|---|\n| PDFShift | (in the vault) |\n| DocRaptor | (in the vault) |",
        "requests.post('https://api.pdf.co/v1/pdf/merge', headers={{'x-api-key': os.environ['PDFCO_API_KEY']}}, json=body)",
        "the records room in the basement is open on weekdays, the archive boxes are labelled by year",
    ],
    "screenshot_api_key_benign": [
        "https://api.screenshotone.com/take?access_key=$SCREENSHOTONE_KEY&url=https://example.com&format=png",
        "URLBOX_API_SECRET=\n# set it in the deploy settings, not here",
        "ApiFlash: {count}0 screenshots left this month, resets {date}",
        "| provider | key |\n|---|---|\n| ScreenshotOne | ******** |\n| ApiFlash | ******** |",
        "urlbox = Urlbox(api_key=os.environ['URLBOX_KEY'], api_secret=os.environ['URLBOX_SECRET'])",
        "the photo studio on the second floor is booked until {hh}:{mi}, the backdrops are rolled up by the window",
    ],
}

SECRET = {kind: [t.replace("{PW}", PW) for t in templates] for kind, templates in SECRET.items()}
BENIGN = {kind: [t.replace("{PW}", PW) for t in templates] for kind, templates in BENIGN.items()}

BENIGN_TWIN = {kind: kind + "_benign" for kind in (*SECRET, "secondhand_market_login_ml")}
