"""A Highway Romantics table left alone pauses itself (bridge/turns/idle.py), through the whole
stack: after `pause_after` turns in a row closed by the reply window with nobody playing
(3 by default), the table pauses as the GM's `pause` does, says so once in the game's topic
and tells the GM in the GM desk; the status says paused and shows no deadline; an order
breaks the run; the GM's `resume` starts the table again; `pause_after=0` never pauses."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest

from bridge.db import GameRow
from bridge.tools.stack import Stack

PLAYERS = ("ana", "bob", "cid", "dan")
SAFE = 20
WORDS = {
    "ru": {"new": "новая игра", "join": "Участвую! Удачи всем за столом.",
           "start": "начать, поехали", "resume": "продолжить игру", "skip": "пропускает ход",
           "idle": "никто не играл 3 хода подряд", "gm_idle": "Игра сама встала на паузу",
           "resume_word": "`продолжить`", "paused": "на паузе", "cell": "А1 открываю",
           "setting": "после 3 ходов подряд", "desk": "Если 3 хода подряд никто не играет"},
    "en": {"new": "new game", "join": "join, good luck everyone", "start": "start",
           "resume": "resume", "skip": "passes (no answer in time)",
           "idle": "nobody has played for 3 turns in a row", "gm_idle": "The game paused itself",
           "resume_word": "`resume`", "paused": "paused", "cell": "A1 please",
           "setting": "after 3 turns in a row", "desk": "If nobody plays for 3 turns in a row"},
}


class Table:
    """A highway game run by 'ведущий' in `lang`, its top-left cell a safe."""

    def __init__(self, stack: Stack, lang: str, settings: str = "") -> None:
        self.stack = stack
        self.words = WORDS[lang]
        stack.direct_message("vedushchiy",
                             f'{self.words["new"]} highway "Romantics on the road" {settings}')
        self.id = stack.latest_game()
        self.public = stack.topic_of(self.id, "game")
        self.gm_desk = stack.topic_of(self.id, "gm", "vedushchiy")
        rows = [[46] * 10 for _ in range(10)]
        rows[0][0] = SAFE
        stack.pin(self.id, field=rows)
        for player in PLAYERS:
            stack.say(player, self.public, self.words["join"])
        self.gm(self.words["start"])

    def gm(self, text: str) -> None:
        self.stack.say("vedushchiy", self.gm_desk, text)

    def wait(self, minutes: float) -> None:
        self.stack.advance(self.stack.clock.now() + timedelta(minutes=minutes))

    def posts_in(self, topic_id: int) -> list[str]:
        return [p["raw"] for p in self.stack.forum.transcript()
                if p["topic"] == topic_id and p["author"] == "gamemaster"]

    def skips(self) -> int:
        return sum(text.count(self.words["skip"]) for text in self.posts_in(self.public))

    def idle_posts(self) -> list[str]:
        return [t for t in self.posts_in(self.public) if self.words["idle"] in t]

    def gm_told(self) -> list[str]:
        return [t for t in self.posts_in(self.gm_desk) if self.words["gm_idle"] in t]

    def status(self) -> dict[str, Any]:
        status = self.stack.master.status(self.id)
        assert status is not None
        return status

    def text_status(self) -> str:
        surface = self.stack.master.surface(self.id, "text")
        assert surface is not None
        return surface.body.decode()

    def state(self) -> dict[str, Any]:
        with self.stack.db.unit() as session:
            game = session.get(GameRow, self.id)
            assert game is not None
            return dict(game.state or {})


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_three_idle_turns_pause_the_table_once_and_tell_the_gm(stack: Stack, lang: str) -> None:
    """Nobody plays: three "passes" at ten minutes each, then the table pauses itself; one
    post in the game's topic, one in the GM desk naming the command that resumes; an hour
    later no fourth pass and nothing more was said; the status says paused and shows no
    deadline (none past)."""
    table = Table(stack, lang)
    assert table.words["setting"] in table.posts_in(table.public)[0]  # the game's settings
    assert table.words["desk"] in table.posts_in(table.gm_desk)[0]  # the GM's help
    table.wait(25)
    assert table.skips() == 2 and not table.status()["paused"]
    table.wait(10)
    assert table.skips() == 3
    assert len(table.idle_posts()) == 1
    told = table.gm_told()
    assert len(told) == 1 and table.words["resume_word"] in told[0]
    status = table.status()
    assert status["paused"] and status["deadline"] is None
    assert table.words["paused"] in table.text_status()
    posted = len(table.posts_in(table.public))
    table.wait(60)
    assert table.skips() == 3 and len(table.posts_in(table.public)) == posted
    assert len(table.idle_posts()) == 1 and len(table.gm_told()) == 1
    assert table.status()["paused"] and table.status()["deadline"] is None


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_gms_resume_starts_the_table_again(stack: Stack, lang: str) -> None:
    """After the pause the GM writes `resume`: the turns run again, counted afresh, and the
    table pauses once more only after three more idle turns."""
    table = Table(stack, lang)
    table.wait(35)
    assert table.status()["paused"]
    table.gm(table.words["resume"])
    assert not table.status()["paused"] and table.status()["deadline"] is not None
    table.wait(25)
    assert table.skips() == 5 and not table.status()["paused"]
    table.wait(10)
    assert table.skips() == 6 and table.status()["paused"]
    assert len(table.idle_posts()) == 2 and len(table.gm_told()) == 2


def test_an_order_breaks_the_run(stack: Stack) -> None:
    """Two idle turns, then the player whose turn it is names a cell (a safe: they name
    another); the idle turns are counted again from there."""
    table = Table(stack, "ru")
    table.wait(25)
    assert table.skips() == 2 and table.state()["turn"] == 2
    stack.say("cid", table.public, table.words["cell"])
    assert table.state()["named"] == {"A1": "cid"}
    table.wait(20)  # cid's second cell, then dan's: two idle turns since the order
    assert table.skips() == 4 and not table.status()["paused"]
    table.wait(10)
    assert table.skips() == 5 and table.status()["paused"]
    assert len(table.idle_posts()) == 1


def test_pause_after_zero_never_pauses(stack: Stack) -> None:
    """`pause_after=0`: an hour alone passes six turns, as before, and the table runs on."""
    table = Table(stack, "en", "pause_after=0")
    table.wait(65)
    assert table.skips() == 6
    assert not table.status()["paused"] and table.idle_posts() == []
    assert table.gm_told() == []


def test_the_setting_is_checked_and_has_a_russian_name(stack: Stack) -> None:
    """`pause_after` is a count of turns, 0 (never) or more: anything else is refused when
    the game is created; `пауза=0` sets it in Russian."""
    stack.direct_message("vedushchiy", 'new game highway "Never idle" pause_after=-1')
    refusal = [p["raw"] for p in stack.forum.transcript() if p["author"] == "gamemaster"][-1]
    assert "`pause_after`" in refusal and "-1" in refusal
    stack.direct_message("vedushchiy", 'новая игра highway "Без паузы" пауза=0')
    with stack.db.unit() as session:
        game = session.get(GameRow, stack.latest_game())
        assert game is not None and game.settings["pause_after"] == 0
