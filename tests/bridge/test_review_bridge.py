"""Issue 24, the bridge's words as a native reader found them (shared/reviews/words-ru-en.md,
sections A, D and E, and G where the words are the bridge's): one test per note, named after
it, rendering the text as the bridge does and asserting the quote the reader flagged is gone
and the new wording is there. The words come from the catalogs (bridge/locale/<lang>/), the
layout from the templates written once (bridge/templates/); French is checked where it had
the same flaw. Two notes are behaviour, checked through the whole stack: an absent player
gets no reminder (D2), and `ok` while a turn still runs says there is no draft yet (A7)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from bridge.clock import FakeClock
from bridge.handlers import moments
from bridge.tools.stack import Stack
from tests.bridge.test_bridge_russian import DEADLINE, SENT, render, render_in
from tests.e2e.conftest import START, Game

MUD: dict[str, Any] = {"step": 3, "key": "turn-3"}
"""Turn 3 of a mud fight, as the bridge names a step to the game's pieces."""
TUESDAY = "вторника, 3 марта 2026 в 22:00 (Europe/Paris)"
"""DEADLINE in words after «до»: the weekday in the genitive."""
SEATS = [{"name": "bob", "language": "ru", "stand_in": None, "away_until": DEADLINE,
          "removed": True}]
"""A seat in the GM's status, away and removed."""


def draft(lang: str, kind: str = "mud", **change: Any) -> str:
    """A draft in the GM desk (bridge/turns/review.py): one order received, two players
    without one (one of them away), a change of the game's state."""
    key = {"mud": "turn-3", "arena": "round-2", "indixo": "night-1-actions",
           "mafia": "night-1"}[kind]
    params: dict[str, Any] = {
        "step": 3, "key": key, "rerun": 0, "publish_at": None, "dice": [], "posts": [],
        "orders": [{"actor": "ana", "echo": "переход на B2", "sent_at": SENT, "speaker": "ana",
                    "doubt": ""}],
        "missing": [{"actor": "carl", "excused": True}, {"actor": "dina", "excused": False}],
        "changes": [{"who": "", "field": "finished", "before": False, "after": True}],
        **change}
    return render_in("draft", params, lang, kind)


def gm_help(lang: str, command: str, status: str = "running", kind: str = "mud",
            deadline: str | None = DEADLINE) -> str:
    """The GM's help, as the desk answers a command that does not apply now."""
    return render_in("gm_help", {"soon": DEADLINE, "status": status, "command": command,
                                 "live": False, "deadline": deadline, **MUD}, lang, kind)


# --- A. Cross-game (the bridge's own texts), Russian ---------------------------------------------


def test_a1_an_absence_is_told_with_the_date_in_the_genitive_and_no_gender() -> None:
    """«Записал: вас не будет до четверг, …» and «@boris сообщает, что его не будет до …»:
    the date after «до» in the genitive, and the GM told of @boris without «его» (nor
    «вернулся» on the way back); French no longer «vous êtes absent»."""
    away = render("away", {"until": DEADLINE})
    assert f"вас не будет до {TUESDAY}" in away, away
    told = render("away_gm", {"player": "boris", "until": DEADLINE})
    assert "его не будет" not in told and "сообщает" not in told, told
    assert told.startswith(f"@boris в отъезде до {TUESDAY}: до этого срока игра этого игрока "
                           "не ждёт, а за @boris действует"), told
    back = render("away_gm", {"player": "boris", "until": None})
    assert "вернулся" not in back and back.startswith("@boris снова в игре"), back
    status = render("gm_status", {"status": "running", "view": {}, "players": SEATS,
                                  "steps": [], "paused": False, "co_gms": []})
    assert f"отсутствует до {TUESDAY}" in status, status
    french = render_in("away", {"until": DEADLINE}, "fr")
    assert "vous êtes absent" not in french, french
    assert "absence jusqu'au mardi 3 mars 2026 à 22:00 (Europe/Paris)" in french, french


def test_a2_a_moved_deadline_names_the_former_one_in_its_case() -> None:
    """«(вместо воскресенье, 6 декабря…)»: after «вместо» the genitive; the GM's answer says
    «прежний:» with the nominative after a colon."""
    moved = {"deadline": DEADLINE, "before": SENT, **MUD}
    public = render("deadline_moved", moved, "mud")
    assert ", вместо понедельника, 2 марта 2026 в 22:00 (Europe/Paris)." in public, public
    assert "вместо понедельник," not in public, public
    gm = render("deadline_moved_gm", moved, "mud")
    assert "; прежний: понедельник, 2 марта 2026 в 22:00 (Europe/Paris)." in gm, gm
    assert "(был " not in gm, gm


def test_a3_a_time_after_sent_or_deadline_follows_a_colon() -> None:
    """«— отправлен вторник, 1 декабря…» read as a case error: «— отправлен: вторник, …»;
    likewise «срок среда, 2 декабря» in the GM's status: «срок: среда, …»."""
    text = draft("ru")
    assert "**переход на B2** — отправлен: понедельник, 2 марта 2026 в 22:00" in text, text
    assert "отправлен понедельник" not in text, text
    status = render("gm_status", {
        "status": "running", "view": {}, "players": [], "paused": False, "co_gms": [],
        "steps": [{"deadline": DEADLINE, "awaited": ["ana"], "answered": [], **MUD}]}, "mud")
    assert "срок: вторник, 3 марта 2026 в 22:00" in status, status
    assert "срок вторник" not in status, status


def test_a4_no_word_agrees_with_a_players_unknown_gender() -> None:
    """«напишите «я вернулся»», «(в отъезде или исключён)», «@x исключён из «…». Больше ни
    один этап его не ждёт», «как если бы он промолчал»: nominal or impersonal words instead,
    and in French «comme s'il s'était tu», «retiré», «absent» likewise."""
    away = render("away", {"until": DEADLINE})
    assert "«я снова тут»" in away and "вернулся" not in away, away
    help_ = render("player_help", {"status": "running", "steps": [], "view": {},
                                   "away_example": DEADLINE, "stand_in": None,
                                   "away_until": DEADLINE})
    assert "«я снова тут» отменяет отсутствие" in help_ and "вернулся" not in help_, help_
    missing = draft("ru")
    assert "@carl (отъезд или исключение), @dina" in missing, missing
    assert "исключён" not in missing, missing
    removed = render("removed_gm", {"player": "x"})
    assert removed.startswith("Готово: @x больше не участвует в «Битва у моста»: игра этого "
                              "игрока не ждёт"), removed
    already = render("remove_refused", {"code": "already_removed", "player": "x"})
    assert already.startswith("@x уже не участвует в «Битва у моста»."), already
    for text in (removed, already, render("removed", {"player": "x"}),
                 render("gm_confirm", {"code": "ask", "form": "remove", "player": "x",
                                       "until": DEADLINE})):
        assert not re.search(r"исключён|\bего не ждёт|\bего ждать", text), text
    status = render("gm_status", {"status": "running", "view": {}, "players": SEATS,
                                  "steps": [], "paused": False, "co_gms": []})
    assert ", больше не участвует" in status and "исключён" not in status, status
    desk = render("gm_desk", {"settings": {"review": "gm"}, "name": "Проба", "bot": "gm",
                              "live": True, "status_url": "u"})
    skip = render("skipped", {"player": "ivan", "status": "running", **MUD}, "mud")
    for text in (desk, gm_help("ru", "help"), render(
            "gm_unsure", {"code": "skip", "wrote": "пропустить", "player": "ivan",
                          "status": "running", **MUD}), skip):
        assert "как если бы он промолчал" not in text and "промолчал" not in text, text
    assert "как при молчании игрока" in desk and "как при молчании игрока" in gm_help(
        "ru", "help"), desk
    french = [render_in("gm_desk", {"settings": {"review": "gm"}, "name": "Proba", "bot": "gm",
                                    "live": True, "status_url": "u"}, "fr"),
              render_in("skipped", {"player": "ivan", "status": "running", **MUD}, "fr", "mud"),
              render_in("removed_gm", {"player": "x"}, "fr"),
              render_in("remove_refused", {"code": "already_removed", "player": "x"}, "fr"),
              render_in("gm_status", {"status": "running", "view": {}, "players": SEATS,
                                      "steps": [], "paused": False, "co_gms": []}, "fr"),
              draft("fr")]
    for text in french:
        assert not re.search(r"s'il s'était tu|\bretiré\b|\babsent\b", text), text
    assert "comme en cas de silence" in french[0] and "(absence ou retrait)" in french[5]


@pytest.mark.parametrize("said", ["я снова тут", "Я снова тут, спасибо!", "я вернулась",
                                  "вернулся"])
def test_a4_the_reader_takes_a_return_said_without_gender(said: str) -> None:
    """The text tells a player to write «я снова тут»: the bridge reads it as their return,
    and still reads «вернулся» and «вернулась»."""
    now = datetime(2026, 12, 1, 8, 0, tzinfo=UTC)
    assert moments.absence(said, "Europe/Paris", now) == moments.Absence(None)


def test_a5_a_refusal_says_there_is_no_accepted_order_yet() -> None:
    """«У вас пока нет приказа в силе этого хода» (a calque of «ordre en vigueur»): «Принятой
    заявки у вас пока нет»; an order that stands: «Действует ваша прежняя заявка»."""
    refused = {"code": "unknown_player", "params": {"name": "zed"}, "view": {}, **MUD}
    none = render("order_refused", {**refused, "standing": ""}, "mud")
    assert "Принятой заявки у вас пока нет." in none, none
    assert not re.search(r"в силе|действующей заявки этого", none), none
    standing = render("order_refused", {**refused, "standing": "переход на B2"}, "mud")
    assert "Действует ваша прежняя заявка: **переход на B2**." in standing, standing
    assert "В силе" not in standing, standing


def test_a6_an_absence_is_told_without_jargon() -> None:
    """«ни один этап вас не ждёт, а ваши приказы — по умолчанию; … действует правило
    молчания»: players are never told what «этап» or «правило молчания» is. «Игра вас не
    ждёт: за вас действует то, что правила делают, когда игрок молчит»."""
    away = render("away", {"until": DEADLINE})
    help_ = render("player_help", {"status": "running", "steps": [], "view": {},
                                   "away_example": DEADLINE, "stand_in": None,
                                   "away_until": None})
    removed = render("removed", {"player": "x"})
    for text in (away, help_, removed):
        assert not re.search(r"ни один этап|правило молчания|по умолчанию", text), text
    assert "До тех пор игра вас не ждёт: за вас действует то, что правила делают, когда " \
           "игрок молчит" in away, away
    assert "до тех пор игра вас не ждёт" in help_, help_


def test_a7_ok_while_a_turn_runs_says_there_is_no_draft_yet() -> None:
    """«Команда `ок` сейчас неприменима (состояние игры: идёт игра)»: the GM wrote `ok`
    because they expected a draft. «Черновика для публикации сейчас нет: ход 3 ещё идёт.
    Срок — …»; any other command that does not apply says why in words."""
    ok = gm_help("ru", "ok")
    assert ok.startswith("Черновика для публикации сейчас нет: ход 3 ещё идёт. Срок — "
                         "вторник, 3 марта 2026 в 22:00 (Europe/Paris)."), ok
    assert "неприменима" not in ok and "состояние игры" not in ok, ok
    rerun = gm_help("ru", "rerun", deadline=None)
    assert rerun.startswith("Черновика сейчас нет: ход 3 ещё идёт.\n"), rerun
    closed = gm_help("ru", "close", status="finished")
    assert closed.startswith("Команда `закрыть` сейчас не подходит: игра окончена."), closed
    english = gm_help("en", "ok")
    assert english.startswith("There's no draft to publish right now: turn 3 is still open. "
                              "Deadline: Tuesday 3 March 2026 at 22:00"), english
    assert "does not apply now (game: running)" not in english, english
    french = gm_help("fr", "ok")
    assert french.startswith("Il n'y a pas de brouillon à publier pour l'instant : le tour 3 "
                             "est encore en cours."), french


def test_a8_close_is_described_without_two_colons() -> None:
    """«`закрыть`: закрывает досрочно: ход 3;» has two colons: «`закрыть`: ход 3
    закрывается досрочно;»."""
    text = gm_help("ru", "help")
    assert "- `закрыть`: ход 3 закрывается досрочно;" in text, text
    assert "закрывает досрочно:" not in text, text
    unsure = render("gm_unsure", {"code": "close", "wrote": "закрыть ход 4", "player": "",
                                  "status": "running", **MUD}, "mud")
    assert "`закрыть`: ход 3 закрывается досрочно;" in unsure, unsure
    assert not re.search(r"досрочно[^;\n]*: ход", unsure), unsure


def test_a9_the_commitment_is_the_draws_fingerprint_and_the_seed_its_key() -> None:
    """«Обязательство для случайных бросков (SHA-256 от зерна и соли…)», «зерно
    случайности»: «Контрольный отпечаток жеребьёвки (SHA-256 от ключа и соли…)», «ключ
    жеребьёвки»."""
    started = render("started", {"players": ["ana", "bob"], "commitment": "9a3e",
                                 "desks": True})
    assert "Контрольный отпечаток жеребьёвки (SHA-256 от ключа и соли; их я раскрою в конце" \
           in started, started
    revealed = render("seed_revealed", {"seed": "c0ffee", "salt": "f00d",
                                        "commitment": "9a3e", "sealed": []})
    assert revealed.startswith("Игра окончена. Ключ жеребьёвки: `c0ffee`"), revealed
    texts = [started, revealed, render("ended_gm", {}), gm_help("ru", "help"),
             render("published", {"step_key": "turn-3", "status": "finished", "key": "",
                                   "step": 0}),
             render("gm_confirm", {"code": "ask", "form": "end", "player": "",
                                   "until": DEADLINE})]
    for text in texts:
        assert not re.search(r"зерн|обязательств", text, re.IGNORECASE), text


def test_a10_a_redraw_is_a_draw_not_a_throw() -> None:
    """«Черновик итогов хода 1 (бросок № 2)», «итоги ниже — по броску № 2»: in the mud fight
    a «бросок» is a mud throw. «(жеребьёвка № 2)», «по повторной жеребьёвке (№ 2)»."""
    text = draft("ru", rerun=1)
    assert "## Черновик итогов хода 3 (жеребьёвка № 2)" in text, text
    assert "`перебросить` проводит жеребьёвку заново" in text, text
    rerolled = render("rerolled", {"rerun": 1, **MUD}, "mud")
    assert rerolled.startswith("**Повторная жеребьёвка:** ведущий заново провёл жеребьёвку "
                               "хода 3; итоги ниже — по повторной жеребьёвке (№ 2)"), rerolled
    for shown in (text, rerolled, gm_help("ru", "help", status="review"),
                  render("rejected", MUD, "mud")):
        assert not re.search(r"бросок №|по броску|бросает кубики|бросить его кубики",
                             shown), shown


def test_a11_a_post_with_no_order_changes_nothing_gently() -> None:
    """«Приказ отклонён — ход 1: я не нашёл в этом сообщении приказа.» for «привет, как
    дела?»: a chat is not refused, it changes nothing: «Ничего не меняю — ход 3: …». A real
    refusal still says the order is not taken."""
    chat = {"code": "not_an_order", "params": {}, "view": {}, "standing": "", **MUD}
    for lang, start in (("ru", "Ничего не меняю — ход 3: "),
                        ("en", "Nothing changed for turn 3: "),
                        ("fr", "Rien de changé pour le tour 3 : ")):
        text = render_in("order_refused", chat, lang, "mud")
        assert text.startswith(start), text
        assert not re.search(r"отклон|refused|refusé", text, re.IGNORECASE), text
    refused = render("order_refused", {**chat, "code": "unknown_player",
                                       "params": {"name": "zed"}}, "mud")
    assert refused.startswith("Заявка не принята — ход 3: "), refused


def test_a14_a_final_choice_is_said_final_once() -> None:
    """«Этот выбор окончательный на эту ночь. / Этот приказ окончательный…»: the bridge says
    a final order is final once (its own sentence; the INDIXO room's own piece is INDIXO's)."""
    for lang, word in (("ru", "окончательн"), ("en", "final"), ("fr", "définiti")):
        for closes in (False, True):
            text = render_in("order_taken", {
                "order": {"kind": "pass"}, "doubt": "", "complete": True, "final": True,
                "closes": closes, "sent_at": SENT, "actor": "ana", "superseded": False,
                "view": {}, "params": {}, "deadline": DEADLINE, "step": 1,
                "key": "night-1-rooms"}, lang, "indixo")
            assert text.lower().count(word) == 1, text


def test_a15_a_vote_says_once_until_when_it_can_change() -> None:
    """«Его ещё можно изменить, пока не проголосуют все живые. / Вы можете изменить его до
    срока: …»: the bridge's «until the deadline» gives way to the game's own words for a
    vote, so the ack says it once."""
    text = render("order_taken", {
        "order": {"kind": "pass"}, "doubt": "", "complete": True, "final": False,
        "closes": False, "sent_at": SENT, "actor": "ana", "superseded": False, "view": {},
        "params": {}, "deadline": DEADLINE, "step": 1, "key": "day-1-votes",
        "replaced": False}, "indixo")
    assert text.count("изменить") == 1, text
    assert "Вы можете изменить её до срока" not in text, text


# --- D. The mud fight's bridge texts -------------------------------------------------------------


@pytest.fixture
def stack(database_url: str) -> Iterator[Stack]:
    with Stack(FakeClock(START), database_url) as running:
        yield running


def test_d2_an_absent_player_gets_no_friendly_reminder(stack: Stack) -> None:
    """@boris declared «меня не будет до 10 декабря», was told «игра вас не ждёт», yet got
    «Дружеское напоминание: ход 2 — я пока не получил от вас ни одной заявки». A player away
    (until a date not reached yet) is not reminded; the others still are, and @boris again
    once back."""
    deadline = datetime(2026, 12, 2, 21, 0, tzinfo=UTC)
    game = Game(stack, "maitre", ["anna", "boris", "chloe"], "turns=3 review=auto remind=6",
                {"anna": "B2", "boris": "C2", "chloe": "B3"}, lang="ru")
    game.order("boris", "меня не будет до 10 декабря")
    assert "я снова тут" in game.posts_in(game.desks["boris"])[-1]
    game.order("anna", "иду на A2")
    stack.advance(deadline - timedelta(hours=5))

    def reminded(player: str) -> int:
        return sum("Дружеское напоминание" in raw for raw in game.posts_in(game.desks[player]))

    assert (reminded("anna"), reminded("boris"), reminded("chloe")) == (0, 0, 1)
    game.order("boris", "я снова тут")
    assert "С возвращением" in game.posts_in(game.desks["boris"])[-1]
    stack.advance(deadline + timedelta(days=2) - timedelta(hours=5))  # turn 2's reminder
    assert reminded("boris") == 1


def test_d3_the_receipts_are_told_in_one_short_sentence() -> None:
    """«вот квитанция каждого приказа, действовавшего на момент закрытия, — та же, что игрок
    получил вместе с подтверждением (у игрока, чей приказ ведущий задал или снял, она другая,
    как и сказано в итогах)»: «Это те же контрольные коды, что каждый получил вместе с
    подтверждением своей заявки (если заявку менял ведущий, код другой). Соль для проверки —
    в конце игры.»"""
    sealed = [{"actor": "ana", "receipt": "9a3e" * 16, "salt": "f00d" * 4,
               "order": '{"kind":"pass"}', **MUD}]
    text = render("receipts", {"sealed": sealed, "salts": False, "changed": True,
                               "label": "turn-3@0123456789abcdef", "replaced": [], **MUD},
                  "mud")
    assert "Это те же контрольные коды, что каждый получил вместе с подтверждением своей " \
           "заявки (если заявку менял ведущий, код другой). Соль для проверки — в конце " \
           "игры." in text, text
    assert not re.search(r"Вот контрольный код каждой|как и сказано в итогах|"
                         r"<зерно>", text), text


# --- E. English (and B5: the arena's words to the GM) --------------------------------------------


def test_e1_b5_a_draft_says_what_silence_counts_as_about_the_player() -> None:
    """«No order from @dima: you pass this turn.» and «@bruno, @sofia: you do nothing this
    round, unless your war chief declares an action for you.» spoke to the GM as if they
    were the silent players: «No order from @dima: counts as a pass.», «…: they do nothing
    this round (unless their war chief declared for them).», and so in Russian and French
    (by how many are silent), for every game's draft and the GM's skip."""
    mud = draft("en")
    assert "**No order from** @carl (away or removed), @dina: counts as a pass." in mud, mud
    arena = draft("en", "arena")
    assert "@dina: they do nothing this round (unless their war chief declared for them)." \
        in arena, arena
    ru_two = draft("ru", "arena")
    assert "@dina — в этом раунде ничего не делают (если за них не объявил вождь)." \
        in ru_two, ru_two
    ru_one = draft("ru", "arena", missing=[{"actor": "sofia", "excused": False}])
    assert "**Без приказа:** @sofia — в этом раунде ничего не делает (если за этого воина не " \
           "объявил вождь)." in ru_one, ru_one
    fr_one = draft("fr", "arena", missing=[{"actor": "sofia", "excused": False}])
    assert "@sofia : ne fait rien ce tour-ci (sauf si son chef de guerre a déclaré une action " \
           "à sa place)." in fr_one, fr_one
    indixo = draft("ru", "indixo")
    assert "@dina — этой ночью ничего не делают." in indixo, indixo
    skipped = render_in("skipped", {"player": "ivan", "status": "running", **MUD}, "en", "mud")
    assert "as if they had stayed silent: counts as a pass." in skipped, skipped
    drafts = [mud, arena, ru_two, ru_one, fr_one, indixo, draft("fr"), draft("ru"),
              draft("en", "indixo"), draft("fr", "indixo"), draft("en", "mafia"),
              draft("ru", "mafia"), draft("fr", "mafia")]
    for said in [_missing_line(text) for text in drafts] + [skipped]:
        assert not re.search(r"\b(you|your|vous|votre|вы|вас|ваш\w*)\b", said,
                             re.IGNORECASE), said


def _missing_line(draft_text: str) -> str:
    """The line of a draft about the players who sent nothing."""
    return next(line for line in draft_text.splitlines()
                if re.match(r"\*\*(No order from|Sans ordre|Без приказа)", line))


def test_e2_a_missing_order_is_no_valid_order_for_the_turn() -> None:
    """«You have no order in force of this turn yet.»: «You have no valid order for this
    turn yet.»; the order that stands is «your earlier order»."""
    refused = {"code": "unknown_player", "params": {"name": "zed"}, "view": {}, **MUD}
    none = render_in("order_refused", {**refused, "standing": ""}, "en", "mud")
    assert "You have no valid order for this turn yet." in none, none
    standing = render_in("order_refused", {**refused, "standing": "pass"}, "en", "mud")
    assert "Your earlier order still stands: **pass**." in standing, standing
    withdrawn = render_in("order_withdrawn", {"order": {"kind": "pass"}, "actor": "ana",
                                              "params": {}, "view": {}, "deadline": None,
                                              **MUD}, "en", "mud")
    assert "You have no valid order for this turn now." in withdrawn, withdrawn
    for text in (none, standing, withdrawn):
        assert "in force" not in text, text


def test_e3_a_game_has_been_created_and_its_desk_opened() -> None:
    """«The game "Mud in English" is created (no. 1).», «I opened a private … desk»: «has
    been created (game no. 1)», «I've opened»."""
    text = render_in("game_created", {"topic_link": "/t/12"}, "en")
    assert text.startswith('The game "Битва у моста" has been created (game no. 7).'), text
    assert "I've opened a private game master's desk for you" in text, text
    assert "is created (no." not in text and "I opened" not in text, text


def test_e4_a_welcome_takes_a_comma() -> None:
    """«Welcome @anna!»: «Welcome, @anna!» (and «Bienvenue, @anna !»)."""
    assert render_in("joined", {"player": "anna", "count": 2}, "en").startswith(
        "Welcome, @anna! You are signed up")
    assert render_in("joined", {"player": "anna", "count": 2}, "fr").startswith(
        "Bienvenue, @anna !")


def test_e5_the_sealed_orders_are_told_plainly() -> None:
    """«Sealed orders of turn 1: the orders were in when it closed; here is the receipt of
    each, as its player got it with the acknowledgement (a player whose order the game
    master set or withdrew finds it changed, as the results say).»: one plain sentence, and
    when the salts come."""
    sealed = [{"actor": "ana", "receipt": "9a3e" * 16, "salt": "f00d" * 4,
               "order": '{"kind":"pass"}', **MUD}]
    text = render_in("receipts", {"sealed": sealed, "salts": False, "changed": True,
                                  "label": "turn-3@0123456789abcdef", "replaced": [], **MUD},
                     "en", "mud")
    assert "Here is each order's receipt, as its player received it (if the game master set " \
           "or withdrew an order, its receipt differs). The salts to check them come at the " \
           "end of the game." in text, text
    assert "finds it changed" not in text and "receipt of each order in force" not in text, text


def test_e6_a_players_help_says_one_per_message_and_the_game_wont_wait() -> None:
    """«Also, here in your desk, one thing a message:», «no step waits for you until then,
    and your orders default»: «one per message», «the game won't wait for you until then»."""
    text = render_in("player_help", {"status": "running", "steps": [], "view": {},
                                     "away_example": DEADLINE, "stand_in": None,
                                     "away_until": None}, "en")
    assert "Also, here in your desk, one per message:" in text, text
    assert "the game won't wait for you until then" in text, text
    away = render_in("away", {"until": DEADLINE}, "en")
    for shown in (text, away):
        assert not re.search(r"one thing a message|no step waits|orders default", shown), shown


def test_e7_ok_while_a_turn_runs_says_there_is_no_draft_to_publish() -> None:
    """«The command `ok` does not apply now (game: running).»: «There's no draft to publish
    right now: turn 3 is still open.»."""
    text = gm_help("en", "ok", deadline=None)
    assert text.startswith("There's no draft to publish right now: turn 3 is still open.\n"), text
    closed = gm_help("en", "close", status="finished")
    assert closed.startswith("The command `close` doesn't apply right now: the game is over."), \
        closed


def test_e8_the_players_have_been_told() -> None:
    """«The players are told in the game's topic»: «The players have been told in the game
    topic.»."""
    texts = [render_in("removed_gm", {"player": "x"}, "en"),
             render_in("deadline_moved_gm", {"deadline": DEADLINE, "before": SENT, **MUD},
                       "en", "mud"),
             render_in("gm_cancelled", {}, "en"),
             render_in("paused", {"changed": True, "minutes": 0}, "en"),
             render_in("resumed", {"changed": True, "minutes": 25}, "en"),
             render_in("replaced_gm", {"player": "bob", "newcomer": "eve"}, "en")]
    for text in texts:
        assert "have been told in the game topic" in text, text
        assert "are told in the game's topic" not in text, text


def test_e9_a_number_out_of_range_is_between_1_and_5() -> None:
    """«the number must be from 1 to 5 (9 is not possible)»: «between 1 and 5 (9 isn't
    allowed)» (the mud fight's words, inside the bridge's refusal)."""
    text = render_in("order_refused", {"code": "invalid_number", "params": {"number": 9},
                                       "view": {}, "standing": "", **MUD}, "en", "mud")
    assert "the number must be between 1 and 5 (9 isn't allowed)" in text, text


def test_e10_a_draft_names_the_bridges_own_fields_in_words() -> None:
    """«- **over**: no → yes»: the field the bridge names itself reads «finished» (Russian
    «игра окончена», French «partie terminée»)."""
    for lang, said in (("en", "- finished: no → yes"), ("ru", "- игра окончена: нет → да"),
                       ("fr", "- partie terminée : non → oui")):
        text = draft(lang)
        assert said in text, text
    assert "over: no" not in draft("en")
