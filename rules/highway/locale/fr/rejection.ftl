## Les Romantiques de la grand-route : pourquoi un coup est refusé (templates/rejection.md.j2),
## en français, après « Ordre refusé pour le coup 12 : ». $why : la raison de la grammaire ;
## $trigger : le mot de discobot ; $example, $cell : un exemple à écrire, une case pas encore
## nommée.

# La taille du plateau : $last, la lettre de la dernière colonne ; $rows, les rangées.
highway-rejection-extent = colonnes A à { $last }, rangées 1 à { $rows }
highway-rejection-extent-unknown = une lettre de colonne et un numéro de rangée
# $limited : yes quand le message dépasse une limite de longueur ($limit).
highway-rejection-not-an-order = { $why ->
    [empty] votre message est vide (ou ne contient que des citations).
    [too_long] votre message est trop long{ $limited ->
        [yes] {" "}(plus de { $limit } caractères)
       *[no] {""}
    } : écrivez votre coup seul, en quelques mots.
    [unreadable] je n'ai pas pu lire ce message : formulez-le plus simplement.
   *[other] je n'ai trouvé aucun coup dans ce message.
 }
# $cells : les cases nommées ; $types : les types d'armes nommés ; $options : les voleurs à poser.
highway-rejection-ambiguous = { $why ->
    [two_cells] vous nommez plusieurs cases à la fois ({ $cells }) : nommez-en une.
    [two_weapons] vous nommez plusieurs armes à la fois ({ $types }) : on pose un seul voleur sur { $gender ->
        [feminine] la gardienne
        [masculine] le gardien
       *[other] le gardien
     }, { $options }.
    [two_orders] ce message contient plusieurs coups à la fois : écrivez-en un seul.
   *[other] ce message peut se lire de plusieurs façons : écrivez un seul coup, simplement.
 }
# $text : ce qui a été écrit ; $extent : highway-rejection-extent.
highway-rejection-bad-cell = « { $text } » n'est pas une case du plateau. Une case, c'est une lettre de colonne (A à J) et un numéro de rangée, { $extent } : par exemple `{ $cell }`.
# $named : yes quand le joueur est connu ($player) ; $count : ce qui a été écrit pour un nombre.
highway-rejection-bad-gang = { $why ->
    [no_weapon] aucune arme n'est nommée pour { $player } dans la bande.
    [count] { $named ->
        [yes] pour { $player } :{" "}
       *[no] {""}
    }« { $count } » n'est pas un nombre : dites combien de voleurs, en chiffres.
    [no_player] on ne sait pas à qui sont ces voleurs : nommez le joueur avant les armes (`@nom's`) ou dites `my`.
    [no_gang] il n'y a pas de bande après `rob` : énumérez les voleurs par propriétaire.
   *[other] je n'ai pas compris la bande.
 } Une bande compte exactement six voleurs, deux de chaque type d'arme : `{ $example }`.
# $counted : yes quand les coffres du trésor sont connus ($safes).
highway-rejection-no-split = la proposition n'a pas de partage. Ajoutez dans le même message combien de coffres du trésor{ $counted ->
    [yes] {" "}({ $safes })
   *[no] {""}
 } reçoit chaque membre de la bande : `{ $example }`.
highway-rejection-bad-split = { $why ->
    [no_number] { $named ->
        [yes] { $player }
       *[no] un joueur
    } n'a pas de nombre dans le partage.
    [count] { $named ->
        [yes] pour { $player } :{" "}
       *[no] {""}
    }« { $count } » n'est pas un nombre de coffres.
    [two_numbers] { $named ->
        [yes] { $player }
       *[no] un joueur
    } a deux nombres dans le partage : un chacun.
    [twice] { $named ->
        [yes] { $player }
       *[no] un joueur
    } est nommé deux fois dans le partage.
    [no_player] le partage contient un nombre sans joueur.
    [rest] « le reste » ne convient pas dans un partage : chacun reçoit un nombre de coffres.
   *[other] je n'ai pas compris le partage.
 } Un partage s'écrit ainsi : `{ $example }`{ $counted ->
    [yes] , { $safes } en tout
   *[no] {""}
 }.
# $die : le numéro du dé ; $count : ce qui a été écrit pour un numéro.
highway-rejection-bad-assign = { $why ->
    [no_dice] aucun dé n'est donné à { $named ->
        [yes] { $player }
       *[no] un joueur
    }.
    [position] il n'y a pas de dé n° { $die } : les numéros commencent à 1.
    [twice_rest] « le reste » ne peut aller qu'à un seul joueur.
    [twice] le dé n° { $die } est donné deux fois.
    [count] « { $count } » n'est pas un numéro de dé.
    [no_player] certains dés ne vont à personne.
   *[other] je n'ai pas compris votre distribution des dés.
 } Écrivez-la ainsi : `{ $example }`.
# $named : yes quand le nom écrit est connu ($name) ; $players : qui joue.
highway-rejection-unknown-player = { $named ->
    [yes] « { $name } » ne joue pas
   *[no] ce joueur ne joue pas
 } dans cette partie. Les joueurs : { $players }.
# $roll : le jet à demander (« 5d3 »).
highway-rejection-no-roll = je ne vois pas à quel jet ceci répond. Postez d'abord ici `@discobot { $trigger } { $roll }` : je lirai la réponse de discobot automatiquement.
highway-rejection-no-dice = je n'ai trouvé aucun dé dans la réponse de discobot. Redemandez le jet : `@discobot { $trigger } { $roll }`.
# $read : yes quand la valeur d'un dé a été lue ($value, d'un dé à $faces faces) ; sinon $dice
# lancés, $asked demandés.
highway-rejection-dice-mismatch = { $read ->
    [yes] la réponse de discobot contient { $value }, alors que le dé a { $faces } faces.
   *[no] discobot a lancé { $dice } alors qu'on en demandait { $asked } (discobot en lance 20 au plus à la fois).
 } Redemandez le jet.
# $case : own_split (le chef vote), vote, vote2, fight, dice (roll ou assign), field ou other ;
# $led : yes quand le chef est connu ($leader) ; $players : les membres de la bande, mentionnés ;
# $known : yes quand le joueur attendu est connu ($first) ; $what : highway-awaited.
highway-rejection-not-your-move = { $case ->
    [own_split] le chef de bande ne vote pas sur son propre partage : on attend la réponse des autres joueurs.
    [vote] tous sauf le chef de bande{ $led ->
        [yes] {" "}({ $leader })
       *[no] {""}
    } répondent maintenant au partage.
    [vote2] seuls les membres de la bande répondent au nouveau partage : { $players }.
    [fight] dans le combat en cours, c'est maintenant au tour de { $known ->
        [yes] @{ $first }
       *[no] quelqu'un d'autre
    }.
    [dice] c'est le chef de bande{ $known ->
        [yes] , @{ $first },
       *[no] {""}
    } qui lance et distribue les dés du pillage.
    [field] c'est le meneur qui remplit le plateau.
   *[other] ce n'est pas votre tour : c'est à { $known ->
        [yes] @{ $first }
       *[no] quelqu'un d'autre
    } { $what }.
 }
highway-rejection-counter-needed = pour refuser le partage, proposez le vôtre, dans un seul message : `{ $example }`. Sinon répondez `agree`.
highway-rejection-no-counter = il n'y a pas de contre-partage (seulement un silence) : rien à accepter. Changez le partage (`split: …`) ou renoncez au pillage (`pass`).
# $kind : le genre de coup qui ne convient pas (answer : split, agree ou disagree).
highway-rejection-not-now = { $kind ->
    [cell] on ne nomme pas de case en ce moment.
    [rob] on ne peut pas proposer de pillage en ce moment.
    [answer] il n'y a pas de partage auquel répondre en ce moment.
    [lay] il n'y a pas de combat contre la garde en ce moment.
    [dice] aucun dé n'est attendu en ce moment.
    [assign] il n'y a rien à distribuer en ce moment.
    [pass] il n'y a rien à passer en ce moment.
   *[other] ce coup ne convient pas en ce moment.
 }
# $faces : les faces attendues ; $asked_other : yes quand d'autres dés ont été demandés ($asked).
highway-rejection-wrong-dice = le plateau demande le jet `@discobot { $trigger } 20d120`, des dés à { $faces } faces{ $asked_other ->
    [yes] , pas à { $asked }
   *[no] {""}
 }.
highway-rejection-no-cell-now = { $stage ->
    [thief] on ne nomme pas de case après un voleur : vous pouvez proposer un pillage (`rob: …; split: …`) ou passer (`pass`), et le tour passe.
    [last] toutes les cases sont déjà nommées : il ne reste qu'une dernière tentative de pillage, ou `pass`.
   *[other] on ne nomme pas de case en ce moment.
 }
highway-rejection-off-field = il n'y a pas de case { $cell } sur le plateau : { $extent }.
# $by : qui l'a nommée ; $seen : yes quand sa carte est connue ($card).
highway-rejection-already-named = la case { $cell } a déjà été nommée par { $by }{ $seen ->
    [yes] {" "}(elle cachait { $card })
   *[no] {""}
 }. Nommez une case encore cachée, par exemple `{ $free }`.
highway-rejection-one-revision = le chef de bande ne peut changer le partage qu'une fois par tour, et vous en avez déjà changé un pendant ce tour.
# $case : kept (le partage reste), cell (le pillage n'a pas lieu, nommez une case) ou other.
highway-rejection-one-revision-then = { $case ->
    [kept] Ce partage reste tel qu'il est proposé : si quelqu'un le refuse, le pillage n'aura pas lieu.
    [cell] Le pillage n'aura pas lieu : nommez une case (`{ $cell }`) ou passez (`pass`).
   *[other] Le pillage n'aura pas lieu : la main passe.
 }
# $count : les dés attendus ($dice : en mots) ; $asked_other : yes quand un autre jet a été
# demandé ($asked dés à $faces faces).
highway-rejection-wrong-host-dice = les coffres du meneur demandent le jet `@discobot { $trigger } { $count }d3`, { $dice } à trois faces, un par coffre{ $asked_other ->
    [yes] , pas `{ $asked }d{ $faces }`
   *[no] {""}
 }.
highway-rejection-already-tried = vous avez déjà proposé un pillage cette fois-ci : nommez maintenant une case (`{ $cell }`) ou passez (`pass`).
highway-rejection-empty-treasury = le trésor est vide : il n'y a rien à piller.
# $want : les voleurs demandés ($count : en nombre) ; $type : highway-with-type ; $held : yes
# quand la main du joueur est connue ($hand), sinon $have : combien il en a.
highway-rejection-not-held = { $player } n'a pas { $want } { $count ->
    [one] voleur
   *[other] voleurs
 } { $type } : en main, { $held ->
    [yes] { $hand }
   *[no] { $have }
 }.
highway-rejection-no-thief = aucun voleur
highway-rejection-no-thief-proposed = aucun
# $hand : les voleurs proposés, par type.
highway-rejection-bad-gang-types = une bande compte exactement six voleurs, deux de chaque type d'arme (2 sabres, 2 mousquets, 2 élixirs), et celle proposée en a { $hand }.
highway-rejection-leader-card = le chef de bande doit mettre au moins un de ses propres voleurs dans la bande.
highway-rejection-leader-card-hand = Dans votre main : { $hand }.
# $members : les membres de la bande ; $players : ceux qui n'en sont pas ($count : combien).
highway-rejection-split-outsider = les coffres ne se partagent qu'entre les joueurs dont des voleurs sont dans la bande ({ $members }) : { $players } n'y { $count ->
    [one] a
   *[other] ont
 } aucun voleur.
# $given : les coffres que le partage donne.
highway-rejection-split-total = le partage doit distribuer tous les coffres du trésor, { $safes }, et le vôtre en donne { $given }.
# $gender : le genre du gardien.
highway-rejection-must-lay = celui qui a tiré { $gender ->
    [feminine] la gardienne
    [masculine] le gardien
   *[other] le gardien
 } doit poser un voleur dessus s'il le peut. Conviennent : { $options }.
highway-rejection-which-colour = quel voleur posez-vous ? Conviennent : { $options }.
# $reason : same (l'arme de la garde), laid (déjà sur la garde) ou none (pas en main).
highway-rejection-unsuitable = impossible de poser un voleur { $type } : { $reason ->
    [same] { $gender ->
       [feminine] la gardienne a
       [masculine] le gardien a
      *[other] le gardien a
    } la même arme
    [laid] un tel voleur est déjà posé sur { $gender ->
       [feminine] la gardienne
       [masculine] le gardien
      *[other] le gardien
    }
   *[none] vous n'avez pas de tel voleur
 }.
highway-rejection-suitable = Conviennent : { $options }.
highway-rejection-none-suitable = Vous n'avez aucun voleur qui convienne : `pass`.
highway-rejection-wrong-robbery-dice = le jet attendu est `@discobot { $trigger } { $count }d3`, { $dice } à trois faces, un par coffre du trésor{ $asked_other ->
    [yes] , pas `{ $asked }d{ $faces }`
   *[no] {""}
 }.
highway-rejection-bad-dice-numbers = les dés sont numérotés de 1 à { $count }, et chacun n'est donné qu'une fois.
highway-rejection-dice-left = distribuez les { $dice } (ou ajoutez `rest to me`).
# $split : les parts du partage ; $given : les dés donnés, en parts.
highway-rejection-not-the-split = cela ne suit pas le partage : le partage donne { $split }, et vous donnez { $given }.
highway-rejection-other = ce coup n'est pas possible maintenant.
