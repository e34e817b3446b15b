"""Clan arena — "L'arène des clans" (game id `arena`); rules in shared/rules/arena.md.

Clans of warriors, each with four characteristics (attaque, défense, tir, bouclier), meet in
an arena of zones; every round each warrior declares one action in public, and the round is
resolved at once on the positions at its start. The modules so far are the pure rules core:
`state` (settings, the map, sign-up, placement, who is where), `actions` (what a warrior, or
their chief for them, may declare), `combat` (one round: melee, shooting, the defender's
choice, wounds, eliminations, moves, the end of the game). The order grammar, the templates
and the game's face for the bridge come on top of these.
"""
