"""The bridge's status page in a real browser: a person sees the game's standings (every
player named) and its picture, loaded. Through its public behaviour only: the page's markup
is the status page's own business."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from bridge.tools import demo


def _images(page: Any) -> list[dict[str, Any]]:
    """Every <img> once the browser has finished with it: its address and natural size."""
    page.wait_for_function("() => Array.from(document.images).every(i => i.complete)")
    images: list[dict[str, Any]] = page.evaluate(
        "() => Array.from(document.images).map(i => ({src: i.currentSrc || i.src,"
        " width: i.naturalWidth, height: i.naturalHeight}))")
    return images


@pytest.mark.parametrize("kind", list(demo.OPENERS))
def test_the_status_page_shows_the_standings_and_its_pictures_load(
        page: Any, demo_forum: demo.DemoForum, screenshots: Path, kind: str) -> None:
    game_id = demo_forum.games[kind]
    response = page.goto(f"{demo_forum.bridge_url}/games/{game_id}/status")
    assert response is not None and response.ok
    page.screenshot(path=str(screenshots / f"status-{kind}.png"), full_page=True)
    seen = page.locator("body").inner_text()
    status = demo_forum.stack.master.status(game_id)
    assert status is not None and status["title"] in seen
    _gm, players = demo.CASTS[kind]
    missing = [name for name in players if name not in seen]
    assert not missing, f"players not shown on the status page: {missing}\n{seen}"
    images = _images(page)
    assert all(image["width"] > 0 and image["height"] > 0 for image in images), images
    if kind == "mud":  # the start published the board: the page shows it
        assert images, "the mud fight's status page shows no picture"
