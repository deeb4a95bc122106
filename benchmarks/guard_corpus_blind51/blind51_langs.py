"""Per-language strings for the blind51 guard corpus, written by hand for this round (not machine translated).

One line per language, four columns split on ``|``: the language code; the label ("Treatwell Passwort"); a secret
sentence with the login and the password of a hair or beauty salon's booking app ({salonuser}, {salonpw}) shared with a
sister, a friend or a partner so they can move, cancel or take over an appointment while the writer cannot; a twin
sentence with the login only ({salonuser}) that says the writer moves the appointment and the password is not sent.
Twins hold no secret field. The services are booking apps used where the language is spoken (where the writer knew of
none, the label names the thing: "the salon booking app"); for most languages the sentences are a non-native
approximation.
"""

LANGS = """
de|Treatwell Passwort|mein Treatwell-Konto, verschieb bitte meinen Friseurtermin auf Samstag, ich liege krank im Bett: Login {salonuser}, Passwort {salonpw}|das Treatwell-Konto läuft auf {salonuser}, den Termin verschiebe ich selbst, das Passwort schicke ich nicht
fr|mot de passe Planity|mon compte Planity, annule mon rendez-vous chez le coiffeur de jeudi, je suis coincée au travail : identifiant {salonuser}, mot de passe {salonpw}|le compte Planity est au nom de {salonuser}, j'annule le rendez-vous moi-même, le mot de passe reste chez moi
es|contraseña de Booksy|mi cuenta de Booksy, coge tú mi cita de la peluquería del martes que yo no llego: usuario {salonuser}, contraseña {salonpw}|la cuenta de Booksy está a nombre de {salonuser}, la cita la cambio yo, la contraseña no te la mando
ja|ホットペッパービューティーのパスワード|ホットペッパービューティーのアカウント、美容院の予約を来週の土曜に変更しておいて：ID {salonuser}、パスワード {salonpw}|ホットペッパービューティーは {salonuser} で登録してるけど、予約の変更は自分でするから、パスワードは送らないね
ru|пароль YCLIENTS|мой аккаунт в YCLIENTS, перенеси запись к мастеру на пятницу, я не успеваю: логин {salonuser}, пароль {salonpw}|аккаунт в YCLIENTS на {salonuser}, запись перенесу сама, пароль сюда не пишу
ar|كلمة مرور تطبيق حجز الصالون|حسابي في تطبيق حجز الصالون، ألغِ موعدي عند الكوافير يوم الخميس لأني مريضة: اسم المستخدم {salonuser}، كلمة المرور {salonpw}|حساب تطبيق الصالون باسم {salonuser}، سألغي الموعد بنفسي، ولن أرسل كلمة المرور هنا
it|password di Uala|il mio account Uala, sposta l'appuntamento dal parrucchiere a sabato mattina, oggi non ce la faccio: utente {salonuser}, password {salonpw}|l'account Uala è a nome di {salonuser}, l'appuntamento lo sposto io, la password non te la mando
tr|kuaför randevu uygulamasının şifresi|kuaför randevu uygulamasındaki hesabım, cumartesi randevumu sen al, ben gelemiyorum: kullanıcı adı {salonuser}, şifre {salonpw}|kuaför uygulamasındaki hesap {salonuser} adına, randevuyu kendim değiştireceğim, şifreyi buraya yazmıyorum
vi|mật khẩu ứng dụng đặt lịch salon|tài khoản đặt lịch salon của chị, em dời lịch làm tóc sang chủ nhật giúp chị nhé, chị bận: tên đăng nhập {salonuser}, mật khẩu {salonpw}|tài khoản đặt lịch salon đứng tên {salonuser}, chị tự dời lịch, mật khẩu chị không gửi đâu
id|kata sandi aplikasi booking salon|akun booking salon aku, tolong pindahin jadwal creambath ke hari Minggu ya, aku lagi di luar kota: username {salonuser}, kata sandi {salonpw}|akun booking salon atas nama {salonuser}, jadwalnya aku ubah sendiri, kata sandinya nggak aku kirim
th|รหัสผ่านแอปจองร้านทำผม|บัญชีแอปจองร้านทำผมของพี่ ช่วยเลื่อนคิวทำผมเป็นวันเสาร์ให้หน่อย พี่ติดงาน: ชื่อผู้ใช้ {salonuser} รหัสผ่าน {salonpw}|บัญชีแอปจองร้านทำผมใช้ชื่อ {salonuser} พี่จะเลื่อนคิวเอง ไม่ส่งรหัสผ่านมานะ
ka|სალონის ჯავშნის აპის პაროლი|ჩემი ანგარიში სალონის ჯავშნის აპში, გადაიტანე ჩემი ვიზიტი პარასკევზე, ვერ ვასწრებ: მომხმარებელი {salonuser}, პაროლი {salonpw}|სალონის აპის ანგარიში {salonuser}-ზეა, ვიზიტს თვითონ გადავიტან, პაროლს აქ არ ვწერ
ta|சலூன் முன்பதிவு ஆப் கடவுச்சொல்|என் சலூன் முன்பதிவு கணக்கு, சனிக்கிழமை அப்பாயின்ட்மென்ட்டை ஞாயிறுக்கு மாற்றிவிடு, நான் ஊரில் இல்லை: பயனர் பெயர் {salonuser}, கடவுச்சொல் {salonpw}|சலூன் முன்பதிவு கணக்கு {salonuser} பெயரில் உள்ளது, அப்பாயின்ட்மென்ட்டை நானே மாற்றுவேன், கடவுச்சொல்லை இங்கே அனுப்பமாட்டேன்
ur|سیلون بکنگ ایپ کا پاس ورڈ|میرا سیلون بکنگ ایپ والا اکاؤنٹ، جمعہ کی اپائنٹمنٹ منسوخ کر دو، میں شہر سے باہر ہوں: یوزر نیم {salonuser}، پاس ورڈ {salonpw}|سیلون ایپ کا اکاؤنٹ {salonuser} کے نام پر ہے، اپائنٹمنٹ میں خود بدل لوں گی، پاس ورڈ یہاں نہیں بھیجوں گی
ne|सैलुन बुकिङ एपको पासवर्ड|मेरो सैलुन बुकिङ एपको खाता, शनिबारको कपाल काट्ने समय आइतबारमा सारिदेऊ, म बाहिर छु: युजरनेम {salonuser}, पासवर्ड {salonpw}|सैलुन एपको खाता {salonuser} को नाममा छ, समय म आफैं सार्छु, पासवर्ड यहाँ पठाउँदिन
cs|heslo do Reservia|můj účet na Reserviu, přesuň mi prosím kadeřníka na sobotu, jsem nemocná: uživatel {salonuser}, heslo {salonpw}|účet na Reserviu je na {salonuser}, termín si přesunu sama, heslo sem nepíšu
ro|parola aplicației de programări la salon|contul meu din aplicația salonului, mută-mi programarea la coafor pe sâmbătă, azi nu pot: utilizator {salonuser}, parolă {salonpw}|contul din aplicația salonului e pe {salonuser}, programarea o mut eu, parola nu o trimit aici
fi|Timman salasana|mun Timma-tili, siirrä mun parturiaika lauantaille, en ehdi: käyttäjätunnus {salonuser}, salasana {salonpw}|Timma-tili on nimellä {salonuser}, siirrän ajan itse, salasanaa en lähetä tänne
"""
