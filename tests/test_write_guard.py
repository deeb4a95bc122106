"""Issue 13, case 11: a secret in any text-bearing field, through any entry point, is refused (SecretError),
leaves the store unchanged and never reaches disk; zero-width and fullwidth characters do not hide it."""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

import engramdb
from engramdb import SecretError

from .durable_util import files_under, scan

TOKEN = "ghp_" + ("aB3dE5fG7h" * 4)[:36]  # a GitHub token
ZERO_WIDTH = TOKEN[:2] + "\u200b" + TOKEN[2:9] + "\u2060" + TOKEN[9:]
FULLWIDTH = "".join(chr(ord(c) + 0xFEE0) if c.isalnum() else c for c in TOKEN)
PASSWORD_VALUE = "Hunter2024!x"

def _table(**columns: Any) -> pa.Table:
    base: dict[str, Any] = {"scope": ["s"], "text": ["imported fact"]}
    base.update(columns)
    return pa.table(base)


def _parquet(store: engramdb.MemoryStore, table: pa.Table) -> Any:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "import-me.parquet"
        pq.write_table(table, path)
        return store.import_parquet(path)


# (entry point and field, the write) for every text-bearing field each entry point takes; `m0` is the id of
# the fixture's memory (for update).
WRITES: list[tuple[str, Callable[[engramdb.MemoryStore, str, str], Any]]] = [
    ("remember text", lambda st, m0, x: st.remember("s", f"the token is {x}")),
    ("remember key", lambda st, m0, x: st.remember("s", "some fact", key=x)),
    ("remember meta value", lambda st, m0, x: st.remember("s", "some fact", meta={"note": x})),
    ("remember nested meta", lambda st, m0, x: st.remember("s", "some fact", meta={"a": {"b": [1, {"c": x}]}})),
    ("remember meta key", lambda st, m0, x: st.remember("s", "some fact", meta={x: 1})),
    ("remember meta password", lambda st, m0, x: st.remember("s", "some fact", meta={"password": PASSWORD_VALUE})),
    ("remember source", lambda st, m0, x: st.remember("s", "some fact", source=f"tool:{x}")),
    ("remember scope", lambda st, m0, x: st.remember(f"user:{x}", "some fact")),
    ("remember trigger", lambda st, m0, x: st.remember("s", "some lesson", kind="lesson", trigger=x)),
    ("remember guidance", lambda st, m0, x: st.remember("s", "some lesson", kind="lesson", guidance=f"use {x}")),
    ("remember_many text", lambda st, m0, x: st.remember_many("s", ["fine", f"token {x}"])),
    ("remember_many meta", lambda st, m0, x: st.remember_many("s", ["fine", "also fine"],
                                                                meta=[{"k": "v"}, {"k": x}])),
    ("remember_many source", lambda st, m0, x: st.remember_many("s", ["fine", "also fine"],
                                                                  source=["user", f"web:{x}"])),
    ("remember_many scope", lambda st, m0, x: st.remember_many(["s", x], ["fine", "also fine"])),
    ("remember_many key", lambda st, m0, x: st.remember_many("s", ["fine", "also fine"], key=[None, x])),
    ("remember_many table meta", lambda st, m0, x: st.remember_many(_table(meta=[{"k": x}]))),
    ("import_arrow text", lambda st, m0, x: st.import_arrow(_table(text=[f"token {x}"]))),
    ("import_arrow meta", lambda st, m0, x: st.import_arrow(_table(meta=[f'{{"k": "{x}"}}']))),
    ("import_arrow source", lambda st, m0, x: st.import_arrow(_table(source=[f"email:{x}"]))),
    ("import_arrow scope", lambda st, m0, x: st.import_arrow(_table(scope=[x]))),
    ("import_parquet meta", lambda st, m0, x: _parquet(st, _table(meta=[f'{{"k": ["{x}"]}}']))),
    ("set_fact key", lambda st, m0, x: st.set_fact("s", x, "on")),
    ("set_fact value", lambda st, m0, x: st.set_fact("s", "github", x)),
    ("set_fact source", lambda st, m0, x: st.set_fact("s", "plan", "Pro", source=f"tool:{x}")),
    ("add_episode summary", lambda st, m0, x: st.add_episode("s", f"deployed with {x}")),
    ("add_episode outcome", lambda st, m0, x: st.add_episode("s", "deployed", outcome=f"used {x}")),
    ("add_episode task", lambda st, m0, x: st.add_episode("s", "deployed", task=x)),
    ("add_episode session_id", lambda st, m0, x: st.add_episode("s", "deployed", session_id=x)),
    ("add_episode key_facts", lambda st, m0, x: st.add_episode("s", "deployed", key_facts=["ok", f"token {x}"])),
    ("add_lesson trigger", lambda st, m0, x: st.add_lesson("s", f"when {x} appears", "rotate it")),
    ("add_lesson guidance", lambda st, m0, x: st.add_lesson("s", "a deploy fails", f"use {x}")),
    ("add_lesson scope", lambda st, m0, x: st.add_lesson(x, "a deploy fails", "retry")),
    ("update text", lambda st, m0, x: st.update("s", m0, text=f"the plan is Pro, token {x}")),
    ("update meta", lambda st, m0, x: st.update("s", m0, meta={"token": x})),
    ("dedup merge", lambda st, m0, x: st.remember("s", "The customer's plan is Pro.", source=f"tool:{x}")),
    ("consolidation", lambda st, m0, x: st.consolidate("events", mode="deep", summarize=lambda ms: f"use {x}")),
]


def _seed(store: engramdb.MemoryStore) -> str:
    m0 = store.remember("s", "The customer's plan is Pro.")
    vec = np.ones((3, store.dim), np.float32)
    store.remember_many("events", ["Deploy failed: VPN down.", "Deploy blocked, VPN off.", "VPN off, deploy fails."],
                        embeddings=vec, kind="episode")
    return m0


def _state(store: engramdb.MemoryStore) -> list[Any]:
    return [(s, sorted(map(str, store.export(s).to_pylist()))) for s in store.scopes()]


@pytest.mark.parametrize("form", ["plain", "zero-width", "fullwidth"])
@pytest.mark.parametrize("name,write", WRITES, ids=[w[0] for w in WRITES])
def test_a_secret_in_any_field_is_refused_and_changes_nothing(name: str, write: Any, form: str) -> None:
    secret = {"plain": TOKEN, "zero-width": ZERO_WIDTH, "fullwidth": FULLWIDTH}[form]
    store = engramdb.MemoryStore(dim=16)
    m0 = _seed(store)
    before = _state(store)
    with pytest.raises(SecretError):
        write(store, m0, secret)
    assert _state(store) == before


def test_no_refused_secret_reaches_disk(tmp_path: Path) -> None:
    root = tmp_path / "store"
    with engramdb.MemoryStore.open(root, dim=16) as store:
        m0 = _seed(store)
        for _name, write in WRITES:
            for secret in (TOKEN, ZERO_WIDTH, FULLWIDTH):
                with pytest.raises(SecretError):
                    write(store, m0, secret)
        store.seal()
        assert store.count("s") == 1 and store.count("events") == 3
    assert files_under(root)
    needles = {"token": TOKEN.encode(), "token body": TOKEN[4:].encode(), "zero-width": ZERO_WIDTH.encode(),
               "fullwidth": FULLWIDTH.encode(), "password": PASSWORD_VALUE.encode()}
    assert scan(root, needles) == []


def test_the_stored_text_stays_as_given() -> None:
    """Normalisation is for checking only: a harmless text with zero-width and fullwidth characters is stored
    byte for byte."""
    store = engramdb.MemoryStore(dim=16)
    text = "Ｐｒｉｃｅ list v2\u200b is final\u00a0(see ﬁle)"
    mid = store.remember("s", text, meta={"note": "ｆｕｌｌ\u200dwidth"}, source="user:ａｌｉｃｅ")
    memory = store.get("s", mid)
    assert memory.text == text and memory.meta == {"note": "ｆｕｌｌ\u200dwidth"} and memory.source == "user:ａｌｉｃｅ"


def test_the_error_names_row_and_field_never_the_secret() -> None:
    store = engramdb.MemoryStore(dim=16)
    with pytest.raises(SecretError) as err:
        store.remember_many("s", ["fine", "also fine"], meta=[None, {"deep": [{"x": TOKEN}]}])
    assert "row 1" in str(err.value) and "meta" in str(err.value) and TOKEN not in str(err.value)
    with pytest.raises(SecretError) as err:
        store.remember_many("s", ["fine", "also fine"], source=["user", f"tool:{TOKEN}"])
    assert "row 1" in str(err.value) and "source" in str(err.value) and TOKEN not in str(err.value)


def test_meta_is_read_as_key_value_text() -> None:
    """Meta is checked as its JSON text without quotes (one translate for the batch); a JSON escape, which could
    split a secret, gets its metas parsed and read key by key."""
    from engramdb.guard import meta_check_texts, normalise_for_check

    assert meta_check_texts(['{"a": "plain words", "n": 3}', '{"password": "x"}']) == [
        "{a: plain words, n: 3}", "{password: x}"]
    escaped = meta_check_texts(['{"a": "ok"}', '{"a": "pass\\u0000word: Hunter2024!x"}'])
    assert escaped[0] == "{a: ok}" and "a: password: Hunter2024!x" in escaped[1].splitlines()
    assert normalise_for_check(["ａ\u200bb", "plain", "x\u00a0y"]) == ["ab", "plain", "x y"]
    texts = ["plain", "ascii"]
    assert normalise_for_check(texts) is texts  # nothing to do: the same list back
    assert normalise_for_check(["a\x00b\u200b", "ｃ"]) == ["ab", "c"]  # control characters: text by text
