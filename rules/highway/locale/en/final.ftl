## Highway Romantics: the end of the game (templates/final.md.j2), in English.

highway-final-title = { $title }: the game is over, let's count the loot
highway-final-open = Everyone opens their safes:
highway-final-player = Player
highway-final-safes = Safes
highway-final-bags = Bags
highway-final-share = Share
highway-final-host = the host
# $leftover: yes when safes left in the treasury went to the host; $count: the host's dice;
# $dice: the same in words; $rolled: each die and its bags.
highway-final-host-dice = The host's safes (saved by the guards{ $leftover ->
    [yes] , and those left in the treasury
   *[no] {""}
 }) are rolled in the open, { $count }d3: { $rolled }.
highway-final-host-none = The host has no safe at all.
# $bags: all the bags; $fund: the prize fund in words, $amount: as a number; $total: the bags
# as a number; $per_bag: highway-final-per-bag or highway-final-per-bag-about.
highway-final-total = **{ $bags }** in all. The prize fund is { $fund }: a bag is worth { $amount } / { $total }{ $per_bag }.
highway-final-per-bag = {" "}= **{ $coins }**
# $gold: the coins per bag, rounded; $exact: as a fraction.
highway-final-per-bag-about = {" "}≈ **{ $gold }** gold coins (exactly { $exact })
# $leaves: yes when the rounding leaves coins in the fund ($left: them, in words).
highway-final-rounding = Each player's share is their bags times that, rounded down to a whole coin{ $leaves ->
    [yes] ; the rounding leaves { $left } in the fund
   *[no] ; the fund is shared out with nothing left
 }.
highway-final-no-bags = Nobody has a single bag, so nobody gets anything of the prize fund ({ $fund }).
highway-final-field-title = The whole field
highway-final-field-intro = The cells' numbers (in italics, the cells nobody named):
highway-final-legend = Numbers and cards: { $legend }.
highway-final-check = **How to check.** The field's check hash published before the first move, `{ $commitment }`, is the SHA-256 of the text `SALT:ROWS`, where ROWS are the field's rows from top to bottom joined by `/`, the numbers of a row from left to right joined by `,`. The field's salt: `{ $salt }`. This command must print that same hash:
