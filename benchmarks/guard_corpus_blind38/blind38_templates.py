"""Hand-written templates for the blind38 guard corpus: amateur-radio passcodes (APRS-IS passcodes, Winlink
passwords); ADS-B feeder keys (PiAware feeder IDs and FlightAware passwords, RadarBox sharing keys); home-battery and
energy-hub keys (Tesla Powerwall gateway passwords, myenergi hub API keys, GivEnergy tokens, Victron VRM tokens);
open-banking data tokens (Up personal access tokens, Akahu user tokens and app secrets, SimpleFIN access URLs, Nordigen
secret keys); newsletter-platform keys (Buttondown, beehiiv, ConvertKit API secrets); self-hosted web-analytics
secrets (Umami admin passwords and API keys, Matomo token_auth, Fathom API tokens); device-management tokens (Kandji,
Mosyle, Addigy); read-later tokens (Readwise, Raindrop.io, Instapaper, Omnivore); hobby-tracker secrets (AniList
tokens, MyAnimeList and Simkl client secrets, Ravelry API passwords); astronomy API keys (Astrometry.net, AstroBin);
robot-vacuum keys (Roborock local keys, Valetudo passwords, the vacuum's cloud login).

SECRET and BENIGN map a kind to its templates; every secret kind has a benign twin (BENIGN_TWIN) of the same shape
that keeps the layout and drops the credential: a masked value, a placeholder or env reference, a public identifier
(callsign, feeder site number, hub serial, account ID, publication ID, analytics site ID, device serial,
collection ID, client ID, plate-solve job, robot DUID), a documented default or example (APRS-IS's receive-only
passcode -1, the N0CALL example 13023 of the docs, Umami's admin / umami, Matomo's token_auth=anonymous), "it is in
the vault" or "I changed it" without the value. make_blind38.py fills the fields ({{ and }} are literal braces) and
resolves every ``⟦a|b|c⟧`` to one of its alternatives. Secret fields (SECRET_FIELDS in make_blind38.py) hold a
credential; benign templates use only benign fields.
"""

SECRET: dict[str, list[str]] = {
    # APRS-IS passcodes (valid for the row's callsign), Winlink account passwords
    "ham_radio_passcode": [
        "APRS-IS login for my iGate: callsign {callsign}, passcode {aprspass}",
        "user {callsign} pass {aprspass} vers direwolf 1.7 filter r/{lat}/{lon}/50",
        "[aprsis]\ncall = {callsign}-10\npasscode = {aprspass}\nserver = rotate.aprs2.net",
        "{name}: for the club's digipeater the APRS passcode is {aprspass} (it's tied to {callsign}, don't share it on the air)",
        "Winlink password for {callsign}: {winlinkpw}",
        "| station | callsign | APRS passcode | Winlink pw |\n|---|---|---|---|\n| home iGate | {callsign} | {aprspass} | {winlinkpw} |",
        '[{hh}:{mi}] {name}: the Pat Winlink config needs "secure_login_password": "{winlinkpw}" for {callsign}',
        "Screenshot: APRSdroid preferences\nCallsign {callsign}\nPasscode {aprspass}\nServer euro.aprs2.net",
        "when the iGate asks I just type {aprspass} after the callsign, same number since I got licensed",
        '{{"mycall": "{callsign}", "secure_login_password": "{winlinkpw}", "locator": "{grid}"}}',
    ],
    # PiAware feeder IDs (claim the feeder) and FlightAware passwords, RadarBox sharing keys
    "adsb_feeder_key": [
        "piaware-config flightaware-user {login}\npiaware-config flightaware-password {fapw}",
        "PiAware feeder ID for the roof antenna (keep it, we need it to re-claim after the SD card dies): {feederid}",
        "sudo piaware-config feeder-id {feederid}",
        "RadarBox sharing key for the rbfeeder in the garage: {rbkey}",
        "[client]\nnetwork_mode=true\nkey={rbkey}\nlat={lat}\nlon={lon}",
        "{name}: my FlightAware login is {login} / {fapw}, the stats are under that account",
        "| feeder | service | key |\n|---|---|---|\n| pi-adsb | PiAware feeder-id | {feederid} |\n| pi-adsb | RadarBox | {rbkey} |",
        "[{hh}:{mi}] {name}: reflashed the ⟦attic|balcony|shed⟧ Pi, restore it with feeder-id {feederid}",
        "FEEDER_ID={feederid}\nRBFEEDER_KEY={rbkey}",
        "Screenshot: RadarBox account > Stations\nStation EXTRPI{short}\nSharing key {rbkey}",
    ],
    # Tesla Powerwall gateway passwords, myenergi hub API keys, GivEnergy API tokens, Victron VRM access tokens
    "home_battery_key": [
        "Powerwall gateway at https://{lanip}: customer login {email}, password {pwgwpw}",
        "{name}: the Tesla gateway password (the last 5 characters off the sticker) is {pwgwshort}",
        "myenergi hub {hubserial}, API key {myenergikey} (generated in the app under Advanced)",
        "curl --digest -u {hubserial}:{myenergikey} https://s18.myenergi.net/cgi-jstatus-*",
        "GivEnergy API token for the inverter dashboard: {givtoken}",
        "VRM access token for the boat's Cerbo GX: {vrmtoken}",
        'curl -H "X-Authorization: Token {vrmtoken}" https://vrmapi.victronenergy.com/v2/users/me/installations',
        "| device | login | secret |\n|---|---|---|\n| Powerwall | customer | {pwgwpw} |\n| zappi hub | {hubserial} | {myenergikey} |",
        "at the gateway's login page I type {pwgwshort}, the five letters off the sticker, and it lets me in",
        'tesla_powerwall:\n  host: {lanip}\n  password: "{pwgwpw}"',
    ],
    # Up personal access tokens, Akahu user tokens and app secrets, SimpleFIN access URLs, Nordigen secret keys
    "bank_data_token": [
        "Up Bank personal access token for my spending dashboard: {uptoken}",
        'curl -H "Authorization: Bearer {uptoken}" https://api.up.com.au/api/v1/accounts',
        "Akahu for the budgeting script: app token {akahuapp}, user token {akahuuser}",
        "AKAHU_APP_SECRET={akahusecret}\nAKAHU_USER_TOKEN={akahuuser}",
        "SimpleFIN access URL (claimed once, do not lose it): {sfinurl}",
        "{name}: paste this into Actual's bank sync, it's the SimpleFIN access URL: {sfinurl}",
        "nordigen:\n  secret_id: {nordid}\n  secret_key: {nordkey}",
        "[{hh}:{mi}] {name}: the Up token is {uptoken}, revoke it if the Pi gets stolen",
        "| bank feed | token |\n|---|---|\n| Up | {uptoken} |\n| Akahu | {akahuuser} |",
        "Screenshot: Akahu developers\nApp ID Token {akahuapp}\nApp Secret {akahusecret}\n(shown once)",
    ],
    # Buttondown API keys, beehiiv API keys, ConvertKit API secrets
    "newsletter_api_key": [
        "Buttondown API key for the ⟦garden club|parish|running club⟧ newsletter: {bdkey}",
        'curl -H "Authorization: Token {bdkey}" https://api.buttondown.email/v1/subscribers',
        "beehiiv API key (Settings > Integrations): {beehiivkey}",
        'curl -H "Authorization: Bearer {beehiivkey}" https://api.beehiiv.com/v2/publications/{beepub}/subscriptions',
        "ConvertKit API secret: {cksecret}",
        "{name}: the Kit API secret for the Zapier step is {cksecret}, the public key is {ckpublic}",
        "BUTTONDOWN_API_KEY={bdkey}\nBEEHIIV_API_KEY={beehiivkey}",
        "[{hh}:{mi}] {name}: I rotated the beehiiv key after the intern left, new one {beehiivkey}",
        "| platform | secret |\n|---|---|\n| Buttondown | {bdkey} |\n| ConvertKit | {cksecret} |",
        'requests.get("https://api.convertkit.com/v3/subscribers", params={{"api_secret": "{cksecret}"}})',
    ],
    # Umami admin passwords and API keys, Matomo token_auth values, Fathom API tokens of a blog's own analytics
    "web_analytics_token": [
        "Umami admin login for the blog stats: admin / {umamipw} (changed from the default)",
        'curl -X POST https://stats.{domain}/api/auth/login -H \'Content-Type: application/json\' -d \'{{"username":"admin","password":"{umamipw}"}}\'',
        "Matomo token_auth for the monthly report script: {matomotoken}",
        "https://analytics.{domain}/index.php?module=API&method=VisitsSummary.get&idSite={siteid}&period=day&date=today&format=JSON&token_auth={matomotoken}",
        "Fathom API token (Settings > API): {fathomtoken}",
        'curl -H "Authorization: Bearer {fathomtoken}" https://api.usefathom.com/v1/sites',
        "{name}: the Umami Cloud API key for the ⟦dashboard widget|weekly e-mail|Grafana panel⟧ is {umamikey}",
        "MATOMO_TOKEN_AUTH={matomotoken}\nFATHOM_API_TOKEN={fathomtoken}",
        "[{hh}:{mi}] {name}: I reset the Umami admin password after the demo, the new one is {umamipw}",
        "| tool | site | secret |\n|---|---|---|\n| Matomo | {domain} | {matomotoken} |\n| Fathom | {fathomsite} | {fathomtoken} |",
    ],
    # Kandji API tokens, Mosyle access tokens and admin passwords, Addigy client secrets
    "mdm_api_token": [
        "Kandji API token for the inventory script: {kandjitoken}",
        'curl -H "Authorization: Bearer {kandjitoken}" https://{company}.api.kandji.io/api/v1/devices',
        "Mosyle access token {mosyletoken}, admin {email} / {mosylepw}",
        "Addigy API: client id {addigyid}, client secret {addigysecret}",
        "KANDJI_TOKEN={kandjitoken}\nKANDJI_TENANT={company}",
        "{name}: the Mosyle Business admin password for the school iPads is {mosylepw}",
        '[kandji]\ntenant = "{company}"\ntoken = "{kandjitoken}"\n\n[addigy]\nclient_secret = "{addigysecret}"',
        "[{hh}:{mi}] {name}: new Kandji token with device-read only, the old one had too much: {kandjitoken}",
        'addigy:\n  client_id: {addigyid}\n  client_secret: "{addigysecret}"',
        "Screenshot: Kandji > Settings > Access > API Token\n{kandjitoken}\n(copy it now, it will not be shown again)",
    ],
    # Readwise access tokens, Raindrop.io test tokens, Instapaper consumer secrets, Omnivore API keys
    "read_later_token": [
        "Readwise access token for the Obsidian plugin: {readwisetoken}",
        'curl -H "Authorization: Token {readwisetoken}" https://readwise.io/api/v2/highlights/',
        "Raindrop.io test token: {raindroptoken}",
        'curl -H "Authorization: Bearer {raindroptoken}" https://api.raindrop.io/rest/v1/collections',
        "Instapaper API: consumer key {ipkey}, consumer secret {ipsecret}",
        "Omnivore API key for the export: {omnikey}",
        '[readwise]\ntoken = "{readwisetoken}"\n\n[raindrop]\ntoken = "{raindroptoken}"',
        "READWISE_TOKEN={readwisetoken}\nRAINDROP_TOKEN={raindroptoken}",
        "[{hh}:{mi}] {name}: here's the Omnivore key before the shutdown, export everything: {omnikey}",
        "| app | token |\n|---|---|\n| Readwise | {readwisetoken} |\n| Raindrop | {raindroptoken} |",
    ],
    # AniList access tokens, MyAnimeList and Simkl client secrets, Ravelry API basic-auth passwords
    "hobby_tracker_secret": [
        "AniList access token for the Discord bot: {anilisttoken}",
        "MyAnimeList app: client id {malid}, client secret {malsecret}",
        'curl -H "Authorization: Bearer {anilisttoken}" -d \'{{"query":"{{ Viewer {{ id }} }}"}}\' https://graphql.anilist.co',
        "Simkl client secret for the Plex scrobbler: {simklsecret}",
        "Ravelry API (basic auth): username {ravuser}, password {ravpw}",
        "{name}: the MAL client secret for the tracker is {malsecret}, the id is public anyway",
        "MAL_CLIENT_SECRET={malsecret}\nSIMKL_CLIENT_SECRET={simklsecret}",
        "[{hh}:{mi}] {name}: for the yarn stash app the Ravelry read key is {ravuser} with password {ravpw}",
        "| site | secret |\n|---|---|\n| MyAnimeList | {malsecret} |\n| Simkl | {simklsecret} |",
        'requests.get("https://api.ravelry.com/people/{login}/stash/list.json", auth=("{ravuser}", "{ravpw}"))',
    ],
    # Astrometry.net API keys (plate solving), AstroBin API keys, secrets and passwords
    "astronomy_api_key": [
        "Astrometry.net API key for plate solving in N.I.N.A.: {astrokey}",
        'curl -d \'request-json={{"apikey": "{astrokey}"}}\' http://nova.astrometry.net/api/login',
        "AstroBin API key {abkey}, API secret {absecret}",
        "https://www.astrobin.com/api/v1/image/?user={login}&api_key={abkey}&api_secret={absecret}&format=json",
        "{name}: my AstroBin password is {abpw}, upload the {target} stack from the club laptop please",
        "ASTROMETRY_API_KEY={astrokey}\nASTROBIN_API_SECRET={absecret}",
        "[{hh}:{mi}] {name}: the ⟦observatory PC|mount laptop|StellarMate⟧ plate-solver key is {astrokey}, the old one got rate-limited",
        "| site | key | secret |\n|---|---|---|\n| astrometry.net | {astrokey} | - |\n| AstroBin | {abkey} | {absecret} |",
        'client = Client()\nclient.login("{astrokey}")\nclient.upload("{target}.fits")',
        "Screenshot: nova.astrometry.net > API\nYour API key is: {astrokey}",
    ],
    # Roborock local keys, Valetudo web passwords, the vacuum's cloud-account login
    "robot_vacuum_key": [
        "Roborock local key for the ⟦S7|Q7 Max|S8 Pro⟧ (from the cloud extractor): {rrkey}",
        "vacuum:\n  host: {lanip}\n  local_key: {rrkey}\n  duid: {rrduid}",
        "Valetudo web login on {lanip}: user {login}, password {valpw}",
        "{name}: the robot vacuum account is {email} with password {rrpw}, the app logs me out constantly",
        "python3 roborock_local.py --host {lanip} --key {rrkey} start",
        "[{hh}:{mi}] {name}: I turned on basic auth in Valetudo, it's {login} / {valpw}",
        "| robot | local key |\n|---|---|\n| upstairs | {rrkey} |\n| kitchen | {rrkey2} |",
        "Screenshot: Valetudo > System > Auth\nUsername {login}\nPassword {valpw}\n[x] Enabled",
        "ROBOROCK_LOCAL_KEY={rrkey}\nROBOROCK_HOST={lanip}",
        "Roborock app login for {name}: {email} / {rrpw} (needed to pull the maps)",
    ],
}

BENIGN: dict[str, list[str]] = {
    "ham_radio_passcode_benign": [
        "APRS-IS receive-only login: callsign {callsign}, passcode -1 (no transmit to the network)",
        'the docs\' example login is "user N0CALL pass 13023"; use your own callsign, and keep your passcode private',
        "[aprsis]\ncall = {callsign}-10\npasscode = ${{APRS_PASSCODE}}\nserver = rotate.aprs2.net",
        "{name}: my callsign is {callsign}, grid {grid}, I'm on 144.800 with the iGate; Winlink password is in the vault",
        "| station | callsign | grid | passcode |\n|---|---|---|---|\n| home iGate | {callsign} | {grid} | ***** |",
        "[{hh}:{mi}] {name}: get the APRS passcode from the generator yourself, I won't post mine in the club chat",
    ],
    "adsb_feeder_key_benign": [
        "piaware-config flightaware-user {login}\n# password: set it on the Pi yourself, not in this note",
        "my PiAware site is #{siteno} on the stats page, {msgs} messages a second, range {range} NM",
        "sudo piaware-config feeder-id <your-feeder-id>",
        "RadarBox station EXTRPI{short} is online; sharing key in the password manager",
        "[client]\nnetwork_mode=true\nkey=${{RBFEEDER_KEY}}\nlat={lat}\nlon={lon}",
        "[{hh}:{mi}] {name}: the ⟦attic|balcony|shed⟧ feeder is back, MLAT synced, site {siteno}",
    ],
    "home_battery_key_benign": [
        "Powerwall gateway at https://{lanip}: customer login {email}, password ●●●●● (the sticker one, changed)",
        "{name}: the Tesla gateway password is the last 5 characters on the sticker behind the cover; go read it there",
        "myenergi hub {hubserial}, zappi charged {kwh} kWh yesterday, battery at {soc} %",
        "curl --digest -u {hubserial}:$MYENERGI_KEY https://s18.myenergi.net/cgi-jstatus-*",
        "GivEnergy inverter {hubserial}: firmware {ver}, API token kept in Home Assistant secrets",
        "[{hh}:{mi}] {name}: VRM shows the Cerbo GX online, SoC {soc} %, {kwh} kWh solar today",
    ],
    "bank_data_token_benign": [
        "Up Bank: make a personal access token at api.up.com.au/getting_started, it starts with up:yeah:",
        'curl -H "Authorization: Bearer $UP_TOKEN" https://api.up.com.au/api/v1/accounts',
        "Akahu account {akahuacc} (ANZ everyday), balance ${bal}",
        "AKAHU_APP_SECRET=<from developers.akahu.nz>\nAKAHU_USER_TOKEN=<ask me>",
        "SimpleFIN bridge: the setup token is claimed, the access URL lives in the server's .env, not here",
        "[{hh}:{mi}] {name}: the Up transaction {uptx} for ${bal} is the rent, tag it",
    ],
    "newsletter_api_key_benign": [
        "ConvertKit public API key for the signup form (safe to embed): {ckpublic}",
        "beehiiv publication {beepub}: {subs} subscribers, open rate {pct} %",
        'curl -H "Authorization: Token $BUTTONDOWN_API_KEY" https://api.buttondown.email/v1/subscribers',
        "BUTTONDOWN_API_KEY=REPLACE_ME\nBEEHIIV_API_KEY=REPLACE_ME",
        "{name}: the Kit API secret is in 1Password under 'newsletter', the form ID is {formid}",
        "[{hh}:{mi}] {name}: issue #{issue} of the ⟦garden club|parish|running club⟧ newsletter went to {subs} people",
    ],
    "web_analytics_token_benign": [
        "Umami's default login is admin / umami; change it at first login (I did, the new one is in Bitwarden)",
        "Matomo site ID {siteid} for {domain}: {visits} visits yesterday, bounce rate {pct} %",
        "https://analytics.{domain}/index.php?module=API&method=VisitsSummary.get&idSite={siteid}&period=day&date=today&format=JSON&token_auth=anonymous",
        '<script defer src="https://cdn.usefathom.com/script.js" data-site="{fathomsite}"></script>',
        '<script defer src="https://stats.{domain}/script.js" data-website-id="{umamiweb}"></script>',
        "[{hh}:{mi}] {name}: the Matomo token lives in the server config, not the repo; {visits} visits on the launch post",
    ],
    "mdm_api_token_benign": [
        "Kandji tenant {company}.api.kandji.io, blueprint {blueprint}, {count} devices enrolled",
        'curl -H "Authorization: Bearer $KANDJI_TOKEN" https://{company}.api.kandji.io/api/v1/devices',
        "Mosyle: device {serial} is in the 'Staff iPads' group, last check-in {date}",
        "Addigy API: client id {addigyid}, client secret (in the vault)",
        '[kandji]\ntenant = "{company}"\ntoken = ""  # read from KANDJI_TOKEN at run time',
        "[{hh}:{mi}] {name}: the new Kandji token is read-only, it's in the team vault, not in chat",
    ],
    "read_later_token_benign": [
        "Readwise: get your access token at readwise.io/access_token and paste it into the plugin",
        "Raindrop.io collection {collection} has {count}00 bookmarks, the 'to read' one",
        'curl -H "Authorization: Token $READWISE_TOKEN" https://readwise.io/api/v2/highlights/',
        "Instapaper export: {count}00 articles, {highlights} highlights, last sync {date}",
        "READWISE_TOKEN=\nRAINDROP_TOKEN=   # fill in from the settings pages",
        "[{hh}:{mi}] {name}: Omnivore is shutting down, export before {date}; my key is already revoked",
    ],
    "hobby_tracker_secret_benign": [
        "MyAnimeList app: client id {malid} (public, it's in the app), client secret kept out of the repo",
        "AniList user {aniuser}, {count}00 episodes watched this year",
        "Simkl client id {simklid} (the public one) for the Plex scrobbler",
        "Ravelry pattern #{pattern} in my queue, yarn from the stash; API login in the keychain",
        "MAL_CLIENT_SECRET=${{MAL_SECRET}}\nSIMKL_CLIENT_SECRET=${{SIMKL_SECRET}}",
        "[{hh}:{mi}] {name}: the bot is on AniList as {aniuser}, token regenerated, not pasting it here",
    ],
    "astronomy_api_key_benign": [
        "Astrometry.net job {jobid} solved: RA {ra}, Dec {dec}, field {fov}° wide",
        "AstroBin image {abimage}: {target}, {nsubs} subs of {exp} s, Bortle {bortle}",
        'curl -d \'request-json={{"apikey": "XXXXXXXXXXXXXXXX"}}\' http://nova.astrometry.net/api/login',
        "ASTROMETRY_API_KEY=<from nova.astrometry.net/api_help>\nASTROBIN_API_SECRET=",
        "{name}: the plate-solver key is in the N.I.N.A. profile on the observatory PC, I'm not pasting it here",
        '[{hh}:{mi}] {name}: clear skies tonight, {target} from {hh}:00, guiding RMS 0.{count}"',
    ],
    "robot_vacuum_key_benign": [
        "Roborock ⟦S7|Q7 Max|S8 Pro⟧ duid {rrduid}, model roborock.vacuum.a{count}{count}, battery {soc} %",
        "vacuum:\n  host: {lanip}\n  local_key: !secret roborock_key\n  duid: {rrduid}",
        "Valetudo on {lanip} has no auth by default; I turned it on, the password is not in this note",
        "{name}: the robot vacuum account is {email}; reset the password from the app if it logs you out",
        "| robot | room ids |\n|---|---|\n| upstairs | {count}, 1{count}, 2{count} |",
        "[{hh}:{mi}] {name}: the vacuum finished the kitchen in {count}2 minutes, map saved",
    ],
}

BENIGN_TWIN = {kind: kind + "_benign" for kind in (*SECRET, "parking_app_login_ml")}
