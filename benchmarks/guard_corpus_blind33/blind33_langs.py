"""Per-language strings for the blind33 guard corpus, written by hand for this round (not machine translated).

One line per language, four columns split on ``|``: the language code; the label ("electricity / utility account
password"); a secret sentence with the login and the password of the household's online energy or water account
({utiluser}, {utilpw}); a twin sentence with the login only ({utiluser}). Twins hold no secret field. For several
languages the sentences are a non-native approximation; supplier names are generic.
"""

LANGS = """
es|contraseña de la cuenta de la luz|la cuenta online de la luz es {utiluser} y la contraseña {utilpw}|la cuenta online de la luz está a nombre de {utiluser}; la contraseña no la apunto aquí
fr|mot de passe de l'espace client électricité|pour l'espace client EDF, identifiant {utiluser}, mot de passe {utilpw}|l'espace client électricité est au nom de {utiluser}, le mot de passe a été changé hier
de|Passwort vom Stromanbieter-Konto|beim Stromanbieter einloggen mit {utiluser} und dem Passwort {utilpw}|das Konto beim Stromanbieter läuft über {utiluser}, das Passwort sag ich dir am Telefon
it|password dell'area clienti luce e gas|area clienti luce e gas: utente {utiluser}, password {utilpw}|l'area clienti luce e gas è intestata a {utiluser}, la password la tengo io
pt|senha da área de cliente da luz|na área de cliente da luz entras com {utiluser} e a senha {utilpw}|a área de cliente da luz está no nome de {utiluser}; a senha mudei ontem
nl|wachtwoord van het energieaccount|het account bij de energieleverancier: {utiluser}, wachtwoord {utilpw}|het account bij de energieleverancier staat op {utiluser}, wachtwoord vertel ik je later
pl|hasło do konta u dostawcy prądu|konto u dostawcy prądu: login {utiluser}, hasło {utilpw}|konto u dostawcy prądu jest na {utiluser}, hasła tu nie piszę
cs|heslo k účtu u dodavatele elektřiny|zákaznický účet elektřina: {utiluser}, heslo {utilpw}|zákaznický účet na elektřinu je vedený na {utiluser}, heslo mám v hlavě
ro|parola contului de la furnizorul de curent|contul de client la curent: utilizator {utiluser}, parola {utilpw}|contul de client la curent e pe {utiluser}, parola ți-o spun personal
hu|az áramszolgáltatói fiók jelszava|az áramszolgáltató ügyfélkapuja: {utiluser}, jelszó {utilpw}|az áramszolgáltatói fiók {utiluser} nevén van, a jelszót megváltoztattam
el|κωδικός του λογαριασμού ρεύματος|στον λογαριασμό του ρεύματος μπαίνεις με {utiluser} και κωδικό {utilpw}|ο λογαριασμός του ρεύματος είναι στο όνομα {utiluser}, τον κωδικό θα σου τον πω
tr|elektrik hesabının şifresi|elektrik online işlemler: kullanıcı {utiluser}, şifre {utilpw}|elektrik hesabı {utiluser} adına kayıtlı, şifreyi burada yazmıyorum
sv|lösenord till elbolagets konto|elbolagets Mina sidor: {utiluser}, lösenord {utilpw}|Mina sidor hos elbolaget står på {utiluser}, lösenordet ändrade jag i går
fi|sähköyhtiön tilin salasana|sähköyhtiön palveluun kirjaudut tunnuksella {utiluser} ja salasanalla {utilpw}|sähköyhtiön tili on nimellä {utiluser}, salasanan kerron myöhemmin
id|kata sandi akun listrik|akun listrik online: pengguna {utiluser}, kata sandi {utilpw}|akun listrik online atas nama {utiluser}, kata sandinya nanti saya kasih tahu
vi|mật khẩu tài khoản tiền điện|tài khoản tiền điện: tên đăng nhập {utiluser}, mật khẩu {utilpw}|tài khoản tiền điện đứng tên {utiluser}, mật khẩu mình giữ riêng
ja|電気料金サイトのパスワード|電気のマイページはID {utiluser}、パスワード {utilpw} です|電気のマイページのIDは {utiluser} です。パスワードは口頭で伝えます
"""
