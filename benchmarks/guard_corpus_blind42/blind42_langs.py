"""Per-language strings for the blind42 guard corpus, written by hand for this round (not machine translated).

One line per language, four columns split on ``|``: the language code; the label ("DB Navigator password"); a secret
sentence with the login and the password of a rail-booking account ({railuser}, {railpw}) handed to someone who books
the tickets; a twin sentence with the login only ({railuser}). Twins hold no secret field. The services are the rail
operators' booking apps where the language is spoken; for several languages the sentences are a non-native
approximation.
"""

LANGS = """
de|DB-Navigator-Passwort|mein DB-Navigator-Konto, buch bitte die Fahrkarten für Freitag: Login {railuser}, Passwort {railpw}|das DB-Navigator-Konto läuft auf {railuser}, das Passwort sag ich dir am Telefon
fr|mot de passe SNCF Connect|mon compte SNCF Connect, tu peux réserver les billets pour samedi : identifiant {railuser}, mot de passe {railpw}|le compte SNCF Connect est au nom de {railuser}, le mot de passe je te le donne de vive voix
es|contraseña de Renfe|mi cuenta de Renfe para sacar los billetes del AVE: usuario {railuser}, contraseña {railpw}|la cuenta de Renfe está a nombre de {railuser}, la contraseña te la digo luego
it|password Trenitalia|il mio account Trenitalia, prenota tu il Frecciarossa: utente {railuser}, password {railpw}|l'account Trenitalia è su {railuser}, la password te la dico a voce
pt|palavra-passe da CP|a minha conta da CP (Comboios de Portugal), compra os bilhetes do Alfa: utilizador {railuser}, palavra-passe {railpw}|a conta da CP está em {railuser}, a palavra-passe digo-te depois
nl|wachtwoord Mijn NS|mijn NS-account, wil jij de kaartjes voor zondag boeken: login {railuser}, wachtwoord {railpw}|het NS-account staat op {railuser}, het wachtwoord zeg ik je straks
ru|пароль от Туту.ру|мой аккаунт на Туту.ру, купи, пожалуйста, билеты на «Ласточку»: логин {railuser}, пароль {railpw}|аккаунт на Туту.ру оформлен на {railuser}, пароль скажу по телефону
ar|كلمة مرور قطار الحرمين|حسابي في قطار الحرمين، احجز لي تذكرة الجمعة: المستخدم {railuser}، كلمة المرور {railpw}|حساب قطار الحرمين باسم {railuser}، كلمة المرور أقولها لك لاحقاً
ja|えきねっとのパスワード|えきねっとのアカウント、新幹線の切符を取っておいて：ID {railuser}、パスワード {railpw}|えきねっとのIDは {railuser}、パスワードは電話で言うね
ko|코레일톡 비밀번호|내 코레일톡 계정으로 KTX 표 좀 예매해 줘: 아이디 {railuser}, 비밀번호 {railpw}|코레일톡 계정은 {railuser} 이고, 비밀번호는 나중에 말해 줄게
vi|mật khẩu dsvn.vn|tài khoản Đường sắt Việt Nam của mình, đặt giúp vé tàu Thống Nhất: tài khoản {railuser}, mật khẩu {railpw}|tài khoản dsvn.vn đứng tên {railuser}, mật khẩu mình nói sau
th|รหัสผ่าน D-Ticket|บัญชี D-Ticket ของการรถไฟของฉัน ช่วยจองตั๋วรถนอนให้หน่อย: ผู้ใช้ {railuser} รหัสผ่าน {railpw}|บัญชี D-Ticket ใช้ {railuser} ส่วนรหัสผ่านเดี๋ยวบอกทางโทรศัพท์
id|kata sandi KAI Access|akun KAI Access saya, tolong pesankan tiket kereta ke Yogya: email {railuser}, kata sandi {railpw}|akun KAI Access pakai {railuser}, kata sandinya nanti saya kasih tahu
cs|heslo do Můj vlak|můj účet v aplikaci Můj vlak, kup prosím jízdenky na pátek: login {railuser}, heslo {railpw}|účet v Můj vlak je na {railuser}, heslo ti řeknu po telefonu
hu|MÁV app jelszó|a MÁV-os fiókom, vedd meg légyszi a jegyeket szombatra: felhasználó {railuser}, jelszó {railpw}|a MÁV-os fiók a {railuser} címen van, a jelszót majd megmondom
ta|IRCTC கடவுச்சொல்|என் IRCTC கணக்கு, சென்னை ரயில் டிக்கெட் புக் பண்ணிடு: பயனர் {railuser}, கடவுச்சொல் {railpw}|IRCTC கணக்கு {railuser} பெயரில் உள்ளது, கடவுச்சொல்லை பிறகு சொல்கிறேன்
sl|geslo za Potujem s SŽ|moj račun pri Slovenskih železnicah, kupi karte za nedeljo: uporabnik {railuser}, geslo {railpw}|račun pri SŽ je na {railuser}, geslo ti povem po telefonu
ur|Pakistan Railways Rabta پاس ورڈ|میرا Rabta (Pakistan Railways) اکاؤنٹ، لاہور کی ٹکٹ بک کر دو: یوزر {railuser}، پاس ورڈ {railpw}|Rabta اکاؤنٹ {railuser} پر ہے، پاس ورڈ بعد میں بتاؤں گا
"""
