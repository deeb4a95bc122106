"""Build the guard's multilingual credential-label lexicon from translation catalogs not written for our corpora.

The words people put before a credential ("Passwort:", "Пароль:", "パスワード:", "Parol:") are the labels of login forms,
and the translation catalogs (gettext .po files) of well-kept authentication packages on PyPI hold them in many languages,
translated by their communities for their own screens. This script reads the catalogs of the packages below, keeps the
translations of a fixed list of English msgids (the labels: "Password", "Secret key", "Authenticator code", ...), and
writes ``python/engramdb/guard/credential_labels.json``: one entry per label, with its class, its forms (as written, lower
case; and with diacritics removed when that differs: people type "contrasena" and "haslo" too) and where it came from
(package, version, locale, msgid). The guard reads that file at import (guard/lexicon.py); it never imports Django.

    .venv/bin/pip install --no-deps django==5.2.19 django-allauth==65.22.1 django-two-factor-auth==1.18.1
    .venv/bin/python benchmarks/guard_lexicon/build_lexicon.py           # rewrite the file
    .venv/bin/python benchmarks/guard_lexicon/build_lexicon.py --check   # exit 1 if the committed file is stale

Without the packages, ``--check`` says so and exits 0 (the runtime needs only the committed file). The versions are
pinned in the file: a catalog of another version may say other words, and ``--check`` then reports the difference.
"""

from __future__ import annotations

import argparse
import ast
import json
import re
import sys
import unicodedata
from importlib import metadata
from pathlib import Path

OUT = Path(__file__).resolve().parents[2] / "python" / "engramdb" / "guard" / "credential_labels.json"

# The distributions read, with the version the committed file was built from, and their licences: only permissive ones,
# since the file ships in an Apache-2.0 wheel (weblate's catalogs, GPL-3.0-or-later, were read once and left out).
PACKAGES = {"Django": "5.2.19", "django-allauth": "65.22.1", "django-two-factor-auth": "1.18.1"}
LICENSES = {"Django": "BSD-3-Clause", "django-allauth": "MIT", "django-two-factor-auth": "MIT"}
# Locales left out: constructed, historic or joke languages (Klingon, Toki Pona, Old English, Old Persian ...), whose
# words nobody writes a password after.
_SKIP_LOCALES = frozenset(["tlh", "tok", "qpv", "peo", "ang", "enm", "afh", "sai", "chn", "lzh", "ia", "ie", "io"])

# English msgid -> the class of credential its translations name. "password": a label for a password (a value after
# it is judged as after "password:"); "secret": a label for a key, token or secret (the word is often an ordinary one,
# "clé", "Schlüssel": the value must look like a credential); "code": a label for a one-time or recovery code (digits).
# Bare "Code", "Key", "key", "Token" are left out: "Kod", "Schlüssel", "jeton" are ordinary words in most languages, and
# the English words are the English detectors' business.
MSGIDS = {
    "Password": "password", "password": "password", "New password": "password", "New Password": "password",
    "Old password": "password", "Current Password": "password", "Current password": "password",
    "Password confirmation": "password", "New password confirmation": "password", "Enter new password": "password",
    "Enter your password:": "password",
    "secret key": "secret", "Secret key": "secret", "Master key": "secret", "Backup key": "secret",
    "Authenticator secret": "secret", "TOTP Secret:": "secret", "token secret": "secret", "Refresh token": "secret",
    "Backup Tokens": "secret",
    # round 10: a token and a device's code. Bare "Token" was left out in round 9 as an ordinary word in some languages
    # ("jeton"); as a secret-class label its value must have a key's shape (16+ characters of a random mix), so the
    # word alone refuses nothing.
    "Token": "secret", "token": "secret", "ID token": "secret", "WebAuthn Token": "secret", "Device code": "code",
    "Authenticator code": "code", "Authorization code": "code", "Sign-In Code": "code", "Password Reset Code": "code",
    "Recovery codes": "code", "Recovery Codes": "code", "Token generator": None,
    # labels weblate's catalogs held (kept: another package's catalog may hold them too)
    "Passphrase": "password", "API key": "secret", "API secret key": "secret", "Personal API key": "secret",
    "Access key secret": "secret", "Client secret": "secret", "Secret": "secret", "Activation token": "secret",
}
MSGIDS = {k: v for k, v in MSGIDS.items() if v is not None}
_MAX_WORDS = 4  # a label, not a sentence


def _unquote(line: str) -> str:
    return str(ast.literal_eval(line))


def parse_po(text: str) -> dict[str, str]:
    """msgid -> msgstr of a .po file: fuzzy and empty translations left out, plural forms by their first form, a
    msgctxt ignored (the same label in two contexts is the same word)."""
    out: dict[str, str] = {}
    entry: dict[str, str] = {}
    fuzzy = False
    field = ""

    def flush() -> None:
        nonlocal entry, fuzzy
        msgid, msgstr = entry.get("msgid", ""), entry.get("msgstr", entry.get("msgstr[0]", ""))
        if msgid and msgstr and not fuzzy:
            out.setdefault(msgid, msgstr)
        entry, fuzzy = {}, False

    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            flush()
            continue
        if line.startswith("#,") and "fuzzy" in line:
            if "msgid" in entry:
                flush()
            fuzzy = True
            continue
        if line.startswith("#"):
            continue
        m = re.match(r"(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+(\".*\")$", line)
        if m:
            if m.group(1) in ("msgid", "msgctxt") and any(k.startswith("msgstr") for k in entry):
                flush()
            field = m.group(1)
            entry[field] = _unquote(m.group(2))
        elif line.startswith('"') and field:
            entry[field] += _unquote(line)
    flush()
    return out


def fold(word: str) -> str:
    """Diacritics removed (NFKD, combining marks dropped), as people type when their keyboard lacks them; ł -> l,
    ø -> o, đ -> d, ı -> i, ß -> ss too; the zero-width (non-)joiners of Indic and Persian spellings dropped
    ("പാസ്‌വേഡ്" is often typed without its ZWNJ). Other scripts' letters come back unchanged."""
    word = word.translate(str.maketrans({"ł": "l", "Ł": "L", "ø": "o", "Ø": "O", "đ": "d", "Đ": "D", "ı": "i", "ß": "ss",
                                         "\u200c": None, "\u200d": None}))
    return "".join(_fold_letter(c) for c in word)


def _fold_letter(c: str) -> str:
    """A Latin or Greek letter without its marks; a letter of another script as it is (Cyrillic й is not и)."""
    if not unicodedata.name(c, "").startswith(("LATIN", "GREEK")):
        return c
    return "".join(d for d in unicodedata.normalize("NFKD", c) if not unicodedata.combining(d))


def normalise(msgstr: str) -> str | None:
    """A translation as a label: spaces collapsed, a trailing colon or asterisk dropped, lower case; None when it is not
    a label (a placeholder, markup, more than a few words, or no letter)."""
    s = re.sub(r"\s+", " ", msgstr.replace("\u00a0", " ")).strip().rstrip(":：*").strip()
    if not s or re.search(r"[%{}<>()\[\]?？。.\"«»“”]", s) or len(s.split()) > _MAX_WORDS or not any(c.isalpha() for c in s):
        return None
    return s.lower()


def _catalogs(dist: metadata.Distribution) -> list[tuple[str, str]]:
    """(locale, text) of each django.po the distribution installed, sorted by path."""
    out = []
    for f in sorted(dist.files or [], key=str):
        parts = Path(str(f)).parts
        if parts[-1] == "django.po" and "locale" in parts and parts[-2] == "LC_MESSAGES":
            locale = parts[parts.index("locale") + 1]
            out.append((locale, Path(str(dist.locate_file(f))).read_text(encoding="utf-8")))
    return out


# Labels that, lower-cased and folded, are English words the English detectors already read ("Token", "Code"): left
# out so that a lexicon word never doubles an English row.
_ENGLISH = {"password", "passwords", "token", "tokens", "code", "codes", "key", "keys", "secret", "pin", "passcode",
            "passphrase", "master key", "secret key", "api key", "client secret", "api secret key", "personal api key",
    "access key secret", "activation token", "backup key", "refresh token", "recovery codes", "backup tokens",
            "token secret", "new password", "old password", "current password"}


def build() -> dict[str, object]:
    labels: dict[tuple[str, str], dict[str, object]] = {}
    for package, version in PACKAGES.items():
        dist = metadata.distribution(package)
        if dist.version != version:
            raise SystemExit(f"{package} {dist.version} is installed; the lexicon is built from {version}")
        for locale, text in _catalogs(dist):
            if locale.startswith("en") or locale.split("_")[0] in _SKIP_LOCALES:
                continue
            catalog = parse_po(text)
            for msgid, cls in MSGIDS.items():
                label = normalise(catalog.get(msgid, ""))
                if label is None or fold(label) in _ENGLISH:
                    continue
                entry = labels.setdefault((cls, label), {"label": label, "class": cls, "forms": sorted({label, fold(label)}),
                                                         "sources": []})
                source = {"package": package, "version": version, "locale": locale, "msgid": msgid}
                sources = entry["sources"]
                assert isinstance(sources, list)
                if source not in sources:
                    sources.append(source)
    entries = sorted(labels.values(), key=lambda e: (str(e["class"]), str(e["label"])))
    for e in entries:
        sources = e["sources"]
        assert isinstance(sources, list)
        sources.sort(key=lambda s: (s["package"], s["locale"], s["msgid"]))
    return {
        "about": "Credential labels (the words before a password, secret or code) translated in the gettext catalogs of "
                 "the packages below; built by benchmarks/guard_lexicon/build_lexicon.py, read by engramdb.guard.lexicon.",
        "packages": PACKAGES,
        "licenses": LICENSES,
        "msgids": MSGIDS,
        "labels": entries,
    }


def render(data: dict[str, object]) -> str:
    return json.dumps(data, ensure_ascii=False, indent=1, sort_keys=False) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if the committed file differs from the build")
    args = parser.parse_args(argv)
    missing = []
    for package in PACKAGES:
        try:
            metadata.distribution(package)
        except metadata.PackageNotFoundError:
            missing.append(package)
    if missing:
        print(f"skipped: {', '.join(missing)} not installed (pip install --no-deps "
              + " ".join(f"{p}=={v}" for p, v in PACKAGES.items()) + ")")
        return 0 if args.check else 2
    text = render(build())
    if args.check:
        if not OUT.exists() or OUT.read_text(encoding="utf-8") != text:
            print(f"{OUT} is stale: rerun {Path(__file__).name}")
            return 1
        print(f"{OUT.name} is what the catalogs give")
        return 0
    OUT.write_text(text, encoding="utf-8")
    data = json.loads(text)
    langs = {s["locale"] for e in data["labels"] for s in e["sources"]}
    print(f"wrote {OUT}: {len(data['labels'])} labels from {len(langs)} locales")
    return 0


if __name__ == "__main__":
    sys.exit(main())
