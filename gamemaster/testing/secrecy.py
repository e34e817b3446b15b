"""Secrecy as a property: whatever the players do, nobody is shown what the rules do not
reveal to them. The game states what each reader may know (its own knowledge model, written
from its rules page, not from its views); this helper walks every reader through many games
and collects everything each was shown.

    def knows(shown: Shown) -> list[str]:   # the problems with one thing shown
        ...
    check_secrecy((random_game(seed) for seed in seeds), knows)

What a reader is shown (`shown(table)`): after every step, the public view (the status page,
the embeds, every template of a public post see only it) and each player's own view; every
notice, with its parameters and the view it is rendered with, by each of its readers (the
public for a public post; a player; each member of a group conversation; the GM's are not
checked: the GM knows everything); every echo and refusal, by the player answered.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from bridge.publishing.publish import viewer_of
from gamemaster.game import GM, JSON, PUBLIC, Accepted
from gamemaster.testing.table import Table


@dataclass(frozen=True)
class Shown:
    """One thing a reader was shown: `reader` is PUBLIC or a player; `what` says which
    ("view", "notice <template>", "echo", "refusal"); `payload` is what it holds (a view, or a
    notice's params with the view it is rendered with); `state` is the truth it came from,
    `key` the step it came after, `table` the game, for the model's history."""

    reader: str
    what: str
    key: str
    payload: JSON
    state: JSON
    table: Table


def _players(state: JSON, table: Table) -> list[str]:
    named = {a.player for a in table.answers} | {
        m for n in table.notices for m in ((n.audience,) if isinstance(n.audience, str)
                                            else n.audience)}
    return sorted(named - {PUBLIC, GM})


def shown(table: Table) -> Iterator[Shown]:
    """Everything each reader was shown in one game (see the module's docstring)."""
    players = _players(table.state, table)
    for key, outcome in table.outcomes:
        state = outcome.state
        yield Shown(PUBLIC, "view", key, table.game.view(state, None), state, table)
        for player in players:
            yield Shown(player, "view", key, table.game.view(state, player), state, table)
        for notice in outcome.notices:
            if notice.audience == GM:
                continue
            readers = (notice.audience,) if isinstance(notice.audience, str) else notice.audience
            payload = {**notice.params,
                       "view": table.game.view(state, viewer_of(notice.audience))}
            for reader in readers:
                yield Shown(reader, f"notice {notice.template}", key, payload, state, table)
    for answer in table.answers:
        what = "echo" if isinstance(answer.verdict, Accepted) else "refusal"
        params: dict[str, Any] = (dict(answer.verdict.params) if what == "refusal" else
                                  {"order": dict(answer.verdict.order.params),  # type: ignore[union-attr]
                                   **answer.verdict.params})
        payload = {**params, "view": table.game.view(answer.state, answer.player)}
        yield Shown(answer.player, what, answer.key, payload, answer.state, table)


def check_secrecy(tables: Iterable[Table], knows: Callable[[Shown], list[str]],
                  most: int = 10) -> int:
    """Every thing shown in every game checked by the game's model `knows` (its problems);
    fails with the first `most` problems, each with its game's seed. Returns how many games
    were checked."""
    problems: list[str] = []
    count = 0
    for table in tables:
        count += 1
        for thing in shown(table):
            problems += [f"seed {table.seed!r}, after {thing.key}, {thing.what} to "
                         f"{thing.reader}: {problem}" for problem in knows(thing)]
        if len(problems) >= most:
            break
    assert not problems, "\n".join(problems[:most])
    return count
