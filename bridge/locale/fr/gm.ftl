## The bridge: what the bot says to game masters (their desk, their commands), in French.

## away_gm
# $until: the time in words.
away-gm-away = @{ $player } annonce son absence jusqu'au { $until } : d'ici là, la partie ne l'attend pas et continue comme si rien n'avait été envoyé.
away-gm-back = @{ $player } est de retour : la partie attend de nouveau ses ordres.

## cannot_start
# Followed by the game's own refusal.
cannot-start-with = Impossible de commencer avec { $count ->
    [one] cet inscrit
   *[other] ces { $count } inscrits
 } :{" "}
cannot-start-count = Impossible de commencer : { $count } { $count ->
    [one] inscrit
   *[other] inscrits
 }, il en faut entre { $min } et { $max }.

## co_gm_added
co-gm-added = C'est fait : @{ $user } est co-MJ de « { $title } », a désormais accès à ce bureau et peut y donner toutes les commandes. C'est gardé dans le journal de la partie.

## co_gm_refused
co-gm-refused-runs = @{ $user } mène déjà « { $title } ».
co-gm-refused-who = Qui doit être co-MJ ? Écrivez `co-mj @membre`.
co-gm-refused-unchanged = Rien n'a changé.

## create_refused
create-refused-intro = Je n'ai pas pu créer la partie :
create-refused-syntax = la commande est mal formée (un guillemet n'est pas fermé ?).
# $games: the games' ids, joined by ", ".
create-refused-game = il manque le jeu. Jeux disponibles : { $games }.
create-refused-title = il manque le titre, par exemple `nouvelle partie mud "Bataille de boue"`.
create-refused-unknown-game = je ne connais pas le jeu « { $kind } ». Jeux disponibles : { $games }.
# $count: how many unknown settings; $names: them, joined (the settings' list follows).
create-refused-unknown-setting = réglage inconnu : { $names }.
create-refused-bad-review = `review` vaut `gm`, `auto` ou un nombre d'heures, un an (8784) au plus, pas « { $value } ».
create-refused-bad-remind = `remind` est un nombre d'heures avant l'échéance, un an (8784) au plus (0 : pas de rappel), pas « { $value } ».
create-refused-bad-pause-after = `pause_after` est un nombre de tours de suite sans joueurs après lequel la table se met en pause, 1000 au plus (0 : jamais), pas « { $value } ».
create-refused-bad-schedule = le calendrier « { $value } » n'est pas une expression cron valide (exemple : `0 22 2-30/2 * *`).
create-refused-bad-timezone = le fuseau horaire « { $value } » est inconnu (exemple : `Europe/Paris`).
create-refused-bad-language = je ne parle pas la langue « { $value } ». Langues possibles : { $known }.
create-refused-nothing = Rien n'a été créé.

## deadline_moved_gm
# $of_step: the step, "de l'étape en cours (…)"; $step_name: "l'étape en cours (…)"; $deadline, $before: times in words.
deadline-moved-gm = C'est fait : l'échéance { $of_step } est maintenant le { $deadline } ; c'était le { $before }. Les joueurs en sont avertis dans le sujet de la partie ; les rappels suivent la nouvelle échéance.

## deadline_refused
# The Babel pattern of a short date in the examples.
deadline-refused-day-pattern = dd/MM
deadline-refused-paused = La partie est en pause : ses échéances bougeront à la reprise (`reprendre`).
deadline-refused-no-deadline = Aucune étape ouverte n'a d'échéance à déplacer en ce moment.
deadline-refused-no-duration = De combien ? Écrivez par exemple `prolonger 2h`, `prolonger 30 min` ou `prolonger 1 jour`.
# $day: a date in two days, in the short pattern.
deadline-refused-past = Ce moment est déjà passé : donnez une échéance à venir, par exemple `échéance { $day } 22:00`.
deadline-refused-too-far = C'est à plus d'un an d'ici : donnez une échéance dans l'année qui vient.
# $day: a date in two days, in the short pattern; $date: the same, yyyy-MM-dd.
deadline-refused-no-date = Quelle date ? Écrivez par exemple `échéance { $day } 22:00` ou `échéance { $date } 22:00` (fuseau de la partie).
deadline-refused-unchanged = Rien n'a changé.

## ended_gm
ended-gm = C'est fait : « { $title } » est terminée en l'état ; la graine est révélée dans le sujet de la partie, et tout brouillon en attente est écarté.

## field_name
# A field of a game's status, in words; $shown: the field as it is, for one not named here.
field-name = { $field ->
    [turn] tour
    [turns] nombre de tours
    [round] tour
    [phase] phase
    [number] numéro
    [finished] partie terminée
    [winner] vainqueur
    [winner_clan] clan vainqueur
    [current_player] au tour de
    [treasury_safes] coffres au trésor
    [host_safes] coffres du meneur
    [alive] vivants
    [ghosts] fantômes
    [condemned_rooms] pièces condamnées
    [destroyed_weapons] armes détruites
    [killer] tueur
    [weapon_rooms] armes, pièce par pièce
    [player_rooms] joueurs, pièce par pièce
    [ranking] classement
    [position] position
    [points] points
    [times_hit] fois touché
    [zone] zone
    [clan] clan
    [chief] chef
    [attaque] attaque
    [defense] défense
    [tir] tir
    [bouclier] bouclier
    [status] état
    [place] place
   *[other] { $shown }
 }

## game_created
# $link: the public topic's link.
game-created = La partie « { $title } » est créée (n° { $id }). Sujet public : { $link }
# $the: the game's steps, "les étapes"; $each: "chaque étape"; $of_the: "des étapes";
# $mode: live (played at once, no drafts), gm, auto or hours (the review); $hours: the delay.
game-created-desk = { $mode ->
    [live] Je vous ai ouvert un bureau privé de maître du jeu pour la démarrer et suivre la table : elle se joue en direct, chaque coup publié aussitôt, sans brouillon à valider.
    [auto] Je vous ai ouvert un bureau privé de maître du jeu pour la démarrer et la suivre : les résultats { $of_the } sont publiés dès l'échéance, sans brouillon à valider.
    [hours] Je vous ai ouvert un bureau privé de maître du jeu pour la démarrer et relire { $the } : chaque brouillon y est publié { $hours } h après la résolution, sauf `ok` plus tôt.
   *[gm] Je vous ai ouvert un bureau privé de maître du jeu pour la démarrer et valider { $the }.
 }

## gm_cancelled
gm-cancelled = C'est fait : « { $title } » est annulée, sans résultats ; les joueurs en sont avertis dans le sujet de la partie, et tout brouillon en attente est écarté.

## gm_desk_title
gm-desk-title = { $title } — bureau du MJ (partie { $id })

## group_title
# $members: their names, joined by ", ".
group-title = { $title } — conversation de { $members } (partie { $id })

## not_a_gamemaster
not-a-gamemaster = Désolé, seuls les maîtres du jeu déclarés sur ce forum peuvent créer une partie. Demandez à un modérateur de vous ajouter.

## override_refused
override-refused-no-draft = Il n'y a pas de brouillon à corriger en ce moment : on fixe un ordre ainsi seulement quand un brouillon attend votre relecture.
override-refused-unknown-player = @{ $player } ne joue pas à « { $title } » : aucun ordre n'a changé.
override-refused-not-awaited = L'étape du brouillon n'attend rien de @{ $player } : aucun ordre n'a changé.
# Followed by the game's refusal.
override-refused-refused = Cet ordre ne tient pas pour @{ $player } :{" "}
override-refused-kept = Le brouillon reste tel quel.

## remove_refused
remove-refused-already = @{ $player } ne fait déjà plus partie de « { $title } ».
remove-refused-not-playing = @{ $player } ne joue pas à « { $title } ».
remove-refused-who = Qui dois-je retirer ? Écrivez `retirer @joueur`.
remove-refused-unchanged = Rien n'a changé.

## removed_gm
removed-gm = C'est fait : @{ $player } ne fait plus partie de « { $title } ». La partie ne l'attend plus : là où elle a besoin de sa réponse, elle continue comme si rien n'avait été envoyé. Les joueurs en sont avertis dans le sujet de la partie.

## replace_refused
replace-refused-not-playing = @{ $player } ne joue pas à « { $title } ».
replace-refused-who = Qui dois-je remplacer ? Écrivez `remplacer @joueur par @membre`.
replace-refused-no-newcomer = Qui prend la place de @{ $player } ? Écrivez `remplacer @{ $player } par @membre`.
replace-refused-already-playing = @{ $newcomer } joue déjà à « { $title } » : un joueur ne peut pas tenir deux places.
replace-refused-unchanged = Rien n'a changé.

## replaced_gm
replaced-gm = C'est fait : @{ $newcomer } prend la place de @{ $player } dans « { $title } », avec sa situation, ses ordres en vigueur et son inscription ; le bot a envoyé à @{ $newcomer } l'historique privé de cette place, et les joueurs en sont avertis dans le sujet de la partie.

## rerolled
rerolled-times = { $rerun } fois
# $of_step: "de l'étape en cours (…)"; $times: " (2 fois)" or nothing; $draw: the draw's number.
rerolled = **Nouveau tirage :** le maître du jeu a fait relancer les dés { $of_step }{ $times } ; les résultats ci-dessous viennent du tirage n° { $draw }, que chacun peut recalculer avec la graine révélée à la fin.

## resolution_failed
resolution-failed = **Je n'arrive pas à résoudre l'étape en cours** de « { $title } » : rien n'a été publié ni changé, et je réessaie régulièrement. Détail technique pour l'équipe : `{ $error }`

## gm_confirm
# What the GM asked for; $form: cancel, end or remove; $player: the player to remove.
gm-confirm-what = { $form ->
    [cancel] annuler la partie « { $title } » : elle s'arrête pour de bon, sans résultats, et ce sera annoncé publiquement
    [end] terminer la partie « { $title } » maintenant, en l'état : tout brouillon en attente est écarté et la graine est révélée publiquement
   *[remove] retirer @{ $player } de « { $title } » : la partie ne l'attend plus et continue comme si rien n'avait été envoyé, et ce sera annoncé publiquement
 }
# The answer that confirms.
gm-confirm-yes = { $form ->
    [cancel] oui, annuler la partie
    [end] oui, terminer la partie
   *[remove] oui, retirer @{ $player }
 }
# The command to write again.
gm-confirm-again = { $form ->
    [cancel] annuler la partie
    [end] terminer la partie
   *[remove] retirer @{ $player }
 }
gm-confirm-ask = Vous demandez de { $what }. Rien n'est encore fait.
# $until: the end of the window, in words.
gm-confirm-ask-reply = Répondez « { $yes } » pour confirmer, d'ici le { $until } ; passé ce délai, la demande expire et rien ne change.
gm-confirm-expired = La demande de confirmation a expiré (30 minutes) : rien n'a changé. Pour { $what }, écrivez de nouveau `{ $again }`, puis confirmez.
gm-confirm-ambiguous = Rien n'a changé : je ne sais pas ce que confirme ce « oui ». Une demande attend votre réponse : pour { $what }, répondez exactement « { $yes } » d'ici le { $until }.
gm-confirm-none = Rien n'attend cette confirmation, donc rien n'a changé. Pour { $what }, écrivez d'abord `{ $again }` : je vous demanderai alors de confirmer.

## gm_order
# $step_name: "l'étape en cours (…)"; $order: the game's echo of the order; $public: true when the results will say so.
gm-order-set = Le maître du jeu a fixé votre ordre pour { $step_name } : **{ $order }**. C'est lui qui compte dans les résultats, pas encore publiés{ $public ->
    [true] , et ils diront que le maître du jeu l'a fixé
   *[false] {""}
 }.
gm-order-withdrawn = Le maître du jeu a retiré votre ordre pour { $step_name } : vous comptez comme si vous n'aviez rien envoyé. Les résultats ne sont pas encore publiés{ $public ->
    [true] {" "}; ils diront que le maître du jeu a retiré votre ordre
   *[false] {""}
 }.

## gm_orders
# Followed by the players' names; $count: how many.
gm-orders-set = { $count ->
    [one] Ordre fixé
   *[other] Ordres fixés
 } par le maître du jeu :
gm-orders-withdrawn = { $count ->
    [one] Ordre retiré
   *[other] Ordres retirés
 } par le maître du jeu :

## journal
# $count: how many decisions.
journal-heading = **Journal de « { $title } »** ({ $count } { $count ->
    [one] décision
   *[other] décisions
 }, les plus récentes d'abord) :
# $at: when, in words; $by: the GM; $action: the decision's code.
journal-entry = { $at } : @{ $by } { $action ->
    [start] a démarré la partie
    [publish] a publié le brouillon
    [rerun] a fait relancer les dés
    [override] a corrigé un ordre
    [reject] a gardé le brouillon sans le publier
    [edit] a corrigé l'état de la partie
    [close] a clos une étape en avance
    [skip] a passé un joueur
    [pause] a mis la partie en pause
    [resume] a repris la partie
    [deadline] a déplacé une échéance
    [replace] a remplacé un joueur
    [remove] a retiré un joueur
    [co_gm] a ajouté un co-MJ
    [end] a terminé la partie
    [cancel] a annulé la partie
   *[other] { $action }
 }
# Before a decision's details.
journal-details = {" ; "}
# A detail of a decision: $key, its name's code; $value.
journal-detail = { $key ->
    [player] joueur
    [newcomer] remplaçant
    [user] co-MJ
    [label] tirage
    [minutes] minutes
    [after] nouvelle échéance
    [field] champ
    [value] valeur
   *[other] { $key }
 } : { $value }
journal-none = aucune décision pour l'instant.

## salts
salts-how = Chaque reçu est le SHA-256 de `sel:ordre` ; par exemple `printf '%s' '<sel>:<ordre>' | sha256sum` le redonne.
salts-line = @{ $actor } : sel `{ $salt }`, ordre `{ $order }`

## seed_revealed
seed-revealed = La partie est terminée. Graine du tirage : `{ $seed }`, sel : `{ $salt }`. Vérification : SHA-256(graine + sel) = `{ $commitment }`, l'engagement publié au départ. Chaque tirage se recalcule avec `random.Random("<graine>:<étiquette>")` de Python, l'étiquette étant celle que donnent les résultats de chaque étape.
# $count: how many sealed orders.
seed-revealed-salts = Les sels des ordres scellés ({ $count })
seed-revealed-how = Chaque reçu publié pendant la partie est le SHA-256 de `sel:ordre` : `printf '%s' '<sel>:<ordre>' | sha256sum`.
# $step_name: "l'étape en cours (…)".
seed-revealed-line = { $step_name }, @{ $actor } : reçu `{ $receipt }`, sel `{ $salt }`, ordre `{ $order }`

## setup_refused
setup-refused-failed = les règles du jeu refusent de mettre la partie en place avec ces joueurs et ces réglages (le détail est dans le journal du bot).
# $reason: the game's code, its "_" as spaces.
setup-refused-settings = les règles du jeu refusent ces réglages (motif : { $reason }).

## skip_refused
skip-refused-who = Qui dois-je sauter ? Nommez le joueur : `passer @joueur`.
skip-refused-unknown = @{ $player } ne joue pas dans « { $title } » (et ne remplace personne) : personne n'a été sauté.
skip-refused-nothing = Rien n'attend @{ $player } pour l'instant : personne n'a été sauté.

## stand_in_gm
stand-in-gm-named = @{ $player } a nommé @{ $stand_in } comme remplaçant : @{ $stand_in } peut désormais jouer à sa place.
stand-in-gm-dropped = @{ $player } n'a plus de remplaçant : ce joueur joue désormais seul.

## table_paused
# $idle: how many turns in a row nobody played.
table-paused-idle = **La partie est en pause** : personne n'a joué pendant { $idle } { $idle ->
    [one] tour
   *[other] tours
 } de suite, chacun clos par son échéance. Le maître du jeu la reprendra ; d'ici là, aucune échéance ne court et aucun coup n'est pris.
table-paused-by-gm = **La partie est en pause**, à la demande du maître du jeu : aucune échéance ne court, et aucun coup n'est pris jusqu'à la reprise. Attendez le signal pour continuer.

## table_resumed
# $duration: how long the pause was, in words (duration).
table-resumed-after = après une pause de { $duration }
# $deadline: the next deadline, in words.
table-resumed-next = Prochaine échéance : { $deadline }.
# $after: " après une pause de …" or nothing; $next: " Prochaine échéance : …." or nothing.
table-resumed = **La partie reprend**{ $after } : chaque échéance est repoussée de la durée de la pause.{ $next } À vous de jouer !

## title_mended
# $reason: the forum's answer.
title-mended = **Le titre du sujet public a été changé.** Le forum a refusé le titre prévu pour « { $title } » (sa réponse : `{ $reason }`). Le sujet public est ouvert sous ce titre :
title-mended-yours = Vous pouvez le modifier vous-même sur le forum : la partie n'en dépend pas.

## seat_history
seat-history-title = « { $title } » : votre place
seat-history-intro = Vous prenez la place de @{ $player } dans « { $title } », par décision du maître du jeu : tout ce qui était à @{ $player } dans la partie est maintenant à vous, sous votre nom. Voici votre bureau avec le bot : vos ordres et ses réponses privées passent ici.
# $count: how many messages.
seat-history-history = Voici ce que le bot avait dit à cette place en privé, dans l'ordre ({ $count } { $count ->
    [one] message
   *[other] messages
 }) :
# $number: the message's number.
seat-history-message = Message { $number }
seat-history-none = Le bot n'avait encore rien dit en privé à cette place.

## roster_entry
# The command that shows a player's entry; $username: theirs, or the placeholder below.
roster-entry-example = registre @{ $username }
roster-entry-username = pseudo
# $fields: true when the game has fields one can fill; $example: the command that makes an entry.
roster-entry-how = Pour voir la fiche d'un joueur au registre de ce jeu : `registre @pseudo` ; pour la corriger : `registre @pseudo attaque 3, tir 2`{ $fields ->
    [true] {" "}; pour en créer une (un joueur qui n'a jamais joué ici) : `{ $example }`
   *[false] {""}
 }.
# $missing: the missing fields' names, joined; $count: how many.
roster-entry-not-made = Aucune fiche au registre pour @{ $username } dans ce jeu, et je ne la crée pas : il manque { $missing }. Donnez tout à la fois, par exemple `{ $example }`.
roster-entry-none = Aucune fiche au registre pour @{ $username } dans ce jeu : elle sera créée à sa première inscription{ $fields ->
    [true] , ou tout de suite par vous : `{ $example }`
   *[false] {""}
 }.
# $unknown: the fields not known, joined.
roster-entry-unknown = Je ne connais pas { $unknown } dans cette fiche : rien n'a changé.
roster-entry-missing = Il manque { $missing } : rien n'a changé.
# $created: true when the entry was made; $changed: the fields changed, joined.
roster-entry-changed = Fiche de @{ $username } { $created ->
    [true] créée
   *[false] corrigée
 } ({ $changed }). Une partie en cours qui l'avait déjà lue ne l'écrasera pas.
roster-entry-title = Registre — @{ $username }
roster-entry-field = Champ
roster-entry-value = Valeur

## draft
# $of_step: "de l'étape en cours (…)".
draft-title = Brouillon { $of_step }
# $draw: the draw's number, when the dice were drawn again.
draft-draw = tirage n° { $draw }
# $later: " Sans réponse … le …." or nothing.
draft-nothing-yet = Rien n'est encore publié.{ $later } Répondez ici :
# $when: the time it is published, in words.
draft-publish-at = Sans réponse de votre part, il sera publié le { $when }.
draft-ok = `ok` (ou `je valide`) publie exactement ce qui est montré ci-dessous ;
draft-rerun = `refaire` relance les dés (le nouveau tirage est annoncé publiquement avec les résultats) ;
draft-override = `ordre de @joueur : …` fixe l'ordre d'un joueur, `annuler l'ordre de @joueur` le retire ; l'un comme l'autre refait le brouillon ;
draft-reject = `non` garde ce brouillon sans le publier.
# $count: how many orders were received.
draft-orders = **Ordres reçus** ({ $count }) :{ $count ->
    [0] {" "}aucun.
   *[other] {""}
 }
# $echo: the game's echo of the order; $sent: when, in words.
draft-order = @{ $actor } : **{ $echo }** — envoyé le { $sent }
# $speaker: who sent it for the actor.
draft-order-by = , par @{ $speaker }
draft-order-doubt = {" "}(lu avec un doute, non confirmé)
# $names: the players without an order; $silent: what their silence counts as, said about them (a game's no_answer_gm).
draft-missing = **Sans ordre :** { $names } : { $silent }
draft-excused = absence ou retrait
# $count: how many dice.
draft-dice = **Dés** ({ $count }) :
draft-changes = **Ce qui change :**
# $field: the field's name; $before, $after: its values.
draft-change = { $field } : { $before } → { $after }
draft-posts = **Ce qui sera publié**, message par message, tel que le forum l'affichera (les prochaines échéances se comptent à partir du moment où vous publiez) :
# $picture: true when a picture goes with it.
draft-public = **→ le sujet public**{ $picture ->
    [true] {" "}(avec l'image jointe à ce brouillon)
   *[false] {""}
 } :
draft-to-gm = vous, dans ce bureau
draft-to-player = @{ $player }, en privé
# $members: their names, joined by ", ".
draft-to-group = { $members }, dans leur conversation de groupe

## gm_desk
# $name: the game's name (its kind).
gm-desk-intro = Voici votre bureau de maître du jeu pour « { $title } » ({ $name }).
gm-desk-commands = Commandes (une par message) :
gm-desk-start = `commencer` : démarre la partie avec les inscrits ;
gm-desk-pause = `pause` et `reprendre` : arrête tous les délais de réponse, puis les relance ;
gm-desk-skip = `passer @joueur` : clôt aussitôt ce qui attend ce joueur, comme en cas de silence ;
# $of_a: the game's step, "d'une étape".
gm-desk-ok = `ok` (ou `valider`) : publie le brouillon { $of_a } ;
gm-desk-status = `statut` : l'état complet de la partie, secrets compris ;
gm-desk-help = `aide` : toutes les commandes utiles au moment où vous l'écrivez ;
gm-desk-cancel = `annuler la partie` : arrête la partie (je vous demanderai de confirmer).
gm-desk-live = La partie se joue en direct : chaque coup reçoit sa réponse aussitôt dans le sujet de la partie, sans brouillon à relire ; d'ici, vous suivez la table.
# $of_the: "des étapes"; $each: "chaque étape"; $review: gm, auto or hours; $hours: the delay.
gm-desk-review = Relecture { $of_the } : { $review ->
    [gm] { $each } attend votre `ok`
    [auto] publication immédiate
   *[hours] publication automatique { $hours } h après la résolution, sauf `ok` plus tôt
 }.
# $turns: after how many turns nobody played the table pauses.
gm-desk-pause-after = Si personne ne joue pendant { $turns } { $turns ->
    [one] tour
   *[other] tours
 } de suite (chacun clos par son échéance sans aucun ordre), la table se met en pause d'elle-même, le dit dans le sujet de la partie et vous prévient ici ; `reprendre` la relance.
# $bot: the bot's username; $id: the game's number; $url: the status page.
gm-desk-live-status = Statut en direct : un modérateur peut écrire `@{ $bot } statut { $id }` dans n'importe quel sujet, ou intégrer la page { $url }.

## started_gm
started-gm = C'est parti : la partie a commencé avec { $count } { $count ->
    [one] joueur
   *[other] joueurs
 }, et l'annonce est dans le sujet public.
started-gm-finished = Elle s'est déjà terminée : le résultat est dans le sujet public.
started-gm-review = Le brouillon des premiers résultats vous attend ci-dessus.
# $step_name: "l'étape en cours (…)"; $deadline: in words.
started-gm-deadline = Première échéance, { $step_name } : { $deadline }.
started-gm-no-deadline = Aucune échéance ne court pour l'instant.
started-gm-awaited = Une étape attend d'abord votre réponse ici : voyez le message ci-dessus.
# $mode: live, gm, auto or hours; $each: "chaque étape"; $of_the: "des étapes"; $hours: the delay.
started-gm-next = Ensuite, { $mode ->
    [live] la table se joue en direct dans le sujet, sans brouillon ; `pause` et `reprendre` arrêtent et relancent les délais, `passer @joueur` clôt ce qui attend ce joueur.
    [gm] { $each } attend votre `ok` : à son échéance (ou dès `clore`), son brouillon arrive ici, et rien n'est publié sans vous.
    [auto] les résultats { $of_the } sont publiés dès l'échéance (ou dès `clore`), sans brouillon.
   *[hours] à chaque échéance (ou dès `clore`), le brouillon arrive ici et il est publié { $hours } h plus tard, sauf `ok` plus tôt.
 }
started-gm-commands = `statut` montre toute la partie, secrets compris ; `aide`, les commandes utiles au moment où vous l'écrivez.

## settings
# $review: gm, auto or hours; $hours: the delay.
settings-review = relecture des résultats : { $review ->
    [gm] par le maître du jeu, avant toute publication
    [auto] aucune, publication immédiate
   *[hours] publication automatique { $hours } h après la résolution, sauf validation plus tôt
 } ;
# $every: day, even_days, odd_days, weekdays or other (a cron rule); $days: the weekdays, joined; $time: "22:00"; $expression: the rule; $timezone.
settings-calendar = échéances : { $every ->
    [day] tous les jours
    [even_days] les jours pairs du mois
    [odd_days] les jours impairs du mois
    [weekdays] chaque { $days }
   *[none] {""}
 }{ $every ->
    [other] selon la règle `{ $expression }`
   *[at] {" "}à { $time }
 } ({ $timezone }) ;
# Between the last two weekdays.
settings-and = {" et "}
# $remind: true when players are reminded; $hours: how long before the deadline.
settings-remind = rappel aux joueurs sans ordre : { $remind ->
    [true] { $hours } h avant l'échéance
   *[false] aucun
 } ;
# $turns: after how many turns nobody played the table pauses.
settings-pause-after = table sans joueurs : après { $turns } { $turns ->
    [one] tour
   *[other] tours
 } de suite clos par l'échéance sans aucun ordre, elle se met en pause jusqu'à la reprise par le maître du jeu ;

## gm_help
# The game's state, from its status code.
gm-help-state = { $status ->
    [signup] inscriptions ouvertes
    [running] en cours
    [review] un brouillon attend votre relecture
    [finished] terminée
    [cancelled] annulée
   *[other] { $status }
 }
# A command as the GM writes it, from its code.
gm-help-said = { $command ->
    [start] commencer
    [ok] ok
    [rerun] refaire
    [reject] non
    [status] statut
    [help] aide
    [cancel] annuler la partie
    [close] clore
    [roster] registre
    [skip] passer
    [pause] pause
    [resume] reprendre
    [extend] prolonger
    [deadline] échéance
    [replace] remplacer
    [remove] retirer
    [co_gm] co-mj
    [end] terminer la partie
    [journal] journal
   *[other] { $command }
 }
# $said: the command; $status: the game's state, as in gm-help-state.
gm-help-not-now = La commande `{ $said }` ne sert à rien pour l'instant : { $status ->
    [signup] la partie n'a pas encore commencé, les inscriptions sont ouvertes.
    [running] la partie est en cours.
    [review] un brouillon attend votre relecture.
    [finished] la partie est terminée.
    [cancelled] la partie a été annulée.
   *[other] { $state }.
 }
# `ok`, `rerun` or `reject` while a step is still open: no draft yet. $command: its code;
# $open: the open step, "le tour 3".
gm-help-no-draft = { $command ->
    [ok] Il n'y a pas de brouillon à publier pour l'instant
   *[other] Il n'y a pas de brouillon pour l'instant
 } : { $open } est encore en cours.
# $deadline: the open step's deadline, in words.
gm-help-no-draft-deadline = Échéance : le { $deadline }.
gm-help-not-understood = Je n'ai pas compris cette commande.
gm-help-intro = Ce que vous pouvez écrire ici maintenant (partie : { $state }), une commande par message, entourée des mots qu'il vous plaît (« ok, je valide ») :
# $review: true when results wait for the GM's review; $of_a: "d'une étape".
gm-help-start = `commencer` : démarre la partie avec les inscrits{ $review ->
    [true] {" "}; ensuite, les résultats { $of_a } vous attendront ici avant d'être publiés
   *[false] {""}
 } ;
gm-help-ok = `ok` (ou `valider`) : publie le brouillon { $of_a } tel qu'il est montré ;
gm-help-rerun = `refaire` : relance ses dés (annoncé publiquement avec les résultats) ;
gm-help-override = `ordre de @joueur : …` fixe l'ordre d'un joueur, `annuler l'ordre de @joueur` le retire : dans les deux cas, un nouveau brouillon ;
gm-help-reject = `non` : garde le brouillon sans le publier ;
# $open: the open step, "l'étape en cours (…)".
gm-help-close = `clore` : clôt { $open } avant son échéance ;
gm-help-skip = `passer @joueur` : clôt tout de suite ce qui attend ce joueur, comme en cas de silence ;
# The Babel pattern of a short date in the examples.
gm-help-day-pattern = dd/MM
# $day: a date in two days, in the short pattern.
gm-help-extend = `prolonger 2h` (ou `prolonger 1 jour`) : repousse toutes les échéances ouvertes ; `échéance { $day } 22:00` : fixe la prochaine (annoncé publiquement dans les deux cas) ;
gm-help-pause = `pause` et `reprendre` : arrête toutes les échéances, puis les relance, repoussées de la durée de la pause ;
gm-help-replace = `remplacer @joueur par @membre` : le membre prend la place du joueur et reçoit son historique privé ; `retirer @joueur` : plus aucune étape ne l'attend (je vous demanderai de confirmer) ;
gm-help-end = `terminer la partie` : la termine maintenant, en l'état, et révèle la graine (je vous demanderai de confirmer) ;
gm-help-co-gm = `co-mj @membre` : un co-MJ, invité dans ce bureau, qui peut donner toutes les commandes d'ici ;
gm-help-cancel = `annuler la partie` : arrête la partie sans résultats (je vous demanderai de confirmer) ;
gm-help-status = `statut` : toute la partie, secrets compris ; `journal` : les décisions prises jusqu'ici.

## gm_unsure
# Who the commands name when the GM's text names nobody.
gm-unsure-player = joueur
# $wrote: the GM's line; $code: the command family it looks like.
gm-unsure-nothing = Je n'ai rien fait : « { $wrote } » commence { $code ->
    [cancel] par un mot qui annule (la partie, ou l'ordre d'un joueur)
    [end] comme la commande qui termine la partie
    [remove] comme la commande qui retire un joueur
    [close] comme la commande qui clôt une étape
    [skip] comme la commande qui passe un joueur
    [ok] par « ok », mais la suite ne dit pas seulement oui
    [confirm] comme une confirmation, sans dire exactement ce qu'elle confirme
   *[other] comme une commande
 }, et pour cela je n'agis que sur la forme exacte de la commande.
gm-unsure-write = Écrivez, selon ce que vous voulez (un message pour chaque) :
# $who: "@" and the player.
gm-unsure-withdraw = `annuler l'ordre de { $who }` : retire l'ordre de ce joueur du brouillon en attente (un nouveau brouillon suit) ;
gm-unsure-cancel = `annuler la partie` : arrête toute la partie sans résultats (je vous demanderai de confirmer) ;
gm-unsure-end = `terminer la partie` : termine toute la partie maintenant, en l'état, et révèle la graine (je vous demanderai de confirmer) ;
# $open: the open step, "l'étape en cours (…)".
gm-unsure-close-only = `clore` : clôt seulement { $open } avant son échéance ;
gm-unsure-remove = `retirer { $who }` : plus aucune étape n'attend ce joueur (je vous demanderai de confirmer) ;
gm-unsure-close = `clore` : clôt { $open } avant son échéance ;
gm-unsure-skip = `passer { $who }` : clôt tout de suite ce qui attend ce joueur, comme en cas de silence ;
gm-unsure-ok = `ok` (seul, ou « ok, je valide ») : publie le brouillon tel qu'il est montré ;
gm-unsure-reject = `non` : garde le brouillon sans le publier ;
gm-unsure-confirm = « oui, annuler la partie », « oui, terminer la partie » ou « oui, retirer { $who } » : confirme, mais seulement dans les 30 minutes après `annuler la partie`, `terminer la partie` ou `retirer { $who }` ;
gm-unsure-help = `aide` : tout ce qui s'applique maintenant.

## gm_status
# The game's state, from its status code.
gm-status-state = { $status ->
    [signup] inscriptions ouvertes
    [running] en cours
    [review] un brouillon attend votre relecture
    [finished] terminée
    [cancelled] annulée
   *[other] { $status }
 }
# $state: the game's state; $paused: true when the GM paused it.
gm-status-title = « { $title } » : { $state }{ $paused ->
    [true] {" "}(en pause)
   *[false] {""}
 }
# An open step. $step_name: "l'étape en cours (…)"; $deadline: held, at or none; $when: the deadline in words; $awaited, $answered: the players, joined.
gm-status-step = { $step_name } : { $deadline ->
    [held] échéance suspendue jusqu'à la reprise
    [at] échéance le { $when }
   *[none] sans échéance
 } ; attendus : { $awaited } ; ont répondu : { $answered }.
gm-status-nobody = personne
gm-status-nobody-yet = personne encore
gm-status-no-step = Aucune étape n'est ouverte.
# $name: a field's name; $value: its value.
gm-status-field = **{ $name }** : { $value }
# The first column of a table of warriors, of players.
gm-status-warrior = Guerrier
gm-status-player = Joueur
# $count: how many seats.
gm-status-seats = **Places** ({ $count }) :
# After a seat's name and language.
gm-status-stand-in = , remplaçant @{ $stand_in }
gm-status-away = , absence jusqu'au { $until }
gm-status-removed = , ne fait plus partie de la partie
gm-status-no-seat = personne pour l'instant.
# $names: the co-GMs, joined.
gm-status-co-gms = Co-MJ : { $names }.

## Settings, as the GM's help describes them: the bridge's own, in every game
## (bridge/handlers/creation.py EVERY_GAME).

setting-review = La relecture des résultats : `gm`, le maître du jeu relit chaque brouillon et le publie par `ok` ; `auto`, publication immédiate sans relecture ; un nombre d'heures (8784 au plus), publication automatique ce délai après la résolution, sauf validation plus tôt.
setting-remind = Combien d'heures avant une échéance les joueurs qui n'ont encore rien envoyé reçoivent un rappel en privé (8784 au plus) ; 0, aucun rappel.
setting-pause-after = Après combien d'étapes de suite closes par leur échéance sans aucun ordre la table se met en pause, jusqu'à ce que le maître du jeu la relance (1000 au plus) ; 0, jamais.
setting-language = La langue de la partie (`fr`, `en`, `ru` ou une langue ajoutée au bot) quand ce n'est pas celle de la commande ; s'écrit aussi `langue` ou `язык`.
setting-seed = Pour rejouer une partie : la graine du hasard, qui refait les mêmes tirages ; laissez-la vide d'ordinaire, le bot en tire une et la révèle à la fin.

## post_counts: to the GM when a phase played in the game topic ends (a Mafia day).
post-counts-title = **Messages dans le sujet de la partie** pendant la phase qui s'achève, par joueur vivant :
# $player: who; $posts: their count of posts.
post-counts-line = { $player } : { $posts ->
    [one] { $posts } message
   *[other] { $posts } messages
 }
# $count: how many are under the minimum; $players: them, joined; $minimum: the setting.
post-counts-under = Moins de { $minimum } { $minimum ->
    [one] message
   *[other] messages
 } : { $players }. Vous pouvez { $count ->
    [one] le remplacer
   *[other] les remplacer
 } (`remplacer @joueur par @membre`) ou { $count ->
    [one] le retirer
   *[other] les retirer
 } (`retirer @joueur`).
post-counts-all = Chacun a posté au moins { $minimum } { $minimum ->
    [one] message
   *[other] messages
 }.
