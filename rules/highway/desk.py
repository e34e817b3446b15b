"""Highway Romantics' steps, checks and resolutions as the bridge drives them.

Every action of the live table is a step of its own, with the reply window as deadline and
its default: a cell to name (`cell`), a robbery to propose after a thief (`thief`), a thief
to lay on a guard (`fight`), a split to agree (`vote`, `vote2`) or to change (`revise`),
the leader's dice (`roll`, discobot's reply in the leader's desk) and their assignment
(`assign`, in the desk), a last attempt (`last`). The GM's discobot rolls for the field are
the `field` step, awaiting `GM`, with the reply window too: discobot may never answer (a
trigger word of another language, new-user tips switched off), and at the deadline the bot
draws the numbers still missing itself, with the seeded generator, and says so; the GM may
roll the whole 10×10 field as the original does (100 numbers, cut from the top-left) or
exactly the cells in use. With discobot as the source the host's saved safes are rolled by
the GM too, at the end (`host_roll`, `@discobot roll Xd3` in the GM desk, the same window,
then the bot's seeded dice). Moves are
answered in public by the game's own post, so their orders are taken without a private echo,
and nothing waits for the GM's review: the table is live.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

from rules.base import (
    GM,
    JSON,
    PUBLIC,
    Accepted,
    After,
    Channel,
    Context,
    Notice,
    Order,
    Outcome,
    Rejection,
    Step,
    Submitted,
)
from rules.chance import Chance
from rules.highway import cards, orders, play
from rules.highway import state as st

PLAY_STAGES = ("cell", "thief", "fight", "vote", "revise", "vote2", "last")
"""Stages answered in the game topic."""


def awaited(state: JSON) -> tuple[str, ...]:
    """Who the table waits for now."""
    stage = state["stage"]
    robbery = state["robbery"]
    if stage in ("field", "host_roll"):
        return (GM,)
    if stage in ("cell", "thief"):
        return (st.current(state),)
    if stage == "fight":
        fight = state["fight"]
        return (fight["order"][fight["at"]],)
    if stage == "vote":
        return tuple(p for p in state["players"] if p != robbery["leader"])
    if stage == "vote2":
        return tuple(p for p in st.participants(robbery) if p != robbery["leader"])
    if stage in ("revise", "roll", "assign"):
        return (robbery["leader"],)
    if stage == "last":
        return (state["last"][0],)
    return ()


def steps(state: JSON) -> tuple[Step, ...]:
    """The one action the table waits for (none once the game is over)."""
    stage = state["stage"]
    if state["finished"] or stage in ("over", "count"):
        return ()
    window = After(float(state["settings"]["reply_window_minutes"]))
    if stage == "field":
        return (Step("field", (GM,), "discobot", window, early=True, number=0, phase="field",
                     announce="awaited"),)
    key = f"m{state['move']}-{stage}"
    if stage == "host_roll":
        return (Step(key, (GM,), "discobot", window, early=True, number=state["move"],
                     phase="play", announce="awaited"),)
    if stage in PLAY_STAGES:
        return (Step(key, awaited(state), "topic", window, early=True, number=state["move"],
                     phase="play"),)
    channel: Channel = "discobot" if stage == "roll" else "desk"
    return (Step(key, awaited(state), channel, window, early=True, number=state["move"],
                 phase="play", announce="awaited"),)


def parse(state: JSON, ctx: Context, text: str) -> Order | Rejection:
    """A discobot reply is read as dice; any other post by the grammar, which reads a lone
    column letter and row ("в 2", "к 10") as a cell when it comes from the player asked for
    one in the game topic."""
    if ctx.channel == "discobot":
        return orders.read_dice(text, ctx.asked)
    asked_cell = (ctx.channel == "topic" and state["stage"] == "cell"
                  and not state["finished"] and ctx.speaker == st.current(state))
    return orders.read(text, ctx.speaker, state["players"], asked_cell=asked_cell)


# ------------------------------------------------------------------ checks


def _move(actor: str, order: Order, ends: bool = False) -> Accepted:
    """A move of the live table: answered by the game's public post, not by an echo."""
    return Accepted(actor, order, echo=False, ends=ends)


def accept(state: JSON, ctx: Context, order: Order,
           in_force: Mapping[str, Submitted]) -> Accepted | Rejection:
    """Whose move it is, what this stage takes, and the rules' checks."""
    stage = state["stage"]
    if stage == "field":
        return _field_dice(state, order, in_force)
    if stage == "host_roll":
        return _host_dice(state, order, in_force)
    if order.kind == "split" and _second_revision(state, ctx.speaker):
        return Rejection("one_revision_per_turn", {"leader": ctx.speaker})
    who = awaited(state)
    if ctx.speaker not in who:
        return _not_yours(state, order)
    speaker = ctx.speaker
    kind = order.kind
    if stage in ("cell", "thief", "last"):
        return _turn(state, stage, speaker, order)
    if stage == "fight":
        return _fight(state, speaker, order)
    if stage == "vote":
        if kind == "agree":
            return _move(speaker, order)
        if kind == "split":
            bad = check_split(state, state["robbery"], order.params["split"])
            return bad or _move(speaker, order, ends=True)
        if kind == "disagree":
            return Rejection("counter_needed", {"leader": state["robbery"]["leader"]})
    if stage == "revise":
        if kind == "split":
            return check_split(state, state["robbery"], order.params["split"]) or _move(
                speaker, order)
        if kind == "agree":
            counter = state["robbery"]["counter"]
            if counter is None or counter["split"] is None:
                return Rejection("no_counter", {})
            return _move(speaker, order)
        if kind in ("pass", "disagree"):
            return _move(speaker, Order("pass"))
    if stage == "vote2":
        if kind == "agree":
            return _move(speaker, order)
        if kind in ("disagree", "split"):
            return _move(speaker, Order("disagree"), ends=True)
    if stage == "roll" and kind == "dice":
        return _robbery_dice(state, speaker, order)
    if stage == "assign" and kind == "assign":
        return _assignment(state, speaker, order)
    return Rejection("not_now", {"stage": stage, "kind": kind})


def _not_yours(state: JSON, order: Order) -> Rejection:
    """A move by someone the table does not wait for."""
    return Rejection("not_your_move", {"stage": state["stage"], "awaited": list(awaited(state)),
                                       "kind": order.kind})


def _second_revision(state: JSON, speaker: str) -> bool:
    """A leader who already changed a split this turn writing a split again, while their
    robbery is proposed or once it is called off: the rules allow one change per turn
    («Главарь один раз за один ход может перераспределить добычу»)."""
    if not play.revised_this_turn(state, speaker):
        return False
    robbery = state["robbery"]
    if robbery is not None:
        return bool(robbery["leader"] == speaker and state["stage"] in ("vote", "vote2"))
    return bool(state["stage"] in ("cell", "thief"))


def _field_dice(state: JSON, order: Order,
                in_force: Mapping[str, Submitted]) -> Accepted | Rejection:
    """The GM's `@discobot roll NdM` replies fill the field: exactly the cells in use, row by
    row, or the whole 10×10 field of the original (100 numbers, row by row), cut from its
    top-left corner. Either total completes the field; a total in between waits for more
    rolls until the reply window ends (then the cells in use are the first numbers)."""
    if order.kind != "dice":
        return Rejection("not_now", {"stage": "field", "kind": order.kind})
    if order.params["faces"] != cards.HIGHEST:
        return Rejection("wrong_dice", {"faces": cards.HIGHEST, "asked": order.params["faces"]})
    earlier = in_force.get(GM)
    values = [*(earlier.order.params["values"] if earlier else []), *order.params["values"]]
    needed = state["columns"] * state["rows"]
    have = min(len(values), st.FULL_FIELD)
    return Accepted(GM, Order("field", {"values": values[:st.FULL_FIELD]}),
                    params={"have": have, "needed": needed, "full": st.FULL_FIELD},
                    complete=have in (needed, st.FULL_FIELD))


def _host_dice(state: JSON, order: Order,
               in_force: Mapping[str, Submitted]) -> Accepted | Rejection:
    """The GM's `@discobot roll Xd3` replies for the host's saved safes, one d3 per safe (in
    several rolls when there are more than discobot rolls at once)."""
    if order.kind != "dice":
        return Rejection("not_now", {"stage": "host_roll", "kind": order.kind})
    safes = int(state["host_safes"])
    earlier = in_force.get(GM)
    before = list(earlier.order.params["values"]) if earlier else []
    if order.params["faces"] != 3 or len(before) + order.params["count"] > safes:
        left = min(safes - len(before), st.DISCOBOT_MOST_DICE)
        return Rejection("wrong_host_dice", {"count": left,
                                             "asked": order.params["count"],
                                             "faces": order.params["faces"]})
    values = [*before, *order.params["values"]]
    return Accepted(GM, Order("dice", {"values": values}),
                    params={"have": len(values), "needed": safes, "faces": 3},
                    complete=len(values) >= safes)


def _turn(state: JSON, stage: str, speaker: str, order: Order) -> Accepted | Rejection:
    """The player whose turn it is: a cell (not after a thief, not at the end), a robbery
    (once since the last card), or pass."""
    kind = order.kind
    if kind == "pass":
        return _move(speaker, order)
    if kind == "cell":
        if stage != "cell":
            return Rejection("no_cell_now", {"stage": stage})
        cell = order.params["cell"]
        column, row = cards.cell_place(cell)
        if column >= state["columns"] or row > state["rows"]:
            return Rejection("off_field", {"cell": cell, "columns": state["columns"],
                                           "rows": state["rows"]})
        if cell in state["named"]:
            return Rejection("already_named", {"cell": cell, "by": state["named"][cell]})
        return _move(speaker, order)
    if kind == "rob":
        if stage == "cell" and state["tried"]:
            return Rejection("already_tried", {})
        bad = check_gang(state, speaker, order.params["gang"], order.params["split"])
        return bad or _move(speaker, order)
    return Rejection("not_now", {"stage": stage, "kind": kind})


def check_gang(state: JSON, leader: str, gang: JSON, split: JSON) -> Rejection | None:
    """Exactly two thieves of each weapon type, at least one of the leader's, each card held
    by its player; then the split (every safe given, to the players whose cards take part)."""
    if state["treasury"] == 0:
        return Rejection("empty_treasury", {})
    totals: dict[str, int] = dict.fromkeys(cards.COLOURS, 0)
    for player, counts in gang.items():
        have = st.held(state, player)
        for colour in cards.COLOURS:
            want = int(counts.get(colour, 0))
            if want > have[colour]:
                return Rejection("not_held", {"player": player, "colour": colour,
                                              "want": want, "have": have[colour]})
            totals[colour] += want
    if any(totals[c] != 2 for c in cards.COLOURS):
        return Rejection("bad_gang_types", {"totals": totals})
    if not sum(int(n) for n in gang.get(leader, {}).values()):
        return Rejection("leader_card", {"leader": leader})
    robbery = {"leader": leader, "gang": gang}
    return check_split(state, robbery, split)


def check_split(state: JSON, robbery: JSON, split: JSON) -> Rejection | None:
    """Every safe of the treasury given, only to players whose cards take part."""
    members = st.participants(robbery)
    outsiders = [p for p, n in split.items() if p not in members and int(n)]
    if outsiders:
        return Rejection("split_outsider", {"players": outsiders, "members": members})
    given = sum(int(n) for n in split.values())
    if given != state["treasury"] or any(int(n) < 0 for n in split.values()):
        return Rejection("split_total", {"given": given, "treasury": state["treasury"]})
    return None


def _fight(state: JSON, speaker: str, order: Order) -> Accepted | Rejection:
    """The asked player lays a suitable thief or passes; the drawer must lay if able."""
    fight = state["fight"]
    options = list(fight["can"])
    if order.kind == "pass":
        if speaker == fight["drawer"]:
            return Rejection("must_lay", {"options": options})
        return _move(speaker, order)
    if order.kind != "lay":
        return Rejection("not_now", {"stage": "fight", "kind": order.kind})
    colour = order.params.get("colour")
    if colour is None and len(options) == 1:
        colour = options[0]
    if colour is None:
        return Rejection("which_colour", {"options": options})
    if colour not in options:
        return Rejection("unsuitable", {"colour": colour, "options": options,
                                        "guard": st.colour_of(state, fight["guard"])})
    return _move(speaker, Order("lay", {"colour": colour}))


def _robbery_dice(state: JSON, speaker: str, order: Order) -> Accepted | Rejection:
    """The leader's `@discobot roll Xd3`: one die of three faces per safe."""
    want = state["treasury"]
    params = order.params
    if params["faces"] != 3 or params["count"] != want or len(params["values"]) != want:
        return Rejection("wrong_robbery_dice", {"count": want, "asked": params["count"],
                                                "faces": params["faces"]})
    return Accepted(speaker, Order("dice", {"values": list(params["values"])}), final=True)


def _assignment(state: JSON, speaker: str, order: Order) -> Accepted | Rejection:
    """Each die to a player, as many as the agreed split gives them."""
    robbery = state["robbery"]
    count = len(robbery["dice"])
    given = {p: [int(d) for d in dice] for p, dice in order.params["dice"].items()}
    rest = order.params.get("rest")
    used = [d for dice in given.values() for d in dice]
    if any(not 1 <= d <= count for d in used) or len(set(used)) != len(used):
        return Rejection("bad_dice_numbers", {"count": count})
    if rest is not None:
        given.setdefault(rest, [])
        given[rest] += [d for d in range(1, count + 1) if d not in used]
    if sorted(d for dice in given.values() for d in dice) != list(range(1, count + 1)):
        return Rejection("dice_left", {"count": count})
    split = {p: int(n) for p, n in robbery["split"].items() if int(n)}
    counts = {p: len(d) for p, d in given.items() if d}
    if counts != split:
        return Rejection("not_the_split", {"split": split, "given": counts})
    return Accepted(speaker, Order("assign", {"dice": given}), final=True)


# ------------------------------------------------------------------ resolutions


def resolve(state: JSON, key: str, orders_by_step: Mapping[str, Mapping[str, Submitted]],
            chance: Chance) -> Outcome:
    """The action's answer (or its default, for silence), and the public account."""
    new = copy.deepcopy(state)
    new["events"] = []
    stage = new["stage"]
    given = orders_by_step.get(key, {})
    notices: list[Notice] = []
    if stage == "field":
        return _field_ready(new, given, chance)
    if stage == "host_roll":
        answer = given.get(GM)
        rolled = list(answer.order.params["values"]) if answer else []
        play.finish(new, chance, play.host_dice(new, rolled, chance))
        return Outcome(new, [Notice(PUBLIC, "final", {"events": new["events"]}, picture=True)],
                       [dict(e) for e in new["events"]], review=False)
    who = awaited(new)
    answer = given.get(who[0]) if len(who) == 1 else None
    order = answer.order if answer else None
    leader = new["robbery"]["leader"] if new["robbery"] else None
    revealed = False
    if stage in ("cell", "thief", "last"):
        revealed = _resolve_turn(new, stage, who[0], order, chance)
    elif stage == "fight":
        _resolve_fight(new, who[0], order)
    elif stage == "vote":
        _resolve_vote(new, given, chance)
    elif stage == "revise":
        _resolve_revise(new, order, chance)
    elif stage == "vote2":
        _resolve_vote2(new, given, chance)
    elif stage == "roll":
        if order is None:
            play.event(new, "bot_rolls", leader=leader)
        play.rolled(new, list(order.params["values"]) if order else play.bot_dice(new, chance))
    elif stage == "assign":
        notices += _resolve_assign(new, order)
    if new["stage"] == "count" and not play.to_host(new):
        play.finish(new, chance)
    notices.insert(0, Notice(PUBLIC, "final" if new["finished"] else "table",
                             {"events": new["events"]}, picture=revealed or new["finished"]))
    if new["stage"] == "assign":
        notices.append(Notice(new["robbery"]["leader"], "assign_ask",
                              {"dice": list(new["robbery"]["dice"]),
                               "split": dict(new["robbery"]["split"])}))
    return Outcome(new, notices, [dict(e) for e in new["events"]], review=False)


def _field_ready(new: JSON, given: Mapping[str, Submitted], chance: Chance) -> Outcome:
    """The GM's rolls fill the field: its commitment is published, the first turn opens. At
    the deadline, the numbers still missing (all of them when discobot never answered) are
    drawn by the bot with the seeded generator, in the open: the table and the GM are told."""
    answer = given.get(GM)
    columns, rows = new["columns"], new["rows"]
    values = list(answer.order.params["values"]) if answer else []
    rolled = len(values)
    for index in range(rolled, columns * rows):
        cell = cards.cell_name(index % columns, index // columns + 1)
        values.append(chance.roll(cards.HIGHEST, f"field {cell}"))
    drawn = len(values) - rolled
    new["field"], layout = st.field_from(values, columns, rows)
    unused = 0 if layout == "full" else max(0, rolled - columns * rows)
    new["commitment"] = st.field_commitment(new["field"], new["salt"])
    new["stage"] = "cell"
    new["move"] = 1
    if drawn:
        play.event(new, "field_drawn", drawn=drawn, rolled=rolled)
    play.event(new, "field_ready", commitment=new["commitment"])
    return Outcome(new, [Notice(PUBLIC, "table", {"events": new["events"]}, picture=True),
                         Notice(GM, "gm_field", {"drawn": drawn, "rolled": rolled,
                                                 "layout": layout, "unused": unused})],
                   [{"event": "field_ready", "values": values, "drawn": drawn,
                     "layout": layout}], review=False)


def _resolve_turn(new: JSON, stage: str, player: str, order: Order | None,
                  chance: Chance) -> bool:
    """A cell, a robbery proposal, a pass or silence. True when a card was revealed."""
    if order is not None and order.kind == "cell":
        play.name_cell(new, player, order.params["cell"], chance)
        return True
    if order is not None and order.kind == "rob":
        origin = {"cell": "cell", "thief": "thief", "last": "last"}[stage]
        play.propose(new, player, order.params["gang"], order.params["split"], origin)
        return False
    play.event(new, "pass", player=player, silent=order is None, stage=stage)
    if stage == "last":
        play.next_last(new)
    else:
        play.pass_turn(new, after=player)
    return False


def _resolve_fight(new: JSON, player: str, order: Order | None) -> None:
    """A thief laid, a pass, or silence: a silent drawer has the first suitable laid."""
    fight = new["fight"]
    if order is not None and order.kind == "lay":
        play.lay(new, player, order.params["colour"])
    elif order is None and player == fight["drawer"]:
        play.lay(new, player, fight["can"][0], how="silent")
    else:
        play.skip_fighter(new, player, silent=order is None)
    play.advance_fight(new)


def _silent_agree(new: JSON) -> bool:
    return bool(new["settings"]["silence_agrees"])


def _resolve_vote(new: JSON, given: Mapping[str, Submitted], chance: Chance) -> None:
    """A counter-proposal sends the split back to the leader; agreement (or silence, by
    the setting) lets the robbery happen."""
    counters = sorted(((s.sent_at, s.post_id, actor, s.order) for actor, s in given.items()
                       if s.order.kind == "split"), key=lambda found: found[:2])
    if counters:
        _, _, by, order = counters[0]
        play.countered(new, by, order.params["split"])
        return
    silent = [p for p in awaited(new) if p not in given]
    if silent and not _silent_agree(new):
        play.countered(new, silent[0], None)
        return
    play.agreed(new, chance)


def _resolve_revise(new: JSON, order: Order | None, chance: Chance) -> None:
    """The leader's one change of the split (or the counter-proposal taken as it is); a
    leader who drops it or stays silent calls the robbery off."""
    robbery = new["robbery"]
    if order is not None and order.kind == "split":
        play.revised(new, order.params["split"])
    elif order is not None and order.kind == "agree":
        play.revised(new, robbery["counter"]["split"])
    else:
        play.robbery_over(new, happened=False)


def _resolve_vote2(new: JSON, given: Mapping[str, Submitted], chance: Chance) -> None:
    """The second split: every member must agree, or the robbery is off."""
    against = [a for a, s in given.items() if s.order.kind == "disagree"]
    silent = [p for p in awaited(new) if p not in given]
    if against or (silent and not _silent_agree(new)):
        play.event(new, "refused", players=against or silent)
        play.robbery_over(new, happened=False)
    else:
        play.agreed(new, chance)


def _resolve_assign(new: JSON, order: Order | None) -> list[Notice]:
    """The leader's assignment (by default the dice in order along the split): each member
    told privately who got how many bags for each safe."""
    robbery = new["robbery"]
    assignment = (order.params["dice"] if order is not None
                  else play.default_assignment(robbery))
    if order is None:
        play.event(new, "assigned_by_default", leader=robbery["leader"])
    members = tuple(st.participants(robbery))
    loot = play.share_out(new, {p: list(d) for p, d in assignment.items()})
    audience: str | tuple[str, ...] = members if len(members) > 1 else members[0]
    notice = Notice(audience, "loot", {"loot": loot, "dice": list(robbery["dice"]),
                                       "assignment": assignment, "leader": robbery["leader"]})
    play.robbery_over(new, happened=True)
    return [notice]


def view(state: JSON, viewer: str | None) -> JSON:
    """What each audience sees, with who is awaited now."""
    seen = st.view(state, viewer)
    seen["awaited"] = list(awaited(state))
    return seen


def status(view: Mapping[str, Any]) -> JSON:
    """The live status's fields (shared/DESIGN.md): current player, finished, the revealed
    cards, the treasury and the host's safes, the hands by weapon type; at the end the bags
    and the shares."""
    found: JSON = {
        "current_player": view["current"], "finished": view["finished"],
        "revealed": {cell: card["kind"] if card["kind"] == "safe"
                     else f"{card['kind']}:{card['colour']}"
                     for cell, card in view["revealed"].items()},
        "treasury_safes": view["treasury"], "host_safes": view["host_safes"],
        "hands": {p: {"sabre": counts["red"], "green": counts["green"], "blue": counts["blue"]}
                  for p, counts in view["held"].items()},
    }
    if view["finished"]:
        found["bags"] = dict(view["bags"])
        found["shares"] = dict(view["shares"]["players"])
    return found
