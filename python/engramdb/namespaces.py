"""Namespaces: tuples of labels (LangGraph's ``("users", "42", "prefs")``) as the store's scope strings.

The mapping is documented and reversible: each label is percent-encoded (UTF-8, every character except
ASCII letters, digits and ``-._~`` as ``%XX``; an empty label is a lone ``%``, which encoding never makes) and
the labels are joined with ``/``. So a label may hold any character, ``/`` and ``%`` included, the scope never
has surrounding spaces, and scope strings sort and compare like their namespaces label by label. A prefix of
whole labels is a prefix of the scope string followed by ``/`` (or the whole scope): ``scopes(prefix=("users",))``
finds ``users/42`` and never ``users2``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any
from urllib.parse import quote, unquote

from .errors import InvalidArgumentError, InvalidTypeError

SEPARATOR = "/"
_EMPTY = "%"


def check_namespace(namespace: Any) -> tuple[str, ...]:
    if isinstance(namespace, str) or not isinstance(namespace, Sequence):
        raise InvalidTypeError(f"a namespace is a tuple of strings, got {type(namespace).__name__}")
    labels = tuple(namespace)
    if not labels:
        raise InvalidArgumentError("a namespace needs at least one label")
    for label in labels:
        if not isinstance(label, str):
            raise InvalidTypeError(f"namespace labels must be strings, got {type(label).__name__}")
        try:
            label.encode("utf-8")
        except UnicodeEncodeError:
            raise InvalidArgumentError("a namespace label cannot be encoded as UTF-8 (a lone surrogate?)") from None
    return labels


def scope_of(namespace: Sequence[str]) -> str:
    """The scope string of a namespace (see the module doc)."""
    return SEPARATOR.join(quote(label, safe="") or _EMPTY for label in check_namespace(namespace))


def namespace_of(scope: str) -> tuple[str, ...]:
    """The namespace a scope string stands for (scope_of's inverse; any scope reads as some namespace)."""
    if not isinstance(scope, str):
        raise InvalidTypeError(f"scope must be a string, got {type(scope).__name__}")
    return tuple("" if part == _EMPTY else unquote(part) for part in scope.split(SEPARATOR))


def in_prefix(scope: str, prefix: Sequence[str]) -> bool:
    """Whether the namespace of `scope` starts with the whole labels of `prefix` (an empty prefix: always)."""
    labels = tuple(prefix)
    if not labels:
        return True
    head = scope_of(labels)
    return scope == head or scope.startswith(head + SEPARATOR)
