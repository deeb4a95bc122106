"""fp48 (session 39): a run of digit words needs a gate word said as a word of its own (guard/spelled.py
``_words_said``), not only one inside a longer word: "to" (Danish / Norwegian two) read as a code after "firewall" (its
"fire", four) or the Georgian "ავთენტიფიკატორის" (its "ტორის" holds "ორი", two) - test_guard_lexicon's draw."""

from __future__ import annotations

import time

import pytest

from engramdb.guard import find_secrets, find_secrets_many, fp48, fp73, spelled

# (benign, its twin): the benign refused by main (the gate read as substrings), the twin refused both ways
_PAIRS = [
    ("ავთენტიფიკატორის კოდი to to to to", "ავთენტიფიკატორის კოდი ორი ორი ორი ორი"),
    ("firewall code to to to to", "firewall code fire to to to"),
    ("ავთენტიფიკატორის კოდი en to en to", "ავთენტიფიკატორის კოდი ერთი ორი ერთი ორი"),
    ("Seksjon kode to to to to", "Seksjon kode: seks to to to"),
]


def _substring_gate(said: list[str], low: str) -> bool:
    """main's gate (before fp48): three piece words, the gate word anywhere, inside a longer word too."""
    return sum(1 for w in said if w in spelled._PIECE_WORDS) >= 3


@pytest.mark.parametrize(("benign", "twin"), _PAIRS)
def test_benign_passes_and_its_twin_is_refused(benign: str, twin: str, monkeypatch: pytest.MonkeyPatch) -> None:
    assert find_secrets(benign) == [] and find_secrets_many([benign]) == [], benign
    assert find_secrets(twin) and [i for i, _ in find_secrets_many(["the weather is fine", twin])] == [1], twin
    monkeypatch.setattr(spelled, "_words_said", _substring_gate)
    assert find_secrets(benign), benign  # main's reading
    assert find_secrets(twin), twin


@pytest.mark.parametrize(
    "text",
    [
        "koden er fire to to to",  # Danish, "fire" (four) said
        "pinkoden er to to to to, seks",  # the gate word after the run
        "my PIN is four seven two nine",
        "código: cinco cinco dos uno",
        "पिन: तीन चार पाँच छह",  # Hindi, vowel signs inside the words
        "PIN kodi: to'rt bir ikki uch",  # Uzbek, an apostrophe inside the gate word
        "VPN password in NATO: capital foxtrot, alfa, lima, nine, five, dot",
    ],
)
def test_codes_read_aloud_are_still_refused(text: str) -> None:
    assert find_secrets(text), text
    assert [i for i, _ in find_secrets_many([text])] == [0], text


def test_the_gate_reads_whole_words() -> None:
    assert not spelled._words_said(["firewall", "code", "to", "to", "to", "to"], "firewall code to to to to")
    assert spelled._words_said(["fire", "to", "to", "to"], "fire to to to")
    assert spelled._words_said(["x", "ray", "one", "two", "six"], "x-ray one two six")  # a joined gate word, as before
    assert not spelled._words_said(["fire", "code"], "fire code")  # three pieces still needed


@pytest.mark.parametrize("text", ["firewall " + "to " * 4000, "ავთენტიფიკატორის " + "to en " * 1500])
def test_long_runs_stay_fast(text: str) -> None:
    start = time.process_time()
    find_secrets(text)
    assert time.process_time() - start < 2.0


# ---- the false alarms of the 45 corpora (fp48.py): (benign, its twin). Each benign is refused by main and by this
# tree with fp48's readings switched off; each twin is refused both ways. (The n-gram rows are the corpora's own texts:
# the signal's score is near its threshold, and a variant may pass on main already.)
_FP_PAIRS = [
    (
        "when I call the desk I press 3185 then hash, then 1 for the front office",
        "when I call the mailbox I press 3592 then hash, then 1 for new messages",
    ),
    ("when I ring reception I press 4471 then star", "when I ring reception I press my PIN 4471 then star"),
    ("ਬੱਚਿਆਂ ਦੇ ਟੈਬਲੇਟ ਦਾ ਮਾਡਲ ਨੰਬਰ KFTRQC20 ਹੈ", "ਮੇਰੇ ਰਾਊਟਰ ਦਾ ਪਾਸਵਰਡ RTX4Q92B ਹੈ"),
    ("Amara: מספר הדגם של הטאבלט של הילדים הוא KFTRBX65", "הסיסמה של הנתב היא RTX4Q92B"),
    (
        'Assistant heard: "Hey Google, запомни, что трек-номер моей посылки ORD-8936531902"',
        "запомни, что пароль от почты ORD-7731956204",
    ),
    ('<string name="forgot_password">Forgot password?</string>', '<string name="db_password">Tr0ub4dor&3x</string>'),
    ('Beispiel aus der Doku: Passwort "Muster123!" – nur zur Veranschaulichung', 'Passwort "Muster123!"'),
    ("il-password tal-PDF xxxx", "il-password tal-PDF hija Qx7!mer22"),
    (
        "supermarket loyalty: card 5449443198429340111 / PIN ****",
        "supermarket loyalty points, paid by Visa 5449443198429340111",
    ),
    ("58898637\nMACFit şifresi: (I'll say it at the door)", "58898637\nMACFit şifresi:"),
    ("5531\nalarm code: (I'll tell you at the door)", "5531\nalarm code:"),
]


def _switched_off(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("extension_called", "model_named", "ui_text", "near_miss", "loyalty_card"):
        monkeypatch.setattr(fp48, name, lambda *a: False)
    # fp73.each_read (session 45) passes some of these too (a parcel's order id after a tracking word): off with them
    monkeypatch.setattr(fp73, "each_read", lambda *a: False)


@pytest.mark.parametrize(("benign", "twin"), _FP_PAIRS)
def test_a_false_alarm_passes_and_its_twin_is_refused(benign: str, twin: str, monkeypatch: pytest.MonkeyPatch) -> None:
    assert find_secrets(benign) == [] and find_secrets_many([benign]) == [], benign
    assert find_secrets(twin) and [i for i, _ in find_secrets_many(["the weather is fine", twin])] == [1], twin
    _switched_off(monkeypatch)
    assert find_secrets(benign), benign
    assert find_secrets(twin), twin


def test_creds_from_a_source_name_no_user() -> None:
    """Row 42 read "creds from Vault|" as a user ("from") and a password; where credentials come from is no user."""
    assert find_secrets("service -->|reads creds from Vault| db[(Postgres)]") == []
    assert find_secrets("credentials via SSO, ask IT") == []
    assert find_secrets("creds are admin Vault7x!q")


@pytest.mark.parametrize(
    "text",
    [
        "when I call the front desk I press my PIN 3185 then hash",  # a PIN named
        "I call the bank and press 4417",
        "when I call the desk line, voicemail: press 7291 then hash",  # a mailbox on the line
        "my loyalty card is paid with the debit card 4539 1488 0343 6467",  # a payment word on the line
        'Beispiel: Passwort "Zq81!mpTr"',  # an example's word without a documentation's
        "the model number is on the box; wifi password RTX4Q92B!",  # a password's word in the window
        '<string name="api_key">AIzaSyD3x9Qm2Lp7Rt5Vw8Yz1Bc4Nf6Hk0Jq</string>',  # a key in an app's strings
        "<password>correct horse battery staple</password>",  # words that do not name their credential
    ],
)
def test_near_misses_stay_refused(text: str) -> None:
    assert find_secrets(text), text


def test_the_readings_units() -> None:
    assert fp48.extension_called("when I call the desk I press 3185", 29)
    assert not fp48.extension_called("when I call the desk I press my PIN 3185", 36)
    assert fp48.ui_text("forgot_password", "Forgot password?")
    assert not fp48.ui_text("forgot_password", "Tr0ub4dor&3x")
    assert not fp48.ui_text("wifi", "correct horse battery")
    assert fp48.model_named("модель: X", 0, 8)
    assert not fp48.model_named("model, password X", 0, 16)
    assert fp48.loyalty_card("loyalty card 5449443198429340111", 13, 32)


@pytest.mark.parametrize(
    "text",
    [
        "when I call the desk " * 400 + "I press 3185",
        "il-password tal-" * 500,
        "modell " * 1000 + "KFTR0001",
        '<string name="password">' + "word " * 1500 + "</string>",
        ("58898637\nşifresi: (" + "say " * 1500 + ")\n") * 2,
    ],
)
def test_long_inputs_stay_fast(text: str) -> None:
    start = time.process_time()
    find_secrets(text)
    find_secrets_many([text])
    assert time.process_time() - start < 2.0
