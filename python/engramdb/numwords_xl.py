"""Money told in another language's number words, read as digits (issue 18, branch xlnum92).

semantics.xl_asked_change and xl_anchored_change read a clause's values in digits only (_xl_values), and
quantities.spelt_in_digits reads English number words only, so a changed price told in words in another language
("Լիոնի գնորդը այսուհետ վճարում է ութ եվրո հիսուն ցենտ", "teglata ... sega e четиристотини и педесет денари") was never
read. XL_NUMBER_WORDS below is data: per language its number words (units, tens, hundreds, thousands; a word another
word is built of, as Khmer "ប្រាំមួយពាន់" is 5+1 times 1000 and Sinhala "තුන්සිය" is 3 times 100), the word that
joins a run ("vinte e cinco"), a half, its currency words and cent words; xl_spelt_in_digits reads them.

A run of number words is read only next to a currency word of XL_CURRENCIES (after it, or before it where no run is
before the currency word: Sinhala "රුපියල් එක්දහස් තුන්සිය පනහක්"): a count of another thing ("долоо хоног", a week;
"cen metros") is left as it is, and so is a word that only starts as a number word ("бесік"): a word is a number word
only when all of it is built of them (with a suffix of _SUFFIXES at its end).

xl_money_in_english (branch xlanchor93) writes a clause's money as an English note writes it, so that the two sides
of a change meet in one unit: an amount in English number words before a currency word of XL_CURRENCIES in digits
("thirteen hundred tenge" -> "1300 tenge"), and a currency word in another script or spelling after digits as its
English word ("2 200 теңге" -> "2200 tenge", "95 ewro" -> "95 euros").
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path

from .quantities import _spelt_spans

# each word as "word:value" and its kind by a letter after the value: none adds (a unit, a ten, a teen, a hundred
# that is a word of its own: "douscentos", "двесте" marked "n"), "h" multiplies what came before it in the run (a
# hundred), "t" closes a group (a thousand, a lakh, a myriad: what came before it times the word, added to the run's
# total); a half (_HALVES) adds 0.5 after a run
_U, _H, _T = "u", "h", "t"
# a power whose count comes after it (Zulu "amakhulu amabili", hundreds two: 200; branch newest106)
_P = "p"
# a score that multiplies the unit right before it only (Breton "daou c'hant tri-ugent", 2 x 100 + 3 x 20: 260; branch
# newest110)
_V = "v"

_TABLE_TEXT: dict[str, str] = {
    # Armenian
    "hy": "մեկ:1 երկու:2 երեք:3 չորս:4 հինգ:5 վեց:6 յոթ:7 յոթը:7 ութ:8 ութը:8 ինը:9 ինն:9 տասը:10 տաս:10 տասն:10 "
          "քսան:20 երեսուն:30 քառասուն:40 հիսուն:50 վաթսուն:60 յոթանասուն:70 ութսուն:80 իննսուն:90 "
          "հարյուր:100h հազար:1000t",
    # Kazakh
    "kk": "бір:1 екі:2 үш:3 төрт:4 бес:5 алты:6 жеті:7 сегіз:8 тоғыз:9 он:10 жиырма:20 отыз:30 қырық:40 елу:50 "
          "алпыс:60 жетпіс:70 сексен:80 тоқсан:90 жүз:100h мың:1000t",
    # Azerbaijani
    "az": "bir:1 iki:2 üç:3 dörd:4 beş:5 altı:6 yeddi:7 səkkiz:8 doqquz:9 on:10 iyirmi:20 otuz:30 qırx:40 əlli:50 "
          "altmış:60 yetmiş:70 səksən:80 doxsan:90 yüz:100h min:1000t",
    # Uzbek (Latin; the apostrophe in any of its forms is read as "ʻ")
    "uz": "bir:1 ikki:2 uch:3 toʻrt:4 besh:5 olti:6 yetti:7 sakkiz:8 toʻqqiz:9 oʻn:10 yigirma:20 oʻttiz:30 qirq:40 "
          "ellik:50 oltmish:60 yetmish:70 sakson:80 toʻqson:90 yuz:100h ming:1000t",
    # Mongolian (each word also in its attributive form: "таван мянга")
    "mn": "нэг:1 хоёр:2 гурав:3 гурван:3 дөрөв:4 дөрвөн:4 тав:5 таван:5 зургаа:6 зургаан:6 долоо:7 долоон:7 "
          "найм:8 найман:8 ес:9 есөн:9 арав:10 арван:10 хорь:20 хорин:20 гуч:30 гучин:30 дөч:40 дөчин:40 тавь:50 "
          "тавин:50 жар:60 жаран:60 дал:70 далан:70 ная:80 наян:80 ер:90 ерэн:90 зуу:100h зуун:100h мянга:1000t "
          "мянган:1000t",
    # Sinhala (each with its combining form: "එක්දහස්" is එක් + දහස්)
    "si": "එක:1 එක්:1 දෙක:2 දෙ:2 තුන:3 තුන්:3 හතර:4 හාර:4 පහ:5 පන්:5 පස්:5 හය:6 හත:7 හත්:7 අට:8 අට්:8 නවය:9 නව:9 "
          "දහය:10 දස:10 විස්ස:20 විසි:20 තිහ:30 තිස්:30 හතළිහ:40 හතළිස්:40 පනහ:50 පනස්:50 හැට:60 හැත්තෑව:70 "
          "හැත්තෑ:70 අසූව:80 අසූ:80 අනූව:90 අනූ:90 සියය:100h සිය:100h සීය:100h දහස:1000t දහස්:1000t දාහ:1000t "
          "ලක්ෂ:100000t ලක්ෂය:100000t",
    # Khmer (no space inside a number: "ប្រាំមួយពាន់ប្រាំរយ" is (5+1) x 1000 + 5 x 100)
    "km": "មួយ:1 ពីរ:2 បី:3 បួន:4 ប្រាំ:5 ដប់:10 ម្ភៃ:20 សាមសិប:30 សែសិប:40 ហាសិប:50 ហុកសិប:60 ចិតសិប:70 "
          "ប៉ែតសិប:80 កៅសិប:90 រយ:100h ពាន់:1000t ម៉ឺន:10000t សែន:100000t",
    # Nepali (11-99 are words of their own: the tens and the round numbers here, the others in _TEENS_AND_TENS)
    "ne": "एक:1 दुई:2 तीन:3 चार:4 पाँच:5 पांच:5 छ:6 सात:7 आठ:8 नौ:9 दश:10 दस:10 बीस:20 तीस:30 चालीस:40 पचास:50 "
          "साठी:60 साठ:60 सत्तरी:70 असी:80 नब्बे:90 सय:100h हजार:1000t लाख:100000t",
    # Gujarati (the tens and the round numbers, the others in _TEENS_AND_TENS, as Nepali)
    "gu": "એક:1 બે:2 ત્રણ:3 ચાર:4 પાંચ:5 છ:6 સાત:7 આઠ:8 નવ:9 દસ:10 વીસ:20 ત્રીસ:30 ચાળીસ:40 પચાસ:50 સાઠ:60 "
          "સિત્તેર:70 એંસી:80 નેવું:90 બસો:200n સો:100h હજાર:1000t લાખ:100000t",
    # Galician
    "gl": "un:1 unha:1 dous:2 dúas:2 tres:3 catro:4 cinco:5 seis:6 sete:7 oito:8 nove:9 dez:10 once:11 doce:12 "
          "trece:13 catorce:14 quince:15 dezaseis:16 dezasete:17 dezaoito:18 dezanove:19 vinte:20 trinta:30 "
          "corenta:40 cincuenta:50 sesenta:60 setenta:70 oitenta:80 noventa:90 cen:100n cento:100n douscentos:200n "
          "duascentas:200n trescentos:300n trescentas:300n catrocentos:400n catrocentas:400n quiñentos:500n "
          "quiñentas:500n seiscentos:600n seiscentas:600n setecentos:700n setecentas:700n oitocentos:800n "
          "oitocentas:800n novecentos:900n novecentas:900n mil:1000t",
    # Serbian (Cyrillic; before Macedonian, whose table reads "четиристо" as 4 + 100: of two runs as long, the first
    # table's is read, _longest_first; issue 18, branch twice98)
    "sr": "један:1 једна:1 једно:1 два:2 две:2 три:3 четири:4 пет:5 шест:6 седам:7 осам:8 девет:9 десет:10 "
          "једанаест:11 дванаест:12 тринаест:13 четрнаест:14 петнаест:15 шеснаест:16 седамнаест:17 осамнаест:18 "
          "деветнаест:19 двадесет:20 тридесет:30 четрдесет:40 педесет:50 шездесет:60 седамдесет:70 осамдесет:80 "
          "деведесет:90 сто:100n двеста:200n триста:300n четиристо:400n петсто:500n шестсто:600n седамсто:700n "
          "осамсто:800n деветсто:900n хиљада:1000t хиљаде:1000t хиљаду:1000t",
    # Punjabi (Gurmukhi; "ਹਜ਼ਾਰ" with its nukta composed and decomposed)
    "pa": "ਇੱਕ:1 ਇਕ:1 ਦੋ:2 ਤਿੰਨ:3 ਚਾਰ:4 ਪੰਜ:5 ਛੇ:6 ਸੱਤ:7 ਅੱਠ:8 ਨੌਂ:9 ਦਸ:10 ਵੀਹ:20 ਤੀਹ:30 ਚਾਲੀ:40 ਪੰਜਾਹ:50 "
          "ਸੱਠ:60 ਸੱਤਰ:70 ਅੱਸੀ:80 ਨੱਬੇ:90 ਸੌ:100h \u0a39\u0a5b\u0a3e\u0a30:1000t \u0a39\u0a1c\u0a3c\u0a3e\u0a30:1000t "
          "ਹਜਾਰ:1000t ਲੱਖ:100000t",
    # Haitian Creole (its words read next to its own currency only: _LANGUAGE_MONEY)
    "ht": "youn:1 de:2 twa:3 kat:4 senk:5 sis:6 sèt:7 uit:8 nèf:9 dis:10 ven:20 trant:30 karant:40 senkant:50 "
          "swasant:60 san:100h mil:1000t",
    # Macedonian
    "mk": "еден:1 една:1 едно:1 два:2 две:2 три:3 четири:4 пет:5 шест:6 седум:7 осум:8 девет:9 десет:10 "
          "единаесет:11 дванаесет:12 наесет:10 дваесет:20 триесет:30 четириесет:40 педесет:50 шеесет:60 "
          "седумдесет:70 осумдесет:80 деведесет:90 сто:100n двесте:200n триста:300n стотини:100h илјада:1000t "
          "илјади:1000t",
}
# Nepali's and Gujarati's 11-99 but the tens, in order from 11 (each a word of its own, not built of its unit and its
# ten: Nepali "पच्चीस" is 25, Gujarati "પચ્ચીસ" 25; issue 18, branch xlanchor93)
_TEENS_AND_TENS: dict[str, str] = {
    "ne": "एघार बाह्र तेह्र चौध पन्ध्र सोह्र सत्र अठार उन्नाइस - एक्काइस बाइस तेइस चौबीस पच्चीस छब्बीस सत्ताइस अठ्ठाइस "
          "उनन्तीस - एकतीस बत्तीस तेत्तीस चौंतीस पैंतीस छत्तीस सैंतीस अठतीस उनन्चालीस - एकचालीस बयालीस त्रिचालीस "
          "चवालीस पैंतालीस छयालीस सतचालीस अठचालीस उनन्चास - एकाउन्न बाउन्न त्रिपन्न चवन्न पचपन्न छपन्न सन्ताउन्न "
          "अन्ठाउन्न उनन्साठी - एकसट्ठी बयसट्ठी त्रिसट्ठी चौंसट्ठी पैंसट्ठी छयसट्ठी सतसट्ठी अठसट्ठी उनन्सत्तरी - एकहत्तर "
          "बहत्तर त्रिहत्तर चौहत्तर पचहत्तर छयहत्तर सतहत्तर अठहत्तर उनासी - एकासी बयासी त्रियासी चौरासी पचासी छयासी "
          "सतासी अठासी उनान्नब्बे - एकान्नब्बे बयान्नब्बे त्रियान्नब्बे चौरान्नब्बे पन्चानब्बे छयान्नब्बे सन्तान्नब्बे "
          "अन्ठान्नब्बे उनान्सय",
    "gu": "અગિયાર બાર તેર ચૌદ પંદર સોળ સત્તર અઢાર ઓગણીસ - એકવીસ બાવીસ તેવીસ ચોવીસ પચ્ચીસ છવ્વીસ સત્તાવીસ અઠ્ઠાવીસ "
          "ઓગણત્રીસ - એકત્રીસ બત્રીસ તેત્રીસ ચોત્રીસ પાંત્રીસ છત્રીસ સાડત્રીસ આડત્રીસ ઓગણચાલીસ - એકતાલીસ બેતાલીસ "
          "તેતાલીસ ચુંમાલીસ પિસ્તાલીસ છેતાલીસ સુડતાલીસ અડતાલીસ ઓગણપચાસ - એકાવન બાવન ત્રેપન ચોપન પંચાવન છપ્પન સત્તાવન "
          "અઠ્ઠાવન ઓગણસાઠ - એકસઠ બાસઠ ત્રેસઠ ચોસઠ પાંસઠ છાસઠ સડસઠ અડસઠ ઓગણસિત્તેર - એકોતેર બોતેર તોતેર ચુમોતેર "
          "પંચોતેર છોતેર સિત્યોતેર ઇઠ્યોતેર ઓગણએંસી - એક્યાસી બ્યાસી ત્યાસી ચોર્યાસી પંચાસી છ્યાસી સિત્યાસી ઇઠ્યાસી "
          "નેવ્યાસી - એકાણું બાણું ત્રાણું ચોરાણું પંચાણું છન્નું સત્તાણું અઠ્ઠાણું નવ્વાણું",
}
for _lang, _words in _TEENS_AND_TENS.items():  # "-" stands for a ten (listed in _TABLE_TEXT)
    _TABLE_TEXT[_lang] += "".join(f" {w}:{n}" for n, w in enumerate(_words.split(), 11) if w != "-")
# Belarusian, Telugu, Luxembourgish and Zulu (holdout29's scopes; issue 18, branch newest106): Belarusian and Telugu
# build a number as the tables above (Telugu "రెండు వేల నాలుగు వందల" is 2 x 1000 + 4 x 100), Luxembourgish writes
# 21-99 as one word, the unit, "an" ("a" before most consonants) and the ten ("fënnefanzwanzeg" 25: _lb_compounds), and
# Zulu counts its powers after them ("amakhulu amabili", hundreds two: 200) with a power noun of kind "p"
# (_value) and a count after it, and writes the amount after its currency word ("amarandi ayikhulu": _AFTER_NOUN)
_MORE_TEXT: dict[str, str] = {
    # Belarusian
    "be": "адзін:1 адна:1 адно:1 два:2 дзве:2 тры:3 чатыры:4 пяць:5 шэсць:6 сем:7 восем:8 дзевяць:9 дзесяць:10 "
          "адзінаццаць:11 дванаццаць:12 трынаццаць:13 чатырнаццаць:14 пятнаццаць:15 шаснаццаць:16 "
          "сямнаццаць:17 васямнаццаць:18 дзевятнаццаць:19 дваццаць:20 трыццаць:30 сорак:40 пяцьдзясят:50 "
          "шэсцьдзясят:60 семдзесят:70 восемдзесят:80 дзевяноста:90 сто:100n дзвесце:200n трыста:300n "
          "чатырыста:400n пяцьсот:500n шэсцьсот:600n семсот:700n восемсот:800n дзевяцьсот:900n тысяча:1000t "
          "тысячы:1000t тысяч:1000t тысячу:1000t",
    # Telugu (a hundred and a thousand also in their plural and oblique forms: "వందల", "వేల")
    "te": "ఒకటి:1 ఒక:1 ఒక్క:1 రెండు:2 మూడు:3 నాలుగు:4 ఐదు:5 అయిదు:5 ఆరు:6 ఏడు:7 ఎనిమిది:8 తొమ్మిది:9 పది:10 "
          "పదకొండు:11 పన్నెండు:12 పదమూడు:13 పద్నాలుగు:14 పదిహేను:15 పదహారు:16 పదిహేడు:17 పద్దెనిమిది:18 "
          "పంతొమ్మిది:19 ఇరవై:20 ముప్పై:30 ముప్ఫై:30 నలభై:40 యాభై:50 ఏభై:50 అరవై:60 డెబ్బై:70 ఎనభై:80 "
          "తొంభై:90 వంద:100h వందల:100h వందలు:100h నూట:100h నూరు:100h వెయ్యి:1000t వేలు:1000t వేల:1000t "
          "లక్ష:100000t లక్షల:100000t లక్షలు:100000t",
    # Luxembourgish (its units and tens here, 21-99 built by _lb_compounds)
    "lb": "een:1 eent:1 eng:1 zwee:2 zwou:2 dräi:3 véier:4 fënnef:5 sechs:6 siwen:7 siwwen:7 aacht:8 néng:9 "
          "zéng:10 eelef:11 zwielef:12 dräizéng:13 véierzéng:14 fofzéng:15 siechzéng:16 siwwenzéng:17 "
          "uechtzéng:18 nonzéng:19 zwanzeg:20 drësseg:30 véierzeg:40 fofzeg:50 sechzeg:60 siwwenzeg:70 "
          "achtzeg:80 nonzeg:90 honnert:100h dausend:1000t",
    # Zulu (each word with the prefixes it takes after a noun of money: "ayikhulu", "angamakhulu"; a unit after a
    # ten or a hundred with "na-": "amashumi amabili nanhlanu" 25)
    "zu": "ikhulu:100 ayikhulu:100 likhulu:100 nekhulu:100 ishumi:10 ayishumi:10 neshumi:10 inkulungwane:1000 "
          "ayinkulungwane:1000 nenkulungwane:1000 amakhulu:100p angamakhulu:100p namakhulu:100p amashumi:10p "
          "angamashumi:10p namashumi:10p izinkulungwane:1000p ayizinkulungwane:1000p nezinkulungwane:1000p "
          "amabili:2 mabili:2 ezimbili:2 nambili:2 amathathu:3 mathathu:3 ezintathu:3 nantathu:3 amane:4 "
          "ezine:4 nane:4 amahlanu:5 mahlanu:5 ezinhlanu:5 nanhlanu:5 isithupha:6 ayisithupha:6 nesithupha:6 "
          "isikhombisa:7 ayisikhombisa:7 nesikhombisa:7 isishiyagalombili:8 ayisishiyagalombili:8 "
          "nesishiyagalombili:8 isishiyagalolunye:9 ayisishiyagalolunye:9 nesishiyagalolunye:9 nanye:1",
    # Russian, Ukrainian and Bulgarian (the rule of Belarusian's: units, teens and tens as words of their own,
    # hundreds as words, thousands; the apostrophe of Ukrainian "п'ять" as _APOSTROPHES writes it; Bulgarian's
    # spoken teens "петнайсет" too)
    "ru": "один:1 одна:1 одно:1 два:2 две:2 три:3 четыре:4 пять:5 шесть:6 семь:7 восемь:8 девять:9 десять:10 "
          "одиннадцать:11 двенадцать:12 тринадцать:13 четырнадцать:14 пятнадцать:15 шестнадцать:16 "
          "семнадцать:17 восемнадцать:18 девятнадцать:19 двадцать:20 тридцать:30 сорок:40 пятьдесят:50 "
          "шестьдесят:60 семьдесят:70 восемьдесят:80 девяносто:90 сто:100n двести:200n триста:300n "
          "четыреста:400n пятьсот:500n шестьсот:600n семьсот:700n восемьсот:800n девятьсот:900n тысяча:1000t "
          "тысячи:1000t тысяч:1000t тысячу:1000t",
    "uk": "один:1 одна:1 одне:1 два:2 дві:2 три:3 чотири:4 пʻять:5 шість:6 сім:7 вісім:8 девʻять:9 десять:10 "
          "одинадцять:11 дванадцять:12 тринадцять:13 чотирнадцять:14 пʻятнадцять:15 шістнадцять:16 "
          "сімнадцять:17 вісімнадцять:18 девʻятнадцять:19 двадцять:20 тридцять:30 сорок:40 пʻятдесят:50 "
          "шістдесят:60 сімдесят:70 вісімдесят:80 девʻяносто:90 сто:100n двісті:200n триста:300n "
          "чотириста:400n пʻятсот:500n шістсот:600n сімсот:700n вісімсот:800n девʻятсот:900n тисяча:1000t "
          "тисячі:1000t тисяч:1000t тисячу:1000t",
    "bg": "един:1 една:1 едно:1 два:2 две:2 три:3 четири:4 пет:5 шест:6 седем:7 осем:8 девет:9 десет:10 "
          "единадесет:11 дванадесет:12 тринадесет:13 четиринадесет:14 петнадесет:15 шестнадесет:16 "
          "седемнадесет:17 осемнадесет:18 деветнадесет:19 единайсет:11 дванайсет:12 тринайсет:13 "
          "четиринайсет:14 петнайсет:15 шестнайсет:16 седемнайсет:17 осемнайсет:18 деветнайсет:19 "
          "двадесет:20 двайсет:20 тридесет:30 трийсет:30 четиридесет:40 петдесет:50 шестдесет:60 "
          "седемдесет:70 осемдесет:80 деветдесет:90 сто:100n двеста:200n триста:300n четиристотин:400n "
          "петстотин:500n шестстотин:600n седемстотин:700n осемстотин:800n деветстотин:900n хиляда:1000t "
          "хиляди:1000t",
}
_TABLE_TEXT.update(_MORE_TEXT)


def _lb_compounds() -> str:
    """Luxembourgish 21-99 as "word:value" items: the unit, "an" (or "a", which the Eifel rule writes before most
    consonants; both are listed) and the ten written as one word ("eenanzwanzeg" 21, "fënnefavéierzeg" 45)."""
    units = {"een": 1, "zwee": 2, "dräi": 3, "véier": 4, "fënnef": 5, "sechs": 6, "siwen": 7, "aacht": 8, "néng": 9}
    tens = {"zwanzeg": 20, "drësseg": 30, "véierzeg": 40, "fofzeg": 50, "sechzeg": 60, "siwwenzeg": 70,
            "achtzeg": 80, "nonzeg": 90}
    return "".join(f" {u}{link}{t}:{a + b}" for u, a in units.items() for t, b in tens.items() for link in ("an", "a"))


_TABLE_TEXT["lb"] += _lb_compounds()
# Kannada and Malayalam (holdout30's scopes; issue 18, branch newest110): units, tens, the hundreds as words of their
# own with the combining form a number after them takes (Kannada "ಇನ್ನೂರ ಐವತ್ತು" 250, Malayalam "ഇരുനൂറ്റി അമ്പത്"
# 250), a thousand
_SOUTH_TEXT: dict[str, str] = {
    # Kannada
    "kn": "ಒಂದು:1 ಒಂದ:1 ಎರಡು:2 ಮೂರು:3 ನಾಲ್ಕು:4 ಐದು:5 ಆರು:6 ಏಳು:7 ಎಂಟು:8 ಒಂಬತ್ತು:9 ಹತ್ತು:10 ಹನ್ನೊಂದು:11 "
          "ಹನ್ನೆರಡು:12 ಹದಿಮೂರು:13 ಹದಿನಾಲ್ಕು:14 ಹದಿನೈದು:15 ಹದಿನಾರು:16 ಹದಿನೇಳು:17 ಹದಿನೆಂಟು:18 "
          "ಹತ್ತೊಂಬತ್ತು:19 ಇಪ್ಪತ್ತು:20 ಮೂವತ್ತು:30 ನಲವತ್ತು:40 ಐವತ್ತು:50 ಅರವತ್ತು:60 ಎಪ್ಪತ್ತು:70 ಎಂಬತ್ತು:80 "
          "ತೊಂಬತ್ತು:90 ನೂರು:100h ನೂರ:100h ಇನ್ನೂರು:200n ಇನ್ನೂರ:200n ಮುನ್ನೂರು:300n ಮುನ್ನೂರ:300n ನಾನೂರು:400n "
          "ನಾನೂರ:400n ಐನೂರು:500n ಐನೂರ:500n ಆರುನೂರು:600n ಆರುನೂರ:600n ಏಳುನೂರು:700n ಏಳುನೂರ:700n ಎಂಟುನೂರು:800n "
          "ಎಂಟುನೂರ:800n ಒಂಬೈನೂರು:900n ಒಂಬೈನೂರ:900n ಸಾವಿರ:1000t ಸಾವಿರದ:1000t",
    # Malayalam
    "ml": "ഒന്ന്:1 ഒരു:1 രണ്ട്:2 മൂന്ന്:3 നാല്:4 അഞ്ച്:5 ആറ്:6 ഏഴ്:7 എട്ട്:8 ഒമ്പത്:9 പത്ത്:10 "
          "ഇരുപത്:20 മുപ്പത്:30 നാല്പത്:40 നാൽപത്:40 അമ്പത്:50 അൻപത്:50 അറുപത്:60 എഴുപത്:70 എൺപത്:80 "
          "തൊണ്ണൂറ്:90 നൂറ്:100h നൂറ്റി:100n ഇരുനൂറ്:200n ഇരുനൂറ്റി:200n മുന്നൂറ്:300n മുന്നൂറ്റി:300n "
          "നാനൂറ്:400n നാനൂറ്റി:400n അഞ്ഞൂറ്:500n അഞ്ഞൂറ്റി:500n അറുനൂറ്:600n അറുനൂറ്റി:600n എഴുനൂറ്:700n "
          "എഴുനൂറ്റി:700n എണ്ണൂറ്:800n എണ്ണൂറ്റി:800n തൊള്ളായിരം:900n തൊള്ളായിരത്തി:900n ആയിരം:1000t "
          "ആയിരത്തി:1000t",
    # Breton (a score counted by the unit before it, "tri-ugent" 60: kind "v"; its apostrophe as _APOSTROPHES writes
    # it; read next to euros only: _LANGUAGE_MONEY)
    "br": "unan:1 daou:2 div:2 tri:3 teir:3 pevar:4 peder:4 pemp:5 cʻhwecʻh:6 seizh:7 eizh:8 nav:9 dek:10 unnek:11 "
          "daouzek:12 trizek:13 pevarzek:14 pemzek:15 cʻhwezek:16 seitek:17 triwecʻh:18 naontek:19 ugent:20v "
          "tregont:30 kant:100h cʻhant:100h mil:1000t",
}
_TABLE_TEXT.update(_SOUTH_TEXT)
# Tajik, Lao, Occitan, Faroese and Somali (holdout31's scopes; issue 18, branch newest120). Tajik joins a word to the
# next with "-у" ("чорсаду панҷоҳ" 450: each ten, a hundred and a thousand also in that form); Lao writes a number as
# one word, a ten counted by the unit before it ("ສາມສິບ" 3 x 10, "ສິບສອງ" 10 + 2: kind "v", as Breton's score) and
# its currency glued on ("ສິບສອງພັນກີບ": _glued_currency); Occitan "vint-e-un", Faroese "tjúgu og fimm" and Somali
# "labaatan iyo shan" join with a word (_JOINS). Each is read next to its own currencies only (_LANGUAGE_MONEY).
_MORE_SCOPES_TEXT: dict[str, str] = {
    # Tajik (Cyrillic)
    "tg": "як:1 ду:2 се:3 чор:4 панҷ:5 шаш:6 ҳафт:7 ҳашт:8 нӯҳ:9 даҳ:10 ёздаҳ:11 дувоздаҳ:12 сенздаҳ:13 чордаҳ:14 "
          "понздаҳ:15 шонздаҳ:16 ҳабдаҳ:17 ҳаждаҳ:18 нуздаҳ:19 бист:20 бисту:20 сӣ:30 сиву:30 чил:40 чилу:40 "
          "панҷоҳ:50 панҷоҳу:50 шаст:60 шасту:60 ҳафтод:70 ҳафтоду:70 ҳаштод:80 ҳаштоду:80 навад:90 наваду:90 "
          "сад:100h саду:100h ҳазор:1000t ҳазору:1000t",
    # Lao
    "lo": "ໜຶ່ງ:1 ນຶ່ງ:1 ເອັດ:1 ສອງ:2 ສາມ:3 ສີ່:4 ຫ້າ:5 ຫົກ:6 ເຈັດ:7 ແປດ:8 ເກົ້າ:9 ສິບ:10v ຊາວ:20 ຮ້ອຍ:100h "
          "ພັນ:1000t ໝື່ນ:10000t ແສນ:100000t",
    # Occitan
    "oc": "un:1 una:1 dos:2 doas:2 tres:3 quatre:4 cinc:5 sièis:6 sèt:7 uèch:8 nòu:9 dètz:10 onze:11 dotze:12 "
          "tretze:13 catòrze:14 quinze:15 setze:16 vint:20 trenta:30 quaranta:40 cinquanta:50 seissanta:60 "
          "setanta:70 ochanta:80 nonanta:90 cent:100h cents:100h mila:1000t mil:1000t",
    # Faroese
    "fo": "ein:1 eitt:1 tvey:2 tveir:2 trý:3 tríggir:3 fýra:4 fimm:5 seks:6 sjey:7 átta:8 níggju:9 tíggju:10 "
          "ellivu:11 tólv:12 trettan:13 fjúrtan:14 fimtan:15 sekstan:16 seytjan:17 átjan:18 nítjan:19 tjúgu:20 "
          "tríati:30 fýrati:40 hálvtrýss:50 trýss:60 hálvfjerðs:70 fýrs:80 hálvfems:90 hundrað:100h "
          "túsund:1000t",
    # Somali
    "so": "kow:1 hal:1 laba:2 saddex:3 afar:4 shan:5 lix:6 toddoba:7 siddeed:8 sagaal:9 toban:10 labaatan:20 "
          "soddon:30 afartan:40 konton:50 lixdan:60 toddobaatan:70 siddeetan:80 sagaashan:90 boqol:100h kun:1000t",
}
_TABLE_TEXT.update(_MORE_SCOPES_TEXT)
# Kyrgyz, Marathi, Corsican and Kurmanji Kurdish (holdout32's scopes; issue 18, branch newest129): Kyrgyz "бир миң беш
# жүз сомго" 1500 som, Marathi "एक हजार पाचशे रुपयांना" 1500 rupees (each hundred one word: "पाचशे" 500), Corsican
# "undeci euro", Kurmanji "şeş sed û şêst" (joined by "û"); each read next to its own currencies only.
_HOLDOUT32_TEXT: dict[str, str] = {
    # Kyrgyz (Cyrillic)
    "ky": "бир:1 эки:2 үч:3 төрт:4 беш:5 алты:6 жети:7 сегиз:8 тогуз:9 он:10 жыйырма:20 отуз:30 кырк:40 элүү:50 "
          "алтымыш:60 жетимиш:70 сексен:80 токсон:90 жүз:100h миң:1000t",
    # Marathi
    "mr": "एक:1 दोन:2 तीन:3 चार:4 पाच:5 सहा:6 सात:7 आठ:8 नऊ:9 दहा:10 अकरा:11 बारा:12 तेरा:13 चौदा:14 पंधरा:15 "
          "सोळा:16 सतरा:17 अठरा:18 एकोणीस:19 वीस:20 पंचवीस:25 तीस:30 चाळीस:40 पन्नास:50 साठ:60 सत्तर:70 ऐंशी:80 "
          "नव्वद:90 शंभर:100 दोनशे:200 तीनशे:300 चारशे:400 पाचशे:500 सहाशे:600 सातशे:700 आठशे:800 नऊशे:900 "
          "हजार:1000t लाख:100000t",
    # Corsican
    "co": "unu:1 una:1 dui:2 duie:2 trè:3 quattru:4 cinque:5 sei:6 sette:7 ottu:8 nove:9 dece:10 undeci:11 dodeci:12 "
          "tredeci:13 quattordeci:14 quindeci:15 sedeci:16 diciassette:17 diciottu:18 diciannove:19 vinti:20 "
          "trenta:30 quaranta:40 cinquanta:50 sessanta:60 settanta:70 ottanta:80 novanta:90 centu:100h cento:100h "
          "mille:1000t",
    # Kurmanji Kurdish
    "ku": "yek:1 du:2 sê:3 çar:4 pênc:5 şeş:6 heft:7 heşt:8 neh:9 deh:10 yazdeh:11 duwazdeh:12 bîst:20 sî:30 çil:40 "
          "pêncî:50 şêst:60 heftê:70 heştê:80 nod:90 sed:100h hezar:1000t",
}
_TABLE_TEXT.update(_HOLDOUT32_TEXT)
# Danish, Yiddish and Esperanto number words (issue 18, branch newest139, benchmarks/RESULTS.md): Danish tens are
# vigesimal words ("halvtreds" 50) and its 21-99 are glued with "og" ("fireogtyve", 24: "og" a piece of value 0);
# Yiddish writes "פֿיר און צוואַנציק" (four and twenty); Esperanto glues its tens and hundreds ("kvardek" 40,
# "ducent" 200) and adds the spaced words ("kvardek kvin" 45). Each is read next to its own currencies only
# (_LANGUAGE_MONEY: Danish "to", "en", "et", Esperanto "ok", "du" are common words of other languages).
_DA_EO_YI_TEXT = {
    # Danish
    "da": "nul:0 en:1 et:1 to:2 tre:3 fire:4 fem:5 seks:6 syv:7 otte:8 ni:9 ti:10 elleve:11 tolv:12 tretten:13 "
          "fjorten:14 femten:15 seksten:16 sytten:17 atten:18 nitten:19 tyve:20 tredive:30 fyrre:40 fyrretyve:40 "
          "halvtreds:50 halvtredsindstyve:50 tres:60 tresindstyve:60 halvfjerds:70 halvfjerdsindstyve:70 firs:80 "
          "firsindstyve:80 halvfems:90 halvfemsindstyve:90 og:0 hundrede:100h hundred:100h tusind:1000t "
          "tusinde:1000t",
    # Esperanto
    "eo": "unu:1 du:2 tri:3 kvar:4 kvin:5 ses:6 sep:7 ok:8 naŭ:9 nau:9 dek:10 dekunu:11 dekdu:12 dektri:13 "
          "dekkvar:14 dekkvin:15 dekses:16 deksep:17 dekok:18 deknaŭ:19 dudek:20 tridek:30 kvardek:40 kvindek:50 "
          "sesdek:60 sepdek:70 okdek:80 naŭdek:90 naudek:90 cent:100 ducent:200 tricent:300 kvarcent:400 "
          "kvincent:500 sescent:600 sepcent:700 okcent:800 naŭcent:900 mil:1000t",
    # Yiddish (YIVO spelling, its marks as combining characters: _yiddish_forms adds the precomposed ones)
    "yi": "איינס:1 איין:1 אײן:1 צוויי:2 צוויי:2 דרײַ:3 דריי:3 פֿיר:4 פֿינף:5 זעקס:6 זיבן:7 אַכט:8 נײַן:9 ניין:9 "
          "צען:10 עלף:11 צוועלף:12 דרײַצן:13 פֿערצן:14 פֿופֿצן:15 זעכצן:16 זיבעצן:17 אַכצן:18 נײַנצן:19 "
          "צוואַנציק:20 דרײַסיק:30 פֿערציק:40 פֿופֿציק:50 זעכציק:60 זיבעציק:70 אַכציק:80 נײַנציק:90 "
          "הונדערט:100h טויזנט:1000t",
}


def _yiddish_forms(spec: str) -> str:
    """`spec` (word:value items) with each Yiddish word also in its precomposed letters (פֿ, אַ, אָ, ײַ as one
    character each), as some keyboards write them."""
    precomposed = (("\u05e4\u05bf", "\ufb4e"), ("\u05d0\u05b7", "\ufb2e"), ("\u05d0\u05b8", "\ufb2f"),
                   ("\u05f2\u05b7", "\ufb1f"))
    out = spec.split()
    for item in spec.split():
        other = item
        for combined, single in precomposed:
            other = other.replace(combined, single)
        if other != item:
            out.append(other)
    return " ".join(out)


_DA_EO_YI_TEXT["yi"] = _yiddish_forms(_DA_EO_YI_TEXT["yi"])
_TABLE_TEXT.update(_DA_EO_YI_TEXT)
# Romansh (Sursilvan) and Asturian number words (issue 18, branch newest146, benchmarks/RESULTS.md): "in sac da
# tschintg kilos quaranta francs" (a five-kilo sack, forty francs), "cincuenta euros por cada saca de cien kilos". Read
# next to their own currencies only (_LANGUAGE_MONEY: Romansh "in", "set", "sis", "nov", Asturian "un", "dos" are words
# of other languages); a pack's size before its unit is read by xl_packs in any language of these tables.
_RM_AST_TEXT = {
    # Romansh (Sursilvan)
    "rm": "in:1 ina:1 dus:2 duas:2 trais:3 quatter:4 tschintg:5 sis:6 set:7 otg:8 nov:9 diesch:10 endisch:11 "
          "dudisch:12 tredisch:13 quitordisch:14 quindisch:15 sedisch:16 gissiat:17 schotg:18 scheniv:19 vegn:20 "
          "trenta:30 quaranta:40 tschuncanta:50 sessanta:60 settanta:70 otganta:80 nonanta:90 tschien:100h "
          "tschient:100h melli:1000t milli:1000t",
    # Asturian
    "ast": "unu:1 un:1 una:1 dos:2 dúes:2 tres:3 cuatro:4 cinco:5 seis:6 siete:7 ocho:8 nueve:9 diez:10 once:11 "
           "doce:12 trece:13 catorce:14 quince:15 dieciséis:16 diecisiete:17 dieciocho:18 diecinueve:19 venti:20 "
           "veinte:20 trenta:30 cuarenta:40 cincuenta:50 sesenta:60 setenta:70 ochenta:80 noventa:90 cien:100n "
           "cientu:100h cientos:100h mil:1000t",
}
_TABLE_TEXT.update(_RM_AST_TEXT)
# Tatar number words (issue 18, branch newest147, benchmarks/RESULTS.md): "өч литрлы банкасы өчен мең ярым сум" (1,500
# roubles for a three-litre jar). Read next to its own money only (_LANGUAGE_MONEY: "бер", "ун", "ике" are short), and
# its "сум" is the rouble (_LANGUAGE_CURRENCY), where Uzbek's is the som.
_TT_TEXT = {
    "tt": "бер:1 ике:2 өч:3 дүрт:4 биш:5 алты:6 җиде:7 сигез:8 тугыз:9 ун:10 егерме:20 утыз:30 кырык:40 илле:50 "
          "алтмыш:60 җитмеш:70 сиксән:80 туксан:90 йөз:100h мең:1000t",
}
_TABLE_TEXT.update(_TT_TEXT)
# Sardinian number words (issue 18, branch newest157, benchmarks/RESULTS.md): "chimbanta euros pro unu sacu de baranta
# chilos" (50 euros for a forty-kilo sack). Read next to its own money only (_LANGUAGE_MONEY: "unu", "tres", "ses" are
# other languages' words), joined by "e" ("binti e duos").
_SC_TEXT = {
    "sc": "unu:1 una:1 duos:2 duas:2 tres:3 bator:4 chimbe:5 ses:6 sete:7 oto:8 noe:9 deghe:10 undighi:11 doighi:12 "
          "treighi:13 batordighi:14 bindighi:15 seighi:16 deghessete:17 degheoto:18 deghenoe:19 binti:20 trinta:30 "
          "baranta:40 chimbanta:50 sessanta:60 setanta:70 otanta:80 noranta:90 chentu:100h milli:1000t",
}
_TABLE_TEXT.update(_SC_TEXT)
# Slovene and Dari number words (issue 18, branch newest159, benchmarks/RESULTS.md): "petdeset evrov za zaboj
# štiriindvajsetih kozarcev" (50 euros for a crate of 24 jars), "یک هزار و دوصد افغانی" (1,200 afghani). Slovene writes
# a unit before its ten in one word, joined by "in" ("štiriindvajset": 24) and bends it ("-ih": of 24); Dari joins by
# "و" and writes a count glued to its hundred ("دوصد": 200). Each read next to its own money only (_LANGUAGE_MONEY:
# Slovene "pet", "sto", Dari "سی", "نه" are words of other languages or of its own; Slovene "en", a French and Spanish
# word next to euros, is left out).
_SL_UNITS = "ena:1 eden:1 ene:1 dva:2 dve:2 tri:3 štiri:4 pet:5 šest:6 sedem:7 osem:8 devet:9"
_SL_TEENS = ("deset:10 enajst:11 dvanajst:12 trinajst:13 štirinajst:14 petnajst:15 šestnajst:16 sedemnajst:17 "
             "osemnajst:18 devetnajst:19")
_SL_TENS = "dvajset:20 trideset:30 štirideset:40 petdeset:50 šestdeset:60 sedemdeset:70 osemdeset:80 devetdeset:90"


def _sl_table() -> str:
    """The Slovene table: its words, each unit glued to each ten by "in", and the "-ih" form of every word from four
    on ("štiriindvajsetih": of 24; one to three bend otherwise)."""
    words = [*_SL_UNITS.split(), *_SL_TEENS.split(), *_SL_TENS.split()]
    words += [f"{u.split(':')[0]}in{t.split(':')[0]}:{int(u.split(':')[1]) + int(t.split(':')[1])}"
              for u in _SL_UNITS.split() if not u.startswith(("eden:", "ene:", "dve:"))
              for t in _SL_TENS.split()]
    low = ("ena:", "eden:", "ene:", "dva:", "dve:", "tri:")
    words += [f"{w.split(':')[0]}ih:{w.split(':')[1]}" for w in list(words) if not w.startswith(low)]
    return " ".join([*words, "sto:100h", "dvesto:200", "tristo:300", "tisoč:1000t", "tisoc:1000t"])


_SL_FA_TEXT = {
    "sl": _sl_table(),
    "prs": "یک:1 يک:1 دو:2 سه:3 چهار:4 پنج:5 شش:6 هفت:7 هشت:8 نه:9 ده:10 یازده:11 دوازده:12 سیزده:13 چهارده:14 "
           "پانزده:15 پانزده:15 شانزده:16 هفده:17 هژده:18 هجده:18 نزده:19 بیست:20 سی:30 چهل:40 پنجاه:50 شصت:60 "
           "هفتاد:70 هشتاد:80 نود:90 صد:100h دویست:200 سیصد:300 پانصد:500 هزار:1000t",
}
_TABLE_TEXT.update(_SL_FA_TEXT)
# Shona number words (branch newest159): "madhora makumi maviri nemashanu" (dollars, tens two and five: 25), a count
# agreeing with its noun's class ("maviri", "mbiri") and "ne-" glued to the word it adds ("nemashanu"), the tens and
# hundreds counted after them as Zulu's are (_P). Read next to its own money only ("ina", "sere" are other words).
_SN_UNITS = ("poshi:1 imwe:1 chimwe:1 mbiri:2 maviri:2 mbiri:2 nhatu:3 matatu:3 ina:4 mana:4 shanu:5 mashanu:5 "
             "tanhatu:6 matanhatu:6 nomwe:7 manomwe:7 sere:8 masere:8 pfumbamwe:9 mapfumbamwe:9 gumi:10")
_SL_FA_TEXT["sn"] = " ".join([*_SN_UNITS.split(), *(f"ne{w}" for w in _SN_UNITS.split()),
                              "makumi:10p zana:100 rimwe:1 mazana:100p chiuru:1000t zviuru:1000p nezana:100"])
_TABLE_TEXT["sn"] = _SL_FA_TEXT["sn"]
# Sindhi number words (branch newest168): "پنجن ڪلو جي ٿيلهي جا چار هزار رپيا" (a five-kilo bag's 4,000 rupees); a
# word with its oblique "-ن" form ("پنجن": of five), read next to its own money only (Dari and Urdu "چار", "هزار" are
# the same words: _LANGUAGE_MONEY keeps each table to its currency).
_SD_UNITS = "هڪ:1 ٻه:2 ٽي:3 چار:4 پنج:5 ڇهه:6 ڇهن:6 ست:7 اٺ:8 نو:9 ڏهه:10 ڏهن:10"
_SD_MORE = ("ٻن:2 ٽن:3 چئن:4 پنجن:5 ستن:7 اٺن:8 نون:9 ويهه:20 ٽيهه:30 چاليهه:40 پنجاهه:50 سٺ:60 ستر:70 اسي:80 "
            "نوي:90 سؤ:100h سو:100h هزار:1000t لک:100000t")
_TABLE_TEXT["sd"] = f"{_SD_UNITS} {_SD_MORE}"
# Hindi number words (branch recall175): "पाँच किलो के थैले के तीन हज़ार दो सौ रुपये" (a five-kilo bag's 3,200
# rupees). The units, 11-19, the round tens, 25 and the powers (21-99 are words of their own, as in Nepali: left); the
# thousand with its nukta written both ways. Read next to rupees only (_LANGUAGE_MONEY): Nepali and Marathi share many
# of these words.
_TABLE_TEXT["hi"] = ("एक:1 दो:2 तीन:3 चार:4 पाँच:5 पांच:5 छह:6 छः:6 सात:7 आठ:8 नौ:9 दस:10 ग्यारह:11 बारह:12 तेरह:13 "
                     "चौदह:14 पंद्रह:15 पन्द्रह:15 सोलह:16 सत्रह:17 अठारह:18 उन्नीस:19 बीस:20 पच्चीस:25 तीस:30 "
                     "चालीस:40 पचास:50 साठ:60 सत्तर:70 अस्सी:80 नब्बे:90 सौ:100h हजार:1000t "
                     "\u0939\u091c\u093c\u093e\u0930:1000t \u0939\u095b\u093e\u0930:1000t लाख:100000t करोड़:10000000t")
# Javanese number words (ngoko; branch recall177): "limang atus rong puluh ewu rupiah" (five hundred twenty thousand
# rupiah). The units and their joining forms before a power ("limang", "rong", "patang"), 11-19, 25, 50, 60, "puluh"
# and "atus" counting the unit before them (_V: "rong puluh" 20 inside "limang atus rong puluh", where a hundred that
# multiplied the run would read 5,020), "satus", "sewu", "ewu" and "yuta". Read next to rupiah only (_LANGUAGE_MONEY):
# "lima", "papat" are Indonesian and Tagalog words too.
_TABLE_TEXT["jv"] = ("siji:1 setunggal:1 loro:2 kalih:2 telu:3 tiga:3 papat:4 sekawan:4 lima:5 gangsal:5 enem:6 "
                     "pitu:7 wolu:8 sanga:9 sepuluh:10 sewelas:11 rolas:12 telulas:13 patbelas:14 limalas:15 "
                     "nembelas:16 pitulas:17 wolulas:18 sangalas:19 selawe:25 seket:50 sewidak:60 suwidak:60 "
                     "rong:2 telung:3 patang:4 limang:5 nem:6 pitung:7 wolung:8 sangang:9 "
                     "puluh:10v atus:100v satus:100 sewu:1000t ewu:1000t yuta:1000000t")
# Igbo number words (branch recall177): "puku iri ise naira" (fifty thousand naira: a thousand, then its count, ten
# five). Each power is counted after it (_P, as Zulu's: "iri abụọ" 20, "narị atọ" 300), a power counted by a power
# ("puku iri": thousands counted in tens) multiplies them (_counted_power); "na" joins ("iri abụọ na ise" 25). Read
# next to naira only.
_TABLE_TEXT["ig"] = ("otu:1 abụọ:2 atọ:3 anọ:4 ise:5 isii:6 asaa:7 asatọ:8 itoolu:9 iri:10p narị:100p puku:1000p "
                     "nde:1000000p")
# the word that joins two number words of a run, per language
_JOINS: dict[str, frozenset[str]] = {"gl": frozenset(("e",)), "mk": frozenset(("и",)), "hy": frozenset(("ու",)),
                                     "sr": frozenset(("и",))}
_JOINS["bg"] = frozenset(("и",))  # "двадесет и пет" (branch newest106)
# a half after a run ("dörd yarım manat": 4.5)
_HALVES = frozenset(("կես", "жарым", "yarım", "yarim", "хагас", "බාගයක්", "කන්លះ", "កន្លះ", "आधा", "અડધો", "medio",
                     "половина"))
_HALVES |= frozenset(("ярым",))  # Tatar (branch newest147)
# a half before a run (Punjabi "ਸਾਢੇ ਤਿੰਨ ਹਜ਼ਾਰ", Hindi "साढ़े तीन हज़ार", Gujarati "સાડા ત્રણ હજાર": 3500; issue 18,
# branch twice98)
_HALVES_BEFORE = frozenset(("ਸਾਢੇ", "साढ़े", "साढे", "સાડા"))
# a suffix a number word may carry (Sinhala "පනහක්": fifty, "a fifty"; Armenian "-ը")
_SUFFIXES = ("ක්", "යි", "ը")
# currency words, each by the word an English note writes (what semantics._xl_values keys it by: "eur", "rup"; the
# rupiah "idr", not the rupee's "rup": semantics.XL_RUPIAH_KEY)
_CURRENCY_TEXT = (
    "euros: եվրո evro avro yevro евро евра ewro euro euros eur "
    "usd: դոլար доллар dollar dollars долар долари ডলার ডলারৰ ডলাৰ ଡଲାର "
    "dram: դրամ "
    "tenge: теңге тенге tenge "
    "manat: manat manatı манат манаты "
    "som: soʻm soʻmga soʻmdan сўм сум "
    "tugrik: төгрөг төгрөгөөр "
    "rupees: රුපියල් රුපියල රු रुपैयाँ रुपियाँ रुपैयां रुपैया रुपिया रूपैयाँ રૂપિયા રૂપિયાનો રૂ. "
    "riel: រៀល "
    "denars: денари денар денара "
    "dinars: динара динар динари "
    "rupees: ਰੁਪਏ ਰੁਪਈਏ ਰੁਪਿਆ "
    "gourdes: goud "
    # Belarusian roubles by their code (a Belarusian note's "рублёў" is the "BYN" of an English one), Telugu rupees,
    # Zulu rand (branch newest106)
    "byn: рублёў рублі рубель "
    "rupees: రూపాయలు రూపాయల రూపాయి రూపాయిలు "
    "rand: amarandi irandi randi rand rands zar "
    # Russian roubles by the code (an English note's "RUB"; semantics keys "roubles" and "₽" so too), Ukrainian
    # hryvnias by theirs, Bulgarian leva by theirs, dollars in the plural and genitive
    "rub: рублей рубля рубль "
    "uah: гривень гривні гривня гривні "
    "bgn: лева лев "
    "usd: долларов доллара доларів долара "
    # Kannada and Malayalam rupees (branch newest110)
    "rupees: ರೂಪಾಯಿ ರೂಪಾಯಿಗಳು ರೂಪಾಯಿಗೆ ರೂಪಾಯಿಯ രൂപ രൂപയ്ക്ക് രൂപയാണ് രൂപയും "
    # Tajik somoni, Lao kip, Faroese krónur, Somali dollars (branch newest120)
    "somoni: сомонӣ сомони сомонии somoni "
    "kip: ກີບ "
    "krónur: krónur krónu krónum "
    "usd: doolar doolarka "
    # Kyrgyz som, Marathi rupees, Kurmanji lira (branch newest129)
    "som: сом сомго сомдон сомдук "
    "rupees: रुपये रुपया रुपयांना रुपयांत रुपयाला "
    "lira: lîre lîra ")
XL_CURRENCIES: dict[str, str] = {}
for _group in re.findall(r"(\w+): ([^:]+?)(?= \w+:|\s*$)", _CURRENCY_TEXT):
    for _word in _group[1].split():
        XL_CURRENCIES[_word] = _group[0]
# the currencies a language's number words are read next to where other languages' words are common words of it
# (Haitian "de" is 2, "san" 100: "de san goud" is 200 gourdes, "miles de euros" no amount)
_LANGUAGE_MONEY: dict[str, frozenset[str]] = {"ht": frozenset(("gourdes",)), "zu": frozenset(("rand",))}
_LANGUAGE_MONEY["br"] = frozenset(("euros",))  # branch newest110
_JOINS["br"] = frozenset(("ha", "hag"))  # Breton "tri ha tregont" (33)
_JOINS.update(oc=frozenset(("e",)), fo=frozenset(("og",)), so=frozenset(("iyo",)))  # branch newest120
_LANGUAGE_MONEY.update(tg=frozenset(("somoni",)), lo=frozenset(("kip",)), oc=frozenset(("euros",)),
                       fo=frozenset(("krónur",)), so=frozenset(("usd",)))
_JOINS["ku"] = frozenset(("û",))  # branch newest129
_LANGUAGE_MONEY.update(ky=frozenset(("som",)), mr=frozenset(("rupees",)), co=frozenset(("euros",)),
                       ku=frozenset(("lira",)))
# Danish kroner, Esperanto euros and Yiddish dollars (branch newest139)
_JOINS.update(da=frozenset(("og",)), yi=frozenset(("און",)))
XL_CURRENCIES.update(dict.fromkeys(("kroner", "krone", "kr"), "kroner"))
XL_CURRENCIES.update(dict.fromkeys(("eŭroj", "eŭrojn", "eŭro", "eŭron", "euroj", "eurojn"), "euros"))
XL_CURRENCIES.update(dict.fromkeys(_yiddish_forms("דאָלאַר דאָלאַרן").split(), "usd"))
_LANGUAGE_MONEY.update(da=frozenset(("kroner",)), eo=frozenset(("euros",)), yi=frozenset(("usd",)))
# Romansh francs and Asturian euros (branch newest146); Asturian "trenta y dos" (32)
XL_CURRENCIES.update(dict.fromkeys(("francs", "franc"), "francs"))
_JOINS["ast"] = frozenset(("y", "ya"))
_LANGUAGE_MONEY.update(rm=frozenset(("francs",)), ast=frozenset(("euros",)))
# Tatar roubles (branch newest147): a currency word a language reads as another currency than XL_CURRENCIES' (Tatar
# "сум" is the rouble, Uzbek "сум" the som), by the language of the number words next to it; a table, as the number
# words are. XL_HALF_POWER: a half after a run that ends with a hundred or a thousand is half of that ("мең ярым",
# "миң жарым": 1,500, where 1,000.5 was read; "өч ярым" stays 3.5). Off: a half is 0.5.
_LANGUAGE_CURRENCY: dict[str, dict[str, str]] = {"tt": {"сум": "rub"}}
_LANGUAGE_MONEY["tt"] = frozenset(("som",))
_JOINS["sc"] = frozenset(("e",))  # Sardinian (branch newest157)
_LANGUAGE_MONEY["sc"] = frozenset(("euros",))
_LANGUAGE_MONEY["hi"] = frozenset(("rupees",))  # branch recall175
XL_CURRENCIES.update(dict.fromkeys(("रुपए", "रुपयों"), "rupees"))  # Hindi's other spellings ("रुपये" is Marathi's too)
# Slovene euros and Dari afghani (branch newest159); Dari "و" joins ("یک هزار و دوصد": 1,200)
XL_CURRENCIES.update(dict.fromkeys(("evrov", "evra", "evri", "evrom", "evrih"), "euros"))
XL_CURRENCIES.update(dict.fromkeys(("افغانی", "افغانیه", "افغانۍ"), "afghani"))
_JOINS["prs"] = frozenset(("و",))
_LANGUAGE_MONEY.update(sl=frozenset(("euros",)), prs=frozenset(("afghani",)))
XL_CURRENCIES.update(dict.fromkeys(("madhora", "dhora", "emadhora"), "usd"))
_LANGUAGE_MONEY["sn"] = frozenset(("usd",))
XL_CURRENCIES.update(dict.fromkeys(("رپيا", "رپين", "روپيا", "روپين", "رپئي", "روپئي"), "rupees"))  # Sindhi
_LANGUAGE_MONEY["sd"] = frozenset(("rupees",))
XL_CURRENCIES.update(rupiah="rupiah", naira="naira")  # branch recall177
_LANGUAGE_MONEY.update(jv=frozenset(("rupiah",)), ig=frozenset(("naira",)))
_JOINS["ig"] = frozenset(("na",))
_AFTER_NOUN_MORE = frozenset(("sn",))  # Shona writes its amount after the money, as Zulu does ("madhora makumi maviri")
XL_HALF_POWER = True
# the languages whose amount is written after its currency word, in Latin letters ("amarandi ayikhulu": _currency_first
# reads no other run in Latin letters after a currency word; branch newest106)
_AFTER_NOUN = frozenset(("zu",)) | _AFTER_NOUN_MORE
# cent words: "ութ եվրո հիսուն ցենտ" is 8.50 euros
_CENTS = frozenset(("ցենտ", "центов", "цента", "цент", "qəpik", "tiyin", "céntimos", "cents", "центи", "сента"))
_CENTS |= frozenset(("копеек", "копейки", "копійок", "копійки", "стотинки", "стотинка"))  # branch newest106
# words of "now" in the languages above that semantics.XL_NOW_WORDS lacks (by their first five letters, as there)
_NOW_TEXT = "այսուհետ հիմա այժմ енді қазір indi hazırda endi hozir одоо දැන් දැනට ឥឡូវ ឥឡូវនេះ હવે હાલમાં "
# Serbian "from", Punjabi "now" and "from", Haitian "since" and "now" (branch twice98)
_NOW_TEXT += " од ਹੁਣ ਤੋਂ depi kounye kounya"
# Belarusian, Telugu, Luxembourgish, Zulu and Bulgarian ("already": "вече струва") "now" (branch newest106)
_NOW_TEXT += " цяпер ఇప్పుడు ప్రస్తుతం elo manje вече"
_NOW_TEXT += " saiki ugbu"  # Javanese, Igbo ("ugbu a") (branch recall177)
# Kannada and Malayalam "now" (branch newest110)
_NOW_TEXT += " ಈಗ ಈಗಿನ ഇപ്പോൾ ഇപ്പോള് ഇപ്പോ bremañ vremañ"
# Tajik, Lao, Occitan (also glued to "que": "qu'ara"), Faroese and Somali "now" (branch newest120)
_NOW_TEXT += " акнун ҳоло ຕອນນີ້ ດຽວນີ້ ara qu'ara qu’ara nú haatan hadda"
# Kyrgyz, Marathi, Corsican and Kurmanji "now" (branch newest129)
_NOW_TEXT += " азыр आता avà niha"
# Danish, Esperanto ("ekde nun": from now) and Yiddish "now" (branch newest139)
_NOW_TEXT += " nu nun איצט"
# Romansh and Asturian "now" (branch newest146)
_NOW_TEXT += " ussa agora"
# Tatar "now" (branch newest147)
_NOW_TEXT += " хәзер"
# Sardinian "now" (branch newest157): "como", a whole word (four letters); Spanish and Portuguese "como" ("as") reads
# as now too (the A/B in RESULTS.md reads what that costs)
_NOW_TEXT += " como"
# Dari "now" (branch newest159; Slovene "zdaj" is semantics.XL_NOW_WORDS' already)
_NOW_TEXT += " حالا اکنون فعلا zvino"  # and Shona "now"
_NOW_TEXT += " هاڻي هاڻ"  # Sindhi "now" (branch newest168)
XL_NOW_MORE = frozenset(w[:5] for w in _NOW_TEXT.split())

# Hand tables of languages num2words does not write (issue 18, branch newest191; XL_OTHER_FORMS): each from the
# language's standard grammar of its cardinal numbers, units, tens, the hundred, the thousand and how they join.
# - Konkani ("gom", Devanagari; Almeida, "A Konkani Grammar", numerals): units and 11-19 words of their own, the round
#   tens, "शंबर" a hundred and "-शें" glued to its count ("दोनशें" 200), "हजार", "लाख"; "तीन हजार पांचशें रुपया".
# - Maithili ("mai", Devanagari; Yadav, "A Reference Grammar of Maithili", numerals): units, 11-19, the round tens,
#   "सय" a hundred, "हजार", "लाख"; "चारि हजार पाँच सय टाका" (rupees are "टाका" / "रुपैया").
# - Ilocano ("ilo"; Rubino, "Ilocano Dictionary and Grammar", numerals): units, "pulo" a ten counting the unit glued
#   or linked before it ("duapulo", "tallo a pulo"), "sanga-" one ("sangapulo" 10, "sangagasut" 100), "gasut" a
#   hundred, "ribu" a thousand, "ket" and, "a" the linker before the noun ("dua ribu ket tallo gasut a piso").
# - Lingala ("ln"; Guthrie / Meeuwis, "A Grammatical Overview of Lingála", numerals): the powers come first and are
#   counted after them (_COUNT_AFTER: "nkoto misato na nkama mibale" 3,200; "nkoto zomi na motoba" 16,000), "zomi" ten,
#   "ntuku" a ten counted after it ("ntuku minei" 40), "na" and, "ya" before the noun ("... ya falanga").
# - Quechua ("qu", Southern; Cerrón-Palomino, "Lingüística Quechua", numerals): units, "chunka" a ten counting the
#   unit before it (_V: "kimsa chunka" 30), "-(ni)yuq" on the unit after a ten ("chunka iskayniyuq" 12), "pachak" a
#   hundred, "waranqa" a thousand; "kimsa pachak tawa chunka soles".
# - Oromo ("om"; Griefenow-Mewis, "A Grammatical Sketch of Written Oromo", numerals): the noun first and its number
#   after it ("birrii kuma lama" 2,000 birr: _AFTER_NOUN), the powers counted after them (_COUNT_AFTER), "fi" and;
#   each number word also in its case forms ("tokkoo", "torbaan", "digdamii").
_HAND_MORE: dict[str, str] = {
    "gom": "एक:1 दोन:2 तीन:3 चार:4 पांच:5 पाँच:5 स:6 सात:7 आठ:8 णव:9 धा:10 इकरा:11 बारा:12 तेरा:13 चवदा:14 "
           "पंदरा:15 सोळा:16 सतरा:17 अठरा:18 एकुणीस:19 वीस:20 तीस:30 चाळीस:40 पन्नास:50 साठ:60 सत्तर:70 ऐंशी:80 "
           "णव्वद:90 शंबर:100h शें:100h हजार:1000t लाख:100000t",
    "mai": "एक:1 दू:2 तीन:3 चारि:4 चार:4 पाँच:5 पांच:5 छह:6 छओ:6 सात:7 आठ:8 नौ:9 दस:10 एगारह:11 बारह:12 तेरह:13 "
           "चौदह:14 पन्द्रह:15 सोलह:16 सत्रह:17 अठारह:18 उन्नैस:19 बीस:20 तीस:30 चालीस:40 पचास:50 साठि:60 "
           "सत्तरि:70 अस्सी:80 नब्बे:90 सय:100h सौ:100h हजार:1000t \u0939\u091c\u093c\u093e\u0930:1000t लाख:100000t",
    "ilo": "maysa:1 isa:1 sanga:1 dua:2 tallo:3 uppat:4 lima:5 innem:6 pito:7 walo:8 siam:9 pulo:10v gasut:100h "
           "ribu:1000t riwriw:1000000t",
    "ln": "moko:1 mibale:2 misato:3 minei:4 mitano:5 motoba:6 nsambo:7 mwambe:8 libwa:9 zomi:10 ntuku:10p "
          "nkama:100p nkoto:1000p",
    "qu": "huk:1 iskay:2 kimsa:3 tawa:4 pichqa:5 pisqa:5 suqta:6 soqta:6 qanchis:7 pusaq:8 isqun:9 isqon:9 "
          "chunka:10v pachak:100h waranqa:1000t niyuq:0 yuq:0",
    "om": "tokko:1 tokkoo:1 tokkon:1 lama:2 lamaa:2 lamaan:2 sadii:3 sadiin:3 afur:4 afurii:4 afuriin:4 shan:5 "
          "shanii:5 shaniin:5 jaʻa:6 jaha:6 torba:7 torbaa:7 torbaan:7 saddeet:8 saddeetii:8 saddeetiin:8 sagal:9 "
          "sagalii:9 sagaliin:9 kudhan:10 kudha:10 kudhanii:10 kudhaniin:10 digdama:20 digdamii:20 digdamaan:20 "
          "soddoma:30 soddomii:30 afurtama:40 afurtamii:40 shantama:50 shantamii:50 jaatama:60 jaatamii:60 "
          "torbaatama:70 torbaatamii:70 saddeettama:80 saddeettamii:80 sagaltama:90 sagaltamii:90 dhibba:100p "
          "dhibbaa:100p kuma:1000p kumaa:1000p",
}
_TABLE_TEXT.update(_HAND_MORE)
_JOINS.update(ilo=frozenset(("ket", "a")), ln=frozenset(("na",)), om=frozenset(("fi",)))
# a word between a run and its currency word ("lima gasut a piso", "nkoto mitano ya falanga", "două mii de lei")
_LINKS: dict[str, frozenset[str]] = {"ilo": frozenset(("a", "nga")), "ln": frozenset(("ya",)),
                                     "ro": frozenset(("de",))}  # and Romanian's ("două mii de lei")
_COUNT_AFTER = frozenset(("ln", "om"))
_AFTER_NOUN = _AFTER_NOUN | frozenset(("om",))
# a table's words that are ordinary words too, never read alone as an amount (Ilocano "maysa", "isa" a / one, "lima"
# the city, Lingala "moko" one / some, Quechua "huk" one / another, Oromo "tokko" one / a, Konkani "स")
_HAND_ALONE: dict[str, frozenset[str]] = {"ilo": frozenset(("maysa", "isa", "sanga", "lima", "dua", "siam", "pito")),
                                          "ln": frozenset(("moko",)), "qu": frozenset(("huk",)),
                                          "om": frozenset(("tokko", "tokkoo", "tokkon")), "gom": frozenset(("स",))}
_HAND_CURRENCIES = {
    **dict.fromkeys(("टाका", "टाकाक", "रुपैया", "रुपैयाक"), "rupees"), **dict.fromkeys(("रुपया", "रुपये"), "rupees"),
    **dict.fromkeys(("piso", "pisos", "pesos", "peso"), "pesos"), **dict.fromkeys(("falanga",), "francs"),
    **dict.fromkeys(("soles", "solespi", "solesta", "solesmi"), "soles"),
    **dict.fromkeys(("birr", "birrii", "birriin", "birriidhaan"), "birr")}
_LANGUAGE_MONEY.update(gom=frozenset(("rupees",)), mai=frozenset(("rupees",)), ilo=frozenset(("pesos",)),
                       ln=frozenset(("francs",)), qu=frozenset(("soles",)), om=frozenset(("birr",)))
# their words of "now" (Konkani "आतां", Maithili "आब", Ilocano "ita", Lingala "sikoyo", Quechua "kunan", Oromo "amma")
_NOW_HAND = frozenset(w[:5] for w in ("आतां", "आब", "ita", "sikoyo", "kunan", "kunanqa", "amma"))

# Two more hand tables (issue 18, branch newest198; XL_MORE_HAND), each from the language's standard grammar:
# - Papiamento ("pap"; Kouwenberg & Murray, "Papiamentu" (Lincom, 1994), numerals; Curaçao and Aruba spellings): units,
#   "dies" and 11-19 glued to it ("diesdos" 12), the round tens, "shen" / "cien" a hundred glued to its count
#   ("dosshen" 200, "sinkshen" 500), "mil" a thousand; a ten and its unit written apart or glued ("binti un",
#   "bintiun"); the florin ("florin", "florinnan", "NAf", "Afl") after the amount: "shen setenta florin" 170.
# - Tetum ("tet"; Williams-van Klinken, Hajek & Nordlinger, "Tetun Dili: A Grammar of an East Timorese Language"
#   (2002), numerals): units, "sanulu" ten, "nulu" a ten counting the unit before it ("rua-nulu" 20, _V), "resin"
#   plus ("sanulu resin ida" 11), "atus" a hundred and "rihun" a thousand counted after them ("atus rua" 200,
#   "rihun tolu" 3,000: _COUNT_AFTER), the noun before its number ("dolar tolu-nulu resin haat" 34 dollars:
#   _AFTER_NOUN). Its money is the US dollar ("dolar", "dólar").
XL_MORE_HAND = True
_HAND_198: dict[str, str] = {
    "pap": "un:1 dos:2 tres:3 kuater:4 cuater:4 sinku:5 cinco:5 sink:5 seis:6 shete:7 siete:7 shet:7 ocho:8 "
           "nuebe:9 dies:10 binti:20 trinta:30 kuarenta:40 cuarenta:40 sinkuenta:50 cincuenta:50 sesenta:60 "
           "setenta:70 ochenta:80 nobenta:90 shen:100h cien:100h mil:1000t",
    "tet": "ida:1 rua:2 tolu:3 haat:4 lima:5 neen:6 nen:6 hitu:7 ualu:8 walu:8 sia:9 sanulu:10 nulu:10v "
           "atus:100p rihun:1000p",
}
_TABLE_TEXT.update(_HAND_198)
_JOINS.update(tet=frozenset(("resin",)))
_COUNT_AFTER = _COUNT_AFTER | frozenset(("tet",))
_AFTER_NOUN = _AFTER_NOUN | frozenset(("tet",))
# Papiamento "un" (a), Tetum "ida" (one / a), "rua" (a street), "lima" (a hand), "tolu" (an egg), "sia", "haat":
# ordinary words too, never read alone
_HAND_ALONE.update(pap=frozenset(("un",)),
                   tet=frozenset(("ida", "rua", "lima", "tolu", "sia", "haat")))
_HAND_198_CURRENCIES = {**dict.fromkeys(("florin", "florinnan", "naf", "afl"), "guilders"),
                        **dict.fromkeys(("dolar", "dolares", "dólar"), "usd")}
_LANGUAGE_MONEY.update(pap=frozenset(("guilders", "ang")), tet=frozenset(("usd",)))
# their words of "now" (Papiamento "awor", Tetum "agora")
_NOW_198 = frozenset(("awor", "agora"))

# Three more hand tables (issue 18, branch newest209; XL_HAND_209), each from the language's standard grammar of its
# cardinal numbers, read next to its own money only (_LANGUAGE_MONEY):
# - Sicilian ("scn"; Bonner, "Introduction to Sicilian Grammar" (Legas, 2001), numerals): units, 11-19 words of their
#   own ("unnici", "dicissetti"), the round tens, a ten glued to its unit and cut before "unu" / "ottu" ("vintunu",
#   "trentottu"), "centu" a hundred multiplying its count ("dui centu" / "ducentu" 200), "milli" a thousand, "mila"
#   thousands after their count; "e" joins ("vinti e cincu"); the euro is "euru" (one or many): "cinquanta euru" 50.
# - Chavacano ("cbk", Zamboanga; Camins, "Chabacano de Zamboanga Handbook" (1999), numerals): the Spanish numerals,
#   the hundreds written apart as often as glued ("dos cientos" 200, "tres mil dos cientos" 3,200), "y" joining a ten
#   and its unit ("treinta y cinco"); its money the peso ("pesos").
# - Rusyn ("rue", Prešov standard in Cyrillic; Pugh, "A Grammar of Standard Rusyn" (Slavica, 2009), numerals): units
#   ("єден", "дві", "штири", "вісем"), 11-19 in "-надцять", the tens in "-дцять" / "-десят" and "сорок", "сто" a
#   hundred multiplying its count ("двісто" 200, "пятьсто" 500), "тисяча" / "тісяча" a thousand and its plural forms;
#   the euro written "евр" as well as "евро": "сто двадцять евр" 120 euros.
# Papiamento's "i" (and) joins a ten and its unit too ("binti i un" 21; Kouwenberg & Murray). A table word that is an
# ordinary word of the language or of English is never read alone (_HAND_ALONE: Sicilian "unu", "una", "sei" (you are),
# "novi" (new), "mila"; Chavacano "un", "uno", "una"; Rusyn "єден", "єдна", "єдно", "сто" (alone: the preposition in a
# Rusyn text is "о"/"за", but "сто" is also a Slavic word in names)). Bashkir's table was built with them and is read
# only with XL_BASHKIR (below). Off: none of them read.
XL_HAND_209 = True
_HAND_209: dict[str, str] = {
    "scn": "unu:1 una:1 dui:2 tri:3 quattru:4 cincu:5 sei:6 setti:7 ottu:8 novi:9 deci:10 unnici:11 dudici:12 "
           "tridici:13 quattordici:14 quinnici:15 sidici:16 dicissetti:17 diciottu:18 dicinnovi:19 vinti:20 vint:20 "
           "trenta:30 trent:30 quaranta:40 quarant:40 cinquanta:50 cinquant:50 sissanta:60 sissant:60 sittanta:70 "
           "sittant:70 ottanta:80 ottant:80 novanta:90 novant:90 centu:100h cientu:100h milli:1000 mila:1000t",
    "cbk": "uno:1 un:1 una:1 dos:2 tres:3 cuatro:4 quatro:4 cinco:5 seis:6 siete:7 sete:7 ocho:8 nueve:9 diez:10 "
           "once:11 doce:12 trece:13 catorce:14 quince:15 dieciseis:16 diecisiete:17 dieciocho:18 diecinueve:19 "
           "veinte:20 veinti:20 treinta:30 trenta:30 cuarenta:40 cincuenta:50 sesenta:60 setenta:70 ochenta:80 "
           "noventa:90 cien:100 ciento:100 cientos:100h quinientos:500 setecientos:700 novecientos:900 mil:1000t",
    "rue": "єден:1 єдна:1 єдно:1 один:1 два:2 дві:2 три:3 штири:4 чотири:4 пять:5 пʻять:5 шість:6 шiсть:6 "
           "сім:7 вісем:8 вісім:8 девять:9 девʻять:9 десять:10 єденадцять:11 одинадцять:11 дванадцять:12 "
           "тринадцять:13 штирнадцять:14 чотирнадцять:14 пятнадцять:15 шіснадцять:16 сімнадцять:17 "
           "вісемнадцять:18 вісімнадцять:18 девятнадцять:19 двадцять:20 тридцять:30 штирдцять:40 сорок:40 "
           "пятдесят:50 пятьдесят:50 шістьдесят:60 девятьдесят:90 шістдесят:60 сімдесят:70 вісемдесят:80 "
           "вісімдесят:80 девятдесят:90 девʻяносто:90 "
           "сто:100h ста:100h сот:100h тисяча:1000t тисячі:1000t тисяч:1000t тісяча:1000t тісячі:1000t "
           "тісяч:1000t",
}
# Bashkir number words (issue 18, branches newest209 and newest215; XL_BASHKIR; Poppe, "Bashkir Manual" (Indiana,
# 1964), numerals): the Turkic units, tens, "йөҙ" a hundred and "мең" a thousand multiplying their count ("ун ике мең"
# 12,000); its money the rouble "һум" and its case forms. Its words are Tatar's ("ике", "ун", "мең") and Tatar's "сум"
# is the rouble too (_LANGUAGE_CURRENCY), so a table keyed by the rouble alone read Tatar clauses (newest209 left it
# out: tests/test_newest147's XL_PACK_BASIS-off twin): it is read only next to a money *word* of its own
# (_OWN_MONEY_WORDS: "һум", which Tatar writes "сум"), and xl_counts reads its counts only in a clause holding one.
# "бер" (one / a) is never read alone. Off: Bashkir not read, "һум" no currency.
XL_BASHKIR = True
_BASHKIR = ("бер:1 ике:2 өс:3 дүрт:4 биш:5 алты:6 ете:7 һигеҙ:8 туғыҙ:9 ун:10 егерме:20 утыҙ:30 ҡырҡ:40 илле:50 "
            "алтмыш:60 етмеш:70 һикһән:80 туҡһан:90 йөҙ:100h мең:1000t")
_HAND_215 = {"ba": _BASHKIR}
_BASHKIR_MONEY = frozenset(("һум", "һумға", "һумдан", "һумлыҡ", "һумы", "һумын"))
_OWN_MONEY_WORDS: dict[str, frozenset[str]] = {"ba": _BASHKIR_MONEY}
_TABLE_TEXT.update(_HAND_209)
_TABLE_TEXT.update(_HAND_215)
_JOINS.update(scn=frozenset(("e",)), cbk=frozenset(("y",)))
_JOINS_209 = {"pap": frozenset(("i",))}  # joins of an older table, read with XL_HAND_209 on
_HAND_ALONE.update(scn=frozenset(("unu", "una", "sei", "novi", "mila", "tri")),
                   cbk=frozenset(("un", "uno", "una")),
                   rue=frozenset(("єден", "єдна", "єдно", "один", "сто", "ста", "сот")),
                   ba=frozenset(("бер",)))
_HAND_209_CURRENCIES = {**dict.fromkeys(("euru",), "euros"), **dict.fromkeys(("евр", "еврів", "евра"), "euros"),
                        **dict.fromkeys(("pesos", "peso"), "pesos")}
_LANGUAGE_MONEY.update(scn=frozenset(("euros",)), cbk=frozenset(("pesos",)), rue=frozenset(("euros",)),
                       ba=frozenset(("rub",)))
# their words of "now" XL_NOW_WORDS lacks (Bashkir "хәҙер"; Sicilian "ora", Chavacano "ahora", Rusyn "теперь" /
# "тепер" are there)
_NOW_209 = frozenset(("хәҙер",))

# Three more hand tables (issue 18, branch numwords220; XL_HAND_220), each from the language's standard grammar of its
# cardinal numbers, read next to its own money only (_LANGUAGE_MONEY):
# - Neapolitan ("nap"; Iandolo, "Grammatica napoletana" / Bichelli, "Grammatica del dialetto napoletano" (1974),
#   numerals): "nu" / "na" / "uno" one, "duje" / "doje" two, "quatto", "cinche", "seje", the teens of their own
#   ("unnece", "dudece", "quinnece", "sirece"), the round tens (Sicilian-like "sissanta", "sittanta" beside Italian
#   "sessanta", "settanta"), a ten glued to its unit ("vintuno", "trentacinche"), "ciento" a hundred, "mille" /
#   "mila"; "e" joins ("ciento e vinte"); its money the euro.
# - Kapampangan ("pam"; Forman, "Kapampangan Grammar Notes" (Hawaii, 1971), numerals): "metung" 1, "adwa" / "dua" 2,
#   "atlu", "apat", "lima", "anam", "pitu", "walu", "siyam", "apulu" ten, "pulu" a ten counting the unit before it
#   (_V: "adwang pulu" 20), "labing" ten and ("labing-atlu" 13), "dalan" a hundred, "libu" a thousand; the linker
#   "-ng" glued after a vowel ("limang dalan" 500, "duang kilu" two kilos) or "a" written apart ("apat a dalan",
#   "... dalan a pesos"); its money the peso.
# - Chuvash ("cv", Cyrillic; Krueger, "Chuvash Manual" (Indiana, 1961), numerals): each unit in its full and its
#   attributive form ("иккӗ" / "икӗ" 2, "пиллӗк" / "пилӗк" 5, "вуннӑ" / "вунӑ" / "вун" 10), "ҫирӗм" 20 ... "утмӑл" 60,
#   "ҫитмӗл" 70, "сакӑрвуннӑ" 80 and "тӑхӑрвуннӑ" 90 (one word each, not 8 + 10), "ҫӗр" a hundred, "пин" a thousand
#   ("пилӗк пин ҫӗр" 5,100); its money the rouble "тенкӗ" (and its case forms).
# A table word that is an ordinary word is never read alone (_HAND_ALONE: Neapolitan "nu", "na", "uno", "nove" (new);
# Kapampangan "metung" (a / one), "lima" (Lima), "dalan" (a road), "apat", "anam"; Chuvash "ҫӗр" (earth; night),
# "пӗр", "алӑ" (a hand)). Off: none of them read, "тенкӗ" no currency.
XL_HAND_220 = True
_HAND_220: dict[str, str] = {
    "nap": "uno:1 nu:1 na:1 duje:2 doje:2 tre:3 quatto:4 quattro:4 cinche:5 cinco:5 seje:6 sette:7 otto:8 nove:9 "
           "diece:10 dieci:10 unnece:11 unnice:11 dudece:12 dudice:12 tridece:13 quattuordece:14 quinnece:15 "
           "sirece:16 sidece:16 diciassette:17 diciotto:18 diciannove:19 vinte:20 vint:20 trenta:30 trent:30 "
           "quaranta:40 quarant:40 cinquanta:50 cinquant:50 sissanta:60 sessanta:60 sissant:60 sessant:60 "
           "sittanta:70 settanta:70 sittant:70 settant:70 uttanta:80 ottanta:80 uttant:80 ottant:80 novanta:90 "
           "nuvanta:90 novant:90 ciento:100h cient:100h mille:1000 mila:1000t",
    "pam": "metung:1 adwa:2 addua:2 dua:2 adwang:2 duang:2 atlu:3 atlung:3 apat:4 lima:5 limang:5 anam:6 pitu:7 "
           "pitung:7 walu:8 walung:8 siyam:9 apulu:10 labing:10 pulu:10v dalan:100h libu:1000t",
    "cv": "пӗр:1 пӗрре:1 иккӗ:2 икӗ:2 виҫҫӗ:3 виҫӗ:3 тӑваттӑ:4 тӑватӑ:4 пиллӗк:5 пилӗк:5 улттӑ:6 улӑ:6 ҫиччӗ:7 "
          "ҫичӗ:7 саккӑр:8 сакӑр:8 тӑххӑр:9 тӑхӑр:9 вуннӑ:10 вунӑ:10 вун:10 ҫирӗм:20 вӑтӑр:30 хӗрӗх:40 аллӑ:50 "
          "алӑ:50 утмӑл:60 ҫитмӗл:70 сакӑрвуннӑ:80 сакӑрвунӑ:80 тӑхӑрвуннӑ:90 тӑхӑрвунӑ:90 ҫӗр:100h пин:1000t",
}
_HAND_220_CURRENCIES = dict.fromkeys(("тенкӗ", "тенки", "тенкӗпе", "тенкипе", "тенкӗлӗх", "тенкӗшӗн", "тенкӗран"),
                                     "rub")
_TABLE_TEXT.update(_HAND_220)
_JOINS_220 = {"nap": frozenset(("e",)), "pam": frozenset(("a", "at"))}
_LINKS_220 = {"pam": frozenset(("a",))}
_HAND_ALONE.update(nap=frozenset(("nu", "na", "uno", "nove", "tre", "sette")),
                   pam=frozenset(("metung", "lima", "dalan", "apat", "anam", "dua", "siyam")),
                   cv=frozenset(("ҫӗр", "пӗр", "пӗрре", "алӑ")))
_LANGUAGE_MONEY.update(nap=frozenset(("euros",)), pam=frozenset(("pesos",)), cv=frozenset(("rub",)))
# their words of "now" (Neapolitan "mo", "mò", "mmo"; Kapampangan "ngeni", "ngene"; Chuvash "халь", "халӗ")
_NOW_220 = frozenset(("mo", "mò", "mmo", "ngeni", "ngene", "халь", "халӗ"))

# a word: anything between spaces, Khmer's zero-width space and punctuation (a vowel sign of Brahmic scripts is not
# a letter to `\w`, so `\w+` would cut "तीस" in two)
_TOKEN = re.compile(r"[^\s\u200b.,;:!?()\[\]{}\"«»“”/।॥։՝៖។—–-]+")
_APOSTROPHES = str.maketrans({"'": "ʻ", "’": "ʻ", "‘": "ʻ", "ʼ": "ʻ", "`": "ʻ"})


def _parse(spec: str) -> dict[str, tuple[str, float]]:
    out: dict[str, tuple[str, float]] = {}
    for item in spec.split():
        word, value = item.rsplit(":", 1)
        kind = value[-1] if value[-1] in "htpv" else _U
        out[word] = (kind, float(value.rstrip("htnpv")))
    return out


XL_NUMBER_WORDS: dict[str, dict[str, tuple[str, float]]] = {lang: _parse(spec) for lang, spec in _TABLE_TEXT.items()}
# the words each hand table marks "n" (a hundred that is a word of its own: Ukrainian "сто", "двісті"), by the table's
# id: such a word is read whole, never as the end of a longer word (XL_HAND_209: Rusyn "двісто" is 200, where the
# Ukrainian table read "дві" + "сто" as 102)
_WHOLE_ONLY = {id(XL_NUMBER_WORDS[lang]): frozenset(item.rsplit(":", 1)[0] for item in spec.split()
                                                    if item.endswith("n"))
               for lang, spec in _TABLE_TEXT.items()}

# Number words generated from a well-kept library (issue 18, branch newest187): data/numwords_generated.json holds, for
# each language num2words writes that the hand tables above lack (Spanish, French, German, Italian, Portuguese, Dutch,
# Polish, Czech, Slovak, Swedish, Norwegian, Finnish, Hungarian, Turkish, Indonesian, Vietnamese, Persian, Japanese,
# Korean, Thai, Bengali, ...), its number words, join words and currency words, read off num2words by
# benchmarks/gen_numwords.py (which regenerates the file; tests/test_numwords_generated.py checks they match) and kept
# only where its table reads back what num2words writes for numbers up to a million. A generated language is read as
# a hand table is, after them (a hand table's reading of a run as long wins), next to its own currency words where it
# has any (_LANGUAGE_MONEY); a word of its table that is an English word too ("to", "once") is never read alone.
# XL_GENERATED off: the hand tables alone (main before the branch).
XL_GENERATED = True
# newest191: the generated languages kept by gen_numwords' rule for a count's other forms (construct, gender, "o" for
# one: Hebrew "שלושת אלפים", Romanian "o sută", "două mii", Icelandic "eitt hundrað", Arabic "ألفان"; the file marks
# them "forms") and the hand tables of languages num2words does not write (_HAND_MORE below: Konkani, Maithili,
# Ilocano, Lingala, Quechua, Oromo). Off: newest187's generated languages alone.
XL_OTHER_FORMS = True
_GENERATED_FILE = Path(__file__).parent / "data" / "numwords_generated.json"


_FORMS: set[str] = set()  # the languages marked "forms" (XL_OTHER_FORMS)
_FORMS_MONEY: dict[str, set[str]] = {}  # each generated currency word, the languages that have it


def _load_generated() -> tuple[dict[str, dict[str, tuple[str, float]]], dict[str, frozenset[str]], dict[str, str],
                               dict[str, frozenset[str]], dict[str, frozenset[str]]]:
    """(tables, joins, currency words -> key, each language's currency keys, each language's English-word numbers)
    of data/numwords_generated.json; hand data wins where both have a word (a currency word, a language)."""
    languages = json.loads(_GENERATED_FILE.read_text(encoding="utf-8"))["languages"]
    tables: dict[str, dict[str, tuple[str, float]]] = {}
    joins: dict[str, frozenset[str]] = {}
    money: dict[str, str] = {}
    own: dict[str, frozenset[str]] = {}
    english: dict[str, frozenset[str]] = {}
    for lang, entry in languages.items():
        if lang in XL_NUMBER_WORDS:
            continue
        if entry.get("forms"):
            _FORMS.add(lang)
        tables[lang] = _parse(entry["words"])
        joins[lang] = frozenset(entry["joins"])
        for word, key in entry["money"].items():
            money.setdefault(word, key)
            _FORMS_MONEY.setdefault(word, set()).add(lang)
        if entry["money"]:
            own[lang] = frozenset(XL_CURRENCIES.get(w, k) for w, k in entry["money"].items())
        english[lang] = frozenset(entry["english"])
    return tables, joins, money, own, english


_GEN_TABLES, _GEN_JOINS, _GEN_CURRENCIES, _GEN_MONEY, _GEN_ENGLISH = _load_generated()
for _word in list(_GEN_CURRENCIES):
    if _word in XL_CURRENCIES:
        del _GEN_CURRENCIES[_word]
_MAX_WORD = max(len(w) for tables in (XL_NUMBER_WORDS, _GEN_TABLES) for table in tables.values() for w in table)


# each table's first letters (by the table's id): a word starting with none of them is none of its number words (a
# speed-up for _pieces, whose search otherwise tries every prefix of every word in every language)
_FIRST_LETTERS = {id(table): frozenset(w[0] for w in table)
                  for tables in (XL_NUMBER_WORDS, _GEN_TABLES) for table in tables.values()}


def _table(lang: str) -> dict[str, tuple[str, float]]:
    """`lang`'s number words: its hand table, else its generated one."""
    table = XL_NUMBER_WORDS.get(lang)
    return table if table is not None else _GEN_TABLES[lang]


def _languages() -> list[str]:
    """The languages xl_spelt_in_digits reads: the hand tables', then (XL_GENERATED) the generated ones."""
    if not XL_GENERATED:
        return list(XL_NUMBER_WORDS)
    if XL_OTHER_FORMS:
        return [lang for lang in (*XL_NUMBER_WORDS, *_GEN_TABLES)
                if (XL_MORE_HAND or lang not in _HAND_198) and (XL_HAND_209 or lang not in _HAND_209) and
                (XL_BASHKIR or lang not in _HAND_215) and (XL_HAND_220 or lang not in _HAND_220)]
    return [lang for lang in (*XL_NUMBER_WORDS, *_GEN_TABLES)
            if lang not in _FORMS and lang not in _HAND_MORE and lang not in _HAND_198 and lang not in _HAND_209 and
            lang not in _HAND_215 and lang not in _HAND_220]


def _currency(word: str) -> str | None:
    """The currency key of `word` (lower-cased, _APOSTROPHES applied): XL_CURRENCIES', else (XL_GENERATED) a
    generated language's."""
    key = XL_CURRENCIES.get(word) or XL_CURRENCIES.get(word.rstrip("ʻ"))
    if key is None and XL_OTHER_FORMS:
        key = _HAND_CURRENCIES.get(word)
    if key is None and XL_MORE_HAND:
        key = _HAND_198_CURRENCIES.get(word)
    if key is None and XL_HAND_209:
        key = _HAND_209_CURRENCIES.get(word)
    if key is None and XL_BASHKIR and word in _BASHKIR_MONEY:
        key = "rub"
    if key is None and XL_HAND_220:
        key = _HAND_220_CURRENCIES.get(word)
    if key is None and XL_GENERATED:
        key = _GEN_CURRENCIES.get(word)
        if key is not None and not XL_OTHER_FORMS and _FORMS_MONEY.get(word, set()) <= _FORMS:
            key = None  # only a "forms" language's word (newest191)
    return key


def _pieces(word: str, table: dict[str, tuple[str, float]]) -> list[tuple[str, float]] | None:
    """The number words `word` is built of, in order (a suffix of _SUFFIXES allowed at its end), or None."""
    firsts = _FIRST_LETTERS.get(id(table))
    if firsts is not None and word[:1] not in firsts:
        return None
    n = len(word)
    best: dict[int, list[tuple[str, float]]] = {0: []}
    for at in range(n):
        if at not in best:
            continue
        for end in range(min(n, at + _MAX_WORD), at, -1):
            piece = table.get(word[at:end])
            if piece is not None and at and XL_HAND_209 and word[at:end] in _WHOLE_ONLY.get(id(table), ()):
                continue
            if piece is not None and end not in best:
                best[end] = best[at] + [piece]
    if best.get(n):
        return best[n]
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) > len(suffix) and (len(word) - len(suffix)) in best and \
                best[len(word) - len(suffix)]:
            return best[len(word) - len(suffix)]
    return None


def _value(pieces: list[tuple[str, float]]) -> float | None:
    """The number a run of number words (their pieces, in order) writes, or None when they write none."""
    total, current, power, last = 0.0, 0.0, 0.0, 0.0
    for kind, value in pieces:
        if kind == _V:
            current, last = _score(current, last, value), 0.0
            continue
        last = value if kind == _U and not power else 0.0
        if kind == _P or power:
            current, power = _counted_power(current, power, kind, value)
        elif kind == _H:
            current = (current or 1.0) * value
        elif kind == _T:
            total += (current or 1.0) * value
            current = 0.0
        else:
            current += value
    if power and not (total or current) and XL_POWER_OF_POWER:
        return power  # a power with no count after it is one of it (Igbo "kilo iri": ten kilos)
    return total + current


def _score(current: float, last: float, value: float) -> float:
    """_value's run after a score (_V, `value`): the unit right before it (`last`, 0.0 for none) counted `value`
    times ("tri ugent" 60, "ugent" alone 20)."""
    return current + last * (value - 1.0) if last else current + value


# A power counted by a power (branch recall177): Igbo "puku iri ise" is a thousand counted ten five times (50,000);
# the power waiting for its count is multiplied by the next, and a run of powers alone is one of them ("iri" 10, where
# nothing was read). Off: the later power replaces it (5 * 10 = 50 was read).
XL_POWER_OF_POWER = True


def _counted_power(current: float, power: float, kind: str, value: float) -> tuple[float, float]:
    """(current, power) of _value's run after a piece (`kind`, `value`) where the piece is a power counted after it
    (_P: Zulu "amakhulu", hundreds) or `power` is one waiting for its count: the count times the power is added
    ("amakhulu amabili" 200, "amashumi amabili nanhlanu" 25)."""
    if kind == _P:
        return current, value * power if power and XL_POWER_OF_POWER else value
    return current + (value * power if kind == _U else value), 0.0


def _runs(words: list[str], lang: str) -> list[tuple[int, int, float]]:
    """(first word, word after, value) of each run of `lang`'s number words in `words` (lower-cased), a join word
    between two number words and a half after a run counted in."""
    table, joins = _table(lang), _JOINS.get(lang) or _GEN_JOINS.get(lang, frozenset())
    if XL_HAND_209 and lang in _JOINS_209:
        joins = joins | _JOINS_209[lang]
    if lang in _JOINS_220:
        joins = joins | _JOINS_220[lang]
    english = _GEN_ENGLISH.get(lang) or _HAND_ALONE.get(lang, frozenset())
    out: list[tuple[int, int, float]] = []
    i, n = 0, len(words)
    while i < n:
        pieces = _pieces(words[i], table)
        if pieces is None:
            i += 1
            continue
        j = i + 1
        while j < n:
            more = _pieces(words[j], table)
            if more is not None:
                pieces += more
                j += 1
            elif words[j] in joins and j + 1 < n and _pieces(words[j + 1], table) is not None:
                j += 1
            else:
                break
        start = _half_before(words, i)
        value = _value([(_U, 0.5), *pieces] if start < i else pieces) if lang not in _COUNT_AFTER else \
            _count_after(pieces)
        if j < n and words[j] in _HALVES:
            half = pieces[-1][1] / 2.0 if XL_HALF_POWER and pieces and pieces[-1][0] in (_H, _T) else 0.5
            value, j = (value or 0.0) + half, j + 1
        if value and not (j - start == 1 and words[start] in english):
            out.append((start, j, value))
        i = j
    return out


def _count_after(pieces: list[tuple[str, float]]) -> float:
    """The number a run of a language that counts each power after it writes (_COUNT_AFTER: Lingala, Oromo): a power
    (_P) times its count, the words after it worth less than it counts (a thousand's count is below a hundred: "nkoto
    zomi na mitano" 15,000, "kuma digdamii shan" 25,000; a hundred's and a ten's a unit: "nkama mibale" 200, "ntuku
    misato" 30), one of it where none follows; any other word adds ("nkoto mibale na nkama mitano" 2,500)."""
    total, last, i, n = 0.0, 0.0, 0, len(pieces)
    while i < n:
        kind, value = pieces[i]
        i += 1
        if kind == _V:  # a ten counting the unit before it (Tetum "rua-nulu" 20; newest198)
            total, last = _score(total, last, value), 0.0
            continue
        if kind != _P:
            total, last = total + value, value
            continue
        last = 0.0
        j = i
        if value >= 1000:
            while j < n and pieces[j][1] < 100.0:
                j += 1
        elif i < n and pieces[i][1] < 10.0:  # a hundred's or a ten's count: the one unit after it
            j = i + 1
        total += value * (_count_after(pieces[i:j]) if j > i else 1.0)
        i = j
    return total


def _half_before(words: list[str], i: int) -> int:
    """The first word of a run starting at words[i]: the word before it when that is a half read before a run
    (_HALVES_BEFORE: "ਸਾਢੇ ਤਿੰਨ ਹਜ਼ਾਰ" is 3500), else i."""
    return i - 1 if i > 0 and words[i - 1] in _HALVES_BEFORE else i


def _digits(value: float) -> str:
    return f"{value:.6f}".rstrip("0").rstrip(".")


def _currency_first(words: list[str], i: int, j: int, lang: str) -> bool:
    """Whether the run words[i:j] is read with the currency word before it (Sinhala "රුපියල් එක්දහස්"): not when a
    number is before the currency word (it is that number's: "58 euros on weekdays", "0.21 EUR/min"), nor when the run
    is in Latin letters (an English "on", "min" or "once" after a currency word is no number)."""
    before = words[i - 2] if i > 1 else ""
    if lang in _AFTER_NOUN:
        return not before.isdigit()
    return not (before.isdigit() or _pieces(before, _table(lang)) or
                any(words[k].isascii() for k in range(i, j)))


def _longest_first(words: list[str], money: frozenset[str] | None = None,
                   surface: frozenset[str] | None = None) -> list[tuple[int, int, float, str]]:
    """Every language's runs of number words in `words` (_runs: first word, word after, value, and the language), the
    longest first, in XL_NUMBER_WORDS' order where as long: a run one language reads whole is not cut by another's
    reading of a part of it (Macedonian "четиристотини и педесет" is no Serbian "педесет"; branch twice98). `money`:
    the currencies the words hold, when known: a language read next to its own currencies only (_LANGUAGE_MONEY) is
    not read where none of them is (its runs would all be dropped; branch newest139, a speed-up). `surface`: the
    clause's words as written, when known: a language of _OWN_MONEY_WORDS is read only where one of them is."""
    found = [(i, j, value, lang) for lang in _languages()
             if (money is None or (only := _only(lang)) is None or not only.isdisjoint(money)) and
             (surface is None or lang not in _OWN_MONEY_WORDS or not _OWN_MONEY_WORDS[lang].isdisjoint(surface))
             for i, j, value in _runs(words, lang)]
    return sorted(found, key=lambda run: run[0] - run[1])


def _only(lang: str) -> frozenset[str] | None:
    """The currencies `lang`'s runs are read next to only (_LANGUAGE_MONEY; a generated language's own), or None."""
    return _LANGUAGE_MONEY.get(lang) or _GEN_MONEY.get(lang)


def _own_money(money: list[str | None], i: int, j: int, only: frozenset[str]) -> bool:
    """Whether the run words[i:j] has a currency of `only` (_LANGUAGE_MONEY's) right after or right before it."""
    return (j < len(money) and money[j] in only) or (i > 0 and money[i - 1] in only)


# Han numerals before a currency word, as Cantonese and colloquial Chinese write money (issue 18, branch
# newest198; XL_HAN_MONEY): "五箱魚一千二百蚊" (five crates of fish, 1,200 dollars) -> "五箱魚 1200 dollars".
# The digits and powers, "兩" for two, "廿" / "卅" for 20 / 30, a power's next lower power left unsaid after a
# last digit ("千二" 1,200, "萬五" 15,000, "百五" 150), "個半" and a half after the currency word ("三個半" 3.5,
# "五蚊半" 5.5); the currency words "蚊" / "文" (Cantonese dollars, read as dollars), "元" / "圓" (yuan, read as
# the yuan), "塊" / "块" only before "錢" / "钱" (it is a classifier, "一塊蛋糕"). A lone "一" before "元" / "文"
# is no amount ("一元化", "一文不值"), nor "三文治" (a sandwich), "三文魚" (salmon), "元旦" (New Year's Day).
# Off: Han numerals are no amount.
XL_HAN_MONEY = True
_HAN_DIGIT = {"零": 0, "〇": 0, "一": 1, "二": 2, "兩": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7,
              "八": 8, "九": 9}
_HAN_POWER = {"十": 10, "百": 100, "千": 1000}
_HAN_BIG = {"萬": 10000, "万": 10000, "億": 100000000, "亿": 100000000}
_HAN_SCORE = {"廿": 20, "卅": 30}
_HAN_MONEY = re.compile(r"([零〇一二兩两三四五六七八九十廿卅百千萬万億亿]+)(個半|个半)?\s*"
                        r"(蚊|文(?![治魚鱼字章化件])|元(?![旦宵素朗化])|圓|圆|[塊块](?=[錢钱]))(半)?")
_HAN_CURRENCY = {"蚊": "dollars", "文": "dollars", "元": "yuan", "圓": "yuan", "圆": "yuan", "塊": "yuan", "块": "yuan"}
_HAN_CHARS = frozenset(_HAN_CURRENCY)


def _han_number(numeral: str) -> float:
    """The number Han numerals `numeral` write (XL_HAN_MONEY), 0.0 for none."""
    total = section = 0.0
    digit, unit = None, 1.0  # the last digit not yet counted, the last power read
    for char in numeral:
        if char in _HAN_DIGIT:
            digit = float(_HAN_DIGIT[char])
            if char in "零〇":
                unit = 1.0
        elif char in _HAN_POWER:
            unit = float(_HAN_POWER[char])
            section += (1.0 if digit is None else digit) * unit
            digit = None
        elif char in _HAN_SCORE:
            section, unit, digit = section + _HAN_SCORE[char], 10.0, None
        else:
            unit = float(_HAN_BIG[char])
            total += (section + (digit or 0.0)) * unit
            section, digit = 0.0, None
    if digit is not None:
        section += digit * (unit / 10.0 if unit >= 100 and numeral[-2:-1] in {**_HAN_POWER, **_HAN_BIG} else 1.0)
    return total + section


def _han_money_spelt(m: re.Match[str]) -> str:
    numeral, half_before, currency, half_after = m.groups()
    if numeral == "一" and currency in "元文":
        return m.group()
    value = _han_number(numeral) + (0.5 if half_before or half_after else 0.0)
    return f" {_digits(value)} {_HAN_CURRENCY[currency]} " if value else m.group()


def _han_money(text: str) -> str:
    """`text` with its money in Han numerals before a currency word written as digits and the currency's English word
    (XL_HAN_MONEY); `text` itself when it holds no Han currency word."""
    if not XL_HAN_MONEY or _HAN_CHARS.isdisjoint(text):
        return text
    return _HAN_MONEY.sub(_han_money_spelt, text)


@lru_cache(maxsize=8192)
def xl_spelt_in_digits(text: str) -> str:
    """`text` with each amount of money it writes in another language's number words (XL_NUMBER_WORDS) next to a
    currency word (XL_CURRENCIES) written as digits and the currency's English word: "ութ եվրո հիսուն ցենտ" ->
    "8.5 euros", "таван мянга хоёр зуун доллар" -> "5200 usd", "රුපියල් එක්දහස් තුන්සිය පනහක්" -> "1350 rupees",
    "douscentos setenta euros" -> "270 euros"; `text` itself when it writes none. A run of number words with no
    currency word next to it is a count of something else and is left alone."""
    text = _han_money(text)
    spaced = _glued_currency(text)
    found = list(_TOKEN.finditer(spaced))
    if not found:
        return text
    words = [m.group().lower().translate(_APOSTROPHES) for m in found]
    money = [_currency(w) for w in words]
    if not any(money):
        return text
    spans: list[tuple[int, int, str]] = []  # (first word, word after, replacement)
    taken: set[int] = set()
    for i, j, value, lang in _longest_first(words, frozenset(m for m in money if m), frozenset(words)):
        only = _only(lang)
        own = _OWN_MONEY_WORDS.get(lang)
        if own is not None and not ((j < len(words) and words[j] in own) or (i > 0 and words[i - 1] in own)):
            continue  # Bashkir next to a Tatar "сум" (XL_BASHKIR)
        # a link word between the run and its currency word ("lima gasut a piso"; _LINKS, XL_OTHER_FORMS)
        links = _LINKS.get(lang, frozenset()) | _LINKS_220.get(lang, frozenset())
        link = int(XL_OTHER_FORMS and j + 1 < len(words) and not money[j] and words[j] in links and
                   bool(money[j + 1]))
        if any(k in taken for k in range(i, j)) or (only is not None and not _own_money(money, i, j + link, only)):
            continue
        if link and j + 1 not in taken:
            spans.append((i, j + 2, f"{_digits(value)} {money[j + 1]}"))
            taken.update(range(i, j + 2))
        elif j < len(words) and money[j] and j not in taken:
            end = j + 1
            if end + 1 < len(words) + 1:  # "ութ եվրո հիսուն ցենտ": cents after the currency word
                cents = [r for r in _runs(words[end:end + 4], lang) if r[0] == 0]
                if cents and end + cents[0][1] < len(words) and words[end + cents[0][1]] in _CENTS:
                    value, end = value + cents[0][2] / 100.0, end + cents[0][1] + 1
            spans.append((i, end, f"{_digits(value)} {_LANGUAGE_CURRENCY.get(lang, {}).get(words[j], money[j])}"))
            taken.update(range(i, end))
        elif i > 0 and money[i - 1] and i - 1 not in taken and _currency_first(words, i, j, lang):
            spans.append((i - 1, j, f"{_digits(value)} "
                                    f"{_LANGUAGE_CURRENCY.get(lang, {}).get(words[i - 1], money[i - 1])}"))
            taken.update(range(i - 1, j))
    if not spans:
        return text
    parts: list[str] = []
    at = 0
    for i, j, replacement in sorted(spans):
        parts += (spaced[at:found[i].start()], replacement)
        at = found[j - 1].end()
    return "".join(parts) + spaced[at:]


# the classifiers a count of things is written before in Chinese ("五箱" five crates, "三隻" three birds)
_HAN_COUNT = re.compile(r"([零〇一二兩两三四五六七八九十廿卅百千萬万]+)\s*[隻只個个箱包盒件籠笼袋樽支條条]")
_COUNT_DIGITS = re.compile(r"(?<![\d.,:/-])(\d+)(?![\d.,:/-])")


_SPELT_MONEY = re.compile(r"(\d+(?:\.\d+)?) ([a-z]+)")
_MONEY_KEYS = frozenset((*XL_CURRENCIES.values(), *_HAND_CURRENCIES.values(), *_HAND_198_CURRENCIES.values(),
                         *_HAND_209_CURRENCIES.values(), *_HAND_220_CURRENCIES.values(),
                         *_GEN_CURRENCIES.values(), *_HAN_CURRENCY.values()))


@lru_cache(maxsize=4096)
def xl_counts(text: str) -> tuple[float, ...]:
    """The distinct counts of things `text` (a clause) states besides its money, for semantics' XL_COUNT_PACK: its
    money written as digits first (xl_spelt_in_digits) and left out (a number before a currency word), then digits, a
    run of number words of any table (xl_spelt_in_digits' languages; a word that is an ordinary word too is not read
    alone) and Han numerals before a classifier (_HAN_COUNT). Cached."""
    spelt = xl_spelt_in_digits(text)
    keys = {m.start(1): _currency(m.group(2)) or m.group(2) for m in _SPELT_MONEY.finditer(spelt)
            if _currency(m.group(2)) or m.group(2) in _MONEY_KEYS}
    found: set[float] = {float(m.group(1)) for m in _COUNT_DIGITS.finditer(spelt) if m.start(1) not in keys}
    found.update(_han_number(m.group(1)) for m in _HAN_COUNT.finditer(spelt))
    words = [m.group().lower().translate(_APOSTROPHES) for m in _TOKEN.finditer(spelt)]
    # a language read next to its own currencies only counts where the clause's money is one of them (Danish "tres"
    # is 60, Spanish and Papiamento "tres" 3)
    runs = _longest_first(words, frozenset(keys.values()),
                          frozenset(m.group().lower() for m in _TOKEN.finditer(text)))
    if XL_COUNT_WHOLE:
        runs = _whole_runs(runs)
    found.update(value for _i, _j, value, _lang in runs)
    return tuple(sorted(v for v in found if v > 0))


# A count one language's table reads whole wins over the fragments another's reads of it (issue 18, branch
# newest215; XL_COUNT_WHOLE): in a made-up Rusyn "ящик на сто пятдесят штук" (a box of 150) the Rusyn table reads
# "сто пятдесят" 150 while the Serbian, Ukrainian, Bulgarian ... tables read "сто" alone 100; xl_counts pooled both,
# two counts where the clause states one (and XL_COUNT_PACK read no pack). A run lying on words a longer run of any
# table covers is dropped; runs of the same words in several tables all stay (as before). Off: every run pooled.
XL_COUNT_WHOLE = True


def _whole_runs(runs: list[tuple[int, int, float, str]]) -> list[tuple[int, int, float, str]]:
    """`runs` (_longest_first's, the longest first) less each run overlapping a longer one kept."""
    kept: list[tuple[int, int, float, str]] = []
    for run in runs:
        if not any(i < run[1] and run[0] < j and j - i > run[1] - run[0] for i, j, _v, _l in kept):
            kept.append(run)
    return kept


# currency words a language writes glued to the number before it, in one word (Lao "ສິບສອງພັນກີບ", twelve thousand
# kip; branch newest120)
_GLUED_CURRENCIES = re.compile(r"(?<=\S)(ກີບ)")


def _glued_currency(text: str) -> str:
    """`text` with a space before each currency word of _GLUED_CURRENCIES glued to the word before it, so that
    xl_spelt_in_digits reads the number and the currency as two words; `text` itself when it has none."""
    return _GLUED_CURRENCIES.sub(r" \1", text) if "ກີບ" in text else text


def says_now(text: str) -> bool:
    """Whether `text` holds a word of "now" of XL_NOW_MORE (by its first five letters)."""
    return any(w.lower()[:5] in XL_NOW_MORE or (XL_OTHER_FORMS and w.lower()[:5] in _NOW_HAND) or
               (XL_MORE_HAND and w.lower() in _NOW_198) or (XL_HAND_209 and w.lower() in _NOW_209) or
               (XL_HAND_220 and w.lower() in _NOW_220)
               for w in _TOKEN.findall(text))


# an English currency word of XL_CURRENCIES' (a note in English names the currency of a scope in another language as
# that language does: "thirteen hundred tenge", "four and a half manat")
_ENGLISH_MONEY = frozenset(w for w in XL_CURRENCIES if w.isascii() and w.isalpha() and len(w) > 3)
_NEXT_WORD = re.compile(r"[\s-]*([^\W\d_]+)")
# a number in digits (its thousands split by a space: "2 200 теңге") and the word after it
_DIGITS_WORD = re.compile(r"(?<![\d.,])(\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+(?:[.,]\d+)*)(\s?)([^\W\d_]+)")


@lru_cache(maxsize=8192)
def xl_money_in_english(text: str) -> str:
    """`text` with its money written as an English note writes it, for semantics' cross-language readers: an amount in
    English number words (quantities' reading) right before a currency word of XL_CURRENCIES in digits, its cents in
    words after the currency word counted in ("thirteen hundred tenge" -> "1300 tenge", "four and a half manat" ->
    "4.5 manat", "four euros fifty" -> "4.5 euros"), and a currency word of XL_CURRENCIES right after digits as its
    English word when it is keyed otherwise (_xl_values keys a unit by its first three letters), the digits' thousands
    joined ("2 200 теңге" -> "2200 tenge", "95 ewro" -> "95 euros", "7 манат" -> "7 manat"). A number word before
    anything else ("two new mooring lines") and a word that only starts as a currency word ("5 мандарин") are left as
    they are; `text` itself when it writes none (issue 18, branch xlanchor93)."""
    if XL_CURRENCIES.keys().isdisjoint(_TOKEN.findall(text.lower())):
        return text  # no currency word (most clauses): left as it is at once
    found = _spelt_spans(text)
    parts: list[str] = []
    at = k = 0
    while k < len(found):
        start, end, digits = found[k]
        m = _NEXT_WORD.match(text, end)
        k += 1
        if m is None or m.group(1).lower() not in _ENGLISH_MONEY:
            continue
        cents = _NEXT_WORD.match(text, m.end())  # "four euros fifty"
        if k < len(found) and cents is not None and found[k][0] == cents.start(1) and float(found[k][2]) < 100:
            digits = _digits(float(digits) + float(found[k][2]) / 100)
            parts += (text[at:start], digits, " ", m.group(1))
            at, k = found[k][1], k + 1
            continue
        parts += (text[at:start], digits)
        at = end
    text = "".join(parts) + text[at:]
    return _DIGITS_WORD.sub(_currency_in_english, text)


def _currency_in_english(m: re.Match[str]) -> str:
    """_DIGITS_WORD's match `m` with its currency word as its English word and its number's space-split thousands
    joined; `m` as it is when its word is no currency word, or one keyed as its English word already ("EUR", "euro",
    "dollars": the English word of dollars is a code, "usd", which no English note writes after digits)."""
    word = m.group(3).lower()
    english = XL_CURRENCIES.get(word)
    if english is None or word[:3] == english[:3] or (word.isascii() and english == "usd"):
        return m.group()
    return re.sub(r"[ \u00a0\u202f]", "", m.group(1)) + (m.group(2) or " ") + english
