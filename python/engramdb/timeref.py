"""Time references in a question, and how they set recall's recency term (time hints).

The fused score's recency term (``0.5 ** (age / half_life)``, scoring.py) answers "the newest is likelier"; a
question that names a time asks something else, and the default 60-day half-life answers it badly:

- a question about a *recent window* ("yesterday", "last night", "on Friday", "last week", "the week before last",
  "the Friday before last", "a fortnight ago", "a couple of weeks ago", "this month", "this year", "three days
  ago", "two months ago") wants the memories of that window above older ones, but at 60 days a memory of
  yesterday and one of three weeks ago get almost the same recency (0.99 against 0.79);
- a question about a *date* ("on 24 October", "October 19th", "on the 28th", "am 20. Oktober", "no dia 22 de
  outubro") wants that day's memories, and one about a month told in the past ("What shipped in September?",
  "late September") that month's: a window of DATE_DAYS (7) or MONTH_DAYS (31) centred on the day's (the
  month's part's) latest occurrence up to the recall's clock (recency_offset), as a weekday's; both stay named
  past periods for the change rule (no newer value served first). Before temporal37 (benchmarks/RESULTS.md) they
  had no recency at all, and a date or a month in another language named nothing;
- a question about a *named past period* ("in June", "back in 2025", "two years ago", "last summer") wants
  memories of that period, and recency then pushes every newer memory above them ("the year before last" too);
- a question asking for the *current value* ("now", "latest", "still", "most recent") wants the newest version
  of a fact first, which facts' longer default half-life (270 days, scoring.DEFAULT_HALF_LIVES) orders less
  sharply: it gets a window of CURRENT_DAYS (60) for every layer, when it names no other time.

:func:`time_reference` finds such a reference in a text (English, the phrases below; the recent windows and
weekdays, the months and dates also in Spanish, French, German, Italian, Portuguese, Dutch, the Scandinavian
languages, Polish and Russian as words (the months also in Czech), and in Chinese, Japanese and Korean as
substrings; a year or a month inside an identifier such as "Q-2026-1243" is not one), and :func:`hinted` returns the
recall's weights and half-lives under it: for a recent window of D days every layer's half-life becomes D days (a
memory at the window's far end keeps half its recency term, one a window further a quarter), and a window of a week
or less raises the recency weight to WINDOW_RECENCY (0.25) if it is lower; a date, and a month named in a question
told in the past, keep the recency weight with their window's half-life (DATE_DAYS, MONTH_DAYS), centred on the day
(recency_offset); for another named past period the recency weight becomes 0 (the period's own words, matched
densely and lexically, carry the question; the newest memories are no evidence). Everything else is left as given.
``recall`` and ``recall_many`` apply it to text queries unless ``time_hints=False``; the parameters are per query,
so the native plans stay exact under them (nothing in the score's formula changes). Chosen on the v2 evaluation set,
measured once on the held-out set (benchmarks/RESULTS.md, "Recall quality, second pass"); weekdays, the other
phrasings, the other languages and WINDOW_RECENCY in "Recall quality, temporal pass" (branch temporal28).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, replace
from datetime import date, datetime, timezone
from functools import lru_cache
from typing import Any

from . import month_words
from .month_words import other_date
from .scoring import DEFAULT_HALF_LIFE_DAYS, Weights
from .subjects import asks_in_english

__all__ = ["TimeReference", "as_of", "asks_plan_ahead", "bare_last", "hinted", "names_a_day", "names_a_time",
           "question_reference", "recency_offset", "tells_plan", "time_reference", "told_in_past", "without_window"]

_MONTHS = frozenset(("january", "february", "march", "april", "may", "june", "july", "august", "september",
                     "october", "november", "december"))
_SEASONS = frozenset(("summer", "winter", "spring", "autumn"))
_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
            "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "couple": 2, "few": 3}
# "N units ago" names a recent window reaching one unit past it, for days, weeks and months alike ("about a month ago":
# 62 days, as "last month"); years name a past period. Months were a past period until "Recall quality, fifth
# pass" (benchmarks/RESULTS.md): recency weight 0 left the month's own memory no time signal at all against a scope
# of older facts, which the window gives it, as it does for weeks.
_UNIT_DAYS = {"day": 1, "days": 1, "week": 7, "weeks": 7, "fortnight": 14, "fortnights": 14, "month": 31,
              "months": 31}
_LONG_UNITS = frozenset(("year", "years"))
# Recent windows: one word, or two, and the days they reach back. The shortest window wins when a question names two.
_RECENT_WORDS = {"today": 1.0, "tonight": 1.0, "yesterday": 2.0, "recently": 7.0, "lately": 7.0}
_RECENT_PAIRS = {("this", "morning"): 1.0, ("this", "afternoon"): 1.0, ("this", "evening"): 1.0,
                 ("last", "night"): 2.0, ("this", "week"): 7.0, ("these", "days"): 7.0, ("few", "days"): 7.0,
                 ("this", "weekend"): 7.0, ("last", "weekend"): 9.0, ("past", "weekend"): 9.0,
                 ("last", "week"): 14.0, ("past", "week"): 14.0, ("this", "month"): 31.0, ("last", "month"): 62.0,
                 ("past", "month"): 62.0, ("this", "year"): 365.0, ("i", "går"): 2.0, ("i", "gaar"): 2.0}
# The month names of the other languages the recent windows are read in (nominative; Polish, Russian and Czech also
# in the genitive a date takes, "24 października", "20 октября", and the locative of "in October", "w
# październiku", "в октябре"), by month number: a named past period as an English month is ("im Oktober", "a fine
# de setembro"), and with a day number a date ("am 20. Oktober", "no dia 22 de outubro", "le 3 mars").
_FOREIGN_MONTHS = {word: n for n, words in enumerate((
    "enero janvier januar gennaio janeiro januari styczeń stycznia styczniu январь января январе leden ledna",
    "febrero février fevrier februar febbraio fevereiro februari luty lutego lutym февраль февраля феврале únor "
    "února",
    "marzo mars märz maerz março marco maart mars marzec marca marcu март марта марте březen března",
    "abril avril april aprile kwiecień kwietnia kwietniu апрель апреля апреле duben dubna",
    "mayo mai maggio maio mei maj maja maju май мая мае květen května",
    "junio juin juni giugno junho czerwiec czerwca czerwcu июнь июня июне červen června",
    "julio juillet juli luglio julho lipiec lipca lipcu июль июля июле červenec července",
    "agosto août aout august augustus augusti sierpień sierpnia sierpniu август августа августе srpen srpna",
    "septiembre setiembre septembre september settembre setembro wrzesień września wrześniu сентябрь сентября "
    "сентябре září",
    "octubre octobre oktober ottobre outubro październik października październiku октябрь октября октябре "
    "říjen října",
    "noviembre novembre november novembro listopad listopada listopadzie ноябрь ноября ноябре listopadu",
    "diciembre décembre decembre dezember dicembre dezembro december grudzień grudnia grudniu декабрь декабря "
    "декабре prosinec prosince"), start=1) for word in words.split()}
_MONTH_NUMBERS = {**{m: n for n, m in enumerate(("january", "february", "march", "april", "may", "june", "july",
                                                 "august", "september", "october", "november", "december"), start=1)},
                  **_FOREIGN_MONTHS}
# A date names one day ("on 24 October", "October 24th", "the 3rd of May", "am 20. Oktober", "no dia 22 de
# outubro", "il 7 settembre", "on the 28th": the last such day up to today): a window of DATE_DAYS centred on that
# day (recency_offset), as a weekday's. The words that may stand between the day and the month: "of", "de", "del".
DATE_DAYS = 7.0
# A month named in a question told in the past ("What did we ship in August?") is a window of MONTH_DAYS centred
# on its middle, or on the part of it that the word before it names ("early", "late", "the end of", "Anfang",
# "fin de"): with no recency at all, the month's memory had no time signal against a scope's older facts.
MONTH_DAYS = 31.0
_PART_DAYS = {**dict.fromkeys(("early", "beginning", "start", "début", "debut", "principios", "inicio", "comienzos",
                               "anfang", "inizio", "início", "começo", "begin", "början", "początku"), 5),
              **dict.fromkeys(("mid", "middle", "mitte", "mediados", "meados", "metà", "midden", "mitten",
                               "połowie"), 15),
              **dict.fromkeys(("late", "end", "fin", "finales", "ende", "fine", "fim", "finais", "eind", "slutet",
                               "slutten", "końcu"), 25)}
_DATE_LINKS = frozenset(("of", "de", "del", "di"))
# Month words that are also a name or a common word ("Maja", "Mei", "Marco", "Julio", "mai" in Maori, "mayo",
# "marca": a brand): a month only in a date, after its day number.
_MONTH_ONLY_IN_DATES = frozenset(("maja", "marco", "julio", "marca", "mars", "mei", "maj", "mai", "mayo"))
# What may follow an English "on the 28th" that names a date (not "on the 5th floor", "on the 3rd attempt").
_AFTER_ORDINAL = frozenset(("", "and", "or", "but", "at", "when", "before", "after", "so"))
_ORDINAL = re.compile(r"([1-9]|[12][0-9]|3[01])(?:st|nd|rd|th|er|e|º|o)?")
# A month names a period wherever it stands ("her April trip"), but May only after one of these words (alone it is
# too often a verb).
_MONTH_AFTER = frozenset(("in", "during", "since", "early", "late", "mid", "of"))
_TOKEN = re.compile(r"[\w-]+")
# A weekday names a day of the last week ("What broke on Wednesday?", "last Monday's review", "Thursday morning",
# "since Saturday"): a recent window of WEEKDAY_DAYS, wherever the word stands (the newest such day is at most
# six days back; "last Friday" can mean the one before, which the window still keeps at half its recency). The
# names in English and in the languages whose weekdays are one plain word (Portuguese only with "-feira": its
# "segunda" is also "second"); plurals ("on Mondays", a routine) are not in the set.
WEEKDAY_DAYS = 7.0
_WEEKDAYS = frozenset((
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
    "lunes", "martes", "miércoles", "miercoles", "jueves", "viernes", "sábado", "sabado", "domingo",  # es, pt
    "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche",
    "montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag", "sonnabend", "sonntag",
    "lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "lunedi", "martedi", "mercoledi", "giovedi", "venerdi",
    "domenica",
    "segunda-feira", "terça-feira", "terca-feira", "quarta-feira", "quinta-feira", "sexta-feira",
    "maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag",
    "måndag", "tisdag", "onsdag", "torsdag", "fredag", "lördag", "söndag", "mandag", "tirsdag", "lørdag", "søndag",
    "måndags", "tisdags", "onsdags", "torsdags", "fredags", "lördags", "söndags", "mandags", "tirsdags", "lørdags",
    "søndags",  # "i tisdags": last Tuesday
    "poniedziałek", "wtorek", "środa", "środę", "czwartek", "piątek", "sobota", "sobotę", "niedziela", "niedzielę",
    "понедельник", "вторник", "среда", "среду", "четверг", "пятница", "пятницу", "суббота", "субботу",
    "воскресенье",
    # Czech, Finnish (and its "on" forms), Hungarian (and its "on" forms), Turkish ("pazar" is also "market"),
    # Indonesian and Malay ("minggu" is also "week"), Swahili
    "pondělí", "úterý", "středa", "středu", "čtvrtek", "pátek", "sobotu", "neděle", "neděli",
    "maanantai", "tiistai", "keskiviikko", "torstai", "perjantai", "lauantai", "sunnuntai", "maanantaina",
    "tiistaina", "keskiviikkona", "torstaina", "perjantaina", "lauantaina", "sunnuntaina",
    "hétfő", "kedd", "szerda", "csütörtök", "péntek", "szombat", "vasárnap", "hétfőn", "kedden", "szerdán",
    "csütörtökön", "pénteken", "szombaton",
    "pazartesi", "salı", "çarşamba", "perşembe", "cuma", "cumartesi",
    "senin", "selasa", "rabu", "kamis", "jumat", "sabtu",
    "jumatatu", "jumanne", "jumatano", "alhamisi", "ijumaa", "jumamosi", "jumapili"))
# A weekday also names a routine or a coming day ("What time does Sunday service start?", "Can I drop my watch off
# on Monday?", "on a Saturday"): it names a day of the last week only in a question told in the past, with one of
# these words or an English past participle ("-ed"), or after "last" or "since" (tuning sets, "Recall quality,
# temporal pass", benchmarks/RESULTS.md: every weekday question that lost its top hit under the window had none);
# another language's weekday also with its own "last" or past tense (_foreign_past_day, anchors76).
_PAST_CUES = frozenset((
    "did", "didn", "was", "wasn", "were", "weren", "had", "hadn", "got", "went", "came", "broke", "set", "ran",
    "took", "found", "made", "left", "said", "sent", "told", "won", "lost", "fell", "hit", "cut", "put", "paid",
    "bought", "brought", "caught", "gave", "held", "kept", "met", "sold", "shut", "spent", "stood", "wrote", "ate",
    "drove", "flew", "froze", "rode", "rang", "sang", "saw", "spoke", "stuck", "swam", "threw", "tore", "woke",
    "blew", "began", "drew", "grew", "knew", "overran", "led", "read", "heard", "felt", "built", "sat", "fought",
    "taught", "won", "split", "quit", "shot", "dug", "hung", "slept", "spun", "struck", "swept", "wore", "been",
    # other languages' past auxiliaries and participle forms are left to the foreign weekday names' own cues
    "hubo", "fue", "pasó", "hizo", "était", "été", "war", "hatte", "wurde", "ist", "hat", "era", "fu", "è",
    "foi", "teve", "houve", "fez", "werd", "heeft", "had", "var", "hade", "był", "była", "было", "был", "была"))
# "on a Saturday", "this Sunday", "the Saturday when the burners died" (a day of any week, not of the last one)
_NOT_A_PAST_DAY = frozenset(("a", "every", "each", "next", "this", "coming", "the"))
_NOT_PAST_ED = frozenset(("need", "speed", "breed", "embed", "hundred", "seed", "feed", "shed", "bed", "red",
                          "proceed", "succeed", "exceed", "indeed", "wicked", "naked", "sacred", "bled"))


# A season is a named past period after "last" always, after "the" or "this" only in a question told in the past
# ("What was the result of the summer survey?", "Where did the family go this summer?"): in one that is not, it is a
# season to come, a routine or an attribute ("Who's doing our front-of-house sound for the winter shows?", "Where
# does the billy goat live in the autumn?", "What's on the summer menu?"), which asks a standing or coming value;
# read as a past period it turned the newer value's order off (serves_newest_first; timeref58, benchmarks/RESULTS.md).
# A month used so ("the December talk") stays a period: reading it as none lost a hit on the tuning sets (timeref58).


def _told_in_past(tokens: list[str]) -> bool:
    return any(t in _PAST_CUES or (len(t) >= 5 and t.endswith("ed") and t not in _NOT_PAST_ED) for t in tokens)


# A month or a season named in a question about what is to come: a word of these ("Where will Keiko be working in
# December?", "What'll it cost from January?", "Can I book two nights in August?", "What does it cost if someone
# books it in January?", "What's planned for December?") and no other word telling it in the past ("What was planned
# for December?", "Which trip did she book for next June?" stay past). Such a question asks the value that will hold
# then, the newest one known: a month so named is a period to come (kind "coming": the newer value of a changed fact
# served first, serves_newest_first, and the default recency, as a question naming no time: no memory is of that month
# yet), a season so named no period at all (as a season in any question not told in the past). Read as a past period
# (recency 0, the newer value's order off), six changed-fact questions of the tuning sets had neither; the default
# recency won 4 and lost 2 rank-1 hits over keeping the past period's 0 (newest62, benchmarks/RESULTS.md).
_TO_COME = frozenset(("will", "ll", "shall", "gonna", "upcoming", "next", "can", "could", "if", "planned", "plan",
                      "plans", "planning", "scheduled"))
# The same in the other languages of the tuning sets: future auxiliaries and forms, "planned", "next", "coming"
# ("Was ist für Januar geplant?", "¿Qué habrá en el menú en enero?", "Quale tema avrà la vetrina di gennaio?"). Such a
# question is told in the past only by its own language's past cues (_FOREIGN_PAST): German "was" is "what".
_TO_COME_FOREIGN = frozenset((
    "wird", "werden", "geplant", "nächste", "nächsten", "kommende", "kommenden",  # de
    "será", "serán", "habrá", "tendrá", "planeado", "planeada", "previsto", "prevista", "próximo", "próxima",  # es, pt
    "sera", "seront", "prévu", "prévue", "prochain", "prochaine",  # fr
    "sarà", "saranno", "avrà", "prossimo", "prossima",  # it
    "vai", "vão", "haverá", "terá",  # pt
    "zal", "zullen", "gepland", "volgende", "komende",  # nl
    "będzie", "będą", "następny", "następnym", "przyszłym",  # pl
    "kommer", "ska", "planerad", "nästa"))  # sv
_FOREIGN_PAST = frozenset(("hubo", "fue", "pasó", "hizo", "était", "été", "war", "hatte", "wurde", "era", "fu",
                           "foi", "teve", "houve", "fez", "werd", "var", "hade", "był", "była", "było"))


def _to_come(tokens: list[str]) -> bool:
    if not _TO_COME.isdisjoint(tokens) and not _told_in_past([t for t in tokens if t not in _TO_COME]):
        return True
    return not _TO_COME_FOREIGN.isdisjoint(tokens) and _FOREIGN_PAST.isdisjoint(tokens)


# Present forms that _told_in_past reads as the past: "got" after "'ve" / "has" ("I've got sixty-eight written down")
# and a participle after a present "be" ("What time is the piano being tuned on 14 November?", "What's planned for
# January?"). Left out of the test of a month or date named with no past (TimeReference.open_month) only: the weekday
# and month windows keep their reading.
_HAVE = frozenset(("ve", "have", "has", "s"))
_BE = frozenset(("is", "are", "am", "re", "s", "be", "being"))


def _present_forms(tokens: list[str]) -> list[str]:
    return [t for i, t in enumerate(tokens)
            if not (i and ((t == "got" and tokens[i - 1] in _HAVE) or (t.endswith("ed") and tokens[i - 1] in _BE)))]


def told_in_past(text: str) -> bool:
    """Whether `text` is told in the past: one of _PAST_CUES ("did", "was", "broke", "hubo", "war"...) or an English
    past participle ("-ed", not "need", "hundred"...), as the weekday and month rules read it."""
    return _told_in_past(_TOKEN.findall(text.lower()))


# One-word recent windows in other languages than English, by the days they reach back (as _RECENT_WORDS).
_RECENT_FOREIGN = {
    # today
    "hoy": 1.0, "aujourd": 1.0, "heute": 1.0, "oggi": 1.0, "hoje": 1.0, "vandaag": 1.0, "dzisiaj": 1.0, "dziś": 1.0,
    "idag": 1.0, "сегодня": 1.0, "bugün": 1.0, "dnes": 1.0, "tänään": 1.0,
    # yesterday, last night
    "ayer": 2.0, "anoche": 2.0, "hier": 2.0, "gestern": 2.0, "ieri": 2.0, "ontem": 2.0, "gisteren": 2.0,
    "wczoraj": 2.0, "igår": 2.0, "вчера": 2.0, "dün": 2.0, "včera": 2.0, "eilen": 2.0, "tegnap": 2.0,
    # the day before yesterday
    "anteayer": 3.0, "antier": 3.0, "avant-hier": 3.0, "vorgestern": 3.0, "anteontem": 3.0, "eergisteren": 3.0,
    "przedwczoraj": 3.0, "позавчера": 3.0, "förrgår": 3.0,
    # recently
    "recientemente": 7.0, "récemment": 7.0, "kürzlich": 7.0, "neulich": 7.0, "recentemente": 7.0, "onlangs": 7.0,
    "недавно": 7.0}
# Two-word recent windows in other languages ("la semana pasada", "letzte Woche", "vorige maand", "i går").
_WEEK_WORDS = frozenset(("semana", "semaine", "woche", "settimana", "week", "tygodniu", "veckan", "uge", "uka",
                         "неделе"))
_MONTH_WORDS = frozenset(("mes", "mois", "monat", "mese", "mês", "maand", "miesiącu", "månaden", "месяце"))
_LAST_WORDS = frozenset(("pasada", "pasado", "dernière", "dernier", "passée", "passé", "letzte", "letzten",
                         "vergangene", "vergangenen", "vorige", "vorigen", "scorsa", "scorso", "passata", "passato",
                         "passada", "passado", "vorige", "afgelopen", "zeszłym", "ubiegłym", "förra", "sidste",
                         "forrige", "прошлой", "прошлом"))
_THIS_WORDS = frozenset(("esta", "este", "cette", "ce", "diese", "dieser", "diesen", "questa", "questo", "deze",
                         "tym", "denna", "denne", "этой", "этом"))
# "N units ago" in other languages: the unit words and their days, the numbers, and the words that say "ago"
# after the unit ("tre giorni fa", "drie dagen geleden", "trzy dni temu", "tres días atrás") or before the number
# ("hace tres días", "vor drei Tagen", "há três dias", "il y a trois jours").
_FOREIGN_UNITS = {
    "día": 1, "días": 1, "dia": 1, "dias": 1, "jour": 1, "jours": 1, "tag": 1, "tagen": 1, "giorno": 1, "giorni": 1,
    "dag": 1, "dagen": 1, "dni": 1, "dzień": 1, "dagar": 1, "дня": 1, "дней": 1, "день": 1,
    "semana": 7, "semanas": 7, "semaine": 7, "semaines": 7, "woche": 7, "wochen": 7, "settimana": 7,
    "settimane": 7, "week": 7, "weken": 7, "tydzień": 7, "tygodnie": 7, "tygodni": 7, "vecka": 7, "veckor": 7,
    "неделю": 7, "недели": 7, "недель": 7,
    "mes": 31, "meses": 31, "mois": 31, "monat": 31, "monaten": 31, "mese": 31, "mesi": 31, "mês": 31,
    "maand": 31, "maanden": 31, "miesiąc": 31, "miesiące": 31, "månad": 31, "månader": 31, "месяц": 31,
    "месяца": 31, "месяцев": 31}
_FOREIGN_NUMBERS = {
    "un": 1, "una": 1, "uno": 1, "une": 1, "einem": 1, "einer": 1, "ein": 1, "um": 1, "uma": 1, "een": 1, "en": 1,
    "ett": 1, "jeden": 1, "jedną": 1, "один": 1, "одну": 1,
    "dos": 2, "deux": 2, "zwei": 2, "due": 2, "dois": 2, "duas": 2, "twee": 2, "två": 2, "dwa": 2, "dwie": 2,
    "два": 2, "две": 2, "tres": 3, "trois": 3, "drei": 3, "tre": 3, "três": 3, "drie": 3, "trzy": 3, "три": 3,
    "cuatro": 4, "quatre": 4, "vier": 4, "quattro": 4, "quatro": 4, "fyra": 4, "cztery": 4, "четыре": 4,
    "cinco": 5, "cinq": 5, "fünf": 5, "cinque": 5, "vijf": 5, "fem": 5, "pięć": 5, "пять": 5,
    "unos": 3, "unas": 3, "quelques": 3, "einigen": 3, "paar": 2, "alcuni": 3, "alguns": 3, "algumas": 3,
    "enkele": 3, "kilka": 3, "несколько": 3}
_AGO_AFTER = frozenset(("fa", "geleden", "atrás", "temu", "sedan", "siden", "назад", "önce"))
_AGO_BEFORE = frozenset(("hace", "vor", "há", "ha"))
# Scripts written without spaces between words: their time words are found as substrings of the question.
_CJK_RECENT = {"昨日": 2.0, "昨天": 2.0, "昨晚": 2.0, "昨夜": 2.0, "一昨日": 3.0, "前天": 3.0, "今日": 1.0,
               "今天": 1.0, "今朝": 1.0, "今週": 7.0, "这周": 7.0, "這週": 7.0, "本周": 7.0, "先週": 14.0,
               "上周": 14.0, "上週": 14.0, "上星期": 14.0, "今月": 31.0, "这个月": 31.0, "本月": 31.0,
               "先月": 62.0, "上个月": 62.0, "上個月": 62.0, "어제": 2.0, "그저께": 3.0, "오늘": 1.0,
               "지난주": 14.0, "이번 주": 7.0, "지난달": 62.0}
# A weekday in these scripts names a day of the last week after "last" (上, 先週, 지난) or in a question told in
# the past (了, ました, でした, 었, 았, 했); else it is a routine or a coming day ("일요일에는 무엇을 하나요?").
_CJK_PAST = re.compile(r"上|先週|지난|了|ました|でした|었|았|했")
_CJK_WEEKDAY = re.compile(r"[月火水木金土日]曜|星期[一二三四五六日天]|[周週]一|[周週]二|[周週]三|[周週]四|[周週]五|"
                          r"[周週]六|[周週]日|[월화수목금토일]요일")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
# Vietnamese writes its time words as phrases of one-syllable words that are also common words alone ("qua" is
# "through", "năm" "year" or "five", "thứ hai" also "the second"): they are read as whole phrases. Recent windows
# ("hôm qua", "tuần trước", "tháng này"); a weekday ("thứ Hai" .. "thứ Bảy", "Chủ nhật", or "thứ 2" .. "thứ 7")
# names a day of the last week only in a question told in the past (_VI_PAST: "đã", "vừa", "rồi", "hôm thứ Năm",
# "thứ Năm tuần trước"), as the other languages' weekdays do; "tháng 3" / "tháng ba" is March, and with a day
# ("ngày 28 tháng 10") a date. _VI_GATE: the syllables one of them must hold, one search before the phrases.
_VI_GATE = re.compile(r"hôm|gần đây|ngày|tuần|tháng|thứ|chủ nhật")
_VI_RECENT = {"hôm nay": 1.0, "sáng nay": 1.0, "chiều nay": 1.0, "tối nay": 1.0, "hôm qua": 2.0, "tối qua": 2.0,
              "đêm qua": 2.0, "hôm kia": 3.0, "tuần này": 7.0, "gần đây": 7.0, "tuần trước": 14.0, "tuần qua": 14.0,
              "tháng này": 31.0, "tháng trước": 62.0, "tháng qua": 62.0}
_VI_RECENT_PHRASE = re.compile(r"\b(?:" + "|".join(_VI_RECENT) + r")\b")
# "N units ago": "ba ngày trước", "hai tuần trước", "vài tháng trước" (a window one unit past it, as "three days ago")
_VI_NUMBERS = {"một": 1, "hai": 2, "ba": 3, "bốn": 4, "năm": 5, "sáu": 6, "vài": 3, "mấy": 3}
_VI_UNITS = {"ngày": 1, "tuần": 7, "tháng": 31}
_VI_YEAR = re.compile(r" năm \d{4}")
_VI_AGO = re.compile(r"\b(\d{1,2}|một|hai|ba|bốn|năm|sáu|vài|mấy) (ngày|tuần|tháng) (?:trước|qua)\b")
# "thứ hai" after a noun it counts ("lần thứ hai": the second time, "tầng thứ ba": the third floor) is no weekday.
_VI_ORDINAL_NOUNS = ("lần", "người", "bản", "phần", "tầng", "hạng", "vị", "số", "bước", "cái", "con", "chiếc", "năm",
                     "tuần", "vòng", "đợt", "kỳ", "khóa", "trang", "mục", "điều", "câu", "bài", "giai đoạn", "đứa")
_VI_WEEKDAY = re.compile("".join(f"(?<!{noun} )" for noun in _VI_ORDINAL_NOUNS)
                         + r"\b(?:thứ (?:hai|ba|tư|năm|sáu|bảy|[2-7])|chủ nhật)\b")
_VI_PAST = re.compile(r"\b(?:đã|vừa|rồi|hôm|trước|qua)\b")
_VI_MONTH_NAMES = {"giêng": 1, "hai": 2, "ba": 3, "tư": 4, "năm": 5, "sáu": 6, "bảy": 7, "tám": 8, "chín": 9,
                   "mười": 10, "mười một": 11, "mười hai": 12, "chạp": 12}
_VI_MONTH = re.compile(r"\b(?:ngày (\d{1,2}) )?tháng (1[0-2]|[1-9]|mười một|mười hai|mười|giêng|hai|ba|tư|năm|sáu|"
                       r"bảy|tám|chín|chạp)\b")
# Words with which a question asks for the current value of something ("Which model are we using now?", "What was
# her last TSH?", "Is the printer still offline?"): with no other time named, a window of CURRENT_DAYS for every
# layer, so that facts, whose default half-life is longer (scoring.DEFAULT_HALF_LIVES), are ordered by age as
# sharply as at 60 days and the newest version of a changed fact leads. "most recent" is "recent" after "most".
_CURRENT_WORDS = frozenset(("now", "currently", "current", "latest", "still", "anymore", "nowadays", "last"))
CURRENT_DAYS = DEFAULT_HALF_LIFE_DAYS
# The recency weight a question naming a window of WINDOW_RECENCY_DAYS or less gets at least ("yesterday", "on
# Friday", "this week"): under the default 0.15 the window's half-life alone left a standing fact of the scope that
# shares the question's words (a 200-day "Sea temperature is read every morning at 07:00" for "What was the sea
# temperature on Thursday morning?") above the window's own event. Only short windows: their event is at the
# recent end of the window, where more recency weight helps it; for "three weeks ago" or "last week's session" it
# is at the far end, and the floor put the window's newer memories above it (E5, tuning sets, "Recall quality,
# temporal pass", benchmarks/RESULTS.md). 0.35 began to cost other questions their top hit.
WINDOW_RECENCY = 0.25
WINDOW_RECENCY_DAYS = WEEKDAY_DAYS
# temporal160: the recency weight a window centred back in time gets at least ("last week", "three weeks ago", "the
# week before last", "about a month ago": TimeReference.days_back, recency_offset). Under the default 0.15 a standing
# fact years old sharing the question's words ("Payments: 20% to book the slot ..." for "What did we book last week
# for next spring?") outranked the window's own memory. WINDOW_RECENCY's floor was kept off these windows when their
# peak was today (temporal28: the event sits at the far end, and the floor lifted the newer memories); centred on the
# day they name (temporal29), the floor lifts the window's middle. 0.25 (as WINDOW_RECENCY): hashing and E5 rank-1
# +1 / -0 and +2 / -0 over the tunable sets; 0.35 began to cost questions whose "last week" is told in passing
# (benchmarks/RESULTS.md, "temporal160"). 0.0: main.
CENTRED_RECENCY = 0.25
# Every word that can end a reference (a year aside): a question holding none of them names no time.
_TRIGGERS = frozenset(_RECENT_WORDS) | {second for _, second in _RECENT_PAIRS} | _MONTHS | _SEASONS | \
    {"ago", "year", "recent"} | _CURRENT_WORDS | _WEEKDAYS | frozenset(_RECENT_FOREIGN) | _WEEK_WORDS | \
    _MONTH_WORDS | frozenset(_FOREIGN_UNITS) | frozenset(_FOREIGN_MONTHS)


@dataclass(frozen=True)
class TimeReference:
    """A time a question names: ``kind`` "recent" (the last ``days`` days), "past" (a named period before the
    recent past; ``days`` None, or for a date or a month told in the past the window centred on ``day`` of
    ``month``: recency_offset) or "coming" (a month named in a question about what is to come, _TO_COME; ``days``
    None; hinted leaves the recency as for no time named); ``phrase`` is the words that named it; ``past_tense``: a
    window of a week or less named by a question told in the past."""

    kind: str
    days: float | None
    phrase: str
    # The question is told in the past ("What failed in CI yesterday?", not "Clouds are building up this
    # afternoon; what should go in the van?"): only then does a short window raise the recency weight (hinted).
    past_tense: bool = False
    # The day the window is about, when it names one ("on Tuesday": its weekday, Monday 0; "three weeks ago":
    # 21 days back in ``days_back``): recall then centres the recency term on that day (recency_offset).
    weekday: int | None = None
    days_back: float | None = None
    # A date ("on 24 October", "on the 28th"): its day of the month and its month (None: "the 28th" of the
    # latest month that had one up to today); recall centres the recency term on it (recency_offset).
    day: int | None = None
    month: int | None = None
    # "the Friday before last": the named weekday's occurrence this many weeks before its last one (recency_offset).
    weeks_before: int = 0
    # A month (or a date: ``day`` of it) named with no year in a question not told in the past ("A family wants the
    # flat for a week in January", "What time is the piano being tuned on 14 November?"): its number. as_of reads
    # it as a period to come when that month (that day) is nearer ahead of the recall's clock than behind it.
    open_month: int | None = None
    # A weekday or a date named in a question that also holds a word of a time to come, a present progressive or "one
    # / some" before the weekday ("Can I put Kasia on the job on Thursday?", "we're doing on Monday", "one Friday a
    # week or so back"): no one-day window (_one_day, temporal124), whatever the tense test read.
    not_one_day: bool = False


@lru_cache(maxsize=4096)
def question_reference(text: str) -> TimeReference | None:
    """time_reference of a question, cached (lookups111): recall reads it first (standing.question_time) and
    spans' standing-value test (note_below) reads it again for the same question; a TimeReference is frozen. With
    OTHER_DATES, a date told with a month word of another language that time_reference does not read
    (_other_date_reference) names the question's day."""
    reference = time_reference(text)
    if OTHER_DATES and (reference is None or (reference.kind == "past" and reference.day is None)
                        or (DATE_OVER_WEEKDAY and reference.weekday is not None)):
        reference = _other_date_reference(text) or reference
    if PLANS_AHEAD and (reference is None or (reference.kind == "coming" and reference.days is None)):
        reference = _plan_ahead(text) or reference
    if FOREIGN_DATE_PAST and reference is not None:
        reference = _foreign_date_past(text, reference)
    return reference


# xling205: a date read with one of time_reference's own month words ("Lunes, 19 de Octubre", "Dwoada, 19 October")
# took its past tense from English's tense words only (_told_in_past), so asked in another language it was never one
# past day (_one_day: ONE_DAY's sharper window and recency weight), while the same date with a month word only
# other_date reads was (_other_date_reference: "a day of another language's question whose tense is not read here"),
# and the English question "Who came on Monday, 19 October?" was too: a rival note a few days off sharing the
# question's words (a correction naming another day of the same weekday) outranked the day's own note.
# FOREIGN_DATE_PAST: a question not asked in English (subjects.asks_in_english) naming a date (a day of a month, no
# year read as told) is told in the past, as _other_date_reference's, unless a word of a time to come or a request
# says otherwise (_not_one_day); a date nearer ahead stays a month to come (open_month, as_of). False: main.
FOREIGN_DATE_PAST = True


def _foreign_date_past(text: str, reference: TimeReference) -> TimeReference:
    """`reference` told in the past when FOREIGN_DATE_PAST's test holds for `text` (see above), else unchanged."""
    if reference.kind != "past" or reference.day is None or reference.days != DATE_DAYS or reference.past_tense \
            or reference.not_one_day or reference.weeks_before:
        return reference
    if asks_in_english(text) or _not_one_day(_TOKEN.findall(text.lower())):
        return reference
    return replace(reference, past_tense=True)


# temporal152: a question asking what is planned for a time ahead ("What's the smokehouse planning for the winter?",
# "What have we planned for Christmas?", "What's planned for December at the school?") asks the newest plan told,
# a note of the last weeks; read as no time (a season not told in the past) it was a standing question whose old
# standing facts sharing its words ranked first (standing.asks_standing), and read as a month to come (kind "coming")
# the default half-lives left a fact of two years ago above it. PLANS_AHEAD: such a question is a period to come with
# a window of CURRENT_DAYS for every layer, as a question asking a current value ("now", "latest") gets; False: main.
PLANS_AHEAD = True
_PLAN_WORDS = frozenset(("plan", "plans", "planned", "planning", "planen", "geplant", "planea", "planeado",
                         "planeada", "planifié", "prévu", "prevu", "previsto", "prevista", "pianificato", "gepland",
                         "planerad", "planlagt", "planowane", "planujemy"))
_PLAN_GATE = re.compile(r"plan|prévu|prevu|previst|gepland|geplant")
_ENGLISH_PLANS = frozenset(("plan", "plans", "planned", "planning"))
# The times ahead such a plan is for: the seasons, the months, the feasts of the year and the holidays.
_AHEAD_WORDS = _SEASONS | _MONTHS | frozenset(_FOREIGN_MONTHS) | frozenset((
    "christmas", "xmas", "easter", "halloween", "new", "holidays", "holiday", "winter's", "summer's", "season",
    "weihnachten", "ostern", "navidad", "pascua", "noël", "noel", "pâques", "natale", "pasqua", "natal", "kerst",
    "pasen", "jul", "påsk", "sommer", "herbst", "frühling", "verano", "invierno", "primavera", "otoño", "été",
    "hiver", "printemps", "automne", "estate", "inverno", "autunno", "zomer", "winter", "lente", "herfst"))


def _plan_ahead(text: str) -> TimeReference | None:
    """A period to come with a window of CURRENT_DAYS (PLANS_AHEAD) when `text` asks what is planned for a time ahead:
    a plan word (_PLAN_WORDS) and a time of _AHEAD_WORDS ("for the winter", "for Christmas", "in March"), told in no
    past but the plan word's own participle ("What did we plan for Christmas?" asks what was planned then); None
    otherwise."""
    lowered = text.lower()
    if _PLAN_GATE.search(lowered) is None:  # most questions: one search
        return None
    tokens = _TOKEN.findall(lowered)
    plans = [t for t in tokens if t in _PLAN_WORDS]
    ahead = [t for t in tokens if t in _AHEAD_WORDS and not (t == "new" and "year" not in tokens)]
    if not plans or not ahead:
        return None
    if not _ENGLISH_PLANS.isdisjoint(plans):
        if _told_in_past(_present_forms([t for t in tokens if t not in _PLAN_WORDS])):
            return None
    elif not _FOREIGN_PAST.isdisjoint(tokens):  # "Was war für Weihnachten geplant?"
        return None
    return TimeReference("coming", CURRENT_DAYS, f"{plans[0]} {ahead[0]}")


# xling205: a question asking what is planned for a time ahead (_plan_ahead) under a CURRENT_DAYS window is answered
# by the note that tells the plan for that time ("The plan for the winter: ...", "spring plan - ..."), but a newer
# note sharing the question's other words (the business's name, "new") went first. tells_plan: a note that names a
# plan for a time of _AHEAD_WORDS (a season, a month, a feast; not "new") in the three words after "plan(s) for" or
# right before "plan(s)"; store.plan_first (PLAN_FIRST) moves it above a top hit that tells none.
_PLAN_FOR = re.compile(r"\bplans?\s+for\s+((?:[\w'-]+\W+){0,2}[\w'-]+)")
_TIME_PLAN = re.compile(r"\b([\w'-]+)\s+plans?\b")
_PLAN_TIMES = (_AHEAD_WORDS | _MONTHS) - frozenset(("new",))


def tells_plan(text: str) -> bool:
    """Whether `text` tells a plan for a time ahead (see above)."""
    lowered = text.lower()
    if "plan" not in lowered:
        return False
    for pattern in (_PLAN_FOR, _TIME_PLAN):
        for found in pattern.finditer(lowered):
            if not _PLAN_TIMES.isdisjoint(_TOKEN.findall(found.group(1))):
                return True
    return False


@lru_cache(maxsize=4096)
def asks_plan_ahead(question: str) -> bool:
    """Whether `question` asks what is planned for a time ahead (_plan_ahead), cached."""
    return _plan_ahead(question) is not None


# temporal152: a question naming a day with a month word of a language time_reference does not read ("Ce s-a
# întâmplat pe 29 octombrie?", "Kas buvo atvežta penktadienį, spalio 30 d.?", "Що сталося 27 жовтня?", "10월 13일에
# ..."; engramdb.month_words) named no time, and its notes were ranked as for a question naming none. OTHER_DATES False:
# main's behaviour.
OTHER_DATES = True
# recall196: a weekday named beside a date of another language's month word ("el martes, 20 d'octubre", "Martes,
# Oktubre 20") was read as the weekday's last occurrence, and the date never read (time_reference's weekday wins and
# other_date is read only when no day is named): the date tells which of the weekdays, so it names the question's day.
# False: the weekday (main).
DATE_OVER_WEEKDAY = True


def _other_date_reference(text: str) -> TimeReference | None:
    """The date `text` names with another language's month word (month_words.other_date), as time_reference's own
    dates: a window of DATE_DAYS centred on the day, told in the past (a day of another language's question whose tense
    is not read here) unless a word of a time to come or a request says otherwise (_not_one_day), a month to come
    when the day is nearer ahead (open_month, as_of) unless a year follows it; None when it names none."""
    lowered = text.lower()
    if not any(c.isdigit() for c in lowered) and not (month_words.LOOSE_MONTHS and "月" in lowered):
        return None
    found = other_date(lowered)
    if found is None:
        return None
    day, month, phrase = found
    tokens = _TOKEN.findall(lowered)
    after = lowered.partition(phrase)[2][:8]
    return TimeReference("past", DATE_DAYS, phrase, past_tense=not _not_one_day(tokens), day=day, month=month,
                         open_month=None if _YEAR_AFTER.search(after) else month)


_YEAR_AFTER = re.compile(r"\b(?:19|20)\d\d\b")


@lru_cache(maxsize=8192)
def named_days(text: str) -> frozenset[tuple[int, int]]:
    """The (month, day) of each whole date `text` names: time_reference's own dates ("20 de diciembre", "October
    24th", "3rd of May") and the first of another language's month word (month_words.other_date); a day without its
    month ("Saturday the 19th", "no Sabado 19") is none (branch recall211, store.OTHER_DAY_BELOW)."""
    lowered = text.lower()
    if not any(c.isdigit() for c in lowered):
        return frozenset()
    tokens = _TOKEN.findall(lowered)
    found = {(d[1], d[0]) for i in range(len(tokens)) if (d := _date(tokens, i)) is not None and d[1] is not None}
    other = other_date(lowered)
    if other is not None and other[1] is not None:
        found.add((other[1], other[0]))
    return frozenset(found)


def time_reference(text: str) -> TimeReference | None:
    """The time `text` names (see the module doc), or None. Words are read lower-cased, split at anything but
    letters, digits and hyphens (so "Q-2026-1243" stays one word and names no year); a recent window wins over a
    named past period, the shortest window over a longer one, and either over a word asking for the current value
    (a window of CURRENT_DAYS: "What was her last TSH?", "last week" being a window of its own)."""
    lowered = text.lower()
    tokens = _TOKEN.findall(lowered)
    unspaced = _unspaced_reference(lowered) if _CJK.search(lowered) else \
        _vietnamese_reference(lowered) if _VI_GATE.search(lowered) else None
    if _TRIGGERS.isdisjoint(tokens) and not (WEEKDAY_TENSES and not _GREEK_WEEKDAYS.keys().isdisjoint(tokens)) and \
            not any((len(t) == 4 and t.isdigit()) or _month_in_word(t)
                                                or (t[:1].isdigit() and t[-2:] in ("st", "nd", "rd", "th"))
                                                for t in tokens):
        return unspaced  # most questions name no time: one set test
    recent: TimeReference | None = unspaced
    past: TimeReference | None = None
    current: TimeReference | None = None
    foreign_day = False  # a weekday of another language told in the past by its own words (_foreign_past_day)
    previous = ""
    for i, token in enumerate(tokens):
        weekday: int | None = None
        back: float | None = None
        weeks_before = 0
        days = _RECENT_WORDS.get(token) or _RECENT_FOREIGN.get(token)
        phrase = token
        if token == "yesterday" and previous == "before":  # "the day before yesterday"
            days, phrase = 3.0, "day before yesterday"
        if days is None:
            days = _RECENT_PAIRS.get((previous, token)) or _foreign_pair(previous, token)
            phrase = f"{previous} {token}"
            if phrase in ("last week", "past week"):  # its window reaches two weeks back: a week back is its middle
                back = 7.0
        if days is not None and phrase == "day before yesterday":
            back = 2.0
        date_found = _date(tokens, i) if days is None else None
        if date_found is not None and (past is None or past.days != DATE_DAYS):  # a date over its month
            day, month, phrase = date_found
            following = tokens[i + 1] if i + 1 < len(tokens) else ""
            open_month = None if (len(following) == 4 and following.isdigit()) or \
                _told_in_past(_present_forms(tokens)) else month
            past = TimeReference("past", DATE_DAYS, phrase, past_tense=_told_in_past(tokens), day=day, month=month,
                                 open_month=open_month)
        if days is None and (token in _WEEKDAYS or (WEEKDAY_TENSES and token in _GREEK_WEEKDAYS)) and \
                previous not in _NOT_A_PAST_DAY and \
                tokens[i + 1:i + 3] != ["before", "last"] and not _dated_weekday(tokens, i) and \
                (previous in ("last", "since") or _told_in_past(tokens)
                 or (foreign_day := foreign_day or _foreign_past_day(tokens, i))):
            days, phrase = WEEKDAY_DAYS, token
            # "since Saturday" is every day from then to now, and "Monday evenings" a routine: newest first
            following = tokens[i + 1] if i + 1 < len(tokens) else ""
            since = previous == "since" or previous in _SINCE_FOREIGN or (i >= 2 and tokens[i - 2] in _SINCE_FOREIGN)
            weekday = _WEEKDAY_NUMBERS.get(token, _GREEK_WEEKDAYS.get(token)) \
                if not since and following not in _ROUTINE else None
            if A_WEEK_LAST and previous == "last" and tokens[max(i - 3, 0):i - 1] == ["a", "week"] and \
                    weekday is not None:  # "a week last Friday": the Friday before last (temporal160)
                days, phrase, weeks_before = 2 * WEEKDAY_DAYS, f"a week last {token}", 1
        if days is None and token == "last" and previous == "before" and i >= 2:  # "the week before last"
            unit = tokens[i - 2]
            phrase = f"{unit} before last"
            if unit in _BEFORE_LAST:
                days, back = _BEFORE_LAST[unit]
            elif unit in _ENGLISH_WEEKDAYS:  # "the Friday before last": that weekday a week before its last one
                days, weekday, weeks_before = 2 * WEEKDAY_DAYS, _ENGLISH_WEEKDAYS[unit], 1
            elif past is None and (unit == "year" or unit in _SEASONS):  # "the year before last", as "last year"
                past = TimeReference("past", None, phrase)
        if days is None and token == "ago" and i >= 2:
            found = _ago(tokens, i)
            if found is not None:
                phrase, unit, n = found
                if unit in _UNIT_DAYS:  # "three days ago": the window reaches one unit past it (a week for
                    base = _UNIT_DAYS[unit]  # "a fortnight ago", as for "two weeks ago")
                    days = n * base + (7.0 if unit.startswith("fortnight") else base)
                    back = n * (14.0 if unit.startswith("fortnight") else base)
                elif past is None:
                    past = TimeReference("past", None, phrase)
        if days is None and token in _UNIT_DAYS and i >= 2:  # "over the last two weeks", "the past couple of days"
            k = i - 2 if tokens[i - 1] == "of" else i - 1
            count = _number(tokens[k])
            if count is not None and k >= 1 and tokens[k - 1] in ("last", "past"):
                days, phrase = count * _UNIT_DAYS[token], " ".join(tokens[k - 1:i + 1])
        if days is None and token in _FOREIGN_UNITS:
            found_foreign = _foreign_ago(tokens, i)
            if found_foreign is not None:
                several, phrase = found_foreign
                days = float((several + 1) * _FOREIGN_UNITS[token])
        if days is not None:
            if recent is None or recent.days is None or days < recent.days:
                recent = TimeReference("recent", days, phrase, weekday=weekday, days_back=back,
                                       weeks_before=weeks_before)
        elif past is None and date_found is None and ((token in _MONTHS
                                                       and (token != "may" or previous in _MONTH_AFTER))
                               or (token in _SEASONS and (previous == "last"
                                                          or (previous in ("the", "this")
                                                              and _told_in_past(tokens) and not _to_come(tokens))))
                               or (token == "year" and previous == "last")
                               or (len(token) == 4 and token[:2] in ("19", "20") and token.isdigit())
                               or (token in _FOREIGN_MONTHS and token not in _MONTH_ONLY_IN_DATES)
                               or _month_in_word(token)):
            past = _month_period(tokens, i, previous)
        if current is None and (token in _CURRENT_WORDS or (token == "recent" and previous == "most")):
            current = TimeReference("recent", CURRENT_DAYS, f"{previous} {token}" if token == "recent" else token)
        previous = token
    if recent is not None and recent.days is not None and recent.days <= WINDOW_RECENCY_DAYS and \
            (_told_in_past(tokens) or (unspaced is not None and _CJK_PAST.search(lowered) is not None)
             or foreign_day):
        recent = replace(recent, past_tense=True)
    named = recent or past or current
    if named is not None and (named.weekday is not None or named.day is not None) and _not_one_day(tokens):
        named = replace(named, not_one_day=True)
    return named


_SOME_DAY = frozenset(("one", "some", "any"))


def _not_one_day(tokens: list[str]) -> bool:
    """Whether a question's words tell its weekday or date as no single past day (TimeReference.not_one_day): a word
    of a time to come or a request (_TO_COME: "will", "can", "if", "next", "planned"), a present progressive ("I'm
    meeting", "we're doing", "is leaving"), or "one" / "some" / "any" before a weekday ("one Friday a week or so
    back")."""
    if not _TO_COME.isdisjoint(tokens) or not _TO_COME_FOREIGN.isdisjoint(tokens):
        return True
    return any(i and ((t.endswith("ing") and len(t) >= 5 and (tokens[i - 1] in _BE or tokens[i - 1] == "m"))
                      or (t in _WEEKDAYS and tokens[i - 1] in _SOME_DAY)) for i, t in enumerate(tokens))


# "the week / weekend / month / night before last": the window of "last week" (weekend, month, night) one unit
# further back, (days it reaches back, days back of its middle), as "the day before yesterday" is "yesterday" one day
# further back. Read as "last" alone, they were a window of CURRENT_DAYS from today (temporal60, benchmarks/RESULTS.md).
# "the Friday before last" is that weekday's occurrence a week before its last one (a window of two weeks, centred on
# that day by recency_offset), "the year before last" and "the summer before last" a named past period, as "last year".
_BEFORE_LAST = {"week": (21.0, 14.0), "weekend": (16.0, 7.0), "month": (93.0, 31.0), "night": (3.0, 2.0)}
# The English weekdays by datetime.weekday(); "the Friday before last" reads these only.
_ENGLISH_WEEKDAYS = {day: i for i, day in enumerate(("monday", "tuesday", "wednesday", "thursday", "friday",
                                                      "saturday", "sunday"))}
# Every weekday name of _WEEKDAYS by datetime.weekday() (Monday 0): the day recency_offset centres a weekday told
# in the past on, in every language read (before anchors76, benchmarks/RESULTS.md, only the English names were
# centred; the others kept a plain week from today, which ranked the newest memory of the topic first).
_WEEKDAY_NUMBERS = {
    **_ENGLISH_WEEKDAYS,
    **{name: number for number, names in enumerate((
        ("lunes", "lundi", "montag", "lunedì", "lunedi", "segunda-feira", "maandag", "måndag", "mandag",
         "poniedziałek", "понедельник", "pondělí", "maanantai", "maanantaina", "hétfő", "hétfőn", "pazartesi",
         "senin", "jumatatu", "måndags", "mandags"),
        ("martes", "mardi", "dienstag", "martedì", "martedi", "terça-feira", "terca-feira", "dinsdag", "tisdag",
         "tirsdag", "wtorek", "вторник", "úterý", "tiistai", "tiistaina", "kedd", "kedden", "salı", "selasa",
         "jumanne", "tisdags", "tirsdags"),
        ("miércoles", "miercoles", "mercredi", "mittwoch", "mercoledì", "mercoledi", "quarta-feira", "woensdag",
         "onsdag", "środa", "środę", "среда", "среду", "středa", "středu", "keskiviikko", "keskiviikkona", "szerda",
         "szerdán", "çarşamba", "rabu", "jumatano", "onsdags"),
        ("jueves", "jeudi", "donnerstag", "giovedì", "giovedi", "quinta-feira", "donderdag", "torsdag", "czwartek",
         "четверг", "čtvrtek", "torstai", "torstaina", "csütörtök", "csütörtökön", "perşembe", "kamis", "alhamisi",
         "torsdags"),
        ("viernes", "vendredi", "freitag", "venerdì", "venerdi", "sexta-feira", "vrijdag", "fredag", "piątek",
         "пятница", "пятницу", "pátek", "perjantai", "perjantaina", "péntek", "pénteken", "cuma", "jumat", "ijumaa",
         "fredags"),
        ("sábado", "sabado", "samedi", "samstag", "sonnabend", "zaterdag", "lördag", "lørdag", "sobota",
         "sobotę", "суббота", "субботу", "sobotu", "lauantai", "lauantaina", "szombat", "szombaton", "cumartesi",
         "sabtu", "jumamosi", "lördags", "lørdags"),
        ("domingo", "dimanche", "sonntag", "domenica", "zondag", "söndag", "søndag", "niedziela", "niedzielę",
         "воскресенье", "neděle", "neděli", "sunnuntai", "sunnuntaina", "vasárnap", "jumapili", "söndags",
         "søndags"))) for name in names}}
# "i tisdags", "i tirsdags" (Swedish, Danish, Norwegian): always the last such day.
_PAST_WEEKDAYS = frozenset(("måndags", "tisdags", "onsdags", "torsdags", "fredags", "lördags", "söndags", "mandags",
                            "tirsdags", "lørdags", "søndags"))
# "since" in the other languages ("seit Dienstag", "desde el martes", "depuis mardi"): every day from then to now.
_SINCE_FOREIGN = frozenset(("seit", "desde", "depuis", "sinds", "dal", "dalla", "od", "sedan", "siden", "с"))
# Words next to a weekday that make it a day to come or of every week ("el próximo martes", "mardi prochain",
# "nächsten Dienstag", "ogni martedì", "chaque mardi", "todos los martes").
_NEXT_FOREIGN = frozenset(("próximo", "próxima", "prochain", "prochaine", "nächsten", "nächste", "kommenden",
                           "kommende", "prossimo", "prossima", "volgende", "komende", "nästa", "neste", "næste",
                           "następny", "następną", "następnym", "следующий", "следующую", "jeden", "jeder", "jede",
                           "cada", "chaque", "ogni", "elke", "todos", "tous", "viene", "vient"))
# The past tenses of the other languages' questions that _PAST_CUES (one word each) does not read: an auxiliary
# before a participle (French "a livré", "s'est passé", "avons reçu"; Italian "ha consegnato", "è successo";
# Spanish "ha llegado"; German "haben ... geliefert"; Dutch "hebben ... geleverd"), the Spanish preterite ("entregó",
# "trajo", "llegaron") and the Portuguese one ("entregou"). Read only for a weekday (_foreign_past_day), where a
# weekday not told in the past is a routine or a day to come.
_FR_AUX = frozenset(("ai", "as", "a", "avons", "avez", "ont", "est", "sont", "suis", "es", "sommes", "êtes"))
_IT_ES_AUX = frozenset(("ho", "hai", "ha", "abbiamo", "avete", "hanno", "è", "sono", "siamo", "siete", "he", "has",
                        "hemos", "habéis", "han"))
_DE_NL_AUX = frozenset(("habe", "hast", "haben", "habt", "bin", "bist", "sind", "seid", "heb", "hebt", "hebben",
                        "ben", "bent", "zijn", "is"))
_FR_PARTICIPLES = ("é", "ée", "és", "ées")
_FR_IRREGULAR = frozenset(("fait", "dit", "pris", "mis", "eu", "été", "vu", "reçu", "venu", "su", "pu", "dû", "lu",
                           "écrit", "ouvert", "offert", "perdu", "rendu", "vendu", "attendu", "répondu", "fini",
                           "choisi", "parti", "sorti", "servi", "arrivé", "tombé"))
_IT_ES_PARTICIPLES = ("ato", "ata", "ati", "ate", "uto", "uta", "uti", "ute", "ito", "ita", "iti", "ite", "ado",
                      "ada", "ados", "adas", "ido", "ida", "idos", "idas")
_IT_ES_IRREGULAR = frozenset(("fatto", "detto", "preso", "messo", "visto", "stato", "stata", "venuto", "rotto",
                              "scritto", "chiuso", "aperto", "successo", "speso", "perso", "hecho", "dicho",
                              "puesto", "roto", "escrito", "vuelto", "abierto", "traído"))
_ES_PRETERITE = frozenset(("trajo", "hizo", "fue", "fueron", "tuvo", "puso", "dijo", "vino", "estuvo", "pudo",
                           "quiso", "supo", "hubo", "dio", "vio", "trajeron", "hicieron", "pusieron", "dijeron",
                           "vinieron", "tuvieron", "dieron"))


def _foreign_past(tokens: list[str]) -> bool:
    """Whether `tokens` (a question's words, lower case) are told in a past tense of another language than English
    (see _FR_AUX): an auxiliary with its participle after it, a Spanish or Portuguese preterite; never with a word
    of a time to come (_TO_COME_FOREIGN)."""
    if not _TO_COME_FOREIGN.isdisjoint(tokens):
        return False
    for i, token in enumerate(tokens):
        following = tokens[i + 1] if i + 1 < len(tokens) else ""
        if token in _FR_AUX and len(following) >= 3 and (following.endswith(_FR_PARTICIPLES)
                                                          or following in _FR_IRREGULAR):
            return True
        if token in _IT_ES_AUX and len(following) >= 4 and (following.endswith(_IT_ES_PARTICIPLES)
                                                             or following in _IT_ES_IRREGULAR):
            return True
        if token in _ES_PRETERITE or (len(token) >= 4 and token.endswith("ó")) or \
                (len(token) >= 6 and token.endswith(("aron", "ieron"))) or \
                (len(token) >= 5 and token.endswith("ou") and token.isalpha() and token[-3] not in "aeiou"):
            return True
    if not _DE_NL_AUX.isdisjoint(tokens):  # "haben wir ... geliefert", "heeft Foster ... geleverd"
        return any(len(t) >= 6 and t.startswith("ge") and t.endswith(("t", "d")) for t in tokens)
    return False


def _foreign_past_day(tokens: list[str], i: int) -> bool:
    """Whether the weekday tokens[i] names a past day by its other-language neighbours or tense: the languages'
    "last" beside it ("el martes pasado", "letzten Dienstag", "mardi dernier", "afgelopen dinsdag"), the
    Scandinavian "i tisdags" forms, or a question told in a past tense (_foreign_past); not with a word of a day to
    come or of every week beside it (_NEXT_FOREIGN). An English weekday name is read by the English rules only."""
    if tokens[i] in _ENGLISH_WEEKDAYS:
        return False
    near = tokens[max(0, i - 2):i] + tokens[i + 1:i + 3]
    if not _NEXT_FOREIGN.isdisjoint(near):
        return False
    return tokens[i] in _PAST_WEEKDAYS or not _LAST_WORDS.isdisjoint(near) or _foreign_past(tokens) or \
        (WEEKDAY_TENSES and _weekday_language_past(tokens, i))


# temporal165: a weekday of a language whose past _foreign_past does not read stayed a routine in a question told in
# that language's past ("Kolik lidí přišlo na koncert v pátek?", "Perşembe günü hangi siparişler geldi?", "Nini
# kilitokea ... siku ya Alhamisi?", "Welke remake kwam woensdag binnen?", "Quantos operadores faltaram na
# segunda-feira?"). The weekday's own word tells the question's language; WEEKDAY_TENSES reads that language's past
# forms in the other words (_weekday_language_past). False: main's reading.
WEEKDAY_TENSES = True
_WEEKDAY_LANGUAGES = {
    **dict.fromkeys(("pondělí", "úterý", "středa", "středu", "čtvrtek", "pátek", "sobotu", "neděle", "neděli",
                     "poniedziałek", "wtorek", "środa", "środę", "czwartek", "piątek", "sobota", "sobotę",
                     "niedziela", "niedzielę"), "slavic"),
    **dict.fromkeys(("pazartesi", "salı", "çarşamba", "perşembe", "cuma", "cumartesi"), "tr"),
    **dict.fromkeys(("jumatatu", "jumanne", "jumatano", "alhamisi", "ijumaa", "jumamosi", "jumapili"), "sw"),
    **dict.fromkeys(("segunda-feira", "terça-feira", "terca-feira", "quarta-feira", "quinta-feira", "sexta-feira",
                     "sábado", "sabado", "domingo", "lunes", "martes", "miércoles", "miercoles", "jueves", "viernes"),
                    "es_pt"),
    **dict.fromkeys(("maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"), "nl"),
    **dict.fromkeys(("lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"), "fr"),
    **dict.fromkeys(("δευτέρα", "τρίτη", "τετάρτη", "πέμπτη", "παρασκευή", "σάββατο", "κυριακή"), "el"),
}
# The Greek weekdays (glibc's el_GR `day` list, lower case) by datetime.weekday(): read by time_reference under
# WEEKDAY_TENSES only, and only told in the past (the Greek aorist, _GREEK_PAST), as they are not in _WEEKDAYS (so
# names_a_time / names_a_day and the routines' readings do not change; "δευτέρα", "τρίτη", "πέμπτη" are also ordinals).
_GREEK_WEEKDAYS = {"δευτέρα": 0, "τρίτη": 1, "τετάρτη": 2, "πέμπτη": 3, "παρασκευή": 4, "σάββατο": 5, "κυριακή": 6}
# Greek: the aorist's third persons ("έγινε", "ήρθε", "βρέθηκε", "ήρθαν", "έφυγανε"), never with the future's "θα".
_GREEK_PAST = re.compile(r"[\u0370-\u03ff\u1f00-\u1fff]{3,}(?:ε|αν|ανε)")
# The l-participle of Czech, Slovak and Polish ("přišlo", "napsala", "skarżył", "napisała", "byli"): these endings
# on a word of four letters or more.
_SLAVIC_PAST = ("ł", "ła", "ło", "li", "ły", "łem", "łam", "liśmy", "l", "la", "lo", "ly")
# Common nouns of those languages that end alike ("Kdy je škola otevřená v pátek?" is no past).
_SLAVIC_NOUNS = frozenset(("škola", "szkoła", "sala", "hala", "chwila", "kola", "vila", "fala", "síla", "sila",
                           "pila", "dela", "dílo", "koło", "sklo", "tělo", "ciało", "mydło", "okno", "pole"))
# Turkish: the past suffix -DI after a stem, with its vowel harmony and a person ending ("geldi", "gitti", "aldık",
# "geldiler").
_TR_PAST = re.compile(r"\w{2,}[dt][ıiuü](?:m|n|k|niz|nız|nuz|nüz|ler|lar)?")
# Swahili: a subject prefix, the past marker -li-, a verb stem ("kilitokea", "alikuja", "walinunua").
_SW_PAST = re.compile(r"(?:ni|u|a|tu|m|wa|ki|vi|i|zi|li|ya|ku|pa|mu)li[a-z]{3,}")
# Spanish and Portuguese: the preterite's third persons plural and the Portuguese -eu / -iu ("faltaram", "vieram",
# "partiram", "aconteceu", "partiu"), the imperfect of -ar verbs ("necesitaba", "estavam").
_ES_PT_PAST = ("aram", "eram", "iram", "aba", "aban", "ábamos", "ava", "avam")
_PT_PAST_SHORT = ("eu", "iu")
# Dutch: the simple past of its common strong and irregular verbs (the weak -de / -te is also an adjective's ending).
_NL_PAST = frozenset(("kwam", "kwamen", "ging", "gingen", "kreeg", "kregen", "zag", "zagen", "gaf", "gaven", "vond",
                      "vonden", "liep", "liepen", "bleef", "bleven", "deed", "deden", "brak", "braken", "viel",
                      "vielen", "stond", "stonden", "nam", "namen", "bracht", "brachten", "kocht", "kochten",
                      "zocht", "zochten", "werden", "wilde", "wilden", "kon", "konden", "moest", "moesten", "zei",
                      "zeiden", "belde", "belden", "waren"))
# French: "a eu", "ont eu", "avons eu" (the participle of avoir is two letters, which _foreign_past does not read).
_FR_HAD = frozenset(("a", "ont", "avons", "avez", "ai", "as"))


def _weekday_language_past(tokens: list[str], i: int) -> bool:
    """Whether a question whose weekday tokens[i] is of a language in _WEEKDAY_LANGUAGES is told in that language's
    past (WEEKDAY_TENSES): another word of it with a past form of that language; never with a word of a time to come
    (_TO_COME_FOREIGN) nor with a day number ("Jumapili tarehe 18 Oktoba": a date, read as one)."""
    language = _WEEKDAY_LANGUAGES.get(tokens[i])
    if language is None or not _TO_COME_FOREIGN.isdisjoint(tokens) or \
            any(len(t) <= 2 and t.isdigit() for t in tokens):  # a weekday with its day number: the date's
        return False
    others = tokens[:i] + tokens[i + 1:]
    if language == "slavic":
        return any(len(t) >= 4 and t.endswith(_SLAVIC_PAST) and t not in _SLAVIC_NOUNS for t in others)
    if language == "tr":
        return any(_TR_PAST.fullmatch(t) is not None for t in others)
    if language == "sw":
        return any(_SW_PAST.fullmatch(t) is not None for t in others)
    if language == "es_pt":
        return any((len(t) >= 6 and t.endswith(_ES_PT_PAST)) or (len(t) >= 6 and t.endswith(_PT_PAST_SHORT))
                   for t in others)
    if language == "nl":
        return not _NL_PAST.isdisjoint(others)
    if language == "el":
        return "θα" not in others and any(_GREEK_PAST.fullmatch(t) is not None for t in others)
    return any(t == "eu" and j and others[j - 1] in _FR_HAD for j, t in enumerate(others))
_DAY = 86400.0
# Parts of the day in the plural: after a weekday, a routine ("on Monday evenings"), not one day.
_ROUTINE = frozenset(("mornings", "afternoons", "evenings", "nights"))


def names_a_time(text: str) -> bool:
    """Whether `text` holds a word time_reference reads as a time in some language (a weekday, a month, a season, a
    window or current-value word: its first test, years and ordinals left out; or a day or window written without
    spaces), whether or not it makes a window of it: "Que se passe-t-il au marché mercredi ?" names a weekday in a
    question not told in the past (a routine or a day to come). A question naming one is about time, so recall leaves
    its recency weight to its time hint (store.language_weights)."""
    lowered = text.lower()
    if not _TRIGGERS.isdisjoint(_TOKEN.findall(lowered)):
        return True
    if _VI_GATE.search(lowered) is not None and (_VI_RECENT_PHRASE.search(lowered) or _VI_WEEKDAY.search(lowered)
                                                 or _VI_MONTH.search(lowered) or _VI_AGO.search(lowered)):
        return True
    return _CJK.search(lowered) is not None and (_unspaced_reference(lowered) is not None
                                                 or _CJK_WEEKDAY.search(lowered) is not None)


def bare_last(reference: TimeReference | None) -> bool:
    """Whether `reference` is a bare "last" that names no period ("What was the last build before the move?": the
    current-value window of CURRENT_DAYS, read because no other time is named), not "last week", "last Tuesday",
    "last month" or "the week before last" (each a window or a period of its own). An event anchor dates such a
    question better than the current-value window (store.MemoryStore._anchored; anchorlast71, benchmarks/RESULTS.md):
    "the last X before the move" asks for the newest X *before the event*, not the newest X."""
    return reference is not None and reference.phrase == "last" and reference.kind == "recent" and \
        reference.days == CURRENT_DAYS and reference.days_back is None


_DAY_NAMES = _WEEKDAYS | _MONTHS | frozenset(_FOREIGN_MONTHS)


def names_a_day(text: str) -> bool:
    """Whether `text` names a weekday or a month in some language (names_a_time's day names, without its windows'
    unit and current-value words: "quel jour", "welke dagen", "fine settimana" ask about a routine), whether or not
    time_reference makes a window of it: "Qu'est-ce qui s'est passé au marché mercredi ?" (engramdb.standing)."""
    lowered = text.lower()
    if not _DAY_NAMES.isdisjoint(_TOKEN.findall(lowered)):
        return True
    if _VI_GATE.search(lowered) is not None and (_VI_WEEKDAY.search(lowered) or _VI_MONTH.search(lowered)):
        return True
    return _CJK.search(lowered) is not None and _CJK_WEEKDAY.search(lowered) is not None


def recency_offset(reference: TimeReference | None, now: float) -> float:
    """Seconds before `now` (epoch seconds, the recall's clock) at which the recency term of a recall whose
    question names `reference` peaks (RecallParams.recency_offset): "N days / weeks / fortnights / months ago"
    N units back, "last week" 7 days back (_BEFORE_LAST: "the week before last" 14), or the middle of the named
    weekday's last occurrence before today (UTC; "on Sunday" asked on a Sunday is a week back; only for a question
    told in the past, as the recency floor of hinted), or of the one a week before it ("the Friday before last");
    0 (the newest first) for everything else. The window's memories newer than that day then fade by their
    distance from it as older ones do, so "What did we harvest on Tuesday?" does not rank Friday's harvest first,
    nor "What incident did we have about three weeks ago?" last week's, for being newer. Measured in
    benchmarks/RESULTS.md, "Recall quality, temporal pass 2" (branch temporal29), and "lastweek64" for the
    phrases before last."""
    if reference is None:
        return 0.0
    if reference.day is not None:
        return _date_offset(reference.day, reference.month, now)
    if CALENDAR_WEEK and (weeks := _calendar_weeks(reference)) is not None:
        return _calendar_week_offset(weeks, now)
    if reference.days_back is not None:
        return reference.days_back * _DAY
    if reference.weekday is None or not (reference.past_tense or reference.weeks_before):
        return 0.0
    today = math.floor(now / _DAY)  # day number since the epoch, UTC; 1970-01-01 was a Thursday (3)
    back = ((today + 3 - reference.weekday) % 7 or 7) + 7 * reference.weeks_before
    return now - (today - back) * _DAY - _DAY / 2


def _month_period(tokens: list[str], i: int, previous: str) -> TimeReference:
    """The named past period ending at tokens[i] (a month, a season, a year): for a month in a question told in
    the past ("What shipped in September?", "What went wrong in late September?", "the beginning of October",
    "mid-August", "Ende Oktober") a window of MONTH_DAYS centred on the part of the month it names (its 15th, or
    _PART_DAYS' day) in the month's latest occurrence up to the recall's clock; else no recency (hinted), and in a
    question about what is to come (_to_come) a period to come."""
    phrase = f"{previous} {tokens[i]}" if previous else tokens[i]
    head, _, tail = tokens[i].rpartition("-")
    month = _MONTH_NUMBERS.get(tail)
    following = tokens[i + 1] if i + 1 < len(tokens) else ""
    if month is not None and _to_come(tokens):  # "Where will Keiko be working in December?" (_TO_COME)
        return TimeReference("coming", None, phrase)
    if month is None or (len(following) == 4 and following.isdigit()):
        return TimeReference("past", None, phrase)  # "the outage of March 2025": the year is its own period
    open_month = None if _told_in_past(_present_forms(tokens)) else month  # a past period, or one to come (as_of)
    if not _told_in_past(tokens):  # "a week in January"
        return TimeReference("past", None, phrase, open_month=open_month)
    part = head or previous
    if part in _DATE_LINKS and i >= 2:  # "the end of August", "fim de setembro"
        part = tokens[i - 2]
    return TimeReference("past", MONTH_DAYS, phrase, past_tense=True, day=_PART_DAYS.get(part, 15), month=month,
                         open_month=open_month)


def _date(tokens: list[str], i: int) -> tuple[int, int | None, str] | None:
    """(day, month, phrase) when tokens[i] ends a date: a month word after its day ("24 october", "20 oktober", "22
    de outubro", "3rd of may", "29 października"), an English month before it ("october 24th"; not May), or the
    English "on the 28th" (month None); None otherwise."""
    token = tokens[i]
    month = _MONTH_NUMBERS.get(token)
    if month is not None:
        j = i - 1
        if j >= 1 and tokens[j] in _DATE_LINKS:
            j -= 1
        found = _ORDINAL.fullmatch(tokens[j]) if j >= 0 else None
        if found is not None:
            return int(found.group(1)), month, " ".join(tokens[j:i + 1])
        if token in _MONTHS and token != "may" and i + 1 < len(tokens):
            found = _ORDINAL.fullmatch(tokens[i + 1])
            if found is not None:
                return int(found.group(1)), month, f"{token} {tokens[i + 1]}"
        return None
    if i >= 2 and tokens[i - 1] == "the" and (tokens[i - 2] in ("on", "since") or tokens[i - 2] in _ENGLISH_WEEKDAYS) \
            and token[-2:] in ("st", "nd", "rd", "th"):  # "on the 28th", "on Saturday the 24th"
        found = _ORDINAL.fullmatch(token)
        if found is not None and (tokens[i + 1] if i + 1 < len(tokens) else "") in _AFTER_ORDINAL:
            return int(found.group(1)), None, f"the {token}"
    return None


def _dated_weekday(tokens: list[str], i: int) -> bool:
    """Whether the weekday tokens[i] opens a date ("Sunday 18 October", "Sunday, October 18th", "domingo 18 de
    octubre", "Sunday the 18th of October", "Saturday the 24th"): the date then names the day, and the weekday is no
    window of the last week of its own (anchors67, benchmarks/RESULTS.md: "after the flight on Sunday 18 October" read
    as last Sunday)."""
    start = i + 2 if tokens[i + 1:i + 2] == ["the"] else i + 1
    for j in range(start, min(start + 3, len(tokens))):
        found = _date(tokens, j)
        if found is not None and found[2].split()[0] in (tokens[start], "the"):
            return True
    return False


def _date_offset(day: int, month: int | None, now: float) -> float:
    """Seconds before `now` of the middle of the latest day up to today (UTC) that is the `day` of `month` (of
    any month for None); 0 when none is (a 31st of February)."""
    today = datetime.fromtimestamp(now, timezone.utc).date()
    year, current = today.year, month or today.month
    for _ in range(48):
        try:
            named: date | None = date(year, current, day)
        except ValueError:
            named = None
        if named is not None and named <= today:
            middle = datetime(named.year, named.month, named.day, tzinfo=timezone.utc).timestamp() + _DAY / 2
            return max(0.0, now - middle)
        if month is not None:
            year -= 1
        else:
            year, current = (year, current - 1) if current > 1 else (year - 1, 12)
    return 0.0


def _number(word: str) -> float | None:
    return float(word) if word.isdigit() and len(word) <= 3 else _NUMBERS.get(word)


def _ago(tokens: list[str], i: int) -> tuple[str, str, float] | None:
    """(phrase, unit, count) of the English "N units ago" ending at tokens[i] ("ago"): "three days ago", "a
    couple of weeks ago", "two and a half weeks ago", "a week and a half ago", "a fortnight ago"; None if the
    words before "ago" are not one."""
    half = ["and", "a", "half"]
    j, extra = i - 1, 0.0
    if tokens[max(0, j - 2):j + 1] == half:  # "a week and a half ago"
        j, extra = j - 3, 0.5
    if j < 1 or tokens[j] not in _UNIT_DAYS.keys() | _LONG_UNITS:
        return None
    k = j - 1
    if k >= 3 and tokens[k - 2:k + 1] == half:  # "two and a half weeks ago"
        k, extra = k - 3, 0.5
    if tokens[k] == "of" and k >= 1:  # "a couple of days ago"
        k -= 1
    n = _number(tokens[k])
    if n is None:
        return None
    return " ".join(tokens[k:i + 1]), tokens[j], n + extra


def _foreign_pair(previous: str, token: str) -> float | None:
    """The window of a two-word "last week" / "this month" in another language, in either order ("la semana
    pasada", "letzte Woche", "le mois dernier", "cette semaine"), or None."""
    for first, second in ((previous, token), (token, previous)):
        if second in _WEEK_WORDS:
            if first in _LAST_WORDS:
                return 14.0
            if first in _THIS_WORDS:
                return 7.0
        if second in _MONTH_WORDS:
            if first in _LAST_WORDS:
                return 62.0
            if first in _THIS_WORDS:
                return 31.0
    return None


def _foreign_ago(tokens: list[str], i: int) -> tuple[float, str] | None:
    """(count, phrase) when tokens[i], a unit word of another language, ends "N units ago" there: "hace tres
    días", "vor drei Tagen", "vor ein paar Tagen", "il y a deux semaines", "há três dias", "tre giorni fa", "drie
    dagen geleden"; None otherwise."""
    if i < 1:
        return None
    count = tokens[i - 1]
    n = _number(count) if count.isdigit() else _FOREIGN_NUMBERS.get(count)
    if n is None:
        return None
    after = i + 1 < len(tokens) and tokens[i + 1] in _AGO_AFTER
    before = any(j >= 0 and (tokens[j] in _AGO_BEFORE or (tokens[j] == "a" and j >= 1 and tokens[j - 1] == "y"))
                 for j in (i - 2, i - 3))
    if not (after or before):
        return None
    return n, " ".join(tokens[max(0, i - 3) if before else i - 1:i + 2 if after else i + 1])


def _month_in_word(token: str) -> bool:
    """A hyphenated word naming a month ("mid-October", "early-March"): May only as "mid-may" and the like."""
    if "-" not in token:
        return False
    head, _, tail = token.rpartition("-")
    return tail in _MONTHS and head in _MONTH_AFTER


def _unspaced_reference(lowered: str) -> TimeReference | None:
    """The shortest recent window a question in a script without spaces names ("昨天", "先週", "上周三",
    "어제"), found as substrings; None if it names none."""
    best: TimeReference | None = None
    for word, days in _CJK_RECENT.items():
        if word in lowered and (best is None or days < (best.days or math.inf)):
            best = TimeReference("recent", days, word)
    weekday = _CJK_WEEKDAY.search(lowered)
    if weekday is not None and (_CJK_PAST.search(lowered) or _cjk_plain_past(lowered)) and \
            (best is None or (best.days or math.inf) > WEEKDAY_DAYS):
        best = TimeReference("recent", WEEKDAY_DAYS, weekday.group())
    return best


def _vietnamese_reference(lowered: str) -> TimeReference | None:
    """The time a Vietnamese question names (_VI_GATE's phrases): the shortest recent window ("hôm qua", "tuần
    trước", a weekday told in the past), else a date ("ngày 28 tháng 10") or a month ("tháng 3"), a window centred on
    it when told in the past, else a named past period (as time_reference reads the other languages'); or None."""
    past = _VI_PAST.search(lowered) is not None
    best: TimeReference | None = None
    ago = _VI_AGO.search(lowered)
    if ago is not None:
        count = int(ago.group(1)) if ago.group(1).isdigit() else _VI_NUMBERS[ago.group(1)]
        unit = _VI_UNITS[ago.group(2)]
        best = TimeReference("recent", float((count + 1) * unit), ago.group(), days_back=float(count * unit))
    for found in _VI_RECENT_PHRASE.finditer(lowered):
        if ago is not None and ago.start() < found.start() < ago.end():  # "hai tuần trước" is not "tuần trước"
            continue
        days = _VI_RECENT[found.group()]
        if best is None or days < (best.days or math.inf):
            best = TimeReference("recent", days, found.group(), past_tense=past and days <= WINDOW_RECENCY_DAYS)
    weekday = _VI_WEEKDAY.search(lowered)
    if weekday is not None and past and (best is None or (best.days or math.inf) > WEEKDAY_DAYS):
        best = TimeReference("recent", WEEKDAY_DAYS, weekday.group(), past_tense=True)
    if best is not None:
        return best
    month = _VI_MONTH.search(lowered)
    if month is None or lowered[month.end():month.end() + 4] in (" này", " trư", " qua"):  # "tháng này": a window
        return None
    if _VI_YEAR.match(lowered, month.end()):  # "tháng 3 năm 2025": the year is its own period
        return TimeReference("past", None, month.group())
    number = int(month.group(2)) if month.group(2).isdigit() else _VI_MONTH_NAMES[month.group(2)]
    if month.group(1) is not None and 1 <= int(month.group(1)) <= 31:
        return TimeReference("past", DATE_DAYS, month.group(), past_tense=past, day=int(month.group(1)),
                             month=number)
    if not past:
        return TimeReference("past", None, month.group())
    return TimeReference("past", MONTH_DAYS, month.group(), past_tense=True, day=15, month=number)


def as_of(reference: TimeReference | None, now: float) -> TimeReference | None:
    """`reference` as a recall at `now` (epoch seconds) reads it: a month or a date named in a question not told in
    the past and with no year (TimeReference.open_month) is a period to come (kind "coming", as a month in a question
    with a word of the future, _TO_COME) when it is nearer ahead of `now` than behind it (UTC): asked on 1 November,
    December to April and a date up to about half a year ahead ("a week in January", "on 14 November"); May to
    October, the current month and today stay the named past period (or date) they were. Such a question asks what
    will hold then: the newest value known (serves_newest_first), under the default recency (hinted)."""
    if reference is None or reference.kind != "past" or reference.open_month is None:
        return reference
    today = datetime.fromtimestamp(now, timezone.utc).date()
    if reference.day is None:
        ahead = (reference.open_month - today.month) % 12
        if not 0 < ahead < 6:
            return reference
    else:
        forward = _days_to(reference.day, reference.open_month, today)
        if forward is None or forward == 0 or forward >= 366 - forward:
            return reference
    return TimeReference("coming", None, reference.phrase)


def _days_to(day: int, month: int, today: date) -> int | None:
    """Days from `today` to the next `day` of `month` (0: today), or None when there is none (a 30th of February)."""
    for year in (today.year, today.year + 1, today.year + 2, today.year + 3, today.year + 4):
        try:
            named = date(year, month, day)
        except ValueError:
            continue
        if named >= today:
            return (named - today).days
    return None


# temporal124: a question naming ONE past day ("What broke on Wednesday?" told in the past, "on 23 October") gets a
# half-life of ONE_DAY_DAYS around that day instead of its window's WEEKDAY_DAYS / DATE_DAYS (7): at 7 days a note
# of a day three days off kept 0.74 of the recency term and, under the recency weight of a short window, a rival
# note of the same kind a few days off (another night report, another weekly figure) outranked the day's own.
# ONE_DAY_RECENCY is the recency weight such a question gets at least (the question names the answer's day: under
# WINDOW_RECENCY an old standing note sharing its words still won). Tuning sets, both embedders (benchmarks/
# RESULTS.md, "temporal124"): 3 days over 2; weight 0.25 / 0.35 / 0.45 / 0.55 / 0.7 gave 982 / 990 / 993 / 1002 / 1012
# of 1141 temporal rank-1 hits (hashing), 1020 / 1032 / 1039 / 1044 / 1048 (E5); 0.7 began to cost recall@5.
# ONE_DAY False: main's behaviour.
ONE_DAY = True
ONE_DAY_DAYS = 3.0
ONE_DAY_RECENCY = 0.55


def _one_day(reference: TimeReference) -> bool:
    """Whether `reference` names one past day the recall centres its recency on: a weekday told in the past
    (recency_offset's last occurrence; not "the Friday before last" nor "since Saturday") or a date told in the past
    (a window of DATE_DAYS on its day)."""
    if not reference.past_tense or reference.weeks_before or reference.not_one_day:
        return False
    return (reference.weekday is not None and reference.kind == "recent") or \
        (reference.day is not None and reference.days == DATE_DAYS)


def _one_day_hint(reference: TimeReference, weights: Weights) -> tuple[Weights, float] | None:
    """hinted's (weights, half-life) for a question naming one past day (_one_day) when ONE_DAY is on, else None."""
    if not ONE_DAY or not _one_day(reference):
        return None
    if weights.recency < ONE_DAY_RECENCY:
        weights = replace(weights, recency=ONE_DAY_RECENCY)
    return weights, ONE_DAY_DAYS


def hinted(reference: TimeReference | None, weights: Weights, half_life_days: Any) -> tuple[Weights, Any]:
    """(weights, half_life_days) of a recall whose question names `reference` (unchanged for None): a recent
    window's length as every layer's half-life (and, for a window of WINDOW_RECENCY_DAYS or less, a recency
    weight of at least WINDOW_RECENCY), or no recency weight for a named past period; a month to come (kind "coming")
    changes nothing, as no time named."""
    if reference is not None and reference.kind == "coming" and reference.days is not None:  # a plan ahead
        return weights, reference.days  # (_plan_ahead): the newest plan told, as a current value
    if reference is None or reference.kind == "coming":  # a month to come names no window of memories: the defaults
        return weights, half_life_days
    if (one_day := _one_day_hint(reference, weights)) is not None:  # one past day: a sharper window (temporal124)
        return one_day
    if reference.kind == "recent":
        assert reference.days is not None
        if reference.days <= WINDOW_RECENCY_DAYS and reference.past_tense and weights.recency < WINDOW_RECENCY:
            weights = replace(weights, recency=WINDOW_RECENCY)
        elif reference.days_back is not None and weights.recency < CENTRED_RECENCY:  # temporal160
            weights = replace(weights, recency=CENTRED_RECENCY)
        return weights, reference.days
    if reference.days is not None:  # a date or a month told in the past: its window, centred (recency_offset)
        if reference.days <= WINDOW_RECENCY_DAYS and reference.past_tense and weights.recency < WINDOW_RECENCY:
            weights = replace(weights, recency=WINDOW_RECENCY)
        return weights, reference.days
    return replace(weights, recency=0.0), half_life_days


# temporal160: the words that name a question's window back in time ("last week", "three weeks ago", "the past few
# days", "a month ago") set its recency (hinted, recency_offset); matched lexically as well, they ranked the memories
# that name the word - a standing fact or a rule naming "a week", "weekly", "days" ("Payments: 20% to book the slot
# ..."; "Chore rota: ... 3 $ a week") - above the window's own memories, which seldom name it ("Booked stand C14 at
# the Vanlife Festival" for "What did we book last week for next spring?"). WINDOW_UNMATCHED: hybrid recall's lexical
# side (store.lexical_text) reads the question without that phrase, when the phrase holds a unit word (_UNIT_DAYS and
# the other languages' week / month / day words) and does not begin with "this" / "these". The words of a day ("on
# Wednesday", "yesterday", "this morning", "today"), a date, a month or a current value are kept: a memory of that
# day often says them ("This morning the alarm went off", "Thursday: four dogs"), and taking them out too lost more
# than it won (hashing rank-1 +16 / -25 over the tunable sets). Measured with CENTRED_RECENCY and CALENDAR_WEEK on:
# hashing +8 / -2, E5 +2 / -0 rank 1 over them (benchmarks/RESULTS.md, "temporal160"); the losses are memories that
# date themselves by the same phrase ("Last week Lina decided ..."). False: main.
WINDOW_UNMATCHED = True
WINDOW_UNITS_ONLY = True  # False: a day's words go too (measured, lost; see above)
_UNMATCHED_UNITS = frozenset(_UNIT_DAYS) | _WEEK_WORDS | _MONTH_WORDS | frozenset(_FOREIGN_UNITS)


def without_window(text: str) -> str:
    """`text` without the phrase that names its window back in time (question_reference: kind "recent", not a
    current-value word's CURRENT_DAYS window; with WINDOW_UNITS_ONLY a phrase holding a unit word, not "this week"),
    a possessive "'s" after it included ("last week's session"); `text` itself when it names none, when
    WINDOW_UNMATCHED is off, or when nothing would be left."""
    if not WINDOW_UNMATCHED:
        return text
    reference = question_reference(text)  # cached: recall reads it too (standing.question_time)
    if reference is None or reference.kind != "recent" or reference.days == CURRENT_DAYS:
        return text
    words = reference.phrase.split()
    if WINDOW_UNITS_ONLY and (_UNMATCHED_UNITS.isdisjoint(words) or words[0] in ("this", "these")):
        return text
    body = r"\W+".join(re.escape(word) for word in words)
    pattern = body if _CJK.search(reference.phrase) else rf"(?<!\w){body}(?:['’]s)?(?!\w)"
    out = re.sub(pattern, " ", text, count=1, flags=re.IGNORECASE)
    return out if out != text and re.search(r"\w", out) else text


# temporal160: "last week" is the calendar week before this one (Monday to Sunday, as ISO 8601 and most of the
# languages read here count weeks), not the seven days around a week ago. recency_offset peaked "last week" 7 days
# back whatever the weekday, so asked on a Sunday a memory of this week's Monday (6 days back, not last week's) sat
# nearer the peak than last Thursday's (10 days back). CALENDAR_WEEK: "last week" (another language's "la semana
# pasada", "letzte Woche"; and "the week before last", one week further back) peaks at the middle of that calendar
# week (Thursday noon, UTC); its window (14 days, 21 for the week before last) is kept. "the past week" (a rolling
# week) is not read so. False: main.
CALENDAR_WEEK = True
_CALENDAR_LAST = _LAST_WORDS | {"last"}


def _calendar_weeks(reference: TimeReference) -> int | None:
    """How many calendar weeks before this one `reference` names (1 "last week", 2 "the week before last"), or None
    when it names no calendar week."""
    if reference.kind != "recent" or reference.weekday is not None:
        return None
    words = reference.phrase.split()
    if len(words) == 2 and not _CALENDAR_LAST.isdisjoint(words) and not _WEEK_WORDS.isdisjoint(words) and \
            reference.days == 14.0:
        return 1
    if reference.phrase == "week before last":
        return 2
    return None


def _calendar_week_offset(weeks: int, now: float) -> float:
    """Seconds before `now` of the middle (Thursday noon, UTC) of the calendar week (Monday to Sunday) `weeks` weeks
    before the current one."""
    today = math.floor(now / _DAY)  # day number since the epoch, UTC; 1970-01-01 was a Thursday (3)
    monday = today - (today + 3) % 7 - 7 * weeks
    return now - (monday + 3.5) * _DAY


# temporal160: "a week last Friday" (British English) is the Friday a week before last Friday, as "the Friday before
# last" is; read as "last Friday" its window was centred a week too late. A_WEEK_LAST: that weekday a week before its
# last occurrence (weeks_before 1, a window of two weeks, recency_offset). False: main ("last Friday").
A_WEEK_LAST = True


# temporal160: a Japanese or Korean question told in the plain past names a past weekday as the polite past does
# ("水曜日に教室で何があった？", "수요일에 누가 병가를 냈어?"): _CJK_PAST read only the polite endings (ました,
# でした) and three Korean past syllables (었, 았, 했), so these stayed a routine. CJK_PLAIN_PAST: a Japanese verb's
# plain past - た after a verb stem's kana (あった, 来た, 壊れた) or だ after ん / い (読んだ, 泳いだ), ending the
# sentence or before の / か / ん (not a bare copula だ) - or a Korean syllable ending in ㅆ (the past tense's
# consonant: 냈, 왔, 갔, 됐, 났), not 있 ("there is") nor 겠 (a time to come). False: main.
CJK_PLAIN_PAST = True
_JA_PLAIN_PAST = re.compile(r"(?:[っいきしちにひみりえけせてねべめれげでじぎび来見寝出]た|[んい]だ)"
                            r"(?:[？?。!！]|の|か|ん|$)")
_KO_SSANG = 20  # the final ㅆ's index among a Hangul syllable's 28 final consonants


def _cjk_plain_past(lowered: str) -> bool:
    """Whether a Japanese or Korean question is told in the plain past (CJK_PLAIN_PAST)."""
    if not CJK_PLAIN_PAST:
        return False
    if _JA_PLAIN_PAST.search(lowered.strip()):
        return True
    return any("\uac00" <= ch <= "\ud7a3" and (ord(ch) - 0xAC00) % 28 == _KO_SSANG and ch not in "있겠"
               for ch in lowered)
