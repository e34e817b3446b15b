"""`gamemaster verify` and `gamemaster replay` on whole games played through the stack.

One game of each type is played once for the module (scenario files through
`bridge.tools.scenario.run`, into a SQLite file of our own): the mud fight with a pinned die and
the GM's rerun of its last turn, INDIXO, the clan arena (pinned dice), Highway Romantics
(pinned field and dice). Every test that tampers with the record works on a copy.
"""

from __future__ import annotations

import copy
import hashlib
import json
import random
import re
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select
from sqlalchemy.orm import Session

from bridge.db import Database, DecisionRow, GameRow, OutboxRow, ResolutionRow
from bridge.tools import cli
from bridge.tools import scenario as runner
from bridge.turns.seal import draw_label, in_force

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios"


def mud_with_rerun() -> dict[str, Any]:
    """mud_seeded_draw (a pinned die settles turn 1's tie) under the GM's review, whose
    GM has turn 2's dice drawn again (`refaire`): turn 2 is published with label
    `turn-2#1`, whose draw differs from what `turn-2` would give."""
    game = json.loads((SCENARIOS / "mud_seeded_draw.json").read_text(encoding="utf-8"))
    game["settings"]["review"] = "gm"
    game["steps"] = [
        {"at": "2026-12-01T09:00:00+01:00", "pm": {"from": "anna", "text": "déplacement D4"}},
        {"at": "2026-12-01T10:00:00+01:00", "pm": {"from": "boris", "text": "déplacement D4"}},
        {"at": "2026-12-02T23:00:00+01:00", "gm": {"text": "ok, je valide"}},
        {"at": "2026-12-03T09:00:00+01:00", "pm": {"from": "boris", "text": "déplacement E3"}},
        {"at": "2026-12-03T10:00:00+01:00", "pm": {"from": "cara", "text": "déplacement E3"}},
        {"at": "2026-12-04T23:00:00+01:00", "gm": {"text": "refaire le tirage, merci"}},
        {"at": "2026-12-04T23:30:00+01:00", "gm": {"text": "ok, je valide"}},
    ]
    return game


def scenario_file(name: str) -> Callable[[], dict[str, Any]]:
    return lambda: runner.load(SCENARIOS / f"{name}.json")


GAMES: dict[str, Callable[[], dict[str, Any]]] = {
    "mud": mud_with_rerun,
    "indixo": scenario_file("indixo_vote_wins"),
    "arena": scenario_file("arena_centre_win"),
    "highway": scenario_file("highway_ru_whole_game"),
}


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """Each game type played once, its database file by kind."""
    files = {}
    for kind, scenario in GAMES.items():
        path = tmp_path_factory.mktemp(kind) / "game.sqlite3"
        runner.run(scenario(), f"sqlite:///{path}")
        files[kind] = path
    return files


def copy_of(played: dict[str, Path], kind: str, tmp_path: Path) -> str:
    """A copy of a played game's database, to tamper with."""
    target = tmp_path / f"{kind}.sqlite3"
    for suffix in ("", "-wal", "-shm"):
        source = Path(f"{played[kind]}{suffix}")
        if source.exists():
            shutil.copy(source, f"{target}{suffix}")
    return f"sqlite:///{target}"


def gamemaster(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    """Run the command line; its exit status and what it printed."""
    status = cli.main(list(argv))
    out = capsys.readouterr()
    return status, out.out + out.err


def edit(url: str, change: Callable[[Session], None]) -> None:
    db = Database(url)
    with db.unit() as session:
        change(session)
    db.engine.dispose()


def row(session: Session, key: str) -> ResolutionRow:
    found = session.scalar(select(ResolutionRow).where(ResolutionRow.step_key == key,
                                                       ResolutionRow.status == "published"))
    assert found is not None, key
    return found


def step_line(out: str, key: str) -> str:
    return next(line for line in out.splitlines() if line.strip().startswith(key + " "))


def passed(line: str) -> bool:
    """A step's line says OK (a replay may add how many of the bridge's own messages it
    did not re-derive)."""
    return re.search(r"\sOK( \(\d+ messages? of the bridge's own, not re-derived\))?$",
                     line) is not None


def published_keys(url: str) -> list[str]:
    db = Database(url)
    with db.unit() as session:
        keys = list(session.scalars(
            select(ResolutionRow.step_key).where(ResolutionRow.status == "published")
            .order_by(ResolutionRow.published_at, ResolutionRow.id)))
    db.engine.dispose()
    return keys


# ----------------------------------------------------------------------------- they pass


@pytest.mark.parametrize("kind", list(GAMES))
def test_a_whole_game_verifies(kind: str, played: dict[str, Path],
                               capsys: pytest.CaptureFixture[str]) -> None:
    url = f"sqlite:///{played[kind]}"
    status, out = gamemaster(capsys, "verify", "1", "--database-url", url)
    assert status == 0, out
    assert f"({kind}), finished" in out
    assert "Commitment: OK" in out and "Reveal: OK" in out
    keys = published_keys(url)
    assert keys[0] == "setup" and len(keys) > 2
    for key in keys:
        assert passed(step_line(out, key)), key
    assert out.splitlines()[-1].startswith("Verdict: OK")


@pytest.mark.parametrize("kind", list(GAMES))
def test_a_whole_game_replays(kind: str, played: dict[str, Path],
                              capsys: pytest.CaptureFixture[str]) -> None:
    url = f"sqlite:///{played[kind]}"
    status, out = gamemaster(capsys, "replay", "1", "--database-url", url)
    assert status == 0, out
    assert "comparing state, log, pinned dice and messages" in out
    for key in published_keys(url):
        assert passed(step_line(out, key)), key
    assert out.splitlines()[-1].startswith("Verdict: OK")


def test_pinned_dice_are_named_and_the_others_rederived(
        played: dict[str, Path], capsys: pytest.CaptureFixture[str]) -> None:
    """mud: turn 1's tie takes the pinned die (2), turn 2's rerun draws from the label
    turn-2@<mix>#1; the arena's three dice and the highway's eleven are all pinned."""
    status, out = gamemaster(capsys, "verify", "1", "--database-url",
                             f"sqlite:///{played['mud']}")
    assert status == 0
    assert "1 pinned [2] (not derivable)" in step_line(out, "turn-1")
    rerun = step_line(out, "turn-2")
    assert re.search(r"'turn-2@[0-9a-f]{16}#1'", rerun), rerun
    assert "1 re-derived" in rerun and "pinned" not in rerun
    assert "1 dice re-derived from the seed" in out and "1 pinned dice" in out
    status, out = gamemaster(capsys, "verify", "1", "--database-url",
                             f"sqlite:///{played['arena']}")
    assert status == 0
    assert "2 pinned [6, 1]" in step_line(out, "round-2")
    status, out = gamemaster(capsys, "verify", "1", "--database-url",
                             f"sqlite:///{played['highway']}")
    assert status == 0
    assert "1 secret token" in step_line(out, "setup")
    assert "11 pinned dice" in out


def test_the_rerun_draw_is_what_its_label_gives(played: dict[str, Path]) -> None:
    """The check is not trivial: the label of the rerun gives another die than the step
    key alone, and the published turn shows the rerun's."""
    db = Database(f"sqlite:///{played['mud']}")
    with db.unit() as session:
        game = session.scalar(select(GameRow))
        assert game is not None
        turn = row(session, "turn-2")
        drawn = [e["value"] for e in turn.log if set(e) == {"die", "value", "why"}]
        seed = game.seed
    db.engine.dispose()
    lines = sorted(f"{s['actor']}:{s['order']}" for s in turn.inputs["closing"])
    mix = hashlib.sha256("\n".join(lines).encode()).hexdigest()[:16]
    assert turn.chance_label == f"turn-2@{mix}#1"
    assert drawn == [random.Random(f"{seed}:turn-2@{mix}#1").randint(1, 2)]
    assert drawn != [random.Random(f"{seed}:turn-2@{mix}").randint(1, 2)]


# ----------------------------------------------------------------------------- tampering


def test_a_changed_die_fails_verify_and_replay_at_its_step(
        played: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    url = copy_of(played, "mud", tmp_path)

    def change(session: Session) -> None:
        turn = row(session, "turn-2")
        log = copy.deepcopy(turn.log)
        die = next(e for e in log if set(e) == {"die", "value", "why"})
        die["value"] = 3 - die["value"]
        turn.log = log

    edit(url, change)
    status, out = gamemaster(capsys, "verify", "1", "--database-url", url)
    assert status == 1
    assert "MISMATCH: draw 1 (displace cara near E3): d2 logged" in step_line(out, "turn-2")
    assert passed(step_line(out, "turn-1"))
    assert "Verdict: FAILED: steps turn-2 do not match" in out
    status, out = gamemaster(capsys, "replay", "1", "--database-url", url)
    assert status == 1
    assert "DIFFERS: log[" in step_line(out, "turn-2")
    assert passed(step_line(out, "turn-1"))
    assert "1 step differs: turn-2" in out


def test_a_changed_pinned_die_fails_verify(played: dict[str, Path], tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    url = copy_of(played, "arena", tmp_path)

    def change(session: Session) -> None:
        step = row(session, "round-2")
        log = copy.deepcopy(step.log)
        dice = [e for e in log if set(e) == {"die", "value", "why"}]
        dice[1]["value"] = 4
        step.log = log

    edit(url, change)
    status, out = gamemaster(capsys, "verify", "1", "--database-url", url)
    assert status == 1
    assert "draw 2 (shooting:tania defence tania): d6 logged 4, but the pinned queue held 1" \
        in step_line(out, "round-2")
    assert passed(step_line(out, "round-1"))


def test_a_wrong_label_fails_verify(played: dict[str, Path], tmp_path: Path,
                                    capsys: pytest.CaptureFixture[str]) -> None:
    url = copy_of(played, "mud", tmp_path)
    label = "turn-2@0123456789abcdef#1"
    edit(url, lambda session: setattr(row(session, "turn-2"), "chance_label", label))
    status, out = gamemaster(capsys, "verify", "1", "--database-url", url)
    assert status == 1
    assert "the label is not the step's key and the mix of its orders at the close" in (
        step_line(out, "turn-2"))


def _closing_changed(url: str, change: Callable[[dict[str, Any]], None]) -> None:
    """Change the last sealed order of turn 1's close, and the label that goes with it."""
    def edited(session: Session) -> None:
        turn = row(session, "turn-1")
        closing = copy.deepcopy(turn.inputs["closing"])
        change(closing[-1])
        turn.inputs = {**turn.inputs, "closing": closing}
        turn.chance_label = draw_label("turn-1", in_force(closing))

    edit(url, edited)


def test_draws_from_an_order_its_receipt_did_not_seal_fail_verify(
        played: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A record whose draws claim another order than the one sealed, with the label that
    goes with it: the dice may match, the receipt does not."""
    url = copy_of(played, "mud", tmp_path)
    _closing_changed(url, lambda sealed: sealed.update(order='{"kind":"pass"}'))
    status, out = gamemaster(capsys, "verify", "1", "--database-url", url)
    assert status == 1
    assert "at the close is not the one its receipt sealed" in step_line(out, "turn-1")


def test_draws_from_receipts_never_published_fail_verify(
        played: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A sealed order (and receipt) the results never showed: the receipt checks out, but
    nobody saw it when the step closed."""
    url = copy_of(played, "mud", tmp_path)
    order = '{"kind":"pass"}'
    receipt = hashlib.sha256(f"{'0' * 16}:{order}".encode()).hexdigest()
    _closing_changed(url, lambda sealed: sealed.update(order=order, salt="0" * 16,
                                                       receipt=receipt))
    status, out = gamemaster(capsys, "verify", "1", "--database-url", url)
    assert status == 1
    assert f"1 receipt(s) the draws come from were never published: {receipt}" in (
        step_line(out, "turn-1"))


def test_a_changed_salt_fails_the_commitment(played: dict[str, Path], tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    url = copy_of(played, "indixo", tmp_path)

    def change(session: Session) -> None:
        game = session.scalar(select(GameRow))
        assert game is not None
        game.salt = "0" * len(game.salt)

    edit(url, change)
    status, out = gamemaster(capsys, "verify", "1", "--database-url", url)
    assert status == 1
    assert "Commitment: MISMATCH: SHA-256(seed + salt) is" in out
    assert "Reveal: MISMATCH" in out
    assert "Verdict: FAILED: the commitment and the reveal do not match" in out


def test_a_changed_order_fails_replay_at_its_step(
        played: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    url = copy_of(played, "indixo", tmp_path)

    def change(session: Session) -> None:
        votes = row(session, "day-1-votes")
        orders = copy.deepcopy(votes.orders)
        for order in orders.values():
            order["params"]["suspect"] = "carl"
        votes.orders = orders

    edit(url, change)
    status, out = gamemaster(capsys, "replay", "1", "--database-url", url)
    assert status == 1
    assert "DIFFERS: state_after." in step_line(out, "day-1-votes")
    for key in ("setup", "night-1-rooms", "night-1-actions", "day-1-chief"):
        assert passed(step_line(out, key))
    status, out = gamemaster(capsys, "verify", "1", "--database-url", url)
    assert status == 0  # the draws are untouched: only a replay sees a changed order


def test_a_changed_state_fails_replay_at_its_step(
        played: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    url = copy_of(played, "highway", tmp_path)
    changed: dict[str, Any] = {}

    def change(session: Session) -> None:
        step = row(session, "m20-cell")
        state = copy.deepcopy(step.state_after)
        key, value = next((k, v) for k, v in state.items() if isinstance(v, int)
                          and not isinstance(v, bool))
        state[key] = value + 7
        changed.update(key=key, value=value)
        step.state_after = state

    edit(url, change)
    status, out = gamemaster(capsys, "replay", "1", "--database-url", url)
    assert status == 1
    assert (f"DIFFERS: state_after.{changed['key']}: published {changed['value'] + 7}, "
            f"replayed {changed['value']}") in step_line(out, "m20-cell")
    assert passed(step_line(out, "m19-fight"))


def test_a_changed_message_fails_replay(played: dict[str, Path], tmp_path: Path,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    url = copy_of(played, "mud", tmp_path)

    def change(session: Session) -> None:
        turn = row(session, "turn-1")
        messages = copy.deepcopy(turn.messages)
        at = next(i for i, m in enumerate(messages)  # a message of the game's own, not the
                  if "anna" in m.get("raw", "") and "scellés" not in m["raw"])  # receipts
        messages[at]["raw"] = messages[at]["raw"].replace("anna", "anya", 1)
        turn.messages = messages

    edit(url, change)
    status, out = gamemaster(capsys, "replay", "1", "--database-url", url)
    assert status == 1
    assert "DIFFERS: messages[" in step_line(out, "turn-1")
    status, out = gamemaster(capsys, "replay", "1", "--database-url", url, "--no-messages")
    assert status == 0, out


def test_the_state_a_gm_edit_left_is_where_the_next_step_starts(
        played: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Turn 1's stored state is tampered with (cara moved); a GM `edit` decision between
    turn 1 and turn 2 that sets the true state back makes turn 2 replay from it: turn 1
    alone differs. Without the decision, turn 2 starts from the tampered state and
    differs too."""
    url = copy_of(played, "mud", tmp_path)

    def change(session: Session) -> None:
        turn = row(session, "turn-1")
        true_state = copy.deepcopy(turn.state_after)
        state = copy.deepcopy(turn.state_after)
        cara = next(p for p in state["players"] if p["name"] == "cara")
        cara["position"] = "A1"
        turn.state_after = state
        assert turn.published_at is not None
        session.add(DecisionRow(game_id=turn.game_id, at=turn.published_at, by="maitre",
                                action="edit", detail={"player": "cara", "field": "position",
                                                       "value": "E4",
                                                       "state_after": true_state}))

    edit(url, change)
    status, out = gamemaster(capsys, "replay", "1", "--database-url", url)
    assert status == 1
    assert "DIFFERS: state_after.players[2].position: published 'A1', replayed 'E4'" \
        in step_line(out, "turn-1")
    assert passed(step_line(out, "turn-2"))
    edit(url, lambda session: [session.delete(d) for d in session.scalars(
        select(DecisionRow).where(DecisionRow.action == "edit"))])
    status, out = gamemaster(capsys, "replay", "1", "--database-url", url)
    assert "DIFFERS" in step_line(out, "turn-2")


def test_a_game_not_over_is_not_verified_unless_asked(
        played: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    url = copy_of(played, "mud", tmp_path)

    def change(session: Session) -> None:
        game = session.scalar(select(GameRow))
        assert game is not None
        game.status = "running"
        for post in session.scalars(select(OutboxRow)):
            post.raw = post.raw.replace(game.seed, "<seed>")

    edit(url, change)
    status, out = gamemaster(capsys, "verify", "1", "--database-url", url)
    assert status == 2 and "revealed only when it is finished" in out
    status, out = gamemaster(capsys, "verify", "1", "--database-url", url, "--any-status")
    assert status == 0, out
    assert "Reveal: not yet: the game is running" in out
    status, out = gamemaster(capsys, "verify", "9", "--database-url", url)
    assert status == 2 and "No game 9" in out
