"""Session 39 (fp48): false alarms of the 45 tuned corpora read as general readings (a leaf module: it imports
nothing of the guard; :mod:`.secrets` asks it from the rows and the n-gram path named below).

* **an extension keyed in at a desk** (:func:`extension_called`, asked by :func:`.entered.entry`'s row): digits pressed
  after calling a desk, a reception, a switchboard or an operator ("when I call the desk I press 3185 then hash, then
  1 for the front office") reach a person's line - an extension, dialled by anyone who calls. A mailbox, a bank, a
  voicemail or an alarm line asks for a PIN ("when I call the mailbox I press 3592 then hash" stays refused), and so
  does any clause naming a PIN, a code or a password.
* **a model number** (:func:`model_named`, beside the serial number of the n-gram path's ``_hosts_or_serials_only``):
  the token after the word for a model or a product's type ("број модела ... је KFTRQW09", "מספר הדגם ... KFTRBX65",
  "ਮਾਡਲ ਨੰਬਰ KFTRQC20") is printed on the device's box, as a serial number is; and a parcel's tracking or order number
  ("трек-номер моей посылки ORD-8936531902"). Not where a credential's word stands in the 60 characters before the
  token (a password "from the order", "пароль от заказа").
* **near misses** (:func:`near_miss`, asked by ``secrets._near_miss`` of a password, key or code finding): a Maltese
  preposition glued to its noun after a password's word ("il-password tal-PDF xxxx": "the PDF's password", masked);
  a value its line calls a documentation's example ("Beispiel aus der Doku: Passwort "Muster123!" – nur zur
  Veranschaulichung"); a number on the line before a password's or a code's label whose colon is followed by a note
  that the value will be told ("58898637\nMACFit şifresi: (I'll say it at the door)").
* **a loyalty card's number** (:func:`loyalty_card`, asked of a payment card finding): the line names a loyalty
  card before the number (not a "club": Diners Club is a payment card) and no payment word ("supermarket loyalty:
  card 5449443198429340111 / PIN ****").
"""

from __future__ import annotations

import re

_WINDOW = 120


def _line(text: str, start: int, end: int) -> tuple[int, int]:
    """The bounds of the line around ``start:end``, read at most :data:`_WINDOW` characters either side (a long line
    of many findings must not cost each finding the whole line: tests/test_guard_cost54.py)."""
    line_start = text.rfind("\n", max(0, start - _WINDOW), start) + 1 or max(0, start - _WINDOW)
    line_end = text.find("\n", end, end + _WINDOW)
    return line_start, min(len(text), end + _WINDOW) if line_end < 0 else line_end


# ---- an extension keyed in at a desk
# the call, then the thing called: a desk, a reception, a switchboard, an operator, a front office
_DESK_CALLED = re.compile(
    r"(?i)(?<![\w-])(?:call(?:s|ed|ing)?|ring(?:s|ing)?|phone(?:s|d)?|dial(?:s|led|ing)?)[ \t]+(?:up[ \t]+)?"
    r"(?:the[ \t]+|our[ \t]+|their[ \t]+|a[ \t]+)?(?:(?:front|main|help|service|hotel|reception)[ \t]+)?"
    r"(?:desk|reception|switchboard|operator|front[ \t]+office|office|lobby|concierge)(?![\w-])"
)
# a word of a secret's or a line that asks for one: then the digits may be a PIN
_PIN_SIDE = re.compile(
    r"(?i)(?<![\w-])(?:pin|pins|passcode|password|code|security|mailbox|voice ?mail|bank|banking|account|alarm|"
    r"card|verify|verification|identify|secret)(?![\w-])"
)


def extension_called(text: str, start: int) -> bool:
    """The digits at ``start`` are pressed after calling a desk (see the module): the clause before them, on their
    line, names the call, and neither it nor the rest of the line names a PIN or a code."""
    line_start, line_end = _line(text, start, start)
    before = text[max(line_start, start - 80) : start]
    if _DESK_CALLED.search(before) is None:
        return False
    return _PIN_SIDE.search(text, max(line_start, start - 80), line_end) is None


# ---- a model number, a parcel's tracking or order number (for the n-gram path)
_MODEL_NAMED = re.compile(
    r"(?i:(?<![^\W\d_])(?:mod[eèé]l|modell|mode[lļ]|t[íi]pussz[áa]m|tegundarn[úu]mer|typenummer|typnummer)|"
    r"(?<![^\W\d_])(?:трек|посылк|заказ)|tracking|track[ \t]+(?:no|number|#))|"
    r"модел|דגם|מודל|مدل|ماڈل|موديل|طراز|मॉडल|मॉडेल|মডেল|ਮਾਡਲ|મોડલ|મોડેલ|மாடல்|ಮಾಡೆಲ್|മോഡൽ|මොඩල්|รุ่น|"
    r"型番|型号|型號|モデル|모델|μοντέλ|მოდელ|մոդել"
)
_CREDENTIAL_NEAR = re.compile(
    r"(?i)(?<![^\W\d_])(?:pass\w*|pw|pwd|pin|code|key|token|secret|login|otp)(?![^\W\d_])|пароль|код|סיסמ|קוד|"
    r"پسورد|رمز|पासवर्ड|कोड|ਪਾਸਵਰਡ|ਕੋਡ|密码|暗証|비밀번호"
)


def model_named(text: str, line_start: int, start: int) -> bool:
    """The token at ``start`` comes within 60 characters after the word for a model number or a parcel's tracking or
    order number on its line (from ``line_start``), and no credential's word in those 60 characters (see the module)."""
    window = text[max(line_start, start - 60) : start]
    return _MODEL_NAMED.search(window) is not None and _CREDENTIAL_NEAR.search(window) is None


# ---- an app's string resource: the text of its label, not a value
# ('<string name="forgot_password">Forgot password?</string>': words, the name's own credential word among them)
_UI_WORDS = re.compile(r"[^\W\d_]+(?:[ \t]+[^\W\d_]+)+[ \t]*[?!.:…]?")
_NAME_WORD = re.compile(r"(?i)pass(?:word|wd|code|phrase)?|pwd|secret|token|pin")


def ui_text(name: str, value: str) -> bool:
    """``value``, set under the setting ``name``, is an interface's text (see above): two words or more of letters
    only, ending in at most one stop or question mark, holding the credential word its name holds ("Forgot
    password?", "Enter your PIN"). A passphrase of words does not name its own credential."""
    if _UI_WORDS.fullmatch(value.strip()) is None:
        return False
    words = {w.lower() for w in re.findall(r"[^\W\d_]+", value)}
    return any(m.group().lower() in words for m in _NAME_WORD.finditer(name))


# ---- near misses of a password, a key or a code
# "tal-PDF", "għall-wifi", "fil-kont": a Maltese preposition with its article, glued to the noun it governs
_MALTESE_OF = re.compile(r"(?i)(?:ta|fi|bi|ma|mi|li|g[ħh]a)(?:ll?|[sdtnrxzċż])-[^\W\d_]+")
_PASSWORD_WORD = re.compile(r"(?i)(?<![^\W\d_])(?:il-)?password[ \t]+$")
# the line says the value is a documentation's example: an example's word with a documentation's before the value,
# or "for illustration only" after it
_EXAMPLE_WORD = re.compile(
    r"(?i)(?<![^\W\d_])(?:example|beispiel|exemple|ejemplo|esempio|exemplo|voorbeeld|"
    r"przyk[łl]ad)(?![^\W\d_])"
)
_DOCS_WORD = re.compile(
    r"(?i)(?<![^\W\d_])(?:docs?|documentation|doku(?:mentation)?|handbuch|manual|readme|"
    r"tutorial|dokumentacj\w*|documenta[cç]i[óo]n|documenta[çc][ãa]o)(?![^\W\d_])"
)
_ILLUSTRATION = re.compile(
    r"(?i)(?:for[ \t]+illustration(?:[ \t]+purposes)?[ \t]+only|nur[ \t]+zur[ \t]+"
    r"veranschaulichung|[àa][ \t]+titre[ \t]+d['’]illustration|solo[ \t]+a[ \t]+titolo"
    r"[ \t]+illustrativo|solo[ \t]+(?:como|a[ \t]+modo[ \t]+de)[ \t]+ejemplo)"
)
# the claim taken back or the value called live: "This isn't the docs example: the production token is sk_live_..."
_TAKEN_BACK = re.compile(
    r"(?i)(?<![^\W\d_])(?:not|no|never|isn['’]t|aren['’]t|wasn['’]t|kein\w*|nicht|pas|non|nie|real|live|production|"
    r"prod|echt\w*|produktiv\w*)(?![^\W\d_])"
)
# a label's colon, then a note that the value will be told: "(I'll say it at the door)", "(ask me)", "(söylerim)"
_TOLD_LATER = re.compile(
    r"(?i)[^\n]{0,40}?(?:şifre\w*|parola\w*|password|passwort|pin|code|kod\w*|contrase[ñn]a|senha|mot de passe)"
    r"[ \t]*:[ \t]*\((?=[^()\n\d]{2,60}\))[^()\n]*(?:say|tell|told|give|ask|söyle\w*|sag\w*|dire|dir[ée]|decir|"
    r"dizer|zeg|powiem)[^()\n]*\)"
)


def near_miss(text: str, start: int, end: int) -> bool:
    """A password, key or code finding that is a Maltese "of the ...", a documentation's example, or a number before a
    label whose value will be told (see the module)."""
    if _MALTESE_OF.fullmatch(text, start, end) and _PASSWORD_WORD.search(text, max(0, start - 24), start):
        return True
    line_start, line_end = _line(text, start, end)
    before, after = text[line_start:start], text[end:line_end]
    if ((_EXAMPLE_WORD.search(before) and _DOCS_WORD.search(before)) or _ILLUSTRATION.search(after)) and not (
        _TAKEN_BACK.search(before)
    ):
        return True
    # the finding is all its line, and the next line's label says the value will be told
    return (
        not before.strip()
        and not after.strip()
        and text[line_end : line_end + 1] == "\n"
        and _TOLD_LATER.match(text, line_end + 1) is not None
    )


# ---- a loyalty card's number
_LOYALTY = re.compile(
    r"(?i)(?<![^\W\d_])(?:loyalty|payback|kundenkarte|"
    r"carte[ \t]+de[ \t]+fid[ée]lit[ée]|tarjeta[ \t]+de[ \t]+fidelidad|fidelity)(?![^\W\d_])"
)
_PAYMENT = re.compile(
    r"(?i)(?<![^\W\d_])(?:credit|debit|visa|master ?card|amex|american express|maestro|diners|discover|jcb|cvv|cvc|"
    r"expir\w*|exp|valid|bank|kredit\w*|d[ée]bit\w*|cr[ée]dit\w*)(?![^\W\d_])"
)


def loyalty_card(text: str, start: int, end: int) -> bool:
    """The card number at ``start:end`` is a loyalty card's (see the module): the line names one before it, and no
    payment word stands on the line."""
    line_start, line_end = _line(text, start, end)
    return _LOYALTY.search(text, line_start, start) is not None and _PAYMENT.search(text[line_start:line_end]) is None
