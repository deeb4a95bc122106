"""Hand-written templates for the blind52 guard corpus: perfume-shop logins (The Perfume Shop, Fragrance Direct, Notino
and FragranceNet passwords); flooring-shop logins (Topps Tiles, Tile Mountain, Floor & Decor and Carpetright
passwords); car-parts-shop logins (Euro Car Parts, RockAuto, GSF Car Parts and AutoZone passwords); fishing-tackle-shop
logins (Angling Direct, Fishing Republic, Bass Pro Shops and Tackle Warehouse passwords); costume-shop logins (Jokers'
Masquerade, Escapade, HalloweenCostumes.com and Spirit Halloween passwords); scale-model-shop logins (Hornby, Hattons,
Wonderland Models and HobbyKing passwords); transit-data API keys (TfL's Unified API, TransportAPI, National Rail's
Darwin web service and Transport for NSW's Open Data Hub); museum-collection API keys (Rijksmuseum, Harvard Art
Museums, Europeana and Cooper Hewitt); civic-data API keys (TheyWorkForYou, ProPublica's Congress API, Open States and
Congress.gov through api.data.gov); energy-data API keys (Solcast, Electricity Maps, the US EIA and Tibber);
flight-data API keys (AviationStack, AeroDataBox through RapidAPI, Amadeus for Developers and Duffel).

One secret template of each kind names no service at all (a wedding venue's bridal suite, a building job's site cabin, a
tyre bay's shutter, a fishery's bait freezer, an amateur theatre's costume store, a model railway club's clubroom, a bus
depot's mess room, a local history society's archive room, a parish noticeboard's glass case, a block of flats' meter
cupboard, an airfield's fuel pump; two in fishing_tackle_shop_login: the bait freezer and a beach hut's padlock, the
latter's code sometimes written out in words), and one benign template of its twin reads alike without the code.

SECRET and BENIGN map a kind to its templates; every secret kind has a benign twin (BENIGN_TWIN) of the same shape
that keeps the layout and drops the credential: a masked value, a placeholder or env reference, a public identifier (an
order number, a loyalty card's number with its Luhn digit, a product's EAN-13 with its check digit, a book's ISBN-13
with its check digit, a journal's ISSN with its mod-11 check character, a car's VIN with its check digit, a UK
registration plate, an electricity meter's MPAN core with its check digit, a supplier's IBAN with its mod-97 check
digits, a bus stop's NaPTAN code, a booking reference and an e-ticket number, a bill number, a UK postcode), "a reset
link was sent", "it is in the password manager" without the value, "the token was rotated". make_blind52.py fills the
fields ({{ and }} are literal braces) and resolves every ``⟦a|b|c⟧`` to one of its alternatives. Secret fields
(SECRET_FIELDS in make_blind52.py) hold a credential; benign templates use only benign fields.
"""

CHAT = "⟦[{hh}:{mi}] {name}:|{name} at {hh}:{mi}:|{date} {hh}:{mi} {name}:|<{name}>|{name} ({hh}:{mi})|{name} » |{name} - {hh}.{mi} -|💬 {name}:|{name} · {hh}:{mi} ·⟧"
PW = "⟦password|pw|pass|pwd|the password is|password is|pword|passwd|login pw|pw:|password ->|pass is|pw =⟧"

SECRET: dict[str, list[str]] = {
    # The Perfume Shop, Fragrance Direct, Notino and FragranceNet passwords
    "perfume_shop_login": [
        "The Perfume Shop login, the Chanel for Mum's birthday is in the basket, it's on 3 for 2: {email} / {perfumeshoppw}",
        "Fragrance Direct account, the gift set is saved in the wishlist: {email}, {PW} {fragdirectpw}",
        CHAT + " notino {email} {PW} {notinopw} ⟦the aftershave for Dad|the travel-size order|use the newsletter code⟧",
        "FragranceNet: {email} ⟦-|/|,|:|→⟧ {fragrancenetpw}",
        "| shop | email | password |\n|---|---|---|\n| The Perfume Shop | {email} | {perfumeshoppw} |\n| Notino | {email} | {notinopw} |",
        "Screenshot: NOTINO > Log in\nE-mail {email}\nPassword {notinopw}\n[LOG IN]  Forgotten password?",
        "wedding prep\n- collect the suit\n- The Perfume Shop: {email} / {perfumeshoppw}\n- book the hair trial",
        "fragrancenet {email} {fragrancenetpw}",
        "the fragrance direct password is {fragdirectpw} ⟦(login {email})|for the samples order|the engraved bottle⟧",
        "the bridal suite at the wedding venue is ⟦{bridalsuite}|{bridalsuite} on the keypad|door code {bridalsuite}⟧, the flowers go on the dressing table",
    ],
    # Topps Tiles, Tile Mountain, Floor & Decor and Carpetright passwords
    "flooring_shop_login": [
        "Topps Tiles login, the bathroom tiles and the grout are on the trade pickup: {email} / {toppspw}",
        "Tile Mountain account, the samples order is on it: {email}, {PW} {tilemountainpw}",
        CHAT
        + " floor and decor {email} {PW} {flooranddecorpw} ⟦the LVP for the kitchen|the pro desk quote|the underlayment⟧",
        "Carpetright: {email}, {PW}: {carpetrightpw}",
        "| shop | login | password |\n|---|---|---|\n| Topps Tiles | {email} | {toppspw} |\n| Carpetright | {email} | {carpetrightpw} |",
        "Screenshot: Tile Mountain > Sign in\nEmail {email}\nPassword {tilemountainpw}\n[Sign in]  Forgot your password?",
        "bathroom refit\n- strip the old suite\n- Topps Tiles: {email} / {toppspw}\n- book the plumber",
        "carpetright {email} {carpetrightpw}",
        "floor & decor password is {flooranddecorpw}, login {email} ⟦the delivery for Tuesday|the return of the spare boxes|the order for the hallway⟧",
        "the site cabin on the Elm Road job is ⟦{sitecabin}|{sitecabin} on the padlock|code {sitecabin}⟧, the tile cutter is under the bench",
    ],
    # Euro Car Parts, RockAuto, GSF Car Parts and AutoZone passwords
    "car_parts_shop_login": [
        "Euro Car Parts login, the brake pads and discs are on click and collect: {email} / {eurocarpartspw}",
        "RockAuto account, the timing belt kit is in the cart: {email}, {PW} {rockautopw}",
        CHAT + " gsf {email} {PW} {gsfpw} ⟦the trade discount|the oil and filters|the clutch kit order⟧",
        "AutoZone: {email}, {PW}: {autozonepw}",
        "| shop | login | password |\n|---|---|---|\n| Euro Car Parts | {email} | {eurocarpartspw} |\n| AutoZone | {email} | {autozonepw} |",
        "Screenshot: GSF Car Parts > My account\nEmail {email}\nPassword {gsfpw}\n[LOG IN]",
        "MOT prep\n- wiper blades\n- RockAuto: {email} / {rockautopw}\n- check the tyre tread",
        "autozone {email} {autozonepw}",
        "euro car parts pw {eurocarpartspw} ⟦for the battery order|{email}|the bulb kit⟧",
        "the tyre bay shutter is ⟦{tyrebay}|{tyrebay} on the keypad|code {tyrebay}⟧, pull it down fully or the alarm goes",
    ],
    # Angling Direct, Fishing Republic, Bass Pro Shops and Tackle Warehouse passwords
    "fishing_tackle_shop_login": [
        "Angling Direct login, the new reel and the braid are in the basket: {email} / {anglingdirectpw}",
        "Fishing Republic account, the carp rods are saved: {email}, {PW} {fishingrepublicpw}",
        CHAT + " bass pro {email} {PW} {bassprospw} ⟦the CLUB points|the waders return|the tackle box for Sam⟧",
        "Tackle Warehouse: {email} ⟦-|/|,|:⟧ {tacklewarehousepw}",
        "| shop | login | password |\n|---|---|---|\n| Angling Direct | {email} | {anglingdirectpw} |\n| Tackle Warehouse | {email} | {tacklewarehousepw} |",
        "Screenshot: Bass Pro Shops > Sign In\nEmail Address {email}\nPassword {bassprospw}\n[SIGN IN]",
        "river trip\n- renew the rod licence\n- Angling Direct: {email} / {anglingdirectpw}\n- maggots on Friday",
        "fishing republic {email} {fishingrepublicpw}",
        "the bait freezer at the fishery is ⟦{baitfreezer}|{baitfreezer} on the padlock|locked with {baitfreezer}⟧, the groundbait is on the bottom shelf",
        "the beach hut padlock is ⟦{beachhut}|{beachhutsaid}|{beachhutsaid}, turn the dials slowly⟧, the rods are behind the deckchairs",
    ],
    # Jokers' Masquerade, Escapade, HalloweenCostumes.com and Spirit Halloween passwords
    "costume_shop_login": [
        "Jokers' Masquerade login, the Gruffalo costume for World Book Day is in the basket: {email} / {jokerspw}",
        "Escapade account, the wigs for the hen do are saved: {email}, {PW} {escapadepw}",
        CHAT
        + " halloweencostumes {email} {PW} {hcostumespw} ⟦the dinosaur suit|the return label|the group order for the office⟧",
        "Spirit Halloween: {email}, {PW}: {spiritpw}",
        "| shop | login | password |\n|---|---|---|\n| Jokers' Masquerade | {email} | {jokerspw} |\n| Spirit Halloween | {email} | {spiritpw} |",
        "Screenshot: HalloweenCostumes.com > Sign In\nEmail {email}\nPassword {hcostumespw}\n[Sign In]",
        "panto\n- print the programmes\n- Escapade: {email} / {escapadepw}\n- book the hall",
        "spirit halloween {email} {spiritpw}",
        "jokers password is {jokerspw} ⟦(login {email})|for the Christmas elf suits|the fancy dress order⟧",
        "the costume store at the amateur theatre is ⟦{costumestore}|{costumestore} on the keypad|code {costumestore}⟧, the panto dame's dresses are on the rail at the back",
    ],
    # Hornby, Hattons, Wonderland Models and HobbyKing passwords
    "scale_model_shop_login": [
        "Hornby login, the train set for Christmas is in the basket: {email} / {hornbypw}",
        "Hattons account, the pre-order for the class 37 is on it: {email}, {PW} {hattonspw}",
        CHAT
        + " wonderland models {email} {PW} {wonderlandpw} ⟦the 1:72 Spitfire kit|the paints order|the glue and brushes⟧",
        "HobbyKing: {email}, {PW}: {hobbykingpw}",
        "| shop | login | password |\n|---|---|---|\n| Hornby | {email} | {hornbypw} |\n| HobbyKing | {email} | {hobbykingpw} |",
        "Screenshot: Hattons > Sign in\nEmail {email}\nPassword {hattonspw}\n[Sign in]",
        "loft layout\n- buy the track pins\n- Hornby: {email} / {hornbypw}\n- fix the loft light",
        "hobbyking {email} {hobbykingpw}",
        "wonderland models pw {wonderlandpw} ⟦(email {email})|for the birthday kit|the tank model⟧",
        "the model railway club's clubroom is ⟦{clubroom}|{clubroom} on the keypad|door code {clubroom}⟧, the layout's controller is in the grey box",
    ],
    # TfL Unified API, TransportAPI, National Rail Darwin and Transport for NSW keys
    "transit_data_api_key": [
        "curl 'https://api.tfl.gov.uk/StopPoint/490008660N/Arrivals?app_key={tflkey}'",
        "TfL Unified API app key for the departure board on the hall wall: {tflkey}",
        "TRANSPORTAPI_APP_ID={taappid}\nTRANSPORTAPI_APP_KEY={taappkey}",
        "https://transportapi.com/v3/uk/bus/stop/490000077E/live.json?app_id={taappid}&app_key={taappkey}",
        '<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" xmlns:typ="http://thalesgroup.com/RTTI/2013-11-28/Token/types">\n  <soap:Header>\n    <typ:AccessToken><typ:TokenValue>{darwintoken}</typ:TokenValue></typ:AccessToken>\n  </soap:Header>',
        CHAT
        + " darwin token {darwintoken} ⟦for the station clock project|OpenLDBWS, 5000 calls an hour|don't put it on GitHub⟧",
        "Invoke-RestMethod -Uri 'https://api.transport.nsw.gov.au/v1/tp/departure_mon?outputFormat=rapidJSON&name_dm=200060' -Headers @{{Authorization = 'apikey {tfnswkey}'}}",
        "| provider | key |\n|---|---|\n| TfL | {tflkey} |\n| TransportAPI | {taappkey} |",
        "http GET https://api.transport.nsw.gov.au/v1/gtfs/realtime/buses 'Authorization:apikey {tfnswkey}'",
        "the drivers' mess room at the bus depot is ⟦{messroom}|{messroom} on the keypad|code {messroom}⟧, the rota is pinned up by the kettle",
    ],
    # Rijksmuseum, Harvard Art Museums, Europeana and Cooper Hewitt keys
    "museum_collection_api_key": [
        "https://www.rijksmuseum.nl/api/en/collection?key={rijkskey}&involvedMaker=Rembrandt+van+Rijn",
        "Rijksmuseum API key for the painting-of-the-day screen: {rijkskey}",
        "HARVARD_ART_API_KEY={harvardkey}",
        "requests.get('https://api.harvardartmuseums.org/object', params={{'apikey': '{harvardkey}', 'classification': 'Prints'}})",
        "Europeana API key (wskey): {europeanakey}",
        "curl 'https://api.europeana.eu/record/v2/search.json?query=Vermeer&wskey={europeanakey}'",
        CHAT
        + " cooper hewitt access token {cooperhewitttoken} ⟦for the typeface bot|the class project|keep it out of the slides⟧",
        "| provider | key |\n|---|---|\n| Rijksmuseum | {rijkskey} |\n| Harvard Art Museums | {harvardkey} |",
        "museums:\n  cooper_hewitt:\n    access_token: {cooperhewitttoken}\n  europeana:\n    wskey: {europeanakey}",
        "the archive room at the local history society is ⟦{archiveroom}|{archiveroom} on the keypad|code {archiveroom}⟧, the parish maps are in the plan chest",
    ],
    # TheyWorkForYou, ProPublica Congress API, Open States and Congress.gov (api.data.gov) keys
    "civic_data_api_key": [
        "https://www.theyworkforyou.com/api/getMPs?key={twfykey}&output=js",
        "TheyWorkForYou API key for the MP lookup on the residents' site: {twfykey}",
        "curl -H 'X-API-Key: {propublicakey}' https://api.propublica.org/congress/v1/118/house/members.json",
        "PROPUBLICA_API_KEY={propublicakey}",
        "requests.get('https://v3.openstates.org/bills', params={{'jurisdiction': 'ca', 'q': 'housing'}}, headers={{'X-API-KEY': '{openstateskey}'}})",
        CHAT
        + " open states key {openstateskey} ⟦for the bill tracker|the civics class|don't paste it in the newsletter⟧",
        "https://api.congress.gov/v3/bill/118/hr?format=json&api_key={datagovkey}",
        "| provider | key |\n|---|---|\n| TheyWorkForYou | {twfykey} |\n| Congress.gov | {datagovkey} |",
        '[civic]\ncongress_api_key = "{datagovkey}"\npropublica_key = "{propublicakey}"',
        "the parish noticeboard's glass case is ⟦{noticeboard}|{noticeboard} on the padlock|locked with {noticeboard}⟧, the minutes go up on the left",
    ],
    # Solcast, Electricity Maps, EIA and Tibber keys
    "energy_data_api_key": [
        "curl 'https://api.solcast.com.au/rooftop_sites/{solcastsite}/forecasts?format=json' -H 'Authorization: Bearer {solcastkey}'",
        "Solcast API key for the battery charging script: {solcastkey}",
        "curl 'https://api.electricitymap.org/v3/carbon-intensity/latest?zone=GB' -H 'auth-token: {emapstoken}'",
        "ELECTRICITYMAPS_TOKEN={emapstoken}",
        "https://api.eia.gov/v2/electricity/retail-sales/data/?api_key={eiakey}&frequency=monthly",
        CHAT + " tibber token {tibbertoken} ⟦for the price sensor|the cheap-hour dishwasher|the Pulse graph⟧",
        "requests.post('https://api.tibber.com/v1-beta/gql', json={{'query': '{{ viewer {{ homes {{ id }} }} }}'}}, headers={{'Authorization': 'Bearer {tibbertoken}'}})",
        "| provider | key |\n|---|---|\n| Solcast | {solcastkey} |\n| EIA | {eiakey} |",
        "energy:\n  eia_api_key: {eiakey}\n  solcast_api_key: {solcastkey}",
        "the meter cupboard at the flats is ⟦{metercupboard}|{metercupboard} on the keypad|code {metercupboard}⟧, the readings card is taped inside the door",
    ],
    # AviationStack, AeroDataBox (RapidAPI), Amadeus and Duffel keys
    "flight_data_api_key": [
        "https://api.aviationstack.com/v1/flights?access_key={aviationstackkey}&flight_iata=BA283",
        "AviationStack access key for the arrivals screen: {aviationstackkey}",
        "curl -H 'X-RapidAPI-Key: {rapidapikey}' -H 'X-RapidAPI-Host: aerodatabox.p.rapidapi.com' https://aerodatabox.p.rapidapi.com/flights/number/BA283",
        CHAT
        + " aerodatabox rapidapi key {rapidapikey} ⟦for the plane-spotting bot|basic plan, don't share it|the Heathrow board⟧",
        "curl -X POST https://test.api.amadeus.com/v1/security/oauth2/token -d 'grant_type=client_credentials&client_id={amadeusid}&client_secret={amadeussecret}'",
        "AMADEUS_CLIENT_ID={amadeusid}\nAMADEUS_CLIENT_SECRET={amadeussecret}",
        "DUFFEL_ACCESS_TOKEN={duffeltoken}",
        "curl -H 'Authorization: Bearer {duffeltoken}' -H 'Duffel-Version: v2' https://api.duffel.com/air/offer_requests",
        "| provider | key |\n|---|---|\n| AviationStack | {aviationstackkey} |\n| Duffel | {duffeltoken} |",
        "the fuel pump at the airfield is ⟦{fuelpump}|{fuelpump} on the keypad|PIN {fuelpump}⟧, write the litres in the book",
    ],
}

BENIGN: dict[str, list[str]] = {
    "perfume_shop_login_benign": [
        "The Perfume Shop order {orderno}: {count} items, £{money}, ready to collect {date}",
        "Fragrance Direct: {email}, a password reset link was sent, I'll order the gift set myself",
        "| shop | email | password |\n|---|---|---|\n| The Perfume Shop | {email} | (in Proton Pass) |\n| Notino | {email} | (in Proton Pass) |",
        "The Perfume Shop Rewards card {loyalty}, {count}00 points",
        "Notino: eau de parfum 100 ml, barcode {ean}, £{money}",
        "the bridal suite at the wedding venue is ready from 10, the flowers go on the dressing table",
    ],
    "flooring_shop_login_benign": [
        "Topps Tiles order {orderno}: {count} boxes of tiles, £{money}, collect {date}",
        "Tile Mountain: {email}, the password is in the family vault, I'll order the samples myself",
        "| shop | login | password |\n|---|---|---|\n| Topps Tiles | {email} | (see LastPass) |\n| Carpetright | {email} | (see LastPass) |",
        "Floor & Decor: tile adhesive, barcode {ean}, {count} in stock",
        "Carpetright: fitting at {postcode} on {date}, between {hh}:00 and {hh}:30",
        "the site cabin on the Elm Road job is open from 7, the tile cutter is under the bench",
    ],
    "car_parts_shop_login_benign": [
        "Euro Car Parts order {orderno}: brake pads, £{money}, ready {date}",
        "RockAuto: {email}, a password reset link was sent to your inbox",
        "| shop | login | password |\n|---|---|---|\n| Euro Car Parts | {email} | [redacted] |\n| AutoZone | {email} | [redacted] |",
        "GSF Car Parts: parts for {reg}, VIN {vin}",
        "AutoZone: {email}, your password was changed on {date}; if this wasn't you, call us",
        "the tyre bay shutter goes up at {hh}:{mi}, pull it down fully or the alarm goes",
    ],
    "fishing_tackle_shop_login_benign": [
        "Angling Direct order {orderno}: {count} spools of braid, £{money}, delivery {date}",
        "Fishing Republic: {email}, the password is with {name}, he'll order the rods",
        "| shop | login | password |\n|---|---|---|\n| Angling Direct | {email} | (ask me) |\n| Tackle Warehouse | {email} | (ask me) |",
        "Bass Pro Shops CLUB card {loyalty}, {count}00 points",
        "the bait freezer at the fishery is emptied on Mondays, the groundbait is on the bottom shelf",
        "the beach hut padlock sticks, turn the dials slowly, the rods are behind the deckchairs",
    ],
    "costume_shop_login_benign": [
        "Jokers' Masquerade order {orderno}: Gruffalo costume age {count}, £{money}, dispatched {date}",
        "Escapade: {email}, a reset link was sent, I'll save the wigs myself",
        "| shop | login | password |\n|---|---|---|\n| Jokers' Masquerade | {email} | •••••••• |\n| Spirit Halloween | {email} | •••••••• |",
        "Escapade: invoice {orderno}, £{money}, pay to {iban}",
        "HalloweenCostumes.com: dinosaur suit, barcode {ean}, {count} left",
        "the costume store at the amateur theatre is open on rehearsal nights, the panto dame's dresses are on the rail at the back",
    ],
    "scale_model_shop_login_benign": [
        "Hornby order {orderno}: train set, £{money}, delivery {date}",
        "Hattons: {email}, the password is in 1Password, the pre-order is confirmed",
        "| shop | login | password |\n|---|---|---|\n| Hornby | {email} | (vault) |\n| HobbyKing | {email} | (vault) |",
        "Wonderland Models: the modelling guide is ISBN {isbn}, {count} in stock",
        "HobbyKing: {email}, your password was reset on {date}",
        "the model railway club's clubroom is open on Thursdays, the layout's controller is in the grey box",
    ],
    "transit_data_api_key_benign": [
        'curl "https://api.tfl.gov.uk/StopPoint/490008660N/Arrivals?app_key=$TFL_APP_KEY"',
        "TRANSPORTAPI_APP_ID=\nTRANSPORTAPI_APP_KEY=\n# ask {name} for the keys, never commit them",
        "<soap:Header>\n  <typ:AccessToken><typ:TokenValue>${{DARWIN_TOKEN}}</typ:TokenValue></typ:AccessToken>\n</soap:Header>",
        "TfL: {count} of 500 requests this minute, next bus at stop {naptan} in {count} min",
        "| provider | key |\n|---|---|\n| TfL | (rotated) |\n| TransportAPI | (rotated) |",
        "the drivers' mess room at the bus depot is open all night, the rota is pinned up by the kettle",
    ],
    "museum_collection_api_key_benign": [
        'curl "https://www.rijksmuseum.nl/api/en/collection/SK-C-5?key=$RIJKS_KEY"',
        "HARVARD_ART_API_KEY=\n# request your own key from the museum's site",
        "Rijksmuseum: object SK-C-5, {count} images; the catalogue is ISBN {isbn}",
        "the society's journal, ISSN {issn}, issue {count}, out {date}",
        "params = {{'wskey': os.environ['EUROPEANA_KEY'], 'query': 'Vermeer'}}",
        "the archive room at the local history society is open on Wednesdays, the parish maps are in the plan chest",
    ],
    "civic_data_api_key_benign": [
        "https://www.theyworkforyou.com/api/getMPs?key=YOUR_KEY&output=js",
        "PROPUBLICA_API_KEY=\n# the key is in the team's vault",
        "Congress.gov: H.R. {billno} in the 118th Congress, {count} cosponsors, introduced {date}",
        "headers = {{'X-API-KEY': os.environ['OPENSTATES_API_KEY']}}",
        "| provider | key |\n|---|---|\n| TheyWorkForYou | ******** |\n| Open States | ******** |",
        "the parish noticeboard's glass case is opened by the clerk, the minutes go up on the left",
    ],
    "energy_data_api_key_benign": [
        "curl 'https://api.solcast.com.au/rooftop_sites/{solcastsite}/forecasts?format=json' -H \"Authorization: Bearer $SOLCAST_API_KEY\"",
        "ELECTRICITYMAPS_TOKEN=\n# the free-tier token goes in .env, not here",
        "electricity meter: MPAN {mpan}, reading {count}4821 on {date}",
        "EIA: {count}00 calls today, the key is in the password manager",
        "| provider | key |\n|---|---|\n| Solcast | (in the vault) |\n| Tibber | (in the vault) |",
        "the meter cupboard at the flats is by the bins, the readings card is taped inside the door",
    ],
    "flight_data_api_key_benign": [
        'curl "https://api.aviationstack.com/v1/flights?access_key=$AVIATIONSTACK_KEY&flight_iata=BA283"',
        "AMADEUS_CLIENT_ID=\nAMADEUS_CLIENT_SECRET=\n# use the test environment keys from the portal",
        "booking {pnr}, flight BA{count}83, e-ticket {eticket}",
        "Duffel: the access token was rotated on {date}, the new one is in the CI secrets",
        "| provider | key |\n|---|---|\n| AviationStack | <hidden> |\n| AeroDataBox | <hidden> |",
        "the fuel pump at the airfield is switched off after {hh}:{mi}, write the litres in the book",
    ],
}

SECRET = {kind: [t.replace("{PW}", PW) for t in templates] for kind, templates in SECRET.items()}
BENIGN = {kind: [t.replace("{PW}", PW) for t in templates] for kind, templates in BENIGN.items()}

BENIGN_TWIN = {kind: kind + "_benign" for kind in (*SECRET, "driving_school_login_ml")}
