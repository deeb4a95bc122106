"""Values hidden in base64: ``atob('c2tfbGl2ZV8...')``, ``echo QVdTX1NFQ1JFVF8... | base64 -d``, ``DB_URL_B64=...``.

A reader decodes such a blob in one step; the detectors, which read text, would not. For each base64 token of a text
(16 to 4,096 characters, at most :data:`MAX_BLOBS` of them) that decodes to printable text, :func:`decoded_lines`
gives the line it sits on with the token replaced by its decoding, so that every detector reads
``echo AWS_SECRET_ACCESS_KEY=... | base64 -d`` as well as the text as written. The cost is bounded: only a text that
names base64 (``base64``, ``b64``, ``atob``, ``decode``, ...) or holds the base64 of a credential word (``password``,
``secret``, ``token``, ``postgres``, ``{"`` ...: the characters that encode it at each of its three alignments) is
looked at, at most :data:`MAX_BLOBS` tokens of it are decoded, and the caller decodes to a bounded depth.

:data:`ANCHORS` are those literals: the detectors' native anchor scan (the batch prefilter, and the same scan on one
text in :func:`.secrets.find_secrets`) marks the texts that are decoded, at no cost of its own.
"""

from __future__ import annotations

import base64
import binascii
import re

from .prefilter import _FOLDS_TO_ASCII

MAX_BLOBS = 8
# Words that say a value is encoded.
_SAID = ("base64", "base-64", "b64", "atob(", "btoa(", "decode", "decoded", "encoded", "frombase64", "base64decode",
         "fromb64")
# Credential words and prefixes whose base64 marks a blob worth decoding, in the case forms they are written in.
_WORDS = ("password", "passwd", "secret", "token", "api_key", "apikey", "private", "postgres", "mysql", "mongodb",
          "redis", "amqp", "sk_live", "sk-proj", "sk-ant", "ghp_", "glpat-", "xoxb-", "AKIA", "auth", "BEGIN", "user",
          "login", "bearer")


def _encoded_fragments(word: bytes) -> list[str]:
    """The base64 characters fixed by ``word`` alone, at each of its three alignments in a longer text."""
    out = []
    for offset in range(3):
        encoded = base64.b64encode(b"\0" * offset + word + b"\0\0").decode()
        first = -(-8 * offset // 6)  # the first character whose six bits all come from the word
        last = (8 * (offset + len(word))) // 6  # one past the last such character
        fragment = encoded[first:last]
        if len(fragment) >= 4:
            out.append(fragment)
    return out


def _forms(word: str) -> tuple[str, ...]:
    return tuple(dict.fromkeys((word, word.lower(), word.upper(), word[:1].upper() + word[1:].lower())))


# '{"' starts JSON (a Docker config, a service-account key): its base64 at the start of a blob is "eyJ" and "eyI".
ANCHORS = (*_SAID, "eyJ", "eyI", *dict.fromkeys(f for w in _WORDS for form in _forms(w)
                                                for f in _encoded_fragments(form.encode())))
_BLOB = re.compile(r"(?<![A-Za-z0-9+/_-])(?:[A-Za-z0-9+/]{16,4096}={0,2}|[A-Za-z0-9_-]{16,4096}={0,2})"
                   r"(?![A-Za-z0-9+/=_-])")


_LOWER_ANCHORS = tuple(sorted({a.lower() for a in ANCHORS}))
_RUN = re.compile(r"[A-Za-z0-9+/_-]{16}")


def gate(text: str) -> bool:
    """The anchor scan's decision for ``text``, in Python: a blob may be there (16 characters of base64's alphabet
    in a row) and one of :data:`ANCHORS` is, case ignored, or a letter that folds to ASCII (for which the scan picks
    the text for every row)."""
    if _RUN.search(text) is None:
        return False
    if not text.isascii() and any(c in text for c in _FOLDS_TO_ASCII):
        return True
    low = text.lower()
    return any(a in low for a in _LOWER_ANCHORS)


def decode(blob: str) -> str | None:
    """``blob`` decoded from base64 (standard or URL-safe alphabet, padding optional), when it is printable text
    of six characters or more; None otherwise (binary data, an image, a hash, a word that only looks like base64)."""
    if blob.isalpha() and (blob.islower() or blob.isupper()):
        return None  # a word, a run of letters
    body = blob.rstrip("=")
    if len(body) % 4 == 1:
        return None
    try:
        raw = base64.b64decode(body + "=" * (-len(body) % 4), altchars=b"-_" if ("-" in body or "_" in body) else None,
                               validate=True)
        decoded = raw.decode("utf-8")
    except (binascii.Error, UnicodeDecodeError, ValueError):
        return None
    if len(decoded) < 6:
        return None
    printable = sum(1 for c in decoded if c.isprintable() or c in "\n\t\r")
    return decoded if printable == len(decoded) else None


def decoded_lines(text: str) -> list[tuple[int, int, str, int, int]]:
    """For each base64 blob in ``text`` (at most :data:`MAX_BLOBS`) that decodes to printable text: its span, the
    line it is on with the blob replaced by its decoding, and the span of the decoding in that line."""
    out: list[tuple[int, int, str, int, int]] = []
    for n, m in enumerate(_BLOB.finditer(text)):
        if n >= MAX_BLOBS:
            break
        decoded = decode(m.group())
        if decoded is None:
            continue
        line_start = text.rfind("\n", 0, m.start()) + 1
        line_end = text.find("\n", m.end())
        before = text[line_start:m.start()]
        out.append((m.start(), m.end(), before + decoded + text[m.end():len(text) if line_end < 0 else line_end],
                    len(before), len(before) + len(decoded)))
    return out
