## Highway Romantics: why a move is refused (templates/rejection.md.j2), in English, after
## "Order refused for move 12: ". $why: the grammar's reason; $trigger: discobot's word;
## $example, $cell: an example to write, a cell not named yet.

# The field's size: $last, the last column's letter; $rows, the rows.
highway-rejection-extent = columns A–{ $last }, rows 1–{ $rows }
highway-rejection-extent-unknown = a column letter and a row number
# $limited: yes when the post passed a length limit ($limit).
highway-rejection-not-an-order = { $why ->
    [empty] your post is empty (or holds only quotes).
    [too_long] your post is too long{ $limited ->
        [yes] {" "}(over { $limit } characters)
       *[no] {""}
    }: write your move on its own, in a few words.
    [unreadable] I could not read this post: please put it more simply.
   *[other] I found no move in this post.
 }
# $cells: the cells named; $types: the weapon types named; $options: the thieves to lay.
highway-rejection-ambiguous = { $why ->
    [two_cells] you name several cells at once ({ $cells }): name one.
    [two_weapons] you name several weapons at once ({ $types }): one thief is laid on the guard, { $options }.
    [two_orders] this post holds several moves at once: write one.
   *[other] this post can be read several ways: write one move, plainly.
 }
# $text: what was written; $extent: highway-rejection-extent.
highway-rejection-bad-cell = "{ $text }" is not a cell of the field. A cell is a column letter (A to J) and a row number, { $extent }: for example `{ $cell }`.
# $named: yes when the player is known ($player); $count: what was written for a number.
highway-rejection-bad-gang = { $why ->
    [no_weapon] no weapon is named for { $player } in the gang.
    [count] { $named ->
        [yes] for { $player }:{" "}
       *[no] {""}
    }"{ $count }" is not a number: say how many thieves with a number.
    [no_player] it does not say whose thieves these are: name the player before the weapons (`@name's`) or say `my`.
    [no_gang] there is no gang after "rob": list the thieves by their owners.
   *[other] I could not make out the gang.
 } A gang is exactly six thieves, two of each weapon type: `{ $example }`.
# $counted: yes when the treasury's safes are known ($safes).
highway-rejection-no-split = the proposal has no split. Add to the same post how many of the treasury's safes{ $counted ->
    [yes] {" "}({ $safes })
   *[no] {""}
 } each member of the gang gets: `{ $example }`.
highway-rejection-bad-split = { $why ->
    [no_number] { $named ->
        [yes] { $player }
       *[no] a player
    } has no number in the split.
    [count] { $named ->
        [yes] for { $player }:{" "}
       *[no] {""}
    }"{ $count }" is not a number of safes.
    [two_numbers] { $named ->
        [yes] { $player }
       *[no] a player
    } has two numbers in the split: one each.
    [twice] { $named ->
        [yes] { $player }
       *[no] a player
    } is named twice in the split.
    [no_player] the split has a number with no player.
    [rest] "the rest" does not work in a split: everyone gets a number of safes.
   *[other] I could not make out the split.
 } A split is written like this: `{ $example }`{ $counted ->
    [yes] , { $safes } in all
   *[no] {""}
 }.
# $die: the die's number; $count: what was written for one.
highway-rejection-bad-assign = { $why ->
    [no_dice] no die is given to { $named ->
        [yes] { $player }
       *[no] a player
    }.
    [position] there is no die no. { $die }: the numbers start at 1.
    [twice_rest] "the rest" can go to one player only.
    [twice] die no. { $die } is given twice.
    [count] "{ $count }" is not a die's number.
    [no_player] some dice go to nobody.
   *[other] I could not make out how you hand out the dice.
 } Write it like this: `{ $example }`.
# $named: yes when the name written is known ($name); $players: who plays.
highway-rejection-unknown-player = { $named ->
    [yes] "{ $name }" does not play
   *[no] that player does not play
 } in this game. The players: { $players }.
# $roll: the roll to ask for ("5d3").
highway-rejection-no-roll = I cannot see which roll this answers. First post here `@discobot { $trigger } { $roll }`: I read discobot's reply automatically.
highway-rejection-no-dice = I found no dice in discobot's answer. Ask for the roll again: `@discobot { $trigger } { $roll }`.
# $read: yes when a die's value was read ($value, of a die of $faces faces); else $dice rolled,
# $asked asked.
highway-rejection-dice-mismatch = { $read ->
    [yes] discobot's answer holds { $value }, which a { $faces }-sided die cannot roll.
   *[no] discobot rolled { $dice } where { $asked } were asked (discobot rolls 20 at most at once).
 } Ask for the roll again.
# $case: own_split (the leader votes), vote, vote2, fight, dice (roll or assign), field or
# other; $led: yes when the leader is known ($leader); $players: the gang's members, mentioned;
# $known: yes when the player awaited is known ($first); $what: highway-awaited.
highway-rejection-not-your-move = { $case ->
    [own_split] the leader does not vote on their own split: the other players' answers are awaited.
    [vote] everyone but the leader{ $led ->
        [yes] {" "}({ $leader })
       *[no] {""}
    } answers the split now.
    [vote2] only the gang's members answer the new split: { $players }.
    [fight] in the guard fight it is { $known ->
        [yes] @{ $first }
       *[no] another player
    }'s turn now.
    [dice] the leader{ $known ->
        [yes] , @{ $first },
       *[no] {""}
    } rolls and hands out the robbery's dice.
    [field] the host fills the field.
   *[other] it is not your move: it is { $known ->
        [yes] @{ $first }
       *[no] another player
    }'s turn, { $what }.
 }
highway-rejection-counter-needed = to disagree with the split, propose your own, in one post: `{ $example }`. Otherwise answer `agree`.
highway-rejection-no-counter = there is no counter split (only silence), so there is nothing to accept. Change the split (`split: …`) or drop the robbery (`pass`).
# $kind: the kind of move that does not fit (answer: split, agree or disagree).
highway-rejection-not-now = { $kind ->
    [cell] no cell is named right now.
    [rob] no robbery can be proposed right now.
    [answer] there is no split to answer right now.
    [lay] there is no guard fight right now.
    [dice] no dice are needed right now.
    [assign] there is nothing to hand out right now.
    [pass] there is nothing to pass right now.
   *[other] this move does not fit right now.
 }
# $faces: the faces needed; $asked_other: yes when other dice were asked ($asked: their faces).
highway-rejection-wrong-dice = the field needs the roll `@discobot { $trigger } 20d120`, { $faces }-sided dice{ $asked_other ->
    [yes] , not { $asked }-sided
   *[no] {""}
 }.
highway-rejection-no-cell-now = { $stage ->
    [thief] no cell is named after a thief: you may propose a robbery (`rob: …; split: …`) or say `pass`, and the turn passes on.
    [last] every cell is named already: all that is left is a last robbery attempt, or `pass`.
   *[other] no cell is named right now.
 }
highway-rejection-off-field = there is no cell { $cell } on the field: { $extent }.
# $by: who named it; $seen: yes when its card is known ($card).
highway-rejection-already-named = cell { $cell } was already named by { $by }{ $seen ->
    [yes] {" "}(it held { $card })
   *[no] {""}
 }. Name a hidden cell, for example `{ $free }`.
highway-rejection-one-revision = the leader may change the split only once a turn, and you already changed one this turn.
# $case: kept (the split stays), cell (the robbery is off, name a cell) or other.
highway-rejection-one-revision-then = { $case ->
    [kept] This split stays as proposed: if anyone disagrees with it, the robbery is off.
    [cell] The robbery is off: name a cell (`{ $cell }`) or say `pass`.
   *[other] The robbery is off: the turn moves on.
 }
# $count: the dice needed ($dice: in words); $asked_other: yes when another roll was asked
# ($asked dice of $faces faces).
highway-rejection-wrong-host-dice = the host's safes need the roll `@discobot { $trigger } { $count }d3`, three-sided dice, one per safe{ $asked_other ->
    [yes] , not `{ $asked }d{ $faces }`
   *[no] {""}
 }.
highway-rejection-already-tried = you have already proposed a robbery this turn: now name a cell (`{ $cell }`) or say `pass`.
highway-rejection-empty-treasury = the treasury is empty: there is nothing to rob.
# $want: the thieves wanted ($count: as a number); $type: highway-with-type; $held: yes when
# the player's hand is known ($hand), else $have: how many they hold.
highway-rejection-not-held = { $player } does not hold { $want } { $count ->
    [one] thief
   *[other] thieves
 } { $type }: in hand, { $held ->
    [yes] { $hand }
   *[no] { $have } of them
 }.
highway-rejection-no-thief = no thief at all
highway-rejection-no-thief-proposed = no thief at all
# $hand: the thieves proposed, by type.
highway-rejection-bad-gang-types = a gang is exactly six thieves, two of each weapon type (2 sabres, 2 muskets, 2 elixirs), and the one proposed has { $hand }.
highway-rejection-leader-card = the leader must put at least one of their own thieves into the gang.
highway-rejection-leader-card-hand = In your hand: { $hand }.
# $members: the gang's members; $players: those outside it ($count: how many).
highway-rejection-split-outsider = the safes can only be shared among the players whose thieves are in the gang ({ $members }): { $players } { $count ->
    [one] has
   *[other] have
 } none in it.
# $given: the safes the split gives.
highway-rejection-split-total = the split must give out every safe in the treasury, { $safes }, and yours gives { $given }.
highway-rejection-must-lay = the player who drew the guard must lay a thief on it if they can. Suitable: { $options }.
highway-rejection-which-colour = which thief do you lay? Suitable: { $options }.
# $reason: same (the guard's weapon), laid (already on the guard) or none (not held).
highway-rejection-unsuitable = a thief { $type } cannot be laid: { $reason ->
    [same] the guard has the same weapon
    [laid] one such thief is already on the guard
   *[none] you hold no such thief
 }.
highway-rejection-suitable = Suitable: { $options }.
highway-rejection-none-suitable = You hold no suitable thief: `pass`.
highway-rejection-wrong-robbery-dice = the roll needed is `@discobot { $trigger } { $count }d3`, three-sided dice, one per safe in the treasury{ $asked_other ->
    [yes] , not `{ $asked }d{ $faces }`
   *[no] {""}
 }.
highway-rejection-bad-dice-numbers = the dice are numbered from 1 to { $count }, and each is given once.
highway-rejection-dice-left = hand out all { $dice } (or add `rest to me`).
# $split: the split's shares; $given: the dice given, as shares.
highway-rejection-not-the-split = this does not follow the split: the split gives { $split }, and you give { $given }.
highway-rejection-other = this move is not possible now.
