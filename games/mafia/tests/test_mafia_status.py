"""Forum Mafia's live status as text: the bridge's status page (`status.txt`) and the posts a
moderator embeds say the game's own lines (its `status` piece) under the bridge's first line:
the votes by day, the living, the dead with their flipped roles, the winner at the end.
Rendered as the bridge renders them, from the public view only."""

from __future__ import annotations

import pytest
from mafia import GAME
from mafia_table import SEVEN, Table

from gamemaster.testing import rendering

LANGS = ("fr", "en", "ru")


def _status(table: Table) -> dict:  # type: ignore[type-arg]
    view = GAME.view(table.state, None)
    return {**view, **GAME.status(view), "title": "Mafia au village", "kind": "mafia",
            "game_id": 7, "status": "finished" if table.state["finished"] else "running",
            "deadline": "2026-12-02T18:00:00+00:00", "paused": False}


def _render(template: str, status: dict, lang: str) -> str:  # type: ignore[type-arg]
    return rendering.texts().render("bridge", template, lang, "Europe/Paris", status=status,
                                    name="Mafia", game={"kind": "mafia"})


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("template", ["status_page", "status_embed"])
def test_a_day_shows_the_votes_the_living_and_the_flipped_dead(template: str,
                                                               lang: str) -> None:
    table = Table(SEVEN)
    table.vote(("ana", "bea"), ("gina", "bea"), ("bea", "gina"))
    text = _render(template, _status(table), lang)
    assert "bea" in text and "ana, gina" in text  # bea's voters, in order
    assert "ana, bea, carl, dan, emma, fred, gina" in text  # the living
    for secret in ("goon", "doctor", "cop", "мафиози", "docteur", "homme de main"):
        assert secret not in text, (secret, text)
    assert not rendering.flaws(text, public=True), text
    assert "ghost" not in text.lower() and "fantôme" not in text


@pytest.mark.parametrize("lang", LANGS)
def test_the_end_shows_who_won_and_every_flip(lang: str) -> None:
    table = Table(SEVEN)
    table.vote(("bea", "ana"), ("carl", "ana"), ("dan", "ana"), ("emma", "ana"))
    table.night(("gina", "kill", "dan"))
    table.vote(("bea", "gina"), ("carl", "gina"), ("emma", "gina"))
    assert table.state["finished"]
    text = _render("status_page", _status(table), lang)
    assert {"en": "The town won", "fr": "village", "ru": "мирн"}[lang] in text
    assert "ana" in text and "gina" in text and "dan" in text
    assert not rendering.flaws(text, public=True), text
