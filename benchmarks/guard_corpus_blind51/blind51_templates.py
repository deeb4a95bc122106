"""Hand-written templates for the blind51 guard corpus: craft-shop logins (Hobbycraft, Michaels, JOANN and Blick
passwords); tea-and-coffee-shop logins (Pact Coffee, Whittard, Bird & Blend and Trade Coffee passwords); mattress-shop
logins (Emma Sleep, Eve Sleep, Casper and Silentnight passwords); outdoor-gear-shop logins (Cotswold Outdoor, Blacks,
Millets and Mountain Warehouse passwords); supplements-shop logins (Holland & Barrett, Myprotein, iHerb and Vitacost
passwords); shoe-shop logins (Schuh, Clarks, Foot Locker and Skechers passwords); party-supplies logins (Party City,
Oriental Trading, Party Delights and Ginger Ray passwords); tide API keys (WorldTides, Stormglass, the UK Hydrographic
Office's Admiralty API and Marea); vehicle-lookup API keys (the DVLA Vehicle Enquiry Service, CarAPI, Auto.dev and
VinAudit); company-registry API keys (Companies House, OpenCorporates, Crunchbase and Endole); film-database API keys
(TMDB, OMDb, Trakt and TheTVDB).

One secret template of each kind names no service at all (a community centre's craft cupboard, a café's stock room, a
hotel's linen store, a climbing club's gear store, a gym's changing-room locker, a school's lost-property cupboard, a
village hall's chair store, a harbour slipway's barrier, a garage workshop's key cabinet, an accountant's filing room,
a cinema's projection room; two in tea_coffee_shop_login: the café's stock room and its alarm), and one benign
template of its twin reads alike without the code.

SECRET and BENIGN map a kind to its templates; every secret kind has a benign twin (BENIGN_TWIN) of the same shape
that keeps the layout and drops the credential: a masked value, a placeholder or env reference, a public identifier (an
order number, a rewards card's number with its Luhn digit, a product's EAN-13 with its check digit, a book's ISBN-13
with its check digit, a car's VIN with its check digit, a UK registration plate, a Companies House number, a UK VAT
number with its mod-97 check digits, a supplier's IBAN with its mod-97 check digits, an IMDb title id, a UK postcode),
"a reset link was sent", "it is in the password manager" without the value, a password policy. make_blind51.py fills
the fields ({{ and }} are literal braces) and resolves every ``⟦a|b|c⟧`` to one of its alternatives. Secret fields
(SECRET_FIELDS in make_blind51.py) hold a credential; benign templates use only benign fields.
"""

CHAT = "⟦[{hh}:{mi}] {name}:|{name} at {hh}:{mi}:|{date} {hh}:{mi} {name}:|<{name}>|{name} ({hh}:{mi})|{name} » |{name} - {hh}.{mi} -|💬 {name}:⟧"
PW = "⟦password|pw|pass|pwd|the password is|password is|pword|passw|login password|pw is|password =|passwd⟧"

SECRET: dict[str, list[str]] = {
    # Hobbycraft, Michaels, JOANN and Blick passwords
    "craft_shop_login": [
        "Hobbycraft login, the yarn for the blanket is in the basket, click and collect Saturday: {email} / {hobbycraftpw}",
        "Michaels account, the 40% coupon is loaded on it: {email}, {PW} {michaelspw}",
        CHAT
        + " joann {email} {PW} {joannpw} ⟦the fabric for the quilt|the cutting counter order|use the teacher discount⟧",
        "Blick Art Materials: {email} ⟦-|/|,|:|→⟧ {blickpw}",
        "| shop | email | password |\n|---|---|---|\n| Hobbycraft | {email} | {hobbycraftpw} |\n| Michaels | {email} | {michaelspw} |",
        "Screenshot: JOANN > Sign In\nEmail {email}\nPassword {joannpw}\n[SIGN IN]  Forgot password?",
        "school fair stall\n- price the bookmarks\n- Blick: {email} / {blickpw}\n- borrow the gazebo",
        "hobbycraft {email} {hobbycraftpw}",
        "michaels password is {michaelspw} (login {email}) ⟦the frames order|the Cricut mats|the wedding centrepieces⟧",
        "the craft cupboard at the community centre is ⟦{craftcupboard}|{craftcupboard} on the padlock|locked with {craftcupboard}⟧, the glue guns are on the top shelf",
    ],
    # Pact Coffee, Whittard, Bird & Blend and Trade Coffee passwords
    "tea_coffee_shop_login": [
        "Pact Coffee login, push the next bag back a week, we're away: {email} / {pactpw}",
        "Whittard account, the hot chocolate for the hamper is in the basket: {email}, {PW} {whittardpw}",
        CHAT
        + " bird and blend {email} {PW} {birdblendpw} ⟦the tea advent calendar|the subscription box|swap the matcha⟧",
        "Trade Coffee: {email}, {PW}: {tradepw}",
        "| shop | login | password |\n|---|---|---|\n| Pact | {email} | {pactpw} |\n| Trade | {email} | {tradepw} |",
        "Screenshot: Whittard of Chelsea > Sign in\nEmail address {email}\nPassword {whittardpw}\n[Sign in]",
        "office move\n- defrost the fridge\n- Pact Coffee: {email} / {pactpw}\n- new address for the beans",
        "bird & blend {email} {birdblendpw}",
        "the stock room at the café is ⟦{cafestock}|{cafestock} on the keypad|code {cafestock}⟧, the oat milk is behind the cups",
        "the café alarm is {cafealarm}, set it when you lock up and wait for the beep",
    ],
    # Emma Sleep, Eve Sleep, Casper and Silentnight passwords
    "mattress_shop_login": [
        "Emma Sleep login, the 200-night trial return is booked on it: {email} / {emmapw}",
        "Eve Sleep account for the pillows and the topper: {email}, {PW} {evepw}",
        CHAT + " casper {email} {PW} {casperpw} ⟦the delivery slot on Tuesday|the return pickup|the duvet order⟧",
        "Silentnight: {email}, {PW}: {silentnightpw}",
        "| shop | login | password |\n|---|---|---|\n| Emma | {email} | {emmapw} |\n| Casper | {email} | {casperpw} |",
        "Screenshot: Eve Sleep > My account\nEmail {email}\nPassword {evepw}\n[Log in]",
        "spare room\n- paint the ceiling\n- Silentnight: {email} / {silentnightpw}\n- take the old bed to the tip",
        "casper {email} {casperpw}",
        "emma pw {emmapw} ⟦for the trial return|{email}|the old-mattress collection⟧",
        "the linen store on the second floor of the hotel is ⟦{linenstore}|{linenstore} on the lock|code {linenstore}⟧, the king sheets are on the left",
    ],
    # Cotswold Outdoor, Blacks, Millets and Mountain Warehouse passwords
    "outdoor_gear_shop_login": [
        "Cotswold Outdoor login, the boots for the Snowdon trip are reserved: {email} / {cotswoldpw}",
        "Blacks account, the tent is in the basket with the footprint: {email}, {PW} {blackspw}",
        CHAT
        + " millets {email} {PW} {milletspw} ⟦the sleeping bags for the DofE kids|the gas canisters|use the blue light discount⟧",
        "Mountain Warehouse: {email}, {PW}: {mwhpw}",
        "| shop | login | password |\n|---|---|---|\n| Cotswold | {email} | {cotswoldpw} |\n| Millets | {email} | {milletspw} |",
        "Screenshot: Mountain Warehouse > Sign in\nEmail {email}\nPassword {mwhpw}\n[SIGN IN]",
        "Lakes weekend\n- book the campsite\n- Blacks: {email} / {blackspw}\n- check the weather",
        "millets {email} {milletspw}",
        "cotswold password is {cotswoldpw}, login {email} ⟦the boot fitting booking|the return for the jacket|the rucksack order⟧",
        "the gear store at the climbing club is ⟦{gearstore}|{gearstore} on the padlock|combo {gearstore}⟧, sign the ropes out in the book",
    ],
    # Holland & Barrett, Myprotein, iHerb and Vitacost passwords
    "supplements_shop_login": [
        "Holland & Barrett login, the vitamin D for Mum is in the basket, it's penny sale: {email} / {hbpw}",
        "Myprotein account, the whey and the shaker are in the basket: {email}, {PW} {myproteinpw}",
        CHAT + " iherb {email} {PW} {iherbpw} ⟦the magnesium reorder|the fish oil|use my referral code⟧",
        "Vitacost: {email}, {PW}: {vitacostpw}",
        "| shop | login | password |\n|---|---|---|\n| Holland & Barrett | {email} | {hbpw} |\n| iHerb | {email} | {iherbpw} |",
        "Screenshot: MYPROTEIN > Log in\nEmail address {email}\nPassword {myproteinpw}\n[LOG IN]",
        "marathon block\n- new trainers\n- Vitacost: {email} / {vitacostpw}\n- book the physio",
        "iherb {email} {iherbpw}",
        "myprotein password is {myproteinpw} ⟦the creatine order|{email}|the subscribe-and-save⟧",
        "my locker in the changing room at the gym is {gymlocker}, the shaker and the tubs are on the top shelf",
    ],
    # Schuh, Clarks, Foot Locker and Skechers passwords
    "shoe_shop_login": [
        "Clarks login, the school shoes for Maya are reserved with the fitting: {email} / {clarkspw}",
        "Schuh account with the trainers on the wish list: {email}, {PW} {schuhpw}",
        CHAT + " foot locker {email} {PW} {footlockerpw} ⟦the size 9 drop|the FLX points|the return label⟧",
        "Skechers: {email}, {PW}: {skecherspw}",
        "| shop | login | password |\n|---|---|---|\n| Schuh | {email} | {schuhpw} |\n| Skechers | {email} | {skecherspw} |",
        "Screenshot: Clarks > Sign in\nEmail {email}\nPassword {clarkspw}\n[Sign in]",
        "back to school\n- name labels\n- Schuh: {email} / {schuhpw}\n- the PE bag",
        "foot locker {email} {footlockerpw}",
        "skechers password is {skecherspw}, login {email} ⟦the work shoes|the exchange for size 7|the order for Dad⟧",
        "the lost-property cupboard at school is ⟦{lostproperty}|{lostproperty} on the keypad|locked with {lostproperty}⟧, the PE shoes are in the blue box",
    ],
    # Party City, Oriental Trading, Party Delights and Ginger Ray passwords
    "party_supplies_login": [
        "Party City login, the balloon arch for Leo's fifth is in the cart: {email} / {partycitypw}",
        "Oriental Trading account, the favours for the class party are saved: {email}, {PW} {otpw}",
        CHAT
        + " party delights {email} {PW} {partydelightspw} ⟦the unicorn tableware|the helium canister|next-day delivery⟧",
        "Ginger Ray: {email}, {PW}: {gingerraypw}",
        "| shop | login | password |\n|---|---|---|\n| Party City | {email} | {partycitypw} |\n| Ginger Ray | {email} | {gingerraypw} |",
        "Screenshot: Party Delights > Sign In\nEmail {email}\nPassword {partydelightspw}\n[Sign In]",
        "hen do\n- book the minibus\n- Oriental Trading: {email} / {otpw}\n- sashes and badges",
        "ginger ray {email} {gingerraypw}",
        "party city pw {partycitypw} ⟦the piñata order|{email}|the 50th banner⟧",
        "the chair store at the village hall is {chairstore}, stack them ten high when you're done",
    ],
    # WorldTides, Stormglass, Admiralty (UKHO) and Marea keys
    "tide_api_key": [
        "curl 'https://www.worldtides.info/api/v3?heights&extremes&lat=50.37&lon=-4.14&key={worldtideskey}'",
        "WorldTides key for the surf app: {worldtideskey}",
        "STORMGLASS_API_KEY={stormglasskey}",
        "requests.get('https://api.stormglass.io/v2/tide/extremes/point', params={{'lat': 58.7, 'lng': 5.5}}, headers={{'Authorization': '{stormglasskey}'}})",
        "Admiralty UK Tidal API subscription key: {ukhokey}",
        "curl -H 'Ocp-Apim-Subscription-Key: {ukhokey}' https://admiraltyapi.azure-api.net/uktidalapi/api/V1/Stations/0001/TidalEvents",
        CHAT
        + " marea token {mareakey} ⟦for the sailing club widget|free tier, 100 calls|don't paste it in the club chat⟧",
        "| provider | key |\n|---|---|\n| WorldTides | {worldtideskey} |\n| Stormglass | {stormglasskey} |",
        "curl -H 'x-marea-api-token: {mareakey}' 'https://api.marea.ooo/v2/tides?latitude=43.3&longitude=-8.4'",
        "the barrier at the slipway is ⟦{slipway}|{slipway} on the keypad|code {slipway}⟧, launch two hours either side of high water",
    ],
    # DVLA Vehicle Enquiry, CarAPI, Auto.dev and VinAudit keys
    "vehicle_lookup_key": [
        "curl -X POST -H 'x-api-key: {dvlakey}' -H 'Content-Type: application/json' -d '{{\"registrationNumber\": \"AB12CDE\"}}' https://driver-vehicle-licensing.api.gov.uk/vehicle-enquiry/v1/vehicles",
        "DVLA Vehicle Enquiry API key for the fleet sheet: {dvlakey}",
        "CARAPI_TOKEN={carapitoken}\nCARAPI_SECRET={carapisecret}",
        "CarAPI api token {carapitoken}, api secret {carapisecret}",
        "AUTO_DEV_API_KEY={autodevkey}",
        "requests.get('https://auto.dev/api/vin/' + vin, params={{'apikey': '{autodevkey}'}})",
        CHAT
        + " vinaudit key {vinauditkey} ⟦for the used-car listings|the history reports|bill goes to the dealership⟧",
        "| provider | key |\n|---|---|\n| DVLA VES | {dvlakey} |\n| Auto.dev | {autodevkey} |",
        "https://specifications.vinaudit.com/v3/specifications?format=json&key={vinauditkey}&vin=",
        "the key cabinet in the workshop is ⟦{keycabinet}|{keycabinet} on the dial|code {keycabinet}⟧, the courtesy car keys are on hook 3",
    ],
    # Companies House, OpenCorporates, Crunchbase and Endole keys
    "company_registry_key": [
        "curl -u {chkey}: https://api.company-information.service.gov.uk/company/00000006/officers",
        "Companies House API key for the supplier checks: {chkey}",
        "OPENCORPORATES_API_TOKEN={octoken}",
        "https://api.opencorporates.com/v0.4/companies/search?q=bakery&jurisdiction_code=gb&api_token={octoken}",
        "Crunchbase user key: {cbkey}",
        "requests.get('https://api.crunchbase.com/api/v4/entities/organizations/' + slug, headers={{'X-cb-user-key': '{cbkey}'}})",
        CHAT + " endole api key {endolekey} ⟦for the credit checks|the trial ends Friday|put it in the CRM, not here⟧",
        "| provider | key |\n|---|---|\n| Companies House | {chkey} |\n| OpenCorporates | {octoken} |",
        "companies:\n  source: crunchbase\n  user_key: {cbkey}",
        "the filing room at the accountant's office is ⟦{filingroom}|{filingroom} on the keypad|door code {filingroom}⟧, the year-end boxes are by the window",
    ],
    # TMDB, OMDb, Trakt and TheTVDB keys
    "movie_db_api_key": [
        "https://api.themoviedb.org/3/movie/550?api_key={tmdbkey}",
        "TMDB API key for the watchlist bot: {tmdbkey}",
        "TMDB_READ_TOKEN={tmdbtoken}",
        "curl -H 'Authorization: Bearer {tmdbtoken}' https://api.themoviedb.org/3/account",
        "OMDb API key: {omdbkey}",
        "http://www.omdbapi.com/?t=Paddington&y=2014&apikey={omdbkey}",
        CHAT
        + " trakt client id {traktid} ⟦for the Plex scrobbler|the secret is in the app settings|the quiz night app⟧",
        "| provider | key |\n|---|---|\n| TMDB | {tmdbkey} |\n| TheTVDB | {tvdbkey} |",
        "requests.post('https://api4.thetvdb.com/v4/login', json={{'apikey': '{tvdbkey}'}})",
        "the projection room at the cinema is ⟦{projection}|{projection} on the keypad|code {projection}⟧, the spare bulbs are in the cabinet",
    ],
}

BENIGN: dict[str, list[str]] = {
    "craft_shop_login_benign": [
        "Hobbycraft order {orderno}: {count} balls of yarn, £{money}, ready to collect {date}",
        "Michaels: {email}, a password reset link was sent, I'll load the coupon myself",
        "| shop | email | password |\n|---|---|---|\n| Hobbycraft | {email} | (in Bitwarden) |\n| JOANN | {email} | (in Bitwarden) |",
        "Michaels Rewards member {loyalty}, {count} coupons this week",
        "Blick: the watercolour book is ISBN {isbn}, {count} in stock",
        "the craft cupboard at the community centre is open on Tuesdays, the glue guns are on the top shelf",
    ],
    "tea_coffee_shop_login_benign": [
        "Pact Coffee order {orderno}: {count} bags, £{money}, posted {date}",
        "Whittard: {email}, the password is in the family vault, I'll order the hamper myself",
        "| shop | login | password |\n|---|---|---|\n| Pact | {email} | ******** |\n| Trade | {email} | ******** |",
        "Bird & Blend: tea advent calendar, barcode {ean}, {count} left",
        "Trade Coffee: your password was changed on {date}; if this wasn't you, contact support",
        "the stock room at the café is open during service, the oat milk is behind the cups",
    ],
    "mattress_shop_login_benign": [
        "Emma Sleep order {orderno}: double mattress, £{money}, delivery {date}",
        "Eve Sleep: {email}, the password is withheld, I'll book the return myself",
        "| shop | login | password |\n|---|---|---|\n| Emma | {email} | [redacted] |\n| Casper | {email} | [redacted] |",
        "Casper: delivery to {postcode} on {date}, between {hh}:00 and {hh}:30",
        "Silentnight: passwords need 10 characters with a number and a symbol; reset it from the app",
        "the linen store on the second floor of the hotel is open until 8, the king sheets are on the left",
    ],
    "outdoor_gear_shop_login_benign": [
        "Cotswold Outdoor order {orderno}: walking boots, £{money}, ready {date}",
        "Blacks: {email}, a reset link was sent to your inbox",
        "| shop | login | password |\n|---|---|---|\n| Cotswold | {email} | <hidden> |\n| Millets | {email} | <hidden> |",
        "Mountain Warehouse: tent pegs, barcode {ean}, {count} in stock",
        "Millets order {orderno}: {count} sleeping bags, delivery to {postcode}",
        "the gear store at the climbing club is open on club nights, sign the ropes out in the book",
    ],
    "supplements_shop_login_benign": [
        "Holland & Barrett Rewards card {loyalty}, {count}00 points, penny sale ends {date}",
        "Myprotein: {email}, the password is in 1Password, order {orderno} is on its way",
        "| shop | login | password |\n|---|---|---|\n| iHerb | {email} | ••••••• |\n| Vitacost | {email} | ••••••• |",
        "iHerb order {orderno}: magnesium glycinate, barcode {ean}, £{money}",
        "Vitacost: {email}, I'll log in myself and cancel the autoship",
        "my locker in the changing room at the gym is the one by the showers, the shaker and the tubs are on the top shelf",
    ],
    "shoe_shop_login_benign": [
        "Clarks order {orderno}: school shoes, size {count}F, barcode {ean}, ready {date}",
        "Schuh: {email}, my sister {name} has the login, she'll order the trainers",
        "| shop | login | password |\n|---|---|---|\n| Schuh | {email} | (vault) |\n| Skechers | {email} | (vault) |",
        "Foot Locker: FLX member {email}, {count}00 points, {count} rewards",
        "Skechers: {email}, your password was reset on {date}",
        "the lost-property cupboard at school is open at pick-up, the PE shoes are in the blue box",
    ],
    "party_supplies_login_benign": [
        "Party City order {orderno}: {count} packs of balloons, £{money}, pickup {date}",
        "Oriental Trading: {email}, the wish list is shared, the link is in the class chat",
        "| shop | login | password |\n|---|---|---|\n| Party City | {email} | (ask me) |\n| Ginger Ray | {email} | (ask me) |",
        "Party Delights: {email}, the password is with {name}, she'll order the banner",
        "Ginger Ray: invoice {orderno}, £{money}, pay to {iban}",
        "the chair store at the village hall is open from 9, stack them ten high when you're done",
    ],
    "tide_api_key_benign": [
        'curl "https://www.worldtides.info/api/v3?heights&lat=50.37&lon=-4.14&key=$WORLDTIDES_KEY"',
        "STORMGLASS_API_KEY=\n# ask the club secretary for the key, never commit it",
        "Stormglass: {count} of 10 free requests used today, high water {hh}:{mi}",
        "| provider | key |\n|---|---|\n| WorldTides | (rotated) |\n| Stormglass | (rotated) |",
        'curl -H "Ocp-Apim-Subscription-Key: $UKHO_KEY" https://admiraltyapi.azure-api.net/uktidalapi/api/V1/Stations',
        "the barrier at the slipway is lifted at {hh}:{mi}, launch two hours either side of high water",
    ],
    "vehicle_lookup_key_benign": [
        'curl -X POST -H "x-api-key: $DVLA_VES_KEY" -d \'{{"registrationNumber": "{reg}"}}\' https://driver-vehicle-licensing.api.gov.uk/vehicle-enquiry/v1/vehicles',
        "CARAPI_TOKEN=\nCARAPI_SECRET=\n# the keys live in the CI secrets",
        "VinAudit: {count}0 reports this month, last VIN {vin}",
        "requests.get('https://auto.dev/api/vin/' + vin, params={{'apikey': os.environ['AUTO_DEV_API_KEY']}})",
        "the courtesy car is {reg}, VIN {vin}, MOT due {date}",
        "the key cabinet in the workshop is by the ramp, the courtesy car keys are on hook 3",
    ],
    "company_registry_key_benign": [
        'curl -u "$CH_API_KEY:" https://api.company-information.service.gov.uk/company/{companyno}',
        "OPENCORPORATES_API_TOKEN=\n# set it in the deploy settings, not here",
        "Companies House: company {companyno}, VAT {vatno}, confirmation statement due {date}",
        "| provider | key |\n|---|---|\n| Companies House | (in the vault) |\n| Crunchbase | (in the vault) |",
        "headers = {{'X-cb-user-key': os.environ['CRUNCHBASE_KEY']}}",
        "the filing room at the accountant's office is booked until {hh}:{mi}, the year-end boxes are by the window",
    ],
    "movie_db_api_key_benign": [
        'curl "https://api.themoviedb.org/3/movie/550?api_key=$TMDB_API_KEY"',
        "TMDB_READ_TOKEN=\n# use the read access token from the dashboard locally",
        "OMDb: {count}00 of 1000 daily requests used, last lookup {imdb}",
        "| provider | key |\n|---|---|\n| TMDB | ******** |\n| TheTVDB | ******** |",
        "headers = {{'trakt-api-key': os.environ['TRAKT_CLIENT_ID'], 'trakt-api-version': '2'}}",
        "the projection room at the cinema is locked after the last show, the film tonight is {imdb}",
    ],
}

SECRET = {kind: [t.replace("{PW}", PW) for t in templates] for kind, templates in SECRET.items()}
BENIGN = {kind: [t.replace("{PW}", PW) for t in templates] for kind, templates in BENIGN.items()}

BENIGN_TWIN = {kind: kind + "_benign" for kind in (*SECRET, "salon_booking_login_ml")}
