"""The said-password reading's "value (label" look stays linear in a long line of labels.

Each password label on a line looked back over the whole line for "TornadoPirate (…": quadratic in a run of non-blanks
for one label and cubic for a line of many ("https://example.com/" then "passwort-" 400 times took 16 s of CPU on a
write). The look now reads the line's last _PAREN_REACH characters before the label.
"""

from __future__ import annotations

import time

from engramdb.guard import secrets
from engramdb.guard.secrets import find_secrets


def _cpu(text: str) -> float:
    best = float("inf")
    for _ in range(3):
        start = time.process_time()
        find_secrets(text)
        best = min(best, time.process_time() - start)
    return best


def test_a_line_of_many_labels_scans_in_linear_time() -> None:
    small, large = (_cpu("https://example.com/" + "passwort-" * n) for n in (100, 400))
    # four times the text: about four times the time when linear (16x quadratic, 64x cubic, as before the window)
    assert large < 10 * max(small, 1e-3)


def test_the_value_before_its_bracketed_label_is_still_read() -> None:
    text = "wifi: TornadoPirate7 (password)"
    assert [text[f.start : f.end] for f in find_secrets(text)] == ["TornadoPirate7"]


def test_the_window_changes_nothing_within_its_reach() -> None:
    text = "x" * 150 + " Kestrel-Velvet-91 (Passwort)"
    saved = secrets._PAREN_REACH
    try:
        near = find_secrets(text)
        secrets._PAREN_REACH = 10**9
        assert find_secrets(text) == near
    finally:
        secrets._PAREN_REACH = saved
