"""Mining durable memories from finished conversation turns.

Names are imported on first use, so ``import ltm_core`` stays fast for commands that never
extract (``ltm recall`` runs on every prompt).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ltm_core.extraction.base import (
        LLM,
        Extraction,
        ExtractionReport,
        Extractor,
        SupersedeJudge,
    )
    from ltm_core.extraction.llm import LLMError, LLMExtractor, OpenAICompatibleLLM
    from ltm_core.extraction.model import (
        CallableLLM,
        FallbackExtractor,
        ModelLike,
        model_extractor,
    )
    from ltm_core.extraction.prompt import EXTRACTION_PROMPT, prepare_conversation
    from ltm_core.extraction.rules import RuleExtractor
    from ltm_core.extraction.worker import BackgroundWorker

_WHERE = {
    "LLM": "base",
    "Extraction": "base",
    "ExtractionReport": "base",
    "Extractor": "base",
    "SupersedeJudge": "base",
    "LLMError": "llm",
    "LLMExtractor": "llm",
    "OpenAICompatibleLLM": "llm",
    "CallableLLM": "model",
    "FallbackExtractor": "model",
    "ModelLike": "model",
    "model_extractor": "model",
    "EXTRACTION_PROMPT": "prompt",
    "prepare_conversation": "prompt",
    "RuleExtractor": "rules",
    "BackgroundWorker": "worker",
}

__all__ = [
    "EXTRACTION_PROMPT",
    "LLM",
    "BackgroundWorker",
    "CallableLLM",
    "Extraction",
    "ExtractionReport",
    "Extractor",
    "FallbackExtractor",
    "LLMError",
    "LLMExtractor",
    "ModelLike",
    "OpenAICompatibleLLM",
    "RuleExtractor",
    "SupersedeJudge",
    "model_extractor",
    "prepare_conversation",
]


def __getattr__(name: str) -> Any:
    if name in _WHERE:
        return getattr(importlib.import_module(f"ltm_core.extraction.{_WHERE[name]}"), name)
    raise AttributeError(f"module 'ltm_core.extraction' has no attribute {name!r}")
