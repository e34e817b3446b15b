## Почему арена не принимает свои параметры или свои кланы при старте
## (templates/setup_refused.md.j2) — словами ведущего.

# Параметр, названный для ведущего; $setting: его ключ.
arena-setting-name = { $setting ->
    [budget] `budget` (очки, которые каждый воин распределяет между четырьмя характеристиками)
    [minimum] `minimum` (наименьшее значение характеристики)
    [maximum] `maximum` (наибольшее значение характеристики)
    [max_chiefs] `max_chiefs` (сколько вождей, а значит, и кланов)
    [max_clan] `max_clan` (сколько воинов в клане, включая вождя)
    [choice_minutes] `choice_minutes` (сколько минут у защитника, чтобы выбрать, кто покидает арену)
    [placement_hours] `placement_hours` (сколько часов у вождей на расстановку клана)
    [tie] `tie` (кто побеждает при ничьей)
    [always_count_defender] `always_count_defender` (учитывать защиту защитника, даже когда он не защищается)
   *[other] `{ $setting }`
 }
# $clan: единственный сформированный клан ($named: false, если нет ни одного).
arena-setup-too-few-clans = для арены нужно хотя бы два клана, а { $named ->
    [true] сформировался только клан **{ $clan }**
   *[false] не сформировалось ни одного клана
 }. Подождите, пока другой вождь не создаст свой клан.
# $value: отклонённое значение, как его дали.
arena-setup-tie = параметр `tie` может быть `nobody` (никто не выбывает, как в исходных правилах), `attack` (ничья в пользу атаки) или `defence` (в пользу защиты), а не «{ $value }».
arena-setup-boolean = параметр { arena-setting-name } может быть `true` или `false`, а не «{ $value }».
arena-setup-max-chiefs = параметр { arena-setting-name } — не меньше 2: для боя нужны два клана, а не { $value }.
arena-setup-maximum = параметр { arena-setting-name } не может быть меньше `minimum`: { $value } не подходит.
arena-setup-minutes = параметр { arena-setting-name } — это число минут больше нуля, не больше года, а не «{ $value }».
arena-setup-hours = параметр { arena-setting-name } — это число часов больше нуля, не больше года, а не «{ $value }».
arena-setup-whole-number = параметр { arena-setting-name } — это целое число { $setting ->
    [minimum] от нуля и больше
   *[other] больше нуля
 }, а не «{ $value }».
# $budget: очки на распределение; $low, $high: каким он может быть.
arena-setup-budget = при таких пределах воин не может распределить { $budget } { $budget ->
    [one] очко
    [few] очка
    [many] очков
   *[other] очка
 } между четырьмя характеристиками: `budget` должен быть от { $low } (четыре минимума) до { $high } (четыре максимума).
arena-setup-schedule = расписание «{ $schedule }» — не выражение `cron` из пяти полей (пример: `0 22 * * *`, каждый вечер в 22:00).
arena-setup-timezone = часовой пояс «{ $timezone }» неизвестен (пример: `Europe/Paris`).
# Карта не складывается; $reason: почему; $zones: зоны, о которых речь ($count);
# $border: граница; $centre: центр.
arena-setup-map = карта арены не складывается: { $reason ->
    [duplicate_zone] у нескольких зон одно и то же название ({ $zones }).
    [not_a_border] граница соединяет ровно две зоны, а «{ $border }» — не граница.
    [unknown_zone] граница ведёт в { $count ->
        [one] зону, которой
        [few] зоны, которых
        [many] зоны, которых
       *[other] зоны, которых
    } нет на карте ({ $zones }).
    [self_border] граница не может соединять зону саму с собой ({ $zones }).
    [no_centre] центральная зона, «{ $centre }», не является зоной карты.
    [bad_start] стартовые зоны (`start`) — это непустой список зон карты.
    [start_is_centre] центр ({ $centre }) не может быть стартовой зоной.
    [unreachable] до { $count ->
        [one] зоны
        [few] зон
        [many] зон
       *[other] зон
    } { $zones } не добраться из остальных.
   *[other] нужны зоны (`zones`), границы между ними (`borders`), центр (`centre`) и стартовые зоны (`start`).
 }
