"""Round 222 (issue 13): a service's id and key sent as a pair of headers, a service's credential id in an env line, a
UUID key named by its service, a password after a label with "=>" / "::" / a bracketed handle or on the next line,
and a member number with a password beside it. A leaf module: it imports :mod:`.round85`, :mod:`.round202`,
:mod:`.round213` and :mod:`.slots` (labels, value shapes, handle shapes); its rows are wired in
``secrets._DETECTORS`` (:data:`ROWS`: kind, finder, anchors, validator) after round 213's.

* :data:`HEADER_PAIR` - two headers named "<...>-id" / "-key" / "-secret" / "-token", each with a hex or base62
  token of 16-64 characters (letters and digits), on adjacent lines ("x-client-id: <hex>" / "x-app-id: <hex>") or in
  one headers list of any client's syntax (Elixir ``[{"x-client-id", "<hex>"}, {"x-app-id", "<hex>"}]``, Java
  ``.header("x-client-id", "<hex>").header(...)``, a dict). Takes: the pair where one name is a credential's (client,
  app, api, access, consumer, partner, secret, key, token). Vetoes: a name of a request's, a trace's, a span's, a
  session's, an order's, a commit's, a device's, a user's, an idempotency or a correlation id (public ids a client
  logs); one token alone (a lone "x-app-id" is no pair); a value of one character, a placeholder, one case of base62
  with no digit.
* :data:`ENV_ID` - ``<SERVICE>_APP_ID`` / ``_CLIENT_ID`` / ``_API_ID`` = a hex token of 24-64 characters (letters and
  digits), where the service is one whose app / client id is a credential sent with each call
  (:data:`CREDENTIAL_ID_SERVICES`) or the text holds another credential of the same service
  (``<SERVICE>_SECRET`` / ``_KEY`` / ``_TOKEN`` / ``_CLIENT_SECRET``). Vetoes: a public, a commit's, a build's, a
  trace's, a request's, an order's or a session's id in the name; a hex id of a service not named credential-bearing
  with nothing beside it (Mongo ids, object ids).
* :data:`UUID_KEY` - a capitalised service's name, "[API] key for <up to ten words>:" and a UUID ("Pollen Watch key
  for the weather board: <uuid>"). Vetoes: a key that is no credential (idempotency, primary, foreign, public,
  publishable, site, cache, partition, sort, row, object, order, request, trace, session, licence's "product"), a
  determiner as the "service" ("The key for the shed: ..."), the nil UUID or one of repeated digits.
* :data:`LABEL_ARROW` - a password's label (round 213's labels, with French "code d'accès" and Yoruba "ọ̀rọ̀ aṣínà"),
  up to eight words, then "=>" / "::" / a bracketed phone, address or @handle and ":", then the value; or the label
  line alone and the value alone on the next line. Takes round 213's values (a passphrase closed by a number, a strong
  token), or after "::" / "=>" a token of twelve characters or more with both cases and two marks. A short label
  ("pw", "pass") only after a handle on its line ("<mail>, pw:: <value>"). Vetoes: round 213's words of a rule, a
  hint, a reset, an example, a default, a negation; round 85's non-values (mask, placeholder, date, price).
* :data:`MEMBER_PW` - a member number ("P-4432388": one or two capitals, a dash, six to ten digits) at a line's start
  (or after a chat's "name:" prefix) and one token alone to the line's end with a letter, a digit and a password's
  mark (``!@#$%^&*+=?~``), ("P-0000001 Juniper88!"). Vetoes: a name or a word after the number (no digit or no mark),
  a hyphen or a dot as the only mark ("v2-hotfix", "release.2"), a file, a link, a path, an address.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable, Iterator

from . import round85, round202, round213
from .slots import GatedFinder

_Span = tuple[int, int] | None

ON = True
"""Switch: round 222's rows (off: they find nothing; for A/B in one process)."""

# ---- a pair of id / key headers
_HNAME = r"(?:[A-Za-z][A-Za-z0-9]*-)+(?:[Ii][Dd]|[Kk][Ee][Yy]|[Ss]ecret|SECRET|[Tt]oken|TOKEN)"
_HEADER = (r"(?<![\w-])[\"']?(?P<n{0}>" + _HNAME + r")[\"']?[ \t]*(?::|,|=>|=)[ \t]*[\"']?"
           r"(?P<v{0}>[A-Za-z0-9]{{16,64}})[\"']?(?![\w-])")
# between the two headers: a line break, or a list's / a call chain's closing and opening marks
_GAP = r"(?P<gap>[ \t]*\r?\n[ \t]*|[ \t]*[\"']?[ \t]*[)}\]]?[ \t]*[,;]?[ \t]*(?:\.?(?:header|addHeader|setHeader)\()?" \
       r"[ \t]*[({\[]?[ \t]*)"
HEADER_PAIR = GatedFinder(
    r"(?i)-(?:id|key|secret|token)\b",
    re.compile(_HEADER.format(1) + _GAP + _HEADER.format(2)),
)
_HEADER_PUBLIC = re.compile(
    r"(?i)request|trace|span|parent|session|idempotency|correlation|message|transaction|order|commit|build|"
    r"device|user|event|job|run|amzn|cloud|b3|forwarded|cache|etag|page|tenant|org|account|customer|locale|version")
_HEADER_CRED = re.compile(r"(?i)client|app|api|access|consumer|partner|secret|key|token")


def _random_token(v: str) -> bool:
    """``v`` is a generated hex / base62 token: letters and digits, not one repeated character, no word."""
    if len(set(v.lower())) < 6 or not any(c.isdigit() for c in v) or not any(c.isalpha() for c in v):
        return False
    if re.fullmatch(r"[0-9a-fA-F]+", v):
        return True
    return not v.isalpha() and sum(c.isdigit() for c in v) >= 2


def header_pair(m: re.Match[str]) -> _Span:
    """The two headers of :data:`HEADER_PAIR` (see the module's notes)."""
    if not ON:
        return None
    n1, n2 = m.group("n1"), m.group("n2")
    if n1.lower() == n2.lower() or _HEADER_PUBLIC.search(n1) or _HEADER_PUBLIC.search(n2):
        return None
    if not any(_HEADER_CRED.search(n.rsplit("-", 1)[0]) or n.lower().endswith(("-key", "-secret", "-token"))
               for n in (n1, n2)):
        return None  # two ids, neither a client's, an app's, an api's ... ("x-foo-id", "x-bar-id")
    if not (_random_token(m.group("v1")) and _random_token(m.group("v2"))):
        return None
    # (the pair from its first name: a value right after an "-id" name is an identifier to the shared near-miss
    # rules, and here the two ids together are the credential)
    return m.start("n1"), m.end("v2")


# ---- a service's credential id in an env line
CREDENTIAL_ID_SERVICES = frozenset((
    # services whose app / client id authenticates each call with (or as) the key, the docs telling to keep it secret
    "CHARGETRIP",  # x-client-id + x-app-id headers (the EV routing API)
    "BACK4APP", "PARSE",  # X-Parse-Application-Id with the REST key
    "EDAMAM",  # app_id + app_key on every call
    "OXFORD",  # Oxford Dictionaries app_id + app_key
    "ADZUNA",  # app_id + app_key
))
ENV_ID = GatedFinder(
    r"_ID\b",
    re.compile(r"(?<![\w$])(?P<n>(?P<svc>[A-Z][A-Z0-9]*)(?:_[A-Z0-9]+)*_(?:APP|CLIENT|API|APPLICATION)_ID)"
               r"[ \t]*[=:][ \t]*[\"']?(?P<v>[0-9a-fA-F]{24,64})[\"']?(?![\w-])"),
)
_ENV_PUBLIC = re.compile(r"PUBLIC|PUB_|NEXT_PUBLIC|VITE_|REACT_APP_|COMMIT|SHA|GIT|BUILD|TRACE|REQUEST|ORDER|SESSION|"
                         r"TEST|DEMO|EXAMPLE|SAMPLE|DUMMY|FAKE")


def env_id(m: re.Match[str]) -> _Span:
    """The value of :data:`ENV_ID` (see the module's notes)."""
    if not ON:
        return None
    name, svc, v = m.group("n"), m.group("svc"), m.group("v")
    if _ENV_PUBLIC.search(name) or not _random_token(v):
        return None
    if svc not in CREDENTIAL_ID_SERVICES:
        # another credential of the service with a value of its own ("<SVC>_SECRET=${SVC_SECRET}": the secret is kept
        # elsewhere, the id beside it is the public half)
        beside = re.compile(r"(?<![\w$])" + re.escape(svc) + r"(?:_[A-Z0-9]+)*_(?:SECRET|KEY|TOKEN|PASSWORD)[ \t]*[=:]"
                            r"[ \t]*[\"']?[A-Za-z0-9+/_.~-]{12,}")
        if not beside.search(m.string):
            return None
    return m.start("n"), m.end("v")  # (the assignment: an "_ID" name right before a value reads as an identifier)


# ---- a UUID key named by its service
_UUID = r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"
UUID_KEY = GatedFinder(
    r"(?i)\bkey[ \t]+for\b",
    re.compile(r"(?P<svc>(?<![\w'-])[A-Z][\w.&'-]*(?:[ \t]+[A-Z][\w.&'-]*){0,3})[ \t]+(?:API[ \t]+|api[ \t]+)?"
               r"[Kk]ey[ \t]+for(?:[ \t]+[^\s:]+){1,10}?[ \t]*:[ \t]*[\"'`]?(?P<v>" + _UUID + r")(?![\w-])"),
)
_KEY_NOT_CREDENTIAL = re.compile(
    r"(?i)(?<![^\W\d_])(?:idempotency|idempotent|primary|foreign|public|publishable|site|cache|partition|sort|row|"
    r"object|order|request|trace|session|composite|surrogate|unique|lookup|product|the|a|an|my|our|your|this|that|its|"
    r"their|his|her|test|example|sample|dummy|demo|encryption|dedup\w*|deduplication)(?![^\W\d_])")


def uuid_key(m: re.Match[str]) -> _Span:
    """The UUID of :data:`UUID_KEY` (see the module's notes)."""
    if not ON:
        return None
    if _KEY_NOT_CREDENTIAL.search(m.group("svc")):
        return None
    hexes = m.group("v").replace("-", "").lower()
    if len(set(hexes)) < 6:
        return None  # the nil UUID, "11111111-..."
    return m.span("v")


# ---- a password's label, then "=>" / "::" / "(<handle>):", or the value on the next line
_EXTRA_PASS = tuple(unicodedata.normalize("NFKC", w) for w in ("code d'accès", "code d’accès", "ọ̀rọ̀ aṣínà"))
_EXTRA_RE = "|".join(re.escape(w) for w in _EXTRA_PASS)
_LABEL = re.compile(r"(?i)" + round85._L + r"(?P<p>" + round213._ALL_PASS + r"|" + _EXTRA_RE + r")" + round85._R)
_HANDLE_IN_BRACKETS = r"\((?:" + "|".join((round202._MAIL, round202._PHONE, round202._AT)) + r")\)"
_VALUE_AFTER = (r"(?:(?P<f>" + round213._PHRASE_ANY + r")|(?P<v>" + round213._TOKEN + r"))"
                r"(?=[ \t]*(?:\r?$|[.,;!?)]|" + round213._EMOJI + r"))")
_MARKS = re.compile(r"[!#$%&*+=?^~@]")
_WORDS_ONLY = re.compile(r"[^\d=$:{}<>/\\|;@#%*+\"`_()\[\]]*[^\W\d_][^\d=$:{}<>/\\|;@#%*+\"`_()\[\]]*")
_STAMP = re.compile(r"^[ \t]*(?:\[\d{1,2}:\d{2}\][ \t]*)?")

LABEL_LINE_GATED = True
"""Switch (session 50, guard225): the label line's reading asks a line break's line for its label (and the cheap
tests of :func:`label_arrow` before it) before the row's pattern runs there; off, the pattern runs over every text
that holds a line break (the first build's "\\n" gate). The same matches either way (tests/test_guard_round225.py)."""


def _label_line(text: str, start: int) -> bool:
    """The line before ``start`` (where a match of the line-break branch would begin) passes :func:`label_arrow`'s
    tests of a label line: words alone (a chat's "[hh:mm]" before them), ten words at most, a password's label."""
    prefix = _STAMP.sub("", text[text.rfind("\n", 0, start) + 1:start])
    return (len(prefix.split()) <= 10 and _WORDS_ONLY.fullmatch(prefix) is not None
            and _LABEL.search(prefix) is not None)


class _ArrowFinder(GatedFinder):
    """:data:`LABEL_ARROW`'s finder. The "=>" / "::" / "):" readings open it as a gate opens a
    :class:`~.slots.GatedFinder`; a text with none of them can hold only the line-break reading, and there each line
    break is asked first for a label line before it (a split of the text at its breaks and a label search of the few
    lines of words alone), and the pattern is matched only at such a break: the same matches as the pattern's walk
    over the whole text (a match of that branch begins at the spaces before its break and ends on the next line, and
    :func:`label_arrow` refuses any other), without it (guard222: the "\\n" gate opened on every multi-line text)."""

    def finditer(self, text: str) -> Iterable[re.Match[str]]:
        if not LABEL_LINE_GATED:
            return self.pattern.finditer(text) if self._open(text) or "\n" in text else ()
        if self._open(text):
            return self.pattern.finditer(text)
        if "\n" not in text:
            return ()
        return self._at_breaks(text)

    def _at_breaks(self, text: str) -> Iterator[re.Match[str]]:
        at = text.find("\n")
        while at >= 0:
            start = at - 1 if at > 0 and text[at - 1] == "\r" else at
            while start > 0 and text[start - 1] in " \t":
                start -= 1
            if _label_line(text, start):
                m = self.pattern.match(text, start)
                if m is not None:
                    yield m
            at = text.find("\n", at + 1)

    def search(self, text: str) -> re.Match[str] | None:
        return next(iter(self.finditer(text)), None)


# (the line-break reading needs a password's label: its anchors, not "\\n", bring a text to the row - session 50)
LABEL_ARROW_ANCHORS = ("=>", "::", ")", *round213.PASS_ANCHORS, *round85._variants(_EXTRA_PASS))
LABEL_ARROW = _ArrowFinder(
    (r"=>|::", r"\)[ \t]*:"),
    re.compile(r"(?P<s>[ \t]*(?:=>|::)[ \t]*|[ \t]*" + _HANDLE_IN_BRACKETS + r"[ \t]*:[ \t]*|[ \t]*\r?\n[ \t]*)"
               + _VALUE_AFTER, re.M),
)
_MAIL = re.compile(round202._MAIL)  # (an address's "example.net" tells of no example password)


def _arrow_strong(v: str) -> bool:
    """After "=>" / "::": a token of twelve or more with both cases and two marks ("?#t?LoVDgduZdrwN")."""
    return (len(v) >= 12 and any(c.isupper() for c in v) and any(c.islower() for c in v)
            and len(_MARKS.findall(v)) >= 2 and "/" not in v and not round202._FILE.search(v))


def label_arrow(m: re.Match[str]) -> _Span:
    """The value of :data:`LABEL_ARROW` (see the module's notes)."""
    if not ON:
        return None
    text = m.string
    sep = m.group("s")
    newline = "\n" in sep
    line_start = text.rfind("\n", 0, m.start()) + 1
    prefix = text[line_start:m.start()]
    if newline:
        # the label line alone: nothing but a label and its words (a chat's "[hh:mm]" stamp before)
        prefix = _STAMP.sub("", prefix)
        if not _WORDS_ONLY.fullmatch(prefix) or len(prefix.split()) > 10:
            return None  # a label line of words alone (no "=", "$", ":": "+DB_PASSWORD=${DB_PASSWORD}" in a diff)
        # the value alone on its line
        value_line_end = text.find("\n", m.end())
        rest = text[m.end():len(text) if value_line_end < 0 else value_line_end]
        if rest.strip() and not re.fullmatch(r"[ \t]*(?:" + round213._EMOJI + r"[ \t]*)*", rest):
            return None
    else:
        prefix = prefix[-160:]
    labels = list(_LABEL.finditer(prefix))
    if not labels:
        return None
    label = labels[-1]
    between = prefix[label.end():]
    short = label.group("p").lower() in round213._SHORT
    if short:
        if newline or ("::" not in sep and "=>" not in sep) or between.strip():
            return None
        if not re.search(r"(?:" + round202._MAIL + "|" + round202._PHONE + "|" + round202._AT + r")[ \t]*,?[ \t]*$",
                         prefix[:label.start()]):
            return None  # "pw:: ..." needs its handle before it
    if len(between.split()) > 8 or round213._SENTENCE_END.search(between):
        return None
    if round213._NOT_THE_PASSWORD.search(between) \
            or round213._NOT_THE_PASSWORD.search(" ".join(_MAIL.sub(" ", prefix[:label.start()]).split()[-4:])):
        return None
    if m.group("f") is not None:
        return m.span("f") if round213._phrase_ok(m.group("f")) else None
    start, end = m.span("v")
    while end > start + 1 and text[end - 1] in ".,;:)]}\"'”»":
        end -= 1
    v = text[start:end]
    if not newline and _arrow_strong(v) and round85.password_value(v, text[end:end + 16]):
        return start, end
    if _leet(v) and round85.password_value(v, text[end:end + 16]):
        return start, end
    return round213._token_ok(text, start, end)


_LEET = re.compile(r"(?i)[a-z]*\d[a-z]+\d*[a-z]*[!#$%&*+=?^~][0-9]{1,4}")


def _leet(v: str) -> bool:
    """A word with digits for letters, a mark and a number ("upl4nd+799", "f4lc0n$24"): round 213's strong() reads a
    "+<digits>" as a reference."""
    return bool(_LEET.fullmatch(v)) and not round202._FILE.search(v)


# ---- a member number and a password, no label
MEMBER_PW = GatedFinder(
    r"\b[A-Z]{1,2}-\d{6}",
    re.compile(r"(?m)(?:^|(?<=:[ \t]))[ \t]*(?P<num>[A-Z]{1,2}-\d{6,10})[ \t]+(?P<v>[^\s]{6,40})[ \t]*(?=\r?$)"),
)
_PW_MARK = re.compile(r"[!@#$%^&*+=?~]")


def member_pw(m: re.Match[str]) -> _Span:
    """The password of :data:`MEMBER_PW` (see the module's notes)."""
    if not ON:
        return None
    v = m.group("v")
    if not (_PW_MARK.search(v) and any(c.isdigit() for c in v) and sum(c.isalpha() for c in v) >= 2):
        return None
    if "/" in v or "@" in v.rstrip("@") or round202._FILE.search(v) or round202._REFERENCE.search(v):
        return None
    if not round85.password_value(v):
        return None
    return m.span("v")


ROWS: tuple[tuple[str, GatedFinder, tuple[str, ...], Callable[[re.Match[str]], _Span]], ...] = (
    ("api_key", HEADER_PAIR, ("-id", "-key", "-secret", "-token"), header_pair),
    ("api_key", ENV_ID, ("_id",), env_id),
    ("api_key", UUID_KEY, ("key",), uuid_key),
    ("password", LABEL_ARROW, LABEL_ARROW_ANCHORS, label_arrow),
    ("password", MEMBER_PW, ("-",), member_pw),
)
