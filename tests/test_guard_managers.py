"""The password managers' names stand in one tuple (guard.managers, session 44): each reading that asks them is built
from it, and a reading that asks fewer names leaves them out by name."""

from __future__ import annotations

import pytest

from engramdb.guard import fp45, fp66, managers, secrets
from engramdb.guard.managers import PASSWORD_MANAGERS, manager_names

# The names each reading leaves out (see where each is built): a name added to the tuple reaches the others.
PLACEHOLDER_OUT = {"KeePassDX", "Vaultwarden", "NordPass", "Enpass", "RoboForm"}
FOLDER_OUT = {"KeePassDX"}
SEE_OUT = {"Vaultwarden"}


@pytest.mark.parametrize("name", PASSWORD_MANAGERS)
def test_each_reading_asks_every_name_it_does_not_leave_out(name: str) -> None:
    assert bool(secrets._NAMED_PLACEHOLDER.match(name)) == (name not in PLACEHOLDER_OUT)
    line = f"password in {name}, folder Home/Bank"
    at = line.index("Home")
    assert fp45.manager_folder(line, at, len(line)) == (name not in FOLDER_OUT)
    note = f"Wi-Fi password: راجع {name}"
    at = note.index("راجع")
    assert fp66.near_miss(note, at, at + len("راجع")) == (name not in SEE_OUT)


@pytest.mark.parametrize("name", [n for n in PASSWORD_MANAGERS if n not in PLACEHOLDER_OUT | SEE_OUT])
def test_the_case_rules_stay_each_readings(name: str) -> None:
    # the placeholder and "see" readings match the maker's case only ("keeper" is a word); the folder reading any case
    assert not secrets._NAMED_PLACEHOLDER.match(name.lower()) or name.lower() == name
    assert fp66._MANAGER.fullmatch(name.upper()) is None or name.upper() == name
    line = f"in {name.upper()}: Home/Bank"
    assert fp45.manager_folder(line, line.index("Home"), len(line))


def test_a_longer_form_of_a_name_is_taken_whole() -> None:
    found = fp66._MANAGER.match("KeePassXC의")
    assert found is not None and found.group() == "KeePassXC"
    assert secrets._NAMED_PLACEHOLDER.match("ProtonPass") and secrets._NAMED_PLACEHOLDER.match("Proton Pass")
    assert manager_names(r"[ \t]+").count("Proton") == 1


def test_leaving_out_a_name_the_tuple_lacks_is_an_error() -> None:
    with pytest.raises(ValueError, match="Keepas"):
        manager_names(" ?", frozenset({"Keepas"}))
    assert len(set(managers.PASSWORD_MANAGERS)) == len(PASSWORD_MANAGERS)  # no name twice


@pytest.mark.parametrize("name", PASSWORD_MANAGERS)
def test_a_chat_that_offers_a_managers_name_to_try_sends_no_password(name: str) -> None:
    # chat._TRY leaves out only the shape "1Password"; the names of letters only are no password's shape
    assert secrets.find_secrets(f"Sam: it says wrong password\nAna: try {name} - I changed it on Monday") == []
