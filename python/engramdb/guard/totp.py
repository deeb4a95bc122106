"""A TOTP seed by its base32 shape (round 29).

An authenticator's seed is base32: capitals and the digits 2-7 (never 0, 1, 8 or 9), sixteen to sixty-four of them.
People copy it out of an app's export or a setup page in two shapes:

* :data:`GROUPED` - eight groups of four, as Google's and most setup pages print it ("v7hk dywe qi4i jggv uvnb h3wy vl27
  2wp4"), in one case: no text but a seed writes eight groups of four letters with digits among them, so it is read
  with or without a label (three digits or more, or letters that read as random);
* :data:`RUN` - one run ("226OTS7LIWUWVCJSCP3HL36DWJ", "- GitLab: PQNA2YOI53CN5VZ25KECGRQSOCYAXELU", "oathtool --totp -b
  EVZKF3ATOTEATRRO"), read where the text speaks of an authenticator (:data:`CONTEXT`): a run of capitals alone is
  also an identifier's (two digits or more, or letters that read as random).

Neither is a seed when it decodes to printable text: a phrase in base32 (RFC 6238's test seed), not random bytes.
"""

from __future__ import annotations

import base64
import binascii
import re

from . import bip39, textmemo

GROUPED = re.compile(r"(?<![\w-])(?P<v>[a-z2-7]{4}(?: [a-z2-7]{4}){7}|[A-Z2-7]{4}(?: [A-Z2-7]{4}){7})(?![\w-])")
GROUPED_ANCHORS = ("#",)
RUN = re.compile(r"(?<![\w/+=.-])(?P<v>[A-Z2-7]{16,64})(?![\w/+=-])")
CONTEXT = re.compile(r"(?i:totp|2fa|seed|secret|authenticator|aegis|otp|mfa|two[- ]factor|setup key)")
RUN_ANCHORS = ("totp", "2fa", "seed", "secret", "authenticator", "aegis", "otp", "mfa", "two-factor", "two factor",
               "setup key")


def grouped_seed(m: re.Match[str]) -> tuple[int, int] | None:
    """The seed of :data:`GROUPED`: three digits or more, and letters that are not all one letter."""
    v = m.group("v").replace(" ", "")
    if len({c for c in v if c.isalpha()}) < 8 or not _random(v, 3) or _text_encoded(v):
        return None
    return m.span("v")


def _text_encoded(v: str) -> bool:
    """Whether the base32 run ``v`` decodes to printable ASCII: a phrase encoded (RFC 6238's test seed, base32 of
    "12345678901234567890"), not the random bytes of a real seed."""
    v = v.upper()
    try:
        raw = base64.b32decode(v + "=" * (-len(v) % 8))
    except (binascii.Error, ValueError):
        return False
    return all(32 <= b < 127 for b in raw)


def _random(v: str, digits: int) -> bool:
    """``digits`` digits or more, or letters that the letter-pair model reads as random (:func:`.bip39.unlike_words`):
    a seed of sixteen characters holds three digits on average, and may hold one or none."""
    return sum(c.isdigit() for c in v) >= digits or bip39.unlike_words("".join(c for c in v.lower() if c.isalpha()))


def run_seed(m: re.Match[str]) -> tuple[int, int] | None:
    """The seed of :data:`RUN`, in a text about an authenticator: two digits or more, eight distinct letters."""
    v = m.group("v")
    if (len({c for c in v if c.isalpha()}) < 8 or not _random(v, 2) or _text_encoded(v)
            or not textmemo.found(CONTEXT, m.string)):
        return None
    return m.span("v")
