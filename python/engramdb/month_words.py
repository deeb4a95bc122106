"""The month names of many languages and scripts, and a date told with one of them next to its day number.

timeref reads the month words of English and a dozen other languages word by word (_MONTH_NUMBERS); a question asked
in another language ("Ce s-a întâmplat pe 29 octombrie?", "Kas buvo atvežta penktadienį, spalio 30 d.?", "Що сталося
27 жовтня?", "29 Ekim'de depo neden kapalıydı?", "Payshanba, 15-oktabrda ...", "10월 13일에 ...") named no day, and
the recall ranked its notes as for a question naming no time (temporal152, benchmarks/RESULTS.md). MONTH_STEMS maps
the beginning of a month word, per language, to its month; :func:`other_date` finds a day number (in any script's
digits) right before or after such a word (a month word counts only there: "mars", "mai", "ekim", "april" are also
common words or names), or a CJK "10月13日" / "10월 13일". Inflected forms ("octombrie", "oktyabrda", "жовтня",
"hoktemberi") are read by their beginning: a word read as a month is the stem and at most MAX_ENDING more letters.
"""

from __future__ import annotations

import re
import unicodedata

from .month_names_glibc import MORE_MONTH_NAMES

__all__ = ["LOOSE_MONTHS", "MAX_ENDING", "MONTH_STEMS", "MORE_MONTHS", "REGIONAL_MONTHS", "other_date"]

# By month number: the beginnings of its names (lower case) in Latin, Cyrillic, Greek, Armenian, Georgian, Hebrew,
# Arabic, the Indic scripts, Thai, Lao, Khmer, Burmese and Ethiopic. A stem is the longest part the inflected forms
# share ("octombr" for "octombrie", "октябр" for "октябрь / октября / октябре", "lokaku" for "lokakuuta").
_STEMS = (
    # January
    "january xineru faoilleach rêbendan ጃንዩወሪ siječanj siječnja ianuari hānuere januwari januar janvier janeiro "
    "gennai enero ianuar ionawr ocak stycz leden ledna tammiku január janúar sausio janvār jaanuar siječ yanvar janar "
    "gener urtarril eanáir xaneiro januaro januwari janairu janoary janvye jannar genver genièr hānuere январ јануар "
    "студзен січ қаңтар ιανουάρ ιανουαρ հունվար იანვარ ינואר יאַנואַר يناير جانفي ژانویه جنوری جنوري जनवरी জানুয়ারি "
    "ਜਨਵਰੀ જાન્યુઆરી ஜனவரி జనవరి ಜನವರಿ ജനുവരി ජනවාරි มกรา ມັງກອນ មករា ဇန်နဝါရီ",
    # February
    "february febreru gearran reşemî ፌብሩወሪ lutego luty lutym fepuari pēpuere febhuwari februar février fevrier "
    "fevereiro febbrai febrero februarie chwefror şubat únor února helmik február febrúar vasario februār veebruar "
    "veljač fevral shkurt febrer otsail feabhra febreiro februaro febwari febrairu febroary fevriye frar c'hwevrer "
    "febrièr pepuere feberuari февра фебруар люты лютого лютий ақпан φεβρουάρ φεβρουαρ փետրվար თებერვ פברואר "
    "פֿעברואַר فبراير فيفري فوریه فروری فبروري फरवरी ফেব্রুয়ারি ਫ਼ਰਵਰੀ ਫਰਵਰੀ ફેબ્રુઆરી பிப்ரவரி ఫిబ్రవరి ಫೆಬ್ರವರಿ "
    "ഫെബ്രുവരി පෙබරවාරි กุมภา ກຸມພາ កុម្ភៈ ဖေဖော်ဝါရီ",
    # March
    "march marzu adar ማርች ožujak ožujka māehe mashi märz maerz março marzo martie mawrth mart marzec marca marcu "
    "březen března maalisku március mars kovo mart märts mart mars març martxo márta marzal marto machi marchi marsu "
    "meurzh març марта март сакавік березн наурыз μαρτ մարտ მარტ מרץ מערץ مارس مارچ مارچ मार्च মার্চ ਮਾਰਚ માર્ચ "
    "மார்ச் మార్చి ಮಾರ್ಚ್ മാർച്ച് මාර්තු มีนา ມີນາ មីនា မတ် ማርች",
    # April
    "april giblean avrêl ኤፕሪል travanj travnja aperila āperira ephreli april avril abril aprile aprilie ebrill nisan "
    "kwie duben dubna huhtiku április apríl balandž aprīl aprill aprel prill apirila aibreán abrili aprilo aprili "
    "aprilu avri epril ebrel abrièl aperila apiril апрел април красав квіт сәуір απρίλ απριλ ապրիլ აპრილ אפריל "
    "אַפּריל أبريل ابريل أفريل آوریل اپریل اپریل अप्रैल एप्रिल এপ্রিল ਅਪ੍ਰੈਲ એપ્રિલ ஏப்ரல் ఏప్రిల్ ಏಪ್ರಿಲ್ ഏപ്രിൽ "
    "අප්‍රේල් เมษา ເມສາ មេសា ဧပြီ",
    # May
    "mayu cèitean gulan ሜይ svibanj svibnja meyi mayo maggio maio mai mei mai mehefin mayıs maj květen května touko "
    "május maí gegužės maijs mai svibanj maj maig maiatza bealtaine maio majo meyi mei mayu mejju мая май мае травн "
    "траўн мамыр μαΐ μαι մայիս მაის מאי מיי مايو ماي مئی مئ मई মে ਮਈ મે மே మే ಮೇ മേയ് මැයි พฤษภา ພຶດສະພາ ឧសភា မေ ሜይ",
    # June
    "june xunu ògmhios pûşper ጁን lipanj lipnja iuni hune juni junio giugno junho juni iunie mehefin haziran czerw "
    "červen června kesäku június júní birželio jūnij juuni jun qershor juny ekain meitheamh xuño junio juno juni yuni "
    "juunu jun ġunju junh юни июн юн чэрвен черв маусым ιούν ιουν հունիս ივნის יוני יוני يونيو جوان ژوئن جون जून জুন "
    "ਜੂਨ જૂન ஜூன் జూన్ ಜೂನ್ ജൂൺ ජූනි มิถุนา ມິຖຸນາ មិថុនា ဇွန် ጁን",
    # July
    "july xunetu iuchar tîrmeh ጁላይ srpanj srpnja iulai hūrae julayi julio luglio julho juli iulie gorffennaf temmuz "
    "lipiec lipca lipcu červenec července heinäku július júlí liepos jūlij juuli srpanj korrik juliol uztail iúil "
    "xullo julio julo julai yuli juulu juyè lulju gouere julh iulie июл јул ліпен ліп шілде ιούλ ιουλ հուլիս ივლის "
    "יולי יולי يوليو جويلية جويلية ژوئیه جولائی जुलाई জুলাই ਜੁਲਾਈ જુલાઈ ஜூலை జూలై ಜುಲೈ ജൂലൈ ජූලි กรกฎา ກໍລະກົດ កក្កដា "
    "ဇူလိုင်",
    # August
    "agostu lùnastal gelawêj ኦገስት kolovoz kolovoza aukuso ākuhata agasti agosto août aout august augusti august awst "
    "ağustos sierp srpen srpna elokuu augusztus ágúst rugpjūčio august augusts gusht agost abuztu lúnasa agosto "
    "aŭgusto agosti ogos agasta augos awou awissu eost agost августа август серп жнів тамыз αύγουστ αυγουστ օգոստոս "
    "აგვისტ אוגוסט אויגוסט أغسطس اغسطس أوت اوت اوت اگست آگوست अगस्त অগাস্ট আগস্ট ਅਗਸਤ ઑગસ્ટ ઓગસ્ટ ஆகஸ்ட் ఆగస్టు "
    "ಆಗಸ್ಟ್ ಆಗಸ್ಟ್ ഓഗസ്റ്റ് අගෝස්තු สิงหา ສິງຫາ សីហា ဩဂုတ်",
    # September
    "september sultain rezber ሴፕቴምበር rujan rujna setema hepetema septemba septiembre setiembre septembre settembre "
    "setembro september septembrie eylül wrzes wrześ září syyskuu szeptember september rugsėjo septembr septemb "
    "shtator setembre iraila setembro septembro septemba satumba septanm settembru gwengolo setembre setema сентяб "
    "септемв верас верес вересн қыркүйек σεπτέμβρ σεπτεμβρ սեպտեմբեր სექტემბ ספטמבר סעפּטעמבער سبتمبر سپتامبر ستمبر "
    "سپتمبر सितंबर सप्टेंबर সেপ্টেম্বর ਸਤੰਬਰ સપ્ટેમ્બર செப்டம்பர் సెప్టెంబర్ ಸೆಪ್ಟೆಂಬರ್ സെപ്റ്റംബർ සැප්තැම්බර් กันยา "
    "ກັນຍາ កញ្ញា စက်တင်ဘာ",
    # October
    "october ochobre dàmhair cotmeh октоб ኦክቶበር oketopa okthoba octubre octobre ottobre outubro oktober octombr "
    "hydref ekim październik października październiku říjen října lokaku október októb spalio oktobr oktoob oktyabr "
    "oktabr tetor octubre urri deireadh outubro oktobro oktoba oktoobar oktobar oktubre oktòb octòbr okthoba oketopa "
    "oktobra ottubru octobre oktyab oktyabr октяб октомв кастрыч жовт қазан οκτώβρ οκτωβρ հոկտեմբեր ოქტომბ אוקטובר "
    "אָקטאָבער أكتوبر اكتوبر اکتوبر أكتوبر اکتبر اکتوبر अक्टूबर ऑक्टोबर অক্টোবর ਅਕਤੂਬਰ ઑક્ટોબર ઓક્ટોબર அக்டோபர் "
    "అక్టోబర్ ಅಕ್ಟೋಬರ್ ഒക്ടോബർ ඔක්තෝබර් ตุลา ຕຸລາ តុលា အောက်တိုဘာ",
    # November
    "november payares mijdar ኖቬምበር studeni studenog novema noema novemba noviembre novembre novembro noiembrie "
    "tachwedd kasım listopad listopada listopadu marrasku november nóvember lapkričio novembr novemb nëntor novembre "
    "azaro samhain novembro novembro novemba nuwamba nowamba novanm novembru novembre novema ноябр новемб лістапад "
    "листопад қараша νοέμβρ νοεμβρ նոյեմբեր ნოემბ נובמבר נאָוועמבער نوفمبر نوامبر نومبر नवंबर नोव्हेंबर নভেম্বর ਨਵੰਬਰ "
    "નવેમ્બર நவம்பர் నవంబర్ ನವೆಂಬರ್ നവംബർ නොවැම්බර් พฤศจิกา ພະຈິກ វិច្ឆិកា နိုဝင်ဘာ",
    # December
    "december avientu dùbhlachd berfanbar ዲሴምበር prosinac prosinca tesema tīhema disemba diciembre décembre decembre "
    "dicembre dezembro dezember december decembrie rhagfyr aralık grudzień grudnia grudniu prosinec prosince joulukuu "
    "december desember desemba disemba disamba december decemb dekabr dhjetor desembre abendu nollaig decembro "
    "decembro desanm diċembru kerzu desembre tesema декаб декемв снежан груд желтоқсан δεκέμβρ δεκεμβρ դեկտեմբեր "
    "დეკემბ דצמבר דעצעמבער ديسمبر دسامبر دسمبر दिसंबर डिसेंबर ডিসেম্বর ਦਸੰਬਰ ડિસેમ્બર டிசம்பர் డిసెంబర్ ಡಿಸೆಂಬರ್ "
    "ഡിസംബർ දෙසැම්බර් ธันวา ທັນວາ ធ្នូ ဒီဇင်ဘာ",
)
MONTH_STEMS: dict[str, int] = {stem: n for n, stems in enumerate(_STEMS, start=1) for stem in stems.split()}
# How many letters may follow a stem in a word read as that month (its case and number endings: "октябрьда",
# "hoktemberi", "lokakuuta"); a longer word is another word that begins alike ("marsupial", "augusta's").
MAX_ENDING = 5
# A word: letters and the combining marks of the Indic, Thai and other scripts (split at spaces, punctuation, digits
# and apostrophes: "d'october", "15-oktabrda", "۲۰مه"), with its start in the text.
_WORD = re.compile(r"[^\W\d_](?:[^\W\d_]|[\u0300-\u036f\u0591-\u05c7\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed"
                   r"\u0900-\u0dff\u0e31\u0e34-\u0e3a\u0e47-\u0e4e\u0eb1\u0eb4-\u0ebc\u0ec8-\u0ecd\u1000-\u109f"
                   r"\u1200-\u137f\u17b4-\u17d3\u200c\u200d])*")
# A day number in any script's digits, 1-31, not part of a longer number, a time ("14:30") or a numeric date
# ("14.10.", read by the notes' own rules) and not a count of something before it ("20 kg").
_DAY = re.compile(r"(?<![\d.:/,])(\d{1,2})(?![\d:/]|[.,]\d)")
# How far (characters) a day number may stand from its month word: "20 d'ochobre", "Oktubre 20", "hoktemberi 14-ին",
# "29 ga Oktoba", "19ê Cotmehê", "20-an de oktobro".
_GAP = 7
# Words a month's stem begins that name a weekday: Tuesday ("martes", "marti", "martedì", "mardi"), Mars's day.
_NOT_MONTHS = ("marte", "marti", "mardi", "martis")
# "10月13日", "10월 13일", "10月13号": the month's number and the day's.
_CJK_DATE = re.compile(r"(?<!\d)(1[0-2]|0?[1-9])\s*[月월]\s*([12]\d|3[01]|0?[1-9])\s*[日일号號]")


def _month_of(word: str) -> int | None:
    """The month a word names (MONTH_STEMS: its longest stem that begins it, with at most _ending(stem) letters after
    it; a Hebrew word also after its prefix "ב" / "ל" / "ה": "באוקטובר"), or None."""
    month = _stem_month(word)
    if month is None and len(word) > 4 and word[0] in "בלה":
        month = _stem_month(word[1:])
    return month


# temporal165: the month names of the glibc locales that MONTH_STEMS does not read (month_names_glibc: Uyghur
# "ئۆكتەبىر", Assamese "অক্টোবৰ", Tongan "ʻOkatopa", Sardinian "santugàine", Manx, Sami, Xhosa ...): a word is such a
# month when it is one of those names, or one with at most MORE_ENDING more letters (a case ending), or, in a Latin
# script, one written without its accents ("santugaine"), and only MORE_GAP characters or fewer from its day number
# ("20 de santugaine", "20-ئۆكتەبىر", "২০ অক্টোবৰ": the number, then the name or one short linking word). False:
# MONTH_STEMS only (main).
MORE_MONTHS = True
MORE_ENDING = 2
MORE_GAP = 4
# recall175: a day number's ordinal ending written after a hyphen ("14-nji oktýabrda", Turkmen; "14-cü oktyabr",
# Azerbaijani; "20-го октября") is part of the number: the gap to the month word is counted from the ending's end, so a
# glibc month name MORE_GAP characters away is read ("14-nji oktýabrda" was 5 apart). One to four letters, then no
# more letters: "15-oktabrda" glues the month itself. False: the gap from the digits (main).
ORDINAL_DAY = True
_ORDINAL_END = re.compile(r"-[^\W\d_]{1,4}(?![^\W\d_])")


def _folded(word: str) -> str:
    """`word` without the combining marks of a Latin script ("santugàine" -> "santugaine"); `word` itself when it
    holds a letter outside the Latin blocks (an Indic vowel sign is a combining mark too, and part of the word)."""
    if any(ord(c) >= 0x250 and not unicodedata.combining(c) and c not in "ʻʼ’" for c in word):
        return word
    return "".join(c for c in unicodedata.normalize("NFD", word) if not unicodedata.combining(c))


_MORE_FOLDED: dict[str, int] = {}
for _name, _month in MORE_MONTH_NAMES.items():
    _MORE_FOLDED.setdefault(_folded(_name), _month)


def _more_month(word: str) -> int | None:
    """The month of MORE_MONTH_NAMES that `word` is (or begins with, followed by at most MORE_ENDING letters), read
    as written or without a Latin script's accents; None when none."""
    for end in range(len(word), max(len(word) - MORE_ENDING, 2) - 1, -1):
        month = MORE_MONTH_NAMES.get(word[:end]) or _MORE_FOLDED.get(_folded(word[:end]))
        if month is not None:
            return month
    return None


# recall196: a month word of a language MONTH_STEMS and the glibc names do not hold, next to its day number (at most
# MORE_GAP characters), is read (1) without a Latin script's accents ("20 di òktober": "oktober"), (2) as a month stem
# of _LOOSE_MIN letters or more ending in a vowel with that vowel changed, the ending another language gives a borrowed
# name ("20 outubru", "setembru" beside "outubro", "setembro"; not a word that begins with an English month name,
# "augusta"; an altered stem two months share is read as neither); and a
# CJK date written in Han numerals ("十月二十號", "十一月三日") is read as "10月20號" is. False: main's readings only.
LOOSE_MONTHS = True
_LOOSE_MIN = 7
_VOWELS = frozenset("aeiouy")
_LOOSE: dict[str, int] = {}
for _stem, _n in MONTH_STEMS.items():
    if len(_stem) >= _LOOSE_MIN and _stem[-1] in _VOWELS:
        _LOOSE[_stem[:-1]] = _n if _LOOSE.get(_stem[:-1], _n) == _n else 0
_HAN_DIGITS = {"一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
# The month (十 / 十一 / 十二 / 一-九) and the day (一 to 三十一) in Han numerals, then the day's mark.
_HAN_DATE = re.compile(r"(十[一二]?|[一二三四五六七八九])\s*月\s*"
                       r"(三十一?|二?十[一二三四五六七八九]?|[一二三四五六七八九])\s*[日号號]")


def _han_number(numeral: str) -> int:
    """The number 1-31 a Han numeral tells ("十" 10, "二十" 20, "三十一" 31, "七" 7)."""
    if "十" not in numeral:
        return _HAN_DIGITS[numeral]
    tens, _, units = numeral.partition("十")
    return 10 * (_HAN_DIGITS[tens] if tens else 1) + (_HAN_DIGITS[units] if units else 0)


def _loose_month(word: str) -> int | None:
    """The month `word` names read loosely (LOOSE_MONTHS): its stem without a Latin script's accents, or a month stem
    of _LOOSE_MIN letters or more with another last letter; None when neither (or an altered stem two months share)."""
    folded = _folded(word)
    if folded != word:
        month = _month_of(folded)
        if month is not None:
            return month
    if len(folded) >= _LOOSE_MIN and folded[-1] in _VOWELS and not folded.startswith(_WHOLE_NAMES):
        return _LOOSE.get(folded[:-1]) or None
    return None


# xling205: the month names of Sicilian, which neither MONTH_STEMS nor a glibc locale spells as written today (glibc's
# scn_IT writes "ottùviru"; the notes write "uttùviru", "dicèmmiru", "sittèmmiru", "jinnaru"): a date told in them
# ("lunniri 19 di uttùviru") named no day. Stems as MONTH_STEMS's, with and without the grave accent. False: main.
REGIONAL_MONTHS = True
_REGIONAL_STEMS = ("jinnar ginnar", "frivar", "marzu", "aprili", "maiu", "giugnu", "giugnett lugliu", "austu",
                   "sittemmir sittèmmir", "uttuvir uttùvir ottuvir ottùvir", "nuvemmir nuvèmmir",
                   "dicemmir dicèmmir")
_REGIONAL: dict[str, int] = {stem: n for n, stems in enumerate(_REGIONAL_STEMS, start=1) for stem in stems.split()}


def _stem_month(word: str) -> int | None:
    for end in range(min(len(word), 14), 1, -1):
        month = MONTH_STEMS.get(word[:end]) or (_REGIONAL.get(word[:end]) if REGIONAL_MONTHS else None)
        if month is not None:
            return month if len(word) - end <= _ending(end) and (end == len(word) or word[:end] not in _WHOLE) \
                else None
    return None


# Month names that are also the start of other words ("mayor", "marshal", "marching", "augusta", "junior" aside):
# a month only as the whole word.
_WHOLE = frozenset(("mayo", "mars", "mart", "march", "april", "june", "july", "august", "juni", "juli", "mayu"))
_WHOLE_NAMES = tuple(sorted(_WHOLE))


def _ending(stem: int) -> int:
    """How many letters may follow a stem of `stem` letters: none after one of three or fewer ("mai" is not "main",
    "mei" not "meio"), three after one of four ("ekim" in "ekimde", "juli"), else MAX_ENDING."""
    return 0 if stem <= 3 else 3 if stem == 4 else MAX_ENDING


def _ordinal_end(text: str, end: int) -> int:
    """Where the day number ending at `end` ends with its ordinal ending after a hyphen (_ORDINAL_END: "14-nji"), or
    `end` when none follows."""
    found = _ORDINAL_END.match(text, end)
    return end if found is None else found.end()


def other_date(text: str) -> tuple[int, int, str] | None:
    """(day, month, phrase) of the date `text` (lower case) tells as a day number right before or after a month word
    of MONTH_STEMS ("29 octombrie", "spalio 30", "15-oktabrda", "20 d'ochobre", "Oktubre 20"; at most _GAP characters
    apart, the nearest such pair: "the mart on 3 October") or as a CJK "10月13日"; None when it tells none."""
    found = _CJK_DATE.search(text)
    if found is not None:
        return int(found.group(2)), int(found.group(1)), found.group()
    if LOOSE_MONTHS and "月" in text:
        found = _HAN_DATE.search(text)
        if found is not None:
            return _han_number(found.group(2)), _han_number(found.group(1)), found.group()
    days = [(m.start(), m.end(), int(m.group(1))) for m in _DAY.finditer(text) if 1 <= int(m.group(1)) <= 31]
    if not days:
        return None
    if ORDINAL_DAY and "-" in text:
        days = [(start, _ordinal_end(text, end), day) for start, end, day in days]
    best: tuple[int, int, int, str] | None = None
    for word in _WORD.finditer(text):
        for start, end, day in days:  # a word next to a day number only
            gap = word.start() - end if word.start() >= end else start - word.end()
            if not 0 <= gap <= _GAP or (best is not None and gap >= best[0]) or word.group().startswith(_NOT_MONTHS):
                continue
            month = _month_of(word.group())
            if month is None and MORE_MONTHS and gap <= MORE_GAP:
                month = _more_month(word.group())
            if month is None and LOOSE_MONTHS and gap <= MORE_GAP:
                month = _loose_month(word.group())
            if month is not None:
                best = gap, day, month, text[min(start, word.start()):max(end, word.end())]
    return None if best is None else best[1:]
