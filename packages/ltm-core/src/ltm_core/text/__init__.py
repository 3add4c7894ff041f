"""Text primitives under every layer: tokens, stop words, FTS5's Porter stems, bounded BM25.

``stores/`` (full-text indexes), ``retrieval/`` and ``memory/`` (lexical scoring) and
``guard/`` (stop words) all build on these, and this package imports nothing of ltm's.
"""
