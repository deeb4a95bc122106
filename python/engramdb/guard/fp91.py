"""Session 46 (fp91): two false alarms of the wide search for ordinary agent notes (benchmarks/guard_benign_wide.py,
seed 8, about one note in 18,000 after fp86), read as general readings (a leaf module but for :mod:`.fp86`).
``secrets._shaped`` asks :func:`booked_id` of a code word's value, ``secrets._password_last`` :func:`password_word`
for the password word of its line.

* **an id's own label** (:func:`booked_id`): the walk from a code word ("course code TJ479, terminal 3, ...;
  localizador 2472578520, puerta D21") may pass other things' values to a number that a booking's, a tracking's or an
  order's word labels right before it ("localizador", Spanish for a booking's locator; "PNR", "booking ref",
  "Buchungsnummer", "tracking no."). That number is the booking's, not the code's, even with a door word ("puerta",
  "gate") on the line. A code's value with its own code word right before it ("localizador 2472578520, código de la
  puerta 4471") is the door's code and stays refused.
* **a ticket's pass on a password's line** (:func:`password_word`): the row reading a password stated last on its
  line took "bus pass" for the password's word ("bus pass no. 9400781 expires May 20; pin the tab about tablet order
  ORD-955919590"): fp86's reading of a ticket's pass (:func:`.fp86.ticket_pass`) now applies there as in the stated
  rows; the next password word of the line, if any, is read instead ("bus pass 9400781, wifi password is ...
  Kestrel-3818" stays refused). The same for round 85's passphrase after a password's label
  (:func:`ticket_label`): "bus pass no. 241080661 expires 6/27/21 | James's bike frame size 39" is no passphrase
  ("bike frame size 39") after a password's "pass".
"""

from __future__ import annotations

import re
from collections.abc import Callable

from . import fp86

# A booking's, a reservation's, a tracking's or an order's word, with "number" / "no." / "#" / ":" after it, ending
# the text between a code word and the value the walk took.
_ID_LABEL = re.compile(
    r"(?i)(?<![^\W\d_])(?:localizador(?:[ \t]+de[ \t]+(?:la[ \t]+)?reserva)?|localizzatore|"
    r"(?:record[ \t]+)?locator|pnr|booking(?:[ \t]+(?:ref(?:erence)?|no|number|id|code))?|"
    r"r[ée]servation(?:[ \t]+(?:number|no|id))?|buchungs(?:nummer|code)|buchung|reserva|prenotazione|boekingsnummer|"
    r"tracking(?:[ \t]+(?:number|no|id|code))?|sendungsnummer|(?:n[úu]mero[ \t]+de[ \t]+)?seguimiento|"
    r"num[ée]ro[ \t]+de[ \t]+suivi|order(?:[ \t]+(?:number|no|id))?|pedido|commande|bestellnummer)"
    r"\.?[ \t]*(?:no\.?|n[ºo°]|number|#)?[ \t]*[:#=]?[ \t]*\Z")


def booked_id(text: str, word_end: int, v_start: int) -> bool:
    """The value a code word's walk took (at ``v_start``) has a booking's, tracking's or order's word as its own
    label, after other words (see the module)."""
    return word_end < v_start and _ID_LABEL.search(text, max(word_end, v_start - 40), v_start) is not None


Words = Callable[[str], "re.Match[str] | None"]


def password_word(text: str, line_start: int, before: str, v_start: int, v_end: int, first_word: Words) -> int | None:
    """The end (in ``before``, the line before a value at ``v_start``) of the first password word of ``before`` that
    is not a ticket's pass (see the module), or None."""
    off = 0
    while (word := first_word(before[off:])) is not None:
        a, b = line_start + off + word.start(), line_start + off + word.end()
        if not fp86.ticket_pass(text, a, b, v_start, v_end):
            return off + word.end()
        off += word.end()
    return None


_PASS_WORD = re.compile(r"(?i)pass(?![^\W_])")


def ticket_label(text: str, start: int, v_start: int, v_end: int) -> bool:
    """The label at ``start`` is "pass" after a ticket's word and the value at ``v_start`` is its number or another
    thing's further on (:func:`.fp86.ticket_pass`; see the module)."""
    m = _PASS_WORD.match(text, start)
    return m is not None and fp86.ticket_pass(text, start, m.end(), v_start, v_end)
