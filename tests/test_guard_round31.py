"""Round 31 of the secret guard (issue 13): false alarms taken back by what a slot or a line says a value is
(guard/published.py: an accessor, a typed public key, a documented factory default, a counted-out placeholder, the user
half of a login pair whose password is masked, a name labelling what follows its colon), and a credential word with a
value's shape in the slot it governs, read further than the shape detector does (guard/slots.py: a labelled line,
grouped values, long digit runs, a streaming URL's key, a command's secret argument, keys that name themselves, a
secret file's content, a short code after the clause that names it). Each rule has a refused example and a benign twin
of the same layout; the examples are written here, not copied from a corpus."""

from __future__ import annotations

import pytest

from engramdb.guard import published, slots

from .guard_util import refused as _refused


@pytest.mark.parametrize(("secret", "benign"), [
    # an accessor looks a token up and grants nothing; the token itself is refused
    ("vault login -method=token token=hvs.Qx7LmT2pR9vKw3ZsYb8NcD4f", "vault token revoke -accessor Qx7LmT2pR9vKw3ZsYb8NcD4f"),
    # the key of an object typed as a public key is public
    ('{"@type":"/cosmos.crypto.secp256k1.PrivKey","key":"Tn4mQ8xR2wL7vK9pZ3cY6bH1sD5fJ0gA8eU2iO4rW7k="}',
     '{"@type":"/cosmos.crypto.secp256k1.PubKey","key":"Tn4mQ8xR2wL7vK9pZ3cY6bH1sD5fJ0gA8eU2iO4rW7k="}'),
    # documented factory defaults are published; a PIN changed to a new one is not
    ("smartcard: I changed the PIN to 739164, PUK 40726618", "smartcard factory defaults: PIN 123456, PUK 12345678"),
    # the hex alphabet counted out is a sample config's placeholder
    ("dns_api_token = 7f3a91c04be26d58e1f0a93c7d24b6e85f1c0a3d", "dns_api_token = 0123456789abcdef0123456789abcdef01234567"),
])
def test_round31_published_or_identifier(secret: str, benign: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign), benign


@pytest.mark.parametrize(("secret", "benign"), [
    ("password for the council portal: ana.k / Tq8#vLw2pX", "password for the council portal: ana.k / ######"),
    ("password for the council portal: ana.k / Tq8#vLw2pX", "password for the council portal: ana.k / (ask the office)"),
])
def test_round31_masked_pair(secret: str, benign: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign), benign


def test_round31_helpers() -> None:
    assert published.counting_placeholder("0123456789abcdef0123456789abcdef01234567")
    assert not published.counting_placeholder("0123456789abcdef0123456789abcdef")  # shorter: kept refused
    assert not published.counting_placeholder("7f3a91c04be26d58e1f07f3a91c04be26d58e1f0")
    assert published.labels_what_follows("pw Gmail: x", 8)
    assert not published.labels_what_follows("pw Gmail:x", 8)
    assert published.user_of_masked_pair("a / ****", 1)
    assert not published.user_of_masked_pair("a / Pw9x", 1)
    for counted in ("PIN: 1234", "PIN: 0000", "PIN: 2026"):  # counted out, one digit, a year: no PIN
        match = slots.CODE_CLAUSE.search(counted)
        assert match is not None and slots.short_code(match) is None, counted
    match = slots.CODE_CLAUSE.search("PIN: 8406")
    assert match is not None and slots.short_code(match) == (5, 9)
    assert slots.long_digits(slots.LONG_DIGITS.search("key: " + "0123456789" * 4)) is None  # type: ignore[arg-type]


@pytest.mark.parametrize(("secret", "benign"), [
    # a labelled line: the sentence between the word and the colon says what the token is for
    ("the DNS token that renews the wildcard certificate (acme needs it): Hq7rLx2WvP9sK3mZ8tYb4NcF6dJ1gQ5e",
     "the DNS token that renews the wildcard certificate (acme needs it): stored in the team vault since March"),
    ("you hold share 3 of 5 for the DR vault. Your share: Zk4pQ9wR2mT7vL1xN8cB5hY3sD6fJ0gA2eU4iO7rW1k=",
     "you hold share 3 of 5 for the DR vault. Your share: printed and in the safe, not here"),
    # grouped values after a key's word
    ("recovery key for the chat account — Kq7D mT2x P9vL w3Zs Yb8N cD4f Rt6H", "recovery key for the chat account — kept in the safe, see page two"),
    ("stream key: a7kd-9x2m-pq4z-w8nb-3vtc", "stream key: (reset after the event)"),
    ("backup passphrase (30 digits):\n48213 90576 13864 27409 65132 80791", "backup passphrase (30 digits): written on paper, in the drawer"),
    # a long run of digits after a key's word
    ("the 64-digit backup key is 4821390576138642740965132807915502837164920385716249305817264930",
     "the 64-digit backup key is on the card in the drawer, next to the 2 spare keys"),
    # a streaming URL's key, and the ingest URL alone
    ("push rtmp://ingest.stream.example/app/live_48213905_Kq7DmT2xP9vLw3ZsYb8N;", "push rtmp://ingest.stream.example/app;"),
    # a command's secret argument
    ("vault operator unseal Zk4pQ9wR2mT7vL1xN8cB5hY3sD6fJ0gA2eU4iO7rW1k=", "vault operator unseal -status"),
    ("hsm> session open 2 kq7d-9x2m-pq4z", "hsm> session open 2 -"),
])
def test_round31_slots(secret: str, benign: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign), benign


@pytest.mark.parametrize(("secret", "benign"), [
    ("my nostr key: nsec1" + "qpzry9x8gf2tvdw0s3jn54khce6mua7lqpzry9x8gf2tvdw0s3jn54kh", "my nostr key: npub1 is the public one, the nsec1 I keep offline"),
    ("/etc/meshnet/node.secret\n7a31c09f4e:0:9b2e5d71c0a84f36e1d92b07c5a3f68e4d1b90c27f5e3a86d4c1b09e72f5a3d8",
     "/etc/meshnet/node.secret\n(the file is created on first start; back it up)"),
    ('{"priv_key": {"type": "ed25519", "value": "Tn4mQ8xR2wL7vK9pZ3cY6bH1sD5fJ0gA8eU2iO4rW7k="}}',
     '{"priv_key": {"type": "ed25519", "value": "<from the HSM>"}}'),
])
def test_round31_keys_that_say_what_they_are(secret: str, benign: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign), benign


@pytest.mark.parametrize(("secret", "benign"), [
    ("the account PIN at the phone company, the one they ask for a number transfer, is lantern47",
     "the account PIN at the phone company, the one they ask for a number transfer, is on the contract"),
    ("Kundenkennwort beim Anbieter: 581093", "Kundenkennwort beim Anbieter: steht im Vertrag"),
    ("\"73K9QX\" (PIN do operador)", "\"ver contrato\" (PIN do operador)"),
    ("quartz62 <- customer password at the carrier", "see notes <- customer password at the carrier"),
    ("code secret de la carte SIM: 8406", "code secret de la carte SIM: voir la lettre"),
])
def test_round31_code_after_clause(secret: str, benign: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign), benign


@pytest.mark.parametrize(("secret", "benign"), [
    ("INGEST_STREAM_KEY=3f9a1c2e-7b4d-4e8f-a1c3-5d7e9b2f4a6c", "INGEST_STREAM_ID=3f9a1c2e-7b4d-4e8f-a1c3-5d7e9b2f4a6c"),
    ("INGEST_STREAM_KEY=3f9a1c2e-7b4d-4e8f-a1c3-5d7e9b2f4a6c", "INGEST_PUBLIC_KEY=3f9a1c2e-7b4d-4e8f-a1c3-5d7e9b2f4a6c"),
    ("<signing.passphrase>Tern#5521quill</signing.passphrase>", "<signing.passphrase>${env.SIGN_PASS}</signing.passphrase>"),
    ("Rq7#kestrel-22 <- Steuerportal-Passwort", "see the folder <- Steuerportal-Passwort"),
    ("token-tool --login --pin Kq7dMx2p --list", "token-tool --login --pin-source /run/pin --list"),
    ("signtool sign /f code.pfx /p Zq9-vL2w-Tm4k /fd SHA256 app.exe", "signtool sign /f code.pfx /fd SHA256 app.exe"),
    ("repo key, base64:\nAEdJVENSWVBUS0VZAAAAAgAAAAAAAAABAAAABAAAAAAAAAADAAAAIA7q2Kp9Lm4Xv8Rt3Wz6Yb1Nc5Df0Gh",
     "repo key, base64: ask the maintainer for the file"),
    ("card PIN dV2YPcnZ, PUK 46408059 (the spare)", "card PIN and PUK are in the sealed envelope (the spare)"),
])
def test_round31_named_slots(secret: str, benign: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign), benign


@pytest.mark.parametrize("benign", [
    # the twins round 31's first rules refused on older corpora, kept as tests of the exclusions
    "SSH host key fingerprint SHA256:Qx7LmT2pR9vKw3ZsYb8NcD4fHq7rLx2WvP9sK3mZ8tY (ED25519)",
    "Cache key: node-modules-4f1c9a2e7b3d5f8a0c6e9b1d4a7f2c5e8b0d3f6a9c2e5b8d1f4a7c0e3b6d9f2a",
    "the password manager we use is 1Password, not the browser",
    "kubectl get secret app -o jsonpath='{.data.password}' | base64 -d",
    "Delivery address: 4 Lake Road, Pune, PIN code 411014",
    "webinar ID 812 4471 3390 (passcode sent separately)",
    "invalid credentials for user marta77 (password not logged)",
    "the wifi password was reset, call the desk on extension 4471",
    "camera: ONVIF user cam, password in the vault, port 8000",
    "Map token, public token for the widget (safe in pages): pk.eyJ1IjoibWFwcyIsImEiOiJja3g3c2FtcGxlMDAwMDF0a2VuIn0.Zx8q",
])
def test_round31_exclusions(benign: str) -> None:
    assert not _refused(benign), benign


def test_round31_network_name_before_its_key() -> None:
    # a name with digits before a colon is no label of a service: the key after it stays refused
    assert _refused("pass wifi HomeNet-7C2A: 48102937561029384756")
