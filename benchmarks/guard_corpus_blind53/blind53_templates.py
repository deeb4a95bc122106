"""Hand-written templates for the blind53 guard corpus: yarn-shop logins (LoveCrafts, Wool Warehouse, Hobbii and
WeCrochet passwords); homebrew-shop logins (The Malt Miller, Brewbitz, Northern Brewer and MoreBeer passwords);
equestrian-shop logins (Naylors, Dover Saddlery, SmartPak and Ride-away passwords); art-supplies-shop logins (Jackson's
Art, Cass Art, GreatArt and Cult Pens passwords); record-shop logins (Rough Trade, Juno Records, Banquet Records and
Norman Records passwords); camera-shop logins (Wex Photo Video, Park Cameras, Adorama and MPB passwords); scripture API
keys (API.Bible, Bible Brain, Biblia and the ESV API); job-listings API keys (Adzuna, Reed, USAJOBS and Jooble);
academic-search API keys (Semantic Scholar, Elsevier's Scopus, Springer Nature and NCBI's E-utilities); earth-imagery
API keys (Sentinel Hub, Planet, Mapillary and NASA FIRMS); charity-data API keys (the Charity Commission's register
API, GlobalGiving, CharityBase and Charity Navigator).

One secret template of each kind names no service at all (a bell tower's door, a cricket pavilion's barrel store, a
livery yard's tack room, a rowing club's boathouse, a hospital radio studio, a heritage railway's signal box, a chapel's
vestry, a lifeboat station's kit room, a physics roof's telescope dome, a river's sluice hut, a charity shop's sorting
room; two in camera_shop_login: the signal box and a nature reserve's bird hide, the latter's code sometimes given
digit by digit with dashes, as painted on the reserve's sign), and one benign template of its twin reads alike without
the code.

SECRET and BENIGN map a kind to its templates; every secret kind has a benign twin (BENIGN_TWIN) of the same shape
that keeps the layout and drops the credential: a masked value, a placeholder or env reference, a public identifier (an
order number, a loyalty card's number with its Luhn digit, a product's EAN-13 with its check digit, a book's ISBN-13
with its check digit, a journal's ISSN with its mod-11 check character, a researcher's ORCID iD with its ISO 7064
11,2 check character, a horsebox's VIN with its check digit, a charity's IBAN with its mod-97 check digits, a charity
number, a job reference, a Sentinel-2 tile), "a reset link was sent", "it is in the password manager" without the
value, "the key was rotated". make_blind53.py fills the fields ({{ and }} are literal braces) and resolves every
``⟦a|b|c⟧`` to one of its alternatives. Secret fields (SECRET_FIELDS in make_blind53.py) hold a credential; benign
templates use only benign fields.
"""

CHAT = "⟦[{hh}:{mi}] {name}:|{name} at {hh}:{mi}:|{date} {hh}:{mi} {name}:|<{name}>|{name} ({hh}:{mi})|{name} » |{name} — Today at {hh}:{mi}|💬 {name}:|{name}, {hh}:{mi}, Read:⟧"
PW = "⟦password|pw|pass|pwd|the password is|password is|passwd|login pw|pw:|password =>|pass is|pw -⟧"

SECRET: dict[str, list[str]] = {
    # LoveCrafts, Wool Warehouse, Hobbii and WeCrochet passwords
    "yarn_shop_login": [
        "LoveCrafts login, the chunky merino for the baby blanket is in the basket, it's 20 % off till Sunday: {email} / {lovecraftspw}",
        "Wool Warehouse account, the sock yarn is saved in the wishlist: {email}, {PW} {woolwarehousepw}",
        CHAT + " hobbii {email} {PW} {hobbiipw} ⟦the cardigan kit|the yarn club box|the free pattern download⟧",
        "WeCrochet: {email} ⟦-|/|,|:|→⟧ {wecrochetpw}",
        "| shop | email | password |\n|---|---|---|\n| LoveCrafts | {email} | {lovecraftspw} |\n| Hobbii | {email} | {hobbiipw} |",
        "Screenshot: Wool Warehouse > Login\nEmail Address {email}\nPassword {woolwarehousepw}\n[Login]  Forgotten your password?",
        "knitting group\n- wind the skeins\n- LoveCrafts: {email} / {lovecraftspw}\n- print the pattern for Pat",
        "wecrochet {email} {wecrochetpw}",
        "the hobbii password is {hobbiipw} ⟦(login {email})|for the Christmas jumper yarn|the crochet hooks order⟧",
        "the bell tower door at St Mary's is ⟦{belltower}|{belltower} on the keypad|code {belltower}⟧, practice night is Tuesday, the ropes are tied up",
    ],
    # The Malt Miller, Brewbitz, Northern Brewer and MoreBeer passwords
    "homebrew_shop_login": [
        "The Malt Miller login, the grain bill for the stout is in the basket, crushed please: {email} / {maltmillerpw}",
        "Brewbitz account, the fermenter and the airlocks are saved: {email}, {PW} {brewbitzpw}",
        CHAT
        + " northern brewer {email} {PW} {northernbrewerpw} ⟦the IPA extract kit|the yeast order, needs ice packs|the bottle capper⟧",
        "MoreBeer: {email}, {PW}: {morebeerpw}",
        "| shop | login | password |\n|---|---|---|\n| The Malt Miller | {email} | {maltmillerpw} |\n| MoreBeer | {email} | {morebeerpw} |",
        "Screenshot: Brewbitz > My Account\nEmail {email}\nPassword {brewbitzpw}\n[SIGN IN]",
        "brew day\n- sanitise everything\n- The Malt Miller: {email} / {maltmillerpw}\n- book the Saturday off",
        "morebeer {email} {morebeerpw}",
        "northern brewer pw {northernbrewerpw} ⟦for the hops order|{email}|the keg kit⟧",
        "the barrel store at the cricket pavilion is ⟦{barrelstore}|{barrelstore} on the padlock|code {barrelstore}⟧, the bitter goes on after the match",
    ],
    # Naylors, Dover Saddlery, SmartPak and Ride-away passwords
    "equestrian_shop_login": [
        "Naylors login, the fly rug and the hoof oil are on click and collect: {email} / {naylorspw}",
        "Dover Saddlery account, the girth for Biscuit is in the cart: {email}, {PW} {doverpw}",
        CHAT
        + " smartpak {email} {PW} {smartpakpw} ⟦the supplements autoship|the riding boots return|the treats for the yard⟧",
        "Ride-away: {email} ⟦-|/|,|:⟧ {rideawaypw}",
        "| shop | login | password |\n|---|---|---|\n| Naylors | {email} | {naylorspw} |\n| Ride-away | {email} | {rideawaypw} |",
        "Screenshot: SmartPak > Sign In\nEmail {email}\nPassword {smartpakpw}\n[SIGN IN]  Forgot password?",
        "show season\n- plait the mane\n- Naylors: {email} / {naylorspw}\n- book the farrier",
        "dover saddlery {email} {doverpw}",
        "the ride-away password is {rideawaypw} ⟦(email {email})|for the hat for pony club|the numnah order⟧",
        "the tack room at the livery yard is ⟦{tackroom}|{tackroom} on the keypad|combination {tackroom}⟧, the saddles go back on the racks",
    ],
    # Jackson's Art, Cass Art, GreatArt and Cult Pens passwords
    "art_supplies_shop_login": [
        "Jackson's Art login, the oil paints and the linseed are in the basket: {email} / {jacksonspw}",
        "Cass Art account, the sketchbooks for the class are saved: {email}, {PW} {casspw}",
        CHAT + " greatart {email} {PW} {greatartpw} ⟦the canvas boards|the watercolour set for Gran|the easel return⟧",
        "Cult Pens: {email}, {PW}: {cultpenspw}",
        "| shop | email | password |\n|---|---|---|\n| Jackson's Art | {email} | {jacksonspw} |\n| Cult Pens | {email} | {cultpenspw} |",
        "Screenshot: Cass Art > Sign in\nEmail {email}\nPassword {casspw}\n[Sign in]",
        "life drawing\n- charcoal and putty rubbers\n- Jackson's Art: {email} / {jacksonspw}\n- pay the model",
        "cult pens {email} {cultpenspw}",
        "greatart pw {greatartpw} ⟦for the gouache order|{email}|the brush cleaner⟧",
        "the boathouse at the rowing club is ⟦{boathouse}|{boathouse} on the padlock|code {boathouse}⟧, the sculls go back on the top rack",
    ],
    # Rough Trade, Juno Records, Banquet Records and Norman Records passwords
    "record_shop_login": [
        "Rough Trade login, the limited vinyl pre-order is in the basket, it ships on release day: {email} / {roughtradepw}",
        "Juno Records account, the 12-inches for the set are in the cart: {email}, {PW} {junopw}",
        CHAT + " banquet {email} {PW} {banquetpw} ⟦the signed LP|the in-store gig tickets|the Record Store Day list⟧",
        "Norman Records: {email} ⟦-|/|,|:|→⟧ {normanpw}",
        "| shop | login | password |\n|---|---|---|\n| Rough Trade | {email} | {roughtradepw} |\n| Juno Records | {email} | {junopw} |",
        "Screenshot: Norman Records > Log in\nEmail {email}\nPassword {normanpw}\n[LOG IN]",
        "party\n- fix the turntable belt\n- Juno: {email} / {junopw}\n- borrow the speakers",
        "banquet records {email} {banquetpw}",
        "the rough trade password is {roughtradepw} ⟦(login {email})|for the subscription box|the gift card order⟧",
        "the hospital radio studio is ⟦{radiostudio}|{radiostudio} on the keypad|door code {radiostudio}⟧, the request show starts at seven",
    ],
    # Wex Photo Video, Park Cameras, Adorama and MPB passwords
    "camera_shop_login": [
        "Wex Photo Video login, the 70-200 lens trade-in is in the basket: {email} / {wexpw}",
        "Park Cameras account, the tripod and the ND filters are saved: {email}, {PW} {parkcamerapw}",
        CHAT + " adorama {email} {PW} {adoramapw} ⟦the memory cards|the flash return|the camera bag for Jo⟧",
        "MPB: {email}, {PW}: {mpbpw}",
        "| shop | login | password |\n|---|---|---|\n| Wex | {email} | {wexpw} |\n| MPB | {email} | {mpbpw} |",
        "Screenshot: Park Cameras > Log In\nEmail {email}\nPassword {parkcamerapw}\n[LOG IN]",
        "wedding shoot\n- charge the batteries\n- Wex: {email} / {wexpw}\n- format the cards",
        "adorama {email} {adoramapw}",
        "the signal box at the heritage railway is ⟦{signalbox}|{signalbox} on the padlock|code {signalbox}⟧, sign the visitors' book by the lever frame",
        "the bird hide at the nature reserve is ⟦{birdhide}|{birdhidedashed}|{birdhidedashed}, as on the sign⟧, close the shutters when you leave",
    ],
    # API.Bible, Bible Brain, Biblia and ESV API keys
    "scripture_api_key": [
        "curl -H 'api-key: {apibiblekey}' https://api.scripture.api.bible/v1/bibles",
        "API.Bible key for the verse-of-the-day screen in the church foyer: {apibiblekey}",
        "https://4.dbt.io/api/bibles/filesets/ENGESVN2DA/JHN/3?v=4&key={biblebrainkey}",
        "BIBLE_BRAIN_KEY={biblebrainkey}",
        "fetch('https://api.biblia.com/v1/bible/content/LEB.txt?passage=John3.16&key={bibliakey}').then(r => r.text())",
        CHAT + " esv api token {esvtoken} ⟦for the slides app|the homegroup bot|don't put it in the repo⟧",
        'req, _ := http.NewRequest("GET", "https://api.esv.org/v3/passage/text/?q=Psalm+23", nil)\nreq.Header.Set("Authorization", "Token {esvtoken}")',
        "| provider | key |\n|---|---|\n| API.Bible | {apibiblekey} |\n| Biblia | {bibliakey} |",
        '{{\n  "name": "scripture",\n  "values": [\n    {{"key": "apiBibleKey", "value": "{apibiblekey}", "enabled": true}}\n  ]\n}}',
        "the vestry at the chapel is ⟦{vestry}|{vestry} on the keypad|code {vestry}⟧, the hymn numbers are in the top drawer",
    ],
    # Adzuna, Reed, USAJOBS and Jooble keys
    "job_listings_api_key": [
        "https://api.adzuna.com/v1/api/jobs/gb/search/1?app_id={adzunaid}&app_key={adzunakey}&what=nurse&where=leeds",
        "ADZUNA_APP_ID={adzunaid}\nADZUNA_APP_KEY={adzunakey}",
        "curl -u {reedkey}: 'https://www.reed.co.uk/api/1.0/search?keywords=welder&locationName=Hull'",
        "Reed API key for the careers page at college: {reedkey} (username, the password is empty)",
        "curl -H 'Host: data.usajobs.gov' -H 'User-Agent: {email}' -H 'Authorization-Key: {usajobskey}' 'https://data.usajobs.gov/api/search?Keyword=park+ranger'",
        CHAT + " usajobs key {usajobskey} ⟦for the veterans' job board|registered to {email}|keep it off the wiki⟧",
        "library(httr)\nres <- POST('https://jooble.org/api/{jooblekey}', body = list(keywords = 'barista', location = 'Bristol'), encode = 'json')",
        "| provider | key |\n|---|---|\n| Adzuna | {adzunakey} |\n| Jooble | {jooblekey} |",
        "JOOBLE_KEY={jooblekey}",
        "the kit room at the lifeboat station is ⟦{kitroom}|{kitroom} on the keypad|code {kitroom}⟧, the dry suits hang on the left",
    ],
    # Semantic Scholar, Elsevier (Scopus), Springer Nature and NCBI E-utilities keys
    "academic_search_api_key": [
        "curl -H 'x-api-key: {s2key}' 'https://api.semanticscholar.org/graph/v1/paper/search?query=soil+microbiome&fields=title,year'",
        "Semantic Scholar API key for the lab's reading-list bot: {s2key}",
        "the papers dataset download link (it works for a week): {s2url}",
        "curl -H 'X-ELS-APIKey: {elsevierkey}' -H 'Accept: application/json' 'https://api.elsevier.com/content/search/scopus?query=TITLE(peatland)'",
        "SCOPUS_API_KEY={elsevierkey}",
        "https://api.springernature.com/meta/v2/json?q=subject:Chemistry&api_key={springerkey}",
        '{{\n "cell_type": "code",\n "source": [\n  "from Bio import Entrez\\n",\n  "Entrez.email = \\"{email}\\"\\n",\n  "Entrez.api_key = \\"{ncbikey}\\""\n ]\n}}',
        CHAT
        + " ncbi api key {ncbikey} ⟦for the pubmed scraper|10 requests a second with it|don't commit it to the thesis repo⟧",
        "| provider | key |\n|---|---|\n| Semantic Scholar | {s2key} |\n| Springer Nature | {springerkey} |",
        "the telescope dome on the physics roof is ⟦{telescopedome}|{telescopedome} on the keypad|code {telescopedome}⟧, close the slit if it starts to rain",
    ],
    # Sentinel Hub, Planet, Mapillary and NASA FIRMS keys
    "earth_imagery_api_key": [
        "curl -X POST https://services.sentinel-hub.com/auth/realms/main/protocol/openid-connect/token -d 'grant_type=client_credentials&client_id={sentinelid}&client_secret={sentinelsecret}'",
        "SH_CLIENT_ID={sentinelid}\nSH_CLIENT_SECRET={sentinelsecret}",
        "curl -H 'Authorization: Bearer {sentineltoken}' https://services.sentinel-hub.com/api/v1/process",
        "curl -u {planetkey}: https://api.planet.com/data/v1/item-types",
        "PL_API_KEY={planetkey}",
        CHAT
        + " mapillary token {mapillarytoken} ⟦for the street-level map of the village|the footpath survey|client token, still don't share it⟧",
        "https://graph.mapillary.com/images?access_token={mapillarytoken}&fields=id,thumb_1024_url&bbox=-1.6,52.1,-1.5,52.2",
        "https://firms.modaps.eosdis.nasa.gov/api/area/csv/{firmskey}/VIIRS_SNPP_NRT/world/1",
        "| provider | key |\n|---|---|\n| Planet | {planetkey} |\n| NASA FIRMS | {firmskey} |",
        "the sluice hut on the river is ⟦{sluicehut}|{sluicehut} on the padlock|code {sluicehut}⟧, write the level in the log before you open the gate",
    ],
    # Charity Commission register API, GlobalGiving, CharityBase and Charity Navigator keys
    "charity_data_api_key": [
        "curl -H 'Ocp-Apim-Subscription-Key: {ccewkey}' https://api.charitycommission.gov.uk/register/api/allcharitydetails/1089464/0",
        "Charity Commission register API subscription key for the funders' list: {ccewkey}",
        "https://api.globalgiving.org/api/public/projectservice/all/projects/active?api_key={globalgivingkey}",
        "GLOBALGIVING_API_KEY={globalgivingkey}",
        "curl -H 'Authorization: Apikey {charitybasekey}' -H 'Content-Type: application/json' https://charitybase.uk/api/graphql -d @query.json",
        CHAT
        + " charitybase key {charitybasekey} ⟦for the grants spreadsheet|the volunteer map|keep it out of the trustees' pack⟧",
        "BEGIN:VEVENT\nSUMMARY:Grant data sync\nDESCRIPTION:Charity Navigator API key {cnavkey} - refresh the ratings before the board meeting\nEND:VEVENT",
        "| provider | key |\n|---|---|\n| Charity Commission | {ccewkey} |\n| Charity Navigator | {cnavkey} |",
        "charity_data:\n  charity_navigator_key: {cnavkey}\n  globalgiving_key: {globalgivingkey}",
        "the sorting room at the charity shop is ⟦{sortingroom}|{sortingroom} on the keypad|code {sortingroom}⟧, the bric-a-brac goes on the back shelves",
    ],
}

BENIGN: dict[str, list[str]] = {
    "yarn_shop_login_benign": [
        "LoveCrafts order {orderno}: {count} balls of chunky merino, £{money}, dispatched {date}",
        "Wool Warehouse: {email}, a password reset link was sent, I'll order the sock yarn myself",
        "| shop | email | password |\n|---|---|---|\n| LoveCrafts | {email} | (in Bitwarden) |\n| Hobbii | {email} | (in Bitwarden) |",
        "Hobbii: cotton yarn, barcode {ean}, {count} in stock",
        "WeCrochet: the pattern book is ISBN {isbn}, £{money}",
        "the bell tower door at St Mary's is open from half seven, practice night is Tuesday, the ropes are tied up",
    ],
    "homebrew_shop_login_benign": [
        "The Malt Miller order {orderno}: {count} kg of pale malt, £{money}, delivery {date}",
        "Brewbitz: {email}, the password is with {name}, she'll order the fermenter",
        "| shop | login | password |\n|---|---|---|\n| The Malt Miller | {email} | (ask me) |\n| MoreBeer | {email} | (ask me) |",
        "Northern Brewer: extract kit, barcode {ean}, brew by {date}",
        "MoreBeer rewards card {loyalty}, {count}00 points",
        "the barrel store at the cricket pavilion is unlocked by the steward, the bitter goes on after the match",
    ],
    "equestrian_shop_login_benign": [
        "Naylors order {orderno}: fly rug, £{money}, ready to collect {date}",
        "Dover Saddlery: {email}, a reset link was sent to your inbox",
        "| shop | login | password |\n|---|---|---|\n| Naylors | {email} | [redacted] |\n| SmartPak | {email} | [redacted] |",
        "horsebox for sale, {reg}, VIN {vin}, MOT till {date}",
        "SmartPak: {email}, your password was changed on {date}; if this wasn't you, call us",
        "the tack room at the livery yard is locked at {hh}:{mi}, the saddles go back on the racks",
    ],
    "art_supplies_shop_login_benign": [
        "Jackson's Art order {orderno}: {count} tubes of oil paint, £{money}, dispatched {date}",
        "Cass Art: {email}, the password is in 1Password, the sketchbooks are ordered",
        "| shop | email | password |\n|---|---|---|\n| Jackson's Art | {email} | •••••••• |\n| Cult Pens | {email} | •••••••• |",
        "GreatArt: the colour-mixing guide is ISBN {isbn}, {count} left",
        "Cult Pens: fountain pen ink, barcode {ean}, £{money}",
        "the boathouse at the rowing club opens at {hh}:{mi}, the sculls go back on the top rack",
    ],
    "record_shop_login_benign": [
        "Rough Trade order {orderno}: {count} LPs, £{money}, ships on {date}",
        "Juno Records: {email}, a password reset link was sent, I'll check out myself",
        "| shop | login | password |\n|---|---|---|\n| Rough Trade | {email} | (vault) |\n| Banquet | {email} | (vault) |",
        "Norman Records: the reissue, catalogue number WARP{billno}, barcode {ean}",
        "Banquet Records: gig tickets for {date}, order {orderno}, doors at {hh}:{mi}",
        "the hospital radio studio is staffed from six, the request show starts at seven",
    ],
    "camera_shop_login_benign": [
        "Wex Photo Video order {orderno}: ND filter set, £{money}, delivery {date}",
        "Park Cameras: {email}, the password is in the family vault, the tripod is ordered",
        "| shop | login | password |\n|---|---|---|\n| Wex | {email} | (see LastPass) |\n| MPB | {email} | (see LastPass) |",
        "Adorama: memory card, barcode {ean}, {count} in stock",
        "the signal box at the heritage railway is open on gala days, sign the visitors' book by the lever frame",
        "the bird hide at the nature reserve is open dawn till dusk, close the shutters when you leave",
    ],
    "scripture_api_key_benign": [
        'curl -H "api-key: $API_BIBLE_KEY" https://api.scripture.api.bible/v1/bibles',
        "BIBLE_BRAIN_KEY=\n# ask {name} for the key, never commit it",
        "the pew Bible is ISBN {isbn}, {count} copies, £{money} each",
        "ESV API: {count}00 queries today, the token is in the password manager",
        "| provider | key |\n|---|---|\n| API.Bible | (rotated) |\n| Biblia | (rotated) |",
        "the vestry at the chapel is open before the service, the hymn numbers are in the top drawer",
    ],
    "job_listings_api_key_benign": [
        "https://api.adzuna.com/v1/api/jobs/gb/search/1?app_id=YOUR_APP_ID&app_key=YOUR_APP_KEY&what=nurse",
        "ADZUNA_APP_ID=\nADZUNA_APP_KEY=\n# register for your own keys on the developer site",
        "Reed: job reference {orderno}, £{count}2,000 a year, closes {date}",
        "headers = {{'Authorization-Key': os.environ['USAJOBS_KEY'], 'User-Agent': os.environ['USAJOBS_EMAIL']}}",
        "| provider | key |\n|---|---|\n| Adzuna | ******** |\n| Jooble | ******** |",
        "the kit room at the lifeboat station is open on training nights, the dry suits hang on the left",
    ],
    "academic_search_api_key_benign": [
        'curl -H "x-api-key: $S2_API_KEY" "https://api.semanticscholar.org/graph/v1/paper/search?query=soil+microbiome"',
        "SCOPUS_API_KEY=\n# the key is tied to the university network, ask the library",
        "the paper is in the journal with ISSN {issn}, volume {count}, out {date}",
        "author: {name}, ORCID {orcid}",
        "Entrez.api_key = os.environ['NCBI_API_KEY']",
        "the telescope dome on the physics roof is open on clear Fridays, close the slit if it starts to rain",
    ],
    "earth_imagery_api_key_benign": [
        "SH_CLIENT_ID=\nSH_CLIENT_SECRET=\n# create an OAuth client in the dashboard, don't reuse mine",
        'curl -u "$PL_API_KEY:" https://api.planet.com/data/v1/item-types',
        "Sentinel-2 tile {tile}, cloud cover {count} %, acquired {date}",
        "Mapillary: the access token was rotated on {date}, the new one is in the CI secrets",
        "| provider | key |\n|---|---|\n| Planet | <hidden> |\n| NASA FIRMS | <hidden> |",
        "the sluice hut on the river is checked every morning, write the level in the log before you open the gate",
    ],
    "charity_data_api_key_benign": [
        "curl -H 'Ocp-Apim-Subscription-Key: YOUR_SUBSCRIPTION_KEY' https://api.charitycommission.gov.uk/register/api/allcharitydetails/1089464/0",
        "GLOBALGIVING_API_KEY=\n# the key is in the team's vault",
        "registered charity number {charityno}; to donate by bank transfer: {iban}",
        "CharityBase: {count}0 charities matched, the key is in the password manager",
        "| provider | key |\n|---|---|\n| Charity Commission | (in the vault) |\n| Charity Navigator | (in the vault) |",
        "the sorting room at the charity shop is open to volunteers from ten, the bric-a-brac goes on the back shelves",
    ],
}

SECRET = {kind: [t.replace("{PW}", PW) for t in templates] for kind, templates in SECRET.items()}
BENIGN = {kind: [t.replace("{PW}", PW) for t in templates] for kind, templates in BENIGN.items()}

BENIGN_TWIN = {kind: kind + "_benign" for kind in (*SECRET, "laundry_booking_login_ml")}
