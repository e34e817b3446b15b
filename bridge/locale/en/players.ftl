## The bridge's notices to players (bridge/templates/), in English.

## padding
padding = — a message from the game master bot

## incomplete_default
incomplete-default = I am waiting for the rest of your answer.

## no_answer
no-answer = the rule for a silent player applies.
# The same said about the silent players to the game master (a draft, a skip), after "No order from @dima: ".
no-answer-gm = the rule for a silent player applies.

## game_topic_title: the public topic's title. $name: the game's name; $title: the game's title; $id: its number.
game-topic-title = { $name }: { $title } (game { $id })

## desk_title: a player's order desk's title. $player: the player's username.
desk-title = { $title } — { $player }'s orders (game { $id })

## notice_title
notice-title = { $title } — a word from the game master (game { $id })

## cancelled
cancelled = The game "{ $title }" has been cancelled by the game master. Thanks, everyone!

## already_started
already-started = The game "{ $title }" has already started: sign-up is closed. Nothing was recorded.

## not_in_game
not-in-game = You are not playing in the game "{ $title }": your message was not taken as an order.

## edited: the GM corrected a player's value. $field: the field's name; $value: its new value.
edited = Done: for @{ $player }, `{ $field }` is now **{ $value }**. It is kept in the game's journal.

## left. $count: how many players are signed up now; $gender: the player's, as told (English needs none).
left = @{ $player } has withdrawn from the game ({ $count } { $count ->
    [one] player
   *[other] players
 } signed up).

## game_full
game-full = Sorry, the game "{ $title }" is full ({ $max } players at most). You were not signed up.

## ended
ended = **The game is over**, ended by the game master as it stands: no step is open any more, and the results published so far are the last.

## joined. $count: how many players are signed up now.
joined = Welcome, @{ $player }! You are signed up ({ $count } { $count ->
    [one] player
   *[other] players
 } so far).

## replaced. $newcomer takes $player's place.
replaced = **Change at the table:** @{ $newcomer } takes @{ $player }'s place in the game, by the game master's decision, and plays from now on as @{ $newcomer }. Welcome!

## post_refused. $refusal: why, in the game's words.
post-refused = About your post in { $place ->
    [desk] your desk of "{ $title }"
   *[topic] the topic of "{ $title }"
 }: { $refusal }
post-refused-nothing = Nothing changed.

## removed
removed = **Change at the table:** @{ $player } leaves the game, by the game master's decision. From now on the game won't wait for them: wherever it needs their answer, it goes on as if they had sent nothing.

## public_order
public-order = Careful: you wrote an order in the public topic of "{ $title }". It was **not taken** (and everyone can read it). Send your orders here, in your order desk.

## game_topic: the public topic's first post. $name: the game's name; $gm: the GM's username.
game-topic-heading = { $name }: { $title }
game-topic-intro = A game run by the automatic game master, overseen by @{ $gm }.
game-topic-settings = Settings

## how_to_join. $min, $max: how many players the game takes.
how-to-join-open = **Sign-up is open**: write "join" in this topic ({ $min } to { $max } players). To withdraw before the start: "leave".
how-to-join-desk = When the game starts, each player gets a private message, their **order desk**: orders go there and nowhere else.

## die_line: one die of a resolution. $faces: the die's faces; $value: what it shows.
die-line = d{ $faces } → **{ $value }**
# $why: the draw's label, in the game's words.
die-line-why = d{ $faces } → **{ $value }**: { $why }

## signup_refused. $refusal: why, in the game's words.
signup-refused = Signing up for "{ $title }": { $refusal }
signup-refused-nothing = Nothing changed.

## direct_help: the answer to a private message that is no command. $games: the games, joined.
direct-help-hello = Hello! I am the forum's automatic game master.
direct-help-create =
    To create a game, send me a private message:
    `new game <game> "<title>" setting=value ...`
    for example `new game mud "Mud fight in Dole" map=grid:6x6 turns=8`.
direct-help-games =
    Games available: { $games }.
    To play, sign up in a game's public topic; by game:
# How a game without its own sign-up (its `join_hint` piece) is joined; $game: its id.
direct-help-join = **{ $game }**: write "join"

## started. $players: the players, joined; $commitment: the hash of the draws.
started = **The game begins!** Players: { $players }.
started-desks = Each player has received their order desk as a private message.
started-no-desks = Whatever the bot tells a single player goes to their desk: a private conversation that opens with its first message.
started-commitment = Commitment to the random draws (SHA-256 of seed and salt, revealed at the end): `{ $commitment }`

## away: a player declared an absence until $until (in words), or their return.
away = Noted: you're away until { $until }. Until then the game won't wait for you: wherever it needs your answer, it goes on as if you had sent nothing; the game master has been told. Write "I'm back" if you return earlier.
away-back = Welcome back: the game waits for your orders again, as before.

## discobot_off: discobot answered "you've disabled me" instead of rolling. $trigger: discobot's word to roll.
discobot-off = discobot did not roll your dice: it does not answer members who switched off the new user tips. Switch them back on in your preferences (Preferences → Interface), then post `@discobot { $trigger } …` again. Without a roll by the deadline, the bot rolls the dice itself.

## order_confirmed. $step: the step, named by the game; $order: the order, echoed by the game; $sent: when, in words.
order-confirmed = Confirmed for { $step }: **{ $order }**, confirmed { $sent }.
order-confirmed-closes = All the answers I was waiting for are in, so { $step } closes now: this choice is final.
order-confirmed-final = This choice is now final: it can no longer be changed.

## order_refused. $step: the step, named by the game; $refusal: why, in the game's words;
## $standing: the order still in force, echoed; $this: "of this step", by the game.
# $code: the refusal's code; a post with no order in it (not_an_order) changes nothing, gently said.
order-refused = { $code ->
    [not_an_order] Nothing changed for { $step }: { $refusal }
   *[other] Order refused for { $step }: { $refusal }
 }
order-refused-earlier = Your earlier order, if any, still stands.
order-refused-standing = Your earlier order still stands: **{ $standing }**.
# $for: "for this step", by the game.
order-refused-none = You have no valid order { $for } yet.
# The order in force of $actor, a warrior the reader declares for (an arena's chief), not the reader.
order-refused-standing-of = @{ $actor }'s earlier order still stands: **{ $standing }**.
order-refused-none-of = @{ $actor } has no valid order { $for } yet.

## order_withdrawn: the post holding an order was deleted. $order: the order, echoed by the game; $deadline: in words.
order-withdrawn = The message holding your order for { $step } was deleted: **{ $order }** no longer counts. You have no valid order { $for } now.
order-withdrawn-before = Send a new one before the deadline, { $deadline }, or recover the message: its order then counts again, from the moment it is recovered.
order-withdrawn-new = Send a new one, or recover the message: its order then counts again, from the moment it is recovered.

## forum_was_down: in the GM desk, after a long outage. $since, $until: in words; $duration: how long, in words (duration);
## $error: the forum's last answer; $held: this game's messages still waiting (0: none).
forum-was-down = **The forum did not answer the bot** from { $since } to { $until } ({ $duration }; its last answer: `{ $error }`). Nothing was lost: orders and deadlines were handled as usual, and the messages held meanwhile are going out now, in order{ $held ->
    [0] {""}
   *[other] {" "}({ $held } still waiting for this game)
 }. Players who wrote during the outage were read as soon as the forum answered.

## desk_intruder: someone without a place came into a secret conversation. $who: them;
## $role: the conversation's (gm, player, else a group); $owner: its owner; $by: who invited them;
## $invited: true when someone did; $title: the game's title.
desk-intruder-place = { $role ->
    [gm] your GM desk
    [player] @{ $owner }'s order desk
   *[other] the group conversation { $owner }
 }
desk-intruder = **@{ $who } came into { $place }** for "{ $title }"{ $invited ->
    [true] , invited by @{ $by }
   *[other] {""}
 }. That conversation is secret: while someone without a place in it is there, I post nothing more in it, and what should go there waits.
desk-intruder-resume = To go on: remove @{ $who } from the conversation{ $role ->
    [gm] , or make them a co-GM by writing `add gm @{ $who }` in your GM desk
   *[other] {""}
 }. Everything that waited then goes out in order.

## message_given_up: a message the forum never took. $where: the place's kind (player, game,
## group, private, else a topic); $owner: the desk's or group's owner; $recipients: a private
## message's, joined; $topic: the topic's number; $failures: how many tries; $reason: the last answer.
message-given-up-where = { $where ->
    [player] @{ $owner }'s order desk
    [game] the game's public topic
    [group] the group conversation { $owner }
    [private] a private message to { $recipients }
   *[other] topic no. { $topic }
 }
message-given-up = **A message could not be delivered** to { $place } for "{ $title }": the forum did not take it after { $failures } { $failures ->
    [one] try
   *[other] tries
 } (last answer: `{ $reason }`). I have stopped trying. Here it is, so that you can pass it on yourself:
message-given-up-details = The message

## signup_unsure: a post close to a sign-up or leave word, not read for sure. $wrote: the post;
## $words: the words it comes close to, each one signup-unsure-word, joined by signup-unsure-or.
signup-unsure = I could not read your message "{ $wrote }" in the game "{ $title }". Did you mean { $words }?
# $phrase: the word; $action: join or leave.
signup-unsure-word = `{ $phrase }` ({ $action ->
    [join] to sign up
   *[other] to leave
 })
signup-unsure-or = {" "}or{" "}
signup-unsure-still = You are still signed up: nothing changed.
signup-unsure-not = You are **not** signed up yet.
signup-unsure-if-so = If so, write those words as they are in the game topic.

## stand_in: a player names ($stand_in) or drops a stand-in.
stand-in-named = Noted: @{ $stand_in } is now your stand-in in "{ $title }" and may play for you, in the game's topic as in your desk. Their moves count as yours. To end it: `no stand-in`.
stand-in-dropped = Noted: you no longer have a stand-in in "{ $title }". Only you play for yourself now.
stand-in-a-player = @{ $stand_in } plays in "{ $title }" already: a player cannot stand in for another. Nothing changed; name someone who does not play.

## roll_hint: discobot was asked for dice in a way it does not understand here. $wrote: what was
## written; $trigger: discobot's word to roll on this forum. The exact text to post follows.
roll-hint-words-after = discobot will not answer `{ $wrote }`: it rolls only when the request ends its paragraph, with nothing after it on the same line. Post again, with this text at the end of the message:
roll-hint = discobot will not answer `{ $wrote }`: on this forum it rolls only for the word `{ $trigger }`, followed by the dice written without spaces (`2d6`, never `2 d6` nor `d6`). Post this, exactly, at the end of the message:
roll-hint-counts = I read its reply automatically; without it nothing happens until the deadline.

## edit_refused: the GM's `set <player> <field> <value>` refused. $reason: why, one of the
## edit-refused-… messages below; $value, $by: from the refusal.
edit-refused = { $reason }. Nothing changed.
# $fields: those the game lets the GM set, joined.
edit-refused-not-editable-but = "{ $title }" does not let the game master set `{ $field }`; what can be set: { $fields }
edit-refused-not-editable = "{ $title }" does not let the game master set `{ $field }` for a player, or not now (only while the game runs, between two steps)
edit-refused-unknown-player = @{ $player } does not play in "{ $title }"
edit-refused-bad-position = "{ $value }" is not a place on this map
edit-refused-position-taken = @{ $by } already stands on { $value }
edit-refused-bad-number = "{ $value }" is not a number (0 or more)
edit-refused-other = that correction does not hold

## player_help: `help` in a player's desk. Each step awaited is announced as the game announces it.
player-help-title = "{ $title }": what you can write
player-help-signup = The game has not started yet: you are signed up. To withdraw, write "leave" in the game's topic.
player-help-over = The game is over: nothing more to write.
player-help-nothing = Nothing is awaited from you right now.
player-help-also = Also, here in your desk, one per message:
# $stand_in: the player's stand-in now.
player-help-stand-in-now = "my stand-in @user": someone who may act for you (now @{ $stand_in }; "no stand-in" drops them);
player-help-stand-in-none = "my stand-in @user": someone who may act for you (none now);
# How $example (a day) is written in the line below: a Babel date pattern.
player-help-day-pattern = MMMM d
player-help-away = "away until { $example }" (a date, and a time if you like): the game won't wait for you until then, and goes on as if you had sent nothing; "I'm back" ends it;
# $until: when the player's declared absence ends, in words.
player-help-away-now = "away until { $example }" (a date, and a time if you like): the game won't wait for you until then, and goes on as if you had sent nothing; you're away until { $until } now; "I'm back" ends it;
player-help-help = "help": this message.

## refused: a post not taken as an order. $code: why; $of: "of the step" and $step: the step,
## by the game; $for: "for this step", by the game; $channel: where such an order is given (topic, desk).
refused = Order not taken:
refused-why = { $code ->
    [game_over] the game "{ $title }" is over.
    [not_started] the game "{ $title }" has not started yet.
    [results_pending] the deadline { $of } has passed and its results are being published. Send your order again once the next step opens.
    [wrong_step] this message was written before { $step } opened; it does not count { $for }. Please send your order again.
    [wrong_channel] this is not the place for that order{ $channel ->
        [topic] : it is given in the game's public topic
        [desk] : it is given here, by private message
       *[other] {""}
    }.
    [paused] the game master has paused the game; nothing is taken until it resumes.
    [roll_not_awaited] no roll is expected from you right now.
    [removed] the game master removed you from this game: no order of yours is awaited any more.
    [not_awaited] no order is expected from you right now.
   *[other] { $code }.
 }
refused-nothing = Nothing changed.

## order_taken: an order received. $step: the step, named by the game; $order: the order, echoed
## by the game; $sent, $deadline: in words; $doubt: what the game is unsure of; $this: "of this
## step", by the game; $rest: what the game still awaits.
order-taken = Order received for { $step }: **{ $order }**, sent { $sent }.
order-taken-doubt-final = I am not sure I read it right ({ $doubt }); as it stands, it counts.
order-taken-doubt = I am not sure I read it right ({ $doubt }): answer "yes, I confirm" if that is it, or else send your order again more plainly. As it stands, it counts.
order-taken-incomplete = Your answer is not complete yet: { $rest }
order-taken-superseded = Note: an order sent later is still the one in force.
order-taken-replaces-any = It replaces any earlier order { $this }.
order-taken-replaces = It replaces your earlier order { $this }.
order-taken-closes = All the answers I was waiting for are in, so { $step } closes now: this order is final.
order-taken-final = This order is final: it can no longer be changed.
order-taken-held-deadline = This choice becomes final only once confirmed: until then you can still change it; without a confirmation it counts as it stands at the deadline: { $deadline }.
order-taken-held = This choice becomes final only once confirmed: until then you can still change it; without a confirmation it counts as it stands when the step closes.
order-taken-deadline = You can change it until the deadline: { $deadline }.
# $receipt: the sealed order's receipt.
order-taken-receipt = Receipt of this sealed order: `{ $receipt }`.

## receipts: in the game's topic when a step of private orders closes, one folded block.
## $of: "of the step", by the game; $count: how many sealed orders; $salts: true when their salts
## are shown; $changed: true when the GM set or withdrew an order in this step.
receipts-title = Sealed orders { $of }: { $count } { $count ->
    [one] receipt
   *[other] receipts
 }{ $salts ->
    [true] {" "}{ $count ->
        [one] and its salt
       *[other] and their salts
    }
   *[other] {""}
 }
receipts-intro = Here is each order's receipt, as its player received it{ $changed ->
    [true] {" "}(if the game master set or withdrew an order, its receipt differs)
   *[other] {""}
 }.
receipts-salts-follow = The salts to check them follow.
receipts-salts-later = The salts to check them come at the end of the game.
# $actor: a player; $receipt: their order's receipt.
receipts-line = @{ $actor }: `{ $receipt }`
# $label: the draws' label; $any: true when the GM replaced receipts since; $replaced: how many; $list: those, joined.
receipts-draws = The draws { $of } come from `random.Random("<seed>:{ $label }")`: the label is the step followed by `@` and the first 16 characters of the SHA-256 of the orders in force when it closed (each written `player:order`, sorted, one per line); the receipts above seal those orders{ $any ->
    [true] , with { $replaced ->
        [one] this one, since replaced
       *[other] these, since replaced
    } by the game master: { $list }
   *[other] {""}
 }, and anyone can check them once the salts are shown. So nobody could know these draws before every order was in.

## values: a plain value shown to people (bridge/templates/values.md.j2).
values-yes = yes
values-no = no
