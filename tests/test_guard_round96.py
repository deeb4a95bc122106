"""guard96: widenings where the readings live - a password's word in Assamese, Dhivehi, Tibetan, Somali and Yiddish
(secrets' international password words, round 85's labels), a doubled colon after a password's label ("pw:: X"),
and round 93's entry codes at a theatre's fly floor or scene dock, a crew room, with "tie off ...", "... is pinned by
..." or a verbless "<things> on the <place> please" as what to do there. Each reading refuses made-up secrets and
passes made-up hard twins of the same layout. Every value here is invented for the test."""

from __future__ import annotations

import pytest

from engramdb.guard import find_secrets, find_secrets_many, round93


def _refused(text: str) -> bool:
    return bool(find_secrets(text))


LABEL_SECRETS = [
    "কেম্পৰ এপৰ পাছৱৰ্ড: Harbour1984!",
    "লাইব্ৰেৰী এপৰ পাছৱৰ্ড\nk3ttl3-71!!",
    "ލައިބްރަރީ އެޕްގެ ޕާސްވޯޑް = t0ff33!41",
    "ލައިބްރަރީ އެޕްގެ ޕާސްވޯޑް:\n  * M7712093\n  * Quill2011",
    "དཔེ་མཛོད་ཀྱི་གསང་ཨང་།: p3bbl3@417",
    "དཔེ་མཛོད་ཀྱི་གསང་ཨང་། = harbour willow copper 58",
    "furaha sirta ah ee app-ka maktabadda: copper willow harbour 61",
    "פּאַראָל פֿאַר דער ביבליאָטעק־אַפּ – harbour willow copper pebble 19",
]
LABEL_TWINS = [
    "পাছৱৰ্ড: (ask me)",
    "লাইব্ৰেৰী এপৰ পাছৱৰ্ড মই পঠিয়াব নোৱাৰো",
    "ޕާސްވޯޑް: —",
    "ޕާސްވޯޑް = ${LIBRARY_PW}",
    "གསང་ཨང་།: ***",
    "དཔེ་མཛོད་ཀྱི་གསང་ཨང་། = <password>",
    "furaha sirta: ********",
    "פּאַראָל פֿאַר דער אַפּ: פֿרעגט בײַ דער קאַסע",
]

DOUBLE_COLON_SECRETS = [
    "Quilt Corner: nadia.o@mail.example.org, pw:: p4tchw0rk-512",
    "Hive Supplies: olu.b@mail.example.org, pw:: rrtbqe-LoxWqa-ztm3kd",
]
DOUBLE_COLON_TWINS = [
    "pw::sync::Mutex mutex_;",
    "use pw::span; pw:: see the docs",
    "the pw:: prefix names the namespace of 2024",
]

ENTRY_SECRETS = [
    "the fly floor at the playhouse is code 5831, tie off the ropes before the curtain",
    "the fly gallery at the opera house is 60417, tie off the bars after the show",
    "the drying room at the hostel is 3926, wet coats on the top rail please",
    "the crew room at the lifeboat pier is 48213, the duty sheet is pinned by the door",
    "the scene dock at the theatre is code 7260, lock the big doors after the get-out",
]
ENTRY_TWINS = [
    "the fly floor at the playhouse is 12 metres up, tie off the ropes before the curtain",
    "the fly tower at the playhouse is 1968, look at the old ropes",
    "the fly floor at the playhouse is floor 4, tie off the ropes",
    "the drying room at the hostel is 212, wet coats on the top rail please",
    "the drying room at the hostel is 3926 square feet, wet coats on the top rail please",
    "the crew room at the lifeboat pier is 204, the duty sheet is pinned by the door",
    "the crew room at the lifeboat pier is 4821, the view is lovely",
    "the crew room at the pier is number 4471, the duty sheet is pinned by the door",
    "the meeting room at the office is 4102, coats on the back hooks please",
    "the scene dock at the theatre is 1998, tea in the green room please",
]


@pytest.mark.parametrize("text", LABEL_SECRETS + DOUBLE_COLON_SECRETS + ENTRY_SECRETS)
def test_refused(text: str) -> None:
    assert _refused(text)
    assert find_secrets_many([text])


@pytest.mark.parametrize("text", LABEL_TWINS + DOUBLE_COLON_TWINS + ENTRY_TWINS)
def test_twin_passes(text: str) -> None:
    assert not _refused(text)
    assert not find_secrets_many([text])


def test_kept_please_switch() -> None:
    text = "the drying room at the hostel is 3926, wet coats on the top rail please"
    assert _refused(text)
    round93.KEPT_PLEASE = False
    try:
        assert not _refused(text)
    finally:
        round93.KEPT_PLEASE = True


def test_kept_please_needs_please() -> None:
    assert not _refused("the drying room at the hostel is 3926, wet coats on the top rail")
