## Les Romantiques de la grand-route : une étape de la table s'ouvre (templates/step_open.md.j2),
## en français. Chaque paragraphe : quoi faire, puis le délai de réponse, puis ce que fait le
## silence. $step : le numéro du coup ; $first : le joueur attendu ; $trigger : le mot de
## discobot.

# $window : le délai de réponse en mots ; $until : yes quand il y a une échéance ($deadline).
highway-step-time = { $window } pour répondre{ $until ->
    [yes] , échéance { $deadline }
   *[no] {""}
 }.
highway-step-deadline = Échéance : { $deadline }.
# $cell : une case pas encore nommée ; $treasury : yes quand le trésor contient des coffres.
highway-step-cell = **Coup { $step }.** @{ $first }, à vous : nommez une case dans ce sujet (par exemple `{ $cell }`){ $treasury ->
    [yes] , proposez d'abord un pillage du trésor si vous voulez (`rob: …; split: …`)
   *[no] {""}
 }, ou passez (`pass`).
highway-step-cell-silent = Sans réponse, le tour passe au joueur suivant.
# $safes : le trésor, en mots ; $example : un pillage que le joueur pourrait proposer.
highway-step-thief = **Coup { $step }.** @{ $first }, vous pouvez proposer un pillage du trésor ({ $safes }) : `{ $example }`, ou passer (`pass`).
highway-step-thief-silent = Sans réponse, pas de pillage, et le tour passe au joueur suivant.
# $guard : le gardien de la carte (highway-card-ins, ou highway-step-fight-guard) ; $laid : yes
# quand des voleurs sont déjà posés ($cards : highway-step-fight-laid-card, joints par ", ").
highway-step-fight = **Coup { $step } : combat contre { $guard }**{ $laid ->
    [yes] {" "}(déjà posé : { $cards })
   *[no] {""}
 }.
highway-step-fight-guard = le gardien
highway-step-fight-laid-card = { $card } par { $player }
# $options : highway-command-lay, un par type qui convient.
# $gender : le genre du gardien.
highway-step-fight-drawer = @{ $first }, vous avez tiré { $gender ->
    [feminine] la gardienne
    [masculine] le gardien
   *[other] le gardien
 } : vous devez poser un voleur, { $options }.
# $type : highway-with-type du premier voleur qui convient.
highway-step-fight-drawer-silent = Sans réponse, le premier qui convient est posé, un voleur { $type }.
highway-step-fight-other = @{ $first }, vous pouvez poser un voleur, { $options }, ou passer (`pass`).
highway-step-fight-other-silent = Sans réponse, vous passez.
# $example : un contre-partage.
highway-step-vote = **Coup { $step } : le partage.** Le chef de bande, { $leader }, propose : { $split }. Tous les autres répondent ici : `agree`, ou un partage à eux (`{ $example }`) ; le premier contre-partage renvoie aussitôt la décision au chef.
highway-step-vote-silence = Le silence { $agrees ->
    [yes] vaut accord
   *[no] ne vaut **pas** accord
 }.
highway-step-vote-revised = Le chef de bande a déjà changé un partage pendant ce tour (une fois par tour, pas plus) : un contre-partage annule le pillage.
# $countered : yes quand quelqu'un a proposé un contre-partage ($by : qui, $split : lequel).
highway-step-revise = **Coup { $step }.** @{ $first }, votre partage n'est pas accepté{ $countered ->
    [yes] {" "}: { $by } propose : { $split }
   *[no] {""}
 }. Vous pouvez changer une fois le partage (`split: …`){ $countered ->
    [yes] , accepter le contre-partage (`agree`)
   *[no] {""}
 } ou renoncer au pillage (`pass`).
highway-step-revise-silent = Sans réponse, le pillage tombe à l'eau.
# $players : les membres de la bande attendus, mentionnés.
highway-step-vote2 = **Coup { $step } : le nouveau partage** du chef de bande, { $leader } : { $split }. { $players }, vos voleurs sont dans la bande : `agree` ou `disagree` ; qu'un seul refuse, et le pillage tombe à l'eau.
highway-step-vote2-silence = Le silence { $agrees ->
    [yes] vaut accord
   *[no] vaut refus
 }.
# $treasury : les coffres du trésor ; $rule : highway-dice-rule.
highway-step-roll = **Coup { $step } : le pillage !** Lancez les dés : postez ici `@discobot { $trigger } { $treasury }d3` (un dé par coffre du trésor ; { $rule }). Je lis la réponse de discobot automatiquement.
highway-step-roll-silent = Sans jet, le robot lance les dés.
highway-step-assign = **Coup { $step } : distribuez les dés** en répondant ici, selon le partage convenu (les dés et un exemple sont ci-dessus).
highway-step-assign-silent = Sans réponse, les dés sont distribués dans l'ordre, selon le partage.
highway-step-last = **Coup { $step } : dernière tentative.** Toutes les cases sont nommées, et le trésor contient { $safes }. @{ $first }, vous pouvez proposer un pillage (`{ $example }`) ou passer (`pass`).
highway-step-last-silent = Sans réponse, la tentative est sautée.
# $safes : les coffres du meneur ; $count : les dés d'un jet ; $more : yes quand il en faut
# plus de 20 ($dice : tous, en mots).
highway-step-host-roll = **Coup { $step } : les dés du meneur.** Le trésor est fermé ; le meneur détient { $safes }. Lancez les dés pour eux : postez ici `@discobot { $trigger } { $count }d3` (un dé par coffre ; { $rule }){ $more ->
    [yes] , puis encore jusqu'à { $dice } : discobot en lance 20 au plus à la fois
   *[no] {""}
 }. Je lis la réponse de discobot automatiquement et publie le compte dans le sujet de la partie.
highway-step-host-roll-silent = Sans jet, le bot lance les dés avec son générateur à graine et le dit à la table.
# $size : highway-field-size ; $numbers : les nombres qu'il faut, en mots.
highway-step-field = **Remplissage du plateau.** Le plateau fait { $size } : il faut { $numbers }.
# $twenties : combien de jets de 20 ($times : le même en mots) ; $rest : les nombres du dernier
# jet, plus petit (0 s'il n'y en a pas).
highway-step-field-post = Postez ici { $twenties ->
    [0] {""}
   *[other] `@discobot { $trigger } 20d120` { $times }{ $rest ->
        [0] {""}
       *[other] , puis
    }
 }{ $rest ->
    [0] {""}
   *[other] {" "}`@discobot { $trigger } { $rest }d120`
 }, un jet par message : je lis les nombres des réponses de discobot dans l'ordre, rangée par rangée, de gauche à droite, exactement les cases en jeu.
# $numbers : les nombres du plateau entier, en mots.
highway-step-field-whole = Ou lancez tout le plateau 10 × 10 comme le veut la règle : cinq fois `@discobot { $trigger } 20d120`, { $numbers } rangée par rangée, et je découpe le plateau en jeu depuis son coin en haut à gauche.
highway-step-field-two-rolls = (Avec ce nombre de joueurs, deux jets remplissent toutes les cases en jeu et la partie commence aussitôt : le plateau entier 10 × 10 de la règle ne peut donc pas être lancé ici.)
highway-step-field-then = Une fois le plateau rempli, je publie son empreinte de contrôle dans le sujet de la partie, et le premier coup s'ouvre.
highway-step-field-silent = Sans les jets d'ici là, je tire moi-même les nombres qui manquent et je le dis à la table.
highway-step-other = **Le coup { $step }** est ouvert.
highway-step-other-moves = Les coups s'écrivent ici, dans le sujet de la partie ; la première réponse valable du joueur attendu compte.
