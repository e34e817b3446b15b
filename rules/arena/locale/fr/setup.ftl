## Pourquoi l'arène refuse ses réglages ou ses clans au départ (templates/setup_refused.md.j2),
## dans les mots du MJ.

# Un réglage, nommé pour le MJ ; $setting : sa clé.
arena-setting-name = { $setting ->
    [budget] `budget` (les points que chaque guerrier répartit entre ses quatre caractéristiques)
    [minimum] `minimum` (la plus petite valeur d'une caractéristique)
    [maximum] `maximum` (la plus grande valeur d'une caractéristique)
    [max_chiefs] `max_chiefs` (le nombre de chefs de guerre, donc de clans)
    [max_clan] `max_clan` (le nombre de guerriers d'un clan, chef compris)
    [choice_minutes] `choice_minutes` (le temps laissé à un défenseur pour choisir qui sort, en minutes)
    [placement_hours] `placement_hours` (le temps laissé aux chefs pour placer leur clan, en heures)
    [tie] `tie` (qui l'emporte à égalité)
    [always_count_defender] `always_count_defender` (compter la défense du défenseur même quand il ne se défend pas)
   *[other] `{ $setting }`
 }
# $clan : le seul clan formé ($named : false s'il n'y en a aucun).
arena-setup-too-few-clans = il faut au moins deux clans pour ouvrir l'arène, et { $named ->
    [true] seul le clan **{ $clan }** s'est formé
   *[false] aucun clan ne s'est formé
 }. Attendez qu'un autre chef de guerre fonde le sien.
# $value : la valeur refusée, telle que donnée.
arena-setup-tie = le réglage `tie` vaut `nobody` (personne ne sort, la règle d'origine), `attack` (l'égalité profite à l'attaque) ou `defence` (elle profite à la défense), pas « { $value } ».
arena-setup-boolean = le réglage { arena-setting-name } vaut `true` ou `false`, pas « { $value } ».
arena-setup-max-chiefs = le réglage { arena-setting-name } vaut au moins 2 : il faut deux clans pour se battre, pas { $value }.
arena-setup-maximum = le réglage { arena-setting-name } ne peut pas être plus petit que le `minimum` : { $value } n'est pas possible.
arena-setup-minutes = le réglage { arena-setting-name } est un nombre de minutes plus grand que zéro, un an au plus, pas « { $value } ».
arena-setup-hours = le réglage { arena-setting-name } est un nombre d'heures plus grand que zéro, un an au plus, pas « { $value } ».
arena-setup-whole-number = le réglage { arena-setting-name } est un nombre entier { $setting ->
    [minimum] positif ou nul
   *[other] plus grand que zéro
 }, pas « { $value } ».
# $budget : les points à répartir ; $low, $high : ce qu'il peut valoir.
arena-setup-budget = avec ces bornes, un guerrier ne peut pas répartir { $budget } { $budget ->
    [one] point
   *[other] points
 } entre quatre caractéristiques : le `budget` doit aller de { $low } (quatre fois le minimum) à { $high } (quatre fois le maximum).
arena-setup-schedule = le calendrier « { $schedule } » n'est pas une expression cron à cinq champs (exemple : `0 22 * * *`, chaque soir à 22 h).
arena-setup-timezone = le fuseau horaire « { $timezone } » est inconnu (exemple : `Europe/Paris`).
# Une carte qui ne tient pas ; $reason : pourquoi ; $zones : les zones en cause ($count) ;
# $border : une frontière ; $centre : le centre.
arena-setup-map = la carte de l'arène ne tient pas debout : { $reason ->
    [duplicate_zone] plusieurs zones portent le même nom ({ $zones }).
    [not_a_border] une frontière relie exactement deux zones, et « { $border } » n'en est pas une.
    [unknown_zone] une frontière mène à { $count ->
        [one] une zone
       *[other] des zones
    } que la carte n'a pas ({ $zones }).
    [self_border] une frontière ne peut pas relier une zone à elle-même ({ $zones }).
    [no_centre] la zone centrale, « { $centre } », n'est pas une zone de la carte.
    [bad_start] les zones de départ (`start`) doivent être une liste non vide de zones de la carte.
    [start_is_centre] le centre ({ $centre }) ne peut pas être une zone de départ.
    [unreachable] on ne peut pas atteindre { $count ->
        [one] la zone
       *[other] les zones
    } { $zones } depuis les autres.
   *[other] il faut des zones (`zones`), des frontières entre elles (`borders`), un centre (`centre`) et des zones de départ (`start`).
 }
