"""A game's own sign-up (`rules.base.Game.enrol`), and the roster a game type keeps of each
forum user from game to game.

A game that signs players up with the bridge's own words ("je participe") never sees these
paths: its `enrol` answers None. A game with a sign-up of its own (the arena's chiefs and
clans) reads every sign-up post, in the game topic or in a player's desk; the bridge keeps
its record (`games.roll`), the players it names, and the roster entries it returns, and says
what the game says. The roster is stored per game type and forum user (`roster` table): the
game reads it at sign-up and returns its changes after each publication (`Game.roster`).
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping
from datetime import datetime
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from bridge import commands
from bridge.db import GameRow, InboundRow, PlayerRow, RosterRow
from bridge.parts import ServiceParts
from rules.base import Context, Game, Rejection
from rules.reader import own_words

QUIET_SIGNUP = frozenset({"talk"})
"""Refusals of a sign-up reading that get no answer: the post is talk, left alone."""


class Enrolments(ServiceParts):
    """The game's own sign-up and the roster, mixed into `GameMaster`."""

    def _enrol(self, session: Session, row: InboundRow, game: GameRow, rules: Game,
               channel: Any) -> bool:
        """Offer a post made during sign-up to the game's own sign-up; False when the game
        leaves it to the bridge's words."""
        text = own_words(row.raw)
        ctx = Context(speaker=row.username, channel=channel, language=self._language_of(
            session, game, row.username, text), sent_at=row.sent_at, post_id=row.post_id)
        answer = rules.enrol(dict(game.settings), dict(game.roll), ctx, text,
                             self.roster(session, game.kind, [row.username]))
        if answer is None:
            return False
        if isinstance(answer, Rejection):
            if answer.code in QUIET_SIGNUP:
                row.status = "ignored"
            else:
                self._private(session, game, row, row.username, "signup_refused",
                              code=answer.code, params=answer.params)
            return True
        game.roll = dict(answer.roll)
        self._sign_up(session, game, row, answer.players, ctx.language)
        self._store_roster(session, game.kind, answer.roster)
        messages = self.publisher.notices(session, game, rules, None, list(answer.notices))
        self.publisher.queue(session, game, messages, f"in{row.id}:enrol", self.clock())
        self._refresh_embeds(session, game)
        return True

    def _language_of(self, session: Session, game: GameRow, username: str, text: str) -> str:
        player = self._player(session, game, username)
        if player is not None:
            return player.language
        return commands.join_language(text) or commands.script_language(text) or game.language

    def _sign_up(self, session: Session, game: GameRow, row: InboundRow,
                 players: tuple[str, ...], language: str) -> None:
        """Make the game's players exactly those the game names, in its order."""
        wanted = {name.casefold(): name for name in players}
        for player in self._players(session, game):
            if player.username.casefold() not in wanted:
                session.delete(player)
        known = {p.username.casefold() for p in self._players(session, game)}
        for key, name in wanted.items():
            if key not in known:
                session.add(PlayerRow(game_id=game.id, username=name, language=language,
                                      joined_at=row.sent_at, post_id=row.post_id))
        session.flush()

    # ----------------------------------------------------------------- the roster

    def roster(self, session: Session, kind: str,
               usernames: list[str] | None = None) -> dict[str, dict[str, Any]]:
        """The roster entries of a game type, by forum username: those of `usernames` only
        (a sign-up post reads the speaker's), or every one."""
        query = select(RosterRow).where(RosterRow.game_kind == kind)
        if usernames is not None:
            query = query.where(RosterRow.user_key.in_([u.casefold() for u in usernames]))
        return {row.username: dict(row.entry) for row in session.scalars(query)}

    def _store_roster(self, session: Session, kind: str,
                      entries: Mapping[str, Mapping[str, Any]], game: GameRow | None = None,
                      corrected: bool = False) -> None:
        """Write roster entries that changed (one row per game type and user). `corrected`:
        the GM sets them (`registre`), and the time is kept. `game`: a game writes what its
        state holds after a publication (or its set-up), and skips each entry the GM
        corrected at or after the moment that game read it (the player's sign-up in it, else
        the game's creation): the GM's correction stands, and a change that game makes to
        the entry afterwards (a wound) is the GM's to carry over, from the results."""
        now = self.clock()
        for username, entry in entries.items():
            row = session.scalar(select(RosterRow).where(
                RosterRow.game_kind == kind, RosterRow.user_key == username.casefold()))
            if row is None:
                session.add(RosterRow(game_kind=kind, user_key=username.casefold(),
                                      username=username, entry=dict(entry), updated_at=now,
                                      corrected_at=now if corrected else None))
            elif game is not None and row.corrected_at is not None \
                    and row.corrected_at >= self._roster_read_at(session, game, username):
                continue
            elif row.entry != dict(entry):
                row.entry = dict(entry)
                row.updated_at = now
                if corrected:
                    row.corrected_at = now
        session.flush()

    def _roster_read_at(self, session: Session, game: GameRow, username: str) -> datetime:
        """When `game` read a forum user's roster entry: their sign-up in it (else its
        creation)."""
        player = session.scalar(select(PlayerRow).where(
            PlayerRow.game_id == game.id,
            func.lower(PlayerRow.username) == username.casefold()))
        return player.joined_at if player is not None else game.created_at

    def _roster_command(self, session: Session, game: GameRow, rules: Game, text: str,
                        answer: Callable[..., None]) -> None:
        """The GM shows a forum user's roster entry, or sets fields in it, several at once
        (`registre @bob attaque 3, tir 0`: a field named as the game names it, or by an
        alias; a mapping field by a group, `blessures tir 2`). A user without an entry gets
        one when the game says what an entry holds (`roster_fields`: field -> the value of a
        new entry, None for a field the GM must give): a community's veterans brought in.
        Nothing is stored while a name is unknown or a field the game needs is missing."""
        command = commands.roster_command(text)
        blank: Mapping[str, Any] = getattr(rules, "roster_fields", None) or {}
        required = [name for name, value in blank.items() if value is None]
        if command is None:
            answer("roster_entry", username="", entry=None, changed=[], unknown=[],
                   missing=[], fields=required)
            return
        wanted = command.username.casefold()
        row = session.scalar(select(RosterRow).where(RosterRow.game_kind == game.kind,
                                                     RosterRow.user_key == wanted))
        entry = dict(row.entry) if row is not None else None
        username = row.username if row is not None else command.username
        if entry is None and not (blank and (command.changes or command.groups)):
            answer("roster_entry", username=username, entry=None, changed=[], unknown=[],
                   missing=[], fields=required)
            return
        new = copy.deepcopy(entry) if entry is not None else {
            name: copy.deepcopy(value) for name, value in blank.items() if value is not None}
        changed, unknown = self._set_roster_fields(new, blank, rules, command)
        missing = [name for name in required if name not in new]
        created = entry is None
        if changed and not unknown and not missing:
            self._store_roster(session, game.kind, {username: new}, corrected=True)
            entry = new
        answer("roster_entry", username=username, entry=entry,
               changed=changed if not (unknown or missing) else [], unknown=unknown,
               missing=missing, fields=required, created=created)

    @staticmethod
    def _set_roster_fields(entry: dict[str, Any], blank: Mapping[str, Any], rules: Game,
                           command: commands.RosterCommand) -> tuple[list[str], list[str]]:
        """Apply the command's numbers to `entry`: (fields changed, names not known)."""

        def names(known: set[str]) -> dict[str, str]:
            found = {commands.fold(name): name for name in known}
            found.update({commands.fold(alias): name for alias, name in rules.aliases.items()
                          if name in known})
            return found

        def number(value: Any) -> bool:
            return isinstance(value, int) and not isinstance(value, bool)

        top = names({n for n, v in {**blank, **entry}.items()
                     if number(v) or v is None or isinstance(v, Mapping)})
        numbers = {n for n, v in {**blank, **entry}.items() if number(v) or v is None}
        changed: list[str] = []
        unknown: list[str] = []
        for name, value in command.changes.items():
            field = top.get(name)
            if field is None or field not in numbers:
                unknown.append(name)
            else:
                entry[field] = value
                changed.append(field)
        for group, values in command.groups.items():
            field = top.get(group)
            inner = entry.get(field, blank.get(field)) if field is not None else None
            if field is None or not isinstance(inner, Mapping):
                unknown.append(group)
                continue
            inside = dict(inner)
            keys = names(set(inside) | set(blank.get(field) or {}) | numbers)
            for name, value in values.items():
                key = keys.get(name)
                if key is None:
                    unknown.append(f"{group} {name}")
                else:
                    inside[key] = value
            entry[field] = inside
            changed.append(field)
        return list(dict.fromkeys(changed)), unknown
