"""Write python/engramdb/guard/wordfreq/english.txt (round 65's list of common English words) from wordfreq's data.

Source: wordfreq 3.1.1 (Robyn Speer; code Apache-2.0, word frequency data CC BY-SA 4.0;
https://github.com/rspeer/wordfreq). Its wheel's ``wordfreq/data/*.msgpack.gz`` files are read directly (a
"cBpack": a header, then lists of words by centibel of frequency), so only ``msgpack`` is needed:

    pip download --no-deps wordfreq==3.1.1 && unzip -o wordfreq-3.1.1-py3-none-any.whl 'wordfreq/data/*'
    python benchmarks/guard_all/build_english_words.py wordfreq/data

Kept: every word of 3-10 ASCII lower-case letters at Zipf frequency 3.0 or more in English ("large_en") that is not
more frequent, by 0.75 Zipf or more, in any of 26 other Latin-script languages of wordfreq (their "large" list where
there is one, else "small"). No word of any guard corpus is read.
"""

from __future__ import annotations

import gzip
import re
import sys
from pathlib import Path

import msgpack

_OTHERS = tuple(
    [
        "ca",
        "cs",
        "da",
        "de",
        "es",
        "fi",
        "fil",
        "fr",
        "hu",
        "id",
        "is",
        "it",
        "lt",
        "lv",
        "ms",
        "nb",
        "nl",
        "pl",
        "pt",
        "ro",
        "sh",
        "sk",
        "sl",
        "sv",
        "tr",
        "vi",
    ]
)
_OUT = Path(__file__).resolve().parents[2] / "python" / "engramdb" / "guard" / "wordfreq" / "english.txt"


def _zipf(data: Path, lang: str) -> dict[str, float]:
    path = data / f"large_{lang}.msgpack.gz"
    if not path.exists():
        path = data / f"small_{lang}.msgpack.gz"
    with gzip.open(path) as f:
        packed = msgpack.load(f, raw=False)
    out: dict[str, float] = {}
    for i, bucket in enumerate(packed[1:]):
        for w in bucket:
            out.setdefault(w, 9 - i / 100)
    return out


def main() -> None:
    data = Path(sys.argv[1])
    en = _zipf(data, "en")
    others = [_zipf(data, lang) for lang in _OTHERS]
    words = sorted(
        w
        for w, z in en.items()
        if z >= 3.0 and re.fullmatch(r"[a-z]{3,10}", w) and z >= max(o.get(w, 0.0) for o in others) - 0.75
    )
    _OUT.write_text("\n".join(words) + "\n", encoding="utf-8")
    print(len(words), "words ->", _OUT)


if __name__ == "__main__":
    main()
