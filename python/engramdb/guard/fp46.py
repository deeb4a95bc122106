"""Session 37 (fp46): readings of a finding that is no secret (a leaf module: it imports nothing of the guard
but :mod:`.lines`; :mod:`.secrets`' near-miss check asks it of a card finding and of a password, key or code
finding).

* **an id, not a card**: a number of 13-19 digits whose key ("formId", "form_id", "Form ID:") or whose Markdown
  table column ("| id |") names it an id, and no word of a card (card, PAN, CC, the card's number) in that key or
  column: a platform's record id (a Jotform form id passes the card checksum one time in ten);
* **a network's name**: the value after a Wi-Fi label ("Wi-Fi: Sky93XQ") with the line saying, in parentheses or
  after a dash, that the password is elsewhere ("(password on the router sticker)"): the network, not the password;
* **an e-mail told before a password's word**: an e-mail address with no password's word before it on its line and
  one after it ("аккаунт ... записан на a@b.example, пароль скажу потом"): the login, the password told apart;
* **a chat sender's name**: a capitalised word and a colon opening a line, text after it ("Bartek: ..."): who
  speaks, not a password;
* **the name before a password's label**: a name of letters right before the password's word and its colon
  ("MagicBricks पासवर्ड: ••••••••"): what the password is for, the value (if any) after the label.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from .lines import line_bounds

# --- an id, not a card -------------------------------------------------------------------------------------------
# A key right before the value: a quoted or bare name, then ":" or "=" (and an opening quote).
_KEY_BEFORE = re.compile(r"[\"']?(?P<key>[A-Za-z][A-Za-z0-9 _.-]{0,30}?)[\"']?[ \t]*[:=][ \t]*[\"']?$")
# A key or a column whose last word is "id" (camel case "formId", "form_id", "Form ID", "id" alone).
_ID_NAME = re.compile(r"(?:^|[ \t_.-])(?:id|ID|Id|identifier)$|[a-z](?:Id|ID)$")
_CARD_WORD = re.compile(
    r"(?i:card|\bpan\b|pan[_-]|_pan|\bcc\b|cc[_-]|_cc|kart|tarjeta|carte|cart[ãa]o|carta)|"
    r"(?:^|[ \t_.-])(?:pan|Pan|PAN|cc|Cc|CC)(?=[A-Z0-9])"
)  # (camel case: "panId", "ccID")


def _id_key(name: str) -> bool:
    """``name`` (a key or a column's header) names an id and no card."""
    name = name.strip()
    return _ID_NAME.search(name) is not None and _CARD_WORD.search(name) is None


def _table_column(text: str, start: int, end: int) -> str:
    """The header cell above the cell ``text[start:end]`` of a Markdown table ("| a | b |" lines, the first line of
    the block the header), or "" where the value is no whole cell of such a table."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end
    if not text[line_start:line_end].lstrip().startswith("|"):
        return ""
    before = text[line_start:start]
    if before.rsplit("|", 1)[-1].strip() or text[end:line_end].split("|", 1)[0].strip():
        return ""  # the number is not a whole cell
    index = before.count("|")
    header = ""
    pos = line_start
    while pos > 0:
        prev_start = text.rfind("\n", 0, pos - 1) + 1
        prev = text[prev_start : pos - 1]
        if not prev.lstrip().startswith("|"):
            break
        header, pos = prev, prev_start
    cells = header.split("|")
    return cells[index] if 0 < index < len(cells) else ""


def id_number(text: str, start: int, end: int) -> bool:
    """A card finding that is a number its key or its table column names an id (see the module)."""
    if not (13 <= end - start <= 19 and text[start:end].isdigit()):
        return False
    key = _KEY_BEFORE.search(text, max(0, start - 40), start)
    if key is not None and _id_key(key.group("key")):
        return True
    column = _table_column(text, start, end)
    return bool(column) and _id_key(column)


# --- a network's name --------------------------------------------------------------------------------------------
_WIFI_LABEL = re.compile(
    r"(?i)(?<![^\W\d_])(?:wi-?fi|wlan|ssid|network|netzwerk|r[ée]seau|red|rete|sie[ćc])"
    r"(?:[ \t]+(?:name|network|netz|nom))?[ \t]*[:=][ \t]*$"
)
_PASSWORD_ELSEWHERE = re.compile(
    r"(?i)[ \t]*(?:\(|[-—–,][ \t]*)(?:the[ \t]+)?(?:password|pass|passwort|key|code|wpa\w*|psk)[ \t]+(?:is[ \t]+)?"
    r"(?:on|in|under|behind|at|with|from|printed|written|taped|stuck)(?![^\W\d_])[^()\n]{0,50}\)?[ \t]*(?:\n|$)"
)


def network_name(text: str, start: int, end: int) -> bool:
    """The value after a Wi-Fi label with the password said to be elsewhere after it (see the module)."""
    line_start = text.rfind("\n", 0, start) + 1
    return (
        _WIFI_LABEL.search(text, max(line_start, start - 30), start) is not None
        and _PASSWORD_ELSEWHERE.match(text, end) is not None
    )


# --- an e-mail told before a password's word ---------------------------------------------------------------------
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_PASSWORD_WORDS = (
    r"pass|парол|סיסמ|비밀번호|κωδικ|كلمة المرور|پسورد|رمز|पासवर्ड|hasło|haslo|şifre|lösenord|adgangskode|"
    r"senha|contraseña|mot de passe|wachtwoord|パスワード|密码|密碼|pin\b|код"
)
_PASSWORD_WORD = re.compile(r"(?i)" + _PASSWORD_WORDS)


def email_before_password(text: str, start: int, end: int) -> bool:
    """An e-mail address with no password's word before it on its line and one after it there (see the module)."""
    if _EMAIL.fullmatch(text, start, end) is None:
        return False
    line_start, line_end = line_bounds(text, start, end)  # (the line's window: guardcost53)
    return (
        _PASSWORD_WORD.search(text, line_start, start) is None
        and _PASSWORD_WORD.search(text, end, line_end) is not None
    )


# --- a chat sender's name ----------------------------------------------------------------------------------------
_SENDER = re.compile(r"[^\W\d_][^\W\d_A-Z]{1,20}:")


def chat_sender(text: str, start: int, end: int) -> bool:
    """A capitalised word of letters and a colon opening a line, more text after it on the line (see the module)."""
    line_start = text.rfind("\n", 0, start) + 1
    return (
        text[line_start:start].strip() == ""
        and text[start].isupper()
        and _SENDER.fullmatch(text, start, end) is not None
        and re.match(r"[ \t]+\S", text[end:]) is not None
    )


# --- the name before a password's label --------------------------------------------------------------------------
_LABEL_AFTER = re.compile(r"(?i)[ \t]+(?:" + _PASSWORD_WORDS + r")\w*[ \t]*[:：]")


def name_before_label(text: str, start: int, end: int) -> bool:
    """A name of letters right before a password's word and its colon (see the module)."""
    value = text[start:end]
    return value.replace(".", "").replace("-", "").isalpha() and _LABEL_AFTER.match(text, end) is not None


def near_miss(text: str, start: int, end: int) -> bool:
    """A password, key or code finding that is a network's name, a login's e-mail, a chat sender's name or the name
    before a password's label (see the module)."""
    return (
        network_name(text, start, end)
        or email_before_password(text, start, end)
        or chat_sender(text, start, end)
        or name_before_label(text, start, end)
    )


# --- the n-gram signal's tokens: a chat's header, a login the account is registered to ---------------------------
# A chat's header line: a time, then the speaker's name ending the line ("06:17 Hyun-woo").
_TIMED_SPEAKER = re.compile(r"[ \t]*\[?\d{1,2}[:.]\d{2}(?:[ \t]*[AaPp][Mm])?\]?[ \t]+")
# "registered to" in the languages of the property portals' rows: the login the account is registered to
# ("аккаунт ... записан на <e-mail>", "החשבון ... רשום על agnese.r"), no password's word between.
_REGISTERED_TO = re.compile(
    r"(?i)(?:registered[ \t]+(?:to|under|on|with)|записан[ао]?[ \t]+на|зарегистрирован[ао]?[ \t]+на|"
    r"зареєстрован[оий]?[ \t]+на|רשום[ה]?[ \t]+על|רשום[ה]?[ \t]+ל|registriert[ \t]+(?:auf|unter)|"
    r"registrad[oa][ \t]+(?:a|en|con|com)|enregistr[ée]e?[ \t]+(?:sous|à|avec)|intestat[oa][ \t]+a|"
    r"zarejestrowane?[ \t]+na)[ \t]+$"
)
_SPEAKER_TOKEN = re.compile(r"[A-Z][\w'-]*:")


def _token_is_login(text: str, start: int, end: int) -> bool:
    """The token ``text[start:end]`` is a chat header's speaker after a time, or the login an account is
    registered to (see above)."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end
    if _TIMED_SPEAKER.fullmatch(text, line_start, start) and not text[end:line_end].strip():
        return True
    before = text[max(line_start, start - 40) : start]
    registered = _REGISTERED_TO.search(before)
    return registered is not None and _PASSWORD_WORD.search(before, registered.end()) is None


def logins_only(
    text: str, tokens: Iterable[re.Match[str]], base: Callable[[str, Iterable[re.Match[str]]], bool]
) -> bool:
    """Every credential-shaped token of the n-gram signal is a login or a speaker by ``base`` (the readings'
    ``logins_only`` asked of that token alone), a speaker opening its line, or a reading above; one at least."""
    seen = False
    for tok in tokens:
        seen = True
        line_start = text.rfind("\n", 0, tok.start()) + 1
        if tok.start() == line_start and _SPEAKER_TOKEN.fullmatch(tok.group()):
            continue
        if not (base(text, iter([tok])) or _token_is_login(text, tok.start(), tok.end())):
            return False
    return seen
