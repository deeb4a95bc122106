"""Round 58: a member's or an account's number before its password on one line, a Terraform state's generated
password, a JWT signing call's literal secret, a constant named a key or a salt with a generator's value, and the
readings listed at the end (command lines, URL parameters, config and output files, API clients, ID / key pairs,
cookie rows, key columns); and three near-miss rules narrowed: an ``app_id`` query parameter that is the only
credential of its URL, a line's "docs" / "example" words that stand only inside links, a "<...>" that holds marks
rather than a placeholder's words. A leaf module: it imports only shapes and tests of :mod:`.bip39`, :mod:`.benign`,
:mod:`.held`, :mod:`.lines`, :mod:`.logins`, :mod:`.round51`, :mod:`.round55`, :mod:`.round56`, :mod:`.round57` and
:mod:`.slots`.

Each reading is its own row of ``secrets._DETECTORS`` (:data:`ROWS`: kind, finder, anchors, validator), so that a
text runs only the readings whose anchors it holds; :data:`PASSWORDS` and :data:`KEYS` gather them for tests.

Passwords:

* **a number, then the value** ("hilton honors 469707707 bk1KMMqImfLBYc", "384018639 Yew_Lichen_Magpie4"): a line
  (or a speaker's, a bracket's, a bar's clause) of up to three words naming the service, a member's or an account's
  number (6-12 digits, an optional capital before them), and one token of a generator's or a password's shape (round
  55's test: a capital, a small letter, a letter beside a digit; :func:`.round56.mixed_secret`,
  :func:`.round56.scrambled`, groups of letters and digits joined by dashes), then the line's end or words. Round 55
  reads a service and a user name; a loyalty programme's or a portal's login is its number. "Hilton Honors 444316410:
  50,000 points" (a colon, no value's shape) and an order's number before a status stay.
* **a Terraform state's random password** (``"type": "random_password"`` ... ``"result": "<value>"``): the provider's
  generated password, stored in the state in the clear; a plan's "(sensitive value)" is no value.

Keys:

* **a JWT signing call's literal secret** (``jwt.sign(payload, "<secret>", ...)``, ``jwt.encode(payload, '<key>')``,
  ``jwt.verify(token, "...")``, ``jwt.decode(...)``): the second argument of these calls is the HMAC secret or the
  key; a name (``process.env.JWT_SECRET``, ``key``) is no value. The literal: 16 characters or more, no blank, eight
  distinct characters, not a placeholder's words.
* **a constant named a key, a secret or a salt** (``define('AUTH_KEY', '<64 characters>')``,
  ``HOOK_HMAC_KEY=vervain-acorn-otter-nimbus-2145``, ``const WEBHOOK_KEY = "..."``): the name in capitals ending in
  KEY / SECRET / SALT (not a cache's, a sort's, a primary or a public one), the value either a generator's salt (24+
  characters, three classes of characters, four marks at least, no blank) or a generated passphrase (three words or
  more joined by "-" / "_" / ".", and a group of two digits or more). WordPress's "put your unique phrase here" has
  blanks.

Also (see each reading's comment below): "log in at <host> with <value>"; an activation / enrolment / pairing code; a
command line's password (a flag named for one, ``echo X | sudo -S`` or ``| ... password_stdin``, smbclient's ``-U
user%X``, ``htpasswd -b``, ``ssh-keygen -N``, a quoted ``-p 'X'``); a URL's password parameter; cloud-init's chpasswd
list, an HTTP client's ``raw_auth``, a password manager's ``host;user;value`` export line; TACACS+ / RADIUS / ISAKMP /
WPA-PSK keys, a credentials file printed, Asterisk voicemail PINs; ``openssl rand`` for 16 bytes or more; a Kubernetes
secret's field read out, a password's base64, ``wg genkey`` output; an API client built with a literal key; a device's
or a station's ID and key; a session cookie's row; a Markdown table's key column.

Near misses narrowed (called from ``secrets._near_miss``):

* :func:`app_id_key`: ``_ID_NAME`` takes back a value right after "id=" as an identifier; an ``app_id`` query
  parameter in hex (round 57's shape) is the key where no other parameter of its URL is a key's ("?app_id=<hex>&
  base=USD": the app ID is the credential; "?app_id=<id>&app_key=<key>": the key is the other one).
* :func:`documented_example`: ``benign.documented_example`` takes back a value whose line says "docs" and "example";
  words inside a link (its host, "docs.example.org") say nothing about the value ("https://user:pw@docs.x.example/").
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .benign import _DOCS, _EXAMPLE, claim_denied
from .bip39 import unlike_words
from .held import NOT_SECRET, _changes, _said_not_secret, random_letters_digits
from .lines import line_around
from .logins import generated
from .round51 import _PRODUCT, value_shaped
from .round55 import _NOT_LIVE_AFTER, _in_settings
from .round56 import Readings, mixed_secret, scrambled
from .round57 import _hex_key
from .slots import GatedFinder, _random_looking

_Span = tuple[int, int] | None
_TOKEN = r"[^\s\"'`,|<>(){}\[\]]"

# ---- a number, then the value
NUMBER_VALUE = GatedFinder(
    r"\d{6}[ \t]",
    re.compile(
        r"(?m)(?:^[ \t]*|(?<=[:>\]|])[ \t]+)(?P<s>(?:[A-Za-z][\w.&+'-]{0,30}[ \t]+){0,3})"
        r"(?P<n>[A-Z]{0,2}\d{6,12})[ \t]+(?:/[ \t]+)?(?P<v>" + _TOKEN + r"{8,64})(?=[,;]?(?:[ \t]+[^\W\d_]|[ \t]*$))"
    ),
)
NUMBER_VALUE_ANCHORS = ("###### ", "######\t")
_LETTER_DIGIT = re.compile(r"[A-Za-z]\d|\d[A-Za-z]")
# words joined by a mark with digits at the end, a capital among them ("Corvid-Basin-73", "Yew_Lichen_Magpie4")
_JOINED_WORDS = re.compile(r"(?=[^A-Z]*[A-Z])[A-Za-z]{3,12}(?:[-_.~][A-Za-z]{3,12}){1,5}[-_.~]?\d{1,6}")
_GROUPS = re.compile(r"[A-Za-z0-9]{3,6}(?:-[A-Za-z0-9]{3,6}){2,}")


_HOST_WORD = re.compile(r"\S+\.[A-Za-z]\S*")


def _not_live_after(text: str, pos: int) -> bool:
    """The words after ``pos`` on its line say the value is an example, old, revoked (round 55's words), a host's
    name left out ("server rtupdate.<name>.example" names a server, not the value)."""
    end = text.find("\n", pos, pos + 80)
    return _NOT_LIVE_AFTER.match(_HOST_WORD.sub(" ", text[pos : pos + 80 if end < 0 else end])) is not None


def _generated_value(v: str) -> bool:
    """A generator's or a password's shape (see above); not a product's name, a link, a placeholder."""
    if "://" in v or v.startswith(("/", "<", "$(", "${")) or ("@" in v.lstrip("@")[:-1] and "." in v.split("@")[-1]):
        return False  # (a link, a path, a placeholder, a mail address)
    if _GROUPS.fullmatch(v):
        alnum = v.replace("-", "")
        return any(c.isdigit() for c in alnum) and sum(c.isalpha() for c in alnum) >= 4 and len(alnum) >= 10
    if mixed_secret(v) or scrambled(v) or random_letters_digits(v) or _JOINED_WORDS.fullmatch(v):
        return True
    if _PRODUCT.fullmatch(v) and not generated(v):
        return False
    return value_shaped(v) and any(c.isupper() for c in v) and _LETTER_DIGIT.search(v) is not None


def number_value(m: re.Match[str]) -> _Span:
    v = m.group("v").rstrip(",;")
    n = m.group("n")
    if (
        not _generated_value(v)
        or not any(c.islower() for c in v)
        or len(set(n.lstrip("ABCDEFGHIJKLMNOPQRSTUVWXYZ"))) < 3
    ):
        return None  # (capitals and digits only: a parcel's tracking number; one digit repeated is no member's number)
    if _in_settings(m.string, m.start("n"), m.end("v")) or _said_not_secret(m):
        return None
    if _not_live_after(m.string, m.start("v") + len(v)):
        return None
    return m.start("v"), m.start("v") + len(v)


# ---- a Terraform state's random password
TF_RESULT = GatedFinder(
    "random_password",
    re.compile(
        r"(?:\"type\"[ \t]*:[ \t]*|\bresource[ \t]+)\"random_password\""
        r"(?P<w>(?:(?!\"type\"|\bresource\b)[\s\S]){0,600}?)"
        r"(?:\"result\"[ \t]*:|\bresult[ \t]*=)[ \t]*\"(?P<v>(?:[^\"\\\n]|\\.){8,256})\""
    ),
)
TF_RESULT_ANCHORS = ("random_password",)


def tf_result(m: re.Match[str]) -> _Span:
    v = m.group("v")
    if " " in v or len(set(v)) < 6:
        return None  # ("(sensitive value)", a placeholder's words)
    return m.span("v")


# ---- "log in at <host> with <value>"
LOG_IN_AT = GatedFinder(
    ("in at ", "in to ", "on at ", "on to ", "in on ", "In at ", "IN AT "),
    re.compile(
        r"(?i)(?<![\w-])(?:log|sign)(?:s|ged|ging|ed|ing)?[ \t]+(?:in|on) (?:at|to|on)[ \t]+"
        r"(?P<h>[\w-]+(?:[.:][\w-]+)+/?)[ \t]+(?:with|using)[ \t]+(?P<v>[^\s\"'`]{8,64})"
    ),
)
LOG_IN_AT_ANCHORS = ("in at", "in to", "on at", "on to", "in on")
_WORDS_DIGITS = re.compile(r"(?:[A-Z][a-z]{2,12}){2,5}\d{1,4}")


def log_in_at(m: re.Match[str]) -> _Span:
    v = m.group("v").rstrip(".,;)")
    if not (_generated_value(v) or value_shaped(v) or generated(v) or _WORDS_DIGITS.fullmatch(v)):
        return None
    if _PRODUCT.fullmatch(v) and not (mixed_secret(v) or _WORDS_DIGITS.fullmatch(v)):
        return None  # (a product's name; two capitalised words and digits are a passphrase: "JubileeEmber2")
    if "://" in v or "@" in v or _said_not_secret(m):
        return None
    if _not_live_after(m.string, m.start("v") + len(v)):
        return None
    return m.start("v"), m.start("v") + len(v)


# ---- an activation, enrolment, registration or pairing code of a generator's letters and digits
ACTIVATION = GatedFinder(
    ("ctivation", "CTIVATION", "nrolment", "nrollment", "NROL", "egistration", "EGISTRATION", "airing", "AIRING"),
    re.compile(
        r"(?i)(?<![\w-])(?:activation|enrol(?:l)?ment|registration|pairing)[ \t]+(?:code|key)"
        r"(?:[ \t]*[:=][ \t]*|[ \t]+is[ \t]+|[ \t]+)(?P<v>[A-Za-z0-9]{12,64})(?![\w-])"
    ),
)
ACTIVATION_ANCHORS = ("activation", "enrolment", "enrollment", "registration", "pairing")


def activation(m: re.Match[str]) -> _Span:
    v = m.group("v")
    if not (random_letters_digits(v, min_len=12) or scrambled(v)) or _said_not_secret(m):
        return None
    if v.isdigit() or (v.isupper() and not any(c.isdigit() for c in v)):
        return None
    return m.span("v")


# ---- a command line's password: a flag named for one, "echo X | sudo -S", smbclient's "-U user%X", "htpasswd -b"
_PW_FLAG_NAME = r"(?:[a-z]*(?:pwd|passwd|password|passphrase)[a-z]*|(?:new-?)?pin|pin-value)"
COMMAND_LINE = GatedFinder(
    (
        "pwd",
        "PWD",
        "passw",
        "PASSW",
        "-pass",
        "-PASS",
        "passphrase",
        "-pin",
        "-PIN",
        "/pin",
        "newpin",
        "pin-",
        "PIN-",
        "-U ",
        "sudo",
        "stdin",
        "htpasswd",
        "ssh-keygen",
        "-p ",
    ),
    re.compile(
        r"(?i)(?:(?:^|(?<=[\s;]))(?:--?|/)" + _PW_FLAG_NAME + r"[ \t]*[= ][ \t]*|(?<=;)pin-value=)"
        r"(?P<q>[\"']?)(?P<v>[^\s'\";]{4,64})(?P=q)(?=[\s;'\"]|$)"
        r"|\becho[ \t]+(?P<q2>[\"']?)(?P<v2>[^\s'\"|]{4,64})(?P=q2)[ \t]*\|[^\n|]{0,120}?"
        r"(?:\bsudo[ \t]+-S\b|password[_-]stdin)"
        r"|(?<= )-p (?P<q7>[\"'])(?P<v7>[^\s'\"]{6,64})(?P=q7)"
        r"|--password-command[ \t=]+(?P<q3>[\"'])echo[ \t]+(?P<v3>[^\s'\"]{4,64})(?P=q3)"
        r"|(?<![\w-])-U +[\w.\\-]+%(?P<q4>[\"']?)(?P<v4>[^\s'\"]{4,64})(?P=q4)"
        r"|\bhtpasswd[ \t]+-b\w*(?:[ \t]+-\w+)*[ \t]+\S+[ \t]+[\w.@-]+[ \t]+(?P<q5>[\"']?)(?P<v5>[^\s'\"]{4,64})(?P=q5)"
        r"|\bssh-keygen\b[^\n]*?[ \t]-N[ \t]+(?P<q6>[\"'])(?P<v6>[^\"'\n]{4,128})(?P=q6)"
    ),
)
COMMAND_LINE_ANCHORS = (
    "newpin",
    "/pin",
    "pwd",
    "passw",
    "-pass",
    "passphrase",
    "-pin",
    "pin-",
    "-u ",
    "sudo",
    "stdin",
    "htpasswd",
    "ssh-keygen",
    " -p '",
    ' -p "',
)


_DOTTED_NAME = re.compile(r"[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+(?:\(|,|$)")
_NEXT_OPTION = re.compile(r"[a-z][a-z_]{1,20}=")  # a lower-case option's name and "=": user=, host=, dbname=


def command_line(m: re.Match[str]) -> _Span:
    g = next(g for g in ("v", "v2", "v3", "v4", "v5", "v6", "v7") if m.group(g) is not None)
    v = m.group(g)
    quoted = bool(m.group("q" + g[1:]))
    if g == "v7" and not (
        _generated_value(v)
        or value_shaped(v)
        or generated(v)
        or mixed_secret(v)
        or (len(v) >= 8 and any(c.isalpha() for c in v) and any(c.isdigit() for c in v))
    ):
        return None  # (a quoted "-p" value: a password's shape, as mysql's, sshpass's, an RCON client's)
    if not quoted and _NEXT_OPTION.match(v):
        return None  # (a flag that takes no value, then the command's next option: "psql --password user=admin")
    if (
        v.startswith(("$", "%", "{", "<", "/", "~") + (() if quoted else (".", "-")))
        or "\\" in v
        or "/" in v
        or _PLACEHOLDER_WORDS.search(v)
    ):
        return None  # (a variable, a template, a path, a next flag)
    if v.startswith("[") or _DOTTED_NAME.match(v):
        return None  # ("[FILTERED]", "settings.DB_PASSWORD", "getpass.getpass()": a mask, a name, a call)
    if re.search(r"\.(?:txt|bin|key|pem|cfg|conf|ini|json|ya?ml|dat)$", v, re.I) or set(v) <= set("*xX#•."):
        return None  # (a file's name, a masked value)
    if g == "v" and v.isdigit():
        return None  # (a PIN in digits after a flag: a default's "--pin 123456" as often as not)
    if not (
        _generated_value(v)
        or value_shaped(v)
        or generated(v)
        or _WORDS_DIGITS.fullmatch(v)
        or scrambled(v)
        or (len(v) >= 6 and any(c.isalpha() for c in v) and any(not c.isalpha() for c in v))
        or (len(v) >= 8 and any(c.isupper() for c in v[1:]) and any(c.islower() for c in v))
    ):
        return None
    line = m.string.rfind("\n", 0, m.start()) + 1
    if NOT_SECRET.search(m.string, max(line, m.start() - 40), m.start(g)):
        return None
    return m.start(g), m.start(g) + len(v)


# ---- a URL's query parameter named a password
URL_PASSWORD = GatedFinder(
    ("pass=", "word=", "wd=", "pas=", "pw=", "PASS=", "WORD=", "WD=", "PAS=", "PW="),
    re.compile(
        r"(?i)[?&;](?:password|passwd|pass|pwd|pswd|pw|loginpas|login_?pass(?:word)?|auth_?pass(?:word)?"
        r"|user_?pass(?:word)?|admin_?pass(?:word)?)=(?P<v>[^&\s#'\"<>]{6,128})"
    ),
)
URL_PASSWORD_ANCHORS = ("pass=", "word=", "wd=", "pas=", "pw=")
_CONSTANT_NAME = re.compile(r"[A-Z]+(?:_[A-Z]+)+")  # capitals joined by underscores, no digit: APP_PASS, DB_PASSWORD


def url_password(m: re.Match[str]) -> _Span:
    v = m.group("v").rstrip(".,;)")
    plain = re.sub(r"%[0-9A-Fa-f]{2}", "!", v)
    if plain.startswith(("$", "{", "!")) or _PLACEHOLDER_WORDS.search(plain) or set(plain) <= set("*xX#•."):
        return None
    if _CONSTANT_NAME.fullmatch(plain):  # a variable's name standing in for the value: ...&password=APP_PASS
        return None
    if not (any(c.isalpha() for c in plain) and any(not c.isalpha() for c in plain)):
        return None
    if plain.isdigit() or _said_not_secret(m) or _not_live_after(m.string, m.start("v") + len(v)):
        return None
    return m.start("v"), m.start("v") + len(v)


# ---- cloud-init's chpasswd list, an HTTP client's saved basic auth, a password manager's export lines
CONFIG_PAIR = GatedFinder(
    ("chpasswd", "raw_auth"),
    re.compile(
        r"(?m)chpasswd:[ \t]*\n[ \t]+list:[ \t]*\|?[ \t]*\n[ \t]+[\w.-]+:(?P<v>\S{4,128})"
        r"|\"raw_auth\"[ \t]*:[ \t]*\"[^\":\s]+:(?P<v2>[^\"\s]{4,128})\""
    ),
)
CONFIG_PAIR_ANCHORS = ("chpasswd", "raw_auth")
EXPORT_LINE = GatedFinder(
    r";[^\s;]{1,80};",  # (two semicolons with no blank between: a prose's "; " opens nothing)
    re.compile(r"(?m)^[ \t]*[\w-]+(?:\.[\w-]+)+;[\w.+-]+(?:@[\w-]+(?:\.[\w-]+)+)?;(?P<v3>[^\s;]{6,64})[ \t]*$"),
)
EXPORT_LINE_ANCHORS = (";",)


def config_pair(m: re.Match[str]) -> _Span:
    found = m.groupdict()
    g = next(g for g in ("v", "v2", "v3") if found.get(g) is not None)
    v = m.group(g)
    if v.startswith(("$", "{", "<")) or v.upper() == "RANDOM" or _PLACEHOLDER_WORDS.search(v):
        return None  # (a hash "$6$...", a template, cloud-init's RANDOM)
    if g == "v3" and not (_generated_value(v) or value_shaped(v) or mixed_secret(v)):
        return None
    if g != "v3" and not (any(c.isalpha() for c in v) and any(not c.isalpha() for c in v)):
        return None
    return m.start(g), m.start(g) + len(v)


# ---- a TACACS+ / RADIUS server's shared key in a network device's configuration, a credentials file printed
DEVICE_KEY = GatedFinder(
    (
        "tacacs",
        "radius",
        "TACACS",
        "RADIUS",
        r"cat[ \t]+\S*(?:auth|cred|pass|secret)",
        "isakmp",
        "wpa-psk",
        "voicemail",
    ),
    re.compile(
        r"(?im)^[ \t]*(?:tacacs|radius)[^\n]*\n(?:[ \t]+[^\n]*\n){0,4}?[ \t]+key[ \t]+(?:[07][ \t]+)?"
        r"(?P<v>\S{6,64})[ \t]*$"
        r"|^[ \t]*(?:\$[ \t]*)?cat (?=[/~.]|auth|cred|pass|secret)\S*(?:auth|cred|pass|secret)\S*[ \t]*\n"
        r"[ \t]*[\w.@+-]{2,64}[ \t]*\n"
        r"[ \t]*(?P<v2>\S{6,64})[ \t]*$"
        r"|\bcrypto[ \t]+isakmp[ \t]+key[ \t]+(?:[07][ \t]+)?(?P<v3>\S{6,64})[ \t]+address\b"
        r"|\bwpa-psk[ \t]+ascii[ \t]+(?:[07][ \t]+)?(?P<v4>\S{8,63})[ \t]*$"
        r"|voicemail\.conf[^\n]*\n(?:[ \t]*(?:\[[^\]\n]*\]|;[^\n]*)?[ \t]*\n)*?[ \t]*\d{2,10}[ \t]*=>[ \t]*"
        r"(?P<v5>\d{4,10}),"
    ),
)
DEVICE_KEY_ANCHORS = (
    "tacacs",
    "radius",
    "cat /",
    "cat ~",
    "cat .",
    "cat auth",
    "cat cred",
    "cat pass",
    "cat secret",
    "isakmp",
    "wpa-psk",
    "voicemail",
)


def device_key(m: re.Match[str]) -> _Span:
    g = next(g for g in ("v", "v2", "v3", "v4", "v5") if m.group(g) is not None)
    v = m.group(g)
    if g == "v5":
        return m.span(g) if len(set(v)) >= 3 else None  # (a mailbox's PIN in Asterisk's voicemail.conf)
    if v.startswith(("$", "{", "<", "[")) or _PLACEHOLDER_WORDS.search(v) or set(v) <= set("*xX#•."):
        return None
    if not (
        _generated_value(v)
        or value_shaped(v)
        or generated(v)
        or mixed_secret(v)
        or _JOINED_WORDS.fullmatch(v)
        or (any(c.isalpha() for c in v) and any(c.isdigit() for c in v) and len(v) >= 8)
    ):
        return None
    return m.start(g), m.start(g) + len(v)


# ---- the output of "openssl rand" for 16 bytes or more, on the line after the command
OPENSSL_RAND = GatedFinder(
    "openssl rand",
    re.compile(
        r"openssl rand[ \t]+-(?:base64|hex)[ \t]+(?P<n>\d{1,4})[ \t]*\n[ \t]*(?P<v>[A-Za-z0-9+/=]{16,256})[ \t]*$",
        re.M,
    ),
)
OPENSSL_RAND_ANCHORS = ("openssl rand",)
_NOTHING_SECRET = re.compile(r"(?i)\b(?:nothing|not a|not the|no) secret|\bnot secret")


def openssl_rand(m: re.Match[str]) -> _Span:
    if int(m.group("n")) < 16:
        return None  # (eight bytes: an id's or a nonce's length)
    after = m.string[m.end("v") : m.end("v") + 160]
    if _NOTHING_SECRET.search(after) or NOT_SECRET.search(after):
        return None
    return m.span("v")


# ---- a Kubernetes secret's field read out (its base64, or decoded), a password's base64 told as such
SECRET_OUTPUT = GatedFinder(
    ("jsonpath", "base64", "genkey"),
    re.compile(
        r"(?im)jsonpath=[\"']?\{\.data\.(?P<n>[\w.-]+)\}[\"']?(?P<d>[ \t]*\|[ \t]*base64[ \t]+(?:-d|--decode))?[ \t]*\n"
        r"[ \t]*(?P<v>[^\s]{6,256})[ \t]*$"
        r"|(?P<w>(?:pass|secret|token|key)[^\n]{0,80}?)\bbase64[ \t:]+(?P<v2>[A-Za-z0-9+/]{8,256}={0,2})(?![\w+/=])"
        r"|\bwg[ \t]+genkey\b[^\n]{0,40}?(?<![\w+/])(?P<v3>[A-Za-z0-9+/]{42,43}=)(?![\w+/=])"
    ),
)
SECRET_OUTPUT_ANCHORS = ("jsonpath", "base64", "genkey")
_SECRET_FIELD = re.compile(r"(?i)pass|token|secret|key|auth|cred")


def _decoded_secret(b64: str) -> bool:
    """``b64`` decodes to one printable token of a password's or a generator's shape."""
    import base64
    import binascii

    try:
        raw = base64.b64decode(b64 + "=" * (-len(b64) % 4), validate=True)
        plain = raw.decode("ascii")
    except (binascii.Error, ValueError):
        return False
    if not plain.isprintable() or any(c.isspace() for c in plain) or len(plain) < 6:
        return False
    return any(c.isalpha() for c in plain) and any(not c.isalpha() for c in plain)


def secret_output(m: re.Match[str]) -> _Span:
    if m.group("v3") is not None:
        return m.span("v3") if _random_looking(m.group("v3"), min_len=40) else None  # (what "wg genkey" printed)
    if m.group("v2") is not None:
        if _decoded_secret(m.group("v2")) and not NOT_SECRET.search(m.group("w")):
            return m.span("v2")
        return None
    v = m.group("v")
    if not _SECRET_FIELD.search(m.group("n")) or v.startswith(("$", "Error", "error")):
        return None
    if m.group("d") is None and not _decoded_secret(v):
        return None
    if m.group("d") is not None and not (any(c.isalpha() for c in v) and any(not c.isalpha() for c in v)):
        return None
    return m.span("v")


PASSWORDS = Readings(
    [
        NUMBER_VALUE,
        TF_RESULT,
        LOG_IN_AT,
        ACTIVATION,
        COMMAND_LINE,
        URL_PASSWORD,
        CONFIG_PAIR,
        EXPORT_LINE,
        DEVICE_KEY,
        OPENSSL_RAND,
        SECRET_OUTPUT,
    ]
)
PASSWORDS_ANCHORS = (
    NUMBER_VALUE_ANCHORS
    + TF_RESULT_ANCHORS
    + LOG_IN_AT_ANCHORS
    + ACTIVATION_ANCHORS
    + COMMAND_LINE_ANCHORS
    + URL_PASSWORD_ANCHORS
    + CONFIG_PAIR_ANCHORS
    + EXPORT_LINE_ANCHORS
    + DEVICE_KEY_ANCHORS
    + OPENSSL_RAND_ANCHORS
    + SECRET_OUTPUT_ANCHORS
)
_PASSWORD_READINGS: dict[re.Pattern[str], Callable[[re.Match[str]], _Span]] = {
    NUMBER_VALUE.pattern: number_value,
    TF_RESULT.pattern: tf_result,
    LOG_IN_AT.pattern: log_in_at,
    ACTIVATION.pattern: activation,
    COMMAND_LINE.pattern: command_line,
    URL_PASSWORD.pattern: url_password,
    CONFIG_PAIR.pattern: config_pair,
    EXPORT_LINE.pattern: config_pair,
    DEVICE_KEY.pattern: device_key,
    OPENSSL_RAND.pattern: openssl_rand,
    SECRET_OUTPUT.pattern: secret_output,
}


def password(m: re.Match[str]) -> _Span:
    """The value of whichever password reading matched (see above)."""
    return _PASSWORD_READINGS[m.re](m)


# ---- a JWT signing call's literal secret
JWT_LITERAL = GatedFinder(
    "jwt\\.",
    re.compile(
        r"\bjwt\.(?:sign|encode|verify|decode)\([ \t]*(?:\{[^{}\n]{0,200}\}|[\w.\[\]\"']{1,80})[ \t]*,[ \t]*"
        r"(?P<q>[\"'`])(?P<v>[^\"'`\s]{16,512})(?P=q)"
    ),
)
JWT_LITERAL_ANCHORS = ("jwt.",)
_PLACEHOLDER_WORDS = re.compile(
    r"(?i)your|secret[-_]?key|changeme|change[-_]?me|replace|example|sample|dummy|placeholder|xxxx|test|default"
)


def jwt_literal(m: re.Match[str]) -> _Span:
    v = m.group("v")
    if len(set(v)) < 8 or _PLACEHOLDER_WORDS.search(v) or "${" in v:
        return None
    return m.span("v")


# ---- a constant named a key, a secret or a salt
CONST_SECRET = GatedFinder(
    ("KEY", "SECRET", "SALT"),
    re.compile(
        r"(?<![\w])(?:define\([ \t]*['\"](?P<n1>[A-Z][A-Z0-9_]{0,40}(?:KEY|SECRET|SALT))['\"][ \t]*,[ \t]*"
        r"|(?:const[ \t]+|export[ \t]+)?"
        r"(?P<n2>[A-Z][A-Z0-9_]{0,40}(?:KEY|SECRET|SALT))[ \t]*=[ \t]*)(?P<q>['\"]?)(?P<v>[^\s'\"]{12,128})(?P=q)"
    ),
)
CONST_SECRET_ANCHORS = ("key", "secret", "salt")
_SECRET_NAME = re.compile(r"(?:^|_)(?:KEY|SECRET|SALT)$")
_NOT_SECRET_NAME = re.compile(
    r"(?:^|_)(?:PUBLIC|PUBLISHABLE|PUB|CACHE|SORT|PRIMARY|PARTITION|ROUTING|FOREIGN|OBJECT|ID|MAP|LOOKUP|LICENSE|"
    r"IDEMPOTENCY|REDIS|STORAGE|S3|BUCKET|FILE|PATH|NAME|TABLE|PREFIX|HASH|FORMAT|TYPE|ALGO|ALGORITHM|SITE)(?:_|$)"
)
_PASSPHRASE = re.compile(r"[A-Za-z]{3,12}(?:[-_.][A-Za-z]{3,12}){2,}[-_.](?=[A-Za-z0-9]*\d\d)[A-Za-z0-9]{2,16}")
_SALT_MARKS = re.compile(r"[^A-Za-z0-9]")


def const_secret(m: re.Match[str]) -> _Span:
    name = m.group("n1") or m.group("n2")
    v = m.group("v")
    if not _SECRET_NAME.search(name) or _NOT_SECRET_NAME.search(name) or _PLACEHOLDER_WORDS.search(v):
        return None
    if v.startswith(("$", "%", "{", "<", "/", "http")) or "://" in v:
        return None  # (a variable, a template, a path, a link)
    if _PASSPHRASE.fullmatch(v):
        return m.span("v")
    classes = sum(any(f(c) for c in v) for f in (str.isupper, str.islower, str.isdigit))
    if len(v) >= 24 and classes >= 3 and len(_SALT_MARKS.findall(v)) >= 4 and len(set(v)) >= 16:
        return m.span("v")
    return None


# ---- an API client built with a literal key
CLIENT_LITERAL = GatedFinder(
    (r"Client\(", r"Translator\(", r"Api\(", r"API\(", "key_content", "_key[ =]", "privkey", "key_data"),
    re.compile(
        r"\b[\w.]*(?:Client|Translator|Api|API)\([ \t]*(?:(?P<q0>[\"'])[^\"'\n]{0,200}(?P=q0)[ \t]*,[ \t]*)?"
        r"(?P<q>[\"'])(?P<v>[^\"'\s]{20,128})(?P=q)[ \t]*[,)]"
        r"|\b(?:key_content|private_key|secret_key|signing_key|key_data|privkey|priv_key)[ \t]*=[ \t]*(?P<q2>[\"'])"
        r"(?P<v2>[A-Za-z0-9+/=_-]{32,512})(?P=q2)"
    ),
)
CLIENT_LITERAL_ANCHORS = (
    "client(",
    "translator(",
    "api(",
    "key_content",
    "private_key",
    "secret_key",
    "signing_key",
    "key_data",
    "privkey",
    "priv_key",
)
_UUID_KEY = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?::[a-z]{2,4})?", re.I)


def client_literal(m: re.Match[str]) -> _Span:
    if m.group("v2") is not None:
        return m.span("v2") if _random_looking(m.group("v2"), min_len=32) else None
    v = m.group("v")
    if "://" in v or "/" in v or "." in v or _PLACEHOLDER_WORDS.search(v) or _said_not_secret(m):
        return None  # (a link, a host, a path, a module's name)
    if _UUID_KEY.fullmatch(v) or _hex_key(v) or _random_looking(v):
        return m.span("v")
    return None


# ---- a device's or a station's ID and its key on one line
ID_KEY = GatedFinder(
    ("ID", " id ", " id:", "Id ", "tation", "TATION", "evice", "EVICE"),
    re.compile(
        r"(?i)(?<![\w-])(?:id|station|device)[ \t:]+(?P<i>[A-Z0-9][\w-]{3,30}),?[ \t]+(?:(?:station|device)[ \t]+)?"
        r"key[ \t]*:?[ \t]+(?P<v>[A-Za-z0-9]{8,64})(?![\w-])"
    ),
)
ID_KEY_ANCHORS = ("key",)


def id_key(m: re.Match[str]) -> _Span:
    v = m.group("v")
    classes = sum(any(f(c) for c in v) for f in (str.isupper, str.islower, str.isdigit))
    letters = "".join(c for c in v.lower() if c.isalpha())
    if classes < 2 or len(letters) < 3 or not ((_changes(v) >= 2 and unlike_words(letters)) or _changes(v) >= 4):
        return None
    if _not_live_after(m.string, m.end("v")):
        return None
    return m.span("v")


# ---- a session cookie's row in a cookie table (name, a tab, the value, a tab, the domain)
COOKIE_ROW = GatedFinder(
    "\t",
    re.compile(
        r"(?im)^[ \t]*(?:jsessionid|phpsessid|asp\.net_sessionid|connect\.sid|sessionid|session_id|_session_id"
        r"|[a-z_]*_session|sid|ssid|auth_token|remember_token|remember_user_token)\t(?P<v>[^\t\n]{16,512})\t"
        r"|^[^\t\n]+\t(?:TRUE|FALSE)\t[^\t\n]*\t(?:TRUE|FALSE)\t\d{1,12}\t(?:jsessionid|phpsessid|asp\.net_sessionid"
        r"|connect\.sid|sessionid|session_id|_session_id|[a-z_]*_session|sid|ssid|auth_token|remember_token"
        r"|remember_user_token)\t(?P<v2>[^\t\n]{16,512})$"
    ),
)
COOKIE_ROW_ANCHORS = ("\t",)


def cookie_row(m: re.Match[str]) -> _Span:
    g = "v" if m.group("v") is not None else "v2"
    v = m.group(g).rstrip()
    if " " in v or len(set(v)) < 8 or not any(c.isdigit() for c in v):
        return None
    return m.start(g), m.start(g) + len(v)


# ---- a Markdown table's cell under a column named a key, a token or a secret
KEY_CELL = GatedFinder(
    r"\|",
    re.compile(r"(?m)(?<=\|)[ \t]*(?P<v>[A-Za-z0-9_+/=-]{20,128})[ \t]*(?=\|)"),
)
KEY_CELL_ANCHORS = ("|",)
_KEY_COLUMN = re.compile(r"(?i)[ \t]*(?:api[ _-]?|access[ _-]?|secret[ _-]?)?(?:key|token|secret)s?[ \t]*")
_TABLE_RULE = re.compile(r"[ \t]*\|?(?:[ \t]*:?-{3,}:?[ \t]*\|)+[ \t]*:?-*:?[ \t]*")


def key_cell(m: re.Match[str]) -> _Span:
    v = m.group("v")
    if not (_UUID_KEY.fullmatch(v) or _hex_key(v) or _random_looking(v)):
        return None
    text = m.string
    line_start = text.rfind("\n", 0, m.start()) + 1
    column = text.count("|", line_start, m.start()) - (
        0 if text[line_start : m.start()].lstrip().startswith("|") else -1
    )
    pos = line_start
    while pos > 0:  # up the table to its rule, then the header above it
        above = text.rfind("\n", 0, pos - 1) + 1
        line = text[above : pos - 1]
        if _TABLE_RULE.fullmatch(line):
            header_start = text.rfind("\n", 0, above - 1) + 1 if above > 0 else 0
            cells = text[header_start : above - 1].split("|")
            return m.span("v") if 0 < column < len(cells) and _KEY_COLUMN.fullmatch(cells[column]) else None
        if "|" not in line:
            return None
        pos = above
    return None


KEYS = Readings([JWT_LITERAL, CONST_SECRET, CLIENT_LITERAL, ID_KEY, COOKIE_ROW, KEY_CELL])
KEYS_ANCHORS = (
    JWT_LITERAL_ANCHORS
    + CONST_SECRET_ANCHORS
    + CLIENT_LITERAL_ANCHORS
    + ID_KEY_ANCHORS
    + COOKIE_ROW_ANCHORS
    + KEY_CELL_ANCHORS
)
_KEY_READINGS: dict[re.Pattern[str], Callable[[re.Match[str]], _Span]] = {
    JWT_LITERAL.pattern: jwt_literal,
    CONST_SECRET.pattern: const_secret,
    CLIENT_LITERAL.pattern: client_literal,
    ID_KEY.pattern: id_key,
    COOKIE_ROW.pattern: cookie_row,
    KEY_CELL.pattern: key_cell,
}


def key(m: re.Match[str]) -> _Span:
    """The value of whichever key reading matched (see above)."""
    return _KEY_READINGS[m.re](m)


# ---- near misses narrowed
_APP_ID_BEFORE = re.compile(r"(?i)[?&]app[_-]?id=$")
_OTHER_KEY_PARAM = re.compile(
    r"(?i)[?&](?:api[_-]?key|apikey|app[_-]?key|key|access[_-]?key|access[_-]?token|token|secret|client[_-]?secret"
    r"|signature|sig|auth|password)="
)


def app_id_key(text: str, start: int, end: int) -> bool:
    """``text[start:end]`` is an ``app_id`` query parameter's hex value, and no other parameter of its URL is a
    key's (see above)."""
    if _APP_ID_BEFORE.search(text, max(0, start - 12), start) is None or not _hex_key(text[start:end]):
        return False
    a = start
    while a > 0 and not text[a - 1].isspace() and text[a - 1] not in "'\"`<(":
        a -= 1
    b = end
    while b < len(text) and not text[b].isspace() and text[b] not in "'\"`>)":
        b += 1
    url = text[a:b]
    return "://" in url and _OTHER_KEY_PARAM.search(url) is None


_LINK = re.compile(r"\S*(?:://|\.[a-z]{2,10}/)\S*")


def documented_example(text: str, start: int, end: int) -> bool:
    """``benign.documented_example`` with the words inside links left out: the line outside its links says "docs" and
    "example" (or "sample"), and takes nothing back."""
    line = line_around(text, start, end)
    words = _LINK.sub(" ", line)
    return (
        _DOCS.search(words) is not None
        and _EXAMPLE.search(words) is not None
        and not claim_denied(line, text[start:end])
    )


_ANGLED = re.compile(r"<([^<>\n]{0,80})>")
_PLACEHOLDER_INSIDE = re.compile(r"[\w .,:/+*#-]*")


def angled_placeholder(text: str, start: int, end: int, stop: int) -> bool:
    """A "<...>" that opens inside ``text[start:end]`` and closes before ``stop``, with a placeholder's words inside
    ("<64 hex characters>", "<your key>", "sk-<redacted>"): the near-miss rule's template marker. A generator's salt
    or password may hold "<" and ">" with marks between ("<apXnzF|F6(vWy:YQ(,;$>", "Dc>Z=#+g2gAd0j<_6Oxu"): no
    placeholder."""
    for m in _ANGLED.finditer(text, start, stop):
        if m.start() >= end:
            break
        if _PLACEHOLDER_INSIDE.fullmatch(m.group(1)):
            return True
    return False


# Every reading as its own row of ``secrets._DETECTORS`` (kind, finder, anchors, validator): a text runs only the
# readings whose anchors it holds (one row of all of them ran every reading's gates wherever one anchor was: a memory
# text's ";" opened all of them, ~10 µs).
ROWS: tuple[tuple[str, GatedFinder, tuple[str, ...], Callable[[re.Match[str]], _Span]], ...] = (
    ("password", NUMBER_VALUE, NUMBER_VALUE_ANCHORS, number_value),
    ("password", TF_RESULT, TF_RESULT_ANCHORS, tf_result),
    ("password", LOG_IN_AT, LOG_IN_AT_ANCHORS, log_in_at),
    ("password", ACTIVATION, ACTIVATION_ANCHORS, activation),
    ("password", COMMAND_LINE, COMMAND_LINE_ANCHORS, command_line),
    ("password", URL_PASSWORD, URL_PASSWORD_ANCHORS, url_password),
    ("password", CONFIG_PAIR, CONFIG_PAIR_ANCHORS, config_pair),
    ("password", EXPORT_LINE, EXPORT_LINE_ANCHORS, config_pair),
    ("password", DEVICE_KEY, DEVICE_KEY_ANCHORS, device_key),
    ("password", OPENSSL_RAND, OPENSSL_RAND_ANCHORS, openssl_rand),
    ("password", SECRET_OUTPUT, SECRET_OUTPUT_ANCHORS, secret_output),
    ("api_key", JWT_LITERAL, JWT_LITERAL_ANCHORS, jwt_literal),
    ("api_key", CONST_SECRET, CONST_SECRET_ANCHORS, const_secret),
    ("api_key", CLIENT_LITERAL, CLIENT_LITERAL_ANCHORS, client_literal),
    ("api_key", ID_KEY, ID_KEY_ANCHORS, id_key),
    ("api_key", COOKIE_ROW, COOKIE_ROW_ANCHORS, cookie_row),
    ("api_key", KEY_CELL, KEY_CELL_ANCHORS, key_cell),
)
