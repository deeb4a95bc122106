"""The relevance map: a query-memory cosine as a relevance that means the same for every embedding model.

Embedding models place unrelated texts at very different cosines: the hashing embedder near 0, E5 near 0.75
(its cosines all sit between about 0.7 and 0.95). The fused score adds similarity to recency and importance
terms in [0, 1], so with raw cosines one set of weights cannot serve both: with E5 the similarity term moves
a score by ~0.1 while recency moves it by up to 0.25, and the newest memories win every query. The store
therefore scores the *relevance*

    y         = max(0, (cosine - floor) / (ceiling - floor))
    relevance = y / (1 + knee * y)

a fixed, nondecreasing map per store and embedder: 0 for what the model gives unrelated texts, 1 / (1 + knee)
for a question and the memory that answers it, strictly increasing above the floor and below 1 / knee (the
knee saturates it, so that an exact match does not outweigh every other term). It is fitted once, when a
store is made, on a small reference set of (question, memory that answers it) pairs shipped here, embedded
the way recall embeds them (questions as queries, memories as documents):

- ``floor``: the FLOOR_QUANTILE quantile of the cosines of unrelated pairs (a question and the memories that
  answer the *other* questions);
- ``ceiling``: the median cosine of the answering pairs.

The map is stored with the store (durable stores keep it in the manifest) and never depends on the candidate
pool, so the plans can bound the score through it (cpp/engram/rank/fused.hpp) and two recalls of the same
store always rank alike. Each hit shows both numbers: ``similarity`` (the cosine, clamped at 0) and
``relevance`` (what the score used). ``recall(..., calibrated=False)`` scores the plain cosine (the
integrations use that for LangChain's and LangGraph's similarity search).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import numpy as np

from .embedders import Embedder, embed_checked
from .errors import InvalidArgumentError, InvalidTypeError

__all__ = ["FLOOR_QUANTILE", "IDENTITY", "REFERENCE_PAIRS", "Calibration", "fit", "resolve_calibration"]

# The quantile of unrelated pairs' cosines that maps to relevance 0, and the knee of fitted maps (chosen on the
# evaluation set, benchmarks/RESULTS.md "Recall quality").
FLOOR_QUANTILE = 0.5
KNEE = 0.0
# Below this spread between a typical answer and a typical unrelated memory the embedder separates nothing
# the reference set can see (a random or degenerate model): the identity map is kept.
_MIN_SPREAD = 0.02
REFERENCE_VERSION = "reference-v1"


@dataclass(frozen=True)
class Calibration:
    """A relevance map ``y / (1 + knee * y)``, ``y = max(0, (cosine - floor) / (ceiling - floor))``; ``source``
    says where it came from. The default is the identity: the cosine clamped at 0."""

    floor: float = 0.0
    ceiling: float = 1.0
    knee: float = 0.0
    source: str = "identity"

    def __post_init__(self) -> None:
        for name in ("floor", "ceiling", "knee"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                raise InvalidTypeError(f"calibration {name} must be a number, got {type(value).__name__}")
            if not math.isfinite(value):
                raise InvalidArgumentError(f"calibration {name} must be finite, got {value}")
        if not 0.0 <= self.floor < self.ceiling <= 1.0:
            raise InvalidArgumentError(
                f"calibration needs 0 <= floor < ceiling <= 1, got floor={self.floor}, ceiling={self.ceiling}")
        if self.knee < 0:
            raise InvalidArgumentError(f"calibration knee must be >= 0, got {self.knee}")
        if not isinstance(self.source, str):
            raise InvalidTypeError("calibration source must be a str")

    @property
    def scale(self) -> float:
        """1 / (ceiling - floor): what the native score multiplies ``cosine - floor`` by."""
        return 1.0 / (self.ceiling - self.floor)

    def native(self) -> tuple[float, float, float]:
        """(relevance_floor, relevance_scale, relevance_knee) as the native parameters take them."""
        return float(self.floor), float(self.scale), float(self.knee)

    def relevance(self, cosine: float) -> float:
        """The relevance of one cosine (in float64; the native score computes it in float32)."""
        y = max(0.0, (cosine - self.floor) * self.scale)
        return y / (1.0 + self.knee * y)

    def to_json(self) -> dict[str, Any]:
        """What the manifest stores."""
        return {"floor": self.floor, "ceiling": self.ceiling, "knee": self.knee, "source": self.source}

    @classmethod
    def from_json(cls, value: Any) -> Calibration:
        """The map a manifest stored (a typed error for anything else)."""
        if not isinstance(value, dict) or set(value) != {"floor", "ceiling", "knee", "source"}:
            raise InvalidArgumentError(f"not a stored calibration: {value!r}")
        return cls(value["floor"], value["ceiling"], value["knee"], value["source"])


IDENTITY = Calibration()

# (question, the memory that answers it): agent-memory material over many subjects, a few languages, and the
# phrasing distance real questions have from what was stored. Never tuned against: only its two summary
# numbers per embedder are used.
REFERENCE_PAIRS: tuple[tuple[str, str], ...] = (
    ("What language does the supplier want replies in?", "Supplier Arora Textiles prefers replies in Hindi."),
    ("Is the patient allergic to anything?", "The patient has a documented penicillin allergy (rash, 2019)."),
    ("When is the team standup?", "Daily standup moved to 9:30 on weekdays, in the small meeting room."),
    ("Which database does the billing service use?", "Billing runs on PostgreSQL 15 with a read replica."),
    ("What's the user's favourite kind of coffee?", "Maya drinks oat-milk flat whites, no sugar."),
    ("Why was invoice 8841 rejected?", "Invoice 8841 was rejected: the purchase order number was missing."),
    ("Where does the customer live?", "The customer moved to Porto, Portugal, last spring."),
    ("How should I format dates in reports?", "Use ISO 8601 dates (2024-05-01) in every report."),
    ("Who is the account manager for Globex?", "Priya Nair took over the Globex account in March."),
    ("What time zone is the user in?", "The user works from Singapore (UTC+8)."),
    ("Does the repo use tabs or spaces?", "The codebase is formatted with four spaces; tabs are rejected by CI."),
    ("What is the refund policy?", "Refunds are accepted within 30 days with the original receipt."),
    ("Which airline does he prefer?", "He always books KLM and asks for an aisle seat."),
    ("How many employees does the client have?", "Initech has about 1,200 staff across three offices."),
    ("What dose of metformin is prescribed?", "Metformin 500 mg twice daily with meals."),
    ("Where are the backups stored?", "Nightly backups go to the cold-storage bucket in eu-west-1."),
    ("What is the kid's school called?", "Their son attends Riverside Primary School."),
    ("Which thermostat setting do they like at night?", "At night the bedroom thermostat should be 18 degrees."),
    ("What did we decide about the launch date?", "We agreed to push the launch to the second week of June."),
    ("What is the shipping carrier for EU orders?", "EU orders ship with DHL Express from the Leipzig hub."),
    ("Is the user vegetarian?", "Sam has been vegetarian for ten years and avoids fish too."),
    ("How do I deploy the web app?", "Deploy by merging to main; the pipeline releases to production."),
    ("What is the budget for the offsite?", "The offsite budget is capped at 15,000 euros."),
    ("Which laptop did the new hire get?", "Jonas received a 14-inch ThinkPad X1 on his first day."),
    ("What's the Wi-Fi network name at the office?", "The office Wi-Fi network is called Heron-Guest."),
    ("When does the lease end?", "The apartment lease ends on 31 August next year."),
    ("Which payment terms did the supplier accept?", "The supplier agreed to net-60 payment terms."),
    ("What was the error in the last build?", "The last build failed with a segfault in the image decoder tests."),
    ("How does the user want to be addressed?", "She prefers to be called Dr. Okafor in emails."),
    ("Which hotel is booked in Tokyo?", "Booked the Hotel Gracery Shinjuku for four nights."),
    ("¿Qué idioma prefiere el cliente?", "The client prefers to be contacted in Spanish."),
    ("Welche Größe trägt der Kunde?", "The customer wears size M shirts and size 42 shoes."),
    ("Quel est le numéro de commande ?", "Order number 55-2291 is still waiting for stock."),
    ("患者の血液型は？", "The patient's blood type is O negative."),
    ("What is the maximum file upload size?", "Uploads are limited to 25 MB per file."),
    ("Who approves expense reports?", "Expense reports over 500 euros need the finance director's approval."),
    ("What happened at the last quarterly review?", "At the Q3 review the board asked for a hiring freeze."),
    ("Which editor does the developer use?", "Ana codes in Neovim with the LazyVim setup."),
    ("Does the home have a garage?", "The house has a double garage with an EV charger."),
    ("What is the preferred contact channel?", "Reach the supplier on WhatsApp, not by email."),
)


_fitted: dict[str, Calibration] = {}  # by embedder name: a name identifies the model and its vectors


def fit(embedder: Embedder) -> Calibration:
    """The relevance map of `embedder`, fitted on REFERENCE_PAIRS (see the module doc); the identity map when
    the embedder separates answers from unrelated memories by less than 0.02. Cached by embedder name."""
    name = str(embedder.name)
    cached = _fitted.get(name)
    if cached is not None:
        return cached
    questions = [q for q, _ in REFERENCE_PAIRS]
    memories = [m for _, m in REFERENCE_PAIRS]
    q = _unit(embed_checked(embedder, questions, "query"))
    d = _unit(embed_checked(embedder, memories, "document"))
    cosines = (q @ d.T).astype(np.float64)
    n = len(REFERENCE_PAIRS)
    related = np.diag(cosines)
    unrelated = cosines[~np.eye(n, dtype=bool)]
    floor = max(0.0, float(np.quantile(unrelated, FLOOR_QUANTILE)))
    ceiling = min(1.0, float(np.median(related)))
    if not ceiling - floor >= _MIN_SPREAD:
        made = Calibration(source=f"identity ({name} separates nothing on {REFERENCE_VERSION})")
    else:
        made = Calibration(round(floor, 6), round(ceiling, 6), KNEE, f"fitted: {name} on {REFERENCE_VERSION}")
    _fitted[name] = made
    return made


def _unit(matrix: np.ndarray) -> np.ndarray:
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    return matrix / np.where(norms > 0, norms, 1.0)


def resolve_calibration(value: Any, embedder: Embedder, *, vectors_only: bool) -> Calibration:
    """The map a store is made with, from its ``calibration`` argument:

    - ``"auto"`` (the default): fitted for the embedder, except for a store given only ``dim=`` (no embedder:
      its vectors come from a model the store cannot see, so the hashing embedder's map would be wrong), which
      keeps the plain cosine;
    - ``"fit"``: fitted for the embedder whatever the case; ``None`` or ``"identity"``: the plain cosine;
    - a :class:`Calibration`: that map.
    """
    if isinstance(value, Calibration):
        return value
    if value is None or value == "identity":
        return IDENTITY
    if not isinstance(value, str):
        raise InvalidTypeError(f"calibration must be 'auto', 'fit', 'identity', None or a Calibration, got "
                               f"{type(value).__name__}")
    if value == "fit" or (value == "auto" and not vectors_only):
        return fit(embedder)
    if value == "auto":
        return IDENTITY
    raise InvalidArgumentError(f"calibration must be 'auto', 'fit', 'identity', None or a Calibration, got {value!r}")
