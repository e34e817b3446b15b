"""What a player says to the bridge rather than to the game, in their desk or in public:
a stand-in named or dropped, how to address them (gender, language: `addressing`), an
absence declared (the GM may declare one too), and `aide`, which shows what this player may
write now.
"""

from __future__ import annotations

from datetime import timedelta

from sqlalchemy.orm import Session

from bridge import steps as open_steps
from bridge.db import GameRow, InboundRow, PlayerRow
from bridge.delivery.outbox import enqueue
from bridge.handlers import addressing, commands, moments
from bridge.handlers.tell import private
from bridge.players import players_of
from bridge.publishing.parts import Parts
from bridge.turns.resolution import ACTIVE, resolve_complete
from rules import registry
from rules.base import GM
from rules.reader import own_words


def _stand_in(parts: Parts, session: Session, row: InboundRow, game: GameRow,
              player: PlayerRow, text: str) -> bool:
    """A player naming (or dropping) a stand-in; False when the text is not that."""
    named = commands.stand_in(text)
    if named is None:
        return False
    if named.username and named.username.casefold() in (
            p.username.casefold() for p in players_of(session, game)):
        private(parts, session, game, row, player.username, "stand_in", code="a_player",
                stand_in=named.username)
        return True
    player.stand_in = named.username
    private(parts, session, game, row, player.username, "stand_in",
            code="named" if named.username else "dropped", stand_in=named.username)
    gm_desk = parts.publisher.topic(session, game, "gm", game.gm)
    enqueue(session, key=f"in{row.id}:stand_in_gm", kind="reply", now=parts.clock(),
            game_id=game.id, topic=gm_desk,
            raw=parts.publisher.text(session, game, GM, "bridge", "stand_in_gm",
                                     player=player.username, stand_in=named.username))
    return True


def player_word(parts: Parts, session: Session, row: InboundRow, game: GameRow,
                player: PlayerRow, in_desk: bool = True) -> bool:
    """What a player says to the bridge rather than the game: a stand-in named, how to
    address them (in their desk only: "elle" in the game topic answers someone), an absence
    declared, a call for help. False when the post is none of these."""
    text = own_words(row.raw)
    if _stand_in(parts, session, row, game, player, text):
        return True
    if in_desk and addressing.from_player(parts, session, row, game, player, text):
        return True
    if game.status in ACTIVE and absence(parts, session, row, game, player, text):
        return True
    if commands.gm_command(text) == "help":
        _player_help(parts, session, row, game, player)
        return True
    return False


def _player_help(parts: Parts, session: Session, row: InboundRow, game: GameRow,
                 player: PlayerRow) -> None:
    """`aide` / `help` / `помощь` in a desk: what this player may write now, in this game
    and at this step, in their language."""
    rules = registry.get(game.kind)
    assert rules is not None
    now = parts.clock()
    # A step past its deadline takes no more orders (its results are on their way).
    told = [s for s in open_steps.told(game, rules, player.username)
            if s.deadline_at is None or s.deadline_at > now]
    steps = [{"step": s.step.number, "key": s.step.key, "channel": s.step.channel,
              "phase": s.step.phase, "awaited": player.username in s.step.awaited,
              "deadline": s.deadline_at.isoformat() if s.deadline_at else None,
              "count": len(s.step.awaited), "private": True}
             for s in told]
    view = rules.view(game.state, player.username) if game.state is not None else {}
    # The absence it shows as an example ends a week from now: a date still to come.
    private(parts, session, game, row, player.username, "player_help",
            status=game.status, steps=steps, view=view,
            away_example=(now + timedelta(days=7)).isoformat(),
            stand_in=player.stand_in,
            away_until=player.away_until.isoformat() if player.away_until else None)


def absence(parts: Parts, session: Session, row: InboundRow, game: GameRow,
            player: PlayerRow, text: str) -> bool:
    """A player declaring an absence ("absent jusqu'au 5/12", "back"), or not."""
    wanted = moments.absence(text, str(game.settings.get("timezone", "Europe/Paris")),
                             parts.clock())
    if wanted is None:
        return False
    until = wanted.until
    player.away_until = until
    private(parts, session, game, row, player.username, "away",
            until=until.isoformat() if until else None)
    gm_desk = parts.publisher.topic(session, game, "gm", game.gm)
    enqueue(session, key=f"in{row.id}:away_gm", kind="reply", now=parts.clock(),
            game_id=game.id, topic=gm_desk,
            raw=parts.publisher.text(session, game, GM, "bridge", "away_gm",
                                     player=player.username,
                                     until=until.isoformat() if until else None))
    rules = registry.get(game.kind)
    assert rules is not None
    if game.status == "running":
        resolve_complete(parts, session, game, rules)
    return True

