"""LoCoMo retrieval benchmark (same as `ltm bench locomo`).

    python benchmarks/locomo.py                       # ../shared/data/locomo/locomo-dev.json
    python benchmarks/locomo.py path/to/locomo10.json

Prints one row per configuration: the default, the default without FTS5 (the path Chroma and
Pinecone take), fusion without recency/importance, and the dense-only and BM25-only baselines,
all measured on the same stored turns in the same run.
"""

from __future__ import annotations

import sys
from pathlib import Path

from ltm_core.bench.locomo import markdown, rich_progress, run
from ltm_core.embeddings.local import SentenceTransformerEmbedder

REPO = Path(__file__).resolve().parents[1]


def main() -> None:
    path = (
        Path(sys.argv[1])
        if len(sys.argv) > 1
        else REPO / ".." / "shared/data/locomo/locomo-dev.json"
    )
    print(markdown(run(path, SentenceTransformerEmbedder(), progress=rich_progress)))


if __name__ == "__main__":
    main()
