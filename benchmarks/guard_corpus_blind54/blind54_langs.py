"""Per-language strings for the blind54 guard corpus, written by hand for this round (not machine translated).

One line per language, four columns split on ``|``: the language code; the label ("Passwort für die
Schwimmbad-App"); a secret sentence with the login and the password of a swimming pool's or a leisure centre's
booking app ({pooluser}, {poolpw}) shared with a grandparent, a partner or a neighbour so they can book the child's
swimming lesson (or a lane) while the writer is away; a twin sentence with the login only ({pooluser}) that says the
writer books it and the password is not sent. Twins hold no secret field. No service is named: the label names the
thing ("the pool's booking app"); for most languages the sentences are a non-native approximation.
"""

LANGS = """
de|Passwort für die Schwimmbad-App|mein Login für die Buchungs-App vom Hallenbad, buch bitte den Schwimmkurs für Lena am Donnerstag, ich bin auf Montage: Benutzer {pooluser}, Passwort {poolpw}|die Schwimmbad-App läuft auf {pooluser}, den Kurs buche ich selbst, das Passwort schicke ich nicht
fr|mot de passe de l'appli de la piscine|mon compte sur l'appli de réservation de la piscine, inscris Hugo au cours de natation de mercredi, je suis en déplacement : identifiant {pooluser}, mot de passe {poolpw}|l'appli de la piscine est au nom de {pooluser}, je réserve le cours moi-même, le mot de passe je ne l'envoie pas
es|contraseña de la app de la piscina|mi cuenta de la app del polideportivo, apúntame a Lucía a la clase de natación del martes, que estoy de viaje: usuario {pooluser}, contraseña {poolpw}|la app de la piscina está a nombre de {pooluser}, la clase la reservo yo, la contraseña no te la mando
ja|プールの予約アプリのパスワード|区民プールの予約アプリ、木曜の子どもスイミング教室を予約しといて、出張中なの：ID {pooluser}、パスワード {poolpw}|プールの予約アプリは {pooluser} で登録してるけど、予約は自分でするからパスワードは送らないね
zh|游泳馆预约小程序的密码|游泳馆预约的账号，帮我给孩子约一下周四的游泳课，我出差了：账号 {pooluser}，密码 {poolpw}|游泳馆预约账号是 {pooluser}，游泳课我自己约，密码就不发了
no|passord til svømmehall-appen|kontoen min i bookingappen til svømmehallen, kan du booke svømmekurset til Ingrid på torsdag, jeg er på jobbreise: brukernavn {pooluser}, passord {poolpw}|svømmehall-appen står på {pooluser}, kurset booker jeg selv, passordet sender jeg ikke
sl|geslo za aplikacijo bazena|moj račun v aplikaciji za rezervacije na bazenu, prosim rezerviraj Žigi tečaj plavanja v četrtek, sem na službeni poti: uporabniško ime {pooluser}, geslo {poolpw}|aplikacija bazena je na {pooluser}, tečaj bom rezervirala sama, gesla ne pošiljam
gl|contrasinal da app da piscina|a miña conta na app de reservas da piscina municipal, apunta a Uxía á clase de natación do xoves, estou fóra: usuario {pooluser}, contrasinal {poolpw}|a app da piscina está a nome de {pooluser}, a clase resérvoa eu, o contrasinal non cho mando
ms|kata laluan aplikasi tempahan kolam renang|akaun aku dalam aplikasi tempahan kolam renang, tolong tempah kelas renang Aisyah hari Khamis, aku outstation: nama pengguna {pooluser}, kata laluan {poolpw}|aplikasi kolam renang atas nama {pooluser}, kelas tu aku tempah sendiri, kata laluan aku tak hantar
fa|رمز اپلیکیشن رزرو استخر|حساب من در اپلیکیشن رزرو استخر، لطفاً کلاس شنای پنجشنبهٔ سارا را رزرو کن، من در سفرم: نام کاربری {pooluser}، رمز عبور {poolpw}|اپلیکیشن استخر به نام {pooluser} است، کلاس را خودم رزرو می‌کنم، رمز را نمی‌فرستم
be|пароль ад праграмы басейна|мой уліковы запіс у праграме браніравання басейна, запішы, калі ласка, Алесю на заняткі па плаванні ў чацвер, я ў камандзіроўцы: лагін {pooluser}, пароль {poolpw}|праграма басейна на {pooluser}, заняткі я забраніру сама, пароль не дасылаю
ky|бассейндин тиркемесинин сырсөзү|бассейнди брондоо тиркемесиндеги аккаунтум, Айзада үчүн бейшембидеги сүзүү сабагын брондоп кой, мен иш сапардамын: логин {pooluser}, сырсөз {poolpw}|бассейндин тиркемеси {pooluser} атында, сабакты өзүм брондойм, сырсөздү жибербейм
or|ସୁଇମିଂ ପୁଲ୍ ଆପ୍‌ର ପାସୱାର୍ଡ|ସୁଇମିଂ ପୁଲ୍ ବୁକିଂ ଆପ୍‌ରେ ମୋର ଆକାଉଣ୍ଟ, ଗୁରୁବାର ଦିନ ପିଲାର ପହଁରା କ୍ଲାସ୍ ବୁକ୍ କରିଦିଅ, ମୁଁ ବାହାରେ ଅଛି: ୟୁଜର୍‌ନେମ୍ {pooluser}, ପାସୱାର୍ଡ {poolpw}|ପୁଲ୍ ଆପ୍ {pooluser} ନାମରେ ଅଛି, କ୍ଲାସ୍ ମୁଁ ନିଜେ ବୁକ୍ କରିବି, ପାସୱାର୍ଡ ପଠାଉନାହିଁ
as|চুইমিং পুল এপৰ পাছৱৰ্ড|চুইমিং পুলৰ বুকিং এপত মোৰ একাউণ্ট, বৃহস্পতিবাৰে ল'ৰাটোৰ সাঁতোৰৰ ক্লাছটো বুক কৰি দিবা, মই বাহিৰত আছোঁ: ইউজাৰনেম {pooluser}, পাছৱৰ্ড {poolpw}|পুলৰ এপটো {pooluser} নামত আছে, ক্লাছটো মই নিজেই বুক কৰিম, পাছৱৰ্ড নপঠাওঁ
dv|ފެތުންގަނޑުގެ އެޕްގެ ޕާސްވޯޑް|ފެތުންގަނޑު ބުކްކުރާ އެޕްގައި އޮތް އަހަރެންގެ އެކައުންޓް، ބުރާސްފަތި ދުވަހު ކުއްޖާގެ ފެތުމުގެ ކްލާސް ބުކްކޮށްދީބަލަ، އަހަރެން ދަތުރުގައި: ޔޫޒަރނޭމް {pooluser}، ޕާސްވޯޑް {poolpw}|ފެތުންގަނޑުގެ އެޕް އޮތީ {pooluser} ނަމުގައި، ކްލާސް އަހަރެން ބުކްކުރާނަން، ޕާސްވޯޑް ނުފޮނުވާނަން
bo|རྐྱལ་རྫིང་གི་མཉེན་ཆས་ཀྱི་གསང་ཨང་།|རྐྱལ་རྫིང་སྔ་འཛིན་མཉེན་ཆས་ནང་གི་ངའི་ཐོ་ཁོངས། གཟའ་ཕུར་བུའི་ཉིན་ཕྲུ་གུའི་རྐྱལ་སློབ་སྔ་འཛིན་བྱེད་རོགས། ང་ལམ་ལ་ཡོད། སྤྱོད་མཁན་མིང་ {pooluser} གསང་ཨང་ {poolpw}|རྐྱལ་རྫིང་གི་མཉེན་ཆས་ {pooluser} མིང་ཐོག་ཡོད། སློབ་ཁྲིད་ང་རང་གིས་སྔ་འཛིན་བྱེད། གསང་ཨང་མི་གཏོང་།
yi|פּאַראָל פֿאַר דער שווימבאָד־אַפּ|מײַן חשבון אין דער שווימבאָד־אַפּ, ביטע פֿאַרשרײַב מוטלען אויף דער שווימלעקציע דאָנערשטיק, איך בין אין וועג: באַניצער {pooluser}, פּאַראָל {poolpw}|די שווימבאָד־אַפּ איז אויף {pooluser}, די לעקציע פֿאַרשרײַב איך אַליין, דעם פּאַראָל שיק איך נישט
so|furaha sirta ah ee app-ka barkadda dabaasha|akoonkayga app-ka ballanta barkadda dabaasha, fadlan u qabo Hodan casharka dabaasha ee Khamiista, waan safrayaa: magaca isticmaalaha {pooluser}, furaha sirta ah {poolpw}|app-ka barkaddu wuxuu ku qoran yahay {pooluser}, casharka anigaa qabsanaya, furaha sirta ah ma soo dirayo
"""
