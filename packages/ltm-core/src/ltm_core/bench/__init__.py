"""Benchmarks that ship with ltm (run them with `ltm bench ...`)."""
