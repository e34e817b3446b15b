## Арена кланов (rules/arena): что говорит бот, по-русски. Имена игроков, кланов и зон не
## склоняются: они стоят там, где падеж им не нужен («клан **Волки**», «зона 2», «@bea»);
## название клана без жирного шрифта — в кавычках («клан «Волки»», «Победа клана «Волки»!»).
## Общие слова (templates/macros.md.j2): списки, зоны, характеристики, действия, схватки, этапы.

# $head: все элементы, кроме последнего, уже через ", "; $last: последний.
arena-list-and = { $head } и { $last }
arena-list-or = { $head } или { $last }
# Пустой список, пустой список людей.
arena-none = нет
arena-nobody = никто

# Числа с существительными: «3 воина».
arena-warriors = { $count } { $count ->
    [one] воин
    [few] воина
    [many] воинов
   *[other] воина
 }
arena-points = { $count } { $count ->
    [one] очко
    [few] очка
    [many] очков
   *[other] очка
 }
arena-clans = { $count } { $count ->
    [one] клан
    [few] клана
    [many] кланов
   *[other] клана
 }
arena-chiefs = { $count } { $count ->
    [one] вождь
    [few] вождя
    [many] вождей
   *[other] вождя
 }

# $name: название клана, как его набрали.
arena-clan = клан **{ $name }**

# Зона в каждой из форм; $zone: её название; $centre: true, если это центр карты.
arena-zone = { $centre ->
    [true] центр (зона { $zone })
   *[false] зона { $zone }
 }
# Где.
arena-zone-in = { $centre ->
    [true] в центре (зона { $zone })
   *[false] в зоне { $zone }
 }
# Куда.
arena-zone-to = { $centre ->
    [true] в центр (зона { $zone })
   *[false] в зону { $zone }
 }
# С артиклем (во французском); по-русски — именительный.
arena-zone-the = { arena-zone }
# Родительный падеж, после «из», «от».
arena-zone-of = { $centre ->
    [true] центра (зона { $zone })
   *[false] зоны { $zone }
 }
# $zones: зоны через запятую; $count: сколько их.
arena-zones = { $count ->
    [one] зона
    [few] зоны
    [many] зоны
   *[other] зоны
 } { $zones }
arena-zones-none = нет

# Характеристика; $stat: attack, defence, shooting или shield.
arena-stat = { $stat ->
    [attack] атака
    [defence] защита
    [shooting] стрельба
    [shield] щит
   *[other] { $stat }
 }
# В родительном: «очко атаки».
arena-stat-genitive = { $stat ->
    [attack] атаки
    [defence] защиты
    [shooting] стрельбы
    [shield] щита
   *[other] { $stat }
 }
# В творительном: «с самой высокой атакой».
arena-stat-instrumental = { $stat ->
    [attack] атакой
    [defence] защитой
    [shooting] стрельбой
    [shield] щитом
   *[other] { $stat }
 }
# «1 очко атаки», «5 очков стрельбы».
arena-points-of = { arena-points } { arena-stat-genitive }

# Отдельная фраза после характеристик вернувшегося воина: его прежние увечья; $lost: потерянные
# очки через запятую.
arena-veteran-maimed = Тяжёлые увечья прошлых игр: минус { $lost }.
arena-veteran-unhurt = Увечий нет.

# Срок: часы, часы и минуты ($minutes: две цифры), минуты ($case: accusative после «за»).
arena-hours = { $count } { $count ->
    [one] час
    [few] часа
    [many] часов
   *[other] часа
 }
arena-hours-minutes = { $hours } ч { $minutes } мин
arena-minutes = { $count } { $count ->
    [one] { $case ->
        [accusative] минуту
       *[nominative] минута
    }
    [few] минуты
    [many] минут
   *[other] минуты
 }

# Действие в неопределённой форме; $kind: move, attack, defend, defend-self, shoot, shield,
# shield-self, nothing, choose, placement, unknown; $yours: true, если говорим самому
# действующему (по-русски без разницы); $zone, $centre: куда; $placement: расстановка.
arena-action = { $kind ->
    [move] перейти { arena-zone-to }
    [attack] атаковать @{ $target }
    [defend-self] защищаться
    [defend] защищать @{ $target }
    [shoot] стрелять в @{ $target }
    [shield-self] укрыться за щитом
    [shield] прикрыть щитом @{ $target }
    [nothing] ничего не делать в этом раунде
    [choose] назвать того, кто покидает арену: @{ $leaves }
    [placement] расставить клан: { $placement }
   *[unknown] действие, которое я не умею назвать
 }
# Кто стоит в зоне; $people: «@a и @b».
arena-placement-part = { $people } — { arena-zone }

# Почему действие перестало быть возможным к концу раунда; $code: причина.
arena-void-reason = { $code ->
    [not_adjacent] зона назначения не граничит с зоной воина
    [unknown_zone] на арене нет такой зоны
    [no_such_warrior] цели нет на арене
    [target_not_in_arena] цели нет на арене
    [not_an_adversary] со своими не сражаются
    [clan_mate] со своими не сражаются
    [not_one_zone_away] цель не ровно в одной зоне от воина
    [not_same_zone] цель не в той же зоне
    [not_in_arena] этот воин уже покинул арену
   *[other] такое действие не разрешено
 }

# Воин одной стороны схватки; $role: self (защищается или укрывается сам), principal (тот, на
# кого напали, и не защищается), other; $stat: характеристика; $rolled: true, если бросили кубик ($die).
arena-side-warrior = @{ $warrior } ({ $role ->
    [self] { $stat ->
        [defence] защищается
       *[other] укрывается щитом
    }:{" "}
    [principal] { $stat ->
        [defence] не защищается
       *[other] не укрывается щитом
    }:{" "}
   *[other] {""}
 }{ arena-stat } { $value }, { $rolled ->
    [true] кубик { $die }
   *[false] без кубика
 })
# $warriors: воины стороны через запятую; $total: сумма.
arena-side = { $warriors }: { $total }

# Увечье; $floor: true, если ниже уже некуда; $count: сколько очков потеряно.
arena-wound = @{ $warrior } получает **тяжёлое увечье**: { $floor ->
    [true] но { arena-stat } и так уже { $after }, ниже не бывает
   *[false] минус { arena-points-of } навсегда ({ arena-stat } { $before } → { $after })
 }
arena-wound-short = **тяжёлое увечье**, { $floor ->
    [true] но очков { arena-stat-genitive } терять уже нечего (уже { $after })
   *[false] минус { arena-points-of } навсегда ({ arena-stat } { $before } → { $after })
 }

# Схватка; $kind: melee или shots; $zone, $centre: где.
arena-combat-title = **{ $kind ->
    [melee] Схватка вокруг
   *[shots] Стрельба по
 } @{ $defender }** — { arena-zone }
# $side: атакующие и их сумма.
arena-combat-attack = { $kind ->
    [melee] Атака
   *[shots] Стрельба
 }: { $side }
arena-combat-defence = { $kind ->
    [melee] Защита
   *[shots] Щит
 }: { $side }
arena-combat-undefended = никто не { $kind ->
    [melee] защищает
   *[shots] прикрывает щитом
 } @{ $defender }: **0**
# $score: счёт обеих сторон.
arena-combat-tie = Ничья, { $score } на { $score }: никто не покидает арену.
# $tie: true, если ничья в пользу атаки (или защиты); $won, $lost: счёт.
arena-combat-attack-wins = { $tie ->
    [true] Ничья, { $score } на { $score }, а в этой игре ничья — в пользу атаки
   *[false] { $kind ->
        [melee] Атака
       *[shots] Стрельба
    } побеждает, { $won } против { $lost }
 }: @{ $defender } покидает арену.
arena-combat-defence-wins = { $tie ->
    [true] Ничья, { $score } на { $score }, а в этой игре ничья — в пользу защиты
   *[false] { $kind ->
        [melee] Защита
       *[shots] Щит
    } побеждает, { $won } против { $lost }
 }{ $kind ->
    [melee] {""}
   *[shots] : выстрелы обращаются против стрелков
 }.
# $among: атакующие, «@a или @b».
arena-combat-yours-to-choose = Вам выбирать, кто из { $kind ->
    [melee] атакующих
   *[shots] стрелков
 } покидает арену: { $among }.
arena-combat-to-choose = Выбор за @{ $defender }: кто из { $kind ->
    [melee] атакующих
   *[shots] стрелков
 } покидает арену — { $among }.
# $gender: пол того, кто уходит.
arena-combat-only-one = { $gender ->
    [feminine] @{ $leaves }, { $kind ->
        [melee] единственная атакующая
       *[shots] единственная, кто стрелял
    }, покидает арену.
    [masculine] @{ $leaves }, { $kind ->
        [melee] единственный атакующий
       *[shots] единственный стрелок
    }, покидает арену.
   *[other] @{ $leaves } покидает арену: { $kind ->
        [melee] других атакующих не было
       *[shots] больше никто не стрелял
    }.
 }
arena-combat-chosen = Выбор @{ $defender }: @{ $leaves } покидает арену.
# Ответа не было: жребий ($rolled: бросили кубик, $die из $faces).
arena-combat-drawn = От @{ $defender } не было ответа вовремя: @{ $leaves } покидает арену — по жребию среди сильнейших с равной { $kind ->
    [melee] атакой
   *[shots] стрельбой
 } ({ $among }{ $rolled ->
    [true] , кубик { $die } из { $faces }
   *[false] {""}
 }).
# ... или самый сильный ($value: его характеристика).
arena-combat-strongest = От @{ $defender } не было ответа вовремя: @{ $leaves } покидает арену — { $gender ->
    [feminine] { $kind ->
        [melee] атакующая с самой высокой атакой
       *[shots] у неё самая высокая стрельба
    }
    [masculine] { $kind ->
        [melee] атакующий с самой высокой атакой
       *[shots] стрелок с самой высокой стрельбой
    }
   *[other] { $kind ->
        [melee] самая высокая атака
       *[shots] самая высокая стрельба
    }
 } ({ $value }).
arena-combat-leaves = @{ $leaves } покидает арену.
# $gap: разрыв в счёте; $wound: увечье словами.
arena-combat-crushing = Разрыв в { $gap } { $gap ->
    [one] очко
    [few] очка
    [many] очков
   *[other] очка
 }, 10 или больше: { $wound }.
arena-combat-crushing-ahead = Разрыв в { $gap } { $gap ->
    [one] очко
    [few] очка
    [many] очков
   *[other] очка
 }, 10 или больше: тот, кто покинет арену, получит **тяжёлое увечье** и навсегда потеряет 1 очко { $kind ->
    [melee] атаки
   *[shots] стрельбы
 }.

# Этап; $step: placement, round, choice или current; $round: номер раунда. Именительный падеж.
arena-step-name = { $step ->
    [placement] расстановка кланов
    [round] раунд { $round }
    [choice] выбор того, кто покидает арену (раунд { $round })
   *[current] текущий раунд
 }
# То же в родительном падеже, без предлога: «раунда 2», «расстановки кланов».
arena-of-step = { $step ->
    [placement] расстановки кланов
    [round] раунда { $round }
    [choice] выбора того, кто покидает арену (раунд { $round })
   *[current] текущего раунда
 }
# Что будет с молчащим, после «Если приказа не будет, »; $step: placement, choice, round.
arena-no-answer = { $step ->
    [placement] ваш клан расставит жребий: каждый воин встанет в стартовую зону, выпавшую на кубике.
    [choice] арену покинет противник с самой высокой атакой (или стрельбой), а при равенстве решит жребий.
   *[round] в этом раунде вы ничего не делаете, если только ваш вождь не объявит действие за вас.
 }
# То же о молчащих воинах, для ведущего (черновик, пропуск), после «Без приказа: @bruno, @sofia — »;
# $count: сколько их.
arena-no-answer-gm = { $step ->
    [placement] { $count ->
        [1] клан расставит жребий
       *[other] кланы расставит жребий
    }: каждый воин встанет в стартовую зону, выпавшую на кубике.
    [choice] арену покинет противник с самой высокой атакой (или стрельбой), а при равенстве решит жребий.
   *[round] { $count ->
        [1] в этом раунде ничего не делает (если за этого воина не объявил вождь).
       *[other] в этом раунде ничего не делают (если за них не объявил вождь).
    }
 }
# Что можно прислать на этом этапе.
arena-expected = { $step ->
    [placement] Поставьте каждого воина своего клана в стартовую зону, например `все в зону 1` или `@имя зона 2, я зона 1`.
    [choice] Ответьте именем того, кто покидает арену, например `@имя`.
   *[round] Одно действие на воина за раунд, здесь, в теме игры: `атакую @имя`, `защищаюсь`, `защищаю @имя`, `стреляю в @имя`, `щит на себя`, `иду в центр` или `ничего не делаю`.
 }
# Кто стоит в зоне; $warriors: «@a (Волки), @b (Медведи)».
arena-standing-zone = { arena-zone }: { $warriors }
arena-standing-separator = {"; "}

## Settings, as the GM's help describes them (rules/arena/state.py SETTINGS): what each
## does, its values and units; the help shows the default.

arena-setting-budget = Сколько очков каждый новый воин распределяет между четырьмя характеристиками (атака, защита, стрельба, щит): от 4 минимумов до 4 максимумов.
arena-setting-minimum = Наименьшее значение характеристики при распределении (0 или больше).
arena-setting-maximum = Наибольшее значение характеристики при распределении (не меньше минимума).
arena-setting-map = Зоны арены в формате `JSON`: `zones` (названия зон), `borders` (пары соседних зон), `centre` (центральная зона) и `start` (зоны, где могут начинать кланы, кроме центра); до каждой зоны должен быть путь.
arena-setting-max-chiefs = Наибольшее число вождей, а значит и кланов, при записи (не меньше 2).
arena-setting-max-clan = Наибольшее число воинов в клане, вместе с вождём.
arena-setting-schedule = Срок каждого раунда — выражение `cron` из пяти полей (минута, час, день месяца, месяц, день недели) по часовому поясу игры: `0 22 * * *` — каждый день в 22:00; ведущий может закрыть раунд и раньше.
arena-setting-timezone = Часовой пояс сроков и объявленных дат, по названию из базы часовых поясов (`Europe/Paris`, `Europe/Moscow`).
arena-setting-always-count-defender = `да` — защита (против стрельбы — щит) атакованного воина всегда входит в счёт защиты, без кубика, даже если он сам не защищается; `нет` — только если он защищается (прикрывается щитом) сам.
arena-setting-tie = Кто побеждает при равном счёте в схватке: `nobody` (никто не покидает арену), `attack` (атака) или `defence` (защита).
arena-setting-choice-minutes = Сколько минут у воина, чья защита победила, чтобы выбрать, кто из нападавших покинет арену; без ответа уходит тот, у кого больше атака (стрельба).
arena-setting-placement-hours = Сколько часов у вождей после закрытия записи, чтобы сказать, в какой стартовой зоне встаёт каждый воин их клана; без ответа клан расставляется случайно.
