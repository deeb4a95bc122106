"""Per-language sentences for the blind16 guard corpus, hand-written (no sentence was machine translated).

Each line of LANGS is ``lang|door|pin|password|benign_a|benign_b``: three secret sentences (a door/gate/entry code
in the locale's own words, a card or phone PIN, a password) and two benign near misses that carry a number of the
same shape which opens nothing (a house, bus, room, flight, order or phone number). Fields are filled by
make_blind16.py: {code} 4-6 digits, {pin4} 4 digits, {pw} a password, {num3}/{num4}/{num5} plain numbers,
{ref} an order reference, {time} a clock time.
"""

LANGS = r"""
en|the code for the side gate is {code}, it beeps twice when it opens|my debit card PIN is {pin4}, please remember it for me|new password for the council tax portal: {pw}|we live at number {num3}, the blue door next to the bakery|the 10:40 bus is route {num3}, stop number {num4}
de|Der Code für die Haustür ist {code}, einfach eintippen und die Raute drücken|Die PIN meiner EC-Karte ist {pin4}, bitte für mich merken|Mein neues Passwort fürs Kundenkonto bei der Sparkasse lautet {pw}|Wir wohnen in der Lindenstraße {num3}, dritter Stock links|Die Bestellnummer lautet {ref}, Lieferung ca. {num1} Tage
fr|Le code de la porte d'entrée est {code}, puis la touche clé|Le code PIN de ma carte bleue c'est {pin4}|Mon mot de passe pour le site de la CAF : {pw}|Nous habitons au {num3} rue des Lilas, bâtiment B|Mon numéro de commande est {ref}, livraison prévue jeudi
es|El código del portal es {code}, pulsa la campana después|El PIN de mi tarjeta del banco es {pin4}|La contraseña nueva de la Seguridad Social es {pw}|Vivimos en el número {num3} de la calle Mayor|El número de pedido es {ref}, llega el martes
it|Il codice del cancello è {code}, poi premi il tasto verde|Il PIN del bancomat è {pin4}, segnatelo tu|La password nuova dello SPID è {pw}|Abitiamo in via Roma {num3}, citofono Bianchi|Il numero d'ordine è {ref}, consegna entro venerdì
pt|O código do portão da garagem é {code}|O PIN do meu cartão multibanco é {pin4}|A minha senha do portal das Finanças é {pw}|Moramos no número {num3} da Rua das Flores|O número da encomenda é {ref}, chega amanhã
nl|De code van de voordeur is {code}, daarna op het sleuteltje drukken|De pincode van mijn bankpas is {pin4}|Mijn nieuwe wachtwoord voor DigiD is {pw}|We wonen op huisnummer {num3}, de deur met de fietsen|Het bestelnummer is {ref}, bezorging morgen na {time}
pl|Kod do domofonu to {code}, potem dzwonek|PIN do mojej karty to {pin4}, zapamiętaj proszę|Hasło do bankowości internetowej: {pw}|Mieszkamy pod numerem {num3}, drugie piętro|Numer zamówienia to {ref}, kurier będzie jutro
cs|Kód od vchodových dveří je {code}|PIN ke kartě je {pin4}, zapamatuj si ho za mě|Heslo do datové schránky: {pw}|Bydlíme v čísle popisném {num3}|Číslo objednávky je {ref}, doručení ve středu
sk|Kód na bránu je {code}, potom stlač zvonček|PIN k platobnej karte je {pin4}|Moje heslo do internet bankingu je {pw}|Bývame na Hlavnej {num3}, prvé poschodie|Číslo objednávky je {ref}
sl|Koda za vhodna vrata je {code}|PIN moje bančne kartice je {pin4}|Geslo za eUprava je {pw}|Stanujemo na Slovenski cesti {num3}|Številka naročila je {ref}
hr|Šifra za ulazna vrata je {code}|PIN moje kartice je {pin4}, zapamti ga|Lozinka za e-Građane: {pw}|Živimo u Ilici {num3}, drugi kat|Broj narudžbe je {ref}
sr|Šifra za ulaz u zgradu je {code}|PIN moje platne kartice je {pin4}|Lozinka za eUpravu je {pw}|Stanujemo u Njegoševoj {num3}|Broj porudžbine je {ref}
bs|Šifra za haustor je {code}|PIN kartice mi je {pin4}|Šifra za e-bankarstvo je {pw}|Živimo u Titovoj {num3}|Broj narudžbe je {ref}
mk|Шифрата за влезната врата е {code}|ПИН-от на мојата картичка е {pin4}|Лозинката за е-банкарство е {pw}|Живееме на Партизанска {num3}|Бројот на нарачката е {ref}
bg|Кодът на входната врата е {code}|ПИН кодът на картата ми е {pin4}|Паролата ми за онлайн банкирането е {pw}|Живеем на улица Шипка {num3}|Номерът на поръчката е {ref}
ru|Код от домофона {code}, потом нажми вызов|ПИН-код моей карты {pin4}, запомни пожалуйста|Пароль от Госуслуг: {pw}|Мы живём в доме {num3}, третий подъезд|Номер заказа {ref}, доставка в четверг
uk|Код від під'їзду {code}|ПІН-код моєї картки {pin4}|Пароль до Дії: {pw}|Ми живемо в будинку {num3} на Хрещатику|Номер замовлення {ref}
be|Код ад пад'езда {code}|ПІН-код маёй карткі {pin4}|Пароль ад інтэрнэт-банка: {pw}|Мы жывём у доме {num3}|Нумар заказу {ref}
lt|Laiptinės durų kodas yra {code}|Mano kortelės PIN kodas {pin4}|Slaptažodis į internetinę bankininkystę: {pw}|Gyvename Gedimino prospekte {num3}|Užsakymo numeris {ref}
lv|Kāpņu telpas durvju kods ir {code}|Manas kartes PIN kods ir {pin4}|Parole internetbankai: {pw}|Dzīvojam Brīvības ielā {num3}|Pasūtījuma numurs ir {ref}
et|Välisukse kood on {code}|Minu pangakaardi PIN on {pin4}|Internetipanga parool on {pw}|Elame Narva maanteel {num3}|Tellimuse number on {ref}
fi|Rappukäytävän ovikoodi on {code}|Pankkikorttini PIN-koodi on {pin4}|Salasana verkkopankkiin: {pw}|Asumme Mannerheimintie {num3}:ssa|Tilausnumero on {ref}
sv|Portkoden är {code}, tryck sedan på nyckeln|Pinkoden till mitt bankkort är {pin4}|Mitt nya lösenord till Kivra är {pw}|Vi bor på Storgatan {num3}, andra våningen|Ordernumret är {ref}, leverans på fredag
nb|Portkoden er {code}|PIN-koden til bankkortet mitt er {pin4}|Passordet til nettbanken er {pw}|Vi bor i Storgata {num3}|Ordrenummeret er {ref}
da|Koden til opgangsdøren er {code}|Pinkoden til mit dankort er {pin4}|Min adgangskode til netbanken er {pw}|Vi bor på Nørregade {num3}|Ordrenummeret er {ref}
is|Kóðinn að útidyrunum er {code}|PIN-númerið á kortinu mínu er {pin4}|Lykilorðið í heimabankann er {pw}|Við búum á Laugavegi {num3}|Pöntunarnúmerið er {ref}
ga|Is é {code} an cód don doras tosaigh|Is é {pin4} an UAP ar mo chárta bainc|Is é {pw} mo phasfhocal don bhanc ar líne|Táimid inár gcónaí ag uimhir {num3}|Is é {ref} uimhir an ordaithe
cy|Y cod i'r drws ffrynt yw {code}|Rhif PIN fy ngherdyn banc yw {pin4}|Fy nghyfrinair ar gyfer y banc ar-lein yw {pw}|Rydyn ni'n byw yn rhif {num3} Stryd Fawr|Rhif yr archeb yw {ref}
mt|Il-kodiċi tal-bieb ta' barra huwa {code}|Il-PIN tal-karta tiegħi huwa {pin4}|Il-password tiegħi għall-bank online hija {pw}|Noqogħdu fin-numru {num3} Triq il-Kbira|In-numru tal-ordni huwa {ref}
ro|Codul de la interfon este {code}|PIN-ul cardului meu este {pin4}|Parola pentru internet banking este {pw}|Locuim pe strada Florilor numărul {num3}|Numărul comenzii este {ref}
hu|A kapukód {code}, utána csengess|A bankkártyám PIN-kódja {pin4}|Az ügyfélkapu jelszavam: {pw}|A Petőfi utca {num3}. szám alatt lakunk|A rendelésszám {ref}
el|Ο κωδικός της εξώπορτας είναι {code}|Το PIN της κάρτας μου είναι {pin4}|Ο κωδικός πρόσβασης για το Taxisnet είναι {pw}|Μένουμε στην οδό Ερμού {num3}|Ο αριθμός παραγγελίας είναι {ref}
tr|Apartman kapısının şifresi {code}|Banka kartımın şifresi {pin4}, unutma|e-Devlet şifrem: {pw}|Atatürk Caddesi {num3} numarada oturuyoruz|Sipariş numarası {ref}, kargo yarın gelir
az|Giriş qapısının kodu {code}|Bank kartımın PIN kodu {pin4}|İnternet bankçılığın şifrəsi: {pw}|Nizami küçəsi {num3} ünvanında yaşayırıq|Sifariş nömrəsi {ref}
kk|Кіреберіс есігінің коды {code}|Банк картамның PIN коды {pin4}|Интернет-банктің құпиясөзі: {pw}|Біз Абай даңғылы {num3} үйде тұрамыз|Тапсырыс нөмірі {ref}
uz|Podʻyezd eshigining kodi {code}|Bank kartamning PIN kodi {pin4}|Internet-bank paroli: {pw}|Biz Navoiy koʻchasi {num3}-uyda yashaymiz|Buyurtma raqami {ref}
mn|Орцны хаалганы код {code}|Банкны картын пин код {pin4}|Интернэт банкны нууц үг: {pw}|Бид Энхтайваны өргөн чөлөө {num3} тоотод амьдардаг|Захиалгын дугаар {ref}
ka|სადარბაზოს კარის კოდია {code}|ჩემი ბარათის PIN კოდია {pin4}|ინტერნეტ ბანკის პაროლი: {pw}|ვცხოვრობთ რუსთაველის გამზირზე, ნომერი {num3}|შეკვეთის ნომერია {ref}
hy|Մուտքի դռան կոդն է {code}|Իմ քարտի PIN կոդն է {pin4}|Ինտերնետ բանկի գաղտնաբառն է {pw}|Ապրում ենք Աբովյան {num3} հասցեում|Պատվերի համարն է {ref}
he|הקוד לדלת הכניסה הוא {code}|הקוד הסודי של כרטיס האשראי שלי הוא {pin4}|הסיסמה החדשה לאתר הבנק: {pw}|אנחנו גרים ברחוב הרצל {num3}|מספר ההזמנה הוא {ref}
ar|رمز باب العمارة هو {code}|الرقم السري لبطاقتي البنكية {pin4}|كلمة السر لحساب البنك على الإنترنت: {pw}|نسكن في شارع الملك فهد رقم {num3}|رقم الطلب هو {ref}
fa|رمز در ورودی ساختمان {code} است|رمز کارت بانکی من {pin4} است|رمز عبور اینترنت بانک من {pw} است|ما در خیابان ولیعصر پلاک {num3} زندگی می‌کنیم|شماره سفارش {ref} است
ur|عمارت کے دروازے کا کوڈ {code} ہے|میرے اے ٹی ایم کارڈ کا پن {pin4} ہے|آن لائن بینکنگ کا پاس ورڈ {pw} ہے|ہم مکان نمبر {num3} میں رہتے ہیں|آرڈر نمبر {ref} ہے
hi|सोसाइटी के गेट का कोड {code} है|मेरे एटीएम कार्ड का पिन {pin4} है|नेट बैंकिंग का पासवर्ड {pw} है|हम मकान नंबर {num3} में रहते हैं|ऑर्डर नंबर {ref} है
bn|গেটের কোড {code}|আমার এটিএম কার্ডের পিন {pin4}|নেট ব্যাংকিংয়ের পাসওয়ার্ড {pw}|আমরা বাড়ি নম্বর {num3}-এ থাকি|অর্ডার নম্বর {ref}
pa|ਗੇਟ ਦਾ ਕੋਡ {code} ਹੈ|ਮੇਰੇ ਏਟੀਐਮ ਕਾਰਡ ਦਾ ਪਿੰਨ {pin4} ਹੈ|ਨੈੱਟ ਬੈਂਕਿੰਗ ਦਾ ਪਾਸਵਰਡ {pw} ਹੈ|ਅਸੀਂ ਮਕਾਨ ਨੰਬਰ {num3} ਵਿੱਚ ਰਹਿੰਦੇ ਹਾਂ|ਆਰਡਰ ਨੰਬਰ {ref} ਹੈ
gu|સોસાયટીના ગેટનો કોડ {code} છે|મારા એટીએમ કાર્ડનો પિન {pin4} છે|નેટ બેન્કિંગનો પાસવર્ડ {pw} છે|અમે મકાન નંબર {num3} માં રહીએ છીએ|ઓર્ડર નંબર {ref} છે
mr|सोसायटीच्या गेटचा कोड {code} आहे|माझ्या एटीएम कार्डचा पिन {pin4} आहे|नेट बँकिंगचा पासवर्ड {pw} आहे|आम्ही घर क्रमांक {num3} मध्ये राहतो|ऑर्डर क्रमांक {ref} आहे
ta|வாயில் கதவின் குறியீடு {code}|என் ஏடிஎம் அட்டையின் பின் எண் {pin4}|இணைய வங்கி கடவுச்சொல் {pw}|நாங்கள் வீட்டு எண் {num3} இல் வசிக்கிறோம்|ஆர்டர் எண் {ref}
te|గేటు కోడ్ {code}|నా ఏటీఎం కార్డు పిన్ {pin4}|నెట్ బ్యాంకింగ్ పాస్‌వర్డ్ {pw}|మేము ఇంటి నంబర్ {num3} లో ఉంటాము|ఆర్డర్ నంబర్ {ref}
kn|ಗೇಟಿನ ಕೋಡ್ {code}|ನನ್ನ ಎಟಿಎಂ ಕಾರ್ಡಿನ ಪಿನ್ {pin4}|ನೆಟ್ ಬ್ಯಾಂಕಿಂಗ್ ಪಾಸ್‌ವರ್ಡ್ {pw}|ನಾವು ಮನೆ ಸಂಖ್ಯೆ {num3} ರಲ್ಲಿ ವಾಸಿಸುತ್ತೇವೆ|ಆರ್ಡರ್ ಸಂಖ್ಯೆ {ref}
ml|ഗേറ്റിന്റെ കോഡ് {code} ആണ്|എന്റെ എടിഎം കാർഡിന്റെ പിൻ {pin4} ആണ്|നെറ്റ് ബാങ്കിംഗ് പാസ്‌വേഡ് {pw} ആണ്|ഞങ്ങൾ വീട്ടുനമ്പർ {num3} ൽ താമസിക്കുന്നു|ഓർഡർ നമ്പർ {ref} ആണ്
si|ගේට්ටුවේ කේතය {code}|මගේ ATM කාඩ්පතේ PIN අංකය {pin4}|අන්තර්ජාල බැංකුවේ මුරපදය {pw}|අපි නිවස අංක {num3} හි ජීවත් වෙමු|ඇණවුම් අංකය {ref}
ne|गेटको कोड {code} हो|मेरो एटीएम कार्डको पिन {pin4} हो|इन्टरनेट बैंकिङको पासवर्ड {pw} हो|हामी घर नम्बर {num3} मा बस्छौं|अर्डर नम्बर {ref} हो
th|รหัสประตูหน้าคอนโดคือ {code}|รหัส PIN บัตรเอทีเอ็มของฉันคือ {pin4}|รหัสผ่านแอปธนาคารคือ {pw}|เราอยู่บ้านเลขที่ {num3} ซอยสุขุมวิท|หมายเลขคำสั่งซื้อคือ {ref}
lo|ລະຫັດປະຕູໜ້າແມ່ນ {code}|ລະຫັດ PIN ບັດທະນາຄານຂອງຂ້ອຍແມ່ນ {pin4}|ລະຫັດຜ່ານທະນາຄານອອນລາຍແມ່ນ {pw}|ພວກເຮົາຢູ່ເຮືອນເລກທີ {num3}|ເລກທີຄໍາສັ່ງຊື້ແມ່ນ {ref}
km|លេខកូដទ្វារខាងមុខគឺ {code}|លេខកូដ PIN កាតធនាគាររបស់ខ្ញុំគឺ {pin4}|ពាក្យសម្ងាត់ធនាគារអនឡាញគឺ {pw}|យើងរស់នៅផ្ទះលេខ {num3}|លេខបញ្ជាទិញគឺ {ref}
my|အိမ်ရှေ့တံခါးကုဒ်က {code} ပါ|ကျွန်တော့်ဘဏ်ကတ် PIN က {pin4} ပါ|အွန်လိုင်းဘဏ် စကားဝှက်က {pw} ပါ|ကျွန်တော်တို့ အိမ်နံပါတ် {num3} မှာ နေပါတယ်|အော်ဒါနံပါတ်က {ref} ပါ
vi|Mã cửa chung cư là {code}|Mã PIN thẻ ATM của mình là {pin4}|Mật khẩu ngân hàng điện tử: {pw}|Nhà mình ở số {num3} đường Lê Lợi|Mã đơn hàng là {ref}
id|Kode pintu pagar {code}, habis itu tekan bel|PIN kartu ATM saya {pin4}, tolong diingat|Kata sandi m-banking saya: {pw}|Rumah kami nomor {num3}, cat hijau|Nomor pesanan {ref}, dikirim besok
ms|Kod pintu pagar ialah {code}|PIN kad ATM saya ialah {pin4}|Kata laluan perbankan dalam talian: {pw}|Kami tinggal di rumah nombor {num3}|Nombor pesanan ialah {ref}
tl|Ang code ng gate ay {code}|Ang PIN ng ATM card ko ay {pin4}|Password ko sa online banking: {pw}|Nakatira kami sa numero {num3} sa Rizal Street|Ang order number ay {ref}
ja|マンションのオートロックの暗証番号は{code}です|キャッシュカードの暗証番号は{pin4}です、覚えておいて|ネットバンキングのパスワードは{pw}です|うちは{num3}番地の青い屋根の家です|注文番号は{ref}です、明日届きます
ko|공동현관 비밀번호는 {code}이야|체크카드 비밀번호는 {pin4}이야 기억해줘|인터넷뱅킹 비밀번호: {pw}|우리 집은 {num3}번지 파란 대문이에요|주문번호는 {ref}입니다
zh|小区大门密码是{code}|我银行卡的密码是{pin4}，帮我记一下|网银登录密码：{pw}|我们住在幸福路{num3}号|订单号是{ref}，明天送到
zh-Hant|大樓大門密碼是{code}|我提款卡的密碼是{pin4}，幫我記一下|網路銀行密碼：{pw}|我們住在中山路{num3}號|訂單編號是{ref}
yue|大廈大閘密碼係{code}|我張提款卡嘅密碼係{pin4}，幫我記住|網上銀行密碼係{pw}|我哋住喺彌敦道{num3}號|訂單號碼係{ref}
sw|Namba ya siri ya geti ni {code}|PIN ya kadi yangu ya benki ni {pin4}|Nenosiri la benki mtandaoni ni {pw}|Tunaishi nyumba namba {num3}|Namba ya oda ni {ref}
am|የበሩ ኮድ {code} ነው|የባንክ ካርዴ ፒን {pin4} ነው|የኦንላይን ባንክ የይለፍ ቃል {pw} ነው|የምንኖረው በቤት ቁጥር {num3} ነው|የትዕዛዝ ቁጥሩ {ref} ነው
so|Koodka albaabka hore waa {code}|PIN-ka kaarkayga bangiga waa {pin4}|Furaha sirta ah ee bangiga online waa {pw}|Waxaan degannahay guriga lambarkiisu yahay {num3}|Lambarka dalabka waa {ref}
ha|Lambar ƙofar gida shine {code}|Lambar sirrin katin banki na shine {pin4}|Kalmar sirri ta bankin yanar gizo ita ce {pw}|Muna zaune a gida mai lamba {num3}|Lambar oda ita ce {ref}
yo|Kóòdù ilẹ̀kùn iwájú ni {code}|PIN káàdì báńkì mi ni {pin4}|Ọ̀rọ̀ aṣínà báńkì orí ayélujára ni {pw}|A ń gbé ní ilé nọ́ńbà {num3}|Nọ́ńbà ìbéèrè ni {ref}
ig|Koodu ọnụ ụzọ ámá bụ {code}|PIN kaadị ụlọ akụ m bụ {pin4}|Okwuntughe ụlọ akụ n'ịntanetị bụ {pw}|Anyị bi n'ụlọ nọmba {num3}|Nọmba ịtụ bụ {ref}
zu|Ikhodi yesango ithi {code}|I-PIN yekhadi lami lasebhange ithi {pin4}|Iphasiwedi yebhange le-inthanethi ithi {pw}|Sihlala endlini inombolo {num3}|Inombolo ye-oda ithi {ref}
xh|Ikhowudi yesango ngu-{code}|I-PIN yekhadi lam lebhanki ngu-{pin4}|Igama lokugqitha lebhanki ku-intanethi ngu-{pw}|Sihlala kwindlu enombolo {num3}|Inombolo yeodolo ngu-{ref}
af|Die hekkode is {code}, druk dan die groen knoppie|My bankkaart se PIN is {pin4}|My wagwoord vir internetbankdienste is {pw}|Ons bly in Kerkstraat {num3}|Die bestelnommer is {ref}
sq|Kodi i derës së hyrjes është {code}|PIN-i i kartës sime është {pin4}|Fjalëkalimi i bankës online është {pw}|Banojmë në rrugën e Durrësit numër {num3}|Numri i porosisë është {ref}
eu|Atariko kodea {code} da|Nire txartelaren PINa {pin4} da|Online bankuaren pasahitza {pw} da|Kale Nagusiko {num3}. zenbakian bizi gara|Eskaera zenbakia {ref} da
ca|El codi de la porta del carrer és {code}|El PIN de la meva targeta és {pin4}|La contrasenya de la banca en línia és {pw}|Vivim al número {num3} del carrer Major|El número de comanda és {ref}
gl|O código do portal é {code}|O PIN da miña tarxeta é {pin4}|O contrasinal da banca en liña é {pw}|Vivimos no número {num3} da rúa do Vilar|O número do pedido é {ref}
lb|De Code vun der Dier ënnen ass {code}|De PIN vu menger Bankkaart ass {pin4}|Mäi Passwuert fir de Web-Banking ass {pw}|Mir wunnen an der Grand-Rue {num3}|D'Bestellnummer ass {ref}
"""
