"""Round 32 of the secret guard (issue 13): a value made as password rules ask for one - an upper and a lower case
letter, a digit and a symbol in one 8-32 character token - is refused whatever language, label or layout surrounds it
(guard/slots.py ``STRONG``). Each example has a benign twin of the same layout; the examples are written here, not
copied from a corpus."""

from __future__ import annotations

import re

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from engramdb.guard import slots

from .guard_util import refused as _refused


@pytest.mark.parametrize(("secret", "benign"), [
    # a label the walk does not know, in several languages; the password at the end or inside the sentence
    ("om het rapport te openen, typ Lantern83+", "om het rapport te openen, typ het jaartal"),
    ("ਮੇਰੇ ਬੈਂਕ ਦਾ ਗੁਪਤ ਸ਼ਬਦ Quokka%ribbon51 ਹੈ", "ਮੇਰੇ ਬੈਂਕ ਦਾ ਨਾਮ Quokka ਹੈ"),
    ("Kasuta seda: `tR7!mqZw2Lpx` ja ära unusta", "Kasuta seda: `trmqzwlpx` ja ära unusta"),
    ("Sheet1!C4 = Harbour1987&", "Sheet1!C4 = Harbour 1987"),
    ("grandma's streaming: Velvet2004?", "grandma's streaming: which one?"),
    ("portal login: Hbrkwtz%47 for now", "portal login: Europe%2FBerlin for now"),  # %47 encodes nothing
])
def test_round32_rule_made_passwords(secret: str, benign: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign), benign


@pytest.mark.parametrize("text", [
    "press Ctrl+Shift+F5 to reload without the cache",           # keys joined by "+"
    "search for caf%C3%A9%20Berlin in the log",                     # percent-encoded text
    "$6$Rk2pWq$Lm7X... is how the hash starts",                      # (a crypt hash's $id$ head)
    "the token xoxb-****-****-Ab12 was revoked",                    # a mask
    "the wifi is called Speedy!Box-7590-QX, the key is on the sticker",  # a name, not its password
    "I finally bought the Pixel and love it!",                      # no digit
    "mixing Na2+ and Ca2+ ions",                                     # short
    "Who sells the fx-991EX?",                                      # a model asked about
    "Impfpreise: Hund SHPPi+L4 68 EUR, Tollwut 45 EUR",             # a vaccine's code
    "see Sheet1!C4 and Budget!$B$12 for the totals",                 # a spreadsheet's cells
])
def test_round32_tokens_that_are_not_passwords(text: str) -> None:
    assert not _refused(text), text


_CLASSES = (st.sampled_from("ABCDEFGHJKLMNPQRSTUVWXYZ"), st.sampled_from("abcdefghijkmnopqrstuvwxyz"),
            st.sampled_from("23456789"), st.sampled_from("!$&*~^"))  # not "%" (+ two hex digits: percent-encoding) nor "?" (a question's)


@settings(max_examples=60, deadline=None)
@given(st.tuples(*_CLASSES), st.text(alphabet="abcdefghkmnpqrstuvwxyz23456789", min_size=4, max_size=20),
       st.randoms(use_true_random=False), st.sampled_from(["note: {}", "{} (for the PDF)", "> {}", "typ {} dann"]))
def test_round32_any_token_of_all_four_classes_is_found(required: tuple[str, str, str, str], rest: str,
                                                        rng: object, layout: str) -> None:
    chars = list(required) + list(rest)
    rng.shuffle(chars)  # type: ignore[attr-defined]
    value = "".join(chars)
    assume(not slots._CELL_REFERENCE.fullmatch(value))  # "a222!A22" is a spreadsheet's cell too: left out on purpose
    text = layout.format(value)
    found = [slots.strong(m) for m in slots.STRONG.finditer(text)]
    assert (text.index(value), text.index(value) + len(value)) in found, text


@settings(max_examples=60, deadline=None)
@given(st.text(alphabet="abcdefghkmnpqrstuvwxyzABCDEFGH23456789", min_size=8, max_size=24))
def test_round32_a_token_missing_a_symbol_is_not_this_rule(value: str) -> None:
    text = f"note: {value}!"
    spans = [slots.strong(m) for m in slots.STRONG.finditer(text)]
    assert all(s is None or not re.fullmatch(r"[A-Za-z0-9]+", text[s[0]:s[1]]) for s in spans)
