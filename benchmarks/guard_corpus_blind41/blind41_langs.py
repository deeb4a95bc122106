"""Per-language strings for the blind41 guard corpus, written by hand for this round (not machine translated).

One line per language, four columns split on ``|``: the language code; the label ("Sympatia password"); a secret
sentence with the login and the password of a dating-app account ({dateuser}, {datepw}) handed to a friend who
answers the matches; a twin sentence with the login only ({dateuser}). Twins hold no secret field. The apps are dating
apps used where the language is spoken; for several languages the sentences are a non-native approximation.
"""

LANGS = """
pl|hasło do Sympatii|moje konto na Sympatii, odpisz za mnie na wiadomości: login {dateuser}, hasło {datepw}|konto na Sympatii jest na {dateuser}, hasło powiem ci osobiście
sv|lösenord till Hinge|mitt Hinge-konto så du kan kolla matcherna: användare {dateuser}, lösenord {datepw}|Hinge-kontot ligger på {dateuser}, lösenordet får du av mig sen
fi|happn-salasana|happn-tilini, vastaa viesteihin puolestani: käyttäjä {dateuser}, salasana {datepw}|happn-tili on {dateuser}, salasanan kerron myöhemmin
nb|passord til Hinge|Hinge-kontoen min så du kan svare på meldinger: bruker {dateuser}, passord {datepw}|Hinge-kontoen står på {dateuser}, passordet sier jeg til deg senere
el|κωδικός Badoo|ο λογαριασμός μου στο Badoo, απάντα εσύ στα μηνύματα: χρήστης {dateuser}, κωδικός {datepw}|ο λογαριασμός Badoo είναι στο {dateuser}, τον κωδικό θα σου τον πω από κοντά
uk|пароль до Badoo|мій акаунт у Badoo, відповідай за мене: логін {dateuser}, пароль {datepw}|акаунт Badoo на {dateuser}, пароль скажу при зустрічі
he|סיסמה ל-JDate|החשבון שלי ב-JDate, תעני במקומי להודעות: משתמש {dateuser}, סיסמה {datepw}|החשבון ב-JDate רשום על {dateuser}, את הסיסמה אגיד לך אחר כך
hi|Shaadi.com पासवर्ड|मेरा Shaadi.com अकाउंट, मेरी जगह मैसेज का जवाब दे देना: यूज़र {dateuser}, पासवर्ड {datepw}|Shaadi.com अकाउंट {dateuser} पर है, पासवर्ड मैं बाद में बताऊँगी
bn|Shaadi.com পাসওয়ার্ড|আমার Shaadi.com অ্যাকাউন্ট, মেসেজগুলোর উত্তর দিয়ে দিও: ইউজার {dateuser}, পাসওয়ার্ড {datepw}|Shaadi.com অ্যাকাউন্টটা {dateuser} দিয়ে, পাসওয়ার্ড পরে বলব
fa|رمز Muzz|حساب Muzz من، جای من به پیام‌ها جواب بده: نام کاربری {dateuser}، رمز {datepw}|حساب Muzz با {dateuser} است، رمز را بعداً حضوری می‌گویم
zh|Coffee Meets Bagel 密码|我的 Coffee Meets Bagel 帐号，帮我回一下消息：帐号 {dateuser}，密码 {datepw}|Coffee Meets Bagel 的帐号是 {dateuser}，密码我当面告诉你
ms|kata laluan Muzz|akaun Muzz saya, tolong balas mesej untuk saya: pengguna {dateuser}, kata laluan {datepw}|akaun Muzz guna {dateuser}, kata laluan nanti saya beritahu
tl|password sa Badoo|yung Badoo account ko, ikaw muna sumagot sa mga message: user {dateuser}, password {datepw}|yung Badoo account ay {dateuser}, yung password sasabihin ko mamaya
sw|nenosiri la Badoo|akaunti yangu ya Badoo, nijibie ujumbe: mtumiaji {dateuser}, nenosiri {datepw}|akaunti ya Badoo iko kwa {dateuser}, nenosiri nitakuambia baadaye
hr|lozinka za Lovoo|moj Lovoo račun, odgovori umjesto mene na poruke: korisnik {dateuser}, lozinka {datepw}|Lovoo račun je na {dateuser}, lozinku ću ti reći uživo
sk|heslo na Lovoo|môj účet na Lovoo, odpíš za mňa na správy: používateľ {dateuser}, heslo {datepw}|účet na Lovoo je na {dateuser}, heslo ti poviem osobne
bg|парола за Badoo|профилът ми в Badoo, отговаряй вместо мен: потребител {dateuser}, парола {datepw}|профилът в Badoo е на {dateuser}, паролата ще ти кажа на живо
et|happn'i parool|minu happn'i konto, vasta minu eest sõnumitele: kasutaja {dateuser}, parool {datepw}|happn'i konto on {dateuser} peal, parooli ütlen sulle hiljem
"""
