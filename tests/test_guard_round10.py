"""Round 10 of the secret guard (issue 13): BIP-39 seed phrases by their checksum, a short code that ends the clause
of its label in any language, backup-code lists by their layout, and the near-misses each rule must leave alone."""

from __future__ import annotations

import hashlib
import unicodedata
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engramdb.guard import bip39, lexicon, shape
from engramdb.guard.secrets import find_secrets, find_secrets_many

LISTS = Path(bip39.__file__).with_name("bip39")


def _words(name: str) -> list[str]:
    return (LISTS / f"{name}.txt").read_text(encoding="utf-8").split()


def _mnemonic(entropy: bytes, name: str) -> list[str]:
    """BIP-39's encoding, written out here independently of the guard: entropy, then its SHA-256's first bits."""
    cs = len(entropy) * 8 // 32
    bits = int.from_bytes(entropy, "big") << cs | hashlib.sha256(entropy).digest()[0] >> (8 - cs)
    n = (len(entropy) * 8 + cs) // 11
    words = _words(name)
    return [unicodedata.normalize("NFKC", words[bits >> (11 * (n - 1 - i)) & 2047]) for i in range(n)]


def _refused(text: str) -> bool:
    return bool(find_secrets(text))


# ---- BIP-39


def test_the_word_lists_are_the_ten_official_ones_with_their_licence() -> None:
    for name in bip39.LISTS:
        assert len(_words(name)) == 2048
    assert _words("english")[:3] == ["abandon", "ability", "able"]
    assert "MIT License" in (LISTS / "LICENSE").read_text(encoding="utf-8")


def test_the_bip39_test_vector_checksums() -> None:
    # Trezor's published vectors: the checksum is right, and the guard still leaves them alone (documentation).
    vector = ["legal", "winner", "thank", "year", "wave", "sausage", "worth", "useful", "legal", "winner", "thank", "yellow"]
    table = {w: i for i, w in enumerate(_words("english"))}
    assert bip39.checksum_ok([table[w] for w in vector])
    assert not bip39.checksum_ok([table[w] for w in [*vector[:-1], "year"]])
    assert bip39.seed_phrase(" ".join(vector)) is None
    assert bip39.seed_phrase(" ".join(["abandon"] * 11 + ["about"])) is None


@pytest.mark.parametrize("layout", [
    " ".join, ", ".join, "\n".join, "\u3000".join,
    lambda ws: "\n".join(f"{i}. {w}" for i, w in enumerate(ws, 1)),
    lambda ws: "  ".join(f"{i}) {w}" for i, w in enumerate(ws, 1)),
])
@pytest.mark.parametrize("name", ["english", "spanish", "japanese", "chinese_simplified", "korean", "czech"])
def test_a_seed_phrase_is_refused_in_any_layout_and_language(layout, name) -> None:  # type: ignore[no-untyped-def]
    words = _mnemonic(hashlib.sha256(name.encode()).digest()[:16], name)
    text = "wallet backup, keep it offline: " + layout(words)
    assert _refused(text)
    assert _refused(layout(words))  # no label at all


@settings(max_examples=60, deadline=None)
@given(st.binary(min_size=16, max_size=32).filter(lambda b: len(b) % 4 == 0),
       st.sampled_from(["english", "french", "italian", "portuguese", "korean", "chinese_traditional"]),
       st.sampled_from([" ", "\n", ", ", " - "]))
def test_any_valid_seed_phrase_is_refused_and_the_batch_agrees(entropy: bytes, name: str, sep: str) -> None:
    words = _mnemonic(entropy, name)
    if len(set(words)) < len(words) - 2:
        return  # three repeats or more: read as a test vector
    text = "note to self: " + sep.join(words)
    assert _refused(text)
    assert [i for i, _ in find_secrets_many([text, "lunch at noon"])] == [0]


@settings(max_examples=60, deadline=None)
@given(st.binary(min_size=16, max_size=16), st.integers(1, 15))
def test_a_wrong_checksum_is_no_seed_phrase(entropy: bytes, flip: int) -> None:
    words = _mnemonic(entropy, "english")
    table = {w: i for i, w in enumerate(_words("english"))}
    last = _words("english")[table[words[-1]] ^ flip]  # same entropy bits' word, other checksum bits
    assert bip39.seed_phrase(" ".join([*words[:-1], last])) is None


def test_ordinary_prose_and_unseparated_cjk_are_no_seed_phrase() -> None:
    assert bip39.seed_phrase("We can all agree that the garden looks better after the rain came back last week.") is None
    # twelve common characters written as Chinese is written (unseparated) are not read
    zh = "".join(_mnemonic(b"\x01" * 16, "chinese_simplified"))
    assert bip39.seed_phrase(f"今天{zh}。") is None


# Ordinary words that are also English list words: a list of them is no seed phrase, however many windows of twelve
# happen to pass the checksum (each does once in 16).
GROCERIES = ["apple", "banana", "butter", "cheese", "chicken", "coffee", "egg", "milk", "orange", "rice", "sugar", "salt",
             "pepper", "bacon", "lemon", "olive", "tomato", "potato", "onion", "garlic", "bean", "corn", "mango", "honey",
             "cereal", "juice", "soup", "salad", "pizza"]


def _windows_passing(words: list[str], n: int = 12) -> int:
    table = {w: i for i, w in enumerate(_words("english"))}
    indices = [table[w] for w in words]
    return sum(bip39.checksum_ok(indices[a:a + n]) for a in range(len(indices) - n + 1))


@pytest.mark.parametrize("layout", [
    lambda ws: "Groceries: " + ", ".join(ws) + ".",
    lambda ws: "Shopping list\n" + "\n".join(ws),
    lambda ws: "Packing list:\n" + "\n".join(f"{i}. {w}" for i, w in enumerate(ws, 1)),
])
def test_a_long_list_of_ordinary_list_words_is_no_seed_phrase(layout) -> None:  # type: ignore[no-untyped-def]
    # every window of twelve was once read: 20 such words were refused 57 % of the time, 29 of them 87 %
    assert _windows_passing(GROCERIES) >= 1  # the list holds windows that pass the checksum: the test is not vacuous
    assert bip39.seed_phrase(layout(GROCERIES)) is None
    assert not _refused(layout(GROCERIES))


def test_a_numbered_phrase_is_read_by_its_numbers() -> None:
    words = _mnemonic(hashlib.sha256(b"two columns").digest()[:32], "english")  # 24 words
    rows = [f"{i:2d}. {words[i - 1]:<10} {i + 12:2d}. {words[i + 11]}" for i in range(1, 13)]
    assert _refused("Ledger recovery sheet\n" + "\n".join(rows))  # two columns, read row by row
    twelve = _mnemonic(hashlib.sha256(b"errands").digest()[:16], "english")
    # inside a longer run of list words: an outer list's items, the phrase numbered in its own style, more errands
    note = ("TODO\n1. return library book\n2. wallet words\n" + "\n".join(f"{i:02d} {w}" for i, w in enumerate(twelve, 1))
            + "\n3. pick up dry cleaning")
    assert _refused(note)
    # the same words numbered 1..12 twice over, or 1..20, are no phrase
    assert bip39.seed_phrase("\n".join(f"{i}. {w}" for i, w in enumerate(GROCERIES[:20], 1))) is None


# ---- A short code that ends its label's clause


@pytest.mark.parametrize("text", [
    "Kod do domofonu: 7364#.",                       # Polish door code, keypad key
    "Durvju kods ir 9289C.",                          # Latvian, keypad letter
    "Portkoden är *1916.",                            # Swedish compound, star key
    "Ваш код підтвердження: 360969. Нікому його не повідомляйте.",  # Ukrainian OTP
    "Kode verifikasi Anda 148-050. JANGAN berikan kode ini kepada siapa pun.",  # Indonesian, formatted
    "Təsdiq kodunuz: G-028017. Heç kimə deməyin.",    # Azerbaijani, G- code
    "PIN od kartice je 9596.",                        # Croatian PIN
    "Kartımın PIN kodu 7926.",                        # Turkish
    "PIN-ul cardului este 4849.",                     # Romanian, hyphenated article
    "Il codice del cancello è 9850#.",                # Italian
    "Ο κωδικός επαλήθευσης είναι 360872.",            # Greek
    "קוד האימות שלך הוא 678-969.",                    # Hebrew
])
def test_a_code_ending_its_labels_clause_is_refused(text: str) -> None:
    assert _refused(text), text


@pytest.mark.parametrize("text", [
    "Kod pocztowy: 00950.",                           # postal code (5 digits, and named so)
    "Le code postal est 750011.",                     # named a postal code
    "Kod produktu 5901234.",                          # a product code
    "Der Fehlercode lautet 100234.",                  # an error code, glued
    "Kod weryfikacyjny ma 6 cyfr i wygasa po 10 minutach.",  # policy: no value
    "Il codice è valido per 600 secondi.",            # policy: too short, not the clause's end
    "Kod 123456 wygasa za 10 minut i nie działa po 3 próbach.",  # the number does not end its clause
    "Le code de ma carte a changé en 2024.",          # a year
    "versionCode 15027569",                           # a program's camelCase name
    "Use barcode 12345670 for the shelf.",            # a barcode
    "Pinterest board 123456.",
    "spinning class at 1800",
])
def test_a_near_miss_of_a_labelled_code_is_not_refused(text: str) -> None:
    assert not _refused(text), text


def test_the_code_words_come_from_the_catalogs_labels() -> None:
    words = lexicon.code_words()
    for w in ("kod", "kods", "kodas", "código", "код", "קוד", "κωδικός"):
        assert w in words
    for w in ("de", "za", "для", "di"):  # connectors the labels share are not words for "code"
        assert w not in words


# ---- Backup-code lists by their layout


@pytest.mark.parametrize("text", [
    "Yedek kodlar (Instagram):\n69LXEWQ9T1\nDAHCPQ9TUR\n42EMB1ZXWY\n2232XKFBZI\nBZRFH4MA73\nYWSUM5ZW0Q",
    "2FA-koodit varalle:\n0806 1769\n6655 8202\n2667 4693\n1700 0203\n7983 3207",
    "Mã dự phòng:\n7kyb1onp\nq7dds9gp\nuhvmhtxy\naaww4wpl\njjxqr63w\nxkql55mr",
    "- 4edlq-lw164\n- mgmad-l6ei4\n- dxird-nr8sh\n- a32z7-6esdz\n- co3fz-f4u2y",
])
def test_a_list_of_backup_codes_is_refused_whatever_its_heading(text: str) -> None:
    assert shape.code_lines(text) is not None
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "commits:\n3f2a9c1d\n7be01f44\n0c9d2e11\n9a8b7c6d\n1234abcd",   # short hashes (hex)
    "SKU list:\nSKU00123\nSKU00456\nSKU00789\nSKU01011\nSKU01213",  # a shared prefix
    "orders:\nORDER1234\nORDER5678\nINVOICE99\nTICKET777\nREFUND555",  # names with a number after them
    "codes:\n1234 5678\n1234 5678\n1234 5678\n1234 5678\n1234 5678",  # one value repeated
    "tokens:\nABCD1234\nEFGH5678",                                 # too few lines
])
def test_lists_that_are_not_backup_codes_are_not_read_as_them(text: str) -> None:
    assert shape.code_lines(text) is None


# ---- Near-misses removed this round


@pytest.mark.parametrize("text", [
    "Тестовая карта из документации: 6011111111111117",
    "テスト用カード番号（ドキュメント記載）：378282246310005",
    "테스트 카드 번호(문서 예시): 4111111111111111",
    "沙箱测试卡号（文档示例）：3566002020360505",
    "pin the action to actions/checkout@f3b4f98ca30b6cd44e218b9ac7ea73a576d18c56",
    "the prod DB password is in 1Password under 'Postgres prod (rw)'",
])
def test_round_10_near_misses_are_not_refused(text: str) -> None:
    assert not _refused(text), text


@pytest.mark.parametrize("text", [
    "Моя карта: 6011000990139425",                    # not a published test number: Luhn-valid? checked below
    "the wifi password is on the fridge: Tr0ub4dor&3x",
])
def test_the_near_miss_rules_keep_real_secrets(text: str) -> None:
    if "6011" in text:
        text = "Моя карта: 4539578763621486"  # a Luhn-valid number no provider publishes
    assert _refused(text), text
