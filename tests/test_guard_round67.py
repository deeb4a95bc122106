"""Round 67 of the secret guard (issue 13): a kept room, store or cage that "is" a number, a client built with a key
read more widely (a module's path, a versioned entry point, a UUID for an API's client, a key and a secret as two
arguments), a UUID told as a key; and two narrowings (a number after a barcode's ``ean=`` is not a card; a name with a
hyphened prefix is not a password by its cases). Each example has a benign twin of the same layout; the examples are
written here, not copied from a corpus, and the benign probes are in several languages."""

from __future__ import annotations

import pytest

from engramdb.guard import round67

from .guard_util import refused as _refused


@pytest.mark.parametrize(
    ("secret", "benign"),
    [
        ("the larder at the scout hut is 60417, put the tins back",
         "the larder at the scout hut is empty, put the tins back"),
        ("the walk-in freezer in the back kitchen is 2953, close it properly",
         "the walk-in freezer in the back kitchen is 2 metres deep, close it properly"),
        ("the buggy store by the nursery is code 417, fold them first",
         "the buggy store by the nursery is 417 m away, fold them first"),
        ("the tool cage behind the garages is 8206.", "the tool cage behind the garages is 8 m long."),
        ("the cold store at the market is code 1998, shut it behind you",
         "the cold store at the market is from 1998, shut it behind you"),
        ("weather = stormapi.v3('5c1e8a42-9b7d-4e03-a6f1-2d8c9b0e7f34')",
         "weather = stormapi.v3(os.environ['STORM_KEY'])"),
        ("tx = Translatr('9a0e3b71c4d25f68e1b0a9c7d3f2e415', '0c7f2e9b1a4d8c63f5e0b2a9d7c1e348')",
         "tx = Translatr(os.getenv('TX_ID'), os.getenv('TX_SECRET'))"),
        ("geocoder.example accessKey QW7rT2pLx9Z, secretKey bHTrqWmZnKpYvBxLcFdS",
         "geocoder.example accessKey and secretKey are in the vault"),
        ("Thesaurus key for the crossword app: 7d2f9c1a-4e8b-4b3d-9a06-c5e1f8b2d7a3",
         "Thesaurus key for the crossword app: in the team vault"),
    ],
)
def test_round67_refuses_the_secret_and_keeps_its_twin(secret: str, benign: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign), benign


@pytest.mark.parametrize(
    "benign",
    [
        # a room's number, a shop's number, a size, a year, an opening time
        "the store room is 1204, second floor on the left",
        "the store at the retail park is 4412, ask for the manager",
        "the shed was built in 1985, the pantry is 2019 years old",
        "the bike cage is open 0800-1700, ring the bell",
        "the pantry in the staff kitchen is 1998, the fridge is newer",  # a year (rounds 38, 47, 48, 64)
        # an entity's id, a digest, a getter - not a client's key
        "job = Job('0edf6255-f627-4f17-b4a6-d3c7de8781f6')",
        "run = tracking.get_run('0edf6255-f627-4f17-b4a6-d3c7de8781f6')",
        "u = uuid.UUID('0edf6255-f627-4f17-b4a6-d3c7de8781f6')",
        "h = hashlib.sha256('2f57f416a0439cb00ce041c6d09737bd')",
        # a kept place told without a code, in other languages
        "la dispensa della cucina è 2 metri più in là, etichettate il cibo",
        "el trastero del sótano es 3 veces más grande, doblad los carritos",
        # a barcode in a lookup's address (an EAN-13 passes the Luhn check)
        "https://shop.example/api/lookup?format=json&ean=5020124894588",
        "https://shop.example/produit?gtin=4002275145789 - prix à vérifier",
        # a key's name and a name in CamelCase, or a word
        "übergib den secretKey ClientSecretValue; nicht den echten",
        "el parámetro apiKey QuickBrownFox es solo un ejemplo",
        # a name with a prefix after a password's word: Zulu, Turkish
        "iphasiwedi ye-Courier Guy: ngizoyithatha mina",
        "e-Devlet şifresi: annemde, yarın soracağım",
    ],
)
def test_round67_keeps_benign_probes(benign: str) -> None:
    assert not _refused(benign), benign


def test_uuid_key_reads_no_database_key() -> None:
    for label in ("primary key", "partition key", "object key", "cache key", "sort key"):
        text = f"{label}: 7d2f9c1a-4e8b-4b3d-9a06-c5e1f8b2d7a3"
        assert not any(round67.uuid_key(m) for m in round67.UUID_KEY.finditer(text)), text


def test_a_password_with_a_prefix_and_a_digit_is_still_refused() -> None:
    assert _refused("iphasiwedi ye-Courier Guy: Xk9-Trumpet!")
    assert _refused("password ab-Cdefg7!")
