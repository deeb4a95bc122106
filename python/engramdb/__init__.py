"""engramdb: long-term memory for LLM agents (placeholder while the store is built)."""
from . import _core
