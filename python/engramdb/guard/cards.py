"""A stored-value card's number written with its PIN (round 28).

A gift card, a prepaid card or a voucher is spent with two things together: its number (sixteen or twenty digits,
printed in groups of four) and the PIN under its scratch strip. Its number is no payment card's (it fails Luhn's
check, so the card rows pass it), but written beside its PIN it spends the balance, in whatever language the label is
in. People write the pair in two ways:

* ``<number> / <PIN>`` - the two values side by side, the slash between them ("4469 3644 1043 6651 / 511302", under
  a label, in a table's cell, in quotes, after an arrow); the label needs no reading, no other text writes sixteen
  digits in groups of four and a short number after a slash;
* the number, then within its clause the word for a PIN and the PIN ("száma 3035 7902 9621 8630, PIN-kódja 1869",
  "ギフトカードは5444 7160 1507 5295、PINは2537です", "شماره 9303 3459 0736 5408 با پین 979586 است").

The PIN is four to eight digits, not one digit repeated; the number's groups are joined by one space or one dash, the
same each time. Not a value: a date or a phone number after the number (no slash and PIN word), an expiry ("12/27").
"""

from __future__ import annotations

import re

# Sixteen or twenty digits in groups of four, not inside a longer number or a decimal.
_NUMBER = r"(?<![\d.,/-])\d{4}(?P<j>[ -])\d{4}(?:(?P=j)\d{4}){2,3}(?![\d])"
_PIN = r"(?P<v>\d{4,8})(?![\d/:]|[.,-]\d)"
SLASHED = re.compile(_NUMBER + r"[ \t]*/[ \t]*" + _PIN)
SLASHED_ANCHORS = ("# / #", "#/#", "# /#", "#/ #")
# The word for a PIN in the scripts of the lexicon's languages (a PIN's word glued to a particle: "PIN은", "PINは",
# "PIN-kódja", "PINa").
_PIN_WORD = r"(?:(?<![A-Za-z])(?i:pin)|пин|пін|ПИН|ПІН|پین|پن|पिन|পিন|பின்|పిన్|핀|ピン|ፒን)"
NAMED = re.compile(_NUMBER + r"(?P<gap>[^\d\n]{0,40}?)" + _PIN_WORD + r"[^\d\n]{0,14}?" + _PIN)
NAMED_ANCHORS = ("pin", "пин", "пін", "پین", "پن", "पिन", "পিন", "பின்", "పిన్", "핀", "ピン", "ፒን")


def card_pin(m: re.Match[str]) -> tuple[int, int] | None:
    """The PIN of :data:`SLASHED` or :data:`NAMED` (see above)."""
    v = m.group("v")
    if len(set(v)) == 1:
        return None
    if "gap" in m.re.groupindex and re.search(r"[.!?。;]", m.group("gap")):
        return None  # the number's clause ended before the PIN's word
    return m.span("v")
