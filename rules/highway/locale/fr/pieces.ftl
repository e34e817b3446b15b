## Les Romantiques de la grand-route : les morceaux que les messages du pont incluent
## (templates/for_step.md.j2, this_step, of_step, step_name, phases, doubt, settings,
## how_to_join, order), en français.

# $key : la clé de l'étape (« field », ou celle d'un coup, « m12-cell »).
highway-for-step = { $key ->
    [field] pour le plateau
   *[other] pour ce coup
 }
highway-this-step = { $key ->
    [field] pour le plateau
   *[other] de ce coup
 }
# $step : field, move (avec son $number) ou current.
highway-of-step = { $step ->
    [field] du remplissage du plateau
    [move] du coup { $number }
   *[current] du coup en cours
 }
highway-step-name = { $step ->
    [field] le remplissage du plateau
    [move] le coup { $number }
   *[current] le coup en cours
 }
# Les coups de la table, sous la forme que la phrase du pont demande.
highway-phases = { $form ->
    [of_a] d'un coup
    [each] chaque coup
    [the] les coups
    [of_the] des coups
    [ending] le compte du butin
   *[current] le coup en cours
 }
# Pourquoi la lecture d'un message n'est pas sûre : narration, citation, ou autre chose.
highway-doubt = { $doubt ->
    [narration] je ne l'ai trouvé que dans votre narration, entre astérisques ou en italique
    [quote] je ne l'ai trouvé que dans une citation
   *[other] ma lecture de votre message n'est pas sûre
 }

## Les réglages en mots ($shown : la cagnotte telle qu'elle s'écrit).

highway-settings-fund = cagnotte : { $shown } pièces d'or, partagées à la fin au prorata des sacs ;
highway-settings-window = délai de chaque réponse : { $minutes } min ;
# $source : discobot ou bot.
highway-settings-dice = dés : { $source ->
    [discobot] lancés avec discobot (`@discobot { $trigger } …`)
   *[bot] tirés par le bot (vérifiables avec la graine révélée à la fin)
 } ;
highway-settings-silence = le silence vaut accord sur un partage : { $agrees ->
    [yes] oui
   *[no] non
 }.

## Comment s'inscrire.

highway-join-open = **Les inscriptions sont ouvertes** : écrivez « je participe » dans ce sujet (de { $min } à { $max } joueurs). L'ordre du tour est l'ordre des inscriptions. Pour vous retirer avant le début : « je me retire ».
highway-join-live = La partie se joue en direct, **ici, dans ce sujet** : cases, pillages, partages et combats contre les gardiens s'écrivent tous ici, avec quelques minutes seulement pour chaque réponse. Seuls les dés et les sacs d'un pillage vous arrivent en privé. Vous ne pourrez pas être là tout du long ? Nommez un remplaçant (`mon remplaçant @sasha`) qui pourra jouer pour vous.

## L'écho canonique d'un ordre.

highway-order-cell = la case { $cell }
highway-order-rob = piller le trésor — bande : { $gang } ; partage : { $split }
highway-order-split = partage : { $split }
highway-order-agree = d'accord avec le partage
highway-order-disagree = pas d'accord avec le partage
# $type : highway-with-type.
# $gender : le genre du gardien, pendant un combat.
highway-order-lay-type = poser un voleur { $type } sur { $gender ->
    [feminine] la gardienne
    [masculine] le gardien
   *[other] le gardien
 }
highway-order-lay = poser un voleur sur { $gender ->
    [feminine] la gardienne
    [masculine] le gardien
   *[other] le gardien
 }
highway-order-pass = je passe
highway-order-dice = dés : { $values }
# $count : combien de nombres ; $numbers : les mêmes en mots.
highway-order-field = les nombres du plateau : { $count }
# $parts : highway-order-assign-dice et highway-order-assign-rest, joints.
highway-order-assign = dés distribués : { $parts }
# $count : combien de dés ; $dice : leurs numéros, en liste.
highway-order-assign-dice = { $count ->
    [one] dé
   *[other] dés
 } { $dice } à { $player }
highway-order-assign-rest = le reste à { $player }
highway-order-separator = {" ; "}
highway-order-other = un coup
