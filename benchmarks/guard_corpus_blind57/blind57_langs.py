"""Per-language strings for the blind57 guard corpus, written by hand for this round (not machine translated).

One line per language, four columns split on ``|``: the language code; the label ("Passwort für die Physio-App"); a
secret sentence with the login and the password of a physiotherapy clinic's booking app ({physiouser}, {physiopw})
sent to a partner or a grown-up child so they move the writer's session while the writer is stuck in a meeting; a twin
sentence with the login only ({physiouser}) that says the writer moves it and the password is not sent. Twins hold no
secret field. No service is named: the label names the thing ("the physio app"); for most languages the sentences are
a non-native approximation.
"""

LANGS = """
de|Passwort für die Physio-App|mein Login für die App der Physiotherapie-Praxis, verschieb bitte meinen Termin von Dienstag auf Donnerstag, ich hänge im Meeting fest: Benutzername {physiouser}, Passwort {physiopw}|die Physio-App läuft auf {physiouser}, den Termin verschiebe ich selbst, das Passwort schicke ich nicht
it|password dell'app del fisioterapista|i miei dati per l'app dello studio di fisioterapia, sposta per favore la seduta di martedì a giovedì, sono bloccata in riunione: nome utente {physiouser}, password {physiopw}|l'app del fisioterapista è a nome {physiouser}, la seduta la sposto io, la password non te la mando
ru|пароль от приложения физиотерапевта|мой вход в приложение клиники физиотерапии, перенеси, пожалуйста, мой сеанс со вторника на четверг, я застряла на совещании: логин {physiouser}, пароль {physiopw}|приложение физиотерапевта оформлено на {physiouser}, сеанс перенесу сама, пароль не отправляю
tr|fizyoterapi uygulamasının şifresi|fizik tedavi kliniğinin uygulamasındaki girişim, salı günkü seansımı perşembeye alır mısın, toplantıda sıkıştım: kullanıcı adı {physiouser}, şifre {physiopw}|fizyoterapi uygulaması {physiouser} adına kayıtlı, seansı kendim değiştiririm, şifreyi göndermiyorum
ar|كلمة مرور تطبيق العلاج الطبيعي|بيانات دخولي إلى تطبيق عيادة العلاج الطبيعي، أرجو أن تنقل جلستي من الثلاثاء إلى الخميس، أنا عالقة في اجتماع: اسم المستخدم {physiouser}، كلمة المرور {physiopw}|تطبيق العلاج الطبيعي مسجل باسم {physiouser}، سأنقل الجلسة بنفسي، ولن أرسل كلمة المرور
vi|mật khẩu ứng dụng vật lý trị liệu|thông tin đăng nhập ứng dụng phòng khám vật lý trị liệu của em, anh đổi giúp em buổi tập thứ Ba sang thứ Năm nhé, em đang kẹt họp: tên đăng nhập {physiouser}, mật khẩu {physiopw}|ứng dụng vật lý trị liệu đăng ký tên {physiouser}, em tự đổi lịch, không gửi mật khẩu đâu
th|รหัสผ่านแอปกายภาพบำบัด|ข้อมูลเข้าแอปคลินิกกายภาพบำบัดของฉัน ช่วยเลื่อนนัดวันอังคารเป็นวันพฤหัสให้หน่อย ติดประชุมอยู่: ชื่อผู้ใช้ {physiouser} รหัสผ่าน {physiopw}|แอปกายภาพบำบัดใช้ชื่อ {physiouser} เดี๋ยวเลื่อนนัดเอง ไม่ส่งรหัสผ่านให้นะ
id|kata sandi aplikasi fisioterapi|login saya untuk aplikasi klinik fisioterapi, tolong pindahkan sesi Selasa ke Kamis ya, saya terjebak rapat: nama pengguna {physiouser}, kata sandi {physiopw}|aplikasi fisioterapi atas nama {physiouser}, sesinya saya pindahkan sendiri, kata sandinya tidak saya kirim
ro|parola aplicației de kinetoterapie|datele mele pentru aplicația clinicii de kinetoterapie, te rog mută ședința de marți pe joi, sunt blocată într-o ședință: utilizator {physiouser}, parolă {physiopw}|aplicația de kinetoterapie e pe numele {physiouser}, mut ședința eu, parola nu ți-o trimit
cs|heslo do aplikace fyzioterapie|moje přihlášení do aplikace fyzioterapie, přesuň mi prosím úterní cvičení na čtvrtek, jsem zaseklá na poradě: uživatelské jméno {physiouser}, heslo {physiopw}|aplikace fyzioterapie je na {physiouser}, cvičení si přesunu sama, heslo neposílám
fi|fysioterapiasovelluksen salasana|tunnukseni fysioterapiaklinikan sovellukseen, siirtäisitkö tiistain käyntini torstaille, olen jumissa palaverissa: käyttäjätunnus {physiouser}, salasana {physiopw}|fysioterapiasovellus on nimellä {physiouser}, siirrän käynnin itse, salasanaa en lähetä
ur|فزیوتھراپی ایپ کا پاس ورڈ|فزیوتھراپی کلینک کی ایپ کا میرا لاگ اِن، براہِ کرم میرا منگل کا سیشن جمعرات پر کر دو، میں میٹنگ میں پھنسی ہوں: یوزر نیم {physiouser}، پاس ورڈ {physiopw}|فزیوتھراپی ایپ {physiouser} کے نام پر ہے، سیشن میں خود بدل لوں گی، پاس ورڈ نہیں بھیج رہی
ta|பிசியோதெரபி செயலியின் கடவுச்சொல்|பிசியோதெரபி கிளினிக் செயலியில் என் உள்நுழைவு, செவ்வாய் அமர்வை வியாழனுக்கு மாற்றிவிடு, நான் கூட்டத்தில் சிக்கியிருக்கிறேன்: பயனர்பெயர் {physiouser}, கடவுச்சொல் {physiopw}|பிசியோதெரபி செயலி {physiouser} பெயரில் உள்ளது, அமர்வை நானே மாற்றுவேன், கடவுச்சொல்லை அனுப்பவில்லை
ka|ფიზიოთერაპიის აპის პაროლი|ჩემი მონაცემები ფიზიოთერაპიის კლინიკის აპში, გთხოვ სამშაბათის სეანსი ხუთშაბათზე გადაიტანე, შეხვედრაზე ვარ ჩარჩენილი: მომხმარებელი {physiouser}, პაროლი {physiopw}|ფიზიოთერაპიის აპი {physiouser}-ის სახელზეა, სეანსს თვითონ გადავიტან, პაროლს არ გიგზავნი
ne|फिजियोथेरापी एपको पासवर्ड|फिजियोथेरापी क्लिनिकको एपमा मेरो लगइन, मेरो मंगलबारको सत्र बिहीबार सारिदेऊ न, म मिटिङमा अड्किएँ: युजरनेम {physiouser}, पासवर्ड {physiopw}|फिजियोथेरापी एप {physiouser} को नाममा छ, सत्र म आफैँ सार्छु, पासवर्ड पठाउँदिनँ
sr|лозинка за апликацију физиотерапије|мој приступ апликацији физикалне терапије, молим те пребаци ми термин са уторка на четвртак, заглавила сам на састанку: корисничко име {physiouser}, лозинка {physiopw}|апликација физиотерапије је на {physiouser}, термин ћу сама пребацити, лозинку не шаљем
ha|kalmar sirri ta manhajar fisiyo|bayanan shiga na manhajar asibitin fisiyo, don Allah ka mayar da zaman Talata zuwa Alhamis, ina makale a taro: sunan mai amfani {physiouser}, kalmar sirri {physiopw}|manhajar fisiyo tana da sunan {physiouser}, zan canza zaman da kaina, ba zan aika kalmar sirri ba
mi|te kupuhipa o te taupānga whakaora tinana|taku takiuru mō te taupānga o te whare whakaora tinana, tēnā koa nekehia taku wā o te Tūrei ki te Tāite, kei te hui tonu ahau: ingoa kaiwhakamahi {physiouser}, kupuhipa {physiopw}|kei raro i te ingoa {physiouser} te taupānga whakaora tinana, māku anō e neke te wā, kāore au e tuku i te kupuhipa
"""
