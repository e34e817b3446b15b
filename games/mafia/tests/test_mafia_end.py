"""mafia.md, "End" and "Status and scenarios": the wins, the end post, the views."""

from __future__ import annotations

import json

from mafia import GAME
from mafia_table import ROLES_NINE, SEVEN, Table

from gamemaster.game import GM, PUBLIC


def test_town_wins_when_no_mafia_is_left() -> None:
    """The town wins when no mafia is left (checked after every elimination)."""
    table = Table(SEVEN)
    table.vote(("bea", "ana"), ("carl", "ana"), ("dan", "ana"), ("emma", "ana"))
    table.night(("gina", "kill", "bea"))
    table.vote(("carl", "gina"), ("dan", "gina"), ("emma", "gina"))
    assert table.state["finished"] and table.state["winner"] == "town"
    assert GAME.steps(table.state) == ()
    assert table.named("game_end", PUBLIC)[0]["winner"] == "town"


def test_mafia_wins_at_dawn_when_as_many_as_town() -> None:
    """The mafia wins when the living mafia are at least as many as the living town
    (checked after every dawn)."""
    five = {"ana": "goon", "bea": "town", "carl": "town", "dan": "goon", "emma": "town"}
    table = Table(five, start="night")
    outcome = table.night(("ana", "kill", "bea"))
    assert table.state["winner"] == "mafia" and table.state["finished"]
    assert [n.template for n in table.notices] == ["dawn", "night_review", "game_end"]
    assert outcome.close == [("ana", "dan")]


def test_end_reveals_every_role_action_and_salt() -> None:
    """The end post reveals every role, every night action of the game, and the salt."""
    table = Table(ROLES_NINE)
    table.vote(("carl", "hugo"), ("dan", "hugo"), ("emma", "hugo"), ("fred", "hugo"),
               ("gina", "hugo"))
    table.night(("bea", "block", "fred"), ("ana", "kill", "carl"), ("fred", "check", "ana"),
                ("emma", "protect", "dan"))
    table.vote(("dan", "ana"), ("emma", "ana"), ("fred", "ana"), ("gina", "ana"))
    table.night(("bea", "kill", "dan"), ("gina", "shoot", "bea"))
    end = table.named("game_end", PUBLIC)[0]
    assert end["winner"] == "town"
    assert [(r["name"], r["role"]) for r in end["roles"]] == list(ROLES_NINE.items())
    assert end["nights"] == [
        {"night": 1, "actions": [
            {"actor": "bea", "role": "roleblocker", "action": "block", "target": "fred",
             "blocked": False},
            {"actor": "emma", "role": "doctor", "action": "protect", "target": "dan",
             "blocked": False},
            {"actor": "ana", "role": "godfather", "action": "kill", "target": "carl",
             "blocked": False},
            {"actor": "fred", "role": "cop", "action": "check", "target": "ana",
             "blocked": True}],
         "deaths": ["carl"]},
        {"night": 2, "actions": [
            {"actor": "bea", "role": "roleblocker", "action": "kill", "target": "dan",
             "blocked": False},
            {"actor": "gina", "role": "vigilante", "action": "shoot", "target": "bea",
             "blocked": False}],
         "deaths": ["bea", "dan"]}]
    assert end["salt"] == table.state["salt"] and end["role_list"].startswith("ana=godfather,")
    assert end["days"] == [{"day": 1, "eliminated": "hugo", "how": "hammer"},
                           {"day": 2, "eliminated": "ana", "how": "hammer"}]


def test_public_view_holds_no_secret() -> None:
    """The public view: phase, number, alive, the dead as flipped, votes, the votecount;
    never a living player's role, a night action or the salt."""
    table = Table(ROLES_NINE)
    table.vote(("carl", "hugo"), ("dan", "hugo"), ("emma", "hugo"), ("fred", "hugo"),
               ("gina", "hugo"))
    table.night(("ana", "kill", "carl"), ("fred", "check", "ana"))
    table.vote(("dan", "bea"))
    public = GAME.view(table.state, None)
    text = json.dumps(public)
    for name in table.state["alive"]:
        assert f'"name": "{name}", "role"' not in text, name
    for secret in (table.state["salt"], table.state["role_list"], '"check"', '"kill"'):
        assert secret not in text, secret
    assert "me" not in public and "secret" not in public
    assert public["votes"] == {"dan": "bea"}
    assert public["dead"] == [
        {"name": "hugo", "role": "town", "when": {"phase": "day", "number": 1}},
        {"name": "carl", "role": "town", "when": {"phase": "night", "number": 1}}]


def test_a_player_sees_their_own_secrets_only() -> None:
    """A player's view adds their role, their night actions and results; a mafia member's
    view adds their partners; nothing of other players."""
    table = Table(ROLES_NINE)
    table.vote(("carl", "hugo"), ("dan", "hugo"), ("emma", "hugo"), ("fred", "hugo"),
               ("gina", "hugo"))
    table.night(("ana", "kill", "carl"), ("fred", "check", "bea"))
    cop = GAME.view(table.state, "fred")
    assert cop["me"]["role"] == "cop" and cop["me"]["partners"] == []
    assert cop["me"]["history"] == [
        {"night": 1, "action": "check", "target": "bea", "blocked": False}]
    assert cop["me"]["results"] == [
        {"night": 1, "kind": "check", "target": "bea", "result": "mafia"}]
    assert "secret" not in cop and '"name": "ana", "role"' not in json.dumps(cop)
    mafia = GAME.view(table.state, "bea")
    assert mafia["me"]["partners"] == [{"name": "ana", "role": "godfather", "alive": True}]
    assert mafia["me"]["history"] == [] and mafia["me"]["results"] == []
    assert '"name": "fred", "role"' not in json.dumps(mafia)


def test_gm_and_finished_views_show_everything() -> None:
    """The GM sees every role; once the game is over, so does everyone."""
    table = Table(SEVEN)
    assert GAME.view(table.state, GM)["secret"]["roles"] == SEVEN
    assert "secret" not in GAME.view(table.state, "bea")
    table.vote(("bea", "ana"), ("carl", "ana"), ("dan", "ana"), ("emma", "ana"))
    table.night(("gina", "kill", "bea"))
    table.vote(("carl", "gina"), ("dan", "gina"), ("emma", "gina"))
    assert GAME.view(table.state, None)["secret"]["salt"] == table.state["salt"]


def test_status_fields_from_the_view() -> None:
    """The status holds phase, number, finished, winner, alive, dead, votes and the
    votecount's lines, read from the view alone."""
    table = Table(SEVEN)
    table.vote(("bea", "carl"), ("dan", "carl"))
    status = GAME.status(GAME.view(table.state, None))
    assert status == {
        "phase": "day", "number": 1, "finished": False, "winner": None,
        "alive": list(SEVEN), "dead": [], "votes": {"bea": "carl", "dan": "carl"},
        "votecount": [{"target": "carl", "no_lynch": False, "count": 2,
                       "voters": ["bea", "dan"]}]}
    assert json.loads(json.dumps(table.state)) == table.state  # the state is plain JSON
