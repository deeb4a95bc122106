"""Round 37 of the secret guard (issue 13): a logon code, a key or code announced as new with its value after a comma
or an arrow, a login told as "as USER with PASSWORD", a private / tracking / activation code, a key of random letters
(in a sentence, a variable, a command's option, a table's key column), a token as a link's path segment after its
name, a safe's dial combination and a bike lock's digits, a code word of two words told with its password's word in
other languages (guard/held.py); and the near misses taken back: a card-shaped number named an identifier, a token
clause that is a shell variable before a link, a login pair whose password is withheld. Each example has a benign
twin of the same layout; the examples are written here, not copied from a corpus."""

from __future__ import annotations

import random
import string

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engramdb.guard import find_secrets, find_secrets_many
from engramdb.guard.held import random_letters_digits

from .guard_util import refused as _refused


@pytest.mark.parametrize(("secret", "benign"), [
    # a logon code
    ("ACARS client for the 737: logon code for the FMC: t7wq2kzr9vxm4p",
     "ACARS client for the 737: logon code for the FMC: ask Ben"),
    ("[acars]\nlogon = 3kq9zt7wmv2xrp\nstation = EDDM", "[acars]\nlogon = ${ACARS_LOGON}\nstation = EDDM"),
    ('SIM_NET_LOGON="p4zq8wk2tr7m"', 'SIM_NET_LOGON="required"'),
    # a key or code announced as new, after a comma or an arrow
    ("[07:40] Mo: new tracker code came in the post, wq3zk8tp2rvm, enter it in the plugin",
     "[07:40] Mo: new tracker code came in the post, nothing to enter, the plugin updates itself"),
    ("regenerated the timesheet token after the leak → 9c4e-a71b-3f8d20-6be5c1-0d47a9f2",
     "regenerated the timesheet token after the leak → see the vault entry"),
    # a login told as "as USER with PASSWORD"
    ("for the family tree export log into the site as mo.k@mail.example with Quartz_Lantern4 and save the file",
     "for the family tree export log into the site as mo.k@mail.example with the usual password and save the file"),
    ("Ben: use my club ID 4471203 with Bramble-806 to try the new client",
     "Ben: use my club ID 4471203 with your own password to try the new client"),
    # a private, tracking or activation code
    ("the coin's private code is K7QX2M, its public number is on the forum",
     "the coin's private code is on the tag"),
    ("trackable 'Blue Frog', tracking code 8RJWQ4, it moved to another cache",
     "trackable 'Blue Frog', tracking code on the tag, it moved"),
    ("the kit's insert: activation code 4RT7Q-XM2KP-9WZ3L, register before mailing",
     "the kit's insert: activation code on the box, register before mailing"),
    ("| item | reference | tracking code |\n|---|---|---|\n| coin | TR4KX9P | Q7ZK3W |",
     "| item | reference | tracking code |\n|---|---|---|\n| coin | TR4KX9P | (on the coin) |"),
    # a key of random letters
    ("Plate solver API key for the observatory laptop: qzvmxkbtrwplhgjd",
     "Plate solver API key for the observatory laptop: see the wiki"),
    ("the solver key is hvqzmtkxwbrpjlcn, the old one hit its limit",
     "the solver key is in the vault, the old one hit its limit"),
    ("VACUUM_LOCAL_KEY=kTzQwXmbRvJpLhNc\nVACUUM_HOST=192.168.1.50",
     "VACUUM_LOCAL_KEY=changeme\nVACUUM_HOST=192.168.1.50"),
    ('curl -d \'request-json={"apikey": "wzkqvtxmbhrpjlnc"}\' http://solver.example/api/login',
     'curl -d \'request-json={"apikey": "$SOLVER_KEY"}\' http://solver.example/api/login'),
    ("| robot | local key |\n|---|---|\n| hall | RkWzqTmXbvJhPnLc |",
     "| robot | local key |\n|---|---|\n| hall | (in the app) |"),
    ("client = Solver()\nclient.login(\"qhzvkwtmxbrjplnd\")",
     "client = Solver()\nclient.login(os.environ[\"SOLVER_KEY\"])"),
    # a token as a link's path segment after its name
    ("https://tracker.example.com/api/entries/api_token/7be29c04fa61d8e35b0c92a4f7/from/2026-01-01",
     "https://tracker.example.com/api/entries/api_token/YOUR_TOKEN_HERE/from/2026-01-01"),
    # a safe's dial combination, a bike lock's digits, a panel that takes a code
    ("the study safe: 38-71-05 (left, right, left), the deeds are inside",
     "the study safe: the combination is with the lawyer"),
    ("the bike lock is 5830, the red one by the shed", "the bike lock is broken, the red one by the shed"),
    ("the keypad by the garage takes 7391 then OFF", "the keypad by the garage takes a while then turns off"),
])
def test_round37_readings(secret: str, benign: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign), benign


@pytest.mark.parametrize(("secret", "benign"), [
    # a verb of telling before the password's word, the value right after it
    ("whoever collects the twins must tell the nanny the password otter-biscuit",
     "whoever collects the twins must tell the nanny the password, she knows it"),
    ("qui vient chercher les enfants doit donner le mot de passe HeronMango à la maîtresse",
     "qui vient chercher les enfants doit donner le mot de passe à la maîtresse"),
    ("kdo vyzvedává děti, musí říct heslo kometa-zebra", "kdo vyzvedává děti, musí říct heslo učitelce"),
    # a purpose phrase, then the value last on its line
    ("a senha para buscar os gêmeos na escola é falcon-mango",
     "a senha para buscar os gêmeos na escola é a mesma de sempre"),
    # the value on its own line, named by the bracketed line after it
    ("otter comet\n(contraseña para recoger a los gemelos)", "see vault\n(contraseña para recoger a los gemelos)"),
    # last on a line naming a password in another language
    ("mật khẩu để đón bọn trẻ là heron-kiwi", "mật khẩu để đón bọn trẻ là bí mật"),
])
def test_round37_code_words(secret: str, benign: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign), benign


@pytest.mark.parametrize("benign", [
    # a card-shaped number named an identifier (a device's IMEI is Luhn-valid)
    "tracker 'Grey van', identifier 356938035643809, last fix 48.1, 11.5, battery 80 %",
    # a token clause that is a shell variable before a link
    'curl -H "Authorization: Token $NOTES_API_TOKEN" https://notes.example.com/api/v2/items/',
    # a login pair whose password is withheld
    "mot de passe du club: 40718263 / <pw>",
    "salasana kuntosalille: mo.k@mail.example / ?",
    "пароль до клубу: 40718263 / … 🙏",
    "mot de passe du club -> xxxxxxxx",
    # words a sentence puts last, a product's name, a CamelCase setting, an option
    "the password is case-sensitive",
    "WLAN-Passwort steht auf der Rückseite der FritzBox.",
    '<add key="SmtpPassword" value="" />',
    "WARNING! Using --password via the CLI is insecure. Use --password-stdin.",
    "tinytuya scan: product key: p9zjyam74q87d  ver 3.3",
    "INFO rotated signing key kid=Zq8TmWx4RbVk",
])
def test_round37_near_misses(benign: str) -> None:
    assert not _refused(benign), benign


@pytest.mark.parametrize("secret", [
    # the near misses keep a card's number, a token's value, a pair's password
    "card 4539 1488 0343 6467, exp 09/29, identifier on the receipt",
    'curl -H "Authorization: Token 7hQ2mZx9TkR4vW8pL3nB6yC1dF5gJ0sA" https://notes.example.com/api/v2/items/',
    "mot de passe du club: 40718263 / Quartz_Lantern4",
])
def test_round37_near_misses_keep_secrets(secret: str) -> None:
    assert _refused(secret), secret


def test_random_letters_digits_reads_words_as_words() -> None:
    for word in ("configuration", "passwordmanager", "MyProjectName", "SmtpPassword", "admin2024", "birthdaycake"):
        assert not random_letters_digits(word), word
    for value in ("qzvmxkbtrwplhgjd", "kTzQwXmbRvJpLhNc", "t7wq2kzr9vxm4p"):
        assert random_letters_digits(value), value


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=0, max_value=2**32 - 1))
def test_round37_random_lowercase_key_after_its_name(seed: int) -> None:
    """Sixteen random lowercase letters that :func:`random_letters_digits` takes are refused after "API key:", alone
    and in a batch."""
    rng = random.Random(seed)
    v = "".join(rng.choice(string.ascii_lowercase) for _ in range(16))
    if not random_letters_digits(v, min_len=12):
        return
    text = f"the plate solver API key: {v}"
    assert find_secrets(text), text
    assert [i for i, _ in find_secrets_many(["the weather is fine", text])] == [1]
