"""Round 33: a password stored in clear in a database dump, found by the column that holds it (a leaf module: it
imports nothing of the guard; :mod:`.secrets` adds its rows, and its near-miss check still applies).

A dump names its columns once and gives the values by position, so the value has no label beside it:

* ``INSERT INTO users (id, email, password_plain) VALUES (7, 'a@b.example', 'cobalt.NIMBUS368')``: the value at the
  position of the column whose name is a credential's (``password``, ``passwd``, ``pwd``, ``pass``, ``pin``,
  ``secret``, ``token``, with a qualifier such as ``_plain`` or ``_clear``);
* ``COPY public.accounts (id, login, pwd, created) FROM stdin;`` (PostgreSQL's dump) and the tab-separated rows
  under it, up to the ``\\.`` that ends them;
* (round 34) a database shell's ``select * from credentials;`` and the rows it prints without a header
  (``sqlite>``'s ``42|ana|Lantern&FJORD142|e67c4c...``): the table is named for credentials (``credentials``,
  ``passwords``, ``logins``, ``secrets``), so the one cell shaped like a password (the caller's check) is one.

Not a value: a column that names what is made *from* a password (``password_hash``, ``pwd_digest``, ``pin_salt``,
``token_expires``, ``password_changed_at``), a hash or a crypt string in the cell (``$2y$10$...``, 32+ hex digits),
NULL, an empty cell, a placeholder (the caller's check: ``changeme``, ``<password>``).
"""

from __future__ import annotations

import re
from collections.abc import Callable

# a credential's column: the credential word, then at most a qualifier saying it is stored as it is
_CREDENTIAL_COLUMN = re.compile(
    r"(?i)(?:[a-z0-9]+_)?(?:password|passwd|passwort|passcode|passphrase|pwd|pass|pw|pin|secret|token)"
    r"(?:_?(?:plain|plaintext|clear|cleartext|raw|text|txt|value|val))?")
_NAME = r"[`\"\[]?[\w.]+[`\"\]]?"
INSERT = re.compile(r"(?i)\bINSERT[ \t]+INTO[ \t]+" + _NAME + r"[ \t]*\((?P<cols>[^()\n]{1,400})\)[ \t]*VALUES[ \t]*"
                    r"\((?P<vals>(?:'(?:[^'\n]|'')*'|\"[^\"\n]*\"|[^()'\"\n])*)\)")
INSERT_ANCHORS = ("insert into",)
COPY = re.compile(r"(?i)\bCOPY[ \t]+" + _NAME + r"[ \t]*\((?P<cols>[^()\n]{1,400})\)[ \t]+FROM[ \t]+stdin;?[ \t]*\n"
                  r"(?P<rows>(?:(?!\\\.)[^\n]*\t[^\n]*(?:\n|$)){1,50})")
COPY_ANCHORS = ("from stdin",)
_SQL_VALUE = re.compile(r"[ \t]*(?:'(?P<q>(?:[^'\n]|'')*)'|\"(?P<d>[^\"\n]*)\"|(?P<b>[^,'\"]*?))[ \t]*(?:,|$)")
_HASHED = re.compile(r"^\$\w{1,8}\$|^[0-9a-fA-F]{32,}$|^\{(?:SSHA|SHA|MD5|CRYPT|BCRYPT)\}|^(?:pbkdf2|argon2|scrypt|"
                     r"sha\d+|md5)[$:_]", re.I)


def _columns(cols: str) -> list[str]:
    return [c.strip().strip("`\"[]") for c in cols.split(",")]


def _credential_index(columns: list[str]) -> int | None:
    """The position of the one column named for a credential (None when none or several)."""
    found = [i for i, c in enumerate(columns) if _CREDENTIAL_COLUMN.fullmatch(c)]
    return found[0] if len(columns) >= 2 and len(found) == 1 else None


def _stored_in_clear(v: str, placeholder: Callable[[str], bool]) -> bool:
    """A cell that holds a password as typed: 4-128 characters, no spaces, not NULL, a hash or a placeholder."""
    return (4 <= len(v) <= 128 and not re.search(r"\s", v) and v.upper() not in ("NULL", "DEFAULT", "\\N")
            and not _HASHED.search(v) and not placeholder(v) and len(set(v)) > 2)


def insert_value(m: re.Match[str], placeholder: Callable[[str], bool]) -> tuple[int, int] | None:
    """The value of :data:`INSERT` at its credential column's position."""
    at = _credential_index(_columns(m.group("cols")))
    if at is None:
        return None
    pos = m.start("vals")
    end = m.end("vals")
    index = 0
    while pos <= end:
        cell = _SQL_VALUE.match(m.string, pos, end)
        if cell is None or cell.end() == pos:
            return None
        if index == at:
            name = next((g for g in ("q", "d") if cell.group(g) is not None), None)
            if name is None:
                return None  # a number, NULL or a function's call: no password typed in
            v = cell.group(name)
            return cell.span(name) if _stored_in_clear(v, placeholder) else None
        index += 1
        pos = cell.end()
    return None


def copy_value(m: re.Match[str], placeholder: Callable[[str], bool]) -> tuple[int, int] | None:
    """The first value of :data:`COPY`'s rows at its credential column's position."""
    columns = _columns(m.group("cols"))
    at = _credential_index(columns)
    if at is None:
        return None
    pos = m.start("rows")
    for row in m.group("rows").split("\n"):
        cells = row.split("\t")
        if len(cells) == len(columns):
            start = pos + sum(len(c) + 1 for c in cells[:at])
            if _stored_in_clear(cells[at], placeholder):
                return start, start + len(cells[at])
        pos += len(row) + 1
    return None


# Round 34: a query of a table named for credentials and the "|"-separated rows a database shell prints under it
SELECTED = re.compile(r"(?i)\bselect[ \t]+[^\n;]{1,200}?[ \t]from[ \t]+" + r"[`\"\[]?(?:\w+\.)?\w*"
                      r"(?:credential|password|passwd|login|secret)s?\w*[`\"\]]?[^\n]{0,80}\n"
                      r"(?P<rows>(?:[^\n|]*\|[^\n]*(?:\n|$)){1,50})")
SELECTED_ANCHORS = ("select",)


def selected_value(m: re.Match[str], password_like: Callable[[str], bool],
                   placeholder: Callable[[str], bool]) -> tuple[int, int] | None:
    """The first cell of :data:`SELECTED`'s rows (not a row's first cell, its id) that holds a password in clear."""
    pos = m.start("rows")
    for row in m.group("rows").split("\n"):
        cells = row.split("|")
        start = pos + len(cells[0]) + 1
        for cell in cells[1:]:
            v = cell.strip()
            if v and _stored_in_clear(v, placeholder) and password_like(v):
                at = start + cell.index(v)
                return at, at + len(v)
            start += len(cell) + 1
        pos += len(row) + 1
    return None
