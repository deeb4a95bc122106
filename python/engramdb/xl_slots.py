"""What a question in another language than English asks for, read from a table of slot words across languages
(issue 18, branch xling149, benchmarks/RESULTS.md).

support.slot_first moves a hit holding the asked kind of value (a price, a clock time, a phone number) above a top
hit that holds none, but it reads the asked slot in English (with a handful of German, French, Spanish, Italian and
Portuguese words): "¿Cuánto ofreció la empresa para llegar a un acuerdo?", "A che ora vengono pulite le docce?",
"스타베크의 가족에게 중고 업라이트 피아노를 얼마에 팔았나요?" ask a price, a clock time and a price, and slot_first
reads none of them, so an English note that states the amount or the time ("... offered 6,500 pounds to settle",
"... cleaned at 10:30 and 16:00") stays below a note that only shares the topic. Most such cross-lingual misses
share no name and no number with the answer (xling143's map): what the question asks is what the two share.

_SLOT_WORDS is a general table, as unit_prices' currencies are: the words a question asks a price, a clock time or a
telephone number with, in the languages the sets and their neighbours use. A word of a script with letter case and
word spaces (Latin, Cyrillic, Greek) is matched as a word's start (its endings vary: "kosztuje", "kosztował"); any
other script's word as it stands in the text (Devanagari's vowel signs break a regex word boundary; Han, Kana and
Thai write no spaces). The value each slot is met by is read by its shape, the same in any language: an amount in a
currency (unit_prices.amount_currencies, support's money test), a clock time (support._CLOCK), a telephone number
(support._has_phone).

xl_slot_first (store.XL_SLOT) moves the best-ranked hit of the first SLOT_DEPTH that states the asked value to the top,
when the question is not asked in English, slot_first read no slot in it, the top hit states no such value, the hit
scores at least XL_SLOT_RATIO of the top hit's fused score and neither is marked in conflict with the other.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from .subjects import asks_in_english
from .support import _CLOCK, _CODE, _MONEY, _PRICE, SLOT_DEPTH, _has_phone, _order_slot, first_stating
from .tries import trie_alternation
from .unit_prices import amount_currencies

# slot -> (cased, spaced scripts: words or "_"-joined phrases, matched at a word's start, whole when under 5 letters;
# the other scripts' strings, matched anywhere). Not read (branch xling149's A/B, benchmarks/RESULTS.md): the words
# that ask "how much" of a count as of a price ("сколько", "ile", "berapa", "cé mhéad", bare "얼마": a priced note
# lifted over the count asked) and "when" ("kdy", "когда", "언제": a dated diary note lifted over the standing rule
# that answers in words).
_SLOT_WORDS: dict[str, tuple[str, str]] = {
    "money": (
        # Romance, Germanic, Celtic, Basque, Esperanto, Albanian
        "precio cuesta cuestan costó costaron cobra cobran cobró pagó pagamos pagaron tarifa cuánto_cuest "
        "cuánto_cobr cuánto_pag cuánto_ofreci cuánto_val preu costen costat pagat quant_cost prezzo prezzi costano "
        "costato pagato quanto_cost quanto_pag prezzu preciu pretsch custam custou custaram preço preços pagou "
        "pagaram prix coûte coûtent coûté coûtait payé tarif combien_co combien_pay preis kostet kostete gekostet "
        "bezahlt gebühr prijs kostte betaald tarief kostar kostade koster kostede betalte betalade avgift verð "
        "kostaði praghas costio prìs prezioa zenbat_balio kostas kostis kiom_kost pagis çmim kushton "
        # Slavic, Baltic, Finnic, Hungarian, Romanian, Turkic in Latin letters
        "cena cenu ceny kosztuje kosztował kosztują zapłaci ile_kosztu stojí stál stála stálo zaplatil "
        "kolik_stojí koľko_stojí stane po_čem plačal cijena cijenu košta koštao koštala platio koliko_košta kaina "
        "kainą kainuoja kainavo už_kiek sumokėjo cik_maksā maksāja hind hinda maksab maksis maksoi maksaa hinta "
        "paljonko mennyibe mennyiért kerül fizet preț prețul costă cât_cost plătit fiyat fiyatı ücret ödedi "
        "kaça ne_kadar_para kaç_para qiymət neçəyə narx narxi necha_pul "
        # Cyrillic and Greek
        "цена цену цены стоит стоил стоила стоило стоимость почём заплатил оплата ціна ціну коштує коштував "
        "коштувала вартість заплатив каштуе каштаваў цана кошта коштао чини струва бәя бәясе хакы баға бағасы "
        "қанша_тұрады канча_турат нарх нархи үнэ үнийн төлбөр τιμή τιμές κοστίζει κόστισε κοστίζουν πλήρωσε "
        # Austronesian, African, Pacific, Vietnamese in Latin letters
        "harga biaya bayar presyo magkano bayad bei_gani gharama kiasi_gani shilingi_ngapi owó èló farashi "
        "intengo yimalini malini qiime vidiny totogi totongi tau_o fia_le_tau giá_bao bao_nhiêu_tiền",
        # scripts without letter case or spaces
        "מחיר עולה עלה שילם פּרייז קאָסט קאסט سعر بكم تكلفة يكلف دفع قیمت هزینه پرداخت لاگت بیه کیمت "
        "कीमत दाम लागत शुल्क भुगतान किंमत मूल्य पर्‍यो पर्छ টাকা দাম খরচ মূল্য விலை கட்டணம் செலவு ధర ఖర్చు "
        "ಬೆಲೆ ಶುಲ್ಕ വില ചെലവ് કિંમત ਕੀਮਤ මිල ราคา ລາຄາ តម្លៃ ዋጋ ფასი ღირს գին արժե いくら 値段 価格 料金 "
        "費用 多少钱 多少錢 价格 價格 价钱 费用 收费 얼마에 가격 비용 요금",
    ),
    "clock": (
        "qué_hora que_hora que_horas horario horari quelle_heure horaires che_ora orari orario um_wie_viel_uhr "
        "um_wieviel_uhr wie_spät uhrzeit öffnungszeit hoe_laat openingstijd o_której godziny_otwarcia v_kolik "
        "kolik_hodin otevírací o_koľkej ob_kateri_uri u_koliko_sati radno_vrijeme la_ce_oră ce_oră vilken_tid "
        "hur_dags öppettider hvad_tid åbningstid hva_tid åpningstid mihin_aikaan moneltako aukiolo hány_órakor "
        "órakor nyitvatartás saat_kaçta kaçta saat_kaç cikos darba_laiks kelintą_valandą mis_kell zer_ordutan "
        "kioma_horo o'r_gloch cén_t-am dè_an_uair во_сколько в_котором_часу часы_работы время_работы о_котрій "
        "о_которій години_роботи у_колико_сати в_колко_часа ничәдә сәгать_ничә нешеде soat_nechada хэдэн_цагт "
        "τι_ώρα ωράριο jam_berapa pukul_berapa jam_buka mấy_giờ giờ_mở anong_oras saa_ngapi",
        "באיזו_שעה שעות_פתיחה أي_ساعة ساعات_العمل ساعت_چند چه_ساعتی کس_وقت بجے बजे वाजता কটায় কয়টায় "
        "மணிக்கு గంటలకు ಗಂಟೆಗೆ മണിക്ക് กี่โมง 何時 営業時間 几点 幾點 什么时间 什麼時間 营业时间 몇_시 영업시간",
    ),
    "phone": (
        "telefonnummer telefoonnummer handynummer mobilnummer telefonnumret telefonnummeret puhelinnumero "
        "telefonszám telefonní_číslo telefónne_číslo numer_telefonu номер_телефона номер_телефону nomor_telepon "
        "nomor_hp nambari_ya_simu rhif_ffôn",
        "電話番号 电话号码 電話號碼 전화번호 फ़ोन_नंबर फोन_नंबर رقم_الهاتف شماره_تلفن מספר_טלפון",
    ),
    "phone_word": (
        "teléfono telèfon telefono telefone téléphone telefon telefoon móvil celular cellulare portable puhelin "
        "ffôn телефон τηλέφωνο τηλεφώνου simu",
        "טלפון هاتف جوال تلفن फ़ोन फोन ফোন தொலைபேசி ఫోన్ ಫೋನ್ ഫോൺ โทรศัพท์ 電話 电话 전화",
    ),
    "number_word": (
        "número numero numéro nummer numer číslo číslo broj номер нумар rhif uimhir numri numărul szám nomor "
        "nambari αριθμό αριθμός",
        "رقم شماره מספר नंबर संख्या নম্বর எண் నంబర్ ಸಂಖ್ಯೆ നമ്പർ หมายเลข 番号 号码 號碼 번호",
    ),
}
# xling205: "teacher" - a question asking who taught someone a craft or where / from whom they learned it ("Kto
# nauczył Jana lutować?", "Wo hat Lena das Schweißen gelernt?", "ใครสอน...", "...किससे सीखा?"), answered by a note
# telling the learning ("Jan learned soldering from his uncle in Gdańsk"), which under the hashing embedder shares only
# the person's name with the question and ranked under that person's other notes (a payment id, a plan). The words of
# teaching and learning: a cased script's as a word's start or, for the languages that prefix their verbs (Bantu
# "alimfundisha", "akadzidzisa"; Welsh mutation "ddysgodd"), _INFIX_TEACHER anywhere in a word; the other scripts'
# anywhere. Read only when TEACHER_SLOT is on, after the value slots (a price or a time asked is read first).
_SLOT_WORDS["teacher"] = (
    # Romance, Germanic, Celtic
    "enseñ ensin ensen ensenya aprend aprenent apprendr appris apprit impara imparat imparad insegn 'nsign nsign "
    "învăța învăţa învăț emprend siña gelernt lernte lehrte beigebracht geleerd leerde lærte lærði lærd lært lärde "
    "lärt kenndi lernis instruis múin d'fhoghlaim dysg ddysg 'mparaj 'mparat 'mparà mparaj mparat mparà "
    # Slavic, Baltic, Finnic, Hungarian, Turkic in Latin letters
    "nauč naucz naučil nauczył uczył učil učila naučio naučila vyučil opetti oppi õpetas õppis tanult tanított "
    "tanit mokė išmok iemācīj mācīj öğret öğrend öğrenmi öwren öwret úyren üyren o'rgan o'rget "
    # Austronesian, Vietnamese, Quechua, African in Latin letters
    "belajar mengajar diajar natuto nagturo turo nagtudlo tudlo nangisuro suro aoaoina aʻo akoʻi vakavulic "
    "hanorin sinau dạy học yachar kụzi kyerɛ jàngal rutil baratt teyak tinuru mituru tuturu "
    # Cyrillic, Greek, Armenian, Georgian
    "научи научил навчи навчив учила обучил выучил үйрөн үйрөт үйрен үйрет өйрән өйрәт ўрган "
    "сурсан заасан вӗрен έμαθε έμαθα δίδαξ διδάσκ սովոր սովորեց ասწავლ ისწავლ",
    # scripts without letter case or word spaces, and the infixes of prefixing languages
    "सिख सीख सिखा शिक शिका पाठय পাঠ শিখ শিকা ଶିଖ ਸਿੱਖ ਸਿਖਾ શીખ શીખવ கற்று கற்றுக் నేర్చ నేర్ప ಕಲಿ ಕಲಿಸ പഠിപ്പി "
    "പഠിച്ച ඉගෙන ඉගැන් سکي سيک سیکھ سکھا یاد_گرفت آموخت یاد_داد زده_کړ ښوول علّم تعلّم تعلم "
    "स्यन सयेक ئۆگەت ئۆگەن לימד למד לימדה למדה สอน เรียน ສອນ ຮຽນ သင် បង្រៀន រៀន ተማ ኣስተም ኣምሃ ሰልጠ སློབ "
    "教え 教わ 習っ 学ん 誰教 谁教 邊個教 边个教 跟谁学 跟誰學 學會 学会 "
    "배웠 배우 가르",
)
_INFIX_TEACHER = re.compile(r"[a-z]*(?:fundish|fundis|dzidzis|phunzir|funzw|fundz|kyerɛ|ddysg|kụzi|yigiriz)",
                            re.IGNORECASE)
TEACHER_SLOT = True
# xl218: how many of a recall's first hits the teacher slot reads (the value slots read SLOT_DEPTH). A note telling a
# learning shares only the learner's name with a question in another language, and under a dense embedder the
# learner's other notes (payment links, a weight, the scope's own-language facts) fill the first five; the teacher
# words are rarer than a value slot's and the note must tell a learning, so the slot reads a recall's default k.
# TEACHER_DEPTH = SLOT_DEPTH: main's reading. Also xl218: Icelandic "kenndi" (kenna, to teach) and Luganda
# "-yigiriz-" (ku-yigiriza, to teach: "yayigiriza", taught) among the teacher words.
TEACHER_DEPTH = 10


def slot_depth(slot: str) -> int:
    """How many of a recall's first hits xl_slot_first reads for `slot`: TEACHER_DEPTH for the teacher slot,
    SLOT_DEPTH for a value's."""
    return TEACHER_DEPTH if slot == "teacher" else SLOT_DEPTH
# A note telling who taught whom or where they learned (English), or a teaching word of the table in the note's own
# language.
_TAUGHT = re.compile(r"\b(?:learn(?:ed|t|s|ing)?|taught|teach(?:es)?|trained|apprenticed?|studied)\b")

# The slots in the order they are read: a phone's number first (a phone word with a number word after these), a
# clock's "hour" before a price.
_SLOT_ORDER = ("phone", "clock", "money")


def _pattern(cased: str, other: str) -> re.Pattern[str]:
    """One pattern for a slot's words: `cased` ones at a word's start (whole under 5 letters), `other` anywhere;
    "_" joins a phrase's words. Written as tries (tries.trie_alternation): a question not asked in English is read
    against every slot's words once."""

    def trie(words: list[str], space: str) -> str:
        return trie_alternation(w.replace("_", " ") for w in words).replace("\\ ", space)

    words = set(cased.split())
    parts = [trie([w for w in words if len(w) >= 5], r"\s+"), trie([w for w in words if len(w) < 5], r"\s+")]
    cased_part = "|".join(filter(None, (parts[0], parts[1] and parts[1] + r"(?!\w)")))
    return re.compile("|".join(filter(None, (cased_part and rf"(?<!\w)(?:{cased_part})", trie(other.split(), r"\s*")))))


_PATTERNS = {slot: _pattern(*words) for slot, words in _SLOT_WORDS.items()}


def _money(text: str, low: str) -> bool:
    """An amount in a currency outside an identifier (support._CODE: "certificate number R123456/26/78" is no sum
    of rand), a currency word or sign, or a price's two decimals."""
    return (
        bool(amount_currencies(_CODE.sub(" ", text)))
        or _MONEY.search(low) is not None
        or _PRICE.search(low) is not None
    )


_FILLS: dict[str, Callable[[str, str], bool]] = {
    "money": _money,
    "clock": lambda text, low: _CLOCK.search(low) is not None,
    "phone": lambda text, low: _has_phone(text),
    "teacher": lambda text, low: _TAUGHT.search(low) is not None or _PATTERNS["teacher"].search(low) is not None,
}


@lru_cache(maxsize=4096)
def xl_asked_slot(question: str) -> str | None:
    """The kind of value ("phone", "clock", "money") a question asks for in its own language, by _SLOT_WORDS; None
    for none, for a question asked in English (subjects.asks_in_english) and when support._order_slot reads a slot
    (slot_first's call). Cached: most recalls' questions are read here once."""
    low = question.lower()
    if asks_in_english(question) or _order_slot(low) is not None:
        return None
    found = next((slot for slot in _SLOT_ORDER if _PATTERNS[slot].search(low) is not None), None)
    if found != "phone" and _PATTERNS["phone_word"].search(low) and _PATTERNS["number_word"].search(low):
        found = "phone"  # a phone word asks its number beside a number word only ("Pryd mae'r swyddfa'n ateb y ffôn?")
    if found is None and TEACHER_SLOT and (_PATTERNS["teacher"].search(low) or _INFIX_TEACHER.search(low)):
        found = "teacher"
    return found


def states_slot(slot: str, text: str) -> bool:
    """Whether `text` states a value of `slot`'s kind, read by its shape (_FILLS)."""
    return _FILLS[slot](text, text.lower())


def xl_slot_pick(
    states: Callable[[str], bool],
    texts: list[str],
    finals: list[float],
    ratio: float,
    kept: frozenset[int] = frozenset(),
) -> int | None:
    """The position among a recall's first hits (`texts`, fused scores `finals`, best first) of the best-ranked
    hit whose text `states` the asked value (states_slot of the asked slot) when the top hit's does not, scoring at
    least `ratio` of the top's fused score and not in `kept`; None for none."""
    if len(texts) < 2 or states(texts[0]):
        return None
    return first_stating(states, texts, finals, ratio, kept)
