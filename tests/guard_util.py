"""What the guard round tests share: a text read as the store reads it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engramdb.guard import find_secrets_many, normalise_for_check
from engramdb.guard.secrets import find_secrets


def refused(text: str) -> bool:
    """As the store reads a text: normalised, then every rule; the batch path (find_secrets_many) must agree."""
    norm = normalise_for_check([text])[0]
    one = bool(find_secrets(norm))
    assert one == bool(find_secrets_many([norm]))
    return one


def rows_read(rows: Sequence[tuple[Any, Any, Any, Any]], text: str) -> bool:
    """A round's rows alone (each row's finder and validator, no other rule) read ``text`` as the store reads it."""
    t = normalise_for_check([text])[0]
    return any(validate(m) is not None for _, finder, _, validate in rows for m in finder.finditer(t))


def refused_one(text: str) -> bool:
    """find_secrets alone on the normalised text (a test that compares it with the batch path asks each)."""
    return bool(find_secrets(normalise_for_check([text])[0]))


def refused_batch(text: str) -> bool:
    """find_secrets_many alone on the normalised text."""
    return bool(find_secrets_many(normalise_for_check([text])))
