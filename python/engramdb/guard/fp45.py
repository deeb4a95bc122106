"""Session 37 (fp45): a booking's confirmation code is no one-time code (a leaf module: it imports nothing of the
guard but :mod:`.lines` and :mod:`.managers`; :mod:`.secrets` asks it of the code rows that read "confirmation code"
as an OTP's label).

"Confirmation code" names both the code a service sends to confirm a login or a payment (an OTP) and the reference of
a booking ("Airbnb confirmation code HMXK3P9W2A, host is Ana", "Confirmation code ZX4QP8 for the car rental",
"Bestätigungscode der Buchung: 58213904"). The value is the booking's when the clause of the label and the value names
a thing booked (a hotel, a flight, a rental, an order, a ticket, a reservation, a host; in several languages) and
names nothing an OTP confirms (a login, an account, a payment, a card, a phone, an expiry, "now"): "Your confirmation
code is 482913, it expires in 10 minutes", "hotel app login confirmation code 482913" stay refused.
"""

from __future__ import annotations

import re

from . import managers
from .lines import line_bounds

# The label is a confirmation's (English, German, French, Spanish, Portuguese, Italian, Polish, Russian, Turkish,
# Dutch, Swedish / Danish).
_CONFIRMATION = re.compile(
    r"(?i)(?<![^\W\d_])(?:confirm|best[äa]tigung|conferma|potwierdz|подтвержд|onay|bevestig|bekr[äæ]ft)"
)
# A thing booked, named in the label's clause (a word, with its word end).
_BOOKED = re.compile(
    r"(?i)(?<![^\W\d_])(?:hotels?|h[ôo]tel|hostels?|airbnb|host|flights?|flug|vol|vuelo|volo|lot|рейс|"
    r"rental|car[ \t]+hire|rent(?:al)?[ \t]+car|mietwagen|order|bestellung|commande|pedido|ordine|zam[óo]wieni[ae]|"
    r"tickets?|ticketmaster|eventbrite|expedia|booking(?:\.com)?|buchung|reservations?|r[ée]servation|reserva|"
    r"prenotazione|rezerwacj[aiy]|rezervasyon(?:u|unuz)?|бронировани[яе]|бронь|stay|trip|tour|cruise|concert|"
    r"restaurant|table|check-?in|otel|отел[ьяе]|гостиниц[аыуе]|ferry|train|bus)(?![^\W\d_])|호텔|예약|ホテル|予約|酒店|预订|預訂"
)
# A word of what an OTP confirms or of a code being live: the value may be an OTP's.
_OTP_SIDE = re.compile(
    r"(?i)(?<![^\W\d_])(?:log[ \t-]?in|sign[ \t-]?in|sign[ \t-]?up|account|konto|compte|cuenta|password|passwort|"
    r"payment|zahlung|paiement|pago|card|karte|carte|tarjeta|phone|telefon|sms|text(?:ed)?|e-?mail|device|"
    r"verif\w*|2fa|mfa|otp|one-time|expir\w*|valid|g[üu]ltig|minutes?|mins?|now|jetzt|maintenant|ahora|"
    r"enter|type|eingeben|saisir|introduce|bank|wallet|transfer|überweisung)(?![^\W\d_])"
)
# The clause around the value: cut at a line's end or a sentence's stop.
_CLAUSE_STOP = re.compile(r"[\n.!?;。！？]")


def _clause(text: str, start: int, end: int) -> str:
    """The text from the clause's start before ``start`` to the clause's end after ``end``."""
    left = max((m.end() for m in _CLAUSE_STOP.finditer(text, max(0, start - 80), start)), default=max(0, start - 80))
    stop = _CLAUSE_STOP.search(text, end, end + 120)
    return text[left : (stop.start() if stop else min(len(text), end + 120))]


def booked_confirmation(text: str, label_start: int, value_start: int, value_end: int) -> bool:
    """The label at ``label_start`` (or the words just before it) is a confirmation's, its clause names a thing
    booked and nothing an OTP confirms (see the module)."""
    label = text[max(0, label_start - 30) : value_start].split("\n")[-1]  # the word for "code" may be matched alone
    if not _CONFIRMATION.search(label):
        return False
    clause = _clause(text, label_start, value_end)
    return _BOOKED.search(clause) is not None and _OTP_SIDE.search(clause) is None


# A class's game or quiz PIN, shown to every player ("Kahoot game PIN 4471229", "Blackboard quiz PIN 884213"): the
# word of a game or a quiz right before "PIN" (or "code"), and no word of a lock, a device's control or an account on
# the line ("the game console's parental PIN 4471" stays refused: "console PIN", not "game PIN").
_GAME_PIN = re.compile(
    r"(?i)(?<![^\W\d_])(?:game|quiz|kahoot!?|quizizz|blooket|gimkit|menti(?:meter)?|trivia)[ \t]+(?:pin|code)"
    r"(?:[ \t]+(?:is|was|code|number|no\.?))?[ \t]*[:=#]?[ \t]*$"
)
_LOCK_SIDE = re.compile(
    r"(?i)(?<![^\W\d_])(?:parental|console|lock\w*|account|login|log[ \t-]?in|card|phone|sim|bank|safe|door|alarm|"
    r"unlock\w*|admin|wallet|restrict\w*)(?![^\W\d_])"
)


def game_pin(text: str, start: int, end: int) -> bool:
    """The finding is a game's or a quiz's PIN, shown to all its players (see above)."""
    line_start, line_end = line_bounds(text, start, end)  # (the line's window: guardcost53)
    return _GAME_PIN.search(text[max(line_start, start - 40) : start]) is not None and not _LOCK_SIDE.search(
        text[line_start:line_end]
    )


# A coordinate pair in decimal degrees ("Drop a pin at 52.5200, 13.4050"): the finding is the digits of one of them.
_COORDINATES = re.compile(r"-?\d{1,3}\.\d{3,8}[ \t]*[,;/][ \t]*-?\d{1,3}\.\d{3,8}(?![\d.])")


def coordinate_digits(text: str, start: int, end: int) -> bool:
    """The finding lies inside a latitude and longitude written as two decimals (see above)."""
    return any(
        m.start() <= start and end <= m.end()
        for m in _COORDINATES.finditer(text, max(0, start - 24), min(len(text), end + 24))
    )


# A password manager's folder named after it ("- NAS :: password in Bitwarden (Shared/Home)", "in KeePass, folder
# Finance/Bank"): the finding is the folder's path of words (letters only, joined by "/" or ">"), right after the
# manager's name, which the line says holds the password: a product's name of managers.PASSWORD_MANAGERS in any case
# (its words apart), but KeePassDX (this reading predates it: "in KeePassDX, folder ..." would be read anew), or the
# system's keychain or a password manager named by what it is.
_MANAGER = (
    r"(?:" + managers.manager_names(r"[ \t]+", frozenset({"KeePassDX"})) + r"|"
    r"(?:icloud[ \t]+)?keychain|(?:the[ \t]+)?password[ \t-]?manager|passwortmanager|passwort-manager|"
    r"gestor[ \t]+de[ \t]+contrase[ñn]as|gestionnaire[ \t]+de[ \t]+mots[ \t]+de[ \t]+passe)"
)
_MANAGER_FOLDER = re.compile(
    r"(?i)(?<![^\W\d_])(?:in|im|dans|en|nel|w)[ \t]+" + _MANAGER + r"[ \t]*(?:\(|,[ \t]*|:[ \t]*|[ \t]+)"
    r"(?:(?:folder|dossier|ordner|carpeta|cartella|collection|vault|tresor)[ \t]*:?[ \t]*)?[\"'“]?$"
)
_FOLDER_PATH = re.compile(r"[^\W\d_]+(?:[ \t]*[/>][ \t]*[^\W\d_]+)+")


def manager_folder(text: str, start: int, end: int) -> bool:
    """The finding is a folder's path named right after a password manager that holds the password (see above)."""
    line_start = text.rfind("\n", 0, start) + 1
    return (
        _FOLDER_PATH.fullmatch(text, start, end) is not None
        and _MANAGER_FOLDER.search(text[max(line_start, start - 60) : start]) is not None
    )


# A field list of a program (a GraphQL query, a schema): the password's word glued into a camel-case name
# ("passwordChangedAt") and the finding the next camel-case name ("twoFactorEnabled"), letters only.
_GLUED_FIELD = re.compile(r"(?:password|passwd|secret|token)[A-Z][A-Za-z]*[ \t]*[,;]?[ \t]*$")
_CAMEL_NAME = re.compile(r"[a-z]+(?:[A-Z][a-z]+)+")


def field_name(text: str, start: int, end: int) -> bool:
    """The finding is a camel-case field's name after a field named with the password's word (see above)."""
    return (
        _CAMEL_NAME.fullmatch(text, start, end) is not None
        and _GLUED_FIELD.search(text[max(0, start - 50) : start]) is not None
    )


# Brazil's Pix key ("chave Pix", "Pix (chave CPF)"): the payee's public identifier for receiving a transfer (a CPF,
# a phone number, an e-mail, a random key), told with the bank's branch and account to be paid; "chave" is Portuguese
# for key. The finding follows a Pix key's words on its line, and no word of a password or a PIN ("senha") is there.
_PIX_KEY = re.compile(
    r"(?i)(?<![^\W\d_])(?:chaves?[ \t]+(?:do[ \t]+|de[ \t]+)?pix|pix[ \t]*[(:]?[ \t]*chaves?)(?![^\W\d_])"
)
_PIX_SECRET = re.compile(r"(?i)(?<![^\W\d_])(?:senhas?|pin|c[óo]digo|token|password)(?![^\W\d_])")


def pix_key(text: str, start: int, end: int) -> bool:
    """The finding is a Pix key or the bank details told beside it, on a line naming no password (see above)."""
    line_start, line_end = line_bounds(text, start, end)  # (the line's window: guardcost53)
    return (
        _PIX_KEY.search(text, line_start, start) is not None and _PIX_SECRET.search(text[line_start:line_end]) is None
    )


def near_miss(text: str, start: int, end: int) -> bool:
    """A PIN, code, password or key finding that is a game's PIN, a coordinate's digits, a password manager's folder,
    a program's field name or a Pix key (see above)."""
    return (
        game_pin(text, start, end)
        or coordinate_digits(text, start, end)
        or manager_folder(text, start, end)
        or field_name(text, start, end)
        or pix_key(text, start, end)
    )
