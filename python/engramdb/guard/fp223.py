"""Session 49 (fp223): blind56's six false alarms (a fuel-price service's documented demo key), read as one general
reading (a leaf module: it imports nothing of the guard). ``secrets._near_miss`` asks of a password's, a code's or
a key's value.

* **a placeholder UUID** (:func:`placeholder_uuid`): a UUID of zeros with a small counter at its end
  ("00000000-0000-0000-0000-000000000002"), or any UUID written with three distinct hex digits or fewer
  ("11111111-1111-1111-1111-111111111111"), is a services' documented demo / sandbox key or a template's value, not
  a generated one: a random (version 4) UUID holds 14-16 distinct hex digits of its 32, and a key made by a service
  is random. Fewer than four distinct digits by chance is about 1e-25 for a random UUID.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

# The reading's switch (an A/B in one process): off, it reads nothing.
ON = True

_UUID = re.compile(r"[\"']?([0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12})[\"']?")
_MAX_DISTINCT = 3


def placeholder_uuid(text: str, start: int, end: int) -> bool:
    """The value ``text[start:end]`` is a UUID of three distinct hex digits or fewer (see the module)."""
    if not ON or end - start > 38 or end - start < 36:
        return False
    m = _UUID.fullmatch(text, start, end)
    return m is not None and len(set(m.group(1).replace("-", "").lower())) <= _MAX_DISTINCT


def folded(word: str) -> str:
    """``word`` as the store reads it: its format and control characters removed (a ZWNJ, a ZWJ, a soft hyphen),
    then NFKC (``fields.normalise_for_check``'s folds that a label's letters meet)."""
    if word.isascii():
        return word
    return unicodedata.normalize("NFKC", "".join(
        c for c in word if c in "\t\n\r" or unicodedata.category(c) not in ("Cf", "Cc")))


def with_folded(words: Iterable[str]) -> tuple[str, ...]:
    """``words`` in their order, each followed by its folded spelling where that differs (see the module)."""
    return tuple(dict.fromkeys(f for w in words for f in (w, folded(w))))
