"""The reader toolkit every game's grammar shares (`rules.reader` says what each part does),
as a game package outside this repository imports it: `from gamemaster.reader import ...`."""

from rules import reader as _toolkit
from rules.reader import *  # noqa: F403
from rules.reader.vocabulary import Vocabulary, vocabulary

__all__ = [*_toolkit.__all__, "Vocabulary", "vocabulary"]
