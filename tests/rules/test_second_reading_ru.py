"""A native reader's second reading of the Russian games (tests/texts/*.ru.txt and
games/mafia/tests/texts/*.ru.txt), after the review's notes were applied: each slip still read
there, rendered as players read it, with its fix. The test's name says what now reads right."""

from __future__ import annotations

from typing import Any

from mafia import GAME as MAFIA

from gamemaster.testing import Table, rendering
from rules.base import PUBLIC
from tests.bridge.test_bridge_russian import DEADLINE, SENT, render
from tests.rules.test_mud_templates import TEXTS as MUD_TEXTS
from tests.rules.test_review_indixo import games, one, posts, say

__all__ = ["games"]  # the INDIXO games, a fixture the test below uses


def mafia(template: str, **params: Any) -> str:
    """A Forum Mafia text in Russian, rendered as the bridge renders it."""
    return rendering.texts().render(MAFIA.id, template, "ru", rendering.TIMEZONE,
                                    game=rendering.game_info(MAFIA), **params)


def role_of(player: str) -> str:
    """The role message `player` gets at the start of a nine-player game with every role."""
    roles = {"ana": "godfather", "bea": "roleblocker", "carl": "town", "dan": "town",
             "emma": "doctor", "fred": "cop", "gina": "vigilante", "hugo": "town",
             "ines": "town"}
    table = Table(MAFIA, list(roles), seed="words", pinned={"roles": roles})
    notice, state = next((n, s) for _, n, s in table.said
                         if n.template == "role" and n.audience == player)
    return rendering.notice(MAFIA, notice, state, "ru")


def taken(key: str, kind: str, **change: Any) -> str:
    """The acknowledgement of an order that can still change until the deadline."""
    return render("order_taken", {
        "order": {"kind": "pass"}, "doubt": "", "complete": True, "final": False,
        "closes": False, "sent_at": SENT, "actor": "ana", "superseded": False, "view": {},
        "params": {}, "deadline": DEADLINE, "step": 1, "key": key, **change}, kind)


def test_an_acknowledgement_names_the_order_it_can_change_and_the_one_it_replaces() -> None:
    """«Это ваше собственное объявление: … / Она заменяет вашу прежнюю заявку этого раунда. /
    Вы можете изменить её до срока: …»: «она», «её» came lines after «заявка», past an
    «объявление» or a «ваш ответ»; each sentence now names the order it speaks of."""
    replaced = taken("round-1", "arena", replaced=True)
    assert "Ваша прежняя заявка этого раунда больше не действует." in replaced, replaced
    assert "Заявку можно изменить до срока: " in replaced, replaced
    assert "Она заменяет" not in replaced and "изменить её" not in replaced, replaced
    anyone = taken("turn-1", "mud")
    assert "Любая ваша прежняя заявка этого хода больше не действует." in anyone, anyone
    assert "Она заменяет" not in anyone and "изменить её" not in anyone, anyone


def test_the_draws_label_is_explained_in_one_agreeing_sentence() -> None:
    """«метка добавляет к этапу первые 16 знаков SHA-256 заявок, …, — каждая в виде
    `игрок:заявка`, отсортированных, по одной в строке»: «отсортированных» agreed with
    nothing near it; the list and how it is written now go together in brackets."""
    sealed = [{"actor": "ana", "receipt": "9a3e" * 16, "salt": "f00d" * 4,
               "order": '{"kind":"pass"}', "step": 3, "key": "turn-3"}]
    text = render("receipts", {"sealed": sealed, "salts": False, "changed": False,
                               "label": "turn-3@0123456789abcdef", "replaced": [],
                               "step": 3, "key": "turn-3"}, "mud")
    assert "метка добавляет к названию этапа первые 16 знаков SHA-256 списка заявок, " \
           "действовавших на момент закрытия (отсортированные, по одной в строке, в виде " \
           "`игрок:заявка`); контрольные коды выше их запечатывают" in text, text
    assert "отсортированных" not in text and "каждая в виде" not in text, text


def test_the_gm_desk_counts_orders_as_the_players_do() -> None:
    """«(каждый закрывается по сроку без единого приказа)», a line after «без единой заявки»
    in the settings: players send «заявки», the desk says so too."""
    text = render("gm_desk", {"name": "Романтики с большой дороги", "bot": "gm", "live": True,
                              "settings": {"review": "auto", "pause_after": 3},
                              "status_url": "http://x/status"}, "highway")
    assert "(каждый закрывается по сроку без единой заявки)" in text, text
    assert "приказа" not in text, text


def test_the_mafia_post_counts_are_in_the_games_topic_not_the_partys() -> None:
    """«**Сообщения в теме партии**»: «партия», a calque of «partie», reads as a political
    party; the topic is the game's."""
    text = render("post_counts", {"phase": "day-2", "number": 2, "minimum": 3,
                                  "counts": [{"player": "ana", "posts": 1}], "under": ["ana"]},
                  "mafia")
    assert "**Сообщения в теме игры**" in text, text
    assert "партии" not in text, text


def test_the_indixo_house_says_a_room_is_final_once_i_confirm_it(games: dict[str, Any]) -> None:
    """«Выбор окончательный, как только я его подтвердил»: a rule for every night to come, in
    the future tense."""
    house = one(games["full"], "house", "ru", PUBLIC)
    assert "Выбор окончательный, как только я его подтвержу;" in house, house
    assert "подтвердил;" not in house, house


def test_the_mafia_roles_say_the_cops_finding_without_a_gender() -> None:
    """«Проверка комиссара показывает вас мирным.» and «Утром узнаете, мафия он или мирный.»:
    «мирным», «он», «мирный» guessed the player's gender; «из мирных», as the cop's result
    says it, and «этот игрок» do not."""
    don = role_of("ana")
    assert "Проверка комиссара покажет, что вы из мирных." in don, don
    assert "мирным" not in don, don
    cop = role_of("fred")
    assert "Утром узнаете, из мафии этот игрок или из мирных." in cop, cop
    assert "мафия он или мирный" not in cop, cop


def test_the_mafia_night_counts_what_was_sent_and_no_gender_of_the_last_mafioso() -> None:
    """«Вы — последний из мафии» guessed a man; «засчитывается ваше последнее слово» said
    INDIXO's last words, not the last order sent."""
    text = mafia("night_actions", night=3, actions=["kill"], partners=[],
                 targets={"kill": ["bea", "carl"]}, last_protected=None, reader="ana")
    assert "Из мафии в живых остались только вы: кого убить, решаете теперь вы сами." \
        in text, text
    assert "До срока засчитывается последнее, что вы прислали, но ночь заканчивается" \
        in text, text
    assert "последний из мафии" not in text and "последнее слово" not in text, text


def test_the_mafia_night_is_for_those_who_have_a_night_action() -> None:
    """«у кого есть ночной ход, присылает его в свой кабинет» lacked its subject: «те, у кого
    есть ночной ход, присылают его …», in the sign-up, the opening and each dusk."""
    join = mafia("how_to_join", min_players=5, max_players=25)
    assert "ночью те, у кого есть ночной ход, присылают его в свой кабинет." in join, join
    dusk = mafia("night_start", night=1, alive=["ana", "bea", "carl"], view={})
    assert "Те, у кого есть ночной ход, отвечают в своём кабинете" in dusk, dusk
    for text in (join, dusk):
        assert "у кого есть ночной ход, присылает" not in text, text
        assert "У кого есть ночной ход, отвечает" not in text, text


def test_the_indixo_gm_summary_names_no_gender_of_who_acted(games: dict[str, Any]) -> None:
    """«- @ana: действий не прислал» and «Оружие перенесено: … (это сделал @carl)» told the
    GM a player's gender: «ничего не прислано», «действие игрока @carl» do not."""
    nights = "\n".join(text for g in games.values() for text in posts(g, "gm_night", "ru"))
    assert ": ничего не прислано" in nights, nights
    assert "(действие игрока @" in nights, nights
    assert "не прислал" not in nights and "это сделал" not in nights, nights


def test_the_indixo_killers_right_guess_is_told_without_a_gender(games: dict[str, Any]) -> None:
    """«убийца знал, где каждый провёл ночь», «его догадка верна», «дневное голосование его
    разоблачило» (with no «его» to refer to): the killer is a player of unknown gender."""
    final = one(games["guess"], "final", "ru", PUBLIC)
    assert "Догадка дня оказалась верной: убийце было известно, где каждый провёл ночь" \
        in final, final
    assert "убийца знал" not in final, final
    desk = one(games["guess"], "gm_final", "ru")
    assert "побеждает убийца: догадка оказалась верной." in desk, desk
    assert "его догадка" not in desk, desk
    assert say("ru", "indixo-status-winner", winner="killer", win="guess") \
        == "Побеждает убийца: догадка убийцы верна — кто где был и что пытался сделать."
    assert say("ru", "indixo-status-winner", winner="innocents", win="vote") \
        == "Побеждают невиновные: дневное голосование разоблачило убийцу."


def test_the_indixo_tally_says_the_chief_did_not_settle_the_tie() -> None:
    """«равенство, которое не решал голос главы»: the chief's vote did not settle it, once."""
    text = say("ru", "indixo-tally-by-draw", among="@carl, @dina", value="@carl")
    assert text == "равенство, которое голос главы не решил: жребий среди @carl, @dina: @carl"


def test_a_blocked_mud_move_says_the_spot_is_taken_once() -> None:
    """«… стоит там и никуда не уходит, а встать на место того, кто остаётся на месте,
    нельзя»: the same thing said twice, with «место» twice; now once, and why."""
    text = MUD_TEXTS.catalogs.say("ru", "mud-position-blocked", turn=2, target="C2",
                                  known="yes", by="david", to="D2")
    assert text == "Ход 2: вы шли на **C2**, но **david** стоит там и никуда не уходит, так " \
        "что перекрёсток занят. Вы остаётесь на **D2**.", text


def test_the_highway_field_says_the_whole_board_cannot_be_rolled_here() -> None:
    """«поэтому всё поле 10 × 10 из правил здесь не бросить»: a clipped phrase; now said
    whole."""
    text = say("ru", "highway-step-field-two-rolls")
    assert "поэтому бросить всё поле 10 × 10, как в правилах, здесь не получится.)" in text, text
    assert "из правил здесь не бросить" not in text, text


def test_an_innocents_role_is_told_without_a_gender(games: dict[str, Any]) -> None:
    """«вы — один из невиновных»: «один» guessed a man; «вы среди невиновных» does not."""
    roles = "\n".join(posts(games["full"], "role", "ru"))
    assert ": вы среди невиновных\n" in roles, roles
    assert "один из невиновных" not in roles, roles


def test_the_settings_say_the_gm_checks_the_results_in_a_sentence() -> None:
    """«проверка итогов: ведущим, до любой публикации»: a clipped instrumental; now «да, …»,
    as «нет, итоги публикуются сразу» next to it."""
    text = say("ru", "settings-review", review="gm", hours="0")
    assert text == "проверка итогов: да, ведущий проверяет каждый итог до публикации;", text
