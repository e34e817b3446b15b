## L'arène des clans (rules/arena) : ce que dit le bot, en français.
## Mots communs (templates/macros.md.j2) : listes, zones, caractéristiques, actions, combats, étapes.

# $head : tous les éléments sauf le dernier, déjà joints par ", " ; $last : le dernier.
arena-list-and = { $head } et { $last }
arena-list-or = { $head } ou { $last }
# Une liste vide, une liste de personnes vide.
arena-none = aucun
arena-nobody = personne

# Noms comptés : "3 guerriers".
arena-warriors = { $count } { $count ->
    [one] guerrier
   *[other] guerriers
 }
arena-points = { $count } { $count ->
    [one] point
   *[other] points
 }
arena-clans = { $count } { $count ->
    [one] clan
   *[other] clans
 }
arena-chiefs = { $count } { $count ->
    [one] chef
   *[other] chefs
 }

# $name : le nom d'un clan, tel que tapé.
arena-clan = le clan **{ $name }**

# Une zone, sous chacune de ses formes ; $zone : son nom ; $centre : true si c'est le centre.
arena-zone = { $centre ->
    [true] le centre (zone { $zone })
   *[false] zone { $zone }
 }
# Après "en"/"au".
arena-zone-in = { $centre ->
    [true] au centre (zone { $zone })
   *[false] en zone { $zone }
 }
# Une destination (la même forme).
arena-zone-to = { arena-zone-in }
# Avec son article.
arena-zone-the = { $centre ->
    [true] le centre (zone { $zone })
   *[false] la zone { $zone }
 }
# Après "de".
arena-zone-of = { $centre ->
    [true] du centre (zone { $zone })
   *[false] de la zone { $zone }
 }
# $zones : les zones, énumérées ; $count : combien.
arena-zones = { $count ->
    [one] zone
   *[other] zones
 } { $zones }
arena-zones-none = aucune

# Une caractéristique ; $stat : attack, defence, shooting ou shield.
arena-stat = { $stat ->
    [attack] attaque
    [defence] défense
    [shooting] tir
    [shield] bouclier
   *[other] { $stat }
 }
# Le génitif et l'instrumental russes ; en français, le nom.
arena-stat-genitive = { arena-stat }
arena-stat-instrumental = { arena-stat }
# "1 point d'attaque".
arena-points-of = { $count } { $count ->
    [one] point
   *[other] points
 } { $stat ->
    [attack] d'attaque
    [defence] de défense
    [shooting] de tir
    [shield] de bouclier
   *[other] de { $stat }
 }

# Après les caractéristiques d'un guerrier qui revient ; $lost : les points perdus, énumérés ;
# $gender : celui du guerrier.
arena-veteran-maimed = { $gender ->
    [feminine] Gravement mutilée par le passé
    [masculine] Gravement mutilé par le passé
   *[other] Mutilation grave par le passé
 } : { $lost } en moins, pour toujours.
arena-veteran-unhurt = Aucune blessure.

# Une durée : heures, heures et minutes ($minutes : deux chiffres), minutes ($case : russe).
arena-hours = { $count } { $count ->
    [one] heure
   *[other] heures
 }
arena-hours-minutes = { $hours } h { $minutes }
arena-minutes = { $count } { $count ->
    [one] minute
   *[other] minutes
 }

# Une action, à l'infinitif ; $kind : move, attack, defend, defend-self, shoot, shield,
# shield-self, nothing, choose, placement, unknown ; $yours : true quand on parle à l'acteur
# (sans effet en français) ; $zone, $centre : la destination ; $placement : un placement.
arena-action = { $kind ->
    [move] aller { arena-zone-to }
    [attack] attaquer @{ $target }
    [defend-self] se défendre
    [defend] défendre @{ $target }
    [shoot] tirer sur @{ $target }
    [shield-self] se protéger derrière son bouclier
    [shield] protéger @{ $target } de son bouclier
    [nothing] ne rien faire ce tour-ci
    [choose] désigner @{ $leaves }, qui quitte l'arène
    [placement] placer son clan : { $placement }
   *[unknown] une action que je ne sais pas nommer
 }
# Qui est placé dans une zone ; $people : "@a et @b".
arena-placement-part = { $people } { arena-zone-in }

# Pourquoi une action ne tenait plus à la résolution du tour ; $code : la raison.
arena-void-reason = { $code ->
    [not_adjacent] sa destination n'est pas voisine de sa zone
    [unknown_zone] l'arène n'a pas cette zone
    [no_such_warrior] sa cible n'est pas dans l'arène
    [target_not_in_arena] sa cible n'est pas dans l'arène
    [not_an_adversary] on ne combat pas les siens
    [clan_mate] on ne combat pas les siens
    [not_one_zone_away] sa cible n'est pas à exactement une zone de distance
    [not_same_zone] sa cible n'est pas dans sa zone
    [not_in_arena] ce guerrier n'est plus dans l'arène
   *[other] cette action n'est pas permise
 }

# Un guerrier d'un camp ; $role : self (se défend ou se protège), principal (l'attaqué, qui ne
# le fait pas), other ; $stat : la caractéristique ; $rolled : true si un dé a été lancé ($die).
arena-side-warrior = @{ $warrior } ({ $role ->
    [self] { $stat ->
        [defence] qui se défend
       *[other] qui se protège
    } :{" "}
    [principal] { $stat ->
        [defence] qui ne se défend pas
       *[other] qui ne se protège pas
    } :{" "}
   *[other] {""}
 }{ arena-stat } { $value }, { $rolled ->
    [true] dé { $die }
   *[false] sans dé
 })
# $warriors : les guerriers du camp, énumérés ; $total : la somme.
arena-side = { $warriors } : { $total }

# Une blessure ; $floor : true si la caractéristique ne peut descendre plus bas ; $count : les points perdus ;
# $gender : celui du guerrier.
arena-wound = @{ $warrior } { $gender ->
    [feminine] est **gravement mutilée**
    [masculine] est **gravement mutilé**
   *[other] subit une **mutilation grave**
 } : { $floor ->
    [true] sa caractéristique de { arena-stat } était déjà à { $after } et ne peut pas descendre plus bas
   *[false] { arena-points-of } en moins, pour toujours ({ arena-stat } { $before } → { $after })
 }
arena-wound-short = **{ $gender ->
    [feminine] gravement mutilée
    [masculine] gravement mutilé
   *[other] mutilation grave
 }**, { $floor ->
    [true] sans point de { arena-stat } à perdre (déjà à { $after })
   *[false] { arena-points-of } en moins pour toujours ({ arena-stat } { $before } → { $after })
 }

# Un combat ; $kind : melee ou shots ; $zone, $centre : où.
arena-combat-title = **{ $kind ->
    [melee] Mêlée autour de
   *[shots] Tirs sur
 } @{ $defender }**, { arena-zone-in }
# $side : les attaquants et leur somme.
arena-combat-attack = { $kind ->
    [melee] Attaque
   *[shots] Tir
 } : { $side }
arena-combat-defence = { $kind ->
    [melee] Défense
   *[shots] Bouclier
 } : { $side }
arena-combat-undefended = personne ne { $kind ->
    [melee] défend
   *[shots] protège
 } @{ $defender } : **0**
# $score : le score des deux camps.
arena-combat-tie = Égalité, { $score } partout : personne ne quitte l'arène.
# $tie : true quand l'égalité profite à l'attaque (ou à la défense) ; $won, $lost : les scores.
arena-combat-attack-wins = { $tie ->
    [true] Égalité, { $score } partout, et dans cette partie l'égalité profite à l'attaque
   *[false] { $kind ->
        [melee] L'attaque
       *[shots] Le tir
    } l'emporte, { $won } contre { $lost }
 } : @{ $defender } quitte l'arène.
arena-combat-defence-wins = { $tie ->
    [true] Égalité, { $score } partout, et dans cette partie l'égalité profite à la défense
   *[false] { $kind ->
        [melee] La défense
       *[shots] Le bouclier
    } l'emporte, { $won } contre { $lost }
 }{ $kind ->
    [melee] {""}
   *[shots] {" "}: les tirs se retournent contre les tireurs
 }.
# $among : les attaquants, "@a ou @b".
arena-combat-yours-to-choose = À vous de choisir lequel { $kind ->
    [melee] de vos attaquants
   *[shots] des tireurs
 } quitte l'arène : { $among }.
arena-combat-to-choose = @{ $defender } doit choisir lequel { $kind ->
    [melee] de ses attaquants
   *[shots] des tireurs
 } quitte l'arène : { $among }.
# $gender : celui de qui sort.
arena-combat-only-one = { $gender ->
    [feminine] @{ $leaves }, { $kind ->
        [melee] seule attaquante
       *[shots] seule tireuse
    }, quitte l'arène.
    [masculine] @{ $leaves }, { $kind ->
        [melee] seul attaquant
       *[shots] seul tireur
    }, quitte l'arène.
   *[other] @{ $leaves } quitte l'arène : personne d'autre { $kind ->
        [melee] n'attaquait
       *[shots] ne tirait
    }.
 }
arena-combat-chosen = @{ $defender } a choisi : @{ $leaves } quitte l'arène.
# Le défenseur n'a pas choisi : le sort ($rolled : un dé a été lancé, $die sur $faces) ; $gender :
# celui de qui sort.
arena-combat-drawn = @{ $defender } n'a pas choisi à temps : @{ $leaves } quitte l'arène, { $gender ->
    [feminine] désignée par le sort
    [masculine] désigné par le sort
   *[other] par tirage au sort
 } parmi les plus forts à égalité { $kind ->
    [melee] d'attaque
   *[shots] de tir
 } ({ $among }{ $rolled ->
    [true] , dé { $die } sur { $faces }
   *[false] {""}
 }).
# ... ou le plus fort ($value : sa caractéristique ; $gender : celui de qui sort).
arena-combat-strongest = @{ $defender } n'a pas choisi à temps : @{ $leaves } quitte l'arène{ $gender ->
    [feminine] , { $kind ->
        [melee] l'attaquante à la plus forte attaque
       *[shots] la tireuse à la plus forte valeur de tir
    }
    [masculine] , { $kind ->
        [melee] l'attaquant à la plus forte attaque
       *[shots] le tireur à la plus forte valeur de tir
    }
   *[other] , { $kind ->
        [melee] avec la plus forte attaque
       *[shots] avec la plus forte valeur de tir
    }
 } ({ $value }).
arena-combat-leaves = @{ $leaves } quitte l'arène.
# $gap : l'écart des scores ; $wound : la blessure, en mots.
arena-combat-crushing = Écart de { $gap } { $gap ->
    [one] point
   *[other] points
 }, 10 ou plus : { $wound }.
arena-combat-crushing-ahead = Écart de { $gap } { $gap ->
    [one] point
   *[other] points
 }, 10 ou plus : celui qui sortira sera **gravement mutilé** et perdra 1 point { $kind ->
    [melee] d'attaque
   *[shots] de tir
 } pour toujours.

# Une étape ; $step : placement, round, choice ou current ; $round : le numéro du tour.
arena-step-name = { $step ->
    [placement] le placement des clans
    [round] le tour { $round }
    [choice] le choix de qui quitte l'arène (tour { $round })
   *[current] le tour en cours
 }
# Après "de".
arena-of-step = { $step ->
    [placement] du placement des clans
    [round] du tour { $round }
    [choice] du choix de qui quitte l'arène (tour { $round })
   *[current] du tour en cours
 }
# Ce qui arrive à qui se tait, après "Sans ordre, " ; $step : placement, choice, round.
arena-no-answer = { $step ->
    [placement] votre clan est réparti au hasard : chaque guerrier est placé dans une zone de départ tirée au sort.
    [choice] c'est l'adversaire à la plus forte attaque (ou au meilleur tir) qui quitte l'arène, le sort départageant les égalités.
   *[round] vous ne faites rien ce tour-ci, à moins que votre chef de guerre ne déclare une action pour vous.
 }
# La même chose dite des guerriers silencieux au maître du jeu (brouillon, `passer`), après
# « Sans ordre : @bruno, @sofia : » ; $count : combien ils sont.
arena-no-answer-gm = { $step ->
    [placement] { $count ->
        [1] son clan est réparti au hasard
       *[other] leurs clans sont répartis au hasard
    } : chaque guerrier est placé dans une zone de départ tirée au sort.
    [choice] c'est l'adversaire à la plus forte attaque (ou au meilleur tir) qui quitte l'arène, le sort départageant les égalités.
   *[round] { $count ->
        [1] ne fait rien ce tour-ci (sauf si son chef de guerre a déclaré une action à sa place).
       *[other] ne font rien ce tour-ci (sauf si leur chef de guerre a déclaré une action à leur place).
    }
 }
# Ce qu'un joueur peut envoyer à une étape.
arena-expected = { $step ->
    [placement] Placez chaque membre de votre clan dans une zone de départ, par exemple `tous en zone 1` ou `@pseudo zone 2, moi zone 1`.
    [choice] Répondez par le nom de celui qui quitte l'arène, par exemple `@pseudo`.
   *[round] Une action par guerrier et par tour, ici dans le sujet : `j'attaque @pseudo`, `je me défends`, `je défends @pseudo`, `je tire sur @pseudo`, `bouclier sur moi`, `je vais au centre` ou `je ne fais rien`.
 }
# Qui se tient dans une zone ; $warriors : "@a (Loups), @b (Ours)".
arena-standing-zone = { arena-zone } : { $warriors }
arena-standing-separator = {" ; "}

## Settings, as the GM's help describes them (rules/arena/state.py SETTINGS): what each
## does, its values and units; the help shows the default.

arena-setting-budget = Les points que chaque nouveau guerrier répartit entre ses quatre caractéristiques (attaque, défense, tir, bouclier), entre 4 fois le minimum et 4 fois le maximum.
arena-setting-minimum = La plus petite valeur d'une caractéristique à la répartition (0 ou plus).
arena-setting-maximum = La plus grande valeur d'une caractéristique à la répartition (au moins le minimum).
arena-setting-map = Les zones de l'arène, en JSON : `zones` (leurs noms), `borders` (les paires de zones voisines), `centre` (la zone centrale) et `start` (les zones où les clans peuvent commencer, hors centre) ; chaque zone doit être accessible.
arena-setting-max-chiefs = Le nombre maximal de chefs de guerre, donc de clans, à l'inscription (2 au moins).
arena-setting-max-clan = Le nombre maximal de guerriers par clan, chef compris.
arena-setting-schedule = La clôture de chaque tour, une expression cron à cinq champs (minute, heure, jour du mois, mois, jour de la semaine) lue dans le fuseau horaire de la partie : `0 22 * * *`, c'est chaque jour à 22 h ; le maître du jeu peut aussi clore un tour plus tôt.
arena-setting-timezone = Le fuseau horaire des échéances et des dates annoncées, sous son nom IANA (`Europe/Paris`, `Europe/Moscow`).
arena-setting-always-count-defender = Avec `on`, la défense (contre un tir, le bouclier) du guerrier visé compte toujours dans le score de défense, sans dé, même s'il ne se défend pas lui-même ; avec `off`, elle ne compte que s'il se défend (se couvre) lui-même.
arena-setting-tie = Qui l'emporte quand les scores d'un combat sont égaux : `nobody` (personne ne quitte l'arène), `attack` (l'attaque) ou `defence` (la défense).
arena-setting-choice-minutes = Les minutes laissées au guerrier dont la défense l'emporte pour choisir lequel de ses assaillants quitte l'arène ; sans réponse, celui qui a la plus forte attaque (le meilleur tir) part.
arena-setting-placement-hours = Les heures laissées aux chefs de guerre, à la clôture des inscriptions, pour dire dans quelle zone de départ se place chaque membre de leur clan ; sans réponse, le clan est réparti au hasard.
