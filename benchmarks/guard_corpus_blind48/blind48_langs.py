"""Per-language strings for the blind48 guard corpus, written by hand for this round (not machine translated).

One line per language, four columns split on ``|``: the language code; the label ("Quoka Passwort"); a secret
sentence with the login and the password of a second-hand classifieds app ({shopuser}, {shoppw}) shared with a
relative or a friend so they can post an advert and answer buyers; a twin sentence with the login only ({shopuser})
that says the writer posts the advert and the password is not sent. Twins hold no secret field. The services are
classifieds and second-hand marketplaces used where the language is spoken; for most languages the sentences are a
non-native approximation.
"""

LANGS = """
de|Quoka Passwort|mein Quoka-Konto, stell bitte das alte Fahrrad rein und antworte den Käufern: Benutzer {shopuser}, Passwort {shoppw}|das Quoka-Konto läuft auf {shopuser}, die Anzeige stelle ich selbst ein, das Passwort schicke ich nicht
fr|mot de passe Leboncoin|mon compte Leboncoin, mets l'annonce pour le canapé et réponds aux acheteurs : identifiant {shopuser}, mot de passe {shoppw}|le compte Leboncoin est au nom de {shopuser}, je mets l'annonce moi-même, le mot de passe reste chez moi
es|contraseña de Wallapop|mi cuenta de Wallapop, sube la bici y contesta a los que pregunten: usuario {shopuser}, contraseña {shoppw}|la cuenta de Wallapop está a nombre de {shopuser}, el anuncio lo subo yo, la contraseña no te la mando
ja|ジモティーのパスワード|ジモティーのアカウント、引っ越しで要らないソファを出品しておいて：ID {shopuser}、パスワード {shoppw}|ジモティーのアカウントは {shopuser} だけど、出品は自分でやるから、パスワードは送らないよ
zh|闲鱼密码|我的闲鱼账号，帮我把旧婴儿车挂上去卖，有人问就回一下：账号 {shopuser}，密码 {shoppw}|闲鱼账号是 {shopuser}，东西我自己挂，密码就不发了
ko|당근마켓 비밀번호|내 당근마켓 계정이야, 이사 전에 책상 좀 올려 줘: 아이디 {shopuser}, 비밀번호 {shoppw}|당근마켓 계정은 {shopuser}인데, 글은 내가 직접 올릴게, 비밀번호는 안 보낼게
ru|пароль Авито|мой аккаунт на Авито, выложи детскую коляску и отвечай покупателям: логин {shopuser}, пароль {shoppw}|аккаунт на Авито на {shopuser}, объявление выложу сам, пароль сюда не пишу
hi|Quikr पासवर्ड|मेरा Quikr खाता, पुराना फ्रिज बेचने का विज्ञापन डाल दो: यूज़र {shopuser}, पासवर्ड {shoppw}|Quikr खाता {shopuser} के नाम पर है, विज्ञापन मैं खुद डालूँगा, पासवर्ड यहाँ नहीं भेजूँगा
fa|رمز شیپور|حساب شیپور من، آگهی یخچال قدیمی را بگذار و به خریدارها جواب بده: نام کاربری {shopuser}، رمز عبور {shoppw}|حساب شیپور به نام {shopuser} است، آگهی را خودم می‌گذارم و رمز را اینجا نمی‌فرستم
sl|geslo za Bolho|moj račun na Bolhi, objavi oglas za staro kolo in odgovarjaj kupcem: uporabniško ime {shopuser}, geslo {shoppw}|račun na Bolhi je na {shopuser}, oglas bom objavil sam, gesla ne pošiljam sem
no|FINN-passord|FINN-kontoen min, legg ut sofaen og svar dem som spør: brukernavn {shopuser}, passord {shoppw}|FINN-kontoen står på {shopuser}, annonsen legger jeg ut selv, passordet sender jeg ikke her
be|пароль ад Kufar|мой акаўнт на Kufar, выстаў старую канапу і адказвай пакупнікам: лагін {shopuser}, пароль {shoppw}|акаўнт на Kufar на {shopuser}, аб'яву выстаўлю сам, пароль сюды не пішу
ky|Lalafo сырсөзү|менин Lalafo аккаунтум, эски велосипедди сатууга кой, сатып алуучуларга жооп бер: логин {shopuser}, сырсөз {shoppw}|Lalafo аккаунту {shopuser} атында, жарнаманы өзүм коём, сырсөздү бул жерге жазбайм
mt|password ta' Maltapark|il-kont tiegħi ta' Maltapark, tella' r-riklam għas-sufan u wieġeb lix-xerrejja: username {shopuser}, password {shoppw}|il-kont ta' Maltapark huwa f'isem {shopuser}, ir-riklam intellgħu jien, il-password mhux se nibgħatha hawn
gl|contrasinal de Milanuncios|a miña conta de Milanuncios, sube o anuncio do sofá e respóndelles aos compradores: usuario {shopuser}, contrasinal {shoppw}|a conta de Milanuncios está a nome de {shopuser}, o anuncio súboo eu, o contrasinal non o mando por aquí
yi|Craigslist פּאַראָל|מיין Craigslist חשבון, שטעל אַרויף די אַלטע וויגעלע און ענטפֿער די קונים: באַניצער {shopuser}, פּאַראָל {shoppw}|דער Craigslist חשבון איז אויף {shopuser}, די מודעה שטעל איך אַליין אַרויף, דאָס פּאַראָל שיק איך נישט דאָ
ha|kalmar sirri ta Jiji|asusun Jiji na, saka tallan tsohon firij ka amsa masu saye: sunan mai amfani {shopuser}, kalmar sirri {shoppw}|asusun Jiji yana da sunan {shopuser}, ni zan saka tallan da kaina, ba zan aika kalmar sirri a nan ba
or|Droom ପାସୱାର୍ଡ|ମୋର Droom ଆକାଉଣ୍ଟ, ପୁରୁଣା ସ୍କୁଟର ବିକ୍ରି ପାଇଁ ବିଜ୍ଞାପନ ଦିଅ: ୟୁଜର {shopuser}, ପାସୱାର୍ଡ {shoppw}|Droom ଆକାଉଣ୍ଟ {shopuser} ନାମରେ ଅଛି, ବିଜ୍ଞାପନ ମୁଁ ନିଜେ ଦେବି, ପାସୱାର୍ଡ ଏଠାରେ ପଠାଇବି ନାହିଁ
"""
