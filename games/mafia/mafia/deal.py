"""The deal: roles given out by the seeded generator and committed before the game.

mafia.md: roles are dealt by the seeded generator, committed before the game (the hash of the
role list and a salt, published in the opening post) and revealed with the salt at the end,
so anyone can check the deal. The role list is written "ana=goon,bea=town,..." in seat
(sign-up) order; the commitment is the SHA-256 of that text followed by the salt.
Each player learns their role in their desk; the mafia learn their partners and get one
group conversation, their night chat.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from typing import Any

from gamemaster.game import JSON, PUBLIC, Notice, Outcome, SetupRefused
from mafia.cycle import begin_day, begin_night, mafia_chat
from mafia.setups import balance, counts, listed_roles, roles_for
from mafia.state import ACTIONS, MAFIA, ROLES, alignment, merged


def role_list(roles: Mapping[str, str], seats: Sequence[str]) -> str:
    """The canonical role list: "ana=goon,bea=town" in seat order."""
    return ",".join(f"{name}={roles[name]}" for name in seats)


def deal_commitment(roles: str, salt: str) -> str:
    """SHA-256 (hex) of the canonical role list followed by the salt: published at the start,
    checkable by anyone once the end post reveals the role list and the salt."""
    return hashlib.sha256(f"{roles}{salt}".encode()).hexdigest()


def deal(roles: Sequence[str], players: Sequence[str], chance: Any,
         pinned: Mapping[str, Any]) -> dict[str, str]:
    """Each player's role: the pinned ones first (a scenario's `roles`), the others dealt
    by a seeded shuffle of the rest of the set-up over the players in seat order. Pinning
    every player makes the pins the set-up."""
    pins = {str(name): str(role).casefold() for name, role in dict(pinned).items()}
    for name, role in pins.items():
        if name not in players or role not in ROLES:
            raise SetupRefused("bad_pin", player=name, role=role)
    if len(pins) == len(players):
        return {name: pins[name] for name in players}
    rest = list(roles)
    for name, role in pins.items():
        if role not in rest:
            raise SetupRefused("bad_pin", player=name, role=role)
        rest.remove(role)
    free = [name for name in players if name not in pins]
    dealt = dict(zip(free, chance.shuffled(rest, "deal"), strict=True))
    return {name: pins.get(name) or dealt[name] for name in players}


def setup(settings: Mapping[str, Any], players: Sequence[str], chance: Any,
          pinned: Mapping[str, Any]) -> Outcome:
    """The first state: roles dealt and committed, everyone told their role, the mafia
    their partners (and their night chat opened), then day 1 (or night 0) begins."""
    values = merged(settings)
    seats = list(players)
    setup_roles = roles_for(str(values["setup"]), len(seats))
    roles = deal(setup_roles, seats, chance, pinned.get("roles") or {})
    dealt = [roles[name] for name in seats]
    unbalanced = balance(dealt)
    if unbalanced is not None:
        raise SetupRefused(unbalanced.code, **{k: v for k, v in unbalanced.params.items()
                                                 if k != "code"})
    salt = chance.token(16, "deal salt")
    listed = role_list(roles, seats)
    commitment = deal_commitment(listed, salt)
    named = None if listed_roles(str(values["setup"]).strip()) is not None \
        else str(values["setup"]).strip().casefold()
    state: JSON = {
        "settings": values, "players": seats, "roles": roles, "alive": list(seats), "dead": [],
        "phase": "day", "number": 0, "votes": {}, "voting": [], "changes": 0,
        "mafia": [name for name in seats if alignment(roles[name]) == MAFIA],
        "setup": named, "counts": counts(dealt), "role_list": listed, "salt": salt,
        "commitment": commitment, "doctor_last": {}, "shots": [], "nights": [], "days": [],
        "results": {}, "chat_opened": False, "finished": False, "winner": None,
    }
    notices = [Notice(PUBLIC, "opening", {
        "players": seats, "count": len(seats), "setup": named, "roles": state["counts"],
        "mafia": len(state["mafia"]), "commitment": commitment, "start": values["start"],
        **{name: values[name] for name in ("hammer", "tie", "reveal", "day_hours",
                                           "night_hours", "doctor_self", "mafia_chat")}})]
    for name in seats:
        role = roles[name]
        partners = [{"name": other, "role": roles[other]} for other in state["mafia"]
                    if other != name] if alignment(role) == MAFIA else []
        notices.append(Notice(name, "role", {
            "role": role, "alignment": alignment(role), "actions": list(ACTIONS[role]),
            "partners": partners, "doctor_self": values["doctor_self"]}))
    night_first = values["start"] == "night"
    if values["mafia_chat"] == "always":
        notices.append(mafia_chat(state, 0 if night_first else None))
    notices += begin_night(state, 0) if night_first else begin_day(state, 1)
    log: list[JSON] = [{"event": "deal", "commitment": commitment}]
    return Outcome(state, notices, log)
