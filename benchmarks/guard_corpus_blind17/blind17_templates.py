"""Hand-written templates for the blind17 guard corpus (no sentence was machine translated).

Each line of SECRET and BENIGN is ``kind|lang|text``; ``\\n`` in a text is a line break (a chat turn, a log line,
a header line). Fields in braces are filled by make_blind17.py from a seeded generator (see Filler there). Every
secret kind has a benign twin of the same shape, named in the README. TECH_FILLER holds the ordinary lines of
runbooks and incident notes that the long technical notes are built from.
"""

SECRET = r"""
speech_password|en|[Voice memo, 0:42] ...okay so for the shared drive, the password is {spell}. Don't write it on the whiteboard this time.
speech_password|en|Transcript, call with Dana (IT): "Right, I've reset it. Your temporary password is {spell}, and you'll be asked to change it tomorrow."
speech_password|en|voicemail from Dad: hi it's me, the password for the printer's web page is {spell}, call me back if it doesn't work
speech_password|en|Auto-transcribed voice note: the login for grandma's tablet... it's {spell}. That's it. Bye.
speech_password|en|Meeting recording, 14:03 - Priya: the new vpn password for the shared account is {nato}, everyone got that?
speech_password|en|[call transcript]\nAgent: I can set a temporary password for you now.\nCustomer: okay.\nAgent: it's {spell}. Please change it after you sign in.
speech_password|de|Sprachnachricht von Jens: also das Passwort für den Vereins-Laptop ist {spell}, schreib's dir auf
speech_password|de|Transkript Anruf Helpdesk: "Ihr vorläufiges Kennwort lautet {spell}, bitte beim ersten Login ändern."
speech_password|fr|Message vocal de Claire : le mot de passe de la box c'est {spell}, tu me redis si ça marche
speech_password|fr|Transcription de l'appel : « Votre mot de passe provisoire est {spell}, vous devrez le changer à la connexion. »
speech_password|es|Nota de voz de Marta: la contraseña del portátil de la tienda es {spell}, apúntala
speech_password|es|Transcripción de la llamada: "Le he puesto una contraseña temporal, es {spell}, cámbiela al entrar."
speech_password|it|Messaggio vocale di Luca: la password del computer in negozio è {spell}, segnatela
speech_password|pt|Áudio transcrito da Ana: a senha do computador da loja é {spell}, anota aí
speech_password|nl|Ingesproken bericht van Sander: het wachtwoord van de kassa-pc is {spell}, schrijf het even op
speech_password|pl|Notatka głosowa od Kasi: hasło do laptopa w sklepie to {spell}, zapisz sobie
speech_password|sv|Röstmeddelande från Erik: lösenordet till kassadatorn är {spell}, skriv upp det
voice_passcode|en|Call transcript - Bank: "For security, can you confirm your telephone banking passcode?" Customer: "{words6}."
voice_passcode|en|voice note to self: garage keypad is {words4}, then press enter, the old one stopped working
voice_passcode|en|[Voicemail] Hi, it's Tom from the letting agency, the key safe by the back door is {words4}. Thanks, bye.
voice_passcode|de|Sprachnachricht: die Alarmanlage schaltest du mit {words4} aus, dann blinkt sie grün
voice_passcode|fr|Message vocal : le code de l'alarme c'est {words4}, tu as trente secondes
voice_passcode|es|Nota de voz: el código de la alarma es {words4}, tienes medio minuto para marcarlo
voice_passcode|it|Vocale di Giulia: il codice dell'allarme è {words4}, hai trenta secondi
seed_split|en|[09:12] ok here are the first words of the wallet backup: {seed1}\n[09:13] and the rest: {seed2}\n[09:13] delete these after you write them down
seed_split|en|msg 1/3: {s3a}\nmsg 2/3: {s3b}\nmsg 3/3: {s3c}
seed_split|en|Me: sending the recovery phrase in two parts so it's not all in one place\nMe: {seed1}\nMe: {seed2}
seed_split|de|Teil 1 der Wiederherstellungsphrase: {seed1}\nTeil 2 schick ich gleich\nTeil 2: {seed2}
seed_split|fr|[SMS 1] phrase de récupération du portefeuille : {seed1}\n[SMS 2] la suite : {seed2}
seed_split|es|Mensaje 1: frase semilla de la cartera, primera parte: {seed1}\nMensaje 2: segunda parte: {seed2}
seed_split|pt|1) frase de recuperação da carteira, parte um: {seed1}\n2) parte dois: {seed2}
seed_split|en|[21:03] Me: wallet words, first half: {seed1}\n[21:03] Sam: ok writing them down\n[21:05] Me: second half: {seed2}\n[21:06] Sam: got all of them, deleting this chat
seed_split|de|[18:40] Ich: die ersten Wörter: {s3a}\n[18:41] Mia: moment, Stift holen\n[18:42] Ich: weiter: {s3b}\n[18:42] Ich: und die letzten: {s3c}
seed_split|ja|[10:02] 自分: 前半 {seed1}\n[10:02] 兄: 了解、メモした\n[10:03] 自分: 後半 {seed2}
seed_split|en|Email 1 of 2 - Subject: backup (part A)\n{seed1}\n\nEmail 2 of 2 - Subject: backup (part B)\n{seed2}
seed_numbered|en|Ledger backup card (copied):\n{seednum}
seed_numbered|en|recovery words for the hardware wallet, in order:\n{seednum}
seed_numbered|en|Seed, written from the steel plate:\n{seedcols}
seed_numbered|de|Seed-Wörter der Hardware-Wallet (Reihenfolge wichtig):\n{seednum}
seed_numbered|ja|ウォレットの復元フレーズ（順番どおり）:\n{seednum}
seed_numbered|ko|지갑 복구 구문 (순서대로):\n{seednum}
seed_numbered|ru|Сид-фраза кошелька, по порядку:\n{seednum}
seed_lines|en|wallet\n{seedlines}\nkeep offline
seed_lines|en|MetaMask secret recovery phrase:\n{seedlines}
seed_lines|es|Frase de recuperación de MetaMask:\n{seedlines}
seed_lines|it|Le parole di recupero del wallet:\n{seedlines}
bitlocker_key|en|BitLocker recovery\nKey ID: {blkid}\nRecovery Key: {blk}
bitlocker_key|en|Laptop asked for the recovery key after the BIOS update. Helpdesk gave me {blk} (identifier starts {blkid8}).
bitlocker_key|en|ticket #{num5} resolved: user locked out at boot, read out recovery password {blk}, device unlocked
bitlocker_key|en|Recovery key for drive D: (backup disk) {blk}
bitlocker_key|en|read it back to me please: {blksp}
bitlocker_key|en|Recovery key (two lines on the printout):\n{blk2l}
bitlocker_key|en|My Windows is asking for a 48-digit key after the update, I found this in my Microsoft account: {blk}
bitlocker_key|it|Chiave di ripristino BitLocker del PC di casa: {blksp}
bitlocker_key|pl|Klucz odzyskiwania BitLocker (identyfikator {blkid8}): {blk}
bitlocker_key|pt|Chave de recuperação do BitLocker: {blk2l}
bitlocker_key|de|Wiederherstellungsschlüssel (Schlüssel-ID {blkid8}): {blk}
bitlocker_key|fr|Clé de récupération BitLocker, identificateur {blkid8} : {blk}
bitlocker_key|es|Id. de clave {blkid8}, clave de recuperación: {blk}
bitlocker_key|nl|Herstelsleutel voor de externe schijf: {blk}
bitlocker_key|ja|BitLocker回復キー（キーID {blkid8}）: {blk}
bitlocker_key|ko|BitLocker 복구 키 (키 ID {blkid8}): {blk}
bitlocker_key|zh|BitLocker 恢复密钥（密钥 ID {blkid8}）：{blk}
bitlocker_key|ru|Ключ восстановления BitLocker (идентификатор {blkid8}): {blk}
device_recovery|en|FileVault recovery key for the MacBook: {fvkey}
device_recovery|en|Apple ID recovery key (keep safe!): {applekey}
device_recovery|en|Microsoft account recovery code: {mskey}
device_recovery|en|Synology DSM: 2FA emergency code {emerg}
device_recovery|de|FileVault-Wiederherstellungsschlüssel vom Mac im Büro: {fvkey}
device_recovery|fr|Clé de secours du compte Apple : {applekey}
device_recovery|ja|MacのFileVault復旧キー：{fvkey}
device_recovery|es|Código de recuperación de la cuenta Microsoft: {mskey}
default_cred|en|the router's admin login is admin / {pw}, I changed it from the sticker one last week
default_cred|en|Printer web UI (192.168.1.{num2}): user admin, password {pw}
default_cred|en|NVR for the cameras: login admin, password {pw} (the installer set it, never changed)
default_cred|en|Our Fritz!Box is still on the password printed underneath: {wpw}
default_cred|en|UniFi controller: ubnt / {pw}
default_cred|en|the alarm panel installer code is still {pin4} and the master code is {pin6}
default_cred|de|Router-Oberfläche: Benutzer admin, Passwort {pw}
default_cred|fr|Accès à l'interface de la box : admin / {pw}
default_cred|es|El router del local: usuario admin, contraseña {pw}
default_cred|it|Il modem: utente admin, password {pw}
default_cred|pt|Login do roteador: admin / {pw}
default_cred|nl|De NAS in de meterkast: admin / {pw}
shell_history|en|from my .bash_history on the old box:\n{hist}
shell_history|en|$ history | tail\n{hist}
shell_history|en|Can you remember what I ran yesterday?\n{hist}
shell_history|de|Befehle von gestern, nicht verlieren:\n{hist}
cli_command|en|{cli}
cli_command|en|run this on the jump host: {cli}
cli_command|en|this is how the cron job connects: `{cli}`
cli_command|fr|Commande pour la sauvegarde : {cli}
cli_command|es|Así me conecto al servidor: {cli}
cli_command|pt|comando do backup noturno: {cli}
ci_log_leak|en|{cilog}
ci_log_leak|en|Why did the deploy fail? Here's the log:\n{cilog}
ci_log_leak|de|Log vom fehlgeschlagenen Build:\n{cilog}
http_dump|en|{http}
http_dump|en|request that works in Postman:\n{http}
http_dump|en|captured with mitmproxy:\n{http}
http_dump|es|Petición que funciona:\n{http}
sql_user|en|{sql}
sql_user|en|migration I ran by hand on prod:\n{sql}
sql_user|de|Datenbanknutzer für die neue App angelegt:\n{sql}
sql_user|fr|Script de création du compte applicatif :\n{sql}
url_password|en|{urlpw}
url_password|en|bookmark this, it logs you straight in: {urlpw}
url_password|de|Link für das Dashboard (Login steckt drin): {urlpw}
url_password|fr|Lien direct vers la caméra : {urlpw}
url_password|ja|カメラのライブ映像URL：{urlpw}
wifi_qr|en|{wifiqr}
wifi_qr|en|text encoded in the QR code on the fridge: {wifiqr}
wifi_qr|de|Inhalt vom WLAN-QR-Code im Flur: {wifiqr}
wifi_qr|fr|Texte du QR code wifi : {wifiqr}
wifi_qr|ko|와이파이 QR 코드 내용: {wifiqr}
otpauth_uri|en|{otpauth}
otpauth_uri|en|saved the 2FA QR as text in case my phone dies: {otpauth}
otpauth_uri|de|2FA-Einrichtung (Text aus dem QR-Code): {otpauth}
otpauth_uri|es|Código QR del doble factor, en texto: {otpauth}
totp_setup|en|Can't scan? Enter this setup key: {b32spaced}
totp_setup|en|authenticator secret for the AWS root account: {b32}
totp_setup|fr|Clé de configuration de l'authentificateur : {b32spaced}
pm_export|en|{pmcsv}
pm_export|en|exported from Chrome, keep this somewhere:\n{pmcsv}
pm_export|de|Export aus dem Passwortmanager:\n{pmcsv}
sim_puk|en|Your SIM is blocked. PUK: {puk}. Enter it followed by a new PIN.
sim_puk|en|SIM card letter: PIN {pin4}  PUK {puk}
sim_puk|de|Ihre PUK lautet {puk}. Bitte bewahren Sie sie sicher auf.
sim_puk|fr|Votre code PUK est {puk}. Ne le communiquez à personne.
sim_puk|es|Tu código PUK es {puk}, y el PIN de la tarjeta SIM es {pin4}
sim_puk|it|Il codice PUK della SIM è {puk}, il PIN è {pin4}
sim_puk|pt|O PUK do cartão SIM é {puk}
sim_puk|nl|Je PUK-code is {puk}, daarmee kun je de simkaart deblokkeren
sim_puk|pl|Kod PUK do karty SIM: {puk}
sim_puk|tr|SIM kartınızın PUK kodu {puk}
sim_puk|ru|PUK-код вашей SIM-карты: {puk}
sim_puk|ar|رمز PUK لشريحتك هو {puk}
giftcard|en|Gift card for Mum: card number {gift16}, PIN {pin4}
giftcard|en|Amazon gift card claim code: {amzn}
giftcard|en|Steam wallet code from the birthday card: {steam}
giftcard|en|Here's your e-gift card! Number {gift19} / security code {pin6}
giftcard|de|Gutscheincode für den Onlineshop: {voucher}, PIN {pin4}
giftcard|fr|Carte cadeau : numéro {gift16}, code secret {pin4}
giftcard|es|Tarjeta regalo: número {gift16}, PIN {pin4}
hotel_safe|en|Hotel note: your locker in the spa is number {num2}, combination {safe}
hotel_safe|en|Reception: the key box by the entrance opens with {safe}, the key is for flat {num2}
hotel_safe|en|Self check-in: the lockbox code is {safe}, your room key is inside
hotel_safe|de|Selbst-Check-in: Der Schlüsseltresor neben der Tür öffnet mit {safe}
hotel_safe|fr|Arrivée autonome : la boîte à clés s'ouvre avec le code {safe}
hotel_safe|es|Check-in autónomo: el cajetín de llaves se abre con {safe}
hotel_safe|it|Self check-in: la cassetta delle chiavi si apre con {safe}
hotel_safe|ja|セルフチェックイン：キーボックスの暗証番号は{safe}です
card_cvv|en|card for the team lunch: {card} exp {exp} cvv {cvv}
card_cvv|de|Firmenkarte: {card}, gültig bis {exp}, Prüfnummer {cvv}
card_cvv|fr|Carte pour la réservation : {card}, exp. {exp}, cryptogramme {cvv}
api_key|en|OPENAI_API_KEY={openai}
api_key|en|the Stripe secret key for the shop: {stripe}
api_key|en|slack bot token: {slack}
api_key|en|GitHub PAT for the release script: {ghp}
api_key|en|AWS keys for the backup user: {akia} / {awssecret}
ssh_key_msg|en|my deploy key, put it on the new runner:\n{sshkey}
ssh_key_msg|de|Privater SSH-Schlüssel für den Server:\n{sshkey}
login_pair|en|{site} login: {email} / {pw}
login_pair|en|user: {user}\npass: {pw}
login_pair|de|Zugang {site}: {email}, Kennwort {pw}
login_pair|fr|Identifiants {site} : {email} / {pw}
login_pair|es|Acceso a {site}: {email} contraseña {pw}
login_pair|it|Credenziali {site}: {email} / {pw}
login_pair|pt|Acesso {site}: {email} senha {pw}
"""

BENIGN = r"""
speech_benign|en|[Voice memo, 0:18] my surname is spelled {spellname}, and the street is Mill Lane
speech_benign|en|Transcript, call with the courier: "Can you spell the town?" "Yes, it's {spellname}."
speech_benign|en|voicemail: hi, the new colleague's name is {spellname}, put her on the rota for Monday
speech_benign|de|Sprachnachricht: der Nachname schreibt sich {spellname}, bitte so auf die Urkunde
speech_benign|fr|Message vocal : le nom s'écrit {spellname}, pour la réservation du restaurant
speech_benign|es|Nota de voz: el apellido se escribe {spellname}, para la reserva
speech_benign|it|Vocale: il cognome si scrive {spellname}, per la prenotazione
speech_benign|pt|Áudio: o apelido escreve-se {spellname}, para a reserva
speech_benign|nl|Ingesproken bericht: de achternaam spel je {spellname}
speech_benign|pl|Notatka głosowa: nazwisko pisze się {spellname}
speech_benign|sv|Röstmeddelande: efternamnet stavas {spellname}
voice_number|en|Call transcript: "And the order number?" "{words6}." "Thanks, I can see it's out for delivery."
voice_number|en|voice note: the bus is the {words3}, it leaves at half past
voice_number|en|[Voicemail] Hi, it's the surgery, your appointment is in room {words3} on Thursday
voice_number|de|Sprachnachricht: wir sind im Zimmer {words3}, komm einfach hoch
voice_number|fr|Message vocal : on est à la table {words2}, au fond à gauche
voice_number|es|Nota de voz: estamos en la habitación {words3}, sube directamente
seedlike_list|en|vocabulary for Tuesday's lesson: {seedlike}
seedlike_list|en|[09:12] shopping: {seedlike}\n[09:13] and milk
seedlike_list|en|spelling test words:\n{seedlikenum}
seedlike_list|en|tags for the photo album:\n{seedlikelines}
seedlike_list|de|Englisch-Vokabeln für die Klassenarbeit: {seedlike}
bitlocker_benign|en|BitLocker is on for all laptops. Key ID {blkid}; the recovery key itself is escrowed in Entra ID, ask the helpdesk.
bitlocker_benign|en|ticket #{num5}: user asked for the BitLocker recovery key, identity verified by manager, key read out over the phone (not recorded here)
bitlocker_benign|de|Schlüssel-ID {blkid8}: der Wiederherstellungsschlüssel liegt im Active Directory, nicht hier notieren
bitlocker_benign|fr|Identificateur de clé {blkid8} : la clé de récupération est dans le compte Microsoft de l'utilisateur
bitlocker_benign|ja|BitLockerのキーID {blkid8}。回復キーはIT部門が管理しています
device_recovery_benign|en|MacBook serial {serial}, AppleCare until {date}
device_recovery_benign|en|Windows product ID {prodid}, activated
device_recovery_benign|en|FileVault is enabled; the recovery key was stored with iCloud, not written down
default_cred_benign|en|Router manual p.{num2}: the default login is printed on the label underneath; change it during setup
default_cred_benign|en|We replaced the default admin password on the printer; the new one is in the team vault
default_cred_benign|en|The NVR model is DS-{num4}, firmware {ver}, admin account renamed and password rotated
default_cred_benign|de|Laut Handbuch steht das Standardkennwort auf dem Aufkleber; bitte bei der Einrichtung ändern
default_cred_benign|fr|Le mot de passe par défaut est sur l'étiquette de la box, à changer à l'installation
shell_history_benign|en|from my .bash_history on the old box:\n{histok}
shell_history_benign|en|$ history | tail\n{histok}
shell_history_benign|de|Befehle von gestern:\n{histok}
cli_command_benign|en|{cliok}
cli_command_benign|en|run this on the jump host: {cliok}
cli_command_benign|fr|Commande pour la sauvegarde : {cliok}
ci_log_masked|en|{cilogok}
ci_log_masked|en|Why did the deploy fail? Here's the log:\n{cilogok}
http_dump_benign|en|{httpok}
http_dump_benign|en|request from the docs:\n{httpok}
sql_benign|en|{sqlok}
sql_benign|en|migration I ran by hand on prod:\n{sqlok}
url_benign|en|{urlok}
url_benign|en|here's the link to the product page: {urlok}
url_benign|de|Link zum Artikel: {urlok}
wifi_qr_benign|en|{wifiopen}
wifi_qr_benign|en|text encoded in the QR code at the library: {wifiopen}
wifi_qr_benign|fr|Texte du QR code wifi de la médiathèque : {wifiopen}
twofa_notice|en|2FA turned on for {site} on {date}, using the authenticator app on my phone; backup codes printed and in the safe
twofa_notice|en|Your security settings changed: two-step verification was enabled on {date} at {time}
twofa_notice|de|Zwei-Faktor-Anmeldung für {site} aktiviert, Backup-Codes liegen ausgedruckt im Ordner
pm_export_benign|en|{bookmarkcsv}
pm_export_benign|en|exported my bookmarks from Chrome:\n{bookmarkcsv}
carrier_sms|en|Your plan renews on {date}. Balance: {price}. Customer care: {phone}
carrier_sms|en|SIM card letter: ICCID {iccid}, your number {phone}
carrier_sms|de|Ihr Tarif verlängert sich am {date}, Restguthaben {price}
carrier_sms|fr|Votre forfait est renouvelé le {date}, service client {phone}
carrier_sms|es|Tu tarifa se renueva el {date}, saldo {price}
carrier_sms|tr|Paketiniz {date} tarihinde yenilenecek, bakiyeniz {price}
carrier_sms|ru|Ваш тариф продлён до {date}, баланс {price}
giftcard_benign|en|Gift card order {order} shipped, value {price}
giftcard_benign|en|remaining balance on the gift card ending {last4}: {price}
giftcard_benign|de|Gutschein-Bestellung {order}, Wert {price}, Versand per Post
giftcard_benign|fr|Carte cadeau commandée, commande {order}, montant {price}
hotel_info|en|Hotel note: the spa is on floor {floor}, lockers are numbered, bring a coin
hotel_info|en|Reception: your flat is number {num2}, check-out by {time}
hotel_info|de|Selbst-Check-in ab {time} Uhr, Wohnung {num2}, Parkplatz Nummer {num2b}
hotel_info|fr|Arrivée à partir de {time}, appartement {num2}, parking n° {num2b}
hotel_info|es|Entrada a partir de las {time}, apartamento {num2}
card_masked|en|card ending {last4} was charged {price} on {date}
card_masked|de|Karte endet auf {last4}, gültig bis {exp}
card_masked|fr|Paiement de {price} avec la carte se terminant par {last4}
api_public|en|Stripe publishable key for the checkout page: {stripepk}
api_public|en|GitHub commit {sha} fixed the release script
api_public|en|AWS account id {awsacct}, region eu-west-1
api_public|en|OPENAI_API_KEY=<your-key-here> (see README)
ssh_public|en|my public key for the new runner:\n{pubkey}
ssh_public|de|Öffentlicher Schlüssel für authorized_keys:\n{pubkey}
login_benign|en|{site} login: {email} / password in the vault
login_benign|en|user: {user}\npass: <your-password>
login_benign|de|Zugang {site}: {email}, Passwort im Passwortmanager
login_benign|fr|Identifiants {site} : {email}, mot de passe dans le coffre
login_benign|es|Acceso a {site}: {email}, la contraseña te la paso en persona
near_miss|en|order {order} shipped, tracking {ups}
near_miss|en|ISBN {isbn}, second edition
near_miss|en|release {ver} (commit {sha7})
near_miss|en|meeting moved to {time}, room {room}
near_miss|en|my new number is {phone}, postcode {postcode}
near_miss|en|SKU {sku}, price {price}
near_miss|en|request id {uuid} returned 404
near_miss|de|Bestellung {order}, Sendungsnummer {ups}
near_miss|fr|Commande {order}, suivi {ups}
near_miss|es|Pedido {order}, número de seguimiento {ups}
near_miss|ja|注文番号 {order}、追跡番号 {ups}
password_talk|en|I reset my password yesterday and it's in the vault now
password_talk|en|remind me to change the Wi-Fi password next month
password_talk|en|the password must be at least 12 characters with one digit
password_talk|de|Das Passwort liegt im Tresor, frag Anna
password_talk|fr|Le mot de passe est dans le gestionnaire, demande à Paul
password_talk|es|La contraseña está en el gestor, pregúntale a Sara
"""

TECH_FILLER = {
    "en": [
        "Runbook: billing-worker restarts", "1. Check the queue depth in Grafana (should be under 500).",
        "2. Drain the node with kubectl drain --ignore-daemonsets.", "Incident {num5}: p95 latency spiked after the 14:20 deploy.",
        "Root cause: connection pool too small after the config change.", "Follow-up: add an alert on pool saturation.",
        "Owner: platform team, reviewed in the Thursday sync.", "The cron job runs nightly at 02:15 UTC.",
        "Disk on db-2 was at 91 %, cleaned old WAL segments.", "Rollback plan: redeploy the previous image tag.",
        "Note: the staging cluster is shared with QA this week.", "Monitoring dashboard: ops/overview, panel 4.",
        "Ticket closed after the customer confirmed.", "Next review of this runbook in March.",
        "Deployed shop-api 4.12.3 (commit 9f2c1e7) at 10:02, canary at 5 % for twenty minutes.",
        "Error budget for November: 43 % used, mostly the DNS outage on the 14th.",
        "2026-11-03 10:14:07 WARN pool exhausted (active=50 idle=0 waiting=212)",
        "2026-11-03 10:14:09 ERROR request 7c1e0b9a timed out after 30000 ms",
        "Customer-facing impact: checkout slow for about 18 minutes in EU regions.",
        "The load balancer health check path is /healthz, interval 10 s, threshold 3.",
        "Action items are tracked in OPS-4471, OPS-4472 and OPS-4480.",
        "Postgres 15.6 primary on db-1, two replicas, streaming lag under 200 ms.",
        "Backups: nightly base backup to object storage, WAL archived every 60 s, 14 days kept.",
        "On-call this week: Priya (primary), Tomasz (secondary).",
        "Known issue: the metrics exporter restarts when the node runs out of inodes.",
        "Capacity: 38 of 64 vCPU used at peak, memory at 71 %.",
        "Slack channel for updates: #inc-billing; status page updated at 10:20 and 10:45.",
        "We agreed not to touch the queue settings until after the freeze on 19 December.",
    ],
    "de": [
        "Betriebshandbuch: Neustart des Abrechnungsdienstes", "1. Queue-Länge in Grafana prüfen (unter 500).",
        "Störung {num5}: Antwortzeiten nach dem Deployment um 14:20 erhöht.", "Ursache: Verbindungspool zu klein.",
        "Nacharbeit: Alarm auf Pool-Auslastung einrichten.", "Verantwortlich: Plattform-Team.",
        "Der Cronjob läuft jede Nacht um 02:15 UTC.", "Rückfallplan: vorheriges Image erneut ausrollen.",
    ],
    "fr": [
        "Procédure : redémarrage du service de facturation", "1. Vérifier la file d'attente dans Grafana (moins de 500).",
        "Incident {num5} : latence élevée après le déploiement de 14h20.", "Cause : pool de connexions trop petit.",
        "Suite : ajouter une alerte sur la saturation du pool.", "Responsable : équipe plateforme.",
        "La tâche planifiée tourne chaque nuit à 02h15 UTC.", "Retour arrière : redéployer l'image précédente.",
    ],
    "es": [
        "Procedimiento: reinicio del servicio de facturación", "1. Revisar la cola en Grafana (menos de 500).",
        "Incidencia {num5}: latencia alta tras el despliegue de las 14:20.", "Causa: pool de conexiones demasiado pequeño.",
        "Pendiente: alerta de saturación del pool.", "Responsable: equipo de plataforma.",
        "El cron se ejecuta cada noche a las 02:15 UTC.", "Plan de vuelta atrás: desplegar la imagen anterior.",
    ],
    "ja": [
        "手順書：請求ワーカーの再起動", "1. Grafanaでキューの長さを確認（500未満）。",
        "障害{num5}：14:20のデプロイ後に応答時間が悪化。", "原因：コネクションプールが小さすぎた。",
        "対応：プール使用率のアラートを追加。", "担当：プラットフォームチーム。",
        "cronは毎晩02:15 UTCに実行。", "切り戻し：前のイメージを再デプロイ。",
    ],
}
