## Форумная мафия (games/mafia): всё, что говорит игра, по-русски.
## Язык форумной мафии: мирные и мафия, голосование и подсчёт голосов, линч, ночные ходы,
## утро. Игроки названы по нику ($name: без @); $gender: род, который игрок указал
## (feminine, masculine); без него фраза строится так, чтобы род не требовался.

## Общие слова (templates/macros.md.j2).

mafia-and = и
mafia-nobody = никого
mafia-colon = :
# Название роли. $role: town, doctor, cop, vigilante, goon, godfather, roleblocker;
# $gender: род игрока.
mafia-role = { $role ->
    [doctor] доктор
    [cop] комиссар
    [vigilante] виджиланте
    [goon] мафиози
    [godfather] дон
    [roleblocker] любовница
   *[town] { $gender ->
        [feminine] мирная жительница
        [masculine] мирный житель
       *[other] мирный житель
    }
 }
# $alignment: town или mafia.
mafia-alignment = { $alignment ->
    [mafia] мафия
   *[town] мирные
 }
# $role: название роли; $side: команда.
mafia-role-side = { $role } ({ $side })
# «Без линча» как цель голоса.
mafia-no-lynch = «без линча»
# Как игрок пишет ход (в блоке кода). $action: kill, protect, check, shoot, block, pass,
# vote, unvote, no_lynch; $name: ник цели.
mafia-command = { $action ->
    [kill] убиваем @{ $name }
    [protect] лечу @{ $name }
    [check] проверяю @{ $name }
    [shoot] стреляю в @{ $name }
    [block] блокирую @{ $name }
    [vote] голосую @{ $name }
    [unvote] снимаю голос
    [no_lynch] голосую без линча
   *[pass] пас
 }
# Что игрок может отправить сейчас. $what: day, night (нет ночного хода), dead, over.
mafia-expected = { $what ->
    [night] Сейчас ночь, а ночного хода у вас нет: ждите утра.
    [dead] Вы выбыли из игры: читать можно, а голосовать и ходить — уже нет.
    [over] Игра окончена.
   *[day] Днём голосуют в теме игры: `голосую @имя`, `снимаю голос` или `голосую без линча`.
 }
# $commands: ночные ходы игрока, примерами; $pass: слово «пас».
mafia-expected-night = Этой ночью можно отправить { $commands } или `{ $pass }`, если ничего не делаете.

## opening: первое сообщение игры (публичное).

# $role: роль; $count: сколько таких в игре.
mafia-role-count = { $count } { $role ->
    [doctor] { $count ->
        [one] доктор
        [few] доктора
        [many] докторов
       *[other] доктора
    }
    [cop] { $count ->
        [one] комиссар
        [few] комиссара
        [many] комиссаров
       *[other] комиссара
    }
    [vigilante] виджиланте
    [goon] мафиози
    [godfather] { $count ->
        [one] дон
        [few] дона
        [many] донов
       *[other] дона
    }
    [roleblocker] { $count ->
        [one] любовница
        [few] любовницы
        [many] любовниц
       *[other] любовницы
    }
   *[town] { $count ->
        [one] мирный житель
        [few] мирных жителя
        [many] мирных жителей
       *[other] мирного жителя
    }
 }
mafia-opening-title = За столом
# $count: сколько игроков; $players: все, в порядке записи (@ники).
mafia-opening-players = { $count ->
    [one] { $count } игрок
    [few] { $count } игрока
    [many] { $count } игроков
   *[other] { $count } игрока
 } в порядке записи: { $players }.
# $setup: mountainous, vanilla_plus, classic или list (список ролей от ведущего);
# $roles: сколько каких ролей в игре («5 мирных жителей и 2 мафиози»).
mafia-opening-setup = Сетап: { $setup ->
    [mountainous] **mountainous**
    [vanilla_plus] **vanilla plus**
    [classic] **classic**
   *[list] список ролей от ведущего
 }; в игре: { $roles }.
# $mafia: сколько игроков мафии.
mafia-opening-mafia = { $mafia ->
    [one] Один из вас — мафия, все остальные — мирные.
    [few] Мафия — { $mafia } из вас, все остальные — мирные.
    [many] Мафия — { $mafia } из вас, все остальные — мирные.
   *[other] Мафия — { $mafia } из вас, все остальные — мирные.
 }
mafia-opening-secret = Каждый найдёт свою роль в своём кабинете игрока; мафия ещё и узнает своих напарников и получит общий ночной чат.
mafia-opening-day = **День**: обсуждаем и голосуем здесь, в этой теме: `голосую @имя`, `снимаю голос` или `голосую без линча`; новый голос заменяет прежний, а я веду подсчёт голосов.
# $hammer: true или false.
mafia-opening-hammer = { $hammer ->
    [true] Как только большинство (больше половины живых) голосует за одного игрока или без линча, день сразу заканчивается.
   *[false] Досрочного линча нет: день всегда длится до срока.
 }
# $duration: сколько длится день, словами; $tie: no_lynch или random.
mafia-opening-deadline = В срок (через { $duration } после начала дня) линчуют игрока с наибольшим числом голосов; { $tie ->
    [random] если больше всего голосов без линча, никто не выбывает, а при ничьей решает жребий среди лидеров.
   *[other] при ничьей или если больше всего голосов без линча, никто не выбывает.
 }
# $reveal: true или false.
mafia-opening-reveal = { $reveal ->
    [true] Когда игрока линчуют или убивают, его роль вскрывается.
   *[false] Роли выбывших не вскрываются до конца игры.
 }
# $duration: сколько длится ночь самое большее.
mafia-opening-night = **Ночь** (максимум { $duration }): те, у кого есть ночной ход, присылают его в свой кабинет или пишут `пас`; ночь заканчивается раньше, как только ответили все. Утром я сообщаю, кто погиб, — и никогда не говорю, кого спасли.
# $chat: always или night.
mafia-opening-chat = { $chat ->
    [night] Ночной чат мафии открыт только ночью.
   *[other] Ночной чат мафии открыт и днём, и ночью.
 }
# $own: true или false.
mafia-opening-doctor-self = { $own ->
    [true] Доктор может лечить себя.
   *[false] Доктор не может лечить себя.
 }
mafia-opening-end = **Финал**: мирные побеждают, когда не остаётся ни одного мафиози; мафия побеждает, как только её не меньше, чем мирных.
# $commitment: хеш SHA-256 раздачи.
mafia-opening-commitment = Раздача запечатана: `{ $commitment }` — это SHA-256 списка ролей и секретной соли; оба откроются в конце, и любой сможет проверить, что роли не менялись.
# $start: day или night.
mafia-opening-start = { $start ->
    [night] Игра начинается с нулевой ночи. Удачи!
   *[other] Игра начинается с первого дня. Удачи!
 }

## role: роль каждого игрока, в его кабинете.

# $role: название роли.
mafia-role-title = Ваша роль: { $role }
# $role: название роли; $alignment: town или mafia.
mafia-role-you-are = Ваша роль — **{ $role }**, вы играете за { $alignment ->
    [mafia] **мафию**
   *[town] **мирных**
 }.
# $alignment: town или mafia.
mafia-role-goal = { $alignment ->
    [mafia] Мафия побеждает, как только её не меньше, чем мирных: ночью убивайте, днём не выдавайте себя.
   *[town] Мирные побеждают, когда не остаётся ни одного мафиози: вычислите их и отправьте на линч.
 }
# $role: town, doctor, cop, vigilante, goon, godfather, roleblocker.
mafia-role-power = { $role ->
    [doctor] Каждую ночь вы можете лечить одного игрока, спасая его от убийства: `лечу @имя`. Одного и того же игрока — не две ночи подряд.
    [cop] Каждую ночь вы можете проверить одного игрока: `проверяю @имя`. Утром узнаете, из мафии этот игрок или из мирных.
    [vigilante] Один раз за игру, ночью, вы можете застрелить игрока: `стреляю в @имя`. Выстрел у вас один: выбирайте с умом.
    [godfather] Проверка комиссара покажет, что вы из мирных.
    [roleblocker] Каждую ночь вы можете заблокировать одного игрока: `блокирую @имя`. Его ночной ход не сработает; ему скажут, что его заблокировали, но не скажут кто.
    [goon] Ваша сила — сила мафии: ночное убийство и ваш голос.
   *[town] Ночного хода у вас нет: ваше оружие — голос и слово.
 }
# $own: true или false.
mafia-role-self = { $own ->
    [true] Себя лечить можно.
   *[false] Себя лечить нельзя.
 }
# Напарник по мафии. $name: ник; $role: название роли.
mafia-partner = @{ $name } ({ $role })
# $count: сколько напарников; $partners: они списком.
mafia-role-partners = { $count ->
    [one] Ваш напарник
    [few] Ваши напарники
    [many] Ваши напарники
   *[other] Ваши напарники
 }: { $partners }.
mafia-role-alone = Кроме вас, в мафии никого нет.
mafia-role-kill = Каждую ночь мафия убивает одного игрока: любой из вас пишет `убиваем @имя` в своём кабинете или в ночном чате; в силе последний заказ, отправленный до срока. Своих убивать нельзя.
# $pass: слово «пас».
mafia-role-night = Когда наступит ночь, присылайте свои ходы сюда, в кабинет; `{ $pass }`, если ничего не делаете.
mafia-role-no-night = Ночью отправлять ничего не нужно: ждите утра.
mafia-role-day = Днём голосуйте в теме игры: `голосую @имя`, `снимаю голос` или `голосую без линча`.
mafia-role-secret = Это сообщение только для вас: что рассказывать о своей роли остальным — решать вам.

## mafia_chat: ночной чат мафии (групповой разговор).

# $name: участник; $role: название роли; $alive: true или false; $gender: род.
mafia-chat-member = @{ $name } ({ $role }{ $alive ->
    [true] {""}
   *[false] , { $gender ->
        [feminine] выбыла
        [masculine] выбыл
       *[other] вне игры
    }
 })
# $reopened: true, если чат открывается снова в сумерках; $night: начинающаяся ночь или пусто.
mafia-chat-title = { $reopened ->
    [true] Ночь { $night }: ночной чат снова открыт
   *[false] Ночной чат мафии
 }
# $count: сколько участников; $members: они списком.
mafia-chat-members = Вы — мафия: { $members }.
mafia-chat-private = Этот разговор не читает больше никто: договаривайтесь здесь.
mafia-chat-kill = Каждую ночь — одно убийство на всех: `убиваем @имя`, здесь или в своём кабинете; в силе последний заказ живого мафиози, отправленный до срока. Своих убивать нельзя.
# $night: начинающаяся ночь.
mafia-chat-tonight = Началась ночь { $night }: договоритесь, кого убиваете.
# $chat: always или night.
mafia-chat-hours = { $chat ->
    [night] Этот чат открыт только ночью: утром он закрывается, а в сумерках открывается снова.
   *[other] Этот чат открыт и днём, и ночью, до конца игры.
 }

## day_start: начинается день (публично).

mafia-day-title = День { $day }
# $count: сколько живых; $players: они списком (@ники).
mafia-day-alive = Живые ({ $count }): { $players }.
mafia-day-vote = Голосуйте здесь: `голосую @имя`, `снимаю голос` или `голосую без линча`; новый голос заменяет прежний.
# $hammer: true или false; $alive: сколько живых; $needed: голоса большинства.
mafia-day-majority = { $hammer ->
    [true] Живых — { $alive }: { $needed } { $needed ->
        [one] голос
        [few] голоса
       *[many] голосов
    } за одного игрока (или без линча) сразу заканчивают день.
   *[false] Досрочного линча нет: как бы ни голосовали, день длится до срока.
 }
# $duration: сколько длится день; $tie: no_lynch или random.
mafia-day-deadline = День закончится через { $duration }: в срок линчуют того, у кого больше всего голосов; { $tie ->
    [random] при ничьей решает жребий среди лидеров.
   *[other] при ничьей никто не выбывает.
 }

## votecount: подсчёт голосов дня (публично; одно сообщение, которое правится при каждом изменении).

# $day: день; $version: сколько раз менялись голоса за день; $final: true, если подсчёт закрыл день.
mafia-votecount-title = Подсчёт голосов { $day }.{ $version }{ $final ->
    [true] {" "}(итоговый)
   *[false] {""}
 }
# $target: ник или «без линча»; $count: его голоса; $voters: кто голосовал, по порядку.
mafia-votecount-line = **{ $target }** ({ $count } { $count ->
    [one] голос
    [few] голоса
    [many] голосов
   *[other] голоса
 }): { $voters }
mafia-votecount-no-votes = Голосов пока нет.
# Голос за то, чтобы никого не линчевать, в подсчёте.
mafia-votecount-no-lynch = Без линча
# $count: сколько живых не голосует; $voters: они.
mafia-votecount-not-voting = Не голосуют ({ $count }): { $voters }
# $hammer: true или false; $alive: сколько живых; $needed: голоса большинства.
mafia-votecount-majority = { $hammer ->
    [true] Живых — { $alive }, для линча нужно { $needed } { $needed ->
        [one] голос
        [few] голоса
       *[many] голосов
    }.
   *[false] Живых — { $alive }; досрочного линча нет: в срок линчуют того, у кого больше всего голосов.
 }
mafia-votecount-hammer = Большинство набрано: день окончен.

## elimination, no_elimination: конец дня (публично).

# $day: день; $name: линчёванный игрок; $gender: его род.
mafia-elimination-title = День { $day }: { $gender ->
    [feminine] { $name } линчевана
    [masculine] { $name } линчеван
   *[other] линч — { $name }
 }
# $how: hammer, plurality или random; $votes: голоса против него; $tied: лидеры при ничьей.
mafia-elimination-how = { $how ->
    [hammer] Большинство набрано: { $votes } { $votes ->
        [one] голос
        [few] голоса
       *[many] голосов
    } против @{ $name }.
    [random] В срок ничья между { $tied }: жребий выпал на @{ $name }.
   *[plurality] В срок больше всего голосов у @{ $name } ({ $votes }).
 }
# Вскрытие роли. $name: игрок; $role: название роли; $side: команда.
mafia-flip = Роль @{ $name } — { $role } ({ $side }).
mafia-flip-hidden = Роль @{ $name } не вскрывается.
mafia-no-elimination-title = День { $day }: никого не линчевали
# $why: hammer (большинство без линча), no_lynch (больше всего голосов без линча), drawn
# (жребий при ничьей выпал на «без линча»), tie, no_votes; $tied: лидеры при ничьей.
mafia-no-elimination-why = { $why ->
    [hammer] Большинство проголосовало без линча: день заканчивается сразу.
    [no_lynch] В срок больше всего голосов оказалось без линча.
    [drawn] В срок ничья между { $tied }: жребий выпал на «без линча».
    [tie] В срок ничья между { $tied }: никто не выбывает.
   *[no_votes] До срока никто не проголосовал.
 }

## night_start: наступает ночь (публично).

mafia-night-title = Ночь { $night }
# $count: сколько живых; $players: они списком.
mafia-night-falls = Наступает ночь. Живые ({ $count }): { $players }.
# $duration: сколько самое большее длится ночь.
mafia-night-quiet = Те, у кого есть ночной ход, отвечают в своём кабинете, максимум { $duration }; голосование подождёт до утра. Утром станет ясно, кто погиб.

## night_actions: что игрок может отправить этой ночью (его кабинет).

mafia-night-actions-title = Ночь { $night }: ваш ход
# $action: kill, protect, check, shoot, block; $example: как это написать; $targets: кого можно выбрать.
mafia-night-action = { $action ->
    [kill] **Убийство от мафии**: `{ $example }`
    [protect] **Лечение** — спасти игрока от убийства: `{ $example }`
    [check] **Проверка** игрока: `{ $example }`
    [shoot] **Выстрел** (один за игру): `{ $example }`
   *[block] **Блок** ночного хода игрока: `{ $example }`
 }; можно выбрать: { $targets }.
# $count: сколько живых напарников; $partners: они.
mafia-night-actions-partners = { $count ->
    [one] Ваш живой напарник
    [few] Ваши живые напарники
    [many] Ваши живые напарники
   *[other] Ваши живые напарники
 }: { $partners }. Заказать убийство может любой из вас; в силе последний заказ.
mafia-night-actions-alone = Из мафии в живых остались только вы: кого убить, решаете теперь вы сами.
# $name: кого доктор лечил прошлой ночью.
mafia-night-actions-last = Прошлой ночью вы лечили @{ $name }: этой ночью — кого-то другого.
mafia-night-actions-several = Каждый ход — отдельным сообщением: новый заменяет только такой же ход.
# $pass: слово «пас».
mafia-night-actions-pass = Ничего не делаете? Напишите `{ $pass }`. До срока засчитывается последнее, что вы прислали, но ночь заканчивается, как только ответят все, — не тяните.

## cop_result, blocked: что игрок узнаёт утром (его кабинет).

mafia-cop-result-title = Ночь { $night }: результат проверки
# $name: проверенный игрок; $result: mafia или town; $gender: его род.
mafia-cop-result = { $result ->
    [mafia] @{ $name } — **мафия**.
   *[town] { $gender ->
        [feminine] @{ $name } — **мирная жительница**.
        [masculine] @{ $name } — **мирный житель**.
       *[other] @{ $name } — **из мирных**.
    }
 }
mafia-blocked-title = Ночь { $night }: вас заблокировали
# $gender: род читающего.
mafia-blocked = Этой ночью вас заблокировали: ваш ход не сработал.

## dawn: ночь заканчивается (публично). Никогда не говорит, кого спасли.

mafia-dawn-title = Утро после ночи { $night }
# $name: погибший; $gender: его род.
mafia-dawn-death = { $gender ->
    [feminine] Этим утром @{ $name } найдена мёртвой.
    [masculine] Этим утром @{ $name } найден мёртвым.
   *[other] Этим утром нашли тело @{ $name }.
 }
# $role: название роли; $side: команда.
mafia-dawn-role = Роль: **{ $role }** ({ $side }).
# $gender: его род.
mafia-dawn-hidden = Роль не вскрывается.
mafia-dawn-nobody = Этой ночью никто не погиб.

## game_end: конец игры (публично): всё тайное становится явным.

# $winner: town или mafia.
mafia-end-title = { $winner ->
    [mafia] Победа мафии!
   *[town] Победа мирных!
 }
mafia-end-why = { $winner ->
    [mafia] Мафии теперь не меньше, чем мирных.
   *[town] В живых не осталось ни одного мафиози.
 }
mafia-end-roles = Роли
# $name: игрок; $role: название роли; $side: команда; $alive: true или false; $gender: род.
mafia-end-role = @{ $name }: **{ $role }** ({ $side }), { $alive ->
    [true] { $gender ->
        [feminine] жива
        [masculine] жив
       *[other] в игре
    }
   *[false] { $gender ->
        [feminine] выбыла
        [masculine] выбыл
       *[other] вне игры
    }
 }
mafia-end-story = День за днём, ночь за ночью
mafia-end-day = День { $day }
# $how: hammer, plurality, random, no_lynch, tie, no_votes; $name: линчёванный; $gender: его род.
mafia-end-day-result = { $how ->
    [hammer] линч @{ $name } большинством голосов.
    [plurality] линч @{ $name } в срок, по наибольшему числу голосов.
    [random] линч @{ $name } по жребию среди лидеров.
    [no_lynch] без линча.
    [tie] ничья, никто не выбыл.
   *[no_votes] никто не голосовал, никто не выбыл.
 }
mafia-end-night = Ночь { $night }
# $count: сколько погибло; $names: они.
mafia-end-deaths = { $count ->
    [one] жертва: { $names }.
    [few] жертвы: { $names }.
    [many] жертвы: { $names }.
   *[other] жертвы: { $names }.
 }
mafia-end-no-death = никто не погиб.
# Ночной ход. $actor: кто; $role: название роли; $action: kill, protect, check, shoot,
# block; $target: кого; $blocked: true, если игрока заблокировали.
mafia-end-action = @{ $actor } ({ $role }): { $action ->
    [kill] убийство — @{ $target }
    [protect] лечение — @{ $target }
    [check] проверка — @{ $target }
    [shoot] выстрел — @{ $target }
   *[block] блок — @{ $target }
 }{ $blocked ->
    [true] {" "}(заблокировано)
   *[false] {""}
 }
mafia-end-no-action = никто не ходил.
mafia-end-deal = Раздача
mafia-end-deal-intro = Список ролей и соль, которые до сих пор держались в секрете: SHA-256 списка ролей, за которым сразу идёт соль, — это хеш, опубликованный в начале. Проверить может любой:
mafia-end-role-list = Список ролей:
mafia-end-salt = Соль:
mafia-end-commitment = Хеш:
mafia-end-thanks = Спасибо всем за игру!

## order: заявка в каноническом виде (эхо моста, черновик ведущего).

# $kind: vote, no_lynch, unvote, kill, protect, check, shoot, block, pass; $name: цель.
mafia-order = { $kind ->
    [vote] голосую @{ $name }
    [no_lynch] голосую без линча
    [unvote] снимаю голос
    [kill] убиваем @{ $name }
    [protect] лечу @{ $name }
    [check] проверяю @{ $name }
    [shoot] стреляю в @{ $name }
    [block] блокирую @{ $name }
   *[pass] пас этой ночью
 }
# Между двумя ходами одной ночной заявки: «блокирую @a и убиваем @b».
mafia-order-and = {" "}и{" "}

## rejection: почему голос или ночной ход не принят (после «Заявка не принята — …: »).

mafia-rejection-not-an-order = я не вижу здесь ни голоса, ни ночного хода.
# $target: имя, как его написали; $players: игроки списком.
mafia-rejection-unknown-player = игрока «{ $target }» нет. Игроки: { $players }.
mafia-rejection-not-playing = вы не участвуете в этой игре: следить за ней можно, а голосовать и ходить — нет.
# $gender: род читающего.
mafia-rejection-dead = вы выбыли из игры: читать можно, а голосовать и ходить — уже нет.
# $target: выбывший игрок; $gender: его род; $alive: живые списком.
mafia-rejection-target-dead = { $gender ->
    [feminine] @{ $target } уже выбыла.
    [masculine] @{ $target } уже выбыл.
   *[other] @{ $target } уже вне игры.
 } Живые: { $alive }.
# $target: ник (или «без линча»); $no_lynch: true, если без линча.
mafia-rejection-same-vote = { $no_lynch ->
    [true] вы и так голосуете без линча: ничего не меняется.
   *[false] вы и так голосуете за { $target }: ничего не меняется.
 }
mafia-rejection-not-voting = вам нечего снимать: вы ещё не голосовали.
# $action: kill, protect, check, shoot, block; $role: название роли игрока.
mafia-rejection-not-your-action = у вашей роли ({ $role }) нет такого хода: { $action ->
    [kill] убивать
    [protect] лечить
    [check] проверять
    [shoot] стрелять
   *[block] блокировать
 } вы не можете.
# $target: мафиози; $yourself: true, если это сам игрок.
mafia-rejection-partner = { $yourself ->
    [true] мафия не убивает своих — и вас тоже.
   *[false] @{ $target } — из мафии: своих мафия не убивает.
 }
# $action: check, shoot, block, protect.
mafia-rejection-self = { $action ->
    [check] проверять себя нельзя.
    [shoot] стрелять в себя нельзя.
    [block] блокировать себя нельзя.
   *[protect] лечить себя нельзя.
 }
# $target: кого доктор лечил прошлой ночью.
mafia-rejection-twice = прошлой ночью вы уже лечили @{ $target }: одного и того же игрока — не две ночи подряд.
mafia-rejection-shot-spent = свой единственный выстрел вы уже сделали.
# $phase: day (ночной ход днём), night (голос ночью), over.
mafia-rejection-wrong-phase = { $phase ->
    [night] сейчас ночь: голосование — днём.
    [over] игра окончена.
   *[day] сейчас день: ночные ходы — ночью.
 }
mafia-rejection-not-awaited = сейчас от вас ничего не ждут.
mafia-rejection-other = сейчас я не могу это принять.

## setup_refused: почему настройки или состав игроков не подходят (для ведущего).

mafia-refused-too-few = в мафию играют минимум { $min } человек, а записалось { $players }.
mafia-refused-too-many = в мафию играют максимум { $max } человек, а записалось { $players }.
mafia-refused-role-count = в списке ролей: { $roles }, а игроков: { $players }. Нужно ровно по одной роли на игрока.
# $setup: что указано; $setups: готовые сетапы.
mafia-refused-unknown-setup = «{ $setup }» — не сетап: укажите один из { $setups } или список ролей, например `goon, goon, doctor, cop, town, town, town`.
# $role: что указано; $roles: роли.
mafia-refused-unknown-role = «{ $role }» — нет такой роли. Роли: { $roles }.
# $setting: название настройки; $value: что указано; $allowed: что допустимо.
mafia-refused-bad-setting = `{ $setting }` не может быть «{ $value }»: допустимо { $allowed }.
mafia-refused-no-mafia = в списке ролей нет мафии (goon, godfather или roleblocker).
mafia-refused-mafia-majority = мафии { $mafia }, мирных { $town }: мафия победила бы сразу. В начале мирных должно быть больше.
# $player: игрок; $role: закреплённая роль.
mafia-refused-bad-pin = нельзя закрепить «{ $role }» за @{ $player }: это не игрок или в сетапе не осталось такой роли.

## settings: настройки игры словами (тема игры).

# $setup: mountainous, vanilla_plus, classic или list; $roles: список ролей как указан.
mafia-settings-setup = сетап: { $setup ->
    [mountainous] mountainous (один мафиози на четырёх игроков, остальные — мирные жители)
    [vanilla_plus] vanilla plus (mountainous, а с 7 игроков ещё доктор и комиссар)
    [classic] classic (vanilla plus, а с 9 игроков в мафии ещё и дон)
   *[list] список ролей от ведущего: { $roles }
 };
mafia-settings-start = игра начинается { $start ->
    [night] с нулевой ночи
   *[other] с первого дня
 };
# $duration: длина дня; $hammer: true или false; $tie: no_lynch или random.
mafia-settings-day = день длится { $duration }; { $hammer ->
    [true] большинство голосов сразу заканчивает день
   *[false] досрочного линча нет
 }; при ничьей в срок { $tie ->
    [random] решает жребий
   *[other] никто не выбывает
 };
# $duration: длина ночи; $chat: always или night.
mafia-settings-night = ночь длится максимум { $duration }; ночной чат мафии открыт { $chat ->
    [night] только ночью
   *[other] и днём, и ночью
 };
mafia-settings-reveal = роли вскрываются после смерти: { $reveal ->
    [true] да
   *[false] нет, только в конце
 };
mafia-settings-doctor-self = доктор может лечить себя: { $own ->
    [true] да
   *[false] нет
 };
# $count: сколько сообщений в день ждут от каждого живого.
mafia-settings-min-posts = от каждого живого ждут не меньше { $count } { $count ->
    [one] сообщения
    [few] сообщений
    [many] сообщений
   *[other] сообщения
 } в день.

## Описания настроек (справка ведущего).

mafia-setting-setup = Роли: готовый сетап (`mountainous`: один мафиози на четырёх игроков с округлением, остальные — мирные жители; `vanilla_plus`: с 7 игроков добавляет доктора и комиссара; `classic`: как `vanilla_plus`, и дон с 9 игроков) или список ролей, по одной на игрока (`goon, goon, doctor, cop, town, town, town`; роли: `town`, `doctor`, `cop`, `vigilante`, `goon`, `godfather`, `roleblocker`).
mafia-setting-start = С чего начинается игра: с дня (`day`: первый день) или с ночи (`night`: нулевая ночь, потом первый день).
mafia-setting-hammer = С `on` большинство (больше половины живых) за одного игрока или без линча сразу заканчивает день; с `off` каждый день длится до срока.
mafia-setting-tie = Ничья в срок дня: с `no_lynch` никто не выбывает; с `random` жребий выбирает одного из лидеров.
mafia-setting-reveal = С `on` роль игрока вскрывается, когда его линчуют или убивают; с `off` роли открываются только в конце.
mafia-setting-day-hours = Сколько часов длится день (от 1 до 336); большинство может закончить его раньше.
mafia-setting-night-hours = Сколько часов самое большее длится ночь (от 1 до 336); она заканчивается раньше, как только ответили все, у кого есть ночной ход.
mafia-setting-doctor-self = С `on` доктор может лечить себя; с `off` — только других.
mafia-setting-mafia-chat = Ночной чат мафии: открыт всегда (`always`) или только ночью (`night`: закрывается утром, открывается в сумерках).
mafia-setting-min-posts = Сколько сообщений в день каждый живой игрок должен написать в теме игры; тех, у кого меньше, ведущий увидит списком в срок дня (0 — без списка).

## step_name, of_step, this_step, for_step, phases, no_answer: фразы моста о текущем этапе
## словами мафии. $phase: day, night или current; $n: номер.

# Именительный падеж: «Заявка принята — ночь 1».
mafia-step-name = { $phase ->
    [day] день { $n }
    [night] ночь { $n }
   *[current] текущий день или ночь
 }
# Родительный падеж без предлога: «черновик итогов ночи 1».
mafia-of-step = { $phase ->
    [day] дня { $n }
    [night] ночи { $n }
   *[current] текущего дня или ночи
 }
mafia-this-step = { $phase ->
    [day] этого дня
    [night] этой ночи
   *[current] этого дня или ночи
 }
mafia-for-step = { $phase ->
    [day] для этого дня
    [night] для этой ночи
   *[current] для этого дня или ночи
 }
# $form: of_a (род. ед.), each (им.), the (им. мн.), of_the (род. мн.), ending; иначе — текущий.
mafia-phases = { $form ->
    [of_a] дня или ночи
    [each] итог каждого дня и каждой ночи
    [the] дни и ночи
    [of_the] дней и ночей
    [ending] финал игры
   *[current] текущий день или ночь
 }
# Что будет с молчащим игроком; идёт после «Если заявки не будет,».
mafia-no-answer = { $phase ->
    [day] ваш голос останется как есть (или его не будет); день всё равно закончится в срок.
    [night] этой ночью вы ничего не делаете (для мафии: в силе последний заказ на убийство от любого из вас).
   *[current] с вашей стороны ничего не произойдёт.
 }
# То же о молчащих игроках, для ведущего (черновик, пропуск), после «Без приказа: @ana — »;
# $count: сколько их.
mafia-no-answer-gm = { $phase ->
    [day] голос остаётся как есть (или его нет); день всё равно закончится в срок.
    [night] { $count ->
        [1] этой ночью ничего не делает
       *[other] этой ночью ничего не делают
    } (для мафии: в силе последний заказ на убийство от любого из её членов).
   *[current] { $count ->
        [1] ничего не делает.
       *[other] ничего не делают.
    }
 }
# Как устроена игра в мафию, до записи (после строки моста о записи).
mafia-how-to-join = Когда игра начнётся, каждый получит свою роль личным сообщением — в свой **кабинет игрока**. Днём все голосуют открыто, здесь, в этой теме; ночью те, у кого есть ночной ход, присылают его в свой кабинет.
# Значение в статусе и черновиках ведущего. $value: day, night, town, mafia.
mafia-gm-value = { $value ->
    [day] день
    [night] ночь
    [mafia] мафия
   *[town] мирные
 }
# Жребий в черновике ведущего. $why: deal, deal_salt, tie.
mafia-die = { $why ->
    [deal] раздача ролей
    [deal_salt] секретная соль раздачи
   *[tie] ничья в срок дня
 }

## status.html: страница состояния игры.

# $phase: day или night; $number: номер.
mafia-status-phase = { $phase ->
    [night] Ночь { $number }
   *[day] День { $number }
 }
# $winner: town или mafia.
mafia-status-winner = { $winner ->
    [mafia] Победила мафия.
   *[town] Победили мирные.
 }
mafia-status-votes = Голоса
# Строка подсчёта голосов простым текстом. $target: ник или «Без линча»; $count: голоса; $voters: кто.
mafia-status-vote-line = { $target } ({ $count } { $count ->
    [one] голос
    [few] голоса
    [many] голосов
   *[other] голоса
 }): { $voters }
# $count: сколько.
mafia-status-living = Живые ({ $count })
mafia-status-dead = Выбывшие ({ $count })
# Когда игрок выбыл. $phase: day или night; $number: номер.
mafia-status-when = { $phase ->
    [night] ночь { $number }
   *[day] день { $number }
 }

## night_review, day_review: to the GM with a draft.
mafia-review-night = Ночь { $night }, для ведущего: все ходы, которые были в силе к концу ночи.
mafia-review-day = День { $day }, для ведущего: голоса на конец дня.
# $names: who died, or who a protection saved.
mafia-review-deaths = { $count ->
    [one] Жертва ночи: { $names }.
    [few] Жертвы ночи: { $names }.
    [many] Жертвы ночи: { $names }.
   *[other] Жертвы ночи: { $names }.
 }
mafia-review-nobody-died = Никто не погиб.
mafia-review-saved = Спасены защитой (утром об этом не говорят): { $names }.

## modkill: the GM removed a living player (public).
# $name: who; $gender: theirs.
mafia-modkill = Ведущий снял @{ $name } с игры (модкилл): { $gender ->
    [feminine] её голоса и ночные ходы больше не считаются.
    [masculine] его голоса и ночные ходы больше не считаются.
   *[other] голоса и ночные ходы этого игрока больше не считаются.
 }
