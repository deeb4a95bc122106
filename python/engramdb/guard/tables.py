"""Secrets in a table's credential column (round 8): a CSV or TSV export, a markdown, Jira or HTML table, a password
manager's XML entry, whose header names a column ``Password`` (``Admin password``, ``Pass``, ``Token``, ``API key``,
``PIN``) and whose rows hold the values under it.

The value of a row has no context word beside it: the column's header, one or more lines above, is its context.
:func:`table_secret` reads the header of each table in a text (a line of cells cut by ``,``, ``;``, a tab or ``|``
(``||`` for Jira), or ``<th>`` cells), finds the column whose header *is* a credential's name (not ``Password
policy`` nor ``Last password change``: the header must end in the credential word), and asks each value under it to
be shaped like a password (:func:`.shape.shape_ok`). A ``<Key>Password</Key><Value>...</Value>`` pair (KeePass XML)
is the same thing written as a key-value record.

A JSON string holding the table (``"system\\tuser\\tpassword\\n..."``, a tool's output) is read with its ``\\n`` and
``\\t`` escapes as the characters they stand for. :data:`ANCHORS` (the credential words followed by a cell's end) are
in every text holding such a table.
"""

from __future__ import annotations

import re

from . import shape

# A column header that is a credential's name: the credential word last, a few qualifying words before it ("admin
# password", "DB Pass", "initial PIN"); not "key" alone (a key-value table's first column holds names).
_HEADER = re.compile(
    r"(?i)(?:[a-z0-9_.-]+[ _-]){0,2}?(?:password|passwort|passwd|passphrase|pass|pwd|pw|passcode|pin|secret|token|"
    r"api[ _-]?key|secret[ _-]?key|access[ _-]?key|private[ _-]?key|app[ _-]?password|kennwort|wachtwoord|"
    r"contrase[ñn]a|mot de passe|senha|has[łl]o|heslo|salasana|l[öo]senord|adgangskode|passord|jelsz[óo]|parola|"
    r"пароль|パスワード|密码|비밀번호|"
    # round 27: a domain's transfer code (EPP auth-info), an eSIM's matching ID: what hands the domain or the line over
    r"auth[ _-]?code|auth[ _-]?info|authinfo|epp[ _-]?code|matching[ _-]?id)")
_CELL_SEPARATORS = ("\t", "||", "|", ";", ",")
_QUOTED_CELL = re.compile(r'^[ \t]*"(.*)"[ \t]*$|^[ \t]*`(.*)`[ \t]*$')
_HTML_HEAD = re.compile(r"(?is)<th\b[^>]*>(.*?)</th>")
_HTML_ROW = re.compile(r"(?is)<tr\b[^>]*>(.*?)</tr>")
_HTML_CELL = re.compile(r"(?is)<t[dh]\b[^>]*>(.*?)</t[dh]>")
_XML_PAIR = re.compile(r"(?is)<Key>[ \t]*(?P<k>[^<]{1,40}?)[ \t]*</Key>[ \t]*<Value\b[^>]*>"
                       r"(?P<v>[^<\n]{1,200})</Value>")
_RULE = re.compile(r"^[ \t|:+-]*$")  # a markdown table's |---|---| line
_MAX_ROWS = 50

# One of these literals (ASCII case folded) is in every text holding a table this module reads: a credential word at
# the end of a header cell, or an XML key.
_WORDS = ("password", "passwort", "passwd", "passphrase", "pass", "pwd", "pw", "passcode", "pin", "secret", "token",
          "key", "kennwort", "wachtwoord", "senha", "heslo", "haslo", "hasło", "salasana", "lösenord", "losenord",
          "adgangskode", "passord", "jelszó", "parola", "contraseña", "contrasena", "mot de passe", "пароль",
          "パスワード", "密码", "비밀번호", "auth_code", "authcode", "auth-code", "auth code", "auth_info", "authinfo",
          "auth-info", "epp_code", "epp code", "matching_id", "matching id", "matching-id")
_ENDS = ("\t", "|", " |", ",", ";", '"', "`", "*", "\r", "\n", "</th>", "</key>", "\\t", "\\n")
ANCHORS = tuple(w + end for w in _WORDS for end in _ENDS)
# Where the table row runs: a credential word at the end of a cell, followed by one of _ENDS (so that every match holds
# an anchor); the validator reads the whole text, once.
TABLE = shape.WordFinder(
    r"(?i:" + "|".join(map(re.escape, sorted(_WORDS, key=len, reverse=True))) + r")"
    + r"(?=(?i:" + "|".join(map(re.escape, _ENDS)) + "))", _WORDS, once=True)


# Round 33: a header whose cells are padded to the column's width (MySQL's client, an aligned markdown table: "| pass
# |"): the word, then spaces, then the cell's end; found from the padding before a bar (table_secret reads the
# whole text and its headers at each padded cell).
PADDED = re.compile(r"\w[ \t]{2,}\|")  # (the word is read by table_secret: an alternation of _WORDS here cost 25 µs)
PADDED_ANCHORS = ("  |",)


def table(m: re.Match[str]) -> tuple[int, int] | None:
    """The validator of the table row: :func:`table_secret` of the whole text."""
    return table_secret(m.string)


def _cells(line: str, sep: str) -> list[str]:
    cells = line.strip().split(sep)
    if sep in ("|", "||"):
        cells = cells[1:] if cells and not cells[0].strip() else cells
        cells = cells[:-1] if cells and not cells[-1].strip() else cells
    out = []
    for c in cells:
        q = _QUOTED_CELL.match(c)
        out.append((q.group(1) if q.group(1) is not None else q.group(2)) if q else c.strip())
    return out


def _credential_column(cells: list[str]) -> int | None:
    """The index of the one header cell that is a credential's name (of a header holding two cells or more)."""
    if any(c.strip().replace(".", "").isdigit() for c in cells):
        return None  # a row of data, not a header: a header's cells are names
    found = [i for i, c in enumerate(cells) if _HEADER.fullmatch(c.strip().strip("*_"))]
    return found[0] if len(cells) >= 2 and len(found) == 1 else None


# Round 33: a PIN's column ("pin", "card_pin", "PIN"): its digits are the PIN (a table names the column so).
_PIN_HEADER = re.compile(r"(?i)(?:[a-z0-9_.-]+[ _-]){0,2}?(?:pin|passcode)")


def _value_ok(v: str, header: str = "") -> bool:
    if v.isdigit():
        # digits alone are an id, a count or a port as often as a PIN: a table says which only by name
        return (4 <= len(v) <= 8 and len(set(v)) > 1 and _PIN_HEADER.fullmatch(header.strip().strip("*_")) is not None)
    return _password_cell(v)


def _password_cell(v: str) -> bool:
    """A cell shaped like a password (a cell holds one value, like a string literal); the last cell of a table held
    in a JSON string may end with that string's closing quote and brackets."""
    return shape.password_literal(v) or (v[-1:] in "\"}])" and shape.password_literal(v.rstrip("\"}])")))


def _not_a_row(row: str, sep: str) -> bool:
    """fp44: a line under a header that holds none of its separator (a blank line, "thanks!"): no row of its table;
    a header of prose cut by a comma ("# single-page app: PKCE, no client secret") has none under it."""
    return ("|" if sep == "||" else sep) not in row


def _delimited(text: str) -> str | None:
    """The first value under a credential column of a delimited table (CSV, TSV, markdown, Jira)."""
    lines = text.split("\n")
    for i, line in enumerate(lines):
        for sep in _CELL_SEPARATORS:
            if sep not in line:
                continue
            if i and lines[i - 1].count(sep) == line.count(sep):
                break  # a row of a table that started above: its first line is the header
            header = _cells(line, sep)
            col = _credential_column(header)
            if col is None:
                continue
            from_right = len(header) - col  # a header after a chat prefix ("15:20 - Zofia: name,url,...") has more
            for row in lines[i + 1:i + 1 + _MAX_ROWS]:
                if _RULE.match(row) and "-" in row:
                    continue
                if _not_a_row(row, sep):
                    break  # fp44: a blank line or a line of no cells ends the table ("thanks!" under a comment)
                cells = _cells(row, "|" if sep == "||" else sep)
                if not 0 <= len(header) - len(cells) <= 2 or len(cells) < from_right:
                    break
                if _value_ok(cells[len(cells) - from_right], header[col]):
                    value = cells[len(cells) - from_right]
                    return value if shape.password_literal(value) else value.rstrip("\"}])")
            break  # a line is a header with one separator only
    return None


def _html(text: str) -> str | None:
    """The first value under a credential column of an HTML table."""
    for table in re.finditer(r"(?is)<table\b.*?</table>", text):
        rows = _HTML_ROW.findall(table.group())
        for i, row in enumerate(rows):
            heads = _HTML_HEAD.findall(row)
            col = _credential_column([h.strip() for h in heads]) if heads else None
            if col is None:
                continue
            for later in rows[i + 1:i + 1 + _MAX_ROWS]:
                cells: list[str] = [str(c).strip() for c in _HTML_CELL.findall(later)]
                if len(cells) == len(heads) and _value_ok(cells[col], heads[col]):
                    return cells[col]
    return None


def table_secret(text: str) -> tuple[int, int] | None:
    """The span of a password-shaped value under a credential column of a table in ``text`` (or in the JSON string
    that holds it), or of the value of a ``<Key>Password</Key>`` record; None when there is none."""
    for m in _XML_PAIR.finditer(text):
        if _HEADER.fullmatch(m.group("k").strip()) and _value_ok(m.group("v").strip()):
            return m.span("v")
    candidates = [text]
    if "\\n" in text:
        candidates.append(text.replace("\\t", "\t").replace("\\n", "\n").replace('\\"', '"'))
    for t in candidates:
        value = _delimited(t) if any(s in t for s in _CELL_SEPARATORS) else None
        if value is None and "<t" in t.lower():
            value = _html(t)
        if value is not None:
            at = text.find(value)
            return (at, at + len(value)) if at >= 0 else (0, len(text))
    return None


# A column header that holds any value (a key-value table's second column): its rows' labels name what each value is.
_ANY_VALUE = re.compile(
    r"(?i)values?|val|data|contents?|answer|result|output|settings?|wert|werte|valeur|valor|valore|waarde|värde|verdi|"
    r"værdi|arvo|érték|hodnota|wartość|значение|değer|值|値|값")


def _header_names(line: str, sep: str) -> list[str]:
    """The column names of a header line cut by ``sep`` (markdown emphasis stripped)."""
    return [c.strip().strip("*_") for c in _cells(line, "|" if sep == "||" else sep)]


def under_other_column(text: str, start: int, end: int) -> bool:
    """``text[start:end]`` is a whole cell of a delimited table's row (not its header) whose column's header names
    something else than a credential or any value ("owner", "port", "id"), in a table without a credential column:
    "name,owner / Zugangsdaten,000001" holds an owner's number beside a cell that names credentials, not a
    credential. For passwords found by a label only (a provider's key is one by its own form)."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line = text[line_start:len(text) if line_end < 0 else line_end]
    lines = text[:line_start].split("\n")[:-1]  # the lines above
    for sep in _CELL_SEPARATORS:
        count = line.count(sep)
        if not count or not lines or lines[-1].count(sep) != count:
            continue
        top = len(lines) - 1
        while top and lines[top - 1].count(sep) == count:
            top -= 1
        if lines[top].rstrip().endswith(":"):
            return False  # round 72: a line ending with a colon opens what follows ("On 5 Jul, Pooja wrote:")
        names, cells = _header_names(lines[top], sep), _cells(line, "|" if sep == "||" else sep)
        value = text[start:end]
        bare = [c.rstrip(".,;:!?") for c in cells]  # a value found without the cell's closing stop ("0001.")
        if len(names) != len(cells) or value not in bare or any(_HEADER.fullmatch(n) for n in names):
            return False  # not a row of this table, or a table with a credential column (its rows are read by it)
        name = names[bare.index(value)]
        return bool(name) and not any(c.isdigit() for c in name) and not _ANY_VALUE.fullmatch(name)
    return False


def unlabelled_table(text: str) -> bool:
    """``text`` is a delimited table and nothing else (2+ lines cut by the same separator into the same number of
    cells, the first a header of names) whose header names no credential column: its cells are the values of the
    columns named ("owner", "port", "region"), which the n-gram signal (judging a token by its shape and the
    characters around it) would otherwise read as credentials when they are random-looking ids."""
    lines = [line for line in text.strip().split("\n") if line.strip() and not (_RULE.match(line) and "-" in line)]
    if len(lines) < 2:
        return False
    for sep in _CELL_SEPARATORS:
        count = lines[0].count(sep)
        if not count or any(line.count(sep) != count for line in lines):
            continue
        header = _header_names(lines[0], sep)
        return all(header) and not any(c.replace(".", "").isdigit() or _HEADER.fullmatch(c) or _ANY_VALUE.fullmatch(c)
                                       for c in header)  # a key-value table's value column holds any value
    return False


def across_cells(text: str, start: int, end: int) -> bool:
    """``text`` is an :func:`unlabelled_table` and ``text[start:end]`` runs across its cells or rows ("PASSPHRASE" in a
    row's last cell, "0,0,0,A" the next row's cells): no one value."""
    return any(c in text[start:end] for c in ",;\t|\n") and unlabelled_table(text)


# Round 30: a login row without a header: a site's address, the user, then the password, as consecutive cells of a
# delimited line (what every password manager's export writes, and what one row of it pasted alone still is:
# "netflix,https://netflix.example/login,lucia@mail.example,Nutmeg4181?"; Chrome's name,url,username,password,
# Firefox's url,username,password, 1Password's Title,Website,Username,Password). The layout is the context: an address
# cell, a user cell (an e-mail address or one token of a name's characters), then a cell shaped like a password
# (:func:`.shape.password_literal`: not a date, a version, a word, a number). Found from the address cell.
LOGIN_ROW = re.compile(r"(?P<sep>[,;\t|])[ \t]*\"?(?:https?://|www\.)")
LOGIN_ROW_ANCHORS = tuple(f"{sep}{quote}{scheme}" for sep in (",", ";", "\t", "|") for quote in ("", '"', " ")
                          for scheme in ("http", "www."))
_USER_CELL = re.compile(r"[\w.+-]{1,64}@[\w-]+(?:\.[\w-]+)+|[A-Za-z0-9][\w.@+\\-]{0,63}")
_ADDRESS_CELL = re.compile(r"(?:https?://|www\.)\S+")
_EMAIL_CELL = re.compile(r"[\w.+-]{1,64}@[\w-]+(?:\.[\w-]+)+")


def login_row(m: re.Match[str]) -> tuple[int, int] | None:
    """The span of the password of a login row (:data:`LOGIN_ROW`) whose address cell ``m`` opens."""
    text, sep = m.string, m.group("sep")
    line_end = text.find("\n", m.end())
    line_end = len(text) if line_end < 0 else line_end
    pos = m.end("sep")
    spans: list[tuple[int, int]] = []
    while len(spans) < 3:
        nxt = text.find(sep, pos, line_end)
        end = line_end if nxt < 0 else nxt
        spans.append((pos, end))
        if nxt < 0:
            break
        pos = nxt + 1
    if len(spans) < 3:
        return None
    cells = []
    for a, b in spans:
        raw = text[a:b]
        stripped = raw.strip()
        q = _QUOTED_CELL.match(raw)
        value = (q.group(1) if q.group(1) is not None else q.group(2)) if q else stripped
        start = text.find(value, a, b) if value else a
        cells.append((value, start))
    (address, _), (user, _), (password, at) = cells
    if not _ADDRESS_CELL.fullmatch(address) or not _USER_CELL.fullmatch(user) or _ADDRESS_CELL.match(password):
        return None
    if _EMAIL_CELL.fullmatch(password):
        return None  # a second address, not a password
    value = password.rstrip("\"}])")
    return (at, at + len(value)) if value and not value.isdigit() and shape.password_literal(value) else None
