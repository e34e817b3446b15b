"""Discobot's dice: `@discobot roll 2d6` (French trigger `jet`) answered with `> :game_die: 3, 6`.

Mirrors `discourse-narrative-bot` `TrackSelector#bot_commands` and `Dice.roll`; the texts come
from the plugin's locale files (copied in `discobot_dice_locales.json`).
"""

from __future__ import annotations

import json
import random
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

_LOCALES_FILE = Path(__file__).with_name("discobot_dice_locales.json")

# The trigger word decides the language of the answer (a French-speaking user writes `jet`).
TRIGGER_LOCALES = {"roll": "en", "jet": "fr"}


@cache
def locales() -> dict[str, Any]:
    """The dice texts and limits of the narrative bot."""
    data: dict[str, Any] = json.loads(_LOCALES_FILE.read_text(encoding="utf-8"))
    return data


@dataclass(frozen=True)
class DiceRequest:
    """A roll asked for in a post: `count` dice of `faces` faces, answered in `locale`."""

    count: int
    faces: int
    locale: str


def find_request(raw: str, discobot_username: str = "discobot") -> DiceRequest | None:
    """The first `@discobot roll NdM` (or `jet`) in a post, if any (case-insensitive)."""
    triggers = "|".join(TRIGGER_LOCALES)
    pattern = rf"@{re.escape(discobot_username)}\s+({triggers})\s+(\d+)d(\d+)"
    match = re.search(pattern, raw, re.IGNORECASE)
    if not match:
        return None
    return DiceRequest(int(match[2]), int(match[3]), TRIGGER_LOCALES[match[1].lower()])


def mentions(raw: str, discobot_username: str = "discobot") -> bool:
    """Whether a post mentions discobot (`@discobot`, not `@discobotty`)."""
    return re.search(rf"@{re.escape(discobot_username)}(?![\w-])", raw, re.IGNORECASE) is not None


def mention_hint(locale: str = "en", discobot_username: str = "discobot") -> str:
    """Discobot's answer to a mention without a command ("say `@discobot display help`")."""
    texts = locales()[locale]
    return _fill(texts["random_mention_reply"], discobot_username=discobot_username,
                 help_trigger=texts["help_trigger"])


def _plural(text: str | dict[str, str], count: int) -> str:
    if isinstance(text, str):
        return text
    return text["one"] if count == 1 else text["other"]


def _fill(template: str, **values: Any) -> str:
    for key, value in values.items():
        template = template.replace("%{" + key + "}", str(value))
    return template


def roll(request: DiceRequest, rng: random.Random) -> str:
    """Discobot's answer: warnings for too many dice or faces, then the results."""
    texts = locales()[request.locale]
    limits = locales()["limits"]
    count, faces = request.count, request.faces
    if count == 0 or faces == 0:
        return str(texts["invalid"])
    output = ""
    max_dice, max_faces = limits["MAXIMUM_NUM_OF_DICE"], limits["MAXIMUM_RANGE_OF_DICE"]
    if count > max_dice:
        warning = _plural(texts["not_enough_dice"], max_dice)
        output += _fill(warning, count=max_dice, num_of_dice=max_dice) + "\n\n"
        count = max_dice
    if faces > max_faces:
        output += str(texts["out_of_range"]) + "\n\n"
        faces = max_faces
    results = limits["results_joiner"].join(str(rng.randint(1, faces)) for _ in range(count))
    return output + _fill(texts["results"], results=results)
