## «Романтики с большой дороги» (rules/highway): общие слова (templates/macros.md.j2),
## по-русски. Клетки пишутся русскими буквами, оружие — в нужном падеже.

# Буквы столбцов (rules/highway/cards.py CYRILLIC).
highway-columns = АБВГДЕЖЗИК
highway-decimal-separator = ,

## Число с существительным ($count: число; шаблон пишет его перед словом). Дробное число
## берёт родительный падеж единственного числа ("2,5 минуты").

highway-bags = { $count ->
    [one] мешок
    [few] мешка
    [many] мешков
   *[other] мешка
 }
highway-safes = { $count ->
    [one] сейф
    [few] сейфа
    [many] сейфов
   *[other] сейфа
 }
highway-minutes = { $count ->
    [one] минута
    [few] минуты
    [many] минут
   *[other] минуты
 }
# "в течение 10 минут", "за 1 минуту": винительный падеж.
highway-minutes-acc = { $count ->
    [one] минуту
    [few] минуты
    [many] минут
   *[other] минуты
 }
highway-cards = { $count ->
    [one] карта
    [few] карты
    [many] карт
   *[other] карты
 }
highway-coins = { $count ->
    [one] монета
    [few] монеты
    [many] монет
   *[other] монеты
 }
highway-dice = { $count ->
    [one] кубик
    [few] кубика
    [many] кубиков
   *[other] кубика
 }
highway-numbers = { $count ->
    [one] число
    [few] числа
    [many] чисел
   *[other] числа
 }
highway-cells = { $count ->
    [one] клетка
    [few] клетки
    [many] клеток
   *[other] клетки
 }
highway-votes = { $count ->
    [one] голос
    [few] голоса
    [many] голосов
   *[other] голоса
 }
# $shown: число, как оно пишется.
highway-times = { $count ->
    [1] один раз
   *[other] { $shown } { $count ->
        [one] раз
        [few] раза
        [many] раз
       *[other] раза
    }
 }

## Списки.

# $items: все, кроме последнего, через ", "; $last: последний.
highway-list = { $items } и { $last }
highway-any-of = { $items } или { $last }
highway-nobody = никто
highway-hand-empty = пусто
highway-positions-none = ни одного
highway-type-list-none = никакое

## Оружие и карты. Термины: оружие — существительное с родом и падежами
## ($case: nominative, accusative, instrumental).

-highway-sabre = { $case ->
   *[nominative] сабля
    [accusative] саблю
    [instrumental] саблей
 }
    .gender = feminine
-highway-musket = { $case ->
   *[nominative] фузея
    [accusative] фузею
    [instrumental] фузеей
 }
    .gender = feminine
-highway-pistols = { $case ->
   *[nominative] пистолеты
    [accusative] пистолеты
    [instrumental] пистолетами
 }
    .gender = plural
-highway-elixir = { $case ->
   *[nominative] эликсир
    [accusative] эликсир
    [instrumental] эликсиром
 }
    .gender = masculine

# Тип оружия (цвет) в именительном: red — сабля, green — фузея (или пистолеты), blue — эликсир.
highway-weapon-type = { $colour ->
    [red] { -highway-sabre }
    [green] { -highway-musket }
    [blue] { -highway-elixir }
   *[other] { $colour }
 }
# В винительном: "кладу саблю".
highway-weapon-type-acc = { $colour ->
    [red] { -highway-sabre(case: "accusative") }
    [green] { -highway-musket(case: "accusative") }
    [blue] { -highway-elixir(case: "accusative") }
   *[other] { $colour }
 }
# В творительном, с предлогом: "вор с саблей".
highway-with-type = { $colour ->
    [red] с { -highway-sabre(case: "instrumental") }
    [green] с { -highway-musket(case: "instrumental") } или { -highway-pistols(case: "instrumental") }
    [blue] с { -highway-elixir(case: "instrumental") }
   *[other] { $colour }
 }
# После числа: "2 сабли", "1 фузея", "5 эликсиров".
highway-of-type = { $colour ->
    [red] { $count ->
        [one] сабля
        [few] сабли
        [many] сабель
       *[other] сабли
    }
    [green] { $count ->
        [one] фузея
        [few] фузеи
        [many] фузей
       *[other] фузеи
    }
   *[other] { $count ->
        [one] эликсир
        [few] эликсира
        [many] эликсиров
       *[other] эликсира
    }
 }
# Оружие карты в именительном ($weapon: sabre, musket, pistols, elixir).
highway-weapon = { $weapon ->
    [sabre] { -highway-sabre }
    [musket] { -highway-musket }
    [pistols] { -highway-pistols }
    [elixir] { -highway-elixir }
   *[other] { $weapon }
 }
# Оружие карты в творительном: "саблей", "пистолетами".
highway-weapon-with = { $weapon ->
    [sabre] { -highway-sabre(case: "instrumental") }
    [musket] { -highway-musket(case: "instrumental") }
    [pistols] { -highway-pistols(case: "instrumental") }
    [elixir] { -highway-elixir(case: "instrumental") }
   *[other] { $weapon }
 }
# Кто на карте, в именительном ($kind: safe, guard, thief; $gender: feminine или masculine).
highway-person = { $kind ->
    [safe] сейф
    [guard] { $gender ->
        [feminine] охранница
        [masculine] охранник
       *[other] охранник
    }
   *[other] { $gender ->
        [feminine] воровка
        [masculine] вор
       *[other] вор
    }
 }
# Карта словами, в именительном ($person: highway-person; $weapon: highway-weapon-with).
highway-card = { $kind ->
    [safe] сейф
   *[other] { $person } с { $weapon }
 }
# В винительном: "кладёт воровку с эликсиром".
highway-card-acc = { $kind ->
    [safe] сейф
    [guard] { $gender ->
        [feminine] охранницу
        [masculine] охранника
       *[other] охранника
    } с { $weapon }
   *[other] { $gender ->
        [feminine] воровку
        [masculine] вора
       *[other] вора
    } с { $weapon }
 }
# В творительном: "бой с охранницей с саблей".
highway-card-ins = { $kind ->
    [safe] сейфом
    [guard] { $gender ->
        [feminine] охранницей
        [masculine] охранником
       *[other] охранником
    } с { $weapon }
   *[other] { $gender ->
        [feminine] воровкой
        [masculine] вором
       *[other] вором
    } с { $weapon }
 }
# Охранник, которого надо победить, во фразе о бое: винительный падеж.
highway-the-card = { highway-card-acc }
# Коротко, как в таблице правил ($weapon: highway-weapon).
highway-card-short = { $kind ->
    [safe] сейф
   *[other] { $person }, { $weapon }
 }
highway-legend = 1–2 охранник, сабля · 3–4 охранник, фузея · 5–6 охранник, эликсир · 7–8 охранница, сабля · 9–10 охранница, пистолеты · 11–12 охранница, эликсир · 13–30 сейф · 31–45 воровка, сабля · 46–60 воровка, пистолеты · 61–75 воровка, эликсир · 76–90 вор, сабля · 91–105 вор, фузея · 106–120 вор, эликсир

## Банды и дележи.

highway-gang-member = { $player } — { $hand }
highway-gang-separator = {"; "}
# $count: сейфы; $safes: они же словами.
highway-split-share = { $count ->
    [0] { $player } — ничего
   *[other] { $player } — { $safes }
 }
highway-dice-rule = 1 — 2 мешка, 2 — 3 мешка, 3 — 5 мешков
# $last: буква последнего столбца.
highway-field-size = { $columns } × { $rows } { $rows ->
    [one] клетка
    [few] клетки
    [many] клеток
   *[other] клетки
 } (столбцы А–{ $last }, ряды 1–{ $rows })

## Команды, как их пишут игроки (rules/highway/orders.py).

highway-command-rob = грабим
highway-command-split = делёж
highway-command-me = я
# $colour: тип оружия, который кладут.
highway-command-lay = кладу { highway-weapon-type-acc }
# Воры одного типа у одного владельца в предложении (числа словами, как пишут).
highway-command-thieves = { $count ->
    [1] { highway-weapon-type }
   *[other] { $colour ->
        [red] две сабли
        [green] две фузеи
       *[other] два эликсира
    }
 }
# Свои воры предлагающего: притяжательное согласуется с каждым оружием ("моя сабля",
# "мой эликсир"), "мои" — только при двух ("мои две сабли").
highway-command-my-thieves = { $count ->
    [1] { $colour ->
        [red] { -highway-sabre.gender ->
            [feminine] моя
            [masculine] мой
           *[other] мои
        } { -highway-sabre }
        [green] { -highway-musket.gender ->
            [feminine] моя
            [masculine] мой
           *[other] мои
        } { -highway-musket }
       *[other] { -highway-elixir.gender ->
            [feminine] моя
            [masculine] мой
           *[other] мои
        } { -highway-elixir }
    }
   *[other] мои { highway-command-thieves }
 }
highway-command-separator = {", "}
highway-command-list = { $items } и { $last }
# $thieves: highway-command-my-thieves списком (уже с «моя», «мой», «мои»).
highway-rob-mine = { $thieves }
highway-rob-theirs = у @{ $player } { $thieves }
highway-rob-example = грабим: моя сабля и мой эликсир, у @{ $first } две фузеи, у @{ $second } эликсир и сабля; делёж: я 3, { $first } 2, { $second } 1
# $spaced: номера кубиков через пробел; $listed: списком ("1 и 2").
highway-assign-example-part = { $listed } — { $player }
highway-assign-example = кубики { $parts }
highway-assign-example-rest = кубики { $parts }, остальные мне
highway-assign-example-rest-only = кубики: остальные мне
highway-assign-example-default = кубики 1 и 2 — ivan, 3 — olga, остальные мне

## Что можно написать на каждой стадии ($trigger: слово discobot).

highway-expected-cell = Сейчас тот, чей ход, называет клетку в теме игры (`{ $cell }`), предлагает ограбление (`грабим: …; делёж: …`) или говорит `пас`.
highway-expected-thief = Сейчас тот, кто получил вора, может предложить ограбление (`грабим: …; делёж: …`) или сказать `пас`.
highway-expected-fight = Сейчас идёт бой с охранником: тот, до кого дошла очередь, пишет `кладу саблю` (`фузею`, `эликсир`) или `пас`.
highway-expected-vote = Сейчас все, кроме главаря, отвечают на делёж: `согласен` или свой делёж (`{ $example }`).
highway-expected-revise = Сейчас главарь может один раз изменить делёж (`делёж: …`), принять встречный (`согласен`) или отказаться от ограбления (`пас`).
highway-expected-vote2 = Сейчас участники банды отвечают на новый делёж: `согласен` или `не согласен`.
highway-expected-roll = Сейчас главарь бросает кубики в своей личке: `@discobot { $trigger } { $treasury }d3`, по кубику на каждый сейф казны.
highway-expected-assign-yours = Раздайте кубики здесь, по дележу: `{ $example }`.
highway-expected-assign = Сейчас главарь раздаёт кубики в своей личке: `{ $example }`.
highway-expected-last = Поле открыто целиком: тот, чья очередь, может в последний раз предложить ограбление (`грабим: …; делёж: …`) или сказать `пас`.
highway-expected-host-roll = Сейчас ведущий бросает кубики за свои сейфы (`@discobot { $trigger } { $count }d3`) в своём кабинете.
highway-expected-field = Сейчас ведущий заполняет поле бросками `@discobot { $trigger } 20d120` в своём кабинете.
highway-expected-over = Игра окончена: ходов больше нет.

# Что стол ждёт, коротко (для отказов).
highway-awaited = { $stage ->
    [cell] назвать клетку или предложить ограбление
    [thief] предложить ограбление или сказать `пас`
    [fight] положить вора на охранника или сказать `пас`
    [vote] ответить на делёж
    [vote2] ответить на делёж
    [revise] изменить делёж, принять встречный или отказаться
    [roll] бросить кубики
    [assign] раздать кубики
    [last] сделать последнюю попытку ограбления
    [host_roll] бросить кубики за сейфы ведущего
    [field] заполнить поле
   *[other] сделать ход
 }

## События стола, по строке на событие ($player, $leader: игрок жирным).

# $then: full (казна полна), last (последняя клетка), safe (будет ещё клетка), thief, guard.
highway-event-card = { $player } называет клетку **{ $cell }**: { $card }{ $then ->
    [full] .
    [last] {" "}— в казну.
    [safe] {" "}— в казну, и { $player } ходит ещё раз.
    [thief] {" "}— на руки к { $player }.
   *[other] !
 }
highway-event-treasury-full = Казна полна (20 сейфов): охрана сохраняет для ведущего { $safes }.
# $type: highway-with-type; $cells: две сброшенные карты.
highway-event-three-alike = Третий вор { $type } у { $player }: двое прежних ({ $cells }) уходят в сброс, новый остаётся на руках.
# $gender: род охранника на карте (feminine или masculine).
highway-event-guard-discarded = В казне нет ни одного сейфа, охранять нечего: { $gender ->
    [feminine] охранница уходит
    [masculine] охранник уходит
   *[other] охранник уходит
 } в сброс.
# $guard: highway-the-card (винительный); $type: highway-with-type.
highway-event-fight = Бой с { $gender ->
    [feminine] охранницей
    [masculine] охранником
   *[other] охранником
 }, на кону — сейф казны! Чтобы победить { $guard }, на { $gender ->
    [feminine] неё
    [masculine] него
   *[other] него
 } кладут двух воров с разным оружием, и ни одного { $type }. Первым кладёт { $player }, дальше — по кругу.
highway-event-passed-over = У { $player } нет подходящего вора — очередь идёт дальше.
# $card: highway-card-acc.
# $gender: род охранника.
highway-event-laid = { $player } кладёт на { $gender ->
    [feminine] охранницу
    [masculine] охранника
   *[other] охранника
 } { $card }
highway-event-laid-only = другого подходящего вора нет
highway-event-laid-silent = ответа не было вовремя — положен первый подходящий вор
highway-event-fight-pass = { $player }: пас
highway-no-answer-in-time = нет ответа вовремя
highway-event-guard-beaten = { $gender ->
    [feminine] Охранница побеждена: она
    [masculine] Охранник побеждён: он
   *[other] Охранник побеждён: он
 } и оба вора уходят в сброс.
# $laid: yes, если вора положили.
highway-event-guard-saved = { $gender ->
    [feminine] Охранница устояла
    [masculine] Охранник устоял
   *[other] Охранник устоял
 } и уносит один сейф из казны — он засчитывается ведущему; { $gender ->
    [feminine] сама охранница
    [masculine] сам охранник
   *[other] сам охранник
 }{ $laid ->
    [yes] {" "}и положенный вор уходят
   *[no] {" "}уходит
 } в сброс.
highway-event-turn = Ход переходит к { $player }.
highway-event-proposed = { $leader } предлагает ограбить казну! Банда: { $gang }. Делёж: { $split }.
highway-event-countered = { $player } против этого дележа и предлагает свой: { $split }.
highway-event-countered-silent = От { $player } нет ответа, а молчание в этой игре не считается согласием: делёж не принят.
highway-event-revised = Главарь { $leader } меняет делёж: { $split }.
highway-event-agreed = Делёж принят: { $split }. Ограбление состоится!
# $count: сколько кубиков бросать.
highway-event-agreed-roll = Теперь главарь { $leader } бросает кубики в своём кабинете (`@discobot { $trigger } { $count }d3`); если броска вовремя не будет, их бросит бот.
highway-event-rolled = Кубики брошены ({ $dice }, по одному на сейф): главарь { $leader } раздаёт их в личке.
highway-event-bot-rolls = Броска от главаря { $leader } вовремя не было — кубики бросает бот.
highway-event-assigned-by-default = Главарь { $leader } не раздал кубики вовремя: они розданы по порядку, как в дележе.
# $shares: highway-event-robbed-gets через ", ".
highway-event-robbed = Казна ограблена! { $shares }. Воры банды уходят в сброс. Сколько мешков в сейфах — тайна до конца игры.
highway-event-robbed-gets = { $player } получает { $safes }
highway-event-robbed-nobody = Сейфов никто не получает
highway-event-robbery-off = Ограбление главаря { $leader } не состоится.
highway-event-refused = Новый делёж не принят (нет согласия: { $players }).
# $stage: стадия, на которой пропускают (last, thief или другая).
highway-event-pass = { $stage ->
    [last] { $player } не пытается ограбить казну
    [thief] { $player } не грабит
   *[other] { $player } пропускает ход
 }
highway-event-last-cell = Это была последняя клетка: поле открыто целиком.
highway-event-last-cell-treasury = В казне ещё { $safes }: по очереди каждый может в последний раз попытаться её ограбить.
highway-event-cannot-rob = У { $player } не собрать банду — последняя попытка пропускается.
highway-event-treasury-to-host = Казну так и не ограбили: { $safes } уходят ведущему.
highway-event-count = Подсчёт: всего { $bags }.
highway-event-no-second-revision = Главарь { $leader } уже менял делёж в этот ход, а менять его можно только раз за ход: второго изменения не будет.
highway-event-host-roll = Казна закрыта, у ведущего { $safes }: ведущий бросает за них { $dice } через discobot в своём кабинете (если броска вовремя не будет, кубики бросит бот). Потом — подсчёт.
highway-event-host-bot-rolls = Броска ведущего через discobot вовремя не было: за сейфы ведущего бот бросил сам { $dice }, своей жеребьёвкой.
# $rolled: сколько кубиков прочитано ($read: они же словами).
highway-event-host-bot-rolls-read = Броска ведущего через discobot вовремя не было (прочитано кубиков: { $rolled }): за сейфы ведущего бот бросил сам { $dice }, своей жеребьёвкой.
highway-event-field-drawn = Броски discobot не заполнили поле вовремя: остальные числа ({ $drawn }) бот вытянул сам, своей жеребьёвкой (её можно проверить по ключу жеребьёвки, раскрытому в конце).
highway-event-field-drawn-read = Броски discobot не заполнили поле вовремя (из бросков ведущего прочитано: { $read }): остальные числа ({ $drawn }) бот вытянул сам, своей жеребьёвкой (её можно проверить по ключу жеребьёвки, раскрытому в конце).
highway-event-field-ready = Поле заполнено! Контрольный отпечаток поля (SHA-256 поля с солью): `{ $commitment }` — в конце игры поле и соль раскроют, и по этому отпечатку каждый сможет проверить, что поле не меняли.
highway-event-other = На столе что-то произошло.

## Стол.

highway-state-treasury = Казна:
highway-state-host = у ведущего:
highway-state-discard = в сбросе:
highway-state-hidden-cells = закрытых клеток:
highway-state-player = Игрок
highway-state-thieves = Воры на руках
highway-state-safes = Сейфы

## Settings, as the GM's help describes them (rules/highway/state.py SETTINGS): what each
## does, its values and units; the help shows the default.

highway-setting-prize-fund = Призовой фонд в золотых монетах (ноль или больше), в конце делится по мешкам: каждому — его мешки × (фонд ÷ все мешки).
highway-setting-reply-window-minutes = Сколько минут даётся на каждый ответ (назвать клетку, выложить вора, ответить на делёж), больше 0 и не больше 1440; кто не ответил вовремя, пасует.
highway-setting-source = Откуда берутся числа поля и кубики ограблений: `bot` (бросает сам бот, проверяется по ключу жеребьёвки, раскрытому в конце) или `discobot` (броски `discobot` — ведущего в его кабинете и главарей в личке).
highway-setting-silence-agrees = Кто не ответил на делёж вовремя: `да` — согласен; `нет` — не согласен.
highway-setting-pause-after = После скольких шагов стола подряд, закрытых по сроку ответа, когда никто не играл, стол встаёт на паузу, пока ведущий его не продолжит; 0 — никогда.
