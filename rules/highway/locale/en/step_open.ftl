## Highway Romantics: a step of the table opens (templates/step_open.md.j2), in English. Each
## paragraph: what to do, then the time to answer, then what silence does. $step: the move's
## number; $first: the player awaited; $trigger: discobot's word.

# $window: the reply window in words; $until: yes when there is a deadline ($deadline).
highway-step-time = { $window } to answer{ $until ->
    [yes] , deadline { $deadline }
   *[no] {""}
 }.
highway-step-deadline = Deadline: { $deadline }.
# $cell: a cell not named yet; $treasury: yes when the treasury holds safes.
highway-step-cell = **Move { $step }.** @{ $first }, your turn: name a cell in this topic (for example `{ $cell }`){ $treasury ->
    [yes] , propose a robbery of the treasury first if you like (`rob: …; split: …`)
   *[no] {""}
 }, or say `pass`.
highway-step-cell-silent = Without an answer the turn passes to the next player.
# $safes: the treasury, in words; $example: a robbery the player could propose.
highway-step-thief = **Move { $step }.** @{ $first }, you may propose a robbery of the treasury ({ $safes }): `{ $example }`, or say `pass`.
highway-step-thief-silent = Without an answer there is no robbery, and the turn passes to the next player.
# $guard: the guard's card (highway-card, or highway-step-fight-guard); $laid: yes when thieves
# are laid already ($cards: highway-step-fight-laid-card, joined by ", ").
highway-step-fight = **Move { $step }: guard fight** ({ $guard }{ $laid ->
    [yes] ; already laid: { $cards }
   *[no] {""}
 }).
highway-step-fight-guard = a guard
highway-step-fight-laid-card = { $card } by { $player }
# $options: highway-command-lay, one per suitable type.
highway-step-fight-drawer = @{ $first }, you drew the guard, so you must lay a thief: { $options }.
# $type: highway-with-type of the first suitable thief.
highway-step-fight-drawer-silent = Without an answer the first suitable one is laid, a thief { $type }.
highway-step-fight-other = @{ $first }, you may lay a thief: { $options }, or say `pass`.
highway-step-fight-other-silent = Without an answer you pass.
# $example: a counter split.
highway-step-vote = **Move { $step }: the split.** The leader, { $leader }, proposes: { $split }. Everyone else answers here: `agree`, or a split of their own (`{ $example }`); the first counter split sends the decision straight back to the leader.
highway-step-vote-silence = Silence { $agrees ->
    [yes] counts as agreement
   *[no] does **not** count as agreement
 }.
highway-step-vote-revised = The leader already changed a split this turn (once a turn is all the rules allow): a counter split calls the robbery off.
# $countered: yes when someone proposed a counter split ($by: who, $split: it).
highway-step-revise = **Move { $step }.** @{ $first }, your split is not accepted{ $countered ->
    [yes] : { $by } proposes: { $split }
   *[no] {""}
 }. You may change the split once (`split: …`){ $countered ->
    [yes] , accept the counter split (`agree`)
   *[no] {""}
 } or drop the robbery (`pass`).
highway-step-revise-silent = Without an answer the robbery is off.
# $players: the gang's members awaited, mentioned.
highway-step-vote2 = **Move { $step }: the new split** of the leader, { $leader }: { $split }. { $players }, your thieves are in the gang: `agree` or `disagree`; if even one disagrees, the robbery is off.
highway-step-vote2-silence = Silence { $agrees ->
    [yes] counts as agreement
   *[no] counts as refusal
 }.
# $treasury: the safes in the treasury; $rule: highway-dice-rule.
highway-step-roll = **Move { $step }: the robbery!** Roll the dice: post here `@discobot { $trigger } { $treasury }d3` (one die per safe in the treasury; { $rule }). I read discobot's reply automatically.
highway-step-roll-silent = Without a roll the bot rolls the dice.
highway-step-assign = **Move { $step }: hand out the dice** by answering here, following the agreed split (the dice and an example are above).
highway-step-assign-silent = Without an answer the dice go in order, following the split.
highway-step-last = **Move { $step }: last attempt.** Every cell is named, and the treasury holds { $safes }. @{ $first }, you may propose a robbery (`{ $example }`) or say `pass`.
highway-step-last-silent = Without an answer the attempt is skipped.
# $safes: the host's safes; $count: the dice of one roll; $more: yes when more than 20 are
# needed ($dice: all of them, in words).
highway-step-host-roll = **Move { $step }: the host's dice.** The treasury is closed; the host holds { $safes }. Roll the dice for them: post here `@discobot { $trigger } { $count }d3` (one die per safe; { $rule }){ $more ->
    [yes] , and again until { $dice } are rolled: discobot rolls at most 20 at a time
   *[no] {""}
 }. I read discobot's reply automatically and publish the count in the game's topic.
highway-step-host-roll-silent = Without a roll, the bot rolls the dice with its seeded generator and says so at the table.
# $size: highway-field-size; $numbers: the numbers needed, in words.
highway-step-field = **Filling the field.** The field is { $size }: { $numbers } are needed.
# $twenties: how many rolls of 20 ($times: the same in words); $rest: the numbers of the last,
# smaller roll (0 when none).
highway-step-field-post = Post { $twenties ->
    [0] {""}
   *[other] `@discobot { $trigger } 20d120` here { $times }{ $rest ->
        [0] {""}
       *[other] , then
    }
 }{ $rest ->
    [0] {""}
   *[other] {" "}`@discobot { $trigger } { $rest }d120`{ $twenties ->
        [0] {" "}here
       *[other] {""}
    }
 }, one roll per post: I read the numbers of discobot's answers in order, row by row, left to right, exactly the cells in use.
# $numbers: the whole field's numbers, in words.
highway-step-field-whole = Or roll the whole 10 × 10 field as the rules do: `@discobot { $trigger } 20d120` five times, { $numbers } row by row, and I cut the field in use from its top-left corner.
highway-step-field-two-rolls = (With this many players, two rolls fill every cell in use and the game starts at once, so the rules' whole 10 × 10 field can't be rolled here.)
highway-step-field-then = Once the field is filled I publish its check hash in the game's topic, and the first move opens.
highway-step-field-silent = Without the rolls by then, I draw the numbers still missing myself and say so at the table.
highway-step-other = **Move { $step }** is open.
highway-step-other-moves = Moves are written here, in the game's topic; the first valid answer of the player awaited counts.
