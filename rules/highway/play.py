"""The table's moves (shared/rules/highway.md, "A turn", "Robbery", "End"), as changes of a
state the caller already copied. Each change appends what happened to `state["events"]`,
the public account of the move (bags stay out of it until the end).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from rules.base import JSON
from rules.chance import Chance
from rules.highway import cards
from rules.highway import state as st


def event(state: JSON, name: str, **params: Any) -> None:
    """Note something that happened, for the public account of this move."""
    state["events"].append({"event": name, **params})


def _next_stage(state: JSON, stage: str) -> None:
    state["stage"] = stage
    state["move"] += 1


# ------------------------------------------------------------------ naming a cell


def name_cell(state: JSON, player: str, cell: str, chance: Chance) -> None:
    """The card in the cell is shown to all and takes effect."""
    state["named"][cell] = player
    card = st.card_at(state, cell)
    event(state, "card", player=player, cell=cell, card=card)
    if card["kind"] == "safe":
        _safe(state)
    elif card["kind"] == "thief":
        _thief(state, player, cell, chance)
    else:
        _guard(state, player, cell, chance)


def _safe(state: JSON) -> None:
    """Into the treasury, at most 20; a safe drawn while it is full gives the host 1 saved
    safe (2 with 9 or 10 players). The same player names another cell."""
    if state["treasury"] < st.TREASURY_CAP:
        state["treasury"] += 1
    else:
        saved = 2 if len(state["players"]) >= 9 else 1
        state["host_safes"] += saved
        event(state, "treasury_full", saved=saved)
    state["tried"] = False
    if st.cells_left(state):
        _next_stage(state, "cell")
    else:
        begin_end(state)


def _thief(state: JSON, player: str, cell: str, chance: Chance) -> None:
    """Into the hand; a third of one weapon type discards the two held. Then the player may
    propose a robbery (asked only when one is possible), then the turn passes."""
    colour = st.colour_of(state, cell)
    alike = [c for c in state["hands"][player] if st.colour_of(state, c) == colour]
    if len(alike) >= 2:
        for gone in alike:
            state["hands"][player].remove(gone)
            state["discard"].append(gone)
        event(state, "three_alike", player=player, colour=colour, discarded=alike)
    state["hands"][player].append(cell)
    state["tried"] = False
    if st.cells_left(state) and robbery_possible(state, player):
        _next_stage(state, "thief")
    else:
        pass_turn(state, after=player)


def _guard(state: JSON, player: str, cell: str, chance: Chance) -> None:
    """No safe in the treasury: the guard is discarded and the turn passes. Otherwise a
    guard fight round the table, from the drawer."""
    if state["treasury"] == 0:
        state["discard"].append(cell)
        event(state, "guard_discarded", player=player, guard=st.card_at(state, cell))
        pass_turn(state, after=player)
        return
    players = state["players"]
    at = players.index(player)
    state["fight"] = {"guard": cell, "drawer": player, "at": 0, "laid": [],
                      "order": players[at:] + players[:at], "can": []}
    event(state, "fight", player=player, guard=st.card_at(state, cell))
    advance_fight(state)


def pass_turn(state: JSON, after: str) -> None:
    """The turn goes to the player after `after`; once the last cell is named, the end."""
    players = state["players"]
    state["turn"] = (players.index(after) + 1) % len(players)
    state["tried"] = False
    state["revised"] = None
    if not st.cells_left(state):
        begin_end(state, last_namer=after)
        return
    event(state, "turn", player=st.current(state))
    _next_stage(state, "cell")


# ------------------------------------------------------------------ the guard fight


def suitable(state: JSON, player: str) -> list[str]:
    """The weapon types a player could lay now: held, unlike the guard's and unlike the
    thief already laid, in the order sabre, green, blue."""
    fight = state["fight"]
    barred = {st.colour_of(state, fight["guard"])}
    barred |= {st.colour_of(state, lay["cell"]) for lay in fight["laid"]}
    counts = st.held(state, player)
    return [c for c in cards.COLOURS if counts[c] and c not in barred]


def advance_fight(state: JSON) -> None:
    """Ask round the table from the drawer: a player with no suitable thief is passed over at
    once; a drawer with one suitable type has it laid (they must lay); stop at the first who
    has a choice to make, or end the fight when two are laid or the round is over."""
    fight = state["fight"]
    while len(fight["laid"]) < 2 and fight["at"] < len(fight["order"]):
        player = fight["order"][fight["at"]]
        options = suitable(state, player)
        if not options:
            event(state, "passed_over", player=player)
            fight["at"] += 1
            continue
        if player == fight["drawer"] and len(options) == 1:
            lay(state, player, options[0], how="only")
            continue
        fight["can"] = options
        _next_stage(state, "fight")
        return
    finish_fight(state)


def lay(state: JSON, player: str, colour: str, how: str = "") -> None:
    """`player` lays a thief of `colour` on the guard (`how`: "only" when it was the one
    suitable type, "silent" when laid for a silent drawer)."""
    fight = state["fight"]
    cell = next(c for c in state["hands"][player] if st.colour_of(state, c) == colour)
    state["hands"][player].remove(cell)
    fight["laid"].append({"player": player, "cell": cell})
    fight["at"] += 1
    event(state, "laid", player=player, card=st.card_at(state, cell), how=how,
          guard=st.card_at(state, fight["guard"]))


def skip_fighter(state: JSON, player: str, silent: bool) -> None:
    """A player who may lay says "pass" (or is silent): the next is asked."""
    state["fight"]["at"] += 1
    event(state, "fight_pass", player=player, silent=silent)


def finish_fight(state: JSON) -> None:
    """Two laid: the guard is beaten, all three discarded. Otherwise the guard saves one safe
    for the host, and goes to the discard with any thief laid. The turn passes after the
    drawer."""
    fight = state["fight"]
    laid = [lay["cell"] for lay in fight["laid"]]
    state["discard"] += [fight["guard"], *laid]
    if len(laid) == 2:
        event(state, "guard_beaten", laid=len(laid), guard=st.card_at(state, fight["guard"]))
    else:
        state["treasury"] -= 1
        state["host_safes"] += 1
        event(state, "guard_saved", laid=len(laid), guard=st.card_at(state, fight["guard"]))
    drawer = fight["drawer"]
    state["fight"] = None
    pass_turn(state, after=drawer)


# ------------------------------------------------------------------ robbery


def robbery_possible(state: JSON, leader: str) -> bool:
    """Whether a gang could be formed now with one of the leader's cards: safes in the
    treasury, two thieves of each type at the table, a card in the leader's hand."""
    if state["treasury"] == 0 or not state["hands"][leader]:
        return False
    totals: dict[str, int] = dict.fromkeys(cards.COLOURS, 0)
    for player in state["players"]:
        for colour, count in st.held(state, player).items():
            totals[colour] += count
    return all(count >= 2 for count in totals.values())


def propose(state: JSON, leader: str, gang: JSON, split: JSON, origin: str) -> None:
    """A checked proposal: every other player may agree or counter it."""
    state["robbery"] = {"leader": leader, "gang": gang, "split": split, "counter": None,
                        "origin": origin, "round": 1, "dice": []}
    state["tried"] = True
    event(state, "proposed", leader=leader, gang=gang, split=split)
    _next_stage(state, "vote")


def countered(state: JSON, by: str, split: JSON | None) -> None:
    """The first split meets a disagreement: the leader may change it, once per turn
    («Главарь один раз за один ход может перераспределить добычу»). A leader who already
    changed a split this turn (in an earlier proposal) may not change this one: the robbery
    is off, as after a second disagreement."""
    robbery = state["robbery"]
    robbery["counter"] = {"by": by, "split": split}
    event(state, "countered", player=by, split=split)
    if revised_this_turn(state, robbery["leader"]):
        event(state, "no_second_revision", leader=robbery["leader"])
        robbery_over(state, happened=False)
        return
    _next_stage(state, "revise")


def revised_this_turn(state: JSON, leader: str) -> bool:
    """Whether `leader` already changed a split in this turn."""
    return state.get("revised") == leader


def revised(state: JSON, split: JSON) -> None:
    """The leader's second split: the players whose cards take part must agree."""
    robbery = state["robbery"]
    robbery["split"] = split
    robbery["round"] = 2
    state["revised"] = robbery["leader"]
    event(state, "revised", leader=robbery["leader"], split=split)
    if len(st.participants(robbery)) == 1:
        agreed(state, None)
    else:
        _next_stage(state, "vote2")


def agreed(state: JSON, chance: Chance | None) -> None:
    """All agree: the robbery happens. The dice: the leader's discobot roll, or the bot's."""
    robbery = state["robbery"]
    event(state, "agreed", leader=robbery["leader"], split=robbery["split"])
    if state["settings"]["source"] == "discobot":
        _next_stage(state, "roll")
    else:
        assert chance is not None
        rolled(state, bot_dice(state, chance))


def bot_dice(state: JSON, chance: Chance) -> list[int]:
    """The bot's own Xd3 for the robbery, one die per safe in the treasury."""
    return [chance.roll(3, f"robbery safe {i + 1}") for i in range(state["treasury"])]


def rolled(state: JSON, dice: list[int]) -> None:
    """The robbery's dice are in (secret: the leader assigns them in private)."""
    state["robbery"]["dice"] = list(dice)
    event(state, "rolled", leader=state["robbery"]["leader"], count=len(dice))
    _next_stage(state, "assign")


def default_assignment(robbery: JSON) -> dict[str, list[int]]:
    """Dice in order, following the split in its written order."""
    given: dict[str, list[int]] = {}
    position = 1
    for player, count in robbery["split"].items():
        given[player] = list(range(position, position + int(count)))
        position += int(count)
    return given


def share_out(state: JSON, assignment: dict[str, list[int]]) -> JSON:
    """The loot: each die a safe (1 -> 2 bags, 2 -> 3, 3 -> 5) to its player; the gang's
    thieves discarded; the treasury emptied. Returns, per player, the bags of each safe."""
    robbery = state["robbery"]
    dice = robbery["dice"]
    loot: dict[str, list[int]] = {}
    for player, positions in assignment.items():
        bags = [st.BAGS[dice[p - 1]] for p in positions]
        if bags:
            loot[player] = bags
            state["bags"][player] += bags
            state["safes"][player] += len(bags)
    for player, counts in robbery["gang"].items():
        for colour, count in counts.items():
            for _ in range(int(count)):
                cell = next(c for c in state["hands"][player]
                            if st.colour_of(state, c) == colour)
                state["hands"][player].remove(cell)
                state["discard"].append(cell)
    state["treasury"] = 0
    event(state, "robbed", leader=robbery["leader"],
          safes={p: len(b) for p, b in loot.items()}, gang=robbery["gang"])
    return loot


def robbery_over(state: JSON, happened: bool) -> None:
    """After a robbery (or its failure): the leader names a cell if it was proposed before one
    or right after a safe; after a thief the turn passes; at the end the next may try."""
    robbery = state["robbery"]
    leader, origin = robbery["leader"], robbery["origin"]
    state["robbery"] = None
    if not happened:
        event(state, "robbery_off", leader=leader)
    if origin == "last":
        next_last(state)
    elif origin == "thief":
        pass_turn(state, after=leader)
    else:
        _next_stage(state, "cell")


# ------------------------------------------------------------------ the end


def begin_end(state: JSON, last_namer: str | None = None) -> None:
    """The last cell is named: with safes in the treasury, each player in turn order from
    the one after the last namer may try a robbery once; then the count."""
    namer = last_namer or st.current(state)
    players = state["players"]
    at = players.index(namer) + 1
    state["last"] = players[at:] + players[:at]
    event(state, "last_cell", player=namer)
    if state["treasury"] == 0:
        state["last"] = []
    next_last(state, first=True)


def next_last(state: JSON, first: bool = False) -> None:
    """The next last attempt, or the count when none is left or the treasury is empty. Only
    those who could form a gang are asked."""
    if not first and state["last"]:
        state["last"].pop(0)
    while state["last"] and state["treasury"] and not robbery_possible(state, state["last"][0]):
        event(state, "cannot_rob", player=state["last"][0])
        state["last"].pop(0)
    if state["last"] and state["treasury"]:
        state["turn"] = state["players"].index(state["last"][0])
        state["revised"] = None
        _next_stage(state, "last")
        return
    state["stage"] = "count"


def to_host(state: JSON) -> bool:
    """The count begins: safes left in the treasury go to the host. True when the host's
    safes are to be rolled by the GM with discobot (the `host_roll` stage) before the
    count."""
    if state["treasury"]:
        event(state, "treasury_to_host", safes=state["treasury"])
        state["host_safes"] += state["treasury"]
        state["treasury"] = 0
    if state["settings"]["source"] == "discobot" and state["host_safes"]:
        state["host_dice"] = []
        event(state, "host_roll", safes=state["host_safes"])
        _next_stage(state, "host_roll")
        return True
    return False


def host_dice(state: JSON, rolled: list[int], chance: Chance) -> list[int]:
    """The host's d3, one per saved safe: those read from the GM's discobot rolls, the rest
    (all of them when discobot never answered) rolled by the bot with the seeded generator,
    which is said at the table."""
    dice = list(rolled[:state["host_safes"]])
    missing = state["host_safes"] - len(dice)
    if missing:
        event(state, "host_bot_rolls", drawn=missing, rolled=len(dice))
    dice += [chance.roll(3, f"host safe {i + 1}") for i in range(len(dice), state["host_safes"])]
    return dice


def finish(state: JSON, chance: Chance, dice: list[int] | None = None) -> None:
    """Safes left go to the host; the host's saved safes are rolled in public (by the bot, or
    `dice` from the GM's discobot rolls); the prize fund over all the bags gives each share
    (whole gold coins, rounded down; what rounding leaves is said)."""
    if state["treasury"]:
        event(state, "treasury_to_host", safes=state["treasury"])
        state["host_safes"] += state["treasury"]
        state["treasury"] = 0
    if dice is None:
        dice = [chance.roll(3, f"host safe {i + 1}") for i in range(state["host_safes"])]
    state["host_bags"] = [st.BAGS[d] for d in dice]
    bags = {p: sum(b) for p, b in state["bags"].items()}
    total = sum(bags.values()) + sum(state["host_bags"])
    fund = Fraction(state["settings"]["prize_fund"])
    per_bag = fund / total if total else Fraction(0)
    shares = {p: int(per_bag * n) for p, n in bags.items()}
    host = int(per_bag * sum(state["host_bags"]))
    state["shares"] = {
        "players": shares, "host": host, "total_bags": total, "host_dice": dice,
        "gold_per_bag": f"{float(per_bag):.2f}", "per_bag_exact": f"{per_bag}",
        "left": int(fund - sum(shares.values()) - host) if total else int(fund),
    }
    event(state, "count", total=total)
    state["last"] = []
    state["finished"] = True
    state["stage"] = "over"
    state["move"] += 1
