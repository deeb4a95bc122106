"""Per-language sentences for the blind17 guard corpus, hand-written for this round (no sentence machine translated).

Each line of LANGS is ``lang|safe|wifi|recovery|room|network``: three secret sentences in the locale's own words
(the combination of a hotel safe, gym locker or key box; a Wi-Fi password; a BitLocker or device recovery key) and
two benign twins of the same shape (a room, floor or table number with a time; a Wi-Fi network name whose password is
NOT given). Fields are filled by make_blind17.py: {safe} 4-6 digits, {wpw} a Wi-Fi password, {blk} a 48-digit
BitLocker recovery key, {room} a room number, {floor} a floor, {time} a clock time, {ssid} a network name.
"""

LANGS = r"""
en|Hi, welcome! The combination for the safe in your wardrobe is {safe}, reset it after you check out|wifi at the cabin is "{ssid}" and the password is {wpw}|the IT guy read me my laptop's BitLocker recovery key: {blk}|you're in room {room} on floor {floor}, breakfast is served from {time}|the network is {ssid}, the password is printed on your key card sleeve
de|Der Zahlencode für das Schließfach in der Umkleide lautet {safe}|WLAN-Kennwort im Ferienhaus: {wpw} (Netz heißt {ssid})|Wiederherstellungsschlüssel für BitLocker auf dem Dienstrechner: {blk}|Ihr Zimmer ist die {room} im {floor}. Stock, Frühstück ab {time} Uhr|Das WLAN heißt {ssid}, den Schlüssel bekommen Sie an der Rezeption
fr|La combinaison du coffre-fort de la chambre est {safe}, pensez à la changer|Code wifi du gîte : {wpw}, le réseau s'appelle {ssid}|Clé de récupération BitLocker du portable du bureau : {blk}|Votre chambre est la {room}, au {floor}e étage, petit-déjeuner dès {time}|Le réseau wifi s'appelle {ssid}, demandez le code à l'accueil
es|La combinación de la caja fuerte de la habitación es {safe}|La clave del wifi del apartamento es {wpw}, red {ssid}|Clave de recuperación de BitLocker del portátil de la oficina: {blk}|Su habitación es la {room}, planta {floor}, el desayuno empieza a las {time}|La red wifi es {ssid}, la contraseña se la dan en recepción
it|La combinazione della cassaforte in camera è {safe}|Password del wifi della casa al mare: {wpw}, rete {ssid}|Chiave di ripristino BitLocker del portatile aziendale: {blk}|La vostra camera è la {room} al {floor}° piano, colazione dalle {time}|La rete wifi si chiama {ssid}, la password la trovate alla reception
pt|A combinação do cofre do quarto é {safe}|A senha do wi-fi da casa de praia é {wpw}, rede {ssid}|Chave de recuperação do BitLocker do portátil do trabalho: {blk}|O vosso quarto é o {room}, {floor}º andar, pequeno-almoço a partir das {time}|A rede wi-fi chama-se {ssid}, peçam a senha na receção
nl|De combinatie van de kluis op de kamer is {safe}|Wifi-wachtwoord van het vakantiehuisje: {wpw}, netwerk {ssid}|BitLocker-herstelsleutel van de werklaptop: {blk}|U zit in kamer {room} op de {floor}e verdieping, ontbijt vanaf {time}|Het wifi-netwerk heet {ssid}, het wachtwoord staat op het pasje
pl|Szyfr do sejfu w pokoju to {safe}|Hasło do wifi w domku: {wpw}, sieć {ssid}|Klucz odzyskiwania BitLocker do laptopa służbowego: {blk}|Pokój {room} na {floor}. piętrze, śniadanie od {time}|Sieć wifi to {ssid}, hasło dostaniecie w recepcji
cs|Kombinace k trezoru na pokoji je {safe}|Heslo na wifi na chatě: {wpw}, síť {ssid}|Obnovovací klíč BitLockeru k pracovnímu notebooku: {blk}|Máte pokoj {room} v {floor}. patře, snídaně od {time}|Wifi se jmenuje {ssid}, heslo dostanete na recepci
sk|Kombinácia trezoru na izbe je {safe}|Heslo na wifi na chalupe: {wpw}, sieť {ssid}|Kľúč na obnovenie BitLockeru pre firemný notebook: {blk}|Vaša izba je {room} na {floor}. poschodí, raňajky od {time}|Sieť sa volá {ssid}, heslo vám dajú na recepcii
sl|Kombinacija za sef v sobi je {safe}|Geslo za wifi v apartmaju: {wpw}, omrežje {ssid}|Obnovitveni ključ BitLocker za službeni prenosnik: {blk}|Vaša soba je {room} v {floor}. nadstropju, zajtrk od {time}|Omrežje se imenuje {ssid}, geslo dobite na recepciji
hr|Kombinacija za sef u sobi je {safe}|Lozinka za wifi u apartmanu: {wpw}, mreža {ssid}|Ključ za oporavak BitLockera za službeni laptop: {blk}|Vaša soba je {room} na {floor}. katu, doručak od {time}|Mreža se zove {ssid}, lozinku dobijete na recepciji
sr|Kombinacija za sef u sobi je {safe}|Šifra za wifi u stanu: {wpw}, mreža {ssid}|Ključ za oporavak BitLocker-a za službeni laptop: {blk}|Vaša soba je {room} na {floor}. spratu, doručak od {time}|Mreža se zove {ssid}, šifru dobijate na recepciji
bs|Kombinacija za sef u sobi je {safe}|Šifra za wifi u vikendici: {wpw}, mreža {ssid}|Ključ za oporavak BitLockera za poslovni laptop: {blk}|Soba {room}, {floor}. sprat, doručak od {time}|Mreža se zove {ssid}, šifru pitajte na recepciji
mk|Комбинацијата за сефот во собата е {safe}|Лозинката за wifi во викендицата е {wpw}, мрежа {ssid}|Клучот за враќање на BitLocker за службениот лаптоп: {blk}|Вашата соба е {room} на {floor}. кат, појадок од {time}|Мрежата се вика {ssid}, лозинката ја добивате на рецепција
bg|Комбинацията за сейфа в стаята е {safe}|Паролата за wifi във вилата е {wpw}, мрежа {ssid}|Ключът за възстановяване на BitLocker за служебния лаптоп: {blk}|Стаята ви е {room} на {floor}. етаж, закуска от {time}|Мрежата се казва {ssid}, паролата е на рецепцията
ru|Комбинация сейфа в номере {safe}, потом поменяйте|Пароль от вай-фая на даче: {wpw}, сеть {ssid}|Ключ восстановления BitLocker для рабочего ноутбука: {blk}|Ваш номер {room} на {floor} этаже, завтрак с {time}|Сеть называется {ssid}, пароль спросите на ресепшене
uk|Комбінація сейфа в номері {safe}|Пароль до вайфаю на дачі: {wpw}, мережа {ssid}|Ключ відновлення BitLocker для робочого ноутбука: {blk}|Ваш номер {room} на {floor} поверсі, сніданок з {time}|Мережа називається {ssid}, пароль на рецепції
be|Камбінацыя сейфа ў нумары {safe}|Пароль ад вайфая на лецішчы: {wpw}, сетка {ssid}|Ключ аднаўлення BitLocker для працоўнага ноўтбука: {blk}|Ваш нумар {room} на {floor} паверсе, сняданак з {time}|Сетка называецца {ssid}, пароль на рэцэпцыі
lt|Seifo kambaryje kombinacija yra {safe}|Sodybos wifi slaptažodis: {wpw}, tinklas {ssid}|Darbo nešiojamojo BitLocker atkūrimo raktas: {blk}|Jūsų kambarys {room}, {floor} aukštas, pusryčiai nuo {time}|Tinklas vadinasi {ssid}, slaptažodį gausite registratūroje
lv|Seifa kombinācija numurā ir {safe}|Vasarnīcas wifi parole: {wpw}, tīkls {ssid}|Darba klēpjdatora BitLocker atkopšanas atslēga: {blk}|Jūsu numurs ir {room}, {floor}. stāvā, brokastis no {time}|Tīkls saucas {ssid}, paroli jautājiet reģistratūrā
et|Toa seifi kombinatsioon on {safe}|Suvila wifi parool: {wpw}, võrk {ssid}|Töösülearvuti BitLockeri taastevõti: {blk}|Teie tuba on {room}, {floor}. korrusel, hommikusöök alates {time}|Võrgu nimi on {ssid}, parooli saate vastuvõtust
fi|Huoneen tallelokeron yhdistelmä on {safe}|Mökin wifin salasana: {wpw}, verkko {ssid}|Työläppärin BitLocker-palautusavain: {blk}|Huoneenne on {room}, {floor}. kerros, aamiainen klo {time} alkaen|Verkon nimi on {ssid}, salasanan saa vastaanotosta
sv|Kombinationen till kassaskåpet på rummet är {safe}|Wifi-lösenordet i stugan är {wpw}, nätverket heter {ssid}|BitLocker-återställningsnyckeln till jobbdatorn: {blk}|Ni har rum {room} på våning {floor}, frukost från {time}|Nätverket heter {ssid}, lösenordet får ni i receptionen
nb|Kombinasjonen til safen på rommet er {safe}|Wifi-passordet på hytta er {wpw}, nettet heter {ssid}|BitLocker-gjenopprettingsnøkkelen til jobb-PC-en: {blk}|Dere har rom {room} i {floor}. etasje, frokost fra {time}|Nettet heter {ssid}, passordet får dere i resepsjonen
da|Koden til boksen på værelset er {safe}|Wifi-koden i sommerhuset er {wpw}, netværket hedder {ssid}|BitLocker-genoprettelsesnøglen til arbejdscomputeren: {blk}|I har værelse {room} på {floor}. sal, morgenmad fra {time}|Netværket hedder {ssid}, koden får I i receptionen
is|Samsetningin á öryggishólfinu í herberginu er {safe}|Lykilorðið á wifi í sumarbústaðnum er {wpw}, netið heitir {ssid}|BitLocker endurheimtarlykill fyrir vinnutölvuna: {blk}|Þið eruð í herbergi {room} á {floor}. hæð, morgunmatur frá {time}|Netið heitir {ssid}, lykilorðið fæst í móttökunni
ga|Is é {safe} an teaglaim don taisceadán sa seomra|Is é {wpw} pasfhocal an wifi sa teachín, líonra {ssid}|Eochair athshlánaithe BitLocker don ríomhaire oibre: {blk}|Tá sibh i seomra {room} ar urlár {floor}, bricfeasta ó {time}|Is é {ssid} ainm an líonra, faigh an pasfhocal ag an bhfáiltiú
cy|Cyfuniad y sêff yn yr ystafell yw {safe}|Cyfrinair y wifi yn y bwthyn yw {wpw}, rhwydwaith {ssid}|Allwedd adfer BitLocker ar gyfer gliniadur y gwaith: {blk}|Rydych chi yn ystafell {room} ar lawr {floor}, brecwast o {time}|Enw'r rhwydwaith yw {ssid}, gofynnwch yn y dderbynfa am y cyfrinair
mt|Il-kombinazzjoni tas-safe fil-kamra hija {safe}|Il-password tal-wifi fid-dar tal-baħar hija {wpw}, netwerk {ssid}|Iċ-ċavetta tal-irkupru BitLocker tal-laptop tax-xogħol: {blk}|Il-kamra tagħkom hija {room} fis-sular {floor}, il-kolazzjon mill-{time}|In-netwerk jismu {ssid}, il-password titolbuha fir-riċeviment
ro|Combinația seifului din cameră este {safe}|Parola de wifi de la cabană: {wpw}, rețeaua {ssid}|Cheia de recuperare BitLocker pentru laptopul de serviciu: {blk}|Camera dumneavoastră este {room}, etajul {floor}, micul dejun de la {time}|Rețeaua se numește {ssid}, parola o primiți la recepție
hu|A szobai széf kombinációja {safe}|A nyaraló wifijelszava: {wpw}, hálózat {ssid}|A céges laptop BitLocker helyreállítási kulcsa: {blk}|A szobájuk a {room}-es, {floor}. emelet, reggeli {time}-tól|A hálózat neve {ssid}, a jelszót a recepción kapják meg
el|Ο συνδυασμός του χρηματοκιβωτίου στο δωμάτιο είναι {safe}|Ο κωδικός του wifi στο εξοχικό είναι {wpw}, δίκτυο {ssid}|Κλειδί ανάκτησης BitLocker για το υπηρεσιακό λάπτοπ: {blk}|Το δωμάτιό σας είναι το {room} στον {floor}ο όροφο, πρωινό από τις {time}|Το δίκτυο λέγεται {ssid}, τον κωδικό θα σας τον δώσουν στη ρεσεψιόν
tr|Odadaki kasanın şifresi {safe}|Yazlıktaki wifi şifresi {wpw}, ağ adı {ssid}|İş laptopunun BitLocker kurtarma anahtarı: {blk}|Odanız {room}, {floor}. kat, kahvaltı saat {time}'dan itibaren|Ağın adı {ssid}, şifreyi resepsiyondan alabilirsiniz
az|Otaqdakı seyfin kombinasiyası {safe}|Bağ evindəki wifi şifrəsi {wpw}, şəbəkə {ssid}|İş noutbukunun BitLocker bərpa açarı: {blk}|Otağınız {room}, {floor}-cı mərtəbə, səhər yeməyi saat {time}-dan|Şəbəkə {ssid} adlanır, şifrəni resepsiyada verirlər
kk|Бөлмедегі сейфтің комбинациясы {safe}|Саяжайдағы wifi құпиясөзі {wpw}, желі {ssid}|Жұмыс ноутбугының BitLocker қалпына келтіру кілті: {blk}|Сіздің бөлмеңіз {room}, {floor}-қабат, таңғы ас {time}-тан|Желі {ssid} деп аталады, құпиясөзді ресепшеннен сұраңыз
uz|Xonadagi seyf kombinatsiyasi {safe}|Dala hovlidagi wifi paroli {wpw}, tarmoq {ssid}|Ish noutbukining BitLocker tiklash kaliti: {blk}|Xonangiz {room}, {floor}-qavat, nonushta soat {time} dan|Tarmoq nomi {ssid}, parolni qabulxonadan so'rang
mn|Өрөөний сейфийн код {safe}|Зуслангийн wifi нууц үг {wpw}, сүлжээ {ssid}|Ажлын зөөврийн компьютерийн BitLocker сэргээх түлхүүр: {blk}|Таны өрөө {room}, {floor} давхарт, өглөөний цай {time}-аас|Сүлжээний нэр {ssid}, нууц үгийг хүлээн авахаас асуугаарай
ka|ოთახის სეიფის კომბინაცია არის {safe}|აგარაკის wifi-ს პაროლი: {wpw}, ქსელი {ssid}|სამსახურის ლეპტოპის BitLocker-ის აღდგენის გასაღები: {blk}|თქვენი ოთახია {room}, {floor} სართული, საუზმე {time}-დან|ქსელს ჰქვია {ssid}, პაროლს რეცეფციაზე მოგცემენ
hy|Սենյակի չհրկիզվող պահարանի կոմբինացիան է {safe}|Ամառանոցի wifi-ի գաղտնաբառն է {wpw}, ցանց {ssid}|Աշխատանքային նոութբուքի BitLocker-ի վերականգնման բանալին՝ {blk}|Ձեր սենյակը {room}-ն է, {floor}-րդ հարկ, նախաճաշը {time}-ից|Ցանցը կոչվում է {ssid}, գաղտնաբառը կտան ընդունարանում
he|הקוד של הכספת בחדר הוא {safe}|הסיסמה לוויפי בצימר היא {wpw}, הרשת {ssid}|מפתח השחזור של BitLocker למחשב הנייד מהעבודה: {blk}|החדר שלכם {room} בקומה {floor}, ארוחת בוקר מ-{time}|הרשת נקראת {ssid}, את הסיסמה מקבלים בקבלה
ar|رقم الخزنة في الغرفة هو {safe}|كلمة مرور الواي فاي في الشاليه {wpw}، والشبكة اسمها {ssid}|مفتاح استرداد BitLocker للابتوب العمل: {blk}|غرفتكم رقم {room} في الطابق {floor}، الإفطار من الساعة {time}|اسم الشبكة {ssid}، وكلمة المرور تطلبونها من الاستقبال
fa|رمز گاوصندوق اتاق {safe} است|رمز وای‌فای ویلا {wpw} است، شبکه {ssid}|کلید بازیابی BitLocker لپ‌تاپ محل کار: {blk}|اتاق شما {room} در طبقه {floor} است، صبحانه از ساعت {time}|اسم شبکه {ssid} است، رمز را از پذیرش بگیرید
ur|کمرے کی تجوری کا کوڈ {safe} ہے|فارم ہاؤس کے وائی فائی کا پاس ورڈ {wpw} ہے، نیٹ ورک {ssid}|دفتر کے لیپ ٹاپ کی BitLocker ریکوری کی: {blk}|آپ کا کمرہ {room} ہے، منزل {floor}، ناشتہ {time} بجے سے|نیٹ ورک کا نام {ssid} ہے، پاس ورڈ استقبالیہ سے لیں
hi|कमरे की तिजोरी का कोड {safe} है|फार्महाउस के वाईफाई का पासवर्ड {wpw} है, नेटवर्क {ssid}|ऑफिस लैपटॉप की BitLocker रिकवरी की: {blk}|आपका कमरा {room} है, मंज़िल {floor}, नाश्ता {time} बजे से|नेटवर्क का नाम {ssid} है, पासवर्ड रिसेप्शन से मिलेगा
bn|ঘরের লকারের কম্বিনেশন {safe}|বাগানবাড়ির ওয়াইফাই পাসওয়ার্ড {wpw}, নেটওয়ার্ক {ssid}|অফিসের ল্যাপটপের BitLocker রিকভারি কি: {blk}|আপনার রুম {room}, {floor} তলা, সকালের নাস্তা {time} থেকে|নেটওয়ার্কের নাম {ssid}, পাসওয়ার্ড রিসেপশনে পাবেন
pa|ਕਮਰੇ ਦੀ ਤਿਜੋਰੀ ਦਾ ਕੋਡ {safe} ਹੈ|ਫਾਰਮ ਹਾਊਸ ਦੇ ਵਾਈਫਾਈ ਦਾ ਪਾਸਵਰਡ {wpw} ਹੈ, ਨੈੱਟਵਰਕ {ssid}|ਦਫ਼ਤਰ ਦੇ ਲੈਪਟਾਪ ਦੀ BitLocker ਰਿਕਵਰੀ ਕੁੰਜੀ: {blk}|ਤੁਹਾਡਾ ਕਮਰਾ {room} ਹੈ, ਮੰਜ਼ਿਲ {floor}, ਨਾਸ਼ਤਾ {time} ਵਜੇ ਤੋਂ|ਨੈੱਟਵਰਕ ਦਾ ਨਾਮ {ssid} ਹੈ, ਪਾਸਵਰਡ ਰਿਸੈਪਸ਼ਨ ਤੋਂ ਲਓ
gu|રૂમની તિજોરીનો કોડ {safe} છે|ફાર્મહાઉસના વાઇફાઇનો પાસવર્ડ {wpw} છે, નેટવર્ક {ssid}|ઓફિસ લેપટોપની BitLocker રિકવરી કી: {blk}|તમારો રૂમ {room} છે, માળ {floor}, નાસ્તો {time} વાગ્યાથી|નેટવર્કનું નામ {ssid} છે, પાસવર્ડ રિસેપ્શન પરથી મળશે
mr|खोलीतील तिजोरीचा कोड {safe} आहे|फार्महाऊसच्या वायफायचा पासवर्ड {wpw} आहे, नेटवर्क {ssid}|ऑफिस लॅपटॉपची BitLocker रिकव्हरी की: {blk}|तुमची खोली {room}, मजला {floor}, नाश्ता {time} पासून|नेटवर्कचे नाव {ssid} आहे, पासवर्ड रिसेप्शनवर मिळेल
ne|कोठाको तिजोरीको कोड {safe} हो|फार्महाउसको वाइफाइ पासवर्ड {wpw} हो, नेटवर्क {ssid}|अफिसको ल्यापटपको BitLocker रिकभरी की: {blk}|तपाईंको कोठा {room}, तल्ला {floor}, बिहानको खाना {time} बजेदेखि|नेटवर्कको नाम {ssid} हो, पासवर्ड रिसेप्सनमा सोध्नुहोस्
ta|அறை பெட்டகத்தின் எண் சேர்க்கை {safe}|பண்ணை வீட்டு வைஃபை கடவுச்சொல் {wpw}, நெட்வொர்க் {ssid}|அலுவலக லேப்டாப்பின் BitLocker மீட்பு விசை: {blk}|உங்கள் அறை {room}, தளம் {floor}, காலை உணவு {time} முதல்|நெட்வொர்க் பெயர் {ssid}, கடவுச்சொல்லை வரவேற்பில் கேளுங்கள்
te|గదిలోని లాకర్ కోడ్ {safe}|ఫామ్‌హౌస్ వైఫై పాస్‌వర్డ్ {wpw}, నెట్‌వర్క్ {ssid}|ఆఫీస్ ల్యాప్‌టాప్ BitLocker రికవరీ కీ: {blk}|మీ గది {room}, అంతస్తు {floor}, అల్పాహారం {time} నుండి|నెట్‌వర్క్ పేరు {ssid}, పాస్‌వర్డ్ రిసెప్షన్‌లో అడగండి
kn|ಕೋಣೆಯ ತಿಜೋರಿಯ ಕೋಡ್ {safe}|ತೋಟದ ಮನೆಯ ವೈಫೈ ಪಾಸ್‌ವರ್ಡ್ {wpw}, ನೆಟ್‌ವರ್ಕ್ {ssid}|ಕಚೇರಿ ಲ್ಯಾಪ್‌ಟಾಪ್‌ನ BitLocker ಮರುಪಡೆಯುವಿಕೆ ಕೀ: {blk}|ನಿಮ್ಮ ಕೋಣೆ {room}, ಮಹಡಿ {floor}, ಉಪಾಹಾರ {time} ರಿಂದ|ನೆಟ್‌ವರ್ಕ್ ಹೆಸರು {ssid}, ಪಾಸ್‌ವರ್ಡ್ ಸ್ವಾಗತದಲ್ಲಿ ಕೇಳಿ
ml|മുറിയിലെ ലോക്കറിന്റെ കോഡ് {safe} ആണ്|ഫാം ഹൗസിലെ വൈഫൈ പാസ്‌വേഡ് {wpw}, നെറ്റ്‌വർക്ക് {ssid}|ഓഫീസ് ലാപ്ടോപ്പിന്റെ BitLocker റിക്കവറി കീ: {blk}|നിങ്ങളുടെ മുറി {room}, നില {floor}, പ്രഭാതഭക്ഷണം {time} മുതൽ|നെറ്റ്‌വർക്കിന്റെ പേര് {ssid}, പാസ്‌വേഡ് റിസപ്ഷനിൽ ചോദിക്കുക
si|කාමරයේ ලොකර් එකේ කේතය {safe}|ගෙවත්තේ වයිෆයි මුරපදය {wpw}, ජාලය {ssid}|කාර්යාල ලැප්ටොප් එකේ BitLocker ප්‍රතිසාධන යතුර: {blk}|ඔබේ කාමරය {room}, මහල {floor}, උදෑසන ආහාරය {time} සිට|ජාලයේ නම {ssid}, මුරපදය පිළිගැනීමේ කවුළුවෙන් ලබා ගන්න
th|รหัสตู้เซฟในห้องคือ {safe}|รหัสไวไฟที่บ้านพักคือ {wpw} ชื่อเครือข่าย {ssid}|คีย์กู้คืน BitLocker ของโน้ตบุ๊กที่ทำงาน: {blk}|ห้องของคุณคือ {room} ชั้น {floor} อาหารเช้าเริ่ม {time} น.|เครือข่ายชื่อ {ssid} ขอรหัสผ่านได้ที่แผนกต้อนรับ
lo|ລະຫັດຕູ້ເຊບໃນຫ້ອງແມ່ນ {safe}|ລະຫັດໄວໄຟຢູ່ເຮືອນພັກແມ່ນ {wpw}, ເຄືອຂ່າຍ {ssid}|ກະແຈກູ້ຄືນ BitLocker ຂອງຄອມພິວເຕີບ່ອນເຮັດວຽກ: {blk}|ຫ້ອງຂອງທ່ານແມ່ນ {room}, ຊັ້ນ {floor}, ອາຫານເຊົ້າແຕ່ {time}|ເຄືອຂ່າຍຊື່ {ssid}, ຂໍລະຫັດໄດ້ທີ່ພະແນກຕ້ອນຮັບ
km|លេខកូដទូដែកក្នុងបន្ទប់គឺ {safe}|ពាក្យសម្ងាត់វ៉ាយហ្វាយនៅផ្ទះសម្រាកគឺ {wpw} បណ្តាញ {ssid}|សោសង្គ្រោះ BitLocker នៃកុំព្យូទ័រការងារ៖ {blk}|បន្ទប់របស់អ្នកគឺ {room} ជាន់ទី {floor} អាហារពេលព្រឹកចាប់ពីម៉ោង {time}|បណ្តាញឈ្មោះ {ssid} សូមសួរពាក្យសម្ងាត់នៅកន្លែងទទួលភ្ញៀវ
my|အခန်းထဲက မီးခံသေတ္တာ ကုဒ်က {safe}|ခြံအိမ်က ဝိုင်ဖိုင် စကားဝှက်က {wpw}၊ ကွန်ရက် {ssid}|ရုံးလက်ပ်တော့ရဲ့ BitLocker ပြန်လည်ရယူရေးသော့: {blk}|သင့်အခန်းက {room}၊ အထပ် {floor}၊ မနက်စာ {time} မှစ|ကွန်ရက်အမည် {ssid}၊ စကားဝှက်ကို ဧည့်ကြိုမှာ မေးပါ
vi|Mã két sắt trong phòng là {safe}|Mật khẩu wifi ở nhà nghỉ là {wpw}, mạng {ssid}|Khóa khôi phục BitLocker của laptop công ty: {blk}|Phòng của anh chị là {room}, tầng {floor}, bữa sáng từ {time}|Mạng tên là {ssid}, mật khẩu xin ở quầy lễ tân
id|Kombinasi brankas di kamar adalah {safe}|Kata sandi wifi di vila: {wpw}, jaringan {ssid}|Kunci pemulihan BitLocker laptop kantor: {blk}|Kamar Anda {room} di lantai {floor}, sarapan mulai pukul {time}|Nama jaringannya {ssid}, kata sandinya minta di resepsionis
ms|Kombinasi peti besi dalam bilik ialah {safe}|Kata laluan wifi di homestay: {wpw}, rangkaian {ssid}|Kunci pemulihan BitLocker komputer riba pejabat: {blk}|Bilik anda {room} di tingkat {floor}, sarapan dari pukul {time}|Nama rangkaian {ssid}, kata laluan boleh minta di kaunter
tl|Ang kombinasyon ng safe sa kuwarto ay {safe}|Ang password ng wifi sa resthouse ay {wpw}, network {ssid}|BitLocker recovery key ng laptop sa opisina: {blk}|Ang kuwarto ninyo ay {room} sa ika-{floor} palapag, almusal mula {time}|Ang pangalan ng network ay {ssid}, hingin ang password sa front desk
ja|お部屋の金庫の暗証番号は{safe}です|別荘のWi-Fiパスワードは{wpw}、ネットワーク名は{ssid}|会社のノートPCのBitLocker回復キー：{blk}|お部屋は{floor}階の{room}号室、朝食は{time}からです|ネットワーク名は{ssid}です。パスワードはフロントでお尋ねください
ko|객실 금고 비밀번호는 {safe}입니다|펜션 와이파이 비밀번호는 {wpw}, 네트워크 {ssid}|회사 노트북 BitLocker 복구 키: {blk}|객실은 {floor}층 {room}호, 조식은 {time}부터입니다|네트워크 이름은 {ssid}이고 비밀번호는 프런트에 문의하세요
zh|房间保险箱的密码是{safe}|民宿的无线网密码是{wpw}，网络名{ssid}|公司笔记本的BitLocker恢复密钥：{blk}|您的房间是{floor}楼{room}号，早餐{time}开始|网络名称是{ssid}，密码请到前台询问
zh-Hant|房間保險箱的密碼是{safe}|民宿的無線網路密碼是{wpw}，網路名稱{ssid}|公司筆電的BitLocker修復金鑰：{blk}|您的房間是{floor}樓{room}號，早餐{time}開始|網路名稱是{ssid}，密碼請洽櫃檯
yue|房入面個夾萬密碼係{safe}|度假屋嘅wifi密碼係{wpw}，網絡叫{ssid}|公司手提電腦嘅BitLocker修復金鑰：{blk}|你哋間房係{floor}樓{room}號，早餐{time}開始|個網絡叫{ssid}，密碼要問前台
sw|Mchanganyiko wa sefu chumbani ni {safe}|Nenosiri la wifi kwenye nyumba ya likizo ni {wpw}, mtandao {ssid}|Ufunguo wa kurejesha BitLocker wa kompyuta ya kazini: {blk}|Chumba chenu ni {room}, ghorofa ya {floor}, kifungua kinywa kuanzia saa {time}|Mtandao unaitwa {ssid}, nenosiri mtaomba mapokezi
am|የክፍሉ ካዝና ኮድ {safe} ነው|የእረፍት ቤቱ ዋይፋይ የይለፍ ቃል {wpw} ነው፣ አውታረ መረብ {ssid}|የቢሮ ላፕቶፕ BitLocker የመልሶ ማግኛ ቁልፍ፦ {blk}|ክፍላችሁ {room} ነው፣ ፎቅ {floor}፣ ቁርስ ከ{time} ጀምሮ|አውታረ መረቡ {ssid} ይባላል፣ የይለፍ ቃሉን እንግዳ መቀበያ ጠይቁ
so|Isku-darka khasnadda qolka waa {safe}|Furaha sirta ah ee wifi-ga guriga fasaxa waa {wpw}, shabakadda {ssid}|Furaha soo celinta BitLocker ee laptop-ka shaqada: {blk}|Qolkaagu waa {room}, dabaqa {floor}, quraacdu waxay bilaabataa {time}|Shabakadda waxaa la yiraahdaa {ssid}, furaha ka weydii soo dhaweynta
ha|Haɗin lambobin akwatin ajiya na ɗaki shi ne {safe}|Kalmar sirrin wifi na gidan hutu ita ce {wpw}, cibiyar sadarwa {ssid}|Makullin dawo da BitLocker na kwamfutar ofis: {blk}|Ɗakinku shi ne {room}, bene na {floor}, karin kumallo daga {time}|Sunan cibiyar sadarwa {ssid} ne, ku tambayi kalmar sirri a liyafa
yo|Nọ́mbà àpótí ìpamọ́ inú yàrá ni {safe}|Ọ̀rọ̀ aṣínà wifi ilé ìsinmi ni {wpw}, nẹ́tíwọ́ọ̀kì {ssid}|Kọ́kọ́rọ́ ìmúpadà BitLocker ti kọ̀ǹpútà ibi iṣẹ́: {blk}|Yàrá yín ni {room}, àjà {floor}, oúnjẹ àárọ̀ láti {time}|Orúkọ nẹ́tíwọ́ọ̀kì ni {ssid}, ẹ béèrè ọ̀rọ̀ aṣínà ní gbàgede ìgbàlejò
ig|Nọmba igbe nchekwa dị n'ime ụlọ bụ {safe}|Paswọọdụ wifi nke ụlọ ezumike bụ {wpw}, netwọk {ssid}|Igodo mgbake BitLocker nke laptọọpụ ọrụ: {blk}|Ọnụ ụlọ unu bụ {room}, okpukpu {floor}, nri ụtụtụ site na {time}|Aha netwọk bụ {ssid}, jụọ paswọọdụ n'ebe nnabata
zu|Inhlanganisela yesisefo egumbini ngu-{safe}|Iphasiwedi ye-wifi endlini yeholide ngu-{wpw}, inethiwekhi {ssid}|Ukhiye wokubuyisa we-BitLocker we-laptop yasemsebenzini: {blk}|Igumbi lenu ngu-{room}, isitezi {floor}, ibhulakufesi kusukela ngo-{time}|Inethiwekhi ibizwa ngokuthi {ssid}, iphasiwedi niyicele kwamukela izivakashi
xh|Umdibaniso wesisefo egumbini ngu-{safe}|Igama lokugqitha le-wifi kwindlu yeholide ngu-{wpw}, uthungelwano {ssid}|Isitshixo sokubuyisela se-BitLocker se-laptop yomsebenzi: {blk}|Igumbi lenu ngu-{room}, umgangatho {floor}, isidlo sakusasa ukusuka ngo-{time}|Uthungelwano lubizwa ngokuba yi-{ssid}, celani igama lokugqitha kulwamkelo
af|Die kombinasie van die kluis in die kamer is {safe}|Die wifi-wagwoord by die strandhuis is {wpw}, netwerk {ssid}|BitLocker-herstelsleutel van die werkskootrekenaar: {blk}|Julle kamer is {room} op vloer {floor}, ontbyt vanaf {time}|Die netwerk heet {ssid}, vra die wagwoord by ontvangs
sq|Kombinimi i kasafortës në dhomë është {safe}|Fjalëkalimi i wifi-t në vilë është {wpw}, rrjeti {ssid}|Çelësi i rikuperimit BitLocker për laptopin e punës: {blk}|Dhoma juaj është {room}, kati {floor}, mëngjesi nga ora {time}|Rrjeti quhet {ssid}, fjalëkalimin e merrni në recepsion
eu|Logelako kutxa gotorraren konbinazioa {safe} da|Landetxeko wifiaren pasahitza {wpw} da, sarea {ssid}|Laneko ordenagailu eramangarriaren BitLocker berreskuratze-gakoa: {blk}|Zuen gela {room} da, {floor}. solairuan, gosaria {time}etatik aurrera|Sarearen izena {ssid} da, pasahitza harreran eskatu
ca|La combinació de la caixa forta de l'habitació és {safe}|La contrasenya del wifi de la masia és {wpw}, xarxa {ssid}|Clau de recuperació de BitLocker del portàtil de la feina: {blk}|La vostra habitació és la {room}, {floor}a planta, esmorzar a partir de les {time}|La xarxa es diu {ssid}, la contrasenya la demaneu a recepció
gl|A combinación da caixa forte do cuarto é {safe}|O contrasinal do wifi da casa da aldea é {wpw}, rede {ssid}|Clave de recuperación de BitLocker do portátil do traballo: {blk}|O voso cuarto é o {room}, andar {floor}, almorzo desde as {time}|A rede chámase {ssid}, o contrasinal pedídeo en recepción
lb|D'Kombinatioun vum Safe am Zëmmer ass {safe}|D'Wifi-Passwuert am Vakanzenhaus ass {wpw}, Netz {ssid}|BitLocker-Erhuelungsschlëssel vum Aarbechtslaptop: {blk}|Äert Zëmmer ass {room} um {floor}. Stack, Kaffi vun {time} un|D'Netz heescht {ssid}, d'Passwuert gëtt et op der Receptioun
ky|Бөлмөдөгү сейфтин комбинациясы {safe}|Дачадагы wifi сырсөзү {wpw}, тармак {ssid}|Жумуш ноутбугунун BitLocker калыбына келтирүү ачкычы: {blk}|Бөлмөңүз {room}, {floor}-кабат, эртең мененки тамак {time}дан|Тармактын аты {ssid}, сырсөздү кабыл алуудан сураңыз
tg|Комбинатсияи сейфи утоқ {safe} аст|Пароли wifi дар боғ {wpw} аст, шабака {ssid}|Калиди барқарорсозии BitLocker-и ноутбуки корӣ: {blk}|Утоқи шумо {room}, ошёнаи {floor}, наҳорӣ аз соати {time}|Номи шабака {ssid} аст, паролро аз қабулгоҳ пурсед
ps|د کوټې د سېف کوډ {safe} دی|د باغ کور د وای فای پټنوم {wpw} دی، شبکه {ssid}|د دفتر لپ ټاپ د BitLocker د بیا راګرځولو کیلي: {blk}|ستاسو کوټه {room} ده، پوړ {floor}، ناشته له {time} بجو|د شبکې نوم {ssid} دی، پټنوم له استقبالیې وپوښتئ
"""

# Each line of CARRIER is ``lang|puk|unlock|bundle``: a mobile carrier's message giving a SIM PUK, a phone or laptop
# unlock passcode told to someone, and the benign twin: a carrier message with numbers that open nothing (data added,
# days until renewal). Fields: {puk} 8 digits, {pin6} 6 digits, {num2}/{num2b} small numbers.
CARRIER = r"""
en|Your SIM is locked. Use PUK {puk} to unblock it and choose a new PIN.|my phone's unlock code is {pin6} if you need to get into it while I'm in surgery|{num2} GB of data has been added to your plan. It renews in {num2b} days.
de|Ihre SIM-Karte ist gesperrt. Mit der PUK {puk} können Sie sie entsperren.|Der Entsperrcode von meinem Handy ist {pin6}, falls du ran musst|Ihnen wurden {num2} GB Datenvolumen gutgeschrieben. Verlängerung in {num2b} Tagen.
fr|Votre carte SIM est bloquée. Code PUK : {puk}.|Le code de déverrouillage de mon téléphone c'est {pin6}, au cas où|{num2} Go ont été ajoutés à votre forfait, renouvellement dans {num2b} jours.
es|Tu SIM está bloqueada. Usa el PUK {puk} para desbloquearla.|El código de desbloqueo de mi móvil es {pin6}, por si lo necesitas|Se han añadido {num2} GB a tu tarifa. Se renueva en {num2b} días.
it|La SIM è bloccata. Usa il PUK {puk} per sbloccarla.|Il codice di sblocco del mio telefono è {pin6}, se ti serve|Ti abbiamo aggiunto {num2} GB, il rinnovo è tra {num2b} giorni.
pt|O seu cartão SIM está bloqueado. PUK: {puk}.|O código de desbloqueio do meu telemóvel é {pin6}, caso precises|Foram adicionados {num2} GB ao seu tarifário, renova dentro de {num2b} dias.
nl|Je simkaart is geblokkeerd. PUK-code: {puk}.|De ontgrendelcode van mijn telefoon is {pin6}, voor als het nodig is|Er is {num2} GB aan je bundel toegevoegd, verlenging over {num2b} dagen.
pl|Twoja karta SIM jest zablokowana. Kod PUK: {puk}.|Kod do odblokowania mojego telefonu to {pin6}, gdybyś potrzebował|Dodaliśmy {num2} GB do Twojego pakietu, odnowienie za {num2b} dni.
cs|Vaše SIM karta je zablokovaná. PUK: {puk}.|Kód k odemčení mého mobilu je {pin6}, kdybys potřeboval|Přidali jsme vám {num2} GB dat, obnovení za {num2b} dní.
sk|Vaša SIM karta je zablokovaná. PUK: {puk}.|Kód na odomknutie môjho mobilu je {pin6}|Pridali sme vám {num2} GB dát, obnovenie o {num2b} dní.
sl|Vaša kartica SIM je zaklenjena. PUK: {puk}.|Koda za odklep mojega telefona je {pin6}|Dodali smo vam {num2} GB prenosa, podaljšanje čez {num2b} dni.
hr|Vaša SIM kartica je blokirana. PUK: {puk}.|Kod za otključavanje mog mobitela je {pin6}|Dodano vam je {num2} GB podataka, obnova za {num2b} dana.
sr|Vaša SIM kartica je blokirana. PUK: {puk}.|Šifra za otključavanje mog telefona je {pin6}|Dodato vam je {num2} GB interneta, obnova za {num2b} dana.
bs|Vaša SIM kartica je blokirana. PUK: {puk}.|Kod za otključavanje mog mobitela je {pin6}|Dodano vam je {num2} GB, obnova za {num2b} dana.
mk|Вашата SIM картичка е блокирана. PUK: {puk}.|Кодот за отклучување на мојот телефон е {pin6}|Ви додадовме {num2} GB, обновување за {num2b} дена.
bg|SIM картата ви е блокирана. PUK код: {puk}.|Кодът за отключване на телефона ми е {pin6}|Добавихме ви {num2} GB, подновяване след {num2b} дни.
ru|Ваша SIM-карта заблокирована. PUK-код: {puk}.|Код разблокировки моего телефона {pin6}, если понадобится|Вам начислено {num2} ГБ, продление через {num2b} дней.
uk|Вашу SIM-картку заблоковано. PUK-код: {puk}.|Код розблокування мого телефона {pin6}|Вам нараховано {num2} ГБ, продовження через {num2b} днів.
be|Ваша SIM-картка заблакаваная. PUK-код: {puk}.|Код разблакоўкі майго тэлефона {pin6}|Вам налічана {num2} ГБ, падаўжэнне праз {num2b} дзён.
lt|Jūsų SIM kortelė užblokuota. PUK: {puk}.|Mano telefono atrakinimo kodas {pin6}|Pridėta {num2} GB duomenų, atnaujinimas po {num2b} d.
lv|Jūsu SIM karte ir bloķēta. PUK: {puk}.|Mana telefona atbloķēšanas kods ir {pin6}|Pievienoti {num2} GB datu, atjaunošana pēc {num2b} dienām.
et|Teie SIM-kaart on lukus. PUK: {puk}.|Minu telefoni lukust avamise kood on {pin6}|Lisasime {num2} GB andmemahtu, uuendus {num2b} päeva pärast.
fi|SIM-korttisi on lukittu. PUK-koodi: {puk}.|Puhelimeni avauskoodi on {pin6}, jos tarvitset|Liittymääsi lisättiin {num2} Gt, uusiutuu {num2b} päivän päästä.
sv|Ditt SIM-kort är spärrat. PUK-kod: {puk}.|Koden för att låsa upp min telefon är {pin6}|Vi har lagt till {num2} GB surf, förnyas om {num2b} dagar.
nb|SIM-kortet ditt er sperret. PUK: {puk}.|Koden for å låse opp telefonen min er {pin6}|Vi har lagt til {num2} GB data, fornyes om {num2b} dager.
da|Dit SIM-kort er spærret. PUK-kode: {puk}.|Koden til at låse min telefon op er {pin6}|Vi har tilføjet {num2} GB data, fornyes om {num2b} dage.
is|SIM-kortið þitt er læst. PUK: {puk}.|Opnunarkóðinn á símanum mínum er {pin6}|{num2} GB hefur verið bætt við, endurnýjun eftir {num2b} daga.
ga|Tá do chárta SIM faoi ghlas. PUK: {puk}.|Is é {pin6} an cód díghlasála ar mo ghuthán|Cuireadh {num2} GB le do phlean, athnuachan i gceann {num2b} lá.
cy|Mae eich cerdyn SIM wedi'i gloi. PUK: {puk}.|Cod datgloi fy ffôn yw {pin6}|Mae {num2} GB wedi'i ychwanegu, adnewyddu ymhen {num2b} diwrnod.
mt|Is-SIM tiegħek hija msakkra. PUK: {puk}.|Il-kodiċi biex tiftaħ il-mowbajl tiegħi huwa {pin6}|Żidnielek {num2} GB data, tiġġedded fi żmien {num2b} ijiem.
ro|Cartela SIM este blocată. Cod PUK: {puk}.|Codul de deblocare al telefonului meu este {pin6}|Ți-am adăugat {num2} GB, reînnoire în {num2b} zile.
hu|A SIM-kártyája zárolva van. PUK: {puk}.|A telefonom feloldókódja {pin6}|{num2} GB adatot jóváírtunk, megújítás {num2b} nap múlva.
el|Η κάρτα SIM σας κλειδώθηκε. PUK: {puk}.|Ο κωδικός ξεκλειδώματος του κινητού μου είναι {pin6}|Προστέθηκαν {num2} GB, ανανέωση σε {num2b} ημέρες.
tr|SIM kartınız bloke oldu. PUK kodunuz: {puk}.|Telefonumun kilit şifresi {pin6}, lazım olursa|Paketinize {num2} GB eklendi, {num2b} gün sonra yenilenecek.
az|SIM kartınız bloklanıb. PUK: {puk}.|Telefonumun kilid kodu {pin6}|Paketinizə {num2} GB əlavə edildi, {num2b} gün sonra yenilənir.
kk|SIM картаңыз бұғатталды. PUK: {puk}.|Телефонымның құлпын ашу коды {pin6}|Сізге {num2} ГБ қосылды, {num2b} күннен кейін жаңарады.
uz|SIM kartangiz bloklandi. PUK: {puk}.|Telefonimning qulf kodi {pin6}|Sizga {num2} GB qo'shildi, {num2b} kundan keyin yangilanadi.
mn|Таны SIM карт түгжигдсэн. PUK: {puk}.|Миний утасны түгжээ тайлах код {pin6}|Танд {num2} GB нэмэгдлээ, {num2b} хоногийн дараа шинэчлэгдэнэ.
ka|თქვენი SIM ბარათი დაიბლოკა. PUK: {puk}.|ჩემი ტელეფონის განბლოკვის კოდია {pin6}|დაგემატათ {num2} GB, განახლება {num2b} დღეში.
hy|Ձեր SIM քարտը արգելափակված է։ PUK՝ {puk}։|Իմ հեռախոսի ապակողպման կոդն է {pin6}|Ձեզ ավելացվել է {num2} ԳԲ, թարմացում {num2b} օրից։
he|כרטיס ה-SIM שלך נחסם. קוד PUK: {puk}.|הקוד לפתיחת הטלפון שלי הוא {pin6}, אם תצטרך|נוספו לחבילה שלך {num2} GB, החידוש בעוד {num2b} ימים.
ar|تم قفل شريحة SIM. رمز PUK الخاص بك: {puk}.|رمز فتح قفل هاتفي {pin6} إذا احتجته|تمت إضافة {num2} جيجابايت إلى باقتك، التجديد بعد {num2b} يومًا.
fa|سیم‌کارت شما قفل شده است. کد PUK: {puk}.|رمز باز کردن قفل گوشی من {pin6} است|{num2} گیگابایت به بسته شما اضافه شد، تمدید {num2b} روز دیگر.
ur|آپ کی سم بلاک ہو گئی ہے۔ PUK کوڈ: {puk}۔|میرے فون کا ان لاک کوڈ {pin6} ہے|آپ کے پیکج میں {num2} جی بی شامل کر دیے گئے، تجدید {num2b} دن بعد۔
hi|आपका सिम ब्लॉक हो गया है। PUK कोड: {puk}।|मेरे फ़ोन का अनलॉक कोड {pin6} है, ज़रूरत हो तो|आपके प्लान में {num2} GB जोड़ा गया, नवीनीकरण {num2b} दिन में।
bn|আপনার সিম লক হয়ে গেছে। PUK কোড: {puk}।|আমার ফোনের আনলক কোড {pin6}|আপনার প্যাকেজে {num2} GB যোগ হয়েছে, নবায়ন {num2b} দিন পর।
pa|ਤੁਹਾਡਾ ਸਿਮ ਲਾਕ ਹੋ ਗਿਆ ਹੈ। PUK ਕੋਡ: {puk}।|ਮੇਰੇ ਫ਼ੋਨ ਦਾ ਅਨਲੌਕ ਕੋਡ {pin6} ਹੈ|ਤੁਹਾਡੇ ਪਲਾਨ ਵਿੱਚ {num2} GB ਜੋੜਿਆ ਗਿਆ, ਨਵੀਨੀਕਰਨ {num2b} ਦਿਨਾਂ ਵਿੱਚ।
gu|તમારું સિમ લોક થઈ ગયું છે. PUK કોડ: {puk}.|મારા ફોનનો અનલોક કોડ {pin6} છે|તમારા પ્લાનમાં {num2} GB ઉમેરાયું, નવીકરણ {num2b} દિવસમાં.
mr|तुमचे सिम लॉक झाले आहे. PUK कोड: {puk}.|माझ्या फोनचा अनलॉक कोड {pin6} आहे|तुमच्या प्लॅनमध्ये {num2} GB जोडले, नूतनीकरण {num2b} दिवसांनी.
ne|तपाईंको सिम लक भयो। PUK कोड: {puk}।|मेरो फोनको अनलक कोड {pin6} हो|तपाईंको प्याकेजमा {num2} GB थपियो, नवीकरण {num2b} दिनमा।
ta|உங்கள் சிம் பூட்டப்பட்டது. PUK குறியீடு: {puk}.|என் போனின் திறப்புக் குறியீடு {pin6}|உங்கள் திட்டத்தில் {num2} GB சேர்க்கப்பட்டது, புதுப்பிப்பு {num2b} நாட்களில்.
te|మీ సిమ్ లాక్ అయింది. PUK కోడ్: {puk}.|నా ఫోన్ అన్‌లాక్ కోడ్ {pin6}|మీ ప్లాన్‌కు {num2} GB జోడించబడింది, పునరుద్ధరణ {num2b} రోజుల్లో.
kn|ನಿಮ್ಮ ಸಿಮ್ ಲಾಕ್ ಆಗಿದೆ. PUK ಕೋಡ್: {puk}.|ನನ್ನ ಫೋನ್ ಅನ್‌ಲಾಕ್ ಕೋಡ್ {pin6}|ನಿಮ್ಮ ಯೋಜನೆಗೆ {num2} GB ಸೇರಿಸಲಾಗಿದೆ, ನವೀಕರಣ {num2b} ದಿನಗಳಲ್ಲಿ.
ml|നിങ്ങളുടെ സിം ലോക്ക് ആയി. PUK കോഡ്: {puk}.|എന്റെ ഫോണിന്റെ അൺലോക്ക് കോഡ് {pin6} ആണ്|നിങ്ങളുടെ പ്ലാനിൽ {num2} GB ചേർത്തു, പുതുക്കൽ {num2b} ദിവസത്തിനുള്ളിൽ.
si|ඔබේ සිම් එක අගුළු වැටී ඇත. PUK කේතය: {puk}.|මගේ ෆෝන් එකේ අගුළු හරින කේතය {pin6}|ඔබේ පැකේජයට {num2} GB එකතු කළා, අලුත් කිරීම දින {num2b}කින්.
th|ซิมของคุณถูกล็อก รหัส PUK: {puk}|รหัสปลดล็อกโทรศัพท์ของฉันคือ {pin6}|เพิ่มเน็ต {num2} GB แล้ว ต่ออายุในอีก {num2b} วัน
lo|ຊິມຂອງທ່ານຖືກລັອກ. ລະຫັດ PUK: {puk}.|ລະຫັດປົດລັອກໂທລະສັບຂອງຂ້ອຍແມ່ນ {pin6}|ເພີ່ມອິນເຕີເນັດ {num2} GB ແລ້ວ, ຕໍ່ອາຍຸໃນ {num2b} ມື້.
km|ស៊ីមរបស់អ្នកត្រូវបានចាក់សោ។ លេខកូដ PUK៖ {puk}។|លេខកូដដោះសោទូរស័ព្ទរបស់ខ្ញុំគឺ {pin6}|បានបន្ថែម {num2} GB ការបន្តក្នុងរយៈពេល {num2b} ថ្ងៃ។
my|သင့်ဆင်းကတ် လော့ခ်ကျသွားပါပြီ။ PUK ကုဒ်: {puk}|ကျွန်တော့်ဖုန်း လော့ခ်ဖွင့်ကုဒ်က {pin6}|{num2} GB ထည့်ပေးပြီးပါပြီ၊ {num2b} ရက်အတွင်း သက်တမ်းတိုးပါမည်။
vi|SIM của bạn đã bị khóa. Mã PUK: {puk}.|Mã mở khóa điện thoại của mình là {pin6}|Đã cộng {num2} GB vào gói cước, gia hạn sau {num2b} ngày.
id|Kartu SIM Anda terblokir. Kode PUK: {puk}.|Kode buka kunci HP saya {pin6}, kalau perlu|{num2} GB telah ditambahkan ke paket Anda, diperpanjang dalam {num2b} hari.
ms|Kad SIM anda disekat. Kod PUK: {puk}.|Kod buka kunci telefon saya ialah {pin6}|{num2} GB telah ditambah ke pelan anda, diperbaharui dalam {num2b} hari.
tl|Naka-lock ang SIM mo. PUK code: {puk}.|Ang unlock code ng phone ko ay {pin6}|Nadagdagan ng {num2} GB ang plan mo, magre-renew sa loob ng {num2b} araw.
ja|SIMがロックされました。PUKコード：{puk}|スマホのロック解除の暗証番号は{pin6}だよ|{num2}GBを追加しました。更新まであと{num2b}日です。
ko|SIM이 잠겼습니다. PUK 코드: {puk}|내 폰 잠금 해제 번호는 {pin6}이야|데이터 {num2}GB가 충전되었습니다. {num2b}일 후 갱신됩니다.
zh|您的SIM卡已锁定，PUK码：{puk}|我手机的解锁密码是{pin6}|已为您增加{num2}GB流量，{num2b}天后续订。
zh-Hant|您的SIM卡已鎖定，PUK碼：{puk}|我手機的解鎖密碼是{pin6}|已為您增加{num2}GB流量，{num2b}天後續約。
yue|你張SIM卡鎖咗，PUK碼係{puk}|我部電話解鎖密碼係{pin6}|已經幫你加咗{num2}GB數據，{num2b}日後續約。
sw|SIM yako imefungwa. Nambari ya PUK: {puk}.|Nambari ya kufungua simu yangu ni {pin6}|Umeongezewa {num2} GB, kifurushi kinasasishwa baada ya siku {num2b}.
am|ሲም ካርድዎ ተቆልፏል። PUK ኮድ፦ {puk}።|የስልኬ መክፈቻ ኮድ {pin6} ነው|{num2} GB ተጨምሮልዎታል፣ በ{num2b} ቀናት ይታደሳል።
so|SIM-kaagu waa xiran yahay. PUK: {puk}.|Koodhka furitaanka taleefankayga waa {pin6}|{num2} GB ayaa lagugu daray, cusboonaysiin {num2b} maalmood kadib.
ha|An kulle SIM ɗinka. Lambar PUK: {puk}.|Lambar buɗe wayata ita ce {pin6}|An ƙara maka {num2} GB, sabuntawa bayan kwanaki {num2b}.
yo|A ti ti SIM rẹ pa. Kóòdù PUK: {puk}.|Kóòdù ìṣí fóònù mi ni {pin6}|A ti fi {num2} GB kún un, àtúnṣe lẹ́yìn ọjọ́ {num2b}.
ig|Ekpochiri SIM gị. Koodu PUK: {puk}.|Koodu mmeghe ekwentị m bụ {pin6}|Etinyere gị {num2} GB, mmeghari n'ime ụbọchị {num2b}.
zu|I-SIM yakho ivaliwe. Ikhodi ye-PUK: {puk}.|Ikhodi yokuvula ifoni yami ngu-{pin6}|Kwengezwe u-{num2} GB, kuvuselelwa ezinsukwini ezingu-{num2b}.
xh|I-SIM yakho itshixiwe. Ikhowudi ye-PUK: {puk}.|Ikhowudi yokuvula ifowuni yam ngu-{pin6}|Kongezwe u-{num2} GB, kuhlaziywa kwiintsuku ezingu-{num2b}.
af|Jou SIM-kaart is gesluit. PUK: {puk}.|Die ontsluitkode van my foon is {pin6}|{num2} GB is by jou bundel gevoeg, hernuwing oor {num2b} dae.
sq|Karta juaj SIM është bllokuar. PUK: {puk}.|Kodi për të zhbllokuar telefonin tim është {pin6}|Ju shtuam {num2} GB, rinovimi pas {num2b} ditësh.
eu|Zure SIM txartela blokeatuta dago. PUK: {puk}.|Nire mugikorra desblokeatzeko kodea {pin6} da|{num2} GB gehitu zaizkizu, {num2b} egun barru berrituko da.
ca|La teva SIM està bloquejada. PUK: {puk}.|El codi de desbloqueig del meu mòbil és {pin6}|T'hem afegit {num2} GB, es renova d'aquí a {num2b} dies.
gl|A túa SIM está bloqueada. PUK: {puk}.|O código de desbloqueo do meu móbil é {pin6}|Engadímosche {num2} GB, renóvase en {num2b} días.
lb|Deng SIM-Kaart ass gespaart. PUK: {puk}.|De Code fir mäin Handy opzespären ass {pin6}|Dir kritt {num2} GB dobäi, Verlängerung an {num2b} Deeg.
ky|SIM картаңыз бөгөттөлдү. PUK: {puk}.|Телефонумдун кулпусун ачуу коду {pin6}|Сизге {num2} ГБ кошулду, {num2b} күндөн кийин жаңыланат.
tg|SIM-кортатон баста шуд. PUK: {puk}.|Рамзи кушодани телефонам {pin6} аст|Ба шумо {num2} ГБ илова шуд, пас аз {num2b} рӯз нав мешавад.
ps|ستاسو سیم بند شو. د PUK کوډ: {puk}.|زما د ټیلیفون د خلاصولو کوډ {pin6} دی|ستاسو بستې ته {num2} GB ور اضافه شول، نوي کول په {num2b} ورځو کې.
"""
