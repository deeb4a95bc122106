"""Per-language strings for the blind49 guard corpus, written by hand for this round (not machine translated).

One line per language, four columns split on ``|``: the language code; the label ("Schoolfox Passwort"); a secret
sentence with the login and the password of a school's parent app or e-diary ({parentuser}, {parentpw}) shared with
the other parent, a grandparent or a babysitter so they can read the teacher's messages, check the homework or report
the child sick; a twin sentence with the login only ({parentuser}) that says the writer reads the app and the password
is not sent. Twins hold no secret field. The services are school apps and electronic class diaries used where the
language is spoken (where the writer knew of none, the label names the thing: "the school's e-journal"); for most
languages the sentences are a non-native approximation.
"""

LANGS = """
de|Schoolfox Passwort|die Schoolfox-App von Lena, lies bitte die Nachrichten der Lehrerin und melde sie morgen krank: Login {parentuser}, Passwort {parentpw}|Lenas Schoolfox läuft auf {parentuser}, die Nachrichten lese ich selbst, das Passwort schicke ich nicht
fr|mot de passe EcoleDirecte|le compte EcoleDirecte de Hugo, regarde le cahier de textes et signe le mot pour la sortie : identifiant {parentuser}, mot de passe {parentpw}|le compte EcoleDirecte est au nom de {parentuser}, je regarde les devoirs moi-même, le mot de passe reste chez moi
es|contraseña de Alexia|la cuenta de Alexia Familia del cole, mira las notas y justifica la falta de Pablo: usuario {parentuser}, contraseña {parentpw}|la cuenta de Alexia Familia está a nombre de {parentuser}, las notas las miro yo, la contraseña no te la mando
ja|tetoruのパスワード|学校のtetoruのアカウント、明日の欠席連絡をしておいて：ID {parentuser}、パスワード {parentpw}|tetoruのアカウントは {parentuser} だけど、欠席連絡は自分でするから、パスワードは送らないね
zh|晓黑板密码|孩子学校的晓黑板账号，帮我看一下老师的通知，把作业打卡交了：账号 {parentuser}，密码 {parentpw}|晓黑板账号是 {parentuser}，通知我自己看，密码就不发了
ko|하이클래스 비밀번호|애 학교 하이클래스 계정이야, 내일 현장학습 동의서 좀 제출해 줘: 아이디 {parentuser}, 비밀번호 {parentpw}|하이클래스 계정은 {parentuser}인데, 동의서는 내가 낼게, 비밀번호는 안 보낼게
ru|пароль ЭлЖур|аккаунт ЭлЖур Маши, посмотри оценки и напиши классной, что она болеет: логин {parentuser}, пароль {parentpw}|ЭлЖур Маши на {parentuser}, оценки я смотрю сам, пароль сюда не пишу
ar|كلمة مرور مدرستي|حساب مدرستي لأحمد، تابع الواجبات وأرسل عذر الغياب للمعلمة: اسم المستخدم {parentuser}، كلمة المرور {parentpw}|حساب مدرستي باسم {parentuser}، الواجبات أتابعها بنفسي، ولن أرسل كلمة المرور هنا
hi|CampusCare पासवर्ड|स्कूल का CampusCare ऐप, आरव की फीस की रसीद और होमवर्क देख लेना: यूज़र {parentuser}, पासवर्ड {parentpw}|CampusCare खाता {parentuser} के नाम पर है, होमवर्क मैं खुद देखूँगा, पासवर्ड यहाँ नहीं भेजूँगा
lt|Mano dienyno slaptažodis|Mano dienyno paskyra, pažiūrėk Ugnės pažymius ir parašyk auklėtojai, kad ji serga: prisijungimas {parentuser}, slaptažodis {parentpw}|Mano dienyno paskyra yra {parentuser}, pažymius žiūriu pati, slaptažodžio čia nesiųsiu
lv|Mykoob parole|Mykoob konts, paskaties Jāņa mājasdarbus un uzraksti skolotājai, ka viņš ir slims: lietotājs {parentuser}, parole {parentpw}|Mykoob konts ir uz {parentuser}, mājasdarbus skatos pats, paroli šeit nesūtu
is|lykilorð að Infomentor|Infomentor-aðgangurinn hennar Sögu, skoðaðu heimanámið og tilkynntu veikindi á morgun: notandanafn {parentuser}, lykilorð {parentpw}|Infomentor-aðgangurinn er á {parentuser}, ég skoða heimanámið sjálf, lykilorðið sendi ég ekki hingað
hy|էլեկտրոնային մատյանի գաղտնաբառ|դպրոցի էլեկտրոնային մատյանը, նայիր Արամի գնահատականները և գրիր դասղեկին, որ նա հիվանդ է․ մուտքանուն {parentuser}, գաղտնաբառ {parentpw}|էլեկտրոնային մատյանի հաշիվը {parentuser} անունով է, գնահատականները ես եմ նայում, գաղտնաբառը այստեղ չեմ ուղարկի
mn|ESIS нууц үг|хүүгийн ESIS эцэг эхийн булан, дүн болон гэрийн даалгаврыг нь хараад багшид нь бичээрэй: нэвтрэх нэр {parentuser}, нууц үг {parentpw}|ESIS эрх {parentuser} нэр дээр байгаа, дүнг нь би өөрөө харна, нууц үгийг энд явуулахгүй
te|Teachmint పాస్‌వర్డ్|స్కూల్ Teachmint యాప్, అనన్య హోంవర్క్ చూసి టీచర్‌కి సెలవు మెసేజ్ పంపు: యూజర్ {parentuser}, పాస్‌వర్డ్ {parentpw}|Teachmint ఖాతా {parentuser} పేరుతో ఉంది, హోంవర్క్ నేనే చూస్తాను, పాస్‌వర్డ్ ఇక్కడ పంపను
km|ពាក្យសម្ងាត់ ClassDojo|គណនី ClassDojo របស់កូន សូមមើលសារពីគ្រូ ហើយប្រាប់គ្រូថាគាត់ឈឺ៖ ឈ្មោះអ្នកប្រើ {parentuser} ពាក្យសម្ងាត់ {parentpw}|គណនី ClassDojo គឺ {parentuser} ខ្ញុំមើលសារពីគ្រូខ្លួនឯង ពាក្យសម្ងាត់មិនផ្ញើនៅទីនេះទេ
kk|Kundelik құпия сөзі|Айгерімнің Kundelik парақшасы, бағаларын қарап, мұғаліміне ауырып қалғанын жаз: логин {parentuser}, құпия сөз {parentpw}|Kundelik аккаунты {parentuser} атында, бағаларды өзім қараймын, құпия сөзді мұнда жібермеймін
az|e-məktəb şifrəsi|Nigarın e-məktəb hesabı, qiymətlərinə bax və müəlliməsinə xəstə olduğunu yaz: istifadəçi adı {parentuser}, şifrə {parentpw}|e-məktəb hesabı {parentuser} adınadır, qiymətlərə özüm baxıram, şifrəni bura göndərmirəm
"""
