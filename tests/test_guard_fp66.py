"""fp66 (session 43): ordinary notes that talk about secrets without holding one (guard/fp66.py): a password manager's
name as a label's value, a ticket's number after the word for a ticket or before Turkish "numaralı", an environment
variable's name read by the n-gram signal. Each benign probe beside a secret twin of the same shape, and the floor of
benchmarks/guard_corpus_benign_notes/ (tests/test_guard_corpus.py holds its regeneration)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import engramdb
from engramdb.errors import SecretError
from engramdb.guard import find_secrets, find_secrets_many

# (benign, its twin): the benign refused by session 42's guard, the twin refused both ways
_PAIRS = [
    # a password manager's name as the value
    ("كلمة مرور واي فاي الضيوف: راجع KeePass، مجلد \"المكتب\".", "كلمة مرور واي فاي الضيوف: Kx7#mPq2vL، مجلد \"المكتب\"."),
    ("סיסמת הוויפי לאורחים: ראו LastPass, תיקייה \"משרד\".", "סיסמת הוויפי לאורחים: Lq8!zTr4wN, תיקייה \"משרד\"."),
    ("गेस्ट वाईफाई पासवर्ड: KeePass में देखें, \"ऑफिस\" फ़ोल्डर।", "गेस्ट वाईफाई पासवर्ड: Gx7#kLp29q, \"ऑफिस\" फ़ोल्डर।"),
    ("รหัสผ่านวายฟายแขก: ดูใน Bitwarden โฟลเดอร์ \"ออฟฟิศ\"", "รหัสผ่านวายฟายแขก: Rb5#nWq8xZ โฟลเดอร์ \"ออฟฟิศ\""),
    ("손님용 와이파이 비밀번호: 1Password의 '사무실' 폴더 참고.", "손님용 와이파이 비밀번호: Hs4!pQw9zK '사무실' 폴더."),
    ("WLAN-Passwort: siehe Dashlane, Ordner „Büro“.", "WLAN-Passwort: Dz6#vLm3qT, Ordner „Büro“."),
    # a ticket's number after the word for a ticket, or before "numaralı"
    ("पासवर्ड रीसेट के लिए टिकट SEC-98988 खोला है।", "पासवर्ड रीसेट हो गया, नया पासवर्ड Sec#98988xq है।"),
    ("パスワードリセットのチケットHELP-67896を起票。", "パスワードリセット済み。新しいパスワード：Help#67896zq"),
    ("비밀번호 재설정 티켓 #44968 올림.", "비밀번호 재설정함. 새 비밀번호: Tk#44968wq"),
    ("Şifre sıfırlama için IT-81607 numaralı talebi açtım.", "Şifre sıfırlandı, yeni şifre: It-81607#qz"),
    ("密码重置工单 OPS-5581 已提交。", "密码重置了，新密码：Ops#5581qzX"),
]

# A variable's name in a sentence of another script, and the same sentence with the variable's value.
_ENV_PAIRS = [
    ("डिप्लॉय फेल हुआ क्योंकि स्टेजिंग पर DATABASE_PASSWORD सेट नहीं था।",
     "डिप्लॉय के लिए स्टेजिंग पर DATABASE_PASSWORD=Vq7#kLp29xTz सेट किया।"),
    ("Το deploy απέτυχε επειδή δεν είχε οριστεί το REDIS_PASSWORD στο staging.",
     "Στο staging ορίσαμε REDIS_PASSWORD=Wm4!zQr8pLx2 για το deploy."),
    ("Деплой упал, потому что на стейджинге не задана AWS_SECRET_ACCESS_KEY; Аня добавит в четверг.",
     "На стейджинге задали AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYzq81pLkT3v для деплоя."),
]


def _refused(text: str) -> bool:
    try:
        engramdb.MemoryStore().remember("probe", text)
    except SecretError:
        return True
    return False


@pytest.mark.parametrize(("benign", "twin"), _PAIRS + _ENV_PAIRS)
def test_a_note_about_a_secret_is_kept_and_its_twin_refused(benign: str, twin: str) -> None:
    assert find_secrets(benign) == [], benign
    assert find_secrets_many([benign]) == [], benign
    assert not _refused(benign), benign
    assert find_secrets(twin), twin
    assert _refused(twin), twin


_SEE = ["كلمة المرور: راجع {m}", "סיסמה: ראו {m}", "पासवर्ड: {m} में देखें", "รหัสผ่าน: ดูใน {m}", "비밀번호: {m} 참고",
        "Passwort: siehe {m}", "wifi password -> {m}"]
_MANAGERS = ["1Password", "LastPass", "KeePass", "KeePassXC", "Bitwarden", "Dashlane", "NordPass", "Enpass"]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(_SEE), st.sampled_from(_MANAGERS))
def test_a_managers_name_is_never_the_password(template: str, manager: str) -> None:
    text = template.format(m=manager)
    assert find_secrets(text) == [], text


_TICKET_NOTES = ["पासवर्ड रीसेट के लिए टिकट {t} खोला है", "パスワードリセットのチケット{t}を起票", "비밀번호 재설정 티켓 {t} 올림",
                 "Şifre sıfırlama için {t} numaralı talebi açtım", "Password reset: ticket {t}"]


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(_TICKET_NOTES), st.from_regex(r"#?(?:(?:IT|SEC|HELP|OPS|SUP|INC)-)?[1-9][0-9]{3,6}", fullmatch=True))
def test_a_tickets_number_after_its_word_is_no_password(template: str, ticket: str) -> None:
    text = template.format(t=ticket)
    assert find_secrets(text) == [], text


def test_a_password_beside_a_manager_or_a_ticket_is_still_refused() -> None:
    """The readings take back the name or the id only, never a value beside them."""
    for text in ("KeePass master password: Vq7#kLp29xTz", "password: KeePass2024!x",
                 "Ticket SEC-4821: temporary password Tr0ub4dor&3x", "チケット SEC-4821 の仮パスワード：Tr0ub4dor&3x"):
        assert find_secrets(text), text


BENIGN_NOTES_DIR = Path(__file__).resolve().parent.parent / "benchmarks" / "guard_corpus_benign_notes"
# (max refused rows) on benign_notes (1,190 rows, no secret): session 42's guard refused 41 (3.45 %), fp66 0
BENIGN_NOTES_FLOOR = 0


def test_benign_notes_floor() -> None:
    blind4 = BENIGN_NOTES_DIR.parent / "guard_corpus_blind4" / "measure_blind4.py"
    spec = importlib.util.spec_from_file_location("benign_notes_measure_blind4", blind4)
    assert spec is not None and spec.loader is not None
    measure = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(measure)
    result = measure.score(measure.load_rows(BENIGN_NOTES_DIR / "benign_notes.jsonl"), "benign_notes.jsonl")
    assert (result["secrets"], result["benign"], result["errors"]) == (0, 1190, [])
    assert result["benign_refused"] <= BENIGN_NOTES_FLOOR, [r["text"][:80] for r in result["false_alarms"]]
