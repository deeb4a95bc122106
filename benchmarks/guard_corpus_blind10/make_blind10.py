"""Writes secrets_blind10.jsonl, the tenth blind held-out corpus for the secret guard (issue 13).

Standard library only, fixed seeds: every run writes the same bytes whatever the Python version or PYTHONHASHSEED
(random bytes from getrandbits, only randrange/shuffle/random/getrandbits used, no set order reaches the output).

    python benchmarks/guard_corpus_blind10/make_blind10.py            # rewrite the file, print the kinds tables
    python benchmarks/guard_corpus_blind10/make_blind10.py --check    # exit 1 if the committed file is stale
    python benchmarks/guard_corpus_blind10/make_blind10.py --table    # print the kinds tables

Written blind: its author read no guard code and no other corpus's data or generator.
"""

from __future__ import annotations

import base64
import codecs
import hashlib
import hmac
import json
import random
import string
import sys
import urllib.parse
import zlib
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TypeVar

T = TypeVar("T")
PATH = Path(__file__).with_name("secrets_blind10.jsonl")

# The BIP39 English word list (SHA-256 of the original file with newlines: 2f5eed53...dbda).
BIP39 = """\
abandon ability able about above absent absorb abstract absurd abuse access accident account accuse achieve
acid acoustic acquire across act action actor actress actual adapt add addict address adjust admit adult
advance advice aerobic affair afford afraid again age agent agree ahead aim air airport aisle alarm album
alcohol alert alien all alley allow almost alone alpha already also alter always amateur amazing among amount
amused analyst anchor ancient anger angle angry animal ankle announce annual another answer antenna antique
anxiety any apart apology appear apple approve april arch arctic area arena argue arm armed armor army around
arrange arrest arrive arrow art artefact artist artwork ask aspect assault asset assist assume asthma athlete
atom attack attend attitude attract auction audit august aunt author auto autumn average avocado avoid awake
aware away awesome awful awkward axis baby bachelor bacon badge bag balance balcony ball bamboo banana banner
bar barely bargain barrel base basic basket battle beach bean beauty because become beef before begin behave
behind believe below belt bench benefit best betray better between beyond bicycle bid bike bind biology bird
birth bitter black blade blame blanket blast bleak bless blind blood blossom blouse blue blur blush board boat
body boil bomb bone bonus book boost border boring borrow boss bottom bounce box boy bracket brain brand brass
brave bread breeze brick bridge brief bright bring brisk broccoli broken bronze broom brother brown brush
bubble buddy budget buffalo build bulb bulk bullet bundle bunker burden burger burst bus business busy butter
buyer buzz cabbage cabin cable cactus cage cake call calm camera camp can canal cancel candy cannon canoe
canvas canyon capable capital captain car carbon card cargo carpet carry cart case cash casino castle casual
cat catalog catch category cattle caught cause caution cave ceiling celery cement census century cereal
certain chair chalk champion change chaos chapter charge chase chat cheap check cheese chef cherry chest
chicken chief child chimney choice choose chronic chuckle chunk churn cigar cinnamon circle citizen city civil
claim clap clarify claw clay clean clerk clever click client cliff climb clinic clip clock clog close cloth
cloud clown club clump cluster clutch coach coast coconut code coffee coil coin collect color column combine
come comfort comic common company concert conduct confirm congress connect consider control convince cook cool
copper copy coral core corn correct cost cotton couch country couple course cousin cover coyote crack cradle
craft cram crane crash crater crawl crazy cream credit creek crew cricket crime crisp critic crop cross crouch
crowd crucial cruel cruise crumble crunch crush cry crystal cube culture cup cupboard curious current curtain
curve cushion custom cute cycle dad damage damp dance danger daring dash daughter dawn day deal debate debris
decade december decide decline decorate decrease deer defense define defy degree delay deliver demand demise
denial dentist deny depart depend deposit depth deputy derive describe desert design desk despair destroy
detail detect develop device devote diagram dial diamond diary dice diesel diet differ digital dignity dilemma
dinner dinosaur direct dirt disagree discover disease dish dismiss disorder display distance divert divide
divorce dizzy doctor document dog doll dolphin domain donate donkey donor door dose double dove draft dragon
drama drastic draw dream dress drift drill drink drip drive drop drum dry duck dumb dune during dust dutch
duty dwarf dynamic eager eagle early earn earth easily east easy echo ecology economy edge edit educate effort
egg eight either elbow elder electric elegant element elephant elevator elite else embark embody embrace
emerge emotion employ empower empty enable enact end endless endorse enemy energy enforce engage engine
enhance enjoy enlist enough enrich enroll ensure enter entire entry envelope episode equal equip era erase
erode erosion error erupt escape essay essence estate eternal ethics evidence evil evoke evolve exact example
excess exchange excite exclude excuse execute exercise exhaust exhibit exile exist exit exotic expand expect
expire explain expose express extend extra eye eyebrow fabric face faculty fade faint faith fall false fame
family famous fan fancy fantasy farm fashion fat fatal father fatigue fault favorite feature february federal
fee feed feel female fence festival fetch fever few fiber fiction field figure file film filter final find
fine finger finish fire firm first fiscal fish fit fitness fix flag flame flash flat flavor flee flight flip
float flock floor flower fluid flush fly foam focus fog foil fold follow food foot force forest forget fork
fortune forum forward fossil foster found fox fragile frame frequent fresh friend fringe frog front frost
frown frozen fruit fuel fun funny furnace fury future gadget gain galaxy gallery game gap garage garbage
garden garlic garment gas gasp gate gather gauge gaze general genius genre gentle genuine gesture ghost giant
gift giggle ginger giraffe girl give glad glance glare glass glide glimpse globe gloom glory glove glow glue
goat goddess gold good goose gorilla gospel gossip govern gown grab grace grain grant grape grass gravity
great green grid grief grit grocery group grow grunt guard guess guide guilt guitar gun gym habit hair half
hammer hamster hand happy harbor hard harsh harvest hat have hawk hazard head health heart heavy hedgehog
height hello helmet help hen hero hidden high hill hint hip hire history hobby hockey hold hole holiday hollow
home honey hood hope horn horror horse hospital host hotel hour hover hub huge human humble humor hundred
hungry hunt hurdle hurry hurt husband hybrid ice icon idea identify idle ignore ill illegal illness image
imitate immense immune impact impose improve impulse inch include income increase index indicate indoor
industry infant inflict inform inhale inherit initial inject injury inmate inner innocent input inquiry insane
insect inside inspire install intact interest into invest invite involve iron island isolate issue item ivory
jacket jaguar jar jazz jealous jeans jelly jewel job join joke journey joy judge juice jump jungle junior junk
just kangaroo keen keep ketchup key kick kid kidney kind kingdom kiss kit kitchen kite kitten kiwi knee knife
knock know lab label labor ladder lady lake lamp language laptop large later latin laugh laundry lava law lawn
lawsuit layer lazy leader leaf learn leave lecture left leg legal legend leisure lemon lend length lens
leopard lesson letter level liar liberty library license life lift light like limb limit link lion liquid list
little live lizard load loan lobster local lock logic lonely long loop lottery loud lounge love loyal lucky
luggage lumber lunar lunch luxury lyrics machine mad magic magnet maid mail main major make mammal man manage
mandate mango mansion manual maple marble march margin marine market marriage mask mass master match material
math matrix matter maximum maze meadow mean measure meat mechanic medal media melody melt member memory
mention menu mercy merge merit merry mesh message metal method middle midnight milk million mimic mind minimum
minor minute miracle mirror misery miss mistake mix mixed mixture mobile model modify mom moment monitor
monkey monster month moon moral more morning mosquito mother motion motor mountain mouse move movie much
muffin mule multiply muscle museum mushroom music must mutual myself mystery myth naive name napkin narrow
nasty nation nature near neck need negative neglect neither nephew nerve nest net network neutral never news
next nice night noble noise nominee noodle normal north nose notable note nothing notice novel now nuclear
number nurse nut oak obey object oblige obscure observe obtain obvious occur ocean october odor off offer
office often oil okay old olive olympic omit once one onion online only open opera opinion oppose option
orange orbit orchard order ordinary organ orient original orphan ostrich other outdoor outer output outside
oval oven over own owner oxygen oyster ozone pact paddle page pair palace palm panda panel panic panther paper
parade parent park parrot party pass patch path patient patrol pattern pause pave payment peace peanut pear
peasant pelican pen penalty pencil people pepper perfect permit person pet phone photo phrase physical piano
picnic picture piece pig pigeon pill pilot pink pioneer pipe pistol pitch pizza place planet plastic plate
play please pledge pluck plug plunge poem poet point polar pole police pond pony pool popular portion position
possible post potato pottery poverty powder power practice praise predict prefer prepare present pretty
prevent price pride primary print priority prison private prize problem process produce profit program project
promote proof property prosper protect proud provide public pudding pull pulp pulse pumpkin punch pupil puppy
purchase purity purpose purse push put puzzle pyramid quality quantum quarter question quick quit quiz quote
rabbit raccoon race rack radar radio rail rain raise rally ramp ranch random range rapid rare rate rather
raven raw razor ready real reason rebel rebuild recall receive recipe record recycle reduce reflect reform
refuse region regret regular reject relax release relief rely remain remember remind remove render renew rent
reopen repair repeat replace report require rescue resemble resist resource response result retire retreat
return reunion reveal review reward rhythm rib ribbon rice rich ride ridge rifle right rigid ring riot ripple
risk ritual rival river road roast robot robust rocket romance roof rookie room rose rotate rough round route
royal rubber rude rug rule run runway rural sad saddle sadness safe sail salad salmon salon salt salute same
sample sand satisfy satoshi sauce sausage save say scale scan scare scatter scene scheme school science
scissors scorpion scout scrap screen script scrub sea search season seat second secret section security seed
seek segment select sell seminar senior sense sentence series service session settle setup seven shadow shaft
shallow share shed shell sheriff shield shift shine ship shiver shock shoe shoot shop short shoulder shove
shrimp shrug shuffle shy sibling sick side siege sight sign silent silk silly silver similar simple since sing
siren sister situate six size skate sketch ski skill skin skirt skull slab slam sleep slender slice slide
slight slim slogan slot slow slush small smart smile smoke smooth snack snake snap sniff snow soap soccer
social sock soda soft solar soldier solid solution solve someone song soon sorry sort soul sound soup source
south space spare spatial spawn speak special speed spell spend sphere spice spider spike spin spirit split
spoil sponsor spoon sport spot spray spread spring spy square squeeze squirrel stable stadium staff stage
stairs stamp stand start state stay steak steel stem step stereo stick still sting stock stomach stone stool
story stove strategy street strike strong struggle student stuff stumble style subject submit subway success
such sudden suffer sugar suggest suit summer sun sunny sunset super supply supreme sure surface surge surprise
surround survey suspect sustain swallow swamp swap swarm swear sweet swift swim swing switch sword symbol
symptom syrup system table tackle tag tail talent talk tank tape target task taste tattoo taxi teach team tell
ten tenant tennis tent term test text thank that theme then theory there they thing this thought three thrive
throw thumb thunder ticket tide tiger tilt timber time tiny tip tired tissue title toast tobacco today toddler
toe together toilet token tomato tomorrow tone tongue tonight tool tooth top topic topple torch tornado
tortoise toss total tourist toward tower town toy track trade traffic tragic train transfer trap trash travel
tray treat tree trend trial tribe trick trigger trim trip trophy trouble truck true truly trumpet trust truth
try tube tuition tumble tuna tunnel turkey turn turtle twelve twenty twice twin twist two type typical ugly
umbrella unable unaware uncle uncover under undo unfair unfold unhappy uniform unique unit universe unknown
unlock until unusual unveil update upgrade uphold upon upper upset urban urge usage use used useful useless
usual utility vacant vacuum vague valid valley valve van vanish vapor various vast vault vehicle velvet vendor
venture venue verb verify version very vessel veteran viable vibrant vicious victory video view village
vintage violin virtual virus visa visit visual vital vivid vocal voice void volcano volume vote voyage wage
wagon wait walk wall walnut want warfare warm warrior wash wasp waste water wave way wealth weapon wear weasel
weather web wedding weekend weird welcome west wet whale what wheat wheel when where whip whisper wide width
wife wild will win window wine wing wink winner winter wire wisdom wise wish witness wolf woman wonder wood
wool word work world worry worth wrap wreck wrestle wrist write wrong yard year yellow you young youth zebra
zero zone zoo
"""

# --- languages: (name, password phrasings, PIN/code phrasing, Wi-Fi phrasing, benign talk, benign ordinary) -------
# {pw} a password, {pin} a PIN or code, {ssid} a network name, {n} an ordinary number, {t} a time.
LANGS: list[tuple[str, list[str], str, str, list[str], str]] = [
    (
        "Georgian",
        ["ჩემი Gmail-ის პაროლი არის {pw}, არ დაგავიწყდეს.", "ბანკის აპში შესასვლელად პაროლად {pw} ვიყენებ"],
        "ბარათის PIN კოდი {pin}-ია, დედას უთხარი.",
        "სახლის Wi-Fi: {ssid}, პაროლი {pw}",
        ["პაროლი გუშინ შევცვალე, ახალი პაროლების მენეჯერშია.", "რამდენი სიმბოლო უნდა ჰქონდეს პაროლს? მინიმუმ 12."],
        "შეხვედრა ოთახში {n}, ხვალ {t}-ზე.",
    ),
    (
        "Armenian",
        ["Իմ էլ. փոստի գաղտնաբառն է {pw}", "Հաշվին մտնելու համար գաղտնաբառը՝ {pw}, խնդրում եմ պահիր"],
        "Բանկային քարտի PIN կոդը {pin} է։",
        "Wi-Fi ցանց {ssid}, գաղտնաբառ {pw}",
        ["Գաղտնաբառս փոխեցի, նորը պահված է մենեջերում։", "Գաղտնաբառը պետք է լինի առնվազն 12 նիշ։"],
        "Պատվեր {n}-ը կառաքվի վաղը ժամը {t}-ին։",
    ),
    (
        "Sinhala",
        ["මගේ ෆේස්බුක් මුරපදය {pw}", "කාර්යාල පරිගණකයේ මුරපදය {pw} කියලා මතක තියාගන්න"],
        "ATM PIN අංකය {pin} යි.",
        "{ssid} Wi-Fi එකේ මුරපදය {pw}",
        ["මම ඊයේ මුරපදය වෙනස් කළා, අලුත් එක කාටවත් කියන්න එපා.", "මුරපදය අවම අකුරු 12ක් විය යුතුයි."],
        "රැස්වීම කාමර අංක {n} හි {t} ට.",
    ),
    (
        "Tamil",
        ["என் மின்னஞ்சல் கடவுச்சொல் {pw}", "வங்கி ஆப்பில் உள்நுழைய கடவுச்சொல் {pw} — மறக்காதே"],
        "ஏடிஎம் பின் நம்பர் {pin}.",
        "{ssid} வைஃபை பாஸ்வேர்டு {pw}",
        ["நேற்று கடவுச்சொல்லை மாற்றினேன்; புதியது கடவுச்சொல் மேலாளரில் உள்ளது.", "கடவுச்சொல் குறைந்தது 12 எழுத்துகள் இருக்க வேண்டும்."],
        "ஆர்டர் எண் {n} நாளை {t} மணிக்கு வரும்.",
    ),
    (
        "Telugu",
        ["నా ఇమెయిల్ పాస్‌వర్డ్ {pw}", "ఆఫీస్ లాగిన్ పాస్‌వర్డ్ {pw} అని గుర్తుంచుకో"],
        "డెబిట్ కార్డ్ పిన్ {pin}.",
        "{ssid} వైఫై పాస్‌వర్డ్ {pw}",
        ["పాస్‌వర్డ్ మార్చాను, కొత్తది ఎవరికీ చెప్పను.", "పాస్‌వర్డ్ కనీసం 12 అక్షరాలు ఉండాలి."],
        "సమావేశం గది {n}లో {t}కి.",
    ),
    (
        "Kannada",
        ["ನನ್ನ ಇಮೇಲ್ ಪಾಸ್‌ವರ್ಡ್ {pw}", "ಬ್ಯಾಂಕ್ ಲಾಗಿನ್‌ಗೆ ಗುಪ್ತಪದ {pw} ಉಪಯೋಗಿಸು"],
        "ಎಟಿಎಂ ಪಿನ್ {pin}.",
        "{ssid} ವೈಫೈ ಪಾಸ್‌ವರ್ಡ್ {pw}",
        ["ಗುಪ್ತಪದವನ್ನು ನಿನ್ನೆ ಬದಲಾಯಿಸಿದೆ, ಹೊಸದು ವಾಲ್ಟ್‌ನಲ್ಲಿದೆ.", "ಗುಪ್ತಪದ ಕನಿಷ್ಠ 12 ಅಕ್ಷರಗಳಿರಬೇಕು."],
        "ಸಭೆ ಕೊಠಡಿ {n} ರಲ್ಲಿ {t} ಕ್ಕೆ.",
    ),
    (
        "Malayalam",
        ["എന്റെ ഇമെയിൽ പാസ്‌വേഡ് {pw} ആണ്", "നെറ്റ് ബാങ്കിംഗ് പാസ്‌വേഡ് {pw} ഓർത്തുവെക്കണം"],
        "എടിഎം പിൻ {pin} ആണ്.",
        "{ssid} വൈഫൈയുടെ പാസ്‌വേഡ് {pw}",
        ["പാസ്‌വേഡ് മാറ്റി, പുതിയത് പാസ്‌വേഡ് മാനേജറിലുണ്ട്.", "പാസ്‌വേഡിന് കുറഞ്ഞത് 12 അക്ഷരങ്ങൾ വേണം."],
        "ഓർഡർ നമ്പർ {n} നാളെ {t}ന് എത്തും.",
    ),
    (
        "Gujarati",
        ["મારો ઈમેલ પાસવર્ડ {pw} છે", "દુકાનના કમ્પ્યુટરનો પાસવર્ડ {pw} યાદ રાખજે"],
        "એટીએમ પિન {pin} છે.",
        "{ssid} વાઇફાઇ પાસવર્ડ {pw}",
        ["મેં પાસવર્ડ બદલ્યો છે, નવો કોઈને કહેવાનો નથી.", "પાસવર્ડ ઓછામાં ઓછા 12 અક્ષરનો હોવો જોઈએ."],
        "મીટિંગ રૂમ {n} માં {t} વાગ્યે.",
    ),
    (
        "Punjabi",
        ["ਮੇਰਾ ਈਮੇਲ ਪਾਸਵਰਡ {pw} ਹੈ", "ਬੈਂਕ ਐਪ ਦਾ ਪਾਸਵਰਡ {pw} ਯਾਦ ਰੱਖੀਂ"],
        "ਏਟੀਐਮ ਪਿੰਨ {pin} ਹੈ।",
        "{ssid} ਵਾਈਫਾਈ ਦਾ ਪਾਸਵਰਡ {pw}",
        ["ਮੈਂ ਪਾਸਵਰਡ ਬਦਲ ਦਿੱਤਾ, ਨਵਾਂ ਮੈਨੇਜਰ ਵਿੱਚ ਹੈ।", "ਪਾਸਵਰਡ ਘੱਟੋ-ਘੱਟ 12 ਅੱਖਰਾਂ ਦਾ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ।"],
        "ਆਰਡਰ ਨੰਬਰ {n} ਕੱਲ੍ਹ {t} ਵਜੇ ਆਵੇਗਾ।",
    ),
    (
        "Burmese",
        ["ကျွန်တော့် အီးမေးလ် စကားဝှက်က {pw} ပါ", "ဘဏ်အက်ပ် ဝင်ဖို့ စကားဝှက် {pw} ကို မှတ်ထားပါ"],
        "ATM ပင်နံပါတ် {pin} ပါ။",
        "{ssid} ဝိုင်ဖိုင် စကားဝှက် {pw}",
        ["စကားဝှက်ကို ပြောင်းလိုက်ပြီ၊ အသစ်ကို ဘယ်သူ့ကိုမှ မပြောပါ။", "စကားဝှက်သည် အနည်းဆုံး စာလုံး ၁၂ လုံး ရှိရမည်။"],
        "အစည်းအဝေး အခန်း {n} တွင် {t} နာရီ။",
    ),
    (
        "Lao",
        ["ລະຫັດຜ່ານອີເມວຂອງຂ້ອຍແມ່ນ {pw}", "ຈື່ໄວ້: ລະຫັດເຂົ້າແອັບທະນາຄານ {pw}"],
        "ລະຫັດ PIN ບັດ ATM ແມ່ນ {pin}",
        "ວາຍຟາຍ {ssid} ລະຫັດ {pw}",
        ["ຂ້ອຍປ່ຽນລະຫັດຜ່ານແລ້ວ, ອັນໃໝ່ເກັບໄວ້ໃນຕົວຈັດການລະຫັດ.", "ລະຫັດຜ່ານຕ້ອງມີຢ່າງໜ້ອຍ 12 ຕົວອັກສອນ."],
        "ປະຊຸມຢູ່ຫ້ອງ {n} ເວລາ {t}.",
    ),
    (
        "Tibetan",
        ["ངའི་གློག་འཕྲིན་གྱི་གསང་ཨང་ནི་ {pw} ཡིན།", "དངུལ་ཁང་གི་གསང་ཨང་ {pw} དྲན་པར་བྱོས།"],
        "ATM གི་ PIN ནི་ {pin} ཡིན།",
        "Wi-Fi {ssid} གི་གསང་ཨང་ {pw}",
        ["ངས་གསང་ཨང་བསྒྱུར་ཟིན། གསར་པ་སུ་ལའང་མི་ཤོད།", "གསང་ཨང་ལ་ཡིག་འབྲུ་ ༡༢ ཡན་དགོས།"],
        "ཚོགས་འདུ་ཁང་མིག་ {n} ནང་ཆུ་ཚོད་ {t} ལ།",
    ),
    (
        "Uyghur",
        ["ئېلخەت پارولۇم {pw}", "بانكا ئەپىگە كىرىش پارولى {pw}، ئۇنتۇپ قالما"],
        "بانكا كارتىسىنىڭ PIN كودى {pin}",
        "Wi-Fi {ssid} پارولى {pw}",
        ["پارولنى ئۆزگەرتتىم، يېڭىسى پارول باشقۇرغۇچتا.", "پارول كەم دېگەندە 12 ھەرپ بولۇشى كېرەك."],
        "يىغىن {n}-ئۆيدە سائەت {t} دە.",
    ),
    (
        "Pashto",
        ["زما د برېښنالیک پټنوم {pw} دی", "د بانک اپ ته د ننوتلو پاسورډ {pw} دی، هېر یې نه کړې"],
        "د ATM کارت پن {pin} دی.",
        "د {ssid} وای فای پاسورډ {pw}",
        ["ما پټنوم بدل کړ، نوی یې په مدیر کې ساتل شوی.", "پټنوم باید لږ تر لږه ۱۲ توري ولري."],
        "غونډه په {n} کوټه کې د {t} بجو.",
    ),
    (
        "Dari",
        ["رمز ایمیل من {pw} است", "پسورد سیستم دفتر {pw} هست، یادت باشه"],
        "رمز کارت بانکی {pin} است.",
        "وای‌فای {ssid}، رمز {pw}",
        ["رمزم را دیروز تغییر دادم؛ رمز جدید در مدیر رمزها است.", "رمز باید حداقل ۱۲ حرف داشته باشد."],
        "جلسه در اتاق {n} ساعت {t}.",
    ),
    (
        "Kurdish (Sorani)",
        ["وشەی نهێنی ئیمەیڵەکەم {pw}ە", "پاسۆردی ئەپی بانک {pw}ە، لەبیرت نەچێت"],
        "کۆدی PINی کارتەکە {pin}ە.",
        "Wi-Fi {ssid}، پاسۆرد {pw}",
        ["وشەی نهێنیم گۆڕی، نوێکەی لە بەڕێوەبەری وشەی نهێنیدایە.", "وشەی نهێنی دەبێت لانیکەم ١٢ پیت بێت."],
        "کۆبوونەوە لە ژووری {n} کاتژمێر {t}.",
    ),
    (
        "Tigrinya",
        ["ናይ ኢመይለይ መሕለፊ ቃል {pw} እዩ", "ናይ ባንኪ መእተዊ ፓስዎርድ {pw} ምዃኑ ዘክር"],
        "ናይ ATM ፒን {pin} እዩ።",
        "ዋይፋይ {ssid} መሕለፊ ቃል {pw}",
        ["መሕለፊ ቃለይ ቀይረዮ፣ እቲ ሓድሽ ንማንም ኣይነግሮን።", "መሕለፊ ቃል እንተወሓደ 12 ፊደላት ክህልዎ ኣለዎ።"],
        "ኣኼባ ኣብ ክፍሊ {n} ሰዓት {t}።",
    ),
    (
        "Somali",
        ["Furaha sirta ah ee iimaylkayga waa {pw}", "Erayga sirta ee bangiga waa {pw}, ha iloobin"],
        "PIN-ka kaarka waa {pin}.",
        "Wi-Fi {ssid}, erayga sirta {pw}",
        [
            "Waan beddelay erayga sirta, kan cusub waxaa ku jira maareeyaha.",
            "Erayga sirta waa inuu ahaado ugu yaraan 12 xaraf.",
        ],
        "Kulanka wuxuu ka dhacayaa qolka {n} saacadda {t}.",
    ),
    (
        "Zulu",
        ["Iphasiwedi ye-imeyili yami ithi {pw}", "Ngena ebhange nge-phasiwedi {pw}, ungakhohlwa"],
        "I-PIN yekhadi lami ngu-{pin}.",
        "I-Wi-Fi {ssid}, iphasiwedi {pw}",
        [
            "Ngishintshe iphasiwedi izolo, entsha ikumphathi wamaphasiwedi.",
            "Iphasiwedi kufanele ibe nezinhlamvu eziyi-12 okungenani.",
        ],
        "Umhlangano usegumbini {n} ngo-{t}.",
    ),
    (
        "Xhosa",
        ["Iphaswedi ye-imeyile yam ngu {pw}", "Igama lokugqitha lebhanki ngu {pw}, ungalibali"],
        "I-PIN yekhadi ngu {pin}.",
        "I-Wi-Fi {ssid}, iphaswedi {pw}",
        [
            "Ndiyitshintshile iphaswedi, entsha ikwi-password manager.",
            "Iphaswedi mayibe noonobumba abali-12 ubuncinane.",
        ],
        "Intlanganiso ikwigumbi {n} ngo-{t}.",
    ),
    (
        "Igbo",
        ["Okwuntughe email m bụ {pw}", "Paswọọdụ ụlọ akụ m bụ {pw}, echefula ya"],
        "PIN kaadị m bụ {pin}.",
        "Wi-Fi {ssid}, okwuntughe {pw}",
        [
            "Agbanwere m okwuntughe m, nke ọhụrụ dị na njikwa okwuntughe.",
            "Okwuntughe ga-enwerịrị opekata mpe mkpụrụedemede 12.",
        ],
        "Nzukọ ga-adị n'ime ụlọ {n} n'elekere {t}.",
    ),
    (
        "Malagasy",
        ["Ny tenimiafina mailaka ahy dia {pw}", "Tadidio fa {pw} ny teny miafina amin'ny banky"],
        "Ny kaody PIN amin'ny karatra dia {pin}.",
        "Wi-Fi {ssid}, tenimiafina {pw}",
        [
            "Novaiko ny tenimiafina, ao amin'ny mpitantana ny vaovao.",
            "Tokony ho litera 12 farafahakeliny ny tenimiafina.",
        ],
        "Fivoriana ao amin'ny efitrano {n} amin'ny {t}.",
    ),
    (
        "Quechua",
        ["Correoypa pakasqa siminqa {pw}", "Bancoman yaykunapaq pakasqa simi {pw}, ama qunqaychu"],
        "Tarjetaypa PIN nisqan {pin}.",
        "Wi-Fi {ssid}, pakasqa simi {pw}",
        ["Pakasqa siminta tikrarqani, musuqtaqa manam pimanpas willasaqchu.", "Pakasqa simiqa 12 qillqayuq kanan."],
        "Huñunakuy {n} wasipi, {t} pachapi.",
    ),
    (
        "Guarani",
        ["Che correo ñe'ẽñemi ha'e {pw}", "Banco-pe guarã ñe'ẽñemi {pw}, ani nderesarái"],
        "Tarjeta PIN ha'e {pin}.",
        "Wi-Fi {ssid}, ñe'ẽñemi {pw}",
        ["Amoambue che ñe'ẽñemi, pyahu oĩ administrador-pe.", "Ñe'ẽñemi oguerekova'erã 12 tai michĩvéramo."],
        "Aty oĩta koty {n}-pe aravo {t}-pe.",
    ),
    (
        "Basque",
        ["Nire posta elektronikoaren pasahitza {pw} da", "Bankuko sarbide-gakoa {pw} da, ez ahaztu"],
        "Txartelaren PIN kodea {pin} da.",
        "Wifia: {ssid}, pasahitza {pw}",
        [
            "Pasahitza aldatu dut, berria pasahitz-kudeatzailean dago.",
            "Pasahitzak gutxienez 12 karaktere izan behar ditu.",
        ],
        "Bilera {n}. gelan izango da {t}etan.",
    ),
    (
        "Galician",
        ["O contrasinal do meu correo é {pw}", "Para entrar no banco usa o contrasinal {pw}"],
        "O PIN da tarxeta é o {pin}.",
        "Wifi {ssid}, contrasinal {pw}",
        ["Cambiei o contrasinal onte; o novo está no xestor.", "O contrasinal debe ter polo menos 12 caracteres."],
        "A reunión é na sala {n} ás {t}.",
    ),
    (
        "Icelandic",
        ["Lykilorðið mitt að tölvupóstinum er {pw}", "Aðgangsorðið í heimabankann er {pw}, mundu það"],
        "PIN-númerið á kortinu er {pin}.",
        "Netið heitir {ssid} og lykilorðið er {pw}",
        [
            "Ég breytti lykilorðinu í gær, það nýja er í lykilorðaumsjóninni.",
            "Lykilorð verða að vera að minnsta kosti 12 stafir.",
        ],
        "Fundurinn er í herbergi {n} klukkan {t}.",
    ),
    (
        "Faroese",
        ["Loyniorðið til teldupostin hjá mær er {pw}", "Loyniorðið til netbankan er {pw}, gloym tað ikki"],
        "PIN-talið til kortið er {pin}.",
        "Netið {ssid}, loyniorð {pw}",
        ["Eg broytti loyniorðið, tað nýggja er í loyniorðaskipanini.", "Loyniorð skulu vera í minsta lagi 12 tekn."],
        "Fundurin er í rúmi {n} klokkan {t}.",
    ),
    (
        "Irish",
        ["Is é {pw} mo phasfhocal ríomhphoist", "Focal faire an bhainc: {pw}, ná déan dearmad air"],
        "Is é {pin} an UAP don chárta.",
        "Wi-Fi {ssid}, pasfhocal {pw}",
        [
            "D'athraigh mé mo phasfhocal, tá an ceann nua sa bhainisteoir.",
            "Caithfidh 12 charachtar ar a laghad a bheith sa phasfhocal.",
        ],
        "Beidh an cruinniú i seomra {n} ag {t}.",
    ),
    (
        "Scottish Gaelic",
        ["Is e {pw} am facal-faire agam airson a' phuist-d", "Facal-faire a' bhanca: {pw}, na dìochuimhnich e"],
        "Is e {pin} am PIN airson na cairt.",
        "Wi-Fi {ssid}, facal-faire {pw}",
        [
            "Dh'atharraich mi am facal-faire, tha am fear ùr san stiùiriche.",
            "Feumaidh 12 caractar air a' char as lugha a bhith san fhacal-fhaire.",
        ],
        "Bidh a' choinneamh ann an seòmar {n} aig {t}.",
    ),
    (
        "Latvian",
        ["Mana e-pasta parole ir {pw}", "Internetbankas parole {pw}, neaizmirsti"],
        "Kartes PIN kods ir {pin}.",
        "Wi-Fi {ssid}, parole {pw}",
        ["Vakar nomainīju paroli, jaunā ir paroļu pārvaldniekā.", "Parolei jābūt vismaz 12 rakstzīmēm."],
        "Sapulce {n}. telpā plkst. {t}.",
    ),
    (
        "Lithuanian",
        ["Mano el. pašto slaptažodis yra {pw}", "Į banką jungiuosi slaptažodžiu {pw}"],
        "Kortelės PIN kodas {pin}.",
        "Wi-Fi {ssid}, slaptažodis {pw}",
        ["Pakeičiau slaptažodį, naujasis yra slaptažodžių tvarkyklėje.", "Slaptažodis turi būti bent 12 simbolių."],
        "Susitikimas {n} kambaryje {t} val.",
    ),
    (
        "Estonian",
        ["Minu meili parool on {pw}", "Internetipanga salasõna on {pw}, ära unusta"],
        "Kaardi PIN-kood on {pin}.",
        "WiFi {ssid}, parool {pw}",
        ["Vahetasin parooli ära, uus on paroolihalduris.", "Parool peab olema vähemalt 12 märki."],
        "Koosolek ruumis {n} kell {t}.",
    ),
    (
        "Albanian",
        ["Fjalëkalimi i emailit tim është {pw}", "Fjalëkalimi i bankës është {pw}, mos e harro"],
        "Kodi PIN i kartës është {pin}.",
        "Wi-Fi {ssid}, fjalëkalimi {pw}",
        [
            "E ndryshova fjalëkalimin, i riu është në menaxherin e fjalëkalimeve.",
            "Fjalëkalimi duhet të ketë të paktën 12 karaktere.",
        ],
        "Takimi në sallën {n} në orën {t}.",
    ),
    (
        "Macedonian",
        ["Лозинката за мојот е-пошта е {pw}", "За е-банкинг лозинката ми е {pw}, не заборавај"],
        "ПИН кодот на картичката е {pin}.",
        "Wi-Fi {ssid}, лозинка {pw}",
        ["Ја сменив лозинката, новата е во менаџерот за лозинки.", "Лозинката мора да има најмалку 12 знаци."],
        "Состанокот е во сала {n} во {t}.",
    ),
    (
        "Bosnian",
        ["Šifra za moj mail je {pw}", "Lozinka za e-bankarstvo je {pw}, zapamti"],
        "PIN kartice je {pin}.",
        "WiFi {ssid}, šifra {pw}",
        ["Promijenio sam šifru, nova je u menadžeru lozinki.", "Lozinka mora imati najmanje 12 znakova."],
        "Sastanak je u sali {n} u {t}.",
    ),
    (
        "Kazakh",
        ["Менің поштамның құпиясөзі {pw}", "Банк қосымшасының паролі {pw}, ұмытпа"],
        "Карточканың PIN коды {pin}.",
        "Wi-Fi {ssid}, құпиясөз {pw}",
        ["Құпиясөзімді өзгерттім, жаңасы құпиясөз менеджерінде.", "Құпиясөз кемінде 12 таңбадан тұруы керек."],
        "Жиналыс {n} бөлмеде сағат {t}-де.",
    ),
    (
        "Kyrgyz",
        ["Почтамдын сырсөзү {pw}", "Банктын тиркемесине кирүү сырсөзү {pw}"],
        "Картанын PIN коду {pin}.",
        "Wi-Fi {ssid}, сырсөз {pw}",
        ["Сырсөздү алмаштырдым, жаңысы менеджерде сакталат.", "Сырсөз кеминде 12 белгиден турушу керек."],
        "Жыйын {n}-бөлмөдө саат {t}.",
    ),
    (
        "Tajik",
        ["Рамзи почтаи электронии ман {pw} аст", "Пароли бонк {pw}, фаромӯш накун"],
        "Рамзи PIN-и корт {pin} аст.",
        "Wi-Fi {ssid}, рамз {pw}",
        ["Рамзамро иваз кардам, нав дар менеҷери паролҳо аст.", "Рамз бояд на камтар аз 12 аломат дошта бошад."],
        "Вохӯрӣ дар утоқи {n} соати {t}.",
    ),
    (
        "Uzbek",
        ["Pochtamning paroli {pw}", "Bank ilovasiga kirish paroli {pw}, unutma"],
        "Karta PIN-kodi {pin}.",
        "Wi-Fi {ssid}, parol {pw}",
        ["Parolimni almashtirdim, yangisi parol menejerida.", "Parol kamida 12 belgidan iborat bo'lishi kerak."],
        "Yig'ilish {n}-xonada soat {t}da.",
    ),
    (
        "Azerbaijani",
        ["E-poçtumun şifrəsi {pw}-dir", "Bank tətbiqinə giriş şifrəm {pw}, unutma"],
        "Kartın PIN kodu {pin}.",
        "Wi-Fi {ssid}, şifrə {pw}",
        ["Şifrəmi dəyişdim, yenisi parol menecerindədir.", "Şifrə ən azı 12 simvol olmalıdır."],
        "İclas {n} saylı otaqda saat {t}-da.",
    ),
    (
        "Tatar",
        ["Почтамның серсүзе {pw}", "Банк кушымтасына керү серсүзе {pw}, онытма"],
        "Картаның PIN-коды {pin}.",
        "Wi-Fi {ssid}, серсүз {pw}",
        ["Серсүзне алыштырдым, яңасы менеджерда саклана.", "Серсүз ким дигәндә 12 символдан торырга тиеш."],
        "Җыелыш {n} бүлмәдә сәгать {t}.",
    ),
    (
        "Javanese",
        ["Tembung sandhi email-ku {pw}", "Sandhi bank-e {pw}, aja lali ya"],
        "PIN kertu ATM-ku {pin}.",
        "Wi-Fi {ssid}, sandhine {pw}",
        [
            "Aku wis ngganti tembung sandhi, sing anyar ana ing manajer sandhi.",
            "Tembung sandhi kudu paling ora 12 karakter.",
        ],
        "Rapat ing ruang {n} jam {t}.",
    ),
    (
        "Sundanese",
        ["Kecap konci email abdi {pw}", "Sandi bank abdi {pw}, ulah hilap"],
        "PIN kartu ATM teh {pin}.",
        "Wi-Fi {ssid}, sandina {pw}",
        ["Abdi tos ngaganti kecap konci, nu anyar aya di manajer sandi.", "Kecap konci kedah sahenteuna 12 karakter."],
        "Rapat di rohangan {n} tabuh {t}.",
    ),
    (
        "Cebuano",
        ["Ang password sa akong email kay {pw}", "Password sa bangko: {pw}, ayaw kalimti"],
        "Ang PIN sa akong ATM kay {pin}.",
        "Wi-Fi {ssid}, password {pw}",
        [
            "Giilisan nako ang password, ang bag-o naa sa password manager.",
            "Ang password kinahanglan labing menos 12 ka karakter.",
        ],
        "Ang miting sa kwarto {n} alas {t}.",
    ),
    (
        "Tagalog",
        ["Ang password ng email ko ay {pw}", "Password ng GCash ko {pw}, huwag mong kalimutan"],
        "Ang PIN ng ATM ko ay {pin}.",
        "Wi-Fi {ssid}, password {pw}",
        [
            "Pinalitan ko na ang password ko, nasa password manager ang bago.",
            "Dapat hindi bababa sa 12 character ang password.",
        ],
        "Ang pulong ay sa silid {n} alas {t}.",
    ),
    (
        "Hawaiian",
        ["ʻO {pw} ka huaʻōlelo huna o kaʻu leka uila", "Ka huaʻōlelo huna no ka panakō: {pw}"],
        "ʻO {pin} ka PIN o ke kāleka.",
        "Wi-Fi {ssid}, huaʻōlelo huna {pw}",
        [
            "Ua hoʻololi au i kaʻu huaʻōlelo huna; aia ka mea hou i ka mīkini mālama.",
            "Pono he 12 hua ma ka liʻiliʻi loa o ka huaʻōlelo huna.",
        ],
        "Aia ka hālāwai ma ka lumi {n} i ka hola {t}.",
    ),
    (
        "Maori",
        ["Ko {pw} te kupuhipa o taku īmēra", "Te kupuhipa mō te pēke: {pw}, kaua e wareware"],
        "Ko {pin} te PIN o te kāri.",
        "Wi-Fi {ssid}, kupuhipa {pw}",
        [
            "Kua hurihia e au taku kupuhipa, kei te kaiwhakahaere kupuhipa te mea hou.",
            "Me 12 ngā pūāhua i te iti rawa o te kupuhipa.",
        ],
        "Kei te rūma {n} te hui, ā te {t}.",
    ),
    (
        "Samoan",
        ["O le upu faalilolilo o laʻu imeli o le {pw}", "Upu faalilolilo o le faletupe: {pw}, aua nei galo"],
        "O le PIN o le kata o le {pin}.",
        "Wi-Fi {ssid}, upu faalilolilo {pw}",
        [
            "Ua ou suia laʻu upu faalilolilo, o le mea fou o loʻo i le pule.",
            "E tatau ona 12 mataitusi le upu faalilolilo.",
        ],
        "O le fonotaga i le potu {n} i le {t}.",
    ),
    (
        "Esperanto",
        ["Mia retpoŝta pasvorto estas {pw}", "La pasvorto por la banko estas {pw}, ne forgesu"],
        "La PIN-kodo de la karto estas {pin}.",
        "Vifio {ssid}, pasvorto {pw}",
        [
            "Mi ŝanĝis mian pasvorton; la nova estas en la pasvortadministrilo.",
            "Pasvorto devas havi almenaŭ 12 signojn.",
        ],
        "La kunveno estas en ĉambro {n} je la {t}.",
    ),
    (
        "Chinese",
        ["我的邮箱密码是{pw}，帮我记一下", "公司VPN登录密码：{pw}（别外传）", "老婆说淘宝密码改成{pw}了"],
        "银行卡取款密码{pin}，别告诉别人",
        "家里WiFi叫{ssid}，密码{pw}",
        ["我昨天改了密码，新密码存在密码管理器里。", "密码长度至少12位，需要包含数字和符号。"],
        "订单号{n}，预计明天{t}送达。",
    ),
    (
        "Japanese",
        [
            "メールのパスワードは{pw}です",
            "社内システムのパスは{pw}、メモしといて",
            "楽天のログインパスワード、{pw}に変えたよ",
        ],
        "キャッシュカードの暗証番号は{pin}",
        "自宅のWi-Fi「{ssid}」のパスワードは{pw}",
        [
            "パスワードを変更しました。新しいものはパスワード管理アプリに保存済みです。",
            "パスワードは12文字以上にしてください。",
        ],
        "会議は{n}号室で{t}からです。",
    ),
    (
        "Korean",
        ["내 이메일 비밀번호는 {pw}이야", "회사 그룹웨어 비번 {pw} 기억해 둬", "은행 앱 비밀번호를 {pw}로 바꿨어"],
        "카드 비밀번호 {pin}, 엄마한테만 알려줘",
        "집 와이파이 {ssid} 비번 {pw}",
        ["비밀번호 바꿨어, 새 건 비밀번호 관리자에 있어.", "비밀번호는 12자 이상이어야 합니다."],
        "회의는 {n}호실에서 {t}에 합니다.",
    ),
    (
        "Arabic",
        ["كلمة السر لبريدي هي {pw}", "الباسورد بتاع حساب البنك {pw} متنساش", "كلمة المرور الجديدة للنظام: {pw}"],
        "الرقم السري للبطاقة {pin}",
        "شبكة الواي فاي {ssid} وكلمة السر {pw}",
        [
            "غيّرت كلمة المرور أمس، والجديدة محفوظة في مدير كلمات المرور.",
            "يجب أن تتكون كلمة المرور من 12 حرفًا على الأقل.",
        ],
        "الاجتماع في الغرفة {n} الساعة {t}.",
    ),
    (
        "Hindi",
        ["मेरा ईमेल पासवर्ड {pw} है", "नेट बैंकिंग का पासवर्ड {pw} है, याद रखना", "ऑफिस लैपटॉप का पासवर्ड बदलकर {pw} कर दिया"],
        "एटीएम पिन {pin} है, किसी को मत बताना",
        "घर का वाईफाई {ssid}, पासवर्ड {pw}",
        ["मैंने पासवर्ड बदल दिया है, नया पासवर्ड मैनेजर में है।", "पासवर्ड कम से कम 12 अक्षरों का होना चाहिए।"],
        "ऑर्डर नंबर {n} कल {t} बजे पहुँचेगा।",
    ),
    (
        "Russian",
        ["Мой пароль от почты {pw}", "Пароль от Госуслуг поменял на {pw}, запиши", "Логин admin, пароль {pw}"],
        "ПИН-код от карты {pin}, никому не говори",
        "Вайфай {ssid}, пароль {pw}",
        ["Я сменил пароль вчера, новый лежит в менеджере паролей.", "Пароль должен содержать не менее 12 символов."],
        "Встреча в переговорной {n} в {t}.",
    ),
    (
        "Spanish",
        [
            "Mi contraseña del correo es {pw}",
            "La clave del banco es {pw}, no se te olvide",
            "Te paso la contra del Netflix: {pw}",
        ],
        "El PIN de la tarjeta es {pin}",
        "El wifi de casa es {ssid} y la clave {pw}",
        [
            "Cambié la contraseña ayer, la nueva está en el gestor de contraseñas.",
            "La contraseña debe tener al menos 12 caracteres.",
        ],
        "El pedido {n} llega mañana a las {t}.",
    ),
    (
        "Portuguese",
        [
            "A senha do meu e-mail é {pw}",
            "Senha do internet banking: {pw}, não esquece",
            "Mudei a senha do Wi-Fi do escritório pra {pw}",
        ],
        "A senha do cartão é {pin}",
        "Wi-Fi {ssid}, senha {pw}",
        [
            "Troquei a senha ontem, a nova está no gerenciador de senhas.",
            "A senha precisa ter pelo menos 12 caracteres.",
        ],
        "O pedido {n} chega amanhã às {t}.",
    ),
    (
        "German",
        [
            "Mein Passwort fürs Mailkonto lautet {pw}",
            "Das Kennwort für den Server ist {pw}, bitte merken",
            "Hab das Passwort auf {pw} geändert",
        ],
        "Die Geheimzahl der EC-Karte ist {pin}",
        "WLAN {ssid}, Schlüssel {pw}",
        [
            "Ich habe mein Passwort gestern geändert, das neue liegt im Passwortmanager.",
            "Passwörter müssen mindestens 12 Zeichen lang sein.",
        ],
        "Das Meeting ist in Raum {n} um {t} Uhr.",
    ),
    (
        "French",
        [
            "Mon mot de passe de messagerie est {pw}",
            "Le mdp du compte admin c'est {pw}",
            "J'ai changé le mot de passe de la box en {pw}",
        ],
        "Le code de la carte bleue est {pin}",
        "Wifi {ssid}, clé {pw}",
        [
            "J'ai changé mon mot de passe hier, le nouveau est dans le gestionnaire.",
            "Le mot de passe doit contenir au moins 12 caractères.",
        ],
        "La réunion a lieu salle {n} à {t}.",
    ),
    (
        "Turkish",
        ["E-posta şifrem {pw}", "Bankanın internet şifresi {pw}, unutma", "Modemin şifresini {pw} yaptım"],
        "Kartın şifresi {pin}",
        "Wi-Fi adı {ssid}, şifresi {pw}",
        ["Şifremi dün değiştirdim, yenisi parola yöneticisinde.", "Şifre en az 12 karakter olmalıdır."],
        "Toplantı {n} numaralı odada saat {t}'da.",
    ),
    (
        "Vietnamese",
        [
            "Mật khẩu email của tôi là {pw}",
            "Pass ngân hàng của mẹ là {pw}, nhớ giùm",
            "Đổi mật khẩu máy chủ thành {pw} rồi nhé",
        ],
        "Mã PIN thẻ ATM là {pin}",
        "Wifi {ssid}, mật khẩu {pw}",
        ["Tôi đã đổi mật khẩu hôm qua, mật khẩu mới nằm trong trình quản lý.", "Mật khẩu phải có ít nhất 12 ký tự."],
        "Cuộc họp ở phòng {n} lúc {t}.",
    ),
    (
        "Indonesian",
        [
            "Kata sandi email saya {pw}",
            "Password m-banking-ku {pw}, jangan lupa",
            "Sandi admin server sudah diganti jadi {pw}",
        ],
        "PIN ATM-nya {pin}",
        "Wi-Fi {ssid}, sandinya {pw}",
        ["Saya sudah ganti kata sandi, yang baru ada di pengelola sandi.", "Kata sandi minimal 12 karakter."],
        "Rapat di ruang {n} jam {t}.",
    ),
    (
        "Persian",
        ["رمز عبور ایمیلم {pw} است", "پسورد اینترنت بانک {pw}ه، یادت نره", "رمز سرور رو عوض کردم به {pw}"],
        "رمز دوم کارت {pin} است",
        "وای‌فای {ssid}، رمز {pw}",
        ["رمزم را دیروز عوض کردم، رمز جدید در مدیر رمز عبور است.", "رمز عبور باید حداقل ۱۲ کاراکتر باشد."],
        "جلسه در اتاق {n} ساعت {t}.",
    ),
    (
        "Hebrew",
        ["הסיסמה למייל שלי היא {pw}", "הסיסמא לבנק {pw}, אל תשכח", "שיניתי את הסיסמה של השרת ל-{pw}"],
        "הקוד הסודי של הכרטיס {pin}",
        "וויפיי {ssid}, סיסמה {pw}",
        ["החלפתי סיסמה אתמול, החדשה שמורה במנהל הסיסמאות.", "הסיסמה חייבת להכיל לפחות 12 תווים."],
        "הפגישה בחדר {n} בשעה {t}.",
    ),
    (
        "Thai",
        ["รหัสผ่านอีเมลของฉันคือ {pw}", "รหัสเข้าแอปธนาคาร {pw} อย่าลืมนะ", "เปลี่ยนพาสเวิร์ดเซิร์ฟเวอร์เป็น {pw} แล้ว"],
        "รหัส ATM คือ {pin}",
        "ไวไฟ {ssid} รหัส {pw}",
        ["เปลี่ยนรหัสผ่านเมื่อวานแล้ว อันใหม่อยู่ในตัวจัดการรหัสผ่าน", "รหัสผ่านต้องมีอย่างน้อย 12 ตัวอักษร"],
        "ประชุมห้อง {n} เวลา {t} น.",
    ),
    (
        "Bengali",
        ["আমার ইমেইলের পাসওয়ার্ড {pw}", "বিকাশের পিন না, লগইন পাসওয়ার্ড হলো {pw}", "অফিসের কম্পিউটারের পাসওয়ার্ড {pw} করে দিয়েছি"],
        "এটিএম পিন {pin}",
        "ওয়াইফাই {ssid}, পাসওয়ার্ড {pw}",
        ["পাসওয়ার্ড বদলেছি, নতুনটা পাসওয়ার্ড ম্যানেজারে আছে।", "পাসওয়ার্ড কমপক্ষে ১২ অক্ষরের হতে হবে।"],
        "মিটিং {n} নম্বর রুমে {t}টায়।",
    ),
    (
        "Urdu",
        [
            "میرے ای میل کا پاس ورڈ {pw} ہے",
            "بینک ایپ کا پاس ورڈ {pw} ہے، بھولنا مت",
            "سرور کا پاس ورڈ بدل کر {pw} کر دیا",
        ],
        "اے ٹی ایم پن {pin} ہے",
        "وائی فائی {ssid}، پاس ورڈ {pw}",
        ["میں نے پاس ورڈ بدل دیا، نیا پاس ورڈ مینیجر میں ہے۔", "پاس ورڈ کم از کم 12 حروف کا ہونا چاہیے۔"],
        "میٹنگ کمرہ {n} میں {t} بجے ہے۔",
    ),
    (
        "Polish",
        ["Moje hasło do poczty to {pw}", "Hasło do banku: {pw}, nie zapomnij", "Zmieniłem hasło do routera na {pw}"],
        "PIN do karty to {pin}",
        "Wi-Fi {ssid}, hasło {pw}",
        ["Zmieniłem wczoraj hasło, nowe jest w menedżerze haseł.", "Hasło musi mieć co najmniej 12 znaków."],
        "Spotkanie w sali {n} o {t}.",
    ),
    (
        "Ukrainian",
        ["Мій пароль від пошти {pw}", "Пароль до Дії змінив на {pw}, запам'ятай", "Логін operator, пароль {pw}"],
        "ПІН-код картки {pin}",
        "Wi-Fi {ssid}, пароль {pw}",
        ["Я змінив пароль учора, новий у менеджері паролів.", "Пароль має містити щонайменше 12 символів."],
        "Зустріч у кімнаті {n} о {t}.",
    ),
]


# API keys handed over in prose: {vendor} the service, {key} the key.
KEY_I18N: list[tuple[str, str]] = [
    ("Georgian", "{vendor}-ის API გასაღები: {key} — შეინახე, ხვალ დაგჭირდება."),
    ("Armenian", "{vendor}-ի API բանալին {key} է, պահիր։"),
    ("Tamil", "{vendor} API சாவி {key}, இதை சேமித்து வை."),
    ("Telugu", "{vendor} API కీ {key} — దీన్ని సేవ్ చేయి."),
    ("Malayalam", "{vendor} API കീ {key} ആണ്, സൂക്ഷിച്ചു വെക്കൂ."),
    ("Burmese", "{vendor} API ကီး {key} ကို သိမ်းထားပါ။"),
    ("Uyghur", "{vendor} API ئاچقۇچى {key}، ساقلاپ قوي."),
    ("Pashto", "د {vendor} API کیلي {key} ده، خوندي یې کړه."),
    ("Somali", "Furaha API-ga {vendor} waa {key}, kaydi."),
    ("Zulu", "Ukhiye we-API ka-{vendor} ngu-{key}, wugcine."),
    ("Basque", "{vendor}-en API gakoa {key} da, gorde ezazu."),
    ("Icelandic", "API-lykillinn fyrir {vendor} er {key}, geymdu hann."),
    ("Irish", "Seo eochair API {vendor}: {key}, coinnigh í."),
    ("Lithuanian", "{vendor} API raktas {key}, išsaugok."),
    ("Estonian", "{vendor} API võti on {key}, salvesta see."),
    ("Albanian", "Çelësi API i {vendor} është {key}, ruaje."),
    ("Kazakh", "{vendor} API кілті {key}, сақтап қой."),
    ("Uzbek", "{vendor} API kaliti {key}, saqlab qo'y."),
    ("Azerbaijani", "{vendor} API açarı {key}, yadda saxla."),
    ("Tagalog", "Ang API key ng {vendor} ay {key}, i-save mo."),
    ("Esperanto", "La API-ŝlosilo de {vendor} estas {key}, konservu ĝin."),
    ("Chinese", "{vendor} 的密钥是 {key}，先记下来，部署时要用。"),
    ("Japanese", "{vendor}のAPIキー: {key}（本番用なので取り扱い注意）"),
    ("Korean", "{vendor} API 키 {key} 저장해 둬."),
    ("Arabic", "مفتاح {vendor} السري: {key} احفظه عندك"),
    ("Hindi", "{vendor} की API कुंजी {key} है, इसे सेव कर लो।"),
    ("Russian", "Ключ API {vendor}: {key}, сохрани себе."),
    ("Spanish", "La clave de API de {vendor} es {key}, guárdala."),
    ("Portuguese", "A chave da API do {vendor} é {key}, guarda aí."),
    ("German", "Der API-Schlüssel für {vendor} lautet {key}, bitte speichern."),
    ("French", "La clé d'API {vendor} : {key}, garde-la de côté."),
    ("Turkish", "{vendor} API anahtarı {key}, kaydet."),
    ("Vietnamese", "Khóa API {vendor} là {key}, lưu lại nhé."),
    ("Indonesian", "Kunci API {vendor}: {key}, simpan ya."),
    ("Persian", "کلید API سرویس {vendor}: {key} ذخیره‌اش کن."),
    ("Hebrew", "מפתח ה-API של {vendor} הוא {key}, תשמור אותו."),
    ("Thai", "คีย์ API ของ {vendor} คือ {key} เก็บไว้ด้วย"),
    ("Polish", "Klucz API do {vendor}: {key}, zapisz go."),
    ("Ukrainian", "Ключ API {vendor}: {key}, збережи."),
    ("Latvian", "{vendor} API atslēga ir {key}, saglabā."),
]

# One-time and 2FA codes given as such: {code} the code, {svc} the service.
OTP_I18N: list[tuple[str, str]] = [
    ("Georgian", "{svc}: თქვენი ერთჯერადი კოდია {code}. არავის გაუზიაროთ."),
    ("Armenian", "{svc}. Ձեր հաստատման կոդն է {code}։ Մի փոխանցեք այն ոչ մեկին։"),
    ("Tamil", "{svc}: உங்கள் OTP {code}. யாரிடமும் பகிர வேண்டாம்."),
    ("Telugu", "{svc}: మీ OTP {code}. ఎవరితోనూ పంచుకోవద్దు."),
    ("Kannada", "{svc}: ನಿಮ್ಮ ಒಟಿಪಿ {code}. ಯಾರೊಂದಿಗೂ ಹಂಚಿಕೊಳ್ಳಬೇಡಿ."),
    ("Gujarati", "{svc}: તમારો OTP {code} છે. કોઈને જણાવશો નહીં."),
    ("Bengali", "{svc}: আপনার ওটিপি {code}। কাউকে বলবেন না।"),
    ("Urdu", "{svc}: آپ کا تصدیقی کوڈ {code} ہے۔ کسی کو نہ بتائیں۔"),
    ("Kazakh", "{svc}: растау коды {code}. Ешкімге айтпаңыз."),
    ("Tajik", "{svc}: рамзи тасдиқ {code}. Ба касе нагӯед."),
    ("Azerbaijani", "{svc}: təsdiq kodunuz {code}. Heç kimə deməyin."),
    ("Estonian", "{svc}: sinu kinnituskood on {code}. Ära jaga seda kellegagi."),
    ("Lithuanian", "{svc}: jūsų patvirtinimo kodas {code}. Niekam jo nesakykite."),
    ("Albanian", "{svc}: kodi juaj i verifikimit është {code}. Mos e ndani me askënd."),
    ("Swahili", "{svc}: nambari yako ya uthibitisho ni {code}. Usimpe mtu yeyote."),
    ("Tagalog", "{svc}: Ang iyong OTP ay {code}. Huwag itong ibahagi kaninuman."),
    ("Chinese", "【{svc}】验证码{code}，5分钟内有效，请勿泄露给他人。"),
    ("Japanese", "【{svc}】認証コード：{code}。このコードを他人に教えないでください。"),
    ("Korean", "[{svc}] 인증번호 [{code}]를 입력해주세요. 타인에게 절대 알려주지 마세요."),
    ("Russian", "{svc}: код подтверждения {code}. Никому не сообщайте его."),
    ("Turkish", "{svc} doğrulama kodunuz: {code}. Bu kodu kimseyle paylaşmayın."),
    ("Vietnamese", "{svc}: Mã OTP của bạn là {code}. Không chia sẻ mã này với bất kỳ ai."),
    ("Hebrew", "קוד האימות שלך ב-{svc} הוא {code}. אין למסור אותו לאף אחד."),
    ("Polish", "{svc}: Twój kod weryfikacyjny to {code}. Nie podawaj go nikomu."),
    ("Persian", "{svc}: کد تأیید شما {code} است. آن را به کسی ندهید."),
]


R = random.Random(20261210)  # values and phrasings
W = random.Random(20261211)  # chat/note wrappers
SHUF = random.Random(20261212)  # final order

B62 = string.digits + string.ascii_uppercase + string.ascii_lowercase
ALNUM = string.ascii_letters + string.digits
LOWER_ALNUM = string.ascii_lowercase + string.digits
HEX = "0123456789abcdef"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


def rbytes(n: int) -> bytes:
    return R.getrandbits(8 * n).to_bytes(n, "big")


def rs(alphabet: str, n: int) -> str:
    return "".join(alphabet[R.randrange(len(alphabet))] for _ in range(n))


def pick(seq: Sequence[T]) -> T:
    return seq[R.randrange(len(seq))]


def b64(data: bytes) -> str:
    return base64.b64encode(data).decode()


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def uuid4() -> str:
    h = rbytes(16).hex()
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{'89ab'[R.randrange(4)]}{h[17:20]}-{h[20:32]}"


WORDS = BIP39.split()
PW_WORDS = [
    "Tamarind",
    "Kestrel",
    "Lagoon",
    "Pistachio",
    "Cobalt",
    "Juniper",
    "Marigold",
    "Quokka",
    "Saffron",
    "Tundra",
    "Zephyr",
    "Baobab",
    "Cinnabar",
    "Fjord",
    "Gazelle",
    "Hibiscus",
    "Indigo",
    "Kumquat",
    "Mosaic",
    "Nebula",
    "Oregano",
    "Papaya",
    "Rhubarb",
    "Sequoia",
    "Toucan",
    "Umber",
    "Walrus",
    "Yarrow",
    "Obsidian",
    "Mandarin",
    "Tbilisi",
    "Yerevan",
    "Kandy",
    "Madurai",
    "Mandalay",
    "Vientiane",
    "Lhasa",
    "Kashgar",
    "Hargeisa",
    "Durban",
    "Antananarivo",
    "Cusco",
    "Asuncion",
    "Bilbao",
    "Vigo",
    "Akureyri",
    "Torshavn",
    "Galway",
    "Tallinn",
    "Vilnius",
    "Tirana",
    "Ohrid",
    "Mostar",
    "Almaty",
    "Osh",
    "Khujand",
    "Samarkand",
    "Ganja",
    "Kazan",
    "Bandung",
    "Cebu",
    "Hilo",
    "Rotorua",
    "Apia",
]
SYMS = "!@#$%&*?-_.+="


def password() -> str:
    """A password a person would really use: word-based, random, passphrase or with a native accent."""
    style = R.randrange(6)
    if style == 0:
        return pick(PW_WORDS) + pick(SYMS) + pick(PW_WORDS).lower() + str(R.randrange(10, 100))
    if style == 1:
        return rs(ALNUM + "!#%&*?", R.randrange(12, 19))
    if style == 2:
        words = [pick(WORDS).capitalize() for _ in range(R.randrange(3, 5))]
        return pick("-._").join(words) + str(R.randrange(1, 100))
    if style == 3:
        return pick(PW_WORDS) + str(R.randrange(1950, 2027)) + pick(SYMS) + rs(string.ascii_uppercase, 2)
    if style == 4:
        return rs(string.ascii_lowercase, 4) + pick(SYMS) + rs(string.digits, 4) + rs(string.ascii_uppercase, 3)
    return (
        pick(
            [
                "Ŝlosilo",
                "Zuğurt",
                "Kükürt",
                "Ğalaba",
                "Äppelträd",
                "Þrumur",
                "Ñandú",
                "Ærlig",
                "Łódka",
                "Čokoláda",
                "Pčela",
            ]
        )
        + pick(SYMS)
        + str(R.randrange(100, 10000))
    )


def pin(n: int = 0) -> str:
    n = n or pick([4, 4, 4, 5, 6, 6])
    while True:
        p = rs(string.digits, n)
        if len(set(p)) > 2 and p not in "0123456789" and p not in "9876543210":
            return p


SSIDS = [
    "Casa_Lopez",
    "TP-Link_7F3A",
    "Vodafone-2C41",
    "FRITZ!Box 7590 QX",
    "Orange-9B21",
    "HUAWEI-5G-K3vD",
    "Nino_Home",
    "Kafe-Rustaveli",
    "DIRECT-44-HP",
    "Livebox-61A0",
    "MEO-4F9E20",
    "Zain_Fiber_88",
    "Airtel_Shah_5G",
    "Jio-Fiber-3312",
    "Dialog 4G 517",
    "Kavu-Office",
    "TIM-29410556",
    "Telekom-ZX81",
    "Home_Net_24",
    "Starlink-Quito",
]


def luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def luhn_ok(num: str) -> bool:
    return luhn_digit(num[:-1]) == num[-1]


TEST_CARDS = {
    "4242424242424242",
    "4111111111111111",
    "5555555555554444",
    "5105105105105100",
    "378282246310005",
    "371449635398431",
    "6011111111111117",
    "6011000990139424",
    "3530111333300000",
    "3566002020360505",
    "4000056655665556",
    "5200828282828210",
    "4012888888881881",
    "4000000000000002",
    "2223003122003222",
    "6200000000000005",
    "36227206271667",
    "30569309025904",
    "5019717010103742",
    "4000000000003220",
}
CARD_PREFIXES = [
    ("Visa", "4", 16),
    ("Mastercard", "51", 16),
    ("Mastercard", "53", 16),
    ("Mastercard", "2221", 16),
    ("Mastercard", "2720", 16),
    ("Amex", "34", 15),
    ("Amex", "37", 15),
    ("Discover", "6011", 16),
    ("JCB", "3528", 16),
    ("UnionPay", "62", 16),
    ("Maestro", "6759", 16),
    ("Mir", "2200", 16),
    ("RuPay", "6521", 16),
    ("Troy", "9792", 16),
    ("Elo", "636368", 16),
    ("Verve", "506099", 19),
    ("Interac", "4506", 16),
    ("BC Card", "9400", 16),
]


def card() -> tuple[str, str]:
    brand, prefix, length = pick(CARD_PREFIXES)
    while True:
        body = prefix + rs(string.digits, length - len(prefix) - 1)
        num = body + luhn_digit(body)
        if num not in TEST_CARDS:
            return brand, num


def group4(num: str, sep: str = " ") -> str:
    if len(num) == 15:
        return sep.join([num[:4], num[4:10], num[10:]])
    return sep.join(num[i : i + 4] for i in range(0, len(num), 4))


def expiry() -> str:
    return f"{R.randrange(1, 13):02d}/{R.randrange(27, 32)}"


def cvv(brand: str) -> str:
    return rs(string.digits, 4 if brand == "Amex" else 3)


def iban(country: str, bban_len: int) -> str:
    bban = rs(string.digits, bban_len)
    moved = bban + country + "00"
    digits = "".join(str(int(c, 36)) for c in moved)
    check = 98 - int(digits) % 97
    return f"{country}{check:02d}{bban}"


def iban_ok(value: str) -> bool:
    moved = value[4:] + value[:4]
    return int("".join(str(int(c, 36)) for c in moved)) % 97 == 1


def spaced(value: str) -> str:
    return " ".join(value[i : i + 4] for i in range(0, len(value), 4))


def bip39(words: int) -> str:
    ent_bits = words * 11 * 32 // 33
    ent = rbytes(ent_bits // 8)
    cs_bits = ent_bits // 32
    checksum = hashlib.sha256(ent).digest()[0] >> (8 - cs_bits)
    value = (int.from_bytes(ent, "big") << cs_bits) | checksum
    return " ".join(WORDS[(value >> (11 * (words - 1 - i))) & 2047] for i in range(words))


def bip39_ok(phrase: str) -> bool:
    idx = [WORDS.index(w) for w in phrase.split()]
    n = len(idx)
    value = 0
    for i in idx:
        value = (value << 11) | i
    cs_bits = n * 11 // 33
    ent = (value >> cs_bits).to_bytes(n * 11 * 32 // 33 // 8, "big")
    return (value & ((1 << cs_bits) - 1)) == hashlib.sha256(ent).digest()[0] >> (8 - cs_bits)


def crc32_b62(body: str) -> str:
    c = zlib.crc32(body.encode())
    out = ""
    for _ in range(6):
        c, r = divmod(c, 62)
        out = B62[r] + out
    return out


def github_token(prefix: str = "ghp_") -> str:
    body = rs(ALNUM, 30)
    return prefix + body + crc32_b62(body)


def github_pat_fine() -> str:
    return "github_pat_11" + rs(string.ascii_uppercase + string.digits, 20) + "_" + rs(ALNUM, 59)


def jwt(claims: dict[str, object]) -> str:
    header = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    payload = b64url(json.dumps(claims, separators=(",", ":")).encode())
    sig = hmac.new(rbytes(32), f"{header}.{payload}".encode(), hashlib.sha256).digest()
    return f"{header}.{payload}.{b64url(sig)}"


def jwt_claims() -> dict[str, object]:
    iat = 1796256000 + R.randrange(0, 86400 * 20)
    return pick(
        [
            {"sub": str(R.randrange(10**6, 10**7)), "role": "admin", "iat": iat, "exp": iat + 86400 * 30},
            {
                "iss": "https://auth."
                + pick(["kvela.ge", "ohrid-pay.mk", "tamarind.lk", "nordfjord.is", "sakura-dev.jp"]),
                "sub": uuid4(),
                "scope": "read write",
                "iat": iat,
                "exp": iat + 3600 * 12,
            },
            {"role": "service_role", "iss": "supabase", "iat": iat, "exp": iat + 86400 * 3650},
            {"uid": R.randrange(1000, 99999), "tenant": pick(["acme", "kazbek", "mekong", "andes"]), "iat": iat},
        ]
    )


def rot13(s: str) -> str:
    return codecs.encode(s, "rot13")


HOMO = {
    "a": "а",
    "e": "е",
    "o": "о",
    "p": "р",
    "c": "с",
    "x": "х",
    "y": "у",
    "A": "А",
    "B": "В",
    "E": "Е",
    "H": "Н",
    "K": "К",
    "M": "М",
    "O": "О",
    "P": "Р",
    "T": "Т",
    "X": "Х",
    "i": "і",
    "s": "ѕ",
    "j": "ј",
}


def homoglyph(s: str) -> str:
    return "".join(HOMO.get(ch, ch) for ch in s)


def fullwidth(s: str) -> str:
    return "".join(chr(ord(ch) + 0xFEE0) if "!" <= ch <= "~" else ch for ch in s)


def zero_width(s: str) -> str:
    zw = ["\u200b", "\u200c", "\u200d", "\u2060"]
    return "".join(ch + (zw[R.randrange(4)] if R.random() < 0.5 else "") for ch in s)


def ts() -> str:
    return f"2026-12-{R.randrange(1, 29):02d}T{R.randrange(0, 24):02d}:{R.randrange(60):02d}:{R.randrange(60):02d}Z"


def hhmm() -> str:
    return f"{R.randrange(8, 19)}:{pick(['00', '15', '30', '45'])}"


# --- Ed25519 (RFC 8032), to derive real public keys from private seeds ------------------------------------------
_P = 2**255 - 19
_L = 2**252 + 27742317777372353535851937790883648493
_D = -121665 * pow(121666, _P - 2, _P) % _P
_GY = 4 * pow(5, _P - 2, _P) % _P


def _xrecover(y: int) -> int:
    xx = (y * y - 1) * pow(_D * y * y + 1, _P - 2, _P)
    x = pow(xx, (_P + 3) // 8, _P)
    if (x * x - xx) % _P != 0:
        x = x * pow(2, (_P - 1) // 4, _P) % _P
    return _P - x if x % 2 else x


_G = (_xrecover(_GY), _GY, 1, _xrecover(_GY) * _GY % _P)


def _add(p: tuple[int, int, int, int], q: tuple[int, int, int, int]) -> tuple[int, int, int, int]:
    a = (p[1] - p[0]) * (q[1] - q[0]) % _P
    b = (p[1] + p[0]) * (q[1] + q[0]) % _P
    c = 2 * p[3] * q[3] * _D % _P
    d = 2 * p[2] * q[2] % _P
    e, f, g, h = b - a, d - c, d + c, b + a
    return (e * f % _P, g * h % _P, f * g % _P, e * h % _P)


def _mul(s: int, p: tuple[int, int, int, int]) -> tuple[int, int, int, int]:
    q = (0, 1, 1, 0)
    while s:
        if s & 1:
            q = _add(q, p)
        p = _add(p, p)
        s >>= 1
    return q


def ed25519_public(seed: bytes) -> bytes:
    h = hashlib.sha512(seed).digest()
    a = int.from_bytes(h[:32], "little")
    a &= (1 << 254) - 8
    a |= 1 << 254
    x, y, z, _ = _mul(a, _G)
    zi = pow(z, _P - 2, _P)
    x, y = x * zi % _P, y * zi % _P
    return (y | ((x & 1) << 255)).to_bytes(32, "little")


def pem(label: str, der: bytes) -> str:
    body = b64(der)
    lines = [body[i : i + 64] for i in range(0, len(body), 64)]
    return f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----"


def ssh_str(b: bytes) -> bytes:
    return len(b).to_bytes(4, "big") + b


def openssh_ed25519(comment: str) -> tuple[str, str]:
    """(private key PEM, public line) of a real openssh-key-v1 Ed25519 key."""
    seed = rbytes(32)
    pub = ed25519_public(seed)
    pub_blob = ssh_str(b"ssh-ed25519") + ssh_str(pub)
    check = rbytes(4)
    priv = check + check + pub_blob + ssh_str(seed + pub) + ssh_str(comment.encode())
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = (
        b"openssh-key-v1\x00"
        + ssh_str(b"none")
        + ssh_str(b"none")
        + ssh_str(b"")
        + (1).to_bytes(4, "big")
        + ssh_str(pub_blob)
        + ssh_str(priv)
    )
    body = b64(blob)
    text = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(body[i : i + 70] for i in range(0, len(body), 70))
    return text + "\n-----END OPENSSH PRIVATE KEY-----", f"ssh-ed25519 {b64(pub_blob)} {comment}"


def ssh_fingerprint(public_line: str) -> str:
    blob = base64.b64decode(public_line.split()[1])
    return "SHA256:" + base64.b64encode(hashlib.sha256(blob).digest()).decode().rstrip("=")


def pkcs8_ed25519() -> tuple[str, str]:
    seed = rbytes(32)
    priv = bytes.fromhex("302e020100300506032b657004220420") + seed
    pub = bytes.fromhex("302a300506032b6570032100") + ed25519_public(seed)
    return pem("PRIVATE KEY", priv), pem("PUBLIC KEY", pub)


def _is_prime(n: int) -> bool:
    if n < 2:
        return False
    for p in (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37):
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d, s = d // 2, s + 1
    for _ in range(20):
        x = pow(R.randrange(2, n - 1), d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


def _prime(bits: int) -> int:
    while True:
        c = R.getrandbits(bits) | (1 << (bits - 1)) | (1 << (bits - 2)) | 1
        if _is_prime(c) and (c - 1) % 65537:
            return c


def _der_len(n: int) -> bytes:
    if n < 128:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(b)]) + b


def _der_int(v: int) -> bytes:
    b = v.to_bytes(v.bit_length() // 8 + 1, "big")
    return b"\x02" + _der_len(len(b)) + b


def _der_seq(*parts: bytes) -> bytes:
    body = b"".join(parts)
    return b"\x30" + _der_len(len(body)) + body


def rsa_key(bits: int = 1024) -> tuple[str, str]:
    """(PKCS#1 private PEM, PKCS#1 public PEM) with real primes."""
    p, q = _prime(bits // 2), _prime(bits // 2)
    n, e = p * q, 65537
    d = pow(e, -1, (p - 1) * (q - 1))
    priv = _der_seq(
        _der_int(0),
        _der_int(n),
        _der_int(e),
        _der_int(d),
        _der_int(p),
        _der_int(q),
        _der_int(d % (p - 1)),
        _der_int(d % (q - 1)),
        _der_int(pow(q, -1, p)),
    )
    return pem("RSA PRIVATE KEY", priv), pem("RSA PUBLIC KEY", _der_seq(_der_int(n), _der_int(e)))


def crc24(data: bytes) -> int:
    crc = 0xB704CE
    for byte in data:
        crc ^= byte << 16
        for _ in range(8):
            crc <<= 1
            if crc & 0x1000000:
                crc ^= 0x1864CFB
    return crc & 0xFFFFFF


def _mpi(b: bytes) -> bytes:
    v = int.from_bytes(b, "big")
    return v.bit_length().to_bytes(2, "big") + b.lstrip(b"\x00")


def _packet(tag: int, body: bytes) -> bytes:
    n = len(body)
    if n < 192:
        length = bytes([n])
    else:
        n -= 192
        length = bytes([(n >> 8) + 192, n & 0xFF])
    return bytes([0xC0 | tag]) + length + body


def pgp_ed25519(uid: str) -> tuple[str, str]:
    """(armored secret key, armored public key) of a real v4 EdDSA key without passphrase."""
    seed = rbytes(32)
    pub = ed25519_public(seed)
    created = (1790000000 + R.randrange(0, 10**7)).to_bytes(4, "big")
    pub_body = b"\x04" + created + b"\x16" + bytes.fromhex("092b06010401da470f01") + _mpi(b"\x40" + pub)
    secret_mpi = _mpi(seed)
    checksum = (sum(secret_mpi) % 65536).to_bytes(2, "big")
    sec = _packet(5, pub_body + b"\x00" + secret_mpi + checksum) + _packet(13, uid.encode())
    pubk = _packet(6, pub_body) + _packet(13, uid.encode())

    def armor(kind: str, data: bytes) -> str:
        body = b64(data)
        lines = "\n".join(body[i : i + 64] for i in range(0, len(body), 64))
        crc = b64(crc24(data).to_bytes(3, "big"))
        return f"-----BEGIN PGP {kind} BLOCK-----\n\n{lines}\n={crc}\n-----END PGP {kind} BLOCK-----"

    return armor("PRIVATE KEY", sec), armor("PUBLIC KEY", pubk)


# --- vendors: (name, environment variable, key generator) ---------------------------------------------------------
VENDORS: list[tuple[str, str, Callable[[], str]]] = [
    ("OpenAI", "OPENAI_API_KEY", lambda: "sk-proj-" + rs(ALNUM + "-_", 124) + "T3BlbkFJ" + rs(ALNUM + "-_", 20)),
    ("Anthropic", "ANTHROPIC_API_KEY", lambda: "sk-ant-api03-" + rs(ALNUM + "-_", 93) + "AA"),
    ("Stripe", "STRIPE_SECRET_KEY", lambda: "sk_live_51" + rs(ALNUM, 97)),
    ("Stripe restricted", "STRIPE_RESTRICTED_KEY", lambda: "rk_live_51" + rs(ALNUM, 97)),
    (
        "Slack bot",
        "SLACK_BOT_TOKEN",
        lambda: f"xoxb-{R.randrange(10**11, 10**12)}-{R.randrange(10**12, 10**13)}-{rs(ALNUM, 24)}",
    ),
    (
        "Slack user",
        "SLACK_USER_TOKEN",
        lambda: (
            f"xoxp-{R.randrange(10**11, 10**12)}-{R.randrange(10**11, 10**12)}-{R.randrange(10**12, 10**13)}-{rs(HEX, 32)}"
        ),
    ),
    ("GitHub", "GITHUB_TOKEN", github_token),
    ("GitHub fine-grained", "GH_PAT", github_pat_fine),
    ("GitLab", "GITLAB_TOKEN", lambda: "glpat-" + rs(ALNUM + "-_", 20)),
    ("Google Cloud", "GOOGLE_API_KEY", lambda: "AIza" + rs(ALNUM + "-_", 35)),
    ("SendGrid", "SENDGRID_API_KEY", lambda: "SG." + rs(ALNUM + "-_", 22) + "." + rs(ALNUM + "-_", 43)),
    ("Mailgun", "MAILGUN_API_KEY", lambda: "key-" + rs(HEX, 32)),
    ("Hugging Face", "HF_TOKEN", lambda: "hf_" + rs(string.ascii_letters, 34)),
    ("npm", "NPM_TOKEN", lambda: (lambda b: "npm_" + b + crc32_b62(b))(rs(ALNUM, 30))),
    ("PyPI", "PYPI_API_TOKEN", lambda: "pypi-AgEIcHlwaS5vcmcCJ" + rs(ALNUM + "-_", 150)),
    ("DigitalOcean", "DIGITALOCEAN_TOKEN", lambda: "dop_v1_" + rs(HEX, 64)),
    ("Shopify", "SHOPIFY_ACCESS_TOKEN", lambda: "shpat_" + rs(HEX, 32)),
    ("Atlassian", "JIRA_API_TOKEN", lambda: "ATATT3xFfGF0" + rs(ALNUM + "-_", 180) + "=" + rs(HEX.upper(), 8)),
    ("Linear", "LINEAR_API_KEY", lambda: "lin_api_" + rs(ALNUM, 40)),
    ("Notion", "NOTION_TOKEN", lambda: "ntn_" + rs(string.digits, 11) + rs(ALNUM, 35)),
    ("Doppler", "DOPPLER_TOKEN", lambda: "dp.st.prd." + rs(ALNUM, 43)),
    ("Databricks", "DATABRICKS_TOKEN", lambda: "dapi" + rs(HEX, 32)),
    ("Groq", "GROQ_API_KEY", lambda: "gsk_" + rs(ALNUM, 52)),
    ("Replicate", "REPLICATE_API_TOKEN", lambda: "r8_" + rs(ALNUM, 37)),
    ("Perplexity", "PPLX_API_KEY", lambda: "pplx-" + rs(ALNUM, 48)),
    ("Tavily", "TAVILY_API_KEY", lambda: "tvly-" + rs(ALNUM, 32)),
    ("Pinecone", "PINECONE_API_KEY", lambda: "pcsk_" + rs(ALNUM, 6) + "_" + rs(ALNUM, 63)),
    ("Postman", "POSTMAN_API_KEY", lambda: "PMAK-" + rs(HEX, 24) + "-" + rs(HEX, 34)),
    ("Telegram bot", "TELEGRAM_BOT_TOKEN", lambda: f"{R.randrange(10**9, 8 * 10**9)}:AA{rs(ALNUM + '-_', 33)}"),
    (
        "Discord bot",
        "DISCORD_TOKEN",
        lambda: (
            b64url(str(R.randrange(10**17, 10**18)).encode()) + "." + rs(ALNUM + "-_", 6) + "." + rs(ALNUM + "-_", 38)
        ),
    ),
    ("Netlify", "NETLIFY_AUTH_TOKEN", lambda: "nfp_" + rs(ALNUM, 36)),
    ("Heroku", "HEROKU_API_KEY", lambda: "HRKU-AA" + rs(ALNUM + "-_", 58)),
    ("Square", "SQUARE_ACCESS_TOKEN", lambda: "EAAA" + rs(ALNUM + "-_", 60)),
    ("Paystack", "PAYSTACK_SECRET_KEY", lambda: "sk_live_" + rs(HEX, 40)),
    ("Flutterwave", "FLW_SECRET_KEY", lambda: "FLWSECK-" + rs(HEX, 32) + "-X"),
    ("Razorpay", "RAZORPAY_KEY_SECRET", lambda: rs(ALNUM, 24)),
    (
        "Mercado Pago",
        "MP_ACCESS_TOKEN",
        lambda: (
            f"APP_USR-{R.randrange(10**15, 10**16)}-{R.randrange(100000, 999999)}-{rs(HEX, 32)}-{R.randrange(10**8, 10**9)}"
        ),
    ),
    (
        "Sentry",
        "SENTRY_AUTH_TOKEN",
        lambda: (
            "sntrys_"
            + b64url(
                json.dumps(
                    {
                        "iat": 1796256000 + R.randrange(10**6),
                        "url": "https://sentry.io",
                        "org": pick(["kvela", "ohrid", "mekong"]),
                    },
                    separators=(",", ":"),
                ).encode()
            )
            + "_"
            + rs(ALNUM + "/+", 43)
        ),
    ),
    ("Datadog", "DD_API_KEY", lambda: rs(HEX, 32)),
    ("New Relic", "NEW_RELIC_API_KEY", lambda: "NRAK-" + rs(string.ascii_uppercase + string.digits, 27)),
    ("Grafana Cloud", "GRAFANA_SA_TOKEN", lambda: "glsa_" + rs(ALNUM, 32) + "_" + rs(HEX, 8)),
    ("Okta", "OKTA_API_TOKEN", lambda: "00" + rs(ALNUM + "-_", 40)),
    ("Mapbox secret", "MAPBOX_SECRET_TOKEN", lambda: "sk.eyJ1Ijoi" + rs(ALNUM, 20) + "." + rs(ALNUM + "-_", 22)),
    ("Contentful", "CONTENTFUL_MANAGEMENT_TOKEN", lambda: "CFPAT-" + rs(ALNUM + "-_", 43)),
    ("Figma", "FIGMA_TOKEN", lambda: "figd_" + rs(ALNUM + "-_", 40)),
    ("Airtable", "AIRTABLE_PAT", lambda: "pat" + rs(ALNUM, 14) + "." + rs(HEX, 64)),
    (
        "ClickUp",
        "CLICKUP_TOKEN",
        lambda: f"pk_{R.randrange(10**7, 10**8)}_{rs(string.ascii_uppercase + string.digits, 32)}",
    ),
    ("Dropbox", "DROPBOX_TOKEN", lambda: "sl.B" + rs(ALNUM + "-_", 135)),
    ("Typeform", "TYPEFORM_TOKEN", lambda: "tfp_" + rs(ALNUM, 44) + "_" + rs(ALNUM, 14)),
    ("HubSpot", "HUBSPOT_TOKEN", lambda: "pat-eu1-" + uuid4()),
    ("Mailchimp", "MAILCHIMP_API_KEY", lambda: rs(HEX, 32) + "-us" + str(R.randrange(1, 22))),
    ("Brevo", "BREVO_API_KEY", lambda: "xkeysib-" + rs(HEX, 64) + "-" + rs(ALNUM, 16)),
    ("Resend", "RESEND_API_KEY", lambda: "re_" + rs(ALNUM, 8) + "_" + rs(ALNUM, 24)),
    ("age", "AGE_SECRET_KEY", lambda: "AGE-SECRET-KEY-1" + rs("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58)),
    ("Tailscale", "TS_AUTHKEY", lambda: "tskey-auth-k" + rs(ALNUM, 16) + "CNTRL-" + rs(ALNUM, 33)),
    ("ngrok", "NGROK_AUTHTOKEN", lambda: rs(ALNUM, 27) + "_" + rs(ALNUM, 21)),
    ("Terraform Cloud", "TFE_TOKEN", lambda: rs(ALNUM, 14) + ".atlasv1." + rs(ALNUM, 67)),
    ("HashiCorp Vault", "VAULT_TOKEN", lambda: "hvs." + rs(ALNUM + "-_", 90)),
    ("Docker Hub", "DOCKERHUB_TOKEN", lambda: "dckr_pat_" + rs(ALNUM + "-_", 27)),
    ("Buildkite", "BUILDKITE_API_TOKEN", lambda: "bkua_" + rs(HEX, 40)),
    ("CircleCI", "CIRCLE_TOKEN", lambda: "CCIPAT_" + rs(ALNUM, 22) + "_" + rs(HEX, 40)),
    ("SonarQube", "SONAR_TOKEN", lambda: "squ_" + rs(HEX, 40)),
    ("Shippo", "SHIPPO_API_KEY", lambda: "shippo_live_" + rs(HEX, 40)),
    ("EasyPost", "EASYPOST_API_KEY", lambda: "EZAK" + rs(HEX, 54)),
    ("Bitbucket", "BITBUCKET_APP_PASSWORD", lambda: "ATBB" + rs(ALNUM, 28) + rs(HEX.upper(), 8)),
    ("Azure DevOps", "AZURE_DEVOPS_PAT", lambda: rs("abcdefghijklmnopqrstuvwxyz234567", 52)),
    ("Pulumi", "PULUMI_ACCESS_TOKEN", lambda: "pul-" + rs(HEX, 40)),
    ("Render", "RENDER_API_KEY", lambda: "rnd_" + rs(ALNUM, 32)),
    ("PlanetScale", "PLANETSCALE_PASSWORD", lambda: "pscale_pw_" + rs(ALNUM + "-_", 43)),
    ("Clerk", "CLERK_SECRET_KEY", lambda: "sk_live_" + rs(ALNUM, 40)),
    ("Stytch", "STYTCH_SECRET", lambda: "secret-live-" + rs(ALNUM + "-_", 36) + "="),
    ("Cloudflare", "CLOUDFLARE_API_TOKEN", lambda: rs(ALNUM + "-_", 40)),
    ("Fly.io", "FLY_API_TOKEN", lambda: "FlyV1 fm2_" + rs(ALNUM + "+/", 120) + "=="),
    ("Azure OpenAI", "AZURE_OPENAI_API_KEY", lambda: rs(HEX, 32)),
    ("Mistral", "MISTRAL_API_KEY", lambda: rs(ALNUM, 32)),
    ("Cohere", "COHERE_API_KEY", lambda: rs(ALNUM, 40)),
    ("Fireworks", "FIREWORKS_API_KEY", lambda: "fw_" + rs(ALNUM, 24)),
    ("ElevenLabs", "ELEVENLABS_API_KEY", lambda: "sk_" + rs(HEX, 48)),
    ("Deepgram", "DEEPGRAM_API_KEY", lambda: rs(HEX, 40)),
    ("Lob", "LOB_API_KEY", lambda: "live_" + rs(HEX, 35)),
    ("Twitch", "TWITCH_OAUTH", lambda: "oauth:" + rs(LOWER_ALNUM, 30)),
    ("Snyk", "SNYK_TOKEN", uuid4),
    ("Postmark", "POSTMARK_SERVER_TOKEN", uuid4),
    ("Vercel", "VERCEL_TOKEN", lambda: rs(ALNUM, 24)),
    (
        "Supabase",
        "SUPABASE_SERVICE_ROLE_KEY",
        lambda: jwt(
            {
                "iss": "supabase",
                "ref": rs(string.ascii_lowercase, 20),
                "role": "service_role",
                "iat": 1796256000,
                "exp": 2111832000,
            }
        ),
    ),
    ("Algolia admin", "ALGOLIA_ADMIN_KEY", lambda: rs(HEX, 32)),
    ("Plaid", "PLAID_SECRET", lambda: rs(HEX, 30)),
    ("Zoom", "ZOOM_CLIENT_SECRET", lambda: rs(ALNUM, 32)),
    ("Spotify", "SPOTIFY_CLIENT_SECRET", lambda: rs(HEX, 32)),
    ("Intercom", "INTERCOM_ACCESS_TOKEN", lambda: "dG9rOj" + rs(ALNUM, 54) + "="),
    ("Asana", "ASANA_PAT", lambda: f"2/{R.randrange(10**15, 10**16)}/{R.randrange(10**15, 10**16)}:{rs(HEX, 32)}"),
]

# Vendors whose credential is an id plus a secret: (name, id label, id generator, secret label, secret generator)
PAIRS: list[tuple[str, str, Callable[[], str], str, Callable[[], str]]] = [
    (
        "AWS",
        "aws_access_key_id",
        lambda: "AKIA" + rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16),
        "aws_secret_access_key",
        lambda: rs(ALNUM + "/+", 40),
    ),
    (
        "AWS STS",
        "AccessKeyId",
        lambda: "ASIA" + rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16),
        "SecretAccessKey",
        lambda: rs(ALNUM + "/+", 40),
    ),
    ("Alibaba Cloud", "AccessKeyId", lambda: "LTAI5t" + rs(ALNUM, 18), "AccessKeySecret", lambda: rs(ALNUM, 30)),
    ("Tencent Cloud", "SecretId", lambda: "AKID" + rs(ALNUM, 32), "SecretKey", lambda: rs(ALNUM, 32)),
    ("Twilio", "Account SID", lambda: "AC" + rs(HEX, 32), "Auth Token", lambda: rs(HEX, 32)),
    ("PayPal", "client_id", lambda: "A" + rs(ALNUM + "-_", 79), "client_secret", lambda: "E" + rs(ALNUM + "-_", 79)),
    ("Binance", "apiKey", lambda: rs(ALNUM, 64), "secretKey", lambda: rs(ALNUM, 64)),
    (
        "Google OAuth",
        "client_id",
        lambda: f"{R.randrange(10**11, 10**12)}-{rs(LOWER_ALNUM, 32)}.apps.googleusercontent.com",
        "client_secret",
        lambda: "GOCSPX-" + rs(ALNUM + "-_", 28),
    ),
    (
        "Azure AD",
        "AZURE_CLIENT_ID",
        uuid4,
        "AZURE_CLIENT_SECRET",
        lambda: rs(ALNUM, 3) + "8Q~" + rs(ALNUM + "~._-", 34),
    ),
    ("Cloudinary", "api_key", lambda: str(R.randrange(10**14, 10**15)), "api_secret", lambda: rs(ALNUM + "-_", 27)),
    ("MongoDB Atlas", "public key", lambda: rs(string.ascii_lowercase, 8), "private key", uuid4),
    (
        "Wasabi",
        "access key",
        lambda: rs(string.ascii_uppercase + string.digits, 20),
        "secret key",
        lambda: rs(ALNUM, 40),
    ),
    ("Backblaze B2", "keyID", lambda: "005" + rs(HEX, 22), "applicationKey", lambda: "K005" + rs(ALNUM + "/+", 27)),
    ("Coinbase", "API key", lambda: rs(ALNUM, 16), "API secret", lambda: rs(ALNUM, 32)),
    ("Kraken", "API-Key", lambda: rs(ALNUM + "/+", 56), "Private-Key", lambda: rs(ALNUM + "/+", 86) + "=="),
    ("Huawei Cloud", "AK", lambda: rs(string.ascii_uppercase + string.digits, 20), "SK", lambda: rs(ALNUM, 40)),
    ("Yandex Cloud", "key_id", lambda: "YCAJE" + rs(ALNUM + "-_", 20), "secret", lambda: "YCP" + rs(ALNUM + "-_", 37)),
    (
        "Scaleway",
        "SCW_ACCESS_KEY",
        lambda: "SCW" + rs(string.ascii_uppercase + string.digits, 17),
        "SCW_SECRET_KEY",
        uuid4,
    ),
]


# --- secret phrasings --------------------------------------------------------------------------------------------
Phrasing = Callable[[], str]
NAMES = [
    "Nino",
    "Aram",
    "Kasun",
    "Priya",
    "Ravi",
    "Aung",
    "Somchai",
    "Tenzin",
    "Dilnur",
    "Zarghuna",
    "Hawre",
    "Abdi",
    "Thandeka",
    "Chidi",
    "Rivo",
    "Yupanqui",
    "Ane",
    "Xoán",
    "Sigrún",
    "Bára",
    "Aoife",
    "Eilidh",
    "Ilze",
    "Rūta",
    "Kadri",
    "Arbër",
    "Elena",
    "Amra",
    "Aigerim",
    "Bakyt",
    "Farrukh",
    "Dilshod",
    "Leyla",
    "Alsu",
    "Wahyu",
    "Maria",
    "Kalani",
    "Aroha",
    "Sina",
    "Mei",
    "Haruto",
    "Jiwoo",
    "Omar",
    "Ananya",
    "Olga",
    "Lucía",
    "João",
    "Jonas",
    "Chloé",
    "Emre",
    "Linh",
    "Putri",
    "Shirin",
    "Noa",
    "Niran",
    "Rahim",
    "Zofia",
    "Taras",
]
HOSTS = [
    "db-prod-2.internal",
    "10.20.4.17",
    "pg.kvela.ge",
    "mysql01.ohrid-pay.mk",
    "mongo.tamarind.lk",
    "redis-cache-3",
    "ch.nordfjord.is",
    "10.0.12.5",
    "sql.mekong-logistics.vn",
    "db.andes-coop.pe",
    "172.16.8.40",
    "maria.tbilisi-bus.ge",
]


def lang_rows() -> tuple[list[Phrasing], list[Phrasing], list[Phrasing], list[Phrasing], list[Phrasing]]:
    pw: list[Phrasing] = []
    pins: list[Phrasing] = []
    wifi: list[Phrasing] = []
    talk: list[Phrasing] = []
    ordinary: list[Phrasing] = []
    for _name, pw_t, pin_t, wifi_t, talk_t, ord_t in LANGS:
        for t in pw_t:
            pw.append(lambda t=t: t.format(pw=password()))
        pins.append(lambda t=pin_t: t.format(pin=pin()))
        wifi.append(lambda t=wifi_t: t.format(ssid=pick(SSIDS), pw=password()))
        for t in talk_t:
            talk.append(lambda t=t: t)
        ordinary.append(lambda t=ord_t: t.format(n=R.randrange(100, 99999), t=hhmm()))
    return pw, pins, wifi, talk, ordinary


I18N_PW, I18N_PIN, I18N_WIFI, I18N_TALK, I18N_ORD = lang_rows()


def vendor() -> tuple[str, str, str]:
    name, env, gen = pick(VENDORS)
    return name, env, gen()


def _key_i18n() -> list[Phrasing]:
    out: list[Phrasing] = []
    for _lang, t in KEY_I18N:

        def f(t: str = t) -> str:
            name, _env, key = vendor()
            return t.format(vendor=name, key=key)

        out.append(f)
    return out


def _otp_i18n() -> list[Phrasing]:
    svcs = [
        "Google",
        "WhatsApp",
        "Telegram",
        "PayPal",
        "Binance",
        "Kaspi",
        "Payme",
        "TBC Bank",
        "Idram",
        "bKash",
        "Paytm",
        "Gojek",
        "GCash",
        "Yandex",
        "Wise",
        "Revolut",
        "Naver",
        "LINE",
        "WeChat",
        "Alipay",
        "Akbank",
    ]
    out: list[Phrasing] = []
    for _lang, t in OTP_I18N:
        out.append(lambda t=t: t.format(svc=pick(svcs), code=pin(6)))
    return out


PASSWORD_EN: list[Phrasing] = [
    lambda: f"My Netflix password is {password()} btw, the kids keep asking",
    lambda: f"Remember that the router admin login is admin / {password()}",
    lambda: f"Login for the school portal: user {pick(NAMES).lower()}.{R.randrange(10, 99)}, password {password()}",
    lambda: f"{pick(NAMES)} said the shared drive password is {password()} until Friday",
    lambda: f"new pw for the jenkins box -> {password()}",
    lambda: f"For future reference, my Costa account password: {password()}",
    lambda: f"The password we agreed on for the family iCloud is {password()}, don't share it outside the family",
    lambda: f"ok so the laptop unlocks with {password()} (capital letters as written)",
    lambda: (
        f"Can you remember my gym app login? email {pick(NAMES).lower()}@proton.me and the password is {password()}"
    ),
    lambda: f"passwd for root on the NAS got reset to {password()} by the installer",
    lambda: f"Grandma's tablet: the Google account password is {password()}, she writes it wrong every time",
    lambda: f"pw {password()} works for both the staging and QA admin panels",
    lambda: f"I set the encryption passphrase of the backup drive to {password()}",
    lambda: f"The zip from accounting opens with {password()}",
    lambda: f"Voicemail password is {pin(6)} and the portal password is {password()}",
    lambda: f"Note: the PDF payslips are protected with the password {password()}",
    lambda: f"keystore pass {password()}, key alias upload, key pass same as keystore",
    lambda: f"The BIOS supervisor password on the lab machines is {password()}",
]

PIN_EN: list[Phrasing] = [
    lambda: f"PIN for the debit card ending {R.randrange(1000, 9999)} is {pin(4)}",
    lambda: f"The garage door keypad code is {pin()} — changed it last week",
    lambda: f"Alarm disarm code: {pin(4)} (the panel is behind the coat rack)",
    lambda: f"My phone unlock passcode is {pin(6)} if you ever need to get into it",
    lambda: f"Key safe at the cottage opens with {pin(4)}",
    lambda: f"SIM PIN {pin(4)}, PUK {pin(8)}",
    lambda: f"Door code for the office building after 7pm is {pin(5)}#",
    lambda: f"The parental control PIN on the TV is {pin(4)}",
    lambda: f"Bike lock combination is {pin(4)}",
    lambda: f"mum's bank card PIN = {pin(4)}, she asked me to keep it",
]


def _dsn() -> str:
    user = pick(["app", "svc_ledger", "postgres", "root", "reporting", "etl_user", "admin"])
    pw = urllib.parse.quote(password(), safe="")
    host = pick(HOSTS)
    return pick(
        [
            f"postgresql://{user}:{pw}@{host}:5432/ledger",
            f"mysql://{user}:{pw}@{host}:3306/shop",
            f"mongodb+srv://{user}:{pw}@cluster0.{rs(LOWER_ALNUM, 5)}.mongodb.net/prod?retryWrites=true",
            f"redis://default:{pw}@{host}:6379/0",
            f"amqps://{user}:{pw}@{host}:5671/vhost",
            f"clickhouse://{user}:{pw}@{host}:9440/analytics?secure=true",
            f"sqlserver://{host}:1433;database=erp;user={user};password={password()};encrypt=true",
            f"jdbc:oracle:thin:{user}/{password()}@//{host}:1521/ORCLPDB1",
            f"https://{user}:{pw}@nexus.{pick(['kvela.ge', 'ohrid-pay.mk', 'tamarind.lk'])}/repository/pypi/simple",
            f"ftp://{user}:{pw}@{host}/exports/",
            f"smtp://{user}%40mail.example.org:{pw}@smtp.{pick(['zoho.eu', 'mailbox.org', 'gmx.net'])}:587",
            f"nats://{user}:{pw}@{host}:4222",
        ]
    )


DSN_ROWS: list[Phrasing] = [
    lambda: f"DATABASE_URL={_dsn()}",
    lambda: f"connection string for prod (read-write): {_dsn()}",
    lambda: f"spring.datasource.url: {_dsn()}",
    lambda: f"Remember the analytics DB: {_dsn()}",
    lambda: f"psql \"{_dsn()}\" -c 'select 1'",
    lambda: f"La cadena de conexión de producción es {_dsn()}",
    lambda: f"本番DBの接続文字列: {_dsn()}",
    lambda: f"Строка подключения к базе: {_dsn()}",
    lambda: (
        f'"ConnectionStrings": {{"Default": "Server={pick(HOSTS)};Database=erp;User Id=sa;Password={password()};TrustServerCertificate=True"}}'
    ),
    lambda: f"pip config set global.index-url {_dsn()}",
]


def _vendor_code() -> list[Phrasing]:
    def rust() -> str:
        n, e, k = vendor()
        return f'// {n}\npub const {e}: &str = "{k}";'

    def go() -> str:
        _n, e, k = vendor()
        return f'package config\n\n// TODO move to env before release\nconst {e.title().replace("_", "")} = "{k}"'

    def swift() -> str:
        n, e, k = vendor()
        return f'enum Secrets {{\n    static let {e.lower().title().replace("_", "")} = "{k}" // {n}\n}}'

    def kotlin() -> str:
        _n, e, k = vendor()
        return f'object Keys {{\n    const val {e} = "{k}"\n}}'

    def php() -> str:
        _n, e, k = vendor()
        return f"<?php\ndefine('{e}', '{k}');"

    def elixir() -> str:
        n, _e, k = vendor()
        return f'config :my_app, :{n.lower().replace(" ", "_").replace(".", "")},\n  api_key: "{k}"'

    def nix() -> str:
        _n, e, k = vendor()
        return f'environment.variables = {{\n  {e} = "{k}";\n}};'

    def lua() -> str:
        _n, e, k = vendor()
        return f'-- init.lua\nvim.g.{e.lower()} = "{k}"'

    def jupyter() -> str:
        _n, e, k = vendor()
        return json.dumps(
            {
                "cell_type": "code",
                "execution_count": R.randrange(1, 40),
                "metadata": {},
                "outputs": [],
                "source": ["import os\n", f'os.environ["{e}"] = "{k}"\n'],
            }
        )

    def r() -> str:
        _n, e, k = vendor()
        return f'# ~/.Renviron\n{e}="{k}"'

    def dart() -> str:
        _n, e, k = vendor()
        return f"const String {e.lower()} = '{k}';"

    def csharp() -> str:
        n, _e, k = vendor()
        return f'private const string ApiKey = "{k}"; // {n}'

    def groovy() -> str:
        _n, e, k = vendor()
        return f"pipeline {{\n  environment {{\n    {e} = '{k}'\n  }}\n}}"

    def clojure() -> str:
        _n, e, k = vendor()
        return f'(def {e.lower().replace("_", "-")} "{k}")'

    return [rust, go, swift, kotlin, php, elixir, nix, lua, jupyter, r, dart, csharp, groovy, clojure]


def _vendor_shell() -> list[Phrasing]:
    def ps() -> str:
        _n, e, k = vendor()
        return f"PS C:\\> $env:{e} = '{k}'"

    def fish() -> str:
        _n, e, k = vendor()
        return f"set -Ux {e} {k}"

    def setx() -> str:
        _n, e, k = vendor()
        return f'setx {e} "{k}"'

    def heroku() -> str:
        _n, e, k = vendor()
        return f"heroku config:set {e}={k} -a {pick(['kvela-api', 'tamarind-web', 'mekong-jobs'])}"

    def fly() -> str:
        _n, e, k = vendor()
        return f"fly secrets set {e}={k}"

    def gh() -> str:
        _n, e, k = vendor()
        return f'gh secret set {e} --body "{k}"'

    def kubectl() -> str:
        _n, e, k = vendor()
        return f"kubectl create secret generic app-secrets --from-literal={e.lower()}={k} -n prod"

    def docker() -> str:
        _n, e, k = vendor()
        return f"docker run -d -e {e}={k} -p 8080:8080 ghcr.io/kvela/api:1.4"

    def conda() -> str:
        _n, e, k = vendor()
        return f"conda env config vars set {e}={k}"

    def launchctl() -> str:
        _n, e, k = vendor()
        return f"launchctl setenv {e} {k}"

    def curl() -> str:
        n, _e, k = vendor()
        return f'curl -s -H "Authorization: Bearer {k}" https://api.{n.lower().split()[0]}.com/v1/me'

    def wrangler() -> str:
        _n, e, k = vendor()
        return f'echo "{k}" | wrangler secret put {e}'

    return [ps, fish, setx, heroku, fly, gh, kubectl, docker, conda, launchctl, curl, wrangler]


def _vendor_config() -> list[Phrasing]:
    def postman() -> str:
        _n, e, k = vendor()
        return json.dumps(
            {
                "name": "prod",
                "values": [
                    {"key": "baseUrl", "value": "https://api.example.net", "enabled": True},
                    {"key": e.lower(), "value": k, "type": "secret", "enabled": True},
                ],
            }
        )

    def tfvars() -> str:
        _n, e, k = vendor()
        return f'# terraform.tfvars\nregion = "eu-central-1"\n{e.lower()} = "{k}"'

    def ansible() -> str:
        _n, e, k = vendor()
        return f'# host_vars/web01.yml\n{e.lower()}: "{k}"\nnginx_port: 443'

    def azure() -> str:
        _n, e, k = vendor()
        return f"variables:\n  - name: {e}\n    value: '{k}'"

    def reg() -> str:
        _n, e, k = vendor()
        return f'Windows Registry Editor Version 5.00\n\n[HKEY_CURRENT_USER\\Environment]\n"{e}"="{k}"'

    def har() -> str:
        n, _e, k = vendor()
        return json.dumps(
            {
                "request": {
                    "method": "GET",
                    "url": f"https://api.{n.lower().split()[0]}.io/v2/items",
                    "headers": [{"name": "Authorization", "value": f"Bearer {k}"}],
                }
            }
        )

    def robot() -> str:
        _n, e, k = vendor()
        return f"*** Variables ***\n${{{e}}}    {k}"

    def insomnia() -> str:
        _n, e, k = vendor()
        return json.dumps({"_type": "environment", "name": "Base Environment", "data": {e.lower(): k}})

    def toml() -> str:
        n, _e, k = vendor()
        return f'[{n.lower().split()[0]}]\napi_key = "{k}"\ntimeout = 30'

    def props() -> str:
        n, _e, k = vendor()
        return f"# application-prod.properties\n{n.lower().split()[0]}.api.key={k}"

    def hcl() -> str:
        _n, e, k = vendor()
        return f'job "api" {{\n  group "web" {{\n    task "app" {{\n      env {{\n        {e} = "{k}"\n      }}\n    }}\n  }}\n}}'

    def xml() -> str:
        _n, e, k = vendor()
        return f'<appSettings>\n  <add key="{e}" value="{k}" />\n</appSettings>'

    return [postman, tfvars, ansible, azure, reg, har, robot, insomnia, toml, props, hcl, xml]


def _pairs() -> list[Phrasing]:
    def yaml() -> str:
        n, a, ga, b, gb = pick(PAIRS)
        return f"# {n}\n{a}: {ga()}\n{b}: {gb()}"

    def prose() -> str:
        n, a, ga, b, gb = pick(PAIRS)
        return f"{n} creds for the export job — {a} {ga()}, {b} {gb()}"

    def ini() -> str:
        _n, a, ga, b, gb = PAIRS[0]
        return f"[profile billing]\n{a} = {ga()}\n{b} = {gb()}\nregion = eu-west-1"

    def json_pair() -> str:
        n, a, ga, b, gb = pick(PAIRS)
        return json.dumps({"provider": n, a: ga(), b: gb()}, ensure_ascii=False)

    def i18n() -> str:
        n, a, ga, b, gb = pick(PAIRS)
        t = pick(
            [
                "{n}: {a} {x}, {b} {y} — сохрани",
                "{n} の認証情報 {a}={x} / {b}={y}",
                "{n} 密钥：{a} {x}，{b} {y}",
                "Credenciais {n}: {a} {x} e {b} {y}",
                "{n} kimlik bilgileri: {a} {x}, {b} {y}",
                "{n} का {a} {x} और {b} {y} है",
            ]
        )
        return t.format(n=n, a=a, b=b, x=ga(), y=gb())

    def csv_pair() -> str:
        _n, _a, ga, _b, gb = PAIRS[0]
        return f"User name,Access key ID,Secret access key\nci-deployer,{ga()},{gb()}"

    return [yaml, prose, ini, json_pair, i18n, csv_pair]


def _jwt_rows() -> list[Phrasing]:
    return [
        lambda: f"Authorization: Bearer {jwt(jwt_claims())}",
        lambda: f"token for the staging admin (valid 30 days): {jwt(jwt_claims())}",
        lambda: f"localStorage.setItem('access_token', '{jwt(jwt_claims())}')",
        lambda: f"Gardez ce jeton pour l'API interne : {jwt(jwt_claims())}",
        lambda: f"这个是管理后台的token：{jwt(jwt_claims())}",
        lambda: f'{{"access_token":"{jwt(jwt_claims())}","token_type":"Bearer","expires_in":3600}}',
        lambda: f"wscat -c wss://rt.kvela.ge/socket -H 'Sec-WebSocket-Protocol: {jwt(jwt_claims())}'",
        lambda: f"Токен доступа к API: {jwt(jwt_claims())}",
    ]


def _cookie_rows() -> list[Phrasing]:
    return [
        lambda: f"Cookie: sessionid={rs(LOWER_ALNUM, 32)}; csrftoken={rs(ALNUM, 64)}",
        lambda: f"Set-Cookie: _gitlab_session={rs(HEX, 32)}; path=/; HttpOnly; Secure",
        lambda: f"here's my logged-in cookie so you can fetch the report: PHPSESSID={rs(LOWER_ALNUM, 26)}",
        lambda: f"connect.sid=s%3A{rs(ALNUM + '-_', 32)}.{rs(ALNUM + '%', 43)}",
        lambda: f"Laravel session: laravel_session={b64(rbytes(180))}",
        lambda: f"JSESSIONID={rs(HEX.upper(), 32)} for the HR portal, still logged in",
        lambda: f"_shopify_s={rs(HEX, 32)}; _secure_session_id={rs(HEX, 32)}",
        lambda: (
            f"Playwright storageState: {json.dumps({'cookies': [{'name': 'auth_session', 'value': rs(ALNUM, 40), 'domain': '.tamarind.lk', 'path': '/', 'httpOnly': True, 'secure': True}]})}"
        ),
        lambda: (
            f"Cookie de sesión para entrar sin login: ASP.NET_SessionId={rs(string.ascii_lowercase + '012345', 24)}"
        ),
        lambda: f"auth cookie (copy from devtools): __Secure-next-auth.session-token={b64url(rbytes(96))}",
    ]


def _refresh_rows() -> list[Phrasing]:
    return [
        lambda: f"refresh_token=1//0{rs(ALNUM + '-_', 100)}",
        lambda: f'{{"refresh_token": "{rs(ALNUM, 64)}", "client_id": "desktop-app", "scope": "offline_access"}}',
        lambda: f"Saved the Dropbox refresh token for the backup script: {rs(ALNUM + '-_', 64)}",
        lambda: f"grant_type=refresh_token&refresh_token={rs(ALNUM, 80)}&client_id=sync-cli",
        lambda: f"Spotify refresh token (long-lived): AQ{rs(ALNUM + '-_', 128)}",
        lambda: f"Microsoft Graph refresh_token: 0.A{rs(ALNUM + '-_', 200)}",
        lambda: (
            f'rclone.conf\n[gdrive]\ntype = drive\ntoken = {{"access_token":"ya29.{rs(ALNUM + "-_", 120)}","token_type":"Bearer","refresh_token":"1//09{rs(ALNUM + "-_", 90)}","expiry":"2026-12-04T10:11:12Z"}}'
        ),
        lambda: f"Zoho OAuth refresh token: 1000.{rs(HEX, 32)}.{rs(HEX, 32)}",
    ]


def _privkey_rows() -> list[Phrasing]:
    def rsa_plain() -> str:
        return rsa_key()[0]

    def rsa_quoted() -> str:
        k = rsa_key()[0]
        return "Forwarding the deploy key, keep it safe:\n" + "\n".join("> " + line for line in k.splitlines())

    def rsa_truncated() -> str:
        lines = rsa_key()[0].splitlines()
        return "pasted the first part of the prod key, rest follows:\n" + "\n".join(lines[:9])

    def ssh() -> str:
        return openssh_ed25519(pick(NAMES).lower() + "@laptop")[0]

    def ssh_yaml() -> str:
        k = openssh_ed25519("deploy@ci")[0]
        return "deploy_key: |\n" + "\n".join("  " + line for line in k.splitlines())

    def ssh_json() -> str:
        return json.dumps({"host": pick(HOSTS), "user": "deploy", "private_key": openssh_ed25519("deploy")[0]})

    def pkcs8() -> str:
        return "service account key:\n" + pkcs8_ed25519()[0]

    def pkcs8_env() -> str:
        return 'SIGNING_KEY="' + pkcs8_ed25519()[0].replace("\n", "\\n") + '"'

    def pgp() -> str:
        return pgp_ed25519(f"{pick(NAMES)} <{pick(NAMES).lower()}@posteo.de>")[0]

    def pgp_trunc() -> str:
        lines = pgp_ed25519(f"release bot <release@{pick(['kvela.ge', 'tamarind.lk'])}>")[0].splitlines()
        return "gpg --export-secret-keys output (first lines):\n" + "\n".join(lines[:4]) + "\n..."

    def i18n() -> str:
        k = openssh_ed25519("server")[0]
        return (
            pick(
                [
                    "Приватный ключ для сервера:",
                    "Clé privée SSH du serveur :",
                    "サーバーの秘密鍵です：",
                    "Chave privada do servidor:",
                    "服务器私钥：",
                    "Sunucunun özel anahtarı:",
                ]
            )
            + "\n"
            + k
        )

    def markdown() -> str:
        return "```\n" + rsa_key()[0] + "\n```\nthat's the key for the old jump host"

    return [
        rsa_plain,
        rsa_quoted,
        rsa_truncated,
        ssh,
        ssh_yaml,
        ssh_json,
        pkcs8,
        pkcs8_env,
        pgp,
        pgp_trunc,
        i18n,
        markdown,
    ]


def _card_rows() -> list[Phrasing]:
    def full() -> str:
        b, n = card()
        return f"{b} {group4(n)} exp {expiry()} CVV {cvv(b)}"

    def prose() -> str:
        b, n = card()
        return f"Use my {b} for the hotel deposit: {group4(n)}, expires {expiry()}, security code {cvv(b)}"

    def bare() -> str:
        _b, n = card()
        return f"card number {n}"

    def i18n() -> str:
        b, n = card()
        t = pick(
            [
                "Номер карты {n}, срок {e}, CVC {c}",
                "Número de tarjeta {n} vence {e} código {c}",
                "カード番号 {n} 有効期限 {e} セキュリティコード {c}",
                "卡号 {n} 有效期 {e} 安全码 {c}",
                "Kartennummer {n}, gültig bis {e}, Prüfziffer {c}",
                "Numéro de carte {n} exp {e} cryptogramme {c}",
                "Kart numarası {n} SKT {e} CVV {c}",
                "Số thẻ {n} hết hạn {e} mã CVV {c}",
                "رقم البطاقة {n} تاريخ الانتهاء {e} الرمز {c}",
                "카드번호 {n} 유효기간 {e} CVC {c}",
                "Número do cartão {n} validade {e} CVV {c}",
                "Numer karty {n} ważna do {e} CVV {c}",
                "ბარათის ნომერი {n} ვადა {e} CVV {c}",
                "Kortelės numeris {n} galioja iki {e} CVV {c}",
                "कार्ड नंबर {n} समाप्ति {e} सीवीवी {c}",
            ]
        )
        return t.format(n=group4(n), e=expiry(), c=cvv(b))

    def json_card() -> str:
        b, n = card()
        return json.dumps(
            {
                "cardholder": pick(NAMES).upper() + " " + pick(["BERIDZE", "PETROSYAN", "PERERA", "NGUYEN"]),
                "pan": n,
                "exp_month": R.randrange(1, 13),
                "exp_year": R.randrange(2027, 2032),
                "cvc": cvv(b),
            }
        )

    def dashes() -> str:
        b, n = card()
        return f"pls book the flights on the company card {group4(n, '-')} ({expiry()}), cvv {cvv(b)}"

    return [full, prose, bare, i18n, json_card, dashes]


IBAN_COUNTRIES = [
    ("DE", 18),
    ("FR", 23),
    ("ES", 20),
    ("PL", 24),
    ("TR", 22),
    ("GE", 18),
    ("AZ", 24),
    ("LT", 16),
    ("EE", 16),
    ("AL", 24),
    ("MK", 15),
    ("BA", 16),
    ("KZ", 16),
    ("PT", 21),
    ("IE", 18),
    ("FO", 14),
]


def _ib() -> str:
    # The letters-and-digits BBANs of some countries are written here as digits only; check digits stay right.
    c, n = pick(IBAN_COUNTRIES)
    return iban(c, n)


def _bank_rows() -> list[Phrasing]:
    return [
        lambda: f"Online banking: user ID {R.randrange(10**7, 10**8)}, password {password()}, IBAN {spaced(_ib())}",
        lambda: f"Dad's bank app login — customer number {R.randrange(10**6, 10**7)}, PIN {pin(5)}",
        lambda: (
            f"Konto {spaced(_ib())}, Onlinebanking-PIN {pin(5)}, Anmeldename {pick(NAMES).lower()}{R.randrange(10, 99)}"
        ),
        lambda: f"Banca online: usuario {pick(NAMES).lower()}{R.randrange(100, 999)} y clave de acceso {password()}",
        lambda: f"TAN list card #3: {', '.join(pin(6) for _ in range(5))}",
        lambda: f"Mobile banking MPIN is {pin(4)} and the transaction password is {password()}",
        lambda: (
            f"Hesap: {spaced(iban('TR', 22))}\nİnternet şubesi şifresi: {pin(6)}\nMüşteri no: {R.randrange(10**7, 10**8)}"
        ),
        lambda: f"Интернет-банк: логин {pick(NAMES).lower()}_{R.randrange(100, 999)}, пароль {password()}",
        lambda: f"telebanking passcode {pin(6)} for account {_ib()}",
        lambda: f"Netbanking: Customer ID {R.randrange(10**7, 10**9)}, IPIN {password()}",
    ]


def _totp_rows() -> list[Phrasing]:
    def secret() -> str:
        return rs(B32, pick([16, 32, 32, 52]))

    return [
        lambda: f"otpauth://totp/GitHub:{pick(NAMES).lower()}?secret={secret()}&issuer=GitHub",
        lambda: f"2FA setup key for the AWS root account: {' '.join(rs(B32, 4) for _ in range(8))}",
        lambda: (
            f"otpauth://totp/{pick(['Binance', 'Kraken', 'Bitwarden', 'Proton'])}%3A{pick(NAMES).lower()}%40mail.com?secret={secret()}&issuer={pick(['Binance', 'Kraken', 'Bitwarden', 'Proton'])}&algorithm=SHA1&digits=6&period=30"
        ),
        lambda: f"Can't scan the QR? Enter this key manually: {secret()}",
        lambda: f"TOTP seed for the shared ops account (so you can generate codes): {secret()}",
        lambda: f"oathtool --totp -b {secret()}",
        lambda: (
            f"Aegis export entry: {json.dumps({'type': 'totp', 'name': pick(NAMES).lower(), 'issuer': 'Gitea', 'info': {'secret': secret(), 'algo': 'SHA1', 'digits': 6, 'period': 30}})}"
        ),
        lambda: f"Clave de configuración de la verificación en dos pasos: {secret()}",
        lambda: f"二段階認証のシークレットキー：{secret()}",
        lambda: f"Ключ для Google Authenticator: {secret()}",
    ]


def _recovery_rows() -> list[Phrasing]:
    def codes(n: int, f: Callable[[], str]) -> str:
        return "\n".join(f() for _ in range(n))

    return [
        lambda: "GitHub recovery codes:\n" + codes(8, lambda: rs(HEX, 5) + "-" + rs(HEX, 5)),
        lambda: "Google backup codes\n" + codes(6, lambda: pin(4) + " " + pin(4)),
        lambda: f"Bitwarden recovery code: {'-'.join(rs(B32, 4) for _ in range(8))}",
        lambda: f"Apple recovery key: {'-'.join(rs(string.ascii_uppercase + string.digits, 4) for _ in range(7))}",
        lambda: (
            f"1Password Emergency Kit — Secret Key: A3-{rs('ABCDEFGHJKLMNPQRSTVWXYZ23456789', 6)}-{rs('ABCDEFGHJKLMNPQRSTVWXYZ23456789', 6)}-{rs('ABCDEFGHJKLMNPQRSTVWXYZ23456789', 5)}-{rs('ABCDEFGHJKLMNPQRSTVWXYZ23456789', 5)}-{rs('ABCDEFGHJKLMNPQRSTVWXYZ23456789', 5)}-{rs('ABCDEFGHJKLMNPQRSTVWXYZ23456789', 5)}"
        ),
        lambda: f"BitLocker recovery key: {'-'.join(pin(6) for _ in range(8))}",
        lambda: (
            f"Proton recovery phrase saved? no — here: {' '.join(pick(WORDS) for _ in range(12))} (this is the Proton account recovery phrase)"
        ),
        lambda: f"Discord backup codes: {', '.join(rs(LOWER_ALNUM, 8) for _ in range(5))}",
        lambda: (
            f"Códigos de respaldo de Microsoft: {' '.join(rs(string.ascii_uppercase + string.digits, 5) + '-' + rs(string.ascii_uppercase + string.digits, 5) for _ in range(3))}"
        ),
        lambda: f"Резервные коды Яндекса: {' '.join(pin(8) for _ in range(5))}",
        lambda: f"Veracrypt rescue password for the travel laptop: {password()}",
    ]


def _seed_rows() -> list[Phrasing]:
    return [
        lambda: f"MetaMask secret recovery phrase: {bip39(12)}",
        lambda: f"seed words (Ledger, 24): {bip39(24)}",
        lambda: "Trezor backup:\n" + "\n".join(f"{i + 1}. {w}" for i, w in enumerate(bip39(12).split())),
        lambda: f"Remember my wallet phrase please, I always lose the paper: {bip39(12)}",
        lambda: f"Phantom wallet seed — {bip39(12)}",
        lambda: f"Frase semilla de la billetera: {bip39(24)}",
        lambda: f"钱包助记词：{bip39(12)}",
        lambda: f"Сид-фраза от кошелька: {bip39(12)}",
        lambda: f"Electrum seed {bip39(18)} passphrase {password()}",
        lambda: f"ウォレットの復元フレーズ: {bip39(15)}",
        lambda: f"Cüzdan kurtarma kelimeleri: {bip39(12)}",
        lambda: f"cold storage words {' '.join(w.upper() for w in bip39(21).split())}",
    ]


def _vpn_rows() -> list[Phrasing]:
    return [
        lambda: (
            f"[Interface]\nPrivateKey = {b64(bytes([R.getrandbits(8) & 248]) + rbytes(30) + bytes([(R.getrandbits(8) & 127) | 64]))}\nAddress = 10.8.0.{R.randrange(2, 250)}/24\nDNS = 1.1.1.1"
        ),
        lambda: (
            f"VPN: server vpn.{pick(['kvela.ge', 'ohrid-pay.mk', 'tamarind.lk'])}, user {pick(NAMES).lower()}, password {password()}, group PSK {rs(ALNUM, 20)}"
        ),
        lambda: f'ipsec.secrets\n: PSK "{rs(ALNUM + "!#%", 24)}"',
        lambda: f"<auth-user-pass>\n{pick(NAMES).lower()}\n{password()}\n</auth-user-pass>",
        lambda: f"ssh {pick(NAMES).lower()}@{pick(HOSTS)}  # password: {password()}",
        lambda: f"sshpass -p '{password()}' ssh -o StrictHostKeyChecking=no root@{pick(HOSTS)}",
        lambda: f"GlobalProtect login {pick(NAMES).lower()} / {password()} then the 2FA push",
        lambda: f"Your VPN verification code is {pin(6)}. It expires in 5 minutes.",
        lambda: f"Duo passcode for the VPN: {pin(7)}",
        lambda: f"username admin privilege 15 secret 0 {password()}",
        lambda: f"/user add name=ops group=full password={password()}",
        lambda: f"[office-trunk]\ntype=peer\nhost=dynamic\nsecret={rs(ALNUM, 16)}",
        lambda: f"client office-ap {{\n  ipaddr = 10.1.0.0/24\n  secret = {rs(ALNUM, 20)}\n}}",
    ]


NATO = {
    "a": "alfa",
    "b": "bravo",
    "c": "charlie",
    "d": "delta",
    "e": "echo",
    "f": "foxtrot",
    "g": "golf",
    "h": "hotel",
    "i": "india",
    "j": "juliett",
    "k": "kilo",
    "l": "lima",
    "m": "mike",
    "n": "november",
    "o": "oscar",
    "p": "papa",
    "q": "quebec",
    "r": "romeo",
    "s": "sierra",
    "t": "tango",
    "u": "uniform",
    "v": "victor",
    "w": "whiskey",
    "x": "x-ray",
    "y": "yankee",
    "z": "zulu",
}
DIGIT_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


def simple_pw() -> str:
    return pick(PW_WORDS).lower() + str(R.randrange(10, 1000)) + pick(PW_WORDS).lower()[:4]


def _split_rows() -> list[Phrasing]:
    def two_msgs() -> str:
        p = password()
        k = R.randrange(3, len(p) - 2)
        return f"[{hhmm()}] {pick(NAMES)}: wifi pass first half {p[:k]}\n[{hhmm()}] {pick(NAMES)}: second half {p[k:]} (just stick them together)"

    def lines() -> str:
        return f"user: ops\npass:\n{password()}\n(the password is on the line above)"

    def halves_i18n() -> str:
        p = password()
        k = len(p) // 2
        return pick(
            [
                "Пароль в двух частях: «{a}» и «{b}», склей их.",
                "La contraseña va en dos partes: {a} + {b}",
                "パスワードは前半 {a}、後半 {b} です",
                "密码分两段：{a} 和 {b}，连起来就是",
                "Das Passwort ist {a} gefolgt von {b}",
            ]
        ).format(a=p[:k], b=p[k:])

    def key_split() -> str:
        n, _e, k = vendor()
        c = len(k) // 3
        return f"{n} key in three parts because Slack mangles it:\n1) {k[:c]}\n2) {k[c : 2 * c]}\n3) {k[2 * c :]}"

    def concat_code() -> str:
        n, _e, k = vendor()
        c = len(k) // 2
        return f'const k = "{k[:c]}" + "{k[c:]}";  // {n}, split so the scanner doesn\'t flag it'

    def user_then_pw() -> str:
        return f"Message 1: the login for the wholesaler site is {pick(NAMES).lower()}@mail.com\nMessage 2: and the password {password()}"

    return [two_msgs, lines, halves_i18n, key_split, concat_code, user_then_pw]


def _spelled_rows() -> list[Phrasing]:
    def nato() -> str:
        p = simple_pw()
        return "password spelled out: " + " ".join(
            NATO.get(ch, DIGIT_WORDS[int(ch)] if ch.isdigit() else ch) for ch in p
        )

    def digits() -> str:
        return "the card PIN, in words: " + " ".join(DIGIT_WORDS[int(d)] for d in pin(4))

    def dashed() -> str:
        return "pw is " + "-".join(simple_pw())

    def spaced_pw() -> str:
        return "Password:  " + "  ".join(password())

    def dotted() -> str:
        return "wifi key " + ".".join(simple_pw()).upper()

    def es() -> str:
        n = pin(4)
        w = ["cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"]
        return "El PIN de la tarjeta es " + ", ".join(w[int(d)] for d in n)

    def ru() -> str:
        w = ["ноль", "один", "два", "три", "четыре", "пять", "шесть", "семь", "восемь", "девять"]
        return "Код от домофона: " + " ".join(w[int(d)] for d in pin(4))

    def tab() -> str:
        return "pass\t=\t" + "\t".join(password()[:6]) + password()[6:]

    return [nato, digits, dashed, spaced_pw, dotted, es, ru, tab]


def _encoded_rows() -> list[Phrasing]:
    def basic() -> str:
        u = pick(NAMES).lower()
        return f"Authorization: Basic {b64(f'{u}:{password()}'.encode())}"

    def b64_note() -> str:
        return f"pw (base64 so it isn't plain text): {b64(password().encode())}"

    def b64_i18n() -> str:
        return pick(
            [
                "Пароль в base64: {x}",
                "Contraseña en base64: {x}",
                "base64にしたパスワード: {x}",
                "Passwort als Base64: {x}",
                "base64 编码的密码：{x}",
            ]
        ).format(x=b64(password().encode()))

    def hexed() -> str:
        return f"db password hex-encoded: {password().encode().hex()}"

    def hex_key() -> str:
        n, _e, k = vendor()
        return f"{n} key as hex bytes: {k.encode().hex()}"

    def urlenc() -> str:
        p = password()
        return f"POST /login\nusername={pick(NAMES).lower()}&password={urllib.parse.quote(p, safe='')}&remember=1"

    def urlenc_all() -> str:
        p = password()
        return "password=" + "".join(f"%{b:02X}" for b in p.encode())

    def rot() -> str:
        return f"rot13'd the admin password so it's not readable at a glance: {rot13(password())}"

    def reversed_pw() -> str:
        return f"the Wi-Fi key written backwards (read right to left): {password()[::-1]}"

    def reversed_key() -> str:
        n, _e, k = vendor()
        return f"{n} token reversed: {k[::-1]}"

    def b64_json() -> str:
        payload = json.dumps({"user": pick(NAMES).lower(), "password": password()})
        return f"creds blob (base64 JSON): {b64(payload.encode())}"

    def docker_auth() -> str:
        u = pick(NAMES).lower()
        return json.dumps({"auths": {"registry.kvela.ge": {"auth": b64(f"{u}:{password()}".encode())}}})

    return [
        basic,
        b64_note,
        b64_i18n,
        hexed,
        hex_key,
        urlenc,
        urlenc_all,
        rot,
        reversed_pw,
        reversed_key,
        b64_json,
        docker_auth,
    ]


def _unicode_rows() -> list[Phrasing]:
    def homo() -> str:
        return f"password: {homoglyph(simple_pw())}"

    def homo_key() -> str:
        _n, e, k = vendor()
        return f"{e}={homoglyph(k)}"

    def zw() -> str:
        return f"the mail password is {zero_width(password())}"

    def zw_key() -> str:
        n, _e, k = vendor()
        return f"{n} API key: {zero_width(k)}"

    def fw() -> str:
        return f"パスワード：{fullwidth(password())}"

    def fw_en() -> str:
        return f"Login {fullwidth(pick(NAMES).lower())} password {fullwidth(password())}"

    def fw_key() -> str:
        n, _e, k = vendor()
        return f"{n}のキー　{fullwidth(k)}"

    def nbsp() -> str:
        return "password:\u00a0" + "\u2009".join(password())

    return [homo, homo_key, zw, zw_key, fw, fw_en, fw_key, nbsp]


def _agent_rows() -> list[Phrasing]:
    return [
        lambda: f"Remember this for next time: my Amazon password is {password()}",
        lambda: (
            f"Please save my login so you can order for me — account {pick(NAMES).lower()}@gmail.com, pw {password()}"
        ),
        lambda: json.dumps(
            {
                "tool": "memory.write",
                "args": {"key": "bank_login", "value": f"user {R.randrange(10**6, 10**7)} / pin {pin(5)}"},
            }
        ),
        lambda: f"From now on use the key {vendor()[2]} when you call the API",
        lambda: f"Add to my notes: parking garage code {pin(4)}, spare key code {pin(4)}",
        lambda: f"store: wifi at grandma's = {password()}",
        lambda: f"Keep in memory: the shared mailbox password changed to {password()}",
        lambda: f"Запомни, пожалуйста: пароль от роутера {password()}",
        lambda: f"Recuerda mi clave del banco para la próxima vez: {password()}",
        lambda: f"Merke dir bitte: die PIN für das Tablet ist {pin(4)}",
        lambda: f"これ覚えといて：Amazonのパスワードは{password()}",
        lambda: f"记住：快递柜取件码 {pin(6)}，家门密码 {pin(6)}",
        lambda: f"Lembra disso: a senha do app do banco é {pin(6)}",
        lambda: f"Bunu hatırla: e-Devlet şifrem {password()}",
        lambda: f"यह याद रखो: मेरा UPI पिन {pin(6)} है",
        lambda: f"Yadda saxla: qapının kodu {pin(4)}",
    ]


def _chat_export_rows() -> list[Phrasing]:
    def whatsapp() -> str:
        return (
            f"[0{R.randrange(1, 10)}/12/2026, {hhmm()}:{R.randrange(10, 60)}] {pick(NAMES)}: ok\n"
            f"[0{R.randrange(1, 10)}/12/2026, {hhmm()}:{R.randrange(10, 60)}] {pick(NAMES)}: netflix password {password()}"
        )

    def line() -> str:
        return f"2026.12.0{R.randrange(1, 10)} 星期三\n{hhmm()}\t{pick(NAMES)}\t家裡wifi密碼是 {password()}"

    def kakao() -> str:
        return f"[{pick(NAMES)}] [오후 {R.randrange(1, 12)}:{R.randrange(10, 60)}] 공동현관 비밀번호 {pin(4)}* 이야"

    def wechat() -> str:
        return f"{pick(NAMES)} 2026-12-0{R.randrange(1, 10)} {hhmm()}\n服务器root密码 {password()}"

    def teams() -> str:
        return f"[{hhmm()}] {pick(NAMES)}\nthe test tenant admin is admin@kvelatest.onmicrosoft.com / {password()}"

    def discord() -> str:
        return f"{pick(NAMES)} — Today at {hhmm()}\nserver password is ||{password()}|| dont leak it"

    def irc() -> str:
        n = pick(NAMES).lower()
        return f"[{hhmm()}] <{n}> /msg NickServ IDENTIFY {password()}\n[{hhmm()}] <{n}> oops wrong window"

    def viber() -> str:
        return f"{pick(NAMES)}, {hhmm()}: Код от калитки {pin(4)}, заходи"

    def signal_voice() -> str:
        return f'Voice message transcript ({R.randrange(3, 30)}s): "hey it\'s me, the alarm code is {" ".join(pin(4))}, see you tonight"'

    def slack_json() -> str:
        return json.dumps(
            {
                "type": "message",
                "user": "U0" + rs(string.ascii_uppercase + string.digits, 8),
                "text": f"prod grafana admin pw: `{password()}`",
                "ts": f"{R.randrange(1796256000, 1797000000)}.{R.randrange(100000, 999999)}",
            }
        )

    return [whatsapp, line, kakao, wechat, teams, discord, irc, viber, signal_voice, slack_json]


def _pm_export_rows() -> list[Phrasing]:
    def site() -> str:
        return pick(
            [
                "https://accounts.kvela.ge",
                "https://login.tamarind.lk",
                "https://shop.ohrid-pay.mk",
                "https://www.mercadolibre.com.ar",
                "https://id.naver.com",
                "https://www.trendyol.com",
            ]
        )

    def bitwarden() -> str:
        return f"folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp\nWork,,login,Portal,,,0,{site()},{pick(NAMES).lower()},{password()},"

    def chrome() -> str:
        return f"name,url,username,password,note\n{site()[8:]},{site()}/,{pick(NAMES).lower()}@gmail.com,{password()},"

    def keepass() -> str:
        return (
            f"<Entry>\n  <String><Key>Title</Key><Value>NAS</Value></String>\n  <String><Key>UserName</Key><Value>admin</Value></String>\n"
            f'  <String><Key>Password</Key><Value ProtectInMemory="True">{password()}</Value></String>\n</Entry>'
        )

    def lastpass() -> str:
        return f"url,username,password,totp,extra,name,grouping,fav\n{site()},{pick(NAMES).lower()},{password()},,,Bank,Finance,0"

    def onepassword() -> str:
        return f'Title,Website,Username,Password,OTPAuth,Favorite,Archived,Tags,Notes\n"Router","http://192.168.1.1","admin","{password()}",,false,false,,'

    def apple() -> str:
        return f"Title,URL,Username,Password,Notes,OTPAuth\n{site()[8:]} ({pick(NAMES).lower()}),{site()},{pick(NAMES).lower()},{password()},,"

    def enpass() -> str:
        return json.dumps(
            {
                "title": "Office Wi-Fi",
                "fields": [
                    {"label": "SSID", "value": pick(SSIDS)},
                    {"label": "Password", "value": password(), "sensitive": 1},
                ],
            }
        )

    def pass_show() -> str:
        return f"$ pass show email/{pick(NAMES).lower()}\n{password()}\nlogin: {pick(NAMES).lower()}"

    return [bitwarden, chrome, keepass, lastpass, onepassword, apple, enpass, pass_show]


def _test_spec_rows() -> list[Phrasing]:
    def gherkin() -> str:
        return f'Scenario: admin logs in on prod\n  Given I open "https://admin.kvela.ge"\n  When I log in as "admin" with password "{password()}"\n  Then I see the dashboard'

    def robot() -> str:
        return f"*** Test Cases ***\nLogin Works\n    Input Text    id=user    ops\n    Input Password    id=pass    {password()}\n    Click Button    Sign in"

    def cypress() -> str:
        return json.dumps({"email": f"{pick(NAMES).lower()}@tamarind.lk", "password": password(), "env": "production"})

    def k6() -> str:
        return f"const res = http.post('https://api.kvela.ge/login', {{ user: 'loadtest', pass: '{password()}' }});"

    def jmeter() -> str:
        return "username,password\n" + "\n".join(f"{pick(NAMES).lower()},{password()}" for _ in range(3))

    def postman_script() -> str:
        _n, e, k = vendor()
        return f'pm.environment.set("{e.lower()}", "{k}");'

    def selenium() -> str:
        return f"driver.find_element(By.ID, 'password').send_keys('{password()}')  # real prod account"

    def playwright() -> str:
        return f"await page.fill('#password', '{password()}');"

    return [gherkin, robot, cypress, k6, jmeter, postman_script, selenium, playwright]


def _diagram_rows() -> list[Phrasing]:
    def mermaid() -> str:
        return f"graph LR\n  app -->|user=etl pass={password()}| db[(Postgres)]"

    def plantuml() -> str:
        return f'@startuml\nApp -> Vault : login(admin, "{password()}")\nnote right: temp creds until Friday\n@enduml'

    def dot() -> str:
        return f'digraph g {{\n  api -> redis [label="AUTH {password()}"];\n}}'

    def drawio() -> str:
        return f'<mxCell id="7" value="SFTP&lt;br&gt;user: upload&lt;br&gt;pw: {password()}" style="rounded=1;" vertex="1" parent="1"/>'

    def excalidraw() -> str:
        return json.dumps(
            {
                "type": "text",
                "x": R.randrange(100, 900),
                "y": R.randrange(100, 600),
                "text": f"router admin / {password()}",
            }
        )

    def d2() -> str:
        return f'ci -> registry: "docker login -p {password()}"'

    return [mermaid, plantuml, dot, drawio, excalidraw, d2]


def _sheet_rows() -> list[Phrasing]:
    def csv_row() -> str:
        return f"service,owner,login,password\nCRM,{pick(NAMES)},crm-admin,{password()}"

    def excel() -> str:
        return f'=HYPERLINK("https://erp.kvela.ge";"ERP")\tadmin\t{password()}'

    def md_table() -> str:
        return f"| System | User | Password |\n|---|---|---|\n| Kiosk | kiosk | {password()} |\n| Printer | admin | {pin(6)} |"

    def tsv() -> str:
        return f"Wi-Fi\t{pick(SSIDS)}\t{password()}\nGuest\tGuest-Net\t{password()}"

    def sheets_formula() -> str:
        n, _e, k = vendor()
        return f'=IMPORTDATA("https://api.{n.lower().split()[0]}.com/export.csv?api_key={k}")'

    def ods_note() -> str:
        return f'Sheet1!B7 = "{password()}"  (comment: VPN password for {pick(NAMES)})'

    return [csv_row, excel, md_table, tsv, sheets_formula, ods_note]


def _sms_backup_rows() -> list[Phrasing]:
    def xmlsms() -> str:
        return f'<sms protocol="0" address="{pick(["Google", "PayPal", "Revolut", "Binance"])}" date="{R.randrange(1796256000000, 1797000000000)}" type="1" body="{pin(3)}-{pin(3)} is your verification code. Don\'t share it." read="1" />'

    def notif() -> str:
        return f'{ts()} com.google.android.apps.messaging: "Your Wise login code is {pin(6)}. Never share this code."'

    def tasker() -> str:
        return f'Tasker %SMSRB = "Bank: use OTP {pin(6)} to confirm transfer of EUR {R.randrange(50, 900)}"'

    def forwarded() -> str:
        return f"Fwd from +{R.randrange(10**10, 10**11)}: Your Uber code: {pin(4)}. Reply STOP to unsubscribe."

    def email_code() -> str:
        return f"Subject: Your Steam Guard code\n\nHere is the Steam Guard code you need to login to account {pick(NAMES).lower()}{R.randrange(10, 99)}:\n\n{rs(string.ascii_uppercase + string.digits, 5)}"

    def magic() -> str:
        return f"magic sign-in link (valid 15 min): https://app.kvela.ge/auth/callback?token={rs(ALNUM, 48)}&email={pick(NAMES).lower()}%40gmail.com"

    return [xmlsms, notif, tasker, forwarded, email_code, magic]


def _webhook_rows() -> list[Phrasing]:
    def slack() -> str:
        return f"https://hooks.slack.com/services/T{rs(string.ascii_uppercase + string.digits, 10)}/B{rs(string.ascii_uppercase + string.digits, 10)}/{rs(ALNUM, 24)}"

    def discord() -> str:
        return f"https://discord.com/api/webhooks/{R.randrange(10**17, 10**18)}/{rs(ALNUM + '-_', 68)}"

    def teams() -> str:
        return f"https://kvela.webhook.office.com/webhookb2/{uuid4()}@{uuid4()}/IncomingWebhook/{rs(HEX, 32)}/{uuid4()}/V2{rs(ALNUM + '-_', 40)}"

    def gchat() -> str:
        return f"https://chat.googleapis.com/v1/spaces/AAAA{rs(ALNUM, 7)}/messages?key=AIza{rs(ALNUM + '-_', 35)}&token={rs(ALNUM + '-_', 43)}%3D"

    def feishu() -> str:
        return f"https://open.feishu.cn/open-apis/bot/v2/hook/{uuid4()}"

    def dingtalk() -> str:
        return f"https://oapi.dingtalk.com/robot/send?access_token={rs(HEX, 64)}"

    def wecom() -> str:
        return f"https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key={uuid4()}"

    def zapier() -> str:
        return f"https://hooks.zapier.com/hooks/catch/{R.randrange(10**6, 10**8)}/{rs(LOWER_ALNUM, 7)}/"

    def telegram() -> str:
        return f"https://api.telegram.org/bot{R.randrange(10**9, 8 * 10**9)}:AA{rs(ALNUM + '-_', 33)}/sendMessage?chat_id=-100{R.randrange(10**9, 10**10)}"

    def owm() -> str:
        return f"https://api.openweathermap.org/data/2.5/weather?q=Tbilisi&appid={rs(HEX, 32)}"

    urls = [slack, discord, teams, gchat, feishu, dingtalk, wecom, zapier, telegram, owm]
    frames = [
        "alerts go to this webhook, keep it private: {u}",
        "curl -X POST -H 'Content-Type: application/json' -d '{{\"text\":\"deploy ok\"}}' {u}",
        "ALERT_WEBHOOK_URL={u}",
        "机器人的 webhook 地址（带密钥，别外传）：{u}",
        "Webhook для уведомлений (секретный, не публиковать): {u}",
        'webhook_url: "{u}"',
        "Save this so the agent can post build results: {u}",
    ]
    return [lambda u=u, f=f: f.format(u=u()) for u in urls for f in frames[:2]] + [
        lambda f=f: f.format(u=pick(urls)()) for f in frames[2:]
    ]


def _public_url_rows() -> list[Phrasing]:
    return [
        lambda: f"https://www.youtube.com/watch?v={rs(ALNUM + '-_', 11)}",
        lambda: f"https://github.com/kvela/api/issues/{R.randrange(10, 4000)}",
        lambda: f"https://www.openstreetmap.org/#map=17/41.{R.randrange(6000, 7999)}/44.{R.randrange(7000, 8999)}",
        lambda: (
            "Slack's docs show the webhook format https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX (placeholder values)."
        ),
        lambda: f"Track the parcel here: https://www.dhl.com/en/express/tracking.html?AWB={rs(string.digits, 10)}",
        lambda: "Status page: https://status.kvela.ge — subscribe via RSS at https://status.kvela.ge/history.rss",
        lambda: f"https://en.wikipedia.org/w/index.php?title=Tbilisi&oldid={R.randrange(10**9, 1300000000)}",
        lambda: f"https://arxiv.org/abs/2{R.randrange(4, 7)}{R.randrange(1, 13):02d}.{R.randrange(10000, 25000):05d}",
        lambda: (
            "Webhook URL is configured in the repo settings under Secrets; the bot reads it from ALERT_WEBHOOK_URL."
        ),
        lambda: f"https://pypi.org/project/{pick(['httpx', 'rich', 'polars', 'pydantic'])}/#history",
        lambda: (
            f"Ссылка на карту: https://yandex.ru/maps/?ll=76.{R.randrange(8000, 9999)}%2C43.{R.randrange(2000, 2999)}&z=16"
        ),
        lambda: f"商品链接：https://item.jd.com/{R.randrange(10**10, 10**11)}.html",
    ]


# --- benign phrasings --------------------------------------------------------------------------------------------
def sha(n: int = 32) -> str:
    return rbytes(n).hex()


def isbn13() -> str:
    body = "978" + rs(string.digits, 9)
    s = sum(int(d) * (1 if i % 2 == 0 else 3) for i, d in enumerate(body))
    return body + str((10 - s % 10) % 10)


def _ids_rows() -> list[Phrasing]:
    return [
        lambda: f"sha256sum ubuntu-24.04.1-live-server-amd64.iso\n{sha()}  ubuntu-24.04.1-live-server-amd64.iso",
        lambda: f"Fixed in commit {sha(20)} (merged to main)",
        lambda: f"request_id={uuid4()} status=200 latency_ms={R.randrange(3, 900)}",
        lambda: f"image: ghcr.io/kvela/api@sha256:{sha()}",
        lambda: f"MD5 of the uploaded invoice PDF: {sha(16)}",
        lambda: f'ETag: "{sha(16)}"',
        lambda: f"traceparent: 00-{sha(16)}-{sha(8)}-01",
        lambda: f'"integrity": "sha512-{b64(rbytes(64))}"',
        lambda: f"golang.org/x/text v0.21.0 h1:{b64(rbytes(32))}",
        lambda: f'<script src="/app.js" integrity="sha384-{b64(rbytes(48))}" crossorigin="anonymous"></script>',
        lambda: f"git log --oneline\n{sha(20)[:7]} fix flaky test\n{sha(20)[:7]} bump deps",
        lambda: f"Bu hata {uuid4()} kimlikli istekte görüldü.",
        lambda: f"コミット {sha(20)} でリリースしました。",
        lambda: f"Идентификатор заказа в системе: {uuid4()}",
        lambda: f"Checksum (SHA-1) des Installers: {sha(20)}",
        lambda: f"blake3: {sha()}  dataset-2026-12.parquet",
        lambda: f"Container {sha()[:12]} exited with code 0",
        lambda: f"IPFS: bafybei{rs('abcdefghijklmnopqrstuvwxyz234567', 52)}",
        lambda: f"correlation id {sha(12)} — see Kibana",
        lambda: f"El hash del bloque es 0000000000000000000{sha()[:45]}",
    ]


DOCUMENTED = [
    "AWS docs use the example key pair AKIAIOSFODNN7EXAMPLE / wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY; it is not a real credential.",
    "The jwt.io sample token eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c is the documentation example (John Doe).",
    "BIP39 test vector: 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about' — the standard test mnemonic, never use it for funds.",
    'RFC 6238 test seed: ASCII "12345678901234567890", base32 GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ (from the RFC\'s appendix).',
    "The AWS CLI docs show `aws configure` with AKIAIOSFODNN7EXAMPLE as the placeholder access key id.",
    "In the Kubernetes docs the sample Secret encodes 'admin' as YWRtaW4= and '1f2d1e2e67df' as MWYyZDFlMmU2N2Rm (from the tutorial).",
    "RFC 4231 test case 1 uses the HMAC key 0x0b repeated 20 times and the data 'Hi There'.",
    "Documentation placeholder from the Azure docs: DefaultEndpointsProtocol=https;AccountName=<storage-account-name>;AccountKey=<storage-account-key>",
    "The Twilio docs show ACXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX as the Account SID placeholder.",
    'Example from the Docker docs: `echo "$PASSWORD" | docker login --username foo --password-stdin`',
    "The OAuth 2.0 RFC 6749 example access token is 2YotnFZFEjr1zCsicMWpAA and the refresh token tGzv3JOkF0XG5Qx2TlKWIA (section 4.1.4).",
]

PLACEHOLDERS: list[Phrasing] = [
    lambda: f"{pick(VENDORS)[1]}=<your-key-here>",
    lambda: "export DATABASE_URL=postgresql://app:${DB_PASSWORD}@db:5432/app",
    lambda: "token: ${{ secrets.GITHUB_TOKEN }}",
    lambda: 'password: "{{ vault_mysql_root_password }}"',
    lambda: f"{pick(VENDORS)[1]}=sk-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
    lambda: "Replace YOUR_PASSWORD_HERE with the password from the vault before running.",
    lambda: 'curl -H "Authorization: Bearer $TOKEN" https://api.kvela.ge/v1/me',
    lambda: 'api_key = os.environ["WEATHER_API_KEY"]',
    lambda: "ADMIN_PASSWORD=  # required: the installer refuses to start until you set one",
    lambda: "Введите свой пароль вместо <ПАРОЛЬ> в файле config.ini",
    lambda: "Sustituye <tu-clave-api> por la clave que te dio el administrador.",
    lambda: "パスワード欄には ******** と表示されます（実際の値は管理画面で設定）。",
    lambda: "DB_PASSWORD=  # leave empty locally, CI injects it",
    lambda: (
        "key: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n  (encrypted blob kept in the repo, decrypted only at deploy time)"
    ),
    lambda: "spring.datasource.password=${SPRING_DATASOURCE_PASSWORD}",
    lambda: "const apiKey = process.env.MAPS_KEY ?? throwMissing('MAPS_KEY');",
    lambda: "Passwort: [wird separat per SMS mitgeteilt]",
    lambda: "senha: <definida no primeiro acesso>",
    lambda: "mot de passe : voir le coffre Bitwarden, entrée « Box internet »",
    lambda: "密码：见密码管理器中的“公司VPN”条目",
    lambda: "Stripe key: sk_live_…a9f2 (masked; full key only in the dashboard)",
    lambda: "Card on file: •••• •••• •••• 4821, exp 08/28",
    lambda: "password: ************ (hidden)",
    lambda: "AWS_SECRET_ACCESS_KEY=[REDACTED]",
    lambda: "Token: ghp_****************************3kQz (GitHub shows only the last four)",
]


def _pubkey_rows() -> list[Phrasing]:
    return [
        lambda: f"Please add my public key to the server:\n{openssh_ed25519(pick(NAMES).lower() + '@mbp')[1]}",
        lambda: f"~/.ssh/authorized_keys\n{openssh_ed25519('deploy@ci')[1]}",
        lambda: (
            f"Host key fingerprint is {ssh_fingerprint(openssh_ed25519('root@srv')[1])} (ED25519) — verify before accepting."
        ),
        lambda: (
            f"My PGP public key, feel free to share:\n{pgp_ed25519(pick(NAMES) + ' <' + pick(NAMES).lower() + '@posteo.de>')[1]}"
        ),
        lambda: f"JWT verification key (public):\n{pkcs8_ed25519()[1]}",
        lambda: f"Public RSA key for the webhook signature check:\n{rsa_key()[1]}",
        lambda: f"age public recipient: age1{rs('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}",
        lambda: f"[Peer]\nPublicKey = {b64(rbytes(32))}\nAllowedIPs = 10.8.0.0/24\nEndpoint = vpn.kvela.ge:51820",
        lambda: f"Публичный ключ для доступа к репозиторию:\n{openssh_ed25519('ci')[1]}",
        lambda: f"公開鍵を登録してください：{openssh_ed25519('tanaka@work')[1]}",
        lambda: f"GPG fingerprint: {' '.join(rs(HEX.upper(), 4) for _ in range(10))}",
        lambda: f'default._domainkey IN TXT "v=DKIM1; k=ed25519; p={b64(rbytes(32))}"',
    ]


PASSWORD_TALK_EN: list[str] = [
    "I changed my Gmail password this morning after the phishing scare.",
    "The Wi-Fi password is on the fridge magnet — ask Nino if you can't find it.",
    "Our policy: passwords need 14 characters, no reuse of the last 5, MFA mandatory.",
    "The prod DB password is in 1Password under 'Prod Postgres'; don't paste it in Slack.",
    "Reset link expired again, I'll request a new one tomorrow.",
    "Remind me to rotate the Stripe key on Friday.",
    "The API key for the weather service lives in the vault at secret/data/weather.",
    "We moved all shared passwords to Bitwarden, the spreadsheet is deleted.",
    "Don't store any card numbers in the CRM notes field, compliance flagged it.",
    "I forgot my PIN, the bank is sending a new one by post.",
    "Password hints are disabled on the domain controller.",
    "My password manager is KeePassXC with the database synced via Syncthing.",
    "The door code changed, Aram will text it to you directly.",
    "Use a passkey instead of a password for the new admin portal.",
    "Tokens expire after 30 days; the CI refreshes them automatically.",
    "If someone asks for your 2FA code on the phone, hang up — we never ask for it.",
    "The backup codes are printed and locked in the office safe.",
    "Recovery phrase is written on steel plates in two locations, never digital.",
    "We rotated the AWS keys after the contractor left; the old ones are revoked.",
    "The password field must be masked and never logged, per the security review.",
    "Secret scanning found nothing in the last 90 days of commits.",
    "Argon2id with m=64MiB, t=3, p=4 is our password hashing setting.",
    "Kasun's laptop password expired; IT will reset it remotely.",
    "For the guest Wi-Fi, the router prints a new voucher each day at reception.",
    "SSH password login is disabled; keys only.",
    "I typed the wrong password three times and got locked out for 15 minutes.",
    "Remember: I prefer that you never save my passwords in memory.",
    "The new hire gets a temporary password by SMS and must change it on first login.",
    "Store the token in the OS keychain, not in the .env file.",
    "The card expired, I need to update the billing details myself.",
    "PIN pads at the store were replaced; staff PINs stay the same.",
    "Hardware key (YubiKey) is required for all admin logins from January.",
    "If the OTP doesn't arrive, wait 60 seconds and press resend.",
    "A password of 8 characters is too short for our policy.",
    "Auditor wants evidence that no API keys are committed to git.",
    "The safe combination is known only to the office manager.",
    "Let me know when you've set your password so I can enable your account.",
    "The vault unseal keys are split between three people (Shamir, 3 of 5).",
]


def _ref_ids_rows() -> list[Phrasing]:
    def public_iban() -> str:
        c, n = pick(IBAN_COUNTRIES)
        return pick(
            [
                "Please pay invoice INV-{i} to our account {b} (Kvela Trading Ltd).",
                "Spenden bitte an {b}, Verwendungszweck: Winterhilfe {y}.",
                "Datos para transferencia: {b}, concepto factura {i}.",
                "Банковские реквизиты поставщика: {b}",
                "Virement sur le compte {b}, référence {i}.",
                "Kira ödemesi için IBAN: {b}",
            ]
        ).format(b=spaced(iban(c, n)), i=R.randrange(1000, 99999), y=2026)

    return [
        lambda: (
            f"Your order #{R.randrange(10**8, 10**9)} has shipped. Tracking: 1Z{rs(string.ascii_uppercase + string.digits, 6)}{rs(string.digits, 10)}"
        ),
        public_iban,
        public_iban,
        lambda: f"ISBN {isbn13()} — the textbook for the course",
        lambda: (
            f"Car plate {rs(string.ascii_uppercase, 2)}-{R.randrange(100, 999)}-{rs(string.ascii_uppercase, 2)}, parked level -2"
        ),
        lambda: f"Ticket JIRA-{R.randrange(1000, 9999)} is blocked by OPS-{R.randrange(100, 999)}",
        lambda: f"DHL Sendungsnummer: {rs(string.digits, 10)}",
        lambda: f"Invoice number {R.randrange(2026, 2027)}-{R.randrange(10000, 99999)}, due 31 Dec",
        lambda: f"Номер посылки: RA{rs(string.digits, 9)}RU",
        lambda: f"订单编号：{rs(string.digits, 19)}",
        lambda: f"注文番号 {rs(string.digits, 3)}-{rs(string.digits, 7)}-{rs(string.digits, 7)} の配送状況",
        lambda: f"Customer support case {rs(string.digits, 8)} — refund approved",
        lambda: f"Serial number of the printer: {rs(string.ascii_uppercase + string.digits, 10)}",
        lambda: f"VAT ID DE{rs(string.digits, 9)} on the supplier invoice",
        lambda: f"Flight TK{R.randrange(100, 2000)} departs gate B{R.randrange(1, 40)} at {hhmm()}",
        lambda: f"Membership no. {rs(string.digits, 10)} (gym, renews in March)",
        lambda: f"Pedido nº {rs(string.digits, 12)} entregue na portaria.",
        lambda: f"Sipariş numaranız: {rs(string.digits, 11)}",
        lambda: f"Mã vận đơn: SPXVN{rs(string.digits, 11)}",
        lambda: f"Numer przesyłki InPost: {rs(string.digits, 24)}",
    ]


def _encoded_benign_rows() -> list[Phrasing]:
    texts = [
        "Happy birthday Nino!",
        "meeting moved to Thursday",
        "see you at the station",
        "lunch is on me today",
        "Привет, как дела?",
        "¡Buenos días!",
        "お疲れさまです",
        "the quick brown fox",
    ]
    return [
        lambda: f"base64 of the greeting in the test fixture: {b64(pick(texts).encode())}",
        lambda: f"hex dump of the header line: {pick(texts).encode().hex()}",
        lambda: (
            f"https://www.google.com/search?q={urllib.parse.quote(pick(['café near me', 'ოპერის თეატრი', 'طقس القاهرة', 'погода Алматы', '東京 ラーメン']))}"
        ),
        lambda: f"Spoiler for the film (ROT13): {rot13('the butler did it')}",
        lambda: (
            f"Palindrome of the day: {pick(['racecar', 'level', 'Was it a car or a cat I saw'])} reversed is the same"
        ),
        lambda: f"セール　{fullwidth('SALE 50% OFF')}　本日限り",
        lambda: "data:image/svg+xml;base64," + b64(b"<svg xmlns='http://www.w3.org/2000/svg' width='1' height='1'/>"),
        lambda: (
            f"Content-Transfer-Encoding: base64\n\n{b64(('Dear customer, your parcel arrives on ' + str(R.randrange(1, 28)) + ' December.').encode())}"
        ),
        lambda: (
            f"The QR code on the poster decodes to {pick(['https://kvela.ge/menu', 'https://tamarind.lk/events', 'WIFI:S:Cafe-Guest;T:nopass;;'])}"
        ),
        lambda: (
            f"Authorization header was absent; the request only had Accept: {pick(['application/json', 'text/html'])}"
        ),
        lambda: f"Morse on the tablet: {' '.join(['...', '---', '...'])} (SOS)",
        lambda: b64(b'{"theme":"dark","lang":"ka"}') + " is the base64 of the UI preferences cookie",
    ]


FILENAMES: list[Phrasing] = [
    lambda: f"IMG_2026120{R.randrange(1, 10)}_{R.randrange(100000, 235959)}.jpg",
    lambda: f"Saved the export as {rs(LOWER_ALNUM, 12)}_report.xlsx in Downloads",
    lambda: f"/tmp/tmp{rs(LOWER_ALNUM + '_', 8)}/pip-install.log",
    lambda: f"s3://kvela-public-assets/thumbs/{sha(16)}.webp",
    lambda: (
        f"Screenshot 2026-12-0{R.randrange(1, 10)} at {R.randrange(10, 23)}.{R.randrange(10, 59)}.{R.randrange(10, 59)}.png"
    ),
    lambda: f"Build artifact: dist/app-{sha(4)}.min.js",
    lambda: f"The video file is VID-2026120{R.randrange(1, 10)}-WA{R.randrange(1000, 9999)}.mp4",
    lambda: f"Attached: scan_{rs(HEX, 10)}.pdf (passport copy is NOT attached on purpose)",
    lambda: f"Cache key: node-modules-{sha(32)}",
    lambda: f"Blob name {uuid4()}.png uploaded to the public CDN bucket",
]

TEST_CARD_DOCS: list[str] = [
    "Stripe test card: 4242 4242 4242 4242, any future expiry, any CVC — test mode only.",
    "For sandbox payments use the test Visa 4111 1111 1111 1111 (documented by the payment gateway).",
    "Test Mastercard from the docs: 5555 5555 5555 4444, exp 12/34, CVC 123 — only works in test mode.",
    "Amex test number 378282246310005 (from the Stripe testing page).",
    "Adyen test card 4000 0566 5566 5556 triggers 3-D Secure in the sandbox.",
    "Discover test card 6011 1111 1111 1117 — sandbox only, never charges.",
    "Braintree sandbox: 4012 8888 8888 1881 is the documented Visa test number.",
    "JCB test card 3530 1113 3330 0000 for the checkout QA checklist.",
    "Tarjeta de prueba de la pasarela (solo sandbox): 4242 4242 4242 4242, CVC 123.",
    "テスト用カード番号 4242 4242 4242 4242（テストモード専用、実際の決済はされません）",
    "Тестовая карта из документации: 5555 5555 5555 4444 — только для песочницы.",
    "UnionPay test card 6200 0000 0000 0005 listed in the gateway's test data table.",
]


CODE_READS: list[str] = [
    "password = getpass.getpass('Vault password: ')",
    'token := os.Getenv("GITHUB_TOKEN")\nif token == "" { log.Fatal("GITHUB_TOKEN not set") }',
    'let key = std::env::var("OPENAI_API_KEY").expect("OPENAI_API_KEY missing");',
    'String pw = System.getenv("DB_PASSWORD");',
    "const secret = await client.getSecret('stripe-key'); // Azure Key Vault",
    "val token = BuildConfig.API_TOKEN // injected by Gradle from local.properties, not committed",
    "$password = Read-Host -AsSecureString 'Password'",
    "aws secretsmanager get-secret-value --secret-id prod/db --query SecretString --output text",
    "vault kv get -field=password secret/app/db",
    "PGPASSFILE=~/.pgpass psql -h db -U app",
    "key = keyring.get_password('kvela', 'api')",
    "docker login -u ci --password-stdin < /run/secrets/registry_pw",
    "op read 'op://Private/GitHub/token'",
    "gcloud secrets versions access latest --secret=api-key",
    "ENV.fetch('SMTP_PASSWORD') { raise 'SMTP_PASSWORD missing' }",
    "read -rs -p 'Passphrase: ' PASSPHRASE",
]

OTP_LIKE: list[Phrasing] = [
    lambda: f"Your order {pin(6)} is ready for pickup at counter 3.",
    lambda: f"Gate A{R.randrange(1, 60)} closes at {hhmm()}.",
    lambda: f"HTTP {pick(['403', '429', '502', '504'])} from the upstream at {hhmm()}",
    lambda: f"Delivery PIN code (postal) for Bengaluru office: 560{R.randrange(1, 100):03d}",
    lambda: f"Call me on extension {R.randrange(1000, 9999)}",
    lambda: f"Room {R.randrange(100, 999)}, building C",
    lambda: f"Platform {R.randrange(1, 20)} for the {hhmm()} train to Kutaisi",
    lambda: f"Error code 0x{rs(HEX.upper(), 8)} when installing the update",
    lambda: f"Postcode {rs(string.digits, 5)}, second floor",
    lambda: f"Version {R.randrange(1, 10)}.{R.randrange(0, 30)}.{R.randrange(0, 200)} released",
    lambda: "You'll receive a one-time code by SMS when you log in; enter it within 5 minutes.",
    lambda: f"Seat {R.randrange(1, 40)}{pick('ABCDEF')} on the bus",
    lambda: f"Ваш заказ № {pin(6)} передан в доставку.",
    lambda: f"Su pedido {pin(6)} está en camino.",
    lambda: f"荷物の問い合わせ番号は {rs(string.digits, 12)} です。",
    lambda: f"Toplantı kodu değil, oda numarası: {R.randrange(100, 999)}",
]


def _chat_export_benign() -> list[Phrasing]:
    return [
        lambda: (
            f"[0{R.randrange(1, 10)}/12/2026, {hhmm()}:{R.randrange(10, 60)}] {pick(NAMES)}: running 10 min late\n[0{R.randrange(1, 10)}/12/2026, {hhmm()}:{R.randrange(10, 60)}] {pick(NAMES)}: np"
        ),
        lambda: f"{hhmm()}\t{pick(NAMES)}\t明天下午三点开会，地点在{R.randrange(2, 30)}楼",
        lambda: (
            f"[{pick(NAMES)}] [오후 {R.randrange(1, 12)}:{R.randrange(10, 60)}] 택배 {R.randrange(1, 9)}층 경비실에 있어"
        ),
        lambda: (
            f"{pick(NAMES)} — Today at {hhmm()}\n||the ending of the book|| is wild, don't read if you haven't finished"
        ),
        lambda: (
            f"[{hhmm()}] <{pick(NAMES).lower()}> /msg NickServ HELP\n[{hhmm()}] <NickServ> NickServ allows you to register a nickname"
        ),
        lambda: json.dumps(
            {
                "type": "message",
                "user": "U0" + rs(string.ascii_uppercase + string.digits, 8),
                "text": "password rotation done for all service accounts :white_check_mark:",
                "ts": f"{R.randrange(1796256000, 1797000000)}.{R.randrange(100000, 999999)}",
            }
        ),
        lambda: f"[{hhmm()}] {pick(NAMES)}\nI reset my password via the self-service page, all good now",
        lambda: (
            f"Voice message transcript ({R.randrange(3, 30)}s): \"hi, I'm at the door, can you buzz me in? the code didn't work\""
        ),
        lambda: f"{pick(NAMES)}, {hhmm()}: Калитка опять не закрывается, позвони мастеру",
        lambda: f"{pick(NAMES)} 2026-12-0{R.randrange(1, 10)} {hhmm()}\n密码我放在公司的密码管理器里了，你自己去看",
    ]


def _pm_export_benign() -> list[Phrasing]:
    return [
        lambda: (
            "folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp  ← the Bitwarden CSV header, for the import script's tests"
        ),
        lambda: (
            "name,url,username,password,note — Chrome's export columns; we parse them but never store the password column"
        ),
        lambda: (
            '<Entry>\n  <String><Key>Title</Key><Value>NAS</Value></String>\n  <String><Key>UserName</Key><Value>admin</Value></String>\n  <String><Key>Password</Key><Value ProtectInMemory="True" /></String>\n</Entry>'
        ),
        lambda: json.dumps(
            {
                "title": "Office Wi-Fi",
                "fields": [{"label": "SSID", "value": pick(SSIDS)}, {"label": "Password", "value": "", "sensitive": 1}],
            }
        ),
        lambda: "$ pass ls\nPassword Store\n├── email\n│   └── personal\n└── work\n    ├── jira\n    └── vpn",
        lambda: f"1Password: moved {R.randrange(20, 300)} items from the Shared vault to the Engineering vault",
        lambda: "KeePassXC database kdbx 4.0, KDF Argon2id, 64 MiB, saved to Nextcloud",
        lambda: "Exported passwords.csv deleted with shred -u after import, as the checklist says",
    ]


def _test_spec_benign() -> list[Phrasing]:
    return [
        lambda: (
            "Scenario: user logs in\n  Given a registered user\n  When they enter a valid password\n  Then they see the dashboard"
        ),
        lambda: (
            "*** Test Cases ***\nLogin Works\n    Input Text    id=user    ${USER}\n    Input Password    id=pass    ${PASSWORD}"
        ),
        lambda: "cy.login(Cypress.env('E2E_USER'), Cypress.env('E2E_PASSWORD'))",
        lambda: "const res = http.post(`${BASE}/login`, { user: __ENV.USER, pass: __ENV.PASS });",
        lambda: "await page.fill('#password', process.env.TEST_PASSWORD!);",
        lambda: (
            'Scenario Outline: password validation\n  When I choose "<length>" characters\n  Then I see "<message>"\n  Examples:\n    | length | message   |\n    | 7      | too short |\n    | 14     | ok        |'
        ),
        lambda: "pm.test('status is 200', () => pm.response.to.have.status(200));",
        lambda: "driver.find_element(By.ID, 'password').send_keys(os.environ['QA_PASSWORD'])",
    ]


def _diagram_benign() -> list[Phrasing]:
    return [
        lambda: "graph LR\n  app -->|reads creds from Vault| db[(Postgres)]",
        lambda: (
            "@startuml\nApp -> Vault : login(role_id, secret_id from env)\nVault --> App : short-lived token\n@enduml"
        ),
        lambda: 'digraph g {\n  api -> redis [label="AUTH via ACL user"];\n}',
        lambda: '<mxCell id="7" value="SFTP&lt;br&gt;key-based login only" style="rounded=1;" vertex="1" parent="1"/>',
        lambda: json.dumps(
            {"type": "text", "x": R.randrange(100, 900), "y": R.randrange(100, 600), "text": "password reset flow v2"}
        ),
        lambda: 'ci -> registry: "docker login --password-stdin"',
    ]


def _sheet_benign() -> list[Phrasing]:
    return [
        lambda: f"service,owner,login,password location\nCRM,{pick(NAMES)},crm-admin,1Password/Sales",
        lambda: (
            "| System | User | Password |\n|---|---|---|\n| Kiosk | kiosk | (in vault) |\n| Printer | admin | (on the device label) |"
        ),
        lambda: f"=VLOOKUP(A{R.randrange(2, 200)};Orders!A:F;6;FALSE)",
        lambda: f"Wi-Fi\t{pick(SSIDS)}\tasking reception\nGuest\tGuest-Net\topen network",
        lambda: f"Q4 budget\t{R.randrange(10000, 90000)}\t{R.randrange(10000, 90000)}\t=B2-C2",
        lambda: '=IMPORTDATA("https://www.ecb.europa.eu/stats/eurofxref/eurofxref.csv")',
    ]


def _sms_benign() -> list[Phrasing]:
    return [
        lambda: (
            f'<sms protocol="0" address="DHL" date="{R.randrange(1796256000000, 1797000000000)}" type="1" body="Your parcel {rs(string.digits, 10)} will be delivered today between 10:00 and 14:00." read="1" />'
        ),
        lambda: (
            f'{ts()} com.google.android.apps.messaging: "Your appointment is confirmed for {R.randrange(1, 28)} Dec at {hhmm()}."'
        ),
        lambda: "Fwd: We never ask for your verification code. If someone does, it's a scam.",
        lambda: (
            f"Subject: New sign-in to your account\n\nWe noticed a new sign-in from {pick(['Tbilisi', 'Yerevan', 'Colombo', 'Almaty'])}. If this was you, no action is needed."
        ),
        lambda: (
            "Subject: Your password was changed\n\nThe password for your account was changed. If you didn't do this, reset it from the sign-in page."
        ),
        lambda: (
            f"Bank: a payment of EUR {R.randrange(5, 300)},{R.randrange(10, 99)} was made with card ending {R.randrange(1000, 9999)}."
        ),
    ]


AGENT_BENIGN: list[str] = [
    "Remember that I prefer answers in Georgian.",
    "Remember that my passwords are all in Bitwarden; never ask me to type them here.",
    "Note for later: the invoice from the supplier in Yerevan is due on 15 December.",
    "Remind me to change the Wi-Fi password after the party.",
    "From now on, call me Aroha.",
    "Keep in mind: the API key was rotated on Monday, the new one is in the vault.",
    "Запомни: я предпочитаю короткие ответы.",
    "Recuerda que mi vuelo sale el martes a las 9.",
    "これ覚えといて：毎週金曜は在宅勤務です。",
    "记住：我对花生过敏。",
    "Lembra que a reunião com o cliente é quinta às 14h.",
    "Merke dir: ich nutze einen Passwortmanager, speichere nie Passwörter.",
    "Bunu hatırla: kahvemi şekersiz içerim.",
    "याद रखना: मेरी मीटिंग हर सोमवार सुबह 10 बजे होती है।",
    "დაიმახსოვრე: პარასკევს სამსახურში არ ვარ.",
    "Հիշիր՝ ես բուսակեր եմ։",
    "Kumbuka: mkutano ni saa nne asubuhi.",
    "Gogoa: ostiraletan etxetik lan egiten dut.",
]


def _spelled_benign() -> list[Phrasing]:
    return [
        lambda: (
            "Surname spelled: "
            + " ".join(NATO[c] for c in pick(["beridze", "petrosyan", "perera", "nguyen", "kowalski"]))
        ),
        lambda: "Postcode in words: " + " ".join(DIGIT_WORDS[int(d)] for d in rs(string.digits, 5)),
        lambda: (
            "Tracking number split over two SMS: (1/2) 00340434"
            + rs(string.digits, 6)
            + " (2/2) "
            + rs(string.digits, 6)
        ),
        lambda: (
            lambda p: (
                f"Licence plate {p.upper()}-{R.randrange(100, 999)}, letters spelled " + " ".join(NATO[c] for c in p)
            )
        )(rs(string.ascii_lowercase, 2)),
        lambda: "Order number continues on the next line:\n" + rs(string.digits, 8) + "\n" + rs(string.digits, 6),
        lambda: "Фамилия по буквам: " + " ".join(pick(["Борис", "Ольга", "Роман", "Иван", "Сергей"]) for _ in range(5)),
    ]


# --- wrappers: applied to about 30 % of rows of both labels, from their own random stream ---------------------------
def _wrap(text: str) -> str:
    name = NAMES[W.randrange(len(NAMES))]
    day = W.randrange(1, 29)
    k = W.randrange(16)
    if k == 0:
        return "> [!note] " + text.replace("\n", "\n> ")
    if k == 1:
        return f"- {text}\n  id:: {W.getrandbits(128):032x}"
    if k == 2:
        return f"Google Keep — {day} Dec\n{text}"
    if k == 3:
        return "{quote}\n" + text + "\n{quote}\n— " + name
    if k == 4:
        return f'Trello card "misc" · comment by {name}:\n{text}'
    if k == 5:
        return f"🎙 Voice memo {day}.12 (auto-transcribed):\n{text}"
    if k == 6:
        return "დაიმახსოვრე:\n" + text
    if k == 7:
        return "Հիշիր՝\n" + text
    if k == 8:
        return "நினைவில் வை:\n" + text
    if k == 9:
        return "Gogoratu:\n" + text
    if k == 10:
        return "Mundu þetta:\n" + text
    if k == 11:
        return "Tandaan mo ito:\n" + text
    if k == 12:
        return "remember(" + json.dumps(text, ensure_ascii=False) + ', scope="user")'
    if k == 13:
        return "memory:\n  add: |\n" + "\n".join("    " + line for line in text.splitlines())
    if k == 14:
        return f"📌 pinned by {name}: {text}"
    return f"Zulip #general > notes\n{name}: {text}"


# --- the corpus: (kind, label, rows wanted, what it holds, phrasings) ------------------------------------------------
def _fixed(texts: list[str]) -> list[Phrasing]:
    return [lambda t=t: t for t in texts]


def kinds() -> list[tuple[str, str, int, str, list[Phrasing]]]:
    return [
        (
            "password_prose_i18n",
            "secret",
            200,
            "passwords stated in prose, 2-3 phrasings per language in 70 languages, natural words (mostly without a colon)",
            I18N_PW,
        ),
        ("pin_i18n", "secret", 70, "card PINs and access codes in 70 languages", I18N_PIN),
        ("wifi_i18n", "secret", 70, "Wi-Fi network and password in 70 languages", I18N_WIFI),
        ("key_i18n_prose", "secret", 50, "vendor API keys handed over in prose in 40 languages", _key_i18n()),
        ("otp_i18n", "secret", 35, "one-time/2FA codes given as such, SMS texts in 25 languages", _otp_i18n()),
        (
            "password_prose_en",
            "secret",
            30,
            "passwords in English prose: family accounts, routers, PDFs, keystores, BIOS",
            PASSWORD_EN,
        ),
        ("pin_en", "secret", 15, "PINs and keypad, alarm, key-safe, SIM/PUK, bike-lock codes in English", PIN_EN),
        (
            "vendor_key_code",
            "secret",
            35,
            "vendor keys in source: Rust, Go, Swift, Kotlin, PHP, Elixir, Nix, Lua, Jupyter cell, .Renviron, Dart, C#, Jenkinsfile, Clojure",
            _vendor_code(),
        ),
        (
            "vendor_key_shell",
            "secret",
            35,
            "vendor keys in commands: PowerShell $env:, fish set -Ux, setx, heroku config:set, fly secrets set, gh secret set, kubectl --from-literal, docker run -e, conda, launchctl, curl bearer, wrangler",
            _vendor_shell(),
        ),
        (
            "vendor_key_config",
            "secret",
            35,
            "vendor keys in configs: Postman/Insomnia environments, tfvars, Ansible host_vars, Azure Pipelines, .reg, HAR, Robot Framework, TOML, .properties, Nomad HCL, appSettings",
            _vendor_config(),
        ),
        (
            "key_id_secret_pair",
            "secret",
            30,
            "key id + secret pairs (AWS, STS, Alibaba, Tencent, Twilio, PayPal, Binance, Google OAuth, Azure AD, Cloudinary, Atlas, Wasabi, B2, Coinbase, Kraken, Huawei, Yandex, Scaleway)",
            _pairs(),
        ),
        (
            "dsn_url_credentials",
            "secret",
            30,
            "DSNs and URLs with a password: Postgres, MySQL, Mongo SRV, Redis, AMQPS, ClickHouse, SQL Server, Oracle thin, Nexus index URL, FTP, SMTP, NATS",
            DSN_ROWS,
        ),
        (
            "jwt_token",
            "secret",
            18,
            "HS256 JWTs with a real HMAC in headers, localStorage, token responses, websocket protocols",
            _jwt_rows(),
        ),
        (
            "session_cookie",
            "secret",
            18,
            "session cookies: Django, GitLab, PHP, connect.sid, Laravel, JSESSIONID, Shopify, Playwright storageState, ASP.NET, next-auth",
            _cookie_rows(),
        ),
        (
            "oauth_refresh_token",
            "secret",
            14,
            "OAuth refresh tokens: Google, Dropbox, Spotify, Microsoft Graph, rclone.conf, Zoho, token requests",
            _refresh_rows(),
        ),
        (
            "private_key_block",
            "secret",
            30,
            "private keys: PKCS#1 RSA (real primes), openssh-key-v1 Ed25519 (public derived), PKCS#8 Ed25519, OpenPGP v4 EdDSA secret keys (real packets, CRC-24); quoted, truncated, in YAML/JSON/.env/markdown",
            _privkey_rows(),
        ),
        (
            "card_number",
            "secret",
            30,
            "Luhn-valid cards on real issuer prefixes (Visa, Mastercard, Amex, Discover, JCB, UnionPay, Maestro, Mir, RuPay, Troy, Elo, Verve, Interac, BC Card) with or without expiry/CVV, in 15 languages",
            _card_rows(),
        ),
        (
            "bank_login",
            "secret",
            20,
            "bank logins: user ids with passwords, PINs, MPIN, IPIN, TAN lists, telebanking passcodes, IBANs with real check digits beside them",
            _bank_rows(),
        ),
        (
            "totp_secret",
            "secret",
            20,
            "TOTP seeds: otpauth URIs, manual setup keys, oathtool, Aegis export, in English, Spanish, Japanese, Russian",
            _totp_rows(),
        ),
        (
            "recovery_codes",
            "secret",
            18,
            "recovery and backup codes: GitHub, Google, Bitwarden, Apple, 1Password Secret Key, BitLocker, Proton, Discord, Microsoft, Yandex, VeraCrypt",
            _recovery_rows(),
        ),
        (
            "seed_phrase",
            "secret",
            18,
            "BIP39 phrases (12-24 words, real SHA-256 checksum) for MetaMask, Ledger, Trezor, Phantom, Electrum, in 6 languages",
            _seed_rows(),
        ),
        (
            "vpn_ssh_network",
            "secret",
            26,
            "VPN, SSH and network-device credentials: WireGuard PrivateKey, IPsec PSK, OpenVPN inline auth, sshpass, Cisco secret 0, MikroTik, Asterisk, FreeRADIUS, Duo and VPN codes",
            _vpn_rows(),
        ),
        (
            "split_value",
            "secret",
            14,
            "values split over messages, lines, halves (5 languages), three chunks, string concatenation",
            _split_rows(),
        ),
        (
            "spelled_spacing",
            "secret",
            16,
            "values spelled out (NATO, digit words in English, Spanish, Russian) or with odd spacing, dashes, dots, tabs",
            _spelled_rows(),
        ),
        (
            "encoded_secret",
            "secret",
            30,
            "encodings: Basic auth base64, base64 notes (5 languages), hex, URL-encoded form bodies, full percent-encoding, ROT13, reversed, base64 JSON, Docker config auth",
            _encoded_rows(),
        ),
        (
            "unicode_obfuscated",
            "secret",
            24,
            "Cyrillic homoglyphs, zero-width characters, full-width forms, NBSP and thin spaces inside passwords and keys",
            _unicode_rows(),
        ),
        (
            "agent_memory_request",
            "secret",
            24,
            "requests to the agent's memory carrying a credential, in 11 languages, and a memory.write tool call",
            _agent_rows(),
        ),
        (
            "chat_export_secret",
            "secret",
            20,
            "chat exports: WhatsApp, LINE, KakaoTalk, WeChat, Teams, Discord spoiler, IRC NickServ IDENTIFY, Viber, voice transcript, Slack export JSON",
            _chat_export_rows(),
        ),
        (
            "pm_export_secret",
            "secret",
            16,
            "password-manager exports: Bitwarden, Chrome, LastPass, 1Password, Apple Passwords CSV, KeePass XML, Enpass JSON, pass show",
            _pm_export_rows(),
        ),
        (
            "test_spec_secret",
            "secret",
            14,
            "test specs with real credentials: Gherkin, Robot Framework, Cypress fixture, k6, JMeter CSV, Postman script, Selenium, Playwright",
            _test_spec_rows(),
        ),
        (
            "diagram_secret",
            "secret",
            10,
            "diagrams with credentials in labels: Mermaid, PlantUML, Graphviz DOT, draw.io, Excalidraw, D2",
            _diagram_rows(),
        ),
        (
            "spreadsheet_secret",
            "secret",
            12,
            "spreadsheets: CSV, Excel row, markdown table, TSV paste, Sheets IMPORTDATA with a key, cell note",
            _sheet_rows(),
        ),
        (
            "webhook_capability_url",
            "secret",
            24,
            "URLs that are credentials by themselves: Slack, Discord, Teams, Google Chat, Feishu, DingTalk, WeCom, Zapier and Mattermost-style webhooks, Telegram bot URLs, an OpenWeather appid, in 3 languages",
            _webhook_rows(),
        ),
        (
            "sms_code_secret",
            "secret",
            14,
            "codes in SMS backups and notifications: SMS Backup XML, Android notification log, Tasker, forwarded SMS, Steam Guard mail, magic sign-in link",
            _sms_backup_rows(),
        ),
        (
            "talk_about_passwords_i18n",
            "benign",
            110,
            "talk about passwords without a value (changed, where kept, policy length) in 70 languages",
            I18N_TALK,
        ),
        (
            "ordinary_i18n",
            "benign",
            85,
            "ordinary messages with numbers (rooms, orders, times) in 70 languages",
            I18N_ORD,
        ),
        (
            "ids_hashes",
            "benign",
            35,
            "checksums, commit SHAs, UUIDs, image digests, ETags, trace ids, SRI and go.sum hashes, CIDs, in 5 languages",
            _ids_rows(),
        ),
        (
            "documented_examples",
            "benign",
            11,
            "documentation examples named as such: AWS example pair, jwt.io sample, BIP39 test mnemonic, RFC 6238/4231/6749 values, Kubernetes tutorial Secret, Azure and Twilio placeholders",
            _fixed(DOCUMENTED),
        ),
        (
            "placeholders_masked",
            "benign",
            25,
            "placeholders, references and masked values in 6 languages: <your-key-here>, ${VAR}, {{ secrets }}, vault refs, xxxx, [REDACTED], last-four",
            PLACEHOLDERS,
        ),
        (
            "public_keys",
            "benign",
            28,
            "public keys with real derivations: ssh-ed25519 lines, fingerprints, OpenPGP public keys (real packets), SPKI and PKCS#1 public PEM, age recipients, WireGuard peers, DKIM",
            _pubkey_rows(),
        ),
        (
            "password_talk_en",
            "benign",
            38,
            "talk about passwords, keys, PINs and codes in English without a value: policy, rotation, where kept, lockouts",
            _fixed(PASSWORD_TALK_EN),
        ),
        (
            "reference_ids",
            "benign",
            45,
            "order, tracking, invoice, ticket, VAT, serial and membership numbers, public IBANs on invoices and donation pages (real check digits), ISBN-13, plates, in 9 languages",
            _ref_ids_rows(),
        ),
        (
            "encoded_benign",
            "benign",
            22,
            "ordinary text in base64, hex, URL-encoding, ROT13, full-width, data: URIs, Morse",
            _encoded_benign_rows(),
        ),
        ("random_filenames", "benign", 14, "random-looking file, blob, cache and artifact names", FILENAMES),
        (
            "test_cards_docs",
            "benign",
            12,
            "documented test card numbers stated as test data, in 3 languages",
            _fixed(TEST_CARD_DOCS),
        ),
        (
            "code_reads_secret",
            "benign",
            16,
            "code and commands that read secrets from the environment, a prompt, a keychain or a vault",
            _fixed(CODE_READS),
        ),
        (
            "otp_like_numbers",
            "benign",
            24,
            "digit strings that are not codes: orders, gates, HTTP codes, Indian postal PIN codes, rooms, versions, in 5 languages",
            OTP_LIKE,
        ),
        (
            "chat_export_benign",
            "benign",
            14,
            "chat exports without a credential (same apps as the secret kind)",
            _chat_export_benign(),
        ),
        (
            "pm_export_benign",
            "benign",
            8,
            "password-manager talk and export formats without a password value",
            _pm_export_benign(),
        ),
        ("test_spec_benign", "benign", 8, "test specs reading credentials from variables", _test_spec_benign()),
        ("diagram_benign", "benign", 6, "diagrams about credentials without a value", _diagram_benign()),
        (
            "spreadsheet_benign",
            "benign",
            8,
            "spreadsheets without credentials (locations, formulas, budgets)",
            _sheet_benign(),
        ),
        (
            "sms_notice_benign",
            "benign",
            12,
            "SMS and mail notices without a code: deliveries, appointments, sign-in and password-changed notices",
            _sms_benign(),
        ),
        (
            "public_urls",
            "benign",
            14,
            "public URLs with ids that grant nothing (videos, issues, maps, tracking pages, arXiv, shops) and Slack's documented webhook placeholder",
            _public_url_rows(),
        ),
        (
            "agent_memory_benign",
            "benign",
            18,
            "memory requests without a secret, in 13 languages",
            _fixed(AGENT_BENIGN),
        ),
        (
            "spelled_split_benign",
            "benign",
            12,
            "public values spelled out or split: surnames, postcodes, tracking and order numbers, plates",
            _spelled_benign(),
        ),
    ]


def build() -> list[dict[str, str]]:
    R.seed(20261210)
    W.seed(20261211)
    SHUF.seed(20261212)
    rows: list[dict[str, str]] = []
    seen: set[str] = set()
    for kind, label, wanted, _what, phrasings in kinds():
        made, attempts = 0, 0
        order: list[int] = []
        while made < wanted and attempts < wanted * 6:
            if not order:
                order = list(range(len(phrasings)))
                R.shuffle(order)
            attempts += 1
            raw = phrasings[order.pop()]()
            text = _wrap(raw) if W.random() < 0.3 else raw
            if raw in seen or text in seen:
                continue
            if len(text) > 2000:
                text = raw
                if len(text) > 2000:
                    continue
            seen.add(raw)
            seen.add(text)
            rows.append({"text": text, "label": label, "kind": kind})
            made += 1
    SHUF.shuffle(rows)
    return rows


def render(rows: list[dict[str, str]]) -> bytes:
    return "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows).encode()


def table(rows: list[dict[str, str]]) -> str:
    count: dict[str, int] = {}
    for row in rows:
        count[row["kind"]] = count.get(row["kind"], 0) + 1
    out: list[str] = []
    for label in ("secret", "benign"):
        ks = [k for k in kinds() if k[1] == label]
        total = sum(count.get(k[0], 0) for k in ks)
        title = "Secrets" if label == "secret" else "Benign rows"
        out.append(f"\n{title} ({total} in {len(ks)} kinds):\n")
        out.append("| kind | rows | phrasings | what |\n|---|---:|---:|---|")
        for kind, _label, _wanted, what, phrasings in ks:
            out.append(f"| `{kind}` | {count.get(kind, 0)} | {len(phrasings)} | {what} |")
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    data = render(build())
    if "--check" in args:
        if not PATH.exists() or PATH.read_bytes() != data:
            print(f"{PATH.name} is stale: run make_blind10.py", file=sys.stderr)
            return 1
        return 0
    rows = [json.loads(line) for line in data.decode().splitlines()]
    if "--table" in args:
        print(table(rows))
        return 0
    PATH.write_bytes(data)
    print(table(rows))
    print(f"\n{len(rows)} rows written to {PATH.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
