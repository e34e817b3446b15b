## Арена на странице состояния (templates/status.html.j2): простой текст, без разметки.

# $phase: placement, choice или фаза раунда; $round: раунд.
arena-status-phase = { $phase ->
    [placement] кланы расставляют воинов
    [choice] раунд { $round }, выбирают защитники
   *[other] раунд { $round }
 }
arena-status-winner = Побеждает клан «{ $clan }».
arena-status-nobody-wins = Победителей нет.
arena-status-clan = Клан «{ $clan }»
# $chief: вождь; $count: воинов клана на арене.
arena-status-clan-note = Вождь: { $chief } · на арене { $count } { $count ->
    [one] воин
    [few] воина
    [many] воинов
   *[other] воина
 }
arena-status-warrior = Воин
arena-status-zone = Зона
arena-status-attack = Атака
arena-status-defence = Защита
arena-status-shooting = Стрельба
arena-status-shield = Щит
# После имени вождя.
arena-status-chief = (вождь)
arena-status-out = вне арены
arena-status-holdings = Кто удерживает зоны
# $zone: зона; $clan: кто её держит ($held: false, если никто).
arena-status-held = Зона { $zone }: { $held ->
    [true] { $clan }
   *[false] никто
 }
