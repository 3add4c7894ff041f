"""Pure ranking functions: hybrid score, decay, render; lexical terms and BM25 are ``text``."""
