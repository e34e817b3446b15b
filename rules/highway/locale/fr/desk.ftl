## Les Romantiques de la grand-route : les dés et le butin d'un pillage, dans les bureaux
## (templates/assign_ask.md.j2, loot.md.j2), en français.

## Au chef de bande : distribuer les dés.

highway-assign-ask-title = { $title } : partagez le butin
# $rule : highway-dice-rule.
highway-assign-ask-rolled = Les dés sont lancés, un par coffre ({ $rule }) :
# $number : le numéro du dé ; $die : ce qu'il montre ; $bags : ce qu'il vaut.
highway-assign-ask-die = dé **n° { $number }** : { $die } → { $bags }
highway-assign-ask-split = Le partage convenu : { $split }. Décidez quel coffre va à qui : chacun reçoit autant de dés que le partage lui donne de coffres. Répondez ici en un seul message, par exemple :
# $minutes : le délai de réponse ($minutes_acc : le même, à l'accusatif là où la langue en a un) ;
# $parts : highway-assign-ask-default-part, joints.
highway-assign-ask-default = Sans réponse dans les { $minutes }, les dés sont distribués dans l'ordre, selon le partage : { $parts }. Je dirai en privé aux membres de la bande qui a reçu combien de sacs ; pour les autres, les sacs restent secrets jusqu'à la fin.
# $count : combien de dés ; $dice : leurs numéros, en liste.
highway-assign-ask-default-part = { $player } : { $count ->
    [one] dé
   *[other] dés
 } { $dice }
highway-assign-ask-separator = {" ; "}

## Aux membres de la bande : le butin.

highway-loot-title = { $title } : le butin est partagé
highway-loot-intro = Pillage mené par { $leader } : chaque coffre est un dé de son jet ({ $rule }). Voici qui a reçu combien de sacs pour chaque coffre :
highway-loot-nothing = { $player } : rien.
# $die : le numéro du dé ; $bags : ses sacs.
highway-loot-one = { $player } : 1 coffre (dé n° { $die }), **{ $bags }**.
# $dice : les numéros des dés, en liste ; $each : les sacs de chaque coffre, joints par " + " ;
# $bags : le total.
highway-loot-many = { $player } : { $safes } (dés nos { $dice }), { $each } = **{ $bags }**.
highway-loot-secret = C'est un secret : les autres joueurs ne connaîtront les sacs qu'à la fin, au moment du compte.
