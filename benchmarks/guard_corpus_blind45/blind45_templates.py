"""Hand-written templates for the blind45 guard corpus: wine-app logins (Vivino, CellarTracker, Naked Wines and
Wine.com passwords); self-storage access (U-Haul, Public Storage, Extra Space and CubeSmart passwords and gate codes);
fantasy-sports secrets (ESPN espn_s2 cookies, Sleeper and Fantrax passwords, Yahoo Fantasy client secrets); stream
overlay tokens (StreamElements JWTs, Streamlabs socket tokens, Nightbot client secrets, a Streamer.bot WebSocket
password); car-sharing logins (Getaround, Zipcar and Free2Move passwords, a Share Now PIN); coding-practice secrets
(LeetCode session cookies, Exercism tokens, Codewars and HackerRank passwords); student-loan logins (Nelnet, MOHELA and
Aidvantage passwords, an FSA ID password); tutoring-marketplace logins (Wyzant, Preply, italki and Superprof
passwords, a lesson room's passcode); donation-platform keys (Donorbox API keys, Givebutter API keys, Classy client
secrets, a JustGiving password); auction-site logins (Catawiki, LiveAuctioneers, Bidsquare and HiBid passwords);
car-coding app logins (Carista, OBDeleven and BimmerCode passwords, an OBD dongle's Wi-Fi password).

One or two secret templates of each kind name no service at all (a wine-fridge lock, a storage unit's disc lock, a
league's shared locker, a studio door, a key lockbox, a laptop's login, a file-cabinet code, a tutor's building door,
a charity's petty-cash tin, a gallery's back door, a garage keypad), and one benign template of its twin reads alike
without the code.

SECRET and BENIGN map a kind to its templates; every secret kind has a benign twin (BENIGN_TWIN) of the same shape
that keeps the layout and drops the credential: a masked value, a placeholder or env reference, a public identifier
(a wine's vintage and score, a storage unit number and gate hours, a league ID and a SWID, a channel ID, a car's VIN
with its check digit and a reservation number, a LeetCode username, a loan servicer's phone number, a lesson link, a
Donorbox campaign slug and a charity number, a lot number and a paddle number, a car's VIN), "I'll invite you", "it
is in the vault" without the value. make_blind45.py fills the fields ({{ and }} are literal braces) and resolves
every ``⟦a|b|c⟧`` to one of its alternatives. Secret fields (SECRET_FIELDS in make_blind45.py) hold a credential;
benign templates use only benign fields.
"""

CHAT = "⟦[{hh}:{mi}] {name}:|{name} {hh}:{mi}|{date} {hh}:{mi} {name}:|{name} @ {hh}:{mi} -|({hh}:{mi}) {name}:⟧"
PW = "⟦password|pw|pass|pwd|passwd|login pw|passcode⟧"

SECRET: dict[str, list[str]] = {
    # Vivino, CellarTracker, Naked Wines and Wine.com passwords
    "wine_app_login": [
        "Vivino login so you can scan the labels at the tasting: {email} / {vivinopw}",
        "CellarTracker account (the whole cellar is in there, {count}00 bottles): user {login}, {PW} {ctpw}",
        CHAT
        + " naked wines {email} {PW} {nakedpw}, ⟦use the £40 balance|skip this month's case|rate the Malbec for me⟧",
        "Wine.com StewardShip account: {email}, {PW}: {winecompw}",
        "| app | login | password |\n|---|---|---|\n| Vivino | {email} | {vivinopw} |\n| CellarTracker | {login} | {ctpw} |",
        "Screenshot: CellarTracker > Sign In\nHandle {login}\nPassword {ctpw}\n[Sign In]",
        "house-sitting notes\n- water the olive tree\n- Naked Wines: {email} / {nakedpw} (the delivery is Thursday)\n- bins out Monday",
        "vivino {email} {vivinopw} ⟦the wishlist is under Saved|don't buy the 2019|the Barolo is rated 4.3⟧",
        "my cellartracker password is {ctpw}, the handle is {login} ⟦- mark the Rioja as drunk|- add the case from {name}|- it's all sorted by bin⟧",
        "the wine fridge in the garage has a little lock, it's {winelock}, take what you like for dinner",
    ],
    # U-Haul, Public Storage, Extra Space and CubeSmart passwords and gate codes
    "self_storage_access": [
        "Public Storage account, pay the unit before the 1st: {email} / {pspw}",
        "Extra Space unit {unit}, gate code {gatecode}, ⟦the boxes at the back are the books|bring the dolly|the light switch is outside⟧",
        CHAT
        + " cubesmart {email} {PW} {cubepw} ⟦switch me to autopay|book the 10x10 upstairs|can you check the move-out date⟧",
        "U-Haul account for the truck pickup and the storage: {email}, {PW} {uhaulpw}",
        "moving weekend\n- truck at 8am\n- U-Haul: {email} / {uhaulpw}\n- storage gate {gatecode}#\n- pizza for the helpers",
        "| what | login | secret |\n|---|---|---|\n| Public Storage | {email} | {pspw} |\n| gate keypad | unit {unit} | {gatecode} |",
        "Screenshot: Extra Space > My Account > Sign In\nEmail {email}\nPassword {espw}\n[Sign In]",
        "when you drive up punch {gatecode} on the post by the gate, then my unit is the orange door on the left",
        "the disc lock on the unit is the combination kind, {disclock}, spin it right to clear first",
        "extraspace {email} {espw}",
    ],
    # ESPN espn_s2 cookies, Sleeper and Fantrax passwords, Yahoo Fantasy client secrets
    "fantasy_sports_secret": [
        'for the ESPN league scraper:\nleague_id = {leagueid}\nswid = "{swid}"\nespn_s2 = "{espns2}"',
        'from espn_api.football import League\nleague = League(league_id={leagueid}, year=2026, espn_s2="{espns2}", swid="{swid}")',
        "ESPN_S2={espns2}\nESPN_SWID={swid}\nLEAGUE_ID={leagueid}",
        "Sleeper login so you can set my lineup while I'm at the wedding: {email} / {sleeperpw}",
        CHAT + " fantrax {email} {PW} {fantraxpw} ⟦drop the kicker|the trade deadline is Sunday|claim the waiver RB⟧",
        "Yahoo Fantasy app:\nclient id {yahooid}\nclient secret {yahoosec}",
        'oauth2.json\n{{\n  "consumer_key": "{yahooid}",\n  "consumer_secret": "{yahoosec}"\n}}',
        "| league | login | password |\n|---|---|---|\n| Sleeper | {email} | {sleeperpw} |\n| Fantrax | {email} | {fantraxpw} |",
        "sleeper {login} {sleeperpw} ⟦bench the QB if he's out|accept the trade from {name}|pay the buy-in⟧",
        "the league's trophy cabinet at the bar has a lock on it, {cabinetcode}, the belt goes to whoever wins",
    ],
    # StreamElements JWTs, Streamlabs socket tokens, Nightbot client secrets, a Streamer.bot WebSocket password
    "stream_overlay_token": [
        "StreamElements JWT for the alert widget:\n{sejwt}",
        "const socket = io('https://realtime.streamelements.com', {{ transports: ['websocket'] }});\nsocket.emit('authenticate', {{ method: 'jwt', token: '{sejwt}' }});",
        "Streamlabs socket API token (Settings > API Settings): {sltoken}",
        "STREAMLABS_SOCKET_TOKEN={sltoken}\nSE_JWT={sejwt}",
        CHAT
        + " nightbot app: client id {nbid}, client secret {nbsecret}, ⟦set the redirect to localhost|it's for the !song command|regenerate it after the stream⟧",
        "Streamer.bot WebSocket server: 127.0.0.1:8080, authentication on, password {sbpw}",
        "| overlay | token |\n|---|---|\n| StreamElements | {sejwt} |\n| Streamlabs | {sltoken} |",
        "Screenshot: StreamElements > Account > Channels\nAccount ID {seid}\nJWT Token {sejwt}\n[Show secret]",
        "my mod {name} needs the streamer.bot websocket pw, it's {sbpw}",
        "the streaming room door at the co-op is {studiocode}, the capture card is in the grey box",
    ],
    # Getaround, Zipcar and Free2Move passwords, a Share Now PIN
    "car_sharing_login": [
        "Zipcar account so you can grab the Golf on Saturday: {email} / {zipcarpw}",
        "Getaround login for the van, reservation {resno}: {email}, {PW} {getaroundpw}",
        CHAT
        + " free2move {email} {PW} {f2mpw} ⟦the car is on level -2|return it with half a tank|end the trip in the app⟧",
        "Share Now PIN for starting the car: {sharepin}",
        "| app | login | password |\n|---|---|---|\n| Zipcar | {email} | {zipcarpw} |\n| Getaround | {email} | {getaroundpw} |",
        "Screenshot: Zipcar > Sign in\nEmail {email}\nPassword {zipcarpw}\n[Sign in]",
        "weekend errands:\n- IKEA return\n- Getaround: {email} / {getaroundpw}\n- fuel card is in the glovebox",
        "share now {email} pw {sharenowpw}, the PIN in the car is {sharepin}",
        "the key's in the lockbox on the railing, code {lockbox}, put it back after",
        "zipcar {login} {zipcarpw}",
    ],
    # LeetCode session cookies, Exercism tokens, Codewars and HackerRank passwords
    "coding_practice_secret": [
        "LEETCODE_SESSION={lcsession}\nLEETCODE_CSRF={lccsrf}",
        'leetcode.nvim config:\ncookie = "LEETCODE_SESSION={lcsession}; csrftoken={lccsrf}"',
        "curl https://leetcode.com/graphql -H 'Cookie: LEETCODE_SESSION={lcsession}' -H 'x-csrftoken: {lccsrf}' -d @query.json",
        "exercism configure --token={extoken} --workspace=~/exercism",
        "Exercism CLI token for the lab machines: {extoken}",
        CHAT + " codewars {email} {PW} {cwpw} ⟦finish the 4 kyu for me|the kata streak|don't unlock the solutions⟧",
        "HackerRank account for the mock interview: {email} / {hrpw}",
        "| site | login | password |\n|---|---|---|\n| HackerRank | {email} | {hrpw} |\n| Codewars | {login} | {cwpw} |",
        "Screenshot: HackerRank > Log in\n{email}\n{hrpw}\n[Log In]",
        "the laptop in the bootcamp room logs in as student with {laptoppw}",
    ],
    # Nelnet, MOHELA and Aidvantage passwords, an FSA ID password
    "student_loan_login": [
        "Nelnet login, can you switch me to the IDR plan while I'm deployed: {email} / {nelnetpw}",
        "MOHELA account: user {login}, {PW} {mohelapw}, ⟦the PSLF form is uploaded|check the forbearance end date|the autopay discount⟧",
        CHAT
        + " aidvantage {email} {PW} {aidpw} ⟦make the extra payment|download the 1098-E|call them about the transfer⟧",
        "my FSA ID (studentaid.gov): username {login}, password {fsapw}",
        "money admin while I'm away\n- rent by standing order\n- Nelnet: {email} / {nelnetpw}\n- the Visa is paid off",
        "| servicer | login | password |\n|---|---|---|\n| MOHELA | {login} | {mohelapw} |\n| studentaid.gov | {login} | {fsapw} |",
        "Screenshot: Aidvantage > Log In\nUser ID {login}\nPassword {aidpw}\n[Log In]",
        "studentaid.gov {login} {fsapw} ⟦the FAFSA for {name}|the consolidation form|I'll do the 2FA code⟧",
        "nelnet password is {nelnetpw}, email {email}",
        "the grey filing cabinet with the loan letters is {cabinetcode}",
    ],
    # Wyzant, Preply, italki and Superprof passwords, a lesson room's passcode
    "tutoring_market_login": [
        "Preply login so you can book my Tuesday Spanish slots: {email} / {preplypw}",
        "italki account, cancel the lesson with {name} before 24h: {email}, {PW} {italkipw}",
        CHAT + " wyzant {email} {PW} {wyzantpw} ⟦reply to the new student|the calculus one|log my hours⟧",
        "Superprof tutor profile: {email}, {PW}: {superprofpw}",
        "| site | login | password |\n|---|---|---|\n| Preply | {email} | {preplypw} |\n| italki | {email} | {italkipw} |",
        "Screenshot: Wyzant > Sign In\nEmail {email}\nPassword {wyzantpw}\n[Sign In]",
        "lesson link https://zoom.us/j/{zoomid}, passcode {zoompass}",
        "for the kids' maths tutor:\n- Wyzant: {email} / {wyzantpw}\n- Thursdays 5pm\n- she likes tea",
        "italki {email} {italkipw}",
        "the tutor's building door is {doorpin} then the bell for flat {count}",
    ],
    # Donorbox API keys, Givebutter API keys, Classy client secrets, a JustGiving password
    "donation_platform_key": [
        "curl -u {email}:{dbkey} https://donorbox.org/api/v1/donations",
        "Donorbox API key for the CRM sync: {dbkey} (login {email})",
        "GIVEBUTTER_API_KEY={gbkey}",
        "requests.get('https://api.givebutter.com/v1/transactions', headers={{'Authorization': 'Bearer {gbkey}'}})",
        "Classy app credentials:\nclient_id: {classyid}\nclient_secret: {classysec}",
        CHAT + " justgiving {email} {PW} {jgpw} ⟦update the marathon page|thank the donors|the target is £2,000⟧",
        "| platform | key |\n|---|---|\n| Donorbox | {dbkey} |\n| Givebutter | {gbkey} |",
        "Screenshot: Givebutter > Settings > Integrations > API keys\nName: zapier\nKey {gbkey}\n[Copy]",
        "treasurer handover\n- bank mandate signed\n- JustGiving: {email} / {jgpw}\n- gift aid claim in March",
        "the petty-cash tin in the church hall has a code lock, {tincode}",
    ],
    # Catawiki, LiveAuctioneers, Bidsquare and HiBid passwords
    "auction_site_login": [
        "Catawiki login, bid on lot {lot} up to €{count}00 for me: {email} / {catawikipw}",
        "LiveAuctioneers account (the Saturday estate sale): {email}, {PW} {lapw}",
        CHAT + " hibid {email} {PW} {hibidpw} ⟦the tractor lot closes at 7|max $400 on the tools|pay the invoice⟧",
        "Bidsquare account for the print: {email}, {PW}: {bidsquarepw}",
        "| site | login | password |\n|---|---|---|\n| Catawiki | {email} | {catawikipw} |\n| HiBid | {email} | {hibidpw} |",
        "Screenshot: LiveAuctioneers > Log in\nEmail {email}\nPassword {lapw}\n[Log in]",
        "estate sale weekend\n- pick up at the barn 9am\n- HiBid: {email} / {hibidpw}\n- bring straps",
        "catawiki {email} {catawikipw} ⟦the watch lot|don't go over the reserve|ship to the office⟧",
        "bidsquare pw {bidsquarepw} user {email}",
        "the gallery's back door is {doorpin}, the crates are by the lift",
    ],
    # Carista, OBDeleven and BimmerCode passwords, an OBD dongle's Wi-Fi password
    "car_coding_login": [
        "OBDeleven account (the Pro with the credits) for coding the Golf: {email} / {obdpw}",
        "Carista login, turn off the start-stop on my car: {email}, {PW} {caristapw}",
        CHAT + " bimmercode {email} {PW} {bimmerpw} ⟦don't touch the airbag module|backup first|the mirror fold one⟧",
        "the OBD Wi-Fi dongle: SSID {ssid}, password {donglepw}",
        "| app | login | password |\n|---|---|---|\n| OBDeleven | {email} | {obdpw} |\n| Carista | {email} | {caristapw} |",
        "Screenshot: OBDeleven > Sign in\nEmail {email}\nPassword {obdpw}\n[Sign in]",
        "coding day:\n- battery charger on\n- BimmerCode: {email} / {bimmerpw}\n- VIN {vin}",
        "carista {email} {caristapw}",
        "garage-tools.ini\n[adapter]\nssid = {ssid}\nwifi_password = {donglepw}\n\n[bimmercode]\nemail = {email}\npassword = {bimmerpw}",
        "the garage keypad is {garagepin}, the car is unlocked",
    ],
}

BENIGN: dict[str, list[str]] = {
    "wine_app_login_benign": [
        "Vivino says the {year} Rioja is 4.{count}, {count}0 ratings, €{money}",
        "CellarTracker handle {login}, {count}00 bottles, the password is in 1Password",
        "| app | login | password |\n|---|---|---|\n| Vivino | {email} | ******** |\n| CellarTracker | {login} | (ask me) |",
        "Naked Wines: next case {date}, balance £{money}, order {orderno}",
        "Screenshot: CellarTracker > Sign In\nHandle {login}\nPassword ••••••••\n[Forgot password?]",
        "the wine fridge in the garage has no lock any more, take what you like for dinner",
    ],
    "self_storage_access_benign": [
        "Extra Space unit {unit}, gate hours 6am to 10pm, the office number is on the receipt",
        "Public Storage: {email}, the password is in Bitwarden, rent ${money} due {date}",
        "| what | login | secret |\n|---|---|---|\n| Public Storage | {email} | (vault) |\n| gate keypad | unit {unit} | (they text it) |",
        "U-Haul reservation {resno}, pickup {date} {hh}:{mi}, 15' truck",
        "when you drive up press the call button on the post by the gate, the office buzzes you in to unit {unit}",
        "CubeSmart: move-out confirmed for unit {unit}, deposit refund ${money}",
    ],
    "fantasy_sports_secret_benign": [
        'for the ESPN league scraper:\nleague_id = {leagueid}\nswid = "{swid}"\nespn_s2 = os.environ["ESPN_S2"]',
        "ESPN_S2=\nESPN_SWID=\nLEAGUE_ID={leagueid}",
        "Sleeper league {leagueid}: {count}-{count} record, playoffs start week 15",
        "Yahoo Fantasy app:\nclient id {yahooid}\nclient secret (in the .env, not in git)",
        "| league | login | password |\n|---|---|---|\n| Sleeper | {email} | [hidden] |\n| Fantrax | {email} | [hidden] |",
        "the league's trophy cabinet at the bar has no lock, the belt goes to whoever wins",
    ],
    "stream_overlay_token_benign": [
        "StreamElements account ID {seid}, the JWT is in the OBS plugin settings",
        "STREAMLABS_SOCKET_TOKEN=${{STREAMLABS_SOCKET_TOKEN}}\nSE_JWT=<your JWT>",
        "Nightbot app: client id {nbid}, redirect https://localhost:3000/callback",
        "Streamer.bot WebSocket server: 127.0.0.1:8080, authentication off (LAN only)",
        "| overlay | token |\n|---|---|\n| StreamElements | ******** |\n| Streamlabs | (regenerated, ask me) |",
        "the streaming room door at the co-op is propped open on Fridays, the capture card is in the grey box",
    ],
    "car_sharing_login_benign": [
        "Zipcar reservation {resno}, the Golf on {date} from {hh}:{mi}, {count} hours",
        "Getaround: {email}, password reset link sent, the van is at the Tesco car park",
        "| app | login | password |\n|---|---|---|\n| Zipcar | {email} | •••••• |\n| Getaround | {email} | •••••• |",
        "Free2Move receipt: {count}{count} km, €{money}, VIN {vin}",
        "the key's in the lockbox on the railing, I'll text you the code on the day",
        "Share Now: your PIN was changed on {date}; if this wasn't you, contact support",
    ],
    "coding_practice_secret_benign": [
        "LEETCODE_SESSION=\nLEETCODE_CSRF=\n# copy both from the browser cookies, never commit them",
        "leetcode.com/u/{login}: {count}{count}{count} solved, {count}0-day streak",
        "exercism configure --token=$EXERCISM_TOKEN --workspace=~/exercism",
        "HackerRank: {email}, the password is the one on the sticky note, the test is {date} {hh}:{mi}",
        "| site | login | password |\n|---|---|---|\n| HackerRank | {email} | <redacted> |\n| Codewars | {login} | <redacted> |",
        "the laptop in the bootcamp room logs in as student, no password, it resets every night",
    ],
    "student_loan_login_benign": [
        "Nelnet: balance ${money}, next payment {date}, servicer phone 1-888-486-4722",
        "MOHELA user ID {login}, the password is in the blue folder, the PSLF count is {count}{count}",
        "| servicer | login | password |\n|---|---|---|\n| MOHELA | {login} | (in the safe) |\n| studentaid.gov | {login} | (in the safe) |",
        "Aidvantage says the 1098-E is ready: interest paid ${money}",
        "my FSA ID username is {login}, I'll do the 2FA and log in myself",
        "the grey filing cabinet with the loan letters isn't locked",
    ],
    "tutoring_market_login_benign": [
        "Preply: {count} lessons booked, next {date} {hh}:{mi}, $ {money} balance",
        "lesson link https://zoom.us/j/{zoomid}, the passcode is in the calendar invite",
        "| site | login | password |\n|---|---|---|\n| Preply | {email} | [removed] |\n| italki | {email} | [removed] |",
        "italki teacher {name}, {count}0 lessons, {count}.9 stars",
        "Wyzant: {email}, I'll add you as a parent, check your e-mail for the invite",
        "the tutor's building door is open until 8, ring flat {count}",
    ],
    "donation_platform_key_benign": [
        "curl -u $DONORBOX_EMAIL:$DONORBOX_API_KEY https://donorbox.org/api/v1/donations",
        "GIVEBUTTER_API_KEY=\n# paste the key from Settings > Integrations",
        "Donorbox campaign https://donorbox.org/{slug}: ${money} raised of ${count}0,000",
        "Classy app credentials:\nclient_id: {classyid}\nclient_secret: (in the vault)",
        "| platform | key |\n|---|---|\n| Donorbox | (rotated) |\n| Givebutter | (rotated) |",
        "the petty-cash tin in the church hall is in the vicar's office, key on the hook",
    ],
    "auction_site_login_benign": [
        "Catawiki lot {lot}: current bid €{money}, closes {date} {hh}:{mi}",
        "LiveAuctioneers: paddle number {count}{count}{count}, invoice {orderno}, buyer's premium 25 %",
        "| site | login | password |\n|---|---|---|\n| Catawiki | {email} | (Bitwarden) |\n| HiBid | {email} | (Bitwarden) |",
        "HiBid: {email}, I'll bid myself from the phone",
        "Bidsquare: the print sold for ${money}, shipping quote to follow",
        "the gallery's back door is unlocked during the viewing, the crates are by the lift",
    ],
    "car_coding_login_benign": [
        "OBDeleven: {count}0 credits left, car VIN {vin}, backup saved {date}",
        "Carista: {email}, the password is in the glovebox notebook",
        "| app | login | password |\n|---|---|---|\n| OBDeleven | {email} | ****** |\n| Carista | {email} | ****** |",
        "the OBD Wi-Fi dongle: SSID {ssid}, default password 12345678 (I changed it, ask me)",
        "BimmerCode coded: mirror fold on lock, start-stop off, VIN {vin}",
        "the garage is open, the car is unlocked",
    ],
}

SECRET = {kind: [t.replace("{PW}", PW) for t in templates] for kind, templates in SECRET.items()}
BENIGN = {kind: [t.replace("{PW}", PW) for t in templates] for kind, templates in BENIGN.items()}

BENIGN_TWIN = {kind: kind + "_benign" for kind in (*SECRET, "news_paywall_login_ml")}
