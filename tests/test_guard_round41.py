"""Round 41 of the secret guard (issue 13): round 40's leftovers. A login's row after a chat's name and time
("Name [16:10]: "); a quoted line's user name before a generator's groups of both cases ("> user xxxx-xxxx-xxxx");
a menu's "Public API" ("(Settings > Public API): <key>") read as where the key is made, not as a claim that it is
public; a password of a word, digits, a dot and a two-letter tail that is no country's domain or file type. Each
example has a benign twin of the same layout; the examples are written here, not copied from a corpus."""

from __future__ import annotations

import pytest

from engramdb.guard import logins

from .guard_util import refused as _refused


@pytest.mark.parametrize(
    ("secret", "benign"),
    [
        # a login's row after a chat's name and time
        (
            "Mirela [09:41]: | mirela.k@post.example | quartz#472HERON |",
            "Mirela [09:41]: | mirela.k@post.example | in the vault |",
        ),
        ("Tobias (21:05): tobias7@mail.example / Juniper48+qx", "Tobias (21:05): tobias7@mail.example / see above"),
        # a quoted line's user name, then a generator's groups of both cases with a digit
        ("> oskar pR4tk-Wm2Lq-x9ZbN-TeQ7v", "> oskar well-done-good-job"),
        ("> lucia Hq7bT-nZ2wK-fP9mX", "> order AB12-CD34-EF56"),
        # a menu's "Public API" is where the key is made
        (
            "Beds24 API key for the channel sync (Settings > Public API): "
            "Qm7xP2vLr9TzKw4NcY8bHf3JdS6gAe1UoXiVn5Rt0WpLkZyCqE",
            "Beds24 public API key for the widget (it runs in the browser): "
            "Qm7xP2vLr9TzKw4NcY8bHf3JdS6gAe1UoXiVn5Rt0WpLkZyCqE",
        ),
        # a word, digits, a dot and a two-letter tail that no domain or file type has
        ("mail a.b@post.example / Gregor4821.qv", "mail a.b@post.example / Gregor4821.de"),
    ],
)
def test_round41_refused_and_benign_twin(secret: str, benign: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign), benign


def test_menu_public_token_still_public() -> None:
    # only "Public" before "API" in a menu path is read as a menu's word; a public token stays public
    assert not _refused("Account > Public token: Xk29Dk3ls93KdLq0wPzT7mNa")


@pytest.mark.parametrize("v", ["Leopold3720.jc", "Marta55.qv"])
def test_password_like_two_letter_tail(v: str) -> None:
    assert logins.password_like(v)


@pytest.mark.parametrize("v", ["Shop24.de", "Berlin2024.uk", "Notes2024.md", "Script12.py", "Studio54.io", "Abc12.zz"])
def test_password_like_not_a_domain_or_file(v: str) -> None:
    assert not logins.password_like(v)


@pytest.mark.parametrize(
    ("secret", "benign"),
    [
        # a table's row of a user name and a generator's groups of both cases (an emoji after the table)
        ("| rafa.m | tq4Zb-Wk9mL-3xPaR-Hn7sE | 🙂", "| rafa.m | AB12-CD34-EF56 | 🙂"),
        # "PS:" before a phone number and its password
        ("PS: +44712345678 Bramble073=", "PS: +44712345678 call after six"),
    ],
)
def test_round41_row_groups_and_ps(secret: str, benign: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign), benign
