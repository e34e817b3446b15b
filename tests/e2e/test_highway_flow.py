"""Highway Romantics through the whole stack, over real HTTP against the sandbox forum: a
Russian table signs up and starts, cells are named in the game topic and answered there at
once (no private echo), a move out of turn is refused privately, a stand-in moves for a
player, the GM pauses, resumes and skips from the GM desk, and with discobot as the source
the field is read from the GM's rolls in the GM desk (discobot is in the desk) and its
commitment published."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from sqlalchemy import select

from bridge.db import GameRow, PlayerRow

PLAYERS = ("ana", "bob", "cid", "dan")
THIEF_RED, SAFE = 31, 20


def field(cells: dict[tuple[int, int], int], filler: int = 46) -> list[list[int]]:
    rows = [[filler] * 10 for _ in range(10)]
    for (row, column), number in cells.items():
        rows[row][column] = number
    return rows


class Highway:
    """A Russian highway game created by 'ведущий' through the forum."""

    def __init__(self, stack: Any, settings: str = "", pinned_field: Any = None,
                 start: bool = True) -> None:
        self.stack = stack
        stack.direct_message("vedushchiy",
                             f'новая игра highway "Романтики с большой дороги" {settings}')
        self.id = stack.latest_game()
        self.public = stack.topic_of(self.id, "game")
        self.gm_desk = stack.topic_of(self.id, "gm", "vedushchiy")
        if pinned_field is not None:
            stack.pin(self.id, field=pinned_field)
        for player in PLAYERS:
            self.post(player, "Участвую! Удачи всем за столом.")
        if start:
            self.gm("начать, поехали")

    def post(self, player: str, text: str) -> None:
        self.stack.say(player, self.public, text)

    def gm(self, text: str) -> None:
        self.stack.say("vedushchiy", self.gm_desk, text)

    def desk_posts(self, player: str) -> list[str]:
        try:
            desk = self.stack.topic_of(self.id, "player", player)
        except LookupError:
            return []
        return self.posts_in(desk)

    def posts_in(self, topic_id: int) -> list[str]:
        return [p["raw"] for p in self.stack.forum.transcript()
                if p["topic"] == topic_id and p["author"] == "gamemaster"]

    def state(self) -> dict[str, Any]:
        with self.stack.db.unit() as session:
            game = session.get(GameRow, self.id)
            return dict(game.state or {})


@pytest.fixture
def highway(stack):  # type: ignore[no-untyped-def]
    return Highway(stack, pinned_field=field({(0, 0): SAFE, (0, 1): THIEF_RED}))


def test_a_named_cell_is_answered_in_the_topic_at_once(stack, highway) -> None:
    opening = highway.posts_in(highway.public)
    assert any("@ana" in text for text in opening)
    before = len(highway.posts_in(highway.public))
    highway.post("ana", "А1 — открываю!")
    answers = highway.posts_in(highway.public)[before:]
    assert len(answers) == 1 and "сейф" in answers[0].lower()
    assert highway.state()["treasury"] == 1
    assert highway.desk_posts("ana") == []  # no private echo of a live move
    highway.post("ana", "б1, беру")
    assert highway.state()["hands"]["ana"] == ["B1"]
    assert highway.state()["stage"] == "cell" and highway.state()["turn"] == 1


def test_a_move_out_of_turn_is_refused_privately_and_changes_nothing(stack, highway) -> None:
    highway.post("cid", "В5, моя очередь же?")
    assert highway.state()["named"] == {}
    refusal = highway.desk_posts("cid")
    assert refusal and "@ana" in refusal[-1]
    highway.post("cid", "ну и везёт же вам сегодня")  # chat: no answer
    assert len(highway.desk_posts("cid")) == 1


def test_a_stand_in_moves_for_the_player(stack, highway) -> None:
    highway.post("ana", "Мой помощник @sasha, если я отвалюсь")
    with stack.db.unit() as session:
        seat = session.scalar(select(PlayerRow).where(PlayerRow.username == "ana"))
        assert seat is not None and seat.stand_in == "sasha"
    highway.post("sasha", "А1 открываю за ану")
    assert highway.state()["named"] == {"A1": "ana"}


def test_the_gm_pauses_resumes_and_skips(stack, highway) -> None:
    highway.gm("пауза, у нас обед")
    highway.post("ana", "А1 открываю")
    assert highway.state()["named"] == {}
    assert any("пауз" in text.lower() for text in highway.desk_posts("ana"))
    highway.post("bob", "ну вот, перерыв на обед")  # talk at a paused table: no answer
    assert highway.desk_posts("bob") == []
    stack.clock.set(stack.clock.now() + timedelta(minutes=25))  # paused: nothing fires
    highway.gm("продолжить игру")
    resumed = highway.posts_in(highway.public)[-1]
    assert "Игра продолжается" in resumed and "25 минут" in resumed
    assert "Ходит @ana" in resumed  # the table's last post says whose move it is
    highway.post("ana", "А1 открываю")
    assert highway.state()["named"] == {"A1": "ana"}
    highway.gm("пропустить @ana, она ушла")
    assert highway.state()["turn"] == 1


def test_the_field_is_read_from_the_gms_discobot_rolls(stack) -> None:
    table = Highway(stack, settings="source=discobot")
    assert highway_state_field(table) is None
    desk_raws = table.posts_in(table.gm_desk)
    assert any("20d120" in text for text in desk_raws)
    topic = stack.forum.topics[table.gm_desk]
    assert "discobot" in {u.lower() for u in topic.allowed_usernames}
    table.gm("@discobot roll 20d120")
    table.gm("@discobot roll 20d120")
    state = table.state()
    assert state["field"] is not None and len(state["field"]) == 8
    assert state["commitment"]
    assert any(state["commitment"] in text for text in table.posts_in(table.public))


def highway_state_field(table: Highway) -> Any:
    return table.state().get("field")


# --- discobot speaks the poster's language, and may never answer ---------------------------
# (the Discourse behaviour modelled in bridge/sandbox/discobot.py and bridge/handlers/discobot.py)


def test_a_roll_in_another_languages_word_is_answered_with_the_words_that_roll(stack) -> None:
    """An English forum: discobot rolls only for `roll` (bot_input.rb runs in the poster's
    effective locale). A player's `@discobot jet 2d6` and the GM's `@discobot jet 20d120`
    get no roll; each is told privately the exact text that rolls here, and discobot's help
    hint to the GM's request is not taken for a roll."""
    table = Highway(stack, settings="source=discobot")
    assert any("`@discobot roll 20d120`" in text for text in table.posts_in(table.gm_desk))
    table.post("ana", "Кидаю на удачу: @discobot jet 2d6")
    hint = table.desk_posts("ana")[-1]
    assert "`@discobot jet 2d6`" in hint and "\n`@discobot roll 2d6`\n" in hint
    before = len(table.posts_in(table.gm_desk))
    table.gm("@discobot jet 20d120")
    assert stack.forum.transcript(by="discobot")[-1]["raw"].startswith("Hi! To find out")
    answers = table.posts_in(table.gm_desk)[before:]
    assert len(answers) == 1 and "\n`@discobot roll 20d120`\n" in answers[0]
    table.gm("Поле: @discobot roll 20d120 поехали")  # words after the dice: no roll either
    assert "\n`@discobot roll 20d120`\n" in table.posts_in(table.gm_desk)[-1]
    assert table.state()["field"] is None
    table.gm("@discobot roll 20d120")
    table.gm("@discobot roll 20d120")
    assert table.state()["field"] is not None


def test_on_a_french_forum_the_texts_say_jet(database_url) -> None:
    """`default_locale` fr (DISCOBOT_LOCALE): the words shown are `jet`, and they roll."""
    from bridge.clock import FakeClock
    from bridge.sandbox.model import SiteSettings
    from bridge.tools.stack import Stack
    from tests.e2e.conftest import START

    with Stack(FakeClock(START), database_url,
               site=SiteSettings.game_forum(default_locale="fr")) as french:
        table = Highway(french, settings="source=discobot")
        assert any("`@discobot jet 20d120`" in text for text in table.posts_in(table.gm_desk))
        table.gm("@discobot jet 20d120")
        table.gm("@discobot jet 20d120")
        assert table.state()["field"] is not None


def test_when_discobot_never_answers_the_table_moves_on_at_the_deadline(stack) -> None:
    """The GM switched new-user tips off: discobot answers "you've disabled me" and never
    rolls (track_selector.rb `bot_commands`). The GM is told why; at the end of the reply
    window the bot draws the field itself, says so at the table and to the GM, and the first
    move opens."""
    stack.forum.add_user("vedushchiy", skip_new_user_tips=True)
    table = Highway(stack, settings="source=discobot")
    table.gm("@discobot roll 20d120")
    assert stack.forum.transcript(by="discobot")[-1]["raw"].startswith("You’ve disabled me")
    assert "подсказки для новых пользователей" in table.posts_in(table.gm_desk)[-1]
    assert table.state()["stage"] == "field"
    stack.advance(stack.clock.now() + timedelta(minutes=11))
    state = table.state()
    assert state["stage"] == "cell" and state["commitment"]
    assert len(state["field"]) == 8 and all(len(row) == 5 for row in state["field"])
    assert any("бот вытянул сам" in text and state["commitment"] in text
               for text in table.posts_in(table.public))
    assert any("я вытянул сам" in text for text in table.posts_in(table.gm_desk))
