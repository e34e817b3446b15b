"""The crash and fault harness."""
