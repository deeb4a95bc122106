"""Round 23 of the secret guard (issue 13): a shop floor's authorisation code ("the supervisor code for voids is now
3318"), a PIN or password set beside a short label rather than in a sentence (on the line below it, after it in
markup or an arrow, or first with the label in parentheses); and false alarms: a glued "password=" that ends its line
assigns nothing, redis.conf's commented sample "foobared" is no password, a masked value beside a label is none. Each
rule has a refused example and a benign twin of the same layout; the examples are written here, not copied from a
corpus."""

from __future__ import annotations

import pytest

from .guard_util import refused as _refused


@pytest.mark.parametrize(("secret", "benign"), [
    ("the supervisor code for voids at the deli counter is now 3318",
     "the supervisor code for voids at the deli counter is on the back office wall"),
    ("returns over 50 need the manager code 604417", "returns over 50 need the manager code, ask Dana"),
    ("discount override — 92751 (managers only)", "discount override needs a manager, not a cashier"),
    ("the admin PIN on the kiosk has changed to 50193", "the admin PIN on the kiosk has changed, see the rota"),
])
def test_shop_floor_authorisation_code(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


@pytest.mark.parametrize("benign", [
    "the price override is 15 % this week",  # an amount, not a code
    "manager override on the tills since 2024",  # a year
    "supervisor code 1111 means the drawer jammed",  # one digit repeated
])
def test_shop_floor_numbers_that_are_no_code(benign: str) -> None:
    assert not _refused(benign)


@pytest.mark.parametrize(("secret", "benign"), [
    # the value on the line below its label, a blank line between or not
    ("Anrufbeantworter-PIN:\n\n40718", "Anrufbeantworter-PIN:\n\nsteht im Vertrag"),
    ("PIN de la boîte vocale\n2290 👍", "PIN de la boîte vocale\nje ne la connais plus 👍"),
    # after a label in markup, or an arrow
    ("*PIN da caixa postal de voz*: `80246`", "*PIN da caixa postal de voz*: `****`"),
    ("ПИН голосовой почты → 61739!", "ПИН голосовой почты → …!"),
    ("*Passwort für den Scan*: `Tannen-Zapfen-72`", "*Passwort für den Scan*: `#####`"),
    # the value first, its label in parentheses
    ("59120 (PIN della segreteria)", "5 minuti (PIN della segreteria)"),
    ("Kiwi-Baum8814 (wachtwoord van de pdf) 🙂", "vandaag (wachtwoord van de pdf) 🙂"),
])
def test_value_beside_its_label(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


@pytest.mark.parametrize("benign", [
    # a key over its own value in YAML: the line above is no label
    "env:\n  - name: MAIL_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        key: password",
    # the network's name before a note on where its password is
    "guest Wi-Fi SSID: Lobby-2G (password from the front desk)",
    # a postal code is still no PIN
    "kod pocztowy:\n00-950",
])
def test_beside_label_benign(benign: str) -> None:
    assert not _refused(benign)


@pytest.mark.parametrize(("secret", "benign"), [
    # a glued "key=" ending its line assigns nothing; the next line is the next setting
    ("game.ini\nadmin_password=Hollow-Moth-93\nmax_players=16", "game.ini\nadmin_password=\nmax_players=16"),
    # redis.conf's commented sample is no password; a real one is
    ("redis.conf\nport 6379\nrequirepass Vq8-tallow-Birch\n", "redis.conf\nport 6379\n# requirepass foobared\n"),
])
def test_config_samples_and_empty_values(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


def test_spaced_equals_may_still_put_the_value_below() -> None:
    # in chat, "pw for the box =" then the value on its own line is still a password
    assert _refused("Mo: pw for the storage box =\nSpruce-Otter41!\nseen 09:12")
