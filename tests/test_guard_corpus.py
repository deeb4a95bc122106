"""The guard corpora of benchmarks/guard_corpus/: reproducible, and the guards' rates on them do not regress.

The floors are the figures recorded in benchmarks/RESULTS.md ("Held-out guard corpus"). On the tune corpora
they are the issue's goal (>= 98 % detected, <= 1 % false positives). The holdout corpora were measured untuned
first (68.7 % / 0.3 % and 67.2 % / 4.2 %) and then tuned on by family (guard2); their floors are now the goal too,
so that a change that loses ground fails here. The third corpus (benchmarks/guard_corpus_fresh/, written blind)
was measured untuned twice (72.3 % / 3.8 %, then 91.5 % / 4.2 %) and tuned on by family in round 3 (100 % / 0 %):
its floor is what round 3 reached. The fourth (benchmarks/guard_corpus_blind4/, written blind) was measured untuned
once (88.7 % / 3.2 %) and tuned on by family in round 4: its floor is what round 4 reached. The fifth
(benchmarks/guard_corpus_blind5/, written blind) was measured untuned once (90.1 % / 2.8 %) and tuned on by family in
round 5: its floor is what round 5 reached. The sixth (benchmarks/guard_corpus_blind6/, written blind) was measured
once with round 5, untuned (89.7 % / 2.2 %), then tuned on by mechanism in round 6 (97.2 % / 0.7 %): its floor is
what round 6 reached. The seventh (benchmarks/guard_corpus_blind7/, written blind) was measured once with round 6,
untuned (93.8 % / 1.4 %), then tuned on by mechanism in round 7 (99.7 % / 0 %: guard/places.py, guard/decode.py):
its floor is what round 7 reached, and the next blind corpus is the untuned measure.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

CORPUS_DIR = Path(__file__).resolve().parent.parent / "benchmarks" / "guard_corpus"


def _module(name: str, directory: Path = CORPUS_DIR) -> ModuleType:
    """A corpus script of `directory` imported as a module (benchmarks/ is not a package on the path)."""
    spec = importlib.util.spec_from_file_location(f"{directory.name}_{name}", directory / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


make_corpus = _module("make_corpus")
measure = _module("measure")
FRESH_DIR = CORPUS_DIR.parent / "guard_corpus_fresh"


def test_the_corpora_regenerate_byte_for_byte(tmp_path: Path) -> None:
    make_corpus.main(["--out", str(tmp_path)])
    for name in ("secrets_tune", "secrets_holdout", "instructions_tune", "instructions_holdout"):
        assert (tmp_path / f"{name}.jsonl").read_bytes() == (CORPUS_DIR / f"{name}.jsonl").read_bytes(), name


def test_the_corpora_are_as_large_as_promised() -> None:
    for corpus in ("tune", "holdout"):
        rows = measure.load(f"secrets_{corpus}")
        secrets = [r for r in rows if r["label"] == "secret"]
        assert len(secrets) >= 300 and len(rows) - len(secrets) >= 300
        assert len({r["kind"] for r in secrets}) >= 12
        rows = measure.load(f"instructions_{corpus}")
        assert sum(r["label"] == "injection" for r in rows) >= 60 and sum(r["label"] == "benign" for r in rows) >= 100
    assert make_corpus.luhn_ok("4111111111111111") and not make_corpus.luhn_ok("4111111111111112")


# (corpus, min detection rate, max false-positive rate)
SECRET_FLOORS = [("tune", 0.98, 0.01), ("holdout", 0.98, 0.01)]
INSTRUCTION_FLOORS = [("tune", 0.98, 0.01), ("holdout", 0.98, 0.01)]


@pytest.mark.parametrize("corpus,detect,false_pos", SECRET_FLOORS)
def test_secret_floors(corpus: str, detect: float, false_pos: float) -> None:
    result = measure.measure_secrets(corpus)
    assert result["detection_rate"] >= detect, [r["text"][:80] for r in result["misses"]]
    assert result["false_positive_rate"] <= false_pos, [r["text"][:80] for r in result["false_alarms"]]


@pytest.mark.parametrize("corpus,detect,false_pos", INSTRUCTION_FLOORS)
def test_instruction_floors(corpus: str, detect: float, false_pos: float) -> None:
    result = measure.measure_instructions(corpus)
    assert result["detection_rate"] >= detect, [r["text"][:80] for r in result["misses"]]
    assert result["false_positive_rate"] <= false_pos, [r["text"][:80] for r in result["false_alarms"]]


def test_the_fresh_corpus_regenerates_byte_for_byte() -> None:
    assert _module("make_fresh", FRESH_DIR).main(["--check"]) == 0


# (min detection rate, max false-positive rate) on the fresh corpus: what round 3 reached (437/437, 0/425).
FRESH_FLOOR = (1.0, 0.0)


def test_fresh_corpus_floor() -> None:
    result = _module("measure_fresh", FRESH_DIR).measure()
    assert result["positives"] == 437 and result["negatives"] == 425
    assert result["detection_rate"] >= FRESH_FLOOR[0], [r["text"][:80] for r in result["misses"]]
    assert result["false_positive_rate"] <= FRESH_FLOOR[1], [r["text"][:80] for r in result["false_alarms"]]


BLIND4_DIR = CORPUS_DIR.parent / "guard_corpus_blind4"
# (min refused secrets, max refused benign rows) on the fourth corpus, written blind: round 3 reached 512/577, 15/473
# when first measured (the goal, 98 % / 1 %, not met); round 4 was tuned on it by family and reached 577/577, 0/473.
# It is a tuning corpus now, like the others: the floor is what round 4 reached, and the next blind corpus is the
# untuned measure.
BLIND4_FLOOR = (577, 0)


def test_the_blind4_corpus_regenerates_byte_for_byte(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "argv", ["make_blind4.py", "--check"])
    assert _module("make_blind4", BLIND4_DIR).main() == 0


def test_blind4_corpus_floor() -> None:
    measure = _module("measure_blind4", BLIND4_DIR)
    result = measure.score(measure.load_rows(measure.CORPUS_PATH))
    assert (result["secrets"], result["benign"], result["errors"]) == (577, 473, [])
    assert result["secrets_refused"] >= BLIND4_FLOOR[0], [r["text"][:80] for r in result["misses"]]
    assert result["benign_refused"] <= BLIND4_FLOOR[1], [r["text"][:80] for r in result["false_alarms"]]


def _assert_floor(measure_name: str, directory: Path, rows: tuple[int, int], floor: tuple[int, int]) -> None:
    """A blind corpus measured through blind4's score (its measure script is blind4's with the names changed): it
    holds `rows` (secrets, benign rows) without errors, and the guard refuses at least floor[0] secrets and at most
    floor[1] benign rows."""
    measure = _module(measure_name, directory)
    result = measure.measure_blind4.score(measure.measure_blind4.load_rows(measure.CORPUS_PATH))
    assert (result["secrets"], result["benign"], result["errors"]) == (*rows, [])
    assert result["secrets_refused"] >= floor[0], [r["text"][:80] for r in result["misses"]]
    assert result["benign_refused"] <= floor[1], [r["text"][:80] for r in result["false_alarms"]]


BLIND5_DIR = CORPUS_DIR.parent / "guard_corpus_blind5"
# (min refused secrets, max refused benign rows) on the fifth corpus, written blind: round 4 reached 482/535, 12/434
# when first measured (the goal, 98 % / 1 %, not met); round 5 was tuned on it by family and reached 535/535, 0/434.
# It is a tuning corpus now, like the others: the floor is what round 5 reached, and the next blind corpus is the
# untuned measure.
BLIND5_FLOOR = (535, 0)


def test_the_blind5_corpus_regenerates_byte_for_byte(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "argv", ["make_blind5.py", "--check"])
    assert _module("make_blind5", BLIND5_DIR).main() == 0


def test_blind5_corpus_floor() -> None:
    _assert_floor("measure_blind5", BLIND5_DIR, (535, 434), BLIND5_FLOOR)


BLIND6_DIR = CORPUS_DIR.parent / "guard_corpus_blind6"
# (min refused secrets, max refused benign rows) on the sixth corpus, written blind: round 5 reached 610/680, 10/458
# when measured once, untuned (the goal, 98 % / 1 %, not met; round 4 had 590/680, 14/458). Round 6 was tuned on it
# (by mechanism: guard/shape.py) and reached 661/680, 3/458; it is a tuning corpus from here on. Round 7's mechanisms
# (tuned on blind7) took it to 668/680, 2/458; round 8's (tuned on blind8) to 668/680, 1/458.
BLIND6_FLOOR = (673, 0)  # round 33: 673, 0; round 32: 672, 0; round 28: 671; round 13


def test_the_blind6_corpus_regenerates_byte_for_byte(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "argv", ["make_blind6.py", "--check"])
    assert _module("make_blind6", BLIND6_DIR).main() == 0


def test_blind6_corpus_floor() -> None:
    _assert_floor("measure_blind6", BLIND6_DIR, (680, 458), BLIND6_FLOOR)


BLIND7_DIR = CORPUS_DIR.parent / "guard_corpus_blind7"
# (min refused secrets, max refused benign rows) on the seventh corpus, written blind: round 6 reached 682/727, 7/496
# when measured once, untuned (the goal, 98 % / 1 %, not met). Round 7 was tuned on it (by mechanism: secrets by their
# place, base64 decoded, shared near misses) and reached 725/727, 0/496; it is a tuning corpus from here on.
BLIND7_FLOOR = (726, 0)  # round 11


def test_the_blind7_corpus_regenerates_byte_for_byte() -> None:
    assert _module("make_blind7", BLIND7_DIR).main(["--check"]) == 0


def test_blind7_corpus_floor() -> None:
    _assert_floor("measure_blind7", BLIND7_DIR, (727, 496), BLIND7_FLOOR)


BLIND8_DIR = CORPUS_DIR.parent / "guard_corpus_blind8"
# (min refused secrets, max refused benign rows) on the eighth corpus, written blind: measured once with round 7
# (tuned on blind7), untuned: 790/948, 26/514 (the goal, 98 % / 1 %, not met; round 6 had 778/948, 26/514). Round 8 was
# tuned on it (by mechanism: spelled-out values, tables, JSON strings, more places and languages, near misses by form
# and statement) and reached 880/948, 1/514; it is a tuning corpus from here on.
BLIND8_FLOOR = (900, 0)  # round 58 and fp50 (a clientKey property's value) (session 40): 900, 0; round 51 (round51.py: a login with no password's word, Persian رمز): 898, 1; round 37: 897, 1; round 36: 896, 1; round 35: 895, 1; round 34: 894, 1; round 33: 893, 1; round 32: 891, 1; round 31: 890, 1; round 28: 887; round 15


def test_the_blind8_corpus_regenerates_byte_for_byte() -> None:
    assert _module("make_blind8", BLIND8_DIR).main(["--check"]) == 0


def test_blind8_corpus_floor() -> None:
    _assert_floor("measure_blind8", BLIND8_DIR, (948, 514), BLIND8_FLOOR)


BLIND9_DIR = CORPUS_DIR.parent / "guard_corpus_blind9"
# (min refused secrets, max refused benign rows) on the ninth corpus, written blind (its author read no guard code nor
# any other corpus's data): measured once with round 8 (tuned on blind8), untuned: 696/934, 19/533 (the goal, 98 % /
# 1 %, not met; round 7 had 683/934, 17/533). A floor, so later rounds cannot lose what round 8 found. The n-gram signal
# (guard/ngram.py, trained on the nine corpora, blind9 included) took it to 704/934, 19/533. Round 9 (the
# credential-label lexicon from translation catalogs, guard/lexicon.py; a combining mark read as part of a word):
# 714/934, 18/533; 706/934, 18/533 once weblate's catalogs (GPL-3.0) were left out of the lexicon.
BLIND9_FLOOR = (798, 0)  # round 60 back on (guard60b, session 42): 798, 0; round 60 switched off (session 41's final CI); round 60 (session 41): 798, 0; round 58 (session 40): 797, 0; fp48 (session 39): FP 0; round 51 (round51.py: a login with no password's word, Persian رمز): 794, 1; fp45 (session 37): FP 1; round 44: 793, 3; round 37: 792, 3; round 36: 791, 3; round 35: 788, 3; round 34: 786, 3; round 32: 784, 3; round 31: 771, 3; round 30: 766; round 28: 761; round 26: 760; round 25 (round 24: 757; round 22: 754; round 21: 753; round 17: 747)


def test_the_blind9_corpus_regenerates_byte_for_byte() -> None:
    assert _module("make_blind9", BLIND9_DIR).main(["--check"]) == 0


def test_blind9_corpus_floor() -> None:
    _assert_floor("measure_blind9", BLIND9_DIR, (934, 533), BLIND9_FLOOR)


BLIND10_DIR = CORPUS_DIR.parent / "guard_corpus_blind10"
# (min refused secrets, max refused benign rows) on the tenth corpus, written blind (its author read no guard code and
# no other corpus's data): measured once with round 8 (tuned on blind8), untuned: 767/1065, 15/565 (the goal, 98 % /
# 1 %, not met). Then once with round 8 and the n-gram signal (guard/ngram.py, trained on corpora 1-9 without reading
# this one): 791/1065, 15/565. A floor, so later rounds cannot lose what these found. Round 9 (the credential-label
# lexicon from translation catalogs, guard/lexicon.py; a combining mark read as part of a word), with blind10 a tuning
# corpus by then: 835/1065, 11/565; 830/1065, 11/565 once weblate's catalogs (GPL-3.0) were left out of the lexicon.
BLIND10_FLOOR = (982, 0)  # round 57 (session 39): 982, 0; round 56 with fp48 (session 39): 979, 0; round 56 alone: 979, 1; fp48 alone: 977, 0; round 45: 977, 1; session 34 fp40: 975, 1; round 33: 975, 2; round 32: 963, 2; round 31: 946, 2; round 28: 941; round 25 (round 24: 935; round 20: 933; round 16: 920)


def test_the_blind10_corpus_regenerates_byte_for_byte() -> None:
    assert _module("make_blind10", BLIND10_DIR).main(["--check"]) == 0


def test_blind10_corpus_floor() -> None:
    _assert_floor("measure_blind10", BLIND10_DIR, (1065, 565), BLIND10_FLOOR)


BLIND11_DIR = CORPUS_DIR.parent / "guard_corpus_blind11"
# (min refused secrets, max refused benign rows) on the eleventh corpus, written blind (its author read no guard code
# and no other corpus's data): measured once with round 8 and the n-gram signal (and the table fixes of 3 Dec 2026),
# untuned: 802/1099, 15/588 (the goal, 98 % / 1 %, not met). Then once with round 9 (the credential-label lexicon,
# built without reading this corpus): 824/1099, 10/588; 818/1099, 10/588 once weblate's catalogs (GPL-3.0) were left
# out of the lexicon. A floor, so later rounds cannot lose what these found.
BLIND11_FLOOR = (1025, 0)  # round 32: 1025, 0; round 31: 1023, 0; round 28: 1022; round 24 (round 21: 1014; round 16: 1008, 2)


def test_the_blind11_corpus_regenerates_byte_for_byte() -> None:
    assert _module("make_blind11", BLIND11_DIR).main(["--check"]) == 0


def test_blind11_corpus_floor() -> None:
    _assert_floor("measure_blind11", BLIND11_DIR, (1099, 588), BLIND11_FLOOR)


BLIND12_DIR = CORPUS_DIR.parent / "guard_corpus_blind12"
# The twelfth corpus, written blind (weighted to PINs, access codes, live one-time codes and BIP-39 phrases): measured
# once with round 9, untuned: 641/970, 16/629; then once with round 10 (tuned on blind8-11 only): 777/970, 14/629.
# A tuning corpus from here on; a floor, so later rounds cannot lose what round 10 found.
BLIND12_FLOOR = (918, 0)  # round 51 (round51.py: a login with no password's word, Persian رمز): 918, 0; round 49 (session 37): 915; fp45 (session 37): FP 0; round 33: 912, 1; round 32: 911, 1; round 26: 910; round 24 (round 20: 906; round 16: 900)


def test_the_blind12_corpus_regenerates_byte_for_byte() -> None:
    assert _module("make_blind12", BLIND12_DIR).main(["--check"]) == 0


def test_blind12_corpus_floor() -> None:
    _assert_floor("measure_blind12", BLIND12_DIR, (970, 629), BLIND12_FLOOR)


BLIND13_DIR = CORPUS_DIR.parent / "guard_corpus_blind13"
# The thirteenth corpus, written blind (weighted to codes labelled in the row's own language, Wi-Fi keys after the
# network's name, and on the benign side to ordinary lists of 12-24 words): measured once with round 11, untuned:
# 1025/1368, 21/1104; then once with round 12 (tuned on blind6-12 only): 1123/1368, 6/1104. A tuning corpus from here
# on; a floor, so later rounds cannot lose what round 12 found.
BLIND13_FLOOR = (1306, 0)  # fp44 (session 36): FP 0; round 45: 1306, 6; round 33: 1303, 6; round 32: 1301, 6; round 31: 1297, 6; round 21 (round 16: 1294)


def test_the_blind13_corpus_regenerates_byte_for_byte() -> None:
    assert _module("make_blind13", BLIND13_DIR).main(["--check"]) == 0


def test_blind13_corpus_floor() -> None:
    _assert_floor("measure_blind13", BLIND13_DIR, (1368, 1104), BLIND13_FLOOR)


BLIND14_DIR = CORPUS_DIR.parent / "guard_corpus_blind14"
# The fourteenth corpus, written blind (broad; passwords split over chat messages, forms, voice transcripts, codes of
# hotel safes, car keyless entry, school portals): measured once with round 12, untuned: 1460/1786, 3/850; then once
# with round 13 (tuned on blind8-13 only): 1542/1786, 3/850. A tuning corpus from here on; a floor, so later rounds
# cannot lose what round 13 found. Round 14 (tuned on it: chat turns, a service's label before "user / password",
# code words in more languages): 1695/1786, 3/850.
BLIND14_FLOOR = (1743, 1)  # fp48 (session 39): FP 1; round 48 (round48.py: a login's place, a lock's code word with a year): 1743, 2; round 37: 1741, 2; round 33: 1740, 2; round 32: 1737, 2; round 26: 1735; round 24 (round 21: 1722; round 15: 1711, 3)


def test_the_blind14_corpus_regenerates_byte_for_byte() -> None:
    assert _module("make_blind14", BLIND14_DIR).main(["--check"]) == 0


def test_blind14_corpus_floor() -> None:
    _assert_floor("measure_blind14", BLIND14_DIR, (1786, 850), BLIND14_FLOOR)


BLIND15_DIR = CORPUS_DIR.parent / "guard_corpus_blind15"
# The fifteenth corpus, written blind (weighted to seed phrases and passwords split over chat turns, signatures and
# forwarded mails, school portals, codes labelled in 79 languages' own words, card / SIM PINs, spoken codes):
# measured once with round 13, untuned: 1533/1890, 14/1020.
BLIND15_FLOOR = (1848, 0)  # round 34: 1848, 0; round 32: 1845, 0; round 28: 1840; round 24: 1839; round 13 blind: 1533/14; round 14 measured once: 1568/14; round 15 tuned on it: 1821/0


def test_the_blind15_corpus_regenerates_byte_for_byte() -> None:
    assert _module("make_blind15", BLIND15_DIR).main(["--check"]) == 0


def test_blind15_corpus_floor() -> None:
    _assert_floor("measure_blind15", BLIND15_DIR, (1890, 1020), BLIND15_FLOOR)


BLIND16_DIR = CORPUS_DIR.parent / "guard_corpus_blind16"
# The sixteenth corpus, written blind (secrets inside long notes, mails, meeting notes and chats with benign twins of
# the same shape; config files in many formats; vendor keys with their checksums; codes, PINs and passwords in 82
# languages, local digits too; spoken and shorthand passwords): measured once with round 14, untuned.
# Round 16 tuned on it (a tuning corpus now; blind17 is the next blind measure).
BLIND16_FLOOR = (2423, 0)  # round 52: 2423, 0; round 28: 2420; round 14 blind: 2110/2435, 7/1535; round 15 measured once (blind too): 2187/7


def test_the_blind16_corpus_regenerates_byte_for_byte() -> None:
    assert _module("make_blind16", BLIND16_DIR).main(["--check"]) == 0


def test_blind16_corpus_floor() -> None:
    _assert_floor("measure_blind16", BLIND16_DIR, (2435, 1535), BLIND16_FLOOR)


BLIND17_DIR = CORPUS_DIR.parent / "guard_corpus_blind17"
# The seventeenth corpus, written blind (BitLocker / device recovery keys and hotel safe, Wi-Fi, SIM PUK and phone
# unlock codes in 85 languages' own words and digits; passwords spelled aloud; seeds split over messages; shell
# history, CI logs, HTTP dumps, SQL users, otpauth URIs, password-manager exports; each with a benign twin): measured
# once with round 15, untuned.
BLIND17_FLOOR = (2538, 0)  # round 94 (session 47: a BitLocker key's groups by spaces or on two lines): 2538, 0; round 65 (guard65, session 43): 2524, 0; round 63 (session 42): 2508, 0 (2514 before its last narrowings); round 58 (session 40): 2488, 0; round 52: 2469, 0; round 45: 2464, 0; round 44: 2443, 0; round 34: 2439, 0; round 33: 2437, 0; round 32: 2429, 0; round 26: 2428; round 24: 2407; round 15 blind: 1767/2651, 22/1530; round 16 (blind too): 2253/22; round 17 (tuned on it);
# round 20: 2331


def test_the_blind17_corpus_regenerates_byte_for_byte() -> None:
    assert _module("make_blind17", BLIND17_DIR).main(["--check"]) == 0


def test_blind17_corpus_floor() -> None:
    _assert_floor("measure_blind17", BLIND17_DIR, (2651, 1530), BLIND17_FLOOR)


BLIND18_DIR = CORPUS_DIR.parent / "guard_corpus_blind18"
# The eighteenth corpus, written blind (everyday family and colleague messages giving codes and passwords in 94
# languages, PINs as digit words, translation pairs, OCR'd screenshots, chat-app JSON / YAML logs, shared sheets,
# homoglyph / fullwidth / zero-width obfuscation, passphrases as passwords): measured once with round 17, untuned.
BLIND18_FLOOR = (2316, 0)  # rounds 51 + 52 merged: 2316, 0; round 52 alone: 2311, 0; round 51 alone: 2234, 0; round 49: 2219, 0; round 45: 2190, 0; round 44: 2163, 0; round 42: 2162, 0; round 40: 2142, 0; round 39: 2141, 0; round 35: 2140, 0; round 33: 2131, 0; round 32: 2097, 0; round 31: 2043, 0; round 28: 2041; round 24: 2026; round 17 blind: 1741/2456 (70.9 %), 15/1880 (0.8 %); round 18 (tuned on it): 1989, 0;
# round 20: 1993


def test_the_blind18_corpus_regenerates_byte_for_byte() -> None:
    assert _module("make_blind18", BLIND18_DIR).main(["--check"]) == 0


def test_blind18_corpus_floor() -> None:
    _assert_floor("measure_blind18", BLIND18_DIR, (2456, 1880), BLIND18_FLOOR)


BLIND19_DIR = CORPUS_DIR.parent / "guard_corpus_blind19"
# The nineteenth corpus, written blind (holiday-rental check-in codes, café Wi-Fi signs read by OCR and voice
# transcripts with fillers in 88 languages; codes in emoji, native digits and between bidi marks; code-switching chat;
# Dockerfiles, compose, k8s Secrets, tfvars / Ansible, dotfiles, code review, Jupyter, devtools pastes, everyday PINs,
# forwarded bank codes, passwords with hints, e-mails above signatures; each with a benign twin): measured once with
# round 17, untuned; round 18 (tuned without it) is its second blind measure.
BLIND19_FLOOR = (2402, 1)  # round 65 (guard65, session 43): 2402, 1; round 60 back on (guard60b, session 42): 2390, 1; round 60 switched off (session 41's final CI); round 60 (session 41): 2390, 1; round 58 (session 40): 2388, 1; round 52: 2378, 1; round 45: 2377, 1; round 44: 2343, 1; round 42: 2218, 1; round 32: 2134, 1; round 31: 2119, 1; round 30: 2110; round 26: 2081; round 17 blind: 1731/2540 (68.1 %), 71/1702 (4.17 %); round 18 (blind too): 1807, 71;
# round 19 (tuned on it): 2070, 1


def test_the_blind19_corpus_regenerates_byte_for_byte() -> None:
    assert _module("make_blind19", BLIND19_DIR).main(["--check"]) == 0


def test_blind19_corpus_floor() -> None:
    _assert_floor("measure_blind19", BLIND19_DIR, (2540, 1702), BLIND19_FLOOR)


BLIND20_DIR = CORPUS_DIR.parent / "guard_corpus_blind20"
# The twentieth corpus, written blind (meeting transcripts and call summaries, support tickets, terminal screenshots
# read by OCR, calendar invites and newsletters with door and host codes, credentials in URL query strings, cloud
# console pastes, chat-bot tokens, home-automation configs, leetspeak and wrapped values, label and value in
# separate chat messages; voice-assistant "remember my locker code" requests and router admin screens in 93
# languages; each with a benign twin): measured once with round 18, untuned; round 19 (tuned without it) is its
# second blind measure.
BLIND20_FLOOR = (2515, 0)  # round 65 (guard65, session 43): 2515, 0; round 58 (session 40): 2494, 0; fp48 (session 39): FP 0; round 52: 2492, 1; round 49: 2475, 1; fp44 (session 36): FP 1; round 45: 2401, 7; round 42: 2370, 7; session 34, round 39 and fp40: 2337, 7; round 35: 2336, 28; round 33: 2319, 28; round 32: 2307, 28; round 26: 2296; round 24: 2284; round 23: 2254; round 18 blind: 2004/2624 (76.4 %), 82/1670 (4.91 %); round 19 (blind too): the same;
# round 20 (tuned on it, NOT blind): 2207 (84.1 %), 28 (1.68 %)


def test_the_blind20_corpus_regenerates_byte_for_byte() -> None:
    assert _module("make_blind20", BLIND20_DIR).main(["--check"]) == 0


def test_blind20_corpus_floor() -> None:
    _assert_floor("measure_blind20", BLIND20_DIR, (2624, 1670), BLIND20_FLOOR)


BLIND21_DIR = CORPUS_DIR.parent / "guard_corpus_blind21"
# The twenty-first corpus, written blind (password-manager exports, passphrases in shell history, DSNs in error
# traces, Basic auth headers, session cookies, recovery codes read by OCR, package-registry credential files, login
# form bodies, API keys in notebook cells, passwords spelled out on calls, mobile build files, API-client exports;
# "my PIN is the year I was born: ..." statements and passwords corrected after a typo in 93 languages; each with a
# benign twin): measured once with round 19, untuned; round 20 (tuned without it) is its second blind measure.
BLIND21_FLOOR = (2446, 0)  # round 58 (session 40): 2446, 0; rounds 51 + 52 merged: 2403, 0; round 52 alone: 2402, 0; round 51 alone: 2401, 0; session 34 fp40: 2400, 0; round 35: 2400, 24; round 32: 2398, 24; round 31: 2386, 24; round 28: 2372; round 26: 2358; round 24: 2352; round 19 blind: 1696/2482 (68.3 %), 48/1548 (3.10 %); round 20 (blind too): the same;
# round 21 (tuned on it, NOT blind): 2346 (94.5 %), 24 (1.55 %)


def test_the_blind21_corpus_regenerates_byte_for_byte() -> None:
    assert _module("make_blind21", BLIND21_DIR).main(["--check"]) == 0


def test_blind21_corpus_floor() -> None:
    _assert_floor("measure_blind21", BLIND21_DIR, (2482, 1548), BLIND21_FLOOR)


BLIND22_DIR = CORPUS_DIR.parent / "guard_corpus_blind22"
# The twenty-second corpus, written blind (credentials in diff hunks and patches, git remotes with tokens, Terraform
# state, kubeconfigs, LDAP binds, SMTP settings, VPN configs, app passwords, provisioning files, process
# environments, database-user DDL, OAuth client secrets; alarm master codes and app passwords in 93 languages; each
# with a benign twin): measured once with round 19, untuned; round 20 (tuned without it) is its second blind measure.
BLIND22_FLOOR = (2176, 0)  # round 65 (guard65, session 43): 2176, 0; round 58 (session 40): 2123, 0; round 52: 2089, 0; fp44 (session 36): 2083, 0; round 35: 2083, 3; round 33: 2081, 3; round 32: 2076, 3; round 30: 2049; round 28: 2031; round 26: 2020; round 25: 2018; round 24: 2009; round 19 blind: 1395/2232 (62.5 %), 69/1591 (4.34 %); round 20 (blind too): 1399, 69;
# round 21 (tuned on it, NOT blind): 1959 (87.8 %), 3 (0.19 %)


def test_the_blind22_corpus_regenerates_byte_for_byte() -> None:
    assert _module("make_blind22", BLIND22_DIR).main(["--check"]) == 0


def test_blind22_corpus_floor() -> None:
    _assert_floor("measure_blind22", BLIND22_DIR, (2232, 1591), BLIND22_FLOOR)


BLIND23_DIR = CORPUS_DIR.parent / "guard_corpus_blind23"
# The twenty-third corpus, written blind (MCP and coding-agent configs, ESPHome/Zigbee2MQTT/Tasmota/Home Assistant
# configs, literal secrets in CI files, network-device configs, cards with security codes and banking PINs,
# temporary passwords in onboarding mail, CLI output that prints a credential, remote-support passwords, archive
# and backup passwords, spreadsheets, MDM profiles; parental-controls PINs and archive passwords in 93 languages;
# each with a benign twin): measured once with round 20, untuned; round 21 (tuned without it) is its second blind measure.
BLIND23_FLOOR = (2136, 0)  # round 65 (guard65, session 43): 2136, 0; round 58 (session 40): 2124, 0; fp48 (session 39): FP 0; round 45: 2088, 3; session 34 fp40: 2076, 3; round 37: 2076, 29; round 35: 2074, 29; round 33: 2064, 29; round 32: 2058, 29; round 31: 2035, 29; round 28: 2024; round 26: 1980; round 25: 1979; round 24: 1955; round 20 blind: 1721/2220 (77.5 %), 104/1608 (6.47 %); round 21 (blind too): 1757, 104;
# round 22 (tuned on it): 1933, 39


def test_the_blind23_corpus_regenerates_byte_for_byte() -> None:
    assert _module("make_blind23", BLIND23_DIR).main(["--check"]) == 0


def test_blind23_corpus_floor() -> None:
    _assert_floor("measure_blind23", BLIND23_DIR, (2220, 1608), BLIND23_FLOOR)


BLIND24_DIR = CORPUS_DIR.parent / "guard_corpus_blind24"
# The twenty-fourth corpus, written blind with the wording varied within each kind (voicemail PINs and PDF passwords
# with two hand-written sentences per language in 93 languages, credentials in source code, game-server configs,
# file-transfer configs and mount lines, first-run admin output, broker and cache configs, SIP accounts, shop-floor
# codes; each with a benign twin): measured once with round 21, untuned; round 22 (tuned without it) is its second
# blind measure.
BLIND24_FLOOR = (2173, 0)  # round 63 (session 42): 2173, 0; round 58 (session 40): 2128, 0; round 56 with fp48 (session 39): 2081, 0; round 56 alone: 2081, 1; fp48 alone: 2076, 0; session 35 fp43: 2076, 1; session 34 fp40: 2076, 2; round 37: 2076, 4; round 35: 2076, 7; round 33: 2035, 7; round 32: 2019, 7; round 31: 1953, 7; round 30: 1940; round 28: 1923; round 26: 1892; round 24: 1877; round 21 blind: 1685/2212 (76.2 %), 50/1546 (3.23 %); round 22 (blind too): 1694, 36;
# round 23 (tuned on it, NOT blind): 1860 (84.1 %), 14 (0.91 %)


def test_the_blind24_corpus_regenerates_byte_for_byte() -> None:
    assert _module("make_blind24", BLIND24_DIR).main(["--check"]) == 0


def test_blind24_corpus_floor() -> None:
    _assert_floor("measure_blind24", BLIND24_DIR, (2212, 1546), BLIND24_FLOOR)


BLIND25_DIR = CORPUS_DIR.parent / "guard_corpus_blind25"
# The twenty-fifth corpus, written blind (suitcase-lock combinations and car radio codes in 93 languages, crontab
# jobs, package-index configs and server consoles; each with a benign twin): measured once with round 22, untuned;
# round 23 (tuned without it) is its second blind measure.
BLIND25_FLOOR = (2041, 0)  # round 61: 2041, 0; round 52: 1961, 0; round 49: 1960, 0; session 35 fp43: 1958, 0; round 35: 1958, 1; round 33: 1916, 1; round 30: 1915; round 22 blind: 819/2064 (39.7 %), 1/1566 (0.06 %); round 23 (blind too): 899, 1;
# round 24 (tuned on it, NOT blind): 1914 (92.7 %), 1 (0.06 %)


def test_the_blind25_corpus_regenerates_byte_for_byte() -> None:
    assert _module("make_blind25", BLIND25_DIR).main(["--check"]) == 0


def test_blind25_corpus_floor() -> None:
    _assert_floor("measure_blind25", BLIND25_DIR, (2064, 1566), BLIND25_FLOOR)


BLIND26_DIR = CORPUS_DIR.parent / "guard_corpus_blind26"
# The twenty-sixth corpus, written blind (kindergarten pickup code words and telephone banking PINs in 89 languages,
# FTP/SFTP and database client exports, OS answer files, office printers and password-protected archives; each with
# a benign twin). Measured once, blind, with round 23.
BLIND26_FLOOR = (2058, 0)  # round 65 (guard65, session 43): 2058, 0; round 60 read two plain words after a clause no more (lead, session 42): 2047, 0; round 60 back on (guard60b, session 42): 2056, 0; round 60 switched off (session 41's final CI); round 60 (session 41): 2056, 0; round 52: 1923, 0; round 49: 1897, 0; round 46: 1869, 0; round 37: 1756, 0; round 35: 1683, 0; round 31: 1604, 0; round 28: 1588; round 26 (tuned on it): 1581; round 25 (tuned on it): 1241; round 23 blind: 1098/2062 (53.3 %), 0/1558; round 24 (blind too): 1150, 0


def test_the_blind26_corpus_regenerates_byte_for_byte() -> None:
    assert _module("make_blind26", BLIND26_DIR).main(["--check"]) == 0


def test_blind26_corpus_floor() -> None:
    _assert_floor("measure_blind26", BLIND26_DIR, (2062, 1558), BLIND26_FLOOR)


BLIND27_DIR = CORPUS_DIR.parent / "guard_corpus_blind27"
# The twenty-seventh corpus, written blind (hotel room safe codes and alarm duress codes in 90 languages, CIFS/SMB
# mounts, mesh Wi-Fi and router setup, IP camera streams and CI/deploy files with inline credentials; each with a
# benign twin). Measured once, blind, with round 24.
BLIND27_FLOOR = (2048, 0)  # round 63 (session 42): 2048, 0; round 33 + lead (hostapd passphrases): 1984, 0; round 33: 1981, 0; round 32: 1970, 0; round 30: 1963; round 28: 1957; round 26 (tuned on it): 1956, 0; round 24 blind: 1436/2080 (69.0 %), 39/1572 (2.48 %); round 25 (blind too): the same


def test_the_blind27_corpus_regenerates_byte_for_byte() -> None:
    assert _module("make_blind27", BLIND27_DIR).main(["--check"]) == 0


def test_blind27_corpus_floor() -> None:
    _assert_floor("measure_blind27", BLIND27_DIR, (2080, 1572), BLIND27_FLOOR)


BLIND28_DIR = CORPUS_DIR.parent / "guard_corpus_blind28"
# The twenty-eighth corpus, written blind (the PIN of a national e-ID card and of a hardware crypto wallet in 75
# languages, eSIM activation codes, presigned share links, domain transfer codes, password-manager emergency kits,
# disk unlock passphrases, media-server, notification-service and tunnel-agent tokens, dev-server access tokens and
# framework signing keys; each with a benign twin). Measured blind twice: round 25, then round 26 (tuned without it).
BLIND28_FLOOR = (2075, 0)  # round 35: 2075, 0; round 32: 2074, 0; round 31: 2071, 0; round 28: 2053; round 25 blind: 1767/2150 (82.2 %), 11/1650; round 26 blind: 1790 (83.3 %), 11 (0.67 %); round 27 (tuned on it): 2031 (94.5 %), 0


def test_the_blind28_corpus_regenerates_byte_for_byte() -> None:
    assert _module("make_blind28", BLIND28_DIR).main(["--check"]) == 0


def test_blind28_corpus_floor() -> None:
    _assert_floor("measure_blind28", BLIND28_DIR, (2150, 1650), BLIND28_FLOOR)


BLIND29_DIR = CORPUS_DIR.parent / "guard_corpus_blind29"
# The twenty-ninth corpus, written blind (gift card numbers with their PIN and patient-portal passwords in 50
# languages, IPsec pre-shared keys, keystore passwords, SNMP communities, BIOS/UEFI passwords, loyalty and payroll
# logins, RADIUS secrets, NUT passwords, dynamic-DNS keys and backup repository passwords; each with a benign twin).
# Measured blind twice: round 26, then round 27 (tuned without it); round 28 tuned on it.
BLIND29_FLOOR = (1696, 0)  # round 60 back on (guard60b, session 42): 1696, 0; round 60 switched off (session 41's final CI); round 60 (session 41): 1696, 0; round 58 (session 40): 1695, 0; round 33: 1689, 0; round 32: 1687, 0; round 28 (tuned on it): 1684 (99.1 %), 0; round 26 blind: 1409/1700 (82.9 %), 25/1300 (1.92 %); round 27 (blind too): the same


def test_the_blind29_corpus_regenerates_byte_for_byte() -> None:
    assert _module("make_blind29", BLIND29_DIR).main(["--check"]) == 0


def test_blind29_corpus_floor() -> None:
    _assert_floor("measure_blind29", BLIND29_DIR, (1700, 1300), BLIND29_FLOOR)


BLIND30_DIR = CORPUS_DIR.parent / "guard_corpus_blind30"
# The thirtieth corpus, written blind (bank one-time SMS codes and Wi-Fi passphrases in 24 languages blind29 did not
# use, TOTP seeds, webhook signing secrets, database passwords in connection URIs, Kubernetes Secret manifests,
# .netrc/.pgpass lines, account recovery codes, SMTP and app passwords, WireGuard private keys, licence keys and logins
# embedded in URLs; each with a benign twin). Measured blind twice: round 27 as it merged, then round 28 (tuned
# without it); round 29 tuned on it.
BLIND30_FLOOR = (1668, 0)  # round 58 (session 40): 1668, 0; session 39, round 57: 1657, 0; session 35, round 43: 1655, 0; round 37: 1654, 0; round 29 (tuned on it): 1651 (98.7 %), 0; round 27 blind: 1352/1672 (80.9 %), 8/324 (2.47 %); round 28 (blind too): 1365 (81.6 %), 8


def test_the_blind30_corpus_regenerates_byte_for_byte() -> None:
    assert _module("make_blind30", BLIND30_DIR).main(["--check"]) == 0


def test_blind30_corpus_floor() -> None:
    _assert_floor("measure_blind30", BLIND30_DIR, (1672, 324), BLIND30_FLOOR)


BLIND31_DIR = CORPUS_DIR.parent / "guard_corpus_blind31"
# The thirty-first corpus, written blind (voicemail PINs and door keypad codes in 16 languages blind30 did not use,
# cloud access keys, registry tokens, SSH private keys and passphrases, API keys in HTTP calls, OAuth client secrets,
# JWT signing secrets and bearer JWTs, password-manager CSV exports, crypto exchange API pairs and bank security
# answers; each with a benign twin). Measured blind twice: round 28 as it merged, then round 29 (tuned without it).
BLIND31_FLOOR = (1147, 0)  # round 58 (session 40): 1147, 0; session 35, round 43: 1133, 0; session 34 fp40: 1123, 0; round 35: 1123, 2; round 33: 1122, 2; round 31: 1113, 2; round 30 (tuned on it, by structure; judged on every corpus): 1108 (90.8 %), 2; round 28 blind: 992/1220 (81.3 %), 2/384 (0.52 %); round 29 (blind too): the same


def test_the_blind31_corpus_regenerates_byte_for_byte() -> None:
    assert _module("make_blind31", BLIND31_DIR).main(["--check"]) == 0


def test_blind31_corpus_floor() -> None:
    _assert_floor("measure_blind31", BLIND31_DIR, (1220, 384), BLIND31_FLOOR)


BLIND32_DIR = CORPUS_DIR.parent / "guard_corpus_blind32"
# The thirty-second corpus, written blind (tax-portal logins and phone-carrier account PINs in 19 languages, Vault
# unseal keys and root tokens, release signing keys and passphrases, config decryption keys, node identity private
# keys, live-stream keys, hardware token PINs, DNS-01 / ACME credentials, API keys in code of less common languages,
# 802.1X logins and messenger recovery secrets; each with a benign twin). Measured blind twice: round 29 as it
# merged, then round 30 (tuned without it, on all older corpora at once).
BLIND32_FLOOR = (1357, 5)  # round 58 (session 40): 1357, 5; session 34 fp40: 1354, 5; round 36: 1354, 7; round 33: 1353, 7; round 32: 1344, 7; round 31 (tuned on it, by structure; judged on every corpus): 1342 (97.2 %), 7 (1.61 %); round 29 blind: 1031/1380 (74.7 %), 25/434 (5.76 %); round 30 (blind too): the same


def test_the_blind32_corpus_regenerates_byte_for_byte() -> None:
    assert _module("make_blind32", BLIND32_DIR).main(["--check"]) == 0


def test_blind32_corpus_floor() -> None:
    _assert_floor("measure_blind32", BLIND32_DIR, (1380, 434), BLIND32_FLOOR)


BLIND33_DIR = CORPUS_DIR.parent / "guard_corpus_blind33"
# blind33 (session 27, written blind): 1,270 secret rows in 11 new kinds (console and game-store logins, shared family
# streaming logins, loyalty-card PINs, database dumps with plaintext passwords, NAS admin logins, EV-charging, insurance
# and broker logins and trading PINs, library-card PINs, SFTP logins in app settings, and utility-account logins in 17
# languages) and 368 benign twins (22.5 %) in 18 languages. Measured blind twice: with round 31 as it merged (1,071,
# 10 false alarms) and with round 32 (tuned without it); tunable since.
BLIND33_FLOOR = (1249, 0)  # fp48 (session 39): FP 0; round 48 (round48.py: a login's place, a lock's code word with a year): 1249, 1; session 35 round 43 and fp43: 1246, 1; session 34 fp40: 1232, 4; round 36: 1232, 5; round 34: 1231, 5; round 33: 1194, 5; round 32 blind: 1110/1270 (87.4 %), 10/368 (2.72 %)


def test_the_blind33_corpus_regenerates_byte_for_byte() -> None:
    assert _module("make_blind33", BLIND33_DIR).main(["--check"]) == 0


def test_blind33_corpus_floor() -> None:
    _assert_floor("measure_blind33", BLIND33_DIR, (1270, 368), BLIND33_FLOOR)


BLIND34_DIR = CORPUS_DIR.parent / "guard_corpus_blind34"
# blind34 (session 28, written blind): 1,270 secret rows in 12 new kinds (ISP welcome letters, government identity
# portals, cloud security cameras, CMS admin and wp-config, hosting panels, SAP / ERP logons, bookkeeping apps,
# connected-car apps and vehicle PINs, marketplace sellers, betting accounts, health-device apps, and webmail logins in
# 17 languages) and 376 benign twins (22.8 %) in 18 languages. Measured blind twice, with round 32 (session 28) and
# round 33 (session 29); tunable since.
BLIND34_FLOOR = (1262, 0)  # round 58 (session 40): 1262, 0; round 48 (round48.py: a login's place, a lock's code word with a year): 1259, 0; session 34, round 40: 1253, 0; round 39 and fp40: 1251, 0; round 37: 1248, 10; round 35: 1248, 12; round 34 (tuned on it): 1233 (97.1 %), 12; lead's round 33 fix ("User=KSMITH60" is a setting): 1089, 12; round 33 blind: 1089/1270
# (85.7 %), 15/376 (3.99 %); round 32 blind: 1069/1270 (84.2 %), 12/376 (3.19 %)


def test_the_blind34_corpus_regenerates_byte_for_byte() -> None:
    assert _module("make_blind34", BLIND34_DIR).main(["--check"]) == 0


def test_blind34_corpus_floor() -> None:
    _assert_floor("measure_blind34", BLIND34_DIR, (1270, 376), BLIND34_FLOOR)


BLIND35_DIR = CORPUS_DIR.parent / "guard_corpus_blind35"
# blind35 (session 29, written blind): 1,280 secret rows in 12 new kinds (conference host PINs, e-signature access
# codes, LoRaWAN keys, fleet-telematics and drone tokens, SSH key passphrases, PLC / HMI passwords, kiosk exit PINs,
# MIFARE / DESFire card keys, amateur-radio logins, proxy-vote control numbers, time-clock PINs, and pension-portal
# logins in 18 languages) and 380 benign twins (22.9 %) in 19 languages. Measured blind with round 33 (session 29)
# and round 34 (session 30, tuned without it); tunable since.
BLIND35_FLOOR = (1227, 0)  # session 34, round 39 and fp40: 1227, 0; round 37: 1225, 22; round 36: 1225, 23; round 35: 1197, 23; round 34, second blind measure: 902/1280 (70.5 %), 23/380 (6.05 %)


def test_the_blind35_corpus_regenerates_byte_for_byte() -> None:
    assert _module("make_blind35", BLIND35_DIR).main(["--check"]) == 0


def test_blind35_corpus_floor() -> None:
    _assert_floor("measure_blind35", BLIND35_DIR, (1280, 380), BLIND35_FLOOR)


BLIND36_DIR = CORPUS_DIR.parent / "guard_corpus_blind36"
# blind36 (session 30, written blind): 1,368 secret rows in 12 new kinds (credit-freeze PINs, toll-account PINs, bike-
# share logins, weather-station keys, solar-inverter codes, 3D-printer access codes, Nostr private keys, Tor onion
# keys, rclone remote secrets, translation API keys, Lightning wallet secrets, and pet-registry logins in 18
# languages) and 402 benign twins (22.7 %) in 19 languages. Measured blind with round 34 (session 30) and again with
# round 35 (session 31, tuned without it); tunable since.
BLIND36_FLOOR = (1341, 0)  # round 58 (session 40): 1341, 0; round 48 (round48.py: a login's place, a lock's code word with a year): 1294, 0; session 34, round 41: 1292, 0; round 39 and fp40: 1291, 0; round 37: 1289, 8; round 36 (tuned on it): 1289 (94.2 %), 9; round 35, 2nd blind measure: 1173/1368 (85.7 %), 9/402 (2.24 %); round 34: 1144 / 9


def test_the_blind36_corpus_regenerates_byte_for_byte() -> None:
    assert _module("make_blind36", BLIND36_DIR).main(["--check"]) == 0


def test_blind36_corpus_floor() -> None:
    _assert_floor("measure_blind36", BLIND36_DIR, (1368, 402), BLIND36_FLOOR)


BLIND37_DIR = CORPUS_DIR.parent / "guard_corpus_blind37"
# blind37 (session 31, written blind): 1,390 secret rows in 12 new kinds (Meshtastic channel keys, IRS Identity
# Protection PINs, smart-lighting API keys, dispensing-cabinet logins, irrigation-controller keys, OBS WebSocket
# passwords, music-service API secrets, self-hosted app API keys, Nightscout API secrets, budgeting-app tokens,
# feature-flag server keys, and transit-card account logins in 18 languages) and 413 benign twins (22.9 %) in 19
# languages. Measured blind with round 34 and again with round 35 (session 31, tuned without it); tunable since.
BLIND37_FLOOR = (1346, 0)  # round 58 and fp50 (a card's name before its colon and a dash) (session 40): 1346, 0; round 48 (round48.py: a login's place, a lock's code word with a year): 1326, 1; session 35, round 43: 1315, 1; session 34, round 41: 1304, 1; round 39 and fp40: 1303, 1; round 37: 1300, 2; round 36 (tuned on it): 1300 (93.5 %), 3 (0.73 %); rounds 34 and 35 blind: 1161/1390 (83.5 %), 14/413 (3.39 %) both


def test_the_blind37_corpus_regenerates_byte_for_byte() -> None:
    assert _module("make_blind37", BLIND37_DIR).main(["--check"]) == 0


def test_blind37_corpus_floor() -> None:
    _assert_floor("measure_blind37", BLIND37_DIR, (1390, 413), BLIND37_FLOOR)


BLIND38_DIR = CORPUS_DIR.parent / "guard_corpus_blind38"
# blind38 (session 31, written blind): 1,390 secret rows in 12 new kinds (amateur-radio APRS-IS passcodes and
# Winlink passwords, ADS-B feeder keys, home-battery gateway and energy-hub keys, open-banking data tokens, newsletter
# platform keys, web-analytics secrets, device-management tokens, read-later tokens, hobby-tracker secrets, astronomy
# API keys, robot-vacuum keys, and parking-app logins in 18 languages) and 413 benign twins (22.9 %) in 19 languages.
# Measured blind twice, with rounds 35 and 36 (sessions 31, 32): tunable.
BLIND38_FLOOR = (1379, 0)  # round 58 and fp50 (a call sign) (session 40): 1379, 0; round 48 (round48.py: a login's place, a lock's code word with a year): 1378, 1; round 42: 1376, 1; session 34, round 39 and fp40: 1343, 1; round 38: 1275, 7; round 37: 1264, 7; rounds 35 and 36 blind: 1186/1390 (85.3 %), 19/413 (4.60 %)


def test_the_blind38_corpus_regenerates_byte_for_byte() -> None:
    assert _module("make_blind38", BLIND38_DIR).main(["--check"]) == 0


def test_blind38_corpus_floor() -> None:
    _assert_floor("measure_blind38", BLIND38_DIR, (1390, 413), BLIND38_FLOOR)


BLIND39_DIR = CORPUS_DIR.parent / "guard_corpus_blind39"
# blind39 (session 32, written blind): 1,390 secret rows in 12 new kinds (podcast-hosting keys, time-tracking tokens,
# genealogy logins and DNA-kit activation codes, image-CDN keys, appliance-cloud logins, location-sharing secrets,
# pool and spa controller logins, flight-sim network logins, brewing-app keys, geocaching secrets, kids' money-app
# logins and card PINs, and gym-app logins in 18 languages; about a tenth name no service: door, gate and alarm codes,
# combinations, a mailbox PIN, a recovery-phrase fragment) and 413 benign twins (22.9 %) in 19 languages.
# Measured blind twice, with rounds 35 and 36 (session 32): tunable.
BLIND39_FLOOR = (1372, 0)  # round 58 (session 40): 1372, 0; fp48 (session 39): FP 0; round 51 (round51.py: a login with no password's word, Persian رمز): 1371, 5; round 48 (round48.py: a login's place, a lock's code word with a year): 1370, 5; round 42 and fp43: 1368, 5; session 34, round 41: 1360, 6; round 39 and fp40: 1359, 6; round 38: 1331, 10; round 37: 1309, 10; blind: round 35 1102/1390 (79.3 %), round 36 1114 (80.1 %), 20/413 (4.84 %)


def test_the_blind39_corpus_regenerates_byte_for_byte() -> None:
    assert _module("make_blind39", BLIND39_DIR).main(["--check"]) == 0


def test_blind39_corpus_floor() -> None:
    _assert_floor("measure_blind39", BLIND39_DIR, (1390, 413), BLIND39_FLOOR)


BLIND40_DIR = CORPUS_DIR.parent / "guard_corpus_blind40"
# blind40 (session 33, written blind, its generator built on benchmarks/guard_corpus_gen/blindgen.py): 1,390 secret
# rows in 12 new kinds (retail-broker API secrets, study-app tokens, baby-monitor logins, e-bike app secrets, marine
# AIS keys, sports-club logins, end-to-end note secrets, e-mail alias keys, collector-database keys, nature-app keys,
# pet-tech logins, and food-delivery logins in 18 languages; about a tenth name no service: locker, garage, gate,
# shower and door codes, combinations, phone PINs, a recovery-phrase fragment) and 413 benign twins (22.9 %) in 19
# languages. Measured blind twice, with rounds 36 and 37 (session 33): tunable.
BLIND40_FLOOR = (1389, 1)  # round 56 (round56.py: 'logs in as X with V', token shapes, ...): 1389, 0; round 48 (round48.py: a login's place, a lock's code word with a year): 1387, 1; session 35 fp43: 1380, 1; session 34, round 40: 1380, 2; round 39 and fp40: 1368, 2; round 38: 1292, 7; blind: round 36 1123/1390 (80.8 %), 8/413 (1.94 %); round 37 1165 (83.8 %), 7 (1.69 %)


def test_the_blind40_corpus_regenerates_byte_for_byte() -> None:
    assert _module("make_blind40", BLIND40_DIR).main(["--check"]) == 0


def test_blind40_corpus_floor() -> None:
    _assert_floor("measure_blind40", BLIND40_DIR, (1390, 413), BLIND40_FLOOR)


def test_the_shared_blind_generator_catches_a_lost_secret_and_a_leaked_one() -> None:
    """blindgen.check_rows (every blind generator's checks since blind40's round) fails a secret row that no longer
    holds its value and a benign row that holds one, and passes the rows as built."""
    make = _module("make_blind39", BLIND39_DIR)
    blindgen = sys.modules["blindgen"]
    rows = make.build()
    assert blindgen.check_rows(make.CORPUS, rows) == []
    secret = next(i for i, r in enumerate(rows) if r["label"] == "secret")
    needle = rows[secret]["meta"]["needles"][0]
    lost = [dict(r) for r in rows]
    lost[secret]["text"] = lost[secret]["text"].replace(needle, "x")
    assert any("missing" in e for e in blindgen.check_rows(make.CORPUS, lost))
    benign = next(i for i, r in enumerate(rows) if r["label"] == "benign")
    leaked = [dict(r) for r in rows]
    leaked[benign]["meta"] = {"needles": ["hunter2"]}
    assert any("benign row holds a secret value" in e for e in blindgen.check_rows(make.CORPUS, leaked))


BLIND41_DIR = CORPUS_DIR.parent / "guard_corpus_blind41"
# blind41 (session 34, written blind, its generator built on benchmarks/guard_corpus_gen/blindgen.py): 1,390 secret
# rows in 12 new kinds (VPN account numbers and keys, game-host panel keys, card-reader keys, drone-log secrets,
# photo-sharing keys, holiday-rental host secrets, volunteer-organisation logins, maker IoT tokens, link-shortener
# tokens, creator-support tokens, air-quality keys, and dating-app logins in 18 languages; about a tenth name no
# service: keybox, key-safe, gym, gate, alarm and hangar codes, padlock combinations, card, phone and laptop PINs, a
# recovery-phrase fragment) and 413 benign twins (22.9 %) in 19 languages. Measured blind twice, with round 38 and
# with round 39 and fp40 (session 34, tuned without it): tunable.
BLIND41_FLOOR = (1389, 0)  # round 56 (round56.py: 'logs in as X with V', token shapes, ...): 1389, 0; round 51 (round51.py: a login with no password's word, Persian رمز): 1388, 0; round 42 and fp43: 1385 (99.6 %), 0; round 41: 1370 (98.6 %), 4; round 40 (tuned on it): 1355 (97.5 %), 4; blind: round 38 1248/1390 (89.8 %), 4/413 (0.97 %); round 39 + fp40 1263 (90.9 %), 4 (0.97 %)


def test_the_blind41_corpus_regenerates_byte_for_byte() -> None:
    assert _module("make_blind41", BLIND41_DIR).main(["--check"]) == 0


def test_blind41_corpus_floor() -> None:
    _assert_floor("measure_blind41", BLIND41_DIR, (1390, 413), BLIND41_FLOOR)


BLIND42_DIR = CORPUS_DIR.parent / "guard_corpus_blind42"
# blind42 (session 35, written blind, its generator built on benchmarks/guard_corpus_gen/blindgen.py): 1,390 secret
# rows in 12 new kinds (smart-lock API secrets, event-ticketing keys, scheduling-app keys, social-app passwords,
# small-business payroll keys, e-commerce shipping keys, registrar API credentials, tabletop-gaming logins, expense-app
# secrets, GPU-rental API keys, indoor-training secrets, and rail-booking logins in 18 languages; about a tenth name no
# service: door, storage-unit, cash-box, safe, locker, PO-box, padlock and key-safe codes, a dial-in PIN, card, phone
# and tablet PINs, a memorable word, a BIOS password) and 413 benign twins (22.9 %) in 19 languages. Measured blind twice,
# with rounds 39-41 and with rounds 42-43 and fp43 (session 35, tuned without it): tunable.
BLIND42_FLOOR = (1389, 0)  # round 56 (round56.py: 'logs in as X with V', token shapes, ...): 1389, 0; round 51 (round51.py: a login with no password's word, Persian رمز): 1385, 0; round 48 (round48.py: a login's place, a lock's code word with a year): 1383, 0; fp44 (session 36): FP 0; round 45: 1377, 2; blind: rounds 39-41 1321/1390 (95.0 %), 2/413 (0.48 %); rounds 42-43 + fp43 the same


def test_the_blind42_corpus_regenerates_byte_for_byte() -> None:
    assert _module("make_blind42", BLIND42_DIR).main(["--check"]) == 0


def test_blind42_corpus_floor() -> None:
    _assert_floor("measure_blind42", BLIND42_DIR, (1390, 413), BLIND42_FLOOR)


BLIND43_DIR = CORPUS_DIR.parent / "guard_corpus_blind43"
# blind43 (session 36, written blind, its generator built on benchmarks/guard_corpus_gen/blindgen.py): 1,390 secret
# rows in 12 new kinds (aquarium-controller logins, landlord-portal secrets, golf-app logins, dash-cam logins,
# craft-cutter logins, wedding-planning logins, pilot-app secrets, recipe-API keys, online-fax credentials,
# coworking-desk secrets, client-gallery secrets, and job-portal logins in 18 languages; about a tenth name no service:
# padlock, lockbox, key-safe, locker, door, gate, hangar, pantry and coworking codes, a car's anti-theft keypad PIN, a
# craft-room safe, voicemail PINs, a phone PIN) and 413 benign twins (22.9 %) in 19 languages.
BLIND43_FLOOR = (1386, 0)  # round 51 (round51.py: a login with no password's word, Persian رمز): 1386, 0; round 48 (round48.py: a login's place, a lock's code word with a year): 1385, 0; round 47 (round47.py: a lock that "is" its code or is unlocked "with" it, "pword" / "pw", a query filter saying public): 1347, 0; blind: rounds 42-44 + fp43 1280/1390 (92.1 %), 0/413; rounds 45-46 + fp44 1290, 2/413 (0.48 %); foreign.py's account words: 1290, 0


def test_the_blind43_corpus_regenerates_byte_for_byte() -> None:
    assert _module("make_blind43", BLIND43_DIR).main(["--check"]) == 0


def test_blind43_corpus_floor() -> None:
    _assert_floor("measure_blind43", BLIND43_DIR, (1390, 413), BLIND43_FLOOR)


BLIND44_DIR = CORPUS_DIR.parent / "guard_corpus_blind44"
# blind44 (session 37, written blind, its generator built on benchmarks/guard_corpus_gen/blindgen.py): 1,390 secret
# rows in 12 new kinds (music-production logins, campsite-booking logins, bullion-dealer logins, buy-now-pay-later
# logins, stock-media API keys, course-platform keys, survey-form API keys, childcare-app logins, HOA-portal logins,
# photo-frame logins, outdoor-licence logins, and property-portal logins in 18 languages; about a tenth name no
# service: rehearsal-room, office, recording-room and daycare keypads, a campground gate, a bike lock, a floor safe, a
# safe-deposit passcode, a debit card PIN, a filing cabinet, an HOA pool gate and a mailbox, a tablet passcode, a gun
# safe and a boat-shed padlock) and 424 benign twins (23.4 %) in 19 languages.
BLIND44_FLOOR = (1388, 0)  # round 51 (round51.py: a login with no password's word, Persian رمز): 1388, 0; blind: rounds 45-47 + fp44 1272/1390 (91.5 %), 6/424 (1.42 %); rounds 48-49 + fp45 1309 (94.2 %), 6
# tuned: round 50 (a code keyed in at a keypad, a lock's combination after a longer label) 1357 (97.6 %); fp46 (an id
# not a card, a network's name, a login told before a withheld password) 0 false alarms


def test_the_blind44_corpus_regenerates_byte_for_byte() -> None:
    assert _module("make_blind44", BLIND44_DIR).main(["--check"]) == 0


def test_blind44_corpus_floor() -> None:
    _assert_floor("measure_blind44", BLIND44_DIR, (1390, 424), BLIND44_FLOOR)


BLIND45_DIR = CORPUS_DIR.parent / "guard_corpus_blind45"
# blind45 (session 38, written blind, its generator built on benchmarks/guard_corpus_gen/blindgen.py): 1,390 secret
# rows in 12 new kinds (wine-app logins, self-storage access, fantasy-sports secrets, stream-overlay tokens, car-sharing
# logins, coding-practice secrets, student-loan logins, tutoring-marketplace logins, donation-platform keys,
# auction-site logins, car-coding app logins, and newspaper-subscription logins in 18 languages; about a tenth name no
# service: a wine-fridge lock, a storage gate and a disc lock, a trophy cabinet, a studio door, a key lockbox, a laptop
# password, a filing cabinet, a tutor's building door, a petty-cash tin, a gallery door, a garage keypad) and 424
# benign twins (23.4 %) in 19 languages.
BLIND45_FLOOR = (1390, 0)  # round 56 (round56.py: 'logs in as X with V', token shapes, ...): 1390, 0; blind: rounds 48-50 + fp46 1208/1390 (86.9 %), 4/424 (0.94 %); rounds 51-52 + guardcost53 +
# cost54 1225 (88.1 %), 4; tuned: round 54 1355 (97.5 %); fp47 (a subject's "logins" then the message, a withheld
# password's name) 0 false alarms; round 55 (a "Public ..." business in another table cell, "service user value"
# with words after) 1377 (99.1 %)


def test_the_blind45_corpus_regenerates_byte_for_byte() -> None:
    assert _module("make_blind45", BLIND45_DIR).main(["--check"]) == 0


def test_blind45_corpus_floor() -> None:
    _assert_floor("measure_blind45", BLIND45_DIR, (1390, 424), BLIND45_FLOOR)


BLIND46_DIR = CORPUS_DIR.parent / "guard_corpus_blind46"
# blind46 (session 39, written blind, its generator built on benchmarks/guard_corpus_gen/blindgen.py): 1,390 secret
# rows in 12 new kinds (meal-kit logins, photo-book logins, freelance-marketplace logins, map-tile API keys, ski-pass
# logins, scraping-API keys, hotel-loyalty logins, resale-app logins, theme-park logins, grocery-delivery logins,
# exchange-rate API keys, and cinema-app logins in 18 languages; about a tenth name no service: a pantry padlock, a
# darkroom door, an office key safe, a survey van's lockbox, a ski locker and a condo key box, a rack cabinet, a
# suitcase lock, a stockroom padlock, a park locker, a porch delivery box, a shop's cash drawer) and 424 benign twins
# (23.4 %) in 19 languages. Blind: session 38's guard (round 55, fp47) 1321/1390 (95.0 %), 11/424 (2.59 %); rounds 56 +
# fp48 (tuned without it) 1323 (95.2 %), 11; tuned on it: fp49 (a password "withheld", a season pass's number) 1323, 0;
# round 57 (a hex key its text names a key) 1367 (98.3 %), 11; both 1367, 0.
BLIND46_FLOOR = (1385, 0)  # round 58 (session 40): 1385, 0


def test_the_blind46_corpus_regenerates_byte_for_byte() -> None:
    assert _module("make_blind46", BLIND46_DIR).main(["--check"]) == 0


def test_blind46_corpus_floor() -> None:
    _assert_floor("measure_blind46", BLIND46_DIR, (1390, 424), BLIND46_FLOOR)


BLIND47_DIR = CORPUS_DIR.parent / "guard_corpus_blind47"
# blind47 (session 40, written blind, its generator built on benchmarks/guard_corpus_gen/blindgen.py): 1,390 secret
# rows in 12 new kinds (language-app logins, car-rental logins, concert-ticket logins, audiobook logins, home-services
# logins, crowdfunding logins, home-search logins, e-mail verification API keys, IP-geolocation API keys, news API
# keys, sports-data API keys, and ride-hailing app logins in 18 languages; about a tenth name no service: a staff-room
# keypad, a key drop box, a stage door, a book club's cupboard, a garden shed and a side gate, a donation box, a
# building site's gate, a mailroom cage, a comms cupboard, a print room, a kit room) and 424 benign twins (23.4 %) in
# 19 languages. Blind: session 39's guard (round 57, fp49) 1285/1390 (92.4 %), 2/424 (0.47 %); round 58 + fp50 (tuned
# without it) 1285, 2; tuned on it: round 59 (a locked place "is" its code, a service's key with a UUID, an address
# then its password; the other arrows read as "→") 1387 (99.8 %), 2.
BLIND47_FLOOR = (1387, 2)  # round 59 (session 40): 1387, 2


def test_the_blind47_corpus_regenerates_byte_for_byte() -> None:
    assert _module("make_blind47", BLIND47_DIR).main(["--check"]) == 0


def test_blind47_corpus_floor() -> None:
    _assert_floor("measure_blind47", BLIND47_DIR, (1390, 424), BLIND47_FLOOR)


BLIND48_DIR = CORPUS_DIR.parent / "guard_corpus_blind48"
# blind48 (session 41, written blind, its generator built on benchmarks/guard_corpus_gen/blindgen.py): 1,390 secret
# rows in 12 new kinds (PC game-store logins, pharmacy account logins, fashion-shop logins, DIY-store logins,
# electronics-shop logins, furniture-shop logins, pet-supplies logins, crypto-price API keys, market-data API keys, PDF
# API keys, screenshot API keys, and second-hand classifieds logins in 18 languages; about a tenth name no service: a
# games-room cabinet, a medicine cabinet, a stockroom keypad, an allotment gate's padlock, an AV cabinet, a loading-bay
# door, a key safe and a back gate, an office safe, a trading floor's door, a records room, a photo studio) and 424
# benign twins (23.4 %) in 19 languages. Blind: session 40's guard (round 59, fp50) 1322/1390 (95.1 %), 3/424 (0.71 %);
# rounds 60 and 61 and guardtime151 (tuned without it) 1322, 3.
BLIND48_FLOOR = (1388, 0)  # round 63 (session 42): 1388, 0 (the barcode and Persian false alarms mended); blind, twice (session 41): 1322, 3; round 62 (tuned): 1356, 3


def test_the_blind48_corpus_regenerates_byte_for_byte() -> None:
    assert _module("make_blind48", BLIND48_DIR).main(["--check"]) == 0


def test_blind48_corpus_floor() -> None:
    _assert_floor("measure_blind48", BLIND48_DIR, (1390, 424), BLIND48_FLOOR)


BLIND49_DIR = CORPUS_DIR.parent / "guard_corpus_blind49"
# blind49 (session 42, written blind, its generator built on benchmarks/guard_corpus_gen/blindgen.py): 1,390 secret
# rows in 12 new kinds (bookshop logins, sports-shop logins, beauty-shop logins, optician logins, toy-shop logins,
# office-supplies logins, music-gear shop logins, captcha-solver API keys, address-lookup API keys, OCR API keys,
# SMS-gateway API keys, and school parent-app logins in 18 languages; about a tenth name no service: a book-room
# cupboard, a sports hall's equipment store, a salon's product cupboard, an opticians' staff room, a nursery's toy store
# and a playground shed, a stationery cupboard, a rehearsal room, a server room, a mailroom, a scanning room, a comms
# cupboard) and 424 benign twins (23.4 %) in 19 languages. Blind: session 41's guard (round 60 off) 1292/1390 (92.95 %),
# 5/424 (1.18 %); rounds 60 (back on) and 63 (tuned without it) 1295, 10.
BLIND49_FLOOR = (1390, 0)  # round 72 (guard72, session 44): 1390, 0; round 65 (guard65, session 43): 1371, 0; round 64 (round64.py, guard64, session 42): 1367, 0; the loyalty-card label and a name called in code (lead, session 42): 1295, 0; blind, twice (session 42): 1292, 5; 1295, 10


def test_the_blind49_corpus_regenerates_byte_for_byte() -> None:
    assert _module("make_blind49", BLIND49_DIR).main(["--check"]) == 0


def test_blind49_corpus_floor() -> None:
    _assert_floor("measure_blind49", BLIND49_DIR, (1390, 424), BLIND49_FLOOR)


BLIND50_DIR = CORPUS_DIR.parent / "guard_corpus_blind50"
# blind50 (session 43, written blind, its generator built on benchmarks/guard_corpus_gen/blindgen.py): 1,390 secret
# rows in 12 new kinds (florist logins, jewellery-shop logins, bike-shop logins, garden-shop logins, greeting-card
# logins, baby-shop logins, kitchenware-shop logins, barcode-lookup API keys, public-holiday API keys, dictionary API
# keys, nutrition API keys, and parcel-app logins in 18 languages; about a tenth name no service: a flower shop's cold
# room, a jeweller's safe, a bike cage, a greenhouse padlock and an allotment gate, a church hall's post room, a pram
# store, a staff kitchen's pantry, a stockroom, a holiday cottage's key safe, a library's rare-books room, a canteen
# storeroom) and 424 benign twins (23.4 %) in 19 languages. Measured blind twice (session 43): right after its merge
# (1231ac6: rounds up to 64) 1,338 / 1,390 (96.3 %), 4 / 424 (0.94 %); with round 65 and fp66 (tuned without it)
# 1,339, 4.
BLIND50_FLOOR = (1388, 1)  # blind, twice (session 43): 1338, 4; 1339, 4; round 67 (tuned on it): 1379, 1; round 72: 1388, 1


def test_the_blind50_corpus_regenerates_byte_for_byte() -> None:
    assert _module("make_blind50", BLIND50_DIR).main(["--check"]) == 0


def test_blind50_corpus_floor() -> None:
    _assert_floor("measure_blind50", BLIND50_DIR, (1390, 424), BLIND50_FLOOR)


BLIND51_DIR = CORPUS_DIR.parent / "guard_corpus_blind51"
# blind51 (session 44, written blind, its generator built on benchmarks/guard_corpus_gen/blindgen.py): 1,390 secret
# rows in 12 new kinds (craft-shop logins, tea-and-coffee-shop logins, mattress-shop logins, outdoor-gear-shop logins,
# supplements-shop logins, shoe-shop logins, party-supplies logins, tide API keys, vehicle-lookup API keys,
# company-registry API keys, film-database API keys, and salon-booking logins in 18 languages; about a tenth name no
# service: a community centre's craft cupboard, a café's stock room and alarm, a hotel's linen store, a climbing club's
# gear store, a gym locker, a school's lost-property cupboard, a village hall's chair store, a slipway barrier, a
# workshop's key cabinet, an accountant's filing room, a cinema's projection room) and 424 benign twins (23.4 %) in 19
# languages. Measured blind twice (session 44): right after its merge (27532eb: rounds up to 67) 1,297 / 1,390
# (93.3 %), 3 / 424 (0.71 %); with round 72 and fp73 (tuned without it) 1,300, 3.
BLIND51_FLOOR = (1390, 0)  # blind, twice (session 44): 1297, 3; 1300, 3; round 76 (tuned on it): 1390, 0


def test_the_blind51_corpus_regenerates_byte_for_byte() -> None:
    assert _module("make_blind51", BLIND51_DIR).main(["--check"]) == 0


def test_blind51_corpus_floor() -> None:
    _assert_floor("measure_blind51", BLIND51_DIR, (1390, 424), BLIND51_FLOOR)


BLIND52_DIR = CORPUS_DIR.parent / "guard_corpus_blind52"
# blind52 (session 45, written blind, its generator built on benchmarks/guard_corpus_gen/blindgen.py): 1,390 secret
# rows in 12 new kinds (perfume-shop logins, flooring-shop logins, car-parts-shop logins, fishing-tackle-shop logins,
# costume-shop logins, scale-model-shop logins, transit-data API keys, museum-collection API keys, civic-data API keys,
# energy-data API keys, flight-data API keys, and driving-school logins in 18 languages; about a tenth name no service:
# a wedding venue's bridal suite, a building job's site cabin, a tyre bay's shutter, a fishery's bait freezer, a beach
# hut's padlock (its code sometimes in words), an amateur theatre's costume store, a model railway club's clubroom, a
# bus depot's mess room, a local history society's archive room, a parish noticeboard's glass case, a block of flats'
# meter cupboard, an airfield's fuel pump) and 424 benign twins (23.4 %) in 19 languages. Measured blind twice (session
# 45): right after its merge (74d5bf4: rounds up to 78) 1,183 / 1,390 (85.1 %), 2 / 424 (0.47 %); with rounds 82, 83
# and fp73's each_read (tuned without it, e860a72) 1,183, 2.
BLIND52_FLOOR = (1342, 2)  # blind, twice (session 45): 1183, 2; 1183, 2; tuned on (rounds 84, 85, session 46): 1324, 2;
# round 93 (session 47): 1333, 2; round 96 (session 47): 1334; round 201 (session 48): 1339; with round 202: 1342, 0


def test_the_blind52_corpus_regenerates_byte_for_byte() -> None:
    assert _module("make_blind52", BLIND52_DIR).main(["--check"]) == 0


def test_blind52_corpus_floor() -> None:
    _assert_floor("measure_blind52", BLIND52_DIR, (1390, 424), BLIND52_FLOOR)


BLIND53_DIR = CORPUS_DIR.parent / "guard_corpus_blind53"
# blind53 (session 46, written blind, its generator built on benchmarks/guard_corpus_gen/blindgen.py): 1,390 secret
# rows in 12 new kinds (yarn-shop logins, homebrew-shop logins, equestrian-shop logins, art-supplies-shop logins,
# record-shop logins, camera-shop logins, scripture API keys, job-listings API keys, academic-search API keys,
# earth-imagery API keys, charity-data API keys, and laundry-booking logins in 18 languages; about a tenth name no
# service: a bell tower's door, a cricket pavilion's barrel store, a livery yard's tack room, a rowing club's boathouse,
# a hospital radio studio, a heritage railway's signal box, a nature reserve's bird hide (its code sometimes digit by
# digit with dashes), a chapel's vestry, a lifeboat station's kit room, a physics roof's telescope dome, a river's
# sluice hut, a charity shop's sorting room) and 424 benign twins (23.4 %) in 19 languages. Measured blind twice (session
# 46): right after its merge (0ab73ce: rounds up to 83) 1,201 / 1,390 (86.4 %), 4 / 424 (0.94 %); with rounds 84, 85
# and fp86 (tuned without it, 72303ac) 1,283 (92.3 %), 4.
BLIND53_FLOOR = (1358, 4)  # blind, twice (session 46): 1201, 4; 1283, 4; tuned on (round 92, session 46): 1298, 4;
# round 94 (session 47: a key in a URL path, under a table's key column): 1310, 4; round 93 (an entry code at a room): 1344, 4;
# measured 1358, 0 at session 48's end


def test_the_blind53_corpus_regenerates_byte_for_byte() -> None:
    assert _module("make_blind53", BLIND53_DIR).main(["--check"]) == 0


def test_blind53_corpus_floor() -> None:
    _assert_floor("measure_blind53", BLIND53_DIR, (1390, 424), BLIND53_FLOOR)


BLIND54_DIR = CORPUS_DIR.parent / "guard_corpus_blind54"
# blind54 (session 47, written blind, its generator built on benchmarks/guard_corpus_gen/blindgen.py): 1,390 secret
# rows in 12 new kinds (telescope-shop logins, bead-supply-shop logins, vegetable-seed-shop logins, fishkeeping-shop
# logins, archery-shop logins, beekeeping-shop logins, plant-identification API keys, court-records API keys and a
# PACER login, book-metadata API keys, patent-search API keys, podcast-directory API keys, and swimming-lesson booking
# logins in 18 languages; about a tenth name no service: a planetarium's projector room, a theatre's fly floor, a farm
# shop's honesty box, a lido's plant room, a bowls club's greenkeeper's hut, a sailing club's dinghy park gate (its
# code sometimes with a space between its digits), an association apiary's shed, a campsite's drying room, a museum's
# archive store, a youth hostel's cycle store, a ferry terminal's crew room, a tennis club's ball-machine cage) and 424
# benign twins (23.4 %) in 19 languages. Measured blind twice (session 47): right after its merge (main c279a82: rounds
# up to 92) 1,341 / 1,390 (96.5 %), 7 / 424 (1.65 %); with rounds 93, 94 and fp95 (tuned without it, 20e2531) 1,344, 7.
BLIND54_FLOOR = (1390, 0)  # blind, twice (session 47): 1341, 7; 1344, 7; tuned (guard96): 1383, 7; fp97 (its 7 false alarms): 1383, 0; guard202 (its 7 label-less pairs and prose passphrases): 1390, 0


def test_the_blind54_corpus_regenerates_byte_for_byte() -> None:
    assert _module("make_blind54", BLIND54_DIR).main(["--check"]) == 0


def test_blind54_corpus_floor() -> None:
    _assert_floor("measure_blind54", BLIND54_DIR, (1390, 424), BLIND54_FLOOR)


BLIND55_DIR = CORPUS_DIR.parent / "guard_corpus_blind55"
# blind55 (session 48, written blind, its generator built on benchmarks/guard_corpus_gen/blindgen.py): 1,390 secret
# rows in 12 new kinds (magic-trick-shop logins, sheet-music-shop logins, leathercraft-supply-shop logins,
# woodworking-tool-shop logins, fountain-pen-shop logins, pottery-supply-shop logins, threat-intelligence API keys,
# pollen-forecast API keys, route-planning API keys, phone-number-validation API keys, video-game-database API keys,
# and vet-practice app logins in 18 languages; about a tenth name no service: a comedy club's green room, a church's
# organ loft, a livery stable's feed store, a model railway club's layout room, a sail loft, a crown court's robing
# room, a community garden's polytunnel, a church tower's ringing chamber, a cricket club's scorebox, a climbing
# wall's route-setting room, a marina's fuel pontoon, a recording studio's live room, some codes keyed in with the
# hash key after them) and 424 benign twins (23.4 %) in 19 languages. Measured blind twice (session 48): right after
# its merge (main 585d597: rounds up to 97) 1,308 / 1,390 (94.1 %), 9 / 424 (2.12 %); with rounds 201 and 202 (tuned
# without it, ae61016) 1,310, 9.
BLIND55_FLOOR = (1389, 0)  # blind, twice (session 48): 1308, 9; 1310, 9; guard206 (round 206): 1344, 9; fp207: 1310, 0; both (merged, measured): 1344, 0; guard213 (round 213): 1366, 0; guard212 (round 212): 1367, 0; both (merged, measured, session 49): 1389, 0


def test_the_blind55_corpus_regenerates_byte_for_byte() -> None:
    assert _module("make_blind55", BLIND55_DIR).main(["--check"]) == 0


def test_blind55_corpus_floor() -> None:
    _assert_floor("measure_blind55", BLIND55_DIR, (1390, 424), BLIND55_FLOOR)


BLIND56_DIR = CORPUS_DIR.parent / "guard_corpus_blind56"
# blind56 (session 49, written blind, its generator built on benchmarks/guard_corpus_gen/blindgen.py): 1,390 secret
# rows in 12 new kinds (bonsai-nursery logins, cheese-shop logins, dancewear-shop logins, candle-and-soap-making-supply
# logins, mushroom-growing-supply logins, circus-skills-shop logins, fuel-price API keys, lyrics API keys,
# content-moderation API keys, EV-charging-map API keys, trivia-quiz API keys, and dentist app logins in 18 languages;
# about a tenth name no service: a fencing club's armoury, a racing pigeon club's loft, a brass band's bandroom, a
# community cinema's projection booth, a judo club's mat store, a rowing club's erg room, a mountain bothy's fuel
# store, a showground's first-aid hut, a museum's handling-collection store, an allotment society's trading hut, a
# canal lock-keeper's hut, an orchard's cider barn, one code keyed Codelocks-style after the C key) and 424 benign
# twins (23.4 %) in 19 languages. Measured blind twice (session 49): right after its merge (main e8cf727: rounds up to
# 207) 1,222 / 1,390 (87.9 %), 6 / 424 (1.42 %); with rounds 212, 213 and fp214 (tuned without it, 02b90ea) 1,227, 6.
BLIND56_FLOOR = (1389, 0)  # blind, twice (session 49): 1222, 6; 1227, 6; tuned (rounds 221, 222 and fp223, merged, measured): 1374, 0; round 221 off by default (its comment): 1271, 0; session 50, round 221 on (guard224) and round 225 (guard225), merged and measured: 1389, 0
# round 221 on by default again, narrowed (session 50, guard224): 1374, 0 - `PYTHONPATH=python python
# benchmarks/guard_corpus_blind56/measure_blind56.py` (or measure_all.py's blind56 row)


def test_the_blind56_corpus_regenerates_byte_for_byte() -> None:
    assert _module("make_blind56", BLIND56_DIR).main(["--check"]) == 0


def test_blind56_corpus_floor() -> None:
    _assert_floor("measure_blind56", BLIND56_DIR, (1390, 424), BLIND56_FLOOR)


BLIND57_DIR = CORPUS_DIR.parent / "guard_corpus_blind57"
# blind57 (session 50, written blind, its generator built on benchmarks/guard_corpus_gen/blindgen.py): 1,390 secret
# rows in 12 new kinds (calligraphy-supply-shop logins, disc-golf-shop logins, cake-decorating-supply logins,
# jigsaw-puzzle-shop logins, wild-bird-food-shop logins, comic-shop logins, comic-database API keys, trading-card API
# keys, carbon-emissions API keys, background-removal API keys, print-and-mail API keys, and physio app logins in 18
# languages; about a tenth name no service: a cricket club's roller shed, a choir's music-library cupboard, an amateur
# dramatic society's prop store, a bowls club's green-keeper's shed, a school's PE cupboard, a beekeepers'
# association's extraction room, a toy library's back store, a repair café's tool cabinet, a men's shed's timber
# store, a surf lifesaving club's board rack, a parkrun's kit box, a youth club's tuck shop, one code keyed before a
# keypad's tick key) and 424 benign twins (23.4 %) in 19 languages.
BLIND57_FLOOR = (1185, 12)  # blind, twice (session 50): 1185, 12 at its merge; 1185, 12 after rounds 221 (on), 225
# (measured by `PYTHONPATH=python python benchmarks/guard_corpus_blind57/measure_blind57.py`)


def test_the_blind57_corpus_regenerates_byte_for_byte() -> None:
    assert _module("make_blind57", BLIND57_DIR).main(["--check"]) == 0


def test_blind57_corpus_floor() -> None:
    _assert_floor("measure_blind57", BLIND57_DIR, (1390, 424), BLIND57_FLOOR)


BENIGN_NOTES_DIR = CORPUS_DIR.parent / "guard_corpus_benign_notes"
# benign_notes (session 43, guardfp66): 1,190 ordinary notes about secrets with no secret in them (a password policy
# meeting, a reset reminder, a broken PIN pad, a changed door code, a key's env var named, "see 1Password", a masked
# value, a ticket or order number beside a login word, ...) in 20 languages, nine of them in non-Latin scripts.


def test_the_benign_notes_corpus_regenerates_byte_for_byte() -> None:
    assert _module("make_benign_notes", BENIGN_NOTES_DIR).main(["--check"]) == 0


BENIGN_NOTES2_DIR = CORPUS_DIR.parent / "guard_corpus_benign_notes2"
# benign_notes2 (session 44, guardfp73): 1,200 longer ordinary notes about secrets with no secret in them (minutes,
# handovers, chat exports, Markdown checklists and tables, setup notes with a fenced block of config, numbers beside
# PIN / code words) in 20 languages, nine of them in non-Latin scripts; tests/test_guard_fp73.py holds its floor.


def test_the_benign_notes2_corpus_regenerates_byte_for_byte() -> None:
    assert _module("make_benign_notes2", BENIGN_NOTES2_DIR).main(["--check"]) == 0
