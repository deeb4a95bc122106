"""Round 11 of the secret guard (issue 13): door, gate, alarm and locker codes of four or five digits, or with a
keypad letter first, after the language's word for "code", and the near-misses the wider rule must leave alone."""

from __future__ import annotations

import pytest

from engramdb.guard.secrets import find_secrets


def _refused(text: str) -> bool:
    return bool(find_secrets(text))


@pytest.mark.parametrize("text", [
    "Der Türcode ist 4821.",                          # German compound, four digits
    "Koden till porten är 5137.",                     # Swedish, inflected word
    "El código del portal es 35950. Sube al 3ºB.",    # Spanish, five digits
    "Kód od vchodu je 67052, pak 3. patro vpravo",    # Czech, a comma ends the clause
    "A kapukód 61183, utána harmadik emelet",         # Hungarian compound
    "Laiptinės kodas 28583",                          # Lithuanian, end of text
    "Код домофона B6020, потом 5 этаж",               # Russian, keypad letter first
    "Ulko-oven koodi B9356, rappu C",                 # Finnish, keypad letter first
    "Il codice del portone è C9466, poi scala C",     # Italian, keypad letter first
    "Sejf na klucze obok drzwi, kod 8 9 6 6",         # Polish, digits typed one by one
    "Alarmkoden er 922522 – tast den inden 30 sek",   # Danish, six digits (round 10's) before a dash
    "The door code is 4862.",                         # English, stated
    "Kaapin koodi 831247",                            # Finnish: the "pin" of "Kaapin" is no label, "koodi" is
    "Olimpin kodu: 482913.",                          # Turkish, the same
])
def test_a_short_code_ending_its_labels_clause_is_refused(text: str) -> None:
    assert _refused(text), text


@pytest.mark.parametrize("text", [
    "Il codice è valido per 6000 secondi.",           # four digits that do not end their clause (a unit)
    "El código tiene 1000 líneas.",                   # the same, a count
    "Der Code hat 4096 Zeilen.",
    "Kod 1234 wygasa po 10 minutach.",                # the number does not end its clause
    "Kod kraju 0048.",                                # a country's dialling code, named
    "Código de área 0800.",                           # an area code, accented
    "Código del país 0034.",
    "Код региона 7701.",                              # a region's code
    "Le code postal est 75011.",                      # a postal code
    "Der Fehlercode ist 4041.",                       # an error code
    "Kod rabatowy 5511.",                             # a discount code
    "Le code de ma carte a changé en 2024.",          # a year
    "The door code is 1111.",                         # one repeated digit
    "code 4821",                                      # "code" alone, unstated (round 8's near-miss)
    "Der Türcode hat 4 Ziffern.",                     # a policy: no value
    "Kaapin koodi on 2024.",                          # a later code word still judges its value: a year
    "spinning class at 1800",                         # "pin" inside a word, and no code word after it
])
def test_a_near_miss_of_a_short_labelled_code_is_not_refused(text: str) -> None:
    assert not _refused(text), text


@pytest.mark.parametrize("text", [
    "La combinazione della cassaforte è 66099",       # Italian: combination word, stated
    "gym locker 117, combo 15-23-16",                 # English: a dial's numbers right after "combo"
    "Le cadenas du vélo c'est 835. appeler le plombier",  # French padlock, three digits, stated
    "caja fuerte del armario: 718413, ahí están los pasaportes",  # Spanish safe, after a colon
    "Kombinationen till kassaskåpet är 39856",        # Swedish
    "Fahrradschloss Zahlenkombination 8283",          # German: the label's second word is the combination's
    "Der Tresor: 4719.",                              # German safe
    "Kombinacja: 12-34-56",                           # Polish dial
])
def test_a_locks_combination_stated_without_the_word_code_is_refused(text: str) -> None:
    assert _refused(text), text


@pytest.mark.parametrize("text", [
    "Locker: 117",                                    # a locker's own number (lockers are left out)
    "Die Kombination kostet 1500 Euro.",              # a price, the clause goes on
    "Die Kombination kostet 1500.",                   # unstated, not right after the word
    "The combination has 3 numbers.",
    "Combination 2 of 3.",
    "Das Schloss wurde 1869 gebaut.",                 # a castle and a year
    "Das Schloss ist von 1869.",
    "Le coffre fait 450 litres.",                     # a car's boot
    "Le coffre : 450 L",                              # a quantity, the clause goes on
    "La combinación ganadora es 2024.",               # a year
    "A combinação de cores é 123 e 456.",             # the clause goes on
    "The safe limit is 1000.",                        # English "safe" is no lock's word here
    "Kombinacja liczb 1234 i 5678 daje wynik.",
])
def test_a_near_miss_of_a_locks_combination_is_not_refused(text: str) -> None:
    assert not _refused(text), text
