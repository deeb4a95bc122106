"""Hand-written templates for the blind49 guard corpus: bookshop logins (Waterstones, Barnes & Noble, ThriftBooks and
AbeBooks passwords); sports-shop logins (Decathlon, Dick's Sporting Goods, JD Sports and REI passwords); beauty-shop
logins (Sephora, Lookfantastic, Cult Beauty and Space NK passwords); optician logins (Specsavers, Warby Parker, Zenni
and Vision Express passwords); toy-shop logins (Smyths Toys, Hamleys, The Entertainer and Mastermind Toys passwords);
office-supplies logins (Staples, Office Depot, Ryman and Officeworks passwords); music-gear shop logins (Thomann,
Sweetwater, Guitar Center and Gear4music passwords); captcha-solver API keys (2Captcha, Anti-Captcha, CapSolver and
CapMonster Cloud); address-lookup API keys (getAddress.io, Loqate, Smarty and Ideal Postcodes); OCR API keys
(OCR.space, Mindee, Veryfi and Nanonets); SMS-gateway API keys (ClickSend, Textlocal, Esendex and TextMagic).

One secret template of each kind (two of toy_shop_login) names no service at all (a school's book-room cupboard, a
sports hall's equipment store, a salon's product cupboard, an opticians' staff room, a nursery's toy store and a
playground shed, a stationery cupboard, a band's rehearsal room, a server room, a mailroom, a scanning room, a comms
cupboard), and one benign template of its twin reads alike without the code.

SECRET and BENIGN map a kind to its templates; every secret kind has a benign twin (BENIGN_TWIN) of the same shape
that keeps the layout and drops the credential: a masked value, a placeholder or env reference, a public identifier (an
order number, a book's ISBN-13 with its check digit, a toy's EAN-13 with its check digit, a loyalty card number with
its Luhn digit, a supplier's IBAN with its mod-97 check digits, a UK postcode), "a reset link was sent", "it is in the
password manager" without the value, a password policy. make_blind49.py fills the fields ({{ and }} are literal
braces) and resolves every ``⟦a|b|c⟧`` to one of its alternatives. Secret fields (SECRET_FIELDS in make_blind49.py)
hold a credential; benign templates use only benign fields.
"""

CHAT = "⟦[{hh}:{mi}] {name}:|{name}, {hh}:{mi}:|{date}, {hh}:{mi} - {name}:|<{name}>|{name} ({hh}.{mi})|{name} @ {hh}:{mi} ->|{name} {hh}:{mi} ·⟧"
PW = "⟦password|pw|pass|pwd|passwd|the password is|password's|login pw|p/w|pword⟧"

SECRET: dict[str, list[str]] = {
    # Waterstones, Barnes & Noble, ThriftBooks and AbeBooks passwords
    "bookshop_login": [
        "Waterstones login, order the set texts for Sam's English class: {email} / {waterstonespw}",
        "Barnes & Noble account with the Nook books on it: {email}, {PW} {bnpw}",
        CHAT
        + " thriftbooks {email} {PW} {thriftpw} ⟦use my ReadingRewards|the wish list is in there|buy the used copy⟧",
        "AbeBooks: {email} ⟦-|/|,|:⟧ {abepw}",
        "| shop | email | password |\n|---|---|---|\n| Waterstones | {email} | {waterstonespw} |\n| AbeBooks | {email} | {abepw} |",
        "Screenshot: Barnes & Noble > Sign In\nEmail Address {email}\nPassword {bnpw}\n[Sign In]",
        "back to school list\n- pencil case\n- ThriftBooks: {email} / {thriftpw}\n- label the PE kit",
        "waterstones pw {waterstonespw} ⟦for the book club order|on the shared laptop|{email}⟧",
        "my abebooks password is {abepw} (login {email}) ⟦the first edition is in the basket|message the seller|don't pay over 40⟧",
        "the book-room cupboard at school is ⟦{bookroom}|{bookroom} on the padlock|locked with {bookroom}⟧, the class sets are on the left",
    ],
    # Decathlon, Dick's Sporting Goods, JD Sports and REI passwords
    "sports_shop_login": [
        "Decathlon login, return the tent that leaks: {email} / {decathlonpw}",
        "Dick's Sporting Goods account for the team cleats: {email}, {PW} {dickspw}",
        CHAT + " jd sports {email} {PW} {jdpw} ⟦the trainers in my basket|use the student code|the size 9 ones⟧",
        "REI: {email}, {PW}: {reipw}",
        "| shop | login | password |\n|---|---|---|\n| Decathlon | {email} | {decathlonpw} |\n| REI | {email} | {reipw} |",
        "Screenshot: JD > Sign In\nEmail {email}\nPassword {jdpw}\n[SIGN IN]",
        "camping trip prep\n- gas canisters\n- Dick's: {email} / {dickspw}\n- sleeping mats",
        "decathlon {email} {decathlonpw}",
        "rei password is {reipw}, login {email} ⟦the dividend is ready|rent the kayak|book the bike service⟧",
        "the equipment store in the sports hall is {sportsstore}, the nets are in the blue bag",
    ],
    # Sephora, Lookfantastic, Cult Beauty and Space NK passwords
    "beauty_shop_login": [
        "Sephora login, grab the birthday gift before it expires: {email} / {sephorapw}",
        "Lookfantastic account for the beauty box: {email}, {PW} {lfpw}",
        CHAT + " cult beauty {email} {PW} {cultpw} ⟦the serum is back in stock|use my points|order the refill⟧",
        "Space NK: {email}, {PW}: {spacenkpw}",
        "| shop | login | password |\n|---|---|---|\n| Sephora | {email} | {sephorapw} |\n| Cult Beauty | {email} | {cultpw} |",
        "Screenshot: SEPHORA > Sign In\nEmail Address {email}\nPassword {sephorapw}\n[Sign In]",
        "wedding prep\n- nails Thursday\n- Lookfantastic: {email} / {lfpw}\n- collect the dress",
        "space nk {email} {spacenkpw}",
        "sephora pw {sephorapw} ⟦the mini foundation|{email}|click and collect on Saturday⟧",
        "the product cupboard at the salon is {salon}, the new colour stock is on the top shelf",
    ],
    # Specsavers, Warby Parker, Zenni and Vision Express passwords
    "optician_login": [
        "Specsavers login, reorder my contact lenses: {email} / {specsaverspw}",
        "Warby Parker account with my prescription: {email}, {PW} {warbypw}",
        CHAT + " zenni {email} {PW} {zennipw} ⟦the blue-light pair|add the kids' frames|the prescription is saved⟧",
        "Vision Express: {email}, {PW}: {visionpw}",
        "| optician | login | password |\n|---|---|---|\n| Specsavers | {email} | {specsaverspw} |\n| Zenni | {email} | {zennipw} |",
        "Screenshot: Warby Parker > Sign in\nEmail {email}\nPassword {warbypw}\n[Sign in]",
        "for while I'm away\n- bins on Tuesday\n- Vision Express: {email} / {visionpw}\n- Dad's eye test",
        "specsavers {email} {specsaverspw}",
        "zenni password is {zennipw} ⟦the order with the sunglasses|{email}|the PD is 63⟧",
        "the staff room at the opticians is ⟦{opticians}|code {opticians}|{opticians} then the hash key⟧, the lens deliveries go on the table",
    ],
    # Smyths Toys, Hamleys, The Entertainer and Mastermind Toys passwords
    "toy_shop_login": [
        "Smyths login, reserve the LEGO set for collection before Christmas: {email} / {smythspw}",
        "Hamleys account for the birthday order: {email}, {PW} {hamleyspw}",
        CHAT
        + " the entertainer {email} {PW} {entertainerpw} ⟦the 3 for 2 deal|collect from the high street|the scooter is in the basket⟧",
        "Mastermind Toys: {email}, {PW}: {mastermindpw}",
        "| shop | login | password |\n|---|---|---|\n| Smyths | {email} | {smythspw} |\n| Hamleys | {email} | {hamleyspw} |",
        "Screenshot: Smyths Toys > Sign In\nEmail {email}\nPassword {smythspw}\n[Sign In]",
        "Santa list\n- stocking fillers\n- Entertainer: {email} / {entertainerpw}\n- wrapping paper",
        "the toy store at the nursery is {toystore}, the wooden blocks go back in the red box",
        "mastermind pw {mastermindpw}, email {email} ⟦the birthday club|the puzzle for Nan|the order is ready⟧",
        "the playground shed code is {shed}, the bikes go back before lunch",
    ],
    # Staples, Office Depot, Ryman and Officeworks passwords
    "office_supplies_login": [
        "Staples login, reorder the printer ink for the office: {email} / {staplespw}",
        "Office Depot account on the business card: {email}, {PW} {odpw}",
        CHAT
        + " ryman {email} {PW} {rymanpw} ⟦order the lever arch files|the toner is on offer|the delivery is tomorrow⟧",
        "Officeworks: {email}, {PW}: {officeworkspw}",
        "| supplier | login | password |\n|---|---|---|\n| Staples | {email} | {staplespw} |\n| Officeworks | {email} | {officeworkspw} |",
        "Screenshot: Office Depot OfficeMax > Log In\nEmail or Username {email}\nPassword {odpw}\n[Log In]",
        "new starter setup\n- desk and chair\n- Ryman: {email} / {rymanpw}\n- building pass",
        "staples {email} {staplespw}",
        "officeworks password is {officeworkspw}, login {email} ⟦the print and copy order|the chair for reception|the account is on 30 days⟧",
        "the stationery cupboard is {stationery}, take what you need and write it in the book",
    ],
    # Thomann, Sweetwater, Guitar Center and Gear4music passwords
    "music_gear_shop_login": [
        "Thomann login, order the new strings and the capo: {email} / {thomannpw}",
        "Sweetwater account, my rep knows about the interface: {email}, {PW} {sweetwaterpw}",
        CHAT + " guitar center {email} {PW} {gcpw} ⟦book the lesson|the used amp is on hold|the trade-in quote⟧",
        "Gear4music: {email}, {PW}: {g4mpw}",
        "| shop | login | password |\n|---|---|---|\n| Thomann | {email} | {thomannpw} |\n| Gear4music | {email} | {g4mpw} |",
        "Screenshot: Sweetwater > Sign In\nEmail {email}\nPassword {sweetwaterpw}\n[Sign In]",
        "gig checklist\n- spare cables\n- Guitar Center: {email} / {gcpw}\n- the setlist",
        "thomann {email} {thomannpw}",
        "gear4music pw {g4mpw} ⟦the drum stool order|{email}|the return label⟧",
        "the rehearsal room door is ⟦{rehearsal}|{rehearsal} on the keypad|code {rehearsal}⟧, leave the drum kit as you found it",
    ],
    # 2Captcha, Anti-Captcha, CapSolver and CapMonster Cloud keys
    "captcha_solver_key": [
        "solver = TwoCaptcha('{twocaptchakey}')",
        "2Captcha API key for the scraper: {twocaptchakey}",
        "ANTICAPTCHA_KEY={anticaptchakey}",
        'curl -X POST https://api.anti-captcha.com/createTask -d \'{{"clientKey": "{anticaptchakey}", "task": {{"type": "ImageToTextTask"}}}}\'',
        "CapSolver key: {capsolverkey}",
        "requests.post('https://api.capsolver.com/createTask', json={{'clientKey': '{capsolverkey}', 'task': task}})",
        CHAT + " capmonster key {capmonsterkey} ⟦for the ticket bot|top it up if it runs out|don't commit it⟧",
        "| provider | key |\n|---|---|\n| 2Captcha | {twocaptchakey} |\n| CapSolver | {capsolverkey} |",
        "captcha:\n  provider: capmonster\n  api_key: {capmonsterkey}",
        "the server room door is {serverroom}, sign the log when you go in",
    ],
    # getAddress.io, Loqate, Smarty and Ideal Postcodes keys
    "address_lookup_key": [
        "curl 'https://api.getAddress.io/find/SW1A2AA?api-key={getaddresskey}'",
        "getAddress.io API key for the checkout form: {getaddresskey}",
        "LOQATE_KEY={loqatekey}",
        "https://api.addressy.com/Capture/Interactive/Find/v1.10/json3.ws?Key={loqatekey}&Text=10+Downing",
        "Smarty auth-id {smartyid} auth-token {smartytoken}",
        "credentials = StaticCredentials('{smartyid}', '{smartytoken}')",
        CHAT + " ideal postcodes key {idealkey} ⟦for the signup page|the lookups are paid|swap it before launch⟧",
        "| provider | key |\n|---|---|\n| getAddress.io | {getaddresskey} |\n| Loqate | {loqatekey} |",
        "curl 'https://api.ideal-postcodes.co.uk/v1/postcodes/ID11QD?api_key={idealkey}'",
        "the mailroom is ⟦{mailroom}|{mailroom} on the keypad|door code {mailroom}⟧, the parcels go on the shelf by name",
    ],
    # OCR.space, Mindee, Veryfi and Nanonets keys
    "ocr_api_key": [
        "curl -H 'apikey: {ocrspacekey}' -F url=https://example.com/receipt.png https://api.ocr.space/parse/image",
        "OCR.space API key for the receipt scanner: {ocrspacekey}",
        "MINDEE_API_KEY={mindeekey}",
        "curl -H 'Authorization: Token {mindeekey}' -F document=@invoice.pdf https://api.mindee.net/v1/products/mindee/invoices/v4/predict",
        "Veryfi client id {veryficlient}, api key {veryfikey}",
        "client = Client('{veryficlient}', client_secret, 'ops', '{veryfikey}')",
        CHAT + " nanonets key {nanonetskey} ⟦for the invoice model|the free pages|rotate it after the demo⟧",
        "| provider | key |\n|---|---|\n| OCR.space | {ocrspacekey} |\n| Mindee | {mindeekey} |",
        "curl -u '{nanonetskey}:' -F file=@invoice.pdf https://app.nanonets.com/api/v2/OCR/Model/model-id/LabelFile/",
        "the scanning room is {scanroom}, the batches go in the tray by date",
    ],
    # ClickSend, Textlocal, Esendex and TextMagic keys
    "sms_gateway_key": [
        "curl -u '{clicksenduser}:{clicksendkey}' https://rest.clicksend.com/v3/account",
        "ClickSend API key for the appointment reminders: {clicksendkey}",
        "TEXTLOCAL_API_KEY={textlocalkey}",
        "requests.post('https://api.txtlocal.com/send/', data={{'apikey': '{textlocalkey}', 'numbers': to, 'message': msg}})",
        "Esendex account {esendexref}, password {esendexpw}",
        "TextMagic username {email}, API key {textmagickey}",
        CHAT
        + " textmagic key {textmagickey} ⟦for the school closure texts|the credits are low|the sender id is approved⟧",
        "| provider | key |\n|---|---|\n| ClickSend | {clicksendkey} |\n| Textlocal | {textlocalkey} |",
        "sms:\n  provider: esendex\n  account: {esendexref}\n  password: {esendexpw}",
        "the comms cupboard on the first floor is ⟦{commsroom}|{commsroom} on the lock|combination {commsroom}⟧, the router is on the bottom shelf",
    ],
}

BENIGN: dict[str, list[str]] = {
    "bookshop_login_benign": [
        "Waterstones order {orderno}: ISBN {isbn}, {count} copies, ready to collect {date}",
        "Barnes & Noble: {email}, a password reset link was sent, I'll sort it tonight",
        "| shop | email | password |\n|---|---|---|\n| Waterstones | {email} | (in Bitwarden) |\n| AbeBooks | {email} | (in Bitwarden) |",
        "ThriftBooks: {email}, {count}00 ReadingRewards points, the wish list is shared with you",
        "Screenshot: AbeBooks > Sign in\nEmail {email}\nPassword ••••••••\n[Forgot your password?]",
        "the book-room cupboard at school is unlocked in the mornings, the class sets are on the left",
    ],
    "sports_shop_login_benign": [
        "Decathlon order {orderno}: {count} items, £{money}, return by {date}",
        "Dick's Sporting Goods: ScoreCard {loyalty}, {count} rewards to spend",
        "| shop | login | password |\n|---|---|---|\n| Decathlon | {email} | ******** |\n| REI | {email} | ******** |",
        "JD Sports: {email}, the password is in the family vault, I'll order the trainers myself",
        "REI: your password was changed on {date}; contact us if this wasn't you",
        "the equipment store in the sports hall is open during PE, the nets are in the blue bag",
    ],
    "beauty_shop_login_benign": [
        "Sephora order {orderno}: {count} items, ${money}, delivery {date}",
        "Lookfantastic: {email}, the password is withheld, I'll order the box myself",
        "| shop | login | password |\n|---|---|---|\n| Sephora | {email} | [redacted] |\n| Space NK | {email} | [redacted] |",
        "Cult Beauty: rewards card {beautycard}, {count}00 points to spend",
        "Space NK: passwords must be 8 or more characters with a number; reset it from the app",
        "the product cupboard at the salon is open during opening hours, the new colour stock is on the top shelf",
    ],
    "optician_login_benign": [
        "Specsavers: contact lens order {orderno}, {count} boxes, posted {date}",
        "Warby Parker: {email}, a reset link was sent to your inbox",
        "| optician | login | password |\n|---|---|---|\n| Specsavers | {email} | <hidden> |\n| Zenni | {email} | <hidden> |",
        "Vision Express: {email}, eye test booked for {date} at {hh}:{mi}",
        "Zenni order {orderno}: {count} pairs, ${money}, the prescription is on file",
        "the staff room at the opticians is open at lunch, the lens deliveries go on the table",
    ],
    "toy_shop_login_benign": [
        "Smyths order {orderno}: barcode {ean}, reserved for collection until {date}",
        "Hamleys: {email}, the birthday order ships {date}",
        "| shop | login | password |\n|---|---|---|\n| Smyths | {email} | ••••••• |\n| Hamleys | {email} | ••••••• |",
        "The Entertainer: {email}, the password is in 1Password, order {orderno} is ready",
        "Mastermind Toys: {email}, I'll log in myself and order the puzzle",
        "the toy store at the nursery is open in the afternoons, the wooden blocks go back in the red box",
    ],
    "office_supplies_login_benign": [
        "Staples order {orderno}: {count} ink cartridges, delivery {date}",
        "Office Depot: {email}, our office manager {name} places the orders, I'll ask her",
        "| supplier | login | password |\n|---|---|---|\n| Staples | {email} | (vault) |\n| Ryman | {email} | (vault) |",
        "Officeworks: invoice {orderno}, ${money}, pay to {iban}",
        "Ryman: {email}, your password was reset on {date}",
        "the stationery cupboard is open, take what you need and write it in the book",
    ],
    "music_gear_shop_login_benign": [
        "Thomann order {orderno}: {count} sets of strings, €{money}, shipped {date}",
        "Sweetwater: {email}, my sales engineer {name} has the quote, I'll call him",
        "| shop | login | password |\n|---|---|---|\n| Thomann | {email} | (ask me) |\n| Gear4music | {email} | (ask me) |",
        "Guitar Center: {email}, the password is with {name}, she'll book the lesson",
        "Gear4music: {email}, return {orderno} received, refund of £{money} on {date}",
        "the rehearsal room door is propped open on Thursdays, leave the drum kit as you found it",
    ],
    "captcha_solver_key_benign": [
        "solver = TwoCaptcha(os.environ['TWOCAPTCHA_KEY'])",
        "ANTICAPTCHA_KEY=\n# ask ops for the key, never commit it",
        "CapSolver: balance ${money}, {count}000 tasks solved this month",
        "| provider | key |\n|---|---|\n| 2Captcha | (rotated) |\n| CapSolver | (rotated) |",
        "captcha:\n  provider: capmonster\n  api_key: ${{CAPMONSTER_KEY}}",
        "the server room door is locked, facilities have the code; sign the log when you go in",
    ],
    "address_lookup_key_benign": [
        'curl "https://api.getAddress.io/find/{postcode}?api-key=$GETADDRESS_KEY"',
        "LOQATE_KEY=\n# the key lives in the CI secrets",
        "Smarty: {count}00 lookups used this month, resets {date}",
        "credentials = StaticCredentials(os.environ['SMARTY_AUTH_ID'], os.environ['SMARTY_AUTH_TOKEN'])",
        "| provider | key |\n|---|---|\n| getAddress.io | <redacted> |\n| Ideal Postcodes | <redacted> |",
        "the mailroom is open 9 to 5, the parcels for {postcode} go on the shelf by name",
    ],
    "ocr_api_key_benign": [
        'curl -H "apikey: $OCRSPACE_KEY" -F url=https://example.com/receipt.png https://api.ocr.space/parse/image',
        "MINDEE_API_KEY=\n# use the test key from the dashboard locally",
        "Veryfi: receipt {orderno} read, total ${money}, supplier IBAN {iban}",
        "| provider | key |\n|---|---|\n| OCR.space | (in the vault) |\n| Mindee | (in the vault) |",
        'curl -u "$NANONETS_API_KEY:" -F file=@invoice.pdf https://app.nanonets.com/api/v2/OCR/Model/model-id/LabelFile/',
        "the scanning room is booked until {hh}:{mi}, the batches go in the tray by date",
    ],
    "sms_gateway_key_benign": [
        'curl -u "$CLICKSEND_USERNAME:$CLICKSEND_API_KEY" https://rest.clicksend.com/v3/account',
        "TEXTLOCAL_API_KEY=\n# set it in the deploy settings, not here",
        "Esendex: {count}00 messages sent this month, {count}0 credits left",
        "| provider | key |\n|---|---|\n| ClickSend | ******** |\n| TextMagic | ******** |",
        "requests.post('https://api.txtlocal.com/send/', data={{'apikey': os.environ['TEXTLOCAL_KEY'], 'numbers': to, 'message': msg}})",
        "the comms cupboard on the first floor is open, the router is on the bottom shelf",
    ],
}

SECRET = {kind: [t.replace("{PW}", PW) for t in templates] for kind, templates in SECRET.items()}
BENIGN = {kind: [t.replace("{PW}", PW) for t in templates] for kind, templates in BENIGN.items()}

BENIGN_TWIN = {kind: kind + "_benign" for kind in (*SECRET, "school_parent_app_login_ml")}
