"""A mud fighter learns where they stand and whom they can reach after every turn, not only
at the start, and their `aide` gives the order syntax from their own position, with dates to
come. End to end, in French and in Russian, through the sandbox forum.

The game: anna on B2, boris on C2, chloe on B3 (grid 5x5, three turns, the GM reviews); the
first turn's deadline is 2 December at 22:00 Paris time, the second's 4 December."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta

from bridge.handlers import moments

DEADLINE = datetime(2026, 12, 2, 21, 0, tzinfo=UTC)  # 22:00 in Paris, an even day
START = {"anna": "B2", "boris": "C2", "chloe": "B3"}


def _play_first_turn(game, ok: str) -> None:  # type: ignore[no-untyped-def]
    """anna walks to A2 (out of everyone's reach), boris to C3 (next to chloe), chloe passes;
    the GM publishes."""
    game.stack.advance(DEADLINE + timedelta(minutes=1))
    game.stack.say(game.gm, game.gm_desk, ok)


def test_after_a_turn_each_player_is_told_their_position_and_reach(stack, game) -> None:
    game.order("anna", "aller en A2")
    game.order("boris", "aller en C3")
    _play_first_turn(game, "ok")
    anna, boris, chloe = (game.posts_in(game.desks[p])[-1] for p in ("anna", "boris", "chloe"))
    assert "Après le tour 1, vous êtes en **A2**." in anna
    assert "- **A1** : libre" in anna and "- **B2** : libre" in anna
    assert "Personne n'est à portée" in anna
    assert "`aller en A1`" in anna and "`je passe`" in anna
    assert "Après le tour 1, vous êtes en **C3**." in boris
    assert "- **B3** : chloe s'y trouve" in boris
    assert "À portée : **chloe**." in boris and "`lancer chloe 3`" in boris
    assert "Après le tour 1, vous êtes en **B3**." in chloe  # she passed: told all the same
    assert "À portée : **boris**." in chloe
    # One private post each after the turn, not two.
    assert sum("Après le tour 1" in raw for raw in game.posts_in(game.desks["chloe"])) == 1


def test_a_displaced_player_hears_it_in_the_same_post_as_their_position(stack, game) -> None:
    game.order("boris", "aller en B2")  # anna stays on B2: boris cannot walk onto her
    _play_first_turn(game, "ok")
    posts = game.posts_in(game.desks["boris"])
    told = posts[-1]
    assert "vous visiez **B2**, mais **anna** ne bouge pas de là" in told
    assert "Vous restez en **C2**." in told and "Après le tour 1" not in told  # said once
    assert "- **B2** : anna s'y trouve" in told and "`aller en C1`" in told
    assert "À portée : **anna**." in told
    assert sum("vous visiez **B2**" in raw for raw in posts) == 1


def test_aide_after_a_move_shows_the_new_position_and_targets(stack, game) -> None:
    game.order("anna", "aller en A2")
    game.order("boris", "aller en C3")
    _play_first_turn(game, "ok")
    game.order("boris", "aide")
    help_ = game.posts_in(game.desks["boris"])[-1]
    assert "ce que vous pouvez écrire" in help_
    assert "**Tour 2** ouvert." in help_ and "vendredi 4 décembre 2026 à 22:00" in help_
    assert "Vous êtes en **C3**." in help_
    assert "- **B3** : chloe s'y trouve" in help_ and "À portée : **chloe**." in help_
    assert "`aller en C2`" in help_ and "`lancer chloe 3`" in help_
    assert "**B2**" not in help_  # the start, left behind


def test_aide_examples_give_dates_to_come(stack, game) -> None:
    """Every date `aide` shows is after the clock's now: the deadline, and the absence it
    gives as an example, which the bot takes as written."""
    game.order("anna", "aide")
    now = stack.clock.now()
    help_ = game.posts_in(game.desks["anna"])[-1]
    assert "mercredi 2 décembre 2026 à 22:00" in help_ and DEADLINE > now
    example = re.search(r"« (absent jusqu'au [^»]+?) »", help_)
    assert example, help_
    assert "05/12" not in example.group(1)
    away = moments.absence(example.group(1), "Europe/Paris", now)
    assert away is not None and away.until is not None and away.until > now
    game.order("anna", example.group(1))
    assert "C'est noté : absence jusqu'au" in game.posts_in(game.desks["anna"])[-1]
    # A month on, the example has moved on with the clock.
    stack.clock.set(now + timedelta(days=31))
    game.order("chloe", "aide")
    later = re.search(r"« absent jusqu'au ([^»]+?) »", game.posts_in(game.desks["chloe"])[-1])
    assert later and later.group(1) != example.group(1).removeprefix("absent jusqu'au ")


def test_aide_while_the_gm_reviews_offers_no_turn_past_its_deadline(stack, game) -> None:
    """The deadline passed, the draft waits for the GM: the turn takes no more orders, so
    `aide` neither offers it nor shows its deadline, now past."""
    stack.advance(DEADLINE + timedelta(minutes=1))
    game.order("anna", "aide")
    help_ = game.posts_in(game.desks["anna"])[-1]
    assert "ce que vous pouvez écrire" in help_ and "Rien n'est attendu de vous" in help_
    assert "**Tour 1** ouvert" not in help_ and "2 décembre" not in help_
    stack.say(game.gm, game.gm_desk, "ok")
    game.order("anna", "aide")
    assert "**Tour 2** ouvert" in game.posts_in(game.desks["anna"])[-1]


def test_in_russian_each_player_is_told_their_position_and_aide_shows_it(
        stack, new_game) -> None:
    game = new_game(stack, "maitre", list(START), "turns=3", START, lang="ru")
    start = game.posts_in(game.desks["anna"])[0]
    assert "Вы начинаете грязевую битву на перекрёстке **B2**" in start
    game.order("anna", "иду в A2")
    game.order("boris", "иду в C3")
    _play_first_turn(game, "ок, подтверждаю")
    boris = game.posts_in(game.desks["boris"])[-1]
    assert "После хода 1 вы стоите на **C3**." in boris
    assert "- **B3**: здесь стоит chloe" in boris and "В пределах броска: **chloe**." in boris
    assert "`кидаю в @chloe 3`" in boris
    anna = game.posts_in(game.desks["anna"])[-1]
    assert "После хода 1 вы стоите на **A2**." in anna and "`иду в A1`" in anna
    game.order("boris", "помощь")
    help_ = game.posts_in(game.desks["boris"])[-1]
    assert "что можно написать" in help_ and "Вы стоите на **C3**." in help_
    assert "`кидаю в @chloe 3`" in help_
    example = re.search(r"«(меня не будет до [^»]+)»", help_)
    assert example, help_
    away = moments.absence(example.group(1), "Europe/Paris", stack.clock.now())
    assert away is not None and away.until is not None and away.until > stack.clock.now()
