## «Романтики с большой дороги»: почему заявка не принята (templates/rejection.md.j2), по-русски,
## после «Заявка не принята — шаг 12: ». $why: причина от грамматики; $trigger: слово discobot;
## $example, $cell: пример, что написать, ещё не названная клетка.

# Размер поля: $last — буква последнего столбца; $rows — ряды.
highway-rejection-extent = столбцы А–{ $last }, ряды 1–{ $rows }
highway-rejection-extent-unknown = буква столбца и номер ряда
# $limited: yes, если сообщение длиннее предела ($limit).
highway-rejection-not-an-order = { $why ->
    [empty] сообщение пустое (или в нём только цитаты).
    [too_long] сообщение слишком длинное{ $limited ->
        [yes] {" "}(больше { $limit } знаков)
       *[no] {""}
    }: напишите заявку отдельно, в нескольких словах.
    [unreadable] я не смог прочитать это сообщение: напишите, пожалуйста, попроще.
   *[other] в этом сообщении я не нашёл заявки.
 }
# $cells: названные клетки; $types: названные виды оружия; $options: каких воров можно положить.
highway-rejection-ambiguous = { $why ->
    [two_cells] вы называете сразу несколько клеток ({ $cells }): назовите одну.
    [two_weapons] вы называете сразу несколько видов оружия ({ $types }): на { $gender ->
        [feminine] охранницу
        [masculine] охранника
       *[other] охранника
    } кладут одного вора — { $options }.
    [two_orders] в одном сообщении сразу несколько заявок: напишите одну.
   *[other] сообщение можно понять по-разному: напишите одну заявку, попроще.
 }
# $text: что написано; $extent: highway-rejection-extent.
highway-rejection-bad-cell = «{ $text }» — не клетка поля. Клетку называют буквой столбца (А Б В Г Д Е Ж З И К, без Й) и номером ряда — { $extent }, например `{ $cell }`.
# $named: yes, если игрок известен ($player); $count: что написано вместо числа.
highway-rejection-bad-gang = { $why ->
    [no_weapon] у { $player } в банде не названо оружие.
    [count] { $named ->
        [yes] у { $player }:{" "}
       *[no] {""}
    }«{ $count }» — не число: сколько воров, пишут числом.
    [no_player] не сказано, чьи это воры: перед оружием назовите игрока (`у @имя`) или `мои`.
    [no_gang] после «грабим» нет банды: перечислите воров по владельцам.
   *[other] я не понял состав банды.
 } Банда — ровно шесть воров, по два каждого оружия: `{ $example }`.
# $counted: yes, если сейфы казны известны ($safes).
highway-rejection-no-split = в предложении нет дележа. Добавьте в то же сообщение, сколько сейфов казны{ $counted ->
    [yes] {" "}({ $safes })
   *[no] {""}
 } получит каждый участник банды: `{ $example }`.
highway-rejection-bad-split = { $why ->
    [no_number] у { $named ->
        [yes] { $player }
       *[no] игрока
    } в дележе нет числа.
    [count] { $named ->
        [yes] у { $player }:{" "}
       *[no] {""}
    }«{ $count }» — не число сейфов.
    [two_numbers] у { $named ->
        [yes] { $player }
       *[no] игрока
    } в дележе два числа: одно на каждого.
    [twice] { $named ->
        [yes] { $player }
       *[no] игрок
    } назван в дележе дважды.
    [no_player] в дележе есть число без игрока.
    [rest] в дележе «остальное» не годится: у каждого — своё число сейфов.
   *[other] я не понял делёж.
 } Делёж пишут так: `{ $example }`{ $counted ->
    [yes] {" "}— всего { $safes }
   *[no] {""}
 }.
# $die: номер кубика; $count: что написано вместо номера.
highway-rejection-bad-assign = { $why ->
    [no_dice] { $named ->
        [yes] { $player }:
       *[no] игроку
    } не назван ни один кубик.
    [position] кубика № { $die } нет: номера идут с 1.
    [twice_rest] «остальные» можно отдать только одному.
    [twice] кубик № { $die } отдан дважды.
    [count] «{ $count }» — не номер кубика.
    [no_player] есть кубики без игрока.
   *[other] я не понял раздачу кубиков.
 } Раздачу пишут так: `{ $example }`.
# $named: yes, если написанное имя известно ($name); $players: кто играет.
highway-rejection-unknown-player = { $named ->
    [yes] «{ $name }» не играет
   *[no] такой игрок не играет
 } в этой игре. Игроки: { $players }.
# $roll: какой бросок попросить ("5d3").
highway-rejection-no-roll = я не вижу, на какой бросок это ответ. Сначала напишите здесь `@discobot { $trigger } { $roll }` — ответ discobot я прочитаю сам.
highway-rejection-no-dice = в ответе discobot я не нашёл кубиков. Попросите бросок ещё раз: `@discobot { $trigger } { $roll }`.
# $read: yes, если прочитано значение кубика ($value, у кубика $faces граней); иначе брошено
# $dice, а просили $asked.
highway-rejection-dice-mismatch = { $read ->
    [yes] в ответе discobot число { $value }, а на { $faces }-гранном кубике такого нет.
   *[no] discobot бросил { $dice }, а просили { $asked } (за раз discobot бросает не больше 20).
 } Попросите бросок ещё раз.
# $case: own_split (голосует главарь), vote, vote2, fight, dice (roll или assign), field или
# other; $led: yes, если главарь известен ($leader); $players: участники банды с упоминанием;
# $known: yes, если известен тот, чья очередь ($first); $what: highway-awaited.
highway-rejection-not-your-move = { $case ->
    [own_split] главарь не голосует за свой делёж: ждём ответа остальных игроков.
    [vote] на делёж сейчас отвечают все, кроме главаря{ $led ->
        [yes] {" "}({ $leader })
       *[no] {""}
    }.
    [vote2] на новый делёж отвечают только участники банды: { $players }.
    [fight] в бою с охранником сейчас очередь { $known ->
        [yes] @{ $first }
       *[no] другого игрока
    }.
    [dice] кубики ограбления бросает и раздаёт главарь{ $known ->
        [yes] {" "}@{ $first }
       *[no] {""}
    }.
    [field] поле заполняет ведущий.
   *[other] сейчас не ваш ход: очередь { $known ->
        [yes] @{ $first }
       *[no] другого игрока
    } — { $what }.
 }
highway-rejection-counter-needed = чтобы не согласиться с дележом, предложите свой, в одном сообщении: `{ $example }`. Иначе ответьте `согласен`.
highway-rejection-no-counter = встречного дележа нет (было лишь молчание), принимать нечего. Измените делёж (`делёж: …`) или откажитесь от ограбления (`пас`).
# $kind: какая заявка не к месту (answer: split, agree или disagree).
highway-rejection-not-now = { $kind ->
    [cell] сейчас клетку не называют.
    [rob] сейчас ограбление не предложить.
    [answer] сейчас нет дележа, на который можно ответить.
    [lay] сейчас нет боя с охранником.
    [dice] сейчас кубики не нужны.
    [assign] сейчас нечего раздавать.
    [pass] сейчас пасовать не к чему.
   *[other] сейчас эта заявка не к месту.
 }
# $faces: сколько граней нужно; $asked_other: yes, если просили другие кубики ($asked).
highway-rejection-wrong-dice = для поля нужен бросок `@discobot { $trigger } 20d120` — { $faces }-гранные кубики{ $asked_other ->
    [yes] , а не { $asked }-гранные
   *[no] {""}
 }.
highway-rejection-no-cell-now = { $stage ->
    [thief] после вора клетку не называют: можно предложить ограбление (`грабим: …; делёж: …`) или сказать `пас`, и ход перейдёт дальше.
    [last] поле открыто целиком, клеток больше нет: можно только в последний раз предложить ограбление или сказать `пас`.
   *[other] сейчас клетку не называют.
 }
highway-rejection-off-field = клетки { $cell } нет на поле: { $extent }.
# $by: кто её назвал; $seen: yes, если известна её карта ($card).
highway-rejection-already-named = клетка { $cell } уже открыта игроком { $by }{ $seen ->
    [yes] {" "}(там { $card })
   *[no] {""}
 }. Назовите закрытую клетку, например `{ $free }`.
highway-rejection-one-revision = главарь может изменить делёж только один раз за ход («Главарь один раз за один ход может перераспределить добычу»), а вы в этот ход его уже меняли.
# $case: kept (делёж остаётся), cell (ограбления не будет, назовите клетку) или other.
highway-rejection-one-revision-then = { $case ->
    [kept] Этот делёж остаётся как предложен: если кто-то с ним не согласится, ограбление отменится.
    [cell] Ограбление не состоялось: назовите клетку (`{ $cell }`) или скажите `пас`.
   *[other] Ограбление не состоялось: ход переходит дальше.
 }
# $count: сколько кубиков нужно ($dice: словами); $asked_other: yes, если просили другой бросок
# ($asked кубиков на $faces граней).
highway-rejection-wrong-host-dice = за сейфы ведущего нужен бросок `@discobot { $trigger } { $count }d3` — трёхгранные кубики, по одному на сейф{ $asked_other ->
    [yes] , а не `{ $asked }d{ $faces }`
   *[no] {""}
 }.
highway-rejection-already-tried = в этот раз вы уже предлагали ограбление: теперь назовите клетку (`{ $cell }`) или скажите `пас`.
highway-rejection-empty-treasury = казна пуста — грабить нечего.
# $want: сколько воров нужно ($count: числом); $type: highway-with-type; $held: yes, если рука
# игрока известна ($hand), иначе $have: сколько у него таких.
highway-rejection-not-held = у { $player } нет { $want } { $count ->
    [one] вора
    [few] воров
    [many] воров
   *[other] воров
 } { $type }: на руках { $held ->
    [yes] { $hand }
   *[no] { $have } таких
 }.
highway-rejection-no-thief = ни одного вора
highway-rejection-no-thief-proposed = ни одного вора
# $hand: предложенные воры по видам оружия.
highway-rejection-bad-gang-types = банда — ровно шесть воров, по два каждого оружия (2 сабли, 2 фузеи, 2 эликсира), а в предложенной — { $hand }.
highway-rejection-leader-card = главарь должен отдать в банду хотя бы одного своего вора.
highway-rejection-leader-card-hand = У вас на руках: { $hand }.
# $members: участники банды; $players: те, кого в ней нет ($count: сколько их).
highway-rejection-split-outsider = делить сейфы можно только между теми, чьи воры в банде ({ $members }): у { $players } в ней никого нет.
# $given: сколько сейфов роздано.
highway-rejection-split-total = делёж должен раздать все сейфы казны — { $safes }, а у вас роздано { $given }.
# $gender: род охранника.
highway-rejection-must-lay = кто вытянул { $gender ->
    [feminine] охранницу, должен положить на неё
    [masculine] охранника, должен положить на него
   *[other] охранника, должен положить на него
 } вора, если может. Подходят: { $options }.
highway-rejection-which-colour = какого вора вы кладёте? Подходят: { $options }.
# $reason: same (оружие охранника), laid (уже лежит на охраннике) или none (нет на руках).
# $gender: род охранника.
highway-rejection-unsuitable = вора { $type } положить нельзя: { $reason ->
    [same] у { $gender ->
        [feminine] охранницы
        [masculine] охранника
       *[other] охранника
    } то же оружие
    [laid] такой вор уже лежит на { $gender ->
        [feminine] охраннице
        [masculine] охраннике
       *[other] охраннике
    }
   *[none] у вас нет такого вора
 }.
highway-rejection-suitable = Подходят: { $options }.
highway-rejection-none-suitable = Подходящих воров у вас нет: `пас`.
highway-rejection-wrong-robbery-dice = нужен бросок `@discobot { $trigger } { $count }d3` — трёхгранные кубики, по одному на сейф казны{ $asked_other ->
    [yes] , а не `{ $asked }d{ $faces }`
   *[no] {""}
 }.
highway-rejection-bad-dice-numbers = номера кубиков — от 1 до { $count }, и каждый только один раз.
highway-rejection-dice-left = раздайте все { $dice } (или допишите `остальные мне`).
# $split: доли по дележу; $given: розданные кубики, как доли.
highway-rejection-not-the-split = раздача не по дележу: по дележу { $split }, а у вас { $given }.
highway-rejection-other = эта заявка сейчас невозможна.
