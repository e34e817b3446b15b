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
