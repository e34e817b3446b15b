## The bridge: what the bot says to game masters (their desk, their commands), in English.

## away_gm
# $until: the time in words.
away-gm-away = @{ $player } is away until { $until }: until then the game won't wait for them, and goes on as if they had sent nothing.
away-gm-back = @{ $player } is back: the game waits for their orders again.

## cannot_start
# Followed by the game's own refusal.
cannot-start-with = Cannot start with { $count ->
    [one] this player
   *[other] these { $count } players
 }:{" "}
cannot-start-count = Cannot start: { $count } { $count ->
    [one] player
   *[other] players
 } signed up, it takes { $min } to { $max }.

## co_gm_added
co-gm-added = Done: @{ $user } is a co-GM of "{ $title }", invited into this desk, and may give every command here. It is kept in the game's journal.

## co_gm_refused
co-gm-refused-runs = @{ $user } already runs "{ $title }".
co-gm-refused-who = Who should be co-GM? Write `add gm @user`.
co-gm-refused-unchanged = Nothing changed.

## create_refused
create-refused-intro = I could not create the game:
create-refused-syntax = the command is malformed (an unclosed quote?).
# $games: the games' ids, joined by ", ".
create-refused-game = the game is missing. Games available: { $games }.
create-refused-title = the title is missing, for example `new game mud "Mud fight"`.
create-refused-unknown-game = I do not know the game "{ $kind }". Games available: { $games }.
# $count: how many unknown settings; $names: them, joined (the settings' list follows).
create-refused-unknown-setting = unknown setting: { $names }.
create-refused-bad-review = `review` is `gm`, `auto` or a number of hours, a year (8784) at most, not "{ $value }".
create-refused-bad-remind = `remind` is a number of hours before the deadline, a year (8784) at most (0: no reminder), not "{ $value }".
create-refused-bad-pause-after = `pause_after` is a number of turns in a row nobody plays after which the table pauses itself, 1000 at most (0: never), not "{ $value }".
create-refused-bad-schedule = the schedule "{ $value }" is not a valid cron expression (example: `0 22 2-30/2 * *`).
create-refused-bad-timezone = the time zone "{ $value }" is unknown (example: `Europe/Paris`).
create-refused-bad-language = I do not speak the language "{ $value }". Languages I speak: { $known }.
create-refused-nothing = Nothing was created.

## deadline_moved_gm
# $of_step: the step, "of the current step (…)"; $step_name: "the current step (…)"; $deadline, $before: times in words.
deadline-moved-gm = Done: the deadline of { $step_name } is now { $deadline }; it was { $before }. The players have been told in the game topic; reminders follow the new deadline.

## deadline_refused
# The Babel pattern of a short date in the examples.
deadline-refused-day-pattern = dd/MM
deadline-refused-paused = The game is paused: its deadlines move when it resumes (`resume`).
deadline-refused-no-deadline = No open step has a deadline to move right now.
deadline-refused-no-duration = How long? Write for instance `extend 2h`, `extend 30 min` or `extend 1 day`.
# $day: a date in two days, in the short pattern.
deadline-refused-past = That moment is already past: give a deadline to come, for instance `deadline { $day } 22:00`.
deadline-refused-too-far = That is more than a year away: give a deadline within the year to come.
# $day: a date in two days, in the short pattern; $date: the same, yyyy-MM-dd.
deadline-refused-no-date = Which date? Write for instance `deadline { $day } 22:00` or `deadline { $date } 22:00` (the game's time zone).
deadline-refused-unchanged = Nothing changed.

## ended_gm
ended-gm = Done: "{ $title }" is over as it stands; the seed is revealed in the game's topic, and any draft was set aside.

## field_name
# A field of a game's status, in words; $shown: the field as it is, for one not named here.
field-name = { $field ->
    [turn] turn
    [turns] turns in all
    [round] round
    [phase] phase
    [number] number
    [finished] finished
    [winner] winner
    [winner_clan] winning clan
    [current_player] whose turn
    [treasury_safes] safes in the treasury
    [host_safes] the host's safes
    [alive] alive
    [ghosts] ghosts
    [condemned_rooms] condemned rooms
    [destroyed_weapons] destroyed weapons
    [killer] killer
    [weapon_rooms] weapons, room by room
    [player_rooms] players, room by room
    [ranking] ranking
    [position] position
    [points] points
    [times_hit] times hit
    [zone] zone
    [clan] clan
    [chief] chief
    [attaque] attack
    [defense] defence
    [tir] shooting
    [bouclier] shield
    [status] state
    [place] place
   *[other] { $shown }
 }

## game_created
# $link: the public topic's link.
game-created = The game "{ $title }" has been created (game no. { $id }). Public topic: { $link }
# $the: the game's steps, "the steps"; $each: "each step"; $of_the: "of the steps";
# $mode: live (played at once, no drafts), gm, auto or hours (the review); $hours: the delay.
game-created-desk = { $mode ->
    [live] I've opened a private game master's desk for you, to start it and watch the table: it is played live, every move published at once, without a draft to confirm.
    [auto] I've opened a private game master's desk for you, to start it and follow it: the results { $of_the } are published at the deadline, without a draft to confirm.
    [hours] I've opened a private game master's desk for you, to start it and review { $the }: each draft is published { $hours } h after resolution, unless you say `ok` earlier.
   *[gm] I've opened a private game master's desk for you, to start it and confirm { $each }.
 }

## gm_cancelled
gm-cancelled = Done: "{ $title }" is cancelled, without results; the players have been told in the game topic, and any waiting draft was set aside.

## gm_desk_title
gm-desk-title = { $title } — GM desk (game { $id })

## group_title
# $members: their names, joined by ", ".
group-title = { $title } — { $members } (game { $id })

## not_a_gamemaster
not-a-gamemaster = Sorry, only this forum's registered game masters can create a game. Ask a moderator to add you.

## override_refused
override-refused-no-draft = There is no draft to correct right now: an order is set this way only while a draft awaits your review.
override-refused-unknown-player = @{ $player } does not play in "{ $title }": no order changed.
override-refused-not-awaited = The draft's step does not wait for @{ $player }: no order changed.
# Followed by the game's refusal.
override-refused-refused = That order does not hold for @{ $player }:{" "}
override-refused-kept = The draft stays as it was.

## remove_refused
remove-refused-already = @{ $player } was already removed from "{ $title }".
remove-refused-not-playing = @{ $player } does not play in "{ $title }".
remove-refused-who = Whom should I remove? Write `remove @player`.
remove-refused-unchanged = Nothing changed.

## removed_gm
removed-gm = Done: @{ $player } is removed from "{ $title }". The game won't wait for them any more: wherever it needs their answer, it goes on as if they had sent nothing. The players have been told in the game topic.

## replace_refused
replace-refused-not-playing = @{ $player } does not play in "{ $title }".
replace-refused-who = Whom should I replace? Write `replace @player with @user`.
replace-refused-no-newcomer = Who takes @{ $player }'s seat? Write `replace @{ $player } with @user`.
replace-refused-already-playing = @{ $newcomer } already plays in "{ $title }": a player cannot hold two seats.
replace-refused-unchanged = Nothing changed.

## replaced_gm
replaced-gm = Done: @{ $newcomer } takes @{ $player }'s seat in "{ $title }", with its position, its orders in force and its sign-up; the bot has sent @{ $newcomer } the seat's private history, and the players have been told in the game topic.

## rerolled
rerolled-times = { $rerun } times
# $of_step: "of the current step (…)"; $times: " (2 times)" or nothing; $draw: the draw's number.
rerolled = **New draw:** the game master had the dice { $of_step } rolled again{ $times }; the results below come from draw no. { $draw }, which anyone can recompute from the seed revealed at the end.

## resolution_failed
resolution-failed = **I cannot resolve the current step** of "{ $title }": nothing was published or changed, and I keep retrying. Technical detail for the maintainers: `{ $error }`

## gm_confirm
# What the GM asked for; $form: cancel, end or remove; $player: the player to remove.
gm-confirm-what = { $form ->
    [cancel] cancel the game "{ $title }": it stops for good, without results, told publicly
    [end] end the game "{ $title }" now, as it stands: any waiting draft is set aside and the seed is revealed publicly
   *[remove] remove @{ $player } from "{ $title }": the game won't wait for them any more and goes on as if they had sent nothing, told publicly
 }
# The answer that confirms.
gm-confirm-yes = { $form ->
    [cancel] yes, cancel the game
    [end] yes, end the game
   *[remove] yes, remove @{ $player }
 }
# The command to write again.
gm-confirm-again = { $form ->
    [cancel] cancel the game
    [end] end the game
   *[remove] remove @{ $player }
 }
gm-confirm-ask = You asked to { $what }. Nothing is done yet.
# $until: the end of the window, in words.
gm-confirm-ask-reply = Reply "{ $yes }" to confirm, by { $until }; after that the request lapses and nothing changes.
gm-confirm-expired = The request for confirmation lapsed (30 minutes): nothing changed. To { $what }, write `{ $again }` again, then confirm.
gm-confirm-ambiguous = Nothing changed: I cannot tell what this "yes" confirms. A request waits for your answer: to { $what }, reply exactly "{ $yes }" by { $until }.
gm-confirm-none = Nothing waits for this confirmation, so nothing changed. To { $what }, first write `{ $again }`: I will then ask you to confirm.

## gm_order
# $step_name: "the current step (…)"; $order: the game's echo of the order; $public: true when the results will say so.
gm-order-set = The game master set your order for { $step_name }: **{ $order }**. This is the order that counts in the results, not published yet{ $public ->
    [true] , and they will say the game master set it
   *[false] {""}
 }.
gm-order-withdrawn = The game master withdrew your order for { $step_name }: you count as if you had sent nothing. The results are not published yet{ $public ->
    [true] ; they will say the game master withdrew your order
   *[false] {""}
 }.

## gm_orders
# Followed by the players' names; $count: how many.
gm-orders-set = { $count ->
    [one] Order
   *[other] Orders
 } set by the game master:
gm-orders-withdrawn = { $count ->
    [one] Order
   *[other] Orders
 } withdrawn by the game master:

## journal
# $count: how many decisions.
journal-heading = **Journal of "{ $title }"** ({ $count } { $count ->
    [one] decision
   *[other] decisions
 }, the latest first):
# $at: when, in words; $by: the GM; $action: the decision's code.
journal-entry = { $at }: @{ $by } { $action ->
    [start] started the game
    [publish] published the draft
    [rerun] had the dice drawn again
    [override] corrected an order
    [reject] kept the draft unpublished
    [edit] corrected the state
    [close] closed a step early
    [skip] skipped a player
    [pause] paused the game
    [resume] resumed the game
    [deadline] moved a deadline
    [replace] replaced a player
    [remove] removed a player
    [co_gm] added a co-GM
    [end] ended the game
    [cancel] cancelled the game
   *[other] { $action }
 }
# Before a decision's details.
journal-details = {"; "}
# A detail of a decision: $key, its name's code; $value.
journal-detail = { $key ->
    [player] player
    [newcomer] newcomer
    [user] co-GM
    [label] draw
    [minutes] minutes
    [after] new deadline
    [field] field
    [value] value
   *[other] { $key }
 }: { $value }
journal-none = no decision yet.

## salts
salts-how = Each receipt is SHA-256 of `salt:order`; for instance `printf '%s' '<salt>:<order>' | sha256sum` prints it again.
salts-line = @{ $actor }: salt `{ $salt }`, order `{ $order }`

## seed_revealed
seed-revealed = The game is over. Random seed: `{ $seed }`, salt: `{ $salt }`. Check: SHA-256(seed + salt) = `{ $commitment }`, the commitment published at the start. Every draw can be recomputed with Python's `random.Random("<seed>:<label>")`, with the label each step's results gave.
# $count: how many sealed orders.
seed-revealed-salts = The salts of the sealed orders ({ $count })
seed-revealed-how = Each receipt published during the game is SHA-256 of `salt:order`: `printf '%s' '<salt>:<order>' | sha256sum`.
# $step_name: "the current step (…)".
seed-revealed-line = { $step_name }, @{ $actor }: receipt `{ $receipt }`, salt `{ $salt }`, order `{ $order }`

## setup_refused
setup-refused-failed = the game's rules cannot set the game up with these players and settings (the details are in the bot's log).
# $reason: the game's code, its "_" as spaces.
setup-refused-settings = the game's rules refuse these settings (reason: { $reason }).

## skip_refused
skip-refused-who = Whom should I skip? Name the player: `skip @player`.
skip-refused-unknown = @{ $player } does not play in "{ $title }" (nor stands in for anyone): nobody was skipped.
skip-refused-nothing = Nothing is waiting for @{ $player } right now: nobody was skipped.

## stand_in_gm
stand-in-gm-named = @{ $player } named @{ $stand_in } as their stand-in: @{ $stand_in } may now play for them.
stand-in-gm-dropped = @{ $player } no longer has a stand-in: only they play for themselves now.

## table_paused
# $idle: how many turns in a row nobody played.
table-paused-idle = **The game is paused**: nobody has played for { $idle } { $idle ->
    [one] turn
   *[other] turns
 } in a row, each closed by its deadline. The game master will resume it; until then no deadline runs and no move is taken.
table-paused-by-gm = **The game is paused** by the game master: no deadline runs, and no move is taken until it resumes. Please wait for the word to go on.

## table_resumed
# $duration: how long the pause was, in words (duration).
table-resumed-after = after a pause of { $duration }
# $deadline: the next deadline, in words.
table-resumed-next = Next deadline: { $deadline }.
# $after: " after a pause of …" or nothing; $next: " Next deadline: …." or nothing.
table-resumed = **The game resumes**{ $after }: every deadline moved on by the length of the pause.{ $next } Play on!

## title_mended
# $reason: the forum's answer.
title-mended = **The public topic's title was changed.** The forum refused the title planned for "{ $title }" (its answer: `{ $reason }`). The public topic is open under this title:
title-mended-yours = You may change it yourself on the forum: the game does not depend on it.

## seat_history
seat-history-title = "{ $title }": your seat
seat-history-intro = You take @{ $player }'s place in "{ $title }", by the game master's decision: everything that was @{ $player }'s in the game is now yours, under your name. This is your desk with the bot: your private orders and answers go here.
# $count: how many messages.
seat-history-history = Here is what the bot had said to this seat privately, in order ({ $count } { $count ->
    [one] message
   *[other] messages
 }):
# $number: the message's number.
seat-history-message = Message { $number }
seat-history-none = The bot had said nothing privately to this seat yet.

## roster_entry
# The command that shows a player's entry; $username: theirs, or the placeholder below.
roster-entry-example = roster @{ $username }
roster-entry-username = username
# $fields: true when the game has fields one can fill; $example: the command that makes an entry.
roster-entry-how = To see a player's entry in this game's roster: `roster @username`; to correct it: `roster @username attack 3, shooting 2`{ $fields ->
    [true] ; to make one (a player who never played here): `{ $example }`
   *[false] {""}
 }.
# $missing: the missing fields' names, joined; $count: how many.
roster-entry-not-made = No roster entry for @{ $username } in this game, and I do not make one: { $missing } { $count ->
    [one] is
   *[other] are
 } missing. Give everything at once, for instance `{ $example }`.
roster-entry-none = No roster entry for @{ $username } in this game: it will be made at their first sign-up{ $fields ->
    [true] , or by you now: `{ $example }`
   *[false] {""}
 }.
# $unknown: the fields not known, joined.
roster-entry-unknown = I do not know { $unknown } in this entry: nothing changed.
roster-entry-missing = { $missing } { $count ->
    [one] is
   *[other] are
 } missing: nothing changed.
# $created: true when the entry was made; $changed: the fields changed, joined.
roster-entry-changed = @{ $username }'s entry { $created ->
    [true] made
   *[false] corrected
 } ({ $changed }). A game under way that had already read it will not write over it.
roster-entry-title = Roster — @{ $username }
roster-entry-field = Field
roster-entry-value = Value

## draft
# $of_step: "of the current step (…)".
draft-title = Draft { $of_step }
# $draw: the draw's number, when the dice were drawn again.
draft-draw = draw no. { $draw }
# $later: " Without an answer … on …." or nothing.
draft-nothing-yet = Nothing is published yet.{ $later } Answer here:
# $when: the time it is published, in words.
draft-publish-at = Without an answer from you, it is published on { $when }.
draft-ok = `ok` publishes it exactly as shown below;
draft-rerun = `rerun` draws the dice again (the new draw is announced publicly with the results);
draft-override = `order of @player: …` sets a player's order, `cancel the order of @player` withdraws it; either makes a new draft;
draft-reject = `reject` keeps this draft unpublished.
# $count: how many orders were received.
draft-orders = **Orders received** ({ $count }):{ $count ->
    [0] {" "}none.
   *[other] {""}
 }
# $echo: the game's echo of the order; $sent: when, in words.
draft-order = @{ $actor }: **{ $echo }** — sent { $sent }
# $speaker: who sent it for the actor.
draft-order-by = , by @{ $speaker }
draft-order-doubt = {" "}(read with a doubt, not confirmed)
# $names: the players without an order; $silent: what their silence counts as, said about them (a game's no_answer_gm).
draft-missing = **No order from** { $names }: { $silent }
draft-excused = away or removed
# $count: how many dice.
draft-dice = **Dice** ({ $count }):
draft-changes = **What changes:**
# $field: the field's name; $before, $after: its values.
draft-change = { $field }: { $before } → { $after }
draft-posts = **What will be published**, post by post, as the forum will show it (the times of the next deadlines are counted from the moment you publish):
# $picture: true when a picture goes with it.
draft-public = **→ the public topic**{ $picture ->
    [true] {" "}(with the picture attached to this draft)
   *[false] {""}
 }:
draft-to-gm = you, in this desk
draft-to-player = @{ $player }, privately
# $members: their names, joined by ", ".
draft-to-group = { $members }, in their group conversation

## gm_desk
# $name: the game's name (its kind).
gm-desk-intro = This is your game master's desk for "{ $title }" ({ $name }).
gm-desk-commands = Commands (one per message):
gm-desk-start = `start`: starts the game with the players signed up;
gm-desk-pause = `pause` and `resume`: stops every reply window, then starts them again;
gm-desk-skip = `skip @player`: closes at once what waits for that player, as if they were silent;
# $of_a: the game's step, "of a step".
gm-desk-ok = `ok` (or `publish`): publishes the draft { $of_a };
gm-desk-status = `status`: the whole state of the game, secrets included;
gm-desk-help = `help`: every command that makes sense at the moment you write it;
gm-desk-cancel = `cancel the game`: stops the game (I will ask you to confirm).
gm-desk-live = The game is played live: every move is answered in the game's topic at once, without a draft to review; you watch the table from here.
# $of_the: "of the steps"; $each: "each step"; $review: gm, auto or hours; $hours: the delay.
gm-desk-review = Review { $of_the }: { $review ->
    [gm] { $each } waits for your `ok`
    [auto] published at once
   *[hours] published automatically { $hours } h after resolution, unless you say `ok` earlier
 }.
# $turns: after how many turns nobody played the table pauses.
gm-desk-pause-after = If nobody plays for { $turns } { $turns ->
    [one] turn
   *[other] turns
 } in a row (each closed by its deadline with no order), the table pauses itself, says so in the game's topic and tells you here; `resume` starts it again.
# $bot: the bot's username; $id: the game's number; $url: the status page.
gm-desk-live-status = Live status: a moderator can write `@{ $bot } status { $id }` in any topic, or embed the page { $url }.

## started_gm
started-gm = Started: the game has begun with { $count } { $count ->
    [one] player
   *[other] players
 }, and the announcement is in the public topic.
started-gm-finished = It is already over: the outcome is in the public topic.
started-gm-review = The draft of the first results awaits you above.
# $step_name: "the current step (…)"; $deadline: in words.
started-gm-deadline = First deadline, { $step_name }: { $deadline }.
started-gm-no-deadline = No deadline runs for now.
started-gm-awaited = A step waits for your own answer here first: see the message above.
# $mode: live, gm, auto or hours; $each: "each step"; $of_the: "of the steps"; $hours: the delay.
started-gm-next = Next: { $mode ->
    [live] the table plays live in the topic, without drafts; `pause` and `resume` stop and restart the reply windows, `skip @player` closes what waits for that player.
    [gm] { $each } waits for your `ok`: at its deadline (or on `close`), its draft comes here, and nothing is published without you.
    [auto] the results { $of_the } are published at the deadline (or on `close`), without a draft.
   *[hours] at each deadline (or on `close`), the draft comes here and is published { $hours } h later, unless you say `ok` earlier.
 }
started-gm-commands = `status` shows the whole game, secrets included; `help`, the commands that make sense when you write it.

## settings
# $review: gm, auto or hours; $hours: the delay.
settings-review = review of the results: { $review ->
    [gm] by the game master, before anything is published
    [auto] none, published at once
   *[hours] published automatically { $hours } h after the resolution, unless approved earlier
 };
# $every: day, even_days, odd_days, weekdays or other (a cron rule); $days: the weekdays, joined; $time: "22:00"; $expression: the rule; $timezone.
settings-calendar = deadlines: { $every ->
    [day] every day
    [even_days] on the even days of the month
    [odd_days] on the odd days of the month
    [weekdays] every { $days }
   *[none] {""}
 }{ $every ->
    [other] by the rule `{ $expression }`
   *[at] {" "}at { $time }
 } ({ $timezone });
# Between the last two weekdays.
settings-and = {" and "}
# $remind: true when players are reminded; $hours: how long before the deadline.
settings-remind = reminder to players without an order: { $remind ->
    [true] { $hours } h before the deadline
   *[false] none
 };
# $turns: after how many turns nobody played the table pauses.
settings-pause-after = a table nobody plays at: after { $turns } { $turns ->
    [one] turn
   *[other] turns
 } in a row closed by the deadline with no order, it pauses until the game master resumes it;

## gm_help
# The game's state, from its status code.
gm-help-state = { $status ->
    [signup] sign-up open
    [running] running
    [review] a draft awaits your review
    [finished] over
    [cancelled] cancelled
   *[other] { $status }
 }
# A command as the GM writes it, from its code.
gm-help-said = { $command ->
    [start] start
    [ok] ok
    [rerun] rerun
    [reject] reject
    [status] status
    [help] help
    [cancel] cancel the game
    [close] close
    [roster] roster
    [skip] skip
    [pause] pause
    [resume] resume
    [extend] extend
    [deadline] deadline
    [replace] replace
    [remove] remove
    [co_gm] add gm
    [end] end the game
    [journal] journal
   *[other] { $command }
 }
# $said: the command; $status: the game's state, as in gm-help-state.
gm-help-not-now = The command `{ $said }` doesn't apply right now: { $status ->
    [signup] the game hasn't started yet, sign-up is open.
    [running] the game is running.
    [review] a draft awaits your review.
    [finished] the game is over.
    [cancelled] the game was cancelled.
   *[other] { $state }.
 }
# `ok`, `rerun` or `reject` while a step is still open: no draft yet. $command: its code;
# $open: the open step, "turn 3".
gm-help-no-draft = { $command ->
    [ok] There's no draft to publish right now
   *[other] There's no draft right now
 }: { $open } is still open.
# $deadline: the open step's deadline, in words.
gm-help-no-draft-deadline = Deadline: { $deadline }.
gm-help-not-understood = I did not understand that command.
gm-help-intro = What you can write here now (game: { $state }), one command a message, padded as you like ("ok, I approve"):
# $review: true when results wait for the GM's review; $of_a: "of a step".
gm-help-start = `start`: starts the game with the players signed up{ $review ->
    [true] ; from then on, the results { $of_a } wait here for your review before they go out
   *[false] {""}
 };
gm-help-ok = `ok`: publishes the draft { $of_a } exactly as shown;
gm-help-rerun = `rerun`: draws its dice again (announced publicly with the results);
gm-help-override = `order of @player: …` sets a player's order, `cancel the order of @player` withdraws it: a new draft either way;
gm-help-reject = `reject`: keeps the draft unpublished;
# $open: the open step, "the current step (…)".
gm-help-close = `close`: closes { $open } before its deadline;
gm-help-skip = `skip @player`: closes at once what waits for that player, as if they were silent;
# The Babel pattern of a short date in the examples.
gm-help-day-pattern = dd/MM
# $day: a date in two days, in the short pattern.
gm-help-extend = `extend 2h` (or `extend 1 day`): moves every open deadline on; `deadline { $day } 22:00`: sets the next one (both told publicly);
gm-help-pause = `pause` and `resume`: stops every deadline, then starts them again, moved on by the pause;
gm-help-replace = `replace @player with @user`: the user takes the player's seat and gets its private history; `remove @player`: no step waits for them any more (I will ask you to confirm);
gm-help-end = `end the game`: ends it now, as it stands, and reveals the seed (I will ask you to confirm);
gm-help-co-gm = `add gm @user`: a co-GM, invited into this desk, who may give every command here;
gm-help-cancel = `cancel the game`: stops the game without results (I will ask you to confirm);
gm-help-status = `status`: the whole game, secrets included; `journal`: the decisions taken so far.

## gm_unsure
# Who the commands name when the GM's text names nobody.
gm-unsure-player = player
# $wrote: the GM's line; $code: the command family it looks like.
gm-unsure-nothing = I did nothing: "{ $wrote }" starts { $code ->
    [cancel] with a word that cancels (the game, or a player's order)
    [end] like the command that ends the game
    [remove] like the command that removes a player
    [close] like the command that closes a step
    [skip] like the command that skips a player
    [ok] with "ok", but what follows does not only say yes
    [confirm] like a confirmation, without saying exactly what it confirms
   *[other] like a command
 }, and for that I act only on the command's exact form.
gm-unsure-write = Write, depending on what you want (one message each):
# $who: "@" and the player.
gm-unsure-withdraw = `cancel the order of { $who }`: withdraws that player's order from the waiting draft (a new draft follows);
gm-unsure-cancel = `cancel the game`: stops the whole game without results (I will ask you to confirm);
gm-unsure-end = `end the game`: ends the whole game now, as it stands, and reveals the seed (I will ask you to confirm);
# $open: the open step, "the current step (…)".
gm-unsure-close-only = `close`: closes only { $open } before its deadline;
gm-unsure-remove = `remove { $who }`: no step waits for that player any more (I will ask you to confirm);
gm-unsure-close = `close`: closes { $open } before its deadline;
gm-unsure-skip = `skip { $who }`: closes at once what waits for that player, as if they were silent;
gm-unsure-ok = `ok` (alone, or "ok, I approve"): publishes the draft exactly as shown;
gm-unsure-reject = `reject`: keeps the draft unpublished;
gm-unsure-confirm = "yes, cancel the game", "yes, end the game" or "yes, remove { $who }": confirms, but only within 30 minutes of `cancel the game`, `end the game` or `remove { $who }`;
gm-unsure-help = `help`: everything that applies now.

## gm_status
# The game's state, from its status code.
gm-status-state = { $status ->
    [signup] sign-up open
    [running] running
    [review] a draft awaits your review
    [finished] over
    [cancelled] cancelled
   *[other] { $status }
 }
# $state: the game's state; $paused: true when the GM paused it.
gm-status-title = "{ $title }": { $state }{ $paused ->
    [true] {" "}(paused)
   *[false] {""}
 }
# An open step. $step_name: "the current step (…)"; $deadline: held, at or none; $when: the deadline in words; $awaited, $answered: the players, joined.
gm-status-step = { $step_name }: { $deadline ->
    [held] deadline on hold until you resume
    [at] deadline { $when }
   *[none] no deadline
 }; awaited: { $awaited }; answered: { $answered }.
gm-status-nobody = nobody
gm-status-nobody-yet = nobody yet
gm-status-no-step = No step is open.
# $name: a field's name; $value: its value.
gm-status-field = **{ $name }**: { $value }
# The first column of a table of warriors, of players.
gm-status-warrior = Warrior
gm-status-player = Player
# $count: how many seats.
gm-status-seats = **Seats** ({ $count }):
# After a seat's name and language.
gm-status-stand-in = , stand-in @{ $stand_in }
gm-status-away = , away until { $until }
gm-status-removed = , removed
gm-status-no-seat = nobody yet.
# $names: the co-GMs, joined.
gm-status-co-gms = Co-GMs: { $names }.

## Settings, as the GM's help describes them: the bridge's own, in every game
## (bridge/handlers/creation.py EVERY_GAME).

setting-review = Review of the results: `gm`, the game master reviews each draft and publishes it with `ok`; `auto`, published at once without review; a number of hours (at most 8784), published automatically that long after the resolution unless approved earlier.
setting-remind = How many hours before a deadline the players who have sent nothing yet get a private reminder (at most 8784); 0: no reminder.
setting-pause-after = After how many steps in a row closed by their deadline without any order the table pauses, until the game master resumes it (at most 1000); 0: never.
setting-language = The game's language (`fr`, `en`, `ru` or a language added to the bot) when it is not that of the command; also written `langue` or `язык`.
setting-seed = To replay a game: the seed of chance, which makes the same draws again; normally leave it empty, and the bot draws one and reveals it at the end.

## post_counts: to the GM when a phase played in the game topic ends (a Mafia day).
post-counts-title = **Posts in the game topic** during the phase that just ended, by living player:
# $player: who; $posts: their count of posts.
post-counts-line = { $player }: { $posts ->
    [one] { $posts } post
   *[other] { $posts } posts
 }
# $count: how many are under the minimum; $players: them, joined; $minimum: the setting.
post-counts-under = Under { $minimum } { $minimum ->
    [one] post
   *[other] posts
 }: { $players }. You may replace (`replace @player with @user`) or remove (`remove @player`) { $count ->
    [one] this player
   *[other] these players
 }.
post-counts-all = Everyone posted at least { $minimum } { $minimum ->
    [one] time
   *[other] times
 }.
