## rejection: why an order is refused (after « Ordre refusé — <étape> : », in lower case).

# $why: musing, empty, too_long, unreadable, narration (an order only in a narration), other.
indixo-rejection-not-an-order = { $why ->
    [musing] votre message pose une question : je le lis comme une réflexion à voix haute, pas comme un ordre. Affirmez-le sans point d'interrogation pour qu'il compte.
    [empty] votre message est vide (ou ne contient que des citations).
    [too_long] votre message est trop long pour que j'y cherche un ordre : envoyez l'ordre seul, en quelques mots.
    [unreadable] je n'ai pas réussi à lire ce message : reformulez-le plus simplement.
    [narration] je n'ai pas trouvé d'ordre dans votre récit : donnez l'ordre en clair, hors des astérisques ou de l'italique.
   *[other] je n'ai pas trouvé d'ordre dans ce message.
 }
# $why: what is ambiguous (anything else: a message that is).
indixo-rejection-ambiguous = { $why ->
    [kill_needs_victim_weapon] pour tuer, nommez la victime **et** l'arme : `tuer @pseudo avec <arme>`.
    [haunt_what] hanter quoi ? Écrivez `hanter la pièce` ou `hanter <arme>`.
    [possess_whom] posséder qui ? Écrivez `posséder @pseudo`.
    [move_where] déplacer vers où ? Écrivez `déplacer <arme> vers <pièce voisine>`.
    [chief_not_now] on ne peut pas nommer le chef maintenant : c'est la victime à qui je le demande qui le nomme en privé, et sans réponse, les vivants l'élisent le jour en ajoutant `chef @pseudo` à leur vote.
    [no_verb] je vois des noms, mais pas ce que vous voulez en faire : ajoutez le verbe (`je vais dans`, `détruire`, `déplacer`…).
    [condemn_what] condamner quoi ? Écrivez `condamner <pièce>`.
    [one_at_a_time] une action par message : envoyez la première, puis la seconde dans un autre message (elles s'ajoutent dans l'ordre d'envoi).
   *[other] ce message est ambigu : donnez un seul ordre, clairement.
 }
# $kind: player, room or weapon; $named: what was named, listed.
indixo-rejection-several = { $kind ->
    [player] vous nommez plusieurs joueurs ({ $named }) là où un seul est attendu : gardez-en un.
    [room] vous nommez plusieurs pièces ({ $named }) là où une seule est attendue : gardez-en une.
   *[weapon] vous nommez plusieurs armes ({ $named }) là où une seule est attendue : gardez-en une.
 }
# $word: what the player wrote; $kind: room or weapon; $named: what it may be, listed.
indixo-rejection-which = « { $word } » peut désigner { $kind ->
    [room] plusieurs pièces
   *[weapon] plusieurs armes
 } ({ $named }) : écrivez le nom entier.
# $name: "@name" as written.
indixo-rejection-unknown-player = je ne connais pas de joueur « { $name } » dans cette partie.
# $players: listed.
indixo-rejection-guess-needs-room = chaque joueur de votre proposition a besoin de sa pièce : elle manque pour { $players }.
indixo-rejection-possible-players = Joueurs possibles : { $players }.
indixo-rejection-possible-rooms = Pièces possibles : { $rooms }.
indixo-rejection-rooms-next-door = Pièces voisines ouvertes : { $rooms }.
indixo-rejection-open-rooms = Pièces ouvertes : { $rooms }.
indixo-rejection-weapons-here = Armes ici : { $weapons }.
indixo-rejection-weapons-left = Armes restantes : { $weapons }.
indixo-rejection-living-here = Vivants ici : { $people }.
indixo-rejection-not-a-player = vous ne jouez pas dans cette partie.
indixo-rejection-game-over = la partie est terminée : plus aucun ordre n'est attendu.
# $deadline: indixo-rejection-not-now-deadline, or nothing.
indixo-rejection-not-now-actions = les actions de la nuit ne s'envoient qu'une fois le choix des pièces clos{ $deadline }. Je n'ai rien retenu de ce message : renvoyez-le à ce moment-là.
indixo-rejection-not-now-deadline = {" "}: dès que chacun a choisi sa pièce, et au plus tard le { $when }
indixo-rejection-first-choose-room = D'abord, choisissez votre pièce : `je vais dans <pièce>`.
indixo-rejection-must-choose-room = il faut d'abord choisir votre pièce : `je vais dans <pièce>`.
indixo-rejection-not-awaited = ce n'est pas ce que j'attends de vous maintenant.
indixo-rejection-nothing-more = Pour l'instant, je n'attends rien d'autre de vous.
indixo-rejection-room-final = vous avez déjà choisi la pièce **{ $room }** pour cette nuit, et ce choix est définitif.
indixo-rejection-room-condemned = la pièce **{ $room }** est condamnée : plus personne n'y entre, et plus rien n'y va.
indixo-rejection-room-too-far = un fantôme ne va que dans sa pièce de la nuit dernière ou dans une pièce voisine : **{ $room }** est trop loin.
indixo-rejection-room-not-adjacent = la pièce **{ $room }** n'est pas voisine de la vôtre : une arme ne passe qu'une porte.
indixo-rejection-not-the-killers = ce n'est pas une action du meurtrier.
# $options: the killer's options, listed.
indixo-rejection-killer-has-two = Vous avez déjà vos deux actions ({ $options }) : écrivez `annuler` pour tout recommencer, ou `rien` pour ne rien faire cette nuit.
indixo-rejection-killer-given = Déjà donnée : { $options }.
# $left: how many options are left; $chosen: yes or no (one given already); $commands: listed;
# $done: indixo-rejection-killer-done, or nothing.
indixo-rejection-killer-left = { $left ->
    [1] Option encore possible
   *[other] { $chosen ->
        [yes] Options encore possibles
       *[no] Vos actions
    }
 } : { $commands } ; ou `rien`{ $done }.
indixo-rejection-killer-done = , ou `fini` pour vous en tenir là
indixo-rejection-not-the-innocents = cette action n'est pas à votre portée : un innocent peut détruire une arme de sa pièce, la déplacer vers une pièce voisine, ou ne rien faire.
# $the_room: the player's room with its article (indixo-the-room).
indixo-rejection-you-are-in = Vous êtes dans { $the_room }.
# $room: indixo-rejection-in-room, or nothing.
indixo-rejection-weapon-not-here-named = l'arme **{ $weapon }** n'est pas dans votre pièce{ $room }.
indixo-rejection-weapon-not-here = cette arme n'est pas dans votre pièce{ $room }.
indixo-rejection-in-room = {" "}(**{ $room }**)
indixo-rejection-nothing-to-finish = vous n'avez encore choisi aucune action : « fini » ne termine rien. Envoyez une ou deux actions, ou `rien`.
indixo-rejection-third-option = vous avez déjà deux actions ({ $options }) : c'est le maximum. Écrivez `annuler` pour tout recommencer.
indixo-rejection-option-twice = vous avez déjà choisi cette action cette nuit ({ $options }) : vos deux actions doivent être différentes. Envoyez-en une autre, ou `fini`.
# $room: a room of the house not in play; $players: how many play.
indixo-rejection-room-not-in-play = la pièce **{ $room }** n'est pas en jeu dans cette partie : il y a autant de pièces que de joueurs, et à { $players } joueurs seules les { $players } premières pièces de la maison servent.
# $named: indixo-rejection-quoted after a space, or nothing.
indixo-rejection-unknown-room = je ne connais pas cette pièce{ $named }.
# What the player wrote, quoted.
indixo-rejection-quoted = (« { $name } »)
indixo-rejection-weapon-destroyed = l'arme **{ $weapon }** a été détruite.
# $weapon: a weapon of the house not in play; $players: how many play.
indixo-rejection-weapon-not-in-play = l'arme **{ $weapon }** n'est pas en jeu dans cette partie : il y a autant d'armes que de joueurs, et à { $players } joueurs seules les { $players } premières armes de la liste servent.
indixo-rejection-unknown-weapon = je ne connais pas cette arme{ $named }.
indixo-rejection-bad-victim = @{ $victim } ne peut pas être votre victime : choisissez un autre joueur vivant.
indixo-rejection-no-victim = il me faut une victime : choisissez un autre joueur vivant.
indixo-rejection-ghost-cannot = un fantôme ne peut pas faire cela. Il peut `hanter la pièce`, `hanter <arme>` (une arme de sa pièce), `posséder @pseudo` (un vivant de sa pièce) ou ne `rien` faire.
indixo-rejection-possession-over = plus aucune possession n'est possible dans cette partie.
indixo-rejection-ghost-still = Vous pouvez encore `hanter la pièce`, `hanter <arme>` ou ne `rien` faire.
indixo-rejection-target-not-here = @{ $target } n'est pas parmi les vivants de votre pièce cette nuit.
indixo-rejection-player-not-here = ce joueur n'est pas parmi les vivants de votre pièce cette nuit.
# $victim: the intended victim, or "?".
indixo-rejection-bad-switch = répondez par le nom d'un autre innocent de la pièce, ou `garder` pour laisser le coup viser @{ $victim }.
indixo-rejection-possible-innocents = Innocents possibles : { $choices }.
indixo-rejection-bad-spread = il faut une pièce ouverte pour chacune des armes à répartir, et rien d'autre.
indixo-rejection-spread-missing = Sans pièce : { $weapons }.
# $moves: "weapon → room", listed.
indixo-rejection-spread-wrong = Impossible : { $moves }.
indixo-rejection-spread-weapons = Armes à répartir : { $weapons }.
# $weapon, $room: a sample answer.
indixo-rejection-example = Exemple : `{ $weapon } -> { $room }`.
indixo-rejection-a-weapon = <arme>
indixo-rejection-a-room = <pièce>
indixo-rejection-bad-chief = @{ $chief } ne peut pas être chef : choisissez un joueur vivant.
indixo-rejection-no-chief = il me faut un chef : choisissez un joueur vivant.
indixo-rejection-ghost-post = les fantômes ne votent pas ; ils ne peuvent plus que lire le forum (et parler, quand je les réunis, avec les fantômes de leur pièce). Votre message ne compte pas comme un vote.
# $chief: the chief, or "?".
indixo-rejection-chief-exists = il y a déjà un chef, @{ $chief } : pas d'élection. Votre vote pour le suspect, l'arme et la pièce reste possible.
indixo-rejection-belongs-in-pm = cet ordre se donne en message privé, pas dans le sujet public : il n'a pas été pris en compte. Envoyez-le-moi ici, en privé.
indixo-rejection-votes-locked = les votes sont verrouillés, puisque tous les vivants ont voté : on ne change plus. Place aux derniers mots.
# $ballot: the speaker's locked vote, its parts listed (indixo-ballot-*).
indixo-rejection-your-locked-vote = Votre vote, verrouillé, compte tel quel : **{ $ballot }**.
indixo-rejection-guess-already = vous avez déjà fait votre proposition aujourd'hui : une seule par jour, et elle est définitive.
indixo-rejection-guess-incomplete = votre proposition doit donner une pièce (et une arme, ou `rien`) pour chaque autre vivant, et pour eux seuls.
indixo-rejection-guess-missing = Il manque : { $players }.
indixo-rejection-guess-extra = En trop : { $players }.
indixo-rejection-guess-players = Joueurs à couvrir : { $players }. Format : `@pseudo : <pièce>, <arme> ; @pseudo : <pièce>, rien`.
indixo-rejection-bad-suspect = @{ $suspect } ne peut pas être suspect : votez pour un joueur vivant.
indixo-rejection-no-suspect = il me faut un suspect : votez pour un joueur vivant.
indixo-rejection-vote-at-night = on ne vote pas la nuit — le vote ouvrira au matin dans le sujet de la partie.
indixo-rejection-night-post = la nuit, le sujet de la partie reste silencieux. Gardez vos impressions pour le jour ; vos ordres de nuit se donnent en message privé.
# $code: the refusal's code.
indixo-rejection-impossible = ordre impossible ({ $code }).
