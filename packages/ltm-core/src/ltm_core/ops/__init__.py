"""What the CLI and the MCP server share: stats, backups, auto-backup after writes."""
