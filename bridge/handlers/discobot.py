"""Discobot's dice as the forum sees them: the exact words that roll, and the roll requests
discobot will not answer.

Discourse's narrative bot (discourse/discourse, `plugins/discourse-narrative-bot/`) reads a
post in the poster's effective locale (`app/jobs/regular/bot_input.rb`; `User#effective_locale`
in `app/models/user.rb`: the member's own locale only when the site setting
`allow_user_locale` is on, else `default_locale`) and rolls only for
`@discobot <trigger> NdM` where `<trigger>` is that locale's `discourse_narrative_bot.dice.trigger`
(`roll` in English, `jet` in French, `roll` in the Russian file), one space before the dice,
none inside them, and nothing after the dice in the same paragraph
(`lib/discourse_narrative_bot/track_selector.rb`, `bot_commands` and `match_trigger?`). Any
other way of asking is met with silence or a help hint, and a bridge that waits for the roll
waits in vain. So the bridge tells players the words that work on its forum (`DISCOBOT_LOCALE`,
by default the forum's language `DEFAULT_LANGUAGE`) and answers a request discobot will ignore
with the text to write instead.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

USERNAME = "discobot"

TRIGGERS = {"en": "roll", "fr": "jet", "ru": "roll"}
"""`discourse_narrative_bot.dice.trigger` by locale: server.en.yml (0478c285), server.fr.yml
(14b8cd5e), server.ru.yml (302089ab, a Transifex-era file). A locale without its own word
falls back to English, as Discourse's I18n does."""

DISABLED_TEXTS = (
    "You’ve disabled me in your preferences",
    "J'ai été désactivé dans vos préférences",
)
"""The start of `random_mention.discobot_disabled` (en, fr; the Russian file has none and falls
back to English): discobot's answer, instead of any roll, to a member who switched new-user
tips off."""

_MENTION = re.compile(rf"@{USERNAME}(?![\w-])", re.IGNORECASE)
_DICE = re.compile(r"(?:(?<!\d)(\d+)\s*|(?<!\w))[dDдДкК]\s*(\d+)(?!\w)")
"""Dice as people write them after a mention: `2d6`, `2 d6`, `d6`, `2D6`, `2д6`, `2к6`."""
_GAP = 40
"""How far after `@discobot`, on the same line, dice still make the post a roll request."""


def trigger(locale: str) -> str:
    """The dice trigger word of a forum locale (`en`, `fr`, `pt_BR`...)."""
    return TRIGGERS.get(locale, TRIGGERS.get(locale.split("_")[0], TRIGGERS["en"]))


def _valid(trigger_word: str, ends: bool = True) -> re.Pattern[str]:
    """The request discobot answers; `ends`: only at the end of its paragraph."""
    end = r"(?=[ \t]*(?:\n[ \t]*\n|\s*\Z))" if ends else r"(?!\w)"
    return re.compile(rf"@{USERNAME}(?![\w-])\s+{re.escape(trigger_word)} (\d+)d(\d+)" + end,
                      re.IGNORECASE)


@dataclass(frozen=True)
class Correction:
    """A roll request discobot will not answer: what was written, and what to write."""

    wrote: str
    write: str
    words_after: bool = False
    """The request itself is right, but words follow it in its paragraph."""


def answered(raw: str, trigger_word: str) -> bool:
    """Whether discobot rolls for this post (a request it answers)."""
    return _valid(trigger_word).search(raw) is not None


def requests(raw: str) -> bool:
    """Whether a post asks discobot for dice, rightly or wrongly."""
    return _request(raw) is not None


def _request(raw: str) -> tuple[re.Match[str], re.Match[str]] | None:
    for mention in _MENTION.finditer(raw):
        line_end = raw.find("\n", mention.end())
        rest = raw[mention.end():len(raw) if line_end < 0 else line_end]
        dice = _DICE.search(rest[:_GAP + 12])
        if dice is not None and dice.start() <= _GAP:
            return mention, dice
    return None


def correction(raw: str, trigger_word: str) -> Correction | None:
    """For a post that asks discobot for dice in a way it will not answer (another
    language's word, spaces in `2 d6`, `d6` without a count, words after the dice): what
    was written and the exact text that rolls on this forum. None for a request discobot
    answers, or a post that asks for no dice."""
    if answered(raw, trigger_word):
        return None
    found = _request(raw)
    if found is None:
        return None
    mention, dice = found
    start = mention.end()
    wrote = raw[mention.start():start + dice.end()].strip()
    count = dice[1] or "1"
    write = f"@{USERNAME} {trigger_word} {int(count)}d{int(dice[2])}"
    return Correction(wrote, write, _valid(trigger_word, ends=False).search(raw) is not None)


def disabled(raw: str) -> bool:
    """Whether a discobot post is its "you've disabled me" answer (new-user tips off)."""
    text = raw.strip().replace("'", "’")
    return any(text.startswith(start.replace("'", "’")) for start in DISABLED_TEXTS)
