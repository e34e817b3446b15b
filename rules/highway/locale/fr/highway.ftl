## Les Romantiques de la grand-route (rules/highway) : les mots partagés
## (templates/macros.md.j2), en français. Les coups s'écrivent en anglais ou en russe
## (rules/highway/orders.py) : les exemples entre `accents graves` sont en anglais.

# Les lettres des colonnes, A à J.
highway-columns = ABCDEFGHIJ
highway-decimal-separator = ,

## Noms comptés ($count : le nombre ; le gabarit l'écrit devant le nom).

highway-bags = { $count ->
    [one] sac d'or
   *[other] sacs d'or
 }
highway-safes = { $count ->
    [one] coffre
   *[other] coffres
 }
highway-minutes = { $count ->
    [one] minute
   *[other] minutes
 }
highway-minutes-acc = { highway-minutes }
highway-cards = { $count ->
    [one] carte
   *[other] cartes
 }
highway-coins = { $count ->
    [one] pièce d'or
   *[other] pièces d'or
 }
highway-dice = { $count ->
    [one] dé
   *[other] dés
 }
highway-numbers = { $count ->
    [one] nombre
   *[other] nombres
 }
highway-cells = { $count ->
    [one] case
   *[other] cases
 }
highway-votes = { $count ->
    [one] voix
   *[other] voix
 }
# $shown : le nombre tel qu'il s'écrit.
highway-times = { $count ->
    [1] une fois
   *[other] { $shown } fois
 }

## Listes.

# $items : tous les éléments sauf le dernier, joints par ", " ; $last : le dernier.
highway-list = { $items } et { $last }
highway-any-of = { $items } ou { $last }
highway-nobody = personne
highway-hand-empty = aucun
highway-positions-none = aucun
highway-type-list-none = aucune

## Armes et cartes. Termes : une arme est un nom, avec son genre.

-highway-sabre = sabre
    .gender = masculine
-highway-musket = mousquet
    .gender = masculine
-highway-pistols = pistolets
    .gender = masculine
-highway-elixir = élixir
    .gender = masculine

# $colour : red (sabre), green (mousquet ou pistolets), blue (élixir).
highway-weapon-type = { $colour ->
    [red] { -highway-sabre }
    [green] { -highway-musket }
    [blue] { -highway-elixir }
   *[other] { $colour }
 }
highway-weapon-type-acc = { highway-weapon-type }
highway-with-type = { $colour ->
    [red] au { -highway-sabre }
    [green] au { -highway-musket } ou aux { -highway-pistols }
    [blue] à l'{ -highway-elixir }
   *[other] { $colour }
 }
# Après un nombre : « 2 sabres ».
highway-of-type = { $colour ->
    [red] { $count ->
        [one] sabre
       *[other] sabres
    }
    [green] { $count ->
        [one] mousquet
       *[other] mousquets
    }
   *[other] { $count ->
        [one] élixir
       *[other] élixirs
    }
 }
# $weapon : sabre, musket, pistols ou elixir.
highway-weapon = { $weapon ->
    [sabre] { -highway-sabre }
    [musket] { -highway-musket }
    [pistols] { -highway-pistols }
    [elixir] { -highway-elixir }
   *[other] { $weapon }
 }
# L'arme d'une carte avec sa préposition : « au sabre », « aux pistolets ».
highway-weapon-with = { $weapon ->
    [sabre] au { -highway-sabre }
    [musket] au { -highway-musket }
    [pistols] aux { -highway-pistols }
    [elixir] à l'{ -highway-elixir }
   *[other] { $weapon }
 }
# $kind : safe, guard ou thief ; $gender : feminine ou masculine.
highway-person = { $kind ->
    [safe] coffre
    [guard] { $gender ->
        [feminine] gardienne
        [masculine] gardien
       *[other] gardien
    }
   *[other] { $gender ->
        [feminine] voleuse
        [masculine] voleur
       *[other] voleur
    }
 }
# $person : highway-person ; $weapon : highway-weapon-with ("" pour un coffre).
highway-card = { $kind ->
    [safe] un coffre
   *[other] { $gender ->
        [feminine] une
        [masculine] un
       *[other] un
    } { $person } { $weapon }
 }
# Après « contre » : « le gardien au sabre ».
highway-card-ins = { highway-the-card }
# Complément de « pose ».
highway-card-acc = { highway-card }
# La garde à vaincre, dans la phrase du combat.
highway-the-card = { $kind ->
    [safe] le coffre
   *[other] { $gender ->
        [feminine] la
        [masculine] le
       *[other] le
    } { $person } { $weapon }
 }
# $weapon : highway-weapon.
highway-card-short = { $kind ->
    [safe] coffre
   *[other] { $person }, { $weapon }
 }
highway-legend = 1–2 gardien, sabre · 3–4 gardien, mousquet · 5–6 gardien, élixir · 7–8 gardienne, sabre · 9–10 gardienne, pistolets · 11–12 gardienne, élixir · 13–30 coffre · 31–45 voleuse, sabre · 46–60 voleuse, pistolets · 61–75 voleuse, élixir · 76–90 voleur, sabre · 91–105 voleur, mousquet · 106–120 voleur, élixir

## Bandes et partages.

highway-gang-member = { $player } : { $hand }
highway-gang-separator = {" ; "}
# $count : les coffres ; $safes : les mêmes en mots.
highway-split-share = { $count ->
    [0] { $player } rien
   *[other] { $player } { $safes }
 }
highway-dice-rule = 1 vaut 2 sacs, 2 vaut 3 sacs, 3 vaut 5 sacs
# $last : la lettre de la dernière colonne.
highway-field-size = { $columns } × { $rows } cases (colonnes A à { $last }, rangées 1 à { $rows })

## Les commandes, comme les joueurs les écrivent (en anglais : rules/highway/orders.py).

highway-command-rob = rob
highway-command-split = split
highway-command-me = me
# $colour : le type d'arme posé.
highway-command-lay = lay { $colour ->
    [red] sabre
    [green] musket
    [blue] elixir
   *[other] { $colour }
 }
# Les voleurs d'un type d'un même joueur dans une proposition.
highway-command-thieves = { $count ->
    [1] { $colour ->
        [red] sabre
        [green] musket
        [blue] elixir
       *[other] { $colour }
    }
   *[other] two { $colour ->
        [red] sabre
        [green] musket
        [blue] elixir
       *[other] { $colour }
    }s
 }
# Les voleurs de celui qui propose (le possessif est dit une fois, dans highway-rob-mine).
highway-command-my-thieves = { highway-command-thieves }
highway-command-separator = {" and "}
highway-command-list = { $items } and { $last }
# $thieves : highway-command-thieves, en liste.
highway-rob-mine = my { $thieves }
highway-rob-theirs = @{ $player }'s { $thieves }
highway-rob-example = rob: my sabre and elixir, @{ $first }'s two muskets, @{ $second }'s elixir and sabre; split: me 3, { $first } 2, { $second } 1
# $spaced : les numéros des dés séparés par des espaces ; $listed : en liste.
highway-assign-example-part = { $spaced } to { $player }
highway-assign-example = dice { $parts }
highway-assign-example-rest = dice { $parts }, rest to me
highway-assign-example-rest-only = dice: rest to me
highway-assign-example-default = dice 1 2 to ivan, 3 to olga, rest to me

## Ce qu'on peut écrire à chaque étape ($trigger : le mot de discobot).

highway-expected-cell = En ce moment, celui dont c'est le tour nomme une case dans le sujet de la partie (`{ $cell }`), propose un pillage (`rob: …; split: …`) ou passe (`pass`).
highway-expected-thief = En ce moment, celui qui vient de tirer un voleur peut proposer un pillage (`rob: …; split: …`) ou passer (`pass`).
highway-expected-fight = En ce moment, un combat contre un gardien est en cours : celui qu'on attend écrit `lay sabre` (`lay musket`, `lay elixir`) ou `pass`.
highway-expected-vote = En ce moment, tous sauf le chef de bande répondent au partage : `agree` ou un partage à eux (`{ $example }`).
highway-expected-revise = En ce moment, le chef de bande peut changer une fois le partage (`split: …`), accepter la contre-proposition (`agree`) ou renoncer au pillage (`pass`).
highway-expected-vote2 = En ce moment, les membres de la bande répondent au nouveau partage : `agree` ou `disagree`.
highway-expected-roll = En ce moment, le chef de bande lance les dés dans son bureau : `@discobot { $trigger } { $treasury }d3`, un dé par coffre du trésor.
highway-expected-assign-yours = Distribuez les dés ici, selon le partage : `{ $example }`.
highway-expected-assign = En ce moment, le chef de bande distribue les dés dans son bureau : `{ $example }`.
highway-expected-last = Toutes les cases sont nommées : celui dont c'est le tour peut tenter un dernier pillage (`rob: …; split: …`) ou passer (`pass`).
highway-expected-host-roll = En ce moment, le meneur lance les dés de ses coffres (`@discobot { $trigger } { $count }d3`) dans son bureau.
highway-expected-field = En ce moment, le meneur remplit le plateau par des jets `@discobot { $trigger } 20d120` dans son bureau.
highway-expected-over = La partie est terminée : plus aucun coup.

# Ce que la table attend, en bref (pour les refus).
highway-awaited = { $stage ->
    [cell] de nommer une case ou de proposer un pillage
    [thief] de proposer un pillage ou de passer
    [fight] de poser un voleur sur le gardien ou de passer
    [vote] de répondre au partage
    [vote2] de répondre au partage
    [revise] de changer le partage, d'accepter la contre-proposition ou de renoncer
    [roll] de lancer les dés
    [assign] de distribuer les dés
    [last] de tenter un dernier pillage
    [host_roll] de lancer les dés des coffres du meneur
    [field] de remplir le plateau
   *[other] de jouer
 }

## Les événements de la table, un par ligne ($player, $leader : un joueur en gras).

# $then : full (le trésor est plein), last (la dernière case), safe (une autre case suit),
# thief ou guard.
highway-event-card = { $player } nomme **{ $cell }** : { $card }{ $then ->
    [full] .
    [last] , qui va au trésor.
    [safe] , qui va au trésor, et { $player } rejoue.
    [thief] , qui rejoint sa main.
   *[other] {" "}!
 }
highway-event-treasury-full = Le trésor est plein (20 coffres) : la garde sauve { $safes } pour le meneur.
# $type : highway-with-type ; $cells : les deux défaussés.
highway-event-three-alike = Troisième voleur { $type } pour { $player } : les deux précédents ({ $cells }) partent à la défausse, le nouveau reste en main.
# $gender : le genre du gardien de la carte (feminine ou masculine).
highway-event-guard-discarded = Le trésor ne contient aucun coffre, rien à garder : { $gender ->
    [feminine] la gardienne part
    [masculine] le gardien part
   *[other] le gardien part
 } à la défausse.
# $guard : highway-the-card ; $type : highway-with-type.
highway-event-fight = Un combat s'engage, un coffre du trésor en jeu ! Pour vaincre { $guard }, il faut poser sur la carte deux voleurs aux armes différentes, et aucun { $type }. { $player } pose le premier, puis on fait le tour de la table.
highway-event-passed-over = { $player } n'a aucun voleur qui convienne : on passe au suivant.
# $gender : le genre du gardien.
highway-event-laid = { $player } pose { $card } sur { $gender ->
    [feminine] la gardienne
    [masculine] le gardien
   *[other] le gardien
 }
highway-event-laid-only = le seul qui convienne
highway-event-laid-silent = pas de réponse à temps : le premier qui convient est posé
highway-event-fight-pass = { $player } passe
highway-no-answer-in-time = pas de réponse à temps
highway-event-guard-beaten = { $gender ->
    [feminine] La gardienne est vaincue
    [masculine] Le gardien est vaincu
   *[other] Le gardien est vaincu
 } : sa carte et les deux voleurs partent à la défausse.
# $laid : yes quand un voleur a été posé.
highway-event-guard-saved = { $gender ->
    [feminine] La gardienne tient bon
    [masculine] Le gardien tient bon
   *[other] Le gardien tient bon
 } et emporte un coffre du trésor, compté pour le meneur ; sa carte{ $laid ->
    [yes] {" "}et le voleur posé partent
   *[no] {" "}part
 } à la défausse.
highway-event-turn = Le tour passe à { $player }.
highway-event-proposed = { $leader } propose de piller le trésor ! La bande : { $gang }. Le partage : { $split }.
highway-event-countered = { $player } n'est pas d'accord et propose un autre partage : { $split }.
highway-event-countered-silent = { $player } n'a pas répondu, et dans cette partie le silence ne vaut pas accord : le partage n'est pas accepté.
highway-event-revised = Le chef de bande, { $leader }, change le partage : { $split }.
highway-event-agreed = Le partage est accepté : { $split }. Le pillage a lieu !
# $count : les dés à lancer.
highway-event-agreed-roll = Le chef de bande, { $leader }, lance maintenant les dés dans son bureau (`@discobot { $trigger } { $count }d3`) ; sans jet à temps, le bot les lance.
highway-event-rolled = Les dés sont lancés ({ $dice }, un par coffre) : le chef de bande, { $leader }, les distribue en privé.
highway-event-bot-rolls = Pas de jet du chef de bande, { $leader }, à temps : le robot lance les dés.
highway-event-assigned-by-default = Le chef de bande, { $leader }, n'a pas distribué les dés à temps : ils vont dans l'ordre, selon le partage.
# $shares : highway-event-robbed-gets, joints par ", ".
highway-event-robbed = Le trésor est pillé ! { $shares }. Les voleurs de la bande partent à la défausse. Ce que contiennent les coffres reste secret jusqu'à la fin.
highway-event-robbed-gets = { $player } reçoit { $safes }
highway-event-robbed-nobody = Personne ne reçoit de coffre
highway-event-robbery-off = Le pillage proposé par { $leader } n'aura pas lieu.
highway-event-refused = Le nouveau partage n'est pas accepté. Pas d'accord : { $players }.
# $stage : l'étape où l'on passe (last, thief ou une autre).
highway-event-pass = { $stage ->
    [last] { $player } ne tente pas de dernier pillage
    [thief] { $player } ne pille pas
   *[other] { $player } passe son tour
 }
highway-event-last-cell = C'était la dernière case : tout le plateau est découvert.
highway-event-last-cell-treasury = Le trésor contient encore { $safes } : chacun à son tour peut tenter une dernière fois de le piller.
highway-event-cannot-rob = { $player } ne peut pas former de bande : sa dernière tentative est sautée.
highway-event-treasury-to-host = Personne n'a pillé le trésor : ses { $safes } vont au meneur.
highway-event-count = Le compte : { $bags } en tout.
highway-event-no-second-revision = Le chef de bande, { $leader }, a déjà changé un partage pendant ce tour, et un partage ne se change qu'une fois par tour : pas de second changement.
highway-event-host-roll = Le trésor est fermé, et le meneur détient { $safes } : il lance pour eux { $dice } avec discobot dans son bureau (sans jet à temps, le bot les lance). Puis vient le compte.
highway-event-host-bot-rolls = Le jet du meneur avec discobot n'est pas venu à temps : le bot a lancé lui-même { $dice } pour les coffres du meneur, avec son générateur à graine.
# $read : les dés lus (en mots) ; $rolled : leur nombre.
highway-event-host-bot-rolls-read = Le jet du meneur avec discobot n'est pas venu à temps ({ $read } lus) : le bot a lancé lui-même { $dice } pour les coffres du meneur, avec son générateur à graine.
highway-event-field-drawn = Aucun jet de discobot n'a rempli le plateau à temps : le bot a tiré lui-même les { $drawn } restants, avec son générateur à graine (vérifiable grâce à la graine révélée à la fin).
highway-event-field-drawn-read = Aucun jet de discobot n'a rempli le plateau à temps ({ $read } lus dans les jets du meneur) : le bot a tiré lui-même les { $drawn } restants, avec son générateur à graine (vérifiable grâce à la graine révélée à la fin).
highway-event-field-ready = Le plateau est rempli ! Empreinte de contrôle du plateau (SHA-256 du plateau avec un sel) : `{ $commitment }`. Le plateau et le sel sont révélés à la fin, et grâce à cette empreinte chacun pourra vérifier que le plateau n'a pas changé.
highway-event-other = Il s'est passé quelque chose à la table.

## L'état de la table.

highway-state-treasury = Trésor :
highway-state-host = meneur :
highway-state-discard = défausse :
highway-state-hidden-cells = cases cachées :
highway-state-player = Joueur
highway-state-thieves = Voleurs en main
highway-state-safes = Coffres

## Settings, as the GM's help describes them (rules/highway/state.py SETTINGS): what each
## does, its values and units; the help shows the default.

highway-setting-prize-fund = La cagnotte en pièces d'or (zéro ou plus), partagée à la fin selon les sacs : chacun reçoit ses sacs × (cagnotte ÷ total des sacs).
highway-setting-reply-window-minutes = Les minutes laissées pour chaque réponse (nommer une case, poser un voleur, répondre à un partage), plus de 0 et 1440 au plus ; qui ne répond pas à temps passe.
highway-setting-source = D'où viennent les nombres du plateau et les dés des pillages : `bot` (tirés par le bot, vérifiables avec la graine révélée à la fin) ou `discobot` (les jets de discobot du maître du jeu dans son bureau et des chefs de bande en privé).
highway-setting-silence-agrees = Qui ne répond pas à un partage dans le délai : avec `oui`, il est d'accord ; avec `non`, il refuse.
highway-setting-pause-after = Après combien d'étapes de suite closes par le délai de réponse sans que personne ne joue la table se met en pause, jusqu'à ce que le maître du jeu la relance ; 0, jamais.
