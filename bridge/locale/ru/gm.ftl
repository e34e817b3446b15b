## The bridge: what the bot says to game masters (their desk, their commands), in Russian.

## away_gm
# $until: the time in words.
away-gm-away = @{ $player } в отъезде до { $until }: до этого срока игра этого игрока не ждёт, а за @{ $player } действует то, что правила делают, когда игрок молчит.
away-gm-back = @{ $player } снова в игре: игра опять ждёт заявок этого игрока.

## cannot_start
# Followed by the game's own refusal.
cannot-start-with = Не могу начать игру с { $count ->
    [1] этим игроком
   *[other] этими { $count } { $count ->
        [one] игроком
        [few] игроками
       *[many] игроками
    }
 }:{" "}
cannot-start-count = Не могу начать игру: { $count ->
    [one] записался
    [few] записались
   *[many] записалось
 } { $count } { $count ->
    [one] игрок
    [few] игрока
   *[many] игроков
 }, а нужно от { $min } до { $max }.

## co_gm_added
co-gm-added = Готово: @{ $user } — соведущий «{ $title }»: теперь у @{ $user } есть доступ к этому кабинету и право давать здесь любые команды. Это записано в журнал игры.

## co_gm_refused
co-gm-refused-runs = @{ $user } уже ведёт «{ $title }».
co-gm-refused-who = Кого сделать соведущим? Напишите `соведущий @участник`.
co-gm-refused-unchanged = Ничего не изменилось.

## create_refused
create-refused-intro = Не удалось создать игру:
create-refused-syntax = команда составлена неверно (незакрытая кавычка?).
# $games: the games' ids, joined by ", ".
create-refused-game = не указана игра. Доступные игры: { $games }.
create-refused-title = не указано название, например `новая игра mud "Битва в грязи"`.
create-refused-unknown-game = я не знаю игру «{ $kind }». Доступные игры: { $games }.
# $count: how many unknown settings; $names: them, joined (the settings' list follows).
create-refused-unknown-setting = { $count ->
    [one] неизвестный параметр
    [few] неизвестные параметры
   *[many] неизвестные параметры
 }: { $names }.
create-refused-bad-review = `review` — это `gm`, `auto` или число часов, не больше года (8784), а не «{ $value }».
create-refused-bad-remind = `remind` — это число часов до срока, не больше года (8784) (0 — без напоминания), а не «{ $value }».
create-refused-bad-pause-after = `pause_after` — это число ходов подряд без игроков, после которого стол встаёт на паузу, не больше 1000 (0 — никогда), а не «{ $value }».
create-refused-bad-schedule = расписание «{ $value }» не является правильным выражением `cron` (пример: `0 22 2-30/2 * *`).
create-refused-bad-timezone = часовой пояс «{ $value }» неизвестен (пример: `Europe/Paris`).
create-refused-bad-language = языка «{ $value }» я не знаю. Языки, на которых я пишу: { $known }.
create-refused-nothing = Ничего не создано.

## deadline_moved_gm
# $of_step: the step in the genitive, "текущего этапа (…)"; $step_name: nominative; $deadline, $before: times in words.
deadline-moved-gm = Готово: новый срок { $of_step } — { $deadline }; прежний: { $before }. Игрокам сказано об этом в теме игры; напоминания придут по новому сроку.

## deadline_refused
# The Babel pattern of a short date in the examples.
deadline-refused-day-pattern = dd.MM
deadline-refused-paused = Игра на паузе: её сроки сдвинутся, когда она продолжится (`продолжить`).
deadline-refused-no-deadline = Сейчас ни у одного открытого этапа нет срока, который можно сдвинуть.
deadline-refused-no-duration = На сколько? Напишите, например, `продлить 2 часа`, `продлить 30 минут` или `продлить 1 день`.
# $day: a date in two days, in the short pattern.
deadline-refused-past = Этот момент уже прошёл: назначьте срок в будущем, например `срок { $day } 22:00`.
deadline-refused-too-far = Это больше чем через год: назначьте срок в пределах года.
# $day: a date in two days, in the short pattern; $date: the same, yyyy-MM-dd.
deadline-refused-no-date = Какая дата? Напишите, например, `срок { $day } 22:00` или `срок { $date } 22:00` (в часовом поясе игры).
deadline-refused-unchanged = Ничего не изменилось.

## ended_gm
ended-gm = Готово: «{ $title }» окончена в нынешнем виде; ключ жеребьёвки раскрыт в теме игры, а ждавший проверки черновик отброшен.

## field_name
# A field of a game's status, in words; $shown: the field as it is, for one not named here.
field-name = { $field ->
    [turn] ход
    [turns] всего ходов
    [round] раунд
    [phase] фаза
    [number] номер
    [finished] игра окончена
    [winner] победитель
    [winner_clan] клан-победитель
    [current_player] чей ход
    [treasury_safes] сейфов в казне
    [host_safes] сейфов у ведущего
    [alive] живые
    [ghosts] призраки
    [condemned_rooms] закрытые комнаты
    [destroyed_weapons] уничтоженное оружие
    [killer] убийца
    [weapon_rooms] оружие по комнатам
    [player_rooms] игроки по комнатам
    [ranking] рейтинг
    [position] позиция
    [points] очки
    [times_hit] сколько раз испачкали
    [zone] зона
    [clan] клан
    [chief] вождь
    [attaque] атака
    [defense] защита
    [tir] стрельба
    [bouclier] щит
    [status] состояние
    [place] место
   *[other] { $shown }
 }

## game_created
# $link: the public topic's link.
game-created = Игра «{ $title }» создана (№ { $id }). Открытая тема: { $link }
# $the: the game's steps, "этапы"; $each: "каждый этап"; $of_the: "этапов";
# $mode: live (played at once, no drafts), gm, auto or hours (the review); $hours: the delay.
game-created-desk = { $mode ->
    [live] Я открыл для вас личный кабинет ведущего: там вы запустите игру и будете следить за столом. Игра идёт вживую: каждый ход публикуется сразу, без черновика на проверку.
    [auto] Я открыл для вас личный кабинет ведущего: там вы запустите игру и будете следить за ней. Итоги { $of_the } публикуются сразу по истечении срока, без черновика на проверку.
    [hours] Я открыл для вас личный кабинет ведущего: там вы запустите игру, и туда же будут приходить черновики итогов { $of_the }; каждый публикуется через { $hours } ч после расчёта, если вы не ответите `ок` раньше.
   *[gm] Я открыл для вас личный кабинет ведущего: там вы запустите игру, и там же { $each } будет ждать вашего подтверждения.
 }

## gm_cancelled
gm-cancelled = Готово: игра «{ $title }» отменена без итогов; игрокам сказано об этом в теме игры, а ждавший проверки черновик отброшен.

## gm_desk_title
gm-desk-title = { $title } — кабинет ведущего (игра { $id })

## group_title
# $members: their names, joined by ", ".
group-title = { $title } — { $members } (игра { $id })

## not_a_gamemaster
not-a-gamemaster = Извините, создавать игры могут только ведущие, зарегистрированные на этом форуме. Попросите модератора добавить вас.

## override_refused
override-refused-no-draft = Сейчас нет черновика, который можно поправить: так задают приказ, только пока черновик ждёт вашей проверки.
override-refused-unknown-player = @{ $player } не играет в «{ $title }»: ни один приказ не изменился.
override-refused-not-awaited = Этап этого черновика ничего не ждёт от @{ $player }: ни один приказ не изменился.
# Followed by the game's refusal.
override-refused-refused = Такой приказ для @{ $player } не годится:{" "}
override-refused-kept = Черновик остаётся прежним.

## remove_refused
remove-refused-already = @{ $player } уже не участвует в «{ $title }».
remove-refused-not-playing = @{ $player } не играет в «{ $title }».
remove-refused-who = Кого исключить? Напишите `исключить @игрок`.
remove-refused-unchanged = Ничего не изменилось.

## removed_gm
removed-gm = Готово: @{ $player } больше не участвует в «{ $title }»: игра этого игрока не ждёт, а там, где нужен его ответ, всё решается так, как при молчании игрока. Игрокам сказано об этом в теме игры.

## replace_refused
replace-refused-not-playing = @{ $player } не играет в «{ $title }».
replace-refused-who = Кого заменить? Напишите `заменить @игрок на @участник`.
replace-refused-no-newcomer = Кто займёт место @{ $player }? Напишите `заменить @{ $player } на @участник`.
replace-refused-already-playing = @{ $newcomer } уже играет в «{ $title }»: один игрок не может занимать два места.
replace-refused-unchanged = Ничего не изменилось.

## replaced_gm
replaced-gm = Готово: @{ $newcomer } занимает место @{ $player } в «{ $title }» — с его положением в игре, действующими приказами и записью; бот отправил @{ $newcomer } личную переписку этого места, а игрокам сказано об этом в теме игры.

## rerolled
rerolled-times = { $rerun } { $rerun ->
    [one] раз
    [few] раза
   *[many] раз
 }
# $of_step: the step in the genitive; $times: " (2 раза)" or nothing; $draw: the draw's number.
rerolled = **Повторная жеребьёвка:** ведущий заново провёл жеребьёвку { $of_step }{ $times }; итоги ниже — по повторной жеребьёвке (№ { $draw }), которую любой может пересчитать по ключу жеребьёвки, раскрытому в конце игры.

## resolution_failed
resolution-failed = **Не удаётся рассчитать текущий этап** игры «{ $title }»: ничего не опубликовано и не изменено, я продолжаю попытки. Технические подробности для разработчиков: `{ $error }`

## gm_confirm
# What the GM asked for; $form: cancel, end or remove; $player: the player to remove.
gm-confirm-what = { $form ->
    [cancel] отменить игру «{ $title }»: она остановится насовсем, без итогов, и об этом будет объявлено публично
    [end] завершить игру «{ $title }» сейчас, как она есть: ждущий черновик будет отброшен, а ключ жеребьёвки раскрыт публично
   *[remove] исключить @{ $player } из игры «{ $title }»: игра больше не будет ждать этого игрока, там, где нужен его ответ, всё решится так, как при молчании, и об этом будет объявлено публично
 }
# The answer that confirms.
gm-confirm-yes = { $form ->
    [cancel] да, отменить игру
    [end] да, завершить игру
   *[remove] да, исключить @{ $player }
 }
# The command to write again.
gm-confirm-again = { $form ->
    [cancel] отменить игру
    [end] завершить игру
   *[remove] исключить @{ $player }
 }
gm-confirm-ask = Вы просите { $what }. Пока ничего не сделано.
# $until: the end of the window, in words.
gm-confirm-ask-reply = Чтобы подтвердить, ответьте «{ $yes }». Срок — { $until }; после этого просьба истекает и ничего не меняется.
gm-confirm-expired = Срок подтверждения истёк (30 минут): ничего не изменилось. Чтобы { $what }, напишите снова `{ $again }` и подтвердите.
gm-confirm-ambiguous = Ничего не изменилось: непонятно, что подтверждает это «да». Ваш ответ ждёт просьба: чтобы { $what }, ответьте ровно «{ $yes }»; срок — { $until }.
gm-confirm-none = Этого подтверждения ничто не ждёт, поэтому ничего не изменилось. Чтобы { $what }, сначала напишите `{ $again }` — тогда я попрошу подтвердить.

## gm_order
# $step_name: "текущий этап (…)"; $order: the game's echo of the order; $public: true when the results will say so.
gm-order-set = Ведущий задал вашу заявку — { $step_name }: **{ $order }**. В итогах, которые ещё не опубликованы, считается именно она{ $public ->
    [true] , и в них будет сказано, что её задал ведущий
   *[false] {""}
 }.
gm-order-withdrawn = Ведущий снял вашу заявку — { $step_name }: считается, что вы ничего не прислали. Итоги ещё не опубликованы{ $public ->
    [true] ; в них будет сказано, что ведущий снял вашу заявку
   *[false] {""}
 }.

## gm_orders
# Followed by the players' names; $count: how many.
gm-orders-set = { $count ->
    [one] Заявка задана
    [few] Заявки заданы
   *[many] Заявки заданы
 } ведущим:
gm-orders-withdrawn = { $count ->
    [one] Заявка снята
    [few] Заявки сняты
   *[many] Заявки сняты
 } ведущим:

## journal
# $count: how many decisions.
journal-heading = **Журнал «{ $title }»** ({ $count } { $count ->
    [one] решение
    [few] решения
   *[many] решений
 }, сначала последние):
# $at: when, in words; $by: the GM; $action: the decision's code.
# Said as a noun, not a verb in the past: «@sage: начало игры», whatever the GM's gender.
journal-entry = { $at }, @{ $by }: { $action ->
    [start] начало игры
    [publish] публикация черновика
    [rerun] повторная жеребьёвка
    [override] правка приказа
    [reject] черновик оставлен неопубликованным
    [edit] правка состояния игры
    [close] досрочное закрытие этапа
    [skip] пропуск игрока
    [pause] пауза
    [resume] продолжение игры
    [deadline] перенос срока
    [replace] замена игрока
    [remove] исключение игрока
    [co_gm] новый соведущий
    [end] завершение игры
    [cancel] отмена игры
   *[other] { $action }
 }
# Before a decision's details.
journal-details = {"; "}
# A detail of a decision: $key, its name's code; $value.
journal-detail = { $key ->
    [player] игрок
    [newcomer] новичок
    [user] соведущий
    [label] жеребьёвка
    [minutes] минут
    [after] новый срок
    [field] поле
    [value] значение
   *[other] { $key }
 }: { $value }
journal-none = решений пока нет.

## salts
salts-how = Каждый контрольный код — это SHA-256 строки `соль:заявка`; например, `printf '%s' '<соль>:<заявка>' | sha256sum` выдаст его снова.
salts-line = @{ $actor }: соль `{ $salt }`, заявка `{ $order }`

## seed_revealed
seed-revealed = Игра окончена. Ключ жеребьёвки: `{ $seed }`, соль: `{ $salt }`. Проверка: SHA-256(ключ + соль) = `{ $commitment }` — это контрольный отпечаток, опубликованный в начале игры. Любой жребий можно пересчитать с помощью `random.Random("<ключ>:<метка>")` из Python, взяв метку из результатов каждого этапа.
# $count: how many sealed orders.
seed-revealed-salts = Соль закрытых заявок ({ $count })
seed-revealed-how = Каждый контрольный код, опубликованный в ходе игры, — это SHA-256 строки `соль:заявка`: `printf '%s' '<соль>:<заявка>' | sha256sum`.
# $step_name: "текущий этап (…)".
seed-revealed-line = { $step_name }, @{ $actor }: контрольный код `{ $receipt }`, соль `{ $salt }`, заявка `{ $order }`

## setup_refused
setup-refused-failed = правила игры не позволяют подготовить партию с этими игроками и параметрами (подробности — в журнале бота).
# $reason: the game's code, its "_" as spaces.
setup-refused-settings = правила игры не принимают эти параметры (причина: { $reason }).

## skip_refused
skip-refused-who = Кого пропустить? Назовите игрока: `пропустить @игрок`.
skip-refused-unknown = @{ $player } не участвует в игре «{ $title }» (и никому не помогает): никто не пропущен.
skip-refused-nothing = Сейчас ничего не ждёт @{ $player }: никто не пропущен.

## stand_in_gm
stand-in-gm-named = Игрок @{ $player } назвал своим помощником @{ $stand_in }: теперь @{ $stand_in } может ходить за @{ $player }.
stand-in-gm-dropped = У игрока @{ $player } больше нет помощника: теперь за @{ $player } никто другой не ходит.

## table_paused
# $idle: how many turns in a row nobody played.
table-paused-idle = **Игра на паузе**: никто не играл { $idle } { $idle ->
    [one] ход
    [few] хода
   *[many] ходов
 } подряд, каждый закрылся по сроку. Ведущий продолжит игру; до тех пор сроки не идут и ходы не принимаются.
table-paused-by-gm = **Игра на паузе** по решению ведущего: сроки не идут, и ходы не принимаются, пока игра не продолжится. Подождите, пожалуйста, сигнала.

## table_resumed
# $duration: how long the pause was, in words (duration, accusative).
table-resumed-after = после паузы в { $duration }
# $deadline: the next deadline, in words.
table-resumed-next = Следующий срок: { $deadline }.
# $after: " после паузы в …" or nothing; $next: " Следующий срок: …." or nothing.
table-resumed = **Игра продолжается**{ $after }: все сроки сдвинуты на длину паузы.{ $next } Играем дальше!

## title_mended
# $reason: the forum's answer.
title-mended = **Заголовок публичной темы изменён.** Форум не принял заголовок, задуманный для «{ $title }» (его ответ: `{ $reason }`). Публичная тема открыта под таким заголовком:
title-mended-yours = Вы можете сами изменить его на форуме: игра от него не зависит.

## seat_history
seat-history-title = «{ $title }»: ваше место
seat-history-intro = По решению ведущего вы занимаете место @{ $player } в «{ $title }»: всё, что было у @{ $player } в игре, теперь ваше, под вашим именем. Это ваш кабинет с ботом: здесь ваши личные заявки и ответы.
# $count: how many messages.
seat-history-history = Вот что бот говорил этому месту лично, по порядку ({ $count } { $count ->
    [one] сообщение
    [few] сообщения
   *[many] сообщений
 }):
# $number: the message's number.
seat-history-message = Сообщение { $number }
seat-history-none = Лично этому месту бот ещё ничего не говорил.

## roster_entry
# The command that shows a player's entry; $username: theirs, or the placeholder below.
roster-entry-example = реестр @{ $username }
roster-entry-username = имя
# $fields: true when the game has fields one can fill; $example: the command that makes an entry.
roster-entry-how = Чтобы посмотреть карточку игрока в реестре этой игры: `реестр @имя`; чтобы исправить её: `реестр @имя атака 3, стрельба 2` (поля называются так, как их называет игра){ $fields ->
    [true] ; чтобы завести карточку игроку, который здесь ещё не играл: `{ $example }`
   *[false] {""}
 }.
# $missing: the missing fields' names, joined; $count: how many.
roster-entry-not-made = В реестре этой игры нет карточки @{ $username }, и я её не завожу: не хватает полей { $missing }. Укажите всё сразу, например `{ $example }`.
roster-entry-none = В реестре этой игры нет карточки @{ $username }: она появится, когда игрок впервые запишется{ $fields ->
    [true] , или сразу, если её заведёте вы: `{ $example }`
   *[false] {""}
 }.
# $unknown: the fields not known, joined.
roster-entry-unknown = Я не нашёл в этой карточке: { $unknown }. Ничего не изменилось.
roster-entry-missing = Не хватает полей { $missing }: ничего не изменилось.
# $created: true when the entry was made; $changed: the fields changed, joined.
roster-entry-changed = Карточка @{ $username } { $created ->
    [true] заведена
   *[false] исправлена
 } ({ $changed }). Идущая игра, которая уже прочла её, больше её не перезапишет.
roster-entry-title = Реестр — @{ $username }
roster-entry-field = Поле
roster-entry-value = Значение

## draft
# $of_step: the step in the genitive, "текущего этапа (…)".
draft-title = Черновик итогов { $of_step }
# $draw: the draw's number, when the dice were drawn again.
draft-draw = жеребьёвка № { $draw }
# $later: " Если вы не ответите, …." or nothing.
draft-nothing-yet = Пока ничего не опубликовано.{ $later } Ответьте здесь:
# $when: the time it is published, in words.
draft-publish-at = Если вы не ответите, итоги будут опубликованы { $when }.
draft-ok = `ок` (или `подтвердить`) публикует ровно то, что показано ниже;
draft-rerun = `перебросить` проводит жеребьёвку заново (о повторной жеребьёвке будет сказано публично вместе с итогами);
draft-override = `приказ @игрок: …` задаёт приказ игрока, `отменить приказ @игрок` снимает его; и то и другое делает новый черновик;
draft-reject = `нет` оставляет этот черновик неопубликованным.
# $count: how many orders were received.
draft-orders = **Полученные приказы** ({ $count }):{ $count ->
    [0] {" "}нет ни одного.
   *[other] {""}
 }
# $echo: the game's echo of the order; $sent: when, in words.
draft-order = @{ $actor }: **{ $echo }** — отправлен: { $sent }
# $speaker: who sent it for the actor (a stand-in, a war chief).
draft-order-by = ; автор сообщения — @{ $speaker }
draft-order-doubt = {" "}(прочитан с сомнением, не подтверждён)
# $names: the players without an order; $silent: what their silence counts as, said about them (a game's no_answer_gm).
draft-missing = **Без приказа:** { $names } — { $silent }
draft-excused = отъезд или исключение
# $count: how many dice.
draft-dice = **Кубики** ({ $count }):
draft-changes = **Что меняется:**
# $field: the field's name; $before, $after: its values.
draft-change = { $field }: { $before } → { $after }
draft-posts = **Что будет опубликовано**, пост за постом, как их покажет форум (сроки следующих этапов считаются от момента публикации):
# $picture: true when a picture goes with it.
draft-public = **→ открытая тема игры**{ $picture ->
    [true] {" "}(с картинкой, приложенной к этому черновику)
   *[false] {""}
 }:
draft-to-gm = вам, в этот кабинет
draft-to-player = @{ $player }, лично
# $members: their names, joined by ", ".
draft-to-group = { $members }, в их общей переписке

## gm_desk
# $name: the game's name (its kind).
gm-desk-intro = Это ваш кабинет ведущего для игры «{ $title }» ({ $name }).
gm-desk-commands = Команды (по одной в сообщении):
gm-desk-start = `начать`: запускает игру с записавшимися игроками;
gm-desk-pause = `пауза` и `продолжить`: останавливает все сроки ответа, потом запускает их снова;
gm-desk-skip = `пропустить @игрок`: сразу закрывает то, что ждёт этого игрока, как при молчании игрока;
# $of_a: the game's step in the genitive, "этапа".
gm-desk-ok = `ок` (или `опубликовать`): публикует черновик итогов { $of_a };
gm-desk-status = `статус`: полное состояние игры, включая секреты;
gm-desk-help = `помощь`: все команды, нужные в тот момент, когда вы её пишете;
gm-desk-cancel = `отменить игру`: останавливает игру (я попрошу подтвердить).
gm-desk-live = Игра идёт вживую: на каждый ход бот отвечает сразу в теме игры, без черновика на проверку; отсюда вы следите за столом.
# $of_the: "этапов"; $each: "каждый этап"; $review: gm, auto or hours; $hours: the delay.
gm-desk-review = Проверка итогов { $of_the }: { $review ->
    [gm] { $each } ждёт вашего `ок`
    [auto] итоги публикуются сразу
   *[hours] итоги публикуются автоматически через { $hours } ч после расчёта, если вы не ответите `ок` раньше
 }.
# $turns: after how many turns nobody played the table pauses.
gm-desk-pause-after = Если { $turns } { $turns ->
    [one] ход
    [few] хода
   *[many] ходов
 } подряд никто не играет (каждый закрывается по сроку без единой заявки), стол сам встаёт на паузу, говорит об этом в теме игры и сообщает вам здесь; `продолжить` запускает его снова.
# $bot: the bot's username; $id: the game's number; $url: the status page.
gm-desk-live-status = Статус в реальном времени: модератор может написать `@{ $bot } статус { $id }` в любой теме или встроить страницу { $url }.

## started_gm
started-gm = Игра началась: { $count } { $count ->
    [one] игрок
    [few] игрока
   *[many] игроков
 }, объявление — в открытой теме.
started-gm-finished = Она уже окончена: результат — в открытой теме.
started-gm-review = Черновик первых итогов ждёт вас выше.
# $step_name: "текущий этап (…)"; $deadline: in words.
started-gm-deadline = Первый срок — { $step_name }: { $deadline }.
started-gm-no-deadline = Пока никакой срок не идёт.
started-gm-awaited = Сначала этап ждёт здесь вашего ответа: смотрите сообщение выше.
# $mode: live, gm, auto or hours; $each: "каждый этап"; $of_the: "этапов"; $hours: the delay.
started-gm-next = Дальше { $mode ->
    [live] стол играет вживую в теме, без черновиков; `пауза` и `продолжить` останавливают и снова запускают сроки ответа, `пропустить @игрок` закрывает то, что ждёт этого игрока.
    [gm] { $each } ждёт вашего `ок`: по истечении срока (или по команде `закрыть`) черновик итогов приходит сюда, и без вас ничего не публикуется.
    [auto] итоги { $of_the } публикуются сразу по истечении срока (или по команде `закрыть`), без черновика.
   *[hours] по истечении каждого срока (или по команде `закрыть`) черновик приходит сюда и публикуется через { $hours } ч, если вы не ответите `ок` раньше.
 }
started-gm-commands = `статус` показывает всю игру, включая секреты; `помощь` — команды, нужные в тот момент, когда вы её пишете.

## settings
# $review: gm, auto or hours; $hours: the delay.
settings-review = проверка итогов: { $review ->
    [gm] да, ведущий проверяет каждый итог до публикации
    [auto] нет, итоги публикуются сразу
   *[hours] итоги публикуются сами через { $hours } ч после расчёта, если ведущий не подтвердит их раньше
 };
# $every: day, even_days, odd_days, weekdays or other (a cron rule); $days: the weekdays, joined; $time: "22:00"; $expression: the rule; $timezone.
settings-calendar = сроки: { $every ->
    [day] каждый день
    [even_days] по чётным числам месяца
    [odd_days] по нечётным числам месяца
    [weekdays] по дням недели: { $days }
   *[none] {""}
 }{ $every ->
    [other] по правилу `{ $expression }`
   *[at] {" "}в { $time }
 } ({ $timezone });
# Between the last two weekdays.
settings-and = {" и "}
# $remind: true when players are reminded; $hours: how long before the deadline.
settings-remind = напоминание игрокам без заявки: { $remind ->
    [true] за { $hours } ч до срока
   *[false] нет
 };
# $turns: after how many turns nobody played the table pauses.
settings-pause-after = стол без игроков: после { $turns } { $turns ->
    [one] хода
    [few] ходов
   *[many] ходов
 } подряд, закрытых по сроку без единой заявки, игра встаёт на паузу, пока ведущий её не продолжит;

## gm_help
# The game's state, from its status code.
gm-help-state = { $status ->
    [signup] идёт запись
    [running] идёт игра
    [review] черновик ждёт вашей проверки
    [finished] игра окончена
    [cancelled] игра отменена
   *[other] { $status }
 }
# A command as the GM writes it, from its code.
gm-help-said = { $command ->
    [start] начать
    [ok] ок
    [rerun] перебросить
    [reject] нет
    [status] статус
    [help] помощь
    [cancel] отменить игру
    [close] закрыть
    [roster] реестр
    [skip] пропустить
    [pause] пауза
    [resume] продолжить
    [extend] продлить
    [deadline] срок
    [replace] заменить
    [remove] исключить
    [co_gm] соведущий
    [end] завершить игру
    [journal] журнал
   *[other] { $command }
 }
# $said: the command; $status: the game's state, as in gm-help-state.
gm-help-not-now = Команда `{ $said }` сейчас не подходит: { $status ->
    [signup] игра ещё не началась, идёт запись.
    [running] игра идёт.
    [review] черновик ждёт вашей проверки.
    [finished] игра окончена.
    [cancelled] игра отменена.
   *[other] { $state }.
 }
# `ok`, `rerun` or `reject` while a step is still open: no draft yet. $command: its code;
# $open: the open step, "ход 3" (nominative).
gm-help-no-draft = { $command ->
    [ok] Черновика для публикации сейчас нет
   *[other] Черновика сейчас нет
 }: { $open } ещё идёт.
# $deadline: the open step's deadline, in words.
gm-help-no-draft-deadline = Срок — { $deadline }.
gm-help-not-understood = Я не понял эту команду.
gm-help-intro = Что можно написать здесь сейчас ({ $state }) — по одной команде в сообщении, можно в окружении любых слов («ок, подтверждаю»):
# $review: true when results wait for the GM's review; $of_a: "этапа".
gm-help-start = `начать`: запускает игру с записавшимися игроками{ $review ->
    [true] ; дальше итоги { $of_a } будут ждать здесь вашей проверки перед публикацией
   *[false] {""}
 };
gm-help-ok = `ок` (или `опубликовать`): публикует черновик итогов { $of_a } ровно в том виде, в каком он показан;
gm-help-rerun = `перебросить`: заново проводит жеребьёвку этого черновика (об этом будет сказано публично вместе с итогами);
gm-help-override = `приказ @игрок: …` задаёт приказ игрока, `отменить приказ @игрок` снимает его — в обоих случаях будет новый черновик;
gm-help-reject = `нет`: оставляет черновик неопубликованным;
# $open: the open step, "текущий этап (…)".
gm-help-close = `закрыть`: { $open } закрывается досрочно;
gm-help-skip = `пропустить @игрок`: сразу закрывает то, что ждёт этого игрока, как при молчании игрока;
# The Babel pattern of a short date in the examples.
gm-help-day-pattern = dd.MM
# $day: a date in two days, in the short pattern.
gm-help-extend = `продлить 2 часа` (или `продлить 1 день`): отодвигает все открытые сроки; `срок { $day } 22:00`: назначает ближайший (в обоих случаях игроки узнают об этом в теме игры);
gm-help-pause = `пауза` и `продолжить`: останавливает все сроки, потом запускает их снова, сдвинутыми на длину паузы;
gm-help-replace = `заменить @игрок на @участник`: участник форума занимает место игрока и получает его личную переписку с ботом; `исключить @игрок`: игра больше не ждёт этого игрока (я попрошу подтвердить);
gm-help-end = `завершить игру`: заканчивает игру сейчас, как она есть, и раскрывает ключ жеребьёвки (я попрошу подтвердить);
gm-help-co-gm = `соведущий @участник`: второй ведущий, приглашённый в этот кабинет, может давать все команды отсюда;
gm-help-cancel = `отменить игру`: останавливает игру без итогов (я попрошу подтвердить);
gm-help-status = `статус`: вся игра, включая секреты; `журнал`: принятые до сих пор решения.

## gm_unsure
# Who the commands name when the GM's text names nobody.
gm-unsure-player = игрок
# $wrote: the GM's line; $code: the command family it looks like.
gm-unsure-nothing = Я ничего не сделал: «{ $wrote }» начинается { $code ->
    [cancel] со слова, которое отменяет (игру или приказ игрока)
    [end] как команда, которая завершает игру
    [remove] как команда, которая исключает игрока
    [close] как команда, которая закрывает этап
    [skip] как команда, которая пропускает игрока
    [ok] с «ок», но дальше сказано не только «да»
    [confirm] как подтверждение, но не сказано точно, что подтверждается
   *[other] как команда
 }, а такие команды я выполняю только в их точной форме.
gm-unsure-write = Напишите, смотря что вы хотите (каждое отдельным сообщением):
# $who: "@" and the player.
gm-unsure-withdraw = `отменить приказ { $who }`: снимает приказ этого игрока из ждущего черновика (будет новый черновик);
gm-unsure-cancel = `отменить игру`: останавливает всю игру без итогов (я попрошу подтвердить);
gm-unsure-end = `завершить игру`: заканчивает всю игру сейчас, как она есть, и раскрывает ключ жеребьёвки (я попрошу подтвердить);
# $open: the open step, "текущий этап (…)".
gm-unsure-close-only = `закрыть`: досрочно закрывается только { $open };
gm-unsure-remove = `исключить { $who }`: игра больше не ждёт этого игрока (я попрошу подтвердить);
gm-unsure-close = `закрыть`: { $open } закрывается досрочно;
gm-unsure-skip = `пропустить { $who }`: сразу закрывает то, что ждёт этого игрока, как при молчании игрока;
gm-unsure-ok = `ок` (отдельно или «ок, подтверждаю»): публикует черновик ровно в том виде, в каком он показан;
gm-unsure-reject = `нет`: оставляет черновик неопубликованным;
gm-unsure-confirm = «да, отменить игру», «да, завершить игру» или «да, исключить { $who }»: подтверждает, но только в течение 30 минут после `отменить игру`, `завершить игру` или `исключить { $who }`;
gm-unsure-help = `помощь`: всё, что применимо сейчас.

## gm_status
# The game's state, from its status code.
gm-status-state = { $status ->
    [signup] идёт запись
    [running] идёт игра
    [review] черновик ждёт вашей проверки
    [finished] игра окончена
    [cancelled] игра отменена
   *[other] { $status }
 }
# $state: the game's state; $paused: true when the GM paused it.
gm-status-title = «{ $title }»: { $state }{ $paused ->
    [true] {" "}(на паузе)
   *[false] {""}
 }
# An open step. $step_name: "текущий этап (…)"; $deadline: held, at or none; $when: the deadline in words; $awaited, $answered: the players, joined.
gm-status-step = { $step_name }: { $deadline ->
    [held] срок остановлен до продолжения
    [at] срок: { $when }
   *[none] без срока
 }; ждём: { $awaited }; ответили: { $answered }.
gm-status-nobody = никого
gm-status-nobody-yet = пока никто
gm-status-no-step = Открытых этапов нет.
# $name: a field's name; $value: its value.
gm-status-field = **{ $name }**: { $value }
# The first column of a table of warriors, of players.
gm-status-warrior = Воин
gm-status-player = Игрок
# $count: how many seats.
gm-status-seats = **Места** ({ $count }):
# After a seat's name and language.
gm-status-stand-in = , помощник @{ $stand_in }
gm-status-away = , отсутствует до { $until }
gm-status-removed = , больше не участвует
gm-status-no-seat = пока никого.
# $names: the co-GMs, joined.
gm-status-co-gms = Соведущие: { $names }.

## Settings, as the GM's help describes them: the bridge's own, in every game
## (bridge/handlers/creation.py EVERY_GAME).

setting-review = Проверка итогов: `gm` — ведущий проверяет каждый черновик и публикует его словом `ок`; `auto` — итоги публикуются сразу, без проверки; число часов (не больше 8784) — итоги публикуются сами через столько часов после расчёта, если ведущий не подтвердит их раньше.
setting-remind = За сколько часов до срока игроки, ещё не приславшие заявку, получают личное напоминание (не больше 8784); 0 — без напоминаний.
setting-pause-after = После скольких этапов подряд, закрытых по сроку без единой заявки, игра встаёт на паузу, пока ведущий её не продолжит (не больше 1000); 0 — никогда.
setting-language = Язык игры (`fr`, `en`, `ru` или язык, добавленный боту), если он не совпадает с языком команды; можно писать и `langue` или `язык`.
setting-seed = Для повтора игры: ключ жеребьёвки, с которым все случайные числа выпадут так же; обычно оставьте его пустым — бот выберет ключ сам и раскроет его в конце.

## post_counts: to the GM when a phase played in the game topic ends (a Mafia day).
post-counts-title = **Сообщения в теме игры** за закончившуюся фазу, по живым игрокам:
# $player: who; $posts: their count of posts.
post-counts-line = { $player }: { $posts ->
    [one] { $posts } сообщение
    [few] { $posts } сообщения
   *[many] { $posts } сообщений
 }
# $count: how many are under the minimum; $players: them, joined; $minimum: the setting.
post-counts-under = Меньше { $minimum } { $minimum ->
    [one] сообщения
    [few] сообщений
   *[many] сообщений
 }: { $players }. { $count ->
    [one] Его можно заменить
    [few] Их можно заменить
   *[many] Их можно заменить
 } (`заменить @игрок на @участник`) или исключить (`исключить @игрок`).
post-counts-all = Каждый написал не меньше { $minimum } { $minimum ->
    [one] сообщения
    [few] сообщений
   *[many] сообщений
 }.
