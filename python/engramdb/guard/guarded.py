"""Codes named by what they guard: a safe's code and an alarm's duress code, in many languages (round 26).

A safe's code opens what is in it (passports, cash); an alarm's duress code, typed under threat, disarms the siren and
silently calls the police. The words for these two things name a secret by themselves ("sejf", "caja fuerte",
"χρηματοκιβώτιο", "tvangskoden", "código de coacción", "脅迫コード"), so the value needs no code word beside it,
only to be set apart as the label's value. A value is four to eight digits, with an alarm keypad's closing ``#`` or
``*``, and is the label's in one of three layouts:

* after the word on its line, the first number there, and no other number before the clause ends ("I set the safe in
  our hotel room to 75765", "sef u našoj sobi namjestio sam na 1982", "otel odamızdaki kasayı 1992 olarak
  ayarladım", "the duress code for our alarm, which silently calls the police, is 0853");
* alone at the start of the next non-empty line, under a label line of no number ("kode paksaan alarm\\n\\n5837#");
* before the label in parentheses on its line ("7999 (signalizacijos prievartos kodas)"), or alone on the line above
  a label pointing up at it ("5390#\\n^ 报警器胁迫密码").

Not a value: a number glued to a letter or after a room's or a number's word ("the safe in room 1412", "No. 926": a
room is not its safe's code), a phone number's group ("+33 1 46 ...", "(800) 801-4938"), a price or a measure
(followed by a unit or another group), one digit repeated. English "safe" is also an adjective ("the safe limit is
1000"), so only its compounds are read: a room's, a hotel's or a wall's safe, the safe's code, setting the safe.
"""

from __future__ import annotations

import re

from . import textmemo

# The words for a safe (a strongbox, not the adjective), as stems: an inflection may follow ("seiful", "sejfu",
# "kassaskåpet", "сефот", "széfjét").
SAFE_WORDS = (
    "room safe", "hotel safe", "in-room safe", "wall safe", "safe code", "safe combination", "safe pin",
    "set the safe", "the safe to", "is-safe", "ng safe",
    "tresor", "coffre-fort", "coffre fort", "caja fuerte", "cassaforte", "cofre", "sejf", "seif", "kassaskåp",
    "kassaskap", "pengeskab", "pengeskap", "brankas", "széf", "trezor", "сейф", "χρηματοκιβώτι", "خزنة", "خزانة",
    "két sắt", "kluis", "sefu", "сеф", "öryggishólf", "sêff", "seyf", "sef", "kasafort", "caixa forta", "caixa forte",
    "kassakaappi", "tallelokero", "kasayı", "kasası", "kasasın", "peti besi", "kaha de yero", "taisceadán", "coffr",
    "isisefo", "sisefo", "kofrefò", "khasnad", "safen", "den safe", "de safe", "der safe", "dem safe", "im safe",
    "zimmersafe", "hotelsafe", "wandsafe", "kofr", "kutxa gotor", "pouaka haumaru", "monŝrank", "c'hofr", "còfre",
    "ciste-shàbhalaidh", "taisceadá",
    "כספת", "סייף", "گاوصندوق", "تجوری", "तिजोरी", "ਤਿਜੋਰੀ", "তিজোরি", "সিন্দুক", "ទូដែក", "ຕູ້ເຊຟ", "ຕູ້ນິລະໄພ",
    "ตู้เซฟ", "ตู้นิรภัย", "금고", "金庫", "保险箱", "保險箱", "სეიფ", "սեյֆ", "ካዝና", "பெட்டகம்", "லாக்கர்",
    "లాకర్", "ಲಾಕರ್", "ലോക്കർ", "સેફ", "तिजोरी",
)
# The words for an alarm's duress (coercion, threat, compulsion) as it names a code, as stems.
DURESS_WORDS = (
    "duress", "coaccion", "coacción", "coacció", "coação", "coacao", "coercizione", "coercion", "contrainte",
    "dwangcode", "dwangkode", "twangkoade", "tvangskod", "tvångskod", "zwangscode", "bedrohungscode", "überfallcode",
    "nötigungscode", "kényszerkód", "neyðarkóð", "þvingunarkóð", "sunnikood", "pakkokoodi", "uhkakoodi", "prievartos",
    "piespiedu", "paksaan", "majburla", "majburlash", "tilastawa", "qasabka", "yokuphoqwa", "yokunyanzelwa",
    "kulazimishwa", "prisile", "prinude", "przymusu", "tiesňov", "nátlakov", "constrângere", "constrangere",
    "constringere", "tehdit", "zorlama", "məcburiyyət", "gorfodaeth", "éigeantais", "hertsapen", "detyrimi",
    "detyrim", "cưỡng ép", "cưỡng bức", "kinakailangang", "pamimilit", "sapilitan", "mmanye", "ìfipá", "kufanya",
    "прымусу", "примусу", "принуд", "под принуда", "принуждени", "мажбурлоо", "мәжбүрлеу", "мажбурӣ", "албадлага",
    "εξαναγκασμ", "καταναγκασμ", "מצוקה", "צוואַנג", "اضطرار", "الإكراه", "إكراه", "دباؤ", "દબાણ", "दबाव", "चाप",
    "চাপের", "ਦਬਾਅ", "ഭീഷണി", "බලකිරීම", "ถูกบังคับ", "ข่มขู่", "ຖືກບັງຄັບ", "បង្ខិតបង្ខំ", "បង្ខំ", "ማስገደድ",
    "հարկադրանք", "იძულებ", "胁迫", "脅迫", "협박", "강압", "강요",
    "antirapina", "theddida", "kòd presyon", "constrencha", "devigkod", "pēhi", "زور کوډ", "маҷбур", "বিপদ কোড",
    "prisilo", "prisilom", "överfallskod", "overfallskod", "paksan", "tísňov", "bountañ", "အတင်းအကျပ်",
    "நெருக்கடி குறியீடு", "ආරක්ෂිත පෙට්ටි",
)

# A card's or a telephone bank's PIN, in capitals or in another script: a code by its name, but also a word many
# sentences hold beside a number ("PIN changed in 2019"), so only in the layouts that set a value apart from prose (a
# mark such as ":" or "⇒" right before it, under it, before it in parentheses), never the first number after it.
PIN_WORDS = ("ПИН", "ПІН", "पिन", "पिन", "ፒን", "పిన్", "ಪಿನ್", "പിൻ", "பின்", "পিন", "ਪਿੰਨ", "પિન", "ပင်", "핀", "ピン",
             "پن", "پین", "פּין", "ფინ", "PIN-", "UAP")

_WORDS = (*SAFE_WORDS, *DURESS_WORDS, *PIN_WORDS)
_ASCII = sorted({w for w in _WORDS if w.isascii() and w not in PIN_WORDS}, key=len, reverse=True)
_OTHER = sorted({f for w in _WORDS if not w.isascii() for f in (w.lower(), w[:1].upper() + w[1:].lower(), w.upper())},
                key=len, reverse=True)
# ASCII words start a word (not "dessert safe"-like tails inside another word); others may be glued (scripts
# without spaces, compounds). "PIN" in capitals, not inside a word of capitals.
PATTERN = re.compile(r"(?<![A-Za-z])(?i:" + "|".join(map(re.escape, _ASCII)) + r")|(?-i:"
                     + "|".join(map(re.escape, _OTHER)) + r")|(?<![A-Z])(?-i:PIN|UAP)(?![A-Z])")
ANCHORS = (*_ASCII, *_OTHER, "pin", "uap")

_NUMBER = re.compile(r"\d+")
_VALUE = re.compile(r"\d(?: \d){3,7}(?![ \t]?\d)|\d{4,8}[#*]?")
# What may stand right before a value: not a digit's group, a sign, a letter glued ("B528", "ABX-58213": a serial),
# a room's or a number's word.
_BAD_BEFORE = re.compile(r"(?i)(?:[A-Za-zÀ-ɏ\d_+(/.,:#№]|(?-i:[A-Z\d]{2,})-|(?<![^\W\d_])(?:room|rooms|zimmer|chambre|"
                         r"habitaci[oó]n|camera|kamer|pok[oó]j|soba|sobi|oda|odası|номер|комнат\w*|no\.|nr|nº|n°|numero|número|nummer|numer|"
                         r"broj|číslo|szám|numara|phòng|kamar|bilik|kwarto)\.?[ \t]*)\Z")
# What may follow a value on its line before the clause ends: no further number (a phone's group, a unit's amount).
_CLAUSE_BREAK = re.compile(r"[,;.!?։।。]|[ \t][-–—/|][ \t]")
_UNIT_AFTER = re.compile(r"(?i)[ \t]*(?:[%€$£¥₺₽₴₹]|(?:eur|euro|usd|dollar|gbp|pound|kr|zł|zl|lei|ron|rub|руб|грн|лв|"
                         r"tl|lira|ft|kč|kc|chf|yen|yuan|rupee|kg|km|cm|mm|m²|ml|mb|gb|kb|hz|mhz|ghz|ms|sec|min)\w*)")
# A line holding the value alone, after at most a chat's speaker and time or a "P.S." ("21:13 — Leila: 646469*").
_ALONE = re.compile(r"(?:[^\d\n]{0,24}[:.—-][ \t]+|\[?\d\d?:\d\d\]?[^\d\n]{0,24}[ \t]+)?(?P<v>\d{4,8}[#*]?)[ \t]*")
_YEAR = re.compile(r"(?:19|20)\d\d")
_POSTAL = re.compile(r"(?i)postal|post ?code|pincode|delivery|courier|zip")
# A mark that sets the value apart right before it (for a PIN's word, see PIN_WORDS).
_MARK_BEFORE = re.compile(r"[:=⇒»→≡|：][ \t]*[\"'«“]?\Z")
_POINTS_UP = re.compile(r"[ \t]*(?:\^|↑|⬆|☝)")


def _value_at(text: str, start: int, line_end: int) -> tuple[int, int] | None:
    """The value starting at ``start`` if it is one (four to eight digits, ``#``/``*``, not a phone's or a price's
    group), up to its closing mark; None otherwise."""
    v = _VALUE.match(text, start)
    if v is None or (v.end() < len(text) and text[v.end()].isdigit()):
        return None
    digits = v.group().rstrip("#*").replace(" ", "")
    if len(set(digits)) == 1:
        return None  # "0000", "####": a placeholder or a factory default
    tail = text[v.end():line_end]
    if _YEAR.fullmatch(digits) and re.match(r"[ \t]*[^\W\d_]", tail):
        return None  # a year in a sentence that goes on ("széf kombinációja 2019 óta változatlan": since 2019)
    if _BAD_BEFORE.search(text, max(0, start - 24), start):
        return None
    if _UNIT_AFTER.match(text, v.end()) or re.match(r"[.,:/-]\d|[ \t]\d", text[v.end():v.end() + 2]):
        return None
    cut = _CLAUSE_BREAK.search(tail)
    if re.search(r"\d", tail[:cut.start()] if cut else tail):
        return None  # another number in the value's clause: the value is not the label's alone
    return v.start(), v.end()


# Round 27: a PIN's sentence that ends on its value ("el PIN de mi DNI electrónico ... es 836408!!", "το PIN της
# ηλεκτρονικής μου ταυτότητας ... είναι 654478."): a short word (a copula: "es", "je", "er", "είναι", "הוא") or a dash
# right before the number, and after it only a stop, marks, an emoji, a signature after "|" or a remark in parentheses.
_COPULA_BEFORE = re.compile(r"(?:(?<=\s)(?!(?i:code|kod|kode|kód|kods|koda|codul|no|nr|number)[ \t])[^\W\d_]{1,6}|"
                            r"[—–-]|,[ \t]*[—–-])[ \t]+\Z")  # (not the PIN's noun: "PIN code 700016" is India's post)
_NOTHING_AFTER = re.compile(r"[.!]*[ \t]*(?:\([^()\d\n]{0,30}\)|\|[^\d\n]{0,40}|~[^\d\n]{0,30}|[^\w\n]{0,12})[ \t]*")


def _stated_last(text: str, word_end: int, start: int, line_end: int) -> bool:
    """The number at ``start`` ends the PIN's sentence after a copula (see above)."""
    if not _COPULA_BEFORE.search(text, max(word_end, start - 12), start):
        return False
    v = re.match(r"\d{4,8}", text[start:])
    if v is None or _YEAR.fullmatch(v.group()):
        return False  # a year ends a sentence as often ("το PIN ... άλλαξε το 2019": changed in 2019)
    return _NOTHING_AFTER.fullmatch(text, start + v.end(), line_end) is not None


# Session 49 (fp214): a word of three capitals in a table's cell beside another such cell is a code of a column
# (an airport's "SEF" beside "HXC", a currency's), not a safe's word ("sef", Croatian): "TK3083 | IMR | SEF | 0315h".
_CODE_CELL = re.compile(r"(?:^|[|\t,;])[ \t]*[A-Z]{3}[ \t]*(?=[|\t,;]|$)")


def _code_cell(text: str, start: int, end: int, line_start: int, line_end: int) -> bool:
    """The word at ``start:end`` is three capitals filling a table's cell, and another cell of the row is three
    capitals too (see above)."""
    if end - start != 3 or not text[start:end].isupper() or not text[start:end].isalpha():
        return False
    line = text[line_start:line_end]
    cells = [c for c in _CODE_CELL.finditer(line)]
    at = start - line_start
    return any(c.start() <= at < c.end() for c in cells) and len(cells) >= 2


def guarded_code(m: re.Match[str]) -> tuple[int, int] | None:
    """A safe's or an alarm's duress code set apart after, under or before its word (see above)."""
    text = m.string
    line_start = text.rfind("\n", 0, m.start()) + 1
    line_end = text.find("\n", m.end())
    line_end = len(text) if line_end < 0 else line_end
    if _code_cell(text, m.start(), m.end(), line_start, line_end):
        return None
    # after the word on its line: the first number, within a sentence's reach
    first = _NUMBER.search(text, m.end(), line_end)
    pin = m.group().upper().startswith(("PIN", "UAP")) or m.group() in PIN_WORDS
    if first is not None and first.start() - m.end() <= 140:
        if pin and (textmemo.found(_POSTAL, text) or (_MARK_BEFORE.search(text, m.end(), first.start()) is None
                                             and not _stated_last(text, m.end(), first.start(), line_end))):
            return None  # a PIN's word in prose; India's postal PIN code
        return _value_at(text, first.start(), line_end)
    before = text[line_start:m.start()]
    label_has_number = _NUMBER.search(before) is not None
    # under a label line of no number: the next non-empty line opens with the value (a bullet may stand first)
    if first is None and not label_has_number and line_end - line_start <= 120:
        nxt = line_end
        for _ in range(3):
            if nxt >= len(text):
                break
            end = text.find("\n", nxt + 1)
            end = len(text) if end < 0 else end
            line = text[nxt + 1:end]
            if line.strip():
                lead = re.match(r"[ \t]*(?:[-•*>→⇒]+[ \t]*)?[\"'«“]?", line)
                start = nxt + 1 + (lead.end() if lead else 0)
                if re.match(r"\d", text[start:start + 1]):
                    return _value_at(text, start, end)
                break
            nxt = end
    # before the word: "7999 (... kodas)" on its line, or the value alone on the line above "^ label"
    opened = re.search(r"(?<![\d+(/.,:-])(\d(?: \d){3,7}|\d{4,8}[#*]?)[ \t]*[(\[][^()\[\]\d\n]*$", before)
    if opened is not None:
        span = _value_at(text, line_start + opened.start(1), line_start + opened.end(1))
        if span is not None:
            return span
    if _POINTS_UP.match(text, line_start) and line_start >= 2 and not label_has_number:
        above_start = text.rfind("\n", 0, line_start - 1) + 1
        above = text[above_start:line_start - 1]
        alone = _ALONE.fullmatch(above)
        if alone is not None:
            return _value_at(text, above_start + alone.start("v"), line_start - 1)
    return None
