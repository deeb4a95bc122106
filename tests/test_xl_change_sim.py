"""benchmarks/xl_change_sim.py: the language-aware change test measured for issue 18 (RESULTS.md, branch newest46)."""

from __future__ import annotations

import numpy as np
import pytest

from benchmarks.xl_change_sim import english, in_common_words, xl_changes


@pytest.mark.parametrize(("text", "expected"), [
    ("Our courier route: Tuesday and Thursday afternoons.", True),
    ("Breakfast 8:00-10:00 in the courtyard.", True),
    ("Factory shop open Mon-Sat 9:00-17:00.", True),
    ("QA lead: Jere Mäkinen - posts release sign-off in #qa-release.", True),  # a name's accent is no language
    ("Koerier rijdt voortaan op maandag, woensdag en vrijdag, vertrek 14:00.", False),
    ("Gerente da estação: Carla Nogueira (turno da manhã, 07-15h).", False),
    ("Ohjaustapaaminen Mikon kanssa joka toinen maanantai klo 10, Zoomissa.", False),  # ASCII, no English word
    ("Δείγματα για το εργαστήριο πάνε πλέον με Speedex, όχι ACS.", False),
    ("Podniková prodejna: po-ne 9:00-18:00.", False),
])
def test_english_tells_english_from_other_languages(text: str, expected: bool) -> None:
    assert english(text) is expected


def _vectors(*rows: tuple[float, ...]) -> np.ndarray:
    return np.array(rows, np.float64)


TEXTS = ["Our courier route: Tuesday and Thursday afternoons.",  # 0: English, older
         "Koerier rijdt voortaan op maandag, woensdag en vrijdag.",  # 1: Dutch, newer: the change
         "The shop opens at nine on weekdays.",  # 2: English, the Dutch note's nearest fact overall
         "De winkel is op zondag gesloten."]  # 3: Dutch


# 0 (English, older) and 2 (English) are each other's nearest facts (the same-language pull), so the plain
# mutual-nearest test misses the change 1 states of 0; 1 (Dutch, the newest) is 0's nearest Dutch fact and 0 is 1's
# nearest English fact, by 0.017 over 2.
VECTORS = _vectors((1.0, 0.0, 0.0), (0.97, 0.24, -0.05), (0.99, 0.0, 0.14), (0.0, 1.0, 0.0))
CREATED = [1, 4, 2, 3]


def test_a_change_across_languages_is_the_nearest_within_each_language() -> None:
    unit = VECTORS / np.linalg.norm(VECTORS, axis=1, keepdims=True)
    sims = unit @ unit.T
    np.fill_diagonal(sims, -1.0)
    assert sims[0].argmax() == 2  # the plain test: 0's nearest fact is English
    assert xl_changes(TEXTS, VECTORS, lambda i, j: CREATED[i] > CREATED[j], 0.01) == {(1, 0)}
    assert xl_changes(TEXTS, VECTORS, lambda i, j: CREATED[i] < CREATED[j], 0.01) == {(0, 1)}  # the newer is 0


def test_no_change_within_one_language_nor_under_the_margin() -> None:
    assert xl_changes(TEXTS, VECTORS, lambda i, j: CREATED[i] > CREATED[j], 0.02) == set()  # 0.017 < 0.02
    english_only = [TEXTS[0], TEXTS[2], "Deliveries come on Mondays."]
    assert xl_changes(english_only, VECTORS[[0, 2, 1]], lambda i, j: i > j, 0.0) == set()


def test_a_text_in_the_words_of_the_others_is_in_their_language() -> None:
    texts = ["The courier comes on Tuesday afternoons.", "The courier charges 8 pounds a parcel.",
             "Parcels over 10 kg go by pallet; the courier takes them.", "Koerier rijdt voortaan op maandag, vertrek 14:00."]
    assert in_common_words(texts) == [True, True, True, False]
    vectors = np.array([(1.0, 0.0, 0.0), (0.6, 0.8, 0.0), (0.0, 1.0, 0.0), (0.98, 0.0, 0.2)])
    assert xl_changes(texts, vectors, lambda i, j: i > j, 0.05, "common") == {(3, 0)}
