## Кабинет ведущего (изменения в черновике, статус, журнал): поля, значения и кубики
## арены, по-русски.

# $field: alive (воин ещё на арене), win (как победили), winner (клан-победитель) или phase.
arena-gm-field = { $field ->
    [alive] на арене
    [win] как победили
    [winner] клан-победитель
   *[phase] фаза
 }
# $phase: этап игры.
arena-gm-phase = { $phase ->
    [signup] запись
    [placement] расстановка кланов
    [round] раунд
    [choice] выбор защитников
    [over] конец игры
   *[other] { $phase }
 }
# $win: как победили.
arena-gm-win = { $win ->
    [centre_and_zone] центр и зона
    [last_clan] последний клан на арене
    [last_warrior] последний воин на арене
    [nobody_left] на арене никого не осталось
   *[other] { $win }
 }
# Что решает кубик. $warrior: воин, которого расставил жребий.
arena-gm-die-start = стартовая зона @{ $warrior }
# $kind: melee или shooting; $defender: главный защитник; $side: attack или defence;
# $warrior: кто бросает этот кубик (по роли: атакующий, стрелок, защитник, щит).
arena-gm-die-combat = { $kind ->
    [melee] схватка вокруг
   *[shooting] стрельба по
 } @{ $defender }, бросок { $side ->
    [attack] { $kind ->
        [melee] атакующего
       *[shooting] стрелка
    }
   *[defence] { $kind ->
        [melee] защитника
       *[shooting] щита
    }
 } @{ $warrior }
arena-gm-die-default = { $kind ->
    [melee] схватка вокруг
   *[shooting] стрельба по
 } @{ $defender }: кто покидает арену, если защитник не выберет, — жребий среди равных нападающих
