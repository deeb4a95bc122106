"""Per-language strings for the blind30 guard corpus, written by hand for this round (not machine translated).

One line per language, seven columns split on ``|``: the language code; the bank-code label ("bank SMS code"), a
secret sentence with the one-time code the bank sent ({otp}), a twin sentence about a finished transfer ({amount});
the Wi-Fi label ("Wi-Fi password"), a secret sentence with the network name and its passphrase ({ssid}, {wifipw}), a
twin sentence with the network name only ({ssid}). Twins hold no secret field. The languages are ones blind29 did not
use; for most of them the sentences are a non-native approximation.
"""

LANGS = """
ga|cód SMS an bhainc|an cód a sheol an banc i dteachtaireacht téacs: {otp}, tá sé ag teastáil chun an íocaíocht a dhearbhú|chuaigh an t-aistriú {amount} chuig an tiarna talún tríd|pasfhocal an Wi-Fi|an Wi-Fi san árasán saoire: {ssid}, pasfhocal {wifipw}|{ssid} an t-ainm atá ar an Wi-Fi san árasán saoire
cy|cod SMS y banc|y cod gan y banc mewn neges destun yw {otp}, mae ei angen i gadarnhau'r taliad|aeth y trosglwyddiad o {amount} i'r landlord drwodd|cyfrinair y Wi-Fi|y Wi-Fi yn y fflat gwyliau yw {ssid}, cyfrinair {wifipw}|enw'r Wi-Fi yn y fflat gwyliau yw {ssid}
gl|código SMS do banco|o código que mandou o banco por SMS é {otp}, fai falta para confirmar o pagamento|a transferencia de {amount} ao caseiro xa saíu|contrasinal da wifi|a wifi do piso de vacacións é {ssid}, contrasinal {wifipw}|a wifi do piso de vacacións chámase {ssid}
sq|kodi SMS i bankës|kodi që dërgoi banka me SMS është {otp}, duhet për të konfirmuar pagesën|transferta prej {amount} te pronari i shtëpisë kaloi|fjalëkalimi i Wi-Fi|Wi-Fi në apartamentin e pushimeve është {ssid}, fjalëkalimi {wifipw}|Wi-Fi në apartamentin e pushimeve quhet {ssid}
mk|СМС код од банката|кодот што банката го прати по СМС е {otp}, треба за да се потврди плаќањето|префрлањето од {amount} до газдата помина|лозинка за Wi-Fi|Wi-Fi во станот за одмор е {ssid}, лозинка {wifipw}|Wi-Fi мрежата во станот за одмор се вика {ssid}
be|SMS-код ад банка|код, які банк даслаў па SMS: {otp}, ён патрэбны, каб пацвердзіць плацёж|перавод {amount} гаспадару кватэры прайшоў|пароль ад Wi-Fi|Wi-Fi у кватэры на адпачынку — {ssid}, пароль {wifipw}|Wi-Fi у кватэры на адпачынку называецца {ssid}
hy|բանկի SMS կոդը|բանկի ուղարկած SMS կոդը {otp} է, պետք է վճարումը հաստատելու համար|{amount} փոխանցումը տանտիրոջը կատարվեց|Wi-Fi-ի գաղտնաբառը|արձակուրդի բնակարանի Wi-Fi-ն {ssid} է, գաղտնաբառը՝ {wifipw}|արձակուրդի բնակարանի Wi-Fi-ն կոչվում է {ssid}
az|bankın SMS kodu|bankın SMS ilə göndərdiyi kod: {otp}, ödənişi təsdiqləmək üçün lazımdır|ev sahibinə {amount} köçürmə keçdi|Wi-Fi şifrəsi|tətil mənzilində Wi-Fi {ssid}, şifrə {wifipw}|tətil mənzilindəki Wi-Fi-ın adı {ssid}
uz|bankning SMS kodi|bank SMS orqali yuborgan kod: {otp}, to'lovni tasdiqlash uchun kerak|uy egasiga {amount} o'tkazma o'tdi|Wi-Fi paroli|dam olish kvartirasidagi Wi-Fi {ssid}, paroli {wifipw}|dam olish kvartirasidagi Wi-Fi nomi {ssid}
mn|банкны SMS код|банкнаас SMS-ээр ирсэн код {otp}, төлбөрийг баталгаажуулахад хэрэгтэй|байрны эзэн рүү {amount} шилжүүлэг орсон|Wi-Fi-н нууц үг|амралтын байрны Wi-Fi {ssid}, нууц үг {wifipw}|амралтын байрны Wi-Fi-н нэр {ssid}
ne|बैंकको SMS कोड|बैंकले SMS मा पठाएको कोड {otp} हो, भुक्तानी पुष्टि गर्न चाहिन्छ|घरबेटीलाई {amount} को ट्रान्सफर पुग्यो|Wi-Fi पासवर्ड|बिदाको फ्ल्याटको Wi-Fi {ssid} हो, पासवर्ड {wifipw}|बिदाको फ्ल्याटको Wi-Fi को नाम {ssid} हो
si|බැංකුවේ SMS කේතය|බැංකුව SMS එකෙන් එවපු කේතය {otp}, ගෙවීම තහවුරු කරන්න ඕනේ|ගෙවල් හිමියාට {amount} මාරු කිරීම සාර්ථකයි|Wi-Fi මුරපදය|නිවාඩු නිවසේ Wi-Fi එක {ssid}, මුරපදය {wifipw}|නිවාඩු නිවසේ Wi-Fi එකේ නම {ssid}
am|የባንኩ የኤስኤምኤስ ኮድ|ባንኩ በኤስኤምኤስ የላከው ኮድ {otp} ነው፣ ክፍያውን ለማረጋገጥ ያስፈልጋል|ለቤት አከራዩ የተላከው {amount} ደርሷል|የዋይፋይ የይለፍ ቃል|የእረፍት ቤቱ ዋይፋይ {ssid} ነው፣ የይለፍ ቃሉ {wifipw}|የእረፍት ቤቱ ዋይፋይ ስም {ssid} ነው
yo|koodu SMS ti banki|koodu ti banki fi ranṣẹ nipasẹ SMS ni {otp}, a nilo rẹ lati jẹrisi isanwo naa|owo {amount} ti mo fi ranṣẹ si onile ti de|ọrọ aṣínà Wi-Fi|Wi-Fi ni ile isinmi ni {ssid}, ọrọ aṣínà {wifipw}|orukọ Wi-Fi ni ile isinmi ni {ssid}
zu|ikhodi ye-SMS yebhange|ikhodi ebhange eyithumele nge-SMS ithi {otp}, iyadingeka ukuqinisekisa inkokhelo|ukudluliswa kuka-{amount} kumninindlu kuphumelele|iphasiwedi ye-Wi-Fi|i-Wi-Fi efulethini lamaholide ithi {ssid}, iphasiwedi {wifipw}|i-Wi-Fi efulethini lamaholide ibizwa ngokuthi {ssid}
ha|lambar SMS ta banki|lambar da banki ya aiko ta SMS ita ce {otp}, ana bukatarta don tabbatar da biyan|kudin {amount} da na tura wa mai gida ya shiga|kalmar sirrin Wi-Fi|Wi-Fi na gidan hutu shi ne {ssid}, kalmar sirri {wifipw}|sunan Wi-Fi na gidan hutu {ssid} ne
mr|बँकेचा SMS कोड|बँकेने SMS ने पाठवलेला कोड {otp} आहे, पेमेंट कन्फर्म करायला लागेल|घरमालकाला {amount} चे ट्रान्सफर झाले|वाय-फाय पासवर्ड|सुट्टीच्या फ्लॅटचे वाय-फाय {ssid} आहे, पासवर्ड {wifipw}|सुट्टीच्या फ्लॅटच्या वाय-फायचे नाव {ssid} आहे
gu|બેંકનો SMS કોડ|બેંકે SMS થી મોકલેલો કોડ {otp} છે, પેમેન્ટ કન્ફર્મ કરવા જોઈએ|મકાનમાલિકને {amount} નું ટ્રાન્સફર થઈ ગયું|વાઇ-ફાઇ પાસવર્ડ|રજાના ફ્લેટનું વાઇ-ફાઇ {ssid} છે, પાસવર્ડ {wifipw}|રજાના ફ્લેટના વાઇ-ફાઇનું નામ {ssid} છે
pa|ਬੈਂਕ ਦਾ SMS ਕੋਡ|ਬੈਂਕ ਨੇ SMS ਰਾਹੀਂ ਭੇਜਿਆ ਕੋਡ {otp} ਹੈ, ਭੁਗਤਾਨ ਪੱਕਾ ਕਰਨ ਲਈ ਚਾਹੀਦਾ|ਮਕਾਨ ਮਾਲਕ ਨੂੰ {amount} ਦੀ ਟ੍ਰਾਂਸਫਰ ਹੋ ਗਈ|ਵਾਈ-ਫਾਈ ਪਾਸਵਰਡ|ਛੁੱਟੀਆਂ ਵਾਲੇ ਫਲੈਟ ਦਾ ਵਾਈ-ਫਾਈ {ssid} ਹੈ, ਪਾਸਵਰਡ {wifipw}|ਛੁੱਟੀਆਂ ਵਾਲੇ ਫਲੈਟ ਦੇ ਵਾਈ-ਫਾਈ ਦਾ ਨਾਂ {ssid} ਹੈ
kn|ಬ್ಯಾಂಕ್ SMS ಕೋಡ್|ಬ್ಯಾಂಕ್ SMS ನಲ್ಲಿ ಕಳಿಸಿದ ಕೋಡ್ {otp}, ಪಾವತಿ ದೃಢೀಕರಿಸಲು ಬೇಕು|ಮನೆ ಮಾಲೀಕರಿಗೆ {amount} ವರ್ಗಾವಣೆ ಆಯಿತು|ವೈ-ಫೈ ಪಾಸ್‌ವರ್ಡ್|ರಜೆಯ ಫ್ಲಾಟ್‌ನ ವೈ-ಫೈ {ssid}, ಪಾಸ್‌ವರ್ಡ್ {wifipw}|ರಜೆಯ ಫ್ಲಾಟ್‌ನ ವೈ-ಫೈ ಹೆಸರು {ssid}
ml|ബാങ്കിന്റെ SMS കോഡ്|ബാങ്ക് SMS ആയി അയച്ച കോഡ് {otp} ആണ്, പേയ്മെന്റ് സ്ഥിരീകരിക്കാൻ വേണം|വീട്ടുടമയ്ക്ക് {amount} ട്രാൻസ്ഫർ ആയി|വൈ-ഫൈ പാസ്‌വേഡ്|അവധിക്കാല ഫ്ലാറ്റിലെ വൈ-ഫൈ {ssid}, പാസ്‌വേഡ് {wifipw}|അവധിക്കാല ഫ്ലാറ്റിലെ വൈ-ഫൈയുടെ പേര് {ssid}
lb|SMS-Code vun der Bank|de Code, deen d'Bank per SMS geschéckt huet, ass {otp}, fir d'Bezuelung ze confirméieren|d'Iwwerweisung vun {amount} un de Proprietaire ass duerch|WLAN-Passwuert|de WLAN an der Vakanzwunneng ass {ssid}, Passwuert {wifipw}|de WLAN an der Vakanzwunneng heescht {ssid}
mt|kodiċi SMS tal-bank|il-kodiċi li bagħat il-bank bl-SMS huwa {otp}, irid biex nikkonferma l-ħlas|it-trasferiment ta' {amount} lis-sid għadda|password tal-Wi-Fi|il-Wi-Fi fl-appartament tal-vaganzi huwa {ssid}, password {wifipw}|il-Wi-Fi fl-appartament tal-vaganzi jismu {ssid}
so|koodhka SMS ee bangiga|koodhka bangigu SMS ku soo diray waa {otp}, waxaa loo baahan yahay si lacag bixinta loo xaqiijiyo|lacagtii {amount} ee aan u diray milkiilaha guriga way gaartay|furaha Wi-Fi|Wi-Fi-ga guriga fasaxa waa {ssid}, furaha sirta waa {wifipw}|Wi-Fi-ga guriga fasaxa magaciisu waa {ssid}
"""
