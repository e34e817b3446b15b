"""Logs an operator can live with (`bridge.logs`): one set-up for every process, each thing
that happens to a game logged once at INFO with the game's id as structured fields, and
nothing a player wrote, no seed and no secret in any line at INFO or above."""

from __future__ import annotations

import io
import json
import logging
from collections import Counter
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from sqlalchemy import select

from bridge import logs
from bridge.db import GameRow, OutboxRow
from bridge.tools.stack import Stack

DEADLINE = datetime(2026, 12, 2, 21, 0, tzinfo=UTC)  # the first turn's (tests/e2e/test_spine)


def _events(records: list[logging.LogRecord]) -> list[dict[str, Any]]:
    return [{**logs.fields(r), "level": r.levelno} for r in records
            if "event" in logs.fields(r)]


def _play(stack: Stack) -> tuple[int, list[str]]:
    """A one-turn mud fight through the forum: sign-ups (one withdrawn), the start, orders
    taken, refused, deleted and sent again, an outage of the forum, a message given up, a
    reminder, a post only the backfill finds, the deadline, the GM's review and the
    publication that ends the game. Returns the game's id and every text people posted."""
    posted: list[str] = []

    def say(user: str, topic: int, raw: str) -> dict[str, Any]:
        posted.append(raw)
        return stack.say(user, topic, raw)

    create = 'nouvelle partie mud "Boue des journaux" turns=1 review=gm remind=12'
    posted.append(create)
    stack.direct_message("maitre", create)
    game = stack.latest_game()
    stack.pin(game, start={"anna": "B2", "boris": "C2", "chloe": "B3"})
    public = stack.topic_of(game, "game")
    gm_desk = stack.topic_of(game, "gm", "maitre")
    for player in ("anna", "boris", "chloe", "dimitri"):
        say(player, public, "je participe")
    say("dimitri", public, "je me retire")
    say("maitre", gm_desk, "commencer")
    desks = {p: stack.topic_of(game, "player", p) for p in ("anna", "boris", "chloe")}
    say("anna", desks["anna"], "Je veux aller en E5, là-bas derrière la colline")
    first = say("anna", desks["anna"], "Je lance une boule de boue sur @chloe, chiffre 2")
    stack.forum.delete("anna", first["id"])
    stack.settle()
    say("anna", desks["anna"], "Je lance une boule de boue sur @boris, chiffre 3")
    stack.forum.fail_next(503)  # boris's acknowledgement meets a forum that does not answer
    say("boris", desks["boris"], "Je lance une boule de boue sur @anna, chiffre 2")
    stack.advance(stack.clock.now() + timedelta(minutes=11))  # and answers again
    stack.forum.fail_next(400)  # a refusal for good: the answer is given up, the GM told
    say("anna", desks["anna"], "Finalement je file tout droit en E5 sans me retourner")
    stack.advance(DEADLINE - timedelta(hours=11))  # chloe, silent, is reminded
    stack.forum.drop_webhooks = True
    chloe = "Je lance une boule de boue sur @anna, chiffre 1"
    posted.append(chloe)
    stack.forum.post("chloe", desks["chloe"], chloe)
    stack.forum.drop_webhooks = False
    assert stack.worker.backfill() == 1
    stack.advance(DEADLINE + timedelta(minutes=1))
    say("maitre", gm_desk, "ok")
    return game, posted


Played = tuple[Stack, int, list[str], list[logging.LogRecord]]


@pytest.fixture
def played(stack: Stack, caplog: pytest.LogCaptureFixture) -> Played:
    """The game played, and every record logged meanwhile."""
    with caplog.at_level(logging.INFO):
        game, posted = _play(stack)
    return stack, game, posted, caplog.get_records("setup")


def test_each_thing_a_game_goes_through_is_logged_once_with_its_game(played: Played) -> None:
    stack, game, _, records = played
    events = _events(records)
    mine = Counter(e["event"] for e in events if e.get("game") == game)
    for once in ("game_created", "game_started", "step_closed", "draft_sent", "published",
                 "game_finished", "player_left", "message_given_up", "backfill_found"):
        assert mine[once] == 1, (once, mine)
    joined = Counter(e["player"] for e in events
                     if e["event"] == "player_joined" and e["game"] == game)
    assert joined == {"anna": 1, "boris": 1, "chloe": 1, "dimitri": 1}
    left = next(e for e in events if e["event"] == "player_left")
    assert left["player"] == "dimitri"
    accepted = Counter(e["player"] for e in events
                       if e["event"] == "order_accepted" and e["game"] == game)
    assert accepted == {"anna": 2, "boris": 1, "chloe": 1}
    withdrawn = [e for e in events if e["event"] == "order_withdrawn" and e["game"] == game]
    assert [(e["player"], e["step"]) for e in withdrawn] == [("anna", "turn-1")]
    reminded = [e for e in events if e["event"] == "reminders_sent" and e["game"] == game]
    assert [(e["step"], e["players"]) for e in reminded] == [("turn-1", 1)]
    refused = [e for e in events if e["event"] == "order_refused" and e["game"] == game]
    assert [(e["player"], e["step"]) for e in refused] == [("anna", "turn-1")] * 2
    assert all(e["code"] for e in refused)
    closed = next(e for e in events if e["event"] == "step_closed")
    assert (closed["step"], closed["closed"], closed["orders"]) == ("turn-1", "deadline", 3)
    draft = next(e for e in events if e["event"] == "draft_sent")
    assert draft["outbox"] == f"g{game}:turn-1:draft"
    assert next(e for e in events if e["event"] == "published")["step"] == "turn-1"
    given_up = next(e for e in events if e["event"] == "message_given_up")
    assert given_up["reason"].startswith("400") and given_up["level"] == logging.ERROR
    assert next(e for e in events if e["event"] == "backfill_found")["posts"] == 1
    # Forum-wide, no game: down once, back once (a long outage: a warning).
    assert Counter(e["event"] for e in events)["forum_down"] == 1
    back = [e for e in events if e["event"] == "forum_back"]
    assert len(back) == 1 and back[0]["down_seconds"] >= 600
    assert back[0]["level"] == logging.WARNING
    # Every message sent is logged once, by its outbox key, with its game.
    sent = [e for e in events if e["event"] == "message_sent"]
    keys = Counter(e["outbox"] for e in sent)
    assert all(count == 1 for count in keys.values()), keys
    with stack.db.unit() as session:
        rows = session.execute(select(OutboxRow.key, OutboxRow.game_id, OutboxRow.kind).where(
            OutboxRow.status == "sent")).all()
    assert {key: (row_game, kind) for key, row_game, kind in rows} == {
        e["outbox"]: (e["game"], e["kind"]) for e in sent}
    assert sum(1 for _, row_game, _ in rows if row_game == game) > 10


def test_no_line_at_info_or_above_holds_what_a_player_wrote_a_seed_or_a_secret(
        played: Played) -> None:
    stack, game, posted, records = played
    with stack.db.unit() as session:
        row = session.get(GameRow, game)
        assert row is not None and row.status == "finished"
        seed, salt = row.seed, row.salt
    secrets = [stack.config.discourse_api_key, stack.config.webhook_secret, seed, salt]
    texts = [raw for raw in posted if len(raw) >= 12]
    assert len(texts) >= 6 and all(len(s) >= 8 for s in secrets)
    checked = 0
    for record in records:
        if record.levelno < logging.INFO:
            continue
        shown = [record.getMessage(), *map(str, logs.fields(record).values())]
        if record.exc_info:
            shown.append(logging.Formatter().formatException(record.exc_info))
        for line in shown:
            checked += 1
            assert not any(raw in line for raw in texts), (record.name, line)
            assert not any(secret in line for secret in secrets), (record.name, line)
    assert checked > 50


# ----------------------------------------------------------------- the set-up and its formats


@pytest.fixture
def root() -> Iterator[logging.Logger]:
    """The root logger, given back as it was."""
    logger = logging.getLogger()
    level, handlers = logger.level, list(logger.handlers)
    yield logger
    logger.setLevel(level)
    for handler in list(logger.handlers):
        if handler not in handlers:
            logger.removeHandler(handler)


def test_json_writes_one_object_a_line_with_the_fields_and_the_exception(
        root: logging.Logger) -> None:
    out = io.StringIO()
    logs.setup("INFO", "json", stream=out)
    log = logging.getLogger("bridge.handlers.orders")
    log.info("order accepted", extra={"game": 7, "event": "order_accepted", "step": "turn-1",
                                      "player": "anna"})
    try:
        raise RuntimeError("the forum went away")
    except RuntimeError:
        log.exception("sending failed", extra={"game": 7, "outbox": "g7:turn-1"})
    log.debug("not at INFO", extra={"game": 7})
    lines = out.getvalue().splitlines()
    assert len(lines) == 2
    first, second = (json.loads(line) for line in lines)
    assert first == {"time": first["time"], "level": "INFO",
                     "logger": "bridge.handlers.orders", "message": "order accepted",
                     "game": 7, "event": "order_accepted", "step": "turn-1", "player": "anna"}
    moment = datetime.fromisoformat(first["time"].replace("Z", "+00:00"))
    assert moment.utcoffset() == timedelta(0)
    assert abs(datetime.now(UTC) - moment) < timedelta(minutes=1)
    assert second["level"] == "ERROR" and second["outbox"] == "g7:turn-1"
    assert "RuntimeError: the forum went away" in second["exception"]
    assert "Traceback" in second["exception"]


def test_text_writes_the_fields_after_the_message(root: logging.Logger) -> None:
    out = io.StringIO()
    logs.setup("INFO", "text", stream=out)
    logging.getLogger("bridge.x").info("message given up", extra={
        "game": 3, "event": "message_given_up", "reason": "403: blocked, for now"})
    line = out.getvalue().strip()
    assert line.endswith(' INFO bridge.x message given up game=3 event=message_given_up '
                         'reason="403: blocked, for now"')


def test_setup_honours_log_level_and_log_format(root: logging.Logger,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LOG_LEVEL", "debug")
    monkeypatch.setenv("LOG_FORMAT", "json")
    out = io.StringIO()
    handler = logs.setup(stream=out)
    assert root.level == logging.DEBUG
    assert handler is not None and isinstance(handler.formatter, logs.JsonFormatter)
    logging.getLogger("bridge.y").debug("deep", extra={"game": 1})
    assert json.loads(out.getvalue())["level"] == "DEBUG"

    monkeypatch.setenv("LOG_LEVEL", "WARNING")
    monkeypatch.delenv("LOG_FORMAT")
    again = logs.setup(stream=out)
    assert root.level == logging.WARNING
    assert again is not None and isinstance(again.formatter, logs.TextFormatter)
    assert handler not in root.handlers, "run again, it replaces its own handler"

    handler = logs.setup("", "", stream=out)  # a settings file's empty values: not given
    assert root.level == logging.WARNING
    assert handler is not None and isinstance(handler.formatter, logs.TextFormatter)
    assert logs.setup("error", "JSON", stream=out) is not None
    assert root.level == logging.ERROR, "what the caller gives comes first"

    monkeypatch.delenv("LOG_LEVEL")
    logs.setup(stream=out)
    assert root.level == logging.INFO, "INFO by default"

    monkeypatch.setenv("LOG_LEVEL", "chatty")
    monkeypatch.setenv("LOG_FORMAT", "xml")
    out = io.StringIO()
    handler = logs.setup(stream=out)
    assert root.level == logging.INFO
    assert handler is not None and isinstance(handler.formatter, logs.TextFormatter)
    assert "LOG_LEVEL 'chatty'" in out.getvalue() and "LOG_FORMAT 'xml'" in out.getvalue()


def test_setup_leaves_a_host_programs_handlers_alone(root: logging.Logger,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """As `logging.basicConfig`: with someone else's handler on the root logger (here
    pytest's), only the level is set."""
    monkeypatch.setenv("LOG_LEVEL", "ERROR")
    before = list(root.handlers)
    assert before
    assert logs.setup() is None
    assert root.handlers == before and root.level == logging.ERROR


def test_a_games_own_sign_up_logs_each_player_once(
        stack: Stack, caplog: pytest.LogCaptureFixture) -> None:
    """The arena signs its players up itself (`bridge.handlers.enrolment`): each is logged
    joining once, when the game names them (a chief or a warrior with their spread)."""
    spread = "attaque 3, défense 3, tir 3, bouclier 3"
    with caplog.at_level(logging.INFO):
        stack.direct_message("maitre", 'nouvelle partie arena "Arène des journaux" minimum=0')
        game = stack.latest_game()
        public = stack.topic_of(game, "game")
        for player, words in (("ana", "Je suis chef de guerre du clan des Loups !"),
                              ("bob", "je rejoins les Loups, pour la gloire")):
            stack.say(player, public, words)
            stack.say(player, stack.topic_of(game, "player", player), spread)
        stack.say("bob", stack.topic_of(game, "player", "bob"), spread)  # again: no news
    events = [e for e in _events(caplog.records) if e.get("game") == game]
    assert Counter(e["player"] for e in events if e["event"] == "player_joined") == {
        "ana": 1, "bob": 1}
