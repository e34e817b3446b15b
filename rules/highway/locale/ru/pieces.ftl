## «Романтики с большой дороги»: кусочки, которые включают сообщения моста
## (templates/for_step.md.j2, this_step, of_step, step_name, phases, doubt, settings,
## how_to_join, order), по-русски.

# Нумеруются шаги стола (каждое действие: клетка, бой, делёж, кубики), а «ход» — только
# очередь игрока («ход переходит к …»): один ход может занять несколько шагов.
# $key: ключ шага ("field" или "m12-cell"). "не засчитывается для этого шага".
highway-for-step = { $key ->
    [field] для заполнения поля
   *[other] для этого шага
 }
# "… этого шага": родительный падеж.
highway-this-step = { $key ->
    [field] для заполнения поля
   *[other] этого шага
 }
# В родительном падеже, без предлога: "срок шага 12". $step: field, move (с $number), current.
highway-of-step = { $step ->
    [field] заполнения поля
    [move] шага { $number }
   *[current] текущего шага
 }
# В именительном падеже: "шаг 12".
highway-step-name = { $step ->
    [field] заполнение поля
    [move] шаг { $number }
   *[current] текущий шаг
 }
# Шаги стола в той форме, которая нужна фразе моста: of_a — родительный ед. ("черновик итогов
# шага"), each — именительный ("каждый шаг"), the — именительный мн., of_the — родительный мн.,
# ending — именительный ("подсчёт добычи ... опубликован"), current — именительный.
highway-phases = { $form ->
    [of_a] шага
    [each] каждый шаг
    [the] шаги
    [of_the] шагов
    [ending] подсчёт добычи
   *[current] текущий шаг
 }
# Почему прочтение сообщения не наверняка (после «Я не уверен, что правильно его понял (»).
highway-doubt = { $doubt ->
    [narration] я нашёл заявку только в описании, между звёздочками или курсивом
    [quote] я нашёл заявку только в цитате
   *[other] прочтение вашего сообщения не вполне надёжно
 }

## Настройки словами ($fund: призовой фонд; $shown: он же, как пишется).

highway-settings-fund = призовой фонд: { $shown } { $fund ->
    [one] монета
    [few] монеты
    [many] монет
   *[other] монеты
 }, в конце делится по мешкам;
highway-settings-window = на каждый ответ: { $minutes } мин;
# $source: discobot или bot.
highway-settings-dice = кубики: { $source ->
    [discobot] бросает discobot (`@discobot { $trigger } …`)
   *[bot] бросает сам бот (броски проверяются по ключу жеребьёвки, раскрытому в конце)
 };
highway-settings-silence = молчание считается согласием с дележом: { $agrees ->
    [yes] да
   *[no] нет
 }.

## Как записаться.

highway-join-open = **Запись открыта**: напишите в этой теме `участвую` (от { $min } до { $max } { $max ->
    [one] игрока
    [few] игроков
    [many] игроков
   *[other] игроков
 }). Порядок ходов — порядок записи. Чтобы выйти до начала игры, напишите `выхожу`.
highway-join-live = Игра идёт вживую, **здесь, в этой теме**: клетки, ограбления, дележи и бои с охранниками — всё пишется сюда, и на каждый ответ — всего несколько минут. Лично вам придут только кубики и мешки ограбления. Не сможете быть всё время на месте — назовите помощника (`мой помощник @sasha`), он сможет ходить за вас.

## Канонический отклик на приказ.

highway-order-cell = клетка { $cell }
highway-order-rob = ограбление казны — банда: { $gang }; делёж: { $split }
highway-order-split = делёж: { $split }
highway-order-agree = согласие с дележом
highway-order-disagree = несогласие с дележом
# $type: highway-with-type.
# $gender: род охранника, если бой идёт.
highway-order-lay-type = положить на { $gender ->
    [feminine] охранницу
    [masculine] охранника
   *[other] охранника
 } вора { $type }
highway-order-lay = положить на { $gender ->
    [feminine] охранницу
    [masculine] охранника
   *[other] охранника
 } вора
highway-order-pass = пас
highway-order-dice = кубики: { $values }
# $count: сколько чисел; $numbers: они же словами.
highway-order-field = числа поля: { $numbers }
# $parts: highway-order-assign-dice и highway-order-assign-rest через разделитель.
highway-order-assign = раздача кубиков: { $parts }
# $count: сколько кубиков; $dice: их номера списком.
highway-order-assign-dice = { $count ->
    [one] кубик
    [few] кубики
    [many] кубики
   *[other] кубики
 } { $dice } — { $player }
highway-order-assign-rest = остальные — { $player }
highway-order-separator = {"; "}
highway-order-other = заявка
