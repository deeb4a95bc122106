"""Untrusted sources stay untrusted: web pages, emails, tool output and documents are low-trust
(:func:`is_trusted_source`), their confidence is capped (:func:`cap_confidence`), and nothing in the text can
raise it. :func:`assess` combines the three guards for one write.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import InvalidArgumentError, InvalidTypeError, UntrustedInstructionError
from .instructions import looks_like_instruction
from .prefilter import _require_str
from .secrets import check_text

UNTRUSTED_SOURCES = frozenset({"web", "email", "tool", "document", "unknown"})
"""Source prefixes whose text is low-trust: anyone could have written it."""

UNTRUSTED_CONFIDENCE_CAP = 0.5
"""The highest confidence a memory from an untrusted source may carry."""

INJECTION_POLICIES = ("flag", "refuse")
"""What :func:`assess` does with instruction-like text from an untrusted source."""


def is_trusted_source(source: str) -> bool:
    """Whether ``source`` is trusted, judged by its prefix before ``':'`` ("web:https://..." is "web").

    An empty source counts as "unknown", hence untrusted.
    """
    _require_str(source, "source")
    prefix = source.split(":", 1)[0].strip().lower() or "unknown"
    return prefix not in UNTRUSTED_SOURCES


def check_trusted_sources(value: object) -> tuple[str, ...] | None:
    """A store's ``trusted_sources`` setting, validated: None (judge by prefix, :func:`is_trusted_source`), or
    a non-empty collection (tuple, list, set, frozenset) of non-empty source names, returned stripped, lower
    case, deduplicated and sorted. InvalidTypeError / InvalidArgumentError otherwise."""
    if value is None:
        return None
    if isinstance(value, (str, bytes)) or not isinstance(value, (tuple, list, set, frozenset)):
        raise InvalidTypeError(
            f"trusted_sources must be None or a tuple/list/set of source names, not {type(value).__name__}")
    names = []
    for item in value:
        if not isinstance(item, str):
            raise InvalidTypeError(f"every trusted source must be a str, not {type(item).__name__}")
        name = item.strip().lower()
        if not name or name.endswith(":"):
            raise InvalidArgumentError(f"a trusted source must be a non-empty name not ending in ':', got {item!r}")
        names.append(name)
    if not names:
        raise InvalidArgumentError("trusted_sources must name at least one source (or be None)")
    return tuple(sorted(set(names)))


def cap_confidence(confidence: float, trusted: bool) -> float:
    """``confidence`` (in [0, 1]), capped at :data:`UNTRUSTED_CONFIDENCE_CAP` when not ``trusted``."""
    if isinstance(confidence, bool) or not isinstance(confidence, (int, float)):
        raise InvalidTypeError(f"confidence must be a number, not {type(confidence).__name__}")
    if not 0.0 <= confidence <= 1.0:  # also rejects NaN
        raise InvalidArgumentError(f"confidence must be in [0, 1], got {confidence!r}")
    return float(confidence) if trusted else min(float(confidence), UNTRUSTED_CONFIDENCE_CAP)


@dataclass(frozen=True)
class Assessment:
    """The verdict on one write: final trust, capped confidence, and flags such as ``"instruction_like"``."""

    trusted: bool
    confidence: float
    flags: tuple[str, ...]


def assess(
    text: str,
    *,
    source: str,
    trusted: bool | None,
    confidence: float,
    injection_policy: str = "flag",
) -> Assessment:
    """Judge one write.

    * A secret raises :class:`SecretError`, whatever the source.
    * Trust is ``trusted`` if given, else :func:`is_trusted_source` of ``source``; the text never raises it.
    * Instruction-like text is flagged ``"instruction_like"``; from an untrusted writer it stays untrusted
      with policy ``"flag"`` and raises :class:`UntrustedInstructionError` with policy ``"refuse"``.
    * Confidence is capped for untrusted writes (:func:`cap_confidence`).
    """
    if injection_policy not in INJECTION_POLICIES:
        raise InvalidArgumentError(
            f"injection_policy must be one of {', '.join(map(repr, INJECTION_POLICIES))}, got {injection_policy!r}"
        )
    if trusted is not None and not isinstance(trusted, bool):
        raise InvalidTypeError(f"trusted must be a bool or None, not {type(trusted).__name__}")
    source_trusted = is_trusted_source(source)
    check_text(text)
    is_trusted = source_trusted if trusted is None else trusted
    flags: list[str] = []
    if looks_like_instruction(text):
        if not is_trusted and injection_policy == "refuse":
            raise UntrustedInstructionError(
                f"refused: instruction-like text from untrusted source {source.split(':', 1)[0]!r}"
            )
        flags.append("instruction_like")
    return Assessment(is_trusted, cap_confidence(confidence, is_trusted), tuple(flags))
