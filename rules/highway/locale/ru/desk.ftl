## «Романтики с большой дороги»: кубики и добыча ограбления, в личке
## (templates/assign_ask.md.j2, loot.md.j2), по-русски.

## Главарю: раздать кубики.

highway-assign-ask-title = { $title }: раздайте добычу
# $rule: highway-dice-rule.
highway-assign-ask-rolled = Кубики брошены, по одному на сейф ({ $rule }):
# $number: номер кубика; $die: что выпало; $bags: сколько это мешков.
highway-assign-ask-die = кубик **№ { $number }**: { $die } → { $bags }
highway-assign-ask-split = Согласованный делёж: { $split }. Решите, какой сейф кому: каждому столько кубиков, сколько сейфов ему положено по дележу. Ответьте здесь одним сообщением, например:
# $minutes_acc: время на ответ, в винительном ("за 1 минуту"); $parts:
# highway-assign-ask-default-part через разделитель.
highway-assign-ask-default = Без ответа за { $minutes_acc } кубики раздаются по порядку, как в дележе: { $parts }. Кто сколько мешков получил, я сообщу лично участникам банды; для остальных мешки — тайна до конца игры.
# $count: сколько кубиков; $dice: их номера списком.
highway-assign-ask-default-part = { $player } — { $count ->
    [one] кубик
    [few] кубики
    [many] кубики
   *[other] кубики
 } { $dice }
highway-assign-ask-separator = {"; "}

## Участникам банды: добыча.

highway-loot-title = { $title }: добыча поделена
highway-loot-intro = Ограбление главаря { $leader }: каждый сейф — это один кубик броска ({ $rule }). Кто сколько мешков получил по каждому сейфу:
highway-loot-nothing = { $player }: ничего.
# $die: номер кубика; $bags: его мешки.
highway-loot-one = { $player }: 1 сейф (кубик № { $die }), **{ $bags }**.
# $dice: номера кубиков списком; $each: мешки каждого сейфа через " + "; $bags: всего.
highway-loot-many = { $player }: { $safes } (кубики № { $dice }), { $each } = **{ $bags }**.
highway-loot-secret = Это тайна: остальные игроки узнают мешки только в конце игры, при подсчёте.
