## Кабинет ведущего (изменения в черновике, статус, журнал): поля, значения и кубики
## арены, по-русски.

# $field: alive (воин ещё на арене), win (чем кончилась игра) или phase.
arena-gm-field = { $field ->
    [alive] на арене
    [win] конец игры
   *[phase] фаза
 }
# $phase: этап игры.
arena-gm-phase = { $phase ->
    [signup] запись
    [placement] расстановка кланов
    [round] раунд боя
    [choice] выбор защитников
    [over] игра окончена
   *[other] { $phase }
 }
# $win: чем кончилась игра.
arena-gm-win = { $win ->
    [centre_and_zone] клан держит центр и ещё одну зону, его вождь на арене
    [last_clan] на арене остался один клан
    [last_warrior] на арене остался один воин
    [nobody_left] на арене никого не осталось
   *[other] { $win }
 }
# Что решает кубик. $warrior: воин, которого расставил жребий.
arena-gm-die-start = стартовая зона @{ $warrior }
# $kind: melee или shooting; $defender: главный защитник; $side: attack или defence;
# $warrior: кто бросает этот кубик.
arena-gm-die-combat = { $kind ->
    [melee] схватка вокруг
   *[shooting] стрельба по
 } @{ $defender }: кубик { $side ->
    [attack] атаки
   *[defence] защиты
 } @{ $warrior }
arena-gm-die-default = { $kind ->
    [melee] схватка вокруг
   *[shooting] стрельба по
 } @{ $defender }: кто покидает арену, если защитник не выберет, — жребий среди равных нападающих
