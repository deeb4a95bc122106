"""Per-language strings for the blind50 guard corpus, written by hand for this round (not machine translated).

One line per language, four columns split on ``|``: the language code; the label ("Hermes Passwort"); a secret
sentence with the login and the password of a parcel or postal service's app ({parceluser}, {parcelpw}) shared with a
neighbour, a flatmate or a relative so they can redirect a parcel, pick it up at a locker or a parcel shop, or book a
pickup while the writer is away; a twin sentence with the login only ({parceluser}) that says the writer handles the
parcel and the password is not sent. Twins hold no secret field. The services are parcel and postal apps used where the
language is spoken (where the writer knew of none, the label names the thing: "the courier app"); for most languages the
sentences are a non-native approximation.
"""

LANGS = """
de|Hermes Passwort|mein Hermes-Konto, leite das Paket bitte an den Paketshop um, ich bin bis Freitag weg: Login {parceluser}, Passwort {parcelpw}|das Hermes-Konto läuft auf {parceluser}, das Paket leite ich selbst um, das Passwort schicke ich nicht
fr|mot de passe Mondial Relay|mon compte Mondial Relay, récupère le colis au point relais avant samedi : identifiant {parceluser}, mot de passe {parcelpw}|le compte Mondial Relay est au nom de {parceluser}, je passe chercher le colis moi-même, le mot de passe reste chez moi
es|contraseña de SEUR|mi cuenta de SEUR, cambia la entrega al Pickup de la esquina que no estoy en casa: usuario {parceluser}, contraseña {parcelpw}|la cuenta de SEUR está a nombre de {parceluser}, la entrega la cambio yo, la contraseña no te la mando
ja|クロネコメンバーズのパスワード|クロネコメンバーズのアカウント、荷物の受け取りを宅配ロッカーに変更しておいて：ID {parceluser}、パスワード {parcelpw}|クロネコメンバーズは {parceluser} で登録してるけど、受け取りの変更は自分でするから、パスワードは送らないね
zh|菜鸟密码|我的菜鸟账号，帮我把快递改到驿站，取件码在里面：账号 {parceluser}，密码 {parcelpw}|菜鸟账号是 {parceluser}，快递我自己去驿站取，密码就不发了
ru|пароль СДЭК|мой аккаунт СДЭК, перенеси доставку на пункт выдачи у метро, меня не будет до пятницы: логин {parceluser}, пароль {parcelpw}|аккаунт СДЭК на {parceluser}, доставку перенесу сам, пароль сюда не пишу
ar|كلمة مرور أرامكس|حسابي في أرامكس، غيّر موعد توصيل الطرد إلى يوم الأحد لأني مسافر: اسم المستخدم {parceluser}، كلمة المرور {parcelpw}|حساب أرامكس باسم {parceluser}، سأغيّر موعد التوصيل بنفسي، ولن أرسل كلمة المرور هنا
nl|wachtwoord van Budbee|mijn Budbee-account, zet het pakket op de buren want ik ben op vakantie: gebruikersnaam {parceluser}, wachtwoord {parcelpw}|het Budbee-account staat op {parceluser}, ik regel de bezorging zelf, het wachtwoord stuur ik niet
sv|lösenord till Instabox|mitt Instabox-konto, hämta paketet i boxen vid Ica innan det skickas tillbaka: användarnamn {parceluser}, lösenord {parcelpw}|Instabox-kontot står på {parceluser}, paketet hämtar jag själv, lösenordet skickar jag inte här
el|κωδικός Γενικής Ταχυδρομικής|ο λογαριασμός μου στη Γενική Ταχυδρομική, άλλαξε την παράδοση για Δευτέρα γιατί λείπω: όνομα χρήστη {parceluser}, κωδικός {parcelpw}|ο λογαριασμός της Γενικής Ταχυδρομικής είναι στο {parceluser}, την παράδοση την αλλάζω εγώ, τον κωδικό δεν τον στέλνω
he|הסיסמה של דואר ישראל|החשבון שלי בדואר ישראל, תעביר את החבילה ללוקר ליד הסופר כי אני לא בבית: שם משתמש {parceluser}, סיסמה {parcelpw}|החשבון בדואר ישראל רשום על {parceluser}, את החבילה אאסוף בעצמי, את הסיסמה לא אשלח כאן
uk|пароль Нової пошти|мій кабінет Нової пошти, переадресуй посилку на поштомат біля дому, мене не буде: логін {parceluser}, пароль {parcelpw}|кабінет Нової пошти на {parceluser}, посилку переадресую сам, пароль сюди не пишу
bn|Pathao Courier পাসওয়ার্ড|আমার Pathao Courier অ্যাকাউন্ট, পার্সেলটা শনিবার ডেলিভারি করতে বলো, আমি বাইরে আছি: ইউজার {parceluser}, পাসওয়ার্ড {parcelpw}|Pathao Courier অ্যাকাউন্ট {parceluser} নামে আছে, ডেলিভারির সময় আমি নিজেই বদলাব, পাসওয়ার্ড এখানে পাঠাব না
mr|Delhivery पासवर्ड|माझं Delhivery खातं, पार्सल शेजारच्या काकूंकडे द्यायला सांग, मी गावाला आहे: युजर {parceluser}, पासवर्ड {parcelpw}|Delhivery खातं {parceluser} नावावर आहे, पार्सलचं मी स्वतः बघेन, पासवर्ड इथे पाठवणार नाही
uz|Uzum parol|Uzum akkauntim, posilkani topshirish punktidan olib qo'y, men safardaman: login {parceluser}, parol {parcelpw}|Uzum akkaunti {parceluser} nomida, posilkani o'zim olaman, parolni bu yerga yubormayman
sr|лозинка за Пошту Србије|мој налог на Пошти Србије, преусмери пакет на пошту код пијаце, нисам код куће: корисничко име {parceluser}, лозинка {parcelpw}|налог на Пошти Србије је на {parceluser}, пакет ћу сам преусмерити, лозинку не шаљем овде
yo|ọ̀rọ̀ aṣínà GIG Logistics|àkáǹtì GIG Logistics mi, jọ̀ọ́ gba ẹrù náà ní ọ́fíìsì wọn, mi ò sí nílé: orúkọ olùmúlò {parceluser}, ọ̀rọ̀ aṣínà {parcelpw}|àkáǹtì GIG Logistics wà lórí {parceluser}, èmi fúnra mi máa gba ẹrù náà, mi ò ní fi ọ̀rọ̀ aṣínà ránṣẹ́
zu|iphasiwedi ye-Courier Guy|i-akhawunti yami ye-Courier Guy, sicela ushintshe ukulethwa kwephasela kuye kumakhelwane, angikho ekhaya: igama lomsebenzisi {parceluser}, iphasiwedi {parcelpw}|i-akhawunti ye-Courier Guy ikwi-{parceluser}, iphasela ngizolizishintshela mina, iphasiwedi angiyithumeli lapha
"""
