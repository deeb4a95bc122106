"""Round 34 of the secret guard (issue 13): a login's pair whose id is a user name as well as a mail address, joined by
"/", "pw", "and", a comma, a dash or a table's bar, and the password a generator makes at its place (guard/logins.py
``PAIRED``, ``generated``). Each example has a benign twin of the same layout; the examples are written here, not
copied from a corpus."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engramdb.guard import find_secrets_many
from engramdb.guard.logins import generated

from .guard_util import refused as _refused


@pytest.mark.parametrize(("secret", "benign"), [
    # a user name, "/" or "pw", then the password
    ("Bet app: lucky_fox21 / Marsh-Pelican-Heron4", "Bet app: lucky_fox21 / see the vault"),
    ("- forum: tern.walker pw Quill=481", "- forum: tern.walker pw (ask Sam)"),
    ("Joomla at parish.example/administrator, margo / PebbleLantern7",
     "Joomla at parish.example/administrator, margo / ask the office"),
    # a comma or "and" in a sentence
    ("Webmin on 10.0.0.9:10000, root, Thistle_Fern_Ash5", "Webmin on 10.0.0.9:10000, root, only from the LAN"),
    ("the parish site login is margo and wqpzt482.K, plugins under Extend",
     "the parish site login is margo and her sister, plugins under Extend"),
    ("login ABRAUN7 and cobalt3318HARBOR, don't run the purge", "login ABRAUN7 and his manager, don't run the purge"),
    # a mail address, then a dash, a table's bar or a comma
    ("Xero — tam.o@books.example — pebble5521LANTERN — invoices in Sales",
     "Xero — tam.o@books.example — Monday mornings — invoices in Sales"),
    ("| rosa@post.example | Cedar.Maple7 |", "| rosa@post.example | Cedar Maple |"),
    ("the hearing app is kei@car.example, KXQ4P-7MB2D, the clinic adjusts it",
     "the hearing app is kei@car.example, Tuesdays, the clinic adjusts it"),
    # after a mail address and "/" or "pw": a generator's shape the password checks of round 28 did not take
    ("Ring doorbell: ana@home.example / Raven-Otter-Birch8", "Ring doorbell: ana@home.example / Front-Door"),
    ("eufy: ana@home.example pw basalt2260SORREL — clips on the HomeBase",
     "eufy: ana@home.example pw (in the drawer) — clips on the HomeBase"),
])
def test_round34_login_pairs(secret: str, benign: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign), benign


@pytest.mark.parametrize(("secret", "benign"), [
    # a user name and its password as a tuple's two strings
    ("the old shop stored them in clear: ('margo', 'heron$LAKE512')", "the old shop stored them: ('margo', 'admin')"),
    ('leaked row ("tern.walker", "Pebble-Lantern-Moss4")', 'headers ("Content-Type", "application/json")'),
    # a database shell's query of a credentials table and its rows
    ("sqlite> select * from credentials;\n311|margo|Thistle_Fern_Ash5|9c1f0e2d3b4a59687766554433221100aabbccdd",
     "sqlite> select * from files;\n311|margo|9c1f0e2d3b4a59687766554433221100aabbccdd"),
    ("mysql> SELECT id, login, pw FROM shop_logins;\n4 | tern | cobalt3318HARBOR",
     "mysql> SELECT id, login, pw_hash FROM shop_logins;\n4 | tern | $2y$10$abcdefghijklmnopqrstuv"),
])
def test_round34_tuples_and_query_rows(secret: str, benign: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign), benign


@pytest.mark.parametrize("text", [
    "tea, invoice-backup-INV2291",             # an identifier's code: three capitals glued to digits
    "the printer and LaserJet4",               # a product's name run together, in prose
    "bought games for tom and PlayStation5",
    "km / h",
    "read / write",
    "TCP / UDP-53",
    "Gate: LH1234 / Gate-B22",
    "db host, port=8080",
    "tea, refund printer, INV2291 is, INV-2291--printer",  # test_hybrid.py's word salad (seed 7149548)
    "sent to anna and report_2024",
    # settings given their values and a base64 body after a word and a comma or "and" (the first version's 3 false
    # alarms on blind6)
    "claims: sub=42, role=editor, exp=1767225600",
    "vault: sealed=false, version=1.17.2, cluster_id=0d1f3c5e-2a4b-4c6d-8e0f-1a2b3c4d5e6f",
    "Encoding: base64 and the body starts with SGVsbG8gdGhlcmUsIGhvdyBhcmUgeW91IHRvZGF5Pw==",
])
def test_round34_names_and_codes_are_no_password(text: str) -> None:
    assert not _refused(text), text


@pytest.mark.parametrize(("value", "shape"), [
    ("Raven-Otter-Birch8", True), ("PebbleLantern7", True), ("cobalt3318HARBOR", True), ("wqpzt482.K", True),
    ("KXQ4P-7MB2D", True), ("Quill=481", True),
    ("INV2291", False), ("backup-tea-INV2291", False), ("Floor-12", False), ("web-server-1", False),
    ("Gate-B22", False), ("iPhone15", False),
])
def test_round34_generated_shapes(value: str, shape: bool) -> None:
    assert generated(value) is shape


_WORDS = st.sampled_from(["heron", "lake", "moss", "Orchid", "Pepper", "SABLE", "frost", "Linden"])


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["mira.k", "tern_walker", "lucky21", "ana@home.example"]),
       st.sampled_from([" / ", " pw ", " — "]), st.lists(_WORDS, min_size=2, max_size=4),
       st.sampled_from([".", "-", "_"]), st.integers(1, 9999),
       st.sampled_from(["{}", "Forum: {}", "- {} (the kids' tablet)", "| {} |"]))
def test_round34_generated_passwords_after_a_login_are_found(user: str, joiner: str, words: list[str], mark: str,
                                                             number: int, layout: str) -> None:
    """Any generator's words-and-digits password after a login id is refused, alone and in a batch."""
    text = layout.format(user + joiner + mark.join(words) + str(number))
    assert _refused(text), text
    assert find_secrets_many(["the printer and LaserJet4", text, "tea, backup-INV2291"])[0][0] == 1


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["mira.k", "tern_walker", "lucky21", "ana@home.example"]),
       st.sampled_from([" / ", " pw ", " and ", ", ", " — "]),
       st.lists(st.sampled_from(["see", "the", "vault", "ask", "Sam", "Front", "Door", "later"]), min_size=1,
                max_size=3))
def test_round34_words_after_a_login_are_no_password(user: str, joiner: str, words: list[str]) -> None:
    """Plain words after a login's id (a reference, a note) are never read as its password."""
    text = "Forum: " + user + joiner + " ".join(words)
    assert not _refused(text), text
