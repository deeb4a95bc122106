"""Values spelled out instead of written (round 8): ``capital foxtrot, alfa, lima, nine, five, dot``, ``eins sechs
acht eins``, ``T - a - m - a - r - i - n - d``, ``4 7 2 9 6 0 9 4 ...``, ``Quartz, then 2009, then an exclamation
mark``.

A listener writes the value down; the detectors, which read values as written, would not. For each run of spelled
pieces, :func:`spelled_lines` gives the line it sits on up to the run with the run written as the value, so that the
detectors read ``VPN password in NATO: Falcon95.`` as well as the text as spoken (like :mod:`.rejoin` for values cut
into pieces). A run is one of:

* **words** (four or more): the NATO/ICAO spelling alphabet (``capital``/``upper case`` before a letter makes it a
  capital), digit words in English, German, Spanish, French, Italian, Dutch and Portuguese (round 15: Polish,
  Russian, Turkish, Swedish, Czech, Swahili, Indonesian), symbol names (``dot``, ``dash``, ``underscore``,
  ``exclamation mark``...) and short digit groups (``319 six four eight``), at least three of them words; or
  (round 15) four or more digit words joined by dashes (``zero-nine-four-eight``, a transcript's PIN);
* **single characters** joined by `` - `` (six or more: ``F - j - o - r - d - 5``) or single digits joined by one
  space (four or more: a card or a code read aloud);
* **pieces described in order**, three or more joined by ``then`` (``Quartz, then 2009, then an exclamation mark``).

A spelled value has no context of its own, so the words of a run must also be a credential's: a run of spelling
words (or of letters joined by `` - ``) whose line says nothing the detectors read is still refused when the text
names a credential anywhere (:func:`credential_named`) and the value is six characters or more mixing letters with
digits or symbols, or a code of four to nineteen digits (:func:`spelled_secret`).
:data:`ANCHORS` are the literals one of which is in every text holding a run (the batch prefilter's promise).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator

from ..tries import trie_alternation

# The NATO/ICAO spelling alphabet (with the common spellings alpha, juliet, whisky, x-ray).
_NATO = {w: w[0] for w in ("alfa", "alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india",
                           "juliett", "juliet", "kilo", "lima", "mike", "november", "oscar", "papa", "quebec", "romeo",
                           "sierra", "tango", "uniform", "victor", "whiskey", "whisky", "xray", "x-ray", "yankee",
                           "zulu")}
# Digit words, 0 to 9, in English, German, Spanish, French, Italian, Dutch and Portuguese.
_DIGIT_WORDS = (
    ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"),
    ("null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun"),
    ("cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"),
    ("zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf"),
    ("zero", "uno", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove"),
    ("nul", "een", "twee", "drie", "vier", "vijf", "zes", "zeven", "acht", "negen"),
    ("zero", "um", "dois", "três", "quatro", "cinco", "seis", "sete", "oito", "nove"),
    # round 15: a PIN read aloud in Polish, Russian, Turkish, Swedish, Czech, Swahili and Indonesian (whose "lima",
    # five, is left out: it is the spelling alphabet's L)
    ("zero", "jeden", "dwa", "trzy", "cztery", "pięć", "sześć", "siedem", "osiem", "dziewięć"),
    ("ноль", "один", "два", "три", "четыре", "пять", "шесть", "семь", "восемь", "девять"),
    ("sıfır", "bir", "iki", "üç", "dört", "beş", "altı", "yedi", "sekiz", "dokuz"),
    ("noll", "ett", "två", "tre", "fyra", "fem", "sex", "sju", "åtta", "nio"),
    ("nula", "jedna", "dva", "tři", "čtyři", "pět", "šest", "sedm", "osm", "devět"),
    ("sifuri", "moja", "mbili", "tatu", "nne", "tano", "sita", "saba", "nane", "tisa"),
    ("nol", "satu", "dua", "tiga", "empat", "", "enam", "tujuh", "delapan", "sembilan"),
    # round 18: a code read aloud in the row's own language, 0 to 9: Slovak, Slovene, Croatian / Serbian / Bosnian,
    # Bulgarian, Macedonian, Serbian Cyrillic, Ukrainian, Belarusian, Lithuanian, Latvian, Estonian, Finnish,
    # Hungarian, Romanian, Greek, Danish, Norwegian, Icelandic, Catalan, Albanian, Welsh, Esperanto, Basque,
    # Azerbaijani, Kazakh, Kyrgyz, Mongolian, Tajik, Georgian, Armenian, Hindi, Marathi, Nepali, Urdu, Persian, Pashto,
    # Arabic, Hebrew, Bengali, Gurmukhi, Gujarati, Tamil, Telugu, Kannada, Malayalam, Sinhala, Amharic, Vietnamese,
    # Tagalog, Javanese, Sundanese, Hausa, Somali, Maltese, Luxembourgish, Quechua, Hawaiian, Samoan. A word that is
    # another language's digit keeps its first reading; "lima" (the spelling alphabet's L) is left out everywhere.
    ("nula", "jeden", "dva", "tri", "štyri", "päť", "šesť", "sedem", "osem", "deväť"),
    ("nič", "ena", "dve", "tri", "štiri", "pet", "šest", "sedem", "osem", "devet"),
    ("nula", "jedan", "dva", "tri", "četiri", "pet", "šest", "sedam", "osam", "devet"),
    ("нула", "едно", "две", "три", "четири", "пет", "шест", "седем", "осем", "девет"),
    ("нула", "еден", "два", "три", "четири", "пет", "шест", "седум", "осум", "девет"),
    ("нула", "један", "два", "три", "четири", "пет", "шест", "седам", "осам", "девет"),
    ("нуль", "один", "два", "три", "чотири", "пʼять", "шість", "сім", "вісім", "девʼять"),
    ("нуль", "адзін", "два", "тры", "чатыры", "пяць", "шэсць", "сем", "восем", "дзевяць"),
    ("nulis", "vienas", "du", "trys", "keturi", "penki", "šeši", "septyni", "aštuoni", "devyni"),
    ("nulle", "viens", "divi", "trīs", "četri", "pieci", "seši", "septiņi", "astoņi", "deviņi"),
    ("null", "üks", "kaks", "kolm", "neli", "viis", "kuus", "seitse", "kaheksa", "üheksa"),
    ("nolla", "yksi", "kaksi", "kolme", "neljä", "viisi", "kuusi", "seitsemän", "kahdeksan", "yhdeksän"),
    ("nulla", "egy", "kettő", "három", "négy", "öt", "hat", "hét", "nyolc", "kilenc"),
    ("zero", "unu", "doi", "trei", "patru", "cinci", "șase", "șapte", "opt", "nouă"),
    ("μηδέν", "ένα", "δύο", "τρία", "τέσσερα", "πέντε", "έξι", "επτά", "οκτώ", "εννέα"),
    ("nul", "en", "to", "tre", "fire", "fem", "seks", "syv", "otte", "ni"),
    ("null", "én", "to", "tre", "fire", "fem", "seks", "sju", "åtte", "ni"),
    ("núll", "einn", "tveir", "þrír", "fjórir", "fimm", "sex", "sjö", "átta", "níu"),
    ("zero", "u", "dos", "tres", "quatre", "cinc", "sis", "set", "vuit", "nou"),
    ("zero", "një", "dy", "tre", "katër", "pesë", "gjashtë", "shtatë", "tetë", "nëntë"),
    ("dim", "un", "dau", "tri", "pedwar", "pump", "chwech", "saith", "wyth", "naw"),
    ("nul", "unu", "du", "tri", "kvar", "kvin", "ses", "sep", "ok", "naŭ"),
    ("zero", "bat", "bi", "hiru", "lau", "bost", "sei", "zazpi", "zortzi", "bederatzi"),
    ("sıfır", "bir", "iki", "üç", "dörd", "beş", "altı", "yeddi", "səkkiz", "doqquz"),
    ("нөл", "бір", "екі", "үш", "төрт", "бес", "алты", "жеті", "сегіз", "тоғыз"),
    ("нөл", "бир", "эки", "үч", "төрт", "беш", "алты", "жети", "сегиз", "тогуз"),
    ("тэг", "нэг", "хоёр", "гурав", "дөрөв", "тав", "зургаа", "долоо", "найм", "ес"),
    ("сифр", "як", "ду", "се", "чор", "панҷ", "шаш", "ҳафт", "ҳашт", "нӯҳ"),
    ("ნული", "ერთი", "ორი", "სამი", "ოთხი", "ხუთი", "ექვსი", "შვიდი", "რვა", "ცხრა"),
    ("զրո", "մեկ", "երկու", "երեք", "չորս", "հինգ", "վեց", "յոթ", "ութ", "ինը"),
    ("शून्य", "एक", "दो", "तीन", "चार", "पाँच", "छह", "सात", "आठ", "नौ"),
    ("शून्य", "एक", "दोन", "तीन", "चार", "पाच", "सहा", "सात", "आठ", "नऊ"),
    ("शून्य", "एक", "दुई", "तीन", "चार", "पाँच", "छ", "सात", "आठ", "नौ"),
    ("صفر", "ایک", "دو", "تین", "چار", "پانچ", "چھ", "سات", "آٹھ", "نو"),
    ("صفر", "یک", "دو", "سه", "چهار", "پنج", "شش", "هفت", "هشت", "نه"),
    ("صفر", "یو", "دوه", "درې", "څلور", "پنځه", "شپږ", "اووه", "اته", "نهه"),
    ("صفر", "واحد", "اثنان", "ثلاثة", "أربعة", "خمسة", "ستة", "سبعة", "ثمانية", "تسعة"),
    ("אפס", "אחת", "שתיים", "שלוש", "ארבע", "חמש", "שש", "שבע", "שמונה", "תשע"),
    ("শূন্য", "এক", "দুই", "তিন", "চার", "পাঁচ", "ছয়", "সাত", "আট", "নয়"),
    ("ਸਿਫ਼ਰ", "ਇੱਕ", "ਦੋ", "ਤਿੰਨ", "ਚਾਰ", "ਪੰਜ", "ਛੇ", "ਸੱਤ", "ਅੱਠ", "ਨੌਂ"),
    ("શૂન્ય", "એક", "બે", "ત્રણ", "ચાર", "પાંચ", "છ", "સાત", "આઠ", "નવ"),
    ("பூஜ்ஜியம்", "ஒன்று", "இரண்டு", "மூன்று", "நான்கு", "ஐந்து", "ஆறு", "ஏழு", "எட்டு", "ஒன்பது"),
    ("సున్నా", "ఒకటి", "రెండు", "మూడు", "నాలుగు", "ఐదు", "ఆరు", "ఏడు", "ఎనిమిది", "తొమ్మిది"),
    ("ಸೊನ್ನೆ", "ಒಂದು", "ಎರಡು", "ಮೂರು", "ನಾಲ್ಕು", "ಐದು", "ಆರು", "ಏಳು", "ಎಂಟು", "ಒಂಬತ್ತು"),
    ("പൂജ്യം", "ഒന്ന്", "രണ്ട്", "മൂന്ന്", "നാല്", "അഞ്ച്", "ആറ്", "ഏഴ്", "എട്ട്", "ഒമ്പത്"),
    ("බිංදුව", "එක", "දෙක", "තුන", "හතර", "පහ", "හය", "හත", "අට", "නවය"),
    ("ዜሮ", "አንድ", "ሁለት", "ሶስት", "አራት", "አምስት", "ስድስት", "ሰባት", "ስምንት", "ዘጠኝ"),
    ("không", "một", "hai", "ba", "bốn", "năm", "sáu", "bảy", "tám", "chín"),
    ("sero", "isa", "dalawa", "tatlo", "apat", "", "anim", "pito", "walo", "siyam"),
    ("nol", "siji", "loro", "telu", "papat", "", "enem", "pitu", "wolu", "sanga"),
    ("enol", "hiji", "dua", "tilu", "opat", "", "genep", "tujuh", "dalapan", "salapan"),
    ("sifili", "ɗaya", "biyu", "uku", "huɗu", "biyar", "shida", "bakwai", "takwas", "tara"),
    ("eber", "kow", "laba", "saddex", "afar", "shan", "lix", "toddoba", "siddeed", "sagaal"),
    ("żero", "wieħed", "tnejn", "tlieta", "erbgħa", "ħamsa", "sitta", "sebgħa", "tmienja", "disgħa"),
    ("null", "eent", "zwee", "dräi", "véier", "fënnef", "sechs", "siwen", "aacht", "néng"),
    ("chusaq", "huk", "iskay", "kimsa", "tawa", "pichqa", "suqta", "qanchis", "pusaq", "isqun"),
    ("ʻole", "ʻekahi", "ʻelua", "ʻekolu", "ʻehā", "ʻelima", "ʻeono", "ʻehiku", "ʻewalu", "ʻeiwa"),
    ("selo", "tasi", "lua", "tolu", "fa", "", "ono", "fitu", "valu", "iva"),
    # ... Thai, Lao, Malay, Afrikaans, Galician, Latin, Uzbek, Turkmen, Māori, Haitian, Igbo, Kinyarwanda, Yoruba,
    # Zulu (digits 1-9 as counted)
    ("ศูนย์", "หนึ่ง", "สอง", "สาม", "สี่", "ห้า", "หก", "เจ็ด", "แปด", "เก้า"),
    ("ສູນ", "ໜຶ່ງ", "ສອງ", "ສາມ", "ສີ່", "ຫ້າ", "ຫົກ", "ເຈັດ", "ແປດ", "ເກົ້າ"),
    ("kosong", "satu", "dua", "tiga", "empat", "", "enam", "tujuh", "lapan", "sembilan"),
    ("nul", "een", "twee", "drie", "vier", "vyf", "ses", "sewe", "agt", "nege"),
    ("cero", "un", "dous", "tres", "catro", "cinco", "seis", "sete", "oito", "nove"),
    ("nihil", "unus", "duo", "tres", "quattuor", "quinque", "sex", "septem", "octo", "novem"),
    ("nol", "bir", "ikki", "uch", "to'rt", "besh", "olti", "yetti", "sakkiz", "to'qqiz"),
    ("nol", "bir", "iki", "üç", "dört", "bäş", "alty", "ýedi", "sekiz", "dokuz"),
    ("kore", "tahi", "rua", "toru", "whā", "rima", "ono", "whitu", "waru", "iwa"),
    ("zewo", "en", "de", "twa", "kat", "senk", "sis", "sèt", "uit", "nèf"),
    ("efu", "otu", "abụọ", "atọ", "anọ", "ise", "isii", "asaa", "asatọ", "itoolu"),
    ("zeru", "rimwe", "kabiri", "gatatu", "kane", "gatanu", "gatandatu", "karindwi", "umunani", "icyenda"),
    ("odo", "ọ̀kan", "èjì", "ẹ̀ta", "ẹ̀rin", "àrún", "ẹ̀fà", "èje", "ẹ̀jọ", "ẹ̀sán"),
    ("iqanda", "kunye", "kubili", "kuthathu", "kune", "kuhlanu", "isithupha", "isikhombisa", "isishiyagalombili",
     "isishiyagalolunye"),
)
# (NFKC, as the guards read the text: a Yoruba tone mark stays a combining mark after its letter)
_DIGITS = {unicodedata.normalize("NFKC", w): str(d) for words in reversed(_DIGIT_WORDS) for d, w in enumerate(words)
           if w} | {"ein": "1", "oh": "0", "zwo": "2",
                                                                                     "нуль": "0", "одна": "1"}
# Symbols by name (two-word names first, so that "exclamation mark" is one piece).
DIGITS = _DIGITS  # (round 83 reads a code said in short digit words with them)
_SYMBOLS = {
    "exclamation mark": "!", "exclamation point": "!", "question mark": "?", "at sign": "@", "dollar sign": "$",
    "hash sign": "#", "number sign": "#", "pound sign": "#", "percent sign": "%", "equals sign": "=", "plus sign": "+",
    "full stop": ".", "forward slash": "/", "dot": ".", "period": ".", "point": ".", "dash": "-", "hyphen": "-",
    "minus": "-", "underscore": "_", "hash": "#", "hashtag": "#", "ampersand": "&", "asterisk": "*", "star": "*",
    "plus": "+", "equals": "=", "slash": "/", "tilde": "~", "caret": "^", "colon": ":", "semicolon": ";",
    "bang": "!", "percent": "%", "dollar": "$",
}
_UPPER = ("capital", "upper case", "uppercase", "upper-case", "big", "cap", "caps")
_LOWER = ("small", "lower case", "lowercase", "lower-case", "little")


def _words(*groups: object) -> str:
    names = sorted({w for g in groups for w in g}, key=len, reverse=True)  # type: ignore[attr-defined]
    return "|".join(re.escape(w).replace(r"\ ", r"[ \t]+") for w in names)


# Round 21: a letter named with its spelling word ("t as in Tango", "uppercase D as in Delta"), and a single letter
# after its case ("lowercase i", "big M", "small x"): how a helpdesk reads a password over the phone. A bare single
# letter is no piece ("a", "I" are words); with its case said, it can only be a character of a value.
_CASE = rf"(?:{_words(_UPPER, _LOWER)})[ \t]+"
_PIECE = (rf"(?:{_CASE})?[A-Za-z][ \t]+as[ \t]+in[ \t]+(?:{_words(_NATO)})|{_CASE}[A-Za-z](?![\w'’])"
          rf"|(?:{_CASE})?(?:{_words(_NATO)})"
          rf"|(?:{_words(_DIGITS, _SYMBOLS)})|\d{{1,4}}")
_AS_IN = re.compile(r"(?i)(?:(?P<case>.+?)[ \t]+)?(?P<letter>[a-z])[ \t]+as[ \t]+in[ \t]+\S+")
# Pieces separated by spaces, commas or dashes; the word boundaries are looked at by hand (a spelled word is never
# part of a longer one: "Echo Park" is a place, "echoes" a word).
# (Round 18: a combining mark goes on the word it follows: "तीन" is no piece of "तीनों"; "、" and "，" separate too.)
_MARKS = "\u0300-\u036f\u0900-\u0dff\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff"
MARKS = _MARKS
_SEP = r"(?:[ \t]*[,;、，][ \t]*|[ \t]+[-–][ \t]+|[ \t]+)"
_WORD_RUN = re.compile(rf"(?i)(?<![\w-])(?:{_PIECE})(?![\w{_MARKS}-])(?:{_SEP}(?:{_PIECE})(?![\w{_MARKS}-])){{3,}}")
_ONE_PIECE = re.compile(rf"(?i)(?:{_PIECE})(?![\w{_MARKS}-])")
# Round 15: digit words joined by dashes, as a transcript writes a PIN read aloud ("zero-nine-four-eight").
_DASH_RUN = re.compile(rf"(?i)(?<![\w-])(?:{trie_alternation(_DIGITS)})(?:-(?:{trie_alternation(_DIGITS)})){{3,}}"
                       rf"(?![\w{_MARKS}-])")
_CHAR_RUN = re.compile(r"(?<!\S)\S(?: - \S){5,}(?!\S)|(?<![\w.,-])\d(?: \d){3,}(?![\w-]|[.,]\d| \d)")
_THEN_RUN = re.compile(r"(?i)(?<![\w-])[\w!@#$%^&*.~+-]+(?:,?[ ]+(?:and[ ]+)?(?:then|followed by)[ ]+"
                       r"(?:an?[ \t]+|the[ \t]+)?"
                       rf"(?:{_words(_SYMBOLS)}|[\w!@#$%^&*.~+-]+)(?![\w-])){{2,}}")
_THEN = re.compile(r"(?i),?[ ]+(?:and[ ]+)?(?:then|followed by)[ ]+(?:an?[ \t]+|the[ \t]+)?")
_SPACES = re.compile(r"[ \t]+")
# The words a run is made of, one by one (a run needs three: counted with one C-level findall before the run's regex,
# which tries its alternation at every character, is run on a text).
# A word's letters and its combining marks (an Indic or Thai vowel sign is no \\w: "पाँच" is one word, not three)
_LETTERS = re.compile(rf"(?:[^\W\d_]|[{_MARKS}])+")
_PIECE_WORDS = frozenset(w for name in (*_NATO, *_DIGITS, *_SYMBOLS, *_UPPER, *_LOWER) for w in name.split())
_SPACED_DIGITS = re.compile(r"\d \d \d \d")

# Spelling words that are parts of common words ("accept", "yacht", "novel", "stress", "kilometre", "Indian"): not
# anchors (a run holds other words too).
_IN_COMMON_WORDS = frozenset(["sept", "acht", "nove", "tres", "vier", "kilo", "null", "cero", "seis", "sete", "otto",
                              "dois", "india", "mike", "golf",
                              # round 15's digit words inside English words ("status", "Saturday", "mitigate",
                              # "renamed", "granular", "artisan", "empathy", "visitation", "knoll")
                              "tatu", "sita", "saba", "nane", "tisa", "satu", "tiga", "enam", "nula", "noll", "moja",
                              "tano", "empat", "yedi", "fyra", "sedm", "osiem", "jedna"])
# The words whose presence lets a text hold a run of words: the spelling alphabet, and digit words of four letters or
# more written in ASCII (short ones, "un", "one", "dos", are parts of too many words to be worth a look alone).
_RUN_WORDS = tuple(w for w in (*_NATO, *_DIGITS) if len(w) >= 4 and w.isascii() and w not in _IN_COMMON_WORDS)
# Round 15: and the digit words of four letters or more outside ASCII ("fünf", "sześć", "четыре", "dört"), whose
# anchors are written in lower, Title and UPPER case (the prefilter folds ASCII case only).
# (Round 18: of three characters or more: "तीन", "สาม", "три" are most of a code read aloud in those scripts.)
_RUN_WORDS_OTHER = tuple(w for w in _DIGITS if len(w) >= 3 and not w.isascii())
# (As tries, round 18: some 600 digit words as a flat alternation cost a multi-line text ~25 µs.)
_RUN_WORD = re.compile(trie_alternation(_RUN_WORDS))  # as substrings, as the prefilter reads its anchors
_RUN_WORD_OTHER = re.compile(trie_alternation(_RUN_WORDS_OTHER))  # (looked for only in a text not all ASCII)
# Session 39: and then one of them said as a word of its own, not only inside a longer word. Searched as substrings
# they are the prefilter's promise; read that way they let a run of short digit words that opens no gate by itself
# ("to", Danish and Norwegian two) count after "firewall" ("fire", four) or after the Georgian "ავთენტიფიკატორის"
# (whose "ტორის" holds "ორი", two): "firewall code to to to to", "ავთენტიფიკატორის კოდი to to to to"
# (test_guard_lexicon's draw, on main since session 37) were refused as one-time codes, while "koden er to to to to"
# never was.
# (As whole words, the digit words left out of the anchors for being parts of common words count: "nove", "otto" in
# "il codice del cancello è nove nove nove otto due otto", a secret of blind16 whose anchor is "rima" inside "prima".)
_GATE_WORDS = frozenset(w for w in (*_NATO, *_DIGITS) if len(w) >= (4 if w.isascii() else 3))
_GATE_JOINED = tuple(w for w in _RUN_WORDS if not w.isalpha())  # ("x-ray": two words to _LETTERS, one to the gate)
# One of these literals (ASCII case folded, digits as "#") is in every text that holds a run.
ANCHORS = (*_RUN_WORDS, *(f for w in _RUN_WORDS_OTHER for f in dict.fromkeys((w, w.title(), w.upper()))), " - ",
           "# # # #", " then ", "followed by")

# Words that name a credential anywhere in a text (the context of a spelled run whose own line names none).
_CREDENTIAL = re.compile(
    r"(?i)(?<![a-z])(?:pass(?:word|wort|phrase|code)?|pw|pwd|kennwort|wachtwoord|contrase[ñn]a|senha|mot de passe|"
    r"login|log-?in|pin|code|c[óo]digo|codice|kod|token|secret|key|api|credential|otp|card|karte|tarjeta|carte)"
    r"(?![a-z])|пароль|パスワード|密码|비밀번호")


def _piece_value(piece: str) -> str | None:
    """What one spelled piece writes: a letter (a capital after "capital"), a digit, a symbol, a digit group."""
    low = _SPACES.sub(" ", piece.lower())
    if low.isdigit():
        return low
    if low in _DIGITS:
        return _DIGITS[low]
    if low in _SYMBOLS:
        return _SYMBOLS[low]
    named = _AS_IN.fullmatch(low)
    if named is not None:  # "uppercase d as in delta": the letter, in its case
        return named.group("letter").upper() if named.group("case") in _UPPER else named.group("letter")
    case, _, word = low.rpartition(" ")
    if len(word) == 1 and word.isalpha() and (case in _UPPER or case in _LOWER):
        return word.upper() if case in _UPPER else word  # "big m", "lowercase i"
    if word not in _NATO:
        return None
    return _NATO[word].upper() if case in _UPPER else _NATO[word]


def _word_run(run: str) -> str | None:
    """A run of spelling words written out, when it is one: at least three pieces that are words (not digit groups),
    and not only digit words of one language's counting ("one, two, three, four" counts)."""
    pieces = [m.group() for m in _ONE_PIECE.finditer(run)]
    values = [_piece_value(p) for p in pieces]
    if None in values or sum(1 for p in pieces if not p.isdigit()) < 3 or _month_and_day(pieces):
        return None
    joined = "".join(v for v in values if v is not None)
    if joined in ("0123456789"[:len(joined)], "123456789"[:len(joined)]):
        return None
    return joined


def _month_and_day(pieces: list[str]) -> bool:
    """Session 46 (fp86): "Sept" (French seven, and September's abbreviation) beside a day's number is a date: "ski
    pass valid Sept 19 to Sept 12" read as 7-19-2-7-12 was refused as a code read aloud."""
    for i, p in enumerate(pieces):
        if p.lower() in _MONTH_DIGIT_WORDS:
            near = pieces[i + 1:i + 2] + pieces[max(0, i - 1):i]
            if any(q.isdigit() and len(q) <= 2 and 1 <= int(q) <= 31 for q in near):
                return True
    return False


_MONTH_DIGIT_WORDS = frozenset(["sept"])  # the digit words that are also a month's usual abbreviation


def _then_run(run: str) -> str | None:
    """Pieces described in order, each a word, a number or a symbol's name: at least one holds a digit or is a
    symbol, and one holds a letter (a list of steps, "boil, then drain, then serve", has no digit)."""
    pieces = _THEN.split(run)
    values = [_SYMBOLS.get(_SPACES.sub(" ", p.lower()), p) for p in pieces]
    joined = "".join(values)
    if len(pieces) < 3 or not any(c.isalpha() for c in joined):
        return None
    named_symbol = any(v != p for v, p in zip(values, pieces, strict=True))
    return joined if any(c.isdigit() for c in joined) or named_symbol else None


def _words_said(said: list[str], low: str) -> bool:
    """The words of a text (``low``, lower case, as ``said`` by :data:`_LETTERS`) can hold a run of spelling words:
    three of them are pieces, and one gate word (:data:`_GATE_WORDS`) is one of them, not only inside a longer word."""
    return (sum(1 for w in said if w in _PIECE_WORDS) >= 3
            and (any(w in _GATE_WORDS for w in said) or any(w in low for w in _GATE_JOINED)))


def spelled_lines(text: str) -> list[tuple[int, int, str, bool]]:
    """For each spelled run in ``text``: its span, the line it is on up to it with the run written as the value, and
    whether the run was made of spelling words (a value only a credential is spelled that way)."""
    out: list[tuple[int, int, str, bool]] = []
    low = text.lower()
    if ((_RUN_WORD.search(low) is not None or (not low.isascii() and _RUN_WORD_OTHER.search(low) is not None))
            and _words_said(_LETTERS.findall(low), low)):
        for m in _WORD_RUN.finditer(text):
            joined = _word_run(m.group())
            if joined is not None:
                out.append((m.start(), m.end(), line_before(text, m.start()) + joined, True))
        for m in _DASH_RUN.finditer(text):
            joined = "".join(_DIGITS[w.lower()] for w in m.group().split("-"))
            out.append((m.start(), m.end(), line_before(text, m.start()) + joined, True))
        out.extend(_filled_runs(text))  # round 44: "dve, torej, pet, osem"
    if " - " in text or _SPACED_DIGITS.search(text):
        for m in _CHAR_RUN.finditer(text):
            value = m.group().replace(" - ", "").replace(" ", "")
            out.append((m.start(), m.end(), line_before(text, m.start()) + value, " - " in m.group()))
    if " then " in low or "followed by" in low:
        for m in _THEN_RUN.finditer(text):
            joined = _then_run(m.group())
            if joined is not None:
                out.append((m.start(), m.end(), line_before(text, m.start()) + joined, True))
    return out


# Round 44: a code read aloud with a hesitation between its digits, as a voice transcript writes it ("the alarm code is
# three like eight erm oh nine three", "koda za sef je dve, torej, pet, osem", "il codice della cassaforte è uno uno
# nove tre ehm otto sette"): digit words with a filler between two of them, whatever the language ("äh", "ну", "yani"
# are not listed: one or two words of up to ten letters each, or two sounds joined by "-", "э-э"). Four digit words
# at least, more digit words than fillers, and a code's or a credential's word on the line before the run.
_DIGIT = rf"(?:{trie_alternation(_DIGITS)})(?![\w{_MARKS}-])"
_FILLER_MARKS = _MARKS + "\u064b-\u065f\u0670"  # (and the Arabic script's vowel marks: "اِم")
_FILLER_WORD = rf"(?:[^\W\d_]|[{_FILLER_MARKS}]){{1,10}}(?:-(?:[^\W\d_]){{1,3}})?(?![\w{_FILLER_MARKS}-])"
_FILLER = rf"{_FILLER_WORD}(?:[ \t]+{_FILLER_WORD})?"  # ("you know", "nii et")
_FILLED_RUN = re.compile(rf"(?i)(?<![\w-]){_DIGIT}(?:{_SEP}(?:{_FILLER}{_SEP})?{_DIGIT}){{3,}}")
_RUN_TOKEN = re.compile(r"(?![-–](?:[ \t]|$))[^ \t,;、，]+")  # (a dash between two words is a separator)


def _filled_runs(text: str) -> list[tuple[int, int, str, bool]]:
    """The runs of digit words broken by fillers (see above), each with its line up to it and the digits joined."""
    out: list[tuple[int, int, str, bool]] = []
    for m in _FILLED_RUN.finditer(text):
        tokens = [(t.start() + m.start(), t.group()) for t in _RUN_TOKEN.finditer(m.group())]
        digits = [_DIGITS.get(unicodedata.normalize("NFKC", t).lower()) for _, t in tokens]
        # a code's word is no filler: the run starts after it ("hat den Code fünf ...": Hungarian's six, then German)
        named = [n for n, (_, t) in enumerate(tokens) if digits[n] is None and credential_named(t)]
        first = named[-1] + 1 if named else 0
        first = next((n for n in range(first, len(digits)) if digits[n] is not None), len(digits))
        tokens, digits = tokens[first:], digits[first:]
        if not tokens:
            continue
        fillers = [" ".join(t for _, t in tokens[n:k]).lower() for n, k in _gaps(digits)]  # ("you know" is one)
        joined = "".join(d for d in digits if d is not None)
        before = line_before(text, tokens[0][0])
        if (not fillers or len(joined) < 4 or not _hesitant(fillers, len(joined))
                or not (credential_named(before) or lock_named(before))  # (round 45: "the safe ... is seven, erm")
                or joined in ("0123456789"[:len(joined)], "123456789"[:len(joined)])):
            continue
        out.append((tokens[0][0], m.end(), before + joined, True))
    return out


def _gaps(digits: list[str | None]) -> list[tuple[int, int]]:
    """The spans of the words between digit words (``None`` in ``digits``), one span for each gap."""
    starts = [n for n, d in enumerate(digits) if d is None and (n == 0 or digits[n - 1] is not None)]
    return [(n, next((k for k in range(n, len(digits)) if digits[k] is not None), len(digits))) for n in starts]


def _hesitant(fillers: list[str], digits: int) -> bool:
    """Fillers a speaker hesitates with between ``digits`` digit words: about one for every two digits, or, where
    there are more, the same filler said again ("zero eee trzy yyy cztery eee osiem"); a list's words between numbers
    ("two cats, three dogs, one rabbit and four fish") differ one from another."""
    return len(fillers) * 2 <= digits + 1 or len(set(fillers)) < len(fillers) < digits


def digit_words(words: list[str]) -> bool:
    """Every one of ``words`` is a digit word of some language ("seis tres tres tres": a code read aloud)."""
    return all(unicodedata.normalize("NFKC", w).lower() in _DIGITS for w in words)


# How far back a run's line is read: a code's or a credential's word stands just before the run, and the rows read a
# window around a value anyway. The whole line for every run made one long line of short runs quadratic: every run's
# line scanned by every row ("é 1 2 3 4 an " * 600, one line of 7,800 characters: 48 s of CPU, 1.6 s now; guard49 found
# it). No row of the 43 tuned corpora changes: 24 of them hold a run more than 100 characters into its line, each found
# as before (every finding the same).
LINE_WINDOW = 100


def line_before(text: str, start: int) -> str:
    """The line up to ``start``, at most :data:`LINE_WINDOW` characters of it, from a word's start."""
    line_start = text.rfind("\n", 0, start) + 1
    if start - line_start <= LINE_WINDOW:
        return text[line_start:start]
    cut = start - LINE_WINDOW
    space = text.find(" ", cut, start)
    return text[cut if space < 0 else space + 1:start]


# Round 18: the word for a code as its stem, whatever ending or article the language glues to it (Swedish "koden",
# Slovak "kód", Estonian "kood", Finnish "koodi", Croatian "šifra", Bulgarian "кодът", Persian "رمز", Hindi "कोड",
# Thai "รหัส", Chinese "密码" ...), for the spelled runs of the digit words of those languages.
CODE_STEM = re.compile(
    r"(?i)(?<![^\W\d_])(?:k[oóòō]{1,2}[dð]|cod[ieu]?|kodi|[sšş]ifr|шифр|код|рамз|кўд)|رمز|کوڈ|کد|کوډ|कोड|কোড|ਕੋਡ|"
    r"કોડ|குறியீ|కోడ్|ಕೋಡ್|കോഡ്|කේත|รหัส|ລະຫັດ|កូដ|ကုဒ်|密码|密碼|暗証|비밀번호|קוד|κωδικ|კოდ|կոդ|ኮድ")


def credential_named(text: str) -> bool:
    """``text`` names a credential somewhere (a password, a login, a PIN, a code, a key, a card ...)."""
    return _CREDENTIAL.search(text) is not None or CODE_STEM.search(text) is not None


# ---- a lock named without a code's word, for a code read aloud in digit words (round 45): "The safe in the
# office, it's six five five nine", "okay so the safe in the wardrobe is seven seven erm four seven": a safe as a noun
# (after an article, a possessive or a room's word - not "keep it safe"), a padlock, a lock box, a key safe, a keypad
_LOCK_NAMED = re.compile(
    r"(?i)(?<![\w-])(?:(?:the|a|my|our|your|his|her|their|office|hotel|wall|room|floor|gun)[ \t]+safe"
    r"|padlock|lock[ -]?box|key[ -]?box|key[ -]?safe|strongbox|keypad|combination[ \t]+lock)(?![\w-])"
)


def lock_named(text: str) -> bool:
    """``text`` names a lock that opens on a code (see above)."""
    return _LOCK_NAMED.search(text) is not None


# Round 21: what a line names before a run of spelling words when the run is a name or a reference, not a secret: a
# network's name, a booking's, a parcel's or an order's reference, a device's serial number. A password read aloud
# says the case of its letters; these are read without ("my confirmation code is Papa, November, Sierra ...").
_NAMED_NOT_SECRET = re.compile(r"(?i)\b(?:called|named|network|ssid|confirmation|reference|booking|reservation|parcel|"
                               r"tracking|shipment|order|flight|ticket|serial|registration|plate)\b")
_CASE_SAID = re.compile(rf"(?i)(?<![\w-])(?:{_words(_UPPER, _LOWER)})(?![\w-])")


def names_not_secret(before: str, run: str) -> bool:
    """A run of spelling words that its line, up to it, names as a name or a reference, and that says no letter's case
    (see above)."""
    return _NAMED_NOT_SECRET.search(before) is not None and _CASE_SAID.search(run) is None


def spelled_secret(value: str) -> bool:
    """A spelled value that can only be a credential: letters mixed with digits or symbols (``Falcon95.``), or a
    code of four to ten digits."""
    if value.isdigit():
        return 4 <= len(value) <= 19
    # (round 21: or capitals mixed with small letters, which only a spelled password says: a booking reference or a
    # serial number read aloud has no case)
    return (len(value) >= 6 and any(c.isalpha() for c in value)
            and (any(c.isdigit() or not c.isalnum() for c in value) or (value.lower() != value != value.upper())))


# ------------------------------------------------------------------------------------------------
# Round 16: a password read aloud, as a voice transcript writes it: its word or its letters, then its digits as words,
# then its symbol by name, in the speaker's language ("totoro all lowercase one two dollar sign", "großes T o t o r o
# zwei drei Punkt", "mango tutto minuscolo nove cinque cancelletto", "... eight, two, hash"). Two digit words or more
# followed by a symbol's name is how a transcript ends such a value and nothing else ("version two point five" has one
# digit word before its "point"); the row in guard/secrets.py also wants a password word on the run's line before it.
# Symbol names in English, German, French, Spanish, Italian, Dutch, Portuguese, Polish and Swedish.
_SYMBOL_NAMES = (
    "dollar sign", "at sign", "hash", "hash sign", "exclamation mark", "exclamation point", "underscore", "dot",
    "full stop", "period", "question mark", "ampersand", "asterisk", "percent sign", "hyphen", "plus sign",
    "dollarzeichen", "unterstrich", "punkt", "ausrufezeichen", "fragezeichen", "raute", "rautezeichen", "at-zeichen",
    "bindestrich", "sternchen", "prozentzeichen",
    "dollar", "arobase", "dièse", "point d'exclamation", "point", "tiret bas", "esperluette", "point d'interrogation",
    "almohadilla", "guion bajo", "guión bajo", "signo de exclamación", "signo de dólar", "dólar", "arroba", "punto",
    "asterisco",
    "cancelletto", "trattino basso", "punto esclamativo", "chiocciola", "dollaro",
    "apenstaartje", "hekje", "dollarteken", "uitroepteken", "punt", "liggend streepje", "sterretje",
    "cifrão", "ponto de exclamação", "ponto", "sublinhado", "cerquilha",
    "podkreślnik", "dolar", "kropka", "wykrzyknik", "małpa", "krzyżyk", "gwiazdka",
    "dollartecken", "snabel-a", "utropstecken", "understreck",
)
# The names as the lower-cased text holds them (a literal alternation, no look-around: cheap on ordinary text).
_SYMBOL_NAME = re.compile("|".join(map(re.escape, sorted(_SYMBOL_NAMES, key=len, reverse=True))))
_SPOKEN_DIGIT = rf"(?:{_words(_DIGITS)})(?![\w-])"
# Digit words ending right before the symbol's name (searched in the window before it, ``endpos`` at the name).
_DIGITS_BEFORE = re.compile(rf"(?i)(?<![\w-]){_SPOKEN_DIGIT}(?:{_SEP}{_SPOKEN_DIGIT}){{1,11}}{_SEP}$")
_SPOKEN = re.compile(rf"(?i)(?P<v>{_SPOKEN_DIGIT}(?:{_SEP}{_SPOKEN_DIGIT}){{1,11}}{_SEP}"
                     rf"(?:{_words(_SYMBOL_NAMES)}))(?![\w-])")
SPOKEN_ANCHORS = tuple(f for w in _SYMBOL_NAMES for f in dict.fromkeys((w, w.title(), w.upper())))


class SpokenFinder:
    """The digit words and symbol name that end a password read aloud: each symbol name found by ``str``-level regex
    on the lower-cased text, then the digit words looked for only in the 120 characters before it."""

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        low = text.lower()
        if len(low) != len(text):
            return
        for s in _SYMBOL_NAME.finditer(low):
            end = s.end()
            if low[end:end + 1].isalnum() or (s.start() > 0 and low[s.start() - 1].isalnum()):
                continue  # inside a word ("pointer", "appoint")
            run = _DIGITS_BEFORE.search(text, max(0, s.start() - 120), s.start())
            if run is None:
                continue
            m = _SPOKEN.match(text, run.start())
            if m is not None:
                yield m


SPOKEN = SpokenFinder()
