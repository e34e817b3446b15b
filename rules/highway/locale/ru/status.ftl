## «Романтики с большой дороги» на странице состояния (templates/status.html.j2), по-русски.
## Простой текст: разметка страницы остаётся в шаблоне.

highway-status-filling = ведущий заполняет поле
highway-status-move = шаг { $move }
# Чего ждут от того, чей ход, по стадии ("" — если ничего не говорим).
highway-status-awaited = { $stage ->
    [cell] называет клетку или предлагает ограбление
    [fight] бой с охранником
    [vote] голосование за ограбление
    [revise] главарь меняет делёж
    [vote2] голосование за новый делёж
    [roll] главарь бросает кубики ограбления
    [assign] главарь раздаёт мешки
    [last] последняя попытка ограбления
   *[other] {""}
 }
# «Ходит <strong>ana</strong>: бой с охранником.» — слова до и после имени игрока и чего ждут
# ($doing).
highway-status-to-move-before = Ходит{" "}
highway-status-to-move-after = {""}
highway-status-doing = : { $doing }
highway-status-treasury = Казна:
highway-status-host = у ведущего:
highway-status-hidden-cells = закрытых клеток:
highway-status-discard = в сбросе:
highway-status-bags-title = Мешки и доли
highway-status-place = Место
highway-status-player = Игрок
highway-status-bags = Мешки
highway-status-share = Доля
highway-status-share-note = Доля — мешки игрока, умноженные на золото за мешок; при равенстве мешков место общее.
highway-status-hands = На руках
highway-status-sabre = Сабля
highway-status-musket = Фузея или пистолеты
highway-status-elixir = Эликсир
highway-status-safes = Сейфы
highway-status-hands-note = Игроки в порядке хода; сколько мешков у кого, откроется в конце игры.
