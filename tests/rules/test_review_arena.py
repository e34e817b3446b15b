"""The clan arena's words after the native reader's review (shared/reviews/words-ru-en.md,
sections B, F and I): each note is a test named after it, on the text as it is rendered.

The games are those of `tests/rules/test_arena_templates.py`, played through the rules and
rendered by the bridge's own renderer with its helpers (`render`, `bridge`, `echo`,
`refusal`): `centre` (in French, three clans, a returning warrior, a refusal said to the
warrior), `last_warrior` (in English: the Wolves and the Bears) and `russian` (every post in
Russian: the Волки and the Медведи, a melee and a shot each won by the defence, the Волки the
last clan). Each note asserts the wording the reader flagged is gone and the new one is there.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from bridge.handlers.commands import join_language, player_language, script_language
from bridge.tools.scenario import FOUND, RALLY
from bridge.turns.review import changes, dice, status_of
from rules.arena import GAME
from rules.arena.orders import read
from rules.base import Order
from tests.rules.test_arena_templates import (
    CARL,
    LANGS,
    TEXTS,
    Arena,
    bridge,
    centre_game,
    echo,
    last_warrior_game,
    refusal,
    render,
    russian_game,
)


@pytest.fixture(scope="module")
def games() -> dict[str, Arena]:
    return {"centre": centre_game(), "last_warrior": last_warrior_game(),
            "russian": russian_game()}


def _said(game: Arena, template: str, lang: str, **extra: Any) -> list[str]:
    """Every `template` notice of a game, rendered in `lang`."""
    return [render(n, s, lang, **extra) for n, s in game.notices(template)]


def _everything(games: dict[str, Arena], lang: str) -> str:
    """Every notice, echo and refusal of every game, in `lang`, one text."""
    out = [render(n, s, lang) for g in games.values() for _, n, s in g.said]
    out += [echo(*case, lang) for g in games.values() for case in g.echoes]
    out += [refusal(*case, lang) for g in games.values() for case in g.refusals]
    return "\n".join(out)


def _echo_of(game: Arena, kind: str, lang: str, player: str | None = None) -> str:
    state, speaker, key, verdict = next(
        c for c in game.echoes
        if c[3].order.kind == kind and (player is None or c[1] == player))
    return echo(state, speaker, key, verdict, lang)


# --- B. Russian: the arena --------------------------------------------------------------------


def test_b1_warriors_are_on_the_arena_not_in_it(games: dict[str, Arena]) -> None:
    """«в арене», «войдут в арену» (a calque of «dans l'arène»): Russian says «на арене»,
    «выйдут на арену», in every text the games make."""
    everything = _everything(games, "ru")
    assert not re.search(r"\bв арен[еу]\b|в этой арене", everything)
    g = games["russian"]
    opening = _said(g, "arena", "ru")[0]
    assert "каждый воин, который ещё на арене, объявляет" in opening, opening
    assert "клан, чей вождь ещё на арене" in opening, opening
    final = _said(g, "final", "ru")[0]
    assert "Ещё на арене" in final and "у которого на арене остались воины" in final, final
    opened = bridge("step_open", "ru", step=2, key="round-2", phase="round-2", channel="topic",
                    deadline=None, count=6, private=False)
    assert "(на арене остаются 6 воинов)" in opened, opened
    gone = next(c for c in games["centre"].refusals if c[3].code == "not_in_arena")
    assert "@carl уже не на арене" in refusal(*gone, "ru")


def test_b2_a_clan_name_after_klan_is_quoted(games: dict[str, Arena]) -> None:
    """«вступаю в клан Волки», «расставить клан Волки», «Победа клана Волки!»: a name in the
    nominative after «клан» reads as a case error; without bold it is quoted («клан
    «Волки»»), and the quoted command still joins the Волки."""
    g = games["russian"]
    founded = next(render(n, s, "ru") for n, s in g.notices("clan_founded")
                   if n.params["clan"] == "Волки")
    assert "`вступаю в клан «Волки»`" in founded, founded
    assert "`вступаю в клан Волки`" not in founded
    rally = read(g.state | {"phase": "signup"}, "zoe", "вступаю в клан «Волки»", "topic")
    assert isinstance(rally, Order) and rally.params.get("clan") == "Волки", rally
    ask = next(t for t in _said(g, "placement_ask", "ru") if "Волки" in t)
    assert "где клан «Волки» выходит на арену?" in ask, ask
    placed = _echo_of(g, "placement", "ru", "ana")
    assert "**расставить клан «Волки»: " in placed and "расставить клан Волки" not in placed
    final = _said(g, "final", "ru")[0]
    assert "**Победа клана «Волки»!**" in final and "Победа клана Волки" not in final, final
    everything = _everything(games, "ru")
    assert not re.search(r"клана? (?![«*<])[A-ZА-ЯЁ]", everything.replace("`", " ")), \
        re.findall(r".{30}клана? (?![«*<])[A-ZА-ЯЁ].{30}", everything)


def _veteran(lang: str, lost: bool) -> str:
    """A returning chief's founding, wounded before (`lost`) or not."""
    entry = CARL if lost else {**CARL, "lost": dict.fromkeys(CARL["lost"], 0)}
    g = Arena(roster={"carl": entry})
    (founded,) = g.signed("carl", "Я вождь клана Волков").notices
    return render(founded, None, lang)


def test_b3_a_veteran_is_not_back_with_wounds_and_without() -> None:
    """«…возвращается с характеристиками своей прошлой игры, включая увечья: … (без
    увечий)» said "with wounds" and "without" at once: the characteristics, then the wounds
    in a sentence of their own."""
    unhurt = _veteran("ru", lost=False)
    assert ("@carl — ветеран арены и возвращается со своими характеристиками: атака 3, "
            "защита 3, стрельба 3, щит 2. Увечий нет.") in unhurt, unhurt
    assert "включая увечья" not in unhurt and "без увечий" not in unhurt
    wounded = _veteran("ru", lost=True)
    assert "щит 2. Тяжёлые увечья прошлых игр: минус 1 очко атаки." in wounded, wounded


def test_b4_f12_the_bot_speaks_as_itself_not_as_an_old_sage(games: dict[str, Arena]) -> None:
    """«получит личное сообщение от старого мудреца: нужно сказать мне…»: the bot switched
    from a third-person sage to «мне». It speaks as itself, in every language."""
    g = games["russian"]
    clans = {lang: _said(g, "clans", lang)[0] for lang in LANGS}
    assert ("Каждый вождь сейчас получит от меня личное сообщение: скажите мне, где каждый "
            "воин вашего клана выходит на арену") in clans["ru"], clans["ru"]
    assert ("Each war chief now gets a private message from me: tell me where each of your "
            "warriors enters the arena") in clans["en"], clans["en"]
    assert ("Chaque chef de guerre reçoit maintenant un message privé de ma part : dites-moi "
            "où chacun de vos guerriers entre dans l'arène") in clans["fr"], clans["fr"]
    finals = {lang: _said(g, "final", lang)[0] for lang in LANGS}
    assert finals["ru"].startswith("## L'arène de Dole: победитель"), finals["ru"]
    assert finals["en"].startswith("## L'arène de Dole: the winner"), finals["en"]
    assert finals["fr"].startswith("## L'arène de Dole : le vainqueur"), finals["fr"]
    for lang, sage in (("ru", r"мудрец"), ("en", r"\bsage\b"), ("fr", r"vieux sage")):
        assert not re.search(sage, _everything(games, lang).replace("L'arène de Dole", ""))
    known = bridge("signup_refused", "ru", code="spread_not_asked", params={"known": True})
    assert "ваши характеристики мне уже известны" in known, known


def _final_draft(monkeypatch: pytest.MonkeyPatch, lang: str) -> str:
    """The GM's draft of the Russian game's last round, as the bridge builds it
    (bridge/turns/review.py): what changes, and its dice in words (with those of every
    earlier step, so that each kind of die is there)."""
    resolved: list[tuple[dict[str, Any], Any, Any]] = []
    resolve = GAME.resolve

    def recording(state: dict[str, Any], key: str, orders: Any, chance: Any) -> Any:
        out = resolve(state, key, orders, chance)
        resolved.append((state, out, chance))
        return out

    monkeypatch.setattr(GAME, "resolve", recording)
    russian_game()
    before, out, _ = resolved[-1]
    lines = [bridge("die_line", lang, **d).strip() for _, _, c in resolved for d in dice(c.log)]
    return bridge("draft", lang, orders=[], missing=[], dice=lines, posts=[], publish_at=None,
                  rerun=0, key="round-2", step=2,
                  changes=changes(status_of(GAME, before), status_of(GAME, out.state)))


def test_b6_the_gm_draft_words_the_arena_s_fields_and_dice(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The GM's draft showed the arena's internals: «к6 → 3: shooting:tania attack cyril»,
    «фаза: round → over», «win: — → centre_and_zone», «живые: да → нет». Each die says
    which combat and whose roll, each field and value is in words, in every language."""
    ru = _final_draft(monkeypatch, "ru")
    assert "к6 → **3**: стрельба по @emil, бросок стрелка @ana" in ru, ru
    assert "стрельба по @ana, бросок щита @ana" in ru, ru
    assert "схватка вокруг @dina, бросок атакующего @bob" in ru, ru
    assert "схватка вокруг @dina, бросок защитника @dina" in ru, ru
    assert "- фаза: раунд → конец игры" in ru, ru
    assert "- как победили: — → последний клан на арене" in ru, ru
    assert "- клан-победитель: — → Волки" in ru, ru
    assert "- dina, на арене: да → нет" in ru, ru
    for raw in ("shooting:", "melee:", "round →", "→ over", "win:", "last_clan", "живые",
                "- победитель:"):
        assert raw not in ru, (raw, ru)
    en = _final_draft(monkeypatch, "en")
    assert "- phase: round → game over" in en and "- how it was won: — → last clan standing" \
        in en and "- dina, in the arena: yes → no" in en, en
    assert "shots at @emil: attack die of @ana" in en, en
    fr = _final_draft(monkeypatch, "fr")
    assert "- phase : tour → partie terminée" in fr and "- victoire : — → dernier clan debout" \
        in fr and "- dina, dans l'arène : oui → non" in fr, fr


def test_b7_the_choice_ask_does_not_guess_the_attacker_s_gender(
        games: dict[str, Arena]) -> None:
    """«Вас атаковал воин @x», «В вас стрелял воин @x»: the past tense agreed with the
    attacker's unknown gender. Nominal style: «Атака на вас …: @x», «Выстрелы по вам …: @x»."""
    asks = _said(games["centre"], "choice_ask", "ru")
    melee = next(t for t in asks if "@fanny" in t)
    assert ("Атака на вас в зоне 1: @fanny и @Jean-Michel. Ваша защита победила, "
            "15 против 10") in melee, melee
    shots = next(t for t in asks if "Выстрелы" in t)
    assert ("Выстрелы по вам из соседней зоны: @arno и @bea. Ваш щит победил, "
            "8 против 7") in shots, shots
    for text in asks:
        assert not re.search(r"атаковал|стрелял", text), text


def test_b8_f5_placed_warriors_will_come_out_on_the_arena(games: dict[str, Arena]) -> None:
    """«Ваши воины войдут в арену так, как вы их расставили…» → «выйдут на арену»; the
    English «will enter the arena placed so when the placement closes» → "where you placed
    them once placement closes"."""
    ru = _echo_of(games["russian"], "placement", "ru", "ana")
    assert ("Когда расстановка закроется, ваши воины выйдут на арену так, как вы их "
            "расставили.") in ru and "войдут" not in ru, ru
    en = _echo_of(games["russian"], "placement", "en", "ana")
    assert ("Your warriors will enter the arena where you placed them once placement "
            "closes.") in en and "placed so" not in en, en


def test_b9_the_victory_says_stand_there_with_no_opponent(games: dict[str, Arena]) -> None:
    """«(быть там одному, без единого противника)» → «(то есть стоять там без
    противников)»."""
    opening = _said(games["russian"], "arena", "ru")[0]
    assert "(то есть стоять там без противников)" in opening, opening
    assert "быть там одному" not in opening


def test_b10_the_placement_example_says_to_which_zone(games: dict[str, Arena]) -> None:
    """«`@bruno зона 2, остальные зона 1`» read telegraphic: «`@bruno в зону 2, остальные в
    зону 1`», which the chief's placement reads as the same order."""
    g = games["centre"]
    ask, state = next((n, s) for n, s in g.notices("placement_ask") if n.audience == "arno")
    text = render(ask, state, "ru")
    (split,) = [c for c in re.findall(r"`([^`]+)`", text) if "остальные" in c]
    assert re.fullmatch(r"@\w+ в зону 2, остальные в зону 1", split), split
    french = [c for c in re.findall(r"`([^`]+)`", render(ask, state, "fr")) if "autres" in c]
    assert read(state, "arno", split, "desk") == read(state, "arno", french[0], "desk")


# --- F. English: the arena --------------------------------------------------------------------


def test_f1_a_chief_declares_themselves(games: dict[str, Arena]) -> None:
    """«proclaims themself war chief» → «declares themselves war chief»; no "themself"
    anywhere in English."""
    founded = _said(games["last_warrior"], "clan_founded", "en")[0]
    assert "**@arno** declares themselves war chief and founds the **Wolves**!" in founded
    assert "themself" not in _everything(games, "en")


def test_f2_a_veteran_returns_with_their_stats() -> None:
    """«comes back with the characteristics of their last game, wounds included: … (no
    wound)» → «returns with their stats from last time: … No wounds.» (French alike)."""
    en = _veteran("en", lost=False)
    assert ("@carl, a veteran of the arena, returns with their stats from last time: attack 3, "
            "defence 3, shooting 3, shield 2. No wounds.") in en, en
    assert "wounds included" not in en and "no wound)" not in en
    assert "shield 2. Maimed in earlier games: 1 point of attack lost for good." in _veteran(
        "en", lost=True)
    fr = _veteran("fr", lost=False)
    assert ("@carl, vétéran de l'arène, revient avec ses caractéristiques de la dernière "
            "fois : attaque 3, défense 3, tir 3, bouclier 2. Aucune blessure.") in fr, fr
    assert "blessures comprises" not in fr


def test_f3_the_wolves_not_the_clan_wolves(games: dict[str, Arena]) -> None:
    """«the clan Wolves», «`I join the clan Wolves`», «The clan Wolves wins!» → «the
    Wolves», «`I join the Wolves`», «The Bears win!», «where do the Wolves enter the arena?»;
    the command still joins the clan."""
    g = games["last_warrior"]
    everything = _everything(games, "en")
    assert not re.search(r"the clan (\*\*)?[A-Z]", everything), \
        re.findall(r".{30}the clan (?:\*\*)?[A-Z].{20}", everything)
    founded = _said(g, "clan_founded", "en")[0]
    assert "`I join the Wolves`" in founded, founded
    rally = read(g.state | {"phase": "signup"}, "zoe", "I join the Wolves", "topic")
    assert isinstance(rally, Order) and rally.params.get("clan") == "Wolves", rally
    asks = _said(g, "placement_ask", "en")
    assert any("where do the Wolves enter the arena?" in t for t in asks), asks
    final = _said(g, "final", "en")[0]
    assert "**The Bears win!**" in final, final
    assert "`I am war chief of the <name>`" in bridge("signup_refused", "en", code="talk",
                                                       params={})


def test_f4_the_clan_has_2_of_9_warriors(games: dict[str, Arena]) -> None:
    """«The clan now counts 2 warriors of 9» → «The clan now has 2 of 9 warriors»."""
    joined = _said(games["last_warrior"], "joined_clan", "en")[0]
    assert "The clan now has 2 of 9 warriors: @dina and @emil." in joined, joined
    assert "counts" not in joined


def test_f6_a_silent_chief_s_clan_is_placed_by_lot(games: dict[str, Arena]) -> None:
    """«A chief who does not answer within 24 hours has the clan spread by lot.» → «If a
    chief doesn't answer within 24 hours, their clan is placed by lot.»"""
    clans = _said(games["last_warrior"], "clans", "en")[0]
    assert "If a chief doesn't answer within 24 hours, their clan is placed by lot." in clans
    assert "has the clan spread" not in clans


def test_f7_raise_your_shield_and_shielding_themselves(games: dict[str, Arena]) -> None:
    """«take cover behind their shield» in the warrior's own echo → «raise your shield»; in
    the results, «shielding themself» → «shielding themselves»."""
    g = games["russian"]
    own = next(echo(*c, "en") for c in g.echoes
               if c[1] == "ana" and c[3].order.kind == "shield")
    assert "**raise your shield**" in own and "take cover" not in own, own
    results = "\n".join(_said(g, "results", "en"))
    assert "@ana (shielding themselves: shield 3" in results, results
    line = bridge("order_line", "en", order={"kind": "shield", "target": "ana"}, actor="ana",
                  params={"actor": "ana", "by": "ana"}, view={})
    assert line.strip() == "shield themselves", line


def test_f8_a_refusal_to_the_warrior_says_you_and_or(games: dict[str, Arena]) -> None:
    """«From zone 1, @bruno can: …; attack nobody; …; defend or shield @abel and @bruno»
    said to bruno himself → «From zone 1 you can: … (no one to attack here); defend or
    shield yourself or @abel»: one target among several, so "or"."""
    state, player, key, rejection = next(
        c for c in games["centre"].refusals if c[1] == "arno" and c[3].code == "not_adjacent")
    text = bridge("order_refused", "en", code=rejection.code, params=rejection.params,
                  view=GAME.view(state, player), step=1, key=key, reader="arno")
    assert ("From zone 1, you can: move to zone 2, to zone 4 or to the centre (zone C); "
            "attack @fanny or @Jean-Michel; shoot at @dina or @emil; defend or shield "
            "yourself, @bea, @fanny or @Jean-Michel; or do nothing.") in text, text
    lone = Arena(seed="lone")
    lone.warrior("arno", "I am war chief of the Wolves", "3 everywhere")
    lone.warrior("bea", "I join the Wolves", "3 everywhere")
    lone.warrior("dina", "I am war chief of the Bears", "3 everywhere")
    lone.start()
    lone.take("arno", "everyone in zone 1")
    lone.take("dina", "everyone in zone 3")
    lone.close()
    refused = lone.refuse("bea", "I attack @arno", "clan_mate")
    said = bridge("order_refused", "en", code=refused.code, params=refused.params,
                  view=GAME.view(lone.state, "bea"), step=1, key="round-1", reader="bea")
    assert "From zone 1, you can: " in said and "nobody to attack here" in said, said
    assert "defend or shield yourself or @arno;" in said, said


def test_f9_knocked_out_warriors_leave_then_movers_move(games: dict[str, Arena]) -> None:
    """«those who leave the arena leave at the end of the round, then the movers move» →
    «warriors knocked out leave at the end of the round; then everyone who declared a move
    moves.»"""
    opening = _said(games["last_warrior"], "arena", "en")[0]
    assert ("warriors knocked out leave at the end of the round; then everyone who declared a "
            "move moves.") in opening, opening
    assert "the movers move" not in opening


def test_f10_plain_english_for_the_chief_the_opponent_and_the_settings(
        games: dict[str, Arena]) -> None:
    """«War chief, it is yours to place your clan.» → «War chief, place your clan.»; «an
    adversary» → «an opponent»; «9 warriors a clan» → «per clan»; «a warrior's defence
    counts even when they do not defend: no» → «defence counts without a declared defence:
    no»."""
    asks = _said(games["last_warrior"], "placement_ask", "en")
    assert all("War chief, place your clan. Your warriors: " in t for t in asks), asks
    opening = _said(games["last_warrior"], "arena", "en")[0]
    assert "**attack** an opponent in the same zone" in opening, opening
    texts = [t for t in _everything(games, "en").split("\n") if "adversar" in t]
    assert not texts, texts
    settings = bridge("game_topic", "en", name="x", settings={**GAME.defaults}, rules="arena",
                      signup=True, deadline=None, max_players=36, players=[], status_url="")
    assert "9 warriors per clan" in settings, settings
    assert "defence counts without a declared defence: no" in settings, settings


def test_f11_the_spread_ask_shows_no_french_words(games: dict[str, Arena]) -> None:
    """«**attack** (attaque)», «(défense)», «(tir)», «(bouclier)»: French words shown to
    English players; gone."""
    ask = _said(games["last_warrior"], "spread_ask", "en")[0]
    assert "**attack**: your blows in melee" in ask, ask
    assert not re.search(r"\((attaque|défense|tir|bouclier)\)", ask), ask


# --- I. The scenario runner --------------------------------------------------------------------


@pytest.mark.parametrize("clan", ["Волки", "Loups", "Чёрные Вороны"])
def test_i_the_scenario_runner_signs_up_a_russian_arena_in_russian(clan: str) -> None:
    """For a Russian arena the runner posted the English sign-up lines, so its players were
    answered in English. Its Russian lines found and join the pinned clan as the arena reads
    them, and the bridge takes them for Russian (the game's language at worst)."""
    assert set(FOUND) == set(RALLY) == set(LANGS)
    g = Arena(seed="scenario")
    g.warrior("ana", FOUND["ru"].format(clan=clan), "атака 3, защита 3, стрельба 3, щит 3")
    g.warrior("bob", RALLY["ru"].format(clan=clan), "по 3 везде")
    assert [(c["name"], c["members"]) for c in g.roll["clans"]] == [(clan, ["ana", "bob"])]
    for line in (FOUND["ru"], RALLY["ru"]):
        said = line.format(clan=clan)
        assert player_language(join_language(said) or script_language(said), "ru") == "ru"
    g = Arena(seed="scenario")
    g.warrior("ana", FOUND["en"].format(clan="Wolves"), "3 everywhere")
    g.warrior("bob", RALLY["en"].format(clan="Wolves"), "3 everywhere")
    assert [(c["name"], c["members"]) for c in g.roll["clans"]] == [("Wolves", ["ana", "bob"])]


def test_b2_f3_the_status_names_the_winning_clan_as_the_texts_do(
        games: dict[str, Arena]) -> None:
    """The live status (the embedded one and the page) says the winner as the notices do:
    «Побеждает клан «Волки»», "The Волки win", never «клан Волки», "The clan … wins"."""
    view = GAME.view(games["russian"].state, None)
    status = {**view, **GAME.status(view), "title": "Арена", "game_id": 3, "kind": "arena",
              "status": "finished", "deadline": None, "players": []}
    said = {(lang, name): TEXTS.render("bridge", name, lang, "Europe/Paris",
                                       game={"kind": "arena"}, status=status)
            for lang in ("en", "ru") for name in ("status_embed", "status_page")}
    assert "The **Волки** win." in said["en", "status_embed"], said["en", "status_embed"]
    assert "The Волки win." in said["en", "status_page"], said["en", "status_page"]
    assert "Побеждает клан «Волки»." in said["ru", "status_page"], said["ru", "status_page"]
    assert "Побеждает клан **Волки**." in said["ru", "status_embed"]
    for text in said.values():
        assert "The clan" not in text and "клан Волки" not in text, text
