"""engramdb.support.answer_support: the asked slot and the question's coverage (abstention), its properties and
its floor on two shipped evaluation sets with the hashing embedder."""

from __future__ import annotations

import re

import numpy as np
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from engramdb import MemoryStore, _core, support
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import evaluate, shipped_quality_sets
from engramdb.support import (
    ANSWER_DEPTH,
    MET_SECOND,
    PARAPHRASE_WORDS,
    UNHELD_WEIGHT,
    UNHELD_WORDS,
    AnswerSupport,
    answer_support,
    asked_slot,
)

from .reference import lexical_tokens


class _Hit:  # what answer_support reads of a hit: its text and fused score (0: only the top hit is read)
    def __init__(self, text: str, relevance: float = 0.5, final: float = 0.0) -> None:
        self.text, self.relevance, self.final = text, relevance, final


@pytest.mark.parametrize(("question", "slot"), [
    ("What is Odile Kwarteng's email address?", "email"),
    ("What is Odile's email?", "email"),
    ("What did the pupil ask for in this morning's email?", None),  # the e-mail is the subject, not asked for
    ("What is Ruairi Fenlon's phone number?", "phone"),
    ("When will the wet ramp by the Garden Room be repaired?", "date"),
    ("On what date does the book sale start?", "date"),
    ("How long does a lesson last?", "duration"),
    ("How much does it cost to hire the barn for a wedding?", "money"),
    ("What is the price of a bottle of the sparkling rosé?", "money"),
    ("Wie viel kostet eine Flasche?", "money"),
    ("How many people can sit in the tasting room at once?", "count"),
    ("Who broke the padlock on the captain's chest?", "person"),
    ("Which school offered to sing carols on the ward?", "named"),
    ("Which variety of daffodil did the garden team plant?", "named"),
    ("Why was the terrace closed?", "cause"),
    ("Where is the spare key kept?", "place"),
    ("What is Moira's postal address?", "address"),
    ("What is the impact factor of Coral Reefs?", "number"),
    ("Do we hire out paddleboards?", None),
    ("What does Klára do for a living?", None),
    ("Do teenagers have to pay for their routine exams?", None),  # a yes/no question asks for no value
    ("What time does the hen party session on 28 November start?", "clock"),
    ("What is the padlock code for the equipment container?", "code"),
    ("What is Lena Vogt's Instagram handle?", "code"),
    ("What is the harbour master's name?", "person"),
    # the pattern matching first in the clause wins: a name is asked, the price is what the piece was paid
    ("Which artist did the back piece that was paid on invoice INV-30561?", "named"),
    # the slot words of a clause that asks nothing ("charge") do not count; the asking clause is a yes/no question
    ("He is worried about the cost of a new lens, so do we charge for small repairs?", None),
    ("I passed twenty years ago and I'm rather shaky; what do you charge for a refresher lesson?", "money"),
    ("What is Giulia's surname?", "surname"),
    ("What is Mme Lavoie's first name?", "surname"),
    ("What was the name of the guest who slipped on the descent?", "person"),  # any tense of the verb
    ("What were their names?", "person"),
])
def test_asked_slot(question: str, slot: str | None) -> None:
    assert asked_slot(question) == slot
    assert answer_support(question, []).slot == slot


@pytest.mark.parametrize(("question", "without", "with_answer"), [
    ("How much does it cost to hire the barn for a wedding?",
     "The barn can be hired for private events of up to 80 guests.",
     "Hiring the barn for a wedding costs 900 pounds."),
    ("Which school offered to sing carols on the ward?",
     "This morning a local school rang offering to sing carols on the ward.",
     "This morning St Aidan's School rang offering to sing carols on the ward."),
    ("When will the wet ramp by the Garden Room be repaired?",
     "A volunteer slipped on the wet ramp by the Garden Room.",
     "The wet ramp by the Garden Room will be repaired on 14 November."),
    ("What is Ruairi Fenlon's phone number?",
     "Ruairi Fenlon manages the vines and the picking crew.",
     "Ruairi Fenlon's phone number is 07700 900431."),
    ("Who left the walking stick on minibus 3?",
     "Yesterday a walking stick was left on minibus 3.",
     "Yesterday Mrs Hale left a walking stick on minibus 3."),
])
def test_the_top_hit_holding_the_asked_value_is_supported_more(question: str, without: str,
                                                               with_answer: str) -> None:
    """The near miss (the subject, not the value asked for) meets no slot; the answer meets it and scores higher."""
    others = [_Hit("The shop sells local cheeses."), _Hit("Dogs are welcome on the terrace.")]
    missed = answer_support(question, [_Hit(without), *others])
    found = answer_support(question, [_Hit(with_answer), *others])
    assert missed.met == 0.0 and found.met == 1.0
    assert found.score > missed.score


def test_the_asking_clause() -> None:
    """The clause after the question's last clause break, when it ends in "?"; else the whole question."""
    from engramdb.support import asking_clause

    assert asking_clause("we have a group of 12; how much is it?") == "how much is it?"
    assert asking_clause("the café trained on wednesday: which blend do they order?") == "which blend do they order?"
    assert asking_clause("it broke, so do we charge for that?") == "do we charge for that?"
    assert asking_clause("tell me the price. thanks") == "tell me the price. thanks"
    assert asking_clause("how much is it?") == "how much is it?"


@pytest.mark.parametrize("question", [
    "what time does dr. patel see patients?",
    "which room is mrs. o'neill's class in on st. james street?",
    "where do we buy fruit, e.g. apples and pears?",
    "wann kommt hr. müller, z.b. am montag?",
    "quel fruit, p.ex. une pomme, faut-il acheter ?",
    "is j. r. smith's booking confirmed?",
])
def test_an_abbreviation_ends_no_clause(question: str) -> None:
    """A period after an abbreviation ("Dr.", "Mrs.", "St.", "e.g.", "z.B.", "p.ex.") or an initial ("J.") ends
    no clause: the asking clause is the whole question, and so is the slot it asks for."""
    from engramdb.support import asked_slot, asking_clause

    assert asking_clause(question) == question
    assert asking_clause("dr. patel is away; what time does dr. lee start?") == "what time does dr. lee start?"
    assert asking_clause("we met dr. lee. what is the fee?") == "what is the fee?"
    assert asked_slot("What time does Dr. Patel see patients?") == "clock"


@pytest.mark.parametrize(("question", "without", "with_answer"), [
    ("What roast level is the Kenyan AA?",  # an identifier's digits are no number
     "Roast batch RB-2207 of the Kenyan AA was withdrawn.", "The Kenyan AA is roasted to level 3, a light roast."),
    ("How long did the power cut on Linnet Street last?",  # a time word without a unit and a number is no duration
     "This morning's class was taught by candlelight because of a power cut on Linnet Street.",
     "The power cut on Linnet Street lasted two hours."),
    ("What time does the hen party session on 28 November start?",  # a day is no time of day
     "Booking YG-3302: a private session for a hen party of ten on 28 November.",
     "The hen party session on 28 November starts at 7 pm."),
    ("What is the padlock code for the equipment container?",
     "The padlock code for the equipment container is held by the committee.",
     "The padlock code for the equipment container is 4471."),
    ("Who will replace the cracked flue liner at Hill View Farm?",  # a day and a place in the question are no one
     "On Monday the camera inspection at Hill View Farm found a cracked flue liner.",
     "On Monday Dafydd Rees will replace the cracked flue liner at Hill View Farm."),
    ("Who are Rupert Lindahl's referees?",  # an identifier names no person
     "Volunteer application VA-5529 from Rupert Lindahl is waiting for references.",
     "Rupert Lindahl's referees are Joan Ames and Ravi Shah."),
])
def test_a_value_of_another_kind_is_no_answer(question: str, without: str, with_answer: str) -> None:
    others = [_Hit("The shop sells local cheeses.")]
    assert answer_support(question, [_Hit(without), *others]).met == 0.0
    assert answer_support(question, [_Hit(with_answer), *others]).met == 1.0


@pytest.mark.parametrize(("question", "without", "with_answer"), [
    # a date is a date or a time, not any digits nor a loose word of time ("by")
    ("When did I buy the Brompton?", "Bike: black Brompton C Line, frame number 2207-118-53, insured by Hepster.",
     "Bought the Brompton on 12 March 2024."),
    ("When was PR #405 merged?", "Issue 398 was closed by PR #405.", "PR #405 was merged on 2026-10-02."),
    # an e-mail address, not a handle
    ("What is Marta Torres's email address?", "Marta Torres (@mtorres) reports rendering bugs.",
     "Marta Torres writes from marta.torres@example.org."),
    # an acronym names no one; the question's own name with a possessive is no new name
    ("Who ran the full refresh on fct_events?", "Someone ran a full refresh on fct_events: the XL warehouse ran 9 hours.",
     "The full refresh on fct_events was run by Femi."),
    ("What is the name of Hulme Primary's head teacher?",
     "Hulme Primary's head teacher asked why the traps were still out.",
     "Hulme Primary's head teacher is Mrs Okafor."),
    # a surname or a first name: the question's name written beside another name
    ("What is Giulia's surname?", "Staff: Giulia (supervisor, Thursday to Sunday), Tom and Ama (weekends).",
     "Staff: Giulia Rossi (supervisor, Thursday to Sunday)."),
    ("What is Mme Lavoie's first name?", "Mme Lavoie teaches the grade 3 class.",
     "Mme Sophie Lavoie teaches the grade 3 class."),
    # "how many <noun>": a number beside the noun, when the memory names it
    ("How many kits did Garnwerk order last quarter?",
     "Garnwerk, a yarn shop in Hamburg, orders kits every quarter at 40% off retail.",
     "Garnwerk ordered 24 kits last quarter at 40% off retail."),
    # a code beside the kind of code asked for, when the memory names it
    ("What is the roller-door alarm code?",
     "Workshop hours Monday to Friday 8:00-17:00. Jess holds the roller-door alarm code.",
     "Workshop hours Monday to Friday 8:00-17:00. The roller-door alarm code is 5512."),
    # "which <kind>": a name beside that kind, when the memory names it
    ("Which vet treated the spaniel in Didsbury?",
     "A customer's spaniel chewed a bait tray in Didsbury; emergency vet, and we paid the 380-pound bill.",
     "A customer's spaniel chewed a bait tray in Didsbury; the vet was Rosehill Vets, and we paid the bill."),
    # a price written without a currency
    ("How much is a single scoop?", "A single scoop comes in a cup or a cone.", "Price board: one scoop 4.20, two 5.80."),
    # a phone number has seven digits or more, outside a date, a ticket number and an identifier
    ("What is Fiona Baxter's phone number?",
     '{"job":"RJ-2641","client":"Mrs Fiona Baxter","start":"2026-12-19 14:30","ticket":"#58213 30/10"}',
     "Fiona Baxter prefers calls: 0141 496 0183."),
    # "the name of <a role>": a new name beside that role, when the memory names it
    ("What was the name of the guest who slipped on the Passo Farangole descent?",
     "07 Sep: guest (DE, 58) slipped on the Passo Farangole descent; Soccorso Alpino flew her to Feltre hospital.",
     "07 Sep: our guest Hanna Vogel slipped on the Passo Farangole descent."),
])
def test_the_asked_value_itself_is_the_answer(question: str, without: str, with_answer: str) -> None:
    """Near misses that hold something like the asked value (digits, a handle, an acronym, the subject's own first
    name, a number or a code beside something else) meet no slot; the answer meets it."""
    others = [_Hit("The shop sells local cheeses.")]
    assert answer_support(question, [_Hit(without), *others]).met == 0.0
    assert answer_support(question, [_Hit(with_answer), *others]).met == 1.0


@pytest.mark.parametrize(("question", "without", "with_answer"), [
    # a currency code or a currency's name, a rate per unit
    ("How much is a day trip to the waterfalls?", "The day trip to the waterfalls leaves at 8 from the square.",
     "The day trip to the waterfalls costs 350 MAD per person."),
    ("How much does the boatman charge for a day?", "The boatman fixes his own engine.",
     "The boatman charges 750,000 IDR a day."),
    ("How much grant money is left?", "The grant pays for sequencing and travel.", "Grant: 4,100 dinars left."),
    ("How much is a bound copy of the thesis?", "Bound copies of the thesis go out by courier.",
     "Bound thesis copies are 49 a copy from November."),
    # "how much <noun>" naming no money asks for a quantity
    ("How much syrup did each hive get in September?", "In September each hive was checked for mites.",
     "In September each hive was fed 8 litres of syrup."),
    # a "-free" compound is no price
    ("How much is a can of the lemonade?", "The vending machine sells sugar-free lemonade in 2 flavours.",
     "A can of the lemonade is 1.20."),
])
def test_answer_support_reads_amounts_the_shared_money_test_does_not(question: str, without: str,
                                                                       with_answer: str) -> None:
    """answer_support's money slot (support._money_met): currency codes and names, rates, the quantity "how much
    <noun>" asks for; slot_first keeps the shared test."""
    others = [_Hit("The shop sells local cheeses.")]
    assert asked_slot(question) == "money"
    assert answer_support(question, [_Hit(without), *others]).met == 0.0
    assert answer_support(question, [_Hit(with_answer), *others]).met == 1.0


def test_the_money_reading_of_answer_support_leaves_slot_first_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    """The shared test, which slot_first reads, meets a currency code alone only with lookups153's SLOT_MONEY_WIDE
    (slot_first reads the codes answer_support reads); answer_support's own reading meets it either way."""
    question, text = "How much is a day trip to the waterfalls?", "The day trip to the waterfalls: 350 MAD per person."
    assert support.fills_asked_slot(question, text) is True
    assert answer_support(question, [_Hit(text)]).met == 1.0
    monkeypatch.setattr(support, "SLOT_MONEY_WIDE", False)
    assert support.fills_asked_slot(question, text) is False
    assert answer_support(question, [_Hit(text)]).met == 1.0


@pytest.mark.parametrize(("question", "slot", "without", "with_answer"), [
    ("Wie lautet die Telefonnummer der Praxis Sonnenhof?", "phone",
     "Die Praxis Sonnenhof hat dienstags geschlossen.", "Praxis Sonnenhof: Tel. 0711 4482 190."),
    ("Qual è il numero di telefono del signor Ferri?", "phone", "Il signor Ferri passa il martedì.",
     "Il signor Ferri: 333 812 4471."),
    ("Quel est le nom de famille de Mathilde ?", "surname", "Équipe : Mathilde (caisse), Paul (cave).",
     "Équipe : Mathilde Roux (caisse), Paul (cave)."),
    ("Quanto guadagna Marco all'ora?", "money", "Marco lavora il sabato mattina.", "Marco: 14 euro all'ora."),
])
def test_a_question_in_another_language_asks_for_a_value_too(question: str, slot: str, without: str,
                                                              with_answer: str) -> None:
    """A phone number, a surname, an amount asked in German, Italian, French...: the English slot patterns read none of
    them (a near miss read as asking nothing is met); answer_support's foreign slots do."""
    others = [_Hit("The shop sells local cheeses.")]
    assert asked_slot(question) is None  # the shared patterns, which slot_first reads, are unchanged
    got = answer_support(question, [_Hit(without), *others])
    assert got.slot == slot and got.met == 0.0
    assert answer_support(question, [_Hit(with_answer), *others]).met == 1.0


@pytest.mark.parametrize("question", [
    "Jak zapisać treść bileciku, którą klient dyktuje przez telefon?",  # by phone: no number asked
    "Una signora al telefono chiede se siamo aperti lunedì mattina?",
])
def test_a_phone_in_another_language_is_asked_with_its_number(question: str) -> None:
    assert answer_support(question, [_Hit("Wir haben montags geschlossen.")]).slot is None


def test_the_second_hit_meets_the_slot_at_a_fraction() -> None:
    """A multi-hop answer in the second hit counts MET_SECOND; the third hit is not read for the slot."""
    question = "Who ran yesterday's clinic?"
    clinic, runner = _Hit("yesterday's clinic covered release technique."), _Hit("The clinic is run by Ayesha Khan.")
    other = _Hit("The field was waterlogged.")
    assert answer_support(question, [runner, clinic]).met == 1.0
    assert answer_support(question, [clinic, runner]).met == MET_SECOND
    assert answer_support(question, [clinic, other, runner]).met == 0.0
    assert answer_support(question, [clinic, runner]).score > answer_support(question, [clinic, other]).score


def test_a_hit_below_the_top_counts_at_its_fused_scores_share() -> None:
    """The answer ranked second (a ranking miss) supports the recall at its fused score over the top hit's; a hit
    far below the top, or one without a score, does not outweigh the top hit."""
    question = "How much does it cost to hire the barn for a wedding?"
    near_miss, answer = "The barn can be hired for private events of up to 80 guests.", "The barn costs 900 pounds."
    alone = answer_support(question, [_Hit(near_miss, final=0.8)])
    close = answer_support(question, [_Hit(near_miss, final=0.8), _Hit(answer, final=0.6)])
    assert close.hit == 1 and close.met == 1.0
    own = answer_support(question, [_Hit(answer, final=0.6), _Hit(near_miss, final=0.8)])  # its own score at rank 0
    assert close.score == pytest.approx(0.75 * 0.5 * (1.0 + close.coverage)) and close.score > alone.score
    assert own.score >= close.score
    far = answer_support(question, [_Hit(near_miss, final=0.8), _Hit(answer, final=0.1)])
    assert far.hit == 0 and far.score == pytest.approx(0.5 * (far.met + far.coverage))
    unscored = answer_support(question, [_Hit(near_miss, final=0.8), _Hit(answer, final=float("nan"))])
    assert unscored.hit == 0
    assert answer_support(question, [_Hit(near_miss), _Hit(answer)]).hit == 0  # no fused score: the top hit only


def test_the_words_no_hit_holds_count_as_unheld_words_at_most() -> None:
    """One word no memory holds is the asked thing they never name; three count as UNHELD_WORDS words; from
    PARAPHRASE_WORDS on the question is worded unlike the memories and only the words some hit holds count."""
    hits = [_Hit("We hire out canoes and kayaks by the hour."), _Hit("The boathouse opens at 9 am.")]
    one = answer_support("Do we hire out paddleboards?", hits).coverage
    two = answer_support("Do we hire out paddleboards or surfboards?", hits).coverage
    three = answer_support("Do we hire out paddleboards, surfboards or wetsuits?", hits).coverage
    many = answer_support("Do we hire out paddleboards, surfboards, wetsuits, helmets, gloves or lifejackets?",
                          hits).coverage
    assert UNHELD_WORDS == 2 < PARAPHRASE_WORDS == 4 and one > two
    assert three == pytest.approx(two)
    assert many == 1.0  # "hire", the one word a hit holds, is the top hit's
    assert answer_support("Do we hire out paddleboards, surfboards, wetsuits, helmets, gloves or lifejackets?",
                          hits[::-1]).coverage == 0.0


def test_the_asked_word_no_hit_holds_outweighs_the_held_ones() -> None:
    """A near miss holding every word but the asked one reads as mostly uncovered: the unheld word weighs UNHELD_WEIGHT
    times the largest idf."""
    hits = [_Hit("Depot: unit 3, Claro Court, Harrogate. Water fill is there."), _Hit("Van 2 is at the depot.")]
    near_miss = answer_support("What is the rent on unit 3 at Claro Court?", hits)
    assert UNHELD_WEIGHT > 1.0 and near_miss.coverage < 0.25
    assert answer_support("Where is unit 3 at Claro Court?", hits).coverage == 1.0


def test_a_question_no_hit_shares_a_word_with_is_not_covered() -> None:
    """Worded unlike the memories and holding none of their words: nothing is covered (before, the empty count read as
    full coverage, and an off-topic question scored as an answered one)."""
    hits = [_Hit("The VAT return for the quarter was filed on 4 August."), _Hit("The till system is Pharmtill.")]
    got = answer_support("How much was spent on the staff Christmas party?", hits)
    assert got.coverage == 0.0 and got.score == pytest.approx(0.5 * got.met)
    short = answer_support("Who painted the mural?", hits)  # three unheld words: counted as before
    assert short.coverage == 0.0


def test_a_value_the_question_already_holds_is_no_answer() -> None:
    """"minibus 3" names the 3: a memory whose only number is that 3 holds no count."""
    assert answer_support("How many seats has minibus 3?", [_Hit("Minibus 3 has a rear lift.")]).met == 0.0
    assert answer_support("How many seats has minibus 3?", [_Hit("Minibus 3 has 16 seats.")]).met == 1.0


def test_a_word_no_memory_holds_counts_as_uncovered() -> None:
    hits = [_Hit("We hire out canoes and kayaks by the hour."), _Hit("The boathouse opens at 9 am.")]
    assert answer_support("Do we hire out paddleboards?", hits).coverage < 0.5
    assert answer_support("Do we hire out kayaks?", hits).coverage == 1.0


def test_an_english_question_is_read_by_every_word() -> None:
    """A near miss whose asked words no memory holds ("supporters", "Patreon") is not taken for another language."""
    hits = [_Hit("The show averages about 4,200 downloads per episode."), _Hit("The show is hosted on Buzzsprout.")]
    assert answer_support("How many supporters does the show have on Patreon?", hits).coverage < 0.5


def test_a_question_in_another_language_is_not_read_by_its_foreign_words() -> None:
    """Most of its tokens are in no hit: only the tokens some hit holds count (here the name, held by the top hit)."""
    hits = [_Hit("Ruairi Fenlon manages the vines and the picking crew."), _Hit("The barn holds 80 guests.")]
    assert answer_support("¿Quién es Ruairi Fenlon y qué hace en la bodega?", hits).coverage == 1.0
    assert answer_support("¿Quién es Ruairi Fenlon y qué hace en la bodega?", hits[::-1]).coverage == 0.0


def test_a_question_in_the_memories_own_language_is_read_by_every_word() -> None:
    """A question in another language than English whose tokens the hits mostly hold is in the memories' language:
    the asked word no hit holds ("alt") counts as uncovered, as in an English question."""
    hits = [_Hit("Sa 31.10. Notfall: Labrador Bruno hat eine Socke erbrochen, ambulant entlassen."),
            _Hit("Katze Luna ist der Labrador von Frau Lorenz nicht.")]
    asked = answer_support("Wie alt ist der Labrador Bruno?", hits).coverage
    assert asked < 0.5 < answer_support("Ist der Labrador Bruno entlassen?", hits).coverage


def test_no_hits_no_support() -> None:
    assert answer_support("How much is the tasting?", []) == AnswerSupport(0.0, 0.0, "money", 0.0)


_WORDS = st.sampled_from(["barn", "hire", "wedding", "costs", "900", "pounds", "Ines", "shoe", "size", "31",
                          "school", "Which", "When", "How", "much", "many", "is", "the", "?", "on", "14",
                          "November", "St", "Aidan's", "phone", "number", "07700", "900431", "kostet", "wie"])
_TEXT = st.lists(_WORDS, min_size=0, max_size=12).map(" ".join)


@settings(max_examples=200, deadline=None)
@given(_TEXT, st.lists(_TEXT, min_size=1, max_size=ANSWER_DEPTH + 3))
@example("barn wedding barn", ["barn hire barn"])  # a swapped word: the score lowered by SWAPPED_MISSING
def test_answer_support_is_bounded_and_reads_the_top_hit(question: str, texts: list[str]) -> None:
    """score = (met + coverage) / 2 in [0, 1]; a top hit holding the whole question covers it fully; hits past
    ANSWER_DEPTH are not read. abstain189's three factors (a swapped word, last year asked, an indefinite "which X")
    only ever lower a score: the identity is read with them off, and with them on the score is at most that."""
    hits = [_Hit(t) for t in texts]
    lowered = answer_support(question, hits)
    switches = {name: getattr(support, name) for name in ("SWAPPED_WORD", "LAST_YEAR", "INDEFINITE_ASKED",
                                                                "SELF_NAMED", "SO_CLAUSE", "PRIOR_ASKED", "RECORD_ASKED")}
    try:
        for name in switches:
            setattr(support, name, False)
        got = answer_support(question, hits)
    finally:
        for name, value in switches.items():
            setattr(support, name, value)
    assert 0.0 <= lowered.score <= got.score + 1e-12
    assert 0.0 <= got.coverage <= 1.0
    assert got.met in (0.0, MET_SECOND, 1.0)
    asked = support._without_anchor(question)  # a hit without the asked noun or a name of the question counts less
    factor = support._noun_factor(support._missing_noun_stems(asked), hits[got.hit].text) * support._name_factor(
        support._asked_names(asked), hits[got.hit].text)
    assert got.score == pytest.approx(0.5 * (got.met + got.coverage) * factor)
    assert lowered == answer_support(question, hits[:ANSWER_DEPTH])
    assert answer_support(question, [_Hit(question + " " + texts[0]), *hits[1:]]).coverage == 1.0


@pytest.mark.parametrize(("name", "floor"), [("v2", 0.77), ("holdout7", 0.84), ("holdout8", 0.79),
                                             ("holdout12", 0.81), ("holdout13", 0.85), ("holdout14", 0.76)])
def test_answer_support_beats_the_older_scores_with_hashing(name: str, floor: float) -> None:
    """Floors on six tuning sets with the hashing embedder (benchmarks/RESULTS.md, "abstain44 (session 26)": 0.782,
    0.855, 0.803, 0.828, 0.862 and 0.774)."""
    store = MemoryStore(clock=EVAL_NOW.timestamp)
    report = evaluate(store, read_case_set(shipped_quality_sets()[name], store=store).cases)
    answer = report.overall["abstention_auroc_answer"]
    assert isinstance(answer, float) and answer >= floor
    assert answer > max(float(report.overall["abstention_auroc"] or 0.0),
                        float(report.overall["abstention_auroc_relevance"] or 0.0)) + 0.05


def test_the_asked_words_skip_only_patterns_that_cannot_match() -> None:
    """Each slot's words let a question skip its pattern: on every question of the shipped sets, the slot found
    with the skip is the slot the patterns alone find."""
    import json

    from engramdb import support

    questions = [json.loads(line)["question"] for path in shipped_quality_sets().values()
                 for line in path.read_text(encoding="utf-8").splitlines() if '"type": "case"' in line]
    assert len(questions) > 2000
    for question in questions:
        low = support.asking_clause(question.lower())
        found = [(m.start(), i, name) for i, (name, _, pattern, _) in enumerate(support._SLOTS)
                 if (m := pattern.search(low)) is not None]
        alone = None if support._YES_NO.match(low) or not found else min(found)[2]
        if alone is None and not support._YES_NO.match(low) and support.MORE_NUMBER_ASKED and \
                support._MORE_NUMBER_ASKED.search(low) is not None:
            alone = "number"  # newest111's words, read where no slot of _SLOTS is asked
        if alone == "place" and support.PRICE_WHERE_ASKED and support._WHERE_PRICE.search(low) is not None:
            alone = "money"  # numwords220's "where is the price"
        if alone is None and not support._YES_NO.match(low) and (support._charging_asked(low)
                                                                 or support._sold_for_asked(low)
                                                                 or support._wants_for_asked(low)):
            alone = "money"  # newest125's "what ... charging", newest132's "what ... sell ... for", where no slot is asked
            # (and numwords220's "what ... want ... for")
        assert asked_slot(question) == alone, question


_PIECES = st.lists(st.sampled_from(["barn", "Barn", "hire", "hired", "INV-2291", "e12", " ", " ", ", ", "-", "'s",
                                    "café", "東京", "the", "of", "costs", "900", "?"]), max_size=12).map("".join)


@settings(max_examples=300, deadline=None)
@given(_PIECES, st.lists(_PIECES, max_size=6), st.lists(_PIECES, max_size=3))
def test_token_holders_are_the_references(question: str, texts: list[str], skipped: list[str]) -> None:
    """The native pass against the plain-Python tokens (tests/reference.py): the question's distinct tokens not
    skipped, ascending; how many texts hold each; whether the first does."""
    skip = np.unique(np.array([t for s in skipped for t in lexical_tokens(s)[0]], dtype=np.uint64))
    tokens, held_by, in_first = _core.token_holders(question, texts, skip)
    want = sorted(set(lexical_tokens(question)[0]) - set(skip.tolist()))
    holds = [set(lexical_tokens(t)[0]) for t in texts]
    assert tokens.tolist() == want
    assert held_by.tolist() == [sum(t in h for h in holds) for t in want]
    assert in_first.tolist() == [bool(holds) and t in holds[0] for t in want]


def test_token_holders_refuse_bad_input() -> None:
    with pytest.raises(TypeError):
        _core.token_holders(b"barn", ["barn"], np.zeros(0, np.uint64))  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        _core.token_holders("barn", "barn", np.zeros(0, np.uint64))
    with pytest.raises(TypeError):
        _core.token_holders("barn", [b"barn"], np.zeros(0, np.uint64))  # type: ignore[list-item]
    with pytest.raises(ValueError):
        _core.token_holders("barn", ["barn"], np.array([3, 1], np.uint64))
    with pytest.raises(ValueError):
        _core.token_holders("barn", ["barn"], np.zeros((2, 2), np.uint64))


def _new_date_reference(low: str, question: str) -> bool:
    """support._new_date as first written: the identifiers blanked before every search, nothing cached."""
    if (support._words(low) & support._DATE_WORDS) - support._words(question):
        return True
    values = re.compile(support._DATE_VALUE.pattern.removeprefix("(?=[\\dq])"))
    return bool(set(values.findall(support._CODE.sub(" ", low))) - set(values.findall(question)))


_DATE_PARTS = st.sampled_from(["2026", "14", "3rd", "12/05", "2026-10-27", "10:30", "7pm", "9 am", "q3", "-", "/", ".",
                               ":", " ", "ab", "RB-2207", "x1", "q1-2", "am", "pm", "on", "may", "day", "12-05-x1",
                               "5th-ab1", "frame", "2207-118-53", "#405", "1.5", "ab/1.51.5"])


@settings(max_examples=500, deadline=None)
@given(st.lists(_DATE_PARTS, max_size=10).map("".join), st.lists(_DATE_PARTS, max_size=6).map("".join))
def test_the_date_test_matches_its_reference(text: str, question: str) -> None:
    """The fast date test (a lookahead before the value pattern, the identifiers blanked only in a text holding a
    value, the question's side cached) answers as the reference does."""
    low, q = text.lower(), "when is " + question.lower() + "?"
    assert support._new_date(low, q) == _new_date_reference(low, q)
