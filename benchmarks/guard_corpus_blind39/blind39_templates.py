"""Hand-written templates for the blind39 guard corpus: podcast-hosting keys (Transistor API keys, Buzzsprout tokens,
Podbean client secrets, Captivate tokens, private subscriber feeds); time-tracking tokens (Clockify API keys, Everhour
and TimeCamp tokens); genealogy logins (Ancestry, MyHeritage, GEDmatch and FamilySearch passwords, DNA-kit activation
codes); image-CDN keys (ImageKit private keys, imgix signing tokens and API keys, Uploadcare and Filestack secrets);
appliance-cloud logins (Home Connect client secrets, Miele, LG ThinQ and SmartHQ passwords); location-sharing
secrets (Traccar passwords and tokens, OwnTracks recorder passwords, Life360 and Invoxia logins); pool and spa
controller logins (iAquaLink, Pentair ScreenLogic, Hayward OmniLogic, Balboa ControlMySpa); flight-sim network logins
(VATSIM and Navigraph passwords, Hoppie ACARS logon codes); brewing-app keys (Brewfather API keys and iSpindel stream
IDs, Plaato tokens, Brewer's Friend API keys); geocaching secrets (Geocaching.com passwords, trackable tracking codes);
kids' money-app logins (GoHenry, Greenlight and Rooster Money passwords, the child's card PIN).

One secret template of each kind names no service at all (a door code, a safe combination, a phone-menu PIN, a
recovery-phrase fragment told in passing), and one benign template of its twin reads alike without the secret.

SECRET and BENIGN map a kind to its templates; every secret kind has a benign twin (BENIGN_TWIN) of the same shape
that keeps the layout and drops the credential: a masked value, a placeholder or env reference, a public identifier
(podcast ID, workspace ID, GEDmatch kit number, FamilySearch person ID, public key, appliance haId, device IMEI,
adapter name, VATSIM CID, squawk code, Brewfather user ID, GC code, TB reference), a documented default, "it is in
the vault" or "I changed it" without the value. make_blind39.py fills the fields ({{ and }} are literal braces) and
resolves every ``⟦a|b|c⟧`` to one of its alternatives. Secret fields (SECRET_FIELDS in make_blind39.py) hold a
credential; benign templates use only benign fields.
"""

SECRET: dict[str, list[str]] = {
    # Transistor API keys, Buzzsprout API tokens, Podbean client secrets, Captivate tokens, private subscriber feeds
    "podcast_host_key": [
        "Transistor API key for the episode-upload script: {transistorkey}",
        'curl -H "x-api-key: {transistorkey}" https://api.transistor.fm/v1/episodes?show_id={showid}',
        "Buzzsprout: podcast {buzzpodid}, API token {buzztoken} (Account > API Access)",
        'curl -H "Authorization: Token token={buzztoken}" https://www.buzzsprout.com/api/{buzzpodid}/episodes.json',
        "{name}, for the Podbean app use client id {podbeanid} and secret {podbeansecret}, it posts the ⟦sermon|interview|weekly⟧ episodes",
        "the paid members' feed, paste it into your podcast app and don't share it: {privfeed}",
        "CAPTIVATE_USER_ID={capuser}\nCAPTIVATE_API_TOKEN={captoken}",
        "[{hh}:{mi}] {name}: rotated the Buzzsprout token, it's {buzztoken} now, update the Zap",
        "| host | key |\n|---|---|\n| Transistor | {transistorkey} |\n| Podbean secret | {podbeansecret} |",
        "studio door keypad: {doorcode} and then the bell key, the light goes green",
    ],
    # Clockify API keys, Everhour tokens, TimeCamp tokens
    "time_tracker_token": [
        "Clockify API key (Profile settings > API): {clockifykey}",
        'curl -H "X-Api-Key: {clockifykey}" https://api.clockify.me/api/v1/workspaces/{workspaceid}/projects',
        "Everhour token for the invoicing sheet: {everhourtoken}",
        'headers = {{"X-Api-Key": "{everhourtoken}"}}\nr = requests.get("https://api.everhour.com/team/time", headers=headers)',
        "{name}: the TimeCamp API token is {timecamptoken}, the timesheet export needs it",
        "clockify:\n  workspace: {workspaceid}\n  api_key: {clockifykey}",
        "[{hh}:{mi}] {name}: ⟦new|fresh|regenerated⟧ Everhour token since the old one leaked in the repo → {everhourtoken}",
        "https://app.timecamp.com/third_party/api/entries/format/json/api_token/{timecamptoken}/from/{date}",
        "Screenshot: TimeCamp > Profile > Your programming API token\n{timecamptoken}",
        "if the laptop asks after the update just type {pin6}, it's the same as my phone",
    ],
    # Ancestry, MyHeritage, GEDmatch and FamilySearch passwords; DNA-kit activation codes
    "genealogy_login": [
        "Ancestry login for Grandad's tree: {email} / {ancestrypw}",
        "MyHeritage password (the family site Mum pays for): {myheritagepw}",
        "GEDmatch: kit {gedkit}, login {email}, password {gedpw}",
        "{name}, the DNA kit activation code from the tube is {dnacode}, register it under Aunt ⟦Ruth|Greta|Paloma⟧",
        "FamilySearch sign-in for the indexing volunteers: user {login}, password {fspw}",
        "[{hh}:{mi}] {name}: I changed the Ancestry password, it's {ancestrypw} now, the hints are all there",
        "| site | login | password |\n|---|---|---|\n| Ancestry | {email} | {ancestrypw} |\n| MyHeritage | {email} | {myheritagepw} |",
        "Screenshot: kit box insert\nActivation code {dnacode}\nKeep this code, you need it to see your results",
        "for the reunion slides log into GEDmatch as {email} with {gedpw} and download the one-to-many list",
        "grandma's safe: {combo} (left, right, left), the birth certificates are in there",
    ],
    # ImageKit private keys, imgix secure-URL tokens and API keys, Uploadcare secret keys, Filestack app secrets
    "image_cdn_key": [
        "ImageKit private key for the upload endpoint: {ikpriv}",
        "IMAGEKIT_PUBLIC_KEY={ikpub}\nIMAGEKIT_PRIVATE_KEY={ikpriv}\nIMAGEKIT_URL_ENDPOINT=https://ik.imagekit.io/{ikid}",
        "imgix secure URL token for the ⟦shop|portfolio|magazine⟧ source: {imgixtoken}",
        'curl -X POST https://api.imgix.com/api/v1/purge -H "Authorization: Bearer {imgixkey}" -d @purge.json',
        "Uploadcare keys: public {ucpub}, secret {ucsecret}",
        "{name}: the Filestack app secret for signing policies is {fssecret}, the api key is {fskey}",
        'const client = new ImageKit({{ publicKey: "{ikpub}", privateKey: "{ikpriv}", urlEndpoint: "https://ik.imagekit.io/{ikid}" }});',
        "[{hh}:{mi}] {name}: revoked the old imgix key, new one {imgixkey}",
        '[uploadcare]\npub_key = "{ucpub}"\nsecret = "{ucsecret}"',
        "the last four words of the backup phrase are {phrase4}, the rest is on the card in the safe",
    ],
    # Home Connect (Bosch / Siemens) client secrets, Miele, LG ThinQ and SmartHQ (GE) account passwords
    "appliance_cloud_login": [
        "Home Connect developer app for Home Assistant: client id {hcid}, client secret {hcsecret}",
        "home_connect:\n  client_id: {hcid}\n  client_secret: {hcsecret}",
        "Miele@home login for the washer and the oven: {email} / {mielepw}",
        "{name}: the LG ThinQ password is {thinqpw}, the fridge keeps dropping off the Wi-Fi",
        "SmartHQ account for the GE dishwasher: {email}, password {smarthqpw}",
        "[{hh}:{mi}] {name}: I made a new ThinQ account for the dryer, {email} with {thinqpw}",
        "| appliance | app | login | password |\n|---|---|---|---|\n| washer | Miele | {email} | {mielepw} |\n| fridge | ThinQ | {email} | {thinqpw} |",
        "HOME_CONNECT_CLIENT_SECRET={hcsecret}",
        "Screenshot: developer.home-connect.com > Applications\nClient ID {hcid}\nClient Secret {hcsecret}",
        "the alarm panel by the back door takes {pin4} then OFF",
    ],
    # Traccar admin passwords and API tokens, OwnTracks recorder passwords, Life360 and Invoxia logins
    "location_sharing_token": [
        "Traccar server at https://track.{domain}: admin / {traccarpw}",
        'curl -H "Authorization: Bearer {traccartoken}" https://track.{domain}/api/devices',
        "OwnTracks app > Connection: mode HTTP, URL https://owntracks.{domain}/pub, user {login}, password {otpw}",
        "{name}: the Life360 login for the family circle is {email} / {l360pw}",
        "Invoxia GPS tracker account (the one on the ⟦bike|dog collar|car⟧): {email}, {invoxiapw}",
        "[{hh}:{mi}] {name}: made a Traccar token for the dashboard, read only: {traccartoken}",
        '{{"_type": "configuration", "mode": 3, "url": "https://owntracks.{domain}/pub", "auth": true, "username": "{login}", "password": "{otpw}"}}',
        "| service | login | password |\n|---|---|---|\n| Traccar | admin | {traccarpw} |\n| Life360 | {email} | {l360pw} |",
        "OTR_USER={login}\nOTR_PASS={otpw}",
        "the gate at the back takes {gatecode}# and then you push hard",
    ],
    # iAquaLink, Pentair ScreenLogic remote, Hayward OmniLogic and Balboa ControlMySpa logins
    "pool_spa_login": [
        "iAquaLink login for the pool pump and heater: {email} / {iaqpw}",
        "ScreenLogic remote access: system name Pentair: {pentairid}, password {slpw}",
        "{name}: Hayward OmniLogic account is {email}, password {omnipw}, the chlorinator is on it",
        "ControlMySpa app (Balboa) for the hot tub: {email} with {spapw}",
        "[{hh}:{mi}] {name}: reset the iAquaLink password, it's {iaqpw} now",
        "screenlogic:\n  host: {lanip}\n  remote_password: {slpw}",
        "| device | login | password |\n|---|---|---|\n| pool (iAquaLink) | {email} | {iaqpw} |\n| spa (ControlMySpa) | {email} | {spapw} |",
        "Screenshot: OmniLogic > Settings > Account\nEmail {email}\nPassword {omnipw}",
        "for the pool guy: app ⟦iAquaLink|OmniLogic⟧, login {email}, pw {iaqpw}",
        "the pool shed padlock is {combo3}, the chemicals are on the left",
    ],
    # VATSIM and Navigraph passwords, Hoppie ACARS logon codes
    "flight_sim_login": [
        "VATSIM login for the group flight: CID {cid}, password {vatsimpw}",
        "Navigraph account for the charts: {email} / {navigraphpw}",
        "Hoppie ACARS logon code for the A320 FMS: {hoppiecode}",
        "[acars]\nnetwork = hoppie\nlogon = {hoppiecode}\ncallsign = {flightno}",
        "{name}: use my VATSIM CID {cid} with {vatsimpw} to test the pilot client, I'll change it after",
        "[{hh}:{mi}] {name}: new Hoppie code came by mail, {hoppiecode}, put it in the ⟦Fenix|FBW|PMDG⟧ settings",
        "| site | login | password |\n|---|---|---|\n| VATSIM | {cid} | {vatsimpw} |\n| Navigraph | {email} | {navigraphpw} |",
        "Screenshot: Hoppie's ACARS > My account\nLogon code: {hoppiecode}",
        'HOPPIE_LOGON="{hoppiecode}"\nVATSIM_CID={cid}',
        "when I call the mailbox I press {pin4} then hash, then 1 for new messages",
    ],
    # Brewfather API keys and iSpindel stream IDs, Plaato tokens, Brewer's Friend API keys
    "brewing_app_key": [
        "Brewfather API: user id {bfuser}, API key {bfkey}",
        "curl -u {bfuser}:{bfkey} https://api.brewfather.app/v2/batches",
        "iSpindel > Brewfather custom stream: http://log.brewfather.net/stream?id={bfstream}",
        "Plaato auth token for the keg scale in Home Assistant: {plaatotoken}",
        "{name}: the Brewer's Friend API key is {brfkey}, the fermenter graph needs it",
        "[{hh}:{mi}] {name}: regenerated the Brewfather key with batches read only: {bfkey}",
        "plaato:\n  token: {plaatotoken}\n  device: keg_1",
        "| app | key |\n|---|---|\n| Brewfather | {bfkey} |\n| Brewer's Friend | {brfkey} |",
        'BREWFATHER_USER_ID={bfuser}\nBREWFATHER_API_KEY="{bfkey}"',
        "the bike lock is {combo4}, the blue one by the fermenter shed",
    ],
    # Geocaching.com passwords, trackable (travel bug, geocoin) tracking codes
    "geocaching_secret": [
        "Geocaching.com login for the family account: {login} / {gcpw}",
        "{name}: the tracking code on the travel bug tag is {tbcode}, log it as discovered, don't post a photo of the tag",
        "trackable {tbref} ⟦'Rubber Duck'|'Lost Sock'|'Tiny Tractor'⟧, tracking code {tbcode}, it's in {gccode} now",
        "[{hh}:{mi}] {name}: changed the geocaching password to {gcpw}, the app logged everyone out",
        "| trackable | reference | tracking code |\n|---|---|---|\n| geocoin | {tbref} | {tbcode} |",
        "Screenshot: travel bug tag\n{tbref}\nTracking code: {tbcode}\nwww.geocaching.com/track",
        "GC login for c:geo on the new phone, user {login}, password {gcpw}",
        "our geocoin's private code is {tbcode}, the public reference is {tbref}",
        "[geocaching]\nusername = {login}\npassword = {gcpw}",
        "the lockbox by the door opens with {combo4}, the keys are on the red ring",
    ],
    # GoHenry, Greenlight and Rooster Money parent logins, the child's card PIN
    "kids_money_login": [
        "GoHenry parent login: {email} / {gohenrypw}",
        "{name}: the PIN for ⟦Mila|Theo|Ayaan⟧'s GoHenry card is {pin4}, she forgot it again",
        "Greenlight parent account: {email}, password {greenlightpw}, set the chores for next week",
        "Rooster Money login for the pocket-money jar: {email} with {roosterpw}",
        "[{hh}:{mi}] {name}: changed the Greenlight password to {greenlightpw}, the kids were guessing it",
        "| kid | card | PIN |\n|---|---|---|\n| {kid} | GoHenry | {pin4} |",
        "Screenshot: Greenlight > Card > Show PIN\n{kid}'s card ••{last4}\nPIN {pin4}",
        "the kids' card PIN (Greenlight) is {pin4}, the parent password is {greenlightpw}",
        "for the holiday, grandma can top up: Rooster Money {email} / {roosterpw}",
        "my PIN for the new debit card is {pin4}, don't tell the kids",
    ],
}

BENIGN: dict[str, list[str]] = {
    "podcast_host_key_benign": [
        "Transistor show {showid}: {count} episodes, {downloads} downloads last month",
        'curl -H "x-api-key: $TRANSISTOR_API_KEY" https://api.transistor.fm/v1/episodes?show_id={showid}',
        "Buzzsprout podcast {buzzpodid}, public RSS https://feeds.buzzsprout.com/{buzzpodid}.rss; the API token is in the vault",
        "{name}, the Podbean client id is {podbeanid}; I'll send the secret through 1Password",
        "CAPTIVATE_USER_ID={capuser}\nCAPTIVATE_API_TOKEN=<ask Sam>",
        "studio is room {room}, ring the bell and wait, someone lets you in",
    ],
    "time_tracker_token_benign": [
        "Clockify workspace {workspaceid}: {hours} h logged this week, {count} projects",
        'curl -H "X-Api-Key: $CLOCKIFY_API_KEY" https://api.clockify.me/api/v1/workspaces/{workspaceid}/projects',
        "Everhour: the token is under Settings > Profile, each of you makes your own; I'm not sharing mine",
        "clockify:\n  workspace: {workspaceid}\n  api_key: !env CLOCKIFY_API_KEY",
        "[{hh}:{mi}] {name}: the TimeCamp export is done, {hours} h billable in {date}",
        "if the laptop asks after the update just press F{count} and wait, IT resets it, not me",
    ],
    "genealogy_login_benign": [
        "GEDmatch kit number {gedkit} (share it so cousins can compare; the password stays with me)",
        "FamilySearch ID of great-grandma Anna: {fsid}, born {year}, tree {treeid}",
        "Ancestry login is {email}; the password is in the family vault, ask {name}",
        "{name}, the DNA kit is registered, results in {count} weeks; the activation code is on the box, not here",
        "| site | login | password |\n|---|---|---|\n| Ancestry | {email} | (vault) |\n| MyHeritage | {email} | ******** |",
        "grandma's safe: the combination is on the card in the lawyer's file, the birth certificates are in there",
    ],
    "image_cdn_key_benign": [
        "ImageKit public key (fine in the browser bundle): {ikpub}",
        "IMAGEKIT_PUBLIC_KEY={ikpub}\nIMAGEKIT_PRIVATE_KEY=\nIMAGEKIT_URL_ENDPOINT=https://ik.imagekit.io/{ikid}",
        "https://{imgixsrc}.imgix.net/products/{count}.jpg?w=800&auto=format,compress",
        "Uploadcare public key for the widget: {ucpub}; the secret lives in the server's env",
        "[{hh}:{mi}] {name}: purged {count}0 images on imgix, the key is in the CI secrets now",
        "the last four words of the chorus are {plainwords}, the rest is on the lyric sheet",
    ],
    "appliance_cloud_login_benign": [
        "Home Connect appliance {haid} (dishwasher), program Eco 50, {minutes} min left",
        "home_connect:\n  client_id: !secret hc_client_id\n  client_secret: !secret hc_client_secret",
        "Miele@home: the washer is online, serial {serial}; login {email}, password reset link sent",
        "{name}: the LG ThinQ password is in Bitwarden, the fridge drops off the Wi-Fi because of the 5 GHz band",
        "| appliance | app | model |\n|---|---|---|\n| washer | Miele | WWD{count}20 |\n| fridge | ThinQ | GSXV{count}1 |",
        "the alarm panel by the back door is model {model}, the code changes monthly, Mum texts it",
    ],
    "location_sharing_token_benign": [
        "Traccar device '{devname}', identifier {imei}, last fix {lat}, {lon}, battery {soc} %",
        'curl -H "Authorization: Bearer $TRACCAR_TOKEN" https://track.{domain}/api/devices',
        "OwnTracks app > Connection: mode HTTP, URL https://owntracks.{domain}/pub, user {login}, password (ask me)",
        "{name}: Life360 says the car is at the school since {hh}:{mi}, {soc} % battery",
        "Traccar's default login is admin / admin; I changed it on the first start, the new one is not in this note",
        "the gate at the back is number {house}, the buzzer is broken, just knock",
    ],
    "pool_spa_login_benign": [
        "iAquaLink: pool {temp} °C, spa {spatemp} °C, pump on high until {hh}:00",
        "ScreenLogic adapter Pentair: {pentairid} at {lanip}, local connection needs no password",
        "{name}: OmniLogic says salt {ppm} ppm, pH {ph}; the account login is in the house binder",
        "ControlMySpa (Balboa) serial {serial}: filter cycle 2 at {hh}:00",
        "screenlogic:\n  host: {lanip}\n  remote_password: !secret screenlogic_pw",
        "the pool shed padlock is the brass one, key on the hook, chemicals on the left",
    ],
    "flight_sim_login_benign": [
        "VATSIM CID {cid}, tonight {flightno} from {icao1} to {icao2}, squawk {squawk}",
        "Navigraph account {email}, subscription renews {date}; password reset done",
        "[acars]\nnetwork = hoppie\nlogon = ${{HOPPIE_LOGON}}\ncallsign = {flightno}",
        "{name}: my VATSIM CID is {cid}, add me to the group flight; the password stays with me",
        "[{hh}:{mi}] {name}: cleared to {icao2}, squawk {squawk}, climb FL{fl}",
        "when I call the desk I press {ext} then hash, then 1 for the front office",
    ],
    "brewing_app_key_benign": [
        "Brewfather user id {bfuser} (the key is in the vault, regenerate it if you need one)",
        "batch #{batchno} {beer}: OG {og}, FG {fg}, ABV {abv} %",
        "iSpindel > Brewfather custom stream: http://log.brewfather.net/stream?id=<your stream id>",
        "plaato:\n  token: !secret plaato_token\n  device: keg_1",
        "[{hh}:{mi}] {name}: the keg scale says {pct} % left of the {beer}",
        "the bike lock is the blue one by the fermenter shed, key in the bowl",
    ],
    "geocaching_secret_benign": [
        "found {gccode} today, a D{count}/T2 multi, log posted",
        "trackable {tbref} is in {gccode} now; the tracking code is on the tag, don't post it",
        "Geocaching.com login is {login}, the password is in the family vault",
        "{name}: final coordinates of {gccode} are N {latdeg}° {latmin}, I checked them with the checker",
        "| trackable | reference | tracking code |\n|---|---|---|\n| geocoin | {tbref} | (on the coin) |",
        "the lockbox by the door is for the postman, it's empty, the keys are on the red ring",
    ],
    "kids_money_login_benign": [
        "GoHenry: {kid} gets £{allowance} a week, {count} chores done, card ••{last4}",
        "{name}: {kid}'s card PIN is in the GoHenry app under Card > View PIN, she can look it up with you",
        "Greenlight parent account: {email}; password reset e-mail sent, check the spam folder",
        "Rooster Money jar: £{money} saved for the bike, goal £{goal}",
        "| kid | card | PIN |\n|---|---|---|\n| {kid} | GoHenry | **** |",
        "my PIN for the new debit card came in a separate letter, I haven't opened it yet",
    ],
}

BENIGN_TWIN = {kind: kind + "_benign" for kind in (*SECRET, "gym_app_login_ml")}
