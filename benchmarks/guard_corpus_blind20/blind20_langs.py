"""Per-language sentences for the blind20 guard corpus, hand-written for this round (no sentence machine translated).

Each line of LANGS is ``lang|voice|voice_benign|title|user|password|show|save``:

* voice: what a user tells a voice assistant to remember: the locker, gate or padlock code {code};
* voice_benign: the same request for a parcel, order or membership number {num} (no credential);
* title, user, password, show, save: the strings of a home router's admin screen in that language (page title, the
  "user name" and "password" labels, the "show password" tick box and the "save" button). make_blind20.py lays
  them out as a screenshot read by OCR: with the tick box on and the password in clear (secret), or with the
  field masked as dots (benign twin).
"""

LANGS = r"""
en|remember that my gym locker code is {code}|remember that my parcel tracking number is {num}|Router settings › Administration|User name|Password|Show password|Save
de|merk dir, mein Spindcode im Fitnessstudio ist {code}|merk dir, meine Sendungsnummer ist {num}|Router-Einstellungen › Verwaltung|Benutzername|Kennwort|Kennwort anzeigen|Übernehmen
fr|retiens que le code de mon casier à la salle de sport est {code}|retiens que mon numéro de suivi de colis est {num}|Paramètres de la box › Administration|Identifiant|Mot de passe|Afficher le mot de passe|Enregistrer
es|recuerda que la clave de mi taquilla del gimnasio es {code}|recuerda que mi número de seguimiento del paquete es {num}|Configuración del router › Administración|Usuario|Contraseña|Mostrar contraseña|Guardar
it|ricordati che il codice del mio armadietto in palestra è {code}|ricordati che il mio numero di spedizione è {num}|Impostazioni modem › Amministrazione|Nome utente|Password|Mostra password|Salva
pt|lembra-te que o código do meu cacifo no ginásio é {code}|lembra-te que o meu número de rastreio da encomenda é {num}|Definições do router › Administração|Nome de utilizador|Palavra-passe|Mostrar palavra-passe|Guardar
nl|onthoud dat de code van mijn kluisje in de sportschool {code} is|onthoud dat mijn track-and-trace-nummer {num} is|Routerinstellingen › Beheer|Gebruikersnaam|Wachtwoord|Wachtwoord tonen|Opslaan
pl|zapamiętaj, że szyfr do mojej szafki na siłowni to {code}|zapamiętaj, że numer przesyłki to {num}|Ustawienia routera › Administracja|Nazwa użytkownika|Hasło|Pokaż hasło|Zapisz
cs|zapamatuj si, že kód od mé skříňky v posilovně je {code}|zapamatuj si, že číslo mé zásilky je {num}|Nastavení routeru › Správa|Uživatelské jméno|Heslo|Zobrazit heslo|Uložit
sk|zapamätaj si, že kód mojej skrinky vo fitku je {code}|zapamätaj si, že číslo mojej zásielky je {num}|Nastavenia smerovača › Správa|Používateľské meno|Heslo|Zobraziť heslo|Uložiť
sl|zapomni si, da je koda moje omarice v fitnesu {code}|zapomni si, da je številka moje pošiljke {num}|Nastavitve usmerjevalnika › Skrbništvo|Uporabniško ime|Geslo|Pokaži geslo|Shrani
hr|zapamti da je šifra mog ormarića u teretani {code}|zapamti da je broj moje pošiljke {num}|Postavke usmjerivača › Administracija|Korisničko ime|Lozinka|Prikaži lozinku|Spremi
sr|запамти да је шифра мог ормарића у теретани {code}|запамти да је број моје пошиљке {num}|Подешавања рутера › Администрација|Корисничко име|Лозинка|Прикажи лозинку|Сачувај
bs|zapamti da je šifra katanca na mom biciklu {code}|zapamti da je broj moje narudžbe {num}|Postavke rutera › Administracija|Korisničko ime|Šifra|Prikaži šifru|Sačuvaj
bg|запомни, че кодът на шкафчето ми във фитнеса е {code}|запомни, че номерът на пратката ми е {num}|Настройки на рутера › Администриране|Потребителско име|Парола|Покажи паролата|Запази
mk|запомни дека шифрата на мојот ормар во теретана е {code}|запомни дека бројот на мојата пратка е {num}|Поставки на рутерот › Администрација|Корисничко име|Лозинка|Прикажи лозинка|Зачувај
ru|запомни, что код моего шкафчика в спортзале {code}|запомни, что трек-номер моей посылки {num}|Настройки роутера › Администрирование|Имя пользователя|Пароль|Показать пароль|Сохранить
uk|запам'ятай, що код моєї шафки в спортзалі {code}|запам'ятай, що номер моєї посилки {num}|Налаштування роутера › Адміністрування|Ім'я користувача|Пароль|Показати пароль|Зберегти
be|запомні, што код маёй шафкі ў спартзале {code}|запомні, што нумар маёй пасылкі {num}|Налады роўтара › Адміністраванне|Імя карыстальніка|Пароль|Паказаць пароль|Захаваць
lt|įsimink, kad mano spintelės sporto klube kodas yra {code}|įsimink, kad mano siuntos numeris yra {num}|Maršrutizatoriaus nustatymai › Administravimas|Vartotojo vardas|Slaptažodis|Rodyti slaptažodį|Išsaugoti
lv|atceries, ka mana skapīša kods sporta zālē ir {code}|atceries, ka mana sūtījuma numurs ir {num}|Maršrutētāja iestatījumi › Administrēšana|Lietotājvārds|Parole|Rādīt paroli|Saglabāt
et|jäta meelde, et mu jõusaali kapi kood on {code}|jäta meelde, et mu paki jälgimisnumber on {num}|Ruuteri seaded › Haldus|Kasutajanimi|Parool|Näita parooli|Salvesta
fi|muista, että salikaappini koodi on {code}|muista, että pakettini seurantanumero on {num}|Reitittimen asetukset › Hallinta|Käyttäjätunnus|Salasana|Näytä salasana|Tallenna
sv|kom ihåg att koden till mitt skåp på gymmet är {code}|kom ihåg att kollinumret på mitt paket är {num}|Routerinställningar › Administration|Användarnamn|Lösenord|Visa lösenord|Spara
da|husk at koden til mit skab i fitnesscentret er {code}|husk at min pakkes sporingsnummer er {num}|Routerindstillinger › Administration|Brugernavn|Adgangskode|Vis adgangskode|Gem
no|husk at koden til skapet mitt på treningssenteret er {code}|husk at sporingsnummeret på pakken min er {num}|Ruterinnstillinger › Administrasjon|Brukernavn|Passord|Vis passord|Lagre
is|mundu að kóðinn á skápnum mínum í ræktinni er {code}|mundu að sendingarnúmerið mitt er {num}|Stillingar beinis › Stjórnun|Notandanafn|Lykilorð|Sýna lykilorð|Vista
hu|jegyezd meg, hogy az edzőtermi szekrényem kódja {code}|jegyezd meg, hogy a csomagom követési száma {num}|Router beállítások › Adminisztráció|Felhasználónév|Jelszó|Jelszó megjelenítése|Mentés
ro|ține minte că codul dulapului meu de la sală este {code}|ține minte că numărul de urmărire al coletului meu este {num}|Setări router › Administrare|Nume utilizator|Parolă|Afișează parola|Salvează
el|θυμήσου ότι ο κωδικός του ντουλαπιού μου στο γυμναστήριο είναι {code}|θυμήσου ότι ο αριθμός αποστολής του δέματός μου είναι {num}|Ρυθμίσεις δρομολογητή › Διαχείριση|Όνομα χρήστη|Κωδικός πρόσβασης|Εμφάνιση κωδικού|Αποθήκευση
tr|spor salonundaki dolabımın şifresinin {code} olduğunu hatırla|kargo takip numaramın {num} olduğunu hatırla|Modem ayarları › Yönetim|Kullanıcı adı|Şifre|Şifreyi göster|Kaydet
ar|تذكّر أن رمز خزانتي في النادي الرياضي هو {code}|تذكّر أن رقم تتبع طردي هو {num}|إعدادات الراوتر › الإدارة|اسم المستخدم|كلمة المرور|إظهار كلمة المرور|حفظ
he|תזכרי שהקוד של הלוקר שלי בחדר הכושר הוא {code}|תזכרי שמספר המעקב של החבילה שלי הוא {num}|הגדרות הנתב › ניהול|שם משתמש|סיסמה|הצג סיסמה|שמור
fa|یادت باشد رمز کمد من در باشگاه {code} است|یادت باشد کد رهگیری بسته‌ام {num} است|تنظیمات مودم › مدیریت|نام کاربری|رمز عبور|نمایش رمز عبور|ذخیره
ur|یاد رکھو کہ جم میں میرے لاکر کا کوڈ {code} ہے|یاد رکھو کہ میرے پارسل کا ٹریکنگ نمبر {num} ہے|راؤٹر کی ترتیبات › انتظام|صارف نام|پاس ورڈ|پاس ورڈ دکھائیں|محفوظ کریں
hi|याद रखना कि जिम में मेरे लॉकर का कोड {code} है|याद रखना कि मेरे पार्सल का ट्रैकिंग नंबर {num} है|राउटर सेटिंग्स › प्रबंधन|उपयोगकर्ता नाम|पासवर्ड|पासवर्ड दिखाएँ|सहेजें
bn|মনে রেখো, জিমে আমার লকারের কোড {code}|মনে রেখো, আমার পার্সেলের ট্র্যাকিং নম্বর {num}|রাউটার সেটিংস › প্রশাসন|ব্যবহারকারীর নাম|পাসওয়ার্ড|পাসওয়ার্ড দেখান|সংরক্ষণ করুন
pa|ਯਾਦ ਰੱਖੋ ਕਿ ਜਿੰਮ ਵਿੱਚ ਮੇਰੇ ਲਾਕਰ ਦਾ ਕੋਡ {code} ਹੈ|ਯਾਦ ਰੱਖੋ ਕਿ ਮੇਰੇ ਪਾਰਸਲ ਦਾ ਟਰੈਕਿੰਗ ਨੰਬਰ {num} ਹੈ|ਰਾਊਟਰ ਸੈਟਿੰਗਾਂ › ਪ੍ਰਬੰਧ|ਵਰਤੋਂਕਾਰ ਨਾਂ|ਪਾਸਵਰਡ|ਪਾਸਵਰਡ ਦਿਖਾਓ|ਸੰਭਾਲੋ
gu|યાદ રાખજે કે જીમમાં મારા લોકરનો કોડ {code} છે|યાદ રાખજે કે મારા પાર્સલનો ટ્રેકિંગ નંબર {num} છે|રાઉટર સેટિંગ્સ › વહીવટ|વપરાશકર્તા નામ|પાસવર્ડ|પાસવર્ડ બતાવો|સાચવો
mr|लक्षात ठेव की जिममधल्या माझ्या लॉकरचा कोड {code} आहे|लक्षात ठेव की माझ्या पार्सलचा ट्रॅकिंग नंबर {num} आहे|राउटर सेटिंग्ज › व्यवस्थापन|वापरकर्ता नाव|पासवर्ड|पासवर्ड दाखवा|जतन करा
ta|ஜிம்மில் என் லாக்கரின் குறியீடு {code} என்று நினைவில் வை|என் பார்சலின் டிராக்கிங் எண் {num} என்று நினைவில் வை|ரவுட்டர் அமைப்புகள் › நிர்வாகம்|பயனர் பெயர்|கடவுச்சொல்|கடவுச்சொல்லைக் காட்டு|சேமி
te|జిమ్‌లో నా లాకర్ కోడ్ {code} అని గుర్తుంచుకో|నా పార్సెల్ ట్రాకింగ్ నంబర్ {num} అని గుర్తుంచుకో|రౌటర్ సెట్టింగ్‌లు › నిర్వహణ|వినియోగదారు పేరు|పాస్‌వర్డ్|పాస్‌వర్డ్ చూపించు|సేవ్ చేయి
kn|ಜಿಮ್‌ನಲ್ಲಿ ನನ್ನ ಲಾಕರ್ ಕೋಡ್ {code} ಎಂದು ನೆನಪಿಟ್ಟುಕೋ|ನನ್ನ ಪಾರ್ಸೆಲ್ ಟ್ರ್ಯಾಕಿಂಗ್ ಸಂಖ್ಯೆ {num} ಎಂದು ನೆನಪಿಟ್ಟುಕೋ|ರೂಟರ್ ಸೆಟ್ಟಿಂಗ್‌ಗಳು › ನಿರ್ವಹಣೆ|ಬಳಕೆದಾರ ಹೆಸರು|ಪಾಸ್‌ವರ್ಡ್|ಪಾಸ್‌ವರ್ಡ್ ತೋರಿಸು|ಉಳಿಸು
ml|ജിമ്മിലെ എന്റെ ലോക്കറിന്റെ കോഡ് {code} ആണെന്ന് ഓർത്തുവെക്കൂ|എന്റെ പാഴ്സലിന്റെ ട്രാക്കിംഗ് നമ്പർ {num} ആണെന്ന് ഓർത്തുവെക്കൂ|റൂട്ടർ ക്രമീകരണങ്ങൾ › ഭരണം|ഉപയോക്തൃനാമം|പാസ്‌വേഡ്|പാസ്‌വേഡ് കാണിക്കുക|സേവ് ചെയ്യുക
si|ජිම් එකේ මගේ ලොකර් එකේ කේතය {code} බව මතක තියාගන්න|මගේ පාර්සලයේ ලුහුබැඳීමේ අංකය {num} බව මතක තියාගන්න|රවුටර සැකසුම් › පරිපාලනය|පරිශීලක නාමය|මුරපදය|මුරපදය පෙන්වන්න|සුරකින්න
ne|सम्झ है, जिममा मेरो लकरको कोड {code} हो|सम्झ है, मेरो पार्सलको ट्र्याकिङ नम्बर {num} हो|राउटर सेटिङ › व्यवस्थापन|प्रयोगकर्ता नाम|पासवर्ड|पासवर्ड देखाउनुहोस्|सुरक्षित गर्नुहोस्
th|จำไว้นะว่ารหัสล็อกเกอร์ของฉันที่ฟิตเนสคือ {code}|จำไว้นะว่าเลขพัสดุของฉันคือ {num}|ตั้งค่าเราเตอร์ › การดูแลระบบ|ชื่อผู้ใช้|รหัสผ่าน|แสดงรหัสผ่าน|บันทึก
vi|nhớ giúp mình mã tủ đồ ở phòng gym là {code}|nhớ giúp mình mã vận đơn của gói hàng là {num}|Cài đặt bộ định tuyến › Quản trị|Tên người dùng|Mật khẩu|Hiện mật khẩu|Lưu
id|ingat ya, kode loker saya di gym itu {code}|ingat ya, nomor resi paket saya {num}|Pengaturan router › Administrasi|Nama pengguna|Kata sandi|Tampilkan kata sandi|Simpan
ms|ingat bahawa kod loker saya di gim ialah {code}|ingat bahawa nombor penjejakan bungkusan saya ialah {num}|Tetapan penghala › Pentadbiran|Nama pengguna|Kata laluan|Tunjukkan kata laluan|Simpan
tl|tandaan mo na ang code ng locker ko sa gym ay {code}|tandaan mo na ang tracking number ng parcel ko ay {num}|Mga setting ng router › Pamamahala|Username|Password|Ipakita ang password|I-save
zh|记住：我健身房储物柜的密码是{code}。|记住：我的快递单号是{num}。|路由器设置 › 系统管理|用户名|密码|显示密码|保存
ja|覚えておいて、ジムのロッカーの暗証番号は{code}だよ。|覚えておいて、荷物の追跡番号は{num}だよ。|ルーター設定 › 管理|ユーザー名|パスワード|パスワードを表示|保存
ko|헬스장 내 사물함 비밀번호가 {code}라는 거 기억해 줘.|내 택배 송장번호가 {num}라는 거 기억해 줘.|공유기 설정 › 관리|사용자 이름|비밀번호|비밀번호 표시|저장
ka|დაიმახსოვრე, რომ ჩემი სპორტდარბაზის კარადის კოდია {code}|დაიმახსოვრე, რომ ჩემი ამანათის ნომერია {num}|როუტერის პარამეტრები › ადმინისტრირება|მომხმარებლის სახელი|პაროლი|პაროლის ჩვენება|შენახვა
hy|հիշիր, որ մարզասրահում իմ պահարանի կոդը {code} է|հիշիր, որ իմ ծանրոցի հետագծման համարը {num} է|Երթուղիչի կարգավորումներ › Կառավարում|Օգտանուն|Գաղտնաբառ|Ցույց տալ գաղտնաբառը|Պահպանել
az|yadda saxla ki, idman zalında şkafımın kodu {code}-dir|yadda saxla ki, bağlamamın izləmə nömrəsi {num}-dir|Router ayarları › İdarəetmə|İstifadəçi adı|Şifrə|Şifrəni göstər|Yadda saxla
kk|есіңде болсын, спортзалдағы шкафымның коды {code}|есіңде болсын, сәлемдемемнің трек-нөмірі {num}|Роутер баптаулары › Әкімшілік|Пайдаланушы аты|Құпиясөз|Құпиясөзді көрсету|Сақтау
uz|eslab qol, sport zalidagi shkafchamning kodi {code}|eslab qol, posilkamning kuzatuv raqami {num}|Router sozlamalari › Boshqaruv|Foydalanuvchi nomi|Parol|Parolni ko'rsatish|Saqlash
ky|эсиңде болсун, спорт залдагы шкафымдын коду {code}|эсиңде болсун, посылкамдын трек номери {num}|Роутердин жөндөөлөрү › Башкаруу|Колдонуучунун аты|Сырсөз|Сырсөздү көрсөтүү|Сактоо
mn|санаж байгаарай, биеийн тамирын заал дахь миний шүүгээний код {code}|санаж байгаарай, миний илгээмжийн дугаар {num}|Рүүтерийн тохиргоо › Удирдлага|Хэрэглэгчийн нэр|Нууц үг|Нууц үгийг харуулах|Хадгалах
sw|kumbuka kwamba namba ya siri ya kabati langu la gym ni {code}|kumbuka kwamba namba ya kufuatilia kifurushi changu ni {num}|Mipangilio ya ruta › Usimamizi|Jina la mtumiaji|Nenosiri|Onyesha nenosiri|Hifadhi
am|በጂም ያለው የቁም ሳጥኔ ኮድ {code} መሆኑን አስታውስ|የጥቅሌ መከታተያ ቁጥር {num} መሆኑን አስታውስ|የራውተር ቅንብሮች › አስተዳደር|የተጠቃሚ ስም|የይለፍ ቃል|የይለፍ ቃሉን አሳይ|አስቀምጥ
yo|rántí pé kóòdù àpótí mi ní ilé-ìdárayá ni {code}|rántí pé nọ́mbà ìtọpinpin ẹrù mi ni {num}|Ètò router › Ìṣàkóso|Orúkọ oníṣe|Ọ̀rọ̀ aṣínà|Fi ọ̀rọ̀ aṣínà hàn|Fipamọ́
ha|ka tuna cewa lambar sirrin makullin akwatina a gidan motsa jiki ita ce {code}|ka tuna cewa lambar bibiyar kunshina ita ce {num}|Saitunan rauta › Gudanarwa|Sunan mai amfani|Kalmar sirri|Nuna kalmar sirri|Ajiye
zu|khumbula ukuthi ikhodi yelokha yami ejimini ithi {code}|khumbula ukuthi inombolo yokulandela iphasela lami ithi {num}|Izilungiselelo ze-router › Ukuphatha|Igama lomsebenzisi|Iphasiwedi|Bonisa iphasiwedi|Londoloza
af|onthou dat die kode van my kassie by die gim {code} is|onthou dat my pakkie se naspoornommer {num} is|Roeterinstellings › Administrasie|Gebruikersnaam|Wagwoord|Wys wagwoord|Stoor
so|xasuuso in koodhka qolkayga jimicsiga uu yahay {code}|xasuuso in lambarka raadraaca xidhmadayda uu yahay {num}|Dejinta router-ka › Maamulka|Magaca isticmaalaha|Furaha sirta ah|Muuji furaha sirta|Kaydi
ga|cuimhnigh gurb é {code} an cód do mo thaisceadán sa ghiomnáisiam|cuimhnigh gurb é {num} uimhir rianaithe mo bheairt|Socruithe an ródaire › Riarachán|Ainm úsáideora|Pasfhocal|Taispeáin an pasfhocal|Sábháil
cy|cofia mai {code} yw cod fy locer yn y gampfa|cofia mai {num} yw rhif tracio fy mharsel|Gosodiadau'r llwybrydd › Gweinyddu|Enw defnyddiwr|Cyfrinair|Dangos y cyfrinair|Cadw
eu|gogoratu gimnasioko nire armairuaren kodea {code} dela|gogoratu nire paketearen jarraipen-zenbakia {num} dela|Bideratzailearen ezarpenak › Administrazioa|Erabiltzaile-izena|Pasahitza|Erakutsi pasahitza|Gorde
ca|recorda que el codi de la meva taquilla del gimnàs és {code}|recorda que el número de seguiment del meu paquet és {num}|Configuració de l'encaminador › Administració|Nom d'usuari|Contrasenya|Mostra la contrasenya|Desa
gl|lembra que o código da miña taquilla do ximnasio é {code}|lembra que o número de seguimento do meu paquete é {num}|Configuración do router › Administración|Nome de usuario|Contrasinal|Amosar o contrasinal|Gardar
mt|ftakar li l-kodiċi tal-locker tiegħi fil-gym huwa {code}|ftakar li n-numru tat-traċċar tal-pakkett tiegħi huwa {num}|Settings tar-router › Amministrazzjoni|Isem tal-utent|Password|Uri l-password|Issejvja
sq|mbaje mend që kodi i dollapit tim në palestër është {code}|mbaje mend që numri i gjurmimit të pakos sime është {num}|Cilësimet e ruterit › Administrimi|Emri i përdoruesit|Fjalëkalimi|Shfaq fjalëkalimin|Ruaj
eo|memoru, ke la kodo de mia ŝranketo en la sportejo estas {code}|memoru, ke la spurnumero de mia pakaĵo estas {num}|Agordoj de la enkursigilo › Administrado|Uzantnomo|Pasvorto|Montri pasvorton|Konservi
ps|په یاد ولره چې په جم کې زما د الماری کوډ {code} دی|په یاد ولره چې زما د پارسل د تعقیب شمېره {num} ده|د روټر ترتیبات › اداره|کارن نوم|پټنوم|پټنوم ښکاره کړه|خوندي کړه
tg|дар хотир дор, ки рамзи ҷевони ман дар толори варзишӣ {code} аст|дар хотир дор, ки рақами пайгирии бастаи ман {num} аст|Танзимоти роутер › Идора|Номи корбар|Рамз|Нишон додани рамз|Нигоҳ доштан
km|ចាំថា លេខកូដទូដាក់ឥវ៉ាន់របស់ខ្ញុំនៅកន្លែងហាត់ប្រាណគឺ {code}|ចាំថា លេខតាមដានកញ្ចប់អីវ៉ាន់របស់ខ្ញុំគឺ {num}|ការកំណត់រ៉ោតទ័រ › ការគ្រប់គ្រង|ឈ្មោះអ្នកប្រើ|ពាក្យសម្ងាត់|បង្ហាញពាក្យសម្ងាត់|រក្សាទុក
lo|ຈື່ໄວ້ວ່າລະຫັດຕູ້ລັອກເກີຂອງຂ້ອຍຢູ່ຫ້ອງອອກກຳລັງກາຍແມ່ນ {code}|ຈື່ໄວ້ວ່າເລກຕິດຕາມພັດສະດຸຂອງຂ້ອຍແມ່ນ {num}|ການຕັ້ງຄ່າເຣົາເຕີ › ການຄຸ້ມຄອງ|ຊື່ຜູ້ໃຊ້|ລະຫັດຜ່ານ|ສະແດງລະຫັດຜ່ານ|ບັນທຶກ
my|အားကစားရုံက ကျွန်တော့် လော့ကာ ကုဒ်က {code} ဆိုတာ မှတ်ထားပါ|ကျွန်တော့် ပါဆယ်ထုပ် ခြေရာခံနံပါတ်က {num} ဆိုတာ မှတ်ထားပါ|ရောက်တာ ဆက်တင်များ › စီမံခန့်ခွဲမှု|အသုံးပြုသူအမည်|စကားဝှက်|စကားဝှက်ကို ပြပါ|သိမ်းဆည်းပါ
jv|elingana yen kode lokerku ing gym iku {code}|elingana yen nomer resi paketku iku {num}|Setelan router › Administrasi|Jeneng panganggo|Tembung sandhi|Tampilake tembung sandhi|Simpen
mi|maumahara ko {code} te waehere o taku pouaka maukati i te whare korikori|maumahara ko {num} te nama aroturuki o taku pouaka|Ngā tautuhinga pūrere ararere › Whakahaere|Ingoa kaiwhakamahi|Kupuhipa|Whakaatu i te kupuhipa|Tiaki
ht|sonje kòd kazye mwen nan jimnastik la se {code}|sonje nimewo swivi koli mwen an se {num}|Paramèt routè a › Administrasyon|Non itilizatè|Modpas|Montre modpas la|Anrejistre
yi|געדענק אַז דער קאָד פֿון מײַן שאַפֿקע אין דעם ספּאָרטזאַל איז {code}|געדענק אַז דער נומער פֿון מײַן פּעקל איז {num}|ראַוטער־באַשטימונגען › פֿאַרוואַלטונג|באַניצער־נאָמען|פּאַראָל|װײַז דעם פּאַראָל|אָפּהיטן
ckb|لەبیرت بێت کۆدی کەنتۆرەکەم لە هۆڵی وەرزش {code}ە|لەبیرت بێت ژمارەی بەدواداچوونی پاکەتەکەم {num}ە|ڕێکخستنەکانی ڕاوتەر › بەڕێوەبردن|ناوی بەکارهێنەر|وشەی نهێنی|پیشاندانی وشەی نهێنی|پاشەکەوتکردن
ug|ئېسىڭدە بولسۇن، تەنھەرىكەت زالىدىكى ئىشكابىمنىڭ كودى {code}|ئېسىڭدە بولسۇن، بولىقىمنىڭ ئىز قوغلاش نومۇرى {num}|روتېر تەڭشەكلىرى › باشقۇرۇش|ئىشلەتكۈچى ئاتى|ئىم|ئىمنى كۆرسەت|ساقلا
fy|ûnthâld dat de koade fan myn kastje yn 'e sportskoalle {code} is|ûnthâld dat it folchnûmer fan myn pakket {num} is|Routerynstellingen › Behear|Brûkersnamme|Wachtwurd|Wachtwurd sjen litte|Bewarje
lb|denk drun, datt de Code vu mengem Spind am Fitness {code} ass|denk drun, datt d'Sendungsnummer vu mengem Pak {num} ass|Router-Astellungen › Verwaltung|Benotzernumm|Passwuert|Passwuert weisen|Späicheren
gd|cuimhnich gur e {code} an còd airson a' phreasa agam san talla-spòrs|cuimhnich gur e {num} àireamh-lorg a' phasgain agam|Roghainnean an rùtair › Rianachd|Ainm-cleachdaiche|Facal-faire|Seall am facal-faire|Sàbhail
br|ho pez soñj ez eo {code} kod ma armel er sal sport|ho pez soñj ez eo {num} niverenn heuliañ ma fakad|Arventennoù an dafarer › Merañ|Anv implijer|Ger-tremen|Diskouez ar ger-tremen|Enrollañ
oc|rebremba-te que lo còdi de mon armari a la sala d'esport es {code}|rebremba-te que lo numèro de seguiment de mon paquet es {num}|Paramètres del router › Administracion|Nom d'utilizaire|Senhal|Mostrar lo senhal|Enregistrar
qu|yuyariy, gimnasiopi armariuypa kodigon {code} kasqanta|yuyariy, q'epiypa qatipana yupaynin {num} kasqanta|Router nisqap churanakuynin › Kamachiy|Ruraqpa sutin|Pakasqa simi|Pakasqa simita rikuchiy|Waqaychay
"""
