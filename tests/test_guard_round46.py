"""Round 46 of the secret guard (issue 13): a code word in Latin letters standing out of a line written in another
script (guard/foreign.py): a family's pickup word, a club's spoken password, told in Hindi, Russian, Japanese,
Arabic, Thai ... with the value in English words, before or after its label, with the language's verb after it or the
label in brackets. Each example has a benign twin of the same layout (a group's or a room's name, an account's login
with its password kept back, a note in brackets); the examples are written here, not copied from a corpus."""

from __future__ import annotations

import re

import pytest

from engramdb.guard import foreign, secrets

from .guard_util import refused as _refused


@pytest.mark.parametrize(
    ("secret", "benign"),
    [
        (  # Hindi: the value, then the verb
            "दादी को स्कूल से बच्चों को लेने का कोड वर्ड otter lantern है",
            "दादी को स्कूल में बच्चों की क्लास का नाम Otters है",
        ),
        (  # Japanese: the value glued to the particles around it
            "学童保育で子どもを迎えるときの合言葉はbiscuit-falconです",
            "学童保育の子どものクラス名はFalconsです",
        ),
        (  # Russian: after a colon, the label's clause first
            "кодовое слово для тренера, чтобы забрать сына из секции: maple drum",
            "группа сына в секции называется Maple Drums, тренер Иван",
        ),
        (  # Hebrew: the value first, its label in brackets after it
            "lemon falcon (סיסמה לאיסוף הבן מהחוג)",
            "Lemon Falcons (שם הקבוצה של הבן בחוג)",
        ),
        (  # Thai: a chat's speaker before the value, the label after it
            "14:02 · Somchai: pickle27 (รหัสลับสำหรับรับลูกที่โรงเรียน)",
            "14:02 · Somchai: Room 27 (ห้องของลูกที่โรงเรียน)",
        ),
        (  # Arabic: the copula before the value
            "كلمة السر لاستلام ابني من النادي هي copper-walrus",
            "اسم فريق ابني في النادي هو Copper Walrus",
        ),
        (  # Korean: the value alone on the line after its label's colon
            "학원 하원 암호:\nBiscuitOtter",
            "학원 반 이름:\nBiscuit Otters",
        ),
        (  # Tamil: a sender's name after the value
            "பள்ளியிலிருந்து குழந்தைகளை அழைத்துச் செல்லும் குறிச்சொல் velvet lark | Anita",
            "பள்ளியில் எங்கள் மகளின் வகுப்பின் பெயர் Velvet Larks | Anita",
        ),
    ],
)
def test_a_code_word_standing_out_of_another_script_is_refused_and_its_twin_is_not(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


@pytest.mark.parametrize(
    "text",
    [
        # an account's login beside its password's word, the password kept back
        "логин в кабинете школы — otter27, пароль скажу по телефону",
        "スクールアプリのユーザー名は otter27 です。パスワードは教えられません",
        "학원 앱 아이디는 otter27이고 비밀번호는 나중에 알려줄게",
        # a note in brackets where the value would be
        "пароль от кабинета школы: (being changed)",
        # an account's word before the service's and the user's names, the password kept back (lead, session 36:
        # blind43's two false alarms at its second measure)
        "គណនី BongThom គឺ sokha ពាក្យសម្ងាត់ខ្ញុំប្រាប់ពេលក្រោយ",
        "บัญชี JobsDB คือ somchai88 รหัสผ่านจะบอกทีหลัง",
        # a lexicon's label alone and plain words after it, no mark (test_guard_lexicon's property drew it)
        "эски сырсөз meeting meeting",
        "новый пароль supplier arrived",
        "求人サイトのアカウント JobPanda は tanaka55 です。パスワードは後で",
        # a line of Latin letters: the change of script is what this reads
        "the pickup code word is on the fridge, ask mum",
        # a password's line naming a product, not giving a value
        "पासवर्ड बदलने के लिए router settings खोलें",
    ],
)
def test_latin_words_that_are_no_code_word_stay_benign(text: str) -> None:
    assert not _refused(text)


def _standing(text: str) -> list[str]:
    return [m.group("v") for m in foreign.STANDING.finditer(text) if foreign.standing(m, secrets._password_named)]


def test_the_value_is_read_where_the_script_changes_and_nowhere_else() -> None:
    assert _standing("बच्चों को लेने का कोड वर्ड otter lantern है") == ["otter lantern"]
    assert _standing("학원 하원 암호:\nmaple27\n") == ["maple27"]
    assert _standing("maple27\n(学童保育の合言葉)") == ["maple27"]
    # another Latin word beside it: a line of a Latin-script language, or a product's name
    assert _standing("कोड वर्ड otter lantern bridge है") == []
    # its clause names a login
    assert _standing("ユーザー名はmaple27、パスワードは秘密") == []
    # no password's word on its line
    assert _standing("बच्चों की क्लास का नाम otter lantern है") == []


@pytest.mark.parametrize("size", [8000])
def test_long_adversarial_lines_stay_linear(size: int) -> None:
    import time

    for text in (
        "कोड " * (size // 4),
        "a" * size,
        "ab-" * (size // 3),
        "ш dino " * (size // 7),
        "合言葉" + "x1" * (size // 2),
        ("é abc def " * (size // 10)),
        "Ab" * (size // 2),
    ):
        started = time.perf_counter()
        _refused(text)
        assert time.perf_counter() - started < 2.0, re.escape(text[:20])
