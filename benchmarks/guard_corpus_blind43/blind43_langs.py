"""Per-language strings for the blind43 guard corpus, written by hand for this round (not machine translated).

One line per language, four columns split on ``|``: the language code; the label ("StepStone password"); a secret
sentence with the login and the password of a job-portal account ({jobuser}, {jobpw}) handed to someone who sends the
applications or reads the recruiters' messages; a twin sentence with the login only ({jobuser}). Twins hold no secret
field. The services are job portals where the language is spoken; for most languages the sentences are a non-native
approximation.
"""

LANGS = """
de|StepStone-Passwort|mein StepStone-Konto, schick bitte die Bewerbung für die Stelle in Köln ab: Login {jobuser}, Passwort {jobpw}|das StepStone-Konto läuft auf {jobuser}, das Passwort sag ich dir nachher
fr|mot de passe France Travail|mon espace France Travail, tu peux actualiser ma situation ce mois-ci : identifiant {jobuser}, mot de passe {jobpw}|l'espace France Travail est au nom de {jobuser}, le mot de passe je te le dis au téléphone
es|contraseña de InfoJobs|mi cuenta de InfoJobs, ¿me inscribes en la oferta de Valencia? usuario {jobuser}, contraseña {jobpw}|la cuenta de InfoJobs está a nombre de {jobuser}, la contraseña te la paso luego
tr|Kariyer.net şifresi|Kariyer.net hesabım, şu ilana başvurur musun: kullanıcı {jobuser}, şifre {jobpw}|Kariyer.net hesabı {jobuser} üzerine, şifreyi sonra söylerim
ro|parola eJobs|contul meu de eJobs, aplică tu la anunțul din Cluj: utilizator {jobuser}, parolă {jobpw}|contul de eJobs e pe {jobuser}, parola ți-o spun la telefon
lt|CVbankas slaptažodis|mano CVbankas paskyra, išsiųsk CV į tą skelbimą: vartotojas {jobuser}, slaptažodis {jobpw}|CVbankas paskyra yra {jobuser}, slaptažodį pasakysiu vėliau
lv|CV.lv parole|mans CV.lv konts, lūdzu, piesakies uz to vakanci Rīgā: lietotājs {jobuser}, parole {jobpw}|CV.lv konts ir uz {jobuser}, paroli pateikšu pa telefonu
is|lykilorð á Alfreð|aðgangurinn minn á Alfreð, sæktu um starfið fyrir mig: notandi {jobuser}, lykilorð {jobpw}|aðgangurinn á Alfreð er {jobuser}, lykilorðið segi ég þér seinna
ga|pasfhocal IrishJobs|mo chuntas IrishJobs, cuir isteach ar an bpost i nGaillimh dom: úsáideoir {jobuser}, pasfhocal {jobpw}|tá an cuntas IrishJobs faoi {jobuser}, inseoidh mé an pasfhocal duit ar an bhfón
ka|jobs.ge პაროლი|ჩემი jobs.ge ანგარიში, გთხოვ გაგზავნე CV ამ ვაკანსიაზე: მომხმარებელი {jobuser}, პაროლი {jobpw}|jobs.ge ანგარიში არის {jobuser}, პაროლს მერე გეტყვი
hy|staff.am գաղտնաբառ|իմ staff.am հաշիվը, խնդրում եմ դիմիր այդ աշխատանքին. մուտք {jobuser}, գաղտնաբառ {jobpw}|staff.am հաշիվը {jobuser} է, գաղտնաբառը հետո կասեմ
te|Naukri పాస్‌వర్డ్|నా Naukri ఖాతా, హైదరాబాద్ ఉద్యోగానికి అప్లై చేయి: యూజర్ {jobuser}, పాస్‌వర్డ్ {jobpw}|Naukri ఖాతా {jobuser} పేరు మీద ఉంది, పాస్‌వర్డ్ తర్వాత చెప్తాను
mr|Apna पासवर्ड|माझं Apna खातं, पुण्याच्या नोकरीसाठी अर्ज कर: युजर {jobuser}, पासवर्ड {jobpw}|Apna खातं {jobuser} वर आहे, पासवर्ड नंतर सांगतो
ne|merojob पासवर्ड|मेरो merojob खाता, काठमाडौंको जागिरमा आवेदन दिइदेऊ: प्रयोगकर्ता {jobuser}, पासवर्ड {jobpw}|merojob खाता {jobuser} मा छ, पासवर्ड पछि भन्छु
km|ពាក្យសម្ងាត់ BongThom|គណនី BongThom របស់ខ្ញុំ សូមដាក់ពាក្យការងារនោះឲ្យខ្ញុំ: ឈ្មោះអ្នកប្រើ {jobuser} ពាក្យសម្ងាត់ {jobpw}|គណនី BongThom គឺ {jobuser} ពាក្យសម្ងាត់ខ្ញុំប្រាប់ពេលក្រោយ
az|boss.az şifrəsi|boss.az hesabım, o vakansiyaya müraciət et: istifadəçi {jobuser}, şifrə {jobpw}|boss.az hesabı {jobuser} adınadır, şifrəni sonra deyərəm
kk|enbek.kz құпия сөзі|менің enbek.kz аккаунтым, сол бос орынға өтінім жібере салшы: логин {jobuser}, құпия сөз {jobpw}|enbek.kz аккаунты {jobuser} атында, құпия сөзді кейін айтамын
mn|Zangia нууц үг|миний Zangia бүртгэл, тэр ажлын зарт анкет илгээгээд өгөөч: нэвтрэх нэр {jobuser}, нууц үг {jobpw}|Zangia бүртгэл {jobuser} дээр байгаа, нууц үгийг дараа хэлье
"""
