"""Per-language strings for the blind38 guard corpus, written by hand for this round (not machine translated).

One line per language, four columns split on ``|``: the language code; the label ("parking app password"); a secret
sentence with the login and the password of a street-parking app account ({parkuser}, {parkpw}); a twin sentence with
the login only ({parkuser}). Twins hold no secret field. Apps are common parking-payment apps of a country where the
language is spoken (the account holds the card and the plates, so a password opens both); for several languages the
sentences are a non-native approximation.
"""

LANGS = """
es|contraseña de Telpark|la cuenta de Telpark para el coche de la abuela: usuario {parkuser}, contraseña {parkpw}|la cuenta de Telpark del coche de la abuela es {parkuser}; la contraseña la tiene ella
fr|mot de passe PayByPhone|compte PayByPhone pour la zone rouge : identifiant {parkuser}, mot de passe {parkpw}, la carte est déjà enregistrée|le compte PayByPhone est au nom de {parkuser}, le mot de passe je te l'envoie pas ici
de|Passwort für EasyPark|EasyPark-Konto für den Firmenwagen: Login {parkuser}, Passwort {parkpw}|das EasyPark-Konto läuft auf {parkuser}, das Passwort hat die Buchhaltung
it|password di EasyPark|account EasyPark per le strisce blu: utente {parkuser}, password {parkpw}|l'utente EasyPark per le strisce blu è {parkuser}, la password la sa solo Marco
pt|palavra-passe da ePark|conta ePark para estacionar em Lisboa: utilizador {parkuser}, palavra-passe {parkpw}|a conta ePark está em {parkuser}, a palavra-passe digito eu
nl|wachtwoord van Yellowbrick|Yellowbrick-account voor het parkeren bij de tandarts: login {parkuser}, wachtwoord {parkpw}|het Yellowbrick-account staat op {parkuser}, het wachtwoord zit in de kluis-app
pl|hasło do moBILET|konto moBILET do parkowania w strefie: login {parkuser}, hasło {parkpw}|login do moBILET to {parkuser}, hasło powiem ci przez telefon
sv|lösenord till Parkster|Parkster-kontot för bilen: e-post {parkuser}, lösenord {parkpw}|Parkster-kontot ligger på {parkuser}, lösenordet vet bara Erik
fi|EasyPark-salasana|EasyPark-tili taloyhtiön vieraspaikoille: tunnus {parkuser}, salasana {parkpw}|EasyPark-tilin tunnus on {parkuser}, salasanaa en laita tähän
nb|passord til EasyPark|EasyPark-kontoen til hytta-bilen: bruker {parkuser}, passord {parkpw}|EasyPark-kontoen står på {parkuser}, passordet har mamma
hu|a mobilparkolás jelszava|a Simple mobilparkolás fiók: felhasználó {parkuser}, jelszó {parkpw}|a Simple fiók felhasználóneve {parkuser}, a jelszót személyesen mondom meg
tr|İSPARK şifresi|İSPARK uygulamasındaki hesap: kullanıcı {parkuser}, şifre {parkpw}, plaka kayıtlı|İSPARK hesabı {parkuser} ile açılıyor, şifreyi sonra söylerim
uk|пароль до Kyiv Smart City|акаунт Kyiv Smart City для паркування: логін {parkuser}, пароль {parkpw}|логін у Kyiv Smart City — {parkuser}, пароль знає тільки Оксана
el|κωδικός για το Smart Parking|λογαριασμός για το Smart Parking του δήμου: χρήστης {parkuser}, κωδικός {parkpw}|ο χρήστης για το Smart Parking είναι {parkuser}, τον κωδικό τον έχει ο Γιώργος
he|הסיסמה של פנגו|החשבון בפנגו לחניה ברחוב: משתמש {parkuser}, סיסמה {parkpw}|שם המשתמש בפנגו הוא {parkuser}, את הסיסמה אגיד לך בטלפון
ja|タイムズクラブのパスワード|タイムズクラブの会員ID {parkuser}、パスワード {parkpw}。駐車場の予約をお願い|タイムズクラブの会員IDは {parkuser} です。パスワードは本人しか知りません
ko|모두의주차장 비밀번호|모두의주차장 계정 (회사 차): 아이디 {parkuser}, 비밀번호 {parkpw}|모두의주차장 아이디는 {parkuser}이고 비밀번호는 나중에 알려줄게
hi|Park+ का पासवर्ड|Park+ ऐप का अकाउंट (पापा की गाड़ी): यूज़र {parkuser}, पासवर्ड {parkpw}|Park+ अकाउंट का यूज़र {parkuser} है, पासवर्ड पापा के पास है
"""
