## Les Romantiques de la grand-route : ce que les réponses du pont à un message incluent
## (templates/accepted.md.j2, incomplete, no_answer), en français.

## Un jet du meneur accepté ($needed : les nombres ou dés attendus, $full : ceux du plateau entier).

# $dice : les dés du meneur lus, en mots.
highway-accepted-host-dice = { $dice } lus sur les { $needed } des coffres du meneur.
highway-accepted-host-dice-all = Tous les dés sont lancés : le compte est publié dans le sujet de la partie.
# $numbers : les nombres lus, en mots.
highway-accepted-field = { $numbers } lus sur les { $needed } du plateau.
highway-accepted-field-more = { $numbers } lus : le plateau en jeu compte { $needed } cases, le plateau entier 10 × 10 en compte { $full }.
# $cut : yes quand tout le plateau a été lancé et que le plateau en jeu y est découpé.
highway-accepted-field-complete = Le plateau est complet{ $cut ->
    [yes] {" "}(le plateau entier 10 × 10, découpé depuis son coin en haut à gauche)
   *[no] {""}
 } : son empreinte de contrôle est publiée dans le sujet de la partie, et la partie commence.

## Ce qu'il reste à lancer ($trigger : le mot de discobot).

# $count : les dés à lancer maintenant.
highway-incomplete-host-dice = il manque encore { $dice } pour les coffres du meneur ; postez ici `@discobot { $trigger } { $count }d3`.
# $more : les nombres qui manquent au plateau entier ; $count : ceux à lancer maintenant ;
# $first : les nombres qui forment le plateau.
highway-incomplete-field-more = { $numbers } lus, plus que les { $needed } cases en jeu. Si vous lancez tout le plateau 10 × 10 comme le veut la règle, continuez jusqu'à { $full } nombres (encore { $more } : `@discobot { $trigger } { $count }d120`) et je découpe le plateau depuis son coin en haut à gauche ; sinon, à l'échéance, les { $first } premiers forment le plateau, rangée par rangée.
# $rolls : yes quand il faut des jets entiers de 20 ($times : combien, en mots) ; $rest : les
# nombres d'un dernier jet, plus petit.
highway-incomplete-field = il manque encore { $numbers } ; postez ici{ $rolls ->
    [yes] {" "}`@discobot { $trigger } 20d120` encore { $times }{ $rest ->
        [0] {""}
       *[other] , puis `@discobot { $trigger } { $rest }d120`
    }
   *[no] { $rest ->
        [0] {""}
       *[other] {" "}`@discobot { $trigger } { $rest }d120`
    }
 }.
highway-incomplete-other = j'attends la suite de votre réponse.

## Ce qui arrive à un joueur silencieux (après « Sans ordre, »).

# $silence : agrees, refuses, ou settings (inconnu ici).
highway-no-answer-vote = { $silence ->
    [agrees] le silence vaut accord sur le partage.
    [refuses] le silence vaut refus du partage.
   *[settings] le silence vaut accord ou refus du partage, selon les réglages de la partie.
 }
# $stage : l'étape de la clé.
highway-no-answer = { $stage ->
    [cell] le tour passe au joueur suivant.
    [thief] il n'y a pas de pillage, et le tour passe au joueur suivant.
    [fight] celui qui a tiré le gardien ou la gardienne se voit poser le premier voleur qui convient (sabre, mousquet, élixir, dans cet ordre) ; les autres passent, tout simplement.
    [revise] le pillage tombe à l'eau.
    [roll] le robot lance les dés.
    [assign] les dés sont distribués dans l'ordre, selon le partage.
    [last] la dernière tentative est sautée.
    [host_roll] le bot lance lui-même les dés des coffres du meneur, avec son générateur à graine, et le dit à la table.
    [field] le bot tire lui-même les nombres qui manquent, avec son générateur à graine, et le dit à la table.
   *[other] le tour passe.
 }

## Pourquoi la partie refuse ses réglages ou un plateau fixé d'avance (au MJ).

# $code : le réglage refusé ; $value : tel que le MJ l'a écrit ; $trigger : le mot de discobot.
highway-setup-refused = { $code ->
    [bad_prize_fund] la cagnotte (`prize_fund`, ou `fund`) est une somme, zéro ou plus, pas « { $value } ».
    [bad_window] le délai de réponse (`reply_window_minutes`, ou `window`) est un nombre de minutes supérieur à zéro et d'au plus 1440 (un jour), pas « { $value } ».
    [bad_source] les dés (`source`) sont lancés par `bot` (le robot lui-même) ou par `discobot` (le meneur et les chefs de bande écrivent `@discobot { $trigger }`), pas « { $value } ».
   *[bad_silence] le silence (`silence_agrees`, ou `silence`) vaut `oui` (le silence vaut accord) ou `non` (le silence vaut refus), pas « { $value } ».
 }
# $rows, $columns : la taille du plateau ; $numbers : les colonnes en nombres, en mots.
highway-setup-refused-field = le plateau fixé d'avance ne convient pas : il lui faut au moins { $rows } { $rows ->
    [one] rangée
   *[other] rangées
 } de { $numbers }, chacun un entier de 1 à 120.
