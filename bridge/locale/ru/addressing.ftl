## Как бот обращается к игроку (bridge/handlers/addressing.py).

# Игрок сказал в своём кабинете, в каком роде к нему обращаться. $gender: feminine, masculine, other.
addressed-gender = { $gender ->
    [feminine] Принято: буду обращаться к вам в женском роде.
    [masculine] Принято: буду обращаться к вам в мужском роде.
   *[other] Принято: буду строить фразы так, чтобы род не требовался.
 }
# Игрок попросил писать ему на своём языке. $language: название языка; $game_language: язык
# игры; $same: "true", если это один и тот же язык.
addressed-language = { $same ->
    [true] Принято: пишу вам на языке игры ({ $language }).
   *[false] Принято: личные сообщения буду писать вам на другом языке ({ $language }). Общие сообщения остаются на языке игры ({ $game_language }).
 }
addressed-gm-not-a-player = @{ $player } не играет в этой игре: ничего не изменено.
addressed-gm-gender = { $gender ->
    [feminine] Принято: буду обращаться к @{ $player } в женском роде.
    [masculine] Принято: буду обращаться к @{ $player } в мужском роде.
   *[other] Принято: буду строить фразы о @{ $player } так, чтобы род не требовался.
 }
addressed-gm-language = Принято: личные сообщения для @{ $player } теперь на другом языке ({ $language }).
