"""The arena's live status (`ArenaGame.status`): what shared/DESIGN.md lists for the arena,
`round`, `finished`, `winner_clan` and `warriors: [{name, clan, zone, alive, attaque,
defense, tir, bouclier}]`, plus what a person following the game needs: `phase`, `chief`
per warrior, the clans with the warriors they still have in the arena (`standing`, from the
view) and who holds each zone (`holdings`, zone -> clan or None).

It reads the view alone, so it shows nothing the view hides (a round waiting for its
defenders' choices still shows the positions and characteristics of its start). Warriors
come clan by clan in founding order, each clan's in joining order; `zone` is None for a
warrior not placed yet or out of the arena; characteristics are the current ones (a wound
has taken its point).
"""

from __future__ import annotations

from typing import Any

from rules.base import JSON

NAMES = {"attack": "attaque", "defence": "defense", "shooting": "tir", "shield": "bouclier"}
"""The characteristics as shared/DESIGN.md names them in the status."""


def status(view: JSON) -> JSON:
    """The status fields of an arena view (empty before the game is set up)."""
    if "warriors" not in view or "clans" not in view:
        return {}
    warriors = view["warriors"]
    rows: list[JSON] = []
    for clan in view["clans"]:
        for name in clan["members"]:
            record = warriors.get(name)
            if record is None:
                continue
            alive = bool(record.get("in_arena"))
            rows.append({
                "name": name, "clan": clan["name"], "chief": name == clan["chief"],
                "zone": record.get("zone") if alive else None, "alive": alive,
                **{french: record.get(english) for english, french in NAMES.items()},
            })
    out: JSON = {
        "round": view.get("round"), "phase": view.get("phase"),
        "finished": bool(view.get("finished")), "winner_clan": view.get("winner"),
        "warriors": rows, "holdings": _holdings(view, rows),
    }
    return out


def _holdings(view: JSON, rows: list[JSON]) -> dict[str, Any]:
    """Each zone of the map and the clan holding it: the only clan with warriors there."""
    zones = ((view.get("settings") or {}).get("map") or {}).get("zones") or []
    here: dict[str, set[str]] = {}
    for row in rows:
        if row["zone"] is not None:
            here.setdefault(str(row["zone"]), set()).add(str(row["clan"]))
    return {zone: next(iter(here[zone])) if len(here.get(zone, ())) == 1 else None
            for zone in zones}
