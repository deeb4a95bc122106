"""Per-language strings for the blind45 guard corpus, written by hand for this round (not machine translated).

One line per language, four columns split on ``|``: the language code; the label ("SPIEGEL+ Passwort"); a secret
sentence with the login and the password of a newspaper subscription ({newsuser}, {newspw}) shared with a relative or
a flatmate; a twin sentence with the login only ({newsuser}). Twins hold no secret field. The services are newspapers
read where the language is spoken; for most languages the sentences are a non-native approximation.
"""

LANGS = """
de|SPIEGEL+ Passwort|mein SPIEGEL+ Abo, du kannst die Artikel auch lesen: Benutzer {newsuser}, Passwort {newspw}|das SPIEGEL+ Abo läuft auf {newsuser}, das Passwort sage ich dir später
fr|mot de passe Le Monde|mon abonnement Le Monde, tu peux lire l'article sur les retraites : identifiant {newsuser}, mot de passe {newspw}|l'abonnement Le Monde est au nom de {newsuser}, le mot de passe je te le donne de vive voix
es|contraseña de El País|mi suscripción de El País, así lees el reportaje entero: usuario {newsuser}, contraseña {newspw}|la suscripción de El País está a nombre de {newsuser}, la contraseña te la digo luego
it|password del Corriere|il mio abbonamento al Corriere, così leggi l'inchiesta: utente {newsuser}, password {newspw}|l'abbonamento al Corriere è intestato a {newsuser}, la password te la dico a voce
pt|senha da Folha|a minha assinatura da Folha, lê a reportagem completa: usuário {newsuser}, senha {newspw}|a assinatura da Folha está em {newsuser}, a senha te passo depois
tr|Hürriyet şifresi|Hürriyet aboneliğim, haberin tamamını okuyabilirsin: kullanıcı {newsuser}, şifre {newspw}|Hürriyet aboneliği {newsuser} adına, şifreyi sonra söylerim
vi|mật khẩu VnExpress|tài khoản VnExpress của mình, bạn đọc bài đó nhé: tên đăng nhập {newsuser}, mật khẩu {newspw}|tài khoản VnExpress đứng tên {newsuser}, mật khẩu mình nói sau
th|รหัสผ่าน Bangkok Post|บัญชี Bangkok Post ของฉัน อ่านข่าวเต็มได้เลย ผู้ใช้ {newsuser} รหัสผ่าน {newspw}|บัญชี Bangkok Post อยู่ในชื่อ {newsuser} รหัสผ่านเดี๋ยวบอกทีหลัง
id|kata sandi Kompas|akun Kompas.id aku, baca artikelnya sampai habis ya: pengguna {newsuser}, kata sandi {newspw}|akun Kompas.id atas nama {newsuser}, kata sandinya nanti aku kasih tahu
cs|heslo do Respektu|moje předplatné Respektu, přečti si ten článek celý: uživatel {newsuser}, heslo {newspw}|předplatné Respektu je na {newsuser}, heslo ti řeknu potom
hu|HVG jelszó|az HVG360 előfizetésem, olvasd el a cikket: felhasználó {newsuser}, jelszó {newspw}|az HVG360 előfizetés a {newsuser} néven van, a jelszót később mondom
fi|Helsingin Sanomien salasana|mun HS-tilaus, voit lukea jutun kokonaan: käyttäjä {newsuser}, salasana {newspw}|HS-tilaus on nimellä {newsuser}, salasanan kerron myöhemmin
ro|parola de la G4Media|abonamentul meu la G4Media, citește tot articolul: utilizator {newsuser}, parolă {newspw}|abonamentul la G4Media e pe {newsuser}, parola ți-o spun mai târziu
ka|Tabula-ს პაროლი|ჩემი Tabula-ს გამოწერა, სტატია ბოლომდე წაიკითხე: მომხმარებელი {newsuser}, პაროლი {newspw}|Tabula-ს გამოწერა {newsuser}-ზეა, პაროლს მერე გეტყვი
ja|日経電子版のパスワード|私の日経電子版のアカウント、記事全部読めるよ：ID {newsuser}、パスワード {newspw}|日経電子版のアカウントは {newsuser} で、パスワードはあとで伝えるね
ko|조선일보 비밀번호|내 조선일보 구독 계정, 기사 끝까지 읽어봐: 아이디 {newsuser}, 비밀번호 {newspw}|조선일보 계정은 {newsuser} 이고, 비밀번호는 나중에 알려줄게
ta|தி இந்து தமிழ் கடவுச்சொல்|என் இந்து தமிழ் சந்தா கணக்கு, முழு கட்டுரையும் படி: பயனர் {newsuser}, கடவுச்சொல் {newspw}|இந்து தமிழ் கணக்கு {newsuser} பெயரில் உள்ளது, கடவுச்சொல்லை பிறகு சொல்கிறேன்
ur|ڈان کا پاس ورڈ|میرا ڈان کا سبسکرپشن اکاؤنٹ، پوری خبر پڑھ لو: صارف {newsuser}، پاس ورڈ {newspw}|ڈان کا اکاؤنٹ {newsuser} کے نام پر ہے، پاس ورڈ بعد میں بتاؤں گا
"""
