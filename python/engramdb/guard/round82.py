"""Round 82: keys and tokens read by their shape and their setting (issue 13: the misses of first blind measures are
mostly API keys and tokens in shapes or settings the guard had not met). A leaf module: it imports only
:mod:`.slots`; each reading is its own row of ``secrets._DETECTORS`` (:data:`ROWS`: kind, finder, anchors,
validator). Every value must be token-shaped (:func:`token_shaped`: letters and digits mixed, or a random mix of
cases, of a key's length; not a word, a placeholder, a mask, a version, a date, a path or a URL).

* **"API" and a label in any language, then the value**: "Plaid API võti on 5f2e...", "API ключ: q8Fz...",
  "APIキー（社内）R4nd...": "API" as a word, at most four words or 40 characters of any language naming what it is
  (the label of a key in a language the lexicon does not hold), an optional colon or copula, and a token-shaped value.
  The words between must not say it is an id, a hash, a version, a URL, a request or an order (English words of
  :data:`_NOT_A_KEY`): "API request id 8f14...", "API build sha 3fa2...", "API version 2024-06-01" are none.
* **a token asked for, then told on the next turn**: "who has the Grafana token?" / "it's 3fa2...", "can you send
  me the API key" / "sure" / "9c1e...": a line that names a key, a token or a secret, and within the next two lines a
  turn that is the value alone (after a speaker's name, "it's" or "here"). The asking line must not name a hash, a
  commit, an id or a checksum ("what's the commit for the fix?" / "it's 3fa2..." is none).
* **a value paired with a credential's name**: ``.header("X-Api-Key", "c481...")``, ``{"name": "auth_session",
  "value": "rFEZ..."}``, ``[{"x-api-key", "..."}]``: a quoted name of a key, a token, a secret, a session or an
  auth cookie, then its quoted value (a request id's, a content type's or a timeout's name is none).
* **a value in the element a credential's name opens**: ``<key>AppSecret</key><string>...</string>`` (a plist),
  ``<string name="app_api_key">...</string>`` (Android resources), ``api_key = 2 [default = "..."]`` (a proto
  default), ``-define(API_KEY, <<"...">>)``: the markup between the name and the value is the setting's own.
* **a query parameter that names a secret**: ``?code=6nXh...==``, ``&hmac=10a7...``, ``magic_login_code=...``,
  ``?Signature=uR50...``: a signed link's or a magic link's secret, 20 characters or more, token-shaped; a
  placeholder, a page or a reference code is none.
* **a key's or a token's word in a compound, a parenthesis, then the value**: "Tilgangstoken (webhook): i4Yq...",
  "Tokeni (Jira): 344e...", "Zugriffsschlüssel (prod): ...": a word that holds "token" / "key" / "secret" (any
  language's compound), what it is for in parentheses, a colon and the value.
* **more settings of a key**: an Authorization header of any scheme; a session, login or auth cookie; a 32-byte key
  in base64 after a key's word; a secret key of random characters with marks (Django's); a 12-15 character token
  right after "token"; an access key id and its labelled secret (AK / SK, MinIO's ``mc alias set``); a JSON ``"key"``
  field with a random value of marks; a command's flag naming a key; a token piped into ``--token-stdin``; a token cut
  into quoted pieces joined in code; a client built or logged in with a quoted token.

:func:`public_one_is_other` is asked by ``secrets._near_miss``: "public" said of another key right after the value
("..., public one is already on the server") does not make the value public.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Callable

from .slots import GatedFinder

_Span = tuple[int, int] | None

# the characters of a token's value (base64, base64url, hex, vendor prefixes with "_", Telegram's "id:secret")
_V = r"[A-Za-z0-9][A-Za-z0-9_.+/=:-]{7,300}"
_V_END = r"(?<![:.])(?![A-Za-z0-9_+/=:-])"  # (a label's colon after it: the word is a label, not the value)
_PLACEHOLDER = re.compile(r"(?i)your|xxxx|example|placeholder|redacted|changeme|dummy|sample|secret_here|_here\b|"
                          r"token_here|insert|replace|\*\*\*|\.\.\.|•|<|>|\{|\}|\$")
_DATE_OR_VERSION = re.compile(r"(?i)v?\d+(?:[._:-]\d+)+(?:[._-]?(?:rc|beta|alpha)\d*)?|"
                              r"\d{4}-\d\d-\d\d(?:T[\d:.]+Z?)?")
_UUID = re.compile(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")


def _entropy(v: str) -> float:
    n = len(v)
    return -sum(c / n * math.log2(c / n) for c in Counter(v).values())


def token_shaped(v: str, min_len: int = 16, *, hex_min: int = 16, uuid: bool = True) -> bool:
    """A key's or a token's value: ``min_len`` characters or more (hex: ``hex_min``), letters and digits (or, at 20
    characters and more, three capitals and three small letters), varied (not a mask: ten distinct characters, or
    six for a short hex key), not a placeholder, a date, a version, a path or a URL; a UUID only where ``uuid``."""
    v = v.rstrip(".,:;")
    if "//" in v or (v.count("/") > 3 and "+" not in v and "=" not in v):
        return False  # a URL, a path
    if _PLACEHOLDER.search(v) or _DATE_OR_VERSION.fullmatch(v):
        return False
    if re.fullmatch(r"0x[0-9a-fA-F]{40}", v):
        return False  # a wallet's or a contract's address (public); its private key is 64 hex digits
    if _UUID.fullmatch(v):
        return uuid and len(set(v.replace("-", ""))) >= 8
    if "=" in v.rstrip("="):
        return False  # a setting ("ConnectTimeout=30"): base64 pads only at its end
    core = v.replace("-", "").replace("_", "").replace(".", "")
    if re.fullmatch(r"[0-9a-fA-F]+", core):
        return (len(core) >= hex_min and any(c.isdigit() for c in core) and any(c.isalpha() for c in core)
                and len(set(core.lower())) >= 6)
    if len(v) < min_len:
        return False
    digits = sum(c.isdigit() for c in v)
    upper = sum(c.isupper() for c in v)
    lower = sum(c.islower() for c in v)
    if not ((digits >= 2 and upper + lower >= 4) or (len(v) >= 20 and upper >= 3 and lower >= 3)):
        return False
    if len(set(v)) < 10 or _entropy(v) < 3.2:
        return False
    # words joined by "-" / "_" / "." (a slug, a host, a file's name: "prod-db-eu-west-2", "build_2024_final"): a
    # token's pieces are not all words of small letters
    pieces = [p for p in re.split(r"[-_.:/]", v) if p]
    if len(pieces) >= 2 and all(re.fullmatch(r"[a-z]{2,12}|\d{1,4}|[A-Z][a-z]{1,11}", p) for p in pieces):
        return False
    if digits == 0 and all(re.fullmatch(r"[a-z]{1,12}|[a-z]{0,12}(?:[A-Z][a-z]{2,15})+|[A-Z]{1,5}", p) for p in pieces):
        return False  # words of a name in camel case ("sk_LiveCheckoutSession"), no random piece
    # a token holds one random piece of 12 characters or more (letters and digits, or both cases): a version, a
    # release's or a build's name is short pieces ("v2024.11.04-rc1-build7")
    longest = max(pieces, key=len, default="")
    return len(longest) >= 12 and ((any(c.isdigit() for c in longest) and any(c.isalpha() for c in longest))
                                   or (any(c.isupper() for c in longest) and any(c.islower() for c in longest)))


# a value public by design (a vendor's publishable prefix, an age recipient) and words that say a key is public
_PUBLIC_VALUE = re.compile(r"(?i)(?:pk|pub|public|publishable|phc)[._-]|age1[a-z0-9]{20}")
_SAID_PUBLIC = re.compile(r"(?i)(?<![\w-])(?:publishable|public(?:ly)?|client[ -]side|search[ _-]?only|read[ _-]?only|"
                          r"safe (?:in|for|to)|in the (?:browser|frontend|front end|snippet|bundle)|browser|frontend|"
                          r"test vectors?|published|recipient|revoked|expired|rotated out|no longer)(?![\w-])")
_OTHER_ONE = re.compile(r"(?i)(?<![\w-])(?:one|other|that one|the other)(?![\w-])")


def said_public(text: str, start: int, end: int) -> bool:
    """The value at ``text[start:end]`` is public: by its prefix, or by a word of its line before it (from the line's
    start, at most 80 characters) or in the 60 characters after it - unless what follows speaks of another key ("the
    search-only one is in the frontend, this one is not")."""
    if _PUBLIC_VALUE.match(text, start):
        return True
    line_start = text.rfind("\n", 0, start) + 1
    if _SAID_PUBLIC.search(text, max(line_start, start - 80), start):
        return True
    line_end = text.find("\n", end)
    after = text[end:min(end + 60, len(text) if line_end < 0 else line_end)]
    return _SAID_PUBLIC.search(after) is not None and _OTHER_ONE.search(after) is None


# English words that say the value is not a key: an id, a hash, a version, a link, a request, an order
_NOT_A_KEY = re.compile(
    r"(?i)(?<![A-Za-z])(?:ids?|identifier|request|req|trace|span|correlation|version|ver|v\d|docs?|documentation|"
    r"endpoints?|url|uri|link|base|host|hostname|domain|path|route|paths?|calls?|response|status|errors?|"
    r"hash(?:es)?|sha\d*|md5|checksum|digest|commit|commits|revision|rev|build|release|tag|branch|fix|patch|pr|"
    r"merged?|landed|deploy(?:ed|ment)?|order|invoice|ticket|issue|case|user(?:name)?|account|schema|spec|limits?|"
    r"rate|quota|logs?|event|gateway|examples?|sample|public|publishable|fingerprint|serial|number|no\.?|"
    r"name|project|app[ _-]?id|client[ _-]?id|key[ _-]?id|kid|region|zone|bucket|queue|topic|channel|model|"
    r"returned|returns|sent|got|failed|timeout|latency|expired|revoked|rotated|old|previous|masked|last|ending|"
    r"ends|prefix|suffix|format|length|chars?|characters|digits?|placeholder|dummy|fake|test|address|contract|"
    r"erc-?\d*|wallet)(?![A-Za-z])")

# ---- "API" and a label in any language, then the value
API_LABEL = GatedFinder(
    r"API",
    re.compile(r"(?<![A-Za-z0-9_])API(?![A-Za-z0-9_])(?P<mid>[^\n.!?;,]{0,40}?)"
               r"(?:[ \t]*[:=：][ \t]*|[ \t]+|(?<=[)）」\]]))[\"'`「]?(?P<v>" + _V + r")" + _V_END),
)
API_LABEL_ANCHORS = ("api",)
_BEFORE_API = re.compile(r"(?i)(?:request|order|trace|build|commit|version|docs?|user|account|public|publishable|"
                         r"sandbox|test|example|sample)[ \t_-]*$")


def api_label(m: re.Match[str]) -> _Span:
    v, mid = m.group("v"), m.group("mid")
    if not token_shaped(v, 16, hex_min=16):
        return None
    if _NOT_A_KEY.search(mid) or re.search(r"[A-Za-z]{2,}[0-9A-Za-z]*[0-9][0-9A-Za-z]*", mid):
        return None  # an id, a hash or a version between; or another value there (the label is not the value's)
    text = m.string
    if _BEFORE_API.search(text, max(0, m.start() - 24), m.start()) or _NOT_A_KEY.search(
            text, m.end("v"), min(len(text), m.end("v") + 1)):
        return None
    line_start = text.rfind("\n", 0, m.start()) + 1
    if _NOT_A_KEY.search(text[max(line_start, m.start() - 24):m.start()]):
        return None  # "the request id from the API: 8f14..."
    return None if said_public(text, *m.span("v")) else m.span("v")


# ---- a token asked for, then told on the next turn
ASKED_TOLD = GatedFinder(
    (r"(?i)token", r"(?i)key", r"(?i)secret"),
    re.compile(
        # (a look-ahead: a line that is not the asking one consumes nothing, so the next line is still read as one)
        r"(?im)^(?=(?P<ask>[^\n]{3,300})\n"
        r"(?:[^\n]{0,40}\n)?"
        r"[ \t>]*(?:[\w .'’-]{1,30}:[ \t]+)?(?:(?:it'?s|it’s|it[ \t]+is|here(?:'s|’s|[ \t]+it[ \t]+is)?|sure)"
        r"[,:]?[ \t]+)?[\"'`]?(?P<v>" + _V + r")" + _V_END + r"[\"'`]?(?P<after>[^\n]{0,60})$)"),
)
ASKED_TOLD_ANCHORS = ("token", "key", "secret", "credential")
_ASKED_WORD = re.compile(r"(?i)(?<![\w-])(?:api[ _-]?key|key|token|secret|access[ _-]?key|credentials?)(?![\w-])")
# the asking line asks (a question, "send me", "can you share") or hands over (it ends with a colon)
_ASKS = re.compile(r"(?i)\?|(?<![\w-])(?:send|share|give|pass|paste|drop|forward|dm|need)(?![\w-])|:[ \t]*$")
_ASK_NOT_KEY = re.compile(r"(?i)(?<![\w-])(?:hash|sha\d*|md5|checksum|digest|commit|revision|rev|build|ids?|"
                          r"fingerprint|serial|order|invoice|ticket|request|trace|uuid|public|publishable|"
                          r"key[ _-]?id|keyboard|keys?[ _-]?(?:ring|chain|fob|card|box|safe)|hotkey|shortcut|"
                          r"primary[ _-]?key|foreign[ _-]?key|partition[ _-]?key|sort[ _-]?key|cache[ _-]?key|"
                          r"keyword)(?![\w-])")


def asked_told(m: re.Match[str]) -> _Span:
    v = m.group("v")
    if not token_shaped(v, 24, hex_min=32, uuid=False):
        return None
    ask = m.group("ask")
    if (not _ASKED_WORD.search(ask) or not _ASKS.search(ask) or _ASK_NOT_KEY.search(ask)
            or _ASK_NOT_KEY.search(m.group("after"))):
        return None
    if re.search(r"(?m)^[ \t]*(?:-----|\$ANSIBLE|!vault)", m.string[m.end("ask"):m.start("v")]):
        return None  # a PEM block's or a vault's header between: the block's body, not a value told
    return None if said_public(m.string, *m.span("v")) else m.span("v")


# ---- a value paired with a credential's name
_CRED_NAME = (r"[\w.-]{0,30}(?:api[_-]?key|apikey|token|secret|session|sess|sid|auth|access[_-]?key|"
              r"private[_-]?key|signature|credential|bearer)[\w.-]{0,20}")
NAMED_PAIR = GatedFinder(
    r"[\"']",
    re.compile(
        r"(?i)[\"'](?P<n>" + _CRED_NAME + r")[\"'][ \t]*(?:,|=>)[ \t]*"
        r"(?:[\"']value[\"'][ \t]*[:=][ \t]*)?[\"'](?P<v>" + _V + r")[\"']"),
)
NAMED_PAIR_ANCHORS = ('"', "'")
_NAME_NOT_KEY = re.compile(r"(?i)csrf|xsrf|nonce|type|timeout|ttl|expir|length|count|version|public|publishable|"
                           r"request[_-]?id|trace|correlation|(?:^|[_-])(?:id|name|url|uri|path|domain|mode)$|"
                           r"lang|locale|theme|state|continuation|page|cursor|next|sync|offset")


def named_pair(m: re.Match[str]) -> _Span:
    if _NAME_NOT_KEY.search(m.group("n")) or not token_shaped(m.group("v"), 16, hex_min=16):
        return None
    return None if said_public(m.string, *m.span("v")) else m.span("v")


# ---- a value in the element a credential's name opens
_KEY_NAME = r"[A-Za-z][\w-]{0,40}?(?:key|token|secret|Key|Token|Secret|KEY|TOKEN|SECRET)[\w-]{0,20}"
NAMED_ELEMENT = GatedFinder(
    (r"<", r"\[", r"<<"),
    re.compile(
        r"(?:<key>(?P<n1>" + _KEY_NAME + r")</key>\s*<string>"
        r"|<string[ \t]+name=[\"'](?P<n2>" + _KEY_NAME + r")[\"'][^>\n]{0,40}>"
        r"|(?<![\w-])(?P<n3>" + _KEY_NAME + r")[ \t]*=[ \t]*\d+[ \t]*\[[ \t]*default[ \t]*=[ \t]*\""
        r"|\((?P<n4>" + _KEY_NAME + r")[ \t]*,[ \t]*<<\")"
        r"(?P<v>" + _V + r")(?=</string>|\"[ \t]*\]|\">>)"),
)
NAMED_ELEMENT_ANCHORS = ("<key>", "<string", "default", "<<")


def named_element(m: re.Match[str]) -> _Span:
    n = m.group("n1") or m.group("n2") or m.group("n3") or m.group("n4") or ""
    if _NAME_NOT_KEY.search(n) or re.search(r"(?i)key[_-]?(?:id|name|alias|path|file|type)$", n):
        return None
    if not token_shaped(m.group("v"), 12, hex_min=16):
        return None
    return None if said_public(m.string, *m.span("v")) else m.span("v")


# ---- a query parameter that names a secret
QUERY_SECRET = GatedFinder(
    r"=",
    re.compile(r"(?i)[?&;](?P<n>code|hmac|signature|sig|magic[_-]?(?:login[_-]?)?(?:code|token|link)|login[_-]?token|"
               r"auth[_-]?token|access[_-]?token|session[_-]?token|otp[_-]?token|hdnts)=(?:[^&\s#\"'<>]{0,200}?~hmac=)?"
               r"(?P<v>[A-Za-z0-9_.~+/%-]{20,400}=*)(?![A-Za-z0-9_.~+/%=-])"),
)
QUERY_SECRET_ANCHORS = ("code=", "hmac=", "signature=", "sig=", "token=", "hdnts=", "link=")


def query_secret(m: re.Match[str]) -> _Span:
    v = m.group("v").replace("%3D", "=").replace("%2B", "+").replace("%2F", "/")
    if not token_shaped(v.replace("~", ""), 20, hex_min=24):
        return None
    return None if said_public(m.string, *m.span("v")) else m.span("v")


# ---- a key's or a token's word in a compound, a parenthesis, then the value
LABEL_PAREN = GatedFinder(
    (r"(?i)token", r"(?i)key", r"(?i)secret", r"(?i)schl"),
    re.compile(r"(?i)(?<![\w-])(?P<w>\w{0,30}(?:token|key|secret|schlüssel|nyckel|nøkkel|avain|sleutel)\w{0,20})[ \t]*"
               r"\((?P<p>[^()\n]{1,40})\)[ \t]*[:=][ \t]*[\"'`]?(?P<v>" + _V + r")" + _V_END),
)
LABEL_PAREN_ANCHORS = ("token", "key", "secret", "schl", "nyckel", "nøkkel", "avain", "sleutel")


def label_paren(m: re.Match[str]) -> _Span:
    if _NOT_A_KEY.search(m.group("w")) or re.search(r"(?i)(?:^|[_-])id$|keyboard|hotkey|monkey|turkey|whiskey|jockey|"
                                                    r"hockey|donkey|keynote|keyword", m.group("w")):
        return None
    if not token_shaped(m.group("v"), 16, hex_min=16) or _NOT_A_KEY.search(m.group("p")):
        return None
    return None if said_public(m.string, *m.span("v")) else m.span("v")


# ---- an Authorization header's value, its scheme any word
AUTH_HEADER = GatedFinder(
    r"(?i)authori[sz]ation",
    re.compile(r"(?i)(?<![\w-])authori[sz]ation(?:[ \t]+header(?:[ \t]+value)?)?[\"']?[ \t]*[:=,][ \t]*[\"']?"
               r"(?:(?P<s>[A-Za-z][\w-]{1,15})[ \t]+)?(?:[\w.@-]{1,40}:)?(?P<v>" + _V + r")" + _V_END),
)
AUTH_HEADER_ANCHORS = ("authorization", "authorisation")


def auth_header(m: re.Match[str]) -> _Span:
    v = m.group("v")
    if m.group("s") and m.group("s").lower() in ("basic", "digest", "negotiate", "ntlm", "aws4-hmac-sha256"):
        return None  # base64 of a login (round readings of Basic decode it), a challenge's scheme
    if not token_shaped(v, 20, hex_min=24, uuid=False):
        return None
    return None if said_public(m.string, *m.span("v")) else m.span("v")


# ---- a cookie that names a session, a login or an auth
COOKIE = GatedFinder(
    r"=",
    re.compile(r"(?i)(?<![\w.$-])(?P<n>(?:[A-Za-z_][\w.-]{0,40}?)?(?:sess|sid|login|logged[_-]?in|auth|token|secure|"
               r"remember|li_at)[\w.-]{0,40})=(?P<v>[A-Za-z0-9][A-Za-z0-9_.~+/%*:|-]{15,600}=*)"
               r"(?![A-Za-z0-9_.~+/%*:|=-])"),
)
COOKIE_ANCHORS = ("sess", "sid", "login", "logged", "auth", "token", "secure", "remember", "li_at")
_COOKIE_NOT_KEY = re.compile(r"(?i)csrf|xsrf|nonce|type|timeout|ttl|expir|length|count|version|public|method|mode|"
                             r"provider|url|uri|path|domain|redirect|state|scope|(?:^|[_.-])id$|name$|user$|attempts|continuation|"
                             r"page|cursor|next|sync|offset|hash|digest|sha\d|md5|fingerprint|checksum|crc|"
                             r"^ssid$")  # (a Wi-Fi network's SSID)


def cookie(m: re.Match[str]) -> _Span:
    if _COOKIE_NOT_KEY.search(m.group("n")):
        return None
    v = m.group("v").replace("%7C", "|").replace("%7c", "|").replace("%3A", ":").replace("%3a", ":")
    longest = max(re.split(r"[|:*~]+", v), key=len)
    if not token_shaped(longest, 16, hex_min=16, uuid=False):
        return None
    return None if said_public(m.string, *m.span("v")) else m.span("v")


# ---- a 32-byte key in base64 after a key's word (a WireGuard, an X25519, an AES-256 key)
KEY32 = GatedFinder(
    r"(?i)key",
    re.compile(r"(?i)(?<![\w-])(?P<w>[\w'’-]{0,20}[ \t_-]?key)(?![\w-])[^\n]{0,40}?(?:[ \t]+(?:is|was|=)|[:=])[ \t]*"
               r"[\"'`]?(?P<v>[A-Za-z0-9+/]{42,43}=)(?![A-Za-z0-9+/=])"),
)
KEY32_ANCHORS = ("key",)
# what says a key in base64 is a public one or a digest: "PubKey", "public", a DKIM record's "p=", a validator's key
_PUBLIC_KEY_NEAR = re.compile(r"(?i)pub|host|server|peer|recipient|fingerprint|hash|checksum|sha\d|digest|dkim|"
                              r"domainkey|validator|verif|(?<![\w-])p=")


def key32(m: re.Match[str]) -> _Span:
    v = m.group("v")
    if _PUBLIC_KEY_NEAR.search(m.string[max(0, m.start() - 80):m.start("v")]):
        return None  # a peer's, a server's or a host's public key, a DKIM record's, a digest in base64
    if not token_shaped(v, 40):
        return None
    return None if said_public(m.string, *m.span("v")) else m.span("v")


# ---- a secret key of random characters with marks (Django's SECRET_KEY, a signing key)
MARKED_KEY = GatedFinder(
    r"(?i)key",
    re.compile(r"(?i)(?<![\w-])(?:secret|signing|private|encryption|master|app|session)[ _-]?key(?![\w-])"
               r"[^\n]{0,40}?(?:[ \t]+(?:is|was|=)|[:=])[ \t]*[\"'`]?(?P<v>[^\s\"'`]{32,128}?)[\"'`]?"
               r"(?=[,;.]?(?:\s|$))"),
)
MARKED_KEY_ANCHORS = ("key",)


def marked_key(m: re.Match[str]) -> _Span:
    v = m.group("v")
    marks = sum(not c.isalnum() for c in v)
    if "//" in v or v.count("/") > 2 or marks < 3 or sum(c.isdigit() for c in v) < 3 or sum(c.isalpha() for c in v) < 8:
        return None
    if _PLACEHOLDER.search(v.replace("$", "").replace("{", "").replace("}", "").replace("<", "").replace(">", "")) \
            or re.search(r"\$\{|\$[A-Z_]{3,}|%\(|\{\{", v) or _entropy(v) < 4.0 or len(set(v)) < 16:
        return None
    return None if said_public(m.string, *m.span("v")) else m.span("v")


# ---- a short token (12 to 15 characters) right after "token"
SHORT_TOKEN = GatedFinder(
    r"(?i)token",
    re.compile(r"(?i)(?<![\w-])token(?![\w-])[ \t]*(?:[:=][ \t]*|(?:is|was)[ \t]+)?[\"'`]?"
               r"(?P<v>[A-Za-z0-9][A-Za-z0-9_.-]{10,13}[A-Za-z0-9])(?![\w.-])"),
)
SHORT_TOKEN_ANCHORS = ("token",)


def short_token(m: re.Match[str]) -> _Span:
    v = m.group("v")
    if sum(c.isupper() for c in v) < 2 or sum(c.islower() for c in v) < 3 or not any(c.isdigit() for c in v):
        return None
    if len(set(v)) < 9 or re.fullmatch(r"[A-Z]?[a-z]+(?:[A-Z][a-z]+)+\d{0,4}", v):
        return None  # a name in camel case ("MyTokenName"), a mask
    return None if said_public(m.string, *m.span("v")) else m.span("v")


# ---- an access key id and its secret side by side (S3-compatible clouds: AK / SK)
AK_SK = GatedFinder(
    r"[A-Z0-9]{16}",
    re.compile(r"(?<![A-Za-z0-9/+])(?P<ak>[A-Z0-9]{16,24})(?![A-Za-z0-9/+])[\"']?"
               r"(?:[ \t]*(?:/|,|;|\||，)?[ \t]*|[ \t]*\n?[ \t]*)[\"']?(?:SK|sk|secret(?:[ _-]?(?:access[ _-]?)?key)?|"
               r"Secret(?:Access)?Key|secret_key)[\"']?[ \t]*[:=]?[ \t]*[\"']?"
               r"(?P<v>[A-Za-z0-9+/]{40})(?![A-Za-z0-9+/=])"),
)
AK_SK_ANCHORS = ("sk", "secret")
# MinIO's client: "mc alias set NAME URL ACCESS_KEY SECRET_KEY" (the pair without labels)
ALIAS_KEYS = GatedFinder(
    r"alias",
    re.compile(r"(?<![\w-])alias[ \t]+set[ \t]+\S+[ \t]+\S+[ \t]+[\"']?(?P<ak>[A-Z0-9]{16,24})[\"']?[ \t]+[\"']?"
               r"(?P<v>[A-Za-z0-9+/]{40})(?![A-Za-z0-9+/=])"),
)
ALIAS_KEYS_ANCHORS = ("alias",)


def ak_sk(m: re.Match[str]) -> _Span:
    ak, v = m.group("ak"), m.group("v")
    if sum(c.isdigit() for c in ak) < 2 or sum(c.isalpha() for c in ak) < 6 or len(set(ak)) < 10:
        return None
    if re.fullmatch(r"[0-9a-fA-F]+", v) or not token_shaped(v, 40):
        return None  # a digest beside a serial, not a key's secret
    return None if said_public(m.string, *m.span("v")) else m.span("v")


# ---- a JSON key field with a random value of marks (a device's local key)
KEY_FIELD = GatedFinder(
    r"(?i)key|secret",
    re.compile(r"(?i)[\"'](?:key|local[_-]?key|localkey|secret|secret[_-]?key|device[_-]?key)[\"'][ \t]*:[ \t]*"
               r"\"(?P<v>[^\"\s\\]{16,64})\""),
)
KEY_FIELD_ANCHORS = ("key", "secret")


def key_field(m: re.Match[str]) -> _Span:
    v = m.group("v")
    if not (any(c.isupper() for c in v) and any(c.islower() for c in v)) or _entropy(v) < 3.5 or len(set(v)) < 12:
        return None
    if sum(not c.isalnum() for c in v) < 2 and not token_shaped(v, 16):
        return None
    if re.search(r"(?i)ctrl|shift|alt\+|cmd|\+|^[\w.-]+:[\w.-]+:", v) and sum(c.isdigit() for c in v) < 2:
        return None  # a key binding, a cache key's path
    if _PUBLIC_KEY_NEAR.search(m.string[max(0, m.start() - 120):m.start()]):
        return None  # the key of a public-key object ({"@type": ".../PubKey", "key": ...})
    return None if said_public(m.string, *m.span("v")) else m.span("v")


# ---- a command's flag that names a key or a token, its value a UUID or a token
FLAG_KEY = GatedFinder(
    r"--",
    re.compile(r"(?i)(?<![\w-])--(?P<n>(?:[a-z0-9]+-){0,2}(?:key|token|secret|authkey|auth-key))[ \t]*[= \t][ \t]*"
               r"[\"']?(?P<v>" + _V + r")" + _V_END),
)
FLAG_KEY_ANCHORS = ("--",)


def flag_key(m: re.Match[str]) -> _Span:
    if re.search(r"(?i)idempot|partition|sort|cache|public|primary|foreign|hash|row|object|ssh|gpg|pgp|file|path|"
                 r"name|id$|signing|sign|host|s3|trust|license|licence|dedup", m.group("n")):
        return None
    if not token_shaped(m.group("v"), 16, hex_min=16):
        return None
    return None if said_public(m.string, *m.span("v")) else m.span("v")


# ---- a setting's name and its value on the lines below (a YAML list of name / value, a parameter's default)
NAME_VALUE_LINES = GatedFinder(
    r"(?i)name",
    re.compile(r"(?i)(?<![\w-])name[\"']?[ \t]*[:=][ \t]*[\"']?(?P<n>" + _CRED_NAME + r")[\"']?[ \t]*,?[ \t]*\n"
               r"(?:[ \t]*[\w-]{1,20}[ \t]*:[^\n]{0,40}\n){0,2}?"
               r"[ \t]*[\"']?(?:value|default|defaultValue|default_value)[\"']?[ \t]*[:=][ \t]*[\"']?"
               r"(?P<v>" + _V + r")" + _V_END),
)
NAME_VALUE_LINES_ANCHORS = ("name",)


def name_value_lines(m: re.Match[str]) -> _Span:
    if _NAME_NOT_KEY.search(m.group("n")) or not token_shaped(m.group("v"), 16, hex_min=16):
        return None
    return None if said_public(m.string, *m.span("v")) else m.span("v")


# ---- a token piped into a command that reads its token (or its key) from standard input
PIPED_TOKEN = GatedFinder(
    r"(?i)stdin",
    re.compile(r"(?i)(?<![\w-])(?:echo|printf)(?:[ \t]+-[ne]{1,2})?[ \t]+[\"']?(?P<v>" + _V + r")" + _V_END +
               r"[\"']?[ \t]*\|[^\n|]{0,120}?--[\w-]{0,20}(?:token|key|secret|api-key)[\w-]{0,10}-stdin(?![\w-])"),
)
PIPED_TOKEN_ANCHORS = ("stdin",)


def piped_token(m: re.Match[str]) -> _Span:
    if not token_shaped(m.group("v"), 16, hex_min=24, uuid=True):
        return None
    return m.span("v")


# ---- a token cut into quoted pieces joined in code ("sk_live_" + "..." + "...", ("a" "b"), "{}{}".format("a", "b"))
_PIECE = r"[\"'](?:[A-Za-z0-9_.+/=-]{2,200})[\"']"
CONCAT = GatedFinder(
    r"[\"']",
    re.compile(r"(?P<v>[\"'][A-Za-z0-9_.+/=-]{4,200}[\"'](?:(?:[ \t]*(?:\+|,)[ \t]*\\?\n?|[ \t]*\\?\n)[ \t]*" + _PIECE
               + r"){1,8})"),
)
CONCAT_ANCHORS = ('"', "'")
_CONCAT_WORD = re.compile(r"(?i)key|token|secret|auth|api|credential|bearer|pat\b")


def concat(m: re.Match[str]) -> _Span:
    pieces = re.findall(r"[\"']([A-Za-z0-9_.+/=-]+)[\"']", m.group("v"))
    joined = "".join(pieces)
    if len(pieces) < 2 or len(joined) < 24 or min(map(len, pieces)) < 2:
        return None
    if not token_shaped(joined, 24, hex_min=32, uuid=False) or sum(len(p) >= 6 for p in pieces) < 2:
        return None
    text = m.string
    line_start = text.rfind("\n", 0, m.start()) + 1
    before = text[max(0, line_start - 80):m.start()]
    if "," in m.group("v") and not re.search(r"(?i)\.format\(|join|parts|pieces|chunks|halves", before):
        return None  # a list of values ("a", "b"), not one value cut into parts
    if not _CONCAT_WORD.search(before) and not re.match(r"[\"'][a-z]{2,8}_", m.group("v")):
        return None  # no key's word before it, and no vendor prefix on its first piece
    return None if said_public(text, *m.span("v")) else m.span("v")


# ---- a client built or logged in with a quoted token (Python, JS, Ruby calls)
CALL_TOKEN = GatedFinder(
    r"\(",
    re.compile(r"(?<![\w.])(?P<call>[A-Za-z_][\w]{0,30}(?:\.[A-Za-z_]\w{0,30}){0,3})[ \t]*\("
               r"(?P<args>[^()\n]{0,200}?)(?<![\w=])[\"'](?P<v>[A-Za-z0-9][A-Za-z0-9_.+/=:-]{19,300})[\"']"),
)
CALL_TOKEN_ANCHORS = ("(",)
_AUTH_CALL = re.compile(r"(?i)client|auth|login|log_in|signin|sign_in|connect|session|token|secret|credential|"
                        r"bearer|handler|api(?![a-z])|sdk")
_NOT_AUTH_CALL = re.compile(r"(?i)decode|encode|hash|hex|b64|base64|uuid|loads|dumps|compile|match|search|split|"
                            r"path|join|format|print|log(?:ger)?\.|debug|info|warn|assert|parse|date|time|url|uri|"
                            r"open|read|write|get_|find|select|where|id\b|ids\b")


def call_token(m: re.Match[str]) -> _Span:
    call, v = m.group("call"), m.group("v")
    parts = call.split(".")
    same_name = len(parts) >= 2 and parts[-1].lower() == parts[-2].lower()  # dropbox.Dropbox(...), stripe.Stripe(...)
    if not (_AUTH_CALL.search(call) or same_name) or _NOT_AUTH_CALL.search(call):
        return None
    if re.fullmatch(r"[0-9a-fA-F-]+", v) or not token_shaped(v, 20, uuid=False):
        return None  # a hex string in a call is as often a hash or an id as a key
    if _NOT_A_KEY.search(m.group("args")) or ("=" in m.group("args") and re.search(
            r"(?i)(?:id|name|user(?:name)?|email|host|url|region)[ \t]*=[ \t]*$", m.group("args"))):
        return None
    return None if said_public(m.string, *m.span("v")) else m.span("v")


# ---- the near-miss check's exception: "public" said of another key right after the value
_KEY_BEFORE = re.compile(r"(?i)(?<![\w-])(?:[\w-]*key|token|secret)(?![\w-])[^\n]{0,40}?(?:[ \t]+is|[ \t]*[:=])"
                         r"[ \t]*[\"'`]?$")
_ONE_IS_OTHER = re.compile(
    r"(?i)[\"'`]?[ \t]*(?:[,;(—–]|[ \t]-)[ \t]*(?:and[ \t]+|but[ \t]+)?(?:the[ \t]+|my[ \t]+|its[ \t]+|a[ \t]+)?"
    r"(?:public|search[ _-]?only|read[ _-]?only|publishable)[ \t]+(?:one|half|key)[ \t]+"
    r"(?:is|goes|lives|stays|sits|was)(?![\w-])")


def public_one_is_other(text: str, start: int, end: int) -> bool:
    """The value is named a key right before it (no public word there) and the "public" right after it is said of
    another one: "my laptop's tunnel key is <base64>, public one is already on the hub", "admin key: <hex> - the
    search-only one is in the frontend" (asked by ``secrets._near_miss`` beside ``shown.public_is_other``)."""
    line = text.rfind("\n", 0, start) + 1
    before = text[max(line, start - 80):start]
    return (_KEY_BEFORE.search(before) is not None and _SAID_PUBLIC.search(before) is None
            and _ONE_IS_OTHER.match(text, end) is not None)


ROWS: tuple[tuple[str, GatedFinder, tuple[str, ...], Callable[[re.Match[str]], _Span]], ...] = (
    ("api_key", API_LABEL, API_LABEL_ANCHORS, api_label),
    ("api_key", ASKED_TOLD, ASKED_TOLD_ANCHORS, asked_told),
    ("api_key", NAMED_PAIR, NAMED_PAIR_ANCHORS, named_pair),
    ("api_key", NAMED_ELEMENT, NAMED_ELEMENT_ANCHORS, named_element),
    ("api_key", QUERY_SECRET, QUERY_SECRET_ANCHORS, query_secret),
    ("api_key", LABEL_PAREN, LABEL_PAREN_ANCHORS, label_paren),
    ("api_key", AUTH_HEADER, AUTH_HEADER_ANCHORS, auth_header),
    ("api_key", COOKIE, COOKIE_ANCHORS, cookie),
    ("api_key", KEY32, KEY32_ANCHORS, key32),
    ("api_key", MARKED_KEY, MARKED_KEY_ANCHORS, marked_key),
    ("api_key", SHORT_TOKEN, SHORT_TOKEN_ANCHORS, short_token),
    ("api_key", AK_SK, AK_SK_ANCHORS, ak_sk),
    ("api_key", ALIAS_KEYS, ALIAS_KEYS_ANCHORS, ak_sk),
    ("api_key", KEY_FIELD, KEY_FIELD_ANCHORS, key_field),
    ("api_key", FLAG_KEY, FLAG_KEY_ANCHORS, flag_key),
    ("api_key", NAME_VALUE_LINES, NAME_VALUE_LINES_ANCHORS, name_value_lines),
    ("api_key", PIPED_TOKEN, PIPED_TOKEN_ANCHORS, piped_token),
    ("api_key", CONCAT, CONCAT_ANCHORS, concat),
    ("api_key", CALL_TOKEN, CALL_TOKEN_ANCHORS, call_token),
)
