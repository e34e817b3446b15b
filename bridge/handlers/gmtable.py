"""The GM's commands on the table: replace or remove a player, add a co-GM, end or
cancel the game. Each decision goes to the audit log (`bridge.turns.journal`).
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from bridge import steps as open_steps
from bridge.db import GameRow, OrderRow, OutboxRow, PlayerRow, TopicRow
from bridge.delivery.outbox import enqueue
from bridge.handlers import commands, members
from bridge.handlers.gmsteps import Answer
from bridge.players import find_player, may_command
from bridge.publishing.embeds import refresh_embeds
from bridge.publishing.parts import Parts
from bridge.publishing.publish import Message, group_owner
from bridge.turns.journal import decide
from bridge.turns.resolution import draft_of, resolve_complete, seed_revealed
from rules import registry
from rules.base import PUBLIC, Game


def rename(value: Any, old: str, new: str) -> Any:
    """`value` (JSON) with every string equal to `old`, as a key or a value, made `new`: a
    game's state, sign-up record or orders when a player's seat changes hands."""
    if isinstance(value, dict):
        return {(new if k == old else k): rename(v, old, new) for k, v in value.items()}
    if isinstance(value, list):
        return [rename(v, old, new) for v in value]
    return new if value == old else value



def replace(parts: Parts, session: Session, game: GameRow, rules: Game, by: str, text: str,
            answer: Answer) -> None:
    """`remplacer @boris par @carla`: carla takes boris's seat (his place in the state,
    his orders, his sign-up, his group conversations) and gets the seat's private history
    from the bot."""
    names = commands.named_users(text)
    old = find_player(session, game, names[0]) if names else None
    new = names[1] if len(names) > 1 else ""
    if old is None or not new or find_player(session, game, new) is not None:
        answer("replace_refused", player=names[0] if names else "", newcomer=new,
               code="unknown_player" if old is None else
               "no_newcomer" if not new else "already_playing")
        return
    seat = old.username
    desk = parts.publisher.topic(session, game, "player", seat)
    history = []
    if desk is not None:  # the seat's private messages, in order
        history = [m.raw for m in session.scalars(select(OutboxRow).where(
            OutboxRow.game_id == game.id, OutboxRow.topic_ref == desk.id,
            OutboxRow.kind.in_(("pm", "reply"))).order_by(OutboxRow.id))]
        desk.owner = f"{seat}#{desk.id}"[:200]
        desk.closed_at = parts.clock()
    _hand_over_groups(parts, session, game, seat, new)
    if game.state is not None:
        game.state = rename(game.state, seat, new)
    game.roll = rename(game.roll, seat, new)
    game.steps = rename(game.steps, seat, new)
    for order in session.scalars(select(OrderRow).where(OrderRow.game_id == game.id)):
        order.actor = new if order.actor == seat else order.actor
        order.speaker = new if order.speaker == seat else order.speaker
    old.username = new
    old.stand_in = None
    old.away_until = None
    session.flush()
    decide(parts, session, game, by, "replace", player=seat, newcomer=new,
           state_after=game.state)
    answer("replaced_gm", player=seat, newcomer=new)
    now = parts.clock()
    parts.publisher.queue(session, game, [
        Message(PUBLIC, parts.publisher.text(session, game, PUBLIC, "bridge", "replaced",
                                             player=seat, newcomer=new)),
        Message(new, parts.publisher.text(session, game, new, "bridge", "seat_history",
                                          player=seat, history=history,
                                          view=rules.view(game.state, new)
                                          if game.state is not None else {})),
    ], f"g{game.id}:replace:{seat}:{now.isoformat()}", now)
    refresh_embeds(parts, session, game)


def _hand_over_groups(parts: Parts, session: Session, game: GameRow, seat: str,
                      new: str) -> None:
    """The seat's open group conversations (the mafia's night chat) pass to the newcomer:
    invited into each (`POST /t/{id}/invite`), and named among its members, so that the
    game's next notices to that group go to the same conversation."""
    for topic in session.scalars(select(TopicRow).where(
            TopicRow.game_id == game.id, TopicRow.role == "group",
            TopicRow.closed_at.is_(None))):
        names = topic.owner.split(",")
        if seat not in names:
            continue
        topic.owner = group_owner(tuple(new if name == seat else name for name in names))
        members.welcome(topic, new)
        enqueue(session, key=f"g{game.id}:group{topic.id}:seat:{new}", kind="invite", raw=new,
                now=parts.clock(), game_id=game.id, topic=topic)


def removable(session: Session, game: GameRow, name: str,
              answer: Answer) -> PlayerRow | None:
    """The player `retirer @boris` names, if still playing; else the GM is told."""
    player = find_player(session, game, name) if name else None
    if player is None or player.removed:
        answer("remove_refused", player=name,
               code="unknown_player" if player is None else "already_removed")
        return None
    return player


def remove(parts: Parts, session: Session, game: GameRow, by: str, player: PlayerRow,
           answer: Answer) -> None:
    """`retirer @boris`, confirmed: no step waits for him any more; his orders
    default. A game with `removed(state, player) -> Outcome` says what else it does (Mafia's
    modkill announces the role): its state and notices, published at once."""
    player.removed = True
    session.flush()
    rules = registry.get(game.kind)
    assert rules is not None
    # A game may say what the removal does in its rules (Mafia's modkill: the role is
    # announced, the player no longer alive); its notices go out with the bridge's.
    outcome = (rules.removed(game.state, player.username)  # type: ignore[attr-defined]
               if getattr(rules, "removed", None) and game.state is not None else None)
    if outcome is not None:
        game.state = outcome.state
    changed: dict[str, Any] = {"state_after": game.state} if outcome is not None else {}
    decide(parts, session, game, by, "remove", player=player.username, **changed)
    answer("removed_gm", player=player.username)
    now = parts.clock()
    parts.publisher.queue(session, game, [
        Message(PUBLIC, parts.publisher.text(session, game, PUBLIC, "bridge", "removed",
                                             player=player.username)),
        *(parts.publisher.notices(session, game, rules, game.state, outcome.notices)
          if outcome is not None else []),
    ], f"g{game.id}:remove:{player.username}", now)
    resolve_complete(parts, session, game, rules)


def add_co_gm(parts: Parts, session: Session, game: GameRow, by: str, text: str,
              answer: Answer) -> None:
    """`co-mj @x`: x may give every GM command; invited into this desk."""
    names = commands.named_users(text)
    if not names or may_command(game, names[0]):
        answer("co_gm_refused", user=names[0] if names else "")
        return
    user = names[0]
    game.co_gms = [*(game.co_gms or []), user]
    desk = parts.publisher.topic(session, game, "gm", game.gm)
    if desk is not None:  # invited by hand before: no stranger any more
        members.welcome(desk, user)
    enqueue(session, key=f"g{game.id}:co_gm:{user}", kind="invite", raw=user,
            now=parts.clock(), game_id=game.id, topic=desk)
    decide(parts, session, game, by, "co_gm", user=user)
    answer("co_gm_added", user=user)


def end(parts: Parts, session: Session, game: GameRow, rules: Game, by: str,
        answer: Answer) -> None:
    """`terminer la partie`: the game ends now, as it stands; the seed is revealed."""
    draft = draft_of(session, game)
    if draft is not None:
        draft.status = "discarded"
    game.status = "finished"
    open_steps.close_all(game)
    decide(parts, session, game, by, "end", discarded=draft.step_key if draft else "")
    now = parts.clock()
    parts.publisher.queue(session, game, [
        Message(PUBLIC, parts.publisher.text(session, game, PUBLIC, "bridge", "ended")),
        seed_revealed(parts, session, game)], f"g{game.id}:end", now)
    answer("ended_gm")
    refresh_embeds(parts, session, game)


def cancel(parts: Parts, session: Session, game: GameRow, by: str) -> None:
    """`annuler la partie`, confirmed: the game stops without results."""
    game.status = "cancelled"
    open_steps.close_all(game)
    draft = draft_of(session, game)
    if draft is not None:
        draft.status = "discarded"
    decide(parts, session, game, by, "cancel")
    parts.publisher.queue(session, game, [Message(PUBLIC, parts.publisher.text(
        session, game, PUBLIC, "bridge", "cancelled"))], f"g{game.id}:cancel",
        parts.clock())
    refresh_embeds(parts, session, game)

