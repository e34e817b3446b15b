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
mud-final-scoring = One point per different person hit; on equal points, whoever was hit less often ranks higher; equal on both means a shared place. Thanks to everyone, and happy scrubbing!
