"""What the guards read: text normalised for checking, and the strings inside a memory's meta.

:func:`normalise_for_check` is NFKC with zero-width, format and control characters removed (tab, newline and
carriage return kept), so that ``gh<U+200B>p_...`` or fullwidth ``ｐａｓｓｗｏｒｄ`` read as what they show, and
with Cyrillic and Greek look-alike letters folded to Latin inside words that mix them with Latin letters
(``ѕk_live_``, ``АKIA``, ``раѕѕword``: NFKC leaves those alone). It is for checking only: the store keeps the
text as given. A batch of plain ASCII without control characters (the
usual case) is returned as it is after two C-level passes, no Python loop over its rows.

:func:`meta_check_texts` turns meta (the JSON text the store keeps) into the text a detector should see: the
JSON without its quotes, every key and value at any depth, ``{"password": "..."}`` read as a stated password.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Iterator, Sequence
from functools import lru_cache
from itertools import chain
from typing import Any

# Invisible characters that are not of category Cf (round 8): the combining grapheme joiner, variation selectors
# (an emoji's U+FE0F too), Hangul fillers, Khmer inherent vowels, Mongolian free variation selectors (Unicode's
# Default_Ignorable_Code_Point beyond Cf), and the combining enclosing keycap, so that "8️⃣4️⃣" reads "84".
_IGNORABLE = (0x034F, 0x115F, 0x1160, 0x17B4, 0x17B5, *range(0x180B, 0x1810), 0x20E3, 0x3164, *range(0xFE00, 0xFE10),
              0xFFA0, *range(0xE0100, 0xE01F0))
# Unicode tag characters U+E0020-E007E mirror ASCII: a line written in them is invisible, yet carries its text.
_TAGS_TO_ASCII = {cp: cp - 0xE0000 for cp in range(0xE0020, 0xE007F)}


@lru_cache(maxsize=1)
def _invisible() -> frozenset[str]:
    """Every format (Cf) and control (Cc) character but NUL, tab, newline and carriage return, and those of
    :data:`_IGNORABLE` (built on first use: ~20 ms; they all lie in planes 0, 1 and 14). NUL is kept: it separates
    the texts of a batch normalised as one string, and a text that holds one takes the per-text path. The tag
    characters are read as the ASCII they mirror (:func:`_visible`) before the rest is removed."""
    return frozenset(chain((chr(cp) for cp in chain(range(0x20000), range(0xE0000, 0xE1000))
                            if unicodedata.category(chr(cp)) in ("Cf", "Cc") and chr(cp) not in "\x00\t\n\r"),
                           map(chr, _IGNORABLE)))


def _visible(text: str) -> str:
    """``text`` without the invisible characters it holds (found through its set of characters: one C pass,
    then one replace per distinct invisible character, usually none); tag characters become the ASCII they
    mirror."""
    found = _invisible().intersection(text)
    if not found:
        return text
    if any(0xE0020 <= ord(ch) < 0xE007F for ch in found):
        text = text.translate(_TAGS_TO_ASCII)
    for ch in found:
        text = text.replace(ch, "")
    return text


_ASCII_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")

# Cyrillic and Greek letters drawn like a Latin one (Unicode's confusables, the ones fonts make identical),
# and the Latin letter each stands for.
_LOOK_ALIKES = {
    "а": "a", "в": "B", "е": "e", "к": "k", "м": "M", "н": "H", "о": "o", "р": "p", "с": "c", "т": "T", "у": "y",
    "х": "x", "ѕ": "s", "і": "i", "ј": "j", "һ": "h", "ԁ": "d", "ԛ": "q", "ԝ": "w", "ӏ": "l", "ԍ": "G", "ү": "y",
    "А": "A", "В": "B", "Е": "E", "К": "K", "М": "M", "Н": "H", "О": "O", "Р": "P", "С": "C", "Т": "T", "У": "Y",
    "Х": "X", "Ѕ": "S", "І": "I", "Ј": "J", "Һ": "H", "Ԛ": "Q", "Ԝ": "W", "Ӏ": "I", "Ү": "Y",
    "Α": "A", "Β": "B", "Ε": "E", "Ζ": "Z", "Η": "H", "Ι": "I", "Κ": "K", "Μ": "M", "Ν": "N", "Ο": "O", "Ρ": "P",
    "Τ": "T", "Υ": "Y", "Χ": "X", "α": "a", "ι": "i", "κ": "k", "ν": "v", "ο": "o", "ρ": "p", "υ": "u", "χ": "x",
    "ɑ": "a", "ɡ": "g", "ȷ": "j",
    # round 8: Armenian letters drawn like Latin ones
    "հ": "h", "ո": "n", "ս": "u", "օ": "o", "զ": "q",
}
_FOLD_LOOK_ALIKES = str.maketrans(_LOOK_ALIKES)
_LOOK_ALIKE_CLASS = "".join(_LOOK_ALIKES)
# A word made of Latin letters, digits, "_" and look-alikes only, with at least one of each kind of letter: a
# Russian or Greek word (which holds letters with no Latin twin: п, л, ω) is never one, so it stays as written.
_MIXED_WORD = re.compile(
    rf"(?<!\w)(?=\w*[A-Za-z])(?=\w*[{_LOOK_ALIKE_CLASS}])[A-Za-z0-9_{_LOOK_ALIKE_CLASS}]+(?!\w)")
# A look-alike right after or before a Latin letter: the cheap test for a mixed word (one pass that stops only at
# look-alikes; Russian or Greek prose without such a pair costs ~8 ns a character).
_LOOK_ALIKE_BY_LATIN = re.compile(f"[{_LOOK_ALIKE_CLASS}](?:(?<=[A-Za-z].)|(?=[A-Za-z]))")


# A word of two or more capitals that are all look-alikes ("ΑΡΙ ΚΕΥ" in Greek capitals, round 8): spelled to read as
# Latin (a Greek or Russian word in capitals holds letters with no Latin twin, Θ, Λ, П, Д, almost always).
_UPPER_LOOK_ALIKES = "".join(c for c in _LOOK_ALIKES if c.isupper())
_CAPITALS_WORD = re.compile(rf"(?<![^\W\d_])[{_UPPER_LOOK_ALIKES}]{{2,}}(?![^\W\d_])")


# Round 59: the other arrows read as "→" (one character for one), which the rules read as a label's mark ("lozinka
# ➜ <value>" as "lozinka → <value>"); bullets and triangles (▶ ► ➤) stay.
_OTHER_ARROWS = "➔➙➛➜➝➞➟➠➡⟶⇨⮕"
_OTHER_ARROW = re.compile(f"[{_OTHER_ARROWS}]")
_TO_ARROW = str.maketrans(dict.fromkeys(_OTHER_ARROWS, "→"))


def _arrows(text: str) -> str:
    return text if _OTHER_ARROW.search(text) is None else text.translate(_TO_ARROW)


def _fold_look_alikes(text: str) -> str:
    """``text`` with the look-alike letters of its mixed-script words made Latin (one regex pass; a Python call
    only per mixed word, which ordinary text of any language does not hold), and its words of look-alike capitals.
    A mixed word whose look-alikes touch no Latin letter (``а1b``) is left as it is."""
    if _CAPITALS_WORD.search(text) is not None:
        text = _CAPITALS_WORD.sub(lambda m: m.group().translate(_FOLD_LOOK_ALIKES), text)
    if _LOOK_ALIKE_BY_LATIN.search(text) is None:
        return text
    return _MIXED_WORD.sub(lambda m: m.group().translate(_FOLD_LOOK_ALIKES), text)


# Round 16: decimal digits of other scripts (Devanagari १७७४, Thai ๔๖๗๖๑, Arabic-Indic ٣٤٨٨, Khmer, Lao, Burmese,
# Gurmukhi, Malayalam ...) read as the ASCII digits they are, one character for one, so that every rule reads a code
# written in the row's own digits as it reads 1774; NFKC leaves them as they are. A regex finds their runs (in C), and
# only a text holding one pays the translation.
_LOCAL_DIGITS = re.compile(r"[^\D0-9]+")


@lru_cache(maxsize=1)
def _to_ascii_digit() -> dict[int, int]:
    """Every decimal digit outside ASCII (650 in Unicode 15, all below U+20000) -> its ASCII digit; built on first
    need (~70 ms), not at import."""
    plane = "".join(map(chr, range(0x80, 0x20000)))
    return {ord(m.group()): ord("0") + unicodedata.digit(m.group()) for m in re.finditer(r"[^\D0-9]", plane)}


def _ascii_digits(text: str) -> str:
    """``text`` with its decimal digits of other scripts made ASCII digits (the same length)."""
    if _LOCAL_DIGITS.search(text) is None:
        return text
    table = _to_ascii_digit()
    return _LOCAL_DIGITS.sub(lambda m: m.group().translate(table), text)


# Round 19: a code written one digit at a time with the same mark between its digits ("4 🔑 5 🔑 2 🔑 9", "9•9•9•5",
# "8_6_2_3", keycaps "6⃣3⃣5⃣4⃣", "2...3...8...9") reads as the digits it spells: four to eight single digits, one
# separator repeated (an underscore, "|", "/", an ellipsis, or a character outside ASCII that is no letter, digit or
# space: an emoji, a bullet, a keycap's mark), spaces around it alike. Not ".", "-", "," or ":" (versions, scores,
# dates, times: "1.2.3.4", "3-2-1"), which the rules read as written. Round 20: a dash with a space on each side
# ("8 - 6 - 0 - 4", how a transcript writes a code said a digit at a time) is such a mark too; a date, a version or a
# score is not written so, and four single digits at least are needed.
_SPACED_DIGITS = re.compile(r"(?<![\w.,:/-])\d(?P<g> - |[ ]?(?:_|\||/|\.\.\.|[^\x00-\x7f\w\s]{1,2})[ ]?)\d"
                            r"(?:(?P=g)\d){2,6}(?:(?<=\d)\u20e3)?(?![\w]|(?P=g)\d)")
_NOT_DIGITS = re.compile(r"\D+")


def _joined_digits(text: str) -> str:
    """``text`` with its codes spelled a digit at a time written as digits (see above)."""
    if _SPACED_DIGITS.search(text) is None:
        return text
    return _SPACED_DIGITS.sub(lambda m: _NOT_DIGITS.sub("", m.group()), text)


# Round 18: JSON's \\uXXXX escapes read as the characters they stand for. A chat app's log line is JSON text with
# its non-ASCII escaped ({"message": "Wilman salasana on j\\u00e4\\u00e4kaapin ovessa"}): read as written, a password
# word is cut ("contrase\\u00f1a") and an escaped word looks like a random value ("p\\u00e5"). Runs of escapes are
# decoded at once, so a surrogate pair becomes its one character; escapes of control characters (below U+0020) are
# left as written, so no NUL or line break appears that the text did not hold. Only a text holding "\\u" pays.
_JSON_ESCAPES = re.compile(r"(?:\\u(?!00[01])[0-9a-fA-F]{4})+")


def _unescaped_run(m: re.Match[str]) -> str:
    units = m.group().encode("ascii").decode("unicode_escape")
    return units.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")


def _json_unescaped(text: str) -> str:
    """``text`` with its JSON ``\\uXXXX`` escapes (but those of control characters) read as their characters."""
    return _JSON_ESCAPES.sub(_unescaped_run, text) if "\\u" in text else text


# Round 20: a value copied out of an e-mail's raw source is quoted-printable: "=" written "=3D", a long line cut by a
# soft break ("=" at a line's end). A text that holds "=3D" is such a copy: its soft breaks are joined and "=3D" read
# as "=", so "aws_secret_access_key =3D h0BY9B1A/c1=\n3OApdaru..." reads as the one value it is. A text without "=3D"
# pays one substring search.
_SOFT_BREAK = re.compile(r"=\r?\n")


def _quoted_printable(text: str) -> str:
    """``text`` with its quoted-printable "=3D" and soft line breaks read (see above), when it holds "=3D"."""
    if "=3D" not in text and "=3d" not in text:
        return text
    return _SOFT_BREAK.sub("", text).replace("=3D", "=").replace("=3d", "=")


def normalise_one(text: str) -> str:
    """``text`` as the guards read it: JSON's \\uXXXX escapes decoded, invisible characters removed, NFKC, look-alike
    letters folded, decimal digits of every script made ASCII."""
    return _joined_digits(_ascii_digits(_fold_look_alikes(_arrows(unicodedata.normalize(
        "NFKC", _visible(_json_unescaped(_quoted_printable(text))).replace("\x00", ""))))))


def normalise_for_check(texts: Sequence[str]) -> list[str]:
    """Each text as the guards read it (:func:`normalise_one`); the list itself when nothing changes.

    The batch is normalised as one string, its texts joined by NUL (NFKC never composes across a NUL, a
    starter with no compositions), so there is no Python loop over the rows; a batch holding an ASCII control
    character anywhere (NUL included) is done text by text.
    """
    texts = texts if isinstance(texts, list) else list(texts)
    if not texts:
        return texts
    joined = "\x00".join(texts)
    # (a quoted-printable copy is read text by text: its soft breaks are its own, not every text's of the batch)
    if _ASCII_CONTROL.search("\n".join(texts)) is None and "=3D" not in joined and "=3d" not in joined:
        if joined.isascii() and "\\u" not in joined and (
                ("_" not in joined and " - " not in joined) or _SPACED_DIGITS.search(joined) is None):
            return texts
        out = _joined_digits(_ascii_digits(_fold_look_alikes(_arrows(unicodedata.normalize(
            "NFKC", _visible(_json_unescaped(joined))))))).split("\x00")
        if len(out) == len(texts):
            return out
    return list(map(normalise_one, texts))


def _leaves(value: Any, key: str | None = None) -> Iterator[str]:
    """The strings a detector reads in a JSON value: keys, and "key: value" for scalars (value alone in lists)."""
    stack: list[tuple[Any, str | None]] = [(value, key)]
    while stack:
        item, name = stack.pop()
        if isinstance(item, dict):
            for k, v in item.items():
                yield k
                stack.append((v, k))
        elif isinstance(item, list):
            stack.extend((v, name) for v in item)
        elif item is not None and not isinstance(item, bool):
            yield str(item) if name is None else f"{name}: {item}"


def meta_check_texts(metas: Sequence[str]) -> list[str]:
    """The text to check for each meta JSON text in ``metas`` (one per meta, same order), normalised.

    A meta's JSON text with its quotes removed reads as the guards need it: ``{"password": "..."}`` becomes
    ``{password: ...}``, a stated password, and every key and value at any depth is in it. The whole batch is
    one translate (no parse, no Python loop per row). A JSON escape of a control character (``\\u0000``) could
    split a secret where the text would not: those metas (rare) are parsed and their keys and values joined,
    each ``"key: value"``, one per line.
    """
    metas = metas if isinstance(metas, list) else list(metas)
    if not metas:
        return []
    # JSON text holds no raw newline or other control character (json.dumps escapes them), so the batch is one
    # newline-joined string that splits back exactly.
    joined = "\n".join(metas)
    text = joined.replace('"', "")
    if not text.isascii():
        text = _ascii_digits(_fold_look_alikes(unicodedata.normalize("NFKC", _visible(text))))
    out = text.split("\n")
    if len(out) != len(metas):  # cannot happen with the store's JSON text; be exact anyway
        out = [normalise_one(m.replace('"', "")) for m in metas]
    if "\\u" in joined:
        for i, m in enumerate(metas):
            if "\\u" in m:
                out[i] = "\n".join(map(normalise_one, _leaves(json.loads(m))))
    return out


# A backslash escape of a JSON (or C, JavaScript, Python) string: a tool's output, a chat export or a notebook holds
# the text a person wrote inside such a string, its quotes as \" and its lines as \n.
_STRING_ESCAPE = re.compile(r"\\(?:[\"\\/nrtbf]|u[0-9a-fA-F]{4})")
_ESCAPED = {'"': '"', "\\": "\\", "/": "/", "n": "\n", "r": "\r", "t": "\t", "b": "\b", "f": "\f"}
# One of these (two characters each: a backslash, then a quote or a letter) is in every text unescaping changes.
ESCAPE_ANCHORS = ('\\"', "\\n", "\\t", "\\r", "\\u")


def unescaped(text: str) -> tuple[str, list[int]] | None:
    """``text`` with its string escapes (``\\"``, ``\\n``, ``\\t``, ``\\uXXXX``) read as the characters they stand
    for, and for each character of the result its offset in ``text``; None when ``text`` holds no quote, newline or
    tab escape (a Windows path's ``\\users`` is not one)."""
    if not any(a in text for a in ESCAPE_ANCHORS[:4]):
        return None
    out: list[str] = []
    offsets: list[int] = []
    pos = 0
    for m in _STRING_ESCAPE.finditer(text):
        out.append(text[pos:m.start()])
        offsets.extend(range(pos, m.start()))
        esc = m.group()[1:]
        out.append(chr(int(esc[1:], 16)) if esc[0] == "u" else _ESCAPED[esc])
        offsets.append(m.start())
        pos = m.end()
    out.append(text[pos:])
    offsets.extend(range(pos, len(text) + 1))  # one past the end too: the end of a span
    return "".join(out), offsets
