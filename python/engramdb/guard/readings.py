"""Session 34 (fp40): benign readings that the refusing rules check before a refusal stands (a leaf module: it imports
nothing of the guard but :mod:`.lines`; :mod:`.secrets` calls it from its near-miss check, its announced-value loop
and the n-gram signal's exclusions). Each reading names a value that is no secret whatever its label says:

* **a stored hash**: a password attribute holding 32-128 hex digits while its element names the hash as its encoding
  (``password="54093966..." encoding="sha256"``, a Guacamole user mapping): a verifier, not the password;
* **a header of names**: a comma-separated line of three or more field names, one of them a credential's
  (``login_uri,login_username,login_password,login_totp``, a password manager's CSV header): no value at all;
* **a default said to be changed**: "the factory SMS password is 123456; ours was changed at install", "the default
  kiosk PIN is 1234 until you set your own": the published default, with the line saying the live one differs;
* **a network's name in a table**: the cell under a header that is the network word alone (``wifi``, ``SSID``)
  while another header of the table names its password (``wifi password``);
* **a secret's record id**: "Secret ID: <uuid>" where the text says the secret's value is hidden or kept elsewhere
  ("Value: (hidden, copied to Key Vault ...)"): the id of the record, not its value;
* **a time stamp**: ten digits of a Unix time (2001-2033) on a line labelled by a time word ("when:") or a shell
  history's ``: 1733312399:0;cmd``;
* **a tag or a name alone on a line** after a line naming a password: ``#household``, ``Dae-jung``: a tag or a sign-off,
  not the password sent on its own;
* **a user's login with its password withheld** (the n-gram signal): every credential-shaped token is an address, an
  order's number (``ORD-5396178``), a speaker, or a login right after the word for a user name in its clause
  ("логин ... — kenji00, пароль скажу по телефону", "שם המשתמש ... הוא maren60"): a password sent beside it is a token
  after a password word and keeps the refusal.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from .lines import line_bounds

_HEX_HASH = re.compile(r"[0-9a-fA-F]{32}|[0-9a-fA-F]{40}|[0-9a-fA-F]{56}|[0-9a-fA-F]{64}|[0-9a-fA-F]{96}|"
                       r"[0-9a-fA-F]{128}")
_HASH_NAMED = re.compile(r"(?i)\b(?:encoding|hash(?:ing)?|digest|algorithm|algo)[\"']?[ \t]*[=:][ \t]*[\"']?"
                         r"(?:md5|sha-?1|sha-?(?:224|256|384|512)|sha3-?\d{3})\b")


def hashed_value(text: str, start: int, end: int) -> bool:
    """The value is a hex digest and its line names a hash algorithm as the value's encoding (see the module)."""
    if not _HEX_HASH.fullmatch(text, start, end):
        return False
    return _HASH_NAMED.search(text, *line_bounds(text, start, end)) is not None  # (the line's window: guardcost53)


_FIELD_NAMES = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(?:,[A-Za-z_][A-Za-z0-9_]*){2,}")
_CREDENTIAL_FIELD = re.compile(r"(?i)pass|secret|token|totp|key|pin")


def field_header(text: str, start: int, end: int) -> bool:
    """The value lies in a line that is only comma-separated field names, one naming a credential (see the module)."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line = text[line_start:len(text) if line_end < 0 else line_end].strip()
    names = _FIELD_NAMES.match(line)  # (a note may follow the header after spaces: "  ← the CSV header")
    if names is None or line[names.end():names.end() + 1] not in ("", " ", "\t") or not _CREDENTIAL_FIELD.search(
            names.group()):
        return False
    # a row of as many cells below it holds the values (an export's first entry): the header's reading is not enough
    cells = names.group().count(",")
    return all(row.count(",") != cells for row in text[len(text) if line_end < 0 else line_end:].split("\n"))


_DEFAULT_BEFORE = re.compile(r"(?i)\b(?:factory|default|vendor|initial)(?:[ \t]+[\w-]+){0,2}?[ \t]+"
                             r"(?:password|passcode|pin|code|key)[ \t]+(?:is|was)[ \t]*:?[ \t]*[\"']?$")
_CHANGED_AFTER = re.compile(r"(?i)[^\n.!?]{0,60}?\b(?:(?:was|were|been|is|got|he|she|they|we|I)[ \t]+changed"
                            r"|changed[ \t]+it|until[ \t]+you[ \t]+(?:set|change)|set[ \t]+(?:your|our|their)[ \t]+own"
                            r"|(?:was|were|been)[ \t]+reset)\b")


def default_changed(text: str, start: int, end: int) -> bool:
    """A default password or PIN stated after "default" / "factory", the sentence then saying the live one was changed
    or is set by the user (see the module)."""
    return (_DEFAULT_BEFORE.search(text, max(0, start - 60), start) is not None
            and _CHANGED_AFTER.match(text, end) is not None)


_NETWORK_HEADER = re.compile(r"(?i)(?:wi-?fi|wlan|ssid|network)(?:[ _-]?name)?")
_PASSWORD_HEADER = re.compile(r"(?i)pass|key|psk|code")


def network_cell(text: str, start: int, end: int) -> bool:
    """The value is a cell of a tab- or pipe-separated table under a header that is the network word alone, and
    another header of that row names a password (see the module)."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line = text[line_start:len(text) if line_end < 0 else line_end]
    sep = "\t" if "\t" in line else "|" if line.count("|") >= 2 else None
    if sep is None:
        return False
    column = text.count(sep, line_start, start)
    cells = line.split(sep)
    if column >= len(cells) or cells[column].strip() != text[start:end]:
        return False
    lines = text[:line_start].split("\n")
    for above in reversed(lines[:-1]):
        head = above.split(sep)
        if len(head) != len(cells):
            continue
        return (_NETWORK_HEADER.fullmatch(head[column].strip()) is not None
                and any(_PASSWORD_HEADER.search(h) and _NETWORK_HEADER.search(h) for h in head))
    return False


_UUID = re.compile(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")
_ID_LABEL = re.compile(r"(?i)\bID[ \t]*[:=][ \t]*[\"']?$")
_VALUE_WITHHELD = re.compile(r"(?im)^[ \t]*value[ \t]*:[ \t]*(?:\(|\[|hidden|not shown|masked|redacted|\*{3,})")


def record_id(text: str, start: int, end: int) -> bool:
    """A UUID after an "... ID:" label, where a "Value:" line of the text says the value itself is withheld."""
    return (_UUID.fullmatch(text, start, end) is not None
            and _ID_LABEL.search(text, max(0, start - 20), start) is not None
            and _VALUE_WITHHELD.search(text) is not None)


_UNIX_TIME = re.compile(r"1[0-9]{9}(?::[0-9]+)?")
_TIME_LABEL = re.compile(r"(?i)(?:^|[ \t])(?:when|time|timestamp|ts|at|created|updated|date|since|until)"
                         r"[ \t]*[:=][ \t]*$|^[ \t]*:[ \t]*$")


def unix_time(text: str, start: int, end: int) -> bool:
    """Ten digits of a Unix time between 2001 and 2033 (and a shell history's ":0" duration), labelled by a time
    word on its line or opening a shell history line (see the module)."""
    if not _UNIX_TIME.fullmatch(text, start, end):
        return False
    line_start = text.rfind("\n", 0, start) + 1
    return _TIME_LABEL.search(text[line_start:start]) is not None


_TAG = re.compile(r"#[^\W\d_]{3,30}")
_NAME = re.compile(r"-[A-Z][a-z]+|[A-Z][a-z]+-[a-z]+")  # (a plain word may be a password sent alone: not read here)


def tag_or_name(value: str) -> bool:
    """A value sent alone that is a hashtag of letters, or a signed name (``Dae-jung``, ``-Benedetta``)."""
    return _TAG.fullmatch(value) is not None or _NAME.fullmatch(value) is not None


_FOR_WHOM_BEFORE = re.compile(r"(?i)\bpassword[ \t]+for[ \t]+$")
_HANDLE = re.compile(r"[a-z][a-z0-9]*(?:[._][a-z0-9]+)+")
_STATED = re.compile(r"[ \t]*(?:[:=]|(?i:is|was|will be|becomes)\b)")


def for_whom(text: str, start: int, end: int) -> bool:
    """A user's handle right after "password for", nothing stating a value after it: whose password, not the password
    ("asking before I pick a new password for olu_1v0")."""
    return (_FOR_WHOM_BEFORE.search(text, max(0, start - 20), start) is not None
            and _HANDLE.fullmatch(text, start, end) is not None and _STATED.match(text, end) is None)


_OWN_LABEL = re.compile(r"(?i)(?:^|\n)[ \t]*(?:badge|member(?:ship)?|employee|staff|student|customer|patron|"
                        r"library card)(?:[ \t]+(?:id|no\.?|number|#))?[ \t]*[:#][ \t]*$")


def own_label(text: str, start: int, end: int) -> bool:
    """A number on a line labelled by what it numbers ("badge: 2958593", "member number: 1042"), read by a rule for a
    code stated before or beside a PIN's label: the badge's number, not its PIN."""
    return text[start:end].isdigit() and _OWN_LABEL.search(text, max(0, start - 40), start) is not None


_GUESTS_USE = re.compile(r"(?i)\b(?:guests?|participants?|attendees?|everyone|callers?)[ \t]+"
                         r"(?:just[ \t]+|can[ \t]+|will[ \t]+)?(?:use|dial|enter|join with)[ \t]+(?:the[ \t]+)?"
                         r"(?:(?:access|participant|meeting|conference|guest)[ \t]+)?(?:code|id|pin|number)?"
                         r"[ \t]*:?[ \t]*$")


def guest_code(text: str, start: int, end: int) -> bool:
    """A conference line's code that its guests use (the host's passcode is named apart and stays refused)."""
    head = text[max(0, start - 60):start]
    head = re.sub(r"[\d \t-]*$", "", head)
    return _GUESTS_USE.search(head + " ") is not None


_NAMED_BY = re.compile(r"(?i)(?:\blog[ -]?in[ \t]+user(?:name)?[ \t]+|(?:^|\n)[ \t]*(?:user(?:name)?|host(?:name)?)"
                       r"[ \t]+|"
                       r"\b(?:ticket|order|case|booking)[ \t]+(?:REF|ref|no\.?|number|#)[ \t:#]*)$")
_SERVICE_BEFORE = re.compile(r"(?i)\blog[ -]?in[ \t]+(?:do|to|for|at|na|für|pour|para|zu|w|u)[ \t]+$")
_LOGIN_STATED = re.compile(r"(?:[ \t]+[^\W\d_]+){0,2}[ \t]+(?:to|is|jest|est|ist|es|é|=|:)[ \t]+\S")
_REFERENCE = re.compile(r"(?i)(?:ticket|order|case|booking)[ \t]+(?:REF|no\.?|number|#)[ \t:#]*[A-Z0-9]{6,16}")


def named_by(text: str, start: int, end: int) -> bool:
    """The value right after the word for a user or a host opening its line, or "login user", with no colon (a
    config's or a note's "login user carmen_o", "host pg-main.example.org"; "the CI user: KEY" is the user's key), or
    after a ticket's reference ("order REF NIJF9ZB3"), or a service's name between "login to" and the login stated
    after it ("login do moBILET to emeka82"): a name, not the password."""
    if _NAMED_BY.search(text, max(0, start - 30), start) or _REFERENCE.fullmatch(text, start, end):
        return True
    return (_SERVICE_BEFORE.search(text, max(0, start - 20), start) is not None
            and _LOGIN_STATED.match(text, end) is not None)


_SNOWFLAKE_LABEL = re.compile(r"(?i)(?:_id|\bid)[\"']?[ \t]*[:=][ \t]*[\"']?$")


def labelled_id(text: str, start: int, end: int) -> bool:
    """A number of 17-19 digits right after an id's label ("GUILD_ID=", "Application ID:"): a platform's id (a Discord
    snowflake passes the card checksum one time in ten), not a card."""
    return 17 <= end - start <= 19 and text[start:end].isdigit() and (
        _SNOWFLAKE_LABEL.search(text, max(0, start - 30), start) is not None)


_LABEL_ONLY = re.compile(r"(?i)(?:password|passwort|passcode|pin|code|key|token|secret)[:：]")


def near_miss(text: str, start: int, end: int) -> bool:
    """Any reading above of the finding ``text[start:end]`` (a password, key or code)."""
    return (hashed_value(text, start, end) or field_header(text, start, end) or default_changed(text, start, end)
            or network_cell(text, start, end) or record_id(text, start, end) or unix_time(text, start, end)
            or for_whom(text, start, end) or own_label(text, start, end) or guest_code(text, start, end)
            or named_by(text, start, end) or _LABEL_ONLY.fullmatch(text, start, end) is not None)


_USER_WORD = re.compile(r"(?i)(?<!\w)(?:log[ -]?in|логин|логін|user(?:name)?|usuario|utilisateur|benutzer(?:name)?|"
                        r"χρήστη[ςσ]?|όνομα χρήστη|משתמש|המשתמש|아이디|사용자|यूज़र|यूजर|المستخدم|kullanıcı(?: adı)?|"
                        r"użytkownik\w*|nome utente|gebruikersnaam|نام کاربری|به نام)")
_PASSWORD_WORD = re.compile(r"(?i)pass|парол|пароль|סיסמ|비밀번호|κωδικ|كلمة المرور|पासवर्ड|hasło|şifre|lösenord|senha|"
                            r"contraseña|mot de passe|passwort|wachtwoord")
_ADDRESS = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+[,.;:!?،]?")
_REFERENCE_TOKEN = re.compile(r"[A-Z]{2,4}-[0-9]{6,14}[\"'”»,.;:!?]*")  # an order's or a parcel's number: ORD-5396178
_CLAUSE_END = re.compile(r"[.!?;]\s")
_SPEAKER = re.compile(r"[A-Z][\w'-]*:")
_SIGN_OFF = re.compile(r"-?[A-Z][a-z]+")


def logins_only(text: str, tokens: Iterable[re.Match[str]]) -> bool:
    """Whether every credential-shaped token the n-gram signal reads is an address, a speaker or sign-off, or a login
    after the word for a user name in its clause with no password word between (see the module); one login at least."""
    logins = 0
    for tok in tokens:
        t = tok.start()
        line_start = text.rfind("\n", 0, t) + 1
        line_end = text.find("\n", tok.end())
        line = text[line_start:len(text) if line_end < 0 else line_end].strip()
        if (t == line_start and _SPEAKER.fullmatch(tok.group())) or (line == tok.group() and _SIGN_OFF.fullmatch(line)):
            continue
        if (_ADDRESS.fullmatch(tok.group()) or _REFERENCE_TOKEN.fullmatch(tok.group())) and not _PASSWORD_WORD.search(
                text, max(line_start, t - 30), t):
            logins += 1  # an address or an order's number is no credential, unless a password word names it
            continue
        before = text[max(line_start, t - 60):t]
        users = list(_USER_WORD.finditer(before))
        if not users or _PASSWORD_WORD.search(before, users[-1].end()) or _CLAUSE_END.search(before, users[-1].end()):
            return False
        logins += 1
    return logins > 0


# fp44 (session 36): a note's closing thanks, alone on its last line ("...login in the password manager\n\nthanks!!"):
# the word and its marks, no value sent after the line naming a password.
_THANKS = re.compile(r"(?i)(?:thanks|thank[ \t]+you|thx|thanx|ty|cheers|danke|merci|gracias|grazie|obrigad[oa]|"
                     r"dzi[eę]ki|bye)[!.]+")


def thanks(value: str) -> bool:
    """A closing thanks and its marks ("thanks!!", "cheers."), see :data:`_THANKS`."""
    return _THANKS.fullmatch(value) is not None


def announced_benign(text: str, start: int, end: int) -> bool:
    """A value sent alone after a line naming a password that is a tag, a name or a time stamp (see the module)."""
    return tag_or_name(text[start:end]) or unix_time(text, start, end) or thanks(text[start:end])
