"""The checks every game must pass, whoever wrote it: subclass `GameContract` in a test module
of your package, name the game and say how to play one, and pytest runs them all.

    from gamemaster.testing import GameContract, Table
    from duel import GAME

    class TestDuelContract(GameContract):
        game = GAME

        def play(self, seed: str) -> Table:
            table = Table(GAME, ["ana", "bea"], seed=seed)
            table.say("ana", "attack bea")
            table.play_out()
            return table

`play` gives a whole game (or as much of one as shows every notice): the same seed must give
the same game. What is checked:
- the game is installed: the entry point `gamemaster.games` names it (the bridge finds it);
- its settings are one declaration (`settings`; `defaults` and `aliases` come from it), each
  described in its catalogs in every language it claims;
- its catalogs are complete by `make i18n`'s check, and every template it says is there;
- a game is deterministic given its seed (every state, notice, log and answer), and
  `resolve` leaves the state it is given unchanged;
- every view (public, the GM's, each player's) and the status are JSON, and the public view
  is the same whoever asks for it;
- every notice, echo and refusal renders in every language the game claims, without holes and
  at Discourse's minimum length.
- secrecy through the views: when the game gives its knowledge model (`knows`: what each
  reader may know, written from its rules), nothing shown to any reader in the played games
  (views, notices with the view they are rendered with, echoes, refusals) says more; a game
  without secrets gives none, and the check says so (`gamemaster.testing.secrecy` runs the
  same model over many random games).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import ClassVar

import pytest

from bridge.catalogs import Catalogs, homes, setting_message
from bridge.tools.i18n import check as check_catalogs
from gamemaster.game import GM, PUBLIC, Accepted, Game, aliases_of, defaults_of
from gamemaster.testing import rendering
from gamemaster.testing.secrecy import Shown, check_secrecy
from gamemaster.testing.table import Table
from rules import registry


def transcript(table: Table) -> str:
    """Everything a table did, as one canonical text: two runs are the same game when their
    transcripts are equal."""
    return json.dumps({
        "outcomes": [[key, out.state, [[n.audience, n.template, n.params, n.picture]
                                       for n in out.notices], out.log, out.review,
                      [list(c) for c in out.close]] for key, out in table.outcomes],
        "answers": [[a.player, a.key, repr(a.verdict)] for a in table.answers],
    }, sort_keys=True, default=str, ensure_ascii=False)


class GameContract:
    """The contract suite (see the module's docstring). Subclass it as `Test…`."""

    game: ClassVar[Game]
    seeds: ClassVar[tuple[str, ...]] = ("contract-1", "contract-2")

    def play(self, seed: str) -> Table:
        raise NotImplementedError("say how to play a game: return a Table played out")

    def knows(self) -> Callable[[Shown], list[str]] | None:
        """The game's knowledge model for `check_secrecy` (the problems with one thing
        shown to a reader), or None for a game without secrets."""
        return None

    # --- found by the bridge --------------------------------------------------------------

    def test_the_game_is_installed_under_its_id(self) -> None:
        found = registry.installed().get(self.game.id)
        assert found is not None, (
            f"no entry point {self.game.id!r} in the group {registry.GROUP!r}: add it to "
            "your pyproject.toml and install the package")
        assert type(found.game) is type(self.game)

    # --- settings ---------------------------------------------------------------------------

    def test_settings_are_one_declaration(self) -> None:
        names = [setting.name for setting in self.game.settings]
        assert len(names) == len(set(names)), f"a setting declared twice: {names}"
        assert dict(self.game.defaults) == dict(defaults_of(self.game.settings))
        assert dict(self.game.aliases) == dict(aliases_of(self.game.settings))

    def test_every_setting_is_described_in_every_language(self) -> None:
        missing = []
        for lang in self.game.languages:
            bundle = Catalogs().bundle(lang)
            for setting in self.game.settings:
                message = setting_message(self.game.id, setting.name)
                if bundle is None or not bundle.has_message(message):
                    missing.append(f"{lang}: {message}")
        assert not missing, f"settings without their description: {missing}"

    # --- words ------------------------------------------------------------------------------

    def test_its_catalogs_are_complete(self) -> None:
        home = homes().get(self.game.id)
        assert home is not None
        problems = [p for p in check_catalogs({"bridge": homes()["bridge"], self.game.id: home})
                    if p.startswith(self.game.id) or str(home) in p]
        assert not problems, "\n".join(problems)
        have = set(Catalogs().languages())
        assert set(self.game.languages) <= have, f"no catalogs in {set(self.game.languages) - have}"

    # --- chance -------------------------------------------------------------------------------

    def test_the_same_seed_plays_the_same_game(self) -> None:
        for seed in self.seeds:
            assert transcript(self.play(seed)) == transcript(self.play(seed)), seed

    def test_resolve_leaves_its_state_unchanged(self) -> None:
        table = self.play(self.seeds[0])
        assert not table.mutated, f"resolve changed the state it was given: {table.mutated}"

    # --- views --------------------------------------------------------------------------------

    def _viewers(self, table: Table) -> list[str | None]:
        players = sorted({a.player for a in table.answers} | {
            n.audience for n in table.notices if isinstance(n.audience, str)
            and n.audience not in (PUBLIC, GM)})
        return [None, GM, *players]

    def test_views_and_status_are_json(self) -> None:
        table = self.play(self.seeds[0])
        status = getattr(self.game, "status", None)
        for _, out in table.outcomes:
            for viewer in self._viewers(table):
                view = self.game.view(out.state, viewer)
                json.dumps(view)
                if status is not None:
                    json.dumps(status(view))

    def test_secrecy_through_the_views(self) -> None:
        model = self.knows()
        if model is None:
            pytest.skip(f"{self.game.id} declares no secrets (no knowledge model, `knows`)")
        check_secrecy((self.play(seed) for seed in self.seeds), model)

    # --- what readers are shown -----------------------------------------------------------------

    def test_every_notice_and_answer_renders_in_every_language(self) -> None:
        table = self.play(self.seeds[0])
        problems: list[str] = []
        for lang in self.game.languages:
            for key, notice, state in table.said:
                text = rendering.notice(self.game, notice, state, lang)
                problems += [f"{lang} {key} {notice.template}: {flaw}" for flaw in
                             rendering.flaws(text, notice.audience == PUBLIC)]
            for answer in table.answers:
                text = (rendering.echo(self.game, answer.state, answer.player, answer.key,
                                       answer.verdict, lang)
                        if isinstance(answer.verdict, Accepted) else
                        rendering.refusal(self.game, answer.state, answer.player, answer.key,
                                          answer.verdict, lang))
                problems += [f"{lang} answer to {answer.player} ({answer.verdict}): {flaw}"
                             for flaw in rendering.flaws(text, False)]
        assert not problems, "\n".join(problems[:20])

    def test_play_gives_a_whole_game(self) -> None:
        table = self.play(self.seeds[0])
        assert table.notices, "the game said nothing"
        assert table.over, "play() must play the game to its end"
