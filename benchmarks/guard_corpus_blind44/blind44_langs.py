"""Per-language strings for the blind44 guard corpus, written by hand for this round (not machine translated).

One line per language, four columns split on ``|``: the language code; the label ("Funda password"); a secret sentence
with the login and the password of a property-portal account ({propuser}, {proppw}) handed to someone who answers the
landlords or books the viewings; a twin sentence with the login only ({propuser}). Twins hold no secret field. The
services are property portals where the language is spoken; for most languages the sentences are a non-native
approximation.
"""

LANGS = """
it|password di Immobiliare.it|il mio account Immobiliare.it, rispondi tu ai proprietari per l'appartamento a Bologna: utente {propuser}, password {proppw}|l'account Immobiliare.it è a nome {propuser}, la password te la dico a voce
pt|palavra-passe do Idealista|a minha conta do Idealista, marca tu as visitas aos T2 em Lisboa: utilizador {propuser}, palavra-passe {proppw}|a conta do Idealista está em {propuser}, a palavra-passe digo-te depois
nl|Funda-wachtwoord|mijn Funda-account, wil jij de bezichtigingen aanvragen voor dat huis in Utrecht? gebruiker {propuser}, wachtwoord {proppw}|het Funda-account staat op {propuser}, het wachtwoord vertel ik je later
pl|hasło do Otodom|moje konto na Otodom, odpisz proszę na wiadomości od właścicieli: login {propuser}, hasło {proppw}|konto na Otodom jest na {propuser}, hasło powiem ci przez telefon
sv|Hemnet-lösenord|mitt Hemnet-konto, kan du boka visningarna i Uppsala: användare {propuser}, lösenord {proppw}|Hemnet-kontot står på {propuser}, lösenordet säger jag sen
da|Boligsiden-adgangskode|min Boligsiden-konto, gider du holde øje med huset i Aarhus: bruger {propuser}, adgangskode {proppw}|Boligsiden-kontoen er på {propuser}, adgangskoden siger jeg senere
ru|пароль от Домклик|мой аккаунт на Домклик, ответь, пожалуйста, продавцам по квартире в Казани: логин {propuser}, пароль {proppw}|аккаунт на Домклик записан на {propuser}, пароль скажу потом
uk|пароль до DOM.RIA|мій акаунт на DOM.RIA, домовся про перегляд квартири у Львові: логін {propuser}, пароль {proppw}|акаунт на DOM.RIA записаний на {propuser}, пароль скажу пізніше
sr|лозинка за 4zida|мој налог на 4zida, јави се власнику за стан на Врачару: корисник {propuser}, лозинка {proppw}|налог на 4zida је на {propuser}, лозинку ћу ти рећи касније
el|κωδικός Spitogatos|ο λογαριασμός μου στο Spitogatos, κλείσε ραντεβού για το διαμέρισμα στη Θεσσαλονίκη: χρήστης {propuser}, κωδικός {proppw}|ο λογαριασμός στο Spitogatos είναι στο {propuser}, τον κωδικό θα σου τον πω αργότερα
he|סיסמה של יד2|החשבון שלי ביד2, תענה בבקשה לבעלי הדירות בחיפה: משתמש {propuser}, סיסמה {proppw}|החשבון ביד2 רשום על {propuser}, את הסיסמה אגיד לך אחר כך
ar|كلمة مرور Bayut|حسابي على Bayut، رد على الملاك بخصوص الشقة في دبي: المستخدم {propuser}، كلمة المرور {proppw}|الحساب على Bayut باسم {propuser}، كلمة المرور أقولها لك لاحقًا
fa|رمز دیوار|حساب دیوار من، لطفاً برای آپارتمان تهران به صاحبخانه‌ها پیام بده: نام کاربری {propuser}، رمز {proppw}|حساب دیوار به نام {propuser} است، رمز را بعداً می‌گویم
hi|MagicBricks पासवर्ड|मेरा MagicBricks अकाउंट, नोएडा वाले फ्लैट के मालिक को जवाब दे दो: यूज़र {propuser}, पासवर्ड {proppw}|MagicBricks अकाउंट {propuser} पर है, पासवर्ड बाद में बताऊँगा
bn|Bproperty পাসওয়ার্ড|আমার Bproperty অ্যাকাউন্ট, ধানমন্ডির ফ্ল্যাটের মালিককে উত্তর দিয়ে দাও: ইউজার {propuser}, পাসওয়ার্ড {proppw}|Bproperty অ্যাকাউন্ট {propuser} নামে, পাসওয়ার্ড পরে বলব
ja|SUUMOのパスワード|私のSUUMOのアカウント、横浜の物件の内見を申し込んでおいて：ID {propuser}、パスワード {proppw}|SUUMOのアカウントは {propuser} で、パスワードはあとで伝えるね
zh|链家密码|我的链家账号，帮我约一下朝阳那套房子的看房：账号 {propuser}，密码 {proppw}|链家账号是 {propuser}，密码我回头告诉你
ko|직방 비밀번호|내 직방 계정, 성수동 원룸 집주인한테 답장 좀 해줘: 아이디 {propuser}, 비밀번호 {proppw}|직방 계정은 {propuser} 이고, 비밀번호는 나중에 알려줄게
"""
