"""Round 31: a credential word and a value's shape in the slot the word governs, read further than the shape
detector's few connector words (a leaf module: it imports nothing of the guard; :mod:`.secrets` adds its rows, and its
near-miss check still takes back what a row's line says is public, an example or an identifier).

* **a labelled line**: a credential word (token, key, share, secret, PIN, passphrase, password) and, later on the same
  line, the line's colon or "is" with a random-looking value right after it ("Cloudflare token that can edit DNS for
  x.example (certbot renewals need it): g9Sj...", "Your share: zCZL...=", "mine is T4Da...="): the sentence between
  says what the credential is for, the value is the credential;
* **grouped values after a key's word**: four or more groups of 4-5 letters and digits ("EsTF X4zi QPyB ...",
  "7okf-tdux-3u37-c66s-koa1"), or six or more groups of digits ("97243 39189 71650 ..." for a 30-digit passphrase),
  after a key / passphrase / recovery word on the line or the line before;
* **a long run of digits after a key's word**: 32 or more digits (a 64-digit backup key);
* **a streaming URL's key**: the last path segment of an ``rtmp(s)://`` URL after its application path
  (``rtmp://a.rtmp.youtube.com/live2/<key>``): an ingest URL carries the stream key there;
* **a command's secret argument**: the argument of ``unseal`` or of ``session open <id>`` (Vault, YubiHSM).
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Iterable

from . import textmemo


class GatedFinder:
    """A row's pattern run only on a text where a cheap ``gate`` pattern matches (a character class the pattern needs,
    searched in C at a few ns a character): the same matches as ``pattern.finditer``, without the pattern's walk over
    every word start of a text that cannot hold one (round 33: 3-4 µs a memory text for PASSPHRASE, KEYPAD)."""

    def __init__(self, gate: str | tuple[str, ...], pattern: re.Pattern[str]) -> None:
        # (round 35: several gates, any of which opens it - each a plain class run, where one alternation of them
        # would try every branch at every position)
        self.gates = tuple(map(re.compile, (gate,) if isinstance(gate, str) else gate))
        self.pattern = pattern

    def _open(self, text: str) -> bool:
        # (guardcost53: a plain loop, not any() over a generator - ~0.6 µs less a row and a text, and a memory text
        # opens a dozen such rows)
        for g in self.gates:  # noqa: SIM110
            if g.search(text):
                return True
        return False

    def finditer(self, text: str) -> Iterable[re.Match[str]]:
        return self.pattern.finditer(text) if self._open(text) else ()

    def search(self, text: str) -> re.Match[str] | None:
        return self.pattern.search(text) if self._open(text) else None

_CRED = (r"(?:tokens?|keys?|shares?|secrets?|pins?|passphrases?|passwords?|passcodes?|"
         r"claves?|chiaves?|sleutels?|klucz[ea]?)")

LABELLED = re.compile(
    r"(?i)(?<![\w-])" + _CRED + r"(?![\w-])[^\n]{0,120}?(?:[:=]|\b(?:is|was|ist|est|es|è|é)\b)[ \t]*[\"'`]?"
    r"(?P<v>[A-Za-z0-9+/_.=-]{20,200})")
LABELLED_ANCHORS = ("token", "key", "share", "secret", "pin", "passphrase", "password", "passcode", "clave", "chiave",
                    "sleutel", "klucz")

GROUPED = re.compile(
    r"(?i)(?<![\w-])(?:(?:recovery|backup|stream|security)[ _-]?(?:key|code|passphrase|phrase)|keys?|passphrase)"
    r"(?![\w-])[^\n]{0,80}?(?:\n[ \t]*)?(?<![\w-])"
    r"(?P<v>[A-Za-z0-9]{4,5}(?:[ -][A-Za-z0-9]{4,5}){3,15})(?![\w-])")
GROUPED_ANCHORS = ("key", "passphrase")

LONG_DIGITS = re.compile(r"(?i)(?<![\w-])(?:keys?|passphrase|code)(?![\w-])[^\n]{0,80}?(?<![\d.,-])(?P<v>\d{32,128})"
                         r"(?![\d.,])")
LONG_DIGITS_ANCHORS = ("key", "passphrase", "code")

RTMP = re.compile(r"(?i)\brtmps?://[^\s/]+/[^\s/]+/(?P<v>[^\s/;\"'<>?#]{16,200})")
RTMP_ANCHORS = ("rtmp",)

ARGUMENT = re.compile(r"(?<![\w-])(?:unseal|session open \d{1,5}|--(?:new-)?pin(?=[ =])|(?<= )/p(?= ))[ \t=]+[\"']?"
                      r"(?P<v>[^\s'\"]{6,200})")
ARGUMENT_ANCHORS = ("unseal", "session open", "--pin", "--new-pin", " /p ")

_IBAN = re.compile(r"[A-Z]{2}\d{2}(?:[ -]?[A-Z0-9]{4})")


def _entropy(value: str) -> float:
    n = len(value)
    return -sum(c / n * math.log2(c / n) for c in Counter(value).values())


def _random_looking(v: str, *, min_len: int = 20) -> bool:
    """Letters and digits mixed as a generator mixes them: 3+ digits, 2+ letters, both cases or hex, no long word."""
    core = v.rstrip("=")
    if len(core) < min_len:
        return False
    digits = sum(c.isdigit() for c in core)
    letters = sum(c.isalpha() for c in core)
    if digits < 2 or letters < 2:
        return False
    if re.fullmatch(r"[0-9a-fA-F]+", core):
        return False  # a hash or fingerprint in hex: said of files and keys alike
    runs = re.findall(r"[A-Za-z]{9,}", core)
    if any(r.islower() or r.isupper() or r[1:].islower() for r in runs):
        return False  # a word inside (an identifier, a host name, a path)
    if "." in core and re.search(r"\.[a-z]{2,6}(?:$|/)", core):
        return False  # a host name or a file name
    return _entropy(core) >= 3.5


# Round 41: a menu's "Public API" ("Settings > Public API") names where the key is made, not that it is public (a
# "Public token" under a menu still is one's name: "Account > Public token")
NOT_A_MENU_PUBLIC_API = r"(?!(?<=>[ \t])public[ \t]+api\b)"
_MENU_PUBLIC_API = re.compile(r"(?i)>[ \t]*public[ \t]+api\b")


def without_menu_public_api(around: str) -> str:
    """``around`` (the words beside a value) without a menu's "> Public API" (see :data:`NOT_A_MENU_PUBLIC_API`)."""
    return _MENU_PUBLIC_API.sub("> API", around) if ">" in around else around

_NOT_THE_SECRET = re.compile(r"(?i)fingerprint|checksum|digest|\bhash\b|\bcache\b|\bbucket\b|"
                             + NOT_A_MENU_PUBLIC_API + r"\bpublic\b|"
                             r"\bpublishable\b|\bbut\b|SHA\d*$|MD5$")
_JOINED_WORD = re.compile(r"(?:^|[-_.])[a-z]{5,}(?:[-_.]|$)")


def labelled(m: re.Match[str]) -> tuple[int, int] | None:
    """The value after the line's colon or "is" is random-looking."""
    v = m.group("v").rstrip(".,;")
    between = m.string[m.start():m.start("v")]
    if v.startswith(("http", "www.")) or "//" in v or between.count("[") > between.count("]"):
        return None  # a URL; a field inside a bracketed structure (SOPS's ENC[AES256_GCM,data:...,iv:...])
    if _NOT_THE_SECRET.search(between) or v.startswith(("pk_", "pk.")) or _JOINED_WORD.search(v):
        return None  # a fingerprint, a checksum, a cache key, a bucket's name; a publishable key; words joined
    return (m.start("v"), m.start("v") + len(v)) if _random_looking(v) else None


def grouped(m: re.Match[str]) -> tuple[int, int] | None:
    """4+ groups of 4-5 letters and digits mixed (2+ digits, 2+ letters, some group mixing them, not an IBAN), or 6+
    groups of digits alone."""
    v = m.group("v")
    groups = re.split(r"[ -]", v)
    if len({len(g) for g in groups[:-1]}) != 1:
        return None
    if v.isdigit() or all(g.isdigit() for g in groups):
        return m.span("v") if len(groups) >= 6 and _entropy(v.replace(" ", "").replace("-", "")) >= 2.8 else None
    if _IBAN.match(v):
        return None
    digits = sum(c.isdigit() for c in v)
    letters = sum(c.isalpha() for c in v)
    if digits < 2 or letters < 4 or not any(any(c.isdigit() for c in g) and any(c.isalpha() for c in g)
                                            for g in groups):
        return None
    if sum(g.isalpha() and (g.islower() or g[1:].islower()) for g in groups) * 2 > len(groups):
        return None  # mostly words
    return m.span("v")


def long_digits(m: re.Match[str]) -> tuple[int, int] | None:
    """32+ digits that are not one digit repeated nor counted out."""
    v = m.group("v")
    if _entropy(v) < 2.8 or "0123456789" in v or "1234567890" in v:
        return None
    return m.span("v")


def rtmp_key(m: re.Match[str]) -> tuple[int, int] | None:
    """The URL's last segment is random-looking (16+ characters, 3+ digits, letters of both cases)."""
    v = m.group("v")
    digits = sum(c.isdigit() for c in v)
    upper = sum(c.isupper() for c in v)
    lower = sum(c.islower() for c in v)
    return m.span("v") if digits >= 3 and upper >= 2 and lower >= 2 and _entropy(v) >= 3.5 else None


def argument(m: re.Match[str]) -> tuple[int, int] | None:
    """The argument is not a flag, a placeholder or a path, and holds a digit or a symbol with letters."""
    v = m.group("v")
    if v.startswith(("-", "<", "$", "{", "/", "~", "[")) or v.lower() in ("keys", "key", "status", "progress"):
        return None
    if not any(c.isalpha() for c in v) or not (any(c.isdigit() for c in v) or not v.isalnum()):
        return None
    return m.span("v")


# Keys that name themselves: a nostr private key (bech32 "nsec1" + 58), a Tor v3 onion service's secret key file in
# base64 (its header "== ed25519v1-secret: type0 ==" encodes to "PT0gZWQyNTUxOXYxLXNlY3JldDog"), a git-crypt key
# file in base64 ("\0GITCRYPTKEY" encodes to "AEdJVENSWVBUS0VZ").
SELF_NAMED = re.compile(r"(?<![\w-])(?P<v>nsec1[02-9ac-hj-np-z]{58}"
                        r"|PT0gZWQyNTUxOXYxLXNlY3JldDog[A-Za-z0-9+/]{40,}={0,2}"
                        r"|AEdJVENSWVBUS0VZ[A-Za-z0-9+/]{40,}={0,2})"
                        r"(?![\w-])")
SELF_NAMED_ANCHORS = ("nsec1", "PT0gZWQyNTUxOXYxLXNlY3JldDog", "AEdJVENSWVBUS0VZ")

# A file that says it is a secret or a private key, then its content on the next line (/var/lib/zerotier-one/
# identity.secret, then "<address>:0:<public>:<private>"); and a JSON object under a private key's name whose
# "value" is the key (Tendermint's priv_validator_key.json: "priv_key": {"type": ..., "value": "..."}). The name starts
# where a name can start: tried inside a run of letters, [\w.-]* ran to the run's end from every position (quadratic:
# "password: " and 8,000 letters took 2.4 s); the leftmost match starts at the name's first letter either way.
FILE_CONTENT = re.compile(r"(?i)(?<![\w.-])[\w.-]*(?:\.secret|\.private|[._-]private[._-]key|[._-]secret[._-]key)\b"
                          r"[^\n]{0,60}\n[ \t]*(?P<v>[^\s]{40,400})")
FILE_CONTENT_ANCHORS = (".secret", ".private", "private_key", "private-key", "private.key", "secret_key", "secret-key",
                        "secret.key")
PRIVATE_OBJECT = re.compile(r"(?i)\"priv(?:ate)?_?key\"[ \t]*:[ \t]*\{[^{}]{0,160}?\"value\"[ \t]*:[ \t]*\""
                            r"(?P<v>[A-Za-z0-9+/]{20,}={0,2})\"")
PRIVATE_OBJECT_ANCHORS = ("\"priv_key\"", "\"privkey\"", "\"private_key\"", "\"privatekey\"")


def file_content(m: re.Match[str]) -> tuple[int, int] | None:
    """The line under the file's name holds 24+ hex digits or base64 letters mixed with digits (not prose, not a
    command)."""
    v = m.group("v")
    core = re.sub(r"[^A-Za-z0-9]", "", v)
    if v.startswith(("$", "#", "-", "{", "[", "<")) or len(core) < 32:
        return None
    digits = sum(c.isdigit() for c in core)
    return m.span("v") if digits >= 4 and _entropy(core) >= 3.5 else None


def private_object(m: re.Match[str]) -> tuple[int, int] | None:
    """The value has 3+ digits and is no run of one character."""
    v = m.group("v")
    return m.span("v") if sum(c.isdigit() for c in v) >= 3 and _entropy(v) >= 3.5 else None


# A secret code's word in many languages (an account PIN, a customer password, a security code), then the first
# value shaped like a short code on its line, after the clause that says which code it is ("el PIN de cliente de la
# operadora, el que piden para portar el número, es dovetail20"); or the value first and the word after "<-" or in
# the parenthesis that names it ("\"105693\" (PIN ya akaunti ...)", "kestrel87 <- Kundenkennwort ...").
_CODE_WORD = (r"(?:(?<!\w)(?:pin(?:-ul|-koodi|koodi)?|passwor[dt]|passcode|code confidentiel|code secret|"
              r"codice (?:di sicurezza|segreto)|has[łl]o|heslo|jelsz[óo]|кодове слово|кодовое слово|"
              r"парол[ьяі]|الرقم السري|كلمة السر|הקוד הסודי|סיסמ[הא]|รหัส|salasana|contraseña|senha|"
              r"wachtwoord|mot de passe|şifre|mật khẩu|parola)|kennwort|klantcode|tunnusluku)")
_SHORT_CODE = (r"(?P<v>\d{4,8}|[A-Za-z]{3,12}\d{2}|(?=[A-Z]*\d)(?=\d*[A-Z])[A-Z0-9]{6}"
               r"|(?=[A-Za-z]*\d)(?=[A-Z0-9]*[a-z])(?=[a-z0-9]*[A-Z])[A-Za-z0-9]{6,16})")
_CODE_END = r"(?![\w@/+*#-]|[.,]\w| \d| ?%)"
CODE_CLAUSE = re.compile(
    r"(?i)" + _CODE_WORD + r"(?!\w)[^\n\d+]{0,110}?(?:[ \t]|\n[ \t]*)[\"'«“]?(?-i:" + _SHORT_CODE + r")" + _CODE_END)
# the value first: found from the word, the value looked for before the arrow or the parenthesis
CODE_AFTER = re.compile(r"(?i)(?:<-|\()[ \t]*(?:[^\s()<>]+[ \t]+){0,3}?" + _CODE_WORD + r"(?!\w)")
CODE_AFTER_ANCHORS = ("<-", "(")
_CODE_BEFORE = re.compile(r"(?<![\w+.-])[\"'«“]?" + _SHORT_CODE.replace("P<v>", "P<v2>") + r"[\"'»”]?[ \t]*$")
CODE_CLAUSE_ANCHORS = ("pin", "passwor", "passcode", "kennwort", "code confidentiel", "code secret", "codice",
                       "klantcode", "hasło", "haslo",
                       "heslo", "jelszó", "jelszo", "кодове", "кодовое", "парол", "Парол", "الرقم السري", "كلمة السر",
                       "הקוד הסודי", "סיסמ", "รหัส", "tunnusluku", "salasana", "contraseña", "senha", "wachtwoord",
                       "mot de passe", "şifre", "mật khẩu", "Кодове", "Кодовое", "CONTRASEÑA", "Şifre", "MẬT KHẨU",
                       "Mật khẩu", "HASŁO", "JELSZÓ", "parola")


_OTHER_SLOT = re.compile(r"(?i)\b(?:user(?:name)?|usuario|utilisateur|benutzer|utente|gebruiker|login|port|"
                         r"ext(?:ension)?|chmod|box|flat|sector|meeting|id|error|"
                         r"sent|reset|version|model|room|ticket|order|invoice)\b")
_NEGATED = re.compile(r"(?i)\b(?:no|not|never|without|sin|sans|ohne|nicht|separately)\b")
_POSTAL = re.compile(r"(?i)\b(?:postal|address|delivery|ship to|pata|nagar|road|india|pincode)\b")
_TECH_WORDS = frozenset({"base64", "base32", "utf16", "win32", "win64", "int32", "int64", "ipv4", "ipv6", "http11",
                         "x509"})


def code_before(m: re.Match[str]) -> tuple[int, int] | None:
    """CODE_AFTER's value: the short code right before its arrow or parenthesis on the line (checked as short_code)."""
    text = m.string
    line_start = text.rfind("\n", 0, m.start()) + 1
    before = _CODE_BEFORE.search(text, max(line_start, m.start() - 24), m.start())
    return None if before is None else _short_code(before, text)


def short_code(m: re.Match[str]) -> tuple[int, int] | None:
    """Digits not one repeated nor counted out, a word with two digits after it, or six capitals and digits mixed."""
    return _short_code(m, m.string)


def _short_code(m: re.Match[str], text: str) -> tuple[int, int] | None:
    name = "v2" if "v2" in m.re.groupindex else "v"
    v = m.group(name)
    line_start = text.rfind("\n", 0, m.start(name)) + 1
    line_end = text.find("\n", m.end(name))
    line = text[line_start:len(text) if line_end < 0 else line_end]
    if name == "v" and _OTHER_SLOT.search(text, m.start(), m.start(name)):
        return None  # "password ..., user: admin20", "... on extension 4043", "port 8080": another noun's value
    if name == "v2" and (_NEGATED.search(text[m.end(name):len(text) if line_end < 0 else line_end])
                         or _OTHER_SLOT.search(text[max(line_start, m.start(name) - 12):m.start(name)])
                         or re.search(r"\d[ \t]$", text[line_start:m.start(name)])):
        return None  # "giulia88 (password not logged)", "1262 (no passcode)"
    if textmemo.found_in(_POSTAL, text, line_start, line_start + len(line)) or (  # (once per line: cost54)
            v.lower() in _TECH_WORDS or re.fullmatch(r"\d*[A-Z][a-z]+\d*", v)):
        return None  # an Indian postal PIN code; base64, utf16; a product's name (1Password)
    if v.isdigit() and (len(set(v)) == 1 or v in "0123456789012" or v in "9876543210"
                        or re.fullmatch(r"(?:19|20)\d\d", v)):
        return None  # 0000, 1234, a year
    return m.span(name)


# An environment variable named for a secret that holds a UUID (MUX_STREAM_KEY=<uuid>): many services issue keys in
# a UUID's form; a name that says public, publishable or id holds none.
UUID_SECRET = re.compile(r"(?<![\w-])(?![A-Z0-9_]*(?:PUBLIC|PUBLISHABLE|_ID_|ACCESSOR))[A-Z][A-Z0-9_]*_"
                         r"(?:KEY|SECRET|TOKEN|PASSWORD)[ \t]*[=:][ \t]*[\"']?"
                         r"(?P<v>[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})(?![\w-])")
UUID_SECRET_ANCHORS = ("_key", "_secret", "_token", "_password")

# An XML element whose name says it holds a secret (Maven's <gpg.passphrase>, <server><password>): its text.
XML_SECRET = re.compile(r"<(?P<tag>[\w.:-]*(?:passphrase|password|secret|token))>[ \t]*(?P<v>[^<\s]{6,200})[ \t]*"
                        r"</(?P=tag)>", re.I)
XML_SECRET_ANCHORS = ("passphrase>", "password>", "secret>", "token>")


def xml_secret(m: re.Match[str]) -> tuple[int, int] | None:
    """The element's text is no reference (``${env.GPG_PASSPHRASE}``, ``{ENCRYPTED}``) and no plain word."""
    v = m.group("v")
    if v.startswith(("$", "{", "%", "@")) or (v.isalpha() and (v.islower() or v.isupper() or v[1:].islower())):
        return None
    return m.span("v")


# "VALUE <- what it is": a password-shaped value, then an arrow pointing at it from a credential word.
ARROW = re.compile(r"(?<!\S)(?P<v>[^\s<>\"']{6,64})[ \t]*<-[ \t]*(?:[^\s<>]+[ \t]+){0,3}?[\w-]*?"
                   + _CODE_WORD + r"(?!\w)", re.I)
ARROW_ANCHORS = ("<-",)


def arrow(m: re.Match[str]) -> tuple[int, int] | None:
    """The value mixes letters with digits or symbols (not a word, not a note like "see")."""
    v = m.group("v")
    letters = sum(c.isalpha() for c in v)
    others = len(v) - letters
    return m.span("v") if letters >= 2 and others >= 2 and not v.startswith(("http", "<", "$", "(")) else None


# Round 32: a value made as password rules ask for one - upper and lower case letters, a digit and a symbol in one
# 8-32 character token ("Marble79+", "Basalt9925!", "A4zC6oVO9%tJA0aNisk") - is a password whatever language, label
# or layout surrounds it: no other kind of word is built so. Found from its symbol (the anchor); the token stands
# alone (whitespace, a colon, a quote, "=" or ">" before it; whitespace, a quote or a sentence's end after it).
_STRONG_SYMBOLS = "!$%&*+?~^"
STRONG = re.compile(r"(?<![^\s:`\"'=>(\[])(?P<v>[A-Za-z0-9_-]{0,31}[!$%&*+?~^][A-Za-z0-9!#$%&*+?~^_-]{0,31})"
                    r"(?=[`\"'),;\].]?(?:\s|$))")
STRONG_ANCHORS = tuple(_STRONG_SYMBOLS)
_KEY_NAME = re.compile(r"(?:[A-Z][a-z]{0,6}|[A-Z]?\d{1,2}|[A-Z]{1,5})")
_CELL_REFERENCE = re.compile(r"\w+!\$?[A-Z]{1,3}\$?\d{1,7}")  # a spreadsheet's cell: Sheet1!C4, Data!$B$7
_NAMED = re.compile(r"(?i)\b(?:called|named|ssid|heißt|s'appelle|se llama|si chiama)\b")


def _percent_encoded(v: str) -> bool:
    """A "%XX" that stands for a character URLs must encode (a space, "/", a UTF-8 byte ...): "caf%C3%A9",
    "Europe%2FBerlin"; "%51" ("Q") encodes nothing that needs it, so "Qcuynfzt%51" is a password's symbol and digits."""
    return any(not chr(int(x, 16)).isalnum() for x in re.findall(r"%([0-9A-Fa-f]{2})", v))


def strong(m: re.Match[str]) -> tuple[int, int] | None:
    """8-32 characters with an upper and a lower case letter, a digit and a symbol; not a percent-encoded text, a
    crypt hash's ``$id$`` head, a mask (``****``), a spreadsheet's cell (``Sheet1!C4``), base64's "+" alone in a longer
    run, keys joined by "+" (``Ctrl+Shift+F5``), nor a value said to be a name."""
    v = m.group("v")
    if not 8 <= len(v) <= 32:
        return None
    if not (any(c.isupper() for c in v) and any(c.islower() for c in v) and any(c.isdigit() for c in v)):
        return None
    symbols = {c for c in v if c in _STRONG_SYMBOLS}
    if not symbols or re.search(r"\*\*|^\$\w{1,5}\$", v) or _CELL_REFERENCE.fullmatch(v) or _percent_encoded(v):
        return None
    if symbols == {"+"} and (len(v) >= 16 or all(_KEY_NAME.fullmatch(p) for p in v.split("+"))):
        return None
    if (symbols == {"+"} or not any(c in _STRONG_SYMBOLS for c in v.rstrip("?"))) and not re.search("[a-z]{3}", v):
        return None  # "+" or a closing "?" alone is read as a symbol only with a word's lower case run beside it: a
        #              model or a code before a question mark is asked about ("fx-991EX?"), "SHPPi+L4" is a vaccine's
    if _NAMED.search(m.string, max(0, m.start("v") - 60), m.start("v")):
        return None  # the value a name is asked or told for ("what's the wifi called? it's FRITZ!Box-7590-XQ")
    return (m.start("v"), m.start("v") + len(v))


# Round 33: Caddy's ``dns <provider> <token>`` (a ``tls`` block's or the global ``acme_dns`` option): the DNS provider's
# API token is the directive's second argument, written bare ("dns hetzner gatOK3JEv4I63oIT9wBZ2SAvYWZYdXRc"); a
# placeholder (``{env.CF_API_TOKEN}``) or a block ("dns cloudflare {") holds none.
DNS_PROVIDER = re.compile(r"(?m)^[ \t]*(?:acme_)?dns[ \t]+[a-z][a-z0-9_.-]{1,30}[ \t]+(?P<v>[A-Za-z0-9+/_.=-]{20,200})"
                          r"[ \t]*$")
DNS_PROVIDER_ANCHORS = ("dns ", "dns\t")


def dns_provider(m: re.Match[str]) -> tuple[int, int] | None:
    """The token is random-looking (see :func:`_random_looking`)."""
    return m.span("v") if _random_looking(m.group("v")) else None


# Round 33: a keypad's code, closed by the "#" that enters it ("código del portal: 7183#", "kòd presyon alam nan:
# 0929#", "kode pintu ... itu 0227#, lalu naik"): digits typed on a keypad, in any language and layout. Not a USSD code
# ("*100#", "*#06#": a star opens it), not one digit repeated. Its anchor is the "#" itself, which the batch prefilter
# cannot look for (it folds every digit to "#": see secrets._KEYPAD_ROW), so the batch adds the row where the text
# holds a "#" and the pattern matches.
KEYPAD = GatedFinder(r"\d#", re.compile(r"(?<![\w#*+.,/:-])(?P<v>\d(?:[ -]?\d){3,7})#(?![\w#*])"))
KEYPAD_ANCHORS = ("#",)


def keypad(m: re.Match[str]) -> tuple[int, int] | None:
    """Four to eight digits before "#", not a USSD code nor one digit repeated."""
    digits = m.group("v").replace(" ", "").replace("-", "")
    before = m.string[max(0, m.start() - 2):m.start()]
    if "*" in before or len(set(digits)) == 1:
        return None
    return m.start("v"), m.end("v") + 1


# Round 33: a generator's passphrase, whatever stands around it: words of one case each (lower, upper or capitalised),
# joined by one mark, with two to four digits glued to the last ("winter-harvest-mango-thunder29",
# "Color.Office.Embody.Worth73", "MANGO.tundra470"): three words or more, or two whose cases differ. What else is
# written so is a name inside an address, a path, a URL or a mail address (found by what touches it), or an identifier
# of a program ("max_retry_count10": lower case words joined by "_" in code); a version's or a host's digits follow a
# mark ("web-prod-eu-01", "Server-2019"), not the word.
_WORD = r"(?:[a-z]{3,12}|[A-Z]{3,12}|[A-Z][a-z]{2,11})"
PASSPHRASE = GatedFinder(r"[A-Za-z]{3}\d\d", re.compile(
    r"(?<![\w.+=@/\\#:$%&*-])(?P<v>" + _WORD + r"(?P<j>[._+=-])(?:" + _WORD + r"(?P=j)){0,5}" + _WORD
    + r"\d{2,4})(?![\w@/\\#*+=-]|\.\w)"))
PASSPHRASE_ANCHORS = (".", "-", "_", "+", "=")
_CASE = re.compile(r"[a-z]+|[A-Z]+|[A-Z][a-z]+")
_CODE_AROUND = re.compile(r"[(){};<>\[\]]|\b(?:def|var|let|const|self|this|return|import)\b")


def passphrase(m: re.Match[str]) -> tuple[int, int] | None:
    """Three words or more, or two of different cases; not lower-case words joined by "_" beside code."""
    v, joiner = m.group("v"), m.group("j")
    words = re.split(r"[._+=-]", v.rstrip("0123456789"))
    kinds = {"lower" if w.islower() else "upper" if w.isupper() else "title" for w in words}
    if len(words) < 3 and (len(kinds) < 2 or min(map(len, words)) < 4):
        return None  # (two words: of different cases and four letters each; "tea-INV2291" is a word and a code)
    if words[-1].isupper() and len(words[-1]) <= 3:
        return None  # an identifier's code glued to its digits last ("backup-tea-INV2291"): no generator's word
    if joiner == "=" and len(words) < 3 and not m.string[:m.start()].rpartition("\n")[2].strip():
        return None  # a setting's line, a key given its value: "User=KSMITH60" in an SAP logon (blind34's twins)
    text = m.string
    line_start = text.rfind("\n", 0, m.start()) + 1
    line_end = text.find("\n", m.end())
    line = text[line_start:len(text) if line_end < 0 else line_end]
    if joiner == "_" and kinds == {"lower"} and _CODE_AROUND.search(line):
        return None
    if re.match(r"[\"']?[ \t]*(?::=|=[^=]|\(|:(?!//))", text[m.end("v"):m.end("v") + 4]):
        return None  # a name given a value, called or a key ("max_retry_count10 = 3", "conn-jdbc-VZHWJ640": {)
    if _TECHNICAL_END.search(v):
        return None  # a cipher's, a hash's or an encoding's name ("aes-xts-plain64", "key_fingerprint_sha256")
    return m.span("v")


_TECHNICAL_END = re.compile(r"(?i)(?<![a-z])(?:sha|plain|base|utf|u?int|float|aes|rsa|ecdsa|md|crc|ipv|x|arm|amd|win|"
                            r"http|tls|ssl|mp|h|ucs|latin|iso|cp)\d+$")
