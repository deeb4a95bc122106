"""Session 47 (fp95): false alarms of the wide search for ordinary agent notes (benchmarks/guard_benign_wide.py,
seeds 9-15) and of the corpora's benign rows, read as general readings (a leaf module but for :mod:`.round85`'s
labels). ``secrets._near_miss`` asks :func:`near_miss` of a password's, a code's or a key's value.

* **a dress code** (:func:`dress_code`): "dress code smart casual, 20270220 16.45, gate G11" - the code word nearest
  before the value on its line is a dress code's ("dress code", "Dresscode", "code vestimentaire", "código de
  vestimenta"), whose value is words; the number the walk reached is a date's or a gate's. A code word of its own
  after it ("dress code smart casual; door code 4471") is the door's and stays refused.
* **the name in a password's label** (:func:`label_name`): the value taken is the service or the account a
  password's label names before its own colon ("kata laluan AirAsia Ride: (not over chat)", "pasahitza
  [flat33B]: [message deleted]", "Passwort fürs Fahrschul-Portal (+49...): ${APP_PW}") - no colon, "=" or "is"
  between the label and the value, after the value only a few words or a bracket before the line's colon, and no
  value after that colon: a withheld one ("—", "(not over chat)", a placeholder). With a value there ("Passwort für
  die App [tom.b]: Kestrel-3818", "pass wifi MiFibra-2C8E: 53390671608062706722") the finding stands.
* **what a password is for** (:func:`purpose_name`): a value of letters with no digit right after the label and a
  preposition of purpose with its article ("Passwort für die WeWash-App - (changed it yesterday)", "password for the
  Fahrschul-Portal") names the thing, not its password - when no value follows it on the line.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from . import bip39, round76, round85

# How far each reading looks before a value and after it, on its line: a finding's reading costs the same on a long
# line of findings as on a short one (tests/test_guard_cost54.py).
_BACK, _AHEAD = 120, 160



def line_span(text: str, start: int, end: int) -> tuple[int, int]:
    """The line around ``start:end``, at most _BACK characters before and _AHEAD after (a long line costs what a short
    one does): (its start, its end)."""
    a = max(text.rfind("\n", max(0, start - _BACK), start) + 1, start - _BACK)
    b = text.find("\n", end, end + _AHEAD)
    return a, (min(len(text), end + _AHEAD) if b < 0 else b)


def token_span(text: str, start: int, end: int) -> tuple[int, int]:
    """The whitespace-delimited token holding ``start:end``: (its start, its end)."""
    a = start
    while a > 0 and not text[a - 1].isspace():
        a -= 1
    b = end
    while b < len(text) and not text[b].isspace():
        b += 1
    return a, b


def last_on_line(pattern: re.Pattern[str], text: str, start: int,
                 gate: Callable[[str], bool] | None = None) -> re.Match[str] | None:
    """The last match of ``pattern`` before ``start`` on its line (line_span's start), or None.

    ``gate`` (session 49, fp223), asked of the window lower-cased when it is all ASCII: False when ``pattern`` can
    match nowhere in it (none of its literals), so the finditer is skipped - the same answer: a window with any
    other character is always searched. fp214 measured this finditer at ~14 % of a 'curl -u a:' x n text's cost.
    """
    a = line_span(text, start, start)[0]
    if gate is not None and GATED:
        window = text[a:start]
        if window.isascii() and not gate(window.lower()):
            return None
    last = None
    for last in pattern.finditer(text, a, start):  # noqa: B007
        pass
    return last


# last_on_line's literal gates (session 49, fp223); GATED = False searches every window (an A/B in one process).
GATED = True


def literals_gate(*literals: str) -> Callable[[str], bool]:
    """A gate for a pattern each of whose matches in ASCII text holds one of ``literals`` (lower case) under
    re.IGNORECASE (the four non-ASCII letters IGNORECASE matches to ASCII ones are not ASCII, so a window holding one
    is searched)."""
    return lambda window: any(w in window for w in literals)


_ALNUM_RUN = re.compile(r"[a-z0-9]+")


def _ascii_forms(ch: str) -> frozenset[str]:
    """The ASCII letters and digits ``ch`` matches under re.IGNORECASE (lower case), "0" beside "o" (OCR's, as
    round85._folded_label writes it)."""
    out = {c.lower() for c in "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
           if re.fullmatch(re.escape(ch), c, re.IGNORECASE)}
    return frozenset(out | {"0"} if "o" in out else out)


def _heads(labels: Iterable[str]) -> frozenset[str] | None:
    """Each label's first alphanumeric run as it can stand in ASCII text (lower case), cut to three characters: a
    label matches in an ASCII window only at a run's start (round85._L: no letter or digit before it), and a run
    of one or two characters only as a whole run (round85._R: no letter or digit after a label; "_", "-" and a
    space end a run). None when a label does not open with a letter or a digit."""
    forms: dict[str, frozenset[str]] = {}
    out: set[str] = set()
    for label in labels:
        run = _LABEL_RUN.match(label)
        if run is None:
            return None
        chars = [forms.setdefault(c, _ascii_forms(c)) for c in run.group()[:3]]
        heads = [""]
        for options in chars:
            heads = [h + c for h in heads for c in options]
        out.update(heads)
    return frozenset(out)


_LABEL_RUN = re.compile(r"[^\W_]+")


def _label_gate(window: str) -> bool:
    """Whether a password label of round 85 (fp95._LABEL) can match in the ASCII ``window`` (see _heads)."""
    heads = _LABEL_HEADS
    return heads is None or any(run[:3] in heads for run in _ALNUM_RUN.findall(window))


# a code word, and a dress code's label around it
# (a compound's last part too: "Türcode", "Dresscode")
_CODE_WORD = re.compile(r"(?i)(?<![^\W\d_])[^\W\d_]*?(?:codes?|pin|passcode|password|kod|c[óo]digo|codice)(?![^\W\d_])")
# (every match holds "cod", "pin", "password" or "kod": "c[óo]digo" in ASCII is "codigo")
_CODE_WORD_GATE = literals_gate("cod", "pin", "password", "kod")
_DRESS_BEFORE = re.compile(r"(?i)(?<![^\W\d_])dress[ \t-]?\Z")
_DRESS_AFTER = re.compile(r"(?i)[ \t]+(?:vestimentaire|de[ \t]+vestimenta|di[ \t]+abbigliamento)(?![^\W\d_])")


def dress_code(text: str, start: int) -> bool:
    """The code word nearest before ``start`` on its line is a dress code's (see the module)."""
    last = last_on_line(_CODE_WORD, text, start, _CODE_WORD_GATE)
    if last is None:
        return False
    word = last.group().lower()
    return (word == "dresscode"
            or (word == "code" and (_DRESS_BEFORE.search(text, max(0, last.start() - 8), last.start()) is not None
                                    or _DRESS_AFTER.match(text, last.end()) is not None))
            or (word.startswith("c") and word != "codes" and _DRESS_AFTER.match(text, last.end()) is not None))


_LABEL = re.compile(r"(?i)" + round85._L + r"(?:" + round85._PASS + r")" + round85._R)
_LABEL_HEADS = _heads(round85.PASSWORD_LABELS)  # (_PASS's both halves are tries of PASSWORD_LABELS' words)
# a label stated before its value: a colon, "=", or a copula
_STATED = re.compile(r"[:=：]|(?i:(?<![^\W\d_])(?:is|ist|est|es|é|è|är|er)(?![^\W\d_]))")
# after the value: a closing mark, then up to four words or one bracket, then the label's colon (not a link's)
# (a colon that ends a label: a space or the line's end after it - not a smiley ":)", a scale's "1:72", a path's ":/")
_TO_COLON = re.compile(r"[\])\"'”»]?(?:[ \t]+(?:[^\W_][\w.+'’-]{0,30}|[\[(][^\])\n]{1,40}[\])])){0,4}[ \t]*"
                       r"(?:[:：](?=[ \t]*(?:\n|\Z)|[ \t]+)|：)")
_TOKEN = re.compile(r"\S+")


def _value(v: str) -> bool:
    """A token has a value's shape: a password's (:func:`.round85.password_value`) or four digits or more."""
    v = v.strip(round85._TRAIL)
    return round85.password_value(v) or sum(c.isdigit() for c in v) >= 4


def _no_value(text: str, start: int) -> bool:
    """No token of a value's shape from ``start`` to the line's end."""
    stop = min(len(text), start + _AHEAD)
    end = text.find("\n", start, stop)
    return not any(_value(t.group()) for t in _TOKEN.finditer(text, start, stop if end < 0 else end))


def _label_before(text: str, start: int) -> re.Match[str] | None:
    """The last password label before ``start`` on its line, with nothing that states a value between them."""
    last = last_on_line(_LABEL, text, start, _label_gate)
    if last is None or _STATED.search(text, last.end(), start) is not None:
        return None
    return last


def label_name(text: str, start: int, end: int) -> bool:
    """The value is a name inside a password's label, before the label's own colon (see the module)."""
    if _label_before(text, start) is None:
        return False
    colon = _TO_COLON.match(text, end)
    return colon is not None and _no_value(text, colon.end())


_PURPOSE = re.compile(
    r"(?i)[ \t]+(?:für|fürs|for|pour|para|per|voor|dla|pro|f[öo]r)"
    r"(?:[ \t]+(?:die|den|das|dem|der|the|my|our|your|le|la|les|el|los|las|il|lo|de|het|mein(?:e|en)?))?[ \t]+"
    r"[\"'“«]?")
_NAME = re.compile(r"[^\W\d_]+(?:[-.'’][^\W\d_]+)*")


def purpose_name(text: str, start: int, end: int) -> bool:
    """A value of letters right after a password's label and a preposition of purpose (see the module)."""
    label = _label_before(text, start)
    return (label is not None and _NAME.fullmatch(text, start, end) is not None
            and _PURPOSE.fullmatch(text, label.end(), start) is not None and _no_value(text, end))


def near_miss(text: str, start: int, end: int) -> bool:
    """Any of the readings above."""
    return (dress_code(text, start) or label_name(text, start, end) or purpose_name(text, start, end)
            or id_labelled(text, start))


# ---- the n-gram signal: a withheld password told in more languages, the negation before the word or after it
# (round 76's reading, :func:`.round76.withheld_only`, reads a negation after its list's words only): "... y no te
# mando la contraseña", "ولن أرسل كلمة المرور" (and I will not send the password), Serbian "лозинку не шаљем овде",
# Pashto "پاسورډ دلته نه لیږم", Sinhala "මුරපදය එවන්නේ නැහැ" - and the signal's tokens are all a login's handle.
_MORE_PASSWORD_WORDS = re.compile(r"(?i)лозинк|lozink|پاسورډ|پاسورد|මුරපද|කඩවසම|கடவுச்சொல்|పాస్‌?వర్డ్|ಪಾಸ್‌?ವರ್ಡ್")
_NEGATION = re.compile(
    r"(?i)(?:\bnot\b|n['’]t\b|\bnever\b|\bnicht\b|\bkein|\bpas\b|\bjamais\b|\bno\b|\bnão\b|\bnie\b|\bniet\b|"
    r"\binte\b|\bikke\b|\bei\b|\bnem\b|\bne\b|\bnu\b|\bnije\b|\bне\b|\bни\b|\bнема\b|نہیں|نمی|لن|ليس|(?<!\w)لا(?!\w)|"
    r"(?<!\w)نه(?!\w)|नहीं|ไม่|않|안|不|没|しない|ません|නැහැ|නෑ|එපා|இல்லை|\bkhông\b|\btidak\b|\btak\b|"
    r"\bjangan\b|\bdeğil\b|\bmadım\b|לא)")
_CLAUSE_MARK = re.compile(r"[.,;!?\n،۔。、]")
_HANDLE_TOKEN = re.compile(r"[\[(]?[^\W\d_]{2,20}[._][^\W\d_]{1,12}\d{0,3}[\])]?[.,;:!?)،、，]*")


def _password_words(text: str) -> list[re.Match[str]]:
    return [*_LABEL.finditer(text), *_MORE_PASSWORD_WORDS.finditer(text)]


def withheld_only(text: str, tokens: Iterable[re.Match[str]]) -> bool:
    """Whether the text says its password is not given (a password's word with a negation in its clause, before the
    word or after it) and the n-gram signal's tokens (at least one) are all a login's handle."""
    said = False
    for p in _password_words(text):
        before = _CLAUSE_MARK.split(text[max(0, p.start() - 40):p.start()])[-1]
        after = _CLAUSE_MARK.split(text[p.end():p.end() + 60], maxsplit=1)[0]
        if _NEGATION.search(after) or _NEGATION.search(before):
            said = True
            break
    return said and round76.only_handles(tokens, _HANDLE_TOKEN)


# ---- a shopping list headed as one: twelve words of a BIP-39 list, numbered, whose checksum holds by chance (one
# list in sixteen), under a heading that names a shopping, grocery or packing list and nothing that names a
# seed phrase or a wallet ("shopping\n1. chicken\n2. egg\n..."). A phrase under a wallet's heading, or with "seed" /
# "recovery" / "wallet" anywhere in the text, stays refused.
_LIST_HEADING = re.compile(
    r"(?i)[ \t#*>-]*(?:(?:my|our|the|weekly|today'?s)[ \t]+)?"
    r"(?:shopping(?:[ \t]+list)?|groceries|grocery(?:[ \t]+list)?|"
    r"to[ \t]+buy|packing(?:[ \t]+list)?|einkaufen|einkaufsliste|einkauf|courses|"
    r"liste[ \t]+de[ \t]+courses|lista[ \t]+de[ \t]+(?:la[ \t]+)?compras?|compras|spesa|lista[ \t]+della[ \t]+spesa|"
    r"boodschappen(?:lijst)?|zakupy|lista[ \t]+zakup[óo]w|inköpslista|handleliste|indkøbsliste|ostoslista|alışveriş|"
    r"список[ \t]+покупок|покупки|買い物(?:リスト)?|买菜|购物清单|購物清單|장보기|쇼핑[ \t]*목록)"
    r"(?:[ \t]+(?:for|für|pour|para|per)[ \t]+[^\n]{1,30})?[ \t]*[:：]?[ \t]*\n")
_SEED_SAID = re.compile(r"(?i)seed|phrase|mnemonic|recovery|wallet|backup|ledger|trezor|metamask|frase|semilla|"
                        r"portefeuille|wiederherstellung|cüzdan|助记词|钱包|복구|復元")


def shopping_list(text: str) -> bool:
    """The text's first line heads a shopping (grocery, packing) list and nothing names a seed phrase or a
    wallet (see above)."""
    return (_LIST_HEADING.match(text) is not None and _SEED_SAID.search(text) is None
            and bip39._SAID_SEED.search(text.lower()) is None)  # (its words in twenty languages: "obnovovací slova")


# ---- an order's or a parcel's id under its own label, in the languages the wide search's notes are kept in: the
# value right after "código de rastreio" (Portuguese, a tracking code), "رقم التتبع" (Arabic, the tracking number),
# "ट्रैकिंग", "трек-номер", "mã vận đơn" (Vietnamese, a waybill's code), "αριθμός παραγγελίας" (Greek, an order's
# number), "운송장 번호", "resi", "kargo takip" is that id: not a code's, a key's or a card's number (a label's word
# for "code" - "código", "mã" - is read by the rows as a code's). A code's own label after it ("código de rastreio
# 0088..., código da porta 4471") is read on its own. Not a word inside a name ("svc_orders:" of a URL's user), not
# a plural ("for online orders: 4099..."), not Italian's password ("parola d'ordine").
_ID_WORDS = (
    r"order|pedido|encomenda|commande|bestellung|bestelling|bestellnummer|(?<!d['’])ordine|zam[óo]wienia|sipari[şs]\w*|"
    r"заказа?|ordernummer|objedn[áa]vky|παραγγελ[ίι]ας|pesanan|đơn[ \t]+hàng|tracking|track[ \t]*(?:&|and)[ \t]*trace|"
    r"rastreio|rastreamento|seguimiento|suivi|sendungsnummer|przesy[łl]ka|przesy[łl]ki|takip|трек-?номер|"
    r"отслеживани[яе]|spårningsnummer|z[áa]silky|αποστολ[ήη]ς|resi|vận[ \t]+đơn|waybill|awb|"
    r"التتبع|الطلب|ट्रैकिंग|ऑर्डर|ट्रैकिंग[ \t]+नंबर|운송장|주문|"
    r"订单号?|訂單號?|运单号?|運單號?|快递单号|快遞單號|注文番号|追跡番号")
_ID_LABEL = re.compile(
    r"(?i)(?<!\w)(?:" + _ID_WORDS + r")(?:[ \t]*(?:number|no\.?|nr\.?|n[º°o]\.?|#|номер|नंबर|번호|番号|号|"
    r"numer|num[eé]ro|n[úu]mero|nummer|numaras[ıi]|id))?[ \t]*[:#：=-]?[ \t]*\Z")


def id_labelled(text: str, start: int) -> bool:
    """The value at ``start`` has an order's or a parcel's id label right before it (see above)."""
    return _ID_LABEL.search(text, max(0, start - 40), start) is not None


def ids_only(text: str, tokens: Iterable[re.Match[str]], rest_vetoed: Callable[[str], bool]) -> bool:
    """The n-gram signal's tokens that have an order's or a parcel's id label right before them (at least one) are
    ids, and the text with them blanked out holds no other token, or ``rest_vetoed`` of that text (the signal does not
    refuse it, or the other readings read the rest as harmless)."""
    spans = [m.span() for m in tokens]
    ids = [(a, b) for a, b in spans if id_labelled(text, a)]
    if not ids:
        return False
    if len(ids) == len(spans):
        return True
    out = list(text)
    for a, b in ids:
        out[a:b] = " " * (b - a)
    return rest_vetoed("".join(out))
