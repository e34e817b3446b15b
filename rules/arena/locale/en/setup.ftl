## Why the arena refuses its settings or its clans at the start (templates/setup_refused.md.j2),
## in the GM's words, after the bridge's "Cannot start: " or the like.

# A setting, named for the GM; $setting: its key.
arena-setting-name = { $setting ->
    [budget] `budget` (the points each warrior shares among the four characteristics)
    [minimum] `minimum` (the lowest value of a characteristic)
    [maximum] `maximum` (the highest value of a characteristic)
    [max_chiefs] `max_chiefs` (how many war chiefs, so how many clans)
    [max_clan] `max_clan` (how many warriors a clan has, the chief included)
    [choice_minutes] `choice_minutes` (the time a defender has to choose who leaves, in minutes)
    [placement_hours] `placement_hours` (the time the chiefs have to place their clans, in hours)
    [tie] `tie` (who wins a tie)
    [always_count_defender] `always_count_defender` (count the defender's defence even when they do not defend themselves)
   *[other] `{ $setting }`
 }
# $clan: the one clan formed ($named: false when none).
arena-setup-too-few-clans = the arena needs two clans at least, and { $named ->
    [true] only one clan has formed, the **{ $clan }**
   *[false] no clan has formed
 }. Wait for another war chief to found one.
# $value: the value refused, as given.
arena-setup-tie = the setting `tie` is `nobody` (nobody leaves, the original rule), `attack` (a tie goes to the attack) or `defence` (it goes to the defence), not "{ $value }".
arena-setup-boolean = the setting { arena-setting-name } is `true` or `false`, not "{ $value }".
arena-setup-max-chiefs = the setting { arena-setting-name } is 2 at least: two clans are needed for a fight, not { $value }.
arena-setup-maximum = the setting { arena-setting-name } cannot be below the `minimum`: { $value } is not possible.
arena-setup-minutes = the setting { arena-setting-name } is a number of minutes above zero, a year at most, not "{ $value }".
arena-setup-hours = the setting { arena-setting-name } is a number of hours above zero, a year at most, not "{ $value }".
arena-setup-whole-number = the setting { arena-setting-name } is a whole number { $setting ->
    [minimum] of zero or more
   *[other] above zero
 }, not "{ $value }".
# $budget: the points to share; $low, $high: what it may be.
arena-setup-budget = with these bounds, a warrior cannot share { $budget } { $budget ->
    [one] point
   *[other] points
 } among four characteristics: the `budget` must be from { $low } (four times the minimum) to { $high } (four times the maximum).
arena-setup-schedule = the schedule "{ $schedule }" is not a cron expression of five fields (for instance `0 22 * * *`, every evening at 22:00).
arena-setup-timezone = the time zone "{ $timezone }" is unknown (for instance `Europe/Paris`).
# A map that does not hold together; $reason: why; $zones: the zones at fault ($count);
# $border: a border; $centre: the centre.
arena-setup-map = the arena's map does not hold together: { $reason ->
    [duplicate_zone] several zones have the same name ({ $zones }).
    [not_a_border] a border joins exactly two zones, and "{ $border }" is not one.
    [unknown_zone] a border leads to { $count ->
        [one] a zone
       *[other] zones
    } the map does not have ({ $zones }).
    [self_border] a border cannot join a zone to itself ({ $zones }).
    [no_centre] the central zone, "{ $centre }", is not a zone of the map.
    [bad_start] the start zones (`start`) must be a list of the map's zones, not empty.
    [start_is_centre] the centre ({ $centre }) cannot be a start zone.
    [unreachable] { $count ->
        [one] zone
       *[other] zones
    } { $zones } cannot be reached from the others.
   *[other] it needs zones (`zones`), borders between them (`borders`), a centre (`centre`) and start zones (`start`).
 }
