"""Credential labels in many languages, from translation catalogs not written for the guard's corpora.

``credential_labels.json`` (next to this file) holds the translations of login-form labels ("Password", "Secret key",
"Authenticator code", ...) that the gettext catalogs of Django, django-allauth and django-two-factor-auth ship, in
about a hundred locales; ``benchmarks/guard_lexicon/build_lexicon.py`` writes it from those packages and checks it
(``--check``). Each label has a class: ``password``, ``secret`` (a key, token or secret) or ``code`` (a one-time or
recovery code), and its forms: as the catalog writes it (lower case) and, where that differs, without diacritics.

The guard reads only this file (no Django at run time). :mod:`.shape` turns each class into a context-word row whose
value must have the shape of that class's secret, as its own context words do: a label that is also an ordinary word
("clé", "ключ", "kod") refuses nothing without a credential-shaped value after it.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path

LEXICON_PATH = Path(__file__).with_name("credential_labels.json")
CLASSES = ("password", "secret", "code")
# Scripts written without spaces between words: a label there is found without a word boundary after it.
_UNSPACED = ("\u0e00", "\u0eff"), ("\u1000", "\u109f"), ("\u1780", "\u17ff"), ("\u0f00", "\u0fff"), ("\u3040", "\u9fff")


@cache
def load() -> dict[str, object]:
    """The lexicon file as written (``about``, ``packages``, ``msgids``, ``labels``)."""
    data = json.loads(LEXICON_PATH.read_text(encoding="utf-8"))
    if not isinstance(data, dict) or not isinstance(data.get("labels"), list):
        raise ValueError(f"{LEXICON_PATH} is not a credential-label lexicon")
    return data


def _usable(form: str) -> bool:
    """A form long enough to be a label and not a bit of another word: 4+ characters, or 2+ in a script written
    without spaces (密码, 암호 are whole words)."""
    unspaced = any(lo <= c <= hi for c in form for lo, hi in _UNSPACED) or "\uac00" <= form[:1] <= "\ud7af"
    return len(form) >= (2 if unspaced else 4)


@cache
def forms(cls: str) -> tuple[str, ...]:
    """Every usable form of the labels of class ``cls``, lower case, each once, in the file's order."""
    if cls not in CLASSES:
        raise ValueError(f"unknown label class {cls!r}; expected one of {CLASSES}")
    labels = load()["labels"]
    assert isinstance(labels, list)
    return tuple(dict.fromkeys(f for e in labels if e["class"] == cls for f in e["forms"] if _usable(f)))


# The word for "code" itself, read off the catalogs' code labels: in a locale, a word that two or more of the code
# msgids' translations share ("kods" in "autentifikatora kods", "autorizācijas kods", "pieteikšanās kods") is that
# language's word for a code, when "Authenticator code" (the msgid every locale translates) holds it too: the
# others share words for recovery or reset ("відновлення") and connectors ("для"); and the words the locale's
# password labels also hold are connectors ("de", "za"). (Its secret labels may hold the word itself: some catalogs
# translate "Token" as "código", "kodas".) Scripts written without spaces (Thai, CJK) share
# no word and are left out; Korean, written with spaces, is not.
_WORD_SPLIT = re.compile(r"[\s\-’'.]+")


@cache
def code_words() -> tuple[str, ...]:
    """Each locale's word for "code", as the catalogs' code labels show it (lower case, with and without
    diacritics), each once, sorted."""
    labels = load()["labels"]
    assert isinstance(labels, list)
    by_msgid: dict[str, dict[str, set[str]]] = {}
    other: dict[str, set[str]] = {}
    for e in labels:
        for s in e["sources"]:
            words = {w for f in e["forms"] for w in _WORD_SPLIT.split(f) if w}
            if e["class"] == "code":
                # the head of a label stands at one of its ends; a word inside it is a connector ("código del ...")
                words = {w for f in e["forms"] for w in _ends(f)}
                msgid = s["msgid"].lower().removesuffix("s")
                by_msgid.setdefault(s["locale"], {}).setdefault(msgid, set()).update(words)
            elif e["class"] == "password":
                other.setdefault(s["locale"], set()).update(words)
    out: set[str] = set()
    for locale, msgids in by_msgid.items():
        seen: dict[str, int] = {}
        for words in msgids.values():
            for w in words:
                seen[w] = seen.get(w, 0) + 1
        named = msgids.get("authenticator code", set())
        out.update(w for w, n in seen.items() if n >= 2 and w in named and len(w) >= (2 if _hangul(w) else 3)
                   and not any(map(_unspaced_char, w)) and w not in other.get(locale, set()))
    return tuple(sorted(out))


def _ends(label: str) -> list[str]:
    words = [w for w in _WORD_SPLIT.split(label) if w]
    return words[:1] + words[-1:]


def _unspaced_char(c: str) -> bool:
    return any(lo <= c <= hi for lo, hi in _UNSPACED)


def _hangul(w: str) -> bool:
    return all("\uac00" <= c <= "\ud7af" for c in w)
