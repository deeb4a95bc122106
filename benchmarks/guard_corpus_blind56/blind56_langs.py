"""Per-language strings for the blind56 guard corpus, written by hand for this round (not machine translated).

One line per language, four columns split on ``|``: the language code; the label ("Kennwort für die Zahnarzt-App");
a secret sentence with the login and the password of a dental practice's booking app ({dentuser}, {dentpw}) sent to a
partner, a grandparent or a childminder so they can book a child's check-up while the writer is at work; a twin
sentence with the login only ({dentuser}) that says the writer books it and the password is not sent. Twins hold no
secret field. No service is named: the label names the thing ("the dentist's app"); for most languages the sentences
are a non-native approximation.
"""

LANGS = """
de|Kennwort für die Zahnarzt-App|mein Login für die App der Zahnarztpraxis, buch bitte für Mia die Kontrolle am Donnerstag, ich bin bei der Arbeit: Benutzername {dentuser}, Kennwort {dentpw}|die Zahnarzt-App läuft auf {dentuser}, die Kontrolle buche ich selbst, das Kennwort schicke ich nicht
fr|code d'accès de l'appli du dentiste|mes identifiants pour l'appli du cabinet dentaire, réserve le contrôle de Léa jeudi s'il te plaît, je suis au boulot : identifiant {dentuser}, code d'accès {dentpw}|l'appli du dentiste est au nom de {dentuser}, je réserve le contrôle moi-même, je n'envoie pas le code d'accès
ja|歯医者アプリのパスワード|歯医者の予約アプリのログイン、木曜にユイの定期検診を予約しておいて、仕事中で手が離せないの：ユーザー名 {dentuser}、パスワード {dentpw}|歯医者のアプリは {dentuser} で登録してあるけど、検診の予約は自分でするからパスワードは送らないよ
nl|wachtwoord van de tandarts-app|mijn inlog voor de app van de tandartspraktijk, wil je donderdag de controle voor Noor boeken, ik zit op mijn werk: gebruikersnaam {dentuser}, wachtwoord {dentpw}|de tandarts-app staat op {dentuser}, de controle boek ik zelf, het wachtwoord stuur ik niet
sv|lösenord till tandläkarappen|min inloggning till tandvårdens app, kan du boka Elsas kontroll på torsdag, jag jobbar: användarnamn {dentuser}, lösenord {dentpw}|tandläkarappen står på {dentuser}, kontrollen bokar jag själv, lösenordet skickar jag inte
he|הסיסמה לאפליקציה של רופא השיניים|הפרטים שלי לאפליקציה של מרפאת השיניים, תקבע בבקשה לנועה בדיקה ביום חמישי, אני בעבודה: שם משתמש {dentuser}, סיסמה {dentpw}|האפליקציה של רופא השיניים רשומה על {dentuser}, את הבדיקה אקבע בעצמי, את הסיסמה אני לא שולחת
el|κωδικός της εφαρμογής του οδοντιάτρου|τα στοιχεία μου για την εφαρμογή του οδοντιατρείου, κλείσε σε παρακαλώ τον έλεγχο της Ελένης για την Πέμπτη, είμαι στη δουλειά: όνομα χρήστη {dentuser}, κωδικός {dentpw}|η εφαρμογή του οδοντιάτρου είναι στο όνομα {dentuser}, τον έλεγχο θα τον κλείσω μόνη μου, τον κωδικό δεν τον στέλνω
uk|пароль до застосунку стоматолога|мій вхід у застосунок стоматологічної клініки, запиши, будь ласка, Соломію на огляд у четвер, я на роботі: логін {dentuser}, пароль {dentpw}|застосунок стоматолога зареєстрований на {dentuser}, на огляд запишу сама, пароль не надсилаю
bn|ডেন্টিস্টের অ্যাপের পাসওয়ার্ড|ডেন্টাল ক্লিনিকের অ্যাপে আমার লগইন, বৃহস্পতিবার তিতলির চেকআপটা বুক করে দিও, আমি অফিসে: ইউজারনেম {dentuser}, পাসওয়ার্ড {dentpw}|ডেন্টিস্টের অ্যাপটা {dentuser} নামে, চেকআপ আমি নিজেই বুক করব, পাসওয়ার্ড পাঠাচ্ছি না
mr|दंतवैद्याच्या ॲपचा पासवर्ड|दंत क्लिनिकच्या ॲपमधलं माझं लॉगिन, गुरुवारी सईची तपासणी बुक करून ठेव, मी ऑफिसमध्ये आहे: युजरनेम {dentuser}, पासवर्ड {dentpw}|दंतवैद्याचं ॲप {dentuser} नावावर आहे, तपासणी मी स्वतः बुक करेन, पासवर्ड पाठवत नाही
mn|шүдний эмнэлгийн аппын нууц үг|шүдний эмнэлгийн аппын миний нэвтрэх мэдээлэл, Пүрэв гаригт Саруулыг үзлэгт бүртгүүлээрэй, би ажил дээрээ байна: нэвтрэх нэр {dentuser}, нууц үг {dentpw}|шүдний эмнэлгийн апп {dentuser} нэр дээр байгаа, үзлэгт өөрөө бүртгүүлнэ, нууц үгийг явуулахгүй
az|stomatoloq tətbiqinin şifrəsi|diş klinikasının tətbiqində mənim hesabım, zəhmət olmasa cümə axşamı Aylanı müayinəyə yaz, işdəyəm: istifadəçi adı {dentuser}, şifrə {dentpw}|stomatoloq tətbiqi {dentuser} adınadır, müayinəyə özüm yazacam, şifrəni göndərmirəm
uz|tish shifokori ilovasining paroli|tish klinikasi ilovasidagi akkauntim, iltimos payshanba kuni Madinani ko'rikka yozib qo'y, men ishdaman: login {dentuser}, parol {dentpw}|tish shifokori ilovasi {dentuser} nomida, ko'rikka o'zim yozilaman, parolni yubormayman
lv|zobārsta lietotnes parole|mana pieteikšanās zobārstniecības lietotnē, lūdzu pieraksti Elzu uz pārbaudi ceturtdien, esmu darbā: lietotājvārds {dentuser}, parole {dentpw}|zobārsta lietotne ir uz {dentuser} vārda, pārbaudi pierakstīšu pati, paroli nesūtu
mt|il-password tal-app tad-dentist|il-login tiegħi għall-app tal-klinika tad-dentist, jekk jogħġbok ibbukkja ċ-check-up ta' Marija nhar il-Ħamis, qiegħda x-xogħol: username {dentuser}, password {dentpw}|l-app tad-dentist hija fuq {dentuser}, iċ-check-up nibbukkjah jien, il-password mhux se nibgħathielek
zu|iphasiwedi ye-app kadokotela wamazinyo|ukungena kwami ku-app yomtholampilo wamazinyo, ngicela ubhukhele uThando ukuhlolwa ngoLwesine, ngisemsebenzini: igama lomsebenzisi {dentuser}, iphasiwedi {dentpw}|i-app kadokotela wamazinyo isegameni lika-{dentuser}, ukuhlolwa ngizokubhukha mina, iphasiwedi angiyithumeli
yo|ọ̀rọ̀ aṣínà app dókítà eyín|àkọọ́lẹ̀ mi lórí app ilé ìwòsàn eyín, jọ̀ọ́ ṣe ìpinnu àyẹ̀wò fún Tọ́lá ní Ọjọ́bọ̀, mo wà níbi iṣẹ́: orúkọ olùlò {dentuser}, ọ̀rọ̀ aṣínà {dentpw}|app dókítà eyín wà lórúkọ {dentuser}, èmi fúnra mi ni màá ṣe ìpinnu àyẹ̀wò, n kò ní fi ọ̀rọ̀ aṣínà ránṣẹ́
af|wagwoord vir die tandarts-app|my aanmelding vir die tandartspraktyk se app, bespreek asseblief Anri se ondersoek vir Donderdag, ek is by die werk: gebruikersnaam {dentuser}, wagwoord {dentpw}|die tandarts-app is op {dentuser} se naam, ek bespreek die ondersoek self, ek stuur nie die wagwoord nie
"""
