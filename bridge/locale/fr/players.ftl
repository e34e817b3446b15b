## The bridge's notices to players (bridge/templates/), in French.

## padding
padding = — message du bot maître du jeu

## incomplete_default
incomplete-default = j'attends la suite de votre réponse.

## no_answer
no-answer = la règle prévue pour un joueur silencieux s'applique.
# La même chose dite des joueurs silencieux au maître du jeu (brouillon, `passer`), après « Sans ordre : @dima : ».
no-answer-gm = la règle prévue en cas de silence s'applique.

## game_topic_title: the public topic's title. $name: the game's name; $title: the game's title; $id: its number.
game-topic-title = { $name } : { $title } (partie { $id })

## desk_title: a player's order desk's title. $player: the player's username.
desk-title = { $title } — ordres { DE($player) } (partie { $id })

## notice_title
notice-title = { $title } — message du maître du jeu (partie { $id })

## cancelled
cancelled = La partie « { $title } » est annulée par le maître du jeu. Merci à tous !

## already_started
already-started = La partie « { $title } » a déjà commencé : les inscriptions sont closes. Rien n'a été enregistré.

## not_in_game
not-in-game = Vous ne jouez pas dans la partie « { $title } » : votre message n'a pas été pris comme un ordre.

## edited: the GM corrected a player's value. $field: the field's name; $value: its new value.
edited = C'est fait : pour @{ $player }, `{ $field }` vaut maintenant **{ $value }**. La correction est gardée dans le journal de la partie.

## left. $count: how many players are signed up now; $gender: the player's, as told.
left = @{ $player } { $gender ->
    [feminine] s'est retirée de la partie
    [masculine] s'est retiré de la partie
   *[other] quitte la partie
 } ({ $count } { $count ->
    [one] joueur inscrit
   *[other] joueurs inscrits
 }).

## game_full
game-full = Désolé, la partie « { $title } » est complète ({ $max } joueurs au maximum). Votre inscription n'a pas été prise.

## ended
ended = **La partie est terminée**, arrêtée en l'état par le maître du jeu : plus aucune étape n'est ouverte, et les résultats publiés jusqu'ici sont les derniers.

## joined. $count: how many players are signed up now.
joined = Bienvenue, @{ $player } ! Inscription enregistrée ({ $count } { $count ->
    [one] joueur
   *[other] joueurs
 } pour l'instant).

## replaced. $newcomer takes $player's place.
replaced = **Changement à la table :** @{ $newcomer } prend la place de @{ $player } dans la partie, par décision du maître du jeu, et joue désormais sous le nom de @{ $newcomer }. Bienvenue !

## post_refused. $refusal: why, in the game's words.
post-refused = À propos de votre message { $place ->
    [desk] dans votre bureau de « { $title } »
   *[topic] dans le sujet de « { $title } »
 } : { $refusal }
post-refused-nothing = Rien n'a changé.

## removed
removed = **Changement à la table :** @{ $player } quitte la partie, par décision du maître du jeu. Désormais la partie ne l'attend plus : là où elle a besoin de sa réponse, elle continue comme si rien n'avait été envoyé.

## public_order
public-order = Attention : vous avez écrit un ordre dans le sujet public de « { $title } ». Il **n'a pas été pris en compte** (et tout le monde peut le lire). Envoyez vos ordres ici, dans votre bureau d'ordres.

## game_topic: the public topic's first post. $name: the game's name; $gm: the GM's username.
game-topic-heading = { $name } : { $title }
game-topic-intro = Une partie menée par le maître du jeu automatique, sous l'œil de @{ $gm }.
game-topic-settings = Réglages

## how_to_join. $min, $max: how many players the game takes.
how-to-join-open = **Inscriptions ouvertes** : écrivez « je participe » dans ce sujet ({ $min } à { $max } joueurs). Pour vous retirer avant le début : « je me retire ».
how-to-join-desk = Quand la partie commence, chaque joueur reçoit un message privé, son **bureau d'ordres** : c'est là qu'il envoie ses ordres, et nulle part ailleurs.

## die_line: one die of a resolution. $faces: the die's faces; $value: what it shows.
die-line = d{ $faces } → **{ $value }**
# $why: the draw's label, in the game's words.
die-line-why = d{ $faces } → **{ $value }** : { $why }

## signup_refused. $refusal: why, in the game's words.
signup-refused = Inscription à « { $title } » : { $refusal }
signup-refused-nothing = Rien n'a changé.

## direct_help: the answer to a private message that is no command. $games: the games, joined.
direct-help-hello = Bonjour ! Je suis le maître du jeu automatique du forum.
direct-help-create =
    Pour créer une partie, écrivez-moi en message privé :
    `nouvelle partie <jeu> "<titre>" réglage=valeur ...`
    par exemple `nouvelle partie mud "Bataille de boue à Dole" map=grid:6x6 turns=8`.
direct-help-games =
    Jeux disponibles : { $games }.
    Pour jouer, inscrivez-vous dans le sujet public d'une partie ; selon le jeu :
# How a game without its own sign-up (its `join_hint` piece) is joined; $game: its id.
direct-help-join = **{ $game }** : écrivez « je participe »

## started. $players: the players, joined; $commitment: the hash of the draws.
started = **La partie commence !** Joueurs : { $players }.
started-desks = Chaque joueur a reçu son bureau d'ordres en message privé.
started-no-desks = Mes messages privés vous arrivent dans votre bureau, une conversation à part qui s'ouvre avec le premier d'entre eux.
started-commitment = Engagement du tirage au sort (SHA-256 de la graine et du sel, révélés à la fin) : `{ $commitment }`

## away: a player declared an absence until $until (in words), or their return.
away = C'est noté : absence jusqu'au { $until }. D'ici là, la partie ne vous attend pas : là où elle a besoin de votre réponse, elle continue comme si vous n'aviez rien envoyé ; le maître du jeu est prévenu. Écrivez « de retour » si vous revenez plus tôt.
away-back = Bon retour : la partie attend de nouveau vos ordres, comme avant.

## discobot_off: discobot answered "you've disabled me" instead of rolling. $trigger: discobot's word to roll.
discobot-off = discobot n'a pas lancé vos dés : il ne répond pas à qui a désactivé les conseils aux nouveaux utilisateurs. Réactivez-les dans vos préférences (Préférences → Interface), puis postez de nouveau `@discobot { $trigger } …`. Sans jet à l'échéance, le bot lance les dés lui-même.

## order_confirmed. $step: the step, named by the game; $order: the order, echoed by the game; $sent: when, in words.
order-confirmed = C'est confirmé pour { $step } : **{ $order }**, confirmé le { $sent }.
order-confirmed-closes = Tous ceux qu'on attendait ont répondu : { $step } se clôt maintenant, ce choix est donc définitif.
order-confirmed-final = Ce choix est maintenant définitif : il ne peut plus être changé.

## order_refused. $step: the step, named by the game; $refusal: why, in the game's words;
## $standing: the order still in force, echoed; $this: "of this step", by the game.
# $code: the refusal's code; a post with no order in it (not_an_order) changes nothing, gently said.
order-refused = { $code ->
    [not_an_order] Rien de changé pour { $step } : { $refusal }
   *[other] Ordre refusé pour { $step } : { $refusal }
 }
order-refused-earlier = Votre ordre précédent, s'il y en a un, reste valable.
order-refused-standing = Votre ordre en vigueur reste valable : **{ $standing }**.
# $for: "for this step", by the game.
order-refused-none = Vous n'avez encore aucun ordre en vigueur { $for }.
# The order in force of $actor, a warrior the reader declares for (an arena's chief), not the reader.
order-refused-standing-of = L'ordre en vigueur de @{ $actor } reste valable : **{ $standing }**.
order-refused-none-of = @{ $actor } n'a encore aucun ordre en vigueur { $for }.

## order_withdrawn: the post holding an order was deleted. $order: the order, echoed by the game; $deadline: in words.
order-withdrawn = Le message qui portait votre ordre pour { $step } a été supprimé : **{ $order }** ne compte plus. Vous n'avez plus d'ordre en vigueur { $for }.
order-withdrawn-before = Envoyez-en un nouveau avant l'échéance, le { $deadline }, ou restaurez le message : son ordre compte alors de nouveau, à partir de sa restauration.
order-withdrawn-new = Envoyez-en un nouveau, ou restaurez le message : son ordre compte alors de nouveau, à partir de sa restauration.

## forum_was_down: in the GM desk, after a long outage. $since, $until: in words; $duration: how long, in words (duration);
## $error: the forum's last answer; $held: this game's messages still waiting (0: none).
forum-was-down = **Le forum n'a pas répondu au bot** du { $since } au { $until } ({ $duration } ; sa dernière réponse : `{ $error }`). Rien n'est perdu : ordres et échéances ont été traités comme d'habitude, et les messages retenus entre-temps partent maintenant, dans l'ordre{ $held ->
    [0] {""}
   *[other] {" "}({ $held } encore en attente pour cette partie)
 }. Ce que les joueurs ont écrit pendant la panne a été lu dès que le forum a répondu.

## desk_intruder: someone without a place came into a secret conversation. $who: them;
## $role: the conversation's (gm, player, else a group); $owner: its owner; $by: who invited them;
## $invited: true when someone did; $title: the game's title.
desk-intruder-place = { $role ->
    [gm] votre bureau du MJ
    [player] le bureau d'ordres de @{ $owner }
   *[other] la conversation de groupe { $owner }
 }
desk-intruder = **Quelqu'un d'extérieur est entré dans { $place }** pour « { $title } » : @{ $who }{ $invited ->
    [true] , sur invitation de @{ $by }
   *[other] {""}
 }. Cette conversation est secrète : tant que quelqu'un qui n'y a pas sa place s'y trouve, je n'y écris plus rien, et ce qui doit y aller attend.
desk-intruder-resume = Pour reprendre : retirez @{ $who } de la conversation{ $role ->
    [gm] , ou faites-en un co-MJ en écrivant `co-mj @{ $who }` dans votre bureau du MJ
   *[other] {""}
 }. Tout ce qui attendait partira alors dans l'ordre.

## message_given_up: a message the forum never took. $where: the place's kind (player, game,
## group, private, else a topic); $owner: the desk's or group's owner; $recipients: a private
## message's, joined; $topic: the topic's number; $failures: how many tries; $reason: the last answer.
message-given-up-where = { $where ->
    [player] le bureau d'ordres de @{ $owner }
    [game] le sujet public de la partie
    [group] la conversation de groupe { $owner }
    [private] un message privé à { $recipients }
   *[other] le sujet n° { $topic }
 }
message-given-up = **Un message n'a pas pu être envoyé** dans { $place } pour « { $title } » : le forum ne l'a pas accepté après { $failures } { $failures ->
    [one] essai
   *[other] essais
 } (dernière réponse : `{ $reason }`). Je n'essaie plus. Le voici, pour que vous le transmettiez vous-même :
message-given-up-details = Le message

## signup_unsure: a post close to a sign-up or leave word, not read for sure. $wrote: the post;
## $words: the words it comes close to, each one signup-unsure-word, joined by signup-unsure-or.
signup-unsure = Je n'ai pas su lire votre message « { $wrote } » dans la partie « { $title } ». Vouliez-vous dire { $words } ?
# $phrase: the word; $action: join or leave.
signup-unsure-word = `{ $phrase }` ({ $action ->
    [join] pour vous inscrire
   *[other] pour vous retirer
 })
signup-unsure-or = {" "}ou{" "}
signup-unsure-still = Votre inscription tient toujours : rien n'a changé.
signup-unsure-not = Vous n'avez **pas** d'inscription pour l'instant.
signup-unsure-if-so = Si c'est bien cela, écrivez ces mots tels quels dans le sujet de la partie.

## stand_in: a player names ($stand_in) or drops a stand-in.
stand-in-named = C'est noté : @{ $stand_in } est désormais votre remplaçant dans « { $title } » et peut jouer pour vous, dans le sujet de la partie comme dans votre bureau. Ses coups comptent comme les vôtres. Pour y mettre fin : `pas de remplaçant`.
stand-in-dropped = C'est noté : vous n'avez plus de remplaçant dans « { $title } ». Vous seul jouez pour vous désormais.
stand-in-a-player = @{ $stand_in } joue déjà dans « { $title } » : un joueur ne peut pas en remplacer un autre. Rien n'a changé ; nommez quelqu'un qui ne joue pas.

## roll_hint: discobot was asked for dice in a way it does not understand here. $wrote: what was
## written; $trigger: discobot's word to roll on this forum. The exact text to post follows.
roll-hint-words-after = discobot ne répondra pas à `{ $wrote }` : il ne lance les dés que si la demande termine son paragraphe, sans rien après sur la même ligne. Postez de nouveau, avec ce texte à la fin du message :
roll-hint = discobot ne répondra pas à `{ $wrote }` : sur ce forum, il ne lance les dés que pour le mot `{ $trigger }`, suivi des dés écrits sans espace (`2d6`, jamais `2 d6` ni `d6`). Postez ceci, exactement, à la fin du message :
roll-hint-counts = Je lirai sa réponse automatiquement ; sans elle, rien ne se passe jusqu'à l'échéance.

## edit_refused: the GM's `set <player> <field> <value>` refused. $reason: why, one of the
## edit-refused-… messages below; $value, $by: from the refusal.
edit-refused = { $reason }. Rien n'a changé.
# $fields: those the game lets the GM set, joined.
edit-refused-not-editable-but = « { $title } » ne permet pas au maître du jeu de fixer `{ $field }` ; ce qui peut l'être : { $fields }
edit-refused-not-editable = « { $title } » ne permet pas au maître du jeu de fixer `{ $field }` pour un joueur, ou pas maintenant (seulement pendant la partie, entre deux étapes)
edit-refused-unknown-player = @{ $player } ne joue pas à « { $title } »
edit-refused-bad-position = « { $value } » n'est pas un lieu de ce plan
edit-refused-position-taken = @{ $by } se trouve déjà en { $value }
edit-refused-bad-number = « { $value } » n'est pas un nombre (0 ou plus)
edit-refused-other = cette correction ne tient pas

## player_help: `help` in a player's desk. Each step awaited is announced as the game announces it.
player-help-title = « { $title } » : ce que vous pouvez écrire
player-help-signup = La partie n'a pas encore commencé : votre inscription est enregistrée. Pour vous retirer, écrivez « je me retire » dans le sujet de la partie.
player-help-over = La partie est terminée : plus rien à écrire.
player-help-nothing = Rien n'est attendu de vous en ce moment.
player-help-also = Et ici, dans votre bureau, une chose par message :
# $stand_in: the player's stand-in now.
player-help-stand-in-now = « mon remplaçant @membre » : quelqu'un qui peut agir pour vous (en ce moment @{ $stand_in } ; « pas de remplaçant » le retire) ;
player-help-stand-in-none = « mon remplaçant @membre » : quelqu'un qui peut agir pour vous (aucun pour l'instant) ;
# How $example (a day) is written in the line below: a Babel date pattern.
player-help-day-pattern = dd/MM
player-help-away = « absent jusqu'au { $example } » (une date, et une heure si vous voulez) : d'ici là, la partie ne vous attend pas et continue comme si vous n'aviez rien envoyé ; « de retour » y met fin ;
# $until: when the player's declared absence ends, in words.
player-help-away-now = « absent jusqu'au { $example } » (une date, et une heure si vous voulez) : d'ici là, la partie ne vous attend pas et continue comme si vous n'aviez rien envoyé ; absence en cours jusqu'au { $until } ; « de retour » y met fin ;
player-help-help = « aide » : ce message.

## refused: a post not taken as an order. $code: why; $of: "of the step" and $step: the step,
## by the game; $for: "for this step", by the game; $channel: where such an order is given (topic, desk).
refused = Ordre non pris en compte :
refused-why = { $code ->
    [game_over] la partie « { $title } » est terminée.
    [not_started] la partie « { $title } » n'a pas encore commencé.
    [results_pending] l'échéance { $of } est passée et ses résultats sont en cours de publication. Renvoyez votre ordre dès l'ouverture de l'étape suivante.
    [wrong_step] ce message a été écrit avant l'ouverture { $of } ; il ne compte pas { $for }. Renvoyez votre ordre.
    [wrong_channel] ce n'est pas le bon endroit pour cet ordre{ $channel ->
        [topic] {" "}: il se donne dans le sujet public de la partie
        [desk] {" "}: il se donne ici, en message privé
       *[other] {""}
    }.
    [paused] le maître du jeu a mis la partie en pause ; rien n'est pris en compte avant la reprise.
    [roll_not_awaited] aucun jet de dés n'est attendu de vous en ce moment.
    [removed] le maître du jeu a mis fin à votre participation à cette partie : plus aucun ordre n'est attendu de vous.
    [not_awaited] aucun ordre n'est attendu de vous pour l'instant.
   *[other] { $code }.
 }
refused-nothing = Rien n'a changé.

## order_taken: an order received. $step: the step, named by the game; $order: the order, echoed
## by the game; $sent, $deadline: in words; $doubt: what the game is unsure of; $this: "of this
## step", by the game; $rest: what the game still awaits.
order-taken = Ordre reçu pour { $step } : **{ $order }**, envoyé le { $sent }.
order-taken-doubt-final = Je ne suis pas certain de l'avoir bien lu ({ $doubt }) ; tel quel, il compte.
order-taken-doubt = Je ne suis pas certain de l'avoir bien lu ({ $doubt }) : répondez « oui, je confirme » si c'est bien cela, sinon renvoyez votre ordre plus clairement. Tel quel, il compte.
order-taken-incomplete = Votre réponse n'est pas encore complète : { $rest }
order-taken-superseded = Attention : un ordre envoyé plus tard reste celui qui compte.
order-taken-replaces-any = Il remplace tout ordre précédent { $this }.
order-taken-replaces = Il remplace votre ordre précédent { $this }.
order-taken-closes = Tous ceux qu'on attendait ont répondu : { $step } se clôt maintenant, cet ordre est donc définitif.
order-taken-final = Cet ordre est définitif : il ne peut plus être changé.
order-taken-held-deadline = Ce choix ne sera définitif qu'une fois confirmé : d'ici là, vous pouvez encore le changer ; sans confirmation, il compte tel quel à l'échéance : { $deadline }.
order-taken-held = Ce choix ne sera définitif qu'une fois confirmé : d'ici là, vous pouvez encore le changer ; sans confirmation, il compte tel quel à la clôture.
order-taken-deadline = Vous pouvez le changer jusqu'à l'échéance : { $deadline }.
# $receipt: the sealed order's receipt.
order-taken-receipt = Reçu de cet ordre scellé : `{ $receipt }`.

## receipts: in the game's topic when a step of private orders closes, one folded block.
## $of: "of the step", by the game; $count: how many sealed orders; $salts: true when their salts
## are shown; $changed: true when the GM set or withdrew an order in this step.
receipts-title = Ordres scellés { $of } : { $count } { $count ->
    [one] reçu
   *[other] reçus
 }{ $salts ->
    [true] {" "}{ $count ->
        [one] et son sel
       *[other] et leurs sels
    }
   *[other] {""}
 }
receipts-intro = Voici le reçu de chaque ordre, tel que son joueur l'a reçu{ $changed ->
    [true] {" "}(si le maître du jeu a fixé ou retiré un ordre, son reçu diffère)
   *[other] {""}
 }.
receipts-salts-follow = Leurs sels suivent, pour que chacun les vérifie.
receipts-salts-later = Les sels qui permettent à chacun de les vérifier viendront à la fin de la partie.
# $actor: a player; $receipt: their order's receipt.
receipts-line = @{ $actor } : `{ $receipt }`
# $label: the draws' label; $any: true when the GM replaced receipts since; $replaced: how many; $list: those, joined.
receipts-draws = Les tirages { $of } viennent de `random.Random("<graine>:{ $label }")` : l'étiquette ajoute à l'étape les 16 premiers caractères du SHA-256 des ordres en vigueur à la clôture, chacun écrit `joueur:ordre`, triés, un par ligne ; les reçus ci-dessus les scellent{ $any ->
    [true] , avec { $replaced ->
        [one] celui-ci, remplacé
       *[other] ceux-ci, remplacés
    } depuis par le maître du jeu : { $list }
   *[other] {""}
 }, et chacun les vérifie une fois les sels montrés. Personne ne pouvait donc connaître ces tirages avant que tous les ordres soient là.

## values: a plain value shown to people (bridge/templates/values.md.j2).
values-yes = oui
values-no = non
