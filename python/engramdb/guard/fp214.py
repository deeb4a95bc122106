"""Session 49 (fp214): the six older false alarms of the corpora (blind19's OCR'd Maltese sign, blind32's five
Matrix sessions), read as general readings (a leaf module: it imports nothing of the guard). ``secrets._near_miss``
asks of a password's, a code's or a key's value.

* **a messenger's device key** (:func:`device_key`): Element (Matrix) shows each signed-in device as "Session ID:
  ABCDEFGHIJ" (ten capitals) and "Session key: xWN2 S203 ..." - the device's public Ed25519 key, 32 bytes of
  unpadded base64 in eleven groups of four (the last three or four), which the other side compares to verify it.
  The value is that key when it is the whole of its "Session key" line and a "Session ID" line of a device's id is
  the line before or after it. A recovery / security key (base58, twelve groups: "EsT2 q5h5 ..."), a key under
  any other label, or a session key without its device's id stands.
* **a letter OCR read as a digit** (:func:`ocr_repaired`): text a phone read off a photo or a screenshot (its head
  says so: "[OCR of photo]", "Live Text:", "Google Lens", "[text from screenshot]") often has "1" for "l" and "0"
  for "o" inside a word ("staqsu fi1-kaxxa", Maltese "ask at the till"). The value's token, a lower-case word with
  such a digit between letters, is given back with the letters; ``secrets`` then judges the repaired text as
  it judges any text, and the finding stands when the repaired text is refused too ("Password: sunf1ower" is
  "sunflower", a password still). A word typed with a digit (no OCR head) stands.
"""

from __future__ import annotations

import re

from .fp95 import token_span

# The readings' switch (an A/B of their cost in one process: benchmarks/ab/guard_row_cost.py): off, neither reads.
ON = True

# ---- a messenger's device key
_B64 = r"[A-Za-z0-9+/]"
_DEVICE_KEY = re.compile(r"[ \t>]*(?i:session[ \t]+key)[ \t]*:[ \t]*(" + _B64 + r"{4}(?:[ ]" + _B64 + r"{4}){9}[ ]"
                         + _B64 + r"{3,4})[ \t]*")
_DEVICE_ID = re.compile(r"[ \t>]*(?i:session[ \t]+id)[ \t]*:[ \t]*[A-Z]{10}[ \t]*")


def _line(text: str, pos: int) -> tuple[int, int]:
    a = text.rfind("\n", 0, pos) + 1
    b = text.find("\n", pos)
    return a, len(text) if b < 0 else b


def device_key(text: str, start: int, end: int) -> bool:
    """The value is a Matrix device's public key on its "Session key" line, beside its "Session ID" line."""
    if not ON:
        return False
    a, b = _line(text, start)
    if end > b:
        return False
    m = _DEVICE_KEY.fullmatch(text, a, b)
    if m is None or not (m.start(1) <= start and end <= m.end(1)):
        return False
    if a > 0:  # the line before
        pa, pb = _line(text, a - 1)
        if _DEVICE_ID.fullmatch(text, pa, pb) is not None:
            return True
    if b < len(text):  # the line after
        na, nb = _line(text, b + 1)
        if _DEVICE_ID.fullmatch(text, na, nb) is not None:
            return True
    return False


# ---- a letter OCR read as a digit
_OCR_HEAD = re.compile(
    r"(?im)^[ \t]*[\[(]?[ \t]*(?:ocr\b|(?:live[ \t]+)?text[ \t]+from[ \t]+(?:the[ \t]+)?(?:photo|screenshot|image|scan)"
    r"|live[ \t]+text\b|google[ \t]+lens\b|scanned[ \t]+with\b)")
_OCR_TOKEN = re.compile(r"[a-z01'-]+")
_OCR_LETTER = str.maketrans("10", "lo")
_VOWEL = re.compile(r"[aeiouy]")


def ocr_repaired(text: str, start: int, end: int) -> str | None:
    """The text with the value's token read back as letters, where the text is an OCR's and the token a word with
    a digit read for a letter (see the module); else None."""
    if not ON:
        return None
    a, b = token_span(text, start, end)
    while b > end and text[b - 1] in ".,;:!?)":
        b -= 1  # (the sentence's mark after the word)
    token = text[a:b]
    if not ("0" in token or "1" in token) or len(token) > 40 or _OCR_TOKEN.fullmatch(token) is None:
        return None
    for i, c in enumerate(token):
        if c in "01":
            before, after = token[i - 1:i], token[i + 1:i + 2]
            if before.isdigit() or after.isdigit() or not (before.isalpha() or after.isalpha()):
                return None  # beside another digit, or with no letter beside it: no letter read wrong
    if sum(c.isalpha() for c in token) < 3 or _OCR_HEAD.search(text, 0, a) is None:
        return None
    repaired = token.translate(_OCR_LETTER)
    parts = re.split(r"[-']", repaired)
    if len(parts) > 2 or not all(_VOWEL.search(p) for p in parts):
        return None  # a word, perhaps with its article joined ("fil-kaxxa"), not generated groups ("sdvs-pquu-1zvb")
    return text[:a] + repaired + text[b:]
