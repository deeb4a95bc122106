"""Per-language strings for the blind39 guard corpus, written by hand for this round (not machine translated).

One line per language, four columns split on ``|``: the language code; the label ("gym app password"); a secret
sentence with the login and the password of a gym-membership app account ({gymuser}, {gympw}); a twin sentence with
the login only ({gymuser}). Twins hold no secret field. Gyms are common chains of a country where the language is
spoken (the app holds the membership, the card on file and the door QR code, so the password opens all three); for
several languages the sentences are a non-native approximation.
"""

LANGS = """
es|contraseña de Altafit|la cuenta de Altafit para ir al gimnasio: usuario {gymuser}, contraseña {gympw}|la cuenta de Altafit está a nombre de {gymuser}; la contraseña te la digo en persona
fr|mot de passe Basic-Fit|compte Basic-Fit pour la salle de la gare : identifiant {gymuser}, mot de passe {gympw}|le compte Basic-Fit est au nom de {gymuser}, le mot de passe je l'ai noté chez moi
de|McFit-Passwort|McFit-App für das Studio am Bahnhof: Login {gymuser}, Passwort {gympw}|das McFit-Konto läuft auf {gymuser}, das Passwort weiß nur Jonas
it|password di Virgin Active|account Virgin Active per la palestra: utente {gymuser}, password {gympw}|l'utente Virgin Active è {gymuser}, la password la tiene Chiara
pt|palavra-passe do Solinca|conta Solinca para o ginásio: utilizador {gymuser}, palavra-passe {gympw}|a conta Solinca está em {gymuser}, a palavra-passe não a escrevo aqui
nl|wachtwoord van Basic-Fit|Basic-Fit-account voor de sportschool: login {gymuser}, wachtwoord {gympw}|het Basic-Fit-account staat op {gymuser}, het wachtwoord weet alleen Sanne
pl|hasło do Zdrofit|konto Zdrofit na siłownię: login {gymuser}, hasło {gympw}|login do Zdrofit to {gymuser}, hasło podam ci osobiście
sv|lösenord till Fitness24Seven|Fitness24Seven-appen för gymmet: e-post {gymuser}, lösenord {gympw}|Fitness24Seven-kontot ligger på {gymuser}, lösenordet har Linnea
fi|Elixian salasana|Elixia-sovelluksen tili salille: tunnus {gymuser}, salasana {gympw}|Elixia-tilin tunnus on {gymuser}, salasanaa en kirjoita tähän
nb|passord til EVO Fitness|EVO-appen til treningssenteret: bruker {gymuser}, passord {gympw}|EVO-kontoen står på {gymuser}, passordet har pappa
tr|MACFit şifresi|MACFit uygulamasındaki üyelik: kullanıcı {gymuser}, şifre {gympw}|MACFit üyeliği {gymuser} ile açık, şifreyi yüz yüze söylerim
uk|пароль до Sport Life|акаунт Sport Life для спортзалу: логін {gymuser}, пароль {gympw}|логін у Sport Life — {gymuser}, пароль знає тільки Андрій
el|κωδικός για το Holmes Place|λογαριασμός στην εφαρμογή του Holmes Place: χρήστης {gymuser}, κωδικός {gympw}|ο χρήστης στο Holmes Place είναι {gymuser}, τον κωδικό τον ξέρει η Μαρία
he|הסיסמה של הולמס פלייס|החשבון באפליקציה של הולמס פלייס: משתמש {gymuser}, סיסמה {gympw}|שם המשתמש בהולמס פלייס הוא {gymuser}, את הסיסמה אגיד לך בעל פה
ja|エニタイムフィットネスのパスワード|エニタイムフィットネスのアプリ：会員ID {gymuser}、パスワード {gympw}。ジムの予約に使って|エニタイムフィットネスの会員IDは {gymuser} です。パスワードは教えられません
ko|스포애니 비밀번호|스포애니 앱 계정 (헬스장): 아이디 {gymuser}, 비밀번호 {gympw}|스포애니 아이디는 {gymuser}이고 비밀번호는 직접 알려줄게
zh|乐刻运动的密码|乐刻运动App的账号：用户名 {gymuser}，密码 {gympw}，下周的课已经约好了|乐刻运动的账号是 {gymuser}，密码我当面告诉你
hi|Cult.fit का पासवर्ड|Cult.fit ऐप का अकाउंट (जिम के लिए): यूज़र {gymuser}, पासवर्ड {gympw}|Cult.fit अकाउंट का यूज़र {gymuser} है, पासवर्ड भैया के पास है
"""
