"""Hand-written templates for the blind54 guard corpus: telescope-shop logins (First Light Optics, Rother Valley
Optics, High Point Scientific and Agena AstroProducts passwords); bead-supply-shop logins (Fire Mountain Gems, Cookson
Gold, Rio Grande and Beads Direct passwords); vegetable-seed-shop logins (Chiltern Seeds, Baker Creek, Johnny's
Selected Seeds and Real Seeds passwords); fishkeeping-shop logins (Bulk Reef Supply, Marine Depot, Swell UK and
Aquarium Co-Op passwords); archery-shop logins (Merlin Archery, Lancaster Archery, Bakers Archery and Wales Archery
passwords); beekeeping-shop logins (E.H. Thorne, Maisemore Apiaries, Dadant and Mann Lake passwords); plant
identification API keys (Pl@ntNet, Trefle, Perenual and Plant.id); court-records API keys (CourtListener, the Caselaw
Access Project, UniCourt and a PACER login); book-metadata API keys (ISBNdb, Hardcover, LibraryThing and Google Books);
patent-search API keys (PatentsView, the EPO's Open Patent Services, Lens.org and the USPTO's Open Data Portal);
podcast-directory API keys (Podcast Index, Listen Notes, Podchaser and Taddy).

One secret template of each kind names no service at all (a planetarium's projector room, a theatre's fly floor, a
farm shop's honesty box, a lido's plant room, a bowls club's greenkeeper's hut, an association apiary's shed, a
campsite's drying room, a museum's archive store, a youth hostel's cycle store, a ferry terminal's crew room, a tennis
club's ball-machine cage; two in archery_shop_login: the greenkeeper's hut and a sailing club's dinghy park gate, the
latter's code sometimes given with a space between its digits, as written on the club's whiteboard), and one benign
template of its twin reads alike without the code.

SECRET and BENIGN map a kind to its templates; every secret kind has a benign twin (BENIGN_TWIN) of the same shape
that keeps the layout and drops the credential: a masked value, a placeholder or env reference, a public identifier (an
order number, a membership card's number with its Luhn digit, a product's EAN-13 or UPC-A with its check digit, a
book's ISBN-13 or ISBN-10 with its check digit, a shipping container's ISO 6346 number with its check digit, a club's
IBAN with its mod-97 check digits, a docket number, a patent number), "a reset link was sent", "it is in the password
manager" without the value, "the key was rotated". make_blind54.py fills the fields ({{ and }} are literal braces) and
resolves every ``⟦a|b|c⟧`` to one of its alternatives. Secret fields (SECRET_FIELDS in make_blind54.py) hold a
credential; benign templates use only benign fields.
"""

CHAT = "⟦[{hh}:{mi}] {name}:|{name} at {hh}:{mi}:|{date} {hh}:{mi} {name}:|<{name}>|{name} ({hh}:{mi})|{name} » |{name} · {hh}:{mi}|🗨️ {name}:|{name}, {hh}:{mi}, Seen:⟧"
PW = "⟦password|pw|pass|pwd|the password is|password is|passwd|login pw|pw:|password =>|pass is|pw ->|pword⟧"

SECRET: dict[str, list[str]] = {
    # First Light Optics, Rother Valley Optics, High Point Scientific and Agena AstroProducts passwords
    "telescope_shop_login": [
        "First Light Optics login, the 8-inch Dobsonian and the Telrad are in the basket, it's the clear-sky sale: {email} / {flopw}",
        "Rother Valley Optics account, the solar filter for the eclipse is saved: {email}, {PW} {rvopw}",
        CHAT
        + " high point scientific {email} {PW} {highpointpw} ⟦the guide camera|the dew heater strap|the Barlow lens for Sam⟧",
        "Agena AstroProducts: {email} ⟦-|/|,|:|→⟧ {agenapw}",
        "| shop | email | password |\n|---|---|---|\n| First Light Optics | {email} | {flopw} |\n| Agena | {email} | {agenapw} |",
        "Screenshot: Rother Valley Optics > Sign in\nEmail {email}\nPassword {rvopw}\n[Sign in]  Lost your password?",
        "star party\n- collimate the mirror\n- FLO: {email} / {flopw}\n- red torch batteries",
        "highpoint {email} {highpointpw}",
        "the agena password is {agenapw} ⟦(login {email})|for the eyepiece case|the finder scope order⟧",
        "the projector room at the planetarium is ⟦{projectorroom}|{projectorroom} on the keypad|code {projectorroom}⟧, the dome lights are on the left panel",
    ],
    # Fire Mountain Gems, Cookson Gold, Rio Grande and Beads Direct passwords
    "bead_supply_shop_login": [
        "Fire Mountain Gems login, the seed beads and the crimp tubes are in the cart, free shipping over $50: {email} / {firemountainpw}",
        "Cookson Gold account, the silver wire and the jump rings are saved: {email}, {PW} {cooksonpw}",
        CHAT
        + " rio grande {email} {PW} {riograndepw} ⟦the ring mandrel|the casting grain|the bench pin for the class⟧",
        "Beads Direct: {email}, {PW}: {beadsdirectpw}",
        "| shop | login | password |\n|---|---|---|\n| Fire Mountain Gems | {email} | {firemountainpw} |\n| Beads Direct | {email} | {beadsdirectpw} |",
        "Screenshot: Cookson Gold > Log in\nEmail address {email}\nPassword {cooksonpw}\n[LOG IN]",
        "craft fair\n- price the earrings\n- Rio Grande: {email} / {riograndepw}\n- card reader charged",
        "beadsdirect {email} {beadsdirectpw}",
        "fire mountain pw {firemountainpw} ⟦for the findings order|{email}|the bead loom⟧",
        "the fly floor at the theatre is ⟦{flyfloor}|{flyfloor} on the keypad|code {flyfloor}⟧, tie off the cloth before the interval",
    ],
    # Chiltern Seeds, Baker Creek, Johnny's Selected Seeds and Real Seeds passwords
    "vegetable_seed_shop_login": [
        "Chiltern Seeds login, the tomato and chilli packets are in the basket, order before the frost: {email} / {chilternpw}",
        "Baker Creek account, the heirloom squash are in the cart: {email}, {PW} {bakercreekpw}",
        CHAT + " johnny's {email} {PW} {johnnyspw} ⟦the seed potatoes|the germination trays|the cover crop mix⟧",
        "Real Seeds: {email} ⟦-|/|,|:⟧ {realseedspw}",
        "| shop | login | password |\n|---|---|---|\n| Chiltern Seeds | {email} | {chilternpw} |\n| Baker Creek | {email} | {bakercreekpw} |",
        "Screenshot: Johnny's Selected Seeds > Sign In\nEmail {email}\nPassword {johnnyspw}\n[SIGN IN]  Forgot your password?",
        "sowing weekend\n- soak the beans\n- Real Seeds: {email} / {realseedspw}\n- label the modules",
        "chiltern seeds {email} {chilternpw}",
        "the baker creek password is {bakercreekpw} ⟦(login {email})|for the melon seeds|the catalogue wish list⟧",
        "the honesty box at the farm shop has a padlock, ⟦{honestybox}|it's {honestybox}|combination {honestybox}⟧, empty it on Sundays",
    ],
    # Bulk Reef Supply, Marine Depot, Swell UK and Aquarium Co-Op passwords
    "fishkeeping_shop_login": [
        "Bulk Reef Supply login, the RO/DI cartridges and the salt are in the cart: {email} / {brspw}",
        "Marine Depot account, the return pump is saved for Black Friday: {email}, {PW} {marinedepotpw}",
        CHAT + " swell uk {email} {PW} {swellpw} ⟦the frozen brine shrimp|the heater for the nano tank|the test kit⟧",
        "Aquarium Co-Op: {email}, {PW}: {aquacooppw}",
        "| shop | login | password |\n|---|---|---|\n| Bulk Reef Supply | {email} | {brspw} |\n| Swell UK | {email} | {swellpw} |",
        "Screenshot: Marine Depot > Sign In\nEmail {email}\nPassword {marinedepotpw}\n[SIGN IN]",
        "tank holiday cover\n- feed twice a day\n- Aquarium Co-Op: {email} / {aquacooppw}\n- top up with RO water",
        "brs {email} {brspw}",
        "swell pw {swellpw} ⟦for the plant order|{email}|the CO2 diffuser⟧",
        "the plant room at the lido is ⟦{plantroom}|{plantroom} on the keypad|code {plantroom}⟧, write the chlorine reading on the clipboard",
    ],
    # Merlin Archery, Lancaster Archery, Bakers Archery and Wales Archery passwords
    "archery_shop_login": [
        "Merlin Archery login, the arrow shafts and the fletchings are in the basket: {email} / {merlinpw}",
        "Lancaster Archery account, the new limbs are saved: {email}, {PW} {lancasterpw}",
        CHAT
        + " bakers archery {email} {PW} {bakersarcherypw} ⟦the target faces|the finger tab|the bow stand for the juniors⟧",
        "Wales Archery: {email} ⟦-|/|,|:|→⟧ {walesarcherypw}",
        "| shop | login | password |\n|---|---|---|\n| Merlin Archery | {email} | {merlinpw} |\n| Wales Archery | {email} | {walesarcherypw} |",
        "Screenshot: Lancaster Archery > Sign In\nEmail {email}\nPassword {lancasterpw}\n[SIGN IN]",
        "county shoot\n- wax the string\n- Merlin: {email} / {merlinpw}\n- scorecards and pencils",
        "bakers archery {email} {bakersarcherypw}",
        "the greenkeeper's hut at the bowls club is ⟦{greenkeeper}|{greenkeeper} on the padlock|code {greenkeeper}⟧, the mower key hangs by the door",
        "the dinghy park gate at the sailing club is ⟦{dinghypark}|{dinghyparkspaced}|{dinghyparkspaced}, like it says on the whiteboard⟧, lock it behind you",
    ],
    # E.H. Thorne, Maisemore Apiaries, Dadant and Mann Lake passwords
    "beekeeping_shop_login": [
        "Thorne login, the brood frames and the foundation are in the basket, they go fast in spring: {email} / {thornepw}",
        "Maisemore Apiaries account, the poly hive is saved: {email}, {PW} {maisemorepw}",
        CHAT + " dadant {email} {PW} {dadantpw} ⟦the smoker fuel|the bee suit for Alex|the honey extractor⟧",
        "Mann Lake: {email}, {PW}: {mannlakepw}",
        "| shop | login | password |\n|---|---|---|\n| Thorne | {email} | {thornepw} |\n| Mann Lake | {email} | {mannlakepw} |",
        "Screenshot: Maisemore Apiaries > My account\nUsername or email {email}\nPassword {maisemorepw}\n[Log in]",
        "hive inspection\n- light the smoker\n- Thorne: {email} / {thornepw}\n- queen excluder",
        "mann lake {email} {mannlakepw}",
        "dadant pw {dadantpw} ⟦for the varroa treatment|{email}|the jars and lids⟧",
        "the shed at the association apiary is ⟦{apiaryshed}|{apiaryshed} on the padlock|code {apiaryshed}⟧, the spare veils are in the blue box",
    ],
    # Pl@ntNet, Trefle, Perenual and Plant.id keys
    "plant_identification_api_key": [
        "https://my-api.plantnet.org/v2/identify/all?api-key={plantnetkey}&lang=en",
        "Pl@ntNet API key for the school garden's identify-a-leaf kiosk: {plantnetkey}",
        "curl 'https://trefle.io/api/v1/plants/search?token={treflekey}&q=foxglove'",
        "TREFLE_TOKEN={treflekey}",
        "final response = await http.get(Uri.parse('https://perenual.com/api/species-list?key={perenualkey}&edible=1'));",
        CHAT + " perenual key {perenualkey} ⟦for the houseplant watering bot|the allotment app|free tier, don't share⟧",
        "final dio = Dio(BaseOptions(headers: {{'Api-Key': '{plantidkey}'}}));\nawait dio.post('https://plant.id/api/v3/identification', data: body);",
        "| provider | key |\n|---|---|\n| Pl@ntNet | {plantnetkey} |\n| Plant.id | {plantidkey} |",
        "plants:\n  trefle_token: {treflekey}\n  perenual_key: {perenualkey}",
        "the drying room at the campsite is ⟦{dryingroom}|{dryingroom} on the keypad|code {dryingroom}⟧, boots on the bottom rack please",
    ],
    # CourtListener, Caselaw Access Project, UniCourt keys and a PACER login
    "court_records_api_key": [
        "curl -H 'Authorization: Token {courtlistenertoken}' 'https://www.courtlistener.com/api/rest/v4/search/?q=easement'",
        "CourtListener API token for the clinic's docket alerts: {courtlistenertoken}",
        "COURTLISTENER_TOKEN={courtlistenertoken}",
        "curl -H 'Authorization: Token {captoken}' 'https://api.case.law/v1/cases/?search=adverse+possession'",
        CHAT + " case.law token {captoken} ⟦for the moot court research|the bulk download|keep it off the class drive⟧",
        'curl -X POST https://enterpriseapi.unicourt.com/generateNewToken -H \'Content-Type: application/json\' -d \'{{"clientId": "{unicourtid}", "clientSecret": "{unicourtsecret}"}}\'',
        "UNICOURT_CLIENT_ID={unicourtid}\nUNICOURT_CLIENT_SECRET={unicourtsecret}",
        "PACER login for the firm's docket pulls: {pacerusername} / {pacerpw}",
        "| provider | key |\n|---|---|\n| CourtListener | {courtlistenertoken} |\n| Caselaw Access Project | {captoken} |",
        "the archive store at the museum is ⟦{archivestore}|{archivestore} on the keypad|code {archivestore}⟧, gloves on before you touch the boxes",
    ],
    # ISBNdb, Hardcover, LibraryThing and Google Books keys
    "book_metadata_api_key": [
        "curl -H 'Authorization: {isbndbkey}' https://api2.isbndb.com/book/9780141439518",
        "ISBNdb key for the book club's catalogue sheet: {isbndbkey}",
        "curl -H 'authorization: Bearer {hardcovertoken}' -H 'content-type: application/json' https://api.hardcover.app/v1/graphql -d @query.json",
        "HARDCOVER_TOKEN={hardcovertoken}",
        "http://www.librarything.com/services/rest/1.1/?method=librarything.ck.getwork&isbn=0441172717&apikey={librarythingkey}",
        CHAT
        + " librarything key {librarythingkey} ⟦for the village library's shelf list|the swap-shelf bot|please don't post it in the group⟧",
        "https://www.googleapis.com/books/v1/volumes?q=isbn:9780099518471&key={googlebookskey}",
        "final r = await http.get(Uri.https('www.googleapis.com', '/books/v1/volumes', {{'q': 'dune', 'key': '{googlebookskey}'}}));",
        "| provider | key |\n|---|---|\n| ISBNdb | {isbndbkey} |\n| LibraryThing | {librarythingkey} |",
        "the cycle store at the youth hostel is ⟦{cyclestore}|{cyclestore} on the keypad|code {cyclestore}⟧, the pump is on the hook by the door",
    ],
    # PatentsView, EPO Open Patent Services, Lens.org and USPTO Open Data Portal keys
    "patent_search_api_key": [
        "curl -H 'X-Api-Key: {patentsviewkey}' 'https://search.patentsview.org/api/v1/patent/?q={{\"patent_year\":2024}}'",
        "PatentsView API key for the prior-art spreadsheet: {patentsviewkey}",
        "curl -X POST https://ops.epo.org/3.2/auth/accesstoken -u {epokey}:{eposecret} -d grant_type=client_credentials",
        "EPO_OPS_KEY={epokey}\nEPO_OPS_SECRET={eposecret}",
        "curl -H 'Authorization: Bearer {lenstoken}' -H 'Content-Type: application/json' https://api.lens.org/patent/search -d @query.json",
        CHAT
        + " lens token {lenstoken} ⟦for the landscape report|the scholarly search too|trial access, don't share it⟧",
        "curl -H 'x-api-key: {usptokey}' 'https://api.uspto.gov/api/v1/patent/applications/search?q=applicationMetaData.inventionTitle:heat+pump'",
        "| provider | key |\n|---|---|\n| PatentsView | {patentsviewkey} |\n| USPTO ODP | {usptokey} |",
        "patents:\n  lens_token: {lenstoken}\n  uspto_key: {usptokey}",
        "the crew room at the ferry terminal is ⟦{crewroom}|{crewroom} on the keypad|code {crewroom}⟧, the rota is pinned by the kettle",
    ],
    # Podcast Index, Listen Notes, Podchaser and Taddy keys
    "podcast_directory_api_key": [
        "PODCASTINDEX_API_KEY={podcastindexkey}\nPODCASTINDEX_API_SECRET={podcastindexsecret}",
        "Podcast Index key {podcastindexkey} and secret {podcastindexsecret} for the church's sermon feed checker",
        "curl -H 'X-ListenAPI-Key: {listennoteskey}' 'https://listen-api.listennotes.com/api/v2/search?q=gardening'",
        "Listen Notes API key for the radio club's show-notes bot: {listennoteskey}",
        'curl -X POST https://api.podchaser.com/graphql -d \'{{"query": "mutation {{ requestAccessToken(input: {{grant_type: CLIENT_CREDENTIALS, client_id: \\"{podchaserid}\\", client_secret: \\"{podchasersecret}\\"}}) {{ access_token }} }}"}}\'',
        CHAT
        + " podchaser client secret {podchasersecret} ⟦for the guest-booking sheet|id is {podchaserid}|don't paste it in the newsletter⟧",
        "curl -H 'X-USER-ID: {taddyuser}' -H 'X-API-KEY: {taddykey}' https://api.taddy.org -d @search.json",
        "final res = await http.post(Uri.parse('https://api.taddy.org'), headers: {{'X-USER-ID': '{taddyuser}', 'X-API-KEY': '{taddykey}'}}, body: query);",
        "| provider | key |\n|---|---|\n| Listen Notes | {listennoteskey} |\n| Taddy | {taddykey} |",
        "the ball machine cage at the tennis club is ⟦{ballmachine}|{ballmachine} on the padlock|code {ballmachine}⟧, put the balls back in the hopper",
    ],
}

BENIGN: dict[str, list[str]] = {
    "telescope_shop_login_benign": [
        "First Light Optics order {orderno}: {count} eyepieces, £{money}, dispatched {date}",
        "Rother Valley Optics: {email}, a password reset link was sent, I'll order the solar filter myself",
        "| shop | email | password |\n|---|---|---|\n| First Light Optics | {email} | (in Bitwarden) |\n| Agena | {email} | (in Bitwarden) |",
        "High Point Scientific: star atlas, ISBN {isbn}, ${money}",
        "Agena AstroProducts: dew heater, UPC {upc}, {count} in stock",
        "the projector room at the planetarium is staffed from {hh}:{mi}, the dome lights are on the left panel",
    ],
    "bead_supply_shop_login_benign": [
        "Fire Mountain Gems order {orderno}: {count} hanks of seed beads, ${money}, ships {date}",
        "Cookson Gold: {email}, the password is with {name}, she'll order the silver wire",
        "| shop | login | password |\n|---|---|---|\n| Fire Mountain Gems | {email} | (ask me) |\n| Beads Direct | {email} | (ask me) |",
        "Rio Grande: the gemstones came in container {container}, customs cleared {date}",
        "Beads Direct: jewellery-making book, ISBN-10 {isbn10}, £{money}",
        "the fly floor at the theatre is manned during the show, tie off the cloth before the interval",
    ],
    "vegetable_seed_shop_login_benign": [
        "Chiltern Seeds order {orderno}: {count} packets, £{money}, dispatched {date}",
        "Baker Creek: {email}, a reset link was sent to your inbox",
        "| shop | login | password |\n|---|---|---|\n| Chiltern Seeds | {email} | [redacted] |\n| Real Seeds | {email} | [redacted] |",
        "Johnny's Selected Seeds: seed-starting mix, UPC {upc}, {count} bags",
        "Real Seeds: {email}, your password was changed on {date}; if this wasn't you, contact us",
        "the honesty box at the farm shop is emptied on Sundays, eggs are £{money} a half dozen",
    ],
    "fishkeeping_shop_login_benign": [
        "Bulk Reef Supply order {orderno}: {count} RO/DI cartridges, ${money}, delivery {date}",
        "Marine Depot: {email}, the password is in 1Password, the pump is ordered",
        "| shop | email | password |\n|---|---|---|\n| Bulk Reef Supply | {email} | •••••••• |\n| Swell UK | {email} | •••••••• |",
        "Swell UK: reef salt, barcode {ean}, £{money}",
        "Aquarium Co-Op: the aquascaping book is ISBN {isbn}, {count} left",
        "the plant room at the lido is checked every hour, write the chlorine reading on the clipboard",
    ],
    "archery_shop_login_benign": [
        "Merlin Archery order {orderno}: {count} dozen arrows, £{money}, dispatched {date}",
        "Lancaster Archery: {email}, the password is in the club vault, the limbs are ordered",
        "| shop | login | password |\n|---|---|---|\n| Merlin Archery | {email} | (see LastPass) |\n| Wales Archery | {email} | (see LastPass) |",
        "club membership card {loyalty}; fees by transfer to {iban}",
        "the greenkeeper's hut at the bowls club is open on match days, the mower key hangs by the door",
        "the dinghy park gate at the sailing club is open from {hh}:{mi} on race days, lock it behind you",
    ],
    "beekeeping_shop_login_benign": [
        "Thorne order {orderno}: {count} brood frames, £{money}, dispatched {date}",
        "Maisemore Apiaries: {email}, a password reset link was sent, I'll check out myself",
        "| shop | login | password |\n|---|---|---|\n| Thorne | {email} | (vault) |\n| Mann Lake | {email} | (vault) |",
        "Dadant: honey jars, UPC {upc}, {count} cases",
        "Mann Lake: the beekeeping handbook is ISBN-10 {isbn10}, ${money}",
        "the shed at the association apiary is open on Saturday mornings, the spare veils are in the blue box",
    ],
    "plant_identification_api_key_benign": [
        "https://my-api.plantnet.org/v2/identify/all?api-key=YOUR-PRIVATE-API-KEY&lang=en",
        "TREFLE_TOKEN=\n# ask {name} for the token, never commit it",
        "Perenual: {count}00 requests today, the key is in the password manager",
        "final dio = Dio(BaseOptions(headers: {{'Api-Key': Platform.environment['PLANT_ID_KEY']}}));",
        "| provider | key |\n|---|---|\n| Pl@ntNet | (rotated) |\n| Plant.id | (rotated) |",
        "the drying room at the campsite is open till {hh}:{mi}, boots on the bottom rack please",
    ],
    "court_records_api_key_benign": [
        'curl -H "Authorization: Token $COURTLISTENER_TOKEN" "https://www.courtlistener.com/api/rest/v4/search/?q=easement"',
        "UNICOURT_CLIENT_ID=\nUNICOURT_CLIENT_SECRET=\n# the firm's credentials are in the vault",
        "docket no. {count}:2{billno}-cv-0{billno}, filed {date}, hearing at {hh}:{mi}",
        "PACER: {email}, your password was reset on {date}; the quarterly bill is ${money}",
        "| provider | key |\n|---|---|\n| CourtListener | ******** |\n| Caselaw Access Project | ******** |",
        "the archive store at the museum is open by appointment, gloves on before you touch the boxes",
    ],
    "book_metadata_api_key_benign": [
        'curl -H "Authorization: $ISBNDB_KEY" https://api2.isbndb.com/book/{isbn}',
        "HARDCOVER_TOKEN=\n# the token is in the team's vault",
        "the book club's pick: ISBN {isbn} (ISBN-10 {isbn10}), £{money}, meeting {date}",
        "Google Books: {count}00 lookups today, the key was rotated on {date}",
        "| provider | key |\n|---|---|\n| ISBNdb | <hidden> |\n| LibraryThing | <hidden> |",
        "the cycle store at the youth hostel is open till {hh}:{mi}, the pump is on the hook by the door",
    ],
    "patent_search_api_key_benign": [
        'curl -H "X-Api-Key: $PATENTSVIEW_API_KEY" "https://search.patentsview.org/api/v1/patent/"',
        "EPO_OPS_KEY=\nEPO_OPS_SECRET=\n# register your own app on the developer portal",
        "prior art: US {count},{billno},{billno} B2, granted {date}; EP application filed the same week",
        "headers = {{'Authorization': 'Bearer ' + os.environ['LENS_TOKEN']}}",
        "| provider | key |\n|---|---|\n| PatentsView | (in the vault) |\n| USPTO ODP | (in the vault) |",
        "the crew room at the ferry terminal is open for the {hh}:{mi} sailing, the rota is pinned by the kettle",
    ],
    "podcast_directory_api_key_benign": [
        "PODCASTINDEX_API_KEY=\nPODCASTINDEX_API_SECRET=\n# sign up for your own, they are free",
        'curl -H "X-ListenAPI-Key: <YOUR_API_KEY>" "https://listen-api.listennotes.com/api/v2/search?q=gardening"',
        "episode {count}{billno}, {count}1 minutes, published {date}, feed id {orderno}",
        "Podchaser: the client secret was rotated on {date}, the new one is in the CI secrets",
        "| provider | key |\n|---|---|\n| Listen Notes | [hidden] |\n| Taddy | [hidden] |",
        "the ball machine cage at the tennis club is unlocked by the coach, put the balls back in the hopper",
    ],
}

SECRET = {kind: [t.replace("{PW}", PW) for t in templates] for kind, templates in SECRET.items()}
BENIGN = {kind: [t.replace("{PW}", PW) for t in templates] for kind, templates in BENIGN.items()}

BENIGN_TWIN = {kind: kind + "_benign" for kind in (*SECRET, "swimming_lesson_booking_login_ml")}
