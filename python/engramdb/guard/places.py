"""Secrets by the place they stand in, with no context word beside them (round 7).

:mod:`.shape` reads a value after a word that says what it is (password, token, key). Many secrets are written where
the *place* says it: a webhook URL's path after ``/hooks/`` or ``/integration/``, the column of an SQL row named
``api_key``, the third argument of ``new PDO(dsn, user, password)``, the argument of ``cargo login``, a
``name: API_TOKEN`` / ``value: ...`` pair, a Base58Check extended private key (``xprv...``), a keypair written as 64
bytes in JSON. Each row here names one such place for the general case (every vendor's hook URL, every driver's
connect call), and asks the value to be shaped like a secret (:func:`.shape.shape_ok`, or the random-run test
:func:`random_token` for short URL keys).
"""

from __future__ import annotations

import itertools
import re

from . import shape

# ------------------------------------------------------------------------------------------------
# Hook URLs: a random path segment or query value after a word that makes the URL a capability.
# ------------------------------------------------------------------------------------------------

# Path words after which the rest of a URL is a capability: whoever holds it can post, deploy or trigger.
_HOOK_WORDS = frozenset(["hook", "hooks", "webhook", "webhooks", "incomingwebhook", "incoming-webhook", "integration",
                         "integrations", "deploy", "trigger", "triggers", "services", "workflows", "key", "keys"])
# (Not "/token/": a block explorer's /token/<address> names a public contract.)
# A hook service's own host (hook.eu2.make.com/<key>): its path is the capability. Not "keys.": a key server's host.
_HOOK_HOSTS = frozenset(["hook", "hooks", "webhook", "webhooks"])
# Query names whose value is the capability.
_HOOK_QUERY = frozenset(["key", "token", "access_token", "api_key", "apikey", "auth", "secret", "sig_key", "hook_key",
                         "auth_token", "private_token"])
HOOK_URL = re.compile(r"https?://[^\s/?#\"'<>`]+(?P<p>[/?][^\s\"'<>`)\]]{8,2000})")
# A hook word ends its path segment ("build_hooks", "generic-webhook-trigger") and is followed by "/" for a segment
# after it: these literals (case folded) are in every URL the row takes.
HOOK_ANCHORS = (*(f"{w}/" for w in _HOOK_WORDS), *(f"{w}=" for w in _HOOK_QUERY),
                *(f"{w}=" for w in ("password", "passwd", "pwd", "pass", "passphrase", "secret", "token", "key", "psk",
                                    "pin", "credential", "credentials", "auth")),
                *(f"://{w}." for w in _HOOK_HOSTS))
_SEGMENT = re.compile(r"[^/?&=#@;]+")
_SHA = re.compile(r"[0-9a-f]{40}|[0-9a-f]{64}")


def random_token(v: str) -> bool:
    """``v`` (10+ letters and digits, ``-`` or ``_``) reads as random: it holds a digit, upper and lower case, and
    four or more changes of class (a lower letter to a capital or a digit, a digit to a letter) that are not a
    word's capital ("xEq7mDPE1a", not "MyProject2024")."""
    if len(v) < 10 or not re.fullmatch(r"[A-Za-z0-9_-]+", v):
        return False
    if not (any(c.isdigit() for c in v) and any(c.isupper() for c in v) and any(c.islower() for c in v)):
        return False

    def cls(c: str) -> int:
        return 0 if c.isdigit() else 1 if c.isupper() else 2 if c.islower() else 3

    if _wordy(v):
        return False
    changes = sum(1 for a, b in itertools.pairwise(v)
                  if cls(a) != cls(b) and not (cls(a) == 1 and cls(b) == 2) and 3 not in (cls(a), cls(b)))
    return changes >= 4


_CHUNK = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")


def _wordy(v: str) -> bool:
    """``v`` is words and numbers (``Setup-Guide-2024``, ``ReleaseNotes-v2``): every run of letters, cut at "-",
    "_" and at capitals, is three letters or more (or a "v" before a version number)."""
    for part in re.split(r"[-_]", v):
        for m in _CHUNK.finditer(part):
            c = m.group()
            if c.isalpha() and len(c) < 3 and not (c in ("v", "V") and part[m.end():m.end() + 1].isdigit()):
                return False
    return True


def _capability(v: str, hooked: bool = False) -> bool:
    """``v`` is a URL's capability; ``hooked`` when a hook word came before it in the URL: then a UUID (a hook's key:
    WeCom, Feishu, Cloudflare deploy hooks) and a run of lower-case letters and digits (Mattermost, Make) are too."""
    if hooked and (shape._UUID.fullmatch(v) or _lower_random(v)):
        return True
    if v.isdigit() or _SHA.fullmatch(v) or shape._UUID.fullmatch(v) or _wordy(v) or v.startswith(("0x", "0X")):
        return False  # a numeric id, a commit, a resource's UUID: named, not secret
    return shape.shape_ok("key", v, "", stated=True) or random_token(v)


def _lower_random(v: str) -> bool:
    """20+ lower-case letters and digits, three digits or more spread among the letters (``dqzai0837gup2hltv8qr``),
    not hex (a digest) and not words."""
    if len(v) < 20 or not re.fullmatch(r"[a-z0-9]+", v) or re.fullmatch(r"[0-9a-f]+", v):
        return False
    digits = sum(c.isdigit() for c in v)
    runs = len(re.findall(r"\d+", v))
    return digits >= 3 and runs >= 3 and len(v) - digits >= 8


def _query_name(name: str) -> bool:
    """A query parameter whose value is a credential: key, token, auth, ... or a NAME ending in one (dd-api-key)."""
    return name.lower() in _HOOK_QUERY or credential_name(name)


def hook_url(m: re.Match[str]) -> tuple[int, int] | None:
    """A URL whose path holds a hook word (``/hooks/``, ``/integration/``, ``/trigger/``, ``/services/``) followed by
    a random segment, or whose query gives ``key=``/``token=`` a random value: the span of that segment."""
    path_start = m.start("p")
    segments = list(_SEGMENT.finditer(m.group("p")))
    host = m.string[m.start():path_start].rsplit("/", 1)[-1].lower()
    hooked = host.split(".", 1)[0] in _HOOK_HOSTS and host.count(".") >= 2  # hook.eu2.make.com, hooks.example.org
    for i, seg in enumerate(segments):
        raw = seg.group()
        low = raw.lower()
        sep = m.group("p")[seg.start() - 1] if seg.start() else ""
        if sep == "=" and i and _query_name(segments[i - 1].group()) and _capability(raw, hooked):
            return path_start + seg.start(), path_start + seg.end()
        if hooked and sep == "/" and _capability(raw, True):
            return path_start + seg.start(), path_start + seg.end()
        if sep == "/" and (low in _HOOK_WORDS or re.split(r"[-_.]", low)[-1] in _HOOK_WORDS):
            hooked = True
    return None


# ------------------------------------------------------------------------------------------------
# Arguments: literals read one by one (SQL values, a call's positional arguments).
# ------------------------------------------------------------------------------------------------

_ARG = re.compile(r"""[ \t\n]*(?:(?P<s>'(?:[^'\n]|'')*'|"(?:[^"\\\n]|\\.)*"|`[^`\n]*`)"""
                  r"""|(?P<o>[^,()'"`;\n]*(?:\([^()\n]*\))?[^,()'"`;\n]*))[ \t\n]*""")


def _args(text: str, pos: int, limit: int = 24) -> list[tuple[str | None, int]]:
    """The arguments from ``text[pos]`` up to the closing ")" or ";" at most ``limit`` of them: each a string
    literal's content and its start, or None and the argument's start for anything else (a variable, a call, NULL)."""
    out: list[tuple[str | None, int]] = []
    while len(out) < limit:
        m = _ARG.match(text, pos)
        if m is None:
            break
        if m.group("s") is not None:
            lit = m.group("s")
            out.append((lit[1:-1].replace("''", "'") if lit[0] == "'" else lit[1:-1], m.start("s") + 1))
        else:
            out.append((None, m.start("o")))
        pos = m.end()
        if pos >= len(text) or text[pos] != ",":
            break
        pos += 1
    return out


# A NAME (a column, a setting) that holds a credential: its last word is one (api_key, DB_PASSWORD, apiToken,
# client_secret), not a word about one (password_hash, token_id, key_prefix, secret_name, password_updated_at).
_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")
_CREDENTIAL_END = re.compile(r"(?:^|_)(?:password|passwd|pwd|pass|passphrase|secret|token|key|apikey|psk|pin|"
                             r"credentials?|auth)$")


def credential_name(name: str) -> bool:
    """``name`` (a column, an environment variable, a setting) ends in a credential word."""
    low = _CAMEL.sub("_", name.strip("\"'`[] ")).lower().replace("-", "_").replace(".", "_")
    if low in ("key", "pass", "pin", "auth"):
        return False  # a key-value table's "key", a ticket "pass": the word alone names nothing secret
    return _CREDENTIAL_END.search(low) is not None and not re.search(r"(?:^|_)(?:public|publishable|pub|site)_", low)


def _secret_value(v: str) -> bool:
    if shape._PUBLIC.search(v):
        return False  # pk_live_..., ssh-ed25519 ...: public by their form
    return shape.shape_ok("key", v, "", stated=True) or (
        shape.shape_ok("password", v, "", stated=True) and not v.isdigit() and len(v) >= 6)


SQL_INSERT = re.compile(r"(?i:insert)[ \t\n](?i:into)[ \t\n]+[\w.\"`\[\]]{1,100}[ \t\n]*\((?P<c>[^()]{1,600})\)"
                        r"[ \t\n]*(?i:values)[ \t\n]*\(")
SQL_ANCHORS = ("insert into", "insert\tinto", "insert\ninto")


def sql_insert(m: re.Match[str]) -> tuple[int, int] | None:
    """``INSERT INTO t (name, api_key) VALUES ('x', 'secret')``: a literal under a column named for a credential,
    or, in a key-value table, the ``value`` of a row whose ``key``/``name`` is a credential's NAME; every row of a
    multi-row VALUES list is read (at most 20)."""
    text = m.string
    columns = [c.strip().strip("\"`[]").lower() for c in m.group("c").split(",")]
    pos = m.end()
    for _ in range(20):
        row = _args(text, pos, limit=len(columns) + 1)
        names = dict(zip(columns, row, strict=False))
        for column, (v, at) in names.items():
            if v is None:
                continue
            if credential_name(column) and _secret_value(v):
                return at, at + len(v)
            if column in ("value", "val", "setting_value", "config_value"):
                for key_column in ("key", "name", "setting", "setting_key", "config_key", "k"):
                    key = names.get(key_column, (None, 0))[0]
                    if key is not None and credential_name(key) and _secret_value(v):
                        return at, at + len(v)
        close = text.find(")", row[-1][1] if row else pos)
        nxt = re.compile(r"[ \t\n]*\)[ \t\n]*,[ \t\n]*\(").match(text, close) if close >= 0 else None
        if nxt is None:
            return None
        pos = nxt.end()
    return None


# Calls that take a password as a positional argument, by the argument's index: new PDO(dsn, user, password),
# mysqli_connect(host, user, password), DriverManager.getConnection(url, user, password), NetworkCredential(user,
# password), HTTPBasicAuth(user, password), ftp_login(conn, user, password), EXEC sp_addlinkedsrvlogin 'srv', 'false',
# NULL, 'user', 'password', smtp.PlainAuth("", user, password, host), x.login(user, password), setPassword("...").
_POSITIONS = {
    "pdo": (2,), "mysqli": (2,), "mysqli_connect": (2,), "mysql_connect": (2,), "mysqli_real_connect": (2, 3),
    "getconnection": (2,), "sp_addlinkedsrvlogin": (4,), "ftp_login": (2,), "ldap_bind": (2,),
    "ldap_simple_bind_s": (1,),
    "simple_bind_s": (1,), "ssh2_auth_password": (2,), "imap_open": (2,), "networkcredential": (1,),
    "passwordauthentication": (1,), "usernamepasswordcredentials": (1,), "httpbasicauth": (1,), "httpdigestauth": (1,),
    "basicauth": (1,), "digestauth": (1,), "login": (1,), "connect": (2, 3), "ftp": (2,), "ftp_tls": (2,),
    "plainauth": (2,), "setpassword": (0,), "setbasicauth": (1,), "withbasicauth": (1,), "auth_basic": (1,),
    "basic_auth": (1,), "credentials": (1,), "dbi_connect": (2,),
    # round 8: ORMs and clients that take (database, user, password), PDO's constructor named in a stack trace,
    # authenticators that take (user, password), XML-RPC's authenticate(db, login, password, {}).
    "sequelize": (2,), "pdo->__construct": (2,), "passwordauthenticator": (1,), "plainauthenticator": (1,),
    "authenticate": (2,), "usernamepasswordauthenticationtoken": (1,), "credential": (1,),
}
# Calls written without parentheses (Ruby, Perl, Elixir, T-SQL): the name, spaces, then a string literal.
_BARE_CALLS = ("sp_addlinkedsrvlogin", "basic_auth", "basicauth", "login", "authenticate")
POSITIONAL = re.compile(r"(?<![\w$])(?:(?P<f>(?i:" + "|".join(sorted(_POSITIONS, key=len, reverse=True))
                        + r")) ?\(|(?P<f2>(?i:" + "|".join(_BARE_CALLS) + r"))[ \t]+(?=['\"N@]))")
POSITIONAL_ANCHORS = (*(f + "(" for f in _POSITIONS), *(f + " (" for f in _POSITIONS),
                      *(f + sp for f in _BARE_CALLS for sp in " \t"))


def positional(m: re.Match[str]) -> tuple[int, int] | None:
    """A string literal at a call's password position (:data:`_POSITIONS`), shaped like a password."""
    args = _args(m.string, m.end())
    for i in _POSITIONS[(m.group("f") or m.group("f2")).lower()]:
        if i < len(args) and args[i][0] is not None:
            v, at = args[i]
            assert v is not None
            if (not v.isdigit() and shape.password_literal(v)
                    and not (i and args[i - 1][0] is not None and args[i - 1][0] == v)):
                return at, at + len(v)
        elif i < len(args):
            wrapped = _WRAPPED.match(m.string, args[i][1])  # Rust's Some("..."), Java's Optional.of("...")
            if wrapped is not None and shape.password_literal(wrapped.group("v")):
                return wrapped.span("v")
    return None


_WRAPPED = re.compile(r"(?:Some|Optional\.of|Optional\.ofNullable|Option|Just|Box::new)[ \t]*\([ \t]*"
                      r"(?P<q>[\"'])(?P<v>[^\"'\n]{1,128})(?P=q)[ \t]*\)")


# ------------------------------------------------------------------------------------------------
# Commands: credentials as arguments.
# ------------------------------------------------------------------------------------------------

COMMAND = re.compile(
    # curl -u user:password, wget --user=u --password=p is read by the rules; lftp -u user,'password'.
    r"(?<![\w-])(?:curl|xh|http|https|aria2c|svn|git)\b[^\n]{0,200}?[ \t](?:-u|--user|-U|--proxy-user)(?:[ \t]+|=)"
    r"[\"']?[^\s:\"'$]{1,64}:(?P<v>'[^'\n]{1,128}'|\"[^\"\n]{1,128}\"|[^\s\"']{1,128})"
    r"|(?<![\w-])(?:lftp|ncftp\w*|sftp|ftp)\b[^\n]{0,80}?[ \t]-u[ \t]+[\"']?[^\s,\"']{1,64},"
    r"(?P<v2>'[^'\n]{1,128}'|\"[^\"\n]{1,128}\"|[^\s\"']{1,128})"
    # cargo login TOKEN, npm/gem/<cli> login --token TOKEN, <cli> auth login TOKEN.
    r"|(?<![\w-])[\w.-]{2,30}[ \t]+(?:auth[ \t]+)?login[ \t]+(?:--?[\w-]+(?:[ \t]+|=))?"
    r"(?P<v3>[A-Za-z0-9_][A-Za-z0-9_-]{15,200})(?![^\s\"'])"
    # Round 24: govc's -u takes a URL's user information without its scheme ('root:password@esxi.lan'), and Poetry's
    # "config http-basic.<index> <user> <password>" stores the index's password.
    r"|(?<![\w-])govc\b[^\n]{0,200}?[ \t]-u(?:[ \t]+|=)[\"']?[^\s:\"'$@]{1,64}:(?P<v4>[^\s\"'@]{1,128})@[\w.-]+"
    r"|(?<![\w-])poetry[ \t]+config[ \t]+http-basic\.[\w.-]+[ \t]+[^\s\"']{1,64}[ \t]+"
    r"(?P<v5>'[^'\n]{1,128}'|\"[^\"\n]{1,128}\"|[^\s\"'-][^\s\"']{0,127})")
COMMAND_ANCHORS = (" -u", "\t-u", "--user", "--proxy-user", " login ", "\tlogin ", " login\t", "\tlogin\t",
                   "http-basic.")


def command(m: re.Match[str]) -> tuple[int, int] | None:
    """A password or token given to a command as an argument: shaped like one, not a variable."""
    for group, kind in (("v", "password"), ("v2", "password"), ("v3", "key"), ("v4", "password"), ("v5", "password")):
        raw = m.group(group)
        if raw is None:
            continue
        start = m.start(group)
        if raw[:1] in "'\"" and raw[-1:] == raw[:1]:
            raw, start = raw[1:-1], start + 1
        quoted = start != m.start(group)
        if raw.isdigit() or not (shape.shape_ok(kind, raw, "", stated=True)
                                 or (quoted and kind == "password" and shape.password_literal(raw))):
            return None
        return start, start + len(raw)
    return None


# ------------------------------------------------------------------------------------------------
# Name/value pairs: Kubernetes env (- name: API_TOKEN / value: "..."), ECS and JSON ({"name": ..., "value": ...}).
# ------------------------------------------------------------------------------------------------

NAME_VALUE = re.compile(
    r"(?<![\w-])(?i:name|key)[\"']?[ \t]*[:=][ \t]*[\"']?(?P<k>[A-Za-z_][\w.-]{1,80})[\"']?[ \t]*,?[ \t]*\n?"
    r"[ \t]*(?:-[ \t]*)?[\"']?(?i:value)[\"']?[ \t]?[:=][ \t]*"
    r"(?P<v>\"[^\"\n]{1,500}\"|'[^'\n]{1,500}'|[^\s,}\"'#]{1,500})")
NAME_VALUE_ANCHORS = tuple(f"value{q}{sp}{c}" for q in ("", "\"", "'") for sp in ("", " ", "\t") for c in ":=")


def name_value(m: re.Match[str]) -> tuple[int, int] | None:
    """A ``value`` whose sibling ``name`` is a credential's NAME, shaped like a secret."""
    if not credential_name(m.group("k")):
        return None
    v, at = shape._unwrap(m.group("v"), m.start("v"))
    return (at, at + len(v)) if _secret_value(v) else None


# ------------------------------------------------------------------------------------------------
# Keys by their own form: extended private keys (Base58Check), keypairs as JSON bytes, authenticator exports.
# ------------------------------------------------------------------------------------------------

EXTENDED_KEY = re.compile(r"(?<![\w])(?P<v>[xtyzuvYZUV]prv[1-9A-HJ-NP-Za-km-z]{100,112})(?![\w])")
EXTENDED_KEY_ANCHORS = ("xprv", "tprv", "yprv", "zprv", "uprv", "vprv")


def extended_key(m: re.Match[str]) -> tuple[int, int] | None:
    """A BIP32 extended private key: 111 characters (its 82 bytes), or Base58Check-valid at another length."""
    v = m.group("v")
    return m.span("v") if (len(v) == 111 and shape.entropy(v) >= 4.5) or shape.base58check(v) else None


BYTE_ARRAY = re.compile(r"\[[ \t\n]*(?P<b>(?:\d{1,3}[ \t\n]*,[ \t\n]*){31,63}\d{1,3})[ \t\n]*\]")
BYTE_ARRAY_ANCHORS = ("keypair", "key", "secret", "private", "wallet", "id.json", "seed", "signer")
_BYTES_CONTEXT = re.compile(r"(?i:keypair|key|secret|private|wallet|id\.json|seed|signer)")


def byte_array(m: re.Match[str]) -> tuple[int, int] | None:
    """32 or 64 numbers 0-255 in a JSON array, varied (not a table of small counts), after a key word within 80
    characters before it: a keypair or a seed written as bytes (a Solana ``id.json``)."""
    numbers = [int(x) for x in re.split(r"[ \t\n]*,[ \t\n]*", m.group("b"))]
    if len(numbers) not in (32, 64) or max(numbers) > 255 or len(set(numbers)) < 20 or max(numbers) < 128:
        return None
    before = m.string[max(0, m.start() - 80):m.start()]
    if re.search(r"(?i:pub)", before.rsplit("\n", 1)[-1]):
        return None  # a public key (pubkey, publicKey) written as bytes
    return m.span() if _BYTES_CONTEXT.search(before) else None


OTPAUTH_MIGRATION = re.compile(r"otpauth-migration://offline\?data=(?P<v>[A-Za-z0-9%+/=_-]{20,})")
OTPAUTH_MIGRATION_ANCHORS = ("otpauth-migration://",)


def otpauth_migration(m: re.Match[str]) -> tuple[int, int] | None:
    """An authenticator's export URL: its data is every account's seed."""
    return m.span("v")


# ------------------------------------------------------------------------------------------------
# A literal named by the comment after it ("mo587B..." // prod key), a secret UUID by its NAME (Secret ID = ...).
# ------------------------------------------------------------------------------------------------

# The comment opens with "//", "--" or "/*", or with "#" after two spaces, a tab, a ")" or the literal's quote (the
# prefilter reads every digit as "#": "# " alone would make every "5 " an anchor).
COMMENTED = re.compile(r"(?P<q>[\"'`])(?P<v>[A-Za-z0-9_\-+/=.]{16,200})(?P=q)"
                       r"(?:[^\n\"'`]{0,80}?(?://|--|/\*|  #|\t#|\) #)|[ ]#)[ \t](?P<c>[^\n]{0,60})")
COMMENTED_ANCHORS = tuple(f"{opener}{space}" for opener in ("//", "--", "/*", "  #", "\t#", ") #", "\" #", "' #", "` #")
                          for space in " \t")
_COMMENT_KEY = re.compile(r"(?i:\b(?:key|token|secret|password|passwd|api[ _-]?key|creds?|credentials?)s?\b)")
_COMMENT_NOT = re.compile(r"(?i:public|publishable|\bhash|\bid\b|fingerprint|example|test|fake|dummy|sample|"
                          r"placeholder|"
                          r"checksum|digest|sha|commit|version|not a|isn't)")


def commented(m: re.Match[str]) -> tuple[int, int] | None:
    """A string literal shaped like a key whose line comment calls it a key, a token or a secret."""
    if not _COMMENT_KEY.search(m.group("c")) or _COMMENT_NOT.search(m.group("c")):
        return None
    return m.span("v") if shape.shape_ok("key", m.group("v"), "", stated=True) else None


# (Round 28: and a UUID under a key's or a token's name that says it grants access, "No-IP update key for the NAS:
# <uuid>", "API key: <uuid>"; what the key is for may stand between, up to a few words.)
SECRET_UUID = re.compile(
    r"(?i:secret[ _-]?id|x-(?:consul|nomad|vault)-token|(?:acl|master|bootstrap|management)[ _-]?token"
    r"|(?:update|api|auth|access)[ _-]?(?:key|token)(?:[ \t]+(?:for|of)[ \t]+[^\n:=\"']{1,40}?)?)[\"']?[ \t]*"
    r"(?:[:=]|\bis\b)[ \t]*[\"']?(?P<v>[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})"
    r"(?![\w-])")
SECRET_UUID_ANCHORS = ("secret id", "secret_id", "secret-id", "secretid", "-token", "acl token", "acl_token",
                       "master token", "master_token", "bootstrap token", "bootstrap_token", "management token",
                       "management_token", "acltoken", "mastertoken", "bootstraptoken", "managementtoken",
                       *(f"{a}{j}{b}" for a in ("update", "api", "auth", "access") for j in (" ", "_", "-", "")
                         for b in ("key", "token")))


def secret_uuid(m: re.Match[str]) -> tuple[int, int] | None:
    """A UUID under a NAME that makes it the secret (Nomad's and Vault's ``Secret ID``, ``X-Consul-Token``)."""
    return m.span("v")


# A key whose prefix names its environment, not its vendor ("live_" + 30 random characters: Mollie and others).
LIVE_KEY = re.compile(r"(?<![\w-])(?P<v>live_[A-Za-z0-9]{24,64})(?![\w-])")
LIVE_KEY_ANCHORS = ("live_",)


def live_key(m: re.Match[str]) -> tuple[int, int] | None:
    """``live_`` and a random body (mixed case and digits): a production key."""
    return m.span("v") if shape.shape_ok("key", m.group("v")[5:], "", stated=True) else None


# ------------------------------------------------------------------------------------------------
# A bank account's code (round 8): a PIN, a TAN, a code of a bank's app or device beside an IBAN.
# ------------------------------------------------------------------------------------------------

# An IBAN, a few characters, a code word (glued to a name: "BankID-kod", "Smart-ID PIN1"), up to three words ("app",
# "z kalkulačky"), the digits. The IBAN first: ordinary text ("rejected for code E12") fails at its first characters.
ACCOUNT_CODE = re.compile(
    r"(?<![A-Za-z0-9])(?P<iban>[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{4}){2,7}(?:[ ]?[A-Z0-9]{1,3})?)(?![A-Za-z0-9])"
    r"[^\n]{0,60}?(?i:(?<![\w])(?P<w>(?:[\w]+-)?(?:code|kod|kód|kode|koodi|kods|kodas|pin[12]?|pincode|pinkode|tan|"
    r"passcode|şifre\w{0,4}|sifre\w{0,4}))(?![\w]))(?:[ \t]+[^\s\d:=]{1,20}){0,3}?[ \t]*[:=]?[ \t]*"
    r"(?P<v>\d{4,10})(?![\d,.]\d|\d)")
# (A code word is followed by a space, a tab, ":" or "=": "pin" and "tan" alone are in "shipping" and "important".)
ACCOUNT_CODE_ANCHORS = ("code", "kod", "kód", "kode", "koodi", *(f"{w}{c}" for w in ("pin", "tan") for c in " \t:="),
                        "pin#", "passcode", "şifre", "Şifre", "sifre")
# fp44: the two letters that open an IBAN are a country of the IBAN registry (or of the partial, national schemes
# that borrow its form); a parcel's or an order's number that passes the check digits by chance opens with none.
_IBAN_COUNTRIES = frozenset((
    "AD", "AE", "AL", "AT", "AZ", "BA", "BE", "BG", "BH", "BI", "BR", "BY", "CH", "CR", "CY", "CZ", "DE", "DJ", "DK",
    "DO", "EE", "EG", "ES", "FI", "FK", "FO", "FR", "GB", "GE", "GI", "GL", "GR", "GT", "HN", "HR", "HU", "IE", "IL",
    "IQ", "IR", "IS", "IT", "JO", "KW", "KZ", "LB", "LC", "LI", "LT", "LU", "LV", "LY", "MA", "MC", "MD", "ME", "MG",
    "MK", "ML", "MN", "MR", "MT", "MU", "MZ", "NE", "NI", "NL", "NO", "OM", "PK", "PL", "PS", "PT", "QA", "RO", "RS",
    "RU", "SA", "SC", "SD", "SE", "SI", "SK", "SM", "SN", "SO", "ST", "SV", "TD", "TG", "TL", "TN", "TR", "UA", "VA",
    "VG", "XK", "YE", "AO", "BF", "BJ", "CF", "CG", "CI", "CM", "CV", "DZ", "GA", "GQ", "GW", "KM",
))
# fp44: the code word qualified after it: "code postal 33421", "kod pocztowy", "código postal"
_QUALIFIED_AFTER = re.compile(r"(?i)[ \t]+(?:postal|postale|pocztowy|poštovní|postn|zip|tracking|de[ \t]+rastreo)\b")


def _iban_country(iban: str) -> bool:
    """The IBAN opens with a country of the registry (see :data:`_IBAN_COUNTRIES`)."""
    return iban[:2] in _IBAN_COUNTRIES


_NOT_ACCOUNT_CODE = re.compile(r"(?i)\b(?:sort|bank|swift|bic|branch|routing|postal|post|zip|reference|ref|invoice|"
                               r"ifsc|clabe|tax|vat|area|country|error|promo|tracking|order|customer|client)[ \t-]*$")


def account_code(m: re.Match[str]) -> tuple[int, int] | None:
    """Digits after a code word on a line that holds a valid IBAN before them: the account and the code that opens it,
    given together (a sort code, a reference or a postal code is not one)."""
    if _NOT_ACCOUNT_CODE.search(m.string, max(m.end("iban"), m.start("w") - 20), m.start("w")):
        return None
    if not _iban_country(m.group("iban")) or _QUALIFIED_AFTER.match(m.string, m.end("w")):
        return None  # fp44: no IBAN country ("JD5849484004337699", a parcel's number); "code postal 33421"
    digits = m.group("v")
    if len(set(digits)) == 1 or (len(digits) == 4 and digits[:2] in ("19", "20")):
        return None  # one digit repeated, a year
    return m.span("v") if shape._iban_ok(m.group("iban").replace(" ", "")) else None


# ------------------------------------------------------------------------------------------------
# A credential's value one level down (round 8): a template parameter named for a password with its Default or
# value (CloudFormation, ARM parameter files, Helm values), a Terraform state's random_password with its result.
# ------------------------------------------------------------------------------------------------

NESTED = re.compile(
    r"(?<![A-Za-z0-9_.-])(?P<k>[A-Za-z0-9_.-]*(?i:password|passwd|secret|token|api[_-]?key|apikey|psk))[\"']?[ \t]*:"
    r"[ \t]*\{?[ \t]*\n?"
    r"(?:[^\n]{0,120}\n){0,3}?[^\n]{0,120}?(?<![\w-])[\"']?(?i:value|default|defaultvalue|result|plaintext)[\"']?"
    r"[ \t]*:[ \t]*"
    r"(?P<v>\"[^\"\n]{1,128}\"|'[^'\n]{1,128}'|[^\s\"',}]{1,128})"
    r"|\"type\":[ \t]*\"(?P<k2>random_password|random_string)\"[^\n]{0,300}?\"result\":[ \t]*"
    r"\"(?P<v2>[^\"\n]{1,128})\"")
NESTED_ANCHORS = ("value", "default", "result", "plaintext")


def nested(m: re.Match[str]) -> tuple[int, int] | None:
    """The value under a credential's NAME one level down, shaped like a password (a length, a TTL, a name or an ARN
    under it is not)."""
    group = "v" if m.group("v") is not None else "v2"
    name = m.group("k") or m.group("k2")
    if group == "v" and not credential_name(name):
        return None
    v, at = m.group(group), m.start(group)
    if v[:1] in "'\"" and v[-1:] == v[:1]:
        v, at = v[1:-1], at + 1
    return (at, at + len(v)) if shape.password_literal(v) else None


# ------------------------------------------------------------------------------------------------
# Credentials as a command's arguments, more forms (round 8).
# ------------------------------------------------------------------------------------------------

ARGUMENT = re.compile(
    # user:password after an option or a word that names credentials: --src-creds u:p, login=u:p, addauth digest u:p.
    r"(?i:(?<![\w-])-{1,2}[\w-]{0,30}?(?:creds?|credentials|userpass|user-pass)"
    r"|(?<![\w-])(?:login|creds?|credentials|userpass|addauth[ \t]+digest))"
    r"(?:[ \t]+|=)[\"']?[^\s:\"'@/]{1,64}:(?P<v>[^\s\"'@]{1,128})"
    # An API token as HTTP Basic's user, with a dummy password: curl -u TOKEN:X.
    r"|(?<!\S)(?:-u|--user)[ \t]+[\"']?(?P<v2>[A-Za-z0-9_-]{16,128}):[Xx]?(?=[\"']?(?:[ \t]|$))"
    # IRC: /msg NickServ IDENTIFY [nick] password.
    r"|(?i:nickserv)[ \t]+(?i:identify)[ \t]+(?:[^\s]+[ \t]+)?(?P<v3>[^\s]+)[ \t]*$"
    # SQL clients: connect to DB user NAME using PASSWORD (DB2, Informix).
    r"|(?i:\buser)[ \t]+[^\s]+[ \t]+(?i:using)[ \t]+(?P<v4>[^\s;]+)"
    # SNMP communities: snmp-server community NAME RO|RW, rocommunity NAME, rwcommunity NAME.
    r"|(?i:\bcommunity)[ \t]+(?P<v5>[^\s]+)[ \t]+(?:RO|RW|ro|rw)\b|(?i:\b(?:ro|rw)community6?)[ \t]+(?P<v6>[^\s]+)"
    # A CLI's auth verb and its token: snyk auth TOKEN.
    r"|(?<![\w-])[\w.-]{2,30}[ \t]+auth[ \t]+(?P<v7>[A-Za-z0-9_-]{16,200})(?![^\s\"'])",
    re.M)
ARGUMENT_ANCHORS = ("cred", "userpass", "user-pass", "login", "digest", "-u ", "-u\t", "--user", "identify", "using",
                    "community", " auth ", " auth\t", "\tauth ", "\tauth\t")


def argument(m: re.Match[str]) -> tuple[int, int] | None:
    """A password or token in one of :data:`ARGUMENT`'s places: shaped like one (a community, a UUID token given to a
    CLI's auth verb too), not digits alone (a port)."""
    for group in ("v", "v2", "v3", "v4", "v5", "v6", "v7"):
        v = m.group(group)
        if v is None:
            continue
        if v.isdigit() or v.lower() in ("public", "private"):
            return None  # a port; SNMP's default communities, known to all
        if group in ("v2", "v7"):
            ok = shape.shape_ok("key", v, "", stated=True) or random_token(v) or (
                group == "v7" and shape._UUID.fullmatch(v) is not None)
        else:
            ok = shape.password_literal(v)
        return m.span(group) if ok else None
    return None
