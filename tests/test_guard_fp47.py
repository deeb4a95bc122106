"""Session 38 (fp47): fewer false alarms of the secret guard as general readings (:mod:`engramdb.guard.fp47`):
blind45's four (benchmarks/guard_corpus_blind45/README.md), a sentence hypothesis drew after a lexicon label
(guard51: "cle de secours meeting meeting meeting ..."), and a login after "registered to" in more languages. Each
benign text is refused with the readings switched off (main's behaviour, checked in the same process) and no longer
is; its secret twin still is (by find_secrets and by the batch path alike).
"""

from __future__ import annotations

import re
import time
from collections.abc import Iterator

import pytest

from engramdb.guard import find_secrets_many, fp47, fp95, normalise_for_check

from .guard_util import refused

_FORWARD = "---------- Forwarded message ---------\nFrom: Luca\nDate: 8 Mar 2025\nSubject: Fwd: logins\n\n"

# (benign, secret twin)
PAIRS = [
    # a subject's "logins", then the message's first word
    (
        _FORWARD + "Free2Move receipt: 44 km, €2745.42, VIN WBA8V4T55UM701275",
        _FORWARD + "Free2Move luca.b@mail.example Kx9mm!22qz",
    ),
    (
        _FORWARD + "BimmerCode coded: mirror fold on lock, start-stop off, VIN 1FA24NY8XXV679153",
        _FORWARD + "BimmerCode: user luca.b pass Kx9mm!22qz",
    ),
    # the name a withheld password is for
    ("parola de la G4Media: (on the phone)\n~Tomás", "parola de la G4Media: Rx7!Tomas2026\n~Tomás"),
    (
        "abonamentul la G4Media e pe +48514215766, parola ți-o spun mai târziu\nparola de la G4Media: ●●●●●● 🙂",
        "abonamentul la G4Media e pe +48514215766\nparola de la G4Media: Rx7!Tomas2026 🙂",
    ),
    # prose after a label, not a seed phrase
    (
        "cle de secours meeting meeting meeting moved thursday because supplier arrived late agreed new price",
        "seed: abandon ability able about above absent absorb abstract absurd abuse access accident",
    ),
    # a login after "registered to" (Greek), the password told later
    (
        "Joanna: ο λογαριασμός στο Spitogatos είναι εγγεγραμμένος σε tk.wozniak93, τον κωδικό θα σου πω αργότερα",
        "Joanna: ο λογαριασμός στο Spitogatos είναι εγγεγραμμένος σε tk.wozniak93, κωδικός Tq93!hdk2",
    ),
]


def _batch_refused(text: str) -> bool:
    return bool(find_secrets_many(normalise_for_check([text])))


@pytest.fixture
def readings_off(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """fp47's readings switched off: main's behaviour before this change."""
    monkeypatch.setattr(fp47, "near_miss", lambda text, start, end: False)
    monkeypatch.setattr(fp47, "logins_only", lambda text, tokens, base: False)
    # (fp95, session 47, reads two of these notes too - a service's name inside a password's label before a withheld
    # value, "parola de la G4Media: (on the phone)" - so it is off as well: the guard as it was before fp47)
    monkeypatch.setattr(fp95, "near_miss", lambda text, start, end: False)
    yield


@pytest.mark.parametrize(("benign", "secret"), PAIRS)
def test_benign_taken_back_secret_twin_kept(benign: str, secret: str) -> None:
    assert not refused(benign)
    assert not _batch_refused(benign)
    assert refused(secret)
    assert _batch_refused(secret)


@pytest.mark.parametrize(("benign", "secret"), PAIRS)
def test_benign_was_refused_without_the_readings(benign: str, secret: str, readings_off: None) -> None:
    assert refused(benign)
    assert refused(secret)


# The same shapes, still a secret.
NEAR_MISSES = [
    "logins\nKx9mm!22qz",
    "logins\n\nKx9mm!22qz and the rest",
    "password for Hulu: Rx7!hulu2026",
    "parola de la G4Media: Rx7!Tomas2026",
    "seed phrase of my wallet: walnut sparrow copper lagoon thistle raven glacier maple ember quartz prairie oyster",
    "my seed words: orbit tiger velvet spoon magnet cradle harbor lunar fossil cement bridge quantum",
    "Joanna: het account op Marktplaats is geregistreerd op tk.wozniak93, wachtwoord Tq93!hdk2",
    "Joanna: ο λογαριασμός στο Spitogatos είναι εγγεγραμμένος σε tk.wozniak93 με κωδικό Tq93!hdk2",
]


@pytest.mark.parametrize("text", NEAR_MISSES)
def test_near_misses_still_refused(text: str) -> None:
    assert refused(text)


def test_readings() -> None:
    text = "Subject: logins\n\nFree2Move receipt: 44 km"
    start = text.index("Free2Move")
    assert fp47.subject_then_message(text, start, start + 9)
    bare = "Subject: logins\n\nFree2Move"
    assert not fp47.subject_then_message(bare, start, start + 9)  # no sentence after it
    symbol = "Subject: logins\n\nFree2Move! receipt"
    assert not fp47.subject_then_message(symbol, start, start + 10)
    named = "password for Hulu: ●●●●●●"
    assert fp47.name_after_password_word(named, 13, 17)
    assert fp47.name_after_password_word("password for Hulu: (ask me)", 13, 17)
    assert not fp47.name_after_password_word("password for Hulu: (ask me at 4)", 13, 17)  # a digit in the note
    assert not fp47.name_after_password_word("password for Hulu: Rx7!hulu", 13, 17)
    assert not fp47.name_after_password_word("the new Hulu: ●●●●●●", 8, 12)
    prose = "meeting moved thursday because supplier arrived late agreed new price room ticket"
    assert fp47.prose_not_seed(prose, 0, len(prose))
    seed = "abandon ability able about above absent absorb abstract absurd abuse access accident"
    assert not fp47.prose_not_seed(seed, 0, len(seed))
    nouns = "walnut sparrow copper lagoon thistle raven glacier maple ember quartz prairie oyster"
    assert not fp47.prose_not_seed(nouns, 0, len(nouns))  # a made-up seed: no word of grammar
    one = "walnut sparrow copper lagoon thistle raven glacier maple ember quartz prairie monday"
    assert not fp47.prose_not_seed(one, 0, len(one))  # one such word is not enough
    short = "meeting moved thursday because"
    assert not fp47.prose_not_seed(short, 0, len(short))


@pytest.mark.parametrize("size", [8000])
def test_long_adversarial_inputs_stay_linear(size: int) -> None:
    for text in (
        "logins\n" * (size // 7) + "Free2Move receipt",
        "logins \n\n " * (size // 10),
        "password for " * (size // 13) + "Hulu: ●●●",
        "password for Hulu: (" + "a" * size,
        "meeting " * (size // 8),
        "geregistreerd op " * (size // 17) + "tk.wozniak93",
        "εγγεγραμμένος σε " * (size // 17),
    ):
        started = time.process_time()  # CPU time: the machine is shared
        refused(text)
        assert time.process_time() - started < 2.0, re.escape(text[:20])
