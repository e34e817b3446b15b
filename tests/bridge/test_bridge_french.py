"""Every bridge text renders in French and in English, for every branch the Russian test plays
(tests/bridge/test_bridge_russian.py `cases`): no leftover markup, no post under the forum's
length minimum, and no English word in a French text (outside what it quotes: code, links,
mentions, the values it is given)."""

from __future__ import annotations

import re

import pytest
from jinja2 import ChoiceLoader, DictLoader

from bridge.texts import Texts
from tests.bridge.test_bridge_russian import HOLES, NAMES, PIECES, cases, prose, quoted, render_in

PROBA = {
    "proba/order.fr.md.j2":
        '{% if order.kind == "move" %}aller en {{ order.to }}{% else %}passer{% endif %}',
    "proba/rejection.fr.md.j2": "{% if code %}ce message ne contient pas d'ordre.\n{% endif %}",
    "proba/doubt.fr.md.j2": "je ne l'ai trouvé que dans la narration, entre astérisques",
    "proba/signup_rejection.fr.md.j2":
        "{% if code %}on s'inscrit à ce jeu selon ses propres règles.\n{% endif %}",
    "proba/accepted.fr.md.j2": "{% if params %}Ordre noté sur votre fiche.\n{% endif %}",
    "proba/order.en.md.j2":
        '{% if order.kind == "move" %}move to {{ order.to }}{% else %}pass{% endif %}',
    "proba/rejection.en.md.j2": "{% if code %}there is no order in this message.\n{% endif %}",
    "proba/doubt.en.md.j2": "I found it only in the narration, between asterisks",
    "proba/signup_rejection.en.md.j2":
        "{% if code %}this game has a sign-up of its own.\n{% endif %}",
    "proba/accepted.en.md.j2": "{% if params %}Noted on your sheet.\n{% endif %}",
}
"""The made-up game's pieces in French and English."""


def _texts() -> Texts:
    texts = Texts()
    assert texts.env.loader is not None
    texts.env.loader = ChoiceLoader([texts.env.loader, DictLoader(PROBA)])
    return texts


TEXTS = _texts()

ENGLISH = re.compile(
    r"\b(the|and|your|you|order|orders|game|turn|player|players|step|deadline|draft|"
    r"published|nothing|changed|please|with|without|which|what|when|this|that|is|are|"
    r"has|have|not|yet|now|will|would|from|into)\b", re.IGNORECASE)
"""English words a French sentence never needs (the game's values are quoted apart)."""


@pytest.mark.parametrize("name", NAMES)
def test_every_branch_renders_in_french_and_english(name: str) -> None:
    done = 0
    for case, params, _extra in cases():
        if case != name:
            continue
        for lang in ("fr", "en"):
            text = render_in(name, params, lang, texts=TEXTS)
            for hole in HOLES:
                assert hole not in text, (name, lang, hole, text)
            if name not in PIECES:
                assert len(text.strip()) >= 20, (name, lang, text)
        french = prose(render_in(name, params, "fr", texts=TEXTS))
        allowed = {w.lower() for w in quoted(params)}
        english = {w.lower() for w in ENGLISH.findall(french)} - allowed
        assert not english, (name, sorted(english), french)
        done += 1
    assert done, name


def test_the_desks_opened_on_demand_are_said_naturally() -> None:
    """A reader's slip (issue 24): not «Ce que le bot dit à un joueur seul arrive dans son
    bureau…», but the bot's own voice to the players, with the same information (private words
    go to one's desk, a private conversation that opens with the first of them)."""
    text = TEXTS.render("bridge", "started", "fr", "Europe/Paris",
                        game={"id": 7, "title": "Boue", "kind": "proba", "gm": "sage"},
                        players=["ana", "bob"], commitment="9a3e", desks=False)
    assert "Ce que le bot dit à un joueur seul" not in text, text
    assert ("Mes messages privés vous arrivent dans votre bureau, une conversation à part qui "
            "s'ouvre avec le premier d'entre eux.") in text, text


@pytest.mark.parametrize("lang", ["fr", "en", "ru"])
def test_a_refusal_to_a_chief_says_whose_order_still_stands(lang: str) -> None:
    """A reader's slip (issue 24): an arena's chief whose declaration for a warrior is refused
    read «Votre ordre en vigueur reste valable : **se défendre**», the warrior's order as if it
    were the chief's. The order in force of an actor who is not the reader (`standing_actor`)
    is named as theirs; the reader's own stays "yours"."""
    game = {"id": 7, "title": "Arène", "kind": "arena", "gm": "sage"}
    common = {"code": "warrior_declared", "params": {"warrior": "bea", "actor": "bea",
                                                      "kind": "shoot"},
              "view": {}, "step": 1, "key": "round-1", "reader": "arno", "game": game}
    theirs = TEXTS.render("bridge", "order_refused", lang, "Europe/Paris",
                          standing="se défendre", standing_actor="bea", **common)
    yours = {"fr": r"\b[Vv]otre ordre", "en": r"\b[Yy]our (earlier )?order",
             "ru": r"\b[Вв]аш"}[lang]
    assert {"fr": "L'ordre en vigueur de @bea reste valable : **se défendre**.",
            "en": "@bea's earlier order still stands: **se défendre**.",
            "ru": "@bea: **se défendre**."}[lang] in theirs, theirs
    assert not re.search(yours, theirs), theirs
    none = TEXTS.render("bridge", "order_refused", lang, "Europe/Paris", standing="",
                        standing_actor="bea", **common)
    assert {"fr": "@bea n'a encore aucun ordre en vigueur", "en": "@bea has no valid order",
            "ru": "У @bea пока нет"}[lang] in none, none
    own = TEXTS.render("bridge", "order_refused", lang, "Europe/Paris", standing="se défendre",
                       standing_actor="arno", **common)
    assert re.search(yours, own) and "**se défendre**" in own, own


@pytest.mark.parametrize("lang", ["fr", "en", "ru"])
def test_the_help_outside_any_game_says_how_each_game_is_joined(lang: str) -> None:
    """A reader's slip (issue 24): a private message to the bot was answered «inscrivez-vous
    … en écrivant « je participe »», which joins no arena (a clan is founded or joined). The
    help says, game by game, how that game is joined: the game's own `join_hint` piece, else
    the bridge's sign-up word."""
    from rules import registry

    text = TEXTS.render("bridge", "direct_help", lang, "Europe/Paris", games=registry.ids())
    arena = next(line for line in text.splitlines() if line.startswith("- **arena**"))
    assert {"fr": "`je suis chef de guerre du clan <nom>`", "en": "`I am war chief of the <name>`",
            "ru": "`я вождь клана <название>`"}[lang] in arena, arena
    assert not re.search("participe|\"join\"|участвую", arena), arena
    mud = next(line for line in text.splitlines() if line.startswith("- **mud**"))
    assert {"fr": "« je participe »", "en": '"join"', "ru": "«участвую»"}[lang] in mud, mud


def test_skipped_setup_refused_and_signup_refused_keep_their_sentences_apart() -> None:
    """Readers' slips (issue 24): the GM's `skipped` notice ran the game's "no answer" into
    the next sentence ("vous passez votre tour.Sa résolution est publiée…"); INDIXO's refusal
    of an unreachable house ran into the bridge's "Rien n'a été créé."; the arena's sign-up
    refusal put a blank line before "Rien n'a changé." where the other refusals put a line
    break. Each closing sentence now starts its own line, right after the refusal."""
    from bridge.texts import Texts

    texts = Texts()
    for kind, key in (("mud", "turn-2"), ("arena", "round-2"), ("indixo", "night-1-rooms"),
                      ("highway", "m3-cell")):
        game = {"id": 1, "title": "T", "kind": kind, "gm": "gm"}
        for lang, after in (("fr", "Sa résolution"), ("en", "Its resolution"),
                            ("ru", "Итоги опубликованы")):
            text = texts.render("bridge", "skipped", lang, game=game, player="bob", step=2,
                                key=key, status="running", view={})
            assert re.search(rf"[.)]\n{after}", text), (kind, lang, text)
    for params in ({"from": "Cuisine", "names": ["Cave"]},
                   {"from": "Cuisine", "names": ["Cave"], "players": 5, "allowed": {"5": 1}}):
        text = texts.render("bridge", "create_refused", "fr", kind="indixo",
                            code="unreachable_rooms", params=params, games=[])
        assert text.endswith(".\nRien n'a été créé.\n"), text
    arena = {"id": 1, "title": "T", "kind": "arena", "gm": "gm"}
    text = texts.render("bridge", "signup_refused", "fr", game=arena, code="talk", params={})
    assert text.endswith("pour en rejoindre un.\nRien n'a changé.\n"), text
    text = texts.render("bridge", "post_refused", "fr", game=arena, code="unreadable",
                        params={}, view={})
    assert "\n\n" not in text and text.endswith("\nRien n'a changé.\n"), text


def test_the_arena_status_page_escapes_catalog_text_like_the_others() -> None:
    """The status page's words are catalog text escaped by the page's autoescape (never
    marked safe), on the arena's piece as on every game's: "l'emporte" is escaped as the
    English page's "The game's" is, and a clan's name made of markup is escaped once, never
    twice nor left as markup."""
    from bridge.texts import Texts

    texts = Texts()
    clan = "<b>Loups</b>"
    status = {"title": "Arène", "game_id": 3, "kind": "arena", "status": "finished",
              "finished": True, "winner_clan": clan, "phase": "over", "round": 3,
              "warriors": [{"name": "ana", "clan": clan, "chief": True, "zone": "C",
                            "alive": True, "attaque": 3, "defense": 3, "tir": 3,
                            "bouclier": 3}],
              "standing": [{"clan": clan, "chief": "ana", "alive": ["ana"]}],
              "holdings": {"C": clan}, "players": []}
    piece = texts.html_name("arena", "status", "fr")
    assert piece is not None
    html = texts.html("bridge", "status_page", "fr", status=status, piece=piece[0],
                      name="Arène", deadline=None, paused=False, topic_url=None,
                      picture="board.png", style="")
    assert "Le clan &lt;b&gt;Loups&lt;/b&gt; l&#39;emporte." in html, html
    assert "<b>Loups</b>" not in html and "&amp;lt;" not in html, html
    assert "Zone C : &lt;b&gt;Loups&lt;/b&gt;" in html and "hors de l&#39;ar" not in html
