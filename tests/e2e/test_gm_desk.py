"""The GM's desk end to end, through the sandbox forum, in French, English and Russian: the
review package, publishing, a rerun, an override and a withdrawal making new drafts, keeping a
draft unpublished, the status in words, help, the audit log, moving deadlines, replacing and
removing players, a co-GM, ending the game; and the players' own words (absence, help).

Each language plays the same mud fight (anna, boris, chloe; the turn's deadline on 2 December
at 22:00 Paris time), its GM writing in that language, every command padded as people do."""

from __future__ import annotations

import hashlib
import re
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from sqlalchemy import select

from bridge.db import DecisionRow, GameRow, OrderRow, PlayerRow, ResolutionRow
from bridge.texts import when_text
from bridge.tools.stack import Stack
from bridge.turns.resolution import SETUP

DEADLINE = datetime(2026, 12, 2, 21, 0, tzinfo=UTC)  # 22:00 in Paris, an even day
START = {"anna": "B2", "boris": "C2", "chloe": "B3"}

WORDS: dict[str, dict[str, str]] = {
    "fr": {"create": "nouvelle partie", "join": "je participe, bonne chance !",
           "start": "commencer la partie", "ok": "ok, je valide", "rerun": "refaire le tirage",
           "reject": "non, pas encore", "status": "statut, s'il te plaît",
           "help": "aide, s'il te plaît", "journal": "journal des décisions",
           "extend": "prolonger de 2 h", "deadline": "échéance 04/12 22:00",
           "replace": "remplacer @boris par @david", "remove": "retirer @chloe",
           "co_gm": "co-mj @eve", "end": "terminer la partie maintenant",
           "set": "ordre de @chloe : lancer anna 2",
           "withdraw": "annuler l'ordre de @anna", "away": "absent jusqu'au 10 décembre",
           "back": "de retour parmi vous", "draft": "Brouillon du tour 1",
           "reroll": "Nouveau tirage", "published": "résultats du tour 1",
           "player_help": "ce que vous pouvez écrire", "gm_help": "Ce que vous pouvez écrire",
           "cancel": "annuler la partie", "confirm_cancel": "oui, annuler la partie",
           "confirm_end": "oui, terminer la partie", "confirm_remove": "oui, retirer @chloe"},
    "en": {"create": "new game", "join": "join, good luck all", "start": "start the game",
           "ok": "ok, I approve", "rerun": "rerun the dice", "reject": "reject it for now",
           "status": "status please", "help": "help please", "journal": "journal please",
           "extend": "extend 2h", "deadline": "deadline 04/12 22:00",
           "replace": "replace @boris with @david", "remove": "remove @chloe",
           "co_gm": "add gm @eve", "end": "end the game now",
           "set": "order of @chloe: throw anna 2", "withdraw": "cancel the order of @anna",
           "away": "away until December 10", "back": "I'm back, thanks",
           "draft": "Draft of turn 1", "reroll": "New draw", "published": "results of turn 1",
           "player_help": "what you can write", "gm_help": "What you can write",
           "cancel": "cancel the game, please", "confirm_cancel": "yes, cancel the game",
           "confirm_end": "yes, end the game", "confirm_remove": "yes, remove @chloe"},
    "ru": {"create": "новая игра", "join": "участвую, всем удачи", "start": "начать игру",
           "ok": "ок, подтверждаю", "rerun": "перебросить кубики", "reject": "нет, подожду",
           "status": "статус, пожалуйста", "help": "помощь, пожалуйста",
           "journal": "журнал решений", "extend": "продлить на 2 часа",
           "deadline": "срок 04.12 22:00", "replace": "заменить @boris на @david",
           "remove": "исключить @chloe", "co_gm": "соведущий @eve",
           "end": "завершить игру сейчас", "set": "приказ @chloe: lancer anna 2",
           "withdraw": "отменить приказ @anna", "away": "меня не будет до 10 декабря",
           "back": "я вернулся, спасибо", "draft": "Черновик итогов",
           "reroll": "Повторная жеребьёвка", "published": "", "player_help": "что можно написать",
           "gm_help": "Что можно написать", "cancel": "отменить игру",
           "confirm_cancel": "да, отменить игру", "confirm_end": "да, завершить игру",
           "confirm_remove": "да, исключить @chloe"},
}


class Desk:
    """A mud fight run from the GM desk in one language."""

    def __init__(self, stack: Stack, lang: str) -> None:
        self.stack = stack
        self.words = WORDS[lang]
        self.lang = lang
        for newcomer in ("david", "eve"):  # forum members who are not playing yet
            stack.forum.add_user(newcomer)
        stack.direct_message("maitre", f'{self.words["create"]} mud "Boue {lang}" turns=3')
        self.id = stack.latest_game()
        stack.pin(self.id, start=START)
        self.public = stack.topic_of(self.id, "game")
        self.gm_desk = stack.topic_of(self.id, "gm", "maitre")
        for player in START:
            stack.say(player, self.public, self.words["join"])
        self.gm("start")
        self.desks = {p: stack.topic_of(self.id, "player", p) for p in START}

    def gm(self, word: str) -> str:
        """The GM writes a command (by its key in WORDS); the bot's last answer in the desk."""
        self.stack.say("maitre", self.gm_desk, self.words.get(word, word))
        return self.posts(self.gm_desk)[-1]

    def order(self, player: str, text: str) -> None:
        self.stack.say(player, self.desks[player], text)

    def posts(self, topic: int) -> list[str]:
        return [p["raw"] for p in self.stack.forum.transcript()
                if p["topic"] == topic and p["author"] == "gamemaster"]

    def decisions(self) -> list[str]:
        with self.stack.db.unit() as session:
            return list(session.scalars(select(DecisionRow.action).where(
                DecisionRow.game_id == self.id).order_by(DecisionRow.id)))

    def row(self, table: Any, *where: Any) -> Any:
        with self.stack.db.unit() as session:
            return session.scalar(select(table).where(*where))

    def to_deadline(self) -> str:
        self.stack.advance(DEADLINE + timedelta(minutes=1))
        return self.posts(self.gm_desk)[-1]


@pytest.fixture(params=["fr", "en", "ru"])
def desk(request: pytest.FixtureRequest, stack: Stack) -> Desk:
    return Desk(stack, request.param)


def _quoted_public(draft: str) -> str:
    """The public post a draft shows, between its [quote] marks."""
    found = re.search(r"\[quote\]\n(.*?)\n\[/quote\]", draft, re.DOTALL)
    assert found, draft
    return found.group(1).strip()


def test_the_review_package_shows_orders_silence_changes_and_the_posts(desk: Desk) -> None:
    desk.order("anna", "lancer boris 3")
    draft = desk.to_deadline()
    assert desk.words["draft"] in draft
    received = draft.split("@anna", 1)[1].split("\n", 1)[0]  # anna's order, as the game words it
    assert "@boris" in received and "3" in received
    assert "@boris, @chloe" in draft  # no order from them
    assert "[quote]" in draft  # the public post, as it will appear
    assert "upload://" in draft  # the public picture is attached to the draft itself
    public = _quoted_public(draft)
    assert desk.gm("ok") and desk.posts(desk.public)[-1].startswith(public[:200])
    assert _strip_marker(desk.posts(desk.public)[-1]).startswith(public)
    assert desk.decisions()[-1] == "publish"


def _strip_marker(raw: str) -> str:
    return re.sub(r"\n\n!\[[^\n]*\]\(upload://[^)]*\)|\n\n<!-- gamemaster:[^>]*-->", "",
                  raw).strip()


def test_a_rerun_draws_again_and_is_announced_with_the_results(desk: Desk) -> None:
    desk.order("anna", "lancer boris 3")
    desk.to_deadline()
    redrawn = desk.gm("rerun")
    assert desk.words["draft"] in redrawn and desk.words["reroll"] in redrawn
    with desk.stack.db.unit() as session:
        draft = session.scalar(select(ResolutionRow).where(
            ResolutionRow.game_id == desk.id, ResolutionRow.status == "draft"))
        assert draft is not None and re.fullmatch(r"turn-1@[0-9a-f]{16}#1", draft.chance_label)
    desk.gm("ok")
    assert desk.words["reroll"] in desk.posts(desk.public)[-1]
    assert desk.decisions()[-2:] == ["rerun", "publish"]


def _draft(desk: Desk) -> ResolutionRow:
    with desk.stack.db.unit() as session:
        draft = session.scalar(select(ResolutionRow).where(
            ResolutionRow.game_id == desk.id, ResolutionRow.status == "draft"))
        assert draft is not None
        session.expunge(draft)
        return draft


def test_the_draws_come_from_the_seed_and_the_receipts_at_the_close(desk: Desk) -> None:
    """A GM who chose the seed still cannot know a draw before the orders are in: a step's
    label mixes the orders in force at its close (the silent's "none" included); the GM's
    override and rerun keep those orders, so no redraft fishes for other dice unseen."""
    desk.order("anna", "lancer boris 3")
    desk.to_deadline()
    first = _draft(desk)
    closing = first.inputs["sealed"]
    assert len(closing) == 3 and first.inputs["closing"] == closing
    lines = sorted(f"{s['actor']}:{s['order']}" for s in closing)
    assert 'anna:{"kind":"throw","number":3,"target":"boris"}' in lines
    mix = hashlib.sha256("\n".join(lines).encode()).hexdigest()[:16]
    assert first.chance_label == f"turn-1@{mix}"
    desk.gm("set")
    overridden = _draft(desk)
    assert overridden.inputs["sealed"] != closing
    assert overridden.inputs["closing"] == closing and overridden.chance_label == f"turn-1@{mix}"
    desk.gm("rerun")
    assert _draft(desk).chance_label == f"turn-1@{mix}#1"
    desk.gm("ok")  # the results give the label and the receipt the GM's order replaced
    results = desk.posts(desk.public)[-1]
    assert 'random.Random("' in results and f':turn-1@{mix}#1")' in results
    replaced = [s["receipt"] for s in closing if s not in overridden.inputs["sealed"]]
    assert len(replaced) == 1 and f"`{replaced[0]}`" in results


def test_an_override_and_a_withdrawal_make_new_drafts(desk: Desk) -> None:
    desk.order("anna", "lancer boris 3")
    desk.to_deadline()
    changed = desk.gm("set")
    line = changed.split("- @chloe", 1)[1].split("\n", 1)[0]  # chloe's order, set by the GM
    assert "@anna" in line and "2" in line and "@maitre" in line
    withdrawn = desk.gm("withdraw").split("[quote]")[0]  # the orders, before the posts
    assert "- @anna" not in withdrawn and "@anna" in withdrawn  # anna now counts as silent
    with desk.stack.db.unit() as session:
        draft = session.scalar(select(ResolutionRow).where(
            ResolutionRow.game_id == desk.id, ResolutionRow.status == "draft"))
        assert draft is not None
        assert set(draft.orders) == {"chloe"}
        assert draft.orders["chloe"]["params"] == {"target": "anna", "number": 2}
    assert desk.decisions()[-2:] == ["override", "override"]
    desk.gm("ok")
    status = desk.stack.master.status(desk.id)
    assert status is not None
    assert {p["name"]: p["points"] for p in status["players"]}["chloe"] == 1


def test_an_override_that_breaks_the_rules_changes_nothing(desk: Desk) -> None:
    desk.order("anna", "lancer boris 3")
    desk.to_deadline()
    before = desk.posts(desk.gm_desk)
    desk.stack.say("maitre", desk.gm_desk, desk.words["set"].replace("lancer anna 2", "aller en E5")
                   .replace("throw anna 2", "move to E5"))
    after = desk.posts(desk.gm_desk)
    assert len(after) == len(before) + 1 and "E5" in after[-1]
    assert desk.row(OrderRow, OrderRow.actor == "chloe") is None


def test_a_rejected_draft_stays_unpublished(desk: Desk) -> None:
    desk.to_deadline()
    answer = desk.gm("reject")
    assert "`" in answer  # says what may be done, with the commands
    desk.stack.advance(DEADLINE + timedelta(days=3))
    assert desk.row(GameRow, GameRow.id == desk.id).status == "review"
    assert desk.decisions()[-1] == "reject"


def test_status_help_and_journal_speak_in_words(desk: Desk) -> None:
    status = desk.gm("status")
    assert "{" not in status and "@anna" in status and "|" in status  # a table, no JSON
    assert desk.words["gm_help"] in desk.gm("help")
    desk.order("anna", desk.words["help"])
    assert desk.words["player_help"] in desk.posts(desk.desks["anna"])[-1]
    journal = desk.gm("journal")
    assert "@maitre" in journal and "{" not in journal


def test_deadlines_are_extended_and_moved_with_a_public_notice(desk: Desk) -> None:
    extended = desk.gm("extend")
    later = when_text(DEADLINE + timedelta(hours=2), desk.lang, "Europe/Paris")
    assert extended.count(later) == 1  # told to the GM, once: 22:00 + 2 h
    opened = desk.row(GameRow, GameRow.id == desk.id).deadline_at
    assert opened == DEADLINE + timedelta(hours=2)
    assert later in desk.posts(desk.public)[-1]
    desk.gm("deadline")
    assert desk.row(GameRow, GameRow.id == desk.id).deadline_at == datetime(
        2026, 12, 4, 21, 0, tzinfo=UTC)
    assert when_text(datetime(2026, 12, 4, 21, 0, tzinfo=UTC), desk.lang, "Europe/Paris") in (
        desk.posts(desk.public)[-1])
    assert desk.decisions()[-2:] == ["deadline", "deadline"]


def test_a_replaced_player_gets_the_seat_and_its_history(desk: Desk) -> None:
    desk.order("boris", "lancer anna 4")
    desk.gm("replace")
    history = desk.posts(desk.stack.topic_of(desk.id, "player", "david"))
    assert history and "@boris" in history[0] and "[details=" in history[0]
    assert "B2" in history[0] or "C2" in history[0]  # boris's opening desk message
    state = desk.row(GameRow, GameRow.id == desk.id).state
    assert "david" in str(state) and "boris" not in str(state)
    assert desk.row(OrderRow, OrderRow.actor == "david") is not None
    assert desk.row(PlayerRow, PlayerRow.username == "david") is not None
    assert "@david" in desk.posts(desk.public)[-1]
    desk.order("anna", "lancer david 2")  # anna can aim at the newcomer by name
    assert "@david" in desk.posts(desk.desks["anna"])[-1]


def test_a_removed_player_is_awaited_no_more(desk: Desk) -> None:
    asked = desk.gm("remove")  # nothing yet: the GM is asked to confirm in so many words
    assert desk.words["confirm_remove"] in asked
    assert not desk.row(PlayerRow, PlayerRow.username == "chloe").removed
    desk.gm("confirm_remove")
    assert "@chloe" in desk.posts(desk.public)[-1]
    assert desk.row(PlayerRow, PlayerRow.username == "chloe").removed
    desk.order("chloe", "lancer anna 2")
    assert desk.row(OrderRow, OrderRow.actor == "chloe") is None


def test_a_co_gm_is_invited_and_may_command(desk: Desk) -> None:
    desk.gm("co_gm")
    topic = desk.stack.forum.topics[desk.gm_desk]
    assert "eve" in topic.allowed_usernames
    desk.stack.say("eve", desk.gm_desk, desk.words["status"])
    assert "@anna" in desk.posts(desk.gm_desk)[-1]
    assert desk.decisions()[-1] == "co_gm"


def test_ending_the_game_reveals_the_seed(desk: Desk) -> None:
    asked = desk.gm("end")  # nothing yet: the GM is asked to confirm in so many words
    assert desk.words["confirm_end"] in asked
    assert desk.row(GameRow, GameRow.id == desk.id).status == "running"
    desk.gm("confirm_end")
    game = desk.row(GameRow, GameRow.id == desk.id)
    assert game.status == "finished"
    assert game.seed in desk.posts(desk.public)[-1]
    assert desk.decisions()[-1] == "end"


def test_an_absent_player_is_not_awaited_and_the_gm_is_told(desk: Desk) -> None:
    desk.order("chloe", desk.words["away"])
    assert "@chloe" in desk.posts(desk.gm_desk)[-1]
    assert desk.row(PlayerRow, PlayerRow.username == "chloe").away_until is not None
    desk.order("anna", "lancer boris 3")
    desk.order("boris", "je passe")
    # chloe is away: the turn does not wait for her at its deadline either
    desk.to_deadline()
    desk.order("chloe", desk.words["back"])
    assert desk.row(PlayerRow, PlayerRow.username == "chloe").away_until is None


def test_the_setup_is_kept_as_a_resolution(desk: Desk) -> None:
    setup = desk.row(ResolutionRow, ResolutionRow.game_id == desk.id,
                     ResolutionRow.step_key == SETUP)
    assert setup is not None and setup.inputs["players"] == ["anna", "boris", "chloe"]


def test_a_reminder_follows_a_moved_deadline_across_a_daylight_saving_change(
        stack: Stack) -> None:
    """Paris leaves winter time on 28 March 2027 at 02:00. The turn's deadline, 26 March
    22:00 (21:00 UTC), is moved by `échéance 28/03 22:00` to 28 March 22:00 local time,
    which is 20:00 UTC after the change; the reminder, 3 hours before, comes at 17:00 UTC and
    names the moved deadline; none came 3 hours before the first one."""
    stack.clock.set(datetime(2027, 3, 26, 12, 0, tzinfo=UTC))
    stack.direct_message("maitre", 'nouvelle partie mud "Boue de printemps" turns=2 remind=3 '
                         'schedule="0 22 * * *"')
    game = stack.latest_game()
    stack.pin(game, start=START)
    public = stack.topic_of(game, "game")
    desk = stack.topic_of(game, "gm", "maitre")
    for player in START:
        stack.say(player, public, "je participe, bonne chance !")
    stack.say("maitre", desk, "commencer la partie")
    assert stack.master.status(game)["deadline"] == "2027-03-26T21:00:00+00:00"
    stack.say("maitre", desk, "échéance 28/03 22:00, on a le temps")
    assert stack.master.status(game)["deadline"] == "2027-03-28T20:00:00+00:00"
    anna = stack.topic_of(game, "player", "anna")

    def reminders() -> list[dict[str, Any]]:
        return [p for p in stack.forum.transcript()
                if p["topic"] == anna and "Petit rappel" in p["raw"]]

    stack.advance(datetime(2027, 3, 28, 16, 59, tzinfo=UTC))
    assert not reminders()  # nothing at 18:00 UTC on the 26th: that deadline was moved
    stack.advance(datetime(2027, 3, 28, 17, 1, tzinfo=UTC))
    said = reminders()
    assert len(said) == 1, said
    assert "dimanche 28 mars 2027 à 22:00 (Europe/Paris)" in said[0]["raw"]  # summer time
    assert said[0]["at"].startswith("2027-03-28T17:00")


NEAR_MISSES: dict[str, list[str]] = {
    "fr": ["annuler l ordre de @chloe", "annuler lordre de anna",
           "annuler le dernier ordre de @anna", "annuler le tour, je me suis trompé",
           "annuler, je me suis trompé", "terminer le tour maintenant",
           "fin de partie ? pas encore", "retirer le dernier ordre de @boris",
           "retirer l ordre de @boris", "passer au tour suivant", "passer @chloe, non attends",
           "clore le tour 3", "ok on commence", "oui, je veux bien"],
    "en": ["cancel alices order please", "cancel the last order of @anna",
           "cancel the turn, my mistake", "cancel, wrong desk", "end the turn now",
           "end of turn", "remove alices order please", "remove the last order of @boris",
           "skip to the next turn", "skip @chloe, no wait", "close turn 3",
           "ok let's start", "yes please"],
    "ru": ["отменить последний приказ @anna", "отменить ход, я ошибся", "отменить, я ошибся",
           "отменить приказы всех", "завершить ход сейчас", "завершить этап",
           "исключить приказ @boris", "пропустить ход", "пропустить @chloe, нет, подожди",
           "закрыть ход 3", "ок, начинаем", "да, давай отменим", "да, конечно отменить"],
}
"""Issue 22: texts that start like a command that ends, cancels, removes, closes or
publishes, without being its exact form."""


def test_near_misses_change_nothing_and_each_gets_an_answer(desk: Desk) -> None:
    """A near miss of a command that ends, cancels or removes never acts: the game runs on,
    nothing is announced, nobody is removed, and the GM is told what to write."""
    lang = next(k for k, v in WORDS.items() if v is desk.words)
    assert len(NEAR_MISSES[lang]) >= 10
    public = desk.posts(desk.public)
    for text in NEAR_MISSES[lang]:
        before = desk.posts(desk.gm_desk)
        desk.stack.say("maitre", desk.gm_desk, text)
        after = desk.posts(desk.gm_desk)
        assert len(after) == len(before) + 1, (text, after[len(before):])
        assert "`" in after[-1], (text, after[-1])  # says what to write, as commands
        game = desk.row(GameRow, GameRow.id == desk.id)
        assert game.status == "running", text
        assert desk.posts(desk.public) == public, text
    with desk.stack.db.unit() as session:
        assert not any(p.removed for p in session.scalars(select(PlayerRow).where(
            PlayerRow.game_id == desk.id)))
    assert set(desk.decisions()) <= {"start"}


def test_a_draft_is_published_only_by_a_whole_yes(desk: Desk) -> None:
    """`ok on commence` is no `ok`: a yes followed by something else keeps the draft."""
    desk.to_deadline()
    public = desk.posts(desk.public)
    for text in {"fr": ["ok on commence", "ok mais change l'ordre de boris"],
                 "en": ["ok let's start", "ok but fix the order of boris"],
                 "ru": ["ок, начинаем", "ок, но поменяй приказ boris"]}[
            next(k for k, v in WORDS.items() if v is desk.words)]:
        before = len(desk.posts(desk.gm_desk))
        desk.stack.say("maitre", desk.gm_desk, text)
        assert len(desk.posts(desk.gm_desk)) == before + 1, text
        assert desk.row(GameRow, GameRow.id == desk.id).status == "review", text
    assert desk.posts(desk.public) == public
    desk.gm("ok")  # the whole yes, padded: published
    assert desk.decisions()[-1] == "publish"


def test_cancelling_asks_for_a_confirmation_that_lapses(desk: Desk) -> None:
    """`annuler la partie` asks; "oui, annuler la partie" within 30 minutes cancels, with a
    public notice and an answer in the desk; later, or with nothing asked, nothing changes."""
    public = desk.posts(desk.public)
    nothing_asked = desk.gm("confirm_cancel")
    assert "`" in nothing_asked and desk.row(GameRow, GameRow.id == desk.id).status == "running"
    asked = desk.gm("cancel")
    assert desk.words["confirm_cancel"] in asked
    assert desk.row(GameRow, GameRow.id == desk.id).status == "running"
    desk.stack.advance(desk.stack.clock.now() + timedelta(minutes=31))
    lapsed = desk.gm("confirm_cancel")
    assert "30" in lapsed and desk.row(GameRow, GameRow.id == desk.id).status == "running"
    assert desk.posts(desk.public) == public
    desk.gm("cancel")
    desk.stack.advance(desk.stack.clock.now() + timedelta(minutes=20))
    lang = next(k for k, v in WORDS.items() if v is desk.words)
    unclear = desk.gm({"fr": "oui, bien sûr", "en": "yes, of course", "ru": "да, конечно"}[lang])
    assert desk.words["confirm_cancel"] in unclear  # a yes to what? asked again, exactly
    assert desk.row(GameRow, GameRow.id == desk.id).status == "running"
    done = desk.gm("confirm_cancel")
    assert desk.row(GameRow, GameRow.id == desk.id).status == "cancelled"
    assert "Boue" in done  # told in the desk too
    assert len(desk.posts(desk.public)) == len(public) + 1
    assert desk.decisions()[-1] == "cancel"
    assert "@maitre ask" not in desk.gm("journal")


# --- the French GM desk says the game's words, never its internals (issue 24) ---------------

from bridge.texts import Texts  # noqa: E402
from bridge.turns import review  # noqa: E402

DESK_TEXTS = Texts()


def _drafted(kind: str, rules: Any, states: list[dict[str, Any]], dice: list[dict[str, Any]],
             lang: str = "fr") -> str:
    """Every draft a game's steps would show the GM, one after the other: each step's
    changes (the GM's status before and after, as bridge/turns/review.py makes them), then
    every die drawn, each line as the draft shows it, and the GM's status at each step."""
    game = {"id": 1, "title": "Partie", "kind": kind, "gm": "maitre"}
    lines = [DESK_TEXTS.render("bridge", "die_line", lang, game=game, **die).strip()
             for die in review.dice(dice)]
    out = []
    for before, after in zip(states, states[1:], strict=False):
        out.append(DESK_TEXTS.render(
            "bridge", "draft", lang, game=game, step=1, key="k", orders=[], missing=[],
            dice=lines, changes=review.changes(review.status_of(rules, before),
                                               review.status_of(rules, after)),
            posts=[], publish_at=None, rerun=0))
        out.append(DESK_TEXTS.render(
            "bridge", "gm_status", lang, game=game, status="running",
            view=review.status_of(rules, after), steps=[], paused=False, players=[],
            co_gms=[]))
    return "\n".join(out)


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[dict[str, Any]]:
    """Every die rolled while the test runs, as `Chance` logs it."""
    from rules.chance import Chance

    rolled: list[dict[str, Any]] = []
    roll = Chance.roll

    def logged(self: Chance, faces: int, why: str = "") -> int:
        value = roll(self, faces, why)
        rolled.append(dict(self.log[-1]))
        return value

    monkeypatch.setattr(Chance, "roll", logged)
    return rolled


def _raw_words(text: str, raw: list[str]) -> list[str]:
    return [word for word in raw if re.search(rf"(?<![\w`]){re.escape(word)}(?![\w`])", text)]


def test_the_mud_draft_in_french_words_its_dice_once(drawn: list[dict[str, Any]]) -> None:
    """A reader's slip: the French draft of a mud turn showed "d2 → **1** : displace david
    near C3", twice (the mud logs its draws as events, the bridge added Chance's own). Each
    die is now shown once, in words."""
    from rules.mud import GAME as MUD
    from tests.rules.conftest import Table
    from tests.rules.test_mud_templates import playthrough

    states = [o.state for _, o in playthrough(Table(), False)]
    labels = [d["why"] for d in drawn]
    assert any(w.startswith("displace ") for w in labels), labels
    text = _drafted("mud", MUD, states, drawn)
    assert _raw_words(text, ["displace", "near", "start", "times hit", "position:"]) == []
    assert "intersection libre la plus proche de" in text and "fois touché" in text
    log = [{"event": "draw", "die": 2, "value": 1, "why": "displace david near C3"},
           {"die": 2, "value": 1, "why": "displace david near C3"}]
    assert len(review.dice(log)) == 1
    game = {"id": 1, "title": "Partie", "kind": "mud", "gm": "maitre"}
    draft = DESK_TEXTS.render("bridge", "draft", "fr", game=game, step=1, key="turn-1",
                              orders=[], missing=[], changes=[], posts=[], publish_at=None,
                              rerun=0, dice=[DESK_TEXTS.render("bridge", "die_line", "fr",
                                                               game=game, **d).strip()
                                             for d in review.dice(log)])
    assert "**Dés** (1) :\n- d2 → **1** : intersection libre la plus proche de C3 pour " \
           "@david, tirée au sort parmi celles à égalité" in draft, draft


ARENA_RAW = ["round", "choice", "over", "win", "alive", "centre_and_zone",
             "last_warrior", "last_clan", "nobody_left", "melee", "shooting", "attack",
             "defence", "default", "start"]


def test_the_arena_draft_in_french_says_phases_wins_and_dice_in_words(
        drawn: list[dict[str, Any]]) -> None:
    """A reader's slip: "phase : placement → round", "win : — → last_clan", dice labelled
    "shooting:ana attack carl". The arena's phases, how it was won and every die are said in
    French, the labels kept only for `gamemaster verify`."""
    from rules.arena import GAME as ARENA
    from tests.rules import test_arena_golden as golden

    text = "\n".join(_drafted("arena", ARENA, [o.state for o in g.outcomes.values()], drawn)
                     for g in (golden.centre(), golden.last_warrior()))
    assert _raw_words(text, ARENA_RAW) == [], _raw_words(text, ARENA_RAW)
    for said in ("phase : placement des clans → tour", "dans l'arène : oui → non",
                 "victoire : — → le centre et une zone",
                 "victoire : — → dernier guerrier debout",
                 "mêlée autour de @bob : dé d'attaque de @dan",
                 "tirs sur @gus : dé de défense de @gus", "zone de départ de @fay",
                 "| Guerrier | clan | chef | zone | dans l'arène |"):
        assert said in text, said
    game = {"id": 1, "title": "Partie", "kind": "arena", "gm": "maitre"}
    for why, said in (("shooting:ana attack carl", "tirs sur @ana : dé d'attaque de @carl"),
                      ("melee:ana default", "mêlée autour de @ana : qui quitte l'arène si")):
        line = DESK_TEXTS.render("bridge", "die_line", "fr", game=game, faces=6, value=2,
                                 why=why)
        assert said in line and why not in line, line
    for code, said in (("last_clan", "dernier clan debout"),
                       ("nobody_left", "plus personne dans l'arène")):
        draft = DESK_TEXTS.render(
            "bridge", "draft", "fr", game=game, step=1, key="round-3", orders=[], missing=[],
            dice=[], changes=[{"who": "", "field": "win", "before": None, "after": code}],
            posts=[], publish_at=None, rerun=0)
        assert f"victoire : — → {said}" in draft and code not in draft, draft


INDIXO_RAW = ["night", "day", "stage", "rooms", "chief namer", "chief by", "named", "elected",
              "nights without kill", "possession over", "killer", "two_left",
              "guess", "streak", "tie on the", "chief drawn", "chief tie", "weapon rooms",
              "room of silent", "stranded", "win", "winner"]


def test_the_indixo_draft_in_french_says_night_and_day_and_its_counters(
        drawn: list[dict[str, Any]]) -> None:
    """A reader's slip: "phase : night → day", "nights without kill", "possession over",
    "chief by : — → named". INDIXO's fields, their values and its draws are said in French."""
    from rules.indixo import GAME as INDIXO
    from tests.rules import test_indixo_golden as golden
    from tests.rules.conftest import IndixoTable

    text = "\n".join(
        _drafted("indixo", INDIXO, [o.state for _, o in play(IndixoTable).t.outcomes], drawn)
        for play in (golden.elimination, golden.guess, golden.vote, golden.streak))
    assert _raw_words(text, INDIXO_RAW) == [], _raw_words(text, INDIXO_RAW)
    for said in ("phase : nuit → jour", "étape : choix des pièces → actions",
                 "nuits sans meurtre : 0 → 1", "chef choisi par : — → nomination par une victime",
                 "vainqueur : — → le meurtrier", "victoire par : — → le vote du jour",
                 "égalité des votes sur le suspect", "**phase** : nuit"):
        assert said in text, said
    game = {"id": 1, "title": "Partie", "kind": "indixo", "gm": "maitre"}
    changes = [{"who": "", "field": "possession_over", "before": False, "after": True}]
    draft = DESK_TEXTS.render("bridge", "draft", "fr", game=game, step=1, key="night-2-actions",
                              orders=[], missing=[], changes=changes, posts=[],
                              publish_at=None, rerun=0,
                              dice=[DESK_TEXTS.render("bridge", "die_line", "fr", game=game,
                                                      faces=3, value=2, why=why).strip()
                                    for why in ("room of silent ana", "stranded Pelle",
                                                "chief drawn", "the killer")])
    assert _raw_words(draft, INDIXO_RAW) == [], draft
    for said in ("meurtrier déjà possédé : non → oui", "la pièce de @ana, sans choix reçu",
                 "la nouvelle pièce de l'arme « Pelle »", "chef tiré au sort",
                 "qui est le meurtrier"):
        assert said in draft, said


HIGHWAY_RAW = ["stage", "current", "cells left", "discard", "treasury", "cell", "thief",
               "robbery safe", "host safe", "field"]


def test_the_highway_desk_in_french_says_its_stages_and_dice(
        drawn: list[dict[str, Any]]) -> None:
    """The Highway's fields ("cells left", "stage : cell → thief") and its dice ("robbery safe
    1") are said in French too, should its GM read a draft or the status."""
    from rules.highway import GAME as HIGHWAY
    from tests.rules import test_highway_rules as highway

    table = highway.robbery_table()
    states = [o.state for o in table.outcomes]
    dice = [{"die": 3, "value": 2, "why": "robbery safe 1"},
            {"die": 3, "value": 1, "why": "host safe 2"},
            {"die": 120, "value": 40, "why": "field B3"}]
    text = _drafted("highway", HIGHWAY, states, dice)
    assert _raw_words(text, HIGHWAY_RAW) == [], _raw_words(text, HIGHWAY_RAW)
    for said in ("cases cachées : ", "étape : nommer une case → après un voleur",
                 "pillage, coffre n° 1", "coffres du meneur, coffre n° 2",
                 "nombre de la case B3 du plateau"):
        assert said in text, said


def test_the_french_journal_names_the_step_and_the_field(drawn: list[dict[str, Any]]) -> None:
    """The journal says a step by its name and a corrected field as the game names it (the
    draw's label stays as it is: `gamemaster verify` reads it)."""
    game = {"id": 1, "title": "Partie", "kind": "arena", "gm": "maitre"}
    text = DESK_TEXTS.render("bridge", "journal", "fr", game=game, decisions=[
        {"at": "2026-12-02T21:00:00+00:00", "by": "maitre", "action": "publish",
         "key": "round-2", "step": 2, "detail": {"label": "round-2@5d41402abc4b2a76"}},
        {"at": "2026-12-02T21:00:00+00:00", "by": "maitre", "action": "edit", "key": None,
         "step": 0, "detail": {"player": "bob", "field": "shooting", "value": 3}}])
    assert "a publié le brouillon — le tour 2 ; tirage : round-2@5d41402abc4b2a76" in text
    assert "champ : tir, valeur : 3" in text and "shooting" not in text, text
    roster = DESK_TEXTS.render(
        "bridge", "roster_entry", "fr", game=game, username="bob", changed=["shooting"],
        unknown=[], missing=[], fields=["attack", "defence", "shooting", "shield"],
        entry={"attack": 3, "defence": 2, "shooting": 1, "shield": 2,
               "lost": {"shooting": 1}})
    assert _raw_words(roster, ["attack", "defence", "shooting", "shield", "lost"]) == [], roster
    assert "| blessures | tir 1 |" in roster
