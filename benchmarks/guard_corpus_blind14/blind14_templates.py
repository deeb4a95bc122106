"""Hand-written templates for the blind14 corpus (``kind|lang|text`` a line; ``\\n`` is a line break).

Fields in braces are filled by make_blind14.py with seeded values. Written by hand for each language; nothing here
was machine translated.
"""

BENIGN_KINDS = {
    "price",
    "recipe",
    "schedule",
    "sports_stat",
    "address",
    "phone",
    "order_ref",
    "tracking",
    "booking_ref",
    "version",
    "measurement",
    "math",
    "chess",
    "pin_policy",
    "masked",
    "placeholder",
    "postal_code",
    "error_code",
    "promo_code",
    "example_password",
    "hash_checksum",
    "room_seat",
    "code_homonym",
    "date_time",
    "score",
}

TEMPLATES = r"""
# ---------------------------------------------------------------- secrets: PINs and codes
pin_card|en|my debit card pin is {pin4}, don't let me forget it again
pin_card|en|note to self: Barclays card PIN {pin4} (the new one, old one was cancelled)
pin_card|de|EC-Karte neue PIN: {pin4} – alte Karte ist zerschnitten
pin_card|fr|code CB de maman : {pin4}, elle me l'a dit au tel
pin_card|es|el pin de la tarjeta del Santander es {pin4} ojo
pin_card|it|pin bancomat {pin4} (quello nuovo di Intesa)
pin_card|pt|senha do cartão do Nubank: {pin4}
pin_card|pl|pin do karty mbank {pin4} nie zapomnij
pin_card|nl|pincode bankpas ING: {pin4}
pin_card|tr|kartın şifresi {pin4} unutma bunu
pin_card|ru|пин от карты сбера {pin4}
pin_card|hi|ATM ka pin {pin4} hai, papa wala card
pin_card|sv|pinkod till bankkortet: {pin4}
pin_card|fi|pankkikortin PIN-koodi on {pin4}
pin_card|ro|pinul cardului BT este {pin4}
pin_card|el|το pin της κάρτας είναι {pin4}
pin_card|vi|mã pin thẻ vietcombank {pin4} nha
pin_card|id|pin atm bca aku {pin4}
pin_card|ja|キャッシュカードの暗証番号は{pin4}
pin_card|ko|체크카드 비번 {pin4} 잊지마
pin_card|zh|银行卡密码 {pin6} 别告诉别人
pin_card|ar|الرقم السري لبطاقة الصراف {pin4}
pin_card|he|הקוד של הכרטיס אשראי {pin4}
pin_card|sw|namba ya siri ya kadi ya CRDB ni {pin4}
pin_phone|en|phone unlock pin is {pin6} if you need to get into it
pin_phone|hu|a telefonom feloldó kódja {pin6}
pin_phone|cs|kód na odemčení mobilu je {pin6}
sim_puk|en|SIM PUK for the Vodafone card: {puk} (PIN {pin4})
sim_puk|de|PUK von der O2-Karte: {puk}
sim_puk|it|PUK della sim Iliad {puk}, pin {pin4}
door_code|en|front door keypad code is {door}
door_code|en|Airbnb check-in: the lockbox is on the left, door code {door}, wifi in the welcome book
door_code|de|Haustür Code {door} (Hinterhaus, 2. OG)
door_code|fr|digicode de l'immeuble : {door}, puis 2e étage gauche
door_code|es|el código del portal es {door}
door_code|it|codice portone {door}, citofono Rossi
door_code|pt|código da porta do prédio {door}
door_code|pl|kod do domofonu {door} klatka B
door_code|cs|kód od vchodu je {door}
door_code|sk|kód na dvere {door}
door_code|hr|šifra za ulaz u zgradu {door}
door_code|sl|koda za vhodna vrata {door}
door_code|bg|кодът на входа е {door}
door_code|uk|код домофону {door}
door_code|da|koden til opgangen er {door}
door_code|nb|koden på døra er {door}
door_code|et|ukse kood on {door}
door_code|lv|durvju kods {door}
door_code|lt|laiptinės kodas {door}
door_code|is|hurðarkóðinn er {door}
door_code|ga|cód an dorais: {door}
door_code|cy|cod y drws ffrynt {door}
door_code|mt|il-kodiċi tal-bieb {door}
door_code|lb|Code fir d'Dier ass {door}
gate_code|en|gate code at the allotment is {door}, the padlock on the shed is {combo}
gate_code|es|codigo de la verja de la urbanizacion {door}
gate_code|af|die hek se kode is {door}
gate_code|zu|ikhodi yesango ngu {door}
gate_code|pt|portão da garagem: {door}
alarm_code|en|house alarm: disarm with {pin4} then press OFF
alarm_code|de|Alarmanlage scharf/unscharf: {pin4}
alarm_code|nl|alarmcode kantoor {pin4} (niet doorgeven aan schoonmaakbedrijf)
alarm_code|fr|code alarme maison {pin4}
alarm_code|ca|el codi de l'alarma és {pin4}
alarm_code|eu|alarmaren kodea {pin4} da
locker_code|en|InPost parcel locker pickup code {pin6}, machine at the Tesco car park
locker_code|pl|kod odbioru paczkomat {pin6} ważny do jutra
locker_code|de|Packstation Abholcode {pin6}, Nr. {n3}
locker_code|cs|výdejní kód Z-BOX {pin6}
locker_code|hu|Foxpost csomagautomata nyitókód {pin6}
locker_code|fi|pakettiautomaatin noutokoodi {pin6}
locker_code|en|gym locker combo {combo}
locker_code|es|combinación de la taquilla del gimnasio {combo}
keysafe_code|en|key safe by the back door, code {pin4}, put the key back after
keysafe_code|en|mum's keysafe (for the carers): {pin4}
keysafe_code|de|Schlüsseltresor am Zaun: {pin4}
keysafe_code|it|cassetta portachiavi codice {pin4}
hotel_safe|en|hotel room safe set to {pin4}, passports inside
hotel_safe|es|caja fuerte del hotel: {pin4}
hotel_safe|tr|otel odasındaki kasanın şifresi {pin4}
hotel_safe|th|รหัสตู้เซฟในห้องพัก {pin4}
hotel_safe|el|κωδικός χρηματοκιβωτίου δωματίου {pin4}
car_keyless|en|Ford keyless entry keypad code {pin5} (the one on the driver door pillar)
car_keyless|en|car rental: lockbox on the windscreen, code {pin4}
car_keyless|de|Tür-Keypad am Auto: Code {pin5}
car_keyless|sv|bilens dörrkod {pin5}
school_portal|en|school portal login for Maya: user {user} password {pw}
school_portal|en|ParentPay: {user} / {pw}
school_portal|pl|librus dziecka login {user} hasło {pw}
school_portal|fr|pronote de Léa : identifiant {user} mdp {pw}
school_portal|nl|magister account van Daan: {user} ww {pw}
pharmacy_pickup|en|pharmacy pickup locker code {pin6}, prescription ready at Boots
pharmacy_pickup|de|Apotheke Abholfach Code {pin6}
pharmacy_pickup|es|código para recoger en la farmacia: {pin6}
bank_phone_passcode|en|telephone banking passcode {pin6} and memorable word {memword}
bank_phone_passcode|en|when you ring Nationwide they ask for the security number: {pin6}
bank_phone_passcode|de|Telefon-PIN fürs Telebanking: {pin5}
bank_phone_passcode|nl|telefonische code bij de bank {pin5}
mobile_money_pin|sw|pin ya M-Pesa ni {pin4} usimwambie mtu
mobile_money_pin|tl|gcash mpin ko {pin4}
mobile_money_pin|bn|বিকাশ পিন {pin5}
mobile_money_pin|hi|UPI pin {pin6} hai phonepe ka
mobile_money_pin|yo|pin MTN MoMo mi ni {pin4}
mobile_money_pin|ha|lambar sirri ta Opay {pin4}
code_native|fa|رمز کارت بانک ملی {pin4}
code_native|ur|اے ٹی ایم کا پن {pin4}
code_native|ta|ஏடிஎம் பின் {pin4}
code_native|te|ఏటీఎం పిన్ {pin4}
code_native|mr|एटीएम पिन {pin4} आहे
code_native|ne|एटीएमको पिन {pin4}
code_native|si|ATM පින් අංකය {pin4}
code_native|km|លេខកូដ ATM {pin4}
code_native|my|ATM ပင်နံပါတ် {pin4}
code_native|lo|ລະຫັດ ATM {pin4}
code_native|am|የኤቲኤም ሚስጥር ቁጥር {pin4}
code_native|ka|ბარათის პინ კოდი {pin4}
code_native|hy|քարտի պին կոդը {pin4}
code_native|az|kartın pin kodu {pin4}
code_native|kk|картаның пин коды {pin4}
code_native|uz|karta pin kodi {pin4}
code_native|mn|картын пин код {pin4}
code_native|sq|kodi pin i kartës {pin4}
code_native|mk|пин на картичката {pin4}
code_native|sr|šifra za karticu {pin4}
code_native|bs|pin od kartice {pin4}
code_native|ms|nombor pin kad ATM {pin4}
code_native|gl|o pin da tarxeta é {pin4}
code_native|yue|張卡嘅密碼係 {pin6}
code_native|zh-Hant|提款卡密碼 {pin6}
# ---------------------------------------------------------------- secrets: Wi-Fi, passwords
wifi_ssid_pass|en|wifi: {ssid} / pw {wifikey}
wifi_ssid_pass|en|Network name {ssid}\nPassword {wifikey}
wifi_ssid_pass|de|WLAN {ssid} Kennwort {wifikey}
wifi_ssid_pass|fr|wifi de la maison : {ssid}, clé {wifikey}
wifi_ssid_pass|es|la clave del wifi ({ssid}) es {wifikey}
wifi_ssid_pass|it|password wifi {ssid}: {wifikey}
wifi_ssid_pass|pt|senha do wifi {ssid} é {wifikey}
wifi_ssid_pass|pl|hasło do wifi w domku: {wifikey} (sieć {ssid})
wifi_ssid_pass|ko|와이파이 {ssid} 비번 {wifikey}
wifi_ssid_pass|ja|Wi-Fi {ssid} パスワード {wifikey}
wifi_ssid_pass|zh|WiFi {ssid} 密码 {wifikey}
wifi_ssid_pass|tr|wifi şifresi {wifikey} ağ adı {ssid}
wifi_ssid_pass|vi|pass wifi {ssid}: {wifikey}
wifi_ssid_pass|en|WIFI:T:WPA;S:{ssid};P:{wifikey};;
wifi_ssid_pass|ar|باسورد الواي فاي {wifikey}
password_chat|en|hey can u log into my netflix, pw is {pw}
password_chat|en|[09:14] Sam: what's the password for the shared drive?\n[09:15] Alex: {pw}
password_chat|en|[21:02] me: amazon login is {user}@gmail.com\n[21:02] me: and the password, hang on\n[21:03] me: {pw}
password_chat|en|ok so the pass for the printer admin page is {pw} lol dont change it
password_chat|de|Passwort für den Steam Account: {pw}
password_chat|fr|mdp de la box : {pw}
password_chat|es|contraseña del correo del trabajo {pw}
password_chat|it|la password di instagram è {pw}
password_chat|pt|a senha do email é {pw} viu
password_chat|pl|hasło do allegro {pw}
password_chat|hi|bhai insta ka password {pw} hai
password_chat|id|pw ig aku {pw} jgn diganti ya
password_chat|tl|password ng fb ko {pw}
password_chat|ru|пароль от госуслуг {pw}
password_chat|uk|пароль від дії {pw}
password_chat|ko|넷플 비번 {pw} 바꾸지 마
password_chat|ja|アマゾンのパスワードは {pw} です
password_chat|zh|淘宝账号密码 {pw}
password_chat|th|รหัสผ่านเฟซบุ๊ก {pw}
password_chat|nl|wachtwoord van de router is {pw}
password_chat|sv|lösenordet till mejlen är {pw}
password_chat|hr|lozinka za e-građane {pw}
password_chat|hu|a jelszó a netbankhoz {pw}
password_chat|ro|parola de la emag {pw}
password_chat|el|ο κωδικός του gmail είναι {pw}
password_chat|he|הסיסמה לג'ימייל {pw}
password_chat|fa|رمز عبور اینستاگرام {pw}
password_chat|sw|nenosiri la email yangu ni {pw}
password_chat|ms|kata laluan maybank2u {pw}
password_chat|bg|паролата за фейсбук е {pw}
password_chat|da|adgangskoden til netbank er {pw}
password_split|en|Jo: user is {user}\nJo: password in the next msg\nJo: {pw}
password_split|es|Mamá: usuario {user}\nMamá: y la contraseña {pw}
password_split|de|Papa: Benutzer {user}\nPapa: Kennwort kommt gleich\nPapa: {pw}
password_split|pt|[10:02] Bia: login {user}\n[10:02] Bia: senha {pw}
password_form|en|Site: {domain}\nUsername: {user}\nPassword: {pw}
password_form|en|| site | user | password |\n|---|---|---|\n| {domain} | {user} | {pw} |
password_form|en|site,username,password\n{domain},{user},{pw}
password_form|en|{"service": "{domain}", "login": "{user}", "password": "{pw}"}
password_form|en|accounts:\n  - site: {domain}\n    user: {user}\n    password: "{pw}"
password_form|fr|Site : {domain}\nIdentifiant : {user}\nMot de passe : {pw}
password_form|de|Zugang {domain}\nBenutzer: {user}\nPasswort: {pw}
password_form|cs|přihlášení {domain}: {user} / heslo {pw}
password_form|sk|heslo do {domain}: {pw}
password_form|sl|geslo za {domain}: {pw}
password_form|fi|salasana {domain}: {pw}
password_form|et|parool {domain} kontole: {pw}
password_form|lt|slaptažodis {domain}: {pw}
password_form|lv|parole {domain}: {pw}
password_form|is|lykilorð {domain}: {pw}
password_form|ka|პაროლი {domain}: {pw}
password_form|hy|գաղտնաբառը {domain}՝ {pw}
router_admin|en|router admin http://192.168.1.1 login admin / {pw}
router_admin|de|FRITZ!Box Kennwort (fritz.box): {pw}
email_signature|en|Thanks,\nDana Kowalski\nOps Lead | {domain}\nvpn: dkowalski / {pw}
email_signature|en|Best,\nR.\n--\nSent from my phone. shared mailbox pass {pw}
voice_transcript|en|okay so the pin is {p4words}, got it? {p4words}
voice_transcript|en|uh the door code is, um, {p4words} and then hash
voice_transcript|en|[voice memo] the verification code they just texted me is {p6words}
voice_transcript|en|transcript: "...bank said my telephone passcode is {p6words}, write that down"
security_answer|en|security question: mother's maiden name = {name}
security_answer|en|first pet (for the bank security q): {pet}
security_answer|en|memorable word for Halifax: {memword}
security_answer|en|secret answer for "city you were born in": {place}
security_answer|de|Sicherheitsfrage Lieblingshaustier: {pet}
security_answer|fr|question secrète nom de jeune fille de ma mère : {name}
security_answer|es|pregunta de seguridad (primera mascota): {pet}
security_answer|pt|resposta secreta: {pet}
security_answer|it|domanda di sicurezza, cognome da nubile di mia madre: {name}
security_answer|pl|pytanie pomocnicze: imię pierwszego psa = {pet}
# ---------------------------------------------------------------- secrets: one-time and recovery codes
otp_live|en|the code they just sent is {otp}, quick type it in
otp_live|en|G-{otp} is your Google verification code
otp_live|en|[14:32] me: got the 2fa code\n[14:32] me: {otp_sp}
otp_live|es|me llegó el código {otp}, ponlo ya
otp_live|pt|o código que chegou agora é {otp}
otp_live|tr|kod geldi {otp} hemen yaz
otp_live|vi|mã otp {otp} nhập liền đi
otp_live|hi|otp aaya hai {otp} jaldi bata
otp_live|ar|وصلني كود التحقق {otp}
otp_live|id|kode otp nya {otp} buruan
otp_live|ru|код из смс {otp}
otp_live|de|Bestätigungscode gerade bekommen: {otp}
otp_live|ko|인증번호 {otp} 지금 왔어
recovery_codes|en|GitHub recovery codes (keep safe):\n{reco}
recovery_codes|en|google backup codes: {reco8}
recovery_codes|de|Wiederherstellungscodes Microsoft-Konto: {reco}
recovery_codes|es|códigos de respaldo 2FA: {reco8}
# ---------------------------------------------------------------- secrets: keys, tokens, URLs
api_key_prefixed|en|stripe live key: {sk_live}
api_key_prefixed|en|restricted key for the webhook job {rk_live}
api_key_prefixed|en|GH token for CI: {ghp}
api_key_prefixed|en|gitlab deploy token {glpat}
api_key_prefixed|en|slack bot token {xoxb}
api_key_prefixed|en|OPENAI key {skproj}
api_key_prefixed|en|anthropic api key: {skant}
api_key_prefixed|en|hf token {hf} (write access)
api_key_prefixed|en|npm publish token {npm}
api_key_prefixed|en|sendgrid: {sg}
api_key_prefixed|de|Telegram-Bot-Token: {tg}
api_key_prefixed|pl|klucz do gemini {aiza}
api_key_bare|en|Mailchimp API key {hex32}-us14
api_key_bare|en|datadog api key {hex32}
api_key_bare|en|the weather API key for the dashboard is {b24}
api_key_bare|en|Algolia admin key: {hex32}
api_key_bare|fr|clé API DeepL : {hex32}:fx
api_key_bare|es|access token de mercado pago {b40}
api_key_bare|ja|APIキー（社内ツール）{b40}
api_key_bare|pt|token da API do Melhor Envio: {b40}
url_token|en|password reset link: https://{domain}/reset?token={tok}
url_token|en|magic login https://{domain}/auth/magic?t={tok}
url_token|en|invite link for the admin panel https://{domain}/invite/{tok}
url_token|de|Freigabelink mit Zugriff: https://{domain}/share?access_token={tok}
webhook_url|en|slack webhook https://hooks.slack.com/services/{slackpath}
webhook_url|en|discord alerts webhook: https://discord.com/api/webhooks/{discord}
webhook_url|es|webhook de slack del equipo https://hooks.slack.com/services/{slackpath}
basic_auth_url|en|staging: https://{user}:{dbpw}@{domain}/admin
conn_string|en|prod db postgres://app:{dbpw}@{host}:5432/orders
conn_string|en|mongodb+srv://{user}:{dbpw}@{host}/shop?retryWrites=true
conn_string|en|Server={host};Database=crm;User Id=sa;Password={dbpw};
conn_string|de|Redis: redis://default:{dbpw}@{host}:6379
conn_string|en|db:\n  host: {host}\n  user: app\n  password: {dbpw}
cloud_credentials|en|aws keys for the backup user\naccess key {akia}\nsecret {awssec}
cloud_credentials|en|[default]\naws_access_key_id = {akia}\naws_secret_access_key = {awssec}
cloud_credentials|es|credenciales AWS: {akia} / {awssec}
# ---------------------------------------------------------------- secrets inside journal entries
journal_secret|en|Tuesday. Rained all day, took the bus to Mum's. Her new alarm code is {pin4}, she wrote it on a post-it so I told her to bin it and I'd keep it here. Made soup, watched the match.
journal_secret|en|Long day. Finally set up the new laptop; the disk encryption password is {pw} — don't lose this. Also booked the dentist for next week.
journal_secret|de|Heute endlich umgezogen. Briefkastenschlüssel fehlt noch, der Code für die Haustür ist {door}. Abends Pizza mit Jana.
journal_secret|es|Hoy fue un día largo. El casero por fin me pasó el código de la cerradura: {door}. Mañana compro cortinas.
journal_secret|fr|Journée calme. J'ai changé le code du cadenas du vélo : {combo}. Ce soir, lasagnes.
journal_secret|it|Giornata pesante. Il nuovo pin della carta è {pin4}, l'altro era bloccato. Stasera calcetto.
# ================================================================ benign
price|en|two pizzas for {price} on Tuesdays, combo deal with 1.5 l coke
price|de|Angebot: 3 für 2, Stück {price} €
price|fr|le menu du midi est à {price} €, café compris
price|es|la entrada cuesta {price} euros por persona
price|ja|ランチセット {n3}円 税込
price|pl|rachunek za prąd {price} zł do zapłaty do {date}
price|sw|bei ya sukari ni shilingi {n3} kwa kilo
recipe|en|pancakes: 200 g flour, 2 eggs, 300 ml milk, pinch of salt; pan at 180 °C, {n2} minutes total
recipe|it|ragù: {qty} g di macinato, 1 cipolla, 2 carote, cuocere {n2} minuti
recipe|ko|김치찌개: 김치 {n3}g, 돼지고기 200g, 물 500ml, 20분 끓이기
recipe|tr|mercimek çorbası: 1 su bardağı mercimek, {n2} dakika pişir
recipe|vi|phở: 2 kg xương bò, hầm {n2} tiếng, 1 củ gừng nướng
schedule|en|Mon 9:00 standup, 11:30 dentist, {time} pick up kids
schedule|de|Zug nach Köln um {time}, Gleis {n2}
schedule|nl|trein van {time} naar Utrecht, spoor {n2}
schedule|hi|kal {time} baje meeting hai, room {room}
schedule|id|jadwal les piano hari Kamis jam {time}
sports_stat|en|Haaland: {n2} goals in {n3} minutes this season
sports_stat|es|el Betis ganó {score}, gol en el minuto {n2}
sports_stat|pt|Flamengo {score} Palmeiras, público de {qty} mil
sports_stat|en|my 5k time today {n2}:{n2}, avg HR {n3}
score|en|quiz night: we got {n2} out of 50, came 3rd
score|fr|score final {score}, prolongations
score|ar|النتيجة {score} في الشوط الثاني
address|en|new address: Flat {n2}, {n3} Harbour Road, Leith EH6 {n2}QT
address|de|Lieferadresse: Bergstraße {n2}, {postcode} Leipzig
address|it|via Garibaldi {n2}, {postcode} Torino
address|pt|Rua das Flores {n3}, apto {n2}, CEP {postcode}-{n3}
phone|en|plumber Dave {phone}
phone|de|Praxis Dr. Weber Tel. {phone}
phone|es|el teléfono del taller es {phone}
phone|ja|歯医者の電話番号 {phone}
order_ref|en|Amazon order #{order}, arrives Thursday
order_ref|de|Bestellnummer {order} – Rücksendung bis {date}
order_ref|ja|注文番号 {order} 明日届く
order_ref|ko|주문번호 {order} 배송중
order_ref|ar|رقم الطلب {order}
tracking|en|DHL tracking {track}
tracking|pl|numer przesyłki {order} – InPost, w drodze
tracking|fr|numéro de suivi colissimo 6A{order}
booking_ref|en|flight booking ref {booking}, seat {seat}
booking_ref|es|localizador de la reserva {booking}
booking_ref|sv|bokningsnummer {booking} för hotellet
version|en|upgraded node to {ver}, python still on 3.12
version|de|Firmware {ver} installiert, Router läuft
measurement|en|living room is {km} x {n2} m, ceiling 2.4 m
measurement|fi|juoksin tänään {km} km
measurement|ro|copilul are {n2} kg și {n3} cm
math|en|homework: {n3} × {n2} = ? then divide by 4
math|hu|házi feladat: {n3} + {n3} - {n2}
chess|en|1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 — Ruy Lopez, lost in {n2} moves
chess|ru|партия: 1. d4 d5 2. c4 e6 3. Nc3 Nf6, сдался на {n2}-м ходу
pin_policy|en|bank reminder: we will never ask for your PIN or full password over the phone
pin_policy|en|the door code gets texted the day before check-in, ask host if it doesn't arrive
pin_policy|de|Bitte PIN niemals weitergeben, auch nicht an Mitarbeiter der Bank
pin_policy|fr|ne jamais communiquer son code confidentiel, même à un conseiller
pin_policy|es|el código de verificación caduca en {n2} minutos
pin_policy|ko|인증번호는 3분 후 만료됩니다
pin_policy|ja|暗証番号は他人に教えないでください
pin_policy|sw|usimpe mtu yeyote namba yako ya siri
pin_policy|en|IT policy: passwords at least 14 characters, rotate every {n2} days
masked|en|card ending in {last4}, exp on file
masked|en|password: ******** (stored in 1Password)
masked|en|api key sk_live_••••{last4} (rotated)
masked|de|IBAN DE** **** **** **** **{last4}
masked|es|tarjeta terminada en {last4}
masked|en|token: [REDACTED]
placeholder|en|connection string format: postgres://USER:PASSWORD@HOST:5432/DB
placeholder|en|export API_KEY=<your-key-here>
placeholder|en|set password: "$DB_PASSWORD" in the compose file, never inline
placeholder|de|Passwort: <hier eintragen>
postal_code|en|send it to the PO box, postcode {postcode}
postal_code|id|kode pos rumah nenek {postcode}
postal_code|pt|CEP do escritório {postcode}-{n3}
postal_code|ru|индекс {postcode}{n2}
error_code|en|printer shows error {err} again
error_code|en|windows update failed with 0x{commit}
error_code|de|Fehlercode {err} beim Login, später nochmal
error_code|tr|hata kodu {err} çıktı
promo_code|en|public promo code {promo} gives 15% off at checkout (from their newsletter)
promo_code|es|código de descuento {promo} en la web, válido para todos
promo_code|pl|kod rabatowy {promo} z gazetki
example_password|en|docs example: a strong password looks like "correct-horse-battery-staple" (don't use this one)
example_password|en|tutorial uses admin/admin as the example login for the local demo container
example_password|de|Beispiel aus der Doku: Passwort "Muster123!" – nur zur Veranschaulichung
hash_checksum|en|sha256 of the iso: {sha}
hash_checksum|en|fixed in commit {commit}, see PR {n3}
hash_checksum|de|Prüfsumme (SHA-256) der Datei: {sha}
room_seat|en|hotel room {room}, breakfast 7-10
room_seat|en|train coach {n2}, seat {seat}
room_seat|fr|salle {room} pour la réunion de {time}
room_seat|ja|部屋番号 {room}
code_homonym|hr|šifra artikla {order} — vratiti u dućan
code_homonym|ja|郵便番号 {postcode}
code_homonym|ko|우편번호 {postcode}
code_homonym|de|Artikelnummer {order}, Größe M
code_homonym|it|codice fiscale lo chiede il commercialista, codice cliente {order}
date_time|en|dentist {date} at {time}
date_time|pl|wizyta u lekarza {date} o {time}
date_time|th|นัดหมอวันที่ {date} เวลา {time}
date_time|uk|зустріч {date} о {time}
date_time|he|תור לרופא ב-{date} בשעה {time}
"""

SEED_PROSE = {
    "en": ["my wallet recovery phrase is", "metamask seed (write on paper!!):", "backup words for the ledger:"],
    "fr": ["phrase de récupération du portefeuille :"],
    "es": ["frase semilla de la wallet:"],
    "it": ["frase di recupero del wallet:"],
    "pt": ["frase de recuperação da carteira:"],
    "cs": ["obnovovací fráze peněženky:"],
    "ja": ["ウォレットの復元フレーズ："],
    "ko": ["지갑 복구 문구:"],
    "zh": ["钱包助记词："],
    "zh-Hant": ["錢包助記詞："],
}
SEED_HEAD = {
    "en": ["Trezor backup card", "seed words", "recovery sheet (do not photograph)"],
    "fr": ["mots de récupération"],
    "es": ["palabras de recuperación"],
    "it": ["parole del seed"],
    "pt": ["palavras da seed"],
    "cs": ["slova pro obnovu"],
    "ja": ["リカバリーワード"],
    "ko": ["복구 단어"],
    "zh": ["助记词"],
    "zh-Hant": ["助記詞"],
}
SEED_CHAT = [("[22:10] me:", "[22:11] me:"), ("Tom:", "Tom:"), ("msg 1/2:", "msg 2/2:")]

CARD_TEMPLATES = [
    ("card {card} exp {exp} cvc {cvc}", "en"),
    ("Name: {name}\\nCard number: {card}\\nExpiry: {exp}\\nCVV: {cvc}", "en"),
    ("use my visa for the booking: {card}, {exp}, security code {cvc}", "en"),
    ("Kreditkarte {card} gültig bis {exp} Prüfnummer {cvc}", "de"),
    ("carte bleue {card} exp {exp} cryptogramme {cvc}", "fr"),
    ("tarjeta {card} vence {exp} cvv {cvc}", "es"),
    ("cartão {card} validade {exp} cvv {cvc}", "pt"),
    ("karta {card} ważna do {exp} cvc {cvc}", "pl"),
    ("| number | exp | cvc |\\n|---|---|---|\\n| {card} | {exp} | {cvc} |", "en"),
    ("カード番号 {card} 有効期限 {exp} セキュリティコード {cvc}", "ja"),
    ("kart numarası {card} son kullanma {exp} cvv {cvc}", "tr"),
]
TEST_CARD_TEMPLATES = [
    ("Stripe test card for the checkout demo: {card}, any future date, any CVC", "en"),
    ("documented sandbox test number {card} (exp {exp}) — it is a test card, never charged", "en"),
    ("Testkarte aus der Stripe-Doku: {card}", "de"),
    ("tarjeta de prueba de la documentación: {card}", "es"),
]
IBAN_TEMPLATES = [
    ("for the gift, send to {name}, IBAN {iban}", "en"),
    ("Bitte überweisen an {name}, IBAN {iban}, Betrag {price} €", "de"),
    ("pour le loyer, virement sur l'IBAN {iban} ({name})", "fr"),
    ("para la cuota del club: IBAN {iban}", "es"),
    ("przelew za obóz na konto {iban}", "pl"),
    ("rekeningnummer voor de bijdrage: {iban}", "nl"),
    ("IBAN per la quota: {iban}", "it"),
]
JWT_TEMPLATES = [
    ("bearer token for the admin API: {jwt}", "en"),
    ("Authorization: Bearer {jwt}", "en"),
    ("token de sesión que sacamos del navegador {jwt}", "es"),
    ("JWT vom Staging-Login: {jwt}", "de"),
    ('{{"access_token": "{jwt}", "token_type": "bearer"}}', "en"),
]
KEY_LEAD = {
    "en": "deploy key for the server:",
    "de": "privater Schlüssel für den Server:",
    "es": "clave privada:",
    "pl": "klucz prywatny do serwera:",
    "ja": "サーバーの秘密鍵",
    "pt": "chave privada do servidor:",
    "fr": "clé privée du serveur :",
    "it": "chiave privata:",
    "nl": "privésleutel van de server:",
    "ko": "서버 개인 키",
    "tr": "sunucu özel anahtarı:",
}
PUBKEY_LEAD = {
    "en": "public key to add to authorized_keys:",
    "de": "öffentlicher Schlüssel:",
    "es": "clave pública (se puede compartir):",
    "pl": "klucz publiczny:",
    "ja": "公開鍵",
    "pt": "chave pública:",
    "fr": "clé publique :",
    "it": "chiave pubblica:",
    "nl": "publieke sleutel:",
    "ko": "공개 키",
    "tr": "açık anahtar:",
}
ENV_LEAD = [("# .env for prod", "en"), (".env (Produktion)", "de"), ("archivo .env del servidor", "es")]
WALLET_TEMPLATES = [
    ("ETH wallet private key {wallet}", "en"),
    ("metamask exported key: {wallet}", "en"),
    ("klucz prywatny portfela {wallet}", "pl"),
    ("chave privada da carteira {wallet}", "pt"),
]

BIP_EN_GROCERY = [
    "apple",
    "banana",
    "bread",
    "butter",
    "cheese",
    "coffee",
    "milk",
    "sugar",
    "salt",
    "rice",
    "bean",
    "egg",
    "lemon",
    "orange",
    "potato",
    "tomato",
    "onion",
    "garlic",
    "honey",
    "olive",
    "pepper",
    "salad",
    "soup",
    "juice",
    "cereal",
    "chicken",
    "beef",
    "fish",
    "pizza",
    "water",
    "wine",
    "cream",
    "cabbage",
    "carrot",
    "celery",
    "melon",
    "mushroom",
    "noodle",
    "peanut",
    "oyster",
    "spice",
]
BIP_EN_PACKING = [
    "jacket",
    "shoe",
    "sock",
    "scarf",
    "glove",
    "umbrella",
    "camera",
    "charger",
    "book",
    "pillow",
    "blanket",
    "towel",
    "soap",
    "tent",
    "lamp",
    "map",
    "ticket",
    "wallet",
    "phone",
    "bag",
    "boot",
    "sweater",
    "shirt",
    "swim",
    "sun",
    "hat",
    "ring",
    "pen",
    "paper",
    "cable",
]
LISTS = [
    ("grocery_list", "en", BIP_EN_GROCERY, 70),
    ("packing_list", "en", BIP_EN_PACKING, 50),
    (
        "todo_list",
        "en",
        [
            "call plumber",
            "pay rent",
            "book MOT",
            "return parcel",
            "water plants",
            "email Sara",
            "renew passport",
            "buy stamps",
            "fix bike",
            "clean oven",
            "vacuum stairs",
            "defrost freezer",
            "order contacts",
            "cancel gym",
            "pick up dry cleaning",
        ],
        30,
    ),
    (
        "grocery_list",
        "de",
        [
            "Brot",
            "Milch",
            "Eier",
            "Butter",
            "Käse",
            "Äpfel",
            "Kartoffeln",
            "Zwiebeln",
            "Kaffee",
            "Nudeln",
            "Reis",
            "Joghurt",
            "Spinat",
            "Quark",
            "Senf",
            "Gurken",
        ],
        20,
    ),
    (
        "grocery_list",
        "fr",
        [
            "pain",
            "lait",
            "œufs",
            "beurre",
            "fromage",
            "pommes",
            "tomates",
            "café",
            "farine",
            "sucre",
            "yaourts",
            "jambon",
            "lessive",
            "oignons",
        ],
        20,
    ),
    (
        "grocery_list",
        "es",
        [
            "pan",
            "leche",
            "huevos",
            "aceite",
            "arroz",
            "tomates",
            "cebolla",
            "ajo",
            "atún",
            "café",
            "galletas",
            "yogur",
            "papel higiénico",
            "naranjas",
        ],
        20,
    ),
    (
        "grocery_list",
        "ja",
        ["牛乳", "卵", "パン", "豆腐", "納豆", "米", "醤油", "味噌", "ねぎ", "キャベツ", "鶏肉"],
        15,
    ),
    (
        "grocery_list",
        "sw",
        ["unga", "sukari", "mchele", "maharage", "nyanya", "vitunguu", "mafuta", "chai", "maziwa", "mkate", "sabuni"],
        15,
    ),
]
LIST_HEAD = {
    "grocery_list": {
        "en": ["shopping", "groceries for the week", "Tesco run", ""],
        "de": ["Einkaufsliste", "Einkauf"],
        "fr": ["courses", "liste de courses"],
        "es": ["lista de la compra"],
        "ja": ["買い物リスト"],
        "sw": ["vitu vya kununua"],
    },
    "packing_list": {"en": ["packing for Lisbon", "camping trip", "bag for the hospital", ""]},
    "todo_list": {"en": ["to do", "this week", "weekend jobs"]},
}

JOURNAL = {
    "en": ["- buy bread", "- return library books", "- call the vet about Pippin", "- pay council tax"],
    "pl": ["- kupić chleb", "- zapłacić za prąd", "- odebrać dzieci o 15"],
    "de": ["- Brot kaufen", "- Müll rausbringen", "- Oma anrufen"],
    "es": ["- comprar pan", "- pagar la luz", "- llamar al fontanero"],
    "fr": ["- acheter du pain", "- rappeler la mairie", "- payer la cantine"],
    "it": ["- comprare il latte", "- pagare la bolletta", "- chiamare il meccanico"],
    "pt": ["- comprar pão", "- pagar a conta de luz", "- levar o carro na oficina"],
    "nl": ["- brood halen", "- belastingaangifte", "- fiets naar de maker"],
}
