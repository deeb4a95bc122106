"""Per-language strings for the blind53 guard corpus, written by hand for this round (not machine translated).

One line per language, four columns split on ``|``: the language code; the label ("Passwort für die WeWash-App"); a
secret sentence with the login and the password of a building's, a hall of residence's or a condo's shared-laundry
booking app ({laundryuser}, {laundrypw}) shared with a flatmate, a sibling or a neighbour so they can book the washing
machine while the writer is away; a twin sentence with the login only ({laundryuser}) that says the writer books it and
the password is not sent. Twins hold no secret field. The service is named where the writer knew one (WeWash in
Germany); elsewhere the label names the thing ("the laundry room's booking app"); for most languages the sentences are a
non-native approximation.
"""

LANGS = """
de|Passwort für die WeWash-App|mein WeWash-Login, buch mir bitte die Waschmaschine im Keller für Samstag um neun, ich bin auf Dienstreise: Benutzer {laundryuser}, Passwort {laundrypw}|die WeWash-App läuft auf {laundryuser}, die Maschine buche ich selbst, das Passwort schicke ich nicht
fr|mot de passe de l'appli de la laverie|mon compte sur l'appli de la laverie de la résidence, réserve-moi la machine de 8 h dimanche, je suis chez mes parents : identifiant {laundryuser}, mot de passe {laundrypw}|l'appli de la laverie est au nom de {laundryuser}, je réserve la machine moi-même, je ne t'envoie pas le mot de passe
es|contraseña de la app de la lavandería|mi cuenta de la app de la lavandería del edificio, resérvame la lavadora del sábado por la mañana, que estoy de viaje: usuario {laundryuser}, contraseña {laundrypw}|la app de la lavandería está a nombre de {laundryuser}, la lavadora la reservo yo, la contraseña no te la mando
ja|ランドリー予約アプリのパスワード|マンションのランドリー予約アプリ、土曜の朝の洗濯機を予約しといて、出張中なの：ID {laundryuser}、パスワード {laundrypw}|ランドリー予約アプリは {laundryuser} で登録してるけど、予約は自分でするから、パスワードは送らないね
zh|洗衣房预约小程序的密码|宿舍洗衣房预约的账号，帮我约一下周六早上的洗衣机，我出差了：账号 {laundryuser}，密码 {laundrypw}|洗衣房预约账号是 {laundryuser}，洗衣机我自己约，密码就不发了
pt|senha da app da lavandaria|a minha conta na app da lavandaria do prédio, marca-me a máquina de sábado de manhã, estou fora: utilizador {laundryuser}, senha {laundrypw}|a app da lavandaria está em nome de {laundryuser}, eu marco a máquina, a senha não te mando
sk|heslo do aplikácie práčovne|môj účet v aplikácii práčovne na internáte, zarezervuj mi práčku na sobotu ráno, som doma: login {laundryuser}, heslo {laundrypw}|účet v aplikácii práčovne je na {laundryuser}, práčku si zarezervujem sám, heslo ti neposielam
hr|lozinka za aplikaciju praonice|moj račun u aplikaciji praonice u zgradi, rezerviraj mi perilicu za subotu ujutro, ja sam na putu: korisničko ime {laundryuser}, lozinka {laundrypw}|aplikacija praonice je na {laundryuser}, perilicu ću sam rezervirati, lozinku ne šaljem
bg|парола за приложението на пералнята|профилът ми в приложението на пералнята в общежитието, запази ми пералня за събота сутрин, аз съм на път: потребител {laundryuser}, парола {laundrypw}|приложението на пералнята е на {laundryuser}, пералнята ще я запазя сам, паролата не я пращам
et|pesuruumi broneerimise parool|minu konto maja pesuruumi broneerimissüsteemis, broneeri mulle laupäeva hommikuks pesumasin, ma olen ära: kasutajanimi {laundryuser}, parool {laundrypw}|pesuruumi konto on {laundryuser} nimel, masina broneerin ise, parooli ma ei saada
sw|nenosiri la programu ya dobi|akaunti yangu kwenye programu ya dobi ya hosteli, niwekee mashine ya kufulia Jumamosi asubuhi, niko safarini: jina la mtumiaji {laundryuser}, nenosiri {laundrypw}|akaunti ya dobi iko kwa jina la {laundryuser}, nitaweka mashine mwenyewe, nenosiri sitalituma
tl|password ng laundry app ng condo|account ko sa laundry app ng condo, pa-book naman ako ng washer sa Sabado ng umaga, nasa biyahe ako: username {laundryuser}, password {laundrypw}|ang laundry app ay naka-{laundryuser}, ako na ang magbu-book ng washer, hindi ko ipapadala ang password
eu|garbategiaren aplikazioaren pasahitza|eraikineko garbategiaren aplikazioko nire kontua, erreserbatu iezadazu larunbat goizeko garbigailua, bidaian nago: erabiltzailea {laundryuser}, pasahitza {laundrypw}|garbategiaren aplikazioa {laundryuser} izenean dago, garbigailua nik erreserbatuko dut, pasahitza ez dizut bidaltzen
pa|ਲਾਂਡਰੀ ਐਪ ਦਾ ਪਾਸਵਰਡ|ਹੋਸਟਲ ਦੀ ਲਾਂਡਰੀ ਐਪ ਵਾਲਾ ਮੇਰਾ ਖਾਤਾ, ਸ਼ਨੀਵਾਰ ਸਵੇਰ ਦੀ ਵਾਸ਼ਿੰਗ ਮਸ਼ੀਨ ਬੁੱਕ ਕਰ ਦੇ, ਮੈਂ ਸਫ਼ਰ ਵਿੱਚ ਹਾਂ: ਯੂਜ਼ਰਨੇਮ {laundryuser}, ਪਾਸਵਰਡ {laundrypw}|ਲਾਂਡਰੀ ਐਪ ਦਾ ਖਾਤਾ {laundryuser} ਦੇ ਨਾਂ ਤੇ ਹੈ, ਮਸ਼ੀਨ ਮੈਂ ਆਪ ਬੁੱਕ ਕਰਾਂਗਾ, ਪਾਸਵਰਡ ਨਹੀਂ ਭੇਜਾਂਗਾ
si|ලොන්ඩ්‍රි ඇප් එකේ මුරපදය|හොස්ටල් එකේ ලොන්ඩ්‍රි ඇප් එකේ මගේ ගිණුම, සෙනසුරාදා උදේට රෙදි සෝදන මැෂිම බුක් කරන්න, මම ගමනක: පරිශීලක නාමය {laundryuser}, මුරපදය {laundrypw}|ලොන්ඩ්‍රි ඇප් එකේ ගිණුම {laundryuser} නමින්, මැෂිම මම බුක් කරන්නම්, මුරපදය එවන්නේ නැහැ
lo|ລະຫັດຜ່ານແອັບຊັກຜ້າ|ບັນຊີແອັບຊັກຜ້າຂອງຫໍພັກຂ້ອຍ, ຈອງເຄື່ອງຊັກຜ້າວັນເສົາຕອນເຊົ້າໃຫ້ແດ່, ຂ້ອຍໄປທ່ຽວ: ຊື່ຜູ້ໃຊ້ {laundryuser}, ລະຫັດຜ່ານ {laundrypw}|ບັນຊີແອັບຊັກຜ້າແມ່ນຊື່ {laundryuser}, ຂ້ອຍຈະຈອງເອງ, ລະຫັດຜ່ານບໍ່ສົ່ງໃຫ້
my|အဝတ်လျှော်ခန်း အက်ပ် စကားဝှက်|အဆောင်ရဲ့ အဝတ်လျှော်ခန်း အက်ပ်က ငါ့အကောင့်၊ စနေနေ့မနက် အဝတ်လျှော်စက် ဘွတ်ကင်လုပ်ပေးပါ၊ ငါ ခရီးထွက်နေတယ်: အသုံးပြုသူအမည် {laundryuser}၊ စကားဝှက် {laundrypw}|အဝတ်လျှော်ခန်း အကောင့်က {laundryuser} နာမည်နဲ့၊ စက်ကို ငါကိုယ်တိုင် ဘွတ်ကင်လုပ်မယ်၊ စကားဝှက် မပို့ဘူး
ti|ናይ ሕጽቦ ኣፕ መሕለፊ ቃል|ኣብ ናይ ህንጻና ሕጽቦ ኣፕ ዘሎ ኣካውንተይ፣ ናይ ቀዳም ንግሆ መሕጸቢ ማሽን ሓዝለይ፣ ኣነ ኣብ ጉዕዞ እየ፡ ናይ ተጠቃሚ ስም {laundryuser}፣ መሕለፊ ቃል {laundrypw}|ናይ ሕጽቦ ኣካውንት ብስም {laundryuser} እዩ፣ ማሽን ባዕለይ ክሕዞ እየ፣ መሕለፊ ቃል ኣይሰድድን
"""
