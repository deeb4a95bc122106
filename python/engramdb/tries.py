"""Regular expressions of word lists written as tries: the guard's context words and digit words, the lexical side's
function words. re tries an alternation's branches in turn at every place it may match, so a flat alternation of
many words costs several times a trie of their characters, where words sharing a prefix share its test. A leaf
module (only ``re``): the guard and the store both build on it."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

__all__ = ["trie_alternation"]


def trie_alternation(words: Iterable[str]) -> str:
    """A regex matching exactly ``words`` (the longest one at a position, as a longest-first alternation would),
    written as a trie of their characters so that words sharing a prefix share its test."""
    root: dict[str, Any] = {}
    for word in words:
        node = root
        for c in word:
            node = node.setdefault(c, {})
        node[""] = {}

    def emit(node: dict[str, Any]) -> str:
        branches = [re.escape(c) + emit(child) for c, child in sorted(node.items()) if c]
        if not branches:
            return ""
        body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
        return "(?:" + body + ")?" if "" in node else body

    return emit(root)
