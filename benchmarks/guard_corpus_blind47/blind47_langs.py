"""Per-language strings for the blind47 guard corpus, written by hand for this round (not machine translated).

One line per language, four columns split on ``|``: the language code; the label ("FREENOW Passwort"); a secret
sentence with the login and the password of a ride-hailing or taxi app ({rideuser}, {ridepw}) shared with a relative
or a friend to book a ride; a twin sentence with the login only ({rideuser}) that says the ride is booked by the
writer and the password is not sent. Twins hold no secret field. The services are ride-hailing and taxi apps used
where the language is spoken; for most languages the sentences are a non-native approximation.
"""

LANGS = """
de|FREENOW Passwort|mein FREENOW-Konto, bestell Oma das Taxi zum Flughafen: Benutzer {rideuser}, Passwort {ridepw}|das FREENOW-Konto läuft auf {rideuser}, das Taxi bestelle ich selbst, das Passwort bleibt bei mir
fr|mot de passe Heetch|mon compte Heetch, commande-toi une course pour rentrer ce soir : identifiant {rideuser}, mot de passe {ridepw}|le compte Heetch est au nom de {rideuser}, je commande la course moi-même, le mot de passe reste chez moi
es|contraseña de Cabify|mi cuenta de Cabify, pide el coche para el aeropuerto: usuario {rideuser}, contraseña {ridepw}|la cuenta de Cabify está a nombre de {rideuser}, el coche lo pido yo, la contraseña no te la paso por aquí
pt|senha da 99|minha conta da 99, chama um carro pra voltar da festa: usuário {rideuser}, senha {ridepw}|a conta da 99 está no nome de {rideuser}, eu chamo o carro daqui, a senha não mando por mensagem
ja|GOのパスワード|私のタクシーアプリGOのアカウント、空港までのタクシーを呼んでおいて：ID {rideuser}、パスワード {ridepw}|GOのアカウントは {rideuser} だけど、タクシーは自分で呼ぶから、パスワードは送らないね
zh|滴滴出行密码|我的滴滴出行账号，帮我叫一辆去机场的车：用户名 {rideuser}，密码 {ridepw}|滴滴出行的账号是 {rideuser}，车我自己叫，密码就不发了
ar|كلمة مرور كريم|حسابي في كريم، اطلب سيارة إلى المطار لأمي: اسم المستخدم {rideuser}، كلمة المرور {ridepw}|حساب كريم باسم {rideuser}، سأطلب السيارة بنفسي ولن أرسل كلمة المرور
sw|nenosiri la Faras|akaunti yangu ya Faras, niitie gari la kwenda uwanja wa ndege: jina la mtumiaji {rideuser}, nenosiri {ridepw}|akaunti ya Faras iko kwa jina la {rideuser}, nitaita gari mwenyewe, nenosiri sitalituma hapa
ms|kata laluan AirAsia Ride|akaun AirAsia Ride saya, tempah kereta ke lapangan terbang untuk mak: nama pengguna {rideuser}, kata laluan {ridepw}|akaun AirAsia Ride atas nama {rideuser}, saya tempah kereta sendiri, kata laluan tak dihantar di sini
tl|password sa JoyRide|ang JoyRide account ko, mag-book ka ng sakay pauwi mamaya: username {rideuser}, password {ridepw}|ang JoyRide account ay nakapangalan kay {rideuser}, ako na ang magbu-book, hindi ko ipapadala ang password dito
hr|lozinka za Cammeo|moj Cammeo račun, naruči mami taksi do aerodroma: korisničko ime {rideuser}, lozinka {ridepw}|Cammeo račun glasi na {rideuser}, taksi ću naručiti sam, lozinku ne šaljem ovdje
sk|heslo do Hopin|môj účet v Hopin Taxi, objednaj mi taxík na letisko: používateľ {rideuser}, heslo {ridepw}|účet v Hopin Taxi je na {rideuser}, taxík si objednám sám, heslo sem nepíšem
et|Forus parool|minu Forus Takso konto, telli emale takso lennujaama: kasutaja {rideuser}, parool {ridepw}|Forus Takso konto on {rideuser} nimel, takso tellin ise, parooli ma siia ei kirjuta
bg|парола за TaxiMe|моят профил в TaxiMe, поръчай такси до летището за мама: потребител {rideuser}, парола {ridepw}|профилът в TaxiMe е на {rideuser}, таксито ще поръчам сам, паролата не я пращам тук
pa|Rapido ਪਾਸਵਰਡ|ਮੇਰਾ Rapido ਖਾਤਾ, ਏਅਰਪੋਰਟ ਲਈ ਸਵਾਰੀ ਬੁੱਕ ਕਰ ਦੇ: ਯੂਜ਼ਰ {rideuser}, ਪਾਸਵਰਡ {ridepw}|Rapido ਖਾਤਾ {rideuser} ਦੇ ਨਾਂ ਤੇ ਹੈ, ਸਵਾਰੀ ਮੈਂ ਆਪ ਬੁੱਕ ਕਰਾਂਗਾ, ਪਾਸਵਰਡ ਇੱਥੇ ਨਹੀਂ ਭੇਜਾਂਗਾ
si|PickMe මුරපදය|මගේ PickMe ගිණුම, ගුවන්තොටුපළට කුලී රථයක් ඇණවුම් කරන්න: පරිශීලක නාමය {rideuser}, මුරපදය {ridepw}|PickMe ගිණුම {rideuser} නමින් තියෙන්නේ, රථය මම ම ඇණවුම් කරන්නම්, මුරපදය මෙතන එවන්නේ නැහැ
lo|ລະຫັດຜ່ານ LOCA|ບັນຊີ LOCA ຂອງຂ້ອຍ, ຈອງລົດໄປສະໜາມບິນໃຫ້ແມ່ແດ່: ຊື່ຜູ້ໃຊ້ {rideuser}, ລະຫັດຜ່ານ {ridepw}|ບັນຊີ LOCA ເປັນຊື່ {rideuser}, ຂ້ອຍຈະຈອງລົດເອງ, ລະຫັດຜ່ານບໍ່ສົ່ງຢູ່ນີ້
my|Oway Ride စကားဝှက်|ကျွန်တော့် Oway Ride အကောင့်၊ လေဆိပ်သွားဖို့ ကား ခေါ်ပေးပါ။ အသုံးပြုသူအမည် {rideuser}၊ စကားဝှက် {ridepw}|Oway Ride အကောင့်က {rideuser} နာမည်နဲ့ပါ၊ ကားကို ကိုယ်တိုင်ခေါ်မယ်၊ စကားဝှက်ကို ဒီမှာ မပို့ဘူး
"""
