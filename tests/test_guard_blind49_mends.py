"""Two false alarms guard_corpus_blind49 showed after its two blind measures (issue 13), each a narrowing with its
secret twin still refused: a shop's loyalty card number (Luhn-valid by chance) is no payment card, and a CamelCase
name called in code ("StaticCredentials(...)") is no code word told after a credential's word; and a word that only
begins like a safe's ("kasav") is no safe (holdout28's price, refused by round 63's safe row). The examples are
written here, not copied from the corpus."""

from __future__ import annotations

import pytest

from .guard_util import refused as _refused


@pytest.mark.parametrize(
    "benign",
    [
        "Boots: loyalty card 6334 5678 9012 3452, 2,300 points",
        "Sephora rewards card 6011000990139424 has 120 points left",
        "carte de fidélité 6011000990139424 - 40 points",
        "Kundenkarte 6011000990139424, 500 Punkte",
        "ポイントカード 6011000990139424 残り300ポイント",
        "credentials = BasicCredentials(os.environ['API_USER'], os.environ['API_PASS'])",
        "creds = ClientSecretCredential.from_env().token",
        "password_store = KeyringBackend.load(profile)",
        # a word that begins like a safe's ("kasa", Polish / Turkish) is not one: Haitian cassava bread's price
        "Wholesale price: a dozen plain kasav for 250 gourdes.",
        "Kasabian played 2019 songs? no, 14",
    ],
)
def test_benign_is_stored(benign: str) -> None:
    assert not _refused(benign)


@pytest.mark.parametrize(
    "secret",
    [
        # a card with its expiry and security code is a card, whatever its label
        "my rewards card 4111 1111 1111 1111, 12/29, security code 753",
        "card 6011000990139424 exp 11/28 cvv 123",
        # a CamelCase code word told as a value is still refused
        "das Passwort ist CactusNinja",
        "password: StaticCredentials",
        # the safe's word in its own inflections still reads
        "otel odamızdaki kasayı 7342 olarak ayarladım",
        "kod do kasy w pokoju: 5719",
    ],
)
def test_secret_is_refused(secret: str) -> None:
    assert _refused(secret)
