"""Per-language sentences for the blind22 guard corpus, hand-written for this round (no sentence machine translated).

Each line of LANGS is ``lang|alarm|alarm_benign|app_password|app_password_benign``:

* alarm: "the master code for the alarm panel is {code}" (the value is the code that disarms the house);
* alarm_benign: the same panel's serial number, printed on its label: "the serial number of the alarm panel is
  {serial}";
* app_password: "the app password for my e-mail on the new phone is {app16}" (sixteen letters, grouped or not, the
  way Google, Apple and Microsoft show them);
* app_password_benign: the same set-up step with no credential: "the outgoing mail server on the new phone is
  {mailhost}".
"""

LANGS = r"""
en|the master code for the alarm panel is {code}|the serial number of the alarm panel is {serial}|the app password for my email on the new phone is {app16}|the outgoing mail server on the new phone is {mailhost}
de|der Mastercode der Alarmanlage ist {code}|die Seriennummer der Alarmanlage ist {serial}|das App-Passwort für meine E-Mail auf dem neuen Handy ist {app16}|der Postausgangsserver auf dem neuen Handy ist {mailhost}
fr|le code maître de l'alarme est {code}|le numéro de série de la centrale d'alarme est {serial}|le mot de passe d'application pour ma messagerie sur le nouveau téléphone est {app16}|le serveur d'envoi sur le nouveau téléphone est {mailhost}
es|el código maestro de la alarma es {code}|el número de serie de la central de alarma es {serial}|la contraseña de aplicación de mi correo en el móvil nuevo es {app16}|el servidor de correo saliente en el móvil nuevo es {mailhost}
it|il codice master dell'antifurto è {code}|il numero di serie della centralina dell'antifurto è {serial}|la password per app della mia email sul telefono nuovo è {app16}|il server della posta in uscita sul telefono nuovo è {mailhost}
pt|o código mestre do alarme é {code}|o número de série da central de alarme é {serial}|a senha de app do meu e-mail no telemóvel novo é {app16}|o servidor de saída de e-mail no telemóvel novo é {mailhost}
nl|de mastercode van het alarmsysteem is {code}|het serienummer van het alarmpaneel is {serial}|het app-wachtwoord voor mijn mail op de nieuwe telefoon is {app16}|de uitgaande mailserver op de nieuwe telefoon is {mailhost}
pl|kod główny alarmu to {code}|numer seryjny centrali alarmowej to {serial}|hasło aplikacji do mojej poczty na nowym telefonie to {app16}|serwer poczty wychodzącej na nowym telefonie to {mailhost}
cs|hlavní kód alarmu je {code}|sériové číslo ústředny alarmu je {serial}|heslo aplikace pro můj e-mail v novém telefonu je {app16}|server odchozí pošty v novém telefonu je {mailhost}
sk|hlavný kód alarmu je {code}|sériové číslo ústredne alarmu je {serial}|heslo aplikácie pre môj e-mail v novom telefóne je {app16}|server odchádzajúcej pošty v novom telefóne je {mailhost}
sl|glavna koda alarma je {code}|serijska številka alarmne centrale je {serial}|geslo za aplikacijo za mojo e-pošto na novem telefonu je {app16}|strežnik za odhodno pošto na novem telefonu je {mailhost}
hr|glavni kod alarma je {code}|serijski broj alarmne centrale je {serial}|lozinka aplikacije za moj e-mail na novom mobitelu je {app16}|poslužitelj odlazne pošte na novom mobitelu je {mailhost}
sr|главни код аларма је {code}|серијски број алармне централе је {serial}|лозинка апликације за мој мејл на новом телефону је {app16}|сервер одлазне поште на новом телефону је {mailhost}
bs|glavni kod alarma je {code}|serijski broj alarmne centrale je {serial}|šifra aplikacije za moj mail na novom telefonu je {app16}|server odlazne pošte na novom telefonu je {mailhost}
bg|главният код на алармата е {code}|серийният номер на алармения панел е {serial}|паролата за приложение за пощата ми на новия телефон е {app16}|сървърът за изходяща поща на новия телефон е {mailhost}
mk|главниот код на алармот е {code}|серискиот број на алармниот панел е {serial}|лозинката за апликација за мојата пошта на новиот телефон е {app16}|серверот за излезна пошта на новиот телефон е {mailhost}
ru|мастер-код сигнализации {code}|серийный номер панели сигнализации {serial}|пароль приложения для моей почты на новом телефоне {app16}|сервер исходящей почты на новом телефоне {mailhost}
uk|майстер-код сигналізації {code}|серійний номер панелі сигналізації {serial}|пароль застосунку для моєї пошти на новому телефоні {app16}|сервер вихідної пошти на новому телефоні {mailhost}
be|майстар-код сігналізацыі {code}|серыйны нумар панэлі сігналізацыі {serial}|пароль праграмы для маёй пошты на новым тэлефоне {app16}|сервер выходнай пошты на новым тэлефоне {mailhost}
lt|signalizacijos pagrindinis kodas yra {code}|signalizacijos pulto serijos numeris yra {serial}|mano pašto programėlės slaptažodis naujame telefone yra {app16}|siunčiamo pašto serveris naujame telefone yra {mailhost}
lv|signalizācijas galvenais kods ir {code}|signalizācijas paneļa sērijas numurs ir {serial}|lietotnes parole manam e-pastam jaunajā telefonā ir {app16}|izejošā pasta serveris jaunajā telefonā ir {mailhost}
et|valvesüsteemi peakood on {code}|valvepaneeli seerianumber on {serial}|mu e-posti rakenduse parool uues telefonis on {app16}|väljuva posti server uues telefonis on {mailhost}
fi|hälytysjärjestelmän pääkoodi on {code}|hälytyspaneelin sarjanumero on {serial}|sähköpostini sovellussalasana uudessa puhelimessa on {app16}|lähtevän postin palvelin uudessa puhelimessa on {mailhost}
sv|huvudkoden till larmet är {code}|larmpanelens serienummer är {serial}|applösenordet för min mejl i nya telefonen är {app16}|servern för utgående post i nya telefonen är {mailhost}
da|masterkoden til alarmen er {code}|alarmpanelets serienummer er {serial}|app-adgangskoden til min mail på den nye telefon er {app16}|serveren til udgående post på den nye telefon er {mailhost}
no|hovedkoden til alarmen er {code}|serienummeret på alarmpanelet er {serial}|app-passordet til e-posten min på den nye telefonen er {app16}|serveren for utgående e-post på den nye telefonen er {mailhost}
is|aðalkóðinn á þjófavörninni er {code}|raðnúmer stjórnborðs þjófavarnarinnar er {serial}|forritalykilorðið fyrir póstinn minn í nýja símanum er {app16}|póstþjónninn fyrir sendan póst í nýja símanum er {mailhost}
hu|a riasztó mesterkódja {code}|a riasztóközpont sorozatszáma {serial}|az e-mailem alkalmazásjelszava az új telefonon {app16}|a kimenő levelek szervere az új telefonon {mailhost}
ro|codul principal al alarmei este {code}|numărul de serie al centralei de alarmă este {serial}|parola de aplicație pentru e-mailul meu de pe telefonul nou este {app16}|serverul de e-mail de ieșire de pe telefonul nou este {mailhost}
el|ο κύριος κωδικός του συναγερμού είναι {code}|ο σειριακός αριθμός του πίνακα συναγερμού είναι {serial}|ο κωδικός εφαρμογής για το email μου στο νέο κινητό είναι {app16}|ο διακομιστής εξερχόμενης αλληλογραφίας στο νέο κινητό είναι {mailhost}
tr|alarm panelinin ana şifresi {code}|alarm panelinin seri numarası {serial}|yeni telefondaki e-postam için uygulama şifresi {app16}|yeni telefondaki giden posta sunucusu {mailhost}
ar|الرمز الرئيسي للوحة الإنذار هو {code}|الرقم التسلسلي للوحة الإنذار هو {serial}|كلمة مرور التطبيق لبريدي على الهاتف الجديد هي {app16}|خادم البريد الصادر على الهاتف الجديد هو {mailhost}
he|קוד המאסטר של האזעקה הוא {code}|המספר הסידורי של לוח האזעקה הוא {serial}|סיסמת האפליקציה למייל שלי בטלפון החדש היא {app16}|שרת הדואר היוצא בטלפון החדש הוא {mailhost}
fa|کد اصلی دزدگیر {code} است|شماره سریال پنل دزدگیر {serial} است|رمز برنامه برای ایمیلم روی گوشی جدید {app16} است|سرور ایمیل خروجی روی گوشی جدید {mailhost} است
ur|الارم پینل کا ماسٹر کوڈ {code} ہے|الارم پینل کا سیریل نمبر {serial} ہے|نئے فون پر میری ای میل کا ایپ پاس ورڈ {app16} ہے|نئے فون پر آؤٹ گوئنگ میل سرور {mailhost} ہے
hi|अलार्म पैनल का मास्टर कोड {code} है|अलार्म पैनल का सीरियल नंबर {serial} है|नए फ़ोन पर मेरे ईमेल का ऐप पासवर्ड {app16} है|नए फ़ोन पर आउटगोइंग मेल सर्वर {mailhost} है
bn|অ্যালার্ম প্যানেলের মাস্টার কোড {code}|অ্যালার্ম প্যানেলের সিরিয়াল নম্বর {serial}|নতুন ফোনে আমার ইমেলের অ্যাপ পাসওয়ার্ড {app16}|নতুন ফোনে বহির্গামী মেল সার্ভার {mailhost}
pa|ਅਲਾਰਮ ਪੈਨਲ ਦਾ ਮਾਸਟਰ ਕੋਡ {code} ਹੈ|ਅਲਾਰਮ ਪੈਨਲ ਦਾ ਸੀਰੀਅਲ ਨੰਬਰ {serial} ਹੈ|ਨਵੇਂ ਫ਼ੋਨ 'ਤੇ ਮੇਰੀ ਈਮੇਲ ਦਾ ਐਪ ਪਾਸਵਰਡ {app16} ਹੈ|ਨਵੇਂ ਫ਼ੋਨ 'ਤੇ ਆਊਟਗੋਇੰਗ ਮੇਲ ਸਰਵਰ {mailhost} ਹੈ
gu|એલાર્મ પેનલનો માસ્ટર કોડ {code} છે|એલાર્મ પેનલનો સીરીયલ નંબર {serial} છે|નવા ફોન પર મારા ઈમેલનો એપ પાસવર્ડ {app16} છે|નવા ફોન પર આઉટગોઇંગ મેલ સર્વર {mailhost} છે
mr|अलार्म पॅनेलचा मास्टर कोड {code} आहे|अलार्म पॅनेलचा सिरीयल नंबर {serial} आहे|नवीन फोनवर माझ्या ईमेलचा ॲप पासवर्ड {app16} आहे|नवीन फोनवर आउटगोइंग मेल सर्व्हर {mailhost} आहे
ta|அலாரம் பேனலின் மாஸ்டர் குறியீடு {code}|அலாரம் பேனலின் வரிசை எண் {serial}|புதிய போனில் என் மின்னஞ்சலுக்கான ஆப் கடவுச்சொல் {app16}|புதிய போனில் வெளிச்செல்லும் அஞ்சல் சேவையகம் {mailhost}
te|అలారం ప్యానెల్ మాస్టర్ కోడ్ {code}|అలారం ప్యానెల్ సీరియల్ నంబర్ {serial}|కొత్త ఫోన్‌లో నా ఈమెయిల్ యాప్ పాస్‌వర్డ్ {app16}|కొత్త ఫోన్‌లో అవుట్‌గోయింగ్ మెయిల్ సర్వర్ {mailhost}
kn|ಅಲಾರ್ಮ್ ಪ್ಯಾನೆಲ್‌ನ ಮಾಸ್ಟರ್ ಕೋಡ್ {code}|ಅಲಾರ್ಮ್ ಪ್ಯಾನೆಲ್‌ನ ಸೀರಿಯಲ್ ಸಂಖ್ಯೆ {serial}|ಹೊಸ ಫೋನ್‌ನಲ್ಲಿ ನನ್ನ ಇಮೇಲ್‌ನ ಆ್ಯಪ್ ಪಾಸ್‌ವರ್ಡ್ {app16}|ಹೊಸ ಫೋನ್‌ನಲ್ಲಿ ಹೊರಹೋಗುವ ಮೇಲ್ ಸರ್ವರ್ {mailhost}
ml|അലാറം പാനലിന്റെ മാസ്റ്റർ കോഡ് {code} ആണ്|അലാറം പാനലിന്റെ സീരിയൽ നമ്പർ {serial} ആണ്|പുതിയ ഫോണിൽ എന്റെ ഇമെയിലിന്റെ ആപ്പ് പാസ്‌വേഡ് {app16} ആണ്|പുതിയ ഫോണിലെ ഔട്ട്‌ഗോയിംഗ് മെയിൽ സെർവർ {mailhost} ആണ്
si|එලාම් පැනලයේ මාස්ටර් කේතය {code}|එලාම් පැනලයේ අනුක්‍රමික අංකය {serial}|අලුත් ෆෝන් එකේ මගේ ඊමේල් එකට ඇප් මුරපදය {app16}|අලුත් ෆෝන් එකේ පිටතට යන තැපැල් සේවාදායකය {mailhost}
ne|अलार्म प्यानलको मास्टर कोड {code} हो|अलार्म प्यानलको सिरियल नम्बर {serial} हो|नयाँ फोनमा मेरो इमेलको एप पासवर्ड {app16} हो|नयाँ फोनमा बाहिर जाने मेल सर्भर {mailhost} हो
th|รหัสหลักของแผงสัญญาณกันขโมยคือ {code}|หมายเลขซีเรียลของแผงสัญญาณกันขโมยคือ {serial}|รหัสผ่านแอปสำหรับอีเมลของฉันบนมือถือเครื่องใหม่คือ {app16}|เซิร์ฟเวอร์อีเมลขาออกบนมือถือเครื่องใหม่คือ {mailhost}
vi|mã chính của bảng báo động là {code}|số sê-ri của bảng báo động là {serial}|mật khẩu ứng dụng cho email của tôi trên điện thoại mới là {app16}|máy chủ thư đi trên điện thoại mới là {mailhost}
id|kode master panel alarm adalah {code}|nomor seri panel alarm adalah {serial}|sandi aplikasi untuk email saya di HP baru adalah {app16}|server email keluar di HP baru adalah {mailhost}
ms|kod induk panel penggera ialah {code}|nombor siri panel penggera ialah {serial}|kata laluan aplikasi untuk e-mel saya di telefon baharu ialah {app16}|pelayan e-mel keluar di telefon baharu ialah {mailhost}
tl|ang master code ng alarm panel ay {code}|ang serial number ng alarm panel ay {serial}|ang app password ng email ko sa bagong phone ay {app16}|ang outgoing mail server sa bagong phone ay {mailhost}
ko|경보 패널 마스터 코드는 {code}|경보 패널 일련번호는 {serial}|새 폰에서 쓰는 내 이메일 앱 비밀번호는 {app16}|새 폰의 보내는 메일 서버는 {mailhost}
ja|警報パネルのマスターコードは {code} です|警報パネルのシリアル番号は {serial} です|新しいスマホでのメールのアプリパスワードは {app16} です|新しいスマホの送信メールサーバーは {mailhost} です
zh|报警主机的主密码是 {code}|报警主机的序列号是 {serial}|新手机上我邮箱的应用专用密码是 {app16}|新手机上的发件服务器是 {mailhost}
ka|სიგნალიზაციის მთავარი კოდია {code}|სიგნალიზაციის პანელის სერიული ნომერია {serial}|ახალ ტელეფონზე ჩემი ფოსტის აპლიკაციის პაროლია {app16}|ახალ ტელეფონზე გამავალი ფოსტის სერვერია {mailhost}
hy|ազդանշանային համակարգի գլխավոր կոդն է {code}|ազդանշանային վահանակի սերիական համարն է {serial}|նոր հեռախոսում իմ էլփոստի հավելվածի գաղտնաբառն է {app16}|նոր հեռախոսում ելքային փոստի սերվերն է {mailhost}
az|siqnalizasiya panelinin əsas kodu {code}|siqnalizasiya panelinin seriya nömrəsi {serial}|yeni telefonda e-poçtum üçün tətbiq şifrəsi {app16}|yeni telefonda gedən poçt serveri {mailhost}
kk|дабыл панелінің негізгі коды {code}|дабыл панелінің сериялық нөмірі {serial}|жаңа телефондағы поштамның қолданба құпия сөзі {app16}|жаңа телефондағы шығыс пошта сервері {mailhost}
uz|signalizatsiya panelining asosiy kodi {code}|signalizatsiya panelining seriya raqami {serial}|yangi telefondagi pochtam uchun ilova paroli {app16}|yangi telefondagi chiquvchi pochta serveri {mailhost}
ky|сигнализация панелинин негизги коду {code}|сигнализация панелинин сериялык номери {serial}|жаңы телефондогу почтамдын колдонмо сырсөзү {app16}|жаңы телефондогу чыгуучу почта сервери {mailhost}
mn|дохиоллын самбарын мастер код {code}|дохиоллын самбарын серийн дугаар {serial}|шинэ утсан дээрх миний имэйлийн аппын нууц үг {app16}|шинэ утсан дээрх илгээх шуудангийн сервер {mailhost}
sw|msimbo mkuu wa kengele ni {code}|namba ya utambulisho ya paneli ya kengele ni {serial}|nenosiri la programu la barua pepe yangu kwenye simu mpya ni {app16}|seva ya barua zinazotoka kwenye simu mpya ni {mailhost}
am|የማንቂያ ፓነሉ ዋና ኮድ {code} ነው|የማንቂያ ፓነሉ መለያ ቁጥር {serial} ነው|በአዲሱ ስልክ ላይ የኢሜሌ የመተግበሪያ የይለፍ ቃል {app16} ነው|በአዲሱ ስልክ ላይ የወጪ መልእክት አገልጋይ {mailhost} ነው
yo|kóòdù àkọ́kọ́ ti ẹ̀rọ ìdágìrì ni {code}|nọ́ńbà sẹ́ríà ti ẹ̀rọ ìdágìrì ni {serial}|ọ̀rọ̀ aṣínà áàpù fún ímeèlì mi lórí fóònù tuntun ni {app16}|sáfà ímeèlì tó ń jáde lórí fóònù tuntun ni {mailhost}
ha|babban lambar ƙararrawa ita ce {code}|lambar siriyal ta allon ƙararrawa ita ce {serial}|kalmar sirrin manhaja ta imel ɗina a sabuwar waya ita ce {app16}|sabar imel mai fita a sabuwar waya ita ce {mailhost}
zu|ikhodi enkulu ye-alamu ithi {code}|inombolo ye-serial yephaneli ye-alamu ithi {serial}|iphasiwedi ye-app ye-imeyili yami efonini entsha ithi {app16}|iseva ye-imeyili ephumayo efonini entsha ithi {mailhost}
af|die meesterkode van die alarm is {code}|die reeksnommer van die alarmpaneel is {serial}|die toepwagwoord vir my e-pos op die nuwe foon is {app16}|die uitgaande posbediener op die nuwe foon is {mailhost}
so|koodhka guud ee alaarmiga waa {code}|lambarka taxanaha ee guddiga alaarmiga waa {serial}|furaha app-ka ee iimaylkayga taleefanka cusub waa {app16}|server-ka iimaylka baxaya ee taleefanka cusub waa {mailhost}
ga|is é máistirchód an aláraim ná {code}|is é sraithuimhir phainéal an aláraim ná {serial}|is é pasfhocal aipe mo ríomhphoist ar an bhfón nua ná {app16}|is é freastalaí an phoist amach ar an bhfón nua ná {mailhost}
cy|prif god y larwm yw {code}|rhif cyfresol panel y larwm yw {serial}|cyfrinair ap fy e-bost ar y ffôn newydd yw {app16}|gweinydd post allan ar y ffôn newydd yw {mailhost}
eu|alarmaren kode nagusia {code} da|alarma-panelaren serie-zenbakia {serial} da|telefono berrian nire posta elektronikoaren aplikazio-pasahitza {app16} da|telefono berriko irteerako posta-zerbitzaria {mailhost} da
ca|el codi mestre de l'alarma és {code}|el número de sèrie de la central d'alarma és {serial}|la contrasenya d'aplicació del meu correu al mòbil nou és {app16}|el servidor de correu sortint al mòbil nou és {mailhost}
gl|o código mestre da alarma é {code}|o número de serie da central da alarma é {serial}|o contrasinal de aplicación do meu correo no móbil novo é {app16}|o servidor de correo saínte no móbil novo é {mailhost}
mt|il-kodiċi ewlieni tal-allarm hu {code}|in-numru tas-serje tal-pannell tal-allarm hu {serial}|il-password tal-app għall-email tiegħi fuq il-mowbajl il-ġdid hi {app16}|is-server tal-posta ħierġa fuq il-mowbajl il-ġdid hu {mailhost}
sq|kodi kryesor i alarmit është {code}|numri serial i panelit të alarmit është {serial}|fjalëkalimi i aplikacionit për email-in tim në telefonin e ri është {app16}|serveri i postës dalëse në telefonin e ri është {mailhost}
eo|la ĉefa kodo de la alarmo estas {code}|la seria numero de la alarmpanelo estas {serial}|la aplikaĵa pasvorto por mia retpoŝto en la nova telefono estas {app16}|la servilo de elira poŝto en la nova telefono estas {mailhost}
ps|د الارم پینل ماسټر کوډ {code} دی|د الارم پینل سیریل نمبر {serial} دی|په نوي ټیلیفون کې زما د برېښنالیک د اپ پټنوم {app16} دی|په نوي ټیلیفون کې د وتونکي برېښنالیک سرور {mailhost} دی
tg|рамзи асосии сигнализатсия {code} аст|рақами силсилавии панели сигнализатсия {serial} аст|пароли барнома барои почтаи ман дар телефони нав {app16} аст|сервери почтаи бурунравӣ дар телефони нав {mailhost} аст
km|លេខកូដមេនៃផ្ទាំងរោទិ៍គឺ {code}|លេខសៀរៀលនៃផ្ទាំងរោទិ៍គឺ {serial}|ពាក្យសម្ងាត់កម្មវិធីសម្រាប់អ៊ីមែលរបស់ខ្ញុំនៅលើទូរស័ព្ទថ្មីគឺ {app16}|ម៉ាស៊ីនមេសំបុត្រចេញនៅលើទូរស័ព្ទថ្មីគឺ {mailhost}
lo|ລະຫັດຫຼັກຂອງແຜງສັນຍານກັນຂະໂມຍແມ່ນ {code}|ເລກຊີຣຽວຂອງແຜງສັນຍານກັນຂະໂມຍແມ່ນ {serial}|ລະຫັດຜ່ານແອັບສຳລັບອີເມວຂອງຂ້ອຍໃນໂທລະສັບໃໝ່ແມ່ນ {app16}|ເຊີບເວີອີເມວຂາອອກໃນໂທລະສັບໃໝ່ແມ່ນ {mailhost}
my|အချက်ပေးစနစ်ရဲ့ မာစတာကုဒ်က {code}|အချက်ပေးဘုတ်ရဲ့ စီးရီးနံပါတ်က {serial}|ဖုန်းအသစ်ပေါ်က ကျွန်တော့်အီးမေးလ်အတွက် အက်ပ်စကားဝှက်က {app16}|ဖုန်းအသစ်ပေါ်က အထွက်မေးလ်ဆာဗာက {mailhost}
jv|kode utama panel alarm yaiku {code}|nomer seri panel alarm yaiku {serial}|sandhi aplikasi kanggo emailku ing HP anyar yaiku {app16}|server email metu ing HP anyar yaiku {mailhost}
mi|ko te waehere matua o te whakaoho ko {code}|ko te nama rangatū o te papa whakaoho ko {serial}|ko te kupuhipa taupānga mō taku īmēra i te waea hou ko {app16}|ko te tūmau īmēra puta i te waea hou ko {mailhost}
ht|kòd prensipal alam lan se {code}|nimewo seri panno alam lan se {serial}|modpas aplikasyon pou imel mwen sou nouvo telefòn nan se {app16}|sèvè imel sòti sou nouvo telefòn nan se {mailhost}
yi|דער הויפּט־קאָד פֿון דעם אַלאַרעם איז {code}|די סעריע־נומער פֿון דעם אַלאַרעם־פּאַנעל איז {serial}|דאָס אַפּ־פּאַראָל פֿאַר מײַן בליצפּאָסט אויפֿן נײַעם טעלעפֿאָן איז {app16}|דער סערווער פֿאַר אַרויסגייענדיקע פּאָסט אויפֿן נײַעם טעלעפֿאָן איז {mailhost}
lb|de Mastercode vun der Alarmanlag ass {code}|d'Seriennummer vum Alarmpanel ass {serial}|d'App-Passwuert fir meng E-Mail um neien Handy ass {app16}|de Server fir erausgoend Mail um neien Handy ass {mailhost}
fy|de mastercode fan it alarm is {code}|it searjenûmer fan it alarmpaniel is {serial}|it app-wachtwurd foar myn mail op de nije telefoan is {app16}|de útgeande mailserver op de nije telefoan is {mailhost}
gd|'s e prìomh-chòd an rabhaidh {code}|'s e àireamh sreatha pannal an rabhaidh {serial}|'s e facal-faire na h-aplacaid airson mo phost-d air an fhòn ùr {app16}|'s e frithealaiche a' phuist a-mach air an fhòn ùr {mailhost}
br|kod mestr an alarm eo {code}|niverenn steudad panell an alarm eo {serial}|ger-tremen an arload evit ma postel war ar pellgomz nevez eo {app16}|servijer ar postel o vont er-maez war ar pellgomz nevez eo {mailhost}
oc|lo còdi mèstre de l'alarma es {code}|lo numèro de seria de la centrala d'alarma es {serial}|lo senhal d'aplicacion per mon corrièl sul telefòn nòu es {app16}|lo servidor de corrièl sortent sul telefòn nòu es {mailhost}
qu|alarma paneliq hatun codigonqa {code}|alarma paneliq serie yupaynqa {serial}|musuq telefonopi correoypaq app pakasqa siminqa {app16}|musuq telefonopi lluqsiq correo servidorqa {mailhost}
ug|ئاگاھلاندۇرۇش تاختىسىنىڭ ئاساسىي كودى {code}|ئاگاھلاندۇرۇش تاختىسىنىڭ تەرتىپ نومۇرى {serial}|يېڭى تېلېفوندىكى ئېلخېتىمنىڭ ئەپ پارولى {app16}|يېڭى تېلېفوندىكى چىقىش پوچتا مۇلازىمېتىرى {mailhost}
ckb|کۆدی سەرەکی ئالارمەکە {code}|ژمارەی زنجیرەیی تەختەی ئالارمەکە {serial}|وشەی نهێنی ئەپی ئیمەیڵەکەم لەسەر مۆبایلە نوێیەکە {app16}|سێرڤەری ئیمەیڵی دەرچوو لەسەر مۆبایلە نوێیەکە {mailhost}
"""
