"""Per-language strings for the blind35 guard corpus, written by hand for this round (not machine translated).

One line per language, four columns split on ``|``: the language code; the label ("pension portal password"); a
secret sentence with the user or member number and the password of a pension / retirement-savings portal
({penuser}, {penpw}); a twin sentence with the user or member number only ({penuser}). Twins hold no secret field.
Portals are the common public or private ones of the country (state pension, occupational or personal pension fund);
for several languages the sentences are a non-native approximation.
"""

LANGS = """
es|contraseña de la pensión|para ver la pensión de mamá en Tu Seguridad Social: usuario {penuser}, contraseña {penpw}|el usuario de la pensión de mamá es {penuser}; la contraseña la tiene mi hermano
fr|mot de passe Info Retraite|sur info-retraite, identifiant {penuser} et mot de passe {penpw} pour le relevé de carrière|l'identifiant info-retraite est {penuser}, le mot de passe je te le donne au téléphone
de|Passwort fürs Rentenkonto|Rentenkonto online: Benutzer {penuser}, Passwort {penpw} – bitte die Renteninformation runterladen|Rentenkonto online: Benutzer {penuser}, das Passwort hat Papa im Ordner
it|password della pensione|per il fondo pensione: codice aderente {penuser}, password {penpw}|il codice aderente del fondo pensione è {penuser}, la password l'ho cambiata ieri
pt|senha do Meu INSS|Meu INSS da vó: login {penuser}, senha {penpw}, é pra ver o extrato da aposentadoria|o login do Meu INSS da vó é {penuser}, a senha eu te falo depois por telefone
nl|wachtwoord pensioenfonds|inloggen bij het pensioenfonds: deelnemersnummer {penuser}, wachtwoord {penpw}|mijn deelnemersnummer bij het pensioenfonds is {penuser}, het wachtwoord zit in de kluis
pl|hasło do ZUS PUE|ZUS PUE mamy: login {penuser}, hasło {penpw}, sprawdź wysokość emerytury|login do ZUS PUE mamy to {penuser}, hasło powiem ci osobiście
sv|lösenord till pensionskontot|pensionsbolaget: kundnummer {penuser}, lösenord {penpw}|kundnumret hos pensionsbolaget är {penuser}, lösenordet har jag bytt
fi|eläkepalvelun salasana|eläkeyhtiön verkkopalvelu: käyttäjätunnus {penuser}, salasana {penpw}|eläkeyhtiön käyttäjätunnus on {penuser}, salasanan kerron puhelimessa
cs|heslo k penzijnímu spoření|penzijko: číslo smlouvy {penuser}, heslo do klientské zóny {penpw}|číslo smlouvy u penzijka je {penuser}, heslo ti řeknu doma
ro|parola de la pensia privată|Pilonul II: utilizator {penuser}, parola {penpw}|utilizatorul de la Pilonul II e {penuser}, parola o știe tata
tr|BES şifresi|bireysel emeklilik hesabım: müşteri no {penuser}, şifre {penpw}|bireysel emeklilik müşteri numaram {penuser}, şifreyi sonra söylerim
ru|пароль от личного кабинета НПФ|личный кабинет НПФ: логин {penuser}, пароль {penpw}|логин в кабинете НПФ — {penuser}, пароль скажу по телефону
el|κωδικός για τη σύνταξη|για τη σύνταξη της γιαγιάς: όνομα χρήστη {penuser}, κωδικός {penpw}|το όνομα χρήστη για τη σύνταξη της γιαγιάς είναι {penuser}, τον κωδικό τον έχει η μαμά
ja|ねんきんネットのパスワード|ねんきんネットのユーザIDは {penuser}、パスワードは {penpw} です|ねんきんネットのユーザIDは {penuser} です。パスワードは手帳に書いてあります
id|kata sandi JMO|akun JMO bapak: email {penuser}, kata sandi {penpw}, buat cek saldo JHT|akun JMO bapak pakai email {penuser}, kata sandinya nanti aku kasih tahu
vi|mật khẩu VssID|VssID của mẹ: tài khoản {penuser}, mật khẩu {penpw}|tài khoản VssID của mẹ là {penuser}, mật khẩu mẹ tự giữ
hu|nyugdíjpénztár jelszó|nyugdíjpénztár online: azonosító {penuser}, jelszó {penpw}|a nyugdíjpénztári azonosítóm {penuser}, a jelszót nem írom ide
"""
