"""The password managers' names, in one place (a leaf module: it imports nothing of the guard).

Three readings ask them: a value that is a manager's name stands for a password instead of being one
(``secrets._NAMED_PLACEHOLDER``, round 20), a folder's path named right after "in <manager>" holds none
(``fp45._MANAGER_FOLDER``), and "see <manager>" in a script whose word for "see" is read as the value holds none
(``fp66._MANAGER``). Each builds its pattern from :data:`PASSWORD_MANAGERS` with :func:`manager_names`; a reading that
asks fewer names says which and why where it is built, so a name added here reaches every reading that does not
leave it out by name.
"""

from __future__ import annotations

import re

# As their makers write them: the case is part of the name for the readings that match it exactly ("keeper" is a
# word, "Keeper" the product). A space stands between the words of a name; each reading says how it may be written.
PASSWORD_MANAGERS: tuple[str, ...] = (
    "1Password",
    "LastPass",
    "KeePass",
    "KeePassXC",
    "KeePassDX",
    "Bitwarden",
    "Vaultwarden",
    "Dashlane",
    "Keeper",
    "NordPass",
    "Proton Pass",
    "Enpass",
    "RoboForm",
)


def manager_names(space: str, leave_out: frozenset[str] = frozenset()) -> str:
    """A regular expression's group that matches one of the names but those in ``leave_out``, each space between a
    name's words written as ``space`` (" ?", "[ \\t]+"). Longest first, so a longer form of a name is taken before the
    name it starts with ("KeePassXC" before "KeePass"), as a greedy optional ending would. No flags: the case rule is
    the caller's."""
    unknown = leave_out.difference(PASSWORD_MANAGERS)
    if unknown:
        raise ValueError(f"not a manager's name: {sorted(unknown)}")
    names = sorted((n for n in PASSWORD_MANAGERS if n not in leave_out), key=len, reverse=True)
    return "(?:" + "|".join(re.escape(n).replace(r"\ ", space) for n in names) + ")"
