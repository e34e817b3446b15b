## The bridge's words for a game's steps (bridge/templates/), in Russian. A game says its own
## step in its own words (<game>/step_name, of_step); these are the defaults.

## step_name: the open step, in the nominative (after a dash or a colon, or as the subject). $key: the step's key.
step-name = текущий этап ({ $key })
## of_step: the open step in the genitive, without a preposition ("черновик итогов текущего этапа").
of-step = текущего этапа ({ $key })
## this_step: "of this step", in the genitive without a preposition ("прежняя заявка этого этапа").
this-step = этого этапа
## for_step: "for this step", with its preposition ("не засчитывается для этого этапа").
for-step = для этого этапа

## step_open_default. $step: the turn's number.
step-open-default-open = **Ход { $step }** открыт.
step-open-default-deadline = Срок: { $deadline }.
step-open-default-send = Отправляйте заявки в свой кабинет игрока; засчитывается последняя правильная заявка, полученная до срока.

## step_closed: the GM closed a step early. $step: the step, named by the game (nominative); $status: review, finished or else.
step-closed = { $status ->
    [review] Готово, досрочно закрыто: { $step }; черновик итогов ждёт вас выше.
    [finished] Готово, досрочно закрыто: { $step }; игра окончена.
   *[other] Готово, досрочно закрыто: { $step }; итоги опубликованы, игра продолжается.
 }

## reminder: no order yet. $step: the step, named by the game; $deadline: in words. The game's rule for silence follows.
reminder = Дружеское напоминание: { $step } — я пока не получил от вас ни одной заявки. Срок: { $deadline }. Если заявки не будет,

## deadline_moved. $step: "of the step", by the game; $deadline, $before: in words.
deadline-moved = **Новый срок** { $step }, назначенный ведущим: { $deadline }, вместо { $before }. Уже отправленные заявки остаются в силе.

## phases: what a game calls the parts of play the GM reviews, in the form a sentence needs ($form):
## of_a genitive singular ("черновик итогов этапа"), each nominative ("каждый этап ждёт"), the
## nominative plural, of_the genitive plural ("проверка итогов этапов"), ending nominative
## ("итоговый результат и ключ жеребьёвки ... опубликованы"), the open step nominative.
phases = { $form ->
    [of_a] этапа
    [each] каждый этап
    [the] этапы
    [of_the] этапов
    [ending] итоговый результат
   *[other] текущий этап
 }

## resumed: the GM's resume. $duration: the pause's length, in words (duration, accusative).
resumed = Игра продолжается после паузы в { $duration }: каждый открытый срок сдвинут на столько же. Игрокам сказано об этом в теме игры.
resumed-not-paused = Игра не была на паузе: ничего не изменилось. Чтобы поставить её на паузу: `пауза`.

## published: the GM published a step's results. $ending: the game's final result, by the game; $step: the next step, by the game.
published-finished = Опубликовано: игра окончена, { $ending } и ключ жеребьёвки — в открытой теме.
published = Опубликовано: итоги — в открытой теме.
published-next = Опубликовано: итоги — в открытой теме, и начинается { $step }.

## rejected: the GM kept a draft unpublished. $step: "of the step", by the game.
rejected = Понял: черновик итогов { $step } остаётся неопубликованным, и сам по себе он не уйдёт. Теперь можно `перебросить` (провести жеребьёвку заново), поправить приказ (`приказ @игрок: …` или `отменить приказ @игрок` — будет новый черновик), всё-таки опубликовать его командой `ок` или остановить игру: `завершить игру` или `отменить`.

## skipped: the GM skipped a player. $step: the closed step, named by the game. The game's rule for silence follows, said about the player (its no_answer_gm).
skipped = Готово: этап закрыт ({ $step }) — он ждал @{ $player }, и всё решено так, будто ответа не было:
# $status: the game's state after it.
skipped-status = { $status ->
    [finished] Игра окончена.
    [review] Черновик его итогов ждёт вас выше.
   *[other] Итоги опубликованы, игра продолжается.
 }

## paused: the GM's pause. $idle: how many turns nobody played, when the table paused itself.
paused-idle = Игра сама встала на паузу: никто не играл { $idle } { $idle ->
    [one] ход
    [few] хода
   *[many] ходов
 } подряд, каждый закрылся по сроку без единой заявки. Сроки не идут, и ходы не принимаются, пока вы не напишете `продолжить`; игрокам сказано об этом в теме игры. (Настройка `pause_after`: { $idle }; при 0 пауза не наступает никогда.)
paused = Игра на паузе: сроки не идут, и ходы не принимаются, пока вы не напишете `продолжить`. Игрокам сказано об этом в теме игры.
paused-already = Игра уже на паузе: напишите `продолжить`, чтобы продолжить.
