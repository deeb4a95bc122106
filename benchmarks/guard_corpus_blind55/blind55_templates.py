"""Hand-written templates for the blind55 guard corpus: magic-trick-shop logins (Penguin Magic, Murphy's Magic,
Merchant of Magic and Ellusionist passwords); sheet-music-shop logins (Musicroom, Sheet Music Plus, Musicnotes and
J.W. Pepper passwords); leathercraft-supply-shop logins (Tandy Leather, Le Prevo, Abbey England and Buckleguy
passwords); woodworking-tool-shop logins (Lee Valley, Rutlands, Highland Woodworking and Axminster passwords);
fountain-pen-shop logins (The Writing Desk, Goulet Pens, JetPens and Pen Chalet passwords); pottery-supply-shop logins
(Scarva, Potclays, Bath Potters' Supplies and Laguna Clay passwords); threat-intelligence API keys (AbuseIPDB,
VirusTotal, GreyNoise, Shodan and urlscan.io); pollen-forecast API keys (Ambee, BreezoMeter, Google's Pollen API and
Tomorrow.io); route-planning API keys (GraphHopper, openrouteservice, the OS Data Hub and Stadia Maps);
phone-number-validation API keys (numverify, Abstract's phone validation, Veriphone and NumLookupAPI); video-game
database API keys (Giant Bomb, SteamGridDB, MobyGames and speedrun.com).

One secret template of each kind names no service at all (a comedy club's green room, a church's organ loft, a
livery stable's feed store, a model railway club's layout room, a crown court's robing room, a community garden's
polytunnel, a church tower's ringing chamber, a cricket club's scorebox, a climbing wall's route-setting room, a
marina's fuel pontoon, a recording studio's live room; two in woodworking_tool_shop_login: the layout room and a
rowing-and-sailing club's sail loft), and one benign template of its twin reads alike without the code. The codes are
told in shapes blind53 and blind54 did not use ("let yourself in with", "punch in", "the new code since", a keypad
code ending in the hash key, "*4179#", a code asked for and answered, a code after a dash in a note's heading).

SECRET and BENIGN map a kind to its templates; every secret kind has a benign twin (BENIGN_TWIN) of the same shape
that keeps the layout and drops the credential: a masked value, a placeholder or env reference, a public identifier (an
order number, a score's ISMN with its check digit, a magazine's ISSN with its mod-11 check character, a book's ISBN-13
with its check digit, a product's EAN-13 or UPC-A with its check digit, a loyalty card's number with its Luhn digit, a
camper van's VIN with its check digit, a studio's IBAN with its mod-97 check digits), "a reset link was sent", "it is
in the password manager" without the value, "the key was rotated". make_blind55.py fills the fields ({{ and }} are
literal braces) and resolves every ``⟦a|b|c⟧`` to one of its alternatives. Secret fields (SECRET_FIELDS in
make_blind55.py) hold a credential; benign templates use only benign fields.
"""

CHAT = "⟦[{hh}:{mi}] {name}:|{name} {hh}:{mi}|{date}, {hh}:{mi} - {name}:|<{name}>|{name} ({hh}:{mi}):|{name} wrote at {hh}:{mi}:|Google Chat · {name} · {hh}:{mi}|{name} → me:|💬 {name}:⟧"
PW = "⟦password|pw|pass|pwd|password is|the password's|passwd|pw =|password:|login pw|pass ->|pw is|p/w⟧"

SECRET: dict[str, list[str]] = {
    # Penguin Magic, Murphy's Magic, Merchant of Magic and Ellusionist passwords
    "magic_trick_shop_login": [
        "Penguin Magic login, the invisible deck and the thumb tips are in the cart for the kids' party set: {email} / {penguinpw}",
        "Murphy's Magic account, the close-up mat and the sponge balls are on the wish list: {email}, {PW} {murphyspw}",
        CHAT
        + " merchant of magic {email} {PW} {merchantpw} ⟦the linking rings|the card box for the gig|the silks for Saturday⟧",
        "Ellusionist: {email} ⟦-|/|,|:|→|>>⟧ {ellusionistpw}",
        "| shop | email | password |\n|---|---|---|\n| Penguin Magic | {email} | {penguinpw} |\n| Ellusionist | {email} | {ellusionistpw} |",
        "Screenshot: Murphy's Magic > Log In\nE-mail {email}\nPassword {murphyspw}\n[LOG IN]  Forgot password?",
        "before the wedding gig\n- shuffle the stacked deck back\n- Penguin: {email} / {penguinpw}\n- flash paper in the top pocket",
        "merchantofmagic {email} {merchantpw}",
        "the ellusionist password is {ellusionistpw} ⟦(login {email})|for the new playing cards|the download of the card-force lecture⟧",
        "⟦you can|just⟧ let yourself into the green room at the comedy club with {greenroom}, ⟦the float is in the biscuit tin|the headliner's rider is in the fridge⟧",
    ],
    # Musicroom, Sheet Music Plus, Musicnotes and J.W. Pepper passwords
    "sheet_music_shop_login": [
        "Musicroom login, the Grade 5 piano book and the choir's Messiah scores are in the basket: {email} / {musicroompw}",
        "Sheet Music Plus account, the brass quintet parts are saved for the Christmas concert: {email}, {PW} {smppw}",
        CHAT
        + " musicnotes {email} {PW} {musicnotespw} ⟦the wedding march in D|the transposed lead sheet|the solo cello part⟧",
        "J.W. Pepper: {email}, {PW}: {jwpepperpw}",
        "| shop | login | password |\n|---|---|---|\n| Musicroom | {email} | {musicroompw} |\n| Musicnotes | {email} | {musicnotespw} |",
        "Screenshot: Sheet Music Plus > Sign In\nEmail Address {email}\nPassword {smppw}\n[Sign In]  Forgot your password?",
        "choir term\n- order the Rutter anthems\n- J.W. Pepper: {email} / {jwpepperpw}\n- photocopy the rehearsal rota",
        "musicnotes {email} {musicnotespw}",
        "the musicroom password is {musicroompw} ⟦(login {email})|for the band's order|the exam pieces⟧",
        "organ loft at church - ⟦{organloft}|{organloftkeyed}|*{organloftkeyed}⟧ on the keypad, ⟦the hymn board numbers are on the stool|don't touch the stops on the left⟧",
    ],
    # Tandy Leather, Le Prevo, Abbey England and Buckleguy passwords
    "leathercraft_supply_shop_login": [
        "Tandy Leather login, the veg-tan side and the stitching chisels are in the cart: {email} / {tandypw}",
        "Le Prevo account, the bridle leather offcuts are saved for the belt workshop: {email}, {PW} {leprevopw}",
        CHAT
        + " abbey england {email} {PW} {abbeypw} ⟦the saddle-stitch thread|the edge beveller|the brass buckles for Jo⟧",
        "Buckleguy: {email} ⟦-|/|,|:⟧ {buckleguypw}",
        "| shop | login | password |\n|---|---|---|\n| Tandy Leather | {email} | {tandypw} |\n| Buckleguy | {email} | {buckleguypw} |",
        "Screenshot: Le Prevo > My Account\nEmail address {email}\nPassword {leprevopw}\n[LOGIN]",
        "market stall prep\n- burnish the wallet edges\n- Abbey England: {email} / {abbeypw}\n- card reader and float",
        "tandy {email} {tandypw}",
        "le prevo pw {leprevopw} ⟦for the dye order|{email}|the hides for the bag class⟧",
        "{name} asked for the feed store code at the livery stables: ⟦{feedstore}|it's {feedstore}|{feedstorekeyed}⟧ - ⟦scoop the pony nuts from the left bin|the hay nets are behind the door⟧",
    ],
    # Lee Valley, Rutlands, Highland Woodworking and Axminster passwords
    "woodworking_tool_shop_login": [
        "Lee Valley login, the low-angle block plane and the marking gauge are in the cart: {email} / {leevalleypw}",
        "Rutlands account, the router bits and the dust extractor bags are saved: {email}, {PW} {rutlandspw}",
        CHAT
        + " highland woodworking {email} {PW} {highlandpw} ⟦the chisel set|the sharpening stones|the clamps for the workbench⟧",
        "Axminster: {email}, {PW}: {axminsterpw}",
        "| shop | login | password |\n|---|---|---|\n| Lee Valley | {email} | {leevalleypw} |\n| Axminster | {email} | {axminsterpw} |",
        "Screenshot: Rutlands > Sign in\nEmail {email}\nPassword {rutlandspw}\n[SIGN IN]",
        "workshop weekend\n- hone the plane iron\n- Highland: {email} / {highlandpw}\n- glue up the drawer",
        "axminster {email} {axminsterpw}",
        "punch in {layoutroom} for the layout room at the model railway club, ⟦then|and⟧ the track power switch is under the fiddle yard",
        "the new code for the sail loft since ⟦the break-in|Easter|the regatta⟧: ⟦{sailloft}|{sailloftkeyed}⟧, ⟦fold the jibs before you hang them|the sewing machine stays covered⟧",
    ],
    # The Writing Desk, Goulet Pens, JetPens and Pen Chalet passwords
    "fountain_pen_shop_login": [
        "The Writing Desk login, the Lamy nib swap and the sample inks are in the basket: {email} / {writingdeskpw}",
        "Goulet Pens account, the ink drop subscription is saved: {email}, {PW} {gouletpw}",
        CHAT + " jetpens {email} {PW} {jetpenspw} ⟦the converter|the Tomoe River paper|the gel refills⟧",
        "Pen Chalet: {email} ⟦-|/|,|:|→⟧ {penchaletpw}",
        "| shop | email | password |\n|---|---|---|\n| The Writing Desk | {email} | {writingdeskpw} |\n| Pen Chalet | {email} | {penchaletpw} |",
        "Screenshot: Goulet Pens > Sign in\nEmail {email}\nPassword {gouletpw}\n[SIGN IN]  Create account",
        "pen meet\n- flush the demonstrator\n- JetPens: {email} / {jetpenspw}\n- swatch cards",
        "goulet {email} {gouletpw}",
        "the pen chalet password is {penchaletpw} ⟦(login {email})|for the nib grinding|the limited-edition ink⟧",
        "Robing room, crown court: ⟦{robingroom}|{robingroomkeyed}⟧. ⟦Wig tins on the top shelf.|Bands and collars in the drawer by the mirror.⟧",
    ],
    # Scarva, Potclays, Bath Potters' Supplies and Laguna Clay passwords
    "pottery_supply_shop_login": [
        "Scarva login, the stoneware clay and the underglaze pens are in the basket: {email} / {scarvapw}",
        "Potclays account, the kiln shelves and the props are saved: {email}, {PW} {potclayspw}",
        CHAT + " bath potters {email} {PW} {bathpotterspw} ⟦the celadon glaze|the trimming tools|the wedging wire⟧",
        "Laguna Clay: {email}, {PW}: {lagunapw}",
        "| shop | login | password |\n|---|---|---|\n| Scarva | {email} | {scarvapw} |\n| Laguna Clay | {email} | {lagunapw} |",
        "Screenshot: Potclays > Log in\nEmail {email}\nPassword {potclayspw}\n[Log in]  Lost your password?",
        "studio open day\n- load the bisque kiln\n- Bath Potters: {email} / {bathpotterspw}\n- price the mugs",
        "scarva {email} {scarvapw}",
        "laguna pw {lagunapw} ⟦for the cone packs|{email}|the porcelain slip⟧",
        "if the gate's locked, the polytunnel at the community garden opens with ⟦{polytunnel}|{polytunnel} on the combination lock|{polytunnelkeyed}⟧ - ⟦water the tomatoes from the butt|close both doors, the wind gets in⟧",
    ],
    # AbuseIPDB, VirusTotal, GreyNoise, Shodan and urlscan.io keys
    "threat_intelligence_api_key": [
        "$ch = curl_init('https://api.abuseipdb.com/api/v2/check?ipAddress=203.0.113.7&maxAgeInDays=90');\ncurl_setopt($ch, CURLOPT_HTTPHEADER, ['Key: {abuseipdbkey}', 'Accept: application/json']);",
        "AbuseIPDB key for the parish website's fail2ban reporter: {abuseipdbkey}",
        'val request = Request.Builder()\n    .url("https://www.virustotal.com/api/v3/files/$sha256")\n    .addHeader("x-apikey", "{virustotalkey}")\n    .build()',
        "VT_API_KEY={virustotalkey}",
        "curl -H 'key: {greynoisekey}' https://api.greynoise.io/v3/community/198.51.100.23",
        CHAT + " shodan key {shodankey} ⟦for the home-lab scan|member plan, don't post it|the router check⟧",
        "https://api.shodan.io/shodan/host/192.0.2.44?key={shodankey}",
        'curl -X POST https://urlscan.io/api/v1/scan/ -H \'API-Key: {urlscankey}\' -H \'Content-Type: application/json\' -d \'{{"url": "https://example.org", "visibility": "unlisted"}}\'',
        "| provider | key |\n|---|---|\n| VirusTotal | {virustotalkey} |\n| urlscan.io | {urlscankey} |",
        "⟦bell practice:|ringers:⟧ the ringing chamber door takes {ringingchamber}⟦#| then the hash key| then #⟧, ⟦the ropes are looped up on the hooks|sign the tower book on the way up⟧",
    ],
    # Ambee, BreezoMeter, Google Pollen API and Tomorrow.io keys
    "pollen_forecast_api_key": [
        "curl -H 'x-api-key: {ambeekey}' 'https://api.ambeedata.com/latest/pollen/by-place?place=Leeds'",
        "Ambee key for the hay-fever alert bot in the family group: {ambeekey}",
        "https://api.breezometer.com/pollen/v2/forecast/daily?lat=51.75&lon=-1.26&days=3&key={breezometerkey}",
        "BREEZOMETER_KEY={breezometerkey}",
        "https://pollen.googleapis.com/v1/forecast:lookup?key={googlepollenkey}&location.latitude=53.48&location.longitude=-2.24&days=5",
        CHAT
        + " tomorrow.io key {tomorrowkey} ⟦for the grass pollen widget|free plan, 500 calls a day|please keep it out of the repo⟧",
        "curl 'https://api.tomorrow.io/v4/timelines?location=52.2,0.12&fields=grassIndex,treeIndex&apikey={tomorrowkey}'",
        "| provider | key |\n|---|---|\n| Ambee | {ambeekey} |\n| BreezoMeter | {breezometerkey} |",
        "pollen:\n  google_key: {googlepollenkey}\n  tomorrow_key: {tomorrowkey}",
        "Q: what's the scorebox code at the cricket club?\nA: ⟦{scorebox}|{scoreboxkeyed}⟧ ⟦- the numbers are in the tin under the desk|- leave the hatch open for the scorers⟧",
    ],
    # GraphHopper, openrouteservice, OS Data Hub and Stadia Maps keys
    "route_planning_api_key": [
        "https://graphhopper.com/api/1/route?point=51.131,12.414&point=48.224,3.867&profile=bike&key={graphhopperkey}",
        "GraphHopper key for the cycling club's ride planner: {graphhopperkey}",
        "conn = Faraday.new(url: 'https://api.openrouteservice.org', headers: {{ 'Authorization' => '{orskey}' }})\nconn.post('/v2/directions/foot-hiking/geojson', body.to_json)",
        "ORS_API_KEY={orskey}",
        "https://api.os.uk/maps/raster/v1/zxy/Outdoor_3857/{{z}}/{{x}}/{{y}}.png?key={osdatahubkey}",
        CHAT
        + " OS Data Hub key {osdatahubkey} ⟦for the walking group's map|premium plan, careful|the fell-race route⟧",
        "curl 'https://api.stadiamaps.com/route/v1?api_key={stadiakey}' -d @route.json",
        "| provider | key |\n|---|---|\n| GraphHopper | {graphhopperkey} |\n| Stadia Maps | {stadiakey} |",
        "routing:\n  ors_key: {orskey}\n  os_key: {osdatahubkey}",
        "for the route-setting room at the climbing wall ⟦you want|it's⟧ ⟦{routesetting}|{routesettingkeyed}⟧; ⟦the holds are sorted by colour|put the drill back on charge⟧",
    ],
    # numverify, Abstract phone validation, Veriphone and NumLookupAPI keys
    "phone_number_validation_api_key": [
        "$client = new \\GuzzleHttp\\Client();\n$res = $client->get('http://apilayer.net/api/validate', ['query' => ['access_key' => '{numverifykey}', 'number' => '14158586273']]);",
        "numverify access key for the booking form's phone check: {numverifykey}",
        "https://phonevalidation.abstractapi.com/v1/?api_key={abstractphonekey}&phone=14152007986",
        "ABSTRACT_PHONE_KEY={abstractphonekey}",
        "curl 'https://api.veriphone.io/v2/verify?phone=%2B49-89-636-48018&key={veriphonekey}'",
        CHAT
        + " veriphone key {veriphonekey} ⟦for the volunteer sign-up sheet|1000 free checks a month|don't share it with the committee list⟧",
        "curl 'https://api.numlookupapi.com/v1/validate/+447911123456?apikey={numlookupkey}'",
        "| provider | key |\n|---|---|\n| numverify | {numverifykey} |\n| NumLookupAPI | {numlookupkey} |",
        "$res = $client->request('GET', 'https://phonevalidation.abstractapi.com/v1/', ['query' => ['api_key' => '{abstractphonekey}', 'phone' => $phone]]);",
        "fuel pontoon at the marina: the pump cabinet is ⟦{fuelpontoon}|{fuelpontoonkeyed}⟧ ⟦(write the litres in the book)|- card machine is inside⟧",
    ],
    # Giant Bomb, SteamGridDB, MobyGames and speedrun.com keys
    "video_game_database_api_key": [
        "https://www.giantbomb.com/api/search/?api_key={giantbombkey}&format=json&query=zelda&resources=game",
        "Giant Bomb API key for the retro club's shelf catalogue: {giantbombkey}",
        'var req = UnityWebRequest.Get("https://www.steamgriddb.com/api/v2/grids/game/1234");\nreq.SetRequestHeader("Authorization", "Bearer {steamgriddbkey}");',
        "STEAMGRIDDB_API_KEY={steamgriddbkey}",
        "https://api.mobygames.com/v1/games?title=myst&api_key={mobygameskey}",
        CHAT
        + " mobygames key {mobygameskey} ⟦for the cover-art scraper|the hobbyist tier|don't paste it in the Discord⟧",
        "curl -X PUT -H 'X-API-Key: {speedrunkey}' https://www.speedrun.com/api/v1/notifications -d '{{}}'",
        "| provider | key |\n|---|---|\n| Giant Bomb | {giantbombkey} |\n| speedrun.com | {speedrunkey} |",
        "games:\n  steamgriddb_key: {steamgriddbkey}\n  moby_key: {mobygameskey}",
        "⟦live room at the studio|studio live room⟧ -> ⟦{liveroom}|{liveroomkeyed}|*{liveroomkeyed}⟧, ⟦mics back in the flight case|the drum kit stays mic'd⟧",
    ],
}

BENIGN: dict[str, list[str]] = {
    "magic_trick_shop_login_benign": [
        "Penguin Magic order {orderno}: {count} decks of cards, ${money}, shipped {date}",
        "Murphy's Magic: {email}, a password reset link was sent, I'll order the mat myself",
        "| shop | email | password |\n|---|---|---|\n| Penguin Magic | {email} | (in Apple Passwords) |\n| Ellusionist | {email} | (in Apple Passwords) |",
        "Merchant of Magic: the magic magazine, ISSN {issn}, £{money} a year",
        "Ellusionist: close-up mat, UPC {upc}, {count} in stock",
        "the green room at the comedy club is open from {hh}:{mi}, the float is in the biscuit tin",
    ],
    "sheet_music_shop_login_benign": [
        "Musicroom order {orderno}: {count} copies of the choir score, £{money}, dispatched {date}",
        "Sheet Music Plus: {email}, the password is with {name}, she'll order the brass parts",
        "| shop | login | password |\n|---|---|---|\n| Musicroom | {email} | (ask me) |\n| Musicnotes | {email} | (ask me) |",
        "J.W. Pepper: the anthem's score, ISMN {ismn}, ${money} each",
        "Musicnotes: {email}, your password was changed on {date}; if this wasn't you, contact support",
        "organ loft at church - unlocked by the organist, the hymn board numbers are on the stool",
    ],
    "leathercraft_supply_shop_login_benign": [
        "Tandy Leather order {orderno}: {count} sq ft of veg-tan, ${money}, ships {date}",
        "Le Prevo: {email}, a reset link was sent to your inbox",
        "| shop | login | password |\n|---|---|---|\n| Tandy Leather | {email} | [redacted] |\n| Buckleguy | {email} | [redacted] |",
        "Abbey England: saddle-stitch thread, barcode {ean}, £{money}",
        "Buckleguy: the leatherwork handbook is ISBN {isbn}, {count} left",
        "{name} asked about the feed store at the livery stables: it's open from {hh}:{mi} - scoop the pony nuts from the left bin",
    ],
    "woodworking_tool_shop_login_benign": [
        "Lee Valley order {orderno}: {count} chisels, ${money}, shipped {date}",
        "Rutlands: {email}, the password is in 1Password, the router bits are ordered",
        "| shop | login | password |\n|---|---|---|\n| Lee Valley | {email} | •••••••• |\n| Axminster | {email} | •••••••• |",
        "Axminster trade card {loyalty}; the workshop pays by transfer to {iban}",
        "ask {name} to let you into the layout room at the model railway club, the track power switch is under the fiddle yard",
        "the sail loft is open from {hh}:{mi} on regatta days, fold the jibs before you hang them",
    ],
    "fountain_pen_shop_login_benign": [
        "The Writing Desk order {orderno}: {count} bottles of ink, £{money}, dispatched {date}",
        "Goulet Pens: {email}, a password reset link was sent, I'll renew the ink drop myself",
        "| shop | email | password |\n|---|---|---|\n| The Writing Desk | {email} | (see Bitwarden) |\n| Pen Chalet | {email} | (see Bitwarden) |",
        "JetPens: Tomoe River notebook, barcode {ean}, ${money}",
        "Pen Chalet: the pen collector's guide is ISBN {isbn}, ${money}",
        "Robing room, crown court: open from {hh}:{mi} on sitting days. Wig tins on the top shelf.",
    ],
    "pottery_supply_shop_login_benign": [
        "Scarva order {orderno}: {count} bags of stoneware clay, £{money}, dispatched {date}",
        "Potclays: {email}, the password is in the studio vault, the kiln shelves are ordered",
        "| shop | login | password |\n|---|---|---|\n| Scarva | {email} | (vault) |\n| Laguna Clay | {email} | (vault) |",
        "Laguna Clay: cone pack, UPC {upc}, {count} boxes",
        "Bath Potters' Supplies: studio's bank details for the class fees, {iban}",
        "if the gate's locked, the polytunnel at the community garden is open till {hh}:{mi} - water the tomatoes from the butt",
    ],
    "threat_intelligence_api_key_benign": [
        "curl_setopt($ch, CURLOPT_HTTPHEADER, ['Key: ' . getenv('ABUSEIPDB_KEY'), 'Accept: application/json']);",
        "VT_API_KEY=\n# ask {name} for the team key, never commit it",
        "blocked 198.51.100.{count}{count} after {count}{count} failed logins; reported to AbuseIPDB on {date}",
        "urlscan.io: the key was rotated on {date}, the new one is in the password manager",
        "| provider | key |\n|---|---|\n| VirusTotal | <redacted> |\n| urlscan.io | <redacted> |",
        "bell practice: the ringing chamber is open from {hh}:{mi} on Tuesdays, sign the tower book on the way up",
    ],
    "pollen_forecast_api_key_benign": [
        "curl -H \"x-api-key: $AMBEE_API_KEY\" 'https://api.ambeedata.com/latest/pollen/by-place?place=Leeds'",
        "BREEZOMETER_KEY=\n# each of us signs up for our own free key",
        "https://pollen.googleapis.com/v1/forecast:lookup?key=YOUR_API_KEY&location.latitude=53.48&location.longitude=-2.24&days=5",
        "grass pollen {count} of 5 today, tree pollen low; forecast checked {date} at {hh}:{mi}",
        "| provider | key |\n|---|---|\n| Ambee | (in the vault) |\n| BreezoMeter | (in the vault) |",
        "Q: is the scorebox open at the cricket club?\nA: from {hh}:{mi} on match days - leave the hatch open for the scorers",
    ],
    "route_planning_api_key_benign": [
        "https://graphhopper.com/api/1/route?point=51.131,12.414&point=48.224,3.867&profile=bike&key=<your_key>",
        "ORS_API_KEY=\n# the club's key lives in the CI secrets",
        "camper van for the route: VIN {vin}, {count}00 km planned, leaving {date}",
        "conn = Faraday.new(url: 'https://api.openrouteservice.org', headers: {{ 'Authorization' => ENV.fetch('ORS_API_KEY') }})",
        "| provider | key |\n|---|---|\n| GraphHopper | (rotated) |\n| Stadia Maps | (rotated) |",
        "for the route-setting room at the climbing wall ask at reception after {hh}:{mi}; put the drill back on charge",
    ],
    "phone_number_validation_api_key_benign": [
        "$res = $client->get('http://apilayer.net/api/validate', ['query' => ['access_key' => getenv('NUMVERIFY_KEY'), 'number' => $number]]);",
        "ABSTRACT_PHONE_KEY=\n# sign up on the dashboard, the free tier is enough",
        "numverify said valid: +44 7700 900{billno}, line type mobile, checked {date}",
        "Veriphone: {count}00 checks this month, the key is in the password manager",
        "| provider | key |\n|---|---|\n| numverify | ******** |\n| NumLookupAPI | ******** |",
        "fuel pontoon at the marina: the pump cabinet is staffed from {hh}:{mi} (write the litres in the book)",
    ],
    "video_game_database_api_key_benign": [
        "https://www.giantbomb.com/api/search/?api_key=YOUR_API_KEY&format=json&query=zelda&resources=game",
        "STEAMGRIDDB_API_KEY=\n# generate yours under Preferences > API",
        "the retro club's shelf: cartridge, barcode {ean}, game id {orderno}, added {date}",
        'req.SetRequestHeader("Authorization", "Bearer " + Environment.GetEnvironmentVariable("STEAMGRIDDB_API_KEY"));',
        "| provider | key |\n|---|---|\n| Giant Bomb | [hidden] |\n| speedrun.com | [hidden] |",
        "live room at the studio -> booked from {hh}:{mi}, mics back in the flight case",
    ],
}

SECRET = {kind: [t.replace("{PW}", PW) for t in templates] for kind, templates in SECRET.items()}
BENIGN = {kind: [t.replace("{PW}", PW) for t in templates] for kind, templates in BENIGN.items()}

BENIGN_TWIN = {kind: kind + "_benign" for kind in (*SECRET, "vet_practice_app_login_ml")}
