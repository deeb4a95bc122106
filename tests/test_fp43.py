"""Session 35 (fp43): a login or a service told beside a withheld password (guard/withheld.py), and words and ids
joined into a slug are no strong value of a login's row (guard/shown.py ``_strong``). Each benign text is refused by
main before this change (75105e7) and no longer is; its secret twin, the same line with a password written in, still
is (by find_secrets and by the batch path alike). A property builds texts from the store tests' vocabularies (test_hybrid's
words, slugs and ids, prose, order / invoice / ticket ids joined by separators, times, user names) and asserts that
the guard refuses none."""

from __future__ import annotations

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from engramdb import guard
from engramdb.guard import logins, shown, slugs, withheld

# (benign, secret twin)
PAIRS = [
    # a placeholder after the login
    ("hasło do Sympatii: jarrah / —", "hasło do Sympatii: jarrah / Tomasz677.cb"),
    ("» senha da área de cliente da luz: 51111412 / n/a", "» senha da área de cliente da luz: 51111412 / Fionn161.dkf"),
    ("parola de la Tazz: +38354866659 / %%%%%%%% 🙂", "parola de la Tazz: +38354866659 / Hilde3573#fc 🙂"),
    ("[07:08] Passwort vom Stromanbieter-Konto → n/a", "[07:08] Passwort vom Stromanbieter-Konto → quarry05.BOBCAT"),
    ("[09:56] lösenord till Fitness24Seven — (reset pending)", "[09:56] lösenord till Fitness24Seven — Tomasz677.cb"),
    ("[13:51] Quentin: iphasiwedi ye-PDF [REDACTED]", "[13:51] Quentin: iphasiwedi ye-PDF Hilde3573#fc"),
    # a promise to tell in parentheses
    ("🔒 пароль до Badoo: ghazal / (I'll tell you over coffee)", "🔒 пароль до Badoo: Fionn161.dkf"),
    ("Coffee Meets Bagel 密码 = (I'll tell you over coffee)", "Coffee Meets Bagel 密码 = quarry05.BOBCAT"),
    (
        "hasło do Sympatii: adaeze1@proton.example / (I'll tell you over coffee)\n~Ines",
        "hasło do Sympatii: adaeze1@proton.example / Tomasz677.cb\n~Ines",
    ),
    # marks alone; a signed name under a label's placeholder
    ("memo:\nvaliz kilidi şifresi: ?-?-?", "memo:\nvaliz kilidi şifresi: Hilde3573#fc"),
    ("elektrik hesabının şifresi → {PASSWORD}\n-Benedetta", "elektrik hesabının şifresi → Fionn161.dkf\n-Benedetta"),
    # words and ids joined into a slug after a user-like word (test_hybrid's texts)
    ("e12 printer-INV2291", "ngozi.a quarry05.BOBCAT"),
    ("ana_p invoice_INV-2291", "ngozi.a Tulip-Harbor-5521"),
    ("tea_2 refund_Porto-INV2291", "tea_2 Tomasz677.cb"),
    ("e12_moved of_55-2291", "e12_moved Tulip-Harbor-5521"),
    # a slug after "/" is no login's password (logins.paired)
    ("ana_p / e12--invoice", "ana_p / Willow-Ember3"),
    ("kenji00 / INV-2291_ready", "kenji00 / Hilde3573#fc"),
]


def _refused(text: str) -> tuple[bool, bool]:
    one = bool(guard.find_secrets(text))
    many = bool(guard.find_secrets_many([guard.normalise_for_check([text])[0]]))
    return one, many


@pytest.mark.parametrize(("benign", "secret"), PAIRS)
def test_the_benign_text_passes_and_its_secret_twin_is_refused(benign: str, secret: str) -> None:
    assert _refused(benign) == (False, False), benign
    assert _refused(secret) == (True, True), secret


@pytest.mark.parametrize(
    "text",
    [
        "password: Tomasz677.cb (changed in May)",  # a note after a real password, no separator: no placeholder
        "voicemail-pincode\n\n0883 xx",  # kisses, not a mask
        "the wifi password is quarry05.BOBCAT / ask me if it fails",
        "hasło: Fionn161.dkf / n/a",  # a password's shape before the placeholder
        "admin / Hilde3573#fc",
    ],
)
def test_a_real_password_beside_a_note_is_still_refused(text: str) -> None:
    assert _refused(text) == (True, True), text


def test_withheld_readings() -> None:
    text = "hasło do Sympatii: jarrah / —"
    start = text.index("jarrah")
    assert withheld.placeholder_after(text, start, start + 6, logins.password_like)
    assert not withheld.placeholder_after("login: jarrah / Tomasz677.cb", 7, 13, logins.password_like)
    assert not withheld.placeholder_after("pin 0883 xx", 4, 8, logins.password_like)  # kisses: no separator
    assert not withheld.placeholder_after("pw: Tomasz677.cb / n/a", 4, 16, logins.password_like)  # a password's shape
    text = "пароль: ghazal / (I'll tell you over coffee)"
    start = text.index("tell")
    assert withheld.inside_promise(text, start, start + len("tell you over coffee"))
    text = "passphrase (correct horse battery staple)"
    start = text.index("correct")
    assert not withheld.inside_promise(text, start, len(text) - 1)  # a passphrase opens with no promise's word
    assert withheld.marks_only("?-?-?", 0, 5) and not withheld.marks_only("?-7-?", 0, 5)
    assert withheld.signed_name("x → {PASSWORD}\n-Benedetta", 15, 25)
    assert not withheld.signed_name("x → -Benedetta\nmore", 4, 14)


@pytest.mark.parametrize(
    ("value", "strong"),
    [
        ("INV-2291--e12", False),
        ("printer-INV2291", False),
        ("refund--Porto--INV-2291", False),
        ("E12-invoice--backup", False),
        ("alpha_beta-gamma", False),
        ("e12/printer", False),
        ("of_55-2291", False),
        ("Tomasz677.cb", True),
        ("quarry05.BOBCAT", True),
        ("Fionn161.dkf", True),
        ("Hilde3573#fc", True),
        ("Tulip-Harbor-5521", True),
        ("Vortex38-", True),
        ("kAAee-5ThOu-7oS4f-OmEUa", True),
    ],
)
def test_words_and_ids_joined_are_no_strong_value(value: str, strong: bool) -> None:
    assert shown._strong(value) is strong


@pytest.mark.parametrize(
    ("value", "slug"),
    [
        ("booking--Tuesday", True),
        ("of_55-2291", True),
        ("x-y-z_e12", True),
        ("Tuesday_INV2291/8841--INV-2291", True),
        ("Tulip-Harbor-5521", False),
        ("Willow-Ember3", False),
        ("Ocean_Tiger", False),
        ("Vortex38-", False),
        ("quarry05.BOBCAT", False),
        ("kAAee-5ThOu-7oS4f-OmEUa", False),
        ("invoice", False),
        ("UEQS4-NXGTG", False),  # a generator's groups (blind34: "FordPass <mail> pw UEQS4-NXGTG")
        # a generator's capitalised word and its number, no id's prefix (test_guard_round34's draw "mira.k / heron-SABLE1")
        ("heron-SABLE1", False),
        ("Orchid-LAKE12", False),
        ("x-REF", True),
    ],
)
def test_joined_slug(value: str, slug: bool) -> None:
    assert slugs.joined_slug(value) is slug


@pytest.mark.parametrize(
    "text", ["mira.k / heron-SABLE1", "lucky21 pw Orchid_LAKE512", "| tern_walker / moss.SABLE9999 |"]
)
def test_a_generators_words_with_a_capitalised_word_after_a_login_stay_refused(text: str) -> None:
    assert guard.find_secrets(text), text


# ---- a property over the store tests' vocabularies: words, slugs and ids joined by any separator; user names and
# times set apart on both sides by a space, a comma, a colon or a line. No " / ": a login's pair's joiner, after which
# main and fp43 read any word-shaped password ("case / Porto_yoga" beside an id); the slugs after it are pinned above.
_WORDS = [
    "invoice",
    "the",
    "printer",
    "E12",
    "8841",
    "INV-2291",
    "INV2291",
    "tea",
    "Porto",
    "café",
    "naïve",
    "of",
    "a",
    "refund",
    "e12",
    "status",
    "order",
    "55-2291",
    "x-y-z",
    "backup",
    "bucket",
    "is",
    "meeting",
    "moved",
    "to",
    "thursday",
    "supplier",
    "arrived",
    "late",
    "ticket",
    "version",
    "report",
    "ready",
    "noon",
    "Keiko",
    "yoga",
    "ORD-5396178",
    "TCK-40417",
    "INV-2024-0193",
    "PO-7731",
    "case",
    "REF",
    "booking",
    "Tuesday",
    "shipped",
    "paid",
]
_SEPS = [" ", " ", " ", "  ", "\t", "-", "--", "_", "/", ", ", ": ", " - ", "\n", ". "]
_NAMES = ["kenji00", "maren60", "ana_p", "ngozi.a", "16:10", "[09:56]", "09:56", "2026-12-06", "Keiko:"]
_NAME_SEPS = [" ", ", ", ": ", "\n"]
_TOKEN = st.one_of(
    st.tuples(st.sampled_from(_SEPS), st.sampled_from(_WORDS)),
    st.tuples(st.sampled_from(_NAME_SEPS), st.sampled_from(_NAMES)),
)


# (the example: a text this test drew at 40 times its examples in session 46's wide search, refused then - rejoin read
# "invoice - E12 - E12" as a value cut into pieces; `make test` runs fixed examples, tests/conftest.py)
@settings(max_examples=600, deadline=None)
@given(st.sampled_from(_WORDS + _NAMES), st.lists(_TOKEN, max_size=9))
@example("tea", [(" ", "invoice"), (" - ", "E12"), (" - ", "E12")])
def test_texts_of_the_store_tests_words_are_never_refused(first: str, rest: list[tuple[str, str]]) -> None:
    # a user name stays apart on both sides: "kenji00 maren60_55-2291" is a user, a space and a password's shape
    text, previous = first, first
    for sep, word in rest:
        text += (sep if previous not in _NAMES or sep in _NAME_SEPS else " ") + word
        previous = word
    assert _refused(text) == (False, False), text
