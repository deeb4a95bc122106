"""fp49 (session 39): guard_corpus_blind46's false alarms read as general readings (guard/fp49.py): a password said to
be kept back ("the password is withheld") and a ticket pass's number ("season pass 27934295"); each benign text beside
a secret twin of the same shape."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engramdb.guard import find_secrets, find_secrets_many, fp49, fp86

# (benign, its twin): the benign refused by main, the twin refused with and without the readings
_PAIRS = [
    (
        "reminder:\nVestiaire Collective: ana.r@outlook.example, the password is withheld, I'll accept the offer myself",
        "reminder:\nVestiaire Collective: ana.r@outlook.example, the password is Withheld-Offer42, I'll accept it",
    ),
    (
        "Vestiaire Collective: dawit.t@gmail.example, the password is withheld, I'll accept the offer myself\n\n"
        "(dictated, sorry for typos)",
        "Vestiaire Collective: dawit.t@gmail.example, the password is withheld: Zq8#mLp2x\n\n(dictated, sorry for typos)",
    ),
    ("the router password is confidential", "the router password is Confidential#8"),
    ("the wifi password is elsewhere", "the wifi password is elsewhere9"),
    (
        "reminder:\nSix Flags: season pass 27934295, park reservation 2027-09-09 08:25",
        "reminder:\nSix Flags: pass 27934295, park reservation 2027-09-09 08:25",
    ),
    (
        "Oriol via Telegram, 22:52: Six Flags: season pass 71534101, park reservation 3 Dec 2025 22:52",
        "Oriol via Telegram, 22:52: Six Flags: season pass Xy7kQ29a, park reservation 3 Dec 2025 22:52",
    ),
    ("Epic: ski pass 55120983, lift tickets loaded", "Epic: pass 55120983, lift tickets loaded"),
    ("annual pass: 4410 2291 8830, valid till April", "annual pass: Hut8-4410x, valid till April"),
    ("museum pass #55120983 for the kids", "museum pass #Qk5512o983 for the kids"),
]


@pytest.mark.parametrize(("benign", "twin"), _PAIRS)
def test_benign_passes_and_its_twin_is_refused(benign: str, twin: str, monkeypatch: pytest.MonkeyPatch) -> None:
    assert find_secrets(benign) == [] and find_secrets_many([benign]) == [], benign
    assert find_secrets(twin) and [i for i, _ in find_secrets_many(["the weather is fine", twin])] == [1], twin
    monkeypatch.setattr(fp49, "near_miss", lambda text, start, end: False)
    monkeypatch.setattr(fp86, "ticket_pass", lambda *a: False)  # (session 46: a ticket's pass, earlier)
    assert find_secrets(benign), benign  # main's reading
    assert find_secrets(twin), twin


@pytest.mark.parametrize(
    "text",
    [
        "our wedding website's guest pass is junipertamar2027, put it in the invitations",  # a guest pass: a password
        "Snowbird login (the season pass is on it): carys1@icloud.example, pass huty-me8g-y10b-hero",
        "the password is WITHHELD",  # not the lower-case word
        "the password is withheld2",
        "pass 18425905",  # no ticket's word before "pass"
    ],
)
def test_secrets_beside_the_readings_stay_refused(text: str) -> None:
    assert find_secrets(text), text


_TOKEN = st.text(
    alphabet="abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789#%&!", min_size=8, max_size=16
).filter(lambda s: any(c.isdigit() for c in s) and any(c.isalpha() for c in s))


@settings(max_examples=60, deadline=None)
@given(_TOKEN, st.sampled_from(sorted(fp49._KEPT_BACK)), st.sampled_from(["season", "ski", "bus", "annual"]))
def test_a_password_shaped_value_is_never_read_as_kept_back_or_a_pass_number(
    token: str, word: str, ticket: str
) -> None:
    # the readings take back only a kept-back word itself and a number: a value with letters and digits stays refused
    # (the pass's form asks the reading itself: main's rows find no value opening with "%" after "pass" either way)
    assert find_secrets(f"the password is {word}: {token}")
    assert not fp49.near_miss(f"the password is {token}", 16, 16 + len(token))
    text = f"Six Flags: {ticket} pass {token}, see you"
    start = text.index(token)
    assert not fp49.near_miss(text, start, start + len(token))
