"""Writes benign_notes2.jsonl: longer ordinary notes that talk about passwords, PINs and codes with no secret in them
(a meeting's minutes, a handover, a chat export, Markdown checklists and tables, setup notes with a fenced block of
config, numbers beside a PIN or code word, "the password is the same as last year"), in 20 languages.

Every row is ``{"text": ..., "label": "benign", "kind": <shape>, "lang": <language>}``. The notes are filled from
benign_notes2_templates.py with a fixed seed, so the file regenerates byte for byte.

    python benchmarks/guard_corpus_benign_notes2/make_benign_notes2.py           # write the file
    python benchmarks/guard_corpus_benign_notes2/make_benign_notes2.py --check   # exit 1 if stale or a check fails
"""

from __future__ import annotations

import random
import string
import sys
import uuid
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "guard_corpus_benign_notes"))
import benign_notes2_templates as tpl  # noqa: E402
import benign_notes_templates as names  # noqa: E402 - the names and weekdays of the first benign-notes corpus
import make_benign_notes  # noqa: E402 - the row loop, checks and command line of the first benign-notes corpus

OUT = HERE / "benign_notes2.jsonl"
SEED = 73
VARIANTS = 6    # notes per language and shape
COMMA_DECIMAL = ("de", "fr", "es", "it", "pt", "nl", "pl", "tr", "ru", "el")
COUNTRY = {"en": "GB", "de": "DE", "fr": "FR", "es": "ES", "it": "IT", "pt": "BR", "nl": "NL", "pl": "PL", "tr": "TR",
           "id": "ID", "vi": "VN", "ru": "RU", "el": "GR", "ar": "SA", "he": "IL", "hi": "IN", "zh": "CN", "ja": "JP",
           "ko": "KR", "th": "TH"}


def _date(lang: str, rng: random.Random) -> str:
    y, m, d = 2026, rng.randint(1, 12), rng.randint(1, 28)
    if lang in ("zh", "ja", "ko", "th", "hi") and rng.random() < 0.6:
        return f"{y}-{m:02d}-{d:02d}"
    if lang in ("de", "ru", "pl", "tr"):
        return f"{d:02d}.{m:02d}.{y}"
    if lang == "en" and rng.random() < 0.5:
        return f"{y}-{m:02d}-{d:02d}"
    return f"{d:02d}/{m:02d}/{y}"


def _price(lang: str, rng: random.Random) -> str:
    if lang in ("id", "vi", "ko", "ja"):
        return f"{rng.randint(15, 900) * 1000:,}".replace(",", "." if lang in ("id", "vi") else ",")
    whole, cents = rng.randint(9, 480), rng.choice((0, 49, 90, 95, 99))
    return f"{whole}{',' if lang in COMMA_DECIMAL else '.'}{cents:02d}"


def _postcode(lang: str, rng: random.Random) -> str:
    def digits(n: int) -> str:
        return "".join(rng.choice(string.digits) for _ in range(n))

    if lang == "en":
        return f"{rng.choice(('SW', 'N', 'E', 'LS', 'M', 'BS'))}{rng.randint(1, 20)} {rng.randint(1, 9)}" + \
            "".join(rng.choice("ABDEFGHJLNPQRSTUWXYZ") for _ in range(2))
    if lang == "nl":
        return f"{rng.randint(1000, 9999)} " + "".join(rng.choice("ABCDEGHJKLMNPRTVWXZ") for _ in range(2))
    if lang == "pt":
        return f"{digits(5)}-{digits(3)}"
    if lang == "pl":
        return f"{digits(2)}-{digits(3)}"
    if lang == "el":
        return f"{digits(3)} {digits(2)}"
    if lang == "ja":
        return f"{digits(3)}-{digits(4)}"
    if lang in ("ru", "vi", "hi", "zh"):
        return str(rng.randint(100000, 999999))
    if lang == "he":
        return digits(7)
    return str(rng.randint(10000, 99999))


def _tracking(lang: str, rng: random.Random) -> str:
    """A UPU S10 item number: two letters, eight digits, the check digit, the country's code."""
    body = [rng.randint(0, 9) for _ in range(8)]
    check = 11 - sum(w * d for w, d in zip((8, 6, 4, 2, 3, 5, 9, 7), body)) % 11
    check = {10: 0, 11: 5}.get(check, check)
    return rng.choice(("RR", "CP", "LX", "RB", "EE")) + "".join(map(str, body)) + str(check) + COUNTRY[lang]


def _order(rng: random.Random) -> str:
    form = rng.randrange(3)
    if form == 0:
        return f"{rng.randint(100, 999)}-{rng.randint(1000000, 9999999)}-{rng.randint(1000000, 9999999)}"
    if form == 1:
        return f"#{rng.randint(100000, 9999999)}"
    return str(rng.randint(10**9, 10**10 - 1))


def _ticket(rng: random.Random) -> str:
    if rng.random() < 0.4:
        return f"#{rng.randint(10000, 99999)}"
    return f"{rng.choice(('INC', 'IT', 'HELP', 'OPS', 'REQ', 'FAC'))}-{rng.randint(1000, 99999)}"


def _version(rng: random.Random) -> str:
    v = f"{rng.randint(1, 9)}.{rng.randint(0, 30)}.{rng.randint(0, 12)}"
    return rng.choice(("v", "", "")) + v


def _commit(rng: random.Random) -> str:
    return "".join(rng.choice("0123456789abcdef") for _ in range(rng.choice((7, 7, 8, 12, 40))))


def _time(rng: random.Random) -> tuple[str, str]:
    h, m = rng.randint(8, 17), rng.randint(0, 57)
    return f"{h:02d}:{m:02d}", f"{h:02d}:{m + rng.randint(1, 2):02d}"


def _fill(template: str, lang: str, rng: random.Random) -> str:
    name, name2 = rng.sample(names.NAMES[lang], 2)
    time, time2 = _time(rng)
    return template.format(
        name=name, name2=name2, day=rng.choice(names.DAYS[lang]), date=_date(lang, rng), time=time, time2=time2,
        room=str(rng.randint(101, 599)) if rng.random() < 0.7 else f"{rng.randint(1, 5)}.{rng.randint(1, 30):02d}",
        ticket=_ticket(rng), ext=str(rng.randint(200, 8999)), order=_order(rng), tracking=_tracking(lang, rng),
        postcode=_postcode(lang, rng), price=_price(lang, rng), version=_version(rng), commit=_commit(rng),
        uuid=str(uuid.UUID(int=rng.getrandbits(128), version=4)), snippet=rng.choice(tpl.SNIPPETS),
        state=rng.choice(tpl.STATES[lang]))


def build() -> list[dict[str, Any]]:
    return make_benign_notes.build_rows(random.Random(SEED), ((tpl.T, VARIANTS),), tpl.SHAPES, _fill)


def check(rows: list[dict[str, Any]]) -> list[str]:
    """What is wrong with the rows (empty when nothing): benign_notes' checks with this corpus's shapes."""
    return make_benign_notes.check(rows, tpl.SHAPES, VARIANTS)


def main(argv: list[str] | None = None) -> int:
    return make_benign_notes.main(argv, out=OUT, doc=__doc__, build=build, check=check)


if __name__ == "__main__":
    sys.exit(main())
