"""Round 60: a code word of two words (or a word and a number) told beside a password's word in any of many languages,
wherever on the line or the next line people put it. A leaf module: it imports only shapes and tests of :mod:`.held`,
:mod:`.shape` and :mod:`.slots`.

Each reading is its own row of ``secrets._DETECTORS`` (:data:`ROWS`: kind, finder, anchors, validator).

* **a code word beside its password's word** ("tunnussana meteor comet", "waffle-kiwi parolasını söylemeli",
  "kalmar sirri don ɗaukar yara daga makarantar reno: MangoWalrus", "the pickup password\\n- popcorn34",
  "dragon-mango (secret word for the nursery)"): a value of a code word's shape - two words joined ("jelly-meteor",
  "CactusNinja"), a word and two to four digits ("robot61"), or two lower-case words ("comet lollipop") - and a
  password's word (round 9's lexicon, the structural reader's words, and :data:`WORDS`: the word for "password",
  "code word" or "secret word" in ~45 more languages and inflections) placed as people place them:
  - the word, then the value right after it ("das Passwort comet lollipop sagen"), or after a mark (":", "=", "⇒",
    "»", "/", "—", a bracket closing the label), or at the line's end after a short joining word ("... er popcorn
    waffle", "... yw tornado muffin", "... ni lollipop rocket"; a trailing particle of another script is read as
    part of the end: "... volcano robot ነው");
  - the value, then the word right after it ("giraffe48 parolunu deməlidir", "v (pw ... )");
  - the value alone on its line (after a bullet, a time or a speaker's name), the word on the line before it with
    nothing of a value's shape after the word, or on a bracketed line after it.
  Not: two words of a sentence (function words, negations and places in a dozen languages: "passordet er ikke her",
  "la contraseña está en mi cabeza"), a mask or a placeholder, a group's name (capitalised: "Little Bears").

Two plain lower-case words ("comet lollipop") are a code word only where the line marks them as told, since a label
followed by a sentence's words ("indtast din adgangskode meeting meeting", "비밀번호 확인 supplier arrived")
has the same shape and is never refused (tests/test_guard_lexicon.py's property): right after the word only after a
clause of four words or more (longer than any label of a form or a prompt) or closed by a copula or a word of the
sentence's own script ("... pasahitza comet dino da", "... ቃሉ volcano robot ነው"); after a copula, not English's "on";
on a line of another script with no copula, only closed so or after a copula glued to that script ("...ອະນຸບານແມ່ນ mango
ninja"). A joined value ("jelly-meteor", "CactusNinja", "robot61") is a generator's shape, not a sentence's, and needs
none of these.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterator

from . import fp223
from .held import _FUNCTION
from .shape import LEXICON_ROWS, PASSWORD_ANCHORS, PASSWORD_WORDS
from .slots import GatedFinder

_Span = tuple[int, int] | None

# The password's / code word's / secret word's word in more languages (each as people write it, with its common
# inflections). Read ignoring case; the anchors are every form's lower, Title and UPPER case.
_WORDS_ASCII = (
    # German compounds ("Abholpasswort", "Kitapasswort"), Luxembourgish, Frisian, Haitian Creole, Maltese
    r"\w*passw(?:ort|uert)\w*",
    r"wachtwurd\w*",
    r"modpas",
    r"kodeord\w*",
    r"codewort\w*",
    r"kennwort\w*",
    # Estonian, Finnish, Icelandic (ASCII-folded), Azerbaijani / Uzbek / Turkish inflections
    r"parool\w*",
    r"salas[oa]na\w*",
    r"tunnussana\w*",
    r"salakala\w*",
    r"parol(?:u|un|unu|ni|ini|ingiz)",
    r"parolas\w*",
    r"şifre\w*",
    r"sifre\w*",
    r"şifrə\w*",
    # Malay / Indonesian, Javanese, Filipino, Swahili, Hausa, Zulu / Xhosa, Somali, Yoruba (folded), Maori
    r"kata (?:laluan|sandi|rahsia|kunci)",
    r"tembung (?:sandhi|sandi|wadi)",
    r"kontrase[nñ]y?a",
    r"neno (?:la|ya) siri",
    r"kalmar sirri\w*",
    r"igama (?:eliyimfihlo|lokungena|eliyimfihlakalo)",
    r"erayga sirta(?: ah)?",
    r"furaha sirta",
    r"kupu huna",
    r"kupu (?:muna|whakauru)",
    # Irish, Scottish Gaelic, Welsh, Breton, Cornish, Basque, Catalan, Galician, Occitan, Corsican, Sardinian
    r"focal faire",
    r"facal-faire",
    r"facal faire",
    r"cyfrinair",
    r"ger-kuzh",
    r"ger kuzh",
    r"ger-tremen",
    r"pasahitz\w*",
    r"contrasenya",
    r"contrasinal",
    r"senhal",
    r"parolla d'ordine",
    r"paràula secreta",
    # Romance and Germanic code / secret words: "code word", "secret word", "mot de passe", "parola d'ordine"
    r"code word\w*",
    r"code-word\w*",
    r"codeword\w*",
    r"secret word",
    r"codewoord\w*",
    r"kodewort\w*",
    r"kodord\w*",
    r"kodeordet",
    r"mot secret",
    r"mot de code",
    r"palabra (?:clave|secreta|de paso)",
    r"palavra[ -](?:passe|chave|secreta)",
    r"parola (?:segreta|chiave|d'ordine)",
    r"geheimwort\w*",
    r"losungswort\w*",
    r"losung",
    r"stikkord\w*",
    r"lozinku",
    r"lozinka",
    r"geslo",
    r"šifr[ua]",
    r"heslo",
    r"hasło",
    r"jelsz[óo]\w*",
    r"parolă",
    r"slaptažod\w*",
    r"fjalëkalim\w*",
    r"lykilorð\w*",
    r"aðgangsorð\w*",
    r"lösenord\w*",
    r"passord\w*",
    r"adgangskode\w*",
    r"mật khẩu",
    r"mật mã",
    r"password\w*",
    r"passcode\w*",
    r"passphrase",
    r"pass phrase",
    r"pass-phrase",
)
_WORDS_OTHER: tuple[str, ...] = (
    # Greek, Hebrew (with the article and the prefixes glued to it), Yiddish, Arabic, Persian, Pashto, Urdu
    r"κωδικ[όοός]\w*",
    r"συνθηματικ\w*",
    r"σύνθημα",
    r"[הלבמש]?סיסמ[האת]\w*",
    r"פּאַראָל",
    r"פאראל",
    r"שם הקוד",
    r"كلمة (?:السر|المرور)",
    r"رمز (?:عبور|ورود|تحویل)",
    r"رمز",
    r"کلمه عبور",
    r"گذرواژه",
    r"پټ نوم",
    r"پټنوم",
    r"پاس ورڈ",
    r"کوڈ ورڈ",
    r"خفیہ لفظ",
    # Cyrillic: Russian, Ukrainian, Belarusian, Bulgarian, Serbian, Kazakh, Kyrgyz, Tajik, Mongolian, Tatar
    r"парол\w*",
    r"пароль\w*",
    r"кодов\w* слов\w*",
    r"кодав\w* слов\w*",
    r"секретн\w* слов\w*",
    r"таемн\w* слов\w*",
    r"лозинк\w*",
    r"сырсөз\w*",
    r"құпия сөз\w*",
    r"рамз\w*",
    r"нууц үг",
    r"серсүз\w*",
    r"яшерен сүз\w*",
    # South and South-East Asia: Hindi / Marathi / Nepali, Bengali, Gujarati, Punjabi, Tamil, Telugu, Kannada,
    # Malayalam, Sinhala, Thai, Lao, Khmer, Burmese
    r"कोड शब्द",
    r"कोड वर्ड",
    r"पासवर्ड\w*",
    r"गुप्त शब्द",
    r"कूटशब्द",
    r"কোড ওয়ার্ড",
    r"কোড শব্দ",
    r"পাসওয়ার্ড",
    r"গোপন শব্দ",
    r"કોડ વર્ડ",
    r"પાસવર્ડ",
    r"ਕੋਡ ਵਰਡ",
    r"ਪਾਸਵਰਡ",
    r"கடவுச்சொல்\w*",
    r"குறியீட்டுச் சொல்",
    r"పాస్‌వర్డ్",
    r"ಪಾಸ್‌ವರ್ಡ್",
    r"പാസ്‌വേഡ്",
    r"രഹസ്യവാക്ക്",
    r"මුරපදය",
    r"รหัสผ่าน",
    r"รหัสลับ",
    r"ລະຫັດ",
    r"ពាក្យសម្ងាត់",
    r"စကားဝှက်",
    # Armenian, Georgian, Amharic, Tigrinya, Yoruba (with its tones), Igbo
    r"գաղտնաբառ\w*",
    r"პაროლ\w*",
    r"საიდუმლო სიტყვ\w*",
    r"የሚስጥር ቃ\w*",
    r"ሚስጥራዊ ቃል",
    r"የይለፍ ቃ\w*",
    r"ọ̀rọ̀ aṣínà",
    r"ọrọ aṣina",
    r"ọ̀rọ̀ ìpamọ́",
    r"okwuntughe",
    # CJK and Korean
    r"合言葉",
    r"パスワード",
    r"暗号",
    r"口令",
    r"暗号词",
    r"暗語",
    r"密码",
    r"密碼",
    r"암호",
    r"비밀번호",
)
_WORDS_OTHER = fp223.with_folded(_WORDS_OTHER)  # session 49 (fp223): a ZWNJ's word as the store reads it
_WORDS = re.compile(
    r"(?i)(?<![^\W\d_])(?:"
    + "|".join(_WORDS_ASCII + _WORDS_OTHER)
    + r")(?![^\W\d_])"
    + r"|(?:ລະຫັດ|รหัส)\w*"  # (scripts with no spaces between words: no boundary)
)
WORDS = _WORDS


def _anchor_forms(word: str) -> tuple[str, ...]:
    """The literal start of a word's pattern (up to its first regex mark), in lower, Title and UPPER case."""
    word = re.sub(r"^(?:\\w\*|\[[^\]]*\]\?)", "", word)  # (a glued prefix: "Abhol-passwort", "ה-סיסמה")
    head = re.split(r"[\\\[(?*+|]", word, maxsplit=1)[0].strip()
    return tuple(dict.fromkeys((head.lower(), head[:1].upper() + head[1:].lower(), head.upper()))) if head else ()


_ANCHORS = tuple(
    dict.fromkeys(a for w in (*_WORDS_ASCII, *_WORDS_OTHER, "ລະຫັດ", "รหัส") for a in _anchor_forms(w) if len(a) >= 2)
)


def _named(text: str) -> re.Match[str] | None:
    """The first password's word of ``text``: this round's words, round 9's lexicon or the structural reader's."""
    return _WORDS.search(text) or PASSWORD_WORDS.first_word(text) or LEXICON_ROWS["password"][1].first_word(text)


def _last_named(text: str) -> re.Match[str] | None:
    """The last password's word of ``text`` (this round's words; else the first of the others)."""
    last = None
    for last in _WORDS.finditer(text):  # noqa: B007
        pass
    return last or PASSWORD_WORDS.first_word(text) or LEXICON_ROWS["password"][1].first_word(text)


# ---- the value: a code word's shape, at a word's start (a look-ahead, so "hente barna popcorn waffle" is tried at
# "popcorn" too, not only at the pair the scan met first)
_SHAPE = (
    r"[a-z]{3,10}-[a-z]{3,10}|[A-Z][a-z]{2,10}[A-Z][a-z]{2,10}|[a-z]{3,10}\d{2,4}|"
    r"[a-z]{3,10}[ \t][a-z]{3,10}"
)
_CANDIDATE = re.compile(
    r"(?:(?<![\w'’.@/:-])|(?<=[ \t]ngu-)|(?<=[ \t]yi-))(?=(?P<v>" + _SHAPE + r")(?![\w'’@/-]|\.\w|:\S))"
)


class _NearLabels(GatedFinder):
    """The candidates of :data:`_CANDIDATE` only on the lines around a password's word (its line, the line before
    and the line after, at most 400 characters each side): every word pair of a text is a candidate, and reading
    each cost 3x the whole guard's time on bench_guard's memory texts; a code word is read only near its label."""

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        if not self._open(text):
            return
        starts = [w.start() for w in _WORDS.finditer(text)]
        starts += [w.start() for w in PASSWORD_WORDS._words_in(text)]
        starts += [w.start() for w in LEXICON_ROWS["password"][1]._words_in(text)]
        spans: list[tuple[int, int]] = []
        for p in sorted(starts):
            line = text.rfind("\n", max(0, p - 400), p)
            a = text.rfind("\n", max(0, p - 400), line) + 1 if line > 0 else max(0, p - 400)
            nxt = text.find("\n", p, p + 400)
            b = text.find("\n", nxt + 1, p + 400) if nxt >= 0 else -1
            b = min(len(text), p + 400) if b < 0 else b
            if spans and a <= spans[-1][1]:
                spans[-1] = (spans[-1][0], max(spans[-1][1], b))
            else:
                spans.append((a, b))
        for a, b in spans:
            yield from self.pattern.finditer(text, a, b)


CODE_WORD = _NearLabels((r"[a-z]{3}(?:[ \t-][a-z]{3}|\d\d)", r"[a-z][A-Z][a-z]"), _CANDIDATE)
CODE_WORD_ANCHORS = (*_ANCHORS, *PASSWORD_ANCHORS, *LEXICON_ROWS["password"][2])


def _word_set(words: str) -> frozenset[str]:
    return frozenset(words.split())


# Words of a sentence, not a code word: function words, negations, places and "secret" words in a dozen languages.
_SENTENCE = (
    _word_set(
        "der die das den dem des und oder nicht kein keine keinen hier dort beim bei mit von zur zum noch schon nur "
        "les des une est pas ici avec dans sur pour chez par qui que non plus mais "
        "los las una esta está aqui aquí con sin por para del que mas más pero solo "
        "nao não com sem aqui ali uma por para pelo pela mas "
        "non qui qua con per una del della che sono solo "
        "het een niet geen hier daar met van voor bij "
        "ikke ikkje inte icke ingen her der hos med til fra och och som har och kan skal "
        "nie jest tutaj tam bez dla przy "
        "tidak bukan ada ini itu dan atau yang untuk dengan sini sana "
        "hindi wala walang dito doon ang mga para "
        "ei ole eikä tässä siellä täällä ja tai "
        "nem itt ott van "
        "not here there none secret private hidden masked redacted unknown later soon tomorrow "
        "geheim privat privé secreto secreta segreto segreta hemmelig hemlig salainen tajne tajny tajna "
        "ask sent phone iphone android from with next month week year today tomorrow later again now any more first "
        "last was changed reset expired account admin staging hashing setting should must will would can could may "
        "might has have had does did are were been "
        "przez przy pod nad przed oraz albo lub ani też jak czy tak był ale już kroz preko kod kad ali ili već bio sam "
        "smo ste přes při také jako nebo ale jsem jsou było była "
        "auf aus nach über unter vor ohne durch gegen wird wurde ist sind war hat haben kann muss soll "
        "sous sans vers chez avant après dans mais donc était sont avoir être "
        "desde hasta entre sobre bajo tras durante cuando donde pero tiene tienen era fue son "
        "dopo prima senza sotto sopra verso quando dove però aveva sono stato "
        "each every all both some many few several another other such own same whole"
    )
    | _FUNCTION
)

# What may follow the value to its line's end: marks of a sentence's end, emoji, a "| name" or "~ name" signature, or
# one short word (a particle or a verb closing the sentence: "da", "ነው", "دی", "sagen"); not a dash, a bracket or a
# mask after it ("... enkulisa — *****", "... reno: ***": the value's words were the label's).
_SIGNED = re.compile(r"[ \t]*[|~][ \t]*[^\n|~]{0,40}$")
_LAST_WORD = re.compile(r"[ \t]+(?:[^\W\d_]{1,8}|[^\x00-\x7f\s]{1,12})")


def _ends(after: str, *, strict: bool = False) -> bool:
    """Nothing but an end's marks, emoji, a signature or one short word after the value on its line (with ``strict``,
    no word of Latin letters)."""
    rest = _SIGNED.sub("", after)
    if (w := _LAST_WORD.match(rest)) is not None and not (strict and re.search("[A-Za-z]", w.group())):
        rest = rest[w.end() :]
    for c in rest:
        cat = unicodedata.category(c)
        if c in " \t.!?,;…\"'”’\ufe0f\u200d" or (cat in ("So", "Sk", "Cn", "Cs") and c not in "*•#<>"):
            continue
        return False
    return True


# A line that is only the value: a bullet, a time, a speaker's name or "PS:" before it.
_ALONE_BEFORE = re.compile(
    r"[ \t]*(?:[^\w\n]{1,3}[ \t]*)?(?:\[?\d{1,2}:\d{2}\]?[ \t]*)?(?:[A-Z][\w.]{0,15}(?:[ \t]\(\d{1,2}:\d{2}\))?:"
    r"[ \t]*|PS:[ \t]*|Fwd:[ \t]*)?[^\w\n]{0,3}[ \t]*$"
)
# The marks that join a label to its value ("pw: v", "pw = v", "pw ⇒ v", "[pw ...] v", "pw — v", "pw / v")
_JOINED = re.compile(r"(?:[:=⇒»→/—–\]>]|[ \t]-|\))[ \t]*[\"“'«]?$")
# A copula at the end of the text between the label and the value, in ~40 languages ("er", "yw", "là", "ni", "eo",
# "ass", "hija", "ita ce", "היא", "است", "হলো") - the value must end its line then.
_COPULA = (
    r"is|was|er|var|är|ist|lautet|est|es|és|é|è|e|era|yw|ydy|là|ni|ndi|eo|ass|hija|huwa|je|jest|yra|ir|ay|ngu|yaiku|"
    r"iku|adalah|ialah|ka|da|dir|dır|dur|ce|shi ne|ita ce|waa|nyaéta|mao|kay|si|on|oli|ble|blir|blev|wurde|"
    r"heißt|heisst|hedder|heter|heet|hjit|sono|são|sunt|este|është|היא|הוא|איז|هي|هو|است|دی|аст|бол|бул|"
    r"это|е|є|је|είναι|არის|হলো|হল|হচ্ছে|है|आहे|ہے|ነው|ናት|ဖြစ်|គឺ|คือ|ແມ່ນ|是|为|為|は|는|은|yi|ku"
)
_SHORT_JOIN = re.compile(r"(?i)(?:^|[ \t])(?:" + _COPULA + r")(?:[ \t]*[:：]?[ \t]+|-)$")  # (Zulu "ngu-" glued)
# A password's word that names a thing about passwords, not the password: "password policy: twelve characters".
_ABOUT = re.compile(
    r"(?i)[ \t]*(?:manager|policy|policies|hint|strength|reset|screen|field|length|rules?|requirements?|change|page|"
    r"prompt|generator|expiry|meter|vault|box|app|setting|settings|format|example|tips?)(?![\w-])"
)
# English words for a password or a code: after a value they are a noun after its modifier, not an object told last.
_ENGLISH_NOUN = re.compile(r"(?i)(?:pass(?:word|code|phrase)?|code(?:word)?|pin|key|secret)s?")
_NOT_A_VALUE = re.compile(r"(?i)xxx|example|sample|placeholder|changeme|password|passwort|secret|dummy|test(?:ing)?\b")


# English words of a clause: a gap that holds one reads "on" as English's preposition ("... is on the card on each room
# door", "... the the on meeting meeting"), not as Finnish's or Estonian's copula ("... tunnussana on comet lollipop")
_ENGLISH_CLAUSE = re.compile(r"(?i)(?<![\w-])(?:the|an|of|to|in|into|for|with|at|by|from|and|or|is|are|was)(?![\w-])")


def _english_on(gap: str, copula: str) -> bool:
    """Whether the copula that ends `gap` is "on" in an English clause (a preposition there, not a copula)."""
    return copula.strip(" \t:：-").lower() == "on" and _ENGLISH_CLAUSE.search(gap) is not None


def _is_on(copula: str) -> bool:
    return copula.strip(" \t:：-").lower() == "on"


def _closed(after: str) -> bool:
    """The value closed by its sentence's language: a copula of :data:`_COPULA` not English's ("on", "is", "was";
    Basque "... pasahitza comet dino da") or a word of another script than Latin ("... volcano robot ነው") right after
    it - not an English word continuing the same words."""
    w = _LAST_WORD.match(after)
    if w is None:
        return False
    word = w.group().strip()
    return (
        re.fullmatch(_COPULA, word, re.IGNORECASE) is not None and word.lower() not in ("on", "is", "was")
    ) or _other_script(word)


# A copula glued to the words before it, in scripts written without spaces (Lao "...ອະນຸບານແມ່ນ", Thai "...คือ")
_GLUED = re.compile(r"(?:ແມ່ນ|คือ|是|为|為|は|ဖြစ်|គឺ)[ \t]*$")


def _glued(gap: str) -> bool:
    """Two plain words on a line of another script with no copula before them are the next words of that line
    ("비밀번호 확인 supplier arrived", a prompt's label then a note), unless the line marks them as told: a copula
    glued at the gap's end ("ລະຫັດລັບສຳລັບຮັບລູກຈາກໂຮງຮຽນອະນຸບານແມ່ນ mango ninja")."""
    return _GLUED.search(gap) is not None


def _words_of(v: str) -> list[str]:
    return [w for w in re.split(r"[ \t-]|(?<=[a-z])(?=[A-Z])|(?<=[a-z])(?=\d)", v) if w]


# Field labels of a form or a log, not a speaker's name before a line's value ("Label: calendar-sync").
_FIELD = re.compile(
    r"(?i)(?:label|name|user|username|host|account|e-?mail|created|status|type|title|device|network|ssid|server|"
    r"subject|re|date|from|to|note|notes|project|service|app|key|id|group|team|room|class|tag|branch|job|pod|node)$"
)
# Parts of a joined word that make it a word of a text, not a code word ("case-sensitive", "self-service").
_COMPOUND = _word_set(
    "case sensitive insensitive self service based protected free only level specific time sync side wide made "
    "related worker job app api auto multi single double non pre post sub super anti co semi long short high low "
    "read write term end user admin web log sign check follow set up"
)


def _plain_words(text: str, n: int) -> bool:
    """The last ``n`` words of ``text`` are words of a clause, nothing between them but spaces, the last not
    capitalised (the password's word is the clause's object: "muss der Erzieherin das Passwort", "hoitajalle
    tunnussana", "sọ ọ̀rọ̀ aṣínà"; not "Cafe Pepper Salasana", "Lindqvist, nenosiri")."""
    if not text.endswith((" ", "\t", "'", "’")):
        return False
    last = text.split()[-n:]
    return (
        len(last) == n
        and all(_CLAUSE_WORD.fullmatch(t) for t in last)
        and not last[-1][0].isupper()
        and any(c.isalpha() for c in last[-1])
    )


_CLAUSE_WORD = re.compile(r"[^\s\d:=<>\"/|,.;!?()\[\]{}*#@]+")


def _other_script(text: str) -> bool:
    """No word of Latin letters in ``text`` but letters of another script (the value's words stand out there)."""
    letters = [c for c in text if c.isalpha()]
    return bool(letters) and not any(c < "\u0370" or "\u1e00" <= c <= "\u1eff" for c in letters)


def code_word(m: re.Match[str]) -> _Span:
    text, (s, e), v = m.string, m.span("v"), m.group("v")
    words = _words_of(v)
    if any(w.lower() in _SENTENCE for w in words) or _NOT_A_VALUE.search(v):
        return None
    if " " in v and len({w.lower() for w in words}) < len(words):
        return None  # (two plain words, the same twice: "report report" - a sentence's stutter; "ZinniaZinnia" stays)
    spaced = " " in v
    if "\t" in v or re.match(r"[ \t]*/", text[m.end("v") :]):
        return None  # (a table's cells; a pair "user / password" after a label)
    if not spaced and "-" in v and any(w.lower() in _COMPOUND for w in words):
        return None
    # (the line around the value, at most 200 characters each side: every word start of a long line is a candidate,
    # and a label is read within 160 characters of its value)
    line_start = text.rfind("\n", max(0, s - 400), s) + 1
    ls = max(line_start, s - 200)
    le = text.find("\n", e, e + 400)
    le = len(text) if le < 0 and len(text) - e <= 400 else (e + 400 if le < 0 else le)
    if le - e > 200:
        le = e + 200
    before, after = text[ls:s], text[e:le]
    ends = text.find("\n", e, e + 201) >= 0 or len(text) - e <= 200
    ends = ends and _ends(after)
    if re.match(r"[ \t]*[:\]=]", after) or (re.match(r"[ \t]*\)", after) and "(" in before):
        return None  # (the value's words end a label: "... olib ketish paroli:", "[... enkulisa]")
    if not spaced and re.match(r"[(.]\w|\(", after):
        return None  # (a name called or reached into in code: "credentials = StaticCredentials(os.environ[...])")
    for w in _WORDS.finditer(text, max(ls, s - 60), min(le, e + 60)):
        if w.start() < e and s < w.end():
            return None  # (the value is, or holds, a password's word: "tembung sandhi", "parool laste")
    # (1) the word before the value on its line
    label = _last_named(before)
    if label is not None and label.end() <= len(before):
        gap = before[label.end() :]
        join = _JOINED.search(gap)
        between = gap[: join.start()] if join else gap
        purpose = re.fullmatch(r"(?:[ \t]+[^\s\d:=<>\"/|,.;!?()\[\]{}*#@]+){4,13}[ \t]*", between)
        if _ABOUT.match(before, label.end()) is None and not re.search(
            r"[<>\"=\\]|--|(?<![\w-])(?:user|login|name|e-?mail)(?![\w-])", between
        ):
            if not gap.strip():  # right after the word: "muss der Erzieherin das Passwort comet lollipop sagen"
                told = _plain_words(before[: label.start()], 2) and len(label.group()) > 4
                # two plain words right after the word only when the sentence's own language closes them (a copula,
                # another script: "... pasahitza otter lantern da"): after a clause alone they are as often its next
                # words - "über das neue Passwort gesprochen heute morgen", "la contraseña nueva llega mañana", "ask
                # about the new password policy before Friday" (the lead, session 42: guard60b's clause reading)
                if told and (not spaced or (ends and _closed(after))):
                    return s, e
            elif join:  # after a mark: "pw for the nursery: yeti muffin"
                if not spaced or (_ends(after, strict=True) and (purpose or _other_script(gap))):
                    return s, e
            elif (
                ends
                and len(gap) <= 160
                and (copula := _SHORT_JOIN.search(gap)) is not None
                and (purpose or _other_script(gap))
                and not _english_on(gap, copula.group())
                and not (spaced and _is_on(copula.group()))
            ):
                return s, e  # last on its line after a copula: "... i barnehagen er popcorn waffle"
            elif ends and len(gap) <= 160 and _other_script(gap) and (not spaced or _closed(after) or _glued(gap)):
                return s, e  # last on a line of another script: "ລະຫັດລັບ...ແມ່ນ mango ninja"
    # (2) the word right after the value ("giraffe48 parolunu", "pirate pickle сырсөзүн"); not an English noun after
    # its modifier ("a ten-class pass", "a one-time code": English puts the thing after what describes it)
    head = re.match(r"[ \t]*", after)
    if (
        head is not None
        and (word := _named(after[head.end() : head.end() + 60])) is not None
        and word.start() == 0
        and _ENGLISH_NOUN.fullmatch(word.group()) is None
    ):
        tail = after[head.end() + word.end() :]
        if (
            not re.match(r"[ \t]*(?:[:=⇒»—–(/→>]|-[>\s])", tail)
            and not re.search(r"(?i)(?:(?:user|login|for|account)[ \t]*|\([^)]*)$", before)
            and not _SHORT_JOIN.search(before)  # "the account is somchai88 | password later": what the account is
            and (not spaced or _other_script(before + tail))
        ):
            return s, e
    alone = _ALONE_BEFORE.match(before)
    if alone and (speaker := re.search(r"([A-Za-z][\w.]*)[ \t]*:[ \t]*$", before)) and _FIELD.match(speaker.group(1)):
        alone = None  # (a form's field, not a speaker: "Label: calendar-sync")
    # (2b) alone on its line, then a bracket that names a password ("waffle pumpkin (... پټ نوم)")
    if alone and (br := re.match(r"[ \t]*\(([^()\n]{3,90})\)", after)) is not None and _named(br.group(1)):
        return s, e
    # (3) the value alone on its line: the word on the line before (nothing of a value after it) or a bracketed
    # line after it
    if alone and ends:
        if ls > 0:
            pls = text.rfind("\n", max(0, ls - 162), ls - 1) + 1
            prev = text[pls : ls - 1] if pls > 0 or ls <= 162 else ""
            pw = _last_named(prev) if 0 < len(prev) <= 160 and not re.search(r"[=/$`]", prev) else None
            if (
                pw is not None
                and not re.search(r"[<>\"\\\d]|[a-z][A-Z]|[*•#]{3}|\[\w+\]", prev[pw.end() :])
                and not re.search(r"[.,;!?)]\s*$", prev)
            ):
                return s, e
        nxt = text[le + 1 : le + 121].split("\n", 1)[0]
        if nxt.startswith("(") and _named(nxt) is not None:
            return s, e
    return None


ROWS: tuple[tuple[str, GatedFinder, tuple[str, ...], Callable[[re.Match[str]], _Span]], ...] = (
    ("password", CODE_WORD, CODE_WORD_ANCHORS, code_word),
)
