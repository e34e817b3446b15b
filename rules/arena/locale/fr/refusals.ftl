## Pourquoi un message d'inscription est refusé (templates/signup_rejection.md.j2), après
## "Inscription à « ... » : ".

# Comment envoyer ses caractéristiques ; $limited : true si les limites sont connues ($budget,
# $minimum, $maximum) ; $example : une répartition dans ces limites.
arena-signup-how-to-spread = Envoyez-moi en message privé vos quatre caractéristiques{ $limited ->
    [true] , **{ $budget } { $budget ->
        [one] point
       *[other] points
    }** en tout, chacune entre **{ $minimum }** et **{ $maximum }**
   *[false] , dans les limites de mon premier message
 }, par exemple `{ $example }`.
arena-signup-how-to-sign = Pour vous inscrire, écrivez dans le sujet de la partie `je suis chef de guerre du clan <nom>` pour fonder un clan, ou `je rejoins le clan <nom>` (ou `je me rallie à @chef`) pour en rejoindre un.
arena-signup-how-to-sign-up = dans l'arène des clans, on ne s'inscrit pas seul : on fonde un clan ou on en rejoint un.
# Les clans ouverts ($named : false si aucun n'est fondé) ; $clans : énumérés ; $first : le premier, tel que tapé.
arena-signup-open-clans = { $named ->
    [true] Clans ouverts : { $clans } ; écrivez par exemple `je rejoins le clan { $first }`.
   *[false] Aucun clan n'est encore fondé.
 }
# $chiefs : clans fondés, sur $max possibles.
arena-signup-found-yours = Pour fonder le vôtre, écrivez `je suis chef de guerre du clan <nom>` ({ $chiefs } { $chiefs ->
    [one] clan fondé
   *[other] clans fondés
 } sur { $max } possibles).
arena-signup-all-founded = Les { $max } clans possibles sont déjà fondés : ralliez-vous à l'un d'eux.
arena-signup-talk = je n'ai lu ni une inscription ni des caractéristiques dans ce message.
arena-signup-empty = votre message est vide (ou ne contient que des citations).
arena-signup-too-long = votre message est trop long pour que j'y cherche une inscription : écrivez-la seule, en quelques mots.
arena-signup-unreadable = je n'ai pas réussi à lire ce message : reformulez-le plus simplement.
arena-signup-which-clan = je ne vois pas quel clan vous voulez rejoindre.
arena-signup-which-clan-open = { $named ->
    [true] Clans ouverts : { $clans }. Écrivez par exemple `je rejoins le clan { $first }`.
   *[false] Aucun clan n'est encore fondé : vous pouvez fonder le premier avec `je suis chef de guerre du clan <nom>`.
 }
arena-signup-ambiguous = votre message n'est pas clair : une seule inscription à la fois, clairement.
# La fiche d'un vétéran ; $missing : les caractéristiques qui y manquent.
arena-signup-veteran-missing = votre fiche au registre de l'arène est incomplète : il y manque { $missing }. Vos caractéristiques vous suivent de partie en partie et ne se répartissent plus : le maître du jeu complète la fiche (`registre @pseudo attaque 3, tir 2`), puis réinscrivez-vous.
# $stat : la caractéristique ; $value : ce que donne le registre.
arena-signup-veteran-not-a-number = votre fiche au registre de l'arène donne pour { arena-stat } « { $value } », qui n'est pas un nombre entier. Vos caractéristiques vous suivent de partie en partie et ne se répartissent plus : le maître du jeu corrige la fiche (`registre`), puis réinscrivez-vous.
arena-signup-veteran-above-maximum = votre fiche au registre de l'arène donne { arena-stat } { $value }, au-delà du maximum de cette partie, { $maximum }. Vos caractéristiques vous suivent de partie en partie et ne se répartissent plus : demandez au maître du jeu de corriger la fiche (`registre`) ou le maximum de la partie.
# $missing : les caractéristiques manquantes ($count) ; $given : ce qui a été lu ($read : true s'il y a quelque chose).
arena-signup-missing = il manque { $count ->
    [one] une caractéristique
   *[other] des caractéristiques
 } : { $missing }{ $read ->
    [true] {" "}(j'ai lu : { $given })
   *[false] {""}
 }. Donnez les quatre à la fois.
# Un nom donné pour une caractéristique, cité.
arena-signup-quoted = { $name }
# $all : les noms donnés, "a et b" ; $any : "a ou b".
arena-signup-unknown-characteristic = l'arène ne connaît que quatre caractéristiques, attaque, défense, tir et bouclier : pas { $all }.
arena-signup-not-a-number = { arena-stat } : la valeur doit être un nombre entier, pas « { $value } ».
arena-signup-below-minimum = { arena-stat } { $value }, c'est trop peu : chaque caractéristique vaut au moins { $minimum }.
arena-signup-above-maximum = { arena-stat } { $value }, c'est trop : chaque caractéristique vaut au plus { $maximum }.
# $total : les points donnés ; $budget : les points à répartir ; $gap : la différence.
arena-signup-over-budget = vos caractéristiques font { $total } { $total ->
    [one] point
   *[other] points
 } en tout, { $gap } de trop : il faut répartir exactement { $budget } { $budget ->
    [one] point
   *[other] points
 }.
arena-signup-under-budget = vos caractéristiques ne font que { $total } { $total ->
    [one] point
   *[other] points
 } en tout : il en manque { $gap }, il faut répartir exactement { $budget } { $budget ->
    [one] point
   *[other] points
 }.
arena-signup-spread-known = je connais déjà vos caractéristiques : elles vous suivent de partie en partie, blessures comprises, et ne se changent pas.
arena-signup-spread-not-asked = je ne vous ai pas encore demandé vos caractéristiques : inscrivez-vous d'abord dans le sujet de la partie, je vous les demanderai ensuite.
arena-signup-no-clan-name = un chef de guerre a besoin d'un nom de clan. Écrivez par exemple `je suis chef de guerre du clan des Loups`.
arena-signup-unknown-clan = je ne connais pas de clan « { $clan } ».
arena-signup-clans-or-found = { $named ->
    [true] Clans ouverts : { $clans }.
   *[false] Aucun clan n'est encore fondé : fondez le premier avec `je suis chef de guerre du clan <nom>`.
 }
# $clan : le clan ; $typed : son nom tel qu'on le tape dans une commande.
arena-signup-clan-not-founded = le clan **{ $clan }** de @{ $chief } n'est pas encore fondé : @{ $chief } me doit encore ses caractéristiques. Ralliez-vous dès que sa fondation est annoncée ici (`je rejoins le clan { $typed }`).
arena-signup-not-a-chief-here = @{ $chief } ne mène aucun clan dans cette partie.
arena-signup-clan-name-taken = le clan **{ $clan }** existe déjà. Rejoignez-le (`je rejoins le clan { $typed }`), ou fondez le vôtre sous un autre nom.
# $max : chefs de guerre au plus ; $room : some (dans $clans, le premier $first), none ou unknown.
arena-signup-too-many-chiefs = il y a déjà { $max } { $max ->
    [one] chef de guerre
   *[other] chefs de guerre
 }, le maximum pour cette partie : { $room ->
    [some] ralliez-vous à l'un des clans qui ont encore de la place pour vous, { $clans }, par exemple `je rejoins le clan { $first }`.
    [none] et aucun clan n'a plus de place pour vous : l'arène est au complet.
   *[unknown] ralliez-vous à l'un des clans fondés (`je rejoins le clan <nom>`).
 }
arena-signup-already-in-clan = vous faites déjà partie du clan **{ $clan }**. Pour changer de clan, écrivez d'abord `je me retire`.
arena-signup-refused-by-clan = le chef du clan **{ $clan }** a déjà usé de son unique refus pour vous : ce clan vous reste fermé. Un autre clan peut vous accueillir.
arena-signup-clan-full = le clan **{ $clan }** est complet : { $max } { $max ->
    [one] guerrier
   *[other] guerriers
 } au plus, chef compris. Choisissez un autre clan.
arena-signup-not-a-chief = seul un chef de guerre peut refuser quelqu'un, et seulement dans son propre clan.
arena-signup-refusal-used = vous avez déjà usé de votre unique refus (pour @{ $refused }) : un chef ne refuse qu'une personne de toutes les inscriptions.
arena-signup-cannot-refuse-self = on ne peut pas se refuser soi-même. Pour quitter l'arène, écrivez `je me retire`.
# $names : les guerriers ($count) ; $clan : le clan du chef.
arena-signup-not-in-clan = { $names } { $count ->
    [one] n'est pas
   *[other] ne sont pas
 } dans votre clan, **{ $clan }** : vous ne pouvez refuser qu'un guerrier qui vous rejoint.
arena-signup-closed = les inscriptions sont closes : les clans sont formés et entrent dans l'arène.
arena-signup-not-signed-up = vous ne faites partie d'aucun clan : il n'y a rien à retirer.
arena-signup-chief-cannot-leave = un chef de guerre ne quitte pas le clan **{ $clan }** tant qu'il compte d'autres guerriers (le clan : { $members }). Vous pourrez partir, et le clan avec vous, quand il ne comptera plus que vous.
arena-signup-phase = pendant les inscriptions, on fonde un clan, on en rejoint un, un chef peut refuser une personne, et chacun peut se retirer : les actions de combat viendront quand l'arène ouvrira.
arena-signup-impossible = inscription impossible pour l'instant.

## Pourquoi un ordre est refusé (templates/rejection.md.j2), après "Ordre refusé pour ... : ",
## et ce qui est possible maintenant.

# Ce qu'un guerrier peut faire depuis sa zone ($zone, $centre) ; $moves : "en zone 1 ou en zone 2" ;
# $foes_here, $foes_away : qui il peut attaquer, sur qui tirer ($attackable, $shootable : true
# s'il y a quelqu'un) ; $same : qui il peut défendre ou protéger ; $yours : true quand on parle à ce
# guerrier lui-même (il est alors "vous", et $same commence par arena-rejection-yourself).
arena-rejection-can = Depuis { arena-zone-the }, { $yours ->
    [true] vous pouvez
   *[false] @{ $me } peut
 } : aller { $moves } ; { $attackable ->
    [true] attaquer { $foes_here }
   *[false] personne à attaquer ici
 } ; { $shootable ->
    [true] tirer sur { $foes_away }
   *[false] personne sur qui tirer
 } ; défendre ou protéger { $yours ->
    [true] de votre bouclier
   *[false] de son bouclier
 } { $same } ; ou ne rien faire.
# Le guerrier à qui l'on parle, en tête de ceux qu'il peut défendre ou protéger.
arena-rejection-yourself = vous-même
# La même chose sans guerrier connu ; $same : qui est dans la zone ($anyone_here), $away : qui est
# à une zone de distance ($anyone_away).
arena-rejection-one-can = Depuis { arena-zone-the }, on peut aller { $moves }. Dans cette zone : { $anyone_here ->
    [true] { $same }
   *[false] personne
 }. À une zone de distance : { $anyone_away ->
    [true] { $away }
   *[false] personne
 }.
arena-rejection-who-is-where = Qui est où : { $standing }.
arena-rejection-no-name = je n'ai pas trouvé dans ce message le nom de celui qui quitte l'arène.
# $options : "@a ou @b".
arena-rejection-one-name = Répondez par un seul nom : { $options }.
arena-rejection-several-names = vous nommez plusieurs adversaires : un seul quitte l'arène.
# $why : empty, too_long, unreadable ou autre.
arena-rejection-not-an-order = { $why ->
    [empty] votre message est vide (ou ne contient que des citations).
    [too_long] votre message est trop long pour que j'y cherche un ordre : envoyez-le seul, en quelques mots.
    [unreadable] je n'ai pas réussi à lire ce message : reformulez-le plus simplement.
   *[other] je n'ai pas trouvé d'ordre dans ce message.
 }
# $why : ce qui n'est pas clair ; $targets ($some_targets), $zones ($some_zones) : ce qui a été
# nommé ; $kind : l'action sans cible ; $target : qui protéger ($named : true s'il est nommé).
arena-rejection-ambiguous = { $why ->
    [two_actions] vous déclarez plusieurs actions à la fois : une seule par guerrier et par tour.
    [two_targets] vous nommez plusieurs cibles{ $some_targets ->
        [true] {" "}({ $targets })
       *[false] {""}
    } : une seule par action.
    [two_zones] vous nommez plusieurs zones{ $some_zones ->
        [true] {" "}({ $zones })
       *[false] {""}
    } : on ne se déplace que d'une zone, vers une seule.
    [no_target] je ne vois pas { $kind ->
        [attack] qui vous attaquez
        [shoot] sur qui vous tirez
        [defend] qui vous défendez
        [shield] qui vous protégez de votre bouclier
       *[other] qui vous visez
    } : nommez-le, par exemple `@pseudo`.
    [no_zone_placing] je ne vois pas dans quelle zone vous placez ces guerriers : nommez-la, par exemple `tous en zone 1`.
    [no_zone] je ne vois pas vers quelle zone vous allez : nommez-la, par exemple `je vais en zone 2` ou `je vais au centre`.
    [defend_or_shield] protéger{ $named ->
        [true] {" "}@{ $target }
       *[false] {""}
    } en mêlée ou contre les tirs ? Écrivez `je défends @pseudo` (mêlée) ou `bouclier sur @pseudo` (tirs).
    [conditional] une action sous condition (« si… ») ne se déclare pas : l'arène résout tout en même temps. Déclarez une action ferme.
    [no_warrior] je ne vois pas quels guerriers vous placez : nommez-les, ou écrivez `tous en zone 1`.
   *[other] ce message n'est pas clair : donnez une seule action, clairement.
 }
arena-rejection-not-in-round = ce n'est pas une action de combat : pendant un tour, chaque guerrier déclare une seule action, ici dans le sujet de la partie.
# $yours : true quand on parle à ce guerrier.
arena-rejection-not-in-arena = { $yours ->
    [true] vous avez quitté l'arène et ne pouvez plus agir ni faire agir vos guerriers.
   *[false] @{ $warrior } a quitté l'arène et ne peut plus agir ni faire agir ses guerriers.
 }
arena-rejection-unknown-action = l'arène ne connaît pas cette action.
# $zone : la zone demandée ; $zones : celles de l'arène.
arena-rejection-unknown-zone = l'arène n'a pas de zone « { $zone } ». Ses zones : { $zones }.
# $to_the : la zone visée, avec son article ; $of_origin : celle de départ, après "de".
arena-rejection-not-adjacent = on ne se déplace que d'une zone à la fois, vers une zone voisine : { $to_the } est trop loin { $of_origin }.
arena-rejection-bordering = Zones voisines : { $zones }.
arena-rejection-no-such-warrior = aucun guerrier « { $target } » ne combat dans cette arène.
arena-rejection-target-gone = @{ $target } a déjà quitté l'arène.
# $tried : l'action tentée (attack, shoot ou une autre).
arena-rejection-not-an-adversary = { $tried ->
    [attack] on ne s'attaque pas soi-même : on attaque un adversaire de sa zone
    [shoot] on ne se tire pas dessus : on tire sur un adversaire à une zone de distance
   *[other] on ne s'attaque pas soi-même, et on ne se tire pas dessus
 }.
# $clan : le clan ($named : true s'il est connu).
arena-rejection-clan-mate = @{ $target } est du même clan{ $named ->
    [true] , **{ $clan }**
   *[false] {""}
 } : { $tried ->
    [attack] on n'attaque que les guerriers des autres clans
    [shoot] on ne tire que sur les guerriers des autres clans
   *[other] on ne combat que les guerriers des autres clans
 }.
# $where : la zone de la cible ; $reach : same (même zone), none (hors d'atteinte) ou far ($distance zones).
arena-rejection-not-one-zone-away = on ne tire que sur un adversaire à une zone de distance, exactement : @{ $target } est { $where }, { $reach ->
    [same] dans la même zone (attaquez-le en mêlée)
    [none] hors d'atteinte
   *[far] à { $distance } { $distance ->
        [one] zone
       *[other] zones
    } de distance
 }.
# $where : la zone de la cible ; $origin : celle de l'acteur.
arena-rejection-not-same-zone = @{ $target } est { $where }, pas { $origin } : { $tried ->
    [attack] on n'attaque qu'un adversaire de sa zone
    [defend] on ne défend qu'un guerrier de sa zone
    [shield] on ne protège de son bouclier qu'un guerrier de sa zone
   *[other] on n'attaque, ne défend ou ne protège de son bouclier qu'un guerrier de sa zone
 }.
arena-rejection-not-your-warrior = vous n'êtes pas le chef de guerre de @{ $warrior } : seul le chef d'un clan peut déclarer pour l'un de ses guerriers.
arena-rejection-declare-your-own = Déclarez votre propre action, ou celle d'un guerrier de votre clan si vous en êtes le chef.
arena-rejection-warrior-declared = @{ $warrior } a déjà déclaré son action pour ce tour : c'est sa parole qui compte, son chef ne peut plus la remplacer.
# $zones : les zones de départ ; $first : la première, telle que tapée.
arena-rejection-placement-expected = c'est l'heure du placement : placez chacun de vos guerriers dans une zone de départ ({ $zones }), par exemple `tous en zone { $first }`.
arena-rejection-not-placement = le placement des clans est terminé.
arena-rejection-not-a-chief = seul un chef de guerre place son clan : votre chef s'en charge.
# $names : les guerriers ($count) ; $clan : le clan du chef ; $own : ses guerriers ($listed : true s'ils sont connus).
arena-rejection-not-in-clan = { $names } { $count ->
    [one] n'est pas
   *[other] ne sont pas
 } du clan **{ $clan }** : vous ne placez que vos propres guerriers{ $listed ->
    [true] {" "}({ $own })
   *[false] {""}
 }.
# $missing : les guerriers sans zone ($count).
arena-rejection-placement-incomplete = il manque { $missing } : chaque guerrier du clan, vous compris, doit avoir sa zone de départ.
# $where : la zone demandée ; $zones : les zones de départ ; $yours : true quand $warrior est le chef qui lit.
arena-rejection-bad-start-zone = { $yours ->
    [true] vous ne pouvez pas commencer
   *[false] @{ $warrior } ne peut pas commencer
 } { $where } : les zones de départ sont { $zones }.
arena-rejection-choice-expected = j'attends seulement de vous le nom de celui qui quitte l'arène.
arena-rejection-no-choice = vous n'avez aucun choix à faire en ce moment.
arena-rejection-not-an-option = ce guerrier ne fait pas partie de vos adversaires de ce combat. Répondez par un seul nom : { $options }.
arena-rejection-impossible = cet ordre n'est pas possible maintenant.
