## GAMENAME (GAMEID) : tout ce que le bot dit pour ce jeu, en français. Chaque id commence par
## « GAMEID- » ; un modèle dit un message avec t("GAMEID-…", variable=…). Les mêmes ids sont
## dans en/ et ru/ : `make i18n` (python -m bridge.tools.i18n) vérifie qu'ils y sont tous.

## Les réglages, tels que l'aide du MJ les décrit (SETTINGS dans __init__.py).

GAMEID-setting-rounds = Le nombre de manches, de 1 à 20 ; les gagnants sont annoncés après la dernière.
GAMEID-setting-top = Le plus grand nombre, de 2 à 100 : les joueurs choisissent de 1 à ce nombre, et le dé a autant de faces.
GAMEID-setting-hours = La durée d'une manche, en heures, de 1 à 8784 ; elle se termine plus tôt dès que tout le monde a choisi.

## Pourquoi les réglages (check_settings) ou les joueurs (setup) sont refusés, dit au MJ.

# $setting : le réglage ; $value : la valeur donnée ; $least, $most : les bornes.
GAMEID-setup-refused-invalid-number = `{ $setting }` est un nombre entier de { $least } à { $most }, pas « { $value } ».
# $players : combien se sont inscrits ; $least : combien il en faut.
GAMEID-setup-refused-too-few-players = il faut au moins { $least } joueurs, et { $players } { $players ->
    [one] s'est inscrit
   *[other] se sont inscrits
 }.

## L'ouverture, dans le sujet de la partie.

# $title : le titre de la partie.
GAMEID-opening-title = { $title } : que la partie commence !
# $players : le nombre de joueurs ; $rounds : de manches ; $top : le plus grand nombre.
GAMEID-opening-summary = { $players } joueurs, { $rounds } { $rounds ->
    [one] manche
   *[other] manches
 }. À chaque manche, chacun choisit en secret un nombre de 1 à { $top }.
GAMEID-opening-goal = Ensuite je lance un dé à { $top } faces : qui a choisi le nombre le plus proche marque un point (tous les ex æquo aussi). Le plus de points après la dernière manche l'emporte.
# $players : les noms, déjà joints par « **, ** ».
GAMEID-opening-players = Joueurs : **{ $players }**.
# $hours : la durée d'une manche.
GAMEID-opening-how = Envoyez-moi votre nombre dans votre bureau d'ordres, en quelques mots comme `je dis 7` ou `mon nombre : 7`. Vous pouvez le changer jusqu'à la fin de la manche, { $hours } { $hours ->
    [one] heure
   *[other] heures
 } après son ouverture, ou dès que tout le monde a choisi.

## Une manche s'ouvre, dans le bureau d'ordres de chaque joueur (et dans l'aide d'un joueur).

# $round : la manche ; $top : le plus grand nombre.
GAMEID-step-open = **Manche { $round }** ouverte : répondez ici par un nombre de 1 à { $top }, par exemple `je dis 7`.
# $deadline : la fin de la manche, en toutes lettres.
GAMEID-step-open-deadline = Elle se termine le { $deadline }, ou dès que tout le monde a choisi.

## Morceaux des phrases du bot : la manche, dans la forme que chaque phrase demande.

# $round : le numéro de la manche (« Ordre reçu pour la manche 3 »).
GAMEID-step-name = la manche { $round }
# $round : le numéro de la manche (« l'échéance de la manche 3 »).
GAMEID-of-step = de la manche { $round }
# « Il remplace tout ordre précédent de cette manche ».
GAMEID-this-step = de cette manche
# « Il ne compte pas pour cette manche ».
GAMEID-for-step = pour cette manche
# Les manches dans la forme que la phrase du bot demande : $form vaut of_a, each, the,
# of_the, ending ou current.
GAMEID-phases = { $form ->
    [of_a] d'une manche
    [each] chaque manche
    [the] les manches
    [of_the] des manches
    [ending] les scores finaux
   *[current] la manche en cours
 }
# Après « Sans ordre, ».
GAMEID-no-answer = vous ne marquez rien à cette manche.

## Un ordre, tel que le bot le répète, après « Ordre reçu pour la manche 3 : ».

# $number : le nombre choisi.
GAMEID-order = le nombre { $number }

## Pourquoi un ordre est refusé, après « Ordre refusé pour la manche 3 : ».

# $top : le plus grand nombre.
GAMEID-rejection-not-a-number = je n'ai pas trouvé de nombre dans ce message (ou j'en ai trouvé plusieurs) : envoyez un seul nombre de 1 à { $top }, par exemple `je dis 7`.
# $number : le nombre donné ; $top : le plus grand nombre.
GAMEID-rejection-out-of-range = { $number } n'est pas permis : choisissez un nombre de 1 à { $top }.
# $code : le code du refus.
GAMEID-rejection-other = ce n'est pas possible maintenant ({ $code }).

## Le résultat d'une manche, dans le sujet de la partie.

# $title : le titre de la partie ; $round : la manche jouée, sur $rounds.
GAMEID-result-title = { $title } : manche { $round } sur { $rounds }
# $target : le nombre tiré au dé.
GAMEID-result-target = Le dé a donné **{ $target }**.
# $name : un joueur ; $number : son nombre ; $scored : yes s'il était le plus proche.
GAMEID-result-pick = **{ $name }** a choisi { $number }{ $scored ->
    [yes] {" "}(+1 point)
   *[no] {""}
 }
# $players : ceux qui n'ont rien envoyé, joints par « , ».
GAMEID-result-silent = Pas de nombre de la part de { $players } : rien de marqué.
# $count : combien ont marqué ; $players : leurs noms, joints par « **, ** ».
GAMEID-result-scored = { $count ->
    [one] Le plus proche : **{ $players }**, qui marque un point.
   *[other] Ex æquo au plus près : **{ $players }**, qui marquent chacun un point.
 }
GAMEID-result-nobody = Personne n'a choisi de nombre à cette manche : personne ne marque.

# $round : la manche qui s'ouvre.
GAMEID-result-next = **Manche { $round }** ouverte : chacun reçoit un mot dans son bureau d'ordres.

## Les scores, après chaque manche et à la fin.

GAMEID-scores = Scores
# $name : un joueur ; $score : ses points.
GAMEID-score = { $name } : { $score } { $score ->
    [one] point
   *[other] points
 }

## La fin, dans le sujet de la partie.

# $title : le titre de la partie ; $rounds : le nombre de manches jouées.
GAMEID-final-title = { $title } : les scores après { $rounds } { $rounds ->
    [one] manche
   *[other] manches
 }
# $count : le nombre de gagnants (0 si personne n'a marqué) ; $winners : leurs noms, joints
# par « **, ** » ; $score : les points gagnants.
GAMEID-final-winners = { $count ->
    [0] Personne n'a marqué le moindre point : pas de gagnant cette fois.
    [one] **{ $winners }** gagne avec { $score } { $score ->
        [one] point
       *[other] points
    } !
   *[other] **{ $winners }** partagent la victoire avec { $score } { $score ->
        [one] point
       *[other] points
    } chacun !
 }
GAMEID-final-thanks = Merci d'avoir joué !
