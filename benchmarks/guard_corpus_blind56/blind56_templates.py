"""Hand-written templates for the blind56 guard corpus: bonsai-nursery logins (Kaizen Bonsai, Bonsai Outlet, Bonsai
Empire and Stone Lantern passwords); cheese-shop logins (Neal's Yard Dairy, Paxton & Whitfield, Murray's Cheese and
The Cheese Society passwords); dancewear-shop logins (Dancewear Central, Capezio, Discount Dance and Dance Direct
passwords); candle-and-soap-making-supply logins (CandleScience, Candle Shack, Bramble Berry and The Soap Kitchen
passwords); mushroom-growing-supply logins (North Spore, Ann Miller's Speciality Mushrooms, Fungi Perfecti and
GroCycle passwords); circus-skills-shop logins (Play Juggling, Oddballs, Flames N Games and Juggle Dream passwords);
fuel-price API keys (Tankerkönig, CollectAPI's gas prices and the UK Fuel Finder scheme's client secret and bearer
token); lyrics API keys (Musixmatch, LyricFind, Happi and ACRCloud's access key and secret); content-moderation API
keys (Sightengine's API secret, WebPurify and Google's Perspective API); EV-charging-map API keys (Open Charge Map,
Chargetrip and Eco-Movement); trivia-quiz API keys (QuizAPI, The Trivia API and API Ninjas).

One secret template of each kind names no service at all (a fencing club's armoury, a racing pigeon club's loft, a
brass band's bandroom, a community cinema's projection booth, a judo club's mat store, a rowing club's erg room, a
mountain bothy's fuel store, a showground's first-aid hut, a museum's handling-collection store, an allotment
society's trading hut, a canal lock-keeper's hut; two in circus_skills_shop_login: the handling-collection store and an
orchard's cider barn), and one benign template of its twin reads alike without the code. The codes are told in shapes
blind54 and blind55 did not use (the code first and the place after it, "whoever opens up", "gets you into", a
Codelocks-style "press C, then <code>, then turn the knob", "type <code> and wait for the green light", "<place> =
<code>", "the padlock is set to <code>, scramble the dials", a key box's code, "is on <code> this month", "if <name>
asks", "opens to", "chalked on the press").

SECRET and BENIGN map a kind to its templates; every secret kind has a benign twin (BENIGN_TWIN) of the same shape
that keeps the layout and drops the credential: a masked value, a placeholder or env reference, an empty assignment, a
public identifier (an order number, a bonsai book's ISBN-13, a cheese's EAN-13, a leotard's UPC-A, a fuel card's
number with its Luhn digit, a song's ISWC with its check digit, a journal's ISSN with its mod-11 check character, an
electric car's VIN with its check digit, a shop's IBAN with its mod-97 check digits), "a reset link was sent", "it is in
the vault" without the value, "the key was rotated". make_blind56.py fills the fields ({{ and }} are literal braces)
and resolves every ``⟦a|b|c⟧`` to one of its alternatives. Secret fields (SECRET_FIELDS in make_blind56.py) hold a
credential; benign templates use only benign fields.
"""

CHAT = "⟦[{hh}:{mi}] {name}:|{name} {hh}:{mi}|{date} {hh}:{mi} <{name}>|Nextcloud Talk · {name} · {hh}:{mi}|{name} ({hh}:{mi}):|{name} said at {hh}:{mi}:|✉ {name}:|{name} »⟧"
PW = "⟦password|pw|pass|pwd|password is|the password's|passwd|pw:|login pw|pass =|pw is|p/w|passcode⟧"

SECRET: dict[str, list[str]] = {
    # Kaizen Bonsai, Bonsai Outlet, Bonsai Empire and Stone Lantern passwords
    "bonsai_nursery_login": [
        "Kaizen Bonsai login, the field maple pre-bonsai and the akadama are in the basket for Dad's birthday: {email} / {kaizenpw}",
        "Bonsai Outlet account, the concave cutter and the training pots are on the wish list: {email}, {PW} {bonsaioutletpw}",
        CHAT
        + " bonsai empire {email} {PW} {bonsaiempirepw} ⟦the wiring course|the juniper masterclass|the repotting video⟧",
        "Stone Lantern: {email} ⟦-|/|,|:|→|>>⟧ {stonelanternpw}",
        "| nursery | email | password |\n|---|---|---|\n| Kaizen Bonsai | {email} | {kaizenpw} |\n| Stone Lantern | {email} | {stonelanternpw} |",
        "Screenshot: Bonsai Outlet > Sign In\nEmail {email}\nPassword {bonsaioutletpw}\n[SIGN IN]  Forgot password?",
        "repotting weekend\n- soak the trident maple\n- Kaizen: {email} / {kaizenpw}\n- sieve the pumice",
        "bonsaiempire {email} {bonsaiempirepw}",
        "the stone lantern password is {stonelanternpw} ⟦(login {email})|for the wire order|the spring sale⟧",
        "⟦whoever opens up at the fencing club tonight|if you're first in for fencing⟧: the armoury is {armoury}, ⟦masks back on the rack by size|the body wires go in the red crate⟧",
    ],
    # Neal's Yard Dairy, Paxton & Whitfield, Murray's Cheese and The Cheese Society passwords
    "cheese_shop_login": [
        "Neal's Yard Dairy login, the Montgomery cheddar and the Stichelton are in the basket for Christmas: {email} / {nealsyardpw}",
        "Paxton & Whitfield account, the cheese club subscription is saved for Mum: {email}, {PW} {paxtonpw}",
        CHAT + " murray's cheese {email} {PW} {murrayspw} ⟦the raclette for Friday|the gift box|the wedge sampler⟧",
        "The Cheese Society: {email}, {PW}: {cheesesocietypw}",
        "| shop | login | password |\n|---|---|---|\n| Neal's Yard Dairy | {email} | {nealsyardpw} |\n| The Cheese Society | {email} | {cheesesocietypw} |",
        "Screenshot: Paxton & Whitfield > My Account\nEmail address {email}\nPassword {paxtonpw}\n[LOG IN]",
        "for the party\n- collect the crackers\n- Murray's: {email} / {murrayspw}\n- the quince paste",
        "nealsyard {email} {nealsyardpw}",
        "the cheese society pw {cheesesocietypw} ⟦for the blue cheese box|{email}|the Stilton order⟧",
        "{pigeonloft} gets you into the loft at the pigeon club ⟦- clock the birds in before you feed them|- the baskets for Sunday's race are stacked by the door⟧",
    ],
    # Dancewear Central, Capezio, Discount Dance and Dance Direct passwords
    "dancewear_shop_login": [
        "Dancewear Central login, the ballet shoes and the grade 3 leotard are in the basket: {email} / {dancewearpw}",
        "Capezio account, the tap shoes in size 2 are saved for the show: {email}, {PW} {capeziopw}",
        CHAT + " discount dance {email} {PW} {discountdancepw} ⟦the jazz shoes|the recital tights|the warm-up booties⟧",
        "Dance Direct: {email} ⟦-|/|,|:⟧ {dancedirectpw}",
        "| shop | login | password |\n|---|---|---|\n| Dancewear Central | {email} | {dancewearpw} |\n| Dance Direct | {email} | {dancedirectpw} |",
        "Screenshot: Capezio > Sign In\nEmail {email}\nPassword {capeziopw}\n[SIGN IN]  Create an account",
        "show week\n- sew the ribbons on the pointe shoes\n- Discount Dance: {email} / {discountdancepw}\n- hairnets and grips",
        "dancedirect {email} {dancedirectpw}",
        "the dancewear central password is {dancewearpw} ⟦(login {email})|for the exam uniform|the character shoes⟧",
        "{bandroom} ⟦—|-|:⟧ bandroom, ⟦the brass band hall|the band's hut behind the church⟧. ⟦Stands back in the corner.|Put the cornets back in their cases.⟧",
    ],
    # CandleScience, Candle Shack, Bramble Berry and The Soap Kitchen passwords
    "candle_soap_supply_shop_login": [
        "CandleScience login, the soy wax flakes and the cotton wicks are in the cart for the craft fair: {email} / {candlesciencepw}",
        "Candle Shack account, the amber jars and the fragrance oils are saved: {email}, {PW} {candleshackpw}",
        CHAT + " bramble berry {email} {PW} {brambleberrypw} ⟦the melt-and-pour base|the mica samples|the loaf mould⟧",
        "The Soap Kitchen: {email}, {PW}: {soapkitchenpw}",
        "| shop | login | password |\n|---|---|---|\n| CandleScience | {email} | {candlesciencepw} |\n| The Soap Kitchen | {email} | {soapkitchenpw} |",
        "Screenshot: Candle Shack > Log in\nEmail {email}\nPassword {candleshackpw}\n[Log in]  Lost your password?",
        "craft fair prep\n- cure the lavender bars\n- Bramble Berry: {email} / {brambleberrypw}\n- label the tins",
        "candleshack {email} {candleshackpw}",
        "soap kitchen pw {soapkitchenpw} ⟦for the lye order|{email}|the shea butter⟧",
        "the booth upstairs at the community cinema: press C, then {booth}, then turn the knob ⟦down|to the right⟧ - ⟦the reels for Saturday are on the bench|leave the porthole shutter closed⟧",
    ],
    # North Spore, Ann Miller's Speciality Mushrooms, Fungi Perfecti and GroCycle passwords
    "mushroom_growing_supply_login": [
        "North Spore login, the oyster grow kit and the spawn bags are in the cart: {email} / {northsporepw}",
        "Ann Miller's account, the shiitake dowels are saved for the log day: {email}, {PW} {annmillerpw}",
        CHAT
        + " fungi perfecti {email} {PW} {fungiperfectipw} ⟦the lion's mane plugs|the grain spawn|the wax for the logs⟧",
        "GroCycle: {email} ⟦-|/|,|:|→⟧ {grocyclepw}",
        "| shop | email | password |\n|---|---|---|\n| North Spore | {email} | {northsporepw} |\n| GroCycle | {email} | {grocyclepw} |",
        "Screenshot: Ann Miller's > Account\nEmail {email}\nPassword {annmillerpw}\n[LOGIN]",
        "log inoculation day\n- drill the oak logs\n- Fungi Perfecti: {email} / {fungiperfectipw}\n- melt the wax",
        "grocycle {email} {grocyclepw}",
        "the north spore password is {northsporepw} ⟦(login {email})|for the fruiting tent|the autumn order⟧",
        "judo tonight? mat store: type {matstore} and wait for the green light, ⟦then pull hard|the door sticks⟧ - ⟦mats back in stacks of ten|the crash mats go at the back⟧",
    ],
    # Play Juggling, Oddballs, Flames N Games and Juggle Dream passwords
    "circus_skills_shop_login": [
        "Play Juggling login, the beanbags and the club set are in the basket for the school workshop: {email} / {playjugglingpw}",
        "Oddballs account, the diabolo and the hand sticks are on the wish list: {email}, {PW} {oddballspw}",
        CHAT
        + " flames n games {email} {PW} {flamesngamespw} ⟦the poi for the fire show|the devil stick|the spinning plates⟧",
        "Juggle Dream: {email}, {PW}: {juggledreampw}",
        "| shop | login | password |\n|---|---|---|\n| Play Juggling | {email} | {playjugglingpw} |\n| Juggle Dream | {email} | {juggledreampw} |",
        "Screenshot: Oddballs > Sign in\nEmail {email}\nPassword {oddballspw}\n[SIGN IN]",
        "festival kit\n- soak the fire wicks\n- Flames N Games: {email} / {flamesngamespw}\n- the fire blanket",
        "oddballs {email} {oddballspw}",
        "volunteers only: the handling collection store at the museum is on ⟦{handling}|code {handling}⟧ this month, ⟦gloves on for the Roman pots|the fossils stay in their trays⟧",
        "Cider barn at the orchard: code's chalked on the press, {ciderbarn}; ⟦the barrels on the left are this year's|don't open the tap on the big vat⟧",
    ],
    # Tankerkönig, CollectAPI gas prices and UK Fuel Finder keys and tokens
    "fuel_price_api_key": [
        "https://creativecommons.tankerkoenig.de/json/list.php?lat=52.521&lng=13.438&rad=4&sort=dist&type=all&apikey={tankerkoenigkey}",
        "Tankerkönig API-Key für das Spritpreis-Widget im Küchen-Display: {tankerkoenigkey}",
        'HttpRequest request = HttpRequest.newBuilder()\n    .uri(URI.create("https://api.collectapi.com/gasPrice/europeanCountries"))\n    .header("authorization", "apikey {collectapikey}")\n    .build();',
        "COLLECTAPI_KEY={collectapikey}",
        "curl -X POST https://www.fuel-finder.service.gov.uk/api/v1/oauth/generate_access_token -d 'client_id=fuelclub-{clientno}&client_secret={fuelfindersecret}'",
        CHAT
        + " fuel finder client secret {fuelfindersecret} ⟦for the cheapest-diesel bot|the club's account, don't forward it|it's on the dev plan⟧",
        "curl -H 'Authorization: Bearer {fuelfinderjwt}' https://www.fuel-finder.service.gov.uk/api/v1/pfs/fuel-prices",
        "| provider | key |\n|---|---|\n| Tankerkönig | {tankerkoenigkey} |\n| CollectAPI | {collectapikey} |",
        "fuel:\n  tankerkoenig_key: {tankerkoenigkey}\n  fuel_finder_secret: {fuelfindersecret}",
        "rowing club erg room = {ergroom} ⟦(wipe the seats after)|(monitors off at the wall)|- the chains need oil⟧",
    ],
    # Musixmatch, LyricFind, Happi and ACRCloud keys
    "lyrics_api_key": [
        "https://api.musixmatch.com/ws/1.1/matcher.lyrics.get?q_track=yellow&q_artist=coldplay&apikey={musixmatchkey}",
        "Musixmatch key for the karaoke night's lyric screen: {musixmatchkey}",
        'HTTPoison.get!("https://api.lyricfind.com/lyric.do", [], params: %{{apikey: "{lyricfindkey}", trackid: "isrc:GBAYE0601498"}})',
        "LYRICFIND_API_KEY={lyricfindkey}",
        "curl -H 'x-happi-key: {happikey}' 'https://api.happi.dev/v1/music?q=hallelujah&limit=5'",
        CHAT
        + " happi key {happikey} ⟦for the choir's song finder|free tier, 50 calls a day|keep it out of the group chat⟧",
        "acrcloud:\n  host: identify-eu-west-1.acrcloud.com\n  access_key: {acrcloudkey}\n  access_secret: {acrcloudsecret}",
        "| provider | key |\n|---|---|\n| Musixmatch | {musixmatchkey} |\n| LyricFind | {lyricfindkey} |",
        "ACRCLOUD_ACCESS_KEY={acrcloudkey}\nACRCLOUD_ACCESS_SECRET={acrcloudsecret}",
        "the padlock on the bothy's fuel store is set to {bothy}; ⟦scramble the dials when you leave|put the coal back before you go⟧, ⟦the logbook is on the shelf|the spade is behind the door⟧",
    ],
    # Sightengine, WebPurify and Perspective API keys
    "content_moderation_api_key": [
        "curl -X POST 'https://api.sightengine.com/1.0/check.json' -F 'media=@upload.jpg' -F 'models=nudity-2.1,offensive' -F 'api_user={sightengineuser}' -F 'api_secret={sightenginesecret}'",
        "Sightengine for the forum's image uploads: api_user {sightengineuser}, api_secret {sightenginesecret}",
        "https://api1.webpurify.com/services/rest/?method=webpurify.live.check&api_key={webpurifykey}&text=hello&format=json",
        "WEBPURIFY_API_KEY={webpurifykey}",
        "https://commentanalyzer.googleapis.com/v1alpha1/comments:analyze?key={perspectivekey}",
        CHAT
        + " perspective API key {perspectivekey} ⟦for the comment filter on the club site|quota is 1 QPS|not for the public repo⟧",
        'client = discovery.build("commentanalyzer", "v1alpha1", developerKey="{perspectivekey}", discoveryServiceUrl=DISCOVERY_URL)',
        "| provider | key |\n|---|---|\n| WebPurify | {webpurifykey} |\n| Sightengine | {sightenginesecret} |",
        "moderation:\n  webpurify_key: {webpurifykey}\n  sightengine_secret: {sightenginesecret}",
        "First-aid hut at the showground: the key's in the key box, box code {firstaid}. ⟦Restock the plasters from the blue tub.|Sign the incident book if you use anything.⟧",
    ],
    # Open Charge Map, Chargetrip and Eco-Movement keys
    "ev_charging_map_api_key": [
        "https://api.openchargemap.io/v3/poi/?output=json&countrycode=GB&maxresults=20&key={ocmkey}",
        "Open Charge Map key for the car club's charger map: {ocmkey}",
        'Req.post!("https://api.chargetrip.io/graphql", headers: [{{"x-client-id", "{chargetripclient}"}}, {{"x-app-id", "{chargetripapp}"}}], json: %{{query: query}})',
        "CHARGETRIP_APP_ID={chargetripapp}",
        "curl -H 'Authorization: Token {ecomovementkey}' https://api.eco-movement.com/api/ocpi/locations?country=NL",
        CHAT
        + " eco-movement token {ecomovementkey} ⟦for the fleet's route planner|trial account, till the end of the month|don't put it on the wiki⟧",
        "x-client-id: {chargetripclient}\nx-app-id: {chargetripapp}",
        "| provider | key |\n|---|---|\n| Open Charge Map | {ocmkey} |\n| Eco-Movement | {ecomovementkey} |",
        "chargers:\n  ocm_key: {ocmkey}\n  ecomovement_token: {ecomovementkey}",
        "if {name} asks, the trading hut at the allotments is {tradinghut} - ⟦don't write it on the board|the seed potatoes are in the sacks by the scales⟧",
    ],
    # QuizAPI, The Trivia API and API Ninjas keys
    "trivia_quiz_api_key": [
        "curl 'https://quizapi.io/api/v1/questions?category=linux&limit=10' -H 'X-Api-Key: {quizapikey}'",
        "QuizAPI key for the pub quiz's question generator: {quizapikey}",
        "curl 'https://the-trivia-api.com/v2/questions?limit=10&categories=history' -H 'X-API-Key: {triviaapikey}'",
        "TRIVIA_API_KEY={triviaapikey}",
        "requests.get('https://api.api-ninjas.com/v1/trivia', headers={{'X-Api-Key': '{apininjaskey}'}})",
        CHAT
        + " api ninjas key {apininjaskey} ⟦for the quiz night round|free plan, fine for us|keep it off the club's Facebook⟧",
        'HttpRequest.newBuilder(URI.create("https://quizapi.io/api/v1/questions"))\n    .header("X-Api-Key", "{quizapikey}")\n    .GET().build();',
        "| provider | key |\n|---|---|\n| QuizAPI | {quizapikey} |\n| API Ninjas | {apininjaskey} |",
        "quiz:\n  trivia_key: {triviaapikey}\n  ninjas_key: {apininjaskey}",
        "boaters: the lock-keeper's hut opens to {lockhut}⟦, the windlasses hang inside|; log the boats through on the sheet⟧",
    ],
}

BENIGN: dict[str, list[str]] = {
    "bonsai_nursery_login_benign": [
        "Kaizen Bonsai order {orderno}: {count} bags of akadama, £{money}, dispatched {date}",
        "Bonsai Outlet: {email}, a password reset link was sent, I'll order the cutter myself",
        "| nursery | email | password |\n|---|---|---|\n| Kaizen Bonsai | {email} | (in the vault) |\n| Stone Lantern | {email} | (in the vault) |",
        "Bonsai Empire: the beginner's book is ISBN {isbn}, ${money}",
        "Stone Lantern: training pot, UPC {upc}, {count} left",
        "whoever opens up at the fencing club tonight: the armoury key is with the coach, masks back on the rack by size",
    ],
    "cheese_shop_login_benign": [
        "Neal's Yard Dairy order {orderno}: {count} cheeses, £{money}, delivery {date}",
        "Paxton & Whitfield: {email}, the password is with {name}, she'll renew the cheese club",
        "| shop | login | password |\n|---|---|---|\n| Neal's Yard Dairy | {email} | •••••••• |\n| The Cheese Society | {email} | •••••••• |",
        "Murray's Cheese: the raclette wheel, barcode {ean}, ${money}",
        "The Cheese Society: {email}, your password was changed on {date}; if this wasn't you, contact us",
        "the loft at the pigeon club opens at {hh}:{mi} - clock the birds in before you feed them",
    ],
    "dancewear_shop_login_benign": [
        "Dancewear Central order {orderno}: {count} pairs of ballet shoes, £{money}, dispatched {date}",
        "Capezio: {email}, a reset link was sent to your inbox",
        "| shop | login | password |\n|---|---|---|\n| Dancewear Central | {email} | [redacted] |\n| Dance Direct | {email} | [redacted] |",
        "Discount Dance: recital tights, UPC {upc}, {count} in stock",
        "Dance Direct: the dance teacher's handbook is ISBN {isbn}, £{money}",
        "bandroom, the brass band hall: open from {hh}:{mi} on practice nights. Stands back in the corner.",
    ],
    "candle_soap_supply_shop_login_benign": [
        "CandleScience order {orderno}: {count} lb of soy wax, ${money}, ships {date}",
        "Candle Shack: {email}, the password is in 1Password, the jars are ordered",
        "| shop | login | password |\n|---|---|---|\n| CandleScience | {email} | (ask me) |\n| The Soap Kitchen | {email} | (ask me) |",
        "Bramble Berry: melt-and-pour base, barcode {ean}, ${money}",
        "The Soap Kitchen: craft fair stall fee paid to {iban}, receipt {orderno}",
        "the booth upstairs at the community cinema: the projectionist lets you in from {hh}:{mi} - the reels for Saturday are on the bench",
    ],
    "mushroom_growing_supply_login_benign": [
        "North Spore order {orderno}: {count} grow kits, ${money}, shipped {date}",
        "Ann Miller's: {email}, a password reset link was sent, I'll order the dowels myself",
        "| shop | email | password |\n|---|---|---|\n| North Spore | {email} | (see Bitwarden) |\n| GroCycle | {email} | (see Bitwarden) |",
        "Fungi Perfecti: the mycology journal, ISSN {issn}, ${money} a year",
        "GroCycle: the growing guide is ISBN {isbn}, {count} left",
        "judo tonight? mat store: ask the sensei for the key, mats back in stacks of ten",
    ],
    "circus_skills_shop_login_benign": [
        "Play Juggling order {orderno}: {count} sets of beanbags, £{money}, dispatched {date}",
        "Oddballs: {email}, the password is in the club vault, the diabolos are ordered",
        "| shop | login | password |\n|---|---|---|\n| Play Juggling | {email} | (vault) |\n| Juggle Dream | {email} | (vault) |",
        "Flames N Games: fire poi, barcode {ean}, £{money}",
        "volunteers only: the handling collection store at the museum is open {hh}:{mi} to {count}pm this month, gloves on for the Roman pots",
        "Cider barn at the orchard: the press is cleaned on {date}; the barrels on the left are this year's",
    ],
    "fuel_price_api_key_benign": [
        "https://creativecommons.tankerkoenig.de/json/list.php?lat=52.521&lng=13.438&rad=4&sort=dist&type=all&apikey=00000000-0000-0000-0000-000000000002",
        "COLLECTAPI_KEY=\n# each of us uses our own key from the dashboard",
        "fuel card {fuelcard}, diesel {count}{count}.{count} litres at 1.{billno} a litre, {date}",
        '.header("authorization", "apikey " + System.getenv("COLLECTAPI_KEY"))',
        "Fuel Finder: the client secret was rotated on {date}, the new one is in the password manager",
        "rowing club erg room = booked from {hh}:{mi} (wipe the seats after)",
    ],
    "lyrics_api_key_benign": [
        "https://api.musixmatch.com/ws/1.1/matcher.lyrics.get?q_track=yellow&q_artist=coldplay&apikey=YOUR_API_KEY",
        "LYRICFIND_API_KEY=\n# the licence key is in the CI secrets",
        "song for the choir: ISWC {iswc}, {count} verses, licence paid {date}",
        'HTTPoison.get!("https://api.lyricfind.com/lyric.do", [], params: %{{apikey: System.fetch_env!("LYRICFIND_API_KEY")}})',
        "| provider | key |\n|---|---|\n| Musixmatch | <redacted> |\n| ACRCloud | <redacted> |",
        "the bothy's fuel store is open, no padlock since the spring; put the coal back before you go",
    ],
    "content_moderation_api_key_benign": [
        "curl -X POST 'https://api.sightengine.com/1.0/check.json' -F 'media=@upload.jpg' -F \"api_user=$SE_USER\" -F \"api_secret=$SE_SECRET\"",
        "WEBPURIFY_API_KEY=\n# ask {name} for the club's key, never commit it",
        "https://commentanalyzer.googleapis.com/v1alpha1/comments:analyze?key=API_KEY",
        "comment {orderno} flagged for toxicity 0.{count}{count}, hidden on {date} at {hh}:{mi}",
        "| provider | key |\n|---|---|\n| WebPurify | ******** |\n| Sightengine | ******** |",
        "First-aid hut at the showground: staffed by St John from {hh}:{mi}. Restock the plasters from the blue tub.",
    ],
    "ev_charging_map_api_key_benign": [
        "https://api.openchargemap.io/v3/poi/?output=json&countrycode=GB&maxresults=20&key=<your_key>",
        "CHARGETRIP_APP_ID=\n# the demo app id from the docs is fine for testing",
        "the club's electric car: VIN {vin}, charged to {count}0 % on {date}",
        "Eco-Movement: the token was revoked on {date}, ask {name} for the new one",
        "| provider | key |\n|---|---|\n| Open Charge Map | (rotated) |\n| Eco-Movement | (rotated) |",
        "if {name} asks, the trading hut at the allotments opens at {hh}:{mi} on Sundays - the seed potatoes are in the sacks by the scales",
    ],
    "trivia_quiz_api_key_benign": [
        "curl 'https://quizapi.io/api/v1/questions?category=linux&limit=10' -H \"X-Api-Key: $QUIZAPI_KEY\"",
        "TRIVIA_API_KEY=\n# not needed for the free questions",
        "pub quiz: {count} rounds, entry £{money}, table {billno}, next one {date}",
        "requests.get('https://api.api-ninjas.com/v1/trivia', headers={{'X-Api-Key': os.environ['API_NINJAS_KEY']}})",
        "| provider | key |\n|---|---|\n| QuizAPI | [hidden] |\n| API Ninjas | [hidden] |",
        "boaters: the lock-keeper's hut is staffed from {hh}:{mi}, log the boats through on the sheet",
    ],
}

SECRET = {kind: [t.replace("{PW}", PW) for t in templates] for kind, templates in SECRET.items()}
BENIGN = {kind: [t.replace("{PW}", PW) for t in templates] for kind, templates in BENIGN.items()}

BENIGN_TWIN = {kind: kind + "_benign" for kind in (*SECRET, "dentist_app_login_ml")}
