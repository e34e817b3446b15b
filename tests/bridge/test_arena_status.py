"""The arena's live status (shared/DESIGN.md: `round`, `finished`, `winner_clan`, `warriors:
[{name, clan, zone, alive, attaque, defense, tir, bouclier}]`, plus the holdings), read from
the view only, and as the embedded status post and the status page show it."""

from __future__ import annotations

from typing import Any

from bridge.texts import Texts
from rules.arena import GAME
from rules.arena import state as st
from rules.arena.combat import continue_round, resolve_round
from rules.base import GM
from rules.chance import Chance

SPREAD = {"attack": 3, "defence": 3, "shooting": 3, "shield": 3}


def _placed(dina: str = "2") -> dict[str, Any]:
    """Loups (ana, bob) in zone 1, Ours (carl in zone 1, dina in `dina`): round 1 open."""
    state = st.new_state({})
    state = st.found_clan(state, "ana", "Loups", {**SPREAD, "attack": 1, "defence": 5})
    state = st.join_clan(state, "bob", "Loups", SPREAD)
    state = st.found_clan(state, "carl", "Ours", SPREAD)
    state = st.join_clan(state, "dina", "Ours", SPREAD)
    state = st.close_signup(state)
    assert isinstance(state, dict)
    state, _record = st.place_clans(state, {"Loups": {"ana": "1", "bob": "1"},
                                            "Ours": {"carl": "1", "dina": dina}},
                                    Chance("s", "placement"))
    return state


def _status(state: dict[str, Any], viewer: str | None = None) -> dict[str, Any]:
    return GAME.status(GAME.view(state, viewer))


def test_the_status_lists_every_warrior_clan_by_clan_with_the_design_fields() -> None:
    status = _status(_placed())
    assert status["round"] == 1 and status["phase"] == "round"
    assert status["finished"] is False and status["winner_clan"] is None
    assert status["warriors"] == [
        {"name": "ana", "clan": "Loups", "chief": True, "zone": "1", "alive": True,
         "attaque": 1, "defense": 5, "tir": 3, "bouclier": 3},
        {"name": "bob", "clan": "Loups", "chief": False, "zone": "1", "alive": True,
         "attaque": 3, "defense": 3, "tir": 3, "bouclier": 3},
        {"name": "carl", "clan": "Ours", "chief": True, "zone": "1", "alive": True,
         "attaque": 3, "defense": 3, "tir": 3, "bouclier": 3},
        {"name": "dina", "clan": "Ours", "chief": False, "zone": "2", "alive": True,
         "attaque": 3, "defense": 3, "tir": 3, "bouclier": 3},
    ]
    assert status["holdings"] == {"1": None, "2": "Ours", "3": None, "4": None, "C": None}


def test_before_the_placement_nobody_has_a_zone_and_before_setup_there_is_no_status() -> None:
    state = st.new_state({})
    state = st.found_clan(state, "ana", "Loups", SPREAD)
    state = st.found_clan(state, "carl", "Ours", SPREAD)
    closed = st.close_signup(state)
    assert isinstance(closed, dict)
    status = _status(closed)
    assert [(w["name"], w["zone"], w["alive"]) for w in status["warriors"]] == [
        ("ana", None, True), ("carl", None, True)]
    assert set(status["holdings"].values()) == {None}
    assert GAME.status({}) == {}


def test_a_fallen_warrior_is_out_with_no_zone_and_a_wound_shows() -> None:
    state = _placed()
    # carl (att 3) attacks ana (déf 5, defends herself): 3+1 vs 5+6, ana's defence wins by 7;
    # bob (att 3) attacks carl, who attacks: 3+2 vs 0, carl leaves.
    actions = {"carl": {"kind": "attack", "target": "ana"},
               "ana": {"kind": "defend", "target": "ana"},
               "bob": {"kind": "attack", "target": "carl"}}
    done = resolve_round(state, actions, Chance("s", "round-1", [2, 1, 6]))
    status = _status(done.state)
    rows = {w["name"]: w for w in status["warriors"]}
    assert rows["carl"]["alive"] is False and rows["carl"]["zone"] is None
    assert rows["ana"]["alive"] is True and rows["ana"]["zone"] == "1"
    assert status["round"] == 2
    assert status["holdings"] == {"1": "Loups", "2": "Ours", "3": None, "4": None, "C": None}


def test_a_round_waiting_for_a_choice_shows_its_start_and_only_the_gm_sees_the_choice() -> None:
    state = _placed(dina="1")
    actions = {"carl": {"kind": "attack", "target": "ana"},
               "dina": {"kind": "attack", "target": "ana"},
               "ana": {"kind": "defend", "target": "ana"}}
    # 3+1 + 3+1 = 8 vs 5+6 = 11: the defence wins, ana must choose (default drawn: carl/dina).
    waiting = resolve_round(state, actions, Chance("s", "round-1", [1, 1, 6, 1]))
    assert waiting.pending
    public = _status(waiting.state)
    assert all(w["alive"] for w in public["warriors"])
    assert "pending" not in public and "pending" not in GAME.view(waiting.state, None)
    assert GAME.view(waiting.state, GM)["pending"]["choices"][0]["chooser"] == "ana"
    finished = continue_round(waiting.state, {"melee:ana": "dina"})
    rows = {w["name"]: w for w in _status(finished.state)["warriors"]}
    assert rows["dina"]["alive"] is False and rows["carl"]["alive"] is True


def _rendered(status: dict[str, Any], name: str, lang: str) -> str:
    return Texts().render("bridge", name, lang, "Europe/Paris", game={"kind": "arena"},
                          status={**status, "title": "Arène", "game_id": 3, "kind": "arena",
                                  "status": "running", "deadline": None, "players": []})


def test_the_embedded_status_and_the_page_show_the_warriors_in_both_languages() -> None:
    state = _placed()
    done = resolve_round(state, {"bob": {"kind": "attack", "target": "carl"}},
                         Chance("s", "round-1", [2]))
    status = _status(done.state)
    embed = _rendered(status, "status_embed", "fr")
    assert "| ana (chef) | Loups | 1 | 1 | 5 | 3 | 3 |" in embed
    assert "| carl (chef) | Ours | hors de l'arène |" in embed
    assert "Tour 2" in embed and "2 : Ours" in embed and "Fois touché" not in embed
    english = _rendered(status, "status_embed", "en")
    assert "| carl (chief) | Ours | out of the arena |" in english and "Round 2" in english
    page = _rendered(status, "status_page", "fr")
    assert "- dina, Ours : zone 2 ; attaque 3, défense 3, tir 3, bouclier 3" in page
    assert "out of the arena" in _rendered(status, "status_page", "en")


def test_a_roster_entry_is_shown_in_the_arenas_words_in_every_language() -> None:
    """Issue 21: the GM's `registre` / `roster` / `реестр` names each field as the game does
    (attaque, tir, blessures; атака, стрельба, увечья), never `attack`/`shooting`/`lost`,
    under a header naming both columns."""
    texts = Texts()
    entry = {"attack": 2, "defence": 5, "shooting": 0, "shield": 1,
             "lost": {"attack": 0, "defence": 0, "shooting": 2, "shield": 0}}
    game = {"id": 1, "title": "Arène", "kind": "arena", "gm": "sage"}
    expected = {"fr": ("| tir | 0 |", "| blessures | attaque 0, défense 0, tir 2, bouclier 0 |",
                       "| Champ | Valeur |"),
                "en": ("| shooting | 0 |", "| wounds | attack 0, defence 0, shooting 2, "
                       "shield 0 |", "| Field | Value |"),
                "ru": ("| стрельба | 0 |", "| увечья | атака 0, защита 0, стрельба 2, щит 0 |",
                       "| Поле | Значение |")}
    for lang, lines in expected.items():
        text = texts.render("bridge", "roster_entry", lang, game=game, username="zoe",
                            entry=entry, changed=["attack", "lost"], unknown=[], missing=[],
                            fields=list(GAME.roster_fields)[:4], created=True)
        for line in lines:
            assert line in text, (lang, line, text)
        assert "Valeur | |" not in text and "| lost |" not in text, text
        if lang != "en":
            assert "attack" not in text and "shooting" not in text, text
