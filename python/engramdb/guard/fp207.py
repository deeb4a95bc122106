"""Session 48 (fp207): the false alarms of guard_corpus_blind55's benign twins and of the wide generator's seed 11
(benchmarks/guard_benign_wide.py --wide), read as general readings (a leaf module but for :mod:`.fp95`'s and
:mod:`.fp97`'s pieces). ``secrets._near_miss`` asks :func:`near_miss` of a password's, a code's or a key's value
(a trade card's number is read by :func:`.fp97.member_card`, whose list names it).

* **what a password is for, in a table's cell** (:func:`purpose_cell`): "| Password for the Vet-App | C7727 | (not
  over chat) |" - the value taken is the name after the label and a preposition of purpose (fp95's reading) and it
  ends the label's own cell; every later cell is a login's id (a member number, a handle, an e-mail, a phone
  number) or holds no value (a withheld one). A value in the last cell ("| ... | C7727 | Qx7#mWp2Lz |", "| ... |
  C7727 |" - the second cell may be the password) stands.
* **a messenger's marker** (:func:`chat_marker`): "password: [message unsent]" - the words inside the brackets are
  what a chat app writes in place of a message taken back or left out ("message deleted", "this message was
  unsent", "media omitted"), not a password of words.
* **a container's port mapping** (:func:`port_mapping`): "docker run -p 3930:4631 postgres" - after ``docker run``
  (podman, nerdctl; ``run`` or ``create``) "-p" publishes a port: the value is ``[ip:]port:port[/tcp]``. The flag
  of ``docker login -u admin -p ...`` (no ``run`` before it) stays a password's.
"""

from __future__ import annotations

import re

from . import fp95, fp97


# ---- what a password is for, in a table's cell
def purpose_cell(text: str, start: int, end: int) -> bool:
    """The value is the name a password's label is for, ending its table cell; the later cells hold logins or no
    value, the last one no value (see the module)."""
    label = fp95._label_before(text, start)
    if (label is None or fp95._NAME.fullmatch(text, start, end) is None
            or fp95._PURPOSE.fullmatch(text, label.end(), start) is None):
        return False
    a, b = fp95.line_span(text, start, end)
    if "|" not in text[a:label.start()]:
        return False  # (a table's row: a cell before the label's)
    rest = text[end:b]
    if not rest.lstrip(" \t").startswith("|"):
        return False  # the name ends the label's cell
    cells = [c.strip() for c in rest.lstrip(" \t")[1:].split("|")]
    if cells and cells[-1] == "":
        cells.pop()  # the row's closing bar
    if len(cells) < 2 or "" in cells:
        return False  # a login's cell and a withheld password's at least
    *logins, last = cells
    return all(fp97._LOGIN_ID.fullmatch(c) is not None or not _any_value(c) for c in logins) and not _any_value(last)


def _any_value(cell: str) -> bool:
    return any(fp95._value(t) for t in cell.split())


# ---- a messenger's marker in brackets
_MARKER = re.compile(
    r"(?i)(?:this[ \t]+)?(?:message|msg)[ \t]+(?:was[ \t]+|has[ \t]+been[ \t]+)?"
    r"(?:deleted|unsent|removed|recalled|retracted|withdrawn|hidden)"
    r"|(?:deleted|unsent|removed|recalled|retracted|withdrawn|hidden)[ \t]+(?:message|msg)"
    r"|(?:media|image|video|audio|voice[ \t]+(?:note|message)|sticker|gif|document|attachment|file)[ \t]+"
    r"(?:omitted|removed|deleted|unavailable)"
    r"|you[ \t]+(?:deleted|unsent)[ \t]+(?:this|a)[ \t]+message")
_OPEN = {"[": "]", "(": ")", "<": ">", "{": "}"}


def chat_marker(text: str, start: int, end: int) -> bool:
    """The value at ``start:end`` is a chat app's marker for a message taken back or left out, in its brackets."""
    a = start
    while a > 0 and text[a - 1] in " \t":
        a -= 1
    if a == 0 or text[a - 1] not in _OPEN:
        return False
    close = _OPEN[text[a - 1]]
    b = text.find(close, end, end + 40)
    if b < 0 or "\n" in text[a:b]:
        return False
    return _MARKER.fullmatch(text[a:b].strip(" \t.!")) is not None


# ---- a container's port mapping
_PORTS = re.compile(r"(?:\d{1,3}(?:\.\d{1,3}){3}:)?\d{1,5}(?:-\d{1,5})?:\d{1,5}(?:-\d{1,5})?(?:/(?:tcp|udp|sctp))?")
_RUN = re.compile(r"(?i)(?<![\w-])(?:docker|podman|nerdctl|finch)(?:[ \t]+container)?[ \t]+(?:run|create)(?![\w-])")
_RUN_GATE = fp95.literals_gate("docker", "podman", "nerdctl", "finch")  # (fp223: last_on_line's gate)
_PUBLISH = re.compile(r"(?:-p|--publish)(?:[ \t]+|=)\Z")


def port_mapping(text: str, start: int, end: int) -> bool:
    """The value is a port mapping after ``-p`` / ``--publish`` of a container's ``run`` (see the module)."""
    if _PORTS.fullmatch(text, start, end) is None or _PUBLISH.search(text, max(0, start - 12), start) is None:
        return False
    last = fp95.last_on_line(_RUN, text, start, _RUN_GATE)
    return last is not None and re.search(r"(?i)\blogin\b|[;&|]", text[last.end():start]) is None


def near_miss(text: str, start: int, end: int) -> bool:
    """Any of the readings above."""
    return purpose_cell(text, start, end) or chat_marker(text, start, end) or port_mapping(text, start, end)
