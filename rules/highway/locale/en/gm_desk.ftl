## The GM desk (the status, the journal, a draft's changes): the highway's fields, stages and
## dice, in English.

# A field of the game, for the host.
highway-gm-desk-field = { $field ->
    [stage] stage
    [current] to move
    [cells_left] hidden cells
    [discard] discard
    [treasury] treasury
    [revised] split revised by
    [move] move
    [columns] columns
    [rows] rows
    [window] reply window (minutes)
    [rolls_needed] dice to roll
    [commitment] commitment
   *[salt] salt
 }
# The stage of the current move; $stage: its code.
highway-gm-desk-stage = { $stage ->
    [field] filling the field
    [cell] naming a cell
    [thief] after a thief
    [fight] fight with a guard
    [vote] vote on a robbery
    [revise] split revised by the gang leader
    [vote2] vote on the new split
    [roll] robbery dice
    [host_roll] host's dice
    [assign] handing out the bags
    [count] the count
    [last] last chance of a robbery
    [over] over
   *[other] { $stage }
 }
# What a die decides; $cell: a cell; $number: a safe's number.
highway-gm-desk-die = { $why ->
    [field] number of field cell { $cell }
    [robbery] robbery, safe no. { $number }
   *[host] host's safes, safe no. { $number }
 }
