"""Hand-written templates for the blind34 guard corpus: ISP welcome letters (router admin password, Wi-Fi key, internet
access password), government identity-portal logins, cloud security-camera logins and device verification codes, CMS
admin logins and wp-config secrets, web-hosting control-panel logins, SAP / ERP logons, bookkeeping-app logins,
connected-car app logins and vehicle PINs, online-marketplace seller logins, betting-account logins and withdrawal
PINs, and health-device app logins (glucose sensors, CPAP, insulin pumps).

SECRET and BENIGN map a kind to its templates; every secret kind has a benign twin (BENIGN_TWIN) of the same shape
that keeps the layout and drops the credential: a masked value, a placeholder, a public identifier (customer, seller,
vehicle or device number), a documented default, "the password was changed" or "I'll tell you in person" without the
value. make_blind34.py fills the fields ({{ and }} are literal braces) and resolves every ``⟦a|b|c⟧`` to one of its
alternatives. Secret fields (SECRET_FIELDS in make_blind34.py) hold a credential; benign templates use only benign
fields.
"""

SECRET: dict[str, list[str]] = {
    # the paper letter an internet provider sends with the router: admin password, Wi-Fi key, PPPoE / DSL access data
    "isp_welcome_letter": [
        "Welcome to {isp}!\nCustomer number: {custno}\nYour internet access data\nLogin: {pppuser}\nPassword: {ppppw}\nPlease keep this letter in a safe place.",
        "from the router letter: Wi-Fi {ssid}, key {wifikey}, box password {routerpw}",
        "{isp} Zugangsdaten\nAnschlusskennung: {custno}\nPersönliches Kennwort: {ppppw}\nRouter-Kennwort: {routerpw}",
        "OCR of the sticker sheet that came with the modem:\nSSID: {ssid}\nWPA2 key: {wifikey}\nWeb UI: http://{lanip}\nAdmin password: {routerpw}",
        "{name}, the fibre guy left a letter: PPPoE user {pppuser}, PPPoE password {ppppw}, VLAN 7 — put it in the new router please",
        "| item | value |\n|---|---|\n| Network | {ssid} |\n| Wi-Fi password | {wifikey} |\n| Router login | admin / {routerpw} |",
        "the ISP changed my router, new admin password is {routerpw} and wifi is still {ssid} but the key is now {wifikey}",
        "Subject: Your {isp} activation\n\nDear customer,\nyour line {custno} is active from {date}. Your temporary portal password is {ppppw}; change it at first login.",
        "so the card in the box says network name {ssid}, password {wifikey}, all in capitals I think",
    ],
    # citizen-identity portals: GOV.UK Gateway, login.gov, ID.me, DigiD, myGov, my Social Security, FranceConnect
    "gov_identity_login": [
        "Government Gateway\nUser ID: {gatewayid}\nPassword: {govpw}",
        "{name}: the DigiD for mum is username {login} and password {govpw}, the SMS code goes to my phone",
        "login.gov for the passport renewal: {email} / {govpw}",
        "myGov sign in\nusername: {login}\npassword: {govpw}\nsecret question (first pet): {govanswer}",
        "ID.me account {email}, password {govpw} — I need it to check the unemployment claim",
        "my Social Security account: user {login}, pw {govpw}, it's what I use for the benefit letters",
        "FranceConnect via impots: numéro fiscal {taxref}, mot de passe {govpw}",
        "for the council tax and the Gateway stuff, user ID {gatewayid} and the password is {govpw}, the recovery word is {govanswer}",
    ],
    # Ring / Arlo / Wyze / Eufy / Reolink / Hikvision camera accounts, device admin passwords, verification codes
    "security_camera_cloud_login": [
        "Ring app for the doorbell: {email} / {campw}",
        "Hik-Connect\ndevice serial: {camserial}\nverification code: {camverify}\naccount: {email}\npassword: {campw}",
        "{name}: the baby monitor app is Arlo, log in with {email} and {campw}, the cam is called Nursery",
        "Reolink NVR at {lanip}\nuser: admin\npassword: {campw}",
        "eufy security (garden + drive): {email} pw {campw} — the footage from the 14th is on the HomeBase",
        "the Wyze cam in the shop: account {email}, password {campw}, and the device admin on the local UI is {campw2}",
        "camera verification code for the encrypted stream is now {camverify} (not the one on the label any more, I changed it)",
        "Screenshot: Blink — Sign in\nEmail  {email}\nPassword  {campw}\n[Sign in]",
    ],
    # WordPress / Joomla / Drupal / Ghost / Shopify staff admin logins and wp-config.php secrets
    "cms_admin_login": [
        "wp-admin for the bakery site: https://{site}/wp-admin, user {login}, password {cmspw}",
        "define( 'DB_NAME', '{dbname}' );\ndefine( 'DB_USER', '{login}' );\ndefine( 'DB_PASSWORD', '{cmspw}' );\ndefine( 'DB_HOST', 'localhost' );",
        "{name}: Joomla backend is {site}/administrator, {login} / {cmspw}",
        "Shopify staff account for the shop: {email} / {cmspw} — only change the banner please",
        "define('AUTH_KEY',         '{wpsalt}');\ndefine('SECURE_AUTH_KEY',  '{wpsalt2}');",
        "Ghost admin\nurl: https://{site}/ghost\nemail: {email}\npassword: {cmspw}",
        "the church website login (Drupal) is {login} and {cmspw}, the newsletter plugin is under Extend",
        "Re: website\n\nHi {name}, the WordPress login is {email}, password {cmspw}. The Elementor licence is on the same account.",
    ],
    # cPanel / Plesk / DirectAdmin / Webmin / hosting customer-area logins
    "hosting_panel_login": [
        "cPanel: https://{site}:2083\nuser: {panuser}\npass: {panpw}",
        "{name}, the hosting customer area is customer no. {custno}, password {panpw}, that's where the DNS is",
        "Plesk admin for the VPS at {srvip}: admin / {panpw}",
        "Your new hosting account\n-------------------------\nControl panel: https://{srvip}:2222\nUsername: {panuser}\nPassword: {panpw}\nNameservers: ns1.{site}, ns2.{site}",
        "Webmin on {srvip}:10000, root, {panpw}",
        "hosting (the old one we cancel in March): login {email} / {panpw}",
        "DirectAdmin reseller {panuser} pw {panpw} — the client sites are under it",
        "| panel | url | user | password |\n|---|---|---|---|\n| cPanel | {site}:2083 | {panuser} | {panpw} |",
    ],
    # SAP GUI logons, Oracle EBS, Dynamics, Odoo and other ERP users
    "erp_sap_logon": [
        "SAP logon\nsystem: {sapsid}\nclient: {sapclient}\nuser: {sapuser}\ninitial password: {sappw}",
        "{name}: for the month-end run use {sapuser} in {sapsid}/{sapclient}, password {sappw}, then SE38",
        "ERP test system: {sapsid} client {sapclient}, user {sapuser} pw {sappw}",
        "Odoo admin https://erp.{site} — {email} / {sappw}, master password for the database manager {sappw2}",
        "Dynamics 365 for the warehouse PC: {email} / {sappw}",
        "[SAP]\nSID={sapsid}\nClient={sapclient}\nUser={sapuser}\nPassword={sappw}",
        "the Oracle EBS responsibility is AP Manager, login {sapuser} and {sappw}, don't run the purge",
        "new starter pack: your SAP user is {sapuser}, first password {sappw}, you'll be asked to change it",
    ],
    # QuickBooks / Xero / FreeAgent / lexoffice / sevDesk / DATEV logins shared with a bookkeeper
    "accounting_app_login": [
        "QuickBooks for the shop: {email} / {acctpw}",
        "{name}: Xero login is {email}, password {acctpw}, do the VAT return for Q{quarter}",
        "bookkeeping\n  app: lexoffice\n  user: {email}\n  password: {acctpw}",
        "FreeAgent — {email} — {acctpw} — the bank feed is already connected",
        "the accountant needs into sevDesk, it's {email} and {acctpw}",
        "DATEV Unternehmen online: Benutzer {login}, Passwort {acctpw}, SmartLogin PIN {acctpin}",
        "Wave accounting for the band: login {email} pass {acctpw}, invoices under Sales",
        "MYOB file password is {acctpw} (company file {dbname}.myox)",
    ],
    # MyBMW / FordPass / Mercedes me / We Connect / Bluelink app logins and the vehicle PINs that unlock and start
    "connected_car_app_login": [
        "MyBMW app: {email} / {carpw}",
        "{name}: the Hyundai Bluelink PIN to unlock the car remotely is {carpin}",
        "We Connect\nlogin: {email}\npassword: {carpw}\nS-PIN: {carpin}",
        "FordPass {email} pw {carpw} — the remote start works from the app",
        "Mercedes me account {email}, password {carpw}, the PIN for opening the doors is {carpin}",
        "for the car share weekend: Tesla login {email}, {carpw}, PIN to Drive {carpin}",
        "Kia Connect: username {email}, password {carpw}, vehicle PIN {carpin}, the car is the grey one in the lot",
        "car app (Toyota) for when I'm away: {email} and {carpw}",
    ],
    # Amazon Seller Central / eBay / Etsy / Vinted / Kleinanzeigen / Mercari seller logins
    "marketplace_seller_login": [
        "Seller Central: {email} / {sellpw}",
        "{name}, the Etsy shop login is {email} and the password is {sellpw}, just answer the messages",
        "eBay seller account {shop}\npassword: {sellpw}\n2-step backup code: {sellbackup}",
        "Vinted: {email} pw {sellpw} (my sister's clothes)",
        "Kleinanzeigen Konto: {email}, Passwort {sellpw} — bitte die Anzeigen für das Sofa verlängern",
        "Amazon seller two-step backup codes:\n{sellbackup}\n{sellbackup2}",
        "marketplace logins for the VA\n- Etsy {email} / {sellpw}\n- eBay {shop} / {sellpw2}",
        "Mercari user {shop}, password {sellpw}, ship the orders on Monday",
    ],
    # sportsbook / casino / lottery account logins and withdrawal PINs
    "betting_account_login": [
        "Bet365 {betuser} / {betpw}",
        "{name}: the lottery account is {email}, password {betpw}, check the ticket from Saturday",
        "betting app\nusername: {betuser}\npassword: {betpw}\nwithdrawal PIN: {betpin}",
        "Paddy Power login {betuser} and {betpw} — put a fiver on the game if I forget",
        "the poker site login is {betuser}, pass {betpw}, cashier PIN {betpin}",
        "DraftKings for the fantasy league: {email} / {betpw}",
        "withdrawal PIN for the sportsbook is {betpin}",
        "Betfair exchange: {betuser} pw {betpw}",
    ],
    # LibreLinkUp / Dexcom Follow / ResMed myAir / CareLink / Omnipod / smart-scale app logins
    "health_device_app_login": [
        "LibreLinkUp for following dad's sugar: {email} / {healthpw}",
        "{name}: Dexcom account for the kid's G7 is {email}, password {healthpw}, the follow invite is in my mail",
        "myAir (CPAP) login {email} pw {healthpw}",
        "CareLink\nusername: {login}\npassword: {healthpw}\npump serial: {pumpserial}",
        "Omnipod / Glooko login for the clinic upload: {email} and {healthpw}",
        "the hearing aid app is {email}, {healthpw}, the audiologist can adjust it remotely",
        "smart scale (Withings) for grandma: {email} / {healthpw}, it syncs to the doctor's portal",
        "nurse visit notes: pump app login {login} / {healthpw}; sensor change every 10 days",
    ],
}

BENIGN: dict[str, list[str]] = {
    "isp_welcome_letter_benign": [
        "Welcome to {isp}!\nCustomer number: {custno}\nYour internet access data is in a separate letter for security reasons.",
        "from the router letter: Wi-Fi {ssid}, the key is printed on the sticker under the box",
        "OCR of the sticker sheet that came with the modem:\nSSID: {ssid}\nWeb UI: http://{lanip}\nSerial: {serial}\nFirmware {ver}",
        "| item | value |\n|---|---|\n| Network | {ssid} |\n| Wi-Fi password | ******** |\n| Router login | admin / (see sticker) |",
        "the ISP changed my router, {name} set a new wifi key and won't tell me over chat",
        "{isp} router manual: the default web login is admin / admin, you are asked to change it on first start",
    ],
    "gov_identity_login_benign": [
        "Government Gateway\nUser ID: {gatewayid}\nPassword: (in the password manager)",
        "{name}: the DigiD for mum is set up, she logs in with the app now, no password needed",
        "login.gov for the passport renewal: {email} / ••••••••",
        "myGov: linked Medicare and the tax office on {date}, reference {taxref}",
        "reset my ID.me password today after the lockout, the new one is only in my head",
    ],
    "security_camera_cloud_login_benign": [
        "Ring app for the doorbell: {email} / [hidden]",
        "Hik-Connect\ndevice serial: {camserial}\nverification code: on the label under the camera\naccount: {email}",
        "{name}: the baby monitor app is Arlo, I'll log you in on your phone when you're here",
        "Reolink NVR at {lanip}\nuser: admin\npassword: <set during setup>",
        "eufy clip from the drive saved to the HomeBase on {date}, {count} events",
        "the Wyze cam in the shop went offline, serial {camserial}, firmware {ver}",
    ],
    "cms_admin_login_benign": [
        "wp-admin for the bakery site: https://{site}/wp-admin, user {login}, password in the vault",
        "define( 'DB_NAME', '{dbname}' );\ndefine( 'DB_USER', '{login}' );\ndefine( 'DB_PASSWORD', getenv('WP_DB_PASSWORD') );\ndefine( 'DB_HOST', 'localhost' );",
        "define('AUTH_KEY',         'put your unique phrase here');\ndefine('SECURE_AUTH_KEY',  'put your unique phrase here');",
        "{name}: Joomla backend is {site}/administrator, the admin account is {login}",
        "Ghost admin\nurl: https://{site}/ghost\nemail: {email}\nversion: {ver}",
        "changed the WordPress admin password after the plugin update, told {name} on the phone",
    ],
    "hosting_panel_login_benign": [
        "cPanel: https://{site}:2083\nuser: {panuser}\npass: (sent separately)",
        "{name}, the hosting customer area is customer no. {custno}, DNS is under Domains",
        "Your new hosting account\n-------------------------\nControl panel: https://{srvip}:2222\nUsername: {panuser}\nNameservers: ns1.{site}, ns2.{site}",
        "Webmin on {srvip}:10000, root login disabled, use the sudo user",
        "| panel | url | user | password |\n|---|---|---|---|\n| cPanel | {site}:2083 | {panuser} | ******** |",
    ],
    "erp_sap_logon_benign": [
        "SAP logon\nsystem: {sapsid}\nclient: {sapclient}\nuser: {sapuser}\ninitial password: sent by the helpdesk",
        "{name}: for the month-end run use {sapuser} in {sapsid}/{sapclient}, then SE38 with variant Z_MONTH",
        "[SAP]\nSID={sapsid}\nClient={sapclient}\nUser={sapuser}\nSNC=on",
        "Odoo {ver} at https://erp.{site}, the admin is {email}, reset link expires in 24 h",
        "new starter pack: your SAP user is {sapuser}, the first password comes in a sealed envelope",
    ],
    "accounting_app_login_benign": [
        "QuickBooks for the shop: {email} / <password>",
        "{name}: invited you to Xero as adviser, set your own password from the email",
        "bookkeeping\n  app: lexoffice\n  user: {email}\n  password: ${{LEXOFFICE_PASSWORD}}",
        "VAT return Q{quarter} filed on {date}, reference {taxref}",
        "MYOB company file {dbname}.myox is on the shared drive, the password didn't change",
    ],
    "connected_car_app_login_benign": [
        "MyBMW app: {email} / (ask me)",
        "{name}: the Hyundai Bluelink PIN is the same one as before, I'm not writing it here",
        "We Connect\nlogin: {email}\nvehicle: {vin}\nS-PIN: set at the dealer",
        "car serviced on {date}, VIN {vin}, {count} recalls done",
        "Tesla: I added you as a driver, log in with your own account",
    ],
    "marketplace_seller_login_benign": [
        "Seller Central: {email} / xxxxxxxx",
        "{name}, the Etsy shop is {shop}, I'll add you as a shop member",
        "eBay seller account {shop}\nfeedback: {points} (99.{count} % positive)\n2-step: authenticator app",
        "Amazon seller ID {sellerid}, marketplace DE, order {order} shipped",
        "Vinted: sold {count} items, payout on {date}",
    ],
    "betting_account_login_benign": [
        "Bet365 {betuser} / ****",
        "{name}: the lottery ticket from Saturday is {ticket}, drawn on {date}",
        "betting app\nusername: {betuser}\ndeposit limit: €{points} a month\nself-exclusion: off",
        "withdrawal PIN for the sportsbook: I changed it, not writing it down",
        "bet slip {ticket}: {count} legs, odds 4.{count}0",
    ],
    "health_device_app_login_benign": [
        "LibreLinkUp for following dad's sugar: {email} / (the usual)",
        "{name}: Dexcom follow invite sent to {email}, accept it in the app",
        "CareLink\nusername: {login}\npump serial: {pumpserial}\nlast upload: {date}",
        "sensor {pumpserial} replaced on {date}, time in range {count}0 % this week",
        "myAir (CPAP): {count} h last night, mask seal good, login on my phone",
    ],
}

BENIGN_TWIN = {kind: kind + "_benign" for kind in (*SECRET, "webmail_account_login_ml")}
