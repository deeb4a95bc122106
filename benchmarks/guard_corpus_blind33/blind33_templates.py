"""Hand-written templates for the blind33 guard corpus: console and game-store account logins, shared family
streaming logins, loyalty-card PINs, database dumps that hold plaintext passwords beside hashes, NAS admin logins,
EV-charging app logins, insurance-portal logins, brokerage trading PINs, library-card PINs and SFTP logins saved in
an app's settings.

SECRET and BENIGN map a kind to its templates; every secret kind has a benign twin (BENIGN_TWIN) of the same shape
that keeps the layout and drops the credential: a masked value, a placeholder, a public identifier (card or member
number, gamertag, order number), a documented default, a hash of a public thing, "the password was changed" without
the value. make_blind33.py fills the fields ({{ and }} are literal braces) and resolves every ``⟦a|b|c⟧`` to one of
its alternatives. Secret fields (SECRET_FIELDS in make_blind33.py) hold a credential; benign templates use only
benign fields.
"""

SECRET: dict[str, list[str]] = {
    # PlayStation / Xbox / Nintendo / Steam / Battle.net logins and their backup codes
    "console_game_login": [
        "PSN for the kids' PS5: {email} / {gamepw}",
        "{name}: the Xbox account is {email}, password {gamepw} — don't buy anything with it pls",
        "Steam\nuser: {gamer}\npass: {gamepw}\nSteam Guard backup codes: {backupcode} {backupcode2} {backupcode3}",
        "Nintendo Account for the Switch ⟦in the living room|on the train⟧ → {email} ⟦pw|password⟧ {gamepw}",
        "| platform | login | password |\n|---|---|---|\n| Battle.net | {email} | {gamepw} |\n| Epic | {gamer} | {gamepw2} |",
        "ok so my nephew wants to play on my account, login is {gamer} and the password is {gamepw}, tell him not to change anything",
        "um so the uh Steam password is {gamepw}, user name {gamer}, I'll read it again if you need",
        "EA app / Origin: {email}\npassword: {gamepw}\nsecurity answer: {secanswer}",
        "Subject: gaming pc handover\n\nHi {name},\nthe Windows user is {gamer}, the Steam login the same, password {gamepw}. Parental PIN on the console is {consolepin}.",
    ],
    # one Netflix / Disney+ / Spotify family login shared among relatives
    "streaming_family_login": [
        "Netflix for the whole family: {email} / {streampw} (profile ⟦Oma|Kids|Guest⟧ is yours)",
        "{name} here — Disney+ login is {email}, password {streampw}, please don't change the plan",
        "family group chat:\n[{hh}:{mi}] {name}: what's the HBO password again\n[{hh}:{mi}] me: {streampw}",
        "Spotify Family\nmanager: {email}\npassword: {streampw}\naddress on file: the one in {city}",
        "for the holiday flat TV: Prime Video {email} pw {streampw}, log out when you leave!",
        "shared logins (house)\n- Netflix: {email} / {streampw}\n- YouTube Premium: same email / {streampw2}",
        "Apple TV+ and Music are on my Apple ID {email} — password {streampw}, the 2FA code will come to my phone so call me",
        "Dad voice memo: ok the, the Netflix thing, email is {email}, password is {streampw}, capital letter at the start",
    ],
    # PINs of store, fuel and airline-partner loyalty cards that pay with points
    "loyalty_card_pin": [
        "Payback card {cardno}, PIN {loyaltypin} — use the points for the coffee machine",
        "supermarket loyalty: card {cardno} / PIN {loyaltypin}",
        "{name}: the fuel card points can be spent at the till, card ending {last4}, the PIN is {loyaltypin}",
        "Miles&More card {cardno}\nPIN: {loyaltypin}\n(spend before {date})",
        "if the self-checkout asks for the club PIN it's {loyaltypin}",
        "Nectar login {email} password {loyaltypw}, about 4,000 points on it",
        "card_number,pin,points\n{cardno},{loyaltypin},{points}",
        "so at the pharmacy they'll ask for the bonus card PIN, it's {loyaltypin}, card number is on the fridge",
    ],
    # SQL dumps, CSV exports and admin screens with a plaintext password column (often beside the hash)
    "db_dump_plaintext_pw": [
        "INSERT INTO `users` (`id`,`email`,`password_hash`,`password_plain`) VALUES ({id},'{email}','{bcrypt}','{dumppw}');",
        "COPY public.accounts (id, login, pwd, created) FROM stdin;\n{id}\t{login}\t{dumppw}\t{date}\n{id2}\t{login2}\t{dumppw2}\t{date}\n\\.",
        "id,username,password,last_login\n{id},{login},{dumppw},{date}\n{id2},{login2},{dumppw2},{date}",
        "mysql> SELECT user, pass FROM wp_legacy_users LIMIT 2;\n+----------+------------------+\n| user     | pass             |\n+----------+------------------+\n| {login} | {dumppw} |\n| {login2} | {dumppw2} |\n+----------+------------------+",
        "found this in the old {dbname} dump, the previous dev stored passwords in clear text lol: ('{login}', '{dumppw}')",
        "{{\"_id\": \"{objid}\", \"email\": \"{email}\", \"hash\": \"{bcrypt}\", \"tmp_password\": \"{dumppw}\"}}",
        "-- seed for staging, real admin copied from prod\nINSERT INTO admins (email, password) VALUES ('{email}', '{dumppw}');",
        "sqlite> select * from credentials;\n{id}|{login}|{dumppw}|{sha1}",
    ],
    # Synology / QNAP / TrueNAS / Unraid admin logins
    "nas_admin_login": [
        "Synology DSM at http://{lanip}:5000 — admin user {login}, password {naspw}",
        "QNAP: https://{lanip}:8080\nadmin / {naspw}\nQuickConnect ID: {qcid}",
        "{name}: the NAS in the cupboard, log in as {login} with {naspw}, then Storage Manager → repair",
        "TrueNAS root password after the reinstall: {naspw}",
        "NAS\n  url: https://nas.{domain}\n  user: {login}\n  pass: {naspw}\n  shares: photos, backup",
        "the photo NAS is {lanip}, login {login} / {naspw}, Hyper Backup encryption key is {naskey}",
        "unraid web ui {lanip}, root / {naspw} — please set up the parity check",
        "Re: ⟦nas|NAS⟧ broke\n\nit's {login} and {naspw}, same as the router I think",
    ],
    # EV charging apps and charge-card accounts (charging is billed to the account)
    "ev_charging_login": [
        "ChargePoint app: {email} / {evpw}",
        "{name}, for the wallbox app at the cottage: user {email}, password {evpw}; RFID card {rfid}",
        "Ionity / Plugsurfing login {email} password {evpw} — the company pays, don't use it for holidays",
        "charging card account\nlogin: {email}\npassword: {evpw}\ncontract: {contract}",
        "the public chargers near the office need the Shell Recharge app, my login is {email} and the password is {evpw}",
        "Tesla account for the Model 3 (charging + unlock): {email} / {evpw}",
        "ev.yaml\nprovider: easee\nusername: {email}\npassword: {evpw}\ncharger_id: {chargerid}",
    ],
    # health / car / home insurance customer portals
    "insurance_portal_login": [
        "health insurance portal: member {member}, password {inspw}",
        "{name}: the car insurance login is {email} / {inspw} — file the claim for the windscreen please",
        "Insurance\n- Portal: https://my.{domain}\n- Member no.: {member}\n- Password: {inspw}",
        "for the claim upload you need my insurance account: {member} and {inspw}",
        "home insurance online: username {login}, password {inspw}, policy {policy}",
        "dental plan login {email} pw {inspw} (reimbursements go to the joint account)",
        "voicemail transcript: hi it's mum, the insurance website password is {inspw}, the number is {member}, bye love",
    ],
    # brokerage / trading app PINs and passwords
    "brokerage_trading_pin": [
        "Trade Republic PIN: {tradepin}",
        "{name}: the broker app login is {email}, password {tradepw}, trading PIN {tradepin}",
        "depot at the online broker\nuser: {depot}\npassword: {tradepw}\norder PIN: {tradepin}",
        "Robinhood {email} / {tradepw}",
        "to sell the ETF if I'm in hospital: app PIN {tradepin}, login {email} and {tradepw}",
        "brokerage:\n  account: {depot}\n  pin: \"{tradepin}\"\n  password: \"{tradepw}\"",
        "Degiro password {tradepw} (username {login})",
    ],
    # public / university library accounts (card number + PIN), which also unlock e-books and reservations
    "library_account_pin": [
        "library card {libcard}, PIN {libpin}",
        "{name}: to renew the books online, card number {libcard} and the PIN is {libpin}",
        "city library\ncard: {libcard}\nPIN: {libpin}\nLibby uses the same",
        "uni library login {login} / {libpw}",
        "kids' library accounts: Mia {libcard} PIN {libpin}, Leo {libcard2} PIN {libpin2}",
        "the library self-checkout wants the PIN, it's {libpin} (card {libcard})",
        "so for the e-book app it's the card number {libcard} and then the four digits {libpin}",
    ],
    # SFTP logins stored in an app's settings (FileZilla, WinSCP, rclone, editors' deploy plugins)
    "sftp_app_settings": [
        "<Server>\n  <Host>{sftphost}</Host>\n  <Port>22</Port>\n  <Protocol>1</Protocol>\n  <User>{login}</User>\n  <Pass>{sftppw}</Pass>\n</Server>",
        "[Sessions\\{login}@{sftphost}]\nHostName={sftphost}\nUserName={login}\nPassword={sftppw}",
        "{{\n  \"name\": \"production\",\n  \"host\": \"{sftphost}\",\n  \"protocol\": \"sftp\",\n  \"port\": 22,\n  \"username\": \"{login}\",\n  \"password\": \"{sftppw}\",\n  \"remotePath\": \"/var/www\"\n}}",
        "{name}: SFTP for the client site is {sftphost}, user {login}, pass {sftppw}",
        "[{dbname}-sftp]\ntype = sftp\nhost = {sftphost}\nuser = {login}\npass = {sftppw}",
        "sftp://{login}:{sftppw}@{sftphost}/uploads",
        "Cyberduck bookmark: {sftphost}, {login} / {sftppw}",
    ],
}

BENIGN: dict[str, list[str]] = {
    "console_game_login_benign": [
        "my gamertag is {gamer}, add me!",
        "PSN account {email} — password changed on {date} after the phishing mail",
        "Steam\nuser: {gamer}\npass: ••••••••\nSteam Guard: mobile authenticator",
        "order {order}: PS5 digital edition, shipped to {city}",
        "{name}: the Xbox keeps asking for the password, I'll type it in when I'm home",
        "Nintendo friend code SW-{fc}",
    ],
    "streaming_family_login_benign": [
        "Netflix for the whole family: {email} / (ask me)",
        "{name} — Disney+ renewed on {date}, invoice {order}",
        "family group chat:\n[{hh}:{mi}] {name}: what's the HBO password again\n[{hh}:{mi}] me: I'll text you, not here",
        "Spotify Family\nmanager: {email}\nplan: 6 accounts, renews {date}",
        "changed the Netflix password today, the old one stopped working on the TV",
        "streaming: Netflix {email} / <password>",
    ],
    "loyalty_card_pin_benign": [
        "Payback card {cardno} — {points} points",
        "supermarket loyalty: card {cardno} / PIN ****",
        "{name}: the fuel card ending {last4} has {points} points left",
        "Miles&More card {cardno}\nstatus: Frequent Traveller\n(expires {date})",
        "card_number,pin,points\n{cardno},****,{points}",
        "if the self-checkout asks for the club PIN I don't know it, ask {name}",
    ],
    "db_dump_plaintext_pw_benign": [
        "INSERT INTO `users` (`id`,`email`,`password_hash`) VALUES ({id},'{email}','{bcrypt}');",
        "id,username,password_hash,last_login\n{id},{login},{bcrypt},{date}",
        "COPY public.accounts (id, login, created) FROM stdin;\n{id}\t{login}\t{date}\n\\.",
        "found this in the old {dbname} dump: every password was plain text, we reset them all on {date}",
        "sqlite> select * from files;\n{id}|{login}|{sha1}",
        "-- seed for staging\nINSERT INTO admins (email, password) VALUES ('admin@example.com', 'changeme');",
    ],
    "nas_admin_login_benign": [
        "Synology DSM at http://{lanip}:5000 — admin user {login}, password in the password manager",
        "QNAP: https://{lanip}:8080\nQuickConnect ID: {qcid}\nfirmware {ver}",
        "TrueNAS default login is root with the password you set during install",
        "NAS\n  url: https://nas.{domain}\n  user: {login}\n  pass: ${{NAS_PASSWORD}}\n  shares: photos, backup",
        "{name}: the NAS in the cupboard beeps, disk {count} degraded, serial {serial}",
        "unraid {ver} on {lanip}, parity check done, 0 errors",
    ],
    "ev_charging_login_benign": [
        "ChargePoint app: {email} / [see vault]",
        "{name}, the wallbox RFID card is {rfid}, the app login I'll give you in person",
        "charging session {contract}: 34.2 kWh, €{points}.40, {date}",
        "ev.yaml\nprovider: easee\nusername: {email}\npassword: !secret easee_password\ncharger_id: {chargerid}",
        "Tesla account password reset on {date}, nothing else changed",
    ],
    "insurance_portal_login_benign": [
        "health insurance portal: member {member}, password on the note in the drawer",
        "Insurance\n- Portal: https://my.{domain}\n- Member no.: {member}\n- Hotline: +49 800 {last4}",
        "claim {policy} for the windscreen was approved on {date}",
        "{name}: I reset the insurance website password, the letter with the new one comes by post",
        "home insurance: policy {policy}, premium due {date}",
    ],
    "brokerage_trading_pin_benign": [
        "Trade Republic PIN: ****",
        "depot at the online broker\nuser: {depot}\npassword: (in the safe)\norder ref: {order}",
        "{name}: bought {count} shares of the ETF, order {order}, settlement {date}",
        "brokerage:\n  account: {depot}\n  pin: \"<PIN>\"",
        "changed my broker password and the trading PIN today",
    ],
    "library_account_pin_benign": [
        "library card {libcard}, PIN is the usual",
        "{name}: renewed the books online, due back {date}",
        "city library\ncard: {libcard}\nPIN: (the kids know it)\nbranch: {city}",
        "the default library PIN is the last four digits of your birth year, change it at the desk",
        "reservation {order} ready for pickup at {city} branch",
    ],
    "sftp_app_settings_benign": [
        "<Server>\n  <Host>{sftphost}</Host>\n  <Port>22</Port>\n  <Protocol>1</Protocol>\n  <User>{login}</User>\n  <Logontype>2</Logontype>\n</Server>",
        "[Sessions\\{login}@{sftphost}]\nHostName={sftphost}\nUserName={login}\nPublicKeyFile=C:\\Users\\{login}\\.ssh\\id_ed25519.ppk",
        "{{\n  \"name\": \"production\",\n  \"host\": \"{sftphost}\",\n  \"protocol\": \"sftp\",\n  \"username\": \"{login}\",\n  \"privateKeyPath\": \"~/.ssh/id_ed25519\"\n}}",
        "{name}: SFTP host key fingerprint for {sftphost} is SHA256:{fp}",
        "sftp://{login}@{sftphost}/uploads (key auth)",
    ],
}

BENIGN_TWIN = {kind: kind + "_benign" for kind in (*SECRET, "utility_account_login_ml")}
