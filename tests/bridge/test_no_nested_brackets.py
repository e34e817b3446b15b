"""A date is written with its time zone in brackets ("… à 09:00 (Europe/Paris)"), so a
sentence that puts a date in brackets nests them: "(sent Tuesday … (Europe/Paris))". The
French second reading found it in the order's acknowledgement and the moved deadline; no
bridge text says a date inside brackets, in any language, in any of its branches."""

from __future__ import annotations

import re

import pytest

from bridge.texts import Texts
from tests.bridge import test_bridge_french, test_bridge_russian
from tests.bridge.test_bridge_russian import cases, render_in

BRACKETED = re.compile(r"\([^()]*\(")
"""A bracket opened inside one still open."""


@pytest.mark.parametrize("lang, texts", [("fr", test_bridge_french.TEXTS),
                                         ("en", test_bridge_french.TEXTS),
                                         ("ru", test_bridge_russian.TEXTS)])
def test_no_bridge_text_nests_brackets(lang: str, texts: Texts) -> None:
    """Every branch of every bridge text (the Russian test's cases, with its test game
    `proba`, whose unnamed steps the bridge calls by their key in brackets: left out)."""
    nested: dict[str, str] = {}
    for name, params, _ in cases():
        text = render_in(name, params, lang, texts=texts).replace(" (turn-3)", "")
        for line in text.splitlines():
            if BRACKETED.search(re.sub(r"`[^`]*`", "", line)):
                nested.setdefault(name, line)
    assert nested == {}, nested
