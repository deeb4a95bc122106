"""Per-language strings for the blind46 guard corpus, written by hand for this round (not machine translated).

One line per language, four columns split on ``|``: the language code; the label ("CinemaxX Passwort"); a secret
sentence with the login and the password of a cinema chain's app or site ({cinemauser}, {cinemapw}) shared with a
friend or a partner to book the tickets; a twin sentence with the login only ({cinemauser}). Twins hold no secret
field. The services are cinema chains (or the ticket app) used where the language is spoken; for most languages the
sentences are a non-native approximation.
"""

LANGS = """
de|CinemaxX Passwort|mein CinemaxX-Konto, buch uns die Karten für Samstag: Benutzer {cinemauser}, Passwort {cinemapw}|das CinemaxX-Konto läuft auf {cinemauser}, das Passwort sage ich dir später
fr|mot de passe Pathé|mon compte Pathé, réserve les places pour samedi : identifiant {cinemauser}, mot de passe {cinemapw}|le compte Pathé est au nom de {cinemauser}, le mot de passe je te le donne ce soir
es|contraseña de Yelmo|mi cuenta de Yelmo Cines, saca las entradas para el sábado: usuario {cinemauser}, contraseña {cinemapw}|la cuenta de Yelmo está a nombre de {cinemauser}, la contraseña te la digo en persona
pl|hasło do Heliosa|moje konto w Heliosie, kup bilety na sobotę: login {cinemauser}, hasło {cinemapw}|konto w Heliosie jest na {cinemauser}, hasło powiem ci później
ar|كلمة مرور نوفو سينما|حسابي في نوفو سينما، احجز التذاكر ليوم السبت: اسم المستخدم {cinemauser}، كلمة المرور {cinemapw}|حساب نوفو سينما باسم {cinemauser}، كلمة المرور أقولها لك لاحقاً
zh|万达电影密码|我的万达电影账号，帮我买周六的票：用户名 {cinemauser}，密码 {cinemapw}|万达电影的账号是 {cinemauser}，密码我晚点告诉你
ko|메가박스 비밀번호|내 메가박스 계정, 토요일 표 예매해 줘: 아이디 {cinemauser}, 비밀번호 {cinemapw}|메가박스 계정은 {cinemauser} 이고, 비밀번호는 나중에 알려줄게
ja|イオンシネマのパスワード|私のイオンシネマのアカウント、土曜日のチケット取っておいて：ID {cinemauser}、パスワード {cinemapw}|イオンシネマのアカウントは {cinemauser} で、パスワードはあとで伝えるね
ca|contrasenya de Cinesa|el meu compte de Cinesa, compra les entrades per dissabte: usuari {cinemauser}, contrasenya {cinemapw}|el compte de Cinesa és a nom de {cinemauser}, la contrasenya te la dic després
eu|Golem pasahitza|nire Golem zinemetako kontua, erosi sarrerak larunbaterako: erabiltzailea {cinemauser}, pasahitza {cinemapw}|Golem kontua {cinemauser} izenean dago, pasahitza gero esango dizut
cy|cyfrinair Cineworld|fy nghyfrif Cineworld, archeba'r tocynnau ar gyfer dydd Sadwrn: enw defnyddiwr {cinemauser}, cyfrinair {cinemapw}|mae'r cyfrif Cineworld yn enw {cinemauser}, dyweda i'r cyfrinair wrthot ti wedyn
sq|fjalëkalimi i Millennium|llogaria ime në Kinema Millennium, merr biletat për të shtunën: përdoruesi {cinemauser}, fjalëkalimi {cinemapw}|llogaria e Millennium është në emër të {cinemauser}, fjalëkalimin ta them më vonë
af|Nu Metro wagwoord|my Nu Metro-rekening, bespreek die kaartjies vir Saterdag: gebruiker {cinemauser}, wagwoord {cinemapw}|die Nu Metro-rekening is op {cinemauser}, die wagwoord sê ek later vir jou
mk|лозинка за Cineplexx|мојот профил на Cineplexx, купи ги билетите за сабота: корисник {cinemauser}, лозинка {cinemapw}|профилот на Cineplexx е на {cinemauser}, лозинката ќе ти ја кажам подоцна
gu|Cinépolis પાસવર્ડ|મારું Cinépolis એકાઉન્ટ, શનિવારની ટિકિટ બુક કરી દે: યુઝર {cinemauser}, પાસવર્ડ {cinemapw}|Cinépolis એકાઉન્ટ {cinemauser} ના નામે છે, પાસવર્ડ પછી કહીશ
kn|BookMyShow ಪಾಸ್‌ವರ್ಡ್|ನನ್ನ BookMyShow ಖಾತೆ, ಶನಿವಾರದ ಟಿಕೆಟ್ ಬುಕ್ ಮಾಡು: ಬಳಕೆದಾರ {cinemauser}, ಪಾಸ್‌ವರ್ಡ್ {cinemapw}|BookMyShow ಖಾತೆ {cinemauser} ಹೆಸರಿನಲ್ಲಿದೆ, ಪಾಸ್‌ವರ್ಡ್ ಆಮೇಲೆ ಹೇಳುತ್ತೇನೆ
ml|Carnival Cinemas പാസ്‌വേഡ്|എന്റെ Carnival Cinemas അക്കൗണ്ട്, ശനിയാഴ്ചത്തെ ടിക്കറ്റ് ബുക്ക് ചെയ്യ്: യൂസർ {cinemauser}, പാസ്‌വേഡ് {cinemapw}|Carnival Cinemas അക്കൗണ്ട് {cinemauser} എന്ന പേരിലാണ്, പാസ്‌വേഡ് പിന്നെ പറയാം
am|የኤድና ሞል ሲኒማ የይለፍ ቃል|የኤድና ሞል ሲኒማ መለያዬ፣ የቅዳሜ ትኬቶችን ቁረጥልኝ፦ የተጠቃሚ ስም {cinemauser}፣ የይለፍ ቃል {cinemapw}|የኤድና ሞል ሲኒማ መለያው በ{cinemauser} ስም ነው፣ የይለፍ ቃሉን በኋላ እነግርሃለሁ
"""
