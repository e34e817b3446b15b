"""Every game's words as data (`rules.reader.vocabulary`): each file reads, each set gives its
languages only, and every word is written as the readers compare it (folded)."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules.reader.vocabulary import LANGUAGES, by_first_word, vocabulary
from rules.reader.words import fold

RULES = Path(__file__).resolve().parents[2] / "rules"
FILES = sorted(RULES.glob("*/words.toml"))


def test_the_format_reads_words_and_phrases_by_language(tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    package = tmp_path / "somegame"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "words.toml").write_text(
        '[verbs]\nfr = "lance jette"\nen = """throw\n  throws"""\nru = "кидаю"\n\n'
        '[openers]\nen = ["i want", "i would like"]\nfr = ["je veux"]\n', encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    words = vocabulary("somegame")
    assert words.words("verbs") == {"lance", "jette", "throw", "throws", "кидаю"}
    assert words.words("verbs", "ru") == {"кидаю"}
    assert words.phrases("openers") == ("je veux", "i want", "i would like")
    assert words.names() == ["verbs", "openers"]
    assert words.alternation("openers") == "je veux|i want|i would like"
    assert words.alternation("verbs", "ru", "fr") == "кидаю|lance|jette"
    with pytest.raises(KeyError):
        words.words("nouns")


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.parent.name)
def test_every_games_words_are_folded_and_by_language(path: Path) -> None:
    words = vocabulary(f"rules.{path.parent.name}")
    assert words.names()
    for name in words.names():
        assert set(words.tables[name]) <= set(LANGUAGES), name
        for entry in words.phrases(name):
            assert fold(entry) == entry, (name, entry)


def test_phrases_are_found_by_their_first_word_longest_first() -> None:
    phrases = (("i",), ("i", "pass"), ("no",), ("i", "will", "pass"))
    assert by_first_word(phrases) == {"i": (("i", "will", "pass"), ("i", "pass"), ("i",)),
                                      "no": (("no",),)}
