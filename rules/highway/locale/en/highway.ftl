## Highway Romantics (rules/highway): the shared words (templates/macros.md.j2), in English.

# The columns' letters, A to J.
highway-columns = ABCDEFGHIJ
highway-decimal-separator = .

## Counted nouns ($count: the number; the template writes it before the noun).

highway-bags = { $count ->
    [one] bag
   *[other] bags
 }
highway-safes = { $count ->
    [one] safe
   *[other] safes
 }
highway-minutes = { $count ->
    [one] minute
   *[other] minutes
 }
# After "within", "for".
highway-minutes-acc = { highway-minutes }
highway-cards = { $count ->
    [one] card
   *[other] cards
 }
highway-coins = { $count ->
    [one] gold coin
   *[other] gold coins
 }
highway-dice = { $count ->
    [one] die
   *[other] dice
 }
highway-numbers = { $count ->
    [one] number
   *[other] numbers
 }
highway-cells = { $count ->
    [one] cell
   *[other] cells
 }
highway-votes = { $count ->
    [one] vote
   *[other] votes
 }
# $shown: the number as written.
highway-times = { $count ->
    [1] once
    [2] twice
   *[other] { $shown } times
 }

## Lists.

# $items: every item but the last, joined by ", "; $last: the last.
highway-list = { $items } and { $last }
highway-any-of = { $items } or { $last }
highway-nobody = nobody
highway-hand-empty = none
highway-positions-none = none
highway-type-list-none = none

## Weapons and cards. Terms: a weapon is a noun (its gender for the languages that have one).

-highway-sabre = sabre
    .gender = neuter
-highway-musket = musket
    .gender = neuter
-highway-pistols = pistols
    .gender = neuter
-highway-elixir = elixir
    .gender = neuter

# $colour: red (sabre), green (musket or pistols), blue (elixir).
highway-weapon-type = { $colour ->
    [red] { -highway-sabre }
    [green] { -highway-musket }
    [blue] { -highway-elixir }
   *[other] { $colour }
 }
highway-weapon-type-acc = { highway-weapon-type }
highway-with-type = { $colour ->
    [red] with a { -highway-sabre }
    [green] with a { -highway-musket } or { -highway-pistols }
    [blue] with an { -highway-elixir }
   *[other] { $colour }
 }
# After a number: "2 sabres".
highway-of-type = { $colour ->
    [red] { $count ->
        [one] sabre
       *[other] sabres
    }
    [green] { $count ->
        [one] musket
       *[other] muskets
    }
   *[other] { $count ->
        [one] elixir
       *[other] elixirs
    }
 }
# $weapon: sabre, musket, pistols or elixir.
highway-weapon = { $weapon ->
    [sabre] { -highway-sabre }
    [musket] { -highway-musket }
    [pistols] { -highway-pistols }
    [elixir] { -highway-elixir }
   *[other] { $weapon }
 }
# A card's weapon as the card carries it: "a sabre", "pistols".
highway-weapon-with = { $weapon ->
    [sabre] a { -highway-sabre }
    [musket] a { -highway-musket }
    [pistols] { -highway-pistols }
    [elixir] an { -highway-elixir }
   *[other] { $weapon }
 }
# $kind: safe, guard or thief; $gender: feminine or masculine.
highway-person = { $kind ->
    [safe] safe
    [guard] guard
   *[other] thief
 }
# $person: highway-person; $weapon: highway-weapon-with ("" for a safe).
highway-card = { $kind ->
    [safe] a safe
   *[other] a { $person } with { $weapon }
 }
# After "with", "against" (the same in English).
highway-card-ins = { highway-card }
# As the object of "lays".
highway-card-acc = { highway-card }
# The guard to beat, in the fight's sentence.
highway-the-card = { $kind ->
    [safe] the safe
   *[other] the { $person } with { $weapon }
 }
# $weapon: highway-weapon.
highway-card-short = { $kind ->
    [safe] safe
   *[other] { $person }, { $weapon }
 }
highway-legend = 1–2 male guard, sabre · 3–4 male guard, musket · 5–6 male guard, elixir · 7–8 female guard, sabre · 9–10 female guard, pistols · 11–12 female guard, elixir · 13–30 safe · 31–45 female thief, sabre · 46–60 female thief, pistols · 61–75 female thief, elixir · 76–90 male thief, sabre · 91–105 male thief, musket · 106–120 male thief, elixir

## Gangs and splits.

highway-gang-member = { $player } — { $hand }
highway-gang-separator = {"; "}
# $count: the safes, $safes: them in words.
highway-split-share = { $count ->
    [0] { $player } nothing
   *[other] { $player } { $safes }
 }
highway-dice-rule = 1 is 2 bags, 2 is 3 bags, 3 is 5 bags
# $last: the last column's letter.
highway-field-size = { $columns } × { $rows } cells (columns A–{ $last }, rows 1–{ $rows })

## Commands, as the players write them (rules/highway/orders.py).

highway-command-rob = rob
highway-command-split = split
highway-command-me = me
# $colour: the weapon type laid.
highway-command-lay = lay { highway-weapon-type }
# One owner's thieves of one type in a proposal.
highway-command-thieves = { $count ->
    [1] { highway-weapon-type }
   *[other] two { highway-weapon-type }s
 }
# The speaker's own thieves (the possessive is said once, in highway-rob-mine).
highway-command-my-thieves = { highway-command-thieves }
highway-command-separator = {", "}
highway-command-list = { $items } and { $last }
# $thieves: highway-command-thieves, listed.
highway-rob-mine = my { $thieves }
highway-rob-theirs = @{ $player }'s { $thieves }
highway-rob-example = rob: my sabre and elixir, @{ $first }'s two muskets, @{ $second }'s elixir and sabre; split: me 3, { $first } 2, { $second } 1
# $spaced: the dice's numbers joined by spaces; $listed: as a list ("1 and 2").
highway-assign-example-part = { $spaced } to { $player }
highway-assign-example = dice { $parts }
highway-assign-example-rest = dice { $parts }, rest to me
highway-assign-example-rest-only = dice: rest to me
highway-assign-example-default = dice 1 2 to ivan, 3 to olga, rest to me

## What may be written at each stage ($trigger: discobot's word).

highway-expected-cell = Right now the player whose turn it is names a cell in the game's topic (`{ $cell }`), proposes a robbery (`rob: …; split: …`) or says `pass`.
highway-expected-thief = Right now the player who just drew a thief may propose a robbery (`rob: …; split: …`) or say `pass`.
highway-expected-fight = Right now a guard fight is on: the player asked writes `lay sabre` (`lay musket`, `lay elixir`) or `pass`.
highway-expected-vote = Right now everyone but the leader answers the split: `agree` or a split of their own (`{ $example }`).
highway-expected-revise = Right now the leader may change the split once (`split: …`), accept the counter-proposal (`agree`) or drop the robbery (`pass`).
highway-expected-vote2 = Right now the gang's members answer the new split: `agree` or `disagree`.
highway-expected-roll = Right now the leader rolls the dice in their desk: `@discobot { $trigger } { $treasury }d3`, one die per safe in the treasury.
highway-expected-assign-yours = Hand out the dice here, following the split: `{ $example }`.
highway-expected-assign = Right now the leader hands out the dice in their desk: `{ $example }`.
highway-expected-last = Every cell is named: the player whose turn it is may make a last robbery attempt (`rob: …; split: …`) or say `pass`.
highway-expected-host-roll = Right now the host rolls the dice for the host's safes (`@discobot { $trigger } { $count }d3`) in the GM desk.
highway-expected-field = Right now the host fills the field with `@discobot { $trigger } 20d120` rolls in the GM desk.
highway-expected-over = The game is over: no more moves.

# What the table waits for, briefly (for refusals).
highway-awaited = { $stage ->
    [cell] to name a cell or propose a robbery
    [thief] to propose a robbery or pass
    [fight] to lay a thief on the guard or pass
    [vote] to answer the split
    [vote2] to answer the split
    [revise] to change the split, accept the counter-proposal or drop the robbery
    [roll] to roll the dice
    [assign] to hand out the dice
    [last] to make a last robbery attempt
    [host_roll] to roll the dice of the host's safes
    [field] to fill the field
   *[other] to move
 }

## The table's events, one line each ($player, $leader: a player in bold).

# $then: full (the treasury is full), last (the last cell), safe (another cell follows),
# thief or guard.
highway-event-card = { $player } names **{ $cell }**: { $card }{ $then ->
    [full] .
    [last] , which goes to the treasury.
    [safe] , which goes to the treasury, and { $player } gets to name another cell.
    [thief] , who joins { $player }'s hand.
   *[other] !
 }
highway-event-treasury-full = The treasury is full (20 safes): the guards save { $safes } for the host.
# $type: highway-with-type; $cells: the two discarded.
highway-event-three-alike = A third thief { $type } for { $player }: the two held before ({ $cells }) go to the discard, the new one stays in hand.
highway-event-guard-discarded = The treasury holds no safe, so there is nothing to guard: the guard goes to the discard.
# $guard: highway-the-card; $type: highway-with-type.
highway-event-fight = A guard fight, with a safe of the treasury at stake! To beat { $guard }, two thieves with different weapons must be laid on it, neither { $type }. { $player } lays first, then round the table.
highway-event-passed-over = { $player } has no suitable thief: passed over.
highway-event-laid = { $player } lays { $card } on the guard
highway-event-laid-only = the only suitable one
highway-event-laid-silent = no answer in time: the first suitable one is laid
highway-event-fight-pass = { $player } passes
highway-no-answer-in-time = no answer in time
highway-event-guard-beaten = The guard is beaten: the guard and both thieves go to the discard.
# $laid: yes when a thief was laid.
highway-event-guard-saved = The guard holds and carries one safe out of the treasury, counted for the host; the guard{ $laid ->
    [yes] {" "}and the thief laid go
   *[no] {" "}goes
 } to the discard.
highway-event-turn = The turn passes to { $player }.
highway-event-proposed = { $leader } proposes to rob the treasury! The gang: { $gang }. The split: { $split }.
highway-event-countered = { $player } disagrees and proposes another split: { $split }.
highway-event-countered-silent = { $player } did not answer, and in this game silence doesn't count as agreement: the split is not accepted.
highway-event-revised = The leader, { $leader }, changes the split: { $split }.
highway-event-agreed = The split is accepted: { $split }. The robbery goes ahead!
# $count: the dice to roll.
highway-event-agreed-roll = The leader, { $leader }, now rolls the dice in their desk (`@discobot { $trigger } { $count }d3`); without a roll in time, the bot rolls them.
highway-event-rolled = The dice are rolled ({ $dice }, one per safe): the leader, { $leader }, hands them out in private.
highway-event-bot-rolls = No roll from the leader, { $leader }, in time: the bot rolls the dice.
highway-event-assigned-by-default = The leader, { $leader }, did not hand out the dice in time: they go in order, following the split.
# $shares: highway-event-robbed-gets, joined by ", ".
highway-event-robbed = The treasury is robbed! { $shares }. The gang's thieves go to the discard. How many bags the safes hold stays secret until the end.
highway-event-robbed-gets = { $player } gets { $safes }
highway-event-robbed-nobody = Nobody gets a safe
highway-event-robbery-off = { $leader }'s robbery is off.
highway-event-refused = The new split is not accepted (no agreement from { $players }).
# $stage: the stage passed at (last, thief, or another).
highway-event-pass = { $stage ->
    [last] { $player } makes no last attempt
    [thief] { $player } does not rob
   *[other] { $player } passes
 }
highway-event-last-cell = That was the last cell: the whole field is revealed.
highway-event-last-cell-treasury = The treasury still holds { $safes }: each player in turn may make one last attempt to rob it.
highway-event-cannot-rob = { $player } cannot form a gang: their last attempt is skipped.
highway-event-treasury-to-host = Nobody robbed the treasury: its { $safes } go to the host.
highway-event-count = The count: { $bags } in all.
highway-event-no-second-revision = The leader, { $leader }, already changed a split this turn, and a split may be changed only once a turn: there is no second change.
highway-event-host-roll = The treasury is closed, and the host holds { $safes }: the host rolls { $dice } for them with discobot in the GM desk (without a roll in time, the bot rolls them). Then the count.
highway-event-host-bot-rolls = The host's discobot roll did not come in time: the bot rolled { $dice } for the host's safes itself, with its seeded generator.
# $read: the dice read (in words), $rolled: their number.
highway-event-host-bot-rolls-read = The host's discobot roll did not come in time ({ $read } read): the bot rolled { $dice } for the host's safes itself, with its seeded generator.
highway-event-field-drawn = No discobot roll filled the field in time: the bot drew the other { $drawn } itself, with its seeded generator (checkable with the seed revealed at the end).
highway-event-field-drawn-read = No discobot roll filled the field in time ({ $read } read from the host's rolls): the bot drew the other { $drawn } itself, with its seeded generator (checkable with the seed revealed at the end).
highway-event-field-ready = The field is filled! The field's check hash (the SHA-256 of the field with a salt): `{ $commitment }`. Field and salt are revealed at the end, and with this hash anyone can check the field was never changed.
highway-event-other = Something happened at the table.

## The table's state.

highway-state-treasury = Treasury:
highway-state-host = host:
highway-state-discard = discard:
highway-state-hidden-cells = hidden cells:
highway-state-player = Player
highway-state-thieves = Thieves in hand
highway-state-safes = Safes

## Settings, as the GM's help describes them (rules/highway/state.py SETTINGS): what each
## does, its values and units; the help shows the default.

highway-setting-prize-fund = The prize fund in gold coins (zero or more), shared at the end by bags: each player gets their bags × (fund ÷ all the bags).
highway-setting-reply-window-minutes = Minutes given for each answer (naming a cell, laying a thief, answering a split), above 0 and at most 1440; whoever does not answer in time passes.
highway-setting-source = Where the field's numbers and the robberies' dice come from: `bot` (drawn by the bot, checkable with the seed revealed at the end) or `discobot` (discobot's rolls, by the game master in their desk and by the gang leaders in private).
highway-setting-silence-agrees = A player who does not answer a split in time: with `on`, agrees; with `off`, refuses.
highway-setting-pause-after = After how many steps in a row closed by the reply window with nobody playing the table pauses, until the game master resumes it; 0: never.
