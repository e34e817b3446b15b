## The bridge's words for a game's steps (bridge/templates/), in French. A game says its own
## step in its own words (<game>/step_name, of_step); these are the defaults.

## step_name: the open step. $key: the step's key.
step-name = l'étape en cours ({ $key })
## of_step
of-step = de l'étape en cours ({ $key })
## this_step
this-step = de cette étape
## for_step
for-step = pour cette étape

## step_open_default. $step: the turn's number.
step-open-default-open = **Tour { $step }** ouvert.
step-open-default-deadline = Échéance : { $deadline }.
step-open-default-send = Envoyez vos ordres dans votre bureau d'ordres ; le dernier ordre valable reçu avant l'échéance compte.

## step_closed: the GM closed a step early. $step: the step, named by the game; $status: review, finished or else.
step-closed = { $status ->
    [review] C'est fait : j'ai clos { $step } avant son échéance ; le brouillon de sa résolution vous attend ci-dessus.
    [finished] C'est fait : j'ai clos { $step } avant son échéance ; la partie est terminée.
   *[other] C'est fait : j'ai clos { $step } avant son échéance ; sa résolution est publiée et la suite est ouverte.
 }

## reminder: no order yet. $step: the step, named by the game; $deadline: in words. The game's rule for silence follows.
reminder = Petit rappel : je n'ai encore reçu aucun ordre de votre part pour { $step }. Échéance : { $deadline }. Sans ordre,

## deadline_moved. $step: "of the step", by the game; $deadline, $before: in words.
deadline-moved = **Nouvelle échéance** { $step }, fixée par le maître du jeu : le { $deadline }, au lieu du { $before }. Les ordres déjà envoyés restent valables.

## phases: what a game calls the parts of play the GM reviews, in the form a sentence needs ($form).
phases = { $form ->
    [of_a] d'une étape
    [each] chaque étape
    [the] les étapes
    [of_the] des étapes
    [ending] le résultat final
   *[other] l'étape en cours
 }

## resumed: the GM's resume. $duration: the pause's length, in words (duration).
resumed = La partie reprend après une pause de { $duration } : chaque échéance ouverte est repoussée d'autant. Les joueurs sont prévenus dans le sujet de la partie.
resumed-not-paused = La partie n'était pas en pause : rien n'a changé. Pour la suspendre : `pause`.

## published: the GM published a step's results. $ending: the game's final result, by the game; $step: the next step, by the game.
published-finished = C'est publié : la partie est terminée, { $ending } et la graine du tirage sont dans le sujet public.
published = C'est publié : les résultats sont dans le sujet public.
published-next = C'est publié : les résultats sont dans le sujet public, et { $step } commence.

## rejected: the GM kept a draft unpublished. $step: "of the step", by the game.
rejected = Entendu : le brouillon { $step } reste non publié, et rien ne part tout seul. Vous pouvez maintenant `refaire` (relancer ses dés), corriger un ordre (`ordre de @joueur : …` ou `annuler l'ordre de @joueur` : un nouveau brouillon), le publier tout de même avec `ok`, ou arrêter la partie avec `terminer la partie` ou `annuler`.

## skipped: the GM skipped a player. $step: the closed step, named by the game. The game's rule for silence follows.
skipped = C'est fait : j'ai clos { $step }, qui attendait @{ $player }, comme en cas de silence :
# $status: the game's state after it.
skipped-status = { $status ->
    [finished] La partie est terminée.
    [review] Le brouillon de sa résolution vous attend ci-dessus.
   *[other] Sa résolution est publiée et la partie continue.
 }

## paused: the GM's pause. $idle: how many turns nobody played, when the table paused itself.
paused-idle = La partie s'est mise en pause d'elle-même : personne n'a joué pendant { $idle } { $idle ->
    [one] tour
   *[other] tours
 } de suite, chacun clos par son échéance sans aucun ordre. Aucune échéance ne court et aucun coup n'est pris tant que vous n'écrivez pas `reprendre` ; les joueurs sont prévenus dans le sujet de la partie. (Réglage `pause_after` : { $idle } ; 0 ne met jamais en pause.)
paused = La partie est en pause : aucune échéance ne court et aucun coup n'est pris tant que vous n'écrivez pas `reprendre`. Les joueurs sont prévenus dans le sujet de la partie.
paused-already = La partie est déjà en pause : écrivez `reprendre` pour continuer.
