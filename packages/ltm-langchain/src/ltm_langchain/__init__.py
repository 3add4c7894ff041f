"""ltm for LangChain 1.x: middleware, retriever, LangGraph store, classic memory."""
