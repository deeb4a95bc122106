"""Session 47 (fp97): the last false alarms of guard_corpus_blind54's benign twins and of the wide generator's seed 17
(benchmarks/guard_benign_wide.py --wide), read as general readings (a leaf module but for :mod:`.fp95`'s line
window). ``secrets._near_miss`` asks :func:`near_miss` of a password's, a code's or a key's value and :func:`card_id`
of a card number.

* **a member's card** (:func:`member_card`): "club membership card 6399 ...; fees by transfer to ..." - the card is
  named by what it admits to (a membership, a club, a library, a gym, a student's or a member's card, in several
  languages) right before its number, and no payment word stands on the line ("membership card, paid by visa
  4539 ..." stays refused). Session 48 (fp207): a trade card too ("Axminster trade card 6006 ...; the workshop pays
  by transfer" - a merchant's trade account's card, which names the account, not a payment card).
* **an order's id in a code comment** (:func:`order_comment`): "order = Order.objects.get(pk=7081)  # Shop 6749..."
  - the code before the comment names an order, a parcel or an invoice; the comment's number is the shop's id for
  it. A card's code ("card = Card.objects.get(...)  # 4539...") or a payment word in the comment stays refused.
* **a negated verb taken for the value** (:func:`negated_verb`): Turkic languages say "I won't send the password" as
  "the password" + a negated verb ("сырсөздү жибербейм", "паролни юбормайман"); the verb (letters only, a negative
  suffix, its clause's last word) is taken for the value. A value after it ("... жибербейм: Qx7#mWp2") stands.
* **a login before a withheld password** (:func:`login_then_placeholder`): "password: M8862052 / ${POOL_APP_PW}" -
  the value taken is a login's id (a member number, an e-mail, a phone number, a handle), and the slot after "/" is
  a placeholder, the line's end after it. "password: M8862052 / Pita2008!" stands.
* **Secret Santa** (:func:`secret_santa`): a key's value read after the "Secret" of "Secret Santa" (a gift exchange)
  with no other key word between them ("Secret Santa budget 20 USD; commit 8386894" - a commit's hash).
"""

from __future__ import annotations

import re

from . import fp95

# ---- a member's card
_MEMBER_CARD = re.compile(
    r"(?i)(?<![^\W\d_])(?:(?:club[ \t]+)?membership|member|members|club|library|gym|student|campus|museum|trade|"
    r"mitglieds|mitglied|bibliotheks|carte[ \t]+de[ \t]+membre|carte[ \t]+d['’]adh[ée]rent|carnet[ \t]+de[ \t]+socio|"
    r"tarjeta[ \t]+de[ \t]+socio|tessera)[ \t-]*(?:card|karte|ausweis)?[ \t]*"
    r"(?:(?:no\.?|nr\.?|number|#|id)[ \t]*)?[:#]?[ \t]*\Z")
_PAYMENT = re.compile(
    r"(?i)(?<![^\W\d_])(?:credit|debit|visa|master ?card|amex|american express|maestro|diners|discover|jcb|cvv|cvc|"
    r"expir\w*|exp|valid|kredit\w*|d[ée]bit\w*|cr[ée]dit\w*|paid|pay|payment|zahlung|bezahlt|paiement|pago)"
    r"(?![^\W\d_])")


def member_card(text: str, start: int, end: int) -> bool:
    """The card number at ``start:end`` is a member's card's (see the module)."""
    if _MEMBER_CARD.search(text, max(0, start - 48), start) is None:
        return False
    a, b = fp95.line_span(text, start, end)
    return _PAYMENT.search(text, a, b) is None


# ---- an order's id in a code comment
_ORDER_CODE = re.compile(r"(?i)(?:order|shipment|parcel|tracking|invoice|bestellung|pedido|commande)")
_COMMENT = re.compile(r"[ \t](?:#|//|--)[ \t]")
_CARD_WORD = re.compile(r"(?i)card|karte|carte|tarjeta|cart[ãa]o|kart")


def order_comment(text: str, start: int, end: int) -> bool:
    """The card number at ``start:end`` is in a code comment whose code names an order (see the module)."""
    a, b = fp95.line_span(text, start, end)
    comments = list(_COMMENT.finditer(text, a, start))
    if not comments:
        return False
    code, comment = text[a:comments[0].start()], text[comments[0].end():b]
    return ("=" in code or "(" in code) and _ORDER_CODE.search(code) is not None and not (
        _CARD_WORD.search(code) or _CARD_WORD.search(comment) or _PAYMENT.search(text, a, b))


# ---- a negated verb read as the value
_NEGATED = re.compile(
    r"[^\W\d_]{2,}(?:"
    r"(?:ба|бе|па|пе|ма|ме|бә|пә|мә)(?:йм|ймын|ймин|ймін|йман|ймен|ймыз|ймиз|ймиз|ймын|йт|йди|йды|йді|йбыз|йбиз)"
    r"|(?:may|mey)(?:man|miz|di)|(?:mayaca[ğg][ıi]m|meyece[ğg]im|m[ıi]yorum|muyorum|müyorum))"
    r"[.!?,;…]*", re.IGNORECASE)


def negated_verb(text: str, start: int, end: int) -> bool:
    """The value at ``start:end`` is a negated verb, its clause's last word, no value after it (see the module)."""
    if _NEGATED.fullmatch(text, start, end) is None:
        return False
    b = fp95.line_span(text, start, end)[1]
    return text[end:b].strip(" \t.!?,;…)") == ""


# ---- a login's id, then a placeholder for the password
_LOGIN_ID = re.compile(
    r"[A-Za-z]{0,3}\d{5,12}|\+?\d[\d -]{6,16}\d|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|[^\W\d_]{2,20}[._][^\W\d_]{1,12}\d{0,3}")
_THEN_PLACEHOLDER = re.compile(
    r"[ \t]*[/|,;][ \t]*(?:\$\{[A-Za-z_][\w.]*\}|\$[A-Z_][A-Z0-9_]{2,}|\{\{[ \t]*[\w.]+[ \t]*\}\}|<[^<>\n]{1,30}>|"
    r"%[A-Z_][A-Z0-9_]*%|\[[^\[\]\n]{1,30}\])[ \t.!]*(?=\n|\Z)")


def login_then_placeholder(text: str, start: int, end: int) -> bool:
    """The value at ``start:end`` is a login's id, and a placeholder stands after it for the password (see the
    module)."""
    return _LOGIN_ID.fullmatch(text, start, end) is not None and _THEN_PLACEHOLDER.match(text, end) is not None


# ---- Secret Santa
_SANTA = re.compile(r"(?i)(?<![^\W\d_])secret[ \t]+santa(?![^\W\d_])")
_SANTA_GATE = fp95.literals_gate("santa")  # (fp223: last_on_line's gate)
_KEY_WORD = re.compile(r"(?i)secret|key|token|passw|pwd|api|auth|credential|sk_|pk_")


def secret_santa(text: str, start: int) -> bool:
    """A key's value after "Secret Santa" with no other key word between them (see the module)."""
    last = fp95.last_on_line(_SANTA, text, start, _SANTA_GATE)
    return last is not None and _KEY_WORD.search(text, last.end(), start) is None


def near_miss(text: str, start: int, end: int) -> bool:
    """A password's, a code's or a key's value that is a negated verb, a login before a placeholder, or a key read
    after Secret Santa."""
    return negated_verb(text, start, end) or login_then_placeholder(text, start, end) or secret_santa(text, start)


def card_id(text: str, start: int, end: int) -> bool:
    """A card number that is a member's card's or an order's id in a code comment."""
    return member_card(text, start, end) or order_comment(text, start, end)
