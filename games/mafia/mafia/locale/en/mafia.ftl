## Forum Mafia (games/mafia): everything the game says, in English.
## The register of forum Mafia: town and mafia, votes and votecounts, the hammer, the flip,
## night actions, dawn. Player names come as usernames ($name: without its @).

## Shared words (templates/macros.md.j2).

mafia-and = and
mafia-nobody = nobody
mafia-colon = :
# A role's name. $role: town, doctor, cop, vigilante, goon, godfather, roleblocker;
# $gender: the player's (feminine, masculine, other), for the languages whose words agree.
mafia-role = { $role ->
    [doctor] doctor
    [cop] cop
    [vigilante] vigilante
    [goon] mafia goon
    [godfather] godfather
    [roleblocker] roleblocker
   *[town] townie
 }
# $alignment: town or mafia.
mafia-alignment = { $alignment ->
    [mafia] mafia
   *[town] town
 }
# $role: the role's name (mafia-role); $side: its side (mafia-alignment).
mafia-role-side = { $role } ({ $side })
# "No lynch" as a vote's target.
mafia-no-lynch = no lynch
# How a player writes an action (in a code span). $action: kill, protect, check, shoot,
# block, pass, vote, unvote, no_lynch; $name: the target's username.
mafia-command = { $action ->
    [kill] kill @{ $name }
    [protect] protect @{ $name }
    [check] check @{ $name }
    [shoot] shoot @{ $name }
    [block] block @{ $name }
    [vote] vote @{ $name }
    [unvote] unvote
    [no_lynch] vote no lynch
   *[pass] pass
 }
# What a player may send now. $what: day, night (no action), dead, over.
mafia-expected = { $what ->
    [night] It is night and you have no night action: wait for dawn.
    [dead] You are dead: you can still read, but no longer vote or act.
    [over] The game is over.
   *[day] By day, vote in the game topic: `vote @name`, `unvote` or `vote no lynch`.
 }
# $commands: the player's night actions, as examples in code spans; $pass: the word for no action.
mafia-expected-night = Tonight you may send { $commands }, or `{ $pass }` for nothing.

## opening: the opening post (public).

# $role: a role (as mafia-role); $count: how many of it are in play.
mafia-role-count = { $count } { $role ->
    [doctor] { $count ->
        [one] doctor
       *[other] doctors
    }
    [cop] { $count ->
        [one] cop
       *[other] cops
    }
    [vigilante] { $count ->
        [one] vigilante
       *[other] vigilantes
    }
    [goon] { $count ->
        [one] mafia goon
       *[other] mafia goons
    }
    [godfather] { $count ->
        [one] godfather
       *[other] godfathers
    }
    [roleblocker] { $count ->
        [one] roleblocker
       *[other] roleblockers
    }
   *[town] { $count ->
        [one] townie
       *[other] townies
    }
 }
mafia-opening-title = The table
# $count: how many players; $players: every player, listed (@names), in seat order.
mafia-opening-players = { $count } players, in seat order: { $players }.
# $setup: mountainous, vanilla_plus, classic, or list (a role list of the game master's);
# $roles: how many of each role are in play ("5 townies and 2 mafia goons").
mafia-opening-setup = Set-up: { $setup ->
    [mountainous] **mountainous**
    [vanilla_plus] **vanilla plus**
    [classic] **classic**
   *[list] a role list chosen by the game master
 }; in play: { $roles }.
# $mafia: how many mafia members.
mafia-opening-mafia = { $mafia ->
    [one] One of you is the mafia; everyone else is the town.
   *[other] { $mafia } of you are the mafia; everyone else is the town.
 }
mafia-opening-secret = Each of you finds their role in their desk; the mafia also learn who their partners are and share a night chat.
mafia-opening-day = **Days**: talk and vote here, in this topic: `vote @name`, `unvote` or `vote no lynch`; a new vote replaces your previous one, and I keep the votecount.
# $hammer: true or false.
mafia-opening-hammer = { $hammer ->
    [true] A majority (more than half of the living) on one player, or on no lynch, ends the day at once.
   *[false] There is no hammer: a day always runs to its deadline.
 }
# $duration: how long a day lasts, in words; $tie: no_lynch or random.
mafia-opening-deadline = At the deadline ({ $duration } after the day begins), the player with the most votes is eliminated; { $tie ->
    [random] the most votes on no lynch eliminates nobody, and a tie is drawn at random among the tied.
   *[other] a tie, or the most votes on no lynch, eliminates nobody.
 }
# $reveal: true or false.
mafia-opening-reveal = { $reveal ->
    [true] When a player is eliminated or killed, their role is revealed.
   *[false] Roles are not revealed when players die, only at the end of the game.
 }
# $duration: how long a night lasts, in words.
mafia-opening-night = **Nights** ({ $duration } at most): whoever has a night action sends it in their desk, or `pass`; the night ends early once everyone has answered. Dawn tells who died, never who was saved.
# $chat: always or night.
mafia-opening-chat = { $chat ->
    [night] The mafia's night chat is open at night only.
   *[other] The mafia's night chat stays open day and night.
 }
# $own: true or false.
mafia-opening-doctor-self = { $own ->
    [true] The doctor may protect themselves.
   *[false] The doctor may not protect themselves.
 }
mafia-opening-end = **The end**: the town wins when no mafia member is left; the mafia win as soon as they are at least as many as the town.
# $commitment: the SHA-256 digest of the deal.
mafia-opening-commitment = The deal is sealed: `{ $commitment }` is the SHA-256 of the role list and a secret salt, both revealed at the end, so that anyone can check that no role was changed.
# $start: day or night.
mafia-opening-start = { $start ->
    [night] The game opens with night 0. Good luck!
   *[other] The game opens with day 1. Good luck!
 }

## role: each player's role, in their desk.

# $role: the role's name (mafia-role).
mafia-role-title = Your role: { $role }
# $role: the role's name; $alignment: town or mafia.
mafia-role-you-are = Your role is **{ $role }**, and you play for the **{ $alignment ->
    [mafia] mafia
   *[town] town
 }**.
# $alignment: town or mafia.
mafia-role-goal = { $alignment ->
    [mafia] The mafia win as soon as they are at least as many as the town: kill by night, blend in by day.
   *[town] The town wins when no mafia member is left: find them, and vote them out.
 }
# $role: town, doctor, cop, vigilante, goon, godfather, roleblocker.
mafia-role-power = { $role ->
    [doctor] Each night you may protect one player from being killed: `protect @name`. Never the same player two nights in a row.
    [cop] Each night you may investigate one player: `check @name`. At dawn you learn whether they are mafia or town.
    [vigilante] Once per game, at night, you may shoot one player: `shoot @name`. You have one shot: choose well.
    [godfather] When the cop investigates you, you read as town.
    [roleblocker] Each night you may block one player: `block @name`. Their night action fails that night; they are told they were blocked, never by whom.
    [goon] Your strength is the mafia's: the night kill, and your vote.
   *[town] You have no night action: your vote and your voice are your weapons.
 }
# $own: true or false.
mafia-role-self = { $own ->
    [true] You may protect yourself.
   *[false] You may not protect yourself.
 }
# A mafia partner. $name: their username; $role: their role's name.
mafia-partner = @{ $name } ({ $role })
# $count: how many partners; $partners: them, listed (mafia-partner).
mafia-role-partners = Your { $count ->
    [one] partner
   *[other] partners
 }: { $partners }.
mafia-role-alone = You are the only mafia member.
mafia-role-kill = Each night the mafia kill one player: any of you sends `kill @name`, in your desk or in the night chat; the last kill given before the deadline stands. You cannot kill one of your own.
# $pass: the word for no action.
mafia-role-night = Send your night actions here, in your desk, when the night comes; `{ $pass }` if you do nothing.
mafia-role-no-night = By night, nothing to send: wait for dawn.
mafia-role-day = By day, vote in the game topic: `vote @name`, `unvote` or `vote no lynch`.
mafia-role-secret = This message is yours alone: what you tell the others about your role is up to you.

## mafia_chat: the mafia's night chat (a group conversation).

# $name: a member; $role: their role's name; $alive: true or false; $gender: theirs.
mafia-chat-member = @{ $name } ({ $role }{ $alive ->
    [true] {""}
   *[false] , dead
 })
# $reopened: true when it reopens at a dusk; $night: the night beginning, or empty.
mafia-chat-title = { $reopened ->
    [true] Night { $night }: the night chat reopens
   *[false] The mafia's night chat
 }
# $count: how many members; $members: them, listed (mafia-chat-member).
mafia-chat-members = You are the mafia: { $members }.
mafia-chat-private = Nobody else reads this conversation: plan here.
mafia-chat-kill = Each night, one kill for all of you: `kill @name`, here or in your desk; the last kill given by any living member before the deadline stands. You cannot kill one of your own.
# $night: the night beginning.
mafia-chat-tonight = Night { $night } has begun: agree on tonight's kill.
# $chat: always or night.
mafia-chat-hours = { $chat ->
    [night] This chat is open at night only: it closes at dawn and reopens at dusk.
   *[other] This chat stays open day and night, until the end of the game.
 }

## day_start: a day begins (public).

mafia-day-title = Day { $day }
# $count: how many are alive; $players: them, listed (@names).
mafia-day-alive = The living ({ $count }): { $players }.
mafia-day-vote = Vote here: `vote @name`, `unvote` or `vote no lynch`; a new vote replaces your previous one.
# $hammer: true or false; $alive: how many are alive; $needed: the votes of a majority.
mafia-day-majority = { $hammer ->
    [true] With { $alive } alive, { $needed } votes on one player (or on no lynch) end the day at once.
   *[false] No hammer: whatever the votes, the day runs to its deadline.
 }
# $duration: how long the day lasts; $tie: no_lynch or random.
mafia-day-deadline = The day ends in { $duration }: at that deadline, the player with the most votes is eliminated; { $tie ->
    [random] a tie is drawn at random among the tied.
   *[other] a tie eliminates nobody.
 }

## votecount: the day's votecount (public, one post edited after every change).

# $day: the day; $version: the vote changes so far this day; $final: true when it ended the day.
mafia-votecount-title = Votecount { $day }.{ $version }{ $final ->
    [true] {" "}(final)
   *[false] {""}
 }
# $target: a name or "no lynch"; $count: its votes; $voters: who, in the order they voted.
mafia-votecount-line = **{ $target }** ({ $count } { $count ->
    [one] vote
   *[other] votes
 }): { $voters }
mafia-votecount-no-votes = No votes yet.
# A vote for nobody's elimination, as the votecount names it.
mafia-votecount-no-lynch = No lynch
# $count: how many living players have no vote; $voters: them.
mafia-votecount-not-voting = Not voting ({ $count }): { $voters }
# $hammer: true or false; $alive: how many are alive; $needed: the votes of a majority.
mafia-votecount-majority = { $hammer ->
    [true] With { $alive } alive, { $needed } to eliminate.
   *[false] With { $alive } alive; no hammer: the most votes at the deadline eliminate.
 }
mafia-votecount-hammer = Majority reached: the day is over.

## elimination, no_elimination: the day's end (public).

# $day: the day; $name: the eliminated player; $gender: theirs.
mafia-elimination-title = Day { $day }: { $name } is eliminated
# $how: hammer, plurality or random; $votes: the votes on them; $tied: the tied, listed.
mafia-elimination-how = { $how ->
    [hammer] The hammer fell: { $votes } votes on @{ $name }, a majority.
    [random] At the deadline, a tie between { $tied }: chance picked @{ $name }.
   *[plurality] At the deadline, @{ $name } had the most votes ({ $votes }).
 }
# The flip. $name: who died; $role: their role (mafia-role); $side: its side.
mafia-flip = @{ $name } was a { $role } ({ $side }).
mafia-flip-hidden = The role of @{ $name } is not revealed.
mafia-no-elimination-title = Day { $day }: nobody is eliminated
# $why: hammer (a majority on no lynch), no_lynch (the most votes on it), drawn (a tie drawn
# on no lynch), tie, no_votes; $tied: the tied, listed.
mafia-no-elimination-why = { $why ->
    [hammer] A majority voted for no lynch: the day ends at once.
    [no_lynch] At the deadline, no lynch had the most votes.
    [drawn] At the deadline, a tie between { $tied }: chance picked no lynch.
    [tie] At the deadline, a tie between { $tied }: nobody is eliminated.
   *[no_votes] Nobody voted by the deadline.
 }

## night_start: a night begins (public).

mafia-night-title = Night { $night }
# $count: how many are alive; $players: them, listed.
mafia-night-falls = Night falls on the { $count } living: { $players }.
# $duration: how long the night lasts at most.
mafia-night-quiet = Those with a night action answer in their desk, { $duration } at most; votes wait for the day. Dawn will tell who died.

## night_actions: what a player may send tonight (their desk).

mafia-night-actions-title = Night { $night }: your move
# $action: kill, protect, check, shoot, block; $example: how to write it; $targets: whom it may name.
mafia-night-action = { $action ->
    [kill] **The mafia's kill**: `{ $example }`
    [protect] **Protect** a player from being killed: `{ $example }`
    [check] **Investigate** a player: `{ $example }`
    [shoot] **Shoot** a player (once per game): `{ $example }`
   *[block] **Block** a player's night action: `{ $example }`
 }; you may name { $targets }.
# $count: how many partners are alive; $partners: them.
mafia-night-actions-partners = Your living { $count ->
    [one] partner
   *[other] partners
 }: { $partners }. Any of you may give the kill; the last one given stands.
mafia-night-actions-alone = You are the last of the mafia: the kill is yours alone.
# $name: whom the doctor protected last night.
mafia-night-actions-last = Last night you protected @{ $name }: not again tonight.
mafia-night-actions-several = Send each action in a post of its own: a new one replaces only the same action.
# $pass: the word for no action.
mafia-night-actions-pass = Nothing tonight? Send `{ $pass }`. Until the deadline your last word counts, but the night ends as soon as everyone has answered: do not wait.

## cop_result, blocked: what one player learns at dawn (their desk).

mafia-cop-result-title = Night { $night }: your investigation
# $name: the player investigated; $result: mafia or town; $gender: theirs.
mafia-cop-result = { $result ->
    [mafia] @{ $name } is **mafia**.
   *[town] @{ $name } is **town**.
 }
mafia-blocked-title = Night { $night }: you were blocked
# $gender: the reader's.
mafia-blocked = Someone blocked you tonight: whatever you sent had no effect.

## dawn: a night ends (public). Never says who was saved.

mafia-dawn-title = Dawn after night { $night }
# $name: who died; $gender: theirs.
mafia-dawn-death = @{ $name } was found dead this morning.
# $role: their role's name; $side: its side.
mafia-dawn-role = Role: **{ $role }** ({ $side }).
# $gender: theirs.
mafia-dawn-hidden = Their role is not revealed.
mafia-dawn-nobody = Nobody died tonight.

## game_end: the end of the game (public): everything revealed.

# $winner: town or mafia.
mafia-end-title = { $winner ->
    [mafia] The mafia win!
   *[town] The town wins!
 }
mafia-end-why = { $winner ->
    [mafia] The mafia are now at least as many as the town.
   *[town] No mafia member is left.
 }
mafia-end-roles = Roles
# $name: a player; $role: their role's name; $side: its side; $alive: true or false; $gender: theirs.
mafia-end-role = @{ $name }: **{ $role }** ({ $side }), { $alive ->
    [true] alive
   *[false] dead
 }
mafia-end-story = Day by day, night by night
mafia-end-day = Day { $day }
# $how: hammer, plurality, random, no_lynch, tie, no_votes; $name: who was eliminated; $gender: theirs.
mafia-end-day-result = { $how ->
    [hammer] @{ $name } eliminated by the hammer.
    [plurality] @{ $name } eliminated by the most votes.
    [random] @{ $name } eliminated, drawn among the tied.
    [no_lynch] no lynch.
    [tie] a tie, nobody eliminated.
   *[no_votes] no votes, nobody eliminated.
 }
mafia-end-night = Night { $night }
# $count: how many died; $names: them.
mafia-end-deaths = { $names } died.
mafia-end-no-death = nobody died.
# One night action. $actor: who; $role: their role's name; $action: kill, protect, check,
# shoot, block; $target: whom; $blocked: true when the actor was blocked.
mafia-end-action = @{ $actor } ({ $role }): { $action ->
    [kill] kill @{ $target }
    [protect] protect @{ $target }
    [check] check @{ $target }
    [shoot] shot at @{ $target }
   *[block] block @{ $target }
 }{ $blocked ->
    [true] {" "}(blocked)
   *[false] {""}
 }
mafia-end-no-action = no action.
mafia-end-deal = The deal
mafia-end-deal-intro = The role list and the salt, kept secret until now: the SHA-256 of the role list followed by the salt is the commitment published at the start. Anyone can check it:
mafia-end-role-list = Role list:
mafia-end-salt = Salt:
mafia-end-commitment = Commitment:
mafia-end-thanks = Thanks for playing, everyone!

## order: an order in its canonical form (the bridge's echo, the GM's draft).

# $kind: vote, no_lynch, unvote, kill, protect, check, shoot, block, pass; $name: the target.
mafia-order = { $kind ->
    [vote] vote @{ $name }
    [no_lynch] vote no lynch
    [unvote] unvote
    [kill] kill @{ $name }
    [protect] protect @{ $name }
    [check] check @{ $name }
    [shoot] shoot @{ $name }
    [block] block @{ $name }
   *[pass] no action tonight
 }
# Between two actions of one night order: "block @a and kill @b".
mafia-order-and = {" "}and{" "}

## rejection: why a vote or a night action is refused (after "Order refused for …: ").

mafia-rejection-not-an-order = I read no vote or night action in it.
# $target: the name as written; $players: the players, listed.
mafia-rejection-unknown-player = there is no player "{ $target }". The players: { $players }.
mafia-rejection-not-playing = you are not playing in this game: you can follow it, not vote or act.
# $gender: the reader's.
mafia-rejection-dead = you are dead: you can still read, but no longer vote or act.
# $target: a dead player; $gender: theirs; $alive: the living, listed.
mafia-rejection-target-dead = @{ $target } is dead. The living: { $alive }.
# $target: the name (or "no lynch"); $no_lynch: true for no lynch.
mafia-rejection-same-vote = { $no_lynch ->
    [true] you already vote for no lynch: nothing changes.
   *[false] you already vote for { $target }: nothing changes.
 }
mafia-rejection-not-voting = you have no vote to take back.
# $action: kill, protect, check, shoot, block; $role: the speaker's role's name.
mafia-rejection-not-your-action = as a { $role }, you cannot { $action ->
    [kill] kill
    [protect] protect anyone
    [check] investigate
    [shoot] shoot
   *[block] block
 }.
# $target: a mafia member; $yourself: true when it is the speaker.
mafia-rejection-partner = { $yourself ->
    [true] the mafia cannot kill one of their own, you included.
   *[false] @{ $target } is one of the mafia: the mafia cannot kill one of their own.
 }
# $action: check, shoot, block, protect.
mafia-rejection-self = you cannot { $action ->
    [check] investigate
    [shoot] shoot
    [block] block
   *[protect] protect
 } yourself.
# $target: whom the doctor protected last night.
mafia-rejection-twice = you protected @{ $target } last night: not the same player two nights in a row.
mafia-rejection-shot-spent = you have already used your only shot.
# $phase: day (a night action by day), night (a vote at night), over.
mafia-rejection-wrong-phase = { $phase ->
    [night] it is night: votes wait for the day.
    [over] the game is over.
   *[day] it is day: night actions wait for the night.
 }
mafia-rejection-not-awaited = nothing is expected from you right now.
mafia-rejection-other = this is not something I can take now.

## setup_refused: why the settings or the players are refused (for the game master).

mafia-refused-too-few = Mafia takes at least { $min } players, and { $players } signed up.
mafia-refused-too-many = Mafia takes at most { $max } players, and { $players } signed up.
mafia-refused-role-count = the role list names { $roles } roles for { $players } players: it needs exactly one role per player.
# $setup: what was given; $setups: the named set-ups.
mafia-refused-unknown-setup = "{ $setup }" is no set-up: give one of { $setups }, or a role list such as `goon, goon, doctor, cop, town, town, town`.
# $role: what was given; $roles: the roles.
mafia-refused-unknown-role = "{ $role }" is no role. The roles: { $roles }.
# $setting: its name; $value: what was given; $allowed: what it may be.
mafia-refused-bad-setting = `{ $setting }` cannot be "{ $value }": it takes { $allowed }.
mafia-refused-no-mafia = the role list has no mafia member (goon, godfather or roleblocker).
mafia-refused-mafia-majority = { $mafia } mafia against { $town } town: the mafia would win at once. The town must outnumber them at the start.
# $player: the player pinned; $role: the role pinned.
mafia-refused-bad-pin = @{ $player } cannot be given "{ $role }": not a player, or no role left of that kind in the set-up.

## settings: the game's settings in words (its topic).

# $setup: mountainous, vanilla_plus, classic or list; $roles: the role list as given.
mafia-settings-setup = set-up: { $setup ->
    [mountainous] mountainous (one mafia goon per four players, everyone else plain town)
    [vanilla_plus] vanilla plus (mountainous, with a doctor and a cop from 7 players)
    [classic] classic (vanilla plus, with a godfather among the mafia from 9 players)
   *[list] the game master's own list: { $roles }
 };
mafia-settings-start = the game opens with { $start ->
    [night] night 0
   *[other] day 1
 };
# $duration: a day's length; $hammer: true or false; $tie: no_lynch or random.
mafia-settings-day = day length: { $duration }; { $hammer ->
    [true] a majority ends the day at once (hammer)
   *[false] no hammer
 }; at the deadline a tie { $tie ->
    [random] is drawn at random
   *[other] eliminates nobody
 };
# $duration: a night's length; $chat: always or night.
mafia-settings-night = night length: { $duration } at most; the mafia's night chat is open { $chat ->
    [night] at night only
   *[other] day and night
 };
mafia-settings-reveal = roles revealed at death: { $reveal ->
    [true] yes
   *[false] no, only at the end
 };
mafia-settings-doctor-self = the doctor may protect themselves: { $own ->
    [true] yes
   *[false] no
 };
# $count: the posts a living player should make each day.
mafia-settings-min-posts = at least { $count ->
    [one] { $count } post
   *[other] { $count } posts
 } a day expected from each living player.

## setting descriptions (the game master's help).

mafia-setting-setup = The roles: a named set-up (`mountainous`: one mafia goon per four players rounded half up, everyone else plain town; `vanilla_plus`: adds a doctor and a cop from 7 players; `classic`: vanilla plus with a godfather from 9 players), or a role list, one role per player (`goon, goon, doctor, cop, town, town, town`; roles: town, doctor, cop, vigilante, goon, godfather, roleblocker).
mafia-setting-start = Whether the game opens with a day (`day`: day 1) or a night (`night`: night 0, then day 1).
mafia-setting-hammer = With `on`, a majority (more than half of the living) on one player or on no lynch ends the day at once; with `off`, every day runs to its deadline.
mafia-setting-tie = At a day's deadline, a tie for the most votes: `no_lynch` eliminates nobody; `random` draws one of the tied.
mafia-setting-reveal = With `on`, a player's role is announced when they are eliminated or killed; with `off`, roles are revealed only at the end.
mafia-setting-day-hours = How long a day lasts, in hours (1 to 336); the hammer may end it sooner.
mafia-setting-night-hours = How long a night lasts at most, in hours (1 to 336); it ends sooner once everyone with a night action has answered.
mafia-setting-doctor-self = With `on`, the doctor may protect themselves; with `off`, only others.
mafia-setting-mafia-chat = The mafia's night chat: `always` open, or open at `night` only (closed at dawn, reopened at dusk).
mafia-setting-min-posts = The posts each living player should make in the game topic each day; those below it are listed to the game master at the day's deadline (0: no list).

## step_name, of_step, this_step, for_step, phases, no_answer: the bridge's sentences about
## the open step, in Mafia's words. $phase: day, night or current; $n: its number.

mafia-step-name = { $phase ->
    [day] day { $n }
    [night] night { $n }
   *[current] the current day or night
 }
mafia-of-step = of { mafia-step-name }
mafia-this-step = { $phase ->
    [day] of this day
    [night] of this night
   *[current] of this day or night
 }
mafia-for-step = { $phase ->
    [day] for this day
    [night] for this night
   *[current] for this day or night
 }
# $form: of_a, each, the, of_the, ending; anything else: the open one.
mafia-phases = { $form ->
    [of_a] of a day or a night
    [each] each day and each night
    [the] the days and nights
    [of_the] of the days and nights
    [ending] the end of the game
   *[current] the current day or night
 }
# What a silent player gets; follows "Without an order, ".
mafia-no-answer = { $phase ->
    [day] your vote stays as it is (or you have none); the day ends at its deadline all the same.
    [night] you do nothing tonight (for the mafia: the last kill any of you gave still stands).
   *[current] nothing happens on your part.
 }
# The same said about the silent players to the game master (a draft, a skip), after
# "No order from @ana: "; $count: how many they are.
mafia-no-answer-gm = { $phase ->
    [day] the vote stays as it is (or there is none); the day ends at its deadline all the same.
    [night] nothing from them tonight (for the mafia: the last kill any of them gave still stands).
   *[current] nothing happens on their part.
 }
# How a Mafia game is played, before sign-up (after the bridge's sign-up line).
mafia-how-to-join = When the game starts, each player gets their role in a private message, their **desk**. By day everyone votes in public, here in this topic; by night, whoever has a night action sends it in their desk.
# A value in the GM's status and drafts. $value: day, night, town, mafia.
mafia-gm-value = { $value ->
    [day] day
    [night] night
    [mafia] the mafia
   *[town] the town
 }
# A draw, in the GM's draft. $why: deal, deal_salt, tie.
mafia-die = { $why ->
    [deal] the deal of the roles
    [deal_salt] the deal's secret salt
   *[tie] the tie at the day's deadline
 }

## status.html: the status page.

# $phase: day or night; $number: its number.
mafia-status-phase = { $phase ->
    [night] Night { $number }
   *[day] Day { $number }
 }
# $winner: town or mafia.
mafia-status-winner = { $winner ->
    [mafia] The mafia won.
   *[town] The town won.
 }
mafia-status-votes = Votes
# A line of the votecount, as plain text. $target: a name or "No lynch"; $count: its votes; $voters: who.
mafia-status-vote-line = { $target } ({ $count } { $count ->
    [one] vote
   *[other] votes
 }): { $voters }
# $count: how many.
mafia-status-living = The living ({ $count })
mafia-status-dead = The dead ({ $count })
# When a player died. $phase: day or night; $number: which.
mafia-status-when = { $phase ->
    [night] night { $number }
   *[day] day { $number }
 }

## night_review, day_review: to the GM with a draft.
mafia-review-night = Night { $night }, for the game master: every action that stood at the close.
mafia-review-day = Day { $day }, for the game master: the votes as they stood at the close.
# $names: who died, or who a protection saved.
mafia-review-deaths = Died: { $names }.
mafia-review-nobody-died = Nobody died.
mafia-review-saved = Saved by a protection (the dawn never says so): { $names }.

## modkill: the GM removed a living player (public).
# $name: who; $gender: theirs.
mafia-modkill = The game master has removed @{ $name } from the game (modkill): no vote or night action of theirs counts any more.
