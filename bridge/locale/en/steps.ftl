## The bridge's words for a game's steps (bridge/templates/), in English. A game says its own
## step in its own words (<game>/step_name, of_step); these are the defaults.

## step_name: the open step. $key: the step's key.
step-name = the current step ({ $key })
## of_step
of-step = of the current step ({ $key })
## this_step
this-step = of this step
## for_step
for-step = for this step

## step_open_default. $step: the turn's number.
step-open-default-open = **Turn { $step }** is open.
step-open-default-deadline = Deadline: { $deadline }.
step-open-default-send = Send your orders in your order desk; the last valid order received before the deadline counts.

## step_closed: the GM closed a step early. $step: the step, named by the game; $status: review, finished or else.
step-closed = { $status ->
    [review] Done: { $step } is closed before its deadline; the draft of its resolution awaits you above.
    [finished] Done: { $step } is closed before its deadline; the game is over.
   *[other] Done: { $step } is closed before its deadline; its resolution is published and what follows is open.
 }

## reminder: no order yet. $step: the step, named by the game; $deadline: in words. The game's rule for silence follows.
reminder = A friendly reminder: I have not received any order from you for { $step } yet. Deadline: { $deadline }. Without an order,

## deadline_moved. $step: "of the step", by the game; $deadline, $before: in words.
deadline-moved = **New deadline** { $step }, set by the game master: { $deadline }, instead of { $before }. Orders already sent still count.

## phases: what a game calls the parts of play the GM reviews, in the form a sentence needs ($form).
phases = { $form ->
    [of_a] of a step
    [each] each step
    [the] the steps
    [of_the] of the steps
    [ending] the final result
   *[other] the open step
 }

## resumed: the GM's resume. $duration: the pause's length, in words (duration).
resumed = The game resumes after a pause of { $duration }: every open deadline moved on by as much. The players have been told in the game topic.
resumed-not-paused = The game was not paused: nothing changed. To pause it: `pause`.

## published: the GM published a step's results. $ending: the game's final result, by the game; $step: the next step, by the game.
published-finished = Published: the game is over, { $ending } and the random seed are in the public topic.
published = Published: the results are in the public topic.
published-next = Published: the results are in the public topic, and { $step } begins.

## rejected: the GM kept a draft unpublished. $step: "of the step", by the game.
rejected = Understood: the draft { $step } stays unpublished, and nothing goes out on its own. From here you may `rerun` (draw its dice again), correct an order (`order of @player: …` or `cancel the order of @player`: a new draft), publish it after all with `ok`, or stop the game with `end the game` or `cancel`.

## skipped: the GM skipped a player. $step: the closed step, named by the game. The game's rule for silence follows, said about the player (its no_answer_gm).
skipped = Done: I closed { $step }, which was waiting for @{ $player }, as if they had stayed silent:
# $status: the game's state after it.
skipped-status = { $status ->
    [finished] The game is over.
    [review] The draft of its resolution awaits you above.
   *[other] Its resolution is published and the game goes on.
 }

## paused: the GM's pause. $idle: how many turns nobody played, when the table paused itself.
paused-idle = The game paused itself: nobody played for { $idle } { $idle ->
    [one] turn
   *[other] turns
 } in a row, each closed by its deadline with no order from anyone. No deadline runs and no move is taken until you write `resume`; the players have been told in the game topic. (Setting `pause_after`: { $idle }; 0 would never pause.)
paused = The game is paused: no deadline runs and no move is taken until you write `resume`. The players have been told in the game topic.
paused-already = The game is already paused: write `resume` to go on.
