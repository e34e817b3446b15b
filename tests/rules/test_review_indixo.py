"""The native reader's review of INDIXO's words (/work/shared/reviews/words-ru-en.md, sections
C and G, and E10's INDIXO part), note by note: each test renders what players or the GM read,
as the bridge renders it, and checks that the reviewed words are gone and the fix is there.

The games are those of test_indixo_templates.py (played through the rules as the bridge does);
its rendering helpers are reused, not copied. Russian never makes a word agree with a player's
gender (section J): the dead, the chief and the killer are "жертва", "глава", "убийца", or
the sentence is impersonal or nominal.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from rules.base import PUBLIC, Context, Notice, Order, Rejection
from rules.indixo import GAME
from rules.indixo.russian import accusative, into
from tests.rules.test_indixo_templates import (
    GAMES,
    KILLER,
    LANGS,
    OPENED,
    TEXTS,
    bridge,
    echo,
    piece,
    refusal,
    render,
    said,
)


@pytest.fixture(scope="module")
def games(indixo: Any) -> dict[str, Any]:
    return {name: GAMES[name](indixo) for name in ("full", "guess", "russian")}


def posts(g: Any, template: str, lang: str, audience: str | None = None) -> list[str]:
    """Every post of `template` a game made (to `audience` only, when given), in `lang`."""
    return [render(n, state, lang) for _, n, state, _ in said(g)
            if n.template == template and (audience is None or n.audience == audience)]


def one(g: Any, template: str, lang: str, audience: str | None = None) -> str:
    found = posts(g, template, lang, audience)
    assert found, (template, audience)
    return found[0]


def say(lang: str, message: str, **args: Any) -> str:
    """One message of the catalogs, as a template says it."""
    return TEXTS.catalogs.say(lang, message, **args)


def state_after(g: Any, label: str) -> dict[str, Any]:
    return next(out.state for step, out in g.outcomes if step == label)


# --- C. Russian ----------------------------------------------------------------------------------


def test_c1_russian_words_need_no_gender_of_the_dead_the_chief_or_the_killer(
        games: dict[str, Any]) -> None:
    """C1: «призрак погибшего», «первый погибший», «если он не ответит», «Вы погибли первым»,
    «@ana выбрал … решает он», «Убийцей был», «@ana должен назначить главу», «Глава погиб»,
    «(убит этой ночью)»: every one agreed with the player's gender."""
    g = games["russian"]
    morning = one(g, "morning", "ru", PUBLIC)
    assert "призрак погибшего" not in morning and "первый погибший" not in morning, morning
    assert "Теперь по дому бродит новый призрак." in morning, morning
    assert "Главы пока нет: его лично назначит @ana — первая жертва; если ответа не будет " \
           "вовремя," in morning, morning
    ask = one(g, "chief_ask", "ru")
    assert "погибли первым" not in ask
    assert "Вы — первая жертва этой игры, и вам **назначать главу**" in ask, ask
    named = one(g, "chief_named", "ru", PUBLIC)
    assert "выбрал" not in named and "решает он" not in named, named
    assert "**Глава — @carl**, по выбору @ana. При равенстве голосов решает глава." in named
    final = one(g, "final", "ru", PUBLIC)
    assert "Убийцей был" not in final and f"Убийца — **@{KILLER}**." in final, final
    night = "\n".join(posts(g, "gm_night", "ru"))
    assert "должен" not in night and "Главу назначает @ana." in night, night
    assert "Оружие из заколоченной комнаты расставляет @ana:" in night, night
    # The chief killed: no «Глава погиб», no «если он не ответит».
    label, notice, state, _ = next(x for x in said(g) if x[1].template == "morning")
    later = {**state, "number": 2, "chief": None}
    text = render(Notice(PUBLIC, "morning", notice.params), later, "ru")
    assert "Глава погиб" not in text and "он не ответит" not in text, text
    assert "Главы больше нет: @ana лично назначит преемника; если ответа не будет" in text, text
    failed = say("ru", "indixo-event-move-failed", by="dina", why="died")
    assert "убит" not in failed and "(@dina — жертва этой ночи)" in failed, failed
    stranded = one(g, "stranded_ask", "ru")
    assert "погибли последним" not in stranded and "Вы — последняя жертва" in stranded
    election = say("ru", "indixo-chief-election", by="ana")
    assert "не назначил" not in election and "Ответа от @ana вовремя не было" in election
    for message, args in (("indixo-status-killer-was", {}),
                          ("indixo-status-killed-on", {"night": 1}),
                          ("indixo-tally-chief-wins", {"chief": "carl", "count": 2})):
        text = say("ru", message, **args)
        assert not re.search(r"\b(был|убит|он)\b", text), text
    assert "назначен жертвой" == say("ru", "indixo-gm-value", field="chief_by", value="named")


@pytest.mark.parametrize("lang", LANGS)
def test_c2_g2_the_killers_guess_is_where_each_spent_last_night(games: dict[str, Any],
                                                                lang: str) -> None:
    """C2, G2: the house said the killer guesses each one's room "of this night", the role
    "of last night": both say now where each one spent last night."""
    g = games["full"]
    house = one(g, "house", lang, PUBLIC)
    role = next(t for t in posts(g, "role", lang, KILLER))
    bad, good = {
        "ru": ("его комнату этой ночи", "угадает, где каждый из остальных живых провёл прошлую "
                                        "ночь и какое оружие пытался тронуть"),
        "en": ("their room of the night", "where they spent last night and the weapon they "
                                          "tried to touch"),
        "fr": ("sa pièce de la nuit et", "où chaque autre vivant a passé la nuit dernière et "
                                         "quelle arme chacun a voulu toucher"),
    }[lang]
    assert bad not in house and good in house, house
    if lang != "fr":  # "sa pièce de la nuit dernière" is French as it is said
        assert {"ru": "его комнату прошлой ночью",
                "en": "their room of last night"}[lang] not in role, role
        assert {"ru": "где он провёл прошлую ночь и какое оружие пытался тронуть",
                "en": "where they spent last night and the weapon they tried to touch"}[lang] \
            in role, role


@pytest.mark.parametrize("lang", LANGS)
def test_c3_a_vote_at_night_is_refused_without_here(games: dict[str, Any], lang: str) -> None:
    """C3: the refusal of a vote posted at night comes in the private desk, so «здесь» was
    false, and it had two colons."""
    g = games["russian"]
    state, player, key, rejection = next(c for c in g.refusals if c[3].code == "vote_at_night")
    text = refusal(state, player, key, rejection, lang)
    assert {"ru": "здесь, в теме", "en": "here, in the", "fr": "ici, dans le sujet"}[lang] \
        not in text, text
    assert {"ru": "ночью голосовать нельзя — голосование откроется утром в теме игры.",
            "en": "there's no voting at night — the vote opens in the morning in the game topic.",
            "fr": "on ne vote pas la nuit — le vote ouvrira au matin dans le sujet de la "
                  "partie."}[lang] in text, text


@pytest.mark.parametrize("lang", LANGS)
def test_c4_e10_the_gm_draft_says_who_won_and_how_in_words(lang: str) -> None:
    """C4, E10: «победитель: — → killer», «win: — → guess»: the winner and how they won are
    words in the GM's language."""
    winner = piece("field_value", lang, field="winner", x="killer").strip()
    how = piece("field_name", lang, field="win").strip()
    guess = piece("field_value", lang, field="win", x="guess").strip()
    assert (winner, how, guess) == {
        "ru": ("убийца", "как", "верная догадка убийцы"),
        "en": ("the killer", "how it was won", "the killer's correct guess"),
        "fr": ("le meurtrier", "victoire par", "la proposition exacte du meurtrier"),
    }[lang]


@pytest.mark.parametrize("lang", LANGS)
def test_c5_g11_the_gm_is_told_the_killer_won_with_a_correct_guess(games: dict[str, Any],
                                                                   lang: str) -> None:
    """C5, G11: «побеждает убийца, верной догадкой», "the killer wins, by a right guess"."""
    text = one(games["guess"], "gm_final", lang)
    assert {"ru": "верной догадкой", "en": "by a right guess", "fr": "par une proposition "
            "juste"}[lang] not in text, text
    assert {"ru": "**Игра окончена** (для ведущего) — побеждает убийца: догадка оказалась верной.",
            "en": "the killer wins, with a correct guess.",
            "fr": "par une proposition exacte"}[lang] in text, text


@pytest.mark.parametrize("lang", LANGS)
def test_c6_the_settings_list_the_house_with_commas(lang: str) -> None:
    """C6: the settings in the topic's first post showed the house as raw JSON
    (`["Кухня", "Салон"]`): the names are joined with commas, under "rooms"."""
    for rooms, weapons in (('["Кухня", "Салон", "Спальня"]', '["Нож", "Верёвка"]'),
                           (["Кухня", "Салон", "Спальня"], ["Нож", "Верёвка"]),
                           ("Кухня, Салон, Спальня", "Нож, Верёвка")):
        text = piece("settings", lang, settings={**GAME.defaults, "rooms": rooms,
                                                 "weapons": weapons})
        assert "[" not in text and '"' not in text, text
        assert {"ru": "комнаты: Кухня, Салон, Спальня; оружие: Нож, Верёвка;",
                "en": "rooms: Кухня, Салон, Спальня; weapons: Нож, Верёвка;",
                "fr": "pièces : Кухня, Салон, Спальня ; armes : Нож, Верёвка ;"}[lang] in text, text


def test_c7_russian_examples_are_written_as_players_write_them(games: dict[str, Any]) -> None:
    """C7: «`иду в комнату Кухня`», «`уничтожаю оружие Нож`», «`переношу оружие Нож в комнату
    Салон`»: the examples put the GM's names in the accusative, as players write them (and
    as the reader reads them), and the placeholders take the case of the sentence."""
    g = games["russian"]
    texts = [one(g, "house", "ru", PUBLIC), *posts(g, "role", "ru")]
    text = "\n".join(texts)
    for stilted in ("иду в комнату", "уничтожаю оружие", "переношу оружие", "заколачиваю комнату",
                    "проклинаю оружие", "<соседняя комната>", "`иду в <комната>`"):
        assert stilted not in text, stilted
    for natural in ("`иду в Кухню`", "`уничтожаю Нож`", "`переношу Нож в Столовую`",
                    "`заколачиваю Столовую`", "`проклинаю Нож`", "`иду в <комнату>`",
                    "`переношу <оружие> в <соседнюю комнату>`", "`заколачиваю <комнату>`"):
        assert natural in text, natural
    for name, written in (("Гостиная", "в Гостиную"), ("Внутренний двор", "во Внутренний двор"),
                          ("Зубная щётка", "в Зубную щётку"),
                          ("Кабинет директора", "в Кабинет директора"),
                          ("Ведёрко для льда", "в Ведёрко для льда"), ("Cuisine", "в Cuisine")):
        assert f"{into(name)} {accusative(name)}" == written
    # As the reader reads them: night 2's rooms, night 1's actions.
    for command, kind, label, key in (
            ("иду в Кухню", "room", "day-1-words", "night-2-rooms"),
            ("иду во Внутренний двор", "room", "day-1-words", "night-2-rooms"),
            ("переношу Нож в Столовую", "move", "night-1-rooms", "night-1-actions"),
            ("уничтожаю Нож", "destroy", "night-1-rooms", "night-1-actions")):
        ctx = Context("carl", "desk", "ru", OPENED, 1, key)  # type: ignore[arg-type]
        reading = GAME.parse(state_after(g, label), ctx, command)
        assert isinstance(reading, Order) and reading.kind == kind, (command, reading)


@pytest.mark.parametrize("lang", LANGS)
def test_c8_g1_the_killer_chooses_actions(games: dict[str, Any], lang: str) -> None:
    """C8, G1: «отдайте до двух разных действий» (a calque), "give up to two different
    options" (reads as "abandon"): the killer chooses actions."""
    role = next(t for t in posts(games["full"], "role", lang, KILLER))
    assert {"ru": "отдайте", "en": "give up to", "fr": "donnez jusqu'à"}[lang] not in role
    assert {"ru": "Затем выберите до **двух разных действий**",
            "en": "Then choose up to **two different actions**",
            "fr": "Puis choisissez jusqu'à **deux actions différentes**"}[lang] in role, role
    assert "option" not in role.lower() or lang == "ru", role
    incomplete = say(lang, "indixo-incomplete-options")
    assert {"ru": "выберите одно или два действия", "en": "choose one or two actions",
            "fr": "choisissez une ou deux actions"}[lang] in incomplete, incomplete


@pytest.mark.parametrize("lang", LANGS)
def test_c9_the_guess_is_named_once_in_its_echo(games: dict[str, Any], lang: str) -> None:
    """C9: «Приказ получен — догадка дня 1: **догадка: @carl — …**»: the step's name says
    "guess"; the order after it no longer says it again."""
    g = games["guess"]
    state, player, key, verdict = next(c for c in g.echoes if c[3].order.kind == "guess")
    text = echo(state, player, key, verdict, lang)
    word = {"ru": "догадк", "en": "guess", "fr": "proposition"}[lang]
    line = next(x for x in text.splitlines() if "**" in x)
    assert line.lower().count(word) == 1, line
    assert {"ru": "**кто где был: @", "en": "**who was where: @",
            "fr": "**qui était où : @"}[lang] in line, line


@pytest.mark.parametrize("lang", LANGS)
def test_c10_the_house_table_names_adjacent_rooms(games: dict[str, Any], lang: str) -> None:
    """C10: the column «Двери в» ("Doors to"): «Соседние комнаты»."""
    house = one(games["full"], "house", lang, PUBLIC)
    assert {"ru": "| Двери в |", "en": "| Doors to |", "fr": "| Portes vers |"}[lang] not in house
    assert {"ru": "| Соседние комнаты |", "en": "| Adjacent rooms |",
            "fr": "| Pièces voisines |"}[lang] in house, house


@pytest.mark.parametrize("lang", LANGS)
def test_c11_night_one_opens_without_a_tautology(lang: str) -> None:
    """C11: «**Ночь 1**: на дом опускается ночь.»"""
    text = bridge("step_open", lang, step=1, key="night-1-rooms", phase="night-1",
                  channel="topic", deadline=None, count=5, private=False)
    assert {"ru": "на дом опускается ночь", "en": "night falls on the house",
            "fr": "la nuit tombe sur la maison"}[lang] not in text, text
    assert {"ru": "**Ночь 1**: дом погружается во тьму.",
            "en": "**Night 1**: darkness falls on the house.",
            "fr": "**Nuit 1** : la maison plonge dans l'obscurité."}[lang] in text, text


@pytest.mark.parametrize("lang", LANGS)
def test_c12_the_morning_says_how_to_vote_once(games: dict[str, Any], lang: str) -> None:
    """C12: the morning post said how to vote twice («**День 1**: голосуйте здесь…» and the
    day's opening «**День 1**: время голосовать…»): the opening, which follows it in the same
    post, says it alone."""
    vote = {"ru": "`голосую: @имя", "en": "`vote: @name", "fr": "`vote : @pseudo"}[lang]
    for morning in posts(games["full"], "morning", lang, PUBLIC):
        assert vote not in morning, morning
        assert {"ru": "**День", "en": "**Day", "fr": "**Jour"}[lang] not in morning, morning
    opening = bridge("step_open", lang, step=1, key="day-1-votes", phase="day-1",
                     channel="topic", deadline=None, count=4, private=False)
    assert opening.count(vote) == 1, opening


def test_c13_done_for_tonight_and_a_chief_named_at_night(games: dict[str, Any]) -> None:
    """C13: «на эту ночь всё» was refused (only a bare «всё» was done); «назначаю главой
    @carl» at night got «добавьте глагол» though it has one: it is now told that the chief
    cannot be named now, and by whom the chief is named."""
    g = games["russian"]
    state = state_after(g, "night-1-rooms")
    assert state["stage"] == "actions"
    ctx = Context(KILLER, "desk", "ru", OPENED, 1, "night-1-actions")  # type: ignore[arg-type]
    for done in ("на эту ночь всё", "у меня всё", "на сегодня всё"):
        assert GAME.parse(state, ctx, done) == Order("done", {}), done
    ctx = Context("carl", "desk", "ru", OPENED, 1, "night-1-actions")  # type: ignore[arg-type]
    reading = GAME.parse(state, ctx, "назначаю главой @dina")
    assert isinstance(reading, Rejection) and reading.params.get("why") == "chief_not_now"
    for lang, answer in (("ru", "назначить главу сейчас нельзя"),
                       ("en", "the chief can't be named now"),
                       ("fr", "on ne peut pas nommer le chef maintenant")):
        text = refusal(state, "carl", "night-1-actions", reading, lang)
        assert answer in text, text
        assert "глагол" not in text and "verb" not in text and "verbe" not in text, text


# --- G. English ----------------------------------------------------------------------------------


def test_g3_the_map_says_the_weapons_a_room_holds(games: dict[str, Any]) -> None:
    """G3: "The grey names in each room are the weapon it holds"."""
    house = one(games["full"], "house", "en", PUBLIC)
    assert "are the weapon it holds" not in house
    assert "The **grey** names in each room are the weapons it holds at the start." in house
    assert "sont les armes qui s'y trouvent au départ" in one(games["full"], "house", "fr",
                                                               PUBLIC)


def test_g4_english_examples_go_to_the_room_in_the_room(games: dict[str, Any]) -> None:
    """G4: "`I go to Kitchen`", "a weapon of their room", "<next room>"."""
    g = games["full"]
    text = "\n".join([one(g, "house", "en", PUBLIC), *posts(g, "role", "en")])
    for bad in ("`I go to Cuisine`", "of their room", "of your room", "<next room>"):
        assert bad not in text, bad
    for good in ("`I go to the Cuisine`", "(a weapon in their room)", "<adjacent room>",
                 "`move <weapon> to <adjacent room>`"):
        assert good in text, good
    state = g.outcomes[0][1].state
    ctx = Context("carl", "desk", "en", OPENED, 1, "night-1-rooms")  # type: ignore[arg-type]
    assert GAME.parse(state, ctx, "I go to the Cuisine") == Order("room", {"room": "Cuisine"})


@pytest.mark.parametrize("lang", ("en", "fr"))
def test_g5_the_first_victim_names_the_chief(games: dict[str, Any], lang: str) -> None:
    """G5: "named by the first dead", "@ana, the first dead", "As the first dead of the game"
    (and "premier mort", which French makes agree)."""
    g = games["full"]
    text = "\n".join([one(g, "house", lang, PUBLIC), *posts(g, "morning", lang, PUBLIC),
                      *posts(g, "chief_ask", lang), *posts(g, "stranded_ask", lang)])
    for bad in ("first dead", "latest dead", "most recent dead", "premier mort", "dernier mort"):
        assert bad not in text, bad
    for good in {"en": ("named by the first victim", "the first victim, will name one",
                        "As the game's first victim"),
                 "fr": ("nommé par la première victime", "première victime, va le nommer",
                        "la première victime de la partie")}[lang]:
        assert good in text, good


def test_g6_the_guess_must_be_entirely_correct(games: dict[str, Any]) -> None:
    """G6: "if it is all right"."""
    text = bridge("step_open", "en", step=1, key="day-1-guess", phase="day-1", channel="desk",
                  deadline=None, count=4, private=True)
    assert "all right" not in text
    assert "if it is entirely correct and the day's vote does not expose you" in text, text


def test_g7_the_innocents_attempts_to_destroy_were_cancelled(games: dict[str, Any]) -> None:
    """G7: "The innocents' destroys cancelled"."""
    night = "\n".join(posts(games["full"], "gm_night", "en"))
    assert "destroys cancelled" not in night
    assert "The innocents' attempts to destroy were cancelled (too few weapons):" in night


def test_g10_a_single_action_is_noted(games: dict[str, Any]) -> None:
    """G10: "You keep to this single option tonight." (the sentence after it, "It replaces
    your earlier order of this step", is the bridge's)."""
    text = say("en", "indixo-accepted-options-one")
    assert text == "Noted: that's your only action tonight."
    assert "seule action" in say("fr", "indixo-accepted-options-one")
    assert say("ru", "indixo-accepted-options-one") == \
        "Записал: это ваше единственное действие этой ночью."


def test_g12_another_innocent_in_your_room(games: dict[str, Any]) -> None:
    """G12: switch_ask "another innocent of your room"."""
    text = say("en", "indixo-switch-ask-choices", choices="@carl", victim="dina")
    assert "of your room" not in text and "another innocent in your room: @carl" in text


@pytest.mark.parametrize("lang", LANGS)
def test_g13_every_role_offers_the_same_three_languages(games: dict[str, Any],
                                                        lang: str) -> None:
    """G13: the English role offered English or French, the Russian three languages."""
    for role in posts(games["full"], "role", lang):
        assert {"ru": "по-русски, по-французски или по-английски",
                "en": "in English, French or Russian",
                "fr": "en français, en anglais ou en russe"}[lang] in role, role
