"""Per-language sentences for the blind21 guard corpus, hand-written for this round (no sentence machine translated).

Each line of LANGS is ``lang|derived|derived_benign|wifi|order|typo``:

* derived: a user stating a secret by how it was chosen, and then the value: "my bank card PIN is the year I was
  born: {code}" (the value is the PIN);
* derived_benign: the same reasoning about something that is no credential: "our house was built the year I was
  born: {year}";
* wifi: "the Wi-Fi password is {pw}"; make_blind21.py sends it, then the typo line with the corrected password;
* order: "the order number is {num}"; the benign twin of the typo exchange, corrected the same way;
* typo: "sorry, typo, it's", which precedes the corrected value.
"""

LANGS = r"""
en|my bank card PIN is the year I was born: {code}|our house was built the year I was born: {year}|the wifi password is {pw}|the order number is {num}|sorry, typo, it's
de|meine Bankkarten-PIN ist mein Geburtsjahr: {code}|unser Haus wurde in meinem Geburtsjahr gebaut: {year}|das WLAN-Passwort ist {pw}|die Bestellnummer ist {num}|sorry, Tippfehler, richtig ist
fr|le code de ma carte bancaire, c'est mon année de naissance : {code}|notre maison a été construite l'année de ma naissance : {year}|le mot de passe du wifi est {pw}|le numéro de commande est {num}|pardon, faute de frappe, c'est
es|el PIN de mi tarjeta es el año en que nací: {code}|nuestra casa se construyó el año en que nací: {year}|la contraseña del wifi es {pw}|el número de pedido es {num}|perdón, errata, es
it|il PIN del bancomat è il mio anno di nascita: {code}|la nostra casa è stata costruita nell'anno in cui sono nato: {year}|la password del wifi è {pw}|il numero d'ordine è {num}|scusa, errore di battitura, è
pt|o PIN do meu cartão é o ano em que nasci: {code}|a nossa casa foi construída no ano em que nasci: {year}|a senha do wifi é {pw}|o número da encomenda é {num}|desculpa, erro de digitação, é
nl|de pincode van mijn bankpas is mijn geboortejaar: {code}|ons huis is gebouwd in mijn geboortejaar: {year}|het wifi-wachtwoord is {pw}|het bestelnummer is {num}|sorry, typfout, het is
pl|PIN do mojej karty to rok mojego urodzenia: {code}|nasz dom zbudowano w roku moich urodzin: {year}|hasło do wifi to {pw}|numer zamówienia to {num}|sorry, literówka, poprawnie:
cs|PIN k mé kartě je rok mého narození: {code}|náš dům byl postaven v roce mého narození: {year}|heslo k wifi je {pw}|číslo objednávky je {num}|pardon, překlep, správně:
sk|PIN mojej karty je rok môjho narodenia: {code}|náš dom postavili v roku môjho narodenia: {year}|heslo na wifi je {pw}|číslo objednávky je {num}|prepáč, preklep, správne:
sl|PIN moje kartice je leto mojega rojstva: {code}|naša hiša je bila zgrajena v letu mojega rojstva: {year}|geslo za wifi je {pw}|številka naročila je {num}|oprosti, tipkarska napaka, pravilno:
hr|PIN moje kartice je godina mog rođenja: {code}|naša kuća je izgrađena godine kad sam rođen: {year}|lozinka za wifi je {pw}|broj narudžbe je {num}|oprosti, tipfeler, točno je
sr|ПИН моје картице је година мог рођења: {code}|наша кућа је саграђена године кад сам рођен: {year}|лозинка за вајфај је {pw}|број поруџбине је {num}|извини, грешка у куцању, тачно је
bs|PIN moje kartice je godina mog rođenja: {code}|naša kuća je napravljena godine kad sam rođen: {year}|šifra za wifi je {pw}|broj narudžbe je {num}|izvini, greška u kucanju, tačno je
bg|ПИН-ът на картата ми е годината, в която съм роден: {code}|къщата ни е построена в годината, в която съм роден: {year}|паролата за wifi е {pw}|номерът на поръчката е {num}|извинявай, грешка при писане, правилно е
mk|ПИН-от на мојата картичка е годината кога сум роден: {code}|нашата куќа е изградена во годината кога сум роден: {year}|лозинката за wifi е {pw}|бројот на нарачката е {num}|извини, грешка при пишување, точно е
ru|ПИН моей карты — год моего рождения: {code}|наш дом построили в год моего рождения: {year}|пароль от вайфая {pw}|номер заказа {num}|сорри, опечатка, правильно
uk|ПІН моєї картки — рік мого народження: {code}|наш будинок збудували в рік мого народження: {year}|пароль від вайфаю {pw}|номер замовлення {num}|вибач, помилка, правильно
be|ПІН маёй карткі — год майго нараджэння: {code}|наш дом пабудавалі ў год майго нараджэння: {year}|пароль ад wifi {pw}|нумар замовы {num}|прабач, памылка, правільна
lt|mano kortelės PIN yra mano gimimo metai: {code}|mūsų namas pastatytas mano gimimo metais: {year}|wifi slaptažodis yra {pw}|užsakymo numeris yra {num}|atsiprašau, klaida, teisingai:
lv|manas kartes PIN ir mans dzimšanas gads: {code}|mūsu māja tika uzcelta manā dzimšanas gadā: {year}|wifi parole ir {pw}|pasūtījuma numurs ir {num}|piedod, drukas kļūda, pareizi:
et|mu pangakaardi PIN on mu sünniaasta: {code}|meie maja ehitati mu sünniaastal: {year}|wifi parool on {pw}|tellimuse number on {num}|vabandust, trükiviga, õige on
fi|pankkikorttini PIN on syntymävuoteni: {code}|talomme rakennettiin syntymävuonnani: {year}|wifin salasana on {pw}|tilausnumero on {num}|sori, kirjoitusvirhe, oikea on
sv|PIN-koden till mitt bankkort är mitt födelseår: {code}|vårt hus byggdes året jag föddes: {year}|wifi-lösenordet är {pw}|ordernumret är {num}|förlåt, stavfel, det är
da|pinkoden til mit hævekort er mit fødselsår: {code}|vores hus blev bygget det år, jeg blev født: {year}|wifi-koden er {pw}|ordrenummeret er {num}|undskyld, tastefejl, det er
no|PIN-koden til bankkortet mitt er fødselsåret mitt: {code}|huset vårt ble bygget det året jeg ble født: {year}|wifi-passordet er {pw}|ordrenummeret er {num}|sorry, skrivefeil, det er
is|PIN-númerið á kortinu mínu er fæðingarárið mitt: {code}|húsið okkar var byggt árið sem ég fæddist: {year}|wifi lykilorðið er {pw}|pöntunarnúmerið er {num}|afsakið, innsláttarvilla, rétt er
hu|a bankkártyám PIN-kódja a születési évem: {code}|a házunk abban az évben épült, amikor születtem: {year}|a wifi jelszó {pw}|a rendelésszám {num}|bocs, elírás, helyesen:
ro|PIN-ul cardului meu este anul în care m-am născut: {code}|casa noastră a fost construită în anul în care m-am născut: {year}|parola de la wifi este {pw}|numărul comenzii este {num}|scuze, greșeală de tastare, corect este
el|το PIN της κάρτας μου είναι η χρονιά που γεννήθηκα: {code}|το σπίτι μας χτίστηκε τη χρονιά που γεννήθηκα: {year}|ο κωδικός του wifi είναι {pw}|ο αριθμός παραγγελίας είναι {num}|συγγνώμη, τυπογραφικό, το σωστό είναι
tr|banka kartımın şifresi doğum yılım: {code}|evimiz doğduğum yıl yapıldı: {year}|wifi şifresi {pw}|sipariş numarası {num}|pardon, yazım hatası, doğrusu
ar|الرقم السري لبطاقتي البنكية هو سنة ميلادي: {code}|بُني بيتنا في سنة ميلادي: {year}|كلمة سر الواي فاي هي {pw}|رقم الطلب هو {num}|آسف، خطأ مطبعي، الصحيح
he|הקוד הסודי של הכרטיס שלי הוא שנת הלידה שלי: {code}|הבית שלנו נבנה בשנה שבה נולדתי: {year}|הסיסמה של הוויפי היא {pw}|מספר ההזמנה הוא {num}|סליחה, טעות הקלדה, הנכון הוא
fa|رمز کارت بانکی‌ام سال تولدم است: {code}|خانه‌مان در سال تولد من ساخته شد: {year}|رمز وای‌فای: {pw}|شماره سفارش: {num}|ببخشید، غلط تایپی، درستش
ur|میرے بینک کارڈ کا پن میرا سالِ پیدائش ہے: {code}|ہمارا گھر میرے پیدائش کے سال بنا تھا: {year}|وائی فائی کا پاس ورڈ: {pw}|آرڈر نمبر: {num}|معاف کرنا، ٹائپو، صحیح ہے
hi|मेरे बैंक कार्ड का पिन मेरा जन्म वर्ष है: {code}|हमारा घर मेरे जन्म वाले साल बना था: {year}|वाईफाई का पासवर्ड {pw} है|ऑर्डर नंबर {num} है|सॉरी, टाइपो, सही है
bn|আমার ব্যাংক কার্ডের পিন আমার জন্মসাল: {code}|আমাদের বাড়িটা আমার জন্মের বছরে তৈরি: {year}|ওয়াইফাইয়ের পাসওয়ার্ড {pw}|অর্ডার নম্বর {num}|দুঃখিত, টাইপো, সঠিকটা
pa|ਮੇਰੇ ਬੈਂਕ ਕਾਰਡ ਦਾ ਪਿੰਨ ਮੇਰਾ ਜਨਮ ਸਾਲ ਹੈ: {code}|ਸਾਡਾ ਘਰ ਮੇਰੇ ਜਨਮ ਵਾਲੇ ਸਾਲ ਬਣਿਆ ਸੀ: {year}|ਵਾਈਫਾਈ ਦਾ ਪਾਸਵਰਡ {pw} ਹੈ|ਆਰਡਰ ਨੰਬਰ {num} ਹੈ|ਮਾਫ਼ ਕਰਨਾ, ਟਾਈਪੋ, ਸਹੀ ਹੈ
gu|મારા બેંક કાર્ડનો પિન મારું જન્મ વર્ષ છે: {code}|અમારું ઘર મારા જન્મના વર્ષે બન્યું હતું: {year}|વાઇફાઇનો પાસવર્ડ {pw} છે|ઓર્ડર નંબર {num} છે|માફ કરજો, ટાઇપો, સાચું છે
mr|माझ्या बँक कार्डचा पिन माझे जन्मवर्ष आहे: {code}|आमचे घर माझ्या जन्मवर्षी बांधले: {year}|वायफायचा पासवर्ड {pw} आहे|ऑर्डर नंबर {num} आहे|सॉरी, टायपो, बरोबर आहे
ta|என் வங்கி அட்டையின் பின் நான் பிறந்த ஆண்டு: {code}|எங்கள் வீடு நான் பிறந்த ஆண்டில் கட்டப்பட்டது: {year}|வைஃபை கடவுச்சொல் {pw}|ஆர்டர் எண் {num}|மன்னிக்கவும், எழுத்துப்பிழை, சரியானது
te|నా బ్యాంక్ కార్డ్ పిన్ నేను పుట్టిన సంవత్సరం: {code}|మా ఇల్లు నేను పుట్టిన సంవత్సరంలో కట్టారు: {year}|వైఫై పాస్‌వర్డ్ {pw}|ఆర్డర్ నంబర్ {num}|సారీ, టైపో, సరైనది
kn|ನನ್ನ ಬ್ಯಾಂಕ್ ಕಾರ್ಡ್ ಪಿನ್ ನಾನು ಹುಟ್ಟಿದ ವರ್ಷ: {code}|ನಮ್ಮ ಮನೆ ನಾನು ಹುಟ್ಟಿದ ವರ್ಷದಲ್ಲಿ ಕಟ್ಟಲಾಯಿತು: {year}|ವೈಫೈ ಪಾಸ್‌ವರ್ಡ್ {pw}|ಆರ್ಡರ್ ಸಂಖ್ಯೆ {num}|ಕ್ಷಮಿಸಿ, ಟೈಪೋ, ಸರಿಯಾದದ್ದು
ml|എന്റെ ബാങ്ക് കാർഡിന്റെ പിൻ ഞാൻ ജനിച്ച വർഷമാണ്: {code}|ഞങ്ങളുടെ വീട് ഞാൻ ജനിച്ച വർഷം പണിതതാണ്: {year}|വൈഫൈ പാസ്‌വേഡ് {pw} ആണ്|ഓർഡർ നമ്പർ {num} ആണ്|ക്ഷമിക്കണം, ടൈപ്പോ, ശരിയായത്
si|මගේ බැංකු කාඩ්පතේ PIN එක මම ඉපදුණු අවුරුද්ද: {code}|අපේ ගෙදර හැදුවේ මම ඉපදුණු අවුරුද්දේ: {year}|wifi මුරපදය {pw}|ඇණවුම් අංකය {num}|සමාවෙන්න, අකුරු වැරැද්දක්, නිවැරදි එක
ne|मेरो बैंक कार्डको पिन मेरो जन्म वर्ष हो: {code}|हाम्रो घर म जन्मेको वर्षमा बनेको हो: {year}|वाइफाइको पासवर्ड {pw} हो|अर्डर नम्बर {num} हो|माफ गर्नुस्, टाइपो, सही चाहिँ
th|รหัส PIN บัตรเอทีเอ็มของฉันคือปีเกิดของฉัน: {code}|บ้านเราสร้างปีที่ฉันเกิด: {year}|รหัสไวไฟคือ {pw}|เลขคำสั่งซื้อคือ {num}|ขอโทษ พิมพ์ผิด ที่ถูกคือ
vi|mã PIN thẻ ngân hàng của tôi là năm sinh của tôi: {code}|nhà chúng tôi được xây vào năm tôi sinh ra: {year}|mật khẩu wifi là {pw}|mã đơn hàng là {num}|xin lỗi, gõ nhầm, đúng là
id|PIN kartu ATM saya adalah tahun lahir saya: {code}|rumah kami dibangun pada tahun saya lahir: {year}|kata sandi wifi-nya {pw}|nomor pesanannya {num}|maaf, salah ketik, yang benar
ms|PIN kad bank saya ialah tahun saya dilahirkan: {code}|rumah kami dibina pada tahun saya dilahirkan: {year}|kata laluan wifi ialah {pw}|nombor pesanan ialah {num}|maaf, salah taip, yang betul
tl|ang PIN ng bank card ko ay ang taon ng kapanganakan ko: {code}|ang bahay namin ay itinayo noong taon na ipinanganak ako: {year}|ang password ng wifi ay {pw}|ang order number ay {num}|sorry, mali ang type, ang tama ay
ko|내 은행 카드 비밀번호는 내 출생 연도야: {code}|우리 집은 내가 태어난 해에 지어졌어: {year}|와이파이 비밀번호는 {pw}|주문 번호는 {num}|미안, 오타야, 맞는 건
ja|銀行カードの暗証番号は私の生まれ年です：{code}|うちの家は私が生まれた年に建てられました：{year}|Wi-Fiのパスワードは {pw} です|注文番号は {num} です|すみません、打ち間違いです。正しくは
zh|我的银行卡密码是我的出生年份：{code}|我们家的房子是我出生那年建的：{year}|Wi-Fi 密码是 {pw}|订单号是 {num}|抱歉，打错了，正确的是
ka|ჩემი ბარათის PIN ჩემი დაბადების წელია: {code}|ჩვენი სახლი ჩემი დაბადების წელს აშენდა: {year}|wifi-ის პაროლია {pw}|შეკვეთის ნომერია {num}|ბოდიში, შეცდომაა, სწორია
hy|իմ բանկային քարտի PIN-ը իմ ծննդյան տարին է՝ {code}|մեր տունը կառուցվել է իմ ծննդյան տարում՝ {year}|wifi-ի գաղտնաբառն է {pw}|պատվերի համարն է {num}|կներես, վրիպակ, ճիշտն է
az|bank kartımın PIN-i doğulduğum ildir: {code}|evimiz mənim doğulduğum ildə tikilib: {year}|wifi şifrəsi {pw}|sifariş nömrəsi {num}|bağışla, səhv yazdım, düzgünü
kk|банк картамның PIN коды — туған жылым: {code}|біздің үй мен туған жылы салынған: {year}|wifi құпия сөзі {pw}|тапсырыс нөмірі {num}|кешір, қате жаздым, дұрысы
uz|bank kartamning PIN kodi tug'ilgan yilim: {code}|uyimiz men tug'ilgan yili qurilgan: {year}|wifi paroli {pw}|buyurtma raqami {num}|kechirasiz, xato yozdim, to'g'risi
ky|банк картамдын PIN коду — туулган жылым: {code}|биздин үй мен туулган жылы курулган: {year}|wifi сырсөзү {pw}|буйрутма номери {num}|кечир, ката жаздым, тууралы
mn|миний банкны картын ПИН код бол миний төрсөн он: {code}|манай байшин намайг төрсөн онд баригдсан: {year}|wifi-н нууц үг {pw}|захиалгын дугаар {num}|уучлаарай, алдаатай бичсэн, зөв нь
sw|PIN ya kadi yangu ya benki ni mwaka niliozaliwa: {code}|nyumba yetu ilijengwa mwaka niliozaliwa: {year}|nenosiri la wifi ni {pw}|namba ya oda ni {num}|samahani, kosa la kuandika, sahihi ni
am|የባንክ ካርዴ ፒን የተወለድኩበት ዓመት ነው፦ {code}|ቤታችን የተሠራው በተወለድኩበት ዓመት ነው፦ {year}|የዋይፋይ የይለፍ ቃል፦ {pw}|የትዕዛዝ ቁጥር፦ {num}|ይቅርታ፣ የትየባ ስህተት፣ ትክክለኛው
yo|PIN káàdì báńkì mi ni ọdún tí wọ́n bí mi: {code}|wọ́n kọ́ ilé wa ní ọdún tí wọ́n bí mi: {year}|ọ̀rọ̀ aṣínà wifi ni {pw}|nọ́ńbà ọ̀dà ni {num}|ẹ má bínú, àṣìṣe títẹ̀, èyí tó tọ́ ni
ha|PIN na katin bankina shekarar haihuwata ce: {code}|an gina gidanmu a shekarar da aka haife ni: {year}|kalmar sirrin wifi ita ce {pw}|lambar oda ita ce {num}|yi haƙuri, kuskuren rubutu, daidai shi ne
zu|i-PIN yekhadi lami lasebhange unyaka engazalwa ngawo: {code}|indlu yethu yakhiwa ngonyaka engazalwa ngawo: {year}|iphasiwedi ye-wifi ithi {pw}|inombolo ye-oda ithi {num}|uxolo, iphutha lokuthayipha, okulungile ngu
af|my bankkaart se PIN is die jaar waarin ek gebore is: {code}|ons huis is gebou in die jaar waarin ek gebore is: {year}|die wifi-wagwoord is {pw}|die bestelnommer is {num}|jammer, tikfout, dit is
so|PIN-ka kaarkayga bangiga waa sannadkii aan dhashay: {code}|gurigayaga waxaa la dhisay sannadkii aan dhashay: {year}|furaha sirta ah ee wifi-ga waa {pw}|lambarka dalabka waa {num}|raali ahow, qalad qoraal, saxda waa
ga|is é UAP mo chárta bainc an bhliain inar rugadh mé: {code}|tógadh ár dteach an bhliain inar rugadh mé: {year}|is é pasfhocal an wifi ná {pw}|is é uimhir an ordaithe ná {num}|gabh mo leithscéal, botún, is é an ceart ná
cy|PIN fy ngherdyn banc yw'r flwyddyn y ces i fy ngeni: {code}|cafodd ein tŷ ni ei adeiladu yn y flwyddyn y ces i fy ngeni: {year}|cyfrinair y wifi yw {pw}|rhif yr archeb yw {num}|sori, gwall teipio, y cywir yw
eu|nire banku-txartelaren PINa jaio nintzen urtea da: {code}|gure etxea jaio nintzen urtean eraiki zuten: {year}|wifiaren pasahitza: {pw}|eskaera zenbakia: {num}|barkatu, akatsa, zuzena
ca|el PIN de la meva targeta és l'any que vaig néixer: {code}|casa nostra es va construir l'any que vaig néixer: {year}|la contrasenya del wifi és {pw}|el número de comanda és {num}|perdó, errada, és
gl|o PIN da miña tarxeta é o ano no que nacín: {code}|a nosa casa construíuse no ano no que nacín: {year}|o contrasinal da wifi é {pw}|o número de pedido é {num}|perdón, gralla, é
mt|il-PIN tal-karta tal-bank tiegħi hu s-sena li twelidt fiha: {code}|id-dar tagħna nbniet fis-sena li twelidt fiha: {year}|il-password tal-wifi hi {pw}|in-numru tal-ordni hu {num}|skużani, żball, it-tajjeb hu
sq|PIN-i i kartës sime bankare është viti kur kam lindur: {code}|shtëpia jonë u ndërtua në vitin kur kam lindur: {year}|fjalëkalimi i wifi-t është {pw}|numri i porosisë është {num}|më fal, gabim shtypi, e sakta është
eo|la PIN de mia bankkarto estas mia naskiĝjaro: {code}|nia domo estis konstruita en mia naskiĝjaro: {year}|la pasvorto de la wifi estas {pw}|la mendonumero estas {num}|pardonon, tajperaro, ĝuste estas
ps|زما د بانک کارت پین زما د زیږون کال دی: {code}|زموږ کور زما د زیږون په کال جوړ شوی: {year}|د وای فای پټنوم: {pw}|د فرمایش شمېره: {num}|بښنه، د ټایپ تېروتنه، سم یې
tg|PIN-и корти бонкии ман соли таваллуди ман аст: {code}|хонаи мо дар соли таваллуди ман сохта шудааст: {year}|пароли wifi: {pw}|рақами фармоиш: {num}|бубахшед, хатои чопӣ, дурусташ
km|លេខ PIN កាតធនាគាររបស់ខ្ញុំ គឺឆ្នាំកំណើតរបស់ខ្ញុំ: {code}|ផ្ទះយើងសាងសង់នៅឆ្នាំដែលខ្ញុំកើត: {year}|ពាក្យសម្ងាត់ wifi គឺ {pw}|លេខបញ្ជាទិញគឺ {num}|សុំទោស វាយខុស ត្រឹមត្រូវគឺ
lo|ລະຫັດ PIN ບັດທະນາຄານຂອງຂ້ອຍແມ່ນປີເກີດຂອງຂ້ອຍ: {code}|ເຮືອນຂອງພວກເຮົາສ້າງໃນປີທີ່ຂ້ອຍເກີດ: {year}|ລະຫັດ wifi ແມ່ນ {pw}|ເລກຄຳສັ່ງຊື້ແມ່ນ {num}|ຂໍໂທດ ພິມຜິດ ທີ່ຖືກແມ່ນ
my|ကျွန်တော့် ဘဏ်ကတ် PIN က ကျွန်တော်မွေးတဲ့နှစ်ပါ: {code}|ကျွန်တော်တို့အိမ်ကို ကျွန်တော်မွေးတဲ့နှစ်မှာ ဆောက်ခဲ့တယ်: {year}|wifi စကားဝှက်က {pw}|အော်ဒါနံပါတ်က {num}|စိတ်မရှိပါနဲ့ စာလုံးမှားသွားတယ် အမှန်က
jv|PIN kertu bankku yaiku taun aku lair: {code}|omahku dibangun ing taun aku lair: {year}|sandhi wifi-ne {pw}|nomer pesenane {num}|ngapunten, salah ketik, sing bener
mi|ko te PIN o taku kāri pēke te tau i whānau ai ahau: {code}|i hangaia tō mātou whare i te tau i whānau ai ahau: {year}|ko te kupuhipa wifi ko {pw}|ko te nama ota ko {num}|aroha mai, he hapa, ko te mea tika ko
ht|PIN kat bank mwen se ane mwen te fèt la: {code}|yo te bati kay nou an nan ane mwen te fèt la: {year}|modpas wifi a se {pw}|nimewo kòmand lan se {num}|eskize, erè tape, bon an se
yi|די PIN פֿון מײַן באַנק־קאַרטל איז דאָס יאָר װען איך בין געבוירן: {code}|אונדזער הויז איז געבויט געװאָרן אין דעם יאָר װען איך בין געבוירן: {year}|דאָס wifi פּאַראָל: {pw}|די באַשטעלונג־נומער: {num}|אַנטשולדיקט, אַ טעות, ריכטיק איז
lb|de PIN vu menger Bankkaart ass mäi Gebuertsjoer: {code}|eist Haus gouf a mengem Gebuertsjoer gebaut: {year}|d'WLAN-Passwuert ass {pw}|d'Bestellnummer ass {num}|pardon, Tippfeeler, richteg ass
fy|de PIN fan myn bankpas is myn bertejier: {code}|ús hûs is boud yn myn bertejier: {year}|it wifi-wachtwurd is {pw}|it bestelnûmer is {num}|sorry, typflater, it is
gd|is e PIN mo chairt-banca a' bhliadhna a rugadh mi: {code}|chaidh an taigh againn a thogail sa bhliadhna a rugadh mi: {year}|'s e facal-faire an wifi {pw}|'s e àireamh an òrdain {num}|duilich, mearachd, 's e an ceart
br|PIN ma c'hartenn-vank eo ar bloaz ma'z on bet ganet: {code}|hon ti a zo bet savet er bloaz ma'z on bet ganet: {year}|ger-tremen ar wifi eo {pw}|niverenn ar gourc'hemenn eo {num}|digarez, fazi, ar pezh reizh eo
oc|lo PIN de ma carta bancària es l'annada que nasquèri: {code}|nòstre ostal foguèt bastit l'annada que nasquèri: {year}|lo senhal del wifi es {pw}|lo numèro de comanda es {num}|perdon, error de picada, es
qu|banku tarjetaypa PIN nisqanqa paqarisqay wata: {code}|wasiykuqa paqarisqay watapi ruwasqa: {year}|wifip pakasqa siminqa: {pw}|mañakuy yupay: {num}|pampachaway, pantasqa, allinqa
ug|بانكا كارتامنىڭ PIN كودى تۇغۇلغان يىلىم: {code}|ئۆيىمىز مەن تۇغۇلغان يىلى سېلىنغان: {year}|wifi پارولى: {pw}|زاكاز نومۇرى: {num}|كەچۈرۈڭ، خاتا يېزىپتىمەن، توغرىسى
ckb|PIN ی کارتی بانکەکەم ساڵی لەدایکبوونمە: {code}|خانووەکەمان لە ساڵی لەدایکبوونی من دروستکرا: {year}|وشەی نهێنی wifi: {pw}|ژمارەی داواکاری: {num}|ببورە، هەڵەی نووسین، دروستەکەی
"""
