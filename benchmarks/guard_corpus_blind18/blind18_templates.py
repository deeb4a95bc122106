"""Hand-written templates for the blind18 guard corpus: structured shapes (tables, logs, screenshots, passphrases).

SECRET and BENIGN map a kind to its templates; every secret kind has a benign twin of the same shape (BENIGN_TWIN).
Fields are filled by make_blind18.py. Secret fields: {code} 4-6 digits, {pw} a password, {phrase} a 4-6 word
passphrase, {card} {cvv}, {api} a token, {rc} recovery codes, {seed} a BIP-39 phrase, {otp} a one-time code,
{pem} {pemssh} a private key body. Benign fields: {num} {order} {track} {ean} {ver} {sha} {phone} {postal} {time} {room}
{price} {words} (4-6 list words that are not a password) {pub} {pubpem} {pubssh} {mask} {user} {dbuser} {host} {name} {date} {ssid}.
"""

SECRET: dict[str, list[str]] = {
    "family_code": [
        "Hey, I'm stuck at work. Garage door keypad: {code}. Close it behind you please!",
        "bike lock combo is {code} (the blue one, not the old one)",
        "Parcel locker 14 at the station, pickup code {code}, it expires tomorrow",
        "The smart lock app is being weird, just punch {code} on the keypad",
        "alarm panel: type {code} then press OFF within 30 seconds or it calls the company",
        "Car-sharing box at the corner, the key safe opens with {code}",
        "Gran's key box by the back door — code {code}. Feed the cat twice x",
        "gate code for the allotment is {code}, the shed is unlocked",
        "New door code for the office side entrance from Monday: {code}",
        "Kids: the padlock on the garden shed is now {code}. Don't tell the neighbours' boys.",
    ],
    "account_share": [
        "streaming login for the holiday house TV: {user} / {pw}",
        "School portal for Mia — username {user}, password {pw}. Check homework tonight",
        "Car-sharing app account (the family one): {user}, pw {pw}",
        "ok here's the smart lock app account so you can let the plumber in: {user} / {pw}",
        "Team, the shared conference-room booking account is {user} with password {pw} until IT fixes SSO",
        "Dad's email password is {pw} — please help him reset it to something better",
        "Router admin page: user admin, password {pw} (I changed it from the sticker one)",
        "for the parcel locker app use my login {user} and the password {pw}",
    ],
    "csv_credentials": [
        "name,service,username,password\n{name},{svc},{user},{pw}\nRuth,Library,ruth.l,n/a",
        "site;login;passwort;notiz\n{svc};{user};{pw};Familienkonto",
        "\"Account\",\"Login\",\"Password\",\"Last changed\"\n\"{svc}\",\"{user}\",\"{pw}\",\"{date}\"",
        "device,location,pin\nfront door keypad,hall,{code}\nshed padlock,garden,unknown",
        "employee_id,badge,door_pin\n{num},B-204,{code}",
    ],
    "md_table_credentials": [
        "| Service | User | Password |\n|---|---|---|\n| {svc} | {user} | {pw} |\n| Printer | — | none |",
        "## Holiday house\n\n| What | Code |\n|---|---|\n| Key box | {code} |\n| Bins | Tuesday |",
        "| Konto | Benutzer | Kennwort |\n|:--|:--|:--|\n| {svc} | {user} | `{pw}` |",
        "| 項目 | 値 |\n|---|---|\n| ユーザー名 | {user} |\n| パスワード | {pw} |",
        "| Lock | Combination | Owner |\n|---|---|---|\n| Bike (red) | {code} | Leo |",
    ],
    "spreadsheet_paste": [
        "A\tB\tC\nService\tLogin\tPassword\n{svc}\t{user}\t{pw}",
        "Zugang\tNutzer\tPasswort\tStand\n{svc}\t{user}\t{pw}\t{date}",
        "Row 4:\tAlarm code\t{code}\t(changed {date})",
        "Sheet1!A1:C2\nwifi\tguest\t{pw}\nalarm\t—\t{code}",
        "Cuenta\tUsuario\tContraseña\n{svc}\t{user}\t{pw}",
    ],
    "ocr_screenshot": [
        "9:41 ▮▮▮ 4G\n< Messages\nMum\nthe code for the key box is {code} ok?\nDelivered\niMessage",
        "|| 12:07 LTE 87%\nWhatsApp\nPaul: pw for the streaming acc =\n{pw}\nRead 12:08\nType a message",
        "Screenshot_{date}.png\n— — — —\nWi-Fi & login card\nUser: {user}\nPassw0rd field: {pw}\n[ Copy ]  [ Share ]",
        "O 10:15 ..ıl 5G\nNotes\nLOCKER AT GYM\ncombo {code}\nbring towel\n■ ● ◀",
        "‹ Back     Account details\nE-mail {user}\nPassword {pw}   👁\nSave changes",
    ],
    "app_log_json": [
        "{{\"ts\":\"{date}T{time}Z\",\"level\":\"DEBUG\",\"msg\":\"login attempt\",\"user\":\"{user}\",\"password\":\"{pw}\"}}",
        "{{\"zeit\":\"{date} {time}\",\"ereignis\":\"anmeldung\",\"benutzer\":\"{user}\",\"passwort\":\"{pw}\"}}",
        "{{\"fecha\":\"{date}\",\"evento\":\"inicio_sesion\",\"usuario\":\"{user}\",\"contraseña\":\"{pw}\"}}",
        "{{\"horodatage\":\"{date}T{time}\",\"niveau\":\"debug\",\"utilisateur\":\"{user}\",\"mot_de_passe\":\"{pw}\"}}",
        "{{\"время\":\"{time}\",\"событие\":\"вход\",\"логин\":\"{user}\",\"пароль\":\"{pw}\"}}",
        "{{\"时间\":\"{date} {time}\",\"事件\":\"登录\",\"用户名\":\"{user}\",\"密码\":\"{pw}\"}}",
        "{{\"event\":\"door.unlock\",\"device\":\"front-keypad\",\"pin_entered\":\"{code}\",\"result\":\"ok\"}}",
        "{{\"app\":\"smartlock\",\"action\":\"share_access\",\"guest_code\":\"{code}\",\"valid_until\":\"{date}\"}}",
        "{{\"lvl\":\"trace\",\"http\":{{\"path\":\"/api/v1/session\",\"body\":{{\"email\":\"{user}\",\"senha\":\"{pw}\"}}}}}}",
    ],
    "app_log_yaml": [
        "- ts: {date}T{time}\n  event: user_created\n  username: {user}\n  password: {pw}",
        "kullanici:\n  ad: {user}\n  sifre: \"{pw}\"\n  rol: veli",
        "door:\n  name: garage\n  keypad_code: \"{code}\"\n  auto_close: true",
        "アカウント:\n  ユーザー: {user}\n  パスワード: '{pw}'",
        "konto:\n  login: {user}\n  haslo: {pw}\n  szkola: SP12",
        "streaming:\n  profile: Oma\n  email: {user}\n  kennwort: {pw}",
    ],
    "passphrase_password": [
        "the new wifi password is just a few words with spaces: {phrase}",
        "Password for the family photo vault: \"{phrase}\" (all lowercase, spaces included)",
        "I switched the laptop login to a passphrase: {phrase}",
        "master password for the password manager is {phrase} — memorise it and delete this",
        "Passwort (mit Leerzeichen): {phrase}",
        "mot de passe du disque chiffré : {phrase}",
        "The VeraCrypt volume passphrase is '{phrase}'",
        "new account pw = {phrase} — yes, the spaces count",
    ],
    "homoglyph_secret": [
        "{lead} {obf}",
    ],
    "card_cvv": [
        "Use the family card for the tickets: {card}, exp {exp}, CVV {cvv}",
        "card no {card} | valid thru {exp} | security code {cvv}",
        "Karte: {card} Ablauf {exp} Prüfziffer {cvv}",
    ],
    "api_token": [
        "the bot token for the family chat reminder bot is {api}",
        "export API_KEY={api}  # from the weather app account",
        "{{\"service\":\"home-dashboard\",\"token\":\"{api}\"}}",
        "Colleague: here's the integration key, paste it in the settings page: {api}",
    ],
    "conn_string": [
        "postgres://{dbuser}:{pw}@{host}:5432/family_photos",
        "DATABASE_URL=mysql://{dbuser}:{pw}@{host}/school_app",
        "Server={host};Database=Inventory;User Id={dbuser};Password={pw};",
        "mongodb://{dbuser}:{pw}@{host}:27017/?authSource=admin",
    ],
    "recovery_codes": [
        "Backup codes for Mum's account (keep one copy in the drawer):\n{rc}",
        "2FA recovery codes — {svc}\n{rc}\nEach code can be used once.",
        "Wiederherstellungscodes:\n{rc}",
    ],
    "seed_phrase": [
        "| # | word |\n|---|---|\n{seedtable}",
        "wallet backup (paper) typed up:\n{seed}",
        "seed,{seedcsv}",
    ],
    "otp_message": [
        "what's the code they just texted you? — {otp} — ok typing it in now",
        "Your login code is {otp}. Uncle Tom needs it for the bank app, can you send it to him?",
        "OTP for grandma's parcel locker app: {otp}",
        "Le code reçu par SMS c'est {otp}, dépêche-toi il expire",
    ],
    "private_key": [
        "-----BEGIN PRIVATE KEY-----\n{pem}\n-----END PRIVATE KEY-----",
        "home server key, paste into ~/.ssh/id_ed25519:\n-----BEGIN OPENSSH PRIVATE KEY-----\n{pemssh}\n-----END OPENSSH PRIVATE KEY-----",
    ],
}

BENIGN: dict[str, list[str]] = {
    "family_info": [
        "Hey, I'm stuck at work. Parcel tracking: {track}. Can you be home after {time}?",
        "bike shop order is {order} (the blue one, not the old one)",
        "Parcel locker {room} at the station, the app will send you a code after {time}, don't worry",
        "The smart lock app is being weird, I'll open the door from my phone when you arrive around {time}",
        "alarm company number is {phone} if it goes off again",
        "Car-sharing car is parked at the corner, spot {room}, booking {order}",
        "Gran's key is with the neighbour at number {room}. Feed the cat twice x",
        "allotment plot number is {room}, the shed is unlocked",
        "New office opening hours from Monday: {time} to 18:00",
        "Kids: the garden shed padlock is broken, new one arrives {date}.",
    ],
    "account_share_benign": [
        "streaming on the holiday house TV: profile {user}, I'll log in when we get there",
        "School portal for Mia — username {user}, password is the one from the letter. Check homework tonight",
        "Car-sharing app account (the family one): {user}, ask me for the password by phone",
        "the smart lock app account is {user}; I'll send you a guest invite from the app",
        "Team, the conference-room booking account is {user}; use SSO, the password is in the team vault",
        "Dad's email is {user} — please help him reset his password, he forgot it",
        "Router admin page is at 192.168.1.{room}, the password is on the sticker underneath",
        "for the parcel locker app use your own login, mine is {user}",
    ],
    "csv_benign": [
        "name,service,username,password\n{name},{svc},{user},********\nRuth,Library,ruth.l,n/a",
        "site;login;passwort;notiz\n{svc};{user};<im Tresor>;Familienkonto",
        "\"Account\",\"Login\",\"Password\",\"Last changed\"\n\"{svc}\",\"{user}\",\"[redacted]\",\"{date}\"",
        "device,location,serial\nfront door keypad,hall,{order}\nshed padlock,garden,unknown",
        "employee_id,badge,extension\n{num},B-204,{ext}",
    ],
    "md_table_benign": [
        "| Service | User | Password |\n|---|---|---|\n| {svc} | {user} | (in 1Password) |\n| Printer | — | none |",
        "## Holiday house\n\n| What | When |\n|---|---|\n| Check-in | {time} |\n| Bins | Tuesday |",
        "| Konto | Benutzer | Kennwort |\n|:--|:--|:--|\n| {svc} | {user} | `••••••••` |",
        "| 項目 | 値 |\n|---|---|\n| ユーザー名 | {user} |\n| 注文番号 | {order} |",
        "| Lock | Model | Owner |\n|---|---|---|\n| Bike (red) | {order} | Leo |",
    ],
    "spreadsheet_benign": [
        "A\tB\tC\nService\tLogin\tRenewal\n{svc}\t{user}\t{date}",
        "Zugang\tNutzer\tPasswort\tStand\n{svc}\t{user}\tbeim Admin\t{date}",
        "Row 4:\tInvoice\t{order}\t(paid {date})",
        "Sheet1!A1:C2\nwifi\tguest\t{ssid}\nalarm\t—\t{phone}",
        "Cuenta\tUsuario\tPrecio\n{svc}\t{user}\t{price}",
    ],
    "ocr_benign": [
        "9:41 ▮▮▮ 4G\n< Messages\nMum\nthe parcel number is {track} ok?\nDelivered\niMessage",
        "|| 12:07 LTE 87%\nWhatsApp\nPaul: order no for the TV =\n{order}\nRead 12:08\nType a message",
        "Screenshot_{date}.png\n— — — —\nBooking card\nGuest: {user}\nRoom: {room}\n[ Copy ]  [ Share ]",
        "O 10:15 ..ıl 5G\nNotes\nLOCKER AT GYM\nnumber {room}\nbring towel\n■ ● ◀",
        "‹ Back     Account details\nE-mail {user}\nPassword ••••••••   👁\nSave changes",
    ],
    "app_log_benign": [
        "{{\"ts\":\"{date}T{time}Z\",\"level\":\"DEBUG\",\"msg\":\"login attempt\",\"user\":\"{user}\",\"password\":\"***\"}}",
        "{{\"zeit\":\"{date} {time}\",\"ereignis\":\"anmeldung\",\"benutzer\":\"{user}\",\"passwort\":\"[ENTFERNT]\"}}",
        "{{\"fecha\":\"{date}\",\"evento\":\"inicio_sesion\",\"usuario\":\"{user}\",\"contraseña\":null}}",
        "{{\"horodatage\":\"{date}T{time}\",\"niveau\":\"debug\",\"utilisateur\":\"{user}\",\"commande\":\"{order}\"}}",
        "{{\"время\":\"{time}\",\"событие\":\"вход\",\"логин\":\"{user}\",\"пароль\":\"<скрыт>\"}}",
        "{{\"时间\":\"{date} {time}\",\"事件\":\"登录\",\"用户名\":\"{user}\",\"密码\":\"******\"}}",
        "{{\"event\":\"door.unlock\",\"device\":\"front-keypad\",\"firmware\":\"{ver}\",\"result\":\"ok\"}}",
        "{{\"app\":\"smartlock\",\"action\":\"share_access\",\"guest\":\"{user}\",\"valid_until\":\"{date}\"}}",
        "{{\"lvl\":\"trace\",\"http\":{{\"path\":\"/api/v1/session\",\"status\":401,\"request_id\":\"{sha}\"}}}}",
    ],
    "yaml_benign": [
        "- ts: {date}T{time}\n  event: user_created\n  username: {user}\n  password: ${{USER_PASSWORD}}",
        "kullanici:\n  ad: {user}\n  sifre: \"<gizli>\"\n  rol: veli",
        "door:\n  name: garage\n  keypad_model: \"{order}\"\n  auto_close: true",
        "アカウント:\n  ユーザー: {user}\n  パスワード: '<ここに入力>'  # 例: 実際の値は書かない",
        "konto:\n  login: {user}\n  haslo: null\n  szkola: SP12",
        "streaming:\n  profile: Oma\n  email: {user}\n  plan: {price}",
    ],
    "passphrase_benign": [
        "the new wifi network name is just a few words with spaces: {words}",
        "Title for the family photo album: \"{words}\" (all lowercase, spaces included)",
        "I named the laptop's desktop folder: {words}",
        "the crossword answers for tonight were {words} — delete this before Gran sees",
        "Buchtitel (mit Leerzeichen): {words}",
        "titre de la chanson du mariage : {words}",
        "The board game expansion is called '{words}'",
        "new band name idea = {words} — yes, the spaces count",
    ],
    "homoglyph_benign": [
        "{lead} {obf}",
    ],
    "card_masked": [
        "Use the family card for the tickets: ending {mask}, exp {exp}, I'll type the rest",
        "card no **** **** **** {mask} | valid thru {exp} | receipt {order}",
        "ISBN {ean} | Ausgabe {exp} | Preis {price}",
    ],
    "api_public": [
        "the public key for the family chat bot is {pub}",
        "export API_KEY=<your key here>  # weather app, docs v{ver}",
        "{{\"service\":\"home-dashboard\",\"commit\":\"{sha}\"}}",
        "Colleague: here's the build version to paste in the settings page: {ver}",
    ],
    "conn_string_benign": [
        "postgres://{dbuser}@{host}:5432/family_photos  (password comes from PGPASSWORD)",
        "DATABASE_URL=mysql://<user>:<password>@{host}/school_app",
        "Server={host};Database=Inventory;Integrated Security=true;",
        "mongodb://{host}:27017/?replicaSet=rs0",
    ],
    "recovery_codes_benign": [
        "Tracking numbers for Mum's parcels (keep one copy in the drawer):\n{tracks}",
        "Order numbers — {svc}\n{tracks}\nEach order ships separately.",
        "Seriennummern:\n{tracks}",
    ],
    "seed_benign": [
        "| # | vocabulary word |\n|---|---|\n{wordtable}",
        "spelling test words typed up:\n{wordlist}",
        "words,{wordcsv}",
    ],
    "otp_benign": [
        "what's the gate number they just texted you? — {room} — ok walking there now",
        "Your order number is {order}. Uncle Tom needs it for the returns form, can you send it to him?",
        "Queue number for grandma at the parcel counter: {room}",
        "Le numéro de vol reçu par SMS c'est AF{room}, dépêche-toi",
    ],
    "public_key": [
        "-----BEGIN PUBLIC KEY-----\n{pubpem}\n-----END PUBLIC KEY-----",
        "home server key, paste into ~/.ssh/authorized_keys:\nssh-ed25519 {pubssh} leo@laptop",
    ],
}

BENIGN_TWIN = {
    "family_code": "family_info", "account_share": "account_share_benign", "csv_credentials": "csv_benign",
    "md_table_credentials": "md_table_benign", "spreadsheet_paste": "spreadsheet_benign",
    "ocr_screenshot": "ocr_benign", "app_log_json": "app_log_benign", "app_log_yaml": "yaml_benign",
    "passphrase_password": "passphrase_benign", "homoglyph_secret": "homoglyph_benign", "card_cvv": "card_masked",
    "api_token": "api_public", "conn_string": "conn_string_benign", "recovery_codes": "recovery_codes_benign",
    "seed_phrase": "seed_benign", "otp_message": "otp_benign", "private_key": "public_key",
    "lang_code": "lang_number", "lang_password": "lang_elsewhere", "pin_words": "number_words",
    "translation_pair": "translation_benign",
}

# Lead-ins for the homoglyph rows: the value after them is written with fullwidth digits, Cyrillic/Greek look-alike
# letters or zero-width characters between its characters.
HOMO_SECRET_LEADS = ["door code:", "PIN for the garage ->", "the password is", "Passwort:", "pw =", "code du portail :",
                     "パスワード：", "смарт-замок, код:", "alarm:", "locker combo"]
HOMO_BENIGN_LEADS = ["order no:", "tracking ->", "the product code is", "Bestellnummer:", "ref =", "numéro de colis :",
                     "注文番号：", "номер заказа:", "model:", "locker number"]

# English glosses a translation app or a helpful relative adds under a message.
GLOSS_SECRET = ["[Translated] The code is {code}, close it afterwards.", "(EN: the code is {code})",
                "→ Translation: code {code} for the door/lock", "Auto-translate: The password is {pw}",
                "(in English: the password is {pw})"]
GLOSS_BENIGN = ["[Translated] Your parcel number is {num}, it arrives Thursday.", "(EN: tracking number {num})",
                "→ Translation: the password is on the fridge, ask mum", "Auto-translate: parcel {num} arrives Thursday",
                "(in English: the password is written on the fridge)"]
