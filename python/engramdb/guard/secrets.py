"""Secrets are never stored: the detectors behind :func:`find_secrets`, :func:`find_secrets_many` and
:func:`check_text`.

:func:`find_secrets` spots passwords, payment cards, API keys, JWTs, PEM private keys and one-time codes;
:func:`check_text` turns a finding into a :class:`SecretError` that names the kind but never repeats the
secret. :func:`find_secrets_many` does the same for a batch with one native prefilter pass, so the bulk path
does not pay a Python regex loop per text.

Detection is table driven: every detector is one row of ``_DETECTORS`` (kind, pattern, literal anchors,
validator), and the batch prefilter is generated from the anchors. The detectors are pure Python (standard
library ``re``); the batch prefilter is the C++ anchor scan ``engramdb._core.AnchorSet``.
"""

from __future__ import annotations

import base64
import binascii
import json
import math
import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..errors import SecretError
from .prefilter import _FOLD, _FOLDS_TO_ASCII, _anchor_candidates, _require_str

SECRET_KINDS: tuple[str, ...] = ("password", "payment_card", "api_key", "jwt", "private_key", "one_time_code")
"""Every kind :func:`find_secrets` reports, and the ``kind`` of every :class:`SecretError`."""


@dataclass(frozen=True)
class Finding:
    """A secret found in a text: its kind and the character span ``text[start:end]`` of the secret value."""

    kind: str
    start: int
    end: int


# --------------------------------------------------------------------------------------------------
# Validators. Each takes the regex match and returns the span of the secret, or None to reject it.
# --------------------------------------------------------------------------------------------------

_Span = tuple[int, int]
_Validator = Callable[[re.Match[str]], "_Span | None"]


def _entropy(value: str) -> float:
    """Shannon entropy of ``value`` in bits per character."""
    n = len(value)
    return -sum(c / n * math.log2(c / n) for c in Counter(value).values())


_PLACEHOLDER = re.compile(r"your|xxxx|example|placeholder|redacted|changeme|dummy|<|>|\{|\}|\$", re.I)


def _high_entropy(m: re.Match[str]) -> _Span | None:
    """A token value: at least 16 characters, letters and digits, not a placeholder, entropy >= 3 bits."""
    v = m.group("v")
    ok = (
        len(v) >= 16
        and any(c.isdigit() for c in v)
        and any(c.isalpha() for c in v)
        and not _PLACEHOLDER.search(v)
        and _entropy(v) >= 3.0
    )
    return m.span("v") if ok else None


def _letters_and_digits(m: re.Match[str]) -> _Span | None:
    """A vendor-prefixed key: its body must mix letters and digits (real keys do; prose does not)."""
    v = m.group("v")
    return m.span("v") if any(c.isdigit() for c in v) and any(c.isalpha() for c in v) else None


def _jwt_header(m: re.Match[str]) -> _Span | None:
    """A JWT: the first part must decode to a JSON object with an ``alg`` member."""
    head = m.group("v").split(".", 1)[0]
    try:
        obj = json.loads(base64.urlsafe_b64decode(head + "=" * (-len(head) % 4)))
    except (binascii.Error, ValueError):
        return None
    return m.span("v") if isinstance(obj, dict) and "alg" in obj else None


def _luhn_ok(digits: str) -> bool:
    """The Luhn (mod 10) check every payment card number passes."""
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


# A number labelled as something else (order, invoice, phone, account, ...) right before it is not a card.
_ID_LABEL = re.compile(
    r"\b(?:order|invoice|inv|po|purchase order|tracking|awb|shipment|consignment|ref|reference|txn|transaction|"
    r"utr|account|acct|a/c|iban|phone|mobile|tel|fax|isbn|gstin|serial|sku|ticket|case|booking|pnr|batch|lot|"
    r"imei|customer|member|policy|claim)\b(?:\s*(?:no\.?|number|num|id|#|:|-))*\s*$",
    re.I,
)


def _payment_card(m: re.Match[str]) -> _Span | None:
    """13-19 digits, a card network's first digit (2-6), the Luhn check, and not labelled as another id."""
    digits = re.sub(r"\D", "", m.group("v"))
    if not (13 <= len(digits) <= 19 and digits[0] in "23456" and _luhn_ok(digits)):
        return None
    if len(set(digits)) == 1:
        return None
    if _ID_LABEL.search(m.string, max(0, m.start("v") - 40), m.start("v")):
        return None
    return m.span("v")


# Words between an OTP keyword and a number that say the number is not the code ("OTP expiry is 300").
_OTP_NOT_A_CODE = re.compile(
    r"\b(?:id|template|length|digits?|expir\w*|limit|attempts?|retries|timeout|seconds?|secs?|minutes?|mins?|"
    r"hours?|days?|ttl|window|count|policy|sender|port|version|error|status|ending|ends)\b",
    re.I,
)


def _one_time_code(m: re.Match[str]) -> _Span | None:
    """The number after an OTP keyword, unless the words in between say it is something else."""
    return None if _OTP_NOT_A_CODE.search(m.string, m.end("k"), m.start("v")) else m.span("v")


# Lower-case words that follow "password is" / "password:" in sentences *about* passwords.
_NOT_A_PASSWORD = frozenset(
    ["the", "a", "an", "not", "never", "now", "still", "also", "only", "just", "same", "different", "required", "mandatory", "optional", "needed", "necessary", "missing", "empty", "blank", "none", "null", "nil", "unknown", "unset", "incorrect", "wrong", "invalid", "valid", "correct", "weak", "strong", "secure", "insecure", "long", "short", "too", "very", "at", "in", "on", "for", "to", "of", "from", "by", "with", "as", "and", "or", "but", "that", "this", "these", "those", "it", "its", "your", "my", "our", "their", "his", "her", "set", "reset", "sent", "kept", "stored", "saved", "shared", "changed", "rotated", "managed", "must", "should", "will", "can", "cannot", "may", "might", "would", "could", "has", "have", "had", "be", "been", "being", "is", "was", "are", "were", "case", "hidden", "secret", "private", "protected", "available", "below", "above", "here", "there", "what", "which", "who", "how", "where", "when", "why", "please", "change", "update", "use", "see", "enter", "ask", "contact", "sensitive", "good", "bad", "fine", "ok", "okay", "ready", "done", "complete", "pending", "due", "less", "more", "least", "most", "following", "attached", "included", "known", "forgotten", "stolen", "compromised", "leaked", "lost", "expiring", "temporary", "temp", "new", "old", "policy", "manager", "rules", "requirements", "length", "reset-link", "link", "tbd", "tba", "n/a", "na", "unchanged", "same-as", "usual", "default"]
)
_WORDY_SUFFIX = re.compile(r"(?:ed|ing|ly|able|ible|ment|ness|tion|sion)$")
# A variable standing for the value: ${VAR}, $(cmd), $VAR, $db_pass, %VAR% (not "$Tundr4438", "%J4sp3r45").
_VARIABLE = r"(?-i:\$\{[^}]*\}?|\$\([^)]*\)?|\$[A-Za-z_]+|\$[a-z_][a-z0-9_]*|\$[A-Z0-9]*_[A-Z0-9_]*|%[A-Za-z_]\w*%)"
_PASSWORD_PLACEHOLDER = re.compile(r"^(?:[*•·x#._-]+|<.*>|\[.*\]|\{.*\}|" + _VARIABLE + r"|https?://.*)$", re.I)
# A value that is code reading the secret from elsewhere: os.environ['X'], process.env.X, getenv("X"),
# settings.db_password, vault:secret/x, ${{ secrets.X }}.
_REFERENCE = re.compile(
    r"^(?:[A-Za-z_][\w.]*\s*[(\[]|[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+$|(?:vault|ssm|secretsmanager|keyvault|env|file):)"
)
_TRAILING = ".,;:)]}"


def _password_value(m: re.Match[str], *, strong: bool) -> _Span | None:
    """The value after a password keyword; ``strong`` (no "is"/":" before it) demands letters and digits."""
    start, end = m.span("v")
    v = m.group("v")
    if v[:1] in "\"'`" and v[-1:] == v[:1] and len(v) >= 2:  # quoted: take it as said
        return (start + 1, end - 1) if len(v) > 2 and not _PASSWORD_PLACEHOLDER.match(v[1:-1]) else None
    stripped = v.rstrip(_TRAILING + "\"'`")
    end -= len(v) - len(stripped)
    v = stripped
    if len(v) < 4 or _PASSWORD_PLACEHOLDER.match(v) or _REFERENCE.match(v):
        return None
    if strong:
        ok = any(c.isdigit() for c in v) and any(c.isalpha() for c in v) and not re.search(r"[-/]", v)
        return (start, end) if ok else None
    low = v.lower()
    if low in _NOT_A_PASSWORD or (v.isalpha() and v.islower() and _WORDY_SUFFIX.search(v)):
        return None
    if re.fullmatch(r"[a-z]+(?:-[a-z]+)+", v):  # "case-sensitive", "single-use"
        return None
    return start, end


def _stated_password(m: re.Match[str]) -> _Span | None:
    """Stated form (password is X, password for the VPN: X): any value that is not an ordinary word."""
    return _password_value(m, strong=False)


def _bare_password(m: re.Match[str]) -> _Span | None:
    """Bare form (with password X): only a value that looks like one (quoted, or letters with digits)."""
    return _password_value(m, strong=True)


# Values that stand for a credential rather than being one: <password>, ${VAR}, ****, the word itself.
_CREDENTIAL_PLACEHOLDER = re.compile(
    r"^(?:[*•·x#._-]+|.*<[^>]*>.*|.*\$\{.*|.*\$\(.*|" + _VARIABLE + r"|.*\{\{.*|(?:pass(?:word)?|passwd|pwd|pw|secret|token|"
    r"changeme|redacted|none|null|your[\w-]*|replace[\w-]*|example[\w-]*|xxx+|\.\.\.|dummy|test|guest)|[A-Z][A-Z_]*[A-Z])$",
    re.I)


def _url_password(m: re.Match[str]) -> _Span | None:
    """The password of a URL's user:password@ part, unless it is a placeholder (user:<password>@host)."""
    pw = m.group("v")
    return None if _CREDENTIAL_PLACEHOLDER.match(pw) or (pw.isupper() and pw.isalpha()) else m.span("v")


def _assigned_secret(m: re.Match[str]) -> _Span | None:
    """NAME=value for a NAME that says credential: a value of 6+ characters that is not a placeholder and not
    only letters in one case or only digits (a TTL, a length, a flag)."""
    start, end = m.span("v")
    v = m.group("v")
    if v[:1] in "\"'" and v[-1:] == v[:1]:
        start, end, v = start + 1, end - 1, v[1:-1]
    v2 = v.rstrip(_TRAILING)
    end -= len(v) - len(v2)
    v = v2
    if (len(v) < 6 or _CREDENTIAL_PLACEHOLDER.match(v) or _REFERENCE.match(v) or v.isdigit()
            or (v.isalpha() and (v.islower() or v.isupper()))):
        return None
    return start, end


def _whole(m: re.Match[str]) -> _Span | None:
    """The pattern alone is proof enough: the span of group ``v``."""
    return m.span("v")


# --------------------------------------------------------------------------------------------------
# The detector table.
# --------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Detector:
    """One row: ``pattern`` finds a candidate (group ``v`` is the secret), ``validate`` confirms it.

    ``anchors`` are literal strings, one of which occurs (ignoring ASCII case) in every text that
    ``pattern`` matches; ``#`` stands for any digit. The anchors of all rows are the batch prefilter of
    :func:`find_secrets_many`, so keep that promise when editing a row (the agreement tests check it).
    """

    kind: str
    pattern: re.Pattern[str]
    anchors: tuple[str, ...]
    validate: _Validator = _whole


_VALUE = r"[A-Za-z0-9_\-+/=~]+(?:\.[A-Za-z0-9_\-+/=~]+)*"  # a token; a dot only inside it, not at its end
_FOR_PHRASE = r"(?:\s+(?:for|to|of|on|at)(?:\s+[\w'.&@/-]+){1,5}?)?"  # "password for the VPN ..."
_PW_KEYWORD = r"\b(?P<k>passwords?|passwd|pwd|passcode|passphrase|pw)\b"
_PW_ANCHORS = ("pass", "pw")
_PW_VALUE = r"(?P<v>\"[^\"\n]{1,64}\"|'[^'\n]{1,64}'|`[^`\n]{1,64}`|[^\s\"'`]{1,64})"
_OTP_KEYWORD = (
    r"\b(?P<k>(?:otp|totp|one[- ]time (?:code|pass(?:word|code)?|pin)|verification code|security code|"
    r"(?:2fa|two[- ]factor|mfa|multi[- ]factor)(?: auth(?:entication)?)? code|auth(?:entication)? code|"
    r"log[- ]?in code|sign[- ]in code|sms code)s?)\b"
)
_CONNECT = r"(?:(?:is|was)\b|[:=-])"
# Password in French, German and Spanish: keyword, an optional "for X" phrase, a connector, the value.
_PW_INTL = (
    r"\b(?P<k>mot de passe|mdp|passwort|kennwort|contraseña|clave)"
    r"(?:\s+(?:für|fürs|von|de|du|des|del|de la|pour|para)(?:\s+[\w'.&@/-]+){1,5}?)?"
    r"\s*(?:(?:est|ist|lautet|es|était|war|era)\b\s*:?|[:=])\s*" + _PW_VALUE
)
# A name that says credential, assigned: DB_PASSWORD=..., export API_KEY="...", "client_secret": "...".
_ASSIGNED = (
    r"(?i:(?P<k>[A-Za-z0-9_.-]*(?:password|passwd|pwd|pass|secret|token|api[_-]?key|access[_-]?key|"
    r"private[_-]?key|credentials?)[A-Za-z0-9_.-]*))[\"']?\s*(?:=|:|=>)\s*"
    r"(?P<v>\"[^\"\n]{1,200}\"|'[^'\n]{1,200}'|[^\s\"';,]{1,200})"
)

_I = re.I
_SPACES = tuple(c for c in map(chr, range(0x3001)) if c.isspace())


def _AFTER_SPACE(word: str) -> tuple[str, ...]:
    """Anchors for a pattern that needs whitespace (``\\s``, any of it) right before ``word``."""
    return tuple(c + word for c in _SPACES)


def _AFTER_CHARS(word: str) -> tuple[str, ...]:
    """Anchors for ``word`` followed by whitespace (any of it)."""
    return tuple(word + c for c in _SPACES)


_DETECTORS: tuple[_Detector, ...] = (
    # Listed by precedence: where two findings overlap, the earlier row wins.
    _Detector(
        "private_key",
        re.compile(
            r"(?P<v>-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----[\s\S]{0,300}?[A-Za-z0-9+/=]{20}"
            r"(?:[\s\S]*?-----END (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----)?)"
        ),
        ("-----BEGIN",),
    ),
    _Detector(
        "jwt",
        re.compile(r"(?<![\w-])(?P<v>eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,})(?![\w-])"),
        ("eyJ",),
        _jwt_header,
    ),
    # Vendor key formats.
    _Detector("api_key", re.compile(r"(?<![A-Z0-9])(?P<v>(?:AKIA|ASIA)[A-Z0-9]{16})(?![A-Z0-9])"), ("AKIA", "ASIA"),
              _letters_and_digits),
    _Detector(
        "api_key",
        re.compile(r"(?i:aws[_ ]?secret(?:[_ ]?access)?[_ ]?key)[\"']?\s*(?:[:=]|\bis\b)\s*[\"']?"
                   r"(?P<v>[A-Za-z0-9/+=]{40})(?![A-Za-z0-9/+=])"),
        ("secret",),
    ),
    _Detector("api_key", re.compile(r"(?<![A-Za-z0-9_])(?P<v>gh[pousr]_[A-Za-z0-9]{30,255}|github_pat_[A-Za-z0-9_]{22,255})"
                                    r"(?![A-Za-z0-9_])"), ("_",),
              _letters_and_digits),
    _Detector("api_key", re.compile(r"(?<![\w-])(?P<v>xox[abprs]-[A-Za-z0-9-]{10,})"),
              ("xox",), _letters_and_digits),
    _Detector("api_key", re.compile(r"(?<![\w])(?P<v>[sr]k_(?:live|test)_[A-Za-z0-9]{16,})"), ("_",),
              _letters_and_digits),
    # OpenAI sk-/sk-proj-/sk-svcacct-, Anthropic sk-ant-api03-.
    _Detector("api_key", re.compile(r"(?<![\w-])(?P<v>sk-[A-Za-z0-9_-]{20,})"), ("sk-",), _letters_and_digits),
    _Detector("api_key", re.compile(r"(?<![\w-])(?P<v>AIza[0-9A-Za-z_-]{35})(?![\w-])"), ("AIza",)),
    _Detector(
        "payment_card",
        re.compile(
            r"(?<![\w-])(?P<v>[0-9]{13,19}|[0-9]{4}([ -])[0-9]{4}\2[0-9]{4}\2[0-9]{4}(?:\2[0-9]{3})?"
            r"|[0-9]{4}([ -])[0-9]{6}\3[0-9]{4,5})(?![\w-])"
        ),
        ("########", "#### ####", "####-####"),
        _payment_card,
    ),
    _Detector(
        "one_time_code",
        re.compile(
            _OTP_KEYWORD + r"(?:(?:\s+[\w'&.@-]+){1,5}?\s*" + _CONNECT + r"|\s*" + _CONNECT + r"?)\s*(?:is\s*)?[\"'(]?"
            r"(?<![\d+])(?P<v>(?:[A-Z]-)?\d{4,8}|\d{3}[ -]\d{3})(?![\w-]|[ -]\d)",
            _I,
        ),
        ("otp", "one-time", "one time", " code"),
        _one_time_code,
    ),
    _Detector(
        "password",
        re.compile(
            _PW_KEYWORD + _FOR_PHRASE
            + r"(?:\s*(?:(?:has been |was |is )?(?:changed|set|reset|updated) to|is now|is|was)\b\s*:?|\s*[:=]|\s*=>)\s*"
            + _PW_VALUE,
            _I,
        ),
        _PW_ANCHORS,
        _stated_password,
    ),
    _Detector("password", re.compile(_PW_KEYWORD + r"(?:\s+(?:to|as))?\s+" + _PW_VALUE, _I), _PW_ANCHORS,
              _bare_password),
    _Detector(
        "password",
        re.compile(r"\b(?:atm|card|debit card|credit card|bank|phone|sim|my|your|his|her|their|our|the)\s+pin"
                   r"(?:\s+(?:number|no\.?))?\s*(?:is|was|:|=|-)?\s*(?P<v>\d{4,6})(?!\d)", _I),
        _AFTER_SPACE("pin"),  # not "pin" alone: "shipping", "opinion", "spinner" would all be candidates
    ),
    # Credentials inside a URL: scheme://user:password@host (any scheme: databases, brokers, http, ftp, git).
    _Detector(
        "password",
        re.compile(r"(?<![\w+.-])[A-Za-z][A-Za-z0-9+.-]{1,30}://[^\s:/@]*:(?P<v>[^\s/]+)@[A-Za-z0-9[][^\s/@]*"),
        ("://",),
        _url_password,
    ),
    _Detector("password", re.compile(_PW_INTL, _I), ("mot de passe", "mdp", "passwort", "kennwort", "contrase",
                                                      "clave"), _stated_password),
    # A PIN stated as such in capitals, or after a banking word: "IBAN ... PIN 4821", "online banking PIN 80798".
    _Detector(
        "password",
        re.compile(r"(?:(?<![\w-])PIN|(?i:\b(?:banking|online banking|telebanking|account|iban)\s+pin))"
                   r"(?:\s*(?i:code|number|no\.?))?\s*(?i:is|was|:|=|-)?\s*(?P<v>\d{4,8})(?!\d)"),
        (*_AFTER_CHARS("pin"), "pin#", "pin:", "pin=", "pin-"),
    ),
    # Vendor formats.
    _Detector("api_key", re.compile(
        r"(?<![\w-])(?P<v>GOCSPX-[A-Za-z0-9_-]{28}|dop_v1_[a-f0-9]{64}|hf_[A-Za-z0-9]{30,40}|npm_[A-Za-z0-9]{36}|"
        r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}|glpat-[A-Za-z0-9_-]{20})(?![\w-])"),
        ("gocspx-", "dop_v#_", "hf_", "npm_", "sg.", "glpat-")),  # exact formats: the shape is proof enough
    _Detector("api_key", re.compile(r"(?P<v>hooks\.slack\.com/services/T[A-Z0-9]{6,12}/B[A-Z0-9]{6,12}/[A-Za-z0-9]{20,})"),
              ("hooks.slack.com",)),
    _Detector("api_key", re.compile(r"(?i:AccountKey|SharedAccessKey)=(?P<v>[A-Za-z0-9+/]{40,}={0,2})"),
              ("accountkey=", "sharedaccesskey=")),
    # A 64-byte key in base64 (88 characters, "==") named as a key: Azure storage keys and the like.
    _Detector("api_key", re.compile(r"(?i:\bkey\b)[^\n]{0,40}?(?<![A-Za-z0-9+/])(?P<v>[A-Za-z0-9+/]{86}==)"),
              ("key",), _letters_and_digits),
    _Detector("api_key", re.compile(_ASSIGNED), ("pass", "pwd", "secret", "token", "api_key", "api-key", "apikey",
                                                 "access_key", "access-key", "accesskey", "private_key",
                                                 "private-key", "privatekey", "credential"), _assigned_secret),
    # A long random value right after "api key" / "token" / "secret", with no connector: "API token 8EI6...".
    _Detector(
        "api_key",
        re.compile(r"(?i:\b(?:api[_ -]?key|(?:access|auth|api|bearer|refresh|session)[_ -]?token|token|secret))\s+"
                   r"(?P<v>[A-Za-z0-9_\-+/=]{20,})(?![A-Za-z0-9_\-+/=])"),
        ("api", "token", "secret"),
        _high_entropy,
    ),
    # Generic labelled tokens: api_key=..., "client_secret": "...", access token is ..., Bearer ...
    _Detector(
        "api_key",
        re.compile(
            r"(?:(?<![A-Za-z0-9])(?i:api[_ -]?key|secret(?:[_ -]?key)?|"
            r"(?:access|auth|refresh|api|bearer|private|session)[_ -]?token|token)" + _FOR_PHRASE
            + r"[\"']?\s*(?:[:=]|=>|\bis\b)|\b(?i:bearer))\s*[\"']?(?P<v>" + _VALUE + r")"
        ),
        ("api", "_", "secret", "token", "bearer"),
        _high_entropy,
    ),
)


_ALL = frozenset(range(len(_DETECTORS)))


def _anchor_table() -> dict[bytes, frozenset[int]]:
    """Folded anchor bytes -> the rows of ``_DETECTORS`` that need them (a folding character: all rows)."""
    table = {c.encode(): _ALL for c in _FOLDS_TO_ASCII}
    for n, det in enumerate(_DETECTORS):
        for anchor in det.anchors:
            key = anchor.encode().translate(_FOLD)
            table[key] = table.get(key, frozenset()) | {n}
    return table


_ANCHORS = _anchor_table()


# --------------------------------------------------------------------------------------------------
# Secrets API.
# --------------------------------------------------------------------------------------------------


def find_secrets(text: str) -> list[Finding]:
    """Every secret in ``text``, ordered by position; overlapping findings keep the more specific kind.

    Runs every detector on the text (no prefilter), so it is also the reference for :func:`find_secrets_many`.
    """
    _require_str(text)
    return _scan(text, _ALL)


def _scan(text: str, detectors: frozenset[int] | set[int]) -> list[Finding]:
    """The findings of the given rows of ``_DETECTORS``; rows that cannot match may be left out."""
    taken: list[Finding] = []
    for n, det in enumerate(_DETECTORS):
        if n not in detectors:
            continue
        for m in det.pattern.finditer(text):
            span = det.validate(m)
            if span is None:
                continue
            start, end = span
            if all(end <= f.start or start >= f.end for f in taken):
                taken.append(Finding(det.kind, start, end))
    return sorted(taken, key=lambda f: (f.start, f.end))


def find_secrets_many(texts: Sequence[str]) -> list[tuple[int, str]]:
    """Scan a batch: ``(index, kind)`` for each distinct kind found in ``texts[index]``, by index.

    Per text the kinds come in order of first finding, so the first pair of an index names the kind that
    :func:`check_text` would raise for. Equal to running :func:`find_secrets` on every text, but a native
    prefilter (the detectors' literal anchors, searched in the whole batch at once) picks the few texts
    that get the full checks.
    """
    texts = texts if isinstance(texts, (list, str)) else list(texts)
    out: list[tuple[int, str]] = []
    candidates = _anchor_candidates(texts, _ANCHORS)
    for i in sorted(candidates):
        out.extend((i, kind) for kind in dict.fromkeys(f.kind for f in _scan(texts[i], candidates[i])))
    return out


def check_text(text: str) -> None:
    """Raise :class:`SecretError` if ``text`` carries a secret; the message names the kind, never the value."""
    findings = find_secrets(text)
    if findings:
        first = findings[0]
        others = sorted({f.kind for f in findings[1:]} - {first.kind})
        extra = f" (and {', '.join(others)})" if others else ""
        raise SecretError(
            f"refused: the text contains a secret of kind {first.kind!r}{extra} at characters "
            f"{first.start}-{first.end}; secrets are never stored",
            first.kind,
        )
