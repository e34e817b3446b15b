## INDIXO (rules/indixo): the shared pieces (templates/macros.md.j2), in English.

# Between the last two of a list: "a, b and c".
indixo-and = and
# A list with nothing in it.
indixo-none = none
# A list of players with nobody in it.
indixo-nobody = nobody
# Between a code and what follows it ("ev: a = 1").
indixo-colon = :

## Durations.

# $n: whole hours.
indixo-hours = { $n } { $n ->
    [one] hour
   *[other] hours
 }
# $hours: whole hours; $minutes: the minutes left, two digits ("05").
indixo-hours-minutes = { $hours } h { $minutes }
# $n: minutes; $case: nom or acc (the same in English).
indixo-minutes = { $n } { $n ->
    [one] minute
   *[other] minutes
 }

## The house's names with their article, for the languages that need one the GM gives
## (French); English always says "the". $article: le, la, les, elided, or none (unused here).

# $room: the room's name.
indixo-the-room = the { $room }
# $weapon: the weapon's name.
indixo-the-weapon = the { $weapon }

# The same as a player writes it in an order, in an example: the name alone.
indixo-said-room = { $room }
indixo-said-weapon = { $weapon }
# Where a player goes, in an example ("to the Kitchen"); $said: the room as typed.
indixo-into-room = to the { $said }

## The killer's options.

# $kind: inspect, kill, condemn or destroy (anything else is shown as it is).
indixo-option-command = { $kind ->
    [inspect] `inspect`
    [kill] `kill @name with <weapon>`
    [condemn] `condemn <room>`
    [destroy] `destroy <weapon>`
   *[other] { $kind }
 }
# $kind as above; $victim: a player; $weapon, $room: the GM's names.
indixo-option = { $kind ->
    [inspect] inspect the room
    [kill] kill @{ $victim } with the { $weapon }
    [condemn] condemn the { $room }
    [destroy] destroy the { $weapon }
   *[other] action "{ $kind }"
 }
# Between two options: "inspect the room, then kill…".
indixo-options-then = , then

## Orders.

# One player's line of the killer's guess. $player: a player; $room, $weapon: the GM's names.
indixo-guess-line-weapon = @{ $player } in the { $room }, weapon { $weapon }
indixo-guess-line-none = @{ $player } in the { $room }, no weapon
# The parts of a ballot. $name: a player.
indixo-ballot-suspect = suspect @{ $name }
indixo-ballot-weapon = weapon { $weapon }
indixo-ballot-room = room { $room }
indixo-ballot-chief = chief @{ $name }
indixo-ballot-empty = empty ballot
# Before the list "weapon → room, …".
indixo-order-spread = place the weapons:
# Before a ballot.
indixo-order-vote = vote:
# Before the killer's guess, one player's line after another: not "guess" again, which the step's name
# before it already says ("the guess of day 1: **who was where: …**").
indixo-order-guess = who was where:
# Between two parts of a sentence ("a ; b"), e.g. two lines of the guess.
indixo-semicolon = ;
indixo-order-options-cancelled = no action for now (all cancelled)
indixo-order-options-none = do nothing tonight
# The canonical echo of an order. $kind: the order's kind; $room, $weapon, $to: the GM's
# names; $victim, $target, $chief: players.
indixo-order = { $kind ->
    [room] go to the { $room }
    [destroy] destroy the { $weapon }
    [move] move the { $weapon } to the { $to }
    [nothing] do nothing
    [inspect] inspect the room
    [kill] kill @{ $victim } with the { $weapon }
    [condemn] condemn the { $room }
    [done] done: keep the actions already chosen
    [cancel] cancel tonight's actions
    [haunt_room] haunt the room
    [haunt_weapon] haunt the { $weapon }
    [possess] possess @{ $target }
    [switch] turn the blow on @{ $victim }
    [keep] keep the same victim
    [name_chief] name @{ $chief } chief
    [chief_vote] chief: @{ $chief }
   *[other] order "{ $kind }"
 }

## Steps.

# A step. $stage: its stage (guess-plain: the killer's guess told to someone else; current:
# no step); $n: the night's or day's number.
indixo-step-name = { $stage ->
    [rooms] night { $n } (room choice)
    [actions] night { $n } (actions)
    [switch] night { $n } (the ghost's choice)
    [votes] day { $n } (votes)
    [words] day { $n } (last words)
    [guess] the guess of day { $n }
    [guess-plain] day { $n }
    [chief] naming the chief (day { $n })
    [stranded] placing the weapons (day { $n })
   *[current] the current step
 }
# The same after "of": "of night 2 (actions)".
indixo-of-step = of { indixo-step-name }
# What a silent player gets, by stage; follows "Without an order, ".
indixo-no-answer = { $stage ->
    [rooms] you stay in last night's room; on the first night, or if that room is condemned, chance picks one for you (a ghost stays in its room).
    [actions] you do nothing tonight.
    [switch] the intended victim stays the same.
    [votes] you do not vote today; the day still ends at the deadline.
    [words] nothing changes: the votes are already locked.
    [guess] you make no guess today.
    [chief] the living will elect their chief themselves.
    [stranded] the weapons are spread at random among the open rooms.
   *[other] the rule for a silent player applies.
 }
# The same said about the silent players to the game master (a draft, a skip), after
# "No order from @ana: "; $count: how many they are.
indixo-no-answer-gm = { $stage ->
    [rooms] they stay in last night's room; on the first night, or if that room is condemned, chance picks one for them (a ghost stays in its room).
    [actions] they do nothing tonight.
    [switch] the intended victim stays the same.
    [votes] no vote from them today; the day still ends at the deadline.
    [words] nothing changes: the votes are already locked.
    [guess] no guess today.
    [chief] the living will elect their chief themselves.
    [stranded] the weapons are spread at random among the open rooms.
   *[other] the rule for a silent player applies.
 }
# What a player can send now. $stage: the stage, with the role when it matters
# (rooms-ghost, actions-killer, actions-ghost, guess-killer); nothing for another.
indixo-expected = { $stage ->
    [rooms] Choose your room: `I go to <room>`.
    [rooms-ghost] Choose your room: `I go to <room>` (your room of last night or a room next to it).
    [actions-killer] Choose one or two actions: `inspect`, `kill @name with <weapon>`, `condemn <room>`, `destroy <weapon>`; or `nothing`.
    [actions-ghost] You may `haunt the room`, `haunt <weapon>`, `possess @name` or do `nothing`.
    [actions] You may `destroy <weapon>`, `move <weapon> to <adjacent room>` or do `nothing`.
    [switch] Answer `@name` to turn the blow on that innocent, or `keep`.
    [votes] By day, every living player votes in the public topic: `vote: @name, <weapon>, <room>`.
    [guess-killer] Your guess, one player after another, separated by semicolons: `@name: <room>, <weapon>; @name: <room>, none`.
    [guess] By day, votes go in the public topic: `vote: @name, <weapon>, <room>`.
    [chief] Name the chief: `I name @name`.
    [stranded] Give each weapon a room: `<weapon> -> <room>, <weapon> -> <room>`.
   *[other] {""}
 }

## The night's log, for the GM. $victim, $by, $ghost: players; $weapon, $room, $to: the GM's
## names; $people: players, already listed ("@a and @b").

indixo-event-murder = **Murder** of @{ $victim } with the { $weapon }, in the { $room }.
indixo-event-murder-failed = Failed murder: @{ $victim } or the { $weapon } was not in the killer's room.
# $count: how many failed.
indixo-event-clashes = Clash or haunted weapon: { $count ->
    [one] the action of
   *[other] the actions of
 } { $people } { $count ->
    [one] fails
   *[other] fail
 }.
# $why: haunted, or anything else (by the killer).
indixo-event-condemned = Room **condemned**: { $room } ({ $why ->
    [haunted] haunted, a murder there
   *[other] by the killer
 }).
# $why: conditions, haunted, or anything else.
indixo-event-condemnation-refused = Condemnation refused: { $room } ({ $why ->
    [conditions] no murder, the room not empty, no more open rooms than living
    [haunted] haunted, but too few open rooms would remain
   *[other] already condemned, or too few open rooms would remain
 }).
indixo-event-destroyed = Weapon **destroyed**: { $weapon } (by @{ $by }).
indixo-event-destroy-failed = The killer's destroy failed (@{ $by }): { $weapon }.
indixo-event-destroys-cancelled = The innocents' attempts to destroy were cancelled (too few weapons): { $people }.
indixo-event-moved = Weapon moved: { $weapon } to the { $to } (by @{ $by }).
# $why: died, or anything else (the destination condemned).
indixo-event-move-failed = @{ $by }'s move failed ({ $why ->
    [died] died tonight
   *[other] the destination was condemned tonight
 }).
# $weapons: already listed.
indixo-event-stranded-spread = Weapons of a condemned room spread at random (no victim to place them): { $weapons }.
# $switched: true or false.
indixo-event-switch = The ghost @{ $ghost }'s choice: { $switched ->
    [true] victim switched to
   *[false] victim kept:
 } @{ $victim }.

## How many players a house allows. $n, $low, $high, $last: numbers; $some: numbers, listed.

indixo-counts-exactly = exactly { $n } players
indixo-counts-range = { $low } to { $high } players
indixo-counts-some = { $some } or { $last } players
indixo-counts-none = no number of players
