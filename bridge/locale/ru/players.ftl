## The bridge's notices to players (bridge/templates/), in Russian.

## padding
padding = — сообщение бота-ведущего

## incomplete_default
incomplete-default = я жду продолжения вашего ответа.

## no_answer
no-answer = действует правило для молчащего игрока.
# То же о молчащих игроках, для ведущего (черновик, пропуск), после «Без приказа: @dima — ».
no-answer-gm = действует правило на случай молчания.

## game_topic_title: the public topic's title. $name: the game's name; $title: the game's title; $id: its number.
game-topic-title = { $name }: { $title } (игра { $id })

## desk_title: a player's order desk's title. $player: the player's username.
desk-title = { $title } — заявки игрока { $player } (игра { $id })

## notice_title
notice-title = { $title } — сообщение от ведущего (игра { $id })

## cancelled
cancelled = Игра «{ $title }» отменена ведущим. Спасибо всем!

## already_started
already-started = Игра «{ $title }» уже началась: запись закрыта. Ничего не сохранено.

## not_in_game
not-in-game = Вы не участвуете в игре «{ $title }»: ваше сообщение не засчитано как заявка.

## edited: the GM corrected a player's value. $field: the field's name; $value: its new value.
edited = Готово: у @{ $player } `{ $field }` теперь **{ $value }**. Поправка записана в журнал игры.

## left. $count: how many players are signed up now; $gender: the player's, as told.
left = @{ $player } { $gender ->
    [feminine] вышла из игры
    [masculine] вышел из игры
   *[other] больше не участвует в игре
 } (в списке { $count ->
    [one] остался
    [few] осталось
   *[many] осталось
 } { $count } { $count ->
    [one] игрок
    [few] игрока
   *[many] игроков
 }).

## game_full
game-full = Извините, в игре «{ $title }» нет свободных мест (не больше { $max } { $max ->
    [one] игрока
    [few] игроков
   *[many] игроков
 }). Вы не записаны.

## ended
ended = **Игра окончена**: ведущий завершил её в нынешнем виде. Открытых этапов больше нет, и уже опубликованные итоги — последние.

## joined. $count: how many players are signed up now.
joined = Добро пожаловать, @{ $player }! Вы записаны (пока { $count ->
    [one] записался
    [few] записались
   *[many] записалось
 } { $count } { $count ->
    [one] игрок
    [few] игрока
   *[many] игроков
 }).

## replaced. $newcomer takes $player's place.
replaced = **Замена за столом:** по решению ведущего @{ $newcomer } занимает место @{ $player } и дальше играет под именем @{ $newcomer }. Добро пожаловать!

## post_refused. $refusal: why, in the game's words.
post-refused = По поводу вашего сообщения { $place ->
    [desk] в вашем кабинете игры «{ $title }»
   *[topic] в теме игры «{ $title }»
 }: { $refusal }
post-refused-nothing = Ничего не изменилось.

## removed
removed = **Замена за столом:** по решению ведущего @{ $player } выходит из игры. Больше игра этого игрока не ждёт: там, где нужен его ответ, всё решается так, как при молчании игрока.

## public_order
public-order = Осторожно: вы написали заявку в открытой теме игры «{ $title }». Она **не принята** (и её может прочитать любой). Отправляйте заявки сюда, в ваш кабинет игрока.

## game_topic: the public topic's first post. $name: the game's name; $gm: the GM's username.
game-topic-heading = { $name }: { $title }
game-topic-intro = Игру проводит автоматический ведущий под присмотром @{ $gm }.
game-topic-settings = Настройки

## how_to_join. $min, $max: how many players the game takes.
how-to-join-open = **Запись открыта**: напишите в этой теме «участвую» (от { $min } до { $max } { $max ->
    [one] игрока
    [few] игроков
   *[many] игроков
 }). Чтобы выйти до начала игры, напишите «выхожу».
how-to-join-desk = Когда игра начнётся, каждый игрок получит личное сообщение — свой **кабинет игрока**: заявки отправляются туда и больше никуда.

## die_line: one die of a resolution. $faces: the die's faces; $value: what it shows.
die-line = к{ $faces } → **{ $value }**
# $why: the draw's label, in the game's words.
die-line-why = к{ $faces } → **{ $value }**: { $why }

## signup_refused. $refusal: why, in the game's words.
signup-refused = Запись в игру «{ $title }»: { $refusal }
signup-refused-nothing = Ничего не изменилось.

## direct_help: the answer to a private message that is no command. $games: the games, joined.
direct-help-hello = Здравствуйте! Я автоматический ведущий этого форума.
direct-help-create =
    Чтобы создать игру, напишите мне личное сообщение:
    `новая игра <игра> "<название>" параметр=значение ...`
    например: `новая игра mud "Битва в грязи у Доля" map=grid:6x6 turns=8`.
direct-help-games =
    Доступные игры: { $games }.
    Чтобы играть, запишитесь в открытой теме игры; в зависимости от игры:
# How a game without its own sign-up (its `join_hint` piece) is joined; $game: its id.
direct-help-join = **{ $game }**: напишите там «участвую»

## started. $players: the players, joined; $commitment: the hash of the draws.
started = **Игра начинается!** Игроки: { $players }.
started-desks = Каждый игрок получил личным сообщением свой кабинет игрока.
started-no-desks = Мои личные сообщения приходят вам в кабинет — отдельную переписку, которая откроется с первым из них.
started-commitment = Контрольный отпечаток жеребьёвки (SHA-256 от ключа и соли; их я раскрою в конце, и любой сможет проверить каждый жребий): `{ $commitment }`

## away: a player declared an absence until $until (in words), or their return.
away = Записал: вас не будет до { $until }. До тех пор игра вас не ждёт: за вас действует то, что правила делают, когда игрок молчит; ведущий предупреждён. Если вернётесь раньше, напишите «я снова тут».
away-back = С возвращением: игра снова ждёт ваших заявок, как прежде.

## discobot_off: discobot answered "you've disabled me" instead of rolling. $trigger: discobot's word to roll.
discobot-off = discobot не бросил ваши кубики: он не отвечает тем, кто отключил подсказки для новых пользователей. Включите их снова в настройках (Настройки → Интерфейс) и напишите ещё раз `@discobot { $trigger } …`. Если к сроку броска не будет, кубики бросит сам бот.

## order_confirmed. $step: the step, named by the game; $order: the order, echoed by the game; $sent: when, in words.
order-confirmed = Заявка подтверждена — { $step }: **{ $order }**, время подтверждения: { $sent }.
order-confirmed-closes = Все, от кого ждали ответа, ответили, поэтому { $step } закрывается прямо сейчас: этот выбор окончательный.
order-confirmed-final = Теперь этот выбор окончательный: изменить его уже нельзя.

## order_refused. $step: the step, named by the game; $refusal: why, in the game's words;
## $standing: the order still in force, echoed; $this: "of this step", by the game.
# $code: the refusal's code; a post with no order in it (not_an_order) changes nothing, gently said.
order-refused = { $code ->
    [not_an_order] Ничего не меняю — { $step }: { $refusal }
   *[other] Заявка не принята — { $step }: { $refusal }
 }
order-refused-earlier = Ваша прежняя заявка, если она была, остаётся в силе.
order-refused-standing = Действует ваша прежняя заявка: **{ $standing }**.
order-refused-none = Принятой заявки у вас пока нет.
# The order in force of $actor, a warrior the reader declares for (an arena's chief), not the reader.
order-refused-standing-of = Действует прежняя заявка @{ $actor }: **{ $standing }**.
order-refused-none-of = У @{ $actor } пока нет принятой заявки.

## order_withdrawn: the post holding an order was deleted. $order: the order, echoed by the game; $deadline: in words.
order-withdrawn = Сообщение с вашей заявкой удалено — { $step }: **{ $order }** больше не действует, и принятой заявки у вас сейчас нет.
order-withdrawn-before = Отправьте новую до срока — { $deadline } — или восстановите сообщение: тогда заявка снова вступит в силу — с момента восстановления.
order-withdrawn-new = Отправьте новую или восстановите сообщение: тогда заявка снова вступит в силу — с момента восстановления.

## forum_was_down: in the GM desk, after a long outage. $since, $until: in words ($since with its «с»/«со»); $duration: how long, in words (duration);
## $error: the forum's last answer; $held: this game's messages still waiting (0: none).
forum-was-down = **Форум не отвечал боту** { $since } до { $until } ({ $duration }; последний ответ форума: `{ $error }`). Ничего не потеряно: заявки и сроки обработаны как обычно, а сообщения, задержанные за это время, уходят сейчас, по порядку{ $held ->
    [0] {""}
   *[other] {" "}(для этой игры ещё ждут отправки: { $held })
 }. Всё, что игроки написали во время сбоя, прочитано, как только форум ответил.

## desk_intruder: someone without a place came into a secret conversation. $who: them;
## $role: the conversation's (gm, player, else a group); $owner: its owner; $by: who invited them;
## $invited: true when someone did; $title: the game's title. $place is in the accusative ("попал в").
desk-intruder-place = { $role ->
    [gm] ваш кабинет ведущего
    [player] кабинет игрока @{ $owner }
   *[other] групповую беседу { $owner }
 }
desk-intruder = **Посторонний пришёл в { $place }** в игре «{ $title }»: @{ $who }{ $invited ->
    [true] , по приглашению @{ $by }
   *[other] {""}
 }. Эта беседа тайная: пока в ней есть тот, кому там не место, я ничего в неё не пишу, и всё, что должно туда уйти, ждёт.
desk-intruder-resume = Чтобы продолжить, удалите @{ $who } из беседы{ $role ->
    [gm] {" "}или сделайте @{ $who } соведущим, написав `соведущий @{ $who }` в кабинете ведущего
   *[other] {""}
 }. Тогда всё, что ждало, уйдёт по порядку.

## message_given_up: a message the forum never took. $where: the place's kind (player, game,
## group, private, else a topic); $owner: the desk's or group's owner; $recipients: a private
## message's, joined; $topic: the topic's number; $failures: how many tries; $reason: the last answer.
message-given-up-where = { $where ->
    [player] кабинет игрока @{ $owner }
    [game] открытая тема игры
    [group] групповая беседа { $owner }
    [private] личное сообщение для { $recipients }
   *[other] тема № { $topic }
 }
message-given-up = **Не удалось доставить сообщение** (куда: { $place }) для игры «{ $title }»: форум не принял его после { $failures } { $failures ->
    [one] попытки
    [few] попыток
   *[many] попыток
 } (последний ответ: `{ $reason }`). Я больше не пытаюсь. Вот это сообщение, чтобы вы могли передать его сами:
message-given-up-details = Сообщение

## signup_unsure: a post close to a sign-up or leave word, not read for sure. $wrote: the post;
## $words: the words it comes close to, each one signup-unsure-word, joined by signup-unsure-or.
signup-unsure = Я не понял ваше сообщение «{ $wrote }» в игре «{ $title }». Вы хотели написать { $words }?
# $phrase: the word; $action: join or leave.
signup-unsure-word = `{ $phrase }` ({ $action ->
    [join] чтобы записаться
   *[other] чтобы выйти из игры
 })
signup-unsure-or = {" "}или{" "}
signup-unsure-still = Вы по-прежнему записаны: ничего не изменилось.
signup-unsure-not = Вы пока **не** записаны.
signup-unsure-if-so = Если да, напишите эти слова как есть в теме игры.

## stand_in: a player names ($stand_in) or drops a stand-in.
stand-in-named = Записал: теперь @{ $stand_in } — ваш помощник в игре «{ $title }» и может ходить за вас, и в теме игры, и в вашем кабинете. Ходы помощника засчитываются как ваши. Чтобы отменить: `без помощника`.
stand-in-dropped = Записал: в игре «{ $title }» у вас больше нет помощника. Теперь за вас играете только вы.
stand-in-a-player = @{ $stand_in } уже играет в «{ $title }»: игрок не может быть помощником другого игрока. Ничего не изменилось; назовите того, кто не играет.

## roll_hint: discobot was asked for dice in a way it does not understand here. $wrote: what was
## written; $trigger: discobot's word to roll on this forum. The exact text to post follows.
roll-hint-words-after = discobot не ответит на `{ $wrote }`: он бросает кубики, только если запрос стоит в конце абзаца и после него в той же строке ничего нет. Напишите ещё раз, с этим текстом в конце сообщения:
roll-hint = discobot не ответит на `{ $wrote }`: на этом форуме он бросает кубики только на слово `{ $trigger }` (латиницей, ровно так), а кубики пишутся без пробелов и латинской d (`2d6`, а не `2 d6`, `2д6` или `d6`). Напишите вот это, точно так, в конце сообщения:
roll-hint-counts = Его ответ я прочитаю сам; без него ничего не произойдёт до срока.

## edit_refused: the GM's `set <player> <field> <value>` refused. $reason: why, one of the
## edit-refused-… messages below; $value, $by: from the refusal.
edit-refused = { $reason }. Ничего не изменилось.
# $fields: those the game lets the GM set, joined.
edit-refused-not-editable-but = «{ $title }» не даёт ведущему менять `{ $field }`; менять можно: { $fields }
edit-refused-not-editable = «{ $title }» не даёт ведущему менять `{ $field }` у игрока — или не сейчас (только пока идёт игра, между этапами)
edit-refused-unknown-player = @{ $player } не играет в «{ $title }»
edit-refused-bad-position = «{ $value }» — не место на этом поле
edit-refused-position-taken = на { $value } уже стоит @{ $by }
edit-refused-bad-number = «{ $value }» — не число (0 или больше)
edit-refused-other = такую поправку внести нельзя

## player_help: `help` in a player's desk. Each step awaited is announced as the game announces it.
player-help-title = «{ $title }»: что можно написать
player-help-signup = Игра ещё не началась: вы записаны. Чтобы выйти, напишите «выхожу» в теме игры.
player-help-over = Игра окончена: писать больше нечего.
player-help-nothing = Сейчас от вас ничего не ждут.
player-help-also = А ещё здесь, в вашем кабинете, — по одному в сообщении:
# $stand_in: the player's stand-in now.
player-help-stand-in-now = «мой помощник @участник»: тот, кто может ходить за вас (сейчас это @{ $stand_in }; «без помощника» его убирает);
player-help-stand-in-none = «мой помощник @участник»: тот, кто может ходить за вас (пока никого);
# How $example (a day) is written in the line below: a Babel date pattern.
player-help-day-pattern = dd.MM
player-help-away = «меня не будет до { $example }» (дата и, если хотите, время): до тех пор игра вас не ждёт, а за вас действует то, что правила делают, когда игрок молчит; «я снова тут» отменяет отсутствие;
# $until: when the player's declared absence ends, in words.
player-help-away-now = «меня не будет до { $example }» (дата и, если хотите, время): до тех пор игра вас не ждёт, а за вас действует то, что правила делают, когда игрок молчит; сейчас вас нет до { $until }; «я снова тут» отменяет отсутствие;
player-help-help = «помощь»: это сообщение.

## refused: a post not taken as an order. $code: why; $of: "of the step" and $step: the step,
## by the game; $for: "for this step", by the game; $channel: where such an order is given (topic, desk).
refused = Заявка не принята:
refused-why = { $code ->
    [game_over] игра «{ $title }» окончена.
    [not_started] игра «{ $title }» ещё не началась.
    [results_pending] срок { $of } истёк, и итоги сейчас публикуются. Отправьте заявку ещё раз, когда откроется следующий этап.
    [wrong_step] это сообщение написано до открытия { $of }; оно не засчитывается { $for }. Пожалуйста, отправьте заявку ещё раз.
    [wrong_channel] такая заявка здесь не принимается{ $channel ->
        [topic] : её подают в открытой теме игры
        [desk] : её подают здесь, в личном сообщении
       *[other] {""}
    }.
    [paused] ведущий поставил игру на паузу; до продолжения ничего не принимается.
    [roll_not_awaited] сейчас от вас не ждут броска кубиков.
    [removed] ведущий исключил вас из этой игры: от вас больше не ждут заявок.
    [not_awaited] сейчас от вас не ждут никакой заявки.
   *[other] { $code }.
 }
refused-nothing = Ничего не изменилось.

## order_taken: an order received. $step: the step, named by the game; $order: the order, echoed
## by the game; $sent, $deadline: in words; $doubt: what the game is unsure of; $this: "of this
## step", by the game; $rest: what the game still awaits.
order-taken = Заявка принята — { $step }: **{ $order }**, отправлена: { $sent }.
order-taken-doubt-final = Я не уверен, что правильно понял ваше сообщение ({ $doubt }); в таком виде заявка и засчитана.
order-taken-doubt = Я не уверен, что правильно понял ваше сообщение ({ $doubt }): ответьте «да, подтверждаю», если всё верно, или отправьте заявку ещё раз, сформулировав её проще. В таком виде она засчитывается.
order-taken-incomplete = Ваш ответ ещё не полный: { $rest }
order-taken-superseded = Обратите внимание: действует заявка, отправленная позже.
order-taken-replaces-any = Любая ваша прежняя заявка { $this } больше не действует.
order-taken-replaces = Ваша прежняя заявка { $this } больше не действует.
order-taken-closes = Все, от кого ждали ответа, ответили, поэтому { $step } закрывается прямо сейчас: эта заявка окончательная.
order-taken-final = Эта заявка окончательная: изменить её уже нельзя.
order-taken-held-deadline = Этот выбор станет окончательным только после подтверждения: до тех пор его ещё можно изменить; без подтверждения он засчитывается в таком виде в срок: { $deadline }.
order-taken-held = Этот выбор станет окончательным только после подтверждения: до тех пор его ещё можно изменить; без подтверждения он засчитывается в таком виде при закрытии этапа.
order-taken-deadline = Заявку можно изменить до срока: { $deadline }.
# $receipt: the sealed order's receipt.
order-taken-receipt = Контрольный код вашей заявки: `{ $receipt }`.

## receipts: in the game's topic when a step of private orders closes, one folded block.
## $of: "of the step", by the game; $count: how many sealed orders; $salts: true when their salts
## are shown; $changed: true when the GM set or withdrew an order in this step.
receipts-title = Закрытые заявки { $of }: { $count } { $count ->
    [one] контрольный код
    [few] контрольных кода
   *[many] контрольных кодов
 }{ $salts ->
    [true] {" "}{ $count ->
        [one] и его соль
        [few] и их соль
       *[many] и их соль
    }
   *[other] {""}
 }
receipts-intro = Это те же контрольные коды, что каждый получил вместе с подтверждением своей заявки{ $changed ->
    [true] {" "}(если заявку менял ведущий, код другой)
   *[other] {""}
 }.
receipts-salts-follow = Соль для проверки — ниже.
receipts-salts-later = Соль для проверки — в конце игры.
# $actor: a player; $receipt: their order's receipt.
receipts-line = @{ $actor }: `{ $receipt }`
# $label: the draws' label; $any: true when the GM replaced receipts since; $replaced: how many; $list: those, joined.
receipts-draws = Случайные числа { $of } взяты из `random.Random("<ключ>:{ $label }")`: метка добавляет к названию этапа первые 16 знаков SHA-256 списка заявок, действовавших на момент закрытия (отсортированные, по одной в строке, в виде `игрок:заявка`); контрольные коды выше их запечатывают{ $any ->
    [true] , вместе с { $replaced ->
        [one] этим, который ведущий с тех пор заменил
        [few] этими, которые ведущий с тех пор заменил
       *[many] этими, которые ведущий с тех пор заменил
    }: { $list }
   *[other] {""}
 }, и любой проверит их, когда соль будет раскрыта. Поэтому никто не мог знать эти числа заранее, пока не пришли все заявки.

## values: a plain value shown to people (bridge/templates/values.md.j2).
values-yes = да
values-no = нет
