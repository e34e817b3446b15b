## A time in words with its weekday in a case (bridge/texts.py `when_in_case`, the filter
## `when("genitive")`): English weekdays do not decline; said as Babel says them.

# $day: the weekday, 0 = Monday; $case: the case the sentence needs (none in English).
weekday = { $day ->
    [0] Monday
    [1] Tuesday
    [2] Wednesday
    [3] Thursday
    [4] Friday
    [5] Saturday
   *[6] Sunday
 }
# $rest: the date and the time after the weekday, by Babel ("1 December 2026 at 09:00"); $timezone.
when = { weekday } { $rest } ({ $timezone })

## A duration in words (bridge/texts.py `duration`, the filter `minutes | duration`): days, hours
## and minutes, each said by this message and joined by a space ("28 hours 10 minutes").
# $unit: days, hours or minutes; $count: how many; $case: the case (none in English).
duration = { $count } { $unit ->
    [days] { $count ->
        [one] day
       *[other] days
    }
    [hours] { $count ->
        [one] hour
       *[other] hours
    }
   *[minutes] { $count ->
        [one] minute
       *[other] minutes
    }
 }
