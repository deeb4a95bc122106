"""Session 43 (fp66): ordinary notes that talk about secrets without holding one, read as general readings (a leaf
module: it imports nothing of the guard but :mod:`.managers`; ``secrets._near_miss`` asks :func:`near_miss` of a
password, key or code finding, and ``secrets.find_secrets`` asks :func:`names_only` before the n-gram signal refuses a
text).

benchmarks/guard_corpus_benign_notes/ (1,190 notes about passwords, PINs, door codes and keys in 20 languages, none
holding a secret) was refused 41 times by session 42's guard, in three families, all outside the Latin-script
languages whose words the earlier rounds had learnt:

* **a password manager's name as the value** (:func:`_manager_named`): "Wi-Fi password: see KeePass" in Arabic
  ("راجع KeePass"), Hebrew ("ראו LastPass"), Hindi ("KeePass में देखें"), Thai ("ดูใน LastPass"), Korean ("LastPass의
  ... 참고", a particle glued to the name) and German ("siehe 1Password"): the word for "see" is the next word in
  English, so the label's value was the manager's name, or the word for "see" itself when the note ends there. A
  manager's name says where the password is kept; it is never the password (the placeholders of
  ``secrets._NAMED_PLACEHOLDER`` hold most of the same names, round 20, but only some rows ask them; both are built
  from :data:`.managers.PASSWORD_MANAGERS`).
* **a ticket's number** (:func:`_ticket_number`): a value shaped like a tracker's id ("SEC-98988", "#97696", "44968")
  right after the word for a ticket or a request in any language ("टिकट", "チケット", "티켓", "工单", "заявка",
  "تذكرة", "קריאה", "ทิกเก็ต", "talep", "chamado", "zgłoszenie"), or right before Turkish "numaralı" ("IT-81607
  numaralı talebi": the request numbered IT-81607). English "ticket" was a naming word already (round 27).
* **an environment variable's name** (:func:`names_only`): the n-gram signal read "AWS_SECRET_ACCESS_KEY" or
  "REDIS_PASSWORD" as a secret in a Greek, Hindi, Russian or Arabic sentence ("the deploy failed because X was not
  set"). Upper-case words joined by underscores are a variable's name, as the rows' placeholders already say; a text
  whose only credential-shaped tokens are such names (or tickets' numbers, read as above) holds no value.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

from . import managers

# The password managers' names, as their makers write them (the case is part of the name: "keeper" is a word), but
# Vaultwarden (a server for Bitwarden's apps, which a note names as where the password is kept: this reading predates
# it, and taking it in would read "see Vaultwarden" anew).
_MANAGER = re.compile(managers.manager_names(" ?", frozenset({"Vaultwarden"})))

# A tracker's id: an upper-case project key and its number ("SEC-98988", "HELP-83481"), or a number of 3 to 8 digits
# with or without "#".
_TICKET_ID = re.compile(r"#?(?:[A-Z]{2,8}-)?\d{3,8}")
# The word for a ticket or a service request right before the id (a "no." / "#" / ":" / "number" may stand between).
_TICKET_WORD = re.compile(
    r"(?:(?i:\b(?:tickets?|talep\w*|bilet\w*|kayıt|chamado|zgłoszeni\w+|incident|request|demande|solicitud|richiesta"
    r"|anfrage|tiket|phiếu|yêu cầu))|заявк\w*|тикет\w*|обращени\w+|टिकट|अनुरोध|チケット|問い合わせ|티켓|요청|工单|工單"
    r"|تذكرة|التذكرة|طلب|קריאה|טיקט|פנייה|ทิกเก็ต|คำขอ|εισιτήριο|αίτημα)"
    r"[ \t]*(?:(?i:no\.?|nr\.?|n[º°o]\.?|number|numéro|número|numer|numarası)[ \t]*)?[#:：]?[ \t]*\Z")
_WINDOW = 40
# Turkish "numaralı" / "no'lu" after a number: "the request numbered ...".
_NUMBERED_AFTER = re.compile(r"[ \t]+(?:numaral[ıi]|no['’]?lu)\b")

# An environment variable's name: upper-case words joined by underscores, then maybe a closing mark.
_ENV_NAME = re.compile(r"[\(\[\"'`«“]?[A-Z]+(?:_[A-Z]+)+[\)\]\"'`»”.,;:!?]*")


def _letters_only(word: str) -> bool:
    """Letters and their marks only (Thai and Devanagari vowel signs are marks, not letters)."""
    return bool(word) and all(c.isalpha() or unicodedata.category(c).startswith("M") for c in word)


def _manager_named(text: str, start: int, end: int) -> bool:
    """The value is a password manager's name (see the module)."""
    if (_letters_only(text[start:end]) and end - start <= 12 and text[end:end + 1] in (" ", "\t")
            and _MANAGER.match(text, end + 1)):
        return True  # the word for "see" / "in" taken as the value, the manager's name after it ("ดูใน 1Password")
    m = _MANAGER.match(text, start, end)
    # a particle of another script may be glued to the name ("LastPass의", "KeePassの"): no letter of the value's own
    return m is not None and all(c.isalpha() and not c.isascii() for c in text[m.end():end])


def _ticket_number(text: str, start: int, end: int) -> bool:
    """The value is a tracker's id after the word for a ticket, or before "numaralı" (see the module)."""
    at, end = start, end
    while at > 0 and (text[at - 1] in "#-" or (text[at - 1].isascii() and text[at - 1].isupper())):
        at -= 1  # the whole id when the finding is its number only ("IT-100000": "100000")
    while end < len(text) and text[end].isascii() and text[end].isdigit():
        end += 1
    if _TICKET_ID.fullmatch(text, at, end) is None:
        return False
    if _TICKET_WORD.search(text[max(0, at - _WINDOW):at]) is not None:
        return True
    return _NUMBERED_AFTER.match(text, end) is not None


def near_miss(text: str, start: int, end: int) -> bool:
    """A password, key or code finding ``text[start:end]`` that is a manager's name or a ticket's number."""
    return _manager_named(text, start, end) or _ticket_number(text, start, end)


def names_only(text: str, tokens: Iterable[re.Match[str]]) -> bool:
    """Whether the n-gram signal's tokens (at least one) are all environment variables' names or tickets' numbers."""
    seen = False
    for m in tokens:
        token = m.group().rstrip(".,;:!?)]\"'`»”")
        if _ENV_NAME.fullmatch(m.group()) is None and not _ticket_number(text, m.start(), m.start() + len(token)):
            return False
        seen = True
    return seen
