## The GM desk (a draft's changes, the status, the journal): INDIXO's own fields, values and
## draws, in English.

# A field of the game, for the GM.
indixo-gm-field = { $field ->
    [stage] stage
    [number] number
    [nights_without_kill] nights without a murder
    [chief] chief
    [chief_by] chief chosen by
    [chief_namer] chief to be named by
    [possession_over] killer already possessed
    [winner] winner
    [win] how it was won
   *[killer] killer
 }
# A value of these fields; $field: phase, stage, chief_by, winner or win; $value: its code.
indixo-gm-value = { $field ->
    [phase] { $value ->
        [night] night
        [day] day
       *[other] { $value }
    }
    [stage] { $value ->
        [rooms] room choice
        [actions] actions
        [switch] the ghost's choice
        [day] day
       *[other] { $value }
    }
    [chief_by] { $value ->
        [named] named by a victim
        [elected] elected by the living
       *[other] { $value }
    }
    [winner] { $value ->
        [killer] the killer
        [innocents] the innocents
       *[other] { $value }
    }
   *[win] { $value ->
        [vote] the day's vote
        [guess] the killer's correct guess
        [two_left] two left alive
        [streak] three nights without a murder
       *[other] { $value }
    }
 }
# What a draw decides; $name: the player (silent) or the weapon (stranded).
indixo-gm-die = { $why ->
    [the_killer] who the killer is
    [weapon_rooms] each weapon's starting room
    [silent] the room of @{ $name }, no choice received
    [stranded] the new room of the weapon "{ $name }"
    [tie_suspect] tied votes on the suspect
    [tie_weapon] tied votes on the weapon
    [tie_room] tied votes on the room
    [chief_drawn] chief drawn by lot, no vote cast
   *[chief_tie] tied votes for the chief
 }
