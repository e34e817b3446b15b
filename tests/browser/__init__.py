"""Real-browser tests (a package, so that its forum and browser close when it is done)."""
