"""A login written as its pair: the account's id or mail, then its password (round 28).

A list of accounts names each by what it is for, then gives the login in the shape a login form asks for it:

* ``<what>: <id or mail> / <password>`` ("- airline: 3590287690848 / Meadow71$", "the new HR system: E79017 /
  Xpicex_257", "- car rental: ana@mail.example / Fjord#lamp"): the password shaped like one (every class of
  character but one at most, a symbol or a digit among them), the id a member's or an employee's number (digits, a few
  capitals before them) or a mail address;
* ``<id's word> <number>, password <digits>`` ("Flying Blue number 995407101187, password 5157", "member no.
  3839869202, password 2409"): a numeric password, which no shape tells from a number, named by the password's word
  right after the account's number.

Not a value: a placeholder or a reference after the slash ("see the vault", "********", "<password>"), a unit or a
ratio ("km / h", "50 / 50"), a date, a name in hyphenated words or a word and "!" ("Flight: LH1234 / Gate-B22",
"Order: 55123 / Shipped!").
"""

from __future__ import annotations

import re

from . import shape
from .slots import GatedFinder
from .slugs import joined_slug

_MAIL = r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"
_ID = r"(?:" + _MAIL + r"|[A-Z]{0,3}\d{4,16})"
# Round 33: what joins the id to its password besides " / ": "pw", "and", "with" ("Prime Video a@b.example pw
# fjord.thistle.cobalt78", "my insurance account: K039429661 and Lxhvkg@461"); a quote's or a chat's mark may open the
# line ("| ", "> "); the value ends its line or its clause (", log out when you leave!").
_JOINER = r"[ \t]+(?:/|(?i:pw|pwd|pass|and|with))[ \t]+"
_PAIR_END = r"(?=[ \t]*(?:$|\(|//|[,;][ \t]|\.[ \t]*$|[\u2600-\u27bf\U0001f000-\U0001faff]))"
SLASHED = re.compile(r"^[ \t]*(?:[>|][ \t]*)*(?:[-*•][ \t]+)?[^\n:/|]{2,60}:[ \t]+" + _ID + _JOINER
                     + r"(?P<v>[^\s\"'`]{6,64}?)" + _PAIR_END, re.M)
SLASHED_ANCHORS = (" / ", " pw ", " and ", " with ", " pass ", " pwd ")
# a mail address, then its password, anywhere on a line ("Robinhood noam@gmail.example / q7am-tk0p-c5de", "PSN for
# the kids' PS5: a@b.example / Tundra9579."): an address is a login's id wherever it stands.
MAILED = re.compile(r"(?<![\w.+-])" + _MAIL + _JOINER + r"(?P<v>[^\s\"'`]{6,64}?)" + _PAIR_END, re.M)
MAILED_ANCHORS = ("@",)  # (rarer than its joiners: " and " is in most texts)
NUMBERED = re.compile(r"(?i:\b(?:number|no\.|nr\.?|id|#))[ \t]*:?[ \t]*[A-Z]{0,3}\d{6,16},?[ \t]+(?i:and[ \t]+)?"
                      r"(?i:password|passcode|passwort|mot de passe|contraseña|senha)[ \t]*:?[ \t]*(?P<v>\d{4,8})"
                      r"(?![\d/.:-]|[.,]\d)")
NUMBERED_ANCHORS = ("password", "passcode", "passwort", "mot de passe", "contraseña", "senha")
_SYMBOL = re.compile(r"[^\w\s]|_")
# What a password has and a hyphenated name has not: a mark other than "-" (a final "!" aside), or two words run
# together.
# ("Egret61-": a "-" that joins nothing is a mark)
_PASSWORD_MARK = re.compile(r"[!#$%&*+=?@^~_]|-(?![A-Za-z0-9])|(?<![A-Za-z0-9])-")
_CAMEL = re.compile(r"[a-z][A-Z]")


def slashed(m: re.Match[str]) -> tuple[int, int] | None:
    """The password of :data:`SLASHED` (see above)."""
    v = m.group("v").rstrip(".,;")
    if not (_password_shaped(v) or generated(v) or _dotted_words(v)):  # round 40: "a@b.example / Fionn161.dkf"
        return None
    return m.start("v"), m.start("v") + len(v)


def _password_shaped(v: str) -> bool:
    """Every class of character but one at most, a symbol or a digit among them, and a password's mark."""
    classes = sum(any(f(c) for c in v) for f in (str.islower, str.isupper, str.isdigit)) + bool(_SYMBOL.search(v))
    if classes < 3 or v[:1] in "<[({$%" or not shape.password_literal(v):
        return False
    # no password's mark: hyphenated words, a word and "!" ("Gate-B22", "Floor-12", "Shipped!")
    return bool(_PASSWORD_MARK.search(v.rstrip("!")) or _CAMEL.search(v) or _GENERATED_GROUPS.fullmatch(v)
                or _GENERATED_WORDS.fullmatch(v))


# A generator's grouped password: three or more groups of four lower-case letters and digits, digits in the groups
# ("q7am-tk0p-c5de", "hrpd-73zk-ktbm"): no hyphenated name is cut in fours.
# and a generator's passphrase: two or more words of one case each, joined by one mark, with two to four digits at
# the end ("saffron.quokka.nimbus20", "cactus-FJORD310", "tortoise-SEQUOIA507"): a name with words joined by "." or
# "-" ends in a word, a version or a number of one or two digits ("web-server-01" aside: its digits follow a mark).
_GENERATED_WORDS = re.compile(r"(?:[a-z]{3,12}|[A-Z]{3,12}|[A-Z][a-z]{2,11})(?P<j>[._+=-])"
                              r"(?:(?:[a-z]{3,12}|[A-Z]{3,12}|[A-Z][a-z]{2,11})(?P=j)){0,4}"
                              r"(?:[a-z]{3,12}|[A-Z]{3,12}|[A-Z][a-z]{2,11})\d{2,4}")
_GENERATED_GROUPS = re.compile(r"(?=(?:[a-z-]*\d){2})(?=(?:[0-9-]*[a-z]){4})[a-z0-9]{4}(?:-[a-z0-9]{4}){2,5}")


def numbered(m: re.Match[str]) -> tuple[int, int] | None:
    """The numeric password of :data:`NUMBERED`, not one digit repeated."""
    return None if len(set(m.group("v"))) == 1 else m.span("v")


# Round 34: what a password generator or a password manager makes, whole ("Raven-Parsnip-Yonder8", "LagoonCorduroy2",
# "garnet7478NUTMEG", "emdckiy879.I", "PSEBE-QK9JX", "Nutmeg=39"): words of one case each joined by one mark or run
# together capitalised, one to four digits last; a word, digits and a word in capitals; random lower-case letters,
# digits, a mark and one capital; groups of five capitals and digits; a word, a symbol and digits (not "-", "_" or
# ".", nor "=" after a lower-case word: "Floor-12", "report_2024", "port=8080" are names and settings). A
# word in capitals has four letters or more: "INV2291", "backup-tea-INV2291" are an identifier's code (tests/
# test_hybrid.py's word salads drew them). Not a value on its own (a class name "HashMap2" takes the second shape):
# only at the password's place of a login's pair, below.
_WORD = r"(?:[a-z]{3,12}|[A-Z]{4,12}|[A-Z][a-z]{2,11})"
_GENERATED = re.compile(
    _WORD + r"(?P<j>[._+=-])(?:" + _WORD + r"(?P=j)){0,4}" + _WORD + r"\d{1,4}"
    r"|(?:[A-Z][a-z]{2,11}){2,5}\d{1,4}"
    r"|[a-z]{3,12}\d{2,6}[A-Z]{4,12}"
    r"|[a-z]{3,10}\d{2,6}[._=@#*~^!%&+$-][A-Z]"
    r"|(?=[A-Z-]*\d)[A-Z0-9]{5}(?:-[A-Z0-9]{5}){1,4}"
    r"|[A-Z][a-z]{2,11}[=+@#*~^!%&$]\d{2,4}|[a-z]{3,12}[+@#*~^!%&$]\d{2,4}")


def generated(v: str) -> bool:
    """``v`` is whole one of the shapes a password generator makes (see :data:`_GENERATED`, and the groups of four of
    :data:`_GENERATED_GROUPS`: "20c8-922r-gy29")."""
    return _GENERATED.fullmatch(v) is not None or _GENERATED_GROUPS.fullmatch(v) is not None


# Round 34: a user name and its password as a tuple's two strings, as a dump or a log prints them ("stored passwords in
# clear text: ('gaspard', 'tundra$FALCON813')"): the second string a password's or a generator's shape.
TUPLE = re.compile(r"\([ \t]*(?P<q>['\"])(?:" + _MAIL + r"|" + r"[\w.-]{2,40})(?P=q),[ \t]*(?P=q)"
                   r"(?P<v>[^\s'\"]{6,64})(?P=q)[ \t]*\)")
TUPLE_ANCHORS = ("',", "\",")


def tupled(m: re.Match[str]) -> tuple[int, int] | None:
    """The password of :data:`TUPLE`."""
    v = m.group("v")
    return m.span("v") if _password_shaped(v) or generated(v) else None


# Round 34: a login's pair whose id is a user name as well as a mail address, and the joiners a list or a sentence puts
# between them ("Bet365 redhorse87 / T3XAM-VHRY0", "Joomla backend is example.org/administrator, dalia.m /
# LagoonCorduroy2", "Webmin on 88.5.41.3:10000, root, Willow-Ember3", "FreeAgent — a@b.example — wspn10810=K —",
# "| a@b.example | Ferret+40 |", "the church website login (Drupal) is fintan and Corduroy-458"). A user name is a
# lower-case word (digits, one "." or "_" inside) or capitals with digits; the value is what a generator makes, or
# after "/" or "pw" a password's shape (:func:`_password_shaped`). Found from a cheap character class of the value's
# shapes (a letter beside a digit, or five capitals), the joiners are in most texts.
_USER = r"(?:[a-z][a-z0-9]{1,19}(?:[._][a-z0-9]{1,12})?|[A-Z]{2,12}\d{1,4})"
_PAIR_JOINER = r"(?P<j> +(?:/|(?i:pw|pwd|pass|and|with)) +|, +| +[—–|] +)"
PAIRED = GatedFinder(r"[A-Za-z][=_.+@#*~^!%&$]?\d|\d[^\w\s]?[A-Z]|[A-Z]{5}-", re.compile(
    r"(?<![\w.+@/-])(?:" + _MAIL + r"|" + _USER + r")" + _PAIR_JOINER
    + r"(?P<v>[^\s\"'`,|]{6,64}?)(?=[ \t]*(?:$|\(|//|[,;][ \t]|\.[ \t]*$|!*[ \t]*[—–|]|"
    r"[\u2600-\u27bf\U0001f000-\U0001faff]))", re.M))
PAIRED_ANCHORS = (" / ", " pw ", " pwd ", " pass ", " and ", " with ", ", ", " — ", " – ", " | ")


def paired(m: re.Match[str]) -> tuple[int, int] | None:
    """The password of :data:`PAIRED`: a generator's shape, or after "/" or "pw" a password's."""
    v = m.group("v").rstrip(".,;!")
    joiner = m.group("j").strip().lower()
    if joiner in ("/", "pw", "pwd", "pass"):  # (and the oldest of the shapes a site's rules get: "Tundra9579",
        ok = generated(v) or _password_shaped(v) or _WORD_YEAR.fullmatch(v) is not None  # "Cactus5153!")
        ok = ok and not joined_slug(v)  # session 35 (fp43): "ana_p / e12--invoice", "kenji00 / INV-2291_ready"
    elif joiner in ("and", "with", ","):  # prose: not a product's name run together ("the printer and LaserJet4",
        ok = (generated(v) and not _RUN_TOGETHER.fullmatch(v)) or (  # "iPhone15ProMax")
            10 <= len(v) <= 32 and "=" not in v and _CAMEL.search(v) is not None and _password_shaped(v)
            and not _PRODUCT.fullmatch(v)
            and not _CODE_LAST.search(v))  # (a case change inside a word: not "is, INV-2291--printer", tests/
        # test_hybrid.py's word salad; not a setting: "role=editor, exp=1767225600")
    else:
        ok = generated(v)
    return (m.start("v"), m.start("v") + len(v)) if ok else None


_WORD_YEAR = re.compile(r"[A-Z][a-z]{3,11}\d{3,4}[!?#$%&*@]?")
_RUN_TOGETHER = re.compile(r"(?:[A-Z][a-z]{2,11}){2,5}\d{1,4}")
_PRODUCT = re.compile(r"[a-z]*(?:[A-Z][a-z]+\d*)+")
_CODE_LAST = re.compile(r"(?<![A-Za-z])[A-Z]{1,3}-?\d{2,}$")  # an identifier's code last: "invoice-backup-INV2291"


def password_like(v: str) -> bool:
    """A password's shape (:func:`_password_shaped`) or a generator's (:func:`generated`): for a place of one."""
    return _password_shaped(v) or generated(v) or _WORD_YEAR.fullmatch(v) is not None or _dotted_words(v)


# Round 40: a word and digits, a dot, a word of another case ("Fionn161.dkf", "Emre65.elnk", "quarry05.BOBCAT",
# "granite.571WALRUS"): a host's name is lower case throughout ("server01.lan"), a file's ends in its extension
# ("Invoice2024.pdf"), a domain's in two letters or a top-level name ("Shop24.com").
_DOTTED_WORDS = re.compile(r"[A-Z][a-z]{2,11}\d{2,4}\.(?P<t>[a-z]{2,5})|[a-z]{3,12}\d{2,4}\.[A-Z]{3,12}"
                           r"|[a-z]{3,12}\.\d{2,4}[A-Z]{3,12}")
# fmt: off
_NOT_A_TAIL = frozenset(["pdf", "txt", "doc", "docx", "xls", "xlsx", "ppt", "pptx", "csv", "jpg", "jpeg", "png", "gif",
                         "heic", "webp", "svg", "zip", "tar", "rar", "mp3", "mp4", "mov", "wav", "json", "yaml", "yml",
                         "xml", "html", "htm", "log", "bak", "cfg", "ini", "conf", "exe", "dll", "dmg", "iso", "img",
                         "apk", "ipa", "epub", "mobi", "odt", "ods", "rtf", "md", "py", "js", "ts", "java", "sql", "db",
                         "com", "net", "org", "edu", "gov", "info", "biz", "app", "dev", "xyz", "shop", "site",
                         "online", "store", "tech", "club", "live", "local", "lan", "home"])
# Round 41: a two-letter tail ("Leopold3720.jc") unless a country's domain ("Shop24.de") or a two-letter file type
_TWO_LETTER_TEXT = (
    "ac ad ae af ag ai al am ao ar as at au aw ax az ba bb bd be bf bg bh bi bj bm bn bo br bs bt bw by bz ca cc cd cf "
    "cg ch ci ck cl cm cn co cr cu cv cw cx cy cz de dj dk dm do dz ec ee eg er es et eu fi fj fk fm fo fr ga gd ge gf "
    "gg gh gi gl gm gn gp gq gr gs gt gu gw gy hk hm hn hr ht hu id ie il im in io iq ir is it je jm jo jp ke kg kh ki "
    "km kn kp kr kw ky kz la lb lc li lk lr ls lt lu lv ly ma mc md me mg mh mk ml mm mn mo mp mq mr ms mt mu mv mw mx "
    "my mz na nc ne nf ng ni nl no np nr nu nz om pa pe pf pg ph pk pl pm pn pr ps pt pw py qa re ro rs ru rw sa sb sc "
    "sd se sg sh si sk sl sm sn so sr ss st su sv sx sy sz tc td tf tg th tj tk tl tm tn to tr tt tv tw tz ua ug uk us "
    "uy uz va vc ve vg vi vn vu wf ws ye yt za zm zw "
    "md py js ts rb go rs sh pl pm cs vb hs kt gz xz bz 7z ai ps db js mo po"
)
_TWO_LETTER_TAILS = frozenset(_TWO_LETTER_TEXT.split())
# fmt: on


def _dotted_words(v: str) -> bool:
    m = _DOTTED_WORDS.fullmatch(v)
    t = (m.group("t") or "") if m is not None else ""
    return m is not None and t not in _NOT_A_TAIL and not (len(t) == 2 and (t in _TWO_LETTER_TAILS or t[0] == t[1]))
