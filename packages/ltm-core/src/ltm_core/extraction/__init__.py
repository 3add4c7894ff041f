"""Mining durable memories from finished conversation turns."""

from ltm_core.extraction.base import (
    LLM,
    Extraction,
    ExtractionReport,
    Extractor,
    SupersedeJudge,
)
from ltm_core.extraction.llm import LLMError, LLMExtractor, OpenAICompatibleLLM
from ltm_core.extraction.prompt import EXTRACTION_PROMPT, prepare_conversation
from ltm_core.extraction.rules import RuleExtractor
from ltm_core.extraction.worker import BackgroundWorker

__all__ = [
    "EXTRACTION_PROMPT",
    "LLM",
    "BackgroundWorker",
    "Extraction",
    "ExtractionReport",
    "Extractor",
    "LLMError",
    "LLMExtractor",
    "OpenAICompatibleLLM",
    "RuleExtractor",
    "SupersedeJudge",
    "prepare_conversation",
]
