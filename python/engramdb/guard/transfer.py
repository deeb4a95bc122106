"""Codes that hand over what they name: an eSIM's activation code and a domain's transfer code (round 27).

* An eSIM activation code (GSMA SGP.22) is ``LPA:1$<SM-DP+ address>$<matching ID>``: whoever holds it downloads the
  line's profile onto their own phone (the SIM swap without the shop). The string is the secret by its form alone; its
  matching ID is also the secret when written under its own name (``Matching ID: CVSV2-7NPQS-F573B-SP7JZ``). Not a
  value: a placeholder (``<matching-id>``, ``XXXXX-XXXXX``), a matching ID of no digit nor capital mix.
* A domain's transfer code (EPP auth-info, "auth code", "authorisation code", DENIC's AuthInfo, a "transfer key") moves
  the domain to whoever gives it to a new registrar. After its label, a domain name and a connector (``:``, ``=``,
  ``is``) may stand before the value, which must be shaped like a password (mixed classes or random groups such as
  ``bp2x-nzcu-fn62-ftgg``), so "the auth code is in the registrar's panel" or "auth code: see 1Password" read no value.
  The protocol's name ``EPP`` alone is a label only in capitals and right after a domain name ("shop.example  EPP
  NWC!YWsVtnRN", "bakery.example EPP = JEH$dne3zA3k").

Two more credentials that hand over a service by their place alone (round 27 too):

* a tunnel connector's token after ``cloudflared service install`` or ``cloudflared tunnel run --token``: whoever
  holds it runs the tunnel's connector and receives its traffic;
* a push notifier's keys inside an Apprise URL: ``pover://<user key>@<app token>`` (Pushover), ``gotify(s)://<host>/
  <app token>`` (Gotify), ``tgram://<bot token>/<chat>`` (Telegram): whoever holds them sends as that application.
"""

from __future__ import annotations

import re

from . import shape

_ID = r"[A-Za-z0-9](?:[A-Za-z0-9-]{6,62})[A-Za-z0-9]"
LPA = re.compile(r"(?i:LPA):1\$[A-Za-z0-9][A-Za-z0-9.-]{0,253}\$(?P<v>" + _ID + r")(?![A-Za-z0-9-])")
LPA_ANCHORS = ("lpa:1$",)
MATCHING = re.compile(r"(?i)\bmatching[ _-]?id\b[ \t]*[:=][ \t]*[\"'`]?(?P<v>" + _ID + r")(?![A-Za-z0-9-])")
MATCHING_ANCHORS = ("matching",)


def _random_id(v: str) -> bool:
    """A matching ID drawn at random: letters and digits both (or a long run of capitals), not one character repeated
    nor a placeholder's word."""
    body = v.replace("-", "")
    if len(body) < 8 or len(set(body.upper())) < 5:
        return False
    if re.search(r"(?i)matching|example|activation|xxxx|your|code", body):
        return False
    has_digit = any(c.isdigit() for c in body)
    has_letter = any(c.isalpha() for c in body)
    return (has_digit and has_letter) or (body.isupper() and len(body) >= 16)


def activation_code(m: re.Match[str]) -> tuple[int, int] | None:
    """The matching ID of an eSIM activation string, or under its own name (see above)."""
    return m.span("v") if _random_id(m.group("v")) else None


_DOMAIN = r"[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+"
_TRANSFER_WORDS = (r"auth(?:ori[sz]ation)?[ _-]?(?:info[ _-]?)?code|auth[ _-]?info|epp[ _-]?(?:code|key|password)|"
                   r"transfer[ _-]?(?:key|code|secret|password)|domain[ _-]?(?:secret|password)")
TRANSFER = re.compile(r"(?i:\b(?:" + _TRANSFER_WORDS + r")\b)|(?<=[a-z0-9])[ \t]+EPP\b")
TRANSFER_ANCHORS = ("auth", "epp", "transfer", "domain")
# After the label: what it is for (a domain name, "to move <domain>", "for <domain>"), a connector, the value.
_AFTER = re.compile(r"(?:[ \t]+(?:for|of|to move|to transfer|for the domain|to)?[ \t]*(?:" + _DOMAIN + r"))?"
                    r"(?:[ \t]*[:=][ \t]*|[ \t]+(?:is|was)[ \t]+|[ \t]+)[\"'«“]?(?P<v>[^\s\"'«»“”]{6,64})")
_GROUPS = re.compile(r"[a-z0-9]{4}(?:-[a-z0-9]{4}){2,5}|[A-Z0-9]{4}(?:-[A-Z0-9]{4}){2,5}")


def transfer_code(m: re.Match[str]) -> tuple[int, int] | None:
    """A domain's transfer code after its label (see above)."""
    text = m.string
    if m.group().lstrip().startswith("EPP") and m.group()[:1] in " \t":
        before = text[text.rfind("\n", 0, m.start()) + 1:m.start()]
        if not re.search(_DOMAIN + r"\Z", before):
            return None  # "EPP" alone names the protocol unless it follows a domain's name
    line_end = text.find("\n", m.end())
    line_end = len(text) if line_end < 0 else line_end
    a = _AFTER.match(text, m.end(), line_end)
    if a is None:
        return None
    v = a.group("v")
    start = a.start("v")
    v = v.rstrip(",.;")
    if re.fullmatch(_DOMAIN, v) and re.search(r"\.[A-Za-z]{2,}$", v):
        return None  # the domain's name, not its code
    digits = sum(c.isdigit() for c in v)
    if _GROUPS.fullmatch(v):
        ok = digits >= 2 and any(c.isalpha() for c in v)
    else:
        classes = sum((any(c.islower() for c in v), any(c.isupper() for c in v), digits > 0,
                       any(not c.isalnum() for c in v)))
        line = text[text.rfind("\n", 0, m.start()) + 1:line_end]
        ok = len(v) >= 8 and classes >= 3 and shape.shape_ok("password", v, line, stated=True)
        if not ok and len(v) >= 10 and classes == 2 and v.isalpha():
            # letters only, both cases, at random (no word's run of lowercase: "clientTransferProhibited" is a word)
            runs = re.findall(r"[a-z]{3,}", v)
            ok = len(re.findall(r"[A-Z]", v)) >= 3 and not (runs and all(re.search("[aeiouy]", r) for r in runs))
    return (start, start + len(v)) if ok else None


TUNNEL = re.compile(r"\bcloudflared[ \t]+(?:service[ \t]+install|tunnel[ \t]+(?:--[\w-]+[ \t]+)*run(?:[ \t]+--[\w-]+"
                    r"(?:[ =][^\s-]\S*)?)*?[ \t]+--token(?:=|[ \t]+))[ \t]*[\"']?(?P<v>[A-Za-z0-9+/=_-]{32,})")
TUNNEL_ANCHORS = ("cloudflared",)
NOTIFY = re.compile(r"\b(?P<s>pover|gotifys?|tgram)://(?P<rest>[^\s'\"<>]{8,300})")
NOTIFY_ANCHORS = ("pover://", "gotify://", "gotifys://", "tgram://")


def tunnel_token(m: re.Match[str]) -> tuple[int, int] | None:
    """The connector's token after cloudflared's install or run command (see above)."""
    v = m.group("v")
    return m.span("v") if any(c.isdigit() for c in v) and any(c.isalpha() for c in v) else None


def _token_like(v: str) -> bool:
    """Drawn at random: twelve characters or more, two of digits, capitals and small letters, no placeholder's word."""
    classes = any(c.isdigit() for c in v) + any(c.isupper() for c in v) + any(c.islower() for c in v)
    return (len(v) >= 12 and classes >= 2 and len(set(v)) >= 8
            and not re.search(r"(?i)token|your|example|xxxx", v))


def notify_token(m: re.Match[str]) -> tuple[int, int] | None:
    """The application token inside an Apprise notification URL (see above)."""
    scheme, rest, start = m.group("s"), m.group("rest"), m.start("rest")
    if scheme == "pover":
        user, at, token = rest.partition("@")
        token = re.split(r"[/?#]", token, maxsplit=1)[0]
        if at and _token_like(token) and _token_like(user):
            return start + len(user) + 1, start + len(user) + 1 + len(token)
        return None
    if scheme == "tgram":
        token = rest.split("/", 1)[0]
        return (start, start + len(token)) if re.fullmatch(r"\d{6,12}:[\w-]{30,}", token) else None
    host, _, path = rest.partition("/")
    token = re.split(r"[/?#]", path, maxsplit=1)[0]
    if "@" in host or not _token_like(token):
        return None
    return start + len(host) + 1, start + len(host) + 1 + len(token)
