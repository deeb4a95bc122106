"""Hand-written templates for the blind36 guard corpus: credit-bureau security-freeze PINs, toll-transponder account
PINs and logins, bike-share member PINs and logins, personal-weather-station upload keys, solar-inverter installer
codes and monitoring API keys, 3D-printer LAN access codes and API keys, Nostr private keys, Tor onion-service keys,
rclone remote secrets, machine-translation API keys, and Lightning wallet macaroons and connection secrets.

SECRET and BENIGN map a kind to its templates; every secret kind has a benign twin (BENIGN_TWIN) of the same shape
that keeps the layout and drops the credential: a masked value, a placeholder, a public identifier (freeze
confirmation number, transponder number, bike number, station ID, printer serial, npub or hex public key, .onion
address, x25519 client public key, glossary ID, node public key, invoice), a documented default, "I changed it and
won't say" or "it comes separately" without the value. make_blind36.py fills the fields ({{ and }} are literal braces)
and resolves every ``⟦a|b|c⟧`` to one of its alternatives. Secret fields (SECRET_FIELDS in make_blind36.py) hold a
credential; benign templates use only benign fields.
"""

SECRET: dict[str, list[str]] = {
    # Equifax / Experian / TransUnion / Innovis security-freeze PINs and the bureau account passwords that lift them
    "credit_freeze_pin": [
        "Equifax security freeze PIN: {frzpin}",
        "{name}: before the car loan we have to thaw my credit, the TransUnion freeze PIN is {frzpin}",
        "credit freezes (all three placed {date})\nEquifax PIN {frzpin}\nExperian PIN {frzpin2}\nTransUnion: {email} / {frzpw}",
        "| bureau | freeze PIN |\n|---|---|\n| Experian | {frzpin} |\n| Innovis | {frzpin2} |",
        "to lift the freeze for the apartment application call the bureau and give the ⟦PIN|personal identification number⟧ {frzpin}",
        "Your security freeze has been placed. Your PIN is: {frzpin}\nKeep this PIN. You will need it to temporarily lift or remove the freeze.",
        "mom's credit freeze, in case the bank asks: {frzpin} (TransUnion), account login {email} pw {frzpw}",
        "myEquifax login for the freeze: {email} / {frzpw} — temporary lift ends {date}",
        "ChexSystems security freeze PIN {frzpin}, needed to open the new checking account",
    ],
    # E-ZPass / SunPass / FasTrak / Telepass / Via Verde account PINs and online passwords
    "toll_account_pin": [
        "E-ZPass account PIN: {tollpin}",
        "{name}, if the toll office calls about the violation notice, the account PIN is {tollpin} and the tag is {tag}",
        "FasTrak online: {email} / {tollpw}",
        "SunPass\naccount {acctno}\nPIN {tollpin}\npassword {tollpw}",
        "the Telepass app password is {tollpw}, the bill for {plate} is in there",
        "| toll account | number | PIN |\n|---|---|---|\n| E-ZPass NY | {acctno} | {tollpin} |",
        "to add the rental plate to the transponder: call, give account {acctno} and the 4-digit PIN {tollpin}",
        "Via Verde login for the van: {login} / {tollpw} (transponder {tag})",
        "⟦TxTag|Peach Pass|I-PASS|Good To Go⟧ security code {tollpin} — the phone robot asks for it before the balance",
    ],
    # Citi Bike / Vélib' / Santander Cycles / nextbike / Bicing member PINs and app logins
    "bike_share_account": [
        "Vélib' code secret: {bikepin}",
        "{name}: my nextbike PIN is {bikepin}, rent number {bikeno} at the station by the bakery",
        "Citi Bike login {email}, password {bikepw} — use my membership this weekend",
        "Santander Cycles member key PIN {bikepin}",
        "bike share (Bicing)\nuser: {email}\npassword: {bikepw}\ncard PIN: {bikepin}",
        "to unlock with the card at the terminal type the 4-digit member code {bikepin}, then pick dock {dock}",
        "| service | login | password |\n|---|---|---|\n| {bikeservice} | {email} | {bikepw} |",
        "the annual pass for the kids' bike share is under {email}, password {bikepw}",
        "Screenshot, bike share app, Account > Security\nMember number {member}\nPIN {bikepin}",
    ],
    # Weather Underground station keys, Ecowitt application / API keys, Windy station keys, AWEKAS passwords
    "weather_station_key": [
        "Weather Underground station {stationid}, station key {wukey}",
        "{name}: the console uploads to WU as {stationid} with password {wukey} — set it again after the firmware update",
        "Ecowitt API\napplication_key={ecowittkey}\napi_key={ecoapikey}\nmac={mac}",
        "WS View custom upload: ID {stationid}  Key {wukey}  server rtupdate.wunderground.example",
        "Windy station API key for the roof station: {windykey}",
        "curl \"https://api.ecowitt.example/api/v3/device/real_time?application_key={ecowittkey}&api_key={ecoapikey}&mac={mac}\"",
        "AWEKAS login for the garden station: {login} / {awpw}",
        "weewx.conf\n[StdRESTful]\n    [[Wunderground]]\n        station = {stationid}\n        password = {wukey}",
        "| network | station | key |\n|---|---|---|\n| WU | {stationid} | {wukey} |\n| Windy | {count} | {windykey} |",
    ],
    # SMA Grid Guard codes, Fronius / Huawei installer passwords, SolarEdge monitoring API keys, home-battery logins
    "solar_inverter_login": [
        "SMA Grid Guard code from the grid operator: {gridguard}",
        "{name}: installer password for the Fronius inverter is {invpw}, needed to change the export limit",
        "SolarEdge monitoring API key: {sedgekey} (site {siteid})",
        "curl \"https://monitoringapi.solaredge.example/site/{siteid}/overview?api_key={sedgekey}\"",
        "Home battery gateway\nIP {lanip}\ncustomer login: {email}\npassword: {invpw}",
        "FusionSolar installer account changed from the default, new password {invpw}",
        "Sunny Portal {email} / {invpw} — plant {siteid}",
        "| inverter | serial | installer code |\n|---|---|---|\n| {invmodel} | {invsn} | {gridguard} |",
        "Envoy local token for the Home Assistant integration:\n{envoytoken}",
    ],
    # Bambu Lab LAN access codes, OctoPrint / Moonraker API keys, PrusaLink passwords
    "printer3d_access_code": [
        "Bambu LAN access code: {bambucode}",
        "{name}: to send from Orca Slicer on the school network, IP {lanip}, access code {bambucode}, serial {printersn}",
        "OctoPrint API key for the Octolapse plugin: {octokey}",
        "curl -H \"X-Api-Key: {octokey}\" http://{lanip}/api/job",
        "moonraker.conf — the API key Mainsail uses: {moonkey}",
        "PrusaLink on the MK4\nuser: maker\npassword: {prusapw}",
        "bambu p1s in the garage: LAN only mode on, code {bambucode} (changes if you reset it on the screen)",
        "| printer | IP | key |\n|---|---|---|\n| {printermodel} | {lanip} | {octokey} |",
        "Home Assistant Bambu integration: host {lanip}, serial {printersn}, access code {bambucode}",
    ],
    # Nostr private keys: bech32 nsec and raw hex
    "nostr_private_key": [
        "my nostr key: {nsec}",
        "{name}: log into Damus on the new phone with the nsec, it's {nsec}",
        "nostr\nnpub: {npub}\nnsec: {nsec}",
        "NOSTR_PRIVATE_KEY={nostrhex}",
        "private key (hex) for the relay bot: {nostrhex}",
        "Amethyst backup — secret key {nsec}",
        "{{\"pubkey\": \"{nostrpub}\", \"privkey\": \"{nostrhex}\", \"relays\": [\"wss://relay.example\"]}}",
        "nak event --sec {nsec} -c 'gm' wss://relay.example",
        "| account | nsec |\n|---|---|\n| club announcements | {nsec} |",
    ],
    # Tor v3 onion-service keys (ADD_ONION, hs_ed25519_secret_key as base64) and client-authorisation private keys
    "onion_service_key": [
        "ADD_ONION {onionkey} Port=80,127.0.0.1:8080",
        "{name}: to move the onion site to the new box, the key is {onionkey} — keep the same address {onion}.onion",
        "base64 of /var/lib/tor/hidden_service/hs_ed25519_secret_key:\n{onionfile}",
        "client auth for the family photos onion\n{onion}:descriptor:x25519:{onionauth}",
        "put this in ClientOnionAuthDir/photos.auth_private:\n{onion}:descriptor:x25519:{onionauth}",
        "stem: controller.create_ephemeral_hidden_service({{80: 8080}}, key_type='ED25519-V3', key_content='{onionraw}')",
        "Tor Browser asked for the private key of {onion}.onion, paste {onionauth}",
        "onion key backup (OnionShare persistent mode): {onionkey}",
        "| service | address | private key |\n|---|---|---|\n| wiki | {onion}.onion | {onionkey} |",
    ],
    # rclone remote secrets: obscured passwords, crypt salts, OAuth tokens, client secrets, config passwords
    "rclone_remote_config": [
        "[nas]\ntype = sftp\nhost = {lanip}\nuser = {login}\npass = {rcpass}",
        "{name}: rclone config for the photo backup\n[secret]\ntype = crypt\nremote = b2:photos\npassword = {rcpass}\npassword2 = {rcpass2}",
        "[gdrive]\ntype = drive\nclient_id = {clientid}.apps.googleusercontent.example\nclient_secret = {rcsecret}\nscope = drive",
        "[dropbox]\ntype = dropbox\ntoken = {{\"access_token\":\"{rcaccess}\",\"token_type\":\"bearer\",\"refresh_token\":\"{rcrefresh}\",\"expiry\":\"{date}T10:00:00Z\"}}",
        "export RCLONE_CONFIG_PASS='{rcconfpw}'\nrclone sync ~/Pictures secret:",
        "the rclone config is encrypted, password {rcconfpw}",
        "rclone sync /srv/backup :sftp:backup --sftp-host {lanip} --sftp-user {login} --sftp-pass {rcpass}",
        "RCLONE_CONFIG_NAS_PASS={rcpass}",
        "[mega]\ntype = mega\nuser = {email}\npass = {rcpass}",
    ],
    # DeepL auth keys, Microsoft Translator subscription keys, Yandex Cloud API keys
    "translation_api_key": [
        "DeepL API key: {deeplkey}",
        "{name}: the subtitles script needs DEEPL_AUTH_KEY={deeplkey}",
        "curl -X POST https://api-free.deepl.example/v2/translate -H \"Authorization: DeepL-Auth-Key {deeplkey}\" -d text=Hallo -d target_lang=EN",
        "Azure Translator\nkey 1: {mskey}\nregion: {region}\nendpoint: https://api.cognitive.microsofttranslator.example/",
        "Ocp-Apim-Subscription-Key: {mskey}\nOcp-Apim-Subscription-Region: {region}",
        "translator = deepl.Translator(\"{deeplkey}\")",
        "Yandex Translate API key for the shop: {yandexkey}",
        "| provider | key |\n|---|---|\n| DeepL | {deeplkey} |\n| Azure | {mskey} |",
        "the ⟦Weblate|Crowdin|Lokalise⟧ machine-translation setting wants the DeepL key, it is {deeplkey}",
    ],
    # LND admin macaroons, lndconnect URIs, LNbits admin keys, Nostr Wallet Connect secrets
    "lightning_wallet_secret": [
        "admin.macaroon (hex) for the node: {macaroon}",
        "{name}: Zeus needs the lndconnect link, here: lndconnect://{lanip}:10009?cert={lndcert}&macaroon={lndmac}",
        "LNbits admin key: {lnbitskey}",
        "curl -H \"X-Api-Key: {lnbitskey}\" https://legend.lnbits.example/api/v1/wallet",
        "nostr+walletconnect://{nostrpub}?relay=wss://relay.example&secret={nwcsecret}",
        "NWC string for the zap bot: nostr+walletconnect://{nostrpub}?relay=wss%3A%2F%2Frelay.example&secret={nwcsecret}&lud16={lnaddr}",
        "export LND_MACAROON_HEX={macaroon}",
        "BTCPay → Lightning → custom connection: type=lnd-rest;server=https://{lanip}:8080/;macaroon={macaroon}",
        "| wallet | admin key |\n|---|---|\n| shop tips | {lnbitskey} |",
    ],
}

BENIGN: dict[str, list[str]] = {
    "credit_freeze_pin_benign": [
        "Your security freeze has been placed. Confirmation number: {confno}\nManage it at any time by signing in to your account.",
        "{name}: Equifax doesn't use freeze PINs any more, you lift it by logging in to myEquifax",
        "credit freezes (all three placed {date})\nEquifax PIN: in the fire safe\nExperian PIN: ••••••\nTransUnion: account (password in the manager)",
        "| bureau | freeze PIN |\n|---|---|\n| Experian | (letter, blue folder) |\n| Innovis | — |",
        "temporary lift on TransUnion from {date} for {count} days, confirmation {confno}",
        "reminder to freeze my credit at all three bureaus, it's free and takes {count} minutes each",
    ],
    "toll_account_pin_benign": [
        "E-ZPass account {acctno}, tag {tag}, plate {plate}",
        "{name}: the toll bill for {plate} was ${count}.{mi}, paid on {date}",
        "SunPass\naccount {acctno}\nPIN: ****\npassword: (changed, ask me)",
        "| toll account | number | PIN |\n|---|---|---|\n| E-ZPass NY | {acctno} | [see the letter] |",
        "to add the rental plate call the number on the back of the transponder {tag}; they will ask for the account PIN",
        "Telepass: the transponder is in the glovebox, code on the sticker is the device number {tag}, not a password",
    ],
    "bike_share_account_benign": [
        "Vélib' subscription {member}; the code secret I keep to myself",
        "{name}: took bike {bikeno} from dock {dock}, returned it at {hh}:{mi}",
        "Citi Bike login {email}, password in the family vault",
        "bike share (Bicing)\nuser: {email}\npassword: ••••••••\ncard PIN: <4 digits, set on first use>",
        "| service | login | password |\n|---|---|---|\n| {bikeservice} | {email} | (ask me) |",
        "the bike share member number is {member}, printed on the key fob, it is not the PIN",
    ],
    "weather_station_key_benign": [
        "Weather Underground station {stationid}, {count} °C and {points} mm this month",
        "{name}: the public dashboard of our station is wunderground.example/dashboard/pws/{stationid}",
        "Ecowitt API\napplication_key=<your application key>\napi_key=<your api key>\nmac={mac}",
        "WS View custom upload: ID {stationid}  Key ********  server rtupdate.wunderground.example",
        "weewx.conf\n[StdRESTful]\n    [[Wunderground]]\n        station = {stationid}\n        password = replace_me",
        "Windy station: generate the key on stations.windy.example, don't put it here",
    ],
    "solar_inverter_login_benign": [
        "SMA Grid Guard code: requested from the grid operator on {date}, not arrived yet",
        "{name}: inverter {invmodel} serial {invsn} produced {points} kWh in {count} days",
        "SolarEdge monitoring API key: (generated in the admin tab, stored in Home Assistant secrets) (site {siteid})",
        "FusionSolar default installer password is 00000a, the installer says he changed it at commissioning",
        "Home battery gateway\nIP {lanip}\ncustomer login: {email}\npassword: the last five characters of the gateway serial (sticker behind the cover)",
        "| inverter | serial | installer code |\n|---|---|---|\n| {invmodel} | {invsn} | (installer only) |",
    ],
    "printer3d_access_code_benign": [
        "Bambu printer serial {printersn}, IP {lanip}, firmware {ver}",
        "{name}: the access code is on the printer screen under Settings > LAN only, read it off there",
        "OctoPrint API key: generate one under Settings > Application Keys, don't reuse the global one",
        "curl -H \"X-Api-Key: $OCTOPRINT_KEY\" http://{lanip}/api/job",
        "| printer | IP | key |\n|---|---|---|\n| {printermodel} | {lanip} | •••• |",
        "PrusaLink on the MK4\nuser: maker\npassword: printed on the label, changed it, not writing it here",
    ],
    "nostr_private_key_benign": [
        "my nostr: {npub}",
        "{name}: follow the club on nostr, {npub}",
        "nostr\nnpub: {npub}\nnsec: (in the signer app, never paste it)",
        "public key (hex) of the relay bot: {nostrpub}",
        "{{\"pubkey\": \"{nostrpub}\", \"kind\": 1, \"created_at\": {epoch}, \"content\": \"gm\"}}",
        "nostr address {login}@{site}, pubkey {nostrpub}",
    ],
    "onion_service_key_benign": [
        "our onion site: http://{onion}.onion",
        "{name}: new onion address for the wiki is {onion}.onion, the key stayed on the old box",
        "authorized_clients/photos.auth:\ndescriptor:x25519:{x25519pub}",
        "client auth public key to add on the server: descriptor:x25519:{x25519pub}",
        "HiddenServiceDir /var/lib/tor/hidden_service/\nHiddenServicePort 80 127.0.0.1:8080",
        "| service | address | private key |\n|---|---|---|\n| wiki | {onion}.onion | (stays on the server) |",
    ],
    "rclone_remote_config_benign": [
        "[nas]\ntype = sftp\nhost = {lanip}\nuser = {login}\nkey_file = ~/.ssh/id_ed25519",
        "{name}: rclone config for the photo backup\n[s3]\ntype = s3\nprovider = AWS\nenv_auth = true\nregion = {region}",
        "[gdrive]\ntype = drive\nscope = drive\nroot_folder_id = {folderid}",
        "export RCLONE_PASSWORD_COMMAND='pass show rclone/config'\nrclone sync ~/Pictures secret:",
        "rclone sync /srv/backup nas:backup --transfers {count} --checksum --log-file /var/log/rclone.log",
        "the rclone config is encrypted, the password is in the password manager under 'rclone'",
    ],
    "translation_api_key_benign": [
        "DeepL glossary id: {glossary}",
        "{name}: the subtitles script reads DEEPL_AUTH_KEY from the environment, set it yourself",
        "Azure Translator\nkey 1: (Keys and Endpoint blade)\nregion: {region}\nendpoint: https://api.cognitive.microsofttranslator.example/",
        "DeepL usage this month: {points}00 of 500000 characters",
        "translator = deepl.Translator(os.environ[\"DEEPL_AUTH_KEY\"])",
        "| provider | key |\n|---|---|\n| DeepL | ****-****:fx |\n| Azure | (vault) |",
    ],
    "lightning_wallet_secret_benign": [
        "node pubkey: {nodepub}",
        "{name}: open a channel to {nodepub}@{lanip}:9735",
        "pay this invoice please: {invoice}",
        "tips go to my lightning address {lnaddr}",
        "lndconnect://{lanip}:10009?cert=...&macaroon=... (generate it with lndconnect on the node, don't paste it here)",
        "| wallet | admin key |\n|---|---|\n| shop tips | (LNbits > API info, stays on the server) |",
    ],
}

BENIGN_TWIN = {kind: kind + "_benign" for kind in (*SECRET, "pet_registry_login_ml")}
