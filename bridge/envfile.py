"""The settings file an operator keeps for systemd (`/etc/gamemaster/env`), read by the
`gamemaster` command when given `--env-file PATH` or `GAMEMASTER_ENV_FILE=PATH`.

The format is `.env.example`'s, the one systemd's `EnvironmentFile=` and compose's `env_file:`
read: `KEY=value`, one a line; blank lines and lines starting with `#` are ignored; no shell
(no `export`, no `$VARIABLE`). A value between matching quotes loses them, as both of those
readers do. Any other line is an error naming the file and the line's number (never the line
itself: it may hold a secret). A variable already set in the process wins over the file, as
compose's `environment:` wins over `env_file:`.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from bridge.config import SetupError

VARIABLE = "GAMEMASTER_ENV_FILE"
"""The environment variable naming the file when `--env-file` is not given."""
_KEY = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


class EnvFileError(SetupError):
    """The file cannot be read, or a line of it is not `KEY=value`."""


def parse(text: str, path: str) -> dict[str, str]:
    """The settings of a file's `text` (`path` names it in an error)."""
    values: dict[str, str] = {}
    for number, line in enumerate(text.splitlines(), start=1):
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        key, equals, value = stripped.partition("=")
        key = key.strip()
        if not equals or not _KEY.fullmatch(key):
            raise EnvFileError(
                f"{path}, line {number}: not a setting (expected KEY=value, as in "
                ".env.example; a comment line starts with #)")
        value = value.strip()
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
            value = value[1:-1]
        values[key] = value
    return values


def read(path: str | Path) -> dict[str, str]:
    """The settings in the file at `path`; EnvFileError, in one line, when it cannot be."""
    shown = str(path)
    try:
        text = Path(path).read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise EnvFileError(f"no settings file at {shown}: check --env-file or "
                           f"{VARIABLE}") from None
    except PermissionError:
        raise EnvFileError(f"cannot read {shown}: permission denied: run the command as a "
                           f"user who may read it, e.g. `sudo -u gamemaster gamemaster "
                           f"--env-file {shown} …` with the file and its folder readable by "
                           "the gamemaster group (deploy/README.md)") from None
    except IsADirectoryError:
        raise EnvFileError(f"{shown} is a directory, not a settings file: check --env-file "
                           f"or {VARIABLE}") from None
    except UnicodeDecodeError:
        raise EnvFileError(f"{shown} is not UTF-8 text: expected KEY=value lines, as in "
                           ".env.example") from None
    except OSError as error:
        raise EnvFileError(f"cannot read {shown}: {error.strerror or error}") from None
    return parse(text, shown)


@dataclass(frozen=True)
class Settings:
    """The process environment with the settings file under it: `values` is what the service
    reads (`bridge.config.from_env(settings.values)`)."""

    values: dict[str, str]
    path: str | None = None
    from_file: frozenset[str] = field(default_factory=frozenset)

    def origin(self, name: str) -> str:
        """Where a setting's value came from, for an error about it ("" without a file)."""
        if self.path is None:
            return ""
        if name in self.from_file:
            return f"from {self.path}"
        if name in self.values:
            return f"from the environment, which wins over {self.path}"
        return f"not set, neither in {self.path} nor in the environment"


def load(environ: Mapping[str, str] | None = None, path: str | None = None) -> Settings:
    """The settings: `environ` (the process's by default) over the file at `path`, else at
    $GAMEMASTER_ENV_FILE; just `environ` when neither names one."""
    environ = dict(os.environ if environ is None else environ)
    path = path or environ.get(VARIABLE) or None
    if path is None:
        return Settings(environ)
    in_file = read(path)
    return Settings({**in_file, **environ}, path,
                    frozenset(name for name in in_file if name not in environ))
