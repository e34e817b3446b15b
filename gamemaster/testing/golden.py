"""Golden playthroughs: a whole game's text kept in a file and compared at every run, so that
any change in what a game does or says shows as a diff a person reads before accepting it.

`golden(path, text)` fails when `text` differs from the file (and says how to accept it);
with the environment variable (by default `GOLDEN`) set to 1, it writes the file instead.
"""

from __future__ import annotations

import difflib
import os
from pathlib import Path


def golden(path: Path, text: str, update: str = "GOLDEN") -> None:
    """Compare `text` with the kept file `path`, or write it when `$update` is set."""
    if os.environ.get(update):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        return
    if not path.exists():
        raise AssertionError(f"{path} does not exist: run with {update}=1 to write it, "
                             "then read it")
    kept = path.read_text(encoding="utf-8")
    if kept != text:
        diff = "".join(difflib.unified_diff(kept.splitlines(keepends=True),
                                            text.splitlines(keepends=True),
                                            str(path), "this run", n=2))
        raise AssertionError(f"{path} differs (run with {update}=1 to accept, after reading "
                             f"the diff):\n{diff[:6000]}")


def playthrough(path: Path, lang: str | None = None) -> str:
    """Every post of a scenario's game (in its own language, or `lang`), as one readable
    text: what a golden playthrough keeps (what varies from run to run, the bridge's salt
    and the picture addresses, written as placeholders)."""
    from bridge.tools import readthrough, scenario

    played = scenario.load(path)
    return readthrough.read_through(played, lang or str(played.get("language", "fr")))
