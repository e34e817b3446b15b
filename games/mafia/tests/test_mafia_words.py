"""What Forum Mafia says, rendered as the bridge renders it (`gamemaster.testing.rendering`),
in French, English and Russian: the votecount's layout and numbering, the flip, dawn (never
a save), the cop's result, "you were blocked", the role message, the end post and its deal,
Russian plurals, gendered words, the steps named as Mafia players name them, the echoes,
the refusals and the settings."""

from __future__ import annotations

import hashlib
import re
from typing import Any

import pytest
from mafia import GAME

from gamemaster.game import GM, PUBLIC, Accepted, Notice, Rejection
from gamemaster.testing import Table, rendering

LANGS = ("fr", "en", "ru")
TOPIC = "topic"
SEVEN = {"ana": "goon", "bea": "town", "carl": "town", "dan": "town", "emma": "doctor",
         "fred": "cop", "gina": "goon"}
"""Seven: goons ana and gina; doctor emma, cop fred; bea, carl, dan plain town."""
NINE = {"ana": "godfather", "bea": "roleblocker", "carl": "town", "dan": "town",
        "emma": "doctor", "fred": "cop", "gina": "vigilante", "hugo": "town", "ines": "town"}
"""Nine with every role: godfather ana, roleblocker bea; doctor emma, cop fred, vigilante
gina."""


def table_of(roles: dict[str, str], **settings: Any) -> Table:
    return Table(GAME, list(roles), seed="words", pinned={"roles": roles}, **settings)


def votes(table: Table, *pairs: tuple[str, str]) -> None:
    for voter, target in pairs:
        verdict = table.say(voter, f"vote @{target}", channel=TOPIC)
        assert isinstance(verdict, Accepted), verdict


def last(table: Table, template: str, audience: object = None) -> tuple[Notice, dict[str, Any]]:
    """The last notice with this template (and audience), with the state it is said in."""
    found = [(n, s) for _, n, s in table.said if n.template == template
             and (audience is None or n.audience == audience)]
    assert found, f"no {template} notice"
    return found[-1]


def said(table: Table, template: str, lang: str, audience: object = None,
         genders: dict[str, str] | None = None) -> str:
    """The post for the last such notice, as its reader gets it (with the genders the
    players told, as the bridge passes them)."""
    notice, state = last(table, template, audience)
    if not genders:
        return rendering.notice(GAME, notice, state, lang)
    reader = notice.audience if isinstance(notice.audience, str) and \
        notice.audience not in (PUBLIC, GM) else ""
    viewer = None if notice.audience == PUBLIC or isinstance(notice.audience, tuple) \
        else notice.audience
    return rendering.texts().render(
        GAME.id, notice.template, lang, rendering.TIMEZONE, game=rendering.game_info(GAME),
        view=GAME.view(state, viewer), reader=reader, genders=genders, **notice.params)


def post(template: str, lang: str, **params: Any) -> str:
    """A piece rendered on its own (a refusal's words, the settings)."""
    return rendering.texts().render(GAME.id, template, lang, rendering.TIMEZONE,
                                    game=rendering.game_info(GAME), **params)


def flawless(text: str, public: bool = True) -> str:
    assert not rendering.flaws(text, public), (rendering.flaws(text, public), text)
    return text


# --- the votecount ----------------------------------------------------------------------------


def seven_day_two_third_change() -> Table:
    """Day 1 ends on a hammer (bea); on day 2, three vote changes: carl, then dan on ana,
    then emma on carl."""
    table = table_of(SEVEN)
    votes(table, ("ana", "bea"), ("carl", "bea"), ("dan", "bea"), ("gina", "bea"))
    table.close()  # night 1: nobody acts
    votes(table, ("carl", "ana"), ("dan", "ana"), ("emma", "carl"))
    return table


def test_votecount_is_numbered_day_dot_version_in_every_language() -> None:
    """"Votecount 2.3": day 2, third version (mafia.md, "numbered like")."""
    table = seven_day_two_third_change()
    assert "Votecount 2.3" in said(table, "votecount", "en")
    assert "Décompte des votes 2.3" in said(table, "votecount", "fr")
    assert "Подсчёт голосов 2.3" in said(table, "votecount", "ru")


def test_votecount_lists_targets_with_counts_and_voters_in_voting_order() -> None:
    """The latest votes first by target, each with its count and its voters in the order
    they voted; "not voting" with the names; "with N alive, M to eliminate"."""
    table = seven_day_two_third_change()
    text = flawless(said(table, "votecount", "en"))
    lines = [line for line in text.splitlines() if line.startswith("- ")]
    assert lines == ["- **ana** (2 votes): carl, dan", "- **carl** (1 vote): emma",
                     "- Not voting (3): ana, fred, gina"]
    assert "With 6 alive, 4 to eliminate." in text
    assert "(final)" not in text


def test_the_hammer_votecount_says_it_is_final_and_the_day_over() -> None:
    table = table_of(SEVEN)
    votes(table, ("ana", "bea"), ("carl", "bea"), ("dan", "bea"), ("gina", "bea"))
    text = said(table, "votecount", "en")
    assert "Votecount 1.4 (final)" in text and "Majority reached: the day is over." in text
    assert "(итоговый)" in said(table, "votecount", "ru")


def test_no_lynch_is_named_in_the_votecount() -> None:
    table = table_of(SEVEN)
    table.say("bea", "vote no lynch", channel=TOPIC)
    assert "- **No lynch** (1 vote): bea" in said(table, "votecount", "en")
    assert "- **Pas d'élimination** (1 vote) : bea" in said(table, "votecount", "fr")
    assert "- **Без линча** (1 голос): bea" in said(table, "votecount", "ru")


def test_russian_plurals_of_votes_one_few_many() -> None:
    """"1 голос / 2 голоса / 5 голосов" (CLDR one, few, many), and French "1 vote / 2
    votes"."""
    table = table_of(NINE, hammer=False)
    votes(table, ("ana", "carl"), ("bea", "carl"), ("dan", "carl"), ("emma", "carl"),
          ("fred", "carl"), ("gina", "dan"), ("hugo", "dan"), ("ines", "emma"))
    russian = said(table, "votecount", "ru")
    assert "**carl** (5 голосов)" in russian
    assert "**dan** (2 голоса)" in russian
    assert "**emma** (1 голос)" in russian
    french = said(table, "votecount", "fr")
    assert "**dan** (2 votes)" in french and "**emma** (1 vote)" in french


def test_without_hammer_the_votecount_says_the_deadline_decides() -> None:
    table = table_of(NINE, hammer=False)
    votes(table, ("ana", "carl"))
    assert "no hammer" in said(table, "votecount", "en")
    assert "досрочного линча нет" in said(table, "votecount", "ru")


# --- the day's end ----------------------------------------------------------------------------


def test_the_flip_names_the_role_and_side() -> None:
    """The eliminated player's role is announced (mafia.md, "flip")."""
    table = table_of(SEVEN)
    votes(table, ("bea", "ana"), ("carl", "ana"), ("dan", "ana"), ("emma", "ana"))
    english = flawless(said(table, "elimination", "en"))
    assert "Day 1: ana is eliminated" in english
    assert "The hammer fell: 4 votes on @ana" in english
    assert "@ana was a mafia goon (mafia)." in english
    assert "@ana était homme de main (mafia)." in said(table, "elimination", "fr")
    assert "Роль @ana — мафиози (мафия)." in said(table, "elimination", "ru")


def test_without_reveal_the_flip_keeps_the_role_secret() -> None:
    table = table_of(SEVEN, reveal=False)
    votes(table, ("bea", "ana"), ("carl", "ana"), ("dan", "ana"), ("emma", "ana"))
    for lang in LANGS:
        text = flawless(said(table, "elimination", lang))
        assert not re.search(r"goon|homme de main|мафиози", text), text
    assert "The role of @ana is not revealed." in said(table, "elimination", "en")


def test_plurality_and_a_tie_at_the_deadline() -> None:
    """mafia.md's worked cases "plurality" (bea 3, carl 2) and "tie" (nobody)."""
    table = table_of(SEVEN)
    votes(table, ("ana", "bea"), ("dan", "bea"), ("gina", "bea"), ("emma", "carl"),
          ("fred", "carl"))
    table.close()
    assert "At the deadline, @bea had the most votes (3)." in said(table, "elimination", "en")
    tied = table_of(SEVEN)
    votes(tied, ("ana", "bea"), ("dan", "bea"), ("emma", "carl"), ("fred", "carl"))
    tied.close()
    assert "a tie between bea and carl: nobody is eliminated" in said(
        tied, "no_elimination", "en")
    assert "ничья между bea и carl" in said(tied, "no_elimination", "ru")


def test_a_majority_for_no_lynch_ends_the_day_at_once() -> None:
    """mafia.md's "no lynch majority": 5 alive... here 7: 4 on no lynch."""
    table = table_of(SEVEN)
    for voter in ("bea", "carl", "dan", "emma"):
        table.say(voter, "vote no lynch", channel=TOPIC)
    assert "A majority voted for no lynch" in said(table, "no_elimination", "en")
    assert "Une majorité a voté « pas d'élimination »" in said(table, "no_elimination", "fr")


def test_a_tie_drawn_at_random_says_who_chance_picked() -> None:
    table = table_of(SEVEN, tie="random")
    votes(table, ("ana", "bea"), ("dan", "bea"), ("emma", "carl"), ("fred", "carl"))
    table.close()
    notice, _ = last(table, "elimination")
    text = said(table, "elimination", "en")
    assert f"chance picked @{notice.params['name']}" in text
    assert "a tie between bea and carl" in text


# --- the night --------------------------------------------------------------------------------


def night_of_nine(**settings: Any) -> Table:
    """Day 1 eliminates hugo; night 1: bea blocks the doctor, ana kills dan (the doctor
    meant to protect dan), the cop checks the godfather, the vigilante passes."""
    table = table_of(NINE, **settings)
    votes(table, ("carl", "hugo"), ("dan", "hugo"), ("emma", "hugo"), ("fred", "hugo"),
          ("gina", "hugo"))
    for speaker, text in (("bea", "block @emma"), ("ana", "kill @dan"),
                          ("emma", "protect @dan"), ("fred", "check @ana"),
                          ("gina", "pass"), ("bea", "pass")):
        table.say(speaker, text)
    if table.state["phase"] == "night":
        table.close()
    return table


def test_dawn_with_a_death_names_the_dead_and_their_role() -> None:
    """mafia.md's "block": the doctor blocked, the mafia's target dies."""
    table = table_of(NINE)
    votes(table, ("carl", "hugo"), ("dan", "hugo"), ("emma", "hugo"), ("fred", "hugo"),
          ("gina", "hugo"))
    table.say("bea", "block @emma")
    table.say("ana", "kill @dan")
    table.close()
    text = flawless(said(table, "dawn", "en"))
    assert "## Dawn after night 1" in text
    assert "@dan was found dead this morning. Role: **townie** (town)." in text
    assert "Роль: **мирный житель** (мирные)." in said(table, "dawn", "ru")


def test_dawn_after_a_save_says_nobody_died_and_never_who_was_saved() -> None:
    """mafia.md's "save": the doctor protects the mafia's target; dawn says nobody died,
    never that someone was saved."""
    table = table_of(SEVEN)
    votes(table, ("ana", "bea"), ("carl", "bea"), ("dan", "bea"), ("gina", "bea"))
    table.say("ana", "kill @dan")
    table.say("emma", "protect @dan")
    table.say("fred", "pass")
    table.say("gina", "pass")
    assert "Nobody died tonight." in said(table, "dawn", "en")
    assert "Personne n'est mort cette nuit." in said(table, "dawn", "fr")
    assert "Этой ночью никто не погиб." in said(table, "dawn", "ru")
    for lang in LANGS:
        text = flawless(said(table, "dawn", lang))
        assert not re.search(r"sav|sauv|спас|protect|protég|леч|dan|emma", text, re.I), text


def test_the_cop_reads_the_godfather_as_town_and_a_goon_as_mafia() -> None:
    """mafia.md's "godfather": the cop's result on the godfather is "town"."""
    table = night_of_nine()
    assert "@ana is **town**." in said(table, "cop_result", "en", "fred")
    assert "@ana est **du village**." in said(table, "cop_result", "fr", "fred")
    seven = table_of(SEVEN)
    votes(seven, ("ana", "bea"), ("carl", "bea"), ("dan", "bea"), ("gina", "bea"))
    seven.say("fred", "check @gina")
    seven.close()
    assert "@gina is **mafia**." in said(seven, "cop_result", "en", "fred")
    assert "@gina — **мафия**." in said(seven, "cop_result", "ru", "fred")


def test_the_blocked_player_is_told_but_never_by_whom() -> None:
    table = night_of_nine()
    for lang in LANGS:
        text = flawless(said(table, "blocked", lang, "emma"), public=False)
        assert "bea" not in text and "ana" not in text
    assert "Someone blocked you tonight" in said(table, "blocked", "en", "emma")
    assert "вас заблокировали" in said(table, "blocked", "ru", "emma")


def test_night_actions_show_how_to_write_each_action_and_the_partners() -> None:
    table = table_of(NINE)
    votes(table, ("carl", "hugo"), ("dan", "hugo"), ("emma", "hugo"), ("fred", "hugo"),
          ("gina", "hugo"))
    blocker = flawless(said(table, "night_actions", "en", "bea"), public=False)
    assert "`block @carl`" in blocker and "`kill @carl`" in blocker
    assert "Your living partner: @ana." in blocker
    assert "Send each action in a post of its own" in blocker
    assert "`блокирую @carl`" in said(table, "night_actions", "ru", "bea")
    assert "`убиваем @carl`" in said(table, "night_actions", "ru", "ana")
    assert "`enquêter sur @ana`" in said(table, "night_actions", "fr", "fred")


def test_a_mafia_chat_that_opens_at_night_only_reopens_at_dusk() -> None:
    table = table_of(SEVEN, mafia_chat="night")
    votes(table, ("ana", "bea"), ("carl", "bea"), ("dan", "bea"), ("gina", "bea"))
    text = flawless(said(table, "mafia_chat", "en", ("ana", "gina")), public=False)
    assert "The mafia's night chat" in text and "open at night only" in text
    assert "Night 1 has begun" in text
    table.close()
    votes(table, ("ana", "carl"), ("gina", "carl"), ("dan", "carl"), ("emma", "carl"))
    reopened = said(table, "mafia_chat", "en", ("ana", "gina"))
    assert "Night 2: the night chat reopens" in reopened


# --- the start and the end --------------------------------------------------------------------


def test_the_role_message_gives_the_mafia_their_partners() -> None:
    table = table_of(NINE)
    english = flawless(said(table, "role", "en", "ana"), public=False)
    assert "Your role: godfather" in english
    assert "Your partner: @bea (roleblocker)." in english
    assert "you read as town" in english
    assert "Votre complice : @bea (bloqueur)." in said(table, "role", "fr", "ana")
    assert "Ваш напарник: @bea (любовница)." in said(table, "role", "ru", "ana")
    town = said(table, "role", "en", "carl")
    assert "partner" not in town and "ana" not in town and "bea" not in town


def test_the_opening_gives_counts_never_who_and_the_commitment() -> None:
    table = table_of(NINE)
    text = flawless(said(table, "opening", "en"))
    assert "4 townies, 1 doctor, 1 cop, 1 vigilante, 1 godfather and 1 roleblocker" in text
    assert table.state["commitment"] in text
    assert "day 1" in text
    assert "ana=godfather" not in text and table.state["salt"] not in text
    night_first = table_of(SEVEN, start="night")
    assert "night 0" in said(night_first, "opening", "en")
    assert "нулевой ночи" in said(night_first, "opening", "ru")
    assert "4 мирных жителя" in said(table, "opening", "ru")


def test_the_end_post_reveals_every_role_every_action_and_the_salt() -> None:
    """The end post reveals every role, every night action of the game, and the deal's salt;
    the check it shows gives the commitment published at the start."""
    table = night_of_nine()
    votes(table, ("carl", "ana"), ("emma", "ana"), ("fred", "ana"), ("gina", "ana"))
    table.say("bea", "kill @carl")
    table.close()
    votes(table, ("emma", "bea"), ("fred", "bea"), ("gina", "bea"))
    assert table.state["finished"]
    text = flawless(said(table, "game_end", "en"))
    assert "## The town wins!" in text
    for name, role in (("ana", "godfather"), ("bea", "roleblocker"), ("emma", "doctor"),
                       ("fred", "cop"), ("gina", "vigilante"), ("hugo", "townie")):
        assert f"@{name}: **{role}**" in text
    assert "@bea (roleblocker): block @emma" in text
    assert "@emma (doctor): protect @dan (blocked)" in text
    assert "@ana (godfather): kill @dan" in text
    assert "@fred (cop): check @ana" in text
    assert "@bea (roleblocker): kill @carl" in text
    state = table.state
    assert f"`{state['salt']}`" in text and f"`{state['role_list']}`" in text
    assert f"`{state['commitment']}`" in text
    shown = re.search(r"printf '%s' '([^']*)' \| sha256sum", text)
    assert shown is not None
    assert hashlib.sha256(shown.group(1).encode()).hexdigest() == state["commitment"]
    assert "блок — @emma" in said(table, "game_end", "ru")
    assert "Победа мирных!" in said(table, "game_end", "ru")
    assert "Le village gagne !" in said(table, "game_end", "fr")


# --- gendered words ---------------------------------------------------------------------------


def test_words_agree_with_a_player_who_told_her_gender() -> None:
    table = table_of(SEVEN)
    votes(table, ("ana", "bea"), ("carl", "bea"), ("dan", "bea"), ("gina", "bea"))
    her = {"bea": "feminine"}
    assert "bea est éliminée" in said(table, "elimination", "fr", genders=her)
    assert "bea линчевана" in said(table, "elimination", "ru", genders=her)
    assert "@bea était villageoise (village)." in said(table, "elimination", "fr",
                                                        genders=her)
    assert "мирная жительница" in said(table, "elimination", "ru", genders=her)
    him = {"bea": "masculine"}
    assert "bea est éliminé\n" in said(table, "elimination", "fr", genders=him)
    assert "bea линчеван\n" in said(table, "elimination", "ru", genders=him)
    untold = said(table, "elimination", "ru")
    assert "линч — bea" in untold and "линчеван" not in untold


def test_dawn_and_refusals_agree_with_the_reader_or_the_dead() -> None:
    table = table_of(SEVEN)
    votes(table, ("ana", "bea"), ("carl", "bea"), ("dan", "bea"), ("gina", "bea"))
    table.say("ana", "kill @dan")
    table.close()
    her = {"dan": "feminine"}
    assert "@dan a été retrouvée morte ce matin." in said(table, "dawn", "fr", genders=her)
    assert "@dan найдена мёртвой" in said(table, "dawn", "ru", genders=her)
    assert "нашли тело @dan" in said(table, "dawn", "ru")
    dead = rendering.texts().render(
        "bridge", "order_refused", "fr", rendering.TIMEZONE, game=rendering.game_info(GAME),
        reader="dan", genders={"dan": "feminine"}, code="dead", params={"code": "dead"},
        view=GAME.view(table.state, "dan"), step=2, key="day-2-0",
        deadline=rendering.DEADLINE)
    assert "vous êtes morte" in dead


# --- the bridge's sentences in Mafia's words --------------------------------------------------


@pytest.mark.parametrize(("lang", "day", "night"), [
    ("en", "Order received for day 1: **vote @bea**", "Order received for night 1: "),
    ("fr", "Ordre reçu pour le jour 1 : **vote @bea**", "Ordre reçu pour la nuit 1 : "),
    ("ru", "Заявка принята — день 1: **голосую @bea**", "Заявка принята — ночь 1: "),
])
def test_steps_are_named_days_and_nights(lang: str, day: str, night: str) -> None:
    """The bridge's echo says "day 1" / "night 1", never "step 3"."""
    table = table_of(NINE)
    table.say("carl", "vote @bea", channel=TOPIC)
    first = table.answers[-1]
    assert isinstance(first.verdict, Accepted)
    assert day in rendering.echo(GAME, first.state, "carl", first.key, first.verdict, lang)
    votes(table, ("dan", "hugo"), ("emma", "hugo"), ("fred", "hugo"), ("gina", "hugo"),
          ("ines", "hugo"))
    table.say("bea", "block @emma")
    table.say("bea", "kill @dan")
    merged = table.answers[-1]
    assert isinstance(merged.verdict, Accepted)
    text = rendering.echo(GAME, merged.state, "bea", merged.key, merged.verdict, lang)
    assert night in text
    assert {"en": "**block @emma and kill @dan**", "fr": "**bloquer @emma et tuer @dan**",
            "ru": "**блокирую @emma и убиваем @dan**"}[lang] in text


@pytest.mark.parametrize(("order", "words"), [
    ({"kind": "vote", "target": "no lynch"}, "vote no lynch"),
    ({"kind": "unvote"}, "unvote"),
    ({"kind": "night", "pass": True}, "no action tonight"),
    ({"kind": "night", "protect": "dan"}, "protect @dan"),
    ({"kind": "night", "check": "ana"}, "check @ana"),
    ({"kind": "night", "shoot": "bea", "kill_at": "2026-01-01T00:00:00"}, "shoot @bea"),
    ({"kind": "kill", "target": "carl"}, "kill @carl"),
])
def test_the_canonical_order(order: dict[str, Any], words: str) -> None:
    assert post("order", "en", order=order).strip() == words


REFUSALS: list[tuple[str, dict[str, Any], str]] = [
    ("not_an_order", {}, "I read no vote or night action in it."),
    ("unknown_player", {"target": "zed", "players": ["ana", "bea"]}, 'no player "zed"'),
    ("not_playing", {}, "you are not playing in this game"),
    ("dead", {}, "you are dead"),
    ("target_dead", {"target": "dan", "alive": ["ana", "bea"]}, "@dan is dead."),
    ("same_vote", {"target": "no lynch"}, "you already vote for no lynch"),
    ("same_vote", {"target": "bea"}, "you already vote for bea"),
    ("not_voting", {}, "no vote to take back"),
    ("not_your_action", {"action": "kill", "role": "town"}, "as a townie, you cannot kill"),
    ("partner", {"target": "gina"}, "@gina is one of the mafia"),
    ("self", {"action": "check"}, "you cannot investigate yourself"),
    ("twice_in_a_row", {"target": "dan"}, "you protected @dan last night"),
    ("shot_spent", {}, "your only shot"),
    ("wrong_phase", {"kind": "vote", "phase": "night"}, "it is night: votes wait"),
    ("vote_at_night", {}, "it is night: votes wait"),
    ("night_action_by_day", {}, "it is day: night actions wait"),
    ("not_awaited", {}, "nothing is expected from you"),
]


@pytest.mark.parametrize(("code", "params", "words"), REFUSALS)
def test_every_rejection_says_why(code: str, params: dict[str, Any], words: str) -> None:
    table = table_of(SEVEN)
    rejection = Rejection(code, {"code": code, **params})
    english = rendering.refusal(GAME, table.state, "bea", "day-1-0", rejection, "en")
    assert words in english
    for lang in ("fr", "ru"):
        text = rendering.refusal(GAME, table.state, "bea", "day-1-0", rejection, lang)
        assert not rendering.flaws(text, False), text


SETUP_REFUSALS: list[tuple[str, dict[str, Any], str]] = [
    ("too_few_players", {"players": 4, "min": 5}, "at least 5 players, and 4 signed up"),
    ("too_many_players", {"players": 26, "max": 25}, "at most 25 players"),
    ("role_count", {"roles": 6, "players": 7}, "6 roles for 7 players"),
    ("unknown_setup", {"setup": "wild", "setups": ["mountainous", "classic"]}, '"wild"'),
    ("unknown_role", {"role": "witch", "roles": ["town", "goon"]}, '"witch" is no role'),
    ("bad_setting", {"setting": "tie", "value": "coin", "allowed": ["no_lynch", "random"]},
     '`tie` cannot be "coin"'),
    ("no_mafia", {}, "no mafia member"),
    ("mafia_majority", {"mafia": 3, "town": 3}, "3 mafia against 3 town"),
    ("bad_pin", {"player": "zed", "role": "witch"}, '@zed cannot be given "witch"'),
]


@pytest.mark.parametrize(("code", "params", "words"), SETUP_REFUSALS)
def test_every_setup_refusal_says_why(code: str, params: dict[str, Any], words: str) -> None:
    assert words in post("setup_refused", "en", code=code, params=params)
    for lang in ("fr", "ru"):
        assert not rendering.flaws(post("setup_refused", lang, code=code, params=params),
                                   False)


def test_the_settings_in_words() -> None:
    settings = dict(GAME.defaults)
    english = post("settings", "en", settings=settings)
    assert "set-up: mountainous" in english and "day length: 2 days" in english
    assert "roles revealed at death: yes" in english
    listed = {**settings, "setup": "goon, goon, doctor, cop, town, town, town",
              "start": "night", "mafia_chat": "night"}
    assert ("la liste de rôles du maître du jeu : 2 hommes de main" in post(
        "settings", "fr", settings=listed))
    russian = post("settings", "ru", settings=listed)
    assert "с нулевой ночи" in russian
    assert "список ролей от ведущего: 2 мафиози, 1 доктор, 1 комиссар и 3 мирных жителя" \
        in russian, russian
    assert "goon" not in russian and "town" not in russian, russian  # no role's inner name
    english = post("settings", "en", settings=listed)
    assert "the game master's own list: 2 mafia goons, 1 doctor, 1 cop and 3 townies" \
        in english, english


def test_the_status_page_shows_the_votecount_the_living_and_the_dead() -> None:
    table = seven_day_two_third_change()
    status = {**GAME.view(table.state, None), **GAME.status(GAME.view(table.state, None)),
              "status": "running"}
    page = status_piece("en").body(status)
    assert "<li>ana (2 votes): carl, dan</li>" in page
    assert "The living (6)" in page and "bea — day 1 — townie" in page
    assert "Day 2" in status_piece("en").phase(status)
    russian = status_piece("ru").body(status)
    assert "Выбывшие (1)" in russian and "ana (2 голоса): carl, dan" in russian
    signup = status_piece("fr").body({"status": "signup", "players": [{"name": "ana"}]})
    assert "ana" in signup


def status_piece(lang: str) -> Any:
    """The game's piece of the status page, as the bridge's page imports it."""
    env = rendering.texts().html_env
    return env.get_template(f"{GAME.id}/status.html.j2").make_module(
        {"lang": lang, "timezone": rendering.TIMEZONE})


def test_the_game_topic_says_votes_are_public_and_actions_private() -> None:
    """Before the sign-up, the topic says where Mafia is played (not the bridge's "orders go
    to the desk and nowhere else")."""
    for lang, words in (("en", "By day everyone votes in public, here in this topic"),
                        ("fr", "Le jour, tout le monde vote publiquement"),
                        ("ru", "Днём все голосуют открыто")):
        text = post("how_to_join", lang, min_players=5, max_players=25)
        assert words in text and "5" in text and "25" in text


def test_the_gm_sees_the_phase_and_the_winner_in_words() -> None:
    """The GM's status and a draft's changes say "nuit", "мафия", not the codes."""
    assert post("field_value", "fr", field="phase", x="night").strip() == "nuit"
    assert post("field_value", "ru", field="winner", x="mafia").strip() == "мафия"
    assert post("field_value", "en", field="winner", x="town").strip() == "the town"
    assert post("field_value", "en", field="number", x=2).strip() == "2"


def test_a_draw_is_worded_for_the_gm() -> None:
    assert post("die", "en", why="deal salt").strip() == "the deal's secret salt"
    assert post("die", "ru", why="tie").strip() == "ничья в срок дня"
    assert post("die", "fr", why="something else").strip() == "something else"


@pytest.mark.parametrize(("why", "hammer", "tied", "words"), [
    ("no_lynch", True, [], "A majority voted for no lynch"),
    ("no_lynch", False, [], "no lynch had the most votes"),
    ("no_lynch", False, ["bea", "no lynch"], "a tie between bea and no lynch: chance picked"),
    ("tie", False, ["bea", "carl"], "a tie between bea and carl: nobody is eliminated"),
    ("no_votes", False, [], "Nobody voted by the deadline."),
])
def test_every_day_without_elimination_says_why(why: str, hammer: bool, tied: list[str],
                                                words: str) -> None:
    params = {"day": 2, "why": why, "hammer": hammer, "tied": tied}
    assert words in flawless(post("no_elimination", "en", **params))
    french = flawless(post("no_elimination", "fr", **params))
    russian = flawless(post("no_elimination", "ru", **params))
    assert "Jour 2 : personne n'est éliminé" in french
    assert "День 2: никого не линчевали" in russian
    if "no lynch" in tied:
        assert "« pas d'élimination »" in french and "«без линча»" in russian
