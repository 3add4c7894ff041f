"""The SQLite + sqlite-vec backend."""
