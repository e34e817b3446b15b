## Le bureau du MJ (les changements d'un brouillon, le statut, le journal) : les champs,
## les valeurs et les dés propres à l'arène, en français.

# $field : alive (un guerrier encore dans l'arène), win (comment la partie s'est gagnée),
# winner (le clan vainqueur) ou phase.
arena-gm-field = { $field ->
    [alive] dans l'arène
    [win] victoire
    [winner] clan vainqueur
   *[phase] phase
 }
# $phase : le moment de la partie.
arena-gm-phase = { $phase ->
    [signup] inscriptions
    [placement] placement des clans
    [round] tour
    [choice] choix des défenseurs
    [over] partie terminée
   *[other] { $phase }
 }
# $win : comment la partie s'est gagnée.
arena-gm-win = { $win ->
    [centre_and_zone] le centre et une zone
    [last_clan] dernier clan debout
    [last_warrior] dernier guerrier debout
    [nobody_left] plus personne dans l'arène
   *[other] { $win }
 }
# Ce qu'un dé décide. $warrior : le guerrier placé par le sort.
arena-gm-die-start = zone de départ de @{ $warrior }
# $kind : melee ou shooting ; $defender : le défenseur principal ; $side : attack ou defence ;
# $warrior : qui lance ce dé.
arena-gm-die-combat = { $kind ->
    [melee] mêlée autour de
   *[shooting] tirs sur
 } @{ $defender } : dé { $side ->
    [attack] d'attaque
   *[defence] de défense
 } de @{ $warrior }
arena-gm-die-default = { $kind ->
    [melee] mêlée autour de
   *[shooting] tirs sur
 } @{ $defender } : qui quitte l'arène si le défenseur ne choisit pas, tiré au sort entre les attaquants à égalité
