## A time in words with its weekday in a case (bridge/texts.py `when_in_case`, the filter
## `when("genitive")`): where a sentence puts a time after a preposition that governs a case
## («до вторника», «с понедельника», «вместо воскресенья»).

# $day: the weekday, 0 = Monday; $case: nominative, genitive or accusative (the case the
# sentence around needs), or since (the genitive after «с», which `when` says: «со вторника»).
weekday = { $case ->
    [since] { $day ->
        [0] понедельника
        [1] вторника
        [2] среды
        [3] четверга
        [4] пятницы
        [5] субботы
       *[6] воскресенья
    }
    [genitive] { $day ->
        [0] понедельника
        [1] вторника
        [2] среды
        [3] четверга
        [4] пятницы
        [5] субботы
       *[6] воскресенья
    }
    [accusative] { $day ->
        [0] понедельник
        [1] вторник
        [2] среду
        [3] четверг
        [4] пятницу
        [5] субботу
       *[6] воскресенье
    }
   *[nominative] { $day ->
        [0] понедельник
        [1] вторник
        [2] среда
        [3] четверг
        [4] пятница
        [5] суббота
       *[6] воскресенье
    }
 }
# $rest: the date and the time after the weekday, by Babel ("1 декабря 2026 в 09:00"); $timezone.
# With $case since, the time starts with its preposition, «с» or «со» as the weekday needs.
when = { $case ->
    [since] { $day ->
        [1] со
        [2] со
       *[other] с
    }{" "}
   *[other] {""}
 }{ weekday }, { $rest } ({ $timezone })

## A duration in words (bridge/texts.py `duration`, the filter `minutes | duration`): days, hours
## and minutes, each said by this message and joined by a space ("28 часов 10 минут").
# $unit: days, hours or minutes; $count: how many; $case: accusative («пауза в 1 минуту»,
# «за 1 минуту») or nominative.
duration = { $count } { $unit ->
    [days] { $count ->
        [one] день
        [few] дня
       *[many] дней
    }
    [hours] { $count ->
        [one] час
        [few] часа
       *[many] часов
    }
   *[minutes] { $case ->
        [accusative] { $count ->
            [one] минуту
            [few] минуты
           *[many] минут
        }
       *[nominative] { $count ->
            [one] минута
            [few] минуты
           *[many] минут
        }
    }
 }
