"""Session 46 (fp91): the false alarms benchmarks/guard_benign_wide.py's seed 8 left after fp86 (guard/fp91.py and
the readings it names), each with its secret twin, on find_secrets and find_secrets_many."""

from __future__ import annotations

import pytest

from engramdb import guard
from engramdb.guard import fp91, shape


def _refused(text: str) -> tuple[bool, bool]:
    return bool(guard.find_secrets(text)), bool(guard.find_secrets_many([guard.normalise_for_check([text])[0]]))


# (benign note the search drew or a variant of it, its secret twin)
PAIRS = [
    # a booking's own label before the number a code word's walk reached (fp91.booked_id, in secrets._shaped)
    ("FYI course code TJ479, terminal 3, Sunday 2pm; localizador 2472578520, puerta D21; shift rota: Grace 20.30-6pm",
     "FYI course code TJ479, terminal 3, Sunday 2pm; localizador 2472578520, código de la puerta 4471"),
    ("course code KX212, room 4; PNR 24725785, gate D21", "course code KX212, room 4; PNR 24725785, gate code 8812"),
    ("course code KX212, room 4; booking ref 24725785, door D2", "course code KX212, room 4; door code: 8812"),
    ("course code KX212, Buchungsnummer 24725785, Tür 4", "course code KX212, Buchungsnummer 24725785, der Türcode ist 8812"),
    ("course code KX212, réservation 24725785, porte B", "course code KX212, réservation 24725785, code de la porte 8812"),
    ("course code KX212, tracking no. 24725785, gate 4", "course code KX212, tracking no. 24725785, gate code 8812"),
    # a ticket's pass is no password word on the line of a password stated last (fp91.password_word, in
    # secrets._password_last)
    ("FYI [2020年2月24日, 22h40] Minh: Chris' bus pass no. 9400781 expires May 20; pin the tab about tablet order "
     "ORD-955919590",
     "FYI [2020年2月24日, 22h40] Minh: Chris' bus pass no. 9400781 expires May 20; the password for the zip file I "
     "sent you is walnut-juniper-Glacier20"),
    ("season pass no. 9400781 for Sam; pin the chat about the laptop order ORD-12345678",
     "season pass no. 9400781 for Sam; pin the chat, the laptop's PIN is 4471"),
    # "pin" as a verb (pin the tab / pinned / pin it) beside an order's id; a PIN after "PIN" stays refused
    ("pin the tab about tablet order ORD-955919590", "PIN for the tablet: 4471"),
    ("pinned the note about the router, order 4471-2231", "the router's PIN is 4471"),
    ("pin it: order 55120934", "PIN: 55120934"),
]


@pytest.mark.parametrize(("benign", "secret"), PAIRS)
def test_the_benign_note_passes_and_its_secret_twin_is_refused(benign: str, secret: str) -> None:
    assert _refused(benign) == (False, False), benign
    assert _refused(secret) == (True, True), secret


@pytest.mark.parametrize(("text", "booked"), [
    ("course code TJ479; localizador 2472578520", True), ("door code, PNR 24725785", True),
    ("code, booking ref: 24725785", True), ("code 4471", False), ("code de la porte 4471", False),
    ("código de la puerta, localizador en el correo: 4471", False),
])
def test_booked_id(text: str, booked: bool) -> None:
    v = text.rfind(" ") + 1
    assert fp91.booked_id(text, text.index("code" if "code" in text else "código") + 4, v) is booked


def _first(text: str):  # type: ignore[no-untyped-def]
    return shape.PASSWORD_WORDS.first_word(text)


@pytest.mark.parametrize(("before", "word"), [
    ("bus pass no. 9400781 expires May 20; order ", None),
    ("bus pass no. 9400781; the password is ", "password"),
    ("wifi pass: ", "pass"),
])
def test_password_word(before: str, word: str | None) -> None:
    text = before + "Xyz-12345678"
    end = fp91.password_word(text, 0, before, len(before), len(text), _first)
    assert (None if end is None else before[:end].rsplit(" ", 1)[-1].rstrip(":").lower()) == word


# a ticket's pass is no password label before a passphrase (fp91.ticket_label, in round85.label_then_phrase)
@pytest.mark.parametrize(("benign", "secret"), [
    ("- Priya's bus pass no. 241080661 expires 6/27/21 | James's bike frame size 39, Bol.com order 487N81150",
     "- Priya's wifi pass no. 241080661 expires 6/27/21 | James's bike frame size 39, Bol.com order 487N81150"),
    ("the ski pass for Sam, then bike frame size 39, shop order 4471",
     "the shop pw fennel glacier lantern 20, shop order 4471"),
])
def test_a_ticket_pass_before_a_phrase(benign: str, secret: str) -> None:
    assert _refused(benign) == (False, False), benign
    assert _refused(secret) == (True, True), secret
