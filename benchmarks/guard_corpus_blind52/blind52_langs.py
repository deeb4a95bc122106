"""Per-language strings for the blind52 guard corpus, written by hand for this round (not machine translated).

One line per language, four columns split on ``|``: the language code; the label ("Passwort fürs Fahrschul-Portal");
a secret sentence with the login and the password of a driving school's booking app or portal ({drivinguser},
{drivingpw}) shared with a parent, a sibling or a friend so they can book the next lesson or the test while the learner
cannot; a twin sentence with the login only ({drivinguser}) that says the learner books it and the password is not
sent. Twins hold no secret field. The services are ones learners use where the language is spoken (Ornikar in France,
Info-Car for the state driving exam in Poland, E-Titán in Hungary); where the writer knew of none, the label names the
thing ("the driving school's app"); for most languages the sentences are a non-native approximation.
"""

LANGS = """
de|Passwort fürs Fahrschul-Portal|mein Login fürs Fahrschul-Portal, buch mir bitte die nächste Fahrstunde für Donnerstag, ich sitze in der Berufsschule: Benutzer {drivinguser}, Passwort {drivingpw}|das Fahrschul-Portal läuft auf {drivinguser}, die Fahrstunde buche ich selbst, das Passwort schicke ich nicht
fr|mot de passe Ornikar|mon compte Ornikar, réserve-moi une leçon de conduite samedi matin, je suis en stage toute la semaine : identifiant {drivinguser}, mot de passe {drivingpw}|le compte Ornikar est au nom de {drivinguser}, je réserve la leçon moi-même, je ne t'envoie pas le mot de passe
es|contraseña de la app de la autoescuela|mi cuenta de la app de la autoescuela, apúntame a la clase práctica del viernes, que yo estoy trabajando: usuario {drivinguser}, contraseña {drivingpw}|la cuenta de la autoescuela está a nombre de {drivinguser}, la clase la reservo yo, la contraseña no te la paso
ja|教習所の予約サイトのパスワード|教習所の予約サイトのアカウント、来週の技能教習を土曜に予約しておいて、バイト中で無理：ID {drivinguser}、パスワード {drivingpw}|教習所の予約サイトは {drivinguser} で登録してるけど、予約は自分でするから、パスワードは送らないね
zh|驾校约车系统的密码|我的驾校约车账号，帮我约一下周六上午的科目二练车，我要上班：账号 {drivinguser}，密码 {drivingpw}|驾校约车账号是 {drivinguser}，练车我自己约，密码就不发了
pl|hasło do Info-Car|moje konto w Info-Car, zapisz mnie na egzamin praktyczny w WORD-zie na przyszły tydzień, ja jestem w pracy: login {drivinguser}, hasło {drivingpw}|konto w Info-Car jest na {drivinguser}, na egzamin zapiszę się sam, hasła tu nie wysyłam
hu|E-Titán jelszó|az E-Titán fiókom, foglalj nekem vezetési órát szombatra, mert dolgozom: felhasználónév {drivinguser}, jelszó {drivingpw}|az E-Titán fiók {drivinguser} néven van, az órát magam foglalom, a jelszót nem küldöm el
da|adgangskode til køreskolens app|min konto i køreskolens app, book lige en køretime til mig på lørdag, jeg er på arbejde: brugernavn {drivinguser}, adgangskode {drivingpw}|køreskolens app kører på {drivinguser}, jeg booker selv timen, adgangskoden sender jeg ikke
ca|contrasenya de l'app de l'autoescola|el meu compte de l'app de l'autoescola, reserva'm la classe pràctica de dissabte, que jo treballo: usuari {drivinguser}, contrasenya {drivingpw}|el compte de l'autoescola està a nom de {drivinguser}, la classe la reservo jo, la contrasenya no te l'envio
sq|fjalëkalimi i aplikacionit të autoshkollës|llogaria ime në aplikacionin e autoshkollës, më rezervo orën e praktikës për të shtunën, unë jam në punë: përdoruesi {drivinguser}, fjalëkalimi {drivingpw}|llogaria e autoshkollës është në emër të {drivinguser}, orën e rezervoj vetë, fjalëkalimin nuk ta dërgoj
mk|лозинка за апликацијата на автошколата|мојот профил во апликацијата на автошколата, закажи ми час по возење за сабота, јас сум на работа: корисничко име {drivinguser}, лозинка {drivingpw}|профилот на автошколата е на {drivinguser}, часот сам ќе го закажам, лозинката не ја праќам
am|የመንጃ ትምህርት ቤቱ መተግበሪያ የይለፍ ቃል|የመንጃ ትምህርት ቤቱ መተግበሪያ መለያዬ፣ የቅዳሜውን የመንዳት ልምምድ ያዝልኝ፣ እኔ ሥራ ላይ ነኝ፡ የተጠቃሚ ስም {drivinguser}፣ የይለፍ ቃል {drivingpw}|የመንጃ ትምህርት ቤቱ መለያ በ{drivinguser} ስም ነው፣ ልምምዱን ራሴ እይዛለሁ፣ የይለፍ ቃሉን አልልክም
gu|ડ્રાઇવિંગ સ્કૂલની એપનો પાસવર્ડ|મારું ડ્રાઇવિંગ સ્કૂલની એપનું એકાઉન્ટ, શનિવારનો ડ્રાઇવિંગ ક્લાસ બુક કરી દે, હું ઓફિસમાં છું: યુઝરનેમ {drivinguser}, પાસવર્ડ {drivingpw}|ડ્રાઇવિંગ સ્કૂલનું એકાઉન્ટ {drivinguser} ના નામે છે, ક્લાસ હું જાતે બુક કરીશ, પાસવર્ડ અહીં નહીં મોકલું
kn|ಡ್ರೈವಿಂಗ್ ಸ್ಕೂಲ್ ಆ್ಯಪ್ ಪಾಸ್‌ವರ್ಡ್|ನನ್ನ ಡ್ರೈವಿಂಗ್ ಸ್ಕೂಲ್ ಆ್ಯಪ್ ಖಾತೆ, ಶನಿವಾರದ ಡ್ರೈವಿಂಗ್ ಕ್ಲಾಸ್ ಬುಕ್ ಮಾಡು, ನಾನು ಕೆಲಸದಲ್ಲಿದ್ದೇನೆ: ಬಳಕೆದಾರ ಹೆಸರು {drivinguser}, ಪಾಸ್‌ವರ್ಡ್ {drivingpw}|ಡ್ರೈವಿಂಗ್ ಸ್ಕೂಲ್ ಖಾತೆ {drivinguser} ಹೆಸರಿನಲ್ಲಿದೆ, ಕ್ಲಾಸ್ ನಾನೇ ಬುಕ್ ಮಾಡುತ್ತೇನೆ, ಪಾಸ್‌ವರ್ಡ್ ಇಲ್ಲಿ ಕಳಿಸುವುದಿಲ್ಲ
ml|ഡ്രൈവിംഗ് സ്കൂൾ ആപ്പിന്റെ പാസ്‌വേഡ്|എന്റെ ഡ്രൈവിംഗ് സ്കൂൾ ആപ്പ് അക്കൗണ്ട്, ശനിയാഴ്ചത്തെ ഡ്രൈവിംഗ് ക്ലാസ് ബുക്ക് ചെയ്യ്, ഞാൻ ജോലിയിലാണ്: യൂസർനെയിം {drivinguser}, പാസ്‌വേഡ് {drivingpw}|ഡ്രൈവിംഗ് സ്കൂൾ അക്കൗണ്ട് {drivinguser} എന്ന പേരിലാണ്, ക്ലാസ് ഞാൻ തന്നെ ബുക്ക് ചെയ്യും, പാസ്‌വേഡ് ഇവിടെ അയക്കില്ല
ps|د ډرایونګ ښوونځي د اپ پاسورډ|د ډرایونګ ښوونځي په اپ کې زما حساب، د شنبې د موټر چلولو درس راته بک کړه، زه په کار یم: یوزرنیم {drivinguser}، پاسورډ {drivingpw}|د ډرایونګ ښوونځي حساب د {drivinguser} په نوم دی، درس به زه پخپله بک کړم، پاسورډ دلته نه لیږم
cy|cyfrinair ap yr ysgol yrru|fy nghyfrif ar ap yr ysgol yrru, bwcia wers yrru i fi ddydd Sadwrn plis, dw i yn y gwaith: enw defnyddiwr {drivinguser}, cyfrinair {drivingpw}|mae cyfrif yr ysgol yrru dan {drivinguser}, mi wna i fwcio'r wers fy hun, dw i ddim yn anfon y cyfrinair
ko|운전학원 앱 비밀번호|내 운전학원 앱 계정이야, 토요일 도로연수 예약 좀 해 줘, 나 일하는 중이야: 아이디 {drivinguser}, 비밀번호 {drivingpw}|운전학원 앱은 {drivinguser}로 가입돼 있어, 예약은 내가 할게, 비밀번호는 안 보낼게
"""
