"""Round 63: general readings from guard_corpus_blind48's last misses and blind27's room safes. A leaf module: it
imports only :mod:`.slots` (secrets passes its password validator to :func:`possessive`).

Each reading is its own row of ``secrets._DETECTORS`` (:data:`ROWS`: kind, finder, anchors, validator).

* **"password's X"**: the possessive as a copula ("boohoo a@b.example password's Walnut78 use my delivery"), read by
  secrets' bare validator (letters with digits, or a generated shape): "the password's length" is no value.
* **a dotted passphrase after a password's word**: two capitalised words joined by a dot and ending in digits
  ("p/w: Unicorn.Biscuit95", "Passwort\\nZephyr.Kiwi69") - a reference's ``name.attr`` is lower case and has no
  digits after its attribute.
* **Yiddish's password word** ("פּאַראָל", pointed or not) before a value in Latin letters with a digit in it: the
  sentence of the language itself ("פּאַראָל: פֿרעגט בײַ דער קאַסע", ask at the till) is never such a value.
* **a key written as a user name**: a code's or a config's user field ("config.username = '...'", "user: '...'")
  holding twenty or more letters and digits of every case (a digit at least), jumping between upper case, lower
  case and digits as only a generated key does (eight jumps or more, where a capital followed by its word's lower
  case is none and a capital after a capital is one): a person's login ("AnnaMariaKowalska2024") jumps a few
  times.
* **a locked room's code told as what the room is**: a lockable room (a records room, a studio, a cabinet, a store
  room) that is placed by where it is ("in the basement", "on the second floor", "in the big meeting room"), then
  "is" and four to eight digits closing the clause ("the records room in the basement is 4229, the boxes ...").
  A room that is placed needs no number to be found, so the number it "is" is how it opens. Not: a count or a size
  after the digits ("is 1200 square feet"), a year, a price's word before or after.
* **a hotel room's safe set to a code**: the word for a (room) safe in ~35 languages, then on the same line past at
  most six short words and no clause mark, three to eight digits with no more digits, decimal or unit after them
  ("ik heb de kluis op onze hotelkamer op 1977 gezet", "otel odamızdaki kasayı 1992 olarak ayarladım"). Years
  count (a safe's code is often one) except after a word that dates ("in", "since", "from", "built").
  Not: a room's number with no safe's word before it, the number before the word ("room 1325, ... the safe").
* **a tool's first run that prints or sets a generated password**: "A temporary password is generated for
  root@localhost: %jhKnE.>_eT>" (the value after the colon, any marks); a command whose name prints or sets a password
  ("initial-password", "setpassword") with its quoted argument or the one token it printed alone on the next line; an
  indented token alone under "Password for the elastic user (...):". The value has a generated password's shape
  (letters with digits or marks, both cases or a mark; a digit or a mark other than a word's joiners).
  Not: an error line printed instead ("FATA[0000] secret not found"), words joined by hyphens, a path, an address.
* **a PDF's password**: "PDF" and, on its line or alone on the next one, a token of letters with digits
  ("para abrir el PDF, escribe Tulip47Marsh", "PDFを開くときはLotus5821と入力"). Not: a file's name (".pdf", a date in
  it), "[REDACTED]", a word.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from itertools import pairwise

from .slots import GatedFinder

_Span = tuple[int, int] | None

# ---- "password's X"
POSSESSIVE = GatedFinder(
    r"['’]s",
    re.compile(r"(?i)(?<![\w/])(?P<k>password|passwort|passwd|passcode|pwd|pw)['’]s[ \t]+"
               r"(?P<v>[^\s\"'`]{1,64})"),
)
POSSESSIVE_ANCHORS = ("password's", "password’s", "passwort's", "passwd's", "passcode's", "pwd's", "pw's",
                      "pwd’s", "pw’s", "passwort’s", "passwd’s", "passcode’s")


def possessive(bare: Callable[[re.Match[str]], _Span]) -> Callable[[re.Match[str]], _Span]:
    """The "password's X" row's validator: secrets' bare reading (passed in: this module cannot import secrets)."""
    return bare


# ---- a dotted passphrase after a password's word
_PW_WORD = (r"(?:passwords?|passwort|passwd|pwd|pw|p/w|pass|passphrase|kennwort|wachtwoord|mot[ \t]+de[ \t]+passe|"
            r"contrase[ñn]a|senha|lösenord|losenord|adgangskode|passord|salasana|hasło|haslo|heslo|jelszó|jelszo|"
            r"parola|parole|şifre|sifre|lozinka|geslo|пароль|парола|密码|密碼|パスワード|비밀번호)")
DOTTED = GatedFinder(
    r"[a-z]\.[A-Z]",
    re.compile(r"(?i:(?<![\w/])(?P<k>" + _PW_WORD + r"))(?![\w/])[ \t]*(?:[:=：]|is\b|ist\b|est\b|es\b)?"
               r"[ \t]*\n?[ \t]*(?P<v>[A-Z][a-z]{2,}\.[A-Z][a-z]{2,}\d{1,4})(?![\w.@/-])"),
)
def _cased(words: list[str]) -> tuple[str, ...]:
    """Each anchor lower-case and capitalised (the prefilter folds ASCII case only)."""
    return tuple(dict.fromkeys(w for word in words for w in (word, word[:1].upper() + word[1:])))


DOTTED_ANCHORS = _cased(["pass", "pw", "p/w", "kennwort", "wachtwoord", "mot de passe", "contrase", "senha",
                         "senord", "adgangskode", "passord", "salasana", "hasło", "haslo", "heslo", "jelsz", "parol",
                         "ifre", "lozinka", "geslo", "пароль", "парола", "密码", "密碼", "パスワード", "비밀번호"])


def dotted(m: re.Match[str]) -> _Span:
    return m.span("v")


# ---- Yiddish's password word before a value in Latin letters
YIDDISH = GatedFinder(
    r"[\u05f0-\u05f2\u05d0-\u05ea]",
    re.compile(r"(?P<k>פּאַראָל|פאַראָל|פּאראל|פאראל|פּאַראל)(?![\u0590-\u05ff])[ \t]*(?:[:：=→\-–—]+|[,،])?[ \t]*"
               r"(?P<v>[!-~]{6,64})"),
)
YIDDISH_ANCHORS = ("פּאַראָל", "פאַראָל", "פּאראל", "פאראל", "פּאַראל")


def yiddish(m: re.Match[str]) -> _Span:
    v = m.group("v").rstrip(".,;:!?)]}\"'")
    if len(v) < 6 or "@" in v or "://" in v:
        return None
    if not (any(c.isdigit() for c in v) and any(c.isalpha() for c in v)):
        return None
    return m.start("v"), m.start("v") + len(v)


# ---- a key written as a user name
USER_KEY = GatedFinder(
    r"[A-Za-z0-9]{20}",
    re.compile(r"(?i)(?<![\w-])(?:user(?:_?name)?|login)[\"']?[ \t]*(?:=>|[:=])[ \t]*(?P<q>[\"'])"
               r"(?P<v>[A-Za-z0-9]{20,64})(?P=q)"),
)
USER_KEY_ANCHORS = ("user", "login")


def _class(c: str) -> int:
    return 0 if c.isdigit() else 1 if c.isupper() else 2


def user_key(m: re.Match[str]) -> _Span:
    v = m.group("v")
    if sum(c.isupper() for c in v) < 2 or sum(c.islower() for c in v) < 2 or sum(c.isdigit() for c in v) < 1:
        return None
    # every change of class but a capital's own lower case after it, and every capital after a capital: a word's
    # capital then its lower case ("Anna", "Maria") counts nothing, a generated key's jumps count (8 or more)
    jumps = sum((_class(a) != _class(b) and not (_class(a) == 1 and _class(b) == 2)) or (_class(a) == _class(b) == 1)
                for a, b in pairwise(v))
    return m.span("v") if jumps >= 8 else None


# ---- a placed, lockable room that "is" a number
_LOCKABLE = (r"(?:(?:records|archive|server|supply|storage|store|stock|file|filing|print|copy|mail|post|photo|"
             r"music|recording|editing|dark)[ \t]+room|storeroom|stockroom|studio|cabinet|cupboard|closet|locker|"
             r"vault|shed|strongroom|darkroom)")
_PLACED = (r"(?:in|on|at|behind|under|next[ \t]+to|by|off)[ \t]+(?:the|our|my|your|their)[ \t]+"
           r"(?:[\w-]+[ \t]+){0,3}?(?:basement|cellar|attic|floor|storey|story|level|wing|corridor|hall(?:way)?|"
           r"room|building|annex|yard|garage|loft|lobby|office)")
ROOM = GatedFinder(
    r"\d\d\d\d",
    re.compile(r"(?i)\b(?P<k>" + _LOCKABLE + r")[ \t]+" + _PLACED + r"[ \t]+is[ \t]+(?P<v>\d{4,8})"
               r"(?=[ \t]*(?:[,;.!\n]|$))"),
)
ROOM_ANCHORS = ("room", "studio", "cabinet", "cupboard", "closet", "locker", "vault", "shed")
# four digits that read as a recent year
_YEAR = re.compile(r"19[5-9]\d|20[0-4]\d")


def room(m: re.Match[str]) -> _Span:
    v = m.group("v")
    if _YEAR.fullmatch(v) or re.search(r"[$€£¥]|\b(?:rent|price|costs?|sq|square)\b",
                                       m.string[max(0, m.start() - 40):m.end() + 20], re.I):
        return None
    return m.span("v")


# ---- a hotel room's safe set to a code
_SAFE = (
    # Germanic, Romance, Slavic, Baltic, Finnic, Hungarian, Greek, Celtic
    r"kluis", r"kamerkluis", r"boksen", r"safeboksen", r"safen", r"kassaskåpet", r"kassaskapet", r"tresor\w*",
    r"zimmersafe", r"caja[ \t]+fuerte", r"cofre", r"cassaforte", r"coffre-fort", r"coffre", r"seif\w*", r"sejf\w*",
    r"trezor\w*", r"сейф\w*", r"széf\w*", r"χρηματοκιβώτιο\w*", r"kassakaappi\w*", r"tallelokero\w*",
    # (Polish / Turkish "kasa" in its inflections, Albanian "kasafortë": not any word it begins, "kasav" is a bread)
    r"kas(?:a|y|ie|ę|ą|ası|asi|asını|asının|asinin|anın|anin|ayı|ayi|aya|ada|afort\w*)",
    r"seifi\w*", r"chiste-shàbhalaidh", r"brankas", r"peti[ \t]+besi", r"két[ \t]+sắt",
    # Hebrew, Arabic script, Indic, Dravidian, Southeast Asian, African
    r"הכספת", r"כספת", r"گاوصندوق\w*", r"صندوق", r"الخزنة", r"خزنة", r"तिजोरी\w*", r"लॉकर", r"লকার\w*", r"তিজোরি",
    r"பெட்டகத்\w*", r"லாக்கர்\w*", r"లాకర్\w*", r"ലോക്കർ\w*", r"ಲಾಕರ್\w*", r"ආරක්ෂිත[ \t]+පෙට්ටිය", r"ካዝና\w*",
    r"apoti[ \t]+aabo", r"àpótí[ \t]+ìpamọ́", r"akwatin[ \t]+ajiya", r"ma'ajiya\w*", r"պահարան\w*",
    r"igbe[ \t]+nchekwa", r"(?:ye|we)?sisefo", r"sanduuq\w*", r"sefu", r"kabati[ \t]+la[ \t]+usalama",
    r"safe[ \t]+sa[ \t]+kwarto",
    # German and Luxembourgish "Safe": the capitalised noun after its article ("de Safe an eisem Hotelzëmmer op 2015")
    r"(?-i:(?:[Dd]e|[Dd]en|[Dd]er|[Dd]em|[Dd]es|am|vum|vom|im|um|[Ee]isem|unseren|unserem)[ \t]+Safe)",
)
_SAFE_UNSPACED = (r"မီးခံသေတ္တာ", r"金庫", r"保险箱", r"保險箱", r"ตู้เซฟ", r"금고")
# English "safe": only as a noun set to a code ("set the room safe to 4821", "the safe's code is 0310")
_SAFE_EN = (r"(?:(?:set|put|changed?|reset)[ \t]+(?:the|our|my|your)[ \t]+(?:(?:hotel[ \t]+)?room[ \t]+|in-room[ \t]+)?"
            r"safe(?:[ \t]+(?:code|combination|pin))?[ \t]+to|(?:room|hotel|in-room)[ \t]+safe(?:'s|’s)?[ \t]+"
            r"(?:code|combination|pin)[ \t]+(?:is|was|=|:))")
_SAFE_CODE = r"(?<![A-Za-z]-)(?<![A-Za-z])(?P<v>\d{3,8})(?![\d]|[.,/:x×]\d)"  # (not a serial's "ABX-58213")
SAFE = GatedFinder(
    r"\d\d\d",
    re.compile(
        r"(?i)(?P<k>(?<![\w-])(?:" + "|".join(_SAFE) + r")(?![\w-])|" + "|".join(_SAFE_UNSPACED) + r")"
        r"(?:[^\S\n]*[^\d\s,.;!?，。、]{1,16}){0,6}?[^\S\n]*[:：=≡|'\"-]*[^\S\n]*" + _SAFE_CODE
        + r"|(?<![\w-])(?P<e>" + _SAFE_EN + r")[ \t]*[\"']?" + _SAFE_CODE.replace("(?P<v>", "(?P<w>"),
    ),
)


def _literal(word: str) -> str:
    """The literal start of one of the words' patterns (to its first class, group or repeat), lower-cased."""
    return re.split(r"[\\(\[?]", word, maxsplit=1)[0].lower()


SAFE_ANCHORS = _cased(
    [_literal(w) for w in _SAFE + _SAFE_UNSPACED if len(_literal(w)) >= 3]
    + ["caja", "peti", "két", "apoti", "àpótí", "akwatin", "kabati", "safe", "sefu", "sisefo"])

# a unit, a currency or a size after the digits: a measure, not a code
_UNIT_AFTER = re.compile(
    r"(?i)[ \t]*(?:°|%|€|\$|£|¥|₹|degrees?|mm\b|cm\b|kg\b|litres?|liters?|l\b|euros?|dollars?|usd|eur|rs\.?|"
    r"inch|in\b|years?|times|pounds?|lbs?|pcs|x\b)"
)
# a word that dates the number before it: the year, not the code
_DATED_BEFORE = re.compile(r"(?i)(?:\b(?:in|since|from|until|of|circa|built|made|year|model|anno)|\bc\.)[ \t]*\Z")
# ... or after it ("2019 óta változatlan": unchanged since 2019)
_DATED_AFTER = re.compile(r"(?i)[ \t]*(?:óta|beri|yılından|yana|から|以来|年|seit|since|ago)")
# a room's, a number's word right before the digits: the room's number ("the safe in room 1204")
_NUMBER_BEFORE = re.compile(r"(?i)(?:\b(?:room|rm|no|nr|number|nummer|numéro|numero|zimmer|kamer|chambre|"
                            r"habitaci[oó]n|quarto|camera|phòng|oda)|#|№)[ \t.:]*\Z")


# a room's number named between the safe's word and the digits ("金庫の暗証番号 ホテルの部屋番号は208": the PIN
# withheld, then the room's number)
_ROOM_NUMBER = re.compile(
    r"(?i)部屋番号|房间号|房間號|객실[ \t]*번호|방[ \t]*번호|room[ \t]+(?:number|no\b)|zimmernummer|kamernummer|"
    r"værelsesnummer|rumsnummer|numéro[ \t]+de[ \t]+chambre|"
    r"n[úu]mero[ \t]+d[eo][ \t]+(?:la[ \t]+)?(?:habitaci[óo]n|quarto)|oda[ \t]+numara|номер[ \t]+комнаты"
)


def safe(m: re.Match[str]) -> _Span:
    group = "v" if m.group("v") is not None else "w"
    text, start, end = m.string, m.start(group), m.end(group)
    if _UNIT_AFTER.match(text, end) or _ROOM_NUMBER.search(text, m.start(), start):
        return None
    before = text[max(0, start - 24):start]
    if _NUMBER_BEFORE.search(before):
        return None
    if _YEAR.fullmatch(m.group(group)) and (_DATED_BEFORE.search(before) or _DATED_AFTER.match(text, end)):
        return None
    return start, end


# ---- a tool's first run that prints or sets a generated password
# (1) "A temporary password is generated for root@localhost: %jhKnE.>_eT>": the value told after the colon, any marks
FIRST_RUN_TOLD = GatedFinder(
    r"(?i)password",
    re.compile(r"(?i)\b(?:temporary|initial|generated|random|one-time|auto-generated)[ \t]+(?:(?:admin|root|user|"
               r"superuser)[ \t]+)?password[ \t]+(?:is|was|has[ \t]+been)[ \t]+(?:generated|created|set)"
               r"(?:[ \t]+for[ \t]+[^\s:]{1,64})?[ \t]*:[ \t]*(?P<v>[!-~]{8,64})(?![!-~])"),
)
# (2) a command whose name says it prints or sets a password, then its quoted argument or the one token it printed
#     alone on the next line ("$ argocd admin initial-password -n argocd\nYjSNd=TeBBvB6fXpSfWw",
#     "$ sudo pihole setpassword '.ppsp792HAY'")
FIRST_RUN_COMMAND = GatedFinder(
    r"(?i)password",
    re.compile(r"(?im)^[ \t>]*[$#][ \t]*[^\n]*?(?<![\w-])[\w-]*(?:initial|set|get|show|print|reset|generate)-?"
               r"(?:admin-?)?password[\w-]*(?![\w-])(?:[ \t]+(?P<q>['\"])(?P<w>[^'\"\n]{6,64})(?P=q)|[^\n]*\n[ \t]*"
               r"(?P<v>[!-~]{12,64})[ \t]*(?=\n|$))"),
)
# (3) a password's line that ends with a colon, then one token alone on the next line, indented
#     ("Password for the elastic user (reset with `...`):\n  waVV8utQeEpdhhFdwHkK")
FIRST_RUN_NEXT = GatedFinder(
    r"(?i)password",
    re.compile(r"(?i)(?<![\w-])password[ \t]+for[ \t]+[^\n]{0,120}:[ \t]*\n[ \t]+"
               r"(?P<v>[!-~]{12,64})[ \t]*(?=\n|$)"),
)
FIRST_RUN_ANCHORS = ("password",)


def _generated(v: str) -> bool:
    """A generated password's shape: letters with digits or marks, and both cases or a mark; no path, address or
    file."""
    if v[:1] in "/~<$" or "://" in v or re.search(r".@[\w-]+\.\w|\.[a-z]{2,4}$", v):
        return False
    letters = sum(c.isalpha() for c in v)
    digits = sum(c.isdigit() for c in v)
    marks = len(v) - letters - digits
    upper, lower = any(c.isupper() for c in v), any(c.islower() for c in v)
    return letters >= 3 and (digits or marks) > 0 and ((upper and lower) or marks > 0)


def first_run(m: re.Match[str]) -> _Span:
    for g in ("v", "w"):
        if g in m.re.groupindex and m.group(g) is not None:
            v = m.group(g)
            # (a digit, or a mark other than a word's joiners: "Initial-Setup-Complete" is words)
            if (_generated(v) and (any(c.isdigit() for c in v) or re.search(r"[^\w.-]", v))) or (
                    g == "w" and any(c.isdigit() for c in v) and any(c.isalpha() for c in v)):
                return m.span(g)
    return None


# ---- a PDF's password: "PDF" and, on its line (or alone on the next), a value of letters with digits
PDF = GatedFinder(
    r"(?i)pdf",
    # (a word, not letters inside a code: no letter or digit before it, no digit after its letters - a booking ref
    # "2PDFL9" holds the letters, fp95)
    re.compile(r"(?i)(?<![a-z0-9])pdf(?![a-z]*[0-9])(?:[^\n]{0,48}?|[^\n]{0,48}?\n[^\S\n]*[-*>]?)(?<![!-~])"
               r"(?P<v>(?=[!-~]*\d)(?=[!-~]*[a-z])[!-~]{6,40})(?![!-~])"),
)
PDF_ANCHORS = ("pdf",)


def pdf(m: re.Match[str]) -> _Span:
    v = m.group("v").strip("`*'\"[]")
    v = v.rstrip(".,;:)")
    if (len(v) < 6 or "pdf" in v.lower() or not _generated(v) or not any(c.isdigit() for c in v)
            or re.search(r"\d[-_ ]\d\d(?:\D|$)|\d\.\d", v)):  # (a file's date, a version: "Python3.11")
        return None
    start = m.start("v") + m.group("v").index(v)
    digits = sum(c.isdigit() for c in v)
    upper = sum(c.isupper() for c in v)
    lower = sum(c.islower() for c in v)
    marks = len(v) - digits - upper - lower
    if not (digits >= 2 or marks or (upper >= 2 and lower >= 2 and digits)):
        return None
    return start, start + len(v)


# the rows (the "password's X" row is built by secrets, with its bare validator: possessive)
ROWS: tuple[tuple[str, GatedFinder, tuple[str, ...], Callable[[re.Match[str]], _Span]], ...] = (
    ("password", DOTTED, DOTTED_ANCHORS, dotted),
    ("password", YIDDISH, YIDDISH_ANCHORS, yiddish),
    ("api_key", USER_KEY, USER_KEY_ANCHORS, user_key),
    ("password", ROOM, ROOM_ANCHORS, room),
    ("password", SAFE, SAFE_ANCHORS, safe),
    ("password", FIRST_RUN_TOLD, FIRST_RUN_ANCHORS, first_run),
    ("password", FIRST_RUN_COMMAND, FIRST_RUN_ANCHORS, first_run),
    ("password", FIRST_RUN_NEXT, FIRST_RUN_ANCHORS, first_run),
    ("password", PDF, PDF_ANCHORS, pdf),
)
