## The mud fight (rules/mud): what the bot says, in English.

# An order in canonical form, after "Order received for turn 3: ".
# $kind: move, throw or pass; $to: an intersection; $target: a player; $number: 1 to 5.
mud-order = { $kind ->
    [move] move to { $to }
    [throw] throw mud at @{ $target }, number { $number }
   *[pass] pass
 }

## The final ranking.

mud-final-title = { $title }: final ranking
# $turns: how many turns were played; $winner: the one winner's name.
mud-final-winner = After { $turns } { $turns ->
    [one] turn
   *[other] turns
 } of mud, victory goes to **{ $winner }**!
# $winners: every winner but the last, already joined by "**, **"; $last: the last.
mud-final-winners = After { $turns } { $turns ->
    [one] turn
   *[other] turns
 } of mud, victory is shared by **{ $winners }** and **{ $last }**!
mud-final-place = Place
mud-final-player = Player
mud-final-points = Points
mud-final-times-hit = Times hit
mud-final-people-hit = People hit
mud-final-scoring = One point for each new person you hit (hitting someone again scores nothing); on equal points, whoever was hit less often ranks higher; equal on both means a shared place. Thanks to everyone, and happy scrubbing!

## Pieces of the bridge's sentences: the turn, in the form each sentence needs.

# After a verb: "it does not count for this turn".
mud-for-step = for this turn
# $step: the turn's number ("the deadline of turn 3").
mud-of-step = of turn { $step }
# $step: the turn's number ("Order received for turn 3").
mud-step-name = turn { $step }
# "your earlier order of this turn".
mud-this-step = of this turn
# The acknowledgement of an order that replaces the one in force: $sent, its send time in words.
mud-order-replaced = Your earlier order is replaced: this one counts from when it was sent, { $sent }, and you lose your place in the sending order.
# What happens to a player who sends nothing, after "Without an order, ".
mud-no-answer = you pass this turn.
# The same said about a silent player to the game master (a draft, a skip): "No order from @dima: counts as a pass."
mud-no-answer-gm = counts as a pass.
# The turns in the form the bridge's sentence needs: $form is of_a, each, the, of_the,
# ending or current.
mud-phases = { $form ->
    [of_a] of a turn
    [each] each turn
    [the] the turns
    [of_the] of the turns
    [ending] the final ranking
   *[current] the current turn
 }

## Why a reading is not certain, after "I am not sure I read it right (".

mud-doubt-narration = I only found it in your narration, between asterisks or in italics, not in a plain sentence
# $named: true when the order names its target; $target: that player.
mud-doubt-pronoun = I took your pronoun to mean { $named ->
    [true] @{ $target }
   *[false] the player
 }, the only player named in your narration
mud-doubt-other = my reading of your message is not certain

## The settings in words (the game's topic), one line each.

# $shape: grid or named; $width, $height: the grid's size; $map: the map as set.
mud-settings-map = map: { $shape ->
    [grid] a grid of { $width } × { $height } intersections
   *[named] "{ $map }"
 };
mud-settings-turns = turns: { $turns };
# $fog: on or off.
mud-settings-fog = fog: { $fog ->
    [on] on, each player learns privately who stands near them
   *[off] off, everyone's position is public
 };
# $gang: yes or no.
mud-settings-gang = a gang hits its target even if they dodge: { $gang ->
    [yes] yes
   *[no] no
 }.

## Why the settings (rules/mud/state.py `check_settings`) or the players (`setup`) are refused.

# $map: the map asked for; $count: how many hand-made maps there are; $available: their names.
mud-setup-refused-unknown-map = the map "{ $map }" does not exist. Maps: `grid:WxH` (for example `grid:5x5`){ $count ->
    [0] {""}
   *[other] , { $available }
 }.
mud-setup-refused-invalid-turns = `turns` is a number of turns from { $min } to { $max }, not "{ $turns }".
mud-setup-refused-invalid-setting = `{ $setting }` is `on` or `off`, not "{ $value }".
mud-setup-refused-invalid-schedule = the schedule "{ $schedule }" is not a five-field cron expression (example: `0 22 2-30/2 * *`).
mud-setup-refused-invalid-timezone = the time zone "{ $timezone }" is unknown (example: `Europe/Paris`).
# $places: the map's intersections; $players: how many signed up.
mud-setup-refused-board-too-small = the map has only { $places } intersections for { $players } players: each player needs one (a bigger map, or fewer players).

## Why an order is refused (rules/mud/orders.py and desk.py), after "Order refused for turn 3: ".

mud-rejection-not-an-order = I found no order in this message.
mud-rejection-ambiguous = this message is ambiguous (several orders, or an incomplete one): give exactly one order.
# $given: yes when the order had a number; $number: that number.
mud-rejection-invalid-number = the number must be between 1 and 5{ $given ->
    [yes] {" "}({ $number } isn't allowed)
   *[no] {""}
 }.
# $case: place (an intersection $to), player (a player $player) or other.
mud-rejection-not-adjacent = { $case ->
    [place] { $to } is not next to your intersection
    [player] @{ $player } is not within reach
   *[other] that is out of reach
 }.
# $case: place (an intersection $to) or other.
mud-rejection-off-board = { $case ->
    [place] { $to } is not on the map
   *[other] that intersection is not on the map
 }.
# After "… is not on the map.", when the intersection asked for starts with a letter that is not Latin.
mud-rejection-latin-columns = Columns on the map are named with Latin letters.
# $name: the name given.
mud-rejection-unknown-player = there is no player called "{ $name }" in this game.
mud-rejection-self-target = you cannot throw at yourself.
mud-rejection-not-a-player = you are not playing in this game.
mud-rejection-game-over = the game is over: orders are no longer accepted.
# $code: the refusal's code (not shown).
mud-rejection-other = that order isn't possible right now.
# The orders one may give. $place: a neighbouring intersection; $named: true when $target is a
# player within reach (or another player) to show in an example.
mud-rejection-orders = Valid orders: `move to <intersection>`, `throw <player> <number from 1 to 5>` or `pass`.
# $position: where the player stands.
mud-rejection-position = You are on **{ $position }**.
# $count: how many; $neighbours: their labels.
mud-rejection-neighbours = Neighbouring intersections: { $count ->
    [0] none
   *[other] { $neighbours }
 }.
# $count: how many; $players: their mentions, "@anna, @boris".
mud-rejection-in-reach = Within reach: { $count ->
    [0] nobody
   *[other] { $players }
 }.

## Piece of the start, of the private post after each turn and of the help: what is around.

mud-reach-around-fog = Through the fog you make out, on the neighbouring intersections (where you can go):
mud-reach-around = Neighbouring intersections (where you can go):
# $label: an intersection; $spot: taken (by $player), unseen (nobody, in the fog) or free.
mud-reach-spot = **{ $label }**: { $spot ->
    [taken] { $player } stands there
    [unseen] nobody
   *[free] free
 }
# $players: the names, already joined by "**, **".
mud-reach-in-range = Within reach: **{ $players }**.
mud-reach-none-in-range = Nobody is within reach.
# How to order from here. $move: yes when there is a neighbouring intersection $place;
# $named: true when there is a player $target to show; $later: yes when nobody is in range yet.
mud-reach-orders = Send your order right here, one per turn: { $move ->
    [yes] move to a neighbouring intersection (`move to { $place }`),{" "}
   *[no] {""}
 }throw mud at a player within reach with a number from 1 to 5 ({ $named ->
    [true] `throw { $target } 3`
   *[false] `throw <player> 3`
 }{ $later ->
    [yes] , once someone is next to you
   *[no] {""}
 }) or pass (`pass`).

## Each player's private post at the start.

# $player: the player; $position: their intersection; $drawn: yes when it was drawn by lot (with
# fog) among $among free intersections.
mud-start = Hello, { $player }! You start the mud fight on **{ $position }**{ $drawn ->
    [yes] , drawn by lot among the { $among } intersections still free (taken in the order A1, A2… B1…)
   *[no] {""}
 }.

## Each player's private post after a turn: a failed move, where they stand, what is around.

# A move that failed. $turn: the turn; $target: where the player was heading; $known: yes when
# the player who took the spot ($by) is named; $to: where the player ends.
# $draw: listed (drawn by lot among $among), tied (drawn among spots not to be named) or none.
mud-position-displaced = Turn { $turn }: you were heading for **{ $target }**, but { $known ->
    [yes] **{ $by }**
   *[no] someone else
 } sent their order earlier and took the spot. You were pushed to the nearest free intersection{ $draw ->
    [listed] , drawn by lot among { $among }
    [tied] , drawn by lot among the nearest tied ones
   *[none] {""}
 }: **{ $to }**.
mud-position-blocked = Turn { $turn }: you were heading for **{ $target }**, but { $known ->
    [yes] **{ $by }**
   *[no] someone
 } stays put there, and nobody can walk onto a person who stays put. You remain on **{ $to }**.
mud-position-no-room = Turn { $turn }: you were heading for **{ $target }**, but { $known ->
    [yes] **{ $by }**
   *[no] someone else
 } sent their order earlier and took the spot, and no intersection within two streets was free. You remain on **{ $to }**.
# After the last turn. $position: where the player ends.
mud-position-last = The game is over: you end on **{ $position }**.
mud-position-last-fog = Through the fog you make out, on the neighbouring intersections:
# $label: an intersection; $seen: yes when $player stands there.
mud-position-last-spot = **{ $label }**: { $seen ->
    [yes] { $player }
   *[no] nobody
 }
# $turn: the turn just played; $position: where the player stands.
mud-position-after = After turn { $turn }, you stand on **{ $position }**.

## A turn opens, in a player's help: where they stand, and the piece `reach`.

# $step: the turn.
mud-step-open = **Turn { $step }** is open.
# $deadline: a time in words.
mud-step-open-deadline = Deadline: { $deadline }.
# $position: where the player stands.
mud-step-open-position = You stand on **{ $position }**.
mud-step-open-last-counts = The last valid order received before the deadline counts.

## The opening, in the game's topic: the board, the players, the goal, how to give orders.

# $title: the game's title.
mud-opening-title = { $title }: let the mud fight begin!
# $players, $turns: how many; $shape: grid or town. A grid: $size ("5 × 5"), $width, $height,
# $last_column (its last column's letter). A town: $town, the map's name.
mud-opening-summary = { $players } { $players ->
    [one] player
   *[other] players
 }, { $turns } { $turns ->
    [one] turn
   *[other] turns
 }, { $shape ->
    [grid] on a grid of { $size } intersections (columns A, B, C… from the left, rows 1, 2, 3… from the top)
   *[town] in the streets of **{ $town }**
 }.
mud-opening-goal = Goal: hit as many **different** people as you can while getting hit as little as possible. One point for each new person you hit (hitting someone again scores nothing); on equal points, whoever was hit less often ranks higher.
mud-opening-fog = Fog: positions stay secret. Each of you learns in private where you stand and who is on the intersections next to you.
# $players: the names, already joined by "**, **".
mud-opening-players = Players: **{ $players }**.
mud-opening-player = Player
mud-opening-position = Position
# $draws: every "anna among 24", joined by ", ".
mud-opening-drawn = Starting positions drawn by lot in sign-up order, each among the intersections still free, taken in the order A1, A2… B1…: { $draws }.
# $name: a player; $among: how many free intersections their start was drawn among.
mud-opening-drawn-among = { $name } among { $among }
mud-opening-orders = Each turn, send me **one order** in a private message:
# $example: yes when there is an intersection $place to show in an example.
mud-opening-move = `move to <intersection>`: go to a neighbouring intersection;
# $target: a player to show in an example.
mud-opening-throw = `throw <player> <number from 1 to 5>`: throw mud at someone on a neighbouring intersection;
mud-opening-pass = `pass`: do nothing (sending nothing is a pass too).
mud-opening-rules = You may change your order until the turn ends; the send time of your last order is the one that counts. One person per intersection: if two players head for the same one, whoever sent their order first gets it and the other is pushed aside. Be quick if you mean to move!

## The results of a turn, in the game's topic: moves, throws, passes, standings (with fog,
## only who hit whom and the standings).

# $title: the game's title; $turn: the turn played, of $turns.
mud-results-title = { $title }: results of turn { $turn } of { $turns }
mud-results-moves = Moves
# $player moved from $from to $to.
mud-results-moved = **{ $player }**: { $from } → { $to }
# $player was heading for $target, but $by sent their order earlier: pushed from $from to $to;
# $draw: listed when $to was drawn by lot among $among, else none.
mud-results-displaced = **{ $player }** was heading for { $target }, but **{ $by }** sent their order earlier and takes it: pushed to **{ $to }** instead ({ $from } → { $to }){ $draw ->
    [listed] , an intersection drawn by lot among { $among }: { $to }
   *[none] {""}
 }
mud-results-blocked = **{ $player }** was heading for { $target }, but **{ $by }** stays put there: no move, still on { $from }
mud-results-no-room = **{ $player }** was heading for { $target }, but **{ $by }** sent their order earlier and takes it, and no intersection within two streets was free: still on { $from }
mud-results-nobody-moved = Nobody moved.
mud-results-throws = Mud throws
# One throw: $thrower at $target with $number; $hit: yes or no; $reason: why (gang,
# ganged_thrower, dodged, late_move, duel_tie, duel_odd, duel_even, or plain), $difference: the
# duel's gap; $score: point (a new point), again (a hit that brings none) or none.
mud-results-throw = **{ $thrower }** → **{ $target }** ({ $number }): { $hit ->
    [yes] **hit**
   *[no] missed
 }{ $reason ->
    [gang] : several throws target { $target } at once
    [ganged_thrower] : under fire from several throws at once, { $thrower } cannot hit anyone
    [dodged] : { $target } sent their move before this throw
    [late_move] : { $target }'s move came after this throw
    [duel_tie] : duel with equal numbers, both are hit
    [duel_odd] : duel, numbers { $difference } apart, only the first to send hits
    [duel_even] : duel, numbers { $difference } apart, only the second to send hits
   *[plain] {""}
 }{ $score ->
    [point] {" "}(+1 point for { $thrower })
    [again] {" "}(no new point: { $thrower } had already hit { $target })
   *[none] {""}
 }
mud-results-no-throws = No throws this turn.
# $count: how many passed; $players: their names, joined by ", ".
mud-results-passed = Passing this turn: { $players }.
mud-results-hits = Who hit whom
# $point: yes when the hit brings $thrower a new point.
mud-results-hit = **{ $thrower }** hit **{ $target }**{ $point ->
    [yes] {" "}(+1 point)
   *[no] {""}
 }
mud-results-nobody-hit = Nobody was hit this turn.
mud-results-standings = Standings
mud-results-place = Place
mud-results-player = Player
mud-results-points = Points
mud-results-times-hit = Times hit
mud-results-last = That was the last turn! The final ranking follows.

## The status page (plain text: the page's markup stays in the template).

# The suffix of a place's number, shown raised ("1st"): $n, its last digit $mod10 and its last
# two $mod100.
mud-status-ordinal = { $mod100 ->
    [11] th
    [12] th
    [13] th
   *[other] { $mod10 ->
        [1] st
        [2] nd
        [3] rd
       *[other] th
    }
 }
# After a shared place.
mud-status-tied = (tied)
# $turns: how many turns were played.
mud-status-finished = final standings after { $turns } { $turns ->
    [one] turn
   *[other] turns
 }
# $turn: the current turn, of $turns.
mud-status-turn = turn { $turn } of { $turns }
mud-status-standings = Standings
mud-status-place = Place
mud-status-player = Player
mud-status-points = Points
mud-status-times-hit = Times hit
mud-status-position = Position
mud-status-ranking = Ranked by points, then by fewest times hit; players equal on both share a place.
mud-status-fog = Fog of war: positions stay secret.

## Settings, as the GM's help describes them (rules/mud/state.py SETTINGS): what each
## does, its values and units; the help shows the default.

mud-setting-map = The street map: a grid `grid:WxH` (W columns lettered A, B, C…, H rows numbered 1, 2, 3…; at most 26 × 99, e.g. `grid:5x5`) or the name of a town map shipped with the game.
mud-setting-turns = How many turns the game lasts, 1 to 99; the final ranking comes after the last one.
mud-setting-schedule = Each turn's deadline, a five-field cron expression (minute, hour, day of month, month, day of week) read in the game's time zone: `0 22 2-30/2 * *` is the even days of the month at 22:00; a turn is never resolved before its deadline.
mud-setting-timezone = The time zone of the deadlines and of the dates announced, by its IANA name (`Europe/Paris`, `Europe/Moscow`).
mud-setting-fog = Fog of war: with `on`, each player learns only in private who stands on the intersections next to theirs, and the topic shows only who hit whom and the standings; with `off`, everyone's position is public.
mud-setting-gang-hits-dodgers = When several players throw at the same one (a gang): with `on`, each of their throws hits even if the target moved away in time; with `off`, a throw the target dodges (their move sent before that throw) does not count toward the gang.
