"""What a game's readers are shown, rendered as the bridge renders it: a notice with its
audience's view (`bridge.publishing.publish.Publisher.notices`), the echo of an accepted order
and the refusal of another (`bridge.handlers.orders`), through the bridge's own templates and
the game's catalogs. A test renders with these, not with a copy of the bridge's wiring."""

from __future__ import annotations

from functools import cache
from typing import Any

from bridge.publishing.publish import viewer_of
from bridge.texts import Texts
from gamemaster.game import GM, JSON, PUBLIC, Accepted, Game, Notice, Rejection

TIMEZONE = "Europe/Paris"
SENT = "2026-03-02T21:00:00+00:00"
DEADLINE = "2026-03-03T21:00:00+00:00"
HOLES = ("{{", "}}", "{%", "%}", "{#", "None", "Undefined")
"""What a rendering must never show: template syntax left over, Python's nothing."""
PUBLIC_LEAST, PRIVATE_LEAST = 20, 10
"""Discourse's default minimums: 20 characters in a topic, 10 in a private message (its
site settings `min_post_length`, `min_personal_message_post_length`)."""


@cache
def texts() -> Texts:
    return Texts()


def game_info(game: Game) -> dict[str, Any]:
    return {"id": 7, "title": "Test table", "kind": game.id, "gm": "gm_user"}


def notice(game: Game, notice: Notice, state: JSON, lang: str) -> str:
    """The post the bridge makes for `notice` in `lang`, with its audience's view."""
    reader = notice.audience if isinstance(notice.audience, str) and \
        notice.audience not in (PUBLIC, GM) else ""
    return texts().render(game.id, notice.template, lang, TIMEZONE, game=game_info(game),
                          view=game.view(state, viewer_of(notice.audience)), reader=reader,
                          **notice.params)


def _number(key: str) -> int:
    digits = [part for part in key.split("-") if part.isdigit()]
    return int(digits[0]) if digits else 0


def echo(game: Game, state: JSON, player: str, key: str, verdict: Accepted, lang: str) -> str:
    """The bridge's private answer to an accepted order."""
    order = verdict.order
    return texts().render(
        "bridge", "order_taken", lang, TIMEZONE, game=game_info(game), reader=player,
        order={"kind": order.kind, **order.params}, doubt=order.doubt,
        complete=verdict.complete, final=verdict.final, closes=False, sent_at=SENT,
        actor=verdict.actor, superseded=False, step=_number(key), key=key,
        view=game.view(state, player), params=verdict.params, deadline=DEADLINE)


def refusal(game: Game, state: JSON, player: str, key: str, rejection: Rejection,
            lang: str) -> str:
    """The bridge's private answer to a refused order, or to a post outside any step."""
    view = game.view(state, player)
    if not key:
        return texts().render("bridge", "post_refused", lang, TIMEZONE, game=game_info(game),
                              reader=player, code=rejection.code, params=rejection.params,
                              view=view)
    return texts().render("bridge", "order_refused", lang, TIMEZONE, game=game_info(game),
                          reader=player, code=rejection.code, params=rejection.params,
                          view=view, step=_number(key), key=key, deadline=DEADLINE)


def flaws(text: str, public: bool) -> list[str]:
    """What is wrong with a rendered post: a hole, or too short for the forum."""
    found = [f"shows {hole!r}" for hole in HOLES if hole in text]
    least = PUBLIC_LEAST if public else PRIVATE_LEAST
    if len(text.strip()) < least:
        found.append(f"{len(text.strip())} characters, the forum takes {least} at least")
    return found
