"""Round 206: an entry code told with another link than "is" (guard/round206.py) - a verb of entry ("opens with",
"let yourself into ... with"), "for <the place> it's <digits>", or a place's code asked for and answered. The twins
come first: the same links with a number that opens nothing (a season, an exhibition, a show's count, a numbered
room, a year, a time, a phone number, a price), a code that is no secret (an area's, a post code, a discount's, an
error's), a clause that tells nothing to do; then round 201's, round 93's and guard96's twins; then made-up secrets.
Every sentence here is invented for the test."""

from __future__ import annotations

import pytest

from engramdb.guard import find_secrets, find_secrets_many, round206
from tests.test_guard_round93 import TWINS as R93_TWINS
from tests.test_guard_round96 import ENTRY_TWINS as R96_TWINS
from tests.test_guard_round201 import NUMBERED_TWINS as R201_TWINS
from tests.test_guard_round201 import SECRETS as R201_SECRETS


def _row(text: str) -> bool:
    return any(validate(m) is not None for _, finder, _, validate in round206.ROWS for m in finder.finditer(text))


def _refused(text: str) -> bool:
    return bool(find_secrets(text))


TWINS = [
    # "opens with": a season, a show, an exhibition, a count, a numbered thing, a year, a time
    "the season at the cricket club opens with 1200 members, put the date in the diary",
    "the exhibition at the museum opens with 4417 visitors expected, put the chairs out",
    "the show at the theatre opens with 1250, put the programmes on the seats",
    "the festival on the green opens with 1987, the tents are in the barn",
    "the meeting room at the office opens with 4102, put the chairs back",
    "the hall at the school opens with 0800, put the chairs out",
    "the gate at the car park opens with 4417, close it behind you",
    "the shop on Mill Street opens with 1402, the bread is on the shelf",
    "the café at the station opens with 0930, the menus are on the tables",
    "the boiler in the cellar opens with 1250, the manual is in the drawer",
    "the kiln shed at the pottery opens with 4417 on the keypad, the view is lovely",
    "the kiln shed at the pottery opens with 4417, turn left at the lifts",
    "the kiln shed at the pottery opens with 4417, second floor, put the mats back",
    "the kiln shed at the pottery opens with 01234567, leave a message",
    "the kiln shed at the pottery opens with 2024, put the pots back on the shelf",
    "the season opens with 4417, put the nets up",
    # "let yourself in": a key, not a code; a number that names a flat or a floor
    "let yourself into the flat at the top with 4417, the keys are in the pot",
    "let yourself into the kit room at the gym with the key, the mats go on the rack",
    "let yourself into the kit room at the gym with 4417 people waiting, put the mats back",
    "let yourself into the kit room at the gym with 1999, the mats go on the rack",
    "let yourself into room at the gym with 4417, second floor, the mats go on the rack",
    # "for <the place> it's": a price, a count, a room's number, a year, a phone number
    "for the hotel room at the seafront it's 4417, leave the key at reception",
    "for the bus at the depot it's 1402, get on at the back",
    "for the price at the farm shop it's 1250, put the money in the tin",
    "for the kit room at the gym it's 2019, put the mats back",
    "for the kit room at the gym it's 0800, put the mats back",
    "for the kit room at the gym it's 01234567, leave a message",
    "for the kit room at the gym it's 4417, the view is lovely",
    "for the kit room at the gym it's 4417 members, put the mats back",
    "for the kit room at the gym it's 441, put the mats back",
    "for the bakery on Mill Street it's 1402, leave the trays by the back door",
    # a code asked for and answered: a code that is no secret, a clause that tells nothing to do
    "Jo asked for the area code at the office: 0161 - put it before the number",
    "Jo asked for the post code at the village hall: 3121 - park on the street",
    "Jo asked for the discount code at the till: 2024 - put it in the box",
    "Jo asked for the error code on the display: 5021 - restart the logger",
    "Jo asked for the product code in the catalogue: 44120 - order it online",
    "Jo asked for the dialling code for the island: 01481 - put it first",
    "Jo asked for the sort code at the bank: 4021 - write it on the form",
    "Jo asked for the kit room code at the gym: 4417 - the view is lovely",
    "Jo asked for the kit room code at the gym: 1987 - put the mats back",
    "Jo asked for the kit room code at the gym: 0915 - put the mats back",
    "Jo asked for the kit room code at the gym: 4417 - room number on the door",
    "Q: what's the area code for the island?\nA: 1481 - put it before the number",
    "Q: what's the colour code on the tin?\nA: 0451 - the brushes are in the shed",
    "Q: what's the course code at the college?\nA: 4021 - enrol online",
    "Q: what's the kit room code at the gym?\nA: 4417 - the view is lovely",
    "Q: what's the kit room code at the gym?\nA: 1998 - leave the mats by the door",
    "what is the zip code of the depot? 4417, put it on the label",
]

# a password's label over a numbered list: what is listed is no login
LIST_TWINS = [
    "Passwort:\n  1. jo.b\n  2. (not over chat)",
    "password:\n 1. jo\n 2. unsent",
    "password rules:\n1. at least 8 characters\n2. one digit",
    "password rules:\n1. min8chars\n2. one_digit",
    "Password reset steps:\n1. open\n2. Settings",
    "Password reset steps:\n1. jo.b\n2. Settings->Security",
    "password:\n1. jo.b\n2. 2024-05-01",
    "password:\n1. jo.b\n2. ****",
    "password:\n1. jo.b\n2. readme.txt",
    "password:\n1. jo.b\n2. reset_password",
    "password:\n1. jo.b\n2. https://example.org/reset",
    "password:\n1. jo.b\n2. €12.50",
    "password:\n1. jo.b\n2. <your-password>",
    "password:\n1. jo.b\n2. ${PASSWORD}",
    "password:\n1. Open the app\n2. Tap Forgot_password",
    "steps:\n1. jo.b\n2. v2.0-beta",
    "shopping list:\n1. jo.b\n2. eggs12",
    "mot de passe de l'appli:\n 1. jo.b\n 2. [pas par chat]",
    "パスワード:\n 1. jo.b\n 2. 送らないね",
    "密码:\n 1. jo.b\n 2. 下次再说",
    "password:\n1. jo.b\n2. xxxx-xxxx",
]

# guard206's labels added to round 85 (Malagasy, Telugu, Khmer): the word told with no password after it
LABEL_TWINS = [
    "tenimiafina: [tsy alefa]",
    "tenimiafina: mitovy amin'ny teo aloha",
    "hadino ny tenimiafina",
    "ovay ny tenimiafina rehefa tonga",
    "tenimiafina: jereo ny taratasy",
    "tenimiafina: ilay taloha ihany",
    "tenimiafina amin'ny app: 12 litera farafahakeliny",
    "పాస్\u200cవర్డ్ మర్చిపోయాను",
    "పాస్\u200cవర్డ్: చాట్\u200cలో పంపను",
    "ពាក្យសម្ងាត់: មិនផ្ញើតាមឆាត",
    "ពាក្យសម្ងាត់កម្មវិធី: ដូចមុន",
]

SECRETS = [
    "the seed store at the allotments opens with 4471 - water the trays first",
    "the kiln shed behind the pottery opens with 206#, put the glazes back on the shelf",
    "if it's locked, the tack room at the stables opens with 5180 on the keypad - hang the bridles on the hooks",
    "let yourself into the kit room at the harbour with 3308, the lifejackets go on the rail",
    "you can let yourself into the map cupboard at the field centre with *7120#, put the maps back in order",
    "for the map cupboard at the field centre it's 5512; put the maps back in order",
    "for the bell tower at the church you want 7734, lock it when you leave",
    "Priya asked for the bait store code at the fishery: it's 4127 - the maggots are in the fridge",
    "Sam asked me for the drying room code at the hut: 882# - hang the wet gear on the rail",
    "Q: what's the boat shed code at the rowing club?\nA: 3016 - put the oars back on the rack",
    "Passwort der Praxis-App:\n  1. jo.bloggs\n  2. m4pl3?771",
    "mot de passe de l'appli:\n 1. +33612345678\n 2. Pivoine.Sapin.Loutre4!",
    "ペット保険のパスワード:\n  1. M482913\n  2. qkz7d-fwxpb-Rmt2e",
    "pasfhocal an chlub:\n  1. jo@example.org\n  2. Fiadh2009",
    "құпиясөзі:\n  1. aida.k\n  2. t4lshyn*55",
]
LABEL_SECRETS = [
    "tenimiafina amin'ny tranokala: sorrel heron quill 58",
    "ពាក្យសម្ងាត់ wifi — ember sorrel quill heron 31",
]


@pytest.mark.parametrize("text", LABEL_TWINS)
def test_label_twin_not_refused(text: str) -> None:
    assert not _refused(text)
    assert not find_secrets_many([text])


@pytest.mark.parametrize("text", LABEL_SECRETS)
def test_label_secret_refused(text: str) -> None:
    assert _refused(text)
    assert find_secrets_many([text])


@pytest.mark.parametrize("text", TWINS + LIST_TWINS + R201_TWINS + R93_TWINS + R96_TWINS)
def test_twin_passes_row(text: str) -> None:
    assert not _row(text)


def _refused_without(text: str) -> bool:
    round206.ON = False
    try:
        return _refused(text)
    finally:
        round206.ON = True


@pytest.mark.parametrize("text", TWINS + LIST_TWINS + R201_TWINS + R93_TWINS + R96_TWINS)
def test_twin_no_new_refusal(text: str) -> None:
    assert _refused(text) == _refused_without(text)


def test_twins_batch() -> None:
    texts = TWINS + LIST_TWINS + R201_TWINS + R93_TWINS + R96_TWINS
    batch = {i for i, _ in find_secrets_many(texts)}
    assert [i in batch for i in range(len(texts))] == [_refused(t) for t in texts]


@pytest.mark.parametrize("text", SECRETS)
def test_secret_read_and_refused(text: str) -> None:
    assert _row(text)
    assert _refused(text)
    assert find_secrets_many([text])


@pytest.mark.parametrize("text", R201_SECRETS)
def test_round201_secrets_still_refused(text: str) -> None:
    assert _refused(text)


def test_switch_off_reads_nothing() -> None:
    round206.ON = False
    try:
        assert not any(_row(t) for t in SECRETS)
    finally:
        round206.ON = True
