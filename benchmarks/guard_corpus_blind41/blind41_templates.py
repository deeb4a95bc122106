"""Hand-written templates for the blind41 guard corpus: VPN account secrets (Mullvad account numbers and WireGuard
keys, IVPN account IDs, Proton VPN OpenVPN / IKEv2 credentials); game-host panel keys (Pterodactyl client and
application keys, Nitrado tokens, Modrinth tokens, CurseForge API keys, Tebex secrets, Aternos passwords); card-reader
keys (SumUp secret keys and passwords, Zettle client secrets and passwords); drone-log secrets (Airdata UAV keys, Litchi,
Aloft and FAA DroneZone passwords, Skydio Cloud tokens); photo-sharing keys (Flickr key secrets and OAuth tokens,
SmugMug secrets, PhotoPrism passwords, Unsplash secret keys, Pexels and Pixabay keys); holiday-rental host secrets
(Guesty client secrets, Lodgify keys, Hospitable tokens, OwnerRez tokens); volunteer-organisation logins (Planning
Center personal access tokens, Online Scout Manager, Tithe.ly and ChurchSuite passwords); maker IoT tokens (Particle
access tokens, Blynk auth tokens, Adafruit IO keys, Arduino Cloud client secrets); link-shortener tokens (Bitly access
tokens, Rebrandly keys, Short.io secret keys); creator-support tokens (Patreon creator tokens and passwords, Ko-fi
verification tokens, Buy Me a Coffee tokens); air-quality keys (PurpleAir read and write keys, IQAir AirVisual keys,
AirGradient tokens, Airthings client secrets).

One or two secret templates of each kind name no service at all (a keybox, gym, alarm or padlock code, a card PIN, a
phone or laptop PIN, a phrase fragment, a code keyed in on a phone line), and one benign template of its twin reads alike
without the secret.

SECRET and BENIGN map a kind to its templates; every secret kind has a benign twin (BENIGN_TWIN) of the same shape
that keeps the layout and drops the credential: a masked value, a placeholder or env reference, a public identifier
(server UUID, merchant code, FAA registration, Flickr photo ID, listing ID, device ID, ICCID, short link, sensor index),
a documented default, "it is in the vault" or "I changed it" without the value. make_blind41.py fills the fields ({{
and }} are literal braces) and resolves every ``⟦a|b|c⟧`` to one of its alternatives. Secret fields (SECRET_FIELDS in
make_blind41.py) hold a credential; benign templates use only benign fields.
"""

CHAT = "⟦[{hh}:{mi}] {name}:|{name} {hh}:{mi} —|{hh}:{mi} <{name}>|{date} {hh}:{mi} - {name}:⟧"
PW = "⟦password|pw|pass|passwd|pwd⟧"

SECRET: dict[str, list[str]] = {
    # Mullvad account numbers and WireGuard keys, IVPN account IDs, Proton VPN OpenVPN / IKEv2 credentials
    "vpn_account_number": [
        "Mullvad account number for the ⟦family|travel laptop|Apple TV|router⟧ (it is the only login): {mullvad}",
        "mullvad: {mullvadsp} — ⟦just type it in the app|no e-mail needed|topped up till {date}⟧",
        "IVPN account ID {ivpn}, ⟦paste it in the app on the TV|five devices max|the Pro plan⟧",
        "Proton VPN OpenVPN / IKEv2 credentials (not my Proton login!): username {protonuser}, {PW} {protonpw}",
        "[Interface]\nPrivateKey = {wgkey}\nAddress = 10.{count}.{count}.2/32\nDNS = 10.64.0.1\n\n[Peer]\nPublicKey = {wgpub}\nEndpoint = se-sto-wg-0{count}.relays.mullvad.net:51820",
        CHAT + " vpn for the hotel wifi: mullvad account {mullvad}",
        "auth-user-pass creds.txt\n--- creds.txt ---\n{protonuser}\n{protonpw}",
        "| VPN | account | secret |\n|---|---|---|\n| IVPN | {ivpn} | - |\n| Proton VPN | {protonuser} | {protonpw} |",
        "Screenshot: Mullvad VPN > Account\nAccount number\n{mullvadsp}\nPaid until {date}",
        "the keybox at the holiday flat is {boxcode}, ⟦the keys are on the red ring|put them back when you leave|turn the dials after⟧",
    ],
    # Pterodactyl client / application keys, Nitrado tokens, Modrinth PATs, CurseForge API keys, Tebex secrets, Aternos
    "game_host_panel_key": [
        "Pterodactyl client API key for the ⟦Minecraft|survival|modded|kids'⟧ server panel: {ptlc}",
        'curl -H "Authorization: Bearer {ptlc}" -H "Accept: application/json" https://panel.{host}/api/client/servers/{srvshort}',
        "PTERODACTYL_APP_KEY={ptla}\nPTERODACTYL_URL=https://panel.{host}",
        "Nitrado long-life token for the ARK server bot: {nitrado}",
        "Modrinth personal access token (scopes: create version) for the CI upload: {modrinth}",
        "CurseForge API key for the modpack launcher: {cfkey}",
        "Tebex secret key (webstore plugin): {tebex}",
        CHAT + " aternos login is {login} / {aternospw}, start the server if it's off, it sleeps after 5 min",
        'server.yml\ntebex:\n  secret: "{tebex}"\nmodrinth:\n  token: "{modrinth}"',
        "my gym's door code is {gymcode}, ⟦I'm usually there at 6|the side door, not the main one|it changes every month⟧",
        "when the bank's phone line asks I key in {cardpin} and then the star key",
    ],
    # SumUp secret API keys and passwords, Zettle client secrets and passwords
    "card_reader_key": [
        "SumUp secret API key for the market stall shop: {sumupkey}",
        'curl -H "Authorization: Bearer {sumupkey}" https://api.sumup.com/v0.1/me',
        "SumUp login for the card reader (the one at the till): {email} / {sumuppw}",
        "Zettle API client: client id {zettleid}, client secret {zettlesec}",
        "ZETTLE_CLIENT_ID={zettleid}\nZETTLE_CLIENT_SECRET={zettlesec}",
        CHAT + " Zettle {PW} for the café iPad is {zettlepw}, log out at close",
        "handover for Saturday's market:\nreader: SumUp Air\nlogin: {email}\n{PW}: {sumuppw}\nfloat: £{count}0",
        "| service | key | secret |\n|---|---|---|\n| SumUp | {sumuppub} | {sumupkey} |\n| Zettle | {zettleid} | {zettlesec} |",
        "Screenshot: SumUp Dashboard > Developers > API keys\nSecret key\n{sumupkey}\nReveal",
        "the PIN for the business debit card is {cardpin}, ⟦only for the wholesale run|don't use it for fuel|the card is in the tin⟧",
    ],
    # Airdata UAV API keys, Litchi, Aloft and FAA DroneZone passwords, Skydio Cloud tokens
    "drone_log_key": [
        "Airdata UAV ⟦API key|api key|upload key⟧ for the flight-log sync: {airdata}",
        "Litchi ⟦login|account|sign-in⟧ for the waypoint missions: {email} / {litchipw}",
        "Aloft (the LAANC app) {PW}: {aloftpw}, same e-mail as the club one",
        "FAA DroneZone login (registration {faareg} renews next year): {email}, {PW} {dzpw}",
        "Skydio Cloud API token for the inspection reports: {skydio}",
        'curl -H "Authorization: ApiToken {skydio}" https://api.skydio.com/api/v0/flights',
        CHAT + " Litchi {PW} is {litchipw}, load the roof mission before we go up",
        "AIRDATA_API_KEY={airdata}\nPILOT={name}",
        "| app | login | password |\n|---|---|---|\n| Litchi | {email} | {litchipw} |\n| Aloft | {email} | {aloftpw} |",
        "the hangar padlock at the flying field is {combo4}, batteries are in the blue box",
    ],
    # Flickr key secrets and OAuth tokens, SmugMug secrets, PhotoPrism passwords, Unsplash secrets, Pexels / Pixabay keys
    "photo_sharing_key": [
        "Flickr API app for the upload script: key {flickrkey}, secret {flickrsec}",
        "flickr oauth token {flickrtok}, token secret {flickrts}",
        "SmugMug API: key {smugkey}, secret {smugsec}",
        "PhotoPrism admin {PW} on {lanip}:2342 is {photoprismpw}",
        "PHOTOPRISM_ADMIN_PASSWORD={photoprismpw}\nPHOTOPRISM_SITE_URL=http://{lanip}:2342/",
        "Unsplash app: access key {unsplashkey}, secret key {unsplashsec}",
        'curl -H "Authorization: {pexelskey}" "https://api.pexels.com/v1/search?query=lighthouse"',
        "https://pixabay.com/api/?key={pixabaykey}&q=autumn+leaves&image_type=photo",
        CHAT
        + " the PhotoPrism {PW} is {photoprismpw}, ⟦add the wedding album|tag the dog photos|don't delete the RAWs⟧",
        "my laptop PIN is {pin6}, the photos are in the folder on the desktop",
    ],
    # Guesty client secrets, Lodgify API keys, Hospitable tokens, OwnerRez tokens
    "rental_host_secret": [
        "Guesty Open API app: client id {guestyid}, client secret {guestysec}",
        'curl -H "X-ApiKey: {lodgify}" https://api.lodgify.com/v2/properties',
        "Lodgify API key for the calendar sync (Settings > Public API): {lodgify}",
        "Hospitable personal access token for the cleaning rota sheet: {hospitable}",
        "OwnerRez personal access token (user {login}): {ownerrez}",
        CHAT + " co-host access: Guesty login {email}, {PW} {guestypw}, please answer the late check-in",
        "GUESTY_CLIENT_ID={guestyid}\nGUESTY_CLIENT_SECRET={guestysec}",
        "| channel manager | login | secret |\n|---|---|---|\n| Lodgify | {email} | {lodgify} |\n| OwnerRez | {login} | {ownerrez} |",
        "welcome note for listing {listingid}: the keysafe by the door is {boxcode}, wifi is on the fridge",
        "guests: the gate code this week is {gatecode}, ⟦then the second door on the left|it resets on Sunday|press the bell if it doesn't work⟧",
        "note for the cleaner: the alarm code is {alarmcode}, ⟦you have 30 seconds|the panel is in the hall|set it again when you leave⟧",
    ],
    # Planning Center personal access tokens, Online Scout Manager, Tithe.ly and ChurchSuite passwords
    "volunteer_org_login": [
        "Planning Center personal access token: app id {pcoid}, secret {pcosec}",
        "curl -u {pcoid}:{pcosec} https://api.planningcenteronline.com/services/v2/service_types",
        "Online Scout Manager login for the ⟦Cubs|Beavers|Scouts|Explorers⟧ section: {email} / {osmpw}",
        "Tithe.ly admin {PW}: {tithelypw}, the giving report is under Reports",
        "ChurchSuite login for the rota: {email}, {PW} {churchsuitepw}",
        CHAT + " OSM {PW} is {osmpw}, put the camp payments in before Friday",
        "handover to the new treasurer:\nTithe.ly {email} / {tithelypw}\nChurchSuite {email} / {churchsuitepw}",
        "PCO_APP_ID={pcoid}\nPCO_SECRET={pcosec}",
        "| system | login | password |\n|---|---|---|\n| OSM | {email} | {osmpw} |\n| ChurchSuite | {email} | {churchsuitepw} |",
        "the hall's key safe is {boxcode}, ⟦the urn is in the kitchen|lock up after the youth club|chairs go back on the trolley⟧",
    ],
    # Particle access tokens, Blynk auth tokens, Adafruit IO keys, Arduino Cloud client secrets
    "maker_iot_token": [
        "Particle access token for the ⟦greenhouse|garage|beehive⟧ Boron: {particle}",
        'curl https://api.particle.io/v1/devices/{particleid}/temp -H "Authorization: Bearer {particle}"',
        '#define BLYNK_TEMPLATE_ID "{blynktmpl}"\n#define BLYNK_AUTH_TOKEN "{blynk}"\nchar ssid[] = "{ssid}";',
        "Blynk auth token for the aquarium ESP32: {blynk}",
        "Adafruit IO key for the weather feed: {aiokey}",
        '# secrets.py\nADAFRUIT_IO_USERNAME = "{login}"\nADAFRUIT_IO_KEY = "{aiokey}"',
        "Arduino Cloud API client: id {arduinoid}, secret {arduinosec}",
        CHAT + " new Particle token {particle}, the old one expired",
        'iot.toml\n[adafruit]\nkey = "{aiokey}"\n[blynk]\ntoken = "{blynk}"',
        "the bike padlock in the workshop is {combo4}, the soldering iron is in the drawer",
    ],
    # Bitly access tokens, Rebrandly API keys, Short.io secret keys
    "link_shortener_token": [
        "Bitly generic access token for the newsletter links: {bitly}",
        'curl -H "Authorization: Bearer {bitly}" -H "Content-Type: application/json" -X POST https://api-ssl.bitly.com/v4/shorten -d \'{{"long_url": "https://{host}/spring-fair"}}\'',
        "Rebrandly API key (workspace {name}): {rebrandly}",
        'curl -H "apikey: {rebrandly}" https://api.rebrandly.com/v1/links',
        "Short.io secret API key: {shortio}",
        "BITLY_TOKEN={bitly}\nSHORT_DOMAIN=bit.ly",
        CHAT + " here's the Rebrandly key {rebrandly}, make the links for the flyers",
        "| service | public | secret |\n|---|---|---|\n| Short.io | {shortpub} | {shortio} |\n| Bitly | - | {bitly} |",
        "Screenshot: Bitly > Settings > API\nAccess token\n{bitly}\nCopy",
        "the first three words of my old recovery phrase were {phrase3}, the rest is in the safe",
    ],
    # Patreon creator tokens and passwords, Ko-fi verification tokens, Buy Me a Coffee tokens
    "creator_support_token": [
        "Patreon creator access token for the Discord role bot: {patreontok}",
        'curl -H "Authorization: Bearer {patreontok}" "https://www.patreon.com/api/oauth2/v2/campaigns"',
        "Patreon login so you can post the episode while I'm away: {email} / {patreonpw}",
        "Ko-fi webhook verification token (Settings > API): {kofi}",
        "KOFI_VERIFICATION_TOKEN={kofi}\nDISCORD_CHANNEL={count}",
        "Buy Me a Coffee API token for the supporters page: {bmc}",
        CHAT + " Patreon {PW} is {patreonpw}, schedule the post for Friday 9am",
        'creator.json\n{{\n  "patreon_token": "{patreontok}",\n  "kofi_token": "{kofi}"\n}}',
        "| platform | login | secret |\n|---|---|---|\n| Patreon | {email} | {patreonpw} |\n| Ko-fi | {email} | {kofi} |",
        "my phone unlock is {pin6} if you need the 2FA text while I'm on stage",
    ],
    # PurpleAir read and write keys, IQAir AirVisual keys, AirGradient tokens, Airthings client secrets
    "air_quality_key": [
        "PurpleAir API keys for the school sensor map: read {purpleread}, write {purplewrite}",
        'curl -H "X-API-Key: {purpleread}" "https://api.purpleair.com/v1/sensors/{sensorix}?fields=pm2.5"',
        "IQAir AirVisual API key: {iqair}",
        "https://api.airvisual.com/v2/nearest_city?lat={lat}&lon={lon}&key={iqair}",
        "AirGradient API token for the classroom monitors: {agtoken}",
        "Airthings API client: id {airthingsid}, secret {airthingssec}",
        CHAT + " PurpleAir write key is {purplewrite}, don't post it in the group",
        "PURPLEAIR_READ_KEY={purpleread}\nSENSOR_INDEX={sensorix}",
        "airquality.yaml\nairgradient:\n  token: {agtoken}\nairthings:\n  client_secret: {airthingssec}",
        "when the burglar alarm company rings, the password word is fine but the code is {alarmcode}",
        "my bike lock is {combo4}, it's the black one by the sensor pole",
    ],
}

BENIGN: dict[str, list[str]] = {
    "vpn_account_number_benign": [
        "Mullvad: paid until {date}, {count} devices, the account number is in Bitwarden",
        "IVPN: Pro plan, {count} devices, account ID on the card in the drawer",
        "Proton VPN server {vpnserver} was slow tonight, {count} ms ping, switching to another",
        "[Interface]\nPrivateKey = <from the Mullvad config generator>\nAddress = 10.{count}.{count}.2/32\n\n[Peer]\nPublicKey = {wgpub}\nEndpoint = se-sto-wg-0{count}.relays.mullvad.net:51820",
        "| VPN | account | secret |\n|---|---|---|\n| IVPN | (in the vault) | - |\n| Proton VPN | {email} | ******** |",
        "the keybox at the holiday flat is broken, the owner meets us at {hh}:{mi}",
    ],
    "game_host_panel_key_benign": [
        "Pterodactyl server {srvuuid} on node {count}: {count} GB RAM, Paper {fw}",
        'curl -H "Authorization: Bearer $PTERO_CLIENT_KEY" https://panel.{host}/api/client/servers/{srvshort}',
        "Modrinth project {modslug}: {count}k downloads, version {fw} uploaded by CI",
        "CurseForge project ID {cfproject}, the API key is with the launcher admin",
        "aternos server {login}.aternos.me, version {fw}, {PW} in the pinned message",
        "my gym has no door code, you just scan the app at the turnstile",
        "when the bank's phone line asks I press 2 and then the star key, it reads the balance",
    ],
    "card_reader_key_benign": [
        "SumUp merchant code {merchant}, {count} transactions today, £{money} taken",
        'curl -H "Authorization: Bearer $SUMUP_SECRET_KEY" https://api.sumup.com/v0.1/me',
        "Zettle client id {zettleid}, the secret is in the shop's password manager",
        "SumUp public key {sumuppub} goes in the web page, the secret key stays on the server",
        "test card for the SumUp sandbox: 4242 4242 4242 4242, any future expiry, CVC 123 (from their docs)",
        "the business debit card's PIN is with the treasurer, don't ask me for it",
    ],
    "drone_log_key_benign": [
        "FAA registration {faareg}, Remote ID serial {remoteid}, mark both on the airframe",
        "Airdata flight {flightid}: {count} min, max altitude {count}0 m, battery {pct} %",
        "Litchi mission '{modslug}': {count} waypoints, {km} km, saved to the Hub",
        "AIRDATA_API_KEY=${{AIRDATA_KEY}}\nPILOT={name}",
        "| app | login | password |\n|---|---|---|\n| Litchi | {email} | (reset link sent) |\n| Aloft | {email} | ******** |",
        "the hangar at the flying field has no lock, the club leaves it open on Sundays",
    ],
    "photo_sharing_key_benign": [
        "Flickr photo {flickrphoto} in album {flickralbum}: {count} views, CC BY 2.0",
        "Flickr app 'family uploader' registered, key and secret go in the .env, I'll do that myself",
        "PhotoPrism on {lanip}:2342, {count}k photos indexed, default admin password changed at install",
        "PHOTOPRISM_ADMIN_PASSWORD=${{PP_ADMIN}}\nPHOTOPRISM_SITE_URL=http://{lanip}:2342/",
        'curl -H "Authorization: $PEXELS_API_KEY" "https://api.pexels.com/v1/search?query=lighthouse"',
        "my laptop has no PIN, just the fingerprint, the photos are on the desktop",
    ],
    "rental_host_secret_benign": [
        "Guesty reservation {bookref}: {count} guests, check-in {date} at 15:00",
        "Lodgify property ID {listingid}, {count} bookings this month, API key in the vault",
        "Hospitable: {count} listings connected, the token is in the sheet's script properties",
        "GUESTY_CLIENT_ID={guestyid}\nGUESTY_CLIENT_SECRET=<ask {name}>",
        "welcome note for listing {listingid}: the keys are with the neighbour at number {count}, wifi is on the fridge",
        "guests: the gate is open from 8 to 8, press the bell after that",
        "note for the cleaner: the alarm is off this week, the panel is in the hall",
    ],
    "volunteer_org_login_benign": [
        "Planning Center service type {pcotype}: {count} volunteers scheduled for Sunday",
        "Online Scout Manager section {osmsection}: {count} members, camp {date}",
        "Tithe.ly: £{money} given this month, {count} donors, report sent to the trustees",
        "PCO_APP_ID={pcoid}\nPCO_SECRET=${{PCO_SECRET}}",
        "| system | login | password |\n|---|---|---|\n| OSM | {email} | (ask the GSL) |\n| ChurchSuite | {email} | ******** |",
        "the hall key is with the caretaker, ring her before the youth club",
    ],
    "maker_iot_token_benign": [
        "Particle device {particleid}, ICCID {iccid}, last seen {hh}:{mi}, battery {pct} %",
        '#define BLYNK_TEMPLATE_ID "{blynktmpl}"\n#define BLYNK_AUTH_TOKEN SECRET_BLYNK_TOKEN  // from arduino_secrets.h',
        "Adafruit IO feed {login}/feeds/greenhouse-temp: {count} data points today",
        "Arduino Cloud thing {srvuuid}, client id {arduinoid}, the secret was shown once and is in 1Password",
        "Boron IMEI {imei} for the SIM registration, ICCID {iccid}",
        "the bike padlock in the workshop is gone, chain the bikes to the rack instead",
    ],
    "link_shortener_token_benign": [
        "bit.ly/{shortslug} → the spring fair page, {count} clicks so far",
        'curl -H "Authorization: Bearer $BITLY_TOKEN" https://api-ssl.bitly.com/v4/user',
        "Rebrandly link rebrand.ly/{shortslug}: {count} clicks, top country NL",
        "Short.io public key {shortpub} (the one for the browser), the secret key is on the server",
        "BITLY_TOKEN=\nSHORT_DOMAIN=bit.ly",
        "the first three words of the old hymn were {plainwords} and the rest I forgot",
    ],
    "creator_support_token_benign": [
        "Patreon campaign {campaignid}: {count} patrons, ${money} a month",
        "Ko-fi page ko-fi.com/{login}: {count} coffees this week, the webhook token is in the bot's env",
        "Buy Me a Coffee: {count} supporters, the API token lives in the server's secrets",
        'curl -H "Authorization: Bearer $PATREON_TOKEN" "https://www.patreon.com/api/oauth2/v2/campaigns"',
        "| platform | login | secret |\n|---|---|---|\n| Patreon | {email} | (2FA on) |\n| Ko-fi | {email} | [hidden] |",
        "my phone has face unlock, the 2FA texts go to the band's shared phone",
    ],
    "air_quality_key_benign": [
        "PurpleAir sensor {sensorix}: PM2.5 {count} µg/m³, {pct} % humidity",
        "IQAir station {name} School: AQI {count}, the API key is with the science teacher",
        "AirGradient monitor {agserial}: CO2 {co2} ppm in class 4B",
        'curl -H "X-API-Key: $PURPLEAIR_READ_KEY" "https://api.purpleair.com/v1/sensors/{sensorix}?fields=pm2.5"',
        "airquality.yaml\nairgradient:\n  token: !secret airgradient_token\nairthings:\n  client_id: {airthingsid}",
        "when the burglar alarm company rings, they ask for the password word, not a code",
    ],
}

# {PW} is the password label's wording choice, written once above
SECRET = {kind: [t.replace("{PW}", PW) for t in templates] for kind, templates in SECRET.items()}
BENIGN = {kind: [t.replace("{PW}", PW) for t in templates] for kind, templates in BENIGN.items()}

BENIGN_TWIN = {kind: kind + "_benign" for kind in (*SECRET, "dating_app_login_ml")}
