"""Session 44 (fp73): longer ordinary notes that talk about secrets without holding one, read as general readings (a
leaf module but for :mod:`.fp66`, whose tickets and variables' names it reads with its own; ``secrets._near_miss``
asks :func:`near_miss` of a password, key or code finding, and ``secrets.find_secrets`` asks :func:`names_only`
before the n-gram signal refuses a text).

benchmarks/guard_corpus_benign_notes2/ (1,200 longer notes - minutes, handovers, chat exports, Markdown checklists and
tables, setup notes with a fenced block of config - in 20 languages, none holding a secret) was refused 66 times by
session 43's guard. The readings, each of how people write, not of the corpus's strings:

* **an instruction after the label** (:func:`_first_login_clause`): "Passwort: beim ersten Login selbst setzen",
  "Kata sandi: dibuat sendiri saat login pertama", "पासवर्ड: पहली बार लॉगिन पर खुद सेट करें", "รหัสผ่าน:
  ตั้งเองตอนล็อกอินครั้งแรก": the words after the label say the password is set at the first login; the value taken
  is a word of that clause (letters only), never a password given.
* **a number after the word for a phone extension, an order, a postcode** (:func:`_named_number`): "(ramal 3049)",
  "(ext. 4417)", "στην παραγγελία 1935161953", "בהזמנה #8507481", "di pesanan #1158598", "למיקוד 5217101" (the Hebrew
  word for a postcode holds the word for a code), "kode pos 12243", Hindi "पिन कोड" (India's postcode): the word
  names what the number is. The word right before (nothing between but "no." / "#" / ":") is what counts, and a
  value stated right after the number claims it back ("PIN for ext. 4417 is 2291").
* **a question asking for a password** (:func:`_asked`): "какой пароль от гостевого вайфая?": an interrogative
  ("which", "what") before the password word and the value a word of letters that ends the question.
* **a ticket's number told after a qualifier or glued to the clause** (:func:`_ticket_told`): Thai "ทิกเก็ตที่ยังเปิด:
  #25898" (tickets still open: ...), Chinese "工单#81031里排队" (the number, then the clause goes on without a space):
  fp66's ticket, with the words it did not expect around it.
* **a container's image** (:func:`_container_image`): "docker run -e POSTGRES_PASSWORD=$POSTGRES_PASSWORD ...
  postgres:16": the last argument of a ``docker`` / ``podman`` command is an image's name and tag.
* **the n-gram signal's tokens** (:func:`names_only`): besides fp66's variables' names and tickets, a word of letters
  of a script other than Latin joined by hyphens ("ऑन-कॉल", on-call) with no code or password word just before it
  (blind26's Tajik "рамзи pickle-mango-ро" is a passphrase), a commit's hash after the word for a commit, and a UUID
  after the word for a record ("من السجل bffa9172-...؛", the Arabic semicolon glued on).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable

from . import fp66

# The first login, in the languages the guard reads: the clause after a password's label that says when it is set.
_FIRST_LOGIN = re.compile(
    r"(?i:(?:first|initial)\s+(?:log[ -]?in|sign[ -]?in|logon)"
    r"|(?:beim|bei\s+der)\s+ersten\s+(?:Login|Anmeldung|Anmelden)"
    r"|(?:à\s+la\s+)?première\s+connexion|(?:al\s+)?primer\s+(?:inicio\s+de\s+sesión|acceso)|(?:al\s+)?primo\s+accesso"
    r"|(?:no\s+)?primeiro\s+(?:acesso|login)|(?:bij\s+de\s+)?eerste\s+(?:login|aanmelding)"
    r"|(?:przy\s+)?pierwszym\s+logowaniu|ilk\s+giri[şs]te|(?:saat\s+)?login\s+pertama|đăng\s+nhập\s+lần\s+đầu"
    r"|(?:при\s+)?первом\s+входе|(?:στην\s+)?πρώτη\s+σύνδεση)"
    r"|عند\s+أول\s+(?:دخول|تسجيل)|בכניסה\s+הראשונה|पहली\s+बार\s+लॉगिन|首次登录|第一次登录|初回ログイン|첫\s*로그인"
    r"|ล็อกอินครั้งแรก|เข้าสู่ระบบครั้งแรก")
_CLAUSE = 60  # the first login is said within this many characters of the value's start, on its line


def _letters(text: str) -> bool:
    return fp66._letters_only(text)


# A verb of changing in the clause: "welcome - change it at first login" gives a temporary password and says to change
# it; the reading is for a clause that says the password is set then, not one that gives it.
_CHANGE = re.compile(
    r"(?i:\b(?:change|changed|reset|ändern|wechseln|changer|modifier|cambiar|cambiare|alterar|trocar|wijzigen"
    r"|veranderen|zmie[nń]\w*|değiştir\w*|ganti|ubah|đổi)\b)|смен\w*|измен\w*|αλλά?ξ\w*|غي[ّ]?ر|تغيير|החליפ|להחליף"
    r"|לשנות|बदल|更改|修改|变更|変更|바꾸|바꿔|변경|เปลี่ยน")
# Words before the phrase say who sets it ("dibuat sendiri saat login pertama": made by yourself at the first login);
# otherwise the phrase starts at the value ("beim ersten Login", "पहली बार लॉगिन") or the value holds it (Thai).
_SELF = re.compile(r"(?i:\b(?:yourself|themselves|himself|herself|selbst|selber|sendiri|soi-même|tú\s+mismo|sam[ao]?"
                   r"|kendi|tự)\b)|сам\w*|μόνο[ςι]|بنفسه|בעצמ\w*|खुद|ख़ुद|自己|自分|직접|เอง")
_BETWEEN = re.compile(r"[^,;:()\[\]\-–—/|\"'`«»“”]*")


def _first_login_clause(text: str, start: int, end: int) -> bool:
    """The value is a word (letters only) of a clause that says the password is set at the first login: the phrase at
    the value, or within three words of it with a word for "yourself" between, and no verb of changing on the line."""
    if not _letters(text[start:end]):
        return False
    line_end = text.find("\n", start)
    line = text[start:len(text) if line_end < 0 else line_end]
    m = _FIRST_LOGIN.search(line, 0, _CLAUSE)
    if m is None or _CHANGE.search(line) is not None:
        return False
    lead = line[:m.start()]
    if m.start() > 0 and _SELF.search(lead) is None:
        return False  # (a word before the phrase may be the password: "rahasia saat login pertama")
    return _BETWEEN.fullmatch(lead) is not None and len(line[end - start:m.start()].split()) <= 3


# The word for a phone extension, an order, a postcode; a prefix of Hebrew (ב ל ה ו מ) or Arabic (ب ل و ال) may be
# glued on. A code, PIN or password word right before the extension's word claims the number back ("codice interno").
_NAMING = re.compile(
    r"(?:(?i:\b(?:ext|extension|durchwahl|nebenstelle|poste|interno|extensión|ramal|toestel|dahili|ekstensi"
    r"|wewnętrzny|máy\s+lẻ|order|bestellung|commande|pedido|ordine|bestelling|zamówieni\w+|pesanan|đơn(?:\s+hàng)?"
    r"|postcode|post\s+code|zip\s+code|code\s+postal|código\s+postal|kode\s+pos|postnummer"
    r"|mã\s+bưu\s+chính|kod\s+pocztowy|posta\s+kodu|postcode)\b)"
    r"|\bPLZ|\bCAP|\bCEP|внутренн\w+|доб\.|заказ\w*|индекс\w*|εσωτερικό|παραγγελία\w*|ταχυδρομικό\w*\s+κώδικα|(?:ب|ل|و)?(?:ال)?تحويلة"
    r"|(?:ب|ل|و)?(?:ال)?طلب|(?:ال)?رمز\s+البريدي|[בלהומ]?שלוחה|[בלהומ]?הזמנה|[בלהומ]?מיקוד|एक्सटेंशन|ऑर्डर|पिन\s+कोड"
    r"|分机|分機|订单|訂單|邮编|郵便番号|内線|注文|내선|주문|우편번호|เบอร์ภายใน|คำสั่งซื้อ|รหัสไปรษณีย์)"
    r"[ \t]*(?:(?i:no\.?|nr\.?|n[º°o]\.?|number|numéro|número|numer|№)[ \t]*)?[#:：.]?[ \t]*\Z")
_NUMBER = re.compile(r"#?\d[\d \-]{1,22}\d|#?\d{2,}")
# A value stated right after the number claims the line: "PIN for ext. 4417 is 2291" is a PIN, not an extension.
_STATED_AFTER = re.compile(r"[ \t]*[)\]]?[ \t]*(?:(?i:is|ist|est|es|è|é|era|war|was|=)\b|[=:：→]|->)")
# A code, PIN or password word right before the naming word (one or two short words between: "mot de passe du poste",
# "password for the order") claims the number: the workstation's, the order's password.
_CODE_BEFORE = re.compile(
    r"(?:(?i:\b(?:code|codice|código|kod|pin|passwor[dt]|senha|contraseña|mot\s+de\s+passe|wachtwoord|hasło|şifre"
    r"|sandi)\b)"
    r"|пароль|код|κωδικ\w*|סיסמ\w*|كلمة\s+المرور|पासवर्ड|密码|パスワード|暗証番号|비밀번호|รหัสผ่าน)"
    r"[\W_]*(?:[A-Za-zÀ-ÿ]{1,4}[\W_]+){0,2}\Z")  # (short words of a Latin script: a Korean word is short too)


def _named_number(text: str, start: int, end: int) -> bool:
    """The value is a number right after the word for an extension, an order or a postcode."""
    at = start - 1 if start > 0 and text[start - 1] == "#" else start
    while end > at and text[end - 1].isalpha() and not text[end - 1].isascii():
        end -= 1  # a particle glued on ("내선 1000으로": to extension 1000)
    if _NUMBER.fullmatch(text, at, end) is None or _STATED_AFTER.match(text, end):
        return False
    before = text[max(0, at - 40):at]
    m = _NAMING.search(before)
    return m is not None and _CODE_BEFORE.search(before, 0, m.start()) is None


# An interrogative before the password word: which / what, in the guard's languages (a yes-or-no question may hold
# a guess at the password and is left alone).
_INTERROGATIVE = re.compile(
    r"(?i:\b(?:what|what's|which|welche[sr]?|quel(?:le)?|cuál|qual|quale|wat|welk[e]?|jaki[e]?|jakie|hangi"
    r"|apa|nào|gì|какой|какая|какие|какое|ποιος|ποια|ποιο)\b)|ماذا|ما\s+(?:هي|هو)|מה|क्या|कौन|什么|什麼|何|뭐|무엇|อะไร")


def _asked(text: str, start: int, end: int) -> bool:
    """The value is a word of letters that ends a question asking which password (see the module)."""
    if not _letters(text[start:end].rstrip("?？")) or not text[start:end + 1].rstrip().endswith(("?", "？")):
        return False
    line_start = text.rfind("\n", 0, start) + 1
    clause = re.split(r"[.!?。！？]\s", text[line_start:start])[-1]
    return _INTERROGATIVE.search(clause) is not None


_TICKET_NOUN = re.compile(
    r"(?:(?i:\b(?:tickets?|chamados?|zgłoszeni\w*|talep\w*|tiket|phiếu|incidents?|requests?))|заявк\w*|टिकट|チケット"
    r"|티켓|工单|工單|تذاكر|التذاكر|تذكرة|קריאות|קריאה|ทิกเก็ต|αιτήματα|αίτημα)"
    r"[^\d\n:：#]{0,20}[:：][ \t]*\Z")


def _ticket_told(text: str, start: int, end: int) -> bool:
    """A tracker's id after the word for a ticket and a short qualifier ("tickets still open:"), or an id after the
    word for a ticket with the clause glued on after it (no space in Chinese, Japanese, Thai)."""
    at = start - 1 if start > 0 and text[start - 1] == "#" else start
    while at > 0 and (text[at - 1] == "-" or (text[at - 1].isascii() and text[at - 1].isupper())):
        at -= 1
    m = fp66._TICKET_ID.match(text, at)
    if m is None or m.end() < start:
        return False
    if m.end() < end and not (text[m.end()].isalpha() and not text[m.end()].isascii()):
        return False  # (what follows the id within the value is glued text of another script, or nothing)
    if m.end() < end and fp66._TICKET_WORD.search(text[max(0, at - fp66._WINDOW):at]) is not None:
        return True
    return m.end() >= end and _TICKET_NOUN.search(text[max(0, at - 60):at]) is not None


_CONTAINER_COMMAND = re.compile(r"(?:^|\n|\$ )[ \t]*(?:sudo[ \t]+)?(?:docker|podman)[ \t]+(?:run|pull|create)\b")
_IMAGE = re.compile(r"[a-z0-9][a-z0-9._/-]*:[\w][\w.-]{0,40}")


def _container_image(text: str, start: int, end: int) -> bool:
    """The value is the last argument, name:tag, of a docker / podman run or pull: the image."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    rest = text[end:len(text) if line_end < 0 else line_end]
    return (_IMAGE.fullmatch(text, start, end) is not None and not rest.strip()
            and _CONTAINER_COMMAND.search(text, max(0, line_start - 1), start) is not None)


def near_miss(text: str, start: int, end: int) -> bool:
    """A password, key or code finding ``text[start:end]`` that one of the readings above takes back."""
    return (_first_login_clause(text, start, end) or _named_number(text, start, end) or _asked(text, start, end)
            or _ticket_told(text, start, end) or _container_image(text, start, end))


_HEX_COMMIT = re.compile(r"[0-9a-f]{7,40}")
_UUID = re.compile(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")
_COMMIT_WORD = re.compile(r"(?:(?i:\bcommit)|коммит|κομμιτ|कमिट|コミット|커밋|提交|คอมมิต)[ \t:]*\Z")
_RECORD_WORD = re.compile(
    r"(?:(?i:\b(?:record|datensatz|enregistrement|registro|rekord\w*|kayd\w*|kayıt|bản\s+ghi))|запис\w+|εγγραφ\w+"
    r"|(?:من\s+)?السجل|(?:ב|מ|ה)?רשומה|रिकॉर्ड|记录|記録|レコード|레코드|เรคคอร์ด)[ \t:]*\Z")


def _named_id(text: str, start: int, token: str) -> bool:
    """A commit's hash after the word for a commit, or a UUID after the word for a record."""
    before = text[max(0, start - 30):start]
    if _HEX_COMMIT.fullmatch(token) and _COMMIT_WORD.search(before):
        return True
    return _UUID.fullmatch(token) is not None and _RECORD_WORD.search(before) is not None


# A code, PIN or password word shortly before a token: the token may be the passphrase it names ("рамзи pickle-mango").
_SECRET_WORD = re.compile(
    r"(?i:(?<!post)(?<!zip)(?<!bar)code|codice|código|kod|pin|passwor[dt]|senha|contraseña|mot\s+de\s+passe|wachtwoord"
    r"|hasło|şifre|sandi|phrase)"
    r"|пароль|код|рамз|κωδικ|סיסמ|קוד|كلمة\s+المرور|رمز|पासवर्ड|कोड|密码|暗号|パスワード|暗証|비밀번호|암호|รหัส")


def _compound_word(text: str, start: int, token: str) -> bool:
    """A word of a script other than Latin joined by hyphens ("ऑन-कॉल", on-call), with no code or password word in
    the few words before it (a Latin-script hyphenated token in another language's sentence may be a passphrase)."""
    parts = token.split("-")
    if len(parts) < 2 or not all(_letters(p) and not any(c.isascii() or "LATIN" in unicodedata.name(c, "")
                                                         for c in p) for p in parts):
        return False
    return _SECRET_WORD.search(text, max(0, start - 30), start) is None


def names_only(text: str, tokens: Iterable[re.Match[str]]) -> bool:
    """Whether the n-gram signal's tokens (at least one) are all fp66's names or tickets, compound words of letters,
    or a hash or UUID named by the word before it."""
    seen = False
    for m in tokens:
        token = m.group().rstrip(".,;:!?)]\"'`»”؛،。，")
        if not (_compound_word(text, m.start(), token) or _named_id(text, m.start(), token)
                or fp66.names_only(text, [m])):
            return False
        seen = True
    return seen


# A name's possessive ("Lucia's", "O'Brien's"): letters of one word and an apostrophe's "s", the gate's
# letter-mark-letter shape in ordinary prose. No digit, so never a generated value; a passphrase of words is joined by
# hyphens, not "'s".
_POSSESSIVE = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*['’]s")
# An order's, a parcel's or an invoice's id as shops print them: one to four capitals, a hyphen or none, six to twelve
# digits ("ORD-5000000", "A900000030", "PO123456") - with no code or password word in the few words before it.
_ORDER_ID = re.compile(r"[A-Z]{1,4}-?\d{6,12}")


def each_read(text: str, tokens: Iterable[re.Match[str]],
              logins: Callable[[str, Iterable[re.Match[str]]], bool]) -> bool:
    """Whether the n-gram signal's tokens (at least one) are each read as harmless by one of the readings, each token
    by its own: a name's possessive, names_only's names, tickets, compound words and named ids, an order's id with no
    code word before it, or `logins` (the readings' logins, asked of that token alone) - a note whose three tokens
    are a possessive, a compound word and a parcel's order id is none of a secret's, though no one reading reads all
    three."""
    seen = False
    for m in tokens:
        token = m.group().rstrip(".,;:!?)]\"'`»”؛،。，")
        order = _ORDER_ID.fullmatch(token) and _SECRET_WORD.search(text, max(0, m.start() - 30), m.start()) is None
        if not (_POSSESSIVE.fullmatch(token) or names_only(text, [m]) or logins(text, [m]) or order):
            return False
        seen = True
    return seen
