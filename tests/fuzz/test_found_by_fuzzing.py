"""What the fuzzer found (tests/fuzz/fuzzer.py), each case pinned as it bit: sent through
the real receiver and worker, as the fuzzer sends it.

- a signature holding a non-ASCII character made the receiver compare str with
  `hmac.compare_digest`, which raises: a 500 instead of a 403;
- a number of 4,300 digits or more in a game's creation or in `registre` made int() raise:
  the post failed, the GM got no answer;
- `remind` or `review` of hours past a year made every tick of the clock raise
  (OverflowError) for every game of the forum, not only that one; INDIXO's and the arena's
  windows past a year did the same at the start;
- `prolonger 2147483648 heures`, `échéance 31/12/9999 23:59` overflowed the deadline;
- `set anna points ³`: '³' is a digit to `str.isdigit` and no number to int();
- "absent jusqu'au 29/02" after that day of a leap year: the next year has no 29 February;
- a fractional number in a Russian text (`фонд=1000.5`): CLDR's "other" form, which Russian
  templates do not give (one, few, many): a KeyError;
- every player of a live table away: each publication resolved the next complete step
  from inside itself, a recursion without end (RecursionError).
"""

from __future__ import annotations

import hashlib
import hmac
from datetime import UTC, datetime

import pytest
from sqlalchemy import func, select

from bridge.db import GameRow, InboundRow, OutboxRow, PlayerRow, ResolutionRow, RosterRow
from bridge.handlers import moments
from bridge.turns.resolution import CHAIN_LIMIT
from tests.fuzz.fuzzer import SECRET, Fuzzer


@pytest.fixture
def forum(db, shared) -> Fuzzer:  # type: ignore[no-untyped-def]
    return Fuzzer(db, seed=1, shared=shared)


def _answers(forum: Fuzzer) -> list[str]:
    """The bot's answers to the last post said; that post must have been handled."""
    sent = forum.recent[-1]
    with forum.db.unit() as session:
        row = session.scalar(select(InboundRow).where(InboundRow.post_id == sent.post_id)
                             .order_by(InboundRow.id.desc()).limit(1))
        assert row is not None and row.status in ("done", "ignored"), row and row.note
        return list(session.scalars(select(OutboxRow.raw).where(
            OutboxRow.key.startswith(f"in{row.id}:")).order_by(OutboxRow.id)))


def _game(forum: Fuzzer, game_id: int) -> GameRow:
    with forum.db.unit() as session:
        game = session.get(GameRow, game_id)
        assert game is not None
        session.expunge(game)
        return game


@pytest.mark.parametrize("signature", ["sha256=é", "sha256=" + "€" * 64, "sha256=\u0660" * 2])
def test_a_signature_with_non_ascii_characters_is_a_403_not_a_500(forum, signature) -> None:
    body = b'{"post": {"id": 1}}'
    right = hmac.new(SECRET.encode(), body, hashlib.sha256).hexdigest()
    for header in (signature, signature + right[1:]):
        answer = forum.client.post("/webhooks/discourse", data=body, headers={
            "X-Discourse-Event": "post_created", "X-Discourse-Instance": "http://forum.a",
            "X-Discourse-Event-Signature": header})
        assert answer.status_code == 403
    with forum.db.unit() as session:
        assert session.scalar(select(func.count()).select_from(InboundRow)) == 0


@pytest.mark.parametrize("setting", [
    "turns=" + "9" * 5000, "turns=-" + "9" * 4400, "turns=" + "1" + "0" * 400 + ".5"])
def test_a_setting_of_thousands_of_digits_is_refused_not_a_crash(forum, setting) -> None:
    assert forum.create("maitre", f'nouvelle partie mud "Boue" {setting}') is None
    assert "Rien n'a été créé" in _answers(forum)[0]


@pytest.mark.parametrize("text", [
    'nouvelle partie mud "Boue" remind=99999999',
    'nouvelle partie mud "Boue" review=99999999',
    'nouvelle partie mud "Boue" remind=1000000000000000000000000000000.5',
    'nouvelle partie mud "Boue" review=8785',
    'nouvelle partie indixo "Manoir" room_hours=99999999',
    'nouvelle partie indixo "Manoir" switch_minutes=527041',
    'nouvelle partie arena "Arène" minimum=0 placement_hours=99999999',
    'nouvelle partie arena "Arène" minimum=0 choice_minutes=999999999',
])
def test_a_window_past_a_year_is_refused_at_creation(forum, text) -> None:
    """Accepted, these made the clock overflow: at every tick for every game (`remind`,
    computed before any game is claimed), or at each resolution or start."""
    assert forum.create("maitre", text) is None
    assert "un an" in _answers(forum)[0] and "Rien n'a été créé" in _answers(forum)[0]


def test_a_reminder_of_a_year_runs(forum) -> None:
    game_id = forum.create("maitre", 'nouvelle partie mud "Boue" remind=8784 review=8784')
    assert game_id is not None
    forum.settle()
    for player in ("anna", "boris"):
        forum.say(player, forum.topic(game_id, "game"), "je participe", private=False)
    forum.say("maitre", forum.topic(game_id, "gm", "maitre"), "commencer", private=True)
    assert _game(forum, game_id).status == "running"
    forum.master.run_due()  # reminders computed for the open turn: no overflow


def test_a_deadline_moved_past_a_year_is_refused(forum) -> None:
    table = forum.set_up_table("mud")
    before = _game(forum, table.id).deadline_at
    assert before is not None
    for text in ("prolonger 2147483648 heures", "prolonger 99999999 jours",
                 "prolonger " + "9" * 400 + " h", "échéance 31/12/9999 23:59",
                 "prolonger 9000 heures"):
        forum.say(table.gm, table.gm_desk, text, private=True)
        assert "plus d'un an" in _answers(forum)[0], text
        assert _game(forum, table.id).deadline_at == before
    forum.say(table.gm, table.gm_desk, "prolonger de 2 h", private=True)
    after = _game(forum, table.id).deadline_at
    assert after is not None and (after - before).total_seconds() == 7200


def test_a_roster_correction_of_thousands_of_digits_changes_nothing(forum) -> None:
    table = forum.set_up_table("arena")
    with forum.db.unit() as session:
        before = session.scalar(select(RosterRow.entry).where(RosterRow.user_key == "bob"))
    forum.say(table.gm, table.gm_desk, "registre @bob attaque " + "9" * 5000, private=True)
    assert _answers(forum)
    with forum.db.unit() as session:
        assert session.scalar(select(RosterRow.entry).where(RosterRow.user_key == "bob")) \
            == before


@pytest.mark.parametrize("value", ["³", "٣" * 7, "9" * 5000])
def test_a_gm_correction_that_is_no_number_is_refused(forum, value) -> None:
    table = forum.set_up_table("mud")
    state = _game(forum, table.id).state
    forum.say(table.gm, table.gm_desk, f"set anna points {value}", private=True)
    assert "n'est pas un nombre" in _answers(forum)[0]
    assert _game(forum, table.id).state == state


def test_an_absence_until_a_29_february_gone_by_in_a_leap_year(forum) -> None:
    forum.clock.set(datetime(2028, 3, 5, 10, 0, tzinfo=UTC))
    table = forum.set_up_table("mud")
    forum.say("anna", table.desks["anna"], "absent jusqu'au 29/02", private=True)
    assert _answers(forum)  # handled (read as no absence), not failed
    with forum.db.unit() as session:
        assert session.scalar(select(PlayerRow.away_until).where(
            PlayerRow.game_id == table.id, PlayerRow.username == "anna")) is None
    now = forum.clock.now()
    assert moments.absence("absent jusqu'au 29/02", "Europe/Paris", now) is None
    assert moments.moment("31/12/9999 23:59", "America/New_York", now) is None
    assert moments.moment("29/02", "Europe/Paris", datetime(2027, 3, 5, tzinfo=UTC)) is None


def test_a_fractional_prize_fund_is_written_in_russian(forum) -> None:
    game_id = forum.create("vedushchiy", 'новая игра highway "Романтики" фонд=1000.5')
    assert game_id is not None and _answers(forum)
    with forum.db.unit() as session:
        topic = session.scalar(select(OutboxRow.raw).where(OutboxRow.key == f"g{game_id}:topic"))
    assert topic is not None and "1000.5 монеты" in topic


def test_every_player_of_a_live_table_away_ends_a_chain_not_the_stack(forum) -> None:
    table = forum.set_up_table("highway")
    for player in table.players:
        forum.say(player, table.public, "меня не будет до 10 декабря", private=False)
        _answers(forum)  # handled, not failed
    with forum.db.unit() as session:
        resolved = session.scalar(select(func.count()).select_from(ResolutionRow).where(
            ResolutionRow.game_id == table.id))
        away = session.scalar(select(func.count()).select_from(PlayerRow).where(
            PlayerRow.game_id == table.id, PlayerRow.away_until.is_not(None)))
    assert away == len(table.players)
    assert 1 < resolved <= CHAIN_LIMIT + 5  # the set-up, a bounded chain of defaults
