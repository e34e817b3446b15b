"""A language added with catalogs alone (issue 24): a test language, never shipped, made
here from the English catalogs of every package (each word's vowels accented, so that what
it says is still readable and shows where it came from), given to the bot by the one setting
that adds a language (LOCALE_DIRS), checked complete by `make i18n`'s check, and spoken by
every game from its first post to its last.

Its code is Esperanto's, `eo`, for Babel's dates and plural rules (one, other): a language
Babel knows and no package ships."""

from __future__ import annotations

from pathlib import Path

import pytest
from fluent.syntax import FluentParser, FluentSerializer
from fluent.syntax import ast as fl
from fluent.syntax.visitor import Transformer

from bridge.catalogs import catalog_files, homes
from bridge.tools import i18n, readthrough

TEST_LANGUAGE = "eo"
ACCENTED = str.maketrans("aeiouAEIOU", "áéíóúÁÉÍÓÚ")


class _Accented(Transformer):
    """Every word of a message accented; variables, selectors and references kept."""

    def visit_TextElement(self, node: fl.TextElement) -> fl.TextElement:  # noqa: N802
        node.value = node.value.translate(ACCENTED)
        return node


def write_test_language(folder: Path) -> Path:
    """The test language's catalogs: one file per package's English catalog."""
    (folder / TEST_LANGUAGE).mkdir(parents=True)
    for area, home in homes().items():
        for path in catalog_files(home).get("en", []):
            resource = FluentParser().parse(path.read_text(encoding="utf-8"))
            _Accented().visit(resource)
            (folder / TEST_LANGUAGE / f"{area}-{path.name}").write_text(
                FluentSerializer().serialize(resource), encoding="utf-8")
    return folder


@pytest.fixture(scope="module")
def catalogs(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_test_language(tmp_path_factory.mktemp("locale"))


def test_the_test_language_is_complete_by_the_check(catalogs: Path) -> None:
    problems = [p for p in i18n.check(extra=[catalogs]) if f"({TEST_LANGUAGE})" in p]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("kind", sorted(readthrough.WHOLE_GAMES))
def test_every_game_is_played_in_the_test_language(kind: str, catalogs: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LOCALE_DIRS", str(catalogs))
    played = readthrough.whole_game(readthrough.WHOLE_GAMES[kind][0])
    text = readthrough.read_through(played, TEST_LANGUAGE)
    posts = [post for post in text.split("━━ ")[1:] if post.strip()]
    assert len(posts) > 5
    unsaid = [post[:160] for post in posts
              if not any(char in post.split("\n", 1)[1] for char in "áéíóú")]
    assert not unsaid, "posts not in the test language:\n" + "\n".join(unsaid)
