"""Values that look like secrets and are not, whatever row found them (round 8's near misses).

Each function names one reason a value shown is not a credential, by its form or by what its line says about it; the
shared near-miss check of :mod:`.secrets` (``_near_miss``) asks them all:

* **a verifier or a ciphertext**, by its standard form: a password hash (crypt ``$id$`` formats, also with Docker
  Compose's ``$$`` escapes; Django's ``algorithm$iterations$salt$hash``; PostgreSQL's ``SCRAM-SHA-256$...``; LDAP's
  ``{SSHA}``; MySQL's ``*`` + 40 hex), a Jenkins ``{AQAAABAAAA...}`` secret, a Vault transit ``vault:v1:`` value, an
  encrypted file's ``data--iv--tag`` (Rails ``*.enc``): what protects a secret, not the secret;
* **a template marker** (``__REPLACE__``, ``__DB_PASSWORD__``): a value still to be filled in;
* **a call that reads the secret** (``Read-Host -AsSecureString``, ``lookupEnv "GITHUB_TOKEN"``): code, not a value;
* **a value its line says is a documentation example** ("the Kubernetes docs' example", "the API reference shows ...
  as the example key"), **or public by design** in phrasings :mod:`.secrets` does not read ("runs in the browser",
  "browser SDK key", "not the secret key", "the secret stays on the server"); a JWT too (a Supabase anon key said to
  be "safe in the browser"; an anon key nothing is said of stays refused, as the first corpus labels it);
* **a card payment's authorisation code** printed on a receipt (beside a masked card number or a total);
* **a field of a Wi-Fi QR string** other than its password (``WIFI:T:nopass;S:Guest;;``).
"""

from __future__ import annotations

import re

from .lines import line_around

# ------------------------------------------------------------------------------------------------
# Verifiers and ciphertext, by their form.
# ------------------------------------------------------------------------------------------------

_HASH = re.compile(
    r"\${1,2}(?:2[abxy]?|apr1|1|5|6|7|8|9|y|gy|argon2(?:id|i|d)|scrypt|pbkdf2[\w-]*|sha\d*|md5)\${1,2}"  # crypt
    r"(?=[^$\s]*\$)"
    # (round 72: its salt's own "$" after the prefix - "$2b$12$...", "$6$salt$hash": not a password with "$y$" inside)
    r"|^(?:pbkdf2_sha\d+|pbkdf2_sha1|bcrypt_sha256|bcrypt|argon2|scrypt|sha1|md5|unsalted_md5|crypt)\$\w"  # Django
    r"|^SCRAM-SHA-(?:1|256|512)\$\d+:"  # PostgreSQL / MongoDB SCRAM verifiers
    r"|^\{(?:SSHA|SSHA256|SSHA384|SSHA512|SHA|SHA256|SHA384|SHA512|MD5|SMD5|CRYPT|PBKDF2[\w-]*|ARGON2|BCRYPT)\}"  # LDAP
    r"|^\*[0-9A-F]{40}$"  # MySQL native
    r"|^\{AQAAABAAAA[A-Za-z0-9+/=]{20,}\}?$"  # Jenkins credentials.xml
    r"|^vault:v\d+:[A-Za-z0-9+/=]{16,}$",  # Vault transit
    re.I)
# data--iv--tag in base64: an encrypted file (Rails credentials.yml.enc) when the text names one.
_ENCRYPTED_FILE_VALUE = re.compile(r"[A-Za-z0-9+/]{16,}={0,2}--[A-Za-z0-9+/]{12,}={0,2}--[A-Za-z0-9+/]{16,}={0,2}")
_ENCRYPTED_FILE = re.compile(r"\.enc\b|\bencrypted\b|\bciphertext\b", re.I)
_TEMPLATE_MARKER = re.compile(r"__[A-Z][A-Z0-9_]*__")


def verifier_or_ciphertext(v: str, text: str) -> bool:
    """``v`` is a password hash, or ciphertext in a standard envelope (``text`` is the whole text: an encrypted
    file's body is ciphertext when the text names such a file)."""
    v = v.strip("\"'`")
    if v.startswith("\\n"):
        v = v[2:]
    if _HASH.search(v):
        return True
    return _ENCRYPTED_FILE_VALUE.fullmatch(v) is not None and _ENCRYPTED_FILE.search(text, 0, 4000) is not None


def template_marker(v: str) -> bool:
    """``v`` is a template's marker, ``__REPLACE__``: filled in at deploy time."""
    return _TEMPLATE_MARKER.fullmatch(v.strip("\"'`")) is not None


# A call: a PowerShell cmdlet (Verb-Noun) followed by a parameter, or a function name (no digit) followed by a quoted
# environment variable's NAME.
_CMDLET = re.compile(r"[A-Z][a-z]+-[A-Z][A-Za-z]+")
_AFTER_CALL = re.compile(r"[ \t]+(?:-[A-Za-z]\w*|[\"'][A-Z][A-Z0-9_]*[\"'])")


def call_reads(text: str, start: int, end: int) -> bool:
    """``text[start:end]`` is a function that reads the secret (``Read-Host -AsSecureString``, ``lookupEnv
    "TOKEN"``), not the secret."""
    v = text[start:end]
    if any(c.isdigit() for c in v) or not re.fullmatch(r"[A-Za-z][\w-]*", v):
        return False
    after = _AFTER_CALL.match(text, end)
    if after is None:
        return False
    return _CMDLET.fullmatch(v) is not None or after.group().lstrip()[0] in "\"'"


# ------------------------------------------------------------------------------------------------
# What the line says.
# ------------------------------------------------------------------------------------------------

_DOCS = re.compile(r"(?i)\b(?:docs?|documentation|api reference|reference docs|readme|manual|tutorial)\b")
_EXAMPLE = re.compile(r"(?i)\b(?:example|sample)s?\b")
_PUBLIC_PHRASE = re.compile(
    r"(?i)\b(?:runs? in the browser|safe (?:in|for) the browser|shipped to (?:the |every )?browsers?|"
    r"browser[ -](?:sdk|js|side)\b|not the secret(?: key)?|the secret (?:stays|lives|remains|is kept) on the "
    r"(?:server|backend)|(?:key_?id|client_?id|public key) only\b)")


# What takes a claim of "example", "test" or "public" back: the line denies it ("not a test card", "isn't the docs'
# example") or calls the value real ("my live key", "the production token"); and a claim of a test or example value is
# taken back by a vendor's live-mode prefix in the value (``sk_live_...``, ``rk_live_``: the provider's own word that it
# is no test value; a live publishable key, ``pk_live_``, may still be public). A claim's words elsewhere on such a
# line ("see the docs for an example of using it") say nothing about the value.
_DENIED = re.compile(
    r"(?i)\b(?:not|isn't|is not|aren't|never|no longer|instead of)\s+(?:(?:a|an|the|just|one of the|from the|our|"
    r"my)\s+)?(?:test|sandbox|example|sample|demo|dummy|docs?'?|documentation|public|publishable|browser)\b"
    r"|\b(?:real|live|production|prod|actual)\s+(?:[\w-]+\s+)?(?:card|key|token|password|secret|credential)s?\b")
_LIVE_VALUE = re.compile(r"(?i)(?:^|[_-])live[_-]")


def claim_denied(line: str, value: str, *, example: bool = True) -> bool:
    """Whether ``line`` denies that ``value`` on it is a test, example or public one, or (`example`: the claim is of a
    test or example value) ``value`` is a live-mode key: then no statement on the line makes the value harmless."""
    return (example and _LIVE_VALUE.search(value) is not None) or _DENIED.search(line) is not None


def documented_example(text: str, start: int, end: int) -> bool:
    """The line of ``text[start:end]`` says it is a documentation example ("the Kubernetes docs' Secret example",
    "the API reference shows ... as the example key"), and takes nothing back (claim_denied): a published value, not
    a credential."""
    line = line_around(text, start, end)
    return (_DOCS.search(line) is not None and _EXAMPLE.search(line) is not None
            and not claim_denied(line, text[start:end]))


def said_public(text: str, start: int, end: int) -> bool:
    """The line says the value is public by design in words :mod:`.secrets` does not read: "runs in the browser",
    "browser SDK key", "not the secret key", "the secret stays on the server", and takes nothing back
    (claim_denied)."""
    line = line_around(text, start, end)
    return _PUBLIC_PHRASE.search(line) is not None and not claim_denied(line, text[start:end], example=False)


_AUTH_CODE_BEFORE = re.compile(r"(?i)\b(?:auth(?:ori[sz]ation)?|approval|appr)[ .]*(?:code|no\.?|#)[ \t]*[:#]?[ \t]*$")
_RECEIPT = re.compile(r"(?i)[*xX•]{4,}[ -]?\d{4}\b|\b(?:total|subtotal|amount|approved|terminal|merchant|receipt)\b")


def receipt_code(text: str, start: int) -> bool:
    """``text[start:]`` is a card payment's authorisation code on a receipt ("AUTH CODE: 5L8CL2" beside a masked card
    or a total): it proves a payment went through, it opens nothing."""
    line_start = max(text.rfind("\n", max(0, start - 200), start) + 1, start - 200)
    while start > line_start and text[start - 1].isalnum():
        start -= 1  # session 48 (fp207): a code read from its second character ("Approval code K84I64" as "84I64")
    return (_AUTH_CODE_BEFORE.search(text, line_start, start) is not None
            and _RECEIPT.search(text, max(0, start - 400), start + 400) is not None)


def wifi_qr_field(text: str, start: int) -> bool:
    """``text[start:]`` starts inside a Wi-Fi QR string (``WIFI:T:nopass;S:Guest;;``) at a field other than ``P:``
    (the network's type or name)."""
    return text[max(0, start - 5):start].upper() == "WIFI:" and text[start:start + 2].upper() in ("T:", "S:", "H:")
