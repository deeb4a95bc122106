"""Per-language strings for the blind34 guard corpus, written by hand for this round (not machine translated).

One line per language, four columns split on ``|``: the language code; the label ("webmail / e-mail account
password"); a secret sentence with the address and the password of a personal webmail account ({mailuser},
{mailpw}); a twin sentence with the address only ({mailuser}). Twins hold no secret field. For several languages the
sentences are a non-native approximation; mail providers are generic or common local ones.
"""

LANGS = """
es|contraseña del correo|el correo es {mailuser} y la contraseña {mailpw}|el correo es {mailuser}; la contraseña te la digo en persona
fr|mot de passe de la messagerie|pour la boîte mail {mailuser}, le mot de passe c'est {mailpw}|la boîte mail c'est {mailuser}, le mot de passe je l'ai changé ce matin
de|Passwort vom E-Mail-Konto|das E-Mail-Konto {mailuser} hat das Passwort {mailpw}|das E-Mail-Konto ist {mailuser}, das Passwort steht nicht hier
it|password della posta|la posta è {mailuser}, password {mailpw}|la posta è {mailuser}, la password ce l'ha la mamma
pt|senha do e-mail|o e-mail é {mailuser} e a senha é {mailpw}|o e-mail é {mailuser}; a senha eu te passo depois
nl|wachtwoord van de mail|de mailbox is {mailuser}, wachtwoord {mailpw}|de mailbox is {mailuser}, het wachtwoord weet je al
pl|hasło do poczty|poczta: {mailuser}, hasło {mailpw}|poczta to {mailuser}, hasło zmieniłem wczoraj
uk|пароль до пошти|пошта {mailuser}, пароль {mailpw}|пошта {mailuser}, пароль скажу телефоном
da|adgangskode til mailen|mailen er {mailuser} og koden er {mailpw}|mailen er {mailuser}, koden skriver jeg ikke her
nb|passord til e-posten|e-posten er {mailuser}, passordet er {mailpw}|e-posten er {mailuser}, passordet har jeg byttet
sk|heslo k e-mailu|e-mail {mailuser}, heslo {mailpw}|e-mail je {mailuser}, heslo ti poviem osobne
hr|lozinka za e-mail|mail je {mailuser}, a lozinka {mailpw}|mail je {mailuser}, lozinku ću ti reći kasnije
ko|메일 비밀번호|메일은 {mailuser}, 비밀번호는 {mailpw} 이에요|메일은 {mailuser} 이고 비밀번호는 나중에 알려줄게요
zh|邮箱密码|邮箱是 {mailuser}，密码是 {mailpw}|邮箱是 {mailuser}，密码我当面告诉你
ar|كلمة سر البريد|البريد هو {mailuser} وكلمة السر {mailpw}|البريد هو {mailuser}، وكلمة السر سأقولها لك شخصياً
hi|ईमेल का पासवर्ड|ईमेल {mailuser} है और पासवर्ड {mailpw} है|ईमेल {mailuser} है, पासवर्ड मैं फ़ोन पर बताऊँगा
he|הסיסמה של המייל|המייל הוא {mailuser} והסיסמה {mailpw}|המייל הוא {mailuser}, את הסיסמה אגיד לך בטלפון
"""
