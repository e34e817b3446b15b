## Highway Romantics: the pieces the bridge's messages include (templates/for_step.md.j2,
## this_step, of_step, step_name, phases, doubt, settings, how_to_join, order), in English.

# $key: the step's key ("field", or a move's "m12-cell").
highway-for-step = { $key ->
    [field] for the field
   *[other] for this move
 }
highway-this-step = { $key ->
    [field] for the field
   *[other] of this move
 }
# $step: field, move (with its $number) or current.
highway-of-step = { $step ->
    [field] of the filling of the field
    [move] of move { $number }
   *[current] of the current move
 }
highway-step-name = { $step ->
    [field] the filling of the field
    [move] move { $number }
   *[current] the current move
 }
# The table's moves in the form the bridge's sentence needs.
highway-phases = { $form ->
    [of_a] of a move
    [each] each move
    [the] the moves
    [of_the] of the moves
    [ending] the count of the loot
   *[current] the current move
 }
# Why the reading of a post is not certain: narration, quote, or anything else.
highway-doubt = { $doubt ->
    [narration] I only found it in your narration, between asterisks or in italics
    [quote] I only found it in a quote
   *[other] my reading of your post is not certain
 }

## The settings in words ($shown: the prize fund as written).

highway-settings-fund = prize fund: { $shown } gold coins, shared out at the end in proportion to the bags;
highway-settings-window = time for each answer: { $minutes } min;
# $source: discobot or bot.
highway-settings-dice = dice: { $source ->
    [discobot] rolled with discobot (`@discobot { $trigger } …`)
   *[bot] drawn by the bot (checkable with the seed revealed at the end)
 };
highway-settings-silence = silence counts as agreeing to a split: { $agrees ->
    [yes] yes
   *[no] no
 }.

## How to join.

highway-join-open = **Sign-up is open**: write "join" in this topic ({ $min } to { $max } players). The turn order is the order of sign-up. To withdraw before the start: "leave".
highway-join-live = The game is played live, **here, in this topic**: cells, robberies, splits and guard fights are all written here, with only a few minutes for each answer. Only a robbery's dice and bags come to you privately. Can't be there the whole time? Name a stand-in (`my stand-in @sasha`) who can play for you.

## An order's canonical echo.

highway-order-cell = cell { $cell }
highway-order-rob = rob the treasury — gang: { $gang }; split: { $split }
highway-order-split = split: { $split }
highway-order-agree = agree to the split
highway-order-disagree = disagree with the split
# $type: highway-with-type.
highway-order-lay-type = lay a thief { $type } on the guard
highway-order-lay = lay a thief on the guard
highway-order-pass = pass
highway-order-dice = dice: { $values }
# $count: how many numbers; $numbers: the same in words.
highway-order-field = the field's numbers: { $count }
# $parts: highway-order-assign-dice and highway-order-assign-rest, joined.
highway-order-assign = dice handed out: { $parts }
# $count: how many dice; $dice: their numbers, listed.
highway-order-assign-dice = { $count ->
    [one] die
   *[other] dice
 } { $dice } to { $player }
highway-order-assign-rest = the rest to { $player }
highway-order-separator = {"; "}
highway-order-other = a move
