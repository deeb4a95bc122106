"""Round 48 of the secret guard (issue 13): a password told by the login's place it stands in - after a local link's
user name ("http://10.1.2.3 admin/..."), in curl's ``-u``, after an e-mail address or a phone number, on a login
screen's line under the address, after a short label with words between, in a table's password or PIN column - and
a lock's code word told with a year's digits (guard/round48.py). Each example has a benign twin of the same layout
(a link's path, a variable, a masked value, a word, a phone's extension); the examples are written here, not copied
from a corpus."""

from __future__ import annotations

import re

import pytest

from engramdb.guard import round48

from .guard_util import refused as _refused


@pytest.mark.parametrize(
    ("secret", "benign"),
    [
        (  # a login after a local link
            "pond sitter:\n- Hydros: http://10.4.0.17 owner/Marsh_Teal_Reed71\n- water change on Sunday",
            "pond sitter:\n- Hydros: http://10.4.0.17 dashboard/status\n- water change on Sunday",
        ),
        (  # the same after a link with a path, "as"
            "router at http://192.168.5.1/login as root/Kq7!vbRz%3e",
            "router at http://192.168.5.1/login as root/admin",
        ),
        (  # curl's user option
            "curl -s -u ops:@T9!qzLwm4Rk https://10.2.0.8/api/health",
            "curl -s -u ops:$HEALTH_PASSWORD https://10.2.0.8/api/health",
        ),
        (  # an address, a slash, a value with digits and a symbol outside a password's usual shape
            "Stitchly login: mira.k@post.example / Marta41-qzpv",
            "Stitchly login: mira.k@post.example / see the family vault",
        ),
        (  # a phone number, a table's bar
            "| +4915207731184 | heron-552MARIGOLD |",
            "| +4915207731184 | mobile |",
        ),
        (  # an address, a spaced colon
            "Tomas: tomas.b7@mail.example : quill-407BADGER",
            "Tomas: tomas.b7@mail.example : on holiday",
        ),
        (  # an address then the value alone, ending the line
            "08:12 Ilse\nilse.v@mail.example Juniper4471.",
            "08:12 Ilse\nilse.v@mail.example tomorrow.",
        ),
        (  # a login screen's lines
            "Screenshot: Garmin Connect > Sign in\nrafa.t@mail.example\nKestrel58.\n[Forgot password?]",
            "Screenshot: Garmin Connect > Sign in\nrafa.t@mail.example\nRemember me\n[Forgot password?]",
        ),
        (  # a short label with words between
            "Strava pword for the club account: @Uq7@52Kxv@TM4 (ask before posting)",
            "Strava pword for the club account: ask me (before posting)",
        ),
        (  # random letters after "family password"
            "the photo frame's family password udqxnvbekt, add grandad",
            "the photo frame's family password manager, add grandad",
        ),
        (  # a bare "pass" after a comma on a link's line
            "the proofs are at https://proofs.example.com/ana-k3, pass vjtkqzfh7",
            "the proofs are at https://proofs.example.com/ana-k3, pass it on to your mum",
        ),
        (  # a table's PIN column beside a link
            "| album | link | password | download PIN |\n|---|---|---|---|\n| Christening | https://x.example/c-1 |"
            " qtrwzk | 6083 |",
            "| album | link | password | download PIN |\n|---|---|---|---|\n| Christening | https://x.example/c-1 |"
            " (by text) | •••• |",
        ),
        (  # a lock's code word with a year's digits
            "the bike shed code is 1974, bring the pump back",
            "the bike shed is 1974, bring the pump back",
        ),
    ],
)
def test_a_login_place_or_a_code_word_is_refused_and_its_twin_is_not(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


@pytest.mark.parametrize(
    "text",
    [
        "docs at http://10.0.0.5 guides/setup-2024",
        "curl -u $USER:$PASS https://example.org",
        "write to ana@mail.example / 0207 946 0000",
        "ana@mail.example / Marketing",
        "ana@mail.example / ext-204",
        "| +441632960123 | Team-Blue |",
        "the gallery pword is in the text I sent",
        "| gallery | link | password |\n|---|---|---|\n| Spring | https://x.example/s | ******** |",
        "| app | password hint |\n|---|---|\n| Nanit | Kestrel58 |",
        "the shed code is 1111, the default",
        "the gallery link is https://x.example/ana-k3, pass it to your mum",
        "curl -u admin:$APEX_PW http://192.168.1.1/status",
        "the locker at the pool is 1987",
        "Screenshot: Settings > Account\nana@mail.example\nNotifications\n[Save]",
    ],
)
def test_values_no_login_holds_stay_benign(text: str) -> None:
    assert not _refused(text)


def _values(finder: object, check: object, text: str) -> list[str]:
    found = [m for m in finder.finditer(text)]  # type: ignore[attr-defined]
    return [text[slice(*span)] for m in found if (span := check(m))]  # type: ignore[operator]


def test_the_value_is_the_password_and_nothing_around_it() -> None:
    assert _values(round48.URL_LOGIN, round48.value, "Apex: http://10.0.0.9 admin/Ibis-Zinnia40\n") == ["Ibis-Zinnia40"]
    assert _values(round48.CURL_USER, round48.value, "curl -u admin:@KY!l2y7y3M http://10.0.0.9/x") == ["@KY!l2y7y3M"]
    assert _values(round48.LOGIN_PAIR, round48.value, "PS: +78841969411 / Clownfish61.") == ["Clownfish61."]
    assert _values(round48.LABEL, round48.label, "the gallery pword is kestrelmira2026, downloads close") == [
        "kestrelmira2026"
    ]
    table = "| a | link | password | PIN |\n|---|---|---|---|\n| b | https://x.example/b | Egret557# | 2595 |"
    assert _values(round48.TABLE, round48.table, table) == ["Egret557#"]
    assert _values(round48.CODE_IS, round48.code, "the door code is 1907 until Friday") == ["1907"]


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("Oisín96~rwb", True),
        ("birdie-878FULMAR", True),
        ("#SPnOm%hm#pHJHdsi", True),
        ("Kayak87.", True),
        ("mkcrvaEfjgUKf", True),
        ("hjwhxgkh8", True),
        ("2wn1x1", False),  # three letters: too few to tell
        ("@D5TGEGICVXwC", True),
        ("Marketing", False),
        ("LHR-2024", False),
        ("0207-946-0000", False),
        ("https://x.example/a1", False),
        ("ana@mail.example", False),
        ("Password1!", False),
        ("$SECRET_1", False),
        ("kitchen", False),
    ],
)
def test_login_value_reads_a_password_in_a_login_place(value: str, expected: bool) -> None:
    assert round48.login_value(value) is expected


@pytest.mark.parametrize("size", [8000])
def test_long_adversarial_lines_stay_linear(size: int) -> None:
    import time

    for text in (
        "http://" + "a" * size,
        "http://a " * (size // 9),
        "http://a.b/" + "c/" * (size // 2) + " u/",
        "a@b" + ".c" * (size // 2),
        "a@b.c / " * (size // 8),
        "+12345678 " * (size // 10),
        "curl -u " * (size // 8),
        "curl " + "a" * size + " -u a:",
        "pword for " * (size // 10),
        ", pass " * (size // 7),
        "| password |\n|---|\n" + "| x |\n" * (size // 6),
        "|" * size,
        "shed code is " * (size // 13),
        "Screenshot\n" + "a@b.c\n" * (size // 6),
    ):
        started = time.perf_counter()
        _refused(text)
        assert time.perf_counter() - started < 2.0, re.escape(text[:20])
