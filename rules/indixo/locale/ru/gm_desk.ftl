## Кабинет ведущего (изменения в черновике, статус, журнал): поля, значения и жребии
## INDIXO, по-русски.

# Поле игры, для ведущего.
indixo-gm-field = { $field ->
    [stage] этап
    [number] номер
    [nights_without_kill] ночей без убийства
    [chief] глава
    [chief_by] как выбран глава
    [chief_namer] главу назначает
    [possession_over] в убийцу уже вселялись
    [winner] победитель
    [win] как
   *[killer] убийца
 }
# Значение этих полей; $field: phase, stage, chief_by, winner или win; $value: его код.
indixo-gm-value = { $field ->
    [phase] { $value ->
        [night] ночь
        [day] день
       *[other] { $value }
    }
    [stage] { $value ->
        [rooms] выбор комнат
        [actions] действия
        [switch] выбор призрака
        [day] день
       *[other] { $value }
    }
    [chief_by] { $value ->
        [named] назначен жертвой
        [elected] избран живыми
       *[other] { $value }
    }
    [winner] { $value ->
        [killer] убийца
        [innocents] невиновные
       *[other] { $value }
    }
   *[win] { $value ->
        [vote] дневное голосование
        [guess] верная догадка убийцы
        [two_left] в живых осталось двое
        [streak] три ночи без убийства
       *[other] { $value }
    }
 }
# Что решает жребий; $name: игрок (silent) или оружие (stranded).
indixo-gm-die = { $why ->
    [the_killer] кто убийца
    [weapon_rooms] стартовая комната каждого оружия
    [silent] комната @{ $name }: выбор не получен
    [stranded] новая комната для оружия «{ $name }»
    [tie_suspect] равенство голосов за подозреваемого
    [tie_weapon] равенство голосов за оружие
    [tie_room] равенство голосов за комнату
    [chief_drawn] глава по жребию: голосов нет
   *[chief_tie] равенство голосов за главу
 }
