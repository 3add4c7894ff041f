"""The Pinecone backend."""
