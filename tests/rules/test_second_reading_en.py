"""A native English reader's second reading of the whole games (tests/texts/*.en.txt and
games/mafia/tests/texts/*.en.txt), after the review's notes were applied: each test names the
slip, renders the text as players read it, and asserts the slip is gone and the new words are
there.

The arena's pieces are rendered from the games of `tests/rules/test_arena_templates.py`, the
highway's with the helper of `tests/rules/test_review_highway.py`; a line the bridge or a game
builds from one message alone (a setting, a closing line) is said by the catalogs themselves,
with the variables the templates pass.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from bridge.catalogs import Catalogs
from tests.rules.test_arena_templates import (
    Arena,
    centre_game,
    last_warrior_game,
    render,
)
from tests.rules.test_mud_templates import render as mud_render
from tests.rules.test_review_highway import highway


@pytest.fixture(scope="module")
def catalogs() -> Catalogs:
    return Catalogs()


@pytest.fixture(scope="module")
def arena_games() -> dict[str, Arena]:
    return {"centre": centre_game(), "last_warrior": last_warrior_game()}


def _said(game: Arena, template: str, lang: str = "en") -> list[str]:
    """Every `template` notice of an arena game, rendered in `lang`."""
    return [render(n, s, lang) for n, s in game.notices(template)]


# --- the bridge, every game -------------------------------------------------------------------


def test_everyone_awaited_becomes_all_the_answers_are_in(catalogs: Catalogs) -> None:
    """«Everyone awaited has answered, so night 1 closes now»: a calque ("tous les attendus"),
    read even by a lone GM filling the highway's field. Now «All the answers I was waiting for
    are in, so … closes now»."""
    for message, end in (("order-taken-closes", "this order is final."),
                         ("order-confirmed-closes", "this choice is final.")):
        said = catalogs.say("en", message, step="night 1")
        assert "Everyone awaited" not in said, said
        assert said == f"All the answers I was waiting for are in, so night 1 closes now: {end}"


def test_the_draws_label_is_the_step_then_the_hash_and_anyone_can_check(
        catalogs: Catalogs) -> None:
    """«the label adds to the step the first 16 characters of the SHA-256 …; … and anyone
    checks them once the salts are shown»: the label is the step, `@`, then the hash, and
    anyone *can* check."""
    said = catalogs.say("en", "receipts-draws", of="of turn 1", label="turn-1@b894c7f6d71ad967",
                        any="false", replaced=0, list="")
    assert "the label adds to the step" not in said and "anyone checks" not in said, said
    assert ("the label is the step followed by `@` and the first 16 characters of the SHA-256 "
            "of the orders in force when it closed (each written `player:order`, sorted, one "
            "per line); the receipts above seal those orders, and anyone can check them once "
            "the salts are shown.") in said, said
    replaced = catalogs.say("en", "receipts-draws", of="of turn 1", label="turn-1@b894",
                            any="true", replaced=1, list="@anna")
    assert ("seal those orders, with this one, since replaced by the game master: @anna, and "
            "anyone can check them") in replaced, replaced


def test_the_bots_private_words_go_to_their_desk(catalogs: Catalogs) -> None:
    """«What the bot tells one player alone comes in their desk, a private conversation opened
    with its first message.»"""
    said = catalogs.say("en", "started-no-desks")
    assert "comes in their desk" not in said, said
    assert said == ("Whatever the bot tells a single player goes to their desk: a private "
                    "conversation that opens with its first message.")


def test_the_gm_is_told_the_game_has_begun(catalogs: Catalogs) -> None:
    """«Started: the game began with 6 players, and it is announced in the public topic.»"""
    said = catalogs.say("en", "started-gm", count=6)
    assert "began with" not in said and "it is announced" not in said, said
    assert said == ("Started: the game has begun with 6 players, and the announcement is in "
                    "the public topic.")


# --- the clan arena ---------------------------------------------------------------------------


def test_arena_one_of_four_possible_clans_founded(arena_games: dict[str, Arena],
                                                  catalogs: Catalogs) -> None:
    """«1 clan founded of 4 possible»: now «1 of 4 possible clans founded», wherever the count
    of clans is said (a clan founded, a place freed, a refusal)."""
    founded = "\n".join(_said(arena_games["last_warrior"], "clan_founded"))
    assert "founded of" not in founded, founded
    assert "1 of 4 possible clans founded: there is room for 3 more war chiefs." in founded
    left = "\n".join(_said(arena_games["centre"], "left_clan"))
    assert "(3 of 4 possible clans founded): `I am war chief of the <name>`" in left, left
    yours = catalogs.say("en", "arena-signup-found-yours", chiefs=2, max=4)
    assert yours.endswith("(2 of 4 possible clans founded)."), yours
    alone = catalogs.say("en", "arena-signup-found-yours", chiefs=0, max=1)
    assert alone.endswith("(0 of 1 possible clan founded)."), alone


def test_arena_a_combat_is_titled_without_brackets_in_brackets(
        arena_games: dict[str, Arena], catalogs: Catalogs) -> None:
    """«**Shots at @tania** (the centre (zone C))»: brackets within brackets. The place now
    follows the title: «**Shots at @tania** in the centre (zone C)», «… in zone 2»."""
    results = "\n".join(_said(arena_games["last_warrior"], "results"))
    assert "** (zone" not in results, results
    assert "**Melee around @arno** in zone 2" in results, results
    centre = catalogs.say("en", "arena-combat-title", kind="shots", defender="tania", zone="C",
                          centre="true")
    assert centre == "**Shots at @tania** in the centre (zone C)", centre


def test_arena_the_defenders_choice_is_asked_once_not_thrice(
        arena_games: dict[str, Arena]) -> None:
    """The defender's choice said «**you** decide which of your attackers leaves the arena»,
    then «It is yours to choose which of the attackers leaves the arena: @ana or @bob.» (a
    calque, and the same words again), then «Answer me … with one name». The middle line is
    now a plain question."""
    asks = _said(arena_games["centre"], "choice_ask")
    assert asks
    for text in asks:
        assert "It is yours to choose" not in text, text
        assert re.search(r"^Which of the (attackers|shooters) leaves the arena, @\S+.* or @\S+\?$",
                         text, re.MULTILINE), text
    melee = next(t for t in asks if "attacked you" in t)
    assert "Which of the attackers leaves the arena, @" in melee, melee


def test_arena_the_next_round_opens_with_a_colon(catalogs: Catalogs) -> None:
    """«**Round 2 is open**, declare your actions right here.»: a comma splice."""
    said = catalogs.say("en", "arena-results-go-on", next=2)
    assert "is open**, declare" not in said, said
    assert "**Round 2 is open**: declare your actions right here." in said, said


def test_arena_a_badly_maimed_warrior_stays_that_way(arena_games: dict[str, Arena]) -> None:
    """«A badly maimed warrior stays so.»: stilted; «stays that way»."""
    asks = "\n".join(_said(arena_games["last_warrior"], "spread_ask"))
    assert "stays so" not in asks, asks
    assert "A badly maimed warrior stays that way." in asks, asks


# --- the mud fight ----------------------------------------------------------------------------


def test_mud_a_gang_hits_its_target_even_if_they_dodge(catalogs: Catalogs) -> None:
    """«a gang hits a player who dodges too: yes»: reads as if the player dodged as well as
    something else. The setting (`gang_hits_dodgers`) says a gang hits even a dodger."""
    for gang, answer in (("yes", "yes"), ("no", "no")):
        said = catalogs.say("en", "mud-settings-gang", gang=gang)
        assert "dodges too" not in said, said
        assert said == f"a gang hits its target even if they dodge: {answer}."


def test_mud_whoever_sent_first_takes_the_intersection(table: Any) -> None:
    """«**anna** sent their order earlier and goes there: pushed to **C4** instead»: the one
    who sent first *takes* the spot (as the game's own story says); the draw that follows is
    unchanged."""
    orders = [("J1", table.move("D4")), ("J2", table.move("D4"))]
    out = table.play(table.start({"J1": "C4", "J2": "E4"}), orders, pinned=[2])
    results = mud_render(next(n for n in out.notices if n.template == "results"), out.state,
                         "en")
    assert "goes there" not in results, results
    assert ("**J2** was heading for D4, but **J1** sent their order earlier and takes it: "
            "pushed to **D3** instead (E4 → D3), an intersection drawn by lot among C4, D3, D5: "
            "D3") in results, results


# --- Highway Romantics ------------------------------------------------------------------------


def test_highway_ive_read_the_numbers_not_an_order_to_read_them() -> None:
    """«Read 20 numbers of the 40 the field needs.»: to the GM, it reads as an order to read
    them. Now the bot says what it read: «I've read …»."""
    said = highway("accepted", "en", params={"have": 20, "needed": 40})
    assert said.strip() == "I've read 20 numbers of the 40 the field needs.", said
    dice = highway("accepted", "en", params={"have": 3, "needed": 4, "faces": 3})
    assert dice.strip() == "I've read 3 dice of the 4 the host's safes need.", dice


def test_highway_the_gms_field_says_the_cells_in_use_once(catalogs: Catalogs) -> None:
    """«**The field is read as the cells in use**: 40 numbers of your rolls, row by row,
    exactly the cells in use.»: the same words twice in one line."""
    said = catalogs.say("en", "highway-gm-field-cells", numbers="40 numbers", drawn="no",
                        unused="no", unused_numbers="")
    assert said.count("cells in use") == 1, said
    assert said == ("**The field is read cell by cell, only the cells in use**: 40 numbers of "
                    "your rolls, row by row."), said
    drawn = catalogs.say("en", "highway-gm-field-cells", numbers="20 numbers", drawn="yes",
                         unused="no", unused_numbers="")
    assert drawn.endswith(": 20 numbers of your rolls, row by row, the rest drawn by me."), drawn


def test_highway_silence_doesnt_count_as_agreement(catalogs: Catalogs) -> None:
    """«in this game silence is no agreement»: not English; the settings already say
    «silence counts as agreeing to a split: no»."""
    said = catalogs.say("en", "highway-event-countered-silent", player="**eva**")
    assert "silence is no agreement" not in said, said
    assert said == ("**eva** did not answer, and in this game silence doesn't count as "
                    "agreement: the split is not accepted.")


def test_highway_a_robbery_already_proposed_this_turn(catalogs: Catalogs) -> None:
    """«you have already proposed a robbery this time»: on this turn."""
    said = catalogs.say("en", "highway-rejection-already-tried", cell="A2")
    assert "this time" not in said, said
    assert "you have already proposed a robbery this turn: now name a cell (`A2`)" in said


# --- INDIXO -----------------------------------------------------------------------------------


def test_indixo_settings_say_time_to_answer_and_the_ghosts_choice(catalogs: Catalogs) -> None:
    """«windows: the ghost's switch 60 min, the stranded weapons 120 min, …»: jargon; the game
    itself calls the step «the ghost's choice», and the weapons are those of a condemned
    room."""
    said = catalogs.say("en", "indixo-settings-windows", switch=60, redistribute=120, chief=120,
                        last_words=120)
    assert "windows:" not in said and "switch" not in said and "stranded" not in said, said
    assert said == ("time to answer: the ghost's choice 60 min, placing a condemned room's "
                    "weapons 120 min, naming the chief 120 min, last words 120 min;"), said


# --- Forum Mafia ------------------------------------------------------------------------------


@pytest.mark.parametrize(("message", "args"), [
    ("mafia-opening-doctor-self", {"own": "true"}),
    ("mafia-opening-doctor-self", {"own": "false"}),
    ("mafia-settings-doctor-self", {"own": "true"}),
    ("mafia-setting-doctor-self", {}),
])
def test_mafia_the_doctor_protects_themselves(catalogs: Catalogs, message: str,
                                              args: dict[str, Any]) -> None:
    """«The doctor may protect themself.»: singular "they" takes "themselves"."""
    said = catalogs.say("en", message, **args)
    assert "themself" not in said, said
    assert "protect themselves" in said, said


def test_mafia_the_player_with_the_most_votes_is_eliminated(catalogs: Catalogs) -> None:
    """«at that deadline, the most votes eliminate»: votes do not eliminate; a player with the
    most votes is eliminated (as the opening post already says)."""
    for tie, end in (("no_lynch", "a tie eliminates nobody."),
                     ("random", "a tie is drawn at random among the tied.")):
        said = catalogs.say("en", "mafia-day-deadline", duration="24 hours", tie=tie)
        assert "the most votes eliminate" not in said, said
        assert said == ("The day ends in 24 hours: at that deadline, the player with the most "
                        f"votes is eliminated; {end}")


def test_mafia_settings_a_verb_for_the_night_chat(catalogs: Catalogs) -> None:
    """«the mafia's night chat open day and night»: a verb was missing."""
    for chat, when in (("always", "day and night"), ("night", "at night only")):
        said = catalogs.say("en", "mafia-settings-night", duration="12 hours", chat=chat)
        assert said == f"night length: 12 hours at most; the mafia's night chat is open {when};"


def test_mafia_a_gms_role_list_is_said_in_words(catalogs: Catalogs) -> None:
    """«set-up: the game master's role list, godfather,roleblocker,goon,…»: raw words glued by
    commas in a sentence; said as the opening says the roles, how many of each (the template
    counts them: games/mafia/tests/test_mafia_words.py)."""
    said = catalogs.say("en", "mafia-settings-setup", setup="list",
                        roles="1 godfather and 3 townies")
    assert said == "set-up: the game master's own list: 1 godfather and 3 townies;"
