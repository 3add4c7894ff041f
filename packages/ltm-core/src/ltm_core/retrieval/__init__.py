"""Pure ranking functions: hybrid score, decay, lexical (BM25, stemmer), render."""
