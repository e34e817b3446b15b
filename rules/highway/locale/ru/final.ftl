## «Романтики с большой дороги»: конец игры (templates/final.md.j2), по-русски.

highway-final-title = { $title }: игра окончена, считаем добычу
highway-final-open = Все вскрывают свои сейфы:
highway-final-player = Игрок
highway-final-safes = Сейфы
highway-final-bags = Мешки
highway-final-share = Доля
highway-final-host = ведущий
# $leftover: yes, если ведущему ушли сейфы, оставшиеся в казне; $count: кубики ведущего;
# $dice: они же словами; $rolled: каждый кубик и его мешки.
highway-final-host-dice = За сейфы ведущего (сохранённые охраной{ $leftover ->
    [yes] {" "}и оставшиеся в казне
   *[no] {""}
 }) открыто бросают трёхгранные кубики, по одному на сейф (`{ $count }d3`): { $rolled }.
highway-final-host-none = У ведущего нет ни одного сейфа.
# $bags: все мешки; $fund: призовой фонд словами, $amount: числом; $total: мешки числом;
# $per_bag: highway-final-per-bag или highway-final-per-bag-about.
highway-final-total = Всего **{ $bags }**. Призовой фонд — { $fund }: на мешок приходится { $amount } / { $total }{ $per_bag }.
highway-final-per-bag = {" "}= **{ $coins }**
# $gold: монет на мешок, округлённо; $exact: дробью.
highway-final-per-bag-about = {" "}≈ **{ $gold }** монеты (точно: { $exact })
# $leaves: yes, если после округления в фонде остаются монеты ($left: они словами).
highway-final-rounding = Доля каждого — число его мешков, умноженное на эту сумму, с округлением вниз до целой монеты{ $leaves ->
    [yes] ; после округления в фонде остаётся { $left }
   *[no] ; фонд разделён без остатка
 }.
highway-final-no-bags = Мешков нет ни у кого, так что призовой фонд ({ $fund }) никому не достаётся.
highway-final-field-title = Поле целиком
highway-final-field-intro = Числа клеток (курсивом — клетки, которые так и не назвали):
highway-final-legend = Числа и карты: { $legend }.
highway-final-check = **Проверка.** Перед первым ходом был опубликован контрольный отпечаток поля `{ $commitment }` — SHA-256 текста `СОЛЬ:РЯДЫ`, где РЯДЫ — ряды поля сверху вниз через `/`, а числа ряда слева направо через `,`. Соль поля: `{ $salt }`. Эта команда должна вывести тот же самый отпечаток:
