"""A chat log's turns: a secret announced in one message and sent in a later one, or cut over several messages.

A chat export puts a speaker before each message ("[09:14] Sam: ...", "Jo: ...", "msg 1/2: ..."). People send a
password the way they would say it: "user is ana.ruiz", "password in the next msg", then the password alone as the
next message; or a seed phrase in two messages of six or twelve words. The detectors read a line at a time and a
value after its context word, so neither is seen: the value has no word before it on its line, and the speaker's
name breaks the run of list words that :mod:`.bip39` checks.

Both are read only in a text whose every line is a turn (two or more), the layout of a chat log, never of prose
(round 15: a short text of two to four lines is read line by line for the first, see :func:`_plain_lines`):

* :func:`announced_values`: a message that names a credential (a password word or a code word of :mod:`.shape`,
  of its lexicon too) followed, within the next two messages, by a message that is one token alone (or a code in
  digit groups, "967 306"). The token is read as the value of that message's context word: the line the detectors
  read is the announcing message up to its context word, a space, then the token, so that the detectors' own shapes
  decide, as for a value not stated (no ":" or "is": a plain word, "thanks!", "10:30" or a year stays a reply, not a
  password; "password: fridge" would be one).
* :func:`without_speakers`: the text with each turn's speaker blanked out (same length, so spans hold), for the
  seed-phrase check, which then reads the messages' words as one run.
"""

from __future__ import annotations

import re

from . import shape

# A turn: an optional time ("[09:14]", "09:14 -"), a speaker of one or two words ("Sam", "Papa", "msg 1/2",
# "Ana María") and ": ", then the message.
# Round 15: the time may follow a date, as exports write it ("[1/5/2026, 14:02]", "[21.6.26, 09:15]",
# "1/5/26, 21:40 -").
_DATE = r"(?:(?:\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4}-\d{2}-\d{2}),?[ \t]+)?"  # round 20: ISO dates too
_TURN = re.compile(r"[ \t]*(?:\[" + _DATE + r"\d{1,2}[:.]\d{2}(?:[:.]\d{2})?(?:[ \t]*[AaPp][Mm])?\][ \t]*|"
                   + _DATE + r"\d{1,2}[:.]\d{2}[ \t]+(?:-[ \t]+)?)?"
                   r"(?P<who>[^\W\d_][\w.'-]{0,23}(?:[ \t](?:\d{1,2}/\d{1,2}|[^\W\d_][\w.'-]{0,23}))?)"
                   r"[ \t]*:[ \t]+(?P<body>\S[^\n]*)")
# The message that is a value alone: one token, or a code in groups of digits ("967 306", "4821 0097").
_ALONE = re.compile(r"[ \t]*(?P<v>[^\s]{4,64}|\d{3,4}(?:[ ]\d{3,4}){1,2})[ \t]*")
# Round 16: in a chat log, a message that offers a value to try ("try QKPD$NUaQbYLl - I changed it on Monday") after one
# that names a password ("it says wrong password") sends that password: the token after the verb is read as the value
# alone is. Not a product's name that starts with a digit before a capitalised word ("try 1Password"): a shape, not a
# list of names; the other names of managers.PASSWORD_MANAGERS are letters only, which the detectors read as no
# password ("try LastPass" is not refused).
_TRY = re.compile(r"[ \t]*(?i:try|use|versuch|probier|prueba|prueba con|essaie|essaye|probeer|prova|tenta)[ \t]+"
                  r"(?P<v>(?!\d[A-Z][a-z])[^\s]{6,64})(?:[ \t]|$)")
# How many messages after its announcement a value may come ("and the password, hang on" ... "ok" ... the value).
_WITHIN = 2


# Round 20: a log as people paste it: quoted ("> Sam: ..."), inside a code fence, after a line or two of their own
# ("(pasted from my phone)", "what does this mean?"). A quote's mark is read past, a fence's line skipped, and up
# to two lines that are no turn may come before the first turn (never after it: a text with prose between its turns
# is no log).
_QUOTED = re.compile(r"[ \t]*>[ \t]?")
_FENCE = re.compile(r"[ \t]*```[\w-]*[ \t]*")
_PREAMBLE = 2


def turns(text: str) -> list[tuple[int, int, int]] | None:
    """``(line_start, body_start, body_end)`` of each turn when every non-blank line of ``text`` is one (two or
    more; a quote's mark, a fence's line and a preamble read past, see above), else None."""
    if "\n" not in text or ":" not in text:
        return None
    out: list[tuple[int, int, int]] = []
    pos = 0
    preamble = 0
    for line in text.split("\n"):
        end = pos + len(line)
        if line.strip() and _FENCE.fullmatch(line) is None:
            quote = _QUOTED.match(text, pos, end)
            m = _TURN.fullmatch(text, pos if quote is None else quote.end(), end)
            if m is not None:
                out.append((pos, m.start("body"), pos + len(line.rstrip())))
            elif out or preamble == _PREAMBLE:
                return None
            else:
                preamble += 1
        pos = end + 1
    return out if len(out) >= 2 else None


def without_speakers(text: str) -> str | None:
    """``text`` with each turn's time and speaker replaced by spaces (same length), or None when it is not a chat
    log."""
    found = turns(text)
    if found is None:
        return None
    chars = list(text)
    for line_start, body_start, _ in found:
        chars[line_start:body_start] = " " * (body_start - line_start)
    return "".join(chars)


# (Their word finders, which look for the words with str.find before any regex: a short text's every line is read.)
_CONTEXT = (shape.PASSWORD_WORDS, shape.CODE_WORDS, shape.BARE_CODE_WORDS,
            *(finder for _, finder, _ in shape.LEXICON_ROWS.values()))


# Round 15: in a chat log, a message that names an account's login (its user name or mail is there) announces the
# password in the message after it, read as that password's value ("login for the dentist portal ana@x.fr", then
# the password alone).
_LOGIN = re.compile(r"(?i)(?<![^\W\d_])(?:login|log-in|username|user name|usuario|utilisateur|identifiant|benutzer\w*|"
                    r"zugang|compte|konto|account|cuenta|conta|gebruikersnaam|użytkownik|accesso)(?![^\W\d_])")


# Round 20: a chat's abbreviation of "password" ("what's the wifi pw at your mum's?"), which the detectors read
# after a label but the context words' finders do not name.
_ABBREVIATED = re.compile(r"(?i)(?<![^\W\d_])(?:pw|pwd)(?![^\W\d_])")


def _context_end(body: str) -> int | None:
    """Where the first context word of a message ends, or None."""
    body += "\n"  # an ASCII context word must be followed by something: the message's end is
    ends = [m.end() for finder in _CONTEXT if (m := finder.first_word(body)) is not None]
    if (short := _ABBREVIATED.search(body)) is not None:
        ends.append(short.end())
    return min(ends) if ends else None


# Round 15: a short text of a few lines without speakers is read as messages too, one a line ("Benutzername: omar\n
# Passwort kommt gleich\n<the password>"): a chat pasted without its export's layout, or typed line by line.
_MAX_PLAIN_LINES = 4


# A line of a text without speakers that is one token is a value only if it is no cell row, path, setting or
# armoured block ("CRM,Aram,crm-admin,1Password/Sales", "END:VEVENT", "$ANSIBLE_VAULT;1.1;AES256", a PEM's base64
# line or its "-----BEGIN" line), nor a signature "~Zainab" (round 29).
_NOT_PLAIN_VALUE = re.compile(r"[,;:/|=]|^[-$~]|^.{41,}$")


def _plain_lines(text: str) -> list[tuple[int, int, int]] | None:
    """``(line_start, line_start, line_end)`` of each non-blank line of a text of two to :data:`_MAX_PLAIN_LINES`
    lines, else None."""
    if "\n" not in text or text.count("\n") > 2 * _MAX_PLAIN_LINES:
        return None
    out = []
    pos = 0
    for line in text.split("\n"):
        if line.strip():
            out.append((pos, pos, pos + len(line.rstrip())))
        pos += len(line) + 1
    return out if 2 <= len(out) <= _MAX_PLAIN_LINES else None


def announced_values(text: str) -> list[tuple[int, int, str]]:
    """For each message that is a value alone after a message naming a credential: the value's span and the line
    the detectors read (the announcing message up to its context word, a space, the value)."""
    found = turns(text)
    chat = found is not None
    found = found or _plain_lines(text)
    if found is None:
        return []
    # The messages that are a value alone first (few), then the context of the messages before them only: the
    # context words' finders are the cost, and most lines of a short note are no value alone.
    alone = [_value_alone(text, value_start, value_end, chat) for _, value_start, value_end in found]
    out: list[tuple[int, int, str]] = []
    for n, (line_start, body_start, body_end) in enumerate(found):
        values = [m for m in alone[n + 1:n + 1 + _WITHIN] if m is not None]
        if not values or (body_start > line_start and _context_end(text[line_start:body_start]) is not None):
            # (a "speaker" that names a credential is a form's field, "password: see password manager", whose value
            # is its own line's: the next field's, "member number: FB876626257", is no password sent after it;
            # round 28)
            continue
        body = text[body_start:body_end]
        end = _context_end(body)
        login = _LOGIN.search(body) if chat else None
        if login is not None and (end is None or end <= login.end()):  # the login word itself, not a password's
            body, end = "password", len("password")
        if end is None:
            continue
        m = values[0]
        out.append((m.start("v"), m.end("v"), body[:end] + " " + m.group("v")))
    return out


def _value_alone(text: str, start: int, end: int, chat: bool) -> re.Match[str] | None:
    """The message ``text[start:end]`` as a value alone, or None. Without speakers, a plain word is left out at once
    (a list's item; the detectors would read it as no value anyway), and so is what _NOT_PLAIN_VALUE names."""
    m = _ALONE.fullmatch(text, start, end)
    if m is None and chat:
        return _TRY.match(text, start, end)
    if m is None or chat:
        return m
    v = m.group("v")
    return None if v.isalpha() or _NOT_PLAIN_VALUE.search(v) else m
