"""Round 84 (issue 13): a key or a token told by its label, in any language and any setting. A leaf module: it imports
:mod:`.round82` (the shape of a key's value and the words that say a value is no key) and :mod:`.slots`; its one row
is wired in ``secrets._DETECTORS`` (:data:`ROWS`: kind, finder, anchors, validator).

* **a credential's label, then a key-shaped value on its line**: "Zugriffsschlüssel für das Archiv: 5f2e...",
  "токен доступа (прод) - q8Fz...", "مفتاح الواجهة: 3f25...", "the key for the billing API, it's 9c1e...",
  "トークン：R4nd...", "ufunguo wa API ni 0a1b...": a word that names a key, a token, a secret or a credential in
  one of some sixty languages (:data:`LABELS`: the words the localisation of software uses for "key", "token",
  "secret", "API key", "access token" - well-known translations, not the wording of a corpus), then at most 64
  characters of its line that say what it is for (a service, a parenthesis, a menu path, "is", a colon), then a value
  with a key's shape (:func:`.round82.token_shaped`: a UUID, hex of 16 digits or more, base64 / base62 of a key's
  length with letters and digits, a prefixed token, a JWT). What a reading by label alone would take as well, and
  does not: a value that the words between name an id, a hash, a commit, a version, an order, a request or a
  fingerprint (English words of :data:`.round82._NOT_A_KEY`, and those words of other languages in
  :data:`_NOT_A_KEY_ML`); a label that a word right before it makes another thing's ("primary key", "idempotency
  key", "cache key", "public key", "page token", "CSRF"-less kinds such as "next token", "site verification token");
  a value that is a hash by its prefix ("SHA256:..."); a value said to be public. The shared near misses of
  ``secrets._near_miss`` (placeholders, masks, examples, sealed values) apply to it as to every row.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from pathlib import Path

from ..tries import trie_alternation
from .bip39 import unlike_words
from .held import random_letters_digits
from .round82 import _NOT_A_KEY, said_public, token_shaped
from .slots import GatedFinder

_Span = tuple[int, int] | None

# Words for a key, a token, a secret or a credential, by language (lower case; the row reads the ASCII ones in any
# case, the others as written, capitalised or upper case). A word that is also a common word of its language in
# another sense is left out where that sense is frequent ("की" in Hindi is a genitive, "কী" in Bengali "what",
# "tunnus" in Finnish a user name); a value of a key's shape must follow any of them.
LABELS: tuple[str, ...] = (
    # English
    "api key", "apikey", "api-key", "api_key", "api token", "api secret", "access key", "access token", "auth token",
    "bearer token", "secret key", "secret", "token", "key", "keys", "tokens", "credential", "credentials",
    "client secret", "app secret", "private key", "signing secret", "webhook secret", "license key", "licence key",
    # German, Dutch, Afrikaans, Scandinavian, Icelandic
    "schlüssel", "schluessel", "zugangsschlüssel", "zugriffsschlüssel", "api-schlüssel", "zugangstoken",
    "zugriffstoken", "geheimnis", "sleutel", "toegangssleutel", "toegangstoken", "toegangsteken", "geheime sleutel",
    "nyckel", "åtkomstnyckel", "åtkomsttoken", "api-nyckel", "nøgle", "adgangsnøgle", "api-nøgle", "nøkkel",
    "tilgangsnøkkel", "api-nøkkel", "tilgangstoken", "adgangstoken", "hemmelighet", "hemmelighed", "hemlighet",
    "lykill", "aðgangslykill",
    # Romance
    "clé", "clef", "cle d'api", "clé d'api", "clé api", "jeton", "jeton d'accès", "clave", "llave", "clave de api",
    "clave api", "token de acceso", "chave", "chave de api", "chave da api", "chave api", "token de acesso", "chiave",
    "chiave api", "chiave di accesso", "gettone", "cheie", "cheia", "cheie api", "cheie de acces", "clau", "clau d'api",
    "testimoni", "testimoni d'accés", "segredo", "secreto", "segreto", "clave secreta", "chave secreta",
    # Slavic, Baltic, Finno-Ugric, Greek, Albanian, Turkic
    "klucz", "klucza", "klucz api", "klucz dostępu", "token dostępu", "klíč", "klíče", "kľúč", "ključ", "kljuc",
    "ключ", "ключа", "ключ api", "ключ доступа", "ключ доступу", "токен", "токена", "токен доступа", "токен доступу",
    "секрет", "секретный ключ", "клуч", "кључ", "атслега", "atslēga", "atslega", "marķieris", "markieris", "raktas",
    "žetonas", "zetonas", "võti", "voti", "žetoon", "avain", "api-avain", "käyttöoikeustunnus", "kulcs", "api kulcs",
    "hozzáférési kulcs", "κλειδί", "κλειδι", "διακριτικό", "çelës", "çelësi", "anahtar", "anahtarı", "api anahtarı",
    "erişim anahtarı", "açar", "açarı", "kalit", "kaliti", "кілт", "ачкыч", "түлхүүр",
    # Celtic, Basque, Esperanto, Maltese
    "allwedd", "tocyn", "eochair", "gakoa", "giltza", "ŝlosilo", "ĵetono", "jxetono", "ċavetta",
    # Semitic, Iranian, Indic, Dravidian, Sinhala
    "مفتاح", "المفتاح", "رمز الوصول", "رمز api", "توكن", "کلید", "توکن", "ٹوکن", "کلیدی", "מפתח", "המפתח", "טוקן",
    "אסימון", "कुंजी", "टोकन", "চাবি", "টোকেন", "ਕੁੰਜੀ", "ਟੋਕਨ", "કી", "ટોકન", "ચાવી", "விசை", "டோக்கன்", "కీ",
    "టోకెన్", "ಕೀ", "ಟೋಕನ್", "കീ", "ടോക്കൺ", "යතුර", "ටෝකනය", "ටෝකන්",
    # Armenian, Georgian, Ethiopic
    "ئاچقۇچ", "кілті", "բանալի", "թոքեն", "տոկեն", "გასაღები", "ტოკენი", "ቁልፍ", "ቁልፉ", "ቶከን",
    # South-East Asian
    "khóa", "khoá", "khóa api", "mã thông báo", "kunci", "kunci api", "token akses", "susi", "คีย์", "โทเค็น",
    "กุญแจ", "ກະແຈ", "សោ", "ថូខឹន", "သော့", "တိုကင်",
    # East Asian
    "密钥", "秘钥", "令牌", "密鑰", "金鑰", "權杖", "凭证", "憑證",
    "キー", "トークン", "鍵", "シークレット", "アクセスキー",
    "토큰", "키", "비밀 키", "인증 키",
    # African
    "ufunguo", "tokeni", "ukhiye", "isihluthulelo", "senotlolo", "mabuɗi", "kọkọrọ",
)

_ASCII = sorted({w for w in LABELS if w.isascii()}, key=len, reverse=True)
_OTHER = sorted({v for w in LABELS if not w.isascii() for v in (w, w.capitalize(), w.upper())}, key=len, reverse=True)
# (a Latin, Cyrillic or Greek label is a word of its own: no letter right before it; other scripts join prefixes and
# marks to a word, so they are read anywhere)
# (an identifier in camel case ends in a label with a capital: "kClientSecret", "galleryApiKey", "accessToken")
_CAMEL = ("Key", "Keys", "Token", "Tokens", "Secret", "Secrets", "ApiKey", "APIKey", "AccessKey", "AccessToken",
          "AuthToken", "SecretKey", "ClientSecret", "AppSecret", "Credential", "Credentials")
_LABEL = (r"(?P<label>(?<![^\W\d_])(?i:" + trie_alternation(_ASCII) + r")(?![A-Za-z]|[-_.][A-Za-z])"
          r"|(?<=[a-z])(?-i:" + trie_alternation(_CAMEL) + r")(?![A-Za-z0-9_])"
          r"|(?<![A-Za-zÀ-ɏЀ-ӿͰ-Ͽ])(?-i:" + trie_alternation(_OTHER) + r"))")
# the value: a run of a token's characters with a digit in it, 16 or more (what round82.token_shaped asks for then)
_VALUE = r"(?=[A-Za-z0-9_.+/=:~-]{0,300}\d)(?P<v>[A-Za-z0-9][A-Za-z0-9_.+/=:~-]{15,400})(?<![:.])(?![A-Za-z0-9_+/=:~-])"

# what joins a label to its value: a colon or "=" (any script's), spaces, a dash, or nothing after a closing bracket
JOIN = r"(?:[ \t]*[:=：︰፦][ \t]*|[ \t]+|[ \t]*[-—–][ \t]*|(?<=[)）」\]]))"
LABELLED_KEY = GatedFinder(
    r"[A-Za-z0-9_.+/=:~-]{16}",
    re.compile(_LABEL + r"(?P<mid>[^\n]{0,64}?)" + JOIN + r"@?[\"'`«“„「『‘]?" + _VALUE),
)
LABELLED_KEY_ANCHORS: tuple[str, ...] = tuple(dict.fromkeys([w.lower() for w in _ASCII] + _OTHER))

# words of other languages that say the value is an id, a hash, a version or an order's (the guard's languages; also
# as a compound's last word or inflected: "Bestellnummer", "заказа")
_NOT_A_KEY_ML = re.compile(
    r"(?i)(?:kennung|identifiant|identificador|identificativo|identificatore|identifier|identyfikator|"
    r"идентификатор|номер|número|numero|nummer|numer|číslo|hachage|prüfsumme|somme de contrôle|suma de control|"
    r"bestellung|commande|pedido|ordine|заказ|zamówieni\w*|versión|versione|versão|версия|"
    r"ハッシュ|哈希|校验|編號|编号|番号|订单|注文|주문|해시)")
# strong signs inside a parenthesis (a parenthesis often says where a key was found: "(Account Settings > API)")
_NOT_A_KEY_PAREN = re.compile(
    r"(?i)(?<![A-Za-z])(?:ids?|identifier|request|trace|hash|sha\d*|md5|checksum|digest|commit|revision|version|"
    r"order|invoice|fingerprint|public|publishable|example|sample|placeholder|dummy|fake|expired|revoked|old|"
    r"previous|masked|rotated)(?![A-Za-z])")
_PAREN = re.compile(r"\([^()\n]*\)|（[^（）\n]*）")
# a word right before the label that makes it another thing's: a database's or a request's key, a public key, a
# pagination or verification token, a key's id or fingerprint, a hash's key
_BEFORE_LABEL = re.compile(
    r"(?i)(?:primary|foreign|sort|partition|composite|unique|range|hash|row|idempotency|idempotent|dedup\w*|cache|"
    r"object|s3|map|dict|json|public|pub|publishable|search[ _-]?only|read[ _-]?only|page|paging|pagination|next|"
    r"continuation|cursor|resume|sync|"
    r"nonce|state|etag|lock|cancellation|verification|site[ _-]?verification|request|trace|correlation|session[ _-]?id|"
    r"test|sandbox|example|sample|dummy|fake|old|previous|revoked|expired|rotated|checksum|commit|sha\d*|md5|"
    r"order|invoice|device[ _-]?id|host|gpg|pgp|ssh|deploy[ _-]?key[ _-]?id|authorized|recv|receive)[ \t_-]*$")
_HASH_PREFIX = re.compile(r"(?i)(?:[a-z]{2,6}-)?(?:sha\d*|md5|blake\d*\w*|sha3-\d+|crc\d*)[:=-]")
# an SSH public key's type before its base64 ("ssh-ed25519 AAAAC3Nz..."), a KeePass reference ("{REF:P@I:..."):
# the words between say what the value is, and it is no secret
_PUBLIC_TYPE = re.compile(r"(?i)ssh-(?:rsa|ed25519|dss)|ecdsa-sha2|sk-ssh|\{REF:")
# the label as a program's subcommand: "bws secret get <id>", "vault token lookup <accessor>" (a reference, not a value)
_SUBCOMMAND = re.compile(r"(?i)[ \t]*(?:get|list|ls|show|describe|delete|del|rm|remove|inspect|lookup|info|revoke|"
                         r"rotate|read|fetch|view|status)(?![\w-])")
# a word before the label in another language that makes it a public key ("公開鍵", "открытый ключ", "öffentlicher")
_PUBLIC_BEFORE = re.compile(r"(?i)(?:公開|公开|公钥|공개[ \t]*|öffentliche[rn]?[ \t]+|publique?[ \t]+|pública[ \t]+|"
                            r"pubblica[ \t]+|publiczn\w*[ \t]+|открыт\w*[ \t]+|публичн\w*[ \t]+|veřejn\w*[ \t]+)$")
# a word that joins "key" to what it is for or to its value ("key for the gallery", "key is", "key, it's")
_CONNECTOR = re.compile(r"(?i)[ \t]+(?:for|to|of|from|on|at|in|with|as|is|was|are|here|it['’]?s|that|which|we|i|you|"
                        r"they|my|our|the|a|an|da|de|van|von|der|die|das|ist|est|es)(?![\w'’])")
# a negation right before the label: "(no es secreto)", "(not a secret)", "kein Schlüssel"
_NEGATED = re.compile(r"(?i)(?<![\w])(?:not|no|non|nicht|kein\w*|pas|não|nie|не|nem|niet|geen|ikke|inte)"
                      r"(?:[ \t]+(?:es|est|ist|is|a|an|un|una|ein|eine|é|è|je|een|en|et))?[ \t]+$")


def labelled_key(m: re.Match[str]) -> _Span:
    """The value after a credential's label, where it has a key's shape and nothing says it is an id, a hash or
    another thing's key (see the module's notes)."""
    v, mid = m.group("v"), m.group("mid")
    if not token_shaped(v, 16, hex_min=16, uuid=True) or _HASH_PREFIX.match(v):
        return None
    outside = _PAREN.sub(" ", mid)
    if _NOT_A_KEY.search(outside) or _NOT_A_KEY_ML.search(mid) or _NOT_A_KEY_PAREN.search(mid):
        return None
    if re.search(r"[A-Za-z0-9_+/=-]{12,}", outside) and re.search(r"\d", outside):
        return None  # another value between (the label is that one's)
    if m.group("label").lower() in ("key", "keys") and re.match(r"[ \t]+[A-Za-z]", mid) and not _CONNECTOR.match(mid):
        return None  # "key" before another word of English: an adjective ("the key takeaway"), a name ("Key West")
    if _PUBLIC_TYPE.search(mid) or _SUBCOMMAND.match(mid) or re.search(r"(?i)\bu?uid\b|\bguid\b", mid):
        return None
    text = m.string
    line_start = text.rfind("\n", 0, m.start()) + 1
    before = text[max(line_start, m.start() - 32):m.start()]
    if (_BEFORE_LABEL.search(before) or _NOT_A_KEY_ML.search(before) or _PUBLIC_BEFORE.search(before)
            or _NEGATED.search(before) or _NOT_A_KEY_PAREN.search(before[-24:])):
        return None
    if before.endswith(("<", "</", "/", ".", "\\", "$", "{")) or re.search(r"--[\w-]+-$", before) or (
            text.startswith(">", m.start() + len(m.group("label")))):
        return None  # a markup tag's name, a path's or a variable's piece, a command's flag ("--recv-keys")
    return None if said_public(text, *m.span("v")) else m.span("v")


# ---- a value in an element a credential's name opens, in any markup: <typ:TokenValue>...</typ:TokenValue>,
# <ApiKey>...</ApiKey>, <ns:ClientSecret>...</ns:ClientSecret>: the element's name holds "token", "key" or "secret"
# as a word of its own or of a compound (camel case, "_", "-"), and its text is the value, closed by the same name.
ELEMENT = GatedFinder(
    r"</",
    re.compile(r"<(?P<n>(?:[A-Za-z][\w.-]{0,20}:)?(?:[A-Za-z][\w.-]{0,40}?)?(?:token|key|secret|Token|Key|Secret|TOKEN|KEY|"
               r"SECRET)[\w.-]{0,20})(?:[ \t][^<>\n]{0,80})?>[ \t]*(?P<v>[A-Za-z0-9][A-Za-z0-9_.+/=:~-]{11,400})[ \t]*"
               r"</(?P=n)>"),
)
ELEMENT_ANCHORS = ("</",)
# an element's name that says its value is no secret: an id, a name, a type, a time, a count, a pagination marker, a
# public key, a hash or a fingerprint, an ARN or an alias (where a key is kept)
_ELEMENT_NOT_SECRET = re.compile(
    r"(?i)(?:id|ids|name|type|types|arn|alias|usage|spec|state|status|count|length|size|ttl|expir\w*|time\w*|date|"
    r"created|updated|version|format|algorithm|alg|url|uri|path|file|location|region|owner|policy|rotation|enabled|"
    r"hint|label|description|title)(?:[_.-]?value)?$|public|pub[_-]?key|publishable|fingerprint|thumbprint|hash|"
    r"digest|checksum|next|continuation|page|marker|cursor|nonce|csrf|xsrf|request|trace|correlation")


def element(m: re.Match[str]) -> _Span:
    """The text of an element named for a credential, where it has a key's shape (see above)."""
    name = m.group("n").rsplit(":", 1)[-1]
    if name.lower() in ("key", "keys"):
        return None  # a property list's <key>: a setting's name, its value in the element after it (round 82's)
    if _ELEMENT_NOT_SECRET.search(name) or re.search(r"(?i)keyboard|monkey|turkey|hockey|jockey|donkey|whiskey|"
                                                      r"keynote|keyword|keyframe|keystroke|hotkey|keypad", name):
        return None
    v = m.group("v")
    if not token_shaped(v, 12, hex_min=16, uuid=True) or _HASH_PREFIX.match(v):
        return None
    return None if said_public(m.string, *m.span("v")) else m.span("v")


# ---- a short key after a key's strong label: "API key for the screen: tq0Pkx3K", "?key=opvwmnbj&...",
# "apikey (wskey): fjhetymh". A key of 8-15 characters (some services issue such) is too short for a key's shape alone;
# after a label that can only name a key (an API key's name in the guard's languages, or a link's query parameter
# whose name ends in "key" or "token") a value of random letters (held.random_letters_digits: the letter-pair model
# says no word, or digits spread among the letters) is one.
_API_KEY_LABELS = (
    "api key", "api-key", "api_key", "apikey", "api token", "api-token", "api_token", "access key", "access token",
    "subscription key", "app key", "app token", "developer key", "dev key", "consumer key", "client key",
    "api-schlüssel", "api schlüssel", "zugangsschlüssel", "clé api", "clé d'api", "clé de l'api", "cle api",
    "clave de api", "clave api", "clave de la api", "chave de api", "chave da api", "chave api", "chiave api",
    "chiave dell'api", "api-sleutel", "api sleutel", "api-nyckel", "api-nøgle", "api-nøkkel", "api-avain", "klucz api",
    "api klíč", "klíč api", "ключ api", "api ключ", "api-ключ", "api anahtarı", "cheie api", "api kulcs",
    "apiキー", "api キー", "api密钥", "api 密钥", "api金鑰", "api 키",
)
SHORT_KEY = GatedFinder(
    r"[A-Za-z0-9]{8}",
    re.compile(
        r"(?:(?<![^\W\d_])(?P<l>(?i:" + trie_alternation(sorted(set(_API_KEY_LABELS))) + r"))(?![^\W\d_])"
        r"(?P<mid>(?:[ \t]*\([^()\n]{1,30}\))?(?:[ \t]+(?:for|to|of|für|pour|para|per|voor|dla|для|du|de|del|della|"
        r"des|do|da|van|von|der|af|för|til|na|на)[ \t]+"
        r"[^\n:=()]{1,50}?)?)[ \t]*(?:[:=：]|is(?![\w-]))[ \t]*[\"'`]?"
        r"|[?&](?P<q>[A-Za-z_-]{0,20}(?:key|token|Key|Token|KEY|TOKEN))=)"
        r"(?P<v>[A-Za-z0-9]{8,15})(?![A-Za-z0-9_+/=~-]|\.[A-Za-z0-9])"),
)
SHORT_KEY_ANCHORS: tuple[str, ...] = tuple(dict.fromkeys(
    [w.lower() for w in _API_KEY_LABELS if w.isascii()]
    + [v for w in _API_KEY_LABELS if not w.isascii() for v in (w, w.capitalize(), w.upper(), w.replace("api", "API"))]
    + ["key=", "token="]))
_QUERY_NOT_KEY = re.compile(r"(?i)^(?:.*(?:sort|order|group|page|next|continuation|cursor|cache|partition|row|"
                            r"idempotency|public|pub|publishable|site|map|hot|mon|don|tur|hoc|joc|whis|turn|csrf|xsrf|"
                            r"state|sync|resume|client[_-]?|nonce))(?:key|token)$")


def short_random(v: str) -> bool:
    """8-15 letters and digits drawn at random: not a word, a word and a number, or words in camel case
    ("PowerShell7", "iPhone15Pro"); its letters read as no word by the letter-pair model (bip39.unlike_words), or
    holding a pair of letters no English word holds ("xj", "jp", "vr"), or digits spread among them."""
    if not re.fullmatch(r"[A-Za-z0-9]{8,15}", v) or re.fullmatch(
            r"(?:[A-Za-z][a-z]+|[A-Z]+|[a-z]+)\d+|\d+(?:[A-Za-z][a-z]+|[A-Z]+|[a-z]+)", v):
        return False  # a word and a number ("Summer2024", "2024summer"; "3KKkvEbB" is no word)
    letters = "".join(c for c in v if c.isalpha())
    if len(letters) < 4 or len(set(letters.lower())) < 4:
        return False
    if random_letters_digits(v, min_len=8):
        return True
    spread = len(re.findall(r"\d+", v)) >= 2
    low = letters.lower()
    if not (letters.islower() or letters.isupper()):
        chunks = re.findall(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])", v)
        if all(len(c) >= 3 for c in chunks) and len(chunks) <= 3:
            return False  # words in camel case
        return spread or unlike_words(low)
    if spread:
        return True
    if low in _english() or any(low[:i] in _english() and low[i:] in _english() for i in range(3, len(low) - 2)):
        return False  # a word, two words ("nightwatch")
    return unlike_words(low) or _RARE_PAIR.search(low) is not None


# pairs of letters that English words (and the guard's other Latin languages) hardly hold: a random draw's
_RARE_PAIR = re.compile(r"[bcdfghjkmnpqstvwxz]j|j[bcdfghjlmnpqrstvwxz]|x[bdfgjkmnqrsvwxz]|q[^u]|"
                        r"[bcdfgjkmpqtvwxz][xq]|v[bcdfgjkmnpqtwxz]|z[bcdfgjkmnpqrstvx]|[hw][bcdfgjkmnpqvxz][bcdfgjkpqvxz]")


@cache
def _english() -> frozenset[str]:
    return frozenset(Path(__file__).with_name("wordfreq").joinpath("english.txt").read_text(encoding="utf-8").split())


def _class(c: str) -> int:
    return 0 if c.isdigit() else 1 if c.isupper() else 2


def short_key(m: re.Match[str]) -> _Span:
    """A short value of random letters after an API key's label or a key's query parameter (see above)."""
    v = m.group("v")
    if not short_random(v):
        return None
    if m.group("q") is not None:
        if _QUERY_NOT_KEY.search(m.group("q")):
            return None
    else:
        mid = m.group("mid") or ""
        if _NOT_A_KEY.search(_PAREN.sub(" ", mid)) or _NOT_A_KEY_PAREN.search(mid) or _NOT_A_KEY_ML.search(mid):
            return None
        text = m.string
        line_start = text.rfind("\n", 0, m.start()) + 1
        before = text[max(line_start, m.start() - 32):m.start()]
        if (_BEFORE_LABEL.search(before) or _PUBLIC_BEFORE.search(before) or _NEGATED.search(before)
                or _NOT_A_KEY_PAREN.search(before[-24:])):
            return None
    return None if said_public(m.string, *m.span("v")) else m.span("v")


ROWS: tuple[tuple[str, GatedFinder, tuple[str, ...], Callable[[re.Match[str]], _Span]], ...] = (
    ("api_key", LABELLED_KEY, LABELLED_KEY_ANCHORS, labelled_key),
    ("api_key", ELEMENT, ELEMENT_ANCHORS, element),
    ("api_key", SHORT_KEY, SHORT_KEY_ANCHORS, short_key),
)
