"""Hand-written templates for the blind42 guard corpus: smart-lock API secrets (SwitchBot tokens and secrets, Tedee
personal access keys and bridge tokens, Ultraloq client secrets, Level Lock passwords); event-ticketing keys
(Eventbrite private tokens and organiser passwords, Ticket Tailor API keys, Humanitix keys, Billetto secrets);
scheduling-app keys (Cal.com API keys, Acuity Scheduling keys, SavvyCal tokens, Setmore refresh tokens, YouCanBookMe
passwords); social-app passwords (Bluesky app passwords, Tumblr consumer secrets and OAuth tokens, Pixelfed tokens,
Lemmy passwords, Pinterest access tokens); small-business payroll keys (Gusto client secrets and tokens, Rippling API
keys, Paychex client secrets, Justworks passwords); e-commerce shipping keys (ShipStation key and secret, Printify
tokens, Sendle keys, Pirate Ship passwords, ShipBob tokens); registrar API credentials (Dynadot keys, name.com tokens,
Spaceship key and secret); tabletop-gaming logins (Roll20, D&D Beyond, BoardGameGeek passwords, Owlbear Rodeo room
passwords); expense-app secrets (Expensify partner secrets, Spendesk and Splitwise keys, Koinly and CoinTracker
passwords); GPU-rental API keys (Vast.ai, Paperspace, TensorDock, Jarvislabs); indoor-training secrets (intervals.icu
API keys, Zwift, TrainerRoad and iRacing passwords, Wahoo client secrets).

One or two secret templates of each kind name no service at all (a door, storage-unit, cash-box, safe, locker or
padlock code, a PIN keyed in on a phone line, a card or tablet PIN, a memorable word, a BIOS password), and one benign
template of its twin reads alike without the secret.

SECRET and BENIGN map a kind to its templates; every secret kind has a benign twin (BENIGN_TWIN) of the same shape
that keeps the layout and drops the credential: a masked value, a placeholder or env reference, a public identifier
(device MAC, event ID, booking link, DID and handle, company UUID, tracking number, DS record, character ID, instance
ID, athlete ID), a documented default, "it is in the vault" or "I changed it" without the value. make_blind42.py fills
the fields ({{ and }} are literal braces) and resolves every ``⟦a|b|c⟧`` to one of its alternatives. Secret fields
(SECRET_FIELDS in make_blind42.py) hold a credential; benign templates use only benign fields.
"""

CHAT = "⟦[{hh}:{mi}] {name}:|{name}, {hh}:{mi}:|{hh}:{mi} {name} >|{date}, {hh}:{mi} - {name}:|<{name}> ⟧"
PW = "⟦password|pw|pass|passwd|Passwort|pwd⟧"

SECRET: dict[str, list[str]] = {
    # SwitchBot token + secret, Tedee personal access keys and bridge tokens, Ultraloq (U-tec) client secrets, Level
    "smart_lock_api_secret": [
        "SwitchBot API ⟦token and secret|creds|keys⟧ for the Home Assistant integration: token {sbtoken}, secret {sbsecret}",
        '# switchbot.py\nTOKEN = "{sbtoken}"\nSECRET = "{sbsecret}"\nnonce = str(uuid.uuid4())',
        "Tedee personal access key (scopes: Lock.Operate, Device.Read) for the door script: {tedeepak}",
        'curl -H "Authorization: PersonalKey {tedeepak}" https://api.tedee.com/api/v1.32/my/lock',
        "tedee bridge local API token is {tedeebridge}, bridge on {lanip}, ⟦encrypted mode off|port 80|use http not https⟧",
        CHAT + " Ultraloq app client secret {utecsec}, client id is the {uuid} one",
        "Level Lock account so you can add the dog walker: {email} / {levelpw}",
        "| lock | login | secret |\n|---|---|---|\n| SwitchBot Lock Pro | {email} | {sbsecret} |\n| Tedee GO | {email} | {tedeepak} |",
        "Screenshot: SwitchBot app > Profile > Preferences > Developer Options\nToken\n{sbtoken}\nClient Secret\n{sbsecret}",
        "the side door keypad takes {doorpin} then the tick, ⟦the front one is broken|the cat flap is locked|lights are on a timer⟧",
        "storage unit {count}B on the ground floor, ⟦gate|door|lift⟧ code {storagepin}",
    ],
    # Eventbrite private tokens and passwords, Ticket Tailor API keys, Humanitix API keys, Billetto access key secrets
    "event_ticketing_key": [
        "Eventbrite private token for the ⟦choir concert|quiz night|book fair|5k fun run⟧ check-in app: {ebtoken}",
        'curl -H "Authorization: Bearer {ebtoken}" https://www.eventbriteapi.com/v3/users/me/',
        "Eventbrite organiser login for the door staff tablet: {email} / {ebpw}",
        "Ticket Tailor API key (box office {name}): {ttkey}",
        "curl -u {ttkey}: https://api.tickettailor.com/v1/events",
        "HUMANITIX_API_KEY={humanitix}\nEVENT_ID={eventid}",
        CHAT + " Billetto access key id {billettoid} and secret {billettosec}, the scanner needs both",
        "tickets.yaml\neventbrite:\n  token: {ebtoken}\nticket_tailor:\n  api_key: {ttkey}",
        "Screenshot: Eventbrite > Account settings > Developer links > API keys\nPrivate token\n{ebtoken}",
        "the cash box for the raffle has a combination, {cashcombo}, float is in the blue envelope",
    ],
    # Cal.com API keys, Acuity Scheduling user ID + API key, SavvyCal tokens, Setmore refresh tokens, YouCanBookMe
    "scheduling_app_key": [
        "Cal.com API key for the booking widget on the ⟦salon|clinic|tutoring|studio⟧ site: {calkey}",
        'curl "https://api.cal.com/v1/bookings?apiKey={calkey}"',
        "Acuity Scheduling API: user ID {acuityuser}, API key {acuitykey}",
        "curl -u {acuityuser}:{acuitykey} https://acuityscheduling.com/api/v1/appointments",
        "SavvyCal personal access token for Zapier: {savvykey}",
        "SETMORE_REFRESH_TOKEN={setmore}\nSETMORE_STAFF={name}",
        CHAT + " YouCanBookMe login is {email}, {PW} {ycbmpw}, can you block out the bank holiday",
        'scheduler.json\n{{\n  "calcom_api_key": "{calkey}",\n  "savvycal_token": "{savvykey}"\n}}',
        "| tool | login | key |\n|---|---|---|\n| Acuity | {acuityuser} | {acuitykey} |\n| YouCanBookMe | {email} | {ycbmpw} |",
        "when I call into the Monday standup I press {dialpin} then hash, ⟦the number is in the invite|it's the UK one|mute is star 6⟧",
    ],
    # Bluesky app passwords, Tumblr consumer secrets and OAuth tokens, Pixelfed tokens, Lemmy passwords, Pinterest tokens
    "social_app_password": [
        "Bluesky app password for ⟦Graysky|the crosspost bot|Skeets|the scheduler⟧ (handle {bskyhandle}): {bskypw}",
        "BSKY_HANDLE={bskyhandle}\nBSKY_APP_PASSWORD={bskypw}",
        "Tumblr app: consumer key {tumblrkey}, consumer secret {tumblrsec}",
        "tumblr oauth token {tumblrtok}, oauth token secret {tumblrts}",
        "Pixelfed personal access token for the photo uploader: {pixelfedtok}",
        CHAT
        + " lemmy login for the mod account: {login} / {lemmypw}, ⟦clear the spam queue|ban the bot|pin the rules post⟧",
        'curl -H "Authorization: Bearer {pinatoken}" https://api.pinterest.com/v5/boards',
        "client = Client()\nclient.login('{bskyhandle}', '{bskypw}')\nclient.send_post(text='new shop drop!')",
        "| app | account | password |\n|---|---|---|\n| Bluesky | {bskyhandle} | {bskypw} |\n| Lemmy | {login} | {lemmypw} |",
        "my phone's hidden photo album opens with {pin4}, the screenshots are in there",
    ],
    # Gusto client secrets and access tokens, Rippling API keys, Paychex client secrets, Justworks passwords
    "small_business_payroll_key": [
        "Gusto API app: client id {gustoid}, client secret {gustosec}",
        'curl -H "Authorization: Bearer {gustotok}" https://api.gusto.com/v1/companies/{gustocompany}/employees',
        "Rippling API key for the HR sync (read: employees): {ripplingkey}",
        "RIPPLING_API_KEY={ripplingkey}\nRIPPLING_BASE=https://api.rippling.com/platform/api",
        "Paychex Flex API: client id {paychexid}, client secret {paychexsec}",
        CHAT + " Justworks login so you can approve Friday's payroll: {email} / {justworkspw}",
        "handover while I'm on leave:\npayroll: Gusto, {email} / {gustopw}\nrun it by {date}, {count} employees",
        'payroll.toml\n[gusto]\nclient_secret = "{gustosec}"\n[rippling]\napi_key = "{ripplingkey}"',
        "| system | login | secret |\n|---|---|---|\n| Gusto | {email} | {gustopw} |\n| Justworks | {email} | {justworkspw} |",
        "the office safe with the petty cash opens on {safecode}, ⟦turn right first|hold the handle down|receipts go in the tray⟧",
    ],
    # ShipStation API key and secret, Printify tokens, Sendle keys, Pirate Ship passwords, ShipBob tokens
    "ecommerce_shipping_key": [
        "ShipStation API for the online shop: key {sskey}, secret {sssec}",
        "curl -u {sskey}:{sssec} https://ssapi.shipstation.com/orders?orderStatus=awaiting_shipment",
        "Printify personal access token for the mug store: {printify}",
        'curl -H "Authorization: Bearer {printify}" https://api.printify.com/v1/shops.json',
        "Sendle ID {sendleid}, API key {sendlekey}",
        CHAT
        + " Pirate Ship login for the labels: {email}, {PW} {pirateshippw}, ⟦print the Priority ones first|the scale is on USB|use the 4x6 rolls⟧",
        "SHIPBOB_PAT={shipbob}\nSHIPBOB_CHANNEL={count}",
        "| carrier tool | key | secret |\n|---|---|---|\n| ShipStation | {sskey} | {sssec} |\n| Sendle | {sendleid} | {sendlekey} |",
        "Screenshot: ShipStation > Settings > Account > API Settings\nAPI Key: {sskey}\nAPI Secret: {sssec}",
        "the PO box combination is {boxcombo}, ⟦pick up the returns on Tuesdays|big parcels are at the counter|box {count}⟧",
        "the packing room padlock is {combo4}, tape is on the top shelf",
    ],
    # Dynadot API keys, name.com usernames + API tokens, Spaceship API key + secret
    "registrar_api_credential": [
        "Dynadot API key for the renewal script: {dynadotkey}",
        "https://api.dynadot.com/api3.xml?key={dynadotkey}&command=domain_info&domain={domain}",
        "name.com API: username {login}, token {namecomtoken}",
        "curl -u '{login}:{namecomtoken}' https://api.name.com/v4/domains/{domain}/records",
        "Spaceship API key {spaceshipkey}, secret {spaceshipsec}, ⟦DNS write only|for certbot|for the ddns cron⟧",
        'curl -H "X-API-Key: {spaceshipkey}" -H "X-API-Secret: {spaceshipsec}" https://spaceship.dev/api/v1/domains?take=10',
        CHAT + " dynadot key {dynadotkey}, add the TXT record for {domain} when you get a min",
        "[namecom]\nusername = {login}\ntoken = {namecomtoken}\n\n[domains]\nmain = {domain}",
        "| registrar | account | api secret |\n|---|---|---|\n| Dynadot | {email} | {dynadotkey} |\n| Spaceship | {email} | {spaceshipsec} |",
        "the server cupboard under the stairs has a keypad, it's {doorpin}",
    ],
    # Roll20, D&D Beyond and BoardGameGeek passwords, Owlbear Rodeo room passwords
    "tabletop_gaming_login": [
        "Roll20 login for the GM account so you can run Thursday's session: {email} / {roll20pw}",
        "D&D Beyond ⟦account|login⟧ with the shared books: {email}, {PW} {ddbpw}",
        "BoardGameGeek {PW} for the club's account ({login}): {bggpw}",
        "Owlbear Rodeo room {room}, room {PW} {owlbearpw}, ⟦players only|no spectators tonight|map is loaded⟧",
        CHAT + " roll20 {PW} is {roll20pw}, don't change the character sheets",
        "handover for the game club:\nRoll20: {email} / {roll20pw}\nBGG: {login} / {bggpw}\nsnacks budget £{count}0",
        "| site | login | password |\n|---|---|---|\n| D&D Beyond | {email} | {ddbpw} |\n| Roll20 | {email} | {roll20pw} |",
        "Screenshot: D&D Beyond sign-in\nEmail {email}\nPassword {ddbpw}\n[Sign in]",
        "Owlbear Rodeo: {room} / {owlbearpw}",
        "the locker at the game café is {lockerpin}, the minis are in there",
        "the tablet we use for initiative unlocks with {pin4}",
    ],
    # Expensify partner secrets, Spendesk and Splitwise keys, Koinly and CoinTracker passwords
    "expense_app_secret": [
        "Expensify integration: partnerUserID {expensifyid}, partnerUserSecret {expensifysec}",
        'curl -X POST https://integrations.expensify.com/Integration-Server/ExpensifyIntegrations -d \'requestJobDescription={{"type":"get","credentials":{{"partnerUserID":"{expensifyid}","partnerUserSecret":"{expensifysec}"}}}}\'',
        "Spendesk API key for the accounting export: {spendesk}",
        "Splitwise API key for the flat's bills script: {splitwise}",
        'import splitwise\ns = splitwise.Splitwise("{swconsumer}", "{swsecret}", api_key="{splitwise}")',
        CHAT + " Koinly login for the tax report: {email} / {koinlypw}",
        "CoinTracker {PW}: {cointrackerpw} (same e-mail as the exchange one)",
        "EXPENSIFY_PARTNER_USER_ID={expensifyid}\nEXPENSIFY_PARTNER_USER_SECRET={expensifysec}",
        "| app | login | secret |\n|---|---|---|\n| Koinly | {email} | {koinlypw} |\n| Splitwise | {email} | {splitwise} |",
        "the PIN for the joint account card is {cardpin}, ⟦only for groceries|the card is in the kitchen drawer|don't use it abroad⟧",
        "my memorable word for the bank's phone line is {memword}",
    ],
    # Vast.ai, Paperspace, TensorDock and Jarvislabs API keys
    "gpu_rental_api_key": [
        "Vast.ai API key for the training runs: {vastkey}",
        "vastai set api-key {vastkey}\nvastai search offers 'gpu_name=RTX_4090 num_gpus=1'",
        "Paperspace API key (team {name}): {paperspacekey}",
        'curl -H "Authorization: Bearer {paperspacekey}" https://api.paperspace.com/v1/machines',
        "TensorDock API: key {tdkey}, token {tdtoken}",
        CHAT + " Jarvislabs token is {jarvistoken}, spin up an A100 for the fine-tune",
        "VAST_API_KEY={vastkey}\nPAPERSPACE_API_KEY={paperspacekey}",
        "gpu.yaml\nproviders:\n  vast:\n    api_key: {vastkey}\n  jarvislabs:\n    token: {jarvistoken}",
        "Screenshot: Vast.ai console > Account > API Keys\n{vastkey}\n[Copy] [Delete]",
        "the workstation under my desk has a BIOS {PW}, {biospw}, if you need to boot from USB",
    ],
    # intervals.icu API keys, Zwift, TrainerRoad and iRacing passwords, Wahoo cloud client secrets
    "indoor_training_secret": [
        "intervals.icu API key (athlete {athlete}): {intervalskey}",
        "curl -u API_KEY:{intervalskey} https://intervals.icu/api/v1/athlete/{athlete}/activities?oldest={isodate}",
        "Zwift login for the club ride tonight: {email} / {zwiftpw}",
        "TrainerRoad {PW}: {trainerroadpw}, ⟦my plan is in there|don't reset the FTP|skip Friday's workout⟧",
        "iRacing ⟦login|account⟧ for the sim rig at the club: {email}, {PW} {iracingpw}",
        "Wahoo cloud API: client id {wahooid}, client secret {wahoosec}",
        CHAT + " zwift {PW} is {zwiftpw}, join the group ride at 7",
        "INTERVALS_ATHLETE_ID={athlete}\nINTERVALS_API_KEY={intervalskey}",
        "| app | login | password |\n|---|---|---|\n| Zwift | {email} | {zwiftpw} |\n| TrainerRoad | {email} | {trainerroadpw} |",
        "the gym locker padlock is {combo4}, the trainer's in locker {count}",
        "pain cave at the club: key safe {boxcode}, turn the heating off after",
    ],
}

BENIGN: dict[str, list[str]] = {
    "smart_lock_api_secret_benign": [
        "SwitchBot Lock Pro {sbdevice}: battery {pct} %, firmware V{fw}, hub on {lanip}",
        '# switchbot.py\nTOKEN = os.environ["SWITCHBOT_TOKEN"]\nSECRET = os.environ["SWITCHBOT_SECRET"]\nnonce = str(uuid.uuid4())',
        "Tedee lock serial {lockserial}, bridge on {lanip}, the personal access key is in the HA secrets.yaml",
        "| lock | login | secret |\n|---|---|---|\n| SwitchBot Lock Pro | {email} | (in Bitwarden) |\n| Tedee GO | {email} | ******** |",
        "Level Lock: {count} guest keys, the dog walker's expires {date}",
        "the side door keypad is broken, use the front one, the cat flap is locked",
        "storage unit {count}B on the ground floor, the key is on the hook by the door",
    ],
    "event_ticketing_key_benign": [
        "Eventbrite event {eventid}: {count}0 tickets sold, doors at {hh}:{mi}",
        'curl -H "Authorization: Bearer $EVENTBRITE_TOKEN" https://www.eventbriteapi.com/v3/users/me/',
        "Ticket Tailor box office {name}: order {ordref}, {count} tickets, £{money}",
        "HUMANITIX_API_KEY=<in the shared vault>\nEVENT_ID={eventid}",
        "Billetto organiser {billettoorg}, the access key secret was shown once and is with the treasurer",
        "the cash box for the raffle is the one with the broken lock, float is in the blue envelope",
    ],
    "scheduling_app_key_benign": [
        "book me at cal.com/{login}/30min, any slot after {hh}:{mi}",
        "Acuity Scheduling owner ID {acuityuser}, {count} appointments this week, the API key is in 1Password",
        'curl "https://api.cal.com/v1/bookings?apiKey=$CAL_API_KEY"',
        "SavvyCal link savvycal.com/{login}/chat, {count} bookings, Zapier connected",
        "| tool | login | key |\n|---|---|---|\n| Acuity | {acuityuser} | (regenerated, ask me) |\n| YouCanBookMe | {email} | ******** |",
        "when I call into the Monday standup I press 1 for English then wait, the number is in the invite",
    ],
    "social_app_password_benign": [
        "follow me on Bluesky: {bskyhandle} ({did})",
        "BSKY_HANDLE={bskyhandle}\nBSKY_APP_PASSWORD=${{BSKY_APP_PASSWORD}}",
        "Tumblr blog {login}.tumblr.com: {count}k followers, the app's consumer secret goes in the bot's .env",
        "Pixelfed post pixelfed.social/p/{login}/{postid}: {count} likes",
        "| app | account | password |\n|---|---|---|\n| Bluesky | {bskyhandle} | (app password revoked) |\n| Lemmy | {login} | [hidden] |",
        "my phone's hidden photo album uses face ID, the screenshots are in there",
    ],
    "small_business_payroll_key_benign": [
        "Gusto company {gustocompany}: payroll for {count} employees runs {date}",
        'curl -H "Authorization: Bearer $GUSTO_TOKEN" https://api.gusto.com/v1/companies/{gustocompany}/employees',
        "Rippling: {count} new hires this month, the API key lives in the HR sync's secrets",
        "Paychex Flex client id {paychexid}, the client secret is with our accountant",
        "handover while I'm on leave:\npayroll: Gusto, {email} (password in the office vault)\nrun it by {date}, {count} employees",
        "the office safe with the petty cash is open, the key is with {name}",
    ],
    "ecommerce_shipping_key_benign": [
        "USPS tracking {usps} for order #{count}0{count}, out for delivery",
        "ShipStation store {count}: {count}0 orders awaiting shipment, the API key and secret are in the app settings",
        'curl -H "Authorization: Bearer $PRINTIFY_TOKEN" https://api.printify.com/v1/shops.json',
        "Sendle ID {sendleid}, API key regenerated, ask {name}",
        "SHIPBOB_PAT=\nSHIPBOB_CHANNEL={count}",
        "the PO box is number {count}, pick up the returns on Tuesdays",
    ],
    "registrar_api_credential_benign": [
        "{domain} renews {date} at Dynadot, auto-renew on, nameservers ns1.dyna-ns.net / ns2.dyna-ns.net",
        "DS record for {domain}: {keytag} 13 2 {dsdigest}",
        'curl -u "$NAMECOM_USER:$NAMECOM_TOKEN" https://api.name.com/v4/domains/{domain}/records',
        "Spaceship API key created (DNS write), key and secret in the certbot host's env, IP allowlist {lanip}",
        "| registrar | account | api secret |\n|---|---|---|\n| Dynadot | {email} | (IP locked, in vault) |\n| Spaceship | {email} | ******** |",
        "the server cupboard under the stairs has a normal key, it's on the fridge",
    ],
    "tabletop_gaming_login_benign": [
        "Roll20 game 'The {name} Expedition': {count} players, Thursdays {hh}:{mi}",
        "D&D Beyond character {ddbchar}: level {count} ranger, campaign link in the Discord",
        "BoardGameGeek collection of {login}: {count}0 games, {count} wishlisted",
        "Owlbear Rodeo room {room}, no password tonight, spectators welcome",
        "| site | login | password |\n|---|---|---|\n| D&D Beyond | {email} | (ask the DM) |\n| Roll20 | {email} | ******** |",
        "the locker at the game café is the one without a lock, the minis are in there",
        "the tablet we use for initiative has no PIN, just swipe up",
    ],
    "expense_app_secret_benign": [
        "Expensify report {expreport}: £{money}, {count} receipts, approved by {name}",
        "Splitwise: you owe {name} £{money} for the flat's electricity",
        "EXPENSIFY_PARTNER_USER_ID={expensifyid}\nEXPENSIFY_PARTNER_USER_SECRET=<ask finance>",
        "Spendesk: {count} cards, £{money} spent this month, the API key is in the accounting tool",
        "Koinly: {count} wallets synced, tax report for {date} ready, login in the password manager",
        "the PIN for the joint account card is the one we both know, the card is in the kitchen drawer",
        "the bank's phone line asks for a memorable word, it's the one from the letter, you know it",
    ],
    "gpu_rental_api_key_benign": [
        "Vast.ai instance {vastid}: RTX 4090, ${money}/hr, ssh -p {sshport} root@ssh{count}.vast.ai",
        "vastai set api-key $VAST_API_KEY\nvastai search offers 'gpu_name=RTX_4090 num_gpus=1'",
        "Paperspace machine {psmachine}: A4000, {count} h this month, the API key is in the team settings",
        "TensorDock VM {uuid} in {count} regions, key and token in the deploy secrets",
        "VAST_API_KEY=\nPAPERSPACE_API_KEY=",
        "the workstation under my desk has no BIOS password, boot from USB with F12",
    ],
    "indoor_training_secret_benign": [
        "intervals.icu athlete {athlete}: FTP {ftp} W, CTL {count}0, the API key is in the sync script's env",
        "curl -u API_KEY:$INTERVALS_API_KEY https://intervals.icu/api/v1/athlete/{athlete}/activities?oldest={isodate}",
        "Zwift ID {zwiftid}, ride on! see you at the group ride at 7",
        "TrainerRoad: {count} workouts this week, FTP {ftp} W, plan in there",
        "| app | login | password |\n|---|---|---|\n| Zwift | {email} | (reset link sent) |\n| TrainerRoad | {email} | ******** |",
        "the gym lockers take a pound coin, the trainer's in locker {count}",
    ],
}

# {PW} is the password label's wording choice, written once above
SECRET = {kind: [t.replace("{PW}", PW) for t in templates] for kind, templates in SECRET.items()}
BENIGN = {kind: [t.replace("{PW}", PW) for t in templates] for kind, templates in BENIGN.items()}

BENIGN_TWIN = {kind: kind + "_benign" for kind in (*SECRET, "rail_booking_login_ml")}
