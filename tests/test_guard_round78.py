"""Round 78 of the secret guard (issue 13): a PIN told after the number of what it opens ("PIN for ext. 1900 is
8830"), a token with OAuth's ``oauth:`` prefix in a config, and a narrowing of the stated-password row: a verb of
calling after "password:" ("password: call ext. 100") is where to get it, not the password. Each example has a
benign twin of the same layout; the examples are written here, not copied from a corpus, in several languages."""

from __future__ import annotations

import pytest

from engramdb.guard import round78

from .guard_util import refused as _refused


@pytest.mark.parametrize(
    ("secret", "benign_text"),
    [
        # a PIN for a numbered thing, then "is" and the PIN (the thing's number shaped like a year, which the PIN
        # row took as the value and refused)
        ("Door PIN for ext. 2012 is 5174", "Door PIN for ext. 2012 is on the card"),
        ("PIN für Nst. 1985 ist 3391", "PIN für Nst. 1985 ist im Umschlag"),
        ("Mailbox PIN for line no. 1998 is 4471", "Mailbox PIN for line no. 1998 is 4 digits"),
        ("PIN del buzón para ext. 2001 es 7718", "PIN del buzón para ext. 2001 es 2001"),
        ("Alarm PIN for unit 14 is 7392, key it in by the door",
         "Alarm PIN for unit 14 is 4 digits, key it in by the door"),
        ("Code PIN für Zimmer 12 ist 4831", "Code PIN für Zimmer 12 ist vier Ziffern lang"),
        ("PIN voor kluis 22 is 6170", "PIN voor kluis 22 is 2222"),
        ("le code PIN de la ligne 3 est 4417", "le code PIN de la ligne 3 est dans le courrier"),
        ("pin para la oficina 3: 9024", "pin para la oficina 3: pregunta en recepción"),
        # a token with OAuth's prefix
        ('twitch_oauth: "oauth:k2m9x7q4w1z8r5t3y6u0p2a4s8d1fg"', 'twitch_oauth: "oauth:<paste token>"'),
        ("დაიმახსოვრე:\n# group_vars/bot.yml\nchat_oauth: \"oauth:q8wz2kd0m3x7pl4hr9tc1ve6ny5bsa\"\nport: 6667",
         "დაიმახსოვრე:\n# group_vars/bot.yml\nchat_oauth: \"oauth:{{ vault_chat_token }}\"\nport: 6667"),
        ("記憶: chat_token = oauth:v3n8k1x6q2m9z4w7r0t5y8p3h6d1cb", "記憶: scopes = oauth:openid oauth:profile"),
        # a verb of calling after "password:" (the secret twin is a value after the same words)
        ("IT unlocks the password: Call7x2200", "IT unlocks the password: call ext. 2200."),
        ("Passwort: Anruf9#Kx", "Passwort: anrufen Hotline 300"),
        ("mot de passe : appel42Zq", "mot de passe : appelez poste 200."),
        ("Contraseña: Llam4da!x", "Contraseña: llame ext. 55"),
    ],
)
def test_round78_refuses_the_secret_and_keeps_its_twin(secret: str, benign_text: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign_text), benign_text


def test_the_things_own_number_and_a_year_are_no_pin() -> None:
    for text in ("PIN for room 12 is 2020 style", "the PIN for locker 4821 is 4821"):
        assert not any(round78.pin_for_numbered(m) for m in round78.PIN_FOR_NUMBERED.finditer(text)), text
    pin = "the PIN for locker 48 is 4821"
    assert any(round78.pin_for_numbered(m) for m in round78.PIN_FOR_NUMBERED.finditer(pin))


def test_an_oauth_scope_or_placeholder_is_no_token() -> None:
    for text in ("the endpoint is /oauth:authorize and oauth:openid scope", "TWITCH_IRC_PASS=oauth:${TWITCH_TOKEN}",
                 "oauth:aaaaaaaaaaaaaaaaaaaaaaaa1111"):
        assert not any(round78.oauth_prefixed(m) for m in round78.OAUTH_PREFIXED.finditer(text)), text


def test_a_call_verb_alone_stays_a_value() -> None:
    """Only a word or a number after it makes the verb where to call: "Password: Call" alone is still refused."""
    assert _refused("password: Ring")
