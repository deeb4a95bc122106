"""Secrets are never stored: the detectors behind :func:`find_secrets`, :func:`find_secrets_many` and
:func:`check_text`.

:func:`find_secrets` spots passwords, payment cards, API keys, JWTs, PEM private keys and one-time codes;
:func:`check_text` turns a finding into a :class:`SecretError` that names the kind but never repeats the
secret. :func:`find_secrets_many` does the same for a batch with one native prefilter pass, so the bulk path
does not pay a Python regex loop per text.

Detection is table driven: every detector is one row of ``_DETECTORS`` (kind, pattern, literal anchors,
validator), and the batch prefilter is generated from the anchors. The detectors are pure Python (standard
library ``re``); the batch prefilter is the C++ anchor scan ``engramdb._core.AnchorSet``.
"""

from __future__ import annotations

import base64
import binascii
import json
import math
import re
import unicodedata
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import cast

import numpy as np

from ..errors import SecretError
from . import (
    answers,
    benign,
    bip39,
    cards,
    carried,
    chat,
    decode,
    dumps,
    entered,
    fields,
    foreign,
    fp45,
    fp46,
    fp47,
    fp48,
    fp49,
    fp50,
    fp66,
    fp73,
    fp86,
    fp91,
    fp95,
    fp97,
    fp207,
    fp214,
    fp223,
    grouped,
    guarded,
    held,
    kept,
    keyed,
    letters,
    lexicon,
    licences,
    logins,
    mailconf,
    managers,
    network,
    ngram,
    opens,
    piped,
    places,
    published,
    readings,
    rejoin,
    round47,
    round48,
    round49,
    round50,
    round51,
    round52,
    round54,
    round55,
    round56,
    round57,
    round58,
    round59,
    round60,
    round61,
    round62,
    round63,
    round64,
    round65,
    round67,
    round72,
    round76,
    round78,
    round82,
    round83,
    round84,
    round85,
    round92,
    round93,
    round94,
    round201,
    round202,
    round206,
    round212,
    round213,
    round221,
    round222,
    round225,
    shape,
    shown,
    slots,
    sms,
    spelled,
    tables,
    textmemo,
    told,
    totp,
    transfer,
    unlocked,
    wifi,
    withheld,
)
from .prefilter import _FOLD, _FOLDS_TO_ASCII, _anchor_candidates, _require_str

SECRET_KINDS: tuple[str, ...] = ("password", "payment_card", "api_key", "jwt", "private_key", "one_time_code")
"""Every kind :func:`find_secrets` reports, and the ``kind`` of every :class:`SecretError`."""


@dataclass(frozen=True)
class Finding:
    """A secret found in a text: its kind and the character span ``text[start:end]`` of the secret value."""

    kind: str
    start: int
    end: int


# --------------------------------------------------------------------------------------------------
# Validators. Each takes the regex match and returns the span of the secret, or None to reject it.
# --------------------------------------------------------------------------------------------------

_Span = tuple[int, int]
_Validator = Callable[[re.Match[str]], "_Span | None"]


def _entropy(value: str) -> float:
    """Shannon entropy of ``value`` in bits per character."""
    n = len(value)
    return -sum(c / n * math.log2(c / n) for c in Counter(value).values())


_PLACEHOLDER = re.compile(r"your|xxxx|example|placeholder|redacted|changeme|dummy|<|>|\{|\}|\$", re.I)
# Prefixes vendors give the keys they publish (Stripe and Mapbox pk_/pk., PostHog phc_, "pub-"): public by design.
_PUBLIC_PREFIX = re.compile(r"(?:pk|pub|public|publishable|phc)[._-]", re.I)
# Words that say a key is public: "client-side token X is public", "publishable key", "site key".
_SAID_PUBLIC = re.compile(r"(?<!not )(?<!non-)(?<![A-Za-z])(?:publishable|client[- ]side|public(?:ly)?|site[ _-]?key|"
                          r"search[ _-]?only|safe to (?:expose|share|publish|commit|embed)|"
                          r"browser[ _-]key)\b", re.I)


# "public" in a warning is not a claim that the key is public: "don't paste it in public channels", "never commit it
# to a public repo", "keep it out of public logs".
_WARNING_BEFORE = re.compile(r"(?i:\b(?:don't|don’t|do not|never|not|avoid|nor|shouldn't|must not|out of|keep|leak\w*|"
                             r"exposed?|posted)\b[^.;!?\n]{0,30}|\bin (?:a |the |any )?)$")


def _public_claim(text: str, lo: int, hi: int) -> bool:
    """``text[lo:hi]`` says a key is public (a word of :data:`_SAID_PUBLIC` not in a warning)."""
    for m in _SAID_PUBLIC.finditer(text, lo, hi):
        if m.group().lower().startswith("public") and _WARNING_BEFORE.search(text, max(0, m.start() - 40), m.start()):
            continue
        if m.group().lower().startswith("public") and (text[m.start() - 1:m.start()] in ("/", "\\", "-")
                                                       or text[m.end():m.end() + 1] in ("/", "\\")):
            continue  # a path's or a flag's "public" ("//nas/public", "-public 0"): a share's name, no claim (round 30)
        if round47.query_filter(text, m.start(), m.end()):
            continue  # round 47: a link's query filter ("?type=public&app_id=..."), no claim about the key
        if m.group().lower().startswith("site") and carried.ACCESS_CARD.search(text, lo, hi):
            continue  # round 36: an access-control system's site key (a card's sector key), not a web page's
        return True
    return False


def _said_public(m: re.Match[str]) -> bool:
    """The value starts with a public prefix, or its line says the key is public (within 60 characters before
    the value or 30 after)."""
    start, end = m.span("v")
    if _PUBLIC_PREFIX.match(m.string, start):
        return True
    line_start = m.string.rfind("\n", 0, start) + 1
    line_end = m.string.find("\n", end)
    line_end = len(m.string) if line_end < 0 else line_end
    return _public_claim(m.string, max(line_start, start - 60), min(line_end, end + 30)) and not (
        shown.public_is_other(m.string, start, end))  # round 39: "client secret is X, the id is public"


def _high_entropy(m: re.Match[str]) -> _Span | None:
    """A token value: at least 16 characters, letters and digits, not a placeholder, entropy >= 3 bits."""
    v = m.group("v")
    ok = (
        len(v) >= 16
        and any(c.isdigit() for c in v)
        and any(c.isalpha() for c in v)
        and not _PLACEHOLDER.search(v)
        and not _MASKED.search(v)
        and _entropy(v) >= 3.0
        and not _encoded_json(v)
        and not _said_public(m)
        and not (re.fullmatch(r"[0-9A-Fa-f]{8,40}", v) and _KEY_ID.search(m.string, max(0, m.start("v") - 30),
                                                                          m.start("v")))
        and not _next_setting(m)
        # round 27: the word is a path's last segment ("--token-file /etc/cloudflared/token <tunnel id>"), not a label
        and not re.search(r"\S/\Z", m.string[max(0, m.start() - 2):m.start()])
    )
    return m.span("v") if ok else None


# Round 20: a setting left empty ("DISCORD_TOKEN=" in a .env.example) is followed by the next setting, not by its
# value: a value found on a later line than its label that is itself "NAME=..." or "name: ..." is that line's own.
_SETTING_START = re.compile(r"[ \t]*[A-Za-z_][\w.-]*[ \t]*[:=]")


def _next_setting(m: re.Match[str]) -> bool:
    """The value after a label sits on a later line and is another setting (see above)."""
    text, start = m.string, m.start("v")
    return "\n" in text[m.start():start] and _SETTING_START.match(text, text.rfind("\n", 0, start) + 1) is not None


# git's "signingkey" names the id of a GPG key (16 hex digits, or its 40-digit fingerprint), public by design.
_KEY_ID = re.compile(r"(?i:signingkey|signing[_-]key|key[_ -]?id)[\"']?[ \t]*[:=][ \t]*[\"']?(?:0x)?$")


def _letters_and_digits(m: re.Match[str]) -> _Span | None:
    """A vendor-prefixed key: its body must mix letters and digits (real keys do; prose does not)."""
    v = m.group("v")
    return m.span("v") if any(c.isdigit() for c in v) and any(c.isalpha() for c in v) else None


def _jwt_header(m: re.Match[str]) -> _Span | None:
    """A JWT: the first part must decode to a JSON object with an ``alg`` member."""
    head = m.group("v").split(".", 1)[0]
    try:
        obj = json.loads(base64.urlsafe_b64decode(head + "=" * (-len(head) % 4)))
    except (binascii.Error, ValueError):
        return None
    return m.span("v") if isinstance(obj, dict) and "alg" in obj else None


def _luhn_ok(digits: str) -> bool:
    """The Luhn (mod 10) check every payment card number passes."""
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


# A number labelled as something else (order, invoice, phone, account, ...) right before it is not a card.
_ID_LABEL = re.compile(
    r"\b(?:order|invoice|inv|po|purchase order|tracking|awb|shipment|consignment|ref|reference|txn|transaction|"
    r"utr|account|acct|a/c|iban|phone|mobile|tel|fax|isbn|gstin|serial|sku|ticket|case|booking|pnr|batch|lot|"
    r"imei|customer|member|policy|claim|parcel|package|paket\w*|colis|sendung\w*|przesy[łl]k\w*|z[áa]silk\w*|"
    # a product's barcode (an EAN-13 can pass the Luhn check: "barcode 5089319636013 is back in stock", round 63)
    r"barcode|bar code|ean(?:-?13)?|upc|gtin|strichcode|code-barres|c[óo]digo de barras|codice a barre|kod kreskowy|"
    r"штрих-?код|"
    # a shop's loyalty card (its number can pass the Luhn check: "rewards card 6324962756894751008, 400 points")
    r"(?:rewards?|loyalty|points?|bonus|club|fidelity)[ \t]+card|carte[ \t]+(?:de[ \t]+)?fid[ée]lit[ée]|"
    r"tarjeta[ \t]+de[ \t]+(?:fidelidad|puntos)|kundenkarte|treuekarte|bonuskarte|tessera[ \t]+fedelt[àa]|"
    r"ポイントカード|会员卡|會員卡|积分卡|積分卡|"
    r"env[íi]o|waybill|dhl|dpd|gls|ups|usps|fedex|tnt|postnl|colissimo|correos|hermes|evri|inpost|yamato|"
    r"(?:订单|訂單|注文|주문|运单|運單|快递|快遞)\w*|编号|編號|番号|单号|單號|バーコード|条形码|條碼|条码|"
    # fp86: an order, a shipment's tracking and an invoice in the other languages an agent's notes are kept in
    # ("pedido 28638464142566": an order's number can pass the Luhn check)
    r"pedido|encomenda|commande|bestellung\w*|bestellnummer|ordine|bestelling|zam[óo]wieni\w*|sipari[şs]\w*|"
    r"заказ\w*|seguimiento|rastreamento|rastreio|suivi|tracciamento|factura|facture|rechnung\w*|fattura|fatura|"
    r"faktura)\b"
    r"(?:\s*(?:no\.?|number|num|id|#|:|：|-|=))*\s*$",
    re.I,
)

# Round 15: a card's expiry and security code right after the number ("..., 12/29, security code 753").
_EXPIRY_AND_CVC = re.compile(r"(?i)[ \t,;]{1,3}(?:exp\w*[ \t.:]*)?(?:0[1-9]|1[0-2])/(?:\d{2}|20\d{2})[ \t,;]{1,3}"
                             r"(?:cvc2?|cvv2?|csc|cid|security code|code de s[ée]curit[ée]|pr[üu]fnummer)")
# Round 15: a phone's or a SIM's number (IMEI, MEID, ICCID: Luhn-valid by design, 15-20 digits) and a French firm's
# SIRET or SIREN (Luhn-valid too), stated with "is" as well as with a colon: never a card.
_DEVICE_OR_FIRM = re.compile(r"\b(?:imei|meid|iccid|siret|siren)\d?\b(?:[ \t]*(?:no\.?|n°|number|num[ée]ro|#|:|：|-|is|was|"
                             r"est|ist|es|è|é|to)(?![^\W\d_]))*[ \t]*$|"
                             # Round 16: such a number, or an article's (EAN, GTIN, UPC, ISBN: their own check digit,
                             # Luhn-valid one time in ten by chance), named with what it belongs to before its colon
                             # ("IMEI vom alten Handy: ...", "EAN of the spare part: ..."): a label of a few words, one line
                             r"\b(?:imei|meid|iccid|siret|siren|ean|gtin|upc|isbn)\d{0,2}\b[^\n:：=\d]{0,30}[:：][ \t]*$", re.I)

# An IBAN: country code, two check digits, up to 30 letters and digits, in groups of four or not.
_IBAN = re.compile(r"(?<![A-Za-z0-9])[A-Z]{2}[0-9]{2}(?:[ ]?[A-Z0-9]{4}){2,7}(?:[ ]?[A-Z0-9]{1,3})?(?![A-Za-z0-9])")


def _iban_ok(iban: str) -> bool:
    """The ISO 13616 mod-97 check every IBAN passes."""
    s = iban.replace(" ", "")
    return int("".join(str(int(c, 36)) for c in s[4:] + s[:4])) % 97 == 1


def _in_iban(text: str, start: int, end: int) -> bool:
    """``text[start:end]`` lies inside a valid IBAN (whose digit groups may happen to pass Luhn)."""
    # the country, check digits and bank code stand before the digits (a bank code of letters: "GB64 OGFR 3566 ...")
    for m in _IBAN.finditer(text, max(0, start - 40), min(len(text), end + 20)):
        if m.start() <= start and end <= m.end() and _iban_ok(m.group()):
            return True
    return False


# The card numbers payment providers publish for testing (Stripe, Adyen, Braintree, PayPal sandbox docs).
_TEST_CARDS = frozenset([
    "4242424242424242", "4000056655665556", "5555555555554444", "2223003122003222", "5200828282828210",
    "5105105105105100", "378282246310005", "371449635398431", "6011111111111117", "6011000990139424",
    "6011981111111113", "3056930009020004", "36227206271667", "3566002020360505", "6200000000000005",
    "4000002500003155", "4000002760003184", "4000003800000446", "4111111111111111", "4012888888881881",
    "4222222222222", "4005519200000004", "4009348888881881", "4012000033330026", "4012000077777777",
    "4217651111111119", "4500600000000061", "5454545454545454", "5431111111111111", "2221000000000009",
    "378734493671000", "6011000000000004", "3530111333300000", "3566111111111113", "30569309025904",
    "38520000023237", "5555341244441115", "4111111145551142", "2222400070000005", "370000000000002",
    "5500000000000004", "5101180000000007", "4166676667666746", "4646464646464644", "4444333322221111",
    "4988438843884305", "2223000048400011",
])
# Words that say a number is a test card: "Stripe's test card", "sandbox", "to simulate a decline (docs)".
_TEST_CONTEXT = re.compile(r"\b(?:test(?:ing)?|sandbox|simulate[sd]?|docs|documentation|demo|dummy|sample|fake|"
                           r"testkarte|prueba|teste|di prova|de test|test(?:kaart|kort|kortti|owa|owej|owy|ovac[ií])|"
                           # a provider's documentation ("documentación de Redsys", "Mollie-documentatie", round 12)
                           r"do[ck]ument(?:a[tc]\w*|ación|ação|azione))\b|"
                           # the loanword "test" (and "sandbox") in other scripts, inside their words ("Тестовая",
                           # "テスト用", "测试卡号"): round 10
                           r"テスト|测试|測試|테스트|沙箱|샌드박스|サンドボックス|(?<![^\W\d_])[Тт]ест|ТЕСТ|δοκιμαστικ|"
                           r"परीक्षण|טסט|اختبار|تست", re.I)


# Words that name a number as a test card outright (round 8): a sandbox, a test mode, a "test card" or "test Visa".
# Providers publish many more test numbers than any list holds; said this way, any of them is documentation.
_TEST_CARD_SAID = re.compile(r"(?i)\b(?:sandbox|test[ -]?mode|test (?:card|visa|mastercard|master card|amex|"
                             r"american express|discover|jcb|diners|maestro|unionpay|card number|number|pan)s?|"
                             r"testkarte|tarjeta de prueba|carte de test|cart[ãa]o de teste|carta di prova)\b")


def _documented_test_card(m: re.Match[str], digits: str) -> bool:
    """A published test number (or one shaped like them: two distinct digits, or seven zeros and more) on a line
    that says it is for testing; any number on a line that names it a test card (a sandbox, a test mode)."""
    start, end = m.span("v")
    if not (digits in _TEST_CARDS or len(set(digits)) <= 2 or digits.count("0") >= 7):
        line_start = m.string.rfind("\n", 0, start) + 1
        line_end = m.string.find("\n", end)
        line = m.string[line_start:len(m.string) if line_end < 0 else line_end]
        # a number no list publishes is a test card only when the line says so and takes nothing back ("my card
        # 4539..., not a test card": benign.claim_denied)
        return _TEST_CARD_SAID.search(line) is not None and not benign.claim_denied(line, m.group("v"))
    if "|" in m.string[start - 4:start] and _TEST_CONTEXT.search(m.string.split("\n", 1)[0]):
        return True  # a row of a table whose header says test ("| scenario | test card |")
    line_start = m.string.rfind("\n", 0, start) + 1
    line_end = m.string.find("\n", end)
    return _TEST_CONTEXT.search(m.string, line_start, len(m.string) if line_end < 0 else line_end) is not None


def _payment_card(m: re.Match[str]) -> _Span | None:
    """13-19 digits, a card network's first digit (2-6), the Luhn check, and not labelled as another id nor
    part of an IBAN, nor a documented test number stated as one."""
    digits = re.sub(r"\D", "", m.group("v"))
    if not (13 <= len(digits) <= 19 and digits[0] in "23456" and _luhn_ok(digits)):
        return None
    if len(set(digits)) == 1 or _documented_test_card(m, digits) or fp86.dates(m.group("v")):
        return None  # (fp86: "2022-07-05-2023-11-12", a stay's two dates)
    if (_ID_LABEL.search(m.string, max(0, m.start("v") - 40), m.start("v"))
            and not _EXPIRY_AND_CVC.match(m.string, m.end("v"))) or _DEVICE_OR_FIRM.search(
            m.string, max(0, m.start("v") - 40), m.start("v")) or held.named_identifier(m.string, m.start("v")):
        return None  # (a number with a card's expiry and security code after it is a card, whatever its label)
    if _in_iban(m.string, *m.span("v")):
        return None
    text, start, end = m.string, m.start("v"), m.end("v")
    if re.match(r"\.[A-Za-z]", text[end:end + 2]) or text[max(0, start - 3):start] == "://":
        return None  # a host name's label ("https://6425-167-72-233-192.ngrok-free.app": a tunnel's address)
    if _ID_COLUMN.search(_column_header(text, start, end)):
        return None  # under a CSV column of device or order numbers ("line,iccid,imei,plan": an IMEI is Luhn-valid)
    return m.span("v")


# A table's column of numbers that are no card's: a phone's IMEI, a SIM's ICCID, a serial, an order's number.
_ID_COLUMN = re.compile(r"(?i)\b(?:imei\d?|meid|iccid|esn|serial(?:[ _-]?(?:no|number))?|msisdn|order(?:[ _-]?id)?|"
                        r"tracking|invoice)\b")


def _column_header(text: str, start: int, end: int) -> str:
    """The header cell above the cell ``text[start:end]`` of a comma-, semicolon- or tab-separated table (the first
    line of the block of lines with as many cells), or "" where the value stands in no such table."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end
    line = text[line_start:line_end]
    for sep in (",", ";", "\t"):
        cells = line.split(sep)
        if len(cells) < 3:
            continue
        index = line[:start - line_start].count(sep)
        if line[:start - line_start].rsplit(sep, 1)[-1].strip() or text[end:line_end].split(sep, 1)[0].strip():
            return ""  # the number is not a whole cell
        header = ""
        pos = line_start
        while pos > 0:
            prev_start = text.rfind("\n", 0, pos - 1) + 1
            prev = text[prev_start:pos - 1]
            if len(prev.split(sep)) != len(cells):
                break
            header, pos = prev, prev_start
        return header.split(sep)[index] if header else ""
    return ""


_CARD_ON_LINE = re.compile(r"(?<![\w-])[0-9]{4}(?:[ -]?[0-9]{2,6}){2,4}(?![\w-])")


def _bitlocker_key(m: re.Match[str]) -> _Span | None:
    """Eight groups of six digits, each divisible by 11 and below 720,896 (11 x 65,536): a BitLocker recovery key."""
    groups = [int(g) for g in m.group("v").split("-")]
    return m.span("v") if all(g % 11 == 0 and g < 720896 for g in groups) and len(set(groups)) > 1 else None


def _stated_shape(m: re.Match[str], kind: str) -> _Span | None:
    """Group ``v`` when it is shaped like a secret of ``kind`` stated as such (:func:`.shape.shape_ok`)."""
    v = m.group("v")
    return m.span("v") if shape.shape_ok(kind, v, v, stated=True) and not _placeholder(v) else None


def _spoken_password(m: re.Match[str]) -> _Span | None:
    """Digit words and a symbol's name read aloud (:data:`.spelled.SPOKEN`) with a password word before them on their
    line, at most 160 characters back: that password's end, its start the word's end (the letters or the word read
    before the digits are its start)."""
    line_start = max(m.string.rfind("\n", 0, m.start()) + 1, m.start() - 160)
    before = m.string[line_start:m.start()]
    word = shape.PASSWORD_WORDS.first_word(before) or shape.LEXICON_ROWS["password"][1].first_word(before)
    return None if word is None else (line_start + word.end(), m.end())


def _card_code(m: re.Match[str]) -> _Span | None:
    """A card's security code, unless its line gives a documented test card number and says it is for testing (the
    code beside a test card is test data too)."""
    line_start = m.string.rfind("\n", 0, m.start()) + 1
    line_end = m.string.find("\n", m.end())
    line = m.string[line_start:len(m.string) if line_end < 0 else line_end]
    for c in _CARD_ON_LINE.finditer(line):
        digits = re.sub(r"\D", "", c.group())
        if (13 <= len(digits) <= 19 and (digits in _TEST_CARDS or len(set(digits)) <= 2 or digits.count("0") >= 7)
                and _TEST_CONTEXT.search(line)):
            return None
        if 13 <= len(digits) <= 19 and _luhn_ok(digits) and _TEST_CARD_SAID.search(line) and not (
                benign.claim_denied(line, c.group())):
            return None  # a line that names its card a test card outright ("Tarjeta de prueba ...: 4548 ..., CVV 123")
    return m.span("v")


# Words between an OTP keyword and a number that say the number is not the code ("OTP expiry is 300").
_OTP_NOT_A_CODE = re.compile(
    r"\b(?:id|template|length|digits?|expir\w*|limit|attempts?|retries|timeout|seconds?|secs?|minutes?|mins?|"
    r"hours?|days?|ttl|window|count|policy|sender|port|version|error|status|ending|ends|emails|messages|requests|"
    r"deliver\w*|rates?|failures?)\b",
    re.I,
)


# Round 35: a code changed to a value ("is now", "changed to", "set to") is a live one, capitals alone included - not
# a state the code is in ("is now ACTIVE").
_CHANGED_TO = re.compile(r"(?i)(?:\bis now|\b(?:changed|set|reset|updated) to)[ \t:]*[\"'(]?$")
_STATUS_WORDS = frozenset(["active", "inactive", "valid", "invalid", "expired", "enabled", "disabled", "locked", "unlocked",
                           "pending", "blocked", "revoked", "sent", "used", "unused", "off", "on", "required", "optional",
                           "mandatory", "live", "dead", "void", "ready", "done", "empty", "none", "unknown", "hidden"])


def _one_time_code(m: re.Match[str]) -> _Span | None:
    """The number after an OTP keyword (or a code of capitals with two digits or more), unless the words in
    between say it is something else."""
    v = m.group("v")
    if v.isalpha() and v.isupper() and _CHANGED_TO.search(m.string, m.end("k"), m.start("v")) and (
            len(set(v)) >= 4 and v.lower() not in _NOT_A_PASSWORD and not _WORDY_SUFFIX.search(v.lower())
            and v.lower() not in _STATUS_WORDS):
        return m.span("v")  # round 35: letters alone that the code "is now" ("... is now TYPMAN (I changed it)")
    if not v.isdigit() and any(c.isalpha() for c in v) and len(v) >= 5 and "-" not in v and (
            sum(c.isdigit() for c in v) < 2 or not v.isupper() or re.fullmatch(r"[A-Z]+\d+|\d+[A-Z]+", v)
            or m.string[m.start("v") - 1:m.start("v")].isalnum()):
        return None  # capitals then digits is a promo code or a standard (SAVE20, ISO27001), not a random code
    if fp45.booked_confirmation(m.string, m.start("k"), *m.span("v")):
        return None  # fp45: a booking's confirmation code ("Bestätigungscode der Buchung: 58213904")
    return None if _OTP_NOT_A_CODE.search(m.string, m.end("k"), m.start("v")) else m.span("v")


# Lower-case words that follow "password is" / "password:" in sentences *about* passwords.
_NOT_A_PASSWORD = frozenset(
    ["the", "a", "an", "not", "never", "now", "still", "also", "only", "just", "same", "different", "required", "mandatory", "optional", "needed", "necessary", "missing", "empty", "blank", "none", "null", "nil", "unknown", "unset", "incorrect", "wrong", "invalid", "valid", "correct", "weak", "strong", "secure", "insecure", "long", "short", "too", "very", "at", "in", "on", "for", "to", "of", "from", "by", "with", "as", "and", "or", "but", "that", "this", "these", "those", "it", "its", "your", "my", "our", "their", "his", "her", "set", "reset", "sent", "kept", "stored", "saved", "shared", "changed", "rotated", "managed", "must", "should", "will", "can", "cannot", "may", "might", "would", "could", "has", "have", "had", "be", "been", "being", "is", "was", "are", "were", "case", "hidden", "secret", "private", "protected", "available", "below", "above", "here", "there", "what", "which", "who", "how", "where", "when", "why", "please", "change", "update", "use", "see", "enter", "ask", "contact", "sensitive", "good", "bad", "fine", "ok", "okay", "ready", "done", "complete", "pending", "due", "less", "more", "least", "most", "following", "attached", "included", "known", "forgotten", "stolen", "compromised", "leaked", "lost", "expiring", "temporary", "temp", "new", "old", "policy", "manager", "rules", "requirements", "length", "reset-link", "link", "tbd", "tba", "n/a", "na", "unchanged", "same-as", "usual", "default",
     "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "twelve", "several", "many",
     "few", "some", "random", "any", "all", "each", "every", "no", "true", "false", "yes", "off", "enabled",
     "disabled", "pregunta", "preguntar", "demande", "demander", "frag", "fragen", "chiedi", "chiedere", "vraag",
     "pergunte", "zapytaj",
     # the same in other languages: see, on, in, not, empty, required, unknown, forgotten, same
     "voir", "siehe", "ver", "vedi", "zie", "patrz", "bkz", "lihat", "katso", "sur", "dans", "auf", "unter", "bajo",
     "sotto", "onder", "nicht", "pas", "non", "não", "nao", "niet", "nie", "ikke", "tidak", "yok", "leer", "vide",
     "vacío", "vazio", "vuoto", "leeg", "pusty", "requis", "requerido", "obligatorio", "erforderlich",
     "obbligatorio", "verplicht", "wymagane", "inconnu", "unbekannt", "desconocido", "sconosciuto", "onbekend",
     "oublié", "vergessen", "olvidado", "dimenticato", "vergeten", "identique", "gleich", "igual", "uguale",
     "hetzelfde", "dessous", "unten", "abajo", "sotto", "ci-dessous", "ci-dessus", "oben", "arriba", "temporal",
     "temporaire", "temporär", "temporanea", "provisoire", "provisorio",
     # how it was stored ("every password was plain text": round 33)
     "plain", "plaintext", "cleartext", "unencrypted", "encrypted", "hashed"]
)
# The words of _NOT_A_PASSWORD that show a sentence rather than a list of random words (not adjectives such
# as "correct", which a passphrase may well hold).
_SENTENCE_WORDS = _NOT_A_PASSWORD - frozenset(
    ["correct", "incorrect", "wrong", "valid", "invalid", "weak", "strong", "secure", "insecure", "long", "short",
     "good", "bad", "fine", "ready", "new", "old", "hidden", "secret", "private", "known", "lost", "usual", "plain"])
_WORDY_SUFFIX = re.compile(r"(?:ed|ing|ly|able|ible|ment|ness|tion|sion)$")
# A variable standing for the value: ${VAR}, $(cmd), $VAR, $db_pass, %VAR% (not "$Tundr4438", "%J4sp3r45").
_VARIABLE = r"(?-i:%\([A-Za-z_]\w*\)[sdr]|#\{[^}]*\}?|\$\{[^}]*\}?|\$\([^)]*\)?|\$[A-Za-z_]+|\$[a-z_][a-z0-9_]*|\$[A-Z0-9]*_[A-Z0-9_]*|%[A-Za-z_]\w*%)"
_PASSWORD_PLACEHOLDER = re.compile(r"^(?:[*•·x#._-]+|<.*>|\[.*\]|\{.*\}|" + _VARIABLE + r"|https?://.*)$", re.I)
# A value that is code reading the secret from elsewhere: os.environ['X'], process.env.X, getenv("X"),
# settings.db_password, vault:secret/x, ${{ secrets.X }}.
_REFERENCE = re.compile(
    r"^(?:(?!(?=[\w.]*[a-z])(?=[\w.]*[A-Z])(?=[\w.]*\d))[A-Za-z_][\w.]*\s*[(\[]|[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+\(|"
    # (round 28: not three or more lower-case words joined by dots ending in two digits, a passphrase's way:
    # "wren.thistle.tundra25"; settings.db_password, process.env.X end otherwise)
    r"(?![a-z]+\.[a-z]+(?:\.[a-z]+)+\d{2,}$)[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+$|(?:vault|ssm|secretsmanager|keyvault|env|file):|"
    r"~?/[\w.-]+/|\.\.?/|[A-Za-z]:\\|"
    # round 21: the next field of a form posted with this one empty ("password=&csrf="), and an LDAP distinguished
    # name, which a directory prints after its password prompt ("Enter LDAP Password:\ndn:cn=admin,dc=example")
    r"&[\w.\[\]-]*=|(?i:(?:dn:)?(?:cn|uid|ou|dc)=[^,\s]*,))"
)
_TRAILING = ".,;:)]}"
# Quote pairs a value may be wrapped in: ASCII, CJK corner brackets, curly quotes and guillemets.
_QUOTES = {'"': '"', "'": "'", "`": "`", "「": "」", "『": "』", "“": "”", "‘": "’", "«": "»", "„": "“", "‹": "›"}


def _quoted(v: str) -> bool:
    """``v`` is wrapped in one of :data:`_QUOTES`' pairs."""
    return len(v) >= 2 and _QUOTES.get(v[0]) == v[-1]


# A masked value: a run of x, asterisks or bullets, an ellipsis, or a word that says it was taken out.
_MASKED = re.compile(r"(?i:x{4,})|[*•●·█▇■▓▒░]{3,}|\.\.\.|…|(?i:\b(?:redacted|masked|censored|omitted|elided|scrubbed)\b)")
# Letters only, holding a credential's own name or standing for one: "myPassword", "PASS", "db_secret",
# "YOUR_TOKEN", "APP_PASS", or a password manager's name as its maker writes it (round 20: "password: Bitwarden").
# Round 20 took the names its rows met; the others of managers.PASSWORD_MANAGERS would widen this reading (a value
# "Enpass" or "RoboForm" alone would no longer be refused), so they stay out by name until a round measures them.
_PLACEHOLDER_MANAGERS = managers.manager_names(
    " ?", frozenset({"KeePassDX", "Vaultwarden", "NordPass", "Enpass", "RoboForm"}))
_NAMED_PLACEHOLDER = re.compile(
    r"^(?:[A-Za-z_-]*(?i:password|passwd|secret|token|api[_-]?key|credential)[A-Za-z_-]*|(?i:pass|pwd|pw|user|username)"
    r"|(?-i:[A-Z]+(?:_[A-Z]+)+)|(?-i:(?:my|your|some|the|our)[A-Z][A-Za-z]*)"
    r"|(?-i:" + _PLACEHOLDER_MANAGERS + r"))$")
# Round 28: one letter or mark repeated is a mask of another keyboard's choosing ("nnnnnn", "%%%%%%", "°°°°°", "------"),
# as "xxxx" and "****" are; one digit repeated is left to each row (a keypad's "1111" is a code, if a weak one).
_ONE_MARK_REPEATED = re.compile(r"([^\d\s])\1{3,}")
# A path of lower-case segments names where a secret is kept (secret/data/db, prod/billing/stripe), as do
# bind variables (:new_password, @pw), ARNs, 1Password and cloud secret-manager URIs.
_STORE_REFERENCE = re.compile(
    r"^(?:[a-z][a-z0-9_.-]*(?:/[a-z0-9_.-]+)+/?|[:@][a-z_][a-z0-9_]*|arn:[\w-]+:[\w-]+:\S*|(?:op|sm|gcpsm|azkv|awssm|ssm|vault|doppler|"
    r"infisical|bws)://\S*|projects/\S+/secrets/\S*|~/\S*|[\w.-]+:(?:/[\w.-]+){2,})$")  # systemd's "id:/path" (round 12)


# Words that mark a value still to be filled in (TODO, TBD, FIXME, CHANGE_ME), and YAML tags that fetch it (!vault).
_TO_FILL = re.compile(r"(?i:todo|to-?do|tbd|tba|tbc|fixme|fill[_-]?me|fill[_-]?in|change[_-]?me|replace[_-]?me|set[_-]?me"
                      r"|n/?a|none|null|nil|empty|unset|not[_-]?set)[.!]?|![A-Za-z]+(?:\.[A-Za-z]+)*(?:[ \t]+[\w.-]+)?")
# (round 20: a tag with its argument, "!secret.yaml password", "!secret mqtt_password")


# Round 29: the network's word with a particle glued on by a hyphen ("ye-Wi-Fi", "tal-Wi-Fi": "of the Wi-Fi"), what
# follows a password's word in Zulu or Maltese: the label's own words, not its value.
_PARTICLE_NETWORK = re.compile(r"(?i:[^\W\d_]{1,4}-(?:wi-?fi|wlan))[:：]?")


def _placeholder(v: str) -> bool:
    """A value that stands for a credential instead of being one: masked, a template (<..>, [..]), the
    credential's own name, a word saying it is to be filled in, or a reference to where it is stored."""
    return bool(_MASKED.search(v) or v[:1] in "<[(;{" or _NAMED_PLACEHOLDER.match(v) or _STORE_REFERENCE.match(v)
                or _TO_FILL.fullmatch(v) or _FILLED_IN.match(v) or _ONE_MARK_REPEATED.fullmatch(v)
                or _PARTICLE_NETWORK.fullmatch(v)
                or ("_" in v and v.replace("_", "").isalpha() and v.isupper() and len(v.split("_")[0]) > 1))


# Round 12: a value filled in when the text is used: an interpolation ("$__file{/run/secrets/x}", "${env:X}"), a
# command's output in backticks ("`pass show mail/imap`"); and (in _placeholder) a name in capitals of words in any
# script ("TWOJE_HASŁO", "VOTRE_MOT_DE_PASSE"), the placeholder convention of every language.
_FILLED_IN = re.compile(r"\$\w*[{(]|`[^`\s]+ [^`]*`?$|\\[A-Za-z]+\{")  # ... or a LaTeX macro: \emph{hash}


def _long_number(v: str) -> bool:
    """Eight or more digits, not one digit repeated and not a date (YYYYMMDD): a numeric password or key
    (router Wi-Fi keys are often ten digits)."""
    if not (v.isdigit() and len(v) >= 8) or len(set(v)) == 1:
        return False
    return not (len(v) == 8 and v[:2] in ("19", "20") and "01" <= v[4:6] <= "12" and "01" <= v[6:] <= "31")


# Function words of a sentence in the languages the detectors read: a plain word followed by one of these is the
# start of a sentence about the password, not the password (a passphrase of random words holds none).
_FUNCTION_WORDS = frozenset(
    ["the", "a", "an", "to", "of", "in", "on", "at", "for", "with", "from", "as", "is", "are", "and", "or", "by", "im", "am", "beim", "bei", "zum", "zur", "der", "die", "das", "den", "dem", "des", "und", "mit", "von", "vom", "als", "wie", "ist", "le", "la", "les", "de", "du", "des", "à", "au", "aux", "et", "en", "avec", "pour", "sur", "par", "chez", "est", "el", "los", "las", "del", "al", "y", "con", "por", "para", "es", "o", "os", "do", "da", "dos", "das", "e", "com", "no", "na", "em", "il", "lo", "gli", "di", "della", "nel", "per", "è", "het", "een", "van", "voor", "met", "op", "bij", "is", "jak", "na", "w", "z", "do", "i", "oraz", "się", "jest", "и", "в", "на", "с", "по", "как", "это", "için", "ve", "ile", "bir", "och", "med", "på", "för", "är", "dla"])
_ELIDED = re.compile(r"^(?:d|l|qu|j|n|s|c|m|t|dell|all|nell|un)['’]", re.I)


# A string literal's escapes as what they stand for ("report \\t the" in a JSON string is "report", a tab, "the"):
# a written "\\t" is no word, a written "\\n" or "\\r" ends the line, as in the text the escapes are read out to.
_ESCAPED_SPACE = re.compile(r"\\[nrt]")


def _sentence_follows(text: str, end: int) -> bool:
    """One of the next three words after ``text[:end]`` (on its line) is a function word: a sentence goes on."""
    after = _ESCAPED_SPACE.sub(lambda e: " " if e.group() == "\\t" else "\n", text[end:end + 80])
    words = after.split("\n", 1)[0].split()[:3]
    return any(w.lower().strip(".,;:!?\"'`)]}>»”’") in _FUNCTION_WORDS or _ELIDED.match(w) for w in words)


# Four or more lower-case words joined by "-" or ".": a passphrase, unless a word is one of code or of credentials
# (settings.db.main.password, app-config-prod-secret).
_JOINED_WORDS = re.compile(r"[a-z]{3,}(?:([.-])[a-z]{3,})(?:\1[a-z]{3,}){2,}")
# Round 25: three or more capitalised words joined by dots, a digit or few at the end ("Larch.Tamarind.Basalt2"): a
# generated passphrase; a namespace or attribute path (System.Net.Http2, Settings.Default.Password) has a short or a
# code word, or no digit.
_CAPITAL_WORDS = re.compile(r"(?:[A-Z][a-z]{3,}\.){2,5}[A-Z][a-z]{3,}\d{1,4}")
_CODE_WORDS = frozenset(["password", "passwd", "pass", "secret", "secrets", "token", "key", "keys", "config", "settings",
                         "env", "environ", "vault", "prod", "production", "staging", "dev", "database", "credentials",
                         "creds", "auth", "process", "self", "this", "app", "com", "org", "net", "www", "html", "json"])


# Round 19: the verb "ask" (and "request", "get") in the languages of the guard's password words, as a sign gives it in
# place of the password ("Password: ask at the counter", "Contraseña: pídela en la barra", "Heslo: zeptejte se u baru"):
# stems, so an inflection or an OCR'd last letter ("pitajtc") still reads; taken only with a word after it on the line
# (where or whom to ask), so "Password: Tanya" alone stays a value.
_ASK = re.compile(
    r"(?i:ask|asking|request|inquire|enquire|p[ií]dal[ao]s?|p[ií]del[ao]s?|pregunt\w*|pedir|pe[cç]a|demand\w*|chied\w*|"
    r"frag\w*|vraag|vra|pergunt\w*|pitaj\w*|zapyta\w*|zeptej\w*|řekn\w*|opýta\w*|spýta\w*|vprašaj\w*|klausk\w*|"
    r"jautā\w*|küsi\w*|kysy\w*|fråga|spør\w*|spyrj\w*|kérd\w*|întreba\w*|ρωτ\w*|sor\w*|tanya\w*|itanong|"
    r"magtanong|uliza|buza\w*|galdet\w*|staqs\w*|petu|mande|hỏi|спрос\w*|спраш\w*|пита\w*|пыта\w*|запит\w*|"
    r"сура\w*|асуу\w*|сұра\w*)")
_WORD_AFTER = re.compile(r"[ \t]+[^\W\d_]")
# guard78: a verb of calling or writing to someone, as a note gives it in place of the password ("Helpdesk resets the
# password: call ext. 100.", "Contraseña: llame al 2100", "Passwort: anrufen unter 0301"), taken only with a word or a
# number after it on the line (whom or where to call), so "Password: Call" alone stays a value.
_CONTACT = re.compile(r"(?i:" + round83.CALL_VERB + ")")  # (round 83 reads the number after such a verb)
_CONTACT_AFTER = re.compile(r"[ \t]+(?:[^\W_]|\+\d)")


def _password_value(m: re.Match[str], *, strong: bool) -> _Span | None:
    """The value after a password keyword; ``strong`` (no "is"/":" before it) demands letters and digits."""
    start, end = m.span("v")
    v = m.group("v")
    k_start = m.start("k") if "k" in m.re.groupindex and m.group("k") else start
    if _EXAMPLE_BEFORE.search(m.string, max(0, k_start - 24), k_start):
        return None  # "the xkcd comic's example passphrase 'correct horse battery staple'": documentation
    if _quoted(v):  # quoted: take it as said
        inner = v[1:-1]
        return (start + 1, end - 1) if inner and not (_PASSWORD_PLACEHOLDER.match(inner) or _placeholder(inner)) else None
    stripped = v.rstrip(_TRAILING + "\"'`")
    end -= len(v) - len(stripped)
    v = stripped
    if _not_the_value(m, start, end, v):
        return None
    if ((_JOINED_WORDS.fullmatch(v) or _CAPITAL_WORDS.fullmatch(v))
            and not _CODE_WORDS.intersection(re.split(r"[.-]", v.lower().rstrip("0123456789")))):
        return start, end  # "cobalt.prairie.violet.nectar", "sparrow-timber-oyster-thistle", "Larch.Tamarind.Basalt2"
    if told.dotted_password(v):
        return start, end  # round 42: "OSM pw is Tomasz677.cb": a password's dotted shape, no reference's name.attr
    if len(v) < 4 or _PASSWORD_PLACEHOLDER.match(v) or _REFERENCE.match(v) or _placeholder(v):
        return None
    if strong:
        ok = ((any(c.isdigit() for c in v) and any(c.isalpha() for c in v) and not re.search(r"[-/]", v))
              or _long_number(v) or logins.generated(v))  # round 35: "password ohaq-ghvn-u1ia, then restart ..."
        return (start, end) if ok else None
    low = v.lower()
    if low in _NOT_A_PASSWORD or (v.isalpha() and v.islower() and _WORDY_SUFFIX.search(v)):
        return None
    if v.isalpha() and not v.isascii() and not (any(c.isupper() for c in v[1:]) and any(c.islower() for c in v)):
        return None  # a word of the sentence's own language ("Пароль: сменить до пятницы"), not a password
    if re.fullmatch(r"[a-z]+(?:-[a-z]+)+", v):  # "case-sensitive", "single-use"
        return None
    if v.isalpha() and (v.islower() or v.istitle()) and _sentence_follows(m.string, end):
        return None  # "Passwort: steht im Handbuch", "mot de passe : demandez à Julie"
    if v.isalpha() and _ASK.fullmatch(v) and _WORD_AFTER.match(m.string, end):
        return None  # "Šifra: pitajte konobara", "Kata laluan: tanya di kaunter": where to ask for it (round 19)
    if v.isalpha() and _CONTACT.fullmatch(v) and _CONTACT_AFTER.match(m.string, end):
        return None  # "the password: call ext. 100", "Passwort: anrufen unter 0301": whom to call for it (guard78)
    return start, end


# Round 12: what stands after a password's word but is not its value. A list of single words goes on after it
# ("Parole del cruciverba: locanda, rigare, descritto, ..." is a list of words, "parole" the Latvian and Romanian
# word for password); a declaration's type ("Password : constant String := ..."; "$password: String!" in GraphQL);
# the working directory of a log's PWD=/srv; another key's value ("invalid password for user=mateo").
_LIST_AFTER = re.compile(r"[ \t]*[,،、;][ \t]*[^\s,:=;]+(?:[ \t]*[,،、;][ \t]*[^\s,:=;]+){2,}[ \t]*[.!]?[ \t]*(?:$|\n)")
_DECLARED_AFTER = re.compile(r"[ \t]+[A-Za-z_][\w.]*[ \t]*:=")
# (an address's domain is no such word: "a.b@outlook.example password's Walnut78" - round 63)
_EXAMPLE_BEFORE = re.compile(r"(?i)(?<![.@])\b(?:example|sample|demo|dummy|fake)[ \t]+$")
_OTHER_KEY = re.compile(r"(?i)\b(?:user(?:name)?|login|e-?mail|account|uid|id|name|host|ip|client)=$")


def _not_the_value(m: re.Match[str], start: int, end: int, v: str) -> bool:
    """The token after a password's word is no password (see above)."""
    text = m.string
    if _LIST_AFTER.match(text, end) or _DECLARED_AFTER.match(text, end):
        return True
    k = m.group("k") if "k" in m.re.groupindex and m.group("k") else ""
    k_start = m.start("k") if k else max(0, start - 40)
    if k == "PWD" and v[:1] in "/~":
        return True
    if _EXAMPLE_BEFORE.search(text, max(0, k_start - 24), k_start):
        return True  # "the xkcd comic's example passphrase 'correct horse battery staple'": documentation
    if text[k_start - 1:k_start] == "$" and re.fullmatch(r"\[?[A-Z][A-Za-z]*!?\]?!?", v):
        return True
    if k and "\n" in text[m.end("k"):start] and _OUTPUT_LINE.match(text, end):
        return True  # "Enter password:" answered by nothing: the next line is the program's output (round 20)
    if k and re.search(r"\n[ \t]*\n", text[m.end("k"):start]) and re.search(
            r"(?i)\b(?:enter|type|re-?enter|verify)[ \t]+(?:\w+[ \t]+)?\Z", text[max(0, k_start - 24):k_start]):
        return True  # a terminal's prompt ("Enter passphrase for /dev/sdb1:") and, after a blank line, other words (round 27)
    return _OTHER_KEY.search(text, k_start, start) is not None


# Round 20: a password prompt that no one answered ("Enter password:" then "ERROR 2002 (HY000): Can't connect ...",
# "curl: (60) SSL certificate problem"): a token on the line after the password's word that its line goes on from
# with a colon, a parenthesis or two more words is the start of the program's output, not a value typed alone.
_OUTPUT_LINE = re.compile(r":?[ \t]*\(|:?(?:[ \t]+[^\s]+){2}")


# After a value: words that say it is an example ("1234567890 is a bad example of a password").
_SAID_EXAMPLE = re.compile(r"[ \t,]+(?:is|was|are)[ \t]+(?:an?|the|just)[ \t]+(?:[\w-]+[ \t]+){0,2}?"
                           r"(?:example|sample|placeholder|dummy|illustration)\b", re.I)


def _said_word(m: re.Match[str]) -> _Span | None:
    """A code word's stated value (:func:`_stated_password`), but a quoted one that holds a word of a sentence about
    it is that sentence ('Abholpasswort für den Hort: "siehe Zettel"')."""
    v = m.group("v")
    if _quoted(v) and any(w.lower().strip(".,;:!?") in _NOT_A_PASSWORD for w in v[1:-1].split()):
        return None
    return _stated_password(m)


def _diceware_words(m: re.Match[str]) -> _Span | None:
    """Four or more words of a diceware passphrase: none a function word, a word about passwords or an inflected one."""
    words = m.group("v").split()
    if any(w in _NOT_A_PASSWORD or w in _FUNCTION_WORDS or _WORDY_SUFFIX.search(w) for w in words):
        return None
    return m.span("v")


def _stated_password(m: re.Match[str]) -> _Span | None:
    """Stated form (password is X, password for the VPN: X): any value that is not an ordinary word."""
    return _password_value(m, strong=False)


def _bare_password(m: re.Match[str]) -> _Span | None:
    """Bare form (with password X): only a value that looks like one (quoted, or letters with digits), not one
    said to be an example."""
    return None if _SAID_EXAMPLE.match(m.string, m.end("v")) else _password_value(m, strong=True)


# Values that stand for a credential rather than being one: <password>, ${VAR}, ****, the word itself, and the
# samples projects ship in their commented configs (redis.conf's "# requirepass foobared").
_CREDENTIAL_PLACEHOLDER = re.compile(
    r"^(?:[*•·x#._-]+|.*<[^>]*>.*|<.*|.*\$\{.*|.*\$\(.*|" + _VARIABLE + r"|.*\{\{.*|(?:pass(?:word)?|passwd|pwd|pw|secret|token|"
    r"changeme|foobared|redacted|none|null|your[\w-]*|replace[\w-]*|example[\w-]*|xxx+|\.\.\.|dummy|test|guest)|(?-i:[A-Z][A-Z_]*[A-Z]))$",
    re.I)


def _url_password(m: re.Match[str]) -> _Span | None:
    """The password of a URL's user:password@ part, unless it is a placeholder (user:<password>@host)."""
    pw = m.group("v")
    return None if _CREDENTIAL_PLACEHOLDER.match(pw) or (pw.isupper() and pw.isalpha()) or _placeholder(pw) else m.span("v")


# A NAME that holds a credential's *descriptor*, not the credential: API_KEY_HEADER, SECRET_NAME, PGPASSFILE,
# secretName, TOKEN_TTL, password_hash_algorithm: its last word (after a separator, a capital, or right after
# the credential word) is one of these.
_DESCRIPTORS = (
    "header|name|id|ids|file|path|dir|url|uri|endpoint|type|field|param|env|var|length|len|ttl|expiry|expires|"
    "timeout|policy|mode|provider|store|backend|ref|arn|location|label|prefix|format|algorithm|alg|hasher|version|"
    "count|source|kind|manager|enabled|required|hint|min|max|size|days|rotation|stdin|cmd|command|prompt|fd|regex|"
    "pattern|reset|lifetime|scope|scopes|audience|issuer|template|placeholder|sha|hash|fingerprint|selector|mount|"
    "volume|keyref|accessor|encryption|hashing|cipher|method|scheme|encoding|strength|complexity|validator")
_DESCRIPTOR_WORDS = frozenset(_DESCRIPTORS.split("|"))
_CREDENTIAL_NAME_WORD = r"(?:password|passwd|pwd|pass|secret|token|key|credentials?)s?"
_GLUED_DESCRIPTOR = re.compile(_CREDENTIAL_NAME_WORD + r"(?:" + _DESCRIPTORS + r")$", re.I)  # PGPASSFILE


# The words of a NAME: split at separators and case changes (DB_PASSWORD, dbPassword, APIKeyHeader); digits
# are no word (password_sha256).
_NAME_WORDS = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+")
_ENDS_IN_CREDENTIAL = re.compile(r"(?:" + _CREDENTIAL_NAME_WORD + r"|passphrase|psk)$|password|passwd", re.I)
_HOLDS_CREDENTIAL = re.compile(_CREDENTIAL_NAME_WORD, re.I)


def _credential_name(name: str) -> bool:
    """One word of ``name`` is a credential word, or ends in one (DB_PASSWORD, dbpassword, apiKey), not a word
    that merely holds one (tokenizer, secretary, passenger)."""
    return any(_ENDS_IN_CREDENTIAL.search(w) for w in _NAME_WORDS.findall(name))


def _descriptor_name(name: str) -> bool:
    """``name`` describes a credential (its last word is a descriptor after a credential word)."""
    words = _NAME_WORDS.findall(name)
    if not words:
        return False
    if _GLUED_DESCRIPTOR.search(words[-1]):
        return True
    return words[-1].lower() in _DESCRIPTOR_WORDS and any(_HOLDS_CREDENTIAL.search(w) for w in words[:-1])


# A NAME that ends in a word for a password: its value may be a passphrase of plain lower-case words.
_PASSWORD_NAME = re.compile(r"(?:password|passwd|pwd|passphrase|pass|psk)$", re.I)


_CREDENTIAL_WORD = re.compile(r"auth|pass|secret|token|key|cred|sig", re.I)


def _encoded_json(v: str) -> bool:
    """Base64 of a JSON object with no signature (``eyJ...`` without dots) and no credential word inside: a
    pagination cursor or state blob, not a credential (a JWT has two dots; a docker config holds "auths")."""
    if not v.startswith("eyJ") or "." in v:
        return False
    try:
        raw = base64.urlsafe_b64decode(v + "=" * (-len(v) % 4)).decode("utf-8")
        return isinstance(json.loads(raw), dict) and not _CREDENTIAL_WORD.search(raw)
    except (binascii.Error, ValueError):
        return False


# NEXT_PUBLIC_MAPBOX_TOKEN, publishableKey: a name that says the value is published.
_PUBLIC_NAME = re.compile(slots.NOT_A_MENU_PUBLIC_API + r"public|publishable|site_?key|search_?only", re.I)
# Lower-case words joined by "-" or "_" (stripe-key, prod_db_token): the name of a secret kept elsewhere, when it is
# not a password (a passphrase may be written that way).
_RESOURCE_NAME = re.compile(r"[a-z]+(?:[-_][a-z]+)+")


# A value the shell expands ($HOME/.secrets/token, ${XDG_CONFIG_HOME}/x, %APPDATA%\\x, $(cat f)): a reference.
# Not "$Tundr4438", a password that starts with "$".
_EXPANDED = re.compile(r"\$\{|\$\(|%[A-Za-z_]\w*%|\$[A-Za-z_]+(?:/|$)|\$[A-Z_][A-Z0-9_]*(?![a-z])")
# A digest named by its algorithm (sha256:9f86..., md5-...): a hash, not a credential.
_DIGEST = re.compile(r"(?i:(?:hmac-)?sha(?:1|224|256|384|512)?|sha3-\d+|md5|blake2[bs]?|blake3)[:-][0-9a-f]{16,}")


# Round 19: a value that names where the secret is, not the secret: a dot-file's name (".dockerconfigjson",
# ".git-credentials"), and in a manifest that has a secret store fill a secret in (External Secrets, the Secrets Store
# CSI driver, a pod's secretKeyRef), the names of the keys it fills ("secretKey: .dockerconfigjson", "key: db-pass").
_DOTFILE = re.compile(r"\.[a-z]+(?:[._-][a-z]+)*")
_STORE_MANIFEST = re.compile(r"secretStoreRef|remoteRef|secretKeyRef|SecretProviderClass|\bExternalSecret\b")
_STORE_KEY_NAMES = frozenset(["secretkey", "secretname", "key", "objectname", "property"])


def _assigned_secret(m: re.Match[str]) -> _Span | None:
    """NAME=value for a NAME that says credential: a value of 6+ characters that is not a placeholder and not
    only letters in one case or only digits (a TTL, a length, a flag), unless the NAME ends in a password word
    and the value is a long run of letters (a passphrase written together). A NAME that describes the
    credential (its header, file, name, TTL) does not hold it."""
    start, end = m.span("v")
    v = m.group("v")
    name = m.group("k") if "k" in m.re.groupindex and m.group("k") else ""
    if _quoted(v):
        start, end, v = start + 1, end - 1, v[1:-1]
    v2 = v.rstrip(_TRAILING + "`\"'")  # round 19: "password=settings.X)`" closes an inline code span
    end -= len(v) - len(v2)
    v = v2
    if len(v) < 6 or _CREDENTIAL_PLACEHOLDER.match(v) or _REFERENCE.match(v) or _placeholder(v):
        return None
    if _DOTFILE.fullmatch(v) or (name.lower() in _STORE_KEY_NAMES and textmemo.found(_STORE_MANIFEST, m.string)):
        return None  # a file's name (".dockerconfigjson", ".npmrc"), or the name of a key a secret store fills in
    if _not_the_value(m, start, end, v):
        return None
    if v.isdigit() and not (len(v) >= 10 and _long_number(v) and _PASSWORD_NAME.search(name)):
        return None  # a TTL, a length, a port; but a Wi-Fi key of 10+ digits under a password NAME is a password
    if v.isalpha() and (v.islower() or v.isupper()) and not (v.islower() and len(v) >= 12 and _PASSWORD_NAME.search(name)):
        return None
    words = v.split()
    if len(words) >= 2 and all(w.isalpha() for w in words) and any(w.lower() in _SENTENCE_WORDS for w in words):
        return None  # a message about the credential: {"password": "is required"}, "token": "has expired"
    if _encoded_json(v) or (name and (_descriptor_name(name) or not _credential_name(name))):
        return None
    if _PUBLIC_PREFIX.match(v) or _PUBLIC_NAME.search(name) or (_RESOURCE_NAME.fullmatch(v) and not _PASSWORD_NAME.search(name)):
        return None
    if _EXPANDED.match(v) or _DIGEST.match(v) or (v[0] == "!" and v[1:].isalpha()):
        return None  # ... or a YAML tag that fetches it (!vault, !secret, !Ref)
    return start, end


class _Group:
    """A match seen through its first participating group among ``v``, ``v2``, ``v3``, ...: lets one row hold
    alternatives that each name their own value group, for validators that read ``m.group("v")``."""

    def __init__(self, m: re.Match[str]) -> None:
        self._m = m
        self.string = m.string
        self.re = m.re
        self._name = next(n for n in ("v", *(f"v{i}" for i in range(2, 16)))
                          if n in m.re.groupindex and m.group(n) is not None)

    def group(self, name: str) -> str:
        return self._m.group(self._name if name == "v" else name)

    def span(self, name: str) -> tuple[int, int]:
        return self._m.span(self._name if name == "v" else name)

    def start(self, name: str) -> int:
        return self._m.start(self._name if name == "v" else name)

    def end(self, name: str) -> int:
        return self._m.end(self._name if name == "v" else name)


class _Named(_Group):
    """A match seen through :class:`_Group`, with ``k`` read as the given name."""

    def __init__(self, m: re.Match[str], name: str) -> None:
        super().__init__(m)
        self._k = name

    def group(self, name: str) -> str:
        return self._k if name == "k" else super().group(name)


def _via_group(validate: _Validator) -> _Validator:
    """``validate`` reading the first participating group among ``v``, ``v2``, ... as ``v`` (see :class:`_Group`)."""
    return lambda m: validate(cast("re.Match[str]", _Group(m)))


def _whole(m: re.Match[str]) -> _Span | None:
    """The pattern alone is proof enough: the span of group ``v``."""
    return m.span("v")


_STATED = re.compile(r"[:=]|\b(?:is|was|es|est|ist|é|è)\b")


# What a combination opens (round 12): without one of these, "combo" and "combination" are a deal, a sum, a set.
_LOCK_CONTEXT = re.compile(r"(?i:lock|safe\b|padlock|dial|gym|bike|cycle|suitcase|luggage|briefcase|vault|cabinet|shed|"
                           r"gate|door|box|garage|storage|unlock|open)")


# Round 18: a word in the sentence, not a password: letters with at most two digits that read as letters (OCR's
# "5choo1", "k0elkast"; 0 o, 1 l, 3 e, 4 a, 5 s, 7 t), or a brand's lower-case prefix ("eAsistent", "iCloud"), given
# with no connector after the password word (no ":", "=", "is") and the sentence going on after it in lower case, or
# the word going on in letters the value left out ("shk0llës"). "the password for the 5choo1 portal is on the fridge"
# names what the password is for; "the password is sunsh1ne" states it.
_LEET = str.maketrans("013457", "oleast")
_WORD_CASE = re.compile(r"(?:[^\W\d_]?[a-z][^\W\d_A-Z]*|[A-Z][^\W\d_A-Z]+|[a-z][A-Z][^\W\d_A-Z]{2,})(?:-[^\W\d_A-Z]{2,})*")
_GOES_ON = re.compile(r"[^\W\d_]|,? [^\W\d_A-Z]{2,}")
_DIGIT_IN_WORD = re.compile(r"\d(?=\S*[^\W\d_])")


def _word_in_prose(text: str, start: int, end: int, word_end: int) -> bool:
    """Whether ``text[start:end]``, the value after a password word ending at ``word_end``, is a word of the sentence
    (see above)."""
    v = text[start:end]
    # a digit with a letter after it: read for a letter ("Before-stereo53" ends in its number, a password's)
    return (sum(c.isdigit() for c in v) <= 2 and bool(_WORD_CASE.fullmatch(v.translate(_LEET)))
            and (not any(c.isdigit() for c in v) or _DIGIT_IN_WORD.search(v) is not None)
            and _GOES_ON.match(text, end) is not None and _STATED.search(text, word_end, start) is None)


# Round 19: a booking or a reservation in the languages of the guard's code words: a number labelled so, even by the
# word "code" or "number" ("Mã đặt phòng", "예약 번호", "Lambar ajiyarku", "Buchungsnummer"), is the booking's.
_BOOKING = re.compile(
    r"(?i:booking|reserv|r[ée]serv|buchung|boeking|prenota|rezerv|rezervasyon|bron[ie]|broneer|varaus|bókun|foglal|"
    r"tempahan|pemesanan|pesenan|ajiya|ìfiṣura|đặt phòng|đặt chỗ|예약|予約|预订|預訂|预约|बुकिंग|বুকিং|બુકિંગ|"
    r"ബുക്കിംഗ്|வெகுப்பு|حجز|رزرو|הזמנה|ჯავშ|ամրագր|брон|резерв|áirithint|archeb)")


# Round 28: logins counted or judged are events, not an account's credentials ("312 failed SSH logins on bastion-02":
# the host they hit follows, not a password).
_LOGIN_EVENTS = re.compile(r"(?i)(?:(?<![\w.])\d[\d,.]*|\b(?:failed|successful|unsuccessful|invalid|bad|denied|rejected|"
                           r"attempted|repeated|multiple|many|several|suspicious|blocked))[ \t]+(?:[\w-]+[ \t]+){0,2}"
                           r"(?:log-?ins|sign-?ins|logons)\Z")


def _login_events(text: str, word_end: int) -> bool:
    """The password word ending at ``word_end`` is logins counted or judged (see :data:`_LOGIN_EVENTS`)."""
    return text[word_end - 1:word_end] in "sS" and _LOGIN_EVENTS.search(text, max(0, word_end - 60), word_end) is not None


def _shaped(m: re.Match[str], kind: str, *, loose: bool = False) -> _Span | None:
    """:func:`.shape.value_after` for a context word of ``kind``, unless the value is one the rules above call a
    placeholder, a reference or a password hash (``loose``: a label of the lexicon)."""
    if kind == "password" and _login_events(m.string, m.end()):
        return None
    span = shape.value_after(kind, m.string, m.end(), m.start(), loose=loose)
    if span is None and kind == "password":  # past the words the walk reads (round 18)
        span = shape.strong_later(m.string, m.end()) or shape.passphrase_later(m.string, m.end())
    if span is None:
        return None
    if kind == "password" and m.group().lower() == "psk" and not (
            _STATED.search(m.string, m.end(), span[0]) or m.string[span[0] - 1:span[0]] in "\"'`"):
        return None  # "PSK" also names a mode ("TLS-PSK implementation in OpenSSL"): its value must be stated
    v = m.string[span[0]:span[1]]
    if kind == "password" and _word_in_prose(m.string, *span, m.end()):
        span = shape.strong_later(m.string, span[1])  # what the password is for named, its value may come later
        if span is None:
            return None
        v = m.string[span[0]:span[1]]
    if kind == "code" and _BOOKING.search(m.string, max(0, m.start() - 12), span[0]):
        return None  # the booking's number ("Mã đặt phòng ... #1164641", "예약 번호는 ..."), not the door's code (round 19)
    if kind == "code" and fp91.booked_id(m.string, m.end(), span[0]):
        return None  # fp91: "course code TJ479, ...; localizador 2472578520, puerta D21": the booking's own label
    if kind == "code" and fp86.id_number_word(m.string, m.start(), m.end()):
        return None  # fp86: "追跡番号 EE581203526IN": the tracking's number word, not a code's
    if kind == "code" and fp45.booked_confirmation(m.string, m.start(), *span):
        return None  # fp45: a booking's confirmation code ("Airbnb confirmation code HMXK3P9W2A, host is Ana")
    if kind == "code" and m.group().lower() in ("combo", "combination") and not textmemo.found(_LOCK_CONTEXT, m.string):
        return None  # a combination of anything else: "combo deal 1500", "the combination of 3 and 4 gives 1200"
    if kind == "key" and re.search(r"(?i)cache[ _-]?$", m.string[max(0, m.start() - 7):m.start()]):
        return None  # a cache key names a cache's entry (a name and a hash: "node-modules-a87f2b..."), round 12
    label = (m.string[max(0, m.start() - 5):m.start()] + m.group()).lower()
    if kind == "code" and re.search(r"(?:pin|пин)(?:code)?\b", label) and re.fullmatch(r"\d{6}", v) and (
            textmemo.found(_POSTAL, m.string) and not textmemo.found(_PIN_CONTEXT, m.string)):
        return None  # India's postal "PIN code" of six digits, as in _pin_code and _labelled_code (round 12)
    if kind == "code" and _postal_pin(m.string, label, v):
        return None  # fp44: the same reading as _pin_code's (a postal word, or no word of what a PIN opens)
    if (_placeholder(v) or _CREDENTIAL_PLACEHOLDER.match(v) or _CRYPT_HASH.search(v) or _DIGEST.match(v) or _EXPANDED.match(v)
            or _encoded_json(v) or _PUBLIC_PREFIX.match(v) or _PUBLIC_NAME.search(m.group())):
        return None
    if kind == "password" and fp86.ticket_pass(m.string, m.start(), m.end(), *span):
        return None  # fp86: "season pass FD1229595", "boarding pass for IB743: ... network Casa-W82T": a ticket's pass
    return span


def _later_in_sentence(m: re.Match[str]) -> _Span | None:
    """A value with every class of character, or a passphrase of list words, later in a password word's sentence
    (:func:`.shape.strong_later`, :func:`.shape.passphrase_later`); not a placeholder or an example."""
    span = shape.strong_later(m.string, m.end()) or shape.passphrase_later(m.string, m.end())
    if span is None or _placeholder(m.string[span[0]:span[1]]) or _SAID_EXAMPLE.match(m.string, span[1]):
        return None
    return span


def _loosely_shaped(kind: str) -> _Validator:
    """:func:`_shaped` for a label of the credential-label lexicon (guard/lexicon.py) of ``kind``."""
    def validate(m: re.Match[str]) -> _Span | None:
        return _shaped(m, kind, loose=True)
    return validate


# --------------------------------------------------------------------------------------------------
# The detector table.
# --------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Detector:
    """One row: ``pattern`` finds a candidate (group ``v`` is the secret), ``validate`` confirms it.

    ``anchors`` are literal strings, one of which occurs (ignoring ASCII case) in every text that
    ``pattern`` matches; ``#`` stands for any digit. The anchors of all rows are the batch prefilter of
    :func:`find_secrets_many`, so keep that promise when editing a row (the agreement tests check it).
    """

    kind: str
    pattern: re.Pattern[str] | shape.WordFinder | shape.StartFinder | spelled.SpokenFinder | slots.GatedFinder
    anchors: tuple[str, ...]
    validate: _Validator = _whole


_VALUE = r"[A-Za-z0-9_\-+/=~]+(?:\.[A-Za-z0-9_\-+/=~]+)*"  # a token; a dot only inside it, not at its end
_FOR_PHRASE = r"(?:[ \t]+(?:for|to|of|on|at)(?:[ \t]+[\w'.&@/~-]+(?![\w'&@/~-])){1,5}?)?"  # on the keyword's line  # "password for the VPN ..."
_PW_KEYWORD = r"\b(?P<k>passwords?|passwd|pwd|passcode|passphrase|pw)\b"
_PW_ANCHORS = ("pass", "pw")
_PW_VALUE = r"(?P<v>\"[^\"\n]{1,64}\"|'[^'\n]{1,64}'|`[^`\n]{1,64}`|[^\s\"'`]{1,64})"
_OTP_KEYWORD = (
    r"\b(?P<k>(?:otp|totp|one[- ]time (?:code|pass(?:word|code)?|pin)|verification code|security code|"
    r"(?:2fa|two[- ]factor|mfa|multi[- ]factor)(?: auth(?:entication)?)? (?:code|token)|auth(?:entication)? code|"
    r"log[- ]?in code|sign[- ]in code|sms code|guard code)s?)\b"
)
_CONNECT = r"(?:(?:is|was)\b|[:=-])"
# Password in French, German and Spanish: keyword, an optional "for X" phrase, a connector, the value.
_PW_INTL = (
    r"\b(?P<k>mot de passe|mdp|passwort|kennwort|contraseña|clave)"
    r"(?:\s+(?:für|fürs|von|de|du|des|del|de la|pour|para)(?:\s+[\w'.&@/-]+){1,5}?)?"
    r"\s*(?:(?:est|ist|lautet|es|était|war|era)\b\s*:?|[:=])\s*" + _PW_VALUE
)
# A name that says credential, assigned: DB_PASSWORD=..., export API_KEY="...", "client_secret": "...".
# NAME is the whole run of name characters from its start (no character that may follow it is one), so it is read once:
# a lookahead asks that the run hold a credential word, a second takes the whole run and the group matches it again
# (an atomic group, which Python 3.10 lacks). The plain "[...]*(?:password|...)[...]*" backtracked through every split
# of the run at every credential word of it when no mark followed: quadratic in a run of words ("pwd" 3,000 times, one
# 9,000-character token, took 8 s on a write; tests/test_guard_time.py).
_ASSIGNED = (
    r"(?<![A-Za-z0-9_.-])(?i:(?=[A-Za-z0-9_.-]*?(?:password|passwd|pwd|pass|secret|token|api[_-]?key|access[_-]?key|"
    r"private[_-]?key|credentials?|psk))(?=(?P<name_run>[A-Za-z0-9_.-]*))(?P<k>(?P=name_run)))"
    r"[\"']?\s*(?::=|<-|=>|=|:)[ \t]*"
    r"(?P<v>\"[^\"\n]{1,200}\"|'[^'\n]{1,200}'|[^\s\"';,]{1,200})"
)

# Before a vendor's prefix: no ASCII letter, digit, "_" or "-" (the prefix starts the token), but a letter of another
# script may stand there: a particle of a language written without spaces glued to the key ("APIキーはsk-proj-...です",
# round 16), where \w would hide it.
_PREFIX_START = r"(?<![A-Za-z0-9_-])"
_I = re.I
_SPACES = tuple(c for c in map(chr, range(0x3001)) if c.isspace())


def _AFTER_SPACE(word: str) -> tuple[str, ...]:
    """Anchors for a pattern that needs whitespace (``\\s``, any of it) right before ``word``."""
    return tuple(c + word for c in _SPACES)


def _AFTER_CHARS(word: str) -> tuple[str, ...]:
    """Anchors for ``word`` followed by whitespace (any of it)."""
    return tuple(word + c for c in _SPACES)


def _cased(*words: str) -> tuple[str, tuple[str, ...]]:
    """A regex alternation of ``words`` in lower, Title and UPPER case, matched case-sensitively, and its anchors.

    For words with non-ASCII letters: the prefilter folds ASCII case only, so a pattern compiled with
    ``re.I`` that matched "ПАРОЛЬ" would break the anchor promise of "пароль"; these three forms are what
    people write, and each is its own anchor.
    """
    forms = list(dict.fromkeys(f for w in words for f in (w.lower(), w[:1].upper() + w[1:].lower(), w.upper())))
    return "(?-i:" + "|".join(map(re.escape, sorted(forms, key=len, reverse=True))) + ")", tuple(forms)


# "password" in other languages. ASCII words are matched ignoring case; the others through _cased.
_PW_WORDS_ASCII = (
    "mot de passe", "mdp", "passwort", "kennwort", "contrasena", "clave", "senha", "wachtwoord", "parola d'ordine",
    "parola chiave", "haslo", "sifre", "parola", "losenord", "adgangskode", "passord", "salasana", "jelszo", "heslo",
    "lozinka", "geslo", "mat khau", "kata sandi", "kata laluan", "kodeord",
    # inflected and possessive forms: "salasanani" (my password), "şifrem", "jelszavam", "lösenordet" (the password)
    "salasanani", "salasanasi", "salasanan", "salasanamme", "sifrem", "sifreniz", "sifresi", "parolam", "parolaniz",
    "parolasi", "jelszavam", "jelszava", "jelszavad", "hasla", "haslem", "losenordet", "passordet", "adgangskoden",
    "kata sandiku", "kata sandinya",
    # more languages: Catalan, Basque, Croatian/Serbian, Estonian, Afrikaans, Swahili, Lithuanian, Albanian
    "contrasenya", "pasahitza", "sifra", "parool", "wagwoord", "nenosiri", "slaptazodis", "fjalekalim",
    # Welsh, Irish, Galician, Uzbek/Azerbaijani, Esperanto, Zulu
    "cyfrinair", "pasfhocal", "contrasinal", "parol", "pasvorto", "iphasiwedi",
    # guard96: Somali ("the secret key")
    "furaha sirta",
)
_PW_CASED, _PW_CASED_ANCHORS = _cased(
    "contraseña", "hasło", "şifre", "lösenord", "jelszó", "mật khẩu", "пароль", "паролем", "пароля", "гасло",
    "κωδικός", "κωδικός πρόσβασης", "סיסמה", "كلمة المرور", "كلمة السر", "पासवर्ड", "비밀번호", "암호",
    "şifrem", "şifreniz", "şifresi", "parolanız", "parolası", "hasła", "hasłem", "lösenordet", "συνθηματικό",
    "parolă", "šifra", "slaptažodis", "fjalëkalim", "lykilorð", "лозинка", "парола", "құпия сөз",
    "סיסמא", "رمز عبور", "رمز ورود", "گذرواژه", "کلمه عبور", "پسورد", "कूटशब्द", "கடவுச்சொல்",
    "პაროლი", "գաղտնաբառ", "비번", "패스워드", "mật mã", "şifrə", "şifrəniz", "нууц үг",
    # Latvian, Amharic ("yeyilef qal", and "my password"), Macedonian, Kyrgyz/Kazakh, Mongolian script-free forms
    "parole", "paroli", "የይለፍ ቃል", "የይለፍ ቃሌ", "የይለፍቃል", "лозинката", "сырсөз",
    # round 62: Odia; guard96: Assamese, Dhivehi (Thaana)
    "ପାସୱାର୍ଡ", "পাছৱৰ্ড", "ޕާސްވޯޑް",
)
# No word boundary in scripts written without spaces.
_PW_CJK = ("パスワード", "パスフレーズ", "暗証番号", "密码", "密碼", "口令", "รหัสผ่าน", "পাসওয়ার্ড", "پاس ورڈ",
           # guard96: Tibetan ("secret number", written with tsheg marks, no spaces)
           "གསང་ཨང་།", "གསང་ཨང་", "གསང་ཨང")
# Letters glued to a password word as an inflection or an article: Bulgarian "паролата" (the password), Armenian
# "գաղտնաբառը", Icelandic "lykilorðið", Georgian "პაროლის" (not CJK, Hangul or Thai letters: connectors are glued there).
_INFLECTION = r"(?:(?![\u0e00-\u0e7f\u3040-\u9fff\uac00-\ud7af])[^\W\d_]){0,4}"
_PW_INTL_KEYWORD = (
    r"(?:\b(?:" + "|".join(map(re.escape, _PW_WORDS_ASCII)) + r")\b|" + _PW_CASED + _INFLECTION + r"|"
    + "|".join(_PW_CJK) + r")(?:\s*(?:saya|aku|anda|kamu|ko|mio|mia|nya|mine|của tôi|của bạn|μου|σου|mea|meu|"
    r"minha|mele|שלי|שלך|الخاصة بي|الخاص بي|الخاصة بك|ของฉัน|ของผม|ของคุณ)(?![A-Za-z]))?"
)
_PW_INTL_ANCHORS = (*dict.fromkeys(w[:8] for w in _PW_WORDS_ASCII), *_PW_CASED_ANCHORS, *_PW_CJK)
# Connectors between a keyword and its value, in the languages above ("is", "est", "ist", "è", "to", "jest",
# "は", "是", ...), or ":" / "=" / "-".
# (A connector word is followed by a space, a colon or the end: "war#1000AA" is a value, not "war" then "#1000AA".)
_CONNECT_INTL = (
    r"(?:(?:\s*(?:is|was|est|était|ist|lautet|war|es|era|é|è|e|sono|jest|to|är|er|on|je|adalah|là|hai|это|—|"
    r"ist jetzt|is now|est maintenant|c'est|c’est|it's|it’s|its|sera|será|sarà|este|είναι|היא|הוא|هي|هو|คือ|"
    r"ialah|yaitu|ni|és|ir|је|е|є|হলো|হল|হচ্ছে)(?![\w-])(?![^\s:：])\s*:?|\s*[:=]|\s*[はがを是为為은는이:=：]|\s+-)\s*|\s+)"
)
# A value in prose that stops at the next CJK character ("パスワードはeb0u1Jjq6V_です").
_PW_VALUE_INTL = r"(?P<v>\"[^\"\n]{1,64}\"|'[^'\n]{1,64}'|`[^`\n]{1,64}`|「[^」\n]{1,64}」|『[^』\n]{1,64}』|“[^”\n]{1,64}”|«[^»\n]{1,64}»|„[^“\n]{1,64}“|[^\s\"'`\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]{1,64})"
# Calls that store a value under a NAME given as a string (the quote is matched first, then the call looked behind it).
_SETTERS = ("define", "putenv", "setenv", "setdefault", "setProperty", "setItem", "setSecret", "setPassword", "set", "put",
            "add", "Add", "store")
# A whole word of a window (never a part of one: backtracking into a word would try every connector at every
# letter; a connector glued to its word is found by a look-behind at the word's end).
_WHOLE_WORD = r"[^\s:=：.!?。,;]{1,30}(?![^\s:=：.!?。,;])"
_GLUED_CONNECTORS = ("คือ", "是", "为", "為", "は", "는", "은", "이", "：")


def _window(keyword: str, *, glued: bool = False, words: int = 6) -> str:
    """``keyword``, up to ``words`` words of any kind (the account, "of mine", "new": group ``w``), then a connector in
    one of many languages, spaced, or glued to the word before it as Thai and CJK write it: "Mitt lösenord till
    Gmail är X", "Mật khẩu Netflix của tôi là X", "كلمة السر لحساب Gmail: X", "رمز عبور من برای Outlook این است: X",
    "รหัสผ่าน Gmail ของฉันคือ X"; with ``glued``, the first word may be glued to a Thai or CJK keyword too
    ("รหัสผ่านอีเมลของฉันคือ X"). The words are any, so the validators demand a value shaped like the secret."""
    start = r"(?:[ \t]+|(?<=[\u0e00-\u0e7f\u3040-\u30ff\u4e00-\u9fff]))" if glued else r"[ \t]+"
    return (
        keyword + r"(?P<w>(?:" + start + _WHOLE_WORD + r"){0," + str(words) + r"}?)"
        r"(?:[ \t]*[:=：]|[ \t]+[—–-]|[ \t]*,[ \t]*(?:(?:which|that|it)(?:[ \t]+is|['’]s)|(?:que|qui|che|die|das|der)[ \t]+(?:es|est|è|ist|é))\b|[ \t]+(?:is|was|is now|est|ist|lautet|es|era|é|è|e|sono|jest|to|är|er|on|je|adalah|"
        r"ialah|yaitu|là|hai|это|este|είναι|היא|הוא|هي|هو|คือ|ni|yra|ay|yw|است|این است|है|ہے|és|ir|је|е|є|হলো|হল|হচ্ছে)(?![\w-])[ \t]*:?"
        r"|" + "|".join(f"(?<={c})" for c in _GLUED_CONNECTORS) + r")[ \t]*"
    )


# English password words in a window (their own row: the international keywords are a long alternation, worth
# running only on the texts that hold one of them).
_PW_WORDS_EN = r"[pP](?<![\w-][pP])(?i:ass(?:words?|wd|phrase|code))\b"  # the letter first: see the set row
_FOR_INTL = (
    r"(?:\s+(?:for|to|of|on|at|für|fürs|von|de|du|des|del|de la|pour|para|per|van|voor|do|dla|для|от|na|di|della|"
    r"för|til|for|pro|za|için)(?:\s+[\w'.&@/-]+){1,4}?)?"
)


# A password hash in crypt(3) or LDAP form ($2y$..., $apr1$..., $6$..., {SSHA}...): what is stored, not the password.
_CRYPT_HASH = re.compile(r"\$(?:2[abxy]?|apr1|1|5|6|y|gy|7|argon2(?:id|i|d)|scrypt|pbkdf2[\w-]*|sha\d*)\$|\{(?:SSHA|SHA|MD5|SMD5|CRYPT)\}")


def _dotted_words(v: str) -> bool:
    """Plain words and digits joined by dots, none a word of code or of credentials ("quartz.violet_59",
    "harbor.saffron.31"): in prose, a password written that way, not an attribute path (settings.db_password)."""
    parts = re.split(r"[._]", v.rstrip(_TRAILING))
    if _CAPITAL_WORDS.fullmatch(v.rstrip(_TRAILING)):  # "Orchid.Ripple.Zephyr3" (round 25)
        return not _CODE_WORDS.intersection(p.lower().rstrip("0123456789") for p in parts)
    return (any(c.isdigit() for c in v) and "." in v and not any(c.isupper() for c in v)
            and all(re.fullmatch(r"[a-z]{3,}|\d{1,6}", p) for p in parts) and not _CODE_WORDS.intersection(parts))


def _strong_value(m: re.Match[str]) -> _Span | None:
    """A value stated after a keyword with no "is" between (or after other words): it must look like a
    credential: 6+ characters, not a placeholder or reference, mixing letters with digits or symbols, or
    upper with lower case past the first letter (not an ordinary word, Capitalised or not)."""
    start, end = m.span("v")
    v = m.group("v")
    if _quoted(v):
        start, end, v = start + 1, end - 1, v[1:-1]
    else:
        stripped = v.rstrip(_TRAILING + "\"'`")
        end -= len(v) - len(stripped)
        v = stripped
    if (len(v) < 6 or _PASSWORD_PLACEHOLDER.match(v) or (_REFERENCE.match(v) and not _dotted_words(v))
            or _CREDENTIAL_PLACEHOLDER.match(v) or _CRYPT_HASH.match(v) or _SAID_EXAMPLE.match(m.string, end)
            or _placeholder(v) or _SUB_OPTION.match(v)):
        return None
    if _long_number(v):
        return start, end
    if _word_in_prose(m.string, start, end, m.start("v")):
        return None
    letters = any(c.isalpha() for c in v)
    digits = any(c.isdigit() for c in v)
    # A vowel sign or virama (a combining mark: Devanagari, Tamil, Bengali) is part of a word, not a symbol: "पुष्टि".
    symbols = any(not c.isalnum() and not unicodedata.category(c).startswith("M") for c in v)
    mixed_case = any(c.isupper() for c in v[1:]) and any(c.islower() for c in v)
    if re.fullmatch(r"[A-Za-z]+(?:[-'][A-Za-z]+)*[.!?]?", v) and not mixed_case:
        return None  # a word, "case-sensitive", "Incorrect."
    if not letters or not (digits or symbols or mixed_case):
        return None
    if re.fullmatch(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+", v) or "://" in v or v.startswith("//"):
        return None  # an email address or a URL (or its remainder after "https:")
    return start, end


# "password manager is 1Password": the words after the keyword make it a thing, not the password itself.
_PASSWORD_COMPOUND = re.compile(
    r"\b(?:manager|managers|policy|policies|field|hint|length|prompt|reset|rotation|vault|app|tool|expiry|expiration|"
    r"strength|requirements?|rules?|change|form|box|page|screen|generator|hash|hashing|file|list|history|store|"
    r"safe|keeper|checker|entry|dialog|format|complexity|protection|protected|option|setting|settings|login|less|"
    r"storage|algorithm|scheme|function|kdf|derivation|protocol|standard|method|mechanism|minimum|maximum|example|"
    r"sample|encryption|salt|spraying|cracking|cracker|reuse|leak|leaks|breach|audit)\b",
    re.I)


def _password_after_words(m: re.Match[str]) -> _Span | None:
    """"the new password I chose is X": a credential-like value, unless the words between name a thing
    (a password manager, policy, field, hint)."""
    return None if _PASSWORD_COMPOUND.search(m.group("w")) else _strong_value(m)


# A connector right after a value: the value was the name of what the password is for ("la contraseña del usuario
# admin01 es: ...", "password for host db01 is ..."), not the password.
_CONNECTOR_AFTER = re.compile(r"[ \t]*(?:(?:is|was|est|ist|es|era|è|é|lautet|là|adalah|jest|är|er|je|это|είναι)\b|[:=：]"
                              + round83.NOT_EMOTICON + ")", re.I)  # (round 83: "lösenord X :)" - a smile, no connector)


# A cell separator before the keyword on its line: the keyword is a table's cell ("0,NENOSIRI", "name\tpassword").
_CELL_BEFORE = re.compile(r"[,\t|][ \t]*\S*\Z")


# A name with a grammatical prefix glued by a hyphen, no digit nor mark: Zulu's and Xhosa's possessive ("iphasiwedi
# ye-Courier Guy": the Courier Guy's password), Turkish's and Polish's e- ("e-Devlet", "e-Urząd") - its two cases and
# hyphen are the name's, not a password's (session 43, guard67).
_PREFIXED_NAME = re.compile(r"[a-z]{1,4}-[A-Z][a-z]+")


def _strong_not_subject(m: re.Match[str]) -> _Span | None:
    """:func:`_strong_value`, unless a connector follows the value (then it names the account, not the password),
    or the keyword is a table's cell and the value sits on the next line (the next row, not the keyword's value)."""
    span = _strong_value(m)
    if span is None or _CONNECTOR_AFTER.match(m.string, m.end("v")) or _PREFIXED_NAME.fullmatch(m.group("v")):
        return None
    text, start = m.string, m.start()
    if "\n" in text[start:m.start("v")] and _CELL_BEFORE.search(text, text.rfind("\n", 0, start) + 1, start + 1):
        return None
    return span


def _password_in_words(m: re.Match[str]) -> _Span | None:
    """A password word, a few words, a connector, then a value of 8+ characters that looks like a credential;
    not when the words make it a thing (a password manager, policy, reset) or a description."""
    words = m.group("w") or ""
    if _PASSWORD_COMPOUND.search(words) or _DESCRIPTIVE.search(words.split()[-1] if words.split() else ""):
        return None
    span = _strong_not_subject(m)
    return span if span is not None and span[1] - span[0] >= 8 else None


def _intl_stated(m: re.Match[str]) -> _Span | None:
    """A password stated in another language: after ":" or "=" any value that is not a placeholder; after a
    word ("ist", "est", "es") only a credential-like one, since the ordinary words of that language that
    follow ("ist abgelaufen", "est trop court") are not listed."""
    between = m.string[m.start():m.start("v")]
    return _stated_password(m) if re.search(r"[:=]", between) else _strong_value(m)


def _mixed_case(m: re.Match[str]) -> _Span | None:
    """A key id whose body mixes upper and lower case (random, not a word in capitals)."""
    v = m.group("v")[4:]
    return m.span("v") if any(c.isupper() for c in v) and any(c.islower() for c in v) else None


def _words_value(m: re.Match[str]) -> _Span | None:
    """A passphrase of three or more words ("nectar battery amber garnet", "mosaic-pepper-nebula"): none of them an
    ordinary word of a sentence about passphrases ("is at least four words long", "is stored in the vault"). A
    wallet's seed of 12 words or more may hold a few such words (BIP-39 lists "all", "amused"); a sentence that long
    holds many more."""
    if re.match(r"[ \t]+[A-Za-z]", m.string[m.end("v"):]):
        return None  # the sentence goes on: "12 words -> write them down on the card"
    words = re.split(r"[\s-]+", m.group("v").strip())
    bad = sum(w.lower() in _SENTENCE_WORDS for w in words)
    wordy = sum(bool(_WORDY_SUFFIX.search(w)) for w in words)
    if len(words) >= 12:
        return m.span("v") if bad <= len(words) // 6 and bad + wordy <= len(words) // 4 else None
    return m.span("v") if len(words) >= 3 and bad + wordy == 0 else None


def _digits_code(m: re.Match[str]) -> _Span | None:
    """A numeric code: not the same digit throughout, not a year-like 19xx/20xx of four digits."""
    d = re.sub(r"\D", "", m.group("v"))
    if len(set(d)) == 1 or (len(d) == 4 and d[:2] in ("19", "20")):
        return None
    return _one_time_code(m) if "k" in m.re.groupindex and m.group("k") is not None else m.span("v")


# An Indian postal code is a "PIN code" of six digits: a PIN of six digits needs a word of banking, cards,
# phones or logins somewhere in the text.
_PIN_CONTEXT = re.compile(
    r"bank|card|carte|karte|tarjeta|cart[aã]o|atm|debit|credit|account|konto|compte|cuenta|conta|sim\b|phone|"
    r"mobile|login|log in|sign in|unlock|wallet|safe|door|alarm|device|laptop|voicemail|passcode|secret|"
    r"geheim|банк|карт|暗証|銀行|カード", re.I)
_POSTAL = re.compile(r"deliver|address|road|street|city|warehouse|post|postal|courier|ship|district|nagar|state", re.I)


# fp44: India's postal "PIN code" read alike by the code rows that read a PIN's six digits (``_shaped``'s reading,
# which slots.short_code lacked): the label names a PIN *code* ("PIN code", "pincode", "पिन कोड"), the text names a
# postal place (``_POSTAL``, or a parcel, a depot, an Indian city) and no card, bank, phone, login or lock
# (``_PIN_CONTEXT``). ``POSTAL_PIN_AGREE`` off: main's readings.
POSTAL_PIN_AGREE = True
_PIN_CODE_LABEL = re.compile(r"(?i)(?:\bpin|пин|पिन|পিন)[ \t-]?(?:code|kod|कोड|কোড)")
_POSTAL_MORE = re.compile(
    r"(?i)parcel|package|depot|consignment|\b(?:mumbai|bengaluru|bangalore|delhi|chennai|kolkata|hyderabad|pune|"
    r"ahmedabad|jaipur|lucknow|kochi|koramangala|noida|gurgaon|gurugram|india)\b")


def _postal_pin(text: str, label: str, v: str) -> bool:
    """Six digits after a "PIN code" label in a text that names a postal place and no card, bank, phone, login or
    lock: an Indian postal PIN code ("Send the parcel to Koramangala, Bengaluru, PIN code 682011")."""
    return (POSTAL_PIN_AGREE and re.fullmatch(r"\d{6}", v) is not None and _PIN_CODE_LABEL.search(label) is not None
            and (textmemo.found(_POSTAL, text) or textmemo.found(_POSTAL_MORE, text))
            and not textmemo.found(_PIN_CONTEXT, text))


def _short_code_pin(m: re.Match[str]) -> _Span | None:
    """:func:`.slots.short_code`, unless its value is a postal PIN code (:func:`_postal_pin`)."""
    if _postal_pin(m.string, m.string[m.start():m.start() + 12], m.group("v")):
        return None  # the label opens the match: "PIN code" ... its value
    return slots.short_code(m)


def _pin_code(m: re.Match[str]) -> _Span | None:
    """A PIN or passcode of digits, unless it is a six-digit postal "PIN code" (no banking context, or an
    address around it)."""
    digits = re.sub(r"\D", "", m.group("v"))
    keyword = m.string[m.start():m.start("v")].lower()
    if len(digits) == 6 and "pass" not in keyword and (textmemo.found(_POSTAL, m.string) or not textmemo.found(_PIN_CONTEXT, m.string)):
        return None
    return _digits_code(m)


# Option names that say what to do with a password, not what it is: "--no-password", "--ask-password".
_OPTION_VERB = re.compile(r"(?:no|ask|prompt|skip|require|with|without|read|show|hide|reset|forgot|check|verify|force|"
                          r"allow|disable|enable|list|rotate|delete|remove|get|describe|revoke|generate|change)-", re.I)


def _option_secret(m: re.Match[str]) -> _Span | None:
    """``--db-password X``, ``-storepass X``: a command-line value that is not a placeholder, a reference (a path,
    ``@file``, a variable), a ``key=value`` sub-option or a plain word in one case (a flag's argument)."""
    if _OPTION_VERB.match(m.group("k")):
        return None
    v = m.group("v")
    inner = v[1:-1] if _quoted(v) else v
    if inner[:1] == "@" or re.match(r"[\w.-]+=", inner) or (inner.isalpha() and len(inner) < 12
                                                          and (inner.islower() or inner.isupper())):
        return None
    return _cli_secret(m)


def _credential_like(m: re.Match[str]) -> _Span | None:
    """A value named only by what it does ("use X to unlock"): a credential-like value that also holds a digit
    and a letter, and is not a version (OAuth2.0) or an email address."""
    v = m.group("v")
    if not (any(c.isdigit() for c in v) and any(c.isalpha() for c in v)) or re.search(r"\d\.\d", v):
        return None
    return _strong_value(m)


def _headed_list(m: re.Match[str]) -> _Span | None:
    """A list of codes or a seed-shaped run of words (:func:`.shape.code_list`) beside its heading word, which is not
    one of the run's own words (round 15: "spelling words: ... grace seed fossil ...": "seed" is a word of the list)."""
    span = shape.code_list(m.string)
    if span is None or span[0] <= m.start() < span[1]:
        return None
    # (nor a cell of a table whose header names no credential: "NOTFALLCODES" in a column "team", found by Hypothesis)
    return None if tables.unlabelled_table(m.string) else span


def _code_list(m: re.Match[str]) -> _Span | None:
    """A list of two or more codes (TANs, backup codes), not one number repeated."""
    codes = re.findall(r"\d+", m.group("v"))
    return m.span("v") if len(codes) >= 2 and len(set(codes)) > 1 else None


# After "X is the <words> password": words that say the sentence describes passwords rather than giving one.
_DESCRIPTIVE = re.compile(r"\b(?:for|of|in|to|on|with|about|default|standard|recommended|common|popular|worst|"
                          r"best|usual|typical|classic|famous|weakest|strongest)\b", re.I)


def _value_before_keyword(m: re.Match[str]) -> _Span | None:
    """"N1mbu$1994! is the KeePass master password": a credential-like value named after the fact, unless the
    words around the keyword make it a thing (password manager, hashing) or a description."""
    around = (m.group("w") or "") + " " + (m.group("a") or "")
    if _PASSWORD_COMPOUND.search(around) or _DESCRIPTIVE.search(m.group("w") or ""):
        return None
    return _strong_value(m)


_ACCESS_CODE_WORDS = (
    "alarm", "door", "gate", "lock", "garage", "keypad", "entry", "building", "locker", "safe", "telegram", "whatsapp",
    "signal", "google", "apple", "microsoft", "amazon", "facebook", "instagram", "paypal", "uber", "steam", "discord",
    "slack", "github", "okta", "bank")


def _basic_auth(m: re.Match[str]) -> _Span | None:
    """HTTP Basic credentials: base64 of printable ``user:password``."""
    v = m.group("v")
    try:
        raw = base64.b64decode(v + "=" * (-len(v) % 4), validate=True).decode("utf-8")
    except (binascii.Error, ValueError):
        return None
    _user, sep, pw = raw.partition(":")
    return m.span("v") if sep and pw and raw.isprintable() and not _CREDENTIAL_PLACEHOLDER.match(pw) else None


# "id=npmrc,src=..." and "username=ops": a key=value sub-option, not a password.
# A sub-option's name is a word in one case or in camel case (user=, MODE=, ConnectTimeout=): "WPctTmc=NTRc7..." after
# "-p" is a password holding "=" (round 17).
_SUB_OPTION = re.compile(r"(?:[a-z_][a-z_.-]+|[A-Z_][A-Z_.-]+|[a-z]*(?:[A-Z][a-z]+)+|[A-Z][A-Z_.-]*_[a-z_.-]+)=")
# What a flag's argument says instead of a secret.
_FLAG_WORDS = frozenset(["true", "false", "yes", "no", "on", "off", "auto", "prompt", "stdin", "env", "default",
                         "required", "optional", "ask", "interactive", "keychain", "keyring", "file", "none", "null"])
# Words that make the flag a thing talked about, not one given a value: "Using --password via the CLI is insecure"
# (docker's warning in every CI log), "--token is deprecated", "the --password flag" (round 17).
_PROSE_AFTER_FLAG = frozenset(["via", "is", "are", "was", "the", "for", "with", "from", "and", "or", "flag", "option",
                               "argument", "parameter", "instead", "when", "if", "which", "that", "not", "must", "should",
                               "will", "can", "has", "on", "in", "to", "of", "at", "by", "as"])


def _cli_secret(m: re.Match[str]) -> _Span | None:
    """A password given on a command line: 3+ characters, not a placeholder, variable or short number."""
    start, end = m.span("v")
    v = m.group("v")
    if _quoted(v):
        start, end, v = start + 1, end - 1, v[1:-1]
    if (len(v) < 3 or _CREDENTIAL_PLACEHOLDER.match(v) or _PASSWORD_PLACEHOLDER.match(v) or (v.isdigit() and len(v) < 6)
            or _placeholder(v) or _REFERENCE.match(v) or _SUB_OPTION.match(v) or v.lower() in _FLAG_WORDS
            or (v.islower() and v in _PROSE_AFTER_FLAG)):
        return None
    return start, end


def _wifi_qr_password(m: re.Match[str]) -> _Span | None:
    """The ``P:`` field of a Wi-Fi QR string: the password by the format itself, so a dotted value is no reference to
    code ("P:pumuckl.Nutella47", round 16); placeholders and short numbers still are not."""
    start, end = m.span("v")
    v = m.group("v")
    if _quoted(v):
        start, end, v = start + 1, end - 1, v[1:-1]
    if (len(v) < 3 or _CREDENTIAL_PLACEHOLDER.match(v) or _PASSWORD_PLACEHOLDER.match(v) or (v.isdigit() and len(v) < 6)
            or _placeholder(v)):
        return None
    return start, end


def _prefixed_token(m: re.Match[str]) -> _Span | None:
    """An unknown vendor's prefixed token (``abc_``/``abc-`` + 32 or more random characters): the body mixes
    upper, lower case and digits with entropy >= 4 bits, and the prefix is not a hash's or a public key's."""
    body, prefix = m.group("b"), m.group("p").lower()
    if re.match(r"(?:sha\d*|md5|blake\d*|pk|pub|public|publishable|phc|data|base64|uuid|id|img|image|font|woff2?)[_-]",
                prefix):
        return None
    ok = (any(c.isupper() for c in body) and any(c.islower() for c in body) and any(c.isdigit() for c in body)
          and _entropy(body) >= 4.0)
    return m.span("v") if ok else None


def _named_key(m: re.Match[str]) -> _Span | None:
    """A high-entropy value assigned to a NAME ending in "key" (SIGNING_KEY=...), unless the name says it is
    public or an identifier, or the value is a UUID."""
    name = m.group("k").lower()
    if _PUBLIC_NAME.search(name) or _said_public(m):
        return None
    if re.search(r"pub|id\b|_id|sort|partition|cache|primary|foreign|row|idempot|dedup|rout|shard|lookup|map|"
                 r"object|bucket|file|path|name|type|hash|finger|group|label|hotkey|monkey|turnkey|s3", name):
        return None
    v = m.group("v")
    if re.fullmatch(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}", v, re.I):
        return None
    if re.fullmatch(r"[0-9a-f]{32,64}", v, re.I):
        return m.span("v")
    return _high_entropy(m) if (any(c.isupper() for c in v) and any(c.islower() for c in v)) else None


def _quoted_name_secret(m: re.Match[str]) -> _Span | None:
    """A value given with a quoted NAME (``define('DB_PASSWORD', 'x')``): :func:`_assigned_secret` of the NAME, which must
    say credential."""
    name = m.group("k") if m.group("k") is not None else m.group("k2")
    return _assigned_secret(cast("re.Match[str]", _Named(m, name))) if _credential_name(name) else None


def _base64_private_key(m: re.Match[str]) -> _Span | None:
    """base64 that decodes to a PEM private key's first line."""
    head = m.group("v")[:60]
    try:
        text = base64.b64decode(head[: len(head) // 4 * 4]).decode("ascii", "replace")
    except (binascii.Error, ValueError):
        return None
    return m.span("v") if re.match(r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY", text) else None


def _sent_secret(m: re.Match[str]) -> _Span | None:
    """The reply an expect script sends to a password prompt, without its trailing ``\\r`` or ``\\n``."""
    start = m.start("v")
    inner = m.group("v")[1:-1]
    trimmed = re.sub(r"(?:\\[rn])+$", "", inner)
    if (len(trimmed) < 3 or _CREDENTIAL_PLACEHOLDER.match(trimmed) or _placeholder(trimmed)
            or re.match(r"\$[A-Za-z_{]", trimmed)):  # a Tcl variable: $pw, $env(PW)
        return None
    return start + 1, start + 1 + len(trimmed)


def _wifi_value(m: re.Match[str]) -> _Span | None:
    """A Wi-Fi password stated with words between: credential-like, and, since network names look alike
    (ACME-Guest-2024, CabinNet), given after the SSID ("SSID / password") or holding a digit and a symbol other than
    "-" or "_"."""
    span = _strong_value(m)
    if span is None or m.group("ssid") is not None:
        return span
    v = m.string[span[0]:span[1]]
    return span if any(c.isdigit() for c in v) and re.search(r"[^\w\s-]", v) else None


def _xml_setting(m: re.Match[str]) -> _Span | None:
    """``key="NAME" value="..."`` or ``<NAME>...</NAME>``: a credential NAME's value (:func:`_assigned_secret`)."""
    name = next((m.group(g) for g in ("k", "k2", "k3") if g in m.re.groupindex and m.group(g) is not None), "")
    if name.lower() == "key":  # <key>CFBundleName</key>: a plist's key, not a credential
        return None
    value = next((m.group(g) for g in ("v", "v2", "v3") if g in m.re.groupindex and m.group(g) is not None), "")
    if fp48.ui_text(name, value.strip("\"'")):  # <string name="forgot_password">Forgot password?</string>
        return None
    return _assigned_secret(cast("re.Match[str]", _Named(m, name)))


def _pgpass_password(m: re.Match[str]) -> _Span | None:
    """A .pgpass line's password: not a placeholder, not all digits (times: 10:30:00:12:45), not a short word in one
    case (a flag: host:11211:sessions:worker:enabled)."""
    v = m.group("v")
    if v.isdigit() or _CREDENTIAL_PLACEHOLDER.match(v) or _placeholder(v) or _EXPANDED.match(v):
        return None
    return None if v.isalpha() and (v.islower() or v.isupper()) and len(v) < 12 else m.span("v")


def _symbol_token(m: re.Match[str]) -> _Span | None:
    """A labelled token of 16+ characters holding letters, digits and symbols (entropy >= 3.5 bits): not a
    placeholder, reference, URL, public key or base64 JSON."""
    start, end = m.span("v")
    v = m.group("v").rstrip(_TRAILING)
    end = start + len(v)
    if (len(v) < 16 or not any(c.isdigit() for c in v) or not any(c.isalpha() for c in v) or v.isalnum()
            or _entropy(v) < 3.5 or v[:1] in "<[{($%" or "://" in v or _MASKED.search(v)
            or _CREDENTIAL_PLACEHOLDER.match(v) or _REFERENCE.match(v) or _placeholder(v) or _said_public(m)
            or _encoded_json(v) or _DIGEST.match(v)):
        return None
    return start, end


def _session_cookie(m: re.Match[str]) -> _Span | None:
    """A session cookie: its NAME holds "sess" or is a framework's cookie (.sid, .AspNetCore.*, .ASPXAUTH, remember_*),
    and its value is random (16+ characters, letters and digits, entropy >= 3 bits; a framework's encrypted payload is
    base64 JSON and counts), not a placeholder, a count or a timeout."""
    start = m.start()
    while start > 0 and (m.string[start - 1].isalnum() or m.string[start - 1] in "_.-"):
        start -= 1
    name = m.string[start:m.end("k")]
    v = m.group("v").rstrip(_TRAILING)
    session_id = re.search(r"(?i)sess(?:ion)?[_.-]?id$", name) is not None  # ASP.NET_SessionId: the token itself
    if ((_descriptor_name(name) and not session_id)
            or re.search(r"(?i)(?:timeout|store|storage|name|lifetime|count|length|expir|ttl|path|"
                         r"domain|driver|secure|samesite)$", name)):
        return None
    ok = (len(v) >= 16 and any(c.isdigit() for c in v) and any(c.isalpha() for c in v) and not _PLACEHOLDER.search(v)
          and not _MASKED.search(v) and _entropy(v) >= 3.0 and _random_runs(v))
    return (m.start("v"), m.start("v") + len(v)) if ok else None


def _random_runs(v: str) -> bool:
    """``v`` reads as random rather than as words: it mixes cases, or no run of letters is longer than six
    (analytics_2024_q3_dashboard is words and digits; 9q2b7kd1m4hv8c3t6pz0r5w1xa is not)."""
    mixed = any(c.isupper() for c in v) and any(c.islower() for c in v)
    # (or, with no separator, digits scattered in three places or more: xtv25s3igrhozthuwaw4lrgd, an ASP.NET session)
    scattered = not re.search(r"[_.-]", v) and len(re.findall(r"\d+", v)) >= 3
    return mixed or scattered or max((len(r) for r in re.findall(r"[A-Za-z]+", v)), default=0) <= 6


def _xml_element(m: re.Match[str]) -> _Span | None:
    """An element named for a credential (:func:`_xml_setting`), unless it holds plain words (a label: "Season
    passes")."""
    words = m.group("v").split()
    if len(words) >= 2 and all(w.isalpha() for w in words):
        return None
    return _xml_setting(m)


def _opens_with(m: re.Match[str]) -> _Span | None:
    """The value a document opens with: letters, digits and a symbol (not only a version's dots), or a password's shape
    (:func:`_bare_password`) with a symbol or with both cases and a digit in ten characters or more; never a program's
    name and version."""
    v = m.group("v").rstrip(_TRAILING)
    if re.fullmatch(r"[A-Za-z]+[-_ ]?[\d.]*", v) or _placeholder(v) or _CREDENTIAL_PLACEHOLDER.match(v):
        return None  # a program and its version: Python3.11, Office-2019
    symbol = re.search(r"[!@#$%^&*?+=_~-]", v) is not None
    if symbol and len(v) >= 8 and any(c.isdigit() for c in v) and any(c.isalpha() for c in v):
        return m.start("v"), m.start("v") + len(v)  # gii6-djfi-nq5y: letters, digits and a symbol
    mixed = (len(v) >= 10 and any(c.isdigit() for c in v) and any(c.isupper() for c in v)
             and any(c.islower() for c in v))
    return _bare_password(m) if symbol or mixed else None


def _element_value(m: re.Match[str]) -> _Span | None:
    """A password as the value of an element named for it (round 25): checked as ``NAME=value``
    (:func:`_assigned_secret`). A Windows answer file with ``<PlainText>false</PlainText>`` holds base64 of the
    UTF-16LE password followed by the element's name: encoding is no protection, so that value is a secret when what
    it decodes to holds more than the name (an empty password encodes the name alone)."""
    g = _Group(m)
    name = m.group("k") or m.group("k2") or ""
    v = g.group("v")
    if re.match(r"\s*<PlainText>\s*false\b", m.string[g.end("v") + len("</Value>"):], re.I):
        try:
            plain = base64.b64decode(v, validate=True).decode("utf-16-le")
        except (binascii.Error, UnicodeDecodeError):
            return None
        said = plain[:-len(name)] if plain.lower().endswith(name.lower()) else ""
        return g.span("v") if said.strip() and said.isprintable() and not _placeholder(said) else None
    if _SHOUTED_PLACEHOLDER.fullmatch(v):
        return None  # *SENSITIVE*DATA*DELETED*, what Windows Setup writes over the password it used
    if _REFERENCE.match(v):  # an element's text is literal, never a code reference: words joined by dots with a
        ok = len(v) >= 8 and any(c.isdigit() for c in v) and any(c.isupper() for c in v)  # digit and a capital
        return g.span("v") if ok else None
    return _assigned_secret(cast("re.Match[str]", _Named(m, name)))


# Capital words joined by "*" or "_": a placeholder written in the value's place.
_SHOUTED_PLACEHOLDER = re.compile(r"[*_ ]*[A-Z]+(?:[*_ ]+[A-Z]+)*[*_ ]*")


def _app_password(m: re.Match[str]) -> _Span | None:
    """An app password of random letters: not a group of ordinary words ("will have been sent")."""
    groups = re.split(r"[ -]", m.group("v").lower())
    common = _SENTENCE_WORDS | _FUNCTION_WORDS | {"will", "have", "been", "sent", "with", "from", "this", "that", "here",
                                                  "when", "then", "once", "only", "each", "copy", "into", "used", "your",
                                                  "like", "such", "look", "looks", "four", "five", "what", "just", "them"}
    return None if any(g in common for g in groups) or _placeholder(m.group("v")) else m.span("v")


_NOT_THE_TOKEN = frozenset(["id", "ids", "name", "prefix", "hash", "sha", "fingerprint", "length", "len", "url", "uri",
                            "endpoint", "header", "format", "example", "sample", "looks", "like", "starts", "ends", "field",
                            "param", "type", "label", "ttl", "expiry", "expires", "count", "budget", "limit", "usage",
                            "commit", "commits", "checksum", "digest", "build", "request", "trace", "job", "ticket",
                            "revision", "rev", "version", "sha1", "sha256", "md5", "uuid", "guid"])


def _token_after_clause(m: re.Match[str]) -> _Span | None:
    """A labelled token after a short clause: random (:func:`_high_entropy`; 32+ hex digits count), unless the clause
    names something else about the token (its id, name, prefix, hash, length, URL)."""
    words = {w.strip(",.;()").lower() for w in (m.group("w") or "").split()}
    if words & _NOT_THE_TOKEN or held.variable_then_link(m.group("w") or "", m.group("v")):
        return None  # (round 37: "Token $READWISE_TOKEN" https://...": the colon a link's)
    return _high_entropy(m)


def _scheme_token(m: re.Match[str]) -> _Span | None:
    """A token after a scheme word, assigned to a credential NAME (not one that describes it or says public); Basic
    credentials are the Basic row's to judge (``user:password`` in base64 may be a documented example)."""
    end = m.start()
    while end > 0 and m.string[end - 1] in " \t\"'":
        end -= 1
    start = end
    while start > 0 and (m.string[start - 1].isalnum() or m.string[start - 1] in "_.-"):
        start -= 1
    name = m.string[start:end]
    if not re.search(r"password|secret|token|api[_-]?key|access[_-]?key|credential|auth", name, re.I):
        return None
    if m.group("s").lower() == "basic":
        return None
    if not _credential_name(name) and not re.search(r"auth", name, re.I):
        return None
    if _descriptor_name(name) or _PUBLIC_NAME.search(name):
        return None
    return _high_entropy(m)


def _link_token(m: re.Match[str]) -> _Span | None:
    """The path after a reset / one-time login / verify segment holds a token: a run of 16+ letters and digits with 3+
    digits, mixing cases or holding 8+ hex digits (not words joined by "-": /reset/password-reset-flow-v2)."""
    if re.search(r"(?:^|/)(?:commits?|blob|tree|pull|pulls|issues|releases|tags?|compare|raw|wiki|docs?|blame)/", m.group("v")):
        return None  # a repository or documentation path that merely holds the word
    for run in re.finditer(r"[A-Za-z0-9]{16,}", m.group("v")):
        r = run.group()
        digits = sum(c.isdigit() for c in r)
        mixed = any(c.isupper() for c in r) and any(c.islower() for c in r)
        runs = len(re.findall(r"[A-Z]+|[a-z]+|[0-9]+", r))
        if digits >= 3 and (mixed or re.search(r"[0-9a-f]{8}", r)) and _entropy(r) >= 3.0 and len(r) / runs <= 2.2:
            return m.span("v")
    return None


def _base32_seed(m: re.Match[str]) -> _Span | None:
    """A TOTP seed: 16+ base32 characters, upper case or holding a digit."""
    v = re.sub(r"\s", "", m.group("v"))
    return m.span("v") if len(v) >= 16 and (v.isupper() or any(c.isdigit() for c in v)) else None


# A list's own numbering ("1. ", "2) ") and bullets: not digits of its codes.
_LIST_NUMBER = re.compile(r"(?:^|(?<=\n))[ \t]*(?:>[ \t]*)?(?:[-*•]|\d{1,2}[.)])[ \t]+")


def _recovery_codes(m: re.Match[str]) -> _Span | None:
    """Backup / recovery codes: the list holds digits (not its numbering's: "1. xxxx-xxxx-xxxx" is a mask), and is
    not a count or a time."""
    v = _LIST_NUMBER.sub("", m.group("v"))
    return m.span("v") if sum(c.isdigit() for c in v) >= 2 and len(re.sub(r"\W", "", v)) >= 8 else None


# OTP keywords in other languages (code de vérification, Bestätigungscode, código de verificación, ...).
_OTP_WORDS_ASCII = (
    "code de verification", "code de confirmation", "code de securite", "code a usage unique", "bestatigungscode",
    "verifizierungscode", "sicherheitscode", "einmalcode", "einmalpasswort", "anmeldecode", "codigo de verificacion",
    "codigo de verificacao", "codigo de seguridad", "codigo de seguranca", "codigo de confirmacion",
    "codigo de acceso", "codice di verifica", "codice di sicurezza", "codice otp", "codice di accesso",
    "verificatiecode", "beveiligingscode", "bevestigingscode", "inlogcode", "eenmalige code", "dogrulama kodu",
    "onay kodu", "kod weryfikacyjny", "kod sms", "kod jednorazowy", "overovaci kod", "verifieringskod",
    "engangskode", "bekreftelseskode", "vahvistuskoodi", "kode verifikasi", "ma xac minh",
    "ma otp", "cod de verificare", "cod de confirmare", "codice di conferma", "kod pengesahan", "ellenorzo kod",
)
_OTP_CASED, _OTP_CASED_ANCHORS = _cased(
    "code de vérification", "code de sécurité", "code à usage unique", "bestätigungscode", "código de verificación",
    "código de verificação", "código de seguridad", "código de segurança", "código de confirmación",
    "código de acceso", "doğrulama kodu", "ověřovací kód", "mã xác minh", "mã otp", "код подтверждения",
    "проверочный код", "одноразовый код", "код из смс", "код для входа", "κωδικός επαλήθευσης", "קוד אימות",
    "رمز التحقق", "सत्यापन कोड", "인증번호", "인증 코드", "인증코드",
    "ellenőrző kód", "код підтвердження", "код верифікації", "کد تایید", "کد تأیید", "کد ورود", "ओटीपी", "mã xác thực",
    "mã xác nhận", "รหัสยืนยัน", "รหัส otp",
)
_OTP_CJK = ("認証コード", "確認コード", "ワンタイムパスワード", "認証番号", "验证码", "驗證碼", "校验码", "动态码", "確認碼")
_OTP_INTL_KEYWORD = (
    r"(?P<k>\b(?:" + "|".join(map(re.escape, _OTP_WORDS_ASCII)) + r")\b|(?-i:\b(?:m|sms|push|i)?TAN\b)|" + _OTP_CASED + r"|"
    + "|".join(_OTP_CJK) + r")"
)
_OTP_INTL_ANCHORS = (*(w[:10] for w in _OTP_WORDS_ASCII), *_AFTER_CHARS("tan"), "tan:", "tan=", "tan-",
                     *_OTP_CASED_ANCHORS, *_OTP_CJK)
_OTP_DIGITS = r"(?<![\d+])(?P<v>(?:[A-Z]-)?\d{4,8}|\d{3}[ -]\d{3})(?![\w-]|[ -]\d)"
# One-time-code words in English, for a window (see :func:`_window`): "OTP ของคุณคือ 482913", "kode OTP Anda adalah
# 482913".
_OTP_WORDS_EN = (r"(?P<k>\b(?:otp|totp|one[- ]time (?:code|pass(?:word|code)?|pin)|verification code|security code|"
                 r"auth(?:entication)? code|log[- ]?in code|sign[- ]in code|sms code)s?\b)")
_OTP_EN_ANCHORS = ("otp", "one-time", "one time", "verification code", "security code", "auth code",
                   "authentication code", "login code", "log-in code", "sign-in code", "sms code")
_OTP_VALUE = r"[\"'(\[【「]?" + _OTP_DIGITS

# ---- Round 10: a short code right after its label, in any language: "Kod do domofonu: 7364#", "Durvju kods ir
# 9289C", "Ваш код підтвердження: 360969.", "PIN od kartice je 9596.", "Kartımın PIN kodu 7926". The label is the
# language's word for "code" (the catalogs' code labels show it: lexicon.code_words(); a compound may end in it,
# "Portkoden", "ovikoodi", "Staðfestingarkóðinn") or "PIN"; the value is judged by where it stands, not by the
# words around it (which the guard cannot know in every language): it comes within five words after the label,
# none of them a number, and it ends its clause (the text, the line or the sentence ends there, or after one
# more word: a verb last, "ነው።", "है।"). A code in a sentence about codes has a number that does not end the clause,
# or is no code-shaped value: "the 6-digit code expires in 10 minutes", "after 3 attempts the PIN is blocked".
# After a word for "code" the value is a keypad's ("*1893", "7843#", "2981C", "B4234"), a formatted code
# ("148-050", "G-795769") or four to eight digits (round 11: the door, gate, alarm and locker codes of four or
# five digits; a year or one repeated digit is no code, and the "code" word alone before plain digits must state
# them); after "PIN" four to eight digits. Codes that are not secrets are named before their word ("code postal",
# "kod produktu", "barcode").
_CODE_WORDS_OTHER = (
    # The loanword "code" written in scripts the catalogs' code labels do not show as a separate word (the guard's
    # own list), and the compounding languages' forms (et/fi/eo/is).
    "कोड", "কোড", "ਕੋਡ", "કોડ", "ಕೋಡ್", "కోడ్", "കോഡ്", "ኮድ", "کوڈ", "کد", "كود", "კოდი", "კოდ", "կոդ", "коды",
    "кодът", "кодот", "kóði", "kóða", "kóð",
    # Round 12: the words for a secret code that are not the word "code" (nor a lock's): Serbo-Croatian "šifra" /
    # "шифра", Russian "шифр", Korean "비번" / "비밀번호", Arabic and Persian "رمز", Thai "รหัส", Lao "ລະຫັດ", Khmer
    # "លេខកូដ", Chinese "密码" / "密碼", Japanese "暗証番号" / "パスコード", German "Geheimzahl" (the value rules are
    # round 10's: a code-shaped value within five words that ends its clause).
    "šifra", "šifr", "шифра", "шифр", "비번", "비밀번호", "رمز", "รหัส", "ລະຫັດ", "លេខកូដ", "密码", "密碼", "暗証番号",
    "パスコード", "geheimzahl",
    # round 13: Turkish "şifre" (a password, and the PIN of a card, an alarm, a locker)
    "şifre",
)
_CODE_WORDS_ASCII = ("code", "codes", "kood", "koodi", "kodo", "sifra", "szyfr", "sandi", "ikhodi", "tunnusluku", "lambar sirri",
                     "namba ya siri", *(w for w in lexicon.code_words() if w.isascii()))
_CODE_WORDS_NON_ASCII = (*_CODE_WORDS_OTHER, *(w for w in lexicon.code_words() if not w.isascii()))
_PIN_WORDS_OTHER = ("пин", "пін", "पिन", "ಪಿನ್", "పిన్", "പിൻ", "ਪਿੰਨ", "પિન", "পিন", "ፒን")


def _alt(words: tuple[str, ...]) -> str:
    """The words as an alternation, each once, less those another word begins ("codice" after "cod"): the letters
    after a word are read as its inflection anyway, and fewer branches are tried at each position."""
    kept = sorted(w for w in set(words) if not any(w != u and w.startswith(u) for u in words))
    return "|".join(map(re.escape, kept))


_CODE_CASED_ANCHORS = _cased(*_CODE_WORDS_NON_ASCII)[1]
_PIN_CASED_ANCHORS = _cased(*_PIN_WORDS_OTHER)[1]
_CODE_CASED, _PIN_CASED = "(?-i:" + _alt(_CODE_CASED_ANCHORS) + ")", "(?-i:" + _alt(_PIN_CASED_ANCHORS) + ")"
# The first letters of every word, as one class: a position whose letter is none of them is passed at once (the
# alternation of ~100 words tried at every position cost ~50 µs a text).
_CODE_FIRST = "".join(sorted({c for w in ("pin", *_PIN_CASED_ANCHORS, *_CODE_WORDS_ASCII, *_CODE_CASED_ANCHORS)
                              for c in (w[0].lower(), w[0].upper())}))
_LABELLED_CODE = re.compile(
    r"(?=[" + re.escape(_CODE_FIRST) + r"])(?:(?P<p>(?i:pin)|" + _PIN_CASED + r")|(?P<c>(?i:" + _alt(_CODE_WORDS_ASCII)
    + r")|" + _CODE_CASED + r"))(?P<inf>[^\W\d_]{0,20})(?:-[^\W\d_]{1,12})?"
    r"(?P<w>(?:[ \t]+[^\s\d:=：]{1,25}){0,7}?)[ \t]*[:=：]?[ \t]*[\"'(\[【「«]?"
    r"(?P<v>(?-i:[*#]\d{4,8}#?|\d{4,8}[#*]|\d{4,6}[A-D]|[A-D]\d{4,6}|\d{2,3}[A-Z]\d{2,5}|[A-Z]-\d{4,8}|\d{3}[- ]\d{3}|\d{1,2}(?:-\d{1,2}){2,3}|"
    r"\d{4,8}))"
    r"(?![\w*#-]|[.,/:]\d)")
_LABELLED_CODE_ANCHORS = ("pin", *_PIN_CASED_ANCHORS, *_CODE_WORDS_ASCII, *_CODE_CASED_ANCHORS)
# The end of the value's clause: nothing, a stop (or a dash), or one word (a verb written last) and then a stop.
# (Round 21: a chat message's closing emoji ends it too: "... è 7047 🙏".)
_EMOJI_END = r"(?:[ \t]*[\u2600-\u27bf\U0001f000-\U0001faff\ufe0f\u200d]+[ \t]*$)"
_CLAUSE_END = re.compile(r"[\"')\]】」»”]?[ \t]*(?:$|" + _EMOJI_END + r"|[\n.!?。，,;；।॥။።։、)–—]|"
                         r"(?:[^\W\d_][^\s\d.,!?。，;；।]{0,24}[ \t]*){1,2}"
                         r"[\"')\]】」»”]?(?:$|" + _EMOJI_END + r"|[\n.!?。，,;；।॥။።։]))", re.M)
_CLAUSE_END_NOW = re.compile(r"[\"')\]】」»”]?[ \t]*(?:$|" + _EMOJI_END + r"|[\n.!?。，,;；।॥။።։、)–—(-])", re.M)
# Round 21: the copula that languages writing the verb last put after a stated value ("कोड 8499 है", "کوڈ 1459 ہے",
# "ኮድ 9657 ነው", "コードは 64569 です", "кодаш 6854 аст", "കോഡ് 39369 ആണ്"): the value still ends its clause.
_FINAL_COPULA = re.compile(r"[ \t]+(?:है|हो|हैं|ہے|ہیں|دی|دے|ነው|です|аст|ആണ്|ਹੈ|ಆಗಿದೆ|ಇದೆ|আছে|ஆகும்|ਹਨ|છે|ആകുന്നു|است|da)"
                           r"(?![^\W\d_])")
# Codes that are not secrets, named before the code's word or glued to it, in the languages the guard knows.
# (Round 49: not a parcel locker, "Код від поштомату 7708" - its code opens the locker; "пошт" / "почт" / "post" of a
# postal code read it as one, the only glued word of this list found cancelling a secret on the tunable corpora.)
_PARCEL_LOCKER = r"(?!(?i:поштомат|почтомат|postomat))"
_NOT_A_SECRET_CODE = re.compile(
    r"(?<![^\W\d_])" + _PARCEL_LOCKER + r"(?i:zip|post|pocz|poșt|pošt|почт|пошт|[áa]rea|country|kraj|pa[ií]s|pays|регион|стран|dial|"
    r"error|fehler|erreur|errore|błęd|hiba|virhe|hata|"
    r"ошиб|помил|exit|status|http|promo|rabat|discount|descuento|sconto|r[ée]duc|gutschein|coupon|kupon|voucher|gift|"
    r"referral|invit|qr|bar(?!n)|ean|produ|artikel|article|item|sku|track|sendung|order|bestell|commande|pedido|zam[óo]w|"
    r"заказ|tax|vat|steuer|fiscal|swift|bic(?![^\W\d_])|iban|sort|branch|bankleit|iata|airport|language|currency|source|html|"
    r"sample|example|customer|client|klient|kund|member|employee|mitarbeit|pracown|student|course|kurs|class|region|"
    r"district|department|isbn|gtin|upc|serial|model|colou?r|farb|couleur|style|booking|reserv|buchung|ticket|"
    r"flight|seat|room|exam|test|demo|version|build|release|revision|"
    # round 12, for the new labels (šifra, رمز, รหัส, ລະຫັດ): a product's, an article's, an activity's, a student's or
    # an employee's code, a postal one
    # (round 22: "bar" of a barcode, "código de barras", not the Scandinavian word for children, "barn", "barnas")
    r"pos(?![^\W\d_])|proizvod|artikl|djelatn|delatn|kupc|бр[оа]j|производ|артикл|(?:ال)?(?:بريد|منتج|طالب|موظف)|پستی|کالا|"
    # fp44: a parcel's tracking or follow-up code in Persian ("کد رهگیری", "کد پیگیری", "کد ردیابی": "track" above)
    r"رهگیری|پیگیری|ردیابی|مرسوله|"
    # fp45: a booking's or a shipment's code in the languages the words above lacked, each word with its ends
    # ("code de réservation", "codice di prenotazione", "kod rezerwacji", "код бронирования", "rezervasyon kodu",
    # "kargo kodu", "codice di spedizione", "예약 코드"; "reserv" and "booking" above are their English and Spanish)
    r"(?:r[ée]servation|prenotazion[ei]|rezerwacj[aiy]|rezervasyon(?:u|un)?|бронировани[яе]|брон[ьи]|"
    r"kargo(?:su|nun)?|spedizion[ei]|env[ií]o|exp[ée]dition|przesy[łl]k[aiię]|посылк[аиу]|отправлени[яе]|"
    r"g[öo]nderi(?:si|nin)?|sipari[şs](?:i|in)?)(?![^\W\d_])|예약|택배|배송|予約|配送|预订|預訂|快递|快遞|"
    r"ไปรษณีย์|สินค้า|นักศึกษา|นักเรียน|พนักงาน|ลูกค้า|สาขา|ประจำตัว|ໄປສະນີ|ສິນຄ້າ|ນັກສຶກສາ|ພະນັກງານ|"
    # round 15: a product's code in Korean, Japanese and Chinese (상품 코드, 品番, 商品コード, 产品代码)
    r"상품|제품|商品|製品|产品|產品|品番)")
# The same, glued before the code's word ("barcode", "postcode", "opcode", "unicode", "decode", "Fehlercode").
_GLUED_NOT_SECRET = re.compile(r"(?i:uni|geo|op|de|en|short|pseudo|hex|char|byte|key|lot|part|re|in)")
_LETTERS_BEFORE = re.compile(r"[^\W\d_]+$")
# The word for "code" named a code that is no secret by the word after it ("Code postal : sept cinq zéro un un",
# "código postal", "kod pocztowy"): round 12, for codes spelled out in words.
_CODE_NAMED_NOT_SECRET = re.compile(r"(?i:\b(?:code|c[óo]digo|codice|kod|cod)[ \t]+(?:(?:de|del|do|da|di)[ \t]+)?)"
                                    r"(?=" + _NOT_A_SECRET_CODE.pattern + r")")
# (Round 22: more copulas - Romanian "este", Esperanto "estas", Macedonian / Bulgarian "е", Latvian "ir", Malay
# "ialah", Catalan / Hungarian "és", Albanian "është", Hausa "shine", Breton "eo", Yiddish "איז" - and the topic
# particles and copulas that unspaced scripts glue to the word before: "PINは", "PIN은", "คือ", "គឺ", "ແມ່ນ".)
_STATED_BEFORE = re.compile(r"[:=：]\s*\S?$|\b(?:is|was|est|es|ist|è|é|är|er|je|jest|on|ni|ay|είναι|это|є|là|adalah|"
                            r"este|estas|е|ir|ialah|és|është|shine|eo|איז)\s*\S?$|(?:は|은|는|คือ|គឺ|ແມ່ນ)\s*\S?$")
_YEAR_OR_SAME = re.compile(r"(?:19|20)\d\d|(\d)\1*")


# Round 13: a code that is live, said by what follows it on its line: it expires, or is to be used now ("kod geldi
# 447364 hemen yaz", "me llegó el código 893131 pásamelo rápido antes de que caduque", "your bank code is 622 574 it
# expires in 5 min"). Six or eight digits (an OTP's lengths) need not end their clause then.
_LIVE_AFTER = re.compile(
    r"(?i)(?<![^\W\d_])(?:expir\w*|caduc\w*|vence\w*|scade\w*|wygas\w*|s[üu]resi|dolmadan|läuft|gültig|v[áa]lid[oa]?|valid|"
    r"now|asap|quick\w*|fast|hurry|r[áa]pido|logo|ahora|agora|jetzt|schnell|vite|maintenant|subito|adesso|szybko|teraz|"
    r"hemen|[şs]imdi|haraka|sasa|nhanh|ngay|li[eề]n)(?![^\W\d_])|快|早く|今すぐ|빨리|เร็ว|ทันที")


def _live(m: re.Match[str]) -> bool:
    """The value is an OTP's length and its line says it expires or is to be used now (see above)."""
    digits = re.sub(r"\D", "", m.group("v"))
    if len(digits) not in (6, 8) or not re.fullmatch(r"\d{6}|\d{8}|\d{3}[- ]\d{3}", m.group("v")):
        return False
    if digits in "01234567890" or digits in "09876543210":
        return False  # the documentation's example ("Kod 123456 wygasa za 10 minut ..."), not a live code
    after = m.string[m.end("v"):m.end("v") + 60].split("\n")[0]
    return _LIVE_AFTER.search(after) is not None


def _labelled_code(m: re.Match[str]) -> _Span | None:
    """A code-shaped value that ends the clause of its label (see above), not a code that is no secret; when the
    first label fails, a later label of the same value judges it (round 12: "ລະຫັດ PIN ບັດ ATM ແມ່ນ 3821 ...", whose
    word for "code" is read first and whose "PIN" is the label the value's digits answer)."""
    span = _labelled_code_once(m)
    if span is None and m.group("c") is not None and m.group("w").strip():
        later = _LABELLED_CODE.search(m.string, m.end("inf"), m.end("v"))
        if later is not None and later.start() < m.start("v"):
            return _labelled_code(later)
    return span


def _labelled_code_once(m: re.Match[str]) -> _Span | None:
    """:func:`_labelled_code` for one label."""
    text, v = m.string, m.group("v")
    glued = _LETTERS_BEFORE.search(text, max(0, m.start() - 25), m.start())
    pre = "" if glued is None else glued.group()  # a compound's first part ("Port" of "Portkoden")
    if len(pre) > 24:
        return None
    digits = re.sub(r"\D", "", v)
    shaped = not v.isdigit()  # a keypad's, a formatted code's
    parts = v.split("-")
    if len(parts) == 3 and all(len(p) == 2 for p in parts) and int(parts[0]) <= 31 and int(parts[1]) <= 12:
        return None  # a date written dd-mm-yy, not a dial's numbers
    if (not shaped and _YEAR_OR_SAME.fullmatch(digits)) or not (_CLAUSE_END.match(text, m.end("v")) or _live(m)):
        return None
    if (m.group("c") is not None and not shaped and len(digits) < 6 and not digits.startswith("0")
            and not _CLAUSE_END_NOW.match(text, m.end("v"))
            and not ((cop := _FINAL_COPULA.match(text, m.end("v"))) and _CLAUSE_END_NOW.match(text, cop.end()))):
        return None  # four or five digits end the clause themselves: "valido per 6000 secondi", "tiene 1000 líneas"
        # (round 20: not a number that starts with 0, which counts nothing: "कोड 0263 है", a verb written last)
    if m.group("c") is not None and not shaped and (m.group("c") + m.group("inf")).lower() in ("code", "codes") and (
            not pre and not _STATED_BEFORE.search(text, m.start(), m.start("v"))):
        # "code" alone before plain digits, unstated, says nothing (round 8: "Account ..., code 551903"), unless its
        # clause names what it opens first (round 12: "Alarmanlage: Code 2205, dann ...", "gate code 7458")
        clause = re.split(r"[.!?\n]", text[max(0, m.start() - 40):m.start()])[-1]
        if not (shape._CODE_PURPOSE.search(clause) or _live(m)) or re.search(r"(?i)account|konto|compte|cuenta", clause):
            return None
    if pre and (_GLUED_NOT_SECRET.fullmatch(pre) or _NOT_A_SECRET_CODE.match(pre)):
        return None  # "barcode", "postcode", "opcode"
    if m.group("p") is not None and re.search("[A-Za-z]", pre + m.group("inf")) and not (
            m.group("inf").lower().startswith(("code", "kod", "nummer", "number", "no"))):
        # "pin" inside another word ("spinning", "pinnacle"); the label's code word may come later ("Kaapin koodi").
        later = _LABELLED_CODE.search(text, m.end("p"), m.end("v"))
        return None if later is None or later.group("c") is None else _labelled_code(later)
    before = text[max(0, m.start() - 30):m.start()] + " " + m.group("inf") + " " + m.group("w")
    if _NOT_A_SECRET_CODE.search(before.split("\n")[-1]):
        return None
    if fp45.booked_confirmation(text, m.start(), *m.span("v")):
        return None  # fp45: a booking's confirmation code ("Confirmation code for the hotel in Lisbon is 84213907")
    if _OTP_NOT_A_CODE.search(m.group("w")) or textmemo.found(_RFC, text):
        return None  # "the 6-digit code" ...; an RFC's test vector
    if pre[:1].islower() and pre.isascii() and text[m.start()].isupper():
        return None  # a program's camelCase name: versionCode, errorCode
    if m.group("p") is not None and len(digits) == 6 and (textmemo.found(_POSTAL, text) or not textmemo.found(_PIN_CONTEXT, text)) and (
            not shaped):
        return None  # India's postal "PIN code"
    return m.span("v")


# ---- Round 11: a lock's combination stated without the word "code": "La combinazione della cassaforte è 66099",
# "combo 15-23-16", "Le cadenas du vélo c'est 835", "caja fuerte del armario: 718413". The label is the language's
# word for a combination (any value right after it, or stated after it) or for a safe or padlock (the value must be
# stated: ":", "=", "is", "est", "è" ...; a locker's or room's own number is not named by these words); the value is
# three to eight digits or a dial's numbers ("15-23-16") and ends its clause at once ("Die Kombination kostet 1500
# Euro" does not). A word may end a compound ("Fahrradschloss", "Zahlenkombination"). Lockers are left out ("Locker:
# 117" is the locker's number), and so is English "safe" ("the safe limit is 1000").
_COMBINATION_WORDS = (
    "combination", "combo", "kombination", "combinaison", "combinación", "combinacion", "combinazione", "combinação",
    "combinacao", "kombinacja", "kombinace", "kombinácia", "kombinasjon", "kombinatie", "combinatie", "combinație",
    "kombinaatio", "yhdistelmä", "συνδυασμ", "комбинаци", "комбінаці", "szyfr",
    # round 17: South Slavic, Baltic, Belarusian, Macedonian, Icelandic, Irish, Welsh, Maltese, Turkish, Indonesian
    "kombinacij", "kombinācij", "камбінацы", "комбинациј", "samsetning", "teaglaim", "cyfuniad", "kombinazzjoni",
    "kombinasyon", "kombinasi", "combinați", "kombináci", "kombinatsiya",
)
_LOCK_WORDS = (
    "padlock", "cadenas", "lucchetto", "candado", "cadeado", "kłódk", "schloss", "hangslot", "cijferslot", "hänglås",
    "hængelås", "hengelås", "tresor", "coffre-fort", "caja fuerte", "cassaforte", "cofre", "sejf", "seif",
    "kassaskåp", "pengeskab", "pengeskap", "brankas", "széf", "trezor", "сейф", "χρηματοκιβώτι", "خزنة", "خزانة",
    "két sắt", "kluis", "sefu", "сеф", "öryggishólf", "sêff", "seyf",
)
# Padlocks (round 12): their word names nothing but a lock, so a value right after it and a word or two ("lucchetto
# bici 7927") need not be stated; a dial's numbers ("kode brankas 4-39-33", "الخزنة 25-19-17") need not after any.
_PADLOCK_WORDS = ("padlock", "cadenas", "lucchetto", "candado", "cadeado", "kłódk", "hangslot", "cijferslot", "hänglås",
                  "hængelås", "hengelås")
_LOCK_ASCII = tuple(w for w in (*_COMBINATION_WORDS, *_LOCK_WORDS) if w.isascii())
_LOCK_CASED, _LOCK_CASED_ANCHORS = _cased(*(w for w in (*_COMBINATION_WORDS, *_LOCK_WORDS) if not w.isascii()))
_LOCK_COMBINATION = re.compile(
    r"(?P<k>(?i:" + _alt(_LOCK_ASCII) + r")|" + _LOCK_CASED + r")(?P<inf>[^\W\d_]{0,20})(?:-[^\W\d_]{1,12})?"
    r"(?P<w>(?:[ \t]+[^\s\d:=：]{1,25}){0,5}?)[ \t]*(?P<s>[:=：]?)[ \t]*[\"'(«]?"
    r"(?<![\d-])(?P<v>\d{1,2}(?:[- ]\d{1,2}){2,3}|\d{3,8})(?![\w*#-]|[.,/:]\d)")
_LOCK_ANCHORS = (*_LOCK_ASCII, *_LOCK_CASED_ANCHORS)


def _lock_combination(m: re.Match[str]) -> _Span | None:
    """A lock's combination stated after its word (see above)."""
    text, v = m.string, m.group("v")
    word = m.group("k").lower()
    combination = any(word.startswith(w) for w in _COMBINATION_WORDS)
    stated = bool(m.group("s")) or _STATED_BEFORE.search(text, m.start(), m.start("v")) is not None
    dial = not v.isdigit()
    padlock = word.startswith(_PADLOCK_WORDS) and len(m.group("w").split()) <= 2
    # "Szyfr do kłódki od roweru"; or the lock named just before, on its line ("Seifo kambaryje kombinacija yra ...",
    # "A szobai széf kombinációja 7533": round 17)
    before = text[max(text.rfind("\n", 0, m.start()) + 1, m.start() - 40):m.start()].lower()
    lock_named = combination and any(w in m.group("w").lower() or w in before for w in _LOCK_WORDS)
    if not stated and not (combination and not m.group("w")) and not (dial and not m.group("w")) and not padlock and (
            not lock_named):
        # A later word of the same label may be the combination's ("Fahrradschloss Zahlenkombination 8283").
        later = _LOCK_COMBINATION.search(text, m.end("k"), m.end("v")) if m.group("w") else None
        return None if later is None else _lock_combination(later)
    if v.isdigit() and _YEAR_OR_SAME.fullmatch(v):
        return None
    if not _CLAUSE_END_NOW.match(text, m.end("v")) or _OTP_NOT_A_CODE.search(m.group("w")):
        return None
    return m.span("v")



# ---- Round 21: a code said to be something the writer knows ("my bank card PIN is the year I was born: 1987", "the
# garage keypad is the last four of dad's old phone number: 1211", "the safe combination is the year we moved here
# plus the flat number: 3435", "PIN for the kids' tablet = house number twice: 9314"). How the value is derived
# takes any number of words, in any language, so the rows above (a value within a few words of its label, never a
# year) do not reach it; what marks it is that the value is set apart at the end of its line, after a colon, an
# equals sign, a comma or a stop, and the line opened with a code's word (a PIN, a code, a combination, a padlock).
# A year is read here too: set apart after a colon it is the answer, not a date in the sentence ("PIN changed in
# 2019" has none). The line may end in an emoji, a closing quote or a fence.
# (The mark is matched first and a stop's letter checked behind it, not an alternation with a look-behind: a pattern
# that opens on a set of characters lets the regex engine skip to the next one of them, ~5x faster over a text.)
_DERIVED_VALUE = re.compile(r"[:：=,՝፦.](?<!(?<![^\W\d_])\.)[ \t]*[\"'“«]?(?P<v>\d{4,8})[\"'”»]?\.?"
                            r"(?=[ \t]*(?:[^\w\s]{0,3}[ \t]*)?(?:$|\n))")
_DERIVED_LABEL = re.compile(
    r"(?=[" + re.escape(_CODE_FIRST) + r"])(?:(?P<p>(?i:pin)|" + _PIN_CASED + r")|(?P<c>(?i:" + _alt(_CODE_WORDS_ASCII)
    + r")|" + _CODE_CASED + r"))(?P<inf>[^\W\d_]{0,20})|(?P<k>(?i:" + _alt(_LOCK_ASCII) + r")|" + _LOCK_CASED
    + r"|(?i:keypad|key pad)(?![a-z])|الرقم السري|الرمز السري|پین|(?-i:UAP)(?![\w]))")
# Counts and measures named on the line: the value is how many, not a code ("code coverage, lines: 2048").
_DERIVED_COUNT = re.compile(r"(?i)\b(?:lines?|pages?|total|count|length|size|words?|characters?|chars|bytes|steps?|"
                            r"rows?|items?|users?|points?|score|year[s]? ago|since|from|until|per)\b")
# (Beside the code words of the rows above: the Arabic names of a card's PIN, "the secret number / code", Pashto's
# PIN as written in its script, Irish "UAP", uimhir aitheantais phearsanta.)
_DERIVED_ANCHORS = (*_LABELLED_CODE_ANCHORS, *_LOCK_ANCHORS, "keypad", "key pad", "الرقم السري", "الرمز السري", "پین",
                    "UAP")


def _derived_code(m: re.Match[str]) -> _Span | None:
    """A code set apart at the end of a line that a code's word opened (see above)."""
    text = m.string
    line = text[text.rfind("\n", 0, m.start()) + 1:m.start()]
    if len(set(m.group("v"))) == 1:
        return None  # "PIN: 0000", a placeholder or a factory default's documentation
    if len(line) > 240 or _NOT_A_SECRET_CODE.search(line) or _DERIVED_COUNT.search(line) or textmemo.found(_RFC, text):
        return None
    for label in _DERIVED_LABEL.finditer(line):
        start = label.start()
        if label.group("p") is not None:
            glued = (start > 0 and line[start - 1].isalpha()) or (
                re.match("[A-Za-z]", label.group("inf")) and not label.group("inf").lower().startswith(
                    ("code", "kod", "nummer", "number", "no", "a", "en", "et", "s")))
            if glued:
                continue  # "pin" inside another word ("spinning", "pinnacle")
        elif label.group("c") is not None and start > 0 and line[start - 1].isalpha():
            pre = _LETTERS_BEFORE.search(line, max(0, start - 25), start)
            if pre is not None and (_GLUED_NOT_SECRET.fullmatch(pre.group()) or _NOT_A_SECRET_CODE.match(pre.group())):
                continue  # "barcode", "postcode"
        if re.search(r"\d", line[label.end():]):
            return None  # a number between the label and the value: the value is not the label's
        return m.span("v")
    return None


# ---- Round 21: a code stated alone on its line, after the word for a code in any script (spelled.CODE_STEM: "kod",
# "koodi", "код", "कोड", "รหัส", "ລະຫັດ", "קוד", "კოდ" ..., whatever is glued to it): "警報パネルのマスターコードは 47605
# です", "רמז ... 6854 аст", "קוד המאסטר של האזעקה הוא 20568". The line says nothing but the code: no other number
# after the word, four to eight digits (not a year, not one digit repeated), then at most one word (a verb written
# last) and the line's end (an emoji may close it); no word of a code that is no secret on the line, and some word
# between the code's word and the value (a code's word right before its digits, "code 4821", "portal code 8841", is
# left to the rows above, which want what it opens said).
# (The first digit is matched before the look-behind that checks what precedes it, so the pattern opens on a digit and
# the regex engine skips to the next one: half the cost of the look-behind first, the same matches. Round 24: ASCII
# digits, as the store's text has every script's digits folded to them: 1.4 -> 1.0 µs a text.)
_CODE_LINE = re.compile(r"(?P<v>[0-9](?<![0-9.,:/-][0-9])[0-9]{3,7})(?![0-9.,:/-]?[0-9])(?=(?:" + _FINAL_COPULA.pattern + r")?"
                        + _EMOJI_END + r"?[ \t]*\.?(?:$|\n))", re.M)
_CODE_LINE_ANCHORS = (*(f"k{a}{b}d" for a in "oóòō" for b in ("", *"oóòō")), "cod", "šifr", "sifr", "шифр", "код",
                      "рамз", "кўд", "رمز", "کوڈ", "کد", "کوډ", "कोड", "কোড", "ਕੋਡ", "કોડ", "குறியீ", "కోడ్", "ಕೋಡ್",
                      "കോഡ്", "කේත", "รหัส", "ລະຫັດ", "កូដ", "ကုဒ်", "密码", "密碼", "暗証", "비밀번호", "קוד", "κωδικ",
                      "Κωδικ", "ΚΩΔΙΚ", "კოდ", "կոդ", "ኮድ", "Код", "КОД", "Шифр", "ШИФР", "Рамз", "Šifr", "ŠIFR",
                      "pin", *_PIN_CASED_ANCHORS, "پین", "پن")


# Round 22: a PIN is named as a code is, in every language ("το PIN του γονικού ελέγχου ... είναι 3935", "ПИН-от за
# родителска контрола ... е 493236", "de pincode van ... is 3566", "پین کنترل والدین ... 351934 است"): the word PIN as
# the languages write it, alone or with what they glue to it ("PIN-koden", "PIN-ul", "pincode", Basque "PINa"), or
# after a word of a script written without spaces ("...のPINは3412です"), and Urdu / Pashto "پن", is a stem of the line.
_LINE_STEM = re.compile(spelled.CODE_STEM.pattern + r"|(?<![a-zA-Z\u00c0-\u024f\u0370-\u052f])"
                        r"(?:pin(?:a|i|ul|en|et)?(?![^\W\d_])|pin(?=code|kod|nummer|numero))|"
                        + "|".join(_PIN_WORDS_OTHER) + r"|پین|(?<![\u0600-\u06ff])پن(?![\u0600-\u06ff])", re.I)
_PIN_BEFORE = re.compile(r"(?i:\bpin\b)|पिन|পিন")
_NOT_A_SECRET_GLUED = re.compile(r"ไปรษณีย์|สินค้า|นักศึกษา|นักเรียน|พนักงาน|ลูกค้า|สาขา|ประจำตัว|ໄປສະນີ|ສິນຄ້າ|ນັກສຶກສາ|"
                                 r"ພະນັກງານ|郵便|邮政|郵政|우편|商品|产品|產品|品番|상품|제품")
_ACCOUNT = re.compile(r"(?i)account|konto|compte|cuenta|conta\b")


def _code_line(m: re.Match[str]) -> _Span | None:
    """A code alone on its line after the word for a code (see above)."""
    text, v = m.string, m.group("v")
    line_start = text.rfind("\n", 0, m.start()) + 1
    before = text[line_start:m.start()]
    if len(before) > 160 or _YEAR_OR_SAME.fullmatch(v) or _NOT_A_SECRET_CODE.search(before):
        return None
    if _DERIVED_COUNT.search(text[line_start:text.find("\n", m.end()) % (len(text) + 1)]) or textmemo.found(_RFC, text):
        return None
    stems = list(_LINE_STEM.finditer(before))
    if not stems or re.search(r"\d", before[stems[-1].end():]):
        return None
    stem = stems[-1]
    if not re.search(r"[^\W\d_]", before[stem.end():]) or _ACCOUNT.search(before):
        return None
    if stem.group().isascii() and not (_STATED_BEFORE.search(before) or _FINAL_COPULA.match(text, m.end("v"))):
        return None  # in Latin letters the code is stated ("... is 4412", "...: 4412"): "code invoice 8841" is not
    if len(v) == 6 and (_POSTAL.search(text) or _PIN_BEFORE.search(before)) and not _PIN_CONTEXT.search(text):
        return None  # India's postal "PIN code" of six digits, as in _labelled_code
    if _NOT_A_SECRET_GLUED.search(before, stem.end()):
        return None  # a postal code in a script written without spaces ("รหัสไปรษณีย์ 88553")
    pre = _LETTERS_BEFORE.search(before, max(0, stem.start() - 25), stem.start())
    if pre is not None and stem.group().isascii() and (_GLUED_NOT_SECRET.fullmatch(pre.group().lower())
                                                      or _NOT_A_SECRET_CODE.match(pre.group())):
        return None  # "barcode", "postcode", "unicode"
    return m.span("v")

# ---- Round 23: a shop floor's authorisation code: the code a manager or supervisor keys in to approve a refund, a void,
# a price change or a no-sale ("refunds need the manager code 4471", "manager override on the tills is now 7033",
# "void override — 80407 until Friday", "the supervisor code on the till has changed to 72084"). The role's word
# with the word for its code ("manager code", "supervisor's PIN", "admin override") or the word override alone, what
# it is for ("on the tills", "for voids at the deli counter": up to six words), then how it is stated (a mark, "is
# now", "changed to"; none needed after a role's code) and four to eight digits, neither a year nor one digit
# repeated, nor an amount ("override 1500 %", "1500.00").
_AUTH_CODE = re.compile(
    r"\b(?:(?P<role>manager|supervisor|master|admin|owner)(?:['’]s)?[ -](?:override[ -]?)?(?:code|pin|passcode|override)"
    r"|override(?:[ -](?:code|pin))?)\b(?:[ \t]+(?:on|for|at|of|in)(?:[ \t]+[^\W\d_][\w'’-]*){1,6}?)?"
    r"(?P<sep>[ \t]*(?:[:=—–-]|\bis(?:[ \t]+now)?\b|\b(?:has[ \t]+|was[ \t]+)?(?:been[ \t]+)?(?:changed|set|reset|updated)"
    r"[ \t]+to\b)[ \t]*:?|[ \t]+)(?P<v>\d{4,8})(?![\d.,/:%-]?\d|[ \t]?%)", re.I)
_AUTH_ANCHORS = ("manager", "supervisor", "master", "admin", "owner", "override")


def _auth_code(m: re.Match[str]) -> _Span | None:
    """A shop floor's authorisation code (see above): bare "override" must state its value, a role's code need not."""
    if _YEAR_OR_SAME.fullmatch(m.group("v")) or (m.group("role") is None and not m.group("sep").strip()):
        return None
    return m.span("v")


# Round 22: a listing of access keys' metadata (`aws iam list-access-keys`, JSON "AccessKeyMetadata" or the table's
# ACCESSKEYMETADATA rows) prints each key's id, user, status and date, never its secret: an id there is a public name
# of the key, like an id alone in a policy's ARN. Where the text says a secret anywhere, the id stays refused.
_KEY_METADATA = re.compile(r"(?i)access_?key_?metadata")
_SAYS_SECRET = re.compile(r"(?i)secret")


def _aws_key_id(m: re.Match[str]) -> _Span | None:
    """An AWS access key id, unless printed in a listing of key metadata with no secret beside it (see above)."""
    if textmemo.found(_KEY_METADATA, m.string) and not textmemo.found(_SAYS_SECRET, m.string):
        return None
    return _letters_and_digits(m)


# ---- Round 22: a password stated last on its line, however long the clause that names it ("the password for the zip
# file I sent you is walnut-juniper-glacier20", "hasło do pliku zip, który ci wysłałem, to WALNkayak1017", "mật khẩu
# của file zip mình gửi bạn là bhtR2Gt7O"). A relative clause ("that I sent you") puts more words between the password's
# word and its value than the stated rows allow (five), in any language. Here the value ends the line (a stop or an
# emoji may close it), it is no word of the sentence (letters with digits or marks, mixed classes, 8 to 64
# characters), and the line before it holds a password word and no other value-like token, nor a word saying the value
# is something else (a hash, a salt, a user name, a hint, a file's name).
_PASSWORD_LAST = re.compile(r"[ \t](?P<v>[^\s\"'`]{8,64})(?=" + _EMOJI_END + r"?[ \t]*(?:$|\n))", re.M)
_PASSWORD_LAST_NOT = re.compile(r"(?i)\b(?:hash\w*|sha\d*|md5|bcrypt|argon2?\w*|salt\w*|fingerprint|checksum|digest|"
                                r"user(?:name)?|login|e-?mail|hint|polic\w+|length|id)\b")
_CLASSES = (str.islower, str.isupper, str.isdigit)


# Round 27: a word naming what follows as a thing's name or number, not its password.
# (Round 29: a record's identifier too, "... shows the keys but I won't paste them, uid 83cd0e34-80ff-...".)
_NAMING_WORD = re.compile(r"(?i)(?<![^\W\d_])(?<!the )(?:label|labelled|serial|s/n|model|hostname|asset[ \t]+tag|tag|sku|part"
                          r"|uid|uuid|guid|id|ticket|incident|trace|request[ \t]+id|commit|build)"
                          r"(?:[ \t]*(?:no\.?|number|#))?[ \t]*[:#]?[ \t]*\Z")


def _password_last(m: re.Match[str]) -> _Span | None:
    """A password stated last on its line after a password word (see above)."""
    text = m.string
    start, end = m.span("v")
    v = m.group("v").rstrip(".!?")
    end = start + len(v)
    line_start = text.rfind("\n", 0, start) + 1
    before = text[line_start:start]
    if len(v) < 8 or len(before) > 200 or _PASSWORD_LAST_NOT.search(before):
        return None
    if _NAMING_WORD.search(before):
        return None  # a thing's label, serial or name after its password's mention ("password in the vault, label BACKUP-4")
    classes = sum(any(f(c) for c in v) for f in _CLASSES) + (not v.isalnum())
    if classes < 3 or not any(c.isdigit() or not c.isalnum() for c in v) or not any(c.isalpha() for c in v):
        return None
    if (_FILE_NAME.fullmatch(v) or _HOST_NAME.fullmatch(v) or "@" in v or "://" in v or _REFERENCE.match(v)
            or _PASSWORD_PLACEHOLDER.match(v) or _placeholder(v) or re.search(r"[$/\\=()\[\]{}<>;]", v)):
        # (a crypt hash, a path, an assignment, code, the end of a parenthetical: "******** (stored in 1Password)")
        return None
    word_end = fp91.password_word(text, line_start, before, start, end, _first_password_word)
    if word_end is None or ngram.GATE.search(before, word_end) or _login_events(before, word_end):
        return None  # (fp91: "bus pass no. 9400781 ...; ... order ORD-955919590": a ticket's pass is no password word)
    return start, end


def _first_password_word(text: str) -> re.Match[str] | None:
    return shape.PASSWORD_WORDS.first_word(text) or shape.LEXICON_ROWS["password"][1].first_word(text)


# ---- Round 23: a PIN or password set beside its label rather than after it in a sentence: the value on the line
# below its label ("Mailbox-PIN:\n\n120515", "code de la messagerie vocale\n3943"), after a label in markup or an
# arrow ("*PIN poczty głosowej*: `058360`", "kõneposti PIN → 291362!"), or first with its label in parentheses
# ("447368 (PIN govorne pošte)", "Basalt979$ (password del PDF)"). The label is short (a few words, no digits) and
# names a PIN or code (_LINE_STEM) or a password (the password words); the value ends its line (a stop, "!" or an
# emoji may close it) and is shaped as what the label names: four to eight digits for a PIN or code, a password's
# mixed classes for a password. A masked value ("••••", "#####", "…") has neither shape.
# (Three patterns, each opening on what the regex engine can skip to - a mark, a line break, the text's start - rather
# than one opening on an alternation with "^", which is tried at every character: a third of the cost.)
# Round 28: the value may be quoted ('...', "...") and followed by what a chat adds (an emoji, a signature "// Name", a
# note in parentheses "(do not lose)", a table row's closing "|"); a label may end on an arrow ("=>", ">>", "->", "»",
# "⇒"), a closing quote ("„label“ value") or parenthesis ("(label) value"), or be a table row's first cell ("| label |
# value |"); a rule line ("====", "----") may stand between a label and the value below it; a bullet ("›", "•") may
# open the line of a value that comes first.
# (The value's run is possessive, its closing quote read by the quoted branch: a run that the tail does not end is
# given up at once rather than tried at every shorter length, most texts' case: 1.8 against 0.4 µs a text otherwise.)
_BESIDE_VALUE = (r"[ \t]*(?:(?P<q>[`'\"])(?P<vq>[^\s`()'\"]{4,64}+)(?P=q)|(?P<v>[^\s`()]{4,64}+))(?:[ \t]+\((?P<l>[^()\n]{2,60})\))?[ \t]*[!.]?"
                 r"(?:[ \t]*[\u2600-\u27bf\U0001f000-\U0001faff\ufe0f\u200d]+)*(?:[ \t]+\((?P<note>[^()\n\d]{2,30})\))?"
                 r"(?:[ \t]*[\u2600-\u27bf\U0001f000-\U0001faff\ufe0f\u200d]+)*(?:[ \t]*\|)?(?:[ \t]+//[ \t]*[^\W\d_]+)?[ \t]*$")
# (">" ends an arrow only after "=", ">" or "-", which _beside_label reads: a set of characters the regex engine skips
# to, not an alternation with a look-behind tried at every character)
_BESIDE = re.compile(r"(?P<sep>[:：→=–—|)“”»⇒>-])(?=[ \t`'\"]|$)" + _BESIDE_VALUE, re.M)
_BESIDE_BELOW = re.compile(r"\n(?P<sep>)" + _BESIDE_VALUE, re.M)
_BESIDE_FIRST = shape.StartFinder(r"(?P<sep>)(?:[›•·*>][ \t]*)?" + _BESIDE_VALUE, re.M)  # at the text's start only
_RULE_LINE = re.compile(r"[ \t]*(?:={3,}|-{3,}|_{3,}|~{3,}|\*{3,})[ \t]*")
_BESIDE_ANCHORS = (*_CODE_LINE_ANCHORS, *letters.ANCHORS)
_LABEL_PREFIX = re.compile(r"^.*:[ \t]+")
_SENDER = re.compile(r"[A-Z][^\W\d_]{1,20}")
_BESIDE_PIN = re.compile(r"(?i)(?<![^\W\d_])(?:pin|пин|пін)(?:[a-z]{0,3}|-\w+)(?![^\W\d_])")
_BESIDE_PIN_CODE = re.compile(r"(?i)\bpin[ -]?code\b")


_QUOTED_WORDS = re.compile(r"(?:[A-Z][a-z]{2,}){2,4}\d{0,4}")


def _names_password(label: str) -> bool:
    """A password word of :mod:`.shape` or of the lexicon in ``label``."""
    label += " "  # (the words' patterns want a character after the word: the label may end the text)
    return bool(shape.PASSWORD_WORDS.first_word(label) or shape.LEXICON_ROWS["password"][1].first_word(label))


def _beside_label(m: re.Match[str]) -> _Span | None:
    """A PIN or password beside its short label (see above)."""
    if m.group("sep") == ">" and m.string[m.start("sep") - 1:m.start("sep")] not in ("=", ">", "-"):
        return None  # a quote's mark or a prompt, not an arrow ("=>", ">>", "->")
    group = "v" if m.group("v") is not None else "vq"
    text, raw, start = m.string, m.group(group), m.start(group)
    v = raw.rstrip("!.")
    if raw.endswith("!") and re.search(r"[a-z][A-Z]", v):
        v = raw  # (two words run together and a "!": "VelvetUmber!" is a password's way, round 28)
    classes = sum(any(f(c) for c in v) for f in _CLASSES) + (not v.isalnum())
    if m.group("q") in ("'", '"') and _QUOTED_WORDS.fullmatch(v):
        classes = 3  # capitalised words run together and quoted ("MuffinGiraffe"): the quotes set the value apart
    if not (v.isdigit() and 4 <= len(v) <= 8) and (len(v) < 8 or classes < 3):
        return None  # neither a PIN's nor a password's shape (first: the labels' words cost more to look for)
    line_start = text.rfind("\n", 0, start) + 1
    lead = text[line_start:m.start("sep") if m.group("sep") else start].strip(" \t>›•·*'\"`")
    after = m.group("l")
    if after is not None and not m.group("sep") and line_start > 0 and not (
            _LINE_STEM.search(after) or _names_password(after)):
        after = None  # a note after a value below its label ("label\n====\nvalue (do not lose)"), round 28
    if after is not None and (not lead or (m.group("sep") and _SENDER.fullmatch(lead))):
        label = after  # the value opens its line (after a sender's "Name:" at most), its label after it
    elif m.group("sep"):
        # (a parenthesis after the value is a note: "label >> value (do not lose)"; "SSID: X (...)" names no password)
        label = _LABEL_PREFIX.sub("", text[line_start:m.start("sep")])
    else:
        # alone on its line: the label is the line above, or the one above a blank line or a rule line
        lines = text[:line_start].rstrip("\n").split("\n")
        if len(lines) > 1 and _RULE_LINE.fullmatch(lines[-1]):
            lines.pop()
        above = lines[-1] if lines else ""
        if ":" in above.rstrip(" \t:：") or v.endswith(":"):
            return None  # the line above holds its own value ("name: DB_PASSWORD"), or this is a key ("valueFrom:")
        label = above.rstrip(": \t：")
    label = label.strip(" \t*_>•-|(„“”«»›·=")
    if not label or len(label) > 60 or len(label.split()) > 6 or re.search(r"\d|[`=,.;!?]", label):
        return None
    # A PIN is no postal, product or order code, so the words of those do not veto it where the label says PIN
    # ("PIN poczty głosowej", "ПИН говорне поште": the mail is voice mail); India's postal "PIN code" still is one.
    pin = _BESIDE_PIN.search(label) is not None and not _BESIDE_PIN_CODE.search(label)
    password_word = _names_password(label)
    if _LINE_STEM.search(label) and (pin or not _NOT_A_SECRET_CODE.search(label)) and not _ACCOUNT.search(label):
        if v.isdigit() and 4 <= len(v) <= 8 and not _YEAR_OR_SAME.fullmatch(v):
            return start, start + len(v)
        if v.isdigit() or not (password_word or classes == 4):
            return None  # (a word that names a PIN and a password both, "비밀번호", "密码", or a code's word before a
            # value of every class, "رمز پورتال >> SaffronWren7$", reads a password too; round 28)
    elif not password_word:
        return None
    if (len(v) < 8 or classes < 3 or not any(c.isalpha() for c in v) or _FILE_NAME.fullmatch(v)
            or _HOST_NAME.fullmatch(v) or shape._EMAIL.search(v) or "://" in v or _REFERENCE.match(v) or _placeholder(v)
            or _PASSWORD_PLACEHOLDER.match(v) or re.search(r"[/\\=\[\]{}<>;]", v)):
        return None
    return start, start + len(v)


# ---- Round 24: a short code beside a label that names what it opens ("suitcase lock code\n\n547", "681 = código do
# cadeado da mala", "2053 ← car radio code", "**kofera slēdzenes kods** 059", "9 1 5 = чемоданы цоожны код", "FW:
# 4015\nbilradiokode"). Round 23's rows read a PIN or password after or below its label, or first with the label in
# parentheses at the text's start; here the value may also come first on any line (before "=", "←", "(" or alone on
# the line above its label), after a label in bold, and be a lock's: three digits or a dial's single digits ("3-8-1",
# "3 8 1"), which only a label naming a lock may give (an error's, a country's or an HTTP code has three digits too).
# The label is short (six words at most, no digits), holds the word for a code in its language (_LINE_STEM and the
# words it lacked: Gaelic "còd" / Irish "cód", Frisian "koade", Swahili "msimbo", Maori "waehere", Quechua "khipun",
# Zulu "ikhodi", Vietnamese "mã", Kurdish "کۆد") or, beside a lock's word, the word for a number ("the lock's number":
# Swahili "namba", Hausa "lambar", Korean "번호", Japanese "番号"), and names no code that is no secret. The line holds
# nothing else but a chat's wrapping: a sender's name, a time, a bullet or an emoji before it, an emoji, "!" or a
# signature ("// Name") after it.
# (The first digit is matched before the look-behind that checks what precedes it: the pattern opens on a digit, which
# the regex engine skips to; a value glued to a Latin letter, a digit or a mark of a number, "S100", "3.141", is none.
# ASCII digits: the store's text is normalised first, every script's digits folded to them, and a set of characters
# is skipped to faster than the Unicode digit category: 0.9 against 1.2 µs a text.)
_CODE_VALUE = r"(?P<v>[0-9](?<![A-Za-z0-9.,:/][0-9])(?:[- ]?[0-9]){2,7})(?![0-9-]| [0-9])"
_CODE_TAIL = (r"[ \t]*(?:!!?|\.)?(?:[ \t]*[\u2600-\u27bf\U0001f000-\U0001faff\ufe0f\u200d]+)?"
              r"(?:[ \t]+//[ \t]*[^\W\d_]+)?[ \t]*$")
# the end of a stated code's clause (the value last in its sentence): a final copula or a glued one (Kurdish "9620یە",
# Japanese "4827です"), then a stop, an emoji, a signature or the line's end (used by _lock_stated)
_STATED_END = (r"(?=(?:" + _FINAL_COPULA.pattern + r"|[ \t]+आहे|[\u0600-\u06ff]{1,3}|です)?[ \t]*"
               r"(?:[.!]+(?:[ \t]|$)|!!|" + _EMOJI_END + r"|[ \t]+//[ \t]*[^\W\d_]+[ \t]*$|$))")
_STATED_END_AT = re.compile(_STATED_END, re.M)
# label, then the value: after a mark ("label: 547", "label → 547", "label – 547", "label (547)"), or after a label in
# bold ("**label** 547"); below it
# (One pattern for the two, opening on one set of characters: a line break is the mark of the value below its label.)
_CODE_AFTER = re.compile(r"(?P<sep>[:：→=–—(*\n])(?:(?<=\n)[ \t]*\n)?[ \t]*(?P<q>`?)" + _CODE_VALUE
                         + r"(?P=q)(?P<close>\)?)" + _CODE_TAIL, re.M)
# the value, then its label: on the same line after "=", "←" or "(", or on the next line
_CODE_BEFORE = re.compile(_CODE_VALUE + r"(?:[ \t]*(?:(?P<sep>[=←(])[ \t]*(?P<l>[^\n\d()=←]{2,60}?)\)?|"
                          r"(?:!!?)?[\u2600-\u27bf\U0001f000-\U0001faff\ufe0f\u200d \t]*\n(?P<below>[^\n\d]{2,60}?))"
                          + _CODE_TAIL + r"|(?P<end>)" + _STATED_END + ")", re.M)
# Irish and Scottish Gaelic ("is é 3970 cód an ghlais"), Maori ("ko 7854 te waehere o te ...") state the value first,
# after the copula that opens the sentence, and name it after with no mark.
_COPULA_FIRST = re.compile(r"(?:(?i:is)[ \t]+[eéE]|(?i:ko))[ \t]+" + _CODE_VALUE + r"[ \t]+(?P<l>[^\n\d=←()]{2,60}?)"
                           + _CODE_TAIL, re.M)
_COPULA_FIRST_ANCHORS = ("is e ", "is é ", "is e\t", "is é\t", "ko ", "ko\t")
_STEM_MORE_CASED, _STEM_MORE_CASED_ANCHORS = _cased("còd", "cód", "kóð", "mã", "şifre")
_CODE_STEM_MORE = re.compile(r"(?<![^\W\d_])(?:(?i:koade|msimbo|waehere|khipun|i?khodi|sifre|szyfr)|"
                             + _STEM_MORE_CASED + r")|کۆد|كود|코드|コード|קאָד")
# A code's word closing a compound ("bilradiokod", "Autoradiocode", "slotkode"): the compound's head is the code; what
# is glued before it must not name a code that is no secret ("barcode", "postcode", "opcode", "Fehlercode").
_CODE_GLUED = re.compile(r"(?i)(?P<pre>[^\W\d_]{2,})(?:code|kode|kod|kood|koade|koodi)(?![^\W\d_])")
_NUMBER_CASED, _NUMBER_CASED_ANCHORS = _cased("número", "numéro")
_NUMBER_WORD = re.compile(r"(?<![^\W\d_])(?:(?i:namba|nambari|lambar|number|nummer|numero)|" + _NUMBER_CASED
                          + r")(?![^\W\d_])|번호|番号|号码|رقم")
# The word for a lock in the languages of the lexicon (a padlock, a lock of a case or a door, a combination), inside a
# compound where the language glues it ("Kofferschloss", "kofferlåsen", "slotkode", "kohvriluku"); never a locker's.
_LOCK_NOUN = re.compile(
    r"(?i)lock(?!er|et|s?mith)|schloss|schlass|slot(?!h)|lås|lás|lukk?o|luku|lukon|cadena[st]|candado|lucchett|cadeado|"
    r"kłódk|zámk|zámek|zámku|ključavnic|lokot|spyn|slēdzen|zár(?:ja|a)?(?![^\W\d_])|lacăt|kilid|kilit|gembok|kandado|"
    r"giltzarrapo|katnazz|dryn|seruro|kufuli|titiipa|makull|sikhiye|quful|qulf|c'hloued|glais|(?<![^\W\d_])g?h?las(?![^\W\d_])|ghlais|kadenas|kadna|"
    r"(?<![^\W\d_])clo(?![^\W\d_])|khóa|mangga|wichq|(?<![^\W\d_])raka(?![^\W\d_])|combina|kombina|"
    r"замк|замок|замка|катан|катин|құлп|қулф|кулп|цоож|λουκέτ|κλειδαρι|מנעול|שלאָס|قفل|قفڵ|قلف|قۇلۇپ|تالا|تالے|"
    r"ताला|ताले|लॉक|कुलुप|তালা|ਤਾਲ|તાળ|பூட்டு|తాళం|ಬೀಗ|പൂട്ട|අගුල|กุญแจ|សោ|ກະແຈ|သော့|საკეტ|կողպեք|ቁልፍ|"
    r"자물쇠|錠|鍵|锁")
# Vietnamese names every code "mã": a waybill's, a parcel's, an order's, a product's, a discount's, a booking's, an
# error's, a barcode, a postal or an area code, a student's or an employee's are none of a lock's or a device's.
_NOT_A_SECRET_VI = re.compile(r"(?i)vận đơn|bưu|đơn hàng|sản phẩm|giảm giá|khuyến mãi|đặt (?:phòng|chỗ|hàng)|lỗi|vạch|"
                              r"giao dịch|khách hàng|nhân viên|sinh viên|học sinh|vùng|quốc gia|chuyến bay|vé|hàng hóa")
_CODE_LEAD = re.compile(r"(?:[^\w\s]+|\[?\d{1,2}[:.]\d{2}\]?|\(\d{1,2}[:.]\d{2}\)|[^\W\d_]{1,20}:|[ \t]+)*")
_CODE_ANCHORS = (*_CODE_LINE_ANCHORS, "koade", "msimbo", "waehere", "khipun", "khodi", "sifre", "szyfr",
                 *_STEM_MORE_CASED_ANCHORS, "کۆد", "كود", "코드", "コード", "קאָד", "namba", "lambar", "number", "nummer",
                 "numero", *_NUMBER_CASED_ANCHORS, "번호", "番号", "号码", "رقم")


def _unwrapped(line: str) -> str:
    """``line`` without the chat's wrapping it opens with (a time, a sender's name, a bullet or an emoji)."""
    lead = _CODE_LEAD.match(line)
    return line if lead is None else line[lead.end():]


_DIAL = re.compile(r"\d(?:-\d){2,7}|\d(?: \d){2,7}")
_CLAUSE_BREAK = re.compile(r"[,;.!?。，、][ \t]+")


def _code_beside(m: re.Match[str]) -> _Span | None:
    """A code beside its short label, before or after it (see above)."""
    text, v = m.string, m.group("v")
    line_start = text.rfind("\n", 0, m.start("v")) + 1
    groups = m.re.groupindex
    if m.re is _COPULA_FIRST:
        if not _CODE_LEAD.fullmatch(text, line_start, m.start()):
            return None  # the copula opens its line, after a chat's wrapping at most
        label = m.group("l")
    elif "l" in groups:
        if not _CODE_LEAD.fullmatch(text, line_start, m.start("v")):
            return None  # the value opens its line, after a chat's wrapping at most
        label = m.group("l") if m.group("l") is not None else m.group("below")
        if m.group("sep") == "(" and text[m.end("l"):m.end("l") + 1] != ")":
            return None
    elif m.group("sep") == "\n":
        if m.group("close"):
            return None
        lines = text[:line_start].rstrip("\n").split("\n")
        above = lines[-1] if lines else ""
        above = _unwrapped(above)  # a chat's time and sender ("20:48 Goran: ...")
        if ":" in above.rstrip(" \t:："):
            return None  # the line above holds its own value
        label = above.rstrip(": \t：")
    elif m.group("sep") == "*":
        if text[m.start("sep") - 1:m.start("sep")] != "*":
            return None  # a bold label closes with "**" (one mark, opening on a set of characters, not "**")
        lead = text[line_start:m.start("sep") - 1]
        bold = lead.rfind("**")
        if bold < 0 or not _CODE_LEAD.fullmatch(lead, 0, bold):
            return None
        label = lead[bold + 2:]
    elif m.group("sep"):
        if (m.group("sep") == "(") != bool(m.group("close")):
            return None  # "(" closes after the value ("код магнитолы (2034)"), and nothing else does
        label = _LABEL_PREFIX.sub("", text[line_start:m.start("sep")])
        label = _CLAUSE_BREAK.split(label)[-1]  # "the bag tag number ... is TK 402413, suitcase lock code: 909"
        label = _unwrapped(label)
    else:
        return None
    label = label.strip(" \t*_>•-»`")
    if not label or len(label) > 60 or len(label.split()) > 9 or re.search(r"\d|[`=,.;!?]", label):
        return None
    lock = _LOCK_NOUN.search(label) is not None
    glued = _CODE_GLUED.search(label)
    if glued is not None and (_GLUED_NOT_SECRET.fullmatch(glued.group("pre")) or _NOT_A_SECRET_CODE.search(glued.group("pre"))):
        glued = None
    if not (_LINE_STEM.search(label) or _CODE_STEM_MORE.search(label) or glued or (lock and _NUMBER_WORD.search(label))):
        return None
    if _NOT_A_SECRET_CODE.search(label) or _ACCOUNT.search(label) or _NOT_A_SECRET_VI.search(label):
        return None
    digits = v.replace("-", "").replace(" ", "")
    if len(set(digits)) == 1:
        return None  # "0000", "1-1-1": a placeholder or a factory default
    if not digits.isdigit() or (digits != v and not _DIAL.fullmatch(v)):
        return None
    if (digits != v or len(digits) == 3) and not lock:
        return None  # a dial's digits or three digits: only a lock's
    return m.start("v"), m.end("v")




# ---- Round 24: a lock's code stated in a sentence ("la combinació del cadenat de la meva maleta és 053", "koden til
# låsen på min kuffert er 685.", "내 캐리어 자물쇠 번호는 647", "ਮੇਰੇ ਸੂਟਕੇਸ ਦੇ ਤਾਲੇ ਦਾ ਕੋਡ 193 ਹੈ", "lambar makullin
# akwatina ita ce 5238."): the rows of rounds 10-21 want four digits or more after the word for a code, and a lock's
# combination has three, or a dial's digits one by one ("6 2 2", "0-0-4-6"). The clause (from its line's start or the
# last sentence break) names a lock (_LOCK_NOUN) and its code, combination or number, states the value (a copula or a
# mark; a final copula or an unspaced script's particle in the languages writing it so), and the value ends it.
# Chinese names an unlocking code "解锁码" (the stems know 密码, a password or a combination)
_UNLOCK_CODE = re.compile(r"解锁码|解鎖碼")
# Copulas _STATED_BEFORE lacks, before a value: Hausa "ce" ("ita ce"), Welsh "yw", Somali "waa", Zulu "ngu-",
# Luxembourgish "ass", Maltese "hija" / "huwa"
_STATED_MORE = re.compile(r"(?i)(?<![^\W\d_])(?:ce|yw|waa|ngu-?|ass|hija|huwa)[ \t]*$")
# and after it: Marathi "आहे" (the Hindi "है" of _FINAL_COPULA)
_FINAL_MORE = re.compile(r"[ \t]+आहे(?![^\W\d_])")
# a combination, in the languages of _COMBINATION_WORDS and those whose word has another ending ("combinació",
# "kombinimi", "kombino", "konbinazioa")
_COMBINATION_CASED, _COMBINATION_CASED_ANCHORS = _cased("συνδυασμ", "комбин", "комбін", "камбін")
_COMBINATION_STEM_ASCII = ("combin", "kombin", "konbin", "szyfr", "samsetning", "teaglaim", "cyfuniad")
_COMBINATION_STEM = re.compile(r"(?i:" + "|".join(_COMBINATION_STEM_ASCII) + ")|" + _COMBINATION_CASED)
# (every word that may name the value is an anchor: a code's, a number's, a combination's, an unlocking code's)
_LOCK_STATED_ANCHORS = (*_CODE_ANCHORS, *_COMBINATION_STEM_ASCII, *_COMBINATION_CASED_ANCHORS, "解锁码", "解鎖碼")


def _lock_stated(m: re.Match[str]) -> _Span | None:
    """A lock's code stated at the end of its clause (see above)."""
    text, v = m.string, m.group("v")
    line_start = text.rfind("\n", 0, m.start()) + 1
    line = text[line_start:m.start()]
    line = _unwrapped(line)
    line = _LABEL_PREFIX.sub("", line) if _CODE_LEAD.fullmatch(line[:line.find(":") + 1]) else line  # "Adaeze: ..."
    clause = _CLAUSE_BREAK.split(line)[-1]
    if (len(clause) > 160 or re.search(r"\d", clause) or _NOT_A_SECRET_CODE.search(clause) or _ACCOUNT.search(clause)
            or _NOT_A_SECRET_VI.search(clause)):
        return None
    digits = v.replace("-", "").replace(" ", "")
    if len(set(digits)) == 1 or (digits != v and not _DIAL.fullmatch(v)) or (len(digits) == 4 and _YEAR_OR_SAME.fullmatch(digits)):
        return None  # a placeholder, or a year ("Kaapin koodi on 2024.", "la combinación ganadora es 2024")
    glued = _CODE_GLUED.search(clause)
    if glued is not None and (_GLUED_NOT_SECRET.fullmatch(glued.group("pre")) or _NOT_A_SECRET_CODE.search(glued.group("pre"))):
        glued = None
    code = _LINE_STEM.search(clause) or _CODE_STEM_MORE.search(clause) or glued or _UNLOCK_CODE.search(clause)
    if _LOCK_NOUN.search(clause):
        if not (code or _NUMBER_WORD.search(clause) or _COMBINATION_STEM.search(clause)):
            return None
    elif not code or digits != v or len(digits) < 4:
        return None  # no lock: a code's four to eight digits ("ಕಾರಿನ ರೇಡಿಯೋ ಕೋಡ್ 8013", "車のオーディオのコードは7922")
    elif _NOT_A_SECRET_GLUED.search(clause) or (
            len(v) == 6 and (textmemo.found(_POSTAL, text) or _PIN_BEFORE.search(clause)) and not textmemo.found(_PIN_CONTEXT, text)):
        return None  # a postal code: glued in an unspaced script ("รหัสไปรษณีย์ 88553"), India's six-digit "PIN code"
    # (In Latin letters the value is stated: "code invoice 8841" is not a code; Russian, like the scripts written
    # without spaces, states it with no copula: "код кодового замка на моём чемодане 383".)
    # (A dial's digits one by one beside a lock's word and its code's need no copula: "kilid kodu 8 6 6".)
    copula = (_STATED_BEFORE.search(clause) or _STATED_MORE.search(clause) or _FINAL_COPULA.match(text, m.end("v"))
              or _FINAL_MORE.match(text, m.end("v")))
    # (Beside a lock's word and a code's, a dial's digits one by one or a clause of a label's few words need no copula:
    # "kilid kodu 8 6 6", "valizimin kilit şifresi 977"; a combination's word alone is not enough: "Die Kombination
    # kostet 1500".)
    lock = _LOCK_NOUN.search(_COMBINATION_STEM.sub(" ", clause)) is not None and code is not None
    stated = (copula or not re.search(r"[a-zA-Z\u00c0-\u024f]", clause)
              or (lock and (digits != v or len(clause.split()) <= 4)))
    return m.span("v") if stated else None


def _code_before_or_stated(m: re.Match[str]) -> _Span | None:
    """The value first beside its label (_code_beside), or last in a sentence that states it (_lock_stated): one pattern
    for the two, as both open on the value."""
    if m.group("end") is not None:
        return _lock_stated(m)
    # a value first that is no label's may still end a sentence ("...คือ 154\n— Adaeze": the signature is no label)
    return _code_beside(m) or (_lock_stated(m) if _STATED_END_AT.match(m.string, m.end("v")) else None)



# ---- Round 24: a credential set in a systemd unit's quoted environment ('Environment="BORG_PASSPHRASE=heron tundra
# yew gravel"'): the quotes hold the whole assignment, so the value runs to the closing quote, spaces and all, where
# the assignment rows stop at the first space and read one word. A passphrase of four words or more, or a value shaped
# like a password; a reference ("$VAR", "%i"), a path or a placeholder is none.
_ENV_QUOTED = re.compile(r"(?i:environment)=(?P<q>[\"'])(?P<k>[A-Za-z_][A-Za-z0-9_]*(?i:pass|secret|token|key|pwd)"
                         r"[A-Za-z0-9_]*)=(?P<v>[^\"'\n]{1,200})(?P=q)")
_ENV_QUOTED_ANCHORS = ("environment=",)
_PASSPHRASE_WORDS = re.compile(r"[a-z]{3,12}(?:[ -][a-z]{3,12}){3,11}")


def _env_quoted(m: re.Match[str]) -> _Span | None:
    """A credential in a quoted Environment= assignment (see above)."""
    v = m.group("v").strip()
    if re.search(r"(?i)(?:file|path|command|cmd|dir|url|id|name|user|length|size)$", m.group("k")):
        return None  # where the credential is, or how it is made, not the credential
    if not v or re.search(r"[$%/\\{}<>]", v) or _placeholder(v) or _PASSWORD_PLACEHOLDER.match(v):
        return None
    if _PASSPHRASE_WORDS.fullmatch(v) or shape.password_literal(v):
        return m.start("v"), m.start("v") + len(m.group("v").rstrip())
    return None

# The same passphrase of four words or more as a setting's unquoted value, alone on its line ("wpa_passphrase=granite
# clover rosemary kelp" in a hostapd.conf; "BORG_PASSPHRASE = heron tundra yew gravel"): the assignment rows read one
# word, and a passphrase's words are all of it (lead, session 29: blind27's hostapd row had been refused only for its
# "ssid=Attic94", which round 33's passphrase finder no longer reads as a password: a key given its value).
_SETTING_WORDS = re.compile(r"^[ \t]*(?:export[ \t]+)?(?P<k>[A-Za-z_][A-Za-z0-9_.]*(?i:passphrase|password|passwd|psk))"
                            r"[ \t]*[=:][ \t]*(?P<v>[a-z]{3,12}(?:[ -][a-z]{3,12}){3,11})[ \t]*$", re.M)
_SETTING_WORDS_ANCHORS = ("passphrase", "password", "passwd", "psk")


def _setting_words(m: re.Match[str]) -> _Span | None:
    """A passphrase of words as a setting's whole value, after "=" or a key of a program (see above); not a
    placeholder ("your pass phrase here")."""
    v = m.group("v")
    if "=" not in m.group(0)[:m.start("v") - m.start()] and not re.search(r"[_.]", m.group("k")):
        return None  # "Password: ask mike for the new one": prose after a label, not a setting
    if _placeholder(v) or re.search(r"(?i)\b(?:your|here|change|example|goes|enter|set|see|same|none|empty)\b", v):
        return None
    return m.span("v")


# ---- Round 24: a code typed when a device shows the word CODE ("when the radio shows CODE, type 3177", "als de radio
# CODE toont, toets 0600 in", "オーディオにCODEと出たら0478を入力"): a car radio after its battery was disconnected, a
# keypad waiting for its code. The display's word stands in capitals among the sentence's words (not a capitalised
# phrase: "AUTH CODE: 5L8CL2" on a receipt), then a few words (what to do, in any language) and four to eight digits
# with no other number between and none after on the line.
_CODE_SHOWN = re.compile(r"CODE(?![A-Za-z])(?P<w>[^\d\n]{1,40}?)(?P<v>\d{4,8})(?![\d.,:/-]?\d)(?=[^\d\n]{0,30}$)",
                         re.M)


def _code_shown(m: re.Match[str]) -> _Span | None:
    """A code typed when a device shows CODE (see above)."""
    text = m.string
    before = text[max(0, m.start() - 12):m.start()]
    if before[-1:].isascii() and before[-1:].isalpha():
        return None  # inside a word ("BARCODE", "QRCODE")
    if re.search(r"[A-Z]{2,}[ \t]*$", before) or re.match(r"[ \t]*[A-Z]{2,}", m.group("w")) or not m.group("w").strip():
        return None  # a phrase in capitals ("AUTH CODE", "CODE NAME"), or the display's own "CODE 1234"
    if len(set(m.group("v"))) == 1:
        return None
    return m.span("v")

# ---- Round 12: a Wi-Fi key after the network's name, whatever the word for the key ("Wi-Fi Telekom-ZX81, sandhine
# tjlb*0508OTT", "ไวไฟ TIM-29384756 รหัส Anjing1775dolphin", "WLAN: Magenta-8B1C\nSchlüssel: 5xYd79uy2I7qz4", "Network
# Livebox-8C21, key a0fecc33w0jho32i"). The word for Wi-Fi names the network first; the key is judged by its position:
# after a break (a comma, a new line, or a word without digits: the language's word for the key), it ends its clause,
# and it is key-shaped (8-64 characters, letters and digits; or digits in groups of four, a router's numeric key). A
# network's other settings are named in English before their value (router, model, channel, security ...).
_WIFI_WORDS_OTHER: tuple[str, ...] = ("ไวไฟ", "وایفای", "وای فای", "واي فاي", "واي‌فاي", "와이파이", "ワイファイ", "വൈഫൈ", "ವೈಫೈ",
                     "વાઇ-ફાઇ", "वाईफाई", "वाई-फाई", "ዋይፋይ", "វ៉ាយហ្វាយ", "ວາຍຟາຍ", "ვაიფაი", "вайфай", "вай-фай")
_WIFI_WORDS_OTHER = fp223.with_folded(_WIFI_WORDS_OTHER)  # session 49 (fp223): as the store reads them
_WIFI = re.compile(r"(?P<k>(?i:\bwi-?fi\b|\bwi fi\b|\bwlan\b|\bnetwork\b|\bssid\b)|"
                   + "|".join(map(re.escape, _WIFI_WORDS_OTHER)) + r")[ \t]*:?[ \t]*(?P<v>[^\s:][^\n]*)")
_WIFI_ANCHORS = ("wi-fi", "wifi", "wi fi", "wlan", "network", "ssid", *_WIFI_WORDS_OTHER)
_WIFI_TOKEN = re.compile(r"\S+")
_WIFI_GROUPS = re.compile(r"\d{4}(?: \d{4}){3,}")
_WIFI_NOT_KEY_LABEL = re.compile(r"(?i:router|model|modem|channel|band|speed|security|encryption|mode|ip|mac|gateway|dns|"
                                 r"standard|version|firmware|ssid|name|plan|provider|isp|hotspot|extender|mesh)\W*")
_WIFI_NOT_KEY = re.compile(r"(?i:wpa\d?|wep|wps|802\.|\d+(?:[.,]\d+)?(?:ghz|mhz|mbps|gbps|mb|gb)|https?:|www\.)")
# Round 26: a configuration's line "name=value" after the network's name (wpa_supplicant's "bssid=...", "key_mgmt=...")
# is another setting, the key only when the name says so ("psk=", "wpa_passphrase=");
# and a line of OpenWrt's UCI that opens with "config" declares a section ("config wifi-iface 'default_radio0'"): its
# quoted word is the section's name, the key is an "option key" line.
_WIFI_SETTING = re.compile(r"([a-z_][a-z_.-]*)[ \t]*=")
_UCI_SECTION = re.compile(r"[ \t]*config[ \t]+[\w-]+[ \t]+'")
# ... and the key is UCI's "option key '...'" (or a password option) in that section: 8-63 characters for WPA (a
# WEP config's "option key '1'" is the index of its key, not a key).
_UCI_KEY = re.compile(r"(?m)^[ \t]*option[ \t]+(?:key|password|psk|sae_password|auth_secret|acct_secret|"
                      r"priv_key_pwd|wpa_passphrase)[ \t]+(?P<q>['\"])(?P<v>[^'\"\n]{8,128})(?P=q)")


def _uci_key(m: re.Match[str]) -> _Span | None:
    """A Wi-Fi key or a password in an OpenWrt UCI option (see above)."""
    return None if _placeholder(m.group("v")) or _FILLED_IN.search(m.group("v")) else m.span("v")
_WIFI_END = re.compile(r"[\"'”»)]?[ \t]*(?:$|\n|[.,;!?،、。](?:\s|$)|[ \t]+[-–—(])")


# ---- Round 13: a keypad's code named by what it opens or arms, without the word "code": "Hoftor geht mit 22478",
# "la cancela del chalet se abre con 1414", "keybox for the holiday cottage: 5483", "community gate *0644 (visitors
# use 9184)", "alarm disarm 8475 — you have 30 secs", "digicode immeuble 76366# puis porte B". The label is a word for
# a gate, a door, a key safe or an alarm system; the value (four to eight digits, or a keypad's with * or #) follows
# an opening verb ("opens with", "abre con", "geht mit" ...), a disarming word, or a stated separator after at most
# four words, or comes right after the label; it ends its clause (a stop, a dash, a parenthesis, "+"). An alarm
# named alone ("alarm", "alarma", "alarme": a clock's too) needs a disarming word; a line about a flight, a seat or a
# room (airport gates) is not read.
_ACCESS_ASCII = (
    "gate", "door", "entrance", "keybox", "key box", "lockbox", "lock box", "key safe", "keysafe", "key-safe",
    "digicode", "hoftor", "gartentor", "hek", "poort", "voordeur", "achterdeur", "cancela", "portal", "portail",
    "cancello", "portone", "garage", "sleutelkluis", "alarm", "alarma", "alarme", "alarmanlage", "antifurto",
)
_ACCESS_OTHER = ("schlüsseltresor", "schlüsselkasten", "haustür", "cajetín", "boîte à clés", "cofre de chaves",
                 "portão", "portón",
                 # round 15: Portuguese's key box
                 "caixa das chaves", "caixa de chaves")
_ACCESS_CASED, _ACCESS_CASED_ANCHORS = _cased(*_ACCESS_OTHER)
_OPENS = (r"(?:opens?|unlocks?|open)[ \t]+with|(?:se[ \t]+)?abre[ \t]+co[nm]|geht[ \t]+(?:auf[ \t]+)?mit|öffnet[ \t]+mit|"
          r"s'ouvre[ \t]+avec|(?:si[ \t]+)?apre[ \t]+con|gaat[ \t]+open[ \t]+met|disarm(?:[ \t]+(?:it[ \t]+)?with)?|"
          r"desactiva[ \t]+con|(?:punch|key|tap|type)(?:es|s)?[ \t]+in|"  # round 15: entering it on the keypad
          r"scharf/unscharf|unscharf|désactiv\w*|disattiva\w*")
_ACCESS = re.compile(
    r"(?<![^\W\d_])(?P<k>(?i:" + _alt(_ACCESS_ASCII) + r")|" + _ACCESS_CASED + r")(?P<inf>[^\W\d_]{0,8})"
    r"(?:[ \t]*(?P<s0>[:=：])(?=[ \t]+[^\s\d]))?"
    r"(?P<w>(?:[ \t]+[^\s\d:=：]{1,25}){0,6}?)[ \t]*(?P<s>[:=：])?[ \t]*"
    r"(?<![\d-])(?P<v>[*#]\d{4,8}#?|\d{4,8}[#*]?|\d{2,3}[A-Z]\d{2,5})(?![\w*#-]|[.,/:]\d)")
_ACCESS_ANCHORS = (*_ACCESS_ASCII, *_ACCESS_CASED_ANCHORS)
_ACCESS_OPENS = re.compile(r"(?i)(?:^|[ \t])(?:" + _OPENS + r"|c[óo]d(?:e|igo|ice)?|kode)[ \t]*$")
_ACCESS_FORMS = frozenset(w.lower() for w in (*_ACCESS_ASCII, *_ACCESS_OTHER))
_ACCESS_INFLECTIONS = ("", "s", "e", "es", "en", "n", "je", "jes", "a", "o", "anlage")
_ACCESS_END = re.compile(r"[\"')\]】」»]?[ \t]*(?:$|[\n.!?。，,;；)–—(+-])")
# Round 14: after an opening verb, the next step ends the clause too ("disarm with 2243 then press OFF"); after the
# label alone it does not ("door 1201 then left": a room's number). Round 15: after a value stated too ("the community
# gate is 19903 then the key symbol").
_ACCESS_THEN = re.compile(r"[ \t]+(?:then|puis|dann|luego|depois|poi)\b")
_ACCESS_THEN_KEY = re.compile(r"(?i)[ \t]+(?:then|puis|dann|luego|depois|poi)[ \t]+(?:press|push|hit|enter|the key|key|"
                              r"ok\b|[#*✓]|appuy|dr[üu]ck|puls|premi|aperte)")
_ALARM_ALONE = ("alarm", "alarma", "alarme")
# Words that also name something with no keypad ("the customer portal 8841", "portal code 8841": a web portal's):
# their code must be stated (":", "is") or follow an opening verb; the word alone, or a word for "code", is not enough.
_NOT_BARE = ("portal",)
_ACCESS_VERB = re.compile(r"(?i)(?:^|[ \t])(?:" + _OPENS + r")[ \t]*$")
# An airport's or a station's gate, a room's or a seat's door, a price, a size: the line names it.
# (fp86: a kept place's rent, fee or deposit, in yen or rupees as in euros - "the garage rent is ¥3792" - as
# kept.entry reads "the shed rent is 1000")
_ACCESS_NOT_A_CODE = re.compile(
    r"[€$£¥₹₩₽₺₪₫฿]|(?<![^\W\d_])(?i:flight|flug|vuelo|vol\b|volo|boarding|terminal|airport|flughafen|aeropuerto|a[ée]roport|"
    r"platform|gleis|bus|train|zug|tren|seat|room|zimmer|habitaci|chambre|ticket|price|preis|precio|prix|eur\b|usd|"
    r"size|gr[öo][ßs]e|mm\b|cm\b|model|serial|order|bestell|pedido|commande|tracking|sendung|"
    r"rent\b|rents\b|rental|miete|loyer|alquiler|affitto|aluguel|huur\b|czynsz|costs?\b|fees?\b|deposit|kaution|"
    r"caution\b|paid\b|invoice|rechnung|factur)")


def _access_code(m: re.Match[str]) -> _Span | None:
    """A keypad's code after what it opens or arms (see above)."""
    text, v, w = m.string, m.group("v"), m.group("w")
    word = (m.group("k") + m.group("inf")).lower()
    if word not in _ACCESS_FORMS and m.group("inf").lower() not in _ACCESS_INFLECTIONS:
        return None  # another word ("gateway", "doorbell", "portable")
    opens = _ACCESS_OPENS.search(w) is not None
    if m.group("s0") and not opens:
        return None  # "house alarm: disarm with 2243" (round 14), not "Gate: closes at 2200"
    stated = bool(m.group("s")) or _STATED_BEFORE.search(text, m.start(), m.start("v")) is not None
    if not (opens or stated or not w.strip() or (word == "digicode" and len(w.split()) <= 2)):
        return None
    if word in _NOT_BARE and not (stated or _ACCESS_VERB.search(w)):
        return None
    if word in _ALARM_ALONE and not (re.search(r"(?i)disarm|desactiv|désactiv|unscharf", w) or (
            # round 15: "to turn off the burglar alarm punch in 498080": switched off, the code keyed in
            _ACCESS_VERB.search(w) and re.search(r"(?i)\b(?:turn|switch)(?:s|ing)?[ \t]+off\b",
                                                   text[max(0, m.start() - 40):m.start()]))):
        return None  # an alarm clock's time
    if v.isdigit() and _YEAR_OR_SAME.fullmatch(v) and not (opens or (stated and len(set(v)) > 1)):
        return None  # a year ("garage 2019"), unless a code is said to open it ("Alarmanlage scharf/unscharf: 1971")
    if word != "digicode" and not _ACCESS_END.match(text, m.end("v")) and not (
            (opens or (stated and _ACCESS_THEN_KEY.match(text, m.end("v")))) and _ACCESS_THEN.match(text, m.end("v"))):
        return None
    line = text[text.rfind("\n", 0, m.start()) + 1:m.start("v")]
    if _ACCESS_NOT_A_CODE.search(line):
        return None
    return m.span("v")


# Round 19: a key box's code in the languages of holiday-rental messages, where _ACCESS's English and Western opening
# verbs do not reach ("Kapının yanındaki anahtar kutusu 1406 koduyla açılıyor", "چابی کا بکسا 4098 کوڈ سے کھلتا ہے",
# "Kisanduku cha funguo ... kinafunguka kwa namba 4759"). A word for a key, a word for a box (or a safe) in its clause,
# then four to eight digits beside a word for "code" or "number" (its stem, any ending glued on: "koduyla", "šifrom",
# "κωδικό", "کۆدی"); the clause (no comma, stop or colon between) holds all of it, so "the code for the key box comes
# on the day, booking 40421187" is not read.
_KEY_STEMS = ("key", "schlüssel", "clé", "clés", "chiav", "llave", "chave", "sleutel", "klucz", "klíč", "kľúč", "ključ",
              "ключ", "kulcs", "anahtar", "açar", "kalit", "кілт", "ачкыч", "калид", "түлхүүр", "ئاچقۇچ", "کلید", "کلیل",
              "کلیو", "مفتاح", "चाबी", "चावी", "किल्ल्य", "साँचो", "চাবি", "ਚਾਬੀ", "ચાવી", "சாவி", "తాళ", "ಕೀಲಿ",
              "താക്കോൽ", "යතුරු", "κλειδ", "funguo", "makull", "kī", "giltz", "chei", "שליסל", "מפתח", "khiye", "nyckel",
              "nøkkel", "nøgle", "avain", "võtme", "atslēg", "rakt", "cheie")
_KEY_BOX = re.compile(r"(?i:box|kast|bo[îi]te|cassett|caj[ae]|caixa|kluis|skrzyn|schr[áa]nk|kutij|kutu|quti|kutx|cutia|"
                      r"safe|tresor|doboz|l[åa]d|skrin|laatikk|kisanduku|akwati|pouaka|bhokisi|кути|кутус|қорап|қораб|"
                      r"қутт|хайрцаг|κουτ)|ساندۇق|جعبه|سندوق|بکس|بکسا|बक्स|पेटी|बाकस|বাক্স|ਡੱਬ|બોક્સ|பெட்டி|పెట్టె|"
                      r"ಪೆಟ್ಟಿಗೆ|പെട്ടി|පෙට්ටි|קעסטל|קופס")
_KEY_CODE_WORD = re.compile(spelled.CODE_STEM.pattern + r"|(?i:(?<![^\W\d_])(?:namba|nambari|lamba|waehere|khodi|kodu|"
                            r"nomor|nombor))|کۆد|كود|کوډ")
_KEYBOX_CASED, _KEYBOX_ANCHORS = _cased(*(w for w in _KEY_STEMS if not w.isascii()))
# (A WordFinder: "key" is common in ordinary and technical text, and the regex is tried only where a key word starts.)
_KEYBOX = shape.WordFinder(r"(?<![^\W\d_])(?P<k>(?i:" + _alt(tuple(w for w in _KEY_STEMS if w.isascii())) + r")|"
                           + _KEYBOX_CASED + r")[^\n.!?,،;:：]{0,80}?(?<![\d.,:/-])(?P<v>\d{4,8})(?![\d*#]|[.,:/]\d)",
                           _KEY_STEMS)
_KEYBOX_ROW_ANCHORS = (*(w for w in _KEY_STEMS if w.isascii()), *_KEYBOX_ANCHORS)


def _keybox_code(m: re.Match[str]) -> _Span | None:
    """A key box's code (see above)."""
    text, (start, end) = m.string, m.span("v")
    clause_end = re.compile(r"[\n.!?,،;:：]").search(text, end)
    after = text[end:min(end + 24, len(text) if clause_end is None else clause_end.start())]
    if not _KEY_BOX.search(text, max(0, m.start() - 30), start) or _YEAR_OR_SAME.fullmatch(m.group("v")):
        return None
    if not (_KEY_CODE_WORD.search(text[max(m.end("k"), start - 20):start]) or _KEY_CODE_WORD.match(after.lstrip())):
        return None
    if _BOOKING.search(text, max(0, m.start() - 30), end) or _ACCESS_NOT_A_CODE.search(text, m.start(), start):
        return None
    return start, end


# ---- Round 26: a password that is said, not typed: a code word for collecting a child, a watchword ("lösenord för att
# hämta barnen på förskolan — robot-yeti", "[jelszó a gyerekek óvodából való elviteléhez] UnicornTurtle", "TornadoPirate
# (focal faire chun na páistí a bhailiú)", "कोड वर्ड\n- RobotPickle"). Its value is ordinary words joined into one
# (capitalised words run together, lower-case words joined by "-" or "_", a word and two to four digits): a spoken
# password's shape, and no word of a sentence. The password's word (any language of _PW_INTL_KEYWORD, or "code word")
# labels it in one of four layouts: a phrase of no number after the word, then a mark (":", "=", "⇒", "→", "—", "/",
# "|", "≡") or the copula, and the value ending its clause; the label in brackets or between "__", then the value; the
# value, then the label in parentheses; the label alone on its line, the value alone (a bullet may open it) on the
# next. Two separate words ("pancake cactus") are left out: "password: not set" and "Passwort: siehe unten" read alike.
_SAID_WORDS = ("code word", "codeword", "code-word", "kode ord", "kodeord", "ger-kuzh", "focal faire", "facal-faire",
               "secret word", "erayga sirta", "kupu huna", "neno la siri", "hakusana", "tunnussana", "modpas",
               "wachtwurd", "mot de passe", "кодове слово", "кодавае слова", "кодовое слово", "合言葉", "የሚስጥር ቃል",
               "کوڈ ورڈ", "कोड वर्ड", "कोड शब्द", "কোড ওয়ার্ড", "ਕੋਡ ਵਰਡ", "ಕೋಡ್ ವರ್ಡ್", "కోడ్ వర్డ్", "කේත වචනය",
               "پټ نوم", "κωδική λέξη", "գաղտնաբառ", "лозинк", "parolası")
# (The ASCII words of _PW_INTL_KEYWORD again, bounded by any letter or digit but not "_": a label between "__".)
_SAID_CASED, _SAID_WORD_ANCHORS = _cased(*(w for w in _SAID_WORDS if not w.isascii()))
_SAID_LABEL = re.compile(r"(?<![^\W_])(?i:" + "|".join(map(re.escape, (*_PW_WORDS_ASCII, *(
    w for w in _SAID_WORDS if w.isascii())))) + r")(?![^\W_])|" + _PW_CASED + _INFLECTION + r"|" + "|".join(_PW_CJK)
                           + r"|" + _SAID_CASED)
_SAID_ANCHORS = (*_PW_INTL_ANCHORS, *(w for w in _SAID_WORDS if w.isascii()), *_SAID_WORD_ANCHORS)
_SAID_VALUE = re.compile(r"[\"'“«]?(?P<v>(?<![A-Za-z0-9_-])(?:[A-Z][a-z]{2,}(?:[A-Z][a-z]{2,})+|[a-z]{3,}(?:[-_][a-z]{3,})+|"
                           r"[A-Za-z][a-z]{2,}[-_]?\d{2,4}))(?![A-Za-z0-9_-])[\"'”»]?")
_SAID_MARK = re.compile(r"[ \t]*(?:[:=⇒→≡|/：»は]|[-–—]{1,2}>?|[ \t](?:is|es|est|ist|je|är|on|yra|ir|ni|waa|eo|là|é|è|jest|"
                          r"е|є|είναι|ass|estas|huwa|ita ce|ke|ko|se)(?![\w-]))[ \t]*")
_SAID_END = re.compile(r"[ \t]*(?:です|है|ہے)?(?:[.!?]+|[^\w\s\n]{1,4})?[ \t]*(?:$|\n|[,;][ \t]|[ \t][|/(~—–-][ \t]|[ \t]+\()|" + _EMOJI_END, re.M)
_SAID_BULLET = re.compile(r"[ \t]*(?:[-•*>→⇒~]+[ \t]*)?")


def _said_value(text: str, at: int, apart: bool = False) -> _Span | None:
    """The joined words at ``at`` if they end their clause and stand for no placeholder; when ``apart`` (the value
    set apart by a symbol, brackets or its own line), also two lower-case words alone to the end of the line."""
    v = _SAID_VALUE.match(text, at)
    if v is None and apart:
        two = _SAID_TWO.match(text, at)
        if two is not None and not _SAID_NOT_WORD.search(two.group("v")):
            return two.span("v")
    if v is None or _SAID_END.match(text, v.end()) is None or _placeholder(v.group("v")) or _TO_FILL.fullmatch(
            v.group("v")):
        return None
    return v.span("v")


# Two words of 3-10 lower-case letters alone to the end of their line (an emoji or "!" may follow, or "(label)"), and
# no word of the ones that say where a value is, or that it is not given ("not set", "ask me", "see below").
_SAID_TWO = re.compile(r"[\"'“«]?(?P<v>(?<![\w-])[a-z]{3,10} [a-z]{3,10})(?![\w-])[\"'”»]?[ \t]*(?:[.!?]+)?[ \t]*"
                         r"(?:[^\w\s]{1,4}[ \t]*)*(?:$|\n|[ \t]*\(|[ \t]+[|~/][ \t])", re.M)
_SAID_NOT_WORD = re.compile(r"(?<![a-z])(?:not|see|ask|set|the|and|you|your|our|from|with|same|below|above|later|"
                              r"none|empty|hidden|private|secret|unknown|required|needed|changed|reset|ask|siehe|unten|"
                              r"oben|voir|pas|non|nicht|kein|keine|niet|ikke|inte|nie|nem|sin|sans|senza|sem|card|"
                              r"manager|vault|file|email|mail|phone|person|chat)(?![a-z])")


_PAREN_BEFORE = re.compile(r"(?P<v>\S+)[ \t]*\([^()\d\n]*$")
_PAREN_REACH = 200
# _PAREN_BEFORE's "(" is the window's last one, with no ")", digit or line break after it: the pre-test (an rfind and one
# match) spares its search, which tries every start of the window and backtracks each run of non-blanks (~0.35 ms a
# label in 200 characters of "密码": a line of 4,000 labels, 1.4 s on a write, for no match)
_PAREN_OPEN_TAIL = re.compile(r"\([^()\d\n]*$")
_ANY_DIGIT = re.compile(r"\d")


def _said_password(m: re.Match[str]) -> _Span | None:
    """A said password after, under, before or beside its label (see above)."""
    text = m.string
    line_start = text.rfind("\n", 0, m.start()) + 1
    line_end = text.find("\n", m.end())
    line_end = len(text) if line_end < 0 else line_end
    rest = text[m.end():line_end]
    # the label in brackets or between "__": the value right after its close
    close = re.match(r"[^\[\]()\d\n]{0,100}?(?:\]|__)[ \t]*:?[ \t]*", rest)
    opened = text[line_start:m.start()].rstrip()
    # (its opening "[" or "__" read in the line's last _PAREN_REACH characters before the label: the whole line made a
    # line of labels each closed by "]" quadratic, "密码]" 2,666 times 1.3 s)
    if close is not None and re.search(r"(?:\[|__)[^\[\]\d]*$", text[max(line_start, m.start() - _PAREN_REACH):m.start()]):
        return _said_value(text, m.end() + close.end(), apart=True)
    # the label in parentheses after the value: "TornadoPirate (…)", read in the line's last _PAREN_REACH characters
    # before the label (the whole line made each label's search quadratic in a long run of non-blanks, and a line of
    # n labels cubic: "https://example.com/" then "passwort-" 400 times took 16 s)
    near = max(0, len(opened) - _PAREN_REACH)
    last = opened.rfind("(", near)
    paren = _PAREN_BEFORE.search(opened, near) if last > near and _PAREN_OPEN_TAIL.match(opened, last) else None
    if paren is not None and re.match(r"[^()\d\n]*\)", rest):
        return _said_value(text, line_start + paren.start("v"), apart=True)
    # a phrase of no number, a mark, the value
    for mark in _SAID_MARK.finditer(text, m.end(), min(line_end, m.end() + 120)):
        if re.search(r"\d", text[m.end():mark.start()]):
            return None
        # (two words after a colon read as often as an instruction: "Šifra: pitajte konobara", ask the waiter)
        span = _said_value(text, mark.end(), apart=mark.group().strip()[:1] not in ":：" and not
                             mark.group().strip()[:1].isalpha())
        if span is not None:
            return span
    # the label alone on its line (a mark may close it), the value on the next
    # (asked once per line: each label of a line asked it of the whole line, quadratic in a line of labels)
    if line_end < len(text) and not textmemo.found_in(_ANY_DIGIT, text, line_start, line_end):
        nxt = text.find("\n", line_end + 1)
        nxt = len(text) if nxt < 0 else nxt
        bullet = _SAID_BULLET.match(text, line_end + 1)
        if bullet is not None and re.fullmatch(r"[^\n]{0,100}?[ \t]*[:=⇒→：-]?[ \t]*", rest):
            return _said_value(text, bullet.end(), apart=True)
    return None


# Round 19: a password's hint says the value beside it is a password, whatever names it ("New laptop login is
# Quartz0058&, the hint I set is 'first car'", "wifi: Orbit-hazel19 (hint: the dog's name + the year)"): only a
# password is given a hint. A strong value (lower and upper case, a digit, a symbol) on the hint's line or the line
# before it, ahead of the hint word.
_HINT_WORDS = ("hint", "hints", "eselsbrücke", "merkhilfe", "indice", "pista", "dica", "suggerimento", "подсказка",
               "підказка", "wskazówka", "nápověda", "vihje", "ledtråd", "ipucu", "gợi ý", "petunjuk", "힌트", "ヒント", "提示")
_HINT_CASED, _HINT_ANCHORS = _cased(*(w for w in _HINT_WORDS if not w.isascii()))
_HINT = shape.WordFinder(r"(?<![^\W\d_])(?:(?i:hints?)|" + _HINT_CASED + r")(?![^\W\d_])", _HINT_WORDS)
_HINT_ROW_ANCHORS = ("hint", *_HINT_ANCHORS)
_STRONG_TOKEN = re.compile(r"(?<![^\s\"'(«“:])(?=[^\s,;]*[a-z])(?=[^\s,;]*[A-Z])(?=[^\s,;]*\d)"
                           r"(?=[^\s,;]*[!#$%&*@^~_.+=?-])[^\s\"',;/<>()\[\]{}]{8,40}")


def _hinted_password(m: re.Match[str]) -> _Span | None:
    """A strong value ahead of a password's hint (see above)."""
    text = m.string
    lo = text.rfind("\n", 0, max(0, text.rfind("\n", 0, m.start()))) + 1
    found = None
    for t in _STRONG_TOKEN.finditer(text, max(lo, m.start() - 160), m.start()):
        found = t
    if found is None:
        return None
    start, end = found.start(), found.start() + len(found.group().rstrip(".!?:"))
    v = text[start:end]
    if _placeholder(v) or _CREDENTIAL_PLACEHOLDER.match(v) or shape._EMAIL.fullmatch(v):
        return None  # a placeholder, an e-mail address
    return start, end


def _key_shaped(v: str) -> bool:
    """8-64 characters holding letters and digits, not an e-mail, a URL, a version, a speed or a mode."""
    return (8 <= len(v) <= 64 and any(c.isdigit() for c in v) and any(c.isalpha() for c in v)
            and not _WIFI_NOT_KEY.match(v) and not shape._EMAIL.fullmatch(v) and not _PLACEHOLDER.search(v)
            and not re.fullmatch(r"[\d.:-]+[A-Za-z]?|v?\d+(?:\.\d+)+\w*", v))


# A case ending or particle glued to the word before it by a hyphen ("-ın", "-ga", "-ի", "-hez").
_GLUED_SUFFIX = re.compile(r"-[^\W\d_A-Z]{1,5}")
# A lower-case word joined to a particle by a hyphen (Portuguese "chama-se", "chámase" has none): a word of the language.
_CLITIC_WORD = re.compile(r"[^\W\d_A-Z]+-[^\W\d_A-Z]{1,4}")


def _wifi_key(m: re.Match[str]) -> _Span | None:
    """The key after a network's name (see above)."""
    text = m.string
    if _UCI_SECTION.match(text, text.rfind("\n", 0, m.start()) + 1):
        return None  # OpenWrt's "config wifi-iface 'default_radio0'" declares a section and names it
    lo = m.start("v")
    hi = text.find("\n", lo)
    hi = len(text) if hi < 0 else hi
    if hi < len(text) and text.rfind(",", lo, hi) < 0:
        nxt = text.find("\n", hi + 1)
        hi = len(text) if nxt < 0 else nxt  # "WLAN: Magenta-8B1C\nSchlüssel: ..."
    tokens = [(t.start(), t.end()) for t in _WIFI_TOKEN.finditer(text, lo, hi)][:10]
    if (tokens and tokens[0][0] == lo and _GLUED_SUFFIX.fullmatch(text, *tokens[0])
            and not _NETWORK_CREDENTIAL.search(text, lo, hi)):
        # a case ending glued on the network's word ("Wi-Fi-ın adı VM6893643!", "Wi-Fi-ga ... magaciisu waa SKY59NDF!")
        # is no name: the name comes after it, and with no credential's word in the clause nothing else (round 29)
        tokens = tokens[1:]
    # the network's name: the first token written as a name (a digit, a capital, "_", "-" or "!"), after the words
    # that may name it ("El wifi del hotel se llama HOTEL-5G", "Das WLAN heißt HUAWEI-B535-1F2C")
    ssid = next((i for i, (a, b) in enumerate(tokens) if re.search(r"[\d_!-]", text[a:b]) or any(
        c.isupper() for c in text[a:b])), None)
    if ssid is None:
        return None
    if ssid + 1 < len(tokens) and _CLITIC_WORD.fullmatch(text, *tokens[ssid]) and re.search(
            r"[\d_!A-Z]", text[tokens[ssid + 1][0]:tokens[ssid + 1][1]]):
        ssid += 1  # "A rede wi-fi chama-se Livebox-81A0": a verb with its clitic, then the name (round 17)
    broken = False
    for i, (a, b) in enumerate(tokens):
        raw = text[a:b]
        if i <= ssid:
            continue
        between = text[tokens[i - 1][1]:a]
        prev = text[tokens[i - 1][0]:tokens[i - 1][1]]
        if "\n" in between or prev.endswith((",", "،", "、", ";", ":", "：", "՝")) or (
                not any(c.isdigit() for c in prev) and not prev[:1].isupper()):
            broken = True  # a new clause or line, or a word of the language (the key's word): not the name's
        if broken and _WIFI_NOT_KEY_LABEL.fullmatch(prev):
            return None
        if not broken:
            continue
        groups = _WIFI_GROUPS.match(text, a)
        if groups is not None and _WIFI_END.match(text, groups.end()):
            return groups.span()
        v = raw.strip("\"'“”«»(").rstrip(".,;:!?)”»\"'،")
        start = a + raw.find(v[:1]) if v else a
        setting = _WIFI_SETTING.match(v)
        if setting is not None and not _NETWORK_CREDENTIAL.search(setting.group(1)):
            continue  # another setting of the network, by its name ("bssid=ba:8c:86:2b:c8:dc"), not its key
        if v and _key_shaped(v) and _WIFI_END.match(text, start + len(v)):
            return start, start + len(v)
    return None


# ---- Round 29: the password's word, the network's word with a particle glued on ("iphasiwedi ye-Wi-Fi", "password
# tal-Wi-Fi": "of the Wi-Fi"), then the value after a separator or a bracket ("iphasiwedi ye-Wi-Fi | ha2rhhnd07f63cez",
# "[iphasiwedi ye-Wi-Fi] 3451 3785 0005 3917"). The glued word is the label's (see _PARTICLE_NETWORK), not a value.
_PARTICLE_LABEL = re.compile(r"(?:" + _PW_INTL_KEYWORD + r"|\bpassword)[ \t]+[^\W\d_]{1,4}-(?:wi-?fi|wlan)[\])»”\"']?"
                             r"[ \t]*(?:[:|=>»→–—-]+[ \t]*)?(?P<v>\d{4}(?:[ ]\d{4}){2,4}(?![^\s.,!?])|[^\s]{6,64})", _I)


def _particle_labelled(m: re.Match[str]) -> _Span | None:
    """The value of :data:`_PARTICLE_LABEL`: digit groups, or a token holding a letter and a digit (not a placeholder,
    a mail address or a link)."""
    start = m.start("v")
    v = m.group("v")
    if " " in v:
        return start, m.end("v")
    v = v.rstrip(".,;:!?)»”\"'")
    if (not any(c.isdigit() for c in v) or not any(c.isalpha() for c in v) or _placeholder(v) or "@" in v
            or "://" in v):
        return None
    return start, start + len(v)


# ---- Round 29: a recovery or backup code after its label and a colon, in a code's shape: groups of letters and digits
# joined by "-" ("Proton recovery phrase code: 0c729-abb50", "backup codes left (Dropbox): a9jh-2a0v-kibl, ..."), or
# one run of ten to sixteen capitals or small letters and digits ("recovery code for the Apple ID: WSGZHFYBEU"). A mask
# ("xxxx-xxxx") has no digit; a run of capitals alone is taken only as the letter-pair model reads it: random.
_RECOVERY_LABEL = re.compile(r"(?i:recovery|backup)(?:[ \t]+phrase)?[ \t]+codes?\b[^:\n]{0,40}?[:=][ \t]*"
                             r"(?P<v>[A-Za-z0-9]{4,6}(?:-[A-Za-z0-9]{4,6}){1,4}|[A-Z0-9]{10,16}|[a-z0-9]{10,16})(?![\w-])")


def _recovery_code(m: re.Match[str]) -> _Span | None:
    """The code of :data:`_RECOVERY_LABEL` (see above)."""
    v = m.group("v")
    digits, letters = sum(c.isdigit() for c in v), "".join(c for c in v if c.isalpha())
    if len(set(v.replace("-", ""))) < 5 or _placeholder(v):
        return None
    if (digits >= 2 or (digits == 1 and v.count("-") >= 2)) and len(letters) >= 2:
        return m.span("v")
    if digits == 0 and len(v) >= 10 and bip39.unlike_words(letters.lower()):
        return m.span("v")
    return None


_DETECTORS: tuple[_Detector, ...] = (
    # Listed by precedence: where two findings overlap, the earlier row wins.
    _Detector(
        "private_key",
        re.compile(
            r"(?P<v>-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----[\s\S]{0,300}?[A-Za-z0-9+/=]{20}"
            r"(?:[\s\S]*?-----END (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----)?)"
        ),
        ("-----BEGIN",),
    ),
    _Detector(
        "jwt",
        re.compile(_PREFIX_START + r"(?P<v>eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,})(?![\w-])"),
        ("eyJ",),
        _jwt_header,
    ),
    # Vendor key formats.
    _Detector("api_key", re.compile(r"(?<![A-Z0-9])(?P<v>(?:AKIA|ASIA)[A-Z0-9]{16})(?![A-Z0-9])"), ("AKIA", "ASIA"),
              _aws_key_id),
    _Detector(
        "api_key",
        re.compile(r"(?i:aws[_ ]?secret(?:[_ ]?access)?[_ ]?key)[\"']?\s*(?:[:=]|\bis\b)\s*[\"']?"
                   r"(?P<v>[A-Za-z0-9/+=]{40})(?![A-Za-z0-9/+=])"),
        ("secret",),
    ),
    _Detector("api_key", re.compile(r"(?<![A-Za-z0-9_])(?P<v>gh[pousr]_[A-Za-z0-9]{30,255}|github_pat_[A-Za-z0-9_]{22,255})"
                                    r"(?![A-Za-z0-9_])"), ("_",),
              _letters_and_digits),
    _Detector("api_key", re.compile(_PREFIX_START + r"(?P<v>xox[abprs]-[A-Za-z0-9-]{10,})"),
              ("xox",), _letters_and_digits),
    _Detector("api_key", re.compile(r"(?<![\w])(?P<v>[sr]k_(?:live|test)_[A-Za-z0-9]{16,})"), ("_",),
              _letters_and_digits),
    # OpenAI sk-/sk-proj-/sk-svcacct-, Anthropic sk-ant-api03-.
    _Detector("api_key", re.compile(_PREFIX_START + r"(?P<v>sk-[A-Za-z0-9_-]{20,})"), ("sk-",), _letters_and_digits),
    _Detector("api_key", re.compile(_PREFIX_START + r"(?P<v>AIza[0-9A-Za-z_-]{35})(?![\w-])"), ("AIza",)),
    # A BitLocker recovery password: eight groups of six digits, each a multiple of 11 below 720,896 (each group is
    # 11 x a 16-bit word of the 128-bit key: Microsoft's format), so a random run of groups passes by chance once in
    # 11^8 (~2e8): the shape is proof enough, labelled in any language or not at all (round 16).
    _Detector("password", re.compile(r"(?<![\w-])(?P<v>\d{6}(?:-\d{6}){7})(?![\w-])"), ("######-######",),
              _bitlocker_key),
    _Detector(
        "payment_card",
        re.compile(
            r"(?<![\w-])(?P<v>[0-9]{13,19}|[0-9]{4}([ -])[0-9]{4}\2[0-9]{4}\2[0-9]{4}(?:\2[0-9]{3})?"
            r"|[0-9]{4}([ -])[0-9]{6}\3[0-9]{4,5})(?![\w-])"
        ),
        ("########", "#### ####", "####-####"),
        _payment_card,
    ),
    _Detector(
        "one_time_code",
        # (Round 24: the keywords' first letters as a look-ahead, so a position whose character starts none of them is
        # passed at once rather than trying each keyword there: 3.6 -> 1.5 µs over bench_guard's memory texts, the
        # same matches; it pays for round 24's code rows, which run on the same texts.)
        re.compile(
            r"(?=[otvs2malg])" + _OTP_KEYWORD + r"(?:(?:\s+[\w'&.@-]+){1,5}?\s*" + _CONNECT + r"|\s*" + _CONNECT + r"?)\s*(?:is\s*)?(?:now\s+)?[\"'(]?"
            r"(?<![\d+])(?P<v>(?:[A-Z]-)?\d{4,8}|\d{3}[ -]\d{3}|(?-i:[A-Z0-9]{5,8}))(?![\w-]|[ -]\d)",
            _I,
        ),
        ("otp", "one-time", "one time", " code", " token"),
        _one_time_code,
    ),
    _Detector(
        "password",
        re.compile(
            _PW_KEYWORD + _FOR_PHRASE
            + r"(?:\s*(?:(?:has been |had been |was |is |got |has |been )?(?:changed|set|reset|updated) to|is now|is|was)\b\s*:?"
            # guard96: a doubled colon glued to the label, a space and a value with a digit after it ("pw:: X9"; not a
            # namespace's "pw::Status", nor "the pw:: namespace")
            r"|\s*=>|::(?=[ \t]+[^\s\d]{0,63}\d)|\s*:|\s+=|=(?![ \t]*(?:\n|$))"  # a glued "password=" ending its line assigns nothing
            r"|['’]s\b|\s*(?:…|\.\.\.)?\s*(?:->|→))\s*"  # round 25: a menu's "Set password… → X"
            + _PW_VALUE,
            _I,
        ),
        _PW_ANCHORS,
        _stated_password,
    ),
    _Detector("password", re.compile(_PW_KEYWORD + r"(?:\s+(?:to|as))?\s+" + _PW_VALUE, _I), _PW_ANCHORS,
              _bare_password),
    # Round 35: a passphrase of four to eight lower-case words right after the word, ending its clause ("key for the
    # backup box: backup_rsa, passphrase fjord walnut pebble gossamer (the pub key ...)"): none a word a sentence about
    # passphrases is made of ("passphrase protected keys are not ...").
    _Detector("password", re.compile(r"\bpassphrase[ \t]+(?P<v>[a-z]{3,12}(?: [a-z]{3,12}){3,7})"
                                     r"(?=[ \t]*(?:$|[(,.;!\n—–]))", re.M), ("passphrase",), _diceware_words),
    # Round 35: a word said to be let in, stated ("the code word for picking up our kids from kindergarten is walrus
    # volcano", "the pickup word is heron", "Abholpasswort für die Kita: pirate lollipop"): a code word, a pickup, safe or
    # secret word, or a compound that ends in "passwort" / "kennwort", its "for ..." phrase in English or German; the
    # value as a password's stated value (not a word a sentence goes on from, not an ordinary word).
    _Detector("password", re.compile(
        r"(?<![\w-])(?P<k>code[ -]?words?|pick-?up[ -](?:code[ -]?)?words?|safe[ -]?words?|secret[ -]words?|"
        r"[a-zäöüß]{3,12}(?:passwort|kennwort))"
        r"(?:[ \t]+(?:for|to|of|on|at|für|fürs|von|bei)(?:[ \t]+[\w'.&@/-]+){1,8}?)?"
        r"[ \t]*(?:(?:is|ist|lautet|was|war)\b[ \t]*:?|[:=→])[ \t]*" + _PW_VALUE, _I),
        ("code word", "code-word", "codeword", "pickup", "pick-up", "safe word", "safe-word", "safeword", "secret word",
         "secret-word", "passwort", "kennwort"), _said_word),
    _Detector(
        "password",
        re.compile(r"\b(?:atm|card|debit card|credit card|bank|phone|sim|my|your|his|her|their|our|the)\s+pin"
                   r"(?:\s+(?:number|no\.?))?\s*(?:is|was|:|=|-)?\s*(?P<v>\d{4,6})(?!\d)", _I),
        _AFTER_SPACE("pin"),  # not "pin" alone: "shipping", "opinion", "spinner" would all be candidates
    ),
    # Credentials inside a URL: scheme://user:password@host (any scheme: databases, brokers, http, ftp, git).
    _Detector(
        "password",
        re.compile(r"(?<![\w+.-])[A-Za-z][A-Za-z0-9+.-]{1,30}://[^\s:/@]*(?:@[\w-]+(?:\.[\w-]+)+)?:(?P<v>[^\s/]+)@[A-Za-z0-9[][^\s/@]*"),
        ("://",),
        _url_password,
    ),
    _Detector("password", re.compile(_PW_INTL, _I), ("mot de passe", "mdp", "passwort", "kennwort", "contrase",
                                                      "clave"), _intl_stated),
    # A PIN stated as such in capitals, or after a banking word: "IBAN ... PIN 4821", "online banking PIN 80798".
    _Detector(
        "password",
        re.compile(r"(?:(?<![\w-])PIN|(?i:\b(?:banking|online banking|telebanking|account|iban)\s+pin))"
                   r"(?:\s*(?i:code|number|no\.?))?\s*(?i:is|was|:|=|-)?\s*(?P<v>\d{4,8})(?!\d)"),
        (*_AFTER_CHARS("pin"), "pin#", "pin:", "pin=", "pin-"),
        _pin_code,
    ),
    # Vendor formats.
    _Detector("api_key", re.compile(
        _PREFIX_START + r"(?P<v>GOCSPX-[A-Za-z0-9_-]{28}|dop_v1_[a-f0-9]{64}|hf_[A-Za-z0-9]{30,40}|npm_[A-Za-z0-9]{36}|"
        r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}|glpat-[A-Za-z0-9_-]{20})(?![\w-])"),
        ("gocspx-", "dop_v#_", "hf_", "npm_", "sg.", "glpat-")),  # exact formats: the shape is proof enough
    _Detector("api_key", re.compile(r"(?P<v>hooks\.slack\.com/services/T[A-Z0-9]{6,12}/B[A-Z0-9]{6,12}/[A-Za-z0-9]{20,})"),
              ("hooks.slack.com",)),
    _Detector("api_key", re.compile(r"(?i:AccountKey|SharedAccessKey)=(?P<v>[A-Za-z0-9+/]{40,}={0,2})"),
              ("accountkey=", "sharedaccesskey=")),
    # A 64-byte key in base64 (88 characters, "==") named as a key: Azure storage keys and the like.
    _Detector("api_key", re.compile(r"(?i:\bkey[12]?\b)[^\n]{0,40}?(?<![A-Za-z0-9+/])(?P<v>[A-Za-z0-9+/]{86}==)"),
              ("key",), _letters_and_digits),
    _Detector("api_key", re.compile(_ASSIGNED), ("pass", "pwd", "psk", "secret", "token", "api_key", "api-key", "apikey",
                                                 "access_key", "access-key", "accesskey", "private_key",
                                                 "private-key", "privatekey", "credential"), _assigned_secret),
    # ---- Families added for generalisation (issue 13): each names what a credential looks like, not one corpus.
    # Vendor formats with a fixed prefix: the shape is proof enough (gitleaks-style table).
    _Detector("api_key", re.compile(
        r"(?<![\w.-])(?P<v>gl(?:pat|rt|cbt|ptt|dt|soat|ft|imt|agent|oas|ffct|ddt)-[A-Za-z0-9_-]{20,}"
        r"|GR1348941[A-Za-z0-9_-]{20,}|hv[sbr]\.[A-Za-z0-9_-]{24,}"
        r"|dp\.(?:st|ct|sa|scim|audit|pt)\.(?:[a-z0-9_-]{2,35}\.)?[A-Za-z0-9]{40,44}"
        r"|lin_(?:api|oauth)_[A-Za-z0-9]{40}|r8_[A-Za-z0-9]{37}|gsk_[A-Za-z0-9]{48,56}|key-[0-9A-Za-z]{32}"
        r"|pypi-AgE[A-Za-z0-9_-]{50,}|access_token\$production\$[a-z0-9]{16}\$[a-f0-9]{32}"
        r"|sq0(?:atp|csp)-[A-Za-z0-9_-]{22,43}|shp(?:at|ss|ca|pa)_[a-fA-F0-9]{32}|do[opr]_v1_[a-f0-9]{64}"
        r"|xapp-\d-[A-Z0-9]+-\d+-[a-f0-9]+|whsec_[A-Za-z0-9]{24,}|ya29\.[A-Za-z0-9_-]{20,}|1//0[A-Za-z0-9_-]{30,}"
        r"|xai-[A-Za-z0-9]{40,}|pplx-[A-Za-z0-9]{40,}|dckr_pat_[A-Za-z0-9_-]{20,}|rubygems_[a-f0-9]{48}"
        r"|sntrys_[A-Za-z0-9+/=_-]{40,}|glc_[A-Za-z0-9+/=]{32,}|glsa_[A-Za-z0-9]{32}_[a-f0-9]{8}"
        r"|PMAK-[a-f0-9]{24}-[a-f0-9]{34}|NRAK-[A-Z0-9]{27}|ATATT3[A-Za-z0-9_=-]{50,}|dapi[a-f0-9]{32}"
        r"|pscale_(?:tkn|pw|oauth)_[A-Za-z0-9_.-]{32,}|secret_[A-Za-z0-9]{43}|ntn_[A-Za-z0-9]{40,}"
        r"|AGE-SECRET-KEY-1[0-9A-Z]{58}|sk\.eyJ[A-Za-z0-9_.-]{20,}|figd_[A-Za-z0-9_-]{30,}|SK[0-9a-fA-F]{32}"
        r"|CCIPAT_[A-Za-z0-9]{20,}_[a-f0-9]{40}|EAA[CG][A-Za-z0-9]{60,}|oy2[a-z0-9]{43}|AKCp[A-Za-z0-9]{69}"
        r"|\d{8,10}:AA[A-Za-z0-9_-]{33}|sq[upa]_[a-f0-9]{40}|sntry[ua]_[a-f0-9]{64}|tskey-(?:auth|api|client|webhook)-[A-Za-z0-9-]{20,}"
        r"|re_[A-Za-z0-9]{8}_[A-Za-z0-9]{20,}|c[ks]_[a-f0-9]{40}"
        r"|sdk-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?![\w-])"),
        (*(f"gl{p}-" for p in ("pat", "rt", "cbt", "ptt", "dt", "soat", "ft", "imt", "agent", "oas", "ffct", "ddt")),
         "gr#######", "hvs.", "hvb.", "hvr.", *(f"dp.{p}." for p in ("st", "ct", "sa", "scim", "audit", "pt")),
         "lin_", "r#_", "gsk_", "key-", "pypi-", "access_token$", "sq#atp-", "sq#csp-",
         *(f"shp{p}_" for p in ("at", "ss", "ca", "pa")), "_v#_", "xapp-", "whsec_", "ya##.", "#//#", "xai-",
         "pplx-", "dckr_pat_", "rubygems_", "sntrys_", "glc_", "glsa_", "pmak-", "nrak-", "atatt#", "dapi",
         "pscale_", "secret_", "ntn_", "age-secret-key-", "sk.eyj", "figd_", *(f"sk{c}" for c in "#abcdef"),
         "ccipat_", "eaac", "eaag", "oy#", "akcp", "#:aa", "squ_", "sqp_", "sqa_", "sntryu_", "sntrya_", "tskey-", "re_",
         "ck_", "cs_", "sdk-"),  # round 36: a feature-flag server's SDK key, "sdk-" and a UUID
        _letters_and_digits),
    # Discord bot tokens (no literal of their own): after "discord" or "Bot " in an Authorization header.
    _Detector("api_key", re.compile(r"(?:(?i:discord)[^\n]{0,60}?|(?i:\bbot)\s+|\.(?:run|login|start)\([ \t]*[\"'])(?<![\w.-])"
                                    r"(?P<v>[MNO][A-Za-z0-9_-]{23,27}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38})(?![\w-])"),
              ("discord", "bot", ".run(", ".login(", ".start("), _letters_and_digits),
    # Alibaba Cloud access key ids (their bodies may hold no digit).
    _Detector("api_key", re.compile(_PREFIX_START + r"(?P<v>LTAI[A-Za-z0-9]{20}|LTAI[A-Za-z0-9]{12,16})(?![\w-])"), ("ltai",),
              _mixed_case),
    # An unknown vendor's prefixed token: prefix_ or prefix- and 32+ random characters.
    _Detector("api_key", re.compile(
        r"(?<![\w.+/=-])(?P<v>(?P<p>[a-z][a-z0-9]{1,9}(?:[_-][a-z0-9]{2,10}){0,2}[_-])(?P<b>[A-Za-z0-9]{32,}))"
        r"(?![\w+/=-])"), ("_", "-"), _prefixed_token),
    # Azure: SAS signatures (sig=...), client secrets (abc8Q~...), connection-string keys.
    _Detector("api_key", re.compile(r"(?i:[?&;]sig=|SharedAccessSignature=[^\n]*?\bsig=)(?P<v>[A-Za-z0-9%+/]{30,}(?:%3D|=){0,2})"),
              ("sig=",)),
    _Detector("api_key", re.compile(r"(?<![\w~.-])(?P<v>[A-Za-z0-9_~.-]{3}\dQ~[A-Za-z0-9_~.-]{31,34})(?![\w~.-])"),
              ("q~",), _letters_and_digits),
    # PuTTY private keys.
    _Detector("private_key", re.compile(r"(?P<v>PuTTY-User-Key-File-\d+:[^\n]*\n[\s\S]{0,400}?Private-Lines:[^\n]*\n"
                                        r"[A-Za-z0-9+/=\s]{20,})"), ("putty-user-key-file-",)),
    # Kubernetes Secret: the values under data: / stringData:.
    _Detector("api_key", re.compile(r"\bkind:\s*[\"']?Secret\b[\s\S]{0,400}?\b(?:data|stringData):[ \t]*\n"
                                    r"[ \t]+[\w.-]+:[ \t]*[\"']?(?P<v>[A-Za-z0-9+/=._-]{6,})"), ("secret",),
              _assigned_secret),
    # Authorization: Basic base64(user:password).
    _Detector("password", re.compile(r"(?i:\bbasic)\s+(?P<v>[A-Za-z0-9+/]{8,}={0,2})(?![A-Za-z0-9+/=])"), ("basic",),
              _basic_auth),
    # Passwords on command lines: curl -u user:pw, sshpass -p, mysql -p<pw>, redis-cli -a, --password X.
    _Detector("password", re.compile(
        r"(?:(?<!\S)(?:-u|--user|--proxy-user)\s*[\"']?[^\s:\"'@]+:(?P<v>[^\s\"'@]+)(?=[\"']?(?:\s|$))"
        r"|\bsshpass\s+-p\s*(?P<v2>\"[^\"\n]+\"|'[^'\n]+'|\S+)"
        r"|\b(?:mysql|mysqldump|mysqladmin|mariadb)\b[^\n]{0,80}?\s-p(?P<v3>[^\s\"']\S*|\"[^\"\n]+\"|'[^'\n]+')"
        r"|\bredis-cli\b[^\n]{0,80}?\s-a\s+(?P<v4>\"[^\"\n]+\"|'[^'\n]+'|\S+)"
        r"|\b(?:sqlcmd|bcp|osql)\b[^\n]{0,80}?\s-P\s*(?P<v5>\"[^\"\n]+\"|'[^'\n]+'|\S+)"
        r"|\b(?:login|mongo|mongosh|mongodump|mongorestore|psql|rabbitmqctl|htpasswd|vncpasswd|smbclient|lftp|ftp)\b"
        r"[^\n]{0,80}?\s(?:-p|--password|--passwd|--pass)(?:\s+|=)(?P<v6>\"[^\"\n]+\"|'[^'\n]+'|[^\s-]\S*)"
        r"|(?<!\S)--(?:password|passwd|pass|pwd|passphrase|secret|token|api-key|apikey|auth-token|access-token|"
        r"client-secret|secret-key)[ \t]+(?P<v7>\"[^\"\n]+\"|'[^'\n]+'|[^\s-]\S*)"
        r"|\bpass(?:in|out)?\s+pass:(?P<v8>\S+)"
        r"|\bdscl\b[^\n]{0,60}?\s-passwd[ \t]+\S+[ \t]+(?P<v10>\"[^\"\n]+\"|'[^'\n]+'|[^\s-]\S*)"
        r"|(?<!\S)/(?:password|passwd|pwd):(?P<v11>\"[^\"\n]+\"|[^\s\"/]\S*))", re.I),
        ("-u", "--user", "--proxy-user", "sshpass", "mysql", "mariadb", "redis-cli", "sqlcmd", "bcp", "osql",
         "login", "mongo", "psql", "rabbitmqctl", "htpasswd", "vncpasswd", "smbclient", "ftp", "--pass", "--pwd",
         "--secret", "--token", "--api", "--auth-token", "--access-token", "--client-secret", "pass:", "dscl",
         "/password:", "/passwd:", "/pwd:"),
        _via_group(_cli_secret)),
    # Passwords stated in other languages: "mijn wachtwoord is ...", "мой пароль ...", "パスワードは...",
    # "la mia password è ...", "moje hasło to ...", "mera password ... hai".
    _Detector("password", re.compile(_PW_INTL_KEYWORD + _FOR_INTL + r"\s*(?:(?:is|est|ist|lautet|es|è|é|era|e|jest|to|"
                                     r"är|er|on|je|adalah|là|это)(?![\w-])(?![^\s:：])\s*:?|[:=：]|[はがを是为為은는이])\s*" + _PW_VALUE_INTL,
                                     _I), _PW_INTL_ANCHORS, _intl_stated),
    _Detector("password", re.compile(_PW_INTL_KEYWORD + _FOR_INTL + _CONNECT_INTL + _PW_VALUE_INTL, _I),
              _PW_INTL_ANCHORS, _strong_not_subject),
    # A password word, words of any kind, a connector, the value (see _window).
    _Detector("password", re.compile(_window(_PW_INTL_KEYWORD, glued=True) + _PW_VALUE_INTL, _I), _PW_INTL_ANCHORS,
              _password_in_words),
    _Detector("password", re.compile(_window(_PW_WORDS_EN, words=4) + _PW_VALUE_INTL, _I), _PW_ANCHORS, _password_in_words),
    # Languages that put the verb last: a password word, a few words, the value, then "is" ("رمز عبور ایمیل من X است",
    # "գաղտնաբառը X է", "የይለፍ ቃሌ X ነው", "Şifrem X'dir" is glued and not read).
    _Detector("password", re.compile(
        _PW_INTL_KEYWORD + r"(?P<w>(?:[ \t]+" + _WHOLE_WORD + r"){0,5}?)[ \t]+(?P<v>[^\s\"'`]{6,64})[ \t]+"
        r"(?:است|هست|է|ነው|ናት|ናቸው|है|ہے|です|だ)(?![\w])", _I), _PW_INTL_ANCHORS, _password_in_words),
    # "password" itself with another language's connector: "la mia password è X", "mera password X hai".
    _Detector("password", re.compile(r"\bpassword[ \t]+(?:(?:è|é|e|jest|to|on|je|är|er|adalah|là|hai|ist|est|es|это)[ \t]*:?[ \t]*)?"
                                     + _PW_VALUE_INTL, _I), ("password",), _strong_value),
    # A password named with words in between: "the new password I chose is X", "password for the NAS, it's X".
    _Detector("password", re.compile(r"\b(?:passwords?|passwd|passphrase|passcode|pwd|pw)\b(?P<w>(?:[ \t]+[\w'’,-]+){1,5}?)"
                                     r"[ \t]*(?:\bis\b|\bwas\b|\bis now\b|:|=|->|—)[ \t]*:?[ \t]*" + _PW_VALUE, _I),
              _PW_ANCHORS, _password_after_words),
    # Credentials by role: "log in as USER using PASS", "creds are USER and PASS", "user/pass: USER / PASS".
    _Detector("password", re.compile(
        r"\b(?:log ?in|sign ?in|logon|authenticate|connect|ssh)\s+(?:to\s+\S+\s+)?as\s+[^\s,;]+"
        r"\s+(?:using|with|and|/|pw|password|pass)\s+(?:password\s+|the password\s+)?" + _PW_VALUE
        + r"|(?<![\w./-])(?:creds|credentials|login(?![ \t]+(?:page|screen|form|button|flow|link|url|prompt|box|dialog|endpoint|"
        r"route|attempts?|history|method|issues?|problems?|errors?|failed|fails|works|shell|session|cookie)\b)|logins|login details|"
        r"log-in details|username and password|"
        r"user\s*/\s*pass(?:word)?|u/p|user\s*:\s*pass)"
        # round 19: "docker login -u svc --password-stdin": a command's options, its "-" no separator
        r"(?![ \t]+--?[A-Za-z])(?:" + _FOR_PHRASE + r"\s*(?:are|is|:|=|-|→|->|=>)|\s*(?:are|is|:|=|-|→|->|=>)?)"
        # (fp48: nor where they come from, "reads creds from Vault| db", "credentials via SSO")
        r"\s*(?!(?:in|at|on|under|inside|stored|kept|saved|managed|located|available|shared|sent|the|my|our|your|from|"
        r"via)\b)"
        # round 26: not a file's path ("credentials=/etc/samba/creds-nas,_netdev": a mount's file that holds them)
        r"(?![=:]?[~.]{0,2}/)"
        r"[^\s,;]+\s*(?:and|&|/|,|:|\s)\s*"
        + _PW_VALUE.replace("(?P<v>", "(?P<v2>(?!and\\b)"), _I),
        ("log in", "login", "logon", "sign in", "signin", "authenticate", "connect", "ssh", "cred", "pass", "u/p"),
        _via_group(_strong_value)),
    # Round 16: an account, its user and password joined by a colon ("steam acc jakub35:Baltic2018&", "Konto
    # anna.k:Xy7#..."): the layout of a combo list's line.
    _Detector("password", re.compile(r"(?<![\w./-])(?i:acc|account|konto|cuenta|compte|conta)[ \t]+[\w.@+-]{2,64}:"
                                     r"(?P<v>[^\s\"'`:/]{6,64})(?![^\s,;.!?])"),
              ("acc", "konto", "cuenta", "compte", "conta"), _strong_value),
    # Round 16: Irish states a value before its label ("Is é 1625 an cód don doras", "Is é X mo phasfhocal"): the
    # copula, the value, then "the / my" and the word for code, PIN (UAP) or password.
    _Detector("one_time_code", re.compile(r"(?i)\bis[ \t]+é[ \t]+(?P<v>[^\s]{4,12})[ \t]+(?:an|mo|do|ár)[ \t]+(?:cód|uap)\b"),
              ("cód", "uap"), lambda m: _stated_shape(m, "code")),
    _Detector("password", re.compile(r"(?i)\bis[ \t]+é[ \t]+(?P<v>[^\s]{6,64})[ \t]+(?:an|mo|do|ár)[ \t]+ph?asfhocal\b"),
              ("asfhocal",), lambda m: _stated_shape(m, "password")),
    # "Use X as the password", "ssid Guest, pass X", "user bob pw X".
    _Detector("password", re.compile(
        r"\b(?:use|using|with|set)\s+(?P<v>\S+)\s+as\s+(?:the\s+|my\s+|your\s+|a\s+)?(?:new\s+)?(?:password|passphrase|"
        r"passcode|pwd)\b|\b(?:ssid|user(?:name)?|login|account|wi-?fi|wlan|network)(?:[ \t]*:)?[ \t]+\S+?(?:,|[ \t]+/)?[ \t]+"
        r"(?:pass|pw|pwd)\s*[:=]?\s*"
        r"(?P<v2>\"[^\"\n]{1,64}\"|'[^'\n]{1,64}'|[^\s\"'`]{1,64})", _I),
        ("pass", "pw"), _via_group(_strong_value)),
    # Access codes: alarm, door, gate, keypad, safe combinations, an app's login code; "Enter 8392 to confirm".
    _Detector("password", re.compile(
        r"\b(?:" + "|".join(_ACCESS_CODE_WORDS) + r") (?:access )?code"
        r"(?:\s+(?:to|for|of|at|on)(?:\s+[\w'.&@/-]+){1,4}?)?\s*(?:(?:is|was)\b\s*:?|[:=-])?\s*(?P<v>\d{4,8})(?![\d.,/:-]?\d)"
        r"|\b(?:safe|lock|locker|padlock)\s+(?:[\w#-]{1,12}\s+){0,2}?(?:combination|combo)\s*(?:(?:is|was)\b\s*:?|[:=-])?\s*"
        r"(?P<v2>\d{1,3}(?:[- ]\d{1,3}){2,4})\b"
        r"|\b(?:enter|use|type) (?P<v3>\d{4,8})\s+(?:to\s+(?:confirm|verify|log|sign|complete|authenticate|continue|unlock)|"
        r"as\s+(?:your|the)\s+(?:(?!(?:default|example|sample|demo|test)\b)[\w-]+\s+){0,2}?(?:code|otp|pin|passcode)\b)",
        _I), (*(f"{w}{a} code" for w in _ACCESS_CODE_WORDS for a in ("", " access")), "combination", "combo", "enter #",
              "use #", "type #"), _via_group(_digits_code)),
    # The code of a lock or a door, the code first: "code for the bike lock: 4471", "the code to the gate is 2580".
    _Detector("password", re.compile(
        r"\bcode\s+(?:for|to|of)\s+(?:the\s+|my\s+|our\s+|your\s+)?(?:[\w-]+\s+){0,2}?(?:lock|door|gate|alarm|safe|garage|"
        r"locker|keypad|padlock|building|front door|entrance)\b\s*(?:(?:is|was)\b\s*:?|[:=-])\s*(?P<v>\d{3,8})(?![\d.,/:-]?\d)",
        _I), ("code for", "code to", "code of"), _digits_code),
    # "Your Instagram code is 482 913": a code of an app or a service, not one of the many other codes.
    _Detector("one_time_code", re.compile(
        r"\byour\s+(?P<k>(?!(?:zip|postal|post|area|country|promo|promotion|discount|coupon|voucher|gift|error|exit|status|"
        r"tracking|product|booking|reference|referral|invite|invitation|dress|source|qr|bar|colou?r|region|tax|sort|swift|"
        r"bank|branch|routing|airport|language|currency|class|course|department|cost|postcode)\b)[\w-]+(?:\s+[\w-]+)?)"
        r"\s+code(?:[ \t]?[:=]|[ \t]is\b[ \t]*:?)\s*" + _OTP_DIGITS, _I),
        (*(f"code{sp}{c}" for sp in ("", " ", "\t") for c in ":="), "code is", "code\tis"), _one_time_code),
    # Recovery keys: "recovery key: 8F3K-9LMQ-2XZP-7TVW" (BitLocker, password managers, disk encryption).
    _Detector("api_key", re.compile(
        r"\b(?:recovery|backup|bitlocker|rescue|master|unlock|emergency)\s+(?:key|kit)\b" + _FOR_PHRASE
        + r"\s*(?:(?:is|was)\b\s*:?|[:=-])?\s*"
        r"(?P<v>[A-Za-z0-9]{4,8}(?:-[A-Za-z0-9]{4,8}){2,})", _I),
        ("recovery", "backup", "bitlocker", "rescue", "master", "unlock", "emergency"), _recovery_codes),
    # A passphrase of several words, named in any of several languages, a few words of any kind between (the
    # account, "of my wallet"), a connector (or ", which is"), the words: "Frase semilla de mi billetera: ...",
    # "phrase secrète de mon coffre est « ... »", "парольная фраза для ключа: ...", "24 words -> ...".
    _Detector("password", re.compile(
        r"(?:\b(?:pass ?phrase|seed phrase|seed words|recovery phrase|recovery words|backup phrase|secret phrase|"
        r"secret recovery phrase|mnemonic(?: phrase)?|wallet words|(?:12|15|18|21|24)[ -]words?|phrase secr[eè]te|"
        r"phrase de passe|phrase de r[ée]cup[ée]ration|frase semilla|frase secreta|frase de contrase[ñn]a|"
        r"frase de recupera[cç][aã]o|frase de recuperaci[oó]n|wiederherstellungsphrase|seed-phrase)\b|"
        r"(?-i:[Пп]арольн\w{0,3} фраз\w{0,2}|[Кк]одов\w{0,3} фраз\w{0,2}|[Сс]ид-фраз\w{0,2})|パスフレーズ|助记词|助記詞)"
        r"(?P<w>(?:[ \t]+[^\s:=.!?,;]{1,30}(?![^\s:=.!?,;])){0,5}?)"
        r"(?:[ \t]*(?:[:=]|->|→|—|–)|[ \t]+-|[ \t]+(?:is|was|est|es|ist|é|è|это|—)\b:?|[ \t]*,[ \t]*(?:which|that|it)(?:[ \t]+is|['’]s)\b"
        r"|(?<=パスフレーズ)は)[ \t]*[\"'«“「]?[ \t]*(?P<v>[a-z]{3,}(?:[ -][a-z]{3,}){2,23})(?![\w-])", _I),
        ("pass phrase", "passphrase", "seed phrase", "seed words", "recovery phrase", "recovery words", "backup phrase",
         "secret phrase", "secret recovery phrase", "mnemonic", "wallet words", *(f"{n}{sp}word" for n in ("##",)
                                                                                 for sp in (" ", "-")),
         "phrase secr", "phrase de passe", "phrase de r", "frase semilla", "frase secreta", "frase de contrase",
         "frase de recupera", "wiederherstellungsphrase", "seed-phrase", *_cased("парольн", "кодов", "сид-фраз")[1],
         "パスフレーズ", "助记词", "助記詞"), _words_value),
    # Wi-Fi: "WIFI:T:WPA;S:net;P:pw;;", "Wi-Fi key: ...", "WLAN-Schlüssel ...".
    # (gated on a "P:" field anywhere: each "WIFI:" of a line of them scanned the rest of the line for one, quadratic)
    _Detector("password", slots.GatedFinder(r"(?i)\bP:[^;\n]", re.compile(r"\bWIFI:[^\n]*?\bP:(?P<v>[^;\n]+);", _I)),
              ("wifi:",), _wifi_qr_password),
    _Detector("password", re.compile(
        r"\b(?:wi-?fi|wlan|wpa2?|wpa3|psk|network|netzwerk|réseau|reseau)[\s-]*(?:security )?"
        r"(?:key|schlüssel|schluessel|passphrase|clé|cle|clave|chiave|code|kennwort)\b"
        + _FOR_PHRASE + r"\s*(?:(?:is|ist|est|es|lautet)\b\s*:?|[:=-])?\s*(?P<v2>\"[^\"\n]{1,64}\"|'[^'\n]{1,64}'|[^\s\"']{6,64})",
        _I), ("wifi:", "wi-fi", "wifi", "wlan", "wpa", "psk", "network", "netzwerk", "réseau", "reseau"),
        _via_group(_stated_password)),
    # PINs and passcodes with digits: "passcode 663084", "PIN for the company card: 3839", "Geheimzahl 5459",
    # "code PIN de la carte bancaire : 148607".
    _Detector("password", re.compile(
        r"(?:\bpass ?code|\bpin(?:[- ]?(?:code|number|no\.?|nummer|kod|koodi))?|\bgeheimzahl|\bgeheimnummer|"
        r"\bcode confidentiel|\bpincode|\bcode (?:de |of )?(?:la |ma |my |votre |the )?(?:carte|card)(?: bleue| bancaire| de cr[ée]dit"
        r"| de d[ée]bit| cb)?|\bcard code(?=[ \t]*(?:is\b|[:=]))|\bcode cb|\bkartencode|\bc[óo]digo (?:de (?:la |mi )?tarjeta|do (?:meu )?cart[ãa]o)"
        r"|\bcodice (?:della )?carta|" + _cased("пин", "пин-код", "пин-кода")[0] + r"|暗証番号)\b"
        + r"(?:" + _FOR_INTL[3:-2] + r"|(?:[ \t]+[^\s:=\d]{1,20}){1,3}?(?=[ \t]*[:=]))?"
        + r"\s*(?:(?:is|was|est|ist|es|lautet|è|é|:)\b\s*:?|[:=#-])?\s*(?P<v>\d{4,8})(?![\d.,/:-]?\d)", _I),
        ("passcode", "pass code", *_AFTER_CHARS("pin"), "pin:", "pin=", "pin#", "pin-", "pin.", "geheimzahl", "code de",
         "code of", "code la", "code ma", "code my", "code votre", "code the", "code carte", "code card", "card code", "code cb",
         "kartencode", "digo de", "digo do", "codice della", "codice carta",
         "geheimnummer", "code confidentiel", "pincode", *_cased("пин", "пин-код", "пин-кода")[1], "暗証番号"),
        _pin_code),
    # Card security codes: "CVV 737", "CVC: 123".
    _Detector("payment_card", re.compile(
        r"\b(?:cvv2?|cvc2?|cid|csc|card security code|card verification (?:code|value)|kartenprüfnummer|"
        r"cryptogramme)\b\s*(?:(?:is|was|est|ist|es)\b\s*:?|[:=#-])?\s*(?P<v>\d{3,4})(?![\d.,/:-]?\d)", _I),
        ("cvv", "cvc", "cid", "csc", "card security code", "card verification", "kartenprüfnummer", "cryptogramme"),
        _card_code),
    # Card numbers in groups other than 4-4-4-4: dots, 4-6-5, 4-4-4-4-3, uneven groups.
    _Detector(
        "payment_card",
        re.compile(r"(?<![\w.-])(?P<v>[0-9]{4}([ .-])[0-9]{2,6}(?:\2[0-9]{2,6}){1,4})(?![\w-]|\.\d)"),
        ("#### ##", "####-##", "####.##"),
        _payment_card,
    ),
    # One-time codes in other languages, before the number or after it ("123456 is your verification code").
    _Detector("one_time_code", re.compile(_OTP_INTL_KEYWORD + r"(?:(?:\s+[\w'&.@-]+){1,4}?\s*" + _CONNECT_INTL
                                          + r"|\s*" + _CONNECT_INTL + r"?)\s*[\"'(\[【「]?" + _OTP_DIGITS, _I),
              _OTP_INTL_ANCHORS, _one_time_code),
    _Detector("one_time_code", re.compile(
        r"(?<![\w-])(?P<v>(?:[A-Z]-)?\d{4,8}|\d{3}[ -]\d{3})\s+(?:is|est|ist|es|è|is uw|é)\s+(?:your|votre|ihr|dein|tu|su|il tuo|"
        r"uw|je|o seu|seu)\s+(?:[\w-]+\s+){0,3}?(?:code|otp|pin|passcode|verification|one-time|login|sign-in|"
        r"code de vérification|bestätigungscode|código|codice|verificatiecode)", _I),
        ("is your", "est votre", "ist ihr", "ist dein", "es tu", "es su", "è il tuo", "is uw", "é o seu", "é seu"),
        _digits_code),
    # An authenticator app's code, a code to sign in.
    _Detector("one_time_code", re.compile(
        r"\b(?P<k>authenticator|google authenticator|authy|duo mobile|totp app|2fa app|mfa app|otp app|"
        r"code to (?:log ?in|sign ?in|verify|confirm)|(?:confirmation|access|activation|approval|authori[sz]ation|"
        r"pairing|e-?mail|text|2-step|two-step|2sv|recovery|backup|reset|login|sign-?in) code|one-time pin|passcode)"
        r"(?:\s+(?:app\s+)?(?:shows?|showed|says|said|displays?|gives|gave|generated|reads?|is|was|code|:))+\s*:?\s*"
        + _OTP_DIGITS, _I),
        ("authenticator", "authy", "duo mobile", "totp app", "#fa app", "mfa app", "otp app", "code to ", "one-time pin",
         "passcode", *(f"{w} code" for w in ("confirmation", "access", "activation", "approval", "authorization",
                                              "authorisation", "pairing", "email", "e-mail", "text", "#-step",
                                              "two-step", "#sv", "recovery", "backup", "reset", "login", "signin",
                                              "sign-in"))), _one_time_code),
    _Detector("one_time_code", re.compile(
        r"\b(?:use|enter|type|input|key in) (?:the )?(?:code|otp|pin|passcode)\s*:?\s*(?P<v>\d{4,8}|\d{3}[ -]\d{3})"
        r"(?![\w-]|[ -]\d)\s+(?:to|for|when|as|at)\b", _I),
        tuple(f"{v} {t}{k}" for v in ("use", "enter", "type", "input", "key in") for t in ("", "the ")
              for k in ("code", "otp", "pin", "passcode")),
        _digits_code),
    # TOTP seeds and otpauth:// URIs.
    _Detector("one_time_code", re.compile(
        r"otpauth://[^\s]*?[?&]secret=(?P<v>[A-Za-z2-7]{16,})"
        r"|\b(?:totp|2fa|mfa|otp|authenticator|two-factor)\s+(?:seed|secret|key|setup key|shared secret)\b"
        + _FOR_PHRASE + r"\s*(?:(?:is|was)\b\s*:?|[:=-])?\s*(?P<v2>[A-Za-z2-7]{4}(?: ?[A-Za-z2-7]{4}){3,}=*)(?![A-Za-z0-9])", _I),
        ("otpauth://", "totp", "#fa", "mfa", "otp", "authenticator", "two-factor"),
        _via_group(_base32_seed)),
    # Backup / recovery codes: "backup codes: bi3k3-g1qsu j51gl-tivg6".
    _Detector("one_time_code", re.compile(
        r"\b(?:backup|recovery|reset|emergency|scratch|rescue|2fa|mfa)(?:\s+(?:recovery|backup|login|verification|"
        r"2fa|mfa|sign-in))?\s+codes?\b(?:[ \t]+(?:for|of|to)(?:[ \t]+[\w.@-]+){1,4}?"
        r"(?=[ \t]*(?:\([^()\n]{1,60}\))?\s*(?:(?:are|is)\b|[:=—–-])))?(?:[ \t]*\([^()\n]{1,60}\))?"
        r"\s*(?:(?:are|is)\b\s*:?|[:=—–-])?"
        r"\s*(?:>[ \t]*)?(?:[-*•][ \t]+|\d{1,2}[.)][ \t]+)?(?P<v>[A-Za-z0-9]{4,10}(?:-[A-Za-z0-9]{4,10}){0,7}"
        r"(?:[\s,;]+(?:>[ \t]*)?(?:[-*•][ \t]+|\d{1,2}[.)][ \t]+)?[A-Za-z0-9]{4,10}(?:-[A-Za-z0-9]{4,10}){0,7})*)(?![\w-])",
        _I),
        ("backup", "recovery", "reset", "emergency", "scratch", "rescue", "#fa", "mfa"), _recovery_codes),
    # A value assigned to a NAME ending in "key": SIGNING_KEY=..., "encryptionKey": "...".
    _Detector("api_key", re.compile(r"(?<![A-Za-z0-9_.-])(?P<k>[A-Za-z0-9_.-]*(?i:key))[\"']?\s*(?:=|:|=>)\s*[\"']?(?:base64:)?(?P<v>"
                                    + _VALUE + r")"),
              ("key",), _named_key),
    # A long random value right after "api key" / "token" / "secret", with no connector: "API token 8EI6...".
    _Detector(
        "api_key",
        re.compile(r"(?i:\b(?:api[_ -]?key|(?:access|auth|api|bearer|refresh|session)[_ -]?token|token|"
                   r"secret(?:[_ -]access)?(?:[_ -]key)?))"
                   r"(?:[ \t]*\([^()\n]{1,40}\))?\s+"
                   r"(?P<v>[A-Za-z0-9_\-+/=]{20,})(?![A-Za-z0-9_\-+/=])"),
        ("api", "token", "secret"),
        _high_entropy,
    ),
    # Generic labelled tokens: api_key=..., "client_secret": "...", access token is ..., Bearer ...
    _Detector(
        "api_key",
        re.compile(
            r"(?:(?<![A-Za-z0-9])(?i:api[_ -]?key|secret(?:[_ -]?key)?|(?:private|signing|encryption|wallet|client|application|app)"
            r"[_ -]?(?:key|secret)|"
            r"(?:access|auth|refresh|api|bearer|private|session)[_ -]?token|token)" + _FOR_PHRASE
            + r"[\"']?\s*(?:[:=]|=>|\bis\b)|\b(?i:bearer))\s*[\"']?(?P<v>" + _VALUE + r")"
        ),
        ("api", "_", "secret", "token", "bearer", "private", "signing", "encryption", "wallet", "client",
         *(f"{w}{sep}key" for w in ("app", "application") for sep in ("", " ", "-"))),
        _high_entropy,
    ),
    # Keys named for their role: "the master key for the vault is ...", "deploy token: ...", "root_secret = ...".
    _Detector("api_key", re.compile(
        r"(?<![A-Za-z0-9])(?i:(?:master|deploy|root|admin|service|account)[_ -]?(?:key|secret|token))" + _FOR_PHRASE
        + r"[\"']?\s*(?:[:=]|=>|\bis\b)\s*[\"']?(?P<v>" + _VALUE + r")"),
        tuple(f"{w}{sep}{t}" for w in ("master", "deploy", "root", "admin", "service", "account") for sep in ("", " ", "_", "-")
              for t in ("key", "secret", "token")), _high_entropy),
    # ---- Round 3 families (issue 13): general rules, each checked on examples of its own in the tests.
    # Webhook URLs that carry their own secret: Discord, Microsoft Teams, Zapier; Telegram bot tokens in API URLs.
    _Detector("api_key", re.compile(
        r"(?P<v>discord(?:app)?\.com/api/webhooks/\d{15,22}/[A-Za-z0-9_-]{50,80}"
        r"|\.webhook\.office\.com/webhookb2/[\w@.-]{20,120}/IncomingWebhook/[A-Za-z0-9]{32}/[\w-]{20,40}"
        r"|hooks\.zapier\.com/hooks/catch/\d{3,12}/[A-Za-z0-9]{4,12})", re.I),
        ("discord", "webhook.office.com", "hooks.zapier.com")),
    _Detector("api_key", re.compile(r"/bot(?P<v>\d{8,10}:[A-Za-z0-9_-]{35})(?![\w-])"), ("/bot",)),
    # More vendor formats with a fixed prefix (the shape is proof enough).
    _Detector("api_key", re.compile(
        r"(?<![\w.-])(?P<v>sbp_[a-f0-9]{40}|xkeysib-[a-f0-9]{64}-[A-Za-z0-9]{16}|pul-[a-f0-9]{40}|nfp_[A-Za-z0-9]{36}"
        r"|shippo_(?:live|test)_[a-f0-9]{40}|AKID[A-Za-z0-9]{32}|SCW[A-Z0-9]{17}|HRKU-[A-Za-z0-9_-]{36,}"
        r"|CFPAT-[A-Za-z0-9_-]{43}|FLWSECK(?:_TEST)?-[a-f0-9]{32}-X|ATBB[A-Za-z0-9_=.-]{32,}"
        r"|[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_-]{60,}|dt0c01\.[A-Z0-9]{24}\.[A-Z0-9]{64}|AQVN[A-Za-z0-9_-]{35,38}"
        r"|sl\.[A-Za-z0-9_-]{130,}|pat[A-Za-z0-9]{14}\.[a-f0-9]{64}|lsv2_(?:pt|sk)_[a-f0-9]{32}_[a-f0-9]{10}"
        r"|nvapi-[A-Za-z0-9_-]{64}|pcsk_[A-Za-z0-9]{5,7}_[A-Za-z0-9]{60,}|EZAK[a-z0-9]{54}"
        r"|AAAA[A-Za-z0-9_-]{7}:APA91b[A-Za-z0-9_-]{100,}|[a-f0-9]{32}-us\d{1,2})(?![\w-])"),
        ("sbp_", "xkeysib-", "pul-", "nfp_", "shippo_", "akid", "scw", "hrku-", "cfpat-", "flwseck", "atbb",
         ".atlasv#.", "dt#c##.", "aqvn", "sl.", "pat", "lsv#_", "nvapi-", "pcsk_", "ezak", ":apa##b", "-us#"),
        _letters_and_digits),
    # (Patterns start with their literal, the boundary checked behind it: re then searches for the literal.)
    # Twilio: an auth token right after its account SID ("Client('AC...', '<32 hex>')").
    _Detector("api_key", re.compile(r"AC(?<!\wAC)[0-9a-f]{32}[\"']?\s*[,:;/]\s*[\"']?(?P<v>[0-9a-f]{32})(?![0-9a-f])"),
              ("ac",), _letters_and_digits),
    # Passwords handed to commands: echo X | sudo -S / --password-stdin / chpasswd, <(echo X), here-strings,
    # archive tools (7z -pX, zip -P X), htpasswd -b, keytool -storepass X, PowerShell ConvertTo-SecureString.
    _Detector("password", re.compile(
        r"\b(?:echo|printf)\s+(?:-[ne]+\s+)?(?P<v>\"[^\"\n]{3,64}\"|'[^'\n]{3,64}'|[^\s|;&'\"<>]{3,64})\s*\|\s*"
        r"(?:sudo\s+(?:-\w+\s+)*?-S\b|[^\n|]{0,80}?(?:--password-stdin|--passphrase-stdin|--stdin\b|\s-S\b)|chpasswd\b|passwd\b)"
        r"|<\(\s*(?:echo|printf)\s+(?:-[ne]+\s+)?(?P<v2>\"[^\"\n]{3,64}\"|'[^'\n]{3,64}'|[^\s)'\"]{3,64})\s*\)"
        r"|--(?:password|passphrase)-stdin\b[^\n]{0,80}?<<<\s*(?P<v3>\"[^\"\n]{3,64}\"|'[^'\n]{3,64}'|\S{3,64})"
        r"|\b(?:7z|7za|7zr|rar|unrar)\b[^\n]{0,60}?\s-p(?P<v4>\"[^\"\n]+\"|'[^'\n]+'|[^\s\"'-]\S*)"
        r"|\b(?:zip|unzip|zipcloak)\b[^\n]{0,60}?\s-(?-i:P)\s*(?P<v5>\"[^\"\n]+\"|'[^'\n]+'|[^\s\"'-]\S*)"
        r"|\bhtpasswd\s+(?:-[a-z]+\s+)*?-[a-z]*b[a-z]*\s+(?:-[a-z]+\s+)*(?:[^\s-]\S*\s+){1,2}?"
        r"(?P<v6>\"[^\"\n]+\"|'[^'\n]+'|[^\s\"'|;&-][^\s|;&]*)(?=[ \t]*(?:$|[|;&\n]))"
        r"|\bConvertTo-SecureString\s+(?:-String\s+)?(?P<v8>\"[^\"\n]+\"|'[^'\n]+')\s+-AsPlainText", re.I | re.M),
        ("echo", "printf", "<<<", *_AFTER_SPACE("-p"), "htpasswd", "convertto-securestring"), _via_group(_cli_secret)),
    # (the value on the flag's line: keytool's "-storepass:env STOREPASS" names a variable, and that name at its
    # line's end is no flag before the next line's "Alias name", round 28)
    _Detector("password", re.compile(r"(?<![\w-])-?(?:store|key|src|dest|srcstore|deststore|srckey|destkey)pass(?:word)?[ \t]+"
                                     r"(?P<v>\"[^\"\n]+\"|'[^'\n]+'|[^\s\"'-]\S*)", re.I),
              ("storepass", "keypass"), _cli_secret),
    # Any command-line option named for a secret: --db-password X, --api-token=X, -client-secret X.
    _Detector("password", re.compile(
        r"-(?<![\w-]-)-?(?P<k>[a-z][a-z0-9-]{0,30}?(?:password|passwd|passphrase|secret|token|api-?key|apikey|"
        r"access-key|secret-key))(?:[ \t]+|=)(?P<v>\"[^\"\n]+\"|'[^'\n]+'|[^\s\"'-]\S*)", re.I),
        ("pass", "secret", "token", "apikey", "api-key", "access-key"), _option_secret),
    # Oracle's user/password@db: jdbc:oracle:thin:scott/tiger@host, sqlplus scott/tiger@orcl.
    _Detector("password", re.compile(
        r"(?:jdbc:oracle:(?:thin|oci8?):|\b(?:sqlplus|sqlldr|expdp|impdp|rman|dgmgrl)\s+(?:-[a-z]+\s+)*(?:target[= ]\s*)?)"
        r"[\"']?[A-Za-z0-9_$#.]+/(?P<v>[^\s@/\"']+)@", re.I),
        ("jdbc:oracle:", "sqlplus", "sqlldr", "expdp", "impdp", "rman", "dgmgrl"), _url_password),
    # Lists of codes: "TAN list for <IBAN>: 331281, 018627", "iTANs: ...".
    _Detector("one_time_code", re.compile(
        r"(?:(?-i:\b(?:m|i|sms|push|e)?TANs?\b)|\btan[- ]?(?:list[ae]?|codes|numbers|nummern)\b)[^\n:]{0,60}?:\s*"
        r"(?P<v>\d{5,8}(?:[ \t]*[,;/][ \t]*\d{5,8}|[ \t]+\d{5,8})+)", re.I),
        (*_AFTER_CHARS("tan"), "tans", "tan-", "tan:"), _code_list),
    # "u: backup  p: X", "user=ops pass=X".
    _Detector("password", re.compile(
        r"(?<![\w-])(?:u|usr|user|username|login)[ \t]?[:=][ \t]*[^\s,;:=]{1,64}[,;]?[ \t]+(?:p|pw|pwd|pass|password)[ \t]?[:=][ \t]*"
        + _PW_VALUE, re.I), ("u:", "u=", "u :", "u =", "usr", "user", "login"), _strong_value),
    # The value first: "N1mbu$1994! is the KeePass master password".
    _Detector("password", re.compile(
        r"(?<![^\s\"'(:])(?P<v>[^\s\"'`]{6,64})[ \t]+(?:is|was|will be|=)[ \t]+(?:the|my|our|your|their|his|her)[ \t]+"
        r"(?P<w>(?:[\w-]+[ \t]+){0,3}?)(?:password|passphrase|passcode|pass ?word|pwd)\b(?P<a>[ \t]+\w+)?", re.I),
        ("pass", "pwd"), _value_before_keyword),
    # "pass" for "password" after a determiner or a role: "login is admin and the pass is Spring2024!".
    _Detector("password", re.compile(
        r"(?<![\w-])(?:the|my|your|our|their|his|her|admin|root|wifi|wi-fi|db|and)[ \t]+(?:[\w-]{2,20}[ \t]+)?pass[ \t]+"
        r"(?:is|was)\b[ \t]*:?[ \t]*"
        + _PW_VALUE, re.I), ("pass",), _strong_value),
    # "log in with admin:Winter2024!", "use X to unlock the laptop", "code 839201 to sign in".
    _Detector("password", re.compile(
        r"\b(?:log ?in|sign ?in|logon|connect|authenticate|ssh)\s+(?:to\s+\S+\s+)?(?:with|using|as)\s+[^\s:@/]{1,64}:"
        r"(?P<v>[^\s@]{1,64})(?!\S*@)"
        r"|\b(?:use|enter|type)\s+(?P<v2>\S{6,64})\s+to\s+(?:unlock|log ?in|sign ?in|decrypt|open the|access the|connect)\b",
        re.I), ("log in", "login", "sign in", "signin", "logon", "connect", "authenticate", "ssh", "use", "enter",
                "type"), _via_group(_credential_like)),
    _Detector("one_time_code", re.compile(
        r"\b(?:code|otp|passcode)\s*:?\s*(?P<v>\d{4,8}|\d{3}[ -]\d{3})\s+to\s+"
        r"(?:sign ?in|log ?in|verify|confirm|continue|complete|authenticate|finish)\b", re.I),
        ("sign", "log", "verify", "confirm", "continue", "complete", "authenticate", "finish"), _digits_code),
    # Secret phrases and words: "unlock phrase for the drive: X", "the safe word is X", "code word: X".
    _Detector("password", re.compile(
        r"\b(?P<k>(?:unlock|secret|safe|code|magic|master|vault|disk|drive|encryption|decryption|keystore)[ -]?"
        r"(?:phrase|word))\b" + _FOR_PHRASE + r"(?:[ \t]*(?:(?:is|was)\b[ \t]*:?|[:=])|[ \t]+-)[ \t]*" + _PW_VALUE, re.I),
        ("phrase", "word"), _intl_stated),
    # Passwords in SQL and server configs: IDENTIFIED BY 'X', requirepass X, masterauth X; registry auth (docker
    # config.json "auth", .npmrc _auth) as base64 user:password.
    _Detector("password", re.compile(
        r"\bIDENTIFIED\s+(?:WITH\s+\w+\s+)?BY\s+(?:PASSWORD\s+)?(?P<v>'[^'\n]+'|\"[^\"\n]+\")"
        r"|(?<![\w-])(?:requirepass|masterauth)[ \t]+(?P<v2>\"[^\"\n]+\"|'[^'\n]+'|[^\s\"']+)", re.I | re.M),
        ("identified", "requirepass", "masterauth"), _via_group(_cli_secret)),
    _Detector("password", re.compile(r"\bIDENTIFIED\s+BY\s+(?P<v>[^\s;'\"]+)", re.I), ("identified",), _strong_value),
    _Detector("password", re.compile(r"(?<![\w-])[\"']?_?auth[\"']?\s*[:=]\s*[\"']?(?P<v>[A-Za-z0-9+/]{8,}={0,2})(?![A-Za-z0-9+/=])"),
              ("auth",), _basic_auth),
    # Session cookies: "Cookie: sessionid=<random>", "Set-Cookie: JSESSIONID=...".
    _Detector("api_key", re.compile(
        r"\b(?:Set-)?Cookie:[ \t]*(?:[^\n]{0,200}?[; \t])?(?P<k>[\w.-]{0,20}(?:sess|sid|auth|token|remember|login)[\w.-]{0,20})"
        r"=(?P<v>[^;\s]{16,256})", re.I), ("cookie:",), _high_entropy),
    # Wi-Fi, the noun first: "le code wifi c'est X", "clé du réseau : X", "key for the wifi is X".
    _Detector("password", re.compile(
        r"\b(?:code|codes|clé|clef|cle|key|chiave|sleutel|schlüssel|nyckel|nøkkel|kod|klucz|anahtar|senha|password|passwort|"
        r"mot de passe|contraseña|contrasena|wachtwoord|parola|hasło|haslo|lösenord|losenord|пароль)[ \t]+"
        r"(?:(?:du|de la|del|de|do|da|des|della|dello|for|für|fürs|van|het|of|to|dla|od)[ \t]+)?(?:the[ \t]+|le[ \t]+|la[ \t]+|il[ \t]+)?"
        r"(?:wi-?fi|wlan|wireless|réseau|reseau|wpa2?|wpa3|psk)\b" + _FOR_INTL + _CONNECT_INTL + _PW_VALUE_INTL, re.I),
        ("wifi", "wi-fi", "wlan", "wireless", "réseau", "reseau", "wpa", "psk"), _intl_stated),
    # ---- Round 4 families (issue 13): structures credentials come in, whatever the vendor or language.
    # Credentials passed to code: auth=("user", "pw"), HTTPBasicAuth('user', 'pw'), BasicAuth("user", "pw").
    _Detector("password", re.compile(
        r"\b(?:auth|basic_auth|http_auth|httpauth|HTTPBasicAuth|HTTPDigestAuth|BasicAuth|DigestAuth|credentials)"
        r"[ \t]?[=(:][ \t]*[(\[]?[ \t]*(?P<q>[\"'])[^\"'\n]{1,64}(?P=q)[ \t]*,[ \t]*(?P<v>\"[^\"\n]{1,128}\"|'[^'\n]{1,128}')",
        re.I), tuple(f"{w}{sp}{c}" for w in ("auth", "credentials") for sp in ("", " ", "\t") for c in "=(:"), _cli_secret),
    # A NAME set by a command, no "=": fish's set -x NAME value, csh setenv, setx, travis env set, gh secret set
    # --body; Dockerfile ENV/ARG. (The letter is matched first, case-sensitively, and the word boundary looked
    # behind it: ~4x faster than \b(?i:set...) on long prose, where "set" is a common word.)
    _Detector("api_key", re.compile(
        r"(?:[sS](?<![\w-][sS])(?i:et(?:x|env)?)|(?<![\w-])(?:ENV|ARG))[ \t]+(?:-{1,2}[A-Za-z-]+[ \t]+)*"
        r"(?P<k>[A-Za-z_][A-Za-z0-9_]*)(?:[ \t]+(?:--body|--value|-b))?[ \t]+"
        r"(?P<v>\"[^\"\n]{1,200}\"|'[^'\n]{1,200}'|[^\s\"'-][^\s\"']*)"),
        ("set ", "set\t", "setx", "setenv", "env ", "env\t", "arg ", "arg\t"), _assigned_secret),
    # More tools that take a password on the command line: ldapsearch -w X, smbclient -U user%X, xfreerdp /p:X,
    # openssl enc -k X, ssh-keygen -N X, net use ... /user:u X.
    _Detector("password", re.compile(
        r"\bldap(?:search|modify|add|delete|whoami|passwd|compare|exop)\b[^\n]{0,80}?\s-w[ \t]+(?P<v>\"[^\"\n]+\"|'[^'\n]+'|[^\s\"'-]\S*)"
        r"|\b(?:smbclient|rpcclient|smbmap|crackmapexec|nxc|impacket-\w+)\b[^\n]{0,80}?\s(?:-U|--user)[ \t]*[\"']?[^\s%\"']+%"
        r"(?P<v2>[^\s\"']+)"
        r"|\b(?:xfreerdp|wlfreerdp|sdl-freerdp)\b[^\n]{0,120}?\s/p:(?P<v3>\"[^\"\n]+\"|'[^'\n]+'|\S+)"
        r"|\bopenssl\b[^\n]{0,80}?\s-k[ \t]+(?P<v4>\"[^\"\n]+\"|'[^'\n]+'|[^\s\"'-]\S*)"
        r"|\bssh-keygen\b[^\n]{0,80}?\s-[NP][ \t]+(?P<v5>\"[^\"\n]+\"|'[^'\n]+'|[^\s\"'-]\S*)"
        r"|\bnet[ \t]+use\b[^\n]{0,80}?/user:[^\s]+[ \t]+(?P<v6>\"[^\"\n]+\"|[^\s\"/*-]\S*)", re.I),
        ("ldap", "smbclient", "rpcclient", "smbmap", "crackmapexec", "nxc", "impacket-", "freerdp", "openssl",
         "ssh-keygen", "net use", "net\tuse"), _via_group(_cli_secret)),
    # A JSON Web Key holding its private part ("d") or a symmetric key ("k").
    _Detector("private_key", re.compile(
        r"\"?kty\"?[ \t]*:[ \t]*\"?(?:RSA|EC|OKP|oct)\"?[^{}]{0,600}?[{,][ \t]*\"?(?:d|k)\"?[ \t]*:[ \t]*\"?"
        r"(?P<v>[A-Za-z0-9_-]{16,})"
        r"|[{,][ \t]*\"?(?:d|k)\"?[ \t]*:[ \t]*\"?(?P<v2>[A-Za-z0-9_-]{16,})\"?[^{}]{0,600}?\"?kty\"?[ \t]*:"), ("kty",),
        _via_group(_letters_and_digits)),
    # A NAME given as a string to code: define('DB_PASSWORD', 'x'), os.environ["API_KEY"] = "x", putenv("TOKEN", "x"),
    # System.setProperty("db.password", "x"), ENV["SECRET"] = "x".
    _Detector("api_key", re.compile(
        r"(?:(?P<q>[\"'])(?:" + "|".join(f"(?<={f}\\({sp}.)" for f in _SETTERS for sp in ("", " ")) + r")"
        r"(?P<k>[A-Za-z0-9_.-]{1,60})(?P=q)[ \t]*,"
        r"|(?P<q2>[\"'])(?:(?<=\[.)|(?<=\[ .))(?P<k2>[A-Za-z0-9_.-]{1,60})(?P=q2)[ \t]*\][ \t]*=)"
        r"[ \t]*(?P<v>\"[^\"\n]{1,200}\"|'[^'\n]{1,200}')"),
        (*dict.fromkeys(f"{f.lower()}({sp}" for f in _SETTERS for sp in ("", " ")), '["', "['", '[ "', "[ '"),
        _quoted_name_secret),
    # base64 of a PEM private key (kubeconfig client-key-data, Kubernetes tls.key, CI variables): "-----BEGIN" encoded.
    _Detector("private_key", re.compile(r"(?<![A-Za-z0-9+/])(?P<v>LS0tLS1CRUdJTi[A-Za-z0-9+/]{40,}={0,2})"), ("ls#tls#crudjti",),
              _base64_private_key),
    # OpenVPN static keys and Redis AUTH commands.
    _Detector("private_key", re.compile(r"(?P<v>-----BEGIN OpenVPN Static key V1-----\s*[0-9a-f]{32})"), ("-----begin openvpn",)),
    _Detector("password", re.compile(r"(?<![\w-])AUTH[ \t]+(?:(?P<u>[^\s\"']{1,64})[ \t]+)?(?P<v>\"[^\"\n]{1,64}\"|'[^'\n]{1,64}'|[^\s\"']{6,64})"
                                     r"[ \t]*$", re.M), ("auth ", "auth\t"), _strong_value),
    # expect scripts: a password prompt, then the reply sent to it.
    _Detector("password", re.compile(
        r"\bexpect[ \t]+[\"'{]?[^\n]{0,40}?(?i:pass(?:word|phrase|code)?|passwort|mot de passe)[^\n]{0,10}\n[ \t]*send[ \t]+(?:--[ \t]+)?"
        r"(?P<v>\"[^\"\n]{1,128}\"|'[^'\n]{1,128}'|\{[^}\n]{1,128}\})"), ("expect",), _sent_secret),
    # Authorization headers of any scheme: "Authorization: SSWS 00Qc...", "Authorization: Token 9944...".
    _Detector("api_key", re.compile(
        r"(?i:\bauthorization)[\"']?[ \t]*[:=][ \t]*[\"']?(?:(?!(?i:basic)\b)[A-Za-z][A-Za-z0-9-]{1,20}[ \t]+)?"
        r"(?P<v>[A-Za-z0-9._~+/=-]{16,})(?![\w.~+/=-])"), ("authorization",), _high_entropy),
    # Wi-Fi with words between, stated: "The wifi at the cabin is 'Lakeside2024!'", "wifi: CabinNet / Lakeside2024!".
    _Detector("password", re.compile(
        r"\b(?:wi-?fi|wlan|wireless|hotspot)\b(?:[ \t]+[^\s:=.!?,;/]{1,30}(?![^\s:=.!?,;/])){0,4}?(?:[ \t]*[:=]|[ \t]+(?:is|was)\b:?)[ \t]*"
        r"(?:(?P<ssid>[^\s/]{1,32})[ \t]*/[ \t]*)?" + _PW_VALUE, re.I),
        ("wifi", "wi-fi", "wlan", "wireless", "hotspot"), _wifi_value),
    # One-time codes with words between, in any language (see _window).
    _Detector("one_time_code", re.compile(_window(_OTP_INTL_KEYWORD, words=4) + _OTP_VALUE, re.I), _OTP_INTL_ANCHORS, _one_time_code),
    _Detector("one_time_code", re.compile(_window(_OTP_WORDS_EN, words=4) + _OTP_VALUE, re.I), _OTP_EN_ANCHORS, _one_time_code),
    # XML settings: <add key="ApiSecret" value="..."/>, <password>...</password>, <client-secret>...</client-secret>.
    _Detector("api_key", re.compile(
        r"\b(?:key|name)[ \t]*=[ \t]*(?P<q>[\"'])(?P<k>[^\"'\n]{1,60})(?P=q)[ \t]+value[ \t]*=[ \t]*"
        r"(?P<v>\"[^\"\n]{1,200}\"|'[^'\n]{1,200}')"
        r"|<(?P<k2>[\w.:-]{0,40}(?i:password|passwd|pass|pwd|secret|token|api[_-]?key|secret[_-]?key|access[_-]?key|private[_-]?key"
        r"|(?<=[a-z])Key))>"
        r"(?P<v2>[^<\n]{1,200})</"
        r"|\b(?:key|name)[ \t]*=[ \t]*(?P<q3>[\"'])(?P<k3>[^\"'\n]{1,60})(?P=q3)[^>\n]{0,40}>(?P<v3>[^<\n]{1,200})</", re.I),
        ("value", "password>", "passwd>", "pass>", "pwd>", "secret>", "token>", "key>", "key=", "key =", "key\t", "name=", "name =",
         "name\t"), _via_group(_xml_setting)),
    # .pgpass lines, host:port:database:user:password ("*" for any field but the password).
    _Detector("password", re.compile(
        r"(?<![\w.:*-])(?:\*|[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+|[A-Za-z0-9-]{3,}):(?:\d{1,5}|\*):(?:\*|[\w.-]+):(?:\*|[\w.@-]+):"
        r"(?P<v>[^\s:]{4,128})(?![^\s])"),
        (":*:", ":#:", ":##:", ":###:", ":####:", ":#####:"), _pgpass_password),
    # A PIN named with words in between and a colon: "PIN карты: 6590", "PIN de la carte : 1234".
    _Detector("password", re.compile(r"(?<![\w-])(?:PIN|Pin|pin)(?:[ \t]+[^\s:=\d]{1,20}){1,3}?[ \t]*[:=][ \t]*(?P<v>\d{4,8})(?!\d)"),
              _AFTER_CHARS("pin"), _pin_code),
    # Digits after a password word where CJK writes it: "银行卡密码是864477", "비밀번호는 482913".
    _Detector("password", re.compile(r"(?:密码|密碼|口令|暗証番号|パスワード|비밀번호|암호|รหัสผ่าน)[ \t]*(?:是|为|為|は|:|：|는|은|คือ)[ \t]*"
                                     r"(?P<v>\d{4,12})(?!\d)"),
              ("密码", "密碼", "口令", "暗証番号", "パスワード", "비밀번호", "암호", "รหัสผ่าน"), _digits_code),
    # A token labelled and stated with ":" or "=", whose value holds symbols: "auth token for the registry: 0N3z6J(4Y]8...".
    _Detector("api_key", re.compile(
        r"(?i:\b(?:api[_ -]?key|(?:access|auth|api|bearer|refresh|session|deploy|registry)[_ -]?token|token|"
        r"secret(?:[_ -]key)?|client[_ -]secret))" + _FOR_PHRASE + r"[ \t]*[:=][ \t]*(?P<v>[^\s\"'`]{16,100})"),
        ("api", "token", "secret"), _symbol_token),
    # ---- Round 5 families (issue 13).
    # Session cookies by their NAME, with or without "Cookie:" (JSESSIONID=, PHPSESSID=, connect.sid=, laravel_session=,
    # _gh_sess=, .AspNetCore.Cookies=, ASP.NET_SessionId=): the literal first, the rest of the NAME looked at by the validator.
    _Detector("api_key", re.compile(
        r"(?P<k>(?i:sess|\.sid|\.aspnetcore\.|\.aspxauth|remember_web_|remember_token)[\w.-]{0,64})=[\"']?(?P<v>[^;\s'\"]{16,4096})"),
        ("sess", ".sid", ".aspnetcore.", ".aspxauth", "remember_web_", "remember_token"), _session_cookie),
    # "-u USER -p PASS" on any command (docker login, psexec, ...): a credential-like value (mysql's "-p db" prompts).
    _Detector("password", re.compile(r"(?<!\S)-u[ \t]+[^\s-]\S*[ \t]+-p[ \t]+(?P<v>\"[^\"\n]+\"|'[^'\n]+'|[^\s-]\S*)"),
              ("-u ", "-u\t"), _strong_value),
    # Commands that take a user then a password: net user NAME PASS, rabbitmqctl add_user/change_password NAME PASS,
    # mosquitto_passwd -b FILE NAME PASS; FTP clients' -u user,password; HTTPie's --auth / -a user:password.
    _Detector("password", re.compile(
        r"\bnet[ \t]+user[ \t]+(?:\"[^\"\n]+\"|[^\s/\"]+)[ \t]+(?P<v>\"[^\"\n]+\"|[^\s/\"*][^\s]*)"
        r"|\brabbitmqctl\b[^\n]{0,40}?\b(?:add_user|change_password)[ \t]+(?:\"[^\"\n]+\"|'[^'\n]+'|\S+)[ \t]+"
        r"(?P<v2>\"[^\"\n]+\"|'[^'\n]+'|[^\s\"'-]\S*)"
        r"|\bmosquitto_passwd\b[^\n]{0,40}?\s-b[ \t]+\S+[ \t]+\S+[ \t]+(?P<v3>\"[^\"\n]+\"|'[^'\n]+'|[^\s\"'-]\S*)"
        r"|\b(?:lftp|ncftp\w*)\b[^\n]{0,60}?\s-u[ \t]+[\"']?[^\s,\"']+,(?P<v4>[^\s\"']+)"
        r"|(?:\bhttps?\b[^\n]{0,60}?\s-a|(?<!\S)--auth)[ \t=]+[\"']?[^\s:\"'@]+:(?P<v5>[^\s\"'@]+)", re.I),
        ("net user", "net\tuser", "rabbitmqctl", "mosquitto_passwd", "lftp", "ncftp", "--auth", "-a ", "-a\t", "-a="),
        _via_group(_cli_secret)),
    # user:password@ without a scheme: Go's DSN (user:pass@tcp(host)/db), and a DSN/URL NAME's value ("DB_URL=u:p@host").
    _Detector("password", re.compile(r"(?<![\w/:@.-])[\w.-]{1,64}:(?P<v>[^\s:@/()\"']{1,128})@(?:tcp|udp|unix)\("),
              ("@tcp(", "@udp(", "@unix("), _url_password),
    _Detector("password", re.compile(
        r"(?i:dsn|url|uri|conn(?:ection)?(?:_?string)?)[\"']?[ \t]*[:=][ \t]*[\"']?[\w.-]{1,64}:"
        r"(?P<v>[^\s:@/\"']{1,128})@[\w-]+(?:\.[\w-]+)*(?::\d{1,5})?(?:[/\s\"']|$)"),
        tuple(f"{w}{q}{sp}{c}" for w in ("dsn", "url", "uri", "conn", "connection", "string") for q in ("", '"', "'")
              for sp in ("", " ", "\t") for c in ":="), _url_password),
    # An XML element named for a credential, with attributes: <Pass encoding="base64">...</Pass>, <password type="x">.
    _Detector("password", re.compile(
        r"<(?P<k>(?i:pass|pwd|passwd|password|secret|token|api[_-]?key|client[_-]?secret))[ \t]+[\w:-]+=[^>\n]{0,80}>"
        r"(?P<v>[^<\n]{1,200})</"), ("<pass", "<pwd", "<secret", "<token", "<api", "<client"), _xml_element),
    # Round 25: the password a document opens with ("The payslip PDF opens with Qv7#kL2m"): a value of a password's
    # shape, with a symbol or (ten characters or more) both cases and a digit; "opens with Acrobat Reader" is none.
    _Detector("password", re.compile(
        r"\b(?:pdf|zip|7z|rar|archive|attachment|document)\b(?:[ \t]+[^\s]{1,30}?){0,2}[ \t]+(?:opens|unlocks|open|unlock)"
        r"[ \t]+with[ \t]+(?P<v>[^\s\"'`,;]{6,64})", re.I),
        ("opens with", "open with", "unlocks with", "unlock with"), _opens_with),
    # Round 25: a password as the value of an element named for it, on the lines below: a Windows answer file's
    # <Password>\n<Value>...</Value> (<AdministratorPassword>, base64 when PlainText is false), a plist's
    # <key>password</key>\n<string>...</string> (Sequel Pro's favourites).
    _Detector("password", re.compile(
        r"<(?P<k>[\w:-]{0,40}(?i:password|passwd|pwd))>\s{0,40}<Value>(?P<v>[^<\n]{1,200})</Value>"
        r"|<key>[ \t]*(?P<k2>[\w. -]{0,40}?(?i:password|passwd|pwd|passphrase))[ \t]*</key>\s{0,40}"
        r"<string>(?P<v2>[^<\n]{1,200})</string>", re.I),
        ("password>", "passwd>", "pwd>", "password</key>", "passwd</key>", "pwd</key>", "passphrase</key>"), _element_value),
    # App passwords: "app password edsu prye agth ctau" (four groups of four letters, or sixteen letters together).
    _Detector("password", re.compile(
        r"\b(?:app(?:lication)?[ -]?(?:specific[ -])?password|app-?passwort|mot de passe d'application|contraseña de aplicación)"
        r"\b(?:[ \t]+[^\s:=]{1,30}(?![^\s:=])){0,3}?(?:[ \t]*(?:(?:is|was|ist|est|es)\b[ \t]*:?|[:=]))?[ \t]*[\"']?"
        r"(?P<v>[a-z]{4}(?:[ -][a-z]{4}){3}|[a-z]{16})(?![a-z])", re.I),
        ("app password", "app-password", "apppassword", "application password", "app specific password",
         "app-specific password", "app-specific-password", "apppasswort", "app-passwort", "mot de passe d'application",
         "contraseña de aplicación"), _app_password),
    # A token named, then a short clause, then the value: "The Twilio auth token was rotated, new one: 31ce7a...".
    _Detector("api_key", re.compile(
        r"(?i:\b(?:api[_ -]?key|(?:access|auth|api|bearer|refresh|session|deploy)[_ -]?token|token|secret(?:[_ -]key)?|"
        r"client[_ -]secret|app(?:lication)?[_ -]?(?:key|secret)))"
        r"(?P<w>,?(?:[ \t]+[^\s:=]{1,30}(?![^\s:=])){1,6}?)(?:[ \t]*[:=]|[ \t]+(?:-|—|–|->|→))[ \t]*[\"']?"
        r"(?P<v>[A-Za-z0-9_\-+/=.~]{20,200})(?![\w+/=.~-])"),
        ("api", "token", "secret", *(f"{w}{sep}key" for w in ("app", "application") for sep in ("", " ", "-", "_"))),
        _token_after_clause),
    # A credential NAME assigned a scheme and a token: FLY_API_TOKEN=FlyV1 fm2_..., AUTH_HEADER_VALUE=Bearer ... .
    _Detector("api_key", re.compile(
        r"[=:](?<=[A-Za-z0-9_.\"' \t][=:])[ \t]*[\"']?(?P<s>[A-Z][A-Za-z0-9]{1,15})[ \t]+(?P<v>[A-Za-z0-9_\-+/=.~]{20,})"),
        ("pass", "secret", "token", "api_key", "api-key", "apikey", "access_key", "access-key", "accesskey", "credential",
         "auth"), _scheme_token),
    # An authenticator's setup key typed by hand: "Can't scan the QR? Enter this key manually: 2jqa yy22 ...".
    _Detector("one_time_code", re.compile(
        r"(?i:\b(?:key|code|secret|seed)\b[^\n]{0,50}?\bmanually|\bmanual(?:[ -]entry)?[ \t]+(?:setup[ \t]+)?(?:key|code|secret)|\bsetup[ \t]+key"
        r"|\bsecret[ \t]+key[ \t]+(?:for|in)[ \t]+(?:the[ \t]+|your[ \t]+)?(?:authenticator|2fa|totp|otp)(?:[ \t]+app)?)"
        r"[^\n\w]{0,4}(?:(?i:is)[ \t]*)?(?P<v>[A-Za-z2-7]{4}(?: ?[A-Za-z2-7]{4}){3,}=*)(?![A-Za-z0-9])"),
        ("manually", "manual", "setup key", "secret key"), _base32_seed),
    # The code first: "type 783997 into the login", "483920, that's the authenticator code".
    _Detector("one_time_code", re.compile(
        r"\b(?:type|enter|put|paste|key)[ \t]+(?P<v>\d{4,8})[ \t]+(?:in|into|on)[ \t]+(?:the[ \t]+|my[ \t]+|your[ \t]+)?"
        r"(?:(?:verification|login|code|otp|2fa|mfa|security|auth|sign-in)[ \t]+)?"
        r"(?:login|log-in|sign-?in|app|prompt|field|box|form|page|screen|site|portal|website|terminal)\b"
        r"|(?<![\w.-])(?P<v3>\d{4,8})[ \t]+(?:is|was)[ \t]+(?:the|my|our)[ \t]+(?:(?:authenticator|verification|2fa|mfa|otp|"
        r"login|sign-in|security|one-time|sms|auth|access)[ \t]+(?:code|pin|token)|code[ \t]+(?:[\w-]+[ \t]+){0,2}?"
        r"(?:sent|texted|emailed|e-mailed|gave|generated|showed|shows|just sent))\b"
        r"|(?<![\w.-])(?P<v2>\d{4,8})\b[^\n\d]{0,40}?\b(?:that's|that’s|that is|it's|it’s|it is|this is)[ \t]+(?:the|my|your)[ \t]+"
        r"(?:[\w-]+[ \t]+)?(?:authenticator|verification|2fa|mfa|otp|login|sign-in|security|one-time|sms|auth|access)[ \t]+"
        r"(?:code|pin|token)\b", re.I),
        ("type #", "enter #", "put #", "paste #", "key #", "that's the", "that’s the", "that is the", "it's the", "it’s the",
         "it is the", "this is the", "that's my", "that’s my", "that is my", "it's my", "it’s my", "it is my", "this is my",
         "that's your", "that’s your", "that is your", "it's your", "it’s your", "it is your", "this is your",
         "# is the", "# was the", "# is my", "# was my", "# is our", "# was our"),
        _via_group(_digits_code)),
    # A link that resets a password or logs in once carries its token in the path: /reset/<uid>/<token>/.
    _Detector("password", re.compile(
        r"https?://[^\s/]+/(?:[^\s?#]*/)?(?i:reset|password[-_]?reset|reset[-_]?password|recover|recovery|magic[-_]?link|"
        r"one[-_]?time[-_]?login|one[-_]?time|verify|activate|activation|invite|invitations?|confirm|login|signin|sign-in|"
        r"passwordless|email[-_]?login|sso|auth)/(?P<v>[^\s?#\"'<>]{16,300})"),
        ("/reset", "/password-reset", "/password_reset", "/recover", "/magic", "/one-time", "/one_time", "/verify",
         "/activat", "/invite", "/invitation", "/confirm", "/login/", "/signin/", "/sign-in/", "/passwordless/",
         "/email-login/", "/email_login/", "/emaillogin/", "/sso/", "/auth/"), _link_token),
    # HTTP Basic credentials in prose: "the nginx basic auth line: ines:Tundra4134_orbit".
    _Detector("password", re.compile(
        r"\bbasic[ _-]?auth(?:entication)?\b[^\n:=]{0,40}[:=][ \t]*[\"']?[\w.@-]{1,64}:(?P<v>[^\s:@\"']{3,128})", re.I),
        ("basic auth", "basic-auth", "basic_auth", "basicauth"), _strong_value),
    # ---- Round 6: the structural detector (shape.py), last so that every rule above names its kind first. A context
    # word of a kind (password, code, key: in many languages), then a value among the next few tokens shaped like a
    # secret of that kind; the words between must be a sentence's connectors, not a label that takes the value.
    _Detector("password", shape.PASSWORD_WORDS, shape.PASSWORD_ANCHORS, lambda m: _shaped(m, "password")),
    _Detector("one_time_code", shape.CODE_WORDS, shape.CODE_ANCHORS, lambda m: _shaped(m, "code")),
    _Detector("one_time_code", shape.BARE_CODE_WORDS, shape.PURPOSE_ANCHORS, lambda m: _shaped(m, "code")),
    _Detector("api_key", shape.KEY_WORDS, shape.KEY_ANCHORS, lambda m: _shaped(m, "key")),
    # Round 9: the credential labels of translation catalogs (guard/lexicon.py), read like the context words above.
    *(_Detector({"password": "password", "key": "api_key", "code": "one_time_code"}[kind], finder, anchors,
                _loosely_shaped(kind))
      for kind, finder, anchors in shape.LEXICON_ROWS.values()),
    # Round 18: a password word, then in its sentence past the words the other rows read, a value with every class of
    # character or a passphrase of list words (what the password is for takes many words in many languages).
    _Detector("password", re.compile(r"\bpass(?:words?|phrase|code)\b|" + _PW_INTL_KEYWORD, _I),
              ("pass", *_PW_INTL_ANCHORS), _later_in_sentence),
    # Round 16: a password read aloud (guard/spelled.py): digit words then a symbol's name, after a password word.
    _Detector("password", spelled.SPOKEN, spelled.SPOKEN_ANCHORS, _spoken_password),
    # Recovery codes and seed phrases named anywhere in the text (the heading may come after the list).
    _Detector("one_time_code", shape.LIST_WORDS, shape.LIST_ANCHORS, _headed_list),
    # "user / password" on a line about an account; a command's password flag after its user flag; a constructor's
    # secret literal.
    _Detector("password", shape.PAIR, shape.PAIR_ANCHORS, shape.pair),
    _Detector("password", shape.PAIR_AND, shape.PAIR_AND_ANCHORS, shape.pair_and),
    _Detector("password", shape.FLAG, shape.FLAG_ANCHORS, shape.flag),
    _Detector("password", shape.NAMED_FLAG, shape.NAMED_ANCHORS, shape.named_flag),  # round 30
    _Detector("password", shape.OPTION_LIST, shape.NAMED_ANCHORS, shape.option_list),  # round 30
    _Detector("private_key", shape.CALL, shape.CALL_ANCHORS, shape.call),
    # ---- Round 7: secrets by the place they stand in (guard/places.py), no context word needed.
    # A hook URL: a random segment after /hooks/, /integration/, /trigger/, /services/ ..., or a random key= value.
    _Detector("api_key", places.HOOK_URL, places.HOOK_ANCHORS, places.hook_url),
    # An SQL row's value under a credential's column (or a key-value table's value for a credential's NAME).
    _Detector("password", places.SQL_INSERT, places.SQL_ANCHORS, places.sql_insert),
    # A password at a call's positional place: new PDO(dsn, user, password), NetworkCredential(user, password) ...
    _Detector("password", places.POSITIONAL, places.POSITIONAL_ANCHORS, places.positional),
    # Credentials as a command's arguments: curl -u user:password, lftp -u user,'password', cargo login TOKEN.
    _Detector("password", places.COMMAND, places.COMMAND_ANCHORS, places.command),
    # name: API_TOKEN / value: "..." (Kubernetes env, ECS, JSON settings).
    _Detector("api_key", places.NAME_VALUE, places.NAME_VALUE_ANCHORS, places.name_value),
    # Keys by their own form: BIP32 xprv/tprv (Base58Check), 32/64 bytes after a key word, otpauth-migration exports.
    _Detector("private_key", places.EXTENDED_KEY, places.EXTENDED_KEY_ANCHORS, places.extended_key),
    _Detector("private_key", places.BYTE_ARRAY, places.BYTE_ARRAY_ANCHORS, places.byte_array),
    _Detector("one_time_code", places.OTPAUTH_MIGRATION, places.OTPAUTH_MIGRATION_ANCHORS, places.otpauth_migration),
    # A key-shaped literal named by its line comment; a UUID whose NAME makes it the secret (Secret ID, X-Consul-Token).
    _Detector("api_key", places.COMMENTED, places.COMMENTED_ANCHORS, places.commented),
    _Detector("api_key", places.SECRET_UUID, places.SECRET_UUID_ANCHORS, places.secret_uuid),
    _Detector("api_key", places.LIVE_KEY, places.LIVE_KEY_ANCHORS, places.live_key),
    # ---- Round 8: a code beside a bank account (an IBAN on its line): a PIN, a TAN, a bank app's or device's code.
    _Detector("password", places.ACCOUNT_CODE, places.ACCOUNT_CODE_ANCHORS, places.account_code),
    # Credentials as arguments: user:password after a credentials option, a token as Basic's user, NickServ IDENTIFY,
    # "user X using Y", SNMP communities, a CLI's auth verb.
    _Detector("password", places.ARGUMENT, places.ARGUMENT_ANCHORS, places.argument),
    # A credential's value one level down: a template parameter's Default or value, a Terraform random_password's result.
    _Detector("password", places.NESTED, places.NESTED_ANCHORS, places.nested),
    # A password under a table's credential column (CSV, TSV, markdown, Jira, HTML, KeePass XML).
    _Detector("password", tables.TABLE, tables.ANCHORS, tables.table),
    _Detector("password", tables.PADDED, tables.PADDED_ANCHORS, tables.table),  # round 33: a padded header
    _Detector("password", tables.LOGIN_ROW, tables.LOGIN_ROW_ANCHORS, tables.login_row),  # round 30
    # ---- Round 10: a short code that ends the clause of its label, in any language (see _labelled_code).
    _Detector("one_time_code", _LABELLED_CODE, _LABELLED_CODE_ANCHORS, _labelled_code),
    # ---- Round 21: a code set apart at the end of a line its word opened, however it was derived (see _derived_code).
    _Detector("one_time_code", _DERIVED_VALUE, _DERIVED_ANCHORS, _derived_code),
    _Detector("one_time_code", _CODE_LINE, _CODE_LINE_ANCHORS, _code_line),
    # ---- Round 23: a manager's or supervisor's code on the shop floor (see _auth_code).
    _Detector("password", _AUTH_CODE, _AUTH_ANCHORS, _auth_code),
    # ---- Round 11: a lock's combination stated without the word "code" (see _lock_combination).
    _Detector("password", _LOCK_COMBINATION, _LOCK_ANCHORS, _lock_combination),
    # ---- Round 26: a password said aloud, ordinary words joined, beside its label (see _said_password).
    _Detector("password", _SAID_LABEL, _SAID_ANCHORS, _said_password),
    # ---- Round 26: a safe's or an alarm's duress code, named by what it guards (see guarded.py).
    _Detector("password", guarded.PATTERN, guarded.ANCHORS, guarded.guarded_code),
    # ---- Round 12: a Wi-Fi key after the network's name, whatever the word for the key (see _wifi_key).
    _Detector("password", _WIFI, _WIFI_ANCHORS, _wifi_key),
    # ---- Round 26: a key in OpenWrt's UCI ("option key 'PebbleNutmeg195'", see _UCI_KEY).
    _Detector("password", _UCI_KEY, ("option",), _uci_key),
    # ---- Round 13: a keypad's code after what it opens or arms (see _access_code); the answer to a stated security
    # question, a memorable word (see guard/answers.py).
    _Detector("one_time_code", _ACCESS, _ACCESS_ANCHORS, _access_code),
    # ---- Round 19: a key box's code in the languages of holiday-rental messages (see _keybox_code).
    _Detector("one_time_code", _KEYBOX, _KEYBOX_ROW_ANCHORS, _keybox_code),
    # ---- Round 19: a strong value ahead of a password's hint (see _hinted_password).
    _Detector("password", _HINT, _HINT_ROW_ANCHORS, _hinted_password),
    _Detector("password", answers.LABEL, answers.ANCHORS, answers.security_answer),
    _Detector("password", answers.QA, answers.QA_ANCHORS, answers.qa_answer),  # round 30
    # Round 31 (guard/slots.py): a credential word and a value's shape in the slot it governs, read further.
    _Detector("api_key", slots.LABELLED, slots.LABELLED_ANCHORS, slots.labelled),
    _Detector("api_key", slots.GROUPED, slots.GROUPED_ANCHORS, slots.grouped),
    _Detector("api_key", slots.LONG_DIGITS, slots.LONG_DIGITS_ANCHORS, slots.long_digits),
    _Detector("api_key", slots.RTMP, slots.RTMP_ANCHORS, slots.rtmp_key),
    _Detector("password", slots.ARGUMENT, slots.ARGUMENT_ANCHORS, slots.argument),
    _Detector("api_key", slots.SELF_NAMED, slots.SELF_NAMED_ANCHORS),
    _Detector("api_key", slots.FILE_CONTENT, slots.FILE_CONTENT_ANCHORS, slots.file_content),
    _Detector("api_key", slots.PRIVATE_OBJECT, slots.PRIVATE_OBJECT_ANCHORS, slots.private_object),
    _Detector("password", slots.CODE_CLAUSE, slots.CODE_CLAUSE_ANCHORS, _short_code_pin),
    _Detector("password", slots.CODE_AFTER, slots.CODE_AFTER_ANCHORS, slots.code_before),
    _Detector("api_key", slots.UUID_SECRET, slots.UUID_SECRET_ANCHORS),
    _Detector("password", slots.XML_SECRET, slots.XML_SECRET_ANCHORS, slots.xml_secret),
    _Detector("password", slots.ARROW, slots.ARROW_ANCHORS, slots.arrow),
    _Detector("password", slots.STRONG, slots.STRONG_ANCHORS, slots.strong),  # round 32: a rule-made password
    _Detector("api_key", slots.DNS_PROVIDER, slots.DNS_PROVIDER_ANCHORS, slots.dns_provider),  # round 33: Caddy
    _Detector("one_time_code", slots.KEYPAD, slots.KEYPAD_ANCHORS, slots.keypad),  # round 33: "7183#"
    _Detector("password", slots.PASSPHRASE, slots.PASSPHRASE_ANCHORS, slots.passphrase),  # round 33
    # ---- Round 21: an app password, sixteen random lowercase letters near a password word (guard/letters.py).
    _Detector("password", letters.APP_PASSWORD, letters.ANCHORS, letters.app_password),
    # ---- Round 22: a password stated last on its line after a long clause naming it (see _password_last).
    _Detector("password", _PASSWORD_LAST, letters.ANCHORS, _password_last),
    # ---- Round 23: a PIN or password beside its short label, below it or before it (see _beside_label).
    _Detector("password", _BESIDE, _BESIDE_ANCHORS, _beside_label),
    _Detector("password", _BESIDE_BELOW, _BESIDE_ANCHORS, _beside_label),
    _Detector("password", _BESIDE_FIRST, _BESIDE_ANCHORS, _beside_label),
    # ---- Round 24: a code beside a short label naming what it opens, before or after it (see _code_beside).
    _Detector("one_time_code", _CODE_AFTER, _CODE_ANCHORS, _code_beside),
    _Detector("one_time_code", _CODE_BEFORE, _LOCK_STATED_ANCHORS, _code_before_or_stated),
    _Detector("one_time_code", _CODE_SHOWN, ("code",), _code_shown),
    _Detector("one_time_code", _COPULA_FIRST, _COPULA_FIRST_ANCHORS, _code_beside),
    _Detector("password", _ENV_QUOTED, _ENV_QUOTED_ANCHORS, _env_quoted),
    _Detector("password", _SETTING_WORDS, _SETTING_WORDS_ANCHORS, _setting_words),
    _Detector("password", letters.CAPITALS, letters.CAPITALS_ANCHORS, letters.capitals),
    # ---- Round 27: an eSIM's activation code (LPA:1$host$matching-id) and a domain's transfer code (guard/transfer.py).
    _Detector("api_key", transfer.LPA, transfer.LPA_ANCHORS, transfer.activation_code),
    _Detector("api_key", transfer.MATCHING, transfer.MATCHING_ANCHORS, transfer.activation_code),
    _Detector("password", transfer.TRANSFER, transfer.TRANSFER_ANCHORS, transfer.transfer_code),
    _Detector("api_key", transfer.TUNNEL, transfer.TUNNEL_ANCHORS, transfer.tunnel_token),
    _Detector("api_key", transfer.NOTIFY, transfer.NOTIFY_ANCHORS, transfer.notify_token),
    # ---- Round 27: a passphrase piped or here-stringed into an unlocking command (guard/piped.py).
    _Detector("password", piped.PIPED, piped.ANCHORS, piped.piped_secret),
    _Detector("password", piped.HERE, ("<<<",), piped.here_secret),
    # ---- Round 28: a stored-value card's number with its PIN (guard/cards.py).
    _Detector("password", cards.SLASHED, cards.SLASHED_ANCHORS, cards.card_pin),
    _Detector("password", cards.NAMED, cards.NAMED_ANCHORS, cards.card_pin),
    # ---- Round 28: a network service's shared secret at its place in a tool's command or a config line (network.py).
    *(_Detector("password", pattern, anchors, network.service_secret) for pattern, anchors in network.ROWS),
    _Detector("password", network.COMMUNITY, network.COMMUNITY_ANCHORS, network.community),
    # ---- Round 28: a login written as its pair, the id or mail then the password (guard/logins.py).
    _Detector("password", logins.SLASHED, logins.SLASHED_ANCHORS, logins.slashed),
    _Detector("password", logins.MAILED, logins.MAILED_ANCHORS, logins.slashed),  # round 33
    _Detector("password", logins.NUMBERED, logins.NUMBERED_ANCHORS, logins.numbered),
    _Detector("password", logins.PAIRED, logins.PAIRED_ANCHORS, logins.paired),  # round 34: a user name's pair
    _Detector("password", logins.TUPLE, logins.TUPLE_ANCHORS, logins.tupled),  # round 34: ('user', 'password')
    _Detector("password", _PARTICLE_LABEL, ("wi-fi", "wifi", "wlan"), _particle_labelled),
    # ---- Round 29: a bank's code named as the SMS code in any language (guard/sms.py).
    _Detector("one_time_code", sms.SMS, sms.ANCHORS, sms.sms_code),
    # ---- Round 29: a Wi-Fi key in a shape no network's name takes, beside the Wi-Fi's word (guard/wifi.py).
    _Detector("password", wifi.WIFI, wifi.ANCHORS, wifi.wifi_key),
    _Detector("one_time_code", _RECOVERY_LABEL, ("recovery", "backup"), _recovery_code),
    # ---- Round 29: a mail relay's or a login file's password at its place in the file's syntax (guard/mailconf.py).
    _Detector("password", mailconf.RELAY, mailconf.RELAY_ANCHORS, lambda m: mailconf.relay_password(m, _placeholder)),
    _Detector("password", mailconf.NETRC, mailconf.NETRC_ANCHORS, lambda m: mailconf.relay_password(m, _placeholder)),
    _Detector("password", mailconf.CONFIG_LINE, mailconf.CONFIG_ANCHORS,
              lambda m: mailconf.config_password(m, _placeholder)),
    # ---- Round 29: a TOTP seed by its base32 shape, grouped in eights of four or one run about an authenticator (totp.py).
    _Detector("one_time_code", totp.GROUPED, totp.GROUPED_ANCHORS, totp.grouped_seed),
    _Detector("one_time_code", totp.RUN, totp.RUN_ANCHORS, totp.run_seed),
    # ---- Round 29: a software licence key in a vendor's printed shape (guard/licences.py).
    _Detector("api_key", licences.GROUPED, licences.ANCHORS, licences.grouped_key),
    _Detector("api_key", licences.HEXED, licences.ANCHORS, licences.hexed_key),
    _Detector("api_key", licences.NUMBERED, licences.NUMBERED_ANCHORS, licences.numbered_key),
    _Detector("api_key", licences.ACTIVATION, licences.ANCHORS, licences.activation_code),
    # ---- Round 33: a password stored in clear in a database dump, at its column's position (guard/dumps.py).
    _Detector("password", dumps.INSERT, dumps.INSERT_ANCHORS, lambda m: dumps.insert_value(m, _placeholder)),
    _Detector("password", dumps.COPY, dumps.COPY_ANCHORS, lambda m: dumps.copy_value(m, _placeholder)),
    _Detector("password", dumps.SELECTED, dumps.SELECTED_ANCHORS,  # round 34: select * from credentials;
              lambda m: dumps.selected_value(m, logins.password_like, _placeholder)),
    # ---- Round 35: a device's shared key as hex where a key's name governs it (guard/keyed.py).
    _Detector("api_key", keyed.NAMED, keyed.NAMED_ANCHORS, keyed.named),
    _Detector("api_key", keyed.TABLE, keyed.TABLE_ANCHORS, keyed.table),
    _Detector("api_key", keyed.BYTES, keyed.BYTES_ANCHORS, keyed.byte_array),
    _Detector("api_key", keyed.LISTED, keyed.LISTED_ANCHORS, keyed.listed),
    # ---- Round 35: a code given to be entered, read by the verb or by what it opens (guard/entered.py).
    _Detector("password", entered.ENTRY, entered.ENTRY_ANCHORS,
              lambda m: None if fp48.extension_called(m.string, m.start()) else entered.entry(m)),
    _Detector("password", entered.ENTRY_INTL, entered.ENTRY_INTL_ANCHORS, entered.entry_intl),
    _Detector("password", entered.DIALS, entered.DIALS_ANCHORS, entered.dials),
    _Detector("password", entered.DOCUMENT, entered.DOCUMENT_ANCHORS,
              lambda m: None if fp86.zip_codes(m.group()) else entered.document(m, logins.password_like)),
    _Detector("password", entered.CODE, entered.CODE_ANCHORS, lambda m: entered.code(m, _NOT_A_SECRET_CODE)),
    _Detector("password", entered.CONTROL, entered.CONTROL_ANCHORS, entered.control),
    # (its kind a code's: the near-miss check takes a "password" under a column not named for one back)
    _Detector("one_time_code", keyed.CONTROL_TABLE, keyed.CONTROL_TABLE_ANCHORS,
              lambda m: keyed.column_value(m, entered.control_header, entered.control_digits)),
    # ---- Round 36: a key carried in a link, announced as new, in a table's column, a secret's stated value (carried.py).
    _Detector("api_key", carried.FRAGMENT, carried.FRAGMENT_ANCHORS, carried.fragment),
    _Detector("password", carried.USER, carried.USER_ANCHORS, lambda m: carried.user(m, logins.password_like)),
    _Detector("api_key", carried.LOCAL_PATH, carried.LOCAL_PATH_ANCHORS, carried.local_path),
    _Detector("api_key", carried.RENEWED, carried.RENEWED_ANCHORS, carried.renewed),
    _Detector("api_key", carried.TABLE, carried.TABLE_ANCHORS,
              lambda m: keyed.column_value(m, carried.table_header, carried.token_shape)),
    _Detector("api_key", carried.SECRET, carried.SECRET_ANCHORS,
              lambda m: carried.stated_secret(m, logins.password_like)),
    _Detector("api_key", carried.MACAROON, carried.MACAROON_ANCHORS, _letters_and_digits),
    _Detector("private_key", carried.ONION, carried.ONION_ANCHORS, carried.onion_key),
    _Detector("password", carried.BARE, carried.BARE_ANCHORS, lambda m: carried.bare_password(m, logins.password_like)),
    _Detector("one_time_code", carried.SMS_COMMAND, carried.SMS_COMMAND_ANCHORS, carried.sms_command),
    # ---- Round 37: a logon code, a code named private / tracking / activation, a key of random letters (held.py).
    _Detector("password", held.LOGON, held.LOGON_ANCHORS, held.logon),
    _Detector("api_key", held.RENEWED, held.RENEWED_ANCHORS, held.renewed),
    _Detector("password", held.AS_WITH, held.AS_WITH_ANCHORS, lambda m: held.as_with(m, logins.password_like)),
    _Detector("password", held.CODE, held.CODE_ANCHORS, held.code),
    # (its kind a code's: the near-miss check takes a "password" under a column not named for one back)
    _Detector("one_time_code", held.TABLE, held.TABLE_ANCHORS,
              lambda m: keyed.column_value(m, held.code_header, held.six_code)),
    _Detector("api_key", held.TABLE, held.TABLE_ANCHORS, lambda m: keyed.column_value(m, held.key_header, held.key_letters)),
    _Detector("api_key", held.KEY, held.KEY_ANCHORS, held.key),
    _Detector("api_key", held.PATH_TOKEN, held.PATH_TOKEN_ANCHORS, held.path_token),
    _Detector("password", held.DIAL, held.DIAL_ANCHORS, held.dial),
    _Detector("password", held.TOLD, held.TOLD_ANCHORS, held.told),
    _Detector("password", held.ABOVE, held.ABOVE_ANCHORS, lambda m: held.above(m, _password_named)),
    _Detector("password", held.LAST, (*held.TOLD_ANCHORS, *shape.PASSWORD_ANCHORS, *shape.LEXICON_ROWS["password"][2]),
              lambda m: held.last(m, _password_named)),
    # ---- Round 38: a token of random letters told with "is" / "it's", keys in dashed groups, entry codes (kept.py).
    _Detector("api_key", kept.LETTERS, kept.LETTERS_ANCHORS, kept.letters),
    _Detector("api_key", kept.GROUPS, kept.GROUPS_ANCHORS, kept.groups),
    _Detector("password", kept.ENTRY, kept.ENTRY_ANCHORS, kept.entry),
    _Detector("api_key", kept.API_PATH, kept.API_PATH_ANCHORS, kept.api_path),
    _Detector("password", kept.USER_PASS, kept.USER_PASS_ANCHORS, kept.user_pass),
    _Detector("api_key", kept.BARE_SECRET, kept.BARE_SECRET_ANCHORS, kept.hex_value),
    _Detector("api_key", kept.PRIVATE_PATH, kept.PRIVATE_PATH_ANCHORS, kept.hex_value),
    # ---- Round 39: a secret shown by where it stands: a screen's lines, a login's row, a phrase's words (shown.py).
    _Detector("password", shown.SCREEN, shown.SCREEN_ANCHORS,
              lambda m: shown.screen(m, logins.password_like, _password_named)),
    _Detector("password", shown.ROW, shown.ROW_ANCHORS, lambda m: shown.row(m, logins.password_like)),
    _Detector("password", shown.PW, shown.PW_ANCHORS, lambda m: shown.shaped(m, logins.password_like)),
    _Detector("password", shown.NEW_ONE, shown.NEW_ONE_ANCHORS, lambda m: shown.shaped(m, logins.password_like)),
    _Detector("password", shown.PART, shown.PART_ANCHORS, shown.part),
    _Detector("password", shown.UNDER_KEY, shown.UNDER_KEY_ANCHORS, shown.under_key),
    _Detector("api_key", shown.QUERY, shown.QUERY_ANCHORS, shown.query),
    _Detector("password", shown.BACKUP, shown.BACKUP_ANCHORS, shown.digits_code),
    _Detector("password", shown.TYPED, shown.TYPED_ANCHORS, shown.digits_code),
    _Detector("password", shown.COLUMN, shown.COLUMN_ANCHORS,
              lambda m: keyed.column_value(m, shown.pass_header, lambda c: shown.pass_cell(c, logins.password_like))),
    _Detector("password", shown.SHORT, shown.SHORT_ANCHORS, shown.digits_code),
    # ---- Round 40: what opens an account or a door, by its service's shape or the thing it opens (opens.py).
    _Detector("password", opens.VPN_NUMBER, opens.VPN_NUMBER_ANCHORS, opens.number),
    _Detector("password", opens.IVPN_ID, opens.IVPN_ID_ANCHORS),
    _Detector("password", opens.AUTH_FILE, opens.AUTH_FILE_ANCHORS, opens.random_line),
    _Detector("password", opens.BOX, opens.BOX_ANCHORS, opens.number),
    _Detector("api_key", opens.LICHESS, opens.LICHESS_ANCHORS, opens.mixed_case),
    _Detector("api_key", opens.SCOPED, opens.SCOPED_ANCHORS),
    # ---- Round 42: a secret told by what its line names it, where its shape reads as something else (told.py).
    _Detector("api_key", told.CRYPT_KEY, told.CRYPT_KEY_ANCHORS, told.crypt_key),
    _Detector("api_key", told.FEEDER, told.FEEDER_ANCHORS, told.feeder_id),
    _Detector("api_key", told.STREAM, told.STREAM_ANCHORS, told.stream_id),
    _Detector("api_key", told.LINK_KEY, told.LINK_KEY_ANCHORS, told.hex_key),
    _Detector("api_key", told.LETTER_KEY, told.LETTER_KEY_ANCHORS, told.letter_key),
    _Detector("password", told.LOCK_TOLD, told.LOCK_TOLD_ANCHORS, told.lock_told),
    _Detector("password", told.LOCK_TABLE, told.LOCK_TABLE_ANCHORS, told.lock_table),
    _Detector("password", told.ASKED_CODE, told.ASKED_CODE_ANCHORS, told.asked_code),
    # ---- Round 43: a code told by its count of digits ("the six digits ... are 749570": grouped.py).
    _Detector("password", grouped.COUNTED, grouped.COUNTED_ANCHORS, grouped.counted),
    # ---- Round 45: a code told by what it opens, a key after a program's name for it (unlocked.py).
    _Detector("password", unlocked.OPENS_ON, unlocked.OPENS_ON_ANCHORS, unlocked.code),
    _Detector("password", unlocked.COMMA, unlocked.COMMA_ANCHORS, unlocked.code),
    _Detector("password", unlocked.KEY_SAFE, unlocked.KEY_SAFE_ANCHORS, unlocked.code),
    _Detector("password", unlocked.LIFT, unlocked.LIFT_ANCHORS, unlocked.code),
    _Detector("password", unlocked.REPLY, unlocked.REPLY_ANCHORS, unlocked.code),
    _Detector("one_time_code", unlocked.DIGIT_RUN, unlocked.DIGIT_RUN_ANCHORS, unlocked.digit_run),
    _Detector("password", unlocked.CSV_CODE, unlocked.CSV_CODE_ANCHORS, unlocked.csv_code),
    _Detector("password", unlocked.JSON_PIN, unlocked.JSON_PIN_ANCHORS, unlocked.json_pin),
    _Detector("api_key", unlocked.NAMED_KEY, unlocked.NAMED_KEY_ANCHORS, unlocked.named_key),
    # ---- Round 46: a code word in Latin letters standing out of a line of another script (foreign.py).
    _Detector("password", foreign.STANDING,
              (*held.TOLD_ANCHORS, *shape.PASSWORD_ANCHORS, *shape.LEXICON_ROWS["password"][2], *foreign.CODE_WORD_ANCHORS),
              lambda m: foreign.standing(m, _password_named)),
    # ---- Round 47: a lock that "is" its code or is unlocked "with" it, a password after "pword" / "pw" (round47.py).
    _Detector("password", round47.LOCK_IS, round47.LOCK_IS_ANCHORS, round47.code),
    _Detector("password", round47.UNLOCK_WITH, round47.UNLOCK_WITH_ANCHORS, round47.code),
    _Detector("password", round47.PWORD, round47.PWORD_ANCHORS, round47.pword),
    # ---- Round 48: a password by the login's place it stands in, a lock's code word with a year's digits (round48.py).
    _Detector("password", round48.URL_LOGIN, round48.URL_LOGIN_ANCHORS, round48.url_login),
    _Detector("password", round48.CURL_USER, round48.CURL_USER_ANCHORS, round48.value),
    _Detector("password", round48.LOGIN_PAIR, round48.LOGIN_PAIR_ANCHORS, round48.value),
    _Detector("password", round48.SCREEN, round48.SCREEN_ANCHORS, round48.value),
    _Detector("password", round48.LABEL, round48.LABEL_ANCHORS, round48.label),
    _Detector("password", round48.TABLE, round48.TABLE_ANCHORS, round48.table),
    _Detector("password", round48.CODE_IS, round48.CODE_IS_ANCHORS, round48.code),
    # ---- Round 49: a code's digits closed by a copula or "that it is" written after them, or told before the code's
    # word (round49.py).
    _Detector("password", round49.COPULA_AFTER, round49.COPULA_AFTER_ANCHORS,
              lambda m: round49.copula_after(m, _LABELLED_CODE, _labelled_code, _NOT_A_SECRET_CODE)),
    _Detector("password", round49.VALUE_FIRST, round49.VALUE_FIRST_ANCHORS,
              lambda m: round49.value_first(m, _NOT_A_SECRET_CODE)),
    _Detector("password", round49.READ_OUT, round49.READ_OUT_ANCHORS,
              lambda m: round49.read_out(m, _LABELLED_CODE, _labelled_code)),
    _Detector("password", round49.PHONE_BANK, round49.PHONE_BANK_ANCHORS, round49.phone_bank),
    _Detector("password", round49.JOINED_KEY, round49.JOINED_KEY_ANCHORS, round49.joined_key),
    # ---- Round 50: a code keyed in at a keypad, a lock's combination after a longer label (round50.py).
    _Detector("password", round50.KEYPAD_ENTRY, round50.KEYPAD_ENTRY_ANCHORS, round50.keypad_entry),
    _Detector("password", round50.LOCK_COMBINATION, round50.LOCK_COMBINATION_ANCHORS, round50.lock_combination),
    # ---- Round 51: a login with no password's word - a service, a mail address or a user name, the value (round51.py).
    _Detector("password", round51.MAILED, round51.MAILED_ANCHORS, round51.mailed),
    _Detector("password", round51.HANDLED, round51.HANDLED_ANCHORS, round51.handled),
    _Detector("password", round51.RAMZ, round51.RAMZ_ANCHORS, round51.ramz),
    # Round 55: a service, a user name and the value with words after them (round55.py).
    _Detector("password", round55.SERVICE_USER_VALUE, round55.SERVICE_USER_VALUE_ANCHORS, round55.service_user_value),
    # ---- Round 52: a phone bank's PIN by its label, a sentence inside a log's JSON string, a code after a copula's
    # particle (round52.py).
    _Detector("password", round52.PHONE_BANK_PIN, round52.PHONE_BANK_PIN_ANCHORS,
              lambda m: round52.phone_bank_pin(m, _NOT_A_SECRET_CODE)),
    _Detector("password", round52.JSON_SENTENCE, round52.JSON_SENTENCE_ANCHORS,
              lambda m: round52.json_sentence(m, lambda t: _scan(t, _every_row(t)))),
    _Detector("password", round52.PARTICLE_CODE, round52.PARTICLE_CODE_ANCHORS,
              lambda m: round52.particle_code(m, _NOT_A_SECRET_CODE)),
    _Detector("password", round52.PARTICLE_PASSWORD, round52.PARTICLE_PASSWORD_ANCHORS, round52.particle_password),
    # ---- Round 54: a URL-encoded base64 cookie, an "id|secret" token, a code told in passing, a password after "pw,
    # it's" (round54.py).
    _Detector("api_key", round54.PERCENT_BASE64, round54.PERCENT_BASE64_ANCHORS, round54.percent_base64),
    _Detector("api_key", round54.ID_BAR_TOKEN, round54.ID_BAR_TOKEN_ANCHORS, round54.id_bar_token),
    _Detector("password", round54.TOLD_CODE, round54.TOLD_CODE_ANCHORS, round54.told_code),
    _Detector("password", round54.PW_ITS, round54.PW_ITS_ANCHORS, round54.pw_its),
    # ---- Round 56: "logs in as X with V", a value with no digit or no colon, a code lock, a token's shapes (round56.py).
    _Detector("password", round56.PASSWORDS, round56.PASSWORDS_ANCHORS,
              lambda m: round56.password(m, lambda t: _scan(t, _every_row(t)))),
    _Detector("api_key", round56.TOKENS, round56.TOKENS_ANCHORS, round56.token),
    # ---- Round 57: a hex key its text names a key: a query parameter, a label, an API's version path (round57.py).
    _Detector("api_key", round57.KEYS, round57.KEYS_ANCHORS, round57.key),
    # ---- Round 58: seventeen readings, each its own row (round58.ROWS): a number before its password, command lines, ...
    *(_Detector(kind, finder, anchors, validate) for kind, finder, anchors, validate in round58.ROWS),
    # ---- Round 59: a locked place "is" its code, a service's key with a UUID, an address then its password (round59.py).
    *(_Detector(kind, finder, anchors, validate) for kind, finder, anchors, validate in round59.ROWS),
    # ---- Round 60: a code word beside its password's word in any of many languages, wherever people put it (round60.py).
    *(_Detector(kind, finder, anchors, validate) for kind, finder, anchors, validate in round60.ROWS),
    # ---- Round 61: a combination lock's code told as the turn of its wheels, in ~50 languages (round61.py).
    *(_Detector(kind, finder, anchors, validate) for kind, finder, anchors, validate in round61.ROWS),
    # ---- Round 62: "p/w" as a password's label, a door's code without the word, an e-mail glued to a key (round62.py).
    _Detector("password", round62.P_SLASH_W, round62.P_SLASH_W_ANCHORS,
              round62.p_slash_w(_stated_password, _bare_password)),
    *(_Detector(kind, finder, anchors, validate) for kind, finder, anchors, validate in round62.ROWS),
    # ---- Round 63: "password's X", a dotted passphrase, Yiddish's word, a key as a user name, a placed room's code,
    # a room safe set to a code (round63.py).
    _Detector("password", round63.POSSESSIVE, round63.POSSESSIVE_ANCHORS, round63.possessive(_bare_password)),
    *(_Detector(kind, finder, anchors, validate) for kind, finder, anchors, validate in round63.ROWS),
    # ---- Round 64: a client's key in code, a client built with a key, a key told by its name, an env file's grouped
    # key, a generated password in hyphen groups, a padlock's code, a placed store's code (round64.py).
    *(_Detector(kind, finder, anchors, validate) for kind, finder, anchors, validate in round64.ROWS),
    # ---- Round 65: two English words told as a code word right after a password's word in another language's
    # sentence (round65.py).
    *(_Detector(kind, finder, anchors, validate) for kind, finder, anchors, validate in round65.ROWS),
    # ---- Round 67: a kept room, store or cage that "is" a number, a client built with a key read more widely, a
    # UUID told as a key (round67.py).
    *(_Detector(kind, finder, anchors, validate) for kind, finder, anchors, validate in round67.ROWS),
    # ---- Round 72: a kept store or work room "is" a number, then what goes in it; a password's word over a login and the
    # password; a login and a generated password in hyphen groups; an e-mail, a dash and a password (round72.py).
    *(_Detector(kind, finder, anchors, validate) for kind, finder, anchors, validate in round72.ROWS),
    _Detector("password", round72.LABELLED_BLOCK, round72.LABELLED_BLOCK_ANCHORS,
              round72.labelled_block(lambda label: _password_named(label))),
    # ---- Round 76: a locked thing or kept room "is" its code, then what to do there; "passw"; an e-mail, an arrow and
    # a password; a short key after its label; a client's long hex id; curl's user as a key (round76.py).
    *(_Detector(kind, finder, anchors, validate) for kind, finder, anchors, validate in round76.ROWS),
    # ---- Round 78: a PIN for a numbered thing ("PIN for ext. 1900 is 8830"); a token with OAuth's "oauth:" prefix
    # (round78.py).
    *(_Detector(kind, finder, anchors, validate) for kind, finder, anchors, validate in round78.ROWS),
    # ---- Round 82: keys and tokens by their shape and their setting - "API" and a label in any language, a token
    # asked for and told, a credential's name and its value in code, markup, a query, a header or a cookie (round82.py).
    *(_Detector(kind, finder, anchors, validate) for kind, finder, anchors, validate in round82.ROWS),
    # ---- Round 84: a key or a token told by its label in any language, then a key-shaped value on its line
    # (round84.py).
    *(_Detector(kind, finder, anchors, validate) for kind, finder, anchors, validate in round84.ROWS),
)
# ---- Round 83: a code with a year's shape where no time is told ("the shed lock is 1974, ..."), a code said in short
# digit words ("portkoden är fem noll sju fyra"): the password and code rows read the text again with the year's first
# digits changed and the words written as digits (round83.py). A row reads it when one of its anchors of three letters
# or more (two outside ASCII) and no digit is in the changed text (the prefilter's own pass, over those anchors); the changed pieces are
# digits, so such an anchor is in the text as written too, and these anchors are the two rows' own: the batch's
# promise is kept. (Marks and short words - ".", ",", " is ", " / " - open rows on nearly every text: left out, the two
# rows are the candidates of 12,680 of the 20,000 agent memory texts instead of all.)
# (not the rows of a kept or locked place that "is" a number: each leaves a year there by design - "my locker at the
# pool is 1987, ..." - and their tests hold it)
_PLACE_ROWS = (kept.entry, round47.code, round59.locked_place, round64.store, round67.kept_place, round72.kept_after,
               round76.place_code)
_READERS = frozenset(n for n, det in enumerate(_DETECTORS) if det.kind in ("password", "one_time_code")
                     and det.validate not in _PLACE_ROWS)


def _reads_again(anchor: str) -> bool:
    return (sum(c.isalpha() for c in anchor) >= (3 if anchor.isascii() else 2)  # ("密码", "암호": two)
            and not any(c.isdigit() or c == "#" for c in anchor))


def _reader_table() -> dict[bytes, frozenset[int]]:
    table = {c.encode(): _READERS for c in _FOLDS_TO_ASCII}
    for n in _READERS:
        for anchor in filter(_reads_again, _DETECTORS[n].anchors):
            key = anchor.encode().translate(_FOLD)
            table[key] = table.get(key, frozenset()) | {n}
    return table


_READER_TABLE = _reader_table()
# (and the password labels' letters.ANCHORS, as round 21's and 23's rows share them: a superset, the promise kept)
_READER_ANCHORS = tuple(sorted({a for n in _READERS for a in filter(_reads_again, _DETECTORS[n].anchors)}
                               | set(letters.ANCHORS)))
_READ_AGAIN = round83.read_again(
    lambda t: [(f.start, f.end) for f in _scan(t, _anchor_candidates([t], _READER_TABLE).get(0, frozenset()))])
_DETECTORS += (_Detector("password", round83.YEAR_SHAPED, _READER_ANCHORS, _READ_AGAIN),
               _Detector("password", round83.SPOKEN_DIGITS, _READER_ANCHORS, _READ_AGAIN))
# ---- Round 85: a login told as its two fields in any language - a user's label and value, then a password's label
# and value ("Benutzer: anna.k, Kennwort: Fjord#61"); a table whose header names a password, PIN or code column
# (round85.py). (After round 83's readers: these rows are not read again with a year's digits changed.)
_DETECTORS += tuple(_Detector(kind, finder, anchors, validate) for kind, finder, anchors, validate in round85.ROWS)
# ---- Round 92: a key after its label whose characters fall outside round 84's value - an id and a secret joined by a
# pipe ("XYZ|1234567890123456|9f0e..."), a base64 key that starts with "/" or "+", a client's secret with punctuation
# (round92.py).
_DETECTORS += tuple(_Detector(kind, finder, anchors, validate) for kind, finder, anchors, validate in round92.ROWS)
# ---- Round 93: an entry code told with no label, as what a room or an outbuilding "is", then what to do there ("the
# sacristy at the abbey is 7310, the candles are in the left cupboard"): a lexicon of rooms and buildings the older
# place readings do not name (round93.py). (After round 83's readers: not read again with a year's digits changed.)
_DETECTORS += tuple(_Detector(kind, finder, anchors, validate) for kind, finder, anchors, validate in round93.ROWS)
# ---- Round 94: keys in settings no reading met - a key ending a URL's path right after a segment naming one
# ("https://host/api/<key>"), a key under a table's key / token / secret column - and a BitLocker key's groups joined
# by spaces or split across lines (round94.py).
_DETECTORS += tuple(_Detector(kind, finder, anchors, validate) for kind, finder, anchors, validate in round94.ROWS)
# ---- Round 201: an entry code at a place no list names, read by the sentence's shape - any noun, a place phrase, "is"
# 4-8 digits, then what to do there; or "<any noun> is code <digits>" - vetoed by a stop-list of numbered things
# (round201.py).
_DETECTORS += tuple(_Detector(kind, finder, anchors, validate) for kind, finder, anchors, validate in round201.ROWS)
# ---- Round 202: a login's pair with no label (a handle, a separator, a password-shaped token ending its line: "j.doe ;
# Fjord#lamp61"), and a passphrase after a password's word in prose with no colon ("... is heron fallow quill") (round202.py).
_DETECTORS += tuple(_Detector(kind, finder, anchors, validate) for kind, finder, anchors, validate in round202.ROWS)
# ---- Round 206: an entry code told with another link than "is" (guard206's map of blind55's misses) - a verb of entry
# ("<the place> opens with 4471 - ...", "let yourself into <the place> with 3308, ..."), "for <the place> it's 5512;
# ...", or a place's code asked for and answered ("asked for the <what> code at <place>: 1798 - ..."), each then what
# to do there; round 201's stop-list and round 93's clause tests; and a login as a numbered list under a password's
# label ("<label>:" / "1. <handle>" / "2. <password>") (round206.py).
_DETECTORS += tuple(_Detector(kind, finder, anchors, validate) for kind, finder, anchors, validate in round206.ROWS)
# ---- Round 212: an entry code told with no verb at a line's start ("<room at place> -> 4197, <what to do>", "<room at
# place> - 4385 on the keypad, ...", "<Room>, <place>: 8169. <verbless clause>"), and round 206's rows with a wider
# clause (things put back with no verb, a state kept, more verbs of handling, a quantifier) (round212.py).
_DETECTORS += tuple(_Detector(kind, finder, anchors, validate) for kind, finder, anchors, validate in round212.ROWS)
# Round 213: a password after its label with words or a dash between, a prose login with the labels round 85 lacked,
# a table row of label, handle and passphrase, a handle's password after ">>" / "=:" / "p/w" (round213.py).
_DETECTORS += tuple(_Detector(kind, finder, anchors, validate) for kind, finder, anchors, validate in round213.ROWS)
# an entry code read by its parts in any order on its line: a code that numbers nothing, a kept place or a lock, a
# cue of access (round221.py)
_DETECTORS += tuple(_Detector(kind, finder, anchors, validate) for kind, finder, anchors, validate in round221.ROWS)
# Round 222: a pair of id / key headers, a service's credential id in an env line, a UUID key named by its service,
# a password after "=>" / "::" / a bracketed handle or on the next line, a member number and a password (round222.py).
_DETECTORS += tuple(_Detector(kind, finder, anchors, validate) for kind, finder, anchors, validate in round222.ROWS)
# a lettered login list, a label with its affixes, a handle's password across " ; ", a passphrase after a bare "pw",
# a leading zero's entry code after "code" (round225.py).
_DETECTORS += tuple(_Detector(kind, finder, anchors, validate) for kind, finder, anchors, validate in round225.ROWS)


_ALL = frozenset(range(len(_DETECTORS)))


def _password_named(label: str) -> bool:
    """A password's word in ``label`` (round 37: the bracketed line under a code word)."""
    return (shape.PASSWORD_WORDS.first_word(label) is not None
            or shape.LEXICON_ROWS["password"][1].first_word(label) is not None)
# The rows of round 6's structural detector (guard/shape.py): the last ones, each validated by a function of shape.py
# or of _shaped.
_SHAPE_ROWS = frozenset(n for n, det in enumerate(_DETECTORS)
                        if det.pattern in (shape.PASSWORD_WORDS, shape.CODE_WORDS, shape.BARE_CODE_WORDS, shape.KEY_WORDS,
                                           shape.LIST_WORDS, *(finder for _, finder, _ in shape.LEXICON_ROWS.values()),
                                           shape.PAIR, shape.FLAG, shape.CALL))
# Not rows: the prefilter's marks for a text that may hold a value cut into pieces (:mod:`.rejoin`) and for one that
# may hold a secret in base64 (:mod:`.decode`).
_REJOIN = len(_DETECTORS)
_DECODE = _REJOIN + 1
_MARKS = frozenset([_REJOIN, _DECODE])
_MAX_DEPTH = 2
# "user:password" as a decoded blob's whole text.
_DECODED_PAIR = re.compile(r"(?P<u>[\w.@+-]{1,64}):(?P<v>[^\s:]{6,128})")


# The rows of round 9's credential-label lexicon (guard/lexicon.py, read through shape.LEXICON_ROWS).
_LEXICON_ROWS = frozenset(n for n, det in enumerate(_DETECTORS)
                          if any(det.pattern is finder for _, finder, _ in shape.LEXICON_ROWS.values()))


def _anchor_table(skip: frozenset[int] = frozenset()) -> dict[bytes, frozenset[int]]:
    """Folded anchor bytes -> the rows of ``_DETECTORS`` that need them (a folding character: all rows), and
    :data:`_REJOIN` for the anchors of a cut value; the anchors of the rows in ``skip`` left out (a benchmark's
    table without some rows)."""
    table = {c.encode(): _ALL | _MARKS for c in _FOLDS_TO_ASCII}
    anchors = [(n, anchor) for n, det in enumerate(_DETECTORS) if n not in skip for anchor in det.anchors]
    for n, anchor in (anchors + [(_REJOIN, anchor) for anchor in (*rejoin.ANCHORS, *spelled.ANCHORS, *fields.ESCAPE_ANCHORS, *grouped.ANCHORS, *unlocked.TABLE_ANCHORS)]
                      + [(_DECODE, anchor) for anchor in decode.ANCHORS]):
        key = anchor.encode().translate(_FOLD)
        table[key] = table.get(key, frozenset()) | {n}
    return table


_ANCHORS = _anchor_table()


# --------------------------------------------------------------------------------------------------
# Secrets API.
# --------------------------------------------------------------------------------------------------


def find_secrets(text: str) -> list[Finding]:
    """Every secret in ``text``, ordered by position; overlapping findings keep the more specific kind.

    Runs every detector on the text (no prefilter), so it is also the reference for :func:`find_secrets_many`; its
    base64 blobs are decoded when the anchor scan marks the text (:mod:`.decode`), as in the batch.
    """
    _require_str(text)
    found = _scan_rejoined(text, _every_row(text))
    if not found:
        found = _seed_finding(text)
    if not found and (span := letters.grouped(text)) is not None:
        found = [Finding("password", *span)]  # an app password by its form alone (round 21)
    if not found and ngram.refuses(text) and not _ngram_vetoed(text):
        found = [_ngram_finding(text)]
    return found


def _ngram_vetoed(text: str) -> bool:
    """Whether a reading holds back the n-gram signal's refusal of ``text`` (every token it flags is a table's
    header, a network's or a host's name, a compound word, a login, a name ...): find_secrets and find_secrets_many
    both ask it, so a new narrowing is added once."""
    return (tables.unlabelled_table(text) or _network_names_only(text) or _compound_words_only(text)
            or _hosts_or_serials_only(text)
            or readings.logins_only(text, ngram.GATE.finditer(text))
            or fp46.logins_only(text, ngram.GATE.finditer(text), readings.logins_only)
            or fp47.logins_only(text, ngram.GATE.finditer(text), readings.logins_only)
            or fp50.ngram_only(text, ngram.GATE.finditer(text), _ngram_login)
            or fp66.names_only(text, ngram.GATE.finditer(text))
            or fp73.names_only(text, ngram.GATE.finditer(text))
            or round76.withheld_only(text, ngram.GATE.finditer(text))
            or fp95.withheld_only(text, ngram.GATE.finditer(text))
            or fp95.ids_only(text, ngram.GATE.finditer(text), _ngram_clear)
            or fp73.each_read(text, ngram.GATE.finditer(text), readings.logins_only))


def _ngram_clear(text: str) -> bool:
    """The n-gram signal does not refuse ``text``, or a reading above holds it back (fp95: asked of a text with its
    labelled ids blanked out)."""
    return not ngram.refuses(text) or _ngram_vetoed(text)


def _ngram_login(text: str, tokens: Iterable[re.Match[str]]) -> bool:
    """fp47's reading of n-gram tokens as logins (fp46's and the readings' with it), asked of the tokens given."""
    return fp47.logins_only(text, tokens, readings.logins_only)


def _seed_finding(text: str) -> list[Finding]:
    """A BIP-39 seed phrase found by its checksum (:mod:`.bip39`), labelled or not, in any layout; or a list of
    backup codes found by its layout (:func:`.shape.code_lines`)."""
    span = bip39.seed_phrase(text)
    if span is None and (spoken := chat.without_speakers(text)) is not None:
        span = bip39.seed_phrase(spoken)  # a phrase sent over several chat messages: the speakers blanked out
    if span is None:
        span = bip39.split_phrase(text)  # a phrase cut over lines after their labels (round 15)
    if span is None:
        span = bip39.split_over_turns(text)  # ... with the other side's replies between its pieces (round 45)
    if span is not None and fp95.shopping_list(text):
        span = None  # session 47 (fp95): twelve list words under a shopping list's heading, the checksum by chance
    if span is not None:
        return [Finding("password", *span)]
    span = shape.code_lines(text)
    return [] if span is None else [Finding("one_time_code", *span)]


# What _seed_finding needs before it reads a text at all, decided for a whole batch at once (_seed_candidates): every
# reading but bip39.seed_phrase needs a line break (chat.turns, bip39.split_phrase, shape.code_lines), and
# seed_phrase needs 23 characters and 12 whitespace-separated pieces or 11 of its list separators (its first test).
# Blanking a chat's speakers (chat.without_speakers) adds no piece and no separator, so that reading needs them too.
_SEED_MIN_CHARS, _SEED_MIN_PIECES, _SEED_MIN_SEPARATORS = 23, 12, 11
# Each code point's class for the gate, by one look-up in a 64 KiB table: 1 a space (str.isspace, what str.split()
# splits on; none is above U+3000, tests/test_seed_gate.py checks the whole range), 2 one of seed_phrase's list
# separators, 4 a line break ("\n", the only one the readings split on). Code points above U+FFFF are none of them.
_SEED_SPACE, _SEED_SEPARATOR, _SEED_LINE = 1, 2, 4
_SEED_TABLE_SIZE = 0x10000
_SEED_CHUNK = 8192
_SEED_CLASS = np.zeros(_SEED_TABLE_SIZE, np.uint8)
_SEED_CLASS[[c for c in range(0x3001) if chr(c).isspace()]] = _SEED_SPACE
_SEED_CLASS[[ord(c) for c in ",、，;"]] = _SEED_SEPARATOR
_SEED_CLASS[ord("\n")] |= _SEED_LINE


def _seed_candidates(texts: Sequence[str]) -> list[int]:
    """The indices of the texts that _seed_finding may find something in (a superset: the rest it would return []
    for, see above), from a few numpy passes over the batch's code points instead of a Python call per text: the
    batch's per-row loop was most of find_secrets_many's time (11 of 13 ms for 10k short texts)."""
    n = len(texts)
    if n == 1:
        return _seed_candidate_one(texts[0])
    if n > _SEED_CHUNK:  # in pieces whose arrays stay in cache: 200k short texts at once took 5x as long a text
        return [start + i for start in range(0, n, _SEED_CHUNK)
                for i in _seed_candidates(texts[start:start + _SEED_CHUNK])]
    if n == 0:
        return []
    chars = np.fromiter(map(len, texts), np.int64, n)
    bounds = np.zeros(n + 1, np.int64)
    np.cumsum(chars, out=bounds[1:])
    points = np.frombuffer("".join(texts).encode("utf-32-le", "surrogatepass"), np.uint32)
    kind = _SEED_CLASS[np.minimum(points, _SEED_TABLE_SIZE - 1)]
    space = (kind & _SEED_SPACE).astype(np.bool_)
    piece = np.empty(len(points), np.bool_)  # where a piece starts: not a space, after one or at its text's start
    piece[:1] = True
    np.greater(space[:-1], space[1:], out=piece[1:])
    piece[bounds[:-1][chars > 0]] = True
    piece &= ~space
    # each text's count of a mask: differences of its running count at the texts' bounds (a running count in
    # int32 is ~25x faster than numpy's default int64 one over a bool array)
    total = np.int32 if len(points) < 2**31 else np.int64

    def per_text(mask: np.ndarray) -> np.ndarray:
        running = np.zeros(len(points) + 1, total)
        np.cumsum(mask, dtype=total, out=running[1:])
        counted: np.ndarray = running[bounds[1:]] - running[bounds[:-1]]
        return counted

    counts = np.stack([per_text(piece), per_text((kind & _SEED_SEPARATOR).astype(np.bool_)),
                       per_text((kind & _SEED_LINE).astype(np.bool_))], axis=1)
    phrase = (chars >= _SEED_MIN_CHARS) & ((counts[:, 0] >= _SEED_MIN_PIECES) | (counts[:, 1] >= _SEED_MIN_SEPARATORS))
    candidates: list[int] = np.flatnonzero((counts[:, 2] > 0) | phrase).tolist()
    return candidates


def _seed_candidate_one(text: str) -> list[int]:
    """:func:`_seed_candidates` of one text (a remember's), by str methods: the numpy passes' per-call setup was ~25 µs
    of a short text's ~130 in the guard (guardcost53). The same test: a line break, or 23 characters and 12 pieces
    (str.split()'s, the table's spaces) or 11 list separators."""
    if "\n" in text:
        return [0]
    if len(text) >= _SEED_MIN_CHARS and (
            len(text.split()) >= _SEED_MIN_PIECES or sum(map(text.count, ",、，;")) >= _SEED_MIN_SEPARATORS):
        return [0]
    return []


# The word for a (Wi-Fi) network in many languages, as a stem ("Мережа", "Мрежата", "Netværket", "ネットワーク名は").
_NETWORK_WORDS: tuple[str, ...] = ("network", "netwerk", "netzwerk", "netz", "wlan", "wifi", "wi-fi", "ssid", "réseau", "red", "rete",
                  "rede", "sieć", "sieť", "síť", "omrežje", "mreža", "мрежа", "сеть", "сетка", "мережа", "tinklas",
                  "tīkls", "võrgu", "verkko", "verkon", "nätverk", "nett", "netværk", "netið", "rhwydwaith", "rețea",
                  "hálózat", "δίκτυο", "ağ", "şəbəkə", "желі", "tarmoq", "сүлжээ", "ქსელ", "ցանց", "רשת", "הרשת",
                  "شبکه", "شبکې", "الشبكة", "شبكة", "نیٹ ورک", "नेटवर्क", "নেটওয়ার্ক", "ਨੈੱਟਵਰਕ", "નેટવર્ક",
                  "நெட்வொர்க்", "నెట్\u200cవర్క్", "ನೆಟ್\u200cವರ್ಕ್", "നെറ്റ്\u200cവർക്ക", "ජාල", "เครือข่าย", "ເຄືອຂ່າຍ",
                  "បណ្តាញ", "ကွန်ရက်", "mạng", "jaringan", "rangkaian", "ネットワーク", "네트워크", "网络", "網路", "網絡",
                  "mtandao", "አውታረ", "shabakad", "sadarwa", "nẹ́tíwọ́ọ̀kì", "netwọk", "inethiwekhi", "uthungelwano",
                  "rrjet", "sare", "xarxa", "тармак", "шабака", "تۆڕ", "تور", "አውታረ መረብ")
_NETWORK_WORDS = fp223.with_folded(_NETWORK_WORDS)  # session 49 (fp223): as the store reads them
# A network word, then at most a few words naming it ("is called", "heißt", "se jmenuje", "का नाम"), no punctuation.
_NETWORK_NAMED = re.compile(r"(?<!\w)(?i:" + "|".join(map(re.escape, sorted(_NETWORK_WORDS, key=len, reverse=True)))
                            + r")[^\s,.:;!?،、。，：\n]*[^\S\n]*(?:[^\W\d][\w'’\u200c-]*[^\S\n]+){0,7}$")

# Round 19: a network word (its ending glued on: "ජාලය") and its colon, then at most a word before the token ("Сеть:
# Cafe_Lantern", "SSID: Casa Olive-Free"): the network's name; after "WiFi:" or "WLAN:" a password may stand, so there
# the token's line must name the password apart. And a photo's or a document's file name ("IMG_4202.HEIC", the caption
# of an OCR'd sign).
_NETWORK_LABELLED = re.compile(r"(?<!\w)(?i:(?P<wifi>wi-?fi|wlan)|" + "|".join(
    map(re.escape, sorted(set(_NETWORK_WORDS) - {"wifi", "wi-fi", "wlan"}, key=len, reverse=True)))
                               + r")[^\s:：;]{0,3}[ \t]*[:：;][ \t]*(?:[^\W\d][\w'’-]*[ \t]+)?$")
# ... and a word of letters (combining marks included: a vowel sign, a nukta) written with a hyphen in any script
# ("ਵਾਈ-ਫ਼ਾਈ", "вай-фай"): no digit, no symbol but the hyphen.
_HYPHENED_WORD = re.compile(shape.MARKED_WORD.pattern + r"(?:-" + shape.MARKED_WORD.pattern + r")+")
_NETWORK_CREDENTIAL = re.compile(_PW_INTL_KEYWORD + r"|(?i:key|code|pin|pass|psk|парол|лозинк)", _I)


# Round 18: a compound word of letters, two parts, the second in lower case ("Auto-translate:", "Трек-номер",
# "e-mail"), or a label's two words before its colon: a word, not a credential. The n-gram gate reads a letter beside
# a symbol as a credential's shape; a chat's "Auto-translate:" line took that refusal from the parcel number after it.
_COMPOUND_WORD = re.compile(r"[^\W\d_][^\W\d_A-Z]*-[^\W\d_A-Z]{2,}[:,]?|[^\W\d_]+-[^\W\d_]+:")


def _compound_words_only(text: str) -> bool:
    """Whether every token the n-gram signal reads (:data:`.ngram.GATE`) is a compound word (:data:`_COMPOUND_WORD`)."""
    return all(_COMPOUND_WORD.fullmatch(m.group()) for m in ngram.GATE.finditer(text))


# Round 21: what the n-gram signal mistook on blind22 (44 of its 69 false alarms): an outgoing mail server's host name
# ("smtp-mail.outlook.com:587", "smtp.fastmail.com,") in a sentence of any language, and a device's serial number after
# the word for one ("DSC-2T9NVUKG"). A host name is a name, never a credential; a serial number is printed on the
# device. The words for a serial number: Latin-script forms, and the loanword and native forms of other scripts.
_HOST_NAME = re.compile(r"[\(\[\"'<]?(?i:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*"
                        r"\.[a-z]{2,24})(?::\d{1,5})?[\)\]\"'>.,;:!?]*")
_SERIAL_NAMED = re.compile(
    r"(?i:seri(?:al|e|a|o|en)|s[ée]rie|sarja|s/n\b|\bsn\b)|сери|серий|сериј|सीरियल|सिरियल|सिरीयल|سیریل|سريال|"
    r"سریال|סידורי|シリアル|시리얼|序列|序號|序号|வரிசை|ক্রমিক|ಸೀರಿಯಲ್|સીરીયલ|ਸੀਰੀਅਲ|සීරියල්|ซีเรียล|ሲሪያል|სერიულ|սերիական")


# Round 22: a file's name with its extension ("documents_2021-10.zip", "photos_2024-05.zip", "Q3-report_v2.pdf"),
# which a message names after the word for the file in any language: a name, never a credential (blind23: 53 of its
# 104 false alarms).
_FILE_NAME = re.compile(r"[\(\[\"'<«“]?[\w.-]*[^\W\d_][\w.-]*\.(?i:zip|7z|rar|tar|gz|tgz|bz2|xz|zst|pdf|docx?|xlsx?|"
                        r"pptx?|odt|ods|csv|txt|md|json|xml|ya?ml|jpe?g|png|gif|heic|webp|mp[34]|mov|wav|iso|dmg|exe|"
                        r"msi|apk|kdbx)[\)\]\"'>»”.,;:!?]*")


def _hosts_or_serials_only(text: str) -> bool:
    """Whether every credential-shaped token the n-gram signal reads (:data:`.ngram.GATE`) is a host name (with its
    port) or a file's name, or comes within 60 characters after the word for a serial number, on its line (see
    above); or (fp48) after the word for a model number or a parcel's tracking number (:func:`.fp48.model_named`), or
    is a compound word (:data:`_COMPOUND_WORD`: "трек-номер" beside the number it names)."""
    seen = False
    for tok in ngram.GATE.finditer(text):
        line_start = text.rfind("\n", 0, tok.start()) + 1
        if not (_HOST_NAME.fullmatch(tok.group()) or _FILE_NAME.fullmatch(tok.group())
                or _SERIAL_NAMED.search(text, max(line_start, tok.start() - 60), tok.start())
                # fp48: a model number, a parcel's tracking number, and the compound word naming it ("трек-номер")
                or fp48.model_named(text, line_start, tok.start()) or _COMPOUND_WORD.fullmatch(tok.group())):
            return False
        seen = True
    return seen


def _network_names_only(text: str) -> bool:
    """Whether every credential-shaped token the n-gram signal reads (:data:`.ngram.GATE`) is a network's name: it
    comes right after the word for a network and the words naming it, in the same clause ("Το δίκτυο λέγεται
    Livebox-81A0, τον κωδικό ... στη ρεσεψιόν", "네트워크 이름은 Casa_Rossi이고 ..."). A password then sent beside it is
    a token of its own and keeps the signal's refusal; so does a password right after a network word and a colon
    (round 17)."""
    names = 0
    for tok in ngram.GATE.finditer(text):
        t = tok.start()
        named = _NETWORK_NAMED.search(text, max(0, t - 60), t)
        if named is not None:
            # "WLAN-Passwort X", "Пароли wifi ... X": the password of the network, not its name
            if _NETWORK_CREDENTIAL.search(text, max(0, named.start() - 24), t):
                return False
            names += 1
            continue
        # round 19: "Network: Cafe_Lantern Password: ask at the counter": a network word's colon names the network;
        # after "WiFi:" a password may stand, so there the token's own line must hold a password word after it
        labelled = _NETWORK_LABELLED.search(text, max(0, t - 40), t)
        line_end = text.find("\n", tok.end())
        if labelled is not None and not (labelled.group("wifi") and not _NETWORK_CREDENTIAL.search(
                text, tok.end(), len(text) if line_end < 0 else line_end)):
            names += 1
        elif not (_FILE_NAME.fullmatch(tok.group()) or _HYPHENED_WORD.fullmatch(tok.group())):
            return False  # ... a photo's file name or a hyphened word beside it is no credential either (round 19)
    return names > 0


def _ngram_finding(text: str) -> Finding:
    """The finding of the language-independent signal (:mod:`.ngram`): at its most credential-shaped token; a
    password when that token is short, else an API key."""
    start, end = ngram.value_span(text)
    return Finding("password" if end - start <= 24 else "api_key", start, end)


_ALL_DECODED = _ALL | {_DECODE}


def _every_row(text: str) -> frozenset[int]:
    """Every row, and the :data:`_DECODE` mark where the anchor scan would give it (:func:`.decode.gate`)."""
    return _ALL_DECODED if decode.gate(text) else _ALL


_ORDER: dict[frozenset[int], tuple[int, ...]] = {}


def _in_order(detectors: frozenset[int] | set[int]) -> tuple[int, ...]:
    """The rows in precedence order, without the :data:`_REJOIN` mark (a batch shares a few distinct sets: each
    is sorted once)."""
    if not isinstance(detectors, frozenset):
        return tuple(n for n in sorted(detectors) if n not in _MARKS)
    order = _ORDER.get(detectors)
    if order is None:
        if len(_ORDER) > 4096:
            _ORDER.clear()
        order = _ORDER[detectors] = tuple(n for n in sorted(detectors) if n not in _MARKS)
    return order


# What a masked value holds (in it, or right after it: a row's value may stop before "..."): a run of x, of
# asterisks or bullets, an ellipsis. A secret shown that way has been redacted.
_REDACTED = re.compile(r"(?i:x{5,})|[*•●]{3,}|…|\.\.\.")


# Near misses every row shares (round 6): a value the line says is public in another language, sealed ciphertext (a
# SealedSecret's encryptedData, SOPS, Ansible Vault: safe to commit), a placeholder in another language
# ("tu-clave-aquí"), code ("std::env::var("), a pagination cursor.
# (a word's start: "PROPUBLICA_API_KEY" names a service, it says nothing public - round 84)
_SAID_PUBLIC_INTL = re.compile(r"(?i:(?<![A-Za-z])(?:publicable|p[úu]blic[oa]|publique|öffentlich|pubblic[oa]|publiek|"
                               r"publiczn\w*))")
_SEALED = re.compile(r"SealedSecret|encryptedData|\$ANSIBLE_VAULT|^sops:|ENC\[AES", re.M)
_FOREIGN_PLACEHOLDER = re.compile(r"(?i:(?:^|[-_])(?:aqu[ií]|ici|hier|qui)$|^(?:tu|votre|ton|dein|deine|ihr|seu|sua|tuo|tua)[-_])")
_CURSOR_NAME = re.compile(r"(?:continuation|page|cursor|next|pagination|sync|resume)[_-]?token[\"']?\s*[:=]\s*[\"']?$", re.I)


_SPACE = re.compile(r"\s")
# Near misses of round 7, each a reason a value shown is not a secret, whatever row found it: a word to be filled in
# anywhere in the value ("123456789:REPLACE_ME"), a template ("dop_v1_<64 hex characters>"), a kind of password
# rather than one ("P@ssw0rd-style ones"), a value inside a resource name (an ARN names where a secret is kept), a
# value that belongs to an identifier's NAME ("user_id=<uuid>" after "password changed"), an example from an RFC
# (RFCs publish only examples), a Firebase web config's apiKey (shipped to every browser by design).
_FILL_INSIDE = re.compile(r"(?i:(?<![a-z])(?:replace|change|fill|set|insert|put|add|enter)[_-]?(?:me|here|this|it)(?![a-z])"
                          r"|(?<![a-z])(?:todo|fixme|tbd)(?![a-z])|(?<![a-z])your[_-](?:own[_-])?[a-z]+)")
_KIND_SUFFIX = re.compile(r"-(?:style|like|type|ish|esque|ähnlich|artig)$", re.I)
_ID_NAME = re.compile(r"(?<![a-z])(?:id|uuid|guid|uid)[\"']?[ \t]*[:=][ \t]*[\"']?$", re.I)
# Round 16: a secret named for an account's id ("Apple recovery key for my Apple ID: C01X-..."): the id says whose key
# the value is, not that the value is an id.
_SECRET_FOR = re.compile(r"(?i)(?:key|secret|token|password|passcode|code)s?[ \t]+(?:for|of|für|pour|para|per|voor)\b")
_SECRET_ID = re.compile(r"sess|secret|token|key|auth|cookie|pass|cred|matching", re.I)  # (an eSIM's matching ID: round 27)
_RFC = re.compile(r"\bRFC[ -]?\d{3,5}\b")
_FIREBASE_WEB = re.compile(r"firebaseConfig|authDomain|firebaseapp\.com|firebaseio\.com|initializeApp\(|firebase_url")


_JWT_IO_SAMPLE_SIGNATURE = "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"
# A dependency pinned to a commit or a version ("actions/checkout@f3b4f98c...", "lodash@4.17.21"): a git object's
# name, public, whatever word ("pin", "lock") stands before it.
_PINNED_REF = re.compile(r"[\w.-]+/[\w./-]+@(?:[0-9a-f]{40}|[0-9a-f]{64}|v?\d+(?:\.\d+){0,2})|"
                         r"@?[\w.-]+(?:/[\w.-]+)?@v?\d+\.\d+\.\d+")


# Round 15: a card's last four digits ("the card ending 1512", "terminant par 4421"): they name the card a PIN or a
# password belongs to, they are not it. And a password shown as an example in the words of other languages, the
# example word heading the value's line ("Beispiel für ein starkes Passwort: ...", "Exemple de mot de passe à ne pas
# utiliser : ...").
_CARD_ENDING = re.compile(r"(?i:\b(?:ending|ends)(?:[ \t]+(?:in|with))?|\blast[ \t]+(?:4|four)(?:[ \t]+digits)?|"
                          r"terminant par|termin(?:ada|ando|a) en|endet auf|endend auf|eindigend op)[ \t:]*$")
_STATED_AFTER = re.compile(r"(?i)[ \t]*(?:is|was|:|=|est|es|ist)[ \t]+\S*\d")
_EXAMPLE_HEAD = re.compile(r"(?i)(?:^|\n)[ \t]*(?:beispiel|exemple|ejemplo|esempio|exemplo|voorbeeld|przyk[łl]ad)\w*"
                           r"[ \t]+(?:f[üu]r|de|di|del|do|da|van|voor|dla)\b[^\n]*$")


_NEXT_WORD = re.compile(r"[ \t]+([^\W\d_]+)")


def _compound_noun(text: str, start: int, end: int) -> bool:
    """The value's whole token is a compound noun, two capitalised words joined by a hyphen, and the sentence goes on
    with a lower-case word after it: what the password is for, not the password ("Mein Passwort für das
    Online-Banking hat sich geändert", "my password for the Web-Banking is gone"; round 17)."""
    a, b = fp95.token_span(text, start, end)
    parts = text[a:b].split("-")
    if len(parts) != 2 or not all(p.isalpha() and p[:1].isupper() for p in parts) or not parts[1][1:].islower():
        return False
    nxt = _NEXT_WORD.match(text, b)
    if nxt is None or not nxt.group(1).islower():
        return False
    line_end = text.find("\n", b)
    # a credential-shaped token after it is the password, stated after what it is for ("... fir de Web-Banking ass
    # pYtu%5u8mI"): the finding stands, the row refused either way
    return ngram.GATE.search(text, b, len(text) if line_end < 0 else line_end) is None


def _near_miss(text: str, start: int, end: int, kind: str) -> bool:
    """A finding the shared near-miss rules take back (see above, and :mod:`.benign`); cards by their own rules."""
    if kind in ("password", "one_time_code") and round83.number_to_call(text, start, end):
        return True  # round 83: "Password: phone IT 4400.": the number to call for it
    if kind in ("password", "one_time_code", "api_key") and published.published_default(text, start, end):
        return True  # round 31: the line lists factory / documented defaults (a token's PIN 123456, PUK 12345678)
    if (kind in ("password", "one_time_code", "api_key") and readings.near_miss(text, start, end)) or (
            kind == "payment_card" and readings.labelled_id(text, start, end)):
        return True  # session 34 (fp40): a stored hash, a header of names, a changed default, a record's id, a time
    if kind in ("password", "one_time_code", "api_key") and withheld.withheld(text, start, end, logins.password_like):
        return True  # session 35 (fp43): a login or a service beside a withheld password ("jarrah / —", "(I'll tell")
    if kind in ("password", "one_time_code", "api_key") and fp45.near_miss(text, start, end):
        return True  # session 37 (fp45): a game's PIN, a coordinate's digits, a manager's folder, a field, a Pix key
    if (kind in ("password", "one_time_code", "api_key") and fp46.near_miss(text, start, end)) or (
            kind == "payment_card" and fp46.id_number(text, start, end)):
        return True  # session 37 (fp46): a network's name, a login's e-mail, a chat's sender, a label's name; an id
    if kind in ("password", "one_time_code", "api_key") and fp47.near_miss(text, start, end):
        return True  # session 38 (fp47): a message after a subject's "logins", a withheld password's name, prose
    if (kind in ("password", "one_time_code", "api_key") and fp48.near_miss(text, start, end)) or (
            kind == "payment_card" and fp48.loyalty_card(text, start, end)):
        return True  # session 39 (fp48): Maltese "tal-PDF", a docs example, a number before a told-later label; loyalty
    if kind in ("password", "one_time_code", "api_key") and fp49.near_miss(text, start, end):
        return True  # session 39 (fp49): a password "withheld" after "is", a season pass's number
    if kind in ("password", "one_time_code", "api_key") and fp50.near_miss(text, start, end):
        return True  # session 40 (fp50): none given, told later, examples to avoid, the password's page, what it's made of
    if kind in ("password", "one_time_code", "api_key") and fp66.near_miss(text, start, end):
        return True  # session 43 (fp66): a password manager's name as the value, a ticket's number
    if kind in ("password", "one_time_code", "api_key") and fp86.near_miss(text, start, end):
        return True  # session 46 (fp86): a clause of CJK text ("砂糖13g、卵4個"), split by an ideographic comma
    if (kind in ("password", "one_time_code", "api_key") and fp95.near_miss(text, start, end)) or (
            kind == "payment_card" and fp95.id_labelled(text, start)):
        return True  # session 47 (fp95): a dress code, a name inside a password's label, what a password is for, an
        # order's or a parcel's id under its own label in more languages ("código de rastreio", "رقم التتبع")
    if (kind in ("password", "one_time_code", "api_key") and fp97.near_miss(text, start, end)) or (
            kind == "payment_card" and fp97.card_id(text, start, end)):
        return True  # session 47 (fp97): a negated verb ("сырсөздү жибербейм"), a login before a placeholder, Secret
        # Santa; a member's card, an order's id in a code comment
    if kind in ("password", "one_time_code", "api_key") and fp207.near_miss(text, start, end):
        return True  # session 48 (fp207): what a password is for in a table's cell, a chat's "[message unsent]", a
        # container's port mapping ("docker run -p 3930:4631")
    if kind in ("password", "one_time_code", "api_key") and (
            fp214.device_key(text, start, end)
            or ((fixed := fp214.ocr_repaired(text, start, end)) is not None and not find_secrets(fixed))):
        return True  # session 49 (fp214): a Matrix device's public "Session key" beside its "Session ID"; a word an
        # OCR read with "1" for "l" ("fi1-kaxxa"), judged again with its letters
    if kind in ("password", "one_time_code", "api_key") and fp223.placeholder_uuid(text, start, end):
        return True  # session 49 (fp223): a UUID of three distinct hex digits or fewer, a demo key or a template's
    if kind in ("password", "one_time_code", "api_key") and fp73.near_miss(text, start, end):
        return True  # session 44 (fp73): a first-login clause, an extension's / order's / postcode's number, a question
    if kind in ("password", "one_time_code") and (
            (_CARD_ENDING.search(text, max(0, start - 30), start) and not _STATED_AFTER.match(text, end))
            or _EXAMPLE_HEAD.search(text, max(0, start - 120), start)):
        return True  # (the card's last four with the PIN stated after them are refused: "ending 3988 is 4929")
    if _PINNED_REF.fullmatch(text, start, end) or text[start:end].endswith(_JWT_IO_SAMPLE_SIGNATURE):
        return True  # jwt.io's published sample (HS256 over "your-256-bit-secret"), as AWS's ...EXAMPLE keys
    if kind == "jwt":  # a JWT its line says is public in so many words (an anon key "safe in the browser")
        return benign.said_public(text, start, end)
    if kind == "one_time_code" or (kind == "password" and benign.receipt_code(text, start)):
        return benign.receipt_code(text, start)
    if kind not in ("api_key", "password"):
        return False
    if carried.factory_or_menu(text, start, end):
        return True  # round 36: a factory default said to be changed, a menu path's first word
    if kind == "api_key" and kept.secret_of_pair(text, start):
        return False  # round 38: "public X, secret Y": the public words are X's, not Y's
    if told.named_despite_shape(text, start, end):
        return False  # round 42: a key in a hash's form named an API key, a UUID named a feeder's ID
    if kind == "password" and unlocked.csv_code_cell(text, start, end):
        return False  # round 45: a lock's code under its CSV column ("door code"), no other column's value
    v = text[start:end]
    if published.identifier_slot(text, start) or published.counting_placeholder(v) or published.named_public(text, start):
        return True  # round 31: an accessor, a typed public key, 0123456789abcdef...
    if kind == "password" and (published.user_of_masked_pair(text, end) or published.labels_what_follows(text, end)):
        return True  # round 31: "password: NAME / ######": the pair's password is withheld, NAME is its user
    if kind == "password" and (_compound_noun(text, start, end) or text[start:start + 5].upper() == "WIFI:"):
        return True  # (a Wi-Fi QR string after "wifi" or "code:": its password is its P: field, "T:nopass" has none)
    if (benign.verifier_or_ciphertext(v, text) or benign.template_marker(v) or benign.call_reads(text, start, end)
            or round58.documented_example(text, start, end)  # round 58: not the words inside links
            or (kind == "api_key" and benign.said_public(text, start, end))  # a key can be public; a password not
            or benign.wifi_qr_field(text, start)
            or (kind == "password" and (tables.under_other_column(text, start, end)
                                        or tables.across_cells(text, start, end)))):
        return True
    line_start = text.rfind("\n", 0, start) + 1
    space = _SPACE.search(text, end)
    token_end = len(text) if space is None else space.start()  # not the rest of the value's own token (a URL's /PUBLIC)
    around = (text[max(line_start, start - 60):start] + " " + text[token_end:token_end + 40]).split("\n", 1)[0]
    around = carried.without_public_services(around)  # round 36: "Tarjeta Transporte Público" claims nothing
    around = shown.without_links(around)  # round 39: a link's path claims nothing ("/publications/pub_...")
    around = slots.without_menu_public_api(around)  # round 41: "(Settings > Public API): <key>" claims nothing
    if (_SAID_PUBLIC_INTL.search(around) or _public_claim(around, 0, len(around))) and not (
            held.named_private(text, start) or shown.public_is_other(text, start, end)
            or round82.public_one_is_other(text, start, end)  # round 82: "..., public one is on the server"
            or (kind == "password" and round55.public_in_other_cell(text, start, end))):  # round 55: a business's name
        return True  # (round 37: "the private code is X, the public reference is Y": the public one is another)
    if len(v) >= 40 and _SEALED.search(text):
        return True
    if _FOREIGN_PLACEHOLDER.search(v) or v.endswith("(") or "::" in v:
        return True
    if _FILL_INSIDE.search(v) or _KIND_SUFFIX.search(v) or (
            "<" in v and round58.angled_placeholder(text, start, end, token_end + 40)
            and not round92.jumbled_angles(v)):  # round 92: "0Le<3>FF...,JX?!": a secret's marks, no template
        return True  # (round 58: a "<...>" with a placeholder's words inside, not a salt's "<" ... ">" between marks)
    decoded = decode.decode(v) if len(v) >= 16 else None
    pair = None if decoded is None else _DECODED_PAIR.fullmatch(decoded.strip())
    if pair is not None and _CREDENTIAL_PLACEHOLDER.match(pair.group("v")):
        return True  # base64 of "user:password", "admin:<secret>": a sample
    token_start = max(text.rfind(" ", line_start, start), text.rfind("\t", line_start, start)) + 1
    if text.startswith("arn:", token_start) and text.count(":", token_start, start) >= 5:
        return True  # arn:aws:secretsmanager:REGION:ACCOUNT:secret:NAME: where a secret is kept, not the secret
    name = _ID_NAME.search(text, max(line_start, start - 40), start)
    if name is not None and name.end() == start and not _SECRET_ID.search(
            " ".join(text[max(line_start, start - 40):start].rstrip(" \t=:\"'").split()[-2:])) and not (
            _SECRET_FOR.search(text, max(line_start, start - 60), name.start())) and not (
            round58.app_id_key(text, start, end)):  # round 58: an app_id that is its URL's only key
        return True  # user_id=<uuid>: an identifier (a session id, a secret id, a token id may be the secret)
    line_end = text.find("\n", end, end + 200)
    line = text[max(line_start, start - 200):end + 200 if line_end < 0 else line_end]  # at most 200 characters each side
    if _RFC.search(line):
        return True
    return (v.startswith("AIza") and _FIREBASE_WEB.search(text) is not None) or (
        _CURSOR_NAME.search(text, max(line_start, start - 40), start) is not None)


# Round 29: a value its writer calls an example in the parenthesis right after it ("...?secret=JBSWY3DPEHPK3PXP (the
# example from the docs)&issuer=...", "key ABCD1234 (dummy)"): a documented or made-up value, not a live one.
_EXAMPLE_NOTE = re.compile(r"[ \t]*\((?:the |an? |just an? |only an? )?(?i:example|sample|dummy|fake|placeholder|made[- ]up"
                           r"|from the docs)\b")


def _scan(text: str, detectors: frozenset[int] | set[int]) -> list[Finding]:
    """The findings of the given rows of ``_DETECTORS``; rows that cannot match may be left out."""
    taken: list[Finding] = []
    for n in _in_order(detectors):
        det = _DETECTORS[n]
        for m in det.pattern.finditer(text):
            span = det.validate(m)
            if span is None:
                continue
            start, end = span
            token_end = end + len(text[end:end + 80].split(None, 1)[0]) if text[end:end + 1].strip() else end
            if "EXAMPLE" in text[start:token_end]:  # AWS's documented AKIAIOSFODNN7EXAMPLE and its kind (and the
                continue                             # documented secret key, cut at its "/": round 12)
            if _EXAMPLE_NOTE.match(text, end) or text[start:end] in licences.PUBLIC_KEYS:
                continue  # (a key Microsoft publishes for every KMS client is no secret under any label)
            if _REDACTED.search(text, start, min(len(text), end + 3)):  # npm_XXXX..., sk-ant-..., ghp_****abcd
                continue
            if _near_miss(text, start, end, det.kind):
                continue
            if all(end <= f.start or start >= f.end for f in taken):
                taken.append(Finding(det.kind, start, end))
    textmemo.clear()  # (its readings' whole-text answers: no text is held after the scan)
    round83.forget()  # (round 83: the text its year reading read last)
    return sorted(taken, key=lambda f: (f.start, f.end))


def _scan_rejoined(text: str, detectors: frozenset[int] | set[int], depth: int = 0) -> list[Finding]:
    """:func:`_scan`, plus what every row finds in a value cut into pieces once it is joined (:mod:`.rejoin`),
    and in a base64 blob once it is decoded (:mod:`.decode`, to :data:`_MAX_DEPTH` levels: a Docker config's
    ``auth`` inside its base64), each reported at the span of the pieces or the blob."""
    taken = _scan(text, detectors)
    # a table's cells are separate values, not one value cut into pieces ("github_pat_ | 00000000000" under owner)
    rejoined = rejoin.rejoined_lines(text) + grouped.grouped_lines(text)  # round 43: "84 15" as "8415"
    # a value sent alone in the message after its announcement (round 14), also where an export's "[1/5/2026, 14:02]"
    # makes the log look like comma-separated cells (round 15)
    announced = [a for a in chat.announced_values(text) if not readings.announced_benign(text, a[0], a[1])]
    announced += unlocked.prefixed_tables(text)  # round 45: a table after a chat's time and sender
    for start, end, line in ([] if rejoined and tables.unlabelled_table(text) else rejoined) + announced:
        if fp214.device_key(text, start, end):
            continue  # session 49 (fp214): a Matrix device's public key is in groups by design, not cut up
        joined_from = len(line) - (end - start)  # at most: the joined value is no longer than its pieces
        for f in _scan(line, _ALL):
            if f.end > joined_from and all(end <= g.start or start >= g.end for g in taken):
                taken.append(Finding(f.kind, start, end))
    for start, end, line, words in spelled.spelled_lines(text):
        if any(start < g.end and g.start < end for g in taken):
            continue
        joined_from = len(spelled.line_before(text, start))  # the line holds the text before the run, then the value
        kinds = [f.kind for f in _scan(line, _ALL) if f.end > joined_from]
        value = line[joined_from:]
        if words and spelled.names_not_secret(line[:joined_from], text[start:end]):
            continue  # a name or a reference read aloud (round 21)
        if not kinds and words and spelled.spelled_secret(value) and (
                spelled.credential_named(text) or spelled.lock_named(text)) and not (
                _CODE_NAMED_NOT_SECRET.search(line, 0, joined_from)):
            kinds = ["one_time_code" if value.isdigit() else "password"]  # spelled out: only a credential is
        if kinds:
            taken.append(Finding(kinds[0], start, end))
    escaped = fields.unescaped(text) if depth == 0 else None
    if escaped is not None:  # the text inside a JSON string, read as written (round 8)
        inner, offsets = escaped
        for f in _scan_rejoined(inner, _every_row(inner), _MAX_DEPTH):
            start, end = offsets[f.start], offsets[f.end]
            if all(end <= g.start or start >= g.end for g in taken):
                taken.append(Finding(f.kind, start, end))
    if depth < _MAX_DEPTH and _DECODE in detectors:
        for start, end, line, at, at_end in decode.decoded_lines(text):
            if any(start < g.end and g.start < end for g in taken):
                continue
            kinds = [f.kind for f in _scan_rejoined(line, _every_row(line), depth + 1) if f.end > at and f.start < at_end]
            pair = None if kinds else _DECODED_PAIR.fullmatch(line[at:at_end].strip())
            if pair is not None and pair.group("u").lower() != pair.group("v").lower() and shape.shape_ok(
                    "password", pair.group("v"), "", stated=True):
                kinds = ["password"]  # "user:password" in base64: an HTTP Basic credential
            if kinds and not _near_miss(text, start, end, "api_key"):
                taken.append(Finding(kinds[0], start, end))
    return sorted(taken, key=lambda f: (f.start, f.end))


def find_secrets_many(texts: Sequence[str]) -> list[tuple[int, str]]:
    """Scan a batch: ``(index, kind)`` for each distinct kind found in ``texts[index]``, by index.

    Per text the kinds come in order of first finding, so the first pair of an index names the kind that
    :func:`check_text` would raise for. Equal to running :func:`find_secrets` on every text, but a native
    prefilter (the detectors' literal anchors, searched in the whole batch at once) picks the few texts
    that get the full checks.
    """
    texts = texts if isinstance(texts, (list, str)) else list(texts)
    out = _rules_many(texts)
    found = {i for i, _ in out}
    seeds = [(i, f[0].kind) for i in _seed_candidates(texts) if i not in found
             for f in [_seed_finding(texts[i])] if f]
    seeded = found | {i for i, _ in seeds}
    seeds += [(i, "password") for i in letters.grouped_many(texts) if i not in seeded]  # round 21: an app password
    if seeds:
        out = sorted(out + seeds, key=lambda p: p[0])
        found.update(i for i, _ in seeds)
    added = [(i, _ngram_finding(texts[i]).kind) for i in ngram.refused(list(texts), found)
             if not _ngram_vetoed(texts[i])]  # the same readings as find_secrets
    return sorted(out + added, key=lambda p: p[0]) if added else out


def _rules_many(texts: list[str] | str) -> list[tuple[int, str]]:
    """:func:`find_secrets_many` by the rules alone (the detectors of ``_DETECTORS``), without :mod:`.ngram`."""
    out: list[tuple[int, str]] = []
    candidates = _anchor_candidates(texts, _ANCHORS_LESS_SEED)  # (checks that texts is a batch of str)
    for i in [i for i, text in enumerate(texts) if totp.GROUPED.search(text) and _GROUPED_SEED_ANCHOR.search(text)]:
        candidates[i] = candidates.get(i, frozenset()) | {_GROUPED_SEED}
    # (one look for a "#" in the whole batch first: a per-text loop cost ingest's batches of "memory 123 about ..."
    # 0.3-0.8 ms, 1.14x; the join and one search 0.08 ms)
    if "#" in "\n".join(texts):
        for i in [i for i, text in enumerate(texts) if slots.KEYPAD.search(text)]:
            candidates[i] = candidates.get(i, frozenset()) | {_KEYPAD_ROW}
    for i in sorted(candidates):
        rows = candidates[i]
        findings = _scan_rejoined(texts[i], rows) if not _MARKS.isdisjoint(rows) else _scan(texts[i], rows)
        out.extend((i, kind) for kind in dict.fromkeys(f.kind for f in findings))
    return out


# The row of round 29's grouped TOTP seed (totp.GROUPED): its one anchor is any digit ("#", or a "#" itself), so nearly
# every text of a batch (an ingest's "memory 123 about the order") was its candidate, and got the full Python scan and
# the prefilter's per-text masks: ~75 % of the guard's CPU on such a batch (guardcost51). _rules_many leaves its anchor
# out of the table (_ANCHORS_LESS_SEED) and adds the row where its pattern matches a text holding that anchor: the same
# findings, since a row whose pattern has no match in a text adds none to _scan, and _scan_rejoined passes its rows only
# to _scan (its other scans use every row). A text holding a character that folds to ASCII keeps every row (the table's
# _FOLDS_TO_ASCII entries).
_GROUPED_SEED = next(n for n, det in enumerate(_DETECTORS) if det.pattern is totp.GROUPED)
# Round 33's keypad row (slots.KEYPAD) has the same anchor, "#", for the same reason, and is added the same way, from a
# "#" in the text as written (its pattern needs one) and a match of its pattern.
_KEYPAD_ROW = next(n for n, det in enumerate(_DETECTORS) if det.pattern is slots.KEYPAD)
_ANCHORS_LESS_SEED = _anchor_table(frozenset([_GROUPED_SEED, _KEYPAD_ROW]))
_GROUPED_SEED_ANCHOR = re.compile("[0-9#]")  # totp.GROUPED_ANCHORS, "#", folded as the prefilter folds (_FOLD)


def check_text(text: str) -> None:
    """Raise :class:`SecretError` if ``text`` carries a secret; the message names the kind, never the value."""
    findings = find_secrets(text)
    if findings:
        first = findings[0]
        others = sorted({f.kind for f in findings[1:]} - {first.kind})
        extra = f" (and {', '.join(others)})" if others else ""
        raise SecretError(
            f"refused: the text contains a secret of kind {first.kind!r}{extra} at characters "
            f"{first.start}-{first.end}; secrets are never stored",
            first.kind,
        )
