"""The guard's readings stay linear in a long hostile text (benchmarks/guard_time/fuzz.py found each of these).

Each test times one row of the guard (``secrets._scan`` with that row alone) on a text and on one four times longer,
and asks for about four times the time (sixteen, quadratic, before its mend): ratios of CPU time, never an absolute
time. The equivalence tests show that each mend finds what the reading found before.
"""

from __future__ import annotations

import random
import re
import time

from engramdb.guard import secrets, wifi
from engramdb.guard.secrets import find_secrets

# _ASSIGNED as it was before it read its NAME once: "[...]*(?:password|...)[...]*" backtracked through the run
_ASSIGNED_BEFORE = re.compile(
    r"(?<![A-Za-z0-9_.-])(?i:(?P<k>[A-Za-z0-9_.-]*(?:password|passwd|pwd|pass|secret|token|api[_-]?key|access[_-]?key|"
    r"private[_-]?key|credentials?|psk)[A-Za-z0-9_.-]*))[\"']?\s*(?::=|<-|=>|=|:)[ \t]*"
    r"(?P<v>\"[^\"\n]{1,200}\"|'[^'\n]{1,200}'|[^\s\"';,]{1,200})")
_ASSIGNED_ROW = frozenset(n for n, det in enumerate(secrets._DETECTORS)
                          if getattr(det.pattern, "pattern", None) == secrets._ASSIGNED)
_SAID_ROW = frozenset(n for n, det in enumerate(secrets._DETECTORS) if det.validate is secrets._said_password)


def _cpu(row: frozenset[int], text: str) -> float:
    best = float("inf")
    for _ in range(3):
        start = time.process_time()
        secrets._scan(text, row)
        best = min(best, time.process_time() - start)
    return max(best, 1e-3)


def _grows(row: frozenset[int], unit: str, chars: int) -> float:
    """The row's time on ``unit`` repeated to 4 * chars characters over its time at chars."""
    return _cpu(row, unit * (4 * chars // len(unit))) / _cpu(row, unit * (chars // len(unit)))


def test_the_rows_are_found() -> None:
    assert len(_ASSIGNED_ROW) == 1 and len(_SAID_ROW) == 1


def test_an_assigned_name_of_many_credential_words_reads_in_linear_time() -> None:
    # one token of 2,000 / 8,000 characters: 16 ms -> 250 ms before (every split of the run at every "pwd")
    assert _grows(_ASSIGNED_ROW, "pwd", 2000) < 8
    assert _grows(_ASSIGNED_ROW, "api_key", 2000) < 8


def test_the_assigned_name_reads_as_before() -> None:
    pieces = ["pass", "PWD", "Token", "api_key", "api-key", "secret", "psk", "credentials", "x", "_", "-", ".", "=",
              ":", " ", "\t", '"', "'", "<-", "=>", ":=", "\n", "ſ", "K", "abc", "12", "é", ";", ",", "\"b"]
    rnd = random.Random(41)
    new = re.compile(secrets._ASSIGNED)
    for _ in range(20_000):
        text = "".join(rnd.choice(pieces) for _ in range(rnd.randint(1, 14)))
        assert ([(m.span("k"), m.span("v")) for m in new.finditer(text)]
                == [(m.span("k"), m.span("v")) for m in _ASSIGNED_BEFORE.finditer(text)]), text
    assert [f.kind for f in find_secrets("export DB_PASSWORD=Hunter2-Kestrel9")] == ["api_key"]


def test_a_line_of_said_password_labels_reads_in_linear_time() -> None:
    # "is there a digit on the line?" was asked of the whole line for each label: quadratic
    assert _grows(_SAID_ROW, "密码 ", 4000) < 8


def test_a_line_of_bracketed_labels_reads_in_linear_time() -> None:
    # each label closed by "]" looked back over the whole line for its "[" or "__"
    assert _grows(_SAID_ROW, "密码] ", 4000) < 8


def test_the_paren_look_costs_no_more_on_unspaced_labels() -> None:
    # "value (label": without an open "(" before the label, no search; it tried every start of its 200-character
    # window and backtracked each run of non-blanks (16 times the spaced line's time before)
    chars = 4000
    assert _cpu(_SAID_ROW, "密码" * (chars // 2)) < 4 * _cpu(_SAID_ROW, "密码 " * (chars // 3))


def test_the_said_password_mends_change_nothing_within_their_reach() -> None:
    texts = ["wifi: TornadoPirate7 (password)", "x" * 150 + " Kestrel-Velvet-91 (Passwort)",
             "[Passwort] robot-yeti", "__password__ UnicornTurtle", "code word\n- RobotPickle",
             "code word 7\n- RobotPickle", "see (the code word) robot-yeti", "a (b (Passwort) Falcon-Nine"]
    saved = secrets._PAREN_REACH
    try:
        near = [find_secrets(t) for t in texts]
        secrets._PAREN_REACH = 10**9
        assert [find_secrets(t) for t in texts] == near
    finally:
        secrets._PAREN_REACH = saved
    assert [texts[0][f.start:f.end] for f in near[0]] == ["TornadoPirate7"]
    assert near[4] and not near[5]  # a digit on the label's line: no value read from the next line


def test_the_paren_pre_test_keeps_the_search_answer() -> None:
    rnd = random.Random(151)
    pieces = ["(", ")", " ", "\t", "a", "Bc", "7", "\n", "密码", "x-y", "\u3000"]
    for _ in range(20_000):
        opened = "".join(rnd.choice(pieces) for _ in range(rnd.randint(0, 12))).rstrip()
        for near in range(len(opened) + 1):
            last = opened.rfind("(", near)
            guarded = (secrets._PAREN_BEFORE.search(opened, near)
                       if last > near and secrets._PAREN_OPEN_TAIL.match(opened, last) else None)
            plain = secrets._PAREN_BEFORE.search(opened, near)
            assert (guarded and guarded.span("v")) == (plain and plain.span("v")), (opened, near)


_WIFI_ROW = frozenset(n for n, det in enumerate(secrets._DETECTORS) if det.validate is wifi.wifi_key)


def test_a_line_of_wifi_words_reads_in_linear_time() -> None:
    # the value before each Wi-Fi word was searched over the whole line: cubic ("wifi:" 480 times: 8 s before)
    assert _grows(_WIFI_ROW, "wifi:", 300) < 8
    assert _grows(_WIFI_ROW, "wifi: ", 1000) < 8


def test_the_value_before_a_wifi_word_reads_as_before() -> None:
    rnd = random.Random(29)
    pieces = ["wifi", "Wi-Fi", " ", "\t", "—", "-", "←", "Gossamerjasper29#", "AeKnf9rYtYSDZ1", "ab", "the", "7", "x" * 90,
              "\n", ":", "«"]
    for _ in range(5_000):
        text = "".join(rnd.choice(pieces) for _ in range(rnd.randint(1, 12)))
        for m in wifi.WIFI.finditer(text):
            line_start = text.rfind("\n", 0, m.start()) + 1
            plain = wifi._BEFORE.search(text, line_start, m.start())
            if plain is None or m.start() - plain.end("v") < wifi._BEFORE_REACH:  # a value's tail inside the reach
                got = wifi._before(text, line_start, m.start())
                assert (got and got.span("v")) == (plain and plain.span("v")), (text, m.start())
    assert [f.kind for f in find_secrets("Gossamerjasper29# — የዋይፋይ የይለፍ ቃል")] == ["password"]


def test_a_line_of_wifi_qr_openings_reads_in_linear_time() -> None:
    # "WIFI:...P:pw;" scanned the rest of the line for "P:" from each "WIFI:": quadratic; it is gated on a "P:" now
    row = frozenset(n for n, det in enumerate(secrets._DETECTORS) if det.validate is secrets._wifi_qr_password)
    assert len(row) == 1 and _grows(row, "wifi:", 2000) < 8
    assert [f.kind for f in find_secrets("WIFI:T:WPA;S:net;P:Falcon-Nine77;;")] == ["password"]
