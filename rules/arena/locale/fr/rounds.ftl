## La partie : clans formés, placement, tours, la fin.

## Les clans formés (templates/clans.md.j2).

arena-clans-title = { $title } : les clans sont formés
# $count : combien de clans.
arena-clans-closed = Les inscriptions sont closes. { $count } { $count ->
    [one] clan entre
   *[other] clans entrent
 } dans l'arène :
arena-clans-clan = Clan
arena-clans-chief = Chef de guerre
arena-clans-warriors = Guerriers
# $count : combien de zones de départ ; $zones : "1, 2 ou 3" ; $window : le délai de réponse.
arena-clans-placing = Chaque chef de guerre reçoit maintenant un message privé de ma part : dites-moi où chacun de vos guerriers entre dans l'arène, en { $count ->
    [one] zone
   *[other] zones
 } { $zones }, tous ensemble ou répartis à votre guise. Si un chef ne répond pas dans un délai de { $window }, son clan est réparti au hasard.
arena-clans-first-round = Dès que tous les clans sont placés, j'ouvre le premier tour ici même.

## À un chef de guerre : où son clan entre dans l'arène (templates/placement_ask.md.j2).

arena-placement-ask-title = { $title } : où le clan { $clan } entre-t-il dans l'arène ?
arena-placement-ask-members = Chef de guerre, à vous de placer votre clan. Vos guerriers : { $members }.
# $zones : "1, 2 ou 3".
arena-placement-ask-zones = Zones de départ possibles : { $zones }. Tous dans la même zone ou répartis comme vous voulez ; chacun doit avoir la sienne, vous compris.
arena-placement-ask-how = Répondez-moi ici, en message privé, par exemple :
# Une commande : $warrior en $zone, les autres ($rest : true s'il y en a plus que le chef) en $home.
arena-placement-ask-split = @{ $warrior } zone { $zone }, { $rest ->
    [true] les autres
   *[false] moi
 } zone { $home }
arena-placement-ask-all = tous en zone { $zone }
# $window : le délai de réponse.
arena-placement-ask-window = Vous pouvez changer de placement jusqu'à la clôture. Sans réponse dans un délai de { $window }, chacun de vos guerriers sera placé dans une zone de départ tirée au sort.

## La fin (templates/final.md.j2).

arena-final-title = { $title } : le vainqueur
# $clan : le clan vainqueur ; $chief : son chef ; $zones : les zones qu'il tient en plus du centre ($count).
arena-final-centre-and-zone = **Victoire du clan { $clan } !** Son chef de guerre, @{ $chief }, est toujours dans l'arène, et le clan tient seul le centre et { $count ->
    [one] la zone
   *[other] les zones
 } { $zones }.
arena-final-last-clan = **Victoire du clan { $clan } !** C'est le seul clan qui a encore des guerriers dans l'arène.
# $gender : celui du dernier guerrier.
arena-final-last-warrior = **Victoire du clan { $clan } !** { $gender ->
    [feminine] @{ $warrior } est la dernière guerrière debout dans l'arène.
    [masculine] @{ $warrior } est le dernier guerrier debout dans l'arène.
   *[other] Il ne reste plus que @{ $warrior } debout dans l'arène.
 }
arena-final-nobody = **Personne ne l'emporte.** Plus aucun guerrier ne tient debout dans l'arène.
arena-final-clan = Clan
arena-final-chief = Chef de guerre
arena-final-standing = Encore debout
arena-final-winner = (vainqueur)
arena-final-thanks = Les caractéristiques de chacun, blessures comprises, restent en mémoire pour la prochaine arène. Merci à toutes et à tous d'avoir combattu !

## Une étape s'ouvre (templates/step_open.md.j2).

arena-step-open-placement = **Placement des clans** : chaque chef de guerre m'indique ici, en message privé, la zone de départ de chacun de ses guerriers (par exemple `tous en zone 1`).
# $when : l'échéance, en mots.
arena-step-open-deadline = Échéance : { $when }.
# $outcome : ce qui arrive à qui se tait.
arena-step-open-silent = Sans réponse, { $outcome }
arena-step-open-choice = **Tour { $step }** : votre défense l'a emporté, et c'est à vous de dire qui quitte l'arène. Répondez ici, en message privé, par le nom de votre adversaire.
# $count : les guerriers encore debout ($counted : true si on le sait).
arena-step-open-round = **Tour { $step }** : l'arène attend vos actions{ $counted ->
    [true] {" "}({ $count } { $count ->
        [one] guerrier encore debout
       *[other] guerriers encore debout
    })
   *[false] {""}
 }. Chacun déclare **une action**, ici même dans le sujet : `j'attaque @pseudo`, `je me défends`, `je défends @pseudo`, `je tire sur @pseudo`, `bouclier sur moi`, `je vais au centre` ou `je ne fais rien`.
arena-step-open-chief = Une nouvelle déclaration remplace la précédente jusqu'à la clôture du tour. Un chef de guerre peut déclarer pour un guerrier de son clan qui n'a encore rien dit (`pour @pseudo : je me défends`), mais la parole du guerrier l'emporte toujours.
arena-step-open-closes = Clôture du tour : { $when }.
arena-step-open-resolved = Tout se résout en même temps, sur les positions du début du tour.

## Au défenseur vainqueur : le choix de qui sort (templates/choice_ask.md.j2).

arena-choice-ask-title = { $title }, tour { $round } : à vous de choisir
# $kind : melee ou shots ; $attackers : "@a et @b" ($many : true s'ils sont plusieurs) ; $zone : où ($where : avec sa
# préposition) ; $won, $lost : le score de la défense et celui de l'attaque ; $gender : celui du défenseur, qui lit.
arena-choice-ask-won = { $kind ->
    [melee] { $attackers } { $gender ->
        [feminine] { $many ->
            [true] vous ont attaquée
           *[false] vous a attaquée
        }
        [masculine] { $many ->
            [true] vous ont attaqué
           *[false] vous a attaqué
        }
       *[other] { $many ->
            [true] ont lancé une attaque contre vous
           *[false] a lancé une attaque contre vous
        }
    } { $where }, et votre défense l'a emporté, { $won } contre { $lost } : c'est **vous** qui décidez lequel de vos attaquants quitte l'arène.
   *[shots] { $attackers } { $gender ->
        [feminine] { $many ->
            [true] vous ont prise pour cible
           *[false] vous a prise pour cible
        }
        [masculine] { $many ->
            [true] vous ont pris pour cible
           *[false] vous a pris pour cible
        }
       *[other] { $many ->
            [true] ont tiré sur vous
           *[false] a tiré sur vous
        }
    } depuis une zone voisine, et votre bouclier l'a emporté, { $won } contre { $lost } : les tirs se retournent contre les tireurs, et c'est **vous** qui décidez lequel d'entre eux est touché et quitte l'arène.
 }
# $names : les noms à répondre, "`@a` ou `@b`".
arena-choice-ask-how = Répondez-moi ici, en message privé, par un seul nom : { $names }.
# $window : le délai ; $default : qui sort alors ; $by : draw (le sort parmi les ex æquo, $among)
# ou strongest ; $best : leur caractéristique ; $gender : celui de $default.
arena-choice-ask-default = Sans réponse dans { $window }, c'est @{ $default } qui quittera l'arène : { $by ->
    [draw] ils sont plusieurs à égalité pour la plus forte { $kind ->
        [melee] attaque
       *[shots] valeur de tir
    } ({ $best }), et le sort a désigné @{ $default } parmi { $among }
   *[strongest] { $gender ->
        [feminine] { $kind ->
            [melee] l'attaquante à la plus forte attaque
           *[shots] la tireuse à la plus forte valeur de tir
        }
        [masculine] { $kind ->
            [melee] l'attaquant à la plus forte attaque
           *[shots] le tireur à la plus forte valeur de tir
        }
       *[other] { $kind ->
            [melee] sa valeur d'attaque est la plus forte
           *[shots] sa valeur de tir est la plus forte
        }
    } ({ $best })
 }.
arena-choice-ask-results = Les résultats du tour seront publiés dans le sujet dès que tous les choix seront faits.

## Les résultats d'un tour (templates/results.md.j2).

arena-results-title = { $title } : résultats du tour { $round }
arena-results-actions = Les actions déclarées
# La ligne d'un guerrier ; $zone : où il était ; $what : ce qu'il a fait.
arena-results-action = @{ $warrior } (zone { $zone }) : { $what }
# Après une action déclarée par un chef ; $chief : qui.
arena-results-by-chief = (déclaré par son chef de guerre, @{ $chief })
arena-results-void-action = { $action }, sans effet (voir plus bas)
arena-results-void = une action sans effet (voir plus bas)
arena-results-nothing = rien
# $count : les actions sans effet.
arena-results-void-title = { $count ->
    [one] Une action est restée sans effet
   *[other] Des actions sont restées sans effet
 } :
# $acted : true si l'action est connue ($action) ; $declared : true si un chef l'a déclarée ($by) ;
# $reason : pourquoi elle est restée sans effet.
arena-results-void-line = @{ $warrior } ne fait rien{ $acted ->
    [true] {" "}({ $action }{ $declared ->
        [true] , déclaré par @{ $by }
       *[false] {""}
    })
   *[false] {""}
 } : { $reason }.
arena-results-combats = Les combats
arena-results-no-combat = Aucun combat ce tour-ci.
arena-results-eliminated = Qui quitte l'arène
# Après un guerrier qui sort ; $wound : sa blessure.
arena-results-wound = {" "}: { $wound }
arena-results-moves = Les déplacements
# $origin, $destination : des zones.
arena-results-moved = @{ $warrior } : { $origin } → { $destination }
arena-results-move-lost = @{ $warrior } voulait aller { $destination }, mais a quitté l'arène avant.
arena-results-holdings = Qui tient les zones
arena-results-zone = Zone
arena-results-held-by = Tenue par
# $state : held (par $clan), contested ou nobody.
arena-results-holder = { $state ->
    [held] le clan **{ $clan }**
    [contested] disputée : plusieurs clans s'y trouvent
   *[nobody] personne
 }
arena-results-over = **La partie est terminée** : la proclamation du vainqueur suit.
# $next : le tour suivant.
arena-results-go-on = Aucun clan ne tient à la fois le centre et une autre zone avec son chef de guerre debout : le combat continue. **Le tour { $next } est ouvert**, déclarez vos actions ici même.

## Les clans entrent dans l'arène (templates/arena.md.j2).

arena-arena-title = { $title } : les clans entrent dans l'arène
arena-arena-picture = Sur l'image, chaque case est une zone, reliée par un trait à ses voisines ; le centre est au milieu. Chaque guerrier est un disque aux couleurs de son clan, marqué de ses initiales.
# Un clan ; $placement : qui est où ; $drawn : true si le sort l'a placé.
arena-arena-clan = **{ $clan }** (chef de guerre @{ $chief }) : { $placement }{ $drawn ->
    [true] {" "}(placés par le sort)
   *[false] {""}
 }
# $clans : les clans placés par le sort ($count) ; $sides : les faces du dé ; $faces : "1 → zone 1, 2 → zone 2".
arena-arena-drawn = { $count ->
    [one] Le chef du clan
   *[other] Les chefs des clans
 } { $clans } { $count ->
    [one] n'a pas répondu
   *[other] n'ont pas répondu
 } à temps : le sort a réparti { $count ->
    [one] ses
   *[other] leurs
 } guerriers, un dé à { $sides } faces chacun ({ $faces }) :
# $value : le dé ; $zone : où il a mis le guerrier.
arena-arena-die = @{ $warrior } : dé **{ $value }** → { $zone }
arena-arena-round = Tour { $round } : à vous !
arena-arena-actions = À chaque tour, chaque guerrier encore debout déclare **une action**, ici même dans le sujet :
arena-arena-move = **se déplacer** d'une zone vers une zone voisine : `je vais au centre`, `je vais en zone 2` ;
arena-arena-attack = **attaquer** un adversaire de sa zone : `j'attaque @pseudo` ;
arena-arena-defend = **défendre** en mêlée, soi-même ou un guerrier de sa zone : `je me défends`, `je défends @pseudo` ;
arena-arena-shoot = **tirer** sur un adversaire d'une zone voisine : `je tire sur @pseudo` ;
arena-arena-shield = **se protéger** des tirs derrière son bouclier, soi-même ou un guerrier de sa zone : `bouclier sur moi`, `bouclier sur @pseudo`.
arena-arena-silent = Un guerrier qui ne déclare rien ne fait rien. Son chef de guerre peut déclarer pour lui tant qu'il n'a rien dit (`pour @pseudo : je me défends`), mais la parole du guerrier l'emporte toujours. Une nouvelle déclaration remplace la précédente jusqu'à la clôture du tour.
arena-arena-resolution = À la clôture, tout se résout en même temps sur les positions du début du tour : les mêlées, puis les tirs, chaque dé montré dans les résultats ; ceux qui quittent l'arène la quittent à la fin du tour, puis ceux qui se déplacent se déplacent.
arena-arena-victory = **Pour gagner**, un clan dont le chef de guerre est encore dans l'arène doit tenir le centre et au moins une autre zone (y être seul, sans aucun adversaire). Le dernier clan debout l'emporte aussi.
