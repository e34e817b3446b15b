## GAMENAME (GAMEID): every word the bot says for this game, in English. Every id starts with
## "GAMEID-"; a template says a message with t("GAMEID-…", variable=…). The same ids are in
## fr/ and ru/: `make i18n` (python -m bridge.tools.i18n) checks they all are, and used.

## Settings, as the GM's help describes them (SETTINGS in __init__.py): "GAMEID-setting-<name>".

GAMEID-setting-rounds = How many rounds the game lasts, from 1 to 20; the winners are named after the last one.
GAMEID-setting-top = The largest number, from 2 to 100: players pick from 1 to it, and the die has as many faces.
GAMEID-setting-hours = How long a round stays open, in hours, from 1 to 8784; it ends sooner once everyone has picked.

## Why the settings (check_settings) or the players (setup) are refused, told to the GM.

# $setting: the setting's name; $value: what was given; $least, $most: its range.
GAMEID-setup-refused-invalid-number = `{ $setting }` is a whole number from { $least } to { $most }, not "{ $value }".
# $players: how many signed up; $least: how many are needed.
GAMEID-setup-refused-too-few-players = it takes at least { $least } players, and { $players } signed up.

## The opening, in the game's topic.

# $title: the game's title.
GAMEID-opening-title = { $title }: let the game begin!
# $players: how many play; $rounds: how many rounds; $top: the largest number.
GAMEID-opening-summary = { $players } players, { $rounds } { $rounds ->
    [one] round
   *[other] rounds
 }. Each round, everyone picks a number from 1 to { $top } in secret.
GAMEID-opening-goal = Then I roll a die with { $top } faces: whoever picked closest to it scores a point (everyone tied for closest does). The most points after the last round win.
# $players: the names, already joined by "**, **".
GAMEID-opening-players = Players: **{ $players }**.
# $hours: how long a round stays open.
GAMEID-opening-how = Send me your number in your order desk, in a few words such as `my number: 7` or `I say 7`. You may change it until the round ends, { $hours } { $hours ->
    [one] hour
   *[other] hours
 } after it opens, or as soon as everyone has picked.

## A round opens, in each player's order desk (and in a player's help).

# $round: the round; $top: the largest number.
GAMEID-step-open = **Round { $round }** is open: answer here with a number from 1 to { $top }, such as `my number: 7`.
# $deadline: when the round ends, in words.
GAMEID-step-open-deadline = It ends { $deadline }, or as soon as everyone has picked.

## Pieces of the bridge's sentences: the round, in the form each sentence needs.

# $round: the round's number ("Order received for round 3").
GAMEID-step-name = round { $round }
# $round: the round's number ("the deadline of round 3").
GAMEID-of-step = of round { $round }
# "It replaces any earlier order of this round".
GAMEID-this-step = of this round
# "It does not count for this round".
GAMEID-for-step = for this round
# The rounds in the form the bridge's sentence needs: $form is of_a, each, the, of_the,
# ending or current.
GAMEID-phases = { $form ->
    [of_a] of a round
    [each] each round
    [the] the rounds
    [of_the] of the rounds
    [ending] the final scores
   *[current] the current round
 }
# After "Without an order, ".
GAMEID-no-answer = you score nothing this round.

## An order, as the bot echoes it, after "Order received for round 3: ".

# $number: the number picked.
GAMEID-order = number { $number }

## Why an order is refused, after "Order refused for round 3: ".

# $top: the largest number.
GAMEID-rejection-not-a-number = I found no number in this message (or more than one): send one number from 1 to { $top }, such as `my number: 7`.
# $number: the number given; $top: the largest number.
GAMEID-rejection-out-of-range = { $number } is not allowed: pick a number from 1 to { $top }.
# $code: the refusal's code.
GAMEID-rejection-other = this is not possible now ({ $code }).

## A round's result, in the game's topic.

# $title: the game's title; $round: the round played, of $rounds.
GAMEID-result-title = { $title }: round { $round } of { $rounds }
# $target: the number the die rolled.
GAMEID-result-target = The die rolled **{ $target }**.
# $name: a player; $number: their pick; $scored: yes when it was closest.
GAMEID-result-pick = **{ $name }** picked { $number }{ $scored ->
    [yes] {" "}(+1 point)
   *[no] {""}
 }
# $players: who sent nothing, joined by ", ".
GAMEID-result-silent = No number from { $players }: nothing scored.
# $count: how many scored; $players: their names, joined by "**, **".
GAMEID-result-scored = { $count ->
    [one] Closest: **{ $players }**, who scores a point.
   *[other] Tied for closest: **{ $players }**, who each score a point.
 }
GAMEID-result-nobody = Nobody picked a number this round: nobody scores.

# $round: the round that opens now.
GAMEID-result-next = **Round { $round }** is open: each of you gets a word in their order desk.

## The scores, after each round and at the end.

GAMEID-scores = Scores
# $name: a player; $score: their points.
GAMEID-score = { $name }: { $score } { $score ->
    [one] point
   *[other] points
 }

## The end, in the game's topic.

# $title: the game's title; $rounds: how many rounds were played.
GAMEID-final-title = { $title }: final scores after { $rounds } { $rounds ->
    [one] round
   *[other] rounds
 }
# $count: how many winners (0 when nobody scored); $winners: their names, joined by "**, **";
# $score: the winning points.
GAMEID-final-winners = { $count ->
    [0] Nobody scored a single point: no winner this time.
    [one] **{ $winners }** wins with { $score } { $score ->
        [one] point
       *[other] points
    }!
   *[other] **{ $winners }** share the win with { $score } { $score ->
        [one] point
       *[other] points
    } each!
 }
GAMEID-final-thanks = Thanks for playing!
