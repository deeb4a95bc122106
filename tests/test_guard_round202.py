"""guard202 (round 202): a login's pair with no label - a handle (an address, a phone number, an @handle, a user
name's shape, a member's number), a separator and a password-shaped token ending its line - and a passphrase told in
prose after a password's word with no colon. Twins first: side-by-side values that are no login, and prose with a
password's word and no value, in the languages the password words cover. Every value here is invented for the
test."""

from __future__ import annotations

import pytest

from engramdb.guard import find_secrets, find_secrets_many, round202


def _refused(text: str) -> bool:
    return bool(find_secrets(text))


# ---- twins: side by side, not a login
PAIR_TWINS = [
    "+44 7700 900123 ; Room 12B",
    "+447700900123 ; Room-12B",
    "+447700900123 ; Room12B",
    "Jo Bloggs ; ORD-55123-7",
    "jo.bloggs ; ORD-55123-7",
    "jo@example.org ; BK7731X4",
    "jo@example.org ; BK-7731-X4",
    "jo@example.org | booking 55120",
    "email;password",
    "username ; password",
    "name;email;phone\nJo Bloggs;jo@example.org;+447700900123",
    "jo@example.org;Fjord#lamp61;2026-12-07",
    "Jo Bloggs <jo@example.org> : Tuesday",
    "Jo Bloggs <jo@example.org> : Tuesday2pm",
    "aino.k ; Thursday",
    "aino.k ; Rosemary",
    "aino.k ; 2026-12-07",
    "aino.k ; 07/12/2026",
    "aino.k ; £12.50",
    "aino.k ; €1,299.00",
    "ciaran72 | 14:30-16:00",
    "ciaran72 ; v2.3.1-beta",
    "@jo_writes ; #Summer2026",
    "aino.k ; Report_Q3.pdf",
    "aino.k ; Invoice2024.pdf",
    "jo@example.org server07.lan",
    "jo@example.org RF-1234-5678-GB",
    "jo@example.org ORDER55123",
    "jo@example.org Tomorrow2pm",
    "ciaran72@mail.example.net : see-the-vault",
    "ciaran72@mail.example.net : ********",
    "ciaran72@mail.example.net : ${SHOP_PASSWORD}",
    "K0012345 ; Gate-B22",
    "K0012345 ; Shipped!",
    "M0864982 ; well-known-fact",
    "hello@example.org ; h264-mp4",
    "support@example.org k8s-1280",
    "jo@example.org ; deadbeef42",
    "contact jo@example.org : mornings",
    "jo@example.org Re:Invoice#2291",
    "cc jo@example.org FW:Report_Q3",
    "ping @devops ; Deploy#4512",
    "@maria | Ticket#88123",
    "jo@example.org ; Item#A7-Blue",
    "jo@example.org : Mon-Fri_9to5",
    "jo@example.org ; room#12B",
    "jo@example.org ; Apt_4B!",
    "team.lead | Q3_OKR#2",
    "jo@example.org 1st_floor",
    "dev.ops ; Node18_LTS",
    "jo@example.org ; 4x4_Wagon",
    "ops@example.org | PRJ-2291_Final",
    "+15550104477 ; Ext.4512",
    "j.doe ; SW1A-2AA",
    "jo@example.org ; S/N:XK-20391",
    "k.smith ; Flat-3/B",
    "jo@example.org i7-12700K",
]
# ---- twins: a password's word, no value
PROSE_TWINS = [
    "the password is on the fridge",
    "password is the usual",
    "the password was reset",
    "the password is too short",
    "the password is still the one with the three dogs and 1987",
    "the password for the shop is same as before",
    "my password is changed every month",
    "the password manager app works fine",
    "password rules require twelve characters",
    "The new passphrase is four random words.",
    "the passphrase is three diceware words",
    "das Passwort ist noch immer auf dem Zettel",
    "das Passwort ist sehr leicht",
    "le mot de passe est sur le frigo",
    "le mot de passe est encore trop court",
    "la contraseña está en la nevera",
    "la contraseña es muy corta",
    "la password è ancora quella vecchia",
    "a senha ainda nao chegou",
    "het wachtwoord is nog niet veranderd",
    "het wachtwoord is hetzelfde als vorig jaar. Zet het niet in de chat.",
    "la contraseña es igual que antes",
    "das Passwort ist dasselbe wie letztes Jahr",
    "пароль на холодильнике",
    "パスワードは冷蔵庫に貼ってある",
    "the password is long enough now",
    "the password is written down somewhere safe",  # (refused at the base by an older row: "written"; round 202 reads none)
    "the password is pretty easy honestly",  # (refused at the base by an older row: "pretty")
    "password policy: twelve characters minimum",
]

# ---- made-up secrets (never a corpus's sentences)
PAIR_SECRETS = [
    ("j.doe ; Fjord#lamp61", "Fjord#lamp61"),
    ("> r.ostrova | Kettle-Quartz-Moss7", "Kettle-Quartz-Moss7"),
    ("K0012345 ; Marlow1990!", "Marlow1990!"),
    ("+15550104477 ; Pebble-Orchard-Lynx42", "Pebble-Orchard-Lynx42"),
    ("tackle shop a.bell@mail.example t1mb3r-42\n\nsent from my phone", "t1mb3r-42"),
    ("written on the receipt:\nFernway Tools: m.ito44@mail.example : c0pp3r-88", "c0pp3r-88"),
    ("@wrenhollow ; qzmrta-KvxPle-b7nq2w", "qzmrta-KvxPle-b7nq2w"),
    ("14:02 Sanna\nT0088123 ; Osprey1979# 🙏", "Osprey1979#"),
]
PHRASE_SECRETS = [
    ("the library app: 図書館のパスワード marrow tinsel oxbow 41 🚲", "marrow tinsel oxbow 41"),
    ("логин K0012345, пароль saffron ledger pumice 36 🚲", "saffron ledger pumice 36"),
    ("my password for the pottery club is heron fallow quill", "heron fallow quill"),
    ("the passphrase is bramble cobalt tundra", "bramble cobalt tundra"),
    ("das Passwort für den Verein ist lantern mossy gravel 12.", "lantern mossy gravel 12"),
]


# prose twins an older row refuses at the base (its value read as one word); round 202 alone reads none of them
BASE_REFUSED = frozenset(["the password is written down somewhere safe", "the password is pretty easy honestly",
                          # (pair twins an older row refuses at the base - logins.MAILED / PAIRED or round 51)
                          "jo@example.org Re:Invoice#2291", "jo@example.org : Mon-Fri_9to5", "team.lead | Q3_OKR#2",
                          "jo@example.org 1st_floor", "ops@example.org | PRJ-2291_Final"])


@pytest.mark.parametrize("text", [t for t in PAIR_TWINS + PROSE_TWINS if t not in BASE_REFUSED])
def test_twins_pass(text: str) -> None:
    assert not _refused(text), (text, find_secrets(text))
    assert not find_secrets_many([text])


@pytest.mark.parametrize("text", PAIR_TWINS + PROSE_TWINS)
def test_twins_pass_round202_alone(text: str) -> None:
    for _, finder, _, validate in round202.ROWS:
        assert not any(validate(m) for m in finder.finditer(text)), text


@pytest.mark.parametrize(("text", "value"), PAIR_SECRETS + PHRASE_SECRETS)
def test_secrets_refused(text: str, value: str) -> None:
    found = find_secrets(text)  # (an older row may read the value's first word: the text is refused either way)
    at = text.index(value)
    assert any(f.start < at + len(value) and at < f.end for f in found), (text, found)
    assert find_secrets_many([text])


@pytest.mark.parametrize(("text", "value"), PAIR_SECRETS + PHRASE_SECRETS)
def test_secrets_read_by_round202(text: str, value: str) -> None:
    spans = [s for _, finder, _, validate in round202.ROWS for m in finder.finditer(text) if (s := validate(m))]
    assert any(text[a:b] == value for a, b in spans), (text, spans)


def test_switch_off() -> None:
    text = "j.doe ; Fjord#lamp61"
    round202.ON = False
    try:
        assert not any(validate(m) for _, finder, _, validate in round202.ROWS for m in finder.finditer(text))
    finally:
        round202.ON = True


@pytest.mark.parametrize("v", ["t1mb3r", "c0pp3r-88", "d0ll4r5!", "m4rbl3"])
def test_leet_word(v: str) -> None:
    assert round202.leet_word(v)


@pytest.mark.parametrize("v", ["ciaran72", "h264avc", "k8s-prod", "deadbeef42", "a11y", "i18n", "x86_64", "mp3tag",
                               "web-server-01", "b2b2c"])
def test_not_leet_word(v: str) -> None:
    assert not round202.leet_word(v)
