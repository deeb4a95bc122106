"""fp73 (session 44): longer ordinary notes that talk about secrets without holding one (guard/fp73.py): an
instruction after a password's label (set at the first login), a number after the word for a phone extension, an
order or a postcode, a question asking which password, a ticket's number after a qualifier or glued to its clause, a
container's image, hyphenated words and named hashes or UUIDs among the n-gram signal's tokens. Each benign probe
beside a secret twin of the same shape, properties, and the floor of benchmarks/guard_corpus_benign_notes2/
(tests/test_guard_corpus.py holds its regeneration)."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from unittest import mock

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import engramdb
from engramdb.errors import SecretError
from engramdb.guard import find_secrets, find_secrets_many, fp73

# (benign, its twin): the benign refused by session 43's guard, the twin refused both ways
_PAIRS = [
    # an instruction after the label: the password is set at the first login
    ("- [ ] Passwort: beim ersten Login selbst setzen, danach die App einrichten",
     "- [ ] Passwort: Herbst#2291xQ, beim ersten Login ändern"),
    ("- [ ] Kata sandi: dibuat sendiri saat login pertama, lalu pasang aplikasi autentikator",
     "- [ ] Kata sandi: Rahasia#9157q, ganti saat login pertama"),
    ("- [ ] पासवर्ड: पहली बार लॉगिन पर खुद सेट करें, फिर ऑथेंटिकेटर ऐप",
     "- [ ] पासवर्ड: Gx7#kLp29q, पहली बार लॉगिन पर बदलें"),
    # a number after the word for an extension, an order, a postcode
    ("Aviso: a senha é a mesma do ano passado; o suporte (ramal 5626) redefine se vocês ficarem bloqueados.",
     "Aviso: a senha nova é Mx4#qTz81w; o suporte (ramal 5626) redefine se vocês ficarem bloqueados."),
    ("Ο εκπτωτικός κωδικός δεν δούλεψε στην παραγγελία 6528323910, πλήρωσα όλα τα 171,49 €.",
     "Ο εκπτωτικός κωδικός είναι Qz7#Lm2pX9, πλήρωσα όλα τα 171,49 €."),
    ("קוד ההנחה לא עבד בהזמנה 7531315813, אז שילמתי את כל ה-41.90 ₪. מספר מעקב RB856811148IL, משלוח למיקוד 3261996. יוסי יבקש החזר.",
     "קוד הכניסה לבניין: 3261, המשלוח יגיע ביום שני."),
    ("Kode diskon tidak bisa dipakai di pesanan #1158598, jadi saya bayar penuh.",
     "Kode OTP: 115859, jangan dibagikan ke siapa pun."),
    # a question asking which password
    ("[12:10] Наташа: какой пароль от гостевого вайфая?\n[12:12] Дима: на карточке у ресепшена",
     "[12:10] Наташа: пароль от гостевого вайфая: Zx8#qLm2pR\n[12:12] Дима: спасибо"),
    # a ticket's number after a qualifier or glued to its clause
    ("ส่งงาน: รหัสผ่านเหมือนปีที่แล้ว ทิกเก็ตที่ยังเปิด: #37742 (VPN ของพนักงานใหม่)",
     "ส่งงาน: รหัสผ่านใหม่คือ Th#37742qZx ทิกเก็ตปิดแล้ว"),
    ("3）二楼的密码键盘还在工单#81031里排队。下次会议同一会议室，09:10。", "3）二楼门禁的新密码是Tr0ub4dor&3x，下次会议同一会议室。"),
    # a container's image after a variable's reference
    ("Notas:\n```sh\ndocker run -e POSTGRES_PASSWORD=$POSTGRES_PASSWORD -p 5432:5432 postgres:16\n```\nSi falla, preguntad.",
     "Notas:\n```sh\ndocker run -e POSTGRES_PASSWORD=Pg#5432secretX -p 5432:5432 postgres:16\n```\nSi falla, preguntad."),
    # the n-gram signal: a hyphenated word of another script, a commit's hash, a record's UUID
    ("अनीता के लिए हैंडओवर: ऑन-कॉल फ़ोन ऊपर वाली दराज़ में है, पासवर्ड कीबोर्ड के नीचे चिपकी पर्ची पर लिखा है। खुले टिकट: INC-49099 (नए साथी का वीपीएन) और दूसरी मंज़िल का प्रिंटर। कुछ खराब हो तो मेंटेनेंस एक्सटेंशन 335 पर। मैं शुक्रवार को लौटूँगा।",
     "हैंडओवर: ऑन-कॉल फ़ोन ऊपर वाली दराज़ में है, नया पासवर्ड Qw7#zLp29x है। खुले टिकट: INC-49099 और प्रिंटर।"),
    ("الإصدار 5.12.5 (commit cdc42673): كانت رسالة إعادة تعيين كلمة المرور تذهب إلى العنوان القديم، وتم الإصلاح. جاء البلاغ من السجل bffa9172-1ada-4240-bf99-ffbff4e33f54؛ وتحقق أحمد مع المستخدم في 04/01/2026.",
     "الإصدار 5.12.5: كلمة المرور الجديدة Ar#9172qLzX؛ وتحقق أحمد."),
]


def _refused(text: str) -> bool:
    try:
        engramdb.MemoryStore().remember("probe", text)
    except SecretError:
        return True
    return False


@pytest.mark.parametrize(("benign", "twin"), _PAIRS)
def test_a_longer_note_about_a_secret_is_kept_and_its_twin_refused(benign: str, twin: str) -> None:
    assert find_secrets(benign) == [], benign
    assert find_secrets_many([benign]) == [], benign
    assert not _refused(benign), benign
    assert find_secrets(twin), twin
    assert _refused(twin), twin


_EXTENSION_NOTES = ["Forgot the password? The helpdesk is on ext. {n}.", "Passwort vergessen? Durchwahl {n} anrufen.",
                    "O suporte (ramal {n}) redefine a senha.", "パスワードのリセットは内線{n}へ。",
                    "비밀번호 초기화는 내선 {n}으로 전화하세요.", "Сброс пароля: внутренний {n}."]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(_EXTENSION_NOTES), st.from_regex(r"[1-9][0-9]{2,4}", fullmatch=True))
def test_an_extensions_number_beside_a_password_word_is_no_password(template: str, number: str) -> None:
    text = template.format(n=number)
    assert find_secrets(text) == [], text


@settings(max_examples=40, deadline=None)
@given(st.from_regex(r"[1-9][0-9]{3,5}", fullmatch=True), st.from_regex(r"[1-9][0-9]{3}", fullmatch=True),
       st.sampled_from(["Voicemail PIN for ext. {e} is {p}", "PIN (ext {e}): {p}", "Durchwahl {e}, PIN: {p}",
                        "Código del buzón, extensión {e}: {p}"]))
def test_a_value_stated_after_an_extension_keeps_its_verdict(pin: str, ext: str, template: str) -> None:
    """A PIN stated after an extension's number: the reading of the number changes nothing of the verdict."""
    text = template.format(e=ext, p=pin)
    with mock.patch.object(fp73, "near_miss", lambda text, start, end: False):
        without = bool(find_secrets(text))
    assert bool(find_secrets(text)) == without, text


def test_a_secret_beside_the_readings_is_still_refused() -> None:
    """The readings take back the clause, the number, the question, the id or the image only, never a value given."""
    for text in ("Passwort: Sommer2024!x beim ersten Login ändern", "Password: Tr0ub4dor&3 - change it at first login",
                 "какой пароль от вайфая? пароль: Zx8#qLm2pR", "Is the password sunflower99?",
                 "Tickets still open: the password for INC-4821 is Vq7#kLp29xTz", "工单#81031的临时密码是Tr0ub4dor&3x",
                 "docker run -e POSTGRES_PASSWORD=S3cr3t!pass postgres:16", "Order 1234-5678 password: Kx9#mQ2vLp",
                 "Voicemail PIN (ext 4417): 8830", "Kata sandi: rahasia saat login pertama",
                 "Mot de passe du poste : 482913",
                 # blind26: a Latin-script passphrase with a Tajik suffix after the word for a code
                 "касе ки кӯдаконро мегирад, бояд ба тарбиятгар рамзи pickle-mango-ро гӯяд"):
        assert find_secrets(text), text


BENIGN_NOTES2_DIR = Path(__file__).resolve().parent.parent / "benchmarks" / "guard_corpus_benign_notes2"
# (max refused rows) on benign_notes2 (1,200 rows, no secret): session 43's guard refused 66 (5.50 %), fp73 0
BENIGN_NOTES2_FLOOR = 0


def test_benign_notes2_floor() -> None:
    blind4 = BENIGN_NOTES2_DIR.parent / "guard_corpus_blind4" / "measure_blind4.py"
    spec = importlib.util.spec_from_file_location("benign_notes2_measure_blind4", blind4)
    assert spec is not None and spec.loader is not None
    measure = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(measure)
    result = measure.score(measure.load_rows(BENIGN_NOTES2_DIR / "benign_notes2.jsonl"), "benign_notes2.jsonl")
    assert (result["secrets"], result["benign"], result["errors"]) == (0, 1200, [])
    assert result["benign_refused"] <= BENIGN_NOTES2_FLOOR, [r["text"][:80] for r in result["false_alarms"]]


# Each n-gram token read by its own reading (fp73.each_read, session 45): a possessive, a compound word and a parcel's
# order id together are no secret, though no one reading reads all three (test_fp44's agent texts met this one); a
# "postcode" before a compound word is no code word.
_EACH_READ = [
    ("Nadia's new flat in Leeds: 4 Kiln Lane, postcode LS6 2QT.\nтрек-номер моей посылки ORD-4172093",
     "Nadia's new flat in Leeds: 4 Kiln Lane, postcode LS6 2QT.\nпароль от почты Kx7#pQ2vLm9"),
    ("Tomasz's bike shop order ORD-2203911 arrives Friday; трек-номер пришёл по почте",
     "Tomasz's bike shop login: tomasz / Rv8!mK2qZx, трек-номер пришёл по почте"),
]


@pytest.mark.parametrize(("benign", "twin"), _EACH_READ)
def test_each_token_read_by_its_own_reading_is_kept(benign: str, twin: str) -> None:
    assert find_secrets(benign) == [] and find_secrets_many([benign]) == []
    assert find_secrets(twin) and find_secrets_many([twin])


@pytest.mark.parametrize(("token", "possessive"), [("Lucia's", True), ("O'Brien's", True), ("Nadia’s", True),
                                                   ("Lucia's1", False), ("pass'word", False), ("x7's", False)])
def test_a_possessive_is_letters_and_an_apostrophes_s(token: str, possessive: bool) -> None:
    assert bool(fp73._POSSESSIVE.fullmatch(token)) is possessive


def test_an_order_id_among_read_tokens_is_kept_unless_a_code_word_names_it() -> None:
    from engramdb.guard import ngram, readings

    benign = "Nadia's new flat in Leeds: 4 Kiln Lane, postcode LS6 2QT.\nтрек-номер моей посылки B700000214"
    named = "Nadia's new flat in Leeds: 4 Kiln Lane, postcode LS6 2QT.\nкод от сейфа B700000214"
    assert find_secrets(benign) == [] and find_secrets_many([benign]) == []
    assert fp73.each_read(benign, ngram.GATE.finditer(benign), readings.logins_only)
    assert not fp73.each_read(named, ngram.GATE.finditer(named), readings.logins_only)  # "код" before the id


# kept.entry (session 45): a kept place's rent "is" a number, not its code (test_quantities' random notes met it)
@pytest.mark.parametrize(("benign", "twin"), [
    ("Rowan's larch shed rent is 1000, a month.", "Rowan's larch shed is 4471, then lock it."),
    ("The garden shed rent is 2500, paid quarterly.", "The garden shed is 8305, the key is in the pot."),
])
def test_a_places_rent_is_no_entry_code(benign: str, twin: str) -> None:
    assert find_secrets(benign) == [] and find_secrets_many([benign]) == []
    assert find_secrets(twin) and find_secrets_many([twin])
