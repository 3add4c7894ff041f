"""ltm for LlamaIndex: a memory block, a Memory factory, bridges and a retriever."""
