"""What the guard round tests share: a text read as the store reads it."""

from __future__ import annotations

from engramdb.guard import find_secrets_many, normalise_for_check
from engramdb.guard.secrets import find_secrets


def refused(text: str) -> bool:
    """As the store reads a text: normalised, then every rule; the batch path (find_secrets_many) must agree."""
    norm = normalise_for_check([text])[0]
    one = bool(find_secrets(norm))
    assert one == bool(find_secrets_many([norm]))
    return one
