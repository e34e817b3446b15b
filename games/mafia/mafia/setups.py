"""Set-ups: the named standard ones and the GM's role lists, and the check of every setting.

mafia.md: `mountainous` has one mafia per four players, rounded half up (5 players: 1,
6-9: 2, 10-13: 3), everyone else plain town; `vanilla_plus` adds a doctor and a cop to the
town from 7 players; `classic` is `vanilla_plus` with a godfather replacing one mafia goon
from 9 players. A GM's role list ("goon,goon,doctor,cop,town,town,town") names one role per
player.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from gamemaster.game import Rejection, SetupRefused
from mafia.state import (
    CHOICES,
    FLAGS,
    HOURS,
    MAFIA,
    MAX_HOURS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    ROLES,
    TOWN,
    merged,
    refusal,
)

NAMED = ("mountainous", "vanilla_plus", "classic")


def mafia_count(players: int) -> int:
    """One mafia per four players, rounded half up: 5 -> 1, 6..9 -> 2, 10..13 -> 3."""
    return (players + 2) // 4


def named_roles(setup: str, players: int) -> list[str]:
    """The roles of a named set-up for this many players: mafia first, then the town."""
    mafia = mafia_count(players)
    goons = ["goon"] * mafia
    if setup == "classic" and players >= 9:
        goons[0] = "godfather"
    town = ["town"] * (players - mafia)
    if setup in ("vanilla_plus", "classic") and players >= 7:
        town[:2] = ["doctor", "cop"]
    return goons + town


def listed_roles(setup: str) -> list[str] | None:
    """The roles of a GM's role list ("goon, goon, doctor, town..."), None for a named one."""
    if setup.strip().casefold() in NAMED:
        return None
    return [part.strip().casefold() for part in setup.split(",") if part.strip()]


def check_setup(setup: Any) -> Rejection | None:
    """Refuse a set-up that is neither a named one nor a role list of known roles with at
    least one mafia member and fewer mafia than town."""
    if not isinstance(setup, str) or not setup.strip():
        return refusal("unknown_setup", setup=str(setup), setups=list(NAMED))
    roles = listed_roles(setup.strip())
    if roles is None:
        return None
    if len(roles) == 1:  # one word that is no set-up's name
        return refusal("unknown_setup", setup=setup, setups=list(NAMED))
    for role in roles:
        if role not in ROLES:
            return refusal("unknown_role", role=role, roles=list(ROLES))
    return balance(roles)


def balance(roles: Sequence[str]) -> Rejection | None:
    """A game needs mafia, and fewer mafia than town (else it would be over at once)."""
    mafia = sum(1 for role in roles if ROLES[role] == MAFIA)
    town = sum(1 for role in roles if ROLES[role] == TOWN)
    if mafia == 0:
        return refusal("no_mafia")
    if mafia >= town:
        return refusal("mafia_majority", mafia=mafia, town=town)
    return None


def check_settings(settings: Mapping[str, Any]) -> Rejection | None:
    """Refuse a set-up that is no set-up, a choice outside its values, a flag that is not
    one, hours that are not a positive number (the player count is checked at `setup`)."""
    values = merged(settings)
    for name, allowed in CHOICES.items():
        if values[name] not in allowed:
            return refusal("bad_setting", setting=name, value=str(values[name]),
                           allowed=list(allowed))
    for name in FLAGS:
        if not isinstance(values[name], bool):
            return refusal("bad_setting", setting=name, value=str(values[name]),
                           allowed=["true", "false"])
    for name in HOURS:
        value = values[name]
        if isinstance(value, bool) or not isinstance(value, int | float) \
                or not 0 < value <= MAX_HOURS:
            return refusal("bad_setting", setting=name, value=str(value),
                           allowed=[f"1..{MAX_HOURS}"])
    posts = values["min_posts"]
    if isinstance(posts, bool) or not isinstance(posts, int) or posts < 0:
        return refusal("bad_setting", setting="min_posts", value=str(posts), allowed=["0.."])
    return check_setup(values["setup"])


def roles_for(setup: str, players: int) -> list[str]:
    """The role list this set-up gives `players` players; `SetupRefused` for a player count
    outside 5..25 or a role list of another length."""
    if players < MIN_PLAYERS:
        raise SetupRefused("too_few_players", players=players,
                           min=MIN_PLAYERS)
    if players > MAX_PLAYERS:
        raise SetupRefused("too_many_players", players=players,
                           max=MAX_PLAYERS)
    listed = listed_roles(setup.strip())
    if listed is None:
        return named_roles(setup.strip().casefold(), players)
    if len(listed) != players:
        raise SetupRefused("role_count", roles=len(listed), players=players)
    return listed


def counts(roles: Sequence[str]) -> list[dict[str, Any]]:
    """How many of each role, in the order of `ROLES` (roles absent left out)."""
    return [{"role": role, "count": roles.count(role)} for role in ROLES if role in roles]
