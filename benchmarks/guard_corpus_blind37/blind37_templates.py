"""Hand-written templates for the blind37 guard corpus: Meshtastic channel PSKs, share URLs and admin keys; IRS
Identity Protection PINs and e-file Self-Select PINs; smart-lighting API keys (Hue application keys, Nanoleaf auth
tokens, Govee and LIFX keys); automated dispensing cabinet (Pyxis / Omnicell) logins and PINs; irrigation-controller
keys (Rachio, OpenSprinkler, Hydrawise); OBS WebSocket passwords; music-service API secrets (Last.fm shared secrets and
session keys, Discogs tokens, ListenBrainz user tokens); self-hosted app API keys (Immich, Paperless-ngx,
Audiobookshelf, Mealie); Nightscout API secrets and access tokens; budgeting-app tokens and passwords (YNAB, Actual
Budget, Lunch Money); feature-flag server keys (LaunchDarkly, Unleash, Statsig).

SECRET and BENIGN map a kind to its templates; every secret kind has a benign twin (BENIGN_TWIN) of the same shape
that keeps the layout and drops the credential: a masked value, a placeholder or env reference, a public identifier
(node ID, public key, bridge ID, cabinet location, zone name, MBID, asset ID, client-side ID), a documented default
(Meshtastic's ``AQ==`` default key, OpenSprinkler's ``opendoor``), "it is in the vault" or "I changed it" without the
value. make_blind37.py fills the fields ({{ and }} are literal braces) and resolves every ``⟦a|b|c⟧`` to one of its
alternatives. Secret fields (SECRET_FIELDS in make_blind37.py) hold a credential; benign templates use only benign
fields.
"""

SECRET: dict[str, list[str]] = {
    # Meshtastic private channel PSKs (base64), channel share URLs that carry the PSK, PKI admin / private keys
    "meshtastic_channel_key": [
        "our hiking group's private Meshtastic channel is '{chname}', psk base64:{mshpsk}",
        "meshtastic --ch-index 1 --ch-set name {chname} --ch-set psk base64:{mshpsk} --ch-set uplink_enabled false",
        "{name}: scan this or paste it in the app, it adds the ⟦club|family|search-and-rescue⟧ channel: {mshurl}",
        "channels:\n  - index: 1\n    role: SECONDARY\n    name: {chname}\n    psk: \"base64:{mshpsk}\"",
        "| node | channel | PSK |\n|---|---|---|\n| {mshnode} | {chname} | {mshpsk} |",
        "the private key of the base station node (Settings > Security) is {mshadmin}, keep it so we can restore it after a reflash",
        "[{hh}:{mi}] {name}: new key for the ⟦farm|valley|festival⟧ mesh, old one leaked in the group chat: {mshpsk}",
        "Screenshot: Channel settings\nName {chname}\nPSK {mshpsk}\nPosition precision: 1 km",
        "to join the repeaters on the ridge use {mshurl} (don't post it in the forum)",
        "meshtastic --set security.private_key base64:{mshadmin} --set security.admin_channel_enabled false",
    ],
    # IRS Identity Protection PINs (CP01A letter / online), e-file Self-Select PINs, in prose, tables and asides
    "tax_identity_pin": [
        "IRS Identity Protection PIN for the {taxyear} return: {ippin}",
        "{name}, the tax software is asking for my IP PIN again — it's {ippin} this year (the CP01A letter came on {date})",
        "e-file signature: Self-Select PIN {efilepin}, prior-year AGI ${agi}",
        "for mom's return: her IP PIN is {ippin}, dad's is {ippin2} (they each got one after the identity theft)",
        "| taxpayer | IP PIN | self-select PIN |\n|---|---|---|\n| me | {ippin} | {efilepin} |",
        "the six digits for this year's federal return are {ippin}, they change every January",
        "Screenshot: Get an IP PIN\nYour Identity Protection PIN is:\n{ippin}\nValid for calendar year {taxyear}",
        "note to the accountant: spouse IP PIN {ippin}; we both sign with self-select PIN {efilepin}",
        "when TurboTax asks, type {ippin} in the Identity Protection PIN box and {efilepin} for the e-file PIN",
        "{name} forwarded the IRS letter: \"your new IP PIN is {ippin}\" — please file the amended return with it",
    ],
    # Philips Hue application keys, Nanoleaf auth tokens, Govee API keys, LIFX cloud tokens
    "smart_lighting_token": [
        "Hue bridge {lanip}: application key (hue-application-key) {huekey}",
        "curl -H \"hue-application-key: {huekey}\" https://{lanip}/clip/v2/resource/light -k",
        "nanoleaf panels in the living room: http://{lanip}:16021/api/v1/{nanotoken}/state",
        "Govee API key for the strip lights: {goveekey}",
        "curl -H \"Govee-API-Key: {goveekey}\" https://developer-api.govee.example/v1/devices",
        "LIFX token for the ⟦porch|bedroom|office⟧ bulbs: {lifxtoken}",
        "light:\n  - platform: nanoleaf\n    host: {lanip}\n    token: {nanotoken}",
        "{name}: I pressed the link button and got username {huekey} — put it in the Home Assistant config",
        "LIFX_TOKEN={lifxtoken}\nGOVEE_API_KEY={goveekey}",
        "[{hh}:{mi}] {name}: the new hue key is {huekey}, the old one stopped working after the bridge reset",
    ],
    # Pyxis / Omnicell automated dispensing cabinet logins, PINs and override passwords of nurses and pharmacists
    "dispensing_cabinet_login": [
        "Pyxis login for the float pool shift: user {staffid}, password {cabpw}",
        "{name}, my Omnicell PIN is {cabpin} if you need to pull the ⟦insulin|heparin|saline flushes⟧ for bed {bed}",
        "ADC access for agency nurses on 4 West: ID {staffid} / {cabpw} (expires {date})",
        "the pharmacist override password on the ED cabinet is {cabpw}, only for code blues",
        "| cabinet | user | password |\n|---|---|---|\n| {cabinet} | {staffid} | {cabpw} |",
        "when the finger scanner fails, type your ID then the PIN: mine is {staffid} and {cabpin}",
        "Screenshot: MedStation login\nUser ID {staffid}\nPassword {cabpw}\n[Sign in]",
        "[{hh}:{mi}] {name}: temp Pyxis password from pharmacy: {cabpw}, change it at first login",
        "night shift handover: the Omnicell on ⟦L&D|PICU|Oncology⟧ takes {staffid} + PIN {cabpin} for the charge nurse",
        "at the cabinet I key in my badge number, then {cabpin}, then enter twice — remind me if I ask again",
    ],
    # Rachio API keys, OpenSprinkler device passwords and their MD5 API hashes, Hydrawise API keys
    "irrigation_controller_key": [
        "Rachio API key (from the app, Account Settings > Get API Key): {rachiokey}",
        "curl -H \"Authorization: Bearer {rachiokey}\" https://api.rach.io/1/public/person/info",
        "OpenSprinkler at {lanip}, device password {ospw} — the default one is long gone",
        "http://{lanip}/cv?pw={osmd5}&rsn=1",
        "opensprinkler:\n  host: {lanip}\n  password: \"{ospw}\"",
        "Hydrawise API key for the ⟦front lawn|vegetable beds|orchard⟧ controller: {hydrakey}",
        "{name}: if the sprinklers go crazy while we're away, log in at {lanip} with {ospw} and hit stop all",
        "| controller | zones | key |\n|---|---|---|\n| Rachio 3 | {zones} | {rachiokey} |",
        "RACHIO_API_KEY={rachiokey}\nHYDRAWISE_API_KEY={hydrakey}",
        "the md5 of the sprinkler password for the API is {osmd5} (that's what the scripts send as pw=)",
    ],
    # OBS Studio WebSocket server passwords, in connect URLs, Streamer.bot / Touch Portal / script configs
    "obs_websocket_password": [
        "OBS websocket: {lanip}:4455, password {obspw}",
        "{name}, for the stream deck plugin the OBS WebSocket password is {obspw}",
        "obsws://{lanip}:4455/{obspw}",
        "obs = obsws(\"{lanip}\", 4455, \"{obspw}\")\nobs.connect()",
        "Screenshot: WebSocket Server Settings\nServer Port 4455\nServer Password {obspw}\n[x] Enable Authentication",
        "[{hh}:{mi}] {name}: I regenerated the websocket password, it's {obspw} now — update the ⟦chat bot|replay script|scene switcher⟧",
        "OBS_WS_PASSWORD={obspw}\nOBS_WS_HOST={lanip}",
        "Streamer.bot > Stream Apps > OBS: host {lanip}, port 4455, password {obspw}",
        "| PC | port | ws password |\n|---|---|---|\n| streaming rig | 4455 | {obspw} |",
        "the remote control for the church livestream needs the OBS password, which is {obspw}",
    ],
    # Last.fm shared secrets and session keys, Discogs personal access tokens, ListenBrainz user tokens
    "music_service_api_secret": [
        "Last.fm API account for my scrobbler: shared secret {lfmsecret}",
        "{name}: the Discogs personal access token for the collection export is {discogstoken}",
        "curl -H \"Authorization: Discogs token={discogstoken}\" https://api.discogs.example/users/{login}/collection",
        "[lastfm]\nusername = {login}\nsession_key = {lfmsession}\napi_secret = {lfmsecret}",
        "ListenBrainz user token (for the Jellyfin plugin): {lbtoken}",
        "curl -H \"Authorization: Token {lbtoken}\" -d @listens.json https://api.listenbrainz.example/1/submit-listens",
        "beets config.yaml:\nlastfm:\n  user: {login}\ndiscogs:\n  user_token: {discogstoken}",
        "[{hh}:{mi}] {name}: the scrobbler session key is {lfmsession}, don't regenerate it or my history splits",
        "| service | token |\n|---|---|\n| Discogs | {discogstoken} |\n| ListenBrainz | {lbtoken} |",
        "Screenshot: Last.fm API account\nApplication name ⟦vinyl-shelf|scrobblehub|record-bot⟧\nShared secret {lfmsecret}",
    ],
    # Immich API keys, Paperless-ngx tokens, Audiobookshelf and Mealie JWT tokens of self-hosted apps
    "homelab_app_api_key": [
        "Immich API key for the phone backup script: {immichkey}",
        "curl -H \"x-api-key: {immichkey}\" http://{lanip}:2283/api/server/statistics",
        "paperless-ngx token for the scanner inbox: {paperlesstoken}",
        "curl -H \"Authorization: Token {paperlesstoken}\" http://{lanip}:8000/api/documents/?page_size=5",
        "{name}: the Audiobookshelf API token for the kids' tablets is {absjwt}",
        "IMMICH_API_KEY={immichkey}\nPAPERLESS_TOKEN={paperlesstoken}",
        "mealie long-lived token (for the shopping-list sync): {mealiejwt}",
        "services:\n  immich-go:\n    command: upload --server=http://{lanip}:2283 --api-key={immichkey} /photos",
        "[{hh}:{mi}] {name}: new paperless token, the old one was in the screenshot: {paperlesstoken}",
        "| app | url | key |\n|---|---|---|\n| Immich | http://{lanip}:2283 | {immichkey} |",
    ],
    # Nightscout API_SECRET values, access tokens, uploader URLs that embed the secret
    "nightscout_api_secret": [
        "Nightscout API_SECRET for {child}'s site: {nsecret}",
        "xDrip uploader base URL: https://{nsecret}@{nssite}/api/v1/",
        "{name}, the Nightscout token for the school nurse follower is {nstoken}",
        "https://{nssite}/?token={nstoken}",
        "API_SECRET={nsecret}\nDISPLAY_UNITS=mg/dl\nENABLE=careportal iob cob",
        "Loop settings > Services > Nightscout: site {nssite}, API secret {nsecret}",
        "[{hh}:{mi}] {name}: I changed the nightscout secret to {nsecret} after the Heroku thing, update AAPS",
        "| site | role | token |\n|---|---|---|\n| {nssite} | readable | {nstoken} |",
        "for the Garmin watchface use token {nstoken} (read-only), not the admin secret",
        "the password for the careportal (API secret) is {nsecret} — grandma needs it to log carbs",
    ],
    # YNAB personal access tokens, Actual Budget server and end-to-end encryption passwords, Lunch Money tokens
    "budget_app_token": [
        "YNAB personal access token for the import script: {ynabtoken}",
        "curl -H \"Authorization: Bearer {ynabtoken}\" https://api.ynab.example/v1/budgets",
        "Actual Budget server at http://{lanip}:5006, password {actualpw}",
        "{name}: the Actual file is end-to-end encrypted, the encryption password is {actualenc}",
        "Lunch Money access token (for the bank-sync cron): {lunchtoken}",
        "YNAB_TOKEN={ynabtoken}\nYNAB_BUDGET_ID={budgetid}",
        "[{hh}:{mi}] {name}: new lunch money token after I revoked the old one: {lunchtoken}",
        "| app | login | secret |\n|---|---|---|\n| Actual | {lanip}:5006 | {actualpw} |\n| YNAB | {email} | {ynabtoken} |",
        "the household budget key (for opening the shared budget on a new phone) is \"{actualenc}\"",
        "Screenshot: Developer Settings\nNew Personal Access Token\n{ynabtoken}\nThis token will not be shown again",
    ],
    # LaunchDarkly server SDK keys and API access tokens, Unleash API tokens, Statsig server secret keys
    "feature_flag_sdk_key": [
        "LaunchDarkly server SDK key (production): {ldsdk}",
        "LAUNCHDARKLY_SDK_KEY={ldsdk}\nLAUNCHDARKLY_CLIENT_ID={ldclient}",
        "curl -H \"Authorization: {ldapi}\" https://app.launchdarkly.example/api/v2/flags/{project}",
        "{name}: Unleash backend token for the ⟦billing|checkout|search⟧ service is {unleashtok}",
        "UNLEASH_URL=https://unleash.{company}.example/api\nUNLEASH_API_TOKEN={unleashtok}",
        "Statsig server secret key: {statsigsecret}",
        "Statsig.initialize(\"{statsigsecret}\", {{ environment: {{ tier: \"production\" }} }})",
        "| env | LD SDK key | Statsig secret |\n|---|---|---|\n| prod | {ldsdk} | {statsigsecret} |",
        "[{hh}:{mi}] {name}: rotated the LD key after the leak, new one {ldsdk} — redeploy the workers",
        "ld_client = ldclient.set_config(Config(\"{ldsdk}\"))",
    ],
}

BENIGN: dict[str, list[str]] = {
    "meshtastic_channel_key_benign": [
        "the public LongFast channel uses the documented default key, psk 'default' (AQ==) — anyone can read it",
        "my node is {mshnode} ('{chname}'), add me as a favourite; the private channel key I'll give you in person",
        "meshtastic --ch-index 1 --ch-set name {chname} --ch-set psk random   # the device makes its own key",
        "channels:\n  - index: 1\n    name: {chname}\n    psk: \"<from the QR code on the hut door>\"",
        "the public key of my node (Settings > Security, safe to share for DMs) is {mshpub}",
        "| node | short name | hops | SNR |\n|---|---|---|---|\n| {mshnode} | {short} | {count} | {snr} |",
    ],
    "tax_identity_pin_benign": [
        "IRS Identity Protection PIN for the {taxyear} return: ****** (on the CP01A letter in the blue folder)",
        "{name}, the tax software asks for an IP PIN — I'll type it myself when I'm home, it came on {date}",
        "e-file: prior-year AGI ${agi}, self-select PIN to be chosen at signing",
        "| taxpayer | IP PIN | refund |\n|---|---|---|\n| me | (letter) | ${refund} |",
        "IRS notice {notice} dated {date}: we have assigned you an Identity Protection PIN; it will be mailed separately",
        "the IP PIN is six digits and changes every January; never share it with anyone except your tax preparer",
    ],
    "smart_lighting_token_benign": [
        "Hue bridge {lanip}, bridge ID {bridgeid}: application key <press the link button first>",
        "curl -H \"hue-application-key: $HUE_KEY\" https://{lanip}/clip/v2/resource/light -k",
        "nanoleaf panels at {lanip}:16021, {count} shapes, firmware {ver}; the auth token is in secrets.yaml",
        "Govee strip model {goveesku}, MAC {mac}; API key: (requested, arriving by e-mail)",
        "light:\n  - platform: nanoleaf\n    host: {lanip}\n    token: !secret nanoleaf_token",
        "LIFX bulbs: {count} on the porch, label \"{room}\", group id {lightgroup}",
    ],
    "dispensing_cabinet_login_benign": [
        "Pyxis on 4 West is {cabinet}; agency nurses get a login from pharmacy at the start of the shift",
        "{name}, I can't pull the meds for bed {bed} — my Omnicell PIN expired, pharmacy is resetting it",
        "ADC access: user ID {staffid}, password = same as the EHR (don't write it here)",
        "| cabinet | drawer | count |\n|---|---|---|\n| {cabinet} | {drawer} | {count} |",
        "Screenshot: MedStation login\nUser ID {staffid}\nPassword ••••••••\n[Sign in with BioID]",
        "the override for code blues is done by the charge nurse, the policy is on the intranet",
    ],
    "irrigation_controller_key_benign": [
        "Rachio API key: Account Settings > Get API Key (I'll paste it into the integration myself)",
        "OpenSprinkler at {lanip}: the factory password is opendoor, change it on first login (we did)",
        "http://{lanip}/jc?pw=$OS_HASH",
        "opensprinkler:\n  host: {lanip}\n  password: !secret opensprinkler_pw",
        "| controller | zones | schedule |\n|---|---|---|\n| Rachio 3 | {zones} | {hh}:{mi} Mon/Thu |",
        "Hydrawise serial {hydraserial}, {zones} zones, rain delay {count} days",
    ],
    "obs_websocket_password_benign": [
        "OBS websocket: {lanip}:4455, authentication disabled (LAN only)",
        "{name}, for the stream deck plugin click 'Show Connect Info' in OBS and copy the password yourself",
        "obsws://{lanip}:4455/${{OBS_WS_PASSWORD}}",
        "Screenshot: WebSocket Server Settings\nServer Port 4455\nServer Password ●●●●●●●●●●●●\n[x] Enable Authentication",
        "OBS {ver}: scenes {count}, output 1080p60, bitrate {bitrate} kbps",
        "| PC | port | ws password |\n|---|---|---|\n| streaming rig | 4455 | (in 1Password) |",
    ],
    "music_service_api_secret_benign": [
        "Last.fm profile: last.fm/user/{login}, {scrobbles} scrobbles since {taxyear}",
        "{name}: Discogs release {release} is the first pressing, MusicBrainz release ID {mbid}",
        "[lastfm]\nusername = {login}\nsession_key = ${{LASTFM_SESSION}}\napi_secret = ${{LASTFM_SECRET}}",
        "ListenBrainz: listenbrainz.example/user/{login}, token is under Settings (not pasting it here)",
        "beets config.yaml:\nlastfm:\n  user: {login}\ndiscogs:\n  user_token: REPLACE_ME",
        "| album | MBID | year |\n|---|---|---|\n| {album} | {mbid} | {year} |",
    ],
    "homelab_app_api_key_benign": [
        "Immich API key: create one under Account Settings > API Keys, then set IMMICH_API_KEY in the .env",
        "curl -H \"x-api-key: $IMMICH_API_KEY\" http://{lanip}:2283/api/assets/{assetid}",
        "paperless-ngx document {docid} ('{doctitle}') tagged 'taxes', owner {login}",
        "the sample .env says DB_PASSWORD=postgres — we changed it, the new one is in Vaultwarden",
        "{name}: Audiobookshelf at http://{lanip}:13378, library ID {assetid}, token in the app settings",
        "| app | url | key |\n|---|---|---|\n| Immich | http://{lanip}:2283 | ${{IMMICH_API_KEY}} |",
    ],
    "nightscout_api_secret_benign": [
        "Nightscout site for {child}: https://{nssite} (read-only for family, no token needed)",
        "xDrip uploader base URL: https://API_SECRET@{nssite}/api/v1/ (put your own secret in place of API_SECRET)",
        "{name}, BG {bg} mg/dl and {trend} at {hh}:{mi}, IOB {iob} U",
        "API_SECRET must be at least 12 characters; set it in the Heroku config vars, never in the repo",
        "| site | role | token |\n|---|---|---|\n| {nssite} | readable | (ask {name}) |",
        "Loop settings > Services > Nightscout: site {nssite}, API secret ••••••••••••",
    ],
    "budget_app_token_benign": [
        "YNAB personal access token: Account Settings > Developer Settings > New Token (do it on your laptop)",
        "YNAB_TOKEN=${{YNAB_TOKEN}}\nYNAB_BUDGET_ID={budgetid}",
        "Actual Budget server at http://{lanip}:5006, version {ver}, budget '{budgetname}'",
        "{name}: groceries ${spent} of ${budgeted} this month, {count} uncategorized transactions",
        "Lunch Money: the token lives in the cron's .env, don't paste it in chat",
        "| app | login | secret |\n|---|---|---|\n| Actual | {lanip}:5006 | (vault) |\n| YNAB | {email} | (vault) |",
    ],
    "feature_flag_sdk_key_benign": [
        "LaunchDarkly client-side ID (public, shipped in the JS bundle): {ldclient}",
        "LAUNCHDARKLY_SDK_KEY=${{LD_SDK_KEY}}\nLAUNCHDARKLY_CLIENT_ID={ldclient}",
        "Statsig client key for the web app (safe in the browser): {statsigclient}",
        "flag '{flag}' is at {pct}% in production, owner {name}",
        "UNLEASH_URL=https://unleash.{company}.example/api\nUNLEASH_API_TOKEN=<ask platform team>",
        "| env | LD client-side ID | flag |\n|---|---|---|\n| prod | {ldclient} | {flag} |",
    ],
}

BENIGN_TWIN = {kind: kind + "_benign" for kind in (*SECRET, "transit_card_account_ml")}
