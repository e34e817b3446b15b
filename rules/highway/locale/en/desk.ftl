## Highway Romantics: a robbery's dice and loot, in the desks (templates/assign_ask.md.j2,
## loot.md.j2), in English.

## To the leader: hand out the dice.

highway-assign-ask-title = { $title }: share out the loot
# $rule: highway-dice-rule.
highway-assign-ask-rolled = The dice are rolled, one per safe ({ $rule }):
# $number: the die's number; $die: what it shows; $bags: what it is worth.
highway-assign-ask-die = die **no. { $number }**: { $die } → { $bags }
highway-assign-ask-split = The agreed split: { $split }. Decide which safe goes to whom: each member gets as many dice as the split gives them safes. Answer here in one post, for example:
# $minutes: the answer window ($minutes_acc: the same after "within" where the language
# needs it); $parts: highway-assign-ask-default-part, joined.
highway-assign-ask-default = Without an answer within { $minutes }, the dice go in order, following the split: { $parts }. I will tell the gang's members privately who got how many bags; for everyone else the bags stay secret until the end.
# $count: how many dice; $dice: their numbers, listed.
highway-assign-ask-default-part = { $player } { $count ->
    [one] die
   *[other] dice
 } { $dice }
highway-assign-ask-separator = {"; "}

## To the gang's members: the loot.

highway-loot-title = { $title }: the loot is shared
highway-loot-intro = { $leader }'s robbery: each safe is one die of the leader's roll ({ $rule }), and here is who got how many bags for each safe:
highway-loot-nothing = { $player }: nothing.
# $die: the die's number; $bags: its bags.
highway-loot-one = { $player }: 1 safe (die no. { $die }), **{ $bags }**.
# $dice: the dice's numbers, listed; $each: each safe's bags, joined by " + "; $bags: the total.
highway-loot-many = { $player }: { $safes } (dice no. { $dice }), { $each } = **{ $bags }**.
highway-loot-secret = This is a secret: the other players learn the bags only at the end, when the loot is counted.
