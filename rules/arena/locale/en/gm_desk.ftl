## The GM desk (a draft's changes, the status, the journal): the arena's own fields, values
## and dice, in English.

# $field: alive (a warrior still in the arena), win (how the game was won) or phase.
arena-gm-field = { $field ->
    [alive] in the arena
    [win] end of the game
   *[phase] phase
 }
# $phase: the moment of the game.
arena-gm-phase = { $phase ->
    [signup] sign-up
    [placement] clans' placement
    [round] combat round
    [choice] defenders' choices
    [over] over
   *[other] { $phase }
 }
# $win: how the game was won.
arena-gm-win = { $win ->
    [centre_and_zone] a clan holds the centre and another zone, its chief in the arena
    [last_clan] a single clan is left in the arena
    [last_warrior] a single warrior is left in the arena
    [nobody_left] nobody is left in the arena
   *[other] { $win }
 }
# What a die decides. $warrior: the warrior placed by lot.
arena-gm-die-start = starting zone of @{ $warrior }
# $kind: melee or shooting; $defender: the principal defender; $side: attack or defence;
# $warrior: who rolls this die.
arena-gm-die-combat = { $kind ->
    [melee] melee around
   *[shooting] shots at
 } @{ $defender }: { $side ->
    [attack] attack
   *[defence] defence
 } die of @{ $warrior }
arena-gm-die-default = { $kind ->
    [melee] melee around
   *[shooting] shots at
 } @{ $defender }: who leaves the arena if the defender does not choose, drawn among the tied attackers
