"""A draw told through the whole stack: "Public results say, for every draw, what was drawn
from what («tirage parmi B3, C2, D4 : C2»), so a player can check a draw by hand"."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

DEADLINE = datetime(2026, 12, 2, 21, 0, tzinfo=UTC)  # 22:00 in Paris, an even day


def test_a_drawn_displacement_is_published_with_the_tied_spots(stack, new_game) -> None:
    """anna (C4) and boris (E4) both head for D4, anna first; C4, D3 and D5 tie for boris
    (one street from D4, two from E4) and the pinned die says the second. The public results
    and boris's private message name the three and D3; anna's messages tell of no draw."""
    game = new_game(stack, "maitre", ["anna", "boris"], "turns=2 review=auto",
                    {"anna": "C4", "boris": "E4"})
    stack.pin(game.id, dice=[2])
    game.order("anna", "aller en D4")
    game.order("boris", "aller en D4")
    stack.advance(DEADLINE + timedelta(minutes=1))
    results = next(raw for raw in game.posts_in(game.public) if "résultats du tour 1" in raw)
    assert ("déplacement en **D3** à la place (E4 → D3), intersection tirée au sort parmi "
            "C4, D3, D5 : D3") in results, results
    mine = game.posts_in(game.desks["boris"])
    assert any("tirée au sort parmi C4, D3, D5 : **D3**" in raw for raw in mine), mine
    assert not any("tirée au sort" in raw for raw in game.posts_in(game.desks["anna"]))
