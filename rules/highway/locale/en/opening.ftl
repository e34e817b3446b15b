## Highway Romantics: the start of the game (templates/opening.md.j2), in English.

highway-opening-title = { $title }: take to the highway!
# $order: "1. **ana**, 2. **bob**"; $first: the first player.
highway-opening-order = **Turn order** (the order of sign-up): { $order }. @{ $first } plays first.
# $size: highway-field-size; $last: the bottom right cell.
highway-opening-field = **The field** is { $size }. Cells are named as in Battleship, a column letter and a row number, from **A1** at the top left to **{ $last }** at the bottom right. Each cell hides a card: a safe, a thief or a guard.
highway-opening-commitment = **The field's check hash:** `{ $commitment }` (the SHA-256 of the field with a salt). The host filled the field beforehand and cannot change it: at the end the field and its salt are revealed, and with this hash anyone can check the field stayed the same all along.
highway-opening-commitment-pending = **The field's check hash:** the field is still being filled, with the host's discobot rolls. As soon as it is ready I will publish its check hash here (the SHA-256 of the field with a salt); at the end the field and its salt are revealed, and with this hash anyone can check it was never changed.
highway-opening-settings = Settings:
highway-opening-fund = prize fund: { $coins }, shared out at the end in proportion to the bags of coins;
highway-opening-window = { $minutes } for each answer;
# $source: discobot or bot; $trigger: discobot's word.
highway-opening-dice = the dice are rolled by { $source ->
    [discobot] discobot: the leader writes `@discobot { $trigger } Xd3` in their own desk
   *[bot] the bot itself (its rolls can be checked against the seed revealed at the end)
 };
highway-opening-silence = silence { $agrees ->
    [yes] counts as agreeing to a split
   *[no] does **not** count as agreeing to a split
 }.
highway-opening-how = How to play
highway-opening-here = Everything is written **here, in the game's topic**, one post at a time.
# $cell: a cell not named yet.
highway-opening-cell = On your turn, name a cell: `{ $cell }`. A **safe** goes to the treasury (20 safes at most) and you name another cell. A **thief** goes to your hand; a third thief with the same weapon sends the two you held to the discard. A **guard** is discarded if the treasury is empty, and otherwise starts a guard fight. Then the turn passes on.
highway-opening-weapons = There are three weapon types: sabre (red), musket or pistols (green: one and the same type), elixir (blue).
highway-opening-pass = To skip your turn: `pass`.
highway-opening-fight = **Guard fight:** from the player who drew the guard, round the table, each may lay one thief whose weapon differs from the guard's and from the thief already laid: `lay sabre` or `pass`. The player who drew the guard must lay one if they can. Two thieves laid and the guard is beaten; otherwise the guard carries one safe off to the host.
# $first, $second: two other players, for the example.
highway-opening-rob = **Robbery:** a gang is exactly six thieves, two of each weapon type, from any players, at least one of them yours. Propose it with its split of the treasury's safes in one post: `rob: my sabre and elixir, @{ $first }'s two muskets, @{ $second }'s elixir and sabre; split: me 3, { $first } 2, { $second } 1`.
highway-opening-answer = Answer a split with `agree` or with a counter split: `split: me 2, { $first } 2, { $second } 2`. The leader may change the split once; if the second is refused too, the robbery is off.
# $rule: highway-dice-rule.
highway-opening-safe-die = Each safe is a d3: { $rule } of coins. Only the gang's members learn who got how many bags; all is revealed at the end.
highway-opening-stand-in = Can't stay at the table the whole time? Name a stand-in: `my stand-in @sasha`, who can then play for you.
highway-opening-end = Once the last cell is named, if safes are left in the treasury, each player in turn may make one last attempt to rob it; then what is left goes to the host. The prize fund is divided among all the bags: each player's share is proportional to their bags.
