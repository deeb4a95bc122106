"""Writes secrets_blind22.jsonl, the twenty-second blind held-out corpus for the secret guard (standard library only).

Every row is a hand-written template (blind22_templates.py, blind22_langs.py) filled with seeded values; the same
seed writes the same file byte for byte. Before writing (and with --check, against the file on disk) it verifies the
labels: every secret row still holds the secret values it was filled with, no benign template or benign language
string uses a secret field, every secret kind has its benign twin, no kind holds both labels, unique texts, the
length limit and the floors.

    python benchmarks/guard_corpus_blind22/make_blind22.py           # (re)write secrets_blind22.jsonl
    python benchmarks/guard_corpus_blind22/make_blind22.py --check   # exit 1 if stale or a check fails
    python benchmarks/guard_corpus_blind22/make_blind22.py --table   # rows per label and kind, languages
"""

from __future__ import annotations

import argparse
import base64
import collections
import json
import random
import re
import string
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import blind22_langs as L
import blind22_templates as T

HERE = Path(__file__).resolve().parent
OUT = HERE / "secrets_blind22.jsonl"
SEED = 22_2026

# Every secret field's value is a credential (a password, token, private or preshared key, client secret, app
# password or alarm code) and is recorded as a needle the row must still hold after filling and wrapping.
SECRET_FIELDS = {"pw", "pw2", "randpw", "app16", "ghp", "glpat", "adopat", "atbb", "sg", "stripe", "azkey", "pemesc",
                 "awssecret", "kubekey", "jwt", "alnum32", "alnum40", "tok40", "boot", "wgpriv", "wgpsk", "ovpnkey",
                 "uuidsecret", "gocspx", "azsecret", "hex40", "hex32", "hex32b", "auth0", "code"}
SECRET_FILLS = 12
BENIGN_FILLS = 11
# per language: alarm master codes and app passwords, and their twins (serial numbers, outgoing mail servers)
LANG_FILLS = {"alarm_master_ml": 6, "alarm_master_ml_benign": 4, "app_password_ml": 6, "app_password_ml_benign": 4}
FLOORS = {"secret_rows": 2000, "secret_kinds": 12, "benign_rows": 1300, "benign_kinds": 12, "languages": 80}
MAX_CHARS = 3000
FIELD = re.compile(r"(?<!\{)\{(\w+)\}(?!\})")

ALNUM = string.ascii_letters + string.digits
LOWER_DIG = string.ascii_lowercase + string.digits
UPPER_DIG = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
B64 = string.ascii_letters + string.digits + "+/"
B64URL = string.ascii_letters + string.digits + "-_"
BASE32 = string.ascii_lowercase + "234567"

NAMES = ("Adaeze", "Bjorn", "Chiara", "Dmitri", "Esra", "Fatou", "Gustavo", "Hana", "Ilse", "Joon", "Kofi", "Leilani",
         "Marek", "Noor", "Olek", "Paloma", "Rahul", "Sione", "Tereza", "Yusuf")
SITES = ("orders.example.com", "crm.example.org", "status.example.net", "wiki.example.io", "billing.example.dev",
         "hr.example.co.uk", "lab.example.edu")
# written for this round: words for passwords
WORDS = ("anchor", "biscuit", "canyon", "dahlia", "eclipse", "fjord", "gecko", "hazel", "igloo", "jasper", "kettle",
         "lagoon", "mosaic", "nectar", "oyster", "paprika", "quiver", "rhubarb", "sparrow", "trellis", "upland",
         "velvet", "wombat", "yarrow", "zephyr", "cinder", "marble", "puffin", "sorrel", "tamarind")
SYMBOLS = "!#$%&*+-=?@_."
TF_SPECIAL = "!#%&*()-_=+[]<>:?"  # Terraform random_password's specials, less the braces our templates treat as fields
# English rows arrive bare, fenced, after a question, quoted or with a sender
PASTED = ("{t}", "{t}", "{t}", "```\n{t}\n```", "is this right?\n\n{t}", "{name} pasted:\n{t}", "> {t}",
          "from the ticket:\n{t}", "why does this not work?\n{t}", "{t}\n\nthanks!", "context for the agent:\n{t}")
LANG_CHROME = ("{t}", "{t}", "{name}: {t}", "[{hh}:{mi}] {name}: {t}", "💬 {t}", "{t} 🙏", "> {t}", "{t}\n— {name}")


def pick(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def b64_bytes(rng: random.Random, n: int) -> str:
    return base64.b64encode(bytes(rng.randrange(256) for _ in range(n))).decode()


def pem_body(rng: random.Random, n_bytes: int) -> list[str]:
    body = b64_bytes(rng, n_bytes)
    return [body[i:i + 64] for i in range(0, len(body), 64)]


def v_pw(rng: random.Random) -> str:
    style = rng.randrange(5)
    if style == 0:
        return rng.choice(WORDS).capitalize() + rng.choice(SYMBOLS) + pick(rng, string.digits, rng.randint(2, 5))
    if style == 1:
        return pick(rng, ALNUM + "!%*?#", rng.randint(12, 20))
    if style == 2:
        return ".".join(rng.sample(WORDS, 3)) + pick(rng, string.digits, rng.randint(1, 3))
    if style == 3:
        return pick(rng, string.ascii_uppercase, 2) + pick(rng, string.digits, 4) + rng.choice(SYMBOLS) + \
            pick(rng, string.ascii_lowercase, 5)
    return rng.choice(WORDS) + pick(rng, string.digits, 2) + rng.choice(WORDS).upper() + rng.choice("!?#$")


def v_app16(rng: random.Random) -> str:
    letters = pick(rng, string.ascii_lowercase, 16)
    groups = [letters[i:i + 4] for i in range(0, 16, 4)]
    return rng.choice((" ".join(groups), "-".join(groups), letters))


def v_jwt(rng: random.Random) -> str:
    def enc(obj: dict[str, Any]) -> str:
        return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")
    head = enc({"alg": "RS256", "kid": pick(rng, B64URL, 22)})
    ns = rng.choice(("ci", "kube-system", "deploy", "monitoring"))
    body = enc({"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": ns,
                "sub": f"system:serviceaccount:{ns}:{rng.choice(('deployer', 'ci-bot', 'admin-user'))}",
                "exp": rng.randint(1_780_000_000, 1_800_000_000)})
    return f"{head}.{body}.{pick(rng, B64URL, 86)}"


def v_serial(rng: random.Random) -> str:
    style = rng.randrange(3)
    if style == 0:
        return rng.choice(("AJX", "PRX", "DSC", "HKV", "TX")) + "-" + pick(rng, UPPER_DIG, 8)
    if style == 1:
        return pick(rng, string.digits, rng.randint(9, 12))
    return "SN " + pick(rng, string.digits, 4) + "-" + pick(rng, string.digits, 4) + "-" + pick(rng, UPPER_DIG, 2)


def v_mailhost(rng: random.Random) -> str:
    host = rng.choice(("smtp.gmail.com", "smtp-mail.outlook.com", "smtp.mail.me.com", "smtp.example.com",
                       "mail.example.org", "smtp.fastmail.com"))
    return host + rng.choice((":587", ":465", " (587, STARTTLS)", ", port 465"))


VALUES: dict[str, Callable[[random.Random], str]] = {
    # secret fields
    "pw": v_pw,
    "pw2": v_pw,
    "randpw": lambda r: pick(r, ALNUM + TF_SPECIAL, r.choice((16, 20, 24, 32))),
    "app16": v_app16,
    "ghp": lambda r: "ghp_" + pick(r, ALNUM, 36),
    "glpat": lambda r: "glpat-" + pick(r, ALNUM + "-_", 20),
    "adopat": lambda r: pick(r, BASE32, 52),
    "atbb": lambda r: "ATBB" + pick(r, ALNUM, 32),
    "sg": lambda r: "SG." + pick(r, B64URL, 22) + "." + pick(r, B64URL, 43),
    "stripe": lambda r: "sk_live_" + pick(r, ALNUM, r.choice((24, 99))),
    "azkey": lambda r: b64_bytes(r, 64),
    "pemesc": lambda r: "-----BEGIN RSA PRIVATE KEY-----\\nMIIEpAIBAAKCAQEA" + "\\n".join(pem_body(r, 280)) +
    "\\n-----END RSA PRIVATE KEY-----\\n",
    "awssecret": lambda r: pick(r, ALNUM + "/+", 40),
    "kubekey": lambda r: base64.b64encode(("-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(pem_body(r, 121)) +
                                           "\n-----END EC PRIVATE KEY-----\n").encode()).decode(),
    "jwt": v_jwt,
    "alnum32": lambda r: pick(r, ALNUM, 32),
    "alnum40": lambda r: pick(r, ALNUM, 40),
    "tok40": lambda r: pick(r, B64URL, 40),
    "boot": lambda r: pick(r, LOWER_DIG, 6) + "." + pick(r, LOWER_DIG, 16),
    "wgpriv": lambda r: b64_bytes(r, 32),
    "wgpsk": lambda r: b64_bytes(r, 32),
    "ovpnkey": lambda r: "\n".join(pick(r, HEX, 32) for _ in range(16)),
    "uuidsecret": lambda r: VALUES["uuid"](r),
    "gocspx": lambda r: "GOCSPX-" + pick(r, B64URL, 28),
    "azsecret": lambda r: pick(r, ALNUM, 3) + "8Q~" + pick(r, ALNUM + "~._-", 34),
    "hex40": lambda r: pick(r, HEX, 40),
    "hex32": lambda r: pick(r, HEX, 32),
    "hex32b": lambda r: pick(r, HEX, 32),
    "auth0": lambda r: pick(r, B64URL, 64),
    "code": lambda r: pick(r, string.digits, r.choice((4, 4, 5, 6))),
    # benign fields
    "name": lambda r: r.choice(NAMES),
    "user": lambda r: r.choice(("aokafor", "b.lindqvist", "chiara_m", "dvolkov", "esra.k", "hkimura", "mnowak")),
    "email": lambda r: r.choice(("a.okafor", "lindqvist", "chiara", "d.volkov", "esra", "h.kimura")) + "@example.com",
    "dbuser": lambda r: r.choice(("app_rw", "reporting", "billing", "etl_job", "metabase", "svc_orders")),
    "host": lambda r: r.choice(("db.internal.example.com", "ldap.corp.example.com", "10.12.0.15", "dc1.example.lan",
                                "pg-replica.example.net", "192.168.10.20")),
    "ip": lambda r: f"10.{r.randint(0, 60)}.{r.randint(0, 255)}.{r.randint(2, 250)}",
    "site": lambda r: r.choice(SITES),
    "date": lambda r: f"2026-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}",
    "ver": lambda r: f"{r.randint(1, 6)}.{r.randint(0, 25)}.{r.randint(0, 15)}",
    "small": lambda r: str(r.randint(10, 99)),
    "count": lambda r: str(r.randint(0, 7)),
    "lower5": lambda r: pick(r, LOWER_DIG, 5),
    "lower8": lambda r: pick(r, LOWER_DIG, 8),
    "pid": lambda r: str(r.randint(900, 99999)),
    "hex7": lambda r: pick(r, HEX, 7),
    "hex7b": lambda r: pick(r, HEX, 7),
    "sha40": lambda r: pick(r, HEX, 40),
    "sha256": lambda r: pick(r, HEX, 64),
    "sha512b64": lambda r: b64_bytes(r, 64),
    "b64fp": lambda r: b64_bytes(r, 32).rstrip("="),
    "etag": lambda r: pick(r, HEX, 32),
    "sshpub": lambda r: "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + pick(r, B64, 43) + " " +
    r.choice(("laptop", "ci@build", "ops@bastion")),
    "cadata": lambda r: base64.b64encode(("-----BEGIN CERTIFICATE-----\nMIIC" + "\n".join(pem_body(r, 200)) +
                                          "\n-----END CERTIFICATE-----\n").encode()).decode(),
    "wgpub": lambda r: b64_bytes(r, 32),
    "uuid": lambda r: "-".join(pick(r, HEX, n) for n in (8, 4, 4, 4, 12)),
    "uuid2": lambda r: "-".join(pick(r, HEX, n) for n in (8, 4, 4, 4, 12)),
    "repo": lambda r: r.choice(("acme/payments-api", "northwind/infra", "kestrel-labs/web", "orbit/tools")),
    "reponame": lambda r: r.choice(("payments-api", "infra", "web", "tools", "billing")),
    "org": lambda r: r.choice(("contoso", "fabrikam", "northwind")),
    "proj": lambda r: r.choice(("platform", "mobile", "data-pipeline")),
    "acct": lambda r: "st" + pick(r, string.ascii_lowercase + string.digits, 10),
    "gcid": lambda r: pick(r, string.digits, 12) + "-" + pick(r, LOWER_DIG, 32),
    "cid14": lambda r: pick(r, ALNUM, 14),
    "cid32": lambda r: pick(r, ALNUM, 32),
    "slackid": lambda r: pick(r, string.digits, 10) + "." + pick(r, string.digits, 13),
    "safety": lambda r: " ".join(pick(r, string.digits, 5) for _ in range(12)),
    "serial": v_serial,
    "mailhost": v_mailhost,
}


def ver2(meta: dict[str, Any]) -> str:
    """The release after the row's {ver}: the patch number bumped."""
    major, minor, patch = meta["ver"].split(".")
    return f"{major}.{minor}.{int(patch) + 1}"


class Filler:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def fill(self, template: str, secret: bool) -> tuple[str, dict[str, Any]]:
        """The template with every field filled; a field repeated in a row keeps its first value."""
        meta: dict[str, Any] = {"needles": []}

        def sub(m: re.Match[str]) -> str:
            name = m.group(1)
            if name not in meta:
                if name == "ver2":
                    meta.setdefault("ver", VALUES["ver"](self.rng))
                    meta[name] = ver2(meta)
                else:
                    meta[name] = VALUES[name](self.rng)
                if name in SECRET_FIELDS and secret:
                    meta["needles"].append(meta[name])
            return str(meta[name])

        # fields first in template order, so a {ver2} before its {ver} still reads as the next release
        if "{ver2}" in template and "{ver}" in template:
            meta["ver"] = VALUES["ver"](self.rng)
        text = FIELD.sub(sub, template).replace("{{", "{").replace("}}", "}")
        return text, meta


def parse_langs() -> list[list[str]]:
    return [line.split("|") for line in L.LANGS.strip().splitlines()]


def build() -> list[dict[str, Any]]:
    rng = random.Random(SEED)
    filler = Filler(rng)
    rows: list[dict[str, Any]] = []
    seen: set[str] = set()

    def add(label: str, kind: str, lang: str, make: Callable[[], tuple[str, dict[str, Any]]]) -> None:
        for _ in range(60):
            text, meta = make()
            if text not in seen and len(text) <= MAX_CHARS:
                seen.add(text)
                rows.append({"text": text, "label": label, "kind": kind, "lang": lang, "meta": meta})
                return
        raise SystemExit(f"could not make a unique {kind} row")

    for label, table in (("secret", T.SECRET), ("benign", T.BENIGN)):
        for kind, templates in table.items():
            for template in templates:
                for _ in range(SECRET_FILLS if label == "secret" else BENIGN_FILLS):
                    def one(t: str = template, s: bool = label == "secret") -> tuple[str, dict[str, Any]]:
                        wrap = rng.choice(PASTED)
                        if "{name}" in wrap and "{name}" in t:  # a row that names someone keeps one sender
                            wrap = "{t}"
                        return filler.fill(wrap.replace("{t}", t), secret=s)
                    add(label, kind, "en", one)

    def chrome() -> str:
        return rng.choice(LANG_CHROME).replace("{hh}", f"{rng.randint(6, 23):02d}").replace(
            "{mi}", f"{rng.randint(0, 59):02d}")

    for lang, alarm, alarm_b, app, app_b in parse_langs():
        for kind, sentence in (("alarm_master_ml", alarm), ("alarm_master_ml_benign", alarm_b),
                               ("app_password_ml", app), ("app_password_ml_benign", app_b)):
            secret = not kind.endswith("_benign")
            for _ in range(LANG_FILLS[kind]):
                def row(s: str = sentence, sec: bool = secret) -> tuple[str, dict[str, Any]]:
                    return filler.fill(chrome().replace("{t}", s), secret=sec)
                add("secret" if secret else "benign", kind, lang, row)
    return rows


def check_rows(rows: list[dict[str, Any]], from_disk: bool = False) -> list[str]:
    errors: list[str] = []
    texts = collections.Counter(row["text"] for row in rows)
    errors += [f"duplicate text: {t[:80]!r}" for t, n in texts.items() if n > 1]
    for row in rows:
        text, label = row["text"], row["label"]
        bad = f"{row['kind']}: {text[:80]!r}"
        if label not in ("secret", "benign") or not isinstance(row["kind"], str) or not text:
            errors.append(f"bad row: {bad}")
        if len(text) > MAX_CHARS:
            errors.append(f"too long ({len(text)}): {bad}")
        if from_disk:
            continue
        meta = row["meta"]
        # template fields are lower case; ${VAR}, $__env{VAR} and a Go template's {{json ...}} are not fields
        if re.search(r"(?<!\$)\{[a-z][a-z0-9_]*\}", re.sub(r"\{\{[^{}]*\}\}", "", text)):
            errors.append(f"unfilled field: {bad}")
        if label == "secret" and not meta.get("needles"):
            errors.append(f"secret row with no recorded secret: {bad}")
        if label == "benign" and meta.get("needles"):
            errors.append(f"benign row holds a secret value: {bad}")
        errors += [f"secret value {n!r} missing: {bad}" for n in meta.get("needles", []) if not n or n not in text]
    if from_disk:
        return errors
    unknown = {f for table in (T.SECRET, T.BENIGN) for ts in table.values() for t in ts for f in FIELD.findall(t)}
    unknown |= {f for parts in parse_langs() for p in parts[1:] for f in FIELD.findall(p)}
    errors += [f"field {f} has no value" for f in sorted(unknown - set(VALUES) - {"ver2"})]
    for kind, templates in T.BENIGN.items():
        for t in templates:
            used = set(FIELD.findall(t)) & SECRET_FIELDS
            if used:
                errors.append(f"benign template {kind} uses secret fields {sorted(used)}: {t[:60]!r}")
    for kind, templates in T.SECRET.items():
        errors += [f"secret template {kind} has no secret field: {t[:60]!r}" for t in templates
                   if not set(FIELD.findall(t)) & SECRET_FIELDS]
    for parts in parse_langs():
        if len(parts) != 5:
            errors.append(f"language line {parts[0]} has {len(parts)} columns")
            continue
        # the secret sentences hold {code} and {app16}, their twins {serial} and {mailhost}
        if [FIELD.findall(p) for p in parts[1:]] != [["code"], ["serial"], ["app16"], ["mailhost"]]:
            errors.append(f"language line {parts[0]} has the wrong fields")
    langs = [p[0] for p in parse_langs()]
    errors += [f"language {lang} twice" for lang, n in collections.Counter(langs).items() if n > 1]
    by_label = collections.Counter(row["label"] for row in rows)
    kinds = {lab: {row["kind"] for row in rows if row["label"] == lab} for lab in ("secret", "benign")}
    langs_by = {lab: {row["lang"] for row in rows if row["label"] == lab} for lab in ("secret", "benign")}
    errors += [f"secret kind {k} has no benign twin" for k in kinds["secret"]
               if T.BENIGN_TWIN.get(k) not in kinds["benign"]]
    errors += [f"benign kind {k} is no twin" for k in kinds["benign"] if k not in T.BENIGN_TWIN.values()]
    errors += [f"kind {k} holds both labels" for k in kinds["secret"] & kinds["benign"]]
    got = {"secret_rows": by_label["secret"], "secret_kinds": len(kinds["secret"]), "benign_rows": by_label["benign"],
           "benign_kinds": len(kinds["benign"]), "languages": len(langs_by["secret"] & langs_by["benign"])}
    errors += [f"floor {name}: {got[name]} < {floor}" for name, floor in FLOORS.items() if got[name] < floor]
    return errors


def serialise(rows: list[dict[str, Any]]) -> str:
    return "".join(json.dumps({"text": r["text"], "label": r["label"], "kind": r["kind"]}, ensure_ascii=False) + "\n"
                   for r in rows)


def table(rows: list[dict[str, Any]]) -> None:
    counts = collections.Counter((r["label"], r["kind"]) for r in rows)
    print("| label | kind | rows |\n|---|---|---:|")
    for (label, kind), n in sorted(counts.items()):
        print(f"| {label} | {kind} | {n} |")
    by_label = collections.Counter(r["label"] for r in rows)
    for label in ("benign", "secret"):
        print(f"{label}: {by_label[label]} rows in {len({k for lab, k in counts if lab == label})} kinds")
    langs = collections.Counter(r["lang"] for r in rows)
    both = {r["lang"] for r in rows if r["label"] == "secret"} & {r["lang"] for r in rows if r["label"] == "benign"}
    print(f"{len(rows)} rows, {len(langs)} languages ({len(both)} with both labels): {' '.join(langs)}")
    print(f"longest text: {max(len(r['text']) for r in rows)}; "
          f"secret rows of 3+ lines: {sum(1 for r in rows if r['label'] == 'secret' and r['text'].count(chr(10)) >= 2)}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--check", action="store_true", help="verify the file on disk instead of writing it")
    parser.add_argument("--table", action="store_true", help="print rows per label and kind and the languages")
    args = parser.parse_args(argv)
    rows = build()
    errors = check_rows(rows)
    if args.check:
        text = OUT.read_text(encoding="utf-8")
        # the file is checked on its own too (uniqueness, length), not only through the regeneration
        errors += check_rows([json.loads(line) for line in text.splitlines() if line.strip()], from_disk=True)
        if text != serialise(rows):
            errors.append("secrets_blind22.jsonl is stale: rerun make_blind22.py")
    if errors:
        print("\n".join(errors[:50]), file=sys.stderr)
        print(f"{len(errors)} check(s) failed", file=sys.stderr)
        return 1
    if args.table:
        table(rows)
    elif not args.check:
        OUT.write_text(serialise(rows), encoding="utf-8")
        print(f"wrote {len(rows)} rows to {OUT.name}")
    else:
        print(f"ok: {len(rows)} rows, all checks pass")
    return 0


if __name__ == "__main__":
    sys.exit(main())
