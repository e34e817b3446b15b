## rejection: почему приказ не принят (продолжает "Заявка не принята — <этап>: " со строчной
## буквы). Называет то, что можно сейчас, и ничего сверх того, что говорящий вправе знать.

# $why: musing, empty, too_long, unreadable, narration (приказ только в описании), other.
indixo-rejection-not-an-order = { $why ->
    [musing] в вашем сообщении вопрос или сомнение: я читаю его как размышления вслух, а не как приказ. Скажите прямо, без вопросительного знака и без «может быть», чтобы он засчитался.
    [empty] ваше сообщение пустое (или в нём только цитаты).
    [too_long] ваше сообщение слишком длинное, чтобы искать в нём приказ: пришлите приказ отдельно, в нескольких словах.
    [unreadable] мне не удалось прочесть это сообщение: сформулируйте его попроще.
    [narration] в вашем рассказе я не нашёл приказа: напишите приказ прямо, вне звёздочек и курсива.
   *[other] в этом сообщении я не нашёл приказа.
 }
# $why: что неясно (иное: сообщение вообще).
indixo-rejection-ambiguous = { $why ->
    [kill_needs_victim_weapon] чтобы убить, назовите жертву **и** оружие: `убиваю @имя оружием <оружие>`.
    [haunt_what] проклясть что? Напишите `проклинаю комнату` или `проклинаю <оружие>`.
    [possess_whom] вселиться в кого? Напишите `вселяюсь в @имя`.
    [move_where] перенести куда? Напишите `переношу <оружие> в <соседнюю комнату>`.
    [chief_not_now] назначить главу сейчас нельзя: главу назначает лично та жертва, которую я об этом попрошу, а если ответа не будет — главу выбирают живые днём, добавив к голосу `глава @имя`.
    [no_verb] я вижу названия, но не понимаю, что с ними сделать: добавьте глагол (`иду в`, `уничтожаю`, `переношу`…).
    [condemn_what] заколотить что? Напишите `заколачиваю <комнату>`.
    [one_at_a_time] одно действие — одно сообщение: отправьте первое, потом второе отдельным сообщением (они складываются в порядке отправки).
   *[other] это сообщение можно понять по-разному: отдайте один приказ, прямо.
 }
# $kind: player, room или weapon; $named: что названо, списком.
indixo-rejection-several = { $kind ->
    [player] вы называете нескольких игроков ({ $named }), а нужен один: оставьте одного.
    [room] вы называете несколько комнат ({ $named }), а нужна одна: оставьте одну.
   *[weapon] вы называете несколько видов оружия ({ $named }), а нужен один: оставьте один.
 }
# $word: что написал игрок; $kind: room или weapon; $named: что это может быть, списком.
indixo-rejection-which = «{ $word }» может означать { $kind ->
    [room] несколько комнат
   *[weapon] несколько видов оружия
 } ({ $named }): напишите название целиком.
# $name: "@имя", как написано.
indixo-rejection-unknown-player = игрока «{ $name }» в этой игре нет.
# $players: списком (родительный падеж после "у").
indixo-rejection-guess-needs-room = для каждого игрока в догадке нужна комната: её нет у { $players }.
indixo-rejection-possible-players = Возможные игроки: { $players }.
indixo-rejection-possible-rooms = Возможные комнаты: { $rooms }.
indixo-rejection-rooms-next-door = Открытые соседние комнаты: { $rooms }.
indixo-rejection-open-rooms = Открытые комнаты: { $rooms }.
indixo-rejection-weapons-here = Оружие здесь: { $weapons }.
indixo-rejection-weapons-left = Оставшееся оружие: { $weapons }.
indixo-rejection-living-here = Живые здесь: { $people }.
indixo-rejection-not-a-player = вы не играете в этой игре.
indixo-rejection-game-over = игра окончена: приказов больше не ждут.
# $deadline: indixo-rejection-not-now-deadline или ничего.
indixo-rejection-not-now-actions = ночные действия отправляют только после того, как закроется выбор комнат{ $deadline }. Из этого сообщения я ничего не сохранил: отправьте его снова, когда откроются действия.
indixo-rejection-not-now-deadline = : как только все выберут комнату; крайний срок — { $when }
indixo-rejection-first-choose-room = Сначала выберите комнату: `иду в <комнату>`.
indixo-rejection-must-choose-room = сначала выберите комнату: `иду в <комнату>`.
indixo-rejection-not-awaited = сейчас я жду от вас не этого.
indixo-rejection-nothing-more = Пока больше я от вас ничего не жду.
indixo-rejection-room-final = вы уже выбрали на эту ночь комнату **{ $room }**, и этот выбор окончательный.
indixo-rejection-room-condemned = комната **{ $room }** заколочена: туда больше никто не входит и ничего не вносит.
indixo-rejection-room-too-far = призрак переходит только в свою комнату прошлой ночи или в соседнюю: комната **{ $room }** слишком далеко.
indixo-rejection-room-not-adjacent = комната **{ $room }** не соседняя с вашей: оружие переносят только через одну дверь.
indixo-rejection-not-the-killers = это не одно из действий убийцы.
# $options: действия убийцы, списком.
indixo-rejection-killer-has-two = У вас уже два действия ({ $options }): напишите `отмена`, чтобы начать заново, или `ничего`, чтобы этой ночью ничего не делать.
indixo-rejection-killer-given = Уже выбрано: { $options }.
# $left: сколько действий осталось (в русском не нужно); $chosen: yes или no (одно уже отдано);
# $commands: списком; $done: indixo-rejection-killer-done или ничего.
indixo-rejection-killer-left = { $chosen ->
    [yes] Ещё доступно
   *[no] Ваши действия
 }: { $commands }; или `ничего`{ $done }.
indixo-rejection-killer-done = , или `всё`, чтобы на этом остановиться
indixo-rejection-not-the-innocents = это действие не для вас: невиновный может уничтожить оружие своей комнаты, перенести его в соседнюю комнату или ничего не делать.
indixo-rejection-you-are-in = Вы в комнате **{ $room }**.
# $room: indixo-rejection-in-room или ничего.
indixo-rejection-weapon-not-here-named = оружия **{ $weapon }** нет в вашей комнате{ $room }.
indixo-rejection-weapon-not-here = этого оружия нет в вашей комнате{ $room }.
indixo-rejection-in-room = {" "}(**{ $room }**)
indixo-rejection-nothing-to-finish = вы ещё не выбрали ни одного действия: «всё» ничего не завершает. Отправьте одно или два действия или `ничего`.
indixo-rejection-third-option = у вас уже два действия ({ $options }): больше нельзя. Напишите `отмена`, чтобы начать заново.
indixo-rejection-option-twice = это действие вы этой ночью уже выбрали ({ $options }): два действия должны различаться. Отправьте другое или `всё`.
# $room: комната дома, не участвующая в игре; $players: сколько играет (предложный падеж: "при 6 игроках").
indixo-rejection-room-not-in-play = комната **{ $room }** в этой игре не участвует: комнат столько же, сколько игроков, и при { $players } { $players ->
    [one] игроке
    [few] игроках
   *[many] игроках
 } используются только первые { $players } { $players ->
    [one] комната
    [few] комнаты
   *[many] комнат
 } дома.
# $named: indixo-rejection-quoted после пробела или ничего.
indixo-rejection-unknown-room = я не знаю такой комнаты{ $named }.
# Что написал игрок, в кавычках.
indixo-rejection-quoted = («{ $name }»)
indixo-rejection-weapon-destroyed = оружие **{ $weapon }** уничтожено.
# $weapon: оружие дома, не участвующее в игре; $players: сколько играет.
indixo-rejection-weapon-not-in-play = оружие **{ $weapon }** в этой игре не участвует: предметов оружия столько же, сколько игроков, и при { $players } { $players ->
    [one] игроке
    [few] игроках
   *[many] игроках
 } используются только первые { $players } { $players ->
    [one] предмет
    [few] предмета
   *[many] предметов
 } списка.
indixo-rejection-unknown-weapon = я не знаю такого оружия{ $named }.
indixo-rejection-bad-victim = @{ $victim } не может быть вашей жертвой: выберите другого живого игрока.
indixo-rejection-no-victim = нужна жертва: выберите другого живого игрока.
indixo-rejection-ghost-cannot = призрак так не может. Ему доступно: `проклинаю комнату`, `проклинаю <оружие>` (оружие своей комнаты), `вселяюсь в @имя` (в живого игрока своей комнаты) или `ничего`.
indixo-rejection-possession-over = вселяться в этой игре больше нельзя.
indixo-rejection-ghost-still = По-прежнему можно написать `проклинаю комнату`, `проклинаю <оружие>` или `ничего`.
indixo-rejection-target-not-here = @{ $target } нет среди живых в вашей комнате этой ночью.
indixo-rejection-player-not-here = этого игрока нет среди живых в вашей комнате этой ночью.
# $victim: намеченная жертва или "?".
indixo-rejection-bad-switch = ответьте именем другого невиновного из этой комнаты или `оставляю`, чтобы удар пришёлся на @{ $victim }.
indixo-rejection-possible-innocents = Возможные невиновные: { $choices }.
indixo-rejection-bad-spread = каждому оружию нужна одна открытая комната, и ничего больше.
indixo-rejection-spread-missing = Без комнаты: { $weapons }.
# $moves: "оружие → комната", списком.
indixo-rejection-spread-wrong = Невозможно: { $moves }.
indixo-rejection-spread-weapons = Оружие для расстановки: { $weapons }.
# $weapon, $room: пример ответа.
indixo-rejection-example = Например: `{ $weapon } -> { $room }`.
indixo-rejection-a-weapon = <оружие>
indixo-rejection-a-room = <комната>
indixo-rejection-bad-chief = @{ $chief } не может быть главой: выберите живого игрока.
indixo-rejection-no-chief = нужен глава: выберите живого игрока.
indixo-rejection-ghost-post = призраки не голосуют; им остаётся только читать форум (и разговаривать, когда я их свожу, с призраками своей комнаты). Ваше сообщение не считается голосом.
# $chief: глава или "?".
indixo-rejection-chief-exists = глава уже есть, @{ $chief }: выборов не будет. Голосовать за подозреваемого, оружие и комнату по-прежнему можно.
indixo-rejection-belongs-in-pm = такой приказ отдают в личном сообщении, а не в открытой теме: он не принят. Пришлите его мне сюда, в личку.
indixo-rejection-votes-locked = голоса закреплены, потому что проголосовали все живые: изменить их уже нельзя. Время последнего слова.
# $ballot: закреплённый голос игрока, по частям (indixo-ballot-*).
indixo-rejection-your-locked-vote = Ваш голос закреплён и засчитывается как есть: **{ $ballot }**.
indixo-rejection-guess-already = сегодня вы уже сделали догадку: одна в день, и она окончательная.
indixo-rejection-guess-incomplete = догадка должна назвать комнату (и оружие, или `ничего`) для каждого другого живого игрока, и только для них.
indixo-rejection-guess-missing = Не хватает: { $players }.
indixo-rejection-guess-extra = Лишние: { $players }.
indixo-rejection-guess-players = Кого назвать: { $players }. Форма: `@имя: <комната>, <оружие>; @имя: <комната>, ничего`.
indixo-rejection-bad-suspect = @{ $suspect } не может быть подозреваемым: голосуйте за живого игрока.
indixo-rejection-no-suspect = нужен подозреваемый: голосуйте за живого игрока.
indixo-rejection-vote-at-night = ночью голосовать нельзя — голосование откроется утром в теме игры.
indixo-rejection-night-post = ночью тема игры молчит. Приберегите мысли до утра; ночные приказы отдают в личных сообщениях.
# $code: код отказа (по-русски не называется).
indixo-rejection-impossible = такой приказ невозможен.
