## Pieces of the bridge's messages, said the arena's way.

# $step: placement, choice or round.
arena-this-step = { $step ->
    [placement] of this placement
    [choice] of this choice
   *[round] of this round
 }
arena-for-step = { $step ->
    [placement] for this placement
    [choice] for this choice
   *[round] for this round
 }
# The rounds, in the form the bridge's sentence needs; $form: of_a, each, the, of_the, ending, current.
arena-phases = { $form ->
    [of_a] of a round
    [each] each round
    [the] the rounds
    [of_the] of the rounds
    [ending] the proclamation of the winner
   *[current] the current round
 }
# Why the reading of an order is in doubt; $doubt: narration, pronoun or other; $target: the
# warrior the pronoun was taken for ($named: true when there is one).
arena-doubt = { $doubt ->
    [narration] I only found it in your narration, between asterisks or in italics, not in a plain sentence
    [pronoun] I took your pronoun to mean { $named ->
        [true] @{ $target }
       *[false] the warrior
    }, the only warrior your narration names
   *[other] my reading of your post is not certain
 }
# An arena field; $field: attack, defence, shooting, shield or lost.
arena-field = { $field ->
    [attack] attack
    [defence] defence
    [shooting] shooting
    [shield] shield
   *[lost] wounds
 }

## When the lot places a clan.

# $clan: the clan.
arena-placement-drawn = You did not tell me in time where the **{ $clan }** enter the arena: the lot has placed your warriors, each in a start zone drawn with a die.
# $where: the zone.
arena-placement-drawn-warrior = @{ $warrior }: { $where }
arena-placement-drawn-open = The first round is open in the game's topic.

## What an accepted order adds for the one who sent it.

arena-accepted-placement = Your warriors will enter the arena where you placed them once placement closes.
# $actor: the warrior the chief declares for.
arena-accepted-for-warrior = You declare as war chief for @{ $actor }, who had declared nothing yet: if @{ $actor } declares an action before the round closes, theirs is the one that counts.
arena-accepted-own = This is your own declaration: your war chief can no longer replace it this round.

## An order in canonical form (templates/order.md.j2).

# A placement; $clan: the clan ($named: true when known); $placement: who goes where.
arena-order-placement = place { $named ->
    [true] the { $clan }
   *[false] your clan
 }: { $placement }
# A chief's declaration for a warrior; $action: the action, in words.
arena-order-for = for @{ $warrior }: { $action }
