"""Reading a chief's placement (`rules.arena.orders`): each warrior of the clan in a zone.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from rules.arena import russian as ru
from rules.arena.reading import _ambiguous, _at, _find, _Table, _Text, _Token
from rules.arena.words import ALL, EXCEPT, HEDGES, PLACE_SELF, REST_OF, TARGET_LINKS
from rules.base import Order, Rejection
from rules.reader import last_change


@dataclass
class _Placing:
    explicit: dict[str, str] = field(default_factory=dict)
    everyone: str | None = None
    rest: str | None = None
    excepted: set[str] = field(default_factory=set)
    last: list[str] = field(default_factory=list)  # who the last zone went to ('*', '+')


def _placement(table: _Table, text: _Text) -> Order | Rejection | None:
    """Each member of the speaker's clan in a zone: 'bea zone 2, moi et carl zone 1' (names
    then their zone), 'Zone 1 : moi, carl' (a zone then its names), 'tous en 3 sauf bea en
    1', 'bea en 2, les autres en 1'."""
    cut = last_change(text.folded)
    placing = _Placing()
    if cut is not None and re.search(r"[^\W_]", cut[1]):
        _place(table, text.part(0, len(cut[0])), placing)
        before = (dict(placing.explicit), placing.everyone, placing.rest)
        last = list(placing.last)
        after = text.part(len(text.folded) - len(cut[1]))
        _place(table, after, placing)
        named = [t.value for t in table.tokens(after.folded) if t.kind == "zone"]
        if before == (placing.explicit, placing.everyone, placing.rest) and named:
            for who in last:  # 'bea en 2... non, en 3': the new zone for what was placed last
                _give(placing, who, named[-1])
    else:
        _place(table, text, placing)
    own = table.clan_of(table.speaker)
    members = list(own[2]) if own else [table.speaker]
    zones: dict[str, str] = {}
    for name in members:
        if name in placing.explicit:
            zones[name] = placing.explicit[name]
        elif placing.rest is not None:
            zones[name] = placing.rest
        elif placing.everyone is not None and name not in placing.excepted:
            zones[name] = placing.everyone
    for name, zone in placing.explicit.items():
        zones.setdefault(name, zone)
    if zones:
        return Order("placement", {"zones": zones})
    tokens = table.tokens(text.folded)
    if any(t.kind == "zone" and t.strong for t in tokens):
        return _ambiguous("no_warrior")
    if any(t.kind == "player" for t in tokens):
        return _ambiguous("no_zone")
    return None


def _give(placing: _Placing, who: str, zone: str) -> None:
    """A zone for a warrior, for everyone ('*') or for the rest ('+')."""
    if who == "*":
        placing.everyone = zone
    elif who == "+":
        placing.rest = zone
    else:
        placing.explicit[who] = zone


def _place(table: _Table, text: _Text, placing: _Placing) -> None:
    tokens = table.tokens(text.folded)
    lines: list[list[_Token]] = [[]]
    for token in tokens:
        if token.kind == "stop" and token.value in ("\n", ".", ";", "!"):
            lines.append([])
        else:
            lines[-1].append(token)
    for line in lines:
        if _find(line, HEDGES) is None:
            _place_line(table, line, placing)


def _place_line(table: _Table, line: list[_Token], placing: _Placing) -> None:
    pending: list[tuple[str, bool]] = []  # (who, excepted): "*" everyone, "+" the rest
    zone_first: bool | None = None
    current: str | None = None
    excepting = False
    last_zone: str | None = None
    joining: str | None = None  # 'moi en 2 avec bea': bea goes where the last zone was

    def give(who: str, zone: str) -> None:
        _give(placing, who, zone)
        placing.last = [who]

    i = 0
    while i < len(line):
        token = line[i]
        who: str | None = None
        width = 1
        if token.kind == "player":
            who = token.value
        elif token.kind == "word" and token.value in PLACE_SELF:
            who = table.speaker
        elif token.kind == "word" and (phrase := _at(line, i, REST_OF)):
            who, width = "+", len(phrase)
        elif token.kind == "word" and (phrase := _at(line, i, ALL)):
            who, width = "*", len(phrase)
        elif token.kind == "word" and (phrase := _at(line, i, EXCEPT)):
            excepting = True
            i += len(phrase)
            continue
        elif token.kind == "word" and token.value in ("avec", "with", *ru.WITH) and not pending:
            joining = last_zone
        elif token.kind in ("comma", "colon") or token.value in TARGET_LINKS:
            joining = None
        if token.kind == "zone":
            joining = None
            if zone_first is None:
                zone_first = True
            last_zone = token.value
            if zone_first:
                current = token.value
            else:
                given = []
                only_excepted = all(excepted for _, excepted in pending)
                for name, excepted in pending:
                    if excepted:
                        placing.excepted.add(name)
                    if not excepted or only_excepted:  # 'tous en 1 sauf bea en 2'
                        give(name, token.value)
                        given.append(name)
                if len(given) > 1:
                    placing.last = given
                pending = []
            excepting = False
        elif who is not None:
            if zone_first is None:
                zone_first = False
            if zone_first and current is not None:
                give(who, current)
            elif joining is not None and not zone_first:
                give(who, joining)
            else:
                pending.append((who, excepting))
        i += width
    for name, excepted in pending:  # 'moi en 1, carl aussi'
        if excepted:
            placing.excepted.add(name)
        elif last_zone is not None:
            give(name, last_zone)
