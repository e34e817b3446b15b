"""mafia.md, "Set-up": set-ups per size, role lists, the deal and its commitment, what each
player is told at the start, the settings."""

from __future__ import annotations

import hashlib
from collections import Counter

import pytest
from mafia import GAME
from mafia.deal import deal_commitment
from mafia.setups import named_roles
from mafia_table import SEVEN, Table

from gamemaster.game import GM, PUBLIC, Chance, Rejection, SetupRefused

NAMES = [f"p{i}" for i in range(1, 26)]


@pytest.mark.parametrize(("players", "mafia"), [
    (5, 1), (6, 2), (7, 2), (8, 2), (9, 2), (10, 3), (13, 3), (14, 4), (17, 4), (18, 5),
    (25, 6)])
def test_mountainous_one_mafia_per_four_rounded_half_up(players: int, mafia: int) -> None:
    """mountainous: one mafia per four players, rounded half up (5: 1, 6-9: 2, 10-13: 3),
    everyone else plain town."""
    roles = Counter(named_roles("mountainous", players))
    assert roles == Counter({"goon": mafia, "town": players - mafia})


def test_vanilla_plus_adds_doctor_and_cop_from_seven() -> None:
    """vanilla_plus adds a doctor and a cop to the town from 7 players."""
    assert Counter(named_roles("vanilla_plus", 6)) == Counter({"goon": 2, "town": 4})
    assert Counter(named_roles("vanilla_plus", 7)) == Counter(
        {"goon": 2, "doctor": 1, "cop": 1, "town": 3})
    assert Counter(named_roles("vanilla_plus", 10)) == Counter(
        {"goon": 3, "doctor": 1, "cop": 1, "town": 5})


def test_classic_godfather_replaces_a_goon_from_nine() -> None:
    """classic: vanilla_plus plus a godfather replacing one mafia goon from 9 players."""
    assert Counter(named_roles("classic", 8)) == Counter(
        {"goon": 2, "doctor": 1, "cop": 1, "town": 4})
    assert Counter(named_roles("classic", 9)) == Counter(
        {"godfather": 1, "goon": 1, "doctor": 1, "cop": 1, "town": 5})


@pytest.mark.parametrize("setup", ["mountainous", "vanilla_plus", "classic"])
@pytest.mark.parametrize("players", [5, 9, 13, 25])
def test_role_counts_dealt_match_the_setup(setup: str, players: int) -> None:
    """Every role of the set-up is dealt once, to one player each."""
    outcome = GAME.setup({"setup": setup}, NAMES[:players], Chance("s", "setup"), {})
    dealt = Counter(outcome.state["roles"].values())
    assert dealt == Counter(named_roles(setup, players))
    assert sorted(outcome.state["roles"]) == sorted(NAMES[:players])


def test_role_list_setup_is_dealt_as_given() -> None:
    """The GM gives the set-up as a role list."""
    setup = "goon,roleblocker,doctor,cop,vigilante,town,town"
    outcome = GAME.setup({"setup": setup}, NAMES[:7], Chance("s", "setup"), {})
    assert Counter(outcome.state["roles"].values()) == Counter(setup.split(","))


def test_role_list_of_another_length_is_refused() -> None:
    """A role list whose length differs from the player count cannot start."""
    with pytest.raises(SetupRefused) as refused:
        GAME.setup({"setup": "goon,town,town,town,town,town"}, NAMES[:5], Chance("s", "x"), {})
    assert refused.value.rejection.code == "role_count"
    assert refused.value.rejection.params == {"roles": 6, "players": 5}


@pytest.mark.parametrize(("players", "code"), [(4, "too_few_players"),
                                               (26, "too_many_players")])
def test_five_to_twenty_five_players(players: int, code: str) -> None:
    """5 to 25 players."""
    names = [f"x{i}" for i in range(players)]
    with pytest.raises(SetupRefused) as refused:
        GAME.setup({}, names, Chance("s", "x"), {})
    assert refused.value.rejection.code == code


@pytest.mark.parametrize(("settings", "code"), [
    ({"setup": "mountain"}, "unknown_setup"),
    ({"setup": "goon,wizard,town,town,town"}, "unknown_role"),
    ({"setup": "town,town,town,town,town"}, "no_mafia"),
    ({"setup": "goon,goon,town,town"}, "mafia_majority"),
    ({"tie": "coin"}, "bad_setting"),
    ({"start": "dusk"}, "bad_setting"),
    ({"mafia_chat": "never"}, "bad_setting"),
    ({"hammer": "yes"}, "bad_setting"),
    ({"day_hours": 0}, "bad_setting"),
    ({"night_hours": -3}, "bad_setting"),
    ({"min_posts": -1}, "bad_setting"),
])
def test_check_settings_refuses_bad_values(settings: dict[str, object], code: str) -> None:
    """Settings the game cannot run with are refused with a code for `setup_refused`."""
    refused = GAME.check_settings(settings)
    assert isinstance(refused, Rejection) and refused.code == code


def test_settings_defaults_and_aliases() -> None:
    """Every [setting] of mafia.md by name, with its default; French and Russian names."""
    assert dict(GAME.defaults) == {
        "setup": "mountainous", "start": "day", "hammer": True, "tie": "no_lynch",
        "reveal": True, "day_hours": 48, "night_hours": 24, "doctor_self": True,
        "mafia_chat": "always", "min_posts": 3}
    assert GAME.aliases["composition"] == "setup"
    assert GAME.aliases["старт"] == "start"
    assert GAME.check_settings({}) is None
    assert GAME.check_settings({"setup": "classic", "tie": "random", "start": "night"}) is None
    assert GAME.check_settings({"setup": "Vanilla_Plus "}) is None


def test_commitment_recomputable_from_salt_and_roles() -> None:
    """The deal is committed (hash of the role list and a salt) in the opening post and
    revealed with the salt at the end: anyone can recompute it."""
    table = Table(SEVEN)
    opening = table.named("opening", PUBLIC)[0]
    table.vote(("bea", "ana"), ("carl", "ana"), ("dan", "ana"), ("emma", "ana"))
    table.night(("gina", "kill", "bea"))
    table.vote(("carl", "gina"), ("dan", "gina"), ("emma", "gina"))
    end = table.named("game_end", PUBLIC)[0]
    assert end["role_list"] == ",".join(f"{name}={role}" for name, role in SEVEN.items())
    recomputed = hashlib.sha256(f"{end['role_list']}{end['salt']}".encode()).hexdigest()
    assert recomputed == opening["commitment"] == end["commitment"]
    assert deal_commitment(end["role_list"], end["salt"]) == opening["commitment"]
    assert len(end["salt"]) == 32


def test_opening_tells_no_one_role() -> None:
    """The opening post holds the players, role counts and commitment, never who is what."""
    table = Table(SEVEN)
    opening = table.named("opening", PUBLIC)[0]
    assert opening["players"] == list(SEVEN)
    assert {"role": "goon", "count": 2} in opening["roles"]
    assert "salt" not in opening and "role_list" not in opening
    assert "goon" not in str(opening["players"])


def test_each_player_learns_role_and_alignment() -> None:
    """Each player learns their role and alignment in their private desk."""
    table = Table(SEVEN)
    for name, role in SEVEN.items():
        told = table.named("role", name)
        assert len(told) == 1
        assert told[0]["role"] == role
        assert told[0]["alignment"] == ("mafia" if role == "goon" else "town")


def test_mafia_partners_told_and_night_chat_opened() -> None:
    """The mafia also learn their partners; the bot opens one private conversation for the
    whole mafia."""
    table = Table(SEVEN)
    assert table.named("role", "ana")[0]["partners"] == [{"name": "gina", "role": "goon"}]
    assert table.named("role", "gina")[0]["partners"] == [{"name": "ana", "role": "goon"}]
    assert table.named("role", "bea")[0]["partners"] == []
    chat = table.named("mafia_chat", ("ana", "gina"))
    assert chat and [m["name"] for m in chat[0]["members"]] == ["ana", "gina"]


def test_game_starts_with_a_day_by_default() -> None:
    """The game starts with a day [setting: start day | night]."""
    table = Table(SEVEN)
    assert (table.state["phase"], table.state["number"]) == ("day", 1)
    assert table.step.key == "day-1-0"
    assert table.named("day_start", PUBLIC)[0]["needed"] == 4


def test_start_night_opens_with_night_zero() -> None:
    """start=night: the first night is night 0, then day 1."""
    table = Table(SEVEN, start="night")
    assert (table.state["phase"], table.state["number"]) == ("night", 0)
    assert table.step.key == "night-0"
    table.night(("ana", "kill", "bea"))
    assert (table.state["phase"], table.state["number"]) == ("day", 1)
    assert "bea" not in table.state["alive"]


def test_mafia_chat_night_only_closes_at_dawn_and_reopens_at_dusk() -> None:
    """mafia_chat=night: the night chat is open only at night."""
    table = Table(SEVEN, mafia_chat="night")
    assert not table.named("mafia_chat")
    table.vote(("bea", "carl"), ("dan", "carl"), ("emma", "carl"), ("fred", "carl"))
    assert table.named("mafia_chat", ("ana", "gina"))[0]["night"] == 1
    outcome = table.night(("ana", "kill", "dan"), ("emma", "protect", "dan"))
    assert outcome.close == [("ana", "gina")]
    table.vote(("dan", "bea"), ("emma", "bea"), ("fred", "bea"), ("gina", "bea"))
    assert table.named("mafia_chat", ("ana", "gina"))[0]["reopened"] is True


def test_mafia_chat_always_stays_open_through_dawn() -> None:
    """mafia_chat=always (default): the night chat is never closed while the game runs."""
    table = Table(SEVEN)
    table.vote(("bea", "carl"), ("dan", "carl"), ("emma", "carl"), ("fred", "carl"))
    outcome = table.night(("ana", "kill", "dan"))
    assert outcome.close == []
    assert not table.named("mafia_chat")


def test_determinism_given_the_seed() -> None:
    """Same seed, same deal and salt; the deal comes from the seeded generator."""
    first = GAME.setup({"setup": "classic"}, NAMES[:12], Chance("abc", "setup"), {})
    again = GAME.setup({"setup": "classic"}, NAMES[:12], Chance("abc", "setup"), {})
    assert first.state == again.state and first.notices == again.notices
    others = {GAME.setup({"setup": "classic"}, NAMES[:12], Chance(seed, "setup"), {})
              .state["role_list"] for seed in ("a", "b", "c", "d")}
    assert len(others) > 1


def test_pinned_roles_deal() -> None:
    """Scenarios pin the deal with roles {player: role}."""
    pinned = {"p1": "goon", "p2": "goon"}
    outcome = GAME.setup({"setup": "mountainous"}, NAMES[:8], Chance("s", "setup"),
                         {"roles": pinned})
    assert outcome.state["roles"]["p1"] == outcome.state["roles"]["p2"] == "goon"
    assert Counter(outcome.state["roles"].values()) == Counter({"goon": 2, "town": 6})
    with pytest.raises(SetupRefused) as refused:
        GAME.setup({}, NAMES[:5], Chance("s", "setup"), {"roles": {"p1": "cop"}})
    assert refused.value.rejection.code == "bad_pin"


def test_game_face() -> None:
    """The package's face: id, names, players, languages, no picture, no live play."""
    assert GAME.id == "mafia" and GAME.names["ru"] == "Мафия"
    assert (GAME.min_players, GAME.max_players) == (5, 25)
    assert GAME.languages == ("fr", "en", "ru") and GAME.live is False
    assert GAME.picture(GAME.view(Table(SEVEN).state, GM)) is None
