"""Discobot's dice: `@discobot roll 2d6` answered with `> :game_die: 3, 6`.

Mirrors `discourse-narrative-bot` `TrackSelector#bot_commands` and `Dice.roll`; the texts come
from the plugin's locale files (copied in `discobot_dice_locales.json`, commits there).

What the plugin really does (discourse/discourse, `plugins/discourse-narrative-bot/`):
- `app/jobs/regular/bot_input.rb` runs the track selector inside
  `I18n.with_locale(user.effective_locale)`: the poster's effective locale (their own only
  when `allow_user_locale` is on, else `default_locale`; `app/models/user.rb`) decides the
  trigger word and the language of the answer. One locale, one word: on an English forum
  `@discobot jet 2d6` never rolls.
- `lib/discourse_narrative_bot/track_selector.rb` (0a9b83a6) `bot_commands`: the user with
  new-user tips off (`manually_disabled_discobot?`) gets `random_mention.discobot_disabled`
  for any command, dice included; otherwise the dice regexp is
  `"#{dice_trigger} (\\d+)d(\\d+)"`: one space before the dice, none inside `2d6`.
  `match_trigger?` cooks `@discobot\\s+<trigger>` and drops only the leading `<p>`: the
  request must end its paragraph (`</p>` right after the dice), so `@discobot roll 2d6 please`
  or a request followed by a line break in the same paragraph is not answered.
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

FALLBACK_LOCALE = "en"
"""Discourse's I18n falls back to English for a key a locale lacks (the Russian file has no
`discobot_disabled`)."""


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


_FENCED = re.compile(r"^(```|~~~).*?^\1[ \t]*$", re.MULTILINE | re.DOTALL)
_INLINE_CODE = re.compile(r"`[^`\n]*`")
_QUOTE = re.compile(r"\[quote[^\]]*\].*?\[/quote\]", re.IGNORECASE | re.DOTALL)


def addressed_text(raw: str) -> str:
    """The part of a post where a mention addresses discobot: code (`code`, fenced blocks)
    cooks to no mention link, and quotes are left out of `PostAnalyzer#raw_mentions` (the
    plugin's track_selector_spec: a command "inside a quote" is ignored)."""
    return _INLINE_CODE.sub(" ", _FENCED.sub(" ", _QUOTE.sub(" ", raw)))


def text(locale: str, key: str) -> Any:
    """A text of the plugin in `locale`, else in English (I18n's fallback)."""
    texts = locales().get(locale) or {}
    return texts[key] if key in texts else locales()[FALLBACK_LOCALE][key]


def trigger(locale: str) -> str:
    """The dice trigger word of a locale (`discourse_narrative_bot.dice.trigger`)."""
    return str(text(locale, "trigger"))


def find_request(raw: str, locale: str = "en",
                 discobot_username: str = "discobot") -> DiceRequest | None:
    """The first `@discobot <trigger> NdM` of `locale`'s trigger that ends its paragraph, if
    any (case-insensitive), as `TrackSelector#match_trigger?` finds it in the cooked post."""
    word = re.escape(trigger(locale))
    pattern = (rf"@{re.escape(discobot_username)}(?![\w-])\s+{word} (\d+)d(\d+)"
               r"(?=[ \t]*(?:\n[ \t]*\n|\s*\Z))")
    match = re.search(pattern, addressed_text(raw), re.IGNORECASE)
    if not match:
        return None
    return DiceRequest(int(match[1]), int(match[2]), locale)


def disabled_reply(locale: str) -> str:
    """Discobot's answer to a user who switched new-user tips off."""
    return str(text(locale, "discobot_disabled"))


def mentions(raw: str, discobot_username: str = "discobot") -> bool:
    """Whether a post mentions discobot (`@discobot`, not `@discobotty`)."""
    return re.search(rf"@{re.escape(discobot_username)}(?![\w-])", addressed_text(raw),
                     re.IGNORECASE) is not None


def mention_hint(locale: str = "en", discobot_username: str = "discobot") -> str:
    """Discobot's answer to a mention without a command ("say `@discobot display help`")."""
    return _fill(str(text(locale, "random_mention_reply")),
                 discobot_username=discobot_username,
                 help_trigger=text(locale, "help_trigger"))


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
    texts = {key: text(request.locale, key) for key in ("invalid", "not_enough_dice",
                                                         "out_of_range", "results")}
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
