## The bridge: a game's public status (a post kept current, the status page), in Russian.

## status_embed
# $name: the game's name; $id: its number; $status: signup, running, review, finished or cancelled.
status-embed-heading = **{ $title }** ({ $name }, игра { $id }) — { $status ->
    [signup] идёт запись
    [running] идёт игра
    [review] итоги проверяются
    [finished] игра окончена
   *[cancelled] игра отменена
 }
status-embed-paused = , на паузе, пока ведущий её не продолжит
status-embed-turn = Ход { $turn }
# After the turn: out of how many.
status-embed-of-turns = из { $turns }
# $deadline: in words.
status-embed-deadline = , срок: { $deadline }
status-embed-round = Раунд { $round }
# $clan: the winning clan.
status-embed-clan-wins = Побеждает клан **{ $clan }**.
status-embed-nobody-wins = Победителей нет.
status-embed-warrior = Воин
status-embed-clan = Клан
status-embed-zone = Зона
status-embed-attack = Атака
status-embed-defence = Защита
status-embed-shooting = Стрельба
status-embed-shield = Щит
# A clan's chief, after a warrior's name.
status-embed-chief = вождь
status-embed-out = вне арены
# $zones: each zone and who holds it, joined.
status-embed-held = Кто удерживает зоны: { $zones }.
# $zone: a zone; $clan: the clan that holds it.
status-embed-holding = { $zone } — { $clan }
status-embed-holding-sep = {"; "}
status-embed-held-nobody = никто
# $winner: killer, innocents, or none (the game was stopped).
status-embed-winner = { $winner ->
    [killer] Побеждает убийца
    [innocents] Побеждают невиновные
   *[other] Игра остановлена
 }
status-embed-killer = : убийцей был **{ $killer }**
# $phase: night or day; $number: which one.
status-embed-phase = { $phase ->
    [night] Ночь
   *[day] День
 } { $number }
# $count: how many are alive; followed by their names.
status-embed-alive = **Живые ({ $count })**:{" "}
# The house's chief, after a player's name.
status-embed-head = глава
status-embed-alive-nobody = никого
# $names: the ghosts, joined.
status-embed-ghosts = **Призраки ({ $count })**: { $names }
status-embed-ghosts-none = нет
status-embed-rooms = **Заколоченные комнаты**: { $names }
status-embed-rooms-none = нет
status-embed-weapons = **Уничтоженное оружие**: { $names }
status-embed-weapons-none = нет
# $move: the move's number; $player: whose move it is.
status-embed-move = Ход { $move }: ходит **{ $player }**
status-embed-move-by = , до { $deadline }
# $treasury, $host: how many safes.
status-embed-treasury = Казна: { $treasury } { $treasury ->
    [one] сейф
    [few] сейфа
    [many] сейфов
   *[other] сейфа
 } · у ведущего: { $host } { $host ->
    [one] сейф
    [few] сейфа
    [many] сейфов
   *[other] сейфа
 }
status-embed-cells = закрытых клеток: { $cells }
status-embed-player = Игрок
status-embed-sabre = Сабля
status-embed-musket = Фузея или пистолеты
status-embed-elixir = Эликсир
status-embed-safes = Сейфы
status-embed-bags = Мешки
status-embed-share = Доля
# $count: how many signed up; followed by their names.
status-embed-signed-up = Записались ({ $count }):{" "}
status-embed-signed-up-nobody = пока никого
status-embed-place = Место
status-embed-position = Позиция
status-embed-points = Очки
status-embed-times-hit = Сколько раз испачкали
status-embed-kept = Этот статус автоматически обновляет бот-ведущий
status-embed-page = страница игры
status-embed-topic = тема игры

## status_page (plain text, status.txt)
# The game's state, from its status code.
status-page-state = { $status ->
    [signup] идёт запись
    [running] идёт игра
    [review] итоги проверяются
    [finished] игра окончена
    [cancelled] игра отменена
   *[other] игра
 }
status-page-paused = на паузе
status-page-round = раунд { $round }
status-page-turn = ход { $turn }
# After the turn: out of how many.
status-page-of-turns = из { $turns }
# $phase: night or day; $number: which one.
status-page-phase = { $phase ->
    [night] ночь
   *[other] день
 } { $number }
# $move: the move's number; $player: whose move it is.
status-page-move = ход { $move }, ходит { $player }
# $deadline: in words.
status-page-deadline = Ближайший срок: { $deadline }
# $clan: the winning clan.
status-page-clan-wins = Побеждает клан «{ $clan }».
status-page-nobody-wins = Победителей нет.
# A clan's chief, after a warrior's name.
status-page-chief = вождь
# $clan: the warrior's clan; $where: where they are; then their four values.
status-page-warrior = { $clan }: { $where }; атака { $attack }, защита { $defence }, стрельба { $shooting }, щит { $shield }
status-page-zone = зона { $zone }
status-page-not-placed = пока без зоны
status-page-out = вне арены
status-page-standings = Положение (по очкам, затем по меньшему числу попаданий; при равенстве место общее):
# A line of the standings, after its place: $points, $times_hit.
status-page-standing = { $name }: { $points } { $points ->
    [one] очко
    [few] очка
    [many] очков
   *[other] очка
 }, попаданий: { $times_hit }
# $winner: killer, innocents, or none (the game was stopped).
status-page-winner = { $winner ->
    [killer] Побеждает убийца
    [innocents] Побеждают невиновные
   *[other] Игра остановлена
 }
status-page-killer = ; убийцей был { $killer }
# $names: who is alive, joined.
status-page-alive = Живые: { $names }
status-page-alive-nobody = никого
# The house's chief.
status-page-head = глава: { $chief }
status-page-ghosts = Призраки: { $names }
status-page-ghosts-none = нет
status-page-rooms = Заколоченные комнаты: { $names }
status-page-rooms-none = нет
status-page-weapons = Уничтоженное оружие: { $names }
status-page-weapons-none = нет
# $treasury, $host: how many safes.
status-page-treasury = Казна: { $treasury } { $treasury ->
    [one] сейф
    [few] сейфа
    [many] сейфов
   *[other] сейфа
 }; у ведущего: { $host } { $host ->
    [one] сейф
    [few] сейфа
    [many] сейфов
   *[other] сейфа
 }
# A player's hand: $sabre, $green (musket or pistols), $blue (elixir), $safes.
status-page-hand = { $name }: сабля { $sabre }, фузея или пистолеты { $green }, эликсир { $blue }; сейфы { $safes }
status-page-bags = ; мешки { $bags }, доля { $share }
# After a player's name: where they are.
status-page-at = , позиция { $position }
# After a player's name (and place): $points, $times_hit.
status-page-score = : { $points } { $points ->
    [one] очко
    [few] очка
    [many] очков
   *[other] очка
 }, получено попаданий: { $times_hit }

## status_page (the web page: plain text, its markup stays in the template)
status-page-title-state = { $status ->
    [signup] Идёт запись
    [running] Идёт игра
    [review] Итоги проверяются
    [finished] Игра окончена
    [cancelled] Игра отменена
   *[other] Игра
 }
# $id: the game's number.
status-page-number = игра № { $id }
status-page-page-paused = пауза
# Before the next deadline.
status-page-next = Ближайший срок:
status-page-picture = Последняя открытая картинка игры
status-page-follow = Тема игры на форуме

## status_game (the status page's part for a game without its own: plain text)
# $count: how many signed up.
status-game-signed-up = Записались ({ $count })
status-game-nobody = Пока никого.
status-game-turn = ход { $turn }
# After the turn: out of how many.
status-game-of-turns = из { $turns }
