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

import re

from . import shape

# ------------------------------------------------------------------------------------------------
# Hook URLs: a random path segment or query value after a word that makes the URL a capability.
# ------------------------------------------------------------------------------------------------

# Path words after which the rest of a URL is a capability: whoever holds it can post, deploy or trigger.
_HOOK_WORDS = frozenset(["hook", "hooks", "webhook", "webhooks", "incomingwebhook", "incoming-webhook", "integration",
                         "integrations", "deploy", "trigger", "triggers", "services", "workflows", "key", "keys",
                         "token", "tokens", "secret"])
# Query names whose value is the capability.
_HOOK_QUERY = frozenset(["key", "token", "access_token", "api_key", "apikey", "auth", "secret", "sig_key", "hook_key",
                         "auth_token", "private_token"])
HOOK_URL = re.compile(r"https?://[^\s/?#\"'<>`]+(?P<p>[/?][^\s\"'<>`)\]]{8,2000})")
HOOK_ANCHORS = ("/hook", "/webhook", "/incomingwebhook", "/incoming-webhook", "/integration", "/deploy/", "/trigger",
                "/services/", "/workflows/", "/key/", "/keys/", "/token/", "/tokens/", "/secret/", "key=", "token=",
                "auth=", "secret=")
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

    changes = sum(1 for a, b in zip(v, v[1:], strict=False) if cls(a) != cls(b) and not (cls(a) == 1 and cls(b) == 2))
    return changes >= 4


def _capability(v: str) -> bool:
    if v.isdigit() or _SHA.fullmatch(v) or shape._UUID.fullmatch(v):
        return False  # a numeric id, a commit, a resource's UUID: named, not secret
    return shape.shape_ok("key", v, "", stated=True) or random_token(v)


def hook_url(m: re.Match[str]) -> tuple[int, int] | None:
    """A URL whose path holds a hook word (``/hooks/``, ``/integration/``, ``/trigger/``, ``/services/``) followed by
    a random segment, or whose query gives ``key=``/``token=`` a random value: the span of that segment."""
    path_start = m.start("p")
    segments = list(_SEGMENT.finditer(m.group("p")))
    hooked = False
    for i, seg in enumerate(segments):
        raw = seg.group()
        low = raw.lower()
        sep = m.group("p")[seg.start() - 1] if seg.start() else ""
        if sep == "=" and i and segments[i - 1].group().lower() in _HOOK_QUERY and _capability(raw):
            return path_start + seg.start(), path_start + seg.end()
        if hooked and sep in "/" and _capability(raw):
            return path_start + seg.start(), path_start + seg.end()
        if sep in ("/", "") and low in _HOOK_WORDS:
            hooked = True
    return None
