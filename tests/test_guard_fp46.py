"""Session 37 (fp46): fewer false alarms of the secret guard, blind44's six (benchmarks/guard_corpus_blind44/README.md)
as general readings (:mod:`engramdb.guard.fp46`). Each benign text is refused by main before this change (ba4cf97)
and no longer is; its secret twin still is (by find_secrets and by the batch path alike):

* a number of 13-19 digits its key ("formId", "form_id") or its Markdown table column ("| id |") names an id, the
  key naming no card: a platform's id, not a card (``fp46.id_number``);
* a Wi-Fi network's name with the password said to be elsewhere ("(password on the router sticker)");
* an e-mail an account is registered to, a password's word after it ("записан на <e-mail>, пароль скажу потом");
* a login after "registered to" in Hebrew ("רשום על agnese.r") with the chat sender's name opening the line;
* a portal's name right before a password's label and a masked value ("MagicBricks पासवर्ड: ••••••••").
"""

from __future__ import annotations

import re
import time

import pytest

from engramdb.guard import find_secrets_many, fp46, normalise_for_check

from .guard_util import refused

# (benign, secret twin)
PAIRS = [
    # an id, not a card
    (
        '{\n  "typeform": {\n    "token": "",\n    "formId": "236221605913951"\n  }\n}',
        '{\n  "wallet": {\n    "cardNumber": "236221605913951"\n  }\n}',
    ),
    ('form_id = "225460068348668"  # the public form', 'card_number = "225460068348668"'),
    (
        "| service | id | token |\n|---|---|---|\n| Jotform | 547944064012502 | (in the vault) |\n| Tally | - | *** |",
        "| service | card number | expiry |\n|---|---|---|\n| Visa | 547944064012502 | 09/29 |",
    ),
    # a network's name, the password elsewhere
    (
        "new flat:\n1. router in the hall\n2. Wi-Fi: Vodafone7KQ2 (password on the router sticker)\n3. done",
        "new flat:\n1. router in the hall\n2. Wi-Fi password: Vodafone7KQ2 (also on the router sticker)\n3. done",
    ),
    ("SSID: Vodafone-7KQ2 (password on the router sticker)", "SSID password: Vodafone-7KQ2 (on the router sticker)"),
    ("WLAN: FritzBox7590XQ (Passwort on the sticker)", "WLAN-Passwort: FritzBox7590XQ"),
    # a login the account is registered to, the password told later
    (
        "06:17 Seo-yeon\nаккаунт на Авито записан на seoyeon5@icloud.example, пароль скажу потом",
        "06:17 Seo-yeon\nаккаунт на Авито записан на seoyeon5@icloud.example, пароль Vq83!seoyeon",
    ),
    (
        "Joanna: החשבון ביד2 רשום על tomasz.b, את הסיסמה אגיד לך אחר כך",
        "Joanna: החשבון ביד2 רשום על tomasz.b, הסיסמה היא Tq93!hdk2",
    ),
    # a portal's name before a password's label and a mask
    ("anna.k7@mail.example\nSquareYards पासवर्ड: ••••••••", "anna.k7@mail.example\nSquareYards पासवर्ड: Pr1ya@4471"),
]


def _batch_refused(text: str) -> bool:
    return bool(find_secrets_many(normalise_for_check([text])))


@pytest.mark.parametrize(("benign", "secret"), PAIRS)
def test_benign_taken_back_secret_twin_kept(benign: str, secret: str) -> None:
    assert not refused(benign)
    assert not _batch_refused(benign)
    assert refused(secret)
    assert _batch_refused(secret)


# The same shapes, still a secret.
NEAR_MISSES = [
    '"card_id": "236221605913951", "exp": "09/29", "cvc": "123"',
    '{"panId": "225460068348668"}',
    "Wi-Fi: Vodafone7KQ2 (password: Hk29!vvqp)",
    "Wi-Fi password: Vodafone7KQ2",
    "login mirela.k7@mail.example пароль: Vq83!mirela",
]


@pytest.mark.parametrize("text", NEAR_MISSES)
def test_near_misses_still_refused(text: str) -> None:
    assert refused(text)


def test_id_number_reading() -> None:
    text = '"formId": "236221605913951"'
    start = text.index("236")
    assert fp46.id_number(text, start, start + 15)
    card = '"cardId": "236221605913951"'
    assert not fp46.id_number(card, card.index("236"), card.index("236") + 15)
    paid = "paid: 236221605913951"
    assert not fp46.id_number(paid, paid.index("236"), len(paid))
    table = "| name | id |\n|---|---|\n| a | 236221605913951 |"
    assert fp46.id_number(table, table.index("236"), table.index("236") + 15)
    card_table = "| name | card id |\n|---|---|\n| a | 236221605913951 |"
    assert not fp46.id_number(card_table, card_table.index("236"), card_table.index("236") + 15)


def test_password_side_readings() -> None:
    wifi = "Wi-Fi: Sky12AB (password on the sticker)"
    assert fp46.network_name(wifi, 7, 14)
    told = "Wi-Fi: Sky12AB (password: Hk29!vvqp)"
    assert not fp46.network_name(told, 7, 14)
    mail = "registered to a.b@c.example, password later"
    assert fp46.email_before_password(mail, mail.index("a.b"), mail.index(","))
    said = "password a.b@c.example"
    assert not fp46.email_before_password(said, 9, len(said))
    chat = "Joanna: hello there"
    assert fp46.chat_sender(chat, 0, 7)
    assert not fp46.chat_sender("Joanna:", 0, 7)
    name = "Housing password: ***"
    assert fp46.name_before_label(name, 0, 7)
    assert not fp46.name_before_label("Hz72!pq password: ***", 0, 7)


@pytest.mark.parametrize("size", [8000])
def test_long_adversarial_inputs_stay_linear(size: int) -> None:
    for text in (
        '"formId": "' + "2" * size + '"',
        "| id |\n" * (size // 7),
        "Wi-Fi: " + "a" * size + " (password on",
        "записан на " * (size // 11) + "a@b.example",
        "Joanna:" * (size // 7),
        "x password" * (size // 10) + ":",
        "09:41 " * (size // 6),
    ):
        started = time.process_time()  # CPU time: the machine is shared
        refused(text)
        assert time.process_time() - started < 2.0, re.escape(text[:20])
