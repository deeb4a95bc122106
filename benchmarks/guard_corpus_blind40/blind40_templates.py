"""Hand-written templates for the blind40 guard corpus: retail-broker API secrets (Alpaca secret keys, Tradier access
tokens, Trading 212 API keys, IBKR Flex Web Service tokens, tastytrade passwords); study-app secrets (WaniKani API
tokens, Lichess personal tokens, AnkiWeb and Duolingo passwords); baby-monitor logins (Nanit, Owlet, Hatch and Miku
passwords); e-bike app secrets (VanMoof bike encryption keys and backup unlock codes, Cowboy and Bosch eBike Flow
passwords); marine AIS keys (MarineTraffic and VesselFinder API keys, AISHub and Navionics logins); sports-club logins
(Playtomic, ClubSpark, TeamSnap and Spond passwords); end-to-end note secrets (Joplin master passwords, Standard Notes
passwords, Notesnook recovery keys, Anytype recovery phrases); e-mail alias keys (SimpleLogin API keys, addy.io
tokens, Firefox Relay keys); collector-database keys (Rebrickable and Brickset API keys, BrickLink OAuth secrets,
Numista keys); nature-app keys (eBird API tokens, iNaturalist passwords, BirdNET-Pi passwords, xeno-canto keys);
pet-tech logins (Tractive, Furbo, Petcube and Fi passwords).

One secret template of each kind names no service at all (a locker, garage, storage-unit or bike-shed code, a
phone-unlock PIN, a safe combination, a phrase fragment told in passing), and one benign template of its twin reads
alike without the secret.

SECRET and BENIGN map a kind to its templates; every secret kind has a benign twin (BENIGN_TWIN) of the same shape
that keeps the layout and drops the credential: a masked value, a placeholder or env reference, a public identifier
(Alpaca key ID, IBKR Flex query ID, Lichess game ID, camera serial, VanMoof frame number, MMSI, booking reference,
alias address, LEGO set number, eBird checklist ID, tracker ID), a documented default, "it is in the vault" or "I
changed it" without the value. make_blind40.py fills the fields ({{ and }} are literal braces) and resolves every
``⟦a|b|c⟧`` to one of its alternatives. Secret fields (SECRET_FIELDS in make_blind40.py) hold a credential; benign
templates use only benign fields.
"""

SECRET: dict[str, list[str]] = {
    # Alpaca secret keys, Tradier access tokens, Trading 212 API keys, IBKR Flex tokens, tastytrade passwords
    "retail_broker_key": [
        "Alpaca paper account for the ⟦rebalancing|dividend|momentum⟧ bot: key id {alpacaid}, secret {alpacasecret}",
        "APCA_API_KEY_ID={alpacaid}\nAPCA_API_SECRET_KEY={alpacasecret}\nAPCA_API_BASE_URL=https://paper-api.alpaca.markets",
        'curl -H "Authorization: Bearer {tradiertoken}" -H "Accept: application/json" https://api.tradier.com/v1/user/profile',
        "Trading 212 > Settings > API (beta) > the key it showed once: {t212key}",
        "IBKR Flex Web Service for the tax spreadsheet: token {flextoken}, query id {flexquery}",
        "https://ndcdyn.interactivebrokers.com/AccountManagement/FlexWebService/SendRequest?t={flextoken}&q={flexquery}&v=3",
        "⟦[{hh}:{mi}] {name}:|{name} {hh}:{mi} —|{hh}:{mi} <{name}>⟧ tastytrade login is {login} / {tastypw}, only look at the ⟦options|futures|IRA⟧ tab please",
        "broker:\n  name: tradier\n  account: {tradieracct}\n  access_token: {tradiertoken}",
        "| broker | key | secret |\n|---|---|---|\n| Alpaca | {alpacaid} | {alpacasecret} |\n| Trading 212 | - | {t212key} |",
        "the locker at the climbing gym is {lockercode}, my stuff is in there if you get there first",
        "when I ring the phone line I key in {phonepin} and then hash, ⟦it reads out the balance|then it asks for my birthday|and it goes straight to a person⟧",
    ],
    # WaniKani API v2 tokens, Lichess personal API tokens, AnkiWeb and Duolingo passwords
    "study_app_token": [
        "WaniKani personal access token (read-only, for the review heatmap): {wktoken}",
        'curl -H "Authorization: Bearer {wktoken}" https://api.wanikani.com/v2/summary',
        "lichess token for the ⟦puzzle|opening|broadcast⟧ script: {lichesstoken}",
        'headers = {{"Authorization": "Bearer {lichesstoken}"}}\nr = requests.get("https://lichess.org/api/account", headers=headers)',
        "AnkiWeb sync login so the deck is on the tablet too: {email} / {ankipw}",
        "{name}, use my Duolingo for the streak freeze: {login}, ⟦password|pw|pass|passwd⟧ {duopw}, don't touch the league",
        "LICHESS_TOKEN={lichesstoken}\nLICHESS_USER={lichessuser}",
        "[text from screenshot]\nAPI Tokens\nDefault read-only token\n{wktoken}\nCopy",
        "- AnkiWeb: {email} / {ankipw}\n- WaniKani: {wktoken}",
        "garage door keypad is {garagecode} then the up arrow, bins go out Thursday",
    ],
    # Nanit, Owlet, Hatch and Miku passwords
    "baby_monitor_login": [
        "Nanit ⟦login|sign-in|account⟧ for the nursery camera: {email} / {nanitpw}",
        "{name}, the Owlet app ⟦password|pass|pw⟧ is {owletpw}, the sock has to be on for the readings",
        "Hatch Rest account (the sound machine schedule): {email}, ⟦password|pw|pass|passwd⟧ {hatchpw}",
        "for the grandparents: install Miku, sign in with {email} and {mikupw}, ⟦you'll see the crib|it shows the breathing graph|it works on the iPad too⟧",
        "⟦[{hh}:{mi}] {name}:|{name} {hh}:{mi} —|{hh}:{mi} <{name}>⟧ changed the Nanit password after the e-mail scare, new one is {nanitpw}",
        "| app | login | password |\n|---|---|---|\n| Nanit | {email} | {nanitpw} |\n| Owlet | {email} | {owletpw} |",
        "nanny notes: monitor app is Miku, ⟦password|pw|pass|passwd⟧ {mikupw}, naps at 9 and 1",
        "babysitter: Hatch is on {email} / {hatchpw}, press the top for the night light",
        "Screenshot: Owlet Dream > Account\nEmail {email}\nPassword {owletpw}",
        "my phone's unlock code is {pin6} if it rings while I'm in the shower",
    ],
    # VanMoof bike encryption keys and backup unlock codes, Cowboy and Bosch eBike Flow passwords
    "ebike_app_secret": [
        "VanMoof key export for the S3 (frame {vmframe}): encryption key {vmkey}, user key id {vmuserkey}",
        '{{"frameNumber": "{vmframe}", "encryptionKey": "{vmkey}", "userKeyId": {vmuserkey} }}',
        "the VanMoof backup code is {vmbackup}, press the button that many times if the app won't unlock it",
        "Cowboy app: {email} / {cowboypw}, ⟦the bike|my C4|the cruiser⟧ unlocks when the phone is near",
        "Bosch eBike Flow login (needed for the lock and the alarm): {email}, ⟦password|pw|pass|passwd⟧ {flowpw}",
        "⟦[{hh}:{mi}] {name}:|{name} {hh}:{mi} —|{hh}:{mi} <{name}>⟧ Cowboy ⟦password|pass|pw⟧ is {cowboypw}, take it to the shop if the battery light blinks",
        "vanmoof:\n  frame: {vmframe}\n  key: {vmkey}\n  backup_code: {vmbackup}",
        "Screenshot: eBike Flow > Account\n{email}\n{flowpw}",
        "bikes.ini\n[vanmoof]\nencryption_key = {vmkey}\n[cowboy]\npassword = {cowboypw}",
        "bike shed behind the flats: {shedcode}, it sticks, push the door while you turn",
    ],
    # MarineTraffic and VesselFinder API keys, AISHub and Navionics logins
    "marine_ais_key": [
        "MarineTraffic ⟦API key|api key|key⟧ for the marina arrivals board: {mtkey}",
        "https://services.marinetraffic.com/api/exportvessel/v:5/{mtkey}/timespan:20/protocol:jsono",
        "VesselFinder API userkey: {vfkey}",
        "https://api.vesselfinder.com/vessels?userkey={vfkey}&imo={imo}",
        "AISHub data sharing: username {aishubuser}, ⟦password|pw|pass|passwd⟧ {aishubpw}, our station feeds UDP to port {port}",
        "Navionics Boating ⟦login|sign-in|account⟧ for the chartplotter sync: {email} / {navpw}",
        "⟦[{hh}:{mi}] {name}:|{name} {hh}:{mi} —|{hh}:{mi} <{name}>⟧ the Navionics ⟦password|pass|pw⟧ is {navpw}, download the charts before we lose signal",
        "MT_API_KEY={mtkey}\nVF_USERKEY={vfkey}\nHOME_MMSI={mmsi}",
        "| service | login | secret |\n|---|---|---|\n| AISHub | {aishubuser} | {aishubpw} |\n| Navionics | {email} | {navpw} |",
        "showers at the marina: {showercode} on the keypad, hot water only till ten",
    ],
    # Playtomic, ClubSpark, TeamSnap and Spond passwords
    "sports_club_login": [
        "Playtomic ⟦login|sign-in|account⟧ for booking the padel courts: {email} / {playtomicpw}",
        "{name}, you can book on my ClubSpark: {email}, ⟦password|pw|pass|passwd⟧ {clubsparkpw}, court {court} is the one with lights",
        "TeamSnap manager ⟦login|sign-in|account⟧ for the U{age} team: {email}, ⟦password|pw|pass|passwd⟧ {teamsnappw}",
        "Spond: {email} / {spondpw}, ⟦add the new kids to the group|post the match time|mark who is driving⟧",
        "⟦[{hh}:{mi}] {name}:|{name} {hh}:{mi} —|{hh}:{mi} <{name}>⟧ reset the Playtomic password, it's {playtomicpw} now",
        "| app | login | password |\n|---|---|---|\n| ClubSpark | {email} | {clubsparkpw} |\n| TeamSnap | {email} | {teamsnappw} |",
        "handover for the next coach:\nTeamSnap {email} / {teamsnappw}\nSpond {email} / {spondpw}",
        "Screenshot: Playtomic > Sign in\n{email}\n{playtomicpw}",
        "the league site uses Spond, ⟦password|pw|pass|passwd⟧ {spondpw}, same e-mail as the club one",
        "storage unit 14 at the clubhouse, combination {combo4}, the balls are on the top shelf",
        "gate to the back courts: {gatecode} then #, ⟦it beeps twice|pull it hard|the light goes green⟧",
    ],
    # Joplin master passwords, Standard Notes passwords, Notesnook recovery keys, Anytype recovery phrases
    "notes_e2ee_secret": [
        "Joplin E2EE master password (without it the notes are unreadable): {joplinpw}",
        "Standard Notes account: {email} / {snpw}",
        "Notesnook recovery key, print this: {nnkey}",
        "Anytype recovery phrase for the family vault: {phrase12}",
        "⟦[{hh}:{mi}] {name}:|{name} {hh}:{mi} —|{hh}:{mi} <{name}>⟧ the Joplin master ⟦password|pass|pw⟧ is {joplinpw}, the sync target is the Nextcloud folder",
        "Screenshot: Anytype > Settings > Key\n{phrase12}\nHide",
        '{{\n  "sync.target": 5,\n  "encryption.masterPassword": "{joplinpw}"\n}}',
        "note to {name}: if I'm in hospital, Standard Notes is {email} and the ⟦password|pw|pass⟧ is {snpw}",
        "notesnook:\n  email: {email}\n  recovery_key: {nnkey}",
        "the first words of the old wallet phrase were {phrase3} and the rest is in the fireproof box",
    ],
    # SimpleLogin API keys, addy.io tokens, Firefox Relay keys
    "email_alias_key": [
        "SimpleLogin ⟦API key|api key|key⟧ for the browser extension: {slkey}",
        'curl -H "Authentication: {slkey}" https://app.simplelogin.io/api/v2/aliases?page_id=0',
        "addy.io API token (Settings > API > New token): {addytoken}",
        'curl -H "Authorization: Bearer {addytoken}" https://app.addy.io/api/v1/aliases',
        "Firefox Relay ⟦API key|api key|key⟧ for the alias script: {relaykey}",
        "⟦[{hh}:{mi}] {name}:|{name} {hh}:{mi} —|{hh}:{mi} <{name}>⟧ regenerated the SimpleLogin key, it's {slkey}, the old one is dead",
        "SIMPLELOGIN_API_KEY={slkey}\nSIMPLELOGIN_URL=https://app.simplelogin.io",
        "relay:\n  api_key: {relaykey}\n  mask_domain: mozmail.com",
        "| service | secret |\n|---|---|\n| addy.io | {addytoken} |\n| SimpleLogin | {slkey} |",
        "front door of the office after 7 is {doorcode}, the alarm is off on Fridays",
    ],
    # Rebrickable and Brickset API keys, BrickLink OAuth secrets, Numista keys
    "collector_api_key": [
        "Rebrickable ⟦API key|api key|key⟧ for the inventory sheet: {rbkey}",
        'curl -H "Authorization: key {rbkey}" https://rebrickable.com/api/v3/lego/sets/{setnum}/',
        "BrickLink store API: consumer key {blck}, consumer secret {blcs}, token {bltok}, token secret {blts}",
        "BRICKLINK_CONSUMER_SECRET={blcs}\nBRICKLINK_TOKEN_SECRET={blts}",
        "Brickset API key (for the collection app): {bskey}",
        'https://brickset.com/api/v3.asmx/getSets?apiKey={bskey}&userHash=&params={{"setNumber":"{setnum}"}}',
        "Numista API key, the coin catalogue script needs it: {numistakey}",
        "⟦[{hh}:{mi}] {name}:|{name} {hh}:{mi} —|{hh}:{mi} <{name}>⟧ new Rebrickable key {rbkey}, put it in the spreadsheet macro",
        'collection.toml\n[rebrickable]\nkey = "{rbkey}"\n[numista]\nkey = "{numistakey}"',
        "the display cabinet's little padlock is {combo3}, don't let the kids at the Falcon",
    ],
    # eBird API tokens, iNaturalist passwords, BirdNET-Pi passwords, xeno-canto keys
    "nature_app_key": [
        "eBird ⟦API key|api key|key⟧ for the rare-bird alert script: {ebirdkey}",
        'curl -H "X-eBirdApiToken: {ebirdkey}" https://api.ebird.org/v2/data/obs/{region}/recent',
        "iNaturalist ⟦login|sign-in|account⟧ for the bioblitz tablet: {login} / {inatpw}",
        "BirdNET-Pi web password (the one for Tools), it's on {lanip}: {birdnetpw}",
        "xeno-canto API key: {xckey}",
        "⟦[{hh}:{mi}] {name}:|{name} {hh}:{mi} —|{hh}:{mi} <{name}>⟧ the eBird token is {ebirdkey}, paste it in the Merlin export tool",
        "EBIRD_API_KEY={ebirdkey}\nREGION={region}",
        "{name}, the iNaturalist ⟦password|pass|pw⟧ is {inatpw}, upload the moth photos from last night",
        "birdnet.conf\nCADDY_PWD={birdnetpw}\nLATITUDE={lat}",
        "the hide at the reserve has a combination lock, {combo4}, close it behind you",
        "my tablet PIN is {pin6}, the ⟦bird app|sound recorder|map⟧ is already open on it",
    ],
    # Tractive, Furbo, Petcube and Fi passwords
    "pet_tech_login": [
        "Tractive GPS ⟦login|sign-in|account⟧ for {pet}'s collar: {email} / {tractivepw}",
        "{name}, Furbo ⟦password|pass|pw⟧ is {furbopw}, you can toss her a treat from work",
        "Petcube account (the laser camera): {email}, ⟦password|pw|pass|passwd⟧ {petcubepw}",
        "Fi collar app: {email} / {fipw}, ⟦the escape alert is on|the base is in the hall|it charges on Sundays⟧",
        "⟦[{hh}:{mi}] {name}:|{name} {hh}:{mi} —|{hh}:{mi} <{name}>⟧ changed the Tractive password to {tractivepw}, the tracker is {trackerid}",
        "| device | login | password |\n|---|---|---|\n| Tractive | {email} | {tractivepw} |\n| Furbo | {email} | {furbopw} |",
        "dog sitter notes:\nfeeding at 7 and 6\nPetcube {email} / {petcubepw}",
        "Screenshot: Fi > Account\n{email}\n{fipw}",
        "pet sitter: the Furbo is on {email} / {furbopw}, {pet} hides under the stairs when it beeps",
        "my work phone's PIN is {pin6}, in case the vet calls it while I'm out",
    ],
}

BENIGN: dict[str, list[str]] = {
    "retail_broker_key_benign": [
        "Alpaca paper account for the bot: key id {alpacaid}, the secret is in the password manager",
        "APCA_API_KEY_ID={alpacaid}\nAPCA_API_SECRET_KEY=${{APCA_SECRET}}\nAPCA_API_BASE_URL=https://paper-api.alpaca.markets",
        "IBKR Flex query id {flexquery} (Activity, last 365 days); the token expires every year, I'll renew it myself",
        "Trading 212 pie rebalanced: {count} holdings, account ending {last4}, the API key is not in this doc",
        "| broker | account | balance |\n|---|---|---:|\n| Tradier | {tradieracct} | {money} |\n| Alpaca | {alpacaid} | {money} |",
        "the locker at the climbing gym is number {count}, bring your own padlock",
        "when I ring the phone line I press {count} and then hash, it reads out the opening hours",
    ],
    "study_app_token_benign": [
        "WaniKani level {level}, {count} reviews waiting; the API token is in my .env",
        "lichess game https://lichess.org/{gameid}, I blundered on move {count}",
        'curl -H "Authorization: Bearer $LICHESS_TOKEN" https://lichess.org/api/account',
        "AnkiWeb: {email}, password [hidden]; the Japanese deck has {cards} cards",
        "{name}, my Duolingo is {login}, {streak}-day streak, add me as a friend",
        "garage door: press the up arrow twice, it opens on its own since the repair",
    ],
    "baby_monitor_login_benign": [
        "Nanit camera serial {camserial}, firmware {fw}; the login is on the fridge list",
        "{name}, the Owlet showed {bpm} bpm and {oxygen} % last night, all fine",
        "Hatch Rest schedule: white noise at {hh}:{mi}, night light {pct} %",
        "Miku: {email}, password in the shared vault, ask me before you install it",
        "| app | login | password |\n|---|---|---|\n| Nanit | {email} | •••••••• |\n| Owlet | {email} | (the usual) |",
        "my phone has no unlock code, just swipe up if it rings",
    ],
    "ebike_app_secret_benign": [
        "VanMoof S3 frame number {vmframe}, bought {date}; the key export is on the old laptop",
        '{{"frameNumber": "{vmframe}", "encryptionKey": "<from the export tool>", "battery": {pct} }}',
        "Cowboy app: {email}, ride today {km} km, battery {pct} %",
        "Bosch eBike Flow: {email}, password I changed after the shop visit, I'll tell you",
        "vanmoof:\n  frame: {vmframe}\n  key: !secret vanmoof_key\n  backup_code: see the card in the drawer",
        "bike shed behind the flats is open now, the lock broke last week",
    ],
    "marine_ais_key_benign": [
        "our MMSI is {mmsi}, call sign {callsign}, shows on MarineTraffic when the AIS is on",
        "https://www.marinetraffic.com/en/ais/details/ships/mmsi:{mmsi}",
        "VesselFinder: IMO {imo}, ETA {date} {hh}:{mi}; the userkey is in the club's vault",
        "AISHub: username {aishubuser}, station id {stationid}, password not written here",
        "MT_API_KEY=${{MT_API_KEY}}\nVF_USERKEY=<ask the harbour office>\nHOME_MMSI={mmsi}",
        "showers at the marina are on the left of the office, tokens at reception",
    ],
    "sports_club_login_benign": [
        "Playtomic booking {bookref}: court {court}, {date} {hh}:{mi}, {count} players",
        "{name}, ClubSpark login is {email}, password you'll get from the membership secretary",
        "TeamSnap: U{age} team, {count} players, match {date} at {hh}:{mi}",
        "Spond group code {spondgroup}, join with your own account",
        "| app | login | password |\n|---|---|---|\n| ClubSpark | {email} | [reset link sent] |\n| TeamSnap | {email} | ******** |",
        "storage unit 14 at the clubhouse, the key is with the groundsman",
        "gate to the back courts is propped open on match days, just push",
    ],
    "notes_e2ee_secret_benign": [
        "Joplin: {count} notebooks, {cards} notes, E2EE on; the master password is on paper in the safe",
        "Standard Notes account: {email}, password (ask me)",
        "Notesnook recovery key saved as a PDF on the USB stick, not in here",
        '{{\n  "sync.target": 5,\n  "encryption.enabled": true,\n  "encryption.masterPassword": ""\n}}',
        "Anytype space {spaceid} shared with {name}; each of us has our own key",
        "the first words of the old song were {plainwords} and the rest I forgot",
    ],
    "email_alias_key_benign": [
        "SimpleLogin alias {alias} forwards to {email}, {count} e-mails blocked this week",
        'curl -H "Authentication: $SIMPLELOGIN_API_KEY" https://app.simplelogin.io/api/v2/aliases?page_id=0',
        "addy.io: {count} aliases on {aliasdomain}, API token is in the CI secrets",
        "Firefox Relay mask {alias} for the newsletter, I'll delete it later",
        "SIMPLELOGIN_API_KEY=\nSIMPLELOGIN_URL=https://app.simplelogin.io",
        "front door of the office after 7: ring reception, someone lets you in",
    ],
    "collector_api_key_benign": [
        "Rebrickable set {setnum}: {pieces} pieces, {count} minifigs, retired {year}",
        'curl -H "Authorization: key $REBRICKABLE_KEY" https://rebrickable.com/api/v3/lego/sets/{setnum}/',
        "BrickLink store {store}: {count} lots listed, the OAuth secrets are in the vault",
        "Brickset API key: <redacted>, collection has {pieces} sets",
        "Numista coin N# {numistaid}, {year}, bought for {money}",
        "the display cabinet has a little key, it's in the pencil pot",
    ],
    "nature_app_key_benign": [
        "eBird checklist {checklist}: {count} species, {birds} birds, {hh}:{mi} start",
        'curl -H "X-eBirdApiToken: $EBIRD_API_KEY" https://api.ebird.org/v2/data/obs/{region}/recent',
        "iNaturalist observation {inatobs} ({species}), research grade",
        "BirdNET-Pi on {lanip}: {birds} detections today, the default has no password until you set one",
        "xeno-canto recording XC{xcid}, {species}, {date}",
        "the hide at the reserve is open dawn to dusk, no lock",
        "my tablet has no PIN, the bird app is already open on it",
    ],
    "pet_tech_login_benign": [
        "Tractive tracker {trackerid}: {pet} walked {km} km today, battery {pct} %",
        "{name}, Furbo login is {email}, the password is with the sitter's notes",
        "Petcube camera serial {camserial}, firmware {fw}",
        "Fi collar: {pet}, {count} steps goal reached, base in the hall",
        "| device | login | password |\n|---|---|---|\n| Tractive | {email} | (in 1Password) |\n| Furbo | {email} | ******** |",
        "my work phone has face unlock, the vet can call the landline",
    ],
}

BENIGN_TWIN = {kind: kind + "_benign" for kind in (*SECRET, "food_delivery_login_ml")}
