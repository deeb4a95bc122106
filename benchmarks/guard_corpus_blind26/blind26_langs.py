"""Per-language words and sentences for the blind26 guard corpus, hand-written for this round (none machine translated).

Each line of LANGS is ``lang|pick_label|pick_secret|pick_benign|bank_label|bank_secret|bank_benign``:

* pick_label: the noun phrase "kindergarten pickup code word", used bare before or after a value ("pickup code word:
  panda-rocket", "panda-rocket (pickup code word)") and, in benign rows, before a masked value;
* pick_secret: "the code word for picking up our kids from kindergarten is {codeword}" (whoever says it to the staff
  walks out with the children: the word is a credential, shared within a family and never meant for a stranger);
* pick_benign: the same kindergarten with a public value: "our daughter's group at kindergarten is called {group}"
  (the group's name is on the door, the website and the parents' letters);
* bank_label: the noun phrase "telephone banking PIN", used like pick_label;
* bank_secret: "my PIN for telephone banking is {tpin}" (typed on the keypad when calling the bank; it opens the
  account to whoever calls with it);
* bank_benign: the same service with no credential: "the telephone banking number of my bank is {hotline}" (the
  bank's own hotline, printed on every card and statement).

LANGS2 holds a second hand-written phrasing per language for each family: "whoever picks up the children has to tell
the teacher the password {codeword}" and "when I call the bank, I type {tpin} on the keypad". make_blind26.py builds
several phrasings per language from these (either sentence, label-colon-value, value-then-label, ...).
"""

LANGS = r"""
en|kindergarten pickup code word|the code word for picking up our kids from kindergarten is {codeword}|our daughter's group at kindergarten is called {group}|telephone banking PIN|my PIN for telephone banking is {tpin}|the telephone banking number of my bank is {hotline}
de|Abholpasswort für die Kita|das Codewort zum Abholen der Kinder aus der Kita ist {codeword}|die Gruppe unserer Tochter in der Kita heißt {group}|Telefonbanking-PIN|meine PIN fürs Telefonbanking ist {tpin}|die Nummer vom Telefonbanking meiner Bank ist {hotline}
fr|mot de passe pour récupérer les enfants à la crèche|le mot de passe pour récupérer les enfants à la crèche est {codeword}|la section de notre fille à la crèche s'appelle {group}|code de la banque par téléphone|mon code pour la banque par téléphone est {tpin}|le numéro du service bancaire par téléphone de ma banque est {hotline}
es|contraseña para recoger a los niños en la guardería|la palabra clave para recoger a los niños de la guardería es {codeword}|el grupo de nuestra hija en la guardería se llama {group}|clave de banca telefónica|mi clave de banca telefónica es {tpin}|el número de banca telefónica de mi banco es {hotline}
it|parola d'ordine per ritirare i bimbi all'asilo|la parola d'ordine per ritirare i bambini all'asilo è {codeword}|la sezione di nostra figlia all'asilo si chiama {group}|PIN della banca telefonica|il mio PIN per la banca telefonica è {tpin}|il numero della banca telefonica della mia banca è {hotline}
pt|senha para buscar as crianças na creche|a senha para buscar as crianças na creche é {codeword}|a turma da nossa filha na creche chama-se {group}|código do banco por telefone|o meu código do banco por telefone é {tpin}|o número do atendimento telefónico do meu banco é {hotline}
nl|wachtwoord om de kinderen op te halen bij de opvang|het codewoord om de kinderen bij de opvang op te halen is {codeword}|de groep van onze dochter op de opvang heet {group}|pincode voor telefonisch bankieren|mijn pincode voor telefonisch bankieren is {tpin}|het nummer voor telefonisch bankieren van mijn bank is {hotline}
pl|hasło do odbioru dzieci z przedszkola|hasło do odbioru dzieci z przedszkola to {codeword}|grupa naszej córki w przedszkolu nazywa się {group}|PIN do bankowości telefonicznej|mój PIN do bankowości telefonicznej to {tpin}|numer infolinii bankowości telefonicznej mojego banku to {hotline}
cs|heslo pro vyzvedávání dětí ze školky|heslo pro vyzvednutí dětí ze školky je {codeword}|třída naší dcery ve školce se jmenuje {group}|PIN k telefonnímu bankovnictví|můj PIN k telefonnímu bankovnictví je {tpin}|číslo telefonního bankovnictví mé banky je {hotline}
sk|heslo na vyzdvihnutie detí zo škôlky|heslo na vyzdvihnutie detí zo škôlky je {codeword}|trieda našej dcéry v škôlke sa volá {group}|PIN k telefonickému bankovníctvu|môj PIN k telefonickému bankovníctvu je {tpin}|číslo telefonického bankovníctva mojej banky je {hotline}
sl|geslo za prevzem otrok iz vrtca|geslo za prevzem otrok iz vrtca je {codeword}|skupina naše hčerke v vrtcu se imenuje {group}|PIN za telefonsko bančništvo|moj PIN za telefonsko bančništvo je {tpin}|številka telefonskega bančništva moje banke je {hotline}
hr|lozinka za preuzimanje djece iz vrtića|lozinka za preuzimanje djece iz vrtića je {codeword}|skupina naše kćeri u vrtiću zove se {group}|PIN za telefonsko bankarstvo|moj PIN za telefonsko bankarstvo je {tpin}|broj telefonskog bankarstva moje banke je {hotline}
sr|лозинка за преузимање деце из вртића|лозинка за преузимање деце из вртића је {codeword}|група наше ћерке у вртићу зове се {group}|ПИН за телефонско банкарство|мој ПИН за телефонско банкарство је {tpin}|број телефонског банкарства моје банке је {hotline}
bs|šifra za preuzimanje djece iz vrtića|šifra za preuzimanje djece iz vrtića je {codeword}|grupa naše kćerke u vrtiću zove se {group}|PIN za telefonsko bankarstvo|moj PIN za telefonsko bankarstvo je {tpin}|broj telefonskog bankarstva moje banke je {hotline}
bg|парола за вземане на децата от градината|паролата за вземане на децата от детската градина е {codeword}|групата на дъщеря ни в градината се казва {group}|ПИН за телефонно банкиране|моят ПИН за телефонно банкиране е {tpin}|номерът за телефонно банкиране на банката ми е {hotline}
mk|лозинка за земање на децата од градинка|лозинката за земање на децата од градинка е {codeword}|групата на нашата ќерка во градинка се вика {group}|ПИН за телефонско банкарство|мојот ПИН за телефонско банкарство е {tpin}|бројот за телефонско банкарство на мојата банка е {hotline}
ru|кодовое слово, чтобы забрать детей из садика|кодовое слово, чтобы забрать детей из детского сада: {codeword}|группа нашей дочки в садике называется {group}|ПИН для телефонного банка|мой ПИН для телефонного банка {tpin}|номер телефонного банка моего банка {hotline}
uk|кодове слово, щоб забрати дітей із садочка|кодове слово, щоб забрати дітей із садочка, — {codeword}|група нашої доньки в садочку називається {group}|ПІН для телефонного банкінгу|мій ПІН для телефонного банкінгу {tpin}|номер телефонного банкінгу мого банку {hotline}
be|кодавае слова, каб забраць дзяцей з садка|кодавае слова, каб забраць дзяцей з садка: {codeword}|група нашай дачкі ў садку называецца {group}|ПІН для тэлефоннага банкінгу|мой ПІН для тэлефоннага банкінгу {tpin}|нумар тэлефоннага банкінгу майго банка {hotline}
lt|slaptažodis vaikams pasiimti iš darželio|slaptažodis vaikams pasiimti iš darželio yra {codeword}|mūsų dukros grupė darželyje vadinasi {group}|telefoninės bankininkystės PIN|mano telefoninės bankininkystės PIN yra {tpin}|mano banko telefoninės bankininkystės numeris yra {hotline}
lv|parole bērnu izņemšanai no bērnudārza|parole bērnu izņemšanai no bērnudārza ir {codeword}|mūsu meitas grupiņa bērnudārzā saucas {group}|telefonbankas PIN|mans telefonbankas PIN ir {tpin}|manas bankas telefonbankas numurs ir {hotline}
et|parool laste lasteaiast äratoomiseks|parool laste lasteaiast äratoomiseks on {codeword}|meie tütre rühm lasteaias on {group}|telefonipanga PIN|minu telefonipanga PIN on {tpin}|minu panga telefonipanga number on {hotline}
fi|päiväkodin hakusana|lasten hakemiseen päiväkodista tarvittava tunnussana on {codeword}|tyttäremme ryhmän nimi päiväkodissa on {group}|puhelinpankin PIN|puhelinpankin PIN-koodini on {tpin}|pankkini puhelinpalvelun numero on {hotline}
sv|lösenord för att hämta barnen på förskolan|lösenordet för att hämta barnen på förskolan är {codeword}|vår dotters avdelning på förskolan heter {group}|PIN-kod till telefonbanken|min PIN-kod till telefonbanken är {tpin}|numret till min banks telefonbank är {hotline}
da|kodeord til at hente børnene i børnehaven|kodeordet til at hente børnene i børnehaven er {codeword}|vores datters stue i børnehaven hedder {group}|PIN-kode til telefonbanken|min PIN-kode til telefonbanken er {tpin}|nummeret til min banks telefonbank er {hotline}
no|passord for å hente barna i barnehagen|passordet for å hente barna i barnehagen er {codeword}|avdelingen til dattera vår i barnehagen heter {group}|PIN-kode til telefonbanken|PIN-koden min til telefonbanken er {tpin}|nummeret til telefonbanken i banken min er {hotline}
is|lykilorð til að sækja börnin á leikskólann|lykilorðið til að sækja börnin á leikskólann er {codeword}|deild dóttur okkar á leikskólanum heitir {group}|PIN-númer fyrir símabanka|PIN-númerið mitt fyrir símabankann er {tpin}|símanúmer símabanka bankans míns er {hotline}
hu|jelszó a gyerekek óvodából való elviteléhez|a jelszó, amivel el lehet vinni a gyerekeket az oviból: {codeword}|a lányunk csoportja az oviban: {group}|telefonos bank PIN-kódja|a telefonos bankhoz a PIN-kódom {tpin}|a bankom telefonos ügyfélszolgálatának száma {hotline}
ro|parola pentru a lua copiii de la grădiniță|parola pentru a lua copiii de la grădiniță este {codeword}|grupa fiicei noastre la grădiniță se numește {group}|PIN pentru banca prin telefon|PIN-ul meu pentru banca prin telefon este {tpin}|numărul de telefon-banking al băncii mele este {hotline}
el|κωδική λέξη για να παραλάβουμε τα παιδιά από τον παιδικό|η κωδική λέξη για να πάρουμε τα παιδιά από τον παιδικό σταθμό είναι {codeword}|το τμήμα της κόρης μας στον παιδικό λέγεται {group}|PIN τηλεφωνικής τραπεζικής|το PIN μου για την τηλεφωνική τραπεζική είναι {tpin}|ο αριθμός τηλεφωνικής εξυπηρέτησης της τράπεζάς μου είναι {hotline}
tr|kreşten çocukları almak için parola|çocukları kreşten almak için parola {codeword}|kızımızın kreşteki sınıfının adı {group}|telefon bankacılığı şifresi|telefon bankacılığı şifrem {tpin}|bankamın telefon bankacılığı numarası {hotline}
ar|كلمة السر لاستلام الأطفال من الحضانة|كلمة السر لاستلام الأطفال من الحضانة هي {codeword}|اسم مجموعة ابنتنا في الحضانة {group}|الرقم السري للخدمة المصرفية الهاتفية|رقمي السري للخدمة المصرفية الهاتفية هو {tpin}|رقم الخدمة المصرفية الهاتفية لبنكي هو {hotline}
he|סיסמה לאיסוף הילדים מהגן|הסיסמה לאיסוף הילדים מהגן היא {codeword}|הקבוצה של הבת שלנו בגן נקראת {group}|קוד סודי לבנקאות טלפונית|הקוד הסודי שלי לבנקאות טלפונית הוא {tpin}|מספר הבנקאות הטלפונית של הבנק שלי הוא {hotline}
fa|رمز تحویل گرفتن بچه‌ها از مهدکودک|رمز تحویل گرفتن بچه‌ها از مهدکودک {codeword} است|اسم گروه دخترمان در مهدکودک {group} است|رمز بانکداری تلفنی|رمز بانکداری تلفنی من {tpin} است|شماره بانکداری تلفنی بانکم {hotline} است
ur|بچوں کو ڈے کیئر سے لینے کا کوڈ ورڈ|بچوں کو ڈے کیئر سے لینے کا کوڈ ورڈ {codeword} ہے|ہماری بیٹی کے ڈے کیئر گروپ کا نام {group} ہے|فون بینکنگ پن|میرا فون بینکنگ پن {tpin} ہے|میرے بینک کا فون بینکنگ نمبر {hotline} ہے
hi|बच्चों को डेकेयर से लेने का कोड वर्ड|बच्चों को डेकेयर से लेने का कोड वर्ड {codeword} है|हमारी बेटी के डेकेयर ग्रुप का नाम {group} है|फ़ोन बैंकिंग पिन|मेरा फ़ोन बैंकिंग पिन {tpin} है|मेरे बैंक का फ़ोन बैंकिंग नंबर {hotline} है
bn|ডে-কেয়ার থেকে বাচ্চাদের আনার কোড ওয়ার্ড|ডে-কেয়ার থেকে বাচ্চাদের আনার কোড ওয়ার্ড হলো {codeword}|ডে-কেয়ারে আমাদের মেয়ের দলের নাম {group}|ফোন ব্যাংকিং পিন|আমার ফোন ব্যাংকিং পিন {tpin}|আমার ব্যাংকের ফোন ব্যাংকিং নম্বর {hotline}
pa|ਬੱਚਿਆਂ ਨੂੰ ਡੇਅਕੇਅਰ ਤੋਂ ਲੈਣ ਦਾ ਕੋਡ ਵਰਡ|ਬੱਚਿਆਂ ਨੂੰ ਡੇਅਕੇਅਰ ਤੋਂ ਲੈਣ ਦਾ ਕੋਡ ਵਰਡ {codeword} ਹੈ|ਡੇਅਕੇਅਰ ਵਿੱਚ ਸਾਡੀ ਧੀ ਦੇ ਗਰੁੱਪ ਦਾ ਨਾਮ {group} ਹੈ|ਫ਼ੋਨ ਬੈਂਕਿੰਗ ਪਿੰਨ|ਮੇਰਾ ਫ਼ੋਨ ਬੈਂਕਿੰਗ ਪਿੰਨ {tpin} ਹੈ|ਮੇਰੇ ਬੈਂਕ ਦਾ ਫ਼ੋਨ ਬੈਂਕਿੰਗ ਨੰਬਰ {hotline} ਹੈ
gu|બાળકોને ડેકેરમાંથી લેવાનો કોડ વર્ડ|બાળકોને ડેકેરમાંથી લેવાનો કોડ વર્ડ {codeword} છે|ડેકેરમાં અમારી દીકરીના ગ્રુપનું નામ {group} છે|ફોન બેંકિંગ પિન|મારો ફોન બેંકિંગ પિન {tpin} છે|મારી બેંકનો ફોન બેંકિંગ નંબર {hotline} છે
mr|मुलांना पाळणाघरातून घेण्याचा कोड वर्ड|मुलांना पाळणाघरातून घेण्याचा कोड वर्ड {codeword} आहे|पाळणाघरात आमच्या मुलीच्या गटाचे नाव {group} आहे|फोन बँकिंग पिन|माझा फोन बँकिंग पिन {tpin} आहे|माझ्या बँकेचा फोन बँकिंग नंबर {hotline} आहे
ta|குழந்தைகளை காப்பகத்திலிருந்து அழைத்துச் செல்லும் குறிச்சொல்|குழந்தைகளை காப்பகத்திலிருந்து அழைத்துச் செல்லும் குறிச்சொல் {codeword}|காப்பகத்தில் எங்கள் மகளின் குழுவின் பெயர் {group}|தொலைபேசி வங்கி PIN|என் தொலைபேசி வங்கி PIN {tpin}|என் வங்கியின் தொலைபேசி வங்கி எண் {hotline}
te|పిల్లలను డేకేర్ నుంచి తీసుకెళ్లే కోడ్ వర్డ్|పిల్లలను డేకేర్ నుంచి తీసుకెళ్లే కోడ్ వర్డ్ {codeword}|డేకేర్‌లో మా అమ్మాయి గ్రూప్ పేరు {group}|ఫోన్ బ్యాంకింగ్ పిన్|నా ఫోన్ బ్యాంకింగ్ పిన్ {tpin}|మా బ్యాంక్ ఫోన్ బ్యాంకింగ్ నంబర్ {hotline}
kn|ಮಕ್ಕಳನ್ನು ಡೇಕೇರ್‌ನಿಂದ ಕರೆದೊಯ್ಯುವ ಕೋಡ್ ವರ್ಡ್|ಮಕ್ಕಳನ್ನು ಡೇಕೇರ್‌ನಿಂದ ಕರೆದೊಯ್ಯುವ ಕೋಡ್ ವರ್ಡ್ {codeword}|ಡೇಕೇರ್‌ನಲ್ಲಿ ನಮ್ಮ ಮಗಳ ಗುಂಪಿನ ಹೆಸರು {group}|ಫೋನ್ ಬ್ಯಾಂಕಿಂಗ್ ಪಿನ್|ನನ್ನ ಫೋನ್ ಬ್ಯಾಂಕಿಂಗ್ ಪಿನ್ {tpin}|ನನ್ನ ಬ್ಯಾಂಕಿನ ಫೋನ್ ಬ್ಯಾಂಕಿಂಗ್ ಸಂಖ್ಯೆ {hotline}
ml|കുട്ടികളെ ഡേകെയറിൽ നിന്ന് കൊണ്ടുപോകാനുള്ള കോഡ് വാക്ക്|കുട്ടികളെ ഡേകെയറിൽ നിന്ന് കൊണ്ടുപോകാനുള്ള കോഡ് വാക്ക് {codeword} ആണ്|ഡേകെയറിൽ ഞങ്ങളുടെ മകളുടെ ഗ്രൂപ്പിന്റെ പേര് {group}|ഫോൺ ബാങ്കിംഗ് പിൻ|എന്റെ ഫോൺ ബാങ്കിംഗ് പിൻ {tpin} ആണ്|എന്റെ ബാങ്കിന്റെ ഫോൺ ബാങ്കിംഗ് നമ്പർ {hotline} ആണ്
si|ළමයි දිවා සුරැකුම් මධ්‍යස්ථානයෙන් ගෙන යාමේ කේත වචනය|ළමයි දිවා සුරැකුම් මධ්‍යස්ථානයෙන් ගෙන යාමේ කේත වචනය {codeword}|දිවා සුරැකුම් මධ්‍යස්ථානයේ අපේ දුවගේ කණ්ඩායමේ නම {group}|දුරකථන බැංකු PIN|මගේ දුරකථන බැංකු PIN එක {tpin}|මගේ බැංකුවේ දුරකථන බැංකු අංකය {hotline}
ne|बच्चालाई डेकेयरबाट लैजाने कोड शब्द|बच्चालाई डेकेयरबाट लैजाने कोड शब्द {codeword} हो|डेकेयरमा हाम्री छोरीको समूहको नाम {group} हो|फोन बैंकिङ पिन|मेरो फोन बैंकिङ पिन {tpin} हो|मेरो बैंकको फोन बैंकिङ नम्बर {hotline} हो
th|รหัสลับสำหรับรับลูกที่เนอสเซอรี่|รหัสลับสำหรับรับลูกที่เนอสเซอรี่คือ {codeword}|ห้องของลูกสาวเราที่เนอสเซอรี่ชื่อ {group}|รหัส PIN ธนาคารทางโทรศัพท์|รหัส PIN ธนาคารทางโทรศัพท์ของฉันคือ {tpin}|เบอร์บริการธนาคารทางโทรศัพท์ของธนาคารฉันคือ {hotline}
vi|mật khẩu đón con ở nhà trẻ|mật khẩu để đón các cháu ở nhà trẻ là {codeword}|lớp của con gái chúng tôi ở nhà trẻ tên là {group}|mã PIN ngân hàng qua điện thoại|mã PIN ngân hàng qua điện thoại của tôi là {tpin}|số tổng đài ngân hàng qua điện thoại của ngân hàng tôi là {hotline}
id|kata sandi untuk menjemput anak di penitipan|kata sandi untuk menjemput anak-anak di penitipan adalah {codeword}|kelompok putri kami di penitipan namanya {group}|PIN phone banking|PIN phone banking saya {tpin}|nomor phone banking bank saya {hotline}
ms|kata laluan untuk mengambil anak di taska|kata laluan untuk mengambil anak-anak di taska ialah {codeword}|kumpulan anak perempuan kami di taska bernama {group}|PIN perbankan telefon|PIN perbankan telefon saya ialah {tpin}|nombor perbankan telefon bank saya ialah {hotline}
tl|password sa pagsundo ng mga bata sa daycare|ang password sa pagsundo ng mga bata sa daycare ay {codeword}|ang pangalan ng grupo ng anak namin sa daycare ay {group}|PIN ng phone banking|ang PIN ko sa phone banking ay {tpin}|ang numero ng phone banking ng bangko ko ay {hotline}
ko|어린이집 하원 암호|어린이집에서 아이들을 데려갈 때 암호는 {codeword} 입니다|어린이집에서 우리 딸 반 이름은 {group} 입니다|텔레뱅킹 비밀번호|제 텔레뱅킹 비밀번호는 {tpin} 입니다|우리 은행 텔레뱅킹 번호는 {hotline} 입니다
ja|保育園のお迎えの合言葉|保育園で子どもを迎えに行くときの合言葉は{codeword}です|保育園の娘のクラス名は{group}です|テレフォンバンキングの暗証番号|テレフォンバンキングの暗証番号は{tpin}です|うちの銀行のテレフォンバンキングの番号は{hotline}です
zh|幼儿园接孩子的暗号|去幼儿园接孩子的暗号是{codeword}|我女儿在幼儿园的班级叫{group}|电话银行密码|我的电话银行密码是{tpin}|我开户银行的电话银行号码是{hotline}
ka|ბავშვების ბაღიდან წაყვანის პაროლი|ბავშვების ბაღიდან წაყვანის პაროლია {codeword}|ჩვენი ქალიშვილის ჯგუფს ბაღში ჰქვია {group}|სატელეფონო ბანკის PIN|ჩემი სატელეფონო ბანკის PIN არის {tpin}|ჩემი ბანკის სატელეფონო მომსახურების ნომერია {hotline}
hy|մանկապարտեզից երեխաներին վերցնելու գաղտնաբառ|մանկապարտեզից երեխաներին վերցնելու գաղտնաբառը {codeword} է|մեր աղջկա խումբը մանկապարտեզում կոչվում է {group}|հեռախոսային բանկինգի PIN|իմ հեռախոսային բանկինգի PIN-ը {tpin} է|իմ բանկի հեռախոսային բանկինգի համարը {hotline} է
az|uşaqları bağçadan götürmək üçün parol|uşaqları bağçadan götürmək üçün parol {codeword}|qızımızın bağçadakı qrupunun adı {group}|telefon bankçılığı PIN kodu|telefon bankçılığı üçün PIN kodum {tpin}|bankımın telefon bankçılığı nömrəsi {hotline}
kk|балаларды балабақшадан алып кету құпия сөзі|балаларды балабақшадан алып кетуге арналған құпия сөз: {codeword}|қызымыздың балабақшадағы тобының аты {group}|телефон банкингінің PIN коды|телефон банкингіндегі PIN кодым {tpin}|банкімнің телефон банкинг нөмірі {hotline}
uz|bolalarni bog'chadan olib ketish paroli|bolalarni bog'chadan olib ketish paroli {codeword}|qizimizning bog'chadagi guruhi nomi {group}|telefon banking PIN kodi|telefon banking PIN kodim {tpin}|bankimning telefon banking raqami {hotline}
ky|балдарды бала бакчадан алып кетүү сырсөзү|балдарды бала бакчадан алып кетүү сырсөзү {codeword}|кызыбыздын бала бакчадагы тобунун аты {group}|телефон банкингдин PIN коду|телефон банкингдеги PIN кодум {tpin}|банкымдын телефон банкинг номери {hotline}
mn|хүүхдүүдийг цэцэрлэгээс авах нууц үг|хүүхдүүдийг цэцэрлэгээс авах нууц үг бол {codeword}|охины маань цэцэрлэгийн бүлгийн нэр {group}|утасны банкны ПИН код|миний утасны банкны ПИН код {tpin}|манай банкны утасны банкны дугаар {hotline}
sw|neno la siri la kuwachukua watoto chekechea|neno la siri la kuwachukua watoto chekechea ni {codeword}|kundi la binti yetu chekechea linaitwa {group}|PIN ya benki kwa simu|PIN yangu ya benki kwa simu ni {tpin}|namba ya huduma ya benki kwa simu ya benki yangu ni {hotline}
am|ልጆችን ከመዋለ ሕፃናት ለመውሰድ የሚስጥር ቃል|ልጆችን ከመዋለ ሕፃናት ለመውሰድ የሚስጥር ቃሉ {codeword} ነው|የልጃችን ቡድን በመዋለ ሕፃናት ስም {group} ነው|የስልክ ባንክ ፒን|የስልክ ባንክ ፒኔ {tpin} ነው|የባንኬ የስልክ ባንክ ቁጥር {hotline} ነው
yo|ọ̀rọ̀ aṣínà láti gbé àwọn ọmọ ní ilé-ìtọ́jú|ọ̀rọ̀ aṣínà láti gbé àwọn ọmọ ní ilé-ìtọ́jú ni {codeword}|orúkọ ẹgbẹ́ ọmọbìnrin wa ní ilé-ìtọ́jú ni {group}|PIN ìfowópamọ́ lórí fóònù|PIN ìfowópamọ́ fóònù mi ni {tpin}|nọ́mbà ìfowópamọ́ fóònù ilé-ìfowópamọ́ mi ni {hotline}
ha|kalmar sirri don ɗaukar yara daga makarantar reno|kalmar sirrin ɗaukar yara daga makarantar reno ita ce {codeword}|sunan rukunin 'yarmu a makarantar reno {group}|PIN na bankin waya|PIN ɗina na bankin waya shi ne {tpin}|lambar bankin waya ta bankina ita ce {hotline}
zu|igama eliyimfihlo lokulanda izingane enkulisa|igama eliyimfihlo lokulanda izingane enkulisa ngu-{codeword}|iqembu lendodakazi yethu enkulisa libizwa ngokuthi {group}|i-PIN yokubhanga ngocingo|i-PIN yami yokubhanga ngocingo ngu-{tpin}|inombolo yokubhanga ngocingo yebhange lami ngu-{hotline}
af|wagwoord om die kinders by die kleuterskool te kry|die wagwoord om die kinders by die kleuterskool te kry is {codeword}|ons dogter se groep by die kleuterskool heet {group}|telefoonbank-PIN|my PIN vir telefoonbankdienste is {tpin}|my bank se telefoonbanknommer is {hotline}
so|erayga sirta ah ee carruurta laga qaado xannaanada|erayga sirta ah ee carruurta xannaanada laga qaado waa {codeword}|kooxda gabadhayada ee xannaanada waxaa la yiraahdaa {group}|PIN-ka bangiga telefoonka|PIN-kayga bangiga telefoonka waa {tpin}|lambarka bangiga telefoonka ee bangigayga waa {hotline}
ga|focal faire chun na páistí a bhailiú ón naíolann|is é an focal faire chun na páistí a bhailiú ón naíolann ná {codeword}|is é {group} ainm ghrúpa ár n-iníne sa naíolann|UAP baincéireachta teileafóin|is é {tpin} mo UAP don bhaincéireacht teileafóin|is é {hotline} uimhir bhaincéireachta teileafóin mo bhainc
cy|cyfrinair i gasglu'r plant o'r feithrinfa|y cyfrinair i gasglu'r plant o'r feithrinfa yw {codeword}|enw grŵp ein merch yn y feithrinfa yw {group}|PIN bancio ffôn|fy PIN bancio ffôn yw {tpin}|rhif bancio ffôn fy manc yw {hotline}
eu|haurrak haurtzaindegitik jasotzeko pasahitza|haurrak haurtzaindegitik jasotzeko pasahitza {codeword} da|gure alabaren taldeak {group} du izena haurtzaindegian|telefono bidezko bankuaren PINa|telefono bidezko bankuko nire PINa {tpin} da|nire bankuaren telefono bidezko zerbitzuaren zenbakia {hotline} da
ca|contrasenya per recollir els nens a la llar d'infants|la contrasenya per recollir els nens a la llar d'infants és {codeword}|el grup de la nostra filla a la llar d'infants es diu {group}|PIN de banca telefònica|el meu PIN de banca telefònica és {tpin}|el número de banca telefònica del meu banc és {hotline}
gl|contrasinal para recoller os nenos na escola infantil|o contrasinal para recoller os nenos na escola infantil é {codeword}|o grupo da nosa filla na escola infantil chámase {group}|PIN da banca telefónica|o meu PIN da banca telefónica é {tpin}|o número da banca telefónica do meu banco é {hotline}
mt|password biex tiġbor it-tfal min-nursery|il-password biex tiġbor it-tfal min-nursery hija {codeword}|il-grupp ta' binti fin-nursery jismu {group}|PIN tal-banking bit-telefon|il-PIN tiegħi tal-banking bit-telefon huwa {tpin}|in-numru tal-banking bit-telefon tal-bank tiegħi huwa {hotline}
sq|fjalëkalimi për të marrë fëmijët nga kopshti|fjalëkalimi për të marrë fëmijët nga kopshti është {codeword}|grupi i vajzës sonë në kopsht quhet {group}|PIN-i i bankës me telefon|PIN-i im për bankën me telefon është {tpin}|numri i bankës me telefon i bankës sime është {hotline}
eo|pasvorto por preni la infanojn el la infanĝardeno|la pasvorto por preni la infanojn el la infanĝardeno estas {codeword}|la grupo de nia filino en la infanĝardeno nomiĝas {group}|PIN por telefona bankado|mia PIN por telefona bankado estas {tpin}|la numero de telefona bankado de mia banko estas {hotline}
ps|له وړکتون څخه د ماشومانو د اخیستلو پټ نوم|له وړکتون څخه د ماشومانو د اخیستلو پټ نوم {codeword} دی|په وړکتون کې زموږ د لور د ډلې نوم {group} دی|د ټیلیفوني بانکدارۍ PIN|زما د ټیلیفوني بانکدارۍ PIN {tpin} دی|زما د بانک د ټیلیفوني بانکدارۍ شمېره {hotline} ده
tg|рамзи гирифтани кӯдакон аз боғча|рамзи гирифтани кӯдакон аз боғча {codeword} аст|гурӯҳи духтари мо дар боғча {group} ном дорад|PIN-и бонкдории телефонӣ|PIN-и бонкдории телефонии ман {tpin} аст|рақами бонкдории телефонии бонки ман {hotline} аст
km|ពាក្យសម្ងាត់សម្រាប់ទទួលកូនពីមត្តេយ្យ|ពាក្យសម្ងាត់សម្រាប់ទទួលកូនៗពីមត្តេយ្យគឺ {codeword}|ក្រុមរបស់កូនស្រីយើងនៅមត្តេយ្យឈ្មោះ {group}|លេខ PIN ធនាគារតាមទូរស័ព្ទ|លេខ PIN ធនាគារតាមទូរស័ព្ទរបស់ខ្ញុំគឺ {tpin}|លេខធនាគារតាមទូរស័ព្ទរបស់ធនាគារខ្ញុំគឺ {hotline}
lo|ລະຫັດລັບສຳລັບຮັບລູກຈາກໂຮງຮຽນອະນຸບານ|ລະຫັດລັບສຳລັບຮັບລູກຈາກໂຮງຮຽນອະນຸບານແມ່ນ {codeword}|ກຸ່ມຂອງລູກສາວພວກເຮົາຢູ່ອະນຸບານຊື່ {group}|ລະຫັດ PIN ທະນາຄານທາງໂທລະສັບ|ລະຫັດ PIN ທະນາຄານທາງໂທລະສັບຂອງຂ້ອຍແມ່ນ {tpin}|ເບີທະນາຄານທາງໂທລະສັບຂອງທະນາຄານຂ້ອຍແມ່ນ {hotline}
my|ကလေးထိန်းကျောင်းက ကလေးတွေကို ကြိုဖို့ စကားဝှက်|ကလေးထိန်းကျောင်းက ကလေးတွေကို ကြိုဖို့ စကားဝှက်က {codeword} ပါ|သမီးရဲ့ ကလေးထိန်းကျောင်း အုပ်စုနာမည်က {group} ပါ|ဖုန်းဘဏ် PIN|ကျွန်တော့် ဖုန်းဘဏ် PIN က {tpin} ပါ|ကျွန်တော့်ဘဏ်ရဲ့ ဖုန်းဘဏ်နံပါတ်က {hotline} ပါ
jv|tembung sandhi kanggo methuk bocah saka PAUD|tembung sandhi kanggo methuk bocah-bocah saka PAUD yaiku {codeword}|jeneng klompok anak wadonku ing PAUD yaiku {group}|PIN phone banking|PIN phone bankingku yaiku {tpin}|nomer phone banking bankku yaiku {hotline}
mi|kupu huna hei tiki i ngā tamariki i te kōhanga|ko te kupu huna hei tiki i ngā tamariki i te kōhanga ko {codeword}|ko te ingoa o te rōpū o tā māua tamāhine i te kōhanga ko {group}|PIN pēke waea|ko taku PIN pēke waea ko {tpin}|ko te nama pēke waea o taku pēke ko {hotline}
ht|modpas pou pran timoun yo nan gadri a|modpas pou pran timoun yo nan gadri a se {codeword}|gwoup pitit fi nou an nan gadri a rele {group}|PIN bank pa telefòn|PIN mwen pou bank pa telefòn se {tpin}|nimewo bank pa telefòn bank mwen an se {hotline}
yi|פּאַראָל צו נעמען די קינדער פֿון גאָרטן|דער פּאַראָל צו נעמען די קינדער פֿון קינדער־גאָרטן איז {codeword}|די גרופּע פֿון אונדזער טאָכטער אין גאָרטן הייסט {group}|PIN פֿאַר טעלעפֿאָן־באַנקינג|מײַן PIN פֿאַר טעלעפֿאָן־באַנקינג איז {tpin}|דער טעלעפֿאָן־באַנקינג נומער פֿון מײַן באַנק איז {hotline}
lb|Passwuert fir d'Kanner an der Crèche ofzehuelen|d'Passwuert fir d'Kanner an der Crèche ofzehuelen ass {codeword}|de Grupp vun eiser Duechter an der Crèche heescht {group}|PIN fir Telefonsbanking|meng PIN fir Telefonsbanking ass {tpin}|d'Nummer vum Telefonsbanking vu menger Bank ass {hotline}
fy|wachtwurd om de bern op te heljen by de opfang|it wachtwurd om de bern by de opfang op te heljen is {codeword}|de groep fan ús dochter by de opfang hjit {group}|pinkoade foar telefoanysk bankieren|myn pinkoade foar telefoanysk bankieren is {tpin}|it nûmer foar telefoanysk bankieren fan myn bank is {hotline}
gd|facal-faire airson a' chlann a thogail bhon sgoil-àraich|'s e am facal-faire airson a' chlann a thogail bhon sgoil-àraich {codeword}|'s e {group} ainm na buidhne aig ar nighean san sgoil-àraich|PIN bancaidh fòn|'s e {tpin} am PIN agam airson bancadh fòn|'s e {hotline} àireamh bancaidh fòn a' bhanca agam
br|ger-kuzh evit kerc'hat ar vugale er skol-vamm|ar ger-kuzh evit kerc'hat ar vugale er skol-vamm eo {codeword}|anv strollad hor merc'h er skol-vamm eo {group}|PIN ar bank dre bellgomz|PIN ar bank dre bellgomz evidon eo {tpin}|niverenn bank dre bellgomz ma bank eo {hotline}
"""

LANGS2 = r"""
en|whoever picks up the children has to tell the teacher the password {codeword}|when I call the bank, I type {tpin} on the keypad
de|wer die Kinder abholt, muss der Erzieherin das Passwort {codeword} sagen|wenn ich bei der Bank anrufe, tippe ich {tpin} ein
fr|la personne qui vient chercher les enfants doit donner le mot de passe {codeword} à l'éducatrice|quand j'appelle la banque, je tape {tpin} sur le clavier
es|quien recoja a los niños tiene que decirle a la maestra la contraseña {codeword}|cuando llamo al banco, marco {tpin} en el teclado
it|chi viene a prendere i bambini deve dire alla maestra la parola d'ordine {codeword}|quando chiamo la banca digito {tpin} sulla tastiera
pt|quem for buscar as crianças tem de dizer à educadora a senha {codeword}|quando ligo para o banco, digito {tpin} no teclado
nl|wie de kinderen ophaalt, moet de juf het wachtwoord {codeword} zeggen|als ik de bank bel, toets ik {tpin} in
pl|kto odbiera dzieci, musi podać pani hasło {codeword}|kiedy dzwonię do banku, wpisuję {tpin} na klawiaturze
cs|kdo vyzvedává děti, musí paní učitelce říct heslo {codeword}|když volám do banky, zadám na klávesnici {tpin}
sk|kto vyzdvihuje deti, musí pani učiteľke povedať heslo {codeword}|keď volám do banky, zadám na klávesnici {tpin}
sl|kdor pride po otroke, mora vzgojiteljici povedati geslo {codeword}|ko pokličem banko, vtipkam {tpin}
hr|tko dolazi po djecu, mora odgajateljici reći lozinku {codeword}|kad nazovem banku, utipkam {tpin}
sr|ко дође по децу, мора васпитачици да каже лозинку {codeword}|кад позовем банку, укуцам {tpin}
bs|ko dolazi po djecu, mora vaspitačici reći šifru {codeword}|kad pozovem banku, ukucam {tpin}
bg|който взима децата, трябва да каже на учителката паролата {codeword}|когато звъня в банката, въвеждам {tpin}
mk|кој ги зема децата, мора на воспитувачката да ѝ ја каже лозинката {codeword}|кога ќе ѝ се јавам на банката, внесувам {tpin}
ru|кто забирает детей, должен назвать воспитательнице пароль {codeword}|когда звоню в банк, набираю {tpin} на клавиатуре
uk|хто забирає дітей, має сказати виховательці пароль {codeword}|коли дзвоню в банк, набираю {tpin}
be|хто забірае дзяцей, павінен сказаць выхавальніцы пароль {codeword}|калі тэлефаную ў банк, набіраю {tpin}
lt|kas pasiima vaikus, turi auklėtojai pasakyti slaptažodį {codeword}|kai skambinu į banką, surenku {tpin}
lv|kas nāk pēc bērniem, tam audzinātājai jāpasaka parole {codeword}|kad zvanu uz banku, ievadu {tpin}
et|kes lapsed ära toob, peab õpetajale ütlema parooli {codeword}|kui ma panka helistan, sisestan {tpin}
fi|lapset hakevan on sanottava hoitajalle tunnussana {codeword}|kun soitan pankkiin, näppäilen {tpin}
sv|den som hämtar barnen måste säga lösenordet {codeword} till pedagogen|när jag ringer banken slår jag {tpin}
da|den der henter børnene, skal sige kodeordet {codeword} til pædagogen|når jeg ringer til banken, taster jeg {tpin}
no|den som henter barna, må si passordet {codeword} til de ansatte|når jeg ringer banken, taster jeg {tpin}
is|sá sem sækir börnin þarf að segja kennaranum lykilorðið {codeword}|þegar ég hringi í bankann slæ ég inn {tpin}
hu|aki a gyerekekért megy, annak meg kell mondania az óvónőnek a jelszót: {codeword}|amikor felhívom a bankot, beütöm: {tpin}
ro|cine ia copiii trebuie să-i spună educatoarei parola {codeword}|când sun la bancă, tastez {tpin}
el|όποιος παίρνει τα παιδιά πρέπει να πει στη νηπιαγωγό τον κωδικό {codeword}|όταν τηλεφωνώ στην τράπεζα, πληκτρολογώ {tpin}
tr|çocukları alan kişi öğretmene {codeword} parolasını söylemeli|bankayı aradığımda tuşlara {tpin} giriyorum
ar|من يستلم الأطفال يجب أن يقول للمعلمة كلمة السر {codeword}|عندما أتصل بالبنك أدخل {tpin}
he|מי שאוסף את הילדים צריך להגיד לגננת את הסיסמה {codeword}|כשאני מתקשר לבנק אני מקיש {tpin}
fa|کسی که بچه‌ها را می‌برد باید رمز {codeword} را به مربی بگوید|وقتی به بانک زنگ می‌زنم، {tpin} را وارد می‌کنم
ur|جو بھی بچوں کو لینے آئے وہ ٹیچر کو پاس ورڈ {codeword} بتائے|جب میں بینک کو فون کرتا ہوں تو {tpin} دباتا ہوں
hi|जो भी बच्चों को लेने आए, उसे टीचर को पासवर्ड {codeword} बताना होगा|जब मैं बैंक को फ़ोन करता हूँ तो {tpin} दबाता हूँ
bn|যে বাচ্চাদের নিতে আসবে তাকে শিক্ষিকাকে পাসওয়ার্ড {codeword} বলতে হবে|ব্যাংকে ফোন করলে আমি {tpin} চাপি
pa|ਜੋ ਵੀ ਬੱਚਿਆਂ ਨੂੰ ਲੈਣ ਆਵੇ ਉਹ ਟੀਚਰ ਨੂੰ ਪਾਸਵਰਡ {codeword} ਦੱਸੇ|ਜਦੋਂ ਮੈਂ ਬੈਂਕ ਨੂੰ ਫ਼ੋਨ ਕਰਦਾ ਹਾਂ ਤਾਂ {tpin} ਦਬਾਉਂਦਾ ਹਾਂ
gu|જે બાળકોને લેવા આવે તેણે ટીચરને પાસવર્ડ {codeword} કહેવો પડશે|બેંકમાં ફોન કરું ત્યારે હું {tpin} દબાવું છું
mr|जो मुलांना घ्यायला येईल त्याने शिक्षिकेला पासवर्ड {codeword} सांगायचा|बँकेला फोन केल्यावर मी {tpin} दाबतो
ta|குழந்தைகளை அழைக்க வருபவர் ஆசிரியையிடம் கடவுச்சொல் {codeword} சொல்ல வேண்டும்|வங்கிக்கு அழைக்கும்போது {tpin} அழுத்துகிறேன்
te|పిల్లలను తీసుకెళ్లేవారు టీచర్‌కు పాస్‌వర్డ్ {codeword} చెప్పాలి|బ్యాంక్‌కు ఫోన్ చేసినప్పుడు {tpin} నొక్కుతాను
kn|ಮಕ್ಕಳನ್ನು ಕರೆದೊಯ್ಯುವವರು ಟೀಚರ್‌ಗೆ ಪಾಸ್‌ವರ್ಡ್ {codeword} ಹೇಳಬೇಕು|ಬ್ಯಾಂಕಿಗೆ ಕರೆ ಮಾಡಿದಾಗ {tpin} ಒತ್ತುತ್ತೇನೆ
ml|കുട്ടികളെ കൊണ്ടുപോകുന്നയാൾ ടീച്ചറോട് പാസ്‌വേഡ് {codeword} പറയണം|ബാങ്കിലേക്ക് വിളിക്കുമ്പോൾ ഞാൻ {tpin} അമർത്തും
si|ළමයි ගෙන යන කෙනා ගුරුවරියට මුරපදය {codeword} කියන්න ඕනේ|බැංකුවට කතා කරද්දී මම {tpin} ඔබනවා
ne|बच्चा लिन आउनेले शिक्षिकालाई पासवर्ड {codeword} भन्नुपर्छ|बैंकमा फोन गर्दा म {tpin} थिच्छु
th|ใครมารับลูกต้องบอกครูว่ารหัสคือ {codeword}|เวลาโทรหาธนาคาร ฉันกด {tpin}
vi|ai đến đón các cháu phải nói với cô giáo mật khẩu {codeword}|khi gọi ngân hàng, tôi bấm {tpin}
id|siapa pun yang menjemput anak-anak harus menyebutkan kata sandi {codeword} ke guru|kalau menelepon bank, saya menekan {tpin}
ms|sesiapa yang mengambil anak-anak mesti memberitahu cikgu kata laluan {codeword}|bila telefon bank, saya tekan {tpin}
tl|kung sino ang susundo sa mga bata, dapat sabihin sa teacher ang password na {codeword}|pag tumatawag ako sa bangko, pinipindot ko ang {tpin}
ko|아이를 데리러 가는 사람은 선생님께 암호 {codeword} 를 말해야 해요|은행에 전화하면 {tpin} 을 눌러요
ja|お迎えに行く人は先生に合言葉「{codeword}」を言ってください|銀行に電話したら{tpin}を押します
zh|来接孩子的人要跟老师说暗号{codeword}|打电话给银行时我按{tpin}
ka|ვინც ბავშვებს წაიყვანს, აღმზრდელს უნდა უთხრას პაროლი {codeword}|ბანკში რომ ვრეკავ, ვკრეფ {tpin}
hy|ով երեխաներին վերցնում է, պետք է դաստիարակին ասի գաղտնաբառը՝ {codeword}|երբ զանգում եմ բանկ, հավաքում եմ {tpin}
az|uşaqları götürən şəxs tərbiyəçiyə {codeword} parolunu deməlidir|banka zəng edəndə {tpin} yığıram
kk|балаларды алып кететін адам тәрбиешіге {codeword} құпия сөзін айтуы керек|банкке қоңырау шалғанда {tpin} теремін
uz|bolalarni olib ketgan odam tarbiyachiga {codeword} parolini aytishi kerak|bankka qo'ng'iroq qilsam, {tpin} ni teraman
ky|балдарды алып кеткен адам тарбиячыга {codeword} сырсөзүн айтышы керек|банкка чалганда {tpin} терем
mn|хүүхдүүдийг авах хүн багшид {codeword} гэсэн нууц үгийг хэлэх ёстой|банк руу залгахдаа {tpin} гэж дардаг
sw|anayewachukua watoto lazima amwambie mwalimu neno la siri {codeword}|ninapopiga simu benki, ninabonyeza {tpin}
am|ልጆቹን የሚወስድ ሰው ለመምህሯ የይለፍ ቃሉን {codeword} መናገር አለበት|ወደ ባንክ ስደውል {tpin} እጫናለሁ
yo|ẹni tó bá wá gbé àwọn ọmọ gbọ́dọ̀ sọ ọ̀rọ̀ aṣínà {codeword} fún olùkọ́|tí mo bá pe ilé-ìfowópamọ́, mo máa tẹ {tpin}
ha|duk wanda zai ɗauki yaran dole ya faɗa wa malama kalmar sirri {codeword}|idan na kira banki, ina dannawa {tpin}
zu|noma ubani olanda izingane kufanele atshele uthisha igama eliyimfihlo {codeword}|uma ngishayela ibhange, ngicindezela {tpin}
af|wie die kinders kom haal, moet vir die juffrou die wagwoord {codeword} sê|as ek die bank bel, tik ek {tpin} in
so|qofka carruurta qaadaya waa inuu macallimadda u sheegaa erayga sirta ah {codeword}|markaan bangiga wacayo, waxaan riixaa {tpin}
ga|an té a bhailíonn na páistí, caithfidh sé an focal faire {codeword} a rá leis an múinteoir|nuair a ghlaoim ar an mbanc, clóscríobhaim {tpin}
cy|rhaid i bwy bynnag sy'n casglu'r plant ddweud y cyfrinair {codeword} wrth yr athrawes|pan dw i'n ffonio'r banc, dw i'n teipio {tpin}
eu|haurrak jasotzen dituenak pasahitza esan behar dio irakasleari: {codeword}|bankura deitzen dudanean, {tpin} sakatzen dut
ca|qui reculli els nens ha de dir a la mestra la contrasenya {codeword}|quan truco al banc, marco {tpin}
gl|quen recolla os nenos ten que dicirlle á mestra o contrasinal {codeword}|cando chamo ao banco, marco {tpin}
mt|min jiġi għat-tfal irid jgħid lill-għalliema l-password {codeword}|meta nċempel lill-bank, nagħfas {tpin}
sq|kushdo që merr fëmijët duhet t'i thotë edukatores fjalëkalimin {codeword}|kur telefonoj bankën, shtyp {tpin}
eo|kiu prenas la infanojn, devas diri al la edukistino la pasvorton {codeword}|kiam mi telefonas al la banko, mi tajpas {tpin}
ps|هر څوک چې ماشومان اخلي، باید ښوونکې ته پټ نوم {codeword} ووايي|کله چې بانک ته زنګ وهم، {tpin} ټکوم
tg|касе ки кӯдаконро мегирад, бояд ба тарбиятгар рамзи {codeword}-ро гӯяд|вақте ба бонк занг мезанам, {tpin}-ро мезанам
km|អ្នកណាមកទទួលកូនៗ ត្រូវប្រាប់គ្រូនូវពាក្យសម្ងាត់ {codeword}|ពេលខ្ញុំទូរស័ព្ទទៅធនាគារ ខ្ញុំចុច {tpin}
lo|ໃຜມາຮັບລູກຕ້ອງບອກຄູວ່າລະຫັດແມ່ນ {codeword}|ເວລາໂທຫາທະນາຄານ ຂ້ອຍກົດ {tpin}
my|ကလေးတွေကို လာကြိုသူက ဆရာမကို စကားဝှက် {codeword} ပြောရမယ်|ဘဏ်ကို ဖုန်းဆက်ရင် {tpin} ကို နှိပ်တယ်
jv|sapa wae sing methuk bocah-bocah kudu ngomong tembung sandhi {codeword} marang gurune|yen aku nelpon bank, aku mencet {tpin}
mi|ko te tangata ka tiki i ngā tamariki me kī ki te kaiako te kupu huna {codeword}|ina waea atu au ki te pēke, ka patohia e au te {tpin}
ht|nenpòt moun ki vin pran timoun yo dwe di pwofesè a modpas {codeword}|lè m rele bank lan, m tape {tpin}
yi|ווער עס נעמט די קינדער, מוז זאָגן דער לערערין דעם פּאַראָל {codeword}|ווען איך רוף די באַנק, טיפּ איך {tpin}
lb|wien d'Kanner ofhëlt, muss der Educatrice d'Passwuert {codeword} soen|wann ech d'Bank uruffen, tippen ech {tpin}
fy|wa't de bern ophellet, moat de juf it wachtwurd {codeword} sizze|as ik de bank belje, typ ik {tpin} yn
gd|ge b' e cò a thogas a' chlann, feumaidh e am facal-faire {codeword} innse don tidsear|nuair a dh'fhònas mi chun a' bhanca, cuiridh mi a-steach {tpin}
br|an hini a zeu da gerc'hat ar vugale a rank lavarout ar ger-kuzh {codeword} d'ar skolaerez|pa c'halvan ar bank e skrivan {tpin}
"""
