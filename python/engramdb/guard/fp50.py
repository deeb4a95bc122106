"""Session 40 (fp50): the kinds of benign text the blind corpora keep tripping on, read as general readings over fresh
wordings in many languages (a leaf module: it imports nothing of the guard; ``secrets._near_miss`` asks
:func:`near_miss` of a password, key or code finding).

The first blind measures of blind41..blind46 kept refusing the same few families of benign text in new words: a
password withheld, masked or promised ("/ n/a", "(I'll tell you over coffee)", "the password is withheld"), a number
or a name under a secret's label, a policy's sentence. fp50 wrote its own probes of those families (tests, not
corpora; tests/test_guard_fp50.py) in some thirty languages, and these are the readings for what main still refused:

* **no password at all** (:func:`_no_value`): the value is the word for "none" / "missing" ("hasło: brak",
  "Kennwort: keins", "mot de passe : aucun", "lösenord: saknas", "parool: puudub", "nenosiri: hakuna"), or opens "not
  yet" ("Passwort: noch nicht gesetzt", "kata sandi: belum ada"). English "none", "missing", "not" were already no
  value (``secrets._NOT_A_PASSWORD``); the reading is the same one in the other languages.
* **a password told later, apart or in person** (:func:`_told_later`): the value opens a short phrase of plain words
  that says when or how it will be given ("Şifre: sonra söylerim", "Lösenord: skickas separat", "Passwort: kommt
  später", "Salasana: kerron myöhemmin", "Kata sandi: nanti saya kirim"). English, French, Spanish ... passed only
  where a function word followed (``secrets._sentence_follows``: "te la mando luego").
* **examples of passwords to avoid** (:func:`_to_avoid`): the value is listed after "avoid / don't use / weak /
  most common passwords (like / such as / :)" ("Evite senhas como 123456 ou senha123", "Avoid passwords like
  summer2024", "Unsafe passwords to avoid: letmein, iloveyou, admin123"), or "never use X as your password": a
  policy's advice names well-known weak passwords, not the writer's own.
* **a link to the password's page** (:func:`_page_link`): the value is a URL told as the place where a password is set
  or reset ("Set a new password at https://portal.example.com/setpassword?user=ana.r"), or a path segment of one
  naming that page ("Passwort vergessen? https://www.example.de/passwort-vergessen", ".../esqueci-minha-senha"). Not a
  URL holding a user's password ("https://ana:pw@host") or a query parameter named for a secret ("?token=...").
* **what the password is made of** (:func:`_names_a_number`): the value names a number or a record the password is
  built from, not the password ("Kennwort = Kundennummer", "Password = customer number", "Lösenord: personnummer (12
  siffror)", "Hasło: PESEL (11 cyfr)", "Wachtwoord = postcode + huisnummer"), and the value after a hint's label
  that opens the credential's label ("Indice du mot de passe : ville natale").

Every reading takes back only a value of plain letters (no digit, no symbol but the joiners of words), except the
examples to avoid, whose values are weak passwords by design and which ask a policy's words around them instead.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable


def _words(*lines: str) -> frozenset[str]:
    """The words of ``lines``, each line a language's or a few languages' words split at spaces."""
    return frozenset(w for line in lines for w in line.split())


# ---- no password at all ------------------------------------------------------------------------------------------
# the word for "none" / "nothing" / "missing" in the languages of the guard's password words (English's own are
# secrets._NOT_A_PASSWORD's)
_NONE = _words(
    "brak",  # pl
    "kein keins keines keine keiner",  # de
    "ninguna ninguno nada",  # es
    "aucun aucune néant",  # fr
    "nenhuma nenhum",  # pt
    "nessuna nessuno niente",  # it
    "geen niets",  # nl
    "inget ingen inga ingenting saknas",  # sv, da, no
    "mangler",  # da, no
    "puuttuu",  # fi
    "nincs nincsen",  # hu
    "niciuna niciunul lipsă lipsa",  # ro
    "wala",  # tl
    "hakuna",  # sw
    "nema nima nijedna",  # hr, sr, sl
    "žádné žádná žiadne",  # cs, sk
    "puudub",  # et
    "nėra",  # lt
    "ekkert ekkerts",  # is
    "asnjë",  # sq
    "neniu",  # eo
    "нет нету немає няма нема отсутствует відсутній",  # ru, uk, bg, mk, sr
    "κανένας κανένα κανείς",  # el
    "yok yoktur",  # tr
    "không tidak takde tiada",  # vi, id, ms
    "नहीं নেই ਨਹੀਂ ไม่มี ",  # hi, bn, pa, th
)
# "not yet": the first word, and the word that must follow it
_NOT_YET = {
    "noch": ("nicht", "kein", "keins", "keines", "keine"),
    "pas": ("encore",),
    "todavía": ("no",),
    "todavia": ("no",),
    "aún": ("no",),
    "ainda": ("não", "nao", "sem"),
    "ancora": ("non", "da", "nessuna"),
    "nog": ("niet", "geen"),
    "ännu": ("inte", "ej"),
    "ikke": ("ennå", "endnu", "enda"),
    "ikkje": ("enno",),
    "jeszcze": ("nie", "brak"),
    "ещё": ("не", "нет"),
    "еще": ("не", "нет"),
    "ще": ("не", "немає"),
    "henüz": ("yok", "belirlenmedi", "ayarlanmadı", "verilmedi"),
    "belum": (),  # "belum ada", "belum diatur": the word alone says "not yet"
    "chưa": (),
    "bado": (),
    "not": ("yet", "set", "given", "assigned", "chosen"),
    "még": ("nincs", "nem"),
    "încă": ("nu",),
    "vielä": ("ei",),
    "veel": ("pole",),
}
# a letter: a word character, or a combining mark of a script whose vowels are marks (Devanagari "नहीं", Thai "ไม่มี")
_L = (
    r"(?:[^\W\d_]|[\u0300-\u036f\u0591-\u05c7\u0610-\u061a\u064b-\u065f\u0670\u0900-\u0903\u093a-\u094f"
    r"\u0962\u0963\u0981-\u0983\u09bc-\u09d7\u0a01-\u0a03\u0a3c-\u0a51\u0a70\u0a71\u0e31\u0e34-\u0e3a"
    r"\u0e47-\u0e4e\u0eb1\u0eb4-\u0ebc\u0ec8-\u0ecd\u17b4-\u17d3])"
)
_WORD = re.compile(_L + r"+(?:['’-]" + _L + r"+)*")
# what may follow the value on its line: plain words and a sentence's punctuation, nothing shaped like a value
# (each word ends at a space or a mark, so no word splits in two: the match is linear in the line's length)
_PLAIN_REST = re.compile(
    r"[ \t]*[,.;:!?…()]*[ \t]*(?:" + _L + r"+(?:['’-]" + _L + r"+)*(?:[ \t]*[,.;:!?…()]+[ \t]*|[ \t]+)){0,8}"
    r"(?:" + _L + r"+(?:['’-]" + _L + r"+)*[ \t]*[,.;:!?…()]*[ \t]*)?(?:\n|\Z)"
)
_WORDS = _WORD


def _plain_word(text: str, start: int, end: int) -> bool:
    """The finding is one word of letters (any script), not a mixed-case token, with no digit or symbol glued on."""
    word = text[start:end]
    if _WORD.fullmatch(word) is None:
        return False
    if not (word.islower() or word.istitle() or word.isupper() or not any(c.isupper() or c.islower() for c in word)):
        return False  # "sOnRa" is a token's mixed case, not a word
    after = text[end : end + 1]
    return not (after.isalnum() or (after and after in "_@#$%&*+=/\\"))


def _no_value(text: str, start: int, end: int) -> bool:
    """The value is the word for "none", or opens "not yet" (see the module)."""
    if not _plain_word(text, start, end):
        return False
    word = text[start:end].lower()
    rest = _PLAIN_REST.match(text, end)
    if rest is None:
        return False
    if word in _NONE:
        return True
    if word in _NOT_YET:
        follow = _NOT_YET[word]
        if not follow:
            return True
        nxt = _WORDS.match(text, end + len(text[end:]) - len(text[end:].lstrip(" \t")))
        return nxt is not None and nxt.group().lower() in follow
    return False


# ---- a password told later, apart or in person ---------------------------------------------------------------------
# later / afterwards / separately / tomorrow / in person / by post or SMS, as whole words
_LATER = _words(
    # en
    "later separately apart tomorrow tonight afterwards personally sms",
    # de, nl, sv, da, no, is
    "später spaeter separat gesondert getrennt morgen persönlich briefpost",
    "apart straks afzonderlijk persoonlijk senare imorgon personligen",
    "senere efterfølgende separate personlig sér seinna síðar sérstaklega",
    # fr, es, ca, pt, it, ro
    "tard séparément separement demain personne courrier luego después despues",
    "mañana aparte separado correo després demà depois separadamente amanhã",
    "pessoalmente correio dopo domani separatamente personalmente posta târziu mâine",
    "separat ulterior",
    # pl, cs, sk, sl, hr, sr, lt, lv, et, fi, hu
    "później potem osobno jutro osobiście poczta pocztą později zvlášť zvlast",
    "zítra osobně neskôr zvlášť zajtra kasneje posebej jutri kasnije posebno",
    "sutra vėliau atskirai rytoj vēlāk atsevišķi rīt hiljem eraldi",
    "myöhemmin erikseen huomenna henkilökohtaisesti később külön holnap személyesen",
    # tr, az, eu, sq, cy, ga, eo
    "sonra ayrıca ayrı yarın bilahare geroago bihar bereiz vonë veç",
    "veçmas nesër wedyn wahân yfory leithligh amárach poste aparte",
    "morgaŭ aparte",
    # id, ms, tl, sw, vi, hi (Latin); not the words that are also common words of other languages ("sedan",
    # "homme", "mai", "sau", "kal", "sen"), nor "text" / "post" (a passphrase's plain words)
    "nanti kemudian terpisah besok berasingan esok mamaya bukas hiwalay",
    "baadaye kesho riêng baad baadme alag",
    # ru, uk, bg, mk, sr (Cyrillic), el
    "позже потом отдельно завтра лично смс пізніше потім окремо особисто",
    "по-късно отделно утре лично подоцна посебно касније посебно αργότερα",
    "χωριστά ξεχωριστά αύριο προσωπικά",
    # ar, he, fa, hi, kk
    "لاحقاً لاحقا بعدين غداً غدا منفصل بعداً بعدا جداگانه فردا",
    "אחר בנפרד מחר אישית बाद अलग कल кейін бөлек ертең ",
)
# scripts written without spaces: the word is found inside the phrase
_LATER_UNSPACED = _words(
    "ทีหลัง ภายหลัง แยก พรุ่งนี้ 後で あとで 別途 後日 明日 稍后 另行 单独 回头 明天 나중에 따로 별도 내일"
)


def _told_later(text: str, start: int, end: int) -> bool:
    """The value opens a short phrase of plain words saying the password is given later or apart (see the module)."""
    if not _plain_word(text, start, end):
        return False
    rest = _PLAIN_REST.match(text, end)
    if rest is None:
        return False
    phrase = text[start : rest.end()]
    words = [w.lower() for w in _WORDS.findall(phrase)]
    if not words or len(words) > 8:
        return False
    if any(w in _LATER for w in words):
        return True
    return any(w in phrase for w in _LATER_UNSPACED)


# ---- examples of passwords to avoid ------------------------------------------------------------------------------
# the plural of a password's word (and the singulars that read as plural after "like" / "such as")
_PASSWORDS = (
    r"passwords|passwörter|passworte|kennwörter|mots[ \t]+de[ \t]+passe|contraseñas|claves|senhas|"
    r"wachtwoorden|lösenord|adgangskoder|passord|salasanoja|salasanat|jelszavakat|jelszavak|hasła|haseł|hesla|"
    r"hesel|пароли|паролей|паролі|şifreler|şifreleri|parole|parolele|pins|pin[ \t]+codes|codes[ \t]+pin|pin-codes"
)
# a policy's words that say the listed passwords are weak or to be avoided, then the plural, then "like" or a colon
_AVOID_BEFORE = re.compile(
    r"(?i)(?<![\w-])(?:avoid|avoiding|don'?t[ \t]+use|do[ \t]+not[ \t]+use|never[ \t]+use|weak|most[ \t]+common|"
    r"most[ \t]+used|popular|unsafe|meest[ \t]+gebruikte|plus[ \t]+utilisés|güçsüz|"
    r"insecure|worst|banned|forbidden|guessable|predictable|easy|obvious|typical|"
    r"evite|evita|evitate|evitar|évitez|éviter|vermeide|vermeiden|vermijd|undvik|unngå|undgå|unikaj|unikać|"
    r"vyhněte|vyhýbejte|kerülje|kerüld|vältä|vältä|kaçının|kaçın|избегайте|не[ \t]+используйте|уникайте|"
    r"fracas|fracos|débiles|comunes|comuns|deboli|comuni|faibles|courants|courantes|schwache|häufigsten|"
    r"häufige|zwakke|veelgebruikte|svaga|vanliga|słabe|najczęstsze|popularne|popularnych|слабые|популярные|"
    r"распространённые|распространенные|zayıf|yaygın|populaires|populares|popolari|beliebtesten)"
    r"(?:[ \t]+[^\W\d_]+){0,3}?[ \t]+(?:" + _PASSWORDS + r")"
    r"(?:(?:[ \t]+[^\W\d_]+)?[ \t]+(?:like|such[ \t]+as|include|including|e\.g\.|as|como|tipo|come|comme|"
    r"tels[ \t]+que|wie|zoals|som|så[ \t]+som|typu|jak|вроде|как|типа|gibi|kuten|mint|precum|ca)[ \t]*:?"
    r"|(?:[ \t]+[^\s:,()]+){0,3}[ \t]*(?:\([^()\n]{0,30}\))?[ \t]*:"
    r"|[ \t]*\([^()\n]{0,30}\)[ \t]*:?)?"
    r"[ \t]*"
    r"(?:[^\s,;/]+(?:[ \t]*[,;/][ \t]*|[ \t]+(?:or|and|ou|o|oder|und|et|y|e|of|en|eller|och|lub|albo|или|и|veya|"
    r"ya[ \t]+da|vagy|sau|tai|ja|nebo|ili)[ \t]+)){0,6}\Z"
)
# "never use X as your password", "don't use X as a password"
_NEVER_USE = re.compile(r"(?i)(?<![\w-])(?:never|don'?t|do[ \t]+not|not)[ \t]+use[ \t]+\Z")
_AS_PASSWORD = re.compile(r"(?i)[ \t]+as[ \t]+(?:your|a|the)[ \t]+(?:password|pin|passcode|passphrase)\b")


# Korean, Japanese, Chinese put the example first: "admin123 같은 비밀번호는 사용하지 마세요" (don't use passwords like
# admin123), "qwerty123 のようなパスワードは避けてください", "abc123 这样的密码不要用"
_LIKE_AFTER = re.compile(
    r"[ \t]*(?:(?:[과와]|이나|나)?[ \t]*같은|のような|みたいな|などの|这样的|這樣的|这种|這種|之类的|之類的|等)[ \t]*"
    r"(?:비밀번호|암호|パスワード|暗証番号|密码|密碼|口令)"
)
_AVOID_CJK = re.compile(r"사용하지|쓰지|피하|피해|避け|使わない|使用しない|不要|别用|別用|避免|勿")


# the words one of which :data:`_AVOID_BEFORE` needs (its first word, or the last of a phrase's): a set's test of the
# window's words before the search (the search's own alternation at each of 160 places costs ~10 µs a finding)
_AVOID_WORDS = _words(
    "avoid avoiding use weak common used popular unsafe gebruikte utilisés güçsüz insecure worst banned forbidden",
    "guessable predictable easy obvious typical evite evita evitate evitar évitez éviter vermeide vermeiden vermijd",
    "undvik unngå undgå unikaj unikać vyhněte vyhýbejte kerülje kerüld vältä kaçının kaçın избегайте используйте",
    "уникайте fracas fracos débiles comunes comuns deboli comuni faibles courants courantes schwache häufigsten",
    "häufige zwakke veelgebruikte svaga vanliga słabe najczęstsze popularne popularnych слабые популярные",
    "распространённые распространенные zayıf yaygın populaires populares popolari beliebtesten",
)


def _to_avoid(text: str, start: int, end: int) -> bool:
    """The value is listed as an example of a weak password a policy says to avoid (see the module)."""
    line_start = text.rfind("\n", 0, start) + 1
    window = max(line_start, start - 160)
    words = [w.strip(".,;:!?()[]\"'«»“”") for w in text[window:start].lower().split()]
    if not _AVOID_WORDS.isdisjoint(words) and _AVOID_BEFORE.search(text, window, start) is not None:
        return True  # the policy's words on the value's own line
    if (like := _LIKE_AFTER.match(text, end)) is not None:
        line_end = text.find("\n", like.end())
        stop = min(like.end() + 40, len(text) if line_end < 0 else line_end)
        return _AVOID_CJK.search(text, like.end(), stop) is not None
    return _NEVER_USE.search(text, max(0, start - 24), start) is not None and _AS_PASSWORD.match(text, end) is not None


def ngram_only(
    text: str, tokens: Iterable[re.Match[str]], base: Callable[[str, Iterable[re.Match[str]]], bool]
) -> bool:
    """Every token the n-gram model reads (:data:`.ngram.GATE`) is an example of a password to avoid, a label's name
    before its colon and a mask (:func:`_label_name`), or a login by ``base`` (the readings' ``logins_only`` asked of
    that token alone): the model's refusal of the whole text reads no password ("Самые популярные пароли: 123456,
    qwerty, password1"; "κωδικός για την κάρτα ATH.ENA: -"). One such token at least."""
    seen = False
    for tok in tokens:
        value = tok.group().rstrip(".,;)»”\"'")
        start, end = tok.start(), tok.start() + len(value)
        if not value or not (_to_avoid(text, start, end) or _label_name(text, start, end) or base(text, iter([tok]))):
            return False
        seen = True
    return seen


# ---- a link to the password's page -------------------------------------------------------------------------------
_URL = re.compile(r"https?://[^\s<>\"'`]+", re.I)
# a query parameter (or a fragment's) named for a secret: the URL may carry one, and the finding is not read then
_SECRET_PARAM = re.compile(
    r"(?i)[?&#;](?:[\w.-]*(?:token|key|secret|passw|pwd|pass|code|sig|signature|auth|otp|session|sid|ticket|"
    r"hash|nonce|credential)[\w.-]*)="
)
# a path segment of lower-case words joined by "-" or "_", with no digit: a page's slug
_SLUG = re.compile(r"[^\W\d_A-Z]+(?:[-_][^\W\d_A-Z]+)*")


def _page_link(text: str, start: int, end: int) -> bool:
    """The value is a URL told as the password's page, or a slug in one's path (see the module)."""
    line_start = text.rfind("\n", 0, start) + 1
    if "//" not in text[line_start:end]:
        return False  # no URL's scheme before the value's end on its line
    for url in _URL.finditer(text, line_start, min(len(text), end + 400)):
        if url.start() > start:
            break
        if url.end() < end:
            continue
        authority_end = url.group().find("/", url.group().index("//") + 2)
        authority = url.group()[: len(url.group()) if authority_end < 0 else authority_end]
        if (
            "@" in authority
            or _SECRET_PARAM.search(url.group())
            or any(c.isdigit() for c in url.group()[len(authority) :])
        ):
            return False  # a user's password in the URL, a secret's parameter, or a digit after the host (a webhook's
            # or a reset link's token: "hooks/catch/75718126/emgg7xj/", "password/reset/ce93224...")
        if start <= url.start() + len(url.group().split("//", 1)[0]) + 2:
            return True  # the finding is the URL itself (from its scheme or its "//" on)
        path_start = url.start() + (len(url.group()) if authority_end < 0 else authority_end)
        path_end = url.start() + len(re.split(r"[?#]", url.group(), maxsplit=1)[0])
        return path_start <= start and end <= path_end and _SLUG.fullmatch(text, start, end) is not None
    return False


# ---- what the password is made of ----------------------------------------------------------------------------------
# a record's or a person's number, named (the password is built from it, or is it: "Kennwort = Kundennummer")
_NUMBER_NAME = re.compile(
    r"(?i)(?:[^\W\d_]*(?:nummer|number|numer|numero|número|numéro|nummern|numbers)|pesel|cnp|dni|nif|cpf|rg|"
    r"ssn|bsn|nino|personnummer|fødselsnummer|personnummeret|henkilötunnus|hetu|amka|egn|oib|emšo|emso|tckn|"
    r"kimlik|curp|rut|rfc|инн|снилс|postcode|postleitzahl|plz|zip|zipcode|geburtsdatum|geburtstag|birthday|"
    r"birthdate|dob|geboortedatum|födelsedatum|fødselsdato|syntymäaika|születési|data[ \t]+urodzenia)"
)
# "customer number": the finding, then the word for number
_NUMBER_AFTER = re.compile(r"(?i)[ \t]+(?:number|no\.|nr\.?|nummer|numéro|número|numero|numer|номер)(?![\w])")
# "your" (and "the"), before the number's name: "Kennwort: Ihre Versichertennummer", "Senha: seu CPF"
_POSSESSIVE = _words(
    "your the ihre ihr dein deine votre ton ta tu su seu sua o a il tuo tua la",
    "twój twoja twoj ваш ваша твой твоя uw je jouw din ditt sinun az te",
)
_NEXT_WORD = re.compile(r"[ \t]+(" + _L + r"+(?:-" + _L + r"+)?)")
# a hint's label that opens the credential's label: "Indice du mot de passe :", "Pista de la contraseña:"
_HINT_LABEL = re.compile(
    r"(?i)(?<![\w-])(?:hint|indice|pista|dica|suggerimento|hinweis|tipp|podpowiedź|podpowiedz|подсказка|nápověda|"
    r"vihje|ipucu|petunjuk|gợi[ \t]+ý|aanwijzing|ledtråd)[ \t]+(?:(?:du|de[ \t]+la|de|des|do|da|della|del|of[ \t]+the|"
    r"for[ \t]+the|zum|zur|für[ \t]+das|voor[ \t]+het|к|для|do|dla)[ \t]+)?"
    r"(?:mot[ \t]+de[ \t]+passe|contraseña|clave|senha|password|passwort|kennwort|hasła|hasło|пароля|пароль|hesla|"
    r"salasanan|şifre|sandi|mật[ \t]+khẩu|wachtwoord|lösenord)[ \t]*[:=][ \t]*\Z"
)


def _names_a_number(text: str, start: int, end: int) -> bool:
    """The value names a number or a record the password is made of, or is a hint (see the module)."""
    word = text[start:end]
    if _WORD.fullmatch(word) is None:
        return False  # letters only, words joined by "-" or "'" ("CNP-ul")
    if _HINT_LABEL.search(text, max(0, start - 60), start):
        return True
    if _NUMBER_NAME.fullmatch(word.split("-", 1)[0]):
        return True
    if word.lower() in _POSSESSIVE and (nxt := _NEXT_WORD.match(text, end)) is not None:
        return _NUMBER_NAME.fullmatch(nxt.group(1).split("-", 1)[0]) is not None  # "Kennwort: Ihre Versichertennummer"
    return _plain_word(text, start, end) and _NUMBER_AFTER.match(text, end) is not None


# ---- a value its label says is no password --------------------------------------------------------------------------
_NOT_A = (
    r"(?i:not|kein|keine|pas|no|não|nao|nie|не|niet|geen|inte|ikke|ei|nem|nu|non|ne|değil)[ \t]+"
    r"(?i:(?:a|an|the|your|un|une|una|um|uma|ein|eine|een|es|est|é|è|ist|is|är|er|jest|je)[ \t]+){0,2}"
    r"(?i:password|passcode|pin|code|secret|mot[ \t]+de[ \t]+passe|code[ \t]+secret|passwort|kennwort|pin-code|"
    r"contraseña|clave|senha|hasło|haslo|пароль|wachtwoord|lösenord|passord|adgangskode|heslo|jelszó|parolă|şifre|"
    r"şifresi)"
)
# "Order number (not a password): 4482991733", "Kundennummer (kein Passwort): 48219934": the aside closes the label
_NOT_BEFORE = re.compile(r"\([ \t]*" + _NOT_A + r"[ \t]*[!.]?\)[ \t]*[:=]?[ \t]*\Z")


def _said_not_a_password(text: str, start: int, end: int) -> bool:
    """An aside closing the value's label says it is no password ("Order number (not a password): 4482991733")."""
    return _NOT_BEFORE.search(text, max(0, start - 60), start) is not None


# ---- the corpora's own false alarms, read generally ----------------------------------------------------------------
# the name a withheld code is for, read with its colon: "κωδικός για την κάρτα ATH.ENA: -" (the code of the card
# ATH.ENA: "-"); the line after the colon is empty, a dash or a mask, or a note with no digit
_MASK_REST = re.compile(r"[ \t]*(?:[-–—*•·?_.x]*|n/?a|\([^\d\n()]*\))[ \t]*(?:\n|\Z)", re.I)


def _label_name(text: str, start: int, end: int) -> bool:
    """The finding ends in its label's colon and nothing is given after it (see above)."""
    value = text[start:end]
    if len(value) < 2 or value[-1] not in ":：" or any(c.isdigit() for c in value):
        return False
    return _MASK_REST.match(text, end) is not None


# a radio amateur's call sign after its word: a public station's name ("callsign SP3WGC, passcode -1": APRS-IS's
# receive-only login, whose passcode -1 is the published one for listening)
_CALLSIGN_BEFORE = re.compile(
    r"(?i)(?<![\w-])(?:call[ \t-]?sign|indicati(?:vo|f)|rufzeichen|znak[ \t]+wywoławczy|позывной|roepnaam|"
    r"kallesignal|anropssignal|kutsutunnus|hívójel)[ \t]*[:=]?[ \t]*\Z"
)
_CALLSIGN = re.compile(r"[A-Z\d]{1,3}\d[A-Z]{1,4}(?:/[A-Z\d]{1,4})?(?:-\d{1,2})?")


def _call_sign(text: str, start: int, end: int) -> bool:
    """The finding is a call sign after its word (see above)."""
    return (
        _CALLSIGN.fullmatch(text, start, end) is not None
        and _CALLSIGN_BEFORE.search(text, max(0, start - 30), start) is not None
    )


# a payment page's browser-side key by its property's name: "clientKey: 'live_...'" (a checkout's client key, made
# for the browser as a publishable key is; its secret is the server's API key)
_CLIENT_KEY_BEFORE = re.compile(r"(?<![\w$])(?:clientKey|client_key|CLIENT_KEY)[\"']?[ \t]*[:=][ \t]*[\"'`]\Z")


# (round 64: a browser's client key carries its environment ("live_", "test_"); a bare run of hex digits, or one
# after a service's capital prefix ("CAP-<hex>"), is the account's key a solver or a server is sent, not published)
_SERVER_CLIENT_KEY = re.compile(r"(?:[A-Z]{2,6}-)?[0-9a-fA-F]{24,}")


def _client_key(text: str, start: int, end: int) -> bool:
    """The finding is the value of a ``clientKey`` property in code (see above), not a bare run of hex."""
    return (_CLIENT_KEY_BEFORE.search(text, max(0, start - 30), start) is not None
            and _SERVER_CLIENT_KEY.fullmatch(text, start, end) is None)


def near_miss(text: str, start: int, end: int) -> bool:
    """A password, key or code finding that is no password: none given, one told later, examples to avoid, a link to
    the password's page, a number it is made of (see the module)."""
    return (
        _no_value(text, start, end)
        or _told_later(text, start, end)
        or _to_avoid(text, start, end)
        or _page_link(text, start, end)
        or _names_a_number(text, start, end)
        or _said_not_a_password(text, start, end)
        or _label_name(text, start, end)
        or _call_sign(text, start, end)
        or _client_key(text, start, end)
    )
