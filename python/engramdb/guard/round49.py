"""Round 49: a code's digits told in an order the older rows do not read, and a password's label joined into one key
(a leaf module: it imports only :mod:`.held`'s public test, :mod:`.lexicon`'s password labels, :mod:`.logins`'
password shape and :mod:`.slots`' gate; :mod:`.secrets` adds its rows and passes in what they need of its own - the
labelled-code reading and its list of codes that are no secret).

* **a copula or "that it is" written after the value**: languages that write the verb last close a stated code with
  a copula, or, when the sentence reports it ("remember that the code is ..."), with a word for "that it is":
  Turkish "dolabımın şifresinin 21933 olduğunu hatırla", Azerbaijani "şkafımın kodu 5003-dir", Tamil "குறியீடு
  2116 என்று நினைவில் வை", Malayalam "കോഡ് 1463 ആണെന്ന്", Sinhala "කේතය 2462 බව", Armenian "կոդը 9888 է", Amharic
  "ኮድ 8083 መሆኑን", Marathi "कोड 42205 आहे", Basque "kodea 9769 dela", Quechua "kodigon 5242 kasqanta", Afrikaans /
  Frisian / Dutch "die kode van my kassie 8241 is"; the copula may then meet a comma of its script (Persian "رمز
  در پارکینگ 7111 است، بعدش ببندش"). :data:`COPULA_AFTER` finds the value and that word, then at most two more
  words (the verb: "hatırla", "ഓർത്തുവെക്കൂ") and the clause's end; :func:`copula_after` has the labelled-code
  reading of :mod:`.secrets` judge the label before it (a code's word within a few words, not a code that is no
  secret, not a year) as if the clause ended at the value.
* **the value before the code's word**: the Celtic languages and Maori put the predicate first ("cuimhnigh gurb é
  4116 an cód do mo thaisceadán", "cofia mai 19779 yw cod fy locer", "ho pez soñj ez eo 3342 kod ma armel",
  "cuimhnich gur e 3989 an còd", "'s e 958630 am PIN agam", "maumahara ko 7238 te waehere o taku pouaka"):
  :data:`VALUE_FIRST` reads a copula's particle, 4-8 digits (or single digits read out, "9 - 2 - 1 - 6"), an
  article or copula, then the word for a code or a PIN.
* **a password's label of several words written as one key**: a log's or a config's key joins the words of its
  language's label with "_", "-" or "." or writes it in camelCase (`"mot_de_passe":"Width92!"`, `kata-laluan =
  Kopi88!`, `"motDePasse": ...`): :data:`JOINED_KEY` reads such a key and its value, :func:`joined_key` takes it when
  the key, its words spaced, is one of the password labels of :mod:`.lexicon` and the value has a password's shape.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .held import _said_not_secret
from .lexicon import forms
from .logins import password_like
from .slots import GatedFinder

# The words written after a stated value: a copula, or "that it is" of a reported clause. (Those of
# secrets._FINAL_COPULA are read again here only where a comma of another script follows them: "است،".)
# fmt: off
_COPULA_WORDS = (
    "olduğunu", "olduğu", "olduğudur", "என்று", "ஆகும்", "ആണെന്ന്", "ആണ്", "බව", "යි", "է", "መሆኑን", "ነው", "आहे",
    "है", "ہے", "دی", "است", "аст",
)
# fmt: on
# Turkish and Azerbaijani glue the copula to the number with a hyphen or an apostrophe: "5003-dir", "4821'dir".
_SUFFIX = r"[-'’](?:d|t)[ıiuü]r"
# Basque "dela", Quechua "kasqanta", Afrikaans / Frisian / Dutch "is": the clause ends right after them ("the code
# 4521 is wrong, ..." says something else of it).
_ASCII_WORDS = r"(?i:is|dela|kasqanta)"
# The clause's end: the line's end, a stop or a comma of any script, a closing quote or bracket, or an emoji.
_STOP = r"[ \t]*[\"'”»)\]]?[ \t]*(?:$|[\n.!?,;،؛。，、։።।]|[\u2600-\u27bf\U0001f000-\U0001faff])"
# After a copula of a script that writes the verb last, at most two more words first (the verb: "hatırla",
# "ഓർത്തുവെക്കൂ", "நினைவில் வை").
_VERB = r"(?:[ \t]+[^\W\d_][^\s\d.,!?;:،。]{0,24}){0,2}"
_COPULAS = "|".join(re.escape(w) for w in sorted(_COPULA_WORDS, key=len, reverse=True))
COPULA_AFTER = GatedFinder(
    # (guardcost53: a digit right before the copula, its suffix or an ASCII word, what every match holds - the gate
    # "\d{4}" opened on every text with four digits, the pattern then walked each: 2.5 µs a memory text, ~0.4 now)
    r"\d(?:" + _SUFFIX + r"|[ \t]+(?:" + _COPULAS + r"|" + _ASCII_WORDS + r"))",
    re.compile(
        r"(?P<v>\d(?<![\w.,/:-]\d)\d{3,7})(?:(?:"
        + _SUFFIX
        + r"|[ \t]+(?:"
        + _COPULAS
        + r"))(?![^\W\d_])"
        + _VERB
        + r"|[ \t]+"
        + _ASCII_WORDS
        + r"(?![^\W\d_]))"
        + _STOP,
        re.M,
    ),
)
COPULA_AFTER_ANCHORS = ("####",)
_YEAR = re.compile(r"(?:19\d\d|20[0-3]\d)")


# The word for a code in languages whose word the labelled-code reading does not know: Tamil "குறியீடு", Sinhala
# "කේතය", Frisian "koade", Maori "waehere"; round 52: Pashto "کوډ", Tajik "рамз".
_MORE_CODE = re.compile(
    r"(?<![^\W\d_])(?:குறியீ|කේත|کوډ|(?i:koade|waehere|рамз))[^\s\d]*"
    r"(?P<w>(?:[ \t]+[^\s\d]{1,25}){0,7})[ \t]*$"
)


def copula_after(
    m: re.Match[str],
    labelled: re.Pattern[str],
    judge: Callable[[re.Match[str]], tuple[int, int] | None],
    not_a_secret: re.Pattern[str],
) -> tuple[int, int] | None:
    """The value, when the labelled-code reading (``labelled`` and its validator ``judge``) takes it on its line read
    as if its clause ended right after it (a stop put there: the spans before it are the text's own); or when a code's
    word of :data:`_MORE_CODE` stands at most seven words before it, naming no code that is no secret."""
    text, start, end = m.string, m.start("v"), m.end("v")
    line = text.rfind("\n", 0, start) + 1
    cut = text[:end] + "." + text[end:]
    for label in labelled.finditer(cut, max(line, start - 240), end + 1):
        if label.span("v") == (start, end):
            return (start, end) if judge(label) == (start, end) else None
    more = _MORE_CODE.search(text, max(line, start - 240), start)
    if more is None or not_a_secret.search(more.group("w")) or not _plain_code(m):
        return None
    return start, end


def _plain_code(m: re.Match[str]) -> bool:
    """Four to eight digits: not one digit repeated, not counted up or down ("1234"), not a year, not said public or
    an example."""
    digits = re.sub(r"\D", "", m.group("v"))
    if len(digits) < 4 or len(set(digits)) == 1 or digits in "0123456789" or digits in "9876543210":
        return False
    return not (_YEAR.fullmatch(digits) or _said_not_secret(m))


# ---- single digits read out ("2-6-3-4-1-1", "5 - 9 - 4 - 6 - 7 - 8", "4 4 5 0 0 1") after a code's word
READ_OUT = GatedFinder(
    (r"\d[ \t]?-[ \t]?\d[ \t]?-[ \t]?\d", r"\d \d \d \d"),
    re.compile(
        r"(?P<v>\d(?<![\w.,/:+*#-]\d)(?<![\d-][ \t]\d)(?:(?:[ \t]?-[ \t]?\d){3,7}|(?:[ \t]\d){3,7}))"
        r"(?![ \t]?[-.,/:]?[ \t]?\d)"
    ),
)
READ_OUT_ANCHORS = ("#-#", "# - #", "# #")


def read_out(
    m: re.Match[str],
    labelled: re.Pattern[str],
    judge: Callable[[re.Match[str]], tuple[int, int] | None],
) -> tuple[int, int] | None:
    """The digits, when the labelled-code reading (``labelled``, ``judge``) takes them written as one number in
    their place (what a code's word before them, within a few words, and the clause's end after them say)."""
    text, start, end = m.string, m.start("v"), m.end("v")
    digits = re.sub(r"\D", "", m.group("v"))
    if len(set(digits)) == 1 or digits in "0123456789" or digits in "9876543210":
        return None
    line = text.rfind("\n", 0, start) + 1
    cut = text[:start] + digits + text[end:]
    for label in labelled.finditer(cut, max(line, start - 240), start + len(digits) + 1):
        if label.span("v") == (start, start + len(digits)):
            return (start, end) if judge(label) is not None else None
    return None


# ---- a phone bank's PIN told as what one keys in when calling the bank ("bila telefon bank, saya tekan 351856",
# "銀行に電話したら7083を押します", "打电话给银行时我按95283", "amikor felhívom a bankot, beütöm: 07652", "pan dw i'n
# ffonio'r banc, dw i'n teipio 063858", "ወደ ባንክ ስደውል 6946 እጫናለሁ", "جب میں بینک کو فون کرتا ہوں تو 772666 دباتا ہوں"):
# a verb of keying in (press, type, enter, dial) right before or after the digits (in a script that writes no
# space between words, glued to them), and a bank named before them on
# their line or the line above.
_KEY_IN = (
    r"(?:(?i:press(?:es|ed)?|type[sd]?|typing|key(?:s|ed)?[ \t]+in|enter(?:s|ed)?|dial(?:s|l?ed)?|tekan|menekan|"
    r"pencet|slæ(?:[ \t]+ég)?[ \t]+inn|beütöm|beütöm|dannawa|teipio|tajpas|skrivan|a-steach|tippe|taste|digito|"
    r"marco|tape|tecleo|wpisuję|wciskam|набираю|нажимаю|натискаю|набираю)|押し|押す|押しま|按|ກົດ|กด|দবা|দাবা|دبا|"
    r"ඔබ|እጫ|ټکو|мезанам)"
)
_BANK = re.compile(
    r"(?i:bank|banc|banco|banca|bhanca|banque|banki)|банк|бонк|بینک|بانک|بنک|銀行|银行|ທະນາຄານ|ธนาคาร|බැංකු|ባንክ|"
    r"ব্যাংক|ব্যাংক|बैंक|ბანკ"
)
_PIN_DIGITS = r"(?P<v>\d(?<![A-Za-zÀ-ɏЀ-ӿ\d.,/:+*#-]\d)(?:\d{3,7}|(?:[ \t]\d){3,7}))"
PHONE_BANK = GatedFinder(
    # a bank named anywhere in the text (the validator asks for it close before the digits)
    (
        # (guardcost53: one class first, which the engine skips to; "|BH?AN[CKQ]" matched nothing more)
        r"[Bb][Hh]?[Aa][Nn][CcKkQq]",
        r"банк|Банк|бонк|بینک|بانک|بنک|銀行|银行|ທະນາຄານ|ธนาคาร|බැංකු|ባንክ|ব্যাংক|बैंक|ბანკ",
    ),
    re.compile(_PIN_DIGITS + r"(?![\w.,/:-]?\d)(?P<a>(?:-ро|を)?[ \t]*" + _KEY_IN + r")?"),
)
# the verb before the digits (searched back from them: the row's pattern opens on digits, the cheaper scan)
_KEY_BEFORE = re.compile(r"(?<![A-Za-zÀ-ɏЀ-ӿ])" + _KEY_IN + r"[^\W\d_]*[ \t]*(?:(?i:mi)[ \t]+)?[:：]?[ \t]*$")
PHONE_BANK_ANCHORS = ("####", "# # # #")
# an amount keyed in: a currency or a unit after the number ("press 5000 EUR", "tekan 5000 rupiah")
_AMOUNT = re.compile(
    r"[ \t]*(?:[.,]\d|%|€|\$|£|¥|(?i:eur|usd|gbp|kr|rs|rp|rupiah|ringgit|naira|yen|dollars?)(?![^\W\d_]))"
)


def phone_bank(m: re.Match[str]) -> tuple[int, int] | None:
    """A plain code (:func:`_plain_code`) keyed in (the verb right before it, or right after it where the verb is
    written last), no amount, and a bank named before it on its line or the line above (at most 160 characters
    back)."""
    text, start = m.string, m.start("v")
    above = text.rfind("\n", 0, max(0, text.rfind("\n", 0, start))) + 1
    if _BANK.search(text, max(above, start - 160), start) is None or not _plain_code(m):
        return None
    before = _KEY_BEFORE.search(text, max(0, start - 40), start) is not None
    if before == (m.group("a") is not None) or (before and _AMOUNT.match(text, m.end("v"))):
        return None
    return m.span("v")


# ---- the value before the code's word
# a copula's particle before the value: Irish "gurb é" / "is é", Scottish Gaelic "gur e" / "'s e", Breton "ez eo",
# Welsh "mai", Maori "ko"
_PARTICLE = r"(?:é|e|eo|mai|ko)"
# the digits: four to eight, or single digits read out with hyphens or spaces between
_DIGITS = r"(?P<v>\d(?<![\w.,/:+*#-]\d)(?<![\d-][ \t]\d)(?:\d{3,7}|(?:[ \t]?-[ \t]?\d|[ \t]\d){3,7}))"
# an article or a copula between the value and the code's word: Irish / Gaelic "an" / "am", Welsh "yw", Maori "te"
_LINK = r"(?:(?:an|am|yw|te|y|ar)[ \t]+)?"
_CODE = r"(?:c[óòo]d|kod|waehere|PIN)"
VALUE_FIRST = GatedFinder(
    # (guardcost53: a digit, then the code's word after an article, as every match ends - the gate "\d" opened on
    # every text with a digit: 2.1 µs a memory text)
    r"\d[ \t]+(?i:" + _LINK + _CODE + r")",
    re.compile(_DIGITS + r"(?![\w.,/:-]?\d)[ \t]+(?i:" + _LINK + _CODE + r")(?![^\W\d_])"),
)
# the particle before the digits (searched back from them: the row's pattern opens on digits)
_PARTICLE_BEFORE = re.compile(r"(?<![^\W\d_])(?i:" + _PARTICLE + r")[ \t]+$")
VALUE_FIRST_ANCHORS = ("cód", "còd", "cod", "kod", "waehere", "pin")


def value_first(m: re.Match[str], not_a_secret: re.Pattern[str]) -> tuple[int, int] | None:
    """A plain code (:func:`_plain_code`), the three words after the code's word naming no code that is no secret
    ("kod produktu")."""
    if not _plain_code(m) or not _PARTICLE_BEFORE.search(m.string, max(0, m.start() - 12), m.start()):
        return None
    after = " ".join(m.string[m.end() : m.end() + 60].split("\n")[0].split()[:3])
    if not_a_secret.search(after):
        return None
    return m.span("v")


# ---- a password's label of several words joined into one key
JOINED_KEY = GatedFinder(
    r"[:=]",
    re.compile(r"[:=][ \t]*(?P<q>[\"']?)(?P<v>[^\s\"',;]{6,64})(?P=q)(?=[\s,;}\]]|$)"),
)
# the key before the ":" / "=" (searched back from it: the row's pattern opens on the mark, the cheaper scan)
_KEY = re.compile(
    r"(?<![\w.-])[\"']?(?P<k>[^\W\d_]+(?:[_.-][^\W\d_]+){1,3}|[a-zà-ÿ]+(?:[A-ZÀ-Þ][a-zà-ÿ]+){1,3})[\"']?[ \t]*$"
)
JOINED_KEY_ANCHORS = ("=", ":")
_SPACED_PASSWORD_LABELS = frozenset(f for f in forms("password") if " " in f)


def joined_key(m: re.Match[str]) -> tuple[int, int] | None:
    """The value, when its key with its words spaced is a password label of several words and the value has a
    password's shape, not said public or an example."""
    head = m.string[max(0, m.start() - 80) : m.start()].rstrip(" \t").rstrip("\"'")
    if not head[-1:].isalpha():
        return None  # a time's "10:30", a sum's "x = 4": no key's word ends right before the mark
    # (guardcost53: the key ends where the head does - it ends in a letter - and holds no space, so it is searched
    # in the head's last word alone: the same match, without trying every word start of 80 characters)
    found = _KEY.search(head, len(head) - len(head.split()[-1]))
    if found is None:
        return None
    key = re.sub(r"(?<=[a-zà-ÿ])(?=[A-ZÀ-Þ])", " ", found.group("k"))
    key = re.sub(r"[_.-]", " ", key).lower()
    if key not in _SPACED_PASSWORD_LABELS or not password_like(m.group("v")) or _said_not_secret(m):
        return None
    return m.span("v")
