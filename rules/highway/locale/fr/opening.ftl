## Les Romantiques de la grand-route : le début de la partie (templates/opening.md.j2), en
## français.

highway-opening-title = { $title } : en route pour la grand-route !
# $order : « 1. **ana**, 2. **bob** » ; $first : le premier joueur.
highway-opening-order = **Ordre du tour** (l'ordre des inscriptions) : { $order }. @{ $first } commence.
# $size : highway-field-size ; $last : la case en bas à droite.
highway-opening-field = **Le plateau** fait { $size }. On nomme les cases comme à la bataille navale, une lettre de colonne et un numéro de rangée, de **A1** en haut à gauche à **{ $last }** en bas à droite. Chaque case cache une carte : un coffre, un voleur ou une voleuse, un gardien ou une gardienne.
highway-opening-commitment = **Empreinte de contrôle du plateau :** `{ $commitment }` (le SHA-256 du plateau avec un sel). Le meneur a rempli le plateau à l'avance et ne peut plus le changer : à la fin, le plateau et son sel sont révélés, et grâce à cette empreinte chacun pourra vérifier que le plateau n'a jamais changé.
highway-opening-commitment-pending = **Empreinte de contrôle du plateau :** le plateau est encore en cours de remplissage, par les jets discobot du meneur. Dès qu'il sera prêt, je publierai ici son empreinte de contrôle (le SHA-256 du plateau avec un sel) ; à la fin, le plateau et son sel sont révélés, et grâce à cette empreinte chacun pourra vérifier qu'on n'y a pas touché.
highway-opening-settings = Réglages :
highway-opening-fund = cagnotte : { $coins }, partagée à la fin au prorata des sacs d'or ;
highway-opening-window = { $minutes } pour chaque réponse ;
# $source : discobot ou bot ; $trigger : le mot de discobot.
highway-opening-dice = les dés sont lancés par { $source ->
    [discobot] discobot : le chef de bande écrit `@discobot { $trigger } Xd3` dans son propre bureau
   *[bot] le robot lui-même (ses jets se vérifient avec la graine révélée à la fin)
 } ;
highway-opening-silence = le silence { $agrees ->
    [yes] vaut accord sur un partage
   *[no] ne vaut **pas** accord sur un partage
 }.
highway-opening-how = Comment jouer
highway-opening-here = Tout s'écrit **ici, dans le sujet de la partie**, un message à la fois ; les coups s'écrivent en anglais (ou en russe), comme dans les exemples.
# $cell : une case pas encore nommée.
highway-opening-cell = À votre tour, nommez une case : `{ $cell }`. Un **coffre** va au trésor (20 coffres au plus) et vous nommez une autre case. Un **voleur** rejoint votre main ; un troisième voleur de la même arme envoie les deux que vous teniez à la défausse. Un **gardien** (ou une gardienne) part à la défausse si le trésor est vide, sinon il déclenche un combat. Puis le tour passe.
highway-opening-weapons = Il y a trois types d'armes : le sabre (rouge), le mousquet ou les pistolets (vert : c'est le même type), l'élixir (bleu).
highway-opening-pass = Pour passer votre tour : `pass`.
highway-opening-fight = **Combat contre un gardien :** à partir de celui qui l'a tiré, et en faisant le tour de la table, chacun peut poser un voleur dont l'arme diffère de celle du gardien et de celle du voleur déjà posé : `lay sabre` ou `pass`. Celui qui a tiré le gardien doit poser s'il le peut. Deux voleurs posés, et le gardien est vaincu ; sinon il emporte un coffre pour le meneur.
# $first, $second : deux autres joueurs, pour l'exemple.
highway-opening-rob = **Pillage :** une bande compte exactement six voleurs, deux de chaque type d'arme, venus de n'importe quels joueurs, dont au moins un à vous. Proposez-la avec le partage des coffres du trésor, dans un seul message : `rob: my sabre and elixir, @{ $first }'s two muskets, @{ $second }'s elixir and sabre; split: me 3, { $first } 2, { $second } 1`.
highway-opening-answer = On répond à un partage par `agree` ou par un contre-partage : `split: me 2, { $first } 2, { $second } 2`. Le chef de bande peut changer une fois le partage ; si le second est refusé aussi, le pillage tombe à l'eau.
# $rule : highway-dice-rule.
highway-opening-safe-die = Chaque coffre est un dé à trois faces : { $rule } d'or. Seuls les membres de la bande apprennent qui a reçu combien de sacs ; tout est révélé à la fin.
highway-opening-stand-in = Vous ne pouvez pas rester à la table tout du long ? Nommez un remplaçant : `mon remplaçant @sasha`, qui pourra jouer à votre place.
highway-opening-end = Une fois la dernière case nommée, s'il reste des coffres au trésor, chaque joueur à son tour peut tenter un dernier pillage ; ce qui reste va ensuite au meneur. La cagnotte est divisée par le nombre total de sacs : la part de chacun est proportionnelle à ses sacs.
