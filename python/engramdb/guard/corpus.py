"""How well the secret detectors do on a labelled corpus (:func:`evaluate_corpus`)."""

from __future__ import annotations

import json
from typing import Any

from ..errors import InvalidArgumentError
from .secrets import SECRET_KINDS, find_secrets


def evaluate_corpus(path: str) -> dict[str, Any]:
    """Score :func:`find_secrets` on a JSONL corpus of ``{"text": ..., "secret": kind-or-null}`` lines.

    Returns counts and rates: ``secret_texts``, ``detected``, ``detection_rate``, ``kind_correct`` (the
    first finding has the labelled kind), ``benign_texts``, ``false_positives``, ``false_positive_rate``,
    plus ``misses`` and ``false_alarms`` (dicts with ``line``, ``text`` and the expected or found kinds).
    """
    secret_texts = detected = kind_correct = benign_texts = false_positives = 0
    misses: list[dict[str, Any]] = []
    false_alarms: list[dict[str, Any]] = []
    with open(path, encoding="utf-8") as f:
        for line_no, line in enumerate(f, 1):
            if not line.strip():
                continue
            record = json.loads(line)
            text, label = record["text"], record.get("secret")
            if label is not None and label not in SECRET_KINDS:
                raise InvalidArgumentError(f"{path}:{line_no}: unknown secret kind {label!r}")
            kinds = [finding.kind for finding in find_secrets(text)]
            if label is None:
                benign_texts += 1
                if kinds:
                    false_positives += 1
                    false_alarms.append({"line": line_no, "text": text, "found": kinds})
            else:
                secret_texts += 1
                if kinds:
                    detected += 1
                    kind_correct += kinds[0] == label
                if not kinds or kinds[0] != label:
                    misses.append({"line": line_no, "text": text, "expected": label, "found": kinds})
    return {
        "secret_texts": secret_texts,
        "detected": detected,
        "detection_rate": detected / secret_texts if secret_texts else 0.0,
        "kind_correct": kind_correct,
        "benign_texts": benign_texts,
        "false_positives": false_positives,
        "false_positive_rate": false_positives / benign_texts if benign_texts else 0.0,
        "misses": misses,
        "false_alarms": false_alarms,
    }
