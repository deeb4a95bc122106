"""A structural detector beside the rules: a credential-like value in a credential-like context.

The rows of :mod:`.secrets` each name one way a secret is written. This module generalises over them: it finds a
*context word* (password, passphrase, PIN, token, secret, key, seed, recovery codes ... in many languages), reads
the few tokens that follow it on its line (or the next line, after a heading that ends in ":"), and scores each
token's *shape*: its length, its classes of characters, its entropy, whether it is made of words, digits only,
hex, base32 or base64, a checksum (Base58Check of a wallet key). A finding needs both: a context word of a kind
(password, code, key) and a value shaped like a secret *of that kind*:

* **password** context (password, passphrase, memorable word, Kennwort, senha, пароль, パスワード ...): a value that
  mixes letters with digits or symbols, or upper and lower case past its first letter; words joined by ``.``/``-``
  holding a digit (``maple.violet.cobalt59``); six digits or more; characters spelt one by one
  (``T h u n d 3 r``, ``k, 1, f, y``) joined first;
* **code** context (PIN, OTP, TAN, combo, a door/alarm/login/verification code ...): four to ten digits, or a short
  code of capitals and digits;
* **key** context (token, secret, key, PAT, HMAC, PSK, seed, Schlüssel, clé, ключ, キー, 密钥 ...): a long random
  value (16+ characters, letters and digits, entropy >= 3.5 bits), hex of 32+ digits, base32 of 16+, 10+ digits.

Near misses are rejected by shape and by the words between context and value: a placeholder (``<your-token>``,
``xxx``, ``****``, ``changeme``, ``${VAR}``), a UUID, a version, a date or time, a URL, an e-mail address, a path, an
IBAN (mod 97; not a secret), a hex digest in a commit/hash context, a public key; a label word between the context
word and the value (``client_id``, ``user``, ``length``, ``policy``, ``expires``) gives the value to that label.

The detector rows in :mod:`.secrets` use :data:`PASSWORD_WORDS`, :data:`CODE_WORDS` and :data:`KEY_WORDS` as their
patterns (and anchors), and :func:`value_after` as their validator.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import math
import re
import unicodedata
from collections import Counter
from collections.abc import Iterator

from ..tries import trie_alternation
from . import bip39, fp223, lexicon

# ------------------------------------------------------------------------------------------------
# Context words. ASCII words are matched ignoring ASCII case; others as written (lower, Title, UPPER), so that the
# batch prefilter (which folds ASCII case only) keeps its promise.
# ------------------------------------------------------------------------------------------------

_PASSWORD_ASCII = (
    "password", "passwords", "passwd", "passphrase", "passcode", "pwd", "pass", "memorable word", "kennwort",
    "mot de passe", "mdp", "contrasena", "senha", "wachtwoord", "parola", "haslo", "heslo", "salasana", "losenord",
    "sifre", "kata sandi", "mat khau", "adgangskode", "passord", "lozinka", "geslo", "jelszo", "identifiants",
    "zugangsdaten", "credentials", "login details", "logins", "psk", "clave", "chave",
    # round 8: more languages (Catalan, Galician, Basque, Afrikaans, Icelandic-free ASCII forms, Swahili, Malay,
    # Estonian, Latvian, Kazakh/Uzbek/Azerbaijani transliterations).
    "contrasenya", "contrasinal", "pasahitza", "wagwoord", "nenosiri", "kata laluan", "parool", "parole", "parol",
    "parolu", "slaptazodis",
    # round 15: Indonesian's "the password" (its suffix -nya), Dutch "ww" and Vietnamese "mk" (chat's shorthand for
    # wachtwoord, mật khẩu),
    "passwordnya", "sandinya", "pw nya", "pwnya", "ww", "mk",
    # and Spanish chat's "la contra" (la contraseña; "en contra", against, has no article)
    "la contra",
    # round 16: Italian chat's shorthand "psw"
    "psw",
    # round 16: Irish (and its lenited form), Welsh (and its mutations), Luxembourgish, Somali "the secret key", Hausa
    # "secret word", Igbo, Xhosa, Zulu "the word to pass"
    "pasfhocal", "phasfhocal", "cyfrinair", "gyfrinair", "nghyfrinair", "chyfrinair", "passwuert", "furaha sirta",
    "kalmar sirri", "okwuntughe", "iphasiwedi", "igama lokugqitha",
)
# Words a password word may be glued to the end of (German and Dutch compounds: Initialpasswort, Einmalkennwort).
_PASSWORD_SUFFIX = ("passwort", "kennwort", "wachtwoord", "password")
_PASSWORD_OTHER: tuple[str, ...] = (
    "contraseña", "hasło", "şifre", "şifrem", "lösenord", "jelszó", "mật khẩu", "пароль", "пароля", "κωδικός",
    "סיסמה", "סיסמא", "كلمة المرور", "كلمة السر", "रमज़", "पासवर्ड", "비밀번호", "암호", "パスワード", "密码", "密碼",
    "口令", "รหัสผ่าน", "পাসওয়ার্ড", "கடவுச்சொல்", "رمز عبور", "гасло", "senha provisória",
    # round 8: inflected and further forms (Turkish şifresi, Albanian, Armenian, Telugu as normalised: no ZWNJ,
    # Georgian, Bulgarian, Serbian, Lithuanian, Icelandic, Latvian, Hungarian jelszava, Arabic رمز الدخول, Urdu).
    "şifresi", "şifreniz", "fjalëkalimi", "fjalëkalim", "գաղտնաբառ", "పాస్వర్డ్", "పాస్‌వర్డ్", "პაროლი", "парола",
    "шифра", "лозинка", "slaptažodis", "lykilorð", "parole", "jelszava", "jelszavam", "رمز الدخول", "پاس ورڈ",
    "пароль", "құпия сөз",
    # round 28: the construct state of Arabic and Hebrew, "password of ..." ("كلمة مرور البوابة", "סיסמת הפורטל")
    "كلمة مرور", "סיסמת",
    # round 40: Arabic "a password" without the article, in its construct state too ("كلمة سر البريد: X")
    "كلمة سر",
    # and the Turkic languages' "my password" (Turkish "şifrem" above): Kazakh, Kyrgyz, Uzbek, Azerbaijani
    "құпиясөзім", "сырсөзүм", "parolim", "parolum", "şifrəm",
    # round 16: Kazakh written as one word (and with its possessive), Gujarati, Kannada and Malayalam as normalised
    # (no ZWNJ), Sinhala, Lao, Khmer, Yoruba "the word that opens"
    "құпиясөз", "құпиясөзі", "પાસવર્ડ", "ಪಾಸ್ವರ್ಡ್", "പാസ്വേഡ്", "මුරපදය", "මුරපද", "ລະຫັດຜ່ານ", "ពាក្យសម្ងាត់",
    "ọ̀rọ̀ aṣínà",
    # session 50 (guard225): Kannada and Malayalam as written (a ZWNJ after the virama): find_secrets on a raw text
    # keeps it, and only the store's path (fields.normalise_for_check) removes it
    "ಪಾಸ್‌ವರ್ಡ್", "പാസ്‌വേഡ്",
)
_PASSWORD_OTHER = fp223.with_folded(_PASSWORD_OTHER)  # (each word and its folded spelling, as fp223's lists)
_CODE_ASCII = (
    "pin", "pins", "pin code", "pin-code", "otp", "totp", "tan", "mtan", "smstan", "combo", "combination",
    "passcode", "unlock code", "keypad", "padlock",
    # round 8: glued compounds that name a code by what it opens (not "pincode": India's postal code; beside an IBAN
    # it is read by places.account_code)
    "pin1", "pin2", "abholcode", "zugangscode", "turcode", "torcode", "alarmcode", "tresorcode",
    "entsperrcode", "toegangscode", "deurcode", "portcode", "dorrkod", "ovikoodi",
    # round 14: a SIM's unlocking key (PUK: never anything else), a mobile-money PIN (M-Pesa, GCash: "mpin"), and
    # Romanian's PIN with its article ("pinul cardului")
    "puk", "puk1", "puk2", "mpin", "pinul",
    # round 15: French's "secret code" (a card's or a bank's PIN)
    "code secret",
    # round 14: a door's keypad code (French "digicode": never anything else). Not a lock's combination in other
    # languages: "Kombination", "combinaison", "combinación" are as often an outfit, a set or a price's
    # ("Die Kombination kostet 1500 Euro", round 11's near miss).
    "digicode",
    # round 15: a German gate's code written as a hyphenated compound ("Tor-Code 6524", as "Torcode")
    "tor-code",
    # round 16: a code that confirms, verifies, unlocks or activates, as one word (German, Dutch, Swedish, Danish,
    # Norwegian): never a product's or a postal code
    "sicherheitscode", "verifizierungscode", "anmeldecode", "freischaltcode", "aktivierungscode", "einmalcode",
    "bevestigingscode", "verificatiecode", "verifieringskod", "bekraftelsekod", "engangskod", "engangskode",
    # and Swedish's PIN and gate codes with their article ("pinkoden", "portkoden")
    "pinkod", "pinkoden", "portkod", "portkoden", "dorrkoden",
)
_CODE_OTHER = ("ПИН", "пин", "验证码", "驗證碼", "인증번호", "인증 코드", "暗証番号", "पिन", "ओटीपी", "پن کوڈ",
               # round 14: "the secret number" (Arabic, Amharic: a card's PIN), a card's password (Turkish, Korean:
               # its PIN)
               "الرقم السري", "رقم سري", "الرمز السري", "ሚስጥር ቁጥር", "kartın şifresi", "kart şifresi", "kart şifrem",
               "카드 비번", "카드 비밀번호",
               # round 15: a card's password in Portuguese (its PIN), "the secret number" in Yoruba, Zulu and Somali,
               # and the number that disarms (Japanese 解除番号, Korean 해제 번호: an alarm's or a lock's code)
               "senha do cartão", "nọ́mbà àṣírí", "inombolo eyimfihlo", "lambarka sirta", "解除番号", "해제 번호",
               # round 16: "the secret code" in Hebrew (a card's PIN), "secret number" in Swahili; German, Swedish,
               # Danish codes that confirm
               "הקוד הסודי", "namba ya siri", "bestätigungscode", "bekräftelsekod", "bekræftelseskode",
               # Ukrainian's PIN (its І), Swedish's door code with its article
               "ПІН", "пін", "dörrkoden")
# "code" alone says nothing ("code E12", "code review"): its row runs only on texts holding a word that says what the
# code opens or proves (those words are its anchors, and the validator finds one on the code's line).
_BARE_CODE_ASCII = ("code", "codes", "codigo", "codice", "kod", "kode", "kodu",
                    # round 14: "code" in more languages (Lithuanian, Basque, Finnish, Latvian, Zulu/Xhosa, Swahili,
                    # Catalan)
                    "kodas", "kodea", "koodi", "kods", "ikhodi", "khodi", "codi",
                    # round 16: Romanian with its article, Maltese, Zulu's loanword, Dutch "pincode" (India's postal
                    # "pincode" has no purpose word beside it: the bare row needs one), Basque "the PIN"
                    "codul", "kodici", "ikhowudi", "pincode", "pina")
_BARE_CODE_OTHER: tuple[str, ...] = (
    "código", "код", "コード",
    # round 14: Czech/Slovak, Irish, Welsh, Icelandic (with its article)
    "kód", "cód", "côd", "kóði", "kóðinn", "kóða", "kódu",
    # and "pin" written in the scripts of Tamil, Urdu, Sinhala, Burmese, read as "code": also an ordinary word there,
    # so only beside what the code opens (an ATM, a card)
    "பின்", "پن", "පින්", "ပင်နံပါတ်",
    # round 15: "code" in more scripts and languages (Amharic, Hindi/Marathi/Nepali, Armenian, Khmer, Lao, Malayalam,
    # Burmese, Gurmukhi, Sinhala, Tamil, Urdu, Thai, Persian, Vietnamese, Hausa "number", Yoruba): each is also said
    # of postal, product or phone codes, so only beside what the code opens
    "ኮድ", "कोड", "կոդ", "កូដ", "ລະຫັດ", "കോഡ്", "ကုဒ်", "ਕੋਡ", "කේතය", "கோட்", "கோடு", "کوڈ", "รหัส", "رمز", "mã",
    "lambar", "kóòdù",
    # and "number" (Japanese, Korean: a locker's, a key box's, an entrance's number is its code), "pin" in Malayalam,
    # Kannada, Armenian, Swahili's "secret" (siri)
    "番号", "번호", "പിൻ", "ಪಿನ್", "պին", "siri",
    # round 16: "code" in Gujarati and Tamil (its native word), Maltese with its dot; "pin" in Bengali and Gurmukhi
    "કોડ", "குறியீடு", "kodiċi", "পিন", "ਪਿੰਨ")
_PURPOSE_ASCII = (
    "door", "porte", "puerta", "porta", "gate", "portail", "entry", "entree", "building", "alarm", "disarm", "panic",
    "keypad", "lock", "safe", "garage", "locker", "login", "log-in", "sign-in", "connexion", "anmelde", "acceso",
    "access", "zugang", "verif", "security", "seguridad", "sicherheit", "2fa", "mfa", "otp", "sms", "auth", "unlock",
    "bank", "banc", "card", "carte", "karte", "tarjeta", "cartao", "multicanal", "wifi", "wi-fi", "wlan", "backup",
    "recovery", "respaldo", "secours", "wiederherstellung", "confirm", "one-time", "einmal", "pin", "tan", "sim", "puk",
    "voicemail", "phone", "texted", "text", "texts", "emailed", "e-mailed", "messaged", "sms'd",
    # round 8: key boxes, keypads and parcel lockers in several languages
    "lockbox", "keybox", "key box", "sleutelkastje", "sleutelkluis", "schlusselkasten", "schlusselsafe", "kluis",
    "tresor", "cassaforte", "tastierino", "cancello", "portone", "citofono", "deur", "poort", "alarme", "alarma",
    "abhol", "odbioru", "pickup", "pick-up", "retrait", "ritiro", "afhaal", "recogida", "paczkomat", "packstation",
    "parcel locker", "boite a cles", "caja fuerte", "cofre",
    # round 14: doors, gates, intercoms, lockers, safes and cash machines in more languages (Irish, Czech/Slovak,
    # Lithuanian, Luxembourgish, Spanish, Portuguese, Polish, Croatian, Danish/Norwegian, Dutch, Hungarian, Turkish,
    # Malay/Indonesian, Swahili, Zulu, French, Italian, German)
    "dorais", "doras", "geata", "gheata", "dvere", "dveri", "durys", "verja", "porton", "portao", "brama",
    "bramy", "kapija", "ulaz", "hek", "poort", "ajto", "kapi", "pintu", "mlango", "geti", "isango", "yesango",
    "interfon", "taquilla", "szafka", "spind", "casier", "armadietto", "dolap", "sejf", "coffre", "atm",
    "schliessfach", "zgradu", "zgrade", "laiptines", "klatka",
    # round 15: a house door in Luxembourgish, a gate or entrance in Basque ("atariko", as a stem below)
    "hausdier", "atari",
    # round 16: Maltese and Luxembourgish doors, a Dutch bank card, Basque's card (inflected: a stem below)
    "bieb", "vun der dier", "bankpas", "pinpas", "txartel")
_PURPOSE_OTHER = ("entrée", "accès", "vérif", "sécurité", "tür", "cartão", "дом", "двер", "подтвержд", "вход", "確認",
                  "schlüsselkasten", "schlüsselsafe", "boîte à clés", "домофон", "сейф",
                  "認証", "인증", "验证", "驗證",
                  # round 14 (see above); an ATM in Tamil, Urdu, Sinhala-free Amharic and Burmese scripts
                  "portão", "portón", "hurð", "dør", "dörr", "ajtó", "kapı", "schließfach", "laiptinės", "skåp",
                  "ஏடிஎம்", "اے ٹی ایم", "ኤቲኤም",
                  # round 15: a door, a gate or an entrance in the scripts of the code words above (Amharic, Hindi,
                  # Armenian, Khmer, Lao, Malayalam, Burmese, Gurmukhi, Sinhala, Tamil, Urdu, Thai, Persian), and
                  # Vietnamese, Hausa, Yoruba; German key safes and boxes
                  "በር", "गेट", "दरवाज", "մուտք", "դուռ", "ទ្វារ", "ປະຕູ", "ഗേറ്റ്", "വാതിൽ", "တံခါး", "ਗੇਟ", "ගේට්ටු",
                  "දොර", "கேட்", "கதவ", "گیٹ", "دروازہ", "ประตู", "در ورودی", "cổng", "cửa", "ƙofa", "ilẹ̀kùn",
                  "schlüsseltresor", "schlüsselbox",
                  # lockers, key boxes, auto-locks, shutters, entrances, cards in Japanese, Korean, Thai, Malayalam,
                  # Kannada, Tamil, Persian, Urdu, Armenian; Hungarian's alarm, Croatian's padlock, Swahili's door
                  "ロッカー", "キーボックス", "オートロック", "シャッター", "金庫", "현관", "도어락", "사물함",
                  "ล็อกเกอร์", "കാർഡ്", "ಕಾರ್ಡ್", "கார்டு", "கார்டின்", "کارت", "کارڈ", "քարտ", "riasztó", "lokot", "mlango",
                  # round 16: a gate or a door in Gujarati, Malayalam (inflected: its stem), Amharic ("the door"),
                  # Urdu (oblique), Tamil; a building in Urdu; an ATM and a card in Bengali and Gurmukhi; a card in
                  # Hebrew
                  "ગેટ", "ഗേറ്റ", "በሩ", "دروازے", "عمارت", "வாயில்", "এটিএম", "কার্ড", "ਏਟੀਐਮ", "ਕਾਰਡ", "כרטיס",
                  # an entrance in Ukrainian and Russian, a door and a building in Arabic
                  "під'їзд", "подъезд", "باب", "العمارة")
_KEY_ASCII = (
    "token", "tokens", "secret", "secrets", "key", "keys", "apikey", "api key", "api-key", "api_key", "pat", "hmac",
    "psk", "seed", "mnemonic", "cle", "clef", "schlussel", "schluessel", "chiave", "klucz", "sleutel", "nyckel",
    "nokkel", "anahtar", "kunci", "wif", "privkey", "private key", "credential", "bearer", "auth", "authkey",
    "signing", "clave", "chave", "sleutel", "avain", "importprivkey", "dumpprivkey",
    # round 8: more languages (Catalan, Hungarian, Lithuanian, Latvian-free ASCII forms, Uzbek, Basque, Icelandic,
    # Filipino)
    "clau", "kulcs", "kulcsa", "kulcsot", "raktas", "kalit", "gakoa", "lykill", "susi", "nokkelen", "noglen",
)
_KEY_OTHER = (
    "clé", "schlüssel", "nøgle", "nøkkel", "ключ", "ключа", "токен", "секрет", "キー", "トークン", "シークレット",
    "密钥", "私钥", "秘钥", "令牌", "키", "토큰", "시크릿", "مفتاح", "توکن", "कुंजी", "टोकन", "κλειδί", "מפתח",
    "anahtarı",
    # round 8: inflected and further forms (Norwegian and Danish definite, Czech, Slovak, Bulgarian, Serbian/Croatian/
    # Slovenian, Latvian, Estonian, Georgian, Armenian, Kazakh, Albanian, Azerbaijani, Persian/Urdu, Tamil, Thai,
    # Bengali "secret", Hindi "secret")
    "nøkkelen", "nøglen", "nøkkel", "klíč", "klíče", "kľúč", "ключът", "ключа", "кључ", "ključ", "atslēga", "võti",
    "გასაღები", "բանալի", "кілт", "çelësi", "çelës", "açar", "açarı", "کلید", "சாவி", "คีย์", "সিক্রেট", "सीक्रेट",
)


# A context word ends its token or its NAME: not followed by a letter, digit, "_", a call or an index, nor by "." or "-"
# and more of a name (PASSWORD_MIN_LENGTH, password.encode(), --password-stdin, credentials.dig).
_END = r"(?![\w(\[{]|[.-]\w)"
# What may follow an ASCII context word (a value must come after it): spaces and the punctuation of a sentence, an
# assignment or a quote. The ASCII words' anchors are the word followed by one of these, so that "path", "important"
# or "keyboard" do not make a text a candidate for "pat", "tan" or "key".
_FOLLOW = " \t\n\r:=,.;!?)]}>\"'`/|*#&~+<-：，、。」）—–→«»“”‘’\u00a0\u3000"
_ASCII_END = "(?=[" + re.escape(_FOLLOW) + "])" + _END


def _followed(words: tuple[str, ...]) -> tuple[str, ...]:
    """The anchors of ASCII context words: each word followed by each character of :data:`_FOLLOW`."""
    return tuple(w + c for w in dict.fromkeys(words) for c in _FOLLOW)


def _forms(words: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(f for w in words for f in (w, w[:1].upper() + w[1:], w.upper())))


def _alternation(ascii_words: tuple[str, ...], other: tuple[str, ...], suffix: tuple[str, ...] = ()) -> str:
    # (as tries: WordFinder.pattern is matched at each place a word starts, and a flat alternation tries every word)
    ascii_part = trie_alternation(set(ascii_words))
    other_part = trie_alternation(set(_forms(other)))
    glued = "|".join(map(re.escape, suffix))
    parts = [rf"(?<![A-Za-z0-9])(?i:{ascii_part}){_ASCII_END}"]
    if glued:
        parts.append(rf"(?<=[A-Za-zäöüß])(?i:{glued}){_ASCII_END}")
    parts.append(rf"(?:{other_part})(?![A-Za-z0-9\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff])")
    return "(?P<c>" + "|".join(parts) + ")"


# What must follow a context word (within 160 characters) for a value of its kind to be possible: a cheap look-ahead
# that keeps the Python walk off ordinary text ("code E12", "the key point is").
_APP_PASSWORD = r"(?<![\w-])[a-z]{4} [a-z]{4} [a-z]{4} [a-z]{4}(?![\w-])"
# The look-aheads stop at the end of the sentence (". ", "! ", "? ", "; "): a value stated after it is another's.
# (Characters spelt one by one, "r Z ^ T y _ u h", have none of these: seven single characters in a row do.)
_PASSWORD_AHEAD = (r"\d|[A-Za-z][^\sA-Za-z0-9,.;:!?'\"()\-][A-Za-z0-9]|[a-z][A-Z]|(?<!\S)\S(?: \S){6}(?!\S)|"
                   + _APP_PASSWORD)
_CODE_AHEAD = r"\d[\d -]{2,}\d|(?<![\w-])[A-Z0-9]{5,10}(?![\w-])|[A-Za-z0-9]{16}"
# (round 28: or a token of random characters and symbols, a pre-shared key or a shared secret typed or generated with
# them: "sKZKt!7BPc%*BiyDrctRML8e*+Ab"; the value's shape is value_after's to judge)
_KEY_AHEAD = (r"[A-Za-z0-9+/=_.-]{14}|\d{4}|[a-z2-7]{4} [a-z2-7]{4} [a-z2-7]{4}|"
              r"[A-Za-z]*\d\w* {1,2}[A-Za-z]*\d|[A-Za-z0-9]{2}[!#$%&*+@?^~][\w!#$%&*+@?^~-]{8}")


def _sentence(text: str, start: int) -> str:
    """At most 160 characters of ``text`` from ``start`` to the end of the sentence (_SENTENCE_END, below: a line
    break, ". ", "! ", "? ", "。") or of the line (a line that ends in ":" goes on to the next, a heading's value)."""
    seg = text[start:start + 160]
    pos = 0
    while (end := _SENTENCE_END.search(seg, pos)) is not None:
        if end.group() == "\n" and seg[:end.start()].rstrip(" \t").endswith((":", "：")) and seg[end.end():].strip():
            pos = end.end()
            continue
        return seg[:end.start()]
    return seg


class WordFinder:
    """A context-word pattern that finds its words with ``str.find`` on the lower-cased text and runs the regex only
    where one starts (``pattern.match`` there: its look-behind still sees the text before). The same matches as
    ``pattern.finditer``, several times faster on ordinary text than a regex whose alternation of words is tried at
    every position; a text whose lower-casing changes its length (rare: "İ") is left to the regex."""

    def __init__(self, pattern: str, words: tuple[str, ...], *, ahead: str | None = None, once: bool = False) -> None:
        self.pattern = re.compile(pattern)
        # What must follow in the word's sentence for a value of its kind to be possible (checked on that sentence
        # once, not by a look-ahead tried at every character): keeps the walk off ordinary text.
        self._ahead = None if ahead is None else re.compile(ahead)
        self._once = once  # the first match only (for a validator that reads the whole text)
        # The words lower-cased, as one case-sensitive alternation written as a trie (no look-around; shared prefixes
        # factored: sre tries each branch at each position, and the lexicon's 663 password labels cost ~160 µs a
        # multi-line text as a flat alternation, ~19 µs as a trie: round 16). It finds what the flat longest-first
        # alternation finds: the leftmost start, the longest word there.
        self._words = re.compile(trie_alternation({w.lower() for w in words}))

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        for m in self._words_in(text):
            if self._ahead is None or self._ahead.search(_sentence(text, m.end())):
                yield m
                if self._once:
                    return

    def _words_in(self, text: str) -> Iterator[re.Match[str]]:
        low = text.replace("\u0130", "i").lower()  # "İ" is the one common letter whose lower case is two characters
        if len(low) != len(text):
            yield from self.pattern.finditer(text)
            return
        pos = 0
        while (w := self._words.search(low, pos)) is not None:
            m = self.pattern.match(text, w.start())
            if m is None:
                pos = w.start() + 1  # another word may start inside this one ("mdpassword")
                continue
            pos = m.end()
            yield m

    def search(self, text: str) -> re.Match[str] | None:
        return next(self.finditer(text), None)

    def first_word(self, text: str) -> re.Match[str] | None:
        """The first of the words in ``text``, whatever follows it (no look-ahead: its value may be elsewhere)."""
        return next(self._words_in(text), None)


class StartFinder:
    """A pattern matched only at the text's start, as one ``match`` there: ``finditer`` of a pattern opening on ``\\A``
    still walks the whole text trying ``\\A`` at each position. Round 24, for round 23's value-first row: 0.97 against
    0.81 µs a text over bench_guard's memory texts (less than the ~0.6 µs round 23 estimated: most of what is left is
    the call itself and the value's own match at the start)."""

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self.pattern = re.compile(pattern, flags)

    def finditer(self, text: str) -> tuple[re.Match[str], ...]:
        m = self.pattern.match(text)
        return () if m is None else (m,)  # a tuple, not a generator: ~0.1 µs less a text


PASSWORD_WORDS = WordFinder(_alternation(_PASSWORD_ASCII, _PASSWORD_OTHER, _PASSWORD_SUFFIX),
                            (*_PASSWORD_ASCII, *_PASSWORD_SUFFIX, *_PASSWORD_OTHER), ahead=_PASSWORD_AHEAD)
CODE_WORDS = WordFinder(_alternation(_CODE_ASCII, _CODE_OTHER), (*_CODE_ASCII, *_CODE_OTHER), ahead=_CODE_AHEAD)
BARE_CODE_WORDS = WordFinder(_alternation(_BARE_CODE_ASCII, _BARE_CODE_OTHER), (*_BARE_CODE_ASCII, *_BARE_CODE_OTHER),
                             ahead=_CODE_AHEAD)
KEY_WORDS = WordFinder(_alternation(_KEY_ASCII, _KEY_OTHER), (*_KEY_ASCII, *_KEY_OTHER), ahead=_KEY_AHEAD)
PASSWORD_ANCHORS = (*_followed(_PASSWORD_ASCII + _PASSWORD_SUFFIX), *_forms(_PASSWORD_OTHER))
CODE_ANCHORS = (*_followed(_CODE_ASCII), *_forms(_CODE_OTHER))
PURPOSE_ANCHORS = (*_PURPOSE_ASCII, *_forms(_PURPOSE_OTHER))
KEY_ANCHORS = (*_followed(_KEY_ASCII), *_forms(_KEY_OTHER))


# ---- Round 9: the credential-label lexicon (:mod:`.lexicon`): the labels of login forms in about a hundred locales,
# from translation catalogs not written for the guard's corpora. Each class is a context-word row of its kind, read by
# the same walk and value shapes as the words above, so that a label that is also an ordinary word ("clé", "kod",
# "ключ") refuses nothing without a credential-shaped value. A label may carry up to four letters of inflection or
# a suffixed article ("paroli", "сырсөзү", "şifresini"); in scripts written without spaces (Thai, Lao, Burmese,
# Khmer, Tibetan, CJK) it is found inside a run of letters, as those scripts glue words.
_LEXICON_KIND = {"password": "password", "secret": "key", "code": "code"}
_UNSPACED = r"\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff\u0f00-\u0fff\u3040-\u9fff\uac00-\ud7af"
_NO_LETTER_AFTER = r"(?![A-Za-z0-9\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff])"


def _unspaced(word: str) -> bool:
    return re.search(f"[{_UNSPACED}]", word) is not None


def _lexicon_alternation(words: tuple[str, ...]) -> str:
    """The labels as one pattern (group ``c``): ASCII ones ignoring ASCII case, others as written (lower, Title,
    UPPER: :func:`_forms`), each with up to four letters of inflection and then no further letter."""
    def alt(ws: tuple[str, ...]) -> str:
        return trie_alternation(set(ws))  # (the longest word first where one is another's prefix, as sorted by length)
    ascii_words = tuple(w for w in words if w.isascii())
    spaced = tuple(w for w in words if not w.isascii() and not _unspaced(w))
    unspaced = tuple(w for w in words if _unspaced(w))
    parts = []
    if ascii_words:
        parts.append(rf"(?<![A-Za-z0-9])(?i:{alt(ascii_words)})(?i:[a-z]{{0,4}}?){_ASCII_END}")
    if spaced:
        parts.append(rf"(?<![^\W\d_])(?:{alt(_forms(spaced))})[^\W\d_]{{0,4}}?{_NO_LETTER_AFTER}")
    if unspaced:
        parts.append(rf"(?:{alt(_forms(unspaced))})")
    return "(?P<c>" + "|".join(parts) + ")"


def _lexicon_row(cls: str) -> tuple[WordFinder, tuple[str, ...]]:
    words = lexicon.forms(cls)
    ahead = {"password": _PASSWORD_AHEAD, "key": _KEY_AHEAD, "code": _CODE_AHEAD}[_LEXICON_KIND[cls]]
    anchors = tuple(dict.fromkeys(f for w in words for f in ((w,) if w.isascii() else _forms((w,)))))
    return WordFinder(_lexicon_alternation(words), words, ahead=ahead), anchors


# class -> (its kind for value_after, its row's pattern, its anchors)
LEXICON_ROWS = {cls: (_LEXICON_KIND[cls], *_lexicon_row(cls)) for cls in lexicon.CLASSES}

# ------------------------------------------------------------------------------------------------
# The words between a context word and its value.
# ------------------------------------------------------------------------------------------------

# A label that takes the value for itself: the value after "client_id", "user", "account" is not the secret.
_LABEL = re.compile(
    r"(?i:id|ids|user|username|usuario|utilisateur|benutzer|benutzername|login|name|email|e-mail|mail|host|hostname|"
    r"server|port|account|acct|konto|conta|conto|compte|cuenta|iban|bic|swift|sort|number|no|nr|url|uri|endpoint|"
    r"region|project|tenant|org|organization|workspace|app_id|client_id|key_id|keyid|fingerprint|identifiant|"
    r"identifier|address|phone|mobile|tel|order|invoice|ticket|ref|reference|version|build|commit|sha|hash|"
    r"digest|checksum|public|publishable|pub|kid|serial|ssid|network|bucket|path|file|prefix|alias|channel|"
    r"customer|txn|transaction|tracking|session_id|request|trace|span|expires|expiry|expiration|valid|until|ttl|"
    r"length|len|min|max|minimum|maximum|policy|rotation|rotated|attempts|retries|timeout|limit|count|format|"
    r"hint|reset|manager|vault|field|header|type|algorithm|salt|rounds|iterations|size|bits|template|zip|postal|"
    r"postcode|area|status|error|exit|http|line|page|chapter|step|room|table|row|column|gate|flight|seat|"
    r"booking|pnr|case|claim|policy_no|member|membership|loyalty|gift|voucher|coupon|promo|discount|referral|"
    r"invite|sku|isbn|model|part|lot|batch|imei|vin|plate|license|licence|country|dial|extension|ext)")
# Words of the sentence that may stand between a context word and its value ("password for the Netflix is").
_CONNECTOR = re.compile(
    r"(?i:is|was|are|ist|est|es|era|è|é|e|lautet|wird|sera|será|sarà|jest|je|är|er|on|adalah|ialah|là|—|–|-|->|→|=>|"
    r":|=|：|is:|now|ahora|maintenant|jetzt|agora|ora|nu|teď|the|my|our|your|a|an|new|current|temporary|temp|"
    r"initial|provisional|provisoire|provisória|provisoria|provisorio|temporaire|temporal|temporanea|vorläufig|"
    r"for|to|of|on|at|in|für|fürs|de|du|des|del|la|le|el|da|do|della|di|van|voor|pour|para|per|na|dla|för|til|"
    r"und|and|y|et|e|i|o|it's|its|it’s|c'est|here|below|code|pin|key|token|secret|password|passphrase|word|"
    r"mot|passe|phrase|words|single|one-time|one|time|sms|email|app|admin|root|master|main|shared|team|prod|"
    r"production|staging|dev|personal|private|access|login|wifi|wi-fi|wlan|guest|door|alarm|gate|safe|lock|"
    r"bank|card|banking|online|device|disarm|panic|security|verification|recovery|backup|setup|api|bearer|"
    r"auth|signing|webhook|hmac|psk|seed|mnemonic|wallet|deploy|deployment|service|bot|integration|cli|"
    r"write|read|full|days|\(|\))")
# What a sentence says about a secret when no secret is given ("the password must be changed", "PIN expired").
_TALK = re.compile(
    r"(?i:must|should|will|can|cannot|can't|never|not|no|don't|doesn't|isn't|wasn't|has|have|had|been|being|"
    r"expired|expires|changed|reset|rotated|required|needed|missing|invalid|wrong|incorrect|forgotten|lost|"
    r"stored|kept|saved|sent|shared|leaked|compromised|revoked|removed|deleted|disabled|enabled|generated|"
    r"requires|contain|contains|containing|at|least|characters|chars|digits|letters|long|short|strong|weak|"
    r"see|siehe|voir|ver|vedi|zie|patrz|check|ask|look|refer|consult|under|unter|sous|bajo|sotto|"
    r"hashed|hashing|salted|encrypted|encoded|policy|manager|field|prompt|protected|via|through|using|from|inside|into|every|each|"
    r"nunca|jamais|nie|niemals|nicht|pas|não|non|niet)")
# Words that start a "for ..." phrase, and the labels that phrase may name without taking the value ("2FA secret for
# the admin account: X", "app password for the mail client: X").
_FOR = frozenset(["for", "für", "fürs", "pour", "para", "per", "voor", "dla", "do", "of", "to", "on", "de", "del", "du",
                  "des", "della", "di", "van", "för", "til", "na", "для", "fir"])
_FOR_LABELS = frozenset(["account", "user", "admin", "server", "host", "app", "project", "workspace", "customer",
                         "bank",
                         "email", "e-mail", "mail", "network", "org", "organization", "tenant", "konto", "compte",
                         "cuenta", "conta", "conto", "login", "portal", "device", "channel", "bucket", "region"])


def _word_set(pattern: re.Pattern[str]) -> frozenset[str]:
    """The words of a ``(?i:a|b|c)`` alternation of literal words, lower-cased (set lookups instead of a regex per
    token on the walk)."""
    body = pattern.pattern.removeprefix("(?i:").removesuffix(")")
    return frozenset(w.replace("\\(", "(").replace("\\)", ")").lower() for w in body.split("|"))


_LABEL_WORDS = _word_set(_LABEL)
_TALK_WORDS = _word_set(_TALK)
_CONNECTOR_WORDS = _word_set(_CONNECTOR)
_MAX_BETWEEN = 10
# After this many words, only a value stated (after ":", "=", "is") is taken.
_MAX_UNSTATED = 6
_BARE_CODE = re.compile("(?i:" + "|".join(map(re.escape, _BARE_CODE_ASCII)) + ")|"
                        + "|".join(map(re.escape, _forms(_BARE_CODE_OTHER))))
# Exactly the literals of PURPOSE_ANCHORS (the bare code row's anchors): a finding's line holds one.
# Whole words (a plural "s" allowed), but for the stems: "porta" is not in "portal", nor "porte" in "report".
_PURPOSE_STEMS = ("verif", "confirm", "anmelde", "wiederherstellung", "zugang", "sicherheit", "seguridad", "einmal",
                  # round 14: inflected and compound forms ("alarmaren", "Abholfach", "domofonu", "Alarmanlage")
                  "alarm", "abhol", "domofon",
                  # round 15: Basque's entrance with its suffixes ("atariko", "atarian")
                  "atari",
                  # round 16: Basque's card with its suffixes ("txartelaren")
                  "txartel")
_CODE_PURPOSE = re.compile(
    r"(?<![A-Za-z])(?i:" + "|".join(map(re.escape, sorted(_PURPOSE_STEMS, key=len, reverse=True))) + r"|(?:"
    + "|".join(map(re.escape, sorted(set(_PURPOSE_ASCII) - set(_PURPOSE_STEMS), key=len, reverse=True)))
    + r")s?(?![A-Za-z]))|" + "|".join(map(re.escape, _forms(_PURPOSE_OTHER))))
# Round 14: a code word qualified after it ("kod pocztowy", "code postal", "código postal": a postal code), and a line
# of drawn numbers ("winning combination 12-18-33-41", "combinación ganadora"): not a secret's code.
_NOT_A_CODE_AFTER = re.compile(r"[ \t]+(?i:poczt|postal|postale|pošt|postn|zip|ganador|gagnant|vincent|vencedor|"
                               r"gewinn|winning)"
                               # round 15: Hindi's "PIN code" before six digits, India's postal code
                               r"|[ \t]+कोड[ \t]*:?[ \t]*\d{6}(?!\d)")
_DRAWN_NUMBERS = re.compile(r"(?i:\b(?:lotto|lottery|loto|loter[ií]a|lotteria|jackpot|euromillions?|powerball|"
                            r"winning|ganadora|gagnante|vincente|vencedora|gewinnzahlen)\b)")
_NOT_A_CODE = re.compile(
    r"(?i:zip|postal|post|postcode|area|country|dial|error|status|exit|http|response|return|promo|discount|coupon|"
    r"voucher|gift|referral|invite|qr|bar|product|tracking|order|swift|bic|sort|iata|airport|language|currency|"
    r"source|html|python|sample|example|zip-)\W*$"
    # round 15: a phone's, a postal, an order's, a member's, a room's number in Japanese and Korean (番号, 번호)
    r"|(?:電話|郵便|注文|会員|部屋|口座|전화|우편|주문|회원|계좌|방)[\s の의]*$")


_GLUED_CONNECTOR = re.compile(r"[\"'`\]\)]*[ \t]*(?:=>|->|[:=：]+|→)[ \t]*")


_TOKEN = re.compile(r"\"[^\"\n]{1,120}\"|'[^'\n]{1,120}'|`[^`\n]{1,120}`|「[^」\n]{1,120}」|«[^»\n]{1,120}»|"
                    r"[^\s]+")


def _tokens(text: str, start: int, stop: int) -> list[tuple[int, int]]:
    """Spans of the whitespace-separated tokens of ``text[start:stop]``; a quoted run is one token."""
    out: list[tuple[int, int]] = []
    for m in _TOKEN.finditer(text[start:stop]):
        out.append((start + m.start(), start + m.end()))
    return out


# ------------------------------------------------------------------------------------------------
# Value shapes.
# ------------------------------------------------------------------------------------------------

_QUOTES = {'"': '"', "'": "'", "`": "`", "「": "」", "«": "»", "“": "”", "‘": "’"}
_STRIP_END = ".,;:)]}!?\"'`»”’）。、，"
_STRIP_START = "([{\"'`«“‘（"


# Digits typed on a keypad with its "#" (enter) or "*" key before or after them.
_KEYPAD = re.compile(r"(?=.*[#*])[#*]?(?P<d>\d{4,10})[#*]?")


def _unwrap(v: str, start: int) -> tuple[str, int]:
    """``v`` without quotes or trailing sentence punctuation (or the CJK text glued after it), and its new start."""
    if len(v) >= 2 and _QUOTES.get(v[0]) == v[-1]:
        return v[1:-1], start + 1
    sql = re.match(r"[NnEeBbXxUu]'([^']+)'", v)  # SQL's N'...', E'...' literals
    if sql is not None:
        return sql.group(1), start + 2
    if v[:1].isascii() and not v.isascii():
        # CJK text glued after the value ("Xy7…（社内）"); not a word's own accented letters ("portão" is not "port")
        v = re.split(r"[\u3000-\u9fff\uac00-\ud7af\uff00-\uffef\u0e00-\u0e7f]", v, maxsplit=1)[0]
        if not v.isascii() and not v.isalpha():
            v = re.split(r"[^\x00-\x7f]", v, maxsplit=1)[0]
    lead = len(v) - len(v.lstrip(_STRIP_START))
    v = v[lead:]
    start += lead
    core = v.rstrip(_STRIP_END)
    # A password may end in "!" or "?": keep one when the value is otherwise random ("Thund3r!").
    if len(core) < len(v) and v[len(core)] in "!?$%*#" and any(c.isdigit() for c in core):
        core = v[: len(core) + 1]
    return core, start


def entropy(value: str) -> float:
    """Shannon entropy of ``value`` in bits per character."""
    n = len(value)
    return -sum(c / n * math.log2(c / n) for c in Counter(value).values()) if n else 0.0


_UUID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}", re.I)
_VERSION = re.compile(r"v?\d+(?:\.\d+){1,3}(?:[-+][\w.]+)?", re.I)
_DATE_TIME = re.compile(r"\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}(?:[T ]?\d{1,2}:\d{2}.*)?"
                        r"|\d{1,2}:\d{2}(?::\d{2})?(?:[.,]\d+)?\w*")
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
# (A Windows %VARIABLE% alone or as a path's segment, "%APPDATA%\\x": not "%QtTs%" inside random symbols, round 28.)
_PLACEHOLDER = re.compile(
    r"(?i:x{3,}|\*{3,}|•{3,}|\.\.\.|…|<[^>]*>|\{\{|\$\{|\$\(|(?<![^\\/])%\w+%(?![^\\/])|^\$[A-Za-z_]|your[-_]?|"
    r"example|placeholder|"
    r"changeme|change[-_]me|dummy|redacted|masked|filtered|hidden|sample|foobar|replace|todo|tbd|fixme|secret_here|aquí|aqui|"
    r"here$|tu-|votre|ihr-|seu-|sua-|test1234|abc123|123456|password1|qwerty|hunter2|letmein|env\(|getenv|"
    r"environ|process\.env|secrets\.|vault:|ENC\[|enc:|encrypted|sealed|\bREF\b)")
# Round 16: the famous weak passwords among the placeholders ("qwerty123", "letmein99"): a documentation's sample,
# unless the line says the device still uses it ("we never changed the NAS login, it's still admin / qwerty123").
_WEAK = re.compile(r"(?i:qwerty|letmein|abc123|123456|password1|hunter2|test1234)")
_STILL_IN_USE = re.compile(r"(?i:\bstill\b|never changed|not changed|immer noch|noch immer|nie geändert|todav[ií]a|"
                           r"sigue|toujours|jamais chang|ancora|mai cambiat|nog steeds|nooit veranderd|ainda|"
                           r"nunca mud)")
_GIT_CONTEXT = re.compile(r"(?i:commit|sha|hash|checksum|digest|revision|rev\b|\bgit\b|fingerprint|md5|etag|build|"
                          r"tree|blob|"
                          r"gpg|pgp|recv-keys|keyserver|keyid|key id|key-id)")
_PUBLIC = re.compile(r"(?i:public|publishable|\bpub[ _-]?key|client[- ]side|\bpk_|\bphc_|site[_ -]?key|search[_-]only|"
                     r"safe to expose|"
                     r"ssh-(?:rsa|ed25519|dss)|ecdsa-sha2|"
                     r"BEGIN PUBLIC|BEGIN CERTIFICATE|públic|publique|öffentlich|pubblic|sí puede ir)")
_IBAN = re.compile(r"[A-Z]{2}\d{2}[A-Z0-9]{11,30}")
_B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
_B58_VALUE = re.compile(f"[{_B58}]{{50,52}}")


def _iban_ok(s: str) -> bool:
    try:
        return int("".join(str(int(c, 36)) for c in s[4:] + s[:4])) % 97 == 1
    except ValueError:
        return False


def base58check(value: str) -> bool:
    """``value`` is Base58Check-encoded (a Bitcoin WIF key or address): its last four bytes are the double SHA-256
    of the rest."""
    n = 0
    for c in value:
        i = _B58.find(c)
        if i < 0:
            return False
        n = n * 58 + i
    raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
    raw = b"\x00" * (len(value) - len(value.lstrip("1"))) + raw
    if len(raw) < 5:
        return False
    return hashlib.sha256(hashlib.sha256(raw[:-4]).digest()).digest()[:4] == raw[-4:]


def _words_joined(v: str) -> bool:
    """Three or more words of letters joined by ``.``, ``-`` or ``_``, with a digit at the end of one
    (``maple.violet.cobalt59``, ``winter-harvest-mango-thunder29``): a passphrase."""
    parts = re.split(r"[.\-_]", v)
    return (len(parts) >= 3 and all(re.fullmatch(r"[A-Za-z]{2,}\d{0,4}", p) for p in parts)
            and any(c.isdigit() for c in v) and not any(p.lower() in ("com", "org", "net", "www", "io") for p in parts))


def _random_mix(v: str) -> bool:
    """Letters with digits, or with symbols, or upper and lower case past the first letter: not an ordinary word."""
    letters = sum(c.isalpha() for c in v)
    digits = sum(c.isdigit() for c in v)
    symbols = sum(not c.isalnum() for c in v)
    inner_case = any(c.isupper() for c in v[1:]) and any(c.islower() for c in v)
    return letters >= 2 and (digits >= 1 or symbols >= 1 or inner_case)


# Characters of code, not of a value: a call, an index, a template, a pipe, a quote inside.
_CODE_CHARS = re.compile(r"[{}()\[\]<>|\\\"'`]|=(?!=*$)")
# A name: lower-case words joined by "_", "-" or "." (billing_rw, case-sensitive, credential_ref).
_IDENTIFIER = re.compile(r"[a-z]+(?:[_.-][a-z]+)*|[A-Z][a-z]+(?:[A-Z][a-z]+)+")


# The name of an algorithm or a standard: what protects a secret, not a secret ("hashed with argon2id", "AES256").
_ALGORITHM = re.compile(r"(?i:argon2\w*|bcrypt|scrypt|pbkdf2[\w-]*|sha-?\d+|sha3-\d+|md5|aes-?\d+\w*|rsa-?\d+|"
                        r"ed25519|x25519|p-?256|hmac-?sha\d+|hs\d{3}|rs\d{3}|es\d{3}|chacha20\w*|wpa\d?\w*|tls1?\.?\d*|"
                        r"oauth\d?(?:\.\d)?|utf-?\d+|base64|base32|iso\d+|rfc\d+|x\.?509|pkcs#?\d+)")


_NAME_SEGMENTS = re.compile(r"[a-z]+(?:[_-](?:[a-z]+|\d{1,4}|[a-z]\d{1,2}))+")


class _NameWithNumbers:
    """Lower-case words and short numbers joined by "_" or "-", two words of four letters or more
    (analytics_2024_q3_dashboard): a name, not a key."""

    @staticmethod
    def fullmatch(v: str) -> bool:
        return bool(_NAME_SEGMENTS.fullmatch(v)) and sum(len(p) >= 4 and p.isalpha() for p in re.split(r"[_-]", v)) >= 2


_NAME_WITH_NUMBERS = _NameWithNumbers()
# A connector after a value: the value named the subject ("the password for router R2D2-Office is printed ...").
_SUBJECT = re.compile(r"[ \t]+(?:is|was|are|est|ist|es|era|è|é)\b|[ \t]*[:=](?!=)")
_DEFINITION = re.compile(r"[ \t]+(?:is|was)[ \t]+(?:the|a|an)\b")


def _rejected(v: str, line: str) -> bool:
    """A near miss: a placeholder, an id, a version, a date, an address, a public key, an IBAN."""
    if not v or not v.isascii() or v[0] in "[(<{.,;:" or " " in v or _CODE_CHARS.search(v):
        return True
    if _PLACEHOLDER.search(v) and not (_STILL_IN_USE.search(line) and _PLACEHOLDER.search(_WEAK.sub("", v)) is None):
        return True  # (a famous weak password the line says is still in use is that password: round 16)
    if _UUID.search(v) or _VERSION.fullmatch(v) or _DATE_TIME.fullmatch(v):
        return True
    if _EMAIL.fullmatch(v) or "://" in v or v.startswith(("/", "~/", "./", "http", "www.", "@", "$", "%", "&", "#")):
        return True
    if _ALGORITHM.fullmatch(v) or _NAMED_STANDARD.fullmatch(v):  # ... or a standard's name, WPA2-Personal (round 18)
        return True
    if re.fullmatch(r"[0-9a-fA-F]{7,64}", v) and _GIT_CONTEXT.search(line):
        return True
    if _IBAN.fullmatch(v.replace(" ", "")) and _iban_ok(v.replace(" ", "")):
        return True
    if re.fullmatch(r"[\w.-]+\.(?:com|org|net|io|dev|app|json|yaml|yml|txt|pem|key|env|cfg|conf|ini|toml|py|js|ts)", v):
        return True  # a host or a file name
    if re.fullmatch(r"[A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)+(?:\(.*)?", v) and not any(c.isdigit() for c in v):
        return True  # a dotted attribute or a call
    if re.fullmatch(r"[A-Za-z_]\w*\(.*", v):
        return True  # a call
    # an environment variable's NAME
    return re.fullmatch(r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+", v) is not None


def password_literal(v: str) -> bool:
    """A string literal's content shaped like a password: :func:`shape_ok`, an "=" inside it read as one of its
    symbols (a literal holds one value, not code: ``"v=CWGdwqUDY_s.exG6"``, ``'ORBIT=paprika352'``)."""
    return bool(v) and (shape_ok("password", v, "", stated=True) or (
        "=" in v.rstrip("=") and shape_ok("password", v.replace("=", "!"), "", stated=True)))


def _spelled(text: str, start: int, stop: int) -> tuple[int, int, str] | None:
    """Characters given one by one from ``start`` (``T h u n d 3 r``, ``k, 1, f, y``): their span and the value."""
    m = re.compile(r"(?:[^\s,;](?:[ ]|,[ ]?|;[ ]?|[ ]-[ ]|\.[ ]?)){6,}[^\s,;.]").match(text, start, stop)
    if m is None:
        return None
    chars = re.sub(r"[\s,;.-]", "", m.group())
    return (m.start(), m.end(), chars) if len(chars) >= 7 else None


def _decoded_base64(v: str) -> str | None:
    if not re.fullmatch(r"[A-Za-z0-9+/]{8,}={0,2}", v) or len(v) % 4:
        return None
    try:
        raw = base64.b64decode(v, validate=True).decode("ascii")
    except (binascii.Error, ValueError):
        return None
    return raw if raw.isprintable() else None


def _loose_password(v: str) -> bool:
    """A password the ASCII shapes refuse but a label of the lexicon vouches for: letters (some outside ASCII, or upper
    with lower case) with digits, joined by a symbol such as "=" or "*" ("Łódka*1796", "Ğalaba=9438", "gxwo=3327TKQ"),
    8 to 64 characters, not an address, a URL, a UUID, a version or a date."""
    if not 8 <= len(v) <= 64 or re.search(r"[\s\"'`<>(){}\[\]]|://", v) or _EMAIL.fullmatch(v):
        return False
    if _UUID.search(v) or _VERSION.fullmatch(v) or _DATE_TIME.fullmatch(v) or _PLACEHOLDER.search(v):
        return False
    letters = [c for c in v if c.isalpha()]
    return (any(c.isdigit() for c in v) and bool(letters) and any(not c.isalnum() for c in v)
            and (not all(c.isascii() for c in letters)
                 or (any(c.isupper() for c in letters) and any(c.islower() for c in letters))))


def shape_ok(kind: str, v: str, line: str, *, stated: bool, loose: bool = False, first: bool = False) -> bool:
    """``v`` is shaped like a secret of ``kind`` ("password", "code" or "key"); ``stated`` when a connector
    (":", "=", "is") stands between the context word and the value. ``loose`` (after a label of the lexicon): a value
    in full-width forms is read as its ASCII (NFKC), and a password may hold letters outside ASCII or "=". ``first``:
    the value is the first token after its context word or after the "is" that follows it ("gate code 2048")."""
    if loose:
        folded = unicodedata.normalize("NFKC", v)
        if folded != v and folded.isascii():
            v = folded
        if kind == "password" and _loose_password(v):
            return True
    if _rejected(v, line):
        return False
    digits = re.sub(r"[ -]", "", v)
    if digits.isdigit():
        n = len(digits)
        # A year is no code ("the code changed in 2019"), but four digits right after a code word or right after the
        # "is" that follows it are that code whatever they look like ("gate code 2048", "Codul ... este 1950": round 16)
        year = n == 4 and digits[:2] in ("19", "20") and not (kind == "code" and first)
        if len(set(digits)) == 1 or year or (n == 8 and digits[:2] in ("19", "20")
                                                                                and "01" <= digits[4:6] <= "12"):
            return False
        if kind == "code":
            return 4 <= n <= 10 and len(v) <= 12
        if kind == "password":
            return 4 <= n <= 16 and (stated or n >= 6)
        return 13 <= n <= 40
    if kind == "code" and len(v) >= 16:
        kind = "key"  # a TOTP seed, a long recovery code, a Wi-Fi key under "code"
    elif kind == "code":
        return (5 <= len(v) <= 10 and v.isalnum() and v.upper() == v and sum(c.isdigit() for c in v) >= 2
                and any(c.isalpha() for c in v)) and not re.fullmatch(r"[A-Z]+\d+", v)
    if kind == "password":
        if not stated and re.fullmatch(r"[a-z]{2,8}-\d{1,3}", v):
            return False  # a word glued to a number: a Bantu concord before a count ("eziyi-12"), "covid-19" (round 16)
        if _words_joined(v):
            return True
        if _IDENTIFIER.fullmatch(v):
            return False
        if len(v) < 6 or len(v) > 80:
            return False
        if _decoded_base64(v) is not None and len(v) >= 12:
            return True
        return (_random_mix(v) and not re.fullmatch(r"[A-Za-z]+\d{1,2}", v)) or (
            _random_mix(v) and stated and len(v) >= 8)
    # key
    if _NAME_WITH_NUMBERS.fullmatch(v):
        return False  # analytics_2024_q3_dashboard: a name
    if re.fullmatch(r"0x[0-9a-fA-F]{40}", v):
        return False  # an account address, public
    if re.fullmatch(r"(?:0x)?[0-9a-fA-F]{32,130}", v):
        return True
    if re.fullmatch(r"[A-Z2-7]{16,}=*|[a-z2-7]{16,}=*", v) and sum(c.isdigit() for c in v) >= 2:
        return True  # base32: a TOTP seed, an Azure DevOps PAT
    if _B58_VALUE.fullmatch(v) and base58check(v):
        return True  # a WIF private key
    body = re.sub(r"[^A-Za-z0-9]", "", v)
    return (len(v) >= 16 and len(body) >= 14 and any(c.isdigit() for c in body) and any(c.isalpha() for c in body)
            and ((any(c.isupper() for c in body) and any(c.islower() for c in body)) or len(body) >= 24)
            and entropy(v) >= 3.5)


_PIECE = re.compile(r"[A-Za-z0-9+/=_-]{3,12}")


def _cut_value(kind: str, text: str, tokens: list[tuple[int, int]]) -> tuple[int, int] | None:
    """A value cut by spaces after a connector: three or more pieces of 3-12 characters ending the line or a clause
    ("kupv srou ejzh wbsh", "ZroiAYaU  mkZehj  8ISVbnV ...", "2lbl asfd nyei 3dgs ..."), joined and read as one value
    of ``kind``; four groups of four lower-case letters are an app password."""
    run: list[tuple[int, int]] = []
    for a, b in tokens:
        if not _PIECE.fullmatch(text[a:b]) or (run and a - run[-1][1] > 3):
            break
        run.append((a, b))
    after = text[run[-1][1]:run[-1][1] + 3].strip() if run else ""
    if len(run) < 3 or (len(run) < len(tokens) and not after.startswith(("(", "—", "-", "#"))):
        return None
    pieces = [text[a:b] for a, b in run]
    from . import spelled  # (spelled.py builds on this module: imported when first needed)
    said = next((n for n, p in enumerate(pieces) if not spelled.digit_words([p])), len(pieces))
    if said >= 4:
        return run[0][0], run[said - 1][1]  # a code read aloud in four or more digit words ("seis tres tres tres")
    joined = "".join(pieces)
    if all(re.fullmatch(r"[a-z]{4}", p) for p in pieces) and len(pieces) == 4:
        # an app password: four groups of four random letters, not four words ("must must room room", round 28)
        return (run[0][0], run[-1][1]) if bip39.unlike_words(" ".join(pieces)) else None
    if (kind == "key" and len(pieces) >= 4 and any(c.isdigit() for c in joined)
            and (all(re.fullmatch(r"[a-z2-7]{4}", p) for p in pieces)
                 or all(re.fullmatch(r"[A-Z2-7]{4}", p) for p in pieces))):
        return run[0][0], run[-1][1]  # base32 in groups of four: an authenticator's setup key
    random = sum(1 for p in pieces if re.search(r"\d|[a-z][A-Z]|[A-Z][a-z]*[A-Z]", p))
    if 2 * random < len(pieces):
        return None
    return (run[0][0], run[-1][1]) if shape_ok("key" if len(joined) >= 16 else kind, joined, "", stated=True) else None


def value_after(kind: str, text: str, start: int, word_start: int | None = None, *,
                loose: bool = False) -> tuple[int, int] | None:
    """The span of a value shaped like a secret of ``kind`` among the few tokens after ``text[:start]`` (a context
    word's end) on its line, or on the next line when the context's line ends there; None when a label, a word of
    talk about the secret, or the end of the sentence comes first. ``loose``: after a label of the lexicon (see
    :func:`_walk`)."""
    span = _walk(kind, text, start, loose=loose)
    if span is None:
        return None
    # The context of the line (at most 200 characters each side), read only for a value found (rare in ordinary text).
    line_start = max(text.rfind("\n", 0, start) + 1, start - 200)
    line_end = text.find("\n", start)
    line = text[line_start:min(start + 200, len(text) if line_end < 0 else line_end)]
    if _PUBLIC.search(line):
        return None
    # "code" alone says nothing: it must say what it opens or proves, and not be a zip, error or promo code.
    if kind == "code" and (_NOT_A_CODE_AFTER.match(text, start) or _DRAWN_NUMBERS.search(line)):
        return None
    if (kind == "code" and word_start is not None and _BARE_CODE.fullmatch(text[word_start:start])
            and (_NOT_A_CODE.search(text, max(line_start, word_start - 30), word_start)
                 or not _CODE_PURPOSE.search(line))):
        return None
    return span


# After a label of the lexicon, in a language whose words of talk about secrets the walk does not know: the value must
# come within this many words when no connector says it is stated ("La pasvorto por la banko estas X": 4).
_LEXICON_UNSTATED = 4
# Letters of scripts written without spaces, and full-width punctuation: a particle glued to a value ("はWeekend66",
# "Ærlig!1043로", "改成0eS3p9S7g了"), not part of it.
_GLUED_SCRIPT = ("[\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff\u0f00-\u0fff\u3000-\u303f\u3040-\u9fff\uac00-\ud7af"
                 "\uff0c\uff1a\uff08\uff09]+")


def _unglued(v: str, start: int) -> tuple[str, int]:
    """``v`` without particles of an unspaced script glued before or after it, and its new start."""
    lead = re.match(_GLUED_SCRIPT, v)
    if lead is not None and lead.end() < len(v):
        v, start = v[lead.end():], start + lead.end()
    return re.sub(_GLUED_SCRIPT + "$", "", v), start


def _unwrap_unicode(v: str, start: int) -> tuple[str, int]:
    """``v`` without quotes or trailing sentence punctuation, its letters outside ASCII kept ("Łódka*1796,")."""
    if len(v) >= 2 and _QUOTES.get(v[0]) == v[-1]:
        return v[1:-1], start + 1
    lead = len(v) - len(v.lstrip(_STRIP_START))
    core = v[lead:].rstrip(_STRIP_END + "،۔")
    return core, start + lead


# Round 15: a word of a script whose vowel signs are combining marks (Khmer, Lao, Thai, Sinhala, Devanagari, Tamil
# ...: "ទ្វារ", "අංකය"), which \w does not match: letters and marks only.
MARKED_WORD = re.compile(r"(?:[^\W\d_]|[\u0300-\u036f\u0900-\u0dff\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff])+")


_PLACE_PREPOSITIONS = frozenset(["in", "inside", "on", "under", "at", "behind"])
# Korean and Japanese topic and subject particles, written apart from their word ("비밀번호는 2005"): "is" too.
_TOPICS = frozenset(["는", "은", "이", "가", "は", "が"])
# "is" between a context word and its value: it states the value. Round 16 added Romanian "este", Swahili "ni", Welsh
# "yw", Maltese "huwa" / "hija", Luxembourgish "ass", Somali "waa", Igbo "bụ", Xhosa "ithi".
_COPULAS = frozenset(["is", "es", "est", "ist", "é", "è", "là", "to", "adalah", "jest", "är", "er", "on", "=", ":",
                      "este", "ni", "yw", "huwa", "hija", "ass", "waa", "bụ", "ithi",
                      # and "changes to", "becomes" ("el código de la alarma cambia a 8691")
                      "cambia", "cambió", "cambiato", "devient", "wordt", "wird", "becomes", "blir"])
_COPULAS_AND_TOPICS = _COPULAS | _TOPICS
# The word for a user before a token (round 16): that token is the account's name ("for user femi_616").
_USER_WORDS = frozenset(["user", "username", "benutzer", "utilisateur", "usuario", "utente", "gebruiker", "użytkownik",
                         "uživatel", "usuário", "utilizador"])


def _walk(kind: str, text: str, start: int, *, loose: bool = False) -> tuple[int, int] | None:
    """:func:`value_after`'s reading of the tokens after the context word; ``loose`` (a lexicon label): a value glued
    to particles of an unspaced script is read without them, shapes as :func:`shape_ok` says, reach shortened."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", start)
    line_end = len(text) if line_end < 0 else line_end
    line = text[max(line_start, start - 200):min(line_end, start + 200)]
    # (round 35: the word's own line only - a word first on its line, "pass: X" under a URL line with a port, took the
    # lines before it as its token)
    token_start = max(line_start, text.rfind(" ", line_start, start) + 1)
    if "://" in text[token_start:start] or "?" in text[token_start:start]:
        return None  # the word is part of a URL (its path or query), whose credentials other rows read
    stated = False
    glued = _GLUED_CONNECTOR.match(text, start, line_end)
    if glued is not None and glued.end() > start:
        start, stated = glued.end(), True
    else:
        while start < line_end and text[start] in "\"'`)]」»":
            start += 1  # the word's closing quote ("key 'password' is ..."), not a value's opening one
    stop = min(line_end, start + 160)
    rest = text[start:stop]
    if not rest.strip() and stated and text[start - 1:start] in ":：" and line_end < len(text):
        # "Password:\n  Xy7..." : the next line's first token.
        nxt = text.find("\n", line_end + 1)
        nxt = len(text) if nxt < 0 else nxt
        tokens = _tokens(text, line_end + 1, min(nxt, line_end + 1 + 160))[:1]
        if len(tokens) != 1 or re.search(r"[=:]", text[tokens[0][0]:tokens[0][1]]):
            return None  # the next line is a setting of its own
    else:
        tokens = _tokens(text, start, stop)
    between = 0
    in_parens = False
    for_phrase = False
    for i, (a, b) in enumerate(tokens):
        raw = text[a:b]
        if in_parens or (raw.startswith(("(", "（")) and not raw.endswith((")", "）"))):
            # "(in pieces, join them):", "(can't scan QR):": an aside between the word and its value
            in_parens = not raw.rstrip(":：,").endswith((")", "）"))
            stated = stated or raw.endswith((":", "："))
            between += 1
            if between > _MAX_BETWEEN + 4:
                return None
            continue
        if i > 0 and raw.lower() in _PLACE_PREPOSITIONS and text[tokens[i - 1][0]:tokens[i - 1][1]].lower() in (
                "is", "was", "are", "were", "lives", "stays"):
            return None  # "the password is in 1Password", "is on the sticky note": where it is kept, not it
        if stated and kind != "code":
            cut = _cut_value(kind, text, tokens[i:])
            if cut is not None:
                return cut
        if raw in (":", "=", "：", "->", "→", "=>", "-", "—", "–") or re.fullmatch(r"[^\W\d][\w.'-]{0,40}[:=：]", raw):
            stated = True
            if raw in (":", "=", "：", "->", "→", "=>", "-", "—", "–"):
                continue
            word = raw.rstrip(":=：").lower().strip("_-")
            labelled = word in _LABEL_WORDS or word.removesuffix("s") in _LABEL_WORDS
            if labelled and not (for_phrase and word in _FOR_LABELS):
                return None
            between += 1
            if between > _MAX_BETWEEN:
                return None
            continue
        if loose and kind == "password" and (between <= _LEXICON_UNSTATED or stated):
            lv, ls = _unglued(*_unwrap_unicode(raw, a))
            if _loose_password(unicodedata.normalize("NFKC", lv)) and _SUBJECT.match(text, b) is None:
                return ls, ls + len(lv)
        if (kind == "password" and not stated and i > 0
                and text[tokens[i - 1][0]:tokens[i - 1][1]].lower() in _USER_WORDS):
            between += 1  # "credentials for user femi_616 (password not logged)": the account's name, not its password
            continue
        v, vs = _unwrap(raw, a)
        if loose:
            v, vs = _unglued(v, vs)
        if kind == "password" and stated and _EMAIL.fullmatch(v):
            between += 1  # the login's mail before its password ("Zugangsdaten: hiro@x.no und 92P2c...": round 16)
            continue
        keypad = _KEYPAD.fullmatch(v) if kind != "key" else None
        if keypad is not None:  # a keypad's code with its "#" or "*" key ("#8897*", "858068#"): the digits
            v, vs = keypad.group("d"), vs + keypad.start("d")
        if not v:
            continue
        plain = v.isalpha() and v.isascii() and (v.islower() or v.istitle() or v.isupper())  # a word: no shape
        if kind == "password" and len(v) == 1:
            spelled = _spelled(text, a, stop)
            if spelled is not None and len(spelled[2]) <= 40 and _random_mix(spelled[2]):
                return spelled[0], spelled[1]
        if not plain and (between <= (_LEXICON_UNSTATED if loose else _MAX_UNSTATED) or stated) and shape_ok(
                kind, v, line, stated=stated or raw != v, loose=loose,
                first=i == 0 or text[tokens[i - 1][0]:tokens[i - 1][1]].lower() in _COPULAS_AND_TOPICS):
            after = (_DEFINITION if kind == "code" else _SUBJECT).match(text, b)
            if after is None:
                return vs, vs + len(v)
            between += 1  # the value named what the secret is for: go on
            continue
        low = v.lower().strip(",.;")
        for_phrase = for_phrase or low in _FOR
        # After a lexicon label the words that say what the secret is for are in a language the walk may not know
        # ("Kata sandi email saya X", "sandi bank abdi X"): a label of what it opens does not take the value.
        for_label = (for_phrase or loose) and low in _FOR_LABELS
        if (not for_label and low.strip("_-") in _LABEL_WORDS) or low in _TALK_WORDS:
            return None
        if raw[-1:] in ".!?;" and not raw.endswith("...") and len(raw) > 1 and (raw[:-1].isalpha() or (
                raw[:-1].isalnum() and text[b:b + 2].startswith((" ", "\n")) and text[b + 1:b + 2].isupper())):
            return None  # the sentence ended ("... code is R7772. Die Rechnung 17304": not that code)
        if low in _COPULAS:
            stated = True
        # (a name with a mark inside is a word too: "FRITZ!Box", "AT&T", "Disney+", round 28)
        if not (low in _CONNECTOR_WORDS or (v.isalpha() and len(v) <= 20) or re.fullmatch(r"\(?[\w'!&+-]+\)?,?", v)
                or (len(v) <= 30 and MARKED_WORD.fullmatch(v))):
            return None
        between += 1
        if between > _MAX_BETWEEN:
            return None
    return None


# Round 18: a value with every class of character (lower and upper case, a digit, a symbol: "Road408#",
# "Theory_snack04", "73nXovFFz4Dpv4!") later in the sentence of a password word, past the few words the walk reads.
# What the password is for takes many words in many languages ("Parola de la contul de filme al bunicii e X", "Ko te
# kupuhipa o te pūkete kiriata a kui ko X"), in words the walk does not know; a value of that shape is no word of
# them. The sentence ends at a line break or at ". ", "! ", "? ", "。".
_STRONG_TOKEN = re.compile(r"(?<!\S)[\"'«“„(]?(?P<v>(?=\S*[a-z])(?=\S*[A-Z])(?=\S*[0-9])"
                           r"(?=\S*[^A-Za-z0-9\s.,;:!?\"'»”)])[^\s\"'»”()<>\[\]{}]{8,40}?)[\"'»”)]?[.,;:!?]?(?=\s|$)")
_SENTENCE_END = re.compile(r"\n|[.!?](?=\s)|。")
_STRONG_REACH = 16  # words between the password word and the value, at most
_NAMED_STANDARD = re.compile(r"[A-Z]{2,}\d*[-_][A-Z][a-z]+")  # WPA2-Personal, SHA256-Crypt: a standard's name


def passphrase_later(text: str, start: int) -> tuple[int, int] | None:
    """The span of a passphrase of list words (:func:`.bip39.passphrase_after`) in the sentence after ``start`` (a
    password word's end), within :data:`_STRONG_REACH` words; None when the sentence talks about passwords."""
    end = _SENTENCE_END.search(text, start, min(len(text), start + 240))
    stop = end.start() if end is not None else min(len(text), start + 240)
    span = bip39.passphrase_after(text, start, stop)
    if span is None:
        return None
    between = text[start:span[0]].split()
    if len(between) > _STRONG_REACH or any(w.lower().strip(",.:;") in _TALK_WORDS for w in between):
        return None
    return span


def strong_later(text: str, start: int) -> tuple[int, int] | None:
    """The span of a value with every class of character in the sentence after ``start`` (a password word's end),
    within :data:`_STRONG_REACH` words; None when the sentence talks about passwords (a rule, an example)."""
    end = _SENTENCE_END.search(text, start, min(len(text), start + 240))
    stop = end.start() if end is not None else min(len(text), start + 240)
    # a value the sentence goes on about ("router R2D2-Office is printed on the label") names what the password is for
    m = next((m for m in _STRONG_TOKEN.finditer(text, start, stop) if _SUBJECT.match(text, m.end()) is None), None)
    if m is None:
        return None
    v = m.group("v")
    between = text[start:m.start()].split()
    if ("<" in text[start:m.start()] or len(between) > _STRONG_REACH or _EMAIL.search(v) or "://" in v
            or _NAMED_STANDARD.fullmatch(v) or _PLACEHOLDER.search(v)
            or any(w.lower().strip(",.:;") in _TALK_WORDS for w in between)):
        return None
    return m.span("v")


# ------------------------------------------------------------------------------------------------
# Lists: recovery codes and seed phrases, wherever they stand in the text (before or after their heading).
# ------------------------------------------------------------------------------------------------

_LIST_ASCII = ("backup codes", "backup code", "recovery codes", "recovery code", "codes", "respaldo", "secours",
               "wiederherstellungscodes", "backupcodes", "notfallcodes", "seed", "seed phrase", "mnemonic",
               "recovery phrase", "secret phrase", "seed words", "12 words", "24 words", "kody zapasowe",
               "herstelcodes")
_LIST_OTHER = ("ニーモニック", "助记词", "助記詞", "リカバリーコード", "バックアップコード", "복구 코드", "сид-фраза",
               "резервные коды", "códigos")
LIST_WORDS = WordFinder(_alternation(_LIST_ASCII, _LIST_OTHER), (*_LIST_ASCII, *_LIST_OTHER), once=True)
LIST_ANCHORS = (*_LIST_ASCII, *_forms(_LIST_OTHER))
_CODE_ITEM = re.compile(r"(?<![\w.:/-])(?:[A-Za-z0-9]{4,6}-[A-Za-z0-9]{4,6}|[A-Za-z0-9]{6,12})(?![\w.:/-])")
# Words separated by spaces, commas or newlines, or numbered one per line ("1. addict\n2. auto\n...").
_SEED_RUN = re.compile(r"(?<![\w-])[a-z]{3,8}(?:[ \t\n,]+(?:\d{1,2}[.):][ \t]*)?[a-z]{3,8}){11,23}(?![\w-])")
_NOT_SEED = frozenset(["the", "and", "for", "are", "was", "with", "this", "that", "from", "into", "your", "you",
                       "have", "has", "not", "but", "them", "they", "will", "then", "down", "write", "keep",
                       "store", "never", "please", "these", "those", "here", "there", "what", "when", "which"])


def code_list(text: str) -> tuple[int, int] | None:
    """Three or more distinct codes (6-12 letters and digits, or two groups joined by "-", each holding a digit and
    a letter or eight digits and more, not a date or a time), or a seed phrase of 12 to 24 lower-case words none
    of which is a word of a sentence: the span of the first to the last."""
    items = [m for m in _CODE_ITEM.finditer(text)
             if (re.search(r"\d", m.group()) and (re.search(r"[A-Za-z]", m.group()) or len(m.group()) >= 8))
             and not _DATE_TIME.fullmatch(m.group()) and not _ALGORITHM.fullmatch(m.group())
             and not (m.group().isalpha() or re.fullmatch(r"[A-Za-z]+\d{1,3}|\d{1,3}[A-Za-z]+", m.group()))]
    if len({m.group() for m in items}) >= 3:
        return items[0].start(), items[-1].end()
    for m in _SEED_RUN.finditer(text):
        words = list(re.finditer(r"[a-z]+", m.group()))
        # The run may begin with its heading's words ("recovery phrase\n1) orbit ..."): the last 12-24 words.
        for n in (24, 21, 18, 15, 12):
            if len(words) >= n and not _NOT_SEED.intersection(w.group() for w in words[-n:]) and (
                    n == len(words) or n >= len(words) - 3) and len({w.group() for w in words[-n:]}) >= n - 2:
                # (a seed repeats at most two words, as bip39.seed_phrase reads it: "meeting meeting ..." is none)
                return m.start() + words[-n].start(), m.end()
    return None


# Round 10: a list of backup codes by its layout alone, whatever its heading's language ("Yedek kodlar", "Mã dự
# phòng", "2FA-koodit varalle"): five lines or more, each only one code (a bullet or a number before it allowed), all
# different, all of one shape: two groups of four digits (Google's "9684 9541"), two groups of letters and digits
# joined by "-" (GitHub's, Discord's "4edlq-lw164"), or one run of 8-12 lower-case or upper-case letters and digits
# of one length, most of them mixing both (Proton's, Instagram's). Not a list of short commit hashes (all hex), nor of
# identifiers sharing a prefix ("SKU00123", "INV-2024-..."), nor of names with a number after them ("ORDER1234").
# Round 29: three groups too ("8fqd-41z0-vwah"), and two codes a line in two columns ("6219 9960    8959 0821",
# "KA9NSV6MHJ    FYTQHNL69L"); a list of hexadecimal codes ("122c6-25ec9") is taken under a heading that names codes.
_CODE = (r"\d{4} \d{4}|[a-z0-9]{4,6}(?:-[a-z0-9]{4,6}){1,2}|[A-Z0-9]{4,6}(?:-[A-Z0-9]{4,6}){1,2}|[a-z0-9]{8,12}|"
         r"[A-Z0-9]{8,12}")
_CODE_LINE = re.compile(r"[ \t]*(?:[-*•·]|\d{1,2}[.)])?[ \t]*(?P<c>" + _CODE + r")(?:[ \t]{2,}(?P<c2>" + _CODE
                        + r"))?[ \t]*")
_CODES_NAMED = re.compile(r"(?i:recovery|backup|codes\b|save these)")
_MIN_CODE_LINES = 5


def _code_shape(c: str) -> str:
    return re.sub(r"[a-z]", "a", re.sub(r"[A-Z]", "A", re.sub(r"\d", "9", c)))


def _code_run(codes: list[str], named: bool = False) -> bool:
    if len(set(codes)) < len(codes):
        return False
    first = codes[0]
    if re.fullmatch(r"\d{4} \d{4}", first):
        return all(re.fullmatch(r"\d{4} \d{4}", c) for c in codes)
    if len({len(c) for c in codes}) > 1 or len({c.isupper() or c.isdigit() for c in codes}) > 1:
        return False
    if not named and all(re.fullmatch(r"[0-9a-f-]+", c) or re.fullmatch(r"[0-9A-F-]+", c) for c in codes):
        return False  # short commit hashes, hex ids
    low, high = min(codes), max(codes)  # the shortest common prefix is that of the first and last in order
    if low[:2] == high[:2] or all(re.fullmatch(r"[A-Za-z]+-?\d+", c) for c in codes):
        return False
    mixed = sum(bool(re.search(r"\d", c)) and bool(re.search(r"[A-Za-z]", c)) for c in codes)
    return mixed * 2 >= len(codes) and len({_code_shape(c) for c in codes}) * 2 > len(codes)


def code_lines(text: str) -> tuple[int, int] | None:
    """The span of a list of five or more backup codes, one per line (see above), or None."""
    if text.count("\n") < _MIN_CODE_LINES - 1:
        return None
    run: list[tuple[int, int, str]] = []
    pos = 0
    for line in [*text.split("\n"), ""]:
        m = _CODE_LINE.fullmatch(line)
        if m is not None:
            run.append((pos + m.start("c"), pos + m.end("c"), m.group("c")))
            if m.group("c2") is not None:
                run.append((pos + m.start("c2"), pos + m.end("c2"), m.group("c2")))
        else:
            if len(run) >= _MIN_CODE_LINES and _code_run([c for _, _, c in run], _CODES_NAMED.search(text) is not None):
                return run[0][0], run[-1][1]
            run = []
        pos += len(line) + 1
    return None


# ------------------------------------------------------------------------------------------------
# Pairs and flags: "user / password", "-u user ... -p 'password'", a secret passed to a constructor.
# ------------------------------------------------------------------------------------------------

_PAIR_CONTEXT = re.compile(r"(?i:\b(?:user|username|login|admin|root|account|credentials?|creds|identifiants?|"
                           r"zugang\w*|benutzer|usuario|utente|utilisateur|cuenta|conta|konto|auth)\b)")
PAIR = re.compile(r"(?<![\w/.:-])(?P<u>[\w.@+-]{2,64})[ \t]/[ \t](?P<v>[^\s/]{6,64})")
PAIR_ANCHORS = (" / ", " /\t", "\t/ ", "\t/\t")


# Round 14: "vpn: dkowalski / Ollie.1995#", "ParentPay: dieter71 / zorro3831!", "Spotify family: a@b.com / x — ...":
# a service's name as the line's label, then a user name and a password and nothing else (an aside after a dash or a
# parenthesis). The label names no account, so the pair's own shape must say it: a user name in lower case (a handle
# or an e-mail address, starting with a letter) and a password holding a digit and an upper-case letter or a symbol,
# the marks of a password that a product, model or version ("Galaxy-S24", "ICE-5678", "Python3.11") does not make: a
# symbol of a password ("!", "#", "$", "&", "*" ...), words joined by "." or "-" and then digits ("simba.girasol35"), or
# digits among its letters ("L1v3rp00l").
_SERVICE_LABEL = re.compile(r"[ \t]*(?:[-*•][ \t]+)?[^\W\d_][\w.&'’ -]{0,30}:[ \t]*")
_HANDLE = re.compile(r"[a-z][a-z0-9._-]{1,40}(?:@[a-z0-9-]+(?:\.[a-z0-9-]+)+)?")
_AFTER_PAIR = re.compile(r"[ \t]*(?:$|[—–(]|-[ \t]|,[ \t])")
_VERSION_LIKE = re.compile(r"[A-Za-z]+[ _-]?v?\d+(?:\.\d+)+")
_PASSWORD_MARK = re.compile(r"[!#$%&*?@^~+=]|^[a-z]{3,}(?:[.-][a-z]{3,})+\d{2,}$|^(?=.{8}).*[A-Za-z]\d+[A-Za-z]")


def _service_pair(line: str, u_at: int, v: str, v_end: int, u: str) -> bool:
    """The pair is a line's whole value after a service's label (see above)."""
    return (_SERVICE_LABEL.fullmatch(line, 0, u_at) is not None and _HANDLE.fullmatch(u) is not None
            and _AFTER_PAIR.match(line, v_end) is not None and any(c.isdigit() for c in v)
            and _PASSWORD_MARK.search(v) is not None and _VERSION_LIKE.fullmatch(v) is None
            and not _DATE_TIME.search(v))


def pair(m: re.Match[str]) -> tuple[int, int] | None:
    """``user / password`` on a line that speaks of an account, or after a service's label: the second shaped like a
    password."""
    text = m.string
    line_start = text.rfind("\n", 0, m.start()) + 1
    line_end = text.find("\n", m.end())
    line = text[line_start:len(text) if line_end < 0 else line_end]
    if _PUBLIC.search(line):
        return None
    v, vs = _unwrap(m.group("v"), m.start("v"))
    u_at, v_end = m.start("u") - line_start, vs + len(v) - line_start
    if not _PAIR_CONTEXT.search(line) and not _service_pair(line, u_at, v, v_end, m.group("u")):
        return None
    if _IDENTIFIER.fullmatch(v) or not shape_ok("password", v, line, stated=True) or v.isdigit():
        return None
    return vs, vs + len(v)


# Round 16: a device's default user, "and", its password ("Router-Login ist immer noch admin und Passw0rd!", "the NAS is
# root and Xk9#..."): the user one of the names devices ship with, the line naming a login beside it.
PAIR_AND = re.compile(r"(?<![\w.@+-])(?P<u>(?i:admin|administrator|root|guest|ubnt|supervisor))[ \t]+"
                      r"(?i:and|und|y|et|e|en|og|och|ve|és)[ \t]+(?:(?i:the|das|la|le|il|o|a)[ \t]+)?"
                      r"(?:(?i:password|passwort|kennwort|clave|contraseña|mot de passe|senha|wachtwoord)[ \t]+)?"
                      r"(?P<v>[^\s/]{6,64})")
PAIR_AND_ANCHORS = ("admin", "root", "guest", "ubnt", "supervisor")
_LOGIN_WORD = re.compile(r"(?i:log-?in|user|benutzer|usuario|utente|utilisateur|account|konto|cuenta|conta|"
                         r"credentials?|zugang\w*|identifiants?)")


def pair_and(m: re.Match[str]) -> tuple[int, int] | None:
    """A device's default user, "and", a password on a line naming a login (:data:`PAIR_AND`)."""
    text = m.string
    line_start = text.rfind("\n", 0, m.start()) + 1
    line_end = text.find("\n", m.end())
    line = text[line_start:len(text) if line_end < 0 else line_end]
    if _PUBLIC.search(line) or not _LOGIN_WORD.search(text, line_start, m.start()):
        return None
    v, vs = _unwrap(m.group("v"), m.start("v"))
    if _IDENTIFIER.fullmatch(v) or v.isdigit() or not shape_ok("password", v, line, stated=False):
        return None  # (not stated: "operator2" after "admin and" is another role's name)
    return vs, vs + len(v)


FLAG = re.compile(r"(?<![\w-])-(?:p|P|pw|pass|password|passwd|secret|token|key)(?:[ \t]+|=|(?=[\"']))"
                  r"(?P<v>'[^'\n]{1,100}'|\"[^\"\n]{1,100}\"|[^\s'\"-][^\s]{0,100})")
FLAG_ANCHORS = ("-p", "-pw", "-pass", "-secret", "-token", "-key")
_USER_FLAG = re.compile(r"(?<![\w-])(?:-u|-U|--user(?:name)?|-l|--login)(?:[ \t=]|(?=[\"']))")


def flag(m: re.Match[str]) -> tuple[int, int] | None:
    """A password given to a command after its user (``-u NAME ... -p'X'``, ``-P "X"``): not a port or a number."""
    text = m.string
    line_start = text.rfind("\n", 0, m.start()) + 1
    if not _USER_FLAG.search(text, line_start, m.start()):
        return None
    v, vs = _unwrap(m.group("v"), m.start("v"))
    if v.isdigit() or _IDENTIFIER.fullmatch(v):
        return None
    if not shape_ok("password", v, text[line_start:m.end()], stated=True) and not _quoted_literal(m.group("v"), v):
        return None
    return vs, vs + len(v)


def _quoted_literal(raw: str, v: str) -> bool:
    """Round 24: a single-quoted argument is literal to the shell, so a value opening on "$", "%", "#" or "." there
    (``-P '%EWsEi2W71NZ'``, ``-P '.paxt329RKO'``) is that password, not a variable, a comment or a path; the rest must
    be shaped like one (letters and digits, mixed case)."""
    rest = v[1:]
    return (raw[:1] == "'" and v[:1] in "$%#." and len(rest) >= 8 and rest.isalnum()
            and any(c.isdigit() for c in rest) and any(c.isupper() for c in rest) and any(c.islower() for c in rest))


CALL = re.compile(r"(?i:wallet|totp|hotp|signer|keypair|privatekeyaccount|from_key|fromsecretkey|secretkey|privatekey)"
                  r"\([ \t]*(?P<v>'[^'\n]{16,200}'|\"[^\"\n]{16,200}\")")
CALL_ANCHORS = ("wallet(", "totp(", "hotp(", "signer(", "keypair(", "privatekeyaccount(", "from_key(", "fromsecretkey(",
                "secretkey(", "privatekey(")


def call(m: re.Match[str]) -> tuple[int, int] | None:
    """A secret literal passed to a constructor that takes one (``Wallet('0x...')``, ``pyotp.TOTP('JBSW...')``)."""
    v, vs = _unwrap(m.group("v"), m.start("v"))
    return (vs, vs + len(v)) if shape_ok("key", v, "", stated=True) else None


# Round 30: a credential word inside an option's NAME, not only as the whole name: a command's flag (``-password "X"``,
# ``--requirepass 'X'``, ``--smb-pass 'X'``, ``--webdav-pass-plain X``) or a ``name=value`` in an option list cut by
# commas (``-o user=deploy,pass=X,vers=3.0``: the value ends at the comma). The NAME is the context whatever words
# sit around the credential's (any tool's flags), unless one of them says the flag holds something else than the
# secret (a file, a command, stdin, a length); the value is judged by its shape as any stated password.
_NAMED_WORD = re.compile(r"(?i:pass(?:word|wd|phrase)?|pwd|secret|token)")
_NAMED_NOT_VALUE = frozenset(["file", "path", "dir", "command", "cmd", "stdin", "env", "var", "hash", "hashed",
                              "length", "len", "id", "name", "url", "uri", "prompt", "min", "max", "policy", "type",
                              "ttl", "expiry", "expires", "header", "helper", "source", "store", "manager", "mode",
                              "reset", "auth", "method", "format", "salt", "rounds", "iterations", "timeout",
                              "lifetime", "count", "from", "program", "script", "hint", "question", "required",
                              "ref", "key", "fd", "encoding", "charset", "algorithm", "algo", "provider", "endpoint"])
NAMED_FLAG = re.compile(r"(?<![\w-])--?(?P<k>[A-Za-z][A-Za-z0-9]*(?:[-_][A-Za-z0-9]+){0,3})(?:[ \t]+|=)"
                        r"(?P<v>'[^'\n]{1,100}'|\"[^\"\n]{1,100}\"|[^\s'\"-][^\s]{0,100})")
OPTION_LIST = re.compile(r"(?i:pass(?:word|wd)?|pwd|secret|token)=(?P<v>[^,\s'\"]{1,100})"
                         r"(?=,[A-Za-z_]+=|[ \t]*$|[ \t]*\n|\s)")
_OPTION_NAME = re.compile(r"(?:^|[,\s])[A-Za-z]{0,20}\Z")
NAMED_ANCHORS = ("pass", "pwd", "secret", "token")
_SOURCE_REF = re.compile(r"(?i:file|env|fd|stdin|keychain|vault|op|secret|ref)(?::|$)")


def _named_credential(name: str) -> bool:
    """``name`` holds a credential word and no word that says the value is something else (:data:`_NAMED_NOT_VALUE`)."""
    parts = [p.lower() for p in re.split(r"[-_]", name) if p]
    if not parts or _NAMED_WORD.search(name) is None:
        return False
    if any(p in _NAMED_NOT_VALUE for p in parts):
        return False
    last = parts[-1]
    return _NAMED_WORD.search(last) is not None or last in ("plain", "value", "literal")


def named_flag(m: re.Match[str]) -> tuple[int, int] | None:
    """A password or a token given to a flag whose name holds a credential word (:data:`NAMED_FLAG`)."""
    if not _named_credential(m.group("k")):
        return None
    raw = m.group("v")
    v, vs = _unwrap(raw, m.start("v"))
    if not v or v.isdigit() or _IDENTIFIER.fullmatch(v) or (v[0] in "$%<{[" and raw[:1] != "'"):
        return None  # (a variable, a template; in single quotes the shell keeps "$" as written)
    if _SOURCE_REF.match(v):
        return None  # where the tool reads the secret from ("-pass file:/etc/key.txt", "env:PW", "fd:3")
    line_start = m.string.rfind("\n", 0, m.start()) + 1
    kind = "password" if re.search(r"(?i)pass|pwd", m.group("k")) else "key"
    ok = shape_ok(kind, v, m.string[line_start:m.end()], stated=True) or (
        kind == "key" and shape_ok("password", v, m.string[line_start:m.end()], stated=True))
    return (vs, vs + len(v)) if ok or _quoted_literal(raw, v) else None


def option_list(m: re.Match[str]) -> tuple[int, int] | None:
    """A password in an option list (:data:`OPTION_LIST`)."""
    v = m.group("v")
    line_start = m.string.rfind("\n", 0, m.start()) + 1
    if _OPTION_NAME.search(m.string, max(line_start, m.start() - 21), m.start()) is None:
        return None  # the word ends a longer name or follows a mark ("--webdav-pass=", "?password="): other rows'
    if v.isdigit() or _IDENTIFIER.fullmatch(v) or v[0] in "$%<{[" or _SOURCE_REF.match(v):
        return None
    return m.span("v") if shape_ok("password", v, m.string[line_start:m.end()], stated=True) else None
