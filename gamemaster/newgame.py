"""`gamemaster new-game NAME`: a game package an author starts from, playable and tested as it
is made.

The package is `gamemaster/template/` copied to `<dir>/<NAME>/`, with the placeholder
`GAMEID` replaced by NAME in every file's text and path, and `GAMENAME` by the game's display
name (NAME capitalised: the author changes it in the game's `names`). NAME becomes the game's
id, its Python package and its catalogs' prefix (`duel-…`): a lowercase letter, then lowercase
letters and digits. It must not be an installed game's id, nor a Python module already
importable (the package would hide it, or be hidden), and the folder must not exist yet.
"""

from __future__ import annotations

import importlib.util
import keyword
import re
from dataclasses import dataclass
from pathlib import Path

TEMPLATE = Path(__file__).resolve().parent / "template"
"""The starter game, with its placeholders."""
ID, DISPLAY = "GAMEID", "GAMENAME"
NAME = re.compile(r"^[a-z][a-z0-9]*$")
SKIPPED = ("__pycache__", ".pyc", ".egg-info", ".pytest_cache", ".mypy_cache", ".ruff_cache")
"""What a run of the template's own files may have left beside them: never copied."""


class Refused(ValueError):
    """The game cannot be made with this name or in this folder: the message says why."""


@dataclass(frozen=True)
class Made:
    """The package made: its folder and every file written, relative to it."""

    folder: Path
    files: tuple[Path, ...]


def check_name(name: str) -> None:
    """Refuse a name that cannot be a game's id and a Python package of its own."""
    if not NAME.match(name) or keyword.iskeyword(name):
        raise Refused(f"{name!r} cannot be a game's id: a lowercase letter, then lowercase "
                      "letters and digits (it names the game, its Python package and its "
                      "messages), not a Python keyword")
    from rules import registry

    installed = registry.installed().get(name)
    if installed is not None:
        raise Refused(f"a game with the id {name!r} is installed already (distribution "
                      f"{installed.distribution}): choose another name")
    try:
        importable = importlib.util.find_spec(name) is not None
    except (ImportError, ValueError):  # a module that is there, but broken
        importable = True
    if importable:
        raise Refused(f"a Python module named {name!r} can already be imported here: the "
                      "game's package would clash with it, choose another name")


def display_name(name: str) -> str:
    """The game's name as players read it, until the author writes its own."""
    return name.capitalize()


def skipped(path: Path) -> bool:
    """Whether a file of the template is left behind (a cache a run left beside it)."""
    return any(part.endswith(SKIPPED) for part in path.parts)


def create(name: str, where: Path | str = ".") -> Made:
    """The starter game written to `<where>/<name>/` (see the module's docstring)."""
    check_name(name)
    folder = Path(where) / name
    if folder.exists():
        raise Refused(f"{folder} exists already: choose another folder (--dir) or name")
    written: list[Path] = []
    for source in sorted(TEMPLATE.rglob("*")):
        relative = source.relative_to(TEMPLATE)
        if not source.is_file() or skipped(relative):
            continue
        target = Path(*(part.replace(ID, name) for part in relative.parts))
        text = source.read_text(encoding="utf-8")
        (folder / target).parent.mkdir(parents=True, exist_ok=True)
        (folder / target).write_text(text.replace(ID, name).replace(DISPLAY, display_name(name)),
                                     encoding="utf-8")
        written.append(target)
    return Made(folder, tuple(written))


def next_steps(made: Made) -> str:
    """What the CLI prints: the files made, then what to do with them, in order."""
    name = made.folder.name
    files = "\n".join(f"  {made.folder / path}" for path in made.files)
    return (f"Made the game {name!r} in {made.folder}:\n{files}\n\n"
            "Next steps, in the virtualenv where gamemaster is installed:\n"
            f"  cd {made.folder}\n"
            "  python -m pip install -e .       # the bridge finds the game by its entry point\n"
            "  python -m pytest -q tests        # the contract and the rules' tests pass\n"
            f"  gamemaster games --kinds         # lists {name}\n"
            f"Then make it yours: {made.folder / 'README.md'} says what to edit, in order.\n")
