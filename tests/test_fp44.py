"""Session 36 (fp44): fewer false alarms of the secret guard. Each benign text is refused by main before this change
(4f6d3bb) and no longer is; its secret twin still is (by find_secrets and by the batch path alike):

* India's postal "PIN code" of six digits is read alike by the code rows that read it (``secrets._postal_pin``: a
  "PIN code" label, a postal place named - a postal word, a parcel, a depot, an Indian city - and no word of a card,
  a bank, a phone, a login or a lock, ``_shaped``'s reading, which slots.short_code lacked);
* a parcel's tracking code in Persian ("کد رهگیری"), a code word qualified after it ("code postal"), a number that
  passes an IBAN's check digits but opens with no IBAN country ("JD5849484004337699");
* a line under a delimited table's header that holds none of its separator ends the table ("thanks!" under a
  comment cut by a comma);
* a network's default name in parentheses after a router's password word, the password then said to be elsewhere.

A property draws realistic agent-memory texts (order / ticket / tracking ids, versions, dates and times, prices,
postcodes of several countries, hashes named as hashes, masked values, model numbers; a few in other languages) and
asserts that the guard refuses none."""

from __future__ import annotations

import random
import string

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from engramdb import guard
from engramdb.guard import places, readings, secrets, tables, withheld

# (benign, secret twin)
PAIRS = [
    # India's postal PIN code
    ("Send the parcel to Koramangala, Bengaluru, PIN code 682011", "my debit card PIN code is 682011"),
    ("pin code galat hai, sahi wala 500081 hai (Mumbai)", "pin code galat hai, ATM card ka sahi wala 500081 hai"),
    ("Amazon parcel MS807771753GB is at the Krakow depot, PIN code 625563.", "PIN code 682011 for my SBI debit card"),
    # a Persian tracking code
    ('Assistant heard: "Alexa, یادت باشد کد رهگیری بسته‌ام #95886362 است"', "رمز کارت بانکی من 9588 است"),
    ("کد رهگیری بسته‌ام ORD-7253213 است", "کد درب ساختمان 95886 است"),
    ("کد رهگیری بسته‌ام PO786124 است", "کد ورود یکبار مصرف: 958863"),
    ("کد پیگیری سفارش من 4471902 است", "کد ورود یکبار مصرف: 958863"),
    # a parcel's number is no IBAN; a postal code
    (
        "Currys parcel JD5849484004337699 is at the Krakow depot, code postal 33421.",
        "IBAN DE89 3704 0044 0532 0130 00, online banking code 48213",
    ),
    ("parcel JD5849484004337699, code 33421", "IBAN DE89370400440532013000 PIN 48213"),
    # a line of no cells is no table's row
    (
        "AUTH0_DOMAIN=dev-7oqaxu1w.eu.auth0.com\nAUTH0_CLIENT_ID=XRqxOx0sOUynM0QhLfuA4XTkLJAYdBLj\n"
        "# single-page app: PKCE, no client secret\n\nthanks!",
        "user,password\nadmin,Tr0ub4dor&3\n\nthanks!",
    ),
    # a closing thanks alone on the last line is no value sent after the line naming a password
    (
        "the workstation under my desk has no BIOS password, boot from USB with F12\n\nthanks!!",
        "the workstation under my desk has a BIOS password:\n\nKestrel3818%",
    ),
    (
        "Koinly: 3 wallets synced, tax report for 28 Jun 2026 ready, login in the password manager\n\nthanks!!",
        "the BIOS password is\n\nKestrel3818%",
    ),
    # a network's name beside a router password said to be elsewhere
    (
        "what does this mean?\nI changed the router password (TP-Link_4YP9), it's on the note on the fridge, tell the kids",
        "I changed the router password to Casa_97ZK, tell the kids",
    ),
    (
        "> I changed the router password (Casa_97ZK), it's on the note on the fridge, tell the kids",
        "I changed the router password (Casa_97ZK), tell the kids",
    ),
    (
        "```\nI changed the router password (Vodafone-JP3T), it's on the note on the fridge, tell the kids\n```",
        "I changed the router password (Casa_97ZK!), it is on the note",
    ),
]


def _refused(text: str) -> tuple[bool, bool]:
    one = bool(guard.find_secrets(text))
    many = bool(guard.find_secrets_many([guard.normalise_for_check([text])[0]]))
    return one, many


@pytest.mark.parametrize(("benign", "secret"), PAIRS)
def test_the_benign_text_passes_and_its_secret_twin_is_refused(benign: str, secret: str) -> None:
    assert _refused(benign) == (False, False), benign
    assert _refused(secret) == (True, True), secret


@pytest.mark.parametrize(
    "text",
    [
        "the new phone's PIN code: 411014",  # a PIN's six digits beside what it opens
        "I changed the router password (Tulip-Harbor-5521), it's on the note on the fridge",  # no network's name
        "user,password\nadmin,Tr0ub4dor&3",
        "site | user | password\n--- | --- | ---\nnas | admin | Tr0ub4dor&3",
    ],
)
def test_near_misses_stay_refused(text: str) -> None:
    assert _refused(text) == (True, True), text


def test_the_readings_alone() -> None:
    assert secrets._postal_pin("Send the parcel to Pune, PIN code 411014", "PIN code", "411014")
    assert not secrets._postal_pin("my debit card PIN code 411014", "PIN code", "411014")
    assert not secrets._postal_pin("Send the parcel to Pune, passcode 411014", "passcode", "411014")
    assert not secrets._postal_pin("Send the parcel to Pune, PIN code 4110", "PIN code", "4110")
    assert not secrets._postal_pin("Baby monitor app PIN 394142", "PIN", "394142")  # no postal place, no "code"
    assert not secrets._postal_pin("pin code galat hai, sahi wala 500081 hai (Leeds)", "pin code", "500081")
    assert places._iban_country("DE89370400440532013000") and not places._iban_country("JD5849484004337699")
    assert readings.thanks("thanks!!") and readings.thanks("Cheers.") and not readings.thanks("thanks!!7")
    assert tables._not_a_row("thanks!", ",") and not tables._not_a_row("admin,x", ",")
    assert tables._not_a_row("", "||") and not tables._not_a_row("| a | b |", "||")
    text = "I changed the router password (TP-Link_4YP9), it's on the note"
    start = text.index("TP")
    assert withheld.named_aside(text, start, start + len("TP-Link_4YP9"))
    assert not withheld.named_aside(text.replace("), it's on", "), tell"), start, start + len("TP-Link_4YP9"))


def test_the_switch_restores_mains_reading(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(secrets, "POSTAL_PIN_AGREE", False)
    assert not secrets._postal_pin("Send the parcel to Pune, PIN code 411014", "PIN code", "411014")


# ---- the property: realistic agent-memory texts (the generator of /tmp/fp44/gen.py, drawn by hypothesis)


NAMES = ["Ana", "Kenji", "Maren", "Tomasz", "Priya", "Lucia", "Omar", "Ines", "Sven", "Aiko"]
SHOPS = ["Amazon", "Zalando", "IKEA", "Decathlon", "the bakery", "Currys", "MediaMarkt", "Flipkart"]
INDIA = ["Mumbai", "Pune", "Kochi", "Chennai", "Delhi", "Hyderabad"]
CITIES = ["Porto", "Berlin", "Leeds", "Pune", "Lyon", "Osaka", "Austin", "Krakow"]


def up(r, n, alphabet=string.ascii_uppercase + string.digits):
    return "".join(r.choice(alphabet) for _ in range(n))


def digits(r, n):
    return str(r.randint(1, 9)) + "".join(r.choice(string.digits) for _ in range(n - 1))


def hexs(r, n):
    return "".join(r.choice("0123456789abcdef") for _ in range(n))


def date(r):
    d, m, y = r.randint(1, 28), r.randint(1, 12), r.randint(2019, 2027)
    return r.choice(
        [
            f"{y}-{m:02d}-{d:02d}",
            f"{d}/{m}/{y}",
            f"{d} {['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][m - 1]} {y}",
            f"{m:02d}/{d:02d}",
        ]
    )


def time(r):
    return r.choice(
        [
            f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}",
            f"{r.randint(1, 12)}:{r.randint(0, 59):02d} {r.choice(['am', 'pm'])}",
            f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d} UTC",
        ]
    )


def price(r):
    a = f"{r.randint(1, 999)}.{r.randint(0, 99):02d}"
    return r.choice(
        [
            f"€{a}",
            f"${a}",
            f"£{a}",
            f"{a} EUR",
            f"Rs {r.randint(100, 99999)}",
            f"{r.randint(1, 9)},{r.randint(0, 99):02d} €",
        ]
    )


def order_id(r):
    return r.choice(
        [
            f"ORD-{digits(r, 7)}",
            f"#{digits(r, 8)}",
            f"{r.choice(['A', 'B', 'W'])}{digits(r, 9)}",
            f"INV-{r.randint(2019, 2027)}-{digits(r, 4)}",
            f"{digits(r, 3)}-{digits(r, 7)}-{digits(r, 7)}",
            f"PO{digits(r, 6)}",
            f"SO-{digits(r, 5)}",
        ]
    )


def ticket(r):
    return r.choice(
        [
            f"JIRA-{digits(r, 4)}",
            f"OPS-{digits(r, 4)}",
            f"#{digits(r, 5)}",
            f"TCK-{digits(r, 5)}",
            f"INC{digits(r, 7)}",
            f"CASE-{digits(r, 6)}",
            f"SR {digits(r, 8)}",
        ]
    )


def tracking(r):
    return r.choice(
        [
            f"1Z{up(r, 6)}{digits(r, 10)}",
            f"{up(r, 2, string.ascii_uppercase)}{digits(r, 9)}GB",
            digits(r, 12),
            f"JD{digits(r, 16)}",
            f"{digits(r, 4)} {digits(r, 4)} {digits(r, 4)}",
        ]
    )


def version(r):
    return r.choice(
        [
            f"v{r.randint(0, 20)}.{r.randint(0, 40)}.{r.randint(0, 99)}",
            f"{r.randint(0, 9)}.{r.randint(0, 30)}",
            f"{r.randint(1, 5)}.{r.randint(0, 20)}.{r.randint(0, 9)}-rc{r.randint(1, 5)}",
            f"build {digits(r, 5)}",
            f"{r.randint(2019, 2027)}.{r.randint(1, 12)}.{r.randint(1, 28)}",
        ]
    )


def postcode(r):
    return r.choice(
        [
            f"postcode {up(r, 2, string.ascii_uppercase)}{r.randint(1, 20)} {r.randint(1, 9)}{up(r, 2, 'ABDEFGHJLNPQRSTUWXYZ')}",
            f"ZIP {digits(r, 5)}",
            f"ZIP code {digits(r, 5)}-{digits(r, 4)}",
            f"PLZ {digits(r, 5)}",
            f"code postal {digits(r, 5)}",
            f"CEP {digits(r, 5)}-{digits(r, 3)}",
            f"〒{digits(r, 3)}-{digits(r, 4)}",
            f"kod pocztowy {r.randint(10, 99)}-{digits(r, 3)}",
            f"postal code {up(r, 1, 'ABCEGHJKLMNPRSTVXY')}{r.randint(0, 9)}{up(r, 1, 'ABCEGHJKLMNPRSTVWXYZ')} {r.randint(0, 9)}{up(r, 1, 'ABCEGHJKLMNPRSTVWXYZ')}{r.randint(0, 9)}",
            f"CAP {digits(r, 5)}",
            f"postnummer {digits(r, 3)} {digits(r, 2)}",
        ]
    )


def hashed(r):
    return r.choice(
        [
            f"commit {hexs(r, 7)}",
            f"the commit hash is {hexs(r, 40)}",
            f"sha256 checksum: {hexs(r, 64)}",
            f"md5 of the file is {hexs(r, 32)}",
            f"git SHA {hexs(r, 12)}",
            f"image digest sha256:{hexs(r, 64)}",
            f"SHA-1 fingerprint {':'.join(hexs(r, 2).upper() for _ in range(20))}",
        ]
    )


def masked(r):
    return r.choice(
        [
            f"card ending ****{digits(r, 4)}",
            f"Visa •••• {digits(r, 4)}",
            f"account ending in {digits(r, 4)}",
            f"IBAN DE** **** **** **** **{digits(r, 2)} {digits(r, 2)}",
            f"phone +44 **** ***{digits(r, 3)}",
            f"card number XXXX-XXXX-XXXX-{digits(r, 4)}",
            f"the last four digits are {digits(r, 4)}",
        ]
    )


def model(r):
    return r.choice(
        [
            f"model {up(r, 2, string.ascii_uppercase)}-{digits(r, 2)}{up(r, 1, string.ascii_uppercase)}{digits(r, 2)}{up(r, 1, string.ascii_uppercase)}",
            f"model number {up(r, 4, string.ascii_uppercase)}{digits(r, 2)}",
            f"the {r.choice(['Bosch', 'Miele', 'Dyson', 'Sony'])} {up(r, 3, string.ascii_uppercase)}{digits(r, 4)}",
            f"part no. {digits(r, 3)}-{digits(r, 4)}-{up(r, 2, string.ascii_uppercase)}",
            f"SKU {up(r, 3, string.ascii_uppercase)}-{digits(r, 5)}",
        ]
    )


FRAGS = [order_id, ticket, tracking, version, date, time, price, postcode, hashed, masked, model]


def sentence(r):
    kind = r.randrange(13)
    n, s, c = r.choice(NAMES), r.choice(SHOPS), r.choice(CITIES)
    if kind == 0:
        return f"Order {order_id(r)} from {s} shipped on {date(r)}, tracking number {tracking(r)}."
    if kind == 1:
        return f"{n} opened ticket {ticket(r)} at {time(r)} about the printer in {c}."
    if kind == 2:
        return f"Upgraded the app to {version(r)} on {date(r)}; the old one was {version(r)}."
    if kind == 3:
        return f"Paid {price(r)} at {s} on {date(r)} ({order_id(r)})."
    if kind == 4:
        return f"{n}'s new address in {c}: 12 Mill Road, {postcode(r)}."
    if kind == 5:
        return f"Deployed {hashed(r)} to staging at {time(r)}."
    if kind == 6:
        return f"Refund of {price(r)} goes back to the {masked(r)}."
    if kind == 7:
        return f"The dishwasher is the {model(r)}, bought {date(r)} for {price(r)}."
    if kind == 8:
        return f"Reminder: {n}'s flight {up(r, 2, string.ascii_uppercase)}{r.randint(100, 9999)} leaves {c} at {time(r)} on {date(r)}."
    if kind == 9:
        return f"{s} parcel {tracking(r)} is at the {c} depot, {postcode(r)}."
    if kind == 10:
        return f"Invoice {order_id(r)}: {price(r)}, due {date(r)}; paid with {masked(r)}."
    if kind == 12:
        return "; ".join(f(r) for f in r.sample(FRAGS, r.randint(2, 4)))
    if kind == 11:
        return r.choice(
            [
                f"{n}: my parcel's tracking code is {tracking(r)}",
                f"трек-номер моей посылки {order_id(r)}",
                f"کد رهگیری بسته‌ام {order_id(r)} است",
                f"Sendungsnummer {tracking(r)}, Bestellnummer {order_id(r)}",
                f"número de pedido {order_id(r)}, seguimiento {tracking(r)}",
                f"numéro de suivi {tracking(r)} (commande {order_id(r)})",
                f"注文番号 {order_id(r)}、追跡番号 {tracking(r)}",
                f"the model number of the kids' tablet is {up(r, 4, string.ascii_uppercase)}{digits(r, 2)}",
                f"Modellnummer {up(r, 4, string.ascii_uppercase)}{digits(r, 2)}, Seriennummer bei {n}",
                f"{n} booked table for 4 at {time(r)}, confirmation {up(r, 6, string.ascii_uppercase)}",
                f"{n}'s flat: 3rd floor, buzzer {r.randint(1, 40)}, {postcode(r)}",
                f"{n} lives at 42 MG Road, {r.choice(INDIA)}, PIN code {digits(r, 6)}",
                f"Ship to {n}, Koramangala, Bengaluru, pincode {digits(r, 6)}",
                f"{s} parcel {tracking(r)} for {n} is at the {r.choice(INDIA)} depot, PIN code {digits(r, 6)}",
                f"Send the parcel to Koramangala, Bengaluru, PIN code {digits(r, 6)}",
                f"pin code galat hai, sahi wala {digits(r, 6)} hai ({r.choice(INDIA)})",
            ]
        )
    return " ".join(f(r) for f in r.sample(FRAGS, r.randint(2, 4)))


def _memory_text(r: random.Random) -> str:
    first = sentence(r)
    if r.random() < 0.8 or "pin" in first.lower():
        return first
    second = sentence(r)
    # a PIN code's reading asks the whole text for a card, a phone or an account: a second line naming one makes it
    # another question (kept apart here; see RESULTS "## fp44")
    return first if "pin" in second.lower() else first + "\n" + second


# (the example: a note this test drew at random on a clean clone in session 45, refused then - a possessive, a Russian
# tracking line and an order id; `make test` now runs fixed examples, tests/conftest.py)
@settings(max_examples=600, deadline=None)
@given(text=st.randoms(use_true_random=False).map(_memory_text))
@example(text="Nadia's new flat in Leeds: 4 Kiln Lane, postcode LS6 2QT.\nтрек-номер моей посылки ORD-4172093")
def test_agent_memory_texts_are_never_refused(text: str) -> None:
    assert _refused(text) == (False, False), text
