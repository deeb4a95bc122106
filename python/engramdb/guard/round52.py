"""Round 52: a phone bank's PIN named by its label in many languages, a sentence inside a log's JSON string, and a
code stated after a Polynesian or Latin copula (a leaf module: it imports only :mod:`.held`'s public test,
:mod:`.fields`' JSON unescaping and :mod:`.slots`' gate; :mod:`.secrets` adds its rows and passes in what they need of
its own - its scan of a text, its list of codes that are no secret).

* **a phone bank's PIN**: "mi clave de banca telefónica es 53042!", "code de la banque par téléphone ⇒ 74493 |
  Hamid", "ПИН за телефонско банкарство\\n- 7 0 0 5 2", "8 4 5 2 7\\n(puhelinpankin PIN)", "የስልክ ባንክ ፒኔ 40135
  ነው", "텔레뱅킹 비밀번호 ⇒ 95352": 4-8 digits (or single digits read out with spaces) whose label - the text
  before them on their line and the line above, or the line right after where they stand alone - names a telephone
  (:data:`_PHONE`), a bank (:data:`_BANK`) and a PIN, a code or a password (:data:`_PIN`); :data:`PHONE_BANK_PIN`,
  :func:`phone_bank_pin`. Not a phone number (a "+" or another group of digits beside them), not an amount, not a
  year, not one digit repeated or counted, no code that is no secret named in the label (a sort code, a branch).
* **a sentence inside a log's JSON string**: `{"ts": "...", "message": "Код ад пад'езда ў бабулі 3313"}`: read in its
  line, a JSON string's closing quote and brace cut the sentence's end from its value, and its ``\\uXXXX`` escapes
  its words. :data:`JSON_SENTENCE` finds a key's string value holding a space; :func:`json_sentence` has the whole
  scan of :mod:`.secrets` read it, its escapes decoded, as a text of its own.
* **a code stated after a copula's particle**: Maori "Ko te waehere o te kūaha karāti ko 28333, katia i muri",
  Hawaiian "ʻO ka helu huna o ka puka hale kaʻa ʻo 6113, e pani ma hope", Samoan "O le numera faalilolilo o le
  faitotoʻa ... o 7287, tapuni", Latin "Signum portae horrei est 9646, postea claude": the code's word
  (:data:`_CODE_WORD`), at most eight words, the particle, 4-8 digits and the clause's end; :data:`PARTICLE_CODE`,
  :func:`particle_code`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from .fields import _json_unescaped
from .held import _said_not_secret
from .logins import password_like
from .slots import GatedFinder

_YEAR = re.compile(r"(?:19\d\d|20[0-3]\d)")


class WordGated(GatedFinder):
    """A :class:`.slots.GatedFinder` whose gate is a few words, any of which the text holds (lower-cased): a substring
    search in C per word, where a case-blind alternation of them walked every position of a text (4-5 µs a memory
    text for this round's gates)."""

    def __init__(
        self,
        words: tuple[str, ...],
        pattern: re.Pattern[str],
        paired: tuple[tuple[str, ...], tuple[str, ...]] = ((), ()),
    ) -> None:
        super().__init__((), pattern)
        self.words = words
        # a common word that opens the row only beside one of its partners ("code" beside a particle: every memory
        # text of bench_guard holds " code")
        self.paired = paired

    def _open(self, text: str) -> bool:
        low = text.lower()
        common, partners = self.paired
        return any(w in low for w in self.words) or (any(w in low for w in common) and any(p in low for p in partners))


def _plain(digits: str) -> bool:
    """Four to eight digits: not one digit repeated, not counted up or down ("1234"), not a year."""
    return 4 <= len(digits) <= 8 and not (
        len(set(digits)) == 1 or digits in "0123456789" or digits in "9876543210" or _YEAR.fullmatch(digits)
    )


# ---- a phone bank's PIN
# a telephone, in the words of a label ("phone banking", "banca telefónica", "banque par téléphone", "puhelinpankki",
# "телефонско банкарство", "ফোন ব্যাংকিং", "የስልክ ባንክ", "ubhanga ngocingo", "bangiga telefoonka", "텔레뱅킹", "电话银行")
_PHONE = re.compile(
    r"(?i:phone|tele|teileaf|puhelin|fonos|fono(?=\s)|ngocingo)|телефон|ফোন|फ़ोन|फोन|ಫೋನ್|ఫోన్|ஃபோன்|ስልክ|"
    r"טעלעפֿאָן|טעלעפאן|هاتف|الهاتفية|تلفن|فون|電話|电话|텔레|폰|テレフォン"
)
# a bank, in the same label
_BANK = re.compile(
    r"(?i:bank|banc|bainc|banq|banca|banco|bhang|bangi|pank)|банк|ব্যাংক|बैंक|ಬ್ಯಾಂಕ|బ్యాంక|ባንክ|באַנק|באנק|بنك|"
    r"بانک|مصرفي|المصرفية|銀行|银行|뱅킹|バンキング"
)
# the code's word: a PIN (in any script), a code, a password
_PIN = re.compile(
    r"(?i:pin|clave|code|c[óo]d|k[óo]d|koade|uap|password|passcode|contraseña|mot de passe)|ПИН|ПІН|пин|пін|পিন|"
    r"पिन|ಪಿನ್|పిన్|ፒኔ|ፒን|비밀번호|비번|密码|密碼|السري|رمز|暗証|פּין|קאָד"
)
# the words that open the row (:data:`_PHONE`'s, lower-cased)
_PHONE_BANK_GATE = (
    "phone",
    "tele",
    "teileaf",
    "puhelin",
    "fono",
    "ngocingo",
    "телефон",
    "ফোন",
    "फ़ोन",
    "फोन",
    "ಫೋನ್",
    "ఫోన్",
    "ஃபோன்",
    "ስልክ",
    "טעלעפֿאָן",
    "טעלעפאן",
    "هاتف",
    "تلفن",
    "فون",
    "電話",
    "电话",
    "텔레",
    "폰",
    "テレフォン",
)
# the digits: four to eight, or single digits read out with spaces; nothing of a phone number or another number
# beside them (a "+", a digit group, a decimal), no letter glued after them (a unit, "5000원")
_PIN_DIGITS = r"(?P<v>\d(?<![\w.,/:+*#-]\d)(?<!\d[ \t]\d)(?:\d{3,7}|(?: \d){3,7}))(?![\w.,/:-]?\d|[ \t]\d|[^\W\d_])"
PHONE_BANK_PIN = WordGated(_PHONE_BANK_GATE, re.compile(_PIN_DIGITS))
# (every text the row opens on holds one of its words; Cyrillic's capitals too)
PHONE_BANK_PIN_ANCHORS = (*_PHONE_BANK_GATE, "Телефон", "ТЕЛЕФОН")
# an amount or a measure after the number
_AMOUNT = re.compile(
    r"[ \t]*(?:[.,]\d|%|€|\$|£|¥|₩|원|円|元|"
    r"(?i:eur|usd|gbp|kr|rs|rp|won|yen|dollars?|euros?|min|minutes?|h|hours?)(?![^\W\d_]))"
)
# what may stand on the value's line besides it and still leave it alone there: a list's dash, a chat's time, a
# sender's name after "|" or "~", an emoji, a "Fwd:" / "PS:"
_ALONE_BEFORE = re.compile(r"^[ \t]*(?:[-*•>~][ \t]*|\[?\d\d?:\d\d\]?[ \t]*|(?i:fwd|ps|re)[ \t]*:[ \t]*)?$")
_ALONE_AFTER = re.compile(r"^[ \t]*(?:!!?|\.)?[ \t]*$")


def _lines(text: str, start: int, end: int) -> tuple[str, str, str, str]:
    """The value's line before and after it, the line above and the line below."""
    ls = text.rfind("\n", 0, start) + 1
    le = text.find("\n", end)
    le = len(text) if le < 0 else le
    above = text[text.rfind("\n", 0, max(0, ls - 1)) + 1 : max(0, ls - 1)] if ls else ""
    below_end = text.find("\n", le + 1)
    below = text[le + 1 : len(text) if below_end < 0 else below_end] if le < len(text) else ""
    return text[ls:start], text[end:le], above, below


def _names_phone_bank_pin(label: str) -> bool:
    return bool(_PHONE.search(label) and _BANK.search(label) and _PIN.search(label))


def phone_bank_pin(m: re.Match[str], not_a_secret: re.Pattern[str]) -> tuple[int, int] | None:
    """The digits, when their label (before them on their line and the line above, or the line below where they
    stand alone) names a telephone, a bank and a PIN, a code or a password, and no code that is no secret; the
    digits a plain code (:func:`_plain`) and no amount."""
    text, start, end = m.string, m.start("v"), m.end("v")
    if not _plain(re.sub(r"\D", "", m.group("v"))) or _AMOUNT.match(text, end):
        return None
    before, after, above, below = _lines(text, start, end)
    label = before[-120:]
    if not _names_phone_bank_pin(label):
        label = above[-120:] + "\n" + label
        if not _names_phone_bank_pin(label) and _ALONE_BEFORE.match(before) and _ALONE_AFTER.match(after):
            label = below[:120]
        if not _names_phone_bank_pin(label):
            return None
    if not_a_secret.search(label) or _said_not_secret(m):
        return None
    return m.span("v")


# ---- a sentence inside a log's JSON string
# a key, then its string value: no escape but \uXXXX, at most 400 characters, a space in it (a sentence, not a
# value)
JSON_SENTENCE = GatedFinder(
    r'":',
    re.compile(
        r'"[\w .$@-]{1,40}":[ \t]*"(?P<v>(?:[^"\\\n]|\\u[0-9a-fA-F]{4}){0,400}[ \t]'
        r'(?:[^"\\\n]|\\u[0-9a-fA-F]{4}){0,400})"'
    ),
)
JSON_SENTENCE_ANCHORS = ('":',)


def json_sentence(m: re.Match[str], scan: Callable[[str], Sequence[object]]) -> tuple[int, int] | None:
    """The string's span, when ``scan`` (the whole scan of :mod:`.secrets`) finds a secret in its value read as a
    text of its own, its ``\\uXXXX`` escapes decoded."""
    v = m.group("v")
    if len(v) > 400 or m.string == v or m.string[m.end():m.end() + 1] not in _JSON_AFTER_STRING:
        return None
    return m.span("v") if scan(_json_unescaped(v)) else None


# what follows a JSON string value's closing quote: a quote followed by anything else closed no string (a text whose
# escaped quotes were read out, '"output": "... report "ok""', would else hand the scan the words before "ok" alone)
_JSON_AFTER_STRING = frozenset(("", ",", "}", "]", " ", "\t", "\r", "\n"))


# ---- a code stated after a copula's particle
# the code's word: Maori "waehere", Hawaiian "helu huna" ("the hidden number"), Samoan "numera faalilolilo", Latin
# "signum" / "tessera", Irish "cód", Xhosa "ikhowudi", Igbo "koodu", Yoruba "kóòdù", Occitan "còdi", Vietnamese "mã",
# Hausa "lambar sirri", Yiddish "קאָד", Danish / Norwegian "koden", Luxembourgish "Code"
_CODE_WORD = (
    r"(?:waehere|helu[ \t]+huna|numera[ \t]+faalilolilo|signum|tessera|c[óo]d|ikhowudi|koodu|kóòdù|còdi|mã|"
    r"lambar[ \t]+sirrin?|קאָד|koden|code)"
)
# the particle or copula right before the value: Maori "ko", Hawaiian "ʻo", Samoan "o", Latin / Occitan "est" /
# "es", Irish "ná", Xhosa "ngu-" (glued), Igbo "bụ", Yoruba "ni", Vietnamese "là", Hausa "ita ce", Yiddish "איז",
# Danish "er", Luxembourgish "ass"
_PARTICLE = r"(?:ko|[ʻ'‘]o|o|est|es|ná|bụ|ni|là|ita[ \t]+ce|איז|er|ass)[ \t]+|ngu-"
# the value: four to eight digits, or single digits read out with spaces or hyphens ("7 4 6 9", "5 - 9 - 4 - 6")
_VALUE = (
    r"(?P<v>\d(?<![\w.,/:+]\d)(?<!\d-\d)(?:\d{3,7}|(?: \d){3,7}|(?:-\d){3,7}|(?: - \d){3,7}))"
    r"(?![\w.,/:-]?\d|[\w%°]|[ \t]-?[ \t]?\d)"
)
# Khmer and Lao write the label, its place and the copula ("គឺ", "ແມ່ນ") as one run: "លេខកូដទូ...ហាត់ប្រាណគឺ 5348";
# Burmese glues the subject's particle to the code's word and quotes the value with "ဆိုတာ" ("ကုဒ်က 97791 ဆိုတာ")
_GLUED = r"(?:លេខកូដ|ລະຫັດ)[^\s\d]{0,80}?(?:គឺ|ແມ່ນ)[ \t]*|ကုဒ်က[ \t]+"
# The label before the value, read back from it (the row opens on the digits, the cheaper scan): the particle last
# (:data:`_PARTICLE_END`, a short window), then the code's word at most eight words before it (:data:`_LABEL`).
_PARTICLE_END = re.compile(r"(?i)(?:(?<![^\W\d_])(?:" + _PARTICLE + r")|(?:គឺ|ແມ່ນ)[ \t]*|ကုဒ်က[ \t]+)$")
_LABEL = re.compile(
    r"(?i)(?:(?<![^\W\d_])"
    + _CODE_WORD
    + r"(?![^\W\d_])(?P<w>(?:[ \t]+[^\s\d,.;:!?]{1,25}){0,8}?)[ \t]+(?:"
    + _PARTICLE
    + r")|"
    + _GLUED
    + r")$"
)
# the words of a code that open the row (lower-cased) ...
# fmt: off
_CODE_WORDS = (
    "waehere", "helu", "numera", "signum", "tessera", "cód", "còd", "ikhowudi", "kood", "kode", "kóòdù", "mã",
    "lambar", "קאָד", "លេខកូដ", "ລະຫັດ", "ကုဒ်က",
)
# ... and "cod" (of "code", "codi": every memory text of bench_guard holds " code") only beside a particle written with
# a space before and after it (or Xhosa's glued "ngu-"), the particles of :data:`_PARTICLE`
_PARTICLE_WORDS = (
    " ko ", " o ", "ʻo ", "'o ", "‘o ", " est ", " es ", " ná ", " bụ ", " ni ", " là ", " ita ce ", " איז ", " er ",
    " ass ", "ngu-",
)
# fmt: on
PARTICLE_CODE = WordGated(
    _CODE_WORDS,
    re.compile(_VALUE + r"(?=[ \t]*(?:$|[\n.!?,;)\"”])|[ \t]+ဆိုတာ)", re.M),
    (("cod",), _PARTICLE_WORDS),
)
# Every text the row opens on holds one of its words or one of the particles (the anchors ignore ASCII case only: the
# capitals of the other letters too).
PARTICLE_CODE_ANCHORS = (*_CODE_WORDS, *_PARTICLE_WORDS, "cÓd", "cÒd", "kÓÒdÙ", "mÃ", " nÁ ", " bỤ ", " lÀ ")


# a code that is no secret in the languages whose words :data:`secrets._NOT_A_SECRET_CODE` lacks: Vietnamese "mã vận
# đơn" (a waybill's), "mã đơn hàng" (an order's), "mã bưu chính" (a postal code), "mã sản phẩm" (a product's), "mã giảm
# giá" / "mã khuyến mãi" (a discount's), "mã vạch" (a barcode), "mã đặt phòng" / "mã đặt chỗ" (a booking's), "mã vé"
# (a ticket's), "mã hóa đơn" (an invoice's)
_NOT_THIS_CODE = re.compile(
    r"(?i)(?<![^\W\d_])(?:vận[ \t]+đơn|đơn[ \t]+hàng|bưu|sản[ \t]+phẩm|giảm[ \t]+giá|khuyến|vạch|đặt|vé|hóa[ \t]+đơn)"
)


def particle_code(m: re.Match[str], not_a_secret: re.Pattern[str]) -> tuple[int, int] | None:
    """The digits, when a particle stands right before them and a code's word at most eight words before that (or a
    glued label of :data:`_GLUED`), they are a plain code and the words between the code's word and them name no code
    that is no secret; Burmese's glued label only with its "ဆိုတာ" after the value."""
    text, start = m.string, m.start("v")
    if not _plain(re.sub(r"\D", "", m.group("v"))) or _PARTICLE_END.search(text, max(0, start - 12), start) is None:
        return None
    line = text.rfind("\n", 0, start) + 1
    label = _LABEL.search(text[max(line, start - 300) : start])
    if label is None or (label.group().startswith("ကုဒ်က") and not text.startswith("ဆိုတာ", m.end("v") + 1)):
        return None
    w = label.group("w") or ""
    if not_a_secret.search(w) or _NOT_THIS_CODE.search(w):
        return None
    if _said_not_secret(m):
        return None
    return m.span("v")


# ---- a password stated after a copula's particle: Hausa "Kalmar sirrin asusun fim na kaka ita ce vxPSdpmN7sze#",
# Maori "Ko te kupuhipa o te pūkete kiriata a kui ko Otter1987#", Samoan "O le upu faalilolilo ... o HQ7469v9lfWKl#",
# Latin "Tessera rationis ... est l0B8Y8UpM98IP#", Kinyarwanda "Ijambobanga rya konti ... ni Segment9470#", Albanian
# "Fjalëkalimi i llogarisë ... është Leaf86!", Xhosa "Iphaswedi ye-akhawunti ... ngu-Theory_snack04"
_PASSWORD_WORD = r"(?:kalmar[ \t]+sirrin?|kupuhipa|upu[ \t]+faalilolilo|tessera|ijambobanga|fjalëkalim[i]?|iphaswedi)"
_PW_PARTICLE = r"(?:ita[ \t]+ce|ko|[ʻ'‘]o|o|est|ni|është|ngu)[ \t]+|ngu-"
PARTICLE_PASSWORD = WordGated(
    ("kalmar", "kupuhipa", "faalilolilo", "tessera", "ijambobanga", "fjalëkalim", "iphaswedi"),
    re.compile(
        r"(?i)(?<![^\W\d_])"
        + _PASSWORD_WORD
        + r"(?![^\W\d_])(?P<w>(?:[ \t]+[^\s\d,.;:!?]{1,25}){0,10}?)[ \t]+(?:"
        + _PW_PARTICLE
        + r")(?P<v>[^\s\"'`,;]{6,64}?)[.,]?(?=[ \t]*(?:$|[\n!?,;)\"”]))",
        re.M,
    ),
)
# fmt: off
PARTICLE_PASSWORD_ANCHORS = (
    "kalmar", "kupuhipa", "faalilolilo", "tessera", "ijambobanga", "fjalëkalim", "fjalËkalim", "iphaswedi",
)
# fmt: on


def particle_password(m: re.Match[str]) -> tuple[int, int] | None:
    """The value, when it has a password's shape (:func:`.logins.password_like`) and its line says nothing public."""
    if not password_like(m.group("v")) or _said_not_secret(m):
        return None
    return m.span("v")
