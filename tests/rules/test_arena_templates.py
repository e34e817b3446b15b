"""Every word the clan arena says renders in French, English and Russian, and the results
can be checked by hand.

Whole games are played at the rules level through `rules.arena.GAME`, as the bridge drives
it: every sign-up post goes to `enrol` (in the game topic, or a desk for the characteristics),
the start to `setup` with the sign-up record, then each post to `parse` and `accept` of the
open step on its channel (the chiefs' placement and the defenders' choices by private
message, the round's actions in the game topic), and each step to `resolve` with the orders
in force, with pinned dice so that every combat is known. Every notice is rendered by the
bridge's own renderer (`bridge.texts.Texts`) with its audience's view (none during the
sign-up: the bridge has no state yet); the pieces the bridge includes in its own messages
(the order's echo, what the acceptance adds, the doubt, the refusals, the step's names, what
a silent player gets, the step's opening, the parts of play) are rendered through the
bridge's templates that include them, with the variables the bridge passes
(bridge/handlers/enrolment.py, bridge/handlers/orders.py, bridge/turns/resolution.py,
bridge/intake/service.py).

The games: `centre` (three clans, every sign-up post and refusal, a returning warrior with a
wound, one chief placing and one drawn, a melee with a defender's choice, a crushing defence
with a wound, a lone shot, a chief declaring for a warrior, a shooting backfire whose choice
takes its default, a void action, moves, and the end by the centre and a zone), `last_clan`
(two chiefs and two warriors a clan at most, a default drawn by lot, a tie, the last clan),
`last_warrior` (in English; a tie going to the attack, a defender's défense counted without
a die), `nobody` (two warriors strike each other down) and `russian` (every post in Russian:
chiefs, rallying by any case of a clan's name and by chief, the refusal, a clan dissolved,
every way of giving the spread, a placement, a chief declaring for a warrior, a shield given
in narration, the last clan).

Every game's every text is rendered in every language of the game. A Russian text holds no
Latin word outside what it quotes (players', clans' and zones' names, `code`, links, @mentions,
Discourse's date markup), no French or English command, and every command it shows is read by
the grammar as the order its French twin, at the same place of the same text, is read as.
"""

from __future__ import annotations

import copy
import os
import re
from collections.abc import Mapping
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from jinja2 import BaseLoader

from bridge.publishing.publish import viewer_of
from bridge.texts import Texts, notices, written
from rules.arena import GAME
from rules.arena import signup as arena_signup
from rules.arena import state as st
from rules.arena.actions import check_action
from rules.arena.orders import read
from rules.base import (
    Accepted,
    Context,
    Enrolment,
    Notice,
    Order,
    Rejection,
    SetupRefused,
    Submitted,
)
from rules.chance import Chance

ROOT = Path(__file__).resolve().parents[2]
TEMPLATES = ROOT / "templates" / "arena"
RULES = ROOT / "rules" / "arena"
TEXTS = Texts()
LANGS = GAME.languages
GAME_INFO = {"id": 5, "title": "L'arène de Dole", "kind": "arena", "gm": "sage"}
OPENED = datetime(2026, 3, 2, 20, 0, tzinfo=UTC)
SENT = "2026-03-02T21:00:00+00:00"
DEADLINE = "2026-03-03T21:00:00+00:00"

NOTICES = {
    "spread_ask", "spread_taken", "clan_founded", "joined_clan", "refused_warrior", "left_clan",
    "clans", "placement_ask", "arena", "placement_drawn", "choice_ask", "results", "final",
    "withdrawn",
}
"""Every notice the arena builds (rules/arena/__init__.py, signup.py, desk.py)."""
PIECES = {
    "order", "accepted", "doubt", "rejection", "signup_rejection", "setup_refused",
    "step_name", "of_step", "this_step", "for_step", "no_answer", "no_answer_gm", "step_open",
    "phases", "macros", "how_to_join", "settings", "field_name", "join_hint", "field_value", "die",
}
"""What the bridge's own messages include, and the shared macros."""

FRENCH_NAMES = {"attack": "attaque", "defence": "défense", "shooting": "tir",
                "shield": "bouclier"}
RUSSIAN_NAMES = {"attack": "атака", "defence": "защита", "shooting": "стрельба", "shield": "щит"}
"""The characteristics as the French and Russian texts name them."""
CARL = {"attack": 3, "defence": 3, "shooting": 3, "shield": 2,
        "lost": {"attack": 1, "defence": 0, "shooting": 0, "shield": 0}}
"""A warrior back from an earlier game, maimed there: one point of attaque lost."""

ENGLISH = re.compile(
    r"\b(the|and|you|your|with|round|rounds|attack|attacks|defence|defense|shooting|shield|"
    r"winner|wins|nobody|nothing|leaves|moves|chief|warrior|warriors|none|true|false|melee|"
    r"die|dice|draw|tie|self|helper|default|step|order|is|are|of|to)\b", re.IGNORECASE)
"""English words a French text must not contain (outside `commands`)."""
FRENCH = re.compile(
    r"\b(le|la|les|des|du|vous|votre|tour|attaque|défense|bouclier|guerriers?|chef|"
    r"personne|quitte|zone centrale|et|est)\b", re.IGNORECASE)
"""French words an English text must not contain (outside `commands` and the quoted
"gravement mutilé", "attaque", "défense", "tir", "bouclier" the English texts name)."""


# --- rendering, as the bridge does it -----------------------------------------------------------


def render(notice: Notice, state: dict[str, Any] | None, lang: str,
           texts: Texts = TEXTS, **extra: Any) -> str:
    """The post the bridge makes for `notice` (an empty view during the sign-up); `extra`:
    what the bridge adds (`genders`, `reader`)."""
    view = GAME.view(state, viewer_of(notice.audience)) if state is not None else {}
    return texts.render("arena", notice.template, lang, "Europe/Paris", game=GAME_INFO,
                        view=view, **notice.params, **extra)


def bridge(template: str, lang: str, texts: Texts = TEXTS, **params: Any) -> str:
    """One of the bridge's own messages, which include the arena's pieces."""
    return texts.render("bridge", template, lang, "Europe/Paris", game=GAME_INFO, **params)


def step_number(key: str) -> int:
    return int(key.split("-")[1]) if key.startswith("round-") else 0


def echo(state: dict[str, Any], player: str, key: str, verdict: Accepted, lang: str,
         texts: Texts = TEXTS) -> str:
    """The bridge's answer to an accepted order (bridge/handlers/orders.py `_take`)."""
    order = verdict.order
    return bridge("order_taken", lang, texts, order={"kind": order.kind, **order.params},
                  doubt=order.doubt, complete=verdict.complete, final=verdict.final,
                  closes=False, sent_at=SENT, actor=verdict.actor, superseded=False,
                  step=step_number(key), key=key, view=GAME.view(state, player),
                  params=verdict.params, deadline=DEADLINE)


def confirmation(state: dict[str, Any], player: str, key: str, verdict: Accepted, lang: str,
                 texts: Texts = TEXTS) -> str:
    """The bridge's answer to "oui, je confirme" after a doubted echo (bridge/handlers/orders.py
    `_confirmation`): the order again, with who acts and who spoke, and the speaker's view."""
    order = verdict.order
    return bridge("order_confirmed", lang, texts, order={"kind": order.kind, **order.params},
                  step=step_number(key), key=key, sent_at=SENT, actor=verdict.actor,
                  params={"actor": verdict.actor, "by": player}, view=GAME.view(state, player))


def refusal(state: dict[str, Any], player: str, key: str, rejection: Rejection, lang: str,
            texts: Texts = TEXTS) -> str:
    """The bridge's answer to a refused order (bridge/handlers/orders.py)."""
    return bridge("order_refused", lang, texts, code=rejection.code, params=rejection.params,
                  view=GAME.view(state, player), step=step_number(key), key=key)


def signup_refusal(rejection: Rejection, lang: str, texts: Texts = TEXTS) -> str:
    """The bridge's answer to a refused sign-up post (bridge/handlers/enrolment.py)."""
    return bridge("signup_refused", lang, texts, code=rejection.code, params=rejection.params)


def outside_commands(text: str) -> str:
    """The text without its `commands` (what a player types is not prose)."""
    return re.sub(r"`[^`]*`", " ", text)


QUOTED = frozenset(
    "arno bea carl dina emil fanny Jean Michel gaspard hugo ines kim lou mia yann zoe zorro "
    "Loups Ours Corbeaux Noirs Vipères Hiboux Sangliers Cerfs Wolves Bears C".split())
"""The Latin words a Russian text may hold outside what it quotes: the names of the players
and clans the games here use (forum names and clan names are written as they are), and the
centre's label."""
FOREIGN_COMMAND = re.compile(
    r"(?<![\w@])(je|j'|I|attack|attaque|defend|défends|shoot|tire|shield|bouclier|join|"
    r"rejoins|rallie|everyone|tous|zone|moi|me|pour|for|nothing|rien)(?![\w'])", re.IGNORECASE)
"""A French or English word of an order: a Russian text shows Russian commands."""


def russian_prose(text: str) -> str:
    """A Russian text without what it quotes verbatim: `code`, the game's title, Discourse's
    date markup and the time zone of a date, links and paths, @mentions, «quoted» values."""
    text = outside_commands(text).replace(str(GAME_INFO["title"]), " ")
    return re.sub(r"\[date=[^\]]*\]|\(Europe/Paris\)|https?://\S+|(?<!\S)/\S+|@[\w.-]+"
                  r"|«[^»\n]*»", " ", text)


def check_text(text: str, what: object, lang: str | None = None) -> None:
    """A post the forum takes (20 characters at least), with no hole, no Python value, no
    raw code, its bold and code marks paired; in French, no English word; in Russian, no
    Latin word outside what it quotes, and no French or English command."""
    assert len(text.strip()) >= 20, (what, text)
    for hole in ("{{", "{%", "}}", "%}", "{'", "None", "Undefined", "[]", "{}", "True",
                 "False", "(s)"):
        assert hole not in text, (what, hole, text)
    assert text.count("**") % 2 == 0 and text.count("`") % 2 == 0, (what, text)  # balanced
    prose = outside_commands(text)
    assert not re.search(r"\b[a-z]+_[a-z_]+\b", prose), (what, text)
    if lang == "fr":
        found = ENGLISH.findall(prose)
        assert not found, (what, found, text)
    if lang == "en":
        cleaned = re.sub(r"\((attaque|défense|tir|bouclier)\)|\"gravement mutilé\"", "", prose)
        found = FRENCH.findall(re.sub(r"L'arène de Dole", "", cleaned))
        assert not found, (what, found, text)
    if lang == "ru":
        words = re.findall(r"[^\W\d_]+", russian_prose(text))
        latin = {w for w in words if re.search(r"[A-Za-z]", w)} - QUOTED
        assert not latin, (what, sorted(latin), text)
        assert re.search(r"[а-яё]", text, re.IGNORECASE), (what, text)
        for command in re.findall(r"`([^`\n]+)`", text):
            if len(command.split()) < 2:
                continue  # a setting's name or value (`tie`, `attack`), a name (`@bea`)
            found = FOREIGN_COMMAND.findall(re.sub(r"@[\w.-]+", " ", command))
            assert not found, (what, command, text)


def said(lang: str, fr: Any, en: Any, ru: Any) -> Any:
    """What a text says in its language: the French, English or Russian words expected."""
    return {"fr": fr, "en": en, "ru": ru}[lang]


def names(text: str, player: str) -> bool:
    """Whether `text` names `player` (as a word, with or without @)."""
    return re.search(rf"(?<![\w@]){re.escape(player)}(?![\w])|@{re.escape(player)}(?!\w)",
                     text) is not None


# --- a table that plays an arena through the rules ---------------------------------------------


class Arena:
    """One arena, from the sign-up to the end, driven as the bridge drives it. `said` holds
    every notice with the state to render it with (None during the sign-up), `signups` every
    refused sign-up post, `echoes` and `refusals` every answer to an order."""

    def __init__(self, settings: Mapping[str, Any] | None = None,
                 roster: Mapping[str, Any] | None = None, seed: str = "arena") -> None:
        self.settings = dict(settings or {})
        self.roster: dict[str, Any] = dict(roster or {})
        self.seed = seed
        self.roll: dict[str, Any] = {}
        self.state: dict[str, Any] = {}
        self.post = 100
        self.said: list[tuple[str, Notice, dict[str, Any] | None]] = []
        self.signups: list[tuple[str, Rejection]] = []
        self.echoes: list[tuple[dict[str, Any], str, str, Accepted]] = []
        self.refusals: list[tuple[dict[str, Any], str, str, Rejection]] = []
        self.orders: dict[str, dict[str, Submitted]] = {}

    def _context(self, player: str, channel: str, key: str = "") -> Context:
        self.post += 1
        return Context(player, channel, "fr", OPENED + timedelta(minutes=self.post),  # type: ignore[arg-type]
                       self.post, key)

    # --- sign-up --------------------------------------------------------------------------

    def enrol(self, player: str, text: str, channel: str = "topic") -> Enrolment | Rejection:
        """A sign-up post, read by the arena's own sign-up."""
        answer = GAME.enrol(self.settings, self.roll, self._context(player, channel), text,
                            self.roster)
        assert answer is not None, text
        if isinstance(answer, Rejection):
            self.signups.append((player, answer))
            return answer
        self.roll = dict(answer.roll)
        self.roster.update(answer.roster)
        self.said += [("signup", n, None) for n in answer.notices]
        return answer

    def signed(self, player: str, text: str, channel: str = "topic") -> Enrolment:
        answer = self.enrol(player, text, channel)
        assert isinstance(answer, Enrolment), (player, text, answer)
        return answer

    def turned_away(self, player: str, text: str, code: str,
                    channel: str = "topic") -> Rejection:
        answer = self.enrol(player, text, channel)
        assert isinstance(answer, Rejection) and answer.code == code, (player, text, answer)
        return answer

    def warrior(self, player: str, declaration: str, spread: str) -> None:
        """A newcomer declares themself (chief or rallying), then sends the spread asked."""
        asked = self.signed(player, declaration)
        assert [n.template for n in asked.notices] == ["spread_ask"], asked
        self.signed(player, spread, "desk")

    def start(self) -> None:
        out = GAME.setup(self.settings, list(self.roll["warriors"]), Chance(self.seed, "setup"),
                         {}, self.roll)
        self.state = out.state
        self.said += [("setup", n, out.state) for n in out.notices]

    # --- orders ---------------------------------------------------------------------------

    def say(self, player: str, text: str) -> Accepted | Rejection:
        """A post offered to the open step (the round in the topic, the rest by desk)."""
        step = GAME.steps(self.state)[0]
        ctx = self._context(player, step.channel, step.key)
        verdict = GAME.parse(self.state, ctx, text)
        if isinstance(verdict, Order):
            verdict = GAME.accept(self.state, ctx, verdict, self.orders.get(step.key, {}))
        if isinstance(verdict, Accepted):
            assert verdict.actor in step.awaited, (player, text, verdict)
            self.orders.setdefault(step.key, {})[verdict.actor] = Submitted(
                verdict.order, ctx.sent_at, ctx.post_id, player)
            self.echoes.append((self.state, player, step.key, verdict))
        else:
            self.refusals.append((self.state, player, step.key, verdict))
        return verdict

    def take(self, player: str, text: str) -> Accepted:
        verdict = self.say(player, text)
        assert isinstance(verdict, Accepted), (player, text, verdict)
        return verdict

    def refuse(self, player: str, text: str, code: str, why: str | None = None) -> Rejection:
        verdict = self.say(player, text)
        assert isinstance(verdict, Rejection) and verdict.code == code, (player, text, verdict)
        assert why is None or verdict.params.get("why") == why, verdict
        return verdict

    def force(self, actor: str, kind: str, **params: Any) -> None:
        """An action in force that the rules will find void (as if the state had moved
        under it): stored without the checks."""
        key = GAME.steps(self.state)[0].key
        self.orders.setdefault(key, {})[actor] = Submitted(
            Order(kind, params), OPENED, 9_999, actor)

    def close(self, dice: tuple[int, ...] = ()) -> None:
        """Resolve the open step with its orders in force and these dice."""
        key = GAME.steps(self.state)[0].key
        orders = {s.key: dict(self.orders.get(s.key, {})) for s in GAME.steps(self.state)}
        out = GAME.resolve(self.state, key, orders, Chance(self.seed, key, dice))
        self.orders.pop(key, None)
        self.state = out.state
        self.said += [(key, n, out.state) for n in out.notices]

    def notices(self, template: str) -> list[tuple[Notice, dict[str, Any] | None]]:
        return [(n, s) for _, n, s in self.said if n.template == template]


# --- the games ---------------------------------------------------------------------------------


def centre_game() -> Arena:
    """Three clans; the Corbeaux Noirs win by holding the centre and two zones."""
    g = Arena(roster={"carl": CARL})
    g.turned_away("yann", "   ", "not_an_order", "desk")
    g.turned_away("yann", "bonjour le vieux sage, j'ai une question", "not_an_order", "desk")
    g.turned_away("yann", "bonjour à toutes et à tous !", "talk")
    g.turned_away("yann", "Je suis chef de guerre !", "no_clan_name")
    g.turned_away("yann", "je me retire", "not_signed_up")
    g.turned_away("yann", "attaque 3, défense 3, tir 3, bouclier 3", "spread_not_asked", "desk")
    g.turned_away("yann", "je rejoins", "ambiguous")
    g.turned_away("yann", "Je participe !", "how_to_sign_up")
    g.signed("arno", "Oyez ! Je suis chef de guerre du clan des Loups.")
    g.turned_away("arno", "attaque 4, défense 4, tir 2, bouclier 3", "over_budget", "desk")
    g.signed("arno", "attaque 4, défense 3, tir 2, bouclier 3", "desk")
    g.signed("dina", "Chef : les Ours")
    g.turned_away("dina", "attaque 7, défense 1, tir 1, bouclier 3", "above_maximum", "desk")
    g.turned_away("dina", "attaque 4, défense 3, tir 2", "missing_characteristic", "desk")
    g.signed("dina", "attaque 2, défense 6, tir 2, bouclier 2", "desk")
    g.turned_away("yann", "Je suis chef de guerre du clan des Loups", "clan_name_taken")
    g.warrior("Jean-Michel", "Je fonde le clan des Corbeaux Noirs", "3 partout")
    g.signed("bea", "Je rejoins les Loups")
    g.turned_away("bea", "attaque 2, défense 2, tir 2, bouclier 2", "under_budget", "desk")
    g.turned_away("bea", "attaque 0, défense 4, tir 4, bouclier 4", "below_minimum", "desk")
    g.signed("bea", "attaque 3, défense 3, tir 3, bouclier 3", "desk")
    returning = g.signed("carl", "Je me rallie à @arno")
    assert [n.template for n in returning.notices] == ["joined_clan"]
    assert returning.notices[0].params["returning"]
    g.signed("ines", "Je rejoins les Loups")
    g.signed("arno", "Je refuse @ines, désolé.")
    g.turned_away("arno", "je refuse @bea", "refusal_used")
    g.turned_away("ines", "Je rejoins les Loups", "refused_by_clan")
    g.turned_away("ines", "Je rejoins les Sangliers", "unknown_clan")
    g.warrior("emil", "Je rejoins les Ours", "attaque 3, défense 5, tir 2, bouclier 2")
    g.warrior("fanny", "Je me rallie à @dina !", "attaque 4, défense 2, tir 3, bouclier 3")
    g.warrior("gaspard", "Je rejoins les Corbeaux", "attaque 3, défense 3, tir 3, bouclier 3")
    g.warrior("hugo", "Je rejoins les Corbeaux Noirs", "attaque 2, défense 2, tir 5, bouclier 3")
    g.turned_away("emil", "Je rejoins les Loups", "already_in_clan")
    g.turned_away("emil", "je refuse @fanny", "not_a_chief")
    g.turned_away("dina", "je refuse @bea", "not_in_clan")
    g.turned_away("dina", "je me retire", "chief_cannot_leave")
    g.warrior("kim", "Je suis chef de guerre du clan des Vipères", "3 partout")
    g.signed("kim", "Finalement je me retire, pas le temps ce mois-ci.")
    g.signed("lou", "Je rejoins les Ours")
    withdrawn = g.signed("lou", "je me retire").notices
    assert [(n.audience, n.template) for n in withdrawn] == [("lou", "withdrawn")]
    g.warrior("mia", "Je rejoins les Ours", "3 partout")
    g.signed("mia", "Je ne participe plus, désolée.")
    g.start()
    # Placement: the Loups and the Ours are placed, the Corbeaux Noirs drawn (dice 1, 3, 3).
    g.refuse("arno", "@bea zone 2", "placement_incomplete")
    g.refuse("arno", "tous au centre", "bad_start_zone")
    g.refuse("arno", "@dina zone 1, tous en 2", "not_in_clan")
    g.refuse("arno", "bonjour le vieux sage", "not_an_order")
    g.take("arno", "@bea zone 1, moi zone 1, @carl zone 2")
    g.take("dina", "Moi et @emil en zone 2, @fanny en zone 1.")
    g.close((1, 3, 3))
    # Round 1: a melee around bea (defence wins, bea chooses), a crushing defence around
    # dina (carl, declared by his chief, is maimed), hugo's lone shot, gaspard's move.
    g.refuse("arno", "je vais en zone 3", "not_adjacent")
    g.refuse("arno", "j'attaque @bea", "clan_mate")
    g.refuse("arno", "j'attaque @dina", "not_same_zone")
    g.refuse("arno", "je tire sur @hugo", "not_one_zone_away")
    g.refuse("arno", "j'attaque @zorro", "no_such_warrior")
    g.refuse("arno", "je vais en zone 9", "unknown_zone")
    g.refuse("emil", "pour @dina : je me défends", "not_your_warrior")
    g.refuse("arno", "j'attaque @bea ou @dina", "ambiguous", "two_targets")
    g.refuse("arno", "je me défends et j'attaque @fanny", "ambiguous", "two_actions")
    g.take("arno", "Pour @carl : j'attaque @dina")
    g.take("dina", "Je me défends.")
    g.take("emil", "Je défends @dina")
    g.take("fanny", "j'attaque @bea")
    g.take("Jean-Michel", "J'attaque @bea !")
    g.take("bea", "je me défends")
    g.refuse("arno", "pour @bea : je tire sur @dina", "warrior_declared")
    g.take("arno", "Je défends @bea")
    g.take("hugo", "je tire sur @emil")
    g.take("gaspard", "*Gaspard file vers la zone 4.*")
    g.take("gaspard", "je vais en zone 4")
    g.close((2, 1, 4, 5, 1, 6, 5, 3))
    g.refuse("bea", "je ne sais pas", "not_an_order", "choose_one")
    g.refuse("bea", "@fanny ou @Jean-Michel ?", "ambiguous", "choose_one")
    g.take("bea", "Que @fanny sorte !")
    g.close()
    # Round 2: arno and bea shoot at dina, who shields herself and wins but does not choose
    # (bea, the best shot, leaves); Jean-Michel strikes arno down; hugo's action is void;
    # gaspard takes the centre.
    g.refuse("arno", "j'attaque @carl", "target_not_in_arena")
    g.refuse("carl", "je me défends", "not_in_arena")
    g.take("arno", "je tire sur @dina")
    g.take("bea", "Je tire sur @dina !")
    g.take("dina", "bouclier sur moi")
    g.take("Jean-Michel", "j'attaque @arno")
    g.take("gaspard", "je vais au centre")
    g.take("hugo", "*Hugo bande son arc en direction de @dina.* Je lui tire dessus")
    g.force("hugo", "attack", target="dina")
    g.close((4, 1, 1, 6))
    g.close()
    assert g.state["win"] == "centre_and_zone", g.state["win"]
    return g


def last_clan_game() -> Arena:
    """Two chiefs and two warriors a clan at most; the Ours are the last clan."""
    g = Arena({"max_chiefs": 2, "max_clan": 2}, seed="clans")
    g.warrior("arno", "Je suis chef de guerre du clan des Loups",
              "attaque 3, défense 3, tir 3, bouclier 3")
    g.warrior("dina", "Cheffe de guerre : les Ours", "attaque 3, défense 4, tir 2, bouclier 3")
    g.turned_away("yann", "Je suis chef de guerre du clan des Sangliers", "too_many_chiefs")
    g.warrior("bea", "Je rejoins les Loups", "3 partout")
    g.turned_away("ines", "Je rejoins les Loups", "clan_full")
    g.warrior("emil", "Je me rallie à @dina", "attaque 3, défense 3, tir 3, bouclier 3")
    g.start()
    g.take("arno", "tous en zone 1")
    g.take("dina", "Tout le monde en zone 1 !")
    g.close()
    # Round 1: arno and bea (attaque 3 both) attack dina, who wins and does not choose: the
    # default is drawn between them (die 2 of 2: bea).
    g.take("arno", "j'attaque @dina")
    g.take("bea", "J'attaque @dina")
    g.take("dina", "je me défends")
    g.take("emil", "je défends @dina")
    g.close((1, 1, 6, 6, 2))
    g.refuse("dina", "pour @emil : je me défends", "not_an_order", "choose_one")
    g.close()
    # Round 2: arno and emil tie (7 all, nobody leaves); dina strikes arno down.
    g.take("arno", "j'attaque @emil")
    g.take("emil", "je me défends")
    g.take("dina", "j'attaque @arno")
    g.close((2, 4, 4))
    assert g.state["win"] == "last_clan", g.state["win"]
    return g


def last_warrior_game() -> Arena:
    """In English; a tie goes to the attack and a defender's défense always counts: emil is
    the last warrior standing."""
    g = Arena({"tie": "attack", "always_count_defender": True}, seed="warrior")
    g.warrior("arno", "I am war chief of the clan Wolves",
              "attack 2, defence 2, shooting 4, shield 4")
    g.warrior("dina", "War chief: the Bears", "attack 3, defence 3, shooting 3, shield 3")
    g.warrior("emil", "I join the Bears", "attack 3, defence 3, shooting 3, shield 3")
    g.start()
    g.take("arno", "everyone in zone 2")
    g.take("dina", "everyone in zone 2")
    g.close()
    g.take("arno", "I attack @dina")
    g.take("dina", "I attack @arno")
    g.take("emil", "I attack @arno")
    g.close((1, 1, 1))
    assert g.state["win"] == "last_warrior", g.state["win"]
    return g


def nobody_game() -> Arena:
    """Two lone warriors strike each other down: nobody wins."""
    g = Arena(seed="nobody")
    g.warrior("arno", "Je suis chef de guerre du clan des Loups", "3 partout")
    g.warrior("dina", "Chef : les Ours", "3 partout")
    g.start()
    g.take("arno", "moi en zone 3")
    g.take("dina", "moi en zone 3")
    g.close()
    g.take("arno", "j'attaque @dina")
    g.take("dina", "j'attaque @arno")
    g.close((1, 1))
    assert g.state["win"] == "nobody_left", g.state["win"]
    return g


def russian_game() -> Arena:
    """In Russian from the first post to the last: chiefs, rallying by clan (in any case) and
    by chief, the one refusal, a clan founded then dissolved, every way of giving the spread,
    the placement, a chief declaring for a warrior, a melee and a shot each won by the
    defence, a shield given in narration, then a melee and a shot won by the attack; the
    Волки are the last clan."""
    g = Arena(seed="russian")
    g.turned_away("yann", "участвую", "how_to_sign_up")
    g.turned_away("yann", "Всем привет! Скоро начнём?", "talk")
    g.turned_away("yann", "Я вождь!", "no_clan_name")
    g.warrior("ana", "Я вождь клана Волков!", "атака 4, защита 3, стрельба 2, щит 3")
    g.warrior("dina", "Вождь: Медведи", "атака 3, защита 4, стрельба 2, остальное в щит")
    g.signed("bob", "Вступаю в клан Волков")
    g.turned_away("bob", "атака 5, защита 5, стрельба 2, щит 2", "over_budget", "desk")
    g.signed("bob", "по 3 везде", "desk")
    g.warrior("carl", "я с @ana", "стрельба 4, щит 3, атака 3, защита 2")
    g.warrior("emil", "Присоединяюсь к Медведям", "атака три, защита три, стрельба три, щит три")
    g.signed("ivan", "хочу к Волкам")
    g.signed("ana", "отказываю @ivan")
    g.turned_away("ivan", "вступаю в клан Кабанов", "unknown_clan")
    g.warrior("fedya", "я за Медведей", "А3 З3 С3 Щ3")
    g.warrior("olga", "Основываю клан Чёрных Воронов", "всё по 3")
    g.signed("olga", "Выхожу из клана, простите.")
    g.start()
    g.refuse("ana", "я в зону 1", "placement_incomplete")
    g.take("ana", "я и @bob в зону 1, @carl в зону 2")
    g.take("dina", "все во вторую зону")
    g.close()
    # Round 1: carl attacks dina, who defends herself with emil (the defence wins, carl
    # leaves); fedya shoots at ana, who takes cover (the shield wins, fedya leaves); ana
    # sends bob to zone 2.
    g.refuse("carl", "стреляю в @bob", "clan_mate")
    g.refuse("fedya", "иду в зону 4", "not_adjacent")
    g.take("carl", "Атакую @dina!")
    g.take("dina", "защищаюсь")
    g.take("emil", "защищаю @dina")
    g.take("fedya", "стреляю в @ana")
    g.take("ana", "щит на себя")
    g.take("ana", "За @bob — иду в зону 2")
    g.refuse("ana", "за @bob: атакую @dina", "not_same_zone")
    g.close((2, 3, 2, 1, 5))
    # Round 2: bob attacks dina, ana shoots at emil, who shields dina (told in narration):
    # dina and emil leave, the Волки are the last clan.
    g.take("bob", "атакую @dina")
    g.take("ana", "Стреляю в @emil")
    g.take("dina", "защищаюсь")
    g.take("emil", "*Эмиль встаёт рядом с @dina и прикрывает её щитом*")
    g.close((6, 1, 3))
    assert g.state["phase"] == "over" and g.state["winner"] == "Волки", g.state["win"]
    return g


GAMES = {"centre": centre_game, "last_clan": last_clan_game,
         "last_warrior": last_warrior_game, "nobody": nobody_game, "russian": russian_game}


@pytest.fixture(scope="module")
def games() -> dict[str, Arena]:
    return {name: make() for name, make in GAMES.items()}


def records(games: Mapping[str, Arena]) -> list[tuple[Notice, dict[str, Any]]]:
    """Every `results` notice with its state."""
    found = []
    for g in games.values():
        for notice, state in g.notices("results"):
            assert state is not None
            found.append((notice, state))
    return found


# --- every notice of every game ----------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", list(GAMES))
def test_every_notice_renders(games: dict[str, Arena], name: str, lang: str) -> None:
    """Each post renders with its audience's view, is long enough for the forum, shows no
    hole, no Python value and no code, and speaks one language."""
    for label, notice, state in games[name].said:
        check_text(render(notice, state, lang), (name, label, notice.template), lang)


def test_the_games_say_every_notice_and_reach_every_end(games: dict[str, Arena]) -> None:
    said = {n.template for g in games.values() for _, n, _ in g.said}
    assert said == NOTICES
    ends = {n.params["end"]["reason"] for g in games.values() for n, _ in g.notices("final")}
    assert ends == {"centre_and_zone", "last_clan", "last_warrior", "nobody_left"}
    combats = [c for n, _ in records(games) for c in n.params["record"]["combats"]]
    assert {c["kind"] for c in combats} == {"melee", "shooting"}
    assert {c["winner"] for c in combats} == {"attack", "defence", "tie"}
    assert any(c["crushing"] and c["wound"] for c in combats)
    assert any(c["difference"] == 0 and c["winner"] == "attack" for c in combats)
    assert any(r["role"] == "principal" for c in combats for r in c["defenders"])
    choices = [c for n, _ in records(games) for c in n.params["record"]["choices"]]
    assert {(c["answered"], c["default_by"]) for c in choices} == {
        (True, "highest"), (False, "highest"), (False, "draw")}
    rounds = [n.params["record"] for n, _ in records(games)]
    assert any(r["void"] for r in rounds) and any(r["moves"] for r in rounds)


@pytest.mark.parametrize("lang", LANGS)
def test_the_sign_up_is_announced(games: dict[str, Arena], lang: str) -> None:
    """"Characteristics belong to the forum user and carry over from one game to the next
    (a roster), because wounds are permanent": the spread asked says the budget, the bounds
    and the four characteristics with an example to copy, and what the player declared; a
    returning warrior is announced as keeping theirs, wounds included."""
    g = games["centre"]
    for notice, _ in g.notices("spread_ask"):
        text = render(notice, None, lang)
        for value in (notice.params["budget"], notice.params["minimum"],
                      notice.params["maximum"]):
            assert f"**{value}" in text, text
        for word in said(lang, ("attaque", "défense", "tir", "bouclier"),
                         ("attack", "defence", "shooting", "shield"),
                         ("атака", "защита", "стрельба", "щит")):
            assert f"**{word}**" in text, text
        assert notice.params["pending"]["clan"] in text, text
        assert said(lang, "chef de guerre", "war chief", "вождём") in text or \
            notice.params["pending"]["kind"] == "join", text
        example = re.findall(r"`([^`]+)`", text)
        assert len(example) == 1
        spread = read(st.new_state({}), "zoe", example[0], "desk")
        assert isinstance(spread, Order) and spread.kind == "spread", (example, spread)
        assert st.check_spread(spread.params, {}) is None
    joined = [n for n, _ in g.notices("joined_clan")]
    for notice in joined:
        text = render(notice, None, lang)
        kept = said(lang, "vétéran de l'arène", "a veteran of the arena", "ветеран арены") in text
        assert kept == notice.params["returning"], text
    assert any(n.params["returning"] for n in joined)


@pytest.mark.parametrize("lang", LANGS)
def test_the_clans_and_the_placement_are_told(games: dict[str, Arena], lang: str) -> None:
    """"Each chief tells the GM by private message where each member of the clan starts ...
    A chief who does not answer by the deadline has the clan spread at random and is told
    so": the start names every clan with its chief and members, each chief is asked with the
    start zones and an example the reader takes, and the arena's opening says who starts
    where, whose clan was drawn with each die, and how to declare an action."""
    g = games["centre"]
    clans, state = g.notices("clans")[0]
    text = render(clans, state, lang)
    for c in clans.params["clans"]:
        assert names(text, c["clan"]) and all(names(text, m) for m in c["alive"]), text
    for ask, state in g.notices("placement_ask"):
        assert state is not None
        text = render(ask, state, lang)
        assert all(f"@{m}" in text for m in ask.params["members"]), text
        for example in re.findall(r"`([^`]+)`", text):
            chief = ask.audience
            ctx = Context(chief, "desk", lang, OPENED, 1, "placement")  # type: ignore[arg-type]
            reading = GAME.parse(state, ctx, example)
            assert isinstance(reading, Order), (example, reading)
            assert isinstance(GAME.accept(state, ctx, reading, {}), Accepted), example
    opening, state = g.notices("arena")[0]
    text = render(opening, state, lang)
    placement = opening.params["placement"]
    assert placement["drawn"] == ["Corbeaux Noirs"]
    for warrior, zone in placement["positions"].items():
        line = next(x for x in text.splitlines() if f"@{warrior} " in x and x.startswith("- **"))
        assert re.search(rf"@{re.escape(warrior)}(?:(?:, | (?:et|and|и) )@[\w-]+)* "
                         rf"(?:(?:en|in) zone|— зона) {zone}", line), (warrior, zone, line)
    for die in placement["dice"]:
        assert said(lang, f"@{die['warrior']} : dé **{die['value']}**",
                    f"@{die['warrior']}: die **{die['value']}**",
                    f"@{die['warrior']}: кубик **{die['value']}**") in text, text
    for command in said(lang, ("j'attaque @", "je me défends", "je tire sur @",
                               "bouclier sur moi", "je vais au centre"),
                        ("I attack @", "I defend myself", "I shoot @", "shield on me",
                         "I go to the centre"),
                        ("атакую @", "защищаюсь", "стреляю в @", "щит на себя",
                         "иду в центр")):
        assert f"`{command}" in text, (command, text)
    drawn = g.notices("placement_drawn")
    assert [n.audience for n, _ in drawn] == ["Jean-Michel"]
    text = render(*drawn[0], lang)
    assert all(f"@{w}" in text for w in drawn[0][0].params["zones"]), text


def _fragments(combat: dict[str, Any], lang: str) -> list[str]:
    """What the results must show of a combat to be checked by hand: each warrior's
    characteristic and die, and each side's sums."""
    die = said(lang, "dé", "die", "кубик")
    out = []
    for row in [*combat["attackers"], *combat["defenders"]]:
        out.append(f"@{row['warrior']}")
        out.append(f" {row['value']}, " + (f"{die} {row['die']})" if row["die"] is not None
                                           else said(lang, "sans dé)", "no die)",
                                                     "без кубика)")))
    for side in ("attack", "defence"):
        score = combat[side]
        assert score["score"] == score["characteristics"] + score["dice"]
        out.append(f"**{score['score']}**")
        if score["dice"] and score["characteristics"]:
            out.append(f"{score['characteristics']} + {score['dice']}")
    return out


def listed(items: list[str], last: str) -> str:
    """"a, b ou c", as the macros list names."""
    return ", ".join(items[:-1]) + last + items[-1] if len(items) > 1 else items[0]


@pytest.mark.parametrize("lang", LANGS)
def test_results_can_be_checked_by_hand(games: dict[str, Arena], lang: str) -> None:
    """"Every die rolled is shown in the results": each die of the round appears once with
    its value, each score as the sum of the characteristics and the dice, the winner, who
    leaves and why, the wound with the characteristic lost, void actions, the moves, the
    holdings and what comes next."""
    die = said(lang, r"\bdé \d+", r"\bdie \d+", r"(?<!\w)кубик \d+")
    for notice, state in records(games):
        record = notice.params["record"]
        text = render(notice, state, lang)
        assert len(re.findall(die, text)) == len(record["dice"]), text
        for combat in record["combats"]:
            for fragment in _fragments(combat, lang):
                assert fragment in text, (fragment, text)
            if combat["leaves"]:
                assert re.search(rf"@{re.escape(combat['leaves'])}[^\n]*"
                                 rf"{said(lang, 'quitte', 'leaves', 'покидает')}", text), text
        for drawn in (d for d in record["dice"] if d["side"] == "default"):
            assert said(lang, f"dé {drawn['value']} sur {drawn['faces']}",
                        f"die {drawn['value']} of {drawn['faces']}",
                        f"кубик {drawn['value']} из {drawn['faces']}") in text, text
            # what was drawn from what: the tied, in the draw's order, and who came out
            among = listed([f"@{o}" for o in drawn["options"]], said(lang, " ou ", " or ", " или "))
            assert re.search(rf"@{drawn['warrior']} [^\n]*\({re.escape(among)}, ", text), text
        for change in record["roster_changes"]:
            # no gender told: the French says the wound without agreeing with the warrior
            assert said(lang, "mutilation grave", "badly maimed", "тяжёлое увечье") in text
            name = said(lang, FRENCH_NAMES[change["characteristic"]], change["characteristic"],
                        RUSSIAN_NAMES[change["characteristic"]])
            assert f"{name} {change['before']} → {change['after']}" in text, text
        for void in record["void"]:  # who, what they tried, and why it did nothing
            line = next(x for x in text.splitlines()
                        if x.startswith(said(lang, f"- @{void['warrior']} ne fait rien",
                                             f"- @{void['warrior']} does nothing",
                                             f"- @{void['warrior']} ничего не делает")))
            tried = void["action"]
            wanted = (re.escape(f"@{tried['target']}") if "target" in tried else
                      said(lang, "zone", "zone", "зон[аеуы]") + f" {tried['to']}")
            assert re.search(wanted, line), line
        for move in record["moves"]:
            assert re.search(rf"@{move['warrior']} ?: [^\n]*→ [^\n]*{move['to']}", text), text
        for zone in record["holdings"]:
            assert said(lang, f"| {'zone' if zone != 'C' else 'le centre'}",
                        f"| {'zone' if zone != 'C' else 'the centre'}",
                        f"| {'зона' if zone != 'C' else 'центр'}") in text
        for clan in {c for c in record["holdings"].values() if c}:
            assert f"**{clan}**" in text
        if record["end"] is None:
            assert str(record["round"] + 1) in text.strip().split("\n")[-1], text


@pytest.mark.parametrize("lang", LANGS)
def test_a_defender_is_asked_to_choose(games: dict[str, Arena], lang: str) -> None:
    """"When X must choose who leaves, the GM asks X in private; with no answer within the
    choice window the attacker (or shooter) with the highest attaque (or tir) leaves": the ask
    shows the combat with its sums, who may leave, the window and the default."""
    asks = [(n, s) for g in games.values() for n, s in g.notices("choice_ask")]
    assert {n.params["choice"]["default_by"] for n, _ in asks} == {"highest", "draw"}
    assert {n.params["choice"]["kind"] for n, _ in asks} == {"melee", "shooting"}
    for notice, state in asks:
        assert state is not None
        text = render(notice, state, lang)
        choice, combat = notice.params["choice"], notice.params["combat"]
        assert notice.audience == choice["chooser"]
        for option in choice["options"]:
            assert f"`@{option}`" in text, text
        for fragment in _fragments(combat, lang):
            assert fragment in text, (fragment, text)
        assert said(lang, "2 heures", "2 hours", "2 часа") in text, text
        assert said(lang, f"@{choice['default']} qui quittera",
                    f"@{choice['default']} leaves the arena",
                    f"арену покинет @{choice['default']}") in text, text
        if choice["default_by"] == "draw":  # drawn among whom, and who came out
            among = listed([f"@{o}" for o in choice["among"]], said(lang, " et ", " and ", " и "))
            assert said(lang, f"le sort a désigné @{choice['default']} parmi {among}",
                        f"the lot named @{choice['default']} among {among}",
                        f"жребий указал на @{choice['default']} среди {among}") in text, text


@pytest.mark.parametrize("lang", LANGS)
def test_the_final_says_who_won_and_why(games: dict[str, Arena], lang: str) -> None:
    for g in games.values():
        for notice, state in g.notices("final"):
            text = render(notice, state, lang)
            end = notice.params["end"]
            if end["winner"]:
                assert f"{end['winner']}" in text, text
            else:
                assert said(lang, "Personne ne l'emporte", "Nobody wins",
                            "Победителя нет") in text
            for zone in end.get("zones", [])[1:]:
                assert zone in text
            if end.get("warrior"):
                assert f"@{end['warrior']}" in text


def test_every_template_has_both_languages() -> None:
    assert notices("arena") == NOTICES | PIECES
    for name in notices("arena"):
        for lang in LANGS:
            assert written("arena", name, lang), (name, lang)
    for path in TEMPLATES.glob("*.md.j2"):  # what is still written in one language
        name, lang = path.name.removesuffix(".md.j2").rsplit(".", 1)
        assert lang in LANGS, path.name


# --- what the bridge says around an order -------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", list(GAMES))
def test_every_answer_to_an_order_renders(games: dict[str, Arena], name: str,
                                          lang: str) -> None:
    """The echo of every accepted order, its confirmation, and the refusal of every refused
    one (even those the bridge leaves unanswered in the topic: chat, an ambiguous post)."""
    g = games[name]
    for state, player, key, verdict in g.echoes:
        text = echo(state, player, key, verdict, lang)
        check_text(text, (player, key, verdict), lang)
        assert "étape en cours" not in text and "current step" not in text, text
        confirmed = confirmation(state, player, key, verdict, lang)
        check_text(confirmed, (player, key, verdict), lang)
    for state, player, key, rejection in g.refusals:
        text = refusal(state, player, key, rejection, lang)
        check_text(text, (player, key, rejection), lang)
        assert rejection.code not in text, text


ECHOES = {
    "fr": {("arno", "placement"): "placer le clan Loups : @arno et @bea en zone 1, @carl en zone 2",
           ("arno", "attack"): "pour @carl : attaquer @dina",
           ("dina", "defend"): "se défendre", ("emil", "defend"): "défendre @dina",
           ("hugo", "shoot"): "tirer sur @emil", ("gaspard", "move"): "aller au centre (zone C)",
           ("dina", "shield"): "se protéger derrière son bouclier",
           ("bea", "choose"): "désigner @fanny, qui quitte l'arène"},
    "en": {("arno", "placement"): "place the Loups: @arno and @bea in zone 1, @carl in zone 2",
           ("arno", "attack"): "for @carl: attack @dina",
           ("dina", "defend"): "defend yourself", ("emil", "defend"): "defend @dina",
           ("hugo", "shoot"): "shoot at @emil", ("gaspard", "move"): "move to the centre (zone C)",
           ("dina", "shield"): "raise your shield",
           ("bea", "choose"): "name @fanny, who leaves the arena"},
    "ru": {("arno", "placement"): "расставить клан «Loups»: @arno и @bea — зона 1, @carl — зона 2",
           ("arno", "attack"): "за @carl: атаковать @dina",
           ("dina", "defend"): "защищаться", ("emil", "defend"): "защищать @dina",
           ("hugo", "shoot"): "стрелять в @emil", ("gaspard", "move"): "перейти в центр (зона C)",
           ("dina", "shield"): "укрыться за щитом",
           ("bea", "choose"): "назвать того, кто покидает арену: @fanny"},
}


@pytest.mark.parametrize("lang", LANGS)
def test_the_echo_is_canonical(games: dict[str, Arena], lang: str) -> None:
    """Each order kind is echoed in its canonical form; a chief's declaration for a warrior
    says for whom ("pour @carl"), and what it means: the warrior's word would replace it."""
    seen: set[tuple[str, str]] = set()
    kinds = set()
    for g in games.values():
        for state, player, key, verdict in g.echoes:
            kinds.add(verdict.order.kind)
            text = echo(state, player, key, verdict, lang)
            wanted = ECHOES[lang].get((player, verdict.order.kind))
            if wanted and wanted in text:
                seen.add((player, verdict.order.kind))
            if verdict.params.get("by") not in (None, verdict.actor):
                assert f"@{verdict.actor}" in text and said(
                    lang, "la sienne qui comptera", "theirs is the one",
                    "засчитается именно оно") in text, text
            if wanted and wanted in text:  # a confirmation repeats the order as echoed
                assert f"**{wanted}**" in confirmation(state, player, key, verdict, lang)
    assert seen == set(ECHOES[lang]), set(ECHOES[lang]) - seen
    assert kinds == {"placement", "move", "attack", "defend", "shoot", "shield", "choose"}
    nothing = Accepted("arno", Order("nothing", {}), {"actor": "arno", "by": "arno"})
    g = games["centre"]
    state = next(s for s, _, k, _ in g.echoes if k == "round-2")
    text = echo(state, "arno", "round-2", nothing, lang)
    assert said(lang, "ne rien faire ce tour-ci", "do nothing this round",
                "ничего не делать в этом раунде") in text


@pytest.mark.parametrize("lang", LANGS)
def test_doubts_say_why(games: dict[str, Arena], lang: str) -> None:
    doubted = [(s, p, k, v) for g in games.values() for s, p, k, v in g.echoes if v.order.doubt]
    assert {v.order.doubt for _, _, _, v in doubted} == {"narration", "pronoun"}
    for state, player, key, verdict in doubted:
        text = echo(state, player, key, verdict, lang)
        assert said(lang, "narration", "narration", "повествовании") in text, text
        if verdict.order.doubt == "pronoun":
            assert "@dina" in text, text


# --- every refusal -----------------------------------------------------------------------------


SIGNUP_CODES = (
    "how_to_sign_up", "talk", "not_an_order", "ambiguous", "missing_characteristic",
    "unknown_characteristic", "not_a_number", "below_minimum", "above_maximum", "over_budget",
    "under_budget",
    "spread_not_asked", "no_clan_name", "unknown_clan", "clan_name_taken", "too_many_chiefs",
    "already_in_clan", "refused_by_clan", "clan_full", "not_a_chief", "refusal_used",
    "cannot_refuse_self", "not_in_clan", "signup_closed", "not_signed_up",
    "chief_cannot_leave", "signup_phase", "clan_not_founded", "not_a_chief_here",
)
"""Every refusal of the sign-up: state.py's found_clan, join_clan, refuse, check_spread,
signup.py, and the grammar's."""
ORDER_CODES = (
    "not_an_order", "ambiguous", "not_in_round", "not_in_arena", "unknown_action",
    "unknown_zone", "not_adjacent", "no_such_warrior", "target_not_in_arena",
    "not_an_adversary", "clan_mate", "not_one_zone_away", "not_same_zone", "not_your_warrior",
    "warrior_declared", "not_placement", "not_a_chief", "not_in_clan", "placement_incomplete",
    "bad_start_zone", "placement_expected", "choice_expected", "no_choice", "not_an_option",
)
"""Every refusal of an order: actions.py, state.py's check_placement, desk.py, combat.py's
check_answer, and the grammar's reading failures."""
SETTINGS_CODES = ("invalid_setting", "impossible_budget", "invalid_schedule",
                  "invalid_timezone", "bad_map", "too_few_clans")
WHYS = ("talk", "empty", "too_long", "unreadable", "two_actions", "two_targets", "two_zones",
        "no_target", "no_zone", "defend_or_shield", "conditional", "no_clan", "no_warrior",
        "choose_one")
"""The grammar's reasons (rules/arena/orders.py's docstring, desk.py's choice)."""


def test_every_refusal_code_in_the_rules_is_listed() -> None:
    found: set[str] = set()
    for name in ("state.py", "signup.py", "actions.py", "desk.py", "combat.py", "orders.py",
                 "__init__.py"):
        source = (RULES / name).read_text(encoding="utf-8")
        for first, second in re.findall(
                r'Rejection\(\s*"(\w+)"(?: if [^\n]*? else "(\w+)")?', source):
            found |= {first, second} - {""}
    assert found <= set(SIGNUP_CODES) | set(ORDER_CODES) | set(SETTINGS_CODES), \
        found - set(SIGNUP_CODES) - set(ORDER_CODES) - set(SETTINGS_CODES)
    whys = set(re.findall(r'_(?:ambiguous|not_an_order)\("(\w+)"',
                          (RULES / "orders.py").read_text(encoding="utf-8")))
    assert whys | {"choose_one"} <= set(WHYS), whys - set(WHYS)


def _extra_signups(games: dict[str, Arena]) -> list[Rejection]:
    """The sign-up refusals no post above reaches: asked of the rules directly."""
    g = games["centre"]
    closed = st.close_signup({k: v for k, v in g.roll.items() if k != "waiting"})
    assert isinstance(closed, dict)
    spread = {"attack": 3, "defence": 3, "shooting": 3, "shield": 3}
    cases = [
        st.check_spread({**spread, "magic": 2}, {}),
        st.check_spread({**spread, "attack": "beaucoup"}, {}),
        st.found_clan(closed, "zoe", "Hiboux", spread),
        st.refuse(games["last_clan"].roll, "arno", "arno"),
        arena_signup.enrol({}, {}, "zoe", "desk", "je vais " * 1000, {}),
        Rejection("not_an_order", {"why": "unreadable"}),
        Rejection("signup_phase", {}),
        Rejection("ambiguous", {"why": "two_actions", "kinds": ["chief", "join"]}),
        st.check_veteran({**spread, "attack": 9}, {}),
        st.check_veteran({"attack": 2, "defence": 5}, {}),
        st.check_veteran({**spread, "shield": "x"}, {}),
    ]
    declared = arena_signup.enrol({}, {}, "yann", "topic", "je suis chef de guerre du clan Hiboux",
                                  {})
    assert not isinstance(declared, Rejection)
    for text in ("je me rallie à @yann", "je me rallie à @zed"):
        cases.append(arena_signup.enrol({}, declared.roll, "zoe", "topic", text, {}))
    assert all(isinstance(c, Rejection) for c in cases), cases
    return [c for c in cases if isinstance(c, Rejection)]


@pytest.mark.parametrize("lang", LANGS)
def test_every_signup_refusal_renders(games: dict[str, Arena], lang: str) -> None:
    """Each refusal of a sign-up post says why in words (never the bare code) and what to
    write instead: the open clans, the missing characteristics, the members."""
    refused = [r for g in games.values() for _, r in g.signups] + _extra_signups(games)
    assert {r.code for r in refused} == set(SIGNUP_CODES)
    assert {r.params.get("why") for r in refused if r.code == "not_an_order"} >= {
        "talk", "empty", "too_long", "unreadable"}
    for rejection in refused:
        text = signup_refusal(rejection, lang)
        check_text(text, rejection, lang)
        assert rejection.code not in text, text
        for listed in ("clans", "members", "names"):
            for value in rejection.params.get(listed) or []:
                if listed == "names" and rejection.code in ("missing_characteristic",
                                                            "unknown_characteristic"):
                    continue
                assert names(text, value), (listed, value, text)
        for value in (rejection.params.get(k) for k in ("clan", "refused", "budget")):
            if value:
                assert str(value) in text, (value, text)
    texts = {("not_an_order", "talk") if r.code == "talk" else (r.code, r.params.get("why")):
             signup_refusal(r, lang) for r in refused}
    assert len(set(texts.values())) == len(texts)


def _extra_orders(games: dict[str, Arena]) -> list[tuple[dict[str, Any], str, str, Rejection]]:
    """The refusals of an order no post above reaches: asked of the rules directly where they
    answer, written by hand where only another state would give them."""
    g = games["centre"]
    placing = next(s for s, _, k, _ in g.echoes if k == "placement")
    round1 = next(s for s, _, k, _ in g.echoes if k == "round-1")
    choosing = next(s for s, _, k, _ in g.echoes if k == "round-1-choice")
    cases: list[tuple[dict[str, Any], str, str, Rejection]] = []

    def ask(state: dict[str, Any], player: str, key: str, order: Order | str,
            channel: str = "topic") -> None:
        ctx = Context(player, channel, "fr", OPENED, 1, key)  # type: ignore[arg-type]
        reading = GAME.parse(state, ctx, order) if isinstance(order, str) else order
        if isinstance(reading, Order):
            reading = GAME.accept(state, ctx, reading, {})
        assert isinstance(reading, Rejection), (order, reading)
        cases.append((state, player, key, reading))

    ask(placing, "bea", "placement", Order("placement", {"zones": {"bea": "1"}}), "desk")
    ask(placing, "arno", "placement", Order("attack", {"target": "dina"}), "desk")
    ask(placing, "arno", "placement", "   ", "desk")
    ask(placing, "arno", "placement", "je place @bea", "desk")
    ask(placing, "arno", "placement", "zone 2", "desk")
    ask(round1, "arno", "round-1", Order("placement", {"zones": {"arno": "1"}}))
    ask(round1, "arno", "round-1", Order("attack", {"target": "arno"}))
    ask(round1, "arno", "round-1", Order("charm", {"target": "dina"}))
    unknown = check_action(round1, "arno", {"kind": "charm", "target": "dina"})
    not_placing = st.check_placement(round1, "arno", {"arno": "1"})
    assert unknown is not None and not_placing is not None
    cases += [(round1, "arno", "round-1", unknown), (round1, "arno", "placement", not_placing)]
    ask(round1, "arno", "round-1", "je vais en zone 2 ou en zone 4")
    ask(round1, "arno", "round-1", "je tire")
    ask(round1, "arno", "round-1", "je protège @bea")
    ask(round1, "arno", "round-1", "si @fanny attaque, je défends @bea")
    ask(round1, "arno", "round-1", "je vais " * 1000)
    ask(choosing, "arno", "round-1-choice", Order("choose", {"leaves": "fanny"}), "desk")
    ask(choosing, "bea", "round-1-choice", Order("choose", {"leaves": "arno"}), "desk")
    ask(choosing, "bea", "round-1-choice", Order("defend", {"target": "bea"}), "desk")
    cases.append((round1, "arno", "round-1", Rejection("not_an_order", {"why": "unreadable"})))
    cases.append((round1, "arno", "round-1", Rejection("ambiguous", {"why": "no_zone"})))
    cases.append((placing, "arno", "placement", Rejection("ambiguous", {"why": "no_clan",
                                                                       "clans": ["Loups"]})))
    return cases


@pytest.mark.parametrize("lang", LANGS)
def test_every_order_refusal_renders(games: dict[str, Arena], lang: str) -> None:
    """Each refusal of an order says why in words, and what is valid now: the zones, the
    options, the members, and, when the refusal knows where the warrior stands, the zones
    they may go to and who stands around them."""
    cases = [c for g in games.values() for c in g.refusals] + _extra_orders(games)
    assert {r.code for _, _, _, r in cases} == set(ORDER_CODES)
    assert {r.params.get("why") for _, _, _, r in cases
            if r.code in ("not_an_order", "ambiguous")} >= set(WHYS) - {"no_clan"}
    texts = {}
    for state, player, key, rejection in cases:
        text = refusal(state, player, key, rejection, lang)
        check_text(text, rejection, lang)
        assert rejection.code not in text, text
        for listed in ("zones", "options", "missing", "names", "targets"):
            for value in rejection.params.get(listed) or []:
                assert names(text, value), (listed, value, text)
        if "from" in rejection.params:
            near = st.neighbours(state["settings"]["map"], rejection.params["from"])
            zone = said(lang, "zone", "zone", "зон[аеуы]")
            assert all(re.search(rf"{zone} {z}\b", text) for z in near), text
            here = [w for w, z in st.positions(state).items()
                    if z == rejection.params["from"]]
            assert all(f"@{w}" in text for w in here), text
        texts[(rejection.code, rejection.params.get("why"), key.split("-")[0])] = text
    assert len(set(texts.values())) == len(texts)


SETTINGS = [
    {"budget": 0}, {"maximum": 0}, {"minimum": 4, "maximum": 3}, {"budget": 30},
    {"max_chiefs": 1}, {"choice_minutes": -5}, {"tie": "coin"},
    {"always_count_defender": "sometimes"}, {"schedule": "daily"}, {"timezone": "Mars/Olympus"},
    {"map": "not a map"}, {"map": {"zones": ["1", "1"], "borders": []}},
    {"map": {"zones": ["1", "2"], "borders": [["1"]]}},
    {"map": {"zones": ["1", "2"], "borders": [["1", "3"]]}},
    {"map": {"zones": ["1", "2"], "borders": [["1", "1"]]}},
    {"map": {"zones": ["1", "2"], "borders": [["1", "2"]], "centre": "9"}},
    {"map": {"zones": ["1", "2"], "borders": [["1", "2"]], "centre": "2", "start": []}},
    {"map": {"zones": ["1", "2"], "borders": [["1", "2"]], "centre": "2", "start": ["2"]}},
    {"map": {"zones": ["1", "2", "3"], "borders": [["1", "2"]], "centre": "2",
             "start": ["1"]}},
    {"placement_hours": 0},
]


@pytest.mark.parametrize("lang", LANGS)
def test_refused_settings_and_clans_are_explained(lang: str) -> None:
    """Every code of `check_settings` (and every reason of a bad map) is a sentence naming
    what is wrong; a start with a single clan is refused with the reason."""
    reasons = set()
    for settings in SETTINGS:
        rejection = GAME.check_settings(settings)
        assert rejection is not None, settings
        reasons.add((rejection.code, rejection.params.get("reason")))
        text = TEXTS.render("bridge", "create_refused", lang, "UTC", code=rejection.code,
                            games=["arena", "indixo", "mud"], params=rejection.params,
                            kind="arena")
        check_text(text, rejection, lang)
        assert rejection.code not in text and "motif" not in text and "reason:" not in text
        setting = rejection.params.get("setting")
        if setting:
            assert f"`{setting}`" in text, text
    assert {code for code, _ in reasons} == set(SETTINGS_CODES) - {"too_few_clans"}
    assert {why for code, why in reasons if code == "bad_map"} == {
        "not_a_map", "duplicate_zone", "not_a_border", "unknown_zone", "self_border",
        "no_centre", "bad_start", "start_is_centre", "unreachable"}
    g = Arena()
    g.warrior("arno", "Je suis chef de guerre du clan des Loups", "3 partout")
    with pytest.raises(SetupRefused) as refused:
        g.start()
    rejection = refused.value.rejection
    assert rejection.code == "too_few_clans"
    text = bridge("cannot_start", lang, count=1, min_players=2, max_players=36,
                  code=rejection.code, params=rejection.params)
    check_text(text, rejection, lang)
    assert "Loups" in text and rejection.code not in text, text


# --- the steps' names and the parts of play -----------------------------------------------------


KEYS = ("placement", "round-2", "round-2-choice")
STEP_WORDS = {"fr": {"placement": "placement des clans", "round-2": "tour 2",
                     "round-2-choice": "choix de qui quitte l'arène (tour 2)"},
              "en": {"placement": "clans' placement", "round-2": "round 2",
                     "round-2-choice": "choice of who leaves the arena (round 2)"},
              "ru": {"placement": "расстановк", "round-2": "раунд",
                     "round-2-choice": "того, кто покидает арену (раунд 2)"}}
"""How the bridge's messages name each step (in Russian, the stem: the step is named in
the nominative or the genitive, "раунд 2" or "раунда 2", as the sentence needs)."""


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("key", KEYS)
def test_every_step_is_named(games: dict[str, Arena], key: str, lang: str) -> None:
    """The bridge's messages name the arena's steps in its own words, never "the current
    step"; a silent player is told what the rules do without them."""
    state = games["centre"].state
    view = GAME.view(state, "arno")
    for template, params in (
            ("reminder", {"deadline": DEADLINE}),
            ("refused", {"code": "results_pending"}),
            ("refused", {"code": "wrong_step"}),
            ("step_closed", {"status": "review"}),
            ("published", {"status": "running"}),
            ("gm_help", {"status": "running", "command": "ok", "soon": DEADLINE}),
            ("order_refused", {"code": "no_choice", "params": {}, "view": view})):
        text = bridge(template, lang, step=step_number(key), key=key, **params)
        check_text(text, (template, key), lang)
        assert "étape en cours" not in text and "current step" not in text, text
        assert "текущий этап" not in text and "текущего этапа" not in text, text
        assert STEP_WORDS[lang][key] in text, (template, text)
        if lang == "ru" and key == "round-2":
            assert re.search(r"раунда? 2", text), text
    silent = bridge("reminder", lang, step=2, key=key, deadline=DEADLINE)
    assert ("silencieux" not in silent) and ("silent" not in silent), silent
    assert "молчащ" not in silent, silent


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("key", KEYS)
def test_every_step_opens(key: str, lang: str) -> None:
    """A round opens in the topic with its deadline and how to declare; the placement and the
    choices (announced to nobody) render too."""
    for deadline in (DEADLINE, None):
        text = bridge("step_open", lang, step=step_number(key), key=key, phase=key,
                      channel="desk" if key != "round-2" else "topic", deadline=deadline,
                      count=7, private=key != "round-2")
        check_text(text, (key, deadline), lang)
        if deadline:
            assert text.count("22:00") == 1 and "[date=" not in text, text  # written once
        if key == "round-2":
            assert "7" in text and "2" in text, text
            assert "bureau d'ordres" not in text and "order desk" not in text, text


@pytest.mark.parametrize("lang", LANGS)
def test_the_gm_is_told_of_rounds(lang: str) -> None:
    """The GM's desk, the creation answer, the publication and the help say "tour"/"round",
    the arena's word, never "étape"/"step"."""
    for name, params in (
            ("gm_desk", {"name": GAME.names[lang], "settings": {"review": "gm"}, "bot": "gm",
                         "live": False,
                         "status_url": "http://x/status"}),
            ("game_created", {"topic_link": "/t/1"}),
            ("published", {"status": "finished", "key": "", "step": 0}),
            ("gm_help", {"status": "signup", "command": "ok", "key": "", "step": 0,
                         "soon": DEADLINE})):
        text = bridge(name, lang, **params)
        check_text(text, name, lang)
        assert not re.search(r"\b(étapes?|steps?|этап\w*)\b", text), text
        if name != "gm_help":  # the help during the sign-up names no part of play now
            assert re.search(r"\b(tours?|rounds?|vainqueur|winner|раунд\w*|победител\w*)\b",
                             text), text


# --- the commands the texts teach are the commands the reader reads ------------------------------


def _understood(phases: dict[str, dict[str, Any]], command: str) -> bool:
    """Whether some phase of the arena reads `command` as an order, names filled in."""
    command = re.sub(r"@(pseudo|name|chef|chief|имя|вождь)", "@dina", command)
    command = re.sub(r"<(nom|name|название)>", "Loups", command)
    for phase, state in phases.items():
        for channel in ("desk", "topic"):
            speaker = "arno" if phase != "signup" else "zoe"
            if isinstance(read(state, speaker, command, channel), Order):
                return True
    return False


def _phases(games: dict[str, Arena]) -> dict[str, dict[str, Any]]:
    """A state of each phase: the sign-up with every clan the games founded, the centre
    game's placement and first round."""
    g = games["centre"]
    founded = {n.params["clan"]: n.params["player"] for gm in games.values()
               for n, _ in gm.notices("clan_founded")}
    signup = st.new_state({"max_chiefs": len(founded)})
    for clan, chief in founded.items():
        founding = st.found_clan(signup, f"{chief}_{len(signup['clans'])}", clan, {
            "attack": 3, "defence": 3, "shooting": 3, "shield": 3})
        assert isinstance(founding, dict), founding
        signup = founding
    return {"signup": signup,
            "placement": next(s for s, _, k, _ in g.echoes if k == "placement"),
            "round": next(s for s, _, k, _ in g.echoes if k == "round-1")}


@pytest.mark.parametrize("lang", LANGS)
def test_every_command_shown_is_understood(games: dict[str, Arena], lang: str) -> None:
    """Every `command` a notice, an opening or a refusal teaches reads as an order."""
    g = games["centre"]
    phases = _phases(games)
    texts = [render(n, s, lang) for gm in games.values() for _, n, s in gm.said]
    texts += [bridge("step_open", lang, step=2, key=key, phase=key, channel="topic",
                     deadline=None, count=4, private=False) for key in KEYS]
    texts += [refusal(*case, lang) for case in g.refusals]
    texts += [signup_refusal(r, lang) for _, r in g.signups]
    commands = {c for text in texts for c in re.findall(r"`([^`]+)`", text)}
    commands = {c for c in commands if not re.fullmatch(r"@[\w-]+", c)}  # a choice's names
    assert len(commands) > 20, commands
    misread = sorted(c for c in commands if not _understood(phases, c))
    assert not misread, misread


EXAMPLE_CLANS = {"Волки": "Loups"}
"""The clan the Russian texts' examples name where the French ones name the Loups."""


def _filled(command: str) -> str:
    """A command with its placeholders filled in: a player (dina), a clan (Loups)."""
    command = re.sub(r"@(pseudo|name|chef|chief|имя|вождь)(?!\w)", "@dina", command)
    return re.sub(r"<(nom|name|название)>", "Loups", command)


def _reading(phases: dict[str, dict[str, Any]],
             command: str) -> tuple[str, str, str, Order] | None:
    """The first phase and channel where `command` reads as an order, with who said it and
    the order."""
    for phase, state in phases.items():
        for channel in ("desk", "topic"):
            speaker = "arno" if phase != "signup" else "zoe"
            found = read(state, speaker, _filled(command), channel)
            if isinstance(found, Order):
                return phase, channel, speaker, found
    return None


def _twins(games: dict[str, Arena]) -> list[tuple[str, str, str]]:
    """Each text the games make, in Russian and in French: the notices, the step openings,
    the answers to refused orders and sign-ups (what they teach is the same)."""
    pairs: list[tuple[str, str, str]] = []
    for name, g in games.items():
        for label, notice, state in g.said:
            pairs.append((f"{name} {label} {notice.template}", render(notice, state, "ru"),
                          render(notice, state, "fr")))
        for case in g.refusals:
            pairs.append((f"{name} {case[3]}", refusal(*case, "ru"), refusal(*case, "fr")))
        for _, rejection in g.signups:
            pairs.append((f"{name} {rejection}", signup_refusal(rejection, "ru"),
                          signup_refusal(rejection, "fr")))
    for key in KEYS:
        pairs.append((key, *(bridge("step_open", lang, step=2, key=key, phase=key,
                                    channel="topic", deadline=None, count=4, private=False)
                             for lang in ("ru", "fr"))))
    return pairs


def test_the_russian_commands_read_as_the_orders_they_claim(games: dict[str, Arena]) -> None:
    """Every `command` a Russian text shows is read as the very order its French twin, at
    the same place of the same text, is read as (in the phase and channel where the French
    one reads, from the same speaker): `атакую @имя` as `j'attaque @pseudo`, `щит на себя`
    as `bouclier sur moi`, `все в зону 1` as `tous en zone 1`, `я с @вождь` as `je me
    rallie à @chef`... The names a choice offers are the same names."""
    phases = _phases(games)
    checked: set[str] = set()
    for what, russian, french in _twins(games):
        shown = re.findall(r"`([^`\n]+)`", russian)
        twins = re.findall(r"`([^`\n]+)`", french)
        assert len(shown) == len(twins), (what, shown, twins)
        for command, twin in zip(shown, twins, strict=True):
            if re.fullmatch(r"@[\w-]+", twin):
                assert command == twin, (what, command, twin)
                continue
            claimed = _reading(phases, twin)
            assert claimed is not None, (what, twin)
            phase, channel, speaker, order = claimed
            got = read(phases[phase], speaker, _filled(command), channel)
            if isinstance(got, Order) and got.kind == "chief":
                clan = str(got.params["clan"])
                got = Order("chief", {"clan": EXAMPLE_CLANS.get(clan, clan)}, got.doubt)
            assert got == order, (what, command, twin, got, order)
            checked.add(command)
    assert {"атакую @имя", "защищаюсь", "защищаю @имя", "стреляю в @имя", "щит на себя",
            "щит на @имя", "иду в центр", "иду в зону 2", "ничего не делаю",
            "за @имя: защищаюсь", "все в зону 1", "я с @вождь", "выхожу",
            "я вождь клана <название>", "вступаю в клан <название>",
            "атака 3, защита 3, стрельба 3, щит 3"} <= checked, checked


# --- every template file is used --------------------------------------------------------------


class _Recording(BaseLoader):
    """A loader that remembers which template files the renderer's own loader gave."""

    def __init__(self, inner: BaseLoader) -> None:
        self.inner = inner
        self.used: set[str] = set()

    def get_source(self, environment: Any, template: str) -> Any:
        found = self.inner.get_source(environment, template)
        self.used.add(os.path.normpath(found[1]))
        return found


def test_every_template_file_is_used(games: dict[str, Arena]) -> None:
    """Rendering the games, their answers and the bridge's messages loads every file of
    templates/arena and rules/arena/templates, in every language."""
    texts = Texts()
    loader = _Recording(texts.env.loader)
    texts.env.loader = loader
    for lang in LANGS:
        for g in games.values():
            for _, notice, state in g.said:
                render(notice, state, lang, texts)
            for case in g.echoes:
                echo(*case, lang, texts)
            for case in g.refusals:
                refusal(*case, lang, texts)
            for _, rejection in g.signups:
                signup_refusal(rejection, lang, texts)
        for key in KEYS:
            bridge("step_open", lang, texts, step=2, key=key, phase=key, channel="topic",
                   deadline=None, count=4, private=False)
            bridge("refused", lang, texts, code="wrong_step", step=2, key=key)
            bridge("reminder", lang, texts, step=2, key=key, deadline=DEADLINE)
            bridge("skipped", lang, texts, player="bob", step=2, key=key, status="running")
        bridge("gm_desk", lang, texts, name="x", settings={"review": "gm"}, bot="gm",
               status_url="u", live=False)
        bridge("cannot_start", lang, texts, count=1, min_players=2, max_players=36,
               code="too_few_clans", params={"clans": ["Loups"]})
        bridge("game_topic", lang, texts, name="x", settings={**GAME.defaults}, rules="arena",
               min_players=2, max_players=36)
        bridge("direct_help", lang, texts, games=["arena", "mud"])
        bridge("roster_entry", lang, texts, username="bob", changed=[], unknown=[],
               missing=[], fields=["attack"], entry={"attack": 3, "lost": {"attack": 1}})
        bridge("die_line", lang, texts, faces=6, value=4, why="melee:bob attack dan")
        bridge("gm_status", lang, texts, status="running", view={"phase": "round"}, steps=[],
               paused=False, players=[], co_gms=[])
    files = {os.path.normpath(p) for home in (TEMPLATES, RULES / "templates")
             for p in home.glob("*.md.j2")}
    assert files <= loader.used, sorted(files - loader.used)


@pytest.mark.parametrize("lang", LANGS)
def test_a_refusal_that_knows_its_warrior_lists_the_valid_actions(games: dict[str, Arena],
                                                                 lang: str) -> None:
    """"Attack an adversary in the same zone ... shoot an adversary exactly one zone away ...
    defend or shield oneself or another warrior in the same zone": when the refusal names the
    warrior (`not_an_adversary` does, or any refusal carrying `actor`), it lists their moves,
    the adversaries they may attack and shoot, and whom they may defend."""
    g = games["centre"]
    round1 = next(s for s, _, k, _ in g.echoes if k == "round-1")
    for rejection in (Rejection("not_an_adversary", {"target": "arno"}),
                      Rejection("clan_mate", {"target": "bea", "clan": "Loups",
                                              "actor": "arno"})):
        text = refusal(round1, "arno", "round-1", rejection, lang)
        check_text(text, rejection, lang)
        if lang == "fr":
            wanted = ("aller en zone 2, en zone 4 ou au centre (zone C)",
                      "attaquer @fanny ou @Jean-Michel", "tirer sur @dina ou @emil",
                      "défendre ou protéger de son bouclier @arno, @bea, @fanny ou "
                      "@Jean-Michel")
        elif lang == "en":
            wanted = ("move to zone 2, to zone 4 or to the centre (zone C)",
                      "attack @fanny or @Jean-Michel", "shoot at @dina or @emil",
                      "defend or shield @arno, @bea, @fanny or @Jean-Michel")
        else:
            wanted = ("Из зоны 1 @arno может: перейти в зону 2, в зону 4 или в центр (зона C)",
                      "атаковать @fanny или @Jean-Michel", "стрелять в @dina или @emil",
                      "защищать или прикрывать щитом @arno, @bea, @fanny или @Jean-Michel")
        for fragment in wanted:
            assert fragment in text, (fragment, text)


# --- what the notices carry, each used by the texts ---------------------------------------------


def _refused_for(state: dict[str, Any], speaker: str, text: str) -> Rejection:
    ctx = Context(speaker, "topic", "fr", OPENED, 1, "round-1")  # type: ignore[arg-type]
    reading = GAME.parse(state, ctx, text)
    assert isinstance(reading, Order), (text, reading)
    verdict = GAME.accept(state, ctx, reading, {})
    assert isinstance(verdict, Rejection), (text, verdict)
    return verdict


REASONS = {
    "fr": {("clan_mate", "attack"): "on n'attaque que les guerriers des autres clans",
           ("clan_mate", "shoot"): "on ne tire que sur les guerriers des autres clans",
           ("not_same_zone", "defend"): "on ne défend qu'un guerrier de sa zone",
           ("not_same_zone", "shield"): "on ne protège de son bouclier qu'un guerrier de sa zone",
           ("not_an_adversary", "attack"): "on ne s'attaque pas soi-même : on attaque"},
    "en": {("clan_mate", "attack"): "one attacks only the warriors of other clans",
           ("clan_mate", "shoot"): "one shoots only at the warriors of other clans",
           ("not_same_zone", "defend"): "one defends only a warrior in the same zone",
           ("not_same_zone", "shield"): "one shields only a warrior in the same zone",
           ("not_an_adversary", "attack"): "nobody attacks themselves: one attacks"},
    "ru": {("clan_mate", "attack"): "атакуют только воинов других кланов",
           ("clan_mate", "shoot"): "стреляют только в воинов других кланов",
           ("not_same_zone", "defend"): "защищают только воина своей зоны",
           ("not_same_zone", "shield"): "щитом прикрывают только воина своей зоны",
           ("not_an_adversary", "attack"): "себя не атакуют: атакуют противника"},
}


@pytest.mark.parametrize("lang", LANGS)
def test_a_chiefs_refused_declaration_lists_that_warriors_own_actions(games: dict[str, Arena],
                                                                      lang: str) -> None:
    """"If a warrior has declared nothing, their chief may declare for them": a refused
    declaration carries the warrior it was for (`actor`) and the action tried (`kind`), so
    the refusal lists that warrior's moves and targets from their zone (carl in zone 2, not
    his chief arno's zone 1) and its reason speaks of that action."""
    round1 = next(s for s, _, k, _ in games["centre"].echoes if k == "round-1")
    cases = {"pour @carl : j'attaque @bea": ("clan_mate", "attack"),
             "pour @carl : je tire sur @arno": ("clan_mate", "shoot"),
             "pour @carl : je défends @bea": ("not_same_zone", "defend"),
             "pour @carl : bouclier sur @arno": ("not_same_zone", "shield"),
             "j'attaque @arno": ("not_an_adversary", "attack"),
             "за @carl: атакую @bea": ("clan_mate", "attack"),
             "За @carl — стреляю в @arno": ("clan_mate", "shoot"),
             "за @carl: защищаю @bea": ("not_same_zone", "defend"),
             "за @carl: щит на @arno": ("not_same_zone", "shield"),
             "атакую @arno": ("not_an_adversary", "attack")}
    for text, (code, kind) in cases.items():
        rejection = _refused_for(round1, "arno", text)
        actor = "carl" if "@carl" in text else "arno"
        assert (rejection.code, rejection.params["actor"], rejection.params["kind"]) == (
            code, actor, kind), rejection
        answer = refusal(round1, "arno", "round-1", rejection, lang)
        check_text(answer, rejection, lang)
        assert REASONS[lang][(code, kind)] in answer, answer
        if actor == "carl":
            wanted = (("Depuis la zone 2, @carl peut : aller en zone 1, en zone 3 ou au centre "
                       "(zone C) ; attaquer @dina ou @emil ; tirer sur @fanny, @gaspard, @hugo "
                       "ou @Jean-Michel ; défendre ou protéger de son bouclier @carl, @dina ou "
                       "@emil") if lang == "fr" else
                      ("From zone 2, @carl can: move to zone 1, to zone 3 or to the centre "
                       "(zone C); attack @dina or @emil; shoot at @fanny, @gaspard, @hugo or "
                       "@Jean-Michel; defend or shield @carl, @dina or @emil"))
            if lang == "ru":
                wanted = ("Из зоны 2 @carl может: перейти в зону 1, в зону 3 или в центр "
                          "(зона C); атаковать @dina или @emil; стрелять в @fanny, @gaspard, "
                          "@hugo или @Jean-Michel; защищать или прикрывать щитом @carl, @dina или "
                          "@emil")
            assert wanted in answer, answer


@pytest.mark.parametrize("lang", LANGS)
def test_a_void_action_says_what_was_tried(games: dict[str, Arena], lang: str) -> None:
    """"Every elimination takes effect at the end of the round": an action that no longer
    holds on the start positions is void, and the results say what the warrior tried (hugo,
    in zone 3, attacking dina in zone 2) besides why it did nothing."""
    notice, state = next((n, s) for n, s in games["centre"].notices("results")
                         if n.params["record"]["void"])
    assert notice.params["record"]["void"] == [{
        "warrior": "hugo", "code": "not_same_zone",
        "action": {"kind": "attack", "target": "dina", "by": "hugo"}}]
    text = render(notice, state, lang)
    assert said(lang,
                ("- @hugo (zone 3) : attaquer @dina, sans effet (voir plus bas)",
                 "- @hugo ne fait rien (attaquer @dina) : sa cible n'est pas dans sa zone."),
                ("- @hugo (zone 3): attack @dina, with no effect (see below)",
                 "- @hugo does nothing (attack @dina): their target is not in their zone."),
                ("- @hugo (зона 3): атаковать @dina, без последствий (см. ниже)",
                 "- @hugo ничего не делает (атаковать @dina): цель не в той же зоне.")) \
        == tuple(line for line in text.splitlines() if line.startswith("- @hugo")), text


@pytest.mark.parametrize("lang", LANGS)
def test_a_spread_refusal_says_the_limits_of_this_game(lang: str) -> None:
    """"[setting: budget, min, max]": every refused spread carries this game's budget and
    bounds, which the refusal states, with an example that fits them (16 points, each
    between 2 and 5: not the default 12 between 1 and 6)."""
    settings = {"budget": 16, "minimum": 2, "maximum": 5}
    g = Arena(settings, seed="limits")
    g.signed("arno", "Je suis chef de guerre du clan des Loups")
    for spread, code in (("3 partout", "under_budget"), ("attaque 6, défense 4, tir 3, "
                                                         "bouclier 3", "above_maximum"),
                         ("attaque 1, défense 5, tir 5, bouclier 5", "below_minimum"),
                         ("attaque 5, défense 5, tir 5", "missing_characteristic")):
        rejection = g.turned_away("arno", spread, code, "desk")
        assert {k: rejection.params[k] for k in settings} == settings, rejection
        text = signup_refusal(rejection, lang)
        check_text(text, rejection, lang)
        assert said(lang, "**16 points** en tout, chacune entre **2** et **5**",
                    "**16 points** in all, each between **2** and **5**",
                    "всего **16 очков**, каждая от **2** до **5**") in text, text
        (example,) = re.findall(r"`([^`]+)`", text)
        reading = read(st.new_state(settings), "arno", example, "desk")
        assert isinstance(reading, Order) and st.check_spread(reading.params, settings) is None


@pytest.mark.parametrize("lang", LANGS)
def test_too_many_chiefs_names_the_clans_to_rally_to(games: dict[str, Arena],
                                                     lang: str) -> None:
    """"4 chiefs at most at the start [setting]": a would-be chief turned away is told which
    clans can still take them, with the words to rally."""
    (rejection,) = [r for _, r in games["last_clan"].signups if r.code == "too_many_chiefs"]
    assert rejection.params == {"max": 2, "clans": ["Loups", "Ours"]}
    text = signup_refusal(rejection, lang)
    assert said(lang, "Loups et Ours, par exemple `je rejoins le clan Loups`",
                "Loups and Ours, for instance `I join the Loups`",
                "(Loups и Ours), например `вступаю в клан «Loups»`") in text, text
    full = signup_refusal(Rejection("too_many_chiefs", {"max": 2, "clans": []}), lang)
    check_text(full, "full", lang)
    assert said(lang, "l'arène est au complet", "the arena is full", "арена заполнена") in full


@pytest.mark.parametrize("lang", LANGS)
def test_a_returning_warrior_is_announced_with_the_characteristics_kept(
        games: dict[str, Arena], lang: str) -> None:
    """"Characteristics belong to the forum user and carry over from one game to the next,
    because wounds are permanent": a returning warrior (or chief) is announced with the
    characteristics they bring and what wounds took; a warrior rallying is told who leads
    the clan (its `chief`)."""
    joined = [n for n, _ in games["centre"].notices("joined_clan")]
    carl = next(n for n in joined if n.params["player"] == "carl")
    assert (carl.params["characteristics"], carl.params["lost"], carl.params["chief"]) == (
        {"attack": 3, "defence": 3, "shooting": 3, "shield": 2},
        {"attack": 1, "defence": 0, "shooting": 0, "shield": 0}, "arno")
    text = render(carl, None, lang, genders={"carl": "masculine"})
    assert said(lang, "mené par @arno", "led by @arno", "который ведёт @arno") in text, text
    assert said(lang, "attaque 3, défense 3, tir 3, bouclier 2. Gravement mutilé par le passé : "
                "1 point d'attaque en moins", "attack 3, defence 3, shooting 3, shield 2. Maimed "
                "in earlier games: 1 point of attack lost", "атака 3, защита 3, стрельба 3, щит 2. "
                "Тяжёлые увечья прошлых игр: минус 1 очко атаки") in text, text
    for notice in joined:
        assert names(render(notice, None, lang), notice.params["chief"])
        assert ("characteristics" in notice.params) == notice.params["returning"]
    g = Arena(roster={"carl": CARL, "zoe": {**CARL, "shield": 3, "lost": {
        "attack": 0, "defence": 0, "shooting": 0, "shield": 0}}})
    founded = g.signed("carl", "Je suis chef de guerre du clan des Cerfs").notices
    assert [n.template for n in founded] == ["clan_founded"]
    text = render(founded[0], None, lang, genders={"carl": "masculine"})
    check_text(text, "clan_founded", lang)
    assert said(lang, "attaque 3, défense 3, tir 3, bouclier 2. Gravement mutilé par le passé : "
                "1 point d'attaque en moins", "attack 3, defence 3, shooting 3, shield 2. Maimed "
                "in earlier games: 1 point of attack lost", "атака 3, защита 3, стрельба 3, щит 2. "
                "Тяжёлые увечья прошлых игр: минус 1 очко атаки") in text, text
    unhurt = render(g.signed("zoe", "Je rejoins les Cerfs").notices[0], None, lang)
    assert said(lang, "bouclier 3. Aucune blessure.", "shield 3. No wounds.",
                "щит 3. Увечий нет.") in unhurt


@pytest.mark.parametrize("lang", LANGS)
def test_leaving_says_whether_the_clan_is_dissolved(games: dict[str, Arena], lang: str) -> None:
    """"A chief only by leaving the clan empty": kim, alone in the Vipères, dissolves the
    clan (a chief's place is free again); mia leaves the Ours, who go on."""
    left = {n.params["player"]: n for n, _ in games["centre"].notices("left_clan")}
    assert (left["kim"].params["dissolved"], left["mia"].params["dissolved"]) == (True, False)
    kim, mia = render(left["kim"], None, lang), render(left["mia"], None, lang)
    check_text(kim, "kim", lang)
    check_text(mia, "mia", lang)
    assert said(lang, "**il est dissous**", "**the clan is dissolved**", "**клан распущен**") in kim
    assert said(lang, "3 clans fondés sur 4 possibles", "3 of 4 possible clans founded",
                "кланов основано: 3 из 4 возможных") in kim, kim
    assert said(lang, "Le clan **Ours** continue sans @mia : @dina, @emil et @fanny",
                "The **Ours** go on without @mia: @dina, @emil and @fanny",
                "Клан **Ours** продолжает без @mia: @dina, @emil и @fanny") in mia, mia
    assert "dissous" not in mia and "dissolved" not in mia and "распущен" not in mia


@pytest.mark.parametrize("lang", LANGS)
def test_a_withdrawal_before_the_spread_is_told_privately(games: dict[str, Arena],
                                                         lang: str) -> None:
    """A player who declared (here lou, rallying to the Ours) and withdraws before sending
    the characteristics is told privately that nothing counts, since nothing was announced."""
    ((notice, state),) = games["centre"].notices("withdrawn")
    assert notice.audience == "lou" and state is None
    assert notice.params == {"pending": {"kind": "join", "clan": "Ours"}}
    text = render(notice, None, lang)
    check_text(text, notice, lang)
    assert said(lang, "Vous ne rejoignez donc pas le clan **Ours**",
                "So you do not join the **Ours**",
                "Значит, вы не вступаете в клан **Ours**") in text, text
    chief = Arena()
    chief.signed("zoe", "Je suis chef de guerre du clan des Hiboux")
    (founding,) = chief.signed("zoe", "je me retire").notices
    assert founding.audience == "zoe"
    assert said(lang, "Vous ne fondez donc pas le clan **Hiboux**",
                "So you do not found the **Hiboux**",
                "Значит, вы не основываете клан **Hiboux**") in render(founding, None, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_the_placement_window_is_a_setting(lang: str) -> None:
    """"A chief who does not answer by the deadline has the clan spread at random": the
    deadline is the setting `placement_hours` (default 24, French `placement`), the
    placement step's window, told at the start and to each chief."""
    assert GAME.defaults["placement_hours"] == 24
    assert GAME.aliases["placement"] == "placement_hours"
    assert GAME.check_settings({"placement_hours": 6}) is None
    refused = GAME.check_settings({"placement_hours": -1})
    assert refused is not None and refused.params["setting"] == "placement_hours"
    for hours, words in ((24, ("24 heures", "24 hours", "24 часа")),
                         (6, ("6 heures", "6 hours", "6 часов")),
                         (1.5, ("1 h 30", "1 h 30", "1 ч 30 мин"))):
        g = Arena({"placement_hours": hours}, seed="window")
        g.warrior("arno", "Je suis chef de guerre du clan des Loups", "3 partout")
        g.warrior("dina", "Chef : les Ours", "3 partout")
        g.start()
        (step,) = GAME.steps(g.state)
        assert step.deadline.minutes == 60 * hours  # type: ignore[union-attr]
        for template in ("clans", "placement_ask"):
            for notice, state in g.notices(template):
                text = render(notice, state, lang)
                check_text(text, template, lang)
                assert words[LANGS.index(lang)] in text, text


@pytest.mark.parametrize("lang", LANGS)
def test_the_game_topic_says_how_the_arena_is_joined_and_played(lang: str) -> None:
    """The opening post tells of chiefs and clans, not of 'je participe', says actions are
    declared in the topic, and shows no raw setting (the map is data, not a word)."""
    from rules.arena import GAME

    text = TEXTS.render("bridge", "game_topic", lang, "Europe/Paris",
                        game={"id": 1, "title": "Arène", "kind": "arena", "gm": "gm"},
                        name="Arène", settings={**GAME.defaults}, rules="arena",
                        min_players=GAME.min_players, max_players=GAME.max_players)
    assert said(lang, "chef de guerre", "war chief", "вождём клана") in text
    assert "je participe" not in text and '"join"' not in text and "участвую" not in text
    assert "{'" not in text and "map=" not in text
    assert said(lang, "ici, dans ce sujet", "here, in this topic", "здесь, в этой теме") in text


@pytest.mark.parametrize("lang", LANGS)
def test_the_results_never_nest_parentheses(games: dict[str, Arena], lang: str) -> None:
    """Each declared action is listed with the warrior's zone as '(zone C)', never as
    '(the centre (zone C))'."""
    shown = 0
    for g in games.values():
        for _, notice, state in g.said:
            if notice.template == "results":
                record = copy.deepcopy(notice.params["record"])
                for warrior in record["positions"]:
                    record["positions"][warrior] = "C"  # the centre, named in words
                moved = Notice(notice.audience, notice.template, {**notice.params,
                                                                  "record": record})
                text = render(moved, state, lang)
                assert not re.search(r"\([^()\n]*\(", text), text
                shown += 1
    assert shown


def test_a_warrior_s_own_echo_says_yourself_and_the_gm_s_line_themself() -> None:
    """A native reader's slip: "Order received for round 1: **defend themself**". Said to the
    warrior whose order it is, their own action is in the second person; the same order in
    the GM's list (`order_line`) and a chief's declaration for a warrior stay in the third."""
    for kind, own, theirs in (("defend", "defend yourself", "defend themselves"),
                              ("shield", "raise your shield", "shield themselves")):
        order = {"kind": kind, "target": "dina"}
        taken = bridge("order_taken", "en", order=order, doubt=None, complete=True,
                       final=False, closes=False, sent_at=SENT, actor="dina",
                       superseded=False, step=1, key="round-1", view={},
                       params={"actor": "dina", "by": "dina"}, deadline=DEADLINE)
        assert f"**{own}**" in taken and "themself" not in taken and "their shield" not in taken
        line = bridge("order_line", "en", order=order, actor="dina",
                      params={"actor": "dina", "by": "dina"}, view={})
        assert line.strip() == theirs
        declared = bridge("order_taken", "en", order=order, doubt=None, complete=True,
                          final=False, closes=False, sent_at=SENT, actor="dina",
                          superseded=False, step=1, key="round-1", view={},
                          params={"actor": "dina", "by": "arno"}, deadline=DEADLINE)
        assert f"**for @dina: {theirs}**" in declared


# --- native readers' slips (issue 24, second reading) -------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_a_refusal_said_to_the_warrior_speaks_to_them(games: dict[str, Arena],
                                                      lang: str) -> None:
    """A native reader's slip: "@dina peut…" inside dina's own message. A refusal read by
    the warrior it names (`reader`) says "you" ("vous pouvez", "you can", "вы можете"), with
    themself first of those they may defend; a chief reading of a warrior keeps the third
    person (test_a_chiefs_refused_declaration_lists_that_warriors_own_actions)."""
    state, player, key, rejection = next(
        (s, p, k, r) for s, p, k, r in games["centre"].refusals
        if p == "arno" and r.code == "not_adjacent")
    text = bridge("order_refused", lang, code=rejection.code, params=rejection.params,
                  view=GAME.view(state, player), step=1, key=key, reader="arno")
    assert "@arno" not in text, text
    assert said(lang, "Depuis la zone 1, vous pouvez : aller en zone 2",
                "From zone 1, you can: move to zone 2",
                "Из зоны 1 вы можете: перейти в зону 2") in text, text
    assert said(lang, "défendre ou protéger de votre bouclier vous-même, @bea, @fanny ou "
                "@Jean-Michel ;", "defend or shield yourself, @bea, @fanny or @Jean-Michel;",
                "защищать или прикрывать щитом себя, @bea, @fanny или @Jean-Michel;") in text, text
    gone = next((s, k, r) for s, p, k, r in games["centre"].refusals
                if p == "carl" and r.code == "not_in_arena")
    own = bridge("order_refused", lang, code="not_in_arena", params=gone[2].params,
                 view=GAME.view(gone[0], "carl"), step=2, key=gone[1], reader="carl")
    assert "@carl" not in own and said(
        lang, "vous avez quitté l'arène et ne pouvez plus agir",
        "you have left the arena and can no longer act", "вы уже не на арене") in own, own
    other = bridge("order_refused", lang, code="not_in_arena", params=gone[2].params,
                   view=GAME.view(gone[0], "carl"), step=2, key=gone[1], reader="arno")
    assert said(lang, "@carl a quitté l'arène", "@carl has left the arena",
                "@carl уже не на арене") in other, other


def test_a_newcomer_who_signs_up_again_is_not_greeted_as_a_veteran() -> None:
    """A native reader's slip: a first-timer greeted "Vétéran de l'arène". Only a warrior
    whose roster entry comes from an earlier game is a veteran: a newcomer who withdraws
    and joins again in the same sign-up (their entry made by this sign-up's spread) keeps
    their spread, is not asked again, and is announced as anyone joining; a veteran still
    is greeted as one."""
    g = Arena(roster={"carl": CARL})
    g.warrior("arno", "Je suis chef de guerre du clan des Loups", "3 partout")
    g.warrior("bea", "Je rejoins les Loups", "attaque 4, défense 3, tir 2, bouclier 3")
    g.signed("bea", "je me retire")
    again = g.signed("bea", "Je rejoins les Loups").notices
    assert [n.template for n in again] == ["joined_clan"], again
    assert not again[0].params["returning"] and g.roll["warriors"]["bea"]["attack"] == 4
    veteran = g.signed("carl", "Je rejoins les Loups").notices[0]
    assert veteran.params["returning"]
    for lang in LANGS:
        text = render(again[0], None, lang)
        assert not re.search("(?i)vétéran|veteran|ветеран", text), text
        assert said(lang, "**@bea** rejoint le clan **Loups**", "**@bea** joins",
                    "**@bea** вступает") in text, text
        assert said(lang, "@carl, vétéran de l'arène", "@carl, a veteran of the arena",
                    "@carl — ветеран арены") in render(veteran, None, lang)
    g.warrior("dina", "Je suis chef de guerre du clan des Ours", "3 partout")
    g.start()
    assert "newcomers" not in g.state


def test_a_wound_and_what_follows_a_warrior_agree_with_their_gender(
        games: dict[str, Arena]) -> None:
    """A native reader's slip: "gravement mutilé" said of every warrior. The French agrees
    with the gender a player told (`gender(name)`), and says it with nothing to agree when
    none was told ("subit une mutilation grave"); so do the veteran's old wound, who is drawn
    or the strongest to leave, a chief's declaration for a warrior and the last warrior."""
    notice, state = next((n, s) for n, s in games["centre"].notices("results")
                         if n.params["record"]["roster_changes"])
    for gender, wound, short in (
            ("feminine", "@carl est **gravement mutilée** :", "**gravement mutilée**, 1 point"),
            ("masculine", "@carl est **gravement mutilé** :", "**gravement mutilé**, 1 point"),
            (None, "@carl subit une **mutilation grave** :", "**mutilation grave**, 1 point")):
        text = render(notice, state, "fr", genders={"carl": gender} if gender else {})
        assert wound in text and short in text, (gender, text)
        if gender != "masculine":
            assert "mutilé**" not in text, text
    joined = next(n for n, _ in games["centre"].notices("joined_clan")
                  if n.params["player"] == "carl")
    for gender, scar in (("feminine", "Gravement mutilée par le passé : 1 point"),
                         (None, "Mutilation grave par le passé : 1 point")):
        text = render(joined, None, "fr", genders={"carl": gender} if gender else {})
        assert scar in text, text
    drawn, state = next((n, s) for n, s in games["last_clan"].notices("results")
                        if any(d["side"] == "default" for d in n.params["record"]["dice"]))
    leaves = next(d["warrior"] for d in drawn.params["record"]["dice"] if d["side"] == "default")
    assert "désignée par le sort" in render(drawn, state, "fr", genders={leaves: "feminine"})
    assert "quitte l'arène, par tirage au sort parmi les plus forts" in render(drawn, state, "fr")
    strongest, state = next((n, s) for n, s in games["centre"].notices("results")
                            if any(c["defender"] == "dina" and c["leaves"] == "bea"
                                   for c in n.params["record"]["combats"]))
    assert "@bea quitte l'arène, la tireuse à la plus forte valeur de tir (3)" in render(
        strongest, state, "fr", genders={"bea": "feminine"})
    assert "@bea quitte l'arène, avec la plus forte valeur de tir (3)" in render(
        strongest, state, "fr")
    assert "@bea покидает арену — самая высокая стрельба" in render(strongest, state, "ru")
    declared = bridge("order_taken", "fr", order={"kind": "defend-self"}, doubt=None,
                      complete=True, final=False, closes=False, sent_at=SENT, actor="dina",
                      superseded=False, step=1, key="round-1", view={},
                      params={"actor": "dina", "by": "arno"}, deadline=DEADLINE,
                      genders={"dina": "feminine"})
    assert "si @dina déclare elle-même une action" in declared, declared
    final, state = next((n, s) for n, s in games["last_warrior"].notices("final"))
    winner = final.params["end"]["warrior"]
    assert f"@{winner} est la dernière guerrière debout" in render(
        final, state, "fr", genders={winner: "feminine"})
    assert f"Il ne reste plus que @{winner} debout dans l'arène." in render(final, state, "fr")


@pytest.mark.parametrize("lang", LANGS)
def test_a_melee_at_the_centre_is_said_at_the_centre(games: dict[str, Arena],
                                                      lang: str) -> None:
    """A native reader's slip: "vous ont attaqué en le centre (zone C)" in the defender's
    choice. The place takes its own preposition: "au centre (zone C)"; and the defender
    reading it is attacked in their gender ("vous ont attaquée")."""
    notice, state = next((n, s) for n, s in games["centre"].notices("choice_ask")
                         if n.params["choice"]["kind"] == "melee")
    combat = {**notice.params["combat"], "zone": "C"}
    moved = Notice(notice.audience, notice.template, {**notice.params, "combat": combat})
    defender = combat["defender"]
    text = render(moved, state, lang)
    assert "en le " not in text, text
    assert said(lang, "une attaque contre vous au centre (zone C)",
                "attacked you in the centre (zone C)", "в центре (зона C)") in text, text
    if lang == "fr":
        assert "vous ont attaquée au centre (zone C)" in render(
            moved, state, lang, genders={defender: "feminine"})


@pytest.mark.parametrize("lang", LANGS)
def test_the_first_round_opens_without_repeating_the_rules_just_said(lang: str) -> None:
    """Round 1 opens in the post that says the rules (declarations replace each other, the
    chief may declare, everything resolved at once): its opening does not say them again;
    a later round's, posted alone, does."""
    first, later = (bridge("step_open", lang, step=number, key=f"round-{number}",
                           phase=f"round-{number}", channel="topic", deadline=DEADLINE,
                           count=7, private=False) for number in (1, 2))
    for message in ("arena-step-open-chief", "arena-step-open-resolved"):
        said = TEXTS.catalogs.say(lang, message).split("(")[0].strip()
        assert said not in first and said in later, (message, first)
