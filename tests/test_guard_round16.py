"""Round 16 of the secret guard (issue 13): BitLocker keys by their checksum, vendor keys glued to a particle of an
unspaced script, digits of every script read as ASCII digits, a year-shaped code right after its word, password /
code / PIN words in more languages, a password read aloud (digit words then a symbol's name), a Wi-Fi QR's P: field,
codes that confirm as one word, a seed cut over labelled lines (two label words a piece, or 18/24 words unsaid), a
device's default user "and" its password, "acc user:pass", a chat's "try <value>", Irish values before their label;
and near misses: IDs named before their colon (IMEI, EAN), a user's name after "for user". Each rule has a refused
example and its benign twin of the same layout."""

from __future__ import annotations

import hashlib

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from engramdb import MemoryStore
from engramdb.errors import SecretError
from engramdb.guard import bip39, find_secrets_many, normalise_for_check, shape
from engramdb.guard.secrets import find_secrets


def _refused(text: str) -> bool:
    """As the store reads a text: normalised (NFKC, digits of every script made ASCII), then every rule."""
    return bool(find_secrets(normalise_for_check([text])[0]))


def _bitlocker(groups: list[int]) -> str:
    return "-".join(f"{11 * g:06d}" for g in groups)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(0, 65535), min_size=8, max_size=8).filter(lambda g: len(set(g)) > 1))
def test_a_bitlocker_key_is_refused_by_its_checksum(groups: list[int]) -> None:
    key = _bitlocker(groups)
    assert _refused(f"BitLocker herstelsleutel: {key}")
    assert _refused(f"note to self {key}")  # no label needed: eight multiples of 11 below 720,896


@pytest.mark.parametrize("text", [
    "ticket 091068-665313-120835-525228-670054-467577-023914-236302",  # a group not a multiple of 11
    "serials 100000-100001-100002-100003-100004-100005-100006-100007",
])
def test_eight_groups_of_six_digits_without_the_checksum_are_kept(text: str) -> None:
    assert not _refused(text)


def test_a_vendor_key_glued_to_a_particle_is_refused() -> None:
    assert _refused("OpenAIのAPIキーはsk-jPTGrbNwl4i5AwMDczQhbHZhY8KG5JmMGQi2EX1FYMabrlvkです")
    assert not _refused("OpenAIのAPIキーはsk-で始まります")  # the prefix alone


@pytest.mark.parametrize(("secret", "benign"), [
    ("IMEI 356621896571497 card: 4539 1488 0343 6467", "IMEI vom alten Handy: 356621896571497"),
    ("my card: 4539 1488 0343 6467", "EAN vom Ersatzteil: 5070130664392"),
])
def test_ids_named_before_their_colon_are_no_cards(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


def test_a_user_name_after_for_user_is_no_password() -> None:
    assert not _refused("Error 382: invalid credentials for user femi_616 (password not logged)")
    assert _refused("credentials for user femi_616: Xk9#mm2Lq")


@pytest.mark.parametrize(("secret", "benign"), [
    ("सोसाइटी के गेट का कोड १७७४ है", "सोसाइटी में १७७४ लोग रहते हैं"),
    ("รหัสประตูหน้าคอนโดคือ ๔๖๗๖๑", "คอนโดมี ๔๖๗๖๑ ห้อง"),
    ("الرقم السري لبطاقتي البنكية ٣٤٨٨", "رقم الطلب ٣٤٨٨"),
])
def test_codes_in_local_digits_are_read_as_digits(secret: str, benign: str) -> None:
    assert normalise_for_check(["१७७४ ๔๖๗๖๑ ٣٤٨٨"]) == ["1774 46761 3488"]
    assert _refused(secret)
    assert not _refused(benign)


@pytest.mark.parametrize(("secret", "benign"), [
    ("गेटको कोड 2048 हो", "the gate code changed in 2019"),
    ("De pincode van mijn bankpas is 1979", "Le code de ma carte a changé en 2024."),
    ("Codul de la interfon este 1950", "Interfonul a fost montat în 1950"),
])
def test_a_year_shaped_code_right_after_its_word_is_refused(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)
    assert not shape.shape_ok("code", "1999", "", stated=True)  # a year, unless first after its word
    assert shape.shape_ok("code", "1999", "", stated=False, first=True)


@pytest.mark.parametrize("text", [
    "Fy nghyfrinair ar gyfer y banc ar-lein yw Z77ldR%r4TgCu6t",
    "Интернет-банктің құпиясөзі: orion#Limoncello43",
    "નેટ બેન્કિંગનો પાસવર્ડ femi415$ છે",
    "අන්තර්ජාල බැංකුවේ මුරපදය yara1986%",
    "ລະຫັດຜ່ານທະນາຄານອອນລາຍແມ່ນ Sunset1991@",
    "ពាក្យសម្ងាត់ធនាគារអនឡាញគឺ rG2jJ_2c0CkxFs",
    "Kalmar sirri ta bankin yanar gizo ita ce Waffel1974%",
    "Okwuntughe ụlọ akụ n'ịntanetị bụ Baltic1994#",
    "Iphasiwedi yebhange le-inthanethi ithi viktor1872@",
    "Mäi Passwuert fir de Web-Banking ass pYtu%5u8mI",
    "credenziali INPS: CF come utente, psw zeppelin_Tortilla41",
    "Il-kodiċi tal-bieb ta' barra huwa 34382",
    "வாயில் கதவின் குறியீடு 264891",
    "የበሩ ኮድ 5043 ነው",
    "הקוד הסודי של כרטיס האשראי שלי הוא 0777",
    "আমার এটিএম কার্ডের পিন 1981",
    "Nire txartelaren PINa 9146 da",
    "Der Bestätigungscode von der Bank ist gerade gekommen: 175818",
    "El código de la alarma de la oficina cambia a 8691",
])
def test_labels_in_more_languages_are_refused(text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "Iphasiwedi kufanele ibe nezinhlamvu eziyi-12 okungenani.",  # a policy: a Bantu concord glued to a count
    "Fy nghyfrinair ar gyfer y banc ar-lein wedi newid",
    "Dier code 5566 in the catalogue",  # Dutch "dier" is an animal
    "Der Bestätigungscode ist abgelaufen",
    "la psw deve avere 8 caratteri",
    "வாயில் கதவின் குறியீடு மாற்றப்பட்டது",
])
def test_the_same_words_without_a_value_are_kept(text: str) -> None:
    assert not _refused(text)


@pytest.mark.parametrize("text", [
    "[voice memo] okay the wifi password is capital T o r t i l l a six nine dollar sign",
    "(transcribed) password for the school app, baltic all lowercase two five one seven dollar sign, got it?",
    "voice to text: my apple id password is M as in Mike, A as in Alpha, nine, zero, at sign",
    "[Sprachnachricht] das Passwort ist pumuckl alles klein fünf neun Dollarzeichen",
    "[nota de voz] la contraseña es tortilla (mayúscula T) ocho tres almohadilla",
    "[notatka głosowa] hasło to waffel (duże W) cztery jeden dolar",
])
def test_a_password_read_aloud_is_refused(text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "the password must have two or three digits and a dollar sign",
    "version two point five is out",
    "it costs twenty two dollar",
    "[voice memo] the bus leaves at six nine, at the dot",  # digit words and a symbol, no password word
])
def test_digit_words_and_a_symbol_without_a_password_are_kept(text: str) -> None:
    assert not _refused(text)


def test_a_wifi_qr_password_is_refused_whatever_its_shape() -> None:
    assert _refused("WIFI:T:WPA;S:Home_Mesh_5G;P:pumuckl.Nutella47;;")
    assert not _refused("WIFI:T:nopass;S:Guest;;")


def _phrase(entropy: bytes) -> list[str]:
    """The BIP-39 English phrase of ``entropy`` (16, 24 or 32 bytes)."""
    words = (bip39._DIR / "english.txt").read_text(encoding="utf-8").split()
    n = len(entropy) * 8
    cs = n // 32
    bits = int.from_bytes(entropy, "big") << cs | hashlib.sha256(entropy).digest()[0] >> (8 - cs)
    count = (n + cs) // 11
    return [words[(bits >> (11 * (count - 1 - i))) & 0x7FF] for i in range(count)]


@settings(max_examples=25, deadline=None)
@given(st.binary(min_size=32, max_size=32))
def test_a_24_word_phrase_over_three_labelled_lines_is_refused_unsaid(entropy: bytes) -> None:
    w = _phrase(entropy)
    # (a phrase of repeated words is read as no phrase, by design; and "wallet", "seed" are list words: unsaid only)
    assume(len(set(w)) >= len(w) - 2 and not bip39._SAID_SEED.search(" ".join(w)))
    text = f"Msg 1: {' '.join(w[:8])}\nMsg 2: {' '.join(w[8:16])}\nMsg 3: {' '.join(w[16:])}"
    assert _refused(text)
    broken = [*w[:23], w[0] if w[23] != w[0] else w[1]]  # a wrong last word: the checksum fails (or rarely passes)
    if not bip39.checksum_ok([bip39._lists()[0][0][x] for x in broken]):
        assert bip39.split_phrase(f"Msg 1: {' '.join(broken[:8])}\nMsg 2: {' '.join(broken[8:16])}\n"
                                  f"Msg 3: {' '.join(broken[16:])}") is None


@settings(max_examples=25, deadline=None)
@given(st.binary(min_size=16, max_size=16))
def test_a_12_word_phrase_after_label_words_is_refused_only_said(entropy: bytes) -> None:
    w = _phrase(entropy)
    assume(len(set(w)) >= len(w) - 2 and not bip39._SAID_SEED.search(" ".join(w)))  # ("seed" is a list word)
    said = f"first half of my seed {' '.join(w[:6])}\nok and the second half {' '.join(w[6:])}"
    assert _refused(said)
    assert bip39.split_phrase(f"Msg 1: {' '.join(w[:6])}\nMsg 2: {' '.join(w[6:])}") is None  # 12 unsaid: no reading


@pytest.mark.parametrize(("secret", "benign"), [
    ("we never changed the NAS login, it's still admin / qwerty123, remember that",
     "Im Handbuch steht als Beispiel: Benutzer admin / qwerty123"),
    ("Router-Login bei Oma ist immer noch admin und Passw0rd!", "the user admin and operator2 roles"),
    ("steam acc jakub35:Baltic2018&", "account 12:30:45"),
])
def test_default_credentials_and_combo_lines(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


def test_a_chat_try_after_wrong_password_is_refused() -> None:
    chat = "me: hey did you get into the shared drive?\nJo: no it says wrong password\nme: try {} - I changed it\nJo: ok"
    assert _refused(chat.format("QKPD$NUaQbYLl"))
    assert not _refused(chat.format("resetting"))
    assert not _refused("Jo: I forgot my password\nme: try 1Password or resetting it")
    login = "Ich: Die Zugangsdaten fürs Elternportal: hiro_448@fjordlabs.no und {}"
    assert _refused(login.format("92P2c_alth6fNrYv"))
    assert not _refused(login.format("kommen morgen"))


@pytest.mark.parametrize(("secret", "benign"), [
    ("Is é 1625 an cód don doras tosaigh", "Is é 2024 an bhliain"),
    ("Is é Kasztan1972# mo phasfhocal don bhanc ar líne", "Is é seo an cód"),
])
def test_irish_values_before_their_label(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


def test_apple_recovery_key_named_for_an_apple_id() -> None:
    assert _refused("Apple recovery key for my Apple ID: C01X-RWGJ-P63P-YYPN-XFBN-OIMO-H3N1")
    assert not _refused("user_id=3f2a1b4c-1111-2222-3333-444455556666")


def test_the_trie_finds_what_the_flat_alternation_finds() -> None:
    import re
    words = {"pass", "password", "passwort", "pw", "mot de passe", "mdp", "code", "codes", "kod"}
    trie = re.compile(shape.trie_alternation(words))
    flat = re.compile("|".join(map(re.escape, sorted(words, key=len, reverse=True))))
    for text in ["my password is", "passwortx mdp code codes kod", "pas pw passw mot de passe", ""]:
        assert [m.span() for m in trie.finditer(text)] == [m.span() for m in flat.finditer(text)]


def test_the_batch_agrees_and_the_store_refuses() -> None:
    texts = ["BitLocker: " + _bitlocker([1, 2, 3, 4, 5, 6, 7, 8]),
             "[voice memo] okay the wifi password is capital T o r t i l l a six nine dollar sign",
             "steam acc jakub35:Baltic2018&", "the gate code changed in 2019"]
    found = {i for i, _ in find_secrets_many(texts)}
    assert found == {i for i, t in enumerate(texts) if find_secrets(t)} == {0, 1, 2}
    with pytest.raises(SecretError):
        MemoryStore(dim=16, dedup=False).remember("s", "सोसाइटी के गेट का कोड १७७४ है")
