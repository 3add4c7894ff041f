"""LoCoMo R@10 of the default recall on the Chroma and Pinecone backends.

    python benchmarks/locomo_backends.py                        # every backend below
    python benchmarks/locomo_backends.py --backends chroma-embedded

The same run as ``benchmarks/locomo.py`` (every turn stored through ``remember_many``, every
question of categories 1-4 asked through ``recall``), with the turns stored in Chroma (an
embedded folder or a ``chroma run`` server) or the Pinecone stand-in instead of sqlite-vec.
These backends have no full-text index, so the default takes the core's lexical fallback
(BM25 over a widened dense pool). Prints one table; asserts nothing.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ltm_core.bench.locomo import CONFIGURATIONS, run
from ltm_core.embeddings.local import SentenceTransformerEmbedder
from ltm_core.vector.chroma import ChromaProvider
from ltm_core.vector.pinecone import PineconeProvider

from benchmarks.backends import services

REPO = Path(__file__).resolve().parents[1]
KINDS = ("chroma-embedded", "chroma-server", "pinecone")


def open_store(kind: str, root: Path, running: dict[str, Any]) -> Any:
    if kind == "chroma-embedded":
        return ChromaProvider(root / "locomo-chroma")
    if kind == "chroma-server":
        server = running["chroma"]
        return ChromaProvider(host=server.host, port=server.port, collection_prefix="locomo-")
    return PineconeProvider(api_key="bench", host=running["pinecone"].url)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--backends", default=",".join(KINDS))
    parser.add_argument("--data", default=str(REPO / ".." / "shared/data/locomo/locomo-dev.json"))
    args = parser.parse_args()
    kinds = [k for k in args.backends.split(",") if k]
    embedder = SentenceTransformerEmbedder()
    rows = []
    with tempfile.TemporaryDirectory() as tmp, services(kinds, Path(tmp)) as running:
        for kind in kinds:
            store = open_store(kind, Path(tmp), running)
            report = run(Path(args.data), embedder, configurations=CONFIGURATIONS[:1], store=store)
            row = report.rows[CONFIGURATIONS[0].name]
            rows.append(
                f"| {kind} | {report.questions} | {row['R@1']:.3f} | {row['R@5']:.3f} | "
                f"{row['R@10']:.3f} | {row['nDCG@10']:.3f} | {row['ms/query']:.1f} |"
            )
            print(rows[-1], file=sys.stderr, flush=True)
            store.close()
    print("| backend | questions | R@1 | R@5 | R@10 | nDCG@10 | ms/query |")
    print("|---|---|---|---|---|---|---|")
    print("\n".join(rows))


if __name__ == "__main__":
    main()
