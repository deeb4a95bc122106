"""Session 35 (fp43): a login or a service's name told beside a password that is withheld (a leaf module: it imports
nothing of the guard; :mod:`.secrets`' near-miss check asks it of a password, key or code finding). The refusing
rules read the word after a password's label as its value; when the line says the password itself is not there, the
finding is the login, the account or the service, not the secret:

* **a placeholder after it**: the finding (no password's shape), a separator (``/``, ``→``, ``—``, ``=``, ``:``) and
  a placeholder ending the line: "hasło do Sympatii: jarrah / —", "senha ...: 51111412 / n/a", "parola de la Tazz:
  +38354866659 / %%%%%%%%", "lösenord till Fitness24Seven — (reset pending)"; or, with a space only, a bracketed tag
  ("iphasiwedi ye-PDF [REDACTED]"). A comment's end ("-->", "*/"), kisses ("0883 xx") and a note after a real
  password ("Tomasz677.cb (changed in May)", no separator) are no placeholder;
* **words of a promise in parentheses**: the finding lies inside "(I'll tell you over coffee)", "(ask me)", "(will
  text it)": a promise to tell, not a passphrase (a passphrase in parentheses opens with no such word);
* **marks alone**: a value of no letter and no digit ("şifresi: ?-?-?"): a mask, not a password;
* **a signed name**: "-Benedetta" alone on the text's last line: a sign-off.
"""

from __future__ import annotations

import re
from collections.abc import Callable

_PROMISE_BODY = (
    r"\((?:I['’]ll|I[ \t]+will|I['’]d|we['’]ll|will|ask|text|call|say|tell|sent|sending|in[ \t]+the|see|"
    r"reset|pending|not|no|hidden|on[ \t]+request)\b[^()\n]{0,60}\)"
)
_PLACEHOLDER = (
    r"(?:n/?a|none|nil|tbd|tba|-{1,3}|[—–]{1,3}|\?{1,6}|\*{3,}|%{3,}|#{3,}|\.{3}|…|x{3,}|X{3,}|"
    r"\[[^\]\n]{1,24}\]|\{[^}\n]{1,24}\}|<[^>\n]{1,24}>|" + _PROMISE_BODY + ")"
)
_SEPARATED = re.compile(
    r"(?i)[ \t]*(?!-+>|\*/)(?:/|→|->|=>|—|–|-|=|:|\|)[ \t]*" + _PLACEHOLDER + r"[ \t]*[^\w\s]{0,4}[ \t]*(?:\n|$)"
)
_SPACED = re.compile(r"[ \t]+(?:\[[^\]\n]{1,24}\]|\{[^}\n]{1,24}\}|<[^>\n]{1,24}>)[ \t]*[^\w\s]{0,4}[ \t]*(?:\n|$)")
_PROMISE = re.compile(r"(?i)" + _PROMISE_BODY)
_SIGN_OFF = re.compile(r"-[A-Z][a-z]{2,20}")


def placeholder_after(text: str, start: int, end: int, password_like: Callable[[str], bool]) -> bool:
    """A separator and a placeholder (or a bracketed tag after a space) end the finding's line, and the finding has no
    password's shape (:func:`.logins.password_like`: "Fionn161.dkf / n/a" stays refused) (see the module)."""
    return (_SEPARATED.match(text, end) is not None or _SPACED.match(text, end) is not None) and not password_like(
        text[start:end]
    )


def inside_promise(text: str, start: int, end: int) -> bool:
    """The finding lies inside a parenthesis that opens with a promise to tell or a withheld state (see the module)."""
    open_at = text.rfind("(", max(0, start - 64), start + 1)
    if open_at < 0 or "\n" in text[open_at:start]:
        return False
    m = _PROMISE.match(text, open_at)
    return m is not None and m.end() >= end


def marks_only(text: str, start: int, end: int) -> bool:
    """A value of no letter and no digit."""
    return end > start and not any(c.isalnum() for c in text[start:end])


def signed_name(text: str, start: int, end: int) -> bool:
    """ "-Benedetta" alone on the text's last line."""
    line_start = text.rfind("\n", 0, start) + 1
    return (
        _SIGN_OFF.fullmatch(text, start, end) is not None
        and not text[line_start:start].strip()
        and not text[end:].strip()
    )


# fp44 (session 36): a network's default name in parentheses after the password's word, the sentence then saying
# where the password is ("I changed the router password (TP-Link_4YP9), it's on the note on the fridge"): the name
# of a brand or a word, "_" or "-", four to six capitals and digits mixed (how routers name their networks).
_NETWORK_NAME = re.compile(r"[A-Za-z][A-Za-z!]*(?:[-_][A-Za-z]+)*[-_](?=[A-Z0-9]*[A-Z])(?=[A-Z0-9]*\d)[A-Z0-9]{4,6}")
_ASIDE_BEFORE = re.compile(r"(?i)pass(?:word|wort|code)?[ \t]*\($")
_WHERE_AFTER = re.compile(r"(?i)\)[ \t]*[,;:—–-]?[ \t]*(?:it['’]s|it[ \t]+is|which[ \t]+is|is)[ \t]+"
                          r"(?:on|in|under|at|behind|inside)[ \t]+(?:the|a|my|our)\b")


def named_aside(text: str, start: int, end: int) -> bool:
    """The finding alone in parentheses after a password's word, shaped like a network's default name, and the
    password said to be elsewhere right after them (see :data:`_NETWORK_NAME`)."""
    return (
        _ASIDE_BEFORE.search(text, max(0, start - 16), start) is not None
        and _NETWORK_NAME.fullmatch(text, start, end) is not None
        and _WHERE_AFTER.match(text, end) is not None
    )


def withheld(text: str, start: int, end: int, password_like: Callable[[str], bool]) -> bool:
    """Any reading above of the finding ``text[start:end]`` (``password_like`` is :func:`.logins.password_like`)."""
    return (
        placeholder_after(text, start, end, password_like)
        or inside_promise(text, start, end)
        or marks_only(text, start, end)
        or signed_name(text, start, end)
        or named_aside(text, start, end)
    )
