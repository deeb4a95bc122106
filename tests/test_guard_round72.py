"""Round 72 of the secret guard (issue 13): a kept store, cupboard or work room that "is" a number followed by what goes
in it (three digits, a year still to come); a password's word heading a login and the password on two lines; a login
and a generated password in hyphen groups alone on a line; an e-mail, a dash or a slash and a password with marks; a
handle and its password alone on a line; and two narrowings (a line ending with a colon is no table's header; a crypt
hash has its salt's "$" after its prefix). Each example has a benign twin of the same layout; the examples are written
here, not copied from a corpus, and the benign probes are in several languages."""

from __future__ import annotations

import pytest

from engramdb.guard import benign, round72, tables

from .guard_util import refused as _refused


@pytest.mark.parametrize(
    ("secret", "benign_text"),
    [
        # a kept store, cupboard or work room that "is" a number, then what goes in it
        ("the craft store at the playgroup is 736, the glue sticks go in the tub",
         "the craft store at the playgroup is tidy, the glue sticks go in the tub"),
        ("the music cupboard at church is 508, the hymn books are on the top shelf",
         "the music cupboard at church is full, the hymn books are on the top shelf"),
        ("the sorting room is 7142, the parcels go on the trolley by postcode",
         "the sorting room is busy, the parcels go on the trolley by postcode"),
        ("the kit store in the boathouse is 2041, the oars are on the rack",
         "the kit store in the boathouse is from 2011, the oars are on the rack"),
        ("the chair store at the village hall is 093, stack them five high",
         "the chair store at the village hall is locked, stack them five high"),
        # a password's word over a login and the password
        ("Passwort fürs Paketportal:\n  lena.k\n  harbor-42TULIP",
         "Passwort fürs Paketportal:\n  lena.k\n  frag mich morgen"),
        ("contraseña de la app:\n  jon.p\n  mvqa-7rt2k-pzle",
         "contraseña de la app:\n  jon.p\n  te la digo luego"),
        # a login and a generated password in hyphen groups, alone on a line
        ("+447700900123 kd7wq-m3pzx-9tfa",
         "+447700900123 call me after six"),
        ("rosa.m wq4tz-8hrm-x2kp 👍", "rosa.m see-you-soon-then 👍"),
        # an e-mail, a dash or a slash and a password with marks
        ("Seedshop: tomas.b@mail.example - fennel2024!", "Seedshop: tomas.b@mail.example - ask Tomas"),
        ("Pharmacy login, the repeat order is in: ines.c@mail.example / $7Kp$wr4Lm2",
         "Pharmacy login, the repeat order is in: ines.c@mail.example / (I'll text it)"),
        # a handle and its password alone on a line
        ("marek_o / larch2009! 👍", "marek_o / tomorrow 👍"),
        ("Fwd: anja.p Birchwood0417.", "Fwd: anja.p sends her love."),
        # a quoted reply's header is no table's header; a password with "$y$" inside is no crypt hash
        ("On 3 Mar 2026, Ola wrote:\n> Bookshop: ola.n@mail.example , Maple-Ferry71",
         "On 3 Mar 2026, Ola wrote:\n> Bookshop: ola.n@mail.example , see you Friday"),
        ("Skincare shop: ines.c@mail.example, pass qT&$y$m7*RWvkP", "Skincare shop: ines.c@mail.example, pass on it"),
    ],
)
def test_round72_refuses_the_secret_and_keeps_its_twin(secret: str, benign_text: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign_text), benign_text


@pytest.mark.parametrize(
    "benign_text",
    [
        # a room people meet, live or sleep in has a number; a shop; a year; a floor; a size; a time
        "the meeting room on the third floor is 3107, the slides are on the screen",
        "the training room is 1203, the handouts are on the table",
        "the toy store at the mall is 949, the kids are happy",
        "the equipment store in the sports hall is 2019, the nets are in the blue bag",
        "the book cupboard at school is 191 cm tall, the class sets are on the left",
        "the bike shed is 1974, bring the pump back",
        "my locker is 113, the towels are in the bag",
        # other languages: a kept place without a code
        "la réserve de jouets à la crèche est pleine, les cubes vont dans la boîte rouge",
        "il magazzino della palestra è 3 volte più grande, le reti sono nella borsa blu",
        "der Abstellraum im Kindergarten ist 12 m² groß, die Bausteine kommen in die rote Kiste",
        # a block under a password's word that holds no password
        "Passwort fürs Paketportal:\n  lena.k\n  kommt per SMS",
        "mot de passe du wifi:\n  voir la box\n  derrière la télé",
        # a handle or a phone then words or a tracking code; a file's name; a host and its port
        "+447700900123 RF-1234-5678-GB",
        "readme.md Version2",
        "# host_vars/web01.yml",
        "notes_v2 draft01.md",
        "joost.v Winter2024",
        "anja.p bringt den Kuchen mit.",
        "reverse_proxy localhost:8080",
        "Seedshop: tomas.b@mail.example - 10:30am",
        "Seedshop: tomas.b@mail.example / $PASSWORD1",
        # a quoted reply's e-mail and words; a password hash
        "On 3 Mar 2026, Ola wrote:\n> Bookshop: ola.n@mail.example , danke!",
        "hash: $2b$12$KIXQJd0wQ8f5sNqVj9OeS.9hfXoJ0vAj7i3bXhA9nOf2xQdvYy1W2",
        # Zulu, Turkish: a login told without its password
        "iphasiwedi ye-app: ngizokutshela kusasa",
        "kargo uygulaması şifresi: annemde, yarın soracağım",
    ],
)
def test_round72_keeps_benign_probes(benign_text: str) -> None:
    assert not _refused(benign_text), benign_text


def test_a_crypt_hash_keeps_its_reading() -> None:
    for v in ("$2b$12$abcdefghijklmnopqrstuv", "$6$saltsalt$hashhash", "$y$j9T$salt$hash", "$apr1$xy$zw"):
        assert benign.verifier_or_ciphertext(v, ""), v
    assert not benign.verifier_or_ciphertext("nxQ&$y$t4*HCthF", "")


def test_a_colon_line_heads_no_table() -> None:
    text = "On 3 Mar 2026, Ola wrote:\n> Bookshop: ola.n@mail.example , Maple-Ferry71"
    start = text.index("Maple")
    assert not tables.under_other_column(text, start, len(text))
    csv = "name,owner\nZugangsdaten,000001"
    assert tables.under_other_column(csv, csv.index("000001"), len(csv))


def test_a_year_to_come_is_read_a_past_one_not() -> None:
    past = "the kit store in the boathouse is 1999, the oars are on the rack"
    assert not any(round72.kept_after(m) for m in round72.KEPT_AFTER.finditer(past))
    future = "the kit store in the boathouse is 2049, the oars are on the rack"
    assert any(round72.kept_after(m) for m in round72.KEPT_AFTER.finditer(future))
