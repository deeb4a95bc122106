"""Per-language words and sentences for the blind25 guard corpus, hand-written for this round (none machine translated).

Each line of LANGS is ``lang|lug_label|lug_secret|lug_benign|radio_label|radio_secret|radio_benign``:

* lug_label: the noun phrase "suitcase lock code", used bare before or after a value ("suitcase lock code: 381",
  "381 (suitcase lock code)") and, in benign rows, before a masked value ("suitcase lock code: ***");
* lug_secret: "the combination of my suitcase lock is {combo}" (the value opens the luggage of whoever set it, and
  people reuse such short codes for bike locks and padlocks);
* lug_benign: the same suitcase with a public value: "the bag tag number of my suitcase is {bagtag}" (printed on
  the airline's sticker);
* radio_label: the noun phrase "car radio code", used like lug_label;
* radio_secret: "the code for the car radio is {radiocode}" (the anti-theft code that unlocks the radio after the
  battery was disconnected);
* radio_benign: the same radio with no credential: "the serial number of the car radio is {radioserial}" (on the
  label of the unit; the code is not derived here, it is a printed identifier).

LANGS2 holds a second hand-written phrasing per language for each family: "to open the suitcase, turn the dials to
{combo}" and "when the radio shows CODE, type {radiocode}". make_blind25.py builds several phrasings per language
from these (either sentence, label-colon-value, value-then-label, label and value on two lines, ...).
"""

LANGS = r"""
en|suitcase lock code|the combination of my suitcase lock is {combo}|the bag tag number on my suitcase is {bagtag}|car radio code|the code for the car radio is {radiocode}|the serial number of the car radio is {radioserial}
de|Kofferschloss-Code|die Zahlenkombination von meinem Kofferschloss ist {combo}|die Gepäckscheinnummer von meinem Koffer ist {bagtag}|Autoradio-Code|der Code fürs Autoradio ist {radiocode}|die Seriennummer vom Autoradio ist {radioserial}
fr|code du cadenas de la valise|la combinaison du cadenas de ma valise est {combo}|le numéro d'étiquette bagage de ma valise est {bagtag}|code de l'autoradio|le code de l'autoradio est {radiocode}|le numéro de série de l'autoradio est {radioserial}
es|código del candado de la maleta|la combinación del candado de mi maleta es {combo}|el número de la etiqueta de mi maleta es {bagtag}|código de la radio del coche|el código de la radio del coche es {radiocode}|el número de serie de la radio del coche es {radioserial}
it|codice del lucchetto della valigia|la combinazione del lucchetto della mia valigia è {combo}|il numero dell'etichetta bagaglio della mia valigia è {bagtag}|codice dell'autoradio|il codice dell'autoradio è {radiocode}|il numero di serie dell'autoradio è {radioserial}
pt|código do cadeado da mala|a combinação do cadeado da minha mala é {combo}|o número da etiqueta da minha mala é {bagtag}|código do rádio do carro|o código do rádio do carro é {radiocode}|o número de série do rádio do carro é {radioserial}
nl|code van het kofferslot|de cijfercombinatie van mijn kofferslot is {combo}|het labelnummer van mijn koffer is {bagtag}|autoradiocode|de code van de autoradio is {radiocode}|het serienummer van de autoradio is {radioserial}
pl|szyfr kłódki walizki|szyfr do kłódki mojej walizki to {combo}|numer przywieszki bagażowej mojej walizki to {bagtag}|kod radia samochodowego|kod do radia w samochodzie to {radiocode}|numer seryjny radia w samochodzie to {radioserial}
cs|kód zámku kufru|kombinace zámku mého kufru je {combo}|číslo zavazadlového štítku mého kufru je {bagtag}|kód autorádia|kód k autorádiu je {radiocode}|sériové číslo autorádia je {radioserial}
sk|kód zámku kufra|kombinácia zámku môjho kufra je {combo}|číslo batožinového štítku môjho kufra je {bagtag}|kód autorádia|kód k autorádiu je {radiocode}|sériové číslo autorádia je {radioserial}
sl|koda ključavnice kovčka|kombinacija ključavnice mojega kovčka je {combo}|številka prtljažne nalepke mojega kovčka je {bagtag}|koda avtoradia|koda za avtoradio je {radiocode}|serijska številka avtoradia je {radioserial}
hr|šifra lokota kofera|kombinacija lokota mog kofera je {combo}|broj prtljažne naljepnice mog kofera je {bagtag}|kod autoradija|kod za autoradio je {radiocode}|serijski broj autoradija je {radioserial}
sr|шифра катанца кофера|комбинација катанца мог кофера је {combo}|број пртљажне налепнице мог кофера је {bagtag}|код ауто-радија|код за ауто-радио је {radiocode}|серијски број ауто-радија је {radioserial}
bs|šifra lokota kofera|kombinacija lokota mog kofera je {combo}|broj naljepnice na mom koferu je {bagtag}|kod auto-radija|kod za auto-radio je {radiocode}|serijski broj auto-radija je {radioserial}
bg|код на катинара на куфара|комбинацията на катинара на куфара ми е {combo}|номерът на багажния етикет на куфара ми е {bagtag}|код на радиото в колата|кодът за радиото в колата е {radiocode}|серийният номер на радиото в колата е {radioserial}
mk|шифра на катанецот на куферот|комбинацијата на катанецот на мојот куфер е {combo}|бројот на етикетата на мојот куфер е {bagtag}|код на радиото во колата|кодот за радиото во колата е {radiocode}|серискиот број на радиото во колата е {radioserial}
ru|код замка чемодана|код кодового замка на моём чемодане {combo}|номер багажной бирки на моём чемодане {bagtag}|код магнитолы|код от магнитолы в машине {radiocode}|серийный номер магнитолы {radioserial}
uk|код замка валізи|код кодового замка на моїй валізі {combo}|номер багажної бирки на моїй валізі {bagtag}|код магнітоли|код від магнітоли в машині {radiocode}|серійний номер магнітоли {radioserial}
be|код замка валізкі|код кодавага замка на маёй валізцы {combo}|нумар багажнай біркі на маёй валізцы {bagtag}|код магнітолы|код ад магнітолы ў машыне {radiocode}|серыйны нумар магнітолы {radioserial}
lt|lagamino spynos kodas|mano lagamino spynos kodas yra {combo}|mano lagamino bagažo žymos numeris yra {bagtag}|automobilio radijo kodas|automobilio radijo kodas yra {radiocode}|automobilio radijo serijos numeris yra {radioserial}
lv|kofera slēdzenes kods|mana kofera slēdzenes kombinācija ir {combo}|mana kofera bagāžas birkas numurs ir {bagtag}|auto radio kods|auto radio kods ir {radiocode}|auto radio sērijas numurs ir {radioserial}
et|kohvriluku kood|minu kohvriluku kood on {combo}|minu kohvri pagasisildi number on {bagtag}|autoraadio kood|autoraadio kood on {radiocode}|autoraadio seerianumber on {radioserial}
fi|matkalaukun lukon koodi|matkalaukkuni lukon yhdistelmä on {combo}|matkalaukkuni matkatavaralapun numero on {bagtag}|autoradion koodi|autoradion koodi on {radiocode}|autoradion sarjanumero on {radioserial}
sv|kodlåset på resväskan|koden till låset på min resväska är {combo}|bagagelappens nummer på min resväska är {bagtag}|bilradiokod|koden till bilradion är {radiocode}|bilradions serienummer är {radioserial}
da|kufferlåsets kode|koden til låsen på min kuffert er {combo}|bagagemærkets nummer på min kuffert er {bagtag}|bilradiokode|koden til bilradioen er {radiocode}|bilradioens serienummer er {radioserial}
no|koden til kofferlåsen|koden til låsen på kofferten min er {combo}|bagasjelappnummeret på kofferten min er {bagtag}|bilradiokode|koden til bilradioen er {radiocode}|serienummeret på bilradioen er {radioserial}
is|kóði á ferðatöskulás|talnalásinn á ferðatöskunni minni er {combo}|farangursmiðanúmerið á töskunni minni er {bagtag}|kóði bílútvarpsins|kóðinn fyrir bílútvarpið er {radiocode}|raðnúmer bílútvarpsins er {radioserial}
hu|bőrönd zár kódja|a bőröndöm számzárának kódja {combo}|a bőröndöm poggyászcímkéjének száma {bagtag}|autórádió kód|az autórádió kódja {radiocode}|az autórádió sorozatszáma {radioserial}
ro|codul lacătului de la valiză|combinația lacătului de la valiza mea este {combo}|numărul etichetei de bagaj de pe valiza mea este {bagtag}|codul radioului din mașină|codul radioului din mașină este {radiocode}|seria radioului din mașină este {radioserial}
el|κωδικός λουκέτου βαλίτσας|ο συνδυασμός του λουκέτου της βαλίτσας μου είναι {combo}|ο αριθμός της ετικέτας αποσκευών της βαλίτσας μου είναι {bagtag}|κωδικός ραδιοφώνου αυτοκινήτου|ο κωδικός του ραδιοφώνου στο αυτοκίνητο είναι {radiocode}|ο σειριακός αριθμός του ραδιοφώνου είναι {radioserial}
tr|valiz kilidi şifresi|valizimin kilit şifresi {combo}|valizimin bagaj etiketi numarası {bagtag}|araba radyosu kodu|arabadaki radyonun kodu {radiocode}|arabadaki radyonun seri numarası {radioserial}
ar|رمز قفل الحقيبة|رقم قفل حقيبة السفر الخاصة بي هو {combo}|رقم ملصق الأمتعة على حقيبتي هو {bagtag}|رمز راديو السيارة|رمز راديو السيارة هو {radiocode}|الرقم التسلسلي لراديو السيارة هو {radioserial}
he|קוד המנעול של המזוודה|הקוד של המנעול במזוודה שלי הוא {combo}|מספר תג המטען על המזוודה שלי הוא {bagtag}|קוד הרדיו של הרכב|הקוד של הרדיו באוטו הוא {radiocode}|המספר הסידורי של הרדיו באוטו הוא {radioserial}
fa|رمز قفل چمدان|رمز قفل چمدانم {combo} است|شماره برچسب بار چمدانم {bagtag} است|کد ضبط ماشین|کد ضبط ماشین {radiocode} است|شماره سریال ضبط ماشین {radioserial} است
ur|سوٹ کیس کے تالے کا کوڈ|میرے سوٹ کیس کے تالے کا کوڈ {combo} ہے|میرے سوٹ کیس کے بیگ ٹیگ کا نمبر {bagtag} ہے|کار ریڈیو کوڈ|گاڑی کے ریڈیو کا کوڈ {radiocode} ہے|گاڑی کے ریڈیو کا سیریل نمبر {radioserial} ہے
hi|सूटकेस लॉक कोड|मेरे सूटकेस के ताले का कोड {combo} है|मेरे सूटकेस के बैग टैग का नंबर {bagtag} है|कार रेडियो कोड|गाड़ी के रेडियो का कोड {radiocode} है|गाड़ी के रेडियो का सीरियल नंबर {radioserial} है
bn|স্যুটকেসের তালার কোড|আমার স্যুটকেসের তালার কোড {combo}|আমার স্যুটকেসের ব্যাগ ট্যাগ নম্বর {bagtag}|গাড়ির রেডিও কোড|গাড়ির রেডিওর কোড {radiocode}|গাড়ির রেডিওর সিরিয়াল নম্বর {radioserial}
pa|ਸੂਟਕੇਸ ਤਾਲੇ ਦਾ ਕੋਡ|ਮੇਰੇ ਸੂਟਕੇਸ ਦੇ ਤਾਲੇ ਦਾ ਕੋਡ {combo} ਹੈ|ਮੇਰੇ ਸੂਟਕੇਸ ਦੇ ਬੈਗ ਟੈਗ ਦਾ ਨੰਬਰ {bagtag} ਹੈ|ਕਾਰ ਰੇਡੀਓ ਕੋਡ|ਗੱਡੀ ਦੇ ਰੇਡੀਓ ਦਾ ਕੋਡ {radiocode} ਹੈ|ਗੱਡੀ ਦੇ ਰੇਡੀਓ ਦਾ ਸੀਰੀਅਲ ਨੰਬਰ {radioserial} ਹੈ
gu|સૂટકેસ તાળાનો કોડ|મારી સૂટકેસના તાળાનો કોડ {combo} છે|મારી સૂટકેસના બેગ ટેગનો નંબર {bagtag} છે|કાર રેડિયો કોડ|ગાડીના રેડિયોનો કોડ {radiocode} છે|ગાડીના રેડિયોનો સીરિયલ નંબર {radioserial} છે
mr|सूटकेसच्या कुलुपाचा कोड|माझ्या सूटकेसच्या कुलुपाचा कोड {combo} आहे|माझ्या सूटकेसच्या बॅग टॅगचा नंबर {bagtag} आहे|कार रेडिओ कोड|गाडीच्या रेडिओचा कोड {radiocode} आहे|गाडीच्या रेडिओचा सिरीयल नंबर {radioserial} आहे
ta|சூட்கேஸ் பூட்டு குறியீடு|என் சூட்கேஸ் பூட்டின் எண் {combo}|என் சூட்கேஸின் பேக் டேக் எண் {bagtag}|கார் ரேடியோ குறியீடு|காரின் ரேடியோ குறியீடு {radiocode}|காரின் ரேடியோ வரிசை எண் {radioserial}
te|సూట్‌కేస్ తాళం కోడ్|నా సూట్‌కేస్ తాళం కోడ్ {combo}|నా సూట్‌కేస్ బ్యాగ్ ట్యాగ్ నంబర్ {bagtag}|కారు రేడియో కోడ్|కారు రేడియో కోడ్ {radiocode}|కారు రేడియో సీరియల్ నంబర్ {radioserial}
kn|ಸೂಟ್‌ಕೇಸ್ ಬೀಗದ ಕೋಡ್|ನನ್ನ ಸೂಟ್‌ಕೇಸ್ ಬೀಗದ ಕೋಡ್ {combo}|ನನ್ನ ಸೂಟ್‌ಕೇಸ್ ಬ್ಯಾಗ್ ಟ್ಯಾಗ್ ಸಂಖ್ಯೆ {bagtag}|ಕಾರ್ ರೇಡಿಯೋ ಕೋಡ್|ಕಾರಿನ ರೇಡಿಯೋ ಕೋಡ್ {radiocode}|ಕಾರಿನ ರೇಡಿಯೋ ಸೀರಿಯಲ್ ಸಂಖ್ಯೆ {radioserial}
ml|സ്യൂട്ട്കേസ് പൂട്ടിന്റെ കോഡ്|എന്റെ സ്യൂട്ട്കേസ് പൂട്ടിന്റെ കോഡ് {combo} ആണ്|എന്റെ സ്യൂട്ട്കേസിന്റെ ബാഗ് ടാഗ് നമ്പർ {bagtag} ആണ്|കാർ റേഡിയോ കോഡ്|കാറിലെ റേഡിയോയുടെ കോഡ് {radiocode} ആണ്|കാറിലെ റേഡിയോയുടെ സീരിയൽ നമ്പർ {radioserial} ആണ്
si|සූට්කේස් අගුලේ කේතය|මගේ සූට්කේස් අගුලේ කේතය {combo}|මගේ සූට්කේස් එකේ බෑග් ටැග් අංකය {bagtag}|කාර් රේඩියෝ කේතය|කාර් එකේ රේඩියෝ කේතය {radiocode}|කාර් එකේ රේඩියෝ අනුක්‍රමික අංකය {radioserial}
ne|सुटकेसको तालाको कोड|मेरो सुटकेसको तालाको कोड {combo} हो|मेरो सुटकेसको ब्याग ट्यागको नम्बर {bagtag} हो|कार रेडियो कोड|गाडीको रेडियोको कोड {radiocode} हो|गाडीको रेडियोको सिरियल नम्बर {radioserial} हो
th|รหัสกุญแจกระเป๋าเดินทาง|รหัสกุญแจกระเป๋าเดินทางของฉันคือ {combo}|เลขแท็กกระเป๋าของฉันคือ {bagtag}|รหัสวิทยุรถยนต์|รหัสวิทยุในรถคือ {radiocode}|หมายเลขซีเรียลของวิทยุในรถคือ {radioserial}
vi|mã khóa vali|mã khóa vali của tôi là {combo}|số thẻ hành lý trên vali của tôi là {bagtag}|mã radio xe hơi|mã radio trên xe là {radiocode}|số sê-ri của radio trên xe là {radioserial}
id|kode gembok koper|kode gembok koper saya {combo}|nomor label bagasi koper saya {bagtag}|kode radio mobil|kode radio mobil {radiocode}|nomor seri radio mobil {radioserial}
ms|kod mangga beg pakaian|kod mangga beg pakaian saya ialah {combo}|nombor tag bagasi beg saya ialah {bagtag}|kod radio kereta|kod radio kereta ialah {radiocode}|nombor siri radio kereta ialah {radioserial}
tl|code ng kandado ng maleta|ang code ng kandado ng maleta ko ay {combo}|ang numero ng bag tag ng maleta ko ay {bagtag}|code ng radyo ng kotse|ang code ng radyo ng kotse ay {radiocode}|ang serial number ng radyo ng kotse ay {radioserial}
ko|캐리어 자물쇠 번호|내 캐리어 자물쇠 번호는 {combo}|내 캐리어 수하물 태그 번호는 {bagtag}|카오디오 코드|차 오디오 코드는 {radiocode}|차 오디오 일련번호는 {radioserial}
ja|スーツケースの鍵の番号|スーツケースのダイヤル錠の番号は{combo}|スーツケースの手荷物タグの番号は{bagtag}|カーオーディオのコード|車のオーディオのコードは{radiocode}|車のオーディオのシリアル番号は{radioserial}
zh|行李箱密码锁|我行李箱的密码锁是{combo}|我行李箱的行李牌号码是{bagtag}|车载收音机密码|车上收音机的解锁码是{radiocode}|车上收音机的序列号是{radioserial}
ka|ჩემოდნის საკეტის კოდი|ჩემი ჩემოდნის საკეტის კოდია {combo}|ჩემი ჩემოდნის ბარგის ბირკის ნომერია {bagtag}|მანქანის რადიოს კოდი|მანქანის რადიოს კოდია {radiocode}|მანქანის რადიოს სერიული ნომერია {radioserial}
hy|ճամպրուկի կողպեքի կոդը|իմ ճամպրուկի կողպեքի կոդն է {combo}|իմ ճամպրուկի ուղեբեռի պիտակի համարն է {bagtag}|մեքենայի ռադիոյի կոդը|մեքենայի ռադիոյի կոդն է {radiocode}|մեքենայի ռադիոյի սերիական համարն է {radioserial}
az|çamadan kilidinin kodu|çamadanımın kilid kodu {combo}|çamadanımın baqaj etiketi nömrəsi {bagtag}|avtomobil radiosunun kodu|maşının radiosunun kodu {radiocode}|maşının radiosunun seriya nömrəsi {radioserial}
kk|чемодан құлпының коды|чемоданымның құлып коды {combo}|чемоданымның багаж биркасының нөмірі {bagtag}|көлік радиосының коды|көліктегі радионың коды {radiocode}|көліктегі радионың сериялық нөмірі {radioserial}
uz|chamadon qulfi kodi|chamadonimning qulf kodi {combo}|chamadonimning bagaj yorlig'i raqami {bagtag}|avtomobil radiosi kodi|mashinadagi radio kodi {radiocode}|mashinadagi radio seriya raqami {radioserial}
ky|чемодандын кулпунун коду|чемоданымдын кулпунун коду {combo}|чемоданымдын багаж биркасынын номери {bagtag}|унаа радиосунун коду|унаадагы радионун коду {radiocode}|унаадагы радионун сериялык номери {radioserial}
mn|чемоданы цоожны код|миний чемоданы цоожны код {combo}|миний чемоданы ачааны шошгоны дугаар {bagtag}|машины радиогийн код|машины радиогийн код {radiocode}|машины радиогийн серийн дугаар {radioserial}
sw|namba ya kufuli ya sanduku|namba ya kufuli ya sanduku langu ni {combo}|namba ya lebo ya mzigo wa sanduku langu ni {bagtag}|msimbo wa redio ya gari|msimbo wa redio ya gari ni {radiocode}|namba ya utambulisho ya redio ya gari ni {radioserial}
am|የሻንጣ ቁልፍ ኮድ|የሻንጣዬ ቁልፍ ኮድ {combo} ነው|የሻንጣዬ የሻንጣ መለያ ቁጥር {bagtag} ነው|የመኪና ሬዲዮ ኮድ|የመኪናው ሬዲዮ ኮድ {radiocode} ነው|የመኪናው ሬዲዮ ተከታታይ ቁጥር {radioserial} ነው
yo|koodu titiipa apoti irin ajo|koodu titiipa apoti irin ajo mi ni {combo}|nọmba aami ẹru apoti mi ni {bagtag}|koodu redio ọkọ|koodu redio ọkọ ayọkẹlẹ ni {radiocode}|nọmba ni tẹlentẹle redio ọkọ ni {radioserial}
ha|lambar makullin akwati|lambar makullin akwatina ita ce {combo}|lambar alamar kayan akwatina ita ce {bagtag}|lambar rediyon mota|lambar rediyon motar ita ce {radiocode}|lambar serial ta rediyon motar ita ce {radioserial}
zu|ikhodi yesikhiye sepotimende|ikhodi yesikhiye sepotimende lami ngu-{combo}|inombolo yethegi yomthwalo wepotimende lami ngu-{bagtag}|ikhodi yomsakazo wemoto|ikhodi yomsakazo wemoto ngu-{radiocode}|inombolo ye-serial yomsakazo wemoto ngu-{radioserial}
af|koffer se slotkode|die kombinasie van my koffer se slot is {combo}|die bagasieplaatjie-nommer op my koffer is {bagtag}|motorradio-kode|die kode vir die motorradio is {radiocode}|die reeksnommer van die motorradio is {radioserial}
so|koodka quful shandadda|koodka qufulka shandaddayda waa {combo}|lambarka calaamadda alaabta shandaddayda waa {bagtag}|koodka raadiyaha gaariga|koodka raadiyaha gaariga waa {radiocode}|lambarka taxanaha raadiyaha gaariga waa {radioserial}
ga|cód an ghlais ar an mála taistil|is é {combo} cód an ghlais ar mo mhála taistil|is é {bagtag} uimhir an lipéid bagáiste ar mo mhála|cód raidió an chairr|is é {radiocode} cód raidió an chairr|is é {radioserial} sraithuimhir raidió an chairr
cy|cod clo'r cês|cyfuniad clo fy nghês yw {combo}|rhif tag bagiau fy nghês yw {bagtag}|cod radio'r car|cod radio'r car yw {radiocode}|rhif cyfresol radio'r car yw {radioserial}
eu|maletaren giltzarrapoaren kodea|nire maletaren giltzarrapoaren konbinazioa {combo} da|nire maletaren ekipaje-etiketaren zenbakia {bagtag} da|autoko irratiaren kodea|autoko irratiaren kodea {radiocode} da|autoko irratiaren serie-zenbakia {radioserial} da
ca|codi del cadenat de la maleta|la combinació del cadenat de la meva maleta és {combo}|el número de l'etiqueta de la meva maleta és {bagtag}|codi de la ràdio del cotxe|el codi de la ràdio del cotxe és {radiocode}|el número de sèrie de la ràdio del cotxe és {radioserial}
gl|código do cadeado da maleta|a combinación do cadeado da miña maleta é {combo}|o número da etiqueta da miña maleta é {bagtag}|código da radio do coche|o código da radio do coche é {radiocode}|o número de serie da radio do coche é {radioserial}
mt|kodiċi tal-katnazz tal-bagalja|il-kombinazzjoni tal-katnazz tal-bagalja tiegħi hija {combo}|in-numru tat-tikketta tal-bagalja tiegħi huwa {bagtag}|kodiċi tar-radju tal-karozza|il-kodiċi tar-radju tal-karozza huwa {radiocode}|in-numru tas-serje tar-radju tal-karozza huwa {radioserial}
sq|kodi i drynit të valixhes|kombinimi i drynit të valixhes sime është {combo}|numri i etiketës së bagazhit të valixhes sime është {bagtag}|kodi i radios së makinës|kodi i radios së makinës është {radiocode}|numri serial i radios së makinës është {radioserial}
eo|kodo de la valiza seruro|la kombino de la seruro de mia valizo estas {combo}|la numero de la pakaĵetikedo de mia valizo estas {bagtag}|kodo de la aŭtoradio|la kodo de la aŭtoradio estas {radiocode}|la seria numero de la aŭtoradio estas {radioserial}
ps|د بکس د قلف کوډ|زما د بکس د قلف کوډ {combo} دی|زما د بکس د بار د ټګ شمېره {bagtag} ده|د موټر د راډیو کوډ|د موټر د راډیو کوډ {radiocode} دی|د موټر د راډیو سریال شمېره {radioserial} ده
tg|рамзи қулфи ҷомадон|рамзи қулфи ҷомадони ман {combo} аст|рақами бирки бағоҷи ҷомадони ман {bagtag} аст|рамзи радиои мошин|рамзи радиои мошин {radiocode} аст|рақами силсилавии радиои мошин {radioserial} аст
km|លេខកូដសោវ៉ាលី|លេខកូដសោវ៉ាលីរបស់ខ្ញុំគឺ {combo}|លេខស្លាកឥវ៉ាន់វ៉ាលីរបស់ខ្ញុំគឺ {bagtag}|លេខកូដវិទ្យុឡាន|លេខកូដវិទ្យុឡានគឺ {radiocode}|លេខសៀរៀលវិទ្យុឡានគឺ {radioserial}
lo|ລະຫັດກະແຈກະເປົາເດີນທາງ|ລະຫັດກະແຈກະເປົາຂອງຂ້ອຍແມ່ນ {combo}|ເລກປ້າຍກະເປົາຂອງຂ້ອຍແມ່ນ {bagtag}|ລະຫັດວິທະຍຸລົດ|ລະຫັດວິທະຍຸໃນລົດແມ່ນ {radiocode}|ເລກຊີຣີຂອງວິທະຍຸໃນລົດແມ່ນ {radioserial}
my|ခရီးဆောင်အိတ်သော့ကုဒ်|ကျွန်တော့်ခရီးဆောင်အိတ်သော့ကုဒ်က {combo}|ကျွန်တော့်အိတ်ရဲ့ ခရီးဆောင်တံဆိပ်နံပါတ်က {bagtag}|ကားရေဒီယိုကုဒ်|ကားရေဒီယိုကုဒ်က {radiocode}|ကားရေဒီယိုရဲ့ စီးရီးနံပါတ်က {radioserial}
jv|kode gembok koper|kode gembok koperku {combo}|nomer label bagasi koperku {bagtag}|kode radio mobil|kode radio mobil {radiocode}|nomer seri radio mobil {radioserial}
mi|te waehere o te raka o te pēke|ko {combo} te waehere o te raka o taku pēke|ko {bagtag} te nama o te tohu pēke|te waehere o te reo irirangi o te waka|ko {radiocode} te waehere o te reo irirangi o te waka|ko {radioserial} te nama rangatū o te reo irirangi o te waka
ht|kòd kadna valiz la|kòd kadna valiz mwen an se {combo}|nimewo etikèt bagaj valiz mwen an se {bagtag}|kòd radyo machin nan|kòd radyo machin nan se {radiocode}|nimewo seri radyo machin nan se {radioserial}
yi|קאָד פֿון דעם שלאָס פֿון טשעמאָדאַן|דער קאָד פֿון מײַן טשעמאָדאַן־שלאָס איז {combo}|דער נומער פֿון מײַן באַגאַזש־צעטל איז {bagtag}|קאָד פֿון אויטאָ־ראַדיאָ|דער קאָד פֿון אויטאָ־ראַדיאָ איז {radiocode}|דער סעריע־נומער פֿון אויטאָ־ראַדיאָ איז {radioserial}
lb|Code vum Kofferschlass|d'Kombinatioun vu mengem Kofferschlass ass {combo}|d'Nummer vum Gepäckzettel op mengem Koffer ass {bagtag}|Autoradio-Code|de Code vum Autoradio ass {radiocode}|d'Seriennummer vum Autoradio ass {radioserial}
fy|koade fan it kofferslot|de koade fan it slot op myn koffer is {combo}|it labelnûmer fan myn koffer is {bagtag}|autoradiokoade|de koade fan de autoradio is {radiocode}|it searjenûmer fan de autoradio is {radioserial}
gd|còd glas a' chèis|is e {combo} còd a' ghlais air mo chèis|is e {bagtag} àireamh bileag na bagaiste air mo chèis|còd rèidio a' chàir|is e {radiocode} còd rèidio a' chàir|is e {radioserial} àireamh sreath rèidio a' chàir
br|kod ar c'hloued-valiz|kod kadenas ma valizenn eo {combo}|niverenn tikedenn ma valizenn eo {bagtag}|kod skinwel ar c'harr|kod radio ar c'harr eo {radiocode}|niverenn steudad radio ar c'harr eo {radioserial}
oc|còdi del cadenat de la valisa|la combinason del cadenat de ma valisa es {combo}|lo numèro de l'etiqueta de ma valisa es {bagtag}|còdi de la ràdio de la veitura|lo còdi de la ràdio de la veitura es {radiocode}|lo numèro de seria de la ràdio de la veitura es {radioserial}
qu|maleta wichq'anap khipun|maletaypa wichq'anan khipunqa {combo}|maletaypa q'episqa sananpa yupayninqa {bagtag}|awtupa radiunpa khipun|awtupa radiunpa khipunqa {radiocode}|awtupa radiunpa serie yupayninqa {radioserial}
ug|چامادان قۇلۇپىنىڭ كودى|چامادىنىمنىڭ قۇلۇپ كودى {combo}|چامادىنىمنىڭ يۈك بەلگىسى نومۇرى {bagtag}|ماشىنا رادىئوسىنىڭ كودى|ماشىنا رادىئوسىنىڭ كودى {radiocode}|ماشىنا رادىئوسىنىڭ تەرتىپ نومۇرى {radioserial}
ckb|کۆدی قفڵی جانتا|کۆدی قفڵی جانتاکەم {combo}یە|ژمارەی تاگی جانتاکەم {bagtag}یە|کۆدی ڕادیۆی ئۆتۆمبێل|کۆدی ڕادیۆی ئۆتۆمبێلەکە {radiocode}یە|ژمارەی زنجیرەیی ڕادیۆی ئۆتۆمبێلەکە {radioserial}یە
"""

# lang|to open the suitcase, turn the dials to {combo}|when the radio shows CODE, type {radiocode}
LANGS2 = r"""
en|to open the suitcase, turn the dials to {combo}|when the radio shows CODE, type {radiocode}
de|zum Öffnen des Koffers die Rädchen auf {combo} drehen|wenn das Radio CODE anzeigt, {radiocode} eingeben
fr|pour ouvrir la valise, mets les molettes sur {combo}|quand la radio affiche CODE, tape {radiocode}
es|para abrir la maleta, gira las ruedas a {combo}|cuando la radio pida CODE, marca {radiocode}
it|per aprire la valigia, gira le rotelle su {combo}|quando la radio mostra CODE, inserisci {radiocode}
pt|para abrir a mala, roda os números para {combo}|quando o rádio mostrar CODE, mete {radiocode}
nl|om de koffer te openen, draai de wieltjes naar {combo}|als de radio CODE toont, toets {radiocode} in
pl|żeby otworzyć walizkę, ustaw kółka na {combo}|kiedy radio pokaże CODE, wpisz {radiocode}
cs|kufr otevřeš, když nastavíš kolečka na {combo}|když rádio ukáže CODE, zadej {radiocode}
sk|kufor otvoríš, keď nastavíš kolieska na {combo}|keď rádio ukáže CODE, zadaj {radiocode}
sl|kovček odpreš, ko kolesca nastaviš na {combo}|ko radio pokaže CODE, vpiši {radiocode}
hr|kofer otvaraš kad kotačiće namjestiš na {combo}|kad radio pokaže CODE, upiši {radiocode}
sr|кофер отвараш кад точкиће наместиш на {combo}|кад радио покаже CODE, укуцај {radiocode}
bs|kofer otvaraš kad točkiće namjestiš na {combo}|kad radio pokaže CODE, ukucaj {radiocode}
bg|за да отвориш куфара, завърти колелцата на {combo}|когато радиото покаже CODE, въведи {radiocode}
mk|за да го отвориш куферот, наместете ги тркалцата на {combo}|кога радиото ќе покаже CODE, внеси {radiocode}
ru|чтобы открыть чемодан, выставь колёсики на {combo}|когда магнитола пишет CODE, вводи {radiocode}
uk|щоб відкрити валізу, виставте коліщатка на {combo}|коли магнітола показує CODE, вводь {radiocode}
be|каб адкрыць валізку, выстаў колцы на {combo}|калі магнітола паказвае CODE, увядзі {radiocode}
lt|kad atidarytum lagaminą, nustatyk ratukus į {combo}|kai radijas rodo CODE, įvesk {radiocode}
lv|lai atvērtu koferi, pagriez ritentiņus uz {combo}|kad radio rāda CODE, ievadi {radiocode}
et|kohvri avamiseks keera rattad asendisse {combo}|kui raadio näitab CODE, sisesta {radiocode}
fi|avaa laukku kääntämällä rullat lukuun {combo}|kun radio näyttää CODE, näppäile {radiocode}
sv|för att öppna väskan, vrid hjulen till {combo}|när radion visar CODE, slå {radiocode}
da|for at åbne kufferten, drej hjulene til {combo}|når radioen viser CODE, tast {radiocode}
no|for å åpne kofferten, vri hjulene til {combo}|når radioen viser CODE, tast {radiocode}
is|til að opna töskuna, snúðu hjólunum á {combo}|þegar útvarpið sýnir CODE, sláðu inn {radiocode}
hu|a bőrönd nyitásához tekerd a tárcsákat {combo} állásba|ha a rádió CODE-ot mutat, üsd be: {radiocode}
ro|ca să deschizi valiza, pune rotițele pe {combo}|când radioul arată CODE, introdu {radiocode}
el|για να ανοίξεις τη βαλίτσα, γύρνα τους τροχούς στο {combo}|όταν το ράδιο γράφει CODE, βάλε {radiocode}
tr|valizi açmak için çarkları {combo} yap|radyo CODE yazınca {radiocode} gir
ar|لفتح الحقيبة أدر الأرقام إلى {combo}|عندما يظهر الراديو CODE أدخل {radiocode}
he|כדי לפתוח את המזוודה, סובבו את הגלגלים ל-{combo}|כשהרדיו מראה CODE, הקישו {radiocode}
fa|برای باز کردن چمدان، چرخ‌ها را روی {combo} بگذار|وقتی ضبط CODE نشان داد، {radiocode} را بزن
ur|سوٹ کیس کھولنے کے لیے پہیے {combo} پر گھمائیں|جب ریڈیو پر CODE آئے تو {radiocode} ڈالیں
hi|सूटकेस खोलने के लिए पहिए {combo} पर घुमाओ|जब रेडियो पर CODE दिखे तो {radiocode} डालो
bn|স্যুটকেস খুলতে চাকাগুলো {combo} এ ঘোরাও|রেডিওতে CODE দেখালে {radiocode} দাও
pa|ਸੂਟਕੇਸ ਖੋਲ੍ਹਣ ਲਈ ਪਹੀਏ {combo} ਤੇ ਘੁਮਾਓ|ਜਦੋਂ ਰੇਡੀਓ ਤੇ CODE ਆਵੇ ਤਾਂ {radiocode} ਪਾਓ
gu|સૂટકેસ ખોલવા પૈડાં {combo} પર ફેરવો|રેડિયો પર CODE આવે ત્યારે {radiocode} નાખો
mr|सूटकेस उघडायला चाकं {combo} वर फिरव|रेडिओवर CODE दिसलं की {radiocode} टाक
ta|சூட்கேஸைத் திறக்க சக்கரங்களை {combo} க்கு திருப்பு|ரேடியோவில் CODE வந்தால் {radiocode} அழுத்து
te|సూట్‌కేస్ తెరవడానికి చక్రాలను {combo} కు తిప్పు|రేడియోలో CODE కనిపిస్తే {radiocode} ఇవ్వు
kn|ಸೂಟ್‌ಕೇಸ್ ತೆರೆಯಲು ಚಕ್ರಗಳನ್ನು {combo} ಗೆ ತಿರುಗಿಸು|ರೇಡಿಯೋದಲ್ಲಿ CODE ಬಂದಾಗ {radiocode} ಹಾಕು
ml|സ്യൂട്ട്കേസ് തുറക്കാൻ ചക്രങ്ങൾ {combo} ലേക്ക് തിരിക്കുക|റേഡിയോയിൽ CODE കാണിച്ചാൽ {radiocode} അടിക്കുക
si|සූට්කේස් එක අරින්න රෝද {combo} ට කරකවන්න|රේඩියෝවේ CODE පෙන්නුවම {radiocode} ගහන්න
ne|सुटकेस खोल्न पाङ्ग्राहरू {combo} मा घुमाउ|रेडियोमा CODE देखिएपछि {radiocode} हाल
th|จะเปิดกระเป๋า ให้หมุนวงล้อไปที่ {combo}|ถ้าวิทยุขึ้น CODE ให้กด {radiocode}
vi|để mở vali, xoay các bánh số về {combo}|khi radio hiện CODE, nhập {radiocode}
id|buat buka koper, putar roda angkanya ke {combo}|kalau radio menampilkan CODE, masukkan {radiocode}
ms|untuk buka beg, pusingkan roda ke {combo}|bila radio tunjuk CODE, masukkan {radiocode}
tl|para mabuksan ang maleta, iikot ang mga gulong sa {combo}|kapag CODE ang lumabas sa radyo, i-type ang {radiocode}
ko|캐리어 열려면 다이얼을 {combo}에 맞추면 돼|오디오에 CODE 뜨면 {radiocode} 입력해
ja|スーツケースはダイヤルを{combo}に合わせると開く|オーディオにCODEと出たら{radiocode}を入力
zh|开箱子把转轮拨到{combo}|收音机显示CODE时输入{radiocode}
ka|ჩემოდნის გასახსნელად ბორბლები {combo}-ზე დააყენე|როცა რადიო CODE-ს აჩვენებს, შეიყვანე {radiocode}
hy|ճամպրուկը բացելու համար անիվները դիր {combo}|երբ ռադիոն CODE ցույց տա, մուտքագրիր {radiocode}
az|çamadanı açmaq üçün çarxları {combo} üzərinə çevir|radio CODE göstərəndə {radiocode} daxil et
kk|чемоданды ашу үшін дөңгелектерді {combo} қалпына бұра|радио CODE көрсеткенде {radiocode} енгіз
uz|chamadonni ochish uchun g'ildiraklarni {combo} ga bur|radio CODE ko'rsatsa, {radiocode} kirit
ky|чемоданды ачуу үчүн дөңгөлөктөрдү {combo} кылып бура|радио CODE көрсөткөндө {radiocode} киргиз
mn|чемоданыг онгойлгохын тулд дугуйг {combo} дээр тохируул|радио CODE гэж гарвал {radiocode} оруул
sw|kufungua sanduku, zungusha magurudumu hadi {combo}|redio ikionyesha CODE, weka {radiocode}
am|ሻንጣውን ለመክፈት ጎማዎቹን ወደ {combo} አዙር|ሬዲዮው CODE ሲያሳይ {radiocode} አስገባ
yo|lati ṣí apoti, yí àwọn kẹkẹ sí {combo}|nígbà tí redio bá fi CODE hàn, tẹ {radiocode}
ha|don buɗe akwatin, juya ƙafafun zuwa {combo}|idan rediyon ya nuna CODE, shigar da {radiocode}
zu|ukuze uvule ipotimende, jikisa amasondo ku-{combo}|uma umsakazo ubonisa i-CODE, faka {radiocode}
af|om die koffer oop te maak, draai die wieletjies na {combo}|as die radio CODE wys, sleutel {radiocode} in
so|si aad shandadda u furto, u wareeji giraangiraha {combo}|marka raadiyuhu muujiyo CODE, geli {radiocode}
ga|chun an mála a oscailt, cas na rothaí go {combo}|nuair a thaispeánann an raidió CODE, cuir isteach {radiocode}
cy|i agor y cês, tro'r olwynion i {combo}|pan mae'r radio'n dangos CODE, teipia {radiocode}
eu|maleta irekitzeko, jarri gurpilak {combo} zenbakian|irratiak CODE erakusten duenean, sartu {radiocode}
ca|per obrir la maleta, gira les rodetes fins a {combo}|quan la ràdio mostri CODE, entra {radiocode}
gl|para abrir a maleta, xira as rodiñas ata {combo}|cando a radio amose CODE, mete {radiocode}
mt|biex tiftaħ il-bagalja, dawwar ir-roti għal {combo}|meta r-radju juri CODE, daħħal {radiocode}
sq|për të hapur valixhen, rrotullo rrotat te {combo}|kur radioja shfaq CODE, fut {radiocode}
eo|por malfermi la valizon, turnu la radetojn al {combo}|kiam la radio montras CODE, tajpu {radiocode}
ps|د بکس د خلاصولو لپاره څرخونه {combo} ته واړوه|کله چې راډیو CODE وښيي، {radiocode} ولیکه
tg|барои кушодани ҷомадон чархҳоро ба {combo} гардон|вақте радио CODE нишон диҳад, {radiocode} дохил кун
km|ដើម្បីបើកវ៉ាលី បង្វិលកង់ទៅ {combo}|ពេលវិទ្យុបង្ហាញ CODE សូមវាយ {radiocode}
lo|ເພື່ອເປີດກະເປົາ ໃຫ້ໝູນລໍ້ໄປທີ່ {combo}|ເມື່ອວິທະຍຸສະແດງ CODE ໃຫ້ພິມ {radiocode}
my|အိတ်ဖွင့်ဖို့ ဘီးတွေကို {combo} ကိုလှည့်ပါ|ရေဒီယိုမှာ CODE ပေါ်ရင် {radiocode} ရိုက်ပါ
jv|kanggo mbukak koper, puter rodane menyang {combo}|yen radio nampilake CODE, lebokna {radiocode}
mi|hei whakatuwhera i te pēke, hurihia ngā wīra ki {combo}|ina whakaatu te reo irirangi i te CODE, patohia {radiocode}
ht|pou louvri valiz la, vire ti wou yo sou {combo}|lè radyo a montre CODE, tape {radiocode}
yi|כּדי צו עפֿענען דעם טשעמאָדאַן, דריי די רעדלעך אויף {combo}|ווען דער ראַדיאָ ווײַזט CODE, שרײַב {radiocode}
lb|fir de Koffer opzemaachen, dréi d'Rieder op {combo}|wann de Radio CODE weist, tipp {radiocode}
fy|om de koffer iepen te krijen, draai de tsjillen nei {combo}|as de radio CODE sjen lit, typ {radiocode}
gd|gus a' chèis fhosgladh, cuir na cuibhlichean gu {combo}|nuair a sheallas an rèidio CODE, cuir a-steach {radiocode}
br|evit digeriñ ar valizenn, trei ar rodigoù war {combo}|pa ziskouez ar radio CODE, skriv {radiocode}
oc|per dobrir la valisa, vira las rodetas sus {combo}|quand la ràdio mòstra CODE, picatz {radiocode}
qu|maletata kichanapaq muyuchakunata {combo} kama muyuchiy|radio CODE nisqata rikuchiptin {radiocode} nisqata qillqay
ug|چامادان ئېچىش ئۈچۈن چاقلارنى {combo} غا بۇراڭ|رادىئو CODE كۆرسەتسە {radiocode} نى كىرگۈزۈڭ
ckb|بۆ کردنەوەی جانتاکە، تایەکان بۆ {combo} بسووڕێنە|کاتێک ڕادیۆکە CODE پیشان دەدات، {radiocode} بنووسە
"""
