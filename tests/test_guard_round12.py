"""Round 12 of the secret guard (issue 13): precision first. Benign text the older rules refused, each fixed in
general terms (what the value is, not the row's words), and the real secrets beside each fix that must stay refused."""

from __future__ import annotations

import pytest

from engramdb.guard.secrets import find_secrets


def _refused(text: str) -> bool:
    return bool(find_secrets(text))


@pytest.mark.parametrize("text", [
    # India's postal "PIN code" of six digits, named by the shape rows too (beside an address or a delivery)
    "Ship to: 22 Park Street, Kolkata, West Bengal, PIN code 700016",
    "Courier says delivery not possible to PIN code 411045 this week",
    # a documented test card in other languages: the card and the CVV beside it
    "Tarjeta de prueba de la documentación de Redsys: 4548 8120 4940 0004, caducidad 12/34, CVV 321.",
    "Cartão de teste do sandbox: 5031 4332 1540 6351, validade 11/30, CVV 123.",
    "Testkaart uit de documentatie: 3782 822463 10005",
    "Karta testowa z dokumentacji: 4111 1111 1111 1111",
    # an IBAN whose bank code is letters, its digits shaped like a card
    "Bitte überweisen an IBAN GB64 OGFR 3566 2728 2780 66, Verwendungszweck Miete",
    # placeholders in any language: braces, a name in capitals, an interpolation, a command's output, a LaTeX macro
    "Kennwort: {hier eintragen}",
    "пароль: ВАШ_ПАРОЛЬ",
    "hasło: TWOJE_HASŁO",
    "[database]\npassword = $__file{/run/secrets/db_password}",
    'set smtp_pass = "`pass show mail/smtp`"',
    "Attacker knows the password \\emph{hash}, not the password itself.",
    "token: ███████████████ (blacked out)",
    # a list of words after a language's word for password ("parole" is Latvian/Romanian for it, Italian "words")
    "Parole della settimana: locanda, rigare, descritto, upupa, olfatto",
    # a declaration, a GraphQL type, a working directory, another key's value
    'Password : constant String := Ada.Environment_Variables.Value ("DB_PASSWORD");',
    "mutation SignUp($name: String!, $password: String!) { signUp(name: $name, password: $password) { id } }",
    "Dec  3 04:11:02 web2 sudo:  ops : TTY=pts/1 ; PWD=/srv ; USER=root ; COMMAND=/bin/ls",
    "2026-09-18T09:50:51Z WARN auth: invalid password for user=jdoe attempts=3",
    # a password's word on one line, a value on a later line that is another field's
    "NOTE:admin password on the label underneath\nEND:VCARD",
    # what a setting describes, not holds; a digest; a systemd credential's path
    "password_encryption = scram-sha-256",
    '"client_token": "hmac-sha256:844dfb9675a04c88c7110a3f1fd97844ea802b5bb15127a414c1fe301b5fac64"',
    "[Service]\nLoadCredential=dbpass:/etc/credstore/dbpass",
    # a GPG key id; a cache key; an order number in Chinese; AWS's documented example pair; xkcd's passphrase
    "[user]\n\temail = a@b.de\n\tsigningkey = 4AEE18F83AFDEB23",
    "Cache key: node-modules-98e432d6f49cff9b3e919e55aa74a6163644bd5e7428669bb6016e03ed065d51",
    "订单编号：6852246540502682682",
    "The docs use the example key pair AKIAIOSFODNN7EXAMPLE / wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY; not real.",
    "The xkcd example passphrase 'correct horse battery staple' is on every cracking list now.",
    # a postal code spelled out in words
    "Code postal : sept cinq zéro un un",
    # a combination of anything but a lock (round 11 noted these)
    "combo deal 1500",
    "the combination of 3 and 4 gives 1200.",
])
def test_round12_benign_text_is_not_refused(text: str) -> None:
    assert not _refused(text), text


@pytest.mark.parametrize("text", [
    "My debit card PIN is 482913, bank says change it",          # six digits with banking words: a PIN
    "Delivery app login PIN code 583920, don't share",           # an address word, but a login's PIN
    "Visa 4539 1488 0343 6467, CVV 512",                         # a real card and its code
    "Kennwort: Sommer2024!",
    "hasło: Kot7Mruczy!",
    "password = hunter2xyz",
    "password for the VPN: Tr0pic@l55",
    "DB_PASSWORD=s3cr3tPa55",
    "signing secret = 4AEE18F83AFDEB23aa91bc",                    # not a key id: a secret of any shape
    "Parole: Lusso2024!, non dirla a nessuno",
    "bike lock combo is 4821",
    "gym locker combination: 3921",
    "AWS secret key wJalrXUtnFEMI/K7MDENG/bPxRfiCYzQ8mLp2vNk1TxRd4Q",
])
def test_round12_secrets_beside_the_fixes_stay_refused(text: str) -> None:
    assert _refused(text), text


# ---- Seed phrases: a list of list words is no phrase when a word left out is an item of the same list

import random  # noqa: E402
import sys  # noqa: E402
from pathlib import Path  # noqa: E402

from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from engramdb.guard import bip39  # noqa: E402

_ENGLISH = (Path(bip39.__file__).with_name("bip39") / "english.txt").read_text(encoding="utf-8").split()
_LAYOUTS = ("\n", ", ", "numbered", "- ")


def _laid_out(words: list[str], layout: str) -> str:
    if layout == "numbered":
        return "\n".join(f"{i}. {w}" for i, w in enumerate(words, 1))
    if layout == "- ":
        return "\n".join(f"- {w}" for w in words)
    return layout.join(words)


@settings(max_examples=150, deadline=None)
@given(st.sampled_from([13, 14, 16, 17, 19, 20, 22, 23, 25, 26]), st.sampled_from(_LAYOUTS),
       st.booleans(), st.randoms(use_true_random=False))
def test_a_list_of_list_words_of_no_phrase_length_is_no_seed_phrase(n: int, layout: str, head: bool,
                                                                      rnd: random.Random) -> None:
    """n list words in one layout, n no phrase length: every window of a phrase's length leaves out a word that is an
    item of the same list, so none is read (round 11 read the run less up to two words: a list of 13 or 14 such
    words was refused 15-17 % of the time)."""
    words = rnd.sample(_ENGLISH, n)
    text = ("Groceries\n" if head else "") + _laid_out(words, layout)
    assert bip39.seed_phrase(text) is None, text


def test_a_phrase_with_a_word_of_another_layout_around_it_is_still_read() -> None:
    """The words left out stand apart from the phrase: a label before a colon, a sentence after a stop, an errand
    line that holds more than the word."""
    rnd = random.Random(5)
    found = 0
    for _ in range(400):
        words = rnd.sample(_ENGLISH, 12)
        indices = [_ENGLISH.index(w) for w in words]
        if not bip39.checksum_ok(indices):
            continue
        found += 1
        for text in (f"over the phone: {' '.join(words)}. put it in the safe",
                     "Wallet words\n" + "\n".join(words) + "\ncall plumber today",
                     "wallet: " + ", ".join(words)):
            assert bip39.seed_phrase(text) is not None, text
    assert found >= 10


_LISTS_DIR = Path(__file__).resolve().parent.parent / "benchmarks" / "guard_benign_lists"


def test_ordinary_lists_are_not_refused() -> None:
    """benchmarks/guard_benign_lists: 600 seeded ordinary lists (grocery, packing, tag, to-do lists in eleven
    languages, recipes, scores, prices, travel numbers) are all stored; lists made only of BIP-39 list words of their
    language (the checksum rule's worst case) are refused at most at the checksum's own rate for their lengths."""
    sys.path.insert(0, str(_LISTS_DIR))
    try:
        import make_lists
    finally:
        sys.path.remove(str(_LISTS_DIR))
    from engramdb.guard import normalise_for_check
    rows = make_lists.rows(600, 12)
    refused = [r["text"] for r, t in zip(rows, normalise_for_check([r["text"] for r in rows])) if find_secrets(t)]
    assert refused == []
    worst = make_lists.list_word_rows(600, 13)
    hits = sum(bool(find_secrets(t)) for t in normalise_for_check([r["text"] for r in worst]))
    assert hits <= 0.03 * len(worst), hits  # measured 1.7-1.9 % (12 items: 1 in 16); round 11: 6.5 %


# ---- Recall: codes whose label is the language's word for a secret code but not "code"; Wi-Fi keys after the name


@pytest.mark.parametrize("text", [
    "Šifra za ulaz u zgradu je 4821.",                 # Croatian / Bosnian
    "Шифра за капију је 5937B",                        # Serbian, keypad letter
    "Namba ya siri ya kadi ni 4729.",                  # Swahili
    "Pankkikortin tunnusluku on 917542.",              # Finnish PIN
    "Die Geheimzahl der Karte ist 09532",              # German PIN
    "체크카드 비밀번호 2343",                              # Korean
    "폰 비번 632478, 택배 오면 받아줘",                     # Korean slang
    "رمز باب العمارة 147184",                           # Arabic
    "กล่องกุญแจอยู่ข้างประตู รหัส 7871",                     # Thai key box
    "張卡嘅密碼係4733，幫我攞五百蚊",                        # Cantonese
    "ລະຫັດ PIN ບັດ ATM ແມ່ນ 3821 ຖອນເງິນໃຫ້ແມ່ແດ່",            # Lao: the later label ("PIN") judges the value
])
def test_round12_a_code_after_its_languages_word_for_a_secret_is_refused(text: str) -> None:
    assert _refused(text), text


@pytest.mark.parametrize("text", [
    "šifra artikla 4521",                              # an article's code
    "Šifra proizvoda: 88213.",                         # a product's
    "الرمز البريدي 11564",                              # a postal code
    "رمز المنتج 55123",                                 # a product's
    "رمز پستی 1439813",                                 # Persian postal code
    "รหัสไปรษณีย์ 10110",                               # Thai postal code, glued
    "รหัสพนักงาน 650123",                               # an employee's number
    "Hey Siri, set a timer for 1500",                  # "siri" is no label on its own
    "kata sandi minimal 8 karakter",                   # a policy
    "पता: 45, शिवाजी नगर, पुणे, पिन कोड 411013",            # India's postal PIN code, two words
])
def test_round12_a_near_miss_of_the_new_code_words_is_not_refused(text: str) -> None:
    assert not _refused(text), text


@pytest.mark.parametrize("text", [
    "Wi-Fi Telekom-ZX81, sandhine tjlb*0508OTT",        # the key's word in a language no catalog holds
    "ไวไฟ TIM-29384756 รหัส Anjing1775dolphin",
    "WLAN: Magenta-8B1C\nSchlüssel: 5xYd79uy2I7qz4",   # the key on the next line
    "Hi guests! Network Livebox-8C21, key a0fecc33w0jho32i. Enjoy your stay :)",
    "WiFi FRITZ!Box 7590 XY, ọ̀rọ̀ aṣínà: 5949 0959 9723 7072 2239",  # a numeric key in groups of four
    "Rete Wi-Fi Keenetic-0423, chiave: Fjord7452panda",
    "와이파이 FRITZ!Box 7590 XY 비번 3169 1848 7766 6638 6651",
])
def test_round12_a_wifi_key_after_the_networks_name_is_refused(text: str) -> None:
    assert _refused(text), text


@pytest.mark.parametrize("text", [
    "Wi-Fi: HomeNet, router TP-Link-AC1200",            # another setting, named
    "WiFi Livebox-8C21, channel 11, band 5GHz",
    "Network Starlink-Quito, speed 220Mbps.",
    "Wi-Fi HomeNet, security WPA2-Personal",
    "Wi-Fi HomeNet, firmware v1.2.3-beta4",
    "El wifi del hotel se llama HOTEL-5G, la contraseña te la dan en recepción.",  # the name, stated
    "Das WLAN heißt HUAWEI-B535-1F2C, das Passwort steht auf der Rückseite der Box.",
    "Our network grew to 1200 members in 2024.",
    "Network: 10.0.0.0/24, gateway 10.0.0.1",
    "SSID: Office-5G\nBand: 5GHz",
    "The wifi is down again, ticket INC0012345.",
])
def test_round12_a_near_miss_of_a_wifi_key_is_not_refused(text: str) -> None:
    assert not _refused(text), text


@pytest.mark.parametrize("text", [
    "Coffre-fort de la chambre : 5-30-5 (code changé hier)",  # a parenthesis ends the value's clause
    "Szyfr do kłódki od roweru 37-28-18",               # a combination's word, the lock named after it
    "kode brankas 4-39-33",                            # a dial's numbers right after a safe's word
    "lucchetto bici 7927",                             # a padlock's word, one word, the value
    "Ο συνδυασμός του χρηματοκιβωτίου είναι 86178",     # Greek "is" states it
    "Mã két sắt là 182",                               # Vietnamese safe, stated
    "保险箱密码30-8-7，护照在里面",                          # a dial after the word for password
    "gate code 7458",                                  # "code" alone, after what it opens
])
def test_round12_a_locks_value_is_refused(text: str) -> None:
    assert _refused(text), text


@pytest.mark.parametrize("text", [
    "kode pos 40115",                                  # Indonesian postal code
    "kod 12-05-24",                                    # a date, not a dial
    "lucchetto bici 2024",                             # a year
    "Il lucchetto pesa 250 g",                         # a weight
    "Le cadenas coûte 15 euros.",
    "candado de 40 mm",
    "Account 4432, code 551903",                       # round 8's near-miss stays
])
def test_round12_a_near_miss_of_a_locks_value_is_not_refused(text: str) -> None:
    assert not _refused(text), text
