"""Hand-written templates for make_blind12.py: one template a line, ``kind|lang|text``.

``\\n`` in a text stands for a line break. ``{name}`` fields are filled by the generator with seeded values (see
``VALUES`` in make_blind12.py); a literal brace is written ``{{`` or ``}}``. Every template was written for its
language directly (no machine translation of one sentence); shorthand, typos and mixed scripts are on purpose.
"""

# Secrets -------------------------------------------------------------------------------------------------------

PINS = r"""
pin_card|en|new card came today, PIN is {pin}. shred the letter after
pin_card|en|Mum's debit card PIN {pin} - she asked me to get cash out for her on Friday
pin_card|en|note to self: barclays card pin = {pin} (changed it at the ATM on the 3rd)
pin_card|en|If the machine asks, the pin for the joint account card is {pin}. Take out £60 for the window cleaner.
pin_card|de|Neue EC-Karte ist da, die PIN lautet {pin}. Brief danach bitte vernichten!
pin_card|de|pin von der sparkassenkarte: {pin}  (nicht der alte, der neue!!)
pin_card|fr|Code de la CB de papa : {pin}. Il m'a demandé de retirer 200 € pour lui.
pin_card|fr|mon code carte bleue c'est {pin} au cas où tu dois faire les courses demain
pin_card|es|El PIN de la tarjeta nueva es {pin}, apúntalo que luego se me olvida
pin_card|es|pin tarjeta BBVA {pin} — no se lo digas a nadie eh
pin_card|it|Il PIN del bancomat è {pin}, mi servono 50 euro per il meccanico
pin_card|pt|O PIN do cartão multibanco é {pin}. Levanta 40€ para a renda da garagem.
pin_card|pt|senha do cartão do nubank: {pin4} (a de 4 dígitos, não a do app)
pin_card|nl|Pincode van mijn bankpas is {pin}, kun jij even pinnen bij de Jumbo?
pin_card|sv|Pinkoden till nya kortet är {pin}. Släng brevet sen.
pin_card|nb|PIN-koden til bankkortet er {pin}, ikke mist lappen
pin_card|da|Pinkoden til dankortet er {pin} - husk at hæve til frisøren
pin_card|fi|Pankkikortin PIN on {pin}. Nosta sieltä 60 € mökkireissua varten.
pin_card|pl|PIN do karty to {pin}, wypłać proszę 300 zł na opłaty
pin_card|cs|PIN ke kartě je {pin}, vyber prosím 2000 Kč na nájem
pin_card|sk|PIN ku karte: {pin}. Vyber 100 eur a daj ich babke.
pin_card|hu|A bankkártya PIN-kódja {pin}, vegyél ki 20 ezret légyszi
pin_card|ro|PIN-ul cardului e {pin}, scoate te rog 200 de lei pentru lemne
pin_card|ru|ПИН от карты Сбера — {pin}. Сними, пожалуйста, 5000 на коммуналку.
pin_card|uk|пін-код від картки {pin}, зніми 1000 грн для мами
pin_card|be|ПІН-код ад карткі {pin}, зніміце 100 рублёў бабулі
pin_card|bg|ПИН-ът на картата е {pin}, изтегли 100 лева за тока
pin_card|sr|ПИН за картицу је {pin}, подигни 5000 динара за струју
pin_card|hr|PIN od kartice je {pin}, digni 50 eura za plin
pin_card|sl|PIN za kartico je {pin}. Dvigni 100 € za elektriko.
pin_card|mk|ПИН-от на картичката е {pin}, подигни 3000 денари
pin_card|sq|PIN-i i kartës është {pin}, tërhiq 5000 lekë për qiranë
pin_card|el|Το PIN της κάρτας είναι {pin}, βγάλε 50 ευρώ για το ψυγείο
pin_card|tr|Kartın şifresi {pin}, bankamatikten 500 lira çekiver
pin_card|ar|الرقم السري للبطاقة {pin} اسحب ٢٠٠ دينار للإيجار
pin_card|he|הקוד של הכרטיס {pin}, תוציא 300 שקל לשיפוצניק
pin_card|fa|رمز کارتم {pin} هست، ۵۰۰ تومن برای قسط بگیر
pin_card|hi|ATM पिन {pin} है, पापा के लिए 2000 रुपये निकाल लेना
pin_card|bn|এটিএম পিন {pin}, মায়ের জন্য ৫০০০ টাকা তুলে এনো
pin_card|ur|اے ٹی ایم پن {pin} ہے، امی کے لیے دس ہزار نکال لینا
pin_card|pa|ਏਟੀਐਮ ਪਿੰਨ {pin} ਹੈ, ਬੇਬੇ ਲਈ ਦੋ ਹਜ਼ਾਰ ਕਢਵਾ ਲਿਆਈਂ
pin_card|mr|एटीएम पिन {pin} आहे, आईसाठी हजार रुपये काढ
pin_card|gu|એટીએમ પિન {pin} છે, પપ્પા માટે બે હજાર ઉપાડી લેજે
pin_card|ta|ஏடிஎம் பின் {pin}, அம்மாவுக்கு 2000 ரூபாய் எடுத்துக்கோ
pin_card|te|ఏటీఎం పిన్ {pin}, నాన్నకి 3000 తీసి ఇవ్వు
pin_card|kn|ಎಟಿಎಂ ಪಿನ್ {pin}, ಅಮ್ಮನಿಗೆ ಸಾವಿರ ರೂಪಾಯಿ ತೆಗೆದುಕೊಡು
pin_card|ml|എടിഎം പിൻ {pin} ആണ്, അമ്മയ്ക്ക് 2000 എടുത്ത് കൊടുക്കണം
pin_card|ne|एटीएम पिन {pin} हो, आमालाई पाँच हजार झिकिदिनू
pin_card|si|ATM PIN එක {pin}, අම්මට රුපියල් 5000ක් ගන්න
pin_card|th|รหัส ATM คือ {pin} ถอนให้แม่ 2000 บาทด้วยนะ
pin_card|vi|Mã PIN thẻ ATM là {pin}, rút giùm mẹ 2 triệu nha
pin_card|id|PIN ATM BCA aku {pin}, tolong tarik 500rb buat bayar kos
pin_card|ms|PIN kad ATM {pin}, tolong keluarkan RM200 untuk bil api
pin_card|tl|PIN ng ATM ko {pin}, pakiwithdraw mo ng 2k pang tuition
pin_card|zh|银行卡密码是{pin}，帮我取两千块交房租
pin_card|yue|張卡嘅密碼係{pin}，幫我攞五百蚊
pin_card|ja|キャッシュカードの暗証番号は{pin}です。3万円おろしておいて
pin_card|ko|체크카드 비밀번호 {pin}이야 20만원만 뽑아줘
pin_card|sw|PIN ya kadi ya benki ni {pin}, nitolee elfu kumi
pin_card|af|Die PIN van my bankkaart is {pin}, trek asseblief R500 uit
pin_card|ca|El PIN de la targeta és {pin}, treu 50 euros per la compra
pin_card|eu|Txartelaren PINa {pin} da, atera 50 euro
pin_card|gl|O PIN da tarxeta é {pin}, saca 40 euros para o gas
pin_card|et|Pangakaardi PIN on {pin}, võta 40 eurot välja
pin_card|lv|Kartes PIN ir {pin}, lūdzu izņem 50 eiro
pin_card|lt|Kortelės PIN {pin}, išsiimk 100 eurų nuomai
pin_card|is|PIN-númerið á kortinu er {pin}, taktu út 10 þúsund
pin_card|ka|ბარათის პინკოდი {pin}-ია, გამოიტანე 100 ლარი
pin_card|hy|Քարտի PIN-ը {pin} է, հանիր 20 հազար դրամ
pin_card|az|Kartın PIN kodu {pin}-dir, 50 manat çıxart
pin_card|kk|Картаның PIN коды {pin}, 10 мың теңге шешіп ал
pin_card|uz|Kartaning PIN kodi {pin}, 200 ming soʻm yechib ol
pin_card|mn|Картын пин код {pin}, 50 мянга гаргаад ир
pin_card|cy|PIN y cerdyn banc yw {pin}, tyn £40 allan i fi plis
pin_card|ga|Is é {pin} an PIN don chárta, tarraing €50 amach dom
pin_card|mt|Il-PIN tal-karta hu {pin}, oħroġli €50 jekk jogħġbok
pin_card|lb|De PIN vun der Kaart ass {pin}, hief mer w.e.g. 50 Euro of
pin_card|am|የካርዱ ፒን {pin} ነው፣ 500 ብር አውጣልኝ
pin_card|yo|PIN kaadi mi ni {pin}, ba mi gba ẹgbẹrun marun
pin_card|ha|PIN na katin banki {pin} ne, ciro min naira dubu biyar
pin_card|zu|I-PIN yekhadi ngu-{pin}, ngikhiphele u-R300
pin_card|km|លេខកូដ PIN កាត ATM គឺ {pin} ដកលុយ 50 ដុល្លារឲ្យម៉ាក់ផង
pin_card|lo|ລະຫັດ PIN ບັດ ATM ແມ່ນ {pin} ຖອນເງິນໃຫ້ແມ່ແດ່
pin_card|my|ATM ကတ် PIN က {pin} ပါ၊ အမေ့အတွက် ငွေထုတ်ပေးပါ
pin_phone|en|phone passcode is {pin6} if you need to check the photos while I'm in surgery
sim_puk|en|SIM PIN {pin} / PUK {puk} — keep this somewhere safe
sim_puk|de|Handy-PIN: {pin}\nPUK: {puk}\n(Karte liegt in der Schublade)
pin_phone|fr|Le code de déverrouillage du téléphone de mamie c'est {pin6}
pin_phone|es|el código para desbloquear el móvil es {pin6}, mira los whatsapps si llama el fontanero
pin_phone|it|codice sblocco iPhone {pin6}, se chiama il corriere rispondi tu
pin_phone|pt|A senha do celular é {pin6}. Se a escola ligar, atende.
pin_phone|nl|Code van mijn telefoon is {pin6}, kijk even of de pakketbezorger heeft geappt
pin_phone|pl|kod do telefonu {pin6}, odbierz jakby dzwonił kurier
pin_phone|ru|Пароль от телефона {pin6}, если позвонят из школы — ответь
pin_phone|uk|Код від телефону {pin6}, глянь чи писала Оксана
pin_phone|tr|Telefonun şifresi {pin6}, kargocu ararsa sen aç
pin_phone|ar|رمز فتح الجوال {pin6} لو اتصل المندوب رد عليه
pin_phone|hi|मेरे फोन का लॉक {pin6} है, कूरियर वाला फोन करे तो उठा लेना
pin_phone|id|kode HP aku {pin6}, kalo kurir nelpon angkat aja
pin_phone|vi|Mật khẩu điện thoại anh là {pin6}, shipper gọi thì nghe giùm
pin_phone|ja|スマホのパスコードは{pin6}。宅配から電話来たら出てね
pin_phone|ko|폰 비번 {pin6}, 택배 기사님 전화 오면 받아줘
pin_phone|zh|我手机锁屏密码{pin6}，快递打电话你帮我接一下
pin_phone|th|รหัสปลดล็อกมือถือ {pin6} ถ้าไปรษณีย์โทรมารับให้ด้วย
pin_phone|sv|Koden till mobilen är {pin6}, svara om förskolan ringer
sim_puk|fi|Puhelimen PIN: {pin}, PUK: {puk}. Säilytä tämä lappu.
sim_puk|cs|SIM PIN {pin}, PUK {puk} – kdyby se telefon zamkl
pin_phone|hu|A telefon feloldókódja {pin6}, ha hív a futár, vedd fel
pin_phone|el|Ο κωδικός του κινητού είναι {pin6}, αν πάρει ο κούριερ σήκωσέ το
pin_phone|he|הקוד של הטלפון {pin6}, אם השליח מתקשר תענה
pin_phone|ro|codul de la telefon e {pin6}, răspunde dacă sună curierul
pin_phone|bg|Кодът на телефона е {pin6}, вдигни ако звъни куриерът
pin_phone|fa|رمز گوشیم {pin6} ـه، اگه پیک زنگ زد جواب بده
pin_other|en|voicemail PIN is {pin}, dial 121 and listen to the message from the landlord
pin_other|en|Netflix profile lock: {pin}. kids don't know it, keep it that way
pin_other|de|Jugendschutz-PIN vom Receiver ist {pin}
pin_other|de|Mailbox-PIN {pin} – hör mal ab, ob der Arzt angerufen hat
pin_other|fr|Code PIN de la messagerie vocale : {pin}
pin_other|es|PIN del buzón de voz {pin}, escucha si llamó el del seguro
pin_other|it|PIN della segreteria: {pin}. Controlla se ha chiamato il notaio
pin_other|nl|Kinderslot op de tv: {pin}
pin_other|pl|PIN do kontroli rodzicielskiej na dekoderze: {pin}
mobile_money_pin|pt|PIN da app do banco é {pin6}, usa para ver o saldo
mobile_money_pin|ru|PIN для приложения банка {pin6}, проверь пришла ли зарплата
pin_other|sv|Röstbrevlådans kod är {pin}
pin_other|da|Koden til telefonsvareren er {pin}, lyt om lægen har ringet
pin_other|ja|ボイスメールの暗証番号は{pin}です
pin_other|ko|음성사서함 비밀번호 {pin}
pin_other|zh|信用卡查询密码 {pin6}，别告诉别人
pin_other|tr|Telesekreter şifresi {pin}, doktor aradı mı bak
mobile_money_pin|id|PIN m-banking {pin6}, cek udah masuk belum gajinya
mobile_money_pin|sw|PIN ya M-Pesa ni {pin}, nitumie elfu mbili kwa mama
mobile_money_pin|ha|PIN na asusun waya {pin} ne, aika wa mama dubu biyu
mobile_money_pin|yo|PIN mobile money mi ni {pin}, fi ẹgbẹrun meji ranṣẹ si mama
mobile_money_pin|am|የቴሌብር ፒን {pin} ነው
mobile_money_pin|hi|UPI पिन {pin6} है, किराया भेज देना
mobile_money_pin|bn|বিকাশ পিন {pin}, বাড়িভাড়াটা পাঠিয়ে দিও
mobile_money_pin|ur|ایزی پیسہ کا پن {pin} ہے
mobile_money_pin|tl|GCash MPIN ko {pin}, padala mo kay nanay 1k
mobile_money_pin|vi|Mã PIN ví MoMo {pin6}, chuyển tiền điện giùm em
mobile_money_pin|th|PIN แอปเป๋าตัง {pin6} จ่ายค่าน้ำให้ด้วย
pin_other|en|PIN: {pin}\nCard: Monzo (joint)\nDaily limit: £300
pin_other|de|Karte: Volksbank Girocard\nPIN: {pin}\nLimit: 1000 €/Tag
pin_other|es|Tarjeta: Santander débito\nPIN: {pin}\nLímite cajero: 600 €
pin_other|fr|Carte : Crédit Agricole\nCode : {pin}\nPlafond : 500 €
"""

ACCESS = r"""
door_code|en|door code for the building is {door}, then 3rd floor on the left
door_code|en|Hey! Key is with the neighbour but if she's out the keypad code is {door}#
door_code|en|front door: {door}\nflat: 4B\nbins go out on Tuesday
door_code|en|the code on the side door changed to {door}, the old one doesn't work anymore
door_code|de|Türcode unten: {door} – dann 2. Stock links, Klingel „Weber"
door_code|de|haustür code {door}, schlüssel liegt unter der matte
door_code|fr|Digicode : {door}, puis bâtiment B, 4e étage porte gauche
door_code|fr|le code de la porte d'entrée c'est {door}, l'interphone marche pas
door_code|es|El código del portal es {door}. Sube al 3ºB.
door_code|es|codigo portal {door} y luego la llave del buzón está en la maceta
door_code|it|Il codice del portone è {door}, poi scala C interno 7
door_code|pt|Código da porta do prédio: {door}. Depois 2º esquerdo.
door_code|pt|o código do portão de baixo é {door}, sobe direto
door_code|nl|De code van de voordeur is {door}, daarna lift naar de 5e
door_code|sv|Portkoden är {door}. Trapphus B, tredje våningen.
door_code|nb|Koden på porten er {door}, 3. etasje til høyre
door_code|da|Koden til opgangen er {door}, 2. sal tv.
door_code|fi|Ulko-oven koodi {door}, rappu C
door_code|is|Kóðinn á útidyrunum er {door}
door_code|pl|Kod do klatki {door}, potem 4 piętro
door_code|cs|Kód od vchodu je {door}, pak 3. patro vpravo
door_code|sk|Kód na vchodové dvere je {door}
door_code|hu|A kapukód {door}, utána harmadik emelet
door_code|ro|Codul de la interfon e {door}, apoi etajul 2
door_code|ru|Код домофона {door}, потом 5 этаж, кв. 18
door_code|uk|Код на під'їзд {door}, 7 поверх
door_code|bg|Кодът на входа е {door}, после 4 етаж
door_code|sr|Шифра за улаз је {door}
door_code|hr|Šifra za ulaz je {door}, drugi kat lijevo
door_code|sl|Koda za vhod je {door}
door_code|el|Ο κωδικός της εξώπορτας είναι {door}
door_code|tr|Apartman kapısının şifresi {door}, 4. kat
door_code|ar|رقم باب العمارة {door} والشقة في الدور الثالث
door_code|he|הקוד של הבניין {door}, קומה 3 דירה 12
door_code|fa|رمز در ساختمون {door}ـه، طبقه دوم
gate_code|hi|गेट का कोड {door} है, तीसरी मंजिल पर आ जाना
door_code|th|รหัสประตูตึก {door} ขึ้นมาชั้น 5 ได้เลย
door_code|vi|Mã cửa tòa nhà là {door}, lên tầng 6 nha
door_code|id|kode pintu apartemen {door}, lantai 12
door_code|ms|Kod pintu kondo {door}, naik tingkat 8
door_code|tl|Code ng gate ng condo {door}, 14th floor
door_code|zh|楼下门禁密码{door}，上来12楼
door_code|yue|樓下大閘密碼{door}，上嚟八樓
door_code|ja|オートロックの番号は{door}です。3階の右側
door_code|ko|공동현관 비번 {door}# 이고 5층이야
door_code|ko|현관 도어락 비밀번호 {door}*
door_code|et|Välisukse kood on {door}
door_code|lv|Durvju kods {door}, 3. stāvs
door_code|lt|Laiptinės kodas {door}
door_code|ca|El codi del portal és {door}, 2n 1a
door_code|eu|Atariko kodea {door} da
door_code|ka|სადარბაზოს კოდი {door}-ია
door_code|hy|Մուտքի կոդը {door} է
door_code|kk|Подъездің коды {door}
door_code|az|Bloka giriş kodu {door}
door_code|sq|Kodi i derës së pallatit është {door}
gate_code|af|Die hek se kode is {door}
gate_code|sw|Namba ya siri ya geti ni {door}
gate_code|zu|Ikhodi yesango ngu-{door}
gate_code|en|Gate code {gate}. Drive round the back, park by the blue container.
gate_code|en|gate: {gate}* , dog is friendly, leave parcel in the porch
gate_code|de|Tor zum Hof: {gate}, Müll steht rechts
gate_code|fr|Portail : code {gate} puis tout droit jusqu'au fond
gate_code|es|La cancela del garaje se abre con {gate}
gate_code|it|codice cancello {gate}, parcheggia dopo il cipresso
gate_code|nl|Hek van de volkstuin: {gate}
gate_code|pl|Kod do bramy na parking {gate}
gate_code|pt|Portão da garagem: {gate}
gate_code|ru|Шлагбаум открывается кодом {gate}
gate_code|tr|Site girişindeki bariyerin şifresi {gate}
gate_code|ar|رقم البوابة {gate}
gate_code|id|kode gerbang komplek {gate}
gate_code|mn|Хашааны хаалганы код {gate}
gate_code|ur|گیٹ کا کوڈ {gate} ہے
gate_code|bn|গেটের কোড {gate}
gate_code|uz|Darvoza kodi {gate}
gate_code|ta|கேட் கோடு {gate}
alarm_code|en|alarm code is {alarm} - you have 30 seconds after opening the door, panel is behind the coats
alarm_code|en|ALARM: disarm {alarm} then press OFF. If it goes off call me not the company!!
alarm_code|de|Alarmanlage: Code {alarm}, dann „AUS" drücken. Du hast 30 Sekunden.
alarm_code|fr|Code alarme {alarm} — le boîtier est dans le placard de l'entrée
alarm_code|es|La alarma se desactiva con {alarm}, tienes 20 segundos
alarm_code|it|codice allarme {alarm}, il pannello è dietro la porta della cucina
alarm_code|nl|Alarmcode is {alarm}, binnen 30 sec intoetsen
alarm_code|sv|Larmkoden är {alarm}. Larma av direkt när du kommer in.
alarm_code|nb|Alarmkode {alarm}, panelet er i gangen
alarm_code|da|Alarmkoden er {alarm} – tast den inden 30 sek
alarm_code|fi|Hälytyksen koodi {alarm}, paneeli eteisessä
alarm_code|pl|kod do alarmu {alarm}, masz 30 sekund
alarm_code|cs|Kód k alarmu je {alarm}, panel je v předsíni
alarm_code|pt|Código do alarme: {alarm}. Tens 30 segundos.
alarm_code|ru|Код сигнализации {alarm}, пульт в прихожей
alarm_code|el|Ο κωδικός του συναγερμού είναι {alarm}
alarm_code|he|קוד האזעקה {alarm}, יש לך 30 שניות
alarm_code|ja|警備のセキュリティ解除番号は{alarm}です
alarm_code|ko|세콤 해제 번호 {alarm}
alarm_code|zh|报警器解除密码{alarm}，进门30秒内按
alarm_code|hu|A riasztó kódja {alarm}, 30 másodperced van
alarm_code|tr|Alarm şifresi {alarm}, kapıyı açınca hemen gir
alarm_code|ro|Codul de la alarmă e {alarm}
alarm_code|lt|Signalizacijos kodas {alarm}
alarm_code|ga|Cód an aláraim: {alarm}
locker_code|en|gym locker 117, combo {combo}
locker_code|en|bike lock combo is {combo}, it's the red one by the shed
locker_code|en|safe in the wardrobe: {combo}. passports + the spare car key are in there
locker_code|de|Spind-Code im Büro: {combo}
locker_code|de|Fahrradschloss Zahlenkombination {combo}
locker_code|fr|Le cadenas du vélo c'est {combo}
locker_code|fr|Coffre-fort de l'hôtel : {combo} (chambre 214)
locker_code|es|La combinación de la taquilla es {combo}
locker_code|es|caja fuerte del armario: {combo}, ahí están los pasaportes
locker_code|it|La combinazione della cassaforte è {combo}
locker_code|it|lucchetto bici {combo}
locker_code|pt|Combinação do cacifo: {combo}
locker_code|nl|Cijferslot van de fiets: {combo}
locker_code|pl|Szyfr do kłódki od roweru {combo}
locker_code|cs|Kód k zámku na kolo je {combo}
locker_code|sv|Kombinationen till kassaskåpet är {combo}
locker_code|ru|Код от сейфа {combo}, там паспорта
locker_code|uk|Код від сейфа {combo}
locker_code|tr|Kasanın şifresi {combo}
locker_code|ja|ロッカーの暗証番号は{combo}
locker_code|ko|사물함 비번 {combo}
locker_code|zh|保险箱密码{combo}，护照在里面
locker_code|vi|Mã két sắt là {combo}
locker_code|th|รหัสตู้เซฟ {combo}
locker_code|id|kode brankas {combo}
locker_code|hi|तिजोरी का कोड {combo} है
locker_code|ar|رقم الخزنة {combo}
locker_code|el|Ο συνδυασμός του χρηματοκιβωτίου είναι {combo}
locker_code|fi|Kaapin koodi {combo}
locker_code|hu|A széf kódja {combo}
locker_code|sl|Koda za omarico {combo}
keybox_code|en|Welcome! The key safe is left of the door, code {keybox}. Check-out by 10am please.
keybox_code|en|lockbox {keybox} - key for the van is inside, return it there
keybox_code|de|Schlüsselsafe neben der Tür, Code {keybox}. Check-out bis 10 Uhr.
keybox_code|fr|La boîte à clés est à droite de la porte, code {keybox}
keybox_code|es|Caja de llaves junto a la puerta, código {keybox}
keybox_code|it|La keybox è accanto al citofono, codice {keybox}
keybox_code|pt|A caixa das chaves fica ao lado da porta, código {keybox}
keybox_code|nl|Sleutelkluisje naast de deur, code {keybox}
keybox_code|hr|Kutija za ključeve pored vrata, šifra {keybox}
keybox_code|el|Το κουτί με τα κλειδιά είναι δίπλα στην πόρτα, κωδικός {keybox}
keybox_code|pl|Sejf na klucze obok drzwi, kod {keybox}
keybox_code|cs|Schránka na klíče vedle dveří, kód {keybox}
keybox_code|is|Lyklaboxið er við hliðina á hurðinni, kóði {keybox}
keybox_code|mt|Il-kaxxa taċ-ċwievet ħdejn il-bieb, kodiċi {keybox}
keybox_code|ja|キーボックスはドアの左、番号{keybox}
keybox_code|ko|키박스 비번 {keybox} 입니다
keybox_code|th|กล่องกุญแจอยู่ข้างประตู รหัส {keybox}
keybox_code|ca|La caixa de claus és al costat de la porta, codi {keybox}
"""

OTPS = r"""
otp_sms|en|Your Monzo code is {otp}. Use it now to finish logging in. Don't share it with anyone.
otp_sms|en|the code they texted me is {otp}, can you type it in on the laptop quick before it times out
otp_sms|en|{otp} is your verification code, enter it now
otp_sms|en|ok got it — {otp_sp} — go go go it's only valid 5 min
otp_sms|en|Dad the bank is asking for the code on your phone, it's {otp} yeah? type it in now
otp_sms|de|Dein Bestätigungscode lautet {otp}. Jetzt eingeben, er ist 10 Minuten gültig.
otp_sms|de|der code aus der sms ist {otp}, gib ihn schnell ein
otp_sms|fr|Votre code de vérification est {otp}. Saisissez-le maintenant.
otp_sms|fr|le code reçu par sms c'est {otp}, tape-le vite stp
otp_sms|es|Tu código de verificación es {otp}. Introdúcelo ahora.
otp_sms|es|me llegó el código {otp}, ponlo ya que caduca
otp_sms|it|Il tuo codice di verifica è {otp}, inseriscilo subito
otp_sms|it|mi è arrivato il codice {otp}, mettilo tu che io sto guidando
otp_sms|pt|Seu código de verificação é {otp}. Digite agora no app.
otp_sms|pt|chegou o código {otp}, coloca aí rápido
otp_sms|nl|Je verificatiecode is {otp}, vul hem nu in
otp_sms|nl|code is binnen: {otp} — snel invullen
otp_sms|sv|Din verifieringskod är {otp}. Ange den nu.
otp_sms|nb|Engangskoden din er {otp}, tast den inn nå
otp_sms|da|Din engangskode er {otp} – indtast den nu
otp_sms|fi|Vahvistuskoodisi on {otp}, syötä se nyt
otp_sms|pl|Twój kod weryfikacyjny to {otp}, wpisz go teraz
otp_sms|pl|przyszedł kod {otp}, wpisz szybko zanim wygaśnie
otp_sms|cs|Váš ověřovací kód je {otp}. Zadejte ho hned.
otp_sms|sk|Overovací kód je {otp}, zadaj ho teraz
otp_sms|hu|Az ellenőrző kódod: {otp}, írd be most
otp_sms|ro|Codul tău de verificare este {otp}, introdu-l acum
otp_sms|ru|Ваш код подтверждения {otp}. Введите его сейчас.
otp_sms|ru|пришёл код {otp}, вводи быстрее пока не сгорел
otp_sms|uk|Код підтвердження: {otp}. Введи його зараз
otp_sms|bg|Кодът ти за потвърждение е {otp}, въведи го сега
otp_sms|sr|Tvoj verifikacioni kod je {otp}, unesi ga odmah
otp_sms|hr|Kod za potvrdu je {otp}, upiši ga sad
otp_sms|sl|Potrditvena koda je {otp}, vnesi jo zdaj
otp_sms|el|Ο κωδικός επαλήθευσης είναι {otp}, βάλ' τον τώρα
otp_sms|tr|Doğrulama kodun {otp}, hemen gir
otp_sms|tr|kod geldi {otp} yaz hemen süresi dolmadan
otp_sms|ar|رمز التحقق الخاص بك هو {otp}، أدخله الآن
otp_sms|ar|جاني الكود {otp} حطه بسرعة قبل ما ينتهي
otp_sms|he|קוד האימות שלך הוא {otp}, הכנס אותו עכשיו
otp_sms|fa|کد تأیید شما {otp} است، همین الان واردش کن
otp_sms|ur|آپ کا تصدیقی کوڈ {otp} ہے، ابھی درج کریں
otp_sms|hi|आपका OTP {otp} है, अभी डाल दो
otp_sms|hi|otp aaya hai {otp} jaldi daal de bhai
otp_sms|bn|তোমার ওটিপি {otp}, এখনই দাও
otp_sms|pa|ਤੁਹਾਡਾ OTP {otp} ਹੈ, ਹੁਣੇ ਪਾ ਦਿਓ
otp_sms|mr|तुमचा OTP {otp} आहे, आत्ता टाका
otp_sms|gu|તમારો OTP {otp} છે, હમણાં નાખો
otp_sms|ta|உங்கள் OTP {otp}, இப்போதே உள்ளிடுங்கள்
otp_sms|te|మీ OTP {otp}, ఇప్పుడే ఎంటర్ చేయండి
otp_sms|kn|ನಿಮ್ಮ OTP {otp}, ಈಗಲೇ ಹಾಕಿ
otp_sms|ml|നിങ്ങളുടെ OTP {otp} ആണ്, ഇപ്പോൾ തന്നെ നൽകുക
otp_sms|si|ඔබගේ OTP අංකය {otp}, දැන්ම ඇතුළත් කරන්න
otp_sms|ne|तपाईंको OTP {otp} हो, अहिले नै हाल्नुहोस्
otp_sms|th|รหัส OTP ของคุณคือ {otp} กรอกเลยนะ
otp_sms|vi|Mã OTP của bạn là {otp}, nhập ngay nhé
otp_sms|vi|ma xac nhan {otp} nhap lien di
otp_sms|id|Kode OTP kamu {otp}, masukin sekarang ya
otp_sms|ms|Kod TAC anda ialah {otp}, masukkan sekarang
otp_sms|tl|Ang OTP mo ay {otp}, ilagay mo na ngayon
otp_sms|zh|您的验证码是{otp}，请立即输入
otp_sms|zh|验证码{otp}快输，五分钟就过期了
otp_sms|yue|驗證碼係{otp}，快啲入
otp_sms|ja|認証コードは{otp}です。今すぐ入力してください
otp_sms|ja|コード来た！{otp} 早く入れて
otp_sms|ko|인증번호 [{otp}] 지금 입력해줘
otp_sms|ko|인증번호 왔어 {otp} 빨리 넣어
otp_sms|sw|Nambari yako ya uthibitisho ni {otp}, iweke sasa
otp_sms|am|የማረጋገጫ ኮድዎ {otp} ነው፣ አሁን ያስገቡ
otp_sms|yo|Koodu ìfọwọ́sí rẹ ni {otp}, tẹ̀ ẹ́ báyìí
otp_sms|ha|Lambar tabbatarwarka ita ce {otp}, saka ta yanzu
otp_sms|zu|Ikhodi yakho yokuqinisekisa ngu-{otp}, yifake manje
otp_sms|af|Jou verifikasiekode is {otp}, sleutel dit nou in
otp_sms|ca|El teu codi de verificació és {otp}, posa'l ara
otp_sms|eu|Zure egiaztapen-kodea {otp} da, sartu orain
otp_sms|gl|O teu código de verificación é {otp}, introdúceo agora
otp_sms|et|Sinu kinnituskood on {otp}, sisesta see kohe
otp_sms|lv|Tavs verifikācijas kods ir {otp}, ievadi to tagad
otp_sms|lt|Jūsų patvirtinimo kodas {otp}, įveskite dabar
otp_sms|is|Staðfestingarkóðinn þinn er {otp}, sláðu hann inn núna
otp_sms|ka|შენი დადასტურების კოდია {otp}, შეიყვანე ახლავე
otp_sms|hy|Ձեր հաստատման կոդն է {otp}, մուտքագրեք հիմա
otp_sms|az|Təsdiq kodunuz {otp}, indi daxil edin
otp_sms|kk|Растау кодыңыз {otp}, қазір енгізіңіз
otp_sms|uz|Tasdiqlash kodingiz {otp}, hozir kiriting
otp_sms|mn|Таны баталгаажуулах код {otp}, одоо оруулна уу
otp_sms|sq|Kodi yt i verifikimit është {otp}, fute tani
otp_sms|mk|Твојот код за потврда е {otp}, внеси го сега
otp_sms|be|Ваш код пацверджання {otp}, увядзіце зараз
otp_sms|cy|Dy god dilysu yw {otp}, rho fe i mewn nawr
otp_sms|mt|Il-kodiċi tal-verifika tiegħek huwa {otp}, daħħlu issa
otp_sms|km|លេខកូដផ្ទៀងផ្ទាត់របស់អ្នកគឺ {otp} សូមបញ្ចូលឥឡូវនេះ
otp_sms|lo|ລະຫັດຢືນຢັນຂອງທ່ານແມ່ນ {otp} ປ້ອນດຽວນີ້
otp_sms|my|သင့်အတည်ပြုကုဒ်မှာ {otp} ဖြစ်သည်၊ ယခုထည့်ပါ
otp_sms|lb|Däi Verifikatiounscode ass {otp}, gëff en elo an
otp_sms|ga|Is é {otp} do chód fíoraithe, cuir isteach anois é
otp_email|en|Subject: Your sign-in code\n\nHi Sam,\nuse {otp} to sign in. This code is valid for the next 15 minutes.
otp_email|de|Betreff: Ihr Anmeldecode\n\nHallo Frau Keller,\nIhr Code lautet {otp}. Bitte geben Sie ihn jetzt im Browser ein.
otp_email|fr|Objet : Votre code de connexion\n\nBonjour,\nvoici votre code : {otp}. Il expire dans 10 minutes, utilisez-le maintenant.
otp_email|es|Asunto: Código de acceso\n\nHola Marta, tu código es {otp}. Úsalo ahora para entrar.
otp_email|pt|Assunto: Código de login\n\nOlá! Use o código {otp} para entrar agora.
otp_email|it|Oggetto: Codice di accesso\n\nCiao Luca, il tuo codice è {otp}. Usalo adesso.
otp_email|nl|Onderwerp: Je inlogcode\n\nHoi Bram, je code is {otp}. Gebruik hem nu.
otp_email|pl|Temat: Kod logowania\n\nCześć, Twój kod to {otp}. Użyj go teraz.
otp_email|ru|Тема: Код входа\n\nЗдравствуйте! Ваш код: {otp}. Используйте его сейчас.
otp_email|ja|件名：ログインコード\n\n山田様\nログインコード：{otp}\n今すぐ入力してください。
otp_email|zh|主题：登录验证码\n\n您好，您的验证码是 {otp}，请立即使用。
otp_email|tr|Konu: Giriş kodunuz\n\nMerhaba, kodunuz {otp}. Şimdi kullanın.
otp_email|sv|Ämne: Din inloggningskod\n\nHej! Koden är {otp}. Använd den nu.
otp_email|ko|제목: 로그인 인증 코드\n\n안녕하세요, 인증 코드는 {otp} 입니다. 지금 입력하세요.
otp_totp|en|authenticator says {otp} right now, quick
otp_totp|en|2FA for the shared admin account: current code {otp_sp}, you've got ~20 seconds
otp_totp|de|Authenticator zeigt gerade {otp}, schnell eingeben
otp_totp|fr|le code Google Authenticator là maintenant c'est {otp}
otp_totp|es|el código del autenticador ahora mismo es {otp}, dale
otp_totp|pt|código do autenticador agora: {otp}
otp_totp|ru|код из гугл аутентификатора сейчас {otp}, быстрее
otp_totp|pl|kod z authenticatora teraz to {otp}
otp_totp|ja|今の認証アプリのコードは{otp}
otp_totp|zh|谷歌验证器现在是{otp}，快点
otp_totp|nl|2FA code nu: {otp}
otp_totp|it|codice dell'app di autenticazione adesso: {otp}
otp_totp|tr|authenticator kodu şu an {otp}
otp_totp|hu|az authenticator most ezt mutatja: {otp}
otp_totp|id|kode 2FA sekarang {otp} cepetan
"""

PASSWORDS = r"""
password_prose|en|my netflix password is {pw} if you want to log in on the tv
password_prose|en|Changed the Amazon password to {pw} because of that phishing mail
password_prose|en|pw for the school portal is {pw} — Lily keeps forgetting it
password_prose|en|Login for Grandma's email: her address, password {pw}. She wrote it on a post-it anyway.
password_prose|de|Das Passwort fürs Elster-Konto ist {pw}, mach bitte die Steuer fertig
password_prose|de|kennwort vom router-admin ist {pw} (nicht das WLAN!)
password_prose|fr|Le mot de passe d'Ameli c'est {pw}, tu peux vérifier le remboursement ?
password_prose|fr|mdp du compte EDF : {pw}
password_prose|es|La contraseña del correo de la abuela es {pw}
password_prose|es|contra de spotify {pw} no la cambies porfa
password_prose|it|La password di SPID è {pw}, mi serve per il fascicolo sanitario
password_prose|pt|A senha do gov.br é {pw}, vê se o imposto caiu
password_prose|nl|Het wachtwoord van DigiD is {pw}
password_prose|sv|Lösenordet till Skatteverket-kontot är {pw}
password_prose|da|Adgangskoden til e-Boks er {pw}
password_prose|nb|Passordet til Vipps-kontoen er {pw}
password_prose|fi|Salasana OmaKanta-palveluun: {pw}
password_prose|pl|Hasło do poczty to {pw}, sprawdź czy przyszła faktura
password_prose|cs|Heslo do datovky je {pw}
password_prose|hu|Az ügyfélkapu jelszava {pw}
password_prose|ro|Parola de la contul ANAF e {pw}
password_prose|ru|Пароль от госуслуг {pw}, посмотри штрафы
password_prose|uk|Пароль від Дії {pw}
password_prose|bg|Паролата за имейла е {pw}
password_prose|el|Ο κωδικός για το taxisnet είναι {pw}
password_prose|tr|e-Devlet şifrem {pw}, bi bakıver
password_prose|ar|كلمة السر للإيميل {pw}
password_prose|he|הסיסמה לאתר של קופת חולים היא {pw}
password_prose|fa|پسورد ایمیلم {pw} ـه
password_prose|hi|मेरे ईमेल का पासवर्ड {pw} है
password_prose|bn|ফেসবুকের পাসওয়ার্ড {pw}
password_prose|th|รหัสผ่านเฟซบุ๊ก {pw}
password_prose|vi|Mật khẩu Facebook của mẹ là {pw}
password_prose|id|password email kantor {pw}, jangan disebar
password_prose|tl|password ng FB ko {pw} pakicheck mo messages
password_prose|zh|我微博密码是{pw}
password_prose|ja|Amazonのパスワードは{pw}です
password_prose|ko|넷플릭스 비번 {pw}
password_prose|sw|Nenosiri la barua pepe ni {pw}
password_prose|ca|La contrasenya del correu és {pw}
password_prose|hr|Lozinka za e-Građane je {pw}
password_prose|lt|Slaptažodis nuo el. pašto {pw}
password_prose|et|Parool e-posti jaoks on {pw}
password_prose|sr|Лозинка за мејл је {pw}
password_prose|sk|Heslo k emailu je {pw}
password_prose|af|Die wagwoord vir die e-pos is {pw}
password_prose|ka|მეილის პაროლი {pw}
password_prose|uz|Pochtaning paroli {pw}
password_label|en|site: admin.shopbarn.co.uk\nuser: ops@shopbarn.co.uk\npassword: {pw}
password_label|en|Username: jdoe_77 | Password: {pw} | 2FA: off (turn on!!)
password_label|en|VPN\n  login  m.harris\n  pass   {pw}
password_label|de|Benutzer: k.schmidt\nPasswort: {pw}\nServer: mail.kanzlei-schmidt.de
password_label|fr|Identifiant : dupont.l\nMot de passe : {pw}
password_label|es|Usuario: mgarcia\nContraseña: {pw}
password_label|it|Utente: r.bianchi\nPassword: {pw}
password_label|pt|Usuário: ana.souza\nSenha: {pw}
password_label|nl|Gebruikersnaam: pvdberg\nWachtwoord: {pw}
password_label|pl|Login: k.nowak\nHasło: {pw}
password_label|ru|Логин: ivanov_a\nПароль: {pw}
password_label|tr|Kullanıcı adı: ayse.k\nŞifre: {pw}
password_label|ja|ID：tanaka01\nパスワード：{pw}
password_label|zh|账号：wang_lei88\n密码：{pw}
password_label|ko|아이디: minji92\n비밀번호: {pw}
password_label|sv|Användarnamn: lindqvist\nLösenord: {pw}
password_label|cs|Uživatel: novakova\nHeslo: {pw}
password_label|hu|Felhasználó: kovacs.p\nJelszó: {pw}
password_label|el|Χρήστης: papadopoulos\nΚωδικός: {pw}
password_label|vi|Tài khoản: nguyenvana\nMật khẩu: {pw}
password_label|id|username: budi.s\npassword: {pw}
password_label|ar|اسم المستخدم: ahmed.s\nكلمة المرور: {pw}
password_label|he|שם משתמש: dani.l\nסיסמה: {pw}
password_label|fi|Käyttäjätunnus: virtanen\nSalasana: {pw}
password_label|uk|Логін: petrenko\nПароль: {pw}
password_label|ro|Utilizator: popescu.i\nParolă: {pw}
password_label|th|ชื่อผู้ใช้: somchai\nรหัสผ่าน: {pw}
password_label|en|| service | user | password |\n|---|---|---|\n| jira | deploybot | {pw} |
password_label|en|host,user,password\ndb01.internal,reporting,{pw}
ssh_login|en|ssh root@{ip} - pw {pw}. please change it after the migration
ssh_login|en|server: {ip}\nport: 22\nuser: deploy\npass: {pw}
ssh_login|de|Zugang zum NAS: {ip}, Benutzer admin, Passwort {pw}
ssh_login|fr|accès au serveur : ssh admin@{ip} mdp {pw}
ssh_login|es|el servidor es {ip}, usuario root y la clave {pw}
ssh_login|ru|сервер {ip}, логин root, пароль {pw}
ssh_login|pt|servidor {ip} usuário ubuntu senha {pw}
ssh_login|zh|服务器 {ip} 用户 root 密码 {pw}
ssh_login|pl|serwer {ip}, user admin, hasło {pw}
ssh_login|it|server {ip} utente admin password {pw}
router_admin|en|router admin page 192.168.1.1 login admin / {pw}
router_admin|de|FRITZ!Box-Kennwort: {pw}
router_admin|nl|inloggen op de modem: admin / {pw}
router_admin|es|el router: admin y contraseña {pw}
router_admin|fr|Interface de la box : admin / {pw}
security_answer|en|Security question answers for the bank: mother's maiden name "{maiden}", first pet "{pet}"
security_answer|de|Sicherheitsfrage Bank: Name des ersten Haustiers = {pet}
security_answer|es|Pregunta secreta: nombre de tu primera mascota → {pet}
security_answer|fr|Question secrète du compte : nom du premier animal = {pet}
security_answer|en|memorable word for online banking: {memword}
"""

WIFI = r"""
wifi_key|en|wifi: {ssid}\npassword: {wifi}
wifi_key|en|Hi guests! Network {ssid}, key {wifi}. Enjoy your stay :)
wifi_key|en|the wifi pw is {wifi} (network is {ssid}, not the _5G one)
wifi_key|de|WLAN: {ssid}\nSchlüssel: {wifi}
wifi_key|de|wlan passwort ist {wifi}, netz heißt {ssid}
wifi_key|fr|Wifi : {ssid} / mot de passe : {wifi}
wifi_key|fr|le code wifi c'est {wifi}
wifi_key|es|WiFi: {ssid}  Clave: {wifi}
wifi_key|es|la contraseña del wifi es {wifi}
wifi_key|it|Rete: {ssid} — password WiFi: {wifi}
wifi_key|pt|Rede: {ssid}\nSenha do wifi: {wifi}
wifi_key|nl|Wifi-netwerk {ssid}, wachtwoord {wifi}
wifi_key|sv|Wifi: {ssid}, lösen: {wifi}
wifi_key|nb|Trådløst nett: {ssid}, passord: {wifi}
wifi_key|da|Wifi-kode: {wifi}
wifi_key|fi|WLAN-salasana on {wifi}
wifi_key|pl|hasło do wifi: {wifi}
wifi_key|cs|Heslo na wifi je {wifi}
wifi_key|hu|A wifi jelszó: {wifi}
wifi_key|ro|Parola de la wifi e {wifi}
wifi_key|ru|Пароль от вайфая {wifi}
wifi_key|uk|пароль від вайфаю {wifi}
wifi_key|el|Κωδικός WiFi: {wifi}
wifi_key|tr|Wifi şifresi {wifi}
wifi_key|ar|باسورد الواي فاي {wifi}
wifi_key|he|הסיסמה לוויפי היא {wifi}
wifi_key|fa|رمز وای‌فای {wifi}
wifi_key|hi|वाईफाई का पासवर्ड {wifi} है
wifi_key|th|รหัสไวไฟ {wifi}
wifi_key|vi|Pass wifi: {wifi}
wifi_key|id|password wifi {wifi}
wifi_key|ms|Kata laluan WiFi: {wifi}
wifi_key|tl|password ng wifi {wifi}
wifi_key|zh|WiFi密码：{wifi}
wifi_key|ja|Wi-Fiのパスワードは{wifi}です
wifi_key|ko|와이파이 비번 {wifi}
wifi_key|sw|Nenosiri la WiFi ni {wifi}
wifi_key|hr|Lozinka za wifi je {wifi}
wifi_key|bg|Паролата за wifi е {wifi}
wifi_key|ca|La contrasenya del wifi és {wifi}
wifi_key|is|Lykilorðið á netinu er {wifi}
wifi_key|mt|Il-password tal-wifi hi {wifi}
wifi_key|en|WIFI:T:WPA;S:{ssid};P:{wifi};;
"""

RECOVERY = r"""
recovery_codes|en|GitHub recovery codes (keep offline):\n{rc_gh}
recovery_codes|en|Google backup codes for mum's account\n{rc_g}
recovery_codes|de|Wiederherstellungscodes für das Microsoft-Konto:\n{rc_gh}
recovery_codes|fr|Codes de secours Google :\n{rc_g}
recovery_codes|es|Códigos de respaldo de Google, guárdalos:\n{rc_g}
recovery_codes|pt|Códigos de recuperação do Instagram:\n{rc_g}
recovery_codes|ja|Googleのバックアップコード\n{rc_g}
recovery_codes|ru|Резервные коды для входа в Google:\n{rc_g}
recovery_codes|pl|Kody zapasowe do konta Google:\n{rc_g}
recovery_codes|nl|Herstelcodes voor GitLab:\n{rc_gh}
recovery_codes|en|Bitwarden recovery code: {rc_one}
recovery_codes|de|Apple-Wiederherstellungsschlüssel: {rc_apple}
recovery_codes|en|Apple recovery key (do NOT lose): {rc_apple}
recovery_codes|it|Codici di recupero Discord:\n{rc_gh}
recovery_codes|zh|谷歌备用验证码：\n{rc_g}
recovery_codes|ko|구글 백업 코드\n{rc_g}
recovery_codes|tr|Google yedek kodları:\n{rc_g}
recovery_codes|sv|Reservkoder för Google-kontot:\n{rc_g}
recovery_codes|en|1Password Emergency Kit — Secret Key: {op_key}
"""

APIKEYS = r"""
api_key_prefixed|en|stripe live key for the shop: {stripe}
api_key_prefixed|en|STRIPE_SECRET_KEY={stripe}
api_key_prefixed|en|here's the GitHub token for the CI: {ghp}
api_key_prefixed|en|export GITHUB_TOKEN={ghp}
api_key_prefixed|en|slack bot token {xoxb} — paste it into the integration settings
cloud_credentials|en|AWS creds for the backup bucket:\naws_access_key_id = {akia}\naws_secret_access_key = {aws_secret}
api_key_prefixed|en|gitlab deploy token {glpat}
api_key_prefixed|en|OPENAI_API_KEY="{openai}"
api_key_prefixed|en|anthropic key for the eval runner: {anthropic}
api_key_prefixed|en|npm publish token {npm}
api_key_prefixed|en|HF token (write access): {hf}
api_key_prefixed|en|SendGrid API key: {sendgrid}
api_key_prefixed|en|Google Maps key (unrestricted, oops) {google}
api_key_prefixed|en|shopify admin token {shopify}
api_key_prefixed|en|DigitalOcean token: {doctl}
api_key_prefixed|en|twilio: account sid {twsid}, auth token {twtok}
api_key_prefixed|de|Hier der Stripe-Schlüssel für den Shop: {stripe}
api_key_prefixed|de|GitHub-Token für den Build-Server: {ghp}
api_key_prefixed|fr|La clé API OpenAI du projet : {openai}
api_key_prefixed|fr|token GitHub pour la CI : {ghp}
api_key_prefixed|es|la clave de Stripe de producción es {stripe}
api_key_prefixed|es|Token de Slack del bot: {xoxb}
api_key_prefixed|pt|token do GitHub para o deploy: {ghp}
cloud_credentials|it|chiave AWS: {akia} / {aws_secret}
api_key_prefixed|nl|De OpenAI-sleutel voor de chatbot is {openai}
api_key_prefixed|pl|Klucz API do SendGrida: {sendgrid}
api_key_prefixed|ru|токен гитхаба для деплоя {ghp}
api_key_prefixed|ja|Stripeの本番シークレットキー：{stripe}
api_key_prefixed|zh|OpenAI 的 key：{openai}，别提交到仓库
api_key_prefixed|ko|깃헙 토큰 {ghp} 써
api_key_prefixed|tr|Stripe canlı anahtarı: {stripe}
api_key_prefixed|pt|PYPI_TOKEN={pypi}
api_key_prefixed|en|~/.pypirc\n[pypi]\n  username = __token__\n  password = {pypi}
api_key_prefixed|en|telegram bot token: {tg}
api_key_prefixed|ru|токен бота в телеге {tg}
api_key_prefixed|uk|токен телеграм-бота {tg}
api_key_prefixed|en|age secret key for the backups: {age}
api_key_named|en|Mailchimp API key: {mailchimp}
api_key_named|en|the Datadog API key is {hex32}
api_key_named|en|OpenWeatherMap key {hex32} (free tier)
api_key_named|en|Algolia admin API key: {hex32} — the search-only one is in the frontend, this one is not
api_key_named|en|Heroku API key {uuid}
api_key_named|en|Cloudflare API token for DNS edits: {cf}
cloud_credentials|en|azure storage account key: {azkey}
api_key_named|de|Der Mailgun-Key ist {hex32}
api_key_named|de|DeepL-API-Schlüssel: {uuid}:fx
api_key_named|fr|Clé API Brevo (ex-Sendinblue) : {hex64}
api_key_named|fr|La clé secrète Mapbox : {mapbox_sk}
api_key_named|es|API key de Datadog: {hex32}
api_key_named|es|clave de la API de OpenWeather {hex32}
api_key_named|it|La chiave API di Mailchimp è {mailchimp}
api_key_named|pt|Chave da API do Pagar.me: {hex32}
api_key_named|nl|Mollie API-sleutel: live_{b62_30}
api_key_named|pl|Klucz API Przelewy24: {hex32}
api_key_named|ru|API-ключ Яндекс Карт: {uuid}
api_key_named|ja|DatadogのAPIキー：{hex32}
api_key_named|zh|高德地图 Web 服务 key：{hex32}
api_key_named|ko|카카오 REST API 키: {hex32}
api_key_named|tr|iyzico secret key: {b62_30}
api_key_named|id|Midtrans server key: SB-Mid-server-{b62_24}
api_key_named|en|Discord bot token: {discord}
api_key_named|en|Sentry auth token: {hex64}
api_key_named|de|Hetzner Cloud API-Token: {b62_64}
api_key_named|en|Contentful management token {cfpat}
jwt_token|en|Authorization: Bearer {jwt}
jwt_token|en|session token for the staging admin (valid till tonight): {jwt}
jwt_token|de|Hier ist mein Token für die API: {jwt}
jwt_token|es|el token de acceso es {jwt}
jwt_token|fr|curl -H "Authorization: Bearer {jwt}" https://api.interne.example.fr/v2/users
jwt_token|pt|token JWT do admin: {jwt}
jwt_secret|en|JWT_SECRET={jwt_secret}
jwt_secret|en|the HMAC signing secret for the auth service is {jwt_secret}
jwt_secret|de|Das JWT-Signaturgeheimnis ist {jwt_secret}
env_file|en|# .env (prod)\nNODE_ENV=production\nDATABASE_URL={pg_url}\nSESSION_SECRET={hex64}\nPORT=8080
env_file|en|DB_HOST=db.internal\nDB_USER=app\nDB_PASSWORD={pw}\nDB_NAME=orders
env_file|de|# .env auf dem Server\nSMTP_USER=noreply@praxis-hahn.de\nSMTP_PASS={pw}
env_file|fr|SECRET_KEY_BASE={hex64}\nRAILS_ENV=production
env_file|es|# configuración\nMAIL_PASSWORD={pw}\nMAIL_HOST=smtp.gmail.com
env_file|en|settings.py:\nSECRET_KEY = '{django}'\nDEBUG = False
env_file|pt|APP_KEY=base64:{b64_32}\nAPP_ENV=production
crypto_privkey|en|eth private key for the faucet wallet: 0x{hex64}
crypto_privkey|en|WIF key of the paper wallet: {wif}
crypto_privkey|de|Privater Schlüssel der Wallet: {hex64}
crypto_privkey|es|clave privada de la wallet de MetaMask: {hex64}
crypto_privkey|ru|приватный ключ кошелька {hex64}
crypto_privkey|zh|钱包私钥：{hex64}
crypto_privkey|tr|cüzdanın private key'i: 0x{hex64}
crypto_privkey|vi|private key ví: {hex64}
"""

CONN = r"""
conn_string|en|DATABASE_URL={pg_url}
conn_string|en|prod db is {pg_url} — read replica is the same with -ro in the host
conn_string|en|mongo: {mongo_url}
conn_string|en|REDIS_URL={redis_url}
conn_string|en|Server=tcp:{host},1433;Database=Billing;User ID=billing_app;Password={pw};Encrypt=True;
conn_string|en|jdbc:mysql://{host}:3306/shop?user=shop&password={pw}
conn_string|en|amqp://worker:{pw_url}@{host}:5672/%2f
cloud_credentials|en|DefaultEndpointsProtocol=https;AccountName=acmebackups;AccountKey={azkey};EndpointSuffix=core.windows.net
conn_string|de|Verbindung zur Datenbank: {pg_url}
conn_string|de|Die Mongo-URI für das Projekt: {mongo_url}
conn_string|fr|chaîne de connexion : {mysql_url}
conn_string|es|la cadena de conexión de producción es {pg_url}
conn_string|pt|string de conexão do banco: {mysql_url}
conn_string|it|URL del database: {pg_url}
conn_string|nl|Connectiestring: {mongo_url}
conn_string|pl|connection string do bazy: {pg_url}
conn_string|ru|строка подключения к базе {mysql_url}
conn_string|ja|本番DBの接続文字列：{pg_url}
conn_string|zh|数据库连接串：{mysql_url}
conn_string|ko|DB 접속 정보 {pg_url}
conn_string|tr|veritabanı bağlantısı: {mongo_url}
basic_auth_url|en|smtp://alerts%40ourco.io:{pw_url}@smtp.mailgun.org:587
basic_auth_url|en|ftp://upload:{pw_url}@files.{domain}/incoming
url_token|en|here's the link to reset it, works for an hour: https://account.{domain}/reset?token={b62_40}
url_token|en|magic login link: https://app.{domain}/auth/magic?token={b62_40}&email=j.reed%40gmail.com
webhook_url|en|webhook: https://hooks.slack.com/services/T{up9}/B{up9}/{b62_24}
webhook_url|en|https://discord.com/api/webhooks/{digits18}/{b64url_68}
url_token|en|download (expires tomorrow): https://{bucket}.s3.amazonaws.com/report.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential={akia}%2F20261203%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Signature={hex64}
url_token|en|SAS url for the container: https://acmebackups.blob.core.windows.net/dumps?sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=2027-01-01T00:00:00Z&sig={sig_url}
url_token|en|https://api.{domain}/v1/export?api_key={hex32}&format=csv
url_token|de|Link zum Zurücksetzen: https://konto.{domain}/passwort/neu?token={b62_40}
basic_auth_url|de|https://{user}:{pw_url}@git.{domain}/team/app.git
url_token|fr|Voici le lien d'invitation admin : https://admin.{domain}/invite?token={b62_40}
url_token|es|enlace para entrar sin contraseña: https://app.{domain}/login?token={b62_40}
url_token|pt|link com token: https://painel.{domain}/acesso?access_token={b62_40}
url_token|it|https://{domain}/api/v2/orders?apikey={hex32}
url_token|ru|ссылка на вход https://lk.{domain}/auth?token={b62_40}
url_token|ja|パスワード再設定リンク（1時間有効）：https://id.{domain}/reset?token={b62_40}
basic_auth_url|zh|私有仓库地址：https://{user}:{ghp}@github.com/acme/infra.git
basic_auth_url|nl|https://{user}:{pw_url}@nas.{domain}:5001/
url_token|pl|link do resetu hasła: https://{domain}/reset/{b62_40}
"""

PEMS = r"""
private_key|en|{pem_rsa}
private_key|en|deploy key for the server, put it in ~/.ssh/id_ed25519:\n{pem_ssh}
private_key|en|TLS key for the staging cert:\n{pem_ec}
private_key|de|Hier der private Schlüssel für den Webserver:\n{pem_p8}
private_key|fr|Clé privée SSH du serveur de backup :\n{pem_ssh}
private_key|es|la clave privada del certificado:\n{pem_ec}
private_key|ja|サーバーの秘密鍵です\n{pem_p8}
private_key|ru|приватный ключ для деплоя\n{pem_ssh}
private_key|pt|chave privada do app:\n{pem_rsa}
private_key|zh|私钥如下：\n{pem_ec}
private_key|en|{pem_p8}
private_key|nl|Privésleutel van de VPN-server:\n{pem_ec}
"""

CARDS = r"""
card_prose|en|card for the hotel deposit: {card} exp {exp} cvc {cvc}
card_label|en|Name: {name}\nCard: {card}\nExpiry: {exp}\nCVV: {cvc}
card_prose|en|use my visa for the flights — {card}, {exp}, security code {cvc}
card_prose|de|Kreditkarte: {card}, gültig bis {exp}, Prüfnummer {cvc}
card_prose|de|karte für die buchung {card} ablauf {exp} cvc {cvc}
card_prose|fr|Carte : {card} exp {exp} cryptogramme {cvc}
card_prose|fr|paye avec ma carte stp : {card} / {exp} / {cvc}
card_prose|es|Tarjeta {card}, caduca {exp}, CVV {cvc}
card_prose|es|pagá con mi tarjeta: {card} vence {exp} código {cvc}
card_prose|it|Carta di credito {card} scadenza {exp} CVV {cvc}
card_label|pt|Cartão: {card}\nValidade: {exp}\nCVV: {cvc}
card_prose|pt|usa meu cartão {card} val {exp} cvv {cvc} pra pagar o uber
card_prose|nl|Creditcard {card}, geldig tot {exp}, CVC {cvc}
card_prose|sv|Kortnummer {card}, utgång {exp}, CVC {cvc}
card_prose|da|Kortnr. {card} udløb {exp} kontrolcifre {cvc}
card_prose|fi|Kortin numero {card}, voimassa {exp}, CVV {cvc}
card_prose|pl|Karta {card}, ważna do {exp}, CVC {cvc}
card_prose|cs|Číslo karty {card}, platnost {exp}, CVV {cvc}
card_prose|hu|Kártyaszám {card}, lejárat {exp}, CVC {cvc}
card_prose|ro|Card {card} expiră {exp} CVV {cvc}
card_prose|ru|Карта {card}, срок {exp}, CVC {cvc}
card_prose|uk|Картка {card}, термін {exp}, CVV {cvc}
card_prose|el|Κάρτα {card} λήξη {exp} CVV {cvc}
card_prose|tr|Kart no {card} SKT {exp} CVV {cvc}
card_prose|ar|رقم البطاقة {card} تاريخ الانتهاء {exp} الرمز {cvc}
card_prose|he|כרטיס {card} תוקף {exp} 3 ספרות {cvc}
card_prose|hi|कार्ड नंबर {card} एक्सपायरी {exp} CVV {cvc}
card_prose|th|เลขบัตร {card} หมดอายุ {exp} CVV {cvc}
card_prose|vi|Số thẻ {card} hết hạn {exp} CVV {cvc}
card_prose|id|no kartu {card} exp {exp} cvv {cvc}
card_prose|zh|信用卡号 {card} 有效期 {exp} 安全码 {cvc}
card_prose|ja|カード番号 {card} 有効期限 {exp} セキュリティコード {cvc}
card_prose|ko|카드번호 {card} 유효기간 {exp} CVC {cvc}
card_prose|ms|Nombor kad {card} tamat {exp} CVV {cvc}
card_prose|tl|card number ko {card} exp {exp} cvv {cvc}
card_prose|bg|Карта {card} валидна до {exp} CVV {cvc}
card_prose|hr|Kartica {card} vrijedi do {exp} CVV {cvc}
card_prose|sk|Karta {card} platnosť {exp} CVV {cvc}
card_prose|lt|Kortelė {card} galioja iki {exp} CVV {cvc}
card_label|en|{card}|{exp}|{cvc}|{name}
"""

SEED_PROSE = r"""
seed_prose|en|Recovery phrase for the Ledger (write on steel, then delete this!!): {seed}
seed_prose|en|seed words: {seed}
seed_prose|de|Die Wiederherstellungsphrase der Wallet lautet: {seed}
seed_prose|fr|Ma phrase de récupération : {seed}
seed_prose|es|frase semilla de la billetera: {seed}
seed_prose|it|Le parole di recupero del wallet sono: {seed}
seed_prose|pt|Frase de recuperação da carteira: {seed}
seed_prose|cs|Obnovovací fráze peněženky: {seed}
seed_prose|ja|ウォレットの復元フレーズ：{seed}
seed_prose|ko|지갑 복구 구문: {seed}
seed_prose|zh|助记词：{seed}
seed_prose|yue|錢包助記詞：{seed}
seed_prose|en|dad's trezor backup, he read it to me over the phone: {seed}. put it in the safe
seed_prose|es|Las 24 palabras de la Trezor son {seed}, guárdalas en papel
seed_prose|fr|les 12 mots de Metamask : {seed}
seed_prose|it|seed del wallet Exodus {seed}
"""

# Benign ----------------------------------------------------------------------------------------------------------

BENIGN = r"""
pin_policy|en|Never share your PIN with anyone, not even bank staff. We will never ask for it by phone.
pin_policy|en|reminder: the card PIN has to be 4 digits and can't be your birth year
pin_policy|en|Choose a 6-digit passcode that isn't a repeated or sequential number.
pin_policy|de|Ihre PIN erhalten Sie in einem separaten Brief. Geben Sie sie niemals an Dritte weiter.
pin_policy|de|Nach dreimaliger Falscheingabe der PIN wird die Karte gesperrt.
pin_policy|fr|Ne communiquez jamais votre code confidentiel, ni par téléphone ni par e-mail.
pin_policy|fr|Le code PIN doit comporter 4 chiffres. Évitez votre date de naissance.
pin_policy|es|Nunca compartas tu PIN. El banco jamás te lo pedirá por teléfono.
pin_policy|es|Tras tres intentos fallidos la tarjeta se bloquea y hay que pedir el PUK a la operadora.
pin_policy|it|Non comunicare mai il PIN a nessuno, nemmeno agli operatori della banca.
pin_policy|pt|Nunca partilhe o seu PIN. O banco nunca lho pedirá.
pin_policy|pt|A senha do cartão deve ter 4 ou 6 dígitos e não pode ser sequencial.
pin_policy|nl|Deel je pincode nooit, ook niet met de bank.
pin_policy|sv|Lämna aldrig ut din pinkod, inte ens till banken.
pin_policy|nb|Del aldri PIN-koden din med noen.
pin_policy|da|Del aldrig din pinkode med nogen, heller ikke banken.
pin_policy|fi|Älä koskaan kerro PIN-koodiasi kenellekään.
pin_policy|pl|Nigdy nie podawaj nikomu swojego PIN-u. Bank nigdy o niego nie prosi.
pin_policy|cs|PIN nikdy nikomu nesdělujte, banka se na něj nikdy neptá.
pin_policy|hu|Soha ne adja meg senkinek a PIN-kódját.
pin_policy|ro|Nu divulgați niciodată codul PIN, nici măcar angajaților băncii.
pin_policy|ru|Никому не сообщайте ПИН-код, даже сотрудникам банка.
pin_policy|uk|Нікому не повідомляйте ПІН-код картки.
pin_policy|bg|Никога не споделяйте ПИН кода си.
pin_policy|el|Μην αποκαλύπτετε ποτέ το PIN σας σε κανέναν.
pin_policy|tr|Kart şifrenizi kimseyle paylaşmayın, bankamız şifrenizi asla sormaz.
pin_policy|ar|لا تشارك رقمك السري مع أي شخص، البنك لن يطلبه منك أبداً.
pin_policy|he|לעולם אל תמסרו את הקוד הסודי לאף אחד.
pin_policy|fa|رمز کارت خود را در اختیار هیچ‌کس قرار ندهید.
pin_policy|hi|अपना पिन किसी के साथ साझा न करें। बैंक कभी पिन नहीं पूछता।
pin_policy|bn|আপনার পিন কারো সাথে শেয়ার করবেন না।
pin_policy|ur|اپنا پن کسی کو نہ بتائیں، بینک کبھی پن نہیں مانگتا۔
pin_policy|ta|உங்கள் பின் எண்ணை யாரிடமும் பகிர வேண்டாம்.
pin_policy|te|మీ పిన్ ఎవరితోనూ పంచుకోవద్దు.
pin_policy|th|อย่าบอกรหัส PIN กับใครเด็ดขาด ธนาคารไม่มีนโยบายขอรหัส
pin_policy|vi|Không chia sẻ mã PIN cho bất kỳ ai, kể cả nhân viên ngân hàng.
pin_policy|id|Jangan pernah memberikan PIN kepada siapa pun, termasuk petugas bank.
pin_policy|ms|Jangan kongsi PIN anda dengan sesiapa.
pin_policy|tl|Huwag ibahagi ang iyong PIN kahit kanino.
pin_policy|zh|请勿向任何人透露您的密码，银行工作人员不会索要密码。
pin_policy|ja|暗証番号は誰にも教えないでください。銀行員が尋ねることはありません。
pin_policy|ko|비밀번호는 누구에게도 알려주지 마세요. 은행은 절대 묻지 않습니다.
pin_policy|sw|Usimwambie mtu yeyote PIN yako, hata wafanyakazi wa benki.
pin_policy|am|ፒንዎን ለማንም አያጋሩ።
pin_policy|ha|Kada ka gaya wa kowa PIN ɗinka.
pin_policy|yo|Má ṣe sọ PIN rẹ fún ẹnikẹ́ni.
pin_policy|zu|Ungalokothi utshele muntu i-PIN yakho.
pin_policy|ka|არავის გაუმხილოთ თქვენი პინკოდი.
pin_policy|hy|Ոչ մեկին մի ասեք ձեր PIN կոդը։
pin_policy|kk|PIN кодыңызды ешкімге айтпаңыз.
pin_policy|et|Ära avalda oma PIN-koodi kellelegi.
pin_policy|lv|Nekad nevienam neatklājiet savu PIN kodu.
pin_policy|lt|Niekam nesakykite savo PIN kodo.
pin_policy|sl|PIN-a nikoli ne zaupajte nikomur.
pin_policy|hr|Nikada nikome ne otkrivajte svoj PIN.
pin_policy|sr|Никоме не откривајте свој ПИН.
pin_policy|sq|Mos ia tregoni askujt PIN-in tuaj.
pin_policy|mk|Никогаш не го откривајте вашиот ПИН.
pin_policy|mt|Qatt taqsam il-PIN tiegħek ma' ħadd.
pin_policy|cy|Peidiwch byth â rhannu eich PIN gydag unrhyw un.
pin_policy|km|កុំប្រាប់លេខ PIN របស់អ្នកទៅអ្នកណាម្នាក់។
pin_policy|my|သင့် PIN ကို မည်သူ့ကိုမျှ မပြောပါနှင့်။
pin_policy|si|ඔබේ PIN අංකය කිසිවෙකුට නොකියන්න.
pin_policy|ne|आफ्नो पिन कसैलाई नभन्नुहोस्।
pin_policy|eu|Ez eman inoiz zure PINa inori.
pin_policy|af|Moet nooit jou PIN met iemand deel nie.
code_instruction|en|The verification code expires in 10 minutes. If it doesn't arrive, tap "Resend".
code_instruction|en|We'll text you a 6-digit code. Enter it on the next screen.
code_instruction|en|Door code gets changed every month, ask the concierge for the current one.
code_instruction|en|Did you get the code? If not, check the number on your account ends in the right digits.
code_instruction|de|Der Bestätigungscode ist 10 Minuten gültig. Kein Code erhalten? „Erneut senden" tippen.
code_instruction|de|Den Türcode bekommt ihr am Anreisetag per SMS.
code_instruction|fr|Le code de vérification expire au bout de 10 minutes.
code_instruction|fr|Le digicode vous sera envoyé la veille de votre arrivée.
code_instruction|es|El código caduca en 10 minutos. Si no te llega, pulsa «Reenviar».
code_instruction|es|El código del portal te lo mando el día de la llegada.
code_instruction|it|Il codice scade dopo 10 minuti, se non arriva premi "Invia di nuovo".
code_instruction|pt|O código expira em 10 minutos. Não recebeu? Toque em "Reenviar".
code_instruction|nl|De code is 10 minuten geldig.
code_instruction|pl|Kod jest ważny przez 10 minut.
code_instruction|ru|Код действителен 10 минут. Не пришёл? Нажмите «Отправить ещё раз».
code_instruction|uk|Код дійсний 5 хвилин.
code_instruction|tr|Doğrulama kodu 3 dakika geçerlidir.
code_instruction|ar|رمز التحقق صالح لمدة ١٠ دقائق فقط.
code_instruction|he|הקוד בתוקף ל-10 דקות.
code_instruction|hi|OTP 10 मिनट तक मान्य है, किसी को न बताएं।
code_instruction|bn|ওটিপি ৫ মিনিটের জন্য বৈধ, কাউকে বলবেন না।
code_instruction|th|รหัส OTP มีอายุ 5 นาที ห้ามบอกผู้อื่น
code_instruction|vi|Mã OTP có hiệu lực trong 5 phút, không chia sẻ cho bất kỳ ai.
code_instruction|id|Kode OTP berlaku 5 menit. Jangan berikan ke siapa pun.
code_instruction|zh|验证码5分钟内有效，请勿泄露给他人。
code_instruction|ja|認証コードの有効期限は10分です。
code_instruction|ko|인증번호는 3분간 유효합니다.
code_instruction|sv|Koden gäller i 10 minuter.
code_instruction|fi|Koodi on voimassa 10 minuuttia.
code_instruction|cs|Kód platí 10 minut.
code_instruction|hu|A kód 10 percig érvényes.
code_instruction|el|Ο κωδικός ισχύει για 10 λεπτά.
code_instruction|ro|Codul este valabil 10 minute.
code_instruction|fa|کد تأیید تا ۲ دقیقه معتبر است.
code_instruction|ur|کوڈ 5 منٹ کے لیے درست ہے۔
code_instruction|sw|Nambari ya uthibitisho itaisha baada ya dakika 5.
code_instruction|ms|Kod TAC sah selama 3 minit.
code_instruction|tl|Ang OTP ay valid lang ng 5 minuto.
code_instruction|ta|OTP 5 நிமிடங்களுக்கு மட்டுமே செல்லுபடியாகும்.
code_instruction|az|Kod 3 dəqiqə ərzində etibarlıdır.
code_instruction|kk|Код 5 минут ішінде жарамды.
code_instruction|uz|Kod 5 daqiqa amal qiladi.
code_instruction|ka|კოდი მოქმედებს 5 წუთის განმავლობაში.
code_instruction|mn|Код 5 минутын хугацаанд хүчинтэй.
code_instruction|is|Kóðinn gildir í 10 mínútur.
code_instruction|ga|Tá an cód bailí ar feadh 10 nóiméad.
code_instruction|lb|De Code ass 10 Minutte gëlteg.
forgot_reset|en|I forgot my PIN again, had to go into the branch to reset it. Never again, writing a hint somewhere.
forgot_reset|en|wifi password got changed and nobody told me, ask reception tomorrow
forgot_reset|en|locked out of the alarm panel - installer is coming Thursday to reset the code
forgot_reset|de|Hab mein Passwort vergessen und musste es zurücksetzen. Der Link kam erst nach 20 Minuten.
forgot_reset|de|Der Türcode wurde geändert, frag morgen den Hausmeister nach dem neuen.
forgot_reset|fr|J'ai oublié mon code PIN, je dois passer à l'agence demain.
forgot_reset|fr|Le mot de passe du wifi a changé, demande à Julien.
forgot_reset|es|Se me olvidó la contraseña del banco y me bloquearon la cuenta, mañana llamo.
forgot_reset|es|Cambiaron el código de la puerta, pregúntale al portero.
forgot_reset|it|Ho dimenticato la password di SPID, devo rifare il riconoscimento.
forgot_reset|pt|Esqueci a senha do app do banco, vou ter que ir na agência.
forgot_reset|nl|Ik ben mijn pincode vergeten, nieuwe aangevraagd.
forgot_reset|pl|Zapomniałam PIN-u do karty, muszę zamówić nowy.
forgot_reset|ru|Забыл пароль от госуслуг, пришлось восстанавливать через МФЦ.
forgot_reset|uk|Забула пароль від банку, довелося відновлювати.
forgot_reset|tr|Şifremi unuttum, bankaya gidip yenilemem lazım.
forgot_reset|ar|نسيت الرقم السري وروحت البنك أغيره.
forgot_reset|he|שכחתי את הסיסמה, הייתי צריך לאפס.
forgot_reset|hi|पिन भूल गया, बैंक जाकर नया बनवाना पड़ेगा।
forgot_reset|th|ลืมรหัสเอทีเอ็ม ต้องไปธนาคารพรุ่งนี้
forgot_reset|vi|Quên mật khẩu rồi, phải ra ngân hàng cấp lại.
forgot_reset|id|lupa PIN ATM, besok harus ke bank
forgot_reset|zh|忘了银行卡密码，明天得去柜台重置。
forgot_reset|ja|暗証番号を忘れたので、明日銀行で再設定する。
forgot_reset|ko|비번 까먹어서 은행 가서 재설정해야 돼
forgot_reset|sv|Glömde lösenordet igen, fick återställa det via BankID.
forgot_reset|da|Har glemt min kode, skal nulstille den med MitID.
forgot_reset|fi|Unohdin salasanan, pitää resetoida.
forgot_reset|cs|Zapomněl jsem heslo, musel jsem ho resetovat.
forgot_reset|hu|Elfelejtettem a jelszót, újat kellett kérnem.
forgot_reset|ro|Mi-am uitat parola, a trebuit s-o resetez.
forgot_reset|el|Ξέχασα τον κωδικό και τον έκανα επαναφορά.
forgot_reset|bg|Забравих си паролата и трябваше да я сменя.
forgot_reset|hr|Zaboravio sam lozinku pa sam je morao resetirati.
forgot_reset|ca|M'he oblidat la contrasenya i l'he hagut de restablir.
forgot_reset|sw|Nimesahau nenosiri, nitaliweka upya kesho.
forgot_reset|tl|Nakalimutan ko password ko, nireset ko na lang.
forgot_reset|ms|Terlupa kata laluan, kena reset.
forgot_reset|fa|رمزم یادم رفت، مجبور شدم ریستش کنم.
masked|en|Card ending in {last4} was charged £42.10 at Tesco.
masked|en|PIN: ****\nCard: **** **** **** {last4}
masked|en|password: [REDACTED]\nuser: svc-backup
masked|en|Your verification code is ******. (hidden for your security)
masked|en|STRIPE_SECRET_KEY=sk_live_••••••••••••{last4h}
masked|en|token: ghp_****************************{last4h}
masked|de|Passwort: ******** (im Passwortmanager)
masked|de|Karte **** {last4} wurde mit 19,99 € belastet.
masked|fr|Mot de passe : •••••••• (voir le coffre-fort Bitwarden)
masked|fr|Carte se terminant par {last4}
masked|es|Contraseña: [OCULTA]
masked|es|Tarjeta terminada en {last4}
masked|it|Carta che termina con {last4}
masked|pt|Cartão final {last4}
masked|pt|senha: ******
masked|nl|Wachtwoord: ******** (staat in 1Password)
masked|pl|Hasło: ******
masked|ru|Пароль: ******** (в менеджере паролей)
masked|ru|Карта *{last4} списание 1 250 ₽
masked|ja|カード番号 **** **** **** {last4}
masked|zh|尾号{last4}的银行卡消费128.00元
masked|ko|카드 끝자리 {last4} 승인 35,000원
masked|tr|**** {last4} ile biten kartınızdan 250 TL harcama
masked|en|DATABASE_URL=postgres://app:***@db.internal:5432/app
masked|en|Authorization: Bearer <redacted>
masked|de|DB_PASSWORD=<entfernt>
masked|en|api_key: "sk-...{last4h}" (truncated in logs)
masked|ar|بطاقة تنتهي بـ {last4}
masked|hi|कार्ड XXXX{last4} से ₹499 कटे
masked|id|Kartu berakhiran {last4}
masked|th|บัตรลงท้าย {last4}
masked|vi|Thẻ có đuôi {last4}
placeholder|en|password: <your-password-here>
placeholder|en|export OPENAI_API_KEY="your-api-key"
placeholder|en|DATABASE_URL=postgres://USER:PASSWORD@HOST:5432/DBNAME
placeholder|en|Set API_KEY=${{API_KEY}} in the CI secrets, never in the repo.
placeholder|en|Enter your PIN: ____
placeholder|en|curl -H "Authorization: Bearer $TOKEN" https://api.example.com/me
placeholder|de|Passwort: {{hier eintragen}}
placeholder|de|STRIPE_KEY=sk_test_DEIN_SCHLUESSEL
placeholder|fr|mot de passe : <à compléter>
placeholder|es|contraseña: TU_CONTRASEÑA
placeholder|it|password: <la tua password>
placeholder|pt|senha: SUA_SENHA_AQUI
placeholder|nl|wachtwoord: <vul in>
placeholder|ja|パスワード：（ここに入力）
placeholder|zh|密码：<在此填写>
placeholder|ru|пароль: <ваш пароль>
placeholder|en|aws_secret_access_key = <SECRET_ACCESS_KEY>
placeholder|en|mongodb+srv://<username>:<password>@cluster0.mongodb.net/
placeholder|en|WIFI password: xxxxxxxx (ask front desk)
placeholder|pl|hasło: TWOJE_HASŁO
placeholder|ko|비밀번호: (입력)
order_number|en|Your order #{order} has shipped and should arrive Thursday.
order_number|en|order {amazon} - the blender, return window closes on the 20th
order_number|de|Ihre Bestellung Nr. {order} ist unterwegs.
order_number|fr|Commande n° {order} expédiée.
order_number|es|Tu pedido {order} está en camino.
order_number|it|Il tuo ordine n. {order} è stato spedito.
order_number|pt|Seu pedido nº {order} foi enviado.
order_number|nl|Je bestelling {order} is verzonden.
order_number|pl|Zamówienie nr {order} zostało wysłane.
order_number|ru|Заказ № {order} передан в доставку.
order_number|tr|{order} numaralı siparişiniz kargoya verildi.
order_number|ja|ご注文番号{order}の商品を発送しました。
order_number|zh|您的订单{order}已发货。
order_number|ko|주문번호 {order} 배송이 시작되었습니다.
order_number|ar|تم شحن طلبك رقم {order}.
order_number|hi|आपका ऑर्डर {order} भेज दिया गया है।
order_number|id|Pesanan {order} sudah dikirim.
order_number|vi|Đơn hàng {order} đã được giao cho đơn vị vận chuyển.
order_number|th|คำสั่งซื้อ {order} จัดส่งแล้ว
order_number|sv|Din order {order} har skickats.
tracking|en|tracking number {ups} (UPS), should be here Monday
tracking|en|Royal Mail tracking: {rm}
tracking|de|Sendungsnummer DHL: {dhl}
tracking|fr|Numéro de suivi Colissimo : {colis}
tracking|es|Número de seguimiento: {ups}
tracking|it|Codice di tracciamento: {dhl}
tracking|pt|Código de rastreio: {rm}
tracking|nl|Track & trace: 3S{up12}
tracking|pl|Numer przesyłki InPost: {digits24}
tracking|ru|Трек-номер: {rm}
tracking|zh|快递单号：SF{digits12}
tracking|ja|お問い合わせ番号：{digits12}
tracking|ko|운송장 번호 {digits12}
tracking|tr|Kargo takip no: {digits12}
tracking|cs|Číslo zásilky: {dhl}
ticket|en|Support ticket INC{digits7} opened about the printer on floor 3.
ticket|en|see JIRA PAY-{n4} for the refund bug
ticket|de|Ihr Ticket #{n6} wurde bearbeitet.
ticket|fr|Votre demande n° {n6} a été prise en compte.
ticket|es|Incidencia {n6} registrada.
ticket|pt|Protocolo de atendimento: {digits12}
ticket|it|Numero pratica: {n6}
ticket|ru|Номер обращения {n6}
ticket|ja|お問い合わせ番号：{n6}
ticket|zh|工单号：{digits12}
ticket|nl|Ticketnummer {n6}
ticket|pl|Numer zgłoszenia {n6}
ticket|tr|Talep numaranız {n6}
ticket|ar|رقم التذكرة {n6}
phone_number|en|call the plumber on {phone_uk}, he's usually free after 4
phone_number|en|Office: {phone_us} (Mon–Fri 9–5)
phone_number|de|Praxis Dr. Weber, Tel. {phone_de}
phone_number|fr|Le numéro du cabinet : {phone_fr}
phone_number|es|Teléfono de la academia: {phone_es}
phone_number|it|chiama l'idraulico al {phone_it}
phone_number|pt|WhatsApp da loja: {phone_br}
phone_number|nl|Huisarts: {phone_nl}
phone_number|pl|Numer do hydraulika {phone_pl}
phone_number|ru|Телефон сантехника {phone_ru}
phone_number|tr|Tesisatçının numarası {phone_tr}
phone_number|ja|歯医者の電話番号は{phone_jp}
phone_number|zh|物业电话{phone_cn}
phone_number|ko|관리사무소 {phone_kr}
phone_number|hi|प्लंबर का नंबर {phone_in}
phone_number|id|nomor tukang ledeng {phone_id}
phone_number|ar|رقم السباك {phone_sa}
phone_number|sw|Namba ya fundi ni {phone_ke}
phone_number|vi|Số điện thoại thợ sửa ống nước {phone_vn}
meeting_id|en|Zoom meeting ID: {meet} (passcode sent separately to attendees)
meeting_id|en|Join Teams: meeting ID {meet_teams}
meeting_id|de|Zoom-Meeting-ID: {meet}
meeting_id|fr|ID de réunion Zoom : {meet}
meeting_id|es|ID de la reunión: {meet}
meeting_id|pt|ID da reunião: {meet}
meeting_id|ja|ミーティングID：{meet}
meeting_id|pl|ID spotkania: {meet}
meeting_id|it|ID riunione: {meet}
date_amount|en|Rent of £1,250 due on {date}; council tax £148 on the 1st.
date_amount|en|Paid {amount} to the dentist on {date}.
date_amount|de|Am {date} 1.349,00 € an die Werkstatt überwiesen.
date_amount|fr|Loyer de 980 € à payer le {date}.
date_amount|es|El {date} pagué 120 € de la luz.
date_amount|it|Bolletta del gas 84,20 € scade il {date}
date_amount|pt|Pagamento de R$ 350,00 em {date}
date_amount|nl|Huur €1.150 op {date}
date_amount|pl|Czynsz 2450 zł do {date}
date_amount|ru|Оплатить 4 380 ₽ за свет до {date}
date_amount|ja|{date}に家賃85,000円を振込
date_amount|zh|{date}交房租3500元
date_amount|ko|{date} 관리비 185,000원 납부
date_amount|tr|{date} tarihinde 1.250 TL kira
date_amount|hi|{date} को ₹12,000 किराया दिया
date_amount|id|Bayar kos Rp1.500.000 tanggal {date}
date_amount|vi|Ngày {date} đóng tiền nhà 5.000.000đ
date_amount|th|วันที่ {date} จ่ายค่าเช่า 8,500 บาท
date_amount|ar|دفعت ٣٥٠ ريال يوم {date}
date_amount|he|שילמתי 2,400 ₪ ב-{date}
date_amount|sw|Nililipa shilingi 45,000 tarehe {date}
date_amount|el|Πλήρωσα 120 € στις {date}
date_amount|hu|{date}-án 45 000 Ft-ot fizettem
date_amount|cs|Dne {date} zaplaceno 1 250 Kč
date_amount|ro|Am plătit 320 lei pe {date}
date_amount|fi|Maksoin 89,90 € {date}
date_amount|uk|Сплатила 1 200 грн {date}
postcode|en|New address: 14 Mill Lane, Bristol {uk_pc}
postcode|de|Neue Adresse: Lindenstraße 12, {de_pc} Leipzig
postcode|fr|Adresse : 8 rue des Lilas, {fr_pc} Lyon
postcode|es|Dirección: C/ Mayor 23, 2ºA, {es_pc} Madrid
postcode|it|Indirizzo: Via Roma 15, {it_pc} Bologna
postcode|nl|Adres: Kerkstraat 40, {nl_pc} Utrecht
postcode|pl|ul. Długa 7/3, {pl_pc} Gdańsk
postcode|pt|Rua das Flores 120, {pt_pc} Porto
postcode|ja|〒{jp_pc} 東京都世田谷区
postcode|sv|Storgatan 5, {se_pc} Uppsala
postcode|en|Ship to: 4410 Oak St, Portland OR {us_zip}
version|en|Upgraded to Postgres {ver} and node v{ver}; rollback plan in the wiki.
version|en|pinned requests=={ver} because {ver2} broke our proxy
version|de|Bitte auf Version {ver} aktualisieren.
version|fr|Mise à jour vers la version {ver}.
version|es|Actualizado a la versión {ver}.
version|ja|バージョン{ver}にアップデートしました
version|zh|已升级到 {ver} 版本
version|ru|Обновились до версии {ver}
version|en|Build {ver}+{sha7} deployed to staging.
commit_sha|en|fixed in commit {sha40}, cherry-pick it onto release
commit_sha|en|git revert {sha7}
commit_sha|de|Der Fehler kam mit Commit {sha40} rein.
commit_sha|fr|Corrigé dans le commit {sha7}.
commit_sha|es|El commit {sha40} rompió los tests.
commit_sha|pt|commit {sha40} resolveu o bug do login
commit_sha|ru|Починил в коммите {sha40}
commit_sha|ja|コミット{sha40}で修正済み
commit_sha|zh|在提交 {sha40} 中修复
commit_sha|en|HEAD is now at {sha7} bump deps
uuid|en|request id {uuid} failed with 502, retried ok
uuid|en|Tenant ID: {uuid}
uuid|de|Vorgangs-ID {uuid}
uuid|fr|Identifiant de la transaction : {uuid}
uuid|es|ID de solicitud: {uuid}
uuid|ja|リクエストID：{uuid}
uuid|zh|请求ID：{uuid}
uuid|en|{{"event":"signup","user_id":"{uuid}","ts":"2026-11-30T08:12:44Z"}}
checksum|en|SHA256 ({file}) = {hex64}
checksum|en|{hex64}  {file}
checksum|de|Prüfsumme (SHA-256) der ISO: {hex64}
checksum|fr|Somme de contrôle SHA-256 : {hex64}
checksum|es|Hash SHA-256 del archivo: {hex64}
checksum|en|md5 of the backup tarball: {hex32}
checksum|ja|SHA-256チェックサム：{hex64}
checksum|ru|Контрольная сумма SHA-256: {hex64}
checksum|en|integrity: sha512-{b64_64}
public_key|en|my public key, add it to authorized_keys: {ssh_pub}
public_key|en|{ssh_pub}
public_key|de|Öffentlicher Schlüssel für den Server: {ssh_pub}
public_key|fr|Ma clé publique SSH : {ssh_pub}
public_key|en|{pem_pub}
public_key|es|Clave pública para verificar la firma:\n{pem_pub}
public_key|en|Mapbox public token for the map widget (pk. tokens are meant for the browser): {mapbox_pk}
public_key|en|Stripe publishable key (safe in the frontend): {stripe_pk}
public_key|ja|公開鍵です：{ssh_pub}
public_key|en|age public key (recipient): {age_pub}
test_card|en|For testing use Stripe's card 4242 4242 4242 4242, any future expiry and any CVC.
test_card|en|Test card from the Adyen docs: 4111 1111 1111 1111, exp 03/30, CVC 737 — sandbox only.
test_card|de|Testkarte aus der Stripe-Doku: 4000 0025 0000 3155 (3D Secure), beliebiges Datum.
test_card|fr|Carte de test (documentation Stripe) : 5555 5555 5555 4444, date future quelconque.
test_card|es|Tarjeta de prueba de la documentación de Redsys: 4548 8120 4940 0004, cad. 12/49, CVV 123.
test_card|pt|Cartão de teste do sandbox (docs do Mercado Pago): 5031 4332 1540 6351, validade 11/30, CVV 123.
test_card|it|Carta di test della documentazione PayPal sandbox: 4111 1111 1111 1111
test_card|nl|Testkaart uit de Mollie-documentatie: 3782 822463 10005 (Amex)
test_card|ja|Stripeのテストカード 4242 4242 4242 4242（テストモード専用）
test_card|zh|测试卡号（Stripe 文档）：4000 0566 5566 5556
test_card|en|docs/payments.md: in test mode use 4000 0000 0000 0002 to simulate a declined card
test_card|pl|Karta testowa z dokumentacji PayU: 4444 3333 2222 1111
wallet_address|en|send the USDC to my address {eth_addr} (Ethereum mainnet)
wallet_address|en|Donations welcome: BTC {bc1}
wallet_address|de|Meine Wallet-Adresse für die Rückzahlung: {eth_addr}
wallet_address|fr|Adresse BTC pour le remboursement : {bc1}
wallet_address|es|mi dirección de wallet: {eth_addr}
wallet_address|pt|endereço da carteira: {bc1}
wallet_address|ru|адрес кошелька {eth_addr}
wallet_address|zh|收款地址：{eth_addr}
wallet_address|ja|受取アドレス：{bc1}
wallet_address|tr|cüzdan adresim {eth_addr}
wallet_address|vi|địa chỉ ví nhận: {eth_addr}
iban|en|Please pay the deposit to IBAN {iban_gb}, reference: flat 3
iban|de|Bitte überweise die Miete auf IBAN {iban_de}, Verwendungszweck „Miete Dez".
iban|fr|RIB pour le remboursement : IBAN {iban_fr}
iban|es|Mi IBAN para el bizum que no funciona: {iban_es}
iban|it|IBAN per il bonifico: {iban_it}
iban|nl|Maak het over naar {iban_nl} t.n.v. J. de Vries
iban|pt|IBAN para transferência: {iban_pt}
iban|pl|Numer konta do przelewu: {iban_pl}
iban|be|Рахунак для пералічэння: {iban_by}
iban|fi|Tilinumero: {iban_fi}
iban|de|IBAN: {iban_at}, BIC: BKAUATWW
iban|hr|IBAN za uplatu: {iban_hr}
iban|ro|Contul IBAN: {iban_ro}
iban|sk|Číslo účtu: {iban_sk}
iban|sv|IBAN: {iban_se}
iban|tr|IBAN numaram {iban_tr}, ödeme yapınca dekont at
iban|ar|رقم الآيبان للتحويل: {iban_sa}
iban|el|IBAN για την κατάθεση: {iban_gr}
iban|hu|Számlaszám: {iban_hu}
iban|cs|Číslo účtu: {iban_cz}
iban|da|Kontonummer: {iban_dk}
iban|nb|Kontonummer: {iban_no}
bank_account|en|Bank details for invoice 114: sort code {sortcode}, account {acct8}, name A. Patel
bank_account|en|routing {aba} account {acct10} (checking) — for the direct deposit form
bank_account|hi|खाता संख्या {acct12}, IFSC SBIN0001234
bank_account|id|Transfer ke BCA {acct10} a.n. Budi Santoso
bank_account|ja|振込先：みずほ銀行 渋谷支店 普通 {acct7}
bank_account|ko|입금 계좌: 국민은행 {acct_kr} 김민수
bank_account|zh|收款账户：招商银行 {acct16} 张伟
bank_account|ms|Akaun Maybank {acct12} atas nama Siti
bank_account|vi|STK Vietcombank {acct10} - Nguyen Van A
bank_account|th|โอนเข้าบัญชีกสิกร {acct10} นายสมชาย
bank_account|tl|BDO account no. {acct10} - Maria Santos
bank_account|sw|Akaunti ya CRDB {acct12}, jina Juma
bank_account|pt|Pix (chave CPF) ou TED: banco 341 agência 0412 conta {acct8}-3
bank_account|en|BSB 062-000 account {acct8}
table_log|en|date,orders,returns\n2026-11-01,{n3},12\n2026-11-02,{n3b},9\n2026-11-03,{n3c},15
table_log|en|| id | user_id | created_at | count |\n|---|---|---|---|\n| {n4} | {n6} | 2026-10-02 | 7 |\n| {n4b} | {n6b} | 2026-10-03 | 3 |
table_log|en|2026-12-01T10:22:31Z INFO request_id={uuid} status=200 latency_ms=43\n2026-12-01T10:22:32Z WARN request_id={uuid2} status=429 retry_after=30
table_log|de|Datum;Artikelnr.;Menge\n01.12.2026;{n6};4\n02.12.2026;{n6b};1
table_log|fr|date;numéro de commande;quantité\n2026-11-28;{order};2
table_log|en|host       pid    cpu%  mem%\nweb-01     {n4}   12.3  40.1\nweb-02     {n4b}   9.8   38.7
table_log|ja|日付,件数,売上\n2026/11/01,{n3},482000\n2026/11/02,{n3b},391500
table_log|zh|日期,订单数,退货数\n2026-11-01,{n3},5\n2026-11-02,{n3b},8
table_log|es|fecha|pedidos|devoluciones\n01/11|{n3}|4\n02/11|{n3b}|6
table_log|en|Nov 30 03:12:01 web01 sshd[{n4}]: Accepted publickey for deploy from 10.0.4.17 port 52144 ssh2: ED25519 SHA256:{b64_43}
table_log|en|build #{n4} passed in 6m12s (commit {sha7})
bip39_vocab|en|BIP-39 has 2048 words; the list starts with "abandon, ability, able, about" and ends with "zone, zoo". Only the first four letters of each word matter.
bip39_vocab|en|Fun fact: these words are all in the BIP-39 list: {vocab}. That doesn't make them a wallet.
bip39_vocab|en|Vocabulary for today's English class: {vocab}
bip39_vocab|es|Palabras para el dictado de mañana: {vocab}
bip39_vocab|fr|Liste de mots pour la dictée : {vocab}
bip39_vocab|it|Parole del cruciverba: {vocab}
bip39_vocab|pt|Palavras da aula de português: {vocab}
bip39_vocab|cs|Slovíčka na test: {vocab}
bip39_vocab|en|shopping/ideas list lol: {vocab}
bip39_vocab|ja|今日の単語：{vocab}
bip39_vocab|ko|오늘의 단어: {vocab}
bip39_vocab|zh|今天学的词：{vocab}
bip39_vocab|en|A seed phrase is 12 or 24 words from a fixed list of 2048; the last word carries a checksum, so random words like "{vocab}" usually fail validation.
bip39_vocab|de|Wortschatz Englisch Lektion 7: {vocab}
misc_numbers|en|bus 148 then the 23 to the hospital, room 1207, visiting 2-4pm
misc_numbers|en|Flight BA 2491 leaves 07:35 from gate 22, seat 14C
misc_numbers|de|Zug ICE 1027, Wagen 8, Platz 64, Abfahrt 13:42 Gleis 7
misc_numbers|fr|TGV 6612, voiture 14, place 83
misc_numbers|es|Vuelo IB3170, puerta B27, asiento 21A
misc_numbers|it|Treno Frecciarossa 9543, carrozza 6, posto 12D
misc_numbers|ja|新幹線のぞみ213号 7号車 12番A席
misc_numbers|zh|G1021次列车 5车 08F座
misc_numbers|ko|KTX 105열차 7호차 12A석
misc_numbers|nl|Trein naar Utrecht vertrekt om 14:12 van spoor 5b
misc_numbers|en|The recipe: 250 g flour, 2 eggs, 180 ml milk, bake 35 min at 180 °C
misc_numbers|ru|Квартира 48, этаж 12, домофон не работает — звоните по телефону
misc_numbers|pl|Autobus 175, przystanek 2, odjazd 7:48
misc_numbers|tr|Otobüs 500T, 14:20'de kalkıyor
misc_numbers|ar|الرحلة SV1025 البوابة 14 المقعد 32A
misc_numbers|hi|ट्रेन 12951, कोच B4, बर्थ 36
misc_numbers|en|Score: {n4} points, level 17
pin_homonym|en|Address: 12 MG Road, Bengaluru, Karnataka, PIN 5600{n2}
pin_homonym|hi|पता: 45, शिवाजी नगर, पुणे, पिन कोड 4110{n2}
pin_homonym|en|Delivery not available for PIN code {in_pin} yet, sorry!
pin_homonym|ta|முகவரி: 8, காந்தி தெரு, சென்னை - பின்கோடு 6000{n2}
pin_homonym|bn|ঠিকানা: ১২ পার্ক স্ট্রিট, কলকাতা, পিন 7000{n2}
pin_homonym|en|connect the DHT22 data line to GPIO pin {gpio} and 3V3 to pin 1
pin_homonym|de|Den Taster an Pin {gpio} vom Raspberry Pi anschließen, GND an Pin 6.
pin_homonym|fr|Branche la LED sur la broche {gpio} (GPIO), résistance de 220 Ω.
pin_homonym|es|Conecta el sensor al pin {gpio} del Arduino.
pin_homonym|ja|センサーはGPIOピン{gpio}に接続
pin_homonym|en|RS-232: pin 2 is RX, pin 3 is TX, pin 5 is ground
pin_homonym|en|knocked down 9 pins on the first ball, then a gutter. final score {n3}
pin_homonym|en|pinned message in #general: standup moved to 9:{n2}
pin_homonym|pl|Przypnij tę wiadomość, spotkanie o 10:{n2}
pin_homonym|en|The PIN diode datasheet says reverse breakdown is {n3} V.
code_homonym|en|Customs form: HS code {hs}, value €120, country of origin DE
code_homonym|de|Zolltarifnummer (HS-Code): {hs}
code_homonym|en|Diagnosis code ICD-10 J45.909 on the claim form
code_homonym|en|Windows update fails with error code 0x80070{n3}
code_homonym|de|Fehlercode E{n2} an der Waschmaschine, Techniker kommt Freitag
code_homonym|fr|La chaudière affiche le code erreur F{n2}
code_homonym|es|El aire acondicionado da el código de error E{n2}
code_homonym|it|La lavatrice segna errore E{n2}
code_homonym|en|Use discount code SPRING{n2} at checkout for 15% off (public promo, on their Instagram)
code_homonym|nl|Kortingscode WELKOM{n2} geeft 10% korting
code_homonym|pt|Cupom de desconto PRIMEIRACOMPRA{n2}
code_homonym|en|dress code: smart casual. area code for Manchester is 0161.
code_homonym|en|Postcode lookup returned 3 addresses; SWIFT/BIC code DEUTDEFF
code_homonym|ru|Код ошибки 0x{hex4}, перезагрузка не помогла
code_homonym|ja|エラーコード E-{n3} が表示されています
code_homonym|zh|打印机报错代码 E{n2}，需要换墨盒
code_homonym|en|HTTP {http} from the payments API, retrying
code_homonym|en|The course code is CS{n3}; room code B{n3}.
code_homonym|tr|Vergi dairesi kodu {n3}, il kodu 34
code_instruction|en|wifi is called {ssid}, the password is on the sticker under the router
code_instruction|de|Das WLAN heißt {ssid}, das Passwort steht auf der Rückseite der Box.
code_instruction|fr|Le wifi s'appelle {ssid}, le mot de passe est sous la box.
code_instruction|es|La red se llama {ssid}, la clave está en la pegatina del router.
"""

# Errand lines a row may be wrapped in (one secret, or one benign line, inside a longer note) ----------------------

ERRANDS = r"""
en|pick up dry cleaning before 6|milk, eggs, the nice bread|call the vet about Biscuit's jab|return library books (overdue!!)|book MOT for the Golf|Sara's bday present - maybe a plant?
de|Brot und Milch kaufen|Zahnarzttermin verschieben|Paket bei der Post abholen|Oma anrufen wegen Sonntag|Altglas wegbringen|Reifen wechseln lassen
fr|acheter du pain et des œufs|appeler le plombier|récupérer le colis à la Poste|rdv dentiste jeudi 14h|payer la cantine|sortir les poubelles mardi
es|comprar pan y leche|llamar al fontanero|recoger el paquete en Correos|cita médico martes 10:30|pagar el comedor|sacar la basura
it|comprare pane e latte|chiamare l'idraulico|ritirare il pacco alle poste|dentista giovedì ore 15|pagare la mensa|portare la macchina dal gommista
pt|comprar pão e leite|ligar para o canalizador|levantar a encomenda nos CTT|consulta no dentista quinta|pagar a escola|levar o lixo
nl|brood en melk halen|loodgieter bellen|pakketje ophalen bij de Primera|tandarts donderdag 14:00|vuilnis buiten zetten|fiets naar de maker
sv|köpa bröd och mjölk|ringa rörmokaren|hämta paketet på ICA|tandläkaren torsdag 14|betala hyran|slänga sopor
pl|kupić chleb i mleko|zadzwonić do hydraulika|odebrać paczkę z paczkomatu|dentysta czwartek 14:00|zapłacić za przedszkole|wynieść śmieci
ru|купить хлеб и молоко|позвонить сантехнику|забрать посылку на почте|стоматолог в четверг в 14:00|оплатить садик|вынести мусор
uk|купити хліб і молоко|зателефонувати сантехніку|забрати посилку на Новій пошті|стоматолог у четвер|оплатити садочок
tr|ekmek ve süt al|tesisatçıyı ara|kargoyu al|perşembe dişçi 14:00|faturayı öde|çöpü çıkar
ar|شراء خبز وحليب|الاتصال بالسباك|استلام الطرد من البريد|موعد طبيب الأسنان الخميس|دفع فاتورة الكهرباء
he|לקנות לחם וחלב|להתקשר לאינסטלטור|לאסוף חבילה מהדואר|רופא שיניים ביום חמישי|לשלם ארנונה
hi|दूध और ब्रेड लाना|प्लंबर को फोन करना|डाकघर से पार्सल लेना|गुरुवार को डेंटिस्ट|बिजली का बिल भरना
ja|牛乳とパンを買う|水道屋さんに電話|郵便局で荷物を受け取る|木曜14時 歯医者|電気代を払う
zh|买牛奶和面包|给水管工打电话|去快递站取包裹|周四下午两点看牙|交电费
ko|우유랑 빵 사기|배관공한테 전화|택배 찾아오기|목요일 2시 치과|전기세 내기
vi|mua sữa và bánh mì|gọi thợ sửa ống nước|ra bưu điện lấy hàng|thứ Năm đi nha sĩ|đóng tiền điện
id|beli susu dan roti|telpon tukang ledeng|ambil paket di kantor pos|Kamis jam 2 ke dokter gigi|bayar listrik
th|ซื้อนมกับขนมปัง|โทรหาช่างประปา|ไปรับพัสดุที่ไปรษณีย์|วันพฤหัสไปหาหมอฟัน|จ่ายค่าไฟ
el|να πάρω ψωμί και γάλα|να πάρω τηλέφωνο τον υδραυλικό|να παραλάβω το δέμα|οδοντίατρος Πέμπτη 2μμ
cs|koupit chleba a mléko|zavolat instalatérovi|vyzvednout balík|zubař ve čtvrtek ve 2
hu|kenyeret és tejet venni|felhívni a vízszerelőt|csomagot felvenni|csütörtökön fogorvos
ro|de luat pâine și lapte|de sunat instalatorul|de ridicat coletul|dentist joi la 2
fi|osta leipää ja maitoa|soita putkimiehelle|hae paketti|hammaslääkäri torstaina
da|køb brød og mælk|ring til VVS-manden|hent pakken|tandlæge torsdag kl. 14
nb|kjøpe brød og melk|ringe rørleggeren|hente pakken på posten|tannlege torsdag
sw|kununua mkate na maziwa|kumpigia fundi bomba|kuchukua kifurushi posta|kulipa bili ya umeme
tl|bumili ng gatas at tinapay|tawagan ang tubero|kunin ang package sa LBC|bayaran ang kuryente
fa|خرید نان و شیر|زنگ زدن به لوله‌کش|گرفتن بسته از پست|پنجشنبه دندانپزشکی
"""

EXTRA = r"""
webhook_url|en|alerts channel webhook (anyone with this can post): https://hooks.slack.com/services/T{up9}/B{up11}/{b62_24}
webhook_url|de|Slack-Webhook für die Build-Meldungen: https://hooks.slack.com/services/T{up9}/B{up11}/{b62_24}
webhook_url|fr|Webhook Discord du serveur : https://discord.com/api/webhooks/{digits18}/{b64url_68}
webhook_url|es|webhook de Teams: https://acme.webhook.office.com/webhookb2/{uuid}@{uuid2}/IncomingWebhook/{hex32}/{uuid3}
webhook_url|pt|URL do webhook do Discord: https://discord.com/api/webhooks/{digits18}/{b64url_68}
webhook_url|ja|Slackの通知用Webhook：https://hooks.slack.com/services/T{up9}/B{up11}/{b62_24}
cloud_credentials|en|[default]\naws_access_key_id={akia}\naws_secret_access_key={aws_secret}\nregion=eu-central-1
cloud_credentials|de|AWS-Zugang fürs Backup: Key-ID {akia}, Secret {aws_secret}
cloud_credentials|fr|Identifiants AWS du client : {akia} / {aws_secret}
cloud_credentials|es|AZURE_STORAGE_KEY={azkey}
cloud_credentials|ja|AWSのアクセスキー：{akia}\nシークレット：{aws_secret}
cloud_credentials|zh|阿里云 AccessKey ID：LTAI{b62_20}\nAccessKey Secret：{b62_30}
cloud_credentials|pl|Klucze do S3: AKID {akia}, secret {aws_secret}
sim_puk|es|PIN de la SIM {pin}, PUK {puk}
sim_puk|it|SIM: PIN {pin} PUK {puk}
sim_puk|fr|Code PIN de la carte SIM : {pin} — PUK : {puk}
sim_puk|pl|PIN do karty SIM {pin}, PUK {puk}
sim_puk|ru|ПИН от симки {pin}, ПУК {puk}
sim_puk|tr|SIM kart PIN {pin}, PUK {puk}
sim_puk|pt|PIN do chip {pin} e PUK {puk}
sim_puk|nl|Pincode simkaart {pin}, PUK-code {puk}
basic_auth_url|en|staging is behind basic auth: https://{user}:{pw_url}@staging.{domain}/
basic_auth_url|es|el panel: https://{user}:{pw_url}@panel.{domain}/admin
basic_auth_url|ru|камера во дворе: rtsp://admin:{pw_url}@{ip}:554/stream1
basic_auth_url|en|IP camera feed rtsp://admin:{pw_url}@{ip}:554/h264
card_label|de|Karteninhaber: {name}\nKartennummer: {card}\nGültig bis: {exp}\nCVC: {cvc}
card_label|fr|Titulaire : {name}\nNuméro : {card}\nExpiration : {exp}\nCryptogramme : {cvc}
card_label|es|Titular: {name}\nNúmero: {card}\nCaducidad: {exp}\nCVV: {cvc}
card_label|ja|名義：{name}\nカード番号：{card}\n有効期限：{exp}\nCVC：{cvc}
card_label|en|card_number,exp,cvv,holder\n{card},{exp},{cvc},{name}
card_label|it|Titolare: {name}\nNumero carta: {card}\nScadenza: {exp}\nCVV: {cvc}
"""
