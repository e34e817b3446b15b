## The arena on the status page (templates/status.html.j2): plain text, no markup.

# $phase: placement, choice or a round's; $round: the round.
arena-status-phase = { $phase ->
    [placement] the clans are placing their warriors
    [choice] round { $round }, the defenders are choosing
   *[other] round { $round }
 }
arena-status-winner = The { $clan } win.
arena-status-nobody-wins = Nobody wins.
arena-status-clan = Clan { $clan }
# $chief: the war chief; $count: the clan's warriors in the arena.
arena-status-clan-note = War chief: { $chief } · { $count } { $count ->
    [one] warrior
   *[other] warriors
 } in the arena
arena-status-warrior = Warrior
arena-status-zone = Zone
arena-status-attack = Attack
arena-status-defence = Defence
arena-status-shooting = Shooting
arena-status-shield = Shield
# After a chief's name.
arena-status-chief = (chief)
arena-status-out = out of the arena
arena-status-holdings = Zones held
# $zone: a zone; $clan: who holds it ($held: false when nobody does).
arena-status-held = Zone { $zone }: { $held ->
    [true] { $clan }
   *[false] nobody
 }
