"""What the answer-support reading tests share: a hit with only a text and a fused score, and a context that switches
some of support.py's module switches off for its body."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from engramdb import support


class Hit:  # a hit without a memory: its text and fused score
    def __init__(self, text: str, final: float = 0.0) -> None:
        self.text, self.final = text, final


@contextmanager
def switched_off(*names: str) -> Iterator[None]:
    """support's switches `names` off for the body, restored after."""
    was = {name: getattr(support, name) for name in names}
    for name in names:
        setattr(support, name, False)
    try:
        yield
    finally:
        for name, value in was.items():
            setattr(support, name, value)
