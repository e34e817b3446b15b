"""Every text of the bridge has a Russian version (templates/bridge/<name>.ru.md.j2), and it
renders in Russian: a Russian game, or a player who joined with "участвую", reads no English
from the bridge.

Each template is rendered with the parameters the bridge passes it (bridge/handlers/,
bridge/turns/, bridge/publishing/, bridge/delivery/recovery.py, bridge/intake/app.py), once for
every branch of its conditionals, through the bridge's own renderer (`bridge.texts.Texts`). The game
pieces a bridge text includes (the order's echo, the refusal, the doubt...) come from a small
Russian game made up here, `proba`, so that every Latin word left in a text is the bridge's
own; then with each real game, whose pieces are French and English only for now: whatever they
add is theirs, the rest must still be Russian.

A text passes when it renders, holds no Latin word outside what it quotes (usernames and
other values it is given, `code`, URLs, Discourse markup such as [date=...] and [details],
@mentions, the time zone a date names, the proper names SHA and Python), names no English
command even in `code` (the Russian ones are shown, and the bridge takes them: bridge/commands
.py), and, when it is a post, is 20 characters at least (Discourse's minimum).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from typing import Any

import pytest
from jinja2 import ChoiceLoader, DictLoader

from bridge.handlers import commands
from bridge.handlers.creation import settings_help
from bridge.texts import Texts, notices, written
from rules import registry
from rules.base import GM, PUBLIC
from rules.reader import confirms

NOT_TEXTS = {"values", "empty"}
"""What the bridge's texts import or include (macros, nothing), never rendered alone."""
NAMES = sorted(notices("bridge") - NOT_TEXTS)
PIECES = {"for_step", "of_step", "this_step", "step_name", "phases", "how_to_join",
          "incomplete_default", "no_answer", "no_answer_gm", "setup_refused", "step_open_default",
          "order_line", "die", "die_line", "field_name", "field_value", "settings",
          "settings_list"}
"""Words other bridge texts include, never posted alone (no minimum length)."""
NO_GAME = {"create_refused", "direct_help", "game_help", "settings_list", "not_a_gamemaster",
           "status_page", "padding"}
"""Texts rendered outside a game (no `game` parameter)."""
GAME_PIECES = {
    "order_taken": ("order", "doubt", "accepted", "incomplete"),
    "order_confirmed": ("order",),
    "order_withdrawn": ("order",),
    "gm_order": ("order",),
    "order_refused": ("rejection",),
    "post_refused": ("rejection",),
    "signup_refused": ("signup_rejection",),
    "game_topic": ("how_to_join",),
    "step_open": ("step_open",),
}
"""The game pieces a text falls back to in English when the game has no Russian one (a game's
own order echo and refusals, and what a Russian default would get wrong: how the game is
joined, where its steps are played)."""

PROBA = {
    "proba/order.ru.md.j2":
        '{% if order.kind == "move" %}переход на {{ order.to }}{% else %}пропуск хода{% endif %}',
    "proba/rejection.ru.md.j2": "{% if code %}в этом сообщении нет приказа.\n{% endif %}",
    "proba/doubt.ru.md.j2": "я нашёл его только в описании, между звёздочками",
    "proba/signup_rejection.ru.md.j2":
        "{% if code %}в эту игру записываются по особым правилам.\n{% endif %}",
    "proba/accepted.ru.md.j2": "{% if params %}Приказ учтён в вашей карточке.\n{% endif %}",
}
"""A made-up game with its pieces in Russian (and none of the pieces the bridge has words for:
the bridge's own Russian words are used)."""
GAME: dict[str, Any] = {"id": 7, "title": "Битва у моста", "kind": "proba", "gm": "sage"}
SENT = "2026-03-02T21:00:00+00:00"
DEADLINE = "2026-03-03T21:00:00+00:00"
CONTROL = {"code", "command", "channel", "doubt", "form"}
"""Parameters that choose a branch: their values are not quoted, so they allow no word (nor
does a game's state, `status`, when it is a string)."""
INNER_CONTROL = {"kind", "role", "status"}
"""The same inside a value (an order's kind, an addressee's role, a game's state); the
bridge's own audiences ("@public", "@gm") allow no word either."""
PROPER = {"SHA", "Python"}
ENGLISH_COMMANDS = re.compile(
    r"\b(start|ok|okay|publish|status|help|cancel|close|roster|join|leave|new game|"
    r"create game|yes|confirm)\b", re.IGNORECASE)
HOLES = ("{{", "}}", "{%", "%}", "{#", "None", "Undefined", "True", "False", "(s)")


def russian_texts() -> Texts:
    texts = Texts()
    assert texts.env.loader is not None
    texts.env.loader = ChoiceLoader([texts.env.loader, DictLoader(PROBA)])
    return texts


TEXTS = russian_texts()


# --- the parameters the bridge passes ----------------------------------------------------------


def cases(key: str = "turn-3", step: int = 3) -> Iterator[tuple[str, dict[str, Any], set[str]]]:
    """(template, parameters, words it may print that come from a branch parameter)."""
    order = {"kind": "move", "to": "B2"}
    yield "already_started", {}, set()
    for gender in ("feminine", "masculine", "other", ""):
        for language in ("fr", "en", "ru", ""):
            if gender or language:
                yield "addressed", {"gender": gender, "language": language,
                                    "game_language": "fr"}, set()
                yield "addressed_gm", {"code": "done", "player": "bea", "gender": gender,
                                       "language": language}, set()
    yield "addressed_gm", {"code": "not_a_player", "player": "zoe", "gender": "",
                           "language": ""}, set()
    yield "cancelled", {}, set()
    for count in (0, 1, 2, 5, 21):
        yield "cannot_start", {"count": count, "min_players": 2, "max_players": 8}, set()
    for count, code in ((1, "setup_failed"), (5, "setup_failed"), (21, "too_few_clans")):
        yield "cannot_start", {"count": count, "min_players": 2, "max_players": 36,
                               "code": code, "params": {}}, set(code.split("_"))
    games = registry.ids()
    for code, params in (
        ("syntax", {}), ("game", {}), ("title", {}), ("unknown_game", {}),
        ("unknown_setting", {"names": ["speed"], "known": ["review", "remind", "turns"],
                             **settings_help("mud")}),
        ("unknown_setting", {"names": ["speed", "fog"], "known": ["review", "turns"],
                             **settings_help("mud")}),
        ("bad_review", {"value": "soon"}), ("bad_remind", {"value": "-1"}),
        ("bad_pause_after", {"value": "-1"}),
        ("bad_schedule", {"value": "every day"}), ("bad_timezone", {"value": "Mars/Olympus"}),
        ("bad_language", {"value": "klingon", "known": ["en", "fr", "ru"]}),
        ("too_few_clans", {}), ("setup_failed", {}),
    ):
        kind = "mud" if code == "unknown_setting" else "chess"  # a setting of a game known
        yield "create_refused", {"code": code, "games": games, "kind": kind,
                                 "params": params}, set(code.split("_"))
    yield "desk_title", {"player": "ana"}, set()
    for under in ([], ["bea"], ["bea", "carl"], ["bea", "carl", "dan", "emil", "fred"]):
        for minimum in (1, 3, 5):
            yield "post_counts", {"phase": "day-2", "number": 2, "minimum": minimum,
                                  "counts": [{"player": p, "posts": n} for p, n in
                                             (("ana", 1), ("bea", 2), ("carl", 5), ("dan", 21))],
                                  "under": under}, set()
    yield "direct_help", {"games": games}, set()
    for kind in games:
        yield "game_help", {"kind": kind, **settings_help(kind)}, set()
        yield "settings_list", {"kind": kind, **settings_help(kind)}, set()
    posts = [
        {"audience": "@public", "raw": "Итоги хода 3.", "picture": True, "public": True},
        {"audience": "@gm", "raw": "Для ведущего.", "picture": False, "public": False},
        {"audience": "ana", "raw": "Лично для ana.", "picture": False, "public": False},
        {"audience": ["ana", "bob"], "raw": "Для группы.", "picture": False, "public": False},
    ]
    received = [{"actor": "ana", "echo": "переход на B2", "sent_at": SENT, "speaker": "ana",
                 "doubt": ""},
                {"actor": "bob", "echo": "пропуск хода", "sent_at": SENT, "speaker": "sage",
                 "doubt": "narration"}]
    changes = [{"who": "", "field": "turn", "before": 3, "after": 4},
               {"who": "ana", "field": "position", "before": "B1", "after": "B2"},
               {"who": "bob", "field": "points", "before": None, "after": 1}]
    for publish_at, rerun, orders, missing in (
            (None, 0, received, [{"actor": "carl", "excused": False}]),
            (DEADLINE, 2, [], [{"actor": "carl", "excused": True},
                               {"actor": "dina", "excused": False}]),
            (None, 1, received, [])):
        yield "draft", {"step": step, "key": key, "orders": orders, "missing": missing,
                        "dice": ["к6 → **4**: ничья между ana и bob"], "changes": changes,
                        "posts": posts, "publish_at": publish_at, "rerun": rerun}, set()
    yield "order_line", {"order": order, "actor": "ana", "params": {}, "view": {}}, set()
    for why in ("", "ничья между ana и bob"):
        yield "die_line", {"faces": 6, "value": 4, "why": why}, set()
    yield "die", {"why": "ничья между ana и bob"}, set()
    for field in ("turn", "times_hit", "treasury_safes"):
        yield "field_name", {"field": field}, set()
    for field, x in (("finished", True), ("chief", False)):
        yield "field_value", {"field": field, "x": x}, set()
    for rerun in (1, 2, 5):
        yield "rerolled", {"rerun": rerun, "step": step, "key": key}, set()
    for wrote, words_after in (("@discobot jet 2 d6", False), ("@discobot roll 2d6", True)):
        yield "roll_hint", {"wrote": wrote, "write": "@discobot roll 2d6",
                            "words_after": words_after}, {"discobot"}
    yield "discobot_off", {}, {"discobot"}
    yield "rejected", {"step": step, "key": key}, set()
    for code, extra in (("no_draft", {}), ("unknown_player", {}), ("not_awaited", {}),
                        ("refused", {"refusal": "not_an_order", "refusal_params": {},
                                     "view": {}, "step": step, "key": key})):
        yield "override_refused", {"code": code, "player": "bob", **extra}, set()
    for given, public in ((order, True), (order, False), (None, True), (None, False)):
        yield "gm_order", {"order": given, "actor": "ana", "step": step, "key": key,
                           "params": {"actor": "ana", "by": "ana"}, "view": {},
                           "public": public}, set()
    for given, withdrawn in ((["bob"], []), (["ana", "bob"], ["carl"]), ([], ["carl"]),
                             ([], ["ana", "bob", "carl", "dina", "emil"])):
        yield "gm_orders", {"set": given, "withdrawn": withdrawn, "step": step,
                            "key": key}, set()
    for code, params in (("not_editable", {}), ("not_editable", {"fields": ["points"]}),
                         ("unknown_player", {}), ("bad_position", {"value": "Z9"}),
                         ("position_taken", {"value": "C2", "by": "ana"}),
                         ("bad_number", {"value": "много"}), ("other", {})):
        yield "edit_refused", {"code": code, "params": params, "player": "bob",
                               "field": "position"}, set()
    yield "edited", {"player": "bob", "field": "position", "value": "C4"}, set()
    for code in ("paused", "no_deadline", "no_duration", "past", "no_date"):
        yield "deadline_refused", {"code": code, "soon": DEADLINE}, set()
    moved = {"step": step, "key": key, "deadline": DEADLINE, "before": SENT}
    yield "deadline_moved_gm", moved, set()
    yield "deadline_moved", moved, set()
    for code, player, newcomer in (("unknown_player", "", ""), ("unknown_player", "bob", "eve"),
                                   ("no_newcomer", "bob", ""),
                                   ("already_playing", "bob", "ana")):
        yield "replace_refused", {"code": code, "player": player, "newcomer": newcomer}, set()
    yield "replaced_gm", {"player": "bob", "newcomer": "eve"}, set()
    yield "replaced", {"player": "bob", "newcomer": "eve"}, set()
    for history in ([], ["Ваш кабинет.", "Приказ получен."], ["Один."]):
        yield "seat_history", {"player": "bob", "history": history, "view": {}}, set()
    for code, player in (("unknown_player", ""), ("unknown_player", "bob"),
                         ("already_removed", "bob")):
        yield "remove_refused", {"code": code, "player": player}, set()
    yield "removed_gm", {"player": "bob"}, set()
    yield "removed", {"player": "bob"}, set()
    yield "co_gm_added", {"user": "eve"}, set()
    for user in ("", "eve"):
        yield "co_gm_refused", {"user": user}, set()
    for minutes, held in ((1, 0), (25, 3), (121, 1)):
        yield "forum_was_down", {"since": SENT, "until": DEADLINE, "minutes": minutes,
                                 "held": held, "error": "502 Bad Gateway"}, set()
    yield "ended", {}, set()
    yield "ended_gm", {}, set()
    yield "gm_cancelled", {}, set()
    for code in ("ask", "none", "expired", "ambiguous"):
        for form, player in (("cancel", ""), ("end", ""), ("remove", "bob")):
            until = DEADLINE if code in ("ask", "ambiguous") else None
            yield "gm_confirm", {"code": code, "form": form, "player": player,
                                 "until": until}, set()
    for code in ("cancel", "end", "remove", "close", "skip", "ok", "confirm", "other"):
        for wrote, player in (("отменить приказ у bob", ""), ("исключить @bob из-за", "bob")):
            yield "gm_unsure", {"code": code, "wrote": wrote, "player": player,
                                "status": "running", "key": key, "step": step}, set()
    decisions = [{"at": SENT, "by": "sage", "action": action, "key": k, "detail": detail}
                 for action, k, detail in (("publish", key, {"label": "turn-3#1"}),
                                           ("deadline", key, {"after": DEADLINE}),
                                           ("replace", "", {"player": "bob", "newcomer": "eve"}),
                                           ("start", "", {}))]
    for made in ([], decisions):
        yield "journal", {"decisions": made}, set()
    for until in (None, DEADLINE):
        yield "away", {"until": until}, set()
        yield "away_gm", {"player": "bob", "until": until}, set()
    help_steps = [{"step": step, "key": key, "channel": "desk", "phase": key, "awaited": True,
                   "deadline": DEADLINE, "count": 3, "private": True}]
    for status, steps, stand_in, away in (("signup", [], None, None),
                                          ("running", help_steps, "eve", DEADLINE),
                                          ("running", [], None, None),
                                          ("finished", [], None, None)):
        yield "player_help", {"status": status, "steps": steps, "view": {},
                              "away_example": DEADLINE,
                              "stand_in": stand_in, "away_until": away}, set()
    yield "for_step", {"key": key, "step": step}, set()
    yield "game_created", {"topic_link": "⟦topic:12⟧"}, set()
    for most in (2, 8, 21):
        yield "game_full", {"max_players": most}, set()
    settings = {"review": "gm", "remind": 12, "turns": 8, "fog": True, "gang": False,
                "map": {"zones": ["1", "2"]}, "rooms": ["Cuisine", "Salon"], "timezone": "UTC"}
    calendars = (None, {"every": "even_days", "hour": 22, "minute": 0, "expression": ""},
                 {"every": "day", "hour": 21, "minute": 30, "expression": ""},
                 {"every": "weekdays", "hour": 20, "minute": 0, "weekdays": [0, 3],
                  "expression": ""},
                 {"every": "other", "hour": 22, "minute": 0, "expression": "0 22 1 * *"})
    for calendar in calendars:
        for live, review in ((False, "gm"), (False, "auto"), (False, 12), (True, "gm")):
            yield "game_topic", {"name": "Проба", "settings": {**settings, "review": review},
                                 "rules": "proba", "min_players": 2, "max_players": 8,
                                 "calendar": calendar, "live": live}, set()
            if not live:  # a live game's settings are the game's alone (none for proba)
                yield "settings", {"settings": {**settings, "review": review},
                                   "calendar": calendar, "live": live}, set()
    for idle in (1, 3, 5, 21):  # the table pauses itself after `idle` turns nobody played
        for live in (False, True):
            yield "settings", {"settings": {**settings, "pause_after": idle},
                               "calendar": None, "live": live}, set()
            yield "gm_desk", {"settings": {**settings, "pause_after": idle}, "name": "Проба",
                              "bot": "gamemaster", "live": live,
                              "status_url": "https://forum.example/games/7/status"}, set()
        yield "paused", {"changed": True, "minutes": 0, "idle": idle}, set()
        yield "table_paused", {"minutes": 0, "deadline": DEADLINE, "idle": idle}, set()
    yield "game_topic_title", {"name": "Проба"}, set()
    for review, live in (("gm", False), ("auto", False), (12, False), ("gm", True)):
        yield "gm_desk", {"settings": {**settings, "review": review}, "name": "Проба",
                          "bot": "gamemaster", "live": live,
                          "status_url": "https://forum.example/games/7/status"}, set()
    yield "gm_desk_title", {}, set()
    for status in ("signup", "running", "review", "finished", "cancelled"):
        for command in ("", "start", "close", "help", "roster", "rerun", "extend", "end"):
            for named in ("", key):
                yield "gm_help", {"soon": DEADLINE, "status": status, "command": command,
                                  "key": named, "step": step if named else 0, "live": False}, set()
        seats = [{"name": "ana", "language": "ru", "stand_in": None, "away_until": None,
                  "removed": False},
                 {"name": "bob", "language": "fr", "stand_in": "eve", "away_until": DEADLINE,
                  "removed": True}]
        open_now = [{"step": step, "key": key, "deadline": DEADLINE, "awaited": ["ana", "bob"],
                     "answered": ["ana"]},
                    {"step": 4, "key": key, "deadline": None, "awaited": [], "answered": []}]
        rows = [{"name": "ana", "position": "B2", "points": 3, "times_hit": 1},
                {"name": "bob", "position": None, "points": 0, "times_hit": 0}]
        for seated, steps, view in (([], [], {}),
                                    (seats, open_now, {"turn": 3, "players": rows,
                                                       "finished": False,
                                                       "killer": "bob",
                                                       "weapon_rooms": {"Нож": "Кухня"}})):
            for paused in (False, True):
                yield "gm_status", {"status": status, "view": view, "players": seated,
                                    "steps": steps, "paused": paused,
                                    "co_gms": ["eve"] if seated else []}, set()
    yield "group_title", {"members": ["ana", "bob"]}, set()
    for most in (3, 8, 21):
        yield "how_to_join", {"min_players": 2, "max_players": most}, set()
    yield "incomplete_default", {}, set()
    for count in (1, 2, 5, 11, 21, 22):
        yield "joined", {"player": "ana", "count": count}, set()
    for count in (0, 1, 3, 5):
        yield "left", {"player": "ana", "count": count}, set()
    addressees: list[dict[str, Any]] = [
        {"role": "player", "owner": "ana", "recipients": [], "topic_id": None},
        {"role": "game", "owner": "", "recipients": [], "topic_id": None},
        {"role": "group", "owner": "ana+bob", "recipients": [], "topic_id": None},
        {"role": "pm", "owner": "", "recipients": ["ana", "bob"], "topic_id": None},
        {"role": "reply", "owner": "", "recipients": [], "topic_id": 42},
    ]
    for to in addressees:
        for failures in (1, 3, 5):
            yield "message_given_up", {"to": to, "reason": "422 Body is too short",
                                       "failures": failures, "text": "Текст сообщения."}, set()
    yield "no_answer", {"key": key, "step": step}, set()
    yield "no_answer_gm", {"key": key, "step": step}, set()
    for where in ({"role": "gm", "owner": "gm"}, {"role": "player", "owner": "ana#4"},
                  {"role": "group", "owner": "ana,bob"}):
        for by in ("", "bob"):
            yield "desk_intruder", {"where": where, "who": "eve", "by": by,
                                    "strangers": ["eve"]}, set()
    yield "title_mended", {"used": "Проба: Пятница (игра 7) · 2",
                           "reason": "Title has already been used"}, set()
    yield "not_a_gamemaster", {}, set()
    yield "not_in_game", {}, set()
    yield "notice_title", {}, set()
    yield "of_step", {"key": key, "step": step}, set()
    yield "order_confirmed", {"order": order, "step": step, "key": key, "sent_at": SENT,
                              "actor": "ana", "params": {"actor": "ana", "by": "ana"},
                              "view": {}}, set()
    for standing in ("", "переход на B2"):
        yield "order_refused", {"code": "not_an_order", "params": {}, "view": {},
                                "step": step, "key": key, "standing": standing}, set()
    for deadline in (DEADLINE, None):
        yield "order_withdrawn", {"order": order, "actor": "ana", "step": step, "key": key,
                                  "params": {"actor": "ana", "by": "ana"}, "view": {},
                                  "deadline": deadline}, set()
    taken = {"order": order, "doubt": "", "complete": True, "final": False, "closes": False,
             "sent_at": SENT, "actor": "ana", "superseded": False, "step": step, "key": key,
             "view": {}, "params": {}, "deadline": DEADLINE}
    for change in ({}, {"doubt": "narration"}, {"doubt": "narration", "final": True},
                   {"complete": False}, {"superseded": True}, {"final": True},
                   {"final": True, "closes": True}, {"deadline": None},
                   {"params": {"actor": "ana"}}, {"order": {"kind": "pass"}},
                   {"replaced": False}, {"replaced": True}, {"receipt": "9a3e" * 16}):
        yield "order_taken", {**taken, **change}, set()
    yield "padding", {}, set()
    for form in ("of_a", "each", "the", "of_the", "ending", "current"):
        yield "phases", {"form": form}, set()
    yield "post_refused", {"code": "not_an_order", "params": {}, "view": {}}, set()
    yield "public_order", {}, set()
    for status, named in (("finished", ""), ("running", key), ("running", "")):
        yield "published", {"step_key": key, "status": status, "key": named,
                            "step": step if named else 0}, set()
    for code, extra in (("game_over", {}), ("not_started", {}), ("results_pending", {}),
                        ("wrong_step", {}), ("wrong_channel", {"channel": "topic"}),
                        ("wrong_channel", {"channel": "desk"}),
                        ("wrong_channel", {"channel": "discobot"}), ("not_awaited", {}),
                        ("paused", {}), ("roll_not_awaited", {})):
        yield "refused", {"code": code, "step": step, "key": key, **extra}, set()
    yield "refused", {"code": "late_order", "step": 0, "key": ""}, {"late", "order"}
    yield "reminder", {"step": step, "key": key, "deadline": DEADLINE}, set()
    yield "resolution_failed", {"error": "KeyError: 'ana'"}, set()
    for by in ("gm", "player"):
        yield "handling_failed", {"by": by, "error": "RuntimeError('bug')"}, set()
    for where in ("desk", "game", "group"):
        yield "handling_failed_gm", {"author": "bob", "where": where, "number": 7,
                                     "error": "RuntimeError('bug')"}, set()
    entry = {"attack": 3, "defence": 3, "shooting": 2, "lost": {"attack": 1, "defence": 0}}
    for username, found, changed, unknown in (("", None, [], []), ("bob", None, [], []),
                                              ("bob", entry, [], []),
                                              ("bob", entry, ["attack"], []),
                                              ("bob", entry, [], ["speed"])):
        yield "roster_entry", {"username": username, "entry": found, "changed": changed,
                               "unknown": unknown}, set()
    sealed = [{"key": key, "step": step, "actor": "ana", "receipt": "9a3e" * 16,
               "salt": "f00d" * 4, "order": '{"kind":"move","to":"B2"}'},
              {"key": key, "step": step, "actor": "bob", "receipt": "c0de" * 16,
               "salt": "beef" * 4, "order": '{"kind":"pass"}'}]
    for made in (sealed[:1], sealed):
        for salts, changed in ((False, False), (True, False), (True, True), (False, True)):
            replaced = ["ab12" * 16, "cd34" * 16][:len(made)] if changed else []
            yield "receipts", {"sealed": made, "step": step, "key": key, "salts": salts,
                               "changed": changed, "label": f"{key}@0123456789abcdef",
                               "replaced": replaced}, set()
        yield "salts", {"sealed": made, "step": step, "key": key}, set()
    for made in ([], sealed):
        yield "seed_revealed", {"seed": "c0ffee", "salt": "f00d", "commitment": "9a3e",
                                "sealed": made}, set()
    for code in ("setup_failed", "too_few_clans"):
        yield "setup_refused", {"code": code, "params": {}}, set(code.split("_"))
    yield "signup_refused", {"code": "closed", "params": {}}, set()
    for words, player in (
            ([{"action": "join", "language": "ru", "phrase": "участвую"}], False),
            ([{"action": "join", "language": "ru", "phrase": "участвую"},
              {"action": "leave", "language": "ru", "phrase": "выхожу"}], True)):
        yield "signup_unsure", {"wrote": "учавствую", "words": words, "player": player}, set()
    for desks in (True, False):
        yield "started", {"players": ["ana", "bob"], "commitment": "9a3e", "desks": desks}, set()
    for status, review, live, gm_awaited, named in (
            ("running", "gm", False, False, key), ("running", "auto", False, True, key),
            ("running", "12", False, False, ""), ("running", "gm", True, True, ""),
            ("review", "gm", False, False, key), ("finished", "auto", False, False, "")):
        yield "started_gm", {"count": 5, "status": status, "review": review, "live": live,
                             "gm_awaited": gm_awaited, "key": named,
                             "step": step if named else 0,
                             "deadline": DEADLINE if named else None}, set()
    for count in (1, 2, 21):
        yield "started_gm", {"count": count, "status": "running", "review": "gm",
                             "live": False, "gm_awaited": False, "key": key, "step": step,
                             "deadline": DEADLINE}, set()
    for public in statuses():
        yield "status_embed", {"status": public}, set()
        yield "status_page", {"status": public}, set()
        if public["status"] == "running":  # paused by the GM, or by itself: no deadline
            paused = {**public, "paused": True, "deadline": None}
            yield "status_embed", {"status": paused}, set()
            yield "status_page", {"status": paused}, set()
    for status in ("review", "finished", "running"):
        yield "step_closed", {"step": step, "key": key, "status": status}, set()
    yield "step_name", {"key": key, "step": step}, set()
    for name in ("step_open", "step_open_default"):
        for deadline, count in ((DEADLINE, 3), (None, 0)):
            yield name, {"step": step, "key": key, "phase": key, "channel": "desk",
                         "deadline": deadline, "count": count, "private": True}, set()
    yield "this_step", {"key": key, "step": step}, set()
    for changed in (True, False):
        yield "paused", {"changed": changed, "minutes": 0}, set()
        yield "resumed", {"changed": changed, "minutes": 25 if changed else 0}, set()
    for minutes, deadline in ((0, None), (1, DEADLINE), (22, DEADLINE)):
        yield "table_paused", {"minutes": 0, "deadline": deadline}, set()
        yield "table_resumed", {"minutes": minutes, "deadline": deadline}, set()
    for player, known in (("", False), ("ivan", False), ("ivan", True)):
        yield "skip_refused", {"player": player, "known": known}, set()
    for status in ("running", "review", "finished"):
        yield "skipped", {"player": "ivan", "step": step, "key": key, "status": status}, set()
    for code, helper in (("named", "sasha"), ("dropped", None), ("a_player", "bob")):
        yield "stand_in", {"code": code, "stand_in": helper}, set()
    for helper in ("sasha", None):
        yield "stand_in_gm", {"player": "ivan", "stand_in": helper}, set()


def statuses() -> Iterator[dict[str, Any]]:
    """The public status (bridge/publishing/status.py `_status`): a game of turns and the
    arena's."""
    base = {"game_id": 7, "kind": "proba", "title": "Битва у моста", "deadline": DEADLINE}
    players = [{"name": "ana", "position": "B2", "points": 3, "times_hit": 1},
               {"name": "bob", "position": "", "points": 1, "times_hit": 0}, {"name": "carl"}]
    for status in ("signup", "running", "review", "finished", "cancelled"):
        yield {**base, "status": status, "players": players, "turn": 3, "turns": 8}
    yield {**base, "status": "signup", "players": [{"name": "ana"}], "deadline": None}
    warriors = [
        {"name": "ana", "clan": "Loups", "chief": True, "zone": "1", "alive": True,
         "attaque": 1, "defense": 5, "tir": 3, "bouclier": 3},
        {"name": "bob", "clan": "Loups", "chief": False, "zone": None, "alive": True,
         "attaque": 3, "defense": 3, "tir": 3, "bouclier": 3},
        {"name": "carl", "clan": "Ours", "chief": True, "zone": None, "alive": False,
         "attaque": 3, "defense": 3, "tir": 3, "bouclier": 3},
    ]
    arena = {**base, "players": [{"name": "ana"}], "round": 2, "phase": "round",
             "warriors": warriors, "holdings": {"1": "Loups", "C": None}}
    yield {**arena, "status": "running", "finished": False, "winner_clan": None}
    yield {**arena, "status": "finished", "finished": True, "winner_clan": "Loups"}
    yield {**arena, "status": "finished", "finished": True, "winner_clan": None,
           "holdings": {}}


# --- rendering and checking ---------------------------------------------------------------------


def render(name: str, params: Mapping[str, Any], kind: str = "proba",
           texts: Texts = TEXTS) -> str:
    """The Russian text, rendered as the bridge does (a game's own time zone)."""
    return render_in(name, params, "ru", kind, texts)


def render_in(name: str, params: Mapping[str, Any], lang: str, kind: str = "proba",
              texts: Texts = TEXTS) -> str:
    """A bridge text in `lang`, rendered as the bridge does."""
    extra = {} if name in NO_GAME else {"game": {**GAME, "kind": kind}}
    return texts.render("bridge", name, lang, "Europe/Paris", **extra, **params)


def quoted(params: Mapping[str, Any]) -> set[str]:
    """The Latin words of the values a text is given (not those that only choose a branch):
    strings, and the keys and values of data (settings, roster entries, statuses)."""

    def words(value: Any) -> set[str]:
        if isinstance(value, Mapping):
            return set().union(*(words(v) | words(str(k)) for k, v in value.items()
                                 if k not in INNER_CONTROL))
        if isinstance(value, list | tuple):
            return set().union(*(words(v) for v in value))
        if value in (PUBLIC, GM):
            return set()
        return set(re.findall(r"[A-Za-z]+", str(value)))

    return set().union(*(words(v) for k, v in params.items()
                         if k not in CONTROL and not (k == "status" and isinstance(v, str))))


def prose(text: str) -> str:
    """The text without what it quotes verbatim: code, markup, links, mentions, the time zone
    of a date, a raw ISO time (the status page)."""
    text = re.sub(r"```.*?```", " ", text, flags=re.DOTALL)
    text = re.sub(r"`[^`\n]*`", " ", text)
    text = re.sub(r"\[date=[^\]]*\]", " ", text)
    text = re.sub(r"\[/?(?:quote|details)[^\]]*\]", " ", text)
    text = re.sub(r"</?(?:details|summary)>", " ", text)
    text = re.sub(r"https?://\S+", " ", text)
    text = re.sub(r"@[\w.+-]+", " ", text)
    text = re.sub(r"\((?:[A-Za-z_]+/)+[A-Za-z_+-]+\)|\(UTC\)", " ", text)
    return re.sub(r"\d{4}-\d\d-\d\dT[\d:.+-]+", " ", text)


def check(name: str, text: str, allowed: set[str]) -> None:
    """Russian words only, no English command even in code, a post of 20 characters at
    least."""
    for hole in HOLES:
        assert hole not in text, (name, hole, text)
    latin = set(re.findall(r"[A-Za-z]+", prose(text))) - allowed - PROPER
    assert not latin, (name, sorted(latin), text)
    for code in re.findall(r"`([^`\n]*)`", re.sub(r"```.*?```", " ", text, flags=re.DOTALL)):
        found = ENGLISH_COMMANDS.findall(re.sub(r"https?://\S+|@[\w.-]+", " ", code))
        assert not found or set(found) <= allowed, (name, found, text)
    assert re.search(r"[а-яё]", text, re.IGNORECASE), (name, text)
    if name not in PIECES:
        assert len(text.strip()) >= 20, (name, text)


# --- the tests ----------------------------------------------------------------------------------


def test_every_english_bridge_text_has_a_russian_one() -> None:
    missing = [name for name in NAMES if not written("bridge", name, "ru")]
    assert not missing, missing


def test_the_cases_cover_every_bridge_text() -> None:
    assert {name for name, _params, _extra in cases()} == set(NAMES)


@pytest.mark.parametrize("name", NAMES)
def test_every_branch_renders_in_russian(name: str) -> None:
    done = 0
    for case, params, extra in cases():
        if case != name:
            continue
        text = render(name, params)
        check(name, text, quoted(params) | quoted(GAME) | {str(GAME["kind"])} | extra)
        done += 1
    assert done, name


def _has_english_only(kind: str, piece: str) -> bool:
    return written(kind, piece, "en") and not written(kind, piece, "ru")


GAME_KEYS = {"mud": ("turn-3", 3), "arena": ("round-2", 2), "indixo": ("night-1-rooms", 1),
             "highway": ("m3-cell", 3)}
"""A step of each game, as its pieces (step_open, how_to_join) expect one."""


@pytest.mark.parametrize("kind", registry.ids())
def test_with_every_real_game_the_bridge_still_speaks_russian(kind: str) -> None:
    """A real game's Russian texts render; where the game has no Russian piece the bridge
    falls back to its own Russian words, except for the pieces in GAME_PIECES, which are the
    game's own (in English until the game writes them in Russian)."""
    if kind not in GAME_KEYS:
        pytest.skip(f"{kind}: add the key and number of one of its steps to GAME_KEYS")
    key, step = GAME_KEYS[kind]
    game_only = {"order_taken", "order_confirmed", "order_refused", "order_withdrawn",
                 "post_refused", "gm_order",
                 "signup_refused", "order_line", "override_refused", "die", "die_line",
                 "draft"}  # need the game's orders, views, refusals and draws: its own tests
    rules = registry.get(kind)
    assert rules is not None
    for name, params, extra in cases(key, step):
        if name in game_only:
            continue
        if name in ("game_topic", "settings"):  # the game's own settings, as created
            params = {**params, "settings": {**rules.defaults, **{
                k: v for k, v in params["settings"].items() if k in ("review", "remind")}}}
        text = render(name, params, kind)
        english = any(_has_english_only(kind, p) for p in GAME_PIECES.get(name, ()))
        if english:
            assert len(text.strip()) >= 20, (kind, name, text)
            for hole in HOLES:
                assert hole not in text, (kind, name, hole, text)
        else:
            check(name, text, quoted(params) | quoted(GAME) | {kind} | extra)


def test_the_mud_fight_echo_is_russian_around_the_games_own_words() -> None:
    """The mud fight speaks Russian: its echo of an order, inside the bridge's Russian
    sentence, and a refusal saying whether an earlier order stands."""
    text = render("order_taken", {
        "order": {"kind": "move", "to": "C3"}, "doubt": "", "complete": True, "final": False,
        "closes": False, "sent_at": SENT, "actor": "ana", "superseded": False, "step": 3,
        "key": "turn-3", "view": {}, "params": {}, "deadline": DEADLINE, "replaced": False},
        "mud")
    assert text.startswith("Заявка принята — ход 3: **"), text
    check("order_taken", text, {"C"})
    assert "заменяет" not in text  # the first order replaces nothing
    refused = render("order_refused", {"code": "not_an_order", "params": {}, "view": {},
                                       "step": 3, "key": "turn-3", "standing": ""}, "mud")
    assert refused.startswith("Ничего не меняю — ход 3: ") and (  # a post with no order in it
        "Принятой заявки у вас пока нет." in refused), refused


def test_plural_forms_follow_russian_rules() -> None:
    said = {n: render("joined", {"player": "ana", "count": n}) for n in (1, 2, 5, 11, 21, 22)}
    assert "записался 1 игрок)" in said[1]
    assert "записались 2 игрока)" in said[2]
    assert "записалось 5 игроков)" in said[5]
    assert "записалось 11 игроков)" in said[11]
    assert "записался 21 игрок)" in said[21]
    assert "записались 22 игрока)" in said[22]
    assert "после 1 попытки" in render("message_given_up", {
        "to": {"role": "game", "owner": "", "recipients": [], "topic_id": None},
        "reason": "500", "failures": 1, "text": "Текст."})
    assert "с этими 5 игроками:" in render("cannot_start", {
        "count": 5, "min_players": 2, "max_players": 8, "code": "setup_failed", "params": {}})


def test_the_commands_shown_are_the_ones_the_bridge_takes() -> None:
    """Every command a Russian text tells the GM or a player to write is read as that."""
    desk = render("gm_desk", {"settings": {"review": "gm"}, "name": "Проба", "bot": "gm_bot",
                              "live": False,
                              "status_url": "https://forum.example/games/7/status"})
    help_ = render("gm_help", {"soon": DEADLINE, "status": "signup", "command": "", "key": "",
                               "step": 0, "live": False})
    shown = set(re.findall(r"`([а-яё]+)`", desk + help_))
    assert shown == {"начать", "ок", "опубликовать", "статус", "журнал", "помощь"}, (
        shown)  # `отменить игру` in full: a bare `отменить` is under the forum's 10 characters
    for status in ("running", "review"):  # every command a GM is shown is one the bridge reads
        text = render("gm_help", {"soon": DEADLINE, "status": status, "command": "", "key": "",
                                  "step": 0, "live": False})
        for example in re.findall(r"`([^`]+)`", text):
            read = commands.gm_command(example) or commands.override(example)
            assert read is not None, example
    for word in shown:
        assert commands.gm_command(word) is not None, word
    assert "`@gm_bot статус 7`" in desk
    roster = render("roster_entry", {"username": "", "entry": None, "changed": [],
                                     "unknown": []})
    for example in re.findall(r"`(реестр[^`]*)`", roster):
        assert commands.gm_command(example) == "roster", example
        assert commands.roster_command(example) is not None, example
    help_text = render("direct_help", {"games": registry.ids()})
    example = re.search(r"`(новая игра mud [^`]*)`", help_text)
    assert example is not None, help_text
    created = commands.new_game(example.group(1))
    assert created is not None and created.language == "ru" and created.problem is None
    assert created.kind == "mud" and created.title, created
    join = render("how_to_join", {"min_players": 2, "max_players": 8})
    words = re.findall(r"«([^»]+)»", join + help_text)
    assert commands.join_language(words[0]) == "ru", words
    assert commands.leave_language(words[1]) == "ru", words
    echo = render("order_taken", {
        "order": {"kind": "move", "to": "B2"}, "doubt": "narration", "complete": True,
        "final": False, "closes": False, "sent_at": SENT, "actor": "ana", "superseded": False,
        "step": 3, "key": "turn-3", "view": {}, "params": {}, "deadline": DEADLINE})
    answer = re.search(r"«([^»]+)»", echo)
    assert answer is not None and confirms(answer.group(1)), echo


def test_a_gm_command_is_named_in_russian_whatever_its_inner_name() -> None:
    text = render("gm_help", {"soon": DEADLINE, "status": "finished", "command": "close",
                              "key": "", "step": 0})
    assert text.startswith("Команда `закрыть` сейчас не подходит: игра окончена.")


# --- readers' slips (issue 24): weekdays after a preposition, durations, gender, register ----


def test_a_weekday_after_a_preposition_takes_its_case() -> None:
    """«до вторника», «вместо понедельника», «со вторника»: never the nominative after a
    preposition (the weekday's case comes from the catalog, bridge/locale/ru/dates.ftl)."""
    tuesday = "вторника, 3 марта 2026 в 22:00 (Europe/Paris)"
    said = {
        "away": render("away", {"until": DEADLINE}),
        "away_gm": render("away_gm", {"player": "bob", "until": DEADLINE}),
        "deadline_moved": render("deadline_moved", {"step": 3, "key": "turn-3",
                                                    "deadline": DEADLINE, "before": SENT}),
        "forum_was_down": render("forum_was_down", {"since": DEADLINE, "until": DEADLINE,
                                                    "minutes": 1, "held": 0, "error": "502"}),
    }
    assert f"вас не будет до {tuesday}" in said["away"], said["away"]
    assert f"в отъезде до {tuesday}" in said["away_gm"], said["away_gm"]
    assert ", вместо понедельника, 2 марта 2026 в 22:00 (Europe/Paris)." in said[
        "deadline_moved"], said["deadline_moved"]
    assert f"со {tuesday} до {tuesday}" in said["forum_was_down"], said["forum_was_down"]
    for name, text in said.items():
        assert not re.search(r"\b(до|с|со|вместо) (понедельник|вторник|среда|четверг|пятница|"
                             r"суббота|воскресенье),", text), (name, text)
    running = next(s for s in statuses() if s["status"] == "running" and s.get("deadline"))
    embed = render("status_embed", {"status": running})
    assert not re.search(r"до (понедельник|вторник|среда|четверг|пятница|суббота|воскресенье),",
                         embed), embed
    seated = [{"name": "bob", "language": "ru", "stand_in": None, "away_until": DEADLINE,
               "removed": False}]
    status = render("gm_status", {"status": "running", "view": {}, "players": seated,
                                  "steps": [], "paused": False, "co_gms": []})
    assert f"отсутствует до {tuesday}" in status, status
    # French and English weekdays do not decline: the same words as before.
    assert "jusqu'au mardi 3 mars 2026 à 22:00 (Europe/Paris)" in render_in(
        "away", {"until": DEADLINE}, "fr")


@pytest.mark.parametrize(("minutes", "ru", "fr", "en"), [
    (1, "1 минуту", "1 minute", "1 minute"),
    (25, "25 минут", "25 minutes", "25 minutes"),
    (60, "1 час", "1 heure", "1 hour"),
    (121, "2 часа 1 минуту", "2 heures 1 minute", "2 hours 1 minute"),
    (1690, "28 часов 10 минут", "28 heures 10 minutes", "28 hours 10 minutes"),
    (3000, "2 дня 2 часа", "2 jours 2 heures", "2 days 2 hours"),
    (7322, "5 дней 2 часа 2 минуты", "5 jours 2 heures 2 minutes", "5 days 2 hours 2 minutes"),
])
def test_durations_are_said_in_days_hours_and_minutes(minutes: int, ru: str, fr: str,
                                                      en: str) -> None:
    """«паузы в 1690 минут» is «паузы в 28 часов 10 минут»: every duration the bot tells
    people (a pause, an outage) is written by one piece, the catalogs' `duration`."""
    for lang, words, before in (("ru", ru, "после паузы в "), ("fr", fr, "après une pause de "),
                                ("en", en, "after a pause of ")):
        resumed = render_in("resumed", {"changed": True, "minutes": minutes}, lang)
        assert f"{before}{words}" in resumed, resumed
        table = render_in("table_resumed", {"minutes": minutes, "deadline": DEADLINE}, lang)
        assert f"{before}{words}" in table, table
        down = render_in("forum_was_down", {"since": SENT, "until": DEADLINE,
                                            "minutes": minutes, "held": 0, "error": "502"}, lang)
        assert f"({words};" in down or f"({words} ;" in down, down


def test_a_player_who_left_is_said_in_their_gender() -> None:
    """«@lea вышла из игры» when she said she is a woman; untold, a form with no agreement."""
    def left(gender: str | None, lang: str = "ru") -> str:
        return TEXTS.render("bridge", "left", lang, "Europe/Paris", game=GAME, player="lea",
                            count=2, genders={"lea": gender} if gender else {})

    assert left("feminine").startswith("@lea вышла из игры")
    assert left("masculine").startswith("@lea вышел из игры")
    assert left(None).startswith("@lea больше не участвует в игре")
    assert left("feminine", "fr").startswith("@lea s'est retirée de la partie")
    assert left("masculine", "fr").startswith("@lea s'est retiré de la partie")
    assert left(None, "fr").startswith("@lea quitte la partie")


def test_a_players_texts_speak_of_a_bid_not_of_a_military_order() -> None:
    """The register of a game among friends: «Заявка принята», «Заявка не принята», «Контрольный
    код вашей заявки», never «Приказ получен / отклонён», «Квитанция запечатанного приказа»."""
    taken = render("order_taken", {
        "order": {"kind": "move", "to": "C3"}, "doubt": "", "complete": True, "final": False,
        "closes": False, "sent_at": SENT, "actor": "ana", "superseded": False, "step": 3,
        "key": "turn-3", "view": {}, "params": {}, "deadline": DEADLINE, "replaced": True,
        "receipt": "9a3e" * 16})
    assert taken.startswith("Заявка принята — "), taken
    assert "Контрольный код вашей заявки: `" in taken, taken
    refused = render("order_refused", {"code": "not_an_order", "params": {}, "view": {},
                                       "step": 3, "key": "turn-3", "standing": ""})
    assert refused.startswith("Ничего не меняю — "), refused  # no order found: nothing changes
    player_side = ("order_taken", "order_refused", "order_confirmed", "order_withdrawn",
                   "refused", "public_order", "not_in_game", "away", "reminder", "receipts",
                   "step_open_default", "how_to_join", "gm_order", "gm_orders", "salts",
                   "seed_revealed", "started", "post_refused", "player_help")
    for name, params, _extra in cases():
        if name in player_side:
            text = render(name, params)
            for game_words in ("в этом сообщении нет приказа.", "Приказ учтён в вашей карточке."):
                text = text.replace(game_words, "")  # the made-up game's own words
            assert not re.search(r"приказ|квитанц|запечатанн", text, re.IGNORECASE), (name, text)


@pytest.mark.parametrize("lang", ["fr", "en", "ru"])
def test_a_live_game_is_never_promised_drafts_to_confirm(lang: str) -> None:
    """A reader's slip (issue 24): the GM of a live table (the Highway: every move published
    at once, no drafts) was told at creation «каждый ход будет ждать вашего подтверждения»,
    then by the desk «без черновика на проверку». Creation and the desk now say the same:
    a live table has no drafts; a reviewed game's steps wait for the GM's `ok` (or are
    published at once, or after a delay, as its `review` says)."""
    texts = Texts()
    live_game = {"id": 4, "title": "Дорога", "kind": "highway", "gm": "sage"}
    reviewed = {"id": 5, "title": "Грязь", "kind": "mud", "gm": "sage"}
    waits = {"fr": "et valider les", "en": "confirm each", "ru": "будет ждать вашего подтверждения"}
    no_draft = {"fr": "sans brouillon", "en": "without a draft", "ru": "без черновика"}
    for game, live, review in ((live_game, True, "gm"), (reviewed, False, "gm"),
                               (reviewed, False, "auto"), (reviewed, False, "12")):
        created = texts.render("bridge", "game_created", lang, game=game, topic_link="/t/1",
                               live=live, review=review)
        desk = texts.render("bridge", "gm_desk", lang, game=game, name="x", bot="gamemaster",
                            settings={"review": review}, live=live, status_url="u")
        if live:
            assert waits[lang] not in created and no_draft[lang] in created, created
            assert no_draft[lang] in desk, desk
        elif review == "gm":
            assert waits[lang] in created and no_draft[lang] not in created, created
        elif review == "auto":
            assert waits[lang] not in created and no_draft[lang] in created, created
        else:
            assert waits[lang] not in created and "12" in created, created
