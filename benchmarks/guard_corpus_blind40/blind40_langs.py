"""Per-language strings for the blind40 guard corpus, written by hand for this round (not machine translated).

One line per language, four columns split on ``|``: the language code; the label ("Glovo password"); a secret
sentence with the login and the password of a food-delivery app account ({fooduser}, {foodpw}); a twin sentence with
the login only ({fooduser}). Twins hold no secret field. The apps are common delivery apps of a country where the
language is spoken (the account holds the saved card, so its password orders on it); for several languages the
sentences are a non-native approximation.
"""

LANGS = """
es|contraseña de Glovo|mi cuenta de Glovo por si pides la cena: usuario {fooduser}, contraseña {foodpw}|la cuenta de Glovo está a mi nombre, {fooduser}; la contraseña te la paso luego
fr|mot de passe Deliveroo|le compte Deliveroo pour commander ce soir : identifiant {fooduser}, mot de passe {foodpw}|le compte Deliveroo est sur {fooduser}, le mot de passe je te le donne en vrai
de|Lieferando-Passwort|mein Lieferando-Konto, falls ihr Pizza bestellt: Login {fooduser}, Passwort {foodpw}|das Lieferando-Konto läuft auf {fooduser}, das Passwort sag ich dir nachher
it|password di Just Eat|l'account Just Eat per ordinare stasera: utente {fooduser}, password {foodpw}|l'account Just Eat è {fooduser}, la password te la dico a voce
pt|senha do iFood|minha conta do iFood pro jantar: login {fooduser}, senha {foodpw}|a conta do iFood está no {fooduser}, a senha eu te passo depois
nl|wachtwoord van Thuisbezorgd|mijn Thuisbezorgd-account voor vanavond: login {fooduser}, wachtwoord {foodpw}|het Thuisbezorgd-account staat op {fooduser}, het wachtwoord zeg ik je straks
cs|heslo do foodory|můj účet ve foodoře na večeři: login {fooduser}, heslo {foodpw}|účet ve foodoře je na {fooduser}, heslo ti řeknu osobně
da|adgangskode til Wolt|min Wolt-konto hvis I bestiller mad: bruger {fooduser}, adgangskode {foodpw}|Wolt-kontoen står på {fooduser}, adgangskoden får du af mig senere
ro|parola de la Tazz|contul meu de Tazz pentru cină: utilizator {fooduser}, parola {foodpw}|contul de Tazz e pe {fooduser}, parola ți-o spun eu
hu|Wolt jelszó|a Wolt fiókom vacsorához: felhasználó {fooduser}, jelszó {foodpw}|a Wolt fiók a {fooduser} címen van, a jelszót személyesen mondom meg
tr|Yemeksepeti şifresi|akşam yemeği için Yemeksepeti hesabım: kullanıcı {fooduser}, şifre {foodpw}|Yemeksepeti hesabı {fooduser} üzerinde, şifreyi sonra söylerim
ru|пароль от Яндекс Еды|мой аккаунт в Яндекс Еде на ужин: логин {fooduser}, пароль {foodpw}|аккаунт Яндекс Еды на {fooduser}, пароль скажу при встрече
ar|كلمة سر طلبات|حسابي في طلبات للعشاء: المستخدم {fooduser}، كلمة السر {foodpw}|حساب طلبات باسم {fooduser}، وكلمة السر أقولها لك لاحقاً
th|รหัสผ่าน LINE MAN|บัญชี LINE MAN ของฉันสำหรับสั่งข้าว: ผู้ใช้ {fooduser} รหัสผ่าน {foodpw}|บัญชี LINE MAN ใช้ {fooduser} ส่วนรหัสผ่านเดี๋ยวบอกเอง
vi|mật khẩu ShopeeFood|tài khoản ShopeeFood để đặt cơm tối: tên đăng nhập {fooduser}, mật khẩu {foodpw}|tài khoản ShopeeFood là {fooduser}, mật khẩu để mình nói sau
id|kata sandi GoFood|akun Gojek buat pesan GoFood malam ini: pengguna {fooduser}, kata sandi {foodpw}|akun Gojek pakai {fooduser}, kata sandinya nanti aku kasih tahu
ko|배달의민족 비밀번호|저녁 주문용 배달의민족 계정: 아이디 {fooduser}, 비밀번호 {foodpw}|배달의민족 아이디는 {fooduser}이고 비밀번호는 나중에 알려줄게
ja|出前館のパスワード|夕飯用の出前館アカウント：ID {fooduser}、パスワード {foodpw}|出前館のIDは {fooduser} です。パスワードは直接伝えます
"""
