"""The sandbox forum's page in a real browser, as a person tries the product: choose who you
are, post through the "post as" box (a desk, a game topic, a new private message to the bot),
and see the bot's answer appear without touching anything; the fake clock's button."""

from __future__ import annotations

import re
from html import unescape
from pathlib import Path
from typing import Any

from bridge.sandbox.cook import cook
from bridge.tools import demo

try:
    from playwright.sync_api import expect
except ImportError:  # the `browser` fixture says why: a skip, or a failure in CI
    expect = None

ANSWER_MS = 10_000


def _switch_to(page: Any, name: str, new: bool = False) -> None:
    """The user switcher at the top of every page."""
    if new:
        page.fill("form.switch input[name=new]", name)
    else:
        page.select_option("form.switch select[name=user]", name)
    page.click("form.switch button")
    expect(page).to_have_url(re.compile(rf"/as/{re.escape(name)}/"))


def _post(page: Any, text: str) -> None:
    page.fill("form#reply textarea[name=raw]", text)
    page.click("form#reply button")


def _bot_posts(demo_forum: demo.DemoForum, topic_id: int) -> list[dict[str, Any]]:
    return [p for p in demo_forum.stack.forum.transcript()
            if p["topic"] == topic_id and p["author"] == "gamemaster"]


_LOCAL_DATE = re.compile(r'<span class="discourse-local-date"[^>]*>.*?</span>', re.S)
_DATE = "\x00"


def _first_line(raw: str) -> re.Pattern[str]:
    """The first line of a post as the page shows it: cooked (markers gone, Markdown read), and
    each `[date=…]` written by the page's script in the reader's own zone, which the browser
    chooses (discourse-local-dates), so any text stands for a date."""
    cooked = _LOCAL_DATE.sub(_DATE, cook(raw))
    shown = unescape(re.sub(r"<[^>]+>", "", cooked))
    line = next(line for line in shown.splitlines() if line.strip()).strip()
    return re.compile(".+?".join(re.escape(part) for part in line.split(_DATE)))


def test_a_player_orders_in_their_desk_and_sees_the_answer(
        page: Any, demo_forum: demo.DemoForum, screenshots: Path) -> None:
    game_id = demo_forum.games["mud"]
    desk = demo_forum.stack.topic_of(game_id, "player", "emile")
    page.goto(demo_forum.url)
    _switch_to(page, "emile")
    page.click(f"a[href='/as/emile/t/{desk}']")
    answers = page.locator("article.bot")
    before = answers.count()
    _post(page, "Je lance une boule de boue sur @fanny, chiffre 3")
    expect(page.locator("article.post").last).to_have_attribute(
        "data-author", "gamemaster", timeout=ANSWER_MS)
    expect(answers).to_have_count(before + 1)
    page.screenshot(path=str(screenshots / "forum-desk.png"), full_page=True)
    answer = _bot_posts(demo_forum, desk)[-1]["raw"]
    expect(answers.last).to_contain_text(_first_line(answer))
    expect(page.locator("article.post[data-author=emile]").last).to_contain_text(
        "Je lance une boule de boue sur @fanny, chiffre 3")


def test_a_cell_named_in_the_game_topic_is_answered_there_with_the_table(
        page: Any, demo_forum: demo.DemoForum, screenshots: Path) -> None:
    game_id = demo_forum.games["highway"]
    status = demo_forum.stack.master.status(game_id)
    assert status is not None
    player = status["current_player"]
    public = demo_forum.stack.topic_of(game_id, "game")
    page.goto(demo_forum.url)
    _switch_to(page, player)
    page.click(f"a[href='/as/{player}/t/{public}']")
    before = len(_bot_posts(demo_forum, public))
    _post(page, "А1 — открываю!")
    answers = page.locator("article.bot")
    expect(page.locator("article.post").last).to_have_attribute(
        "data-author", "gamemaster", timeout=ANSWER_MS)
    assert len(_bot_posts(demo_forum, public)) > before
    picture = answers.last.locator("img")
    expect(picture).to_have_count(1)
    picture.scroll_into_view_if_needed()
    page.wait_for_function("img => img.complete && img.naturalWidth > 0",
                           arg=picture.element_handle())
    page.screenshot(path=str(screenshots / "forum-highway.png"), full_page=True)


def test_a_new_member_creates_a_game_by_private_message_to_the_bot(
        page: Any, demo_forum: demo.DemoForum, screenshots: Path) -> None:
    page.goto(demo_forum.url)
    _switch_to(page, "zoe", new=True)
    form = page.locator("form#new-message")
    form.locator("input[name=to]").fill("gamemaster")
    form.locator("input[name=title]").fill("Une partie pour nous")
    form.locator("textarea[name=raw]").fill('nouvelle partie mud "La boue de Zoé" turns=2')
    form.locator("button").click()
    expect(page).to_have_url(re.compile(r"/as/zoe/t/\d+"))
    expect(page.locator("article.bot")).to_have_count(1, timeout=ANSWER_MS)
    page.screenshot(path=str(screenshots / "forum-new-game.png"), full_page=True)
    page.click("text=← all topics")
    expect(page.locator("table.topics")).to_contain_text("La boue de Zoé")


def test_the_clock_button_goes_to_the_next_deadline(
        page: Any, demo_forum: demo.DemoForum, screenshots: Path) -> None:
    due = demo_forum.stack.master.next_due()
    assert due is not None
    page.goto(demo_forum.url)
    shown = page.locator("#now").inner_text()
    page.click("form.clock button[value=deadline]")
    expect(page.locator("p.notice")).to_contain_text("The clock moved to")
    assert page.locator("#now").inner_text() != shown
    assert demo_forum.stack.clock.now() >= due
    page.screenshot(path=str(screenshots / "forum-clock.png"), full_page=True)
