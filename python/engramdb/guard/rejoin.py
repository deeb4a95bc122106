"""Values cut into pieces: ``ghp_G / t87pO / JlFH9 / ...``, ``KEY=sk-pr oj-5q HCi67 ...``, ``4191 3910 - 7258 2640``.

A reader (or a model) puts the pieces back together; the detectors, which match whole tokens, would not. For each
run of pieces that looks like a cut value, :func:`rejoined_lines` gives the line it sits on up to the run, with the
run joined, so that the detectors read ``GITHUB_TOKEN=ghp_Gt87pOJlFH9...`` as well as the text as written.

A run needs a spaced separator (`` / ``, `` | ``, `` - ``), a newline, or a credential's NAME with ``=`` or ``:``
before it: :data:`ANCHORS` are those literals, so the batch prefilter (the detectors' native anchor scan) picks the
few texts that are looked at piece by piece, at no cost of its own.
"""

from __future__ import annotations

import re

_PIECE = r"[A-Za-z0-9_+.~-]{1,10}=*"
# Pieces between spaced separators: "ghp_G / t87pO / JlFH9", "Granit - e=ripp - le612", "4191 3910 - 7258 2640".
_SEPARATORS = (" / ", " | ", " - ")
# (Digit groups may hold single spaces too: "4539 1488 - 0343 6467".)
_AROUND = re.compile(rf"(?<![\w/.~+-])(?:{_PIECE}(?:[ ]{{1,2}}[/|-][ ]{{1,2}}{_PIECE})+"
                     rf"|\d{{4}}(?:[ ]\d{{4}})*(?:[ ]{{1,2}}[/|-][ ]{{1,2}}\d{{4}}(?:[ ]\d{{4}})*)+)(?![\w/])")
# Pieces separated by spaces alone right after a credential's NAME and "=" or ":" ("STRIPE_KEY=sk_li ve_Sa LxXjk",
# "api_token: hf_pj QFoM tMwp"): the "=" or ":" is found first, then the NAME behind it (one fixed-width look-behind
# per word and quote), so prose after a colon costs one failed look-behind.
# Pieces one per line, the first alone on its line or after "=" or ":" ("TOKEN=ghp_Gt87\npOJlFH9\nT3n7Yo\n..."),
# the others alone on theirs; lines of one plain word before them are a heading, not a piece.
_LINES = re.compile(rf"(?m)(?:^|(?<=[=:]))[ \t]*(?:[a-z]+[ \t]*\n[ \t]*|[A-Z][a-z]*[ \t]*\n[ \t]*)*"
                    rf"(?P<r>{_PIECE}(?:[ \t]*\n[ \t]*{_PIECE}){{2,}})[ \t]*$")
_NAME_ENDS = ("key", "token", "secret", "pass", "pwd", "word", "auth")
_BEHIND = "|".join(f"(?<={w}{q}.)" for w in _NAME_ENDS for q in ("", '"', "'"))
_AFTER = re.compile(rf"[=:](?i:{_BEHIND})[ \t]?(?P<r>{_PIECE}(?:[ ]+{_PIECE}){{2,}})")
# Pieces separated by spaces alone after a known token prefix, wherever the token is ("slack token (in pieces):
# xoxb-346 57135245 0-760559 ..."): the prefix says a token starts there, whatever comes before it.
_PREFIXES = ("xoxb-", "xoxp-", "xoxa-", "xoxs-", "xapp-", "ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_",
             "glpat-", "sk-", "sk_live_", "rk_live_", "sk_test_", "hf_", "npm_", "pypi-", "akia", "asia", "aiza",
             "ya29.", "dop_v1_", "shpat_", "whsec_", "gsk_", "xai-", "eyj")
_PREFIXED = re.compile(r"(?<![\w-])(?P<r>(?i:" + "|".join(map(re.escape, _PREFIXES)) + rf")[A-Za-z0-9_+.~-]{{0,10}}"
                       rf"(?:[ ]{{1,2}}{_PIECE}){{2,}})")
# A known prefix's token cut by " | ", " / " or newlines into pieces of any length ("xoxb-27117750 | 0982-79823186 |
# 08316-2nvX...", "glpat-KdJyaouFix\nsCB9WM4aQb"): two pieces are enough, the prefix says a token starts there.
_PREFIXED_CUT = re.compile(r"(?<![\w-])(?P<r>(?i:" + "|".join(map(re.escape, _PREFIXES)) + r")[A-Za-z0-9_+.~-]{0,40}"
                           r"(?:(?:[ ]{1,2}[/|][ ]{1,2}|[ \t]*\n[ \t]*)[A-Za-z0-9_+.~-]{2,40}){1,8})")
# Digit groups one per line ("42010224\n53031307"): a card number cut in two or more lines.
_DIGIT_LINES = re.compile(r"(?m)^[ \t]*(?P<r>\d{4,10}(?:[ \t]*\n[ \t]*\d{4,10})+)[ \t]*$")
# One of these literals (ASCII case ignored) is in every text that holds a run (the prefilter's promise).
ANCHORS = (*_SEPARATORS, "\n", *(f"{w}{q}{c}" for w in _NAME_ENDS for q in ("", '"', "'") for c in "=:"), *_PREFIXES)
_RANDOM_PIECE = re.compile(r"\d|[a-z][A-Z]")
_SPLIT_PIECES = re.compile(r"[ ]+(?:[/|-][ ]+)?|[ \t]*\n[ \t]*")


def _is_date(piece: str) -> bool:
    return len(piece) == 8 and piece[:2] in ("19", "20") and "01" <= piece[4:6] <= "12" and "01" <= piece[6:] <= "31"


def _joined(run: str) -> str | None:
    """The run's pieces joined, when they look like a cut value: digit groups that make 13-19 digits (a card; no
    date among them), or three or more pieces, 12+ characters in all, half of them random-looking (a digit, or
    a lower-case letter followed by a capital: not words)."""
    pieces = [p for p in _SPLIT_PIECES.split(run.strip()) if p]
    joined = "".join(pieces)
    if all(p.isdigit() for p in pieces):
        ok = len(pieces) >= 2 and 13 <= len(joined) <= 19 and all(len(p) >= 4 and not _is_date(p) for p in pieces)
        return joined if ok else None
    while len(pieces) > 1 and _PLAIN_WORD.fullmatch(pieces[0]):
        pieces = pieces[1:]  # (fp86: a word of the sentence before the list, "tea invoice - E12 - E12", is no piece)
    joined = "".join(pieces)
    random_pieces = sum(1 for p in pieces if _RANDOM_PIECE.search(p))
    return joined if len(pieces) >= 3 and len(joined) >= 12 and 2 * random_pieces >= len(pieces) else None


_PLAIN_WORD = re.compile(r"[a-z]{3,}")


def rejoined_lines(text: str) -> list[tuple[int, int, str]]:
    """For each cut value in ``text``: its span and the line it is on up to it, with the value joined."""
    out: list[tuple[int, int, str]] = []
    candidates = [(m.start(), m.end()) for m in _AROUND.finditer(text)] if any(s in text for s in _SEPARATORS) else []
    candidates += [m.span("r") for m in _AFTER.finditer(text)]
    candidates += [m.span("r") for m in _PREFIXED.finditer(text)]
    if "\n" in text:
        candidates += [m.span("r") for m in _LINES.finditer(text)]
        candidates += [m.span("r") for m in _DIGIT_LINES.finditer(text)]
    prefixed = [m.span("r") for m in _PREFIXED_CUT.finditer(text)]
    for start, end in candidates:
        joined = _joined(text[start:end])
        if joined is not None:
            line_start = text.rfind("\n", 0, start) + 1
            out.append((start, end, text[line_start:start] + joined))
    for start, end in prefixed:
        pieces = [p for p in _SPLIT_PIECES.split(text[start:end].strip()) if p]
        if len(pieces) >= 2 and all(_RANDOM_PIECE.search(p) for p in pieces[1:]):
            line_start = text.rfind("\n", 0, start) + 1
            out.append((start, end, text[line_start:start] + "".join(pieces)))
    return out
