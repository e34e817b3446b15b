## A time in words with its weekday in a case (bridge/texts.py `when_in_case`, the filter
## `when("genitive")`): French weekdays do not decline; said as Babel says them.

# $day: the weekday, 0 = Monday; $case: the case the sentence needs (none in French).
weekday = { $day ->
    [0] lundi
    [1] mardi
    [2] mercredi
    [3] jeudi
    [4] vendredi
    [5] samedi
   *[6] dimanche
 }
# $rest: the date and the time after the weekday, by Babel ("1 décembre 2026 à 09:00"); $timezone.
when = { weekday } { $rest } ({ $timezone })

## A duration in words (bridge/texts.py `duration`, the filter `minutes | duration`): days, hours
## and minutes, each said by this message and joined by a space ("28 heures 10 minutes").
# $unit: days, hours or minutes; $count: how many; $case: the case (none in French).
duration = { $count } { $unit ->
    [days] { $count ->
        [one] jour
       *[other] jours
    }
    [hours] { $count ->
        [one] heure
       *[other] heures
    }
   *[minutes] { $count ->
        [one] minute
       *[other] minutes
    }
 }
