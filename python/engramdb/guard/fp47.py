"""Session 38 (fp47): readings of a finding that is no secret (a leaf module: it imports nothing of the guard but
:mod:`.bip39`'s word lists and :mod:`.fp46`'s n-gram reading; :mod:`.secrets`' near-miss check asks it of a password,
key or code finding, and its n-gram paths ask :func:`logins_only`).

* **a subject's "logins", then the message**: the plural "logins" ending its line ("Subject: Fwd: logins"), the value
  a capitalised name of letters and digits opening the next line or paragraph, a lower-case word after it
  ("Free2Move receipt: ..."): the older "login ... user password" row read "login" + "s" as the user and the
  message's first word as the password;
* **the name after a password's word**: a name right after a password's word and a preposition, then a colon, and
  after it nothing, a note in parentheses with no digit, or a mask ("parola de la G4Media: (on the phone)",
  "password for Hulu: ●●●●●●"): what the password is for, the password withheld;
* **prose, not a seed phrase**: a run of twelve lower-case words or more found as a seed phrase or a code list that
  holds two distinct words of a sentence's grammar (a weekday, a modal, a conjunction, "tomorrow", a past tense or
  a gerund no BIP-39 list holds: "cle de secours meeting meeting meeting moved thursday because ..."): a sentence
  after a label, not a wallet's words (a made-up seed of nouns, "falcon copper ember thistle ...", holds none; a
  real one is refused by its checksum, :mod:`.bip39`, whatever its words);
* **a login after "registered to"** (the n-gram signal's token, :func:`logins_only`): fp46's reading in more
  languages (Dutch, Swedish, Danish / Norwegian, Czech / Slovak, Romanian, Portuguese "cadastrado", Greek,
  Finnish, English "in the name of"), no password's word between.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from . import bip39, fp46

# --- a subject's "logins", then the message ------------------------------------------------------------------------
_LOGINS_LINE = re.compile(r"(?i)(?<![^\W\d_])logins[ \t]*\n\s*$")
_PROSE_AFTER = re.compile(r"[ \t]+[a-z][a-z'-]+(?![^\W\d_])")
_BRAND = re.compile(r"[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*")  # a name of letters and digits, no symbol


def subject_then_message(text: str, start: int, end: int) -> bool:
    """A capitalised name opening the line after a line ending in "logins", a lower-case word after it (see the
    module)."""
    return (
        _BRAND.fullmatch(text, start, end) is not None
        and _LOGINS_LINE.search(text, max(0, start - 40), start) is not None
        and _PROSE_AFTER.match(text, end) is not None
    )


# --- the name after a password's word ------------------------------------------------------------------------------
_PASSWORD_WORD = (
    r"password|passwort|parol[aăe]?|парол\w*|hasło|haslo|heslo|jelsz[óo]|lozinka|geslo|senha|contrase[ñn]a|clave|"
    r"mot de passe|mdp|wachtwoord|lösenord|losenord|adgangskode|passord|salasana|şifre|sifre|kennwort|κωδικ\w*"
)
_FOR = (
    r"de la|de|del|della|di|da|do|du|for|of|to|für|fuer|zu|для|від|pentru|van|voor|till|för|til|på|na|za|dla|ke|"
    r"από|για|στο"
)
_NAMED_BEFORE = re.compile(r"(?i)(?:" + _PASSWORD_WORD + r")[ \t]+(?:" + _FOR + r")[ \t]+$")
_NAME = re.compile(r"[^\W\d_][\w.&'-]{0,30}")
# after the colon: the line's end, a note in parentheses with no digit, or a mask of three or more marks
_WITHHELD_AFTER = re.compile(r"[ \t]*[:：][ \t]*(?:$|\n|\([^()\d\n]{1,60}\)|[●•*·∙⬤◦○]{3,}(?!\S))", re.M)


def name_after_password_word(text: str, start: int, end: int) -> bool:
    """A name after a password's word and a preposition, the password withheld after the colon (see the module)."""
    return (
        _NAME.fullmatch(text, start, end) is not None
        and _NAMED_BEFORE.search(text, max(0, start - 40), start) is not None
        and _WITHHELD_AFTER.match(text, end) is not None
    )


# --- prose, not a seed phrase --------------------------------------------------------------------------------------
_WORD_RUN = re.compile(r"[a-z]+(?:[ \t\n,]+[a-z]+)*")
_MIN_WORDS = 12
# Words of a sentence's grammar, none a noun a made-up seed would draw: a weekday, a modal, a conjunction, a tense
_GRAMMAR = frozenset(
    [
        "monday",
        "tuesday",
        "wednesday",
        "thursday",
        "friday",
        "saturday",
        "sunday",
        "because",
        "since",
        "until",
        "unless",
        "although",
        "though",
        "while",
        "must",
        "should",
        "would",
        "could",
        "shall",
        "been",
        "were",
        "does",
        "did",
        "didn",
        "doesn",
        "isn",
        "wasn",
        "every",
        "tomorrow",
        "yesterday",
        "tonight",
        "today",
    ]
)
_INFLECTED = re.compile(r"[a-z]{2,}(?:[^e]ed|eed|ied|ing)")  # "moved", "agreed", "carried", "meeting"


def _grammar_word(word: str, listed: dict[str, tuple[int, ...]]) -> bool:
    """A word of a sentence's grammar (above), or a past tense or a gerund, that no BIP-39 list holds: "today",
    "tomorrow", "must", "until" are seed words too (twelve drawn English seed words holding two of them read as prose
    before: test_guard_round39's draw 9634)."""
    return word not in listed and (word in _GRAMMAR or _INFLECTED.fullmatch(word) is not None)


def prose_not_seed(text: str, start: int, end: int) -> bool:
    """A run of twelve lower-case words or more holding two distinct words of a sentence's grammar (see the
    module)."""
    if _WORD_RUN.fullmatch(text, start, end) is None:
        return False
    words = set(text[start:end].replace(",", " ").split())
    if len(text[start:end].split()) < _MIN_WORDS:
        return False
    listed = bip39._lists()[1]
    return sum(_grammar_word(w, listed) for w in words) >= 2


def near_miss(text: str, start: int, end: int) -> bool:
    """A password, key or code finding that is a message's first word after a subject's "logins", the name a
    withheld password is for, or a sentence's words read as a seed phrase (see the module)."""
    return (
        subject_then_message(text, start, end)
        or name_after_password_word(text, start, end)
        or prose_not_seed(text, start, end)
    )


# --- the n-gram signal's tokens: a login the account is registered to, in more languages ---------------------------
_REGISTERED_TO = re.compile(
    r"(?i)(?:geregistreerd[ \t]+(?:op|onder|bij)|ingeschreven[ \t]+op|registrera[dt][ \t]+(?:på|med|under)|"
    r"registreret[ \t]+(?:på|med|under)|registrert[ \t]+(?:på|med|under)|(?:za)?registrován[oa]?[ \t]+na|"
    r"(?:za)?registrovan[éý]?[ \t]+na|[îi]nregistrat[ăa]?[ \t]+(?:pe|la|cu)|cadastrad[oa][ \t]+(?:em|no|na|com)|"
    r"εγγεγραμμέν(?:ος|ο|η)[ \t]+(?:σε|στο|στη|με)|rekisteröity[ \t]+(?:osoitteeseen|tunnukselle|nimelle)|"
    r"registered[ \t]+(?:in[ \t]+the[ \t]+name[ \t]+of|against))[ \t]+$"
)
_PASSWORD_WORD_ANY = re.compile(r"(?i)(?:" + _PASSWORD_WORD + r"|pin\b|код|kod\b|kód)")


def _registered_login(text: str, tokens: Iterable[re.Match[str]]) -> bool:
    """Every token is a login right after a "registered to" of the languages above, no password's word between."""
    seen = False
    for tok in tokens:
        seen = True
        line_start = text.rfind("\n", 0, tok.start()) + 1
        before = text[max(line_start, tok.start() - 40) : tok.start()]
        registered = _REGISTERED_TO.search(before)
        if registered is None or _PASSWORD_WORD_ANY.search(before, registered.end()) is not None:
            return False
    return seen


def logins_only(
    text: str, tokens: Iterable[re.Match[str]], base: Callable[[str, Iterable[re.Match[str]]], bool]
) -> bool:
    """:func:`.fp46.logins_only` with a token also taken as a login after "registered to" in the languages above."""

    def either(t: str, toks: Iterable[re.Match[str]]) -> bool:
        toks = list(toks)
        return base(t, iter(toks)) or _registered_login(t, iter(toks))

    return fp46.logins_only(text, tokens, either)
