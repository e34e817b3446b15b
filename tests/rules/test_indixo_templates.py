"""Every word INDIXO says renders in French and English, and no public word gives the killer
away.

Whole games are played by driving the rules as the bridge does (`GAME.setup`, then `parse` and
`accept` of what players write, in French and in English, then `resolve` of each step with
the orders in force of every open step), and every notice is rendered by the bridge's own
renderer (`bridge.texts.Texts`) with its audience's view: the public view for the game topic
and for group conversations, the player's own view for a player, everything for the GM. The
pieces the bridge includes in its own messages (the order's echo, what the acceptance adds,
the doubt, the rejection, the step's names, what a silent player gets, the step's opening)
are rendered through the bridge's templates that include them, with the variables the bridge
passes (bridge/handlers/orders.py, bridge/turns/resolution.py, bridge/intake/service.py).
"""

from __future__ import annotations

import copy
import json
import re
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

import rules.indixo.orders as reader
from bridge.publishing.publish import viewer_of
from bridge.texts import Texts, notices, written
from rules.base import PUBLIC, Accepted, Context, Notice, Order, Rejection, SetupRefused
from rules.chance import Chance
from rules.indixo import GAME

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "rules" / "indixo"
TEXTS = Texts()
LANGS = GAME.languages
GAME_INFO = {"id": 7, "title": "Meurtre au manoir", "kind": "indixo", "gm": "maxime"}
OPENED = datetime(2026, 12, 1, 20, 0, tzinfo=UTC)
SENT = "2026-12-01T21:00:00+00:00"
DEADLINE = "2026-12-02T21:00:00+00:00"

PLAYERS = ["ana", "bea", "carl", "dina", "emil", "fred"]
KILLER = "bea"
START = {"Couteau": "Cuisine", "Télécommande en fer": "Salon privé", "Oreiller": "Chambre",
         "Chaise": "Salle à manger", "Pelle": "Cour centrale", "Brosse à dos": "Salle de bain"}
"""The theme's first six rooms, one weapon each. Doors: Cuisine - Salle à manger - Cour
centrale - Salon privé - Chambre - Salle de bain, and Cour centrale - Chambre."""
START_IN = {room: weapon for weapon, room in START.items()}

NOTICES = {
    "house", "gm_setup", "role", "room_default", "killer_sees", "ghost_sees", "ghost_group",
    "switch_ask", "morning", "gm_night", "night_private", "chief_ask", "possession_group",
    "stranded_ask", "stranded_done", "votes_locked", "tally", "chief_named", "chief_election",
    "final", "gm_final",
}
"""Every notice the rules build (rules/indixo/*.py)."""
PIECES = {
    "order", "accepted", "incomplete", "doubt", "rejection", "step_name", "of_step",
    "this_step", "for_step", "no_answer", "no_answer_gm", "step_open", "macros", "phases",
    "setup_refused", "settings", "how_to_join", "changeable", "field_name", "field_value", "die",
}
"""What the bridge's own messages include, and the shared macros."""
STAGES = ("rooms", "actions", "switch", "votes", "words", "guess", "chief", "stranded")


# --- rendering, as the bridge does it ----------------------------------------------------------


def render(notice: Notice, state: dict[str, Any], lang: str) -> str:
    """The post the bridge makes for `notice` in `lang`."""
    return TEXTS.render("indixo", notice.template, lang, "Europe/Paris", game=GAME_INFO,
                        view=GAME.view(state, viewer_of(notice.audience)), **notice.params)


def bridge(template: str, lang: str, **params: Any) -> str:
    """One of the bridge's own messages, which include INDIXO's pieces."""
    return TEXTS.render("bridge", template, lang, "Europe/Paris", game=GAME_INFO, **params)


def piece(template: str, lang: str, **params: Any) -> str:
    """One of INDIXO's pieces on its own."""
    return TEXTS.render("indixo", template, lang, "Europe/Paris", game=GAME_INFO, **params)


def check_text(text: str, what: object) -> None:
    """A post the forum takes (20 characters at least) and that shows no hole."""
    assert len(text.strip()) >= 20, (what, text)
    for hole in ("{{", "{%", "}}", "None", "Undefined", "[]", "{}"):
        assert hole not in text, (what, hole, text)


def names(text: str, player: str) -> bool:
    """Whether `text` names `player` (as a word, with or without @)."""
    return re.search(rf"(?<!\w){re.escape(player)}(?!\w)", text, re.IGNORECASE) is not None


def step_number(key: str) -> int:
    return int(key.split("-")[1])


def echo(state: dict[str, Any], player: str, key: str, verdict: Accepted, lang: str) -> str:
    """The bridge's answer to an accepted order (bridge/handlers/orders.py `_take`)."""
    order = verdict.order
    return bridge("order_taken", lang, order={"kind": order.kind, **order.params},
                  doubt=order.doubt, complete=verdict.complete, final=verdict.final,
                  closes=False, sent_at=SENT,
                  actor=verdict.actor, superseded=False, step=step_number(key), key=key,
                  view=GAME.view(state, player), params=verdict.params, deadline=DEADLINE)


def refusal(state: dict[str, Any], player: str, key: str, rejection: Rejection,
            lang: str) -> str:
    """The bridge's answer to a refused order (bridge/handlers/orders.py), or to a post in the game
    topic outside any step (bridge/intake/service.py, `off_step`)."""
    view = GAME.view(state, player)
    if not key:
        return bridge("post_refused", lang, code=rejection.code, params=rejection.params,
                      view=view)
    return bridge("order_refused", lang, code=rejection.code, params=rejection.params,
                  view=view, step=step_number(key), key=key)


# --- a table that plays a game through the rules -----------------------------------------------


def play(table: Any, players: list[str] | None = None, seed: str = "templates") -> Any:
    """A game in the theme's first rooms, on the INDIXO table of tests/rules/conftest.py, which
    offers each message to the open steps as the bridge does and keeps every answer."""
    players = players or PLAYERS
    return table(players, KILLER, seed, house=False,
                 start=dict(list(START.items())[:len(players)]))


def said(g: Any) -> list[tuple[str, Notice, dict[str, Any], bool]]:
    """(step, notice, state to render it with, whether its publication holds the reveal) for
    everything a game said so far."""
    return [(label, n, out.state, any(m.template == "final" for m in out.notices))
            for label, out in g.outcomes for n in out.notices]


# --- the games ---------------------------------------------------------------------------------


def full_game(table: Any) -> Any:
    """Three nights and three days: every notice but the other endings, and most refusals.

    Night 1: a silent player gets a drawn room; the killer kills and condemns a room with a
    weapon in it (stranded); a clash; a move into the room condemned that night; a destroy
    cancelled (no more weapons than players). Day 1: the first dead names the chief and
    places the stranded weapon; a vote in two messages; votes locked, last words, tally.
    Night 2: the ghost haunts the room of the murder (condemned), the killer inspects then
    kills (the weapon is announced; the victim named by a pronoun), a weapon moved, one
    destroyed. Day 2: the killer's guess, a vote without every voter, ties broken by the chief,
    the stranded weapon spread by chance at the tally. Night 3: two ghosts together, a haunted
    weapon, the ghost's switch kept, the killer possessed (a conversation the killer is in).
    Day 3: the dead chief is silent, an election, and the innocents' vote wins."""
    g = play(table, seed="indixo")
    # Night 1, rooms: fred says nothing and is given a room.
    g.refuse("ana", "et si j'allais dans la cuisine ?", "not_an_order")
    g.refuse("ana", "détruire le couteau", "not_now")
    g.take("ana", "je vais dans la cuisine")
    g.take("bea", "Cuisine")
    g.take("carl", "I go to the Salle à manger")
    g.take("dina", "*Dina hésite...* je vais dans la salle a manger")
    g.take("emil", "je vais dans la Chambre")
    g.refuse("emil", "je vais dans le salon privé", "room_final")
    g.close("rooms")
    fred = g.state["rooms_tonight"]["fred"]
    assert fred not in ("Cuisine", "Salle à manger", "Chambre"), fred
    # Night 1, actions.
    g.refuse("carl", "vote : @fred, chaise, cuisine", "vote_at_night", channel="topic")
    g.refuse("carl", "quelle nuit étrange", "night_post", channel="topic")
    g.refuse("bea", "fini", "nothing_to_finish")
    g.refuse("bea", "tuer @ana", "ambiguous")
    g.refuse("bea", "hanter la pièce", "not_yours")
    g.take("bea", "tuer @ana avec le couteau")
    g.refuse("bea", "tuer @carl avec le couteau", "option_twice")
    g.take("bea", "annuler")
    g.take("bea", "tuer @ana avec le couteau")
    g.take("bea", "condamner la salle de bain")
    g.refuse("bea", "inspecter", "third_option")
    g.refuse("carl", "détruire la pelle", "weapon_not_here")
    g.refuse("carl", "tuer @dina avec la chaise", "not_yours")
    g.refuse("carl", "déplacer la chaise", "ambiguous")
    g.take("carl", "détruire la chaise")
    g.take("dina", "déplacer la chaise vers la cuisine")
    g.take("emil", "déplacer l'oreiller vers la salle de bain")
    g.take("fred", f"destroy the {START_IN[fred]}")
    g.close("actions")
    # Day 1: ana, the first dead, names the chief and places the stranded weapon.
    g.refuse("carl", "vote : @ana, couteau, cuisine", "bad_suspect", channel="topic")
    g.refuse("carl", "vote : @fred, couteau, cuisine, chef @ana", "bad_chief", channel="topic")
    g.refuse("carl", "rien", "not_now")
    g.take("ana", "je nomme @carl")
    g.close("chief")
    g.refuse("ana", "Brosse à dos -> Salle de bain", "bad_spread")
    g.take("ana", "Brosse à dos -> Cuisine")
    g.close("stranded")
    g.refuse("ana", "vote : @carl, couteau, cuisine", "ghost_post", channel="topic")
    g.take("carl", "vote : @fred, couteau", channel="topic")
    g.take("carl", "vote : cuisine", channel="topic")
    g.take("dina", "vote @fred Couteau Cuisine", channel="topic")
    g.take("emil", "I vote @dina, Couteau, Cuisine", channel="topic")
    g.take("fred", "vote : @emil, couteau, cuisine", channel="topic")
    g.take("bea", "vote : @fred, couteau, cuisine", channel="topic")
    g.close("votes")
    g.refuse("carl", "vote : @emil, couteau, cuisine", "votes_locked", channel="topic")
    g.close("words")
    # Night 2, rooms.
    g.refuse("ana", "je vais dans la chambre", "room_too_far")
    g.take("ana", "je vais dans la salle à manger")
    g.refuse("bea", "je vais dans la salle de bain", "room_condemned")
    g.take("bea", "je vais dans la salle à manger")
    g.take("dina", "je vais dans la salle à manger")
    g.take("carl", "*Carl file vers la cour centrale.*")
    g.take("emil", "je vais dans la chambre")
    g.take("fred", "je vais dans le salon privé")
    g.close("rooms")
    # Night 2, actions.
    g.refuse("ana", "détruire la chaise", "ghost_cannot")
    g.refuse("ana", "posséder @carl", "target_not_here")
    g.refuse("ana", "hanter", "ambiguous")
    g.take("ana", "hanter la pièce")
    g.refuse("bea", "tuer @ana avec la chaise", "bad_victim")
    g.refuse("bea", "condamner la salle de bain", "room_condemned")
    g.give("bea", "condemn", "actions", room="Grenier")
    g.give("bea", "kill", "actions", victim="dina", weapon="Hache")
    g.take("bea", "inspecter")
    g.take("bea", "*Dina est seule.* Je la tue avec la chaise")
    g.take("carl", "rien")
    g.take("emil", "déplacer l'oreiller vers la cour centrale")
    g.take("fred", "détruire la télécommande en fer")
    g.close("actions")
    # Day 2: dina (not the chief) says nothing about the stranded weapon.
    g.refuse("bea", "@carl : cour centrale, rien", "guess_incomplete")
    g.take("bea", "@carl : cour centrale, rien ; @emil : chambre, oreiller ; "
                  "@fred : salon privé, pelle")
    g.refuse("bea", "@carl : cour centrale, rien ; @emil : chambre, oreiller ; "
                    "@fred : salon privé, télécommande en fer", "guess_already")
    g.take("carl", "vote : @fred, pelle, cour centrale", channel="topic")
    g.take("bea", "vote : @fred, couteau, cuisine", channel="topic")
    g.take("emil", "vote : @fred, oreiller", channel="topic")
    g.refuse("fred", "chef @emil", "chief_exists", channel="topic")
    g.refuse("fred", "tuer @emil avec la pelle", "belongs_in_pm", channel="topic")
    g.close("votes")
    # Night 3: both ghosts in the Cour centrale.
    g.take("ana", "je vais dans la cour centrale")
    g.take("dina", "je vais dans la cour centrale")
    g.take("bea", "je vais dans la cour centrale")
    g.take("carl", "je vais dans la cour centrale")
    g.take("emil", "je vais dans la cour centrale")
    g.take("fred", "je vais dans la chambre")
    g.close("rooms")
    g.take("dina", "hanter la pelle")
    g.refuse("ana", "hanter la brosse à dos", "weapon_not_here")
    g.refuse("ana", "posséder", "ambiguous")
    g.take("ana", "posséder @bea")
    g.refuse("bea", "tuer @carl avec la télécommande en fer", "weapon_destroyed")
    g.take("bea", "tuer @carl avec la pelle")
    g.take("bea", "fini")
    g.take("emil", "détruire la pelle")
    g.take("carl", "rien")
    g.take("fred", "nothing")
    g.close("actions")
    g.refuse("dina", "@fred", "bad_switch")
    g.take("dina", "garder")
    g.close("switch")
    # Day 3: carl, the dead chief, names nobody; the living elect a chief and win.
    g.close("chief")
    g.take("emil", "vote : @bea, pelle, cour centrale, chef @fred", channel="topic")
    g.take("fred", "vote : @bea, pelle, cour centrale, chef @emil", channel="topic")
    g.take("bea", "vote : @fred, pelle, cour centrale, chef @emil", channel="topic")
    g.close("votes")
    g.close("words")
    assert g.state["finished"] and g.state["win"] == "vote", g.state["win"]
    return g


def streak_game(table: Any) -> Any:
    """Nobody does anything for three nights: the killer loses on the streak. Day 1 elects a
    chief who did not vote, so a tie is drawn; day 2 has no vote at all."""
    g = play(table, PLAYERS[:5], seed="streak")
    g.close("rooms")
    g.close("actions")
    g.take("ana", "vote : @carl, couteau, cuisine, chef @emil", channel="topic")
    g.take("dina", "vote : @emil, chaise, chambre", channel="topic")
    g.take("dina", "chef @emil", channel="topic")
    g.close("votes")
    for _ in range(2):
        g.close("rooms")
        g.close("actions")
        if not g.state["finished"]:
            g.close("votes")
    assert g.state["win"] == "streak", g.state["win"]
    return g


def guess_game(table: Any) -> Any:
    """The killer names every living player's room and tried weapon: the killer wins."""
    g = play(table, PLAYERS[:5], seed="guess")
    for player, room in (("ana", "Cuisine"), ("bea", "Cuisine"), ("carl", "Chambre"),
                         ("dina", "Salon privé"), ("emil", "Cour centrale")):
        g.take(player, f"I go to {room}")
    g.close("rooms")
    g.take("bea", "kill @ana with the Couteau")
    g.take("bea", "done")
    g.take("carl", "destroy the Oreiller")
    g.take("dina", "nothing")
    g.close("actions")
    g.take("bea", "@carl: Chambre, Oreiller; @dina: Salon privé, none; @emil: Cour centrale, "
                  "none")
    g.close("votes")
    assert g.state["win"] == "guess", g.state["win"]
    return g


def two_left_game(table: Any) -> Any:
    """Three murders in five players: two are left, the killer wins; the first dead names
    nobody (an election)."""
    g = play(table, PLAYERS[:5], seed="two")
    for victim, room in (("ana", "Cuisine"), ("carl", "Chambre"), ("dina", "Salon privé")):
        g.take("bea", f"je vais dans {room}")
        g.take(victim, f"je vais dans {room}")
        g.close("rooms")
        weapon = next(w for w, r in g.state["weapon_rooms"].items() if r == room)
        g.take("bea", f"tuer @{victim} avec {weapon}")
        g.take("bea", "fini")
        g.close("actions")
        if not g.state["finished"]:
            if g.state["chief_namer"]:
                g.close("chief")
            g.close("votes")
    assert g.state["win"] == "two_left", g.state["win"]
    return g


RU_ROOMS = ["Кухня", "Гостиная", "Спальня", "Столовая", "Внутренний двор", "Ванная"]
RU_WEAPONS = ["Нож", "Железный пульт", "Подушка", "Стул", "Лопата", "Зубная щётка"]
RU_DOORS = ("Кухня - Столовая, Столовая - Внутренний двор, Гостиная - Внутренний двор, "
            "Спальня - Внутренний двор, Гостиная - Спальня, Спальня - Ванная")
RU_START = dict(zip(RU_WEAPONS, RU_ROOMS, strict=True))
"""A house a Russian GM names (`комнаты = ...`, `оружие = ...`, `двери = ...`), laid out as
the theme's first six rooms."""


def russian_game(table: Any) -> Any:
    """Two nights and two days in the Russian house, every order written in Russian as players
    write it (cases, narration, a pronoun, a name in Cyrillic, corrections), most refusals
    met: the killer kills ana in the Кухня and condemns the Ванная (a stranded weapon), a
    clash, a move into the room condemned that night; ana names carl chief and places the
    weapon; night 2, ana haunts the Столовая, the killer inspects and kills dina there with
    the Стул (named by a pronoun), the room is condemned; the killer's guess; the vote names
    the killer, the Стул and the Столовая: the innocents win."""
    g = table(PLAYERS, KILLER, "russian", house=False, start=dict(RU_START),
              rooms=", ".join(RU_ROOMS), weapons=", ".join(RU_WEAPONS), doors=RU_DOORS)
    g.refuse("ana", "а если пойти в кухню?", "not_an_order")
    g.refuse("ana", "уничтожаю нож", "not_now")
    g.take("ana", "иду в кухню")
    g.take("bea", "Кухня")
    g.take("carl", "я в столовой")
    g.take("dina", "*Дина крадётся в столовую*")
    g.take("emil", "иду в спальню")
    g.refuse("emil", "иду в гостиную", "room_final")
    g.close("rooms")
    fred = g.state["rooms_tonight"]["fred"]
    g.refuse("carl", "голосую: @fred, стул, кухня", "vote_at_night", channel="topic")
    g.refuse("carl", "странная ночь", "night_post", channel="topic")
    g.refuse("bea", "всё", "nothing_to_finish")
    g.refuse("bea", "убиваю @ana", "ambiguous")
    g.refuse("bea", "проклинаю комнату", "not_yours")
    g.take("bea", "убиваю @ana ножом")
    g.refuse("bea", "убиваю @carl ножом", "option_twice")
    g.take("bea", "отмена")
    g.take("bea", "убиваю Ану ножом")
    g.take("bea", "заколачиваю ванную")
    g.refuse("bea", "осматриваю комнату", "third_option")
    g.refuse("carl", "уничтожаю лопату", "weapon_not_here")
    g.refuse("carl", "убиваю @dina стулом", "not_yours")
    g.refuse("carl", "переношу стул", "ambiguous")
    g.take("carl", "ломаю стул")
    g.take("dina", "переношу стул в кухню")
    g.take("emil", "переношу подушку в ванную")
    g.take("fred", f"уничтожаю {dict(zip(RU_ROOMS, RU_WEAPONS, strict=True))[fred]}")
    g.close("actions")
    assert g.state["condemned"] == ["Ванная"] and g.state["chief_namer"] == "ana"
    g.refuse("carl", "голосую: @ana, нож, кухня", "bad_suspect", channel="topic")
    g.refuse("carl", "голосую: @fred, нож, кухня, глава @ana", "bad_chief", channel="topic")
    g.refuse("carl", "ничего", "not_now")
    g.take("ana", "назначаю главой @carl")
    g.close("chief")
    g.refuse("ana", "щётка -> ванная", "bad_spread")
    g.take("ana", "щётку в кухню")
    g.close("stranded")
    g.refuse("ana", "голосую: @carl, нож, кухня", "ghost_post", channel="topic")
    g.take("carl", "голосую против @fred, нож", channel="topic")
    g.take("carl", "голосую: кухня", channel="topic")
    g.take("dina", "голосую @fred нож кухня", channel="topic")
    g.take("emil", "голосую против Дины, ножом, в кухне", channel="topic")
    g.take("fred", "мой голос: @emil, нож, кухня", channel="topic")
    g.take("bea", "голосую: @fred, нож, кухня", channel="topic")
    g.close("votes")
    g.refuse("carl", "голосую: @emil, нож, кухня", "votes_locked", channel="topic")
    g.close("words")
    g.refuse("ana", "иду в спальню", "room_too_far")
    g.take("ana", "иду в столовую")
    g.refuse("bea", "иду в ванную", "room_condemned")
    g.take("bea", "иду в столовую")
    g.take("dina", "остаюсь в столовой")
    g.take("carl", "*Карл идёт во двор.*")
    g.take("emil", "иду в спальню")
    g.take("fred", "иду в гостиную")
    g.close("rooms")
    g.refuse("ana", "ломаю стул", "ghost_cannot")
    g.refuse("ana", "вселяюсь в @carl", "target_not_here")
    g.refuse("ana", "проклинаю", "ambiguous")
    g.take("ana", "проклинаю комнату")
    g.refuse("bea", "убиваю @ana стулом", "bad_victim")
    g.refuse("bea", "заколачиваю ванную", "room_condemned")
    g.take("bea", "осматриваю комнату")
    g.take("bea", "*Дина одна у окна.* Убиваю её стулом")
    g.take("carl", "ничего")
    g.take("emil", "переношу подушку во двор")
    g.take("fred", "уничтожаю железный пульт")
    g.close("actions")
    assert g.state["last_murder"]["victim"] == "dina" and "Столовая" in g.state["condemned"]
    g.refuse("bea", "@carl: внутренний двор, ничего", "guess_incomplete")
    g.take("bea", "@carl: внутренний двор, ничего; @emil: спальня, подушка; @fred: гостиная, "
                  "пульт")
    g.refuse("bea", "@carl: внутренний двор, ничего; @emil: спальня, подушка; @fred: гостиная, "
                    "ничего", "guess_already")
    g.refuse("fred", "глава @emil", "chief_exists", channel="topic")
    g.refuse("fred", "убиваю @emil лопатой", "belongs_in_pm", channel="topic")
    g.take("carl", "голосую против @bea, стул, столовая", channel="topic")
    g.take("emil", "@bea, стул, столовая", channel="topic")
    g.take("fred", "Голосую против Беа: стулом, в столовой", channel="topic")
    g.take("bea", "голосую: @fred, нож, кухня", channel="topic")
    g.close("votes")
    g.close("words")
    assert g.state["finished"] and g.state["win"] == "vote", g.state["win"]
    return g


GAMES = {"full": full_game, "streak": streak_game, "guess": guess_game,
         "two_left": two_left_game, "russian": russian_game}


@pytest.fixture(scope="module")
def games(indixo: Any) -> dict[str, Any]:
    return {name: make(indixo) for name, make in GAMES.items()}


# --- every notice of every game ------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", list(GAMES))
def test_every_notice_renders(games: dict[str, Any], name: str, lang: str) -> None:
    """Each post renders with its audience's view, is long enough for the forum and shows no
    missing value."""
    for label, notice, state, _ in said(games[name]):
        check_text(render(notice, state, lang), (name, label, notice.audience, notice.template))


def test_the_games_say_every_notice(games: dict[str, Any]) -> None:
    templates = {n.template for g in games.values() for _, n, _, _ in said(g)}
    assert templates == NOTICES
    items = {item["what"] for g in games.values() for _, n, _, _ in said(g)
             if n.template == "night_private" for item in n.params["items"]}
    assert items == {"murdered", "clash", "haunted_weapon", "move_condemned",
                     "destroy_cancelled", "room_haunted"}
    ways = {(n.params["winner"], n.params["how"]) for g in games.values()
            for _, n, _, _ in said(g) if n.template == "final"}
    assert ways == {("innocents", "vote"), ("innocents", "streak"), ("killer", "guess"),
                    ("killer", "two_left")}
    broken = {r["by"] for g in games.values() for _, n, _, _ in said(g)
              if n.template == "tally" for r in n.params["results"].values()}
    assert broken == {"plurality", "chief", "draw", None}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", list(GAMES))
def test_no_public_word_names_the_killer(games: dict[str, Any], name: str, lang: str) -> None:
    """Before the reveal, a post in the game topic or in a group conversation names the killer
    only where its notice itself names them as a public fact (a vote, an elected chief)."""
    g = games[name]
    for label, notice, state, reveal in said(g):
        if notice.audience != PUBLIC and not isinstance(notice.audience, tuple):
            continue
        if reveal and notice.template in ("final", "tally"):
            continue
        text = render(notice, state, lang)
        public_fact = names(json.dumps(notice.params, ensure_ascii=False), g.killer)
        assert not names(text, g.killer) or public_fact, (name, label, notice.template, text)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", list(GAMES))
def test_no_public_word_places_anyone_or_anything(games: dict[str, Any], name: str,
                                                 lang: str) -> None:
    """Before the reveal, a post in the game topic or in a group conversation names only the
    rooms and weapons its notice names (the house's plan, public from the start, aside): no
    room a player chose, no weapon's whereabouts. The ghosts' and the possession's
    conversations name no room at all."""
    for label, notice, state, reveal in said(games[name]):
        if notice.audience != PUBLIC and not isinstance(notice.audience, tuple):
            continue
        if reveal and notice.template in ("final", "tally") or notice.template == "house":
            continue
        text = render(notice, state, lang)
        given = json.dumps(notice.params, ensure_ascii=False)
        for thing in [*state["rooms"], *state["weapons"]]:
            assert not names(text, thing) or names(given, thing), (label, notice.template,
                                                                   thing, text)
        if isinstance(notice.audience, tuple):
            assert not any(names(text, room) for room in state["rooms"]), text


DRAWN = {"fr": ("tirage au sort parmi {} : {}", "Tirage au sort parmi {} : **{}**",
                " (pièce tirée au sort parmi {})"),
         "en": ("drawn by lot among {}: {}", "Drawn by lot among {}: the **{}**",
                " (room drawn by lot among {})"),
         "ru": ("жребий среди {}: {}", "Жребий среди {}: **{}**",
                " (комната выбрана жребием среди {})")}
"""How a draw is told: among what (in the draw's order), then what came out — in the tally
(a field's tie, the chief), a silent player's room, a stranded weapon's room."""


@pytest.mark.parametrize("lang", LANGS)
def test_every_draw_says_what_was_drawn_from_what(games: dict[str, Any], lang: str) -> None:
    """Public results say, for every draw, what was drawn from what: a field's tie the
    chief's vote did not settle and a drawn chief in the tally; and, to the player alone
    (the night is secret), a silent player's drawn room and the rooms of a seeded spread."""
    public, private = DRAWN[lang][0], DRAWN[lang][1:]
    seen = set()
    for g in games.values():
        for label, notice, state, _ in said(g):
            text = render(notice, state, lang)
            if notice.template == "tally":
                for field, r in notice.params["results"].items():
                    if r["by"] == "draw":
                        at = "@" if field == "suspect" else ""
                        among = ", ".join(at + t for t in r["tied"])
                        assert public.format(among, at + r["value"]) in text, (label, text)
                        seen.add("field")
                if notice.params["chief_among"]:
                    among = ", ".join("@" + p for p in notice.params["chief_among"])
                    told = public.split("{}")[1] + f"**@{notice.params['chief']}**"
                    line = next(x for x in text.splitlines() if among + told in x)
                    assert public.split(" ")[0] in line, (label, text)
                    seen.add("chief tie" if notice.params["chief_votes"] else "chief no vote")
            elif notice.template == "room_default" and notice.params["among"]:
                among = ", ".join(notice.params["among"])
                assert private[0].format(among, notice.params["room"]) in text, (label, text)
                seen.add("room")
            elif notice.template == "stranded_done" and notice.params["drawn"]:
                for weapon in notice.params["drawn"]:
                    line = f"- **{weapon}** → {notice.params['placed'][weapon]}" + \
                        private[1].format(", ".join(notice.params["among"]))
                    assert line in text.splitlines(), (label, text)
                seen.add("spread")
    assert seen == {"field", "chief no vote", "room", "spread"}, seen
    # A tie for chief, drawn: none of the games has one.
    label, notice, state, _ = next(x for x in said(games["streak"]) if x[1].template == "tally")
    tie = {**notice.params, "elected": True, "chief": "emil",
           "chief_votes": {"carl": 1, "emil": 1}, "chief_among": ["carl", "emil"]}
    text = render(Notice(PUBLIC, "tally", tie), state, lang)
    line = next(x for x in text.splitlines() if "@carl, @emil" + public.split("{}")[1] +
                "**@emil**" in x)
    assert public.split(" ")[0] in line, text


@pytest.mark.parametrize("lang", LANGS)
def test_a_group_conversation_names_its_members(games: dict[str, Any], lang: str) -> None:
    """"Ghosts sharing a room are put together in a private conversation"; a possession lets
    "this ghost and the ghosts of its room" talk "with that player": the opening post names
    every member, and the possessed player as such."""
    groups = [(n, s) for g in games.values() for _, n, s, _ in said(g)
              if isinstance(n.audience, tuple)]
    assert {n.template for n, _ in groups} == {"ghost_group", "possession_group"}
    for notice, state in groups:
        text = render(notice, state, lang)
        for member in notice.audience:
            assert f"@{member}" in text, (member, text)
        if notice.template == "possession_group":
            possessed = notice.params["possessed"]
            assert possessed in state["alive"] and possessed in notice.audience
            words = {"fr": "possession de", "en": "possession of", "ru": "вселился в"}[lang]
            assert f"{words} @{possessed}" in text, text


@pytest.mark.parametrize("lang", LANGS)
def test_the_reveal_tells_all(games: dict[str, Any], lang: str) -> None:
    g = games["full"]
    final = next((n, s) for _, n, s, _ in said(g) if n.template == "final")
    text = render(*final, lang)
    murder = final[1]["last_murder"]
    for word in (KILLER, murder["victim"], murder["weapon"], murder["room"], *START):
        assert names(text, word), (word, text)


def test_every_template_has_both_languages() -> None:
    """Every notice and piece, and no other, can be said in every language of the game
    (written once with its words in the catalogs, or written in that language)."""
    assert notices("indixo") == NOTICES | PIECES
    for name in notices("indixo"):
        for lang in LANGS:
            assert written("indixo", name, lang), (name, lang)


# --- what the bridge says around an order ------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", list(GAMES))
def test_every_answer_to_an_order_renders(games: dict[str, Any], name: str, lang: str) -> None:
    """The echo of every accepted order and the refusal of every refused one."""
    g = games[name]
    for state, player, key, verdict in g.echoes:
        text = echo(state, player, key, verdict, lang)
        check_text(text, (player, key, verdict))
        assert "étape en cours" not in text and "current step" not in text, text
        assert "текущий этап" not in text, text
    for state, player, key, rejection in g.refusals:
        text = refusal(state, player, key, rejection, lang)
        check_text(text, (player, key, rejection))
        assert rejection.code not in text, text


FINAL = {"room", "guess", "name_chief", "switch", "keep", "spread"}
"""The orders the spec allows no change to: "A room choice is final once acknowledged", the
killer's guess "once per day", and the one answer of the short steps, which close with it."""
SAYS_FINAL = {"fr": "Cet ordre est définitif", "en": "This order is final",
              "ru": "Эта заявка окончательная"}
SAYS_CHANGEABLE = {"fr": "Vous pouvez le changer", "en": "You can change it",
                   "ru": "Заявку можно изменить"}
SAYS_VOTE_CHANGEABLE = {"fr": "tant que tous les vivants n'ont pas voté",
                        "en": "until every living player has voted",
                        "ru": "пока не проголосуют все живые"}
"""A vote's echo says until when it changes in INDIXO's words (`changeable`), once."""


@pytest.mark.parametrize("lang", LANGS)
def test_a_final_order_is_never_said_to_be_changeable(games: dict[str, Any],
                                                       lang: str) -> None:
    """The echo of a final order says it is final; every other echo says until when it may
    change (the killer's options too: `annuler` clears them while the step is open)."""
    kinds = set()
    for state, player, key, verdict in (e for g in games.values() for e in g.echoes):
        assert verdict.final == (verdict.order.kind in FINAL), (key, verdict)
        text = echo(state, player, key, verdict, lang)
        assert (SAYS_FINAL[lang] in text) == verdict.final, text
        changeable = SAYS_VOTE_CHANGEABLE[lang] if key.endswith("-votes") else \
            SAYS_CHANGEABLE[lang]
        assert (changeable in text) != verdict.final, text
        if verdict.final:
            kinds.add(verdict.order.kind)
            assert "renvoyez" not in text and "send your order again" not in text, text
    assert kinds == FINAL - {"switch"}  # the games' ghosts keep the victim


@pytest.mark.parametrize("lang", LANGS)
def test_an_order_that_closes_its_step_is_final(games: dict[str, Any], lang: str) -> None:
    """The last awaited answer of an early step resolves it at once (the bridge's `closes`):
    even a changeable vote is then final."""
    state, player, key, verdict = next(e for e in games["full"].echoes
                                       if e[3].order.kind == "vote" and e[3].complete)
    order = verdict.order
    text = bridge("order_taken", lang, order={"kind": order.kind, **order.params}, doubt="",
                  complete=True, final=True, closes=True, sent_at=SENT, actor=player,
                  superseded=False, step=step_number(key), key=key,
                  view=GAME.view(state, player), params=verdict.params, deadline=DEADLINE)
    assert SAYS_CHANGEABLE[lang] not in text, text
    assert SAYS_VOTE_CHANGEABLE[lang] not in text, text  # issue 24: once said by INDIXO
    assert {"fr": "se clôt maintenant", "en": "closes now",
            "ru": "закрывается прямо сейчас"}[lang] in text, text


@pytest.mark.parametrize("lang", LANGS)
def test_doubts_say_why(games: dict[str, Any], lang: str) -> None:
    doubted = [(s, p, k, v) for s, p, k, v in games["full"].echoes if v.order.doubt]
    assert {v.order.doubt for _, _, _, v in doubted} == {"narration", "pronoun"}
    for state, player, key, verdict in doubted:
        text = echo(state, player, key, verdict, lang)
        if verdict.order.doubt == "pronoun":
            assert "@dina" in text, text
        assert {"fr": "narration", "en": "narration", "ru": "описании"}[lang] in text, text


@pytest.mark.parametrize("lang", LANGS)
def test_accepted_shows_what_the_player_may_now_know(games: dict[str, Any], lang: str) -> None:
    """The weapons of the chosen room (or none), the killer's inspection, the cleared options."""
    g = games["full"]
    shown = 0
    for state, player, key, verdict in g.echoes:
        text = echo(state, player, key, verdict, lang)
        for weapon in verdict.params.get("weapons") or []:
            assert names(text, weapon), text
            shown += 1
        if verdict.params.get("weapons") == []:
            assert {"fr": "aucune arme", "en": "no weapon",
                    "ru": "никакого оружия"}[lang] in text, text
        if verdict.params.get("cancelled"):
            assert {"fr": "effacées", "en": "cleared", "ru": "отменены"}[lang] in text, text
    assert shown


# --- every rejection code ----------------------------------------------------------------------


CODES = (
    "not_an_order", "ambiguous", "not_a_player", "game_over", "not_now", "room_final",
    "room_condemned", "room_too_far", "room_not_adjacent", "not_yours", "weapon_not_here",
    "nothing_to_finish", "third_option", "option_twice", "unknown_room", "weapon_destroyed",
    "unknown_weapon", "bad_victim", "ghost_cannot", "possession_over", "target_not_here",
    "bad_switch", "bad_spread", "bad_chief", "ghost_post", "chief_exists", "belongs_in_pm",
    "votes_locked", "guess_already", "guess_incomplete", "bad_suspect", "vote_at_night",
    "night_post",
)


def test_every_rejection_code_in_the_rules_is_listed() -> None:
    """The codes of desk.py, orders.py and __init__.py's off_step are all rendered below."""
    found: set[str] = set()
    for name in ("desk.py", "orders.py", "__init__.py"):
        source = (RULES / name).read_text(encoding="utf-8")
        found |= set(re.findall(r'(?:_refuse|Rejection)\(\s*"(\w+)"', source))
        for pair in re.findall(r'(?:_refuse\(|code = )"(\w+)" if [^\n]*? else\s+"(\w+)"',
                               source):
            found |= set(pair)
    assert found <= set(CODES), found - set(CODES)


def _extra_rejections(games: dict[str, Any]) -> list[tuple[dict[str, Any], str, str, Rejection]]:
    """The cases no game above reaches: asked of the rules directly where they answer, written
    by hand where they cannot (see the report on desk.py's innocent move check)."""
    g = games["full"]
    setup = g.outcomes[0][1].state
    night2 = next(out.state for label, out in g.outcomes if label == "night-2-rooms")
    cases: list[tuple[dict[str, Any], str, str, Rejection]] = []

    def ask(state: dict[str, Any], player: str, key: str, text: str,
            channel: str = "desk") -> None:
        ctx = Context(player, channel, "fr", OPENED, 1, key)  # type: ignore[arg-type]
        reading = GAME.parse(state, ctx, text)
        if isinstance(reading, Order):
            reading = GAME.accept(state, ctx, reading, {})
        assert isinstance(reading, Rejection), (text, reading)
        cases.append((state, player, key, reading))

    ask(setup, "ana", "night-1-rooms", "   ")
    ask(setup, "ana", "night-1-rooms", "je vais " * 1000)
    ask(setup, "ana", "night-1-rooms", "bonjour à toutes et à tous")
    ask(setup, "zoe", "night-1-rooms", "je vais dans la cuisine")
    ask(g.state, "emil", "day-3-votes", "vote : @fred, pelle, cuisine", "topic")
    ask(night2, "carl", "night-2-actions", "@emil")
    over = copy.deepcopy(night2)
    over["possession_over"] = True
    over["stage"] = "actions"
    over["rooms_tonight"] = {"ana": "Salle à manger", "bea": "Salle à manger",
                             "carl": "Cour centrale", "dina": "Salle à manger",
                             "emil": "Chambre", "fred": "Salon privé"}
    ask(over, "ana", "night-2-actions", "posséder @dina")
    unreadable = Rejection("not_an_order", {"code": "not_an_order", "why": "unreadable"})
    cases.append((setup, "ana", "night-1-rooms", unreadable))
    # desk.py `_innocent_act` raises TypeError for these two (its `room=` twice): the params
    # it means to send, by hand.
    valid = {"weapons": ["Oreiller"], "rooms": ["Salon privé", "Cour centrale"],
             "room": "Chambre"}
    for code, to in (("room_not_adjacent", "Cuisine"), ("room_condemned", "Salle de bain")):
        cases.append((over, "emil", "night-2-actions",
                      Rejection(code, {"code": code, **valid, "room": to})))
    return cases


@pytest.fixture(scope="module")
def rejections(games: dict[str, Any]) -> dict[str, list[tuple[dict[str, Any], str, str,
                                                                Rejection]]]:
    by_code: dict[str, list[tuple[dict[str, Any], str, str, Rejection]]] = {}
    for case in [*(c for g in games.values() for c in g.refusals), *_extra_rejections(games)]:
        by_code.setdefault(case[3].code, []).append(case)
    return by_code


NOT_LISTED = {("possession_over", "people"), ("room_condemned", "weapons"),
              ("room_not_adjacent", "weapons"), ("weapon_not_here", "people"),
              ("weapon_not_here", "rooms"), ("target_not_here", "weapons")}
"""Valid choices a refusal need not list (they are not what the player got wrong)."""


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("code", CODES)
def test_every_rejection_renders(rejections: dict[str, list[Any]], code: str, lang: str) -> None:
    """Each code says why, in words (never the bare code), and what is valid now."""
    assert code in rejections, code
    for state, player, key, rejection in rejections[code]:
        text = refusal(state, player, key, rejection, lang)
        check_text(text, (code, rejection.params))
        assert code not in text, text
        for listed in ("rooms", "weapons", "players", "choices", "people"):
            if (code, listed) in NOT_LISTED:
                continue
            for value in rejection.params.get(listed) or []:
                assert names(text, value), (code, listed, value, text)


COMMANDS = {"fr": {"inspect": "`inspecter`", "kill": "`tuer @pseudo avec <arme>`",
                   "condemn": "`condamner <pièce>`", "destroy": "`détruire <arme>`"},
            "ru": {"inspect": "`осматриваю комнату`", "kill": "`убиваю @имя оружием <оружие>`",
                   "condemn": "`заколачиваю <комнату>`", "destroy": "`уничтожаю <оружие>`"},
            "en": {"inspect": "`inspect`", "kill": "`kill @name with <weapon>`",
                   "condemn": "`condemn <room>`", "destroy": "`destroy <weapon>`"}}


@pytest.mark.parametrize("lang", LANGS)
def test_the_killer_is_shown_the_options_still_open(games: dict[str, Any], lang: str) -> None:
    """A ghost's act sent by the killer: the options still open are listed as the commands
    that give them, the ones already given in words, never as codes."""
    state = next(s for s, p, k, r in games["full"].refusals if r.code == "not_yours"
                 and p == KILLER)
    for chosen, left in (([], ["inspect", "kill", "condemn", "destroy"]),
                         ([{"kind": "inspect"}], ["kill", "condemn", "destroy"]),
                         ([{"kind": "inspect"}, {"kind": "condemn", "room": "Chambre"}], [])):
        rejection = Rejection("not_yours", {"code": "not_yours", "kind": "haunt_room",
                                            "chosen": chosen, "options": left})
        text = refusal(state, KILLER, "night-1-actions", rejection, lang)
        check_text(text, rejection)
        for kind, command in COMMANDS[lang].items():
            assert (command in text) == (kind in left), (kind, text)
        if chosen:
            assert {"fr": "inspecter la pièce", "en": "inspect the room",
                    "ru": "осмотреть комнату"}[lang] in text
        if lang == "fr":
            assert not re.search(r"\b(inspect|kill|condemn|destroy)\b", text), text


@pytest.mark.parametrize("lang", LANGS)
def test_not_now_says_what_is_awaited(games: dict[str, Any], lang: str) -> None:
    """Every `not_now` the rules give says what the speaker is awaited for now: the command
    of each awaited step, or that nothing more is awaited."""
    found = [c for g in games.values() for c in g.refusals if c[3].code == "not_now"]
    assert found
    for state, player, key, rejection in found:
        assert "awaited" in rejection.params, rejection
        text = refusal(state, player, key, rejection, lang)
        check_text(text, rejection)
        if rejection.params.get("later"):  # a night action during the room choice
            assert {"fr": "une fois le choix des pièces clos",
                    "en": "once the room choice is closed",
                    "ru": "после того, как закроется выбор комнат"}[lang] in text
        elif not rejection.params["awaited"]:
            assert {"fr": "je n'attends rien d'autre", "en": "nothing more",
                    "ru": "ничего не жду"}[lang] in text
    view = GAME.view(games["full"].state, KILLER)
    for awaited, expected in (([], {}), (["rooms"], {"expected": "room", "rooms": ["Cour"]})):
        text = bridge("order_refused", lang, code="not_now", key="night-2-rooms", step=2,
                      params={"code": "not_now", "awaited": awaited, "later": "actions",
                              **expected}, view=view, deadline="2026-12-02T08:00:00+00:00")
        assert {"fr": "au plus tard le mercredi 2 décembre 2026 à 09:00",
                "en": "at the latest on Wednesday",
                "ru": "крайний срок — среда, 2 декабря 2026"}[lang] in text, text
        assert {"fr": "rien retenu", "en": "kept nothing", "ru": "ничего не сохранил"}[lang] \
            in text
        assert {"fr": "je n'attends rien d'autre", "en": "nothing more",
                "ru": "ничего не жду"}[lang] not in text
    for awaited in (["votes", "guess"], ["chief"], ["rooms"], ["stranded"]):
        text = bridge("order_refused", lang, code="not_now", key="day-2-votes", step=2,
                      params={"code": "not_now", "awaited": awaited}, view=view)
        commands = re.findall(r"`([^`]+)`", text)
        assert len(commands) == len(awaited), (awaited, text)


@pytest.mark.parametrize("lang", LANGS)
def test_rejection_reasons_differ(rejections: dict[str, list[Any]], lang: str) -> None:
    """Every reading failure (`why`) has its own words."""
    texts = {}
    for code in ("not_an_order", "ambiguous"):
        for state, player, key, rejection in rejections[code]:
            why = rejection.params.get("why", "")
            texts[(code, why)] = refusal(state, player, key, rejection, lang)
    assert {why for _, why in texts} >= {"musing", "empty", "too_long", "unreadable", "",
                                         "kill_needs_victim_weapon", "haunt_what",
                                         "possess_whom", "move_where"}
    assert len(set(texts.values())) == len(texts)


def test_a_public_post_is_never_repeated(rejections: dict[str, list[Any]]) -> None:
    """An order posted in public is refused privately without repeating it."""
    for lang in LANGS:
        for state, player, key, rejection in rejections["belongs_in_pm"]:
            text = refusal(state, player, key, rejection, lang)
            assert not names(text, "emil") and "pelle" not in text.lower(), text


# --- every order kind --------------------------------------------------------------------------


ORDERS: dict[str, list[dict[str, Any]]] = {
    "room": [{"room": "Cuisine"}],
    "destroy": [{"weapon": "Couteau"}],
    "move": [{"weapon": "Oreiller", "to": "Chambre"}],
    "nothing": [{}],
    "inspect": [{}],
    "kill": [{"victim": "carl", "weapon": "Chaise"}],
    "condemn": [{"room": "Cour centrale"}],
    "done": [{}],
    "cancel": [{}],
    "haunt_room": [{}],
    "haunt_weapon": [{"weapon": "Couteau"}],
    "possess": [{"target": "ana"}],
    "switch": [{"victim": "emil"}],
    "keep": [{}],
    "spread": [{"rooms": {"Couteau": "Cuisine", "Pelle": "Chambre"}}],
    "name_chief": [{"chief": "carl"}],
    "vote": [{"suspect": "carl", "weapon": "Couteau", "room": "Cuisine"},
             {"suspect": "carl", "weapon": "Couteau", "room": "Cuisine", "chief": "dina"},
             {"weapon": "Couteau"}],
    "chief_vote": [{"chief": "dina"}],
    "guess": [{"guesses": {"carl": {"room": "Chambre", "weapon": "Oreiller"},
                           "dina": {"room": "Cuisine", "weapon": None}}}],
    "options": [{"options": []},
                {"options": [{"kind": "inspect"}]},
                {"options": [{"kind": "inspect"}, {"kind": "kill", "victim": "carl",
                                                   "weapon": "Chaise"}]},
                {"options": [{"kind": "condemn", "room": "Chambre"},
                             {"kind": "destroy", "weapon": "Pelle"}]}],
}


def mentioned(value: Any, parent: str = "") -> list[str]:
    """The names an order's params hold (players, rooms, weapons), not its field names."""
    if isinstance(value, dict):
        found = list(value) if parent in ("rooms", "guesses") else []
        for key, inner in value.items():
            if key != "kind":
                found += mentioned(inner, key)
        return found
    if isinstance(value, list):
        return [name for inner in value for name in mentioned(inner, parent)]
    return [value] if isinstance(value, str) else []


def test_every_order_kind_is_listed() -> None:
    """The kinds of rules/indixo/orders.py's docstring, plus the killer's `options`."""
    doc = reader.__doc__ or ""
    listed = re.findall(r"`(\w+)[ `]", doc[doc.index("Canonical orders:"):doc.index(
        "A pronoun")])
    assert set(listed) | {"options"} == set(ORDERS)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("kind", list(ORDERS))
def test_every_order_kind_echoes(indixo: Any, kind: str, lang: str) -> None:
    """One short line naming every part of the order, alone and inside the bridge's echo,
    confirmation and the GM's night summary."""
    state = play(indixo).state
    for params in ORDERS[kind]:
        order = {"kind": kind, **params}
        extra = [{}, {"cancelled": True}] if kind == "options" else [{}]
        for given in extra:
            line = piece("order", lang, order=order, params=given)
            assert line.strip() and "\n" not in line.strip(), line
            for fallback in ("ordre «", "option «", 'order "', 'option "'):
                assert fallback not in line, line
            for value in mentioned(params):
                assert names(line, value), (value, line)
            for template in ("order_taken", "order_confirmed"):
                text = bridge(template, lang, order=order, doubt="", complete=True,
                              sent_at=SENT, actor="bea", superseded=False, step=2,
                              key="night-2-actions", view=GAME.view(state, "bea"),
                              params=given, deadline=None)
                check_text(text, (template, order))


# --- every step's names, silence and opening ---------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("stage", STAGES)
def test_every_step_is_named(indixo: Any, stage: str, lang: str) -> None:
    """The step's names inside the bridge's reminder, refusals and GM answer; what a silent
    player gets."""
    key = f"{'night' if stage in ('rooms', 'actions', 'switch') else 'day'}-2-{stage}"
    name = piece("step_name", lang, key=key, step=2)
    of = piece("of_step", lang, key=key, step=2)
    assert "2" in name and name.strip().split(" ", 1)[1] in of, (name, of)
    assert "en cours" not in name and "current" not in name, name
    silent = piece("no_answer", lang, key=key, step=2)
    assert "silencieux" not in silent and "silent" not in silent, silent
    for template, params in (
            ("reminder", {"deadline": DEADLINE}),
            ("refused", {"code": "results_pending"}),
            ("refused", {"code": "wrong_step"}),
            ("step_closed", {"status": "review"}),
            ("order_refused", {"code": "not_now", "params": {"code": "not_now"},
                               "view": GAME.view(play(indixo).state, "carl")})):
        text = bridge(template, lang, step=2, key=key, **params)
        check_text(text, (template, key))
        assert name.strip() in text or of.strip() in text or stage == "guess", text


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("stage", STAGES)
def test_every_step_opens(stage: str, lang: str) -> None:
    """Announced in the topic (rooms, actions, votes, last words) with its deadline, or to the
    killer alone (the guess, which has no deadline: it closes with the tally)."""
    phase = "night" if stage in ("rooms", "actions", "switch") else "day"
    key = f"{phase}-3-{stage}"
    private = stage not in ("rooms", "actions", "votes", "words")
    for deadline in ((None,) if stage == "guess" else (DEADLINE, None)):
        text = bridge("step_open", lang, step=3, key=key, phase=f"{phase}-3",
                      channel="topic" if stage in ("votes", "words") else "desk",
                      deadline=deadline, count=4, private=private)
        check_text(text, (key, deadline))
        assert "3" in text, text
        if deadline:
            assert text.count("22:00") == 1 and "[date=" not in text, text  # written once
        if stage == "votes":
            said = {"fr": ("vote", "verrouill"), "en": ("vote", "locked"),
                    "ru": ("голос", "закрепля")}[lang]
            assert all(word in text for word in said), text


@pytest.mark.parametrize("lang", LANGS)
def test_a_silent_player_is_told_why_they_are_where_they_are(games: dict[str, Any],
                                                              lang: str) -> None:
    """"A living player who chooses nothing by the room deadline stays in last night's room,
    or gets a seeded random room if that is condemned or it is night 1, and is told; a silent
    ghost stays in its room": the notice says which of these happened."""
    g = games["full"]
    night2 = next(out.state for label, out in g.outcomes if label == "day-1-words")
    assert night2["phase"] == "night" and night2["number"] == 2 and "ana" in night2["ghosts"]
    reasons = [("carl", "stayed", {"last": "Cuisine"}),
               ("carl", "condemned", {"last": "Salle de bain"}), ("carl", "drawn", {}),
               ("ana", "stayed", {"last": "Cuisine"}),
               ("ana", "condemned", {"last": "Salle de bain"})]
    texts = []
    for player, why, more in reasons:
        notice = Notice(player, "room_default", {"room": "Cuisine", "weapons": ["Couteau"],
                                                 "why": why, **more})
        text = render(notice, night2, lang)
        check_text(text, (player, why))
        assert names(text, "Cuisine") and all(names(text, r) for r in more.values()), text
        texts.append(text)
    assert len(set(texts)) == len(texts)
    said_why = [n.params["why"] for _, n, _, _ in said(g) if n.template == "room_default"]
    assert said_why and set(said_why) <= {"stayed", "condemned", "drawn"}


# --- what the GM is told when the house or the players are refused ------------------------------


BAD_SETTINGS = [
    {"rooms": "A, B, C", "doors": "A - B"}, {"rooms": "A, B", "doors": "A - Z"},
    {"rooms": "A, A, B", "doors": "A - B"}, {"weapons": "Couteau, couteau"},
    {"rooms": "A, B", "doors": "A - B - C"}, {"rooms": "A, B", "doors": "A - A, A - B"},
    {"doors": "Cuisine - Chambre"}, {"room_hours": 0}, {"stop_hours": "long"},
    {"night_posts": "shout"},
]
NINE = "A, B, C, D, E, F, G, H, I"


def _refused_setup(settings: dict[str, Any], players: int, pinned: dict[str, Any]) -> Rejection:
    try:
        GAME.setup(settings, [f"p{i}" for i in range(players)], Chance("x", "setup"), pinned)
    except SetupRefused as refused:
        return refused.rejection
    raise AssertionError(settings)


@pytest.mark.parametrize("lang", LANGS)
def test_a_refused_house_is_explained_in_words(lang: str) -> None:
    """"Wrong settings (a room that cannot reach another ...) are refused with the reason":
    every code of `check_settings` is a sentence naming what is wrong, never the bare code."""
    codes = set()
    for settings in BAD_SETTINGS:
        rejection = GAME.check_settings(settings)
        assert rejection is not None, settings
        codes.add(rejection.code)
        text = TEXTS.render("bridge", "create_refused", lang, "UTC", code=rejection.code,
                            games=["indixo", "mud"], params=rejection.params,
                            kind="indixo")
        check_text(text, rejection)
        assert rejection.code not in text and "motif" not in text and "reason:" not in text, text
        for name in rejection.params.get("names", []):
            assert name in text, (name, text)
    assert codes == {"unreachable_rooms", "unknown_door_room", "duplicate_room",
                     "duplicate_weapon", "bad_door", "doors_without_rooms", "bad_duration",
                     "bad_night_posts"}


@pytest.mark.parametrize("lang", LANGS)
def test_a_game_that_cannot_start_says_why_in_words(lang: str) -> None:
    """"As many rooms and weapons as players": what only the players make impossible is
    refused at the start (`SetupRefused`), and the GM reads why as a sentence."""
    nine = {"rooms": NINE, "weapons": NINE, "doors": "A - I, B - I, C - I, D - I, E - I, "
                                                    "F - I, G - I, H - I"}
    cases = [
        _refused_setup({}, 4, {}),
        _refused_setup({"rooms": "A, B, C, D, E", "doors": "A-B, B-C, C-D, D-E"}, 6, {}),
        _refused_setup(nine, 5, {}),
        _refused_setup({}, 5, {"killer": "zoe"}),
        _refused_setup({}, 5, {"weapons_at_start": {"Couteau": "Cuisine"}}),
    ]
    assert [c.code for c in cases] == ["too_few_players", "house_too_small",
                                       "unreachable_rooms", "pinned_killer_unknown",
                                       "pinned_weapons_not_one_per_room"]
    for rejection in cases:
        text = bridge("cannot_start", lang, count=5, min_players=5, max_players=20,
                      code=rejection.code, params=rejection.params)
        check_text(text, rejection)
        assert rejection.code not in text and ":" in text, text
    assert "5" in bridge("cannot_start", lang, count=5, min_players=5, max_players=20,
                         code="unreachable_rooms", params=cases[2].params)


# --- what the GM is told about nights and days ------------------------------------------------


def gm_texts(kind: str, lang: str, key: str, step: int) -> list[str]:
    """The bridge's texts to the GM that name the game's parts of play
    (bridge/intake/service.py)."""
    game = {**GAME_INFO, "kind": kind}
    return [TEXTS.render("bridge", name, lang, "Europe/Paris", game=game, **params) for
            name, params in (
                ("gm_desk", {"name": "INDIXO", "settings": {"review": "gm"}, "bot": "gm",
                             "live": False,
                             "status_url": "http://x/status"}),
                ("game_created", {"topic_link": "/t/1"}),
                ("published", {"status": "running", "step_key": key, "key": key,
                               "step": step}),
                ("gm_help", {"status": "running", "command": "ok", "key": key, "step": step,
                             "soon": DEADLINE}),
                ("gm_help", {"status": "signup", "command": "ok", "key": "", "step": 0,
                             "soon": DEADLINE}))]


@pytest.mark.parametrize("lang", LANGS)
def test_the_gm_is_told_of_nights_and_days_not_turns(lang: str) -> None:
    """INDIXO has nights and days ("Nights and days alternate, starting with a night"): the
    GM's desk, the creation answer, the publication and the help say so, in the game's words;
    the mud fight keeps its turns."""
    turn = {"fr": r"\btours?\b", "en": r"\bturns?\b", "ru": r"\bход(?:а|у|ом|е|ы|ов)?\b"}[lang]
    for text in gm_texts("indixo", lang, "day-2-votes", 2):
        check_text(text, "indixo")
        assert not re.search(turn, text, re.IGNORECASE), text
        assert re.search(r"\b(nuits?|jours?|nights?|days?|ночь|ночи|ночей|день|дня|дни|дней)\b",
                         text), text
    published = gm_texts("indixo", lang, "night-3-rooms", 3)[2]
    assert {"fr": "la nuit 3", "en": "night 3", "ru": "ночь 3"}[lang] in published, published
    for text in gm_texts("mud", lang, "turn-2", 2):
        check_text(text, "mud")
        assert re.search(turn, text, re.IGNORECASE), text


# --- the commands the texts teach are the commands the reader reads ------------------------------


PLACEHOLDERS = {"<pièce voisine>": "Chambre", "<adjacent room>": "Chambre", "<pièce>": "Cuisine",
                "<room>": "Cuisine", "<arme>": "Couteau", "<weapon>": "Couteau",
                "<соседнюю комнату>": "Chambre", "<комнату>": "Cuisine", "<комната>": "Cuisine",
                "<оружие>": "Couteau"}


def _understood(state: dict[str, Any], command: str) -> bool:
    """Whether some step of INDIXO reads `command` as an order."""
    players = iter(["carl", "dina", "emil", "fred"])
    command = re.sub(r"@(pseudo|name|имя)", lambda _: "@" + next(players), command)
    for mark, value in PLACEHOLDERS.items():
        command = command.replace(mark, value)
    for stage in STAGES:
        for channel in ("desk", "topic"):
            ctx = Context("ana", channel, "fr", OPENED, 1, f"day-1-{stage}")  # type: ignore[arg-type]
            if isinstance(GAME.parse(state, ctx, command), Order):
                return True
    return False


@pytest.mark.parametrize("lang", LANGS)
def test_every_command_shown_is_understood(games: dict[str, Any], lang: str) -> None:
    """Every `command` a role, a morning, an opening or a refusal teaches reads as an order."""
    g = games["full"]
    state = g.outcomes[0][1].state
    texts = [render(n, s, lang) for _, n, s, _ in said(g)]
    texts += [bridge("step_open", lang, step=2, key=f"x-2-{stage}", phase="x-2",
                     channel="desk", deadline=None, count=4, private=False)
              for stage in STAGES]
    texts += [refusal(s, p, k, r, lang) for s, p, k, r in g.refusals]
    commands = {c for text in texts for c in re.findall(r"`([^`]+)`", text)}
    assert len(commands) > 20, commands
    misread = sorted(c for c in commands if not _understood(state, c))
    assert not misread, misread


# --- Russian: every text in Russian, every command it teaches read as it claims ------------------


HOLES = ("{{", "}}", "{%", "%}", "{#", "None", "Undefined", "True", "False", "[]", "{}", "(s)")
FOREIGN_COMMANDS = re.compile(
    r"\b(vote|chef|chief|kill|tuer|inspecte?r?|inspect|destroy|d[ée]truire|move|d[ée]placer|go"
    r"|je vais|haunt|hanter|possess|poss[ée]der|done|fini|cancel|annuler|nothing|rien|keep"
    r"|garder|name|nomme|pseudo|with|avec|vers|into)\b", re.IGNORECASE)
"""French and English order words: a Russian text teaches Russian commands only."""
SETTING_WORDS = {word for name, value in GAME.defaults.items() for word in
                 re.findall(r"[A-Za-z]+", f"{name} {value}")} | {"warn", "ignore", "night",
                                                                 "posts"}
"""What a Russian text may show in `code` of the settings (their names and values)."""


def latin(value: Any) -> set[str]:
    """The Latin words of the values a text quotes (names, what a player typed): strings, and
    the keys and values of data, but not the kinds and codes that only choose a branch."""
    if isinstance(value, dict):
        return set().union(set(), *(latin(v) | (latin(k) if k not in ("kind", "code", "why",
                                                                        "event") else set())
                                     for k, v in value.items() if k not in ("kind", "code",
                                                                              "why", "event")))
    if isinstance(value, list | tuple):
        return set().union(set(), *(latin(v) for v in value))
    return set(re.findall(r"[A-Za-z]+", value)) if isinstance(value, str) else set()


def prose(text: str) -> str:
    """The text without what it quotes verbatim: code, a date's markup, links, mentions, the
    time zone a date names (as tests/bridge/test_bridge_russian.py reads a Russian text)."""
    text = re.sub(r"```.*?```", " ", text, flags=re.DOTALL)
    text = re.sub(r"`[^`\n]*`", " ", text)
    text = re.sub(r"\[date=[^\]]*\]", " ", text)
    text = re.sub(r"\[/?(?:quote|details)[^\]]*\]", " ", text)
    text = re.sub(r"https?://\S+", " ", text)
    text = re.sub(r"@[\w.+-]+", " ", text)
    return re.sub(r"\((?:[A-Za-z_]+/)+[A-Za-z_+-]+\)|\(UTC\)", " ", text)


def check_russian(text: str, what: object, allowed: set[str], post: bool = True) -> None:
    """Russian words only, outside what the text quotes (names of players, rooms and weapons,
    `code`, links, markup); no French or English command in `code`; no leftover markup; a
    post of 20 characters at least (Discourse's minimum)."""
    for hole in HOLES:
        assert hole not in text, (what, hole, text)
    words = set(re.findall(r"[A-Za-z]+", prose(text))) - allowed
    assert not words, (what, sorted(words), text)
    assert re.search(r"[а-яё]", text, re.IGNORECASE), (what, text)
    for code in re.findall(r"`([^`\n]*)`", text):
        if re.fullmatch(r"[0-9a-f]{16,}", code):
            continue  # a digest: a commitment, a receipt
        unquoted = re.sub(r"@[\w.-]+", " ", code)
        foreign = [w for w in FOREIGN_COMMANDS.findall(unquoted) if w not in allowed]
        assert not foreign, (what, code, text)
        assert set(re.findall(r"[A-Za-z]+", unquoted)) <= allowed | SETTING_WORDS, (what, code)
    assert text.count("**") % 2 == 0 and text.count("`") % 2 == 0, (what, text)
    if post:
        assert len(text.strip()) >= 20, (what, text)


def names_of(state: dict[str, Any]) -> set[str]:
    """The Latin words a game's texts may quote: its players, rooms, weapons (those left out
    of play too, which the start posts name) and title."""
    out = state.get("left_out") or {}
    return latin([*state["players"], *state["rooms"], *state["weapons"],
                  *out.get("rooms", []), *out.get("weapons", []), GAME_INFO["title"],
                  GAME_INFO["gm"], "INDIXO"])


def russian_texts(g: Any, rejections: dict[str, list[Any]]) -> list[tuple[str, object,
                                                                          set[str], bool]]:
    """Every text a game makes the bot say in Russian: (text, what, allowed words, post)."""
    allowed = names_of(g.state)
    found: list[tuple[str, object, set[str], bool]] = []
    for label, notice, state, _ in said(g):
        found.append((render(notice, state, "ru"), (label, notice.template), allowed, True))
    for state, player, key, verdict in g.echoes:
        found.append((echo(state, player, key, verdict, "ru"), (key, verdict.order),
                      allowed | latin(verdict.order.params) | latin(verdict.params), True))
    cases = [c for c in g.refusals] + [c for cs in rejections.values() for c in cs
                                       if g.outcomes[0][1].state["rooms"] == c[0]["rooms"]]
    for state, player, key, rejection in cases:
        found.append((refusal(state, player, key, rejection, "ru"), (key, rejection),
                      allowed | latin(rejection.params), True))
    return found


@pytest.mark.parametrize("name", list(GAMES))
def test_every_russian_text_is_russian(games: dict[str, Any],
                                       rejections: dict[str, list[Any]], name: str) -> None:
    """What a Russian player (one who joined with "участвую") and a Russian GM read of a whole
    game: every post, private message, echo and refusal, in Russian words around the names
    the game quotes."""
    texts = russian_texts(games[name], rejections)
    assert len(texts) > 20
    for text, what, allowed, post in texts:
        check_russian(text, what, allowed, post)


@pytest.mark.parametrize("stage", STAGES)
def test_every_russian_step_is_russian(indixo: Any, stage: str) -> None:
    """The openings of the steps, their names, what a silent player gets and the pieces the
    bridge's own messages include, in Russian."""
    phase = "night" if stage in ("rooms", "actions", "switch") else "day"
    key = f"{phase}-3-{stage}"
    view = GAME.view(play(indixo).state, "bea")
    allowed = names_of(play(indixo).state)
    for deadline in (DEADLINE, None):
        for count in (1, 4, 5, 21, 22):
            text = bridge("step_open", "ru", step=3, key=key, phase=f"{phase}-3",
                          channel="topic" if stage in ("votes", "words") else "desk",
                          deadline=deadline, count=count, private=stage == "guess")
            check_russian(text, (key, deadline, count), allowed)
    for template, params in (
            ("reminder", {"deadline": DEADLINE}), ("refused", {"code": "results_pending"}),
            ("refused", {"code": "wrong_step"}), ("step_closed", {"status": "review"}),
            ("published", {"status": "running", "step_key": key}),
            ("order_refused", {"code": "not_now", "params": {"code": "not_now"},
                               "view": view})):
        check_russian(bridge(template, "ru", step=3, key=key, **params), (template, key),
                      allowed)
    for template in ("step_name", "of_step", "no_answer", "this_step", "for_step"):
        check_russian(piece(template, "ru", key=key, step=3, view=view), (template, key),
                      allowed, post=False)
    for form in ("of_a", "each", "the", "of_the", "ending", "current"):
        check_russian(piece("phases", "ru", form=form), form, allowed, post=False)


@pytest.mark.parametrize("kind", list(ORDERS))
def test_every_russian_echo_is_russian(indixo: Any, kind: str) -> None:
    """Every order kind echoed in Russian, alone and inside the bridge's echo, confirmation
    and the incompleteness it reports."""
    state = play(indixo).state
    for params in ORDERS[kind]:
        order = {"kind": kind, **params}
        allowed = names_of(state) | latin(params)
        for given in ([{}, {"cancelled": True}] if kind == "options" else [{}]):
            check_russian(piece("order", "ru", order=order, params=given), order, allowed,
                          post=False)
            for complete in (True, False):
                text = bridge("order_taken", "ru", order=order, doubt="", complete=complete,
                              sent_at=SENT, actor="bea", superseded=False, step=2,
                              key="night-2-actions", view=GAME.view(state, "bea"),
                              params=given, deadline=DEADLINE)
                check_russian(text, (order, complete), allowed)


def test_every_russian_refusal_of_the_settings_is_russian() -> None:
    """What a Russian GM reads when the house or the players are refused."""
    for settings in BAD_SETTINGS:
        rejection = GAME.check_settings(settings)
        assert rejection is not None
        text = TEXTS.render("bridge", "create_refused", "ru", "UTC", code=rejection.code,
                            games=["indixo"], params=rejection.params, kind="indixo")
        check_russian(text, rejection, latin(rejection.params) | {"indixo"})
    nine = {"rooms": NINE, "weapons": NINE, "doors": "A - I, B - I, C - I, D - I, E - I, "
                                                    "F - I, G - I, H - I"}
    for rejection in (_refused_setup({}, 4, {}),
                      _refused_setup({"rooms": "A, B, C, D, E", "doors": "A-B, B-C, C-D, D-E"},
                                     6, {}),
                      _refused_setup(nine, 5, {}), _refused_setup({}, 5, {"killer": "zoe"}),
                      _refused_setup({}, 5, {"weapons_at_start": {"Couteau": "Cuisine"}})):
        text = bridge("cannot_start", "ru", count=5, min_players=5, max_players=20,
                      code=rejection.code, params=rejection.params)
        check_russian(text, rejection, latin(rejection.params))


def test_a_russian_gm_names_the_house_in_russian() -> None:
    """The settings the Russian texts teach (`комнаты = ...`, `двери = ...`) are the game's:
    the bridge folds a setting's name and maps it through `aliases`."""
    text = TEXTS.render("bridge", "create_refused", "ru", "UTC", code="doors_without_rooms",
                        games=["indixo"], params={}, kind="indixo")
    text += TEXTS.render("bridge", "create_refused", "ru", "UTC", code="bad_door",
                         games=["indixo"], params={}, kind="indixo")
    shown = re.findall(r"`([^`=]+)=([^`]*)`", text)
    assert {key.strip() for key, _ in shown} == {"комнаты", "двери"}, text
    settings = {GAME.aliases[key.strip()]: value.replace("...", "").strip(" ,")
                for key, value in shown}
    settings["rooms"] = ", ".join(RU_ROOMS)
    settings["weapons"] = ", ".join(RU_WEAPONS)
    settings["doors"] = RU_DOORS
    assert GAME.check_settings(settings) is None
    assert GAME.aliases["оружие"] == "weapons"


RU_PLACEHOLDERS = {"<соседнюю комнату>": "room1", "<комнату>": "room0", "<комната>": "room0",
                   "<оружие>": "weapon0"}
RU_KINDS: list[tuple[str, str, str]] = [
    (r"^иду в ", "room", "rooms"), (r"^уничтожаю ", "destroy", "actions"),
    (r"^переношу ", "move", "actions"), (r"^ничего$", "nothing", "actions"),
    (r"^осматриваю комнату$", "inspect", "actions"), (r"^убиваю ", "kill", "actions"),
    (r"^заколачиваю ", "condemn", "actions"), (r"^всё$", "done", "actions"),
    (r"^отмена$", "cancel", "actions"), (r"^проклинаю комнату$", "haunt_room", "actions"),
    (r"^проклинаю ", "haunt_weapon", "actions"), (r"^вселяюсь в ", "possess", "actions"),
    (r"^@имя$", "switch", "switch"), (r"^оставляю$", "keep", "switch"),
    (r" -> ", "spread", "stranded"), (r"^назначаю главой ", "name_chief", "chief"),
    (r"^голосую: ", "vote", "votes"), (r"^глава @", "chief_vote", "votes"),
    (r"^@имя: ", "guess", "guess"),
]
"""What each Russian command a text shows claims to be, and the step it is given to."""


def claimed(command: str) -> tuple[str, str] | None:
    """The order a Russian command claims to be, and its step; None for what is no order (a
    setting, a weapon or a room quoted alone)."""
    return next(((kind, stage) for start, kind, stage in RU_KINDS
                 if re.search(start, command)), None)


def read_as_shown(state: dict[str, Any], command: str) -> tuple[Order | Rejection, str, set[str]]:
    """A shown command, its placeholders filled from the game's house and players, read in
    the step it claims: the reading, its kind, and the names it must hold."""
    kind, stage = claimed(command) or ("", "")
    speaker = KILLER if stage in ("actions", "guess") else "carl"
    others = iter([p for p in state["players"] if p != speaker])
    filled = re.sub(r"@имя", lambda _: "@" + next(others), command)
    door = state["doors"][0]
    weapon = next(w for w, r in state["start_weapons"].items() if r == door[0])
    for mark, slot in RU_PLACEHOLDERS.items():
        filled = filled.replace(mark, {"room0": door[0], "room1": door[1],
                                       "weapon0": weapon}[slot])
    phase = "night" if stage in ("rooms", "actions", "switch") else "day"
    ctx = Context(speaker, "topic" if stage == "votes" else "desk", "ru", OPENED, 1,
                  f"{phase}-1-{stage}")  # type: ignore[arg-type]
    wanted = {name for name in [*state["players"], *state["rooms"], *state["weapons"]]
              if re.search(rf"(?<![\w@]){re.escape(name)}(?![\w])|@{re.escape(name)}\b",
                           filled)}
    return GAME.parse(state, ctx, filled), kind, wanted


@pytest.mark.parametrize("name", list(GAMES))
def test_every_russian_command_reads_as_it_claims(games: dict[str, Any],
                                                  rejections: dict[str, list[Any]],
                                                  name: str) -> None:
    """Every command a Russian text teaches (the role, the house, the openings, the morning,
    the refusals, the incomplete answers, the switch and the stranded weapons) is read by
    the grammar as the order it claims, naming what it names."""
    g = games[name]
    state = g.outcomes[0][1].state
    texts = [text for text, _, _, _ in russian_texts(g, rejections)]
    texts += [bridge("step_open", "ru", step=2, key=f"x-2-{stage}", phase="x-2",
                     channel="desk", deadline=None, count=4, private=False) for stage in STAGES]
    commands = {c for text in texts for c in re.findall(r"`([^`\n]+)`", text)}
    checked = set()
    for command in sorted(commands):
        if claimed(command) is None:
            assert "=" in command or set(re.findall(r"[A-Za-z_]+", command)) <= SETTING_WORDS \
                or not re.search(r"[а-яё]", command), (name, command)
            continue
        reading, kind, wanted = read_as_shown(state, command)
        assert isinstance(reading, Order), (command, reading)
        assert reading.kind == kind, (command, reading)
        shown = json.dumps(reading.params, ensure_ascii=False)
        assert all(names(shown, thing) for thing in wanted), (command, reading, wanted)
        checked.add(kind)
    assert len(checked) >= 15, checked


def test_russian_numbers_take_their_plural_forms(games: dict[str, Any]) -> None:
    """Numbers and nouns agree as CLDR's Russian rules say (Babel): 1, 21 one; 2-4, 22 few;
    5-20 many."""

    def say(source: str, **values: Any) -> str:
        template = TEXTS.env.from_string(
            '{% import "indixo/macros.md.j2" as m with context %}' + source)
        return template.render(lang="ru", timezone="UTC", **values)

    assert [say("{{ m.duration(n) }}", n=n) for n in (1, 2, 5, 21, 60, 120, 300, 90)] == [
        "1 минута", "2 минуты", "5 минут", "21 минута", "1 час", "2 часа", "5 часов",
        "1 ч 30 мин"]
    assert [say('{{ m.duration(n, "acc") }}', n=n) for n in (1, 21, 22, 45)] == [
        "1 минуту", "21 минуту", "22 минуты", "45 минут"]
    assert [TEXTS.catalogs.say("ru", "indixo-tally-chief-wins", chief="ana", count=n)
            .split("набрав ")[1].split(";")[0] for n in (1, 3, 11, 21)] \
        == ["1 голос", "3 голоса", "11 голосов", "21 голос"]
    house = next(render(n, s, "ru") for _, n, s, _ in said(games["russian"])
                 if n.template == "house")
    assert "6 комнат, 6 предметов оружия, 6 игроков" in house, house
    tally = next(render(n, s, "ru") for _, n, s, _ in said(games["russian"])
                 if n.template == "tally")
    assert "5 полных бюллетеней" in tally, tally
    opening = bridge("step_open", "ru", step=1, key="day-1-votes", phase="day-1",
                     channel="topic", deadline=None, count=21, private=False)
    assert "Каждый из 21 живого игрока голосует" in opening, opening
    opening = bridge("step_open", "ru", step=1, key="day-1-votes", phase="day-1",
                     channel="topic", deadline=None, count=3, private=False)
    assert "Каждый из 3 живых игроков голосует" in opening, opening


RU_CREATE = "\n".join(['новая игра indixo "Убийство в особняке" review=auto',
                       "комнаты = " + ", ".join(RU_ROOMS), "оружие = " + ", ".join(RU_WEAPONS),
                       "двери = " + RU_DOORS, ""])
"""A Russian GM creates the game in Russian, the house in the settings' Russian names."""


def test_a_russian_table_through_the_stack(database_url: str) -> None:
    """Through the bridge and the sandbox forum: a Russian GM creates the game, five players
    join with "участвую" and play a night and a day in Russian (rooms in their cases, a name in
    Cyrillic, "всё", the chief named, the votes): every order is taken, the innocents win, and
    every post the bot makes in the game's topic, the players' desks and the GM's desk is
    Russian around the names it quotes."""
    from datetime import timedelta

    from bridge.clock import FakeClock
    from bridge.tools.stack import Stack

    players = ["ana", "bea", "carl", "dina", "emil"]
    with Stack(FakeClock(datetime(2026, 12, 1, 8, 0, tzinfo=UTC)), database_url) as stack:
        stack.direct_message("maitre", RU_CREATE, title="Новая игра")
        game = stack.latest_game()
        stack.pin(game, killer="bea", weapons_at_start=dict(list(RU_START.items())[:5]))
        public = stack.topic_of(game, "game")
        for player in players:
            stack.say(player, public, "участвую")
        gm_desk = stack.topic_of(game, "gm", "maitre")
        stack.say("maitre", gm_desk, "начать")
        desks = {p: stack.topic_of(game, "player", p) for p in players}
        said = [("ana", "иду в кухню"), ("bea", "Кухня"), ("carl", "я в столовой"),
                ("dina", "иду в спальню"), ("emil", "во двор"), ("bea", "убиваю Ану ножом"),
                ("bea", "всё"), ("ana", "ничего"), ("carl", "ничего"), ("dina", "ничего"),
                ("emil", "ничего"), ("ana", "назначаю главой @carl")]
        for player, text in said:
            stack.say(player, desks[player], text)
        votes = (("carl", "голосую против @bea, нож, кухня"),
                 ("dina", "голосую против Беа, ножом, в кухне"), ("emil", "@bea, нож, кухня"),
                 ("bea", "голосую: @carl, стул, столовая"))
        for player, text in votes:
            stack.say(player, public, text)
        stack.advance(stack.clock.now() + timedelta(hours=3))
        topics = {public, gm_desk, *desks.values()}
        posts = [post for post in stack.forum.transcript()
                 if post["author"] == "gamemaster" and post["topic"] in topics]
    taken = [p["raw"] for p in posts if p["topic"] in desks.values()
             and p["raw"].startswith("Заявка принята")]
    assert len(taken) == len(said) + len(votes), taken  # a vote is acknowledged privately
    assert sum("**голос: подозреваемый @bea, оружие «Нож», комната «Кухня»**" in raw
               for raw in taken) == 3, taken
    assert any("**Невиновные побеждают!**" in p["raw"] for p in posts if p["topic"] == public)
    allowed = latin([*players, *RU_ROOMS, *RU_WEAPONS, "maitre", "gamemaster", "INDIXO",
                     "SHA", "Python", "random.Random"])  # the bridge's reveal of the seed
    for post in posts:
        raw = re.sub(r"<!--.*?-->", " ", post["raw"], flags=re.DOTALL)
        # the bridge's appendix of sealed orders quotes them as data (step keys, JSON)
        raw = re.sub(r"\[details=[^\]]*\].*?\[/details\]", " ", raw, flags=re.DOTALL)
        raw = "\n".join(line for line in raw.splitlines() if "upload://" not in line)
        check_russian(raw, post["topic"], allowed)


# --- issue 24: INDIXO's reader slips -----------------------------------------------------------

ARTICLED = {"rooms": "le Salon, la Cuisine, l'Entrée, les Toilettes, Cour",
            "doors": "Salon - Cuisine, Cuisine - Entrée, Entrée - Toilettes, Toilettes - Cour, "
                     "Cour - Salon",
            "weapons": "la Hache, le Couteau, l'Oreiller, Pelle, Corde"}
"""A house whose GM gave most names their French article (and two names none)."""


def articled_state() -> dict[str, Any]:
    return GAME.setup(ARTICLED, PLAYERS[:5], Chance("articles", "setup"), {
        "killer": KILLER, "weapons_at_start": {"Hache": "Salon", "Couteau": "Cuisine",
                                               "Oreiller": "Entrée", "Pelle": "Toilettes",
                                               "Corde": "Cour"}}).state


def echoed(order: dict[str, Any], lang: str, state: dict[str, Any] | None = None) -> str:
    """An order's echo, as the bridge says it in a player's answer."""
    state = state or articled_state()
    return piece("order", lang, order=order, view=GAME.view(state, "ana")).strip()


@pytest.mark.parametrize(("order", "fr", "en", "ru"), [
    ({"kind": "kill", "victim": "ana", "weapon": "Hache"}, "tuer @ana avec la Hache",
     "kill @ana with the Hache", "убить @ana оружием «Hache»"),
    ({"kind": "kill", "victim": "ana", "weapon": "Pelle"}, "tuer @ana avec l'arme Pelle",
     "kill @ana with the Pelle", "убить @ana оружием «Pelle»"),
    ({"kind": "condemn", "room": "Cour"}, "condamner la pièce Cour", "condemn the Cour",
     "заколотить комнату «Cour»"),
    ({"kind": "condemn", "room": "Salon"}, "condamner le Salon", "condemn the Salon",
     "заколотить комнату «Salon»"),
    ({"kind": "room", "room": "Entrée"}, "aller dans l'Entrée", "go to the Entrée",
     "пойти в комнату «Entrée»"),
    ({"kind": "room", "room": "Toilettes"}, "aller dans les Toilettes", "go to the Toilettes",
     "пойти в комнату «Toilettes»"),
    ({"kind": "move", "weapon": "Oreiller", "to": "Cuisine"},
     "déplacer l'Oreiller vers la Cuisine", "move the Oreiller to the Cuisine",
     "перенести оружие «Oreiller» в комнату «Cuisine»"),
    ({"kind": "haunt_weapon", "weapon": "Couteau"}, "hanter le Couteau", "haunt the Couteau",
     "проклясть оружие «Couteau»"),
    ({"kind": "guess", "guesses": {"bob": {"room": "Salon", "weapon": "Oreiller"},
                                   "cy": {"room": "Cour", "weapon": None}}},
     "qui était où : @bob dans le Salon, avec l'Oreiller ; @cy dans la pièce Cour, sans arme",
     "who was where: @bob in the Salon, weapon Oreiller; @cy in the Cour, no weapon",
     "кто где был: @bob — комната «Salon», оружие «Oreiller»; @cy — комната «Cour», без оружия"),
    ({"kind": "vote", "suspect": "bob", "weapon": "Hache", "room": "Cour"},
     "vote : suspect @bob, avec la Hache, dans la pièce Cour",
     "vote: suspect @bob, weapon Hache, room Cour",
     "голос: подозреваемый @bob, оружие «Hache», комната «Cour»"),
])
def test_room_and_weapon_names_take_the_article_the_gm_gave(order: dict[str, Any], fr: str,
                                                             en: str, ru: str) -> None:
    """Issue 24: "@bob dans Salon, arme Oreiller", "tuer @ana avec l'arme Hache": a name the GM
    gave its article is said with it in French ("dans le Salon", "avec la Hache", "l'Entrée",
    "les Toilettes"); one given without keeps the phrasing that needs none ("la pièce Cour",
    "l'arme Pelle"). English and Russian say the name in their own construction."""
    assert echoed(order, "fr") == fr
    assert echoed(order, "en") == en
    assert echoed(order, "ru") == ru


def test_the_theme_and_the_night_sentences_say_the_article_in_french() -> None:
    """Issue 24: the default house has its articles ("dans la Cuisine", "je vais dans la
    Cuisine"), and the night's sentences say them ("dans le **Salon**", "avec la **Hache**")
    where they once said "dans **Salon**"."""
    theme = GAME.setup({}, PLAYERS[:5], Chance("theme", "setup"), {
        "killer": KILLER, "weapons_at_start": dict(list(START.items())[:5])}).state
    assert echoed({"kind": "room", "room": "Cuisine"}, "fr", theme) == "aller dans la Cuisine"
    assert echoed({"kind": "destroy", "weapon": "Oreiller"}, "fr", theme) == \
        "détruire l'Oreiller"
    role = render(Notice("ana", "role", {"killer": False}), theme, "fr")
    assert "`je vais dans la Cuisine`" in role and "`détruire le Couteau`" in role, role
    state = articled_state()
    sees = render(Notice(KILLER, "killer_sees", {"room": "Salon", "people": ["ana"]}),
                  state, "fr")
    assert "dans le **Salon** : vous y trouvez @ana" in sees, sees
    alone = render(Notice(KILLER, "killer_sees", {"room": "Cour", "people": []}), state, "fr")
    assert "dans la pièce **Cour** : personne" in alone, alone
    quick = render(Notice("ana", "switch_ask", {"victim": "carl", "weapon": "Hache",
                                                "choices": ["dina"], "minutes": 60}),
                   state, "fr")
    assert "tente de tuer @carl avec la **Hache**, que vous hantez" in quick, quick
    night = render(Notice("carl", "night_private", {"night": 1, "items": [
        {"what": "clash", "weapon": "Oreiller"},
        {"what": "move_condemned", "weapon": "Couteau", "to": "Toilettes"}]}), state, "fr")
    assert "interagir avec l'**Oreiller** :" in night, night
    assert "emporter le **Couteau** vers les **Toilettes** :" in night, night
    final = copy.deepcopy(state)
    murder = {"victim": "ana", "weapon": "Hache", "room": "Entrée", "night": 1}
    final.update(finished=True, winner="innocents", win="vote", last_murder=murder)
    told = render(Notice(PUBLIC, "final", {
        "winner": "innocents", "how": "vote", "killer": KILLER, "last_murder": murder,
        "weapon_rooms": dict(final["weapon_rooms"])}), final, "fr")
    assert "dans l'**Entrée**, avec la **Hache**." in told, told
    english = render(Notice(KILLER, "killer_sees", {"room": "Salon", "people": []}), state,
                     "en")
    assert "the **Salon**" in english, english


def test_the_settings_say_how_to_give_an_article() -> None:
    """Issue 24: the game's settings, which the GM reads in the topic, say how to give a
    name its article in French."""
    text = piece("settings", "fr", settings={**GAME.defaults, **ARTICLED})
    assert "`pièces = la Cuisine, le Salon, l'Entrée, les Toilettes`" in text, text
    assert "« la pièce Cour »" in text, text
    assert "article" not in piece("settings", "en", settings={**GAME.defaults, **ARTICLED})


@pytest.mark.parametrize("lang", LANGS)
def test_a_vote_is_said_changeable_once_and_right(lang: str) -> None:
    """Issue 24: the echo of a vote said "you can still change it until every living player
    has voted" and then "you can change it until the deadline": it now says once that a vote
    changes until every living player has voted, at the latest until the deadline."""
    state = articled_state()
    state.update(phase="day", stage="day")
    text = bridge("order_taken", lang, order={"kind": "vote", "suspect": "bea",
                                              "weapon": "Hache", "room": "Salon"},
                  doubt="", complete=True, final=False, closes=False, sent_at=SENT,
                  actor="ana", superseded=False, step=1, key="day-1-votes",
                  view=GAME.view(state, "ana"),
                  params={"ballot": {"suspect": "bea", "weapon": "Hache", "room": "Salon"}},
                  deadline=DEADLINE, replaced=False)
    once = {"fr": "Vous pouvez le changer tant que tous les vivants n'ont pas voté",
            "en": "You can change it until every living player has voted",
            "ru": "Вы можете изменить свой голос, пока не проголосуют все живые"}[lang]
    assert text.count(once) == 1, text
    assert text.count({"fr": "changer", "en": "change", "ru": "изменить"}[lang]) == 1, text
    assert {"fr": "au plus tard jusqu'à l'échéance : mercredi 2 décembre 2026 à 22:00",
            "en": "at the latest until the deadline: Wednesday 2 December 2026 at 22:00",
            "ru": "но не позже срока: среда, 2 декабря 2026 в 22:00"}[lang] in text, text


@pytest.mark.parametrize("lang", LANGS)
def test_a_final_choice_is_said_final_once(lang: str) -> None:
    """Issue 24: "Ce choix est **définitif**…" then "Cet ordre est définitif…" back to back:
    a room choice and the killer's guess are said final once, by the bridge (and, held for
    a confirmation, not at all)."""
    state = articled_state()
    word = {"fr": "définiti", "en": "final", "ru": "окончательн"}[lang]
    for order, params, key in (
            ({"kind": "room", "room": "Salon"}, {"room": "Salon", "weapons": None},
             "night-1-rooms"),
            ({"kind": "guess", "guesses": {"carl": {"room": "Cour", "weapon": None}}},
             {"guesses": {"carl": {"room": "Cour", "weapon": None}}}, "day-1-guess")):
        view = GAME.view(state, "bea" if order["kind"] == "guess" else "ana")
        common = {"order": order, "complete": True, "closes": False, "sent_at": SENT,
                  "actor": "ana", "superseded": False, "step": 1, "key": key, "view": view,
                  "params": params, "deadline": DEADLINE, "replaced": False}
        text = bridge("order_taken", lang, doubt="", final=True, **common)
        assert text.lower().count(word) == 1, text
        held = bridge("order_taken", lang, doubt="narration", final=False, held=True,
                      **common)
        assert {"fr": "ne sera définitif qu'une fois confirmé", "en": "only once confirmed",
                "ru": "только после подтверждения"}[lang] in held, held
        assert held.lower().count(word) == 1, held


@pytest.mark.parametrize("lang", LANGS)
def test_a_locked_vote_is_named_in_force_when_a_change_is_refused(lang: str) -> None:
    """Issue 24: after the votes are locked, a new vote was refused with "you have no order
    in force for this step yet": the refusal now names the player's vote, locked, which
    counts (the bridge says nothing of the last words' step, which awaits no order)."""
    state = articled_state()
    state.update(phase="day", stage="day",
                 votes={"ana": {"suspect": "bea", "weapon": "Hache", "room": "Salon"}})
    text = bridge("order_refused", lang, code="votes_locked", params={},
                  view=GAME.view(state, "ana"), step=1, key="day-1-words", standing=None)
    assert {"fr": "Votre vote, verrouillé, compte tel quel : **suspect @bea, avec la Hache, "
                  "dans le Salon**.",
            "en": "Your vote, locked, counts as it is: **suspect @bea, weapon Hache, room "
                  "Salon**.",
            "ru": "Ваш голос закреплён и засчитывается как есть: **подозреваемый @bea, "
                  "оружие «Hache», комната «Salon»**."}[lang] in text, text
    assert {"fr": "aucun ordre en vigueur", "en": "no order in force",
            "ru": "нет действующего"}[lang] not in text, text
