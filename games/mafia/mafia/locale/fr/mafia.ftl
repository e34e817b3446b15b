## Mafia de forum (games/mafia) : tout ce que dit le jeu, en français.
## Le vocabulaire des parties de Mafia sur les forums : le village et la mafia, les votes et
## le décompte des votes, l'élimination, les actions de nuit, l'aube. Les joueurs sont
## nommés par leur pseudo ($name : sans son @) ; $gender : le genre qu'ils ont indiqué.

## Mots communs (templates/macros.md.j2).

mafia-and = et
mafia-nobody = personne
mafia-colon = {" "}:
# Le nom d'un rôle. $role : town, doctor, cop, vigilante, goon, godfather, roleblocker ;
# $gender : celui du joueur (feminine, masculine, other).
mafia-role = { $role ->
    [doctor] { $gender ->
        [feminine] docteure
        [masculine] docteur
       *[other] docteur
    }
    [cop] { $gender ->
        [feminine] enquêtrice
        [masculine] enquêteur
       *[other] enquêteur
    }
    [vigilante] { $gender ->
        [feminine] justicière
        [masculine] justicier
       *[other] justicier
    }
    [goon] { $gender ->
        [feminine] femme de main
        [masculine] homme de main
       *[other] homme de main
    }
    [godfather] { $gender ->
        [feminine] marraine
        [masculine] parrain
       *[other] parrain
    }
    [roleblocker] { $gender ->
        [feminine] bloqueuse
        [masculine] bloqueur
       *[other] bloqueur
    }
   *[town] { $gender ->
        [feminine] villageoise
        [masculine] villageois
       *[other] villageois
    }
 }
# $alignment : town ou mafia.
mafia-alignment = { $alignment ->
    [mafia] mafia
   *[town] village
 }
# $role : le nom du rôle ; $side : son camp.
mafia-role-side = { $role } ({ $side })
# « Pas d'élimination » comme cible d'un vote.
mafia-no-lynch = « pas d'élimination »
# Comment un joueur écrit une action (dans un bloc de code). $action : kill, protect, check,
# shoot, block, pass, vote, unvote, no_lynch ; $name : le pseudo visé.
mafia-command = { $action ->
    [kill] tuer @{ $name }
    [protect] protéger @{ $name }
    [check] enquêter sur @{ $name }
    [shoot] tirer sur @{ $name }
    [block] bloquer @{ $name }
    [vote] vote @{ $name }
    [unvote] je retire mon vote
    [no_lynch] vote pas d'élimination
   *[pass] rien
 }
# Ce qu'un joueur peut envoyer maintenant. $what : day, night (sans action), dead, over.
mafia-expected = { $what ->
    [night] C'est la nuit et vous n'avez pas d'action de nuit : attendez l'aube.
    [dead] Vous n'êtes plus en jeu : vous pouvez encore lire, mais plus voter ni agir.
    [over] La partie est terminée.
   *[day] Le jour, on vote dans le sujet de la partie : `vote @pseudo`, `je retire mon vote` ou `vote pas d'élimination`.
 }
# $commands : les actions de nuit du joueur, en exemples ; $pass : le mot pour ne rien faire.
mafia-expected-night = Cette nuit, vous pouvez envoyer { $commands }, ou `{ $pass }` pour ne rien faire.

## opening : le message d'ouverture (public).

# $role : un rôle ; $count : combien il y en a en jeu.
mafia-role-count = { $count } { $role ->
    [doctor] { $count ->
        [one] docteur
       *[other] docteurs
    }
    [cop] { $count ->
        [one] enquêteur
       *[other] enquêteurs
    }
    [vigilante] { $count ->
        [one] justicier
       *[other] justiciers
    }
    [goon] { $count ->
        [one] homme de main
       *[other] hommes de main
    }
    [godfather] { $count ->
        [one] parrain
       *[other] parrains
    }
    [roleblocker] { $count ->
        [one] bloqueur
       *[other] bloqueurs
    }
   *[town] villageois
 }
mafia-opening-title = La table
# $count : combien de joueurs ; $players : tous, dans l'ordre d'inscription (@pseudos).
mafia-opening-players = { $count } joueurs, dans l'ordre d'inscription : { $players }.
# $setup : mountainous, vanilla_plus, classic, ou list (une liste de rôles du maître du jeu) ;
# $roles : combien de chaque rôle sont en jeu (« 5 villageois et 2 hommes de main »).
mafia-opening-setup = Composition : { $setup ->
    [mountainous] **mountainous**
    [vanilla_plus] **vanilla plus**
    [classic] **classique**
   *[list] une liste de rôles choisie par le maître du jeu
 } ; en jeu : { $roles }.
# $mafia : combien de membres de la mafia.
mafia-opening-mafia = { $mafia ->
    [one] L'un de vous est la mafia ; tous les autres sont le village.
   *[other] { $mafia } d'entre vous sont la mafia ; tous les autres sont le village.
 }
mafia-opening-secret = Chacun trouve son rôle dans son bureau ; la mafia apprend aussi qui sont ses complices et partage une discussion de nuit.
mafia-opening-day = **Le jour** : on discute et on vote ici, dans ce sujet : `vote @pseudo`, `je retire mon vote` ou `vote pas d'élimination` ; un nouveau vote remplace le précédent, et je tiens le décompte des votes.
# $hammer : true ou false.
mafia-opening-hammer = { $hammer ->
    [true] Une majorité (plus de la moitié des vivants) sur un joueur, ou sur « pas d'élimination », met fin au jour aussitôt.
   *[false] Pas de majorité qui tranche : un jour dure toujours jusqu'à son échéance.
 }
# $duration : la durée d'un jour, en toutes lettres ; $tie : no_lynch ou random.
mafia-opening-deadline = À l'échéance ({ $duration } après le début du jour), le joueur qui a le plus de votes est éliminé ; { $tie ->
    [random] le plus de votes sur « pas d'élimination » n'élimine personne, et une égalité est tirée au sort entre les ex æquo.
   *[other] une égalité, ou le plus de votes sur « pas d'élimination », n'élimine personne.
 }
# $reveal : true ou false.
mafia-opening-reveal = { $reveal ->
    [true] Quand un joueur est éliminé ou tué, son rôle est révélé.
   *[false] Les rôles ne sont pas révélés à la mort des joueurs, seulement à la fin de la partie.
 }
# $duration : la durée maximale d'une nuit, en toutes lettres.
mafia-opening-night = **La nuit** ({ $duration } au plus) : qui a une action de nuit l'envoie dans son bureau, ou `rien` ; la nuit s'achève plus tôt dès que tout le monde a répondu. L'aube dit qui est mort, jamais qui a été sauvé.
# $chat : always ou night.
mafia-opening-chat = { $chat ->
    [night] La discussion de nuit de la mafia n'est ouverte que la nuit.
   *[other] La discussion de nuit de la mafia reste ouverte jour et nuit.
 }
# $own : true ou false.
mafia-opening-doctor-self = { $own ->
    [true] Le docteur peut se protéger lui-même.
   *[false] Le docteur ne peut pas se protéger lui-même.
 }
mafia-opening-end = **La fin** : le village gagne quand il ne reste plus aucun membre de la mafia ; la mafia gagne dès qu'elle est au moins aussi nombreuse que le village.
# $commitment : l'empreinte SHA-256 de la distribution.
mafia-opening-commitment = La distribution est scellée : `{ $commitment }` est l'empreinte SHA-256 de la liste des rôles et d'un sel secret, tous deux révélés à la fin, pour que chacun puisse vérifier qu'aucun rôle n'a changé.
# $start : day ou night.
mafia-opening-start = { $start ->
    [night] La partie commence par la nuit 0. Bonne chance !
   *[other] La partie commence par le jour 1. Bonne chance !
 }

## role : le rôle de chaque joueur, dans son bureau.

# $role : le nom du rôle.
mafia-role-title = Votre rôle : { $role }
# $role : le nom du rôle ; $alignment : town ou mafia.
mafia-role-you-are = Votre rôle est **{ $role }**, et vous jouez pour { $alignment ->
    [mafia] **la mafia**
   *[town] **le village**
 }.
# $alignment : town ou mafia.
mafia-role-goal = { $alignment ->
    [mafia] La mafia gagne dès qu'elle est au moins aussi nombreuse que le village : tuez la nuit, fondez-vous dans la masse le jour.
   *[town] Le village gagne quand il ne reste plus aucun membre de la mafia : trouvez-les, et éliminez-les par le vote.
 }
# $role : town, doctor, cop, vigilante, goon, godfather, roleblocker.
mafia-role-power = { $role ->
    [doctor] Chaque nuit, vous pouvez protéger un joueur contre la mort : `protéger @pseudo`. Jamais le même joueur deux nuits de suite.
    [cop] Chaque nuit, vous pouvez enquêter sur un joueur : `enquêter sur @pseudo`. À l'aube, vous apprenez s'il est de la mafia ou du village.
    [vigilante] Une fois dans la partie, la nuit, vous pouvez tirer sur un joueur : `tirer sur @pseudo`. Vous n'avez qu'une balle : choisissez bien.
    [godfather] Quand l'enquêteur enquête sur vous, il vous voit du village.
    [roleblocker] Chaque nuit, vous pouvez bloquer un joueur : `bloquer @pseudo`. Son action de nuit échoue ; on lui signale le blocage, jamais son auteur.
    [goon] Votre force est celle de la mafia : le meurtre de la nuit, et votre vote.
   *[town] Vous n'avez pas d'action de nuit : votre vote et votre voix sont vos armes.
 }
# $own : true ou false.
mafia-role-self = { $own ->
    [true] Vous pouvez vous protéger vous-même.
   *[false] Vous ne pouvez pas vous protéger vous-même.
 }
# Un complice. $name : son pseudo ; $role : le nom de son rôle.
mafia-partner = @{ $name } ({ $role })
# $count : combien de complices ; $partners : eux, en liste.
mafia-role-partners = { $count ->
    [one] Votre complice
   *[other] Vos complices
 } : { $partners }.
mafia-role-alone = Vous êtes le seul membre de la mafia.
mafia-role-kill = Chaque nuit, la mafia tue un joueur : n'importe lequel d'entre vous envoie `tuer @pseudo`, dans son bureau ou dans la discussion de nuit ; le dernier meurtre ordonné avant l'échéance compte. Vous ne pouvez pas tuer l'un des vôtres.
# $pass : le mot pour ne rien faire.
mafia-role-night = Envoyez vos actions de nuit ici, dans votre bureau, quand la nuit viendra ; `{ $pass }` si vous ne faites rien.
mafia-role-no-night = La nuit, rien à envoyer : attendez l'aube.
mafia-role-day = Le jour, votez dans le sujet de la partie : `vote @pseudo`, `je retire mon vote` ou `vote pas d'élimination`.
mafia-role-secret = Ce message n'est que pour vous : ce que vous dites de votre rôle aux autres ne regarde que vous.

## mafia_chat : la discussion de nuit de la mafia (une conversation de groupe).

# $name : un membre ; $role : le nom de son rôle ; $alive : true ou false ; $gender : le sien.
mafia-chat-member = @{ $name } ({ $role }{ $alive ->
    [true] {""}
   *[false] , { $gender ->
        [feminine] morte
        [masculine] mort
       *[other] hors jeu
    }
 })
# $reopened : true quand elle rouvre au crépuscule ; $night : la nuit qui commence, ou vide.
mafia-chat-title = { $reopened ->
    [true] Nuit { $night } : la discussion de nuit rouvre
   *[false] La discussion de nuit de la mafia
 }
# $count : combien de membres ; $members : eux, en liste.
mafia-chat-members = Vous êtes la mafia : { $members }.
mafia-chat-private = Personne d'autre ne lit cette conversation : organisez-vous ici.
mafia-chat-kill = Chaque nuit, un seul meurtre pour vous tous : `tuer @pseudo`, ici ou dans votre bureau ; le dernier meurtre ordonné par un membre vivant avant l'échéance compte. Vous ne pouvez pas tuer l'un des vôtres.
# $night : la nuit qui commence.
mafia-chat-tonight = La nuit { $night } a commencé : mettez-vous d'accord sur la victime.
# $chat : always ou night.
mafia-chat-hours = { $chat ->
    [night] Cette discussion n'est ouverte que la nuit : elle ferme à l'aube et rouvre au crépuscule.
   *[other] Cette discussion reste ouverte jour et nuit, jusqu'à la fin de la partie.
 }

## day_start : un jour commence (public).

mafia-day-title = Jour { $day }
# $count : combien de vivants ; $players : eux, en liste (@pseudos).
mafia-day-alive = Les vivants ({ $count }) : { $players }.
mafia-day-vote = Votez ici : `vote @pseudo`, `je retire mon vote` ou `vote pas d'élimination` ; un nouveau vote remplace le précédent.
# $hammer : true ou false ; $alive : combien de vivants ; $needed : les votes d'une majorité.
mafia-day-majority = { $hammer ->
    [true] Avec { $alive } vivants, { $needed } votes sur un joueur (ou sur « pas d'élimination ») mettent fin au jour aussitôt.
   *[false] Pas de majorité qui tranche : quels que soient les votes, le jour dure jusqu'à son échéance.
 }
# $duration : la durée du jour ; $tie : no_lynch ou random.
mafia-day-deadline = Le jour s'achève dans { $duration } : à cette échéance, le plus de votes élimine ; { $tie ->
    [random] une égalité est tirée au sort entre les ex æquo.
   *[other] une égalité n'élimine personne.
 }

## votecount : le décompte des votes du jour (public, un message modifié à chaque changement).

# $day : le jour ; $version : les changements de vote du jour ; $final : true s'il a clos le jour.
mafia-votecount-title = Décompte des votes { $day }.{ $version }{ $final ->
    [true] {" "}(final)
   *[false] {""}
 }
# $target : un pseudo ou « pas d'élimination » ; $count : ses votes ; $voters : qui, dans l'ordre.
mafia-votecount-line = **{ $target }** ({ $count } { $count ->
    [one] vote
   *[other] votes
 }) : { $voters }
mafia-votecount-no-votes = Aucun vote pour l'instant.
# Un vote pour n'éliminer personne, dans le décompte.
mafia-votecount-no-lynch = Pas d'élimination
# $count : combien de vivants n'ont pas voté ; $voters : eux.
mafia-votecount-not-voting = Sans vote ({ $count }) : { $voters }
# $hammer : true ou false ; $alive : combien de vivants ; $needed : les votes d'une majorité.
mafia-votecount-majority = { $hammer ->
    [true] Avec { $alive } vivants, { $needed } votes pour éliminer.
   *[false] Avec { $alive } vivants ; pas de majorité qui tranche : à l'échéance, le plus de votes élimine.
 }
mafia-votecount-hammer = La majorité est atteinte : le jour est terminé.

## elimination, no_elimination : la fin du jour (public).

# $day : le jour ; $name : le joueur éliminé ; $gender : le sien.
mafia-elimination-title = Jour { $day } : { $gender ->
    [feminine] { $name } est éliminée
    [masculine] { $name } est éliminé
   *[other] élimination { DE($name) }
 }
# $how : hammer, plurality ou random ; $votes : les votes contre lui ; $tied : les ex æquo.
mafia-elimination-how = { $how ->
    [hammer] La majorité est atteinte : { $votes } votes contre @{ $name }.
    [random] À l'échéance, égalité entre { $tied } : le hasard a désigné @{ $name }.
   *[plurality] À l'échéance, @{ $name } avait le plus de votes ({ $votes }).
 }
# Le rôle révélé. $name : le joueur ; $role : le nom de son rôle ; $side : son camp.
mafia-flip = @{ $name } était { $role } ({ $side }).
mafia-flip-hidden = Le rôle de @{ $name } n'est pas révélé.
mafia-no-elimination-title = Jour { $day } : personne n'est éliminé
# $why : hammer (une majorité sur « pas d'élimination »), no_lynch (le plus de votes), drawn
# (une égalité tirée au sort sur « pas d'élimination »), tie, no_votes ; $tied : les ex æquo.
mafia-no-elimination-why = { $why ->
    [hammer] Une majorité a voté « pas d'élimination » : le jour s'arrête aussitôt.
    [no_lynch] À l'échéance, « pas d'élimination » avait le plus de votes.
    [drawn] À l'échéance, égalité entre { $tied } : le hasard a désigné « pas d'élimination ».
    [tie] À l'échéance, égalité entre { $tied } : personne n'est éliminé.
   *[no_votes] Personne n'a voté avant l'échéance.
 }

## night_start : une nuit commence (public).

mafia-night-title = Nuit { $night }
# $count : combien de vivants ; $players : eux, en liste.
mafia-night-falls = La nuit tombe sur les { $count } vivants : { $players }.
# $duration : la durée maximale de la nuit.
mafia-night-quiet = Qui a une action de nuit répond dans son bureau, { $duration } au plus ; les votes attendront le jour. L'aube dira qui est mort.

## night_actions : ce qu'un joueur peut envoyer cette nuit (son bureau).

mafia-night-actions-title = Nuit { $night } : à vous
# $action : kill, protect, check, shoot, block ; $example : comment l'écrire ; $targets : qui viser.
mafia-night-action = { $action ->
    [kill] **Le meurtre de la mafia** : `{ $example }`
    [protect] **Protéger** un joueur contre la mort : `{ $example }`
    [check] **Enquêter** sur un joueur : `{ $example }`
    [shoot] **Tirer** sur un joueur (une fois dans la partie) : `{ $example }`
   *[block] **Bloquer** l'action de nuit d'un joueur : `{ $example }`
 } ; vous pouvez viser { $targets }.
# $count : combien de complices vivants ; $partners : eux.
mafia-night-actions-partners = { $count ->
    [one] Votre complice en vie
   *[other] Vos complices en vie
 } : { $partners }. N'importe lequel d'entre vous peut ordonner le meurtre ; le dernier ordre compte.
mafia-night-actions-alone = Vous êtes le dernier membre de la mafia : le meurtre ne dépend que de vous.
# $name : qui le docteur a protégé la nuit dernière.
mafia-night-actions-last = La nuit dernière, vous avez protégé @{ $name } : pas deux nuits de suite.
mafia-night-actions-several = Envoyez chaque action dans un message à part : une nouvelle remplace seulement la même action.
# $pass : le mot pour ne rien faire.
mafia-night-actions-pass = Rien cette nuit ? Envoyez `{ $pass }`. Jusqu'à l'échéance, votre dernier mot compte, mais la nuit s'achève dès que tout le monde a répondu : n'attendez pas.

## cop_result, blocked : ce qu'un joueur apprend seul à l'aube (son bureau).

mafia-cop-result-title = Nuit { $night } : votre enquête
# $name : le joueur visé ; $result : mafia ou town ; $gender : le sien.
mafia-cop-result = { $result ->
    [mafia] @{ $name } est **de la mafia**.
   *[town] @{ $name } est **du village**.
 }
mafia-blocked-title = Nuit { $night } : action bloquée
# $gender : celui du lecteur.
mafia-blocked = { $gender ->
    [feminine] Vous avez été bloquée cette nuit : ce que vous avez envoyé n'a eu aucun effet.
    [masculine] Vous avez été bloqué cette nuit : ce que vous avez envoyé n'a eu aucun effet.
   *[other] Quelqu'un a bloqué votre action cette nuit : ce que vous avez envoyé n'a eu aucun effet.
 }

## dawn : une nuit s'achève (public). Ne dit jamais qui a été sauvé.

mafia-dawn-title = L'aube après la nuit { $night }
# $name : le mort ; $gender : le sien.
mafia-dawn-death = { $gender ->
    [feminine] @{ $name } a été retrouvée morte ce matin.
    [masculine] @{ $name } a été retrouvé mort ce matin.
   *[other] Ce matin, on a retrouvé le corps de @{ $name }.
 }
# $role : le nom de son rôle ; $side : son camp.
mafia-dawn-role = Rôle : **{ $role }** ({ $side }).
# $gender : le sien.
mafia-dawn-hidden = Son rôle n'est pas révélé.
mafia-dawn-nobody = Personne n'est mort cette nuit.

## game_end : la fin de la partie (public) : tout est révélé.

# $winner : town ou mafia.
mafia-end-title = { $winner ->
    [mafia] La mafia gagne !
   *[town] Le village gagne !
 }
mafia-end-why = { $winner ->
    [mafia] La mafia est désormais au moins aussi nombreuse que le village.
   *[town] Il ne reste plus aucun membre de la mafia.
 }
mafia-end-roles = Les rôles
# $name : un joueur ; $role : le nom de son rôle ; $side : son camp ; $alive : true ou false ; $gender : le sien.
mafia-end-role = @{ $name } : **{ $role }** ({ $side }), { $alive ->
    [true] en vie
   *[false] { $gender ->
        [feminine] morte
        [masculine] mort
       *[other] hors jeu
    }
 }
mafia-end-story = Jour après jour, nuit après nuit
mafia-end-day = Jour { $day }
# $how : hammer, plurality, random, no_lynch, tie, no_votes ; $name : l'éliminé ; $gender : le sien.
mafia-end-day-result = { $how ->
    [hammer] élimination de @{ $name } à la majorité.
    [plurality] élimination de @{ $name } au plus grand nombre de votes.
    [random] élimination de @{ $name }, tirée au sort entre les ex æquo.
    [no_lynch] pas d'élimination.
    [tie] égalité, personne d'éliminé.
   *[no_votes] aucun vote, personne d'éliminé.
 }
mafia-end-night = Nuit { $night }
# $count : combien sont morts ; $names : eux.
mafia-end-deaths = { $count ->
    [one] mort de { $names }.
   *[other] morts de { $names }.
 }
mafia-end-no-death = personne n'est mort.
# Une action de nuit. $actor : qui ; $role : le nom de son rôle ; $action : kill, protect,
# check, shoot, block ; $target : qui ; $blocked : true si l'auteur a été bloqué.
mafia-end-action = @{ $actor } ({ $role }) : { $action ->
    [kill] meurtre de @{ $target }
    [protect] protection de @{ $target }
    [check] enquête sur @{ $target }
    [shoot] tir sur @{ $target }
   *[block] blocage de @{ $target }
 }{ $blocked ->
    [true] {" "}(action bloquée)
   *[false] {""}
 }
mafia-end-no-action = aucune action.
mafia-end-deal = La distribution
mafia-end-deal-intro = La liste des rôles et le sel, gardés secrets jusqu'ici : l'empreinte SHA-256 de la liste des rôles suivie du sel est celle publiée au début. Chacun peut la vérifier :
mafia-end-role-list = Liste des rôles :
mafia-end-salt = Sel :
mafia-end-commitment = Empreinte :
mafia-end-thanks = Merci à toutes et à tous d'avoir joué !

## order : un ordre sous sa forme canonique (l'écho du pont, le brouillon du maître du jeu).

# $kind : vote, no_lynch, unvote, kill, protect, check, shoot, block, pass ; $name : la cible.
mafia-order = { $kind ->
    [vote] vote @{ $name }
    [no_lynch] vote pas d'élimination
    [unvote] retrait du vote
    [kill] tuer @{ $name }
    [protect] protéger @{ $name }
    [check] enquêter sur @{ $name }
    [shoot] tirer sur @{ $name }
    [block] bloquer @{ $name }
   *[pass] rien cette nuit
 }
# Entre deux actions d'un même ordre de nuit : « bloquer @a et tuer @b ».
mafia-order-and = {" "}et{" "}

## rejection : pourquoi un vote ou une action de nuit est refusé (après « Ordre refusé pour … : »).

mafia-rejection-not-an-order = je n'y lis ni vote ni action de nuit.
# $target : le nom tel qu'écrit ; $players : les joueurs, en liste.
mafia-rejection-unknown-player = il n'y a pas de joueur « { $target } ». Les joueurs : { $players }.
mafia-rejection-not-playing = vous ne jouez pas dans cette partie : vous pouvez la suivre, pas voter ni agir.
# $gender : celui du lecteur.
mafia-rejection-dead = { $gender ->
    [feminine] vous êtes morte : vous pouvez encore lire, mais plus voter ni agir.
    [masculine] vous êtes mort : vous pouvez encore lire, mais plus voter ni agir.
   *[other] vous n'êtes plus en jeu : vous pouvez encore lire, mais plus voter ni agir.
 }
# $target : un joueur mort ; $gender : le sien ; $alive : les vivants, en liste.
mafia-rejection-target-dead = { $gender ->
    [feminine] @{ $target } est morte.
    [masculine] @{ $target } est mort.
   *[other] @{ $target } n'est plus en jeu.
 } Les vivants : { $alive }.
# $target : le nom (ou « pas d'élimination ») ; $no_lynch : true pour « pas d'élimination ».
mafia-rejection-same-vote = { $no_lynch ->
    [true] vous votez déjà « pas d'élimination » : rien ne change.
   *[false] vous votez déjà contre { $target } : rien ne change.
 }
mafia-rejection-not-voting = vous n'avez pas de vote à retirer.
# $action : kill, protect, check, shoot, block ; $role : le nom du rôle de l'auteur.
mafia-rejection-not-your-action = en tant que { $role }, vous ne pouvez pas { $action ->
    [kill] tuer
    [protect] protéger qui que ce soit
    [check] enquêter
    [shoot] tirer
   *[block] bloquer
 }.
# $target : un membre de la mafia ; $yourself : true si c'est l'auteur.
mafia-rejection-partner = { $yourself ->
    [true] la mafia ne peut pas tuer l'un des siens, vous compris.
   *[false] @{ $target } est de la mafia : la mafia ne peut pas tuer l'un des siens.
 }
# $action : check, shoot, block, protect.
mafia-rejection-self = vous ne pouvez pas { $action ->
    [check] enquêter sur vous-même
    [shoot] tirer sur vous-même
    [block] vous bloquer vous-même
   *[protect] vous protéger vous-même
 }.
# $target : qui le docteur a protégé la nuit dernière.
mafia-rejection-twice = vous avez protégé @{ $target } la nuit dernière : jamais le même joueur deux nuits de suite.
mafia-rejection-shot-spent = vous avez déjà tiré votre unique balle.
# $phase : day (une action de nuit le jour), night (un vote la nuit), over.
mafia-rejection-wrong-phase = { $phase ->
    [night] c'est la nuit : les votes attendront le jour.
    [over] la partie est terminée.
   *[day] c'est le jour : les actions de nuit attendront la nuit.
 }
mafia-rejection-not-awaited = on n'attend rien de vous pour l'instant.
mafia-rejection-other = je ne peux pas prendre cela en compte maintenant.

## setup_refused : pourquoi les réglages ou les joueurs sont refusés (pour le maître du jeu).

mafia-refused-too-few = la Mafia se joue à { $min } joueurs au moins, et { $players } se sont inscrits.
mafia-refused-too-many = la Mafia se joue à { $max } joueurs au plus, et { $players } se sont inscrits.
mafia-refused-role-count = la liste compte { $roles } rôles pour { $players } joueurs : il faut exactement un rôle par joueur.
# $setup : ce qui a été donné ; $setups : les compositions nommées.
mafia-refused-unknown-setup = « { $setup } » n'est pas une composition : donnez l'une de { $setups }, ou une liste de rôles comme `goon, goon, doctor, cop, town, town, town`.
# $role : ce qui a été donné ; $roles : les rôles.
mafia-refused-unknown-role = « { $role } » n'est pas un rôle. Les rôles : { $roles }.
# $setting : son nom ; $value : ce qui a été donné ; $allowed : ce qu'il accepte.
mafia-refused-bad-setting = `{ $setting }` ne peut pas valoir « { $value } » : il accepte { $allowed }.
mafia-refused-no-mafia = la liste de rôles n'a aucun membre de la mafia (goon, godfather ou roleblocker).
mafia-refused-mafia-majority = { $mafia } mafieux contre { $town } villageois : la mafia gagnerait d'emblée. Le village doit être plus nombreux au départ.
# $player : le joueur épinglé ; $role : le rôle épinglé.
mafia-refused-bad-pin = impossible de donner « { $role } » à @{ $player } : ce n'est pas un joueur, ou la composition n'a plus de rôle de ce genre.

## settings : les réglages de la partie en clair (son sujet).

# $setup : mountainous, vanilla_plus, classic ou list ; $roles : la liste de rôles telle que donnée.
mafia-settings-setup = composition : { $setup ->
    [mountainous] mountainous (un homme de main pour quatre joueurs, tous les autres simples villageois)
    [vanilla_plus] vanilla plus (un homme de main pour quatre joueurs, tous les autres villageois, dont un docteur et un enquêteur dès 7 joueurs)
    [classic] classique (comme vanilla plus, avec en plus un parrain dans la mafia dès 9 joueurs)
   *[list] la liste de rôles du maître du jeu : { $roles }
 } ;
mafia-settings-start = la partie commence par { $start ->
    [night] la nuit 0
   *[other] le jour 1
 } ;
# $duration : la durée d'un jour ; $hammer : true ou false ; $tie : no_lynch ou random.
mafia-settings-day = durée d'un jour : { $duration } ; { $hammer ->
    [true] une majorité met fin au jour aussitôt
   *[false] pas de majorité qui tranche
 } ; à l'échéance, une égalité { $tie ->
    [random] est tirée au sort
   *[other] n'élimine personne
 } ;
# $duration : la durée d'une nuit ; $chat : always ou night.
mafia-settings-night = durée d'une nuit : { $duration } au plus ; la discussion de nuit de la mafia ouverte { $chat ->
    [night] la nuit seulement
   *[other] jour et nuit
 } ;
mafia-settings-reveal = rôles révélés à la mort : { $reveal ->
    [true] oui
   *[false] non, seulement à la fin
 } ;
mafia-settings-doctor-self = le docteur peut se protéger lui-même : { $own ->
    [true] oui
   *[false] non
 } ;
# $count : les messages attendus de chaque vivant par jour.
mafia-settings-min-posts = au moins { $count ->
    [one] { $count } message
   *[other] { $count } messages
 } par jour attendus de chaque joueur vivant.

## Descriptions des réglages (l'aide du maître du jeu).

mafia-setting-setup = Les rôles : une composition nommée (`mountainous` : un homme de main pour quatre joueurs, arrondi au plus proche, tous les autres simples villageois ; `vanilla_plus` : ajoute un docteur et un enquêteur dès 7 joueurs ; `classic` : vanilla plus avec un parrain dès 9 joueurs), ou une liste de rôles, un par joueur (`goon, goon, doctor, cop, town, town, town` ; rôles : town, doctor, cop, vigilante, goon, godfather, roleblocker).
mafia-setting-start = Si la partie commence par un jour (`day` : le jour 1) ou par une nuit (`night` : la nuit 0, puis le jour 1).
mafia-setting-hammer = Avec `on`, une majorité (plus de la moitié des vivants) sur un joueur ou sur « pas d'élimination » met fin au jour aussitôt ; avec `off`, chaque jour dure jusqu'à son échéance.
mafia-setting-tie = À l'échéance d'un jour, une égalité en tête des votes : `no_lynch` n'élimine personne ; `random` tire au sort l'un des ex æquo.
mafia-setting-reveal = Avec `on`, le rôle d'un joueur est annoncé quand il est éliminé ou tué ; avec `off`, les rôles ne sont révélés qu'à la fin.
mafia-setting-day-hours = La durée d'un jour, en heures (1 à 336) ; une majorité peut l'abréger.
mafia-setting-night-hours = La durée maximale d'une nuit, en heures (1 à 336) ; elle s'achève plus tôt dès que tous ceux qui ont une action de nuit ont répondu.
mafia-setting-doctor-self = Avec `on`, le docteur peut se protéger lui-même ; avec `off`, seulement les autres.
mafia-setting-mafia-chat = La discussion de nuit de la mafia : ouverte toujours (`always`), ou la nuit seulement (`night` : fermée à l'aube, rouverte au crépuscule).
mafia-setting-min-posts = Le nombre de messages que chaque joueur vivant devrait écrire chaque jour dans le sujet de la partie ; ceux qui sont en dessous sont signalés au maître du jeu à l'échéance du jour (0 : pas de liste).

## step_name, of_step, this_step, for_step, phases, no_answer : les phrases du pont sur
## l'étape en cours, dans les mots de la Mafia. $phase : day, night ou current ; $n : son numéro.

mafia-step-name = { $phase ->
    [day] le jour { $n }
    [night] la nuit { $n }
   *[current] le jour ou la nuit en cours
 }
mafia-of-step = { $phase ->
    [day] du jour { $n }
    [night] de la nuit { $n }
   *[current] du jour ou de la nuit en cours
 }
mafia-this-step = { $phase ->
    [day] de ce jour
    [night] de cette nuit
   *[current] de ce jour ou de cette nuit
 }
mafia-for-step = { $phase ->
    [day] pour ce jour
    [night] pour cette nuit
   *[current] pour ce jour ou cette nuit
 }
# $form : of_a, each, the, of_the, ending ; autre chose : l'étape ouverte.
mafia-phases = { $form ->
    [of_a] d'un jour ou d'une nuit
    [each] chaque jour et chaque nuit
    [the] les jours et les nuits
    [of_the] des jours et des nuits
    [ending] la fin de la partie
   *[current] le jour ou la nuit en cours
 }
# Ce qui arrive à un joueur silencieux ; suit « Sans ordre, ».
mafia-no-answer = { $phase ->
    [day] votre vote reste tel quel (ou vous n'en avez pas) ; le jour s'achève à son échéance quoi qu'il arrive.
    [night] vous ne faites rien cette nuit (pour la mafia : le dernier meurtre ordonné par l'un de vous compte toujours).
   *[current] rien ne se passe de votre côté.
 }
# La même chose dite des joueurs silencieux au maître du jeu (brouillon, `passer`), après
# « Sans ordre : @ana : » ; $count : combien ils sont.
mafia-no-answer-gm = { $phase ->
    [day] le vote reste tel quel (ou il n'y en a pas) ; le jour s'achève à son échéance quoi qu'il arrive.
    [night] { $count ->
        [1] rien de sa part cette nuit
       *[other] rien de leur part cette nuit
    } (pour la mafia : le dernier meurtre ordonné par l'un des mafieux compte toujours).
   *[current] { $count ->
        [1] rien ne se passe de son côté.
       *[other] rien ne se passe de leur côté.
    }
 }
# Comment se joue une partie de Mafia, avant les inscriptions (après la ligne d'inscription du pont).
mafia-how-to-join = Quand la partie commence, chaque joueur reçoit son rôle dans un message privé, son **bureau**. Le jour, tout le monde vote publiquement, ici dans ce sujet ; la nuit, qui a une action de nuit l'envoie dans son bureau.
# Une valeur dans l'état et les brouillons du maître du jeu. $value : day, night, town, mafia.
mafia-gm-value = { $value ->
    [day] jour
    [night] nuit
    [mafia] la mafia
   *[town] le village
 }
# Un tirage, dans le brouillon du maître du jeu. $why : deal, deal_salt, tie.
mafia-die = { $why ->
    [deal] la distribution des rôles
    [deal_salt] le sel secret de la distribution
   *[tie] l'égalité à l'échéance du jour
 }

## status.html : la page d'état.

# $phase : day ou night ; $number : son numéro.
mafia-status-phase = { $phase ->
    [night] Nuit { $number }
   *[day] Jour { $number }
 }
# $winner : town ou mafia.
mafia-status-winner = { $winner ->
    [mafia] La mafia a gagné.
   *[town] Le village a gagné.
 }
mafia-status-votes = Les votes
# Une ligne du décompte, en texte brut. $target : un pseudo ou « Pas d'élimination » ; $count : ses votes ; $voters : qui.
mafia-status-vote-line = { $target } ({ $count } { $count ->
    [one] vote
   *[other] votes
 }) : { $voters }
# $count : combien.
mafia-status-living = Les vivants ({ $count })
mafia-status-dead = Les morts ({ $count })
# Quand un joueur est mort. $phase : day ou night ; $number : lequel.
mafia-status-when = { $phase ->
    [night] nuit { $number }
   *[day] jour { $number }
 }

## night_review, day_review: to the GM with a draft.
mafia-review-night = Nuit { $night }, pour le meneur : chaque action retenue à la clôture.
mafia-review-day = Jour { $day }, pour le meneur : les votes tels qu'ils étaient à la clôture.
# $names: who died, or who a protection saved.
mafia-review-deaths = Morts : { $names }.
mafia-review-nobody-died = Personne n'est mort.
mafia-review-saved = Sauvetage par une protection (l'aube ne le dit jamais) : { $names }.

## modkill: the GM removed a living player (public).
# $name: who; $gender: theirs.
mafia-modkill = Le meneur a retiré @{ $name } de la partie (modkill) : ses votes et ses actions de nuit ne comptent plus.
