## The GM desk (a draft's changes, the status, the journal): the arena's own fields, values
## and dice, in English.

# $field: alive (a warrior still in the arena), win (how the game was won), winner (the
# winning clan) or phase.
arena-gm-field = { $field ->
    [alive] in the arena
    [win] how it was won
    [winner] winning clan
   *[phase] phase
 }
# $phase: the moment of the game.
arena-gm-phase = { $phase ->
    [signup] sign-up
    [placement] clans' placement
    [round] round
    [choice] defenders' choices
    [over] game over
   *[other] { $phase }
 }
# $win: how the game was won.
arena-gm-win = { $win ->
    [centre_and_zone] the centre and a zone
    [last_clan] last clan standing
    [last_warrior] last warrior standing
    [nobody_left] nobody left
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
