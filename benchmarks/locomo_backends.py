"""LoCoMo R@10 of the default recall on the Chroma and Pinecone backends.

    python benchmarks/locomo_backends.py                        # every backend below
    python benchmarks/locomo_backends.py --backends chroma-embedded

The same run as ``benchmarks/locomo.py`` (every turn stored through ``remember_many``, every
question of categories 1-4 asked through ``recall``), with the turns stored in sqlite-vec (the
reference), Chroma (an embedded folder or a ``chroma run`` server) or the Pinecone stand-in.
These backends have no full-text index: their ``hybrid_search`` ranks the words of a widened
dense pool (BM25 over the ``LTM_LEXICAL_POOL`` nearest records) and hands the core the best
of them. Each backend gets two rows from the same stored turns: the default, and
``LTM_LEXICAL_INDEX=0``, where the core scores the whole pool itself, which is what the
default did before issue 17. Prints one table; asserts nothing.
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
from ltm_core.stores.sqlite.store import SqliteVecProvider
from ltm_core.vector.chroma import ChromaProvider
from ltm_core.vector.pinecone import PineconeProvider

from benchmarks.backends import services

REPO = Path(__file__).resolve().parents[1]
KINDS = ("sqlite-vec", "chroma-embedded", "chroma-server", "pinecone")
_DEV = "shared/data/locomo/locomo-dev.json"
#: The development half, in ``shared/`` beside the checkout (or beside its worktrees folder).
DATA = next((p for p in (REPO.parent / _DEV, REPO.parents[1] / _DEV) if p.exists()), REPO / _DEV)


def open_store(kind: str, root: Path, running: dict[str, Any]) -> Any:
    if kind == "sqlite-vec":  # the reference: FTS5 on the default row, the pool on the second
        return SqliteVecProvider(root / "locomo.db")
    if kind == "chroma-embedded":
        return ChromaProvider(root / "locomo-chroma")
    if kind == "chroma-server":
        server = running["chroma"]
        return ChromaProvider(host=server.host, port=server.port, collection_prefix="locomo-")
    return PineconeProvider(api_key="bench", host=running["pinecone"].url)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--backends", default=",".join(KINDS))
    parser.add_argument("--data", default=str(DATA))
    args = parser.parse_args()
    kinds = [k for k in args.backends.split(",") if k]
    embedder = SentenceTransformerEmbedder()
    rows = []
    with tempfile.TemporaryDirectory() as tmp, services(kinds, Path(tmp)) as running:
        for kind in kinds:
            store = open_store(kind, Path(tmp), running)
            report = run(Path(args.data), embedder, configurations=CONFIGURATIONS[:2], store=store)
            for config, name in zip(CONFIGURATIONS[:2], ("default", "whole pool"), strict=True):
                row = report.rows[config.name]
                rows.append(
                    f"| {kind} | {name} | {report.questions} | {row['R@1']:.3f} | "
                    f"{row['R@5']:.3f} | {row['R@10']:.3f} | {row['nDCG@10']:.3f} | "
                    f"{row['ms/query']:.1f} |"
                )
                print(rows[-1], file=sys.stderr, flush=True)
            store.close()
    print("| backend | lexical side | questions | R@1 | R@5 | R@10 | nDCG@10 | ms/query |")
    print("|---|---|---|---|---|---|---|---|")
    print("\n".join(rows))


if __name__ == "__main__":
    main()
