## INDIXO (rules/indixo): the notices, in fr.

## this_step, for_step: what the bridge says of the current step.

# "the former order of this step" (Russian: genitive, without a preposition).
indixo-this-step = de cette étape
# "does not count for this step".
indixo-for-step = pour cette étape

## chief_named, chief_election. $by: the last victim; $chief: the chief named.

indixo-chief-named = **Le chef est nommé** : @{ $by } a désigné **@{ $chief }**, qui départagera les égalités du vote.
indixo-chief-election = @{ $by } n'a pas nommé de chef à temps : **les vivants l'éliront**. Ajoutez `chef @pseudo` à votre vote (ou écrivez-le dans un message à part) ; le dépouillement dira qui l'emporte, le hasard tranchant les égalités.

## ghost_group. $night: the night's number; $ghosts: the ghosts, listed; $count: how many.

indixo-ghost-group = Nuit { $night } : { $ghosts }, vous êtes { $count } fantômes à hanter la même pièce cette nuit. Cette conversation vous réunit jusqu'à la fin de la nuit : parlez librement, personne d'autre ne la lit.

## killer_sees. $night: the night's number; $the_room: the killer's room with its article
## (indixo-the-room); $people: who is there, listed.

indixo-killer-sees-people = Nuit { $night }, dans { $the_room } : vous y trouvez { $people }.
indixo-killer-sees-alone = Nuit { $night }, dans { $the_room } : personne d'autre que vous.
indixo-killer-sees-move = À vous de jouer : jusqu'à deux actions (`inspecter`, `tuer @pseudo avec <arme>`, `condamner <pièce>`, `détruire <arme>`), puis `fini` ; ou `rien`.

## phases: the nights and days, as the bridge's sentence needs them.

# $form: of_a ("d'une nuit…"), each, the, of_the, ending; anything else: the current step.
indixo-phases = { $form ->
    [of_a] d'une nuit ou d'un jour
    [each] chaque nuit et chaque jour
    [the] les nuits et les jours
    [of_the] des nuits et des jours
    [ending] le dénouement
   *[current] l'étape en cours de la nuit ou du jour
 }

## possession_group. $day: the day's number; $possessed: a player; $ghosts: the ghosts, listed; $count: how many.

indixo-possession-group = **Jour { $day } : une possession.** Cette nuit, un fantôme a pris possession de @{ $possessed }. Cette conversation réunit @{ $possessed } et { $count ->
    [one] le fantôme
   *[other] les fantômes
 } de la pièce, { $ghosts } : parlez librement, elle se fermera à la tombée de la nuit.

## switch_ask. $victim: the intended victim; $weapon: the haunted weapon; $choices: the other
## innocents, listed; $duration: how long to answer.

# $the_weapon: the haunted weapon with its article (indixo-the-weapon).
indixo-switch-ask-quick = **Vite !** Le meurtrier tente de tuer @{ $victim } avec { $the_weapon }, que vous hantez.
indixo-switch-ask-choices = Vous pouvez détourner le coup vers un autre innocent présent dans votre pièce : { $choices }. Répondez `@pseudo` pour changer de victime, ou `garder` pour laisser le coup viser @{ $victim }.
indixo-switch-ask-silence = Sans réponse dans { $duration }, la victime reste @{ $victim }.

## chief_ask. $choices: the living, listed; $duration: how long to answer.

indixo-chief-ask-first = Vous êtes la première victime de la partie : c'est à vous de **nommer le chef** parmi les vivants : { $choices }.
indixo-chief-ask-successor = Vous étiez le chef : c'est à vous de **nommer votre successeur** parmi les vivants : { $choices }.
indixo-chief-ask-answer = Répondez ici `je nomme @pseudo`. Le chef départage les égalités du vote. Sans réponse dans { $duration }, les vivants l'éliront eux-mêmes.

## stranded_done.

indixo-stranded-done-defaulted = Faute de réponse à temps, le hasard a réparti les armes :
indixo-stranded-done-chosen = C'est fait : les armes sont réparties comme vous l'avez voulu :
# After a weapon whose room was drawn. $among: the rooms, listed.
indixo-stranded-done-drawn = (pièce tirée au sort parmi { $among })

## stranded_ask. $count: how many weapons; $weapons, $rooms: listed; $example: a sample
## answer; $duration: how long to answer.

indixo-stranded-ask-left = Une pièce a été condamnée cette nuit, et { $count ->
    [one] une arme y est restée
   *[other] des armes y sont restées
 } : { $weapons }. Vous êtes la dernière victime en date : c'est à vous de { $count ->
    [one] la
   *[other] les
 } **répartir** entre les pièces ouvertes : { $rooms }.
indixo-stranded-ask-answer = Répondez ici, une pièce pour chaque arme, par exemple `{ $example }`. Sans réponse dans { $duration }, le hasard s'en chargera.

## doubt: why a reading is not certain (after « Je ne suis pas sûr de l'avoir bien lu ( »).

indixo-doubt-narration = je ne l'ai trouvé que dans votre narration, entre astérisques ou en italique, et pas dans une phrase simple
# $who: "@name", or indixo-doubt-someone.
indixo-doubt-pronoun = j'ai compris que votre pronom désignait { $who }, seul joueur nommé dans votre narration
indixo-doubt-someone = la personne
indixo-doubt-other = la lecture de votre message n'est pas sûre

## ghost_sees. $night: the night's number; $the_room: the ghost's room with its article;
## $people, $weapons: listed.

indixo-ghost-sees-room = Nuit { $night }, votre fantôme erre dans { $the_room }.
indixo-ghost-sees-alive = Vivants ici : { $people }.
indixo-ghost-sees-ghosts = Fantômes ici : { $people }.
indixo-ghost-sees-weapons = Armes ici : { $weapons }.
# $example: indixo-ghost-sees-example after a space, or nothing.
indixo-ghost-sees-may = Cette nuit, vous pouvez `hanter la pièce`, `hanter <arme>`{ $example }, `posséder @pseudo` (un vivant d'ici) ou ne `rien` faire.
# $said_weapon: a weapon of the room, as a player writes it (indixo-said-weapon).
indixo-ghost-sees-example = (par exemple `hanter { $said_weapon }`)

## gm_setup. $killer: the killer; $weapons: "weapon (room)", listed; $rooms, $weapons (in
## play): how many; $room_list, $weapon_list, $left_out: listed.

indixo-gm-setup-secret = **Secret du maître du jeu** : le meurtrier tiré au sort est **@{ $killer }**. Chacun a reçu son rôle en privé ; en dehors de vous, seul le meurtrier connaît son identité.
indixo-gm-setup-start = Armes au départ : { $weapons }.
indixo-gm-setup-in-play = En jeu : { $rooms } pièces ({ $room_list }) et { $weapons } armes ({ $weapon_list }), autant que de joueurs.
indixo-gm-setup-left-out = Hors jeu, car la maison en a plus que de joueurs et seules les premières de la liste servent : { $left_out } (annoncé aussi dans le sujet de la partie).

## votes_locked.

indixo-votes-locked = **Tous les vivants ont voté : les votes sont verrouillés.** Plus personne ne peut changer le sien.
# $field: suspect, weapon or room.
indixo-votes-locked-label = { $field ->
    [suspect] Suspects
    [weapon] Armes
   *[room] Pièces
 }
# $duration: how long.
indixo-votes-locked-last-words = Place aux **derniers mots** : vous avez { $duration } pour vous exprimer ici, puis viendra le dépouillement.

## gm_final.

# $winner: innocents or killer; $how: vote, streak, two_left, guess (anything else is shown as it is).
indixo-gm-final-over = **Fin de partie** (pour le MJ) : victoire { $winner ->
    [innocents] des innocents
   *[killer] du meurtrier
 }, { $how ->
    [vote] par le vote
    [streak] trois nuits sans meurtre
    [two_left] deux vivants restants
    [guess] par une proposition exacte
   *[other] { $how }
 }.
indixo-gm-final-killer = Meurtrier : @{ $killer }
# $murder: indixo-gm-final-murder, or indixo-gm-final-none.
indixo-gm-final-last-murder = Dernier meurtre : { $murder }
# $victim: a player; $night: its number; $room, $weapon: the GM's names.
indixo-gm-final-murder = @{ $victim }, nuit { $night }, { $room }, { $weapon }
indixo-gm-final-none = aucun
indixo-gm-final-dead = Morts
# $name: a dead player; $night: the night they died.
indixo-gm-final-death = @{ $name } (nuit { $night })
indixo-gm-final-weapons = Armes
indixo-destroyed = détruite

## incomplete: what an order still lacks.

indixo-incomplete-options = choisissez une ou deux actions (`inspecter`, `tuer @pseudo avec <arme>`, `condamner <pièce>`, `détruire <arme>`), ou `rien` pour ne rien faire cette nuit.
indixo-incomplete-second-option = envoyez une seconde action, ou `fini` pour vous en tenir à celle-ci (`annuler` efface tout).
indixo-incomplete-suspect = le suspect (@pseudo)
indixo-incomplete-weapon = l'arme
indixo-incomplete-room = la pièce
# $missing: what is missing, listed.
indixo-incomplete-vote = il manque à votre vote { $missing }. Complétez-le dans un nouveau message, par exemple `vote : @pseudo, <arme>, <pièce>`.
indixo-incomplete-other = j'attends la suite de votre réponse.

## settings: the game's settings in words (a list, one line each).

# $house: the rooms, listed, or indixo-settings-theme; $weapons: indixo-settings-weapons, or nothing.
indixo-settings-house = pièces : { $house }{ $weapons } ;
indixo-settings-theme = le thème d'origine (autant de pièces et d'armes que de joueurs)
# How the GM gives a name its article (French only: empty in the other languages).
indixo-settings-articles = articles : écrivez-les devant les noms (`pièces = la Cuisine, le Salon, l'Entrée, les Toilettes`, `armes = la Hache, le Couteau`) et je dirai « dans la Cuisine », « avec la Hache » ; un nom sans article se dit « la pièce Cour », « l'arme Hache » ;
# $weapons: the weapons, listed.
indixo-settings-weapons = {" "}; armes : { $weapons }
# $room, $night: hours.
indixo-settings-room = choix de la pièce : { $room } h après la tombée de la nuit ; la nuit dure { $night } h ;
# Minutes each.
indixo-settings-windows = délais de réponse : le fantôme qui change de victime { $switch } min, les armes à replacer { $redistribute } min, le nom du chef { $chief } min, les derniers mots { $last_words } min ;
indixo-settings-stop = fin du jour au plus tard { $stop } h après son début ;
# $night_posts: warn, or anything else (ignored).
indixo-settings-night-posts = messages dans le sujet pendant la nuit : { $night_posts ->
    [warn] un avertissement en privé
   *[other] ignorés
 }.

## how_to_join: the sign-up, in the public topic before the start.

# $counts: how many players (indixo-counts-… or indixo-how-to-join-between).
indixo-how-to-join-open = **Inscriptions ouvertes** : écrivez « je participe » dans ce sujet ({ $counts }). Pour vous retirer avant le début : « je me retire ».
indixo-how-to-join-between = { $low } à { $high } joueurs
indixo-how-to-join-how-many = **Combien de joueurs ?** La règle veut autant de pièces et d'armes que de joueurs, et au moins 5 joueurs.
indixo-how-to-join-house = Cette maison se joue donc à { $counts }
# After indixo-how-to-join-house, when more than one number of players is allowed.
indixo-how-to-join-fewer = {" "}: avec moins de joueurs, seules les premières pièces et armes de la liste servent, et celles qui restent hors jeu seront annoncées au début
indixo-how-to-join-theme = Le thème d'origine a 9 pièces et 9 armes : il se joue donc { $counts } ; avec moins de 9 joueurs, seules les premières pièces et armes servent, et celles qui restent hors jeu seront annoncées au début
indixo-how-to-join-desk = Quand la partie commence, chaque joueur reçoit un message privé, son **bureau d'ordres** : c'est là qu'il envoie ses ordres, et nulle part ailleurs.

## gm_night: the night's summary for the GM.

indixo-gm-night-title = Nuit { $night } : résumé pour le MJ
indixo-gm-night-where = Qui était où
indixo-gm-night-killer = (meurtrier)
indixo-gm-night-ghost = (fantôme)
indixo-gm-night-actions = Actions
indixo-gm-night-no-action = aucune action envoyée
# $victim: a player.
indixo-gm-night-switched = Le fantôme a détourné le coup vers @{ $victim }.
indixo-gm-night-morning = Déroulement du matin
indixo-gm-night-nothing = Rien ne s'est passé : aucune action n'a abouti.
indixo-gm-night-weapons = Armes ce matin
# $by: a player; $weapons: listed.
indixo-gm-night-stranded = @{ $by } doit répartir les armes de la pièce condamnée : { $weapons }.
indixo-gm-night-chief = @{ $by } doit nommer le chef.

## night_private: what a player alone learns of the night.

indixo-night-private-title = **Nuit { $night }**, rien que pour vous :
# $what: what happened (anything else is shown as it is); $weapon, $room: the GM's names;
# $the_weapon, $the_to: the weapon and where it went, with their article.
indixo-night-private-item = { $what ->
    [murdered] **Le meurtrier vous a eu cette nuit.** Vous voilà fantôme. Chaque nuit, vous choisirez votre pièce ou une pièce voisine, puis vous pourrez `hanter la pièce`, `hanter <arme>`, `posséder @pseudo` ou ne `rien` faire. Les fantômes ne votent pas, mais ils lisent tout.
    [clash] Un autre joueur a tenté d'interagir avec { $the_weapon } : votre action sur cette arme a échoué.
    [haunted_weapon] L'arme **{ $weapon }** est hantée : impossible d'y toucher cette nuit, votre action a échoué.
    [move_condemned] Vous n'avez pas pu emporter { $the_weapon } vers { $the_to } : cette pièce a été condamnée cette nuit. L'arme reste où elle était.
    [destroy_cancelled] L'arme **{ $weapon }** n'a pas été détruite : il ne serait pas resté assez d'armes, alors il ne s'est rien passé.
    [room_haunted] Un frisson : la pièce **{ $room }** était hantée cette nuit.
   *[other] { $what }.
 }

## morning: the morning, in the public topic.

indixo-morning-title = Nuit { $night } : le jour se lève
# $victim: the dead player.
indixo-morning-body = Au petit matin, on découvre le corps de **@{ $victim }**. Son fantôme rôde désormais dans la maison.
indixo-morning-weapon = L'arme du crime : **{ $weapon }**.
indixo-morning-nobody = Personne n'est mort cette nuit.
# $count: how many; $rooms: listed.
indixo-morning-condemned = { $count ->
    [one] Pièce condamnée
   *[other] Pièces condamnées
 } : { $rooms }. Plus personne n'y entre.
# $count: how many; $weapons: listed.
indixo-morning-destroyed = { $count ->
    [one] Arme détruite
   *[other] Armes détruites
 } : { $weapons }.
indixo-morning-unchanged = Aucune pièce n'a été condamnée, aucune arme détruite.
indixo-morning-finished = La partie s'achève ici : le dénouement suit.
indixo-morning-chief = Le chef, @{ $chief }, départage les égalités.
indixo-morning-first-dead = Il n'y a pas encore de chef : @{ $victim }, première victime, va le nommer en privé ; sans réponse à temps, les vivants l'éliront en ajoutant `chef @pseudo` à leur vote.
indixo-morning-chief-dead = Le chef est mort : @{ $victim } va nommer son successeur en privé ; sans réponse à temps, les vivants l'éliront en ajoutant `chef @pseudo` à leur vote.
indixo-morning-no-chief = Il n'y a pas encore de chef : élisez-le en ajoutant `chef @pseudo` à votre vote (ou dans un message à part). Il départagera les égalités.
# Where a list of weapons is empty.
indixo-no-weapon = aucune arme

## final: the reveal.

indixo-final-title = { $title } : le dénouement
indixo-final-innocents-win = **Les innocents l'emportent !**
indixo-final-killer-wins = **Le meurtrier l'emporte !**
# $how: vote, streak (the innocents win), two_left, guess (the killer wins).
indixo-final-how = { $how ->
    [vote] Le vote du jour a désigné le bon suspect, la bonne arme et la bonne pièce du dernier meurtre.
    [streak] Trois nuits de suite sans meurtre : le meurtrier n'a pas su frapper à temps.
    [two_left] Il ne reste que deux vivants : plus personne ne peut l'arrêter.
   *[guess] Sa proposition du jour était exacte : il savait où chacun avait passé la nuit et quelle arme chacun avait voulu toucher.
 }
indixo-final-killer = Le meurtrier était **@{ $killer }**.
# $victim: a player; $night: its number; $the_room, $the_weapon: the GM's names with their
# article.
indixo-final-last-murder = Dernier meurtre : **@{ $victim }**, la nuit { $night }, dans { $the_room }, avec { $the_weapon }.
indixo-final-no-murder = Aucun meurtre n'a été commis.
indixo-final-weapons = Où étaient les armes
indixo-final-weapon = Arme
indixo-final-room = Pièce
indixo-final-last-night = La dernière nuit, chacun était…
indixo-final-the-killer = (le meurtrier)
indixo-final-ghost = (fantôme)
indixo-final-thanks = Merci à toutes et à tous d'avoir joué !

## room_default: a player chose no room in time. $night: the night's number; $room: where
## they are ($the_room: with its article); $last: their room of last night.

# $why: stayed, condemned, or drawn.
indixo-room-default-ghost = Nuit { $night } : vous ne m'avez pas indiqué de pièce à temps, alors { $why ->
    [stayed] votre fantôme reste dans sa pièce de la nuit dernière : **{ $room }**.
    [condemned] votre fantôme ne pouvait pas rester dans sa pièce de la nuit dernière, **{ $last }**, qui a été condamnée : le hasard l'envoie dans { $the_room }, parmi les pièces où il pouvait aller.
   *[drawn] le hasard envoie votre fantôme dans { $the_room }.
 }
# $why: stayed, condemned, first (drawn on the first night), or drawn.
indixo-room-default = { $why ->
    [stayed] Nuit { $night } : vous n'avez pas choisi de pièce à temps, alors vous restez dans votre pièce de la nuit dernière : **{ $room }**.
    [condemned] Nuit { $night } : vous n'avez pas choisi de pièce à temps, et votre pièce de la nuit dernière, **{ $last }**, a été condamnée : le hasard vous envoie dans { $the_room }.
    [first] Nuit { $night } : vous n'avez pas choisi de pièce à temps et, la première nuit, personne n'a encore de pièce où rester : le hasard a choisi pour vous, **{ $room }**.
   *[drawn] Nuit { $night } : vous n'avez pas choisi de pièce à temps : le hasard a choisi pour vous, **{ $room }**.
 }
# $among: the rooms drawn from, listed.
indixo-room-default-among = Tirage au sort parmi { $among } : **{ $room }**.
# $weapons: listed.
indixo-room-default-found = Vous y trouvez : { $weapons }.
indixo-room-default-start = Au départ, cette pièce abrite : { $weapons }.

## accepted: what the bridge adds to an accepted order. $room: a room ($the_room: with its
## article); $weapons: listed.

indixo-accepted-room-found = Dans { $the_room }, vous trouvez : { $weapons }.
indixo-accepted-room-start = Au départ, cette pièce abrite : { $weapons } (c'est public : voyez le plan).
indixo-accepted-options-cancelled = Vos actions de la nuit sont effacées : vous pouvez en choisir de nouvelles.
indixo-accepted-inspection-room = Votre inspection de la pièce **{ $room }** : { $weapons }.
indixo-accepted-inspection = Votre inspection : { $weapons }.
indixo-accepted-options-one = C'est noté : c'est votre seule action cette nuit.
indixo-accepted-options-first = C'est votre action 1 sur 2 pour cette nuit.
# $first, $second: the two options.
indixo-accepted-options-two = Vos deux actions seront exécutées dans cet ordre : d'abord { $first }, puis { $second }.
indixo-accepted-ballot-complete = Votre bulletin est complet.
indixo-accepted-guess = Votre proposition pour aujourd'hui :
indixo-accepted-spread = C'est noté : chaque arme sera posée dans la pièce indiquée à la clôture de cette étape.

## tally: the day's count.

indixo-tally-title = Jour { $day } : le dépouillement
# $count: how many complete ballots.
indixo-tally-voters = { $count } { $count ->
    [one] bulletin complet
   *[other] bulletins complets
 } (suspect, arme et pièce) :
indixo-tally-no-voters = Aucun bulletin complet : personne n'a voté à la fois pour un suspect, une arme et une pièce.
# $field: suspect, weapon or room.
indixo-tally-label = { $field ->
    [suspect] Suspect
    [weapon] Arme
   *[room] Pièce
 }
indixo-tally-no-vote = aucun vote.
# $tied: the tied values, listed.
indixo-tally-by-chief = égalité entre { $tied }, départagée par le vote du chef
# $among: the tied values; $value: the one drawn.
indixo-tally-by-draw = égalité que le vote du chef ne tranchait pas : tirage au sort parmi { $among } : { $value }
# $drawn: among (drawn among several), or alone; $among: "@a, @b"; $chief: the chief.
indixo-tally-chief-no-votes = Personne n'a voté pour un chef : { $drawn ->
    [among] tirage au sort parmi les vivants, { $among } : **@{ $chief }**
   *[alone] le hasard désigne **@{ $chief }**
 }, qui départagera désormais les égalités.
# $leaders: listed; $count: the votes of each; $among: "@a, @b"; $chief: the chief.
indixo-tally-chief-tie = Élection du chef : égalité entre { $leaders } ({ $count } voix chacun), tranchée par tirage au sort parmi { $among } : **@{ $chief }** devient chef.
# $count: the chief's votes.
indixo-tally-chief-wins = Élection du chef : **@{ $chief }** l'emporte avec { $count } voix et départagera désormais les égalités.
indixo-tally-reveal-follows = Le dénouement suit.
indixo-tally-nobody-killed = Personne n'a encore été tué : le vote ne pouvait confondre personne.
indixo-tally-incomplete = Sans suspect, arme et pièce désignés, le vote ne confond personne : le meurtrier court toujours.
indixo-tally-wrong = Ce trio ne correspond pas au dernier meurtre : le meurtrier court toujours.
# $night: the night's number.
indixo-tally-night-falls = **La nuit { $night } tombe.** Choisissez votre pièce en message privé (`je vais dans <pièce>`).

## step_open: a step opens. $step: the night's or day's number; $when: a deadline, in words.

indixo-step-open-rooms = **Nuit { $step }** : la maison plonge dans l'obscurité. Chacun choisit sa pièce **en message privé**, par exemple `je vais dans <pièce>` ; les fantômes restent dans leur pièce ou passent dans une pièce voisine. Un choix confirmé est définitif.
indixo-step-open-deadline = Échéance : { $when }.
# $rule: what a silent player gets (indixo-no-answer).
indixo-step-open-silence = Sans réponse, { $rule }
indixo-step-open-rooms-silent = Tant que la nuit dure, le sujet de la partie reste silencieux.
indixo-step-open-actions = **Nuit { $step }** : chacun est à sa place. Envoyez votre action **en message privé**, selon votre rôle (`détruire <arme>`, `déplacer <arme> vers <pièce>`, `rien`…). Vous pouvez en changer jusqu'à l'échéance.
indixo-step-open-actions-morning = Au matin, je vous dirai ce qui s'est passé.
# $count: how many living players vote.
indixo-step-open-votes = **Jour { $step }** : place aux votes. Chacun des { $count } { $count ->
    [one] vivant
   *[other] vivants
 } vote ici même, dans le sujet, pour un suspect, une arme et une pièce : `vote : @pseudo, <arme>, <pièce>`. Les fantômes ne votent pas.
indixo-step-open-votes-all = **Jour { $step }** : place aux votes. Chaque vivant vote ici même, dans le sujet, pour un suspect, une arme et une pièce : `vote : @pseudo, <arme>, <pièce>`. Les fantômes ne votent pas.
indixo-step-open-votes-change = Vous pouvez changer votre vote tant que tous les vivants n'ont pas voté ; ensuite les votes sont **verrouillés** et viennent les derniers mots.
indixo-step-open-votes-deadline = Quoi qu'il arrive, le jour se termine au plus tard le { $when }.
# $until: indixo-step-open-words-until after a space, or nothing.
indixo-step-open-words = **Derniers mots** : les votes du jour { $step } sont verrouillés. Vous pouvez encore vous exprimer ici{ $until } ; ensuite viendra le dépouillement.
indixo-step-open-words-until = jusqu'au { $when }
indixo-step-open-guess = **Jour { $step }** : vous pouvez, une fois aujourd'hui, m'envoyer ici votre **proposition** : pour chaque autre vivant, la pièce où il était la nuit dernière et l'arme qu'il a tenté de toucher (ou `rien`). Par exemple : `@pseudo : <pièce>, <arme> ; @pseudo : <pièce>, rien`.
indixo-step-open-guess-once = Une seule proposition par jour, définitive dès que je l'ai confirmée. Elle est vérifiée au dépouillement des votes : si tout est juste et que le vote du jour ne vous confond pas, vous gagnez.
# $step: the step's name (indixo-step-name); $until: indixo-step-open-waiting-until, or nothing.
indixo-step-open-waiting = J'attends votre réponse pour { $step }{ $until }.
indixo-step-open-waiting-until = , jusqu'au { $when }

## house: the house, in the public topic at the start.

indixo-house-title = { $title } : bienvenue dans la maison
# $rooms, $weapons, $players: how many.
indixo-house-intro = Un meurtrier se cache parmi vous, et personne ne sait qui. Voici la maison où tout va se jouer : { $rooms } { $rooms ->
    [one] pièce
   *[other] pièces
 }, { $weapons } { $weapons ->
    [one] arme
   *[other] armes
 }, { $players } { $players ->
    [one] joueur
   *[other] joueurs
 }.
# $what: indixo-house-left-out-rooms and/or indixo-house-left-out-weapons; $players: how many.
indixo-house-left-out = **Hors jeu dans cette partie** : { $what }. La règle veut autant de pièces et d'armes que de joueurs : à { $players }, seules les { $players } premières pièces et armes de la maison servent, celles du plan ci-dessous.
# $count: how many; $rooms: listed.
indixo-house-left-out-rooms = { $count ->
    [one] la pièce
   *[other] les pièces
 } { $rooms }
# $count: how many; $weapons: listed.
indixo-house-left-out-weapons = { $count ->
    [one] l'arme
   *[other] les armes
 } { $weapons }
indixo-house-map = **Comment lire le plan** : chaque case est une pièce. Les traits **bleus** sont les portes entre deux pièces. Une pièce **barrée en orange** est condamnée : plus personne n'y entre. Les noms en **gris** dans chaque pièce sont les armes qui s'y trouvent au départ.
indixo-house-room = Pièce
indixo-house-doors = Pièces voisines
indixo-house-weapon = Arme au départ
# A room with no door.
indixo-house-no-door = aucune
# A room with no weapon at the start.
indixo-house-no-weapon = aucune
indixo-house-how = Comment jouer
indixo-house-night = **La nuit**, tout se passe en message privé avec moi :
# $said_room: the house's first room, as a player writes it (indixo-said-room), a sample.
indixo-house-choose = **Choisir sa pièce** : `je vais dans <pièce>` (par exemple `je vais dans { $said_room }`), n'importe quelle pièce non condamnée. Le choix est définitif dès que je l'ai confirmé ; à partir de la nuit 2, je vous dis alors quelles armes s'y trouvent.
indixo-house-act = **Agir** : un innocent peut `détruire <arme>` ou `déplacer <arme> vers <pièce voisine>` (une arme de sa pièce), ou ne `rien` faire. Le meurtrier a ses propres actions ; les fantômes hantent et possèdent. Chacun a reçu le détail de son rôle en privé.
indixo-house-morning = Au matin, j'annonce ici les morts, les pièces condamnées et les armes détruites.
# $weapon, $room: the house's first weapon and room, as a sample.
indixo-house-day = **Le jour**, ici même dans le sujet, chaque vivant vote pour un suspect, une arme et une pièce : `vote : @pseudo, { $weapon }, { $room }`. Un vote peut changer tant que tous les vivants n'ont pas voté. Un chef, nommé par la première victime ou élu (`chef @pseudo`), départage les égalités.
indixo-house-who-wins = **Qui gagne ?** Les innocents, si le vote désigne le meurtrier avec l'arme et la pièce de son dernier meurtre, ou si le meurtrier passe trois nuits de suite sans tuer. Le meurtrier, s'il ne reste que deux vivants, ou si un jour il devine où chaque autre vivant a passé la nuit dernière et quelle arme chacun a voulu toucher.
indixo-house-good-luck = La nuit, le sujet reste silencieux. Bonne chance à toutes et à tous… et méfiez-vous de vos voisins.

## role: each player's role, in private at the start. $room, $room0, $room1: rooms of the
## house (two with a door between them), $weapon: a weapon of the house, as samples;
## $said_room, $said_weapon: the sample as a player writes it (indixo-said-room, -weapon).

indixo-role-at-night = **La nuit**, ici en privé :
indixo-role-killer-title = { $title } : vous êtes le meurtrier
indixo-role-killer-goal = Personne d'autre ne le sait, à part le maître du jeu. **Vous gagnez** s'il ne reste que deux vivants, ou si un jour votre proposition est exacte. **Vous perdez** si le vote du jour vous désigne avec l'arme et la pièce de votre dernier meurtre, ou si vous passez trois nuits de suite sans tuer.
indixo-role-killer-room = Choisissez votre pièce comme tout le monde : `je vais dans <pièce>` (par exemple `je vais dans { $said_room }`). Je vous dirai alors quels vivants s'y trouvent.
indixo-role-killer-options = Puis choisissez jusqu'à **deux actions différentes**, exécutées dans l'ordre où vous les envoyez :
indixo-role-killer-inspect = `inspecter` : je vous dis aussitôt quelles armes se trouvent dans votre pièce (si vous inspectez puis tuez, l'arme du crime sera annoncée au matin) ;
indixo-role-killer-kill = `tuer @pseudo avec <arme>` (par exemple `tuer @pseudo avec { $said_weapon }`) : réussit si la victime et l'arme sont dans votre pièce ;
indixo-role-killer-condemn = `condamner <pièce>` (par exemple `condamner { $said_room }`) : possible si vous avez tué cette nuit, si la pièce n'avait pas d'arme à la tombée de la nuit, ou s'il y avait plus de pièces ouvertes que de vivants, et tant qu'il reste au moins autant de pièces ouvertes que de vivants ;
indixo-role-killer-destroy = `détruire <arme>` : une arme de votre pièce, autre que celle du meurtre, si personne d'autre n'y touche et s'il en reste au moins deux.
indixo-role-killer-done = Après la première action, `fini` si vous vous en tenez là ; `rien` pour ne rien faire du tout ; `annuler` efface vos actions tant que la nuit dure.
indixo-role-killer-day = **Le jour**, votez dans le sujet comme les autres (`vote : @pseudo, <arme>, <pièce>`) pour donner le change. Une fois par jour, vous pouvez aussi m'envoyer ici votre **proposition** : pour chaque autre vivant, sa pièce de la nuit dernière et l'arme qu'il a tenté de toucher (ou `rien`), par exemple `@pseudo : { $room0 }, { $weapon } ; @pseudo : { $room1 }, rien`.
indixo-role-killer-bye = Vous pouvez m'écrire en français, en anglais ou en russe. Bonne chasse.
indixo-role-innocent-title = { $title } : vous faites partie des innocents
indixo-role-innocent-goal = Un meurtrier se cache parmi les joueurs. **Les innocents gagnent** si le vote du jour le désigne avec l'arme et la pièce de son dernier meurtre, ou s'il passe trois nuits de suite sans tuer. Ils perdent s'il ne reste que deux vivants.
indixo-role-innocent-room = Choisissez votre pièce : `je vais dans <pièce>` (par exemple `je vais dans { $said_room }`), n'importe quelle pièce non condamnée. Ce choix est définitif ; à partir de la nuit 2, je vous dis alors quelles armes s'y trouvent.
indixo-role-innocent-action = Puis, au plus une action sur une arme de votre pièce :
indixo-role-innocent-destroy = `détruire <arme>` (par exemple `détruire { $said_weapon }`) ;
indixo-role-innocent-move = `déplacer <arme> vers <pièce voisine>` (par exemple `déplacer { $said_weapon } vers { $said_room }`) ;
indixo-role-innocent-nothing = ou `rien`.
indixo-role-innocent-clash = Si un autre joueur tente d'interagir avec la même arme, votre action échoue : je vous le dirai au matin.
indixo-role-innocent-day = **Le jour**, votez ici dans le sujet pour un suspect, une arme et une pièce : `vote : @pseudo, <arme>, <pièce>`. Tant qu'il n'y a pas de chef, ajoutez `chef @pseudo` pour l'élire.
indixo-role-innocent-ghost = **Si vous mourez**, vous devenez fantôme. Chaque nuit, vous choisissez votre pièce ou une pièce voisine, puis vous pouvez `hanter la pièce`, `hanter <arme>` (par exemple `hanter { $said_weapon }`), `posséder @pseudo` (un vivant de votre pièce) ou ne `rien` faire. Les fantômes ne votent pas.
indixo-role-innocent-bye = Vous pouvez m'écrire en français, en anglais ou en russe, et changer d'action jusqu'à l'échéance. Ouvrez l'œil.

## setup_refused: why the settings or the players are refused (after the bridge's opening).

# $setting: the setting's name; $unit: hours or minutes; $value: what was given.
indixo-refused-bad-duration = le réglage `{ $setting }` est une durée, un nombre positif { $unit ->
    [hours] d'heures
   *[minutes] de minutes
 }, un an au plus, pas « { $value } ».
indixo-refused-bad-night-posts = `night_posts` vaut `warn` (prévenir en privé qui écrit dans le sujet la nuit) ou `ignore` (laisser faire), pas « { $value } ».
indixo-refused-doors-without-rooms = des portes sont données sans les pièces : donnez aussi les pièces (`pièces = la Cuisine, le Salon, ...`), ou aucune porte pour garder la maison d'origine.
# $names: the names, listed.
indixo-refused-duplicate-room = des pièces portent le même nom (les majuscules ne comptent pas) : { $names }. Chaque pièce a besoin de son propre nom.
indixo-refused-duplicate-weapon = des armes portent le même nom (les majuscules ne comptent pas) : { $names }. Chaque arme a besoin de son propre nom.
# $why: indixo-refused-door-to-itself or indixo-refused-door-two-rooms.
indixo-refused-bad-door = { $why } : par exemple `portes = Cuisine - Salon, Salon - Chambre`.
indixo-refused-door-to-itself = une porte ne peut pas mener d'une pièce à elle-même ({ $names })
indixo-refused-door-two-rooms = chaque porte relie exactement deux pièces
# $count: how many unknown rooms; $names, $rooms: listed.
indixo-refused-unknown-door-room = { $count ->
    [one] une porte mène à une pièce
   *[other] des portes mènent à des pièces
 } que la maison n'a pas : { $names }. Pièces de la maison : { $rooms }.
# $from: a room; $names: the rooms out of reach; $players: indixo-refused-unreachable-players after a space, or nothing.
indixo-refused-unreachable-rooms = depuis la pièce { $from }, aucune porte ne mène à { $names } : chaque pièce doit pouvoir mener à toutes les autres{ $players }.
indixo-refused-unreachable-players = (pour { $players } joueurs, seules les { $players } premières pièces de la liste servent, avec leurs portes entre elles)
# $counts: indixo-counts-….
indixo-refused-played-by = Cette maison se joue à { $counts }.
# $rooms, $weapons: how many; $min: the fewest players.
indixo-refused-house-below-minimum = la maison a { $rooms } { $rooms ->
    [one] pièce
   *[other] pièces
 } et { $weapons } { $weapons ->
    [one] arme
   *[other] armes
 } : la règle veut autant de pièces et d'armes que de joueurs, et au moins { $min } joueurs, donc au moins { $min } pièces et { $min } armes. Nommez-en davantage.
# $rooms, $weapons: how many; $min, $top: the fewest and the most players.
indixo-refused-house-never-connected = aucun nombre de joueurs ne peut jouer dans cette maison : la règle veut autant de pièces et d'armes que de joueurs ; avec { $rooms } { $rooms ->
    [one] pièce
   *[other] pièces
 } et { $weapons } { $weapons ->
    [one] arme
   *[other] armes
 }, une partie de N joueurs (de { $min } à { $top }) n'utilise que les N premières pièces de la liste, et elles ne sont jamais toutes reliées entre elles. Donnez autant d'armes que de pièces, ou reliez les premières pièces de la liste.
# $min: the fewest players; $players: how many signed up.
indixo-refused-too-few-players = il faut au moins { $min } joueurs, et { $players } { $players ->
    [one] seul est inscrit
   *[other] sont inscrits
 }.
# $rooms, $weapons, $players: how many.
indixo-refused-house-too-small = la maison n'a que { $rooms } { $rooms ->
    [one] pièce
   *[other] pièces
 } et { $weapons } { $weapons ->
    [one] arme
   *[other] armes
 } pour { $players } joueurs, alors qu'il faut une pièce et une arme par joueur : créez la partie avec plus de pièces et d'armes, ou avec moins d'inscrits.
indixo-refused-pinned-killer-unknown = le meurtrier imposé, @{ $killer }, ne joue pas dans cette partie.
indixo-refused-pinned-weapons = la place imposée des armes ne met pas exactement une arme dans chaque pièce.

## status: the game on the status page (a web page: plain text, no markup).

# $phase: night or day; $number: its number; $stage: rooms, actions, or another.
indixo-status-phase = { $phase ->
    [night] nuit { $number }{ $stage ->
        [rooms] , choix des pièces
        [actions] , actions
       *[other] {""}
    }
   *[day] jour { $number }
 }
# $winner: killer, innocents, or another (stopped); $win: vote, guess, two_left, streak, or another.
indixo-status-winner = { $winner ->
    [killer] Le tueur l'emporte
    [innocents] Les innocents l'emportent
   *[other] La partie a été arrêtée
 }{ $win ->
    [vote] {" "}: le vote du jour l'a démasqué.
    [guess] {" "}: il a deviné où chacun était et ce qu'il a tenté.
    [two_left] {" "}: il ne reste que deux vivants.
    [streak] {" "}: trois nuits sans meurtre.
   *[other] .
 }
# Before the killer's name.
indixo-status-killer-was = Le tueur était
indixo-status-last-murder = Dernier meurtre : { $victim }, { $weapon }, { $room }.
# $count: how many.
indixo-status-living = Les vivants ({ $count })
indixo-status-chief = chef
indixo-status-nobody = Personne.
indixo-status-ghosts = Les fantômes ({ $count })
indixo-status-killed-on = victime de la nuit { $night }
indixo-status-no-ghost = Aucun pour l'instant.
indixo-status-condemned = Pièces condamnées
indixo-status-destroyed = Armes détruites
indixo-status-none = Aucune.

## changeable: until when a vote taken can change (after the bridge's "Ordre reçu"). $deadline:
## the day's deadline, in words.

indixo-changeable-vote = Vous pouvez le changer tant que tous les vivants n'ont pas voté (les votes sont alors verrouillés), et au plus tard jusqu'à l'échéance : { $deadline }.

## Settings, as the GM's help describes them (rules/indixo/state.py SETTINGS): what each
## does, its values and units; the help shows the default.

indixo-setting-rooms = Les pièces de la maison, séparées par des virgules, chacune avec son article si vous voulez (`la Cuisine, le Salon, l'Entrée`) ; vide, les neuf pièces du thème d'origine ; la partie en prend autant que de joueurs.
indixo-setting-doors = Les portes entre les pièces, par paires séparées par des virgules (`Cuisine - Salon, Salon - Chambre`), de sorte que chaque pièce mène à toutes les autres ; vide, celles du thème d'origine (des portes ne se donnent qu'avec les pièces).
indixo-setting-weapons = Les armes, séparées par des virgules, chacune avec son article si vous voulez (`la Hache, le Couteau`) ; vide, les neuf armes du thème d'origine ; il en faut au moins autant que de joueurs, une par pièce au départ.
indixo-setting-room-hours = Le choix des pièces se clôt ce nombre d'heures après la tombée de la nuit (plus tôt si tous ont choisi).
indixo-setting-night-hours = Les actions de la nuit se closent, et le matin se lève, ce nombre d'heures après la tombée de la nuit (plus tôt si tous ont répondu).
indixo-setting-switch-minutes = Les minutes laissées au fantôme qui hante l'arme d'une tentative de meurtre pour changer de victime ; sans réponse, la victime reste la même.
indixo-setting-redistribute-minutes = Les minutes laissées à la dernière victime pour répartir les armes d'une pièce condamnée entre les autres pièces ; sans réponse, elles sont réparties au hasard.
indixo-setting-chief-minutes = Les minutes laissées à la première victime (plus tard, au chef, s'il est tué) pour nommer le chef ; sans réponse, les vivants l'élisent.
indixo-setting-last-words-minutes = Les minutes de derniers mots, une fois que tous les vivants ont voté, avant le dépouillement.
indixo-setting-stop-hours = Le jour se clôt au plus tard ce nombre d'heures après son début, même si des vivants n'ont pas voté.
indixo-setting-night-posts = Un message posté la nuit dans le sujet de la partie : avec `warn`, son auteur en est averti en privé ; avec `ignore`, il reste sans réponse.
indixo-setting-timezone = Le fuseau horaire des échéances annoncées aux joueurs, sous son nom IANA (`Europe/Paris`, `Europe/Moscow`).
