"""Round 64 of the secret guard (issue 13): a client's key in code, a client built with a key, a key told by its name
and "key:", an env file's key in four groups, a generated password in hyphen groups after its word or an e-mail, a
password after an e-mail and "pass", a padlock's code, a placed store's code; and one narrowing taken back (a bare
run of hex under ``clientKey`` is a server's key, not a checkout's browser key). Each example has a benign twin of
the same layout; the examples are written here, not copied from a corpus."""

from __future__ import annotations

import re

import pytest

from engramdb.guard import round64

from .guard_util import refused as _refused


@pytest.mark.parametrize(
    ("secret", "benign"),
    [
        ('payload = {"clientKey": "9b1f0c7e3a5d48e2b6c1f09a7d3e5b21", "task": t}',
         'payload = {"clientKey": os.environ["SOLVER_KEY"], "task": t}'),
        ("body = {'client_key': 'ZX-4E7A91C0B2D35F68A1C9E0B7D4F2A613'}",
         "body = {'client_key': 'mobile-app'}"),
        ("ocr = ReceiptReader('a3f09c1d7b2e4856c0d9e1f2a7b3c4d5')",
         "ocr = ReceiptReader(os.getenv('READER_KEY'))"),
        ("Acme key: QW-7C1E9A0B3D5F2E48A6C0B9D1E7F3A254", "Acme key: see the vault, ask Priya"),
        ("Scanner API key for the till: Q71829304856172", "Scanner API key for the till: in the vault"),
        ("GEOCODER_KEY=PRTV-KHWZ-QMXN-BTLC", "GEOCODER_KEY=XXXX-XXXX-XXXX-XXXX"),
        ("shop login: mara@post.example , k4tz9-q2mv-8hpr1", "shop login: mara@post.example , ask me for the rest"),
        ("Passwort fuer das Portal: r7kq-2mzt-9vwe4", "Passwort fuer das Portal: steht im Tresor"),
        ("a@b.example, pass Wq8#tLm2vP", "a@b.example, pass it on to the team"),
        ("the shed is 7305 on the padlock, bikes inside", "the shed is 30 m from the house, bikes inside"),
        ("the kit store in the old gym is 6082, the cones are on the shelf",
         "the kit store in the old gym is open, the cones are on the shelf"),
    ],
)
def test_round64_refuses_the_secret_and_keeps_its_twin(secret: str, benign: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign), benign


@pytest.mark.parametrize(
    "benign",
    [
        # a checkout's browser key, hashes and ids in code, counted placeholders, words in hyphens, years, sizes
        "const checkout = await Checkout({ clientKey: 'test_Q7MZ2KX9P4LRW8TN0VBC5HDJ3YFG6SEA' });",
        "h = Checksum('d41d8cd98f00b204e9800998ecf8427e')",
        "u = UUID('0f8fad5bd9cb469fa16570867728950e')",
        "LICENSE_KEY=XXXX-XXXX-XXXX-XXXX",
        "SERIAL_KEY=ABCD-EFGH-IJKL-MNOP",
        "SESSION_KEY=TEAM-BLUE-NORTH-WEST",
        "write to a@b.example, password reset-link-sent",
        "see a@b.example / ref 2024-01-15",
        "the equipment store in the sports hall is 2019, the year it was built",
        "the equipment store in the sports hall is 1200, with 300 members",
        "das Materiallager in der Turnhalle ist 1200 Quadratmeter groß",
        "el almacén del gimnasio tiene 2019 balones",
        "le local à matériel du gymnase est fermé le lundi",
        "Ticket key: ABC-12",
        "order number: A123456789012",
        "пароль: спросите у администратора",
        "mot de passe : demandez à l'accueil",
        "the bike shed is 40 metres from the padlock shop",
        "Schlüssel für den Keller: beim Hausmeister",
    ],
)
def test_round64_benign_probes(benign: str) -> None:
    assert not _refused(benign), benign


@pytest.mark.parametrize("finder_anchors", [
    (round64.CLIENT_KEY, round64.CLIENT_KEY_ANCHORS, '"ClientKey": "9b1f0c7e3a5d48e2b6c1f09a7d3e5b21"'),
    (round64.CTOR_KEY, round64.CTOR_KEY_ANCHORS, "s = Solver('9b1f0c7e3a5d48e2b6c1f09a7d3e5b21')"),
    (round64.NAMED_KEY, round64.NAMED_KEY_ANCHORS, "Acme KEY: QW-7C1E9A0B3D5F2E48A6C0B9D1E7F3A254"),
    (round64.ENV_GROUPS, round64.ENV_GROUPS_ANCHORS, "GEO_KEY=PRTV-KHWZ-QMXN-BTLC"),
    (round64.HYPHEN_GROUPS, round64.HYPHEN_GROUPS_ANCHORS, "P/W k4tz9-q2mv-8hpr1"),
    (round64.HYPHEN_GROUPS, round64.HYPHEN_GROUPS_ANCHORS, "Пароль r7kq-2mzt-9vwe4"),
    (round64.EMAIL_PASS, round64.EMAIL_PASS_ANCHORS, "a@b.example PASS Wq8#tLm2vP"),
    (round64.PADLOCK, round64.PADLOCK_ANCHORS, "is 7305 on the PADLOCK"),
    (round64.STORE, round64.STORE_ANCHORS, "the Kit Store in the old gym is 6082,"),
])
def test_each_match_holds_one_of_its_anchors(finder_anchors: tuple[object, tuple[str, ...], str]) -> None:
    finder, anchors, text = finder_anchors
    m = finder.search(text)  # type: ignore[attr-defined]
    assert m is not None
    low = re.sub(r"[A-Z]", lambda c: c.group().lower(), m.group())
    assert any(re.sub(r"[A-Z]", lambda c: c.group().lower(), a) in low for a in anchors)


def test_words_in_hyphens_are_no_generated_password() -> None:
    m = round64.HYPHEN_GROUPS.search("password: well-known-fact")
    assert m is None or round64.hyphen_groups(m) is None
