"""The French words after a native reader's second reading of the whole games the bot plays
(tests/texts/*.fr.txt, games/mafia/tests/texts/*.fr.txt): each slip is a test on the text as
it is rendered, asserting the flawed wording is gone and the new one is there.

The games are those of the existing template tests, rendered by the bridge's own renderer:
the arena's French `centre` game (its echoes), the short mud game, INDIXO's `full` game, the
Highway Romantics' `robbery` and `discobot` tables, and Forum Mafia's settings and flip.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from mafia import GAME as MAFIA

from gamemaster.testing import Table, rendering
from rules.base import PUBLIC
from rules.indixo import GAME as INDIXO
from tests.bridge.test_bridge_russian import cases, render_in
from tests.rules.test_arena_templates import centre_game
from tests.rules.test_arena_templates import echo as arena_echo
from tests.rules.test_arena_templates import render as arena_render
from tests.rules.test_highway_templates import discobot_game, robbery_game, said_in
from tests.rules.test_indixo_templates import GAMES as INDIXO_GAMES
from tests.rules.test_indixo_templates import piece as indixo_piece
from tests.rules.test_review_indixo import one, posts
from tests.rules.test_review_mud import posts as mud_posts

FR = "fr"


@pytest.fixture(scope="module")
def highway_fr() -> str:
    """Everything the two Highway tables say, in French, one text."""
    return "\n".join(said_in({"robbery": robbery_game(), "discobot": discobot_game()}, FR))


@pytest.fixture(scope="module")
def indixo_full(indixo: Any) -> Any:
    return INDIXO_GAMES["full"](indixo)


def say(message: str, **args: Any) -> str:
    """One message of the French catalogs, as a template says it (the bridge's own catalogs,
    every game's included)."""
    return rendering.texts().catalogs.say(FR, message, **args)


# --- every game: the order's echo and a moved deadline ------------------------------------------


def test_the_echo_says_when_the_order_was_sent_without_nested_brackets() -> None:
    """« **attaquer @sofia** (envoyé le mardi 1 décembre 2026 à 09:00 (Europe/Paris)). »:
    two brackets nested; the time it was sent follows the order after a comma."""
    g = centre_game()
    texts = [arena_echo(*case, FR) for case in g.echoes]
    assert texts
    for text in texts:
        assert "(envoyé le" not in text, text
    assert any("**, envoyé le " in t and "(Europe/Paris)." in t for t in texts), texts[0]


def test_a_moved_deadline_says_the_old_one_without_nested_brackets() -> None:
    """« le mercredi … (Europe/Paris) (au lieu du mardi … (Europe/Paris)). »: the old deadline
    follows after a comma."""
    params = next(p for name, p, _ in cases() if name == "deadline_moved")
    text = render_in("deadline_moved", params, FR)
    assert "(au lieu du" not in text, text
    assert "(Europe/Paris), au lieu du " in text, text


def test_a_combat_says_where_it_is_without_nested_brackets() -> None:
    """« **Tirs sur @tania** (le centre (zone C)) »: brackets in brackets; the place follows
    the title after a comma, as it is said after « en » / « au »."""
    g = centre_game()
    text = "\n".join(arena_render(n, s, FR) for _, n, s in g.said)
    assert "** (le centre (zone" not in text and "** (zone " not in text
    assert re.search(r"\*\*(Mêlée autour de|Tirs sur) @\w+\*\*, (en zone \w+|au centre \(zone "
                     r"\w+\))\n", text), text


# --- mud ------------------------------------------------------------------------------------------


def test_the_first_to_send_goes_to_the_intersection_rather_than_passes(table: Any) -> None:
    """« le premier à avoir envoyé son ordre passe »: « passe » reads as the `je passe` of the
    same post (skipping the turn); the first to send goes there."""
    opening = mud_posts(table, FR)["opening"]
    assert "son ordre passe," not in opening, opening
    assert "le premier à avoir envoyé son ordre y va, l'autre est déplacé à côté" in opening


def test_the_late_move_of_a_player_elides_de_before_a_vowel() -> None:
    """« le déplacement de anna »: French elides « de » before a vowel."""
    text = say("mud-results-throw", thrower="boris", target="anna",
                                     number=3, hit="yes", reason="late_move", score="point",
                                     difference=0)
    assert "déplacement de anna" not in text, text
    assert "le déplacement d'anna est arrivé après ce tir" in text, text


# --- INDIXO ---------------------------------------------------------------------------------------


def test_the_first_and_latest_victim_are_told_in_a_full_sentence(indixo_full: Any) -> None:
    """« Première victime de la partie, c'est à vous de… », « Dernière victime en date, c'est à
    vous de… »: a loose apposition; « Vous êtes la première victime de la partie : c'est à
    vous… » (the noun « victime » is feminine whoever the player is)."""
    asked = "\n".join(posts(indixo_full, "chief_ask", FR) + posts(indixo_full, "stranded_ask", FR))
    assert "Première victime de la partie, c'est" not in asked, asked
    assert "Vous êtes la première victime de la partie : c'est à vous de **nommer le chef**" \
        in asked, asked
    stranded = say("indixo-stranded-ask-left", count=1,
                                         weapons="**Seau**", rooms="Cuisine et Salon")
    assert "Dernière victime en date, c'est" not in stranded, stranded
    assert "Vous êtes la dernière victime en date : c'est à vous de la **répartir**" \
        in stranded, stranded


def test_the_killers_guess_is_said_without_two_he_for_two_people(indixo_full: Any) -> None:
    """« si un jour il devine, pour chaque autre vivant, où il a passé la nuit dernière et
    l'arme qu'il a voulu toucher »: three « il », the killer and each of the living."""
    house = one(indixo_full, "house", FR, PUBLIC)
    assert "où il a passé la nuit dernière" not in house, house
    assert ("si un jour il devine où chaque autre vivant a passé la nuit dernière et quelle "
            "arme chacun a voulu toucher") in house, house


def test_the_settings_speak_of_answer_times_not_windows() -> None:
    """« fenêtres : le fantôme qui change de victime 15 min… »: a calque of "windows"."""
    text = indixo_piece("settings", FR, settings=dict(INDIXO.defaults))
    assert "fenêtres" not in text, text
    assert "délais de réponse : le fantôme qui change de victime" in text, text


# --- Highway Romantics ----------------------------------------------------------------------------


def test_a_thief_joins_the_hand_without_de_before_a_name(highway_fr: str) -> None:
    """« qui rejoint la main de **anna** », « Pas de réponse de **eva** », « pas d'accord de
    **olga** », « Le pillage de **ana** »: « de » before a vowel, never elided in bold; the
    sentences say it without « de » before the name."""
    for bad in ("la main de **", "Pas de réponse de **", "pas d'accord de **",
                "Le pillage de **", "Pillage de **"):
        assert bad not in highway_fr, bad
    for good in ("qui rejoint sa main.", "n'a pas répondu, et dans cette partie le silence ne "
                 "vaut pas accord", "Le nouveau partage n'est pas accepté. Pas d'accord : **",
                 "Le pillage proposé par **", "Pillage mené par **"):
        assert good in highway_fr, good


def test_a_third_thief_discards_the_two_before_without_he(highway_fr: str) -> None:
    """« les deux qu'il tenait »: « il » guesses the player's gender."""
    assert "qu'il tenait" not in highway_fr
    assert "les deux précédents (" in highway_fr and "partent à la défausse, le nouveau reste " \
        "en main" in highway_fr


def test_a_die_is_numbered_n_degree_not_no(highway_fr: str) -> None:
    """« dé **no 1** »: the French abbreviation of « numéro » is « n° »."""
    assert "dé **no " not in highway_fr and "(dé no " not in highway_fr
    assert "dé **n° 1**" in highway_fr


def test_the_gms_field_is_for_them_alone_without_seul(highway_fr: str) -> None:
    """« le plateau (pour vous seul) »: « seul » guesses the GM's gender; « la carte qu'il
    cache »: the case hides the card (« Chaque case cache une carte »)."""
    assert "(pour vous seul)" not in highway_fr and "la carte qu'il cache" not in highway_fr
    assert ": le plateau (rien que pour vous)" in highway_fr
    assert "chaque case montre son nombre et la carte qu'elle cache." in highway_fr


# --- Forum Mafia ----------------------------------------------------------------------------------


def _mafia(template: str, **params: Any) -> str:
    """A piece of Forum Mafia rendered on its own, in French, as the bridge renders it."""
    return rendering.texts().render(MAFIA.id, template, FR, rendering.TIMEZONE,
                                    game=rendering.game_info(MAFIA), **params)


def test_the_vanilla_plus_setup_is_explained_without_mountainous() -> None:
    """« vanilla plus (mountainous, avec un docteur…) »: an English jargon word explains
    another; the set-up says what it holds."""
    for setup in ("vanilla_plus", "classic"):
        text = _mafia("settings", settings={**MAFIA.defaults, "setup": setup})
        assert "(mountainous" not in text and "(vanilla plus," not in text, text
    text = _mafia("settings", settings={**MAFIA.defaults, "setup": "vanilla_plus"})
    assert ("vanilla plus (un homme de main pour quatre joueurs, tous les autres villageois, "
            "dont un docteur et un enquêteur dès 7 joueurs)") in text, text
    text = _mafia("settings", settings={**MAFIA.defaults, "setup": "classic"})
    assert "classique (comme vanilla plus, avec en plus un parrain" in text, text


def test_an_elimination_title_elides_de_before_a_vowel() -> None:
    """« Jour 2 : élimination de elise »: « d'elise »."""
    text = say("mafia-elimination-title", day=2, name="elise",
                                     gender="")
    assert text == "Jour 2 : élimination d'elise", text
    assert say("mafia-elimination-title", day=1, name="david",
                                     gender="") == "Jour 1 : élimination de david"


def test_the_blocker_is_told_what_the_blocked_player_learns_without_he() -> None:
    """« on lui dit qu'il a été bloqué, jamais par qui »: « bloqué » guesses the blocked
    player's gender; the blocker is told of « le blocage », never its author."""
    table = Table(MAFIA, ["ana", "bea", "carl", "dan", "emma", "fred", "gina"], seed="words",
                  pinned={"roles": {"ana": "godfather", "bea": "roleblocker", "carl": "town",
                                    "dan": "town", "emma": "doctor", "fred": "cop",
                                    "gina": "town"}})
    role = next(rendering.notice(MAFIA, n, s, FR) for _, n, s in table.said
                if n.template == "role" and n.audience == "bea")
    assert "qu'il a été bloqué" not in role, role
    assert "Son action de nuit échoue ; on lui signale le blocage, jamais son auteur." in role


def test_the_gm_is_told_a_life_was_saved_without_a_plural_guess() -> None:
    """« Sauvés par une protection … : @anne »: one player, a plural masculine; the GM's
    review says « Sauvetage par une protection »."""
    text = say("mafia-review-saved", names="@anne")
    assert "Sauvés" not in text, text
    assert text == "Sauvetage par une protection (l'aube ne le dit jamais) : @anne.", text
