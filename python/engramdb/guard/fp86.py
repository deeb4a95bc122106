"""Session 46 (fp86): false alarms on ordinary agent notes found by a wide, seeded search
(benchmarks/guard_benign_wide.py: prices, rents and sizes beside kept places and things, order / tracking / booking /
invoice ids, phones, addresses, dates, versions, measurements, possessives, room / gate / platform numbers, product
codes, recipes and schedules, in several languages), read as general readings (a leaf module but for :mod:`.fp49`,
whose ticket words it shares). ``secrets._shaped`` asks :func:`ticket_pass` of a password word and
:func:`id_number_word` of a code word, the document row :func:`zip_codes` of its line, ``secrets._payment_card``
:func:`dates` of its digits, ``secrets._near_miss`` :func:`near_miss` of a password, key or code finding.

* **a ticket's pass** (:func:`ticket_pass`): "pass" right after a ticket's word (a season, annual, day, ski, bus,
  rail, boarding, museum, parking, festival ... pass) names the ticket, not a password: "season pass FD1229595 for
  Chris", "boarding pass for IB743: coach 7 ... Wi-Fi network Casa-W82T". fp49 read the digits right after such a
  pass as its number; a number with capitals before its digits (FD1229595), or a value further on with words between
  (another thing's), still fired. A mixed-case value right after the pass ("museum pass #Qk5512o983", fp49's twin)
  stays refused. "pass" alone is a password's
  short label ("wifi pass: Kestrel3818%") and stays one, as does a guest pass (a shared site's password) and every
  other password word in the same note ("boarding pass BA12, wifi password Kestrel3818%").
* **a ZIP code** (:func:`zip_codes`): the row that reads the first password-shaped token on a line naming a PDF or
  an archive (a .zip, .7z, .rar and its password) met "postcode 37303, zip 49285 | pinned requests==8.7.7-rc2": "zip"
  before five digits (or ZIP+4) or before "code" is the US postcode, not an archive. A line that also names an
  archive in another word ("the zip's password", "backup.zip", a PDF) is read as before.
* **an id's number word** (:func:`id_number_word`): Japanese, Chinese and Korean write "number" (番号, 编号, 号码,
  번호) after what it numbers: "追跡番号 EE581203526IN" is the tracking number, "注文番号" the order's, and the walk for
  a code's value after "番号" went on past the tracking id to "loyer du garage : kr 4110" (the garage's rent). An
  order's, a tracking's, an invoice's, a member's number word names an id, not a code.
* **dates joined** (:func:`dates`): "Airbnb Amsterdam 2022-07-05-2023-11-12" (a stay from one ISO date to another)
  is sixteen digits grouped 4-2-2-4-2-2 that may pass the Luhn check: a card number is not written as dates of the
  calendar (a year 1900-2099, a month 01-12, a day 01-31, each date whole).
* **a clause of CJK text** (:func:`near_miss`): "risotto 材料: 砂糖13g、卵4個" (ingredients: sugar 13 g, eggs 4) taken
  as a password later in a note that names a login page: Chinese and Japanese write no space between words, so a
  clause with digits reads as one long token; an ideographic comma or full stop (、。) inside the value splits it
  into a sentence's parts, which no password is written with. Not where every part is a numeral: a code read aloud
  in Chinese numerals is written with the same comma ("车库门的密码是六、一、二、七").
"""

from __future__ import annotations

import re

from .fp49 import TICKET_WORDS

_TICKET_BEFORE = re.compile(r"(?i)(?<![\w-])(?:" + TICKET_WORDS + r")[ \t]*-?[ \t]*\Z")
# what may stand between the pass and its number ("season pass no. ", "ski pass #", "day pass: ", "bus pass is ")
_NUMBER_NAMED = re.compile(r"(?i)(?:[ \t]+(?:number|no\.?|n[ºo°]|is))?[ \t]*[:#=]?[ \t]*")
# a pass's number: digits, or a few capitals then digits, grouped or not ("FD1229595", "8739-0681", "AB 12345678")
_PASS_ID = re.compile(r"[A-Z]{0,4}[ -]?\d+(?:[ -]\d+)*")


def ticket_pass(text: str, start: int, end: int, v_start: int, v_end: int) -> bool:
    """``text[start:end]`` is the word "pass" right after a ticket's word and the value taken for it
    (``text[v_start:v_end]``) is the pass's number, or a value further on in the note (see the module)."""
    if text[start:end].lower() != "pass" or _TICKET_BEFORE.search(text, max(0, start - 24), start) is None:
        return False
    if _NUMBER_NAMED.fullmatch(text, end, v_start) is None:
        return True  # words between: the value is another thing's ("boarding pass for IB743: ... network Casa-W82T")
    return _PASS_ID.fullmatch(text, v_start, v_end) is not None


# "zip" as the US postcode: before five digits (or ZIP+4), or before "code"; any other archive or PDF word on the line
_ZIP_CODE = re.compile(r"(?i)(?<![a-z0-9])zip(?:[ \t]*(?:code|\+4))?[ \t]*[:#]?[ \t]*\d{5}(?:-\d{4})?(?!\d)|"
                       r"(?<![a-z0-9])zip[ \t]*codes?(?![a-z0-9])")
_ARCHIVE_WORD = re.compile(r"(?i)(?<![a-z0-9])(?:pdf|zip|7z|rar)(?![a-z0-9])")


def zip_codes(line: str) -> bool:
    """Every archive or PDF word on ``line`` is "zip" as a ZIP code (see the module)."""
    codes = [m.span() for m in _ZIP_CODE.finditer(line)]
    return bool(codes) and all(any(a <= w.start() < b for a, b in codes) for w in _ARCHIVE_WORD.finditer(line))


_Y, _M, _D = r"(?:19|20)\d\d", r"(?:0[1-9]|1[0-2])", r"(?:0[1-9]|[12]\d|3[01])"
_DATES = re.compile(f"{_Y}(?P<s>[-./]){_M}(?P=s){_D}(?:[-/ ]+{_Y}(?P=s){_M}(?P=s){_D})?")


def dates(value: str) -> bool:
    """``value`` is one ISO date or two joined (see the module)."""
    return _DATES.fullmatch(value) is not None


_CJK_CLAUSE = re.compile(r"[\u3001\u3002\uff0c\uff61\uff64]")
# a code read aloud in Chinese or Japanese numerals is written with the same comma ("密码是二、七、二、零"): a value
# whose every piece is a numeral (or digits) is such a code, not a clause
_NUMERAL_PIECE = re.compile(r"[\s\d零〇一二三四五六七八九十两兩壹贰貳叁參肆伍陆陸柒捌玖拾]+")


def near_miss(text: str, start: int, end: int) -> bool:
    """A password, key or code finding that is a clause of CJK text (see the module)."""
    if _CJK_CLAUSE.search(text, start, end) is None:
        return False
    pieces = [p for p in _CJK_CLAUSE.split(text[start:end]) if p.strip()]
    return not all(_NUMERAL_PIECE.fullmatch(p) for p in pieces)


# the CJK words for an order, a tracking, a waybill, an invoice, an enquiry, a member, a customer, right before the
# word for "number"
_ID_BEFORE_NUMBER = re.compile(r"(?:注文|追跡|伝票|配送|送り状|問い?合わ?せ|受付|会員|お客様|顧客|請求書?|領収書|"
                               r"订单|訂單|快递|快遞|运单|運單|物流|发票|發票|会员|會員|客户|"
                               r"주문|운송장|송장|배송|회원|고객)[ \t]*\Z")
_NUMBER_WORD = re.compile(r"番号|编号|編號|号码|號碼|单号|單號|번호")


def id_number_word(text: str, start: int, end: int) -> bool:
    """``text[start:end]``, a code word, is the word for "number" after an id's word (see the module)."""
    return (_NUMBER_WORD.fullmatch(text, start, end) is not None
            and _ID_BEFORE_NUMBER.search(text, max(0, start - 6), start) is not None)
