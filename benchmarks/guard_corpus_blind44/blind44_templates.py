"""Hand-written templates for the blind44 guard corpus: music-production logins (Splice, iLok, Native Access and
DistroKid passwords); campsite-booking logins (Recreation.gov, Hipcamp, The Dyrt and Pitchup passwords); bullion-dealer
logins (BullionVault, APMEX, JM Bullion and Royal Mint passwords); buy-now-pay-later logins (Afterpay, Affirm and
Sezzle passwords, an Affirm virtual card with its CVV); stock-media API keys (Shutterstock client secrets and OAuth
tokens, Freepik API keys, Getty Images API secrets, an Adobe Stock contributor password); course-platform keys
(Teachable and Thinkific API keys, Kajabi client secrets, Podia passwords, an instructor preview password);
survey-form API keys (SurveyMonkey access tokens and a SurveyMonkey password, Jotform API keys, Tally API keys,
Formstack tokens); childcare-app logins (Brightwheel, Procare, Famly and Care.com passwords); HOA-portal logins
(TownSq, FrontSteps and PayHOA passwords); photo-frame logins (Aura, Nixplay, Skylight and Meural passwords, the Wi-Fi
password typed into a new frame); outdoor-licence logins (Fishbrain, HuntStand and HuntWise passwords, a state
licence account's PIN).

One or two secret templates of each kind name no service at all (a rehearsal-room keypad, a campground gate and a
trailer's bike lock, a floor safe and a safe-deposit passcode, a debit card PIN, an office door, a recording-room
keypad, a filing cabinet, a daycare door, an HOA pool gate and a cluster mailbox, a grandmother's tablet passcode, a
gun safe and a boat-shed padlock), and one benign template of its twin reads alike without the code.

SECRET and BENIGN map a kind to its templates; every secret kind has a benign twin (BENIGN_TWIN) of the same shape
that keeps the layout and drops the credential: a masked value, a placeholder or env reference, a public identifier
(a release's UPC with its check digit and ISRC, a campsite reservation number, a bullion order and its tracking
number, a bank routing number with its ABA check digit and an account's last four digits, an image ID, a Kajabi
client ID, a form ID or public form link, a tax-free childcare reference, a frame's e-mail address and serial, a
licence number), "I'll invite you", "it is in the vault" without the value. make_blind44.py fills the fields ({{ and
}} are literal braces) and resolves every ``⟦a|b|c⟧`` to one of its alternatives. Secret fields (SECRET_FIELDS in
make_blind44.py) hold a credential; benign templates use only benign fields.
"""

CHAT = "⟦[{hh}:{mi}] {name}:|{name} {hh}:{mi}|{date} {hh}:{mi} {name}:|{name} @ {hh}:{mi} -|({hh}:{mi}) {name}:⟧"
PW = "⟦password|pw|pass|pwd|passwd|login pw⟧"

SECRET: dict[str, list[str]] = {
    # Splice, iLok, Native Access and DistroKid passwords
    "music_production_login": [
        "Splice login so you can grab the samples for the remix: {email} / {splicepw}",
        "iLok account for the plugins on the studio Mac: user {login}, {PW} {ilokpw} (⟦move the licences to the new laptop|don't deactivate the Pro Tools one|the Waves licences are on it too⟧)",
        CHAT
        + " Native Access login {email} {PW} {napw}, ⟦install Kontakt for the session|the Komplete update is huge, plug in the SSD|reinstall Massive⟧",
        "DistroKid, upload the single for Friday: {email}, {PW}: {distropw}",
        "| service | login | password |\n|---|---|---|\n| Splice | {email} | {splicepw} |\n| iLok | {login} | {ilokpw} |\n| DistroKid | {email} | {distropw} |",
        "session notes for {name}:\n- bounce stems at 24-bit\n- Native Access: {email} / {napw}\n- don't touch the master bus",
        "Screenshot: iLok License Manager > Sign In\nUser ID {login}\nPassword {ilokpw}\n[Sign In]",
        "studio.env\nSPLICE_EMAIL={email}\nSPLICE_PASSWORD={splicepw}\nDISTROKID_PASSWORD={distropw}",
        "distrokid {email} {distropw} ⟦the ISRCs are in the sheet|release date {date}|add {name} as a collaborator for the split⟧",
        "my ilok is {login} and the pass is {ilokpw}, ⟦sorry for the hassle|the dongle's in the drawer|only activate on the Mac⟧",
        "when you get to the rehearsal room the keypad is {studiocode} then hash, the amp is the one on the left",
    ],
    # Recreation.gov, Hipcamp, The Dyrt and Pitchup passwords
    "campsite_booking_login": [
        "Recreation.gov login, grab the Upper Pines site the second they release at 7am PT: {email} / {recgovpw}",
        CHAT
        + " hipcamp {email} {PW} {hipcamppw} ⟦book the meadow spot for {count} nights|message the host about dogs|check if the hot tub one is free⟧",
        "The Dyrt PRO account (for the offline maps): {email}, {PW} {dyrtpw}",
        "Pitchup.com: {email} / {pitchuppw}, ⟦the Lake District one|ask about the electric hook-up|{count} adults, {count} kids⟧",
        "camping trip checklist\n- tent, stove, gas\n- Recreation.gov: {email} / {recgovpw}\n- permit printed\n- bear canister",
        "| site | account | password |\n|---|---|---|\n| Recreation.gov | {email} | {recgovpw} |\n| Hipcamp | {email} | {hipcamppw} |",
        "Screenshot: Hipcamp > Log in\nEmail {email}\nPassword {hipcamppw}\n[Continue]",
        "if the 7am drop sells out on yours, try mine: recreation.gov {email}, {PW} is {recgovpw}",
        "the dyrt {email} / {dyrtpw} ⟦- the free sites near Moab|- download the Utah maps|- the one with the river⟧",
        "recgov-bot.ini\n[recreation.gov]\nemail = {email}\npassword = {recgovpw}\ncampground = {campground}\nstart = {date}",
        "we're at the late-arrival box, the envelope says punch {gatecode} on the gate keypad",
        "bike lock on the cargo trailer: {lockcombo}",
    ],
    # BullionVault, APMEX, JM Bullion and Royal Mint passwords
    "bullion_dealer_login": [
        "BullionVault login if anything happens to me: {email}, {PW} {bvpw}, ⟦the gold is in Zurich|sell the silver first|the account number is on the statement⟧",
        "APMEX account for the Eagles order: {email} / {apmexpw}",
        CHAT
        + " JM Bullion {email} {PW} {jmpw}, ⟦reorder the 10 oz bars|cancel the price alert|the tracking says Thursday⟧",
        "The Royal Mint account (the Britannias): {email}, {PW}: {mintpw}",
        "estate notes, precious metals:\n- BullionVault: {email} / {bvpw}\n- APMEX: {email} / {apmexpw}\n- coins in the safe",
        "| dealer | login | password |\n|---|---|---|\n| BullionVault | {email} | {bvpw} |\n| JM Bullion | {email} | {jmpw} |",
        "Screenshot: BullionVault > Log in\nUsername {login}\nPassword {bvpw}\n[Log in]",
        "apmex {email} {apmexpw}",
        "the floor safe under the wardrobe opens with {safecombo}, the Krugerrands are in the tube",
        "safe deposit box {count}{count} at the branch, they ask for the passcode {boxpin} at the desk",
    ],
    # Afterpay, Affirm and Sezzle passwords, an Affirm virtual card
    "bnpl_account_login": [
        "Afterpay login, can you check when the next instalment is due: {email} / {afterpaypw}",
        "Affirm {PW} {affirmpw} (account {email}), ⟦pay off the Peloton loan|turn off autopay|the sofa plan⟧",
        CHAT + " sezzle {email} pw {sezzlepw}, ⟦move the payment to Friday|use the reschedule thing|how much is left?⟧",
        "Affirm virtual card for the checkout: {vcard}, exp {exp}, CVV {cvv}",
        "| app | login | password |\n|---|---|---|\n| Afterpay | {email} | {afterpaypw} |\n| Sezzle | {email} | {sezzlepw} |",
        "Screenshot: Affirm > Sign in\nEmail {email}\nPassword {affirmpw}\n[Continue]",
        "money admin for {name} while I'm away:\n- Afterpay: {email} / {afterpaypw}\n- pay the last instalment on {date}",
        "afterpay {email} {afterpaypw}",
        "the card they sent for the Affirm plan is {vcard}, CVV {cvv}",
        "my debit card PIN is {bnplpin}, take out £{count}0 for the window cleaner",
    ],
    # Shutterstock client secrets and tokens, Freepik API keys, Getty Images secrets, Adobe Stock passwords
    "stock_media_api_key": [
        "Shutterstock API for the blog images: client id {ssclient}, client secret {sssecret}",
        'curl -H "Authorization: Bearer {sstoken}" "https://api.shutterstock.com/v2/images/search?query=harbour"',
        "Freepik API key for the thumbnail script: {fpkey}",
        'curl -H "x-freepik-api-key: {fpkey}" "https://api.freepik.com/v1/resources?term=coffee"',
        "GETTY_API_KEY={gettykey}\nGETTY_API_SECRET={gettysec}",
        CHAT
        + " adobe stock contributor login {email} / {adobestockpw}, ⟦upload the harbour set|keyword them before Friday|the SFTP uses the same password⟧",
        'shutterstock.toml\n[shutterstock]\nclient_id = "{ssclient}"\nclient_secret = "{sssecret}"\nlicense = "standard"',
        "| service | id | secret |\n|---|---|---|\n| Shutterstock | {ssclient} | {sssecret} |\n| Getty Images | {gettykey} | {gettysec} |",
        'const freepik = new FreepikClient({{ apiKey: "{fpkey}" }});\nconst res = await freepik.search("wedding");',
        "Screenshot: Shutterstock developers > My apps > newsletter-images\nConsumer key {ssclient}\nConsumer secret {sssecret}",
        "the office door on the third floor is {doorpin}, the photo desk is at the back",
    ],
    # Teachable and Thinkific API keys, Kajabi client secrets, Podia passwords, an instructor preview password
    "course_platform_key": [
        "Teachable API key for the enrolment sync: {teachkey}",
        'curl -H "apiKey: {teachkey}" https://developers.teachable.com/v1/courses',
        'curl -H "X-Auth-API-Key: {thinkkey}" -H "X-Auth-Subdomain: {school}" https://api.thinkific.com/api/public/v1/users',
        "THINKIFIC_SUBDOMAIN={school}\nTHINKIFIC_API_KEY={thinkkey}",
        "Kajabi API: client id {kajabiid}, client secret {kajabisec}",
        "kajabi.yaml\nkajabi:\n  client_id: {kajabiid}\n  client_secret: {kajabisec}\n  site: {school}",
        CHAT
        + " podia login {email} / {podiapw}, ⟦answer the students' comments|refund the one from Tuesday|publish module {count}⟧",
        "course handover for {name}:\n- Podia: {email} / {podiapw}\n- Teachable key: {teachkey}\n- launch {date}",
        "| platform | login | secret |\n|---|---|---|\n| Podia | {email} | {podiapw} |\n| Kajabi | {kajabiid} | {kajabisec} |",
        "Screenshot: Thinkific > Settings > Code & analytics > API\nAPI key {thinkkey}\nSubdomain {school}",
        "the coupon is public but the instructor preview isn't: the preview password is {previewpw}",
        "if the recording room is locked it's {doorpin} on the keypad",
    ],
    # SurveyMonkey tokens and passwords, Jotform API keys, Tally API keys, Formstack tokens
    "survey_form_api_key": [
        "SurveyMonkey access token for the results export: {smtoken}",
        'curl -H "Authorization: bearer {smtoken}" https://api.surveymonkey.com/v3/surveys',
        "Jotform API key: {jfkey} ⟦(full access)|(read only would have been smarter)|for the booking form⟧",
        'curl "https://api.jotform.com/form/{formid}/submissions?apiKey={jfkey}"',
        "Tally API key for the webhook thing: {tallykey}",
        'forms.json\n{{\n  "jotform": {{\n    "apiKey": "{jfkey}",\n    "formId": "{formid}"\n  }}\n}}',
        "FORMSTACK_TOKEN={fstoken}\nFORMSTACK_FORM={formid}",
        CHAT + " the jotform key is {jfkey}, ⟦paste it in Make|the Zap broke again|it's the admin one⟧",
        "| tool | id | key |\n|---|---|---|\n| Jotform | {formid} | {jfkey} |\n| SurveyMonkey | - | {smtoken} |",
        'import requests\nr = requests.get("https://api.tally.so/forms", headers={{"Authorization": "Bearer {tallykey}"}})',
        "SurveyMonkey login for the parish survey: {email} / {smpw}",
        "the filing cabinet with the paper surveys: combination {combo}",
    ],
    # Brightwheel, Procare, Famly and Care.com passwords
    "childcare_app_login": [
        "Brightwheel parent login so you can see the nap reports: {email} / {bwpw}",
        CHAT
        + " procare {email} {PW} {procarepw}, ⟦sign her in, the kiosk is broken|check the invoice|he had a fall at 11, read the report⟧",
        "Famly login (the nursery app): {email}, {PW} {famlypw}",
        "Care.com account for finding a sitter: {email} / {carepw}, ⟦message the two with CPR|the one who speaks Spanish|I shortlisted {count}⟧",
        "for grandma, week of {date}:\n- drop off by 8:30\n- Brightwheel: {email} / {bwpw}\n- no peanuts",
        "| app | login | password |\n|---|---|---|\n| Brightwheel | {email} | {bwpw} |\n| Famly | {email} | {famlypw} |",
        "Screenshot: Procare Connect > Sign In\nEmail {email}\nPassword {procarepw}\n[Sign In]",
        "brightwheel {email} {bwpw}",
        "famly app is {email} and {famlypw} ⟦x|xx|, the photos from the trip are up|, the nappies are running out⟧",
        "at the daycare you punch {daycarecode} and pull hard, the buggy park is to the left",
    ],
    # TownSq, FrontSteps and PayHOA passwords
    "hoa_portal_login": [
        "TownSq login for the HOA dues: {email} / {townsqpw}",
        CHAT
        + " frontsteps {email} {PW} {frontstepspw} ⟦submit the fence request|book the clubhouse for the 14th|the architectural form⟧",
        "PayHOA (board treasurer account): {email}, {PW}: {payhoapw}",
        "board handover\n- PayHOA admin: {email} / {payhoapw}\n- reserve account at the credit union\n- {count} homes behind on dues",
        "| portal | login | password |\n|---|---|---|\n| TownSq | {email} | {townsqpw} |\n| FrontSteps | {email} | {frontstepspw} |",
        "Screenshot: TownSq > Sign in\n{email}\n{townsqpw}\n[Sign in]",
        "townsq {email} {townsqpw}",
        "frontsteps password is {frontstepspw} (user {email}), ⟦pay the special assessment|RSVP to the annual meeting|the pool pass form⟧",
        "pool gate code this season is {poolcode}, don't give it to the kids from the next street",
        "the cluster mailbox for {count}{count}B has a combination padlock, {mailcombo}",
    ],
    # Aura, Nixplay, Skylight and Meural passwords, the Wi-Fi password of a new frame
    "photo_frame_login": [
        "Aura frame app login so you can add the wedding photos to Mum's frame: {email} / {aurapw}",
        "Nixplay account (Dad's frame): {email}, {PW} {nixpw}",
        CHAT
        + " skylight app {email} pw {skypw}, ⟦delete the blurry ones|the frame's on the kitchen wall|slow the slideshow down⟧",
        "Meural (the Netgear account) for the canvas in the hall: {email} / {meuralpw}",
        "setting up Grandma's frame:\n1. plug it in\n2. Wi-Fi: {wifissid} / {wifipw}\n3. Aura login {email} {aurapw}",
        "| frame | login | password |\n|---|---|---|\n| Aura (Mum) | {email} | {aurapw} |\n| Nixplay (Dad) | {email} | {nixpw} |",
        "Screenshot: Nixplay > Sign in\nUsername {login}\nPassword {nixpw}\n[Sign in]",
        "nixplay {login} {nixpw}",
        "the skylight login is {email}, password {skypw} ⟦- add the beach ones|- Nana wants the baby photos|- it's on the fridge frame⟧",
        "Grandma's tablet passcode is {tabletpin}, the frame app is on the second page",
    ],
    # Fishbrain, HuntStand and HuntWise passwords, a state licence account's PIN
    "outdoor_licence_login": [
        "Fishbrain login (the Pro with the depth maps): {email} / {fbpw}",
        "HuntStand account for the trail-cam map: {email}, {PW} {hspw}",
        CHAT
        + " huntwise {email} {hwpw}, ⟦check the wind for Saturday|the stand on the north field|drop a pin where you saw the buck⟧",
        "Go Outdoors licence account: customer ID {custid}, PIN {licpin}, ⟦buy my deer tag|renew the fishing licence|print the trout stamp⟧",
        "the state licence site wants customer no. {custid}, then the date of birth, then the PIN {licpin}",
        "| app | login | password |\n|---|---|---|\n| Fishbrain | {email} | {fbpw} |\n| HuntStand | {email} | {hspw} |",
        "Screenshot: Fishbrain > Log in\nEmail {email}\nPassword {fbpw}\n[Log in]",
        "opening weekend plan:\n- meet at the gate 5am\n- HuntStand: {email} / {hspw}\n- blaze orange on",
        "the gun safe in the garage is {gunsafe}, the .270 is on the left",
        "the padlock on the boat shed at the lake is {combo}",
    ],
}

BENIGN: dict[str, list[str]] = {
    "music_production_login_benign": [
        "Splice: {count}0 credits left, {count} samples downloaded this month",
        "iLok User ID {login}, {count} licences, the password is in 1Password",
        "| service | login | password |\n|---|---|---|\n| Splice | {email} | ******** |\n| iLok | {login} | (ask me) |",
        "DistroKid: UPC {upc}, ISRC {isrc}, live on {date}",
        "studio.env\nSPLICE_EMAIL={email}\nSPLICE_PASSWORD=\nDISTROKID_PASSWORD=${{DISTROKID_PASSWORD}}",
        "Native Access wants a password reset, I'll do it myself tonight, don't click the e-mail",
        "the rehearsal room door is propped open on Thursdays, no code, the amp is the one on the left",
    ],
    "campsite_booking_login_benign": [
        "Recreation.gov reservation {resno}, site {count}{count}, {date}, {count} vehicles",
        "Hipcamp booking confirmed: {count} nights at {name}'s Orchard, check in after 3pm",
        "| site | account | password |\n|---|---|---|\n| Recreation.gov | {email} | (in Bitwarden) |\n| Hipcamp | {email} | •••••••• |",
        "camping trip checklist\n- tent, stove, gas\n- Recreation.gov: {email} (I'll log in on the day)\n- permit printed\n- bear canister",
        "The Dyrt PRO renews {date}, $35.99, offline maps for {count} states downloaded",
        "recgov-bot.ini\n[recreation.gov]\nemail = {email}\npassword = %(RECGOV_PW)s\ncampground = {campground}\nstart = {date}",
        "the campground gate is open till 10pm, after that park outside and walk in",
    ],
    "bullion_dealer_login_benign": [
        "BullionVault: {count}.{count}{count} kg gold in Zurich, {count}0 kg silver in London, valued £{money}",
        "APMEX order {orderno} shipped, {count} x 1 oz American Eagle, tracking {tracking}",
        "| dealer | login | password |\n|---|---|---|\n| BullionVault | {email} | (with the solicitor) |\n| JM Bullion | {email} | [hidden] |",
        "estate notes, precious metals:\n- BullionVault: {email}, the password is in the sealed envelope with the will\n- coins in the safe",
        "Royal Mint: the Britannia is £{money} today, spot up {count}%",
        "the floor safe's combination is with the solicitor, the Krugerrands are in the tube",
    ],
    "bnpl_account_login_benign": [
        "Afterpay: 4 payments of ${money}, the next one on {date}",
        "Affirm loan {loanid}: ${money} left, {count} payments, 0% APR",
        "| app | login | password |\n|---|---|---|\n| Afterpay | {email} | ******** |\n| Sezzle | {email} | (reset it) |",
        "Affirm virtual card ending {last4}, the full number only shows in the app",
        "autopay for the Sezzle plan comes from routing {aba}, account ending {last4}",
        "my debit card PIN is the one I never write down, take out £{count}0 with your card and I'll pay you back",
    ],
    "stock_media_api_key_benign": [
        "Shutterstock image {imgid}: 'boats at dusk', standard licence, {count} downloads left this month",
        'curl -H "Authorization: Bearer $SHUTTERSTOCK_TOKEN" "https://api.shutterstock.com/v2/images/search?query=harbour"',
        "GETTY_API_KEY=${{GETTY_API_KEY}}\nGETTY_API_SECRET=${{GETTY_API_SECRET}}",
        "| service | id | secret |\n|---|---|---|\n| Shutterstock | {ssclient} | (team vault) |\n| Freepik | - | ******** |",
        'const freepik = new FreepikClient({{ apiKey: process.env.FREEPIK_API_KEY }});\nconst res = await freepik.search("wedding");',
        "Freepik Premium renews {date}, {count} seats",
        "the office door on the third floor opens with your badge, the photo desk is at the back",
    ],
    "course_platform_key_benign": [
        "Teachable: {count}00 students, {count} courses, ${money} this month",
        'curl -H "apiKey: $TEACHABLE_API_KEY" https://developers.teachable.com/v1/courses',
        "THINKIFIC_SUBDOMAIN={school}\nTHINKIFIC_API_KEY=<in 1Password>",
        "| platform | login | secret |\n|---|---|---|\n| Podia | {email} | ●●●●●●●● |\n| Kajabi | {kajabiid} | (regenerated) |",
        "use code LAUNCH{count}0 for {count}0% off the course, ends {date}",
        "Kajabi client id {kajabiid}, the secret is in the Zapier connection",
        "kajabi.yaml\nkajabi:\n  client_id: {kajabiid}\n  client_secret: !env KAJABI_CLIENT_SECRET\n  site: {school}",
        "the recording room is never locked, the mic is the one with the pop filter",
    ],
    "survey_form_api_key_benign": [
        "Jotform form {formid}: {count}0 submissions, the last one {date} {hh}:{mi}",
        'curl -H "Authorization: bearer $SM_TOKEN" https://api.surveymonkey.com/v3/surveys',
        "FORMSTACK_TOKEN=\nFORMSTACK_FORM={formid}",
        'forms.json\n{{\n  "jotform": {{\n    "apiKey": "",\n    "formId": "{formid}"\n  }}\n}}',
        "| tool | id | key |\n|---|---|---|\n| Jotform | {formid} | (in the vault) |\n| Tally | - | ******** |",
        "the survey link is https://tally.so/r/{tallyform}, {count}0 responses so far",
        "SurveyMonkey: the parish account is {email}, the password is in the office safe",
        "the filing cabinet with the paper surveys isn't locked any more, top drawer",
    ],
    "childcare_app_login_benign": [
        "Brightwheel: nap 12:10-{hh}:{mi}, ate {count}/4 of lunch, {count} nappies",
        "Famly invoice for {month}: £{money}, tax-free childcare ref {tfcref}",
        "| app | login | password |\n|---|---|---|\n| Brightwheel | {email} | (I'll add you as family) |\n| Famly | {email} | ******** |",
        "for grandma, week of {date}:\n- drop off by 8:30\n- Brightwheel: I added you, check your e-mail for the invite\n- no peanuts",
        "Care.com: {count} sitters replied, the one with CPR is ${count}0/h",
        "the daycare front door is staffed, ring the bell and show your ID, they buzz you in",
    ],
    "hoa_portal_login_benign": [
        "HOA dues ${money} due {date}, pay through TownSq, late fee after the 15th",
        "FrontSteps: architectural request #{count}{count}{count} approved, fence up to 6 ft",
        "| portal | login | password |\n|---|---|---|\n| TownSq | {email} | (each owner has their own) |\n| PayHOA | {email} | ******** |",
        "board handover\n- PayHOA admin: {email}, the new treasurer resets the password on first sign-in\n- {count} homes behind on dues",
        "the pool gate code changes on {date}, the management company e-mails it to owners",
        "the cluster mailbox takes the key the post office gave you, {count}{count}B",
    ],
    "photo_frame_login_benign": [
        "send photos to Mum's frame: {frameemail}, they show up in a minute",
        "Aura frame serial {auraserial}, firmware {fw}, {count}00 photos",
        "| frame | login | password |\n|---|---|---|\n| Aura (Mum) | {email} | (I'll invite you) |\n| Nixplay (Dad) | {email} | ●●●●●●●● |",
        "setting up Grandma's frame:\n1. plug it in\n2. Wi-Fi: {wifissid} (password on the router sticker)\n3. accept the invite from {email}",
        'Nixplay playlist "{name}\'s birthday": {count}0 photos, shared with {count} frames',
        "Grandma's tablet has no passcode, the frame app is on the second page",
    ],
    "outdoor_licence_login_benign": [
        "Fishbrain: {count} catches logged, PB pike {count}.{count} kg on {date}",
        "licence {licno}: fishing + trout stamp, valid to {date}",
        "| app | login | password |\n|---|---|---|\n| Fishbrain | {email} | (ask me) |\n| HuntStand | {email} | ******** |",
        "Go Outdoors licence account: customer ID {custid}, I'll log in and buy your tag myself",
        "HuntStand: {count} trail cams, {count}0 photos since {date}, wind NW",
        "the gun safe in the garage opens with the key on my ring, the .270 is on the left",
    ],
}

# {PW} is the password label's wording choice, written once above
SECRET = {kind: [t.replace("{PW}", PW) for t in templates] for kind, templates in SECRET.items()}
BENIGN = {kind: [t.replace("{PW}", PW) for t in templates] for kind, templates in BENIGN.items()}

BENIGN_TWIN = {kind: kind + "_benign" for kind in (*SECRET, "property_portal_login_ml")}
