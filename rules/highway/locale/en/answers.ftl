## Highway Romantics: what the bridge's answers to a post include (templates/accepted.md.j2,
## incomplete, no_answer), in English.

## An accepted roll of the host ($needed: the numbers or dice needed, $full: the whole field's).

# $dice: the host's dice read, in words.
highway-accepted-host-dice = I've read { $dice } of the { $needed } the host's safes need.
highway-accepted-host-dice-all = Every die is rolled: the count is published in the game's topic.
# $numbers: the numbers read, in words.
highway-accepted-field = I've read { $numbers } of the { $needed } the field needs.
highway-accepted-field-more = { $numbers } read: the field in use has { $needed } cells, the whole 10 × 10 field { $full }.
# $cut: yes when the whole field was rolled and the field in use is cut from it.
highway-accepted-field-complete = The field is complete{ $cut ->
    [yes] {" "}(the whole 10 × 10 field, cut from its top-left corner)
   *[no] {""}
 }: its check hash is published in the game's topic and the game begins.

## What is still to roll ($trigger: discobot's word).

# $count: the dice to roll now.
highway-incomplete-host-dice = { $dice } still needed for the host's safes; post `@discobot { $trigger } { $count }d3` here.
# $more: the numbers left to the whole field; $count: those to roll now; $first: the numbers
# that make the field.
highway-incomplete-field-more = { $numbers } read, more than the { $needed } cells in use. If you are rolling the whole 10 × 10 field as the rules do, roll on to { $full } numbers ({ $more } more: `@discobot { $trigger } { $count }d120`) and I cut the field from its top-left corner; otherwise, at the deadline, the first { $first } make the field, row by row.
# $rolls: yes when whole rolls of 20 are needed ($times: how many, in words); $rest: the
# numbers of a last, smaller roll.
highway-incomplete-field = { $numbers } still needed; post{ $rolls ->
    [yes] {" "}`@discobot { $trigger } 20d120` here { $times } more{ $rest ->
        [0] {""}
       *[other] , then `@discobot { $trigger } { $rest }d120`
    }
   *[no] { $rest ->
        [0] {""}
       *[other] {" "}`@discobot { $trigger } { $rest }d120` here
    }
 }.
highway-incomplete-other = I am waiting for the rest of your answer.

## What a silent player gets (after "Without an order, ").

# $silence: agrees, refuses, or settings (not known here).
highway-no-answer-vote = { $silence ->
    [agrees] silence counts as agreeing to the split.
    [refuses] silence counts as refusing the split.
   *[settings] silence counts as agreeing to the split or refusing it, as the game's settings say.
 }
# $stage: the stage of the step's key.
highway-no-answer = { $stage ->
    [cell] the turn passes to the next player.
    [thief] there is no robbery, and the turn passes to the next player.
    [fight] the player who drew the guard has the first suitable thief laid for them (sabre, musket, elixir, in that order); anyone else simply passes.
    [revise] the robbery is off.
    [roll] the bot rolls the dice.
    [assign] the dice go in order, following the split.
    [last] the last attempt is skipped.
    [host_roll] the bot rolls the dice of the host's safes itself, with its seeded generator, and says so at the table.
    [field] the bot draws the numbers still missing itself, with its seeded generator, and says so at the table.
   *[other] the turn passes on.
 }

## Why the game refuses its settings or a field set beforehand (to the GM).

# $code: the setting refused; $value: as the GM wrote it; $trigger: discobot's word.
highway-setup-refused = { $code ->
    [bad_prize_fund] the prize fund (`prize_fund`, or `fund`) is a sum, zero or more, not "{ $value }".
    [bad_window] the reply window (`reply_window_minutes`, or `window`) is a number of minutes above zero and at most 1440 (a day), not "{ $value }".
    [bad_source] the dice (`source`) are rolled by `bot` (the bot itself) or `discobot` (the host and the leaders write `@discobot { $trigger }`), not "{ $value }".
   *[bad_silence] silence (`silence_agrees`, or `silence`) is `on` (silence agrees) or `off` (silence refuses), not "{ $value }".
 }
# $rows, $columns: the field's size; $numbers: the columns as numbers, in words.
highway-setup-refused-field = the field set beforehand does not fit: it needs at least { $rows } { $rows ->
    [one] row
   *[other] rows
 } of { $numbers }, each a whole number from 1 to 120.
