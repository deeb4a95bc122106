"""Per-language words and sentences for the blind24 guard corpus, hand-written for this round (none machine translated).

Each line of LANGS is ``lang|vm_label|vm_secret|vm_benign|pdf_label|pdf_secret|pdf_benign``:

* vm_label: the noun phrase "voicemail PIN", used bare before or after a value ("voicemail PIN: 4821",
  "4821 (voicemail PIN)") and, in benign rows, before a masked value ("voicemail PIN: ****");
* vm_secret: "my voicemail PIN is {code}" (the value lets anyone who rings the mailbox from another phone listen to
  and delete the messages);
* vm_benign: the same mailbox with a public value: "to listen to voicemail, call {vmnum}" (the operator's number);
* pdf_label: the noun phrase "PDF password", used like vm_label;
* pdf_secret: "the password to open the payslip PDF is {pw}" (the value opens an encrypted document);
* pdf_benign: the same file with no credential: "the payslip PDF is called {pdfname}".

make_blind24.py builds several phrasings per language from these (the sentence, label-colon-value,
label-equals-value, value-then-label, label and value on two lines, the file name and then the password, ...),
so no one sentence per language carries a family.
"""

LANGS = r"""
en|voicemail PIN|my voicemail PIN is {code}|to listen to voicemail, call {vmnum}|PDF password|the password to open the payslip PDF is {pw}|the payslip PDF is called {pdfname}
de|Mailbox-PIN|meine Mailbox-PIN ist {code}|die Mailbox erreichst du unter {vmnum}|PDF-Passwort|das Passwort zum Öffnen der Gehaltsabrechnung (PDF) ist {pw}|die Gehaltsabrechnung als PDF heißt {pdfname}
fr|code de la messagerie vocale|le code de ma messagerie vocale est {code}|pour écouter la messagerie, appelle le {vmnum}|mot de passe du PDF|le mot de passe pour ouvrir le PDF de la fiche de paie est {pw}|le PDF de la fiche de paie s'appelle {pdfname}
es|PIN del buzón de voz|el PIN de mi buzón de voz es {code}|para escuchar el buzón de voz llama al {vmnum}|contraseña del PDF|la contraseña para abrir el PDF de la nómina es {pw}|el PDF de la nómina se llama {pdfname}
it|PIN della segreteria|il PIN della mia segreteria telefonica è {code}|per ascoltare la segreteria chiama il {vmnum}|password del PDF|la password per aprire il PDF della busta paga è {pw}|il PDF della busta paga si chiama {pdfname}
pt|PIN do correio de voz|o PIN do meu correio de voz é {code}|para ouvir o correio de voz liga para o {vmnum}|palavra-passe do PDF|a palavra-passe para abrir o PDF do recibo de vencimento é {pw}|o PDF do recibo de vencimento chama-se {pdfname}
nl|voicemail-pincode|mijn voicemail-pincode is {code}|je voicemail beluister je via {vmnum}|pdf-wachtwoord|het wachtwoord om de loonstrook-pdf te openen is {pw}|de loonstrook-pdf heet {pdfname}
pl|PIN poczty głosowej|mój PIN do poczty głosowej to {code}|żeby odsłuchać pocztę głosową, zadzwoń pod {vmnum}|hasło do PDF|hasło do otwarcia PDF-a z paskiem wypłaty to {pw}|PDF z paskiem wypłaty nazywa się {pdfname}
cs|PIN hlasové schránky|PIN k mé hlasové schránce je {code}|hlasovou schránku si poslechneš na čísle {vmnum}|heslo k PDF|heslo k otevření výplatní pásky v PDF je {pw}|výplatní páska v PDF se jmenuje {pdfname}
sk|PIN hlasovej schránky|PIN k mojej hlasovej schránke je {code}|hlasovú schránku si vypočuješ na čísle {vmnum}|heslo k PDF|heslo na otvorenie výplatnej pásky v PDF je {pw}|výplatná páska v PDF sa volá {pdfname}
sl|PIN glasovne pošte|PIN moje glasovne pošte je {code}|glasovno pošto poslušaš na številki {vmnum}|geslo za PDF|geslo za odpiranje PDF-ja s plačilno listo je {pw}|PDF s plačilno listo se imenuje {pdfname}
hr|PIN govorne pošte|PIN moje govorne pošte je {code}|govornu poštu preslušavaš na broju {vmnum}|lozinka za PDF|lozinka za otvaranje PDF-a s platnom listom je {pw}|PDF s platnom listom zove se {pdfname}
sr|ПИН говорне поште|ПИН моје говорне поште је {code}|говорну пошту слушаш на броју {vmnum}|лозинка за PDF|лозинка за отварање PDF-а са платним листићем је {pw}|PDF са платним листићем зове се {pdfname}
bs|PIN govorne pošte|PIN moje govorne pošte je {code}|govornu poštu slušaš na broju {vmnum}|šifra za PDF|šifra za otvaranje PDF-a s platnom listom je {pw}|PDF s platnom listom zove se {pdfname}
bg|ПИН на гласовата поща|ПИН-ът на гласовата ми поща е {code}|гласовата поща се слуша на {vmnum}|парола за PDF|паролата за отваряне на PDF-а с фиша за заплата е {pw}|PDF-ът с фиша за заплата се казва {pdfname}
mk|ПИН за говорна пошта|ПИН-от за мојата говорна пошта е {code}|говорната пошта се слуша на {vmnum}|лозинка за PDF|лозинката за отворање на PDF-от со платниот лист е {pw}|PDF-от со платниот лист се вика {pdfname}
ru|ПИН голосовой почты|ПИН от моей голосовой почты {code}|чтобы прослушать голосовую почту, звони на {vmnum}|пароль от PDF|пароль, чтобы открыть PDF с расчётным листком, {pw}|PDF с расчётным листком называется {pdfname}
uk|PIN голосової пошти|PIN моєї голосової пошти {code}|щоб прослухати голосову пошту, дзвони на {vmnum}|пароль до PDF|пароль, щоб відкрити PDF із розрахунковим листом, {pw}|PDF із розрахунковим листом називається {pdfname}
be|PIN галасавой пошты|PIN маёй галасавой пошты {code}|каб праслухаць галасавую пошту, тэлефануй на {vmnum}|пароль да PDF|пароль, каб адкрыць PDF з разліковым лістком, {pw}|PDF з разліковым лістком называецца {pdfname}
lt|balso pašto PIN|mano balso pašto PIN yra {code}|balso paštą išklausyti gali paskambinęs {vmnum}|PDF slaptažodis|slaptažodis atidaryti algalapio PDF yra {pw}|algalapio PDF vadinasi {pdfname}
lv|balss pasta PIN|mana balss pasta PIN ir {code}|balss pastu var noklausīties, zvanot uz {vmnum}|PDF parole|parole algas lapiņas PDF atvēršanai ir {pw}|algas lapiņas PDF saucas {pdfname}
et|kõneposti PIN|minu kõneposti PIN on {code}|kõneposti kuulamiseks helista numbrile {vmnum}|PDF-i parool|palgalehe PDF-i avamise parool on {pw}|palgalehe PDF-i nimi on {pdfname}
fi|vastaajan PIN|vastaajani PIN-koodi on {code}|vastaajan viestit kuulet numerosta {vmnum}|PDF:n salasana|palkkalaskelma-PDF:n avaava salasana on {pw}|palkkalaskelma-PDF:n nimi on {pdfname}
sv|röstbrevlådans PIN|PIN-koden till min röstbrevlåda är {code}|röstbrevlådan lyssnar du av på {vmnum}|PDF-lösenord|lösenordet för att öppna lönebeskedet (PDF) är {pw}|lönebeskedet som PDF heter {pdfname}
da|telefonsvarer-PIN|PIN-koden til min telefonsvarer er {code}|telefonsvareren aflyttes på {vmnum}|PDF-adgangskode|adgangskoden til lønsedlen som PDF er {pw}|lønsedlen som PDF hedder {pdfname}
no|PIN til mobilsvar|PIN-koden til mobilsvaret mitt er {code}|mobilsvaret hører du på {vmnum}|PDF-passord|passordet for å åpne lønnsslippen (PDF) er {pw}|lønnsslippen som PDF heter {pdfname}
is|PIN fyrir talhólf|PIN-númerið á talhólfinu mínu er {code}|þú hlustar á talhólfið í síma {vmnum}|lykilorð PDF-skjals|lykilorðið til að opna launaseðilinn (PDF) er {pw}|launaseðillinn sem PDF heitir {pdfname}
hu|hangposta PIN|a hangpostám PIN-kódja {code}|a hangpostát a {vmnum} számon hallgathatod meg|PDF-jelszó|a bérpapír PDF megnyitásához a jelszó {pw}|a bérpapír PDF neve {pdfname}
ro|PIN-ul căsuței vocale|PIN-ul căsuței mele vocale este {code}|ca să asculți căsuța vocală, sună la {vmnum}|parola PDF-ului|parola pentru a deschide fluturașul de salariu (PDF) este {pw}|fluturașul de salariu în PDF se numește {pdfname}
el|PIN τηλεφωνητή|το PIN του τηλεφωνητή μου είναι {code}|για να ακούσεις τον τηλεφωνητή, κάλεσε το {vmnum}|κωδικός του PDF|ο κωδικός για να ανοίξει το PDF της μισθοδοσίας είναι {pw}|το PDF της μισθοδοσίας λέγεται {pdfname}
tr|sesli mesaj PIN'i|sesli mesaj kutumun PIN'i {code}|sesli mesajları dinlemek için {vmnum} numarasını ara|PDF şifresi|maaş bordrosu PDF'ini açma şifresi {pw}|maaş bordrosu PDF'inin adı {pdfname}
ar|رمز البريد الصوتي|رمز البريد الصوتي الخاص بي هو {code}|للاستماع إلى البريد الصوتي اتصل بالرقم {vmnum}|كلمة مرور ملف PDF|كلمة المرور لفتح ملف PDF لكشف الراتب هي {pw}|اسم ملف PDF لكشف الراتب هو {pdfname}
he|קוד התא הקולי|הקוד של התא הקולי שלי הוא {code}|כדי לשמוע את התא הקולי חייגו {vmnum}|סיסמת ה-PDF|הסיסמה לפתיחת תלוש השכר ב-PDF היא {pw}|תלוש השכר ב-PDF נקרא {pdfname}
fa|رمز پست صوتی|رمز پست صوتی من {code} است|برای گوش دادن به پست صوتی با {vmnum} تماس بگیر|رمز فایل PDF|رمز باز کردن فیش حقوقی PDF {pw} است|اسم فیش حقوقی PDF {pdfname} است
ur|وائس میل پن|میرا وائس میل پن {code} ہے|وائس میل سننے کے لیے {vmnum} پر کال کریں|پی ڈی ایف پاس ورڈ|تنخواہ کی سلپ والی پی ڈی ایف کھولنے کا پاس ورڈ {pw} ہے|تنخواہ کی سلپ والی پی ڈی ایف کا نام {pdfname} ہے
hi|वॉइसमेल पिन|मेरा वॉइसमेल पिन {code} है|वॉइसमेल सुनने के लिए {vmnum} पर कॉल करो|पीडीएफ़ पासवर्ड|सैलरी स्लिप वाली पीडीएफ़ खोलने का पासवर्ड {pw} है|सैलरी स्लिप वाली पीडीएफ़ का नाम {pdfname} है
bn|ভয়েসমেইল পিন|আমার ভয়েসমেইল পিন {code}|ভয়েসমেইল শুনতে {vmnum} নম্বরে কল করো|পিডিএফ পাসওয়ার্ড|বেতন স্লিপের পিডিএফ খোলার পাসওয়ার্ড {pw}|বেতন স্লিপের পিডিএফের নাম {pdfname}
pa|ਵੌਇਸਮੇਲ ਪਿੰਨ|ਮੇਰਾ ਵੌਇਸਮੇਲ ਪਿੰਨ {code} ਹੈ|ਵੌਇਸਮੇਲ ਸੁਣਨ ਲਈ {vmnum} ਤੇ ਕਾਲ ਕਰੋ|ਪੀਡੀਐਫ ਪਾਸਵਰਡ|ਤਨਖਾਹ ਸਲਿੱਪ ਵਾਲੀ ਪੀਡੀਐਫ ਖੋਲ੍ਹਣ ਦਾ ਪਾਸਵਰਡ {pw} ਹੈ|ਤਨਖਾਹ ਸਲਿੱਪ ਵਾਲੀ ਪੀਡੀਐਫ ਦਾ ਨਾਮ {pdfname} ਹੈ
gu|વૉઇસમેઇલ પિન|મારો વૉઇસમેઇલ પિન {code} છે|વૉઇસમેઇલ સાંભળવા {vmnum} પર કૉલ કરો|પીડીએફ પાસવર્ડ|પગાર સ્લિપની પીડીએફ ખોલવાનો પાસવર્ડ {pw} છે|પગાર સ્લિપની પીડીએફનું નામ {pdfname} છે
mr|व्हॉइसमेल पिन|माझा व्हॉइसमेल पिन {code} आहे|व्हॉइसमेल ऐकण्यासाठी {vmnum} वर कॉल कर|पीडीएफ पासवर्ड|पगार स्लिपची पीडीएफ उघडण्याचा पासवर्ड {pw} आहे|पगार स्लिपच्या पीडीएफचे नाव {pdfname} आहे
ta|வாய்ஸ்மெயில் பின்|என் வாய்ஸ்மெயில் பின் {code}|வாய்ஸ்மெயில் கேட்க {vmnum} அழைக்கவும்|பிடிஎஃப் கடவுச்சொல்|சம்பளச் சீட்டு பிடிஎஃப் திறக்கும் கடவுச்சொல் {pw}|சம்பளச் சீட்டு பிடிஎஃப் பெயர் {pdfname}
te|వాయిస్‌మెయిల్ పిన్|నా వాయిస్‌మెయిల్ పిన్ {code}|వాయిస్‌మెయిల్ వినడానికి {vmnum} కి కాల్ చేయండి|పీడీఎఫ్ పాస్‌వర్డ్|జీతం స్లిప్ పీడీఎఫ్ తెరవడానికి పాస్‌వర్డ్ {pw}|జీతం స్లిప్ పీడీఎఫ్ పేరు {pdfname}
kn|ವಾಯ್ಸ್‌ಮೇಲ್ ಪಿನ್|ನನ್ನ ವಾಯ್ಸ್‌ಮೇಲ್ ಪಿನ್ {code}|ವಾಯ್ಸ್‌ಮೇಲ್ ಕೇಳಲು {vmnum} ಗೆ ಕರೆ ಮಾಡಿ|ಪಿಡಿಎಫ್ ಪಾಸ್‌ವರ್ಡ್|ಸಂಬಳ ಚೀಟಿ ಪಿಡಿಎಫ್ ತೆರೆಯುವ ಪಾಸ್‌ವರ್ಡ್ {pw}|ಸಂಬಳ ಚೀಟಿ ಪಿಡಿಎಫ್ ಹೆಸರು {pdfname}
ml|വോയ്‌സ്‌മെയിൽ പിൻ|എന്റെ വോയ്‌സ്‌മെയിൽ പിൻ {code} ആണ്|വോയ്‌സ്‌മെയിൽ കേൾക്കാൻ {vmnum} ൽ വിളിക്കൂ|പിഡിഎഫ് പാസ്‌വേഡ്|ശമ്പള സ്ലിപ്പ് പിഡിഎഫ് തുറക്കാനുള്ള പാസ്‌വേഡ് {pw} ആണ്|ശമ്പള സ്ലിപ്പ് പിഡിഎഫിന്റെ പേര് {pdfname} ആണ്
si|හඬ තැපැල් PIN|මගේ හඬ තැපැල් PIN අංකය {code}|හඬ තැපැල් අහන්න {vmnum} අමතන්න|PDF මුරපදය|වැටුප් පත්‍රිකා PDF එක අරින මුරපදය {pw}|වැටුප් පත්‍රිකා PDF එකේ නම {pdfname}
ne|भ्वाइसमेल पिन|मेरो भ्वाइसमेल पिन {code} हो|भ्वाइसमेल सुन्न {vmnum} मा फोन गर|पीडीएफ पासवर्ड|तलब स्लिपको पीडीएफ खोल्ने पासवर्ड {pw} हो|तलब स्लिपको पीडीएफको नाम {pdfname} हो
th|รหัสฝากข้อความเสียง|รหัสฝากข้อความเสียงของฉันคือ {code}|ฟังข้อความเสียงโทร {vmnum}|รหัสผ่าน PDF|รหัสผ่านเปิดไฟล์ PDF สลิปเงินเดือนคือ {pw}|ไฟล์ PDF สลิปเงินเดือนชื่อ {pdfname}
vi|mã PIN hộp thư thoại|mã PIN hộp thư thoại của mình là {code}|muốn nghe hộp thư thoại thì gọi {vmnum}|mật khẩu PDF|mật khẩu để mở file PDF phiếu lương là {pw}|file PDF phiếu lương tên là {pdfname}
id|PIN kotak suara|PIN kotak suaraku {code}|untuk dengar kotak suara, telepon {vmnum}|kata sandi PDF|kata sandi untuk membuka PDF slip gaji adalah {pw}|PDF slip gajinya bernama {pdfname}
ms|PIN mel suara|PIN mel suara saya ialah {code}|untuk dengar mel suara, hubungi {vmnum}|kata laluan PDF|kata laluan untuk buka PDF slip gaji ialah {pw}|PDF slip gaji itu bernama {pdfname}
tl|PIN ng voicemail|ang PIN ng voicemail ko ay {code}|para makinig sa voicemail, tumawag sa {vmnum}|password ng PDF|ang password para mabuksan ang PDF ng payslip ay {pw}|ang pangalan ng PDF ng payslip ay {pdfname}
ko|음성사서함 비밀번호|내 음성사서함 비밀번호는 {code}이야|음성사서함은 {vmnum}로 전화하면 들을 수 있어|PDF 비밀번호|급여명세서 PDF 여는 비밀번호는 {pw}야|급여명세서 PDF 파일 이름은 {pdfname}야
ja|留守電の暗証番号|留守番電話の暗証番号は{code}です|留守電を聞くには{vmnum}に電話してください|PDFのパスワード|給与明細PDFを開くパスワードは{pw}です|給与明細のPDFのファイル名は{pdfname}です
zh|语音信箱密码|我的语音信箱密码是{code}|听语音信箱请拨打{vmnum}|PDF密码|打开工资单PDF的密码是{pw}|工资单PDF的文件名是{pdfname}
ka|ხმოვანი ფოსტის PIN|ჩემი ხმოვანი ფოსტის PIN არის {code}|ხმოვანი ფოსტის მოსასმენად დარეკე {vmnum}|PDF-ის პაროლი|ხელფასის ფურცლის PDF-ის გასახსნელი პაროლია {pw}|ხელფასის ფურცლის PDF-ს ჰქვია {pdfname}
hy|ձայնային փոստի PIN|իմ ձայնային փոստի PIN-ը {code} է|ձայնային փոստը լսելու համար զանգիր {vmnum}|PDF-ի գաղտնաբառ|աշխատավարձի թերթիկի PDF-ը բացելու գաղտնաբառը {pw} է|աշխատավարձի թերթիկի PDF-ը կոչվում է {pdfname}
az|səsli poçt PIN-i|səsli poçtumun PIN-i {code}|səsli poçtu dinləmək üçün {vmnum} nömrəsinə zəng et|PDF şifrəsi|maaş vərəqəsi PDF-ini açmaq üçün şifrə {pw}|maaş vərəqəsi PDF-inin adı {pdfname}
kk|дауыстық пошта PIN коды|менің дауыстық поштамның PIN коды {code}|дауыстық поштаны тыңдау үшін {vmnum} нөміріне қоңырау шал|PDF құпиясөзі|жалақы парағының PDF файлын ашатын құпиясөз {pw}|жалақы парағының PDF файлы {pdfname} деп аталады
uz|ovozli pochta PIN kodi|ovozli pochtamning PIN kodi {code}|ovozli pochtani eshitish uchun {vmnum} raqamiga qo'ng'iroq qil|PDF paroli|oylik varaqasi PDF faylini ochish paroli {pw}|oylik varaqasi PDF faylining nomi {pdfname}
ky|үн почтасынын PIN коду|менин үн почтамдын PIN коду {code}|үн почтасын угуу үчүн {vmnum} номерине чал|PDF сырсөзү|айлык баракчасынын PDF файлын ачуучу сырсөз {pw}|айлык баракчасынын PDF файлы {pdfname} деп аталат
mn|дуут шуудангийн PIN|миний дуут шуудангийн PIN код {code}|дуут шуудангаа сонсохдоо {vmnum} руу залга|PDF нууц үг|цалингийн хуудасны PDF-ийг нээх нууц үг {pw}|цалингийн хуудасны PDF-ийн нэр {pdfname}
sw|PIN ya ujumbe wa sauti|PIN ya ujumbe wangu wa sauti ni {code}|kusikiliza ujumbe wa sauti piga {vmnum}|nenosiri la PDF|nenosiri la kufungua PDF ya hati ya mshahara ni {pw}|PDF ya hati ya mshahara inaitwa {pdfname}
am|የድምፅ መልዕክት ፒን|የድምፅ መልዕክት ሳጥኔ ፒን {code} ነው|የድምፅ መልዕክት ለመስማት ወደ {vmnum} ደውል|የፒዲኤፍ የይለፍ ቃል|የደሞዝ ወረቀቱን ፒዲኤፍ የሚከፍተው የይለፍ ቃል {pw} ነው|የደሞዝ ወረቀቱ ፒዲኤፍ ስም {pdfname} ነው
yo|PIN ifohunranṣẹ|PIN ifohunranṣẹ mi ni {code}|láti gbọ́ ifohunranṣẹ, pe {vmnum}|ọ̀rọ̀ aṣínà PDF|ọ̀rọ̀ aṣínà láti ṣí PDF ìwé owó oṣù ni {pw}|orúkọ PDF ìwé owó oṣù ni {pdfname}
ha|PIN na saƙon murya|PIN na akwatin saƙon murya na shi ne {code}|don sauraron saƙon murya, kira {vmnum}|kalmar sirri ta PDF|kalmar sirri don buɗe PDF na takardar albashi ita ce {pw}|sunan PDF na takardar albashi shi ne {pdfname}
zu|i-PIN yevoyisimeyili|i-PIN yevoyisimeyili yami ngu-{code}|ukuze ulalele ivoyisimeyili, shayela ku-{vmnum}|iphasiwedi ye-PDF|iphasiwedi yokuvula i-PDF ye-payslip ngu-{pw}|i-PDF ye-payslip ibizwa ngokuthi {pdfname}
af|stempos-PIN|my stempos se PIN is {code}|om na jou stempos te luister, bel {vmnum}|PDF-wagwoord|die wagwoord om die salarisstrokie-PDF oop te maak is {pw}|die salarisstrokie-PDF se naam is {pdfname}
so|PIN-ka fariinta codka|PIN-ka sanduuqa fariinta codkayga waa {code}|si aad u dhageysato fariimaha codka wac {vmnum}|furaha sirta ee PDF|furaha lagu furo PDF-ka warqadda mushaharka waa {pw}|PDF-ka warqadda mushaharka waxaa la yiraahdaa {pdfname}
ga|UAP an ghlórphoist|is é UAP mo ghlórphoist ná {code}|chun éisteacht leis an nglórphost, glaoigh ar {vmnum}|pasfhocal an PDF|is é an pasfhocal chun PDF na duillín pá a oscailt ná {pw}|{pdfname} an t-ainm atá ar PDF na duillín pá
cy|PIN y neges llais|PIN fy neges llais yw {code}|i wrando ar negeseuon llais, ffonia {vmnum}|cyfrinair y PDF|y cyfrinair i agor PDF y slip cyflog yw {pw}|enw PDF y slip cyflog yw {pdfname}
eu|ahots-postontziaren PINa|nire ahots-postontziaren PINa {code} da|ahots-postontzia entzuteko, deitu {vmnum} zenbakira|PDFaren pasahitza|nominaren PDFa irekitzeko pasahitza {pw} da|nominaren PDFak {pdfname} du izena
ca|PIN de la bústia de veu|el PIN de la meva bústia de veu és {code}|per escoltar la bústia de veu truca al {vmnum}|contrasenya del PDF|la contrasenya per obrir el PDF de la nòmina és {pw}|el PDF de la nòmina es diu {pdfname}
gl|PIN do buzón de voz|o PIN do meu buzón de voz é {code}|para escoitar o buzón de voz chama ao {vmnum}|contrasinal do PDF|o contrasinal para abrir o PDF da nómina é {pw}|o PDF da nómina chámase {pdfname}
mt|il-PIN tal-voicemail|il-PIN tal-voicemail tiegħi huwa {code}|biex tisma' l-voicemail ċempel {vmnum}|il-password tal-PDF|il-password biex tiftaħ il-PDF tal-payslip hija {pw}|il-PDF tal-payslip jismu {pdfname}
sq|PIN-i i postës zanore|PIN-i i postës sime zanore është {code}|për të dëgjuar postën zanore telefono {vmnum}|fjalëkalimi i PDF-së|fjalëkalimi për të hapur PDF-në e fletëpagesës është {pw}|PDF-ja e fletëpagesës quhet {pdfname}
eo|PIN de la voĉpoŝto|la PIN de mia voĉpoŝto estas {code}|por aŭskulti la voĉpoŝton, telefonu al {vmnum}|pasvorto de la PDF|la pasvorto por malfermi la salajran PDF-on estas {pw}|la salajra PDF nomiĝas {pdfname}
ps|د غږیز پیغام PIN|زما د غږیز پیغام PIN {code} دی|د غږیز پیغام اورېدو لپاره {vmnum} ته زنګ ووهه|د PDF پټنوم|د معاش پاڼې د PDF د خلاصولو پټنوم {pw} دی|د معاش پاڼې د PDF نوم {pdfname} دی
tg|PIN-и почтаи овозӣ|PIN-и почтаи овозии ман {code}|барои гӯш кардани почтаи овозӣ ба {vmnum} занг зан|пароли PDF|пароли кушодани PDF-и варақаи маош {pw}|PDF-и варақаи маош {pdfname} ном дорад
km|លេខ PIN សារជាសំឡេង|លេខ PIN សារជាសំឡេងរបស់ខ្ញុំគឺ {code}|ដើម្បីស្តាប់សារជាសំឡេង ហៅទៅ {vmnum}|ពាក្យសម្ងាត់ PDF|ពាក្យសម្ងាត់បើក PDF បង្កាន់ដៃប្រាក់ខែគឺ {pw}|ឯកសារ PDF បង្កាន់ដៃប្រាក់ខែឈ្មោះ {pdfname}
lo|ລະຫັດ PIN ຂໍ້ຄວາມສຽງ|ລະຫັດ PIN ຂໍ້ຄວາມສຽງຂອງຂ້ອຍແມ່ນ {code}|ຟັງຂໍ້ຄວາມສຽງໂທ {vmnum}|ລະຫັດຜ່ານ PDF|ລະຫັດຜ່ານເປີດ PDF ໃບເງິນເດືອນແມ່ນ {pw}|ໄຟລ໌ PDF ໃບເງິນເດືອນຊື່ {pdfname}
my|အသံမေးလ် PIN|ကျွန်တော့် အသံမေးလ် PIN က {code}|အသံမေးလ် နားထောင်ရန် {vmnum} ကို ခေါ်ပါ|PDF စကားဝှက်|လစာစလစ် PDF ဖွင့်ရန် စကားဝှက်က {pw}|လစာစလစ် PDF ဖိုင်နာမည်က {pdfname}
jv|PIN kothak swara|PIN kothak swaraku {code}|kanggo ngrungokake kothak swara, telpon {vmnum}|tembung sandhi PDF|tembung sandhi kanggo mbukak PDF slip gaji yaiku {pw}|PDF slip gaji jenenge {pdfname}
mi|te PIN mēra reo|ko te PIN o taku mēra reo ko {code}|hei whakarongo ki te mēra reo, waea atu ki {vmnum}|te kupuhipa PDF|ko te kupuhipa hei whakatuwhera i te PDF utu ko {pw}|ko te ingoa o te PDF utu ko {pdfname}
ht|PIN mesaj vokal|PIN mesaj vokal mwen se {code}|pou tande mesaj vokal yo, rele {vmnum}|modpas PDF la|modpas pou louvri PDF fich peman an se {pw}|PDF fich peman an rele {pdfname}
yi|קול־פּאָסט PIN|מײַן קול־פּאָסט PIN איז {code}|כּדי צו הערן די קול־פּאָסט, רוף {vmnum}|PDF פּאַראָל|דאָס פּאַראָל צו עפֿענען דעם געהאַלט־PDF איז {pw}|דער געהאַלט־PDF הייסט {pdfname}
lb|Mailbox-PIN|meng Mailbox-PIN ass {code}|d'Mailbox lauschters de ënner {vmnum}|PDF-Passwuert|d'Passwuert fir de Pai-Zettel als PDF opzemaachen ass {pw}|de Pai-Zettel als PDF heescht {pdfname}
fy|voicemail-pinkoade|myn voicemail-pinkoade is {code}|dyn voicemail harkest ôf fia {vmnum}|pdf-wachtwurd|it wachtwurd om de lean-pdf te iepenjen is {pw}|de lean-pdf hjit {pdfname}
gd|PIN a' phuist-ghutha|'s e PIN mo phuist-ghutha {code}|gus èisteachd ris a' phost-ghutha, fòn {vmnum}|facal-faire a' PDF|'s e am facal-faire airson PDF na duilleig-pàighidh fhosgladh {pw}|'s e ainm PDF na duilleig-pàighidh {pdfname}
br|PIN ar voestlizhiri-mouezh|PIN ma boestlizhiri-mouezh eo {code}|evit selaou ar voestlizhiri-mouezh, galv {vmnum}|ger-tremen ar PDF|ger-tremen evit digeriñ PDF ar follenn-c'hopr eo {pw}|anv PDF ar follenn-c'hopr eo {pdfname}
oc|PIN de la mesatjariá vocala|lo PIN de ma mesatjariá vocala es {code}|per escotar la mesatjariá vocala, sona al {vmnum}|senhal del PDF|lo senhal per dobrir lo PDF de la fuèlha de paga es {pw}|lo PDF de la fuèlha de paga s'apèla {pdfname}
qu|kunka willakuypa PINnin|kunka willakuyniypa PINninqa {code}|kunka willakuyta uyarinaykipaq {vmnum} nisqaman waqyay|PDFpa pakasqa siminqa|pagasqa qillqapa PDFninta kichanapaq pakasqa siminqa {pw}|pagasqa qillqapa PDFninpa sutinqa {pdfname}
ug|ئاۋازلىق خەت PIN|ئاۋازلىق خەت ساندۇقۇمنىڭ PIN نومۇرى {code}|ئاۋازلىق خەتنى ئاڭلاش ئۈچۈن {vmnum} غا تېلېفون قىلىڭ|PDF پارولى|مائاش تالونى PDF نى ئاچىدىغان پارول {pw}|مائاش تالونى PDF نىڭ ئىسمى {pdfname}
ckb|PINی پەیامی دەنگی|PINی سندوقی پەیامی دەنگیم {code}ە|بۆ گوێگرتن لە پەیامی دەنگی پەیوەندی بکە بە {vmnum}|وشەی نهێنی PDF|وشەی نهێنی بۆ کردنەوەی PDFی پسوولەی مووچە {pw}ە|ناوی PDFی پسوولەی مووچە {pdfname}ە
"""

# A second hand-written phrasing per language, so no family rests on one sentence per language; each line is
# ``lang|vm_secret2|pdf_secret2``: "when the voicemail asks for the PIN, enter {code}" and "to open the PDF, type
# {pw}" (the same values as above, said as an instruction rather than a statement).
LANGS2 = r"""
en|when the voicemail asks for the PIN, enter {code}|to open the PDF, type {pw}
de|wenn die Mailbox nach der PIN fragt, gib {code} ein|zum Öffnen der PDF gib {pw} ein
fr|quand la messagerie demande le code, tape {code}|pour ouvrir le PDF, tape {pw}
es|cuando el buzón pida el PIN, marca {code}|para abrir el PDF, escribe {pw}
it|quando la segreteria chiede il PIN, digita {code}|per aprire il PDF scrivi {pw}
pt|quando o correio de voz pedir o PIN, marca {code}|para abrir o PDF, escreve {pw}
nl|als de voicemail om de pincode vraagt, toets {code}|om de pdf te openen, typ {pw}
pl|kiedy poczta głosowa zapyta o PIN, wpisz {code}|żeby otworzyć PDF, wpisz {pw}
cs|až se hlasová schránka zeptá na PIN, zadej {code}|PDF otevřeš zadáním {pw}
sk|keď sa hlasová schránka spýta na PIN, zadaj {code}|PDF otvoríš zadaním {pw}
sl|ko glasovna pošta vpraša za PIN, vtipkaj {code}|za odpiranje PDF-ja vpiši {pw}
hr|kad govorna pošta pita PIN, upiši {code}|za otvaranje PDF-a upiši {pw}
sr|кад говорна пошта тражи ПИН, укуцај {code}|да отвориш PDF, укуцај {pw}
bs|kad govorna pošta traži PIN, ukucaj {code}|da otvoriš PDF, ukucaj {pw}
bg|когато гласовата поща поиска ПИН, въведи {code}|за да отвориш PDF-а, напиши {pw}
mk|кога говорната пошта ќе побара ПИН, внеси {code}|за да го отвориш PDF-от, внеси {pw}
ru|когда голосовая почта спросит ПИН, набери {code}|чтобы открыть PDF, введи {pw}
uk|коли голосова пошта попросить PIN, набери {code}|щоб відкрити PDF, введи {pw}
be|калі галасавая пошта папросіць PIN, набяры {code}|каб адкрыць PDF, увядзі {pw}
lt|kai balso paštas paklaus PIN, surink {code}|PDF atidarysi įvedęs {pw}
lv|kad balss pasts prasa PIN, ievadi {code}|lai atvērtu PDF, ieraksti {pw}
et|kui kõnepost küsib PIN-i, sisesta {code}|PDF-i avamiseks sisesta {pw}
fi|kun vastaaja kysyy PIN-koodia, näppäile {code}|PDF aukeaa salasanalla {pw}
sv|när röstbrevlådan frågar efter PIN, slå {code}|för att öppna PDF:en, skriv {pw}
da|når telefonsvareren spørger om PIN, tast {code}|for at åbne PDF'en, skriv {pw}
no|når mobilsvaret ber om PIN, tast {code}|for å åpne PDF-en, skriv {pw}
is|þegar talhólfið biður um PIN, sláðu inn {code}|til að opna PDF-skjalið, sláðu inn {pw}
hu|amikor a hangposta PIN-t kér, üsd be: {code}|a PDF megnyitásához írd be: {pw}
ro|când căsuța vocală cere PIN-ul, tastează {code}|ca să deschizi PDF-ul, scrie {pw}
el|όταν ο τηλεφωνητής ζητήσει PIN, πάτα {code}|για να ανοίξεις το PDF, γράψε {pw}
tr|sesli mesaj PIN isteyince {code} tuşla|PDF'i açmak için {pw} yaz
ar|عندما يطلب البريد الصوتي الرمز، أدخل {code}|لفتح ملف PDF اكتب {pw}
he|כשהתא הקולי מבקש קוד, הקישו {code}|כדי לפתוח את ה-PDF, הקלידו {pw}
fa|وقتی پست صوتی رمز خواست، {code} را بزن|برای باز کردن PDF بنویس {pw}
ur|جب وائس میل پن مانگے تو {code} دبائیں|پی ڈی ایف کھولنے کے لیے {pw} لکھیں
hi|जब वॉइसमेल पिन माँगे तो {code} डालो|पीडीएफ़ खोलने के लिए {pw} टाइप करो
bn|ভয়েসমেইল পিন চাইলে {code} দাও|পিডিএফ খুলতে {pw} লেখো
pa|ਜਦੋਂ ਵੌਇਸਮੇਲ ਪਿੰਨ ਮੰਗੇ ਤਾਂ {code} ਦਬਾਓ|ਪੀਡੀਐਫ ਖੋਲ੍ਹਣ ਲਈ {pw} ਲਿਖੋ
gu|વૉઇસમેઇલ પિન માગે ત્યારે {code} દબાવો|પીડીએફ ખોલવા {pw} લખો
mr|व्हॉइसमेल पिन विचारेल तेव्हा {code} दाब|पीडीएफ उघडायला {pw} टाक
ta|வாய்ஸ்மெயில் பின் கேட்டால் {code} அழுத்தவும்|பிடிஎஃப் திறக்க {pw} தட்டச்சு செய்யவும்
te|వాయిస్‌మెయిల్ పిన్ అడిగితే {code} నొక్కండి|పీడీఎఫ్ తెరవడానికి {pw} టైప్ చేయండి
kn|ವಾಯ್ಸ್‌ಮೇಲ್ ಪಿನ್ ಕೇಳಿದಾಗ {code} ಒತ್ತಿ|ಪಿಡಿಎಫ್ ತೆರೆಯಲು {pw} ಟೈಪ್ ಮಾಡಿ
ml|വോയ്‌സ്‌മെയിൽ പിൻ ചോദിച്ചാൽ {code} അമർത്തുക|പിഡിഎഫ് തുറക്കാൻ {pw} ടൈപ്പ് ചെയ്യുക
si|හඬ තැපැල PIN ඉල්ලුවොත් {code} ඔබන්න|PDF එක අරින්න {pw} ටයිප් කරන්න
ne|भ्वाइसमेलले पिन माग्दा {code} थिच|पीडीएफ खोल्न {pw} टाइप गर
th|ถ้าฝากข้อความเสียงถามรหัส ให้กด {code}|จะเปิด PDF ให้พิมพ์ {pw}
vi|khi hộp thư thoại hỏi mã PIN thì bấm {code}|để mở file PDF thì gõ {pw}
id|kalau kotak suara minta PIN, tekan {code}|untuk buka PDF-nya, ketik {pw}
ms|bila mel suara minta PIN, tekan {code}|untuk buka PDF itu, taip {pw}
tl|kapag hiningi ng voicemail ang PIN, pindutin ang {code}|para mabuksan ang PDF, i-type ang {pw}
ko|음성사서함이 비밀번호를 물으면 {code} 누르면 돼|PDF 열 때 {pw} 입력해
ja|留守電で暗証番号を聞かれたら{code}を押してください|PDFを開くときは{pw}と入力してください
zh|语音信箱要密码时按{code}|打开PDF时输入{pw}
ka|როცა ხმოვანი ფოსტა PIN-ს მოითხოვს, აკრიფე {code}|PDF-ის გასახსნელად ჩაწერე {pw}
hy|երբ ձայնային փոստը PIN խնդրի, հավաքիր {code}|PDF-ը բացելու համար գրիր {pw}
az|səsli poçt PIN istəyəndə {code} yığ|PDF-i açmaq üçün {pw} yaz
kk|дауыстық пошта PIN сұрағанда {code} тер|PDF ашу үшін {pw} деп жаз
uz|ovozli pochta PIN so'raganda {code} ni ter|PDF ni ochish uchun {pw} deb yoz
ky|үн почтасы PIN сураганда {code} тер|PDF ачуу үчүн {pw} деп жаз
mn|дуут шуудан PIN асуухад {code} дар|PDF нээхдээ {pw} гэж бич
sw|ujumbe wa sauti ukiuliza PIN, bonyeza {code}|kufungua PDF, andika {pw}
am|የድምፅ መልዕክቱ ፒን ሲጠይቅ {code} ተጫን|ፒዲኤፉን ለመክፈት {pw} ጻፍ
yo|tí ifohunranṣẹ bá béèrè PIN, tẹ {code}|láti ṣí PDF náà, tẹ {pw}
ha|idan saƙon murya ya nemi PIN, danna {code}|don buɗe PDF ɗin, rubuta {pw}
zu|uma ivoyisimeyili icela i-PIN, cindezela {code}|ukuze uvule i-PDF, bhala {pw}
af|as die stempos vir die PIN vra, druk {code}|om die PDF oop te maak, tik {pw}
so|marka fariinta codku PIN-ka weydiiso, riix {code}|si aad PDF-ka u furto, qor {pw}
ga|nuair a iarrann an glórphost an UAP, brúigh {code}|chun an PDF a oscailt, clóscríobh {pw}
cy|pan mae'r neges llais yn gofyn am y PIN, pwysa {code}|i agor y PDF, teipia {pw}
eu|ahots-postontziak PINa eskatzen duenean, sakatu {code}|PDFa irekitzeko, idatzi {pw}
ca|quan la bústia de veu demani el PIN, marca {code}|per obrir el PDF, escriu {pw}
gl|cando o buzón de voz pida o PIN, marca {code}|para abrir o PDF, escribe {pw}
mt|meta l-voicemail jitolbok il-PIN, agħfas {code}|biex tiftaħ il-PDF, ikteb {pw}
sq|kur posta zanore kërkon PIN-in, shtyp {code}|për të hapur PDF-në, shkruaj {pw}
eo|kiam la voĉpoŝto petas la PIN, tajpu {code}|por malfermi la PDF-on, tajpu {pw}
ps|کله چې غږیز پیغام PIN وغواړي، {code} ووهه|د PDF د خلاصولو لپاره {pw} ولیکه
tg|вақте почтаи овозӣ PIN пурсад, {code}-ро пахш кун|барои кушодани PDF {pw} навис
km|ពេលសារជាសំឡេងសួរលេខ PIN សូមចុច {code}|ដើម្បីបើក PDF សូមវាយ {pw}
lo|ເມື່ອຂໍ້ຄວາມສຽງຖາມລະຫັດ PIN ໃຫ້ກົດ {code}|ເພື່ອເປີດ PDF ໃຫ້ພິມ {pw}
my|အသံမေးလ်က PIN တောင်းရင် {code} နှိပ်ပါ|PDF ဖွင့်ဖို့ {pw} ရိုက်ပါ
jv|yen kothak swara njaluk PIN, pencet {code}|kanggo mbukak PDF, ketik {pw}
mi|ina pātai te mēra reo mō te PIN, pēhia {code}|hei whakatuwhera i te PDF, patohia {pw}
ht|lè mesaj vokal la mande PIN, tape {code}|pou louvri PDF la, tape {pw}
yi|ווען די קול־פּאָסט בעט דעם PIN, דריק {code}|כּדי צו עפֿענען דעם PDF, שרײַב {pw}
lb|wann d'Mailbox no der PIN freet, tipp {code}|fir de PDF opzemaachen, tipp {pw}
fy|as de voicemail om de pinkoade freget, typ {code}|om de pdf te iepenjen, typ {pw}
gd|nuair a dh'iarras am post-gutha am PIN, brùth {code}|gus am PDF fhosgladh, sgrìobh {pw}
br|pa c'houlenn ar voestlizhiri-mouezh ar PIN, pouez war {code}|evit digeriñ ar PDF, skriv {pw}
oc|quand la mesatjariá demanda lo PIN, picatz {code}|per dobrir lo PDF, picatz {pw}
qu|kunka willakuy PINta mañakuptin {code} nisqata ñit'iy|PDFta kichanapaq {pw} nisqata qillqay
ug|ئاۋازلىق خەت PIN سورىسا {code} نى بېسىڭ|PDF نى ئېچىش ئۈچۈن {pw} نى يېزىڭ
ckb|کاتێک پەیامی دەنگی PIN داوا دەکات، {code} دابگرە|بۆ کردنەوەی PDFەکە {pw} بنووسە
"""
