## INDIXO (rules/indixo): the shared pieces (templates/macros.md.j2), in French.

# Between the last two of a list: "a, b et c".
indixo-and = et
# A list with nothing in it.
indixo-none = aucune
# A list of players with nobody in it.
indixo-nobody = personne
# Between a code and what follows it ("ev : a = 1").
indixo-colon = {" "}:

## Durations.

# $n: whole hours.
indixo-hours = { $n } { $n ->
    [one] heure
   *[other] heures
 }
# $hours: whole hours; $minutes: the minutes left, two digits ("05").
indixo-hours-minutes = { $hours } h { $minutes }
# $n: minutes; $case: nom or acc (the same in French).
indixo-minutes = { $n } { $n ->
    [one] minute
   *[other] minutes
 }

## The house's names in a sentence, after a preposition that never contracts ("dans", "vers",
## "avec"). $article: the article the GM gave the name (le, la, les, elided for l'), or none:
## then the kind of thing goes before the name, which needs no article.

# $room: the room's name (maybe in bold).
indixo-the-room = { $article ->
    [le] le { $room }
    [la] la { $room }
    [les] les { $room }
    [elided] l'{ $room }
   *[none] la pièce { $room }
 }
# $weapon: the weapon's name (maybe in bold).
indixo-the-weapon = { $article ->
    [le] le { $weapon }
    [la] la { $weapon }
    [les] les { $weapon }
    [elided] l'{ $weapon }
   *[none] l'arme { $weapon }
 }

# The same as a player writes it in an order, in an example: the name alone when it has no
# article ("je vais dans Cour").
indixo-said-room = { $article ->
    [le] le { $room }
    [la] la { $room }
    [les] les { $room }
    [elided] l'{ $room }
   *[none] { $room }
 }
indixo-said-weapon = { $article ->
    [le] le { $weapon }
    [la] la { $weapon }
    [les] les { $weapon }
    [elided] l'{ $weapon }
   *[none] { $weapon }
 }
# Où va le joueur, dans un exemple (« dans la Cuisine ») ; $said : la pièce comme on l'écrit.
indixo-into-room = dans { $said }

## The killer's options.

# $kind: inspect, kill, condemn or destroy (anything else is shown as it is).
indixo-option-command = { $kind ->
    [inspect] `inspecter`
    [kill] `tuer @pseudo avec <arme>`
    [condemn] `condamner <pièce>`
    [destroy] `détruire <arme>`
   *[other] { $kind }
 }
# $kind as above; $victim: a player; $the_weapon, $the_room: the GM's names with their
# article (indixo-the-weapon, indixo-the-room).
indixo-option = { $kind ->
    [inspect] inspecter la pièce
    [kill] tuer @{ $victim } avec { $the_weapon }
    [condemn] condamner { $the_room }
    [destroy] détruire { $the_weapon }
   *[other] action « { $kind } »
 }
# Between two options: "inspecter la pièce, puis tuer…".
indixo-options-then = , puis

## Orders.

# One player's line of the killer's guess. $player: a player; $the_room, $the_weapon: the
# GM's names with their article.
indixo-guess-line-weapon = @{ $player } dans { $the_room }, avec { $the_weapon }
indixo-guess-line-none = @{ $player } dans { $the_room }, sans arme
# The parts of a ballot. $name: a player; $the_weapon, $the_room: the GM's names with their
# article.
indixo-ballot-suspect = suspect @{ $name }
indixo-ballot-weapon = avec { $the_weapon }
indixo-ballot-room = dans { $the_room }
indixo-ballot-chief = chef @{ $name }
indixo-ballot-empty = bulletin vide
# Before the list "arme → pièce, …".
indixo-order-spread = répartir les armes :
# Before a ballot.
indixo-order-vote = vote :
# Before the killer's guess, one player's line after another.
indixo-order-guess = qui était où :
# Between two parts of a sentence ("a ; b"), e.g. two lines of the guess.
indixo-semicolon = {" "};
indixo-order-options-cancelled = aucune action pour l'instant (tout est annulé)
indixo-order-options-none = ne rien faire cette nuit
# The canonical echo of an order. $kind: the order's kind; $the_room, $the_weapon, $the_to:
# the GM's names with their article; $victim, $target, $chief: players.
indixo-order = { $kind ->
    [room] aller dans { $the_room }
    [destroy] détruire { $the_weapon }
    [move] déplacer { $the_weapon } vers { $the_to }
    [nothing] ne rien faire
    [inspect] inspecter la pièce
    [kill] tuer @{ $victim } avec { $the_weapon }
    [condemn] condamner { $the_room }
    [done] fini : s'en tenir aux actions déjà choisies
    [cancel] annuler les actions de la nuit
    [haunt_room] hanter la pièce
    [haunt_weapon] hanter { $the_weapon }
    [possess] posséder @{ $target }
    [switch] détourner le coup vers @{ $victim }
    [keep] garder la même victime
    [name_chief] nommer @{ $chief } chef
    [chief_vote] chef : @{ $chief }
   *[other] ordre « { $kind } »
 }

## Steps.

# A step, with its article. $stage: its stage (guess-plain: the killer's guess told to
# someone else; current: no step); $n: the night's or day's number.
indixo-step-name = { $stage ->
    [rooms] la nuit { $n } (choix des pièces)
    [actions] la nuit { $n } (actions)
    [switch] la nuit { $n } (choix du fantôme)
    [votes] le jour { $n } (votes)
    [words] le jour { $n } (derniers mots)
    [guess] la proposition du jour { $n }
    [guess-plain] le jour { $n }
    [chief] la nomination du chef (jour { $n })
    [stranded] la répartition des armes (jour { $n })
   *[current] l'étape en cours
 }
# The same after "de": "de la nuit 2 (actions)", "du jour 2 (votes)".
indixo-of-step = { $stage ->
    [rooms] de la nuit { $n } (choix des pièces)
    [actions] de la nuit { $n } (actions)
    [switch] de la nuit { $n } (choix du fantôme)
    [votes] du jour { $n } (votes)
    [words] du jour { $n } (derniers mots)
    [guess] de la proposition du jour { $n }
    [guess-plain] du jour { $n }
    [chief] de la nomination du chef (jour { $n })
    [stranded] de la répartition des armes (jour { $n })
   *[current] de l'étape en cours
 }
# What a silent player gets, by stage; follows "Sans ordre, ".
indixo-no-answer = { $stage ->
    [rooms] vous restez dans votre pièce de la nuit dernière ; la première nuit, ou si cette pièce est condamnée, le hasard vous en attribue une (un fantôme reste dans sa pièce).
    [actions] vous ne faites rien cette nuit.
    [switch] la victime visée reste la même.
    [votes] vous ne votez pas aujourd'hui ; le jour se termine quand même à l'échéance.
    [words] rien ne change : les votes sont déjà verrouillés.
    [guess] vous ne faites pas de proposition aujourd'hui.
    [chief] les vivants éliront eux-mêmes leur chef.
    [stranded] les armes sont réparties au hasard entre les pièces ouvertes.
   *[other] la règle prévue pour un joueur silencieux s'applique.
 }
# La même chose dite des joueurs silencieux au maître du jeu (brouillon, `passer`), après
# « Sans ordre : @ana : » ; $count : combien ils sont.
indixo-no-answer-gm = { $stage ->
    [rooms] { $count ->
        [1] reste dans sa pièce de la nuit dernière
       *[other] restent dans leur pièce de la nuit dernière
    } ; la première nuit, ou si cette pièce est condamnée, le hasard en attribue une (un fantôme reste dans sa pièce).
    [actions] { $count ->
        [1] ne fait rien cette nuit.
       *[other] ne font rien cette nuit.
    }
    [switch] la victime visée reste la même.
    [votes] { $count ->
        [1] ne vote pas aujourd'hui ; le jour se termine quand même à l'échéance.
       *[other] ne votent pas aujourd'hui ; le jour se termine quand même à l'échéance.
    }
    [words] rien ne change : les votes sont déjà verrouillés.
    [guess] pas de proposition aujourd'hui.
    [chief] les vivants éliront eux-mêmes leur chef.
    [stranded] les armes sont réparties au hasard entre les pièces ouvertes.
   *[other] la règle prévue en cas de silence s'applique.
 }
# What a player can send now. $stage: the stage, with the role when it matters
# (rooms-ghost, actions-killer, actions-ghost, guess-killer); nothing for another.
indixo-expected = { $stage ->
    [rooms] Choisissez votre pièce : `je vais dans <pièce>`.
    [rooms-ghost] Choisissez votre pièce : `je vais dans <pièce>` (votre pièce de la nuit dernière ou une pièce voisine).
    [actions-killer] Choisissez une ou deux actions : `inspecter`, `tuer @pseudo avec <arme>`, `condamner <pièce>`, `détruire <arme>` ; ou `rien`.
    [actions-ghost] Vous pouvez `hanter la pièce`, `hanter <arme>`, `posséder @pseudo` ou ne `rien` faire.
    [actions] Vous pouvez `détruire <arme>`, `déplacer <arme> vers <pièce voisine>` ou ne `rien` faire.
    [switch] Répondez `@pseudo` pour détourner le coup vers cet innocent, ou `garder`.
    [votes] Le jour, chaque vivant vote dans le sujet public : `vote : @pseudo, <arme>, <pièce>`.
    [guess-killer] Votre proposition, un joueur après l'autre séparés par des points-virgules : `@pseudo : <pièce>, <arme> ; @pseudo : <pièce>, rien`.
    [guess] Le jour, on vote dans le sujet public : `vote : @pseudo, <arme>, <pièce>`.
    [chief] Nommez le chef : `je nomme @pseudo`.
    [stranded] Donnez une pièce à chaque arme : `<arme> -> <pièce>, <arme> -> <pièce>`.
   *[other] {""}
 }

## The night's log, for the GM. $victim, $by, $ghost: players; $weapon, $room, $to: the GM's
## names; $people: players, already listed ("@a et @b").

# $the_weapon, $the_room, $the_to: the GM's names with their article.
indixo-event-murder = **Meurtre** de @{ $victim } avec { $the_weapon }, dans { $the_room }.
indixo-event-murder-failed = Meurtre manqué : @{ $victim } ou { $the_weapon } n'était pas dans la pièce du meurtrier.
# $count: how many failed.
indixo-event-clashes = Conflit ou arme hantée : { $count ->
    [one] l'action de
   *[other] les actions de
 } { $people } { $count ->
    [one] échoue
   *[other] échouent
 }.
# $why: haunted, or anything else (by the killer).
indixo-event-condemned = Pièce **condamnée** : { $room } ({ $why ->
    [haunted] hantée, meurtre commis
   *[other] par le meurtrier
 }).
# $why: conditions, haunted, or anything else.
indixo-event-condemnation-refused = Condamnation refusée : { $room } ({ $why ->
    [conditions] ni meurtre, ni pièce vide, ni pièces en surnombre
    [haunted] pièce hantée, mais il ne resterait pas assez de pièces ouvertes
   *[other] déjà condamnée, ou il ne resterait pas assez de pièces ouvertes
 }).
indixo-event-destroyed = Arme **détruite** : { $weapon } (par @{ $by }).
indixo-event-destroy-failed = Destruction manquée par le meurtrier (@{ $by }) : { $weapon }.
indixo-event-destroys-cancelled = Destructions des innocents annulées (pas assez d'armes) : { $people }.
indixo-event-moved = Arme déplacée : { $weapon } vers { $the_to } (par @{ $by }).
# $why: died, or anything else (the destination condemned).
indixo-event-move-failed = Déplacement manqué de @{ $by } ({ $why ->
    [died] victime de cette nuit
   *[other] destination condamnée cette nuit
 }).
# $weapons: already listed.
indixo-event-stranded-spread = Armes d'une pièce condamnée réparties au hasard (aucune victime pour s'en charger) : { $weapons }.
# $switched: true or false.
indixo-event-switch = Choix du fantôme @{ $ghost } : { $switched ->
    [true] victime détournée vers
   *[false] victime gardée :
 } @{ $victim }.

## How many players a house allows. $n, $low, $high, $last: numbers; $some: numbers, listed.

indixo-counts-exactly = exactement { $n } joueurs
indixo-counts-range = de { $low } à { $high } joueurs
indixo-counts-some = { $some } ou { $last } joueurs
indixo-counts-none = aucun nombre de joueurs
