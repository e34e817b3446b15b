"""The vocabulary of forum Mafia and the settings the GM may change.

Roles, their alignments and night actions, the settings (each with its French and Russian
names), their check, and small readers of the state shared by every phase: who is alive,
who is mafia, who the town is. The state is plain JSON (NOTICES.md lists its keys).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from gamemaster.game import JSON, Rejection, Setting, defaults_of

MIN_PLAYERS = 5
MAX_PLAYERS = 25

NO_LYNCH = "no lynch"
"""The vote target that eliminates nobody (`pas d'élimination`, `без линча`)."""

TOWN = "town"
MAFIA = "mafia"

ROLES: Mapping[str, str] = {
    "town": TOWN, "doctor": TOWN, "cop": TOWN, "vigilante": TOWN,
    "goon": MAFIA, "godfather": MAFIA, "roleblocker": MAFIA,
}
"""Every role and its alignment, in the order set-ups and notices list them."""

ACTIONS: Mapping[str, tuple[str, ...]] = {
    "town": (), "doctor": ("protect",), "cop": ("check",), "vigilante": ("shoot",),
    "goon": ("kill",), "godfather": ("kill",), "roleblocker": ("block", "kill"),
}
"""The night actions each role has (every mafia member may give the mafia's kill)."""

NIGHT_ACTIONS = ("block", "protect", "kill", "shoot", "check")
"""The night actions, in the order the night resolves them."""

SETTINGS: tuple[Setting, ...] = (
    Setting("setup", "mountainous", ("composition", "состав", "сетап")),
    Setting("start", "day", ("départ", "debut", "début", "старт", "начало")),
    Setting("hammer", True, ("marteau", "молоток")),
    Setting("tie", "no_lynch", ("égalité", "egalite", "ничья")),
    Setting("reveal", True, ("révélation", "revelation", "вскрытие")),
    Setting("day_hours", 48, ("heures_jour", "часы_дня")),
    Setting("night_hours", 24, ("heures_nuit", "часы_ночи")),
    Setting("doctor_self", True, ("docteur_soi", "доктор_себя")),
    Setting("mafia_chat", "always", ("chat_mafia", "чат_мафии")),
    Setting("min_posts", 3, ("messages_min", "мин_сообщений")),
)

DEFAULTS = defaults_of(SETTINGS)

CHOICES: Mapping[str, tuple[str, ...]] = {
    "start": ("day", "night"), "tie": ("no_lynch", "random"), "mafia_chat": ("always", "night"),
}
FLAGS = ("hammer", "reveal", "doctor_self")
HOURS = ("day_hours", "night_hours")
MAX_HOURS = 24 * 14


def merged(settings: Mapping[str, Any]) -> JSON:
    """The settings with every default filled in."""
    return {**DEFAULTS, **settings}


def refusal(code: str, **params: Any) -> Rejection:
    """A rejection whose params also carry its code (the templates switch on it)."""
    return Rejection(code, {"code": code, **params})


# --- reading the state -------------------------------------------------------------------


def alignment(role: str) -> str:
    """`town` or `mafia`."""
    return ROLES[role]


def role_of(state: JSON, player: str) -> str:
    """The player's role."""
    return str(state["roles"][player])


def is_mafia(state: JSON, player: str) -> bool:
    """Whether the player is a mafia member."""
    return alignment(role_of(state, player)) == MAFIA


def living(state: JSON) -> list[str]:
    """The living players, in seat order."""
    return list(state["alive"])


def living_mafia(state: JSON) -> list[str]:
    """The living mafia members, in seat order."""
    return [name for name in state["alive"] if is_mafia(state, name)]


def living_town(state: JSON) -> list[str]:
    """The living town players, in seat order."""
    return [name for name in state["alive"] if not is_mafia(state, name)]


def needed(alive: int) -> int:
    """Votes that make a majority: more than half of the living."""
    return alive // 2 + 1


def seated(state: JSON, names: Sequence[str]) -> list[str]:
    """`names` in seat order (deduplicated)."""
    wanted = set(names)
    return [name for name in state["players"] if name in wanted]


def when(state: JSON) -> JSON:
    """The current phase as data: {"phase": "day", "number": 2}."""
    return {"phase": state["phase"], "number": state["number"]}
