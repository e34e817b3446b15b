## The clan arena (rules/arena): what the bot says, in English.
## Shared words (templates/macros.md.j2): lists, zones, characteristics, actions, combats, steps.

# $head: every item but the last, already joined by ", "; $last: the last one.
arena-list-and = { $head } and { $last }
arena-list-or = { $head } or { $last }
# An empty list, an empty list of people.
arena-none = none
arena-nobody = nobody

# Counted nouns: "3 warriors".
arena-warriors = { $count } { $count ->
    [one] warrior
   *[other] warriors
 }
arena-points = { $count } { $count ->
    [one] point
   *[other] points
 }
arena-clans = { $count } { $count ->
    [one] clan
   *[other] clans
 }
arena-chiefs = { $count } { $count ->
    [one] chief
   *[other] chiefs
 }

# $name: a clan's name, as typed ("the Wolves", never "the clan Wolves").
arena-clan = the **{ $name }**

# A zone, in each of its forms; $zone: its name; $centre: true when it is the map's centre.
arena-zone = { $centre ->
    [true] the centre (zone { $zone })
   *[false] zone { $zone }
 }
# After a verb of place.
arena-zone-in = { $centre ->
    [true] in the centre (zone { $zone })
   *[false] in zone { $zone }
 }
# A destination.
arena-zone-to = { $centre ->
    [true] to the centre (zone { $zone })
   *[false] to zone { $zone }
 }
# With its article (French "la zone 2").
arena-zone-the = { arena-zone }
# Where from (French "de la zone 2", Russian genitive).
arena-zone-of = { $centre ->
    [true] of the centre (zone { $zone })
   *[false] of zone { $zone }
 }
# $zones: the zones, listed; $count: how many.
arena-zones = { $count ->
    [one] zone
   *[other] zones
 } { $zones }
arena-zones-none = none

# A characteristic; $stat: attack, defence, shooting or shield.
arena-stat = { $stat ->
    [attack] attack
    [defence] defence
    [shooting] shooting
    [shield] shield
   *[other] { $stat }
 }
# The Russian genitive and instrumental; in English, the name.
arena-stat-genitive = { arena-stat }
arena-stat-instrumental = { arena-stat }
# "1 point of attack".
arena-points-of = { $count } { $count ->
    [one] point
   *[other] points
 } of { arena-stat }

# A sentence of its own after a returning warrior's characteristics: their old wounds; $lost:
# the points lost, listed.
arena-veteran-maimed = Maimed in earlier games: { $lost } lost for good.
arena-veteran-unhurt = No wounds.

# A window: hours, hours and minutes ($minutes: two digits), minutes ($case: Russian only).
arena-hours = { $count } { $count ->
    [one] hour
   *[other] hours
 }
arena-hours-minutes = { $hours } h { $minutes }
arena-minutes = { $count } { $count ->
    [one] minute
   *[other] minutes
 }

# An action, from the actor's side; $kind: move, attack, defend, defend-self, shoot, shield,
# shield-self, nothing, choose, placement, unknown; $yours: true when said to the actor;
# $zone, $centre: a move's destination; $placement: a placement, in words.
arena-action = { $kind ->
    [move] move { arena-zone-to }
    [attack] attack @{ $target }
    [defend-self] defend { $yours ->
        [true] yourself
       *[false] themselves
    }
    [defend] defend @{ $target }
    [shoot] shoot at @{ $target }
    [shield-self] { $yours ->
        [true] raise your shield
       *[false] shield themselves
    }
    [shield] shield @{ $target }
    [nothing] do nothing this round
    [choose] name @{ $leaves }, who leaves the arena
    [placement] place the clan: { $placement }
   *[unknown] an action I cannot name
 }
# Who is placed in one zone; $people: "@a and @b".
arena-placement-part = { $people } { arena-zone-in }

# Why an action no longer held when the round was resolved; $code: the reason.
arena-void-reason = { $code ->
    [not_adjacent] their destination does not border their zone
    [unknown_zone] the arena has no such zone
    [no_such_warrior] their target is not in the arena
    [target_not_in_arena] their target is not in the arena
    [not_an_adversary] nobody fights their own
    [clan_mate] nobody fights their own
    [not_one_zone_away] their target is not exactly one zone away
    [not_same_zone] their target is not in their zone
    [not_in_arena] this warrior is no longer in the arena
   *[other] this action is not allowed
 }

# One warrior of a side of a combat; $role: self (defends or shields themselves), principal
# (the one attacked, who does not), other; $stat: the characteristic; $rolled: true when a die
# was rolled, $die its value.
arena-side-warrior = @{ $warrior } ({ $role ->
    [self] { $stat ->
        [defence] defending themselves
       *[other] shielding themselves
    }:{" "}
    [principal] { $stat ->
        [defence] not defending themselves
       *[other] not shielding themselves
    }:{" "}
   *[other] {""}
 }{ arena-stat } { $value }, { $rolled ->
    [true] die { $die }
   *[false] no die
 })
# $warriors: the side's warriors, listed; $total: the sum.
arena-side = { $warriors }: { $total }

# A wound; $floor: true when the characteristic cannot go lower; $count: the points lost.
arena-wound = @{ $warrior } is **badly maimed** ("gravement mutilé"): { $floor ->
    [true] their { arena-stat } was already { $after } and cannot go lower
   *[false] { arena-points-of } lost for good ({ arena-stat } { $before } → { $after })
 }
arena-wound-short = **badly maimed**, { $floor ->
    [true] with no point of { arena-stat } left to lose (already { $after })
   *[false] { arena-points-of } lost for good ({ arena-stat } { $before } → { $after })
 }

# A combat; $kind: melee or shots; $zone, $centre: where.
arena-combat-title = **{ $kind ->
    [melee] Melee around
   *[shots] Shots at
 } @{ $defender }** { arena-zone-in }
# $side: the attackers and their sum.
arena-combat-attack = { $kind ->
    [melee] Attack
   *[shots] Shooting
 }: { $side }
arena-combat-defence = { $kind ->
    [melee] Defence
   *[shots] Shield
 }: { $side }
arena-combat-undefended = nobody { $kind ->
    [melee] defends
   *[shots] shields
 } @{ $defender }: **0**
# $score: the score of both sides.
arena-combat-tie = A tie, { $score } all: nobody leaves the arena.
# $tie: true when equal scores go to the attack (or the defence); $won, $lost: the scores.
arena-combat-attack-wins = { $tie ->
    [true] A tie, { $score } all, and in this game a tie goes to the attack
   *[false] The { $kind ->
        [melee] attack
       *[shots] shooting
    } wins, { $won } to { $lost }
 }: @{ $defender } leaves the arena.
arena-combat-defence-wins = { $tie ->
    [true] A tie, { $score } all, and in this game a tie goes to the defence
   *[false] The { $kind ->
        [melee] defence
       *[shots] shield
    } wins, { $won } to { $lost }
 }{ $kind ->
    [melee] {""}
   *[shots] : the shots turn against the shooters
 }.
# $among: the attackers, "@a or @b".
arena-combat-yours-to-choose = Which of the { $kind ->
    [melee] attackers
   *[shots] shooters
 } leaves the arena, { $among }?
arena-combat-to-choose = @{ $defender } must choose which of the { $kind ->
    [melee] attackers
   *[shots] shooters
 } leaves the arena: { $among }.
arena-combat-only-one = @{ $leaves }, the only { $kind ->
    [melee] attacker
   *[shots] shooter
 }, leaves the arena.
arena-combat-chosen = @{ $defender } chose: @{ $leaves } leaves the arena.
# The defender did not choose: drawn by lot ($rolled: a die was rolled, $die of $faces).
arena-combat-drawn = @{ $defender } did not choose in time: @{ $leaves } leaves the arena, drawn by lot among the strongest, tied on { $kind ->
    [melee] attack
   *[shots] shooting
 } ({ $among }{ $rolled ->
    [true] , die { $die } of { $faces }
   *[false] {""}
 }).
# ... or the strongest left ($value: their characteristic).
arena-combat-strongest = @{ $defender } did not choose in time: @{ $leaves } leaves the arena, the { $kind ->
    [melee] attacker with the highest attack
   *[shots] shooter with the highest shooting
 } ({ $value }).
arena-combat-leaves = @{ $leaves } leaves the arena.
# $gap: the difference of the scores; $wound: the wound, in words.
arena-combat-crushing = A gap of { $gap } { $gap ->
    [one] point
   *[other] points
 }, 10 or more: { $wound }.
arena-combat-crushing-ahead = A gap of { $gap } { $gap ->
    [one] point
   *[other] points
 }, 10 or more: whoever leaves will be **badly maimed** and lose 1 point of { $kind ->
    [melee] attack
   *[shots] shooting
 } for good.

# A step; $step: placement, round, choice or current; $round: the round's number.
arena-step-name = { $step ->
    [placement] the clans' placement
    [round] round { $round }
    [choice] the choice of who leaves the arena (round { $round })
   *[current] the current round
 }
arena-of-step = of { arena-step-name }
# What a silent warrior or chief gets, after "Without an order, "; $step: placement, choice, round.
arena-no-answer = { $step ->
    [placement] your clan is spread by lot: each warrior is placed in a start zone drawn with a die.
    [choice] the adversary with the highest attack (or shooting) leaves the arena, ties drawn by lot.
   *[round] you do nothing this round, unless your war chief declares an action for you.
 }
# The same said about the silent warriors to the game master (a draft, a skip), after
# "No order from @bruno, @sofia: "; $count: how many they are.
arena-no-answer-gm = { $step ->
    [placement] their clan is placed by lot: each warrior goes to a start zone drawn with a die.
    [choice] the opponent with the highest attack (or shooting) leaves the arena, ties drawn by lot.
   *[round] they do nothing this round (unless their war chief declared for them).
 }
# What a player may send at a step.
arena-expected = { $step ->
    [placement] Place each member of your clan in a start zone, for instance `everyone in zone 1` or `@name zone 2, me zone 1`.
    [choice] Answer with the name of the one who leaves the arena, for instance `@name`.
   *[round] One action per warrior and round, here in the topic: `I attack @name`, `I defend myself`, `I defend @name`, `I shoot @name`, `shield on me`, `I go to the centre` or `I do nothing`.
 }
# Who stands in a zone; $warriors: "@a (Wolves), @b (Bears)".
arena-standing-zone = { arena-zone }: { $warriors }
arena-standing-separator = {"; "}

## Settings, as the GM's help describes them (rules/arena/state.py SETTINGS): what each
## does, its values and units; the help shows the default.

arena-setting-budget = The points each new warrior spreads over their four characteristics (attack, defence, shooting, shield), between 4 times the minimum and 4 times the maximum.
arena-setting-minimum = The lowest value of a characteristic in the spread (0 or more).
arena-setting-maximum = The highest value of a characteristic in the spread (at least the minimum).
arena-setting-map = The arena's zones, as JSON: `zones` (their names), `borders` (the pairs of neighbouring zones), `centre` (the central zone) and `start` (the zones where clans may begin, not the centre); every zone must be reachable.
arena-setting-max-chiefs = The most war chiefs, hence clans, at sign-up (2 at least).
arena-setting-max-clan = The most warriors a clan may have, the chief included.
arena-setting-schedule = The close of each round, a five-field cron expression (minute, hour, day of month, month, day of week) read in the game's time zone: `0 22 * * *` is every day at 22:00; the game master may also close a round earlier.
arena-setting-timezone = The time zone of the deadlines and of the dates announced, by its IANA name (`Europe/Paris`, `Europe/Moscow`).
arena-setting-always-count-defender = With `on`, the defence (against shooting, the shield) of the warrior attacked always counts in the defence score, without a die, even when they do not defend themselves; with `off`, only when they defend (shield) themselves.
arena-setting-tie = Who wins when a combat's scores are equal: `nobody` (nobody leaves the arena), `attack` (the attack) or `defence` (the defence).
arena-setting-choice-minutes = Minutes given to the warrior whose defence wins to choose which of the attackers leaves the arena; without an answer, the one with the highest attack (the best shooting) leaves.
arena-setting-placement-hours = Hours given to the war chiefs, once sign-up closes, to say in which starting zone each member of their clan stands; without an answer, the clan is spread at random.
