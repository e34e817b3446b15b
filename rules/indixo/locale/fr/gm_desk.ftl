## Le bureau du MJ (les changements d'un brouillon, le statut, le journal) : les champs, les
## valeurs et les tirages propres à INDIXO, en français.

# Un champ de la partie, pour le MJ.
indixo-gm-field = { $field ->
    [stage] étape
    [number] numéro
    [nights_without_kill] nuits sans meurtre
    [chief] chef
    [chief_by] chef choisi par
    [chief_namer] chef à nommer par
    [possession_over] meurtrier déjà possédé
    [winner] vainqueur
    [win] victoire par
   *[killer] meurtrier
 }
# Une valeur de ces champs ; $field : phase, stage, chief_by, winner ou win ; $value : son code.
indixo-gm-value = { $field ->
    [phase] { $value ->
        [night] nuit
        [day] jour
       *[other] { $value }
    }
    [stage] { $value ->
        [rooms] choix des pièces
        [actions] actions
        [switch] choix du fantôme
        [day] jour
       *[other] { $value }
    }
    [chief_by] { $value ->
        [named] nomination par une victime
        [elected] élection par les vivants
       *[other] { $value }
    }
    [winner] { $value ->
        [killer] le meurtrier
        [innocents] les innocents
       *[other] { $value }
    }
   *[win] { $value ->
        [vote] le vote du jour
        [guess] la proposition exacte du meurtrier
        [two_left] deux vivants restants
        [streak] trois nuits sans meurtre
       *[other] { $value }
    }
 }
# Ce qu'un tirage décide ; $name : le joueur (silent) ou l'arme (stranded).
indixo-gm-die = { $why ->
    [the_killer] qui est le meurtrier
    [weapon_rooms] la pièce de chaque arme au départ
    [silent] la pièce de @{ $name }, sans choix reçu
    [stranded] la nouvelle pièce de l'arme « { $name } »
    [tie_suspect] égalité des votes sur le suspect
    [tie_weapon] égalité des votes sur l'arme
    [tie_room] égalité des votes sur la pièce
    [chief_drawn] chef tiré au sort, faute de vote
   *[chief_tie] égalité des votes pour le chef
 }
