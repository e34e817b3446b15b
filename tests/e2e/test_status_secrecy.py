"""Secrecy of every public surface of a game: the status page, `status.json`, `status.txt`,
`board.png`, the `@gamemaster statut N` post and a marker's block in a moderator's post.

Scenario games of every type are played through the whole stack (`bridge.tools.scenario.run`).
After everything the forum does (each settle of the worker) and until the game ends, the
surfaces are read over HTTP and from the forum, then held against the game's secrets in two
ways:
- no secret string appears (the game's seed and salt; a highway field's salt);
- nothing secret moves them: the game's secrets are changed in place (INDIXO: the killer, the
  rooms of the night and of last night, where each weapon lies, what each player saw and
  tried; highway: every hidden cell of the field, the bags, the salt, the robbery's dice;
  the mud fight in fog: where everybody stands; the arena: a round's hidden choices), and
  every surface is rendered again: it must not change by one byte. A surface that let a
  secret through would change with it.
"""

from __future__ import annotations

import copy
import re
from pathlib import Path
from typing import Any

import pytest
import requests

from bridge.db import GameRow
from bridge.publishing import embeds
from bridge.publishing import status as status_module
from bridge.publishing.markers import BEGIN, END
from bridge.tools import scenario as runner
from bridge.tools.stack import Stack
from rules import registry

ROOT = Path(__file__).resolve().parent.parent / "scenarios"
SCENARIOS = ["mud_fog", "indixo_guess_wins", "arena_worked_cases", "highway_ru_whole_game",
             "highway_en_discobot"]
"""A game of each type, each with its secrets: the fog, the killer and the nights, a round
waiting for its defenders' choices (the arena stops there, unfinished), a field drawn by the
bot and one rolled with discobot."""
OVER = ("finished", "cancelled")


def _rotate(values: list[Any]) -> list[Any]:
    return values[1:] + values[:1] if len(values) > 1 else values


def _rotated(mapping: dict[str, Any]) -> dict[str, Any]:
    """The same keys, each with the next key's value: everybody somewhere else."""
    return dict(zip(mapping, _rotate(list(mapping.values())), strict=True))


def hidden_mud(state: dict[str, Any]) -> dict[str, Any]:
    """In fog, where everybody stands, stood and aimed, and the numbers thrown (who hit whom
    is public); always, the orders as the GM's history keeps them."""
    changed = copy.deepcopy(state)
    fog = bool(changed["settings"].get("fog"))
    if fog:
        spots = _rotate([p["position"] for p in changed["players"]])
        for record, spot in zip(changed["players"], spots, strict=True):
            record["position"] = spot
        changed["start"] = _rotated(changed["start"])
    for entry in changed["history"]:
        entry["orders"] = {}
        if not fog:
            continue
        entry["before"] = _rotated(entry["before"])
        entry["after"] = _rotated(entry["after"])
        for move in entry["moves"]:
            move["from"], move["target"], move["to"] = move["to"], move["to"], move["from"]
        for throw in entry["throws"]:
            if isinstance(throw.get("number"), int):
                throw["number"] = 7 - throw["number"]
    return changed


def hidden_indixo(state: dict[str, Any]) -> dict[str, Any]:
    """The killer, the night's rooms and last night's, each weapon's room, what each player
    saw and tried."""
    changed = copy.deepcopy(state)
    others = [p for p in changed["alive"] if p != changed["killer"]]
    if others:
        changed["killer"] = others[0]
    changed["weapon_rooms"] = _rotated(changed["weapon_rooms"])
    changed["rooms_tonight"] = _rotated(changed["rooms_tonight"])
    changed["last_rooms"] = _rotated(changed["last_rooms"])
    changed["last_tries"] = {p: None for p in changed["last_tries"]}
    changed["known"] = {}
    return changed


def hidden_highway(state: dict[str, Any]) -> dict[str, Any]:
    """Every hidden cell of the field, the bags, the salt, the robbery's dice."""
    changed = copy.deepcopy(state)
    if changed["field"] is not None:
        named = changed["named"]
        for r, row in enumerate(changed["field"]):
            for c, number in enumerate(row):
                if f"{'ABCDEFGHIJ'[c]}{r + 1}" not in named:
                    row[c] = 120 if number != 120 else 1
    changed["bags"] = {p: [*bags, 5] for p, bags in changed["bags"].items()}
    changed["salt"] = "0" * 32
    if changed.get("robbery"):
        changed["robbery"]["dice"] = [3] * len(changed["robbery"].get("dice") or [1])
    return changed


def hidden_arena(state: dict[str, Any]) -> dict[str, Any]:
    """A round waiting for its defenders' choices: its dice and scores (who must choose is
    the step's business, told to them alone)."""

    def shaken(value: Any) -> Any:
        if isinstance(value, bool):
            return value
        if isinstance(value, int):
            return value + 7
        if isinstance(value, dict):
            return {k: shaken(v) for k, v in value.items()}
        if isinstance(value, list):
            return [shaken(v) for v in value]
        return value

    changed = copy.deepcopy(state)
    if changed.get("pending"):
        changed["pending"] = shaken(changed["pending"])
    return changed


HIDDEN = {"mud": hidden_mud, "indixo": hidden_indixo, "highway": hidden_highway,
          "arena": hidden_arena}


class Watch:
    """What one game shows the public, read after every settle of the worker."""

    def __init__(self, stack: Stack, game_id: int) -> None:
        self.stack = stack
        self.game_id = game_id
        self.seen: set[tuple[Any, ...]] = set()
        self.checks = 0
        self.final: dict[str, Any] = {}
        with stack.db.unit() as session:
            game = session.get(GameRow, game_id)
            assert game is not None
            self.language = game.language
        stack.forum.add_user("modo", moderator=True)
        word = {"ru": "статус", "en": "status"}.get(self.language, "statut")
        lounge = stack.forum.new_topic("modo", "Le salon des jeux du forum",
                                       "Bienvenue à tous, amis joueurs du forum !")
        self.marker = int(stack.forum.post(
            "modo", lounge["topic_id"],
            f"Où en est la partie ?\n[gamemaster {word} {game_id}]\nBon jeu à tous.")["id"])
        asked = stack.forum.new_topic("modo", "Les parties en cours sur le forum",
                                      "Les parties du moment, pour tout le monde.")
        stack.forum.post("modo", asked["topic_id"], f"@gamemaster statut {game_id}")
        self.asked = int(asked["topic_id"])

    def surfaces(self) -> dict[str, bytes]:
        """Every public surface as anyone reads it now."""
        base = f"{self.stack.web.url}/games/{self.game_id}"
        found = {}
        for name, path in (("page", "status"), ("json", "status.json"), ("text", "status.txt"),
                           ("picture", "board.png")):
            answer = requests.get(f"{base}/{path}", timeout=10)
            assert answer.status_code == (404 if name == "picture" and not answer.ok else 200)
            found[name] = answer.content if answer.ok else b""
        posts = self.stack.forum.transcript()
        found["marker"] = next(p for p in posts if p["post_id"] == self.marker)["raw"].encode()
        embed = [p["raw"] for p in posts
                 if p["topic"] == self.asked and p["author"] == "gamemaster"]
        found["embed"] = embed[-1].encode() if embed else b""
        return found

    def rendered(self, game: GameRow, session: Any) -> dict[str, Any]:
        """Every surface as the bridge renders it from this game row (state as it is)."""
        master = self.stack.master
        status_module._drawn.cache_clear()
        rules = registry.get(game.kind)
        assert rules is not None
        return {
            "view": rules.view(game.state, None) if game.state is not None else None,
            "page": status_module.page(master.parts, session, game),
            "json": status_module.public_json(master.parts, session, game),
            "text": master.publisher.texts.render(
                "bridge", "status_page", game.language, status_module.zone(game),
                status=status_module.status_of(session, game, None)),
            "picture": status_module.public_picture(game),
            "embed": embeds.embed_text(master.parts, session, game),
        }

    def check(self) -> None:
        """Hold the surfaces against the game's secrets, each time the game or what it
        shows has changed."""
        session = self.stack.db.sessions()
        try:
            with session.no_autoflush:
                game = session.get(GameRow, self.game_id)
                assert game is not None
                found = self.surfaces()
                moment = (game.version, game.status, *sorted(found.items()))
                if moment in self.seen:
                    return
                self.seen.add(moment)
                if game.status in OVER:
                    self.final = {k: v.decode("utf-8", "replace") for k, v in found.items()
                                  if k != "picture"}
                    return
                self.checks += 1
                secrets = [game.seed, game.salt]
                if game.kind == "highway" and game.state and game.state.get("salt"):
                    secrets.append(str(game.state["salt"]))
                secrets = [s for s in secrets if len(s) >= 8]  # a scenario's seed is a word
                for name, body in found.items():
                    for secret in secrets:
                        assert secret.encode() not in body, (name, "a secret string")
                before = self.rendered(game, session)
                assert found["page"].decode() == before["page"]
                text = found["marker"].decode()
                blocks = re.findall(re.escape(BEGIN.format(game=self.game_id)) + r"\n\n(.*?)\n\n"
                                    + re.escape(END.format(game=self.game_id)), text,
                                    re.DOTALL)
                assert len(blocks) == 1, text
                if game.status != "review":  # a draft under review refreshes nothing yet
                    assert blocks[0] == before["embed"].strip()
                if game.state is None:
                    return
                game.state = HIDDEN[game.kind](game.state)
                after = self.rendered(game, session)
                for name in before:
                    assert after[name] == before[name], (
                        f"{game.kind}: the public {name} moved with a secret "
                        f"({game.status}, version {game.version})")
        finally:
            session.rollback()
            session.close()


class WatchedStack(Stack):
    """The scenario runner's stack, watching the game it plays from its creation."""

    watch: Watch | None = None
    watches: list[Watch] = []

    def pin(self, game_id: int, **pinned: Any) -> None:
        super().pin(game_id, **pinned)
        self.watch = Watch(self, game_id)
        WatchedStack.watches.append(self.watch)
        self.settle()

    def settle(self) -> None:
        super().settle()
        if self.watch is not None:
            self.watch.check()


@pytest.mark.parametrize("name", SCENARIOS)
def test_no_public_surface_tells_a_secret_before_the_end(name: str, database_url: str,
                                                          monkeypatch: pytest.MonkeyPatch
                                                          ) -> None:
    monkeypatch.setattr(runner, "Stack", WatchedStack)
    WatchedStack.watches = []
    output = runner.run(runner.load(ROOT / f"{name}.json"), database_url)
    [watch] = WatchedStack.watches
    assert watch.checks >= 3, "the game was watched while it ran"
    assert (output["public_status"]["status"] in OVER) == bool(watch.final)
    final = watch.final
    if name.startswith("highway") and final:
        assert {"ru": "Мешки и доли", "en": "Bags and shares"}[watch.language] in final["page"]
        bags = output["public_status"]["bags"]
        ranked = re.findall(r"<tr><td class=\"n\">(\d+)</td><td>([^<]+)</td><td class=\"n\">"
                            r"(\d+)</td>", final["page"])
        assert [int(n) for _place, _name, n in ranked] == sorted(bags.values(), reverse=True)
        assert [p for p, _name, _n in ranked][0] == "1"
    if name.startswith("indixo") and final:
        killer = output["gm_status"]["killer"]
        assert killer in final["page"] and killer in final["marker"], "told at the end"
    if name == "mud_fog" and final:
        assert "Partie terminée" in final["page"] and "classement final" in final["page"]
