"""Round 85 (issue 13): a login told by how people tell one, in any language - a user's label and a password's
label, each with its value; a table whose header names a password, PIN or code column. A leaf module (it imports
:mod:`.lexicon`, :mod:`.round65`'s word list and :mod:`.slots`); each reading is a row of ``secrets._DETECTORS``
(:data:`ROWS`: kind, finder, anchors, validator).

* **a user's label, its value, then a password's label and its value**: "User: mia7 / Code: t8k2pq1z", "VPN\\n
  login  j.doe\\n  pass  lanternfjord61", "Benutzer: anna.k, Kennwort: Fjord#61", "Jeneng panganggo: user\\n
  Tembung sandhi: pir47e_31#", "utilisateur bob mot de passe Cirque.58", "ชื่อผู้ใช้: nok รหัสผ่าน: baan1123": the
  pair a login form asks for, written as its two fields, on one line or on two. The user's labels are the well-known
  translations of "user", "user name", "login", "account" and "e-mail" (a login is told by an address as often as by
  a name), a network's name before a Wi-Fi password; the password's labels are every password label of the lexicon
  (:mod:`.lexicon`, the translation catalogs' forms), their short forms ("pass", "pw", "pwd", "passwd", "lösen",
  "mdp") and, after a user's label only, a code or a PIN ("User: room12 / Code: ..."): after a user and its value, a
  code's value is the login's. OCR's digits for letters in a label ("Passw0rd", "PASSW0RD") are read as the letters.
  The value is a password's: four to 64 characters with no space, not the user's value again, not a common English
  word or a reference to one ("in the vault", "same as email", "reset", "required"), not a mask ("********",
  "xxxx"), a placeholder ("<password>", "{{pw}}", "$PASS"), an address, a link, a date, a price or a length
  ("Password: 12 characters").
* **a table whose header names a password, PIN or code column**: a header line of cells (``|``, tab, ``;`` or ``,``
  between them) one of which is a password's label, or ends with one, a PIN, a passcode, a passphrase or a code
  ("| platform | login | password |", "asset_tag;model;serial;bios_password", "| bureau | freeze PIN |"), and below it
  (a Markdown rule line aside) a row of as many cells: the cell under that column is the secret where it has a
  password's shape (as above; a passphrase's column also takes three or more words). Not a value: an empty cell, a
  dash, a tick, "yes"/"no", a word ("set", "changed", "see vault"), a date, a mask.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from functools import cache

from ..tries import trie_alternation
from . import fp91, fp223, letters, lexicon
from .round65 import english_words
from .slots import GatedFinder

_Span = tuple[int, int] | None

ON = True
"""The switch of this round's readings (off: every row here refuses nothing; for A/B in one process)."""

# ---- the labels
# A user's label: "user", "user name", "login", "account", "e-mail" in the languages the guard's corpora are written
# in and their well-known translations (login forms' field names), and a network's name (an SSID before a Wi-Fi
# password). Lower case; a form in a cased script outside ASCII is matched case-insensitively by the pattern and its
# capitalised form is an anchor too.
USER_LABELS = (
    # English and Latin-script languages
    "user", "username", "user name", "user id", "userid", "login", "log-in", "login id", "login name", "account",
    "account id", "account name", "e-mail", "email", "mail", "benutzer", "benutzername", "benutzerkennung",
    "anmeldename", "nutzer", "nutzername", "konto", "utilisateur", "nom d'utilisateur", "identifiant", "compte",
    "usuario", "nombre de usuario", "cuenta", "usuari", "nom d'usuari", "usuário", "usuario", "nome de usuário",
    "utilizador", "nome de utilizador", "conta", "utente", "nome utente", "gebruiker", "gebruikersnaam",
    "användare", "användarnamn", "användar-id", "bruker", "brukernavn", "bruger", "brugernavn", "brugerid",
    "käyttäjä", "käyttäjänimi", "käyttäjätunnus", "tunnus", "notandi", "notandanafn", "użytkownik",
    "nazwa użytkownika", "uživatel", "uživatelské jméno", "používateľ", "používateľské meno", "felhasználó",
    "felhasználónév", "kullanıcı", "kullanıcı adı", "utilizator", "nume utilizator", "nume de utilizator",
    "korisnik", "korisničko ime", "uporabnik", "uporabniško ime", "kasutaja", "kasutajanimi", "lietotājs",
    "lietotājvārds", "naudotojas", "vartotojas", "vartotojo vardas", "përdoruesi", "emri i përdoruesit",
    "erabiltzailea", "usuari", "defnyddiwr", "enw defnyddiwr", "pengguna", "nama pengguna", "id pengguna",
    "nombor pengguna", "tên đăng nhập", "người dùng", "tài khoản", "jina la mtumiaji", "mtumiaji", "gumagamit",
    "jeneng panganggo", "panganggo", "foydalanuvchi", "istifadəçi", "istifadəçi adı", "ssid", "network",
    "netzwerk", "réseau", "netwerk", "nätverk", "rete", "wlan-name", "wifi name", "wi-fi name",
    # Cyrillic, Greek, Hebrew, Arabic script, Indic, Thai, CJK, Hangul
    "пользователь", "имя пользователя", "логин", "учётная запись", "учетная запись", "користувач",
    "ім'я користувача", "логін", "потребител", "потребителско име", "корисник", "корисничко име",
    "карыстальнік", "хэрэглэгч", "χρήστης", "όνομα χρήστη", "λογαριασμός", "משתמש", "שם משתמש", "مستخدم",
    "اسم المستخدم", "المستخدم", "کاربر", "نام کاربری", "ناوی بەکارهێنەر", "بەکارهێنەر", "ئىشلەتكۈچى ئاتى",
    "ئىشلەتكۈچى", "صارف", "صارف نام", "उपयोगकर्ता", "उपयोगकर्ता नाम", "यूज़रनेम", "ব্যবহারকারী", "ব্যবহারকারীর নাম",
    "ชื่อผู้ใช้", "ผู้ใช้", "บัญชี", "用户名", "用戶名", "用户", "帳號", "账号", "帐号", "账户", "賬號", "ユーザー名",
    "ユーザ名", "ユーザーid", "ログインid", "ログイン", "アカウント", "사용자", "사용자 이름", "사용자명", "아이디",
    "계정",
)
# A password's short forms and the labels people write that the catalogs do not ("pass", "pw", "mdp", "lösen"), and
# a few single-word labels of the corpora's languages not in the catalogs as such.
_PASSWORD_EXTRA: tuple[str, ...] = (
    "password", "passwort", "passwd", "passwords", "pass", "pw", "pwd", "pword", "passphrase", "passcode",
    "kennwort", "lösen", "mdp", "mot de passe", "contraseña", "clave", "senha", "palavra-passe", "parola",
    "wachtwoord", "lösenord", "passord", "adgangskode", "salasana", "hasło", "heslo", "jelszó", "şifre", "sifre",
    "parolă", "lozinka", "geslo", "salasõna", "parole", "slaptažodis", "kata sandi", "sandi", "kata laluan",
    "mật khẩu", "nenosiri", "tembung sandhi", "vpn-passwort", "пароль", "парола", "лозинка", "κωδικός",
    "κωδικός πρόσβασης", "συνθηματικό", "סיסמה", "סיסמא", "كلمة المرور", "كلمة السر", "كلمة مرور", "رمز عبور",
    "گذرواژه", "وشەی نهێنی", "ئىم", "पासवर्ड", "รหัสผ่าน", "รหัส", "密码", "密碼", "口令", "パスワード", "暗証番号",
    "비밀번호", "암호", "패스워드",
    # guard96: Bengali, Assamese, Odia, Dhivehi, Tibetan, Yiddish, Somali
    "পাসওয়ার্ড", "পাছৱৰ্ড", "ପାସୱାର୍ଡ", "ޕާސްވޯޑް", "གསང་ཨང་།", "གསང་ཨང་", "གསང་ཨང", "פּאַראָל", "furaha sirta",
    # guard206: Malagasy ("secret word"), Telugu, Khmer - round 60's words, not yet labels here
    "tenimiafina", "పాస్‌వర్డ్", "ពាក្យសម្ងាត់",
)
_PASSWORD_EXTRA = fp223.with_folded(_PASSWORD_EXTRA)  # session 49 (fp223): a ZWNJ's word as the store reads it
# After a user's label and its value, a code's or a PIN's label is the login's too ("User: room12 / Code: ...").
_CODE_LABELS = ("code", "pin", "pin code", "pincode", "access code", "code d'accès", "código", "codice", "kod",
                "kode", "koodi", "κωδικός", "код", "코드", "コード", "验证码", "رمز")


def _lexicon_bases() -> tuple[str, ...]:
    """The lexicon's password forms that hold no shorter form of it ("mot de passe", not "nouveau mot de passe")."""
    forms = set(lexicon.forms("password"))
    return tuple(sorted(f for f in forms if not any(g != f and g in f for g in forms)))


PASSWORD_LABELS = tuple(sorted(set(_lexicon_bases()) | set(_PASSWORD_EXTRA)))


def _folded_label(words: tuple[str, ...]) -> str:
    """A trie of ``words`` where a space also matches "_", "-" or several spaces, and "o" also matches OCR's "0"."""
    body = trie_alternation(words)
    return body.replace(r"\ ", r"[ _\-]+").replace("o", "[o0]")


def _variants(words: tuple[str, ...]) -> tuple[str, ...]:
    """Anchors for ``words``: as written, and capitalised / upper-cased where the script has case outside ASCII (the
    prefilter folds ASCII case only)."""
    out: set[str] = set()
    for w in words:
        out.add(w)
        if not w.isascii():
            out.update((w.capitalize(), w.upper(), w.title()))
    return tuple(sorted(out))


_USER = _folded_label(USER_LABELS)
# a password's label as written, or a label of six letters or more with an ending of up to three letters (a case or
# an article: "fjalëkalimi", "hasła", "salasanan", "passwords")
_PASS = (_folded_label(tuple(w for w in PASSWORD_LABELS if len(w) >= 6)) + r"[^\W\d_]{0,3}(?![^\W_])|"
         + _folded_label(PASSWORD_LABELS))
_CODE = _folded_label(_CODE_LABELS)
# a label stands alone: no letter or digit right before or after it ("username" is not "user" and "name")
# (a label in a script written without spaces may follow any character: "的密码", "ของรหัสผ่าน")
_L = r"(?:(?<![^\W_])|(?<=[\u0e00-\u0e7f\u3040-\u9fff\uac00-\ud7af]))(?<![/<@.])"
_R = r"(?![^\W_]|[.-]\w|_?(?i:hash|env|file|cmd|command|stdin|fetch|policy|reset)|>)"
# what joins a label to its value: a colon, "=", an arrow, "is" (a few languages), or only spaces
_JOIN = (r"[ \t]*(?:(?:field|feld|champ)[ \t]*)?(?:[:=：;→>-]|(?i:is|ist|est|es|é|è|är|er|ay|là|adalah|ni))?"
         r"[ \t]*[:=]?[ \t]*")
# the user's value: a name, an id, an address (no space; a quote around it is read past)
_ID = r"[\"'“«]?(?P<u>[^\s\"'”»,;|:]{2,64})[\"'”»]?"
# between the user's value and the password's label: a mark, a short word ("and", "und", "et", "y", "og", "и"), a line
_SEP = r"(?:[ \t]*[,;/|·•—–-]?[ \t]*(?:[^\W\d_]{1,4}[ \t]+)?|[ \t]*\r?\n[ \t]*(?:[-*•>][ \t]*)?)"
# a passphrase of random words closed by a number ("harbour kelp walnut sorrel 76", "velvet-carrot-zephyr-99"): three
# to seven words of three to twelve lower-case letters, one mark between them, then one to four digits
PHRASE = r"[a-z]{3,12}(?P<pj>[ ._-])[a-z]{3,12}(?:(?P=pj)[a-z]{3,12}){1,5}(?P=pj)?\d{1,4}"
_VALUE = r"[\"'“«]?(?P<v>" + PHRASE + r"(?![\w@.-]\w)|[^\s\"'“”«»<>(){}\[\]|]{3,64})"
LABELLED_PAIR = GatedFinder(
    r"[^\W\d_]",
    re.compile(
        r"(?i)" + _L + r"(?P<ul>" + _USER + r")" + _R + _JOIN + _ID + _SEP + _L + r"(?P<l>(?P<p>" + _PASS + r")|"
        + _CODE + r")" + _R + _JOIN + _VALUE
    ),
)
LABELLED_PAIR_ANCHORS = _variants(USER_LABELS)

# ---- the value
def _word_set(words: str) -> frozenset[str]:
    return frozenset(words.split())


_MASK = re.compile(r"(?i)([*•●·x#?_.-])\1{2,}|^(?:x+|\*+|•+|\.+)$")
_PLACEHOLDER = re.compile(r"^[!&=@:/\\_]|^\$[A-Za-z_]+$|^\$\{|[<>{}()\[\]]|%\(|%s$|\.\.\.|…|"
                          r"(?i:process\.env|environ|getenv|getpass|secret)")
# a name in code: snake or screaming case of words, one of them a credential's ("gmail_app_password", "DDNS_PASSWORD")
_CODE_NAME = re.compile(r"(?i)^(?:[a-z]+[_.])*(?:password|passwd|pass|pwd|secret|token|key)(?:[_.][a-z]+)*$"
                        r"|^[A-Z]+(?:_[A-Z]+)+$"
                        # a placeholder's name: letters and "._" only, a credential's word in it ("myPassword",
                        # "__ENV.PASS", "your_pwd")
                        r"|^(?=[A-Za-z._]+$)[A-Za-z._]*(?:pass|pwd|secret|token|kennwort|senha|clave)[A-Za-z._]*$")
_MAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_COMPOUND = re.compile(r"[A-Za-z][a-z]+(?:[-._][A-Za-z][a-z]+)+")
_LINK = re.compile(r"(?i)^(?:https?://|www\.)|://")
_DATE = re.compile(r"^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$|^\d{1,2}:\d\d(?::\d\d)?$")
_PRICE = re.compile(r"^[$€£¥₹]|[$€£¥₹]$|^\d+(?:[.,]\d{1,2})$|(?i:^\d+(?:[.,]\d+)?(?:k|m|eur|usd|gbp|kr|%)$)")
_LENGTH_AFTER = re.compile(r"(?i)^[ \t]*(?:characters?|chars?|digits?|letters?|symbols?|zeichen|stellen|ziffern|"
                           r"caractères|chiffres|caracteres|dígitos|cifras|tekens|cijfers|tecken|siffror|znaków|"
                           r"cyfr|znaků|merkkiä|символов|цифр|文字|字符|位|자리|자)")
_TRAIL = ".,;:!?)]}\"'”»。、，！？"
_STOP = _word_set("""a an the in on at is it its to of or and same see ask below above here there none null n/a na
tbd tba todo unknown unchanged changed reset required optional hidden blank empty secret private default set unset
yes no ok okay your my his her their our this that same-as vault keepass bitwarden 1password lastpass manager email
e-mail mail phone sms card sticker letter envelope attached pending expired locked disabled enabled siehe voir ver
vedi zie se patrz wie comme como come wie gleich idem même mismo stesso zelfde samma samme""")


def _word_like(v: str) -> bool:
    """``v`` is a word, not a password: letters only and a common English word, a reference word, or short."""
    low = v.lower()
    if low in _STOP:
        return True
    core = "".join(c for c in v if not unicodedata.category(c).startswith("M"))  # (a vowel sign is a letter's part)
    if not any(c.isdigit() for c in v) and not re.search(r"[^\w]|_", core):
        if low in english_words() or (len(v) <= 4 and not v.isupper()):
            return True
        # a word of any language in lower case or capitalised ("steht", "Tresor", "terkirim"): a password of letters
        # only has mixed case ("mkBHBGcAVQ"), or is in capitals, or is long
        if (v.islower() or v.istitle() or not any(c.islower() or c.isupper() for c in v)) and len(v) < 10:
            return True
    return False


def password_value(v: str, after: str = "", user: str = "") -> bool:
    """``v`` (cut of its trailing marks) has a password's or a code's shape; ``after`` is the text right after it."""
    if len(v) < 4 or v.lower() == user.lower().strip(_TRAIL) or len(set(v.lower())) < 2:
        return False
    if _MASK.search(v) or _PLACEHOLDER.search(v) or _MAIL.fullmatch(v) or _LINK.search(v) or _DATE.search(v):
        return False
    if _PRICE.search(v) or _LENGTH_AFTER.match(after) or _word_like(v) or _CODE_NAME.match(v):
        return False
    if _COMPOUND.fullmatch(v):
        return False  # lower-case words joined by marks, no digit ("well-known-fact", "see.below")
    if v.isdigit():
        return 4 <= len(v) <= 12  # (a code: a year is as good a PIN as any after a user's value and a code's label)
    return True


def _trimmed(text: str, start: int, end: int) -> int:
    """``end`` moved back past the value's trailing marks ("Fjord#61." -> "Fjord#61"; a mark inside it stays)."""
    while end > start + 1 and text[end - 1] in _TRAIL:
        end -= 1
    return end


def labelled_pair(m: re.Match[str]) -> _Span:
    """The password of :data:`LABELLED_PAIR` (see above)."""
    if not ON:
        return None
    text = m.string
    start = m.start("v")
    end = _trimmed(text, start, m.end("v"))
    v = text[start:end]
    user = m.group("u")
    if _USER_AS_LABEL.fullmatch(user) or _PASS_ONLY.fullmatch(user):
        return None  # "username and password: ..." - the user's "value" is a label ("user name", "password")
    if " " in v:
        return (start, end) if phrase_value(v) else None
    if m.group("p") is None and not (any(c.isdigit() for c in v) and sum(c.isalnum() for c in v) >= 4):
        return None  # a code's or a PIN's value has a digit ("User: anna / Code: review" is no login)
    if m.group("p") is None and _ACCOUNT.fullmatch(m.group("ul")):
        return None  # an account's number and a code ("Account 4432, code 551903"): a reference, not a login
    if not password_value(v, text[end:end + 16], user):
        return None
    return start, end


# words a sentence has and a generated passphrase has not (its words are picked from a list of nouns and adjectives)
_FUNCTION = _word_set("""the and for with from are was were has have had not but you your our their this that these
those then than when what which who will would can could should must may might been being into onto over under about
after before again also just only very more most some any all each every here there now today tomorrow yesterday
week weeks month months year years day days time times sent reset changed expires expired emails email texts
minutes hours digits characters chars letters numbers near by behind beside between inside outside around along across
past through toward towards beneath within without against among via upon off up down out next""")
_PHRASE_WORD_SPLIT = re.compile(r"[ ._-]")


def phrase_value(v: str) -> bool:
    """``v`` (a :data:`PHRASE`) is a generated passphrase: its words are no sentence's (no function word, no word of
    time or of counting: "reset emails sent 12", "changed every month 3"), and not one word again and again."""
    words = [w for w in _PHRASE_WORD_SPLIT.split(v) if w and not w.isdigit()]
    return len(words) >= 3 and len(set(words)) == len(words) and not any(w in _FUNCTION or w in _STOP for w in words)


_ACCOUNT = re.compile(r"(?i)account|konto|compte|cuenta|conta|tài khoản|λογαριασμός|уч[её]тная запись|账户|帳號|账号|"
                      r"帐号|賬號|계정|アカウント|บัญชี")
_USER_AS_LABEL = re.compile(r"(?i)(?:" + _USER + r"|name|and|und|et|y|e|or|oder|ou|o|of|for)")
_PASS_ONLY = re.compile(r"(?i)(?:" + _PASS + r")[:=]?")

# ---- a login's id, then its passphrase
# An address, a phone number or a handle (a dot, an underscore or a digit in it), then across a mark (and a password's
# short label) a passphrase of words closed by a number, ending its clause: "shop: a.b@mail.example → kelp harbour
# walnut 88", "a.b@mail.example, pass is velvet carrot zephyr 99", "+15550101234 ; mango walnut carrot 25".
_LOGIN_ID = r"(?:[\w.+-]{1,64}@[\w-]+(?:\.[\w-]+)+|\+\d{8,15}|[a-z][a-z0-9]{0,40}[._][a-z0-9]{1,40})"
ID_THEN_PHRASE = GatedFinder(
    r"[a-z]{3}[ ._-][a-z]{3,12}[ ._-][a-z]{3,12}[ ._-]?\d",
    re.compile(r"(?<![\w.+@/-])" + _LOGIN_ID + r"(?![\w@])[ \t]*(?:[,;:/|=→>-]{1,3}[ \t]*)?"
               r"(?:(?i:pw|pwd|pass|password)(?:[ \t]*(?:is|=|:))*[ \t]*[:=]*[ \t]*)?(?P<v>" + PHRASE + r")"
               r"(?=[ \t]*(?:$|[|,;.!)🙏😊]|[ \t]the[ \t]|[ \t]\(|[ \t]+-|[ \t]+—))", re.M),
)
ID_THEN_PHRASE_ANCHORS = ("@", "+", ".", "_")


def id_then_phrase(m: re.Match[str]) -> _Span:
    """The passphrase of :data:`ID_THEN_PHRASE` (see above)."""
    if not ON or not phrase_value(m.group("v")):
        return None
    return m.span("v")


# ---- a login's id, then a password-shaped token ending its clause
# An address or a phone number, then (a mark or only a space) a token with letters and digits that ends the line or
# the clause: "fishing shop a.b@mail.example Walnut3054=", "+15550101234 ; 67i7ic-ebbe32-5cnxjl"; a handle (a dot,
# an underscore or a digit in it) only across ";" or "|" ("j.doe ; y0nd3r?92"), where a list's pair is.
ID_THEN_TOKEN = GatedFinder(
    r"[@+;|]",
    re.compile(r"(?<![\w.+@/=:-])(?:(?P<m>[\w.+-]{1,64}@[\w-]+(?:\.[\w-]+)+|\+\d{8,15})(?![\w@])[ \t]*"
               r"(?:[,;:/|=→>-]{1,3}[ \t]*)?"
               r"|(?:[a-z][a-z0-9]{0,40}[._][a-z0-9]{1,40}|[a-z]{1,40}\d{1,8})[ \t]*[;|][ \t]*)"
               r"(?P<v>[^\s\"'`<>(){}\[\]|,;]{6,40})(?=[ \t]*(?:$|[|,;)🙏😊]|[ \t]\(|[ \t]+[-—]))", re.M),
)
ID_THEN_TOKEN_ANCHORS = ("@", "+", ";", "|")
_LETTER = re.compile(r"[^\W\d_]")


def id_then_token(m: re.Match[str]) -> _Span:
    """The password of :data:`ID_THEN_TOKEN` (see above): letters and digits, and a mark, a capital or three digits
    besides ("Walnut3054=", "Teodor1988", "0tt3r-487"), not a word, a date, a number or another address."""
    if not ON:
        return None
    start = m.start("v")
    end = _trimmed(m.string, start, m.end("v"))
    v = m.string[start:end]
    if "@" in v or not (_LETTER.search(v) and any(c.isdigit() for c in v)):
        return None
    if not (re.search(r"[^\w]|_", v) or re.search(r"[A-Z]", v) or sum(c.isdigit() for c in v) >= 3):
        return None
    if re.fullmatch(r"(?i)[a-z]{1,3}\d+|\d+[a-z]{1,3}|v?\d+(?:\.\d+)+\w*|[0-9a-f]{16,}|\w+=\S+", v):
        return None  # a code, a unit, a version, a hash, a key=value ("A1234", "500ml", "v2.3.1", "s=arc-2024")
    return (start, end) if password_value(v, m.string[end:end + 16]) else None


# ---- a password's label, then a passphrase or (over a list) the login's value
# "mot de passe Ornikar\nparsnip quartz dolphin 20", "the shop pw fennel glacier lantern 20", "<label> of the app:\n
# - j.doe\n - th15tl3^68": a password's label, up to 60 characters of its own line, and a passphrase of words closed
# by a number on that line or the next; or a list of two items under the label's line, the login, then its password.
LABEL_THEN_PHRASE = GatedFinder(
    r"[a-z]{3}[ ._-][a-z]{3,12}[ ._-][a-z]{3,12}[ ._-]?\d|\n[ \t]*[-*•]",
    re.compile(r"(?i)" + _L + r"(?:" + _PASS + r")" + _R + r"[^\n]{0,60}?(?:(?:\n[ \t]*(?:[-*•][ \t]*)?)?"
               r"(?<![\w@.-])(?P<v>" + PHRASE.replace("[a-z]", "[a-zA-Z]") + r")(?![\w@-])"
               r"|[ \t]*[:：][ \t]*\n[ \t]*[-*•][ \t]*\S+[ \t]*\n[ \t]*[-*•][ \t]*(?P<w>[^\s]{4,64}"
               r"(?:[ \t][a-z]{3,12}){0,6}(?:[ \t]\d{1,4})?))[ \t]*(?:$|[.,;!)🙏😊]|[ \t](?:the|for|\())", re.M),
)
# (a superset of letters.ANCHORS, the password labels' anchors rows of a label share: test_guard_lexicon)
PASSWORD_ANCHORS = tuple(sorted(set(letters.ANCHORS) | set(_variants(PASSWORD_LABELS))))
LABEL_THEN_PHRASE_ANCHORS = PASSWORD_ANCHORS


def label_then_phrase(m: re.Match[str]) -> _Span:
    """The passphrase or the listed password of :data:`LABEL_THEN_PHRASE` (see above)."""
    if not ON:
        return None
    if fp91.ticket_label(m.string, m.start(), *m.span("v" if m.group("v") is not None else "w")):
        return None  # fp91: "bus pass no. 241080661 expires 6/27/21 | James's bike frame size 39": a ticket's pass
    if m.group("v") is not None:
        v = m.group("v")
        return m.span("v") if v.islower() and phrase_value(v) else None
    start = m.start("w")
    end = _trimmed(m.string, start, m.end("w"))
    w = m.string[start:end]
    if " " in w:
        return (start, end) if re.fullmatch(PHRASE, w) and phrase_value(w) else None
    return (start, end) if password_value(w, m.string[end:end + 16]) and _LETTER.search(w) and any(
        c.isdigit() or not c.isalnum() for c in w) else None


# ---- a table whose header names a password, PIN or code column
_COLUMN_WORDS = (*PASSWORD_LABELS, "pin", "pin code", "pincode", "passcode", "passphrase", "code", "access code",
                 "installer code", "kod", "code pin")
_COLUMN = _folded_label(tuple(sorted(set(_COLUMN_WORDS))))
TABLE_HEADER = GatedFinder(
    r"[|\t;,]",
    re.compile(r"(?im)^(?=[^\n]*[|\t;,])[^\n]*?(?:^|[|\t;,])[ \t]*(?:[^\n|\t;,]{0,24}?[ _-])?" + "(?:" + _COLUMN + r")"
               r"[ \t]*(?=[|\t;,]|$)[^\n]*$"),
)
_COLUMN_ANCHORS = set(_variants(tuple(set(_COLUMN_WORDS) - {"code", "kod", "pin"})))
TABLE_HEADER_ANCHORS = (*sorted(set(PASSWORD_ANCHORS) | _COLUMN_ANCHORS),
                        "code|", "code\t", "code;", "code,", "code |", "code\n",
                        "pin|", "pin\t", "pin;", "pin,", "pin |", "pin\n")
_CELL_SPLIT = {"|": re.compile(r"\|"), "\t": re.compile(r"\t"), ";": re.compile(r";"), ",": re.compile(r",")}
_HEADER_CELL = re.compile(r"(?i)^[ \t]*(?:[^\n]{0,24}?[ _-])?(?P<w>" + _COLUMN + r")[ \t]*$")
_SHORT = frozenset(("pass", "pw", "pwd", "pword"))
_RULE = re.compile(r"^[ \t|:+-]*-{3}[ \t|:+-]*$")
_PHRASE_WORD = re.compile(r"[a-z]{3,12}")


def _column_head(cell: str) -> bool:
    """``cell`` names a password's, PIN's or code's column; a short form ("pass", "pw") only as the whole cell ("Epic
    Pass" is a product)."""
    m = _HEADER_CELL.match(cell)
    return m is not None and (m.group("w").lower() not in _SHORT or cell.strip().lower() == m.group("w").lower())


def _cells(line: str, mark: str) -> list[str]:
    cells = _CELL_SPLIT[mark].split(line)
    if mark == "|":  # "| a | b |": the outer bars open and close the row
        if cells and not cells[0].strip():
            cells = cells[1:]
        if cells and not cells[-1].strip():
            cells = cells[:-1]
    return cells


def table_header(m: re.Match[str]) -> _Span:
    """The first value under the password, PIN or code column of :data:`TABLE_HEADER`'s header line (see above)."""
    if not ON:
        return None
    text = m.string
    header = m.group(0)
    mark = next((c for c in "|\t;," if c in header), None)
    if mark is None:
        return None
    columns = _cells(header, mark)
    if len(columns) < 2:
        return None
    wanted = [(n, h) for n, h in enumerate(columns) if _column_head(h)]
    if not wanted or len(wanted) == len(columns):
        return None
    before = text.rfind("\n", 0, max(m.start() - 1, 0))
    if m.start() > 0 and mark in text[before + 1:m.start() - 1]:
        return None  # a row of a table above ("| Epic Pass | ... |"), not its header
    pos = m.end() + 1
    for _ in range(6):  # the rows right below the header (a rule line and up to five rows)
        if pos > len(text):
            break
        nl = text.find("\n", pos)
        line_end = len(text) if nl < 0 else nl
        line = text[pos:line_end]
        if _RULE.match(line) or not line.strip():
            pos = line_end + 1
            if not line.strip():
                break
            continue
        cells = _cells(line, mark)
        if len(cells) != len(columns):
            break
        offsets = []
        at = 0
        for cell in _CELL_SPLIT[mark].split(line):
            offsets.append(at)
            at += len(cell) + 1
        if mark == "|" and not _CELL_SPLIT[mark].split(line)[0].strip():
            offsets = offsets[1:]
        if not any(c.strip() for n, c in enumerate(cells) if n not in {w for w, _ in wanted}):
            break  # a row with nothing but the secret column is no table's row
        for n, head in wanted:
            cell = cells[n]
            value = cell.strip().strip("`'\"")
            if not value:
                continue
            start = pos + offsets[n] + cell.find(value)
            phrase = "phrase" in head.lower() or "password" in head.lower()
            words = value.split()
            if len(words) >= 3 and phrase and all(_PHRASE_WORD.fullmatch(w) for w in words[:-1]) and (
                    _PHRASE_WORD.fullmatch(words[-1]) or words[-1].isdigit()) and phrase_value(value):
                return start, start + len(value)  # a passphrase of words ("lantern umbrella ember anvil")
            if " " in value:
                continue
            if _code_column(head) and not (any(c.isdigit() for c in value) or (value.isupper() and len(value) >= 5)):
                continue
            if password_value(value, cell[cell.find(value) + len(value):]):
                return start, start + len(value)
        pos = line_end + 1
    return None


@cache
def _code_column(head: str) -> bool:
    """A PIN's or a code's column (its value has a digit or is a run of capitals), not a password's."""
    return re.search(r"(?i)" + _L + "(?:pin|code|kod|pincode|passcode)" + _R, head) is not None and not re.search(
        r"(?i)" + _PASS, head)


ROWS: tuple[tuple[str, GatedFinder, tuple[str, ...], Callable[[re.Match[str]], _Span]], ...] = (
    ("password", LABELLED_PAIR, LABELLED_PAIR_ANCHORS, labelled_pair),
    ("password", TABLE_HEADER, TABLE_HEADER_ANCHORS, table_header),
    ("password", ID_THEN_PHRASE, ID_THEN_PHRASE_ANCHORS, id_then_phrase),
    ("password", LABEL_THEN_PHRASE, LABEL_THEN_PHRASE_ANCHORS, label_then_phrase),
)
