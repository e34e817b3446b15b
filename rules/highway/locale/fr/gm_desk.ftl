## Le bureau du MJ (le statut, le journal, les changements d'un brouillon) : les champs, les
## étapes et les dés de la grand-route, en français.

# Un champ de la partie, pour le meneur.
highway-gm-desk-field = { $field ->
    [stage] étape
    [current] au tour de
    [cells_left] cases cachées
    [discard] défausse
    [treasury] trésor
    [revised] partage revu par
    [move] coup
    [columns] colonnes
    [rows] rangées
    [window] délai de réponse (minutes)
    [rolls_needed] dés à lancer
    [commitment] engagement
   *[salt] sel
 }
# L'étape du coup en cours ; $stage : son code.
highway-gm-desk-stage = { $stage ->
    [field] remplissage du plateau
    [cell] nommer une case
    [thief] après un voleur
    [fight] combat contre un gardien
    [vote] vote sur un pillage
    [revise] partage revu par le chef de bande
    [vote2] vote sur le nouveau partage
    [roll] dés du pillage
    [host_roll] dés du meneur
    [assign] distribution des sacs
    [count] décompte
    [last] dernière chance de pillage
    [over] terminée
   *[other] { $stage }
 }
# Ce qu'un dé décide ; $cell : une case ; $number : le numéro d'un coffre.
highway-gm-desk-die = { $why ->
    [field] nombre de la case { $cell } du plateau
    [robbery] pillage, coffre n° { $number }
   *[host] coffres du meneur, coffre n° { $number }
 }
