"""The review package: what the GM desk is shown of a resolved step before anything goes out.

One post in the GM desk, in the GM's language: the orders received (each echoed as the game
words it, with its send time) and the players who sent none (with what silence means here),
every die with what it was for, what changes in the game (the GM's status before and after,
row by row), and every post the publication will make, exactly as it will appear, including
the openings of the steps that follow and, at the end, the seed's reveal. The public picture
is attached to the draft post itself.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from bridge.publishing.publish import Message
from rules.base import GM, PUBLIC, Game, Step
from rules.chance import DIE_KEYS

ROW_LISTS = ("players", "warriors")
"""The lists of rows (by name) a game's status holds, whose changes the draft lists."""


def status_of(rules: Game, state: Mapping[str, Any] | None) -> dict[str, Any]:
    """The GM's status fields of a state: the GM view with the game's own status fields
    laid over it (`Game.status`, when the game has one)."""
    if state is None:
        return {}
    view = rules.view(dict(state), GM)
    shaped = getattr(rules, "status", None)
    return {**view, **shaped(view)} if shaped is not None else dict(view)


def _plain(value: Any) -> bool:
    return value is None or isinstance(value, str | int | float | bool)


def changes(before: Mapping[str, Any], after: Mapping[str, Any]) -> list[dict[str, Any]]:
    """What a resolution changes, from the GM's status before and after: a top-level value
    (`turn`, `treasury_safes`), or a field of a row of `players` / `warriors` (by name),
    each as {who, field, before, after} (`who` empty for the game itself). A game's status
    field that repeats its view's under another name (the arena's `winner_clan`, its view's
    `winner`) is one change, said once: two top-level fields that change from the same value
    to the same name at once say the same thing."""
    found: list[dict[str, Any]] = []
    named: set[tuple[Any, str]] = set()
    for key, value in after.items():
        if key in ROW_LISTS or key in ("viewer", "events", "move"):
            continue
        old = before.get(key)
        if not (_plain(value) and _plain(old) and old != value):
            continue
        if isinstance(value, str) and value:
            if (old, value) in named:
                continue
            named.add((old, value))
        found.append({"who": "", "field": key, "before": old, "after": value})
    for key in ROW_LISTS:
        old_rows = {str(r.get("name")): r for r in before.get(key) or [] if isinstance(r, dict)}
        for row in after.get(key) or []:
            if not isinstance(row, dict):
                continue
            name = str(row.get("name"))
            old_row = old_rows.get(name, {})
            for field, value in row.items():
                if field == "name" or not _plain(value):
                    continue
                old = old_row.get(field)
                if old != value:
                    found.append({"who": name, "field": field, "before": old, "after": value})
    return found


def dice(log: list[Any]) -> list[dict[str, Any]]:
    """Every die of a resolution's draws, in order, once: {faces, value, why}; `why` is the
    draw's label, which the game's `die` piece words for the GM. A die is an entry exactly as
    `Chance` logs it (`DIE_KEYS`, what `gamemaster verify` checks): a game's own event that
    repeats a draw in its log (the mud's {"event": "draw", ...}) is not a second die."""
    return [{"faces": entry["die"], "value": entry["value"], "why": str(entry.get("why", ""))}
            for entry in log if isinstance(entry, dict) and frozenset(entry) == DIE_KEYS]


def package(
    render: Callable[..., str], rules: Game, step: Step, rows: Mapping[str, Any],
    excused: set[str], before: Mapping[str, Any] | None, after: Mapping[str, Any],
    log: list[Any], posts: list[Message], publish_at: str | None, rerun: int,
) -> str:
    """The draft's text for the GM. `render(name, **params)` renders a bridge text for the
    GM; `rows` are the step's orders in force by actor (bridge/db.py OrderRow)."""
    view = rules.view(dict(before), GM) if before is not None else {}
    received = []
    for actor, row in rows.items():
        order = {"kind": row.kind, **row.params}
        echo = render("order_line", order=order, actor=actor,
                      params={"actor": actor, "by": row.speaker}, view=view).strip()
        received.append({"actor": actor, "echo": echo, "sent_at": row.sent_at.isoformat(),
                         "speaker": row.speaker, "doubt": row.doubt})
    missing = [{"actor": actor, "excused": actor in excused}
               for actor in step.awaited if actor not in rows and actor != GM]
    lines = [render("die_line", **die).strip() for die in dice(log)]
    shown = []
    for post in posts:
        audience = post.audience
        shown.append({"audience": list(audience) if isinstance(audience, tuple) else audience,
                      "raw": post.raw, "picture": post.picture is not None,
                      "public": audience == PUBLIC})
    return render("draft", step=step.number, key=step.key, orders=received, missing=missing,
                  dice=lines, changes=changes(status_of(rules, before), status_of(rules, after)),
                  posts=shown, publish_at=publish_at, rerun=rerun)
