"""Per-language sentences for the blind23 guard corpus, hand-written for this round (no sentence machine translated).

Each line of LANGS is ``lang|parental_pin|parental_benign|archive_password|archive_benign``:

* parental_pin: "the parental-controls PIN on the kids' tablet is {code}" (the value unlocks the settings a parent
  locked: apps, purchases, screen time);
* parental_benign: the same tablet with a public value: "the model number of the kids' tablet is {model}";
* archive_password: "the password for the zip file I sent you is {pw}" (the value opens an encrypted archive);
* archive_benign: the same file with no credential: "the zip file I sent you is called {zipname}".
"""

LANGS = r"""
en|the parental controls PIN on the kids' tablet is {code}|the model number of the kids' tablet is {model}|the password for the zip file I sent you is {pw}|the zip file I sent you is called {zipname}
de|die PIN für die Kindersicherung auf dem Tablet der Kinder ist {code}|die Modellnummer vom Tablet der Kinder ist {model}|das Passwort für die ZIP-Datei, die ich dir geschickt habe, ist {pw}|die ZIP-Datei, die ich dir geschickt habe, heißt {zipname}
fr|le code PIN du contrôle parental sur la tablette des enfants est {code}|le numéro de modèle de la tablette des enfants est {model}|le mot de passe du fichier zip que je t'ai envoyé est {pw}|le fichier zip que je t'ai envoyé s'appelle {zipname}
es|el PIN del control parental de la tableta de los niños es {code}|el número de modelo de la tableta de los niños es {model}|la contraseña del zip que te mandé es {pw}|el zip que te mandé se llama {zipname}
it|il PIN del parental control sul tablet dei bambini è {code}|il numero di modello del tablet dei bambini è {model}|la password del file zip che ti ho mandato è {pw}|il file zip che ti ho mandato si chiama {zipname}
pt|o PIN do controlo parental no tablet dos miúdos é {code}|o número do modelo do tablet dos miúdos é {model}|a palavra-passe do ficheiro zip que te enviei é {pw}|o ficheiro zip que te enviei chama-se {zipname}
nl|de pincode van het ouderlijk toezicht op de tablet van de kinderen is {code}|het modelnummer van de tablet van de kinderen is {model}|het wachtwoord van het zipbestand dat ik je stuurde is {pw}|het zipbestand dat ik je stuurde heet {zipname}
pl|PIN kontroli rodzicielskiej na tablecie dzieci to {code}|numer modelu tabletu dzieci to {model}|hasło do pliku zip, który ci wysłałem, to {pw}|plik zip, który ci wysłałem, nazywa się {zipname}
cs|PIN rodičovské kontroly na tabletu dětí je {code}|číslo modelu tabletu dětí je {model}|heslo k souboru zip, který jsem ti poslal, je {pw}|soubor zip, který jsem ti poslal, se jmenuje {zipname}
sk|PIN rodičovskej kontroly na tablete detí je {code}|číslo modelu tabletu detí je {model}|heslo k súboru zip, ktorý som ti poslal, je {pw}|súbor zip, ktorý som ti poslal, sa volá {zipname}
sl|PIN starševskega nadzora na otroškem tablici je {code}|številka modela otroškega tablice je {model}|geslo za datoteko zip, ki sem ti jo poslal, je {pw}|datoteka zip, ki sem ti jo poslal, se imenuje {zipname}
hr|PIN roditeljskog nadzora na dječjem tabletu je {code}|broj modela dječjeg tableta je {model}|lozinka za zip datoteku koju sam ti poslao je {pw}|zip datoteka koju sam ti poslao zove se {zipname}
sr|ПИН родитељске контроле на дечјем таблету је {code}|број модела дечјег таблета је {model}|лозинка за зип фајл који сам ти послао је {pw}|зип фајл који сам ти послао зове се {zipname}
bs|PIN roditeljske kontrole na dječijem tabletu je {code}|broj modela dječijeg tableta je {model}|šifra za zip fajl koji sam ti poslao je {pw}|zip fajl koji sam ti poslao zove se {zipname}
bg|ПИН кодът за родителски контрол на детския таблет е {code}|номерът на модела на детския таблет е {model}|паролата за zip файла, който ти пратих, е {pw}|zip файлът, който ти пратих, се казва {zipname}
mk|ПИН-от за родителска контрола на детскиот таблет е {code}|бројот на моделот на детскиот таблет е {model}|лозинката за zip датотеката што ти ја пратив е {pw}|zip датотеката што ти ја пратив се вика {zipname}
ru|ПИН родительского контроля на детском планшете {code}|номер модели детского планшета {model}|пароль от zip-архива, который я тебе отправил, {pw}|zip-архив, который я тебе отправил, называется {zipname}
uk|PIN батьківського контролю на дитячому планшеті {code}|номер моделі дитячого планшета {model}|пароль до zip-архіву, який я тобі надіслав, {pw}|zip-архів, який я тобі надіслав, називається {zipname}
be|PIN бацькоўскага кантролю на дзіцячым планшэце {code}|нумар мадэлі дзіцячага планшэта {model}|пароль да zip-архіва, які я табе даслаў, {pw}|zip-архіў, які я табе даслаў, называецца {zipname}
lt|vaikų planšetės tėvų kontrolės PIN kodas yra {code}|vaikų planšetės modelio numeris yra {model}|zip failo, kurį tau atsiunčiau, slaptažodis yra {pw}|zip failas, kurį tau atsiunčiau, vadinasi {zipname}
lv|vecāku kontroles PIN bērnu planšetē ir {code}|bērnu planšetes modeļa numurs ir {model}|parole zip failam, ko tev nosūtīju, ir {pw}|zip fails, ko tev nosūtīju, saucas {zipname}
et|laste tahvelarvuti vanemliku järelevalve PIN on {code}|laste tahvelarvuti mudelinumber on {model}|sulle saadetud zip-faili parool on {pw}|sulle saadetud zip-faili nimi on {zipname}
fi|lasten tabletin lapsilukon PIN-koodi on {code}|lasten tabletin mallinumero on {model}|lähettämäni zip-tiedoston salasana on {pw}|lähettämäni zip-tiedoston nimi on {zipname}
sv|PIN-koden för föräldrakontrollen på barnens surfplatta är {code}|modellnumret på barnens surfplatta är {model}|lösenordet till zip-filen jag skickade är {pw}|zip-filen jag skickade heter {zipname}
da|PIN-koden til forældrekontrollen på børnenes tablet er {code}|modelnummeret på børnenes tablet er {model}|adgangskoden til zip-filen, jeg sendte dig, er {pw}|zip-filen, jeg sendte dig, hedder {zipname}
no|PIN-koden for foreldrekontroll på barnas nettbrett er {code}|modellnummeret på barnas nettbrett er {model}|passordet til zip-fila jeg sendte deg er {pw}|zip-fila jeg sendte deg heter {zipname}
is|PIN-númerið fyrir foreldrastýringuna á spjaldtölvu barnanna er {code}|tegundarnúmer spjaldtölvu barnanna er {model}|lykilorðið að zip-skránni sem ég sendi þér er {pw}|zip-skráin sem ég sendi þér heitir {zipname}
hu|a gyerekek tabletjén a szülői felügyelet PIN-kódja {code}|a gyerekek tabletjének típusszáma {model}|az általam küldött zip-fájl jelszava {pw}|az általam küldött zip-fájl neve {zipname}
ro|PIN-ul pentru controlul parental de pe tableta copiilor este {code}|numărul de model al tabletei copiilor este {model}|parola arhivei zip pe care ți-am trimis-o este {pw}|arhiva zip pe care ți-am trimis-o se numește {zipname}
el|το PIN του γονικού ελέγχου στο τάμπλετ των παιδιών είναι {code}|ο αριθμός μοντέλου του τάμπλετ των παιδιών είναι {model}|ο κωδικός για το αρχείο zip που σου έστειλα είναι {pw}|το αρχείο zip που σου έστειλα λέγεται {zipname}
tr|çocukların tabletindeki ebeveyn denetimi PIN'i {code}|çocukların tabletinin model numarası {model}|sana gönderdiğim zip dosyasının şifresi {pw}|sana gönderdiğim zip dosyasının adı {zipname}
ar|رمز PIN للرقابة الأبوية على جهاز الأطفال اللوحي هو {code}|رقم طراز جهاز الأطفال اللوحي هو {model}|كلمة مرور ملف zip الذي أرسلته لك هي {pw}|اسم ملف zip الذي أرسلته لك هو {zipname}
he|קוד ה-PIN של בקרת ההורים בטאבלט של הילדים הוא {code}|מספר הדגם של הטאבלט של הילדים הוא {model}|הסיסמה לקובץ ה-zip ששלחתי לך היא {pw}|קובץ ה-zip ששלחתי לך נקרא {zipname}
fa|پین کنترل والدین روی تبلت بچه‌ها {code} است|شماره مدل تبلت بچه‌ها {model} است|رمز فایل زیپی که برایت فرستادم {pw} است|اسم فایل زیپی که برایت فرستادم {zipname} است
ur|بچوں کے ٹیبلٹ پر پیرنٹل کنٹرول کا پن {code} ہے|بچوں کے ٹیبلٹ کا ماڈل نمبر {model} ہے|جو زپ فائل میں نے بھیجی اس کا پاس ورڈ {pw} ہے|جو زپ فائل میں نے بھیجی اس کا نام {zipname} ہے
hi|बच्चों के टैबलेट पर पैरेंटल कंट्रोल का पिन {code} है|बच्चों के टैबलेट का मॉडल नंबर {model} है|जो ज़िप फ़ाइल मैंने भेजी उसका पासवर्ड {pw} है|जो ज़िप फ़ाइल मैंने भेजी उसका नाम {zipname} है
bn|বাচ্চাদের ট্যাবলেটে প্যারেন্টাল কন্ট্রোলের পিন {code}|বাচ্চাদের ট্যাবলেটের মডেল নম্বর {model}|যে জিপ ফাইলটা পাঠালাম তার পাসওয়ার্ড {pw}|যে জিপ ফাইলটা পাঠালাম তার নাম {zipname}
pa|ਬੱਚਿਆਂ ਦੇ ਟੈਬਲੇਟ 'ਤੇ ਪੇਰੈਂਟਲ ਕੰਟਰੋਲ ਦਾ ਪਿੰਨ {code} ਹੈ|ਬੱਚਿਆਂ ਦੇ ਟੈਬਲੇਟ ਦਾ ਮਾਡਲ ਨੰਬਰ {model} ਹੈ|ਜੋ ਜ਼ਿਪ ਫ਼ਾਈਲ ਮੈਂ ਭੇਜੀ ਉਸਦਾ ਪਾਸਵਰਡ {pw} ਹੈ|ਜੋ ਜ਼ਿਪ ਫ਼ਾਈਲ ਮੈਂ ਭੇਜੀ ਉਸਦਾ ਨਾਮ {zipname} ਹੈ
gu|બાળકોના ટેબ્લેટ પર પેરેન્ટલ કંટ્રોલનો પિન {code} છે|બાળકોના ટેબ્લેટનો મોડલ નંબર {model} છે|મેં મોકલેલી ઝિપ ફાઇલનો પાસવર્ડ {pw} છે|મેં મોકલેલી ઝિપ ફાઇલનું નામ {zipname} છે
mr|मुलांच्या टॅबलेटवरील पॅरेंटल कंट्रोलचा पिन {code} आहे|मुलांच्या टॅबलेटचा मॉडेल नंबर {model} आहे|मी पाठवलेल्या झिप फाइलचा पासवर्ड {pw} आहे|मी पाठवलेल्या झिप फाइलचे नाव {zipname} आहे
ta|குழந்தைகளின் டேப்லெட்டில் பெற்றோர் கட்டுப்பாட்டு பின் {code}|குழந்தைகளின் டேப்லெட்டின் மாடல் எண் {model}|நான் அனுப்பிய ஜிப் கோப்பின் கடவுச்சொல் {pw}|நான் அனுப்பிய ஜிப் கோப்பின் பெயர் {zipname}
te|పిల్లల టాబ్లెట్‌లో పేరెంటల్ కంట్రోల్ పిన్ {code}|పిల్లల టాబ్లెట్ మోడల్ నంబర్ {model}|నేను పంపిన జిప్ ఫైల్ పాస్‌వర్డ్ {pw}|నేను పంపిన జిప్ ఫైల్ పేరు {zipname}
kn|ಮಕ್ಕಳ ಟ್ಯಾಬ್ಲೆಟ್‌ನ ಪೇರೆಂಟಲ್ ಕಂಟ್ರೋಲ್ ಪಿನ್ {code}|ಮಕ್ಕಳ ಟ್ಯಾಬ್ಲೆಟ್‌ನ ಮಾಡೆಲ್ ಸಂಖ್ಯೆ {model}|ನಾನು ಕಳುಹಿಸಿದ ಜಿಪ್ ಫೈಲ್‌ನ ಪಾಸ್‌ವರ್ಡ್ {pw}|ನಾನು ಕಳುಹಿಸಿದ ಜಿಪ್ ಫೈಲ್‌ನ ಹೆಸರು {zipname}
ml|കുട്ടികളുടെ ടാബ്‌ലെറ്റിലെ പാരന്റൽ കൺട്രോൾ പിൻ {code} ആണ്|കുട്ടികളുടെ ടാബ്‌ലെറ്റിന്റെ മോഡൽ നമ്പർ {model} ആണ്|ഞാൻ അയച്ച സിപ്പ് ഫയലിന്റെ പാസ്‌വേഡ് {pw} ആണ്|ഞാൻ അയച്ച സിപ്പ് ഫയലിന്റെ പേര് {zipname} ആണ്
si|ළමයින්ගේ ටැබ්ලට් එකේ දෙමාපිය පාලන PIN එක {code}|ළමයින්ගේ ටැබ්ලට් එකේ මොඩල් අංකය {model}|මම එවපු zip ගොනුවේ මුරපදය {pw}|මම එවපු zip ගොනුවේ නම {zipname}
ne|बच्चाहरूको ट्याब्लेटमा प्यारेन्टल कन्ट्रोलको पिन {code} हो|बच्चाहरूको ट्याब्लेटको मोडेल नम्बर {model} हो|मैले पठाएको जिप फाइलको पासवर्ड {pw} हो|मैले पठाएको जिप फाइलको नाम {zipname} हो
th|รหัส PIN ควบคุมโดยผู้ปกครองบนแท็บเล็ตของลูกคือ {code}|หมายเลขรุ่นของแท็บเล็ตของลูกคือ {model}|รหัสผ่านไฟล์ zip ที่ส่งให้คือ {pw}|ไฟล์ zip ที่ส่งให้ชื่อ {zipname}
vi|mã PIN kiểm soát của phụ huynh trên máy tính bảng của bọn trẻ là {code}|số model của máy tính bảng của bọn trẻ là {model}|mật khẩu của file zip mình gửi bạn là {pw}|file zip mình gửi bạn tên là {zipname}
id|PIN kontrol orang tua di tablet anak-anak adalah {code}|nomor model tablet anak-anak adalah {model}|kata sandi file zip yang aku kirim adalah {pw}|file zip yang aku kirim namanya {zipname}
ms|PIN kawalan ibu bapa pada tablet anak-anak ialah {code}|nombor model tablet anak-anak ialah {model}|kata laluan fail zip yang saya hantar ialah {pw}|fail zip yang saya hantar bernama {zipname}
tl|ang PIN ng parental controls sa tablet ng mga bata ay {code}|ang model number ng tablet ng mga bata ay {model}|ang password ng zip file na pinadala ko ay {pw}|ang pangalan ng zip file na pinadala ko ay {zipname}
ko|아이들 태블릿의 자녀 보호 PIN은 {code}|아이들 태블릿의 모델 번호는 {model}|보내준 zip 파일 비밀번호는 {pw}|보내준 zip 파일 이름은 {zipname}
ja|子どものタブレットのペアレンタルコントロールのPINは{code}です|子どものタブレットの型番は{model}です|送ったzipファイルのパスワードは{pw}です|送ったzipファイルの名前は{zipname}です
zh|孩子平板的家长控制PIN是{code}|孩子平板的型号是{model}|我发给你的zip文件的密码是{pw}|我发给你的zip文件叫{zipname}
ka|ბავშვების პლანშეტზე მშობლის კონტროლის PIN არის {code}|ბავშვების პლანშეტის მოდელის ნომერია {model}|zip ფაილის პაროლი, რომელიც გამოგიგზავნე, არის {pw}|zip ფაილს, რომელიც გამოგიგზავნე, ჰქვია {zipname}
hy|երեխաների պլանշետի ծնողական վերահսկման PIN-ը {code} է|երեխաների պլանշետի մոդելի համարը {model} է|քեզ ուղարկած zip ֆայլի գաղտնաբառը {pw} է|քեզ ուղարկած zip ֆայլի անունը {zipname} է
az|uşaqların planşetində valideyn nəzarəti PIN-i {code}|uşaqların planşetinin model nömrəsi {model}|sənə göndərdiyim zip faylının şifrəsi {pw}|sənə göndərdiyim zip faylının adı {zipname}
kk|балалардың планшетіндегі ата-ана бақылауының PIN коды {code}|балалардың планшетінің моделінің нөмірі {model}|саған жіберген zip файлдың құпиясөзі {pw}|саған жіберген zip файлдың аты {zipname}
uz|bolalar planshetidagi ota-ona nazorati PIN kodi {code}|bolalar planshetining model raqami {model}|senga yuborgan zip faylimning paroli {pw}|senga yuborgan zip faylimning nomi {zipname}
ky|балдардын планшетиндеги ата-эне көзөмөлүнүн PIN коду {code}|балдардын планшетинин модель номери {model}|сага жиберген zip файлдын сырсөзү {pw}|сага жиберген zip файлдын аты {zipname}
mn|хүүхдүүдийн таблет дээрх эцэг эхийн хяналтын ПИН {code}|хүүхдүүдийн таблетын загварын дугаар {model}|чамд илгээсэн zip файлын нууц үг {pw}|чамд илгээсэн zip файлын нэр {zipname}
sw|PIN ya udhibiti wa wazazi kwenye tablet ya watoto ni {code}|namba ya modeli ya tablet ya watoto ni {model}|nenosiri la faili ya zip niliyokutumia ni {pw}|faili ya zip niliyokutumia inaitwa {zipname}
am|በልጆቹ ታብሌት ላይ ያለው የወላጅ ቁጥጥር ፒን {code} ነው|የልጆቹ ታብሌት የሞዴል ቁጥር {model} ነው|የላክሁልህ የzip ፋይል የይለፍ ቃል {pw} ነው|የላክሁልህ የzip ፋይል ስም {zipname} ነው
yo|PIN ìṣàkóso òbí lórí tablet àwọn ọmọ ni {code}|nọ́mbà àwòṣe tablet àwọn ọmọ ni {model}|ọ̀rọ̀ aṣínà fáìlì zip tí mo fi ránṣẹ́ sí ọ ni {pw}|orúkọ fáìlì zip tí mo fi ránṣẹ́ sí ọ ni {zipname}
ha|PIN na kulawar iyaye a kan tablet din yara shine {code}|lambar samfurin tablet din yara ita ce {model}|kalmar sirrin fayil din zip da na aiko maka ita ce {pw}|sunan fayil din zip da na aiko maka shine {zipname}
zu|i-PIN yokulawula kwabazali ethebhulethini yezingane ngu-{code}|inombolo yemodeli yethebhulethi yezingane ngu-{model}|iphasiwedi yefayela le-zip engikuthumelele lona ngu-{pw}|ifayela le-zip engikuthumelele lona libizwa ngokuthi {zipname}
af|die PIN vir ouerbeheer op die kinders se tablet is {code}|die modelnommer van die kinders se tablet is {model}|die wagwoord vir die zip-lêer wat ek gestuur het, is {pw}|die zip-lêer wat ek gestuur het, heet {zipname}
so|PIN-ka xakamaynta waalidka ee tablet-ka carruurta waa {code}|lambarka moodelka tablet-ka carruurta waa {model}|furaha sirta ah ee faylka zip-ka aan kuu soo diray waa {pw}|faylka zip-ka aan kuu soo diray wuxuu la yiraahdaa {zipname}
ga|is é PIN na rialuithe tuismitheora ar thaibléad na bpáistí ná {code}|is é uimhir mhúnla thaibléad na bpáistí ná {model}|is é pasfhocal an chomhaid zip a sheol mé chugat ná {pw}|{zipname} an t-ainm atá ar an gcomhad zip a sheol mé chugat
cy|PIN y rheolaeth rhieni ar dabled y plant yw {code}|rhif model tabled y plant yw {model}|cyfrinair y ffeil zip a anfonais atat yw {pw}|enw'r ffeil zip a anfonais atat yw {zipname}
eu|haurren tabletaren guraso-kontrolaren PINa {code} da|haurren tabletaren modelo-zenbakia {model} da|bidali nizun zip fitxategiaren pasahitza {pw} da|bidali nizun zip fitxategiaren izena {zipname} da
ca|el PIN del control parental de la tauleta dels nens és {code}|el número de model de la tauleta dels nens és {model}|la contrasenya del fitxer zip que et vaig enviar és {pw}|el fitxer zip que et vaig enviar es diu {zipname}
gl|o PIN do control parental na tableta dos nenos é {code}|o número de modelo da tableta dos nenos é {model}|o contrasinal do ficheiro zip que che mandei é {pw}|o ficheiro zip que che mandei chámase {zipname}
mt|il-PIN tal-kontroll tal-ġenituri fuq it-tablet tat-tfal huwa {code}|in-numru tal-mudell tat-tablet tat-tfal huwa {model}|il-password tal-fajl zip li bgħattlek hija {pw}|il-fajl zip li bgħattlek jismu {zipname}
sq|PIN-i i kontrollit prindëror në tabletin e fëmijëve është {code}|numri i modelit të tabletit të fëmijëve është {model}|fjalëkalimi i skedarit zip që të dërgova është {pw}|skedari zip që të dërgova quhet {zipname}
eo|la PIN de la gepatra kontrolo sur la tabulkomputilo de la infanoj estas {code}|la modelnumero de la tabulkomputilo de la infanoj estas {model}|la pasvorto de la zip-dosiero, kiun mi sendis al vi, estas {pw}|la zip-dosiero, kiun mi sendis al vi, nomiĝas {zipname}
ps|د ماشومانو په ټابلیټ کې د مور او پلار د کنټرول پن {code} دی|د ماشومانو د ټابلیټ د ماډل شمېره {model} ده|د هغې zip فایل پاسورډ چې ما درولېږه {pw} دی|د هغې zip فایل نوم چې ما درولېږه {zipname} دی
tg|PIN-и назорати волидайн дар планшети кӯдакон {code} аст|рақами модели планшети кӯдакон {model} аст|пароли файли zip, ки ба ту фиристодам, {pw} аст|номи файли zip, ки ба ту фиристодам, {zipname} аст
km|លេខ PIN គ្រប់គ្រងដោយឪពុកម្តាយលើថេប្លេតរបស់កូនៗគឺ {code}|លេខម៉ូដែលថេប្លេតរបស់កូនៗគឺ {model}|ពាក្យសម្ងាត់ឯកសារ zip ដែលខ្ញុំផ្ញើទៅគឺ {pw}|ឯកសារ zip ដែលខ្ញុំផ្ញើទៅឈ្មោះ {zipname}
lo|ລະຫັດ PIN ຄວບຄຸມໂດຍພໍ່ແມ່ໃນແທັບເລັດຂອງລູກແມ່ນ {code}|ເລກລຸ້ນຂອງແທັບເລັດຂອງລູກແມ່ນ {model}|ລະຫັດຜ່ານຂອງໄຟລ໌ zip ທີ່ຂ້ອຍສົ່ງໃຫ້ແມ່ນ {pw}|ໄຟລ໌ zip ທີ່ຂ້ອຍສົ່ງໃຫ້ຊື່ {zipname}
my|ကလေးတွေရဲ့ တက်ဘလက်ပေါ်က မိဘထိန်းချုပ်မှု PIN က {code}|ကလေးတွေရဲ့ တက်ဘလက် မော်ဒယ်နံပါတ်က {model}|ငါပို့လိုက်တဲ့ zip ဖိုင်ရဲ့ စကားဝှက်က {pw}|ငါပို့လိုက်တဲ့ zip ဖိုင်နာမည်က {zipname}
jv|PIN kontrol wong tuwa ing tablet bocah-bocah yaiku {code}|nomer model tablet bocah-bocah yaiku {model}|sandhi file zip sing tak kirim yaiku {pw}|jeneng file zip sing tak kirim yaiku {zipname}
mi|ko te PIN o ngā mana mātua i te papa rorohiko a ngā tamariki ko {code}|ko te tau tauira o te papa rorohiko a ngā tamariki ko {model}|ko te kupuhipa mō te kōnae zip i tukuna atu e au ko {pw}|ko te ingoa o te kōnae zip i tukuna atu e au ko {zipname}
ht|PIN kontwòl paran sou tablèt timoun yo se {code}|nimewo modèl tablèt timoun yo se {model}|modpas fichye zip mwen voye ba ou a se {pw}|fichye zip mwen voye ba ou a rele {zipname}
yi|דער PIN פֿון עלטערן־קאָנטראָל אויפֿן קינדערס טאַבלעט איז {code}|דער מאָדעל־נומער פֿונעם קינדערס טאַבלעט איז {model}|דאָס פּאַראָל פֿון דער zip־טעקע וואָס איך האָב דיר געשיקט איז {pw}|די zip־טעקע וואָס איך האָב דיר געשיקט הייסט {zipname}
lb|de PIN vun der Elterekontroll um Tablet vun de Kanner ass {code}|d'Modellnummer vum Tablet vun de Kanner ass {model}|d'Passwuert fir d'ZIP-Datei, déi ech dir geschéckt hunn, ass {pw}|d'ZIP-Datei, déi ech dir geschéckt hunn, heescht {zipname}
fy|de pincode fan it âlderlik tafersjoch op de tablet fan de bern is {code}|it modelnûmer fan de tablet fan de bern is {model}|it wachtwurd fan it zipbestân dat ik dy stjoerde is {pw}|it zipbestân dat ik dy stjoerde hjit {zipname}
gd|'s e PIN smachd phàrant air tablaid na cloinne {code}|'s e àireamh modail tablaid na cloinne {model}|'s e facal-faire an fhaidhle zip a chuir mi thugad {pw}|'s e ainm an fhaidhle zip a chuir mi thugad {zipname}
br|PIN ar c'hontroll gant an tud war tabletenn ar vugale eo {code}|niverenn patrom tabletenn ar vugale eo {model}|ger-tremen ar restr zip am eus kaset dit eo {pw}|anv ar restr zip am eus kaset dit eo {zipname}
oc|lo PIN del contraròtle parental sus la tauleta dels enfants es {code}|lo numèro de modèl de la tauleta dels enfants es {model}|lo senhal del fichièr zip que t'ai mandat es {pw}|lo fichièr zip que t'ai mandat s'apèla {zipname}
qu|wawakunapa tabletninpi tayta mamakunapa kamachiy PINninqa {code}|wawakunapa tabletninpa modelo yupaynin {model}|kachamusqay zip willañiqipa pakasqa siminqa {pw}|kachamusqay zip willañiqipa sutinqa {zipname}
ug|بالىلارنىڭ تاختا كومپيۇتېرىدىكى ئاتا-ئانا كونترول PIN نومۇرى {code}|بالىلارنىڭ تاختا كومپيۇتېرىنىڭ مودېل نومۇرى {model}|ساڭا ئەۋەتكەن zip ھۆججىتىنىڭ پارولى {pw}|ساڭا ئەۋەتكەن zip ھۆججىتىنىڭ ئىسمى {zipname}
ckb|PINی کۆنترۆڵی دایک و باوک لەسەر تابلێتی منداڵەکان {code}|ژمارەی مۆدێلی تابلێتی منداڵەکان {model}|وشەی نهێنی ئەو فایلە zip ـەی بۆم ناردی {pw}|ناوی ئەو فایلە zip ـەی بۆم ناردی {zipname}
"""
