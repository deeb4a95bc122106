"""Per-language strings for the blind37 guard corpus, written by hand for this round (not machine translated).

One line per language, four columns split on ``|``: the language code; the label ("transit card account password"); a
secret sentence with the login and the password of a public-transport card account ({transituser}, {transitpw}); a
twin sentence with the login only ({transituser}). Twins hold no secret field. Cards and apps are the common city or
national ones of a country where the language is spoken (season tickets, top-ups, refunds are managed in the account);
for several languages the sentences are a non-native approximation.
"""

LANGS = """
es|contraseña de la Tarjeta Transporte|la cuenta de la Tarjeta Transporte Público del abono joven: usuario {transituser}, contraseña {transitpw}|el usuario de la Tarjeta Transporte del abono es {transituser}; la contraseña la cambió tu padre
fr|mot de passe du compte Navigo|compte Navigo de Léa sur le site IDF Mobilités : identifiant {transituser}, mot de passe {transitpw}, pour recharger le forfait|l'identifiant du compte Navigo de Léa c'est {transituser}, le mot de passe je te le dis de vive voix
de|Passwort fürs HVV-Konto|HVV-Konto für die Deutschlandticket-Abo-Verwaltung: Login {transituser}, Passwort {transitpw}|das HVV-Konto läuft auf {transituser}, das Passwort steht im Passwortmanager
it|password dell'account ATM|account ATM Milano per l'abbonamento del nonno: utente {transituser}, password {transitpw}|l'utente ATM per l'abbonamento del nonno è {transituser}, la password te la mando a parte
pt|senha do Bilhete Único|Bilhete Único do Pedro no app: login {transituser}, senha {transitpw}, recarrega 50 reais por favor|o login do Bilhete Único do Pedro é {transituser}, a senha ele mesmo digita
nl|wachtwoord Mijn OV-chip|Mijn OV-chipkaart van oma: e-mail {transituser}, wachtwoord {transitpw}, zet het saldo automatisch opladen uit|Mijn OV-chipkaart van oma staat op {transituser}, het wachtwoord weet alleen zij
pl|hasło do konta WKM|konto Warszawskiej Karty Miejskiej: login {transituser}, hasło {transitpw}, przedłuż bilet 90-dniowy|login do konta WKM to {transituser}, hasło podam ci przez telefon
sv|lösenord till SL-kontot|SL-kontot för reskassan: e-post {transituser}, lösenord {transitpw}|SL-kontot ligger på {transituser}, lösenordet har jag inte här
da|adgangskode til Rejsekort|Rejsekort-kontoen til tanken af saldo: brugernavn {transituser}, adgangskode {transitpw}|Rejsekort-kontoen har brugernavn {transituser}, koden siger jeg ikke her
cs|heslo do Lítačky|Lítačka pro tramvajenku: přihlášení {transituser}, heslo {transitpw}|přihlášení do Lítačky je {transituser}, heslo má Jana
hu|BKK jelszó|a BKK fiók a bérlethez: felhasználó {transituser}, jelszó {transitpw}|a BKK fiók felhasználóneve {transituser}, a jelszót személyesen mondom meg
tr|İstanbulkart şifresi|İstanbulkart hesabı (anneminki): kullanıcı {transituser}, şifre {transitpw}, bakiye yükle lütfen|annemin İstanbulkart hesabı {transituser} ile açılıyor, şifreyi sonra söylerim
ru|пароль от личного кабинета «Тройки»|личный кабинет «Тройки» для абонемента: логин {transituser}, пароль {transitpw}|логин в кабинете «Тройки» — {transituser}, пароль знает только Вера
el|κωδικός για την κάρτα ATH.ENA|λογαριασμός ATH.ENA Card του παππού: χρήστης {transituser}, κωδικός {transitpw}, για την ανανέωση του μηνιαίου|ο χρήστης της ATH.ENA Card του παππού είναι {transituser}, τον κωδικό τον έχει η θεία
ja|モバイルSuicaのパスワード|モバイルSuicaの会員ID {transituser}、パスワード {transitpw}。定期券の更新をお願い|モバイルSuicaの会員IDは {transituser} です。パスワードは本人しか知りません
ko|티머니 비밀번호|티머니 계정 (아이 교통카드): 아이디 {transituser}, 비밀번호 {transitpw}|아이 교통카드 티머니 아이디는 {transituser}이고 비밀번호는 나중에 알려줄게
zh|悠遊卡會員密碼|悠遊卡會員帳號 {transituser}，密碼 {transitpw}，幫我查一下自動加值|悠遊卡會員帳號是 {transituser}，密碼我之後當面告訴你
ar|كلمة مرور حساب بطاقة نول|حساب بطاقة نول للعائلة: اسم المستخدم {transituser} وكلمة المرور {transitpw}|اسم المستخدم لحساب بطاقة نول هو {transituser}، وكلمة المرور عند أبي
"""
