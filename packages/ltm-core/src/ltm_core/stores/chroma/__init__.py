"""The Chroma backend (embedded or ``chroma run`` server)."""
