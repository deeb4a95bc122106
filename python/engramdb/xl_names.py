"""A word of another script compared with a Latin-script word by sound (issue 18, branch newest121).

A name in an English fact ("Savithramma dyes our silk for 380 rupees a kilo") is written in the note's own script in a
note that tells its newer value ("... ಸಾವಿತ್ರಮ್ಮ ಈಗ ಅರ್ಧ ಕಿಲೋ ಬಣ್ಣಕ್ಕೆ ಇನ್ನೂರ ಐವತ್ತು ರೂಪಾಯಿ ಕೇಳುತ್ತಾರೆ ..."): the two share
no letter, so no word reader pairs them. skeleton() writes a word of any of the scripts below as a rough Latin
consonant skeleton (each run of vowels one "a", "h" after a letter dropped, doubled letters once, a few sounds
merged), so that both spellings of a name meet: "Savithramma" and "ಸಾವಿತ್ರಮ್ಮ" are both "savatrama".

- The Brahmic scripts (Devanagari, Bengali, Gurmukhi, Gujarati, Oriya, Tamil, Telugu, Kannada, Malayalam, Khmer) by
  their Unicode character names (unicodedata: "KANNADA LETTER SA", "KANNADA VOWEL SIGN AA", "KANNADA SIGN VIRAMA"): a
  consonant carries an "a" unless a vowel sign or a virama follows it; Thai by its consonant names ("THAI CHARACTER WO
  WAEN": "w") and vowel names ("SARA I").
- Cyrillic, Greek and Armenian by a small table each (their character names are letter names: "EL", "LIWN").
- Latin letters lose their accents. Any other script (Arabic, Hebrew: no written vowels; Han) gives "".
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache


def _table(letters: str, sounds: str) -> dict[str, str]:
    """Each of `letters` by its sound in `sounds` (one a space, "-" for none)."""
    return {letter: "" if sound == "-" else sound for letter, sound in zip(letters, sounds.split(), strict=True)}


# Cyrillic (Russian, Ukrainian, Belarusian, Bulgarian, Serbian, Macedonian, Mongolian, Kazakh letters; Tajik, Tatar and
# Bashkir letters: xlhash199), Greek and
# Armenian in Latin
_CYRILLIC = _table(
    "абвгдеёжзийклмнопрстуфхцчшщъыьэюяєіїґўјљњћђџѕќѓөүұқғңһәӣӯҳҷҡҙҫ",
    "a b v g d e e zh z i y k l m n o p r s t u f kh ts ch sh shch - y - e yu ya ye i yi g u j l n ch dj dzh dz k g "
    "o u u k g n h a i u h j k z s",
)
_GREEK = _table(
    "αβγδεζηθικλμνξοπρσςτυφχψωάέήίόύώϊϋΐΰ", "a v g d e z i th i k l m n x o p r s s t i f ch ps o a e i i o i o i i i i"
)
_ARMENIAN = _table(
    "աբգդեզէըթժիլխծկհձղճմյնշոչպջռսվտրցւփքօֆ",
    "a b g d e z e e t zh i l kh ts k h dz gh ch m y n sh o ch p j r s v t r ts u p k o f",
)
_TABLES = {**_CYRILLIC, **_GREEK, **_ARMENIAN}
# the Brahmic scripts read by their character names
_BRAHMIC = (
    "DEVANAGARI",
    "BENGALI",
    "GURMUKHI",
    "GUJARATI",
    "ORIYA",
    "TAMIL",
    "TELUGU",
    "KANNADA",
    "MALAYALAM",
    "KHMER",
)
_VOWEL = re.compile(r"[aeiouy]+")
# sounds written two ways across the scripts (in this order): "tch" / "ch" (one sound, "ç"), "ts" ("ʦ"), then a
# Latin "c" left is "k" ("Bianca", "Бьянка"), "ph" / "f", "w" / "v"
_MERGES = (
    ("shch", "s"),
    ("tch", "ç"),
    ("ch", "ç"),
    ("ts", "ʦ"),
    ("ck", "k"),
    ("c", "k"),
    ("ph", "f"),
    ("sh", "s"),
    ("zh", "z"),
    ("kh", "k"),
    ("q", "k"),
    ("x", "ks"),
    ("w", "v"),
    ("dj", "j"),
    ("dz", "z"),
)
# a nasal before another consonant, one sound ("n"): an anusvara in the Brahmic scripts ("Narasimha", "నరసింహ")
_NASAL = re.compile(r"[mn](?=[^aeiouy])")
_DOUBLE = re.compile(r"(.)\1+")


def _brahmic(name: str, out: list[str]) -> None:
    """Append the Latin of one Brahmic character by its Unicode `name` ("KANNADA LETTER SA") to `out` (a consonant
    carries an "a" that a vowel sign or virama after it replaces or removes: _INHERENT marks it)."""
    kind = name.split(" ", 1)[1]
    if kind.startswith(("LETTER ", "INDEPENDENT VOWEL ")):
        sound = kind.rsplit(" ", 1)[1].lower()
        if sound.startswith(("a", "e", "i", "o", "u")) or kind.startswith("INDEPENDENT") or "VOCALIC" in kind:
            out.append("a")  # a vowel letter
        else:
            sound = sound[:-1] if sound.endswith("a") else sound
            out.append("ch" + sound[1:] if sound.startswith("c") else sound)  # "CA" is "cha"
            out.append(_INHERENT)
    elif "VOWEL SIGN" in kind:
        _drop_inherent(out)
        out.append("a")
    elif kind.endswith(("VIRAMA", "COENG", "SIGN HALANT")) or "CHILLU" in kind:
        _drop_inherent(out)
    elif kind.endswith(("ANUSVARA", "NIKAHIT")):
        out.append("n")  # a nasal: "m" or "n" by the consonant after it


_INHERENT = "\x00"


def _drop_inherent(out: list[str]) -> None:
    if out and out[-1] == _INHERENT:
        out.pop()


def _thai(name: str, out: list[str]) -> None:
    """Append the Latin of one Thai character by its Unicode `name` ("THAI CHARACTER WO WAEN": "w") to `out`."""
    parts = name.split()[2:]
    if not parts:
        return
    if parts[0] == "SARA" or (parts[0] == "MAI" and parts[-1] in ("HAN-AKAT", "MALAI", "MUAN")):
        out.append("a")
    elif parts[0] in ("MAI", "THANTHAKHAT", "NIKHAHIT", "YAMAKKAN", "PHINTHU", "MAIYAMOK", "PAIYANNOI"):
        return  # a tone or other mark
    elif parts[0] == "O" and parts[-1] == "ANG":
        out.append("a")
    elif parts[0].endswith("O"):
        out.append(parts[0][:-1].lower())


@lru_cache(maxsize=8192)
def latin(word: str) -> str:
    """`word` written in Latin letters, lower-cased: a Latin word without its accents, a word of another script this
    module reads by its table or character names, "" for any other."""
    out: list[str] = []
    for ch in unicodedata.normalize("NFC", word.lower()):
        if "a" <= ch <= "z":
            out.append(ch)
            continue
        if ch in _TABLES:
            out.append(_TABLES[ch])
            continue
        name = unicodedata.name(ch, "")
        if name.startswith("LATIN"):
            out.append(unicodedata.normalize("NFKD", ch).encode("ascii", "ignore").decode())
        elif name.split(" ", 1)[0] in _BRAHMIC:
            _brahmic(name, out)
        elif name.startswith("THAI CHARACTER"):
            _thai(name, out)
        elif unicodedata.category(ch).startswith("L"):
            return ""  # a script this module does not read
    return "".join("a" if part == _INHERENT else part for part in out)


@lru_cache(maxsize=8192)
def skeleton(word: str) -> str:
    """The sound skeleton of `word` (any script latin() reads): its Latin with the sounds of _MERGES merged, "h"
    after a letter dropped, a nasal before a consonant "n", each run of vowels one "a" and a doubled letter once
    ("Savithramma" and "ಸಾವಿತ್ರಮ್ಮ" are both "savatrama"); "" for a word of a script latin() does not read."""
    text = latin(word)
    if not text:
        return ""
    for a, b in _MERGES:
        text = text.replace(a, b)
    text = _NASAL.sub("n", _DOUBLE.sub(r"\1", text))
    text = text[0] + text[1:].replace("h", "")
    return _DOUBLE.sub(r"\1", _VOWEL.sub("a", text))


# the fewest consonants a skeleton holds for skeleton_match to read it: two ("Lyon" "lan", "Uliana" "alana")
NAME_CONSONANTS = 2


def skeleton_match(name: str, word: str, prefix: bool) -> bool:
    """Whether `word` (of another script) spells `name` (a Latin-script word): their skeletons are equal, or, with
    `prefix` (a name, which another language declines: "Лиона", "കൊച്ചിയിലെ"), `name`'s without its final vowel
    begins `word`'s. A name of fewer than NAME_CONSONANTS consonants matches nothing."""
    a, b = skeleton(name), skeleton(word)
    if not a or not b or sum(1 for c in a if c != "a") < NAME_CONSONANTS:
        return False
    if a == b:
        return True
    stem = a[:-1] if a.endswith("a") else a
    return prefix and b.startswith(stem) and (len(b) == len(stem) or b[len(stem)] == "a")
