"""The grouped TOTP seed's precheck (guardcost51): secrets._rules_many gives totp.GROUPED's row only to the texts
its pattern matches (and that hold its anchor, a digit or "#"), instead of scanning every text holding a digit. The answers must be those of the scan over every candidate row, on texts that do and do not hold a seed."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from engramdb.guard import find_secrets_many, secrets


def _reference(texts: list[str]) -> list[tuple[int, str]]:
    """_rules_many without the precheck: every row the anchors name is scanned."""
    out: list[tuple[int, str]] = []
    candidates = secrets._anchor_candidates(texts, secrets._ANCHORS)
    for i in sorted(candidates):
        rows = candidates[i]
        findings = (secrets._scan_rejoined(texts[i], rows) if not secrets._MARKS.isdisjoint(rows)
                    else secrets._scan(texts[i], rows))
        out.extend((i, kind) for kind in dict.fromkeys(f.kind for f in findings))
    return out


_GROUP = st.from_regex(r"[a-z2-7]{4}|[A-Z2-7]{4}|[a-zA-Z0-9]{3,5}", fullmatch=True)
# Seeds in the grouped shape (made up here, base32 of random bytes), cut, cased and joined in ways that do and do not
# keep the shape.
_SEEDS = ["v7hk dywe qi4i jggv uvnb h3wy vl27 2wp4", "k3qz m7xa p2wd r6tn b5yc h4fs l2gj w7ve",
          "zt4q nb7k 3mxe wpa2 y6dh cj5r uf3l kg7s"]
_SEED = st.builds(
    lambda seed, upper, cut, sep: sep.join((seed.upper() if upper else seed).split()[:cut]),
    st.sampled_from(_SEEDS), st.booleans(), st.sampled_from([8, 8, 8, 7]), st.sampled_from([" ", " ", "  ", "-"]))
_TEXT = st.builds(
    lambda before, groups, sep, after: before + (groups if isinstance(groups, str) else sep.join(groups)) + after,
    st.sampled_from(["", "memory 12 about the order ", "authenticator setup key: ", "2fa seed for GitHub: ",
                     "note 7: ", "Google Authenticator\n", "- GitLab: ", "order #4411 ref ", "x", "#", "tag #ops ", "İ "]),
    st.one_of(st.lists(_GROUP, min_size=0, max_size=9), _SEED),
    st.sampled_from([" ", " ", "  ", "-", "\n", ""]),
    st.sampled_from(["", " (backup)", "\nthanks 3", " until 2027", "-x", " 8", "y"]),
)


@settings(max_examples=150, deadline=None)
@given(st.lists(_TEXT, min_size=1, max_size=24))
def test_precheck_keeps_every_answer(texts: list[str]) -> None:
    assert secrets._rules_many(texts) == _reference(texts)


def test_precheck_drops_the_row_and_keeps_a_seed() -> None:
    plain = [f"memory {i} about the order" for i in range(40)]
    assert secrets._anchor_candidates(plain, secrets._ANCHORS)  # each holds a digit: the row's anchor
    assert secrets._anchor_candidates(plain, secrets._ANCHORS_LESS_SEED) == {}  # no row left to scan
    assert find_secrets_many(["qzxk wvjp hbtm rfyd lcgn kzqw xvbp jtmh"]) == []  # no anchor: the row is not asked
    # the row alone refuses each: with digits in the seed, with a "#" or a digit elsewhere in the text (the anchor)
    for seed in ("v7hk dywe qi4i jggv uvnb h3wy vl27 2wp4", "notes: V7HK DYWE QI4I JGGV UVNB H3WY VL27 2WP4 ok",
                 "ticket #ops qzxk wvjp hbtm rfyd lcgn kzqw xvbp jtmh", "note 1: qzxk wvjp hbtm rfyd lcgn kzqw xvbp jtmh"):
        for batch in ([seed], [*plain, seed], [*plain, seed, *plain]):
            assert find_secrets_many(batch) == [(batch.index(seed), "one_time_code")]
            assert secrets._rules_many(batch) == _reference(batch)
