"""Per-language strings for the blind55 guard corpus, written by hand for this round (not machine translated).

One line per language, four columns split on ``|``: the language code; the label ("Passwort für die
Tierarzt-App"); a secret sentence with the login and the password of a vet practice's app ({vetuser}, {vetpw}) shared
with a partner, a neighbour or a pet sitter so they can book the pet's vaccination while the writer is away; a twin
sentence with the login only ({vetuser}) that says the writer books it and the password is not sent. Twins hold no
secret field. No service is named: the label names the thing ("the vet's app"); for most languages the sentences are a
non-native approximation.
"""

LANGS = """
de|Passwort für die Tierarzt-App|mein Login für die App der Tierarztpraxis, mach bitte für Bello den Impftermin am Freitag aus, ich bin auf Dienstreise: Benutzer {vetuser}, Passwort {vetpw}|die Tierarzt-App läuft auf {vetuser}, den Impftermin mache ich selbst aus, das Passwort schicke ich nicht
fr|mot de passe de l'appli du vétérinaire|mon compte sur l'appli de la clinique vétérinaire, prends rendez-vous pour le vaccin de Minou vendredi, je suis en déplacement : identifiant {vetuser}, mot de passe {vetpw}|l'appli du vétérinaire est au nom de {vetuser}, le rendez-vous je le prends moi-même, le mot de passe je ne l'envoie pas
es|contraseña de la app del veterinario|mi cuenta de la app de la clínica veterinaria, pide cita para la vacuna de Toby el viernes, que estoy de viaje: usuario {vetuser}, contraseña {vetpw}|la app del veterinario está a nombre de {vetuser}, la cita la pido yo, la contraseña no te la mando
ja|動物病院アプリのパスワード|動物病院の予約アプリ、金曜にポチのワクチン予約しといて、出張中なの：ID {vetuser}、パスワード {vetpw}|動物病院のアプリは {vetuser} で登録してるけど、予約は自分でするからパスワードは送らないね
zh|宠物医院App的密码|宠物医院预约App的账号，帮我给咪咪约一下周五打疫苗，我出差了：账号 {vetuser}，密码 {vetpw}|宠物医院App的账号是 {vetuser}，疫苗我自己约，密码就不发了
hi|पशु क्लिनिक ऐप का पासवर्ड|पशु क्लिनिक के ऐप में मेरा अकाउंट, शुक्रवार को मोती के टीके की अपॉइंटमेंट बुक कर देना, मैं बाहर हूँ: यूज़रनेम {vetuser}, पासवर्ड {vetpw}|पशु क्लिनिक का ऐप {vetuser} के नाम पर है, अपॉइंटमेंट मैं खुद बुक करूँगी, पासवर्ड नहीं भेज रही
hy|անասնաբույժի հավելվածի գաղտնաբառը|անասնաբուժական կլինիկայի հավելվածում իմ հաշիվը, խնդրում եմ ուրբաթ օրը Բոբիկին գրանցիր պատվաստման, ես գործուղման մեջ եմ՝ մուտքանուն {vetuser}, գաղտնաբառ {vetpw}|անասնաբույժի հավելվածը {vetuser} անունով է, գրանցումը ինքս կանեմ, գաղտնաբառը չեմ ուղարկում
te|వెట్ క్లినిక్ యాప్ పాస్‌వర్డ్|వెట్ క్లినిక్ యాప్‌లో నా అకౌంట్, శుక్రవారం టామీకి టీకా అపాయింట్‌మెంట్ బుక్ చెయ్యి, నేను ఊర్లో లేను: యూజర్‌నేమ్ {vetuser}, పాస్‌వర్డ్ {vetpw}|వెట్ క్లినిక్ యాప్ {vetuser} పేరు మీద ఉంది, అపాయింట్‌మెంట్ నేనే బుక్ చేస్తాను, పాస్‌వర్డ్ పంపను
km|ពាក្យសម្ងាត់កម្មវិធីពេទ្យសត្វ|គណនីរបស់ខ្ញុំក្នុងកម្មវិធីគ្លីនិកពេទ្យសត្វ សូមកក់ការចាក់វ៉ាក់សាំងឲ្យឆ្កែនៅថ្ងៃសុក្រ ខ្ញុំធ្វើដំណើរ៖ ឈ្មោះអ្នកប្រើ {vetuser} ពាក្យសម្ងាត់ {vetpw}|កម្មវិធីពេទ្យសត្វជាឈ្មោះ {vetuser} ខ្ញុំកក់ដោយខ្លួនឯង មិនផ្ញើពាក្យសម្ងាត់ទេ
kk|ветеринар қосымшасының құпиясөзі|ветеринарлық клиника қосымшасындағы аккаунтым, жұма күні Барысты екпеге жазып қойшы, мен іссапардамын: логин {vetuser}, құпиясөз {vetpw}|ветеринар қосымшасы {vetuser} атында, жазылуды өзім жасаймын, құпиясөзді жібермеймін
tg|рамзи барномаи байтор|ҳисоби ман дар барномаи клиникаи байторӣ, лутфан рӯзи ҷумъа Палангро ба ваксина сабт кун, ман дар сафарам: логин {vetuser}, рамз {vetpw}|барномаи байтор ба номи {vetuser} аст, сабтро худам мекунам, рамзро намефиристам
ug|ھايۋانات دوختۇرخانىسى ئەپىنىڭ پارولى|ھايۋانات دوختۇرخانىسى ئەپىدىكى ھېساباتىم، جۈمە كۈنى مۈشۈكنى ۋاكسىنىغا تىزىملاپ قويغىن، مەن سەپەردە: ئىشلەتكۈچى {vetuser}، پارول {vetpw}|ھايۋانات دوختۇرخانىسى ئەپى {vetuser} نامىدا، تىزىملاشنى ئۆزۈم قىلىمەن، پارولنى ئەۋەتمەيمەن
lt|veterinarijos programėlės slaptažodis|mano paskyra veterinarijos klinikos programėlėje, užregistruok Reksą skiepui penktadienį, aš komandiruotėje: vartotojo vardas {vetuser}, slaptažodis {vetpw}|veterinarijos programėlė užregistruota {vetuser} vardu, vizitą užsakysiu pati, slaptažodžio nesiunčiu
is|lykilorð að dýralæknaappinu|aðgangurinn minn í appi dýralæknastofunnar, pantaðu bólusetningu fyrir Snata á föstudaginn, ég er í vinnuferð: notandanafn {vetuser}, lykilorð {vetpw}|dýralæknaappið er á {vetuser}, ég panta tímann sjálf, lykilorðið sendi ég ekki
ga|pasfhocal aip an tréidlia|mo chuntas san aip ag clinic an tréidlia, cuir coinne síos do Bhran don vacsaín Dé hAoine, táim ar thuras oibre: ainm úsáideora {vetuser}, pasfhocal {vetpw}|tá aip an tréidlia faoi {vetuser}, cuirfidh mé féin an choinne in áirithe, ní sheolfaidh mé an pasfhocal
lb|Passwuert fir d'Déierendokter-App|mäi Login fir d'App vum Déierendokter, maach w.e.g. fir de Rex de Rendez-vous fir d'Impfung e Freideg, ech sinn ënnerwee: Benotzer {vetuser}, Passwuert {vetpw}|d'Déierendokter-App leeft op {vetuser}, de Rendez-vous maachen ech selwer, d'Passwuert schécken ech net
mg|tenimiafina amin'ny app an'ny mpitsabo biby|ny kaontiko ao amin'ny app an'ny toeram-pitsaboana biby, mba ataovy fotoana ho an'i Bobi hanaovana vaksiny ny zoma, any an-dalana aho: anarana mpampiasa {vetuser}, tenimiafina {vetpw}|ny app an'ny mpitsabo biby dia amin'ny anaran'i {vetuser}, izaho no handray fotoana, tsy halefako ny tenimiafina
xh|iphasiwedi ye-app kagqirha wezilwanyana|iakhawunti yam kwi-app yekliniki kagqirha wezilwanyana, nceda ubhukishele uBhobhi isitofu ngoLwesihlanu, ndisendleleni: igama lomsebenzisi {vetuser}, iphasiwedi {vetpw}|i-app kagqirha wezilwanyana ikwigama lika-{vetuser}, ndiza kuzibhukishela, iphasiwedi andiyithumeli
"""
