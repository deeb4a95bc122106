"""Month names of the locales of the GNU C Library (glibc 2.36, Debian package "locales": the `mon` and `alt_mon`
lists of /usr/share/i18n/locales/*), those that month_words.MONTH_STEMS does not already read (temporal165).

Generated once, lower case and NFC, from every locale's twelve full month names: a name kept when it names one month
only across the locales, is one word (no space, hyphen, slash or digit; "Santugaine//Ladàmine": two names) and is
at least six letters in a Latin script (Breton "Here" and Karbi "There" are English words) or three in another.
month_words reads them as whole words or with at most two more letters, and only right next to a day number
(MORE_MONTHS, MORE_GAP: "20 de santugaine", "২০ অক্টোবৰ"), so a word that is also a common word elsewhere
("impala", Swati) names a date only as "12 impala" would.
"""

from __future__ import annotations

__all__ = ["MORE_MONTH_NAMES"]

_NAMES = (
    # January
    "amajjii bhimbidvwane chinero djanvî enikwsi eyomqungu ferikgong ghennàrgiu ianuali janabari janaware jannewarie "
    "jannewaris jannuaar januaari januaarip janueri janwaliyo jaunuwoa jenner jenuari jenuware jenụwarị jänner kărlac "
    "mutarama ođđajagemánnu pellkwet̓min petsatin phando pherekgong sanwiy'e sausis siqiññaatchiaq studzienia "
    "studzień stëcznik stëcznika sunguti sānuali yanüari yennayer zanvie ýanwar ğınwar ажьырныҳәа гыйнвар січень "
    "січня тохсунньу шорыкйол януари جنؤری يانۋار ޖެނުއަރީ जानुवारी जानेवारी बैसाख জানুয়ারী জানুৱারি জানুৱাৰী "
    "ଜାନୁଆରୀ ဂျာန်နျူအာရဳ လိူၼ်ၵမ် ልደትሪ ጠሐረ ᔮᓄᐊᓕ ꭴꮓꮈꮤꮕ",
    # February
    "chkwali cʼhwevrer eyomdumba faburairu febereware feberwaar febrayer febrewaris februaari februaarip februeri "
    "februwari februwoa febrüari febrụwarị febuari febwaliyo feebriy'e fepuali fevrâr fewral fibberwarie fiwral' "
    "freàrgiu fuṛar fēpueli gashyantare gromicznik gromicznika guovvamánnu guraandhala hlakola hornig indlovane "
    "kupitin luhuhi lutaha nyenyenyani pebrero pelctsipwen̓ten phiwriru siqiññaasrugruk thangthang tlhakole "
    "ufeberbari vasaris vasarė жәабран лютага олунньу пургыж февруари شباط شوبات فرؤری فروري فېۋرال ܫܒܛ ފެބްރުއަރީ "
    "जेठ फबरवरी फ़रवरी फेब्रुअरी फेब्रुवारी ফেব্রুয়ারী ফেব্রুৱারি ফেব্ৰুৱাৰী ଫେବୃଆରୀ ಫೆಬ್ರುವರಿ လိူၼ်သၢမ် "
    "ဝှေဝ်ဗြူအာရဳ ለካቲት ከተተ ካብኽብቲ ᕕᕗᐊᓕ ꭷꭶꮅ",
    # March
    "bitooteessa eyokwindla indlovulenkhulu maachị marisi marsip martio martsa martzu matšhe mayrnt maʻasi meɣres "
    "mopitlwe njukčamánnu nyenyankulu paniqsiqsiivik pellsqépts sakavik sakavika strëmiannik strëmiannika tlhakubele "
    "umatjhi uyaitin werurwe xamokhwite μάρτιος березень мартъийы хәажәкыра ӱярня آذار ئازار مارت مارٕچ ܐܕܪ މާރޗް "
    "अषाढ़ मार्स মাৰ্চ ମାର୍ଚ୍ଚ မာတ်ချ် လိူၼ်သီႇ መገበ መጋቢት ክብላ ᒪᔅᓯ ṱhafamuhwe ꭰꮕᏹ",
    # April
    "abrëll afirilu apelila apriili apriilip aprily apryla averil awrila balandis balondė cuoŋománnu dzivamisoko "
    "d’abril jangmi krasavik krasavika kwetayoxe kwiecień kwieciyń kwietnia lambamai mabasa moranang peslléwten "
    "seeɗto tayutin utshazimpuzi yebril yebrir łżëkwiat łżëkwiata ʻepeleli вӱдшор мшаԥы ئاپرېل اپريل نيسان نیسان ܢܝܣܢ "
    "އެޕްރީލް अपरेल अप्रिल अप्रेल एप्रैल एफ्रिल सावोन এপ্ৰিল ଅପ୍ରେଲ လိူၼ်ႁႃႈ အေပြေယ်လ် ሚያዝያ አኀዘ ኤፕረል ፋጅኺሪ ᐃᐳᓗ ꭷꮼꮒ",
    # May
    "boaldyn caamsa duujal gegožės gegužė gicuransi haratua inkhwenkhweti kegketin maajip miessemánnu motsheanong "
    "motsheganong mudyaxihi shundunthule suppivik tainipen ucanzibe μάιος μαΐου ага лаҵара майы мај травень أيار "
    "ئایار مٓی میٔ ܐܝܪ މެއި भादो मेई လိူၼ်ႁူၵ်း ክቢቅሪ ግንባት ግንቦት ꭰꮒꮝꭼꮨ",
    # June
    "birželis bráčet bėrželė chunyo czyrwca czyrwiec eyesilimela geassemánnu hezîran huniyu inhlaba iġñivik junija "
    "kamena khotavuxika kichinipen làmpadas mezheven pelltspéntsk phupjane pipiri seetebosigo tegmatin waxabajjii "
    "červienia červień şĕrtme июны июнь июня пеледыш рашәара јун јуни ئىيۇن جوٗن حزيران حوزەیران ܚܙܝܪܢ ޖޫން आसिन जुन "
    "जूनि ଜୁନ ဂျုန် လိူၼ်ၸဵတ်း ሠንየ ꮥꭽꮇᏹ",
    # July
    "adooleessa argiolas chuliol djulete eyekhala fulwana heiwet huliyu hōngoingoi itchavik jakhong juillet julaayi "
    "julaị julija kholwane kuntutin lainipen lipienia lipień lëpińc lëpińca lûggio mawuwani nyakanga pelltqwelq̓wél̓t "
    "phukwi siulai suoidnemánnu trìulas yulyuz июлы июль июля липень липня сӱрем юли јули ԥхынгәы ئىيۇل تموز تەموز "
    "جولاءِ جولاي جولای جوٗلایی ܬܡܘܙ ޖުލައި कातिक जुलाइ जुलै जूलाइ जूलै ଜୁଲାଇ జులై ဂျူလာၚ် လိူၼ်ပႅတ်ႇ ሐመለ ሓምለ ኰርኩ ᔪᓚᐃ "
    "ꭻᏸꮙꮒ",
    # August
    "aggusti aggustip agusito agusta agustu agustus aogositra aokuso arhostosi auguso augusto augustus avgust avqust "
    "awgust awgusta awustu awwissu borgemánnu d’agost d’agostu eyethupa hagayya kanama leqeeni liiqen luanistyn "
    "mhawuri ogasti ougùstùs paipai pellct̓éxel̓cten phatwe rogpjūtė rugpjūtis tiññivik winaminke yagkujutin zélnik "
    "zélnika öigšte žnivień žniŭnia ɣuct ʻaokosi αυγούστου жніўня нанҳәа сорла آقۇست آگسٽ ئاب ئاۋغۇست اګست غشت "
    "އޮގަސްޓް अगस्ट अगहन आगस्टु आगस्थ ऑगस्ट ओगस्ट আগষ্ট ଅଗଷ୍ଟ လိူၼ်ၵဝ်ႈ အဝ်ဂါတ် ነሐሰ ነሓሰ ᐊᒋᓯ ṱhangule ọgọọst ꭶꮆꮒ",
    # September
    "amiġaiqsivik cabudanni ctembeṛ cutenber daiktatin eyomsintsi fuulbana herbštmánet inyoni khubvumedzi kichitahkok "
    "leotse lwetse mahuru ndzhati pesqelqlélten rugsėjis sebuttemba sentabr sentyabr sentâbr sentýabr sepetema "
    "sepitema septaambar septam septamba septambra septhemba septimber septiyembre setembar setemere setimbe "
    "setyembre siejės siilto sintebír siptiyimri sitimri sèptèmber séwnik séwnika vierasień vieraśnia čakčamánnu идым "
    "септембар цәыббра أيلول ئەیلوول سيپٽيمبر سېنتەبىر شتنبر ܐܝܠܘܠ ސެޕްޓެންބަރ पूस सितमबर सितम्बर सेप्टेंबर "
    "सेप्टेंबरू सेप्टेम्बर सेबथेज्ब़र ছেপ্তেম্বৰ সেপ্তেম্বর ସେପ୍ଟେମ୍ବର လိူၼ်သိပ်း သိပ်တီဗာ መስከረም ከረመ ᓯᑎᕙ ꮪꮅꮝꮧ",
    # October
    "diphalane diteli d’ochobre d’octubre d’octòbre eyedwarha golggotmánnu impala ipamtatin kastryčnik kastryčnika "
    "kṭuber ladàmine mphalane nhlangula octôbe okitobba oktâbr oktýabr onkololeessa otubar pesllwélsten puksit "
    "santugaine sikkuvik spalis tshimedzi tubeṛ uktuwri ukwakira wímánet yarkomaa öktoba üktebír ʻokatopa алтынньы "
    "жьҭаара шыжа אקטאבער آڪٽوبر ئۆكتەبىر اكتبر اوْکتوْبر اکتوٗبر އޮކްޓޫބަރ अकटूबर अक्टोबर अक्तूबर अखथबर आक्टूबरू "
    "ओक्टोबर माघ অক্টোবৰ ওক্তোবর ଅକ୍ଟୋବର လိူၼ်သိပ်းဢဵတ်း အံက်တဝ်ဗာ መተሉ ኦክተውበር ጠቀመ ጥቅምቲ ᐊᑦᑐᕙ ọktoba ꮪꮒꮕꮧ",
    # November
    "eyenkanga hukuri lapkritis lapkrėstė listapad listapada lëstopadnik lëstopadnika ngwanatsele nippivik nobiyembre "
    "nobyembre nofemere novambra novimber novèmber nowaambar nowember nowembra noyabr noyebír noýabr nuvember nuwimri "
    "nuwiyimri nôvimbe nöwemba nōvema onniasantu phaikuni pudungwana sadaasa santandria shinutin skábmamánnu "
    "ugushyingo usinyikhaba wambeṛ wintermánet ximoli абҵара кылме ноември сэтинньи נאוועמבער نونبر نويابىر نوْوامبر "
    "ނޮވެންބަރ नबेज्ब़र नवमबर नवम्बर नोभेम्बर फागुन নবেম্বর নৱেম্বৰ ନଭେମ୍ବର နဝ်ဝါမ်ဗာ လိူၼ်သိပ်းသွင် ሕዳር ኀደረ ᓄᕕᕙ ḽara "
    "十一月 ꮕꮣꮥꮖ",
    # December
    "aviento chrištmánet decimbe desaambar desambra desimber desèmber detsember dezamba dicembar dikebír diksemba "
    "disember disemere disyembre dixembre dujember dujembeṛ d’avientu eyomnga grudziyń gruodis gruodžio gòdnik "
    "gòdnika hakihea ingongoni juovlamánnu matijong muddee muxkotae n'wendzamhala nadale nyendavhusiku pelltetétq̓em "
    "raštav risimri sakamtin sedimonthole siqiñġiḷaq tesemo tisiyimri tshitwe tīsema ukuboza śniežań śniežnia "
    "ахсынньы децембар снежня теле ԥхынҷкәын دجنبر دېكابىر ڊسمبر ޑިސެންބަރ चैति डिसेम्बर दिसमबर दिसम्बर दिसेज्ब़र "
    "ॾिसंबरू ডিচেম্বৰ ଡିସେମ୍ବର ဒဳသီဗာ လိူၼ်ၸဵင် ተሕሳስሪ ታሕሳስ ኀሠሠ ᑎᓯᕝᕙ 十二月 ꭵꮝꭹᏹ",
)
# A name -> its month (1-12).
MORE_MONTH_NAMES: dict[str, int] = {name: n for n, names in enumerate(_NAMES, start=1) for name in names.split()}
