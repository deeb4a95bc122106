"""Hand-written templates for the blind16 guard corpus (no sentence was machine translated).

Each line of SECRET and BENIGN is ``kind|lang|text``; ``\\n`` in a text is a line break (a new chat turn, a mail
line or a config line). Fields in braces are filled by make_blind16.py from a seeded generator; ``{cfg:FORMAT}``,
``{uri:DB}``, ``{key:PROVIDER}``, ``{hook:VENDOR}``, ``{pem:STYLE}`` and ``{rcodes:STYLE}`` take an argument (``any``
draws one). The per-language door/PIN/password sentences are in blind16_langs.py; FILLER below holds everyday
sentences that long notes and mails are built from.
"""

SECRET = r"""
config_yaml|en|can you remember the staging config for me? I keep losing it\n{cfg:yaml}
config_yaml|en|Here's the values file we deploy with, store it under "billing service":\n{cfg:yaml}
config_yaml|de|Bitte merken, das ist die application.yml vom Testsystem:\n{cfg:yaml}
config_toml|en|save this, it's the config.toml for the worker on the NAS\n{cfg:toml}
config_toml|fr|Garde ce fichier de conf du bot, on le perd à chaque réinstallation :\n{cfg:toml}
config_env|en|my .env for the side project, in case the laptop dies:\n{cfg:env}
config_env|es|Guárdame el .env de producción porfa:\n{cfg:env}
config_env|pt|segue o .env do servidor novo, guarda aí\n{cfg:env}
config_ini|en|Settings file from the old accounting box (keep it, the vendor is gone):\n{cfg:ini}
config_ini|pl|Zapisz plik konfiguracyjny z serwera w biurze:\n{cfg:ini}
docker_compose|en|this is the compose file I run on the home server, remember it\n{cfg:compose}
docker_compose|it|Ecco il docker-compose del gestionale, salvalo per favore\n{cfg:compose}
k8s_secret|en|Note for later: the Secret manifest for the payments namespace\n{cfg:k8s}
k8s_secret|de|Das Secret aus dem Cluster, falls wir es neu anlegen müssen:\n{cfg:k8s}
config_json|en|appsettings.Production.json from the client's server, please keep:\n{cfg:json}
config_json|nl|Bewaar deze config van de koppeling even voor me:\n{cfg:json}
config_xml|en|Maven settings with our repo login, store it please\n{cfg:xml}
config_misc|en|dotfile backup before I wipe the machine:\n{cfg:misc}
config_misc|sv|Spara den här filen från gamla servern åt mig:\n{cfg:misc}
config_misc|ja|サーバーの設定ファイルを覚えておいてください\n{cfg:misc}
conn_uri|en|prod database url is {uri:any} - don't share it
conn_uri|en|remember the connection string for the reporting db: {uri:any}
conn_uri|de|Verbindungszeichenfolge für die Kundendatenbank: {uri:any}
conn_uri|fr|L'URL de connexion à la base, au cas où : {uri:any}
conn_uri|es|cadena de conexión de la base de datos del cliente: {uri:any}
conn_uri|pt|string de conexão do banco: {uri:any}
conn_uri|it|stringa di connessione al db di produzione: {uri:any}
conn_uri|ru|строка подключения к базе: {uri:any}
conn_uri|zh|生产数据库连接串：{uri:any}
conn_uri|ko|운영 DB 접속 주소 {uri:any}
conn_uri|tr|veritabanı bağlantı adresi: {uri:any}
conn_uri|pl|connection string do bazy produkcyjnej: {uri:any}
cloud_aws|en|aws keys for the backup bucket:\naccess key {key:awsid}\nsecret {key:awssecret}
cloud_aws|en|[default]\naws_access_key_id = {key:awsid}\naws_secret_access_key = {key:awssecret}\nregion = eu-west-1
cloud_aws|de|AWS-Zugang für den Export: Key-ID {key:awsid}, Secret {key:awssecret}
cloud_aws|es|claves de AWS del proyecto: AWS_ACCESS_KEY_ID={key:awsid} AWS_SECRET_ACCESS_KEY={key:awssecret}
cloud_azure|en|storage account connection string for the uploads: {key:azurestorage}
cloud_azure|en|Azure app registration: tenant {uuid}, client id {uuid}, client secret {key:azuresecret}
cloud_azure|fr|La chaîne de connexion du compte de stockage Azure : {key:azurestorage}
cloud_azure|en|the SAS url the vendor sent for the drop folder: {key:azuresas}
cloud_gcp|en|service account json for the analytics job, keep it safe:\n{key:gcpjson}
cloud_gcp|en|Google Maps server key (not the browser one): {key:google}
cloud_gcp|pt|chave da API do Google do projeto: {key:google}
cloud_other|en|Alibaba Cloud AccessKey ID {key:aliid} / secret {key:alisecret}
cloud_other|zh|阿里云 AccessKey ID：{key:aliid} AccessKey Secret：{key:alisecret}
cloud_other|zh|腾讯云 SecretId: {key:tencentid} SecretKey: {key:tencentkey}
cloud_other|en|DigitalOcean token for the droplet script: {key:digitalocean}
cloud_other|en|Cloudflare API token with DNS edit rights: {key:cloudflare}
cloud_other|en|Databricks personal access token: {key:databricks}
cloud_other|en|HashiCorp Vault token for the CI runner: {key:vault}
cloud_other|en|Terraform Cloud team token {key:tfcloud}
api_token_checksum|en|my GitHub token for the deploy script: {key:ghp}
api_token_checksum|en|here's the GH token, it expires in 90 days: {key:ghp}
api_token_checksum|de|GitHub-Token für die Action: {key:ghs}
api_token_checksum|en|OAuth token the CLI printed: {key:gho}
api_token_checksum|en|npm publish token for the org: {key:npm}
api_token_checksum|fr|jeton npm pour publier le paquet : {key:npm}
api_token_checksum|en|//registry.npmjs.org/:_authToken={key:npm}
api_key_saas|en|Stripe live secret key: {key:stripe}
api_key_saas|en|stripe webhook signing secret {key:whsec}
api_key_saas|en|Twilio: account SID {key:twiliosid}, auth token {key:hex32}
api_key_saas|en|SendGrid key for transactional mail {key:sendgrid}
api_key_saas|en|mailgun private api key: {key:mailgun}
api_key_saas|en|slack bot token {key:slack}
api_key_saas|en|OpenAI key for the summariser: {key:openai}
api_key_saas|en|anthropic api key (team account): {key:anthropic}
api_key_saas|en|HF write token {key:hf}
api_key_saas|en|Datadog API key {key:hex32} and application key {key:hex40}
api_key_saas|en|Jira API token for the sync script: {key:atlassian}
api_key_saas|en|Notion integration secret {key:notion}
api_key_saas|en|Linear API key {key:linear}
api_key_saas|en|Postman API key {key:postman}
api_key_saas|en|Sentry auth token for releases: {key:sentry}
api_key_saas|en|Grafana service account token {key:grafana}
api_key_saas|en|Shopify admin API access token {key:shopify}
api_key_saas|en|GitLab PAT {key:gitlab}
api_key_saas|en|New Relic user key {key:newrelic}
api_key_saas|en|Pulumi access token {key:pulumi}
api_key_saas|de|Der API-Schlüssel von Mailchimp lautet {key:mailchimp}
api_key_saas|es|la clave secreta de Stripe es {key:stripe}
api_key_saas|it|il token di Hugging Face è {key:hf}
api_key_saas|ja|OpenAIのAPIキーは{key:openai}です
api_key_saas|pl|token do Slacka: {key:slack}
bot_token|en|telegram bot token from BotFather: {key:telegram}
bot_token|ru|токен бота для телеграма {key:telegram}
bot_token|en|Discord bot token (the moderation bot): {key:discord}
bot_token|pt|token do bot do Discord: {key:discord}
jwt_token|en|the bearer token that works against the admin API: {jwt}
jwt_token|en|Authorization: Bearer {jwt}
jwt_token|de|Session-Token aus dem Browser, damit ich mich nicht neu anmelden muss: {jwt}
jwt_token|es|token de acceso de la API del cliente: {jwt}
pem_private_key|en|TLS key for the intranet site, keep it with the cert:\n{pem:pkcs8}
pem_private_key|en|{pem:ec}
pem_private_key|de|Privater Schlüssel vom alten Webserver:\n{pem:rsa}
pem_private_key|en|the key the vendor emailed us for SFTP\n{pem:rsa}
ssh_private_key|en|my ssh key for the raspberry pi in case I lose the sd card\n{pem:openssh}
ssh_private_key|fr|ma clé SSH privée pour le serveur de sauvegarde :\n{pem:openssh}
ssh_private_key|ja|サーバーのSSH秘密鍵です\n{pem:openssh}
pgp_private_key|en|backup of my PGP secret key, passphrase is the usual one\n{pem:pgp}
pgp_private_key|de|Mein privater GPG-Schlüssel, bitte aufbewahren\n{pem:pgp}
webhook_url|en|post alerts to {hook:slack}
webhook_url|en|the discord webhook for the raid bot: {hook:discord}
webhook_url|en|Teams incoming webhook for the ops channel: {hook:teams}
webhook_url|en|Google Chat webhook: {hook:gchat}
webhook_url|en|zapier catch hook for new leads {hook:zapier}
webhook_url|de|Webhook für den Mattermost-Kanal: {hook:mattermost}
webhook_url|es|la URL del bot de telegram con el token: {hook:telegram}
webhook_url|fr|webhook Slack du canal #prod : {hook:slack}
speech_password|en|[voice memo] okay the wifi password is {spokenpw}
speech_password|en|(transcribed) password for the school app, {spokenpw}, got it?
speech_password|en|voice to text: my apple id password is {spokenpw}
speech_password|de|[Sprachnachricht] das Passwort ist {spokenpw}
speech_password|fr|[message vocal] le mot de passe c'est {spokenpw}
speech_password|es|[nota de voz] la contraseña es {spokenpw}
speech_password|it|[vocale trascritto] la password è {spokenpw}
speech_password|nl|[spraakbericht] het wachtwoord is {spokenpw}
speech_password|pt|[áudio transcrito] a senha é {spokenpw}
speech_password|pl|[notatka głosowa] hasło to {spokenpw}
seed_inline|en|my wallet recovery phrase is {seed}
seed_inline|en|Put this somewhere safe for me: {seed}. That's the Ledger backup.
seed_inline|de|Meine Seed-Phrase für die Wallet: {seed}
seed_inline|fr|les 24 mots de mon portefeuille (enfin ceux qu'il m'a donnés) : {seed}
seed_inline|es|frase semilla de mi billetera: {seed}
seed_inline|it|le parole di recupero del wallet sono {seed}
seed_inline|pt|frase de recuperação da carteira: {seed}
seed_inline|ja|ウォレットのシードフレーズ: {seed}
seed_inline|ru|сид-фраза от кошелька: {seed}
seed_inline|tr|cüzdanın kurtarma kelimeleri: {seed}
seed_inline|vi|cụm từ khôi phục ví của mình: {seed}
seed_inline|id|frasa pemulihan dompet saya: {seed}
seed_inline|ko|지갑 복구 단어: {seed}
seed_inline|zh|钱包助记词：{seed}
seed_layout|en|Recovery sheet (do not photograph)\n{seedgrid}
seed_layout|en|{seednumbered}
seed_layout|en|wallet backup, words in order:\n{seednumbered}
seed_layout|de|Notfallblatt Wallet:\n{seednumbered}
seed_layout|en|words = {seedjson}
seed_layout|en|{seedupper}
seed_layout|es|Mis palabras, separadas por comas: {seedcomma}
seed_layout|fr|Mots de récupération :\n{seedgrid}
seed_layout|nl|herstelwoorden:\n{seedlines}
seed_inline|en|Notes from Saturday: dad finally set up the hardware wallet. Backup words (he wants me to keep a copy): {seed}. The PIN on the device he'll remember himself. Next: move the savings over slowly.
seed_inline|de|Notiz vom Wochenende: Papa hat die Hardware-Wallet eingerichtet. Die Wörter zur Sicherung sind {seed}. Die Karte liegt im Tresor.
seed_split|en|first half of my seed {seed1}\nok and the second half {seed2}
seed_split|en|Msg 1: {s3a}\nMsg 2: {s3b}\nMsg 3: {s3c}
seed_split|de|Teil 1: {seed1}\nTeil 2: {seed2}
seed_split|pl|pierwsza część frazy: {seed1}\ndruga część: {seed2}
seed_split|sv|första delen av frasen {s3a}\nandra {s3b}\nsista {s3c}
recovery_codes|en|GitHub recovery codes, keep these:\n{rcodes:github}
recovery_codes|en|Google backup codes for my account: {rcodes:google}
recovery_codes|en|discord 2FA backup codes {rcodes:discord}
recovery_codes|en|Microsoft account recovery code: {rcodes:ms}
recovery_codes|de|Wiederherstellungscodes für mein Konto:\n{rcodes:github}
recovery_codes|fr|codes de secours Google : {rcodes:google}
recovery_codes|es|códigos de respaldo de mi cuenta: {rcodes:discord}
recovery_codes|en|Apple recovery key for my Apple ID: {rcodes:apple}
recovery_codes|en|1Password Secret Key (emergency kit): {rcodes:onepassword}
bitlocker_key|en|BitLocker recovery key for the work laptop: {bitlocker}
bitlocker_key|de|BitLocker-Wiederherstellungsschlüssel vom Dienstrechner: {bitlocker}
bitlocker_key|fr|Clé de récupération BitLocker du PC portable : {bitlocker}
bitlocker_key|nl|BitLocker herstelsleutel: {bitlocker}
bitlocker_key|en|Key ID {hex8}, recovery key {bitlocker} (from the IT ticket)
totp_secret|en|the 2FA setup key for the shared admin account: {totp}
totp_secret|en|otpauth uri so we can all add it: {otpauth}
totp_secret|de|2FA-Schlüssel (der Text unter dem QR-Code): {totp}
totp_secret|es|clave de configuración del autenticador: {totp}
totp_secret|ja|二段階認証のセットアップキー: {totp}
bank_password|en|online banking login for mum's account: user {user}, password {pw}
bank_password|en|Barclays: membership number {num12}, passcode {pin5}, memorable word {memword}
bank_password|de|Onlinebanking Volksbank: Anmeldename {user}, PIN {pin5}
bank_password|fr|accès banque en ligne : identifiant {num10}, code secret {pin6}
bank_password|es|banca online: DNI como usuario y clave de acceso {pw}
bank_password|it|home banking: codice cliente {num8}, password {pw}
bank_password|nl|internetbankieren: gebruikersnaam {user} wachtwoord {pw}
bank_password|pl|mBank login {num8} hasło {pw}
bank_password|pt|homebanking: número de adesão {num8}, código multicanal {pin6}
card_cvv|en|card for the hotel booking: {card}, exp {exp}, CVV {cvc}
card_cvv|en|Visa ending the usual, full number {card} expiry {exp} security code {cvc}
card_cvv|de|Kreditkarte: {card}, gültig bis {exp}, Prüfnummer {cvc}
card_cvv|fr|carte : {card} expire {exp} cryptogramme {cvc}
card_cvv|es|tarjeta {card} caduca {exp} CVV {cvc}
card_cvv|it|carta {card} scadenza {exp} CVV {cvc}
card_cvv|pt|cartão {card} validade {exp} CVV {cvc}
card_cvv|nl|creditcard {card} geldig tot {exp} CVC {cvc}
card_cvv|ja|カード番号 {card} 有効期限 {exp} セキュリティコード {cvc}
card_cvv|tr|kart numarası {card} son kullanma {exp} CVV {cvc}
crypto_privkey|en|paper wallet private key (WIF): {wif}
crypto_privkey|en|xprv for the multisig cosigner: {xprv}
crypto_privkey|en|metamask exported private key {ethkey}
crypto_privkey|en|my nostr private key {nsec}
crypto_privkey|en|age identity for decrypting the backups: {agekey}
crypto_privkey|de|privater Schlüssel der Paper-Wallet: {wif}
crypto_privkey|es|clave privada de la cuenta de MetaMask: {ethkey}
password_manager|en|Bitwarden master password: {pw}
password_manager|en|KeePass database password is {pw} and the key file is on the blue USB stick
password_manager|de|Masterpasswort für 1Password: {pw}
password_manager|fr|mot de passe maître du coffre : {pw}
wifi_secret|en|{wifiqr}
wifi_secret|en|guest wifi: network {ssid}, key {pw}
wifi_secret|de|WLAN {ssid}, WPA-Schlüssel {pw}
wifi_secret|es|la clave del wifi {ssid} es {pw}
wifi_secret|it|wifi {ssid} password {pw}
otp_live|en|the code they just texted me is {otp}, can you type it in?
otp_live|de|Der Bestätigungscode von der Bank ist gerade gekommen: {otp}
otp_live|fr|le code reçu par SMS : {otp}, il expire dans 5 minutes
otp_live|es|me acaba de llegar el código de verificación {otp}
otp_live|pt|o código que chegou agora é {otp}
otp_live|it|il codice OTP appena arrivato è {otp}
otp_live|pl|kod z SMS-a to {otp}, wpisz szybko
otp_live|tr|bankadan gelen doğrulama kodu {otp}
default_cred_real|en|we never changed the NAS login, it's still admin / {weakpw}, remember that
default_cred_real|en|the camera DVR at the shop: user admin password {weakpw} (yes I know)
default_cred_real|de|Router-Login bei Oma ist immer noch admin und {weakpw}
default_cred_real|es|el usuario del router de casa es admin y la clave {weakpw}
voice_pin|en|[voice note] the garage code is {pinwords}
voice_pin|de|[Sprachnachricht] der Code vom Tor ist {pinwords}
voice_pin|fr|[message vocal] le code du portail c'est {pinwords}
voice_pin|es|[audio] el código del portal es {pinwords}
voice_pin|it|[vocale] il codice del cancello è {pinwords}
voice_pin|pt|[áudio] o código do portão é {pinwords}
voice_pin|nl|[spraakbericht] de code van de poort is {pinwords}
voice_pin|pl|[wiadomość głosowa] kod do bramy to {pinwords}
voice_pin|sv|[röstmeddelande] portkoden är {pinwords}
voice_pin|ru|[голосовое] код от ворот {pinwords}
voice_pin|tr|[sesli mesaj] kapının şifresi {pinwords}
voice_pin|id|[pesan suara] kode pagarnya {pinwords}
email_long|en|Hi {name},\n\nThanks for getting back to me so quickly. As discussed, I've set up your account on the billing portal so you can download the invoices yourself from now on.\n\nYour login is {email} and the temporary password is {pw} - please change it after the first sign-in.\n\nLet me know if the March invoice still looks wrong.\n\nBest,\n{name2}
email_long|en|Subject: keys for the flat\n\nHi both, welcome! The key box is on the left of the entrance, code {code}. The wifi is {ssid} and the password is on the fridge. Bins go out on Tuesday. Checkout is at 10.\n\nEnjoy Lisbon!
email_long|en|Forwarded message ---------\nFrom: IT Service Desk\nSubject: Your new VPN account\n\nDear colleague,\nyour VPN account has been created. Username: {user}. Initial password: {pw}. You will be asked to change it at first login. The VPN client can be installed from the software centre.\n\nRegards, IT
email_long|de|Hallo {name},\n\nanbei wie besprochen die Zugangsdaten für das Mieterportal. Benutzername ist Ihre Mailadresse, das Startpasswort lautet {pw}. Die Nebenkostenabrechnung finden Sie unter „Dokumente“.\n\nMit freundlichen Grüßen\nHausverwaltung
email_long|fr|Bonjour {name},\n\nSuite à notre échange, voici vos accès à l'espace client. Identifiant : {user}. Mot de passe provisoire : {pw}. Pensez à le modifier à la première connexion. Le relevé de charges sera disponible à la fin du mois.\n\nCordialement,\nLe syndic
email_long|es|Hola {name}:\n\nTe reenvío lo que me mandó el casero. La caja de llaves está junto al buzón y el código es {code}. La lavadora es la del fondo, el gas se paga aparte.\n\nUn abrazo
email_long|it|Ciao {name},\n\nti giro le credenziali del registro elettronico che mi ha dato la segreteria: utente {user}, password {pw}. Le pagelle escono venerdì.\n\nA presto
email_long|nl|Beste {name},\n\nZoals besproken hierbij de gegevens voor de sleutelkluis bij het vakantiehuis: de code is {code}. Aankomst vanaf 15:00, vertrek voor 10:00. De huisdieren mogen niet op de bank.\n\nGroet, Marieke
email_long|pt|Olá {name},\n\nsegue o acesso ao portal do condomínio. Usuário: {email}. Senha provisória: {pw}. A assembleia é na quinta às 19h.\n\nAbraços
email_long|pl|Cześć {name},\n\nprzesyłam dane do dziennika elektronicznego z sekretariatu: login {user}, hasło {pw}. Zebranie z rodzicami jest w środę o 17.\n\nPozdrawiam
email_long|sv|Hej {name}!\n\nHär kommer koden till nyckelskåpet vid stugan: {code}. Vattnet slås på i pumphuset och veden ligger i boden.\n\nHa det gott!
email_long|ja|{name}さん\n\nお疲れさまです。共有アカウントの情報を送ります。ユーザー名は{user}、パスワードは{pw}です。来週の会議資料はフォルダに入れておきました。\n\nよろしくお願いします。
meeting_notes|en|Standup notes {day}/{month}\n- Release slipped to Thursday, QA still on the checkout bug\n- {name} is on call this week\n- staging db password rotated, new one: {pw}\n- retro moved to Friday 3pm
meeting_notes|en|Ops sync\n1. Disk alerts on the log box - Priya to clean up\n2. The new deploy key for CI is {key:ghp}\n3. Budget review next month\nAction items: update runbook, close old tickets
meeting_notes|en|Notes from the call with the vendor: they moved us to the new tenant, the admin portal login is {email} / {pw}, invoices go to finance from now on, and support hours are 8-18 CET.
meeting_notes|de|Protokoll Teammeeting {day}.{month}.\n- Umzug des Servers auf Mittwoch verschoben\n- Zugang zum neuen Router: admin / {pw}\n- {name} kümmert sich um die Lizenzen\n- nächster Termin in zwei Wochen
meeting_notes|fr|Compte rendu réunion du {day}/{month}\n- Le prestataire a livré la nouvelle version\n- Mot de passe du compte partagé Canva : {pw}\n- Prochain point mardi
meeting_notes|es|Acta de la reunión\n1. Se aprueba el presupuesto del trimestre\n2. El código de la alarma de la oficina cambia a {code}\n3. Vacaciones: enviar fechas antes del día 15
meeting_notes|it|Verbale riunione\n- Consegna spostata a lunedì\n- La password del wifi ospiti ora è {pw}\n- {name} segue il cliente nuovo
meeting_notes|pt|Ata da reunião\n- Obra do telhado começa dia {day}\n- Código novo do portão: {code}\n- Próxima reunião no mês que vem
meeting_notes|nl|Notulen teamoverleg\n- Nieuwe planning gedeeld\n- Wachtwoord van het gedeelde mailaccount is nu {pw}\n- Volgende keer trakteert {name}
meeting_notes|pl|Notatki ze spotkania\n- Audyt przesunięty na przyszły tydzień\n- Nowy kod do alarmu w biurze: {code}\n- {name} przygotuje raport
meeting_notes|ja|定例会議メモ\n・リリースは木曜に延期\n・検証環境のDBパスワードを変更: {pw}\n・次回は来週月曜
meeting_notes|zh|周会纪要\n1. 版本推迟到周四发布\n2. 测试服务器root密码改为 {pw}\n3. 下周一继续
password_abbrev|en|school app creds: {user} / {pw}
password_abbrev|en|netflix login {email} pwd {pw}
password_abbrev|en|vpn - u: {user} p: {pw}
password_abbrev|en|steam acc {user}:{pw}
password_abbrev|fr|compte ameli : identifiant {num13} mdp {pw}
password_abbrev|de|Kennwort fürs Elster-Zertifikat: {pw}
password_abbrev|de|Zugang Stadtwerke-Portal: Kd.-Nr. {num8}, PW {pw}
password_abbrev|es|usuario {user} y pass {pw} para la intranet
password_abbrev|pt|login do gov.br CPF {num11} senha {pw}
password_abbrev|it|credenziali INPS: CF come utente, psw {pw}
password_abbrev|nl|inlog sportschool: {email} ww {pw}
password_abbrev|pl|dane do USOS: login {user} hasło {pw}
password_abbrev|sv|BankID-appens säkerhetskod är {pin6}
password_abbrev|da|MitID-adgangskode: {pw}
password_abbrev|fi|pankkitunnukset: käyttäjätunnus {num8}, salasana {pw}
password_abbrev|en|old laptop login is just {pw} (no username)
chat_multi|en|User: can you help me set up the printer?\nAssistant: Sure - what model is it?\nUser: HP something, it asks for the wifi\nAssistant: Pick your network and enter its password on the printer screen.\nUser: ok the network is {ssid} and the password is {pw}, can you remember it for next time
chat_multi|en|me: hey did you get into the shared drive?\nJo: no it says wrong password\nme: try {pw} - I changed it on Monday\nJo: that worked thanks
chat_multi|en|[10:02] Sam: landlord says the new code for the bike shed is {code}\n[10:03] Alex: 👍\n[10:05] Sam: and bins are Thursday now
chat_multi|de|Ich: Kannst du dir was merken?\nAssistent: Klar, was denn?\nIch: Die Zugangsdaten fürs Elternportal: {email} und {pw}
chat_multi|fr|Moi : tu peux noter un truc ?\nAssistant : Bien sûr.\nMoi : le code de l'interphone chez mamie c'est {code}, et le digicode du parking {pin4}
chat_multi|es|Yo: apúntame esto\nAsistente: Dime.\nYo: la contraseña del wifi del bar es {pw}, la red se llama {ssid}
chat_multi|it|Io: ti do le credenziali del gestionale\nAssistente: Va bene.\nIo: utente {user}, password {pw}, non dirle a nessuno
chat_multi|pt|Eu: guarda isto para mim\nAssistente: Claro!\nEu: PIN do cartão novo: {pin4}
chat_multi|nl|Ik: wil je iets onthouden?\nAssistent: Natuurlijk.\nIk: de pincode van de nieuwe pas is {pin4} en de code van de voordeur {code}
chat_multi|pl|Ja: zapamiętaj proszę\nAsystent: Jasne.\nJa: kod do paczkomatu {num6} i PIN do telefonu {pin4}
chat_multi|ja|私: メモしておいて\nアシスタント: はい、どうぞ。\n私: 新しい暗証番号は{pin4}、家の鍵ボックスは{code}
chat_multi|tr|Ben: bunu not al\nAsistan: Tabii.\nBen: wifi şifresi {pw}, modem arayüzü admin / {pw2}
"""

BENIGN = r"""
config_safe|en|here's our compose file, secrets come from the environment:\n{cfgsafe:compose}
config_safe|en|staging values.yaml (the password is read from a mounted secret):\n{cfgsafe:yaml}
config_safe|de|Unsere .env.example für neue Entwickler:\n{cfgsafe:envexample}
config_safe|en|k8s ConfigMap for the frontend, nothing sensitive in it:\n{cfgsafe:configmap}
config_safe|fr|config.toml du service (sans identifiants) :\n{cfgsafe:toml}
config_safe|en|the ini we ship to customers:\n{cfgsafe:ini}
uri_no_password|en|the reporting db lives at {urisafe} and auth is via IAM
uri_no_password|de|Datenbank-URL ohne Passwort (kommt aus dem Vault): {urisafe}
uri_no_password|es|la base de datos local está en {urisafe}
placeholder_doc|en|From the README: set DB_PASSWORD=changeme in .env and replace it with your own before deploying.
placeholder_doc|en|Tutorial step 3: export OPENAI_API_KEY="sk-..." (paste your own key here)
placeholder_doc|en|In the docs they write postgres://USER:PASSWORD@HOST:5432/DBNAME - fill in your values.
placeholder_doc|en|example config from the wiki: api_key: <YOUR_API_KEY>, secret: <YOUR_SECRET>
placeholder_doc|en|The AWS docs use AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY as sample keys.
placeholder_doc|de|Im Handbuch steht als Beispiel: Benutzer "admin", Passwort "ihr-passwort-hier".
placeholder_doc|fr|Dans la doc : MOT_DE_PASSE=xxxxxxxx (à remplacer par le vôtre)
placeholder_doc|es|La guía pone password: "tu_contraseña" como ejemplo, hay que cambiarlo.
placeholder_doc|en|Slack docs example: https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX
placeholder_doc|en|k8s docs: kubectl create secret generic db --from-literal=password='S!B\*d$zDsb=' is the sample from the tutorial page, do not use it
placeholder_doc|en|the template has GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }} so nothing is hardcoded
placeholder_doc|en|Docs: Authorization: Bearer <token> - get the token from the dashboard.
masked|en|card on file: **** **** **** {num4}
masked|en|the app shows my account as ••••{num4} now
masked|de|Karte endet auf {num4}, der Rest ist ausgeblendet
masked|fr|mot de passe : ******** (masqué dans la capture)
masked|es|la tarjeta que termina en {num4}
masked|en|api key sk_live_••••••••••••{lower4} (revealed only once, I didn't copy it)
masked|en|card ending {num4}, expires {exp} - the rest is on the physical card
masked|de|Kreditkarte ****{num4}, gültig bis 0{num1}/28, die Prüfnummer sage ich dir am Telefon
masked|en|password: [REDACTED] in the log line, nothing to worry about
masked|it|IBAN IT** **** **** **** **** ***{num4} (oscurato)
password_talk|en|I changed my password yesterday and now I can't remember it, how do I reset it?
password_talk|en|remind me to rotate the database password on Friday
password_talk|en|what's a good password manager for a family of four?
password_talk|de|Ich muss mein Passwort bei der Krankenkasse ändern, es ist abgelaufen.
password_talk|fr|Le mot de passe du wifi est sur l'étiquette sous la box, demande à {name}.
password_talk|es|Olvidé la contraseña del correo otra vez, voy a pedir un enlace de recuperación.
password_talk|it|La password deve avere almeno 12 caratteri e un simbolo, che noia.
password_talk|pt|A senha do banco expira a cada 90 dias, preciso trocar amanhã.
password_talk|nl|Het wachtwoord staat in de kluis van het team, vraag het aan {name}.
password_talk|pl|Zmieniłem hasło do poczty, stare już nie działa.
password_talk|ja|パスワードを忘れたので再設定のメールを送ってもらった。
password_talk|zh|密码忘了，明天去银行重置一下。
password_talk|ru|Пароль от почты надо сменить, он утёк в какой-то базе.
password_talk|en|the PIN for my card came by post in a separate letter, I shredded it after memorising
password_talk|en|the CVV is the three digits on the back of the card, never give it on the phone
password_talk|de|Die Wiederherstellungswörter niemals digital speichern, nur auf Papier oder Metall.
password_talk|fr|Ne tape jamais ta phrase de récupération sur un site, même si le support te la demande.
password_talk|es|Apunté las 24 palabras en papel y las guardé en la caja fuerte, no te las voy a pasar.
password_talk|en|never share the seed phrase with anyone, support will never ask for it
pin_policy|en|PINs must be 6 digits and can't be 123456 or your birth year.
pin_policy|de|Die PIN darf nicht vier gleiche Ziffern enthalten.
pin_policy|fr|Le code doit comporter entre 4 et 8 chiffres.
pin_policy|es|El PIN se bloquea después de 3 intentos fallidos.
iban_transfer|en|please send the deposit to IBAN {iban}, reference {ref}
iban_transfer|de|Bitte überweise die Miete auf {iban}, Verwendungszweck Juni
iban_transfer|fr|Voici mon RIB pour le remboursement : IBAN {iban}
iban_transfer|es|Mi IBAN para la transferencia es {iban}
iban_transfer|it|Puoi fare il bonifico a {iban} intestato a {name}
iban_transfer|nl|Maak het over naar {iban} t.n.v. {name}
iban_transfer|pl|numer konta do przelewu: {iban}
iban_transfer|pt|o IBAN para a transferência é {iban}
sort_code|en|pay the plumber: sort code {sortcode}, account {num8}, name on account {name} {surname}
sort_code|en|Bank details for the invoice - sort code {sortcode}, account number {num8}
test_card|en|for the sandbox use {testcard} with any future date and any CVC, it's the documented test card
test_card|en|Stripe test mode: {testcard}, exp 12/34, CVC 123 - test number only
test_card|de|Testkarte aus der Doku: {testcard}
public_key|en|my public ssh key, add it to authorized_keys please: {sshpub}
public_key|en|here's my PGP public key for the encrypted mails\n{pgppub}
public_key|de|Mein öffentlicher Schlüssel: {sshpub}
public_key|en|host key fingerprint SHA256:{b64sha} - check it matches before connecting
public_identifier|en|Stripe publishable key for the checkout page (it's meant to be public): {pklive}
public_identifier|en|OAuth client ID for the web app: {oauthclient}
public_identifier|en|our AWS account ID is {awsacct}, use it in the bucket policy
public_identifier|en|Twilio account SID {twiliosid} - the auth token is in the vault, not here
public_identifier|de|Unsere AWS-Kontonummer ist {awsacct}
public_identifier|en|Azure subscription id {uuid}, resource group rg-prod-weu
crypto_public|en|send the USDC to my address {ethaddr}, ERC-20 only please
crypto_public|en|the transfer went through, tx hash {txhash}
crypto_public|en|my BTC receive address: {btcaddr}
crypto_public|de|Meine Bitcoin-Adresse zum Empfangen: {btcaddr}
crypto_public|en|watch-only wallet, xpub for the accountant: {xpub}
crypto_public|es|el hash de la transacción es {txhash}, ya está confirmada
crypto_public|fr|mon adresse Ethereum pour le remboursement : {ethaddr}
crypto_public|pt|endereço da carteira para receber: {btcaddr}
version|en|we're on {semver}, upgrading to {semver2} next sprint
version|en|Node {semver}, npm {semver2}, python 3.{num1}.{num1b}
version|de|App-Version {semver} (Build {num5})
version|ja|バージョン {semver} にアップデートしました
commit_hash|en|the regression came in with commit {hex40}
commit_hash|en|revert {hex7}, it broke the build
commit_hash|de|Fix ist in {hex40} auf main
commit_hash|en|docker image digest sha256:{hex64}
checksum|en|SHA-256 of the ISO: {hex64} - matches the website
checksum|en|<script src="https://cdn.example.org/lib.min.js" integrity="{sri}" crossorigin="anonymous"></script>
checksum|en|package-lock says "integrity": "{npmintegrity}" for lodash
checksum|fr|somme MD5 du fichier : {hex32}
uuid|en|the failing request id was {uuid}
uuid|en|tenant id {uuid} (not secret, it's in the URL)
uuid|es|el id de la transacción es {uuid}
order_number|en|Amazon order {amzorder} arrives tomorrow
order_number|de|Bestellnummer {ref}, Rechnung kommt per Post
order_number|en|invoice INV-{num6} is overdue
order_number|en|support ticket #{num6} about the broken fridge
order_number|en|Jira ticket PAY-{num4} tracks the refund bug
tracking|en|UPS tracking {ups}
tracking|en|USPS tracking number {usps}
tracking|de|DHL Sendungsnummer {num12}
tracking|fr|numéro de suivi Colissimo 6A{num11}
tracking|nl|PostNL track & trace 3S{upper4}{num9}
phone|en|call me on +44 7{num9}
phone|de|meine Handynummer: +49 1{num2} {num7}
phone|fr|mon portable : 06 {num2} {num2b} {num2c} {num2d}
phone|es|teléfono del fontanero: 6{num8}
phone|it|il numero della pizzeria è 06 {num8}
phone|ja|電話番号は090-{num4}-{num4b}です
phone|en|the dentist's number is (555) {num3}-{num4}
postcode|en|new address: {num2} Elm Street, Leeds LS{num1} {num1b}{upper2}
postcode|de|PLZ {num5} Berlin
postcode|fr|code postal {num5}, Lyon
postcode|nl|postcode {num4} {upper2}
postcode|pl|kod pocztowy {num2}-{num3}
postcode|en|ZIP {num5}, Portland OR
lottery|en|my lottery numbers this week: {lotto}
lottery|de|Lottozahlen vom Samstag: {lotto}, Superzahl {num1}
lottery|es|números de la primitiva: {lotto}
lottery|it|i numeri del superenalotto: {lotto}
recipe|en|bread: {num3} g flour, {num3b} ml water, {num2} g salt, 7 g yeast, bake 40 min at 230
recipe|de|Kuchen: {num3} g Mehl, {num3b} g Zucker, 4 Eier, 180 Grad für 45 Minuten
recipe|fr|crêpes : 250 g de farine, {num3} ml de lait, 3 œufs, une pincée de sel
recipe|es|para la paella: {num3} g de arroz, 1 litro de caldo, 18 minutos
isbn_ean|en|the book is ISBN {isbn}
isbn_ean|en|barcode on the box: {ean}
isbn_ean|de|EAN vom Ersatzteil: {ean}
vin|en|car VIN {vin}, needed for the insurance quote
imei_device|en|phone IMEI {imei} (for the repair shop)
imei_device|de|IMEI vom alten Handy: {imei}
network_id|en|printer is on {ip}, MAC {mac}
network_id|en|the VPN subnet is 10.{num2}.0.0/16, gateway {ip}
flight|en|flight {upper2}{num4} on {day}/{month}, booking reference {upper6}
flight|de|Flug {upper2} {num4}, Sitz {num2}{upper1}, Buchungscode {upper6}
flight|fr|vol {upper2}{num4}, référence de réservation {upper6}
otp_notice|en|the verification code expired before I could use it, I'll request a new one
otp_notice|de|Der Code kam nicht an, ich lasse mir einen neuen schicken.
otp_notice|en|2FA is on for my account now, using the authenticator app
sports_score|en|final score {num1}-{num1b}, what a match
sports_score|de|Endstand {num1}:{num1b}, {num2} Punkte in der Tabelle
measurement|en|blood pressure this morning {num3}/{num2}, pulse {num2b}
measurement|en|meter reading {num5} kWh, read on {day}/{month}
measurement|de|Zählerstand Wasser {num4},{num3} m³
seedlike_list|en|shopping: {glist}
seedlike_list|en|packing list\n{plistlines}
seedlike_list|en|{bipnote}
seedlike_list|en|words for the spelling test: {bipnote}
redacted_log|en|2026-11-03 12:01:44 INFO auth ok user={user} token=*** ip={ip}
redacted_log|en|curl -H "Authorization: Bearer $API_TOKEN" https://api.{domain}/v1/items
redacted_log|en|Error {num3}: invalid credentials for user {user} (password not logged)
email_benign|en|Hi {name},\n\nthanks for the quick call. As agreed, the workshop is on {day}/{month} at {time} in room {num3}. Please bring your laptop; the wifi details will be on the whiteboard. Lunch is provided.\n\nBest,\n{name2}
email_benign|de|Hallo {name},\n\nIhre Bestellung {ref} wurde versandt. Die Sendungsnummer ist {num12}. Bei Fragen erreichen Sie uns unter 030 {num7}.\n\nViele Grüße
email_benign|fr|Bonjour {name},\n\nvotre rendez-vous est confirmé le {day}/{month} à {time}. Merci d'apporter votre carte Vitale. Pour annuler, appelez le 01 {num2} {num2b} {num2c} {num2d}.\n\nCordialement
email_benign|es|Hola {name}:\n\nte confirmo la reserva para {num1} personas el día {day} a las {time}. El número de reserva es {upper6}. Si hay cambios, avísame.\n\nSaludos
meeting_benign|en|Standup notes {day}/{month}\n- Release slipped to Thursday, QA still on the checkout bug\n- {name} is on call this week\n- password rotation done for staging, new one is in the vault as usual\n- retro moved to Friday 3pm
meeting_benign|en|Ops sync\n1. Disk alerts on the log box - Priya to clean up\n2. Deploy keys rotated; stored in the secrets manager, not in chat\n3. Budget review next month, {num2} tickets still open
meeting_benign|de|Protokoll Teammeeting {day}.{month}.\n- Umzug des Servers auf Mittwoch verschoben\n- Zugang zum neuen Router hat nur {name}\n- Raum {num3}, Beginn {time}
meeting_benign|es|Acta de la reunión\n1. Se aprueba el presupuesto de {num5} euros\n2. La alarma de la oficina se revisa el lunes\n3. Vacaciones: enviar fechas antes del día 15
meeting_benign|ja|定例会議メモ\n・リリースは木曜に延期\n・会議室は{num3}号室\n・次回は来週月曜 {time}
meeting_benign|zh|周会纪要\n1. 版本推迟到周四发布\n2. 会议室改到{num3}号\n3. 下周一{time}继续
chat_benign|en|User: can you help me set up the printer?\nAssistant: Sure - what model is it?\nUser: HP something, it asks for the wifi\nAssistant: Pick your network and enter its password on the printer screen.\nUser: ok done, it printed a test page, thanks
chat_benign|en|me: hey did you get into the shared drive?\nJo: no it says wrong password\nme: I reset it, check your mail for the link\nJo: that worked thanks
chat_benign|en|[10:02] Sam: landlord says the bike shed is number {num2} now\n[10:03] Alex: 👍\n[10:05] Sam: and bins are Thursday
chat_benign|de|Ich: Kannst du dir was merken?\nAssistent: Klar, was denn?\nIch: Elternabend am {day}. um {time} in Raum {num3}
chat_benign|fr|Moi : tu peux noter un truc ?\nAssistant : Bien sûr.\nMoi : mamie habite au {num2} rue Pasteur, 3e étage, porte {num2b}
chat_benign|es|Yo: apúntame esto\nAsistente: Dime.\nYo: el bar cierra a las {time}, mesa {num2} para {num1} personas
chat_benign|it|Io: ti do i dati della consegna\nAssistente: Va bene.\nIo: ordine {ref}, arriva tra {num1} giorni
chat_benign|pt|Eu: guarda isto para mim\nAssistente: Claro!\nEu: o cartão novo chega dia {day}, o antigo termina em {num4}
chat_benign|nl|Ik: wil je iets onthouden?\nAssistent: Natuurlijk.\nIk: de nieuwe pas is onderweg, pincode komt apart per post
chat_benign|pl|Ja: zapamiętaj proszę\nAsystent: Jasne.\nJa: paczka {num12} czeka w paczkomacie WAW{num2}M
chat_benign|ja|私: メモしておいて\nアシスタント: はい、どうぞ。\n私: 歯医者の予約は{day}日の{time}、診察券番号{num6}
chat_benign|tr|Ben: bunu not al\nAsistan: Tabii.\nBen: kargo takip numarası {num12}, yarın gelecek
"""

FILLER = {
    "en": ["Quick update before I forget.", "The plumber is coming on Thursday morning.", "Kids have swimming after school today.",
           "I moved the meeting to next week because Sam is off.", "Remind me to book the car service.", "Dinner at eight at my sister's.",
           "The parcel was left with the neighbour.", "We still need to decide on the holiday dates."],
    "de": ["Kurz zur Info, bevor ich es vergesse.", "Der Handwerker kommt am Donnerstag früh.", "Die Kinder haben heute Schwimmen.",
           "Das Treffen ist auf nächste Woche verschoben.", "Bitte erinnere mich an den Werkstatttermin.", "Abendessen um acht bei meiner Schwester."],
    "fr": ["Petit point avant que j'oublie.", "Le plombier passe jeudi matin.", "Les enfants ont piscine après l'école.",
           "J'ai décalé la réunion à la semaine prochaine.", "Rappelle-moi de prendre rendez-vous au garage.", "Dîner à vingt heures chez ma sœur."],
    "es": ["Te cuento rápido antes de que se me olvide.", "El fontanero viene el jueves por la mañana.", "Los niños tienen natación hoy.",
           "He movido la reunión a la semana que viene.", "Recuérdame pedir cita para el coche.", "Cenamos a las nueve en casa de mi hermana."],
    "it": ["Aggiornamento veloce prima che me lo scordi.", "L'idraulico viene giovedì mattina.", "I bambini hanno piscina oggi.",
           "Ho spostato la riunione alla settimana prossima.", "Ricordami di prenotare il tagliando.", "Cena alle otto da mia sorella."],
    "pt": ["Só para não me esquecer.", "O canalizador vem quinta de manhã.", "As crianças têm natação hoje.",
           "Passei a reunião para a semana que vem.", "Lembra-me de marcar a revisão do carro.", "Jantar às oito em casa da minha irmã."],
    "nl": ["Even snel voordat ik het vergeet.", "De loodgieter komt donderdagochtend.", "De kinderen hebben vandaag zwemles.",
           "Ik heb de vergadering naar volgende week verzet.", "Herinner me aan de APK-afspraak.", "Om acht uur eten bij mijn zus."],
    "pl": ["Szybko, zanim zapomnę.", "Hydraulik przyjdzie w czwartek rano.", "Dzieci mają dziś basen.",
           "Przełożyłem spotkanie na przyszły tydzień.", "Przypomnij mi o przeglądzie auta.", "Kolacja o ósmej u siostry."],
    "sv": ["Snabbt innan jag glömmer.", "Rörmokaren kommer på torsdag morgon.", "Barnen har simning i dag.",
           "Jag flyttade mötet till nästa vecka.", "Påminn mig om att boka service på bilen."],
    "tr": ["Unutmadan hemen yazayım.", "Tesisatçı perşembe sabahı gelecek.", "Çocukların bugün yüzme dersi var.",
           "Toplantıyı gelecek haftaya aldım.", "Arabanın bakımını hatırlat bana."],
    "ru": ["Пишу, пока не забыл.", "Сантехник придёт в четверг утром.", "У детей сегодня бассейн.",
           "Встречу перенёс на следующую неделю.", "Напомни записать машину на ТО."],
    "ja": ["忘れないうちにメモ。", "水道屋さんは木曜の朝に来ます。", "子どもたちは今日プールです。", "会議は来週に移しました。", "車の点検の予約を忘れずに。"],
    "zh": ["趁还没忘记先记一下。", "修水管的师傅周四上午来。", "孩子们今天有游泳课。", "会议改到下周了。", "提醒我预约汽车保养。"],
    "ko": ["잊기 전에 적어둘게.", "배관공은 목요일 아침에 와.", "애들 오늘 수영 있어.", "회의는 다음 주로 미뤘어.", "차 정비 예약 잊지 말라고 알려줘."],
    "ar": ["أكتب هذا قبل أن أنسى.", "السباك سيأتي صباح الخميس.", "الأطفال عندهم سباحة اليوم.", "أجلت الاجتماع إلى الأسبوع القادم."],
    "hi": ["भूलने से पहले लिख रहा हूँ।", "प्लंबर गुरुवार सुबह आएगा।", "बच्चों की आज तैराकी है।", "मीटिंग अगले हफ्ते कर दी है।"],
    "id": ["Catat dulu sebelum lupa.", "Tukang ledeng datang Kamis pagi.", "Anak-anak ada les renang hari ini.", "Rapatnya aku undur ke minggu depan."],
    "vi": ["Ghi lại kẻo quên.", "Thợ sửa ống nước sáng thứ Năm tới.", "Hôm nay bọn trẻ có lớp bơi.", "Mình dời cuộc họp sang tuần sau."],
    "uk": ["Пишу, поки не забув.", "Сантехнік прийде в четвер зранку.", "У дітей сьогодні басейн.", "Нараду переніс на наступний тиждень."],
    "el": ["Γράφω πριν το ξεχάσω.", "Ο υδραυλικός έρχεται Πέμπτη πρωί.", "Τα παιδιά έχουν κολύμπι σήμερα.", "Μετέφερα τη συνάντηση για την άλλη εβδομάδα."],
}

# Password-ish words and names used by the value generators.
PW_WORDS = ["marmalade", "Jaguar", "Kolibri", "pelican", "Fenerbahce", "Valencia", "Orion", "sunset", "Pumuckl", "tortilla",
            "Kasztan", "Totoro", "limoncello", "Sputnik", "Waffel", "Zeppelin", "mango", "Baltic", "Rigoletto", "Nutella"]
FIRST_NAMES = ["Aisha", "Bruno", "Carmen", "Dmitri", "Eva", "Femi", "Giulia", "Hiro", "Ines", "Jakub", "Kwame", "Lena",
               "Mateo", "Nora", "Oskar", "Paula", "Rahul", "Sofia", "Tariq", "Ulla", "Viktor", "Wiebke", "Ximena", "Yara"]
SURNAMES = ["Adeyemi", "Bauer", "Costa", "Dubois", "Eriksson", "Fischer", "García", "Horvat", "Ivanova", "Jensen", "Kaya"]
SSIDS = ["Vodafone-C4F1", "FRITZ!Box 6660 Cable ZX", "Livebox-93B0", "BT-QX7H2K", "DIGI_5a21f0", "TIM-28841177",
         "MEO-A1B2C3", "UPC1234567", "Telekom-8F3A", "Home_Mesh_5G"]
DOMAINS = ["fjordlabs.no", "panaderia-sol.es", "kitahaus.de", "atelier-bleu.fr", "greenleaf.io", "moderna-dental.it"]
WEAK_PWS = ["changeme123", "admin1234", "Passw0rd!", "12345admin", "welcome2024", "qwerty123", "letmein99", "shop2019"]

# Digits as spoken words, per language (voice notes).
DIGIT_WORDS = {
    "en": "zero one two three four five six seven eight nine",
    "de": "null eins zwei drei vier fünf sechs sieben acht neun",
    "fr": "zéro un deux trois quatre cinq six sept huit neuf",
    "es": "cero uno dos tres cuatro cinco seis siete ocho nueve",
    "it": "zero uno due tre quattro cinque sei sette otto nove",
    "pt": "zero um dois três quatro cinco seis sete oito nove",
    "nl": "nul een twee drie vier vijf zes zeven acht negen",
    "pl": "zero jeden dwa trzy cztery pięć sześć siedem osiem dziewięć",
    "sv": "noll ett två tre fyra fem sex sju åtta nio",
    "ru": "ноль один два три четыре пять шесть семь восемь девять",
    "tr": "sıfır bir iki üç dört beş altı yedi sekiz dokuz",
    "id": "nol satu dua tiga empat lima enam tujuh delapan sembilan",
}

# How a speech-to-text engine writes a password spelled aloud: (capital, lowercase, symbol words) per language.
SPOKEN_PW = {
    "en": ("capital", "all lowercase", {"!": "exclamation mark", "@": "at sign", "#": "hash", "_": "underscore", ".": "dot", "$": "dollar sign"}),
    "de": ("großes", "alles klein", {"!": "Ausrufezeichen", "@": "At-Zeichen", "#": "Raute", "_": "Unterstrich", ".": "Punkt", "$": "Dollarzeichen"}),
    "fr": ("majuscule", "tout en minuscules", {"!": "point d'exclamation", "@": "arobase", "#": "dièse", "_": "tiret du bas", ".": "point", "$": "dollar"}),
    "es": ("mayúscula", "todo en minúsculas", {"!": "signo de exclamación", "@": "arroba", "#": "almohadilla", "_": "guion bajo", ".": "punto", "$": "dólar"}),
    "it": ("maiuscola", "tutto minuscolo", {"!": "punto esclamativo", "@": "chiocciola", "#": "cancelletto", "_": "trattino basso", ".": "punto", "$": "dollaro"}),
    "nl": ("hoofdletter", "allemaal kleine letters", {"!": "uitroepteken", "@": "apenstaartje", "#": "hekje", "_": "underscore", ".": "punt", "$": "dollarteken"}),
    "pt": ("maiúscula", "tudo minúsculo", {"!": "ponto de exclamação", "@": "arroba", "#": "cerquilha", "_": "underline", ".": "ponto", "$": "cifrão"}),
    "pl": ("duże", "wszystko małymi", {"!": "wykrzyknik", "@": "małpa", "#": "krzyżyk", "_": "podkreślnik", ".": "kropka", "$": "dolar"}),
}
