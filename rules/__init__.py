"""The games: pure, deterministic, no I/O. One subpackage per game, found through `registry`."""
