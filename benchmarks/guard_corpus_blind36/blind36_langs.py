"""Per-language strings for the blind36 guard corpus, written by hand for this round (not machine translated).

One line per language, four columns split on ``|``: the language code; the label ("pet registry password"); a secret
sentence with the login and the password of a pet microchip / pet registration database account ({petuser},
{petpw}); a twin sentence with the login only ({petuser}). Twins hold no secret field. Registries are the usual
national or private ones of the country (I-CAD, TASSO, ANAGRAFE, SIAC, NDG, ...); for several languages the
sentences are a non-native approximation.
"""

LANGS = """
es|contraseña del registro de la mascota|registro del microchip de Luna en REIAC: usuario {petuser}, contraseña {petpw}, cambia el teléfono de contacto|el usuario del registro del microchip de Luna es {petuser}; la contraseña la tiene tu padre
fr|mot de passe I-CAD|espace détenteur I-CAD pour le chat : identifiant {petuser}, mot de passe {petpw}, mets à jour l'adresse|l'identifiant I-CAD du chat est {petuser}, le mot de passe je te le dis de vive voix
de|Passwort für TASSO|TASSO-Konto für Bello: Login {petuser}, Passwort {petpw} – bitte die neue Handynummer eintragen|TASSO-Konto für Bello: Login {petuser}, das Passwort steht im Impfpass-Ordner
it|password dell'anagrafe canina|anagrafe canina online per Briciola: utente {petuser}, password {petpw}|l'utente dell'anagrafe canina per Briciola è {petuser}, la password l'ho cambiata
pt|senha do SIAC|SIAC do Tobias: utilizador {petuser}, senha {petpw}, atualiza a morada|o utilizador do SIAC do Tobias é {petuser}, a senha dou-te depois
nl|wachtwoord chipregistratie|chipregistratie van Pip bij de databank: gebruiker {petuser}, wachtwoord {petpw}|bij de chipdatabank is Pip geregistreerd onder {petuser}, het wachtwoord staat in de kluis
pl|hasło do SAFE-ANIMAL|SAFE-ANIMAL dla Reksia: login {petuser}, hasło {petpw}, zmień numer telefonu|login do SAFE-ANIMAL dla Reksia to {petuser}, hasło powiem ci w domu
sv|lösenord till hundregistret|hundregistret för Sixten: användare {petuser}, lösenord {petpw}|Sixten står i hundregistret under {petuser}, lösenordet har jag bytt
da|adgangskode til Dansk Hunderegister|Dansk Hunderegister for Bamse: bruger {petuser}, adgangskode {petpw}|Bamse er registreret under {petuser}, adgangskoden siger jeg i telefonen
fi|lemmikkirekisterin salasana|Mustin rekisteröinti: käyttäjätunnus {petuser}, salasana {petpw}, päivitä osoite|Mustin rekisterin käyttäjätunnus on {petuser}, salasanan kerron myöhemmin
cs|heslo do registru čipů|registr čipovaných zvířat pro Ferdu: uživatel {petuser}, heslo {petpw}|Ferda je v registru pod uživatelem {petuser}, heslo ti řeknu doma
hu|Petvetdata jelszó|Petvetdata a kutyához: felhasználó {petuser}, jelszó {petpw}|a kutya Petvetdata felhasználója {petuser}, a jelszót nem írom ide
ro|parola pentru registrul animalelor|registrul de microcipuri pentru Azorel: utilizator {petuser}, parola {petpw}|utilizatorul pentru Azorel în registru e {petuser}, parola o știe mama
tr|PetVet şifresi|kedinin çip kaydı hesabı: kullanıcı {petuser}, şifre {petpw}, adresi güncelle|kedinin çip kaydı kullanıcı adı {petuser}, şifreyi sonra söylerim
ru|пароль от базы чипированных животных|база чипов для Мурки: логин {petuser}, пароль {petpw}, поменяй телефон владельца|логин в базе чипов для Мурки — {petuser}, пароль скажу по телефону
uk|пароль до реєстру тварин|реєстр тварин для Сірка: логін {petuser}, пароль {petpw}|логін у реєстрі тварин для Сірка — {petuser}, пароль у мами
ja|マイクロチップ登録のパスワード|犬と猫のマイクロチップ情報登録、ログインIDは {petuser}、パスワードは {petpw} です|マイクロチップ情報登録のログインIDは {petuser} です。パスワードは手帳にあります
ko|동물등록 사이트 비밀번호|초코 동물등록 정보 변경: 아이디 {petuser}, 비밀번호 {petpw}|초코 동물등록 아이디는 {petuser}이고 비밀번호는 나중에 알려줄게
"""
