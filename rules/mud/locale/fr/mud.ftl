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

## Pieces of the bridge's sentences: the turn, in the form each sentence needs.

# After a verb: « il ne compte pas pour ce tour ».
mud-for-step = pour ce tour
# $step: the turn's number (« l'échéance du tour 3 »).
mud-of-step = du tour { $step }
# $step: the turn's number (« Ordre reçu pour le tour 3 »).
mud-step-name = le tour { $step }
# « votre ordre précédent de ce tour ».
mud-this-step = de ce tour
# L'accusé de réception d'un ordre qui remplace celui en vigueur : $sent, son heure d'envoi en mots.
mud-order-replaced = Votre ordre précédent est remplacé : celui-ci compte à partir de son envoi, le { $sent }, et vous perdez votre place dans l'ordre d'envoi.
# What happens to a player who sends nothing, after « Sans ordre, ».
mud-no-answer = vous passez votre tour.
# La même chose dite d'un joueur silencieux au maître du jeu (brouillon, `passer`) : « Sans ordre : @dima : compte comme un tour passé. »
mud-no-answer-gm = compte comme un tour passé.
# The turns in the form the bridge's sentence needs: $form is of_a, each, the, of_the,
# ending or current.
mud-phases = { $form ->
    [of_a] d'un tour
    [each] chaque tour
    [the] les tours
    [of_the] des tours
    [ending] le classement final
   *[current] le tour en cours
 }

## Why a reading is not certain, after « Je ne suis pas certain de l'avoir bien lu (».

mud-doubt-narration = je ne l'ai trouvé que dans votre narration, entre astérisques ou en italique, et pas dans une phrase simple
# $named: true when the order names its target; $target: that player.
mud-doubt-pronoun = j'ai compris que votre pronom désignait { $named ->
    [true] @{ $target }
   *[false] la personne
 }, seul joueur nommé dans votre narration
mud-doubt-other = la lecture de votre message n'est pas sûre

## The settings in words (the game's topic), one line each.

# $shape: grid or named; $width, $height: the grid's size; $map: the map as set.
mud-settings-map = plan : { $shape ->
    [grid] une grille de { $width } × { $height } intersections
   *[named] « { $map } »
 } ;
mud-settings-turns = nombre de tours : { $turns } ;
# $fog: on or off.
mud-settings-fog = brouillard : { $fog ->
    [on] oui, chacun n'apprend qu'en privé qui se trouve près de lui
   *[off] non, les positions de tous sont publiques
 } ;
# $gang: yes or no.
mud-settings-gang = une bande touche aussi celui qui esquive : { $gang ->
    [yes] oui
   *[no] non
 }.

## Why the settings (rules/mud/state.py `check_settings`) or the players (`setup`) are refused.

# $map: the map asked for; $count: how many hand-made maps there are; $available: their names.
mud-setup-refused-unknown-map = la carte « { $map } » n'existe pas. Cartes : `grid:LxH` (par exemple `grid:5x5`){ $count ->
    [0] {""}
   *[other] , { $available }
 }.
mud-setup-refused-invalid-turns = `turns` est un nombre de tours entre { $min } et { $max }, pas « { $turns } ».
mud-setup-refused-invalid-setting = `{ $setting }` vaut `on` ou `off`, pas « { $value } ».
mud-setup-refused-invalid-schedule = le calendrier « { $schedule } » n'est pas une expression cron à cinq champs (exemple : `0 22 2-30/2 * *`).
mud-setup-refused-invalid-timezone = le fuseau horaire « { $timezone } » est inconnu (exemple : `Europe/Paris`).
# $places: the map's intersections; $players: how many signed up.
mud-setup-refused-board-too-small = la carte n'a que { $places } intersections pour { $players } joueurs : il faut une intersection par joueur (une carte plus grande, ou moins d'inscrits).

## Why an order is refused (rules/mud/orders.py and desk.py), after « Ordre refusé pour le tour 3 : ».

mud-rejection-not-an-order = je n'ai pas trouvé d'ordre dans ce message.
mud-rejection-ambiguous = ce message est ambigu (plusieurs ordres, ou un ordre incomplet) : donnez un seul ordre.
# $given: yes when the order had a number; $number: that number.
mud-rejection-invalid-number = le chiffre doit aller de 1 à 5{ $given ->
    [yes] {" "}({ $number } n'est pas possible)
   *[no] {""}
 }.
# $case: place (an intersection $to), player (a player $player) or other.
mud-rejection-not-adjacent = { $case ->
    [place] { $to } n'est pas une intersection voisine de la vôtre
    [player] @{ $player } n'est pas à portée
   *[other] ce n'est pas à portée
 }.
# $case: place (an intersection $to) or other.
mud-rejection-off-board = { $case ->
    [place] { $to } n'est pas sur le plan
   *[other] cette intersection n'est pas sur le plan
 }.
# After "… n'est pas sur le plan.", when the intersection asked for starts with a letter that is not Latin.
mud-rejection-latin-columns = Sur le plan, les colonnes sont désignées par des lettres latines.
# $name: the name given.
mud-rejection-unknown-player = je ne connais pas de joueur « { $name } » dans cette partie.
mud-rejection-self-target = vous ne pouvez pas vous viser vous-même.
mud-rejection-not-a-player = vous ne jouez pas dans cette partie.
mud-rejection-game-over = la partie est terminée : les ordres ne sont plus acceptés.
# $code: the refusal's code (not shown).
mud-rejection-other = cet ordre n'est pas possible pour l'instant.
# The orders one may give. $place: a neighbouring intersection; $named: true when $target is a
# player within reach (or another player) to show in an example.
mud-rejection-orders = Ordres possibles : `aller en <intersection>`, `lancer <joueur> <chiffre de 1 à 5>` ou `je passe`.
# $position: where the player stands.
mud-rejection-position = Vous êtes en **{ $position }**.
# $count: how many; $neighbours: their labels.
mud-rejection-neighbours = Intersections voisines : { $count ->
    [0] aucune
   *[other] { $neighbours }
 }.
# $count: how many; $players: their mentions, "@anna, @boris".
mud-rejection-in-reach = À portée : { $count ->
    [0] personne
   *[other] { $players }
 }.

## Piece of the start, of the private post after each turn and of the help: what is around.

mud-reach-around-fog = Dans le brouillard, vous distinguez aux intersections voisines (où vous pouvez aller) :
mud-reach-around = Intersections voisines (où vous pouvez aller) :
# $label: an intersection; $spot: taken (by $player), unseen (nobody, in the fog) or free.
mud-reach-spot = **{ $label }** : { $spot ->
    [taken] { $player } s'y trouve
    [unseen] personne
   *[free] libre
 }
# $players: the names, already joined by "**, **".
mud-reach-in-range = À portée : **{ $players }**.
mud-reach-none-in-range = Personne n'est à portée.
# How to order from here. $move: yes when there is a neighbouring intersection $place;
# $named: true when there is a player $target to show; $later: yes when nobody is in range yet.
mud-reach-orders = Votre ordre, ici même, un seul par tour : { $move ->
    [yes] aller à une intersection voisine (`aller en { $place }`),{" "}
   *[no] {""}
 }lancer de la boue sur un joueur à portée avec un chiffre de 1 à 5 ({ $named ->
    [true] `lancer { $target } 3`
   *[false] `lancer <joueur> 3`
 }{ $later ->
    [yes] , quand quelqu'un sera à côté de vous
   *[no] {""}
 }) ou passer (`je passe`).

## Each player's private post at the start.

# $player: the player; $position: their intersection; $drawn: yes when it was drawn by lot (with
# fog) among $among free intersections.
mud-start = Bonjour { $player }, vous commencez la bataille de boue en **{ $position }**{ $drawn ->
    [yes] , tirée au sort parmi les { $among } intersections encore libres (prises dans l'ordre A1, A2… B1…)
   *[no] {""}
 }.

## Each player's private post after a turn: a failed move, where they stand, what is around.

# A move that failed. $turn: the turn; $target: where the player was heading; $known: yes when
# the player who took the spot ($by) is named; $to: where the player ends.
# $draw: listed (drawn by lot among $among), tied (drawn among spots not to be named) or none.
mud-position-displaced = Tour { $turn } : vous visiez **{ $target }**, mais { $known ->
    [yes] **{ $by }**
   *[no] quelqu'un d'autre
 } avait envoyé son ordre plus tôt et a pris la place. Vous voici à l'intersection libre la plus proche{ $draw ->
    [listed] , tirée au sort parmi { $among }
    [tied] , tirée au sort parmi les plus proches à égalité
   *[none] {""}
 } : **{ $to }**.
mud-position-blocked = Tour { $turn } : vous visiez **{ $target }**, mais { $known ->
    [yes] **{ $by }**
   *[no] quelqu'un
 } ne bouge pas de là, et on ne peut pas marcher sur quelqu'un qui reste sur place. Vous restez en **{ $to }**.
mud-position-no-room = Tour { $turn } : vous visiez **{ $target }**, mais { $known ->
    [yes] **{ $by }**
   *[no] quelqu'un d'autre
 } avait envoyé son ordre plus tôt et a pris la place, et aucune intersection libre ne se trouvait à deux rues ou moins. Vous restez en **{ $to }**.
# After the last turn. $position: where the player ends.
mud-position-last = Fin de la partie : vous terminez en **{ $position }**.
mud-position-last-fog = Dans le brouillard, vous distinguez aux intersections voisines :
# $label: an intersection; $seen: yes when $player stands there.
mud-position-last-spot = **{ $label }** : { $seen ->
    [yes] { $player }
   *[no] personne
 }
# $turn: the turn just played; $position: where the player stands.
mud-position-after = Après le tour { $turn }, vous êtes en **{ $position }**.

## A turn opens, in a player's help: where they stand, and the piece `reach`.

# $step: the turn.
mud-step-open = **Tour { $step }** ouvert.
# $deadline: a time in words.
mud-step-open-deadline = Échéance : { $deadline }.
# $position: where the player stands.
mud-step-open-position = Vous êtes en **{ $position }**.
mud-step-open-last-counts = Le dernier ordre valable reçu avant l'échéance compte.

## The opening, in the game's topic: the board, the players, the goal, how to give orders.

# $title: the game's title.
mud-opening-title = { $title } : que la bataille de boue commence !
# $players, $turns: how many; $shape: grid or town. A grid: $size ("5 × 5"), $width, $height,
# $last_column (its last column's letter). A town: $town, the map's name.
mud-opening-summary = { $players } { $players ->
    [one] joueur
   *[other] joueurs
 }, { $turns } { $turns ->
    [one] tour
   *[other] tours
 } de jeu, { $shape ->
    [grid] sur un quadrillage de { $size } intersections (colonnes A, B, C… de gauche à droite, rangées 1, 2, 3… de haut en bas)
   *[town] dans les rues de **{ $town }**
 }.
mud-opening-goal = But du jeu : toucher le plus de personnes **différentes** possible en se faisant toucher le moins possible. Un point par personne différente touchée ; à égalité de points, le moins souvent touché passe devant.
mud-opening-fog = Brouillard : les positions restent secrètes. Chacun reçoit en privé sa position et le nom des personnes qui se trouvent aux intersections voisines.
# $players: the names, already joined by "**, **".
mud-opening-players = Participants : **{ $players }**.
mud-opening-player = Joueur
mud-opening-position = Position
# $draws: every "anna parmi 24", joined by ", ".
mud-opening-drawn = Positions de départ tirées au sort dans l'ordre d'inscription, chacune parmi les intersections encore libres, prises dans l'ordre A1, A2… B1… : { $draws }.
# $name: a player; $among: how many free intersections their start was drawn among.
mud-opening-drawn-among = { $name } parmi { $among }
mud-opening-orders = À chaque tour, envoyez-moi **un seul ordre** en message privé :
# $example: yes when there is an intersection $place to show in an example.
mud-opening-move = `aller en <intersection>` : aller à une intersection voisine ;
# $target: a player to show in an example.
mud-opening-throw = `lancer <joueur> <chiffre de 1 à 5>` : lancer une boule de boue sur quelqu'un qui se trouve à une intersection voisine ;
mud-opening-pass = `je passe` : ne rien faire (sans ordre, vous passez).
mud-opening-rules = Vous pouvez changer d'ordre jusqu'à la fin du tour ; c'est l'heure d'envoi du dernier ordre qui compte. Une seule personne par intersection : si deux joueurs visent la même, le premier à avoir envoyé son ordre y va, l'autre est déplacé à côté. Jouez vite si vous comptez vous déplacer !

## The results of a turn, in the game's topic: moves, throws, passes, standings (with fog,
## only who hit whom and the standings).

# $title: the game's title; $turn: the turn played, of $turns.
mud-results-title = { $title } : résultats du tour { $turn } sur { $turns }
mud-results-moves = Déplacements
# $player moved from $from to $to.
mud-results-moved = **{ $player }** : { $from } → { $to }
# $player was heading for $target, but $by sent their order earlier: pushed from $from to $to;
# $draw: listed when $to was drawn by lot among $among, else none.
mud-results-displaced = **{ $player }** visait { $target }, mais **{ $by }** avait envoyé son ordre plus tôt et y va : déplacement en **{ $to }** à la place ({ $from } → { $to }){ $draw ->
    [listed] , intersection tirée au sort parmi { $among } : { $to }
   *[none] {""}
 }
mud-results-blocked = **{ $player }** visait { $target }, mais **{ $by }** ne bouge pas de là : pas de déplacement, toujours en { $from }
mud-results-no-room = **{ $player }** visait { $target }, mais **{ $by }** avait envoyé son ordre plus tôt et y va, et aucune intersection n'était libre à deux rues ou moins : toujours en { $from }
mud-results-nobody-moved = Personne ne s'est déplacé.
mud-results-throws = Tirs de boue
# One throw: $thrower at $target with $number; $hit: yes or no; $reason: why (gang,
# ganged_thrower, dodged, late_move, duel_tie, duel_odd, duel_even, or plain), $difference: the
# duel's gap; $score: point (a new point), again (a hit that brings none) or none.
mud-results-throw = **{ $thrower }** → **{ $target }** ({ $number }) : { $hit ->
    [yes] **touché**
   *[no] raté
 }{ $reason ->
    [gang] {" "}: plusieurs tirs visent { $target } en même temps
    [ganged_thrower] {" "}: sous le feu de plusieurs tirs à la fois, { $thrower } ne peut réussir aucun tir
    [dodged] {" "}: { $target } avait envoyé son déplacement avant ce tir
    [late_move] {" "}: le déplacement { DE($target) } est arrivé après ce tir
    [duel_tie] {" "}: duel à chiffres égaux, les deux se touchent
    [duel_odd] {" "}: duel, écart de { $difference }, seul le premier à avoir envoyé son tir touche
    [duel_even] {" "}: duel, écart de { $difference }, seul le second à avoir envoyé son tir touche
   *[plain] {""}
 }{ $score ->
    [point] {" "}(+1 point pour { $thrower })
    [again] {" "}(pas de nouveau point : { $thrower } avait déjà atteint { $target })
   *[none] {""}
 }
mud-results-no-throws = Aucun tir ce tour-ci.
# $count: how many passed; $players: their names, joined by ", ".
mud-results-passed = { $count ->
    [one] Passe son tour
   *[other] Passent leur tour
 } : { $players }.
mud-results-hits = Qui a touché qui
# $point: yes when the hit brings $thrower a new point.
mud-results-hit = **{ $thrower }** a touché **{ $target }**{ $point ->
    [yes] {" "}(+1 point)
   *[no] {""}
 }
mud-results-nobody-hit = Personne n'a été touché ce tour-ci.
mud-results-standings = Classement
mud-results-place = Place
mud-results-player = Joueur
mud-results-points = Points
mud-results-times-hit = Fois touché
mud-results-last = C'était le dernier tour ! Le classement final suit.

## The status page (plain text: the page's markup stays in the template).

# The suffix of a place's number, shown raised ("1er"): $n, its last digit $mod10 and its last
# two $mod100.
mud-status-ordinal = { $n ->
    [1] er
   *[other] e
 }
# After a shared place.
mud-status-tied = ex æquo
# $turns: how many turns were played.
mud-status-finished = classement final, { $turns } { $turns ->
    [one] tour joué
   *[other] tours joués
 }
# $turn: the current turn, of $turns.
mud-status-turn = tour { $turn } sur { $turns }
mud-status-standings = Classement
mud-status-place = Place
mud-status-player = Joueur
mud-status-points = Points
mud-status-times-hit = Fois touché
mud-status-position = Position
mud-status-ranking = Classement aux points, puis au moins de fois touché ; à égalité, la place est partagée.
mud-status-fog = Brouillard de guerre : les positions restent secrètes.

## Settings, as the GM's help describes them (rules/mud/state.py SETTINGS): what each
## does, its values and units; the help shows the default.

mud-setting-map = Le plan des rues : une grille `grid:LxH` (L colonnes lettrées A, B, C…, H rangées numérotées 1, 2, 3… ; 26 × 99 au plus, par exemple `grid:5x5`) ou le nom d'une carte de ville fournie avec le jeu.
mud-setting-turns = Le nombre de tours de la partie, de 1 à 99 ; le classement final suit le dernier.
mud-setting-schedule = L'échéance de chaque tour, une expression cron à cinq champs (minute, heure, jour du mois, mois, jour de la semaine) lue dans le fuseau horaire de la partie : `0 22 2-30/2 * *`, ce sont les jours pairs du mois à 22 h ; un tour n'est jamais résolu avant son échéance.
mud-setting-timezone = Le fuseau horaire des échéances et des dates annoncées, sous son nom IANA (`Europe/Paris`, `Europe/Moscow`).
mud-setting-fog = Le brouillard de guerre : avec `on`, chacun n'apprend qu'en privé qui se tient aux intersections voisines de la sienne, et le sujet ne montre que qui a touché qui et le classement ; avec `off`, les positions de tous sont publiques.
mud-setting-gang-hits-dodgers = Quand plusieurs joueurs visent le même (une bande) : avec `on`, chacun de leurs tirs le touche même s'il s'est déplacé à temps ; avec `off`, un tir qu'il esquive (son déplacement envoyé avant ce tir) ne compte pas pour former la bande.
