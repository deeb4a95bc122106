"""Hand-written templates for the blind15 guard corpus (no sentence was machine translated).

Each line of SECRET and BENIGN is ``kind|lang|text``; ``\\n`` in a text is a line break (a new chat turn or a new
line of a mail). Fields in braces are filled by make_blind15.py from a seeded generator:

{code} 4-6 digit door/gate/alarm code   {pin4} 4-digit PIN   {pin6} 6-digit PIN   {puk} 8-digit PUK
{pw} a password as people pick them     {user} a user name   {email} a mail address   {name} a first name
{otp} a live 6-digit one-time code      {pinwords} a PIN spoken as words in the row's language
{seed} a whole seed phrase; {seed1}/{seed2} its halves; {s3a}/{s3b}/{s3c} its thirds (list chosen by the row's
language for the ten BIP-39 languages, English otherwise)   {key:PROVIDER} an API key in that provider's format
{card} a Luhn-valid card number  {exp} expiry  {cvc} CVC   {testcard} a documented test number   {iban} an IBAN
{num}/{num2} ordinary numbers  {price} a price  {ref} an order/booking reference  {hex40} a hash
"""

SECRET = r"""
seed_chat_split|en|ok here's my backup phrase, first half: {seed1}\nsecond half: {seed2}
seed_chat_split|en|can you keep my wallet words for me? {seed1}\n{seed2}\nthat's all of them, thanks
seed_chat_split|en|Me: writing down my recovery phrase in two bits\nMe: {seed1}\nMe: and the rest {seed2}
seed_chat_split|en|part 1 of my metamask phrase {seed1}\npart 2 {seed2}
seed_chat_split|en|don't lose this pls - {seed1}\noops hit enter too early - {seed2}
seed_chat_split|en|ledger words 1-12: {seed1}\nledger words 13-24: {seed2}
seed_chat_split|es|te paso mi frase semilla en dos partes: {seed1}\ny la segunda: {seed2}
seed_chat_split|es|palabras de recuperación (1ª mitad) {seed1}\n(2ª mitad) {seed2}
seed_chat_split|fr|voici ma phrase de récupération, début : {seed1}\nfin : {seed2}
seed_chat_split|fr|garde-moi ça stp, les mots du portefeuille {seed1}\net la suite {seed2}
seed_chat_split|it|la mia frase di recupero, prima parte {seed1}\nseconda parte {seed2}
seed_chat_split|pt|minha frase de recuperação, parte 1: {seed1}\nparte 2: {seed2}
seed_chat_split|cs|moje obnovovací fráze, první půlka: {seed1}\ndruhá půlka: {seed2}
seed_chat_split|ja|ウォレットの復元フレーズ前半です {seed1}\n後半 {seed2}
seed_chat_split|ko|지갑 복구 문구 앞부분 {seed1}\n뒷부분 {seed2}
seed_chat_split|zh|助记词前半段：{seed1}\n后半段：{seed2}
seed_chat_split|zh-Hant|助記詞前半：{seed1}\n後半：{seed2}
seed_chat_split|de|Meine Wiederherstellungswörter, Teil eins: {seed1}\nTeil zwei: {seed2}
seed_chat_split|pl|fraza odzyskiwania portfela, część 1: {seed1}\nczęść 2: {seed2}
seed_chat_split|nl|herstelzin van mijn wallet, eerste helft {seed1}\ntweede helft {seed2}
seed_chat_split|tr|cüzdan kurtarma kelimelerim ilk yarı: {seed1}\nikinci yarı: {seed2}
seed_chat_split3|en|saving my seed in three goes so I don't mess up\n{s3a}\n{s3b}\n{s3c}
seed_chat_split3|en|msg 1/3: {s3a}\nmsg 2/3: {s3b}\nmsg 3/3: {s3c}
seed_chat_split3|en|trezor backup card row one {s3a}\nrow two {s3b}\nrow three {s3c}
seed_chat_split3|en|remember these for me: {s3a}\n...continuing: {s3b}\n...last ones: {s3c}
seed_chat_split3|es|frase semilla (1/3) {s3a}\n(2/3) {s3b}\n(3/3) {s3c}
seed_chat_split3|fr|mots 1 à 8 : {s3a}\nmots 9 à 16 : {s3b}\nmots 17 à 24 : {s3c}
seed_chat_split3|it|parole del wallet, prima riga {s3a}\nseconda riga {s3b}\nterza riga {s3c}
seed_chat_split3|pt|palavras da carteira\n{s3a}\n{s3b}\n{s3c}
seed_chat_split3|ja|復元ワード（1）{s3a}\n（2）{s3b}\n（3）{s3c}
seed_chat_split3|ko|복구 단어 1줄 {s3a}\n2줄 {s3b}\n3줄 {s3c}
seed_chat_split3|zh|助记词第一行 {s3a}\n第二行 {s3b}\n第三行 {s3c}
seed_chat_split3|cs|slova 1–8 {s3a}\nslova 9–16 {s3b}\nslova 17–24 {s3c}
seed_prose|en|My seed phrase is {seed}, please remember it in case I lose the paper.
seed_prose|en|note to self: wallet recovery words are {seed}
seed_prose|es|Mi frase semilla es: {seed}
seed_prose|fr|Ma phrase secrète de portefeuille : {seed}
seed_prose|it|Le mie 24 parole: {seed}
seed_prose|pt|Frase de recuperação da Trust Wallet: {seed}
seed_prose|cs|Obnovovací slova peněženky: {seed}
seed_prose|ja|ビットコインのシードフレーズ：{seed}
seed_prose|ko|니모닉 {seed}
seed_prose|zh|我的钱包助记词是 {seed}
seed_prose|zh-Hant|我的錢包助記詞：{seed}
seed_prose|de|Seed für die Hardware-Wallet: {seed}
seed_lines|en|{seedlines}
seed_lines|en|Backup (do not share)\n{seedlines}
seed_lines|es|Palabras de recuperación\n{seedlines}
seed_lines|fr|Mots de récupération\n{seedlines}
seed_lines|ja|復元用\n{seedlines}
seed_lines|zh|助记词\n{seedlines}
seed_lines|ko|복구 구문\n{seedlines}
seed_lines|it|Frase di recupero\n{seedlines}
seed_numbered|en|{seednumbered}
seed_numbered|en|Wallet backup:\n{seednumbered}
seed_numbered|pt|Palavras-chave:\n{seednumbered}
seed_numbered|cs|Záložní slova:\n{seednumbered}
seed_numbered|ko|복구 단어\n{seednumbered}
seed_numbered|zh-Hant|助記詞\n{seednumbered}
seed_numbered|fr|{seednumbered}
seed_numbered|es|{seednumbered}
password_split|en|my netflix login is {email}\nand the password is {pw}
password_split|en|user: {user}\npw: {pw}
password_split|en|wifi name is {ssid}\npassword {pw}
password_split|en|remember my work login? it's {user}\n{pw} is the password, case sensitive
password_split|en|Username for the council tax site: {user}\nForgot to say: password is {pw}
password_split|de|Benutzername fürs Sparkassen-Online-Banking: {user}\nPasswort kommt gleich\n{pw}
password_split|de|Login vom Elternportal: {email}\nKennwort: {pw}
password_split|fr|mon identifiant Ameli c'est {user}\net le mot de passe {pw}
password_split|fr|identifiant : {email}\nmdp : {pw}
password_split|es|usuario del banco {user}\ncontraseña {pw}
password_split|es|el correo es {email}\ny la clave {pw}
password_split|it|utente {user}\npassword {pw}
password_split|pt|login do gov.br: {user}\nsenha: {pw}
password_split|nl|gebruikersnaam DigiD {user}\nwachtwoord {pw}
password_split|pl|login do mojego konta: {email}\nhasło: {pw}
password_split|sv|användarnamn {user}\nlösenord {pw}
password_split|tr|kullanıcı adı {user}\nşifre {pw}
password_split|ru|логин {user}\nпароль {pw}
password_split|ja|ユーザー名は{user}です\nパスワードは{pw}
password_split|ko|아이디 {user}\n비번 {pw}
password_split|zh|账号 {user}\n密码 {pw}
password_split|id|username {user}\npasswordnya {pw}
password_split|vi|tài khoản {user}\nmật khẩu {pw}
password_split|hi|यूज़रनेम {user}\nपासवर्ड {pw}
password_split|ar|اسم المستخدم {user}\nكلمة المرور {pw}
email_signature|en|Thanks,\n{name}\n--\nSent from my iPhone\n(pw for the shared drive: {pw})
email_signature|en|Best regards,\n{name} | Office Manager\nT +44 20 7946 {num4}\nVPN password this month: {pw}
email_signature|en|Cheers\n{name}\n\nP.S. door code for Saturday is {code}
email_signature|de|Viele Grüße\n{name}\nTel. 030 {num4}{num2}\nPS: Das WLAN-Passwort im Büro ist {pw}
email_signature|fr|Bien cordialement,\n{name}\nAssistante de direction\nPS : le code du parking est {code}
email_signature|es|Un saludo,\n{name}\nDpto. Administración\nP.D.: la contraseña del portal de proveedores es {pw}
email_signature|it|Cordiali saluti\n{name}\nUfficio acquisti\nPS la password del gestionale è {pw}
email_signature|nl|Met vriendelijke groet,\n{name}\nPS het wachtwoord van de gedeelde map is {pw}
email_signature|pt|Atenciosamente,\n{name}\nPS: a senha do wi-fi da sala de reuniões é {pw}
email_signature|pl|Pozdrawiam\n{name}\nPS hasło do skrzynki działu: {pw}
forwarded_mail|en|---------- Forwarded message ---------\nFrom: IT Helpdesk <helpdesk@{domain}>\nSubject: Your new account\n\nHi {name}, your username is {user} and your temporary password is {pw}. Please change it at first login.
forwarded_mail|en|Fwd: Welcome to the team\n> Your laptop login: {user}\n> Password: {pw}\n> Building door code: {code}
forwarded_mail|en|Begin forwarded message:\nFrom: Landlord\nKey safe by the front door, code {code}. Wifi is {ssid} / {pw}.
forwarded_mail|de|---------- Weitergeleitete Nachricht ----------\nVon: Hausverwaltung\nBetreff: Schlüsseltresor\nDer Code für den Schlüsseltresor lautet {code}.
forwarded_mail|fr|---------- Message transféré ---------\nDe : Service informatique\nObjet : Vos identifiants\nIdentifiant : {user}\nMot de passe provisoire : {pw}
forwarded_mail|es|---------- Mensaje reenviado ---------\nDe: Soporte\nAsunto: Acceso\nUsuario: {user}\nContraseña temporal: {pw}
forwarded_mail|it|---------- Messaggio inoltrato ---------\nDa: Segreteria\nOggetto: credenziali registro elettronico\nUtente: {user}\nPassword: {pw}
forwarded_mail|nl|---------- Doorgestuurd bericht ---------\nVan: Verhuurder\nDe code van het sleutelkastje is {code}.
forwarded_mail|pt|---------- Mensagem encaminhada ---------\nDe: RH\nAssunto: acesso ao portal\nUsuário {user} senha {pw}
forwarded_mail|pl|---------- Przekazana wiadomość ---------\nOd: Administrator\nTemat: dostęp\nLogin: {user}\nHasło tymczasowe: {pw}
school_portal|en|ParentPay login for the kids: {email} / {pw}
school_portal|en|school app (Arbor) username {user} password {pw}
school_portal|en|Google Classroom for Maya: {user}@{domain}, password {pw}
school_portal|en|SchoolsBuddy account - user {email} pass {pw}
school_portal|pl|Librus synergia: login {num7}u, hasło {pw}
school_portal|pl|dziennik elektroniczny Vulcan: {email} hasło {pw}
school_portal|fr|Pronote de Léa : identifiant {user}, mot de passe {pw}
school_portal|fr|ENT du collège, login {user} mdp {pw}
school_portal|nl|Magister van Sem: gebruikersnaam {num6} wachtwoord {pw}
school_portal|nl|SomToday inlog {user} / {pw}
school_portal|de|Schulmanager Online: {email}, Passwort {pw}
school_portal|de|WebUntis Login von Jonas: {user} / {pw}
school_portal|it|registro elettronico Argo: codice scuola SS{num5}, utente {user}, password {pw}
school_portal|it|ClasseViva di Giulia utente {user} password {pw}
school_portal|es|Raíces (plataforma del cole): usuario {user} contraseña {pw}
school_portal|es|iPasen de los niños: {user} / {pw}
school_portal|pt|portal do aluno: matrícula {num6}, senha {pw}
school_portal|sv|Vklass för Elsa: {user} lösen {pw}
school_portal|cs|Bakaláři: uživatel {user}, heslo {pw}
school_portal|hu|KRÉTA napló: felhasználó {num11}, jelszó {pw}
school_portal|tr|e-Okul veli girişi: TC {num11} şifre {pw}
school_portal|ja|学校連絡網アプリのID {user} パスワード {pw}
pin_card|en|my debit card pin is {pin4}
pin_card|en|pin for the Monzo card: {pin4}
pin_card|en|Remind me: Barclaycard PIN {pin4}
pin_card|en|new card arrived, pin {pin4}, activate before friday
pin_card|de|PIN der EC-Karte: {pin4}
pin_card|de|Geheimzahl Kreditkarte {pin4}
pin_card|fr|le code de ma carte bleue c'est {pin4}
pin_card|fr|code confidentiel CB : {pin4}
pin_card|es|el pin de la tarjeta es {pin4}
pin_card|it|PIN bancomat {pin4}
pin_card|pt|senha do cartão de débito {pin4}
pin_card|pt|PIN do Multibanco: {pin4}
pin_card|nl|pincode van mijn bankpas is {pin4}
pin_card|pl|PIN do karty {pin4}
pin_card|cs|PIN ke kartě je {pin4}
pin_card|sv|koden till bankkortet är {pin4}
pin_card|da|pinkode til dankortet {pin4}
pin_card|nb|PIN-koden til bankkortet er {pin4}
pin_card|fi|pankkikortin tunnusluku {pin4}
pin_card|tr|kartımın şifresi {pin4}
pin_card|ru|пин-код от карты {pin4}
pin_card|uk|пін-код картки {pin4}
pin_card|el|το PIN της κάρτας είναι {pin4}
pin_card|ro|PIN-ul cardului: {pin4}
pin_card|hu|a bankkártya PIN kódja {pin4}
pin_card|ja|キャッシュカードの暗証番号は{pin4}
pin_card|ko|체크카드 비밀번호 {pin4}
pin_card|zh|银行卡密码{pin6}
pin_card|zh-Hant|提款卡密碼 {pin4}
pin_card|th|รหัส ATM ของฉัน {pin4}
pin_card|vi|mã PIN thẻ ATM là {pin4}
pin_card|id|PIN ATM BCA aku {pin6}
pin_card|hi|एटीएम पिन {pin4} है
pin_card|ar|الرقم السري لبطاقة الصراف {pin4}
pin_card|he|הקוד הסודי של הכרטיס {pin4}
pin_card|fa|رمز کارت بانکی من {pin4}
pin_card|sw|namba ya siri ya kadi ya benki ni {pin4}
pin_card|ha|lambar sirrin katin ATM dina {pin4}
pin_card|yo|nọ́mbà àṣírí káàdì ATM mi ni {pin4}
pin_card|zu|iphinikhodi yekhadi lami lasebhange ngu-{pin4}
pin_card|xh|inombolo eyimfihlo yekhadi lam ngu-{pin4}
pin_card|so|lambarka sirta ah ee kaarka bangiga waa {pin4}
sim_pin|en|SIM pin is {pin4}, PUK is on the card in the drawer
sim_pin|en|phone asked for the sim pin after the update - it's {pin4}
sim_pin|de|SIM-PIN vom Diensthandy: {pin4}
sim_pin|fr|code PIN de la carte SIM : {pin4}
sim_pin|es|el PIN de la SIM es {pin4}
sim_pin|it|PIN della SIM {pin4}
sim_pin|pt|PIN do chip {pin4}
sim_pin|nl|pincode van de simkaart {pin4}
sim_pin|pl|PIN do karty SIM {pin4}
sim_pin|cs|PIN k SIM kartě {pin4}
sim_pin|tr|SIM kart PIN'i {pin4}
sim_pin|ru|пин от сим-карты {pin4}
sim_pin|ja|SIMのPINコード {pin4}
sim_pin|ko|유심 PIN {pin4}
sim_pin|id|PIN kartu SIM {pin4}
sim_puk|en|PUK code for my sim: {puk}
sim_puk|en|phone locked, PUK1 {puk} PIN {pin4}
sim_puk|de|PUK: {puk} (SIM-Karte Telekom)
sim_puk|fr|code PUK de la puce {puk}
sim_puk|es|PUK de la tarjeta SIM {puk}
sim_puk|it|codice PUK {puk}
sim_puk|pl|kod PUK {puk}
sim_puk|nl|PUK-code {puk}
sim_puk|ru|PUK-код {puk}
sim_puk|tr|PUK kodu {puk}
sim_puk|ja|PUKコード {puk}
sim_puk|pt|código PUK do chip {puk}
password_chat|en|lol my password for everything is basically {pw}
password_chat|en|fyi the spotify pw is {pw}
password_chat|en|changed the amazon password to {pw} btw
password_chat|en|pw's {pw} if you need to log in while i'm away
password_chat|en|the login for mum's email is her name and the password {pw}
password_chat|de|Passwort für Netflix ist jetzt {pw}
password_chat|de|pw vom router hab ich auf {pw} geändert
password_chat|fr|le mdp du compte free c'est {pw}
password_chat|es|la contra de la wifi es {pw}
password_chat|es|cambié la clave de instagram, ahora es {pw}
password_chat|it|la password di casa è {pw}
password_chat|pt|a senha do netflix é {pw} kkk
password_chat|pt|senha nova do email: {pw}
password_chat|nl|ww van de laptop is {pw}
password_chat|pl|hasło do neta {pw}
password_chat|cs|heslo na wifi je {pw}
password_chat|sk|heslo do počítača {pw}
password_chat|sv|lösenordet är {pw}
password_chat|da|koden til wifi er {pw}
password_chat|fi|salasana on {pw}
password_chat|tr|wifi şifresi {pw}
password_chat|ru|пароль от вайфая {pw}
password_chat|uk|пароль від пошти {pw}
password_chat|el|ο κωδικός του wifi είναι {pw}
password_chat|ro|parola de la wifi e {pw}
password_chat|hu|a jelszó {pw}
password_chat|ja|パスワードは{pw}だよ
password_chat|ko|비번 {pw} 임
password_chat|zh|密码是{pw}
password_chat|zh-Hant|密碼是{pw}
password_chat|yue|個密碼係{pw}
password_chat|th|รหัสผ่านคือ {pw}
password_chat|vi|mk là {pw}
password_chat|id|pw nya {pw}
password_chat|ms|kata laluan {pw}
password_chat|tl|password ko {pw}
password_chat|hi|पासवर्ड {pw} है
password_chat|bn|পাসওয়ার্ড {pw}
password_chat|ar|كلمة السر {pw}
password_chat|he|הסיסמה היא {pw}
password_chat|fa|رمز عبور {pw}
password_chat|sw|nenosiri ni {pw}
password_chat|hr|lozinka je {pw}
password_chat|sr|лозинка је {pw}
password_chat|bg|паролата е {pw}
password_chat|lt|slaptažodis {pw}
password_chat|lv|parole ir {pw}
password_chat|et|parool on {pw}
password_chat|is|lykilorðið er {pw}
password_chat|ca|la contrasenya és {pw}
password_chat|eu|pasahitza {pw} da
password_chat|sq|fjalëkalimi është {pw}
password_chat|af|die wagwoord is {pw}
password_chat|az|parol {pw}
password_chat|ka|პაროლი {pw}
password_chat|hy|գաղտնաբառը {pw}
alarm_code|en|alarm code is {code}, you have 30 seconds after opening the door
alarm_code|en|to turn off the burglar alarm punch in {code} then OFF
alarm_code|en|ADT keypad code {code}
alarm_code|de|Alarmanlage: Code {code}, dann Taste AUS
alarm_code|fr|code de l'alarme : {code}
alarm_code|es|código de la alarma {code}, tienes 20 segundos
alarm_code|it|codice dell'allarme {code}
alarm_code|nl|alarmcode is {code}
alarm_code|pl|kod do alarmu {code}
alarm_code|pt|código do alarme {code}
alarm_code|sv|larmkoden är {code}
alarm_code|cs|kód od alarmu {code}
alarm_code|ja|警報装置の解除番号 {code}
alarm_code|ko|경보 해제 번호 {code}
gate_code|en|gate code {code}#
gate_code|en|the community gate is {code} then the key symbol
gate_code|en|Delivery note: gate code {code}, leave by the garage
gate_code|de|Tor-Code {code}
gate_code|fr|code du portail {code}
gate_code|es|código de la verja {code}
gate_code|it|codice del cancello {code}
gate_code|pt|código do portão da garagem {code}
gate_code|nl|code van het hek {code}
gate_code|pl|kod do bramy {code}
gate_code|el|κωδικός για την καγκελόπορτα {code}
gate_code|tr|bahçe kapısı şifresi {code}
keysafe_code|en|key safe next to the door, code {code}
keysafe_code|en|lockbox code for the airbnb is {code}
keysafe_code|en|keys are in the little box by the meter, combo {code}
keysafe_code|de|Schlüsselbox-Code {code}
keysafe_code|fr|boîte à clés, code {code}
keysafe_code|es|caja de llaves, combinación {code}
keysafe_code|it|cassetta portachiavi, combinazione {code}
keysafe_code|pt|caixa das chaves: {code}
keysafe_code|nl|sleutelkluisje code {code}
keysafe_code|pl|sejf na klucze, szyfr {code}
door_code|en|door code is {code}
door_code|en|building entry code {code}, flat 4B
door_code|en|the code for the front door changed to {code}
door_code|en|smart lock code {code}
door_code|de|Türcode {code}
door_code|fr|digicode {code}
door_code|es|el código del portal es {code}
door_code|it|il codice della porta è {code}
door_code|nl|deurcode {code}
door_code|ja|玄関の暗証番号{code}
code_native|af|Die hekkode by ma-hulle is {code}, moenie vergeet nie.
code_native|am|የግቢው በር ኮድ {code} ነው።
code_native|ar|رمز باب العمارة {code}
code_native|az|Qapının kodu {code}, gələndə yığarsan.
code_native|be|Код ад пад'езда {code}.
code_native|bg|Кодът на входа е {code}, звънни ако не стане.
code_native|bn|গেটের কোড {code}, এসে টিপে দিও।
code_native|bs|Šifra za ulaz je {code}.
code_native|ca|El codi de la porta de l'escala és {code}.
code_native|cs|Kód od vchodu je {code}, zvonek nefunguje.
code_native|cy|Cod y drws ffrynt yw {code}.
code_native|da|Koden til opgangen er {code}.
code_native|de|Der Code für die Haustür ist {code}, klingeln geht nicht.
code_native|el|Ο κωδικός της εξώπορτας είναι {code}.
code_native|es|La clave del portón es {code}, marca y empuja.
code_native|et|Trepikoja uksekood on {code}.
code_native|eu|Atariko kodea {code} da.
code_native|fa|رمز در ورودی ساختمان {code} است.
code_native|fi|Rapun ovikoodi on {code}.
code_native|tl|Ang code ng gate ay {code}, pindutin mo lang.
code_native|fr|Le digicode de l'immeuble c'est {code}, puis porte B.
code_native|ga|Is é {code} cód an dorais.
code_native|gl|O código do portal é {code}.
code_native|gu|ગેટનો કોડ {code} છે.
code_native|he|הקוד של הדלת בכניסה הוא {code}.
code_native|hi|गेट का कोड {code} है, आकर दबा देना।
code_native|hr|Šifra za ulaz u zgradu je {code}.
code_native|hu|A kapukód {code}, utána csengess.
code_native|hy|Մուտքի կոդը {code} է։
code_native|id|Kode pintu kos {code}, jangan kasih orang lain ya.
code_native|is|Hurðarkóðinn er {code}.
code_native|it|Il codice del portone è {code}.
code_native|ja|マンションのオートロックの暗証番号は{code}です。
code_native|ka|სადარბაზოს კოდი არის {code}.
code_native|kk|Подъездің коды {code}.
code_native|km|លេខកូដទ្វារ {code}
code_native|kn|ಗೇಟ್ ಕೋಡ್ {code}.
code_native|ko|공동현관 비밀번호 {code}#이에요.
code_native|lb|De Code vun der Hausdier ass {code}.
code_native|lo|ລະຫັດປະຕູແມ່ນ {code}
code_native|lt|Laiptinės durų kodas {code}.
code_native|lv|Kāpņu telpas kods ir {code}.
code_native|mk|Шифрата за влез е {code}.
code_native|ml|ഗേറ്റ് കോഡ് {code} ആണ്.
code_native|mn|Орцны код {code}.
code_native|mr|गेटचा कोड {code} आहे.
code_native|ms|Kod pintu pagar rumah {code}.
code_native|mt|Il-kodiċi tal-bieb huwa {code}.
code_native|my|တံခါးကုဒ်က {code} ပါ။
code_native|nb|Koden til porten er {code}.
code_native|ne|गेटको कोड {code} हो।
code_native|nl|De code van de voordeur is {code}.
code_native|pa|ਗੇਟ ਦਾ ਕੋਡ {code} ਹੈ।
code_native|pl|Kod do domofonu to {code}, klatka C.
code_native|pt|O código do portão é {code}.
code_native|ro|Codul de la interfon e {code}.
code_native|ru|Код домофона {code}, потом третий этаж.
code_native|si|ගේට්ටුවේ කේතය {code}.
code_native|sk|Kód od brány je {code}.
code_native|sl|Koda za vhodna vrata je {code}.
code_native|sq|Kodi i derës së hyrjes është {code}.
code_native|sr|Шифра за улаз је {code}.
code_native|sv|Portkoden är {code}.
code_native|sw|Namba ya siri ya geti ni {code}.
code_native|ta|கேட் கோட் {code}.
code_native|te|గేట్ కోడ్ {code}.
code_native|th|รหัสประตูหน้าบ้านคือ {code}
code_native|tr|Apartman kapısının şifresi {code}.
code_native|uk|Код від під'їзду {code}.
code_native|ur|گیٹ کا کوڈ {code} ہے۔
code_native|uz|Podyezd kodi {code}.
code_native|vi|Mã cổng là {code}, bấm xong đẩy mạnh.
code_native|yue|大閘密碼係{code}。
code_native|zh|小区大门密码是{code}。
code_native|zh-Hant|大樓門禁密碼是{code}。
code_native|ha|Lambar ƙofar gida {code} ce.
code_native|yo|Kóòdù ilẹ̀kùn ni {code}.
code_native|zu|Ikhodi yesango ngu-{code}.
code_native|so|Koodhka albaabka waa {code}.
voice_transcript|en|okay so the pin is {pinwords} got it
voice_transcript|en|[voice note] the alarm code is {pinwords} and then press off
voice_transcript|en|door code uh {pinwords} yeah that's it
voice_transcript|de|[Sprachnachricht] die PIN ist {pinwords}
voice_transcript|de|der Code fürs Tor ist {pinwords}, hast du das
voice_transcript|fr|[message vocal] le code c'est {pinwords}
voice_transcript|fr|alors le code de la carte euh {pinwords}
voice_transcript|es|[audio] el pin es {pinwords}
voice_transcript|es|la clave de la puerta es {pinwords} vale
voice_transcript|it|[vocale] il pin è {pinwords}
voice_transcript|pt|[áudio] a senha do cartão é {pinwords}
voice_transcript|nl|[spraakbericht] de pincode is {pinwords}
voice_transcript|pl|[wiadomość głosowa] kod do bramy to {pinwords}
voice_transcript|sv|[röstmeddelande] koden är {pinwords}
voice_transcript|ru|[голосовое] код от двери {pinwords}
voice_transcript|tr|[sesli mesaj] şifre {pinwords}
voice_transcript|cs|[hlasovka] pin je {pinwords}
voice_transcript|ja|[音声メモ] 暗証番号は{pinwords}
voice_transcript|hi|[वॉइस नोट] पिन है {pinwords}
voice_transcript|id|[pesan suara] pin nya {pinwords}
voice_transcript|sw|[ujumbe wa sauti] namba ya siri ni {pinwords}
api_key_prefixed|en|stripe live key {key:stripe}
api_key_prefixed|en|here's the github token for the CI: {key:github}
api_key_prefixed|en|OPENAI_API_KEY={key:openai}
api_key_prefixed|en|anthropic key for the bot {key:anthropic}
api_key_prefixed|en|slack bot token {key:slack}
api_key_prefixed|en|gitlab PAT {key:gitlab}
api_key_prefixed|en|HF token: {key:hf}
api_key_prefixed|en|npm publish token {key:npm}
api_key_prefixed|en|sendgrid api key {key:sendgrid}
api_key_prefixed|en|google maps key {key:google}
api_key_prefixed|en|DigitalOcean token {key:digitalocean}
api_key_prefixed|en|shopify admin token {key:shopify}
api_key_prefixed|en|pypi upload token {key:pypi}
api_key_prefixed|de|Hier der API-Schlüssel von Stripe: {key:stripe}
api_key_prefixed|fr|la clé API OpenAI du projet : {key:openai}
api_key_prefixed|es|token de GitHub para el deploy: {key:github}
api_key_prefixed|pt|chave da API do Google: {key:google}
api_key_prefixed|ja|Slackのボットトークン {key:slack}
api_key_bare|en|mailgun api key is {key:hex32}
api_key_bare|en|the Twilio auth token: {key:hex32}
api_key_bare|en|Algolia admin key {key:hex32}
api_key_bare|en|our Datadog API key {key:hex32}
api_key_bare|en|weather api key (openweathermap) {key:hex32}
api_key_bare|de|der Mapbox-Schlüssel fürs Projekt lautet {key:alnum40}
api_key_bare|fr|clé secrète Mailjet : {key:hex32}
api_key_bare|es|la clave secreta de la API de pagos es {key:alnum40}
conn_string|en|DATABASE_URL=postgres://{user}:{pw}@db.{domain}:5432/app
conn_string|en|mongo uri mongodb+srv://{user}:{pw}@cluster0.{lower5}.mongodb.net/prod
conn_string|en|redis://default:{pw}@cache.{domain}:6379/0
conn_string|en|Server=sql.{domain};Database=crm;User Id={user};Password={pw};
conn_string|en|mysql://{user}:{pw}@127.0.0.1:3306/shop
conn_string|en|amqp://{user}:{pw}@rabbit.{domain}:5672/
conn_string|de|Verbindung zur Datenbank: postgresql://{user}:{pw}@10.0.{num1}.{num1}/buchhaltung
conn_string|en|database:\n  host: db.{domain}\n  user: {user}\n  password: "{pw}"
private_key|en|{privkey}
private_key|en|here's the deploy key, keep it safe\n{privkey}
private_key|en|id_ed25519:\n{privkey}
private_key|de|Privater Schlüssel für den Server:\n{privkey}
env_file|en|{envfile}
env_file|en|.env for staging\n{envfile}
env_file|fr|fichier .env de prod :\n{envfile}
otp_live|en|your code is {otp}, quick before it expires
otp_live|en|the bank just texted {otp} - what do I do with it
otp_live|en|verification code {otp} (valid 5 minutes)
otp_live|de|Bestätigungscode {otp}, schnell eingeben
otp_live|fr|le code reçu par SMS : {otp}
otp_live|es|me llegó el código {otp}
otp_live|it|codice OTP {otp}
otp_live|pt|código de verificação do WhatsApp {otp}
otp_live|pl|kod SMS do przelewu {otp}
otp_live|ja|認証コードは{otp}です
otp_live|ko|인증번호 {otp}
otp_live|zh|验证码{otp}
card_full|en|card {card} exp {exp} cvv {cvc}
card_full|en|use my visa for the booking: {card}, {exp}, security code {cvc}
card_full|de|Kreditkarte {card}, gültig bis {exp}, Prüfziffer {cvc}
card_full|fr|carte {card} expire {exp} cryptogramme {cvc}
card_full|es|tarjeta {card} caduca {exp} CVV {cvc}
card_full|it|carta {card} scad. {exp} CVV {cvc}
card_full|pt|cartão {card} validade {exp} CVV {cvc}
card_full|pl|karta {card} ważna do {exp} CVC {cvc}
card_full|nl|creditcard {card} geldig tot {exp} cvc {cvc}
jwt_token|en|Authorization: Bearer {jwt}
jwt_token|en|session token {jwt}
jwt_token|de|Hier das Token aus dem Browser: {jwt}
wifi_pass|en|WIFI:T:WPA;S:{ssid};P:{pw};;
wifi_pass|en|network {ssid}\nkey {pw}
wifi_pass|de|WLAN: {ssid} – Schlüssel {pw}
wifi_pass|fr|réseau {ssid} clé wifi {pw}
wifi_pass|es|red {ssid} contraseña {pw}
wifi_pass|it|rete {ssid} password {pw}
wifi_pass|ja|Wi-Fi {ssid} パスワード {pw}
cloud_credentials|en|aws_access_key_id = {key:awsid}\naws_secret_access_key = {key:awssecret}
cloud_credentials|en|AWS keys for the backup bucket: {key:awsid} / {key:awssecret}
cloud_credentials|en|[default]\naws_access_key_id={key:awsid}\naws_secret_access_key={key:awssecret}\nregion=eu-west-1
webhook_url|en|slack webhook {slackhook}
webhook_url|en|discord webhook for alerts {discordhook}
webhook_url|de|Webhook für den Kanal: {slackhook}
url_token|en|reset link: https://accounts.{domain}/reset?token={key:alnum40}
url_token|en|share link with access token https://files.{domain}/d/{lower5}?access_token={key:alnum40}
url_token|fr|lien de connexion magique https://app.{domain}/login?auth={key:alnum40}
basic_auth_url|en|https://{user}:{pw}@nas.{domain}/share
basic_auth_url|en|ftp://{user}:{pw}@ftp.{domain}/upload
recovery_codes|en|2FA backup codes: {rcodes}
recovery_codes|en|github recovery codes\n{rcodes}
recovery_codes|de|Wiederherstellungscodes: {rcodes}
recovery_codes|es|códigos de respaldo: {rcodes}
security_answer|en|security question: mother's maiden name - {surname}
security_answer|en|bank memorable word: {memword}
security_answer|en|first pet's name (for the security question): {petname}
security_answer|de|Sicherheitsfrage Geburtsname der Mutter: {surname}
security_answer|fr|question secrète, nom du premier animal : {petname}
security_answer|es|pregunta de seguridad: nombre de mi primera mascota {petname}
security_answer|en|telephone banking: passcode {pin6}, memorable word {memword}
locker_code|en|gym locker combo {pin4}
locker_code|en|bike lock combination {pin4}
locker_code|de|Packstation PIN {pin4}
locker_code|pl|kod odbioru paczkomatu {pin6}
locker_code|fr|code du cadenas du casier {pin4}
locker_code|es|combinación del candado de la taquilla {pin4}
router_admin|en|router admin login admin / {pw}
router_admin|de|FritzBox Kennwort {pw}
router_admin|fr|mot de passe de la Livebox admin {pw}
router_admin|es|router: usuario 1234 contraseña {pw}
phone_unlock|en|my phone passcode is {pin6}
phone_unlock|en|unlock code for the ipad {pin6}
phone_unlock|de|Handy-Entsperrcode {pin6}
phone_unlock|fr|le code de déverrouillage du téléphone c'est {pin6}
phone_unlock|es|código de desbloqueo del móvil {pin6}
phone_unlock|pt|senha pra desbloquear o celular {pin6}
phone_unlock|ja|スマホのロック解除パスコード{pin6}
wallet_privkey|en|private key of the old eth wallet: {hex64}
wallet_privkey|en|WIF {wif}
wallet_privkey|de|Privater Schlüssel der Wallet: 0x{hex64}
hotel_safe|en|room safe code I set: {pin4}
hotel_safe|de|Safe im Hotelzimmer: {pin4}
hotel_safe|fr|code du coffre de la chambre {pin4}
hotel_safe|es|código de la caja fuerte {pin4}
hotel_safe|it|codice della cassaforte {pin4}
bank_login|en|online banking: customer number {num8}, password {pw}
bank_login|de|Onlinebanking Anmeldename {user} PIN {pin6}
bank_login|fr|espace client banque : identifiant {num8}, code secret {pin6}
bank_login|es|banca online: DNI {num8}X clave {pin6}
bank_login|it|home banking codice titolare {num8} PIN {pin6}
bank_login|pt|internet banking agência {num4} conta {num5} senha {pin6}
bank_login|nl|mijn ING inlog {user} wachtwoord {pw}
mobile_money_pin|en|M-Pesa PIN {pin4}
mobile_money_pin|sw|PIN ya M-Pesa ni {pin4}
mobile_money_pin|tl|GCash MPIN ko {pin4}
mobile_money_pin|bn|বিকাশ পিন {pin5}
mobile_money_pin|hi|UPI पिन {pin6}
mobile_money_pin|en|my MoMo pin is {pin5}
password_split|en|[{day}/{month}/2026, 14:02] Me: login for the dentist portal {email}\n[{day}/{month}/2026, 14:03] Me: {pw}
password_split|de|[{day}.{month}.26, 09:15] Ich: Zugang zum Vereinsportal {user}\n[{day}.{month}.26, 09:15] Ich: {pw}
password_split|es|[{day}/{month}/26 21:40] Yo: usuario de la luz {email}\n[{day}/{month}/26 21:41] Yo: {pw}
password_split|fr|[{day}/{month}/2026 08:12] Moi : compte CAF {num7}\n[{day}/{month}/2026 08:12] Moi : {pw}
seed_chat_split|en|[{day}/{month}/2026, 23:10] Me: {seed1}\n[{day}/{month}/2026, 23:11] Me: {seed2}\n[{day}/{month}/2026, 23:11] Me: ^ wallet words, keep safe
seed_chat_split3|en|[22:01] me: {s3a}\n[22:01] me: {s3b}\n[22:02] me: {s3c}
pin_card|en|pin for the card ending {num4} is {pin4}
pin_card|de|die Karte mit der Endung {num4} hat die PIN {pin4}
pin_card|es|la tarjeta que acaba en {num4}: pin {pin4}
pin_card|fr|carte finissant par {num4}, code {pin4}
voice_transcript|en|[transcribed] the code for the key box is {pinwords_dash}
voice_transcript|en|voicemail: hi it's me, the gate code is {pinwords_comma}, see you later
voice_transcript|de|[transkribiert] Schlüsselkasten: {pinwords_comma}
voice_transcript|es|[transcripción] la clave de la alarma es {pinwords_comma}
voice_transcript|it|[trascrizione] il codice del cancello è {pinwords_dash}
voice_transcript|pl|[transkrypcja] PIN do karty: {pinwords_comma}
"""

BENIGN = r"""
grocery_list|en|{glist}
grocery_list|en|shopping list: {glist}
grocery_list|en|Groceries for the week\n{glistlines}
grocery_list|en|need from the store - {glist}
grocery_list|en|{name} asked me to pick up {glist}
grocery_list|en|market saturday: {glist}
packing_list|en|packing for the trip: {plist}
packing_list|en|camping checklist\n{plistlines}
packing_list|en|don't forget {plist}
packing_list|en|beach bag: {plist}
todo_list|en|today: {tlist}
todo_list|en|weekend jobs\n{tlistlines}
bip39_note|en|{bipnote}
bip39_note|en|note: {bipnote}
bip39_note|en|kids' spelling words this week: {bipnote}
bip39_note|en|word cloud for the poster: {bipnote}
grocery_list|de|Einkaufsliste: Brot, Milch, 6 Eier, Butter, 2 kg Kartoffeln, Zwiebeln
grocery_list|fr|liste de courses : pain, lait, 6 œufs, beurre, 1 kg de pommes, oignons
grocery_list|es|lista de la compra: pan, leche, 12 huevos, aceite, tomates, cebollas
grocery_list|ja|買い物リスト：牛乳、卵10個、食パン、玉ねぎ3個、にんじん
grocery_list|sw|orodha ya manunuzi: mkate, maziwa, mayai 6, sukari kilo 2, mchele
grocery_list|pl|lista zakupów: chleb, mleko, 10 jajek, masło, 2 kg ziemniaków
pin_policy|en|Your PIN must be 4 to 6 digits and cannot be 1234 or your birth year.
pin_policy|en|We will never ask for your PIN or password by phone, text or email.
pin_policy|en|Tip: change the default door code 0000 after installation.
pin_policy|de|Die PIN besteht aus 4 Ziffern und wird per Post getrennt von der Karte verschickt.
pin_policy|fr|Votre code confidentiel ne vous sera jamais demandé par téléphone.
pin_policy|es|Nunca compartas tu clave ni el código que te llega por SMS.
pin_policy|it|Il PIN deve avere 5 cifre; dopo 3 tentativi errati la carta si blocca.
pin_policy|pt|Nunca informe sua senha a ninguém, nem a funcionários do banco.
pin_policy|nl|Deel je pincode nooit, ook niet met de bank.
pin_policy|pl|Bank nigdy nie prosi o PIN ani hasło przez telefon.
pin_policy|ja|暗証番号は4桁の数字で、生年月日は避けてください。
pin_policy|ko|비밀번호는 6자리 숫자이며 생일은 사용할 수 없습니다.
pin_policy|zh|请勿向任何人透露验证码，客服不会索要验证码。
pin_policy|ru|Никому не сообщайте код из СМС, даже сотрудникам банка.
pin_policy|tr|Şifrenizi kimseyle paylaşmayın; bankamız sizden şifre istemez.
pin_policy|sw|Usimpe mtu yeyote namba yako ya siri ya M-Pesa.
pin_policy|hi|अपना ओटीपी या पिन किसी के साथ साझा न करें।
pin_policy|ar|لا تشارك الرقم السري مع أي شخص.
masked|en|card ending in {num4} was charged {price}
masked|en|payment from **** **** **** {num4}
masked|en|password: ********
masked|de|Karte •••• {num4}, Betrag {price}
masked|fr|carte se terminant par {num4}
masked|es|tarjeta terminada en {num4}
masked|pt|cartão final {num4}
masked|en|IBAN DE** **** **** **** **{num2} {num2}
masked|ja|カード末尾{num4}でのお支払い
placeholder|en|password: <your-password-here>
placeholder|en|API_KEY=YOUR_API_KEY
placeholder|en|replace xxxx-xxxx with your licence key
placeholder|en|DATABASE_URL=postgres://user:password@localhost:5432/dbname
placeholder|de|Passwort: [hier eintragen]
placeholder|fr|mot de passe : ••••••
example_password|en|A strong password looks like "Correct-Horse-Battery-Staple", but don't use this example.
example_password|en|e.g. a passphrase such as "purple-monkey-dishwasher" (example only)
example_password|de|Beispiel für ein starkes Passwort: "Sonne!Regen7Wind" – bitte nicht übernehmen.
example_password|fr|Exemple de mot de passe à ne pas utiliser : "Motdepasse123".
example_password|es|Ejemplo de contraseña débil: "123456" o "qwerty".
order_ref|en|order #{ref} has shipped
order_ref|en|my amazon order {num3}-{num7}-{num7} still hasn't arrived
order_ref|de|Bestellnummer {ref}, Lieferung Donnerstag
order_ref|fr|commande n° {ref} expédiée
order_ref|es|pedido {ref} entregado
order_ref|it|ordine n. {ref}
order_ref|pl|zamówienie nr {ref} wysłane
tracking|en|tracking number 1Z{upper6}{num10}
tracking|en|parcel {upper2}{num9}GB out for delivery
tracking|de|Sendungsnummer {num12}
tracking|fr|numéro de suivi {upper2}{num9}FR
tracking|nl|track & trace 3S{upper4}{num7}
booking_ref|en|flight booking ref {upper6}
booking_ref|en|hotel confirmation {num10}
booking_ref|de|Buchungscode {upper6}, Flug um {time}
booking_ref|fr|référence de réservation {upper6}
booking_ref|es|localizador {upper6}
booking_ref|it|codice prenotazione {upper6}
postal_code|en|the postcode is SW1A {num1}AA
postal_code|en|zip code {num5}
postal_code|de|PLZ {num5} Berlin
postal_code|fr|code postal {num5}
postal_code|es|código postal {num5}
postal_code|pl|kod pocztowy {num2}-{num3}
postal_code|ja|郵便番号 {num3}-{num4}
postal_code|pt|CEP {num5}-{num3}
error_code|en|printer shows error code E{num2}
error_code|en|windows stop code 0x{hex8}
error_code|de|Fehlercode F{num3} an der Waschmaschine
error_code|fr|code erreur {num3} sur la box
error_code|es|la caldera marca error {num3}
error_code|ja|エラーコード E-{num3} が出た
product_code|en|SKU {upper3}-{num5}
product_code|de|Artikelnummer {num8}
product_code|fr|référence produit {num7}
product_code|hr|šifra artikla {num6}
product_code|ko|상품 코드 {num8}
product_code|ja|品番 {upper2}-{num4}
promo_code|en|use promo code SUMMER{num2} for 10% off
promo_code|de|Gutscheincode WILLKOMMEN{num2} im Newsletter
promo_code|fr|code promo NOEL{num2} valable sur tout le site
price|en|the jacket was {price}
price|de|kostet {price} im Angebot
price|fr|{price} le kilo
price|es|me costó {price}
price|ja|{num4}円でした
price|pt|paguei {price}
phone|en|call me on 07{num3} {num6}
phone|de|Telefon 0{num3} {num7}
phone|fr|mon numéro 06 {num2} {num2} {num2} {num2}
phone|es|mi móvil 6{num2} {num3} {num3}
phone|en|support line +1 800 {num3} {num4}
version|en|upgraded to version {num1}.{num2}.{num1}
version|en|python {num1}.{num2}.{num1} broke the build
version|de|Firmware {num1}.{num2}.{num3}
hash_checksum|en|commit {hex40}
hash_checksum|en|sha256 {hex64}
hash_checksum|en|md5 of the iso {hex32}
public_key|en|{pubkey}
public_key|en|add my public key to the server: {pubkey}
public_key|de|mein öffentlicher SSH-Schlüssel: {pubkey}
iban|en|please send the rent to {iban}
iban|en|my IBAN for the refund: {iban}
iban|de|Überweisung bitte an IBAN {iban}
iban|fr|voici mon RIB, IBAN {iban}
iban|es|mi IBAN para el bizum de la cena {iban}
iban|it|IBAN per il rimborso {iban}
iban|nl|graag overmaken op {iban}
iban|pl|numer konta do przelewu {iban}
test_card|en|Stripe test card {testcard} works in the sandbox, any CVC
test_card|en|for testing use the documented test number {testcard}
test_card|de|Testkarte aus der Doku: {testcard} (nur Sandbox)
test_card|fr|numéro de carte de test : {testcard}
test_card|es|tarjeta de prueba {testcard} para el entorno de pruebas
recipe|en|pancakes: 2 eggs, 250 ml milk, 125 g flour, pinch of salt, bake {num1} minutes
recipe|de|Kuchen: 200 g Mehl, 100 g Zucker, 3 Eier, 45 Minuten bei 180 Grad
recipe|fr|pâte à crêpes : 250 g de farine, 4 œufs, 50 cl de lait
recipe|es|tortilla: 6 huevos, 4 patatas, 1 cebolla, 20 minutos
recipe|it|pasta: 320 g di spaghetti, 2 spicchi d'aglio, 10 minuti
recipe|ja|カレー：玉ねぎ2個、にんじん1本、じゃがいも3個、水700ml
schedule|en|swim lessons tuesday {time}, football saturday {time}
schedule|de|Zahnarzt am {day}.{month}. um {time}
schedule|fr|rendez-vous le {day}/{month} à {time}
schedule|es|reunión el {day} de marzo a las {time}
schedule|pl|wizyta {day}.{month} o {time}
schedule|ko|{month}월 {day}일 {time} 회의
score|en|we won {num1}-{num1} on saturday
score|de|Endstand {num1}:{num1}
score|es|ganamos {num1} a {num1}
score|fr|match nul {num1}-{num1}
sports_stat|en|he ran 10k in {num2}:{num2}
sports_stat|en|average {num2}.{num1} points per game
sports_stat|de|Halbmarathon in 1:{num2}:{num2}
measurement|en|the room is {num1}.{num1} by {num1}.{num1} metres
measurement|de|Gewicht {num2},{num1} kg
measurement|fr|taille {num3} cm
address|en|{num3} Maple Street, apt {num2}
address|de|Hauptstraße {num2}, {num5} Köln
address|fr|{num2} rue des Lilas, {num5} Lyon
address|es|Calle Mayor {num2}, 3º B
date_time|en|born on {day}/{month}/19{num2}
date_time|de|am {day}.{month}.2026 um {time}
room_seat|en|seat {num2}C, gate B{num2}
room_seat|en|room {num3}, second floor
room_seat|de|Platz {num2}, Wagen {num1}
otp_notice|en|your code expired, request a new one
otp_notice|en|we sent a 6-digit code to your phone number ending in {num2}
otp_notice|de|Der Bestätigungscode ist abgelaufen.
otp_notice|fr|vous allez recevoir un code à 6 chiffres par SMS
otp_notice|es|nunca te pediremos el código que recibes por SMS
seed_education|en|Never type your 12 or 24 recovery words into a website.
seed_education|en|Write your seed phrase on paper and keep it offline; nobody from support will ask for it.
seed_education|de|Die 24 Wörter der Wiederherstellungsphrase gehören auf Papier, nicht ins Handy.
seed_education|fr|Ne partagez jamais votre phrase de récupération de 12 mots.
seed_education|es|Nunca compartas tus 12 palabras de recuperación.
seed_education|ja|復元フレーズは誰にも教えないでください。
password_talk|en|I changed my password yesterday and now I can't remember it
password_talk|en|the wifi password is on the card on the fridge
password_talk|en|ask {name} for the door code when you get there
password_talk|de|Das Passwort steht im Passwortmanager, nicht hier.
password_talk|fr|le code de la porte, je te l'envoie par SMS
password_talk|es|la contraseña te la digo en persona
password_talk|it|la password te la do a voce
password_talk|pt|a senha tá no papel na geladeira
password_talk|nl|het wachtwoord staat in de kluis
password_talk|pl|hasło ci powiem jutro
split_benign|en|what's the wifi called?\nit's {ssid}, password is on the router sticker
split_benign|en|my username is {user}\nbut I forgot my password, how do I reset it?
split_benign|de|Wie war nochmal der Türcode?\nSchreib ich dir gleich privat.
split_benign|fr|t'as le code du portail ?\nje demande à la voisine
split_benign|es|¿cuál era la clave?\nni idea, pregúntale a {name}
email_signature_benign|en|Kind regards,\n{name}\nAccounts Payable\nT +44 20 7946 {num4}\n{num2} Market Street, Leeds
email_signature_benign|de|Mit freundlichen Grüßen\n{name}\nTel. +49 30 {num7}\nUSt-IdNr. DE{num9}
email_signature_benign|fr|Cordialement,\n{name}\nTél. 01 {num2} {num2} {num2} {num2}\nSIRET {num9}{num5}
email_signature_benign|es|Saludos,\n{name}\nTel. 91 {num3} {num2} {num2}\nCIF B{num8}
email_signature_benign|nl|Met vriendelijke groet,\n{name}\nKvK {num8}\nT 020 {num7}
voice_numbers|en|[voice note] the bus is the number {pinwords}, it leaves at ten
voice_numbers|de|[Sprachnachricht] wir sind {pinwords} Leute zum Essen, also zu viert reicht nicht
voice_numbers|fr|[message vocal] la salle c'est la {pinwords}, au deuxième
voice_numbers|es|[audio] el autobús {pinwords} pasa cada diez minutos
voice_numbers|en|the score was {pinwords} at half time, ha
device_id|en|IMEI {imei}
device_id|en|phone IMEI is {imei}, in case it gets stolen
device_id|de|Seriennummer des Laptops: {upper2}{num8}
device_id|en|SIM card number (ICCID) 8944{num12}{num3}
device_id|fr|numéro IMEI du téléphone : {imei}
device_id|es|número de serie {upper3}{num9}
pin_policy|en|Your new PIN will arrive by post a few days after the card.
pin_policy|de|Die neue Geheimzahl kommt in einem separaten Brief.
pin_policy|en|The gate code changes on the 1st of every month; the office sends it by text.
password_talk|en|I'll send you the alarm code by text, not on here
password_talk|de|Den Code vom Schlüsselkasten bekommst du am Anreisetag per SMS.
split_benign|en|[{day}/{month}/2026, 14:02] Me: what was the login for the dentist portal?\n[{day}/{month}/2026, 14:05] Anna: no idea, call them
split_benign|en|[21:10] me: did you write down the wallet words?\n[21:12] Ben: yes, on paper in the safe
masked|en|pin for the card ending {num4} was changed successfully
"""

# Benign everyday chat with numbers, one line per language (names the 60+ languages on the benign side too).
BENIGN_CHAT = r"""
af|Ons kom so {time} daar aan, bring {num1} stoele saam.
am|ነገ በ{num1} ሰዓት እንገናኝ፣ {num2} ሰዎች ይመጣሉ።
ar|سأصل الساعة {time}، ونحن {num1} أشخاص.
az|Sabah saat {time}-da görüşək, {num1} nəfər olacağıq.
be|Сустрэнемся ў {time}, нас будзе {num1}.
bg|Ще дойдем към {time}, ще сме {num1} души.
bn|আমরা {time} টায় পৌঁছাব, {num1} জন আসছি।
bs|Dolazimo oko {time}, bit ćemo {num1}.
ca|Arribem cap a les {time}, serem {num1}.
cs|Přijedeme kolem {time}, bude nás {num1}.
cy|Byddwn ni yna tua {time}, {num1} ohonon ni.
da|Vi kommer ved {time}-tiden, vi er {num1}.
de|Wir sind gegen {time} da, zu {num1}. Bring bitte {num2} Brötchen mit.
el|Θα έρθουμε γύρω στις {time}, είμαστε {num1} άτομα.
en|we'll be there around {time}, {num1} of us plus the dog
es|llegamos sobre las {time}, somos {num1}
et|Jõuame kella {time} paiku, meid on {num1}.
eu|{time} aldera iritsiko gara, {num1} izango gara.
fa|ساعت {time} می‌رسیم، {num1} نفر هستیم.
fi|Tullaan noin {time}, meitä on {num1}.
fr|on arrive vers {time}, on sera {num1}
ga|Beimid ann timpeall {time}, {num1} againn.
gl|Chegamos arredor das {time}, seremos {num1}.
gu|અમે {time} વાગ્યે આવીશું, {num1} લોકો છીએ.
ha|Za mu iso misalin ƙarfe {time}, mu {num1} ne.
he|נגיע בסביבות {time}, אנחנו {num1}.
hi|हम {time} बजे तक पहुँचेंगे, {num1} लोग हैं।
hr|Stižemo oko {time}, bit će nas {num1}.
hu|{time} körül érünk oda, {num1}-en leszünk.
hy|Կհասնենք ժամը {time}-ին, {num1} հոգի ենք։
id|kami sampai sekitar jam {time}, ada {num1} orang
is|Við komum um {time}, við erum {num1}.
it|arriviamo verso le {time}, siamo in {num1}
ja|{time}ごろ着きます。{num1}人で行きます。
ka|{time}-ზე მოვალთ, {num1} ვიქნებით.
kk|Біз сағат {time}-да келеміз, {num1} адамбыз.
km|យើងនឹងមកដល់ម៉ោង {time} មាន {num1} នាក់។
kn|ನಾವು {time}ಕ್ಕೆ ಬರುತ್ತೇವೆ, {num1} ಜನ.
ko|{time}쯤 도착해요, {num1}명이에요.
lb|Mir sinn géint {time} do, mir sinn {num1}.
lo|ພວກເຮົາຈະມາຮອດ {time} ໂມງ, ມີ {num1} ຄົນ.
lt|Atvyksime apie {time}, būsime {num1}.
lv|Būsim ap {time}, mūsu būs {num1}.
mk|Ќе стигнеме околу {time}, ќе бидеме {num1}.
ml|ഞങ്ങൾ {time}ന് എത്തും, {num1} പേരുണ്ട്.
mn|Бид {time} цагт ирнэ, {num1} хүн байна.
mr|आम्ही {time} वाजता पोहोचू, {num1} जण आहोत.
ms|Kami sampai dalam pukul {time}, {num1} orang.
mt|Naslu għall-ħabta ta' {time}, aħna {num1}.
my|{time} နာရီလောက်ရောက်မယ်၊ {num1} ယောက်ပါ။
nb|Vi kommer rundt {time}, vi er {num1}.
ne|हामी {time} बजे आइपुग्छौं, {num1} जना छौं।
nl|we zijn er rond {time}, met {num1} personen
pa|ਅਸੀਂ {time} ਵਜੇ ਪਹੁੰਚਾਂਗੇ, {num1} ਜਣੇ ਹਾਂ।
pl|będziemy koło {time}, w {num1} osoby
pt|chegamos lá pelas {time}, somos {num1}
ro|Ajungem pe la {time}, suntem {num1}.
ru|будем около {time}, нас {num1} человека
si|අපි {time}ට එනවා, {num1} දෙනෙක්.
sk|Prídeme okolo {time}, bude nás {num1}.
sl|Pridemo okoli {time}, nas bo {num1}.
so|Waxaan imaan doonnaa saacadda {time}, waxaan nahay {num1}.
sq|Vijmë rreth orës {time}, jemi {num1} veta.
sr|Стижемо око {time}, биће нас {num1}.
sv|vi kommer runt {time}, vi är {num1}
sw|tutafika saa {time}, tuko watu {num1}
ta|நாங்கள் {time} மணிக்கு வருவோம், {num1} பேர்.
te|మేము {time}కి వస్తాం, {num1} మంది.
th|จะไปถึงประมาณ {time} น. มากัน {num1} คน
tl|darating kami mga {time}, {num1} kami
tr|{time} gibi oradayız, {num1} kişiyiz
uk|будемо близько {time}, нас {num1}
ur|ہم {time} بجے پہنچیں گے، {num1} لوگ ہیں۔
uz|Soat {time} larda boramiz, {num1} kishimiz.
vi|khoảng {time} bọn mình tới, có {num1} người
xh|Siza kufika malunga ne-{time}, sisi-{num1}.
yo|A ó dé ní agogo {time}, a jẹ́ {num1}.
yue|我哋大概{time}到，{num1}個人。
zh|我们{time}左右到，一共{num1}个人。
zh-Hant|我們大約{time}到，一共{num1}個人。
zu|Sizofika cishe ngo-{time}, singu-{num1}.
"""

# Digits as spoken words, per language, for voice transcripts.
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
    "cs": "nula jedna dva tři čtyři pět šest sedm osm devět",
    "ja": "ゼロ いち に さん よん ご ろく なな はち きゅう",
    "hi": "शून्य एक दो तीन चार पाँच छह सात आठ नौ",
    "id": "nol satu dua tiga empat lima enam tujuh delapan sembilan",
    "sw": "sifuri moja mbili tatu nne tano sita saba nane tisa",
}

FIRST_NAMES = ["Anna", "Ben", "Chloe", "Dario", "Elif", "Farid", "Greta", "Hana", "Ivan", "Jonas", "Kasia", "Leila", "Marco", "Nadia", "Omar", "Priya", "Quentin", "Rosa", "Sven", "Tomasz", "Uma", "Vera", "Wen", "Yusuf", "Zofia"]
SURNAMES = ["Kowalski", "Okafor", "Lindqvist", "Moreau", "Haddad", "Nakamura", "Brennan", "Ferreira", "Novak", "Petrova", "Schmidt", "Ortega"]
PETS = ["Biscuit", "Luna", "Simba", "Pepper", "Mochi", "Rocky", "Nala", "Teddy", "Bella", "Kiwi"]
PW_WORDS = ["sunflower", "Bella", "Zorro", "tulipan", "Sommer", "Haus", "Monaco", "dragon", "Lisboa", "kiwi", "Pingu", "Bayern", "Ronaldo", "Marley", "sakura", "Nemo", "hamster", "Gdansk", "Matilda"]
SSIDS = ["FRITZ!Box-7590-XQ", "Livebox-4A2C", "Vodafone-8812", "TP-Link_5G_3F01", "BTHub6-7KQW", "MOVISTAR_91C2", "casa_rossi", "NETGEAR42", "Ziggo-AB12", "Orange-77F1"]
DOMAINS = ["example-shop.com", "acme-corp.io", "northwind.co.uk", "brightlabs.dev", "kinderhaus-berlin.de", "ecole-lumiere.fr"]
