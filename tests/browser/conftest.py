"""Real-browser tests: what a person sees in headless Chromium (Debian's `chromium`, driven by
Playwright for Python; Playwright's own browser download is never used).

One forum to try (`bridge.tools.demo.open_forum`: a game of each kind, the worker live, the forum's
page and the bridge's pages on free ports) and one Chromium serve the package's tests, and
close when they are done. Without Chromium or
Playwright the tests are skipped with the reason, unless GAMEMASTER_REQUIRE_BROWSER=1 (set by
.ci/run, which installs Chromium): then they fail. Screenshots go to a temporary directory
(its path is printed with -s, or kept by pytest under its basetemp).
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bridge.tools import demo

REQUIRED = os.environ.get("GAMEMASTER_REQUIRE_BROWSER") == "1"
CHROMIUM = os.environ.get("GAMEMASTER_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
# What starts Chromium here: no sandbox as root, no GPU, and nothing that calls home (this
# machine's network is closed, and every refused connection slows the start).
FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]
TIMEOUT_MS = 10_000


def _unavailable(reason: str) -> None:
    if REQUIRED:
        pytest.fail(f"GAMEMASTER_REQUIRE_BROWSER=1, but {reason}", pytrace=False)
    pytest.skip(reason)


@pytest.fixture(scope="package")
def browser() -> Iterator[Any]:
    """Headless Chromium, started once (Playwright gives it a fresh profile directory)."""
    try:
        from playwright.sync_api import sync_playwright
    except ImportError as exc:
        _unavailable(f"Playwright for Python is not installed ({exc}); "
                     "pip install -e '.[dev]'")
    if not Path(CHROMIUM).is_file():
        _unavailable(f"no Chromium at {CHROMIUM} (apt-get install -y chromium)")
    playwright = sync_playwright().start()
    try:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, headless=True,
                                              args=FLAGS, timeout=30_000)
    except Exception as exc:
        playwright.stop()
        _unavailable(f"Chromium at {CHROMIUM} does not start: {exc}")
    yield chromium
    chromium.close()
    playwright.stop()


@pytest.fixture(scope="package")
def demo_forum(browser: Any) -> Iterator[demo.DemoForum]:
    """The demo's forum to try, without the scripted fight (quicker to open)."""
    opened = demo.open_forum(forum_port=0, bridge_port=0, scripted=False)
    yield opened
    opened.close()


@pytest.fixture(scope="session")
def screenshots(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("screenshots")


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    """A new tab in a new context (no cookies from another test); a script error fails."""
    context = browser.new_context(viewport={"width": 1200, "height": 900})
    tab = context.new_page()
    tab.set_default_timeout(TIMEOUT_MS)
    errors: list[str] = []
    tab.on("pageerror", lambda error: errors.append(str(error)))
    yield tab
    context.close()
    assert not errors, errors
