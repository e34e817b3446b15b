"""The public status surfaces of a game (bridge/publishing/status.py, bridge/intake/app.py): the
status page in every game and language, `status.json`, `status.txt`, `board.png`, and their headers.

Games are set up by their own rules and stored as the bridge stores them, then shown
through the Flask app: the page must say the phase in words, the deadline as a `<time>` in
the game's own zone, the standings in the rules' order with their places, the latest public
picture and the game topic's address, in the game's language only, with every name escaped.
"""

from __future__ import annotations

import base64
import hashlib
import re
from datetime import UTC, datetime
from html.parser import HTMLParser
from typing import Any

import pytest

from bridge import steps as open_steps
from bridge.clock import FakeClock
from bridge.config import Config
from bridge.db import GameRow, PlayerRow, TopicRow
from bridge.intake.app import create_app
from bridge.intake.service import GameMaster
from rules import registry
from rules.arena import state as arena
from rules.chance import Chance

NOW = datetime(2026, 12, 1, 9, 0, tzinfo=UTC)
FORUM = "https://forum.example"
HOSTILE = '<script>alert("pwned")</script>'
LANGS = ("fr", "en", "ru")
SPREAD = {"attack": 3, "defence": 3, "shooting": 3, "shield": 3}


# ----------------------------------------------------------------------------- games


def _mud() -> tuple[dict[str, Any], list[str]]:
    """A mud fight in turn 2 of 3: boris first; anna and chloe equal, sharing second place
    (sign-up order between them); dana fourth."""
    rules = registry.get("mud")
    assert rules is not None
    players = ["anna", "boris", "chloe", "dana"]
    settings = {**rules.defaults, "turns": 3}
    state = rules.setup(settings, players, Chance("s", "setup"), {"start": {
        "anna": "B2", "boris": "C2", "chloe": "B3", "dana": "C3"}}, None).state
    scores = {"anna": (1, 0), "boris": (2, 1), "chloe": (1, 0), "dana": (0, 2)}
    for record in state["players"]:
        record["points"], record["times_hit"] = scores[record["name"]]
    state["turn"] = 2
    return state, players


def _indixo() -> tuple[dict[str, Any], list[str]]:
    """INDIXO on day 2: ana died on night 1, a room condemned, a weapon destroyed, carl
    chief."""
    rules = registry.get("indixo")
    assert rules is not None
    players = ["ana", "bea", "carl", "dina", "emil"]
    state = rules.setup(dict(rules.defaults), players, Chance("s", "setup"),
                        {"killer": "bea"}, None).state
    state.update(phase="day", number=2, stage="day", alive=["bea", "carl", "dina", "emil"],
                 ghosts=["ana"], deaths=[{"name": "ana", "night": 1}], chief="carl",
                 chief_by="named", condemned=["Cuisine"], destroyed=["Pelle"])
    return state, players


def _arena(warrior: str = "dina", clan: str = "Ours") -> tuple[dict[str, Any], list[str]]:
    """The arena in round 1: Loups (ana, bob) in zone 1, `clan` (carl, `warrior`) in zones
    1 and 2."""
    state = arena.new_state({})
    state = arena.found_clan(state, "ana", "Loups", SPREAD)
    state = arena.join_clan(state, "bob", "Loups", SPREAD)
    state = arena.found_clan(state, "carl", clan, SPREAD)
    state = arena.join_clan(state, warrior, clan, SPREAD)
    closed = arena.close_signup(state)
    assert isinstance(closed, dict)
    placed, _record = arena.place_clans(closed, {"Loups": {"ana": "1", "bob": "1"},
                                                 clan: {"carl": "1", warrior: "2"}},
                                        Chance("s", "placement"))
    return placed, ["ana", "bob", "carl", warrior]


def _highway() -> tuple[dict[str, Any], list[str]]:
    """Highway Romantics at move 3: ivan and olga each drew a thief, petr owns a safe, two
    safes in the treasury; olga to move."""
    rules = registry.get("highway")
    assert rules is not None
    players = ["ivan", "olga", "petr", "nina"]
    state = rules.setup(dict(rules.defaults), players, Chance("s", "setup"), {}, None).state
    thieves = [f"{'ABCDE'[c]}{r + 1}" for r, row in enumerate(state["field"])
               for c, number in enumerate(row) if number > 30][:2]
    state["named"] = {thieves[0]: "ivan", thieves[1]: "olga"}
    state["hands"] = {"ivan": [thieves[0]], "olga": [thieves[1]], "petr": [], "nina": []}
    state["safes"] = {"ivan": 0, "olga": 0, "petr": 1, "nina": 0}
    state.update(treasury=2, move=3, turn=1)
    return state, players


GAMES = {"mud": _mud, "indixo": _indixo, "arena": _arena, "highway": _highway}


@pytest.fixture
def master(db) -> GameMaster:  # type: ignore[no-untyped-def]
    config = Config(discourse_url=FORUM, public_url="https://gm.example")
    return GameMaster(db, config, FakeClock(NOW).now)


@pytest.fixture
def client(master: GameMaster) -> Any:
    return create_app(master=master).test_client()


def store(master: GameMaster, kind: str, lang: str, state: dict[str, Any] | None,
          players: list[str], title: str = "La partie du jeudi", status: str = "running",
          topic: bool = True, **settings: Any) -> int:
    """A game as the bridge keeps it, with its public topic (forum topic 4241 + the game's
    id, when made) and its open steps."""
    rules = registry.get(kind)
    assert rules is not None
    settings = {**rules.defaults, "review": "gm", "remind": 0,
                **(state or {}).get("settings", {}), **settings}
    with master.db.unit() as session:
        game = GameRow(kind=kind, title=title, language=lang, gm="sage", settings=settings,
                       status=status, seed="seed-that-stays-secret", salt="salt-secret",
                       pinned={}, state=state, created_at=NOW)
        session.add(game)
        session.flush()
        session.add(TopicRow(game_id=game.id, role="game", owner="", title=title,
                             discourse_id=4241 + game.id if topic else None))
        for name in players:
            session.add(PlayerRow(game_id=game.id, username=name, language=lang,
                                  joined_at=NOW, post_id=1))
        if state is not None:
            open_steps.sync(game, rules, NOW)
        return game.id


class Visible(HTMLParser):
    """The text a reader sees: no tags, no style sheet, no script."""

    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []
        self.hidden = 0
        self.scripts = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("script", "style"):
            self.hidden += 1
            self.scripts += tag == "script"

    def handle_endtag(self, tag: str) -> None:
        if tag in ("script", "style"):
            self.hidden -= 1

    def handle_data(self, data: str) -> None:
        if not self.hidden:
            self.parts.append(data)


def visible(page: str, joiner: str = " ") -> tuple[str, int]:
    """The page's visible text, and how many scripts it holds."""
    parser = Visible()
    parser.feed(page)
    return " ".join(joiner.join(parser.parts).split()), parser.scripts


def page(client: Any, game_id: int) -> str:
    answer = client.get(f"/games/{game_id}/status")
    assert answer.status_code == 200
    assert answer.headers["Content-Type"] == "text/html; charset=utf-8"
    return str(answer.get_data(as_text=True))


def rows(html: str) -> list[list[str]]:
    """The body rows of the page's tables, each as its cells' visible text."""
    found = []
    for row in re.findall(r"<tr[^>]*>(.*?)</tr>", html, re.DOTALL):
        if "<th" in row:
            continue
        found.append([visible(cell, "")[0]
                      for cell in re.findall(r"<td[^>]*>(.*?)</td>", row)])
    return found


# ----------------------------------------------------------------------------- the page


PHASES = {
    ("mud", "fr"): "En cours · tour 2 sur 3", ("mud", "en"): "In progress · turn 2 of 3",
    ("mud", "ru"): "Идёт игра · ход 2 из 3",
    ("indixo", "fr"): "En cours · jour 2", ("indixo", "en"): "In progress · day 2",
    ("indixo", "ru"): "Идёт игра · день 2",
    ("arena", "fr"): "En cours · tour 1", ("arena", "en"): "In progress · round 1",
    ("arena", "ru"): "Идёт игра · раунд 1",
    ("highway", "fr"): "En cours · coup 3", ("highway", "en"): "In progress · move 3",
    ("highway", "ru"): "Идёт игра · шаг 3",
}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("kind", sorted(GAMES))
def test_the_page_says_the_game_its_phase_deadline_picture_and_topic(
        client: Any, master: GameMaster, kind: str, lang: str) -> None:
    state, players = GAMES[kind]()
    game_id = store(master, kind, lang, state, players)
    html = page(client, game_id)
    text, scripts = visible(html)
    rules = registry.get(kind)
    assert rules is not None
    assert f'<html lang="{lang}">' in html
    assert "<h1>La partie du jeudi</h1>" in html and rules.names[lang] in text
    assert PHASES[(kind, lang)] in text, text
    assert "running" not in text and "@public" not in text
    status = master.status(game_id)
    assert status is not None and status["deadline"]
    zone = "Europe/Paris"
    fallback = re.search(rf'<time datetime="{re.escape(status["deadline"])}">([^<]+)</time>',
                         html)
    assert fallback is not None, html
    assert fallback.group(1).endswith(f"({zone})") and re.search(r"\d\d:\d\d", fallback.group(1))
    assert '<img src="board.png"' in html
    assert f'<a href="{FORUM}/t/4242" target="_top">' in html
    assert scripts == 0, "the server writes the dates: the page runs no script"


def test_the_deadline_is_written_by_the_server_in_the_games_zone_and_language(
        client: Any, master: GameMaster) -> None:
    """Montreal's 22:00 on an even day: 03:00 UTC the next morning, shown as the game's
    time, in French, once: no script rewrites it in the browser's locale."""
    state, players = _mud()
    html = page(client, store(master, "mud", "fr", state, players,
                              timezone="America/Montreal"))
    assert ('<time datetime="2026-12-03T03:00:00+00:00">mercredi 2 décembre 2026 à 22:00 '
            "(America/Montreal)</time>") in html
    assert "<script" not in html and "2026-12-03 03:00" not in html


@pytest.mark.parametrize("lang", LANGS)
def test_the_mud_standings_follow_the_rules_with_shared_places(client: Any, master: GameMaster,
                                                               lang: str) -> None:
    state, players = _mud()
    html = page(client, store(master, "mud", lang, state, players))
    table = rows(html)
    assert [row[1] for row in table] == ["boris", "anna", "chloe", "dana"]
    assert [row[2:4] for row in table] == [["2", "1"], ["1", "0"], ["1", "0"], ["0", "2"]]
    places = [row[0] for row in table]
    assert places == {"fr": ["1er", "2e ex æquo", "2e ex æquo", "4e"],
                      "en": ["1st", "2nd (tied)", "2nd (tied)", "4th"],
                      "ru": ["1", "2 (поровну)", "2 (поровну)", "4"]}[lang]
    assert [row[4] for row in table] == ["C2", "B2", "B3", "C3"], "no fog: positions shown"


def test_with_fog_the_mud_page_shows_no_position(client: Any, master: GameMaster) -> None:
    state, players = _mud()
    state["settings"]["fog"] = True
    html = page(client, store(master, "mud", "fr", state, players))
    assert "Position" not in html and "B2" not in html and "C3" not in html
    assert "Brouillard de guerre" in html


@pytest.mark.parametrize("lang", LANGS)
def test_indixo_shows_the_living_the_ghosts_condemned_rooms_and_destroyed_weapons(
        client: Any, master: GameMaster, lang: str) -> None:
    state, players = _indixo()
    html = page(client, store(master, "indixo", lang, state, players))
    text, _ = visible(html)
    heads = {"fr": ("Les vivants (4)", "Les fantômes (1)", "Pièces condamnées",
                    "Armes détruites", "carl — chef", "ana — victime de la nuit 1"),
             "en": ("The living (4)", "The ghosts (1)", "Condemned rooms",
                    "Destroyed weapons", "carl — chief", "ana — killed on night 1"),
             "ru": ("Живые (4)", "Призраки (1)", "Заколоченные комнаты",
                    "Уничтоженное оружие", "carl — глава", "ana — жертва ночи 1")}[lang]
    for words in heads:
        assert words in text, (words, text)
    assert "Cuisine" in text and "Pelle" in text
    assert "bea" in text  # alive, like anyone: nothing says she is the killer
    for secret in ("killer", "tueur", "убийц"):
        assert secret not in text.lower()


@pytest.mark.parametrize("lang", LANGS)
def test_the_arena_shows_clans_in_founding_order_with_their_warriors(
        client: Any, master: GameMaster, lang: str) -> None:
    state, players = _arena()
    html = page(client, store(master, "arena", lang, state, players))
    assert [row[0] for row in rows(html)] == [
        f"ana ({'chef' if lang == 'fr' else 'chief' if lang == 'en' else 'вождь'})", "bob",
        f"carl ({'chef' if lang == 'fr' else 'chief' if lang == 'en' else 'вождь'})", "dina"]
    assert [row[1] for row in rows(html)] == ["1", "1", "1", "2"]
    text, _ = visible(html)
    assert {"fr": "Zone 2 : Ours", "en": "Zone 2: Ours", "ru": "Зона 2: Ours"}[lang] in text


@pytest.mark.parametrize("lang", LANGS)
def test_highway_shows_whose_move_the_treasury_and_the_hands_in_turn_order(
        client: Any, master: GameMaster, lang: str) -> None:
    state, players = _highway()
    html = page(client, store(master, "highway", lang, state, players))
    text, _ = visible(html)
    assert {"fr": "À olga de jouer", "en": "To move: olga", "ru": "Ходит olga"}[lang] in text
    assert {"fr": "Trésor : 2 coffres", "en": "Treasury: 2 safes",
            "ru": "Казна: 2 сейфа"}[lang] in text
    table = rows(html)
    assert [row[0] for row in table] == ["ivan", "olga", "petr", "nina"]
    assert [row[4] for row in table] == ["0", "0", "1", "0"]
    assert sum(int(n) for row in table for n in row[1:4]) == 2


def test_a_game_in_sign_up_lists_who_signed_up_without_picture_or_deadline(
        client: Any, master: GameMaster) -> None:
    game_id = store(master, "mud", "fr", None, ["anna", "boris"], status="signup", topic=False)
    html = page(client, game_id)
    text, _ = visible(html)
    assert "Inscriptions ouvertes" in text and "Inscrits (2)" in text and "boris" in text
    assert "<time" not in html and "<img" not in html and "<a href" not in html
    assert client.get(f"/games/{game_id}/board.png").status_code == 404


# ----------------------------------------------------------------------------- languages


def _words(text: str) -> set[str]:
    """The words of a text, but single letters (zones, cells)."""
    return set(re.findall(r"[A-Za-zÀ-ÿ]{2,}", text))


VALUES = {"La", "partie", "du", "jeudi", "Europe", "Paris", "America", "Montreal", "INDIXO",
          "Cuisine", "Pelle", "Loups", "Ours"}
"""Words the pages quote (the title, time zones, rooms, weapons, clans), not their own."""
SHARED = {"Points", "points", "Position", "Place", "place", "Zone", "Zones", "Clan", "Sabre",
          "forum"}
"""French words spelt as English ones."""


@pytest.mark.parametrize("kind", sorted(GAMES))
def test_the_french_and_russian_pages_hold_no_english_word(client: Any, master: GameMaster,
                                                          kind: str) -> None:
    state, players = GAMES[kind]()
    names = set(players)
    texts = {lang: visible(page(client, store(master, kind, lang, state, players)))[0]
             for lang in LANGS}
    english = _words(texts["en"]) - names - VALUES - SHARED
    leaked = (_words(texts["fr"]) - names - VALUES) & english
    assert not leaked, (kind, sorted(leaked), texts["fr"])
    latin = _words(re.sub(r"\([A-Za-z_]+/[A-Za-z_]+\)", " ", texts["ru"])) - names - VALUES
    assert not latin, (kind, sorted(latin), texts["ru"])


# ----------------------------------------------------------------------------- escaping


def test_hostile_names_are_shown_never_run(client: Any, master: GameMaster) -> None:
    """A title, a warrior's and a clan's name holding markup are shown as text."""
    state, players = _arena(warrior=HOSTILE, clan='<img src=x onerror="alert(1)">')
    html = page(client, store(master, "arena", "fr", state, players, title=HOSTILE))
    assert HOSTILE not in html and "<img src=x" not in html and "<script>alert" not in html
    assert "&lt;script&gt;alert(&#34;pwned&#34;)&lt;/script&gt;" in html
    text, scripts = visible(html)
    assert scripts == 0 and HOSTILE in text
    plain = client.get(f"/games/{master_latest(master)}/status.txt")
    assert plain.headers["Content-Type"] == "text/plain; charset=utf-8"
    assert plain.headers["X-Content-Type-Options"] == "nosniff"


def test_a_hostile_mud_player_is_escaped_in_the_standings(client: Any,
                                                          master: GameMaster) -> None:
    state, players = _mud()
    state["players"][0]["name"] = HOSTILE
    html = page(client, store(master, "mud", "en", state, [HOSTILE, *players[1:]]))
    assert "<script>alert" not in html and visible(html)[1] == 0
    assert HOSTILE in [row[1] for row in rows(html)]


def master_latest(master: GameMaster) -> int:
    with master.db.unit() as session:
        game = session.query(GameRow).order_by(GameRow.id.desc()).first()
        assert game is not None
        return game.id


# ----------------------------------------------------------------------------- headers


def test_the_page_may_be_framed_by_the_forum_only_and_runs_no_script(
        client: Any, master: GameMaster) -> None:
    state, players = _mud()
    game_id = store(master, "mud", "fr", state, players)
    answer = client.get(f"/games/{game_id}/status")
    policy = answer.headers["Content-Security-Policy"]
    assert f"frame-ancestors 'self' {FORUM}" in policy
    assert "default-src 'none'" in policy and "img-src 'self'" in policy
    html = answer.get_data(as_text=True)
    inline = re.search(r"<style>(.*?)</style>", html, re.DOTALL)
    assert inline is not None
    digest = base64.b64encode(hashlib.sha256(inline.group(1).encode()).digest()).decode()
    assert f"style-src 'sha256-{digest}'" in policy
    assert "script-src" not in policy and "<script" not in html  # default-src 'none' holds
    assert answer.headers["Cache-Control"] == "no-cache"
    assert answer.headers["Last-Modified"] == "Tue, 01 Dec 2026 09:00:00 GMT"
    for path in ("status.json", "board.png", "status.txt"):
        framed = client.get(f"/games/{game_id}/{path}").headers["Content-Security-Policy"]
        assert framed == f"frame-ancestors 'self' {FORUM}"


@pytest.mark.parametrize("path", ["status", "status.json", "status.txt", "board.png"])
def test_every_surface_has_an_etag_and_answers_304_while_it_holds(
        client: Any, master: GameMaster, path: str) -> None:
    state, players = _mud()
    game_id = store(master, "mud", "fr", state, players)
    first = client.get(f"/games/{game_id}/{path}")
    tag = first.headers["ETag"]
    assert first.status_code == 200 and re.fullmatch(r'"[0-9a-f]{32}"', tag)
    assert tag.strip('"') == hashlib.sha256(first.get_data()).hexdigest()[:32]
    again = client.get(f"/games/{game_id}/{path}", headers={"If-None-Match": tag})
    assert again.status_code == 304 and again.get_data() == b"" and again.headers["ETag"] == tag
    assert client.get(f"/games/{game_id}/{path}",
                      headers={"If-None-Match": '"0000"'}).status_code == 200
    with master.db.unit() as session:  # boris scores: every surface changes
        game = session.get(GameRow, game_id)
        assert game is not None and game.state is not None
        moved = {**game.state, "players": [
            {**p, "points": p["points"] + (p["name"] == "anna") * 5} for p in
            game.state["players"]]}
        game.state = moved
    changed = client.get(f"/games/{game_id}/{path}", headers={"If-None-Match": tag})
    assert changed.status_code == 200 and changed.headers["ETag"] != tag


def test_board_png_is_the_public_picture(client: Any, master: GameMaster) -> None:
    state, players = _indixo()
    game_id = store(master, "indixo", "en", state, players)
    answer = client.get(f"/games/{game_id}/board.png")
    assert answer.status_code == 200 and answer.headers["Content-Type"] == "image/png"
    rules = registry.get("indixo")
    assert rules is not None
    # the public view, with the game's title and language for the title bar (picture_view)
    assert answer.get_data() == rules.picture({**rules.view(state, None),
                                               "title": "La partie du jeudi", "language": "en"})
    assert client.get("/games/999/board.png").status_code == 404
    assert client.get("/games/999/status").status_code == 404


def test_status_json_tells_where_to_read_more_and_nothing_secret(client: Any,
                                                                 master: GameMaster) -> None:
    state, players = _indixo()
    game_id = store(master, "indixo", "fr", state, players)
    answer = client.get(f"/games/{game_id}/status.json")
    assert answer.headers["Access-Control-Allow-Origin"] == "*"
    status = answer.get_json()
    assert status["topic_url"] == f"{FORUM}/t/4242"
    assert status["page_url"] == f"https://gm.example/games/{game_id}/status"
    assert status["picture_url"] == f"https://gm.example/games/{game_id}/board.png"
    assert status["language"] == "fr" and status["timezone"] == "Europe/Paris"
    assert status["alive"] == ["bea", "carl", "dina", "emil"] and status["ghosts"] == ["ana"]
    for secret in ("killer", "weapon_rooms", "player_rooms", "rooms_tonight", "known"):
        assert secret not in status
    assert "seed-that-stays-secret" not in answer.get_data(as_text=True)
