"""Session 47 (fp97): guard_corpus_blind54's seven benign twins that were refused and seed 17's three notes of
benchmarks/guard_benign_wide.py --wide (guard/fp97.py, fp95's order label), each with a secret twin of its layout
that stays refused, on find_secrets and find_secrets_many."""

from __future__ import annotations

import pytest

from engramdb import guard
from engramdb.guard import fp97


def _refused(text: str) -> tuple[bool, bool]:
    return bool(guard.find_secrets(text)), bool(guard.find_secrets_many([guard.normalise_for_check([text])[0]]))


# (benign note, its secret twin) - made-up numbers in the corpus's and the generator's layouts
PAIRS = [
    # a member's card (fp97.member_card): blind54's archery twins
    ("club membership card 6399725058057504; fees by transfer to GB90 SRLG 3323 8318 8800 50",
     "club membership paid by visa 4539148803436467; fees by transfer to GB90 SRLG 3323 8318 8800 50"),
    ("Facebook Messenger · Kaveh · 11:34\nmembership card 6345479971241630; fees by transfer",
     "Facebook Messenger · Kaveh · 11:34\nmembership card 6345479971241630 exp 09/28 cvv 412"),
    ("library card no. 6391231269915059, due back Friday", "credit card no. 4539148803436467, due back Friday"),
    # a negated verb taken for the value (fp97.negated_verb): blind54's Kyrgyz twin
    ("бассейндин тиркемеси M3692465 атында, сабакты өзүм брондойм, сырсөздү жибербейм.!!",
     "бассейндин тиркемеси M3692465 атында, сабакты өзүм брондойм, сырсөздү жибербейм: Qx7#mWp2Lz"),
    ("паролни юбормайман.", "паролни юбормайман. пароль: Tosh8#kent"),
    # a login before a withheld password (fp97.login_then_placeholder): blind54's Odia twin
    ("Lucía (21:16): ସୁଇମିଂ ପୁଲ୍ ଆପ୍\u200cର ପାସୱାର୍ଡ: M8862052 / ${POOL_APP_PW}",
     "Lucía (21:16): ସୁଇମିଂ ପୁଲ୍ ଆପ୍\u200cର ପାସୱାର୍ଡ: M8862052 / Pita2008!"),
    ("pool app password: jan.k@mail.example / <POOL_PW>", "pool app password: jan.k@mail.example / Pita2008x!"),
    # an order's id in a code comment (fp97.order_comment): seed 17
    ("order = Order.objects.get(pk=708183)  # Rakuten 6749574560302",
     "card = Card.objects.get(pk=708183)  # Rakuten 6749574560302"),
    ("order = Order.objects.get(pk=708183)  # Rakuten 6749574560302",
     "order = Order.objects.get(pk=708183)  # paid with card 6749574560302"),
    # Turkish "numarası" after the order word (fp95.id_labelled): seed 17
    ("- Postleitzahl 81260, Hausnummer 146\nitem | qty | price\nkayak | 2 | kr 85,437\n"
     "sipariş numarası 21226477615690, kargo takip CP922484795US, kira 8414 JPY",
     "- Postleitzahl 81260, Hausnummer 146\nkredi kartı numarası 4539148803436467, kira 8414 JPY"),
    # Secret Santa (fp97.secret_santa): seed 17
    ("[memory] Secret Santa budget 9844 USD, draw on 3 May 2020; commit 8386894 reverted cba4d90",
     "[memory] Secret Santa budget 9844 USD; api secret: sk_live_4eC39HqLyjWDarjtT1zdp7dc"),
]


@pytest.mark.parametrize(("benign", "secret"), PAIRS)
def test_the_benign_note_passes_and_its_twin_is_refused(benign: str, secret: str) -> None:
    assert _refused(benign) == (False, False), benign
    assert _refused(secret) == (True, True), secret


def test_each_reading_reads_its_note() -> None:
    t = "club membership card 6399725058057504; fees"
    assert fp97.member_card(t, 21, 37)
    assert not fp97.member_card("club membership card 6399725058057504, visa", 21, 37)
    t = "order = Order.objects.get(pk=7)  # Shop 6749574560302"
    assert fp97.order_comment(t, t.index("6749"), len(t))
    assert not fp97.order_comment("total = 7  # Shop 6749574560302", 18, 31)
    t = "сырсөздү жибербейм"
    assert fp97.negated_verb(t, t.index("жиб"), len(t))
    assert not fp97.negated_verb("сырсөздү малина", 9, 15)
    t = "password: M8862052 / ${APP_PW}"
    assert fp97.login_then_placeholder(t, 10, 18)
    assert not fp97.login_then_placeholder("password: M8862052 / ${APP_PW} and Kx9!", 10, 18)
    t = "Secret Santa 20 USD; commit 8386894"
    assert fp97.secret_santa(t, t.index("commit"))
    assert not fp97.secret_santa("Secret Santa 20 USD; key: abc", 26)
