"""Round 20 of the secret guard (issue 13): a code said a digit at a time with spaced dashes, a code word further from
its value (a voice assistant asked to remember it, a verb written last), chat logs as people paste them (a preamble,
a quote's mark, a fence, an ISO time, "pw"), values copied from an e-mail's quoted-printable source; and false alarms
by family: a password prompt no one answered, an empty setting before the next, a YAML tag with its argument, a
password manager's name. Each rule has a refused example and a benign twin of the same layout; the examples are
written here, not copied from a corpus, and each failed before this round."""

from __future__ import annotations

import pytest

from engramdb.guard import normalise_for_check

from .guard_util import refused as _refused


def test_a_code_said_a_digit_at_a_time_between_spaced_dashes() -> None:
    assert normalise_for_check(["the shed code is 4 - 1 - 9 - 7 ok"]) == ["the shed code is 4197 ok"]
    assert _refused("Alexa, note that the shed padlock code is 5 - 2 - 8 - 0")
    # a score, a range, a date are not written a single digit between spaced dashes four times
    for text in ("we won 3 - 1 on Sunday", "pages 12 - 18", "2026 - 12 - 04", "steps 1 - 2 - 3"):
        assert normalise_for_check([text]) == [text]
    assert not _refused("the match code ended 3 - 1 for the visitors")


@pytest.mark.parametrize(("secret", "benign"), [
    # six or seven words between the code's word and its value
    ("lembra que o código do armário da minha piscina é 71904", "lembra que o código postal da casa da minha avó é 71904"),
    # a verb written last after a number that starts with 0 (it counts nothing)
    ("याद रखना कि मेरे साइकिल के ताले का कोड 0471 है", "याद रखना कि मेरे पार्सल का ट्रैकिंग नंबर 0471 है"),
])
def test_a_code_word_further_from_its_value(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


def test_four_digits_that_count_something_still_do_not_end_a_code_clause() -> None:
    assert not _refused("the code runs 4000 lines")
    assert not _refused("o código tem 2500 linhas agora")


@pytest.mark.parametrize(("secret", "benign"), [
    ("(sent from my tablet)\nLena: what's the attic lock code?\nOmar: 48213#",
     "(sent from my tablet)\nLena: what's the attic lock code?\nOmar: ask dad"),
    ("> Lena: the alarm code for the studio?\n> Omar: one sec\n> Omar: 730916",
     "> Lena: the alarm code for the studio?\n> Omar: one sec\n> Omar: on the fridge"),
    ("```\n[2026-03-02 10:15] Lena: studio door code?\n[2026-03-02 10:16] Omar: 5529#\n```",
     "```\n[2026-03-02 10:15] Lena: studio door code?\n[2026-03-02 10:16] Omar: no idea\n```"),
    ("Lena: what's the guest wifi pw?\nOmar: hang on\nOmar: Tangerine58owl",
     "Lena: what's the guest wifi pw?\nOmar: hang on\nOmar: on the router"),
])
def test_chat_logs_as_people_paste_them(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


def test_quoted_printable_values_are_read_whole() -> None:
    assert normalise_for_check(["key =3D ab=\ncd"]) == ["key = abcd"]
    assert _refused("client_secret =3D Hq3vZ8pLr0=\nWm4TnB7xKs2Yd9Fg\n(from the mail source)")
    assert not _refused("client_secret =3D <set in the vault>\n(from the mail source)")
    assert normalise_for_check(["a value that ends in =\nand a line"]) == ["a value that ends in =\nand a line"]


@pytest.mark.parametrize(("secret", "benign"), [
    # a password prompt answered, and one answered by nothing but the program's output
    ("$ psql -U app orders\nPassword:\nKv8#mQ2zLp", "$ psql -U app orders\nPassword:\npsql: error: connection to server failed"),
    ("Enter password:\nKv8#mQ2zLp", "Enter password:\nERROR 1045 (28000): Access denied for user"),
    # a setting left empty, then the next setting
    ("# .env\nSLACK_TOKEN=\nxoxb-55201934-88213411-Kq8vLm2ZpR7tWx4N", "# .env.sample\nSLACK_TOKEN=\nTEAM_ID=T0481129934773"),
    # a YAML tag with its argument
    ("mqtt:\n  user: hass\n  password: 'Kv8mQ2zLp9'", "mqtt:\n  user: hass\n  password: '!secret mqtt_password'"),
    # a password manager's name where the value would stand
    ("• Ana will send the read-only staging login: Rq7vLm2xZp", "• Ana will send the read-only staging login through 1Password"),
])
def test_false_alarms_by_family(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


def test_a_quoted_printable_text_leaves_its_batch_alone() -> None:
    """A soft break is read only in the text that holds "=3D": the other texts of a batch keep their "=\\n"."""
    batch = ["OPENAI_API_KEY=\nsk-proj-Xq8vLm2ZpR7tWx4NKd9", "client_secret =3D ab=\ncd", "a=\nb"]
    assert normalise_for_check(batch) == ["OPENAI_API_KEY=\nsk-proj-Xq8vLm2ZpR7tWx4NKd9", "client_secret = abcd", "a=\nb"]
