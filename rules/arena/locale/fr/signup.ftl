## L'inscription : clans fondés, rejoints, quittés ; les caractéristiques d'un nouveau venu.

# $spread : les caractéristiques, en mots ; $total : leur somme.
arena-spread-taken = C'est noté : **{ $spread }** ({ $total } { $total ->
    [one] point
   *[other] points
 }). J'annonce votre arrivée dans le sujet de la partie.
arena-spread-taken-kept = Ces caractéristiques vous suivront dans vos prochaines parties, avec les blessures que vous y recevrez.

# $clan : le nom du clan, ou "" ($named : false) s'il est inconnu.
arena-refused-warrior = **@{ $chief }**, chef de guerre{ $named ->
    [true] {" "}du clan **{ $clan }**
   *[false] {""}
 }, refuse @{ $player } dans ses rangs. C'est son seul refus de toutes les inscriptions : plus personne ne pourra être écarté{ $named ->
    [true] {" "}de ce clan
   *[false] {""}
 }.
arena-refused-warrior-elsewhere = @{ $player } ne peut plus rejoindre ce clan, mais un autre clan peut l'accueillir.

# $name : le clan ; $chief : qui le mène ($led : true si ce n'est pas le nouveau venu).
arena-joined-clan = **@{ $player }** rejoint { arena-clan }{ $led ->
    [true] , mené par @{ $chief }
   *[false] {""}
 }.
# $characteristics : les caractéristiques d'un vétéran ; $wounds : ses anciennes blessures, en une phrase à part.
arena-joined-clan-veteran = @{ $player }, vétéran de l'arène, arrive avec ses caractéristiques de la dernière fois : { $characteristics }. { $wounds }
# $count : les guerriers du clan, $max au plus ; $members : qui ; $full : true s'il n'y a plus de place.
arena-joined-clan-count = Le clan compte maintenant { arena-warriors } sur { $max } : { $members }.{ $full ->
    [true] {" "}Il est **complet**.
   *[false] {""}
 }

arena-left-clan = **@{ $player }** se retire de l'arène et quitte le clan **{ $clan }**. Ses caractéristiques restent en mémoire pour une prochaine partie.
arena-left-clan-dissolved = Le clan **{ $clan }** n'a plus personne : **il est dissous**.
# $chiefs : les clans fondés ; $max : combien peuvent l'être.
arena-left-clan-place-free = Une place de chef de guerre se libère ({ $chiefs } { $chiefs ->
    [one] clan fondé
   *[other] clans fondés
 } sur { $max } possibles) : `je suis chef de guerre du clan <nom>`.
# $members : qui reste.
arena-left-clan-goes-on = Le clan **{ $clan }** continue sans @{ $player } : { $members }.

# $name : le clan.
arena-clan-founded = **@{ $player }** se proclame chef de guerre et fonde { arena-clan } !
arena-clan-founded-veteran = @{ $player }, vétéran de l'arène, revient avec ses caractéristiques de la dernière fois : { $characteristics }. { $wounds }
# $typed : le nom du clan tel qu'on le tape dans une commande ; $max_clan : guerriers par clan au
# plus ; $chiefs : clans fondés, sur $max_chiefs ; $open : true s'il en reste, $room : combien.
arena-clan-founded-join = Pour le rejoindre, écrivez ici `je rejoins le clan { $typed }` ou `je me rallie à @{ $player }` ({ $max_clan } { $max_clan ->
    [one] guerrier
   *[other] guerriers
 } au plus par clan, chef compris). { $chiefs } { $chiefs ->
    [one] clan fondé
   *[other] clans fondés
 } sur { $max_chiefs } possibles{ $open ->
    [true] {" "}: il reste de la place pour { $room } { $room ->
        [one] autre chef de guerre
       *[other] autres chefs de guerre
    }
   *[false] {""}
 }.

# Un joueur se retire avant d'envoyer ses caractéristiques ; $kind : chief ou join ; $name : le
# clan ($named : true s'il est connu) ; $chief : le chef rallié ($led : true s'il est connu) ;
# $gender : celui du joueur, qui lit.
arena-withdrawn = C'est noté : vous vous retirez avant de m'avoir envoyé vos caractéristiques. { $kind ->
    [chief] Vous ne fondez donc pas { arena-clan }
   *[join] Vous ne rejoignez donc pas { $named ->
        [true] { arena-clan }
       *[false] de clan
    }{ $led ->
        [true] , celui de @{ $chief }
       *[false] {""}
    }
 } : rien n'a été annoncé dans le sujet de la partie, et { $gender ->
    [feminine] vous n'êtes inscrite nulle part
    [masculine] vous n'êtes inscrit nulle part
   *[other] aucune inscription n'est à votre nom
 }.
arena-withdrawn-again = Si vous changez d'avis avant la fermeture des inscriptions, déclarez-vous de nouveau dans le sujet de la partie : `je suis chef de guerre du clan <nom>` ou `je rejoins le clan <nom>`.

# Comment s'inscrire (dans le sujet ouvert) ; $max_players : guerriers au plus.
arena-how-to-join = **Inscriptions ouvertes**, ici même : déclarez-vous chef de guerre d'un clan (« je suis chef de guerre du clan des Loups », { $max_players } guerriers au plus en tout) ou ralliez un clan (« je rejoins les Loups », « je me rallie à @chef »). Chaque chef peut refuser une personne, une seule fois. Pour vous retirer avant le début : « je me retire ». À votre première inscription dans l'arène, je vous demande en privé la répartition de vos caractéristiques ; ensuite elles vous suivent d'une partie à l'autre, blessures comprises.
arena-how-to-join-play = Quand la partie commence, chaque chef place son clan par message privé ; puis, à chaque tour, chaque guerrier déclare son action **ici, dans ce sujet** (« j'attaque @x », « je me défends », « je tire sur @x », « bouclier sur moi », « je vais au centre »). Je confirme chaque déclaration en privé.
# Comment rejoindre l'arène, en une ligne de l'aide du pont à un message privé hors partie.
arena-join-hint = **arena** : fondez un clan (`je suis chef de guerre du clan <nom>`) ou rejoignez-en un (`je rejoins le clan <nom>`, `je me rallie à @chef`)

## Les réglages de l'arène, une ligne chacun.

arena-settings-spread = caractéristiques : { $budget } points à répartir, chacune entre { $minimum } et { $maximum } ;
arena-settings-sizes = au plus { $max_chiefs } chefs de guerre, { $max_clan } guerriers par clan (le chef compris) ;
arena-settings-windows = placement des clans : { $placement_hours } h ; choix du défenseur : { $choice_minutes } min ;
# $tie : nobody, attack ou defence.
arena-settings-tie = égalité : { $tie ->
    [nobody] personne ne quitte l'arène
    [attack] l'attaque l'emporte
    [defence] la défense l'emporte
   *[other] { $tie }
 } ;
# $counts : true ou false.
arena-settings-defender = la défense d'un guerrier compte même s'il ne se défend pas : { $counts ->
    [true] oui
   *[false] non
 }.

## À un nouveau venu : la répartition de ses caractéristiques (templates/spread_ask.md.j2).

arena-spread-ask-title = { $title } : vos caractéristiques
# $name : le clan à fonder.
arena-spread-ask-chief = Vous voulez être **chef de guerre** et fonder { arena-clan }. Avant que je l'annonce dans le sujet de la partie, j'ai besoin de vos caractéristiques.
# $name : le clan à rejoindre ($named : true s'il est connu) ; $chief : le chef rallié ($led : true s'il est connu).
arena-spread-ask-join = Vous voulez rejoindre { $named ->
    [true] { arena-clan }
   *[false] un clan
 }{ $led ->
    [true] , celui de @{ $chief }
   *[false] {""}
 }. Avant que votre ralliement compte, j'ai besoin de vos caractéristiques.
# $budget : les points à répartir ; $minimum, $maximum : les limites de chacune.
arena-spread-ask-share = Répartissez **{ $budget } { $budget ->
    [one] point
   *[other] points
 }** entre les quatre caractéristiques, chacune entre **{ $minimum }** et **{ $maximum }** :
arena-spread-ask-attack = **attaque** : vos coups au corps à corps, contre un adversaire de votre zone ;
arena-spread-ask-defence = **défense** : parer les coups en mêlée, pour vous ou pour un compagnon de votre zone ;
arena-spread-ask-shooting = **tir** : vos flèches, sur un adversaire d'une zone voisine ;
arena-spread-ask-shield = **bouclier** : arrêter les tirs, pour vous ou pour un compagnon de votre zone.
arena-spread-ask-how = Répondez-moi ici, en message privé, par exemple :
arena-spread-ask-copy = (Copiez la ligne et changez les nombres à votre goût : le total doit faire exactement { $budget }.)
arena-spread-ask-kept = Ces caractéristiques sont à vous : elles vous suivront d'une partie à l'autre, blessures comprises. Un guerrier gravement mutilé le reste.
