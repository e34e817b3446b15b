## The mud fight (rules/mud): what the bot says, in French.

# An order in canonical form, after « Ordre reçu pour le tour 3 : ».
# $kind: move, throw or pass; $to: an intersection; $target: a player; $number: 1 to 5.
mud-order = { $kind ->
    [move] aller en { $to }
    [throw] lancer une boule de boue sur @{ $target }, chiffre { $number }
   *[pass] passer
 }

## The final ranking.

mud-final-title = { $title } : classement final
# $turns: how many turns were played; $winner: the one winner's name.
mud-final-winner = Après { $turns } { $turns ->
    [one] tour
   *[other] tours
 } de boue, la victoire revient à **{ $winner }** !
# $winners: every winner but the last, already joined by "**, **"; $last: the last.
mud-final-winners = Après { $turns } { $turns ->
    [one] tour
   *[other] tours
 } de boue, la victoire est partagée entre **{ $winners }** et **{ $last }** !
mud-final-place = Place
mud-final-player = Joueur
mud-final-points = Points
mud-final-times-hit = Fois touché
mud-final-people-hit = Personnes touchées
mud-final-scoring = Un point par personne différente touchée ; à égalité de points, le moins souvent touché passe devant ; égalité sur les deux = place partagée. Merci à toutes et à tous, et bon nettoyage !
