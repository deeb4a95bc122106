"""Hand-written templates for the blind43 guard corpus: aquarium-controller logins (Neptune Apex local and Apex Fusion
passwords, Red Sea ReefBeat, Hydros and reef-pi passwords); landlord-portal secrets (Buildium client secrets, AppFolio
Stack API secrets, TenantCloud, RentRedi and Stessa passwords); golf-app logins (GolfNow, 18Birdies, Arccos and
Golfshot passwords); dash-cam logins (BlackVue Cloud passwords and camera Wi-Fi passwords, MyNextbase, Thinkware and
70mai passwords); craft-cutter logins (Cricut ID, Silhouette, Brother CanvasWorkspace and Glowforge passwords);
wedding-planning logins (Zola, The Knot, Joy and Minted passwords, a wedding website's guest password); pilot-app
secrets (ForeFlight, SkyDemon and EasyVFR passwords, FlightAware AeroAPI keys); recipe-API keys (Spoonacular API
keys, Edamam application keys, Tandoor tokens, Plan to Eat passwords); online-fax credentials (SRFax access passwords,
Fax.Plus personal access tokens, Documo API keys, HumbleFax access secrets); coworking-desk secrets (Nexudus passwords, OfficeRnD client
secrets, Optix tokens, Skedda passwords); client-gallery secrets (Pixieset and Pic-Time gallery passwords and download
PINs, ShootProof API secrets).

One or two secret templates of each kind name no service at all (a sump-cupboard padlock, a rental lockbox, a golf
locker, a key safe, a buggy shed, a car's anti-theft keypad PIN, a craft-room safe, a venue's gate code and a planner's voicemail PIN, a hangar door, a pantry keypad, a
voicemail PIN, a coworking door and locker, a phone PIN said in passing), and one benign template of its twin reads
alike without the secret.

SECRET and BENIGN map a kind to its templates; every secret kind has a benign twin (BENIGN_TWIN) of the same shape
that keeps the layout and drops the credential: a masked value, a placeholder or env reference, a public identifier
(a controller serial, a property ID, a tee-time confirmation, a camera serial and IMEI, a machine serial, a wedding
website address, a tail number, a recipe ID or a cookbook's ISBN, a fax number, a desk booking, a
gallery link), a documented default that was changed, "it is in the vault" without the value. make_blind43.py fills
the fields ({{ and }} are literal braces) and resolves every ``⟦a|b|c⟧`` to one of its alternatives. Secret fields
(SECRET_FIELDS in make_blind43.py) hold a credential; benign templates use only benign fields.
"""

CHAT = "⟦[{hh}:{mi}] {name}:|{name} {hh}:{mi}|{date} {hh}:{mi} {name}:|{name} @ {hh}:{mi} -|({hh}:{mi}) {name}:⟧"
PW = "⟦password|pw|pass|pword|passcode|login pw⟧"

SECRET: dict[str, list[str]] = {
    # Neptune Apex local and Apex Fusion passwords, Red Sea ReefBeat, Hydros and reef-pi passwords
    "aquarium_controller_login": [
        "Apex local login while I'm away: admin / {apexpw} (⟦I changed it from 1234|not the default any more|same one the dosing pumps use⟧), it's on {lanip}",
        "Apex Fusion account for feeding mode: {email}, {PW} {fusionpw}",
        "curl -u admin:{apexpw} http://{lanip}/cgi-bin/status.json",
        CHAT
        + " ReefBeat login is {email} / {reefbeatpw}, ⟦the ATO alarm keeps going|top up the RODI|lights are on the 'coral' schedule⟧",
        "Hydros app (the Control X4): {email}, {PW}: {hydrospw}",
        "reef-pi on the Pi zero, user {login}, {PW} {reefpipw}, ⟦port 80|it runs the heater relay|don't touch the pH probe calibration⟧",
        "| thing | login | password |\n|---|---|---|\n| Apex (local) | admin | {apexpw} |\n| Fusion | {email} | {fusionpw} |\n| ReefBeat | {email} | {reefbeatpw} |",
        "tank sitter notes:\n- feed once a day, pellets only\n- Apex: http://{lanip} admin/{apexpw}\n- if the return pump stops, call me",
        "Screenshot: Red Sea ReefBeat > Sign in\nEmail {email}\nPassword {reefbeatpw}\n[Log in]",
        "the cupboard under the sump has a little padlock, {combo4}, salt and test kits inside",
    ],
    # Buildium client ID + secret, AppFolio Stack API client secret, TenantCloud, RentRedi and Stessa passwords
    "landlord_portal_secret": [
        "Buildium API for the rent sync: client id {buildiumid}, client secret {buildiumsec}",
        'curl -H "x-buildium-client-id: {buildiumid}" -H "x-buildium-client-secret: {buildiumsec}" https://api.buildium.com/v1/rentals',
        "AppFolio Stack credentials for the owner reports: client id {afid}, secret {afsec}",
        CHAT + " TenantCloud login so you can answer the maintenance requests: {email} / {tenantcloudpw}",
        "RentRedi ⟦landlord|owner⟧ account {email}, {PW} {rentredipw}, ⟦unit {count} is late again|approve the plumber|the lease renewals are due⟧",
        "Stessa {PW} for the tax export: {stessapw}",
        "BUILDIUM_CLIENT_ID={buildiumid}\nBUILDIUM_CLIENT_SECRET={buildiumsec}",
        "handover for the flats while I'm in hospital:\nTenantCloud: {email} / {tenantcloudpw}\nStessa: {email} / {stessapw}\nrent due on the 1st, {count} units",
        "| portal | login | secret |\n|---|---|---|\n| Buildium | {buildiumid} | {buildiumsec} |\n| RentRedi | {email} | {rentredipw} |",
        "the lockbox on the back gate of {count} Mill Lane is {lockbox}, the new tenant gets the keys from it",
        "for the viewing on {date}: the key safe by the meter box takes {boxcode}",
    ],
    # GolfNow, 18Birdies, Arccos and Golfshot passwords
    "golf_app_login": [
        "GolfNow login, book us a tee time for Saturday morning: {email} / {golfnowpw}",
        "18Birdies {PW} for the society scoring: {birdiespw} (account {email})",
        CHAT
        + " arccos login {email} {PW} {arccospw}, ⟦the sensors need pairing again|sync the round from Sunday|check my putting stats⟧",
        "Golfshot: {email} / {golfshotpw}",
        "the golf society's booking account\nsite: GolfNow\nuser: {email}\npass: {golfnowpw}\nbudget per head: £{count}0",
        "| app | login | password |\n|---|---|---|\n| 18Birdies | {email} | {birdiespw} |\n| Arccos | {email} | {arccospw} |",
        "Screenshot: Arccos Caddie > Log in\n{email}\n{arccospw}\n[Forgot password?]  [Log in]",
        "18birdies account for the Tuesday league is {email}, {PW} is {birdiespw}, ⟦enter the scores by Friday|add {name} as a guest|the handicaps are in there⟧",
        "my locker in the clubhouse is {lockerpin}, the rangefinder's in it",
        "the buggy shed code is {doorpin}, bring it back charged",
    ],
    # BlackVue Cloud passwords and camera Wi-Fi passwords, MyNextbase, Thinkware and 70mai passwords
    "dashcam_cloud_login": [
        "BlackVue Cloud login so you can watch the parking footage: {email} / {blackvuepw}",
        "the dashcam's Wi-Fi (BlackVue DR{count}00): SSID BlackVue{count}00-{bvssid}, {PW} {bvwifi}, ⟦I changed the default|not 'blackvue' any more|the app asks for it⟧",
        "MyNextbase Connect: {email}, {PW} {nextbasepw}",
        CHAT
        + " thinkware cloud login {email} / {thinkwarepw}, ⟦download the clip from 14:20|the crash was on the A{count}|export it for the insurer⟧",
        "70mai app account for the rear cam: {email}, {PW} {maipw}",
        "Screenshot: BlackVue app > Wi-Fi settings\nSSID: BlackVue{count}00-{bvssid}\nPassword: {bvwifi}\n[Save]",
        "| camera | login | password |\n|---|---|---|\n| BlackVue Cloud | {email} | {blackvuepw} |\n| Thinkware | {email} | {thinkwarepw} |",
        "for the insurance claim, the footage is in the Nextbase app, log in as {email} with {nextbasepw}",
        "blackvue_sync.yaml\ncamera: {lanip}\ncloud:\n  email: {email}\n  password: {blackvuepw}\nkeep_days: {count}",
        "the car's anti-theft keypad wants {pin4} before it starts, ⟦the fob alone won't do|then press the start button|the code is on no paper⟧",
    ],
    # Cricut ID, Silhouette account, Brother CanvasWorkspace and Glowforge passwords
    "craft_cutter_login": [
        "Cricut ID for Design Space so you can cut the vinyl: {email} / {cricutpw}",
        "Silhouette account (the Cameo {count}): {email}, {PW} {silhouettepw}, ⟦the designs are in the library|don't buy anything|the mat is on the shelf⟧",
        CHAT + " canvasworkspace login {email} / {canvaspw}, the ScanNCut files are in 'Christmas'",
        "Glowforge {PW}: {glowforgepw} (same e-mail as the shop)",
        "| machine | account | password |\n|---|---|---|\n| Cricut Maker | {email} | {cricutpw} |\n| Glowforge | {email} | {glowforgepw} |",
        "Screenshot: Cricut Design Space sign in\nCricut ID {email}\nPassword {cricutpw}\n[Sign In]",
        "workshop cover for Saturday:\n- Glowforge: {email} / {glowforgepw}\n- Silhouette: {email} / {silhouettepw}\n- ⟦acrylic is in the drawer|fan on before you cut|orders in the blue tray⟧",
        "cricut design space {PW} is {cricutpw}, the wedding place cards are saved as 'table names'",
        'design-space-backup.json\n{{\n  "cricutId": "{email}",\n  "password": "{cricutpw}",\n  "machine": "Maker {count}"\n}}',
        "the craft-room safe with the gold leaf opens on {safecode}",
    ],
    # Zola, The Knot, Joy and Minted passwords; a wedding website's guest password
    "wedding_planning_login": [
        "Zola login so you can update the registry: {email} / {zolapw}",
        "our wedding website's guest {PW} is {guestpw}, ⟦put it in the invitations|don't post it on Facebook|RSVPs close {date}⟧",
        CHAT
        + " the knot account {email} {PW} {knotpw}, ⟦message the florist|the seating chart is in there|confirm the DJ⟧",
        "Joy (withjoy) admin login: {email}, {PW} {joypw}",
        "Minted account for the save-the-dates: {email} / {mintedpw}",
        "| site | login | password |\n|---|---|---|\n| Zola | {email} | {zolapw} |\n| The Knot | {email} | {knotpw} |",
        "wedding admin for my maid of honour:\nZola: {email} / {zolapw}\nJoy: {email} / {joypw}\nguest site password: {guestpw}",
        "Screenshot: Zola > Log in\nEmail {email}\nPassword {zolapw}\n[Log in]",
        "the venue's side gate opens with {doorpin}, the caterers need it from 8",
        "when you ring the wedding planner's voicemail press {voicepin} to leave a ⟦priority|private⟧ message",
    ],
    # ForeFlight, SkyDemon and EasyVFR passwords, FlightAware AeroAPI keys
    "pilot_app_secret": [
        "ForeFlight login for the club iPad: {email} / {foreflightpw}",
        "SkyDemon {PW} (the club's licence): {skydemonpw}, ⟦plates are downloaded|don't change the aircraft profile|renews in March⟧",
        CHAT + " easyvfr account {email} / {easyvfrpw}, the plan for {tail} is filed",
        "FlightAware AeroAPI key for the arrivals board: {aeroapikey}",
        'curl -H "x-apikey: {aeroapikey}" https://aeroapi.flightaware.com/aeroapi/flights/{tail}',
        "AEROAPI_KEY={aeroapikey}\nWATCH_TAIL={tail}",
        "; arrivals.ini\n[aeroapi]\nkey = {aeroapikey}\n[board]\ntails = {tail}",
        "| app | login | password |\n|---|---|---|\n| ForeFlight | {email} | {foreflightpw} |\n| SkyDemon | {email} | {skydemonpw} |",
        "for the cross-country on {date}: ForeFlight is {email} and {foreflightpw}, the W&B for {tail} is saved",
        "the hangar's side door code is {doorpin}, ⟦the tug key is on the hook|fuel log on the bench|close it behind you⟧",
    ],
    # Spoonacular API keys, Edamam app ID + key, Tandoor tokens, Plan to Eat passwords
    "recipe_api_key": [
        "Spoonacular API key for the meal planner: {spoonkey}",
        'curl "https://api.spoonacular.com/recipes/complexSearch?query=pasta&apiKey={spoonkey}"',
        "Edamam recipe search: app_id {edamamid}, app_key {edamamkey}",
        "https://api.edamam.com/api/recipes/v2?type=public&q=chicken&app_id={edamamid}&app_key={edamamkey}",
        "Tandoor API token for the shopping-list sync: {tandoortok}",
        'curl -H "Authorization: Bearer {tandoortok}" http://{lanip}:8080/api/recipe/',
        CHAT
        + " plan to eat login {email} / {plantoeatpw}, ⟦add the lasagne to Thursday|the shopping list is synced|it's the family account⟧",
        'recipes.toml\n[spoonacular]\napi_key = "{spoonkey}"\n[edamam]\napp_id = "{edamamid}"\napp_key = "{edamamkey}"',
        "| service | id | key |\n|---|---|---|\n| Edamam | {edamamid} | {edamamkey} |\n| Spoonacular | - | {spoonkey} |",
        '// mealplan.js\nconst SPOON_KEY = "{spoonkey}";\nfetch(`https://api.spoonacular.com/mealplanner/generate?apiKey=${{SPOON_KEY}}`)',
        "the pantry keypad at the food bank is {pantrypin}, ⟦tins go on the left|close the freezer|sign the book⟧",
    ],
    # SRFax access ID + password, Fax.Plus personal access tokens, Documo API keys, HumbleFax access key + secret
    "online_fax_credential": [
        "SRFax API: access_id {srfaxid}, access_pwd {srfaxpw}",
        'curl -d "action=Get_Fax_Inbox&access_id={srfaxid}&access_pwd={srfaxpw}" https://secure.srfax.com/SRF_SecWebSvc.php',
        "Fax.Plus personal access token for the clinic's scanner: {faxplustok}",
        'curl -H "Authorization: Bearer {faxplustok}" https://restapi.fax.plus/v3/accounts/self',
        "Documo (mFax) API key: {documokey}",
        CHAT
        + " humblefax access key {humbleid}, secret {humblesec}, ⟦send the referral|the GP needs it today|cover sheet is the default⟧",
        "FAX_PROVIDER=srfax\nSRFAX_ACCESS_ID={srfaxid}\nSRFAX_ACCESS_PWD={srfaxpw}",
        "| fax service | id | secret |\n|---|---|---|\n| SRFax | {srfaxid} | {srfaxpw} |\n| HumbleFax | {humbleid} | {humblesec} |",
        "Screenshot: Documo > Settings > API\nAPI key\n{documokey}\n[Copy]",
        "the office voicemail PIN is {voicepin}, check it for faxes that failed",
    ],
    # Nexudus passwords, OfficeRnD client secrets, Optix tokens, Skedda passwords
    "coworking_desk_secret": [
        "Nexudus admin login for the front desk: {email} / {nexuduspw}",
        "curl -u {email}:{nexuduspw} https://spaces.nexudus.com/api/spaces/coworkers",
        "OfficeRnD API: client id {ordid}, client secret {ordsec}",
        CHAT + " optix token for the booking bot: {optixtok}",
        "Skedda {PW} for the meeting-room calendar: {skeddapw}, ⟦book room {count} for Friday|the venue is 'Hub Main'|don't cancel {name}'s booking⟧",
        "OFFICERND_CLIENT_ID={ordid}\nOFFICERND_CLIENT_SECRET={ordsec}\nOFFICERND_ORG={login}",
        "| tool | login | secret |\n|---|---|---|\n| Nexudus | {email} | {nexuduspw} |\n| Skedda | {email} | {skeddapw} |",
        "Screenshot: Optix > Settings > Developer tools\nPersonal token\n{optixtok}\n[Copy] [Revoke]",
        'r = requests.get("https://spaces.nexudus.com/api/billing/coworkerinvoices", auth=("{email}", "{nexuduspw}"))',
        "the coworking space's street door is {doorpin} after 7pm, ⟦then the lift to {count}|the alarm is off|lights are on a sensor⟧",
        "I unlock the hot-desk locker with {lockerpin}, the monitor cable's in there",
    ],
    # Pixieset and Pic-Time gallery passwords and download PINs, ShootProof API secrets
    "client_gallery_secret": [
        "your photos are ready! gallery {gallerylink}, {PW} {gallerypw}",
        "Pixieset download PIN for the full-resolution files: {dlpin}",
        "Pic-Time gallery for the christening: {pictimelink}, ⟦guest|family⟧ password {gallerypw}",
        CHAT
        + " the gallery {PW} is {gallerypw}, ⟦favourite the ones for the album|downloads close {date}|share it with the grandparents⟧",
        "ShootProof API: client id {spid}, client secret {spsec}",
        "Pixieset studio login (so you can deliver the Smith wedding): {email} / {pixiesetpw}",
        "| gallery | link | password | download PIN |\n|---|---|---|---|\n| Engagement | {gallerylink} | {gallerypw} | {dlpin} |",
        "Hi {name},\n\nYour session photos are online: {gallerylink}\nPassword: {gallerypw}\nDownload PIN: {dlpin}\n\nBest,\nthe studio",
        "sp = ShootProofClient(client_id='{spid}', client_secret='{spsec}')\nfor event in sp.events(): print(event.name)",
        "my phone's PIN is {pin6} if you need to airdrop the raw files off it",
    ],
}

BENIGN: dict[str, list[str]] = {
    "aquarium_controller_login_benign": [
        "Apex {apexserial}: temp 25.{count} °C, pH 8.{count}, ORP {count}50 mV, all outlets AUTO",
        "Apex local login is still the factory admin / 1234 on the manual's page {count}, I changed mine, ask me",
        "curl -u admin:$APEX_PASSWORD http://{lanip}/cgi-bin/status.json",
        "| thing | login | password |\n|---|---|---|\n| Apex (local) | admin | (in Bitwarden) |\n| ReefBeat | {email} | ******** |",
        "tank sitter notes:\n- feed once a day, pellets only\n- Apex dashboard: http://{lanip} (you don't need to log in)\n- if the return pump stops, call me",
        "the cupboard under the sump isn't locked, salt and test kits inside",
    ],
    "landlord_portal_secret_benign": [
        "Buildium property {propid}: {count} units, £{money} rent due {date}",
        'curl -H "x-buildium-client-id: {buildiumid}" -H "x-buildium-client-secret: $BUILDIUM_SECRET" https://api.buildium.com/v1/rentals',
        "TenantCloud: {count} maintenance requests open, the login is in the shared vault",
        "BUILDIUM_CLIENT_ID={buildiumid}\nBUILDIUM_CLIENT_SECRET=<ask the accountant>",
        "| portal | login | secret |\n|---|---|---|\n| Buildium | {buildiumid} | (rotated {date}) |\n| RentRedi | {email} | [hidden] |",
        "the lockbox on the back gate of {count} Mill Lane is gone, the new tenant gets the keys from the agent",
    ],
    "golf_app_login_benign": [
        "GolfNow booking confirmed: {teetime}, {count} players, tee off {hh}:{mi}",
        "18Birdies: handicap index {hcp}, {count} rounds this season",
        "Arccos Caddie synced: {count}4 strokes, {count} putts on the back nine",
        "| app | login | password |\n|---|---|---|\n| 18Birdies | {email} | (ask me) |\n| Arccos | {email} | ******** |",
        "the golf society's booking account\nsite: GolfNow\nuser: {email}\npass: the treasurer has it\nbudget per head: £{count}0",
        "my locker in the clubhouse has a key, it's on my car keys, the rangefinder's in it",
    ],
    "dashcam_cloud_login_benign": [
        "BlackVue DR{count}00 serial {camserial}, firmware {fw}, IMEI {imei}",
        "the dashcam's Wi-Fi password is still the default 'blackvue' in the manual, change it when you set it up",
        "MyNextbase Connect: {count} clips saved, the crash footage is from {date} {hh}:{mi}",
        "| camera | login | password |\n|---|---|---|\n| BlackVue Cloud | {email} | (reset link sent) |\n| Thinkware | {email} | ●●●●●●●● |",
        "for the insurance claim, the footage is in the Nextbase app, I'll log in and export it for you",
        "blackvue_sync.yaml\ncamera: {lanip}\ncloud:\n  email: {email}\n  password: !secret blackvue_password\nkeep_days: {count}",
        "the car has no anti-theft keypad, the fob alone does it, then press the start button",
    ],
    "craft_cutter_login_benign": [
        "Cricut Maker {count} serial {cricutserial}, firmware {fw}, blade housing replaced {date}",
        "Silhouette Cameo {count}: {count}0 designs in the library, {count} purchased",
        "| machine | account | password |\n|---|---|---|\n| Cricut Maker | {email} | (in the family vault) |\n| Glowforge | {email} | ******** |",
        "Glowforge: {count} prints queued, acrylic {count} mm, fan on before you cut",
        'design-space-backup.json\n{{\n  "cricutId": "{email}",\n  "password": "",\n  "machine": "Maker {count}"\n}}',
        "cricut design space password changed after the shop's breach, the wedding place cards are saved as 'table names'",
        "the craft-room safe with the gold leaf is open, the key is with {name}",
    ],
    "wedding_planning_login_benign": [
        "our wedding website: zola.com/wedding/{couple}, RSVP by {date}",
        "registry: withjoy.com/{couple}/registry, {count} gifts left",
        "our wedding website's guest password is on the invitations, don't post it on Facebook",
        "| site | login | password |\n|---|---|---|\n| Zola | {email} | (ask me) |\n| The Knot | {email} | [hidden] |",
        "The Knot checklist: {count} tasks left, florist booked, £{money} deposit paid",
        "the venue's side gate is open from 8, the caterers don't need a code",
    ],
    "pilot_app_secret_benign": [
        "{tail} booked {date} {hh}:{mi}Z, {count}.{count} h Hobbs, ForeFlight plan filed",
        'curl -H "x-apikey: $AEROAPI_KEY" https://aeroapi.flightaware.com/aeroapi/flights/{tail}',
        "AEROAPI_KEY=\nWATCH_TAIL={tail}",
        "; arrivals.ini\n[aeroapi]\nkey = %(AEROAPI_KEY)s\n[board]\ntails = {tail}",
        "| app | login | password |\n|---|---|---|\n| ForeFlight | {email} | (club office) |\n| SkyDemon | {email} | ******** |",
        "SkyDemon club licence renews in March, plates downloaded, aircraft profile for {tail} saved",
        "the hangar's side door is unlocked in the day, the tug key is on the hook",
    ],
    "recipe_api_key_benign": [
        "Spoonacular recipe {recipeid}: {count}0 min, {count} servings, {count}00 kcal",
        "the cookbook is ISBN {isbn}, page {count}{count}, the lasagne",
        'curl "https://api.spoonacular.com/recipes/complexSearch?query=pasta&apiKey=$SPOONACULAR_KEY"',
        "Edamam app_id {edamamid}, the app_key is in the planner's .env",
        "// mealplan.js\nconst SPOON_KEY = process.env.SPOONACULAR_KEY;\nfetch(`https://api.spoonacular.com/mealplanner/generate?apiKey=${{SPOON_KEY}}`)",
        "| service | id | key |\n|---|---|---|\n| Edamam | {edamamid} | (in vault) |\n| Spoonacular | - | ******** |",
        "the pantry at the food bank isn't locked in the day, tins go on the left",
    ],
    "online_fax_credential_benign": [
        "fax the referral to {faxno}, cover sheet attached, {count} pages",
        "SRFax account {srfaxid}: {count} faxes received today, the access password is in the clinic's vault",
        'curl -H "Authorization: Bearer $FAXPLUS_TOKEN" https://restapi.fax.plus/v3/accounts/self',
        "FAX_PROVIDER=srfax\nSRFAX_ACCESS_ID={srfaxid}\nSRFAX_ACCESS_PWD=${{SRFAX_PWD}}",
        "| fax service | id | secret |\n|---|---|---|\n| SRFax | {srfaxid} | ******** |\n| HumbleFax | {humbleid} | (regenerated) |",
        "the office voicemail has no PIN from the desk phone, check it for faxes that failed",
    ],
    "coworking_desk_secret_benign": [
        "desk {count}{count} booked on Nexudus for {date}, {hh}:{mi}-17:00",
        "Skedda: meeting room {count} booked by {name}, {hh}:{mi}, venue 'Hub Main'",
        'r = requests.get("https://spaces.nexudus.com/api/billing/coworkerinvoices", auth=(os.environ["NEXUDUS_USER"], os.environ["NEXUDUS_PW"]))',
        "OFFICERND_CLIENT_ID={ordid}\nOFFICERND_CLIENT_SECRET=\nOFFICERND_ORG={login}",
        "| tool | login | secret |\n|---|---|---|\n| Nexudus | {email} | (SSO) |\n| Skedda | {email} | ******** |",
        "Optix: {count}0 members, {count} day passes sold, the personal token is in the bot's secrets",
        "the coworking space's street door opens with your member card after 7pm, then the lift to {count}",
    ],
    "client_gallery_secret_benign": [
        "your photos are ready! gallery {gallerylink}, the password is in the text I sent you",
        "Pixieset gallery {gallerylink}: {count}00 photos, downloads open until {date}",
        "Pic-Time gallery for the christening: {pictimelink} (no password, family can view)",
        "| gallery | link | password | download PIN |\n|---|---|---|---|\n| Engagement | {gallerylink} | (sent by SMS) | ●●●● |",
        "ShootProof client id {spid}, the client secret is in the studio's vault",
        "sp = ShootProofClient(client_id='{spid}', client_secret=os.getenv('SHOOTPROOF_SECRET'))\nfor event in sp.events(): print(event.name)",
        "my phone has Face ID, airdrop the raw files to me when you're here",
    ],
}

# {PW} is the password label's wording choice, written once above
SECRET = {kind: [t.replace("{PW}", PW) for t in templates] for kind, templates in SECRET.items()}
BENIGN = {kind: [t.replace("{PW}", PW) for t in templates] for kind, templates in BENIGN.items()}

BENIGN_TWIN = {kind: kind + "_benign" for kind in (*SECRET, "job_portal_login_ml")}
