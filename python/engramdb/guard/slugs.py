"""Session 35 (fp43): words and ids joined into a slug ("printer-INV2291", "INV-2291--e12", "booking--Tuesday",
"of_55-2291"), as a store's texts, a file's name or a ticket's title join them: no password's value (a leaf module: it
imports nothing; :mod:`.shown`'s login row and :mod:`.logins`' pair after "/" ask it of their value).

Each part between the joiners (``-``, ``_``, ``/``) is a word of letters in one case form (lower, Capitalised, UPPER)
or an id (digits; up to three letters then digits, "e12"; capitals then digits, "INV2291"), and the joining is a
slug's: an id's letters among the parts ("e12", "INV", "INV2291"), a doubled joiner ("--"), two kinds of joiner, or a
slash. A passphrase a generator makes joins its words and one number with a single joiner of one kind
("Tulip-Harbor-5521", "Willow-Ember3") or groups of capitals and digits of one length ("UEQS4-NXGTG"), and a password
mixes a word with digits ("Tomasz677"), cases ("kAAee") or another mark ("quarry05.BOBCAT", "Hilde3573#fc"): all stay
password-shaped.
"""

from __future__ import annotations

import re

_GROUPS = re.compile(r"[A-Z0-9]{5}(?:-[A-Z0-9]{5})+|[A-Z0-9]{4}(?:-[A-Z0-9]{4}){2,}")
_JOINERS = re.compile(r"[-_/]+")
_ID_PART = re.compile(r"\d+|[A-Za-z]{1,3}\d+|[A-Z]{1,8}\d+")
# an id's letters: "e12", "INV2291", "INV", "PO" (not "5521"); at most three, as a ticket's or an invoice's prefix has
# them: a generator's capitalised word with its number ("heron-SABLE1", "Orchid-LAKE12") is a password's shape
_CODE_PART = re.compile(r"[A-Za-z]{1,3}\d+|[A-Z]{2,3}")


def _word_or_id(part: str) -> bool:
    return (part.isalpha() and (part.islower() or part.isupper() or part.istitle())) or _ID_PART.fullmatch(
        part
    ) is not None


def joined_slug(v: str) -> bool:
    """``v`` is words and ids joined into a slug (see the module)."""
    if _GROUPS.fullmatch(v):
        return False  # a generator's or a licence key's groups of capitals and digits ("UEQS4-NXGTG")
    parts = _JOINERS.split(v)
    if len(parts) < 2 or not all(parts) or not all(_word_or_id(p) for p in parts):
        return False  # no joiner, a joiner at an end ("Vortex38-"), or a part no word nor id
    joiners = _JOINERS.findall(v)
    return (
        any(_CODE_PART.fullmatch(p) for p in parts)
        or any(len(j) > 1 for j in joiners)
        or len(set(joiners)) > 1
        or "/" in joiners
    )
